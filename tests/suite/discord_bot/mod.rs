//! The real bot (serenity client, handler, table, SQLite) booted against the
//! fake Discord, with helpers to read what it sent. Shared by the Discord
//! test files.

#![allow(dead_code)]

use std::sync::Arc;
use std::time::Duration;

use serde_json::Value;

use crate::fake_discord::{FakeDiscord, FakeInteraction, RecordedRequest, CHANNEL_ID, GUILD_ID, TOKEN, USER_ID};
use aerie::clock::ManualClock;
use aerie::discord::Config;
use aerie::store::Store;
use aerie::table::Table;

pub const BOB: u64 = 1_100_000_000_000_000_010;
pub const CAROL: u64 = 1_100_000_000_000_000_011;
pub const DAVE: u64 = 1_100_000_000_000_000_012;
pub const WAIT: Duration = Duration::from_secs(20);
pub const EPHEMERAL: u64 = 1 << 6;
/// A lobby (moves, replays) limit no test reaches.
pub const UNLIMITED: usize = 10_000;

/// These tests run one at a time: each runs a bot and a fake Discord, and
/// timing-sensitive waits should not compete for the machine's two cores.
pub async fn serial() -> tokio::sync::MutexGuard<'static, ()> {
    static SERIAL: tokio::sync::Mutex<()> = tokio::sync::Mutex::const_new(());
    SERIAL.lock().await
}

pub struct Bot {
    pub fake: FakeDiscord,
    pub table: Table,
    pub clock: Arc<ManualClock>,
    pub shards: Arc<serenity::all::ShardManager>,
    pub dir: tempfile::TempDir,
    /// The Discord locale every click is sent with (server's and user's), if set.
    pub locale: std::sync::Mutex<Option<String>>,
}

impl Bot {
    /// The bot with no practical limit on lobby actions, moves or replays:
    /// these tests open game after game as one user within a minute, and
    /// click faster than any person.
    pub async fn start(images: bool, answer_within: Duration) -> Bot {
        Self::start_limited(images, answer_within, UNLIMITED).await
    }

    /// The bot allowing one user `lobby_actions_per_minute` lobby actions.
    pub async fn start_limited(images: bool, answer_within: Duration, lobby_actions_per_minute: usize) -> Bot {
        let edge = aerie::discord::Edge { lobby_actions_per_minute, ..unlimited() };
        Self::start_with(images, answer_within, edge).await
    }

    /// The bot with the edge's limits as `edge` says (`Edge::default()`: as deployed).
    pub async fn start_with(images: bool, answer_within: Duration, edge: aerie::discord::Edge) -> Bot {
        let fake = FakeDiscord::start().await;
        let dir = tempfile::tempdir().unwrap();
        Self::boot_with(fake, dir, images, answer_within, edge).await
    }

    /// Starts the bot process on `dir`'s database (again, after a restart).
    pub async fn boot(fake: FakeDiscord, dir: tempfile::TempDir, images: bool, answer_within: Duration) -> Bot {
        Self::boot_with(fake, dir, images, answer_within, unlimited()).await
    }

    async fn boot_with(
        fake: FakeDiscord,
        dir: tempfile::TempDir,
        images: bool,
        answer_within: Duration,
        edge: aerie::discord::Edge,
    ) -> Bot {
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
            metrics_addr: None,
        };
        let mut client = aerie::discord::client_with(&config, table.clone(), edge).await.unwrap();
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
        Bot { fake, table, clock, shards, dir, locale: Default::default() }
    }

    /// Sends an interaction and returns every request answering it once the
    /// bot has gone quiet about it.
    pub async fn send(&self, spec: FakeInteraction) -> Vec<RecordedRequest> {
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
    pub async fn answer(&self, spec: FakeInteraction) -> RecordedRequest {
        let sent = self.fake.send_interaction(&spec).unwrap();
        self.fake.await_callback(sent.id, WAIT).await.unwrap()
    }

    pub async fn view(&self, viewer: &str) -> aerie::table::GameView {
        self.view_in(CHANNEL_ID, viewer).await
    }

    pub async fn view_in(&self, channel: u64, viewer: &str) -> aerie::table::GameView {
        self.table.view(&channel.to_string(), viewer).await.unwrap().unwrap()
    }

    pub async fn game(&self, channel: u64) -> aerie::store::GameRecord {
        self.table.store().latest_game(&channel.to_string()).await.unwrap().unwrap()
    }
}

/// The edge with no limit a test reaches.
fn unlimited() -> aerie::discord::Edge {
    aerie::discord::Edge {
        register: true,
        lobby_actions_per_minute: UNLIMITED,
        moves_per_minute: UNLIMITED,
        replays_per_minute: UNLIMITED,
    }
}

