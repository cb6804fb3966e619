//! The real bot (serenity client, handler, table, SQLite) against a fake
//! Discord on loopback. Every request the bot sends is validated against
//! Discord's OpenAPI description; each test ends by asserting none failed.

use crate::discord_bot;
use crate::fake_discord;

use std::collections::BTreeSet;
use std::time::Duration;

use rand::seq::SliceRandom;
use rand::SeedableRng;
use rand_chacha::ChaCha8Rng;

use aerie::clock::Clock;
use discord_bot::*;
use fake_discord::{Failure, FakeInteraction, RecordedRequest, CHANNEL_ID, GUILD_ID, USER_ID};

/// Opens a table and starts it. Discord gives no seed: the setup is random.
async fn open_table(bot: &Bot, kind: &str, players: &[u64]) {
    bot.send(slash_new(kind)).await;
    for &p in &players[1..] {
        bot.send(as_user(FakeInteraction::slash("game").subcommand("join"), p)).await;
    }
    let start = bot.send(FakeInteraction::slash("game").subcommand("start")).await;
    assert!(start.iter().any(|r| content(r).contains("begins")), "{:?}", start.iter().map(content).collect::<Vec<_>>());
}

/// Plays a game to the end with moves picked from autocomplete; returns the
/// final public text.
async fn play_by_autocomplete(bot: &Bot, seed: u64, secret: bool) -> String {
    let mut rng = ChaCha8Rng::seed_from_u64(seed);
    for _ in 0..3_000 {
        let view = bot.view("").await;
        if view.status == "finished" {
            let last = bot.fake.requests().into_iter().rev().find(|r| content(r).contains("Final scores")).unwrap();
            return content(&last);
        }
        let actor = id_of(&view.to_move[0].user);
        let choices = bot.answer(as_user(FakeInteraction::autocomplete("move", "action", ""), actor)).await;
        assert_eq!(choices.callback_type(), Some(8), "an autocomplete answer");
        let options: Vec<String> = data(&choices)["choices"]
            .as_array()
            .unwrap()
            .iter()
            .map(|c| c["value"].as_str().unwrap().to_string())
            .collect();
        assert!(!options.is_empty() && options.len() <= 25, "{} choices", options.len());
        let mv = options.choose(&mut rng).unwrap().clone();
        let hands_before = if secret { hands(bot).await } else { vec![] };
        let sent = bot
            .fake
            .send_interaction(&as_user(FakeInteraction::slash("move").option("action", mv.clone()), actor))
            .unwrap();
        let first = bot.fake.await_callback(sent.id, WAIT).await.unwrap();
        assert_eq!(first.callback_type(), Some(5), "a move is acknowledged at once");
        // A completed turn's board is posted by editing the deferral (so its link is known);
        // a step inside a turn is answered to the mover alone, in a follow-up that replaces it.
        let answered =
            |r: &RecordedRequest| r.interaction_id == Some(sent.id) && answering(std::slice::from_ref(r)).is_some();
        let shown = bot.fake.wait_for_request(WAIT, answered).await.unwrap();
        assert!(is_ephemeral(&shown) == (shown.method == "POST"), "a board in public, a step in private");
        assert!(!content(&shown).is_empty(), "the move is answered");
        let logged = bot.game(CHANNEL_ID).await.moves.last().map(|m| m.notation.clone());
        assert_eq!(logged.as_deref(), Some(mv.as_str()), "the move is in the log");
        let replies = vec![shown];
        if secret {
            // No public message shows a tile that sits in a hand (and was dealt secretly).
            let held: BTreeSet<String> = hands(bot).await.into_iter().flatten().collect();
            let before: BTreeSet<String> = hands_before.into_iter().flatten().collect();
            for r in public(&replies) {
                for tile in held.intersection(&before) {
                    assert!(!content(r).contains(&format!("{tile} ")), "public message shows {tile}: {}", content(r));
                }
            }
        }
    }
    panic!("the game did not finish");
}

