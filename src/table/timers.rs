//! Games over days: reminders, deadlines, vacations and `/games` (daily
//! digests: `digest.rs`).
//!
//! Each game stores when it is next due (`remind_at`, `deadline_at`, and the
//! earlier of the two, indexed). Every change of whose turn it is resets
//! them in the same transaction as the move; `tick` handles the games that
//! are due and writes each reminder to the outbox in the same transaction
//! that moves the due time on, so a reminder is queued exactly once, and a
//! long downtime yields one reminder, not a burst.

use super::notices::notice_text;
use super::play::Applied;
use super::proposal::Proposed;
use super::quiet::Nights;
use super::settings::{self, DeadlineAction, Settings, DAY, VACATION_PERIOD};
use super::*;
use crate::store::SeatKind;
use crate::store::{Notice, PlayerRecord};
use crate::text::{Arg, Part, Said};

/// Games handled per tick at most; the rest wait for the next one.
const TICK_BATCH: i64 = 200;
/// How long a claimed due game is left to this scheduler: if it has not
/// committed by then (its process died), another one handles the game.
const CLAIM_LEASE: i64 = 300;
/// A due game whose handling failed (not for damage) is tried again after this.
const RETRY_FAILED_GAME: i64 = 60;
/// The most moves a stand-in makes for one seat per deadline: a turn is a
/// few decisions. (A seat that stays to move from turn to turn, as in a solo
/// game, stops after these and goes on at its next deadline.)

impl Table {
    /// Resets the timers after the seats to act changed (`changed`), or
    /// clears them when nobody human is waited for (waking the game for its
    /// computers when they are to move: `computers_wait`). True when a turn began
    /// (its seats' own clocks are then started: `start_seat_clocks`).
    pub(super) fn reschedule(&self, game: &mut GameRecord, state: &dyn Match, now: i64, changed: bool) -> bool {
        if changed {
            // Settings changed during the last turn take force with this one.
            game.settings.begin_turn();
        }
        let settings = game.settings.clone();
        let seat_kind = |s: Seat| game.seats.get(s).map_or(SeatKind::Computer, |seat| seat.kind);
        let kinds: Vec<SeatKind> = state.to_move().seats().iter().map(|&s| seat_kind(s)).collect();
        let waits_for_human = kinds.contains(&SeatKind::Human);
        let waits_for_stand_in = kinds.contains(&SeatKind::StandIn);
        if game.status != Status::Running || !(waits_for_human || waits_for_stand_in) {
            game.remind_at = None;
            game.deadline_at = None;
            game.seat_clocks.clear();
            if game.status == Status::Running && !kinds.is_empty() {
                // Only computers to move: their chain stopped (see `computers_wait`).
                game.remind_at = Some(self.computers_wake_at(game, now));
            }
            return false;
        }
        let began = changed || game.turn_since.is_none();
        if began {
            game.seat_clocks.clear();
            game.turn_since = Some(now);
            game.paused_at = None;
            game.reminders_sent = 0;
            game.skip_votes.clear();
            if waits_for_human {
                game.remind_at = settings.first_reminder.map(|first| now.saturating_add(first));
                game.deadline_at = settings.deadline.map(|deadline| now.saturating_add(deadline));
            } else {
                // Only absent players (played by the computer) are waited
                // for: the computer plays one of their turns per deadline.
                game.remind_at = None;
                game.deadline_at = Some(now.saturating_add(settings.deadline.unwrap_or(DAY)));
            }
        }
        began
    }

    /// Handles every game due now: deadlines first, then reminders, and
    /// reports newly found damaged games. One game's failure is logged and
    /// that game put off; it never stops the others. Returns how many games
    /// were due.
    pub async fn tick(&self) -> Result<usize, Refusal> {
        let now = self.clock.now();
        // Claimed, so that schedulers in other processes skip these games.
        let due = self.store.claim_due_games(now, CLAIM_LEASE, TICK_BATCH).await?;
        for &id in &due {
            if let Err(e) = self.tick_game(id, now).await {
                // A damaged game waits for `/game cancel`; others try again later.
                let retry = match e {
                    StoreError::Damaged { .. } => None,
                    _ => Some(now.saturating_add(RETRY_FAILED_GAME)),
                };
                tracing::warn!(game = id, error = %e, "could not handle a due game; put off");
                if let Err(e) = self.store.postpone(id, retry).await {
                    tracing::warn!(game = id, error = %e, "could not put off a due game");
                }
            }
        }
        if let Err(e) = self.tick_digests(now).await {
            tracing::warn!(error = %e, "could not queue the due digests");
        }
        // Last, so that games found damaged just now are reported at once.
        if let Err(e) = self.report_damaged(now).await {
            tracing::warn!(error = %e, "could not report damaged games");
        }
        Ok(due.len())
    }

