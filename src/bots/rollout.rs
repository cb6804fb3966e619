//! The quick policy that plays samples out to the end of the game: each
//! seat takes the move that looks best one move deep (a few sampled when
//! there are many), preferring, among equal moves, one that hands the turn
//! on (so it does not dawdle over moves that change nothing), and now and
//! then a random one (so playouts differ).

use std::time::Instant;

use rand::seq::SliceRandom;
use rand::Rng;
use rand_chacha::ChaCha8Rng;

use super::eval::margin;
use crate::catalog::Match;
use crate::games::{Seat, Turn};

/// Moves judged per decision in a playout.
const WIDTH: usize = 8;
/// The share of random moves.
const EXPLORE: f64 = 0.05;
/// No game runs this long; a guard against a rules bug.
const MAX_PLIES: usize = 4_000;

/// Plays one policy move for whoever must act; false when nobody can.
pub fn step(state: &mut Box<dyn Match>, rng: &mut ChaCha8Rng) -> bool {
    let turn = state.to_move();
    let Some(&seat) = turn.seats().first() else { return false };
    let mut legal = state.legal(seat);
    if legal.is_empty() {
        return false;
    }
    if legal.len() == 1 || rng.gen::<f64>() < EXPLORE {
        let mv = legal.choose(rng).expect("not empty").clone();
        return state.play(seat, &mv).is_ok();
    }
    if legal.len() > WIDTH {
        legal.shuffle(rng);
        legal.truncate(WIDTH);
    }
    let mut best: Option<(f64, Box<dyn Match>)> = None;
    for mv in legal {
        let mut next = state.boxed_clone();
        if next.play(seat, &mv).is_err() {
            continue;
        }
        let hands_on = if next.to_move() != turn { 0.01 } else { 0.0 };
        let value = margin(next.as_ref(), seat) + hands_on + rng.gen::<f64>() * 1e-4;
        if best.as_ref().is_none_or(|(b, _)| value > *b) {
            best = Some((value, next));
        }
    }
    match best {
        Some((_, next)) => {
            *state = next;
            true
        }
        None => false,
    }
}

/// Plays the sample to the end; the final margin for `seat`, or `None` if
/// the deadline passed first.
pub fn to_end(state: &mut Box<dyn Match>, seat: Seat, deadline: Instant, rng: &mut ChaCha8Rng) -> Option<f64> {
    for ply in 0..MAX_PLIES {
        if state.to_move() == Turn::Over {
            break;
        }
        if ply % 16 == 0 && Instant::now() > deadline {
            return None;
        }
        if !step(state, rng) {
            break;
        }
    }
    Some(margin(state.as_ref(), seat))
}
