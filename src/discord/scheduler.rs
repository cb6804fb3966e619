//! Reminders and deadline notices on Discord. The table decides what is due
//! and queues it in the outbox (in the same transaction as the change that
//! made it due); this loop wakes at the next due time, or when a move moved
//! it, and delivers the queue.
//!
//! Delivery is at-least-once towards Discord and exactly-once for people:
//! each notice is claimed with a lease, sent with a nonce derived from its
//! id (so Discord drops a repeat of a send whose answer was lost), and
//! marked delivered only once Discord accepted it. A failed send is tried
//! again with growing pauses and finally recorded as failed, which the host
//! sees in `/game status`.

use std::sync::Arc;
use std::time::Duration;

use serenity::all::{ChannelId, CreateAllowedMentions, CreateMessage, Http, Nonce, UserId};

use tracing::Instrument;

use super::respond::retry;
use crate::store::Notice;
use crate::table::{Refusal, Table};

/// The longest the loop sleeps without looking (a safety net only).
const MAX_SLEEP: i64 = 3600;
/// The sleep when the next due time could not be found.
const RETRY_SLEEP: i64 = 60;
/// Sends of one notice before it is given up as failed.
pub const MAX_ATTEMPTS: i64 = 8;
/// The pause after the first failed send; it doubles with each further one.
const FIRST_RETRY: i64 = 30;
/// The longest pause between two sends of one notice.
const LONGEST_RETRY: i64 = 3600;

pub async fn run(table: Table, http: Arc<Http>) {
    let wakeups = table.wakeups();
    if let Err(e) = table.wake_stranded_computers().await {
        tracing::warn!(error = %e, "could not look for games waiting on their computers");
    }
    loop {
        // Each round runs as its own task: even a panic in one game's
        // handling is logged and the loop (and every other reminder) goes on.
        let round = tokio::spawn({
            let (table, http) = (table.clone(), http.clone());
            async move { round(&table, &http).await }
        });
        if let Err(e) = round.await {
            tracing::error!(error = %e, "scheduler round failed; continuing");
        }
        let now = table.clock().now();
        let wait = match table.next_due().await {
            Ok(Some(due)) => due.saturating_sub(now).clamp(1, MAX_SLEEP),
            Ok(None) => MAX_SLEEP,
            // (A damaged due time, or the database busy: look again soon.)
            Err(e) => {
                tracing::warn!(error = %e, "could not find the next due time");
                RETRY_SLEEP
            }
        };
        tokio::select! {
            _ = tokio::time::sleep(Duration::from_secs(wait as u64)) => {}
            _ = wakeups.notified() => {}
        }
    }
}

async fn round(table: &Table, http: &Http) {
    if let Err(e) = table.tick().await {
        tracing::warn!(error = %e, "scheduler tick failed");
    }
    deliver(table, http).await;
}

/// Sends every notice due now.
pub async fn deliver(table: &Table, http: &Http) {
    loop {
        let claimed = match table.claim_notices().await {
            Ok(claimed) if !claimed.is_empty() => claimed,
            Ok(_) => return,
            Err(e) => {
                tracing::warn!(error = %e, "could not claim notices");
                return;
            }
        };
        for claim in claimed {
            let notice = &claim.notice;
            let span =
                tracing::info_span!("notice", notice = notice.id, game = notice.game_id, channel = %notice.channel);
            deliver_one(table, http, claim).instrument(span).await;
        }
    }
}

/// Sends one claimed notice and records how it went.
async fn deliver_one(table: &Table, http: &Http, claim: crate::store::ClaimedNotice) {
    let id = claim.notice.id;
    if claim.digest_of.is_some() {
        if let Err(e) = deliver_digest(table, http, &claim).await {
            tracing::warn!(notice = id, error = ?e, "could not record a digest's delivery");
        }
        return;
    }
    let recorded = match send(http, &claim.notice).await {
        Ok(()) => {
            crate::telemetry::notice_sent(&claim.notice.deliver_to);
            table.notice_delivered(id).await
        }
        Err(e) => {
            let retry_in = retry_in(&e, claim.attempt);
            crate::telemetry::notice_send_failed(retry_in.is_none());
            match retry_in {
                Some(s) => {
                    tracing::warn!(notice = id, attempt = claim.attempt, error = %e, "could not deliver a notice; trying again in {s} s")
                }
                None => {
                    tracing::error!(notice = id, attempt = claim.attempt, error = %e, "could not deliver a notice; giving up")
                }
            }
            table.notice_failed(id, &e.to_string(), retry_in).await
        }
    };
    if let Err(e) = recorded {
        // The lease runs out and the notice is tried again (the nonce
        // keeps a repeat from showing twice).
        tracing::warn!(notice = id, error = %e, "could not record a notice's delivery");
    }
}

