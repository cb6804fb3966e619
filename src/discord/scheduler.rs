//! Reminders and deadline notices on Discord. The table decides what is due
//! and queues it in the outbox (in the same transaction as the change that
//! made it due); this loop wakes at the next due time, or when a move moved
//! it, and delivers the queue.

use std::sync::Arc;
use std::time::Duration;

use serenity::all::{ChannelId, CreateAllowedMentions, CreateMessage, Http, Nonce, UserId};

use super::respond::retry;
use crate::store::Notice;
use crate::table::Table;

/// The longest the loop sleeps without looking (a safety net only).
const MAX_SLEEP: i64 = 3600;

pub async fn run(table: Table, http: Arc<Http>) {
    let wakeups = table.wakeups();
    loop {
        if let Err(e) = table.tick().await {
            tracing::warn!(error = %e, "scheduler tick failed");
        }
        deliver(&table, &http).await;
        let now = table.clock().now();
        let wait = match table.next_due().await {
            Ok(Some(due)) => (due - now).clamp(1, MAX_SLEEP),
            _ => MAX_SLEEP,
        };
        tokio::select! {
            _ = tokio::time::sleep(Duration::from_secs(wait as u64)) => {}
            _ = wakeups.notified() => {}
        }
    }
}

/// Sends every queued notice. A notice is marked delivered after it is
/// sent; the nonce lets Discord drop a repeat if we crash in between.
pub async fn deliver(table: &Table, http: &Http) {
    let Ok(notices) = table.pending_notices().await else { return };
    for notice in notices {
        if let Err(e) = send(http, &notice).await {
            tracing::warn!(notice = notice.id, error = %e, "could not deliver a notice");
        }
        if let Err(e) = table.claim_notice(notice.id).await {
            tracing::warn!(notice = notice.id, error = %e, "could not mark a notice delivered");
        }
    }
}

async fn send(http: &Http, notice: &Notice) -> serenity::Result<()> {
    let Ok(channel) = notice.channel.parse::<u64>() else { return Ok(()) };
    let user = notice.user_id.as_deref().and_then(|u| u.parse::<u64>().ok()).map(UserId::new);
    let text = match user {
        Some(user) => format!("⏰ <@{user}>, {}", notice.text),
        None => notice.text.clone(),
    };
    let message = |text: String| {
        CreateMessage::new()
            .content(text)
            .allowed_mentions(CreateAllowedMentions::new().users(user))
            .nonce(Nonce::String(format!("aerie-{}", notice.id)))
            .enforce_nonce(true)
    };
    if let (Some(user), "dm") = (user, notice.deliver_to.as_str()) {
        let dm = async {
            let dm = retry("open DM", || user.create_dm_channel(http)).await?;
            retry("DM reminder", || dm.id.send_message(http, message(text.clone()))).await
        };
        match dm.await {
            Ok(_) => return Ok(()),
            // Closed DMs: fall back to the game's channel, once.
            Err(e) => tracing::info!(error = %e, "DM failed; reminding in the channel instead"),
        }
    }
    retry("channel notice", || ChannelId::new(channel).send_message(http, message(text.clone()))).await?;
    Ok(())
}
