//! The fake's memory: every request it saw, every violation, and the small "world" it
//! needs to answer consistently (messages it created, registered commands, open
//! interactions, DM channels, injected failures).

use serde_json::Value;
use std::collections::{HashMap, HashSet};
use std::sync::atomic::{AtomicU64, Ordering};
use std::time::{SystemTime, UNIX_EPOCH};

/// One uploaded file of a multipart request.
#[derive(Clone, Debug, PartialEq)]
pub struct RecordedFile {
    /// Form field name, e.g. `files[0]`.
    pub field: String,
    pub filename: String,
    pub content_type: Option<String>,
    pub size: usize,
    /// What was uploaded, for tests that compare images or read a file.
    pub bytes: Vec<u8>,
}

/// One HTTP request the bot sent, as the fake understood it.
#[derive(Clone, Debug)]
pub struct RecordedRequest {
    pub method: String,
    /// Path without the `/api/v10` prefix, e.g. `/interactions/123/tok/callback`.
    pub path: String,
    /// The OpenAPI path template it matched, e.g. `/interactions/{interaction_id}/{interaction_token}/callback`.
    pub route: Option<String>,
    pub query: Vec<(String, String)>,
    /// The JSON body, or for multipart requests the `payload_json` part.
    pub body: Option<Value>,
    pub files: Vec<RecordedFile>,
    /// The status the fake answered with.
    pub status: u16,
    /// The interaction this request responds to (callback, original edits, follow-ups).
    pub interaction_id: Option<u64>,
    /// When the fake received it.
    pub at: std::time::Instant,
}

impl RecordedRequest {
    /// True for `POST /interactions/{id}/{token}/callback`.
    pub fn is_callback(&self) -> bool {
        self.method == "POST" && self.path.ends_with("/callback") && self.path.starts_with("/interactions/")
    }
    /// The `type` of an interaction callback body, if any.
    pub fn callback_type(&self) -> Option<u64> {
        self.body.as_ref()?.get("type")?.as_u64()
    }
}

/// A canned failure answered instead of the normal response (see [`super::FakeDiscord::fail_next`]).
#[derive(Clone, Debug)]
pub enum Failure {
    /// 500 Internal Server Error.
    ServerError,
    /// 429 with `Retry-After`, `X-RateLimit-*` headers and a Discord rate-limit body.
    RateLimited { retry_after: f64, global: bool },
    /// 403 with Discord error code 50007 "Cannot send messages to this user".
    ClosedDms,
    /// Any status with a Discord error body `{code, message}`.
    Error { status: u16, code: u64, message: String },
}

pub(crate) struct Injection {
    pub method: String,
    /// Matches either the OpenAPI template or the concrete path.
    pub route: String,
    pub remaining: usize,
    pub failure: Failure,
}

/// An interaction the test dispatched, so responses can be tied back to it.
pub(crate) struct OpenInteraction {
    pub token: String,
    pub channel_id: u64,
    /// Set once the callback was received: a second callback is a bot bug (Discord: 40060).
    pub acknowledged: bool,
    /// The message id of `@original` once the callback created one.
    pub original: Option<u64>,
    /// For component interactions: the message the component is on (type 7 updates it).
    pub message_id: Option<u64>,
}

