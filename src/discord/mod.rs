//! The Discord front-end: slash commands, autocomplete, buttons and the
//! move builder panel, over serenity. Thin by design: it turns interactions
//! into table commands and table replies into messages.

use std::sync::Arc;

use anyhow::Context as _;
use std::time::Duration;

use serenity::all::{GatewayIntents, Http, HttpBuilder};
use serenity::Client;

use crate::clock::Clock;
use crate::store::Store;
use crate::table::Table;

pub mod autocomplete;
pub mod buttons;
pub mod commands;
pub mod component_id;
pub mod config;
pub mod delivery;
mod executor;
mod handler;
pub mod limits;
pub mod markdown;
pub mod monitoring;
pub mod panel;
pub mod permissions;
mod registration;
pub mod respond;
pub mod scheduler;
mod seen;
mod sight;
mod thread;
pub mod throttle;

pub use config::{Config, Sharding};

/// How one bot process runs, besides the settings it shares with the others.
pub struct Process {
    /// The gateway shards this process runs.
    pub sharding: Sharding,
    pub clock: Arc<dyn Clock>,
    /// Whether the process with shard 0 registers the commands (once, not on
    /// every reconnect); false when each deploy runs `aerie register`.
    pub register_commands: bool,
    /// Board images (`AERIE_IMAGES=off`: text only, for a small machine).
    pub images: bool,
    /// The computer players' threads and their cap per server.
    pub computers: crate::table::ComputerSettings,
}

/// Runs the bot until Ctrl-C or SIGTERM. Several processes may run at once
/// on one PostgreSQL database, each with its own shards: every game lives
/// in the database, and due work is claimed there.
pub async fn run(config: Config, process: Process) -> anyhow::Result<()> {
    let Process { sharding, clock, register_commands, images, computers } = process;
    // Which build runs how, for whoever reads the log after a change: no
    // secret (the config shows the database without its password).
    tracing::info!(
        version = crate::identity::VERSION,
        commit = crate::identity::COMMIT,
        backend = if crate::store::is_postgres_url(&config.database_url) { "postgres" } else { "sqlite" },
        %config,
        %sharding,
        images = on_off(images),
        %computers,
        register = on_off(register_commands),
        metrics = config.metrics_addr.map_or_else(|| "off".to_string(), |addr| addr.to_string()),
        "starting aerie {}",
        crate::identity::LONG_VERSION
    );
    let store = Store::open(&config.database_url)
        .await
        .with_context(|| format!("opening the database {}", config::redact_url(&config.database_url)))?;
    let mut table = Table::new(store, clock).with_computers(crate::table::ComputerPool::start(computers));
    if !images {
        table = table.without_images();
    }
    check_discord(&http(&config), &STARTUP_RETRIES).await?;
    let edge = Edge { register: register_commands && sharding.has_shard_zero(), ..Edge::default() };
    let mut client = client_with(&config, table.clone(), edge).await?;
    if let Some(addr) = config.metrics_addr {
        monitoring::serve(addr, table.store().clone(), client.shard_manager.clone()).await?;
    }
    tokio::spawn(scheduler::run(table, client.http.clone()));
    let shards = client.shard_manager.clone();
    let gateway = async {
        match sharding {
            Sharding::Automatic => client.start_autosharded().await,
            // Serenity's range end is inclusive.
            Sharding::Range { first, last, count } => client.start_shard_range(first..last, count).await,
        }
    };
    tokio::select! {
        result = gateway => result.map_err(explain),
        _ = shutdown_signal() => {
            tracing::info!("shutting down");
            // Moves are committed before any reply, so nothing is lost if
            // closing the gateway takes too long.
            let _ = tokio::time::timeout(std::time::Duration::from_secs(5), shards.shutdown_all()).await;
            Ok(())
        }
    }
}

fn on_off(on: bool) -> &'static str {
    if on {
        "on"
    } else {
        "off"
    }
}

/// Pauses between start-up attempts at reaching Discord: about a minute in
/// all, then the bot gives up with a clear line (a supervisor restarts it).
pub const STARTUP_RETRIES: [Duration; 5] = [
    Duration::from_secs(2),
    Duration::from_secs(4),
    Duration::from_secs(8),
    Duration::from_secs(16),
    Duration::from_secs(30),
];

/// The HTTP client for `config`, pointed at `config.api_base` if set.
fn http(config: &Config) -> Http {
    let mut http = HttpBuilder::new(&config.token);
    if let Some(base) = &config.api_base {
        http = http.proxy(base.trim_end_matches('/')).ratelimiter_disabled(true);
    }
    http.build()
}

