//! Delivering messages on Discord: answering an interaction (at once, by
//! deferring, by updating the clicked message), follow-ups, DMs and edits of
//! older messages. Every text is fitted to Discord's limits first.
//! Transient failures (5xx, 429) are retried; the move itself is already
//! committed.

use crate::i18n::{self, Lang};
use std::future::Future;
use std::time::Duration;

use serenity::all::{
    ChannelId, CreateActionRow, CreateAllowedMentions, CreateAttachment, CreateInteractionResponse,
    CreateInteractionResponseFollowup, CreateInteractionResponseMessage, CreateMessage, EditInteractionResponse,
    EditMessage, Http, InteractionId, Message, MessageId, Nonce, UserId,
};
use serenity::builder::Builder;

use super::{limits, markdown};
use crate::table::{Keep, Reply};

/// How long we may compute before we must defer (Discord allows 3 s).
pub const ANSWER_WITHIN: Duration = Duration::from_millis(1500);

/// How long to wait after a 429 when Discord's `retry_after` is not known
/// (serenity's own rate limiter, used against the real API, waits exactly
/// `retry_after`; only a proxied client sees the 429 itself).
const RATE_LIMIT_WAIT: Duration = Duration::from_secs(1);

/// The interaction being answered.
#[derive(Clone, Copy)]
pub struct Interaction<'a> {
    pub id: InteractionId,
    pub token: &'a str,
    pub user: UserId,
    /// The language of whoever clicked or typed (their Discord locale).
    pub lang: crate::i18n::Lang,
    /// `command` or `component`, for the figures (`telemetry`).
    pub kind: &'static str,
    /// When it arrived: its acknowledgement and the board it causes are timed from here.
    pub received: std::time::Instant,
}

/// One message to send, already fitted to Discord's limits.
#[derive(Clone, Default)]
pub struct Out {
    pub text: String,
    pub mentions: Vec<UserId>,
    pub files: Vec<CreateAttachment>,
    /// `Some(vec![])` removes a message's components on an edit.
    pub components: Option<Vec<CreateActionRow>>,
    pub ephemeral: bool,
    /// What did not fit in one message: further messages that follow it,
    /// text only, in order.
    pub more: Vec<String>,
}

impl Out {
    pub fn text(text: impl AsRef<str>) -> Out {
        Out::default().holding(text.as_ref())
    }

    /// `text` as this message's content and, past what one holds, the
    /// messages that follow it.
    fn holding(mut self, text: &str) -> Out {
        let mut parts = limits::messages(text).into_iter();
        self.text = parts.next().unwrap_or_default();
        self.more = parts.collect();
        self
    }

    /// The messages that carry this one, in order: the first pings, the
    /// last carries the images and the buttons (a board stays the newest
    /// message, under all its text). One message when the text fits.
    pub fn split(mut self) -> (Out, Vec<Out>) {
        if self.more.is_empty() {
            return (self, vec![]);
        }
        let mut rest: Vec<Out> = std::mem::take(&mut self.more)
            .into_iter()
            .map(|text| Out { text, ephemeral: self.ephemeral, ..Out::default() })
            .collect();
        let last = rest.last_mut().expect("more than one message");
        last.files = std::mem::take(&mut self.files);
        // (An edited message loses the buttons it had.)
        last.components = self.components.replace(vec![]);
        (self, rest)
    }

    /// A table reply: its text written for Discord (the names in it, which
    /// are anyone's to choose, escaped), and the pings of the users it
    /// mentions first, built from their ids: the only pings the message can
    /// make. A text too long for a message goes on in more; a log keeps
    /// its most recent lines in one.
    pub fn reply(reply: &Reply, lang: Lang) -> Out {
        let id = |m: &crate::table::Mention| m.user_id.parse::<u64>().ok().map(UserId::new);
        let pings: Vec<String> = reply.mentions.iter().filter_map(id).map(|id| format!("<@{id}> ")).collect();
        let pings = pings.concat();
        // Someone in their quiet hours is shown but not allowed to be pinged.
        let mentions: Vec<UserId> = reply.mentions.iter().filter(|m| !m.silent).filter_map(id).collect();
        let body = match reply.keep {
            Keep::First => markdown::worded(lang, &reply.text),
            Keep::Last => {
                let lines: Vec<String> =
                    reply.text.parts.iter().map(|part| i18n::part_with(lang, part, &markdown::Discord)).collect();
                let earlier = i18n::said_with(lang, &crate::said!("log-earlier"), &markdown::Discord);
                limits::last_lines(&lines, &earlier, limits::CONTENT - pings.chars().count())
            }
        };
        let text = pings + &body;
        let images = reply.images.iter().map(|p| {
            CreateAttachment::bytes(p.png.clone(), p.name.clone()).description(i18n::said_in(lang, &p.description))
        });
        let others = reply.files.iter().map(|f| CreateAttachment::bytes(f.bytes.clone(), f.name.clone()));
        let files = images.chain(others).collect();
        Out { mentions, files, ephemeral: !reply.is_public(), ..Out::default() }.holding(&text)
    }

