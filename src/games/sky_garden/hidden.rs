//! What a seat may not see, resampled (spec section 10): the Event cards
//! dealt to the others (both while they choose, the one they kept back
//! afterwards), their locked but unrevealed choices, and every future draw
//! (the chip bag's order and the generator, reseeded). The bag's contents
//! are public and stay as they are.

use rand::seq::SliceRandom;
use rand::{Rng, SeedableRng};
use rand_chacha::ChaCha8Rng;

use super::state::{Phase, State};
use crate::games::Seat;

/// How many Event cards the game has (E1..E8).
const EVENT_CARDS: u8 = 8;

/// A state the viewer cannot tell from `state`, its unknowns drawn from
/// `seed`. It depends only on what the viewer may see: unseen cards and the
/// bag are sorted before they are shuffled.
pub fn determinize(state: &State, viewer: Seat, seed: u64) -> State {
    let mut sample = state.clone();
    let mut rng = ChaCha8Rng::seed_from_u64(seed);
    let choosing = state.phase == Phase::Choosing;
    // A chosen card is public once everyone has chosen.
    let public_choice = |seat: Seat| if choosing { None } else { state.players[seat].event };
    let mut seen: Vec<u8> = state.players.get(viewer).map(|p| p.event_options.to_vec()).unwrap_or_default();
    seen.extend((0..state.players_n).filter(|&s| s != viewer).filter_map(public_choice));
    let mut unseen: Vec<u8> = (0..EVENT_CARDS).filter(|e| !seen.contains(e)).collect();
    unseen.shuffle(&mut rng);
    for seat in (0..state.players_n).filter(|&s| s != viewer) {
        let player = &mut sample.players[seat];
        match public_choice(seat) {
            Some(kept) => player.event_options = [kept, unseen.pop().expect("eight cards suffice")],
            None => {
                player.event_options = [unseen.pop().expect("eight cards"), unseen.pop().expect("eight cards")];
                // Whether a seat has chosen is public; which card is not.
                if state.players[seat].event.is_some() {
                    player.event = Some(player.event_options[rng.gen_range(0..2)]);
                }
            }
        }
    }
    sample.bag.sort_unstable();
    sample.bag.shuffle(&mut rng);
    sample.rng = ChaCha8Rng::seed_from_u64(seed ^ 0xD1B5_4A32_D192_ED03);
    // What happened is public, but a computer judges positions alone.
    sample.log.silence();
    sample
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::games::sky_garden::SkyGarden;
    use crate::games::{Game, Turn, Viewer};

    fn legal(state: &State, seat: Seat) -> Vec<String> {
        SkyGarden::legal_moves(state, seat).iter().map(|m| m.to_string()).collect()
    }

    /// Three players; `chosen` of them have picked their Event card.
    fn choosing(seed: u64, chosen: usize) -> State {
        let mut state = SkyGarden::setup(&Default::default(), 3, seed).unwrap();
        for seat in 0..chosen {
            let mv = SkyGarden::legal_moves(&state, seat).remove(0);
            SkyGarden::play(&mut state, seat, &mv).unwrap();
        }
        state
    }

    fn assert_same_view(sample: &State, state: &State, viewer: Seat) {
        assert_eq!(SkyGarden::summary(sample, Viewer::Seat(viewer)), SkyGarden::summary(state, Viewer::Seat(viewer)));
        assert_eq!(SkyGarden::hand(sample, viewer), SkyGarden::hand(state, viewer));
        assert_eq!(legal(sample, viewer), legal(state, viewer));
        assert_eq!(SkyGarden::to_move(sample), SkyGarden::to_move(state));
    }

    #[test]
    fn redeals_the_others_event_cards_and_hides_their_choice() {
        let state = choosing(5, 2);
        let viewer = 2;
        let (mut redealt, mut rechosen) = (false, false);
        for seed in 0..12 {
            let sample = determinize(&state, viewer, seed);
            assert_same_view(&sample, &state, viewer);
            let mut cards: Vec<u8> = sample.players.iter().flat_map(|p| p.event_options).collect();
            cards.sort_unstable();
            cards.dedup();
            assert_eq!(cards.len(), 6, "six distinct cards dealt");
            assert!(sample.players[0].event.is_some_and(|e| sample.players[0].event_options.contains(&e)));
            redealt |= sample.players[1].event_options != state.players[1].event_options;
            rechosen |= sample.players[0].event != state.players[0].event;
        }
        assert!(redealt && rechosen, "some seeds deal and choose differently");
    }

    #[test]
    fn keeps_revealed_choices_and_the_board_in_play() {
        let mut state = choosing(6, 3);
        for _ in 0..8 {
            let Turn::Seats(seats) = SkyGarden::to_move(&state) else { break };
            let mv = SkyGarden::legal_moves(&state, seats[0]).remove(0);
            SkyGarden::play(&mut state, seats[0], &mv).unwrap();
        }
        let viewer = SkyGarden::to_move(&state).seats()[0];
        for seed in 0..6 {
            let sample = determinize(&state, viewer, seed);
            assert_same_view(&sample, &state, viewer);
            for seat in 0..3 {
                assert_eq!(sample.players[seat].event, state.players[seat].event);
            }
            assert_eq!(sample.track, state.track);
        }
    }

    #[test]
    fn a_sample_shows_the_last_event_and_records_no_more() {
        let state = choosing(8, 3);
        let viewer = SkyGarden::to_move(&state).seats()[0];
        let mut sample = determinize(&state, viewer, 1);
        assert_eq!(sample.log.last(), state.log.last());
        let mv = SkyGarden::legal_moves(&sample, viewer).remove(0);
        SkyGarden::play(&mut sample, viewer, &mv).unwrap();
        assert_eq!(sample.log.last(), state.log.last(), "a computer's trial leaves no words behind");
        let mut real = state.clone();
        SkyGarden::play(&mut real, viewer, &mv).unwrap();
        assert_ne!(real.log.last(), state.log.last(), "the real game still logs its moves");
    }

    #[test]
    fn does_not_depend_on_what_the_viewer_cannot_see() {
        let state = choosing(7, 1);
        let viewer = 2;
        // Another deal for seats 0 and 1 (seat 0 chose the other card).
        let mut other = state.clone();
        let (a, b) = (other.players[0].event_options, other.players[1].event_options);
        other.players[0].event_options = [b[1], b[0]];
        other.players[1].event_options = a;
        other.players[0].event = Some(b[0]);
        other.rng = ChaCha8Rng::seed_from_u64(99);
        let left = serde_json::to_value(determinize(&state, viewer, 3)).unwrap();
        let right = serde_json::to_value(determinize(&other, viewer, 3)).unwrap();
        assert_eq!(left, right);
    }
}
