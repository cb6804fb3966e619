//! Move dispatch, the turn's steps, `end`, and the list of legal moves.

use super::chips;
use super::data::*;
use super::free;
use super::milestones;
use super::notation::{Element, Move, Side2};
use super::placement::{self, fail, R};
use super::setup;
use super::state::*;
use super::track;
use crate::games::{Outcome, Seat};
use crate::text::Said;

fn verbatim(private: Vec<(Seat, String)>) -> Vec<(Seat, Said)> {
    private.into_iter().map(|(s, p)| (s, Said::verbatim(p))).collect()
}

pub fn apply(s: &mut State, seat: Seat, mv: &Move) -> R<Outcome> {
    match s.phase {
        Phase::Over => fail("The game is over."),
        Phase::Choosing => match mv {
            Move::Choose(e) => choose(s, seat, *e),
            _ => {
                if seat < s.players_n && s.players[seat].event.is_none() {
                    fail("First choose one of your two Event cards with `choose <E#>`.")
                } else {
                    fail("It is not your turn; the other players are still choosing their Event cards.")
                }
            }
        },
        Phase::Playing => {
            let t = s.turn.as_ref().expect("a turn while playing");
            if t.seat != seat {
                return fail("It is not your turn.");
            }
            let bonus_move = matches!(
                mv,
                Move::BonusEgg(_)
                    | Move::BonusElement(..)
                    | Move::BonusSpecial(..)
                    | Move::BonusBird(..)
                    | Move::BonusSkip
            );
            if !t.pending.is_empty() && !bonus_move {
                return fail(format!("Answer your milestone bonus first: {}.", t.pending[0].text()));
            }
            let mut reveals = false;
            let msg = match mv {
                Move::Choose(_) => fail("Event cards were chosen at the start of the game."),
                Move::MoveTo(n) => track::move_to(s, seat, *n),
                Move::MoveStandby => track::move_standby(s, seat),
                Move::Pick(b) => chips::pick(s, *b),
                Move::Employee(p) => chips::employee(s, seat, *p),
                Move::Place(a) => placement::place(s, seat, *a),
                Move::Release => placement::release(s),
                Move::Buy(e, a) => placement::buy_element(s, seat, *e, *a),
                Move::BuyBird(b, a) => placement::buy_bird(s, seat, *b, *a),
                Move::BuyExtra(side) => placement::buy_extra(s, seat, *side),
                Move::Advert(ad) => chips::advert(s, seat, *ad),
                Move::Special(b, a) => chips::special(s, seat, *b, *a),
                Move::Breed => chips::breed(s, seat),
                Move::Milestone(m) => milestones::milestone(s, seat, *m),
                Move::ForestBird(a, b) => free::forest_bird(s, seat, *a, *b),
                Move::ForestTree(a) => free::forest_tree(s, seat, *a),
                Move::Refill(a) => free::refill(s, seat, *a),
                Move::Nest(a, b, on) => free::nest(s, seat, *a, *b, *on),
                Move::BonusEgg(b) => milestones::bonus_egg(s, seat, *b),
                Move::BonusElement(e, a) => milestones::bonus_element(s, seat, *e, *a),
                Move::BonusSpecial(b, a) => milestones::bonus_special(s, seat, *b, *a),
                Move::BonusBird(b, a) => milestones::bonus_bird(s, seat, *b, *a),
                Move::BonusSkip => milestones::bonus_skip(s),
                Move::End => {
                    let (m, drew) = end(s, seat)?;
                    reveals = drew;
                    Ok(m)
                }
            }?;
            if !matches!(mv, Move::End) {
                // The turn is under way (`end` began a new one, or the game is over).
                if let Some(t) = s.turn.as_mut() {
                    t.decided = true;
                }
            }
            let text = format!("{} {}.", s.colour(seat), msg);
            s.push_log(text.clone());
            Ok(Outcome { public: Said::verbatim(text), private: vec![], reveals })
        }
    }
}

