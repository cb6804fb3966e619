//! Where computer players think: each decision goes to the computers' own
//! pool of threads (`pool`), off the async runtime (it is CPU work that
//! would hold up every other channel), queued fairly across servers and
//! tables (`queue`), each server within an hourly CPU cap (`usage`). A
//! decision's time budget starts when it starts thinking, so waiting never
//! makes it weaker. A decision held at the cap is withdrawn at once: the
//! chain of moves stops there, its post says so, and the scheduler plays
//! on when the server may think again (`computers_wait`). Counted and timed for the operator
//! (`telemetry`): how many wait and how long, how many think now, and how
//! long each took, by level.

mod os;
mod pool;
mod queue;
mod usage;

use std::time::Duration;

pub use pool::{ComputerPool, ComputerSettings};
use queue::Owner;

use super::*;
use crate::bots::Level;

/// Why a decision did not come.
#[derive(Debug, thiserror::Error)]
pub(super) enum Unanswered {
    /// Its server is at its hourly cap: the decision is withdrawn (nobody
    /// waits an hour inside a command, or holds up the scheduler), and the
    /// game goes on when the server may think again (`computers_wait`).
    #[error("the server's computers are held at their hourly cap")]
    Held,
    /// It panicked, or the pool closed.
    #[error("the computer's decision was lost")]
    Lost,
}

impl Table {
    /// Runs `decide`, one decision of a computer seat of `game` playing at
    /// `level`; answers with how long it thought (not counting its wait for
    /// a thread), or at once that its server is held at the cap.
    pub(super) async fn think<T: Send + 'static>(
        &self,
        game: &GameRecord,
        level: Level,
        decide: impl FnOnce() -> T + Send + 'static,
    ) -> Result<(T, Duration), Unanswered> {
        let owner = Owner { server: game.guild.clone(), table: game.channel.clone() };
        let (mut events, answer) = self.computers.submit(owner, level.as_str(), decide);
        // Its first word: held, or started (nothing: the pool closed).
        if events.recv().await == Some(pool::Event::Held) {
            // Dropping the answer's receiver withdraws the decision from the queue.
            tracing::info!(game = game.id, server = %game.guild, "computer players held at the server's cap");
            return Err(Unanswered::Held);
        }
        answer.await.map_err(|_| Unanswered::Lost)
    }

    /// What a post says when the computers stopped at the cap.
    pub(super) fn computers_paused(&self) -> Said {
        let cap = self.computers.settings().cap.unwrap_or_default().as_secs() as i64;
        said!("computers-paused", cap = Arg::Duration(cap))
    }

    /// How long until `server`'s computers may think again (`None`: now).
    pub(super) fn computers_resume_in(&self, server: &str) -> Option<Duration> {
        self.computers.resumes_in(server)
    }
}
