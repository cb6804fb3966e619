//! One digest a day instead of many reminders (`/me settings digest:`).
//!
//! `daily@HH:MM`: at that local time, one DM lists every game on every
//! server waiting for the player (the listing of `/games` in a DM), and
//! their per-game reminders stop; the post that starts their turn still
//! pings them. `only@HH:MM`: that ping waits for the digest too.
//!
//! Each digest is due at a stored moment (`digests.due_at`), claimed and
//! queued in the outbox like a game's reminder (see `store::digests`), so
//! it is sent once across processes and restarts; a long downtime yields
//! one digest, not a burst. When the player's DMs are closed the front-end
//! says so (`digest_not_sent`) and the digest becomes one reminder per game
//! in that game's channel, as reminders are without a digest.

use jiff::tz::TimeZone;

use super::my_games::Listed;
use super::settings::DAY;
use super::*;
use crate::store::{ClaimedNotice, DigestRecord, Notice};
use crate::text::Arg;

/// Digests handled per tick at most; the rest wait for the next one.
const DIGEST_BATCH: i64 = 200;
/// How long a claimed digest is left to this scheduler (as a game's claim).
const DIGEST_LEASE: i64 = 300;

/// A player's choice of digest.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Digest {
    /// Reminders per game, as without one.
    Off,
    /// A digest at this local minute of the day; reminders wait for it.
    Daily(i64),
    /// As `Daily`, and the pings that start a turn wait for it too.
    Only(i64),
}

impl Digest {
    /// `off`, `daily@HH:MM` or `only@HH:MM`.
    pub fn parse(value: &str) -> Result<Digest, Said> {
        let refused = || said!("parse-digest", value = Arg::code(format!("digest:{value}")));
        let value = value.trim();
        if value == "off" {
            return Ok(Digest::Off);
        }
        let (mode, time) = value.split_once('@').ok_or_else(refused)?;
        let (hours, minutes) = time.split_once(':').ok_or_else(refused)?;
        let number = |s: &str, below: i64| s.parse::<i64>().ok().filter(|n| (0..below).contains(n) && s.len() <= 2);
        let minute = match (number(hours, 24), number(minutes, 60)) {
            (Some(h), Some(m)) if minutes.len() == 2 => h * 60 + m,
            _ => return Err(refused()),
        };
        match mode {
            "daily" => Ok(Digest::Daily(minute)),
            "only" => Ok(Digest::Only(minute)),
            _ => Err(refused()),
        }
    }

    fn of(record: Option<&DigestRecord>) -> Digest {
        match record {
            Some(d) if d.mode == "only" => Digest::Only(d.at_minute),
            Some(d) => Digest::Daily(d.at_minute),
            None => Digest::Off,
        }
    }

    /// Per-game reminders wait for the digest.
    pub fn holds_reminders(self) -> bool {
        self != Digest::Off
    }

    /// The ping that starts a turn waits for the digest.
    pub fn holds_turn_pings(self) -> bool {
        matches!(self, Digest::Only(_))
    }

    /// The stored mode and minute, if there is a digest.
    fn stored(self) -> Option<(&'static str, i64)> {
        match self {
            Digest::Off => None,
            Digest::Daily(minute) => Some(("daily", minute)),
            Digest::Only(minute) => Some(("only", minute)),
        }
    }

    /// "A daily digest comes by DM at 08:30 …" for `/me settings`.
    pub(super) fn describe(self) -> Said {
        let at = |minute: i64| format!("{:02}:{:02}", minute / 60, minute % 60);
        match self {
            Digest::Off => said!("me-digest-off"),
            Digest::Daily(minute) => said!("me-digest-daily", at = at(minute)),
            Digest::Only(minute) => said!("me-digest-only", at = at(minute)),
        }
    }
}

