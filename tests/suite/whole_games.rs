//! Whole games of every kind, player count and variant, played to the end
//! through the command layer with random legal moves; then the move log must
//! replay to exactly the stored state.

use crate::support;

use aerie::console::CHANNEL;
use support::Harness;

const PLAYERS: [&str; 4] = ["alice", "bob", "carol", "dave"];

/// Opens, fills and starts a table; returns the harness.
async fn started(new: &str, seats: usize, seed: u64) -> Harness {
    let mut h = Harness::fast().await;
    h.ok(&format!("alice: {new}")).await;
    for name in &PLAYERS[1..seats] {
        h.ok(&format!("{name}: /game join")).await;
    }
    h.ok(&format!("alice: /game start seed:{seed}")).await;
    h
}

async fn play_to_the_end(new: &str, seats: usize, seed: u64) {
    let mut h = started(new, seats, seed).await;
    let moves = h.play_randomly(seed, 20_000).await;
    assert!(moves > 0);
    let view = h.view("alice").await.unwrap();
    assert_eq!(view.status, "finished", "{new} with {seats}");
    assert!(!view.winners.is_empty(), "a finished game names its winners");
    assert!(view.to_move.is_empty());
    // The winners hold the best score.
    let best = view.scores.values().max().unwrap();
    for winner in &view.winners {
        assert_eq!(view.scores[winner], *best, "{new}: winner {winner} lacks the top score");
    }
    // The log is the truth: replaying it gives the stored state exactly.
    let game = h.table().store().latest_game(CHANNEL).await.unwrap().unwrap();
    assert_eq!(game.moves.len(), moves);
    let replayed = aerie::table::replay(&game).unwrap();
    assert_eq!(Some(replayed.snapshot()), game.snapshot, "{new} with {seats}: replay differs");
    // Further moves are refused once the game is over.
    let error = h.refused("alice: /move action:\"skip\"").await;
    assert!(error.contains("no game"), "{error}");
}

#[tokio::test]
async fn tower_up_games_at_every_player_count() {
    for seats in 2..=4 {
        for seed in 1..=3 {
            play_to_the_end("/game new game:tower-up", seats, seed * 10 + seats as u64).await;
        }
    }
    play_to_the_end("/game new game:tower-up first-game:yes", 3, 99).await;
}

#[tokio::test]
async fn cloud_city_games_in_every_variant() {
    for seats in 2..=4 {
        for requests in ["0", "1", "2"] {
            play_to_the_end(&format!("/game new game:cloud-city requests:{requests}"), seats, seats as u64 + 7).await;
        }
    }
    for seats in 2..=3 {
        play_to_the_end("/game new game:cloud-city size:3x4 requests:2", seats, 5).await;
    }
}

#[tokio::test]
async fn sky_garden_games_solo_to_four() {
    for seats in 1..=4 {
        play_to_the_end("/game new game:sky-garden", seats, 40 + seats as u64).await;
    }
}
