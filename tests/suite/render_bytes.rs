//! What a whole game costs the channel in image bytes: a 4-player game played
//! through the console with images on, counting what is posted publicly
//! (one board per turn) and every image's size.

use crate::support;

use rand::seq::SliceRandom;
use rand::SeedableRng;
use rand_chacha::ChaCha8Rng;
use support::Harness;

/// The largest image a phone should download for one board.
const MAX_IMAGE_BYTES: u64 = 120 * 1024;

struct Posted {
    public_images: usize,
    public_bytes: u64,
    largest: (u64, String),
}

/// Plays a seeded random game of `kind` with `players` seats and adds up the
/// images each reply carries.
async fn whole_game(kind: &str, players: usize, seed: u64) -> Posted {
    let mut h = Harness::new().await;
    let names = ["alice", "bob", "carol", "dave"];
    let mut reports = vec![h.ok(&format!("alice: /game new game:{kind}")).await];
    for name in &names[1..players] {
        reports.push(h.ok(&format!("{name}: /game join")).await);
    }
    reports.push(h.ok(&format!("alice: /game start seed:{seed}")).await);
    let mut rng = ChaCha8Rng::seed_from_u64(seed);
    for _ in 0..5000 {
        let view = h.view("").await.expect("a game");
        if view.status != "running" {
            break;
        }
        let user = view.to_move.choose(&mut rng).expect("someone to move").user.clone();
        let own = h.view(&user).await.unwrap();
        let legal = own.to_move.iter().find(|t| t.user == user).and_then(|t| t.legal.clone()).unwrap();
        let mv = legal.choose(&mut rng).unwrap().clone();
        reports.push(h.ok(&format!("{user}: /move action:\"{mv}\"")).await);
    }
    assert_eq!(h.view("").await.unwrap().status, "finished", "{kind} did not finish");
    let mut posted = Posted { public_images: 0, public_bytes: 0, largest: (0, String::new()) };
    for reply in reports.iter().flat_map(|r| &r.replies) {
        for path in &reply.images {
            let bytes = std::fs::metadata(path).unwrap().len();
            if bytes > posted.largest.0 {
                posted.largest = (bytes, path.clone());
            }
            if reply.visibility == "public" {
                posted.public_images += 1;
                posted.public_bytes += bytes;
            }
        }
    }
    eprintln!(
        "{kind}, {players} players: {} public images, {} bytes in all ({} per image); largest image {} bytes",
        posted.public_images,
        posted.public_bytes,
        posted.public_bytes / posted.public_images.max(1) as u64,
        posted.largest.0
    );
    if let Ok(dir) = std::env::var("AERIE_KEEP_IMAGES") {
        let out = std::path::Path::new(&dir).join(format!("{kind}-{players}p"));
        std::fs::create_dir_all(&out).unwrap();
        for entry in std::fs::read_dir(h.dir.path().join("out")).unwrap() {
            let entry = entry.unwrap();
            std::fs::copy(entry.path(), out.join(entry.file_name())).unwrap();
        }
    }
    posted
}

/// A phone downloads one board per turn: what matters is the bytes per
/// board (a longer game posts more boards, not bigger ones), and what a
/// whole game adds up to for someone who follows the channel.
fn check(posted: &Posted, per_board: u64, per_game: u64) {
    assert!(posted.public_images > 5, "a whole game posts a board every turn");
    assert!(posted.largest.0 <= MAX_IMAGE_BYTES, "{} is {} bytes", posted.largest.1, posted.largest.0);
    let average = posted.public_bytes / posted.public_images as u64;
    assert!(average <= per_board, "the game posted {average} bytes per board ({} in all)", posted.public_bytes);
    assert!(posted.public_bytes <= per_game, "the game posted {} bytes in all", posted.public_bytes);
}

#[tokio::test]
async fn a_four_player_tower_up_game_posts_at_most_60_kb_a_board_and_3_mb_in_all() {
    // Text legible on a phone (11 px at 400 px wide), a label on every
    // tile and the last turn in words cost more than the old 45 KB.
    check(&whole_game("tower-up", 4, 3).await, 60_000, 3_000_000);
}

#[tokio::test]
async fn a_four_player_cloud_city_game_posts_at_most_45_kb_a_board_and_3_mb_in_all() {
    check(&whole_game("cloud-city", 4, 3).await, 45_000, 3_000_000);
}