/// Plays the first legal move of whoever acts until the player to act has
/// changed `changes` times.
async fn play_turns(bot: &Bot, changes: usize) {
    let mut mover = bot.view("").await.to_move[0].user.clone();
    let mut seen = 0;
    while seen < changes {
        let actor = id_of(&mover);
        let mv = bot.view(&actor.to_string()).await.to_move[0].legal.clone().unwrap()[0].clone();
        let before = bot.game(CHANNEL_ID).await.moves.len();
        bot.send(as_user(FakeInteraction::slash("move").option("action", mv), actor)).await;
        assert!(bot.game(CHANNEL_ID).await.moves.len() > before, "the move was played");
        let now = bot.view("").await.to_move[0].user.clone();
        if now != mover {
            seen += 1;
            mover = now;
        }
    }
}

async fn hands(bot: &Bot) -> Vec<Vec<String>> {
    let game = bot.game(CHANNEL_ID).await;
    serde_json::from_value(game.snapshot.unwrap()["hands"].clone()).unwrap_or_default()
}

#[tokio::test]
async fn commands_are_registered_from_the_catalog() {
    let _serial = serial().await;
    let bot = Bot::start(false, Duration::from_secs(2)).await;
    let commands = bot.fake.commands(Some(GUILD_ID));
    let names: Vec<&str> = commands.iter().map(|c| c["name"].as_str().unwrap()).collect();
    for name in ["game", "move", "help", "games", "remind", "vacation"] {
        assert!(names.contains(&name), "/{name} is registered: {names:?}");
    }
    let game = commands.iter().find(|c| c["name"] == "game").unwrap();
    let sub = |name: &str| game["options"].as_array().unwrap().iter().find(|o| o["name"] == name).unwrap().clone();
    // `/game new <game>`: one subcommand per game, each with its own options only.
    let new = sub("new");
    let games = new["options"].as_array().unwrap();
    let kinds: Vec<&str> = games.iter().map(|g| g["name"].as_str().unwrap()).collect();
    assert_eq!(kinds, ["tower-up", "cloud-city", "sky-garden"]);
    let options = |kind: &str| -> Vec<(String, u64)> {
        let game = games.iter().find(|g| g["name"] == kind).unwrap();
        let list = game["options"].as_array().cloned().unwrap_or_default();
        list.iter().map(|o| (o["name"].as_str().unwrap().to_string(), o["type"].as_u64().unwrap())).collect()
    };
    const STRING: u64 = 3;
    const BOOLEAN: u64 = 5;
    assert_eq!(options("tower-up"), [("first-game".into(), BOOLEAN), ("thread".into(), BOOLEAN)]);
    assert_eq!(
        options("cloud-city"),
        [("size".into(), STRING), ("requests".into(), STRING), ("thread".into(), BOOLEAN)]
    );
    assert_eq!(options("sky-garden"), [("thread".into(), BOOLEAN)]);
    // Seeds on Discord come only from OS randomness: no command takes one.
    let text = serde_json::to_string(&commands).unwrap();
    assert!(!text.contains("\"seed\""), "a seed option is registered: {}", sub("start"));
    assert!(sub("start")["options"].as_array().is_none_or(|o| o.is_empty()));
    let help = bot.send(FakeInteraction::slash("help")).await;
    assert!(is_ephemeral(&help[0]) && content(&help[0]).contains("/game new"));
    // Every command, option and choice also reads in Ukrainian (the fake
    // checks Discord's naming rules for each localisation).
    assert_eq!(game["name_localizations"]["uk"], "гра");
    assert_eq!(sub("join")["description_localizations"]["uk"], "Сісти за стіл у цьому каналі");
    fn all_localised(item: &serde_json::Value, path: &str, missing: &mut Vec<String>) {
        let path = format!("{path} {}", item["name"].as_str().unwrap_or(""));
        let cyrillic = |v: &serde_json::Value| v.as_str().is_some_and(|t| t.chars().any(|c| ('а'..='я').contains(&c)));
        if item["name_localizations"]["uk"].as_str().is_none() {
            missing.push(format!("{path}: no Ukrainian name"));
        }
        if item.get("description").is_some() && !cyrillic(&item["description_localizations"]["uk"]) {
            missing.push(format!("{path}: no Ukrainian description"));
        }
        for child in
            item["options"].as_array().into_iter().flatten().chain(item["choices"].as_array().into_iter().flatten())
        {
            all_localised(child, &path, missing);
        }
    }
    let mut missing = vec![];
    for command in &commands {
        all_localised(command, "", &mut missing);
    }
    assert!(missing.is_empty(), "{missing:#?}");
    bot.fake.assert_no_violations();
}

