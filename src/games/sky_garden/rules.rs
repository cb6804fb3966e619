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
use crate::said;
use crate::text::{Arg, Said};

pub fn apply(s: &mut State, seat: Seat, mv: &Move) -> R<Outcome> {
    match s.phase {
        Phase::Over => fail(said!("sg-over")),
        Phase::Choosing => match mv {
            Move::Choose(e) => choose(s, seat, *e),
            _ => {
                if seat < s.players_n && s.players[seat].event.is_none() {
                    fail(said!("sg-choose-first"))
                } else {
                    fail(said!("sg-others-choosing"))
                }
            }
        },
        Phase::Playing => {
            let t = s.turn.as_ref().expect("a turn while playing");
            if t.seat != seat {
                return fail(said!("sg-not-your-turn"));
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
                return fail(said!("sg-answer-bonus", bonus = super::words::pending_how(t.pending[0])));
            }
            let mut reveals = false;
            let msg = match mv {
                Move::Choose(_) => fail(said!("sg-chosen-already")),
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
            s.push_log(Some(seat), msg.clone());
            Ok(Outcome { public: msg, private: vec![], reveals })
        }
    }
}

fn choose(s: &mut State, seat: Seat, e: u8) -> R<Outcome> {
    if seat >= s.players_n {
        return fail(said!("sg-not-seated"));
    }
    let p = &s.players[seat];
    if p.event.is_some() {
        return fail(said!("sg-chose-already"));
    }
    if !p.event_options.contains(&e) {
        return fail(said!(
            "sg-choose-dealt",
            first = EVENT_CARDS[p.event_options[0] as usize].id,
            second = EVENT_CARDS[p.event_options[1] as usize].id
        ));
    }
    s.players[seat].event = Some(e);
    let private = vec![(seat, said!("sg-you-chose", card = EVENT_CARDS[e as usize].id))];
    if s.players.iter().all(|p| p.event.is_some()) {
        s.phase = Phase::Playing;
        let cards: Vec<Said> = (0..s.players_n)
            .map(|i| {
                let card = EVENT_CARDS[s.players[i].event.unwrap() as usize].id;
                said!("sg-colour-card", colour = s.player_words(i), card = card)
            })
            .collect();
        setup::deal_setup_cards(s);
        let (mut then, _) = track::advance(s);
        if let Some(t) = &s.turn {
            then.push(said!("sg-to-move", colour = s.player_words(t.seat)));
        }
        let public = said!("sg-chose-all", cards = cards, then = Arg::Clauses(then));
        s.push_log(Some(seat), public.clone());
        return Ok(Outcome { public, private, reveals: true });
    }
    let public = said!("sg-chose-hidden");
    s.push_log(Some(seat), public.clone());
    Ok(Outcome { public, private, reveals: false })
}

/// What still blocks `end`, if anything.
pub fn end_blocker(s: &State) -> Option<Said> {
    let t = s.turn.as_ref()?;
    if !t.moved {
        return Some(said!("sg-end-move-first"));
    }
    if t.pick.is_some() {
        return Some(said!("sg-end-pick-first"));
    }
    if t.bird_chip() && !t.employee_moved {
        return Some(said!("sg-end-employee-first"));
    }
    if let Some(b) = t.held {
        return Some(said!("sg-end-place-first", bird = super::words::bird(b)));
    }
    if let Some(p) = t.pending.first() {
        return Some(said!("sg-answer-bonus", bonus = super::words::pending_how(*p)));
    }
    None
}

fn end(s: &mut State, seat: Seat) -> R<(Said, bool)> {
    if let Some(why) = end_blocker(s) {
        return fail(why);
    }
    let mut then: Vec<Said> = vec![];
    let t = s.turn.as_ref().unwrap().clone();
    for _ in 0..t.breeds_left {
        let laid = s.players[seat].breed();
        then.push(said!("sg-did-breed", eggs = super::words::eggs(&laid)));
    }
    if s.mode == Mode::Solo && matches!(t.chip, Some(Chip::Blue(_))) && t.blue_active && !t.blue_used {
        s.track[t.space.unwrap() as usize - 1].face_down = true;
    }
    s.turn = None;
    let (happened, drew) = track::advance(s);
    then.extend(happened);
    if let Some(t) = &s.turn {
        then.push(said!("sg-to-move", colour = s.player_words(t.seat)));
    }
    Ok((said!("sg-did-end", then = Arg::Clauses(then)), drew))
}

/// Candidate moves worth trying now (a superset of the legal ones).
fn candidates(s: &State, seat: Seat) -> Vec<Move> {
    let mut v = vec![];
    let Some(t) = s.turn.as_ref() else { return v };
    if t.seat != seat {
        return v;
    }
    let p = &s.players[seat];
    let areas: Vec<usize> = p.area_ids().collect();
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
