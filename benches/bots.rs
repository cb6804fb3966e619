//! Computer players' strength and speed: win rates over 200 seeded
//! two-player games of every kind (greedy against random, and greedy
//! against greedy as a sanity check of seat balance), and the time one
//! decision takes. Prints a table; run with `cargo bench --bench bots`.

use std::time::{Duration, Instant};

use aerie::bots::{self, Strategy};
use aerie::catalog;
use aerie::games::Turn;

const GAMES: u64 = 200;

/// Plays one game; returns (score difference seat 0 − seat 1, slowest
/// decision of the greedy seats, decisions they made, their total time).
fn play(kind: &str, seed: u64, strategies: [Strategy; 2]) -> (i64, Duration, u32, Duration) {
    let engine = catalog::engine(kind).unwrap();
    let mut game = engine.setup(&engine.parse_options(&[]).unwrap(), 2, seed).unwrap();
    let (mut slowest, mut decisions, mut total) = (Duration::ZERO, 0, Duration::ZERO);
    for ply in 0..20_000u64 {
        let Turn::Seats(seats) = game.to_move() else { break };
        let seat = seats[0];
        let start = Instant::now();
        let mv = bots::choose(game.as_ref(), seat, strategies[seat], seed * 100_000 + ply).unwrap();
        if strategies[seat] == Strategy::Greedy {
            let took = start.elapsed();
            slowest = slowest.max(took);
            total += took;
            decisions += 1;
        }
        game.play(seat, &mv).unwrap();
    }
    let scores = game.scores();
    (scores[0].total - scores[1].total, slowest, decisions, total)
}

fn main() {
    println!(
        "{:<12} {:>16} {:>16} {:>14} {:>14}",
        "game", "greedy v random", "greedy v greedy", "mean decision", "slowest"
    );
    for engine in catalog::engines() {
        let kind = engine.kind();
        let (mut wins, mut seat0_wins, mut slowest, mut decisions, mut total) =
            (0, 0, Duration::ZERO, 0, Duration::ZERO);
        for seed in 0..GAMES {
            // Greedy sits in seat 0 or 1 alternately.
            let greedy = (seed % 2) as usize;
            let mut strategies = [Strategy::Random; 2];
            strategies[greedy] = Strategy::Greedy;
            let (diff, slow, n, t) = play(kind, seed, strategies);
            let greedy_diff = if greedy == 0 { diff } else { -diff };
            wins += u32::from(greedy_diff > 0);
            slowest = slowest.max(slow);
            decisions += n;
            total += t;
            let (diff, _, _, _) = play(kind, seed + 1_000, [Strategy::Greedy, Strategy::Greedy]);
            seat0_wins += u32::from(diff > 0);
        }
        println!(
            "{:<12} {:>15.1}% {:>14.1}% s0 {:>11.2} ms {:>11.1} ms",
            kind,
            100.0 * wins as f64 / GAMES as f64,
            100.0 * seat0_wins as f64 / GAMES as f64,
            total.as_secs_f64() * 1000.0 / decisions.max(1) as f64,
            slowest.as_secs_f64() * 1000.0
        );
    }
}
