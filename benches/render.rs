//! Board images: milliseconds to render and encode one board (SVG to palette
//! PNG) for each game at 2 and 4 players, halfway through a seeded random
//! game; and, printed before timing, the bytes of that board and of a whole
//! game's public boards (one each time the turn passes, as the channel gets).

use criterion::{criterion_group, criterion_main, Criterion};
use rand::seq::SliceRandom;
use rand::SeedableRng;
use rand_chacha::ChaCha8Rng;

use aerie::catalog::{self, Match};
use aerie::games::Turn;

const NAMES: [&str; 4] = ["alice", "bob", "carol", "dave"];

/// Plays a seeded random game, calling `each_turn` whenever the turn passes.
/// Returns the game and how many moves were played.
fn play(
    kind: &str,
    seats: usize,
    seed: u64,
    stop_at: Option<usize>,
    mut each_turn: impl FnMut(&dyn Match),
) -> (Box<dyn Match>, usize) {
    let engine = catalog::engine(kind).unwrap();
    let mut game = engine.setup(&engine.parse_options(&[]).unwrap(), seats, seed).unwrap();
    let mut rng = ChaCha8Rng::seed_from_u64(seed);
    each_turn(game.as_ref());
    let mut played = 0;
    while Some(played) != stop_at {
        let Turn::Seats(to_move) = game.to_move() else { break };
        played += 1;
        let seat = *to_move.choose(&mut rng).unwrap();
        let mv = game.legal(seat).choose(&mut rng).unwrap().clone();
        game.play(seat, &mv).unwrap();
        if game.to_move() != Turn::Seats(to_move) {
            each_turn(game.as_ref());
        }
    }
    (game, played)
}

fn board_bytes(game: &dyn Match, names: &[String]) -> usize {
    game.board(names).iter().map(|(_, svg)| aerie::render::svg_to_png(svg).unwrap().len()).sum()
}

fn renders(c: &mut Criterion) {
    for engine in catalog::engines() {
        let kind = engine.kind();
        for seats in [2, 4] {
            let names: Vec<String> = NAMES.iter().take(seats).map(|s| s.to_string()).collect();
            let (mut boards, mut total) = (0, 0);
            let (_, moves) = play(kind, seats, 7, None, |g| {
                boards += 1;
                total += board_bytes(g, &names);
            });
            let (middle, _) = play(kind, seats, 7, Some(moves / 2), |_| {});
            eprintln!(
                "{kind}, {seats} players: mid-game board {} bytes; whole game {boards} public boards, {total} bytes",
                board_bytes(middle.as_ref(), &names)
            );
            c.bench_function(&format!("{kind} board render + PNG, {seats} players"), |b| {
                b.iter(|| board_bytes(middle.as_ref(), &names))
            });
        }
    }
}

criterion_group! {
    name = benches;
    config = Criterion::default().sample_size(10).measurement_time(std::time::Duration::from_secs(2));
    targets = renders
}
criterion_main!(benches);