fn choose(s: &mut State, seat: Seat, e: u8) -> R<Outcome> {
    if seat >= s.players_n {
        return fail("You are not seated in this game.");
    }
    let p = &s.players[seat];
    if p.event.is_some() {
        return fail("It is not your turn: you already chose your Event card; waiting for the others.");
    }
    if !p.event_options.contains(&e) {
        return fail(format!(
            "You were dealt {} and {}; choose one of them.",
            EVENT_CARDS[p.event_options[0] as usize].id, EVENT_CARDS[p.event_options[1] as usize].id
        ));
    }
    s.players[seat].event = Some(e);
    let private = vec![(seat, format!("You chose Event card {}.", EVENT_CARDS[e as usize].id))];
    if s.players.iter().all(|p| p.event.is_some()) {
        s.phase = Phase::Playing;
        let list: Vec<String> = (0..s.players_n)
            .map(|i| format!("{} {}", s.colour(i), EVENT_CARDS[s.players[i].event.unwrap() as usize].id))
            .collect();
        let text =
            format!("{} chose an Event card; all Event cards are revealed: {}.", s.colour(seat), list.join(", "));
        s.push_log(text.clone());
        setup::deal_setup_cards(s);
        let (msgs, _) = track::advance(s);
        let mut public = text;
        for m in msgs {
            public += &format!(" {m}.");
        }
        return Ok(Outcome { public: Said::verbatim(public), private: verbatim(private), reveals: true });
    }
    let text = format!("{} chose an Event card (hidden until everyone has chosen).", s.colour(seat));
    s.push_log(text.clone());
    Ok(Outcome { public: Said::verbatim(text), private: verbatim(private), reveals: false })
}

/// What still blocks `end`, if anything.
pub fn end_blocker(s: &State) -> Option<String> {
    let t = s.turn.as_ref()?;
    if !t.moved {
        return Some("Move your Owner token first (`move <n>` or `move standby`).".into());
    }
    if t.pick.is_some() {
        return Some("Choose your bird first (`pick <bird>`).".into());
    }
    if t.bird_chip() && !t.employee_moved {
        return Some("Your Employee must move first (`employee <P#>`).".into());
    }
    if let Some(b) = t.held {
        return Some(format!("Place the held {} (`place <area>`) or `release` it first.", b.name()));
    }
    if let Some(p) = t.pending.first() {
        return Some(format!("Answer your milestone bonus first: {}.", p.text()));
    }
    None
}

fn end(s: &mut State, seat: Seat) -> R<(String, bool)> {
    if let Some(why) = end_blocker(s) {
        return fail(why);
    }
    let mut msg = "ended the turn".to_string();
    let t = s.turn.as_ref().unwrap().clone();
    if t.breeds_left > 0 {
        for _ in 0..t.breeds_left {
            let bred = s.players[seat].breed();
            msg += &format!(", bred: {bred}");
        }
    }
    if s.mode == Mode::Solo && matches!(t.chip, Some(Chip::Blue(_))) && t.blue_active && !t.blue_used {
        s.track[t.space.unwrap() as usize - 1].face_down = true;
    }
    s.turn = None;
    let (msgs, drew) = track::advance(s);
    for m in msgs {
        msg += &format!("; {}", m.trim_end_matches('.'));
    }
    if let Some(t) = &s.turn {
        msg += &format!("; {} to move", s.colour(t.seat));
    }
    Ok((msg, drew))
}

