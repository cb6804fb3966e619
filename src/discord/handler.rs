//! The gateway event handler, a router: it registers the commands when
//! ready, decodes each interaction (a slash command into a table
//! `Command`, a component by its id into a command or a click), checks
//! what must hold before anything is done (permissions, the per-user
//! budgets), calls the table once, and hands the replies to the delivery
//! plan (`delivery`), which `executor` carries out. Whatever plays is
//! acknowledged before the table starts on it, so a busy game never keeps
//! Discord waiting.

use std::collections::HashMap;
use std::sync::{Arc, Mutex};

use serenity::all::{
    ChannelId, CommandInteraction, ComponentInteraction, ComponentInteractionDataKind, Context,
    CreateAutocompleteResponse, CreateInteractionResponse, EventHandler, GuildId, Interaction, InteractionId,
    MessageFlags, Permissions, Ready,
};
use serenity::builder::Builder;
use tracing::Instrument;

use super::component_id::{ComponentId, LobbyAction, Unreadable};
use super::delivery::{self, Acked, Origin};
use super::executor::{log_failure, Delivery};
use super::permissions::{self, Posting};
use super::registration::{register_commands, Registration};
use super::respond::{self, Out};
use super::seen::Seen;
use super::sight::{self, Fetched};
use super::throttle::{Budgets, Throttle};
use super::{autocomplete, commands, config, markdown, thread};
use crate::i18n::Lang;
use crate::table::{AgreeTo, Click, Clicked, ClickedOn, Command, Controls, Place, Refusal, Reply, Sight, Table, User};
use crate::telemetry::{self, Outcome};
use crate::tr;

pub struct Handler {
    table: Table,
    guild: Option<u64>,
    answer_within: std::time::Duration,
    registration: Registration,
    /// Interactions already taken up: Discord may deliver one twice.
    seen: Mutex<Seen>,
    /// How many public lobby posts, moves and replays each user may cause.
    budgets: Budgets,
    /// Each user's language as last recorded, so the store is written only
    /// when it changes.
    locales: Mutex<HashMap<String, Lang>>,
    /// The servers' roles and channels, fetched when a member's sight is asked.
    fetched: Arc<Fetched>,
}

/// One interaction on its way through: who, where, and how to answer it.
struct Asked<'a> {
    ctx: &'a Context,
    it: respond::Interaction<'a>,
    place: Place,
    user: User,
    /// Which channels' finished games the member may see (asked of Discord when needed).
    sight: Sight,
}

/// What every interaction says of who asked and where.
struct Came<'a> {
    token: &'a str,
    id: InteractionId,
    user: &'a serenity::all::User,
    member: Option<&'a serenity::all::Member>,
    guild: Option<GuildId>,
    channel: ChannelId,
    locale: &'a str,
    /// `command` or `component`, for the figures.
    kind: &'static str,
}

impl<'a> From<&'a CommandInteraction> for Came<'a> {
    fn from(i: &'a CommandInteraction) -> Self {
        let (token, id, user, member) = (i.token.as_str(), i.id, &i.user, i.member.as_deref());
        Came { token, id, user, member, guild: i.guild_id, channel: i.channel_id, locale: &i.locale, kind: "command" }
    }
}

impl<'a> From<&'a ComponentInteraction> for Came<'a> {
    fn from(i: &'a ComponentInteraction) -> Self {
        let (token, id, user, member) = (i.token.as_str(), i.id, &i.user, i.member.as_ref());
        let kind = "component";
        Came { token, id, user, member, guild: i.guild_id, channel: i.channel_id, locale: &i.locale, kind }
    }
}

/// What the table answered, a refusal included (said privately to the caller).
type Answered = Result<Result<Vec<Reply>, Refusal>, tokio::task::JoinError>;

