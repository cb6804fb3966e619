//! Where computer players think: each decision on the blocking pool, off
//! the async runtime (it is CPU work that would hold up every other
//! channel), counted and timed for the operator: how many wait for a
//! thread and how long, how many think now, and how long each took, by
//! level (`telemetry`).

use crate::bots::Level;
use crate::telemetry::QueuedDecision;

/// Runs `decide`, one decision of a computer seat playing at `level`.
pub(super) async fn think<T: Send + 'static>(
    level: Level,
    decide: impl FnOnce() -> T + Send + 'static,
) -> Result<T, tokio::task::JoinError> {
    let queued = QueuedDecision::new(level.as_str());
    tokio::task::spawn_blocking(move || {
        let _thinking = queued.start();
        decide()
    })
    .await
}
