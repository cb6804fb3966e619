//! What a whole Sky Garden move does, in a few words for its last token:
//! what a track space gives, what a purchase costs, what it is worth. The
//! move is played on a copy of the state and the two states compared, so the
//! words follow the engine's own rules (a free step, an Event crossing, a
//! capped advert), never a second guess at them.
//!
//! Nothing hidden leaks: an `end` that starts a round draws chips on the
//! copy, and the words only say that it does.

use super::data::*;
use super::labels::{area_words, pending_name};
use super::notation::{self, Element, Move, Side2};
use super::rules;
use super::scoring;
use super::state::{Phase, Pos, State};
use crate::games::{Outcome, Seat};

/// Words for `before` + `token` if they spell a whole move the rules accept now.
pub fn describe(state: &State, seat: Seat, before: &[&str], token: &str) -> Option<String> {
    let mut text = before.join(" ");
    text.push(' ');
    text.push_str(token);
    let mv = notation::parse(&text).ok()?;
    let mut after = state.clone();
    let outcome = rules::apply(&mut after, seat, &mv).ok()?;
    words(state, &after, seat, &mv, &outcome)
}

fn words(before: &State, after: &State, seat: Seat, mv: &Move, outcome: &Outcome) -> Option<String> {
    let (p, q) = (before.players.get(seat)?, after.players.get(seat)?);
    let spent = p.funds as i32 - q.funds as i32;
    let points = scoring::breakdown(after, seat).total - scoring::breakdown(before, seat).total;
    // The move's words with what it is worth, when it changes the score.
    let worth = |words: String| match points {
        0 => words,
        n => format!("{words} ({n:+} points)"),
    };
    let held = before.turn.as_ref().and_then(|t| t.held);
    Some(match *mv {
        Move::Choose(e) => {
            let card = EVENT_CARDS.get(e as usize)?;
            format!(
                "Keep {}: sets of {} + {} ({}-{} $ income, up to {} points)",
                card.id,
                card.set[0].name(),
                card.set[1].name(),
                card.funds.first()?,
                card.funds.last()?,
                card.vp.iter().max()?
            )
        }
        Move::MoveTo(n) => space(after, n)?,
        Move::MoveStandby => {
            let Pos::Done(sb) = *after.tokens.get(seat)? else { return None };
            worth(format!("Go to Standby SB{}: out for this round", sb + 1))
        }
        Move::Pick(b) => format!("Take the {} (size {})", b.name(), b.size()),
        Move::Employee(to) => {
            let steps = (to as i32 - p.employee as i32).rem_euclid(6);
            let paid = (steps - FREE_STEPS as i32).max(0) * COST_STEP as i32;
            let income = paid - spent;
            let mut words = format!("Employee to P{}: {steps} step{}", to + 1, if steps == 1 { "" } else { "s" });
            match paid {
                0 => words.push_str(", free"),
                n => words.push_str(&format!(", costs {n} $")),
            }
            if income > 0 {
                words.push_str(&format!(", +{income} $ Event income"));
            }
            words
        }
        Move::Place(a) => {
            let area = q.areas.get(a)?;
            worth(format!("{} into {}: {} of {} used", held?.name(), area_words(a), area.used(), area.capacity()))
        }
        Move::Release => format!("Release the {} to the Forest", held?.name()),
        Move::Buy(element, a) => {
            let what = match element {
                Element::Nest => "Nest on",
                Element::Tree => "Tree on",
                Element::Lake => "Lake opened on",
            };
            let room = match element {
                Element::Nest => String::new(),
                _ => format!(", holds {}", q.areas.get(a)?.capacity()),
            };
            worth(format!("{what} {}: {spent} ${room}", area_words(a)))
        }
        Move::BuyBird(b, a) => worth(format!("{} from the Forest into {}: {spent} $", b.name(), area_words(a))),
        Move::BuyExtra(side) => {
            let side = if side == Side2::Tree { "tree" } else { "lake" };
            worth(format!("Extra area AX, {side} side: {spent} $"))
        }
        Move::Advert(ad) => format!("{} advert: +{} $", ad.name(), -spent),
        Move::Special(b, a) => worth(format!("{} into {}: {spent} $", b.name(), area_words(a))),
        Move::Breed => worth(format!("Breed: {}", eggs(before, after, seat)?)),
        Move::Milestone(m) => {
            let tile = MILESTONES.get(*before.grid.get(m)? as usize)?;
            let mut words = worth(format!("Milestone M{} ({})", m + 1, tile.text));
            if spent < 0 {
                words.push_str(&format!(", +{} $", -spent));
            }
            let (waiting, now) = (before.turn.as_ref()?.pending.len(), &after.turn.as_ref()?.pending);
            for bonus in now.iter().skip(waiting) {
                words.push_str(&format!(", then {}", pending_name(*bonus)));
            }
            words
        }
        Move::ForestBird(a, b) => worth(format!("{} from {} to the Forest", b.name(), area_words(a))),
        Move::ForestTree(a) => {
            worth(format!("Tree of {} to the Forest: holds {}", area_words(a), q.areas.get(a)?.capacity()))
        }
        Move::Refill(a) => worth(format!("Cover the lake of {}: holds {}", area_words(a), q.areas.get(a)?.capacity())),
        Move::Nest(a, b, on) => {
            let sitting = q.areas.get(a)?.on_nest.len();
            match on {
                true if sitting == NEST_CAPACITY => {
                    format!("{} onto the nest of {}: a pair, lays when you breed", b.name(), AREA_NAMES[a])
                }
                true => format!("{} onto the nest of {}: {sitting} on it", b.name(), AREA_NAMES[a]),
                false => format!("{} off the nest of {}: {sitting} left on it", b.name(), AREA_NAMES[a]),
            }
        }
        Move::BonusEgg(b) => worth(format!("A {} egg: {}", b.name(), eggs(before, after, seat)?)),
        Move::BonusElement(element, a) => {
            let what = match element {
                Element::Nest => "nest",
                Element::Tree => "tree",
                Element::Lake => "lake",
            };
            worth(format!("Free {what} on {}", area_words(a)))
        }
        Move::BonusSpecial(b, a) => worth(format!("{} into {} for {spent} $", b.name(), area_words(a))),
        Move::BonusBird(b, a) => worth(format!("Free {} into {}", b.name(), area_words(a))),
        Move::BonusSkip => {
            let given_up =
                before.turn.as_ref()?.pending.iter().find(|p| !matches!(p, super::state::Pending::EggChoice))?;
            format!("Give up the bonus ({})", pending_name(*given_up))
        }
        Move::End => {
            let words = if after.phase == Phase::Over {
                "End your turn: the game ends".to_string()
            } else if outcome.reveals {
                "End your turn: a new round draws chips (can't be undone)".to_string()
            } else {
                "End your turn".to_string()
            };
            worth(words)
        }
    })
}