    async fn tick_game(&self, id: i64, now: i64) -> Result<(), StoreError> {
        let Some(mut game) = self.store.game(id).await? else { return Ok(()) };
        match self.handle_due(&mut game, now).await {
            // Someone moved meanwhile: the move reset the timers.
            Err(StoreError::Conflict) => Ok(()),
            other => other,
        }
    }

    async fn handle_due(&self, game: &mut GameRecord, now: i64) -> Result<(), StoreError> {
        if game.status == Status::Lobby {
            return self.lobby_due(game, now).await;
        }
        if game.status != Status::Running {
            game.remind_at = None;
            game.deadline_at = None;
            return self.store.commit(game, Change::Game).await;
        }
        // Before anything else: whatever else waits, an idle game is never left to hold its channel.
        if game.idle_at.is_some_and(|at| at <= now) {
            return self.idle_due(game, now).await;
        }
        let state = match restore(game) {
            Ok(state) => state,
            Err(e) => return Err(self.store.damaged(game.id, format!("its state can't be rebuilt: {e}")).await),
        };
        let settings = game.settings.clone();
        let to_move = state.to_move();
        let waiting: Vec<Seat> = to_move.seats().iter().copied().filter(|&s| !game.seats[s].is_automatic()).collect();
        let stand_ins: Vec<Seat> =
            to_move.seats().iter().copied().filter(|&s| game.seats[s].kind == SeatKind::StandIn).collect();
        if waiting.is_empty() && stand_ins.is_empty() && !to_move.seats().is_empty() {
            return self.computers_due(game, state, now).await;
        }
        if waiting.is_empty() && !stand_ins.is_empty() {
            if game.deadline_at.is_some_and(|at| at > now) {
                return Ok(());
            }
            if self.computers_resume_in(&game.guild).is_some() {
                // Held at the server's cap: the turn waits for it quietly (see `computers_wait`).
                game.deadline_at = Some(self.computers_wake_at(game, now));
                return self.store.commit(game, Change::Game).await;
            }
            return self.stand_in_turn(game, state, &stand_ins, now, None).await;
        }
        // Nothing happens while the players waited for are on vacation.
        let mut away = vec![];
        let mut back_at = i64::MAX;
        for &seat in &waiting {
            let player = self.store.player(&game.seats[seat].user_id).await?;
            if let Some(until) = vacation_until(&player, &settings, now) {
                away.push(seat);
                back_at = back_at.min(until);
            }
        }
        let present: Vec<Seat> = waiting.iter().copied().filter(|s| !away.contains(s)).collect();
        if present.is_empty() {
            if waiting.is_empty() {
                game.remind_at = None;
                game.deadline_at = None;
            } else {
                // The turn's clock stops (from when its player left, if the
                // turn began before) until they are back or out of allowance.
                let mut left_at = now;
                for &seat in &waiting {
                    let player = self.store.player(&game.seats[seat].user_id).await?;
                    left_at = left_at.min(player.vacation_since.unwrap_or(now));
                }
                pause_clock(game, left_at, back_at);
            }
            return self.store.commit(game, Change::Game).await;
        }
        if game.paused_at.is_some() {
            // Out of allowance (the clock woke us then) or back: the clock
            // runs on from where it stopped, as from that moment.
            let back_at = game.remind_at.filter(|&at| at <= now).unwrap_or(now);
            resume_clock(game, &settings, back_at);
            if game.deadline_at.is_none_or(|at| at > now) {
                return self.store.commit(game, Change::Game).await;
            }
        }
        let mut notices = vec![];
        let waited = Arg::Duration(now.saturating_sub(game.turn_since.unwrap_or(now)));
        let engine_name = engine_of(game).map(|e| e.name()).unwrap_or("?");
        if game.deadline_at.is_some_and(|at| at <= now) {
            // Each seat's own clock (quiet hours): only those whose time is up.
            let present = super::own_time::late_seats(game, &present, now);
            if present.is_empty() {
                game.deadline_at = super::own_time::next_deadline(game, now);
                return self.store.commit(game, Change::Game).await;
            }
            let names: Vec<String> = present.iter().map(|&s| game.seats[s].name.clone()).collect();
            let names = names.join(", ");
            let deadline = Arg::Duration(settings.deadline.unwrap_or(0));
            match settings.deadline_action {
                DeadlineAction::Bot => {
                    let level = super::settings::level_word(settings.standin);
                    let missed =
                        said!("deadline-bot", names = names, deadline = deadline, game = engine_name, level = level);
                    return self.stand_in_turn(game, state, &present, now, Some(missed)).await;
                }
                DeadlineAction::End => {
                    let absent = present[0];
                    let mut last = departed(game);
                    last.push(absent);
                    let unrated = super::rated::leaving_before_played(game, &[absent]);
                    self.end_without(game, state.as_ref(), &last, crate::records::Ending::Absent);
                    let mut text =
                        Text::from(said!("deadline-end", names = names, deadline = deadline, game = engine_name));
                    text.extend(final_table(game, state.as_ref(), &last));
                    if let Some(unrated) = unrated {
                        text.push(unrated);
                    }
                    notices.push(channel_notice(game, now, text));
                }
                DeadlineAction::Skip => {
                    game.deadline_at = super::own_time::next_deadline(game, now);
                    game.remind_at = Some(now.saturating_add(settings.every));
                    notices.push(channel_notice(game, now, said!("deadline-skip", names = names, deadline = deadline)));
                }
            }
        } else if game.remind_at.is_some_and(|at| at <= now) {
            for &seat in &present {
                let user = &game.seats[seat].user_id;
                let player = self.store.player(user).await?;
                // A player with a digest hears of this game in it.
                if player.remind_where == "off" || self.digest_of(user).await?.holds_reminders() {
                    continue;
                }
                // In their quiet hours: held, and sent as one message when they end.
                if let Some(until) = super::own_time::quiet_of(&player).and_then(|q| q.ends_at(now)) {
                    notices.push(self.held_notice(game, &player, until, now));
                    continue;
                }
                let channel = Arg::Channel(game.channel.clone());
                let waited = waited.clone();
                let text = match &game.board_link {
                    Some(link) => {
                        said!("reminder-link", game = engine_name, channel = channel, waited = waited, link = link)
                    }
                    None => said!("reminder", game = engine_name, channel = channel, waited = waited),
                };
                // What they missed goes with the reminder, wherever it goes.
                let text = notice_text(text, super::catch_up::since_last_turn(game, seat));
                notices.push(Notice {
                    id: 0,
                    game_id: game.id,
                    user_id: Some(user.clone()),
                    channel: game.channel.clone(),
                    deliver_to: player.remind_where.clone(),
                    text,
                    created_at: now,
                    // Sent to them alone: in their language, as last seen.
                    language: match player.remind_where.as_str() {
                        "dm" => player.locale.unwrap_or(game.language()),
                        _ => game.language(),
                    },
                    held_until: None,
                });
            }
            game.reminders_sent += 1;
            // From now, not from when it was due: one reminder after a downtime.
            game.remind_at = Some(now.saturating_add(settings.every));
        } else {
            // Due times moved (settings or vacation): nothing to do yet.
            let earliest = [game.remind_at, game.deadline_at].into_iter().flatten().min();
            if earliest.is_some_and(|at| at > now) {
                return Ok(());
            }
            game.remind_at = None;
            game.deadline_at = None;
        }
        self.store.commit_with_notices(game, Change::Game, &notices).await
    }

