//! What the bot measures, for Prometheus: every figure's name, what it
//! means, and the one-line calls that record it. The recorder is installed
//! only when `METRICS_ADDR` asks for the endpoint (`discord::monitoring`);
//! until then every call here costs next to nothing and records nothing.
//!
//! The pure layers (`aerie-core`) record nothing: their callers in the
//! table, the store and the front-end time them.
//!
//! Labels only ever take a few fixed values (never a user, a channel or a
//! game id), so the number of series stays small.

use std::sync::OnceLock;
use std::time::{Duration, Instant};

use metrics::{counter, describe_counter, describe_gauge, describe_histogram, gauge, histogram, Unit};
use metrics_exporter_prometheus::{PrometheusBuilder, PrometheusHandle};

/// Interactions taken up, by `kind` (command, component, autocomplete) and
/// `outcome` (answered, refused, failed, duplicate).
pub const INTERACTIONS: &str = "aerie_interactions_total";
/// From an interaction's arrival to Discord accepting its first response
/// (an answer, or a deferral), by `kind`.
pub const ACK_SECONDS: &str = "aerie_interaction_ack_seconds";
/// From the interaction that caused it to a public board being posted.
pub const BOARD_DELIVERY_SECONDS: &str = "aerie_board_delivery_seconds";
/// Drawing one board picture (SVG to PNG).
pub const RENDER_SECONDS: &str = "aerie_render_seconds";
/// One computer decision, by `level`.
pub const DECISION_SECONDS: &str = "aerie_computer_decision_seconds";
/// Computer decisions waiting for a thread to think on.
pub const QUEUE_LENGTH: &str = "aerie_computer_queue_length";
/// How long a computer decision waited for a thread.
pub const QUEUE_WAIT_SECONDS: &str = "aerie_computer_queue_wait_seconds";
/// Computer decisions being thought now.
pub const DECISIONS_RUNNING: &str = "aerie_computer_decisions_running";
/// Notices (reminders, deadline and turn notices) not yet delivered nor given up.
pub const OUTBOX_BACKLOG: &str = "aerie_outbox_backlog";
/// Sends of a notice Discord did not accept, by `gave_up` (true: the last try).
pub const OUTBOX_FAILED_SENDS: &str = "aerie_outbox_failed_sends_total";
/// Reminders and other notices delivered, by `to` (channel, dm).
pub const REMINDERS_SENT: &str = "aerie_reminders_sent_total";
/// Games in the database, by `status` (lobby, running, finished, cancelled).
pub const GAMES: &str = "aerie_games";
/// This process's gateway shards that are connected.
pub const SHARDS_CONNECTED: &str = "aerie_shards_connected";
/// This process's gateway shards, connected or not.
pub const SHARDS: &str = "aerie_shards";
/// Store failures, by `kind` (database, migration, damaged).
pub const STORE_ERRORS: &str = "aerie_store_errors_total";
/// Commits refused because the game changed meanwhile (a version mismatch).
pub const STORE_CONFLICTS: &str = "aerie_store_conflicts_total";

/// The upper bounds of the histograms' buckets, in seconds: from a quick
/// render to a deferred command near Discord's 15-minute limit.
const BUCKETS: [f64; 14] = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1.0, 1.5, 2.5, 3.0, 5.0, 10.0, 30.0];

/// The process's Prometheus recorder, installed on the first call; its
/// handle renders the text that `/metrics` serves. An error if another
/// recorder was installed first.
pub fn recorder() -> Result<PrometheusHandle, String> {
    static RECORDER: OnceLock<Result<PrometheusHandle, String>> = OnceLock::new();
    RECORDER
        .get_or_init(|| {
            let builder = PrometheusBuilder::new().set_buckets(&BUCKETS).map_err(|e| e.to_string())?;
            let handle = builder.install_recorder().map_err(|e| e.to_string())?;
            describe();
            Ok(handle)
        })
        .clone()
}

