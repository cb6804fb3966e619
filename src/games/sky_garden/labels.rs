//! Sky Garden's move tokens in words, for building a move by clicking, and
//! where its turns begin (one seat may take several turns in a row).
//!
//! A token that completes a move is worded by `consequences` (what the move
//! does, from a play on a copy); the tokens on the way are worded here, with
//! what the choice costs where it costs.

use super::consequences;
use super::data::*;
use super::state::{Pending, Phase, State};
use crate::games::Seat;

/// `before` is the move's tokens before `token` (see `Game::describe_token`).
pub fn describe(state: &State, seat: Seat, before: &[&str], token: &str) -> Option<String> {
    consequences::describe(state, seat, before, token).or_else(|| step(state, seat, before, token))
}

/// Words for a token that starts or continues a move.
fn step(state: &State, seat: Seat, before: &[&str], token: &str) -> Option<String> {
    let p = state.players.get(seat)?;
    let turn = state.turn.as_ref().filter(|t| t.seat == seat);
    Some(match (before, token) {
        ([], "choose") => "Choose your secret Event card".into(),
        ([], "move") => "Move your token ahead on the track".into(),
        ([], "pick") => "Choose which bird to take".into(),
        ([], "employee") => {
            format!("Walk your employee from P{} ({FREE_STEPS} steps free, then {COST_STEP} $ each)", p.employee + 1)
        }
        ([], "place") => format!("Place the {} you took", turn?.held?.name()),
        ([], "buy") => format!("Buy for your aviary (you have {} $)", p.funds),
        ([], "ad") => "Use the blue chip for an advert (funds)".into(),
        ([], "special") => "Buy a special bird".into(),
        ([], "milestone") => "Claim a milestone".into(),
        ([], "forest") => "Move a bird or a tree to the Forest".into(),
        ([], "refill") => "Cover a lake again (refill it)".into(),
        ([], "nest") => "Move a bird on or off a nest".into(),
        ([], "bonus") => format!("Take your bonus: {}", pending_name(*turn?.pending.first()?)),
        (["buy"], "nest") => format!("A nest: {COST_ELEMENT} $"),
        (["buy"], "tree") => format!("A tree: {COST_ELEMENT} $, its area holds {}", BASE_SIZE + BONUS_SIZE),
        (["buy"], "lake") => format!("Open a lake: {COST_ELEMENT} $, its area holds {}", BASE_SIZE + BONUS_SIZE),
        (["buy"], "bird") => format!("A bird from the Forest: {COST_FOREST_BIRD} $"),
        (["buy"], "extra") => format!("The extra area AX: {COST_EXTRA} $, {EXTRA_VP} points"),
        (["buy", "bird"], bird) => {
            let bird = Bird::parse(bird)?;
            format!("{} from the Forest (size {})", bird.name(), bird.size())
        }
        (["special"], bird) => {
            let card = special_card(bird)?;
            format!("{}: {} $, {} points {}", card.bird.name(), card.cost, card.vp, card.ability)
        }
        (["forest"], area) => format!("From {}", area_words(area_of(area)?)),
        (["nest"], area) => {
            let a = area_of(area)?;
            let on: Vec<&str> = p.areas.get(a)?.on_nest.iter().map(|b| b.name()).collect();
            match on.as_slice() {
                [] => format!("The empty nest of {area}"),
                birds => format!("The nest of {area} (on it: {})", birds.join(", ")),
            }
        }
        (["nest", area], bird) => {
            let (ar, bird) = (p.areas.get(area_of(area)?)?, Bird::parse(bird)?);
            let on = ar.count(bird) - ar.off_nest(bird);
            format!("{}: {on} on the nest, {} beside it", bird.name(), ar.off_nest(bird))
        }
        (["bonus"], "egg") => "An egg of a type you choose".into(),
        (["bonus"], "tree") => "A free tree".into(),
        (["bonus"], "lake") => "A free lake".into(),
        (["bonus"], "nest") => "A free nest".into(),
        (["bonus"], "special") => {
            let off = turn?.pending.iter().find_map(|p| match p {
                Pending::Special(d) => Some(*d),
                _ => None,
            })?;
            format!("A special bird, {off} $ off")
        }
        (["bonus"], "bird") => "A free bonus bird".into(),
        (["bonus", "special"], bird) => {
            let card = special_card(bird)?;
            let off = turn?.pending.iter().find_map(|p| match p {
                Pending::Special(d) => Some(*d),
                _ => None,
            })?;
            format!(
                "{} for {} $ ({} points {})",
                card.bird.name(),
                card.cost.saturating_sub(off),
                card.vp,
                card.ability
            )
        }
        (["bonus", "bird"], bird) => {
            let bird = Bird::parse(bird)?;
            format!("{} (size {})", bird.name(), bird.size())
        }
        _ => return None,
    })
}

fn area_of(token: &str) -> Option<usize> {
    AREA_NAMES.iter().position(|a| a.eq_ignore_ascii_case(token))
}

/// "A3 (Event)", "AX (extra area)", "A1".
pub fn area_words(area: usize) -> String {
    let name = AREA_NAMES.get(area).copied().unwrap_or("?");
    match area {
        AX => format!("{name} (extra area)"),
        a if EVENT_AREAS.contains(&a) => format!("{name} (Event)"),
        _ => name.to_string(),
    }
}

fn special_card(token: &str) -> Option<&'static SpecialCard> {
    let bird = Bird::parse(token).filter(|b| b.is_special())?;
    SPECIAL_CARDS.get(bird.card())
}

/// A bonus waiting for an answer, in words ("2 elements").
pub fn pending_name(pending: Pending) -> String {
    match pending {
        Pending::EggChoice => "an egg of your choice".into(),
        Pending::Elements(1) => "a tree, lake or nest".into(),
        Pending::Elements(n) => format!("{n} trees, lakes or nests"),
        Pending::Special(d) => format!("a special bird, {d} $ off"),
        Pending::BonusBird => "a bonus bird".into(),
    }
}

/// A turn starts when its seat has made no decision of it yet: a free
/// action taken before the token moves is part of the turn already.
/// (`moved` counts too, for turns stored before `decided` existed.)
pub fn at_turn_start(state: &State) -> bool {
    state.phase == Phase::Playing && state.turn.as_ref().is_some_and(|t| !t.decided && !t.moved)
}
