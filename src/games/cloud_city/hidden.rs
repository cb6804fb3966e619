//! What a seat may not see, resampled (spec section 6): the other players'
//! hands and the face-down stack, with its order. A determinized state pools
//! those tiles, shuffles them, deals every other hand its size back and
//! stacks the rest, and reseeds the generator. (The state does not record
//! which hand tiles came from the face-up row, so those are resampled too:
//! a sample may be less informed than a player with a good memory, never more.)
//! Unrevealed special requests are not in the state at all.

use rand::seq::SliceRandom;
use rand::SeedableRng;
use rand_chacha::ChaCha8Rng;

use super::state::State;
use crate::games::Seat;

/// A state the viewer cannot tell from `state`, its unknowns drawn from
/// `seed`. It depends only on what the viewer may see: the pool of unseen
/// tiles is sorted before it is shuffled.
pub fn determinize(state: &State, viewer: Seat, seed: u64) -> State {
    let mut sample = state.clone();
    let mut rng = ChaCha8Rng::seed_from_u64(seed);
    let others: Vec<Seat> = (0..state.hands.len()).filter(|&s| s != viewer).collect();
    let mut unseen: Vec<String> = state.stack.clone();
    for &seat in &others {
        unseen.extend(state.hands[seat].iter().cloned());
    }
    unseen.sort_unstable();
    unseen.shuffle(&mut rng);
    for &seat in &others {
        let size = state.hands[seat].len();
        sample.hands[seat] = unseen.split_off(unseen.len() - size);
    }
    sample.stack = unseen;
    sample.rng = ChaCha8Rng::seed_from_u64(seed ^ 0xD1B5_4A32_D192_ED03);
    sample
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::games::cloud_city::CloudCity;
    use crate::games::{Game, Turn, Viewer};

    fn midgame(seed: u64, plies: usize) -> State {
        let mut state = CloudCity::setup(&Default::default(), 3, seed).unwrap();
        for _ in 0..plies {
            let Turn::Seats(seats) = CloudCity::to_move(&state) else { break };
            let mv = CloudCity::legal_moves(&state, seats[0]).pop().unwrap();
            CloudCity::play(&mut state, seats[0], &mv).unwrap();
        }
        state
    }

    fn legal(state: &State, seat: Seat) -> Vec<String> {
        CloudCity::legal_moves(state, seat).iter().map(|m| m.to_string()).collect()
    }

    #[test]
    fn keeps_the_viewers_hand_and_view_and_redeals_the_rest() {
        let state = midgame(3, 10);
        let viewer = CloudCity::to_move(&state).seats()[0];
        let other = (viewer + 1) % 3;
        let mut redealt = false;
        for seed in 0..8 {
            let sample = determinize(&state, viewer, seed);
            assert_eq!(
                CloudCity::summary(&sample, Viewer::Seat(viewer)),
                CloudCity::summary(&state, Viewer::Seat(viewer))
            );
            assert_eq!(CloudCity::hand(&sample, viewer), CloudCity::hand(&state, viewer));
            assert_eq!(legal(&sample, viewer), legal(&state, viewer));
            assert_eq!(sample.row, state.row);
            assert_eq!(sample.stack.len(), state.stack.len());
            for seat in 0..3 {
                assert_eq!(sample.hands[seat].len(), state.hands[seat].len());
            }
            redealt |= sample.hands[other] != state.hands[other];
        }
        assert!(redealt, "some seed deals the other hands differently");
    }

    #[test]
    fn does_not_depend_on_what_the_viewer_cannot_see() {
        let state = midgame(8, 4);
        let viewer = 0;
        // Swap a tile between two other hands and reorder the stack.
        let mut other = state.clone();
        let a = other.hands[1].pop().unwrap();
        let b = other.hands[2].pop().unwrap();
        other.hands[1].push(b);
        other.hands[2].push(a);
        other.stack.reverse();
        let left = serde_json::to_value(determinize(&state, viewer, 11)).unwrap();
        let right = serde_json::to_value(determinize(&other, viewer, 11)).unwrap();
        assert_eq!(left, right);
    }
}