/// The `# HELP` lines.
fn describe() {
    describe_counter!(INTERACTIONS, "Interactions taken up, by kind and outcome");
    describe_histogram!(ACK_SECONDS, Unit::Seconds, "From an interaction's arrival to its first response accepted");
    describe_histogram!(BOARD_DELIVERY_SECONDS, Unit::Seconds, "From an interaction to the public board it caused");
    describe_histogram!(RENDER_SECONDS, Unit::Seconds, "Drawing one board picture");
    describe_histogram!(DECISION_SECONDS, Unit::Seconds, "One computer decision, by level");
    describe_gauge!(QUEUE_LENGTH, "Computer decisions waiting for a thread");
    describe_histogram!(QUEUE_WAIT_SECONDS, Unit::Seconds, "How long a computer decision waited for a thread");
    describe_gauge!(DECISIONS_RUNNING, "Computer decisions being thought now");
    describe_gauge!(OUTBOX_BACKLOG, "Notices neither delivered nor given up");
    describe_counter!(OUTBOX_FAILED_SENDS, "Sends of a notice Discord did not accept");
    describe_counter!(REMINDERS_SENT, "Reminders and other notices delivered");
    describe_gauge!(GAMES, "Games in the database, by status");
    describe_gauge!(SHARDS_CONNECTED, "This process's gateway shards that are connected");
    describe_gauge!(SHARDS, "This process's gateway shards");
    describe_counter!(STORE_ERRORS, "Store failures, by kind");
    describe_counter!(STORE_CONFLICTS, "Commits refused because the game changed meanwhile");
}

/// What came of an interaction.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Outcome {
    /// The table (or the edge) did what was asked.
    Answered,
    /// Refused, with a reason said to the user.
    Refused,
    /// Something went wrong on our side.
    Failed,
    /// Discord delivered it again; answered once.
    Duplicate,
}

impl Outcome {
    fn as_str(self) -> &'static str {
        match self {
            Outcome::Answered => "answered",
            Outcome::Refused => "refused",
            Outcome::Failed => "failed",
            Outcome::Duplicate => "duplicate",
        }
    }
}

pub fn interaction(kind: &'static str, outcome: Outcome) {
    counter!(INTERACTIONS, "kind" => kind, "outcome" => outcome.as_str()).increment(1);
}

pub fn acknowledged(kind: &'static str, took: Duration) {
    histogram!(ACK_SECONDS, "kind" => kind).record(took);
}

pub fn board_delivered(took: Duration) {
    histogram!(BOARD_DELIVERY_SECONDS).record(took);
}

pub fn rendered(took: Duration) {
    histogram!(RENDER_SECONDS).record(took);
}

/// A computer decision handed to a thread, waiting to be thought: counted
/// in the queue until it starts (or is dropped unstarted).
pub struct QueuedDecision {
    level: &'static str,
    since: Instant,
}

impl QueuedDecision {
    pub fn new(level: &'static str) -> QueuedDecision {
        gauge!(QUEUE_LENGTH).increment(1.0);
        QueuedDecision { level, since: Instant::now() }
    }

    /// The decision leaves the queue and starts; timed until the result is dropped.
    pub fn start(self) -> RunningDecision {
        histogram!(QUEUE_WAIT_SECONDS).record(self.since.elapsed());
        gauge!(DECISIONS_RUNNING).increment(1.0);
        RunningDecision { level: self.level, since: Instant::now() }
    }
}

impl Drop for QueuedDecision {
    fn drop(&mut self) {
        gauge!(QUEUE_LENGTH).decrement(1.0);
    }
}

/// A computer decision being thought.
pub struct RunningDecision {
    level: &'static str,
    since: Instant,
}

impl Drop for RunningDecision {
    fn drop(&mut self) {
        gauge!(DECISIONS_RUNNING).decrement(1.0);
        histogram!(DECISION_SECONDS, "level" => self.level).record(self.since.elapsed());
    }
}

pub fn notice_sent(to: &str) {
    let to = if to == "dm" { "dm" } else { "channel" };
    counter!(REMINDERS_SENT, "to" => to).increment(1);
}

pub fn notice_send_failed(gave_up: bool) {
    counter!(OUTBOX_FAILED_SENDS, "gave_up" => if gave_up { "true" } else { "false" }).increment(1);
}

pub fn outbox_backlog(notices: i64) {
    gauge!(OUTBOX_BACKLOG).set(notices as f64);
}

/// The number of games with each status, as just counted.
pub fn games(status: &'static str, count: i64) {
    gauge!(GAMES, "status" => status).set(count as f64);
}

pub fn shards(connected: usize, all: usize) {
    gauge!(SHARDS_CONNECTED).set(connected as f64);
    gauge!(SHARDS).set(all as f64);
}

pub fn store_error(kind: &'static str) {
    counter!(STORE_ERRORS, "kind" => kind).increment(1);
}

pub fn store_conflict() {
    counter!(STORE_CONFLICTS).increment(1);
}