/// The first moment after `now` (Unix seconds) when the clock reads
/// `at_minute` minutes after midnight in `zone`. A local time skipped by a
/// change to summer time falls later that day, as `jiff` resolves it.
pub fn next_local_time(now: i64, at_minute: i64, zone: &TimeZone) -> i64 {
    let Ok(now_ts) = jiff::Timestamp::from_second(now) else { return now.saturating_add(DAY) };
    let today = now_ts.to_zoned(zone.clone()).date();
    let at_minute = at_minute.rem_euclid(24 * 60);
    let Ok(time) = jiff::civil::Time::new((at_minute / 60) as i8, (at_minute % 60) as i8, 0, 0) else {
        return now.saturating_add(DAY);
    };
    for days in 0..3 {
        let Ok(date) = today.checked_add(jiff::Span::new().days(days)) else { break };
        let Ok(local) = date.to_datetime(time).to_zoned(zone.clone()) else { continue };
        let at = local.timestamp().as_second();
        if at > now {
            return at;
        }
    }
    now.saturating_add(DAY)
}

impl Table {
    /// The player's time zone, in which their digest's time is read.
    ///
    /// The player's zone (`/me settings timezone:`), UTC until they set one.
    pub(super) async fn player_zone(&self, user_id: &str) -> TimeZone {
        let name = self.store.player(user_id).await.ok().and_then(|p| p.time_zone);
        super::quiet::zone(name.as_deref())
    }

    /// The player's digest choice.
    pub(super) async fn digest_of(&self, user_id: &str) -> Result<Digest, StoreError> {
        Ok(Digest::of(self.store.digest(user_id).await?.as_ref()))
    }

    /// Stores a player's digest choice; the first digest is due at the
    /// next moment their clock reads the chosen time.
    pub(super) async fn set_digest(&self, user_id: &str, digest: Digest) -> Result<(), StoreError> {
        let record = match digest.stored() {
            None => None,
            Some((mode, at_minute)) => {
                let zone = self.player_zone(user_id).await;
                let due_at = next_local_time(self.clock.now(), at_minute, &zone);
                Some(DigestRecord { user_id: user_id.to_string(), mode: mode.to_string(), at_minute, due_at })
            }
        };
        self.store.set_digest(user_id, record.as_ref()).await?;
        self.wake();
        Ok(())
    }

    /// Queues every digest due now; one player's failure is logged and
    /// theirs tried again when its claim runs out. Returns how many were due.
    pub(super) async fn tick_digests(&self, now: i64) -> Result<usize, StoreError> {
        let due = self.store.claim_due_digests(now, DIGEST_LEASE, DIGEST_BATCH).await?;
        for claimed in &due {
            if let Err(e) = self.queue_digest(claimed, now).await {
                tracing::warn!(user = claimed.user_id, error = %e, "could not queue a digest; tried again later");
            }
        }
        Ok(due.len())
    }

    async fn queue_digest(&self, claimed: &DigestRecord, now: i64) -> Result<(), StoreError> {
        let zone = self.player_zone(&claimed.user_id).await;
        // From now: after a downtime, one digest and the next at its time.
        let next_at = next_local_time(now, claimed.at_minute, &zone);
        let player = self.store.player(&claimed.user_id).await?;
        let waiting = self.digest_games(&claimed.user_id, now).await?;
        let notice = waiting.first().map(|first| Notice {
            id: 0,
            game_id: first.game.id,
            user_id: Some(claimed.user_id.clone()),
            channel: first.game.channel.clone(),
            deliver_to: "dm".into(),
            text: digest_text(&waiting),
            created_at: now,
            language: player.locale.unwrap_or(first.game.language()),
            held_until: None,
        });
        self.store.commit_digest(claimed, next_at, notice.as_ref()).await?;
        Ok(())
    }

    /// What a digest lists: the games waiting for the player, on every
    /// server, but those whose turn stands still while they are on vacation
    /// (reminders wait for them then too).
    async fn digest_games(&self, user_id: &str, now: i64) -> Result<Vec<Listed>, StoreError> {
        let player = self.store.player(user_id).await?;
        let listed = self.awaited_listing(user_id, now).await?;
        let away = |l: &Listed| super::timers::vacation_until(&player, &l.game.settings, now).is_some();
        Ok(listed.into_iter().filter(|l| l.yours && !away(l)).collect())
    }

