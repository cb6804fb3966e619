//! The gateway event handler: registers commands when ready, turns every
//! interaction into a table command (or a step of the move builder), and
//! delivers the table's replies: public ones in the channel with their
//! buttons, the caller's private ones ephemeral (in their panel, when they
//! clicked one), other players' private ones by DM.

use std::collections::{HashMap, HashSet, VecDeque};
use std::sync::Mutex;

use serenity::all::{
    AutoArchiveDuration, ChannelId, ChannelType, CommandInteraction, ComponentInteraction,
    ComponentInteractionDataKind, Context, CreateAutocompleteResponse, CreateInteractionResponse, CreateThread,
    EventHandler, GuildId, Interaction, InteractionId, Message, MessageFlags, MessageId, Permissions, Ready,
};
use serenity::builder::Builder;

use super::buttons::{self, Button, LobbyAction};
use super::panel::{self, PanelId};
use super::permissions::{self, Posting};
use super::respond::{self, Out};
use super::throttle::Throttle;
use super::{autocomplete, commands, config, markdown};
use crate::catalog;
use crate::i18n::{self, Lang};
use crate::table::{
    Board, Click, Clicked, ClickedOn, Command, Controls, Place, Refusal, Reply, Table, User, Visibility,
};
use crate::tr;

pub struct Handler {
    table: Table,
    guild: Option<u64>,
    answer_within: std::time::Duration,
    registration: Registration,
    /// Interactions already taken up: Discord may deliver one twice.
    seen: Mutex<Seen>,
    /// How many public lobby posts (and undos) each user may cause.
    throttle: Throttle,
    /// Each user's language as last recorded, so the store is written only
    /// when it changes.
    locales: Mutex<HashMap<String, Lang>>,
}

/// Whether this process registers the commands, and whether it did: once,
/// on shard 0's first READY, not on every reconnect.
pub struct Registration {
    wanted: bool,
    done: std::sync::atomic::AtomicBool,
}

impl Registration {
    pub fn new(wanted: bool) -> Self {
        Registration { wanted, done: Default::default() }
    }

    /// True once: on shard 0's first READY (a process without shard 0 never registers).
    fn due(&self, ready: &Ready) -> bool {
        let shard_zero = ready.shard.is_none_or(|s| s.id.0 == 0);
        self.wanted && shard_zero && !self.done.swap(true, std::sync::atomic::Ordering::SeqCst)
    }

    fn failed(&self) {
        self.done.store(false, std::sync::atomic::Ordering::SeqCst);
    }
}

/// Sets the slash commands on `guild` (instant) or globally; how many.
pub async fn register_commands(http: &serenity::all::Http, guild: Option<u64>) -> serenity::Result<usize> {
    let definitions = commands::definitions();
    let list = match guild {
        Some(guild) => GuildId::new(guild).set_commands(http, definitions).await?,
        None => serenity::all::Command::set_global_commands(http, definitions).await?,
    };
    Ok(list.len())
}

/// The most recent interaction ids, a bounded set.
#[derive(Default)]
struct Seen {
    order: VecDeque<InteractionId>,
    ids: HashSet<InteractionId>,
}

impl Seen {
    const KEEP: usize = 4096;

    /// True the first time `id` is offered.
    fn first(&mut self, id: InteractionId) -> bool {
        if !self.ids.insert(id) {
            return false;
        }
        self.order.push_back(id);
        if self.order.len() > Self::KEEP {
            if let Some(old) = self.order.pop_front() {
                self.ids.remove(&old);
            }
        }
        true
    }
}

impl Handler {
    pub fn new(
        table: Table,
        guild: Option<u64>,
        answer_within: std::time::Duration,
        registration: Registration,
        throttle: Throttle,
    ) -> Self {
        Handler {
            table,
            guild,
            answer_within,
            registration,
            seen: Mutex::default(),
            throttle,
            locales: Mutex::default(),
        }
    }

    fn first_delivery(&self, id: InteractionId) -> bool {
        let first = self.seen.lock().map(|mut seen| seen.first(id)).unwrap_or(true);
        if !first {
            tracing::info!(interaction = %id, "interaction delivered twice; answered once");
        }
        first
    }
}

/// The table's user for a Discord user; the name cannot break the table's
/// code spans (see `markdown::display_name`).
fn user_of(user: &serenity::all::User, member: Option<&serenity::all::Member>) -> User {
    let name =
        member.and_then(|m| m.nick.clone()).or_else(|| user.global_name.clone()).unwrap_or_else(|| user.name.clone());
    let name = markdown::display_name(&name);
    let is_admin = member
        .and_then(|m| m.permissions)
        .is_some_and(|p| p.contains(Permissions::MANAGE_CHANNELS) || p.contains(Permissions::ADMINISTRATOR));
    User { id: user.id.to_string(), name, is_admin }
}