    pub fn ephemeral(mut self) -> Out {
        self.ephemeral = true;
        self
    }

    pub fn with_components(mut self, components: Vec<CreateActionRow>) -> Out {
        self.components = Some(components);
        self
    }

    /// Only the users this message is meant to ping: never everyone, a role
    /// or a user named in the text.
    fn mentions(&self) -> CreateAllowedMentions {
        CreateAllowedMentions::new().users(self.mentions.clone())
    }

    fn message(&self) -> CreateInteractionResponseMessage {
        let mut message = CreateInteractionResponseMessage::new()
            .content(self.text.clone())
            .allowed_mentions(self.mentions())
            .ephemeral(self.ephemeral)
            .files(self.files.clone());
        if let Some(components) = &self.components {
            message = message.components(components.clone());
        }
        message
    }
}

/// Retries a Discord call on 5xx and 429, up to three attempts; after a 429
/// it waits at least as long as Discord asks.
pub async fn retry<T, F, Fut>(what: &str, mut call: F) -> serenity::Result<T>
where
    F: FnMut() -> Fut,
    Fut: Future<Output = serenity::Result<T>>,
{
    let mut delay = Duration::from_millis(200);
    for attempt in 1.. {
        match call().await {
            Err(serenity::Error::Http(e)) if attempt < 3 && is_transient(&e) => {
                let wait = if is_rate_limit(&e) { delay.max(RATE_LIMIT_WAIT * attempt) } else { delay };
                tracing::warn!(what, attempt, error = %e, wait_ms = wait.as_millis() as u64, "Discord call failed; retrying");
                tokio::time::sleep(wait).await;
                delay *= 4;
            }
            other => return other,
        }
    }
    unreachable!()
}

fn is_rate_limit(e: &serenity::http::HttpError) -> bool {
    matches!(e, serenity::http::HttpError::UnsuccessfulRequest(r) if r.status_code.as_u16() == 429)
}

fn is_transient(e: &serenity::http::HttpError) -> bool {
    match e {
        serenity::http::HttpError::UnsuccessfulRequest(r) => r.status_code.is_server_error() || is_rate_limit(e),
        serenity::http::HttpError::Request(_) => true,
        _ => false,
    }
}

/// Answers with a new message (public, or ephemeral).
pub async fn answer(http: &Http, it: Interaction<'_>, out: &Out) -> serenity::Result<()> {
    let message = out.message();
    acknowledged(http, it, "interaction response", CreateInteractionResponse::Message(message)).await
}

/// Answers a click by replacing the message clicked on.
pub async fn update(http: &Http, it: Interaction<'_>, out: &Out) -> serenity::Result<()> {
    let message = out.message();
    acknowledged(http, it, "update message", CreateInteractionResponse::UpdateMessage(message)).await
}

/// Acknowledges a command now; the result follows with `edit_original`.
pub async fn defer(http: &Http, it: Interaction<'_>, ephemeral: bool) -> serenity::Result<()> {
    let message = CreateInteractionResponseMessage::new().ephemeral(ephemeral);
    acknowledged(http, it, "defer", CreateInteractionResponse::Defer(message)).await
}

/// Acknowledges a click now; the clicked message may be edited later.
pub async fn defer_update(http: &Http, it: Interaction<'_>) -> serenity::Result<()> {
    acknowledged(http, it, "defer update", CreateInteractionResponse::Acknowledge).await
}

/// Sends the interaction's one response, and times it from the
/// interaction's arrival once Discord has accepted it.
async fn acknowledged(
    http: &Http,
    it: Interaction<'_>,
    what: &str,
    response: CreateInteractionResponse,
) -> serenity::Result<()> {
    retry(what, || response.clone().execute(http, (it.id, it.token))).await?;
    crate::telemetry::acknowledged(it.kind, it.received.elapsed());
    Ok(())
}

/// Replaces the interaction's original message (the deferred answer, or
/// the message clicked on); its old attachments give way to `out`'s.
pub async fn edit_original(http: &Http, it: Interaction<'_>, out: &Out) -> serenity::Result<Message> {
    let mut edit = EditInteractionResponse::new().content(out.text.clone()).allowed_mentions(out.mentions());
    edit = edit.clear_attachments();
    for file in &out.files {
        edit = edit.new_attachment(file.clone());
    }
    if let Some(components) = &out.components {
        edit = edit.components(components.clone());
    }
    retry("edit response", || edit.clone().execute(http, it.token)).await
}

pub async fn delete_original(http: &Http, it: Interaction<'_>) -> serenity::Result<()> {
    retry("delete response", || http.delete_original_interaction_response(it.token)).await
}

