//! What each viewer may not see (spec section 6): the tiles in other hands,
//! except those taken from the face-up row in view of everyone, and the
//! tiles still in the stack.

use super::state::State;
use crate::games::{Seat, Viewer};

/// Tile ids `viewer` may not know now.
pub fn secrets(s: &State, viewer: Viewer) -> Vec<String> {
    let mut hidden: Vec<String> = s.stack.clone();
    for (seat, hand) in s.hands.iter().enumerate() {
        if viewer != Viewer::Seat(seat as Seat) {
            hidden.extend(hand.iter().filter(|t| !s.seen_in_hands.contains(t)).cloned());
        }
    }
    hidden
}
