//! The player's own time at the table: `/me settings` with a time zone and
//! quiet hours; each awaited seat's deadline clock, which stops for its
//! player's quiet hours as they were when the turn began (so an edit counts
//! from their next turn); and pings held through quiet hours, sent once, as
//! one message with what they missed, when those hours end.

use super::quiet::{self, Nights, QuietHours, SeatClock};
use super::*;
use crate::store::{ClaimedNotice, Notice, PlayerRecord, SeatKind};

/// A player's quiet hours, if they keep any.
pub(super) fn quiet_of(player: &PlayerRecord) -> Option<QuietHours> {
    Some(QuietHours { zone: player.time_zone.clone(), from: player.quiet_from?, until: player.quiet_until? })
}

/// When the clock of a seat started at `since` with `left` running seconds runs out.
fn clock_end(quiet: Option<&QuietHours>, since: i64, left: i64) -> i64 {
    quiet.map_or(since.saturating_add(left), |q| q.clock_end(since, left))
}

/// The game's deadline: the earliest of its seats' own.
fn earliest(game: &GameRecord) -> Option<i64> {
    game.seat_clocks.iter().filter_map(|clock| clock.deadline_at).min()
}

/// The seats of `seats` whose own time is up (all of them when the turn
/// has one clock for everybody).
pub(super) fn late_seats(game: &GameRecord, seats: &[Seat], now: i64) -> Vec<Seat> {
    if game.seat_clocks.is_empty() {
        return seats.to_vec();
    }
    let late = |seat: &Seat| {
        let clock = game.seat_clocks.iter().find(|clock| clock.seat == *seat);
        clock.is_none_or(|clock| clock.deadline_at.is_some_and(|at| at <= now))
    };
    seats.iter().copied().filter(late).collect()
}

/// The next seat deadline after `now`, once those due are handled.
pub(super) fn next_deadline(game: &GameRecord, now: i64) -> Option<i64> {
    game.seat_clocks.iter().filter_map(|clock| clock.deadline_at).filter(|&at| at > now).min()
}

/// Whether some awaited seat is past its deadline (`/game skip`).
pub(super) fn overdue(game: &GameRecord, now: i64) -> bool {
    match game.seat_clocks.is_empty() {
        true => {
            let deadline = game.settings.deadline;
            deadline.is_some_and(|d| game.turn_since.is_some_and(|since| now >= since.saturating_add(d)))
        }
        false => game.seat_clocks.iter().any(|clock| clock.deadline_at.is_some_and(|at| at <= now)),
    }
}

/// The turn's clocks stop at `from` (a vacation): each keeps the running
/// time it had left.
pub(super) fn pause_seat_clocks(game: &mut GameRecord, from: i64) {
    for clock in &mut game.seat_clocks {
        if let Some(deadline) = clock.deadline_at.take() {
            let left = match &clock.quiet {
                Some(quiet) => quiet.running(from, deadline),
                None => deadline.saturating_sub(from).max(0),
            };
            clock.left = Some(left);
        }
    }
}

/// The turn's clocks run on from `now` with what they had left.
pub(super) fn resume_seat_clocks(game: &mut GameRecord, now: i64) {
    if game.seat_clocks.is_empty() {
        return;
    }
    for clock in &mut game.seat_clocks {
        if let Some(left) = clock.left.take() {
            clock.deadline_at = Some(clock_end(clock.quiet.as_ref(), now, left));
        }
    }
    game.deadline_at = earliest(game);
}

/// A held ping's fallback words (the table words it afresh when it is sent).
fn held_words(game: &GameRecord, now: i64) -> Said {
    let name = engine_of(game).map(|e| e.name()).unwrap_or("?");
    let waited = Arg::Duration(now.saturating_sub(game.turn_since.unwrap_or(now)));
    said!("quiet-over", game = name, channel = Arg::Channel(game.channel.clone()), waited = waited)
}

impl Table {
    /// `/me settings [confirm:on|off] [timezone:<zone>] [quiet:HH:MM-HH:MM|off]`.
    pub(super) async fn my_settings(
        &self,
        user: &User,
        confirm: Option<bool>,
        digest: Option<super::Digest>,
        timezone: Option<&str>,
        quiet: Option<&str>,
    ) -> Result<Vec<Reply>, Refusal> {
        let mut player = self.store.player(&user.id).await?;
        // Every value is checked before anything changes.
        let zone = timezone.map(|typed| quiet::zone_name(typed).ok_or_else(|| unknown_zone(typed))).transpose()?;
        let window = match quiet.map(str::trim) {
            None => None,
            Some("off") => Some(None),
            Some(text) => Some(Some(quiet::parse_window(text).map_err(Refusal::new)?)),
        };
        let zone_changed = zone.is_some();
        if confirm.is_some() || zone.is_some() || window.is_some() {
            if let Some(confirm) = confirm {
                player.confirm_final = confirm;
            }
            if let Some(zone) = zone {
                player.time_zone = Some(zone);
            }
            if let Some(window) = window {
                (player.quiet_from, player.quiet_until) = window.unzip();
            }
            self.store.save_player(&player).await?;
        }
        // A new digest, or the pending one at its hour in a new zone.
        match digest {
            Some(digest) => self.set_digest(&user.id, digest).await?,
            None if zone_changed => self.set_digest(&user.id, self.digest_of(&user.id).await?).await?,
            None => {}
        }
        let confirm = match player.confirm_final {
            true => said!("me-confirm-on"),
            false => said!("me-confirm-off"),
        };
        let zone_name = player.time_zone.clone().unwrap_or_else(|| "UTC".into());
        let offset = quiet::offset_label(player.time_zone.as_deref(), self.clock.now());
        let zone = said!("me-zone", zone = Arg::code(zone_name), offset = offset);
        let quiet = match quiet_of(&player) {
            Some(q) => said!("me-quiet", window = Arg::code(quiet::window_text(q.from, q.until))),
            None => said!("me-quiet-off"),
        };
        let digest = self.digest_of(&user.id).await?.describe();
        let parts = vec![confirm.into(), zone.into(), quiet.into(), digest.into()];
        Ok(vec![Reply::private(&user.id, Text { parts })])
    }