#[tokio::test]
async fn whole_games_of_every_kind_by_autocomplete() {
    let _serial = serial().await;
    let bot = Bot::start(false, Duration::from_secs(2)).await;
    for (kind, secret, seed) in [("tower-up", false, 1), ("cloud-city", true, 2), ("sky-garden", true, 3)] {
        open_table(&bot, kind, &[USER_ID, BOB]).await;
        let end = play_by_autocomplete(&bot, seed, secret).await;
        assert!(end.contains("Final scores"), "{end}");
        assert!(end.contains("wins") || end.contains("Shared victory"), "{end}");
    }
    // Hands are private: ephemeral, and only to their owner.
    bot.send(slash_new("cloud-city")).await;
    bot.send(as_user(FakeInteraction::slash("game").subcommand("join"), BOB)).await;
    bot.send(FakeInteraction::slash("game").subcommand("start")).await;
    let hand = bot.send(as_user(FakeInteraction::slash("game").subcommand("hand"), BOB)).await;
    assert!(is_ephemeral(&hand[0]), "the hand is ephemeral");
    let bob_hand = &hands(&bot).await[1];
    for tile in bob_hand {
        assert!(content(&hand[0]).contains(tile.as_str()));
    }
    let status = bot.send(as_user(FakeInteraction::slash("game").subcommand("status"), CAROL)).await;
    assert!(is_ephemeral(&status[0]));
    for tile in bob_hand {
        assert!(!content(&status[0]).contains(tile.as_str()), "a watcher's status shows {tile}");
    }
    bot.fake.assert_no_violations();
}

#[tokio::test]
async fn boards_carry_images_and_buttons_and_old_buttons_change_nothing() {
    let _serial = serial().await;
    let bot = Bot::start(true, Duration::from_secs(2)).await;
    open_table(&bot, "tower-up", &[USER_ID, BOB]).await;
    let start = bot.fake.requests().into_iter().rev().find(|r| content(r).contains("begins")).unwrap();
    assert_eq!(start.files.len(), 1, "the board is attached");
    assert!(start.files[0].size < 1_000_000, "board image is {} bytes", start.files[0].size);
    let board_id = bot.fake.original_message_id(start.interaction_id.unwrap()).unwrap();
    let board = bot.fake.message(board_id).unwrap();

    // The right player opens the move builder and confirms a move twice at once: applied once.
    let actor = id_of(&bot.view("").await.to_move[0].user);
    let other = if actor == USER_ID { BOB } else { USER_ID };
    let version = bot.game(CHANNEL_ID).await.version;
    let panel = bot.open_panel(actor, &board).await;
    assert!(bot.fake.message(panel).unwrap()["flags"].as_u64().unwrap() & EPHEMERAL != 0, "the panel is private");
    let last = bot.final_pick(actor, panel).await;
    let a = bot.fake.send_interaction(&as_user(pick(&last, panel), actor)).unwrap();
    let b = bot.fake.send_interaction(&as_user(pick(&last, panel), actor)).unwrap();
    bot.fake.await_callback(a.id, WAIT).await.unwrap();
    bot.fake.await_callback(b.id, WAIT).await.unwrap();
    tokio::time::sleep(Duration::from_millis(300)).await;
    let game = bot.game(CHANNEL_ID).await;
    assert_eq!(game.moves.len(), 1, "one of two identical clicks applied");
    assert!(game.version > version);
    let texts: Vec<String> =
        [a.id, b.id].iter().flat_map(|id| bot.fake.interaction_responses(*id)).map(|r| content(&r)).collect();
    assert!(
        texts.iter().any(|t| t.contains("moved on") || t.contains("Someone acted") || t.contains("not your turn")),
        "{texts:?}"
    );

    // The old board's Play button, clicked later, answers privately and changes nothing.
    let before = bot.game(CHANNEL_ID).await.version;
    let play = button(&board, "Play").unwrap();
    let late = bot.send(as_user(FakeInteraction::button(&play, board_id), other)).await;
    // (Deferred privately at once; the answer edits the deferral.)
    let said = content(answering(&late).unwrap());
    assert!(is_ephemeral(&late[0]) && said.contains("earlier turn"), "{said}");
    assert_eq!(bot.game(CHANNEL_ID).await.version, before);
    bot.fake.assert_no_violations();
}

