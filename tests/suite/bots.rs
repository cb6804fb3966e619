//! Computer players: stronger than random play, fair (a decision never
//! depends on what the seat cannot see), and seated at a chosen level.
//! (`cargo bench --bench bots` prints strength and speed figures.)

use crate::support;

use rand::seq::SliceRandom;
use rand::SeedableRng;
use rand_chacha::ChaCha8Rng;
use serde_json::Value;

use aerie::bots::{self, Budget, Strategy};
use aerie::catalog::{self, Match};
use aerie::games::{Seat, Turn};
use support::Harness;

/// Plays one game, greedy in seat `greedy_seat`; true if greedy won alone.
fn greedy_wins(kind: &str, seed: u64, greedy_seat: usize) -> bool {
    let engine = catalog::engine(kind).unwrap();
    let options = engine.parse_options(&[]).unwrap();
    let mut game = engine.setup(&options, 2, seed).unwrap();
    for ply in 0..20_000u64 {
        let Turn::Seats(seats) = game.to_move() else {
            let scores = game.scores();
            return scores[greedy_seat].total > scores[1 - greedy_seat].total;
        };
        let seat = seats[0];
        let strategy = if seat == greedy_seat { Strategy::Greedy } else { Strategy::Random };
        let mv = bots::choose(game.as_ref(), seat, strategy, seed * 100_000 + ply).expect("a legal move");
        game.play(seat, &mv).unwrap();
    }
    panic!("{kind} did not finish");
}

fn win_rate(kind: &str, games: u64) -> f64 {
    let wins = (0..games).filter(|&seed| greedy_wins(kind, seed, (seed % 2) as usize)).count();
    wins as f64 / games as f64
}

#[test]
fn greedy_beats_random_at_tower_up() {
    let rate = win_rate("tower-up", 40);
    assert!(rate >= 0.8, "greedy won {:.0}% of Tower Up games", rate * 100.0);
}

#[test]
fn greedy_beats_random_at_cloud_city() {
    let rate = win_rate("cloud-city", 40);
    assert!(rate >= 0.8, "greedy won {:.0}% of Cloud City games", rate * 100.0);
}

#[test]
fn greedy_beats_random_at_sky_garden() {
    // A Sky Garden game is long (each greedy decision weighs a whole turn's
    // options): few games keep the suite quick, and greedy wins them by far.
    let rate = win_rate("sky-garden", 8);
    assert!(rate >= 0.8, "greedy won {:.0}% of Sky Garden games", rate * 100.0);
}

// ----- fairness -----

/// A game of `seats` after `plies` random legal moves.
fn position(kind: &str, seats: usize, seed: u64, plies: usize) -> Box<dyn Match> {
    let engine = catalog::engine(kind).unwrap();
    let mut game = engine.setup(&engine.parse_options(&[]).unwrap(), seats, seed).unwrap();
    let mut rng = ChaCha8Rng::seed_from_u64(seed);
    for _ in 0..plies {
        let Turn::Seats(to_move) = game.to_move() else { break };
        let mv = game.legal(to_move[0]).choose(&mut rng).unwrap().clone();
        game.play(to_move[0], &mv).unwrap();
    }
    game
}

/// The same game with its snapshot changed by `edit`.
fn edited(kind: &str, game: &dyn Match, edit: impl FnOnce(&mut Value)) -> Box<dyn Match> {
    let mut snapshot = game.snapshot();
    edit(&mut snapshot);
    catalog::engine(kind).unwrap().restore(&snapshot).unwrap()
}

const STRATEGIES: [Strategy; 2] = [
    Strategy::Greedy,
    Strategy::Search(Budget {
        rollouts: 4,
        time: std::time::Duration::from_secs(3600),
        candidates: 3,
        turns: 2,
        turns_with_others: 1,
    }),
];

/// Both states give `seat` the same decision by every strategy, for several seeds.
fn assert_same_decisions(a: &dyn Match, b: &dyn Match, seat: Seat) {
    assert_ne!(a.snapshot(), b.snapshot(), "the two states differ in hidden parts");
    assert_eq!(a.legal(seat), b.legal(seat));
    for strategy in STRATEGIES {
        for seed in [1, 2] {
            assert_eq!(
                bots::choose(a, seat, strategy, seed),
                bots::choose(b, seat, strategy, seed),
                "{strategy:?} decided differently on what seat {seat} cannot see"
            );
        }
    }
}

#[test]
fn tower_up_decisions_ignore_the_deck_order() {
    let game = position("tower-up", 2, 3, 9);
    let seat = game.to_move().seats()[0];
    let shuffled = edited("tower-up", game.as_ref(), |s| {
        s["deck"].as_array_mut().unwrap().reverse();
    });
    assert_same_decisions(game.as_ref(), shuffled.as_ref(), seat);
    // And against a full resample of everything hidden.
    assert_same_decisions(game.as_ref(), game.determinize(seat, 99).as_ref(), seat);
}