fn place_of(guild: Option<GuildId>, channel: ChannelId) -> Place {
    Place { guild: guild.map(|g| g.to_string()), channel: channel.to_string() }
}

#[serenity::async_trait]
impl EventHandler for Handler {
    async fn ready(&self, ctx: Context, ready: Ready) {
        if self.registration.due(&ready) {
            match register_commands(&ctx.http, self.guild).await {
                Ok(commands) => tracing::info!(commands, "slash commands registered"),
                Err(e) => {
                    tracing::error!(error = %e, "could not register slash commands");
                    self.registration.failed();
                }
            }
        }
        println!(
            "Aerie is online as {}. Invite it with:\n{}",
            ready.user.name,
            config::invite_link(ready.application.id.get())
        );
    }

    async fn interaction_create(&self, ctx: Context, interaction: Interaction) {
        match interaction {
            Interaction::Command(command) if self.first_delivery(command.id) => self.on_command(&ctx, command).await,
            Interaction::Autocomplete(command) => self.on_autocomplete(&ctx, command).await,
            Interaction::Component(component) if self.first_delivery(component.id) => {
                self.on_component(&ctx, component).await
            }
            _ => {}
        }
    }
}

/// What a finished table command answered.
fn replies_of(
    result: Result<Result<Vec<Reply>, Refusal>, tokio::task::JoinError>,
    caller: &str,
    lang: Lang,
) -> Vec<Reply> {
    match result {
        Ok(Ok(replies)) => replies,
        Ok(Err(refusal)) => vec![Reply::private(caller, refusal.0)],
        Err(e) => {
            tracing::error!(error = %e, "command task failed");
            vec![Reply::private(caller, tr!(lang, "edge-went-wrong"))]
        }
    }
}

/// Commands that carry a game on with a public post (a lobby, a board):
/// the bot must be able to post here before they are done. Ways out
/// (leave, resign, cancel, kick) never wait on that.
fn posts_publicly(command: &Command) -> bool {
    matches!(
        command,
        Command::New { .. }
            | Command::Join
            | Command::BotAdd { .. }
            | Command::Start { .. }
            | Command::Move { .. }
            | Command::Skip
            | Command::Back
            | Command::Agree
            | Command::Rematch { .. }
    )
}

/// Lobby actions: each posts in the channel for everyone to see, so one
/// user may make only so many a minute (an undo inside a turn answers the
/// mover alone, so it is not counted). (A kick counts in a running
/// game too: it posts as well.)
fn is_lobby_action(command: &Command) -> bool {
    matches!(
        command,
        Command::New { .. }
            | Command::Join
            | Command::Leave
            | Command::BotAdd { .. }
            | Command::Kick { .. }
            | Command::Start { .. }
            | Command::Rematch { .. }
    )
}

/// The buttons under a public reply.
fn public_components(reply: &Reply) -> Option<Vec<serenity::all::CreateActionRow>> {
    match &reply.controls {
        Controls::Lobby { game_id, language, .. } => Some(buttons::for_lobby(*game_id, *language)),
        Controls::Board(board) => Some(buttons::for_board(board)),
        Controls::Proposal { game_id, language } => Some(buttons::for_proposal(*game_id, *language)),
        Controls::None
        | Controls::Replay { .. }
        | Controls::Forget { .. }
        | Controls::History { .. }
        | Controls::Panel(_) => None,
    }
}

/// The caller's next panel, if the board says they must act.
fn panel_for(board: Option<&Board>, caller: &str, lang: Lang) -> Option<panel::Panel> {
    board.and_then(|b| b.moves_of(caller)).and_then(|moves| panel::open(moves, lang))
}

impl Handler {
    /// Records the language `user` used just now, for what is sent to them
    /// alone later (DM reminders); written in the background, so the
    /// interaction is answered as fast as ever.
    fn note_locale(&self, user: &User, lang: Lang) {
        let changed = self.locales.lock().expect("locales lock").insert(user.id.clone(), lang) != Some(lang);
        if changed {
            let (store, user_id) = (self.table.store().clone(), user.id.clone());
            tokio::spawn(async move {
                if let Err(e) = store.seen_locale(&user_id, lang).await {
                    tracing::warn!(error = %e, "could not record a player's language");
                }
            });
        }
    }

