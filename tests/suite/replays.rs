//! `/game replay` and `/game export`: a replay steps through the very boards
//! the game posted, a running game's replay keeps every secret, and an
//! exported record replays in `aerie play --replay` to the same scores
//! (a tampered one is caught).

use crate::discord_bot;
use crate::fake_discord;

use std::process::Command as Process;
use std::sync::Arc;
use std::time::Duration;

use rand::seq::SliceRandom;
use rand::SeedableRng;
use rand_chacha::ChaCha8Rng;
use serde_json::Value;

use aerie::clock::ManualClock;
use aerie::i18n::{self, Lang};
use aerie::store::{Status, Store};
use aerie::table::{Command, Controls, Place, Reply, Sight, Table, User};
use discord_bot::*;
use fake_discord::{FakeInteraction, RecordedRequest, CHANNEL_ID, GUILD_ID, USER_ID};

fn here() -> Place {
    Place { guild: Some(GUILD_ID.to_string()), channel: CHANNEL_ID.to_string() }
}

fn user(id: u64, name: &str) -> User {
    User { id: id.to_string(), name: name.to_string(), is_admin: false, manages_server: false }
}

fn words(reply: &Reply) -> String {
    i18n::words(Lang::En, &reply.text)
}

/// Opens a game of `kind` for `players` (the first hosts) and starts it.
async fn start(table: &Table, kind: &str, players: &[&User], seed: u64) -> Reply {
    let new = Command::New { kind: kind.into(), options: vec![], language: Lang::En };
    table.handle(&here(), players[0], new).await.unwrap();
    for player in &players[1..] {
        table.handle(&here(), player, Command::Join).await.unwrap();
    }
    let replies = table.handle(&here(), players[0], Command::Start { seed: Some(seed) }).await.unwrap();
    replies.into_iter().find(Reply::is_public).expect("the first board")
}

/// Plays a legal move (the first, or one `rng` picks) of someone who must
/// act; the public post, if the move completed a turn.
async fn play_one(table: &Table, players: &[&User], rng: Option<&mut ChaCha8Rng>) -> Option<Reply> {
    let channel = CHANNEL_ID.to_string();
    let mut to_act = vec![];
    for player in players {
        if let Some(moves) = table.moves_for(&channel, &player.id).await.unwrap().filter(|m| !m.legal.is_empty()) {
            to_act.push((*player, moves.legal));
        }
    }
    let (mover, legal) = to_act.first().expect("someone to act");
    let action = match rng {
        Some(rng) => legal.choose(rng).unwrap().clone(),
        None => legal[0].clone(),
    };
    let replies = table.handle(&here(), mover, Command::Move { action }).await.unwrap();
    replies.into_iter().find(Reply::is_public)
}

async fn first_move(table: &Table, players: &[&User]) -> Option<Reply> {
    play_one(table, players, None).await
}

fn pngs(reply: &Reply) -> Vec<Vec<u8>> {
    reply.images.iter().map(|p| p.png.clone()).collect()
}

fn files(request: &RecordedRequest) -> Vec<Vec<u8>> {
    request.files.iter().map(|f| f.bytes.clone()).collect()
}

fn disabled(message: &Value) -> Vec<String> {
    components(message)
        .into_iter()
        .filter(|(_, c)| c["disabled"] == true)
        .map(|(_, c)| c["label"].to_string())
        .collect()
}

