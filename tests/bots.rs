//! Computer players against random play: over seeded two-player games of
//! every kind, the greedy player must win at least 80% of the time.
//! (`cargo bench --bench bots` prints the figures for 200 games each.)

use aerie::bots::{self, Strategy};
use aerie::catalog;
use aerie::games::Turn;

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
    let rate = win_rate("sky-garden", 20);
    assert!(rate >= 0.8, "greedy won {:.0}% of Sky Garden games", rate * 100.0);
}