/// "Space 9: Toucan": what landing there gives (the turn after the move).
fn space(after: &State, n: u8) -> Option<String> {
    let t = after.turn.as_ref()?;
    let gives = match (t.pick, t.held, t.chip) {
        (Some([a, b]), _, _) => format!("{} or {}", a.name(), b.name()),
        (_, Some(b), _) => b.name().to_string(),
        (_, _, Some(Chip::Blue(_))) if t.blue_active => "an advert or a special bird".into(),
        (_, _, Some(Chip::Blue(_))) => "a used blue chip, nothing".into(),
        (_, _, Some(chip)) => {
            let birds: Vec<&str> = chip.birds(after.round).iter().map(|b| b.name()).collect();
            format!("nothing (no {} left)", birds.join(" or "))
        }
        (_, _, None) => "nothing".into(),
    };
    let icon = match after.icon_active(n) {
        Some(Icon::Breed) => ", then you may breed",
        Some(Icon::Special) => ", then you may buy a special bird",
        None => "",
    };
    Some(format!("Space {n}: {gives}{icon}"))
}

/// The eggs a move laid, in words ("2 eggs", "egg marker 3").
fn eggs(before: &State, after: &State, seat: Seat) -> Option<String> {
    let (p, q) = (before.players.get(seat)?, after.players.get(seat)?);
    let tokens = q.egg_tokens().saturating_sub(p.egg_tokens());
    let marker = q.egg_marker.saturating_sub(p.egg_marker);
    Some(match (tokens, marker) {
        (0, 0) => "no eggs laid".into(),
        (t, 0) => format!("{t} egg token{}", if t == 1 { "" } else { "s" }),
        (0, _) => format!("egg marker {} to {}", p.egg_marker, q.egg_marker),
        (t, _) => format!("{t} egg token{}, egg marker to {}", if t == 1 { "" } else { "s" }, q.egg_marker),
    })
}
