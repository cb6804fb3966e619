//! Computer players, one set for every game, built on `catalog::Match`:
//!
//! - `fair`: what a seat may know; the players see determinized samples only;
//! - `greedy`: the easy player, a one-turn greedy look-ahead;
//! - `search`: the normal and hard players, Monte Carlo search with playouts;
//! - `guide`: for games with an outlook (Sky Garden), each move followed by
//!   the rest of the turn and judged by the outlook; what normal plays with
//!   other seats at the table;
//! - `plan`: for such a game, whole turns planned ahead (a beam search over
//!   the seat's turns), through the others' turns as `rivals` models them;
//! - `rollout`: the quick policy the playouts use;
//! - `eval`: how a position looks to a seat (score margin);
//! - `level`: levels, strategies and budgets.
//!
//! Every decision is seeded (the table uses the game's seed and the ply), so
//! it replays exactly unless a time budget cut it short.

mod eval;
mod fair;
mod greedy;
mod guide;
mod level;
mod plan;
mod rivals;
mod rollout;
mod search;

use rand::seq::SliceRandom;
use rand::{Rng, SeedableRng};
use rand_chacha::ChaCha8Rng;

pub use fair::fingerprint;
pub use level::{Budget, Level, Strategy};

use crate::catalog::Match;
use crate::games::Seat;
use fair::Knowledge;

/// The move `seat` should play, or `None` if it has none.
pub fn choose(state: &dyn Match, seat: Seat, strategy: Strategy, seed: u64) -> Option<String> {
    choose_avoiding(state, seat, strategy, seed, &[])
}

/// As `choose`, but never a move back to a position of `visited` (the
/// fingerprints of the positions earlier in this turn) while another move
/// exists: no pointless back-and-forth.
pub fn choose_avoiding(
    state: &dyn Match,
    seat: Seat,
    strategy: Strategy,
    seed: u64,
    visited: &[u64],
) -> Option<String> {
    let knowledge = Knowledge::new(state, seat);
    let mut rng = ChaCha8Rng::seed_from_u64(seed);
    let sample = knowledge.sample(rng.gen());
    let mut legal = sample.legal(seat);
    let mut fallback = None;
    // A few rounds at most: each drops the moves that only went back.
    for _ in 0..4 {
        if legal.is_empty() {
            break;
        }
        let ranked = rank(&knowledge, sample.as_ref(), legal.clone(), strategy, &mut rng);
        fallback = fallback.or_else(|| ranked.first().cloned());
        if visited.is_empty() {
            return fallback;
        }
        for mv in &ranked {
            let mut next = sample.boxed_clone();
            if next.play(seat, mv).is_ok() && !visited.contains(&fingerprint(next.as_ref(), seat)) {
                return Some(mv.clone());
            }
        }
        legal.retain(|mv| !ranked.contains(mv));
    }
    fallback
}

/// Candidate moves, best first, by `strategy`.
fn rank(
    knowledge: &Knowledge,
    sample: &dyn Match,
    mut legal: Vec<String>,
    strategy: Strategy,
    rng: &mut ChaCha8Rng,
) -> Vec<String> {
    match strategy {
        Strategy::Random => {
            legal.shuffle(rng);
            legal
        }
        Strategy::Greedy => greedy::choose(sample, knowledge.seat(), legal, rng).into_iter().collect(),
        Strategy::Search(budget) => search::rank(knowledge, legal, budget, rng),
    }
}
