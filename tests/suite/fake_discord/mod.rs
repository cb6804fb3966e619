//! A fake Discord (REST API + gateway websocket) on 127.0.0.1, so the real serenity client
//! can be tested without network. Every request is checked against Discord's OpenAPI
//! description (`shared/discord-api/openapi.json`) and recorded for assertions.
//!
//! # Crates (dev-dependencies)
//! ```toml
//! axum = { version = "0.8", default-features = false, features = ["http1", "tokio", "ws", "multipart", "json", "query"] }
//! futures-util = { version = "0.3", default-features = false, features = ["sink"] }
//! jsonschema = { version = "0.61", default-features = false }   # draft 2020-12 = OpenAPI 3.1 schemas
//! serde_json = "1"
//! tokio = { version = "1", features = ["macros", "rt-multi-thread", "net", "sync", "time"] }
//! ```
//! The spec is found via `$DISCORD_OPENAPI_JSON`, else `shared/discord-api/openapi.json` in
//! `CARGO_MANIFEST_DIR` or an ancestor (the repo's `shared/` sits beside it).
//!
//! # Pointing serenity 0.12 at it
//! * `HttpBuilder::proxy(fake.base_url())`: serenity builds every URL as
//!   `https://discord.com/api/v10/...` and, with a proxy set, replaces `https://discord.com`
//!   by the proxy string, so the fake receives `/api/v10/...` over plain HTTP.
//! * `.ratelimiter_disabled(true)` is **required**: serenity's ratelimiter builds requests
//!   with no proxy (`req.build(.., None)` in `http/ratelimiting.rs`), so with it enabled
//!   requests would go to the real discord.com. (Consequence: a 429 from the fake reaches
//!   the bot as an error; serenity does not retry it.)
//! * Build the client with `ClientBuilder::new_with_http(http, intents)`, so the bot's
//!   `Http` is the one above. Every other `Http` the bot makes must be built the same way.
//! * The gateway needs no setting: `Client::start` asks `GET /gateway` for the URL, which
//!   answers `ws://127.0.0.1:<port>/gateway`; serenity appends `?v=10`. IDENTIFY asks for
//!   `compress`, but plain text frames are accepted by serenity, so the fake sends those.
//! * Use [`TOKEN`] as the bot token (checked on HTTP and in IDENTIFY).
//!
//! ```ignore
//! let fake = FakeDiscord::start().await;
//! let http = serenity::HttpBuilder::new(fake_discord::TOKEN)
//!     .proxy(fake.base_url())
//!     .ratelimiter_disabled(true)
//!     .build();
//! let mut client = serenity::ClientBuilder::new_with_http(http, GatewayIntents::non_privileged())
//!     .framework(framework) // the bot's poise::Framework, unchanged
//!     .await?;
//! tokio::spawn(async move { client.start().await });
//! fake.wait_ready(1, Duration::from_secs(10)).await?;
//! let cmd = fake.send_interaction(&FakeInteraction::slash("ping").option("game", "chess"))?;
//! let cb = fake.await_callback(cmd.id, Duration::from_secs(5)).await?;
//! assert_eq!(cb.callback_type(), Some(5)); // deferred
//! let edit = fake.wait_for_request(T, |r| r.interaction_id == Some(cmd.id) && r.method == "PATCH").await?;
//! fake.assert_no_violations();
//! ```
//!
//! # Violations (see [`FakeDiscord::violations`])
//! A route or method not in the spec; a body, `payload_json` or query parameter the spec
//! rejects; multipart parts other than `payload_json`/`files[n]`, or `attachments` entries
//! naming no uploaded part; a wrong `Authorization`; a callback for an unknown interaction
//! or a second callback (Discord 40060); a follow-up before the callback; an unknown
//! webhook token; a spec route the fake does not implement; a bad IDENTIFY. One leniency:
//! snowflakes may be JSON integers (Discord accepts them; serenity sends attachment ids so).
//!
//! # Permissions
//! Interactions carry the member's `permissions` and the bot's `app_permissions` for their
//! channel, all bits by default; [`FakeInteraction::member_lacking`] and
//! [`FakeInteraction::app_lacking`] take some away ([`permission`] names the bits). A channel
//! the bot opened as a thread is sent as one (type 11). The fake does not refuse the bot's
//! requests for a missing permission: tests assert what the bot did instead. For who may
//! view which channel, the guild has roles ([`FakeDiscord::add_role`], sent with each
//! member's interactions), channels with permission overwrites ([`FakeDiscord::add_channel`])
//! and threads ([`FakeDiscord::add_thread`]), which the bot reads with `GET /guilds/{id}`,
//! `GET /guilds/{id}/channels`, `GET /channels/{id}` and a thread's members.
//!
//! # Not covered
//! Transport compression, sharding (always 1 shard), voice, rate-limit headers on
//! successful responses, checking responses against the spec (but for the guild, its
//! channels and threads: see `routes::checked`), token expiry, modal-submit
//! and user/message-command interactions (the builder makes chat-input, autocomplete and
//! component interactions), webhooks other than interaction webhooks.

