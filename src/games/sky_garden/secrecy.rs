//! What each viewer may not see (spec section 10): the two Event cards dealt
//! to a player are theirs alone until everyone has chosen; cards not chosen
//! and cards not dealt are never shown. Everything else is public; the order
//! of the bag is hidden by never being shown at all.

use super::data::EVENT_CARDS;
use super::notation::Move;
use super::state::{Phase, State};
use crate::games::{Seat, Viewer};
use crate::said;
use crate::text::Said;

/// `choose E3` reads "chose an Event card" to everyone else until all chose.
pub fn redact(s: &State, seat: Seat, mv: &Move, viewer: Viewer) -> Option<Said> {
    match mv {
        Move::Choose(_) if s.phase == Phase::Choosing && viewer != Viewer::Seat(seat) => {
            Some(said!("sg-chose-redacted"))
        }
        _ => None,
    }
}

/// The Event card ids `viewer` may not know now.
pub fn secrets(s: &State, viewer: Viewer) -> Vec<String> {
    let revealed = s.phase != Phase::Choosing;
    let mut known: Vec<u8> = vec![];
    for (seat, player) in s.players.iter().enumerate() {
        if viewer == Viewer::Seat(seat) {
            known.extend(player.event_options);
        } else if revealed {
            known.extend(player.event);
        }
    }
    (0..EVENT_CARDS.len() as u8)
        .filter(|e| !known.contains(e))
        .map(|e| EVENT_CARDS[e as usize].id.to_string())
        .collect()
}
