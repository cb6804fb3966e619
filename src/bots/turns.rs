//! The search for games with an outlook (`Game::outlook`, Sky Garden): a
//! playout to the end by a quick policy misjudges such a game (the policy
//! plays it far worse than greedy), so the guide (each move followed by
//! the rest of the turn greedily, judged by the outlook) ranks the moves,
//! and alone (solo) each of the few moves it likes best is followed by
//! the guide's own play for the rest of the turn and through the seat's
//! next turn, and the position reached is judged by the outlook.
//! A move must beat the guide's favourite by `CLEARLY` points to replace
//! it. Everything runs on one determinized sample of what the seat may see.

use std::time::Instant;

use rand_chacha::ChaCha8Rng;

use super::eval::outlook_margin;
use super::greedy;
use super::rollout;
use crate::catalog::Match;
use crate::games::{Seat, Turn};

/// How many of the guide's best moves are followed.
const FOLLOWED: usize = 3;
/// How much better (points) a move must look than the guide's favourite.
const CLEARLY: f64 = 0.5;
/// A guard: no line of play runs longer than this many plies.
const MAX_PLIES: usize = 60;

/// The guide: each legal move followed by the rest of the turn greedily,
/// judged by the outlook; best first, with their values.
pub fn guide(sample: &dyn Match, seat: Seat, legal: Vec<String>, follow_ups: usize) -> Vec<(f64, String)> {
    let mut looks: Vec<(f64, String)> = worth_trying(sample, seat, legal)
        .into_iter()
        .filter_map(|mv| Some((greedy::look_ahead_by(sample, seat, &mv, follow_ups, outlook_margin)?, mv)))
        .collect();
    looks.sort_by(|a, b| b.0.total_cmp(&a.0));
    looks
}

/// `legal` without the moves the game calls futile (all of them if every
/// one is).
pub fn worth_trying(state: &dyn Match, seat: Seat, legal: Vec<String>) -> Vec<String> {
    let useful: Vec<String> = legal.iter().filter(|mv| !state.futile(seat, mv)).cloned().collect();
    if useful.is_empty() {
        legal
    } else {
        useful
    }
}

/// `looks` (the guide's ranking) reordered by how each of the first few
/// fares through the seat's next turn; the rest keep the guide's order.
pub fn rerank(
    sample: &dyn Match,
    seat: Seat,
    looks: Vec<(f64, String)>,
    follow_ups: usize,
    deadline: Instant,
    rng: &mut ChaCha8Rng,
) -> Vec<String> {
    let mut best: Option<(f64, usize)> = None;
    for (i, (_, mv)) in looks.iter().enumerate().take(FOLLOWED) {
        let Some(value) = through_next_turn(sample, seat, mv, follow_ups, deadline, rng) else { break };
        let bar = if i == 0 { f64::NEG_INFINITY } else { CLEARLY };
        if best.is_none_or(|(b, _)| value > b + bar) {
            best = Some((value, i));
        }
    }
    let mut order: Vec<String> = looks.into_iter().map(|(_, mv)| mv).collect();
    if let Some((_, i)) = best {
        let chosen = order.remove(i);
        order.insert(0, chosen);
    }
    order
}

/// The outlook margin after `mv`, the rest of this turn and the seat's
/// next turn played by the guide; `None` past the deadline.
fn through_next_turn(
    sample: &dyn Match,
    seat: Seat,
    mv: &str,
    follow_ups: usize,
    deadline: Instant,
    rng: &mut ChaCha8Rng,
) -> Option<f64> {
    let mut state = sample.boxed_clone();
    state.play(seat, mv).ok()?;
    // A turn of the seat begins where it acts at a turn's start after being
    // inside a turn (or after others acted); stop where the second begins.
    let mut after_inside = sample.at_turn_start() != Some(true);
    let mut turns_begun = 0;
    for _ in 0..MAX_PLIES {
        if Instant::now() > deadline {
            return None;
        }
        let Turn::Seats(seats) = state.to_move() else { break };
        let acting = seats[0];
        let at_start = acting == seat && state.at_turn_start() == Some(true);
        if at_start && after_inside {
            turns_begun += 1;
            if turns_begun == 2 {
                break;
            }
        }
        after_inside = !at_start;
        if acting == seat {
            let legal = state.legal(seat);
            let Some((_, next)) = guide(state.as_ref(), seat, legal, follow_ups).into_iter().next() else { break };
            state.play(seat, &next).ok()?;
        } else if !rollout::step_by(&mut state, rng, outlook_margin) {
            break;
        }
    }
    Some(outlook_margin(state.as_ref(), seat))
}