    /// A digest the front-end could not send by DM (closed DMs): one
    /// reminder per game waiting for the player goes to that game's
    /// channel instead, as it would without a digest.
    pub async fn digest_not_sent(&self, claim: &ClaimedNotice) -> Result<(), Refusal> {
        let Some(user_id) = &claim.digest_of else { return Ok(()) };
        let now = self.clock.now();
        let reminders: Vec<Notice> = self
            .digest_games(user_id, now)
            .await?
            .iter()
            .map(|l| {
                let game = engine_of(&l.game).map(|e| e.name()).unwrap_or("?");
                let (channel, waited) = (Arg::Channel(l.game.channel.clone()), Arg::Duration(l.waited));
                Notice {
                    id: 0,
                    game_id: l.game.id,
                    user_id: Some(user_id.clone()),
                    channel: l.game.channel.clone(),
                    deliver_to: "channel".into(),
                    text: said!("reminder", game = game, channel = channel, waited = waited).into(),
                    created_at: now,
                    language: l.game.language(),
                    held_until: None,
                }
            })
            .collect();
        self.store.replace_digest(claim.notice.id, now, &reminders).await?;
        Ok(())
    }

    /// A turn's post pings no one whose turn pings wait for their digest
    /// (`only@`); it names them instead.
    pub(super) async fn hold_turn_pings(&self, replies: &mut [Reply]) {
        for reply in replies.iter_mut().filter(|r| matches!(r.controls, Controls::Board(_)) && !r.mentions.is_empty()) {
            let mut held = vec![];
            for mention in std::mem::take(&mut reply.mentions) {
                match self.digest_of(&mention.user_id).await {
                    Ok(digest) if digest.holds_turn_pings() => held.push(mention.name),
                    _ => reply.mentions.push(mention),
                }
            }
            if !held.is_empty() {
                reply.text.push(said!("turn-ping-held", names = held.join(", ")));
            }
        }
    }
}

/// The digest: how many games wait, then each with its channel, how long
/// it has waited and its deadline.
fn digest_text(waiting: &[Listed]) -> Text {
    let mut text = Text::from(said!("digest-title", count = waiting.len()));
    for listed in waiting {
        let game = engine_of(&listed.game).map(|e| e.name()).unwrap_or("?");
        let (channel, waited) = (Arg::Channel(listed.game.channel.clone()), Arg::Duration(listed.waited));
        text.push(match listed.game.deadline_at {
            Some(at) => {
                said!("digest-line-deadline", game = game, channel = channel, waited = waited, deadline = Arg::Time(at))
            }
            None => said!("digest-line", game = game, channel = channel, waited = waited),
        });
    }
    text
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn choices_are_read_and_bad_ones_refused() {
        assert_eq!(Digest::parse("off"), Ok(Digest::Off));
        assert_eq!(Digest::parse("daily@08:30"), Ok(Digest::Daily(8 * 60 + 30)));
        assert_eq!(Digest::parse("only@23:05"), Ok(Digest::Only(23 * 60 + 5)));
        for bad in ["daily", "daily@24:00", "only@8:5", "weekly@08:00", "daily@08:60", "daily@-1:00"] {
            assert!(Digest::parse(bad).is_err(), "{bad}");
        }
    }

    #[test]
    fn the_next_local_time_follows_the_zone() {
        // 2026-01-10 06:00 UTC.
        let now = 1_768_024_800;
        assert_eq!(next_local_time(now, 8 * 60, &TimeZone::UTC), now + 2 * 3600);
        assert_eq!(next_local_time(now, 6 * 60, &TimeZone::UTC), now + DAY);
        // Kyiv is UTC+2 in winter: 08:00 there is 06:00 UTC, just passed.
        let kyiv = TimeZone::get("Europe/Kyiv").unwrap();
        assert_eq!(next_local_time(now, 8 * 60, &kyiv), now + DAY);
        assert_eq!(next_local_time(now, 9 * 60, &kyiv), now + 3600);
        // Summer time: 09:00 in Kyiv is 06:00 UTC (2026-07-10 05:00 UTC now).
        let july = 1_783_659_600;
        assert_eq!(next_local_time(july, 9 * 60, &kyiv), july + 3600);
    }
}
