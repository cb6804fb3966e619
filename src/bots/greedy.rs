//! The easy player (and the search's guide): it tries each legal move (a
//! sample when there are very many), finishes its own turn from there by
//! the same rule one move deep (a turn is often several small decisions: a
//! tile placement only pays off through the walkways it allows), and keeps
//! the move that leaves its provisional score furthest ahead of the best
//! opponent's, breaking ties at random. It looks ahead on a determinized
//! sample, never on the real state.

use rand::seq::SliceRandom;
use rand::Rng;
use rand_chacha::ChaCha8Rng;

use super::eval::{margin, Judge};
use crate::catalog::Match;
use crate::games::Seat;

/// Above this many legal moves, a random sample of this size is judged.
const SAMPLE: usize = 400;
/// How many of the player's own follow-up decisions the look-ahead plays.
const FOLLOW_UPS: usize = 6;
/// Above this many candidates, only the move itself is judged (time).
const LOOK_AHEAD_MAX: usize = 150;
/// What one decision costs in `look_ahead_by` (points).
const STEP_COST: f64 = 0.05;

/// The greedy move among `legal` in `sample` (a determinized state).
pub fn choose(sample: &dyn Match, seat: Seat, mut legal: Vec<String>, rng: &mut ChaCha8Rng) -> Option<String> {
    if legal.len() > SAMPLE {
        legal.shuffle(rng);
        legal.truncate(SAMPLE);
    }
    let follow_ups = follow_ups(legal.len());
    let mut best: Option<(f64, String)> = None;
    for mv in legal {
        let Some(value) = look_ahead(sample, seat, &mv, follow_ups) else { continue };
        let value = value + rng.gen::<f64>() * 1e-3;
        if best.as_ref().is_none_or(|(b, _)| value > *b) {
            best = Some((value, mv));
        }
    }
    best.map(|(_, mv)| mv)
}

/// How `mv` looks to greedy: the margin once the rest of the turn (up to
/// `follow_ups` decisions) is played greedily; `None` if it is refused.
pub fn look_ahead(sample: &dyn Match, seat: Seat, mv: &str, follow_ups: usize) -> Option<f64> {
    let mut next = sample.boxed_clone();
    next.play(seat, mv).ok()?;
    finish_turn(&mut next, seat, follow_ups, margin, false);
    Some(margin(next.as_ref(), seat))
}

/// As `look_ahead`, every position judged by `judge`, the follow-ups
/// stopping where the seat's turn ends (so every move is judged at a like
/// moment: a turn's end, not somewhere inside the next one), and each
/// decision on the way costing a little, so that of two ways to the same
/// position the shorter wins: no shuffling of birds on and off a nest
/// that changes nothing.
pub fn look_ahead_by(sample: &dyn Match, seat: Seat, mv: &str, follow_ups: usize, judge: Judge) -> Option<f64> {
    let mut next = sample.boxed_clone();
    let inside = sample.at_turn_start() == Some(false);
    next.play(seat, mv).ok()?;
    let mut steps = 1;
    if !(inside && next.at_turn_start() == Some(true)) {
        steps += finish_turn(&mut next, seat, follow_ups, judge, true);
    }
    Some(judge(next.as_ref(), seat) - STEP_COST * steps as f64)
}

/// The look-ahead depth greedy uses for `moves` candidates.
pub fn follow_ups(moves: usize) -> usize {
    if moves <= LOOK_AHEAD_MAX {
        FOLLOW_UPS
    } else {
        0
    }
}

/// Plays up to `steps` more of `seat`'s own decisions, each the best by one
/// move's look-ahead, while it stays their turn alone (and, if `turn_only`,
/// until the game says a new turn began).
fn finish_turn(state: &mut Box<dyn Match>, seat: Seat, steps: usize, judge: Judge, turn_only: bool) -> usize {
    for played in 0..steps {
        if state.to_move().seats() != [seat] {
            return played;
        }
        let inside = state.at_turn_start() == Some(false);
        let mut best: Option<(f64, Box<dyn Match>)> = None;
        let mut legal = state.legal(seat);
        if turn_only {
            legal = super::guide::worth_trying(state.as_ref(), seat, legal);
        }
        for mv in legal.into_iter().take(SAMPLE) {
            let mut next = state.boxed_clone();
            if next.play(seat, &mv).is_ok() {
                // Of equal moves, one that ends the turn (not a free action that changes nothing).
                let ends = turn_only && inside && next.at_turn_start() == Some(true);
                let value = judge(next.as_ref(), seat) + if ends { STEP_COST / 5.0 } else { 0.0 };
                if best.as_ref().is_none_or(|(b, _)| value > *b) {
                    best = Some((value, next));
                }
            }
        }
        match best {
            Some((_, next)) => *state = next,
            None => return played,
        }
        if turn_only && inside && state.at_turn_start() == Some(true) {
            return played + 1;
        }
    }
    steps
}
