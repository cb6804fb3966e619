//! The real bot (serenity client, handler, table, SQLite) against a fake
//! Discord on loopback. Every request the bot sends is validated against
//! Discord's OpenAPI description; each test ends by asserting none failed.

mod fake_discord;

use std::collections::BTreeSet;
use std::sync::Arc;
use std::time::Duration;

use rand::seq::SliceRandom;
use rand::SeedableRng;
use rand_chacha::ChaCha8Rng;
use serde_json::Value;

use aerie::clock::{Clock, ManualClock};
use aerie::discord::Config;
use aerie::store::Store;
use aerie::table::Table;
use fake_discord::{Failure, FakeDiscord, FakeInteraction, RecordedRequest, CHANNEL_ID, GUILD_ID, TOKEN, USER_ID};

const BOB: u64 = 1_100_000_000_000_000_010;
const CAROL: u64 = 1_100_000_000_000_000_011;
const WAIT: Duration = Duration::from_secs(20);
const EPHEMERAL: u64 = 1 << 6;

/// These tests run one at a time: each runs a bot and a fake Discord, and
/// timing-sensitive waits should not compete for the machine's two cores.
async fn serial() -> tokio::sync::MutexGuard<'static, ()> {
    static SERIAL: tokio::sync::Mutex<()> = tokio::sync::Mutex::const_new(());
    SERIAL.lock().await
}

struct Bot {
    fake: FakeDiscord,
    table: Table,
    clock: Arc<ManualClock>,
    shards: Arc<serenity::all::ShardManager>,
    dir: tempfile::TempDir,
}

impl Bot {
    async fn start(images: bool, answer_within: Duration) -> Bot {
        let fake = FakeDiscord::start().await;
        let dir = tempfile::tempdir().unwrap();
        Self::boot(fake, dir, images, answer_within).await
    }

    /// Starts the bot process on `dir`'s database (again, after a restart).
    async fn boot(fake: FakeDiscord, dir: tempfile::TempDir, images: bool, answer_within: Duration) -> Bot {
        let url = dir.path().join("aerie.db").display().to_string();
        let store = Store::open(&url).await.unwrap();
        let clock = Arc::new(ManualClock::at(1_780_704_000));
        let mut table = Table::new(store, clock.clone());
        if !images {
            table = table.without_images();
        }
        let config = Config {
            token: TOKEN.into(),
            database_url: url,
            guild_id: Some(GUILD_ID),
            api_base: Some(fake.base_url()),
            answer_within,
        };
        let mut client = aerie::discord::client(&config, table.clone()).await.unwrap();
        let scheduler = tokio::spawn(aerie::discord::scheduler::run(table.clone(), client.http.clone()));
        let shards = client.shard_manager.clone();
        tokio::spawn(async move {
            let _ = client.start().await;
            scheduler.abort();
        });
        let before = fake.requests().iter().filter(|r| r.method == "PUT").count();
        fake.wait_for_request(WAIT, |r| r.method == "PUT" && r.path.ends_with("/commands")).await.unwrap();
        // Wait for this process's own registration (after a restart, the second).
        for _ in 0..200 {
            if fake.requests().iter().filter(|r| r.method == "PUT").count() > before {
                break;
            }
            tokio::time::sleep(Duration::from_millis(20)).await;
        }
        Bot { fake, table, clock, shards, dir }
    }

    /// Sends an interaction and returns every request answering it once the
    /// bot has gone quiet about it.
    async fn send(&self, spec: FakeInteraction) -> Vec<RecordedRequest> {
        let sent = self.fake.send_interaction(&spec).unwrap();
        self.fake.await_callback(sent.id, WAIT).await.unwrap();
        let mut seen = 0;
        let mut quiet = 0;
        while quiet < 8 {
            tokio::time::sleep(Duration::from_millis(50)).await;
            let now = self.fake.interaction_responses(sent.id).len();
            if now == seen {
                quiet += 1;
            } else {
                (seen, quiet) = (now, 0);
            }
        }
        self.fake.interaction_responses(sent.id)
    }