fn aerie(args: &[&str]) -> std::process::Output {
    Process::new(env!("CARGO_BIN_EXE_aerie")).arg("play").args(args).output().unwrap()
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_replay_steps_through_the_boards_the_game_posted_and_its_record_checks_out() {
    let _serial = serial().await;
    let bot = Bot::start(true, Duration::from_secs(10)).await;
    let (alice, bob) = (user(USER_ID, "Alice"), user(BOB, "Bob"));
    let players = [&alice, &bob];
    let mut posted = vec![pngs(&start(&bot.table, "tower-up", &players, 5).await)];
    const TURNS: usize = 4;
    while posted.len() <= TURNS {
        if let Some(public) = first_move(&bot.table, &players).await {
            posted.push(pngs(&public));
        }
    }

    // A running game's record would tell its every future draw.
    let export = FakeInteraction::slash("game").subcommand("export");
    let refused = bot.answer(export.clone()).await;
    assert!(content(&refused).contains("still running"), "{}", content(&refused));
    assert!(refused.files.is_empty());

    bot.table.handle(&here(), &bob, Command::Resign).await.unwrap();
    let game = bot.game(CHANNEL_ID).await;

    // Opened at the end: the last turn's board, and the final scores.
    let opened = bot.answer(FakeInteraction::slash("game").subcommand("replay")).await;
    assert!(is_ephemeral(&opened), "a replay is private");
    assert_eq!(files(&opened), posted[TURNS], "the end shows the last board posted");
    assert!(content(&opened).contains(&format!("turn {TURNS} of {TURNS}")), "{}", content(&opened));
    assert!(content(&opened).contains("Final scores"), "{}", content(&opened));
    let message_id = bot.fake.original_message_id(opened.interaction_id.unwrap()).unwrap();
    let message = bot.fake.message(message_id).unwrap();
    assert_eq!(disabled(&message), [r#""Next ▶""#, r#""End ⏭""#]);

    // Start, then Next turn by turn: each step the board posted then, in place.
    let click = |label: &'static str| {
        let bot = &bot;
        async move {
            let message = bot.fake.message(message_id).unwrap();
            let id = button(&message, label).unwrap_or_else(|| panic!("a {label} button"));
            let clicked = bot.click(USER_ID, &id, message_id, None).await;
            let update = bot.fake.interaction_responses(clicked).into_iter().find(|r| r.is_callback()).unwrap();
            assert_eq!(update.callback_type(), Some(7), "the replay updates its own message");
            (files(&update), bot.fake.message(message_id).unwrap())
        }
    };
    let (shown, message) = click("⏮ Start").await;
    assert_eq!(shown, posted[0], "the setup shows the first board");
    assert_eq!(disabled(&message), [r#""⏮ Start""#, r#""◀ Back""#]);
    assert_eq!(message["attachments"].as_array().unwrap().len(), posted[0].len(), "the new image replaces the old");
    for (step, board) in posted.iter().enumerate().skip(1) {
        let (shown, message) = click("Next ▶").await;
        assert_eq!(&shown, board, "step {step} shows the board posted after turn {step}");
        let text = message["content"].as_str().unwrap();
        assert!(text.contains(&format!("turn {step} of {TURNS}")), "{text}");
        assert!(text.contains("Alice") || text.contains("Bob"), "who played: {text}");
    }
    let (shown, _) = click("◀ Back").await;
    assert_eq!(shown, posted[TURNS - 1]);
    let (shown, message) = click("End ⏭").await;
    assert_eq!(shown, posted[TURNS]);
    assert_eq!(disabled(&message), [r#""Next ▶""#, r#""End ⏭""#]);

    // Another server's game, and a step that isn't there, are refused.
    let typed = FakeInteraction::slash("game").subcommand("replay").option("id", game.id).option("step", 99);
    assert!(content(&bot.answer(typed).await).contains("no step 99"));
    let other = FakeInteraction::slash("game").subcommand("replay").option("id", game.id + 1);
    assert!(content(&bot.answer(other).await).contains(&format!("no game {}", game.id + 1)));

    // The record, exported and replayed by the binary: the same scores.
    let exported = bot.answer(export).await;
    assert_eq!(exported.files.len(), 1, "{}", content(&exported));
    assert_eq!(exported.files[0].filename, format!("aerie-game-{}.json", game.id));
    let record: Value = serde_json::from_slice(&exported.files[0].bytes).unwrap();
    assert_eq!((record["format"].as_str(), record["version"].as_u64()), (Some("aerie-game-record"), Some(1)));
    assert_eq!(record["moves"].as_array().unwrap().len(), game.moves.len());
    assert_eq!(record["result"]["ended"], "resigned");
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("game.json");
    std::fs::write(&path, &exported.files[0].bytes).unwrap();
    let checked = aerie(&["--replay", path.to_str().unwrap()]);
    let out = String::from_utf8_lossy(&checked.stdout);
    assert!(checked.status.success(), "{out}{}", String::from_utf8_lossy(&checked.stderr));
    assert!(out.contains("matches the recorded result"), "{out}");
    for row in record["result"]["scores"].as_array().unwrap() {
        let name = record["seats"][row["seat"].as_u64().unwrap() as usize]["name"].as_str().unwrap();
        assert!(out.contains(&format!("{name}: {} —", row["score"])), "{name}'s score in {out}");
    }
    bot.fake.assert_no_violations();
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_tampered_or_foreign_record_is_caught() {
    let dir = tempfile::tempdir().unwrap();
    let store = Store::open(&dir.path().join("aerie.db").display().to_string()).await.unwrap();
    let table = Table::new(store, Arc::new(ManualClock::at(1_780_704_000))).without_images();
    let (alice, bob) = (user(USER_ID, "Alice"), user(BOB, "Bob"));
    start(&table, "tower-up", &[&alice, &bob], 11).await;
    // Played to the end by the rules.
    let mut rng = ChaCha8Rng::seed_from_u64(11);
    for _ in 0..2_000 {
        if table.store().latest_game(&CHANNEL_ID.to_string()).await.unwrap().unwrap().status != Status::Running {
            break;
        }
        play_one(&table, &[&alice, &bob], Some(&mut rng)).await;
    }
    let replies = table.handle(&here(), &alice, Command::Export { game_id: None }).await.unwrap();
    let record: Value = serde_json::from_slice(&replies[0].files[0].bytes).unwrap();
    assert_eq!(record["result"]["ended"], "rules");
    let check = |record: &Value| {
        let path = dir.path().join("record.json");
        std::fs::write(&path, serde_json::to_vec(record).unwrap()).unwrap();
        let out = aerie(&["--replay", path.to_str().unwrap()]);
        (out.status.code(), String::from_utf8_lossy(&out.stdout).to_string() + &String::from_utf8_lossy(&out.stderr))
    };
    let (code, out) = check(&record);
    assert_eq!(code, Some(0), "{out}");

    let mut changed = record.clone();
    changed["moves"][2]["notation"] = "fly away".into();
    let (code, out) = check(&changed);
    assert_eq!(code, Some(1), "{out}");
    assert!(out.contains("The rules refuse move 3 (`fly away`)"), "{out}");

    let mut changed = record.clone();
    let real = changed["result"]["scores"][0]["score"].as_i64().unwrap();
    changed["result"]["scores"][0]["score"] = (real + 5).into();
    let (code, out) = check(&changed);
    assert_eq!(code, Some(1), "{out}");
    assert!(out.contains(&format!("scores {real} in the replay, but the record says {}", real + 5)), "{out}");

    // The loser declared winner, the real winner marked as gone.
    let winner = record["result"]["winners"][0].as_u64().unwrap();
    let loser = 1 - winner;
    let mut changed = record.clone();
    changed["result"]["ended"] = "resigned".into();
    changed["result"]["left"] = serde_json::json!([winner]);
    changed["result"]["winners"] = serde_json::json!([loser]);
    for row in changed["result"]["scores"].as_array_mut().unwrap() {
        row["rank"] = if row["seat"].as_u64() == Some(winner) { 2 } else { 1 }.into();
    }
    let (code, out) = check(&changed);
    assert_eq!(code, Some(1), "{out}");
    assert!(out.contains("ended as `resigned`, but its moves play it to the end by the rules"), "{out}");
    // Left in a game played to the end, yet the seat was still a person's.
    changed["result"]["ended"] = "rules".into();
    let (code, out) = check(&changed);
    assert_eq!(code, Some(1), "{out}");
    assert!(out.contains("but a person still played that seat"), "{out}");

    let mut changed = record.clone();
    changed["result"]["ended"] = "whatever".into();
    let (code, out) = check(&changed);
    assert_eq!(code, Some(1), "{out}");
    assert!(out.contains("ending `whatever` is not one"), "{out}");

    let mut changed = record.clone();
    let (first, second) =
        (changed["result"]["scores"][0]["rank"].clone(), changed["result"]["scores"][1]["rank"].clone());
    assert_ne!(first, second, "this seed's game is not a tie");
    changed["result"]["scores"][0]["rank"] = second.clone();
    changed["result"]["scores"][1]["rank"] = first.clone();
    let (code, out) = check(&changed);
    assert_eq!(code, Some(1), "{out}");
    assert!(out.contains(&format!("in the replay, but the record says {second}")), "{out}");

    let mut changed = record.clone();
    changed["result"]["winners"] = serde_json::json!([loser]);
    let (code, out) = check(&changed);
    assert_eq!(code, Some(1), "{out}");
    assert!(out.contains("Winners in the record:"), "{out}");

    let mut changed = record.clone();
    changed["options"] = "nonsense".into();
    let (code, out) = check(&changed);
    assert_eq!(code, Some(1), "{out}");
    assert!(out.contains("are not options of Tower Up"), "{out}");
    assert!(!out.contains("channel"), "{out}");

    let mut changed = record.clone();
    changed["version"] = 2.into();
    let (code, out) = check(&changed);
    assert_eq!(code, Some(2), "{out}");
    assert!(out.contains("format version 2"), "{out}");
    let path = dir.path().join("not.json");
    std::fs::write(&path, "moves: 1").unwrap();
    let out = aerie(&["--replay", path.to_str().unwrap()]);
    assert_eq!(out.status.code(), Some(2));
    assert!(String::from_utf8_lossy(&out.stderr).contains("not `JSON`"));
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_running_game_s_replay_shows_only_completed_turns_and_the_viewer_s_own_hand() {
    let dir = tempfile::tempdir().unwrap();
    let store = Store::open(&dir.path().join("aerie.db").display().to_string()).await.unwrap();
    let table = Table::new(store, Arc::new(ManualClock::at(1_780_704_000)));
    let (alice, bob, dave) = (user(USER_ID, "Alice"), user(BOB, "Bob"), user(DAVE, "Dave"));
    let players = [&alice, &bob];
    let first = start(&table, "sky-garden", &players, 3).await;
    let mut posted = vec![first];
    let mut hands = vec![];
    // Completed turns, then a step of a turn still in progress.
    for _ in 0..40 {
        let public = first_move(&table, &players).await;
        for player in players {
            let hand = table.handle(&here(), player, Command::Hand).await.unwrap();
            hands.push((player.id.clone(), words(&hand[0])));
        }
        match public {
            Some(public) => posted.push(public),
            None if posted.len() > 2 => break,
            None => {}
        }
    }
    let turns = posted.len() - 1;
    let game = table.store().latest_game(&CHANNEL_ID.to_string()).await.unwrap().unwrap();
    let in_progress = game.moves.last().unwrap().seat;
    assert!(turns >= 2, "a few turns were completed");
    for viewer in [&alice, &bob, &dave] {
        for step in 0..=turns {
            let command = Command::Replay { game_id: None, step: Some(step) };
            let replies = table.handle(&here(), viewer, command).await.unwrap();
            let reply = &replies[0];
            let Controls::Replay { count, .. } = reply.controls else { panic!("a replay") };
            assert_eq!(count, turns, "only completed turns are steps");
            let text = words(reply);
            for (owner, hand) in &hands {
                assert!(*owner == viewer.id || !text.contains(hand.as_str()), "{} sees {owner}'s hand", viewer.name);
            }
            let alts: Vec<String> = reply.images.iter().map(|p| i18n::said_in(Lang::En, &p.description)).collect();
            let own_hands = alts.iter().filter(|a| a.contains("Your hand")).count();
            let seated = viewer.id != dave.id;
            assert_eq!(own_hands, usize::from(seated), "{}: one hand, their own: {alts:?}", viewer.name);
            let boards: Vec<Vec<u8>> =
                reply.images.iter().take(reply.images.len() - own_hands).map(|p| p.png.clone()).collect();
            assert_eq!(boards, pngs(&posted[step]), "step {step} is the board posted then, not the turn in progress");
        }
        let refused = table.handle(&here(), viewer, Command::Replay { game_id: None, step: Some(turns + 1) }).await;
        assert!(refused.is_err(), "the turn in progress (seat {in_progress}) is no step");
    }
    let export = table.handle(&here(), &alice, Command::Export { game_id: None }).await.unwrap_err();
    assert!(i18n::words(Lang::En, &export.0).contains("seed"));
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_game_played_to_the_end_after_someone_left_checks_out_whole() {
    let dir = tempfile::tempdir().unwrap();
    let store = Store::open(&dir.path().join("aerie.db").display().to_string()).await.unwrap();
    let table = Table::new(store, Arc::new(ManualClock::at(1_780_704_000))).without_images();
    let (alice, bob, carol) = (user(USER_ID, "Alice"), user(BOB, "Bob"), user(CAROL, "Carol"));
    start(&table, "tower-up", &[&alice, &bob, &carol], 5).await;
    for _ in 0..3 {
        play_one(&table, &[&alice, &bob, &carol], None).await;
    }
    table.handle(&here(), &carol, Command::Resign).await.unwrap();
    let mut rng = ChaCha8Rng::seed_from_u64(5);
    for _ in 0..2_000 {
        if table.store().latest_game(&CHANNEL_ID.to_string()).await.unwrap().unwrap().status != Status::Running {
            break;
        }
        play_one(&table, &[&alice, &bob], Some(&mut rng)).await;
    }
    let replies = table.handle(&here(), &alice, Command::Export { game_id: None }).await.unwrap();
    let record: Value = serde_json::from_slice(&replies[0].files[0].bytes).unwrap();
    assert_eq!(
        (record["result"]["ended"].as_str(), record["result"]["left"].as_array().map(Vec::len)),
        (Some("rules"), Some(1))
    );
    let carol_rank =
        record["result"]["scores"].as_array().unwrap().iter().find(|r| r["seat"] == record["result"]["left"][0]);
    assert_eq!(carol_rank.unwrap()["rank"], 3, "who left ranks last");
    let path = dir.path().join("record.json");
    std::fs::write(&path, serde_json::to_vec(&record).unwrap()).unwrap();
    let out = aerie(&["--replay", path.to_str().unwrap()]);
    let printed = String::from_utf8_lossy(&out.stdout).to_string() + &String::from_utf8_lossy(&out.stderr);
    assert_eq!(out.status.code(), Some(0), "{printed}");
    assert!(printed.contains("matches the recorded result"), "{printed}");
}

/// A running Sky Garden game with a few completed turns and a turn in
/// progress: its table (which keeps replays), its store, and its turns.
async fn running_sky_garden(players: &[&User]) -> (Table, Store, usize, tempfile::TempDir) {
    let dir = tempfile::tempdir().unwrap();
    let store = Store::open(&dir.path().join("aerie.db").display().to_string()).await.unwrap();
    let table = Table::new(store.clone(), Arc::new(ManualClock::at(1_780_704_000)));
    let mut turns = 0;
    start(&table, "sky-garden", players, 3).await;
    for _ in 0..40 {
        match first_move(&table, players).await {
            Some(_) => turns += 1,
            None if turns >= 2 => break,
            None => {}
        }
    }
    (table, store, turns, dir)
}

fn replay(step: usize) -> Command {
    Command::Replay { game_id: None, step: Some(step) }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_replay_kept_is_the_one_rebuilt_and_never_another_viewer_s() {
    let (alice, bob, dave) = (user(USER_ID, "Alice"), user(BOB, "Bob"), user(DAVE, "Dave"));
    let (table, store, turns, _dir) = running_sky_garden(&[&alice, &bob]).await;
    // A table of its own keeps nothing: each of its answers is rebuilt.
    let rebuilt = |viewer: &User, step: usize| {
        let (fresh, viewer) = (Table::new(store.clone(), Arc::new(ManualClock::at(1_780_704_000))), viewer.clone());
        async move { fresh.handle(&here(), &viewer, replay(step)).await.unwrap() }
    };
    let hand = |reply: &Reply| {
        let alts = reply.images.iter().map(|p| (i18n::said_in(Lang::En, &p.description), p.png.clone()));
        alts.filter(|(alt, _)| alt.contains("Your hand")).map(|(_, png)| png).collect::<Vec<_>>()
    };
    for step in [turns, 0, turns] {
        // Alice first: her view (with her hand) is kept before the others ask.
        let mut hands = vec![];
        for viewer in [&alice, &bob, &dave] {
            let shown = table.handle(&here(), viewer, replay(step)).await.unwrap();
            assert_eq!(shown, rebuilt(viewer, step).await, "{} at step {step}: kept = rebuilt", viewer.name);
            assert_eq!(table.handle(&here(), viewer, replay(step)).await.unwrap(), shown, "asked again");
            hands.push(hand(&shown[0]));
        }
        assert_eq!(hands[0].len(), 1, "Alice sees her own hand");
        assert_eq!(hands[1].len(), 1, "Bob sees his own hand");
        assert_ne!(hands[0], hands[1], "Bob never gets Alice's hand from the cache");
        assert!(hands[2].is_empty(), "a watcher sees no hand");
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_replay_kept_is_still_refused_to_whoever_may_not_see_the_game_and_forgotten_with_its_player() {
    let dir = tempfile::tempdir().unwrap();
    let store = Store::open(&dir.path().join("aerie.db").display().to_string()).await.unwrap();
    let table = Table::new(store, Arc::new(ManualClock::at(1_780_704_000))).without_images();
    let (alice, bob, dave) = (user(USER_ID, "Alice"), user(BOB, "Bob"), user(DAVE, "Dave"));
    start(&table, "tower-up", &[&alice, &bob], 5).await;
    for _ in 0..4 {
        first_move(&table, &[&alice, &bob]).await;
    }
    table.handle(&here(), &bob, Command::Resign).await.unwrap();
    let game = table.store().latest_game(&CHANNEL_ID.to_string()).await.unwrap().unwrap();
    assert_eq!(game.status, Status::Finished);
    let by_id = Command::Replay { game_id: Some(game.id), step: None };

    // Dave sees it from the channel, and it is kept; out of the channel's sight, refused all the same.
    let seen = table.handle_seeing(&here(), &dave, &Sight::All, by_id.clone()).await.unwrap();
    assert!(words(&seen[0]).contains("Bob"), "{}", words(&seen[0]));
    let refused = table.handle_seeing(&here(), &dave, &Sight::OwnSeats, by_id.clone()).await.unwrap_err();
    assert!(i18n::words(Lang::En, &refused.0).contains("shown only to its players"), "{refused:?}");

    // Bob forgotten: no replay kept names him any more, for anyone.
    table.handle(&here(), &alice, by_id.clone()).await.unwrap();
    table.handle(&here(), &bob, Command::Forget { confirmed: true }).await.unwrap();
    for viewer in [&dave, &alice] {
        let shown = table.handle_seeing(&here(), viewer, &Sight::All, by_id.clone()).await.unwrap();
        assert!(!words(&shown[0]).contains("Bob"), "{}: {}", viewer.name, words(&shown[0]));
    }
}