#[tokio::test]
async fn refusals_are_private_and_specific() {
    let _serial = serial().await;
    let bot = Bot::start(false, Duration::from_secs(2)).await;
    open_table(&bot, "tower-up", &[USER_ID, BOB]).await;
    let actor = id_of(&bot.view("").await.to_move[0].user);
    let other = if actor == USER_ID { BOB } else { USER_ID };
    let out_of_turn = bot.send(as_user(FakeInteraction::slash("move").option("action", "take 1"), other)).await;
    let out_of_turn = answering(&out_of_turn).unwrap();
    assert!(is_ephemeral(out_of_turn) && content(out_of_turn).contains("not your turn"));
    let watcher = bot.send(as_user(FakeInteraction::slash("move").option("action", "take 1"), CAROL)).await;
    let watcher = answering(&watcher).unwrap();
    assert!(is_ephemeral(watcher) && content(watcher).contains("not seated"));
    let cancel = bot.send(as_user(FakeInteraction::slash("game").subcommand("cancel"), BOB).permissions("0")).await;
    assert!(is_ephemeral(&cancel[0]) && content(&cancel[0]).contains("Only the host"));
    // A channel manager may cancel someone else's game.
    let cancel = bot.send(as_user(FakeInteraction::slash("game").subcommand("cancel"), CAROL)).await;
    assert!(!is_ephemeral(&cancel[0]) && content(&cancel[0]).contains("cancelled"));
    // No game in a DM.
    let dm = bot.send(slash_new("tower-up").in_dm(1_100_000_000_000_000_099)).await;
    assert!(content(&dm[0]).contains("DM"), "{}", content(&dm[0]));
    bot.fake.assert_no_violations();
}

#[tokio::test]
async fn slow_answers_are_deferred_then_completed() {
    let _serial = serial().await;
    // Answer-within 0: every command takes the deferral path.
    let bot = Bot::start(true, Duration::ZERO).await;
    let replies = bot.send(slash_new("tower-up")).await;
    assert_eq!(replies[0].callback_type(), Some(5), "deferred");
    assert!(replies.iter().any(|r| r.method == "PATCH" && content(r).contains("Tower Up")), "then the result");
    bot.send(as_user(FakeInteraction::slash("game").subcommand("join"), BOB)).await;
    let start = bot.send(FakeInteraction::slash("game").subcommand("start")).await;
    assert!(start.iter().any(|r| r.method == "PATCH" && r.files.len() == 1), "the board follows the deferral");
    // A refusal after a public deferral: the placeholder goes, the answer is private.
    let refused = bot.send(as_user(FakeInteraction::slash("game").subcommand("start"), BOB)).await;
    assert!(
        refused.iter().any(|r| r.method == "DELETE"),
        "{:?}",
        refused.iter().map(|r| (r.method.clone(), r.path.clone(), r.status, content(r))).collect::<Vec<_>>()
    );
    assert!(refused.iter().any(|r| is_ephemeral(r) && content(r).contains("already started")));
    bot.fake.assert_no_violations();
}

