//! Scoring (spec 5.3): vehicles' columns + cone column + chips.

use super::data::data;
use super::state::{FinalScore, State};
use crate::games::{Score, Seat};

/// What `seat` would score if scored now.
pub fn compute(state: &State, seat: Seat) -> FinalScore {
    let track = &data().track;
    let p = &state.players[seat];
    let visible_roofs = state.visible_roofs(seat);
    let cone = visible_roofs.min(track.end_column);
    let chips: i64 = p.chips.iter().map(|(_, v)| *v as i64).sum();
    let total = p.vehicles.iter().map(|&c| track.value(c)).sum::<i64>() + track.value(cone) + chips;
    FinalScore { vehicles: p.vehicles, visible_roofs, cone, chips, total }
}

/// The frozen score if the seat has scored, else the provisional one.
pub fn current(state: &State, seat: Seat) -> FinalScore {
    state.players[seat].final_score.clone().unwrap_or_else(|| compute(state, seat))
}

/// Freezes the seat's score now.
pub fn freeze(state: &mut State, seat: Seat) -> i64 {
    let score = compute(state, seat);
    let total = score.total;
    state.players[seat].final_score = Some(score);
    total
}

pub fn to_score(state: &State, seat: Seat) -> Score {
    let track = &data().track;
    let f = current(state, seat);
    let vehicles: i64 = f.vehicles.iter().map(|&c| track.value(c)).sum();
    let (vehicles, cone, roofs, chips) = (vehicles, track.value(f.cone), f.visible_roofs as usize, f.chips);
    let detail = if state.players[seat].final_score.is_some() {
        crate::said!("tu-score-detail-final", vehicles = vehicles, cone = cone, roofs = roofs, chips = chips)
    } else {
        crate::said!("tu-score-detail", vehicles = vehicles, cone = cone, roofs = roofs, chips = chips)
    };
    Score { total: f.total, tiebreak: vec![], detail }
}
