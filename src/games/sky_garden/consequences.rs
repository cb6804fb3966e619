//! What a whole Sky Garden move does, in a few words for its last token:
//! what a track space gives, what a purchase costs, what it is worth. The
//! move is played on a copy of the state and the two states compared, so the
//! words follow the engine's own rules (a free step, an Event crossing, a
//! capped advert), never a second guess at them.
//!
//! Nothing hidden leaks: an `end` that starts a round draws chips on the
//! copy, and the words only say that it does.

use super::data::*;
use super::notation::{self, Element, Move, Side2};
use super::rules;
use super::scoring;
use super::state::{Phase, Pos, State};
use super::words;
use crate::games::{Outcome, Seat};
use crate::said;
use crate::text::Said;

/// Words for `before` + `token` if they spell a whole move the rules accept now.
pub fn describe(state: &State, seat: Seat, before: &[&str], token: &str) -> Option<Said> {
    let mut text = before.join(" ");
    text.push(' ');
    text.push_str(token);
    let mv = notation::parse(&text).ok()?;
    let mut after = state.clone();
    let outcome = rules::apply(&mut after, seat, &mv).ok()?;
    words(state, &after, seat, &mv, &outcome)
}

/// `head (notes)`, or the head alone without notes. The notes come last so
/// a label too long drops them first.
pub fn noted(head: Said, notes: Vec<Said>) -> Said {
    match notes.is_empty() {
        true => head,
        false => said!("sg-lb-noted", head = head, notes = notes),
    }
}

fn words(before: &State, after: &State, seat: Seat, mv: &Move, outcome: &Outcome) -> Option<Said> {
    let (p, q) = (before.players.get(seat)?, after.players.get(seat)?);
    let spent = p.funds as i64 - q.funds as i64;
    let points = scoring::breakdown(after, seat).total - scoring::breakdown(before, seat).total;
    // What the move is worth, as a note, when it changes the score.
    let worth: Vec<Said> = match points {
        0 => vec![],
        n if n > 0 => vec![said!("sg-lb-points-gain", points = n)],
        n => vec![said!("sg-lb-points-loss", points = -n)],
    };
    let with_worth = |mut notes: Vec<Said>| {
        notes.extend(worth.clone());
        notes
    };
    let held = before.turn.as_ref().and_then(|t| t.held);
    let bird = words::bird;
    let area = words::area;
    Some(match *mv {
        Move::Choose(e) => {
            let card = EVENT_CARDS.get(e as usize)?;
            let notes = vec![
                said!("sg-lb-income", from = *card.funds.first()? as i64, to = *card.funds.last()? as i64),
                said!("sg-lb-up-to-points", points = *card.vp.iter().max()?),
            ];
            said!("sg-lb-keep", card = card.id, first = bird(card.set[0]), second = bird(card.set[1]), notes = notes)
        }
        Move::MoveTo(n) => space(after, n)?,
        Move::MoveStandby => {
            let Pos::Done(sb) = *after.tokens.get(seat)? else { return None };
            noted(said!("sg-lb-standby", standby = format!("SB{}", sb + 1)), worth)
        }
        Move::Pick(b) => said!("sg-lb-pick", bird = bird(b), size = b.size() as i64),
        Move::Employee(to) => {
            let steps = (to as i64 - p.employee as i64).rem_euclid(6);
            let paid = (steps - FREE_STEPS as i64).max(0) * COST_STEP as i64;
            let income = paid - spent;
            let mut notes = vec![said!("sg-lb-steps", steps = steps)];
            notes.push(match paid {
                0 => said!("sg-lb-free"),
                n => said!("sg-lb-costs", cost = n),
            });
            if income > 0 {
                notes.push(said!("sg-lb-event-income", income = income));
            }
            said!("sg-lb-employee-to", path = format!("P{}", to + 1), notes = notes)
        }
        Move::Place(a) => {
            let room = q.areas.get(a)?;
            let used = said!("sg-lb-used", used = room.used() as i64, capacity = room.capacity() as i64);
            said!("sg-lb-place", bird = bird(held?), area = area(a), notes = with_worth(vec![used]))
        }
        Move::Release => said!("sg-lb-release", bird = bird(held?)),
        Move::Buy(element, a) => {
            let mut notes = vec![said!("sg-lb-dollars", cost = spent)];
            if element != Element::Nest {
                notes.push(said!("sg-lb-holds", capacity = q.areas.get(a)?.capacity() as i64));
            }
            let notes = with_worth(notes);
            match element {
                Element::Nest => said!("sg-lb-nest-on", area = area(a), notes = notes),
                Element::Tree => said!("sg-lb-tree-on", area = area(a), notes = notes),
                Element::Lake => said!("sg-lb-lake-on", area = area(a), notes = notes),
            }
        }
        Move::BuyBird(b, a) => {
            let notes = with_worth(vec![said!("sg-lb-dollars", cost = spent)]);
            said!("sg-lb-forest-into", bird = bird(b), area = area(a), notes = notes)
        }
        Move::BuyExtra(side) => {
            let notes = with_worth(vec![said!("sg-lb-dollars", cost = spent)]);
            match side {
                Side2::Tree => said!("sg-lb-extra-tree", notes = notes),
                Side2::Lake => said!("sg-lb-extra-lake", notes = notes),
            }
        }
        Move::Advert(ad) => said!("sg-lb-advert", ad = words::ad(ad), funds = -spent),
        Move::Special(b, a) => {
            let notes = with_worth(vec![said!("sg-lb-dollars", cost = spent)]);
            said!("sg-lb-into", bird = bird(b), area = area(a), notes = notes)
        }
        Move::Breed => noted(said!("sg-lb-breed", eggs = eggs(before, after, seat)?), worth),
        Move::Milestone(m) => {
            let tile = MILESTONES.get(*before.grid.get(m)? as usize)?;
            let mut notes = worth;
            if spent < 0 {
                notes.push(said!("sg-lb-gain", funds = -spent));
            }
            let (waiting, now) = (before.turn.as_ref()?.pending.len(), &after.turn.as_ref()?.pending);
            for bonus in now.iter().skip(waiting) {
                notes.push(said!("sg-lb-then", bonus = words::pending(*bonus)));
            }
            let milestone = format!("M{}", m + 1);
            noted(said!("sg-lb-milestone", milestone = milestone, needs = words::milestone(tile.cond)), notes)
        }
        Move::ForestBird(a, b) => noted(said!("sg-lb-to-forest", bird = bird(b), area = area(a)), worth),
        Move::ForestTree(a) => {
            let holds = said!("sg-lb-holds", capacity = q.areas.get(a)?.capacity() as i64);
            said!("sg-lb-tree-to-forest", area = area(a), notes = with_worth(vec![holds]))
        }
        Move::Refill(a) => {
            let holds = said!("sg-lb-holds", capacity = q.areas.get(a)?.capacity() as i64);
            said!("sg-lb-cover-lake", area = area(a), notes = with_worth(vec![holds]))
        }
        Move::Nest(a, b, on) => {
            let sitting = q.areas.get(a)?.on_nest.len();
            let name = AREA_NAMES[a];
            match on {
                true if sitting == NEST_CAPACITY => said!("sg-lb-nest-pair", bird = bird(b), area = name),
                true => said!("sg-lb-onto-nest", bird = bird(b), area = name, count = sitting),
                false => said!("sg-lb-off-nest", bird = bird(b), area = name, count = sitting),
            }
        }
        Move::BonusEgg(b) => noted(said!("sg-lb-bonus-egg", bird = bird(b), eggs = eggs(before, after, seat)?), worth),
        Move::BonusElement(element, a) => {
            noted(said!("sg-lb-free-element", element = words::element(element), area = area(a)), worth)
        }
        Move::BonusSpecial(b, a) => {
            let notes = with_worth(vec![said!("sg-lb-dollars", cost = spent)]);
            said!("sg-lb-into", bird = bird(b), area = area(a), notes = notes)
        }
        Move::BonusBird(b, a) => noted(said!("sg-lb-free-bird", bird = bird(b), area = area(a)), worth),
        Move::BonusSkip => {
            let given_up =
                before.turn.as_ref()?.pending.iter().find(|p| !matches!(p, super::state::Pending::EggChoice))?;
            said!("sg-lb-skip", bonus = words::pending(*given_up))
        }
        Move::End => {
            let head = if after.phase == Phase::Over {
                said!("sg-lb-end-game")
            } else if outcome.reveals {
                said!("sg-lb-end-round")
            } else {
                said!("sg-lb-end")
            };
            noted(head, worth)
        }
    })
}

