//! Where computer players think: each decision goes to the computers' own
//! pool of threads (`pool`), off the async runtime (it is CPU work that
//! would hold up every other channel), queued fairly across servers and
//! tables (`queue`), each server within an hourly CPU cap (`usage`). A
//! decision's time budget starts when it starts thinking, so waiting never
//! makes it weaker. The channel is told when its computers are held at the
//! cap and when they go on. Counted and timed for the operator
//! (`telemetry`): how many wait and how long, how many think now, and how
//! long each took, by level.

mod os;
mod pool;
mod queue;
mod usage;

use std::time::Duration;

pub use pool::{ComputerPool, ComputerSettings};
use queue::Owner;

use super::timers::channel_notice;
use super::*;
use crate::bots::Level;

/// The decision was lost (it panicked, or the pool closed).
#[derive(Debug, thiserror::Error)]
#[error("the computer's decision was lost")]
pub(super) struct Lost;

impl Table {
    /// Runs `decide`, one decision of a computer seat of `game` playing at
    /// `level`; answers with how long it thought (not counting its wait).
    pub(super) async fn think<T: Send + 'static>(
        &self,
        game: &GameRecord,
        level: Level,
        decide: impl FnOnce() -> T + Send + 'static,
    ) -> Result<(T, Duration), Lost> {
        let owner = Owner { server: game.guild.clone(), table: game.channel.clone() };
        let (mut events, answer) = self.computers.submit(owner, level.as_str(), decide);
        let mut held = false;
        while let Some(event) = events.recv().await {
            match event {
                pool::Event::Held => {
                    held = true;
                    tracing::info!(game = game.id, server = %game.guild, "computer players held at the server's cap");
                    let cap = self.computers.settings().cap.unwrap_or_default().as_secs() as i64;
                    self.tell_channel(game, said!("computers-paused", cap = Arg::Duration(cap))).await;
                }
                pool::Event::Started { waited } => {
                    if held {
                        tracing::info!(game = game.id, waited_s = waited.as_secs(), "computer players go on");
                        self.tell_channel(game, said!("computers-resumed")).await;
                    }
                    break;
                }
            }
        }
        answer.await.map_err(|_| Lost)
    }

    /// A public notice to the game's channel, through the outbox.
    async fn tell_channel(&self, game: &GameRecord, said: Said) {
        let notice = channel_notice(game, self.clock.now(), said);
        match self.store.queue_notice(&notice).await {
            Ok(()) => self.wake(),
            Err(e) => tracing::warn!(game = game.id, error = %e, "could not queue a notice about the computers"),
        }
    }
}
