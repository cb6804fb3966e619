//! Settings from the environment (or `.env`), as `.env.example` lists them.

use anyhow::{bail, Context};

#[derive(Debug, Clone)]
pub struct Config {
    pub token: String,
    pub database_url: String,
    /// Register commands on this server only (instant), else globally.
    pub guild_id: Option<u64>,
    /// Another API base (a fake Discord in tests); also used for the gateway
    /// URL lookup, since serenity asks the API for it.
    pub api_base: Option<String>,
    /// How long a command may run before its interaction is deferred
    /// (Discord allows 3 s; tests set 0 to exercise deferral).
    pub answer_within: std::time::Duration,
}

pub const DEFAULT_DATABASE_URL: &str = "sqlite://aerie.db";

impl Config {
    pub fn from_env() -> anyhow::Result<Config> {
        let var = |name: &str| std::env::var(name).ok().map(|v| v.trim().to_string()).filter(|v| !v.is_empty());
        let Some(token) = var("DISCORD_TOKEN") else {
            bail!("DISCORD_TOKEN is not set: put the bot token in the environment or in .env (see .env.example)");
        };
        let guild_id = match var("DISCORD_GUILD_ID") {
            Some(id) => Some(id.parse().context("DISCORD_GUILD_ID must be a server id (a number)")?),
            None => None,
        };
        Ok(Config {
            token,
            database_url: var("DATABASE_URL").unwrap_or_else(|| DEFAULT_DATABASE_URL.to_string()),
            guild_id,
            api_base: var("DISCORD_API_BASE"),
            answer_within: super::respond::ANSWER_WITHIN,
        })
    }
}

impl std::fmt::Display for Config {
    /// For logs: never shows the token.
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(
            f,
            "database {}, commands {}",
            self.database_url,
            match self.guild_id {
                Some(id) => format!("on server {id}"),
                None => "global".to_string(),
            }
        )?;
        if let Some(base) = &self.api_base {
            write!(f, ", API base {base}")?;
        }
        Ok(())
    }
}

/// The permissions the bot needs: view channel, send messages, embed links,
/// attach files, use application commands.
pub const PERMISSIONS: u64 = (1 << 10) | (1 << 11) | (1 << 14) | (1 << 15) | (1 << 31);

/// The link a server admin opens to add the bot.
pub fn invite_link(application_id: u64) -> String {
    format!(
        "https://discord.com/oauth2/authorize?client_id={application_id}&scope=bot%20applications.commands&permissions={PERMISSIONS}"
    )
}
