//! Sky Garden's move tokens in words, for building a move by clicking, and
//! where its turns begin (one seat may take several turns in a row).

use super::data::{Ad, Bird, ADS, AREA_NAMES, AX, EVENT_AREAS, EVENT_CARDS, MILESTONES};
use super::state::{Phase, State};
use crate::games::Seat;

/// `before` is the move's tokens before `token` (see `Game::describe_token`).
pub fn describe(state: &State, _seat: Seat, before: &[&str], token: &str) -> Option<String> {
    if let Some(words) = keyword(before, token) {
        return Some(words.to_string());
    }
    if let Some(bird) = Bird::parse(token).filter(|_| token.len() == 3) {
        return Some(format!("{} ({})", bird.name(), bird.code()));
    }
    if let Some(area) = AREA_NAMES.iter().position(|a| *a == token) {
        return Some(match area {
            AX => format!("area {token} (extra)"),
            a if EVENT_AREAS.contains(&a) => format!("area {token} (Event)"),
            _ => format!("area {token}"),
        });
    }
    Some(match (before, token) {
        (["choose"], event) => {
            let card = EVENT_CARDS.iter().find(|c| c.id == event)?;
            format!("Event {event}: {} and {}", card.set[0].name(), card.set[1].name())
        }
        (["move"], "standby") => "go to Standby".into(),
        (["move"], space) => format!("space {space} on the track"),
        (["employee"], employee) => format!("employee {employee}"),
        (["milestone"], slot) => {
            let index = slot.strip_prefix('M')?.parse::<usize>().ok()?.checked_sub(1)?;
            let tile = MILESTONES.get(*state.grid.get(index)? as usize)?;
            format!("milestone {slot}: {}", tile.text)
        }
        (["ad"], ad) => {
            let ad: Ad = *ADS.iter().find(|a| a.code() == ad)?;
            format!("{} advert", ad.name())
        }
        _ => return None,
    })
}

/// Words for the game's fixed keywords, by position.
fn keyword(before: &[&str], token: &str) -> Option<&'static str> {
    Some(match (before, token) {
        ([], "choose") => "choose your secret Event card",
        ([], "move") => "move on the track",
        ([], "pick") => "pick one of the two birds",
        ([], "employee") => "move an employee",
        ([], "place") => "place the bird you hold",
        ([], "release") => "release the bird to the Forest",
        ([], "buy") => "buy something",
        ([], "ad") => "place an advert",
        ([], "special") => "place a special bird",
        ([], "breed") => "breed (birds lay eggs)",
        ([], "milestone") => "claim a milestone",
        ([], "forest") => "take from the Forest",
        ([], "refill") => "refill an area",
        ([], "nest") => "set a bird on or off a nest",
        ([], "bonus") => "take a bonus",
        ([], "end") => "end your turn",
        (["buy"], "nest") | (["bonus"], "nest") => "a nest",
        (["buy"], "tree") | (["bonus"], "tree") | (["buy", "extra"], "tree") => "a tree",
        (["buy"], "lake") | (["bonus"], "lake") | (["buy", "extra"], "lake") => "a lake",
        (["buy"], "bird") | (["bonus"], "bird") => "a bird",
        (["buy"], "extra") => "the extra area",
        (["bonus"], "egg") => "an egg",
        (["bonus"], "special") => "a special bird",
        (["bonus"], "skip") => "no bonus",
        ([_, _], "tree") => "a tree",
        ([_, _, _], "on") => "onto the nest",
        ([_, _, _], "off") => "off the nest",
        _ => return None,
    })
}

/// A turn starts when its seat has not yet moved on the track.
pub fn at_turn_start(state: &State) -> bool {
    state.phase == Phase::Playing && state.turn.as_ref().is_some_and(|t| !t.moved)
}
