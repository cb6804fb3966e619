//! The move builder reaches every legal move: at many positions of every
//! game and player count (random games through the console), the whole
//! panel tree is walked through the components the bot would send (every
//! option of every menu, every group, every Confirm), and the moves reached
//! must be exactly the legal moves the table lists. Every panel fits
//! Discord's limits, and its labels are words, not only codes.

mod support;

use std::collections::BTreeSet;

use rand::seq::SliceRandom;
use rand::SeedableRng;
use rand_chacha::ChaCha8Rng;

use aerie::console::CHANNEL;
use aerie::discord::panel::{self, Outcome, Panel, PanelId};
use aerie::table::Moves;
use support::Harness;

/// Every move the panel tree reaches, and how many panels were shown:
/// every choice is followed (a pick that completes a move plays it), Back
/// and Undo are not ways down. No label is a move's bare notation.
fn walk(moves: &Moves) -> (BTreeSet<String>, usize) {
    let mut reached = BTreeSet::new();
    let mut stack = vec![panel::open(moves).expect("a panel for whoever must act")];
    let mut shown = 0;
    let mut follow = |outcome: Option<Outcome>, stack: &mut Vec<Panel>, what: &str| match outcome {
        Some(Outcome::Show(next)) => stack.push(next),
        Some(Outcome::Play(notation)) => {
            reached.insert(notation);
        }
        other => panic!("{what} led to {other:?}"),
    };
    while let Some(Panel { text, components }) = stack.pop() {
        shown += 1;
        assert!(text.chars().count() <= 2000);
        let rows = serde_json::to_value(&components).unwrap();
        let rows = rows.as_array().unwrap();
        assert!(rows.len() <= 5, "{} rows", rows.len());
        for row in rows {
            let parts = row["components"].as_array().unwrap();
            assert!(parts.len() <= 5, "{} in a row", parts.len());
            for c in parts {
                let id = c["custom_id"].as_str().unwrap();
                assert!(id.len() <= 100, "{id}");
                let parsed = PanelId::parse(id).expect("a panel id");
                assert_eq!((parsed.game_id, parsed.version), (moves.game_id, moves.version));
                if let Some(label) = c["label"].as_str() {
                    assert!(label.chars().count() <= 80 && !label.is_empty());
                    assert!(!moves.legal.iter().any(|m| m == label), "a button labelled with notation: {label}");
                }
                match &id[..2] {
                    "pc" | "pg" | "pa" => follow(panel::answer(moves, &parsed, None), &mut stack, id),
                    "ps" => {
                        let options = c["options"].as_array().unwrap();
                        assert!(!options.is_empty() && options.len() <= 25, "{} options", options.len());
                        for option in options {
                            let label = option["label"].as_str().unwrap();
                            assert!(label.chars().count() <= 100);
                            assert!(
                                !moves.legal.iter().any(|m| m == label),
                                "an option labelled with notation: {label}"
                            );
                            follow(panel::answer(moves, &parsed, option["value"].as_str()), &mut stack, label);
                        }
                    }
                    _ => {}
                }
            }
        }
    }
    (reached, shown)
}

/// Plays random games, walking the tree every few decisions.
async fn walk_games(kind: &str, options: &str, players: usize, seed: u64, every: usize, max_walks: usize) {
    let names = ["alice", "bob", "carol", "dave"];
    let mut h = Harness::fast().await;
    h.ok(&format!("alice: /game new game:{kind} {options}")).await;
    for name in &names[1..players] {
        h.ok(&format!("{name}: /game join")).await;
    }
    h.ok(&format!("alice: /game start seed:{seed}")).await;
    let mut rng = ChaCha8Rng::seed_from_u64(seed);
    let (mut walks, mut biggest, mut worded) = (0, 0, false);
    for decision in 0..5_000 {
        let view = h.view("").await.unwrap();
        if view.status != "running" || walks >= max_walks {
            break;
        }
        let user = view.to_move.choose(&mut rng).unwrap().user.clone();
        let moves = h.table().moves_for(CHANNEL, &user).await.unwrap().unwrap();
        if decision % every == 0 {
            let (reached, shown) = walk(&moves);
            let legal: BTreeSet<String> = moves.legal.iter().cloned().collect();
            assert_eq!(reached, legal, "{kind} for {players}, decision {decision}: the panel reaches every legal move");
            walks += 1;
            biggest = biggest.max(shown);
            worded |= moves.labels.iter().flatten().any(|l| l.contains(' '));
        }
        let mv = moves.legal.choose(&mut rng).unwrap().clone();
        h.ok(&format!("{user}: /move action:\"{mv}\"")).await;
    }
    assert!(walks > 0, "{kind}: no position walked");
    assert!(worded, "{kind}: the game describes its tokens in words");
    println!("{kind} for {players}: {walks} positions walked, at most {biggest} panels in one tree");
}

#[tokio::test]
async fn every_tower_up_move_is_reachable_by_clicking() {
    for players in 2..=4 {
        walk_games("tower-up", "", players, players as u64, 3, 30).await;
    }
    walk_games("tower-up", "first-game:yes", 2, 9, 3, 10).await;
}

#[tokio::test]
async fn every_cloud_city_move_is_reachable_by_clicking() {
    for players in 2..=4 {
        walk_games("cloud-city", "", players, 10 + players as u64, 2, 30).await;
    }
    walk_games("cloud-city", "size:3x4 requests:2", 3, 17, 3, 20).await;
}

#[tokio::test]
async fn every_sky_garden_move_is_reachable_by_clicking() {
    for players in 1..=4 {
        walk_games("sky-garden", "", players, 20 + players as u64, 5, 25).await;
    }
}

#[test]
fn labels_are_words_a_newcomer_reads() {
    use aerie::catalog;
    let setup = |kind: &str| {
        let engine = catalog::engine(kind).unwrap();
        engine.setup(&engine.parse_options(&[]).unwrap(), 2, 1).unwrap()
    };
    let (tower, cloud, sky) = (setup("tower-up"), setup("cloud-city"), setup("sky-garden"));
    let seat = |g: &dyn aerie::catalog::Match| g.to_move().seats()[0];
    // What a choice does and costs, in words, before it is played.
    assert_eq!(
        tower.describe_token(seat(tower.as_ref()), &["take"], "2").as_deref(),
        Some("Take card 2: black, white, grey (you'll hold 7)")
    );
    assert_eq!(
        tower.describe_token(seat(tower.as_ref()), &["build", "A2", "black", "roof"], "A2").as_deref(),
        Some("Roof on A2, height 1: black vehicle +1, score +2")
    );
    assert_eq!(
        cloud.describe_token(seat(cloud.as_ref()), &["place", "T35", "C2"], "90").as_deref(),
        Some("Turned 90°: blue on f3, brown on e4; 1 new walkway")
    );
    assert_eq!(
        sky.describe_token(seat(sky.as_ref()), &["choose"], "E6").as_deref(),
        Some("Keep E6: sets of Toucan + Hawk (1-5 $ income, up to 10 points)")
    );
}
