//! A model of the other seats, for the planner (`plan`): each of their
//! decisions is the move that looks best to them one move deep by the
//! outlook (futile moves left out, the first of equals), so it is
//! deterministic and every line the plan compares meets the same
//! opponents. It plays on the planner's determinized sample only: what
//! they hold and draw there is the sample's, never the real game's.

use std::time::Instant;

use super::eval::outlook_margin;
use crate::catalog::Match;
use crate::games::Seat;

/// At most this many of the others' decisions between two of the seat's
/// turns (a Sky Garden turn is a dozen; a guard against a model that goes
/// round in circles).
const DECISIONS: usize = 120;

/// Whether another seat acts in `state` before `seat` alone does.
pub fn to_play(state: &dyn Match, seat: Seat) -> bool {
    let to_move = state.to_move();
    !to_move.seats().is_empty() && to_move.seats() != [seat]
}

/// Plays the others' decisions until `seat` alone is to act or the game is
/// over; `None` past the deadline.
pub fn play_their_turns(state: &mut Box<dyn Match>, seat: Seat, deadline: Instant) -> Option<()> {
    for _ in 0..DECISIONS {
        let Some(&other) = state.to_move().seats().iter().find(|&&s| s != seat) else { return Some(()) };
        if Instant::now() > deadline {
            return None;
        }
        let Some(next) = their_choice(state.as_ref(), other) else { return Some(()) };
        *state = next;
    }
    Some(())
}

/// Where `other`'s choice in `state` leads.
fn their_choice(state: &dyn Match, other: Seat) -> Option<Box<dyn Match>> {
    let mut best: Option<(f64, Box<dyn Match>)> = None;
    for (_, next) in state.worth_taking(other) {
        let value = outlook_margin(next.as_ref(), other);
        if best.as_ref().is_none_or(|(b, _)| value > *b) {
            best = Some((value, next));
        }
    }
    best.map(|(_, next)| next)
}

#[cfg(test)]
mod tests {
    use std::time::Duration;

    use rand::seq::SliceRandom;
    use rand::SeedableRng;
    use rand_chacha::ChaCha8Rng;

    use super::*;
    use crate::catalog;

    /// A two-player Sky Garden game `plies` random moves in, with seat 1 to move.
    fn their_turn(seed: u64, plies: usize) -> Box<dyn Match> {
        let engine = catalog::engine("sky-garden").unwrap();
        let mut game = engine.setup(&engine.parse_options(&[]).unwrap(), 2, seed).unwrap();
        let mut rng = ChaCha8Rng::seed_from_u64(seed);
        for ply in 0.. {
            let to_move = game.to_move().seats().to_vec();
            if ply >= plies && to_move == [1] {
                break;
            }
            let mv = game.legal(to_move[0]).choose(&mut rng).unwrap().clone();
            game.play(to_move[0], &mv).unwrap();
        }
        game
    }

    #[test]
    fn the_others_play_until_the_seat_is_to_move_and_always_alike() {
        let far = Instant::now() + Duration::from_secs(600);
        for (seed, plies) in [(1, 5), (2, 30), (3, 60)] {
            let game = their_turn(seed, plies);
            assert!(to_play(game.as_ref(), 0));
            let (mut once, mut twice) = (game.boxed_clone(), game.boxed_clone());
            play_their_turns(&mut once, 0, far).unwrap();
            play_their_turns(&mut twice, 0, far).unwrap();
            assert!(!to_play(once.as_ref(), 0), "seed {seed}: seat 0 is to move, or the game is over");
            assert_eq!(once.snapshot(), twice.snapshot(), "seed {seed}: the model is deterministic");
            assert_ne!(once.snapshot(), game.snapshot(), "seed {seed}: the others did play");
        }
    }
}
