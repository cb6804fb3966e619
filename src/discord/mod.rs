//! The Discord front-end: slash commands, autocomplete and buttons, over
//! serenity. Thin by design: it turns interactions into table commands and
//! table replies into messages.

use std::sync::Arc;

use anyhow::Context as _;
use serenity::all::{GatewayIntents, HttpBuilder};
use serenity::Client;

use crate::clock::SystemClock;
use crate::store::Store;
use crate::table::Table;

pub mod autocomplete;
pub mod buttons;
pub mod commands;
pub mod config;
mod handler;
pub mod respond;
pub mod scheduler;

pub use config::Config;

/// Runs the bot until Ctrl-C or SIGTERM.
pub async fn run(config: Config) -> anyhow::Result<()> {
    tracing::info!(%config, "starting");
    let store = Store::open(&config.database_url)
        .await
        .with_context(|| format!("opening the database {}", config.database_url))?;
    let table = Table::new(store, Arc::new(SystemClock));
    let mut client = client(&config, table.clone()).await?;
    tokio::spawn(scheduler::run(table, client.http.clone()));
    let shards = client.shard_manager.clone();
    tokio::select! {
        result = client.start() => result.map_err(explain),
        _ = shutdown_signal() => {
            tracing::info!("shutting down");
            // Moves are committed before any reply, so nothing is lost if
            // closing the gateway takes too long.
            let _ = tokio::time::timeout(std::time::Duration::from_secs(5), shards.shutdown_all()).await;
            Ok(())
        }
    }
}

/// A serenity client for the table, pointed at `config.api_base` if set.
pub async fn client(config: &Config, table: Table) -> anyhow::Result<Client> {
    let mut http = HttpBuilder::new(&config.token);
    if let Some(base) = &config.api_base {
        http = http.proxy(base.trim_end_matches('/')).ratelimiter_disabled(true);
    }
    let handler = handler::Handler { table, guild: config.guild_id, answer_within: config.answer_within };
    // Slash commands need no privileged intent, nor any message content.
    serenity::client::ClientBuilder::new_with_http(http.build(), GatewayIntents::GUILDS)
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
