//! How good a position looks to a seat: its score against the best other
//! seat's (tie-breakers as small fractions); solo, its own score.

use crate::catalog::Match;
use crate::games::Seat;

pub fn margin(state: &dyn Match, seat: Seat) -> f64 {
    let scores = state.scores();
    let value = |s: Seat| {
        let score = &scores[s];
        score.total as f64
            + score
                .tiebreak
                .iter()
                .take(3)
                .enumerate()
                .map(|(i, t)| *t as f64 * 0.01_f64.powi(i as i32 + 1))
                .sum::<f64>()
    };
    let best_other = (0..scores.len()).filter(|&s| s != seat).map(value).fold(f64::NEG_INFINITY, f64::max);
    if best_other.is_finite() {
        value(seat) - best_other
    } else {
        value(seat)
    }
}

/// As `margin`, but each seat valued by the game's outlook (`Game::outlook`:
/// score plus what the position promises) where the game gives one.
pub fn outlook_margin(state: &dyn Match, seat: Seat) -> f64 {
    let seats = state.scores().len();
    let Some(own) = state.outlook(seat) else { return margin(state, seat) };
    let best_other =
        (0..seats).filter(|&s| s != seat).filter_map(|s| state.outlook(s)).fold(f64::NEG_INFINITY, f64::max);
    if best_other.is_finite() {
        own - best_other
    } else {
        own
    }
}

/// Whether the game gives an outlook beyond its provisional score.
pub fn has_outlook(state: &dyn Match, seat: Seat) -> bool {
    state.outlook(seat).is_some()
}

/// How a player judges a position for a seat.
pub type Judge = fn(&dyn Match, Seat) -> f64;