    /// Sends an interaction and returns the bot's first answer to it.
    async fn answer(&self, spec: FakeInteraction) -> RecordedRequest {
        let sent = self.fake.send_interaction(&spec).unwrap();
        self.fake.await_callback(sent.id, WAIT).await.unwrap()
    }

    async fn view(&self, viewer: &str) -> aerie::table::GameView {
        self.table.view(&CHANNEL_ID.to_string(), viewer).await.unwrap().unwrap()
    }
}

fn as_user(spec: FakeInteraction, id: u64) -> FakeInteraction {
    match id {
        USER_ID => spec,
        BOB => spec.user(BOB, "bob", "Bob"),
        CAROL => spec.user(CAROL, "carol", "Carol"),
        _ => unreachable!(),
    }
}

fn id_of(name: &str) -> u64 {
    match name {
        "Alice" => USER_ID,
        "Bob" => BOB,
        "Carol" => CAROL,
        other => panic!("unknown player {other}"),
    }
}

/// The message data of a response: callback `data`, or an edit/follow-up body.
fn data(r: &RecordedRequest) -> Value {
    let body = r.body.clone().unwrap_or(Value::Null);
    if r.is_callback() {
        body.get("data").cloned().unwrap_or(Value::Null)
    } else {
        body
    }
}

fn content(r: &RecordedRequest) -> String {
    data(r)["content"].as_str().unwrap_or("").to_string()
}

fn is_ephemeral(r: &RecordedRequest) -> bool {
    data(r)["flags"].as_u64().unwrap_or(0) & EPHEMERAL != 0
}

/// Messages that everyone sees (not ephemeral, not deletions or fetches).
fn public(responses: &[RecordedRequest]) -> Vec<&RecordedRequest> {
    responses
        .iter()
        .filter(|r| r.method != "DELETE" && r.method != "GET" && !is_ephemeral(r) && r.body.is_some())
        .collect()
}

fn slash_new(kind: &str) -> FakeInteraction {
    FakeInteraction::slash("game").subcommand("new").option("game", kind)
}

