//! Cloud City's hands are secret: whole games checked, after every command,
//! for any hand tile that the public could not know showing up in a public
//! reply, the public board image, or another user's legal list.

use crate::support;

use std::collections::BTreeSet;

use aerie::catalog;
use aerie::console::CHANNEL;
use rand::seq::SliceRandom;
use rand::SeedableRng;
use rand_chacha::ChaCha8Rng;
use support::Harness;

const PLAYERS: [&str; 4] = ["alice", "bob", "carol", "dave"];

/// Each seat's hand, read from the stored state.
async fn hands(h: &Harness) -> Vec<BTreeSet<String>> {
    let game = h.table().store().latest_game(CHANNEL).await.unwrap().unwrap();
    let snapshot = game.snapshot.unwrap();
    serde_json::from_value(snapshot["hands"].clone()).unwrap()
}

/// Tile ids such as T07 mentioned in a text.
fn tiles_in(text: &str) -> BTreeSet<String> {
    let bytes = text.as_bytes();
    (0..bytes.len().saturating_sub(2))
        .filter(|&i| bytes[i] == b'T' && bytes[i + 1].is_ascii_digit() && bytes[i + 2].is_ascii_digit())
        .filter(|&i| i == 0 || !bytes[i - 1].is_ascii_alphanumeric())
        .map(|i| text[i..i + 3].to_string())
        .collect()
}

#[tokio::test]
async fn no_public_reply_or_image_reveals_a_hand() {
    for (seats, size, seed) in [(2, "3x3", 1u64), (3, "3x4", 2), (4, "3x3", 3)] {
        let mut h = Harness::fast().await;
        h.ok(&format!("alice: /game new game:cloud-city size:{size} requests:1")).await;
        for name in &PLAYERS[1..seats] {
            h.ok(&format!("{name}: /game join")).await;
        }
        h.ok(&format!("alice: /game start seed:{seed}")).await;
        // Tiles everyone has seen: placed ones and those taken from the face-up row.
        let mut public: BTreeSet<String> = BTreeSet::new();
        let mut rng = ChaCha8Rng::seed_from_u64(seed);
        let mut moves = 0;
        loop {
            let view = h.view("").await.unwrap();
            if view.status != "running" {
                break;
            }
            // Nobody else's legal list is shown.
            assert!(view.to_move.iter().all(|t| t.legal.is_none()), "legal moves leak to onlookers");
            let user = view.to_move[0].user.clone();
            let legal = h.view(&user).await.unwrap().to_move[0].legal.clone().unwrap();
            let mv = legal.choose(&mut rng).unwrap().clone();
            let held_before = hands(&h).await;
            let report = h.ok(&format!("{user}: /move action:\"{mv}\"")).await;
            let held = hands(&h).await;
            let seat = PLAYERS.iter().position(|p| *p == user).unwrap();
            if mv.starts_with("draw R") {
                public.extend(held[seat].difference(&held_before[seat]).cloned());
            }
            let secret: BTreeSet<String> = held.iter().flatten().filter(|t| !public.contains(*t)).cloned().collect();
            for reply in report.replies.iter().filter(|r| r.visibility == "public") {
                let leaked: Vec<_> = tiles_in(&reply.text).intersection(&secret).cloned().collect();
                assert!(leaked.is_empty(), "public reply leaks {leaked:?}: {}", reply.text);
            }
            for reply in report.replies.iter().filter(|r| r.visibility == "private") {
                assert_eq!(reply.to.as_deref(), Some(user.as_str()), "private replies go to the mover");
            }
            // The public board image and status text show no secret tile.
            let game = h.table().store().latest_game(CHANNEL).await.unwrap().unwrap();
            let state = catalog::engine("cloud-city").unwrap().restore(game.snapshot.as_ref().unwrap()).unwrap();
            for (_, svg) in state.board(&game.names(), game.language()) {
                let leaked: Vec<_> = tiles_in(&svg).intersection(&secret).cloned().collect();
                assert!(leaked.is_empty(), "board image shows {leaked:?}");
            }
            let status = h.ok("zed: /game status").await;
            let leaked: Vec<_> = tiles_in(&status.replies[0].text).intersection(&secret).cloned().collect();
            assert!(leaked.is_empty(), "a watcher's status shows {leaked:?}");
            // Refusals to others never show this player's tiles.
            let other = PLAYERS[(seat + 1) % seats];
            let refusal = h.refused(&format!("{other}: /move action:\"place T01 A1 0\"")).await;
            let others_secrets: BTreeSet<String> = secret.difference(&held[(seat + 1) % seats]).cloned().collect();
            assert!(tiles_in(&refusal).intersection(&others_secrets).all(|t| t == "T01"), "{refusal}");
            // Placed tiles become public.
            for (before, after) in held_before.iter().zip(&held) {
                public.extend(before.difference(after).cloned());
            }
            moves += 1;
        }
        assert!(moves > 20);
        // Each player's own hand reaches them privately, with its image.
        let mut h2 = Harness::new().await;
        h2.ok("alice: /game new game:cloud-city").await;
        h2.ok("bob: /game join").await;
        h2.ok("alice: /game start seed:5").await;
        let report = h2.ok("bob: /game hand").await;
        assert_eq!(report.replies.len(), 1);
        assert_eq!(report.replies[0].visibility, "private");
        assert_eq!(report.replies[0].to.as_deref(), Some("bob"));
        assert_eq!(report.replies[0].images.len(), 1);
        let bob_hand = &hands(&h2).await[1];
        assert_eq!(&tiles_in(&report.replies[0].text), bob_hand);
    }
}