    /// A turn just began: each awaited person gets their own clock when any
    /// of them keeps quiet hours, stopped for those hours as they are now.
    pub(super) async fn start_seat_clocks(
        &self,
        game: &mut GameRecord,
        state: &dyn Match,
        now: i64,
    ) -> Result<(), StoreError> {
        game.seat_clocks.clear();
        let Some(deadline) = game.settings.deadline else { return Ok(()) };
        if game.status != Status::Running || game.deadline_at.is_none() {
            return Ok(());
        }
        let mut clocks = vec![];
        for &seat in state.to_move().seats() {
            if game.seats[seat].kind != SeatKind::Human {
                continue;
            }
            let quiet = quiet_of(&self.store.player(&game.seats[seat].user_id).await?);
            let deadline_at = Some(clock_end(quiet.as_ref(), now, deadline));
            clocks.push(SeatClock { seat, quiet, deadline_at, left: None });
        }
        if clocks.iter().any(|clock| clock.quiet.is_some()) {
            game.seat_clocks = clocks;
            game.deadline_at = earliest(game);
        }
        Ok(())
    }

    /// The end of `user_id`'s quiet hours, if `now` falls in them.
    pub(super) async fn quiet_until(&self, user_id: &str, now: i64) -> Result<Option<i64>, StoreError> {
        let player = self.store.player(user_id).await?;
        Ok(quiet_of(&player).and_then(|q| q.ends_at(now)))
    }

    /// A ping or reminder for `player` in their quiet hours, held until
    /// `until`: the outbox keeps one per game and player.
    pub(super) fn held_notice(&self, game: &GameRecord, player: &PlayerRecord, until: i64, now: i64) -> Notice {
        let dm = player.remind_where == "dm";
        Notice {
            id: 0,
            game_id: game.id,
            user_id: Some(player.user_id.clone()),
            channel: game.channel.clone(),
            deliver_to: if dm { "dm" } else { "channel" }.into(),
            text: held_words(game, now).into(),
            created_at: now,
            language: if dm { player.locale.unwrap_or(game.language()) } else { game.language() },
            held_until: Some(until),
        }
    }

    /// The turn pings that a turn's start would send people now in their
    /// quiet hours: held for them instead.
    pub(super) async fn held_pings(
        &self,
        game: &GameRecord,
        seats: &[Seat],
        now: i64,
    ) -> Result<Vec<Notice>, StoreError> {
        let mut held = vec![];
        for &seat in seats {
            let player = self.store.player(&game.seats[seat].user_id).await?;
            if let Some(until) = quiet_of(&player).and_then(|q| q.ends_at(now)) {
                held.push(self.held_notice(game, &player, until, now));
            }
        }
        Ok(held)
    }

    /// Mentions of people in their quiet hours show their name but wake nobody.
    pub(super) async fn hush_mentions(&self, replies: &mut [Reply]) {
        let now = self.clock.now();
        for mention in replies.iter_mut().flat_map(|r| r.mentions.iter_mut()) {
            if let Ok(Some(_)) = self.quiet_until(&mention.user_id, now).await {
                mention.silent = true;
            }
        }
    }

    /// A held notice as it goes out now: its turn, with what its player
    /// missed meanwhile; `None` when the turn it was for is over.
    pub(super) async fn word_held(&self, claim: &mut ClaimedNotice) -> bool {
        let notice = &mut claim.notice;
        let Some(user) = notice.user_id.clone() else { return false };
        let Ok(Some(game)) = self.store.game(notice.game_id).await else { return false };
        let Ok(state) = restore(&game) else { return false };
        let waiting = state.to_move();
        let Some(seat) = waiting.seats().iter().copied().find(|&s| game.seats[s].user_id == user) else { return false };
        if game.status != Status::Running || game.seats[seat].is_automatic() {
            return false;
        }
        let now = self.clock.now();
        notice.text =
            super::notices::notice_text(held_words(&game, now), super::catch_up::since_last_turn(&game, seat));
        true
    }

    /// "bob: quiet 23:00-07:00 (Europe/Kyiv)" for each seat that keeps them.
    pub(super) async fn quiet_lines(&self, game: &GameRecord) -> Result<Vec<Said>, Refusal> {
        let mut lines = vec![];
        for seat in game.seats.iter().filter(|s| s.kind != SeatKind::Computer) {
            if let Some(q) = quiet_of(&self.store.player(&seat.user_id).await?) {
                let zone = q.zone.clone().unwrap_or_else(|| "UTC".into());
                let window = Arg::code(quiet::window_text(q.from, q.until));
                lines.push(said!("settings-quiet", name = &seat.name, window = window, zone = zone));
            }
        }
        Ok(lines)
    }
}

/// An unknown zone, refused with the closest names.
fn unknown_zone(typed: &str) -> Refusal {
    let names = Arg::List(quiet::closest_zones(typed).into_iter().map(Said::code).collect());
    Refusal::new(said!("zone-unknown", value = Arg::code(typed), names = names))
}