    /// A lobby never started: the channel is warned a day ahead, then the
    /// lobby closes, so it never holds the channel for ever.
    async fn lobby_due(&self, game: &mut GameRecord, now: i64) -> Result<(), StoreError> {
        let name = engine_of(game).map(|e| e.name()).unwrap_or("?");
        let host = host_name(game);
        let notice = if game.deadline_at.is_some_and(|at| at <= now) {
            game.status = Status::Cancelled;
            game.result = Some(crate::records::GameResult::expired());
            game.remind_at = None;
            game.deadline_at = None;
            said!("lobby-expired", game = name, host = host, lifetime = Arg::Duration(super::lobby::LOBBY_LIFETIME))
        } else if game.remind_at.is_some_and(|at| at <= now) {
            game.remind_at = None;
            let left = game.deadline_at.map_or(0, |at| at.saturating_sub(now));
            said!("lobby-closes-soon", game = name, host = host, left = Arg::Duration(left))
        } else {
            return Ok(());
        };
        game.updated_at = now;
        let notices = [channel_notice(game, now, notice)];
        self.store.commit_with_notices(game, Change::Game, &notices).await
    }

    /// The computer plays the current turn of `seats` (absent players, who
    /// become stand-ins until `/game back`), then the lobby's computer
    /// players move until someone else must act: one turn, not the game,
    /// however many seats the computer holds. The channel is told what it
    /// played, `missed` first.
    async fn stand_in_turn(
        &self,
        game: &mut GameRecord,
        mut state: Box<dyn Match>,
        seats: &[Seat],
        now: i64,
        missed: Option<Said>,
    ) -> Result<(), StoreError> {
        for &seat in seats {
            if let Some(s) = game.seats.get_mut(seat) {
                s.kind = SeatKind::StandIn;
            }
        }
        let before = state.to_move();
        let mut ply = self.store.last_ply(game.id).await? + 1;
        let mut applied = Applied::default();
        // Each seat's turn, once, as the computer plays its own seats.
        self.computer_plays(game, &mut state, &mut ply, now, &mut applied, seats, true).await;
        // Computer players seated in the lobby move as usual; absent players'
        // later turns wait for their own tick (they count as people here).
        let absent: Vec<Seat> = (0..game.seats.len()).filter(|&s| game.seats[s].kind == SeatKind::StandIn).collect();
        for &seat in &absent {
            game.seats[seat].kind = SeatKind::Human;
        }
        self.autoplay(game, &mut state, &mut ply, now, &mut applied).await;
        for &seat in &absent {
            game.seats[seat].kind = SeatKind::StandIn;
        }
        let names: Vec<&str> = seats.iter().map(|&s| seat_name(game, s)).collect();
        let head = missed.unwrap_or_else(|| said!("turn-computer-played", names = names.join(", ")));
        let mut text = notice_text(head, super::play::summarize(&applied.lines, &applied.movers, game));
        if applied.held {
            text.push(self.computers_paused());
        }
        let notices = [channel_notice(game, now, text)];
        // A turn was played even if the same seat is to move again (solo):
        // the timers start afresh, so the next turn waits its deadline.
        game.turn_since = None;
        self.commit_moves(game, state.as_ref(), &before, &applied, now, &notices).await
    }