/// Asks Discord for the gateway, as the bot must before connecting: a
/// rejected token fails at once with a line saying so; Discord being down
/// (5xx, no connection) is retried after each pause in `pauses`, then fails
/// with a line saying that. (Serenity itself would fall back to a default
/// gateway and retry for ever, saying nothing useful.)
pub async fn check_discord(http: &Http, pauses: &[Duration]) -> anyhow::Result<()> {
    use serenity::http::HttpError;
    let mut pauses = pauses.iter();
    for attempt in 1.. {
        let error = match http.get_bot_gateway().await {
            Ok(_) => return Ok(()),
            Err(e) => e,
        };
        let status = match &error {
            serenity::Error::Http(HttpError::UnsuccessfulRequest(r)) => Some(r.status_code.as_u16()),
            _ => None,
        };
        let unavailable = match status {
            Some(401) => {
                anyhow::bail!("Discord rejected DISCORD_TOKEN (401 Unauthorized); copy the bot token again from the developer portal")
            }
            Some(code) if code >= 500 || code == 429 => format!("Discord is unavailable (HTTP {code})"),
            None if matches!(&error, serenity::Error::Http(HttpError::Request(_)) | serenity::Error::Io(_)) => {
                format!("Discord can't be reached ({error})")
            }
            _ => return Err(explain(error)),
        };
        match pauses.next() {
            Some(pause) => {
                tracing::warn!("{unavailable}; trying again in {} s", pause.as_secs_f32());
                tokio::time::sleep(*pause).await;
            }
            None => anyhow::bail!("{unavailable}; gave up after {attempt} attempts, try again later"),
        }
    }
    unreachable!("the loop returns")
}

/// Registers the slash commands (on `config.guild_id`, else globally) and
/// returns how many there are: what `aerie register` does once per deploy.
pub async fn register_commands(config: &Config) -> anyhow::Result<usize> {
    let http = http(config);
    // Without a gateway READY, the application id comes from the API.
    let application = http.get_current_application_info().await.map_err(explain)?;
    http.set_application_id(application.id);
    registration::register_commands(&http, config.guild_id).await.map_err(explain)
}

/// Whom Discord takes the token for: one request (`GET /users/@me`), no
/// gateway connection (`aerie check`).
pub async fn current_bot(config: &Config) -> anyhow::Result<serenity::all::CurrentUser> {
    http(config).get_current_user().await.map_err(explain)
}

/// How one process's Discord edge behaves, besides `Config`.
pub struct Edge {
    /// Whether the first READY of shard 0 registers the commands.
    pub register: bool,
    /// Lobby actions and undos one user may make in a rolling minute.
    pub lobby_actions_per_minute: usize,
    /// Moves (and clicks on a game) one user may make in a rolling minute.
    pub moves_per_minute: usize,
    /// Replays (and views that rebuild a game) one user may ask for in a rolling minute.
    pub replays_per_minute: usize,
}

impl Default for Edge {
    fn default() -> Self {
        Edge {
            register: true,
            lobby_actions_per_minute: throttle::LOBBY_ACTIONS_PER_MINUTE,
            moves_per_minute: throttle::MOVES_PER_MINUTE,
            replays_per_minute: throttle::REPLAYS_PER_MINUTE,
        }
    }
}

/// A serenity client for the table, pointed at `config.api_base` if set,
/// that registers the commands on its first READY.
pub async fn client(config: &Config, table: Table) -> anyhow::Result<Client> {
    client_with(config, table, Edge::default()).await
}

/// `client`, as `edge` says.
pub async fn client_with(config: &Config, table: Table, edge: Edge) -> anyhow::Result<Client> {
    let registration = registration::Registration::new(edge.register);
    let budgets =
        throttle::Budgets::per_minute(edge.lobby_actions_per_minute, edge.moves_per_minute, edge.replays_per_minute);
    let handler = handler::Handler::new(table, config.guild_id, config.answer_within, registration, budgets);
    // Slash commands need no privileged intent, nor any message content.
    serenity::client::ClientBuilder::new_with_http(http(config), GatewayIntents::GUILDS)
        .event_handler(handler)
        .await
        .map_err(explain)
}

/// One clear line for the errors a server admin can fix.
fn explain(error: serenity::Error) -> anyhow::Error {
    use serenity::gateway::GatewayError;
    match &error {
        serenity::Error::Gateway(GatewayError::InvalidAuthentication) => {
            anyhow::anyhow!("Discord rejected DISCORD_TOKEN; copy the bot token again from the developer portal")
        }
        serenity::Error::Http(serenity::http::HttpError::UnsuccessfulRequest(r)) if r.status_code.as_u16() == 401 => {
            anyhow::anyhow!(
                "Discord rejected DISCORD_TOKEN (401 Unauthorized); copy the bot token again from the developer portal"
            )
        }
        serenity::Error::Gateway(GatewayError::DisallowedGatewayIntents | GatewayError::InvalidGatewayIntents) => {
            anyhow::anyhow!("Discord refused the gateway intents: {error}")
        }
        _ => anyhow::anyhow!("Discord connection failed: {error}"),
    }
}

async fn shutdown_signal() {
    #[cfg(unix)]
    {
        let mut term =
            tokio::signal::unix::signal(tokio::signal::unix::SignalKind::terminate()).expect("SIGTERM handler");
        tokio::select! {
            _ = tokio::signal::ctrl_c() => {}
            _ = term.recv() => {}
        }
    }
    #[cfg(not(unix))]
    let _ = tokio::signal::ctrl_c().await;
}