    async fn on_command(&self, ctx: &Context, interaction: CommandInteraction) {
        let it = respond::Interaction {
            id: interaction.id,
            token: &interaction.token,
            user: interaction.user.id,
            lang: Lang::from_locale(&interaction.locale),
        };
        let user = user_of(&interaction.user, interaction.member.as_deref());
        self.note_locale(&user, it.lang);
        let place = place_of(interaction.guild_id, interaction.channel_id);
        let command = match commands::to_command(&interaction) {
            Ok(command) => command,
            Err(message) => {
                log_failure(respond::answer(&ctx.http, it, &Out::text(message).ephemeral()).await);
                return;
            }
        };
        let mut posting = Posting::in_channel(interaction.channel.as_ref().map(|c| c.kind));
        posting.new_thread = matches!(command, Command::New { .. }) && commands::wants_thread(&interaction);
        let member = interaction.member.as_ref().and_then(|m| m.permissions);
        if let Err(why) = self.may_command(&command, &user, member, interaction.app_permissions, posting, it.lang) {
            return log_failure(respond::answer(&ctx.http, it, &Out::text(why).ephemeral()).await);
        }
        if let Command::New { kind, options, language } = &command {
            if posting.new_thread {
                self.new_in_thread(ctx, it, place, user, kind, options, *language).await;
                return;
            }
        }
        let private = commands::is_private(&command);
        let undo = command == Command::Undo;
        let table = self.table.clone();
        let caller = user.id.clone();
        let at = place.clone();
        let work = async move { table.handle(&place, &user, command).await };
        let (deferred, result) = match self.within_allowance(work).await {
            Ok(result) => (None, result),
            Err(work) => {
                log_failure(respond::defer(&ctx.http, it, private).await);
                (Some(private), work.await)
            }
        };
        let mut replies = replies_of(result, &caller, it.lang);
        // `/game kick` names a user by id; a refusal names them by name.
        for (id, name) in commands::named_users(&interaction) {
            for reply in replies.iter_mut().filter(|r| !r.is_public()) {
                reply.text.replace_verbatim(&id, &name);
            }
        }
        if undo {
            for reply in replies.iter_mut() {
                *reply = self.with_controls(&at.channel, reply, &caller).await;
            }
        }
        self.deliver_command(ctx, it, &at, deferred, &replies).await;
    }

    /// Whether a command may go ahead, checked before anything is done so
    /// that a refusal leaves nothing half-made: the member may open a game
    /// here, the bot may post what the command causes, and the user is
    /// within the limit of lobby posts.
    fn may_command(
        &self,
        command: &Command,
        user: &User,
        member: Option<Permissions>,
        app: Option<Permissions>,
        posting: Posting,
        lang: Lang,
    ) -> Result<(), String> {
        if matches!(command, Command::New { .. }) {
            permissions::member_refusal(member, posting, lang).map_or(Ok(()), Err)?;
        }
        if posts_publicly(command) {
            permissions::bot_refusal(app, posting, lang).map_or(Ok(()), Err)?;
        }
        if is_lobby_action(command) {
            self.within_limit(&user.id, lang)?;
        }
        Ok(())
    }

    /// Counts one lobby post (or undo) by `user`, unless they are over the limit.
    fn within_limit(&self, user: &str, lang: Lang) -> Result<(), String> {
        self.throttle.take(user, std::time::Instant::now()).map_err(|wait| self.throttle.refusal(wait, lang))
    }

    /// Delivers a slash command's replies: the first public one (else the
    /// caller's) answers the interaction, the rest follow.
    async fn deliver_command(
        &self,
        ctx: &Context,
        it: respond::Interaction<'_>,
        place: &Place,
        mut deferred: Option<bool>,
        replies: &[Reply],
    ) {
        let guild = place.guild.as_deref();
        let caller = it.user.to_string();
        let index = replies
            .iter()
            .position(Reply::is_public)
            .or_else(|| replies.iter().position(|r| r.visibility == Visibility::Private(caller.clone())));
        let Some(index) = index else {
            let done = Out::text(tr!(it.lang, "edge-done")).ephemeral();
            match deferred {
                Some(_) => log_failure(respond::edit_original(&ctx.http, it, &done).await.map(|_| ())),
                None => log_failure(respond::answer(&ctx.http, it, &done).await),
            }
            self.deliver_rest(ctx, it, guild, replies.iter()).await;
            return;
        };
        let first = &replies[index];
        let out = self.out_for(first, &caller, it.lang);
        // A message with controls is remembered by its link: post it in a way
        // that returns the message (an edit of a deferral).
        if deferred.is_none() && first.controls != Controls::None && first.is_public() {
            log_failure(respond::defer(&ctx.http, it, false).await);
            deferred = Some(false);
        }
        let posted = match deferred {
            None => respond::answer(&ctx.http, it, &out).await.map(|_| None),
            Some(ephemeral) if ephemeral != first.is_public() => {
                respond::edit_original(&ctx.http, it, &out).await.map(Some)
            }
            Some(_) => match respond::delete_original(&ctx.http, it).await {
                Ok(()) => respond::follow_up(&ctx.http, it, &out).await.map(Some),
                Err(e) => Err(e),
            },
        };
        match posted {
            Ok(Some(message)) if first.is_public() => self.posted(ctx, guild, first, &message, None).await,
            Ok(_) => {}
            Err(e) => log_failure(Err(e)),
        }
        let rest = replies.iter().enumerate().filter(|(i, _)| *i != index).map(|(_, r)| r);
        self.deliver_rest(ctx, it, guild, rest).await;
    }