/// What answers an interaction to whoever sent it, among `responses`: the
/// direct answer, the edit of its deferral, or the follow-up that replaced
/// a public deferral (a private answer to a command that plays).
pub fn answering(responses: &[RecordedRequest]) -> Option<&RecordedRequest> {
    responses.iter().find(|r| match r.is_callback() {
        true => !matches!(r.callback_type(), Some(5 | 6)),
        false => {
            (r.method == "PATCH" && r.path.ends_with("/messages/@original"))
                || (r.method == "POST" && r.path.starts_with("/webhooks/"))
        }
    })
}

pub fn as_user(spec: FakeInteraction, id: u64) -> FakeInteraction {
    match id {
        USER_ID => spec,
        BOB => spec.user(BOB, "bob", "Bob"),
        CAROL => spec.user(CAROL, "carol", "Carol"),
        DAVE => spec.user(DAVE, "dave", "Dave"),
        _ => unreachable!(),
    }
}

pub fn id_of(name: &str) -> u64 {
    match name {
        "Alice" => USER_ID,
        "Bob" => BOB,
        "Carol" => CAROL,
        "Dave" => DAVE,
        other => panic!("unknown player {other}"),
    }
}

/// The message data of a response: callback `data`, or an edit/follow-up body.
pub fn data(r: &RecordedRequest) -> Value {
    let body = r.body.clone().unwrap_or(Value::Null);
    if r.is_callback() {
        body.get("data").cloned().unwrap_or(Value::Null)
    } else {
        body
    }
}

pub fn content(r: &RecordedRequest) -> String {
    data(r)["content"].as_str().unwrap_or("").to_string()
}

/// Waits for a reminder (⏰) posted in the test channel.
pub async fn channel_reminder(fake: &FakeDiscord) -> RecordedRequest {
    let in_channel = format!("/channels/{CHANNEL_ID}/messages");
    fake.wait_for_request(WAIT, |r| r.method == "POST" && r.path == in_channel && content(r).contains("⏰"))
        .await
        .expect("a reminder in the channel")
}

pub fn is_ephemeral(r: &RecordedRequest) -> bool {
    data(r)["flags"].as_u64().unwrap_or(0) & EPHEMERAL != 0
}

/// Messages that everyone sees (not ephemeral, not deletions or fetches).
pub fn public(responses: &[RecordedRequest]) -> Vec<&RecordedRequest> {
    responses
        .iter()
        .filter(|r| r.method != "DELETE" && r.method != "GET" && !is_ephemeral(r) && r.body.is_some())
        .collect()
}

/// `/game new <kind>`.
pub fn slash_new(kind: &str) -> FakeInteraction {
    FakeInteraction::slash("game").subcommand("new").subcommand(kind)
}

/// Every button and menu of a message, as (custom id, JSON component).
pub fn components(message: &Value) -> Vec<(String, Value)> {
    let rows = message["components"].as_array().cloned().unwrap_or_default();
    rows.iter()
        .flat_map(|row| row["components"].as_array().cloned().unwrap_or_default())
        .map(|c| (c["custom_id"].as_str().unwrap_or("").to_string(), c))
        .collect()
}

/// A message's button with this label.
pub fn button(message: &Value, label: &str) -> Option<String> {
    components(message).into_iter().find(|(_, c)| c["label"] == label).map(|(id, _)| id)
}

/// Public messages in a channel (ephemeral ones excluded), oldest first.
pub fn public_messages(fake: &FakeDiscord, channel: u64) -> Vec<Value> {
    let ephemeral = |m: &Value| m["flags"].as_u64().unwrap_or(0) & EPHEMERAL != 0;
    fake.channel_messages(channel).into_iter().filter(|m| !ephemeral(m)).collect()
}

/// The public posts in `channel`: a post whose text did not fit one
/// message goes on in further ones (each but the last ends "\n…"), the
/// last carrying its images and buttons; here each post is one message,
/// its text joined.
pub fn public_posts(fake: &FakeDiscord, channel: u64) -> Vec<Value> {
    let mut posts: Vec<Value> = vec![];
    let mut head: Option<String> = None;
    for mut message in public_messages(fake, channel) {
        let text = message["content"].as_str().unwrap_or("").to_string();
        let joined = match head.take() {
            Some(earlier) => format!("{earlier}\n{text}"),
            None => text,
        };
        if let Some(earlier) = joined.strip_suffix("\n…") {
            head = Some(earlier.to_string());
            continue;
        }
        message["content"] = joined.into();
        posts.push(message);
    }
    // (A post whose last message has not arrived yet is not listed.)
    posts
}