// Each test binary uses only part of this API.
#![allow(dead_code, unused_imports)]

mod chaos;
mod gateway;
mod http;
mod interactions;
mod limits;
mod multipart;
mod objects;
mod openapi;
mod routes;
mod shards;
mod state;

pub use gateway::HEARTBEAT_INTERVAL_MS;
pub use interactions::{permission, permissions_without, FakeInteraction, SentInteraction};
pub use objects::ALL_PERMISSIONS;
pub use openapi::{spec_path, SPEC_ENV};
pub use state::{snowflake, Failure, RecordedFile, RecordedRequest};

use serde_json::Value;
use state::{Injection, World};
use std::net::SocketAddr;
use std::sync::{Arc, Mutex};
use std::time::Duration;
use tokio::sync::watch;

/// The bot token the fake accepts (three dot-separated parts, like a real one).
pub const TOKEN: &str = "MTEwMDAwMDAwMDAwMDAwMDAwMQ.fake.discord-test-token";
/// The bot's user id, which is also its application id (as for real bots).
pub const APPLICATION_ID: u64 = 1_100_000_000_000_000_001;
pub const BOT_NAME: &str = "Aerie";
/// The test guild (sent in GUILD_CREATE) and its one text channel.
pub const GUILD_ID: u64 = 1_100_000_000_000_000_002;
pub const CHANNEL_ID: u64 = 1_100_000_000_000_000_003;
/// The default user who runs commands ("alice", display name "Alice").
pub const USER_ID: u64 = 1_100_000_000_000_000_004;

/// State shared by the HTTP handlers, gateway sessions and the test's handle.
pub(crate) struct Shared {
    addr: SocketAddr,
    world: Mutex<World>,
    gateway: Mutex<gateway::GatewayState>,
    /// Bumped on every recorded change, so waiters re-check without polling.
    changed: watch::Sender<u64>,
}

impl Shared {
    fn gateway_url(&self) -> String {
        format!("ws://{}/gateway", self.addr)
    }
    fn bump(&self) {
        self.changed.send_modify(|n| *n += 1);
    }
    fn violation(&self, v: String) {
        self.world.lock().unwrap().violations.push(v);
        self.bump();
    }
    /// Re-evaluates `f` after every change until it returns `Some`, or times out.
    async fn wait_until<T>(&self, timeout: Duration, mut f: impl FnMut(&World) -> Option<T>) -> Result<T, String> {
        let deadline = tokio::time::Instant::now() + timeout;
        let mut rx = self.changed.subscribe();
        loop {
            rx.borrow_and_update();
            if let Some(t) = f(&self.world.lock().unwrap()) {
                return Ok(t);
            }
            if tokio::time::timeout_at(deadline, rx.changed()).await.is_err() {
                let w = self.world.lock().unwrap();
                let seen: Vec<String> =
                    w.requests.iter().map(|r| format!("{} {} -> {}", r.method, r.path, r.status)).collect();
                return Err(format!(
                    "timed out after {timeout:?}; requests so far: {seen:#?}; violations: {:#?}",
                    w.violations
                ));
            }
        }
    }
}

/// A running fake. Dropping it stops the HTTP listener.
pub struct FakeDiscord {
    shared: Arc<Shared>,
    server: tokio::task::JoinHandle<()>,
}

impl Drop for FakeDiscord {
    fn drop(&mut self) {
        self.server.abort();
    }
}

impl FakeDiscord {
    /// Binds 127.0.0.1 on a free port and serves. Loads the spec on first use (panics if
    /// it is missing: see [`spec_path`]).
    pub async fn start() -> FakeDiscord {
        openapi::spec();
        let listener = tokio::net::TcpListener::bind("127.0.0.1:0").await.expect("bind 127.0.0.1:0");
        let shared = Arc::new(Shared {
            addr: listener.local_addr().unwrap(),
            world: Mutex::default(),
            gateway: Mutex::default(),
            changed: watch::channel(0).0,
        });
        let app = http::router(shared.clone());
        let server = tokio::spawn(async move {
            axum::serve(listener, app).await.expect("fake discord server");
        });
        FakeDiscord { shared, server }
    }

    /// `http://127.0.0.1:<port>`: give it to `HttpBuilder::proxy`.
    pub fn base_url(&self) -> String {
        format!("http://{}", self.shared.addr)
    }

    /// Every request so far, in arrival order.
    pub fn requests(&self) -> Vec<RecordedRequest> {
        self.shared.world.lock().unwrap().requests.clone()
    }