/// Candidate moves worth trying now (a superset of the legal ones).
fn candidates(s: &State, seat: Seat) -> Vec<Move> {
    let mut v = vec![];
    let Some(t) = s.turn.as_ref() else { return v };
    if t.seat != seat {
        return v;
    }
    let p = &s.players[seat];
    let areas = p.area_ids();
    if !t.pending.is_empty() {
        for pend in &t.pending {
            match pend {
                Pending::EggChoice => v.extend(REGULAR.iter().map(|b| Move::BonusEgg(*b))),
                Pending::Elements(_) => {
                    for &a in &areas {
                        for e in [Element::Tree, Element::Lake, Element::Nest] {
                            v.push(Move::BonusElement(e, a));
                        }
                    }
                }
                Pending::Special(_) => {
                    for b in SPECIALS {
                        for &a in &areas {
                            v.push(Move::BonusSpecial(b, a));
                        }
                    }
                }
                Pending::BonusBird => {
                    for b in REGULAR {
                        for &a in &areas {
                            v.push(Move::BonusBird(b, a));
                        }
                    }
                }
            }
        }
        v.push(Move::BonusSkip);
        v.dedup();
        return v;
    }
    if !t.moved {
        v.extend((1..=TRACK_LEN as u8).map(Move::MoveTo));
        v.push(Move::MoveStandby);
    }
    if let Some(opts) = t.pick {
        v.extend(opts.iter().map(|b| Move::Pick(*b)));
    }
    if t.bird_chip() && !t.employee_moved && t.pick.is_none() {
        v.extend((0..6).map(Move::Employee));
    }
    if t.held.is_some() {
        v.extend(areas.iter().map(|a| Move::Place(*a)));
        v.push(Move::Release);
    }
    if t.bird_chip() && t.employee_moved && !t.chip_closed {
        let adj = placement::adjacent(p);
        for &a in &adj {
            for e in [Element::Nest, Element::Tree, Element::Lake] {
                v.push(Move::Buy(e, a));
            }
            if !t.forest_bought {
                for b in ALL_BIRDS {
                    if s.forest.has_bird(b) {
                        v.push(Move::BuyBird(b, a));
                    }
                }
            }
        }
        if p.ax.is_none() {
            v.push(Move::BuyExtra(Side2::Tree));
            v.push(Move::BuyExtra(Side2::Lake));
        }
    }
    if matches!(t.chip, Some(Chip::Blue(_))) {
        v.extend(ADS.iter().map(|a| Move::Advert(*a)));
    }
    if t.space.is_some() {
        for b in SPECIALS {
            for &a in &areas {
                v.push(Move::Special(b, a));
            }
        }
    }
    v.push(Move::Breed);
    v.extend((0..9).map(Move::Milestone));
    for &a in &areas {
        for b in ALL_BIRDS {
            if p.areas[a].count(b) > 0 {
                v.push(Move::ForestBird(a, b));
                if p.areas[a].nest && !b.is_special() {
                    v.push(Move::Nest(a, b, true));
                    v.push(Move::Nest(a, b, false));
                }
            }
        }
        if p.areas[a].tree {
            v.push(Move::ForestTree(a));
        }
        if p.areas[a].lake {
            v.push(Move::Refill(a));
        }
    }
    v.push(Move::End);
    v
}

/// Each legal move with the state it leads to (one copy and one try per
/// candidate, where `legal_moves` then `play` would take two).
pub fn successors(s: &State, seat: Seat) -> Vec<(Move, State)> {
    match s.phase {
        Phase::Playing => tried(s, seat, candidates(s, seat)),
        _ => tried(s, seat, legal_moves(s, seat)),
    }
}

pub fn legal_moves(s: &State, seat: Seat) -> Vec<Move> {
    match s.phase {
        Phase::Over => vec![],
        Phase::Choosing => {
            if seat < s.players_n && s.players[seat].event.is_none() {
                s.players[seat].event_options.iter().map(|e| Move::Choose(*e)).collect()
            } else {
                vec![]
            }
        }
        Phase::Playing => tried(s, seat, candidates(s, seat)).into_iter().map(|(m, _)| m).collect(),
    }
}

/// The moves of `moves` the rules accept, each with the state it leads to.
fn tried(s: &State, seat: Seat, moves: Vec<Move>) -> Vec<(Move, State)> {
    moves
        .into_iter()
        .filter_map(|m| {
            let mut c = s.clone();
            apply(&mut c, seat, &m).ok()?;
            Some((m, c))
        })
        .collect()
}