#[test]
fn cloud_city_decisions_ignore_other_hands_and_the_stack() {
    let game = position("cloud-city", 3, 5, 7);
    let seat = game.to_move().seats()[0];
    let (a, b) = ((seat + 1) % 3, (seat + 2) % 3);
    // The other two hands swapped, and the stack's top tile traded into one of them.
    let swapped = edited("cloud-city", game.as_ref(), |s| {
        let hands = s["hands"].as_array_mut().unwrap();
        hands.swap(a, b);
        let top = s["stack"].as_array_mut().unwrap().pop().unwrap();
        let held = std::mem::replace(&mut s["hands"][a][0], top);
        s["stack"].as_array_mut().unwrap().push(held);
    });
    assert_same_decisions(game.as_ref(), swapped.as_ref(), seat);
    assert_same_decisions(game.as_ref(), game.determinize(seat, 99).as_ref(), seat);
}

#[test]
fn sky_garden_decisions_ignore_the_others_event_cards() {
    // Three players choosing: seat 0 has chosen, seat 1 decides now.
    let engine = catalog::engine("sky-garden").unwrap();
    let mut game = engine.setup(&engine.parse_options(&[]).unwrap(), 3, 8).unwrap();
    let first = game.legal(0)[1].clone();
    game.play(0, &first).unwrap();
    let swapped = edited("sky-garden", game.as_ref(), |s| {
        let players = s["players"].as_array_mut().unwrap();
        let (zero, two) = (players[0]["event_options"].clone(), players[2]["event_options"].clone());
        players[0]["event_options"] = two.clone();
        players[0]["event"] = two[0].clone();
        players[2]["event_options"] = zero;
    });
    assert_same_decisions(game.as_ref(), swapped.as_ref(), 1);
    // In play, the rest of what is hidden (bag order, future draws) is resampled.
    let game = position("sky-garden", 2, 4, 12);
    let seat = game.to_move().seats()[0];
    assert_same_decisions(game.as_ref(), game.determinize(seat, 99).as_ref(), seat);
}

#[test]
fn sky_garden_solo_decisions_ignore_the_bag_order() {
    // Solo, the search plans whole turns ahead (a different path from two
    // players'); all it may not see is the bag and the generator behind the
    // next rounds' draws.
    let game = position("sky-garden", 1, 4, 12);
    let seat = game.to_move().seats()[0];
    assert_same_decisions(game.as_ref(), game.determinize(seat, 99).as_ref(), seat);
}

#[test]
fn sky_garden_solo_plans_into_the_next_round_without_the_bag_order() {
    // The end of round 1: a plan two turns ahead meets round 2's chips, drawn by the sample's generator, never by the real one (the
    // bag is empty until the round ends).
    let mut game = position("sky-garden", 1, 6, 1);
    let mut rng = ChaCha8Rng::seed_from_u64(6);
    // SEC5 stopped in, a turn to begin: Standby, then round 2's first turn.
    let late_in_round_1 = |g: &dyn Match| {
        let s = g.snapshot();
        s["round"] == 1 && s["players"][0]["section"] == 5 && g.at_turn_start() == Some(true)
    };
    while !late_in_round_1(game.as_ref()) {
        let mv = game.legal(0).choose(&mut rng).unwrap().clone();
        game.play(0, &mv).unwrap();
    }
    let reseeded = edited("sky-garden", game.as_ref(), |s| {
        s["rng"]["seed"][0] = (s["rng"]["seed"][0].as_u64().unwrap() ^ 1).into();
    });
    assert_same_decisions(game.as_ref(), reseeded.as_ref(), 0);
    assert_same_decisions(game.as_ref(), game.determinize(0, 99).as_ref(), 0);
}

// ----- levels at the table -----

#[tokio::test]
async fn a_computer_player_is_seated_at_the_chosen_level() {
    let mut h = Harness::fast().await;
    h.ok("alice: /game new game:tower-up").await;
    let added = h.ok("alice: /game bot add level:easy").await;
    assert!(added.replies[0].text.contains("Computer 1 (easy)"), "{}", added.replies[0].text);
    assert!(h.refused("alice: /game bot add level:expert").await.contains("easy, normal or hard"));
    let added = h.ok("alice: /game bot add").await;
    assert!(added.replies[0].text.contains("Computer 2 (normal)"), "the default is normal");
    let stored = h.table().store().latest_game(aerie::console::CHANNEL).await.unwrap().unwrap();
    let levels: Vec<&str> = stored.seats.iter().map(|s| s.level.as_str()).collect();
    assert_eq!(levels, ["normal", "easy", "normal"]);
    let status = h.ok("alice: /game status").await;
    assert!(status.replies[0].text.contains("Computer 1 (easy), Computer 2 (normal)"), "{}", status.replies[0].text);
    let start = h.ok("alice: /game start seed:3").await;
    assert!(start.replies[0].text.contains("Computer 1 (easy) ("), "{}", start.replies[0].text);
    // The board image is drawn with the seats' names, levels included.
    let names = h.view("alice").await.unwrap().players;
    assert_eq!(names, ["alice", "Computer 1 (easy)", "Computer 2 (normal)"]);
}

#[tokio::test]
async fn the_level_survives_a_restart() {
    let mut h = Harness::fast().await;
    h.ok("alice: /game new game:cloud-city").await;
    h.ok("alice: /game bot add level:hard").await;
    let h = Harness::reopen(h.dir).await;
    let stored = h.table().store().latest_game(aerie::console::CHANNEL).await.unwrap().unwrap();
    assert_eq!(stored.seats[1].level, aerie::bots::Level::Hard);
    assert_eq!(stored.seats[1].name, "Computer 1 (hard)");
}