    /// When the scheduler should next wake up.
    pub async fn next_due(&self) -> Result<Option<i64>, Refusal> {
        Ok(self.store.next_due().await?)
    }

    /// `/game settings`: shows them, or changes them: reminders and the
    /// language by the host; what decides outcomes by a channel manager, or
    /// by the host alone until someone else sits down (in the lobby too:
    /// those who joined agreed to the rules the lobby showed), then with
    /// every seated human's agreement (see proposal.rs).
    pub(super) async fn settings(
        &self,
        place: &Place,
        user: &User,
        changes: &[(String, String)],
    ) -> Result<Vec<Reply>, Refusal> {
        let game = self.active(place).await?;
        let current = &game.settings;
        if changes.is_empty() {
            let mut text = Text { parts: vec![current.describe().into(), self.settings_sources(&game).await?.into()] };
            for line in self.quiet_lines(&game).await? {
                text.push(line);
            }
            return Ok(vec![Reply::private(&user.id, text)]);
        }
        if !powers::hosts_or_manages(&game, user) {
            return refuse(said!("settings-host-only", host = host_name(&game)));
        }
        // Every value is checked before anything is proposed or changed.
        current.apply(changes).map_err(Refusal::new)?;
        let decides = changes.iter().any(|(name, _)| settings::DECIDE_OUTCOMES.contains(&name.as_str()));
        let needs_agreement = decides && !user.is_admin && !powers::other_players(&game, &user.id).is_empty();
        if needs_agreement {
            return self.propose(game, user, Proposed::Settings { changes: changes.to_vec() }).await;
        }
        self.change_settings(game, changes, &user.id, said!("settings-changed", name = &user.name)).await
    }

