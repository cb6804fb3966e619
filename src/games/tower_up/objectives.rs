//! Objective conditions (spec 2.2) and claims (spec 4.6 step 1).

use std::collections::BTreeSet;

use super::data::{data, Condition};
use super::state::{Piece, State};
use crate::games::Seat;

/// Sites of the towers where `seat` has presence (any roof in the stack).
pub fn presence(state: &State, seat: Seat) -> Vec<usize> {
    (0..state.towers.len()).filter(|&i| state.towers[i].as_ref().is_some_and(|t| t.has_roof_of(seat))).collect()
}

/// Levels of every roof of `seat`, covered or not.
pub fn roof_levels(state: &State, seat: Seat) -> Vec<u32> {
    state
        .towers
        .iter()
        .flatten()
        .flat_map(|t| t.stack.iter())
        .filter_map(|p| match p {
            Piece::Roof { seat: s, level } if *s == seat => Some(*level),
            _ => None,
        })
        .collect()
}

/// Sites whose top is a roof of `seat`.
pub fn visible(state: &State, seat: Seat) -> Vec<usize> {
    (0..state.towers.len())
        .filter(|&i| state.towers[i].as_ref().is_some_and(|t| t.visible_roof() == Some(seat)))
        .collect()
}

/// Size of the largest street-connected group among `sites`.
fn largest_group(state: &State, sites: &[usize]) -> usize {
    let board = state.board_data();
    let set: BTreeSet<usize> = sites.iter().copied().collect();
    let mut seen = BTreeSet::new();
    let mut best = 0;
    for &start in sites {
        if !seen.insert(start) {
            continue;
        }
        let mut stack = vec![start];
        let mut size = 0;
        while let Some(v) = stack.pop() {
            size += 1;
            for &a in &board.sites[v].adj {
                if set.contains(&a) && seen.insert(a) {
                    stack.push(a);
                }
            }
        }
        best = best.max(size);
    }
    best
}

/// Whether `condition` holds for `seat` now.
pub fn holds(state: &State, seat: Seat, condition: &Condition) -> bool {
    let board = state.board_data();
    let tower = |i: usize| state.towers[i].as_ref().expect("tower");
    match condition {
        Condition::PresenceColours { at_least } => {
            let colours: BTreeSet<_> = presence(state, seat).into_iter().map(|i| tower(i).colour).collect();
            colours.len() >= *at_least
        }
        Condition::PresenceOneColour { at_least } => {
            let mut counts = [0usize; 4];
            for i in presence(state, seat) {
                counts[tower(i).colour.index()] += 1;
            }
            counts.iter().any(|&n| n >= *at_least)
        }
        Condition::RoofLevels { levels } => {
            let have = roof_levels(state, seat);
            levels.iter().all(|l| have.contains(l))
        }
        Condition::PresenceParks { at_least } => {
            presence(state, seat).into_iter().filter(|&i| board.sites[i].park).count() >= *at_least
        }
        Condition::PresenceDistricts { at_least } => {
            let districts: BTreeSet<_> = presence(state, seat).into_iter().map(|i| board.sites[i].district).collect();
            districts.len() >= *at_least
        }
        Condition::PresenceAdjacentCrossDistrict => {
            let pres = presence(state, seat);
            pres.iter().any(|&a| {
                board.sites[a]
                    .adj
                    .iter()
                    .any(|&b| pres.contains(&b) && board.sites[b].district != board.sites[a].district)
            })
        }
        Condition::PresenceConnected { at_least } => largest_group(state, &presence(state, seat)) >= *at_least,
        Condition::RoofLevelAtLeast { level } => roof_levels(state, seat).iter().any(|l| l >= level),
        Condition::VisibleRoofs { at_least } => visible(state, seat).len() >= *at_least,
        Condition::VisibleRoofsOnHeight { at_least, min_height } => {
            visible(state, seat).into_iter().filter(|&i| tower(i).height() >= *min_height).count() >= *at_least
        }
    }
}

/// Runs the claims after an action by `actor`: players in turn order from the
/// actor, skipping anyone who has scored; objective slots 1 to 3 for each.
/// Returns (seat, objective id, chip) for each claim.
pub fn claim(state: &mut State, actor: Seat) -> Vec<(Seat, String, u32)> {
    let d = data();
    let mut claims = vec![];
    for seat in state.order_from(actor) {
        if state.players[seat].final_score.is_some() {
            continue;
        }
        for slot in 0..state.objectives.len() {
            let id = state.objectives[slot].id.clone();
            if state.players[seat].claimed(&id) || state.objectives[slot].chips.is_empty() {
                continue;
            }
            let objective = d.objective(&id);
            if holds(state, seat, &objective.condition) {
                let chip = state.objectives[slot].chips.remove(0);
                state.players[seat].chips.push((id.clone(), chip));
                claims.push((seat, id, chip));
            }
        }
    }
    claims
}