#[tokio::test]
async fn discord_failures_are_retried_without_losing_the_move() {
    let _serial = serial().await;
    let bot = Bot::start(false, Duration::from_secs(2)).await;
    open_table(&bot, "tower-up", &[USER_ID, BOB]).await;
    // Setups on Discord are random: play a move that is legal in this one.
    let actor = id_of(&bot.view("").await.to_move[0].user);
    let legal = bot.table.moves_for(&CHANNEL_ID.to_string(), &actor.to_string()).await.unwrap().unwrap().legal;
    bot.fake.fail_next("POST", "/interactions/{interaction_id}/{interaction_token}/callback", 1, Failure::ServerError);
    let replies = bot.send(as_user(FakeInteraction::slash("move").option("action", legal[0].clone()), actor)).await;
    assert!(bot.fake.requests().iter().any(|r| r.status == 500), "the first try failed");
    assert!(replies.iter().any(|r| r.status < 300 && !content(r).is_empty()), "the retry went through");
    let game = bot.game(CHANNEL_ID).await;
    assert_eq!(game.moves.len(), 1);
    // A rate limit on the next answer: retried after the wait, the move stands.
    let actor = id_of(&bot.view("").await.to_move[0].user);
    let legal = bot.table.moves_for(&CHANNEL_ID.to_string(), &actor.to_string()).await.unwrap().unwrap().legal;
    bot.fake.fail_next(
        "POST",
        "/interactions/{interaction_id}/{interaction_token}/callback",
        1,
        Failure::RateLimited { retry_after: 0.6, global: false },
    );
    let replies = bot.send(as_user(FakeInteraction::slash("move").option("action", legal[0].clone()), actor)).await;
    let requests = bot.fake.requests();
    let limited = requests.iter().position(|r| r.status == 429).expect("the first try was rate limited");
    let retry = requests[limited + 1..].iter().find(|r| r.path == requests[limited].path).expect("a retry");
    let waited = retry.at - requests[limited].at;
    assert!(waited >= Duration::from_millis(600), "the retry waited {waited:?}, less than Discord's retry_after");
    assert!(replies.iter().any(|r| r.status < 300 && !content(r).is_empty()), "the retry went through");
    let game = bot.game(CHANNEL_ID).await;
    assert_eq!(game.moves.len(), 2);
    bot.fake.assert_no_violations();
}

#[tokio::test]
async fn reminders_arrive_and_fall_back_from_closed_dms() {
    let _serial = serial().await;
    let bot = Bot::start(false, Duration::from_secs(2)).await;
    open_table(&bot, "tower-up", &[USER_ID, BOB]).await;
    let actor = id_of(&bot.view("").await.to_move[0].user);
    bot.send(as_user(FakeInteraction::slash("remind").option("where", "dm"), actor)).await;
    bot.fake.close_dms(actor);
    bot.clock.advance(12 * 3600);
    bot.table.wakeups().notify_one();
    let reminder = channel_reminder(&bot.fake).await;
    assert!(content(&reminder).contains(&format!("<@{actor}>")), "{}", content(&reminder));
    // The table names the channel; Discord is sent a link to it.
    assert!(content(&reminder).contains(&format!("in <#{CHANNEL_ID}>")), "{}", content(&reminder));
    // Every message the bot posts on its own (DMs, reminders) carries a nonce, so a retry arrives once.
    for r in bot
        .fake
        .requests()
        .iter()
        .filter(|r| r.method == "POST" && r.route.as_deref() == Some("/channels/{channel_id}/messages"))
    {
        assert!(r.body.as_ref().is_some_and(|b| b["nonce"].is_string()), "no nonce: {:?}", r.body);
    }
    assert!(bot.fake.requests().iter().any(|r| r.status == 403), "the DM was tried first");
    // Delivered once: no second reminder until the next one is due.
    tokio::time::sleep(Duration::from_millis(300)).await;
    let count = bot
        .fake
        .requests()
        .iter()
        .filter(|r| r.path == format!("/channels/{CHANNEL_ID}/messages") && r.status < 300 && content(r).contains("⏰"))
        .count();
    assert_eq!(count, 1);
    assert!(bot.clock.now() > 0);
    bot.fake.assert_no_violations();
}

#[tokio::test]
async fn a_restarted_bot_keeps_the_game_and_its_buttons() {
    let _serial = serial().await;
    let bot = Bot::start(true, Duration::from_secs(2)).await;
    open_table(&bot, "tower-up", &[USER_ID, BOB]).await;
    let start = bot.fake.requests().into_iter().rev().find(|r| content(r).contains("begins")).unwrap();
    let board_id = bot.fake.original_message_id(start.interaction_id.unwrap()).unwrap();
    let board = bot.fake.message(board_id).unwrap();
    let actor = id_of(&bot.view("").await.to_move[0].user);
    // Stop the process and start another on the same database.
    let Bot { fake, shards, dir, .. } = bot;
    shards.shutdown_all().await;
    let bot = Bot::boot(fake, dir, true, Duration::from_secs(2)).await;
    // The board's Play button still opens the move builder, and its move plays.
    let panel = bot.open_panel(actor, &board).await;
    let (last, value) = bot.final_pick(actor, panel).await;
    let id = bot.click(actor, &last, panel, value.as_deref()).await;
    // Answered in place, or acknowledged and then edited.
    let answered =
        |r: &RecordedRequest| r.interaction_id == Some(id) && (r.method == "PATCH" || r.callback_type() == Some(7));
    bot.fake.wait_for_request(WAIT, answered).await.unwrap();
    let game = bot.game(CHANNEL_ID).await;
    assert_eq!(game.moves.len(), 1);
    bot.fake.assert_no_violations();
}

