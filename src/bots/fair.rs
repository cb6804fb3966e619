//! What a computer seat may know. The only way from here to a game state
//! is `sample`: a determinization, in which everything the seat may not see
//! (other hands, undrawn cards and tiles and their order, the bag, others'
//! unrevealed choices, the generator behind future draws) is drawn anew.
//! The real state stays in a private field, so the players in sibling
//! modules (greedy, search) cannot reach it: fairness by construction.

use std::hash::{Hash, Hasher};

use crate::catalog::Match;
use crate::games::Seat;

pub struct Knowledge<'a> {
    state: &'a dyn Match,
    seat: Seat,
}

impl<'a> Knowledge<'a> {
    pub fn new(state: &'a dyn Match, seat: Seat) -> Self {
        Knowledge { state, seat }
    }

    pub fn seat(&self) -> Seat {
        self.seat
    }

    /// A state the seat cannot tell from the real one, hidden parts drawn
    /// from `seed`.
    pub fn sample(&self, seed: u64) -> Box<dyn Match> {
        self.state.determinize(self.seat, seed)
    }
}

/// A fingerprint of the position as `seat` knows it: who acts, the seat's
/// legal moves, the scores and the seat's hand, read from a determinization
/// (which depends only on the seat's view), so two states the seat cannot
/// tell apart have the same one. History the state keeps for display (the
/// last move, a log) is left out on purpose: a move that leads back to the
/// same choices and scores as earlier in the turn changed nothing.
pub fn fingerprint(state: &dyn Match, seat: Seat) -> u64 {
    let view = state.determinize(seat, 0);
    let mut hasher = std::collections::hash_map::DefaultHasher::new();
    format!("{:?}", view.to_move()).hash(&mut hasher);
    view.legal(seat).hash(&mut hasher);
    for score in view.scores() {
        (score.total, score.tiebreak, score.detail).hash(&mut hasher);
    }
    view.hand(seat).hash(&mut hasher);
    hasher.finish()
}