impl Handler {
    pub fn new(
        table: Table,
        guild: Option<u64>,
        answer_within: std::time::Duration,
        registration: Registration,
        budgets: Budgets,
    ) -> Self {
        Handler {
            table,
            guild,
            answer_within,
            registration,
            seen: Mutex::default(),
            budgets,
            locales: Mutex::default(),
            fetched: Default::default(),
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
    let may = |permission: Permissions| {
        member
            .and_then(|m| m.permissions)
            .is_some_and(|p| p.contains(permission) || p.contains(Permissions::ADMINISTRATOR))
    };
    let (is_admin, manages_server) = (may(Permissions::MANAGE_CHANNELS), may(Permissions::MANAGE_GUILD));
    User { id: user.id.to_string(), name, is_admin, manages_server }
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
        let began = std::time::Instant::now();
        let span = span_of(&interaction);
        async move {
            match interaction {
                Interaction::Command(command) if self.first_delivery(command.id) => {
                    self.on_command(&ctx, command).await
                }
                Interaction::Autocomplete(command) => self.on_autocomplete(&ctx, command).await,
                Interaction::Component(component) if self.first_delivery(component.id) => {
                    self.on_component(&ctx, component).await
                }
                Interaction::Command(_) => telemetry::interaction("command", Outcome::Duplicate),
                Interaction::Component(_) => telemetry::interaction("component", Outcome::Duplicate),
                _ => {}
            }
            tracing::debug!(elapsed_ms = began.elapsed().as_millis() as u64, "interaction handled");
        }
        .instrument(span)
        .await
    }
}

/// The span every log line about one interaction falls in: its id, where it
/// came from, the command (or `component`), and the game once known.
fn span_of(interaction: &Interaction) -> tracing::Span {
    let (id, guild, channel, command) = match interaction {
        Interaction::Command(c) | Interaction::Autocomplete(c) => {
            (c.id, c.guild_id, c.channel_id, c.data.name.as_str())
        }
        Interaction::Component(c) => (c.id, c.guild_id, c.channel_id, "component"),
        _ => return tracing::Span::none(),
    };
    let guild = guild.map(|g| g.get());
    tracing::info_span!("interaction", interaction = %id, ?guild, channel = %channel, command, game = tracing::field::Empty)
}

/// Names the game in the current interaction's span.
fn note_game(game_id: i64) {
    tracing::Span::current().record("game", game_id);
}

/// The game a reply's controls belong to, if any.
fn game_of(controls: &Controls) -> Option<i64> {
    match controls {
        Controls::Lobby { game_id, .. } | Controls::Proposal { game_id, .. } | Controls::Replay { game_id, .. } => {
            Some(*game_id)
        }
        Controls::Board(board) => Some(board.game_id),
        _ => None,
    }
}

/// Counts one action by `user` against `budget`, unless they have spent it:
/// then the private answer saying when they may act again.
fn within(budget: &Throttle, user: &str, lang: Lang) -> Result<(), String> {
    budget.take(user, std::time::Instant::now()).map_err(|wait| budget.refusal(wait, lang))
}

/// The replies to deliver: the table's, or its refusal said to the caller
/// (counted as the interaction's outcome).
fn replies_of(answered: Answered, asked: &Asked<'_>) -> Vec<Reply> {
    let (caller, lang) = (&asked.user.id, asked.it.lang);
    let (outcome, replies) = match answered {
        Ok(Ok(replies)) => (Outcome::Answered, replies),
        Ok(Err(refusal)) => (Outcome::Refused, vec![Reply::private(caller, refusal.0)]),
        Err(e) => {
            tracing::error!(error = %e, "command task failed");
            (Outcome::Failed, vec![Reply::private(caller, tr!(lang, "edge-went-wrong"))])
        }
    };
    telemetry::interaction(asked.it.kind, outcome);
    replies
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
        let asked = self.asked(ctx, Came::from(&interaction));
        let it = asked.it;
        let command = match commands::to_command(&interaction) {
            Ok(command) => command,
            Err(message) => return self.say(ctx, it, message, false).await,
        };
        let mut posting = Posting::in_channel(interaction.channel.as_ref().map(|c| c.kind));
        posting.new_thread = matches!(command, Command::New { .. }) && commands::wants_thread(&interaction);
        let member = interaction.member.as_ref().and_then(|m| m.permissions);
        if let Err(why) = self.may_command(&command, &asked.user, member, interaction.app_permissions, posting, it.lang)
        {
            return self.say(ctx, it, why, false).await;
        }
        if posting.new_thread {
            return thread::new_in_thread(ctx, &self.table, it, asked.place, asked.user, command).await;
        }
        let defer = Acked::Deferred { ephemeral: command.declaration().answers_privately };
        let (acked, answered) = self.run_command(&asked, defer, command).await;
        let mut replies = replies_of(answered, &asked);
        // `/game kick` names a user by id; a refusal names them by name.
        for (id, name) in commands::named_users(&interaction) {
            for reply in replies.iter_mut().filter(|r| !r.is_public()) {
                reply.text.replace_verbatim(&id, &name);
            }
        }
        self.deliver(&asked, Origin::Command, acked, &replies, None).await;
    }