/// A secret choice reads by its public form to everyone else: in the channel,
/// and in the log a watcher or another player asks for.
#[tokio::test]
async fn a_secret_choice_reaches_others_by_its_public_form_only() {
    let _serial = serial().await;
    let bot = Bot::start(false, Duration::from_secs(2)).await;
    open_table(&bot, "sky-garden", &[USER_ID, BOB]).await;
    let choices = bot.answer(FakeInteraction::autocomplete("move", "action", "choose")).await;
    let choice = data(&choices)["choices"][0]["value"].as_str().unwrap().to_string();
    let card = choice.trim_start_matches("choose ").to_string();
    let answer = bot.send(FakeInteraction::slash("move").option("action", choice.clone())).await;
    // (The deferral's placeholder says nothing; the board edited into it does.)
    let announced: Vec<_> = public(&answer).into_iter().filter(|r| !content(r).is_empty()).collect();
    assert!(!announced.is_empty(), "the choice is announced");
    for r in announced {
        assert!(!content(r).contains(&card), "the channel sees {card}: {}", content(r));
        assert!(content(r).contains("chose an Event card"), "{}", content(r));
    }
    for onlooker in [BOB, CAROL] {
        let log = bot.send(as_user(FakeInteraction::slash("game").subcommand("log"), onlooker)).await;
        assert!(is_ephemeral(&log[0]));
        assert!(content(&log[0]).ends_with(": chose an Event card"), "{}", content(&log[0]));
        assert!(!content(&log[0]).contains(&card));
    }
    let own = bot.send(FakeInteraction::slash("game").subcommand("log")).await;
    assert!(
        content(&own[0]).ends_with(&format!("`{choice}`")),
        "the chooser's own log names the card: {}",
        content(&own[0])
    );
    bot.fake.assert_no_violations();
}

#[tokio::test]
async fn an_interaction_delivered_twice_is_answered_once() {
    let _serial = serial().await;
    let bot = Bot::start(false, Duration::from_secs(2)).await;
    bot.send(slash_new("tower-up")).await;
    let join = bot.fake.send_interaction(&as_user(FakeInteraction::slash("game").subcommand("join"), BOB)).unwrap();
    bot.fake.deliver_again(&join).unwrap();
    bot.fake.await_callback(join.id, WAIT).await.unwrap();
    tokio::time::sleep(Duration::from_millis(400)).await;
    let callbacks = bot.fake.interaction_responses(join.id).into_iter().filter(|r| r.is_callback()).count();
    assert_eq!(callbacks, 1, "answered once");
    assert_eq!(bot.game(CHANNEL_ID).await.seats.len(), 2, "Bob sits once");
    bot.fake.assert_no_violations();
}

#[tokio::test]
async fn kicking_someone_not_seated_names_them() {
    let _serial = serial().await;
    let bot = Bot::start(false, Duration::from_secs(2)).await;
    open_table(&bot, "tower-up", &[USER_ID, BOB]).await;
    let kick = FakeInteraction::slash("game").subcommand("kick").option("player", CAROL.to_string());
    let refused = bot.send(kick).await;
    let text = content(&refused[0]);
    assert!(is_ephemeral(&refused[0]), "{text}");
    assert!(text.contains(&format!("User {CAROL}")) && !text.contains(&format!("`{CAROL}`")), "{text}");
    bot.fake.assert_no_violations();
}