async fn open_table(bot: &Bot, kind: &str, players: &[u64], seed: i64) {
    bot.send(slash_new(kind)).await;
    for &p in &players[1..] {
        bot.send(as_user(FakeInteraction::slash("game").subcommand("join"), p)).await;
    }
    let start = bot.send(FakeInteraction::slash("game").subcommand("start").option("seed", seed)).await;
    assert!(content(&start[0]).contains("begins"), "{}", content(&start[0]));
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
        let first = &bot.answer(as_user(FakeInteraction::slash("move").option("action", mv.clone()), actor)).await;
        let replies = vec![first.clone()];
        assert_eq!(first.callback_type(), Some(4), "answered at once: {:?}", first.body);
        assert!(!is_ephemeral(first), "the move is announced publicly: {}", content(first));
        if !mv.starts_with("choose ") {
            // (A secret choice is announced by its public form only.)
            assert!(content(first).contains(&mv), "{}", content(first));
        }
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

async fn hands(bot: &Bot) -> Vec<Vec<String>> {
    let game = bot.table.store().latest_game(&CHANNEL_ID.to_string()).await.unwrap().unwrap();
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
    let new = game["options"].as_array().unwrap().iter().find(|o| o["name"] == "new").unwrap();
    let kinds: Vec<&str> =
        new["options"][0]["choices"].as_array().unwrap().iter().map(|c| c["value"].as_str().unwrap()).collect();
    assert_eq!(kinds, ["tower-up", "cloud-city", "sky-garden"]);
    let help = bot.send(FakeInteraction::slash("help")).await;
    assert!(is_ephemeral(&help[0]) && content(&help[0]).contains("/game new"));
    bot.fake.assert_no_violations();
}

#[tokio::test]
async fn whole_games_of_every_kind_by_autocomplete() {
    let _serial = serial().await;
    let bot = Bot::start(false, Duration::from_secs(2)).await;
    for (kind, secret, seed) in [("tower-up", false, 1), ("cloud-city", true, 2), ("sky-garden", true, 3)] {
        open_table(&bot, kind, &[USER_ID, BOB], seed as i64).await;
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
    open_table(&bot, "tower-up", &[USER_ID, BOB], 7).await;
    let start = bot.fake.requests().into_iter().rev().find(|r| content(r).contains("begins")).unwrap();
    assert_eq!(start.files.len(), 1, "the board is attached");
    assert!(start.files[0].size < 1_000_000, "board image is {} bytes", start.files[0].size);
    let buttons = data(&start)["components"][0]["components"].as_array().unwrap().clone();
    let take = buttons.iter().find(|b| b["label"] == "take 1").expect("a `take 1` button");
    let custom_id = take["custom_id"].as_str().unwrap().to_string();
    let message = bot.fake.original_message_id(start.interaction_id.unwrap()).unwrap();

    // The right player clicks: the move is made.
    let actor = id_of(&bot.view("").await.to_move[0].user);
    let other = if actor == USER_ID { BOB } else { USER_ID };
    let version = bot.table.store().latest_game(&CHANNEL_ID.to_string()).await.unwrap().unwrap().version;
    // Two clicks at once on the same button: applied once.
    let a = bot.fake.send_interaction(&as_user(FakeInteraction::button(&custom_id, message), actor)).unwrap();
    let b = bot.fake.send_interaction(&as_user(FakeInteraction::button(&custom_id, message), actor)).unwrap();
    bot.fake.await_callback(a.id, WAIT).await.unwrap();
    bot.fake.await_callback(b.id, WAIT).await.unwrap();
    tokio::time::sleep(Duration::from_millis(300)).await;
    let game = bot.table.store().latest_game(&CHANNEL_ID.to_string()).await.unwrap().unwrap();
    assert_eq!(game.moves.len(), 1, "one of two identical clicks applied");
    assert!(game.version > version);
    let texts: Vec<String> =
        [a.id, b.id].iter().flat_map(|id| bot.fake.interaction_responses(*id)).map(|r| content(&r)).collect();
    assert!(
        texts.iter().any(|t| t.contains("out of date") || t.contains("not your turn") || t.contains("moved on")),
        "{texts:?}"
    );

    // The old board's button, clicked later, answers privately and changes nothing.
    let before = bot.table.store().latest_game(&CHANNEL_ID.to_string()).await.unwrap().unwrap().version;
    let late = bot.send(as_user(FakeInteraction::button(&custom_id, message), other)).await;
    assert!(is_ephemeral(&late[0]) && content(&late[0]).contains("out of date"), "{}", content(&late[0]));
    assert_eq!(bot.table.store().latest_game(&CHANNEL_ID.to_string()).await.unwrap().unwrap().version, before);
    bot.fake.assert_no_violations();
}

#[tokio::test]
async fn refusals_are_private_and_specific() {
    let _serial = serial().await;
    let bot = Bot::start(false, Duration::from_secs(2)).await;
    open_table(&bot, "tower-up", &[USER_ID, BOB], 3).await;
    let actor = id_of(&bot.view("").await.to_move[0].user);
    let other = if actor == USER_ID { BOB } else { USER_ID };
    let out_of_turn = bot.send(as_user(FakeInteraction::slash("move").option("action", "take 1"), other)).await;
    assert!(is_ephemeral(&out_of_turn[0]) && content(&out_of_turn[0]).contains("not your turn"));
    let watcher = bot.send(as_user(FakeInteraction::slash("move").option("action", "take 1"), CAROL)).await;
    assert!(is_ephemeral(&watcher[0]) && content(&watcher[0]).contains("not seated"));
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
    open_table(&bot, "tower-up", &[USER_ID, BOB], 5).await;
    let actor = id_of(&bot.view("").await.to_move[0].user);
    bot.fake.fail_next("POST", "/interactions/{interaction_id}/{interaction_token}/callback", 1, Failure::ServerError);
    let replies = bot.send(as_user(FakeInteraction::slash("move").option("action", "take 2"), actor)).await;
    assert!(bot.fake.requests().iter().any(|r| r.status == 500), "the first try failed");
    assert!(replies.iter().any(|r| r.status < 300 && content(r).contains("take 2")), "the retry went through");
    let game = bot.table.store().latest_game(&CHANNEL_ID.to_string()).await.unwrap().unwrap();
    assert_eq!(game.moves.len(), 1);
    // A rate limit on the next answer: retried after the wait, the move stands.
    let actor = id_of(&bot.view("").await.to_move[0].user);
    let legal = bot.table.moves_for(&CHANNEL_ID.to_string(), &actor.to_string()).await.unwrap().unwrap().legal;
    bot.fake.fail_next(
        "POST",
        "/interactions/{interaction_id}/{interaction_token}/callback",
        1,
        Failure::RateLimited { retry_after: 0.05, global: false },
    );
    let replies = bot.send(as_user(FakeInteraction::slash("move").option("action", legal[0].clone()), actor)).await;
    assert!(bot.fake.requests().iter().any(|r| r.status == 429), "the first try was rate limited");
    assert!(replies.iter().any(|r| r.status < 300 && content(r).contains(&legal[0])), "the retry went through");
    let game = bot.table.store().latest_game(&CHANNEL_ID.to_string()).await.unwrap().unwrap();
    assert_eq!(game.moves.len(), 2);
    bot.fake.assert_no_violations();
}

#[tokio::test]
async fn reminders_arrive_and_fall_back_from_closed_dms() {
    let _serial = serial().await;
    let bot = Bot::start(false, Duration::from_secs(2)).await;
    open_table(&bot, "tower-up", &[USER_ID, BOB], 5).await;
    let actor = id_of(&bot.view("").await.to_move[0].user);
    bot.send(as_user(FakeInteraction::slash("remind").option("where", "dm"), actor)).await;
    bot.fake.close_dms(actor);
    bot.clock.advance(12 * 3600);
    bot.table.wakeups().notify_one();
    let reminder = bot
        .fake
        .wait_for_request(WAIT, |r| {
            r.method == "POST" && r.path == format!("/channels/{CHANNEL_ID}/messages") && content(r).contains("⏰")
        })
        .await
        .unwrap();
    assert!(content(&reminder).contains(&format!("<@{actor}>")), "{}", content(&reminder));
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
    open_table(&bot, "tower-up", &[USER_ID, BOB], 11).await;
    let start = bot.fake.requests().into_iter().rev().find(|r| content(r).contains("begins")).unwrap();
    let buttons = data(&start)["components"][0]["components"].as_array().unwrap().clone();
    let custom_id = buttons[0]["custom_id"].as_str().unwrap().to_string();
    let message = bot.fake.original_message_id(start.interaction_id.unwrap()).unwrap();
    let actor = id_of(&bot.view("").await.to_move[0].user);
    // Stop the process and start another on the same database.
    let Bot { fake, shards, dir, .. } = bot;
    shards.shutdown_all().await;
    let bot = Bot::boot(fake, dir, true, Duration::from_secs(2)).await;
    let click = bot.send(as_user(FakeInteraction::button(&custom_id, message), actor)).await;
    assert!(!is_ephemeral(&click[0]), "the old board's button still plays: {}", content(&click[0]));
    let game = bot.table.store().latest_game(&CHANNEL_ID.to_string()).await.unwrap().unwrap();
    assert_eq!(game.moves.len(), 1);
    bot.fake.assert_no_violations();
}

/// A secret choice reads by its public form to everyone else: in the channel,
/// and in the log a watcher or another player asks for.
#[tokio::test]
async fn a_secret_choice_reaches_others_by_its_public_form_only() {
    let _serial = serial().await;
    let bot = Bot::start(false, Duration::from_secs(2)).await;
    open_table(&bot, "sky-garden", &[USER_ID, BOB], 3).await;
    let choices = bot.answer(FakeInteraction::autocomplete("move", "action", "choose")).await;
    let choice = data(&choices)["choices"][0]["value"].as_str().unwrap().to_string();
    let card = choice.trim_start_matches("choose ").to_string();
    let answer = bot.send(FakeInteraction::slash("move").option("action", choice.clone())).await;
    let announced = public(&answer);
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
    assert!(content(&own[0]).ends_with(&choice), "the chooser's own log names the card: {}", content(&own[0]));
    bot.fake.assert_no_violations();
}
