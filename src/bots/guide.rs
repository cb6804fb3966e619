//! The guide for games with an outlook (`Game::outlook`, Sky Garden): a
//! playout to the end by a quick policy misjudges such a game (the policy
//! plays it far worse than greedy), so each move is followed by the rest of
//! the turn played greedily and judged by the outlook. Normal plays the
//! guide's favourite with other seats at the table; alone, and hard with
//! others too, plan whole turns instead (`plan`). It runs on a determinized sample of what the
//! seat may see.

use super::eval::outlook_margin;
use super::greedy;
use crate::catalog::Match;
use crate::games::Seat;

/// Each legal move followed by the rest of the turn greedily,
/// judged by the outlook; best first, with their values.
pub fn rank(sample: &dyn Match, seat: Seat, legal: Vec<String>, follow_ups: usize) -> Vec<(f64, String)> {
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