    /// Everything the bot did that real Discord would reject. Tests assert it is empty.
    pub fn violations(&self) -> Vec<String> {
        self.shared.world.lock().unwrap().violations.clone()
    }

    /// Panics listing the violations, if any.
    pub fn assert_no_violations(&self) {
        let v = self.violations();
        assert!(v.is_empty(), "fake Discord recorded {} violation(s):\n{}", v.len(), v.join("\n"));
    }

    /// Messages (as Discord returns them) currently in a channel, oldest first; includes
    /// interaction responses and follow-ups in that channel.
    pub fn channel_messages(&self, channel_id: u64) -> Vec<Value> {
        let w = self.shared.world.lock().unwrap();
        let in_channel = |m: &&Value| m["channel_id"] == channel_id.to_string().as_str();
        w.message_order.iter().filter_map(|id| w.messages.get(id)).filter(in_channel).cloned().collect()
    }

    pub fn message(&self, id: u64) -> Option<Value> {
        self.shared.world.lock().unwrap().messages.get(&id).cloned()
    }

    /// Registered commands: `None` for global, `Some(guild_id)` for a guild's.
    pub fn commands(&self, guild_id: Option<u64>) -> Vec<Value> {
        self.shared.world.lock().unwrap().commands.get(&guild_id).cloned().unwrap_or_default()
    }

    /// Threads the bot opened (as Discord returned them), in no particular order.
    pub fn threads(&self) -> Vec<Value> {
        self.shared.world.lock().unwrap().threads.values().cloned().collect()
    }

    /// Adds a text channel to the test guild, with `overwrites` (Discord's permission
    /// overwrite objects: `{"id", "type": 0 role / 1 member, "allow", "deny"}`).
    pub fn add_channel(&self, id: u64, overwrites: Value) {
        self.shared.world.lock().unwrap().channels.push(objects::text_channel_with(id, overwrites));
    }

    /// Adds a role with guild-level `permissions` (a decimal bit string) and gives it to `members`.
    pub fn add_role(&self, id: u64, name: &str, permissions: &str, members: &[u64]) {
        let mut w = self.shared.world.lock().unwrap();
        w.roles.push(objects::role(id, name, permissions));
        for &member in members {
            w.member_roles.entry(member).or_default().push(id);
        }
    }

    /// Opens a thread off `parent` as a member would (a private one holds only `members`).
    pub fn add_thread(&self, parent: u64, private: bool, members: &[u64]) -> u64 {
        let id = snowflake();
        let mut thread = objects::thread_channel(id, parent, "a thread", 10_080);
        if private {
            thread["type"] = serde_json::json!(12);
        }
        let mut w = self.shared.world.lock().unwrap();
        w.threads.insert(id, thread);
        w.thread_members.extend(members.iter().map(|&m| (id, m)));
        id
    }

    /// The DM channel the fake created for `user_id`, if the bot opened one.
    pub fn dm_channel(&self, user_id: u64) -> Option<u64> {
        self.shared.world.lock().unwrap().dm_channels.get(&user_id).copied()
    }

    /// The next `n` requests `method route` answer `failure`. `route` is the OpenAPI
    /// template (`/channels/{channel_id}/messages`) or a concrete path (`/channels/5/messages`),
    /// both without `/api/v10`.
    pub fn fail_next(&self, method: &str, route: &str, n: usize, failure: Failure) {
        let inj = Injection { method: method.into(), route: route.into(), remaining: n, failure };
        self.shared.world.lock().unwrap().injections.push(inj);
    }

    /// From now on, a share `rate` (0..=1) of the requests `method route` (an OpenAPI
    /// template) fail at random: 500, 429, or the connection dropped before or after the
    /// request was handled. Seeded by `seed`. Returns nothing; see [`Self::chaos_faults`].
    pub fn fail_at_random(&self, method: &str, route: &str, rate: f64, seed: u64) {
        self.shared.world.lock().unwrap().chaos = Some(chaos::Chaos::new(method, route, rate, seed));
    }

    /// How many requests the random failures have hit so far.
    pub fn chaos_faults(&self) -> usize {
        self.shared.world.lock().unwrap().chaos.as_ref().map_or(0, |c| c.faults)
    }

    /// From now on, sending to `user_id`'s DM channel answers 403 / 50007 (closed DMs).
    /// Creating the DM channel still succeeds, as on Discord.
    pub fn close_dms(&self, user_id: u64) {
        self.shared.world.lock().unwrap().closed_dms.insert(user_id);
    }

    /// Waits for a request matching `pred` (already recorded ones count).
    pub async fn wait_for_request(
        &self,
        timeout: Duration,
        pred: impl Fn(&RecordedRequest) -> bool,
    ) -> Result<RecordedRequest, String> {
        self.shared.wait_until(timeout, |w| w.requests.iter().find(|r| pred(r)).cloned()).await
    }
}