/// "Space 9: Toucan": what landing there gives (the turn after the move).
fn space(after: &State, n: u8) -> Option<Said> {
    let t = after.turn.as_ref()?;
    let gives = match (t.pick, t.held, t.chip) {
        (Some([a, b]), _, _) => said!("sg-lb-either", first = words::bird(a), second = words::bird(b)),
        (_, Some(b), _) => words::bird(b),
        (_, _, Some(Chip::Blue(_))) if t.blue_active => said!("sg-lb-gives-blue"),
        (_, _, Some(Chip::Blue(_))) => said!("sg-lb-gives-used-blue"),
        (_, _, Some(chip)) => {
            let birds: Vec<Said> = chip.birds(after.round).into_iter().map(words::bird).collect();
            match birds.as_slice() {
                [one] => said!("sg-lb-gives-none-left", bird = one.clone()),
                _ => said!("sg-lb-gives-none-left-of", birds = birds),
            }
        }
        (_, _, None) => said!("sg-lb-gives-nothing"),
    };
    let space = n as i64;
    Some(match after.icon_active(n) {
        Some(Icon::Breed) => said!("sg-lb-space-breed", space = space, gives = gives),
        Some(Icon::Special) => said!("sg-lb-space-special", space = space, gives = gives),
        None => said!("sg-lb-space", space = space, gives = gives),
    })
}

/// The eggs a move laid, in words ("2 egg tokens", "egg marker 3 to 4").
fn eggs(before: &State, after: &State, seat: Seat) -> Option<Said> {
    let (p, q) = (before.players.get(seat)?, after.players.get(seat)?);
    let tokens = q.egg_tokens().saturating_sub(p.egg_tokens()) as i64;
    let marker = q.egg_marker.saturating_sub(p.egg_marker);
    Some(match (tokens, marker) {
        (0, 0) => said!("sg-lb-no-eggs"),
        (t, 0) => said!("sg-lb-egg-tokens", count = t),
        (0, _) => said!("sg-lb-marker-move", from = p.egg_marker as i64, to = q.egg_marker as i64),
        (t, _) => said!("sg-lb-tokens-and-marker", count = t, to = q.egg_marker as i64),
    })
}
