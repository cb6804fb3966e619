//! Sky Garden's move tokens in words, for building a move by clicking, and
//! where its turns begin (one seat may take several turns in a row).
//!
//! A token that completes a move is worded by `consequences` (what the move
//! does, from a play on a copy); the tokens on the way are worded here, with
//! what the choice costs where it costs.

use super::consequences;
use super::data::*;
use super::state::{Pending, Phase, State};
use super::words;
use crate::games::Seat;
use crate::said;
use crate::text::Said;

/// `before` is the move's tokens before `token` (see `Game::describe_token`).
pub fn describe(state: &State, seat: Seat, before: &[&str], token: &str) -> Option<Said> {
    consequences::describe(state, seat, before, token).or_else(|| step(state, seat, before, token))
}

/// Words for a token that starts or continues a move.
fn step(state: &State, seat: Seat, before: &[&str], token: &str) -> Option<Said> {
    let p = state.players.get(seat)?;
    let turn = state.turn.as_ref().filter(|t| t.seat == seat);
    let discount = || {
        turn?.pending.iter().find_map(|p| match p {
            Pending::Special(d) => Some(*d as i64),
            _ => None,
        })
    };
    let room = (BASE_SIZE + BONUS_SIZE) as i64;
    Some(match (before, token) {
        ([], "choose") => said!("sg-lb-choose"),
        ([], "move") => said!("sg-lb-move"),
        ([], "pick") => said!("sg-lb-pick-which"),
        ([], "employee") => said!(
            "sg-lb-walk",
            path = format!("P{}", p.employee + 1),
            free = FREE_STEPS as i64,
            cost = COST_STEP as i64
        ),
        ([], "place") => said!("sg-lb-place-held", bird = words::bird(turn?.held?)),
        ([], "buy") => said!("sg-lb-buy", funds = p.funds as i64),
        ([], "ad") => said!("sg-lb-ad"),
        ([], "special") => said!("sg-lb-special"),
        ([], "milestone") => said!("sg-lb-claim"),
        ([], "forest") => said!("sg-lb-forest"),
        ([], "refill") => said!("sg-lb-refill"),
        ([], "nest") => said!("sg-lb-nest"),
        ([], "bonus") => said!("sg-lb-bonus", bonus = words::pending(*turn?.pending.first()?)),
        (["buy"], "nest") => said!("sg-lb-buy-nest", cost = COST_ELEMENT as i64),
        (["buy"], "tree") => said!("sg-lb-buy-tree", cost = COST_ELEMENT as i64, capacity = room),
        (["buy"], "lake") => said!("sg-lb-buy-lake", cost = COST_ELEMENT as i64, capacity = room),
        (["buy"], "bird") => said!("sg-lb-buy-bird", cost = COST_FOREST_BIRD as i64),
        (["buy"], "extra") => said!("sg-lb-buy-extra", cost = COST_EXTRA as i64, points = EXTRA_VP),
        (["buy", "bird"], bird) => {
            let bird = Bird::parse(bird)?;
            said!("sg-lb-from-forest", bird = words::bird(bird), size = bird.size() as i64)
        }
        (["special"], bird) => {
            let card = special_card(bird)?;
            said!(
                "sg-lb-special-card",
                bird = words::bird(card.bird),
                cost = card.cost as i64,
                points = card.vp as i64,
                ability = words::ability(card.bird)
            )
        }
        (["forest"], area) => said!("sg-lb-from", area = words::area(area_of(area)?)),
        (["nest"], area) => {
            let a = area_of(area)?;
            let on: Vec<Said> = p.areas.get(a)?.on_nest.iter().map(|b| words::bird(*b)).collect();
            match on.is_empty() {
                true => said!("sg-lb-empty-nest", area = area),
                false => said!("sg-lb-nest-of", area = area, birds = on),
            }
        }
        (["nest", area], bird) => {
            let (ar, bird) = (p.areas.get(area_of(area)?)?, Bird::parse(bird)?);
            let on = ar.count(bird) - ar.off_nest(bird);
            said!("sg-lb-on-beside", bird = words::bird(bird), on = on as i64, beside = ar.off_nest(bird) as i64)
        }
        (["bonus"], "egg") => said!("sg-lb-bonus-egg-any"),
        (["bonus"], "tree") => said!("sg-lb-bonus-tree"),
        (["bonus"], "lake") => said!("sg-lb-bonus-lake"),
        (["bonus"], "nest") => said!("sg-lb-bonus-nest"),
        (["bonus"], "special") => said!("sg-lb-bonus-special", off = discount()?),
        (["bonus"], "bird") => said!("sg-lb-bonus-bird"),
        (["bonus", "special"], bird) => {
            let card = special_card(bird)?;
            said!(
                "sg-lb-special-for",
                bird = words::bird(card.bird),
                cost = (card.cost as i64 - discount()?).max(0),
                points = card.vp as i64,
                ability = words::ability(card.bird)
            )
        }
        (["bonus", "bird"], bird) => {
            let bird = Bird::parse(bird)?;
            said!("sg-lb-bird-size", bird = words::bird(bird), size = bird.size() as i64)
        }
        _ => return None,
    })
}

fn area_of(token: &str) -> Option<usize> {
    AREA_NAMES.iter().position(|a| a.eq_ignore_ascii_case(token))
}

fn special_card(token: &str) -> Option<&'static SpecialCard> {
    let bird = Bird::parse(token).filter(|b| b.is_special())?;
    SPECIAL_CARDS.get(bird.card())
}

/// A turn starts when its seat has made no decision of it yet: a free
/// action taken before the token moves is part of the turn already.
/// (`moved` counts too, for turns stored before `decided` existed.)
pub fn at_turn_start(state: &State) -> bool {
    state.phase == Phase::Playing && state.turn.as_ref().is_some_and(|t| !t.decided && !t.moved)
}