#[test]
fn logs_carry_no_colour_codes_when_stderr_is_not_a_terminal() {
    let dir = tempfile::tempdir().unwrap();
    // The bot is pointed at a port where nothing answers: it logs that it starts, then keeps trying.
    let mut child = std::process::Command::new(env!("CARGO_BIN_EXE_aerie"))
        .arg("bot")
        .env("RUST_LOG", "info")
        .env("DISCORD_TOKEN", "MTEw.fake.token")
        .env("DISCORD_API_BASE", "http://127.0.0.1:9")
        .env("DATABASE_URL", format!("sqlite://{}", dir.path().join("a.db").display()))
        .stdin(std::process::Stdio::null())
        .stdout(std::process::Stdio::null())
        .stderr(std::process::Stdio::piped())
        .spawn()
        .unwrap();
    std::thread::sleep(Duration::from_secs(3));
    let _ = child.kill();
    let output = child.wait_with_output().unwrap();
    let stderr = String::from_utf8_lossy(&output.stderr);
    assert!(stderr.contains("starting"), "the log says it starts: {stderr}");
    assert!(!stderr.contains('\x1b'), "colour codes in a piped log: {stderr:?}");
}

#[tokio::test]
async fn the_panel_after_an_undo_plays_on_by_clicking() {
    let _serial = serial().await;
    let bot = Bot::start(false, Duration::from_secs(2)).await;
    open_table(&bot, "cloud-city", &[USER_ID, BOB]).await;
    let actor = id_of(&bot.view("").await.to_move[0].user);
    let legal = bot.table.moves_for(&CHANNEL_ID.to_string(), &actor.to_string()).await.unwrap().unwrap().legal;
    let place = legal.iter().find(|m| m.starts_with("place")).unwrap().clone();
    let step = bot.send(as_user(FakeInteraction::slash("move").option("action", place), actor)).await;
    let step = answering(&step).unwrap();
    assert!(is_ephemeral(step), "a step inside the turn is private: {}", content(step));
    let before = public_messages(&bot.fake, CHANNEL_ID);
    let undo = bot.send(as_user(FakeInteraction::slash("game").subcommand("undo"), actor)).await;
    let shown = undo.iter().find(|r| content(r).contains("took back")).expect("the undo is answered");
    // (Deferred privately at once; the answer edits the deferral.)
    assert!(is_ephemeral(&undo[0]), "only the mover hears of an undo inside the turn");
    assert_eq!(public_messages(&bot.fake, CHANNEL_ID), before, "only the mover hears of an undo inside the turn");
    // The answer is the mover's panel again, where the game stands.
    let panel = bot.fake.original_message_id(shown.interaction_id.unwrap()).unwrap();
    let last = bot.final_pick(actor, panel).await;
    let id = bot.click(actor, &last.0, panel, last.1.as_deref()).await;
    // Answered in place, or acknowledged and then edited.
    let answered =
        |r: &RecordedRequest| r.interaction_id == Some(id) && (r.method == "PATCH" || r.callback_type() == Some(7));
    bot.fake.wait_for_request(WAIT, answered).await.unwrap();
    assert_eq!(bot.game(CHANNEL_ID).await.moves.len(), 1, "after the undo, the panel plays on by clicking");
    bot.fake.assert_no_violations();
}

#[tokio::test]
async fn the_leaderboard_answers_privately_with_the_callers_place() {
    let _serial = serial().await;
    let bot = Bot::start(false, Duration::from_secs(2)).await;
    open_table(&bot, "tower-up", &[USER_ID, BOB]).await;
    // Two turns each (a rated game is a played game), then Bob resigns: the
    // game ends with the caller first, and both are rated.
    play_turns(&bot, 4).await;
    bot.send(as_user(FakeInteraction::slash("game").subcommand("resign"), BOB)).await;
    let board = bot.send(FakeInteraction::slash("leaderboard").option("game", "tower-up")).await;
    let text = content(&board[0]);
    assert!(is_ephemeral(&board[0]), "{text}");
    assert!(text.contains("Tower Up on this server"), "{text}");
    assert!(text.contains("1. ") && text.contains("2. ") && text.contains("1 played · 1 won"), "{text}");
    assert!(text.contains("Your place: 1, rating"), "{text}");
    let theirs = bot.send(as_user(FakeInteraction::slash("leaderboard").option("game", "tower-up"), BOB)).await;
    assert!(content(&theirs[0]).contains("Your place: 2, rating"), "{}", content(&theirs[0]));
    bot.fake.assert_no_violations();
}
