//! Rules engines and board images: one full random game per game kind and
//! player count, and one board render with PNG encoding.

use criterion::{criterion_group, criterion_main, Criterion};
use rand::seq::SliceRandom;
use rand::SeedableRng;
use rand_chacha::ChaCha8Rng;

use aerie::catalog::{self, Match};
use aerie::games::Turn;

/// Plays random legal moves from setup to the end, through the erased
/// interface the table uses (moves travel as notation).
fn random_game(kind: &str, options: &[(&str, &str)], seats: usize, seed: u64) -> Box<dyn Match> {
    let engine = catalog::engine(kind).unwrap();
    let pairs: Vec<(String, String)> = options.iter().map(|(k, v)| (k.to_string(), v.to_string())).collect();
    let options = engine.parse_options(&pairs).unwrap();
    let mut game = engine.setup(&options, seats, seed).unwrap();
    let mut rng = ChaCha8Rng::seed_from_u64(seed);
    for _ in 0..20_000 {
        let Turn::Seats(seats) = game.to_move() else { return game };
        let seat = *seats.choose(&mut rng).unwrap();
        let legal = game.legal(seat);
        let mv = legal.choose(&mut rng).unwrap();
        game.play(seat, mv).unwrap();
    }
    panic!("{kind} did not finish");
}

/// Every kind with the variants and player counts worth timing.
fn cases() -> Vec<(&'static str, Vec<(&'static str, &'static str)>, usize)> {
    let mut cases = vec![];
    for engine in catalog::engines() {
        let options = engine.parse_options(&[]).unwrap();
        let range = engine.seat_range(&options).unwrap();
        for seats in [*range.start(), *range.end()] {
            cases.push((engine.kind(), vec![], seats));
        }
    }
    cases.dedup();
    cases
}

fn full_games(c: &mut Criterion) {
    for (kind, options, seats) in cases() {
        let mut seed = 0;
        c.bench_function(&format!("{kind} full random game, {seats} player(s)"), |b| {
            b.iter(|| {
                seed += 1;
                random_game(kind, &options, seats, seed)
            })
        });
    }
}

fn renders(c: &mut Criterion) {
    for (kind, options, seats) in cases() {
        let game = random_game(kind, &options, seats, 7);
        let names: Vec<String> = ["alice", "bob", "carol", "dave"].iter().take(seats).map(|s| s.to_string()).collect();
        c.bench_function(&format!("{kind} board render + PNG, {seats} player(s)"), |b| {
            b.iter(|| {
                game.board(&names)
                    .iter()
                    .map(|(name, svg)| aerie::render::picture(name, svg, "").unwrap().png.len())
                    .sum::<usize>()
            })
        });
    }
}

criterion_group! {
    name = benches;
    config = Criterion::default().sample_size(20).measurement_time(std::time::Duration::from_secs(3));
    targets = full_games, renders
}
criterion_main!(benches);