#[derive(Default)]
pub(crate) struct World {
    pub requests: Vec<RecordedRequest>,
    pub violations: Vec<String>,
    /// Messages by id, in creation order in `message_order`.
    pub messages: HashMap<u64, Value>,
    pub message_order: Vec<u64>,
    /// Registered commands: `None` = global, `Some(guild)` = guild commands.
    pub commands: HashMap<Option<u64>, Vec<Value>>,
    pub interactions: HashMap<u64, OpenInteraction>,
    pub interaction_by_token: HashMap<String, u64>,
    /// user id → DM channel id, and the reverse.
    pub dm_channels: HashMap<u64, u64>,
    pub dm_recipients: HashMap<u64, u64>,
    pub closed_dms: HashSet<u64>,
    /// Threads the bot (or a test) opened, by id.
    pub threads: HashMap<u64, Value>,
    /// Who is in each thread a test opened: (thread, user).
    pub thread_members: HashSet<(u64, u64)>,
    /// The test guild's channels besides [`super::CHANNEL_ID`], and its roles besides @everyone.
    pub channels: Vec<Value>,
    pub roles: Vec<Value>,
    /// Each member's roles, sent with their interactions.
    pub member_roles: HashMap<u64, Vec<u64>>,
    pub injections: Vec<Injection>,
    /// Gateway payloads the bot sent (IDENTIFY, RESUME, …; heartbeats excluded).
    pub gateway_received: Vec<Value>,
    pub ready_count: usize,
    /// Random failures (see `chaos.rs`), and the messages created per enforced nonce.
    pub chaos: Option<super::chaos::Chaos>,
    pub nonces: HashMap<String, u64>,
}

impl World {
    /// Takes one failure for this request if a matching injection is left.
    pub fn take_failure(&mut self, method: &str, template: &str, path: &str) -> Option<Failure> {
        let inj = self.injections.iter_mut().find(|i| {
            i.remaining > 0 && i.method.eq_ignore_ascii_case(method) && (i.route == template || i.route == path)
        })?;
        inj.remaining -= 1;
        Some(inj.failure.clone())
    }

    /// Creates a message from a request body (or callback `data`), returns it.
    pub fn create_message(&mut self, channel: u64, body: &Value, files: &[RecordedFile]) -> Value {
        let msg = super::objects::message(snowflake(), channel, body, files, None);
        self.store_message(msg.clone());
        msg
    }

    pub fn store_message(&mut self, msg: Value) -> u64 {
        let id = msg["id"].as_str().and_then(|s| s.parse().ok()).expect("message has an id");
        if self.messages.insert(id, msg).is_none() {
            self.message_order.push(id);
        }
        id
    }
}

/// Discord's epoch (2015-01-01), for snowflakes that decode to "now".
const DISCORD_EPOCH_MS: u64 = 1_420_070_400_000;
static COUNTER: AtomicU64 = AtomicU64::new(0);

/// A fresh, unique, plausible snowflake (timestamp bits = now).
pub fn snowflake() -> u64 {
    let ms = SystemTime::now().duration_since(UNIX_EPOCH).unwrap().as_millis() as u64;
    ((ms - DISCORD_EPOCH_MS) << 22) | (COUNTER.fetch_add(1, Ordering::Relaxed) & 0x3f_ffff)
}

/// Current time as ISO 8601 (`2024-05-01T12:00:00.000000+00:00`), as Discord writes it.
pub fn iso_now() -> String {
    let d = SystemTime::now().duration_since(UNIX_EPOCH).unwrap();
    let (secs, micros) = (d.as_secs() as i64, d.subsec_micros());
    let (days, rem) = (secs.div_euclid(86_400), secs.rem_euclid(86_400));
    // Civil-from-days (Howard Hinnant), to avoid a date crate for one timestamp.
    let z = days + 719_468;
    let era = z.div_euclid(146_097);
    let doe = z - era * 146_097;
    let yoe = (doe - doe / 1460 + doe / 36_524 - doe / 146_096) / 365;
    let doy = doe - (365 * yoe + yoe / 4 - yoe / 100);
    let mp = (5 * doy + 2) / 153;
    let day = doy - (153 * mp + 2) / 5 + 1;
    let month = if mp < 10 { mp + 3 } else { mp - 9 };
    let year = yoe + era * 400 + i64::from(month <= 2);
    format!("{year:04}-{month:02}-{day:02}T{:02}:{:02}:{:02}.{micros:06}+00:00", rem / 3600, rem % 3600 / 60, rem % 60)
}