    /// `/remind where:channel|dm|off`.
    pub(super) async fn remind(&self, user: &User, place: &str) -> Result<Vec<Reply>, Refusal> {
        if !["channel", "dm", "off"].contains(&place) {
            return refuse(said!("remind-bad-choice", choice = Arg::code(place)));
        }
        let mut player = self.store.player(&user.id).await?;
        player.remind_where = place.to_string();
        self.store.save_player(&player).await?;
        let text = match place {
            "channel" => said!("remind-channel"),
            "dm" => said!("remind-dm"),
            _ => said!("remind-off"),
        };
        Ok(vec![Reply::private(&user.id, text)])
    }

    /// `/vacation on|off`.
    pub(super) async fn vacation(&self, user: &User, on: bool) -> Result<Vec<Reply>, Refusal> {
        let now = self.clock.now();
        let mut player = self.store.player(&user.id).await?;
        let began = player.vacation_since;
        count_vacation(&mut player, now);
        if on {
            if player.vacation_since.is_some() {
                return refuse(said!("vacation-already"));
            }
            player.vacation_since = Some(now);
            self.store.save_player(&player).await?;
            // The turns waiting for you stop their clocks now.
            for mut game in self.games_waiting_for(user).await? {
                if let Some(back_at) = vacation_until(&player, &game.settings, now) {
                    pause_clock(&mut game, now, back_at);
                    let _ = self.store.commit(&mut game, Change::Game).await;
                }
            }
            self.wake();
            let used = Arg::Duration(player.vacation_used);
            return Ok(vec![Reply::private(&user.id, said!("vacation-on", used = used))]);
        }
        if player.vacation_since.take().is_none() {
            return refuse(said!("vacation-not-on"));
        }
        // However short, a vacation counts at least this much of the allowance.
        let span = now.saturating_sub(began.unwrap_or(now));
        player.vacation_used = player.vacation_used.saturating_add(MIN_VACATION.saturating_sub(span).max(0));
        self.store.save_player(&player).await?;
        // Your turns' clocks run on from where they stopped: the time a
        // turn had used before the vacation stays used.
        for mut game in self.games_waiting_for(user).await? {
            if game.paused_at.is_some() {
                let settings = game.settings.clone();
                resume_clock(&mut game, &settings, now);
                let _ = self.store.commit(&mut game, Change::Game).await;
            }
        }
        self.wake();
        Ok(vec![Reply::private(&user.id, said!("vacation-off"))])
    }

    /// The running games whose turn waits for `user` alone.
    async fn games_waiting_for(&self, user: &User) -> Result<Vec<GameRecord>, Refusal> {
        let mut games = vec![];
        for id in self.store.running_games_of(&user.id).await? {
            let Ok(Some(game)) = self.store.game(id).await else { continue };
            let Ok(state) = restore(&game) else { continue };
            let humans: Vec<Seat> =
                state.to_move().seats().iter().copied().filter(|&s| !game.seats[s].is_automatic()).collect();
            if !humans.is_empty() && humans.iter().all(|&s| game.seats[s].user_id == user.id) {
                games.push(game);
            }
        }
        Ok(games)
    }

    /// `/games`: the running games of this server the caller may see (those
    /// they play in, and this channel's), whose turn and how long. Others
    /// may be in channels the caller can't see. In a DM: their games on
    /// every server (see `my_games`).
    pub(super) async fn games(&self, place: &Place, user: &User) -> Result<Vec<Reply>, Refusal> {
        let Some(guild) = &place.guild else {
            return self.games_everywhere(user).await;
        };
        let now = self.clock.now();
        let mut mine = vec![];
        let mut others = vec![];
        for id in self.store.running_games_seen_from(guild, &user.id, &place.channel).await? {
            // A game that can't be read is left out (and reported to its channel).
            let Ok(Some(game)) = self.store.game(id).await else { continue };
            let plays_in = game.seat_of(&user.id).is_some_and(|seat| !departed(&game).contains(&seat));
            if !plays_in && game.channel != place.channel {
                continue;
            }
            let Ok(state) = restore(&game) else { continue };
            let waiting: Vec<String> = state.to_move().seats().iter().map(|&s| game.seats[s].name.clone()).collect();
            let waited = Arg::Duration(now.saturating_sub(game.turn_since.unwrap_or(now)));
            let channel = Arg::Channel(game.channel.clone());
            let name = catalog::engine(&game.kind).map_or(game.kind.as_str(), |e| e.name());
            let names = waiting.join(", ");
            let yours = state.to_move().seats().iter().any(|&s| game.seats[s].user_id == user.id);
            match yours {
                true => {
                    mine.push(said!("games-line-yours", channel = channel, game = name, waited = waited, names = names))
                }
                false => {
                    others.push(said!("games-line", channel = channel, game = name, waited = waited, names = names))
                }
            }
        }
        if mine.is_empty() && others.is_empty() {
            return Ok(vec![Reply::private(&user.id, said!("games-none"))]);
        }
        let text = Text { parts: mine.into_iter().chain(others).map(Part::Said).collect() };
        Ok(vec![Reply::private(&user.id, text)])
    }

