//! Setup (spec section 4).

use rand::seq::SliceRandom;
use rand::SeedableRng;
use rand_chacha::ChaCha8Rng;

use super::data::*;
use super::state::*;
use crate::said;
use crate::text::Said;

pub fn setup(players_n: usize, seed: u64) -> Result<State, Said> {
    if !(1..=4).contains(&players_n) {
        return Err(said!("sg-seats", count = players_n));
    }
    let mut rng = ChaCha8Rng::seed_from_u64(seed);
    let mode = match players_n {
        1 => Mode::Solo,
        2 => Mode::Lucy,
        _ => Mode::Standard,
    };
    // Milestones: 3 A, 3 B, 2 C, 1 D, shuffled onto M1..M9.
    let mut tiles: Vec<u8> = vec![];
    for (letter, &k) in MILESTONE_DRAW.iter().enumerate() {
        let mut group: Vec<u8> = (0..4).map(|i| (letter * 4 + i) as u8).collect();
        group.shuffle(&mut rng);
        tiles.extend(group.into_iter().take(k));
    }
    tiles.shuffle(&mut rng);
    let mut grid = [0u8; 9];
    grid.copy_from_slice(&tiles);

    // Supply minus the bonus birds.
    let mut supply = REGULAR_SUPPLY;
    for s in supply.iter_mut() {
        *s -= 1;
    }
    let forest = Forest { slots: [None, None], loose: [0; 9], trees: TREE_TOKENS, nests: NEST_TILES };

    let mut state = State {
        players_n,
        mode,
        rounds: rounds_for(players_n),
        round: 1,
        rng,
        phase: Phase::Choosing,
        players: vec![],
        tokens: vec![],
        track: vec![Space { chip: None, face_down: false }; TRACK_LEN],
        bag: vec![],
        forest: forest.clone(),
        supply,
        specials: [SPECIAL_STOCK; 3],
        grid,
        cubes: vec![vec![]; 9],
        early: [true; 5],
        bonus_birds: [true; 6],
        turn: None,
        log: Log::default(),
        turns: Default::default(),
    };
    fill_round(&mut state, true);

    // Event cards: two each, dealt face down. The Starting Setup cards come
    // after everyone has chosen (rulebook steps 15 and 16).
    let mut events: Vec<u8> = (0..8).collect();
    events.shuffle(&mut state.rng);
    for p in 0..players_n {
        state.players.push(Player {
            areas: vec![Area::default(); 7],
            ax: None,
            funds: FUNDS_START,
            egg_marker: 0,
            nest_box: [false; 7],
            employee: EMPLOYEE_START,
            event_options: [events[2 * p], events[2 * p + 1]],
            event: None,
            setup_card: None,
            section: 0,
        });
    }
    // Owner tokens on SB1.. in random order (assumed); Lucy on SB3.
    let mut order: Vec<usize> = (0..players_n).collect();
    order.shuffle(&mut state.rng);
    state.tokens = vec![Pos::Waiting(0); players_n];
    for (i, &seat) in order.iter().enumerate() {
        state.tokens[seat] = Pos::Waiting(i as u8);
    }
    if mode == Mode::Lucy {
        state.tokens.push(Pos::Waiting(2));
    }
    state.push_log(None, said!("sg-set-up"));
    Ok(state)
}

/// Deals each player a Starting Setup card at random and prepares their
/// aviary by it: a nest and a tree from the Forest board, one lake uncovered
/// (setup step 16, once every Event card is chosen).
pub fn deal_setup_cards(s: &mut State) {
    let mut setups: Vec<u8> = (0..SETUP_CARDS.len() as u8).collect();
    setups.shuffle(&mut s.rng);
    for (player, &card) in s.players.iter_mut().zip(&setups) {
        let (nest, tree, lake) = SETUP_CARDS[card as usize];
        player.areas[nest].nest = true;
        player.areas[tree].tree = true;
        player.areas[lake].lake = true;
        player.setup_card = Some(card);
        s.forest.nests -= 1;
        s.forest.trees -= 1;
    }
}

/// Fills the Forest slots and the Main track for a round (setup steps 6-9).
/// At game start, `first` also places the blue chips (fixed spaces with 1-2 players).
pub fn fill_round(s: &mut State, first: bool) {
    let fixed = s.mode != Mode::Standard;
    // Green chips into the bag.
    let on_track: Vec<Chip> = s.track.iter().filter_map(|sp| sp.chip).collect();
    let mut bag: Vec<Chip> = (1..=16u8).map(Chip::Green).collect();
    let _ = on_track;
    bag.shuffle(&mut s.rng);
    // Two onto the Forest board, each with a matching bird from the supply.
    for slot in 0..2 {
        let chip = bag.pop().expect("16 green chips");
        let bird = chip.birds(s.round)[0];
        let b = if s.supply[bird.idx()] > 0 {
            s.supply[bird.idx()] -= 1;
            Some(bird)
        } else {
            None
        };
        s.forest.slots[slot] = Some((chip, b));
    }
    // Clear the track of green and orange chips; blue go back unless fixed.
    for sp in s.track.iter_mut() {
        match sp.chip {
            Some(Chip::Blue(_)) if fixed && !first => {}
            _ => {
                sp.chip = None;
                sp.face_down = false;
            }
        }
    }
    if fixed {
        if first {
            for (i, &t) in FIXED_BLUE.iter().enumerate() {
                s.track[t as usize - 1].chip = Some(Chip::Blue(i as u8 + 1));
            }
        }
    } else {
        bag.extend((1..=4u8).map(Chip::Blue));
    }
    bag.push(orange_chip(s.round));
    bag.shuffle(&mut s.rng);
    for sp in s.track.iter_mut() {
        if sp.chip.is_none() {
            sp.chip = bag.pop();
        }
    }
    s.bag = bag;
}