    /// The board an undo shows gets the caller's controls: the board before
    /// it is out of date, and they act next.
    async fn with_controls(&self, channel: &str, reply: &Reply, caller: &str) -> Reply {
        if !reply.is_public() || reply.controls != Controls::None {
            return reply.clone();
        }
        let Ok(Some(moves)) = self.table.moves_for(channel, caller).await else { return reply.clone() };
        if moves.legal.is_empty() {
            return reply.clone();
        }
        let board = Board {
            game_id: moves.game_id,
            version: moves.version,
            turn_complete: true,
            to_act: vec![],
            previous: None,
            language: moves.language,
            finished: false,
        };
        let board = Board { to_act: vec![(caller.to_string(), moves)], ..board };
        reply.clone().with_controls(Controls::Board(board))
    }

    /// A reply as a message: public ones with their buttons, the caller's
    /// private ones with their next panel when they must act.
    fn out_for(&self, reply: &Reply, caller: &str, lang: Lang) -> Out {
        let mut out = Out::reply(reply, reading(reply, lang));
        if reply.is_public() {
            if let Some(components) = public_components(reply) {
                out = out.with_components(components);
            }
        } else if let Controls::Forget { user_id } = &reply.controls {
            out = out.with_components(buttons::for_forget(user_id, lang));
        } else if let Controls::History { kind, user_id, page, pages } = &reply.controls {
            out = out.with_components(buttons::for_history(kind.as_deref(), user_id.as_deref(), *page, *pages, lang));
        } else if let Controls::Replay { game_id, step, count, .. } = reply.controls {
            out = out.with_components(buttons::for_replay(game_id, step, count, lang));
        } else if let Some(panel) = panel_for(reply.board(), caller, lang) {
            out = Out { text: super::limits::content(&format!("{}\n\n{}", out.text, panel.text)), ..out }
                .with_components(panel.components);
        }
        out
    }