    /// "bob is on vacation" lines for a game's status.
    pub(super) async fn vacation_lines(&self, game: &GameRecord) -> Result<Vec<Said>, Refusal> {
        let settings = &game.settings;
        let now = self.clock.now();
        let mut lines = vec![];
        for seat in &game.seats {
            if seat.is_automatic() {
                if seat.kind == SeatKind::StandIn {
                    let level = super::settings::level_word(settings.standin);
                    lines.push(said!("status-away", name = &seat.name, level = level));
                }
                continue;
            }
            let player = self.store.player(&seat.user_id).await?;
            if let Some(until) = vacation_until(&player, &settings, now) {
                lines.push(said!(
                    "status-vacation",
                    name = &seat.name,
                    left = Arg::Duration(until.saturating_sub(now))
                ));
            }
        }
        Ok(lines)
    }
}

/// The least a vacation counts against the allowance, so that switching it
/// on and off cannot stretch a turn for free.
pub const MIN_VACATION: i64 = settings::HOUR;

/// Stops the turn's clock from `from` (kept if it stopped earlier); the
/// game next wakes when the vacation's allowance runs out.
fn pause_clock(game: &mut GameRecord, from: i64, wake_at: i64) {
    let since = game.turn_since.unwrap_or(from);
    game.paused_at = Some(game.paused_at.unwrap_or(from.max(since)));
    super::own_time::pause_seat_clocks(game, from.max(since));
    game.remind_at = Some(wake_at);
    game.deadline_at = None;
}

/// Runs the turn's clock on: the time it stood still is added to the turn,
/// so its deadline keeps what was left of it.
fn resume_clock(game: &mut GameRecord, settings: &Settings, now: i64) {
    let Some(paused_at) = game.paused_at.take() else { return };
    let since = game.turn_since.unwrap_or(paused_at).saturating_add(now.saturating_sub(paused_at));
    game.turn_since = Some(since);
    game.deadline_at = settings.deadline.map(|d| since.saturating_add(d));
    super::own_time::resume_seat_clocks(game, now);
    game.remind_at = settings.first_reminder.map(|f| since.saturating_add(f).max(now));
}

pub(super) fn channel_notice(game: &GameRecord, now: i64, text: impl Into<Text>) -> Notice {
    Notice {
        id: 0,
        game_id: game.id,
        user_id: None,
        channel: game.channel.clone(),
        deliver_to: "channel".into(),
        text: text.into(),
        created_at: now,
        language: game.language(),
        held_until: None,
    }
}

/// Moves a player's vacation bookkeeping into the current period.
fn count_vacation(player: &mut PlayerRecord, now: i64) {
    let period = now / VACATION_PERIOD;
    if player.vacation_period != period {
        // A new period: the allowance starts afresh, and a vacation running
        // across the boundary counts from the boundary.
        player.vacation_used = 0;
        player.vacation_period = period;
        if let Some(since) = player.vacation_since.as_mut() {
            *since = (*since).max(period * VACATION_PERIOD);
        }
    }
    if let Some(since) = player.vacation_since {
        player.vacation_used = player.vacation_used.saturating_add(now.saturating_sub(since));
        player.vacation_since = Some(now);
    }
}

/// Until when a game waits for a player on vacation, under its allowance;
/// `None` when they are not on vacation or the allowance is spent.
pub(super) fn vacation_until(player: &PlayerRecord, settings: &Settings, now: i64) -> Option<i64> {
    let mut player = player.clone();
    player.vacation_since?;
    count_vacation(&mut player, now);
    let left = settings.vacation_days.saturating_mul(DAY).saturating_sub(player.vacation_used);
    (left > 0).then_some(now.saturating_add(left))
}
