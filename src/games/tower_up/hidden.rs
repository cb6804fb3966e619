//! What a seat may not see, resampled (spec section 6): the only unknown
//! is the order of the face-down deck (and so every future draw), the same
//! for everyone. A determinized state keeps the deck's cards, shuffles them
//! anew and reseeds the generator, so later reshuffles are unknown too.

use rand::seq::SliceRandom;
use rand::SeedableRng;
use rand_chacha::ChaCha8Rng;

use super::state::State;
use crate::games::Seat;

/// A state the viewer cannot tell from `state`, its unknowns drawn from
/// `seed`. It depends only on what the viewer may see: the deck is sorted
/// before it is shuffled.
pub fn determinize(state: &State, _viewer: Seat, seed: u64) -> State {
    let mut sample = state.clone();
    let mut rng = ChaCha8Rng::seed_from_u64(seed);
    sample.deck.sort_unstable();
    sample.deck.shuffle(&mut rng);
    sample.rng = ChaCha8Rng::seed_from_u64(seed ^ 0xD1B5_4A32_D192_ED03);
    sample
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::games::tower_up::TowerUp;
    use crate::games::{Game, Turn, Viewer};

    /// A game some moves in, played by the first legal move each time.
    fn midgame(seed: u64, plies: usize) -> State {
        let mut state = TowerUp::setup(&Default::default(), 3, seed).unwrap();
        for _ in 0..plies {
            let Turn::Seats(seats) = TowerUp::to_move(&state) else { break };
            let mv = TowerUp::legal_moves(&state, seats[0]).remove(0);
            TowerUp::play(&mut state, seats[0], &mv).unwrap();
        }
        state
    }

    #[test]
    fn keeps_the_view_and_reorders_the_deck() {
        let state = midgame(4, 12);
        let viewer = TowerUp::to_move(&state).seats()[0];
        let mut reordered = false;
        for seed in 0..8 {
            let sample = determinize(&state, viewer, seed);
            assert_eq!(TowerUp::summary(&sample, Viewer::Seat(viewer)), TowerUp::summary(&state, Viewer::Seat(viewer)));
            let legal = |s: &State| TowerUp::legal_moves(s, viewer).iter().map(|m| m.to_string()).collect::<Vec<_>>();
            assert_eq!(legal(&sample), legal(&state));
            assert_eq!(sample.market, state.market);
            let (mut a, mut b) = (sample.deck.clone(), state.deck.clone());
            a.sort_unstable();
            b.sort_unstable();
            assert_eq!(a, b, "the same cards stay in the deck");
            reordered |= sample.deck != state.deck;
        }
        assert!(reordered, "some seed reorders the deck");
    }

    #[test]
    fn does_not_depend_on_the_real_deck_order() {
        let state = midgame(9, 6);
        let mut other = state.clone();
        other.deck.reverse();
        other.rng = ChaCha8Rng::seed_from_u64(77);
        let a = serde_json::to_value(determinize(&state, 0, 5)).unwrap();
        let b = serde_json::to_value(determinize(&other, 0, 5)).unwrap();
        assert_eq!(a, b);
    }
}