/// When to try a failed send again, or `None` to give up: Discord refused
/// the message itself (4xx other than 429), or it failed too often.
pub fn retry_in(error: &serenity::Error, attempt: i64) -> Option<i64> {
    use serenity::http::HttpError;
    let transient = match error {
        serenity::Error::Http(HttpError::UnsuccessfulRequest(r)) => {
            r.status_code.is_server_error() || r.status_code.as_u16() == 429
        }
        serenity::Error::Http(HttpError::Request(_)) | serenity::Error::Io(_) => true,
        _ => false,
    };
    if !transient || attempt >= MAX_ATTEMPTS {
        return None;
    }
    let doublings = u32::try_from(attempt.saturating_sub(1)).unwrap_or(u32::MAX).min(20);
    Some(FIRST_RETRY.saturating_mul(1 << doublings).min(LONGEST_RETRY))
}

async fn send(http: &Http, notice: &Notice) -> serenity::Result<()> {
    let Ok(channel) = notice.channel.parse::<u64>() else {
        return Err(serenity::Error::Other("the notice's channel is not a Discord channel id"));
    };
    let (user, messages) = messages(notice);
    if let (Some(user), "dm") = (user, notice.deliver_to.as_str()) {
        match send_by_dm(http, user, &messages).await {
            Ok(()) => return Ok(()),
            // Closed DMs: fall back to the game's channel, once.
            Err(e) => tracing::info!(error = %e, "DM failed; reminding in the channel instead"),
        }
    }
    for message in &messages {
        retry("channel notice", || ChannelId::new(channel).send_message(http, message.clone())).await?;
    }
    Ok(())
}

/// A player's daily digest goes by DM alone: it lists games of several
/// servers, which no one channel may see. When Discord refuses the DM for
/// good (closed DMs), the table replaces it with a reminder per game in
/// each game's channel; a passing failure is tried again as any notice.
async fn deliver_digest(table: &Table, http: &Http, claim: &crate::store::ClaimedNotice) -> Result<(), Refusal> {
    let (user, messages) = messages(&claim.notice);
    let Some(user) = user else { return table.digest_not_sent(claim).await };
    match send_by_dm(http, user, &messages).await {
        Ok(()) => {
            crate::telemetry::notice_sent("dm");
            table.notice_delivered(claim.notice.id).await
        }
        Err(e) => match retry_in(&e, claim.attempt) {
            Some(s) => {
                tracing::warn!(notice = claim.notice.id, error = %e, "could not send a digest; trying again in {s} s");
                table.notice_failed(claim.notice.id, &e.to_string(), Some(s)).await
            }
            None => {
                tracing::info!(notice = claim.notice.id, error = %e, "digest DM refused; reminding in each game's channel");
                table.digest_not_sent(claim).await
            }
        },
    }
}

/// The notice as messages, in the game's language (a DM too, until each
/// user's language is kept): a long one goes on in further messages, and
/// only the first pings the user it is for (returned with them).
fn messages(notice: &Notice) -> (Option<UserId>, Vec<CreateMessage>) {
    let user = notice.user_id.as_deref().and_then(|u| u.parse::<u64>().ok()).map(UserId::new);
    let text = super::markdown::worded(notice.language, &notice.text);
    let text = match user {
        Some(user) => format!("⏰ <@{user}>, {text}"),
        None => text,
    };
    let parts = super::limits::messages(&text);
    let messages = (0..parts.len())
        .map(|k| {
            let nonce = match k {
                0 => format!("aerie-{}", notice.id),
                _ => format!("aerie-{}+{k}", notice.id),
            };
            let pings = if k == 0 { user } else { None };
            CreateMessage::new()
                .content(parts[k].clone())
                .allowed_mentions(CreateAllowedMentions::new().users(pings))
                .nonce(Nonce::String(nonce))
                .enforce_nonce(true)
        })
        .collect();
    (user, messages)
}

async fn send_by_dm(http: &Http, user: UserId, messages: &[CreateMessage]) -> serenity::Result<()> {
    let dm = retry("open DM", || user.create_dm_channel(http)).await?;
    for message in messages {
        retry("DM reminder", || dm.id.send_message(http, message.clone())).await?;
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn failures_back_off_then_give_up() {
        let network = serenity::Error::Io(std::io::Error::other("reset"));
        assert_eq!(retry_in(&network, 1), Some(FIRST_RETRY));
        assert_eq!(retry_in(&network, 2), Some(2 * FIRST_RETRY));
        assert_eq!(retry_in(&network, 7), Some((64 * FIRST_RETRY).min(LONGEST_RETRY)));
        assert_eq!(retry_in(&network, MAX_ATTEMPTS), None);
        assert_eq!(retry_in(&serenity::Error::Other("bad channel"), 1), None);
    }
}