impl Bot {
    /// Clicks a button (or chooses `value` in a menu) of message `message` as
    /// `user`, and waits for the bot's acknowledgement.
    pub async fn click(&self, user: u64, custom_id: &str, message: u64, value: Option<&str>) -> u64 {
        let spec = match value {
            Some(value) => FakeInteraction::select(custom_id, message, &[value]),
            None => FakeInteraction::button(custom_id, message),
        };
        // Clicked where the message is (a thread, say).
        let channel = self.fake.message(message).and_then(|m| m["channel_id"].as_str()?.parse().ok());
        let mut spec = spec.channel(channel.unwrap_or(CHANNEL_ID));
        if let Some(locale) = self.locale.lock().unwrap().clone() {
            spec = spec.locale(&locale).guild_locale(&locale);
        }
        let sent = self.fake.send_interaction(&as_user(spec, user)).unwrap();
        let callback = self.fake.await_callback(sent.id, WAIT).await.unwrap();
        if is_click_on_the_game(custom_id) && matches!(callback.callback_type(), Some(5 | 6)) {
            // Acknowledged at once; the answer follows in the original.
            let edited = |r: &RecordedRequest| {
                r.interaction_id == Some(sent.id) && r.method == "PATCH" && r.path.ends_with("/messages/@original")
            };
            self.fake.wait_for_request(WAIT, edited).await.unwrap();
        }
        sent.id
    }

    /// Opens the move builder from a board's Play button: the panel's message id.
    /// (When the only move left was played by itself, the panel that
    /// follows it comes as a follow-up.)
    pub async fn open_panel(&self, user: u64, board: &Value) -> u64 {
        let play = button(board, "Play").expect("a Play button");
        self.pick_on_board(user, board, &play, None).await
    }

    /// Clicks a choice on a public board (Play, or a choice of the first
    /// step): the message id of the private answer, the panel from then on.
    pub async fn pick_on_board(&self, user: u64, board: &Value, custom_id: &str, value: Option<&str>) -> u64 {
        let board_id: u64 = board["id"].as_str().unwrap().parse().unwrap();
        let id = self.click(user, custom_id, board_id, value).await;
        let deferred = self.fake.interaction_responses(id).iter().any(|r| r.callback_type() == Some(6));
        if !deferred {
            return self.fake.original_message_id(id).expect("the panel");
        }
        self.fake
            .wait_for_request(WAIT, |r| r.interaction_id == Some(id) && r.path.starts_with("/webhooks/"))
            .await
            .unwrap();
        let channel: u64 = board["channel_id"].as_str().unwrap().parse().unwrap();
        let ephemeral = |m: &Value| m["flags"].as_u64().unwrap_or(0) & EPHEMERAL != 0;
        let panel = self.fake.channel_messages(channel).into_iter().rev().find(ephemeral).expect("the panel");
        panel["id"].as_str().unwrap().parse().unwrap()
    }

    /// Walks a panel choosing the first choice until the next pick would play
    /// a move; returns that pick (a component id, and the menu value if it is
    /// a menu option) without clicking it.
    pub async fn final_pick(&self, user: u64, panel: u64) -> (String, Option<String>) {
        for _ in 0..20 {
            let message = self.fake.message(panel).unwrap();
            let channel = message["channel_id"].as_str().unwrap_or("").to_string();
            let moves = self.table.moves_for(&channel, &user.to_string()).await.unwrap().expect("a running game");
            let mut first = None;
            for (id, c) in components(&message) {
                let values: Vec<Option<String>> = match c["options"].as_array() {
                    Some(options) => options.iter().map(|o| o["value"].as_str().map(str::to_string)).collect(),
                    None => vec![None],
                };
                for value in values {
                    let Some(parsed) = aerie::discord::panel::PanelId::parse(&id) else { continue };
                    if matches!(id.get(..2), Some("pv") | Some("pu")) {
                        continue;
                    }
                    match aerie::discord::panel::answer(&moves, &parsed, value.as_deref(), aerie::i18n::Lang::En) {
                        Some(aerie::discord::panel::Outcome::Play(_)) => return (id, value),
                        Some(_) if first.is_none() => first = Some((id.clone(), value)),
                        _ => {}
                    }
                }
            }
            let (id, value) = first.expect("a choice in the panel");
            self.click(user, &id, panel, value.as_deref()).await;
        }
        panic!("no move reached");
    }
}

/// Whether a component id is a pick in the move builder or a board's move.
fn is_click_on_the_game(custom_id: &str) -> bool {
    aerie::discord::panel::PanelId::parse(custom_id).is_some() || custom_id.starts_with("m:")
}

/// The interaction of a pick found by `final_pick`.
pub fn pick(pick: &(String, Option<String>), panel: u64) -> FakeInteraction {
    match &pick.1 {
        Some(value) => FakeInteraction::select(&pick.0, panel, &[value.as_str()]),
        None => FakeInteraction::button(&pick.0, panel),
    }
}
