//! `/game new … thread:true`: a public thread named after the game and its
//! host holds the lobby and everything after; the command's answer points
//! there.

use serenity::all::{AutoArchiveDuration, ChannelId, ChannelType, Context, CreateThread};

use super::delivery::{self, Acked, Origin};
use super::executor::{log_failure, Delivery};
use super::respond::{self, Out};
use super::{limits, markdown};
use crate::catalog;
use crate::table::{Command, Place, Table, User};
use crate::telemetry::{self, Outcome};
use crate::text::Arg;
use crate::{said, tr};

/// Opens the thread and the game's lobby in it. Nothing is left behind
/// when the game can't be opened: the thread is deleted again.
pub async fn new_in_thread(
    ctx: &Context,
    table: &Table,
    it: respond::Interaction<'_>,
    place: Place,
    user: User,
    command: Command,
) {
    let Command::New { kind, options, language } = &command else { return };
    let refuse = |text: String| async move {
        telemetry::interaction(it.kind, Outcome::Refused);
        log_failure(respond::answer(&ctx.http, it, &Out::text(text).ephemeral()).await);
    };
    let Some(engine) = catalog::engine(kind) else {
        return refuse(markdown::said(it.lang, &said!("edge-no-such-game", kind = Arg::code(kind)))).await;
    };
    if place.guild.is_none() {
        return refuse(tr!(it.lang, "edge-not-in-dm")).await;
    }
    if let Err(e) = engine.parse_options(options) {
        return refuse(markdown::said(it.lang, &e)).await;
    }
    log_failure(respond::defer(&ctx.http, it, false).await);
    let Ok(channel) = place.channel.parse::<u64>() else { return };
    let name = limits::cut(&tr!(*language, "thread-name", game = engine.name(), host = &user.name), 100);
    let thread =
        CreateThread::new(name).kind(ChannelType::PublicThread).auto_archive_duration(AutoArchiveDuration::OneWeek);
    let opened = respond::retry("create thread", || ChannelId::new(channel).create_thread(&ctx.http, thread.clone()));
    let thread = match opened.await {
        Ok(thread) => thread,
        Err(e) => {
            tracing::warn!(error = %e, "could not open a thread");
            return refuse_after_deferral(ctx, it, tr!(it.lang, "edge-no-thread")).await;
        }
    };
    let in_thread = Place { guild: place.guild.clone(), channel: thread.id.to_string() };
    let replies = match table.handle(&in_thread, &user, command.clone()).await {
        Ok(replies) => replies,
        Err(refusal) => {
            log_failure(thread.id.delete(&ctx.http).await.map(|_| ()));
            return refuse_after_deferral(ctx, it, markdown::worded(it.lang, &refusal.0)).await;
        }
    };
    let pointer =
        said!("thread-opened", host = &user.name, game = engine.name(), thread = Arg::Channel(thread.id.to_string()));
    let pointer = markdown::said(*language, &pointer);
    let delivery = Delivery {
        http: &ctx.http,
        table,
        it,
        guild: place.guild.as_deref(),
        clicked: None,
        thread: Some((thread.id, pointer)),
    };
    let plan = delivery::plan(Origin::Thread, Acked::Deferred { ephemeral: false }, &replies, &user.id);
    telemetry::interaction(it.kind, Outcome::Answered);
    delivery.carry_out(&plan, &replies).await;
}

/// A private refusal in place of the public deferral.
async fn refuse_after_deferral(ctx: &Context, it: respond::Interaction<'_>, text: String) {
    telemetry::interaction(it.kind, Outcome::Refused);
    log_failure(respond::delete_original(&ctx.http, it).await);
    log_failure(respond::follow_up(&ctx.http, it, &Out::text(text).ephemeral()).await.map(|_| ()));
}
