//! Nothing holds a channel for ever: a running game with no move for 60
//! days, or for twice its deadline if that is longer (solo games and games
//! without a deadline or reminders included: no setting turns this off),
//! gets a notice in its channel, and ends unrated 7 days later unless
//! someone moves, freeing the channel. The scheduler wakes for it at the
//! game's `idle_at`, set afresh by every move.

use super::settings::{Settings, DAY};
use super::timers::channel_notice;
use super::*;
use crate::records::{Ending, GameResult};
use crate::text::Arg;

/// No move for this long (at the least) and the channel is warned.
pub const IDLE_AFTER: i64 = 60 * DAY;
/// The warning's notice: the game ends this long after it.
pub const IDLE_NOTICE: i64 = 7 * DAY;

/// How long `settings`' game may go without a move before the warning.
fn idle_span(settings: &Settings) -> i64 {
    let next = settings.next_turn.as_ref().and_then(|next| next.deadline);
    let deadline = settings.deadline.max(next).unwrap_or(0);
    IDLE_AFTER.max(deadline.saturating_mul(2))
}

/// The game's last sign of play: its last move, else the start of the turn
/// (which, without a move, is the game's start).
fn quiet_since(game: &GameRecord) -> i64 {
    game.moves.last().map(|m| m.played_at).or(game.turn_since).unwrap_or(game.updated_at)
}

/// A move was played (or the game began) at `now`: the count starts afresh.
pub(super) fn played(game: &mut GameRecord, now: i64) {
    game.idle_at = Some(now.saturating_add(idle_span(&game.settings)));
    game.idle_notice_at = None;
}

impl Table {
    /// The running game's `idle_at` came: it is warned, ended, or (a move
    /// or a longer deadline since, or a game from before this rule) looked
    /// at again when it is due.
    pub(super) async fn idle_due(&self, game: &mut GameRecord, now: i64) -> Result<(), StoreError> {
        let name = engine_of(game).map(|e| e.name()).unwrap_or("?");
        let since = quiet_since(game);
        let idle = Arg::Duration(now.saturating_sub(since));
        let warn_at = since.saturating_add(idle_span(&game.settings));
        let notice = match game.idle_notice_at {
            None if now < warn_at => {
                game.idle_at = Some(warn_at);
                return self.store.commit(game, Change::Game).await;
            }
            None => {
                game.idle_notice_at = Some(now);
                game.idle_at = Some(now.saturating_add(IDLE_NOTICE));
                said!("idle-warning", game = name, idle = idle, left = Arg::Duration(IDLE_NOTICE))
            }
            Some(noticed) if now < noticed.saturating_add(IDLE_NOTICE) => {
                game.idle_at = Some(noticed.saturating_add(IDLE_NOTICE));
                return self.store.commit(game, Change::Game).await;
            }
            Some(_) => {
                // Ended, not finished: nobody wins, and no history or rating moves.
                game.status = Status::Cancelled;
                let result = game.result.take().unwrap_or_default();
                game.result = Some(GameResult { why: Some(Ending::Idle), unrated: true, ..result });
                game.updated_at = now;
                game.remind_at = None;
                game.deadline_at = None;
                game.idle_at = None;
                said!("idle-ended", game = name, idle = idle)
            }
        };
        let notices = [channel_notice(game, now, notice)];
        self.store.commit_with_notices(game, Change::Game, &notices).await
    }
}
