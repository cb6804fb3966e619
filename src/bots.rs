//! Computer players. One generic player serves every game: it tries each
//! legal move (a sample when there are very many), finishes its own turn
//! from there by the same rule one move deep (a turn is often several small
//! decisions: a tile placement only pays off through the walkways it
//! allows), and keeps the move that leaves its provisional score furthest
//! ahead of the best opponent's, breaking ties at random. Games score as they
//! go, so this look-ahead is sensible for all of them and needs nothing
//! game-specific.

use rand::seq::SliceRandom;
use rand::{Rng, SeedableRng};
use rand_chacha::ChaCha8Rng;

use crate::catalog::Match;
use crate::games::Seat;

/// Above this many legal moves, a random sample of this size is judged.
const SAMPLE: usize = 400;
/// How many of the player's own follow-up decisions the look-ahead plays.
const FOLLOW_UPS: usize = 6;
/// Above this many candidates, only the move itself is judged (time).
const LOOK_AHEAD_MAX: usize = 150;

/// How a computer player chooses.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Strategy {
    /// Any legal move, uniformly.
    Random,
    /// The greedy look-ahead described above.
    Greedy,
}

/// The move `seat` should play, or `None` if it has none. `seed` makes the
/// choice reproducible (the table uses the game's seed and ply).
pub fn choose(state: &dyn Match, seat: Seat, strategy: Strategy, seed: u64) -> Option<String> {
    let mut rng = ChaCha8Rng::seed_from_u64(seed);
    let mut legal = state.legal(seat);
    if legal.is_empty() {
        return None;
    }
    if strategy == Strategy::Random {
        return legal.choose(&mut rng).cloned();
    }
    if legal.len() > SAMPLE {
        legal.shuffle(&mut rng);
        legal.truncate(SAMPLE);
    }
    let follow_ups = if legal.len() <= LOOK_AHEAD_MAX { FOLLOW_UPS } else { 0 };
    let mut best: Option<(f64, String)> = None;
    for mv in legal {
        let mut next = state.boxed_clone();
        if next.play(seat, &mv).is_err() {
            continue;
        }
        finish_turn(&mut next, seat, follow_ups);
        let value = evaluate(next.as_ref(), seat) + rng.gen::<f64>() * 1e-3;
        if best.as_ref().is_none_or(|(b, _)| value > *b) {
            best = Some((value, mv));
        }
    }
    best.map(|(_, mv)| mv)
}

/// Plays up to `steps` more of `seat`'s own decisions, each the best by one
/// move's look-ahead, while it stays their turn alone.
fn finish_turn(state: &mut Box<dyn Match>, seat: Seat, steps: usize) {
    for _ in 0..steps {
        if state.to_move().seats() != [seat] {
            return;
        }
        let mut best: Option<(f64, Box<dyn Match>)> = None;
        for mv in state.legal(seat).into_iter().take(SAMPLE) {
            let mut next = state.boxed_clone();
            if next.play(seat, &mv).is_ok() {
                let value = evaluate(next.as_ref(), seat);
                if best.as_ref().is_none_or(|(b, _)| value > *b) {
                    best = Some((value, next));
                }
            }
        }
        match best {
            Some((_, next)) => *state = next,
            None => return,
        }
    }
}

/// Own score minus the best other score (tie-breakers as small fractions).
fn evaluate(state: &dyn Match, seat: Seat) -> f64 {
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
