//! A game waiting on its computer seats: their chain of moves stopped
//! before a person's turn came, because their server was held at its hourly
//! cap (`thinking`), or a decision was lost (or the process stopped). No
//! command is left to play them on, so the game is given a due time (its
//! `remind_at`, which is otherwise unused while only computers are to move)
//! for when the server may think again, and the scheduler's `tick` plays
//! them then and tells the channel. Claimed like every due game, so it
//! happens once across processes.

use std::time::Duration;

use super::notices::notice_text;
use super::play::{summarize, Applied};
use super::timers::channel_notice;
use super::*;
use crate::store::SeatKind;

/// When the server may think now (a lost decision), or can't tell when it
/// may, the game is looked at again after this long; never later either,
/// since another process's computers may be free sooner.
const RETRY: i64 = 5 * 60;

impl Table {
    /// When a game waiting on its computers should next be looked at.
    pub(super) fn computers_wake_at(&self, game: &GameRecord, now: i64) -> i64 {
        let wait = self.computers_resume_in(&game.guild).map_or(RETRY, |d| seconds_up(d).clamp(1, RETRY));
        now.saturating_add(wait)
    }

    /// A game waiting on its computers keeps its wake-up (its `remind_at`)
    /// when something else would set its reminders (a settings change).
    pub(super) fn keep_computers_wake(&self, game: &mut GameRecord, now: i64) {
        if restore(game).is_ok_and(|state| waits_on_computers(game, state.as_ref())) {
            game.remind_at = Some(self.computers_wake_at(game, now));
        }
    }

    /// Once at start: running games waiting on their computer seats with no
    /// due time (left so before such games were given one) are due now.
    /// Answers how many.
    pub async fn wake_stranded_computers(&self) -> Result<usize, Refusal> {
        let now = self.clock.now();
        let mut woken = 0;
        for id in self.store.running_games_without_timers().await? {
            let Ok(Some(mut game)) = self.store.game(id).await else { continue };
            if !restore(&game).is_ok_and(|state| waits_on_computers(&game, state.as_ref())) {
                continue;
            }
            game.remind_at = Some(now);
            // (Another process may have done it first: its commit wins.)
            match self.store.commit(&mut game, Change::Game).await {
                Ok(()) => woken += 1,
                Err(e) => tracing::warn!(game = id, error = %e, "could not wake a game's computers"),
            }
        }
        if woken > 0 {
            tracing::info!(games = woken, "games waiting on their computers are due again");
            self.wake();
        }
        Ok(woken)
    }

    /// A stand-in's turn stopped at the cap, nobody else to move: its next
    /// go comes when the server may think again, not a whole deadline
    /// later. (Computer seats alone are woken by `reschedule`.)
    pub(super) fn wake_held_stand_ins(&self, game: &mut GameRecord, state: &dyn Match, now: i64) {
        let to_move = state.to_move();
        let seats = to_move.seats();
        let stand_in = seats.iter().any(|&s| game.seats[s].kind == SeatKind::StandIn);
        if game.status != Status::Running || !stand_in || seats.iter().any(|&s| !game.seats[s].is_automatic()) {
            return;
        }
        let wake = self.computers_wake_at(game, now);
        game.deadline_at = Some(game.deadline_at.map_or(wake, |at| at.min(wake)));
    }

    /// The due game waits on its computer seats: they play until a person
    /// must act (or the server is held again), through the usual chain, and
    /// the channel reads what they did; still held, it looks again later.
    pub(super) async fn computers_due(
        &self,
        game: &mut GameRecord,
        mut state: Box<dyn Match>,
        now: i64,
    ) -> Result<(), StoreError> {
        if game.remind_at.is_some_and(|at| at > now) {
            return Ok(());
        }
        if self.computers_resume_in(&game.guild).is_some() {
            game.remind_at = Some(self.computers_wake_at(game, now));
            return self.store.commit(game, Change::Game).await;
        }
        let before = state.to_move();
        let mut ply = self.store.last_ply(game.id).await? + 1;
        let mut applied = Applied::default();
        self.autoplay(game, &mut state, &mut ply, now, &mut applied).await;
        if applied.records.is_empty() {
            tracing::warn!(game = game.id, held = applied.held, "the computers waited for could not move yet");
            game.remind_at = Some(self.computers_wake_at(game, now));
            return self.store.commit(game, Change::Game).await;
        }
        let mut text = notice_text(said!("computers-resumed"), summarize(&applied.lines, &applied.movers, game));
        let to_move = state.to_move();
        if to_move == Turn::Over {
            text.extend(final_table(game, state.as_ref(), &departed(game)));
        } else {
            let names: Vec<&str> = to_move.seats().iter().map(|&s| seat_name(game, s)).collect();
            text.push(said!("turn-to-play", names = names.join(", ")));
        }
        if applied.held {
            text.push(self.computers_paused());
        }
        let notices = [channel_notice(game, now, text)];
        self.commit_moves(game, state.as_ref(), &before, &applied, now, &notices).await
    }
}

/// Whether only computer seats (not stand-ins) are to move.
fn waits_on_computers(game: &GameRecord, state: &dyn Match) -> bool {
    let to_move = state.to_move();
    let seats = to_move.seats();
    !seats.is_empty() && seats.iter().all(|&s| game.seats.get(s).is_some_and(|seat| seat.kind == SeatKind::Computer))
}

/// Whole seconds, rounded up: the game is not looked at before it may go on.
fn seconds_up(wait: Duration) -> i64 {
    (wait.as_millis().div_ceil(1000)).min(i64::MAX as u128) as i64
}
