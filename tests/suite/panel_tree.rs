//! The move builder reaches every legal move: at many positions of every
//! game and player count (random games through the console), the whole
//! panel tree is walked through the components the bot would send (every
//! option of every menu, every group, every Confirm), and the moves reached
//! must be exactly the legal moves the table lists. Every panel fits
//! Discord's limits, and its labels are words, not only codes.

use crate::support;

use std::collections::{BTreeMap, BTreeSet};

use rand::seq::SliceRandom;
use rand::SeedableRng;
use rand_chacha::ChaCha8Rng;

use aerie::console::CHANNEL;
use aerie::discord::panel::{self, Outcome, Panel, PanelId};
use aerie::i18n::Shows;
use aerie::table::Moves;
use support::Harness;

/// Every move the panel tree reaches, and how many panels were shown:
/// every choice is followed (a pick that completes a move plays it), Back
/// and Undo are not ways down. No label is a move's bare notation.
fn walk(moves: &Moves) -> (BTreeSet<String>, usize) {
    let mut reached = BTreeSet::new();
    let mut stack = vec![panel::open(moves, aerie::i18n::Lang::En).expect("a panel for whoever must act")];
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
                    "pc" | "pg" | "pa" => {
                        follow(panel::answer(moves, &parsed, None, aerie::i18n::Lang::En), &mut stack, id)
                    }
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
                            follow(
                                panel::answer(moves, &parsed, option["value"].as_str(), aerie::i18n::Lang::En),
                                &mut stack,
                                label,
                            );
                        }
                    }
                    _ => {}
                }
            }
        }
    }
    (reached, shown)
}

/// A console table of `kind` with `players` seated (alice hosts), started with `seed`.
async fn started(kind: &str, options: &str, players: usize, seed: u64) -> Harness {
    let names = ["alice", "bob", "carol", "dave"];
    let mut h = Harness::fast().await;
    h.ok(&format!("alice: /game new game:{kind} {options}")).await;
    for name in &names[1..players] {
        h.ok(&format!("{name}: /game join")).await;
    }
    h.ok(&format!("alice: /game start seed:{seed}")).await;
    h
}

/// The fewest clicks from the panel's root to each legal move (a pick that
/// plays it counts; so does the Confirm after a question).
fn clicks_to_moves(moves: &Moves) -> BTreeMap<String, usize> {
    let mut fewest: BTreeMap<String, usize> = BTreeMap::new();
    let mut stack = vec![(panel::open(moves, aerie::i18n::Lang::En).expect("a panel"), 0)];
    while let Some((Panel { components, .. }, depth)) = stack.pop() {
        let rows = serde_json::to_value(&components).unwrap();
        for c in rows.as_array().unwrap().iter().flat_map(|row| row["components"].as_array().unwrap().clone()) {
            let id = c["custom_id"].as_str().unwrap();
            let parsed = PanelId::parse(id).unwrap();
            let values: Vec<Option<&str>> = match &id[..2] {
                "pc" | "pg" | "pa" => vec![None],
                "ps" => c["options"].as_array().unwrap().iter().map(|o| o["value"].as_str()).collect(),
                _ => vec![],
            };
            for value in values {
                match panel::answer(moves, &parsed, value, aerie::i18n::Lang::En) {
                    Some(Outcome::Show(next)) => stack.push((next, depth + 1)),
                    Some(Outcome::Play(notation)) => {
                        let clicks = fewest.entry(notation).or_insert(usize::MAX);
                        *clicks = (*clicks).min(depth + 1);
                    }
                    _ => {}
                }
            }
        }
    }
    fewest
}