    /// Whether a command may go ahead, checked before anything is done so
    /// that a refusal leaves nothing half-made: the member may open a game
    /// here, the bot may post what the command causes, and the user is
    /// within the limit of lobby posts and the budget of what it costs.
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
        if command.declaration().posts_publicly {
            permissions::bot_refusal(app, posting, lang).map_or(Ok(()), Err)?;
        }
        if command.declaration().throttled {
            self.within_limit(&user.id, lang)?;
        }
        self.within_budget(command, &user.id, lang)
    }

    /// Counts one lobby post (or undo) by `user`, unless they are over the limit.
    fn within_limit(&self, user: &str, lang: Lang) -> Result<(), String> {
        within(&self.budgets.lobby, user, lang)
    }

    /// Counts `command` against the budget of what it costs (moves,
    /// replays), unless `user` has spent it.
    fn within_budget(&self, command: &Command, user: &str, lang: Lang) -> Result<(), String> {
        self.budgets.of(command.declaration().cost).map_or(Ok(()), |budget| within(budget, user, lang))
    }

    async fn on_component(&self, ctx: &Context, interaction: ComponentInteraction) {
        let asked = self.asked(ctx, Came::from(&interaction));
        let it = asked.it;
        let in_panel = interaction.message.flags.is_some_and(|f| f.contains(MessageFlags::EPHEMERAL));
        let id = match ComponentId::parse(&interaction.data.custom_id) {
            Ok(id) => id,
            Err(Unreadable::OutOfDate) => {
                return self.say(ctx, it, tr!(it.lang, "edge-message-out-of-date"), false).await
            }
            Err(Unreadable::Unknown) => return self.say(ctx, it, tr!(it.lang, "edge-button-gone"), in_panel).await,
        };
        if let ComponentId::Move { game_id, .. }
        | ComponentId::Hand { game_id }
        | ComponentId::Lobby { game_id, .. }
        | ComponentId::Agree { game_id, .. }
        | ComponentId::Rematch { game_id }
        | ComponentId::Replay { game_id, .. } = id
        {
            note_game(game_id);
        }
        let posting = Posting::in_channel(interaction.channel.as_ref().map(|c| c.kind));
        if let Some(why) = permissions::bot_refusal(interaction.app_permissions, posting, it.lang) {
            if id.posts_publicly() {
                return self.say(ctx, it, why, in_panel).await;
            }
        }
        let on = match in_panel {
            true => ClickedOn::Panel,
            false => ClickedOn::Message(interaction.message.id.to_string()),
        };
        let throttled = matches!(id, ComponentId::Rematch { .. } | ComponentId::Lobby { .. });
        if let Err(why) = throttled.then(|| self.within_limit(&asked.user.id, it.lang)).unwrap_or(Ok(())) {
            return self.say(ctx, it, why, false).await;
        }
        // A click on a game counts as a move; the rest as their command does.
        let click_budget = match id {
            ComponentId::Panel(_) | ComponentId::Move { .. } => within(&self.budgets.moves, &asked.user.id, it.lang),
            _ => Ok(()),
        };
        if let Err(why) = click_budget {
            return self.say(ctx, it, why, false).await;
        }
        let command = |command: Command| (command, Origin::Command);
        let in_place = |command: Command, refusal_replaces: bool| (command, Origin::InPlace { refusal_replaces });
        let (command, origin) = match id {
            ComponentId::Panel(panel) => {
                let value = match &interaction.data.kind {
                    ComponentInteractionDataKind::StringSelect { values } => values.first().map(String::as_str),
                    _ => None,
                };
                return match panel.click(value, on) {
                    Some(click) => self.on_click(&asked, click, in_panel).await,
                    None => self.say(ctx, it, tr!(it.lang, "edge-choice-gone"), in_panel).await,
                };
            }
            ComponentId::Move { game_id, version, index } => {
                let click = Click { game_id, version, what: Clicked::Move { index }, on };
                return self.on_click(&asked, click, false).await;
            }
            ComponentId::Lobby { game_id, action } => {
                let clicked = (interaction.message.id, interaction.message.content.as_str());
                return self.on_lobby(&asked, game_id, action, clicked).await;
            }
            ComponentId::Hand { .. } => command(Command::Hand),
            ComponentId::Agree { game_id, proposal } => {
                command(Command::Agree { to: AgreeTo::Button { game_id, number: proposal } })
            }
            ComponentId::Rematch { game_id } => command(Command::Rematch { game_id: Some(game_id) }),
            ComponentId::Forget { user_id } if user_id != asked.user.id => {
                return self.say(ctx, it, tr!(it.lang, "forget-not-yours"), false).await;
            }
            ComponentId::Forget { .. } => in_place(Command::Forget { confirmed: true }, true),
            ComponentId::History { page, kind, user_id, .. } => {
                in_place(Command::History { kind, player: user_id, page }, true)
            }
            // A refusal (the game is gone, say) leaves the replay shown as it was.
            ComponentId::Replay { game_id, step, .. } => {
                in_place(Command::Replay { game_id: Some(game_id), step: Some(step) }, false)
            }
        };
        if let Err(why) = self.within_budget(&command, &asked.user.id, it.lang) {
            // (A replay shown stays as it was: the refusal comes beside it.)
            return self.say(ctx, it, why, false).await;
        }
        let defer = match origin {
            Origin::Command => Acked::Deferred { ephemeral: command.declaration().answers_privately },
            _ => Acked::DeferredUpdate,
        };
        let (acked, answered) = self.run_command(&asked, defer, command).await;
        let replies = replies_of(answered, &asked);
        self.deliver(&asked, origin, acked, &replies, None).await;
    }

    /// A click on the move builder or a board's move: one table command.
    /// The clicker's answer replaces their panel (or opens one from a
    /// board); the rest of the table's replies are delivered as usual.
    async fn on_click(&self, asked: &Asked<'_>, click: Click, in_panel: bool) {
        let defer = match in_panel {
            true => Acked::DeferredUpdate,
            false => Acked::Deferred { ephemeral: true },
        };
        let (table, place, user) = (self.table.clone(), asked.place.clone(), asked.user.clone());
        let work = async move { table.click(&place, &user, click).await };
        // Every click on a game may play: acknowledged at once.
        let (acked, answered) = self.run(asked, defer, true, work).await;
        let replies = replies_of(answered, asked);
        self.deliver(asked, Origin::Click { in_panel }, acked, &replies, None).await;
    }

    /// A lobby button: the lobby message clicked shows the new seats (and
    /// is the game's lobby message from now on); Start closes it and posts
    /// the first board.
    async fn on_lobby(
        &self,
        asked: &Asked<'_>,
        game_id: i64,
        action: LobbyAction,
        clicked: (serenity::all::MessageId, &str),
    ) {
        let command = match action {
            LobbyAction::Join => Command::Join,
            LobbyAction::Leave => Command::Leave,
            LobbyAction::AddComputer => Command::BotAdd { level: crate::bots::Level::Normal },
            LobbyAction::Start => Command::Start { seed: None },
        };
        log_failure(respond::defer_update(&asked.ctx.http, asked.it).await);
        let answered = self.table.handle_lobby_button(&asked.place, &asked.user, game_id, command).await;
        let replies = replies_of(Ok(answered), asked);
        self.deliver(asked, Origin::Lobby, Acked::DeferredUpdate, &replies, Some(clicked)).await;
    }

    /// Plans and carries out the delivery of `replies`.
    async fn deliver(
        &self,
        asked: &Asked<'_>,
        origin: Origin,
        acked: Acked,
        replies: &[Reply],
        clicked: Option<(serenity::all::MessageId, &str)>,
    ) {
        if let Some(game_id) = replies.iter().find_map(|reply| game_of(&reply.controls)) {
            note_game(game_id);
        }
        let delivery = Delivery {
            http: &asked.ctx.http,
            table: &self.table,
            it: asked.it,
            guild: asked.place.guild.as_deref(),
            clicked,
            thread: None,
        };
        delivery.carry_out(&delivery::plan(origin, acked, replies, &asked.user.id), replies).await;
    }

    /// Says `text` privately: in the panel clicked, or as a new message.
    /// Always a refusal (or "this is out of date"): counted as one.
    async fn say(&self, ctx: &Context, it: respond::Interaction<'_>, text: String, in_panel: bool) {
        telemetry::interaction(it.kind, Outcome::Refused);
        let out = Out::text(text).ephemeral();
        let sent = match in_panel {
            true => respond::update(&ctx.http, it, &out.with_components(vec![])).await,
            false => respond::answer(&ctx.http, it, &out).await,
        };
        log_failure(sent);
    }

    /// Runs `command` for the member who asked (see `run`); one that plays
    /// is acknowledged at once.
    async fn run_command(&self, asked: &Asked<'_>, defer: Acked, command: Command) -> (Acked, Answered) {
        let (table, place, user, sight) =
            (self.table.clone(), asked.place.clone(), asked.user.clone(), asked.sight.clone());
        let at_once = command.declaration().plays;
        self.run(asked, defer, at_once, async move { table.handle_seeing(&place, &user, &sight, command).await }).await
    }

    /// Runs a table command. `at_once` (it plays): the interaction is
    /// acknowledged as `defer` says before the work starts. Otherwise it is
    /// answered directly if done within the allowance; past it (or with no
    /// allowance) it is acknowledged first. How it was acknowledged, and
    /// the answer.
    async fn run(
        &self,
        asked: &Asked<'_>,
        defer: Acked,
        at_once: bool,
        work: impl std::future::Future<Output = Result<Vec<Reply>, Refusal>> + Send + 'static,
    ) -> (Acked, Answered) {
        if at_once {
            self.acknowledge(asked, defer).await;
            // (In the interaction's span: the table's log lines name it too.)
            return (defer, tokio::spawn(work.in_current_span()).await);
        }
        let mut work = tokio::spawn(work.in_current_span());
        if !self.answer_within.is_zero() {
            if let Ok(done) = tokio::time::timeout(self.answer_within, &mut work).await {
                return (Acked::No, done);
            }
        }
        self.acknowledge(asked, defer).await;
        (defer, work.await)
    }

    /// Acknowledges the interaction as `defer` says, its answer to follow.
    async fn acknowledge(&self, asked: &Asked<'_>, defer: Acked) {
        let (http, it) = (&asked.ctx.http, asked.it);
        log_failure(match defer {
            Acked::No => Ok(()),
            Acked::Deferred { ephemeral } => respond::defer(http, it, ephemeral).await,
            Acked::DeferredUpdate => respond::defer_update(http, it).await,
        });
    }

    /// Who asked, where, in which language (recorded for their DMs).
    fn asked<'a>(&self, ctx: &'a Context, came: Came<'a>) -> Asked<'a> {
        let lang = Lang::from_locale(came.locale);
        let (kind, received) = (came.kind, std::time::Instant::now());
        let it = respond::Interaction { id: came.id, token: came.token, user: came.user.id, lang, kind, received };
        let user = user_of(came.user, came.member);
        self.note_locale(&user, it.lang);
        let place = place_of(came.guild, came.channel);
        let sight = sight::sight_of(&self.fetched, &ctx.http, came.guild, came.member, came.channel);
        Asked { ctx, it, place, user, sight }
    }

    async fn on_autocomplete(&self, ctx: &Context, interaction: CommandInteraction) {
        let focused = interaction.data.autocomplete();
        let typed = focused.as_ref().map(|o| o.value.to_string()).unwrap_or_default();
        // Routed by the option being typed in: a time zone, else a move.
        let choices = match focused.as_ref().map(|o| o.name) {
            Some("timezone") => autocomplete::zones(&typed, self.table.clock().now()),
            _ => {
                let (channel, user) = (interaction.channel_id.to_string(), interaction.user.id.to_string());
                let legal = match self.table.moves_for(&channel, &user).await {
                    Ok(Some(moves)) => moves.legal,
                    _ => vec![],
                };
                autocomplete::suggest(&legal, &typed).into_iter().map(|m| (m.clone(), m)).collect()
            }
        };
        let mut response = CreateAutocompleteResponse::new();
        for (label, value) in choices {
            response = response.add_string_choice(label, value);
        }
        let sent = CreateInteractionResponse::Autocomplete(response)
            .execute(&ctx.http, (interaction.id, &interaction.token))
            .await;
        telemetry::interaction("autocomplete", if sent.is_ok() { Outcome::Answered } else { Outcome::Failed });
        log_failure(sent);
    }
}
