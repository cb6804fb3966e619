//! The gateway event handler: registers commands when ready and turns every
//! interaction into a table command.

use serenity::all::{
    CommandInteraction, ComponentInteraction, Context, CreateAutocompleteResponse, CreateInteractionResponse,
    EventHandler, GuildId, Interaction, Permissions, Ready,
};
use serenity::builder::Builder;

use super::buttons::{self, Button};
use super::respond;
use super::{autocomplete, commands, config};
use crate::table::{Command, Place, Refusal, Reply, Table, User};

pub struct Handler {
    pub table: Table,
    pub guild: Option<u64>,
    pub answer_within: std::time::Duration,
    pub registration: Registration,
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

fn user_of(user: &serenity::all::User, member: Option<&serenity::all::Member>) -> User {
    let name =
        member.and_then(|m| m.nick.clone()).or_else(|| user.global_name.clone()).unwrap_or_else(|| user.name.clone());
    let is_admin = member
        .and_then(|m| m.permissions)
        .is_some_and(|p| p.contains(Permissions::MANAGE_CHANNELS) || p.contains(Permissions::ADMINISTRATOR));
    User { id: user.id.to_string(), name, is_admin }
}

fn place_of(guild: Option<GuildId>, channel: serenity::all::ChannelId) -> Place {
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
            Interaction::Command(command) => self.on_command(&ctx, command).await,
            Interaction::Autocomplete(command) => self.on_autocomplete(&ctx, command).await,
            Interaction::Component(component) => self.on_component(&ctx, component).await,
            _ => {}
        }
    }
}

impl Handler {
    async fn on_command(&self, ctx: &Context, interaction: CommandInteraction) {
        let it = respond::Interaction { id: interaction.id, token: &interaction.token, user: interaction.user.id };
        let user = user_of(&interaction.user, interaction.member.as_deref());
        let place = place_of(interaction.guild_id, interaction.channel_id);
        let command = match commands::to_command(&interaction) {
            Ok(command) => command,
            Err(message) => {
                let reply = Reply::private(&user.id, message);
                log_failure(respond::respond(&ctx.http, it, &[reply], vec![]).await);
                return;
            }
        };
        let private = commands::is_private(&command);
        self.run(ctx, it, place, user, command, private).await;
    }

    async fn on_component(&self, ctx: &Context, interaction: ComponentInteraction) {
        let it = respond::Interaction { id: interaction.id, token: &interaction.token, user: interaction.user.id };
        let user = user_of(&interaction.user, interaction.member.as_ref());
        let place = place_of(interaction.guild_id, interaction.channel_id);
        let command = match Button::parse(&interaction.data.custom_id) {
            Some(Button::Hand { .. }) => Ok(Command::Hand),
            Some(Button::Move { game_id, version, index }) => {
                self.button_move(&place, &user, game_id, version, index).await
            }
            None => Err(Refusal("That button is no longer supported.".into())),
        };
        match command {
            Ok(command) => {
                let private = commands::is_private(&command);
                self.run(ctx, it, place, user, command, private).await
            }
            Err(refusal) => {
                let reply = Reply::private(&user.id, refusal.0);
                log_failure(respond::respond(&ctx.http, it, &[reply], vec![]).await);
            }
        }
    }

    /// The move a button stands for, if the board it sits under is current.
    async fn button_move(
        &self,
        place: &Place,
        user: &User,
        game_id: i64,
        version: i64,
        index: usize,
    ) -> Result<Command, Refusal> {
        let moves = self.table.moves_for(&place.channel, &user.id).await?;
        let Some(moves) = moves.filter(|m| m.game_id == game_id) else {
            return Err(Refusal("That game is over; this board is out of date.".into()));
        };
        if moves.version != version {
            return Err(Refusal(
                "That board is out of date: the game has moved on. Use the latest board, or `/move`.".into(),
            ));
        }
        if !moves.waiting.contains(&user.id) {
            return Err(Refusal("These buttons are for the player whose turn it is.".into()));
        }
        moves
            .legal
            .get(index)
            .map(|action| Command::Move { action: action.clone() })
            .ok_or_else(|| Refusal("That move is no longer available.".into()))
    }

    /// Runs a table command, answering at once when it is quick and
    /// deferring when it is not, so Discord's 3-second limit always holds.
    async fn run(
        &self,
        ctx: &Context,
        it: respond::Interaction<'_>,
        place: Place,
        user: User,
        command: Command,
        private: bool,
    ) {
        let table = self.table.clone();
        let channel = place.channel.clone();
        let guild = place.guild.clone();
        let mut work = tokio::spawn(async move { table.handle(&place, &user, command).await });
        // A zero allowance (tests) always defers, whatever the timing.
        let quick = match self.answer_within.is_zero() {
            true => None,
            false => tokio::time::timeout(self.answer_within, &mut work).await.ok(),
        };
        let (deferred, result) = match quick {
            Some(result) => (false, result),
            None => {
                log_failure(respond::defer(&ctx.http, it, private).await);
                (true, work.await)
            }
        };
        let replies = match result {
            Ok(Ok(replies)) => replies,
            Ok(Err(refusal)) => vec![Reply::private(&it.user.to_string(), refusal.0)],
            Err(e) => {
                tracing::error!(error = %e, "command task failed");
                vec![Reply::private(&it.user.to_string(), "Something went wrong; nothing changed. Please try again.")]
            }
        };
        let buttons = if replies.iter().any(|r| r.is_public() && !r.images.is_empty()) {
            self.buttons(&channel).await
        } else {
            vec![]
        };
        let sent = if deferred {
            respond::finish(&ctx.http, it, private, &replies, buttons).await
        } else {
            respond::respond(&ctx.http, it, &replies, buttons).await
        };
        let board_posted = sent.is_ok() && replies.first().is_some_and(|r| r.is_public() && !r.images.is_empty());
        log_failure(sent);
        if board_posted {
            self.remember_board(ctx, it, guild, &channel).await;
        }
    }

    /// Keeps a link to the board just posted, for reminders to point at.
    async fn remember_board(&self, ctx: &Context, it: respond::Interaction<'_>, guild: Option<String>, channel: &str) {
        let Ok(message) = ctx.http.get_original_interaction_response(it.token).await else { return };
        let link =
            format!("https://discord.com/channels/{}/{channel}/{}", guild.as_deref().unwrap_or("@me"), message.id);
        if let Err(e) = self.table.set_board_link(channel, &link).await {
            tracing::warn!(error = %e, "could not remember the board link");
        }
    }

    async fn buttons(&self, channel: &str) -> Vec<serenity::all::CreateActionRow> {
        // Buttons belong to the player to act; their legal moves decide them.
        match self.table.waiting_moves(channel).await {
            Ok(Some(moves)) => buttons::for_moves(&moves),
            _ => vec![],
        }
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

fn log_failure(result: serenity::Result<()>) {
    if let Err(e) = result {
        tracing::warn!(error = %e, "could not answer an interaction");
    }
}