    /// Follow-ups: public replies and the caller's private ones; other
    /// players' private replies by DM.
    async fn deliver_rest<'r>(
        &self,
        ctx: &Context,
        it: respond::Interaction<'_>,
        guild: Option<&str>,
        replies: impl Iterator<Item = &'r Reply>,
    ) {
        let caller = it.user.to_string();
        for (n, reply) in replies.enumerate() {
            match &reply.visibility {
                Visibility::Private(user) if *user != caller => {
                    // To someone else: in their language, as last seen.
                    let theirs = self.table.store().player(user).await.ok().and_then(|p| p.locale);
                    let lang = theirs.unwrap_or(Lang::En);
                    respond::send_dm(&ctx.http, user, reply, lang, format!("{}{n}", it.id)).await
                }
                _ => match respond::follow_up(&ctx.http, it, &self.out_for(reply, &caller, it.lang)).await {
                    Ok(message) if reply.is_public() => self.posted(ctx, guild, reply, &message, None).await,
                    Ok(_) => {}
                    Err(e) => log_failure(Err(e)),
                },
            }
        }
    }

    /// After a public message with controls went out: the previous board
    /// loses its buttons, and the new one's link is kept for reminders.
    async fn posted(
        &self,
        ctx: &Context,
        guild: Option<&str>,
        reply: &Reply,
        message: &Message,
        clicked: Option<MessageId>,
    ) {
        let (game_id, previous) = match &reply.controls {
            Controls::Lobby { game_id, previous, .. } => (*game_id, previous.clone()),
            Controls::Board(board) => (board.game_id, board.previous.clone()),
            Controls::Proposal { .. }
            | Controls::None
            | Controls::Replay { .. }
            | Controls::Forget { .. }
            | Controls::History { .. }
            | Controls::Panel(_) => return,
        };
        let link = respond::link(guild, message);
        if let Some(previous) = previous {
            let same = |id: MessageId| previous.ends_with(&format!("/{id}"));
            if !same(message.id) && !clicked.is_some_and(same) {
                respond::strip_components(&ctx.http, &previous).await;
            }
        }
        if let Err(e) = self.table.set_board_link(game_id, &link).await {
            tracing::warn!(error = %e, "could not remember the board link");
        }
    }

    /// `/game new … thread:true`: a public thread named after the game and
    /// its host, holding the lobby and everything after.
    #[allow(clippy::too_many_arguments)]
    async fn new_in_thread(
        &self,
        ctx: &Context,
        it: respond::Interaction<'_>,
        place: Place,
        user: User,
        kind: &str,
        options: &[(String, String)],
        language: Lang,
    ) {
        let refuse = |text: String| async move {
            log_failure(respond::answer(&ctx.http, it, &Out::text(text).ephemeral()).await);
        };
        let Some(engine) = catalog::engine(kind) else {
            return refuse(tr!(it.lang, "edge-no-such-game", kind = kind)).await;
        };
        if place.guild.is_none() {
            return refuse(tr!(it.lang, "edge-not-in-dm")).await;
        }
        if let Err(e) = engine.parse_options(options) {
            return refuse(i18n::said_in(it.lang, &e)).await;
        }
        log_failure(respond::defer(&ctx.http, it, false).await);
        let Ok(channel) = place.channel.parse::<u64>() else { return };
        let name = super::limits::cut(&tr!(language, "thread-name", game = engine.name(), host = &user.name), 100);
        let thread =
            CreateThread::new(name).kind(ChannelType::PublicThread).auto_archive_duration(AutoArchiveDuration::OneWeek);
        let thread =
            match respond::retry("create thread", || ChannelId::new(channel).create_thread(&ctx.http, thread.clone()))
                .await
            {
                Ok(thread) => thread,
                Err(e) => {
                    tracing::warn!(error = %e, "could not open a thread");
                    let text = tr!(it.lang, "edge-no-thread");
                    log_failure(respond::delete_original(&ctx.http, it).await);
                    log_failure(respond::follow_up(&ctx.http, it, &Out::text(text).ephemeral()).await.map(|_| ()));
                    return;
                }
            };
        let in_thread = Place { guild: place.guild.clone(), channel: thread.id.to_string() };
        let command = Command::New { kind: kind.to_string(), options: options.to_vec(), language };
        let replies = match self.table.handle(&in_thread, &user, command).await {
            Ok(replies) => replies,
            Err(refusal) => {
                log_failure(thread.id.delete(&ctx.http).await.map(|_| ()));
                log_failure(respond::delete_original(&ctx.http, it).await);
                log_failure(
                    respond::follow_up(&ctx.http, it, &Out::text(i18n::words(it.lang, &refusal.0)).ephemeral())
                        .await
                        .map(|_| ()),
                );
                return;
            }
        };
        for (n, reply) in replies.iter().filter(|r| r.is_public()).enumerate() {
            match respond::post(&ctx.http, thread.id, &self.out_for(reply, &user.id, it.lang), format!("t{}{n}", it.id))
                .await
            {
                Ok(message) => self.posted(ctx, place.guild.as_deref(), reply, &message, None).await,
                Err(e) => log_failure(Err(e)),
            }
        }
        let host = markdown::escape(&user.name);
        let text = format!("{host} opened a **{}** table in <#{}>: join it there.", engine.name(), thread.id);
        log_failure(respond::edit_original(&ctx.http, it, &Out::text(text)).await.map(|_| ()));
    }

    async fn on_component(&self, ctx: &Context, interaction: ComponentInteraction) {
        let it = respond::Interaction {
            id: interaction.id,
            token: &interaction.token,
            user: interaction.user.id,
            lang: Lang::from_locale(&interaction.locale),
        };
        let user = user_of(&interaction.user, interaction.member.as_ref());
        self.note_locale(&user, it.lang);
        let place = place_of(interaction.guild_id, interaction.channel_id);
        let id = &interaction.data.custom_id;
        let in_panel = interaction.message.flags.is_some_and(|f| f.contains(MessageFlags::EPHEMERAL));
        let posts = match Button::parse(id) {
            Some(Button::Move { .. }) => true,
            Some(Button::Lobby { action, .. }) => action != LobbyAction::Leave,
            Some(Button::Hand { .. }) => false,
            Some(Button::Agree { .. }) => true,
            Some(Button::Rematch { .. }) => true,
            Some(Button::Forget { .. }) => false,
            Some(Button::History { .. }) => false,
            Some(Button::Replay { .. }) => false,
            // The move builder ends in a move, and its board goes to the channel.
            None => PanelId::parse(id).is_some(),
        };
        let posting = Posting::in_channel(interaction.channel.as_ref().map(|c| c.kind));
        if let Some(why) = permissions::bot_refusal(interaction.app_permissions, posting, it.lang).filter(|_| posts) {
            return self.refuse(ctx, it, Refusal::new(why), in_panel).await;
        }
        let on = match in_panel {
            true => ClickedOn::Panel,
            false => ClickedOn::Message(interaction.message.id.to_string()),
        };
        if let Some(panel_id) = PanelId::parse(id) {
            let value = match &interaction.data.kind {
                ComponentInteractionDataKind::StringSelect { values } => values.first().map(String::as_str),
                _ => None,
            };
            return match panel_id.click(value, on) {
                Some(click) => self.on_click(ctx, it, place, user, click, in_panel).await,
                None => self.refuse(ctx, it, Refusal::new(tr!(it.lang, "edge-choice-gone")), in_panel).await,
            };
        }
        match Button::parse(id) {
            Some(Button::Hand { .. }) => {
                let replies = replies_of(Ok(self.table.handle(&place, &user, Command::Hand).await), &user.id, it.lang);
                self.deliver_command(ctx, it, &place, None, &replies).await;
            }
            Some(Button::Agree { .. }) => {
                let replies = replies_of(Ok(self.table.handle(&place, &user, Command::Agree).await), &user.id, it.lang);
                self.deliver_command(ctx, it, &place, None, &replies).await;
            }
            Some(Button::Rematch { game_id }) => {
                if let Err(why) = self.within_limit(&user.id, it.lang) {
                    return self.refuse(ctx, it, Refusal::new(why), false).await;
                }
                let command = Command::Rematch { game_id: Some(game_id) };
                let replies = replies_of(Ok(self.table.handle(&place, &user, command).await), &user.id, it.lang);
                self.deliver_command(ctx, it, &place, None, &replies).await;
            }
            Some(Button::Forget { user_id }) if user_id != user.id => {
                self.refuse(ctx, it, Refusal::new(tr!(it.lang, "forget-not-yours")), false).await
            }
            Some(Button::Forget { .. }) => {
                let command = Command::Forget { confirmed: true };
                let replies = replies_of(Ok(self.table.handle(&place, &user, command).await), &user.id, it.lang);
                // The question is answered in its place, without its button.
                let out = replies
                    .first()
                    .map(|r| Out::reply(r, it.lang))
                    .unwrap_or_else(|| Out::text(tr!(it.lang, "edge-done")));
                log_failure(respond::update(&ctx.http, it, &out.ephemeral().with_components(vec![])).await);
            }
            Some(Button::History { page, kind, user_id, .. }) => {
                // The page replaces the one clicked on, in place.
                let command = Command::History { kind, player: user_id, page };
                let result = self.table.handle(&place, &user, command).await;
                let mine = |r: &&Reply| r.visibility == Visibility::Private(user.id.clone());
                match result.map(|replies| replies.iter().find(mine).cloned()) {
                    Ok(Some(page)) => {
                        log_failure(respond::update(&ctx.http, it, &self.out_for(&page, &user.id, it.lang)).await)
                    }
                    Ok(None) => self.refuse(ctx, it, Refusal::new(tr!(it.lang, "edge-button-gone")), in_panel).await,
                    Err(refusal) => self.refuse(ctx, it, refusal, in_panel).await,
                }
            }
            Some(Button::Move { game_id, version, index }) => {
                let click = Click { game_id, version, what: Clicked::Move { index }, on };
                self.on_click(ctx, it, place, user, click, false).await
            }
            Some(Button::Replay { game_id, step, .. }) => self.step_replay(ctx, it, place, user, game_id, step).await,
            Some(Button::Lobby { game_id, action }) => {
                if let Err(why) = self.within_limit(&user.id, it.lang) {
                    return self.refuse(ctx, it, Refusal::new(why), false).await;
                }
                let clicked = &interaction.message;
                self.on_lobby(ctx, it, place, user, game_id, action, clicked.id, clicked.content.clone()).await
            }
            None => self.refuse(ctx, it, Refusal::new(tr!(it.lang, "edge-button-gone")), in_panel).await,
        }
    }

    /// A replay's button: the same private message shows the other step,
    /// its image replacing the old (after a deferral if drawing is slow).
    async fn step_replay(
        &self,
        ctx: &Context,
        it: respond::Interaction<'_>,
        place: Place,
        user: User,
        game_id: i64,
        step: usize,
    ) {
        let table = self.table.clone();
        let caller = user.id.clone();
        let command = Command::Replay { game_id: Some(game_id), step: Some(step) };
        let work = async move { table.handle(&place, &user, command).await };
        let (deferred, result) = match self.within_allowance(work).await {
            Ok(result) => (false, result),
            Err(work) => {
                log_failure(respond::defer_update(&ctx.http, it).await);
                (true, work.await)
            }
        };
        let replies = replies_of(result, &caller, it.lang);
        let Some(reply) = replies.first() else { return };
        let out = self.out_for(reply, &caller, it.lang).ephemeral();
        // A refusal (the game is gone, say) leaves the replay shown as it was.
        if reply.controls == Controls::None {
            return match deferred {
                true => log_failure(respond::follow_up(&ctx.http, it, &out).await.map(|_| ())),
                false => log_failure(respond::answer(&ctx.http, it, &out).await),
            };
        }
        match deferred {
            true => log_failure(respond::edit_original(&ctx.http, it, &out).await.map(|_| ())),
            false => log_failure(respond::update(&ctx.http, it, &out).await),
        }
    }

    /// A private refusal: in the panel clicked on, or as a new ephemeral message.
    async fn refuse(&self, ctx: &Context, it: respond::Interaction<'_>, refusal: Refusal, in_panel: bool) {
        let out = Out::text(i18n::words(it.lang, &refusal.0)).ephemeral();
        let sent = match in_panel {
            true => respond::update(&ctx.http, it, &out.with_components(vec![])).await,
            false => respond::answer(&ctx.http, it, &out).await,
        };
        log_failure(sent);
    }

    /// A click on the move builder or a board's move: one table command.
    /// The clicker's answer replaces their panel (or opens one from a
    /// board), after an acknowledgement if the table takes long (a pick
    /// that plays may draw boards); the rest of the table's replies are
    /// delivered as usual.
    async fn on_click(
        &self,
        ctx: &Context,
        it: respond::Interaction<'_>,
        place: Place,
        user: User,
        click: Click,
        in_panel: bool,
    ) {
        let (table, at, caller) = (self.table.clone(), place.clone(), user.clone());
        let work = async move { table.click(&at, &caller, click).await };
        let (deferred, result) = match self.within_allowance(work).await {
            Ok(result) => (false, result),
            Err(work) => {
                let acknowledged = match in_panel {
                    true => respond::defer_update(&ctx.http, it).await,
                    false => respond::defer(&ctx.http, it, true).await,
                };
                log_failure(acknowledged);
                (true, work.await)
            }
        };
        let replies = replies_of(result, &user.id, it.lang);
        let is_answer = |r: &Reply| r.visibility == Visibility::Private(user.id.clone());
        let answer = replies.iter().find(|r| is_answer(r)).map(|r| panel_out(r, it.lang));
        let answer = answer.unwrap_or_else(|| Out::text(tr!(it.lang, "edge-done")).ephemeral().with_components(vec![]));
        let sent = match (deferred, in_panel) {
            (true, _) => respond::edit_original(&ctx.http, it, &answer).await.map(|_| ()),
            (false, true) => respond::update(&ctx.http, it, &answer).await,
            (false, false) => respond::answer(&ctx.http, it, &answer).await,
        };
        log_failure(sent);
        let mut answered = false;
        let rest = replies.iter().filter(|r| !(is_answer(r) && !std::mem::replace(&mut answered, true)));
        self.deliver_rest(ctx, it, place.guild.as_deref(), rest).await;
    }

    /// Runs a table command, waiting for it up to the allowance for answering
    /// directly; past it (or with no allowance) the still running work is
    /// handed back, for the caller to acknowledge the interaction first.
    async fn within_allowance<T: Send + 'static>(
        &self,
        work: impl std::future::Future<Output = T> + Send + 'static,
    ) -> Result<Result<T, tokio::task::JoinError>, tokio::task::JoinHandle<T>> {
        let mut work = tokio::spawn(work);
        if self.answer_within.is_zero() {
            return Err(work);
        }
        match tokio::time::timeout(self.answer_within, &mut work).await {
            Ok(done) => Ok(done),
            Err(_) => Err(work),
        }
    }

    /// A lobby button: the lobby message clicked shows the new seats (and
    /// is the game's lobby message from now on); Start closes it and posts
    /// the first board.
    #[allow(clippy::too_many_arguments)]
    async fn on_lobby(
        &self,
        ctx: &Context,
        it: respond::Interaction<'_>,
        place: Place,
        user: User,
        game_id: i64,
        action: LobbyAction,
        clicked: MessageId,
        original: String,
    ) {
        let command = match action {
            LobbyAction::Join => Command::Join,
            LobbyAction::Leave => Command::Leave,
            LobbyAction::AddComputer => Command::BotAdd { level: crate::bots::Level::Normal },
            LobbyAction::Start => Command::Start { seed: None },
        };
        log_failure(respond::defer_update(&ctx.http, it).await);
        let guild = place.guild.clone();
        let replies = match self.table.handle_lobby_button(&place, &user, game_id, command).await {
            Ok(replies) => replies,
            Err(refusal) => {
                let out = Out::text(i18n::words(it.lang, &refusal.0)).ephemeral();
                return log_failure(respond::follow_up(&ctx.http, it, &out).await.map(|_| ()));
            }
        };
        let Some(index) = replies.iter().position(Reply::is_public) else {
            return self.deliver_rest(ctx, it, guild.as_deref(), replies.iter()).await;
        };
        let first = &replies[index];
        let lobby = match &first.controls {
            Controls::Board(_) => Out::text(format!("{original}\n**The game has started.**")).with_components(vec![]),
            Controls::Lobby { .. } => self.out_for(first, &user.id, it.lang),
            Controls::Proposal { .. }
            | Controls::None
            | Controls::Replay { .. }
            | Controls::Forget { .. }
            | Controls::History { .. }
            | Controls::Panel(_) => Out::reply(first, reading(first, it.lang)).with_components(vec![]),
        };
        match respond::edit_original(&ctx.http, it, &lobby).await {
            // (A newer lobby message, if any, loses its buttons.)
            Ok(message) if matches!(first.controls, Controls::Lobby { .. }) => {
                self.posted(ctx, guild.as_deref(), first, &message, Some(clicked)).await
            }
            Ok(_) => {}
            Err(e) => log_failure(Err(e)),
        }
        let rest: Vec<&Reply> = match &first.controls {
            Controls::Board(_) => replies.iter().collect(),
            _ => replies.iter().enumerate().filter(|(i, _)| *i != index).map(|(_, r)| r).collect(),
        };
        self.deliver_rest(ctx, it, guild.as_deref(), rest.into_iter()).await;
    }

    async fn on_autocomplete(&self, ctx: &Context, interaction: CommandInteraction) {
        let typed = interaction.data.autocomplete().map(|o| o.value.to_string()).unwrap_or_default();
        let legal =
            match self.table.moves_for(&interaction.channel_id.to_string(), &interaction.user.id.to_string()).await {
                Ok(Some(moves)) => moves.legal,
                _ => vec![],
            };
        let mut response = CreateAutocompleteResponse::new();
        for choice in autocomplete::suggest(&legal, &typed) {
            response = response.add_string_choice(choice.clone(), choice);
        }
        let sent = CreateInteractionResponse::Autocomplete(response)
            .execute(&ctx.http, (interaction.id, &interaction.token))
            .await;
        log_failure(sent);
    }
}

/// The language to word `reply` in: a public one the game's (the reader's
/// only where no game says), a private one the reader's.
fn reading(reply: &Reply, reader: Lang) -> Lang {
    match reply.is_public() {
        true => reply.language().unwrap_or(reader),
        false => reader,
    }
}

/// Whether `message` is the game's newest public board.
/// The clicker's answer: what happened, their newest working board, and
/// their builder's next step if they still act.
fn panel_out(reply: &Reply, lang: Lang) -> Out {
    let mut out = Out::reply(reply, lang).ephemeral().with_components(vec![]);
    let Controls::Panel(panel) = &reply.controls else { return out };
    if let Some(step) = &panel.step {
        let game = panel::Game { id: panel.game_id, version: panel.version };
        let shown = panel::layout(game, step, &panel.undo, lang);
        let text = [out.text.as_str(), shown.text.as_str()].into_iter().filter(|t| !t.is_empty());
        out.text = super::limits::content(&text.collect::<Vec<_>>().join("\n\n"));
        out.components = Some(shown.components);
    }
    out
}

fn log_failure(result: serenity::Result<()>) {
    if let Err(e) = result {
        tracing::warn!(error = %e, "could not answer an interaction");
    }
}
