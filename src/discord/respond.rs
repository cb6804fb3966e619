//! Delivering table replies on Discord: acknowledge within 3 seconds, then
//! post the result; public replies in the channel, the caller's private ones
//! ephemeral, other players' private ones by DM. Transient Discord failures
//! (5xx, 429) are retried; the move itself is already committed.

use std::future::Future;
use std::time::Duration;

use serenity::all::{
    CreateActionRow, CreateAllowedMentions, CreateAttachment, CreateInteractionResponse,
    CreateInteractionResponseFollowup, CreateInteractionResponseMessage, CreateMessage, EditInteractionResponse, Http,
    InteractionId, UserId,
};
use serenity::builder::Builder;

use crate::table::{Reply, Visibility};

/// How long we may compute before we must defer (Discord allows 3 s).
pub const ANSWER_WITHIN: Duration = Duration::from_millis(1500);

/// The interaction being answered.
#[derive(Clone, Copy)]
pub struct Interaction<'a> {
    pub id: InteractionId,
    pub token: &'a str,
    pub user: UserId,
}

/// Text with `@name` turned into real mentions of the users listed.
fn with_mentions(reply: &Reply) -> (String, CreateAllowedMentions) {
    let mut text = reply.text.clone();
    let mut ids = vec![];
    for mention in &reply.mentions {
        if let Ok(id) = mention.user_id.parse::<u64>() {
            text = text.replace(&format!("@{}", mention.name), &format!("<@{id}>"));
            ids.push(UserId::new(id));
        }
    }
    (truncate(&text), CreateAllowedMentions::new().users(ids))
}

/// Discord messages hold at most 2000 characters.
fn truncate(text: &str) -> String {
    if text.chars().count() <= 2000 {
        return text.to_string();
    }
    let mut cut: String = text.chars().take(1990).collect();
    cut.push_str("\n…");
    cut
}

fn files(reply: &Reply) -> Vec<CreateAttachment> {
    reply
        .images
        .iter()
        .map(|p| CreateAttachment::bytes(p.png.clone(), p.name.clone()).description(p.description.clone()))
        .collect()
}

/// Retries a Discord call on 5xx and 429, up to three attempts.
pub async fn retry<T, F, Fut>(what: &str, mut call: F) -> serenity::Result<T>
where
    F: FnMut() -> Fut,
    Fut: Future<Output = serenity::Result<T>>,
{
    let mut delay = Duration::from_millis(200);
    for attempt in 1.. {
        match call().await {
            Err(serenity::Error::Http(e)) if attempt < 3 && is_transient(&e) => {
                tracing::warn!(what, attempt, error = %e, "Discord call failed; retrying");
                tokio::time::sleep(delay).await;
                delay *= 4;
            }
            other => return other,
        }
    }
    unreachable!()
}

fn is_transient(e: &serenity::http::HttpError) -> bool {
    match e {
        serenity::http::HttpError::UnsuccessfulRequest(r) => {
            r.status_code.is_server_error() || r.status_code.as_u16() == 429
        }
        serenity::http::HttpError::Request(_) => true,
        _ => false,
    }
}

/// Answers an interaction with the replies of a finished command, as its
/// first response (no deferral happened).
pub async fn respond(
    http: &Http,
    it: Interaction<'_>,
    replies: &[Reply],
    buttons: Vec<CreateActionRow>,
) -> serenity::Result<()> {
    let (first, rest) = split_first(it, replies);
    let message = match first {
        Some(reply) => {
            let (text, mentions) = with_mentions(reply);
            let mut message = CreateInteractionResponseMessage::new()
                .content(text)
                .allowed_mentions(mentions)
                .ephemeral(!reply.is_public())
                .add_files(files(reply));
            if reply.is_public() && !buttons.is_empty() {
                message = message.components(buttons.clone());
            }
            message
        }
        None => CreateInteractionResponseMessage::new().content("Done.").ephemeral(true),
    };
    retry("interaction response", || {
        CreateInteractionResponse::Message(message.clone()).execute(http, (it.id, it.token))
    })
    .await?;
    follow_up(http, it, &rest).await
}

/// Acknowledges now; the result follows with `finish`.
pub async fn defer(http: &Http, it: Interaction<'_>, ephemeral: bool) -> serenity::Result<()> {
    let message = CreateInteractionResponseMessage::new().ephemeral(ephemeral);
    retry("defer", || CreateInteractionResponse::Defer(message.clone()).execute(http, (it.id, it.token))).await
}

/// Completes a deferred interaction: the first reply replaces the "thinking"
/// message when its visibility matches the deferral, else that message is
/// removed and every reply goes out as a follow-up.
pub async fn finish(
    http: &Http,
    it: Interaction<'_>,
    deferred_ephemeral: bool,
    replies: &[Reply],
    buttons: Vec<CreateActionRow>,
) -> serenity::Result<()> {
    let (first, rest) = split_first(it, replies);
    match first {
        Some(reply) if reply.is_public() != deferred_ephemeral => {
            let (text, mentions) = with_mentions(reply);
            let mut edit = EditInteractionResponse::new().content(text).allowed_mentions(mentions);
            for file in files(reply) {
                edit = edit.new_attachment(file);
            }
            if reply.is_public() && !buttons.is_empty() {
                edit = edit.components(buttons.clone());
            }
            retry("edit response", || edit.clone().execute(http, it.token)).await?;
            follow_up(http, it, &rest).await
        }
        first => {
            retry("delete response", || http.delete_original_interaction_response(it.token)).await?;
            let all: Vec<&Reply> = first.into_iter().chain(rest).collect();
            follow_up(http, it, &all).await
        }
    }
}

/// The reply that should answer the interaction itself: the first public one,
/// else the first for the caller; the rest follow.
fn split_first<'r>(it: Interaction<'_>, replies: &'r [Reply]) -> (Option<&'r Reply>, Vec<&'r Reply>) {
    let caller = it.user.to_string();
    let index = replies
        .iter()
        .position(Reply::is_public)
        .or_else(|| replies.iter().position(|r| r.visibility == Visibility::Private(caller.clone())));
    match index {
        Some(i) => (Some(&replies[i]), replies.iter().enumerate().filter(|(j, _)| *j != i).map(|(_, r)| r).collect()),
        None => (None, replies.iter().collect()),
    }
}

async fn follow_up(http: &Http, it: Interaction<'_>, replies: &[&Reply]) -> serenity::Result<()> {
    let caller = it.user.to_string();
    for reply in replies {
        match &reply.visibility {
            Visibility::Private(user) if *user != caller => send_dm(http, user, reply).await,
            visibility => {
                let (text, mentions) = with_mentions(reply);
                let followup = CreateInteractionResponseFollowup::new()
                    .content(text)
                    .allowed_mentions(mentions)
                    .ephemeral(*visibility != Visibility::Public)
                    .add_files(files(reply));
                retry("follow-up", || followup.clone().execute(http, (None, it.token))).await?;
            }
        }
    }
    Ok(())
}

/// A private reply for someone other than the caller goes by DM; a closed
/// DM is logged, never posted publicly (it may hold a secret hand).
pub async fn send_dm(http: &Http, user: &str, reply: &Reply) {
    let Ok(id) = user.parse::<u64>() else { return };
    let message = CreateMessage::new().content(truncate(&reply.text)).add_files(files(reply));
    let sent = async {
        let channel = retry("open DM", || UserId::new(id).create_dm_channel(http)).await?;
        retry("DM", || channel.id.send_message(http, message.clone())).await
    };
    if let Err(e) = sent.await {
        tracing::warn!(user, error = %e, "could not deliver a private message");
    }
}
