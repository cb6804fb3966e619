//! Scoring (spec 5.3): vehicles' columns + cone column + chips.

use super::data::{data, COLOURS};
use super::state::{FinalScore, State};
use crate::games::{Score, Seat};
use crate::said;
use crate::text::Said;

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

/// The score by the rulebook's categories: each vehicle's column, the
/// cone and each objective chip ("(final)" while others still play on).
pub fn to_score(state: &State, seat: Seat) -> Score {
    let d = data();
    let f = current(state, seat);
    let each: Vec<Said> = COLOURS
        .iter()
        .map(|c| said!("tu-score-vehicle", colour = c.said(), value = d.track.value(f.vehicles[c.index()])))
        .collect();
    let vehicles: i64 = f.vehicles.iter().map(|&c| d.track.value(c)).sum();
    let chips = &state.players[seat].chips;
    let chips = match chips.is_empty() {
        true => said!("tu-score-no-chips"),
        false => {
            let each: Vec<Said> = chips
                .iter()
                .map(|(id, v)| said!("tu-score-chip", value = *v as usize, objective = d.objective(id).name_said()))
                .collect();
            said!("tu-score-chips", total = f.chips, each = each)
        }
    };
    let (cone, roofs) = (d.track.value(f.cone), f.visible_roofs as usize);
    let detail = match state.players[seat].final_score.is_some() && !state.over {
        true => {
            said!("tu-score-detail-final", vehicles = vehicles, each = each, cone = cone, roofs = roofs, chips = chips)
        }
        false => said!("tu-score-detail", vehicles = vehicles, each = each, cone = cone, roofs = roofs, chips = chips),
    };
    Score { total: f.total, tiebreak: vec![], detail }
}