/// A further message for the interaction (public, or ephemeral).
pub async fn follow_up(http: &Http, it: Interaction<'_>, out: &Out) -> serenity::Result<Message> {
    let mut followup = CreateInteractionResponseFollowup::new()
        .content(out.text.clone())
        .allowed_mentions(out.mentions())
        .ephemeral(out.ephemeral)
        .add_files(out.files.clone());
    if let Some(components) = &out.components {
        followup = followup.components(components.clone());
    }
    retry("follow-up", || followup.clone().execute(http, (None, it.token))).await
}

/// A message the bot posts on its own (in a new thread, say). The nonce
/// lets Discord drop a repeat of the same send.
pub async fn post(http: &Http, channel: ChannelId, out: &Out, nonce: String) -> serenity::Result<Message> {
    let mut message = CreateMessage::new()
        .content(out.text.clone())
        .allowed_mentions(out.mentions())
        .add_files(out.files.clone())
        .nonce(Nonce::String(limits::cut(&nonce, 25)))
        .enforce_nonce(true);
    if let Some(components) = &out.components {
        message = message.components(components.clone());
    }
    retry("post", || channel.send_message(http, message.clone())).await
}

/// A private reply for someone other than the caller goes by DM; a closed
/// DM is logged, never posted publicly (it may hold a secret hand). The
/// nonce (≤ 25 characters) makes a retried send arrive once.
pub async fn send_dm(http: &Http, user: &str, reply: &Reply, lang: Lang, nonce: String) {
    let Ok(id) = user.parse::<u64>() else { return };
    let (first, rest) = Out::reply(reply, lang).split();
    let message = |k: usize, out: &Out| {
        let nonce = if k == 0 { limits::cut(&nonce, 25) } else { format!("{}+{k}", limits::cut(&nonce, 22)) };
        CreateMessage::new()
            .content(out.text.clone())
            .allowed_mentions(out.mentions())
            .add_files(out.files.clone())
            .nonce(Nonce::String(nonce))
            .enforce_nonce(true)
    };
    let sent = async {
        let channel = retry("open DM", || UserId::new(id).create_dm_channel(http)).await?;
        for (k, out) in std::iter::once(&first).chain(&rest).enumerate() {
            retry("DM", || channel.id.send_message(http, message(k, out))).await?;
        }
        Ok::<_, serenity::Error>(())
    };
    if let Err(e) = sent.await {
        tracing::warn!(user, error = %e, "could not deliver a private message");
    }
}

/// The link of a message, as reminders show it.
pub fn link(guild: Option<&str>, message: &Message) -> String {
    format!("https://discord.com/channels/{}/{}/{}", guild.unwrap_or("@me"), message.channel_id, message.id)
}

/// Removes the buttons of the message at `link` (an older board).
pub async fn strip_components(http: &Http, link: &str) {
    let mut ids = link.rsplit('/').map(|p| p.parse::<u64>());
    let (Some(Ok(message)), Some(Ok(channel))) = (ids.next(), ids.next()) else { return };
    let edit = EditMessage::new().components(vec![]);
    let stripped =
        retry("strip components", || ChannelId::new(channel).edit_message(http, MessageId::new(message), edit.clone()))
            .await;
    if let Err(e) = stripped {
        tracing::info!(error = %e, "could not remove an old board's buttons");
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::text::Text;

    #[test]
    fn a_long_log_keeps_its_most_recent_lines() {
        let line =
            |i: usize| crate::said!("log-line", number = i, name = "**Bob**", what = crate::text::Arg::code("take 1"));
        let mut text = Text::default();
        (1..=300).for_each(|i| text.push(line(i)));
        let mut reply = Reply::private("1", text.clone()).keeping_last();
        reply.mentions.push(crate::table::Mention {
            user_id: "1100000000000000042".into(),
            name: "Al".into(),
            silent: false,
        });
        let out = Out::reply(&reply, Lang::En);
        assert!(out.text.chars().count() <= limits::CONTENT, "{}", out.text.chars().count());
        assert!(out.text.starts_with("<@1100000000000000042> …\n"), "{}", out.text);
        assert!(out.text.ends_with("300. \\*\\*Bob\\*\\*: `take 1`"), "{}", out.text);
        // A short one is whole; other replies keep their head.
        let short = Reply::private("1", Text::from(line(1))).keeping_last();
        assert_eq!(Out::reply(&short, Lang::En).text, "1. \\*\\*Bob\\*\\*: `take 1`");
        // Other replies keep everything, going on in further messages.
        let whole = Out::reply(&Reply::private("1", text), Lang::En);
        assert!(whole.text.starts_with("1. ") && !whole.more.is_empty(), "{}", whole.text);
        assert!(whole.more.last().unwrap().ends_with("300. \\*\\*Bob\\*\\*: `take 1`"));
        let (_, rest) = whole.split();
        assert!(rest.iter().all(|more| more.ephemeral && more.mentions.is_empty()));
    }
}