/// What a sensible player's clicks come to: one who knows what they want
/// (the greedy computer's choice) and clicks straight to it. A turn starts
/// on the board when its first step is there (games without secret hands),
/// else with Play; a forced step costs nothing, except as a turn's first
/// step (Play plays it). Returns the median clicks per turn, the share of
/// clicks that chose nothing (in percent) and the clicks per decision.
async fn scripted_clicks(kind: &str, options: &str, players: usize, seed: u64) -> (usize, usize, f64) {
    use aerie::bots::{self, Strategy};
    let mut h = started(kind, options, players, seed).await;
    let engine = aerie::catalog::engine(kind).unwrap();
    let parsed: Vec<(String, String)> = options
        .split_whitespace()
        .filter_map(|o| o.split_once(':'))
        .map(|(k, v)| (k.to_string(), v.to_string()))
        .collect();
    let mut state = engine.setup(&engine.parse_options(&parsed).unwrap(), players, seed).unwrap();
    let (mut per_turn, mut this_turn, mut idle, mut total, mut turn_started) = (vec![], 0, 0, 0, true);
    let mut decisions = 0;
    for decision in 0..3_000u64 {
        let view = h.view("").await.unwrap();
        if view.status != "running" {
            break;
        }
        let user = view.to_move[0].user.clone();
        let seat = state.to_move().seats()[0];
        let moves = h.table().moves_for(CHANNEL, &user).await.unwrap().unwrap();
        assert_eq!(moves.legal, state.legal(seat), "{kind}: the copy follows the game");
        let mv = bots::choose(state.as_ref(), seat, Strategy::Greedy, decision).unwrap();
        let on_board = !moves.secret_hands && view.to_move.len() == 1;
        let clicks = match panel::forced(&moves) {
            Some(_) => usize::from(turn_started),
            None => {
                decisions += 1;
                let to_move = clicks_to_moves(&moves)[&mv];
                let play = usize::from(turn_started && !on_board);
                let index = moves.legal.iter().position(|m| *m == mv).unwrap();
                let asked = moves.confirm_final && moves.final_moves[index];
                idle += play + usize::from(asked);
                play + to_move
            }
        };
        this_turn += clicks;
        total += clicks;
        h.ok(&format!("{user}: /move action:\"{mv}\"")).await;
        let before = state.to_move();
        state.play(seat, &mv).unwrap();
        turn_started =
            state.to_move() != before || state.at_turn_start() == Some(true) || state.to_move().seats().is_empty();
        if turn_started {
            per_turn.push(this_turn);
            this_turn = 0;
        }
    }
    per_turn.sort_unstable();
    let median = per_turn[per_turn.len() / 2];
    println!(
        "{kind} for {players}, a sensible player: {} turns, {decisions} decisions, median {median} clicks per turn, \
         {idle} of {total} clicks chose nothing",
        per_turn.len()
    );
    (median, idle * 100 / total.max(1), total as f64 / decisions.max(1) as f64)
}

/// The targets (set for a random clicker) hold for a sensible player too.
#[tokio::test]
async fn a_sensible_player_clicks_little() {
    let games = [("tower-up", 2, 1, 4), ("tower-up", 4, 2, 4), ("cloud-city", 2, 3, 8), ("cloud-city", 4, 4, 8)];
    let solo_and_more = [1, 3].into_iter().map(|players| ("sky-garden", players, 5 + players as u64, 0));
    for (kind, players, seed, target) in games.into_iter().chain(solo_and_more) {
        let (median, idle, per_decision) = scripted_clicks(kind, "", players, seed).await;
        assert!(idle <= 25, "{kind} for {players}: {idle}% of clicks chose nothing");
        assert!(per_decision <= 2.0, "{kind} for {players}: {per_decision:.2} clicks per decision");
        // (Sky Garden's greedy player makes many decisions a turn: its
        // clicks per turn are decisions, not overhead.)
        if kind != "sky-garden" {
            assert!(median <= target, "{kind} for {players}: {median} clicks per turn");
        }
    }
}

/// Plays random games, walking the tree every few decisions.
async fn walk_games(kind: &str, options: &str, players: usize, seed: u64, every: usize, max_walks: usize) {
    let mut h = started(kind, options, players, seed).await;
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
            worded |= moves.labels.iter().flatten().any(|l| l.english().contains(' '));
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
        tower.describe_token(seat(tower.as_ref()), &["take"], "2").map(|s| s.english()).as_deref(),
        Some("Take card 2: black, white, grey (you'll hold 7)")
    );
    assert_eq!(
        tower
            .describe_token(seat(tower.as_ref()), &["build", "A2", "black", "roof"], "A2")
            .map(|s| s.english())
            .as_deref(),
        Some("Roof on A2, height 1: black vehicle +1, score +2")
    );
    assert_eq!(
        cloud.describe_token(seat(cloud.as_ref()), &["place", "T35", "C2"], "90").map(|s| s.english()).as_deref(),
        Some("Turned 90°: blue on f3, brown on e4; 1 new walkway")
    );
    assert_eq!(
        sky.describe_token(seat(sky.as_ref()), &["choose"], "E6").map(|s| s.english()).as_deref(),
        Some("Keep E6: sets of Toucan + Hawk (1-5 $ income, up to 10 points)")
    );
}
