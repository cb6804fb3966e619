//! Board images: milliseconds to render and encode one image (SVG to palette
//! PNG), for every image of each game's board at 2 and 4 players halfway
//! through a seeded random game; and, printed before timing, the bytes of
//! each of those images and of a whole game's public images (the channel's
//! board each time the turn passes).

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

fn board_bytes(images: &[(String, String)]) -> usize {
    images.iter().map(|(_, svg)| aerie::render::svg_to_png(svg).unwrap().len()).sum()
}

fn renders(c: &mut Criterion) {
    for engine in catalog::engines() {
        let kind = engine.kind();
        for seats in [2, 4] {
            let names: Vec<String> = NAMES.iter().take(seats).map(|s| s.to_string()).collect();
            let (mut images, mut total) = (0, 0);
            let (_, moves) = play(kind, seats, 7, None, |g| {
                let board = g.board(&names, aerie::i18n::Lang::En);
                images += board.len();
                total += board_bytes(&board);
            });
            eprintln!("{kind}, {seats} players: whole game {images} public images, {total} bytes");
            // Every image `/game board` shows halfway through, which holds every kind the channel gets.
            let (middle, _) = play(kind, seats, 7, Some(moves / 2), |_| {});
            for (name, svg) in middle.board_on_request(&names, aerie::i18n::Lang::En) {
                eprintln!(
                    "{kind}, {seats} players: mid-game {name} {} bytes",
                    board_bytes(&[(name.clone(), svg.clone())])
                );
                c.bench_function(&format!("{kind} {name} render + PNG, {seats} players"), |b| {
                    b.iter(|| aerie::render::svg_to_png(&svg).unwrap())
                });
            }
        }
    }
}

criterion_group! {
    name = benches;
    config = Criterion::default().sample_size(10).measurement_time(std::time::Duration::from_secs(2));
    targets = renders
}
criterion_main!(benches);
