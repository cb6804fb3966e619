//! Settings from the environment (or `.env`), as `.env.example` lists them.
//! Two of them are secrets, the bot token and the database password: they
//! are never shown, neither in logs and errors nor in `{:?}`.

use std::net::{IpAddr, Ipv4Addr, SocketAddr};

use anyhow::{bail, Context};

#[derive(Clone)]
pub struct Config {
    /// The bot token: whoever has it is the bot. Never printed.
    pub token: String,
    /// May hold a password (`postgres://aerie:…@host/db`): print it with
    /// [`redact_url`] only.
    pub database_url: String,
    /// Register commands on this server only (instant), else globally.
    pub guild_id: Option<u64>,
    /// Another API base (a fake Discord in tests); also used for the gateway
    /// URL lookup, since serenity asks the API for it.
    pub api_base: Option<String>,
    /// How long a command may run before its interaction is deferred
    /// (Discord allows 3 s; tests set 0 to exercise deferral). What plays
    /// is deferred at once, whatever this says.
    pub answer_within: std::time::Duration,
    /// Where to serve `/metrics` and `/healthz` (`METRICS_ADDR`); off if `None`.
    pub metrics_addr: Option<SocketAddr>,
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
            database_url: database_url_from_env(),
            guild_id,
            api_base: var("DISCORD_API_BASE"),
            answer_within: super::respond::ANSWER_WITHIN,
            metrics_addr: match var("METRICS_ADDR") {
                Some(addr) => metrics_addr(&addr)?,
                None => None,
            },
        })
    }
}

/// `METRICS_ADDR`: a port alone (`9100`, on the loopback interface: only
/// this machine may look), an address and port (`0.0.0.0:9100`, to be
/// scraped from elsewhere; `[::1]:9100`), or `off`.
pub fn metrics_addr(text: &str) -> anyhow::Result<Option<SocketAddr>> {
    let text = text.trim();
    if text.eq_ignore_ascii_case("off") {
        return Ok(None);
    }
    if let Ok(port) = text.parse::<u16>() {
        return Ok(Some(SocketAddr::new(IpAddr::V4(Ipv4Addr::LOCALHOST), port)));
    }
    match text.parse::<SocketAddr>() {
        Ok(addr) => Ok(Some(addr)),
        Err(_) => bail!("METRICS_ADDR must be a port (`9100`, on this machine only) or an address and port (`0.0.0.0:9100`), or `off`"),
    }
}

/// `DATABASE_URL`, or the default SQLite file.
pub fn database_url_from_env() -> String {
    let set = std::env::var("DATABASE_URL").ok().map(|v| v.trim().to_string()).filter(|v| !v.is_empty());
    set.unwrap_or_else(|| DEFAULT_DATABASE_URL.to_string())
}

impl std::fmt::Display for Config {
    /// For logs: never shows the token, nor the database password.
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(
            f,
            "database {}, commands {}",
            redact_url(&self.database_url),
            match self.guild_id {
                Some(id) => format!("on server {id}"),
                None => "global".to_string(),
            }
        )?;
        if let Some(base) = &self.api_base {
            write!(f, ", API base {}", redact_url(base))?;
        }
        if let Some(addr) = self.metrics_addr {
            write!(f, ", metrics on {addr}")?;
        }
        Ok(())
    }
}

impl std::fmt::Debug for Config {
    /// As derived, but with the secrets hidden: a `{:?}` in a log or a panic
    /// message must not leak them.
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Config")
            .field("token", &"***")
            .field("database_url", &redact_url(&self.database_url))
            .field("guild_id", &self.guild_id)
            .field("api_base", &self.api_base.as_deref().map(redact_url))
            .field("answer_within", &self.answer_within)
            .field("metrics_addr", &self.metrics_addr)
            .finish()
    }
}

/// A URL as it may be shown: any password replaced by `***`
/// (`postgres://aerie:***@host/db`), in the user part or as a `password=`
/// query parameter. A URL without one, such as SQLite's, is unchanged.
/// Text that does not read as a URL but holds an `@` shows nothing before
/// its last `@`: a password there can't be told apart, so none leaks.
pub fn redact_url(url: &str) -> String {
    let Some((scheme, rest)) = url.split_once("://") else {
        return match url.rsplit_once('@') {
            Some((_, host)) => format!("***@{host}"),
            None => url.to_string(),
        };
    };
    // The last `@` ends the user part even when an unencoded password holds
    // `/`, `?` or `@`.
    let (user, rest) = match rest.rsplit_once('@') {
        Some((userinfo, host)) => match userinfo.split_once(':') {
            Some((name, _)) => (format!("{name}:***@"), host),
            None => (format!("{userinfo}@"), host),
        },
        None => (String::new(), rest),
    };
    let rest = match rest.split_once('?') {
        Some((path, query)) => {
            let hide = |pair: &str| match pair.split_once('=') {
                Some((key, _)) if key.eq_ignore_ascii_case("password") => format!("{key}=***"),
                _ => pair.to_string(),
            };
            format!("{path}?{}", query.split('&').map(hide).collect::<Vec<_>>().join("&"))
        }
        None => rest.to_string(),
    };
    format!("{scheme}://{user}{rest}")
}

/// The permissions the bot needs: view channel, send messages, embed links,
/// attach files, use application commands, create public threads (for
/// `/game new … thread:true`) and send messages in threads (boards and
/// reminders of games played in one).
pub const PERMISSIONS: u64 = (1 << 10) | (1 << 11) | (1 << 14) | (1 << 15) | (1 << 31) | (1 << 35) | (1 << 38);

/// The link a server admin opens to add the bot.
pub fn invite_link(application_id: u64) -> String {
    format!(
        "https://discord.com/oauth2/authorize?client_id={application_id}&scope=bot%20applications.commands&permissions={PERMISSIONS}"
    )
}

/// Which gateway shards this process runs: `DISCORD_SHARDS` (`0-1`, or one
/// shard `2`) out of `DISCORD_SHARD_COUNT`, so several processes on one
/// PostgreSQL database share the servers. Unset: as many as Discord
/// recommends, all in this process (`DISCORD_SHARD_COUNT` alone: that many).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Sharding {
    /// Discord's recommended count, all here.
    Automatic,
    /// Shards `first..=last` of `count`.
    Range { first: u32, last: u32, count: u32 },
}

impl Sharding {
    pub fn from_env() -> anyhow::Result<Sharding> {
        let var = |name: &str| std::env::var(name).ok().map(|v| v.trim().to_string()).filter(|v| !v.is_empty());
        Sharding::parse(var("DISCORD_SHARDS").as_deref(), var("DISCORD_SHARD_COUNT").as_deref())
    }

    pub fn parse(shards: Option<&str>, count: Option<&str>) -> anyhow::Result<Sharding> {
        let count = match count {
            Some(c) => Some(
                c.parse::<u32>()
                    .ok()
                    .filter(|&c| c > 0)
                    .context("DISCORD_SHARD_COUNT must be the total number of shards (1 or more)")?,
            ),
            None => None,
        };
        let Some(shards) = shards else {
            return Ok(match count {
                Some(count) => Sharding::Range { first: 0, last: count - 1, count },
                None => Sharding::Automatic,
            });
        };
        let Some(count) = count else {
            bail!("DISCORD_SHARDS needs DISCORD_SHARD_COUNT, the total number of shards of all processes");
        };
        let number = |s: &str| s.trim().parse::<u32>().ok();
        let (first, last) = match shards.split_once('-') {
            Some((a, b)) => (number(a), number(b)),
            None => (number(shards), number(shards)),
        };
        match (first, last) {
            (Some(first), Some(last)) if first <= last && last < count => Ok(Sharding::Range { first, last, count }),
            _ => bail!(
                "DISCORD_SHARDS must be a shard (`2`) or a range (`0-1`) within 0–{} (DISCORD_SHARD_COUNT is {count})",
                count - 1
            ),
        }
    }

    /// Whether this process runs shard 0, the one that registers commands.
    pub fn has_shard_zero(self) -> bool {
        matches!(self, Sharding::Automatic | Sharding::Range { first: 0, .. })
    }
}

impl std::fmt::Display for Sharding {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            Sharding::Automatic => write!(f, "shards: as Discord recommends"),
            Sharding::Range { first, last, count } if first == last => write!(f, "shard {first} of {count}"),
            Sharding::Range { first, last, count } => write!(f, "shards {first}–{last} of {count}"),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn passwords_in_urls_are_hidden() {
        let shown = |url: &str| redact_url(url);
        assert_eq!(
            shown("postgres://aerie:s3cret@db.example:5432/aerie"),
            "postgres://aerie:***@db.example:5432/aerie"
        );
        assert_eq!(shown("postgresql://:s3cret@db/aerie"), "postgresql://:***@db/aerie");
        assert_eq!(shown("postgres://aerie@db/aerie"), "postgres://aerie@db/aerie");
        assert_eq!(shown("postgres://db/aerie"), "postgres://db/aerie");
        // An unencoded password with `/`, `?` or `@` in it.
        assert_eq!(shown("postgres://aerie:p/a?s@s@db/aerie"), "postgres://aerie:***@db/aerie");
        assert_eq!(
            shown("postgres://db/aerie?sslmode=require&password=s3cret"),
            "postgres://db/aerie?sslmode=require&password=***"
        );
        for sqlite in ["sqlite://aerie.db", "sqlite::memory:", "/var/lib/aerie/aerie.db", "aerie.db"] {
            assert_eq!(shown(sqlite), sqlite);
        }
        // Not a URL, but it looks like it holds a password: nothing before the `@` is shown.
        assert_eq!(shown("aerie:s3cret@db/aerie"), "***@db/aerie");
        assert_eq!(shown(""), "");
    }

    #[test]
    fn debug_and_display_show_no_secret() {
        let config = Config {
            token: "MTEw.secret-token-part".into(),
            database_url: "postgres://aerie:hunter2@db.example/aerie".into(),
            guild_id: Some(1),
            api_base: None,
            answer_within: std::time::Duration::from_secs(1),
            metrics_addr: None,
        };
        for shown in [format!("{config:?}"), format!("{config:#?}"), config.to_string()] {
            assert!(!shown.contains("secret-token") && !shown.contains("MTEw"), "{shown}");
            assert!(!shown.contains("hunter2"), "{shown}");
            assert!(shown.contains("postgres://aerie:***@db.example/aerie"), "{shown}");
        }
    }

    #[test]
    fn the_metrics_address_is_on_this_machine_unless_said_otherwise() {
        let addr = |text: &str| metrics_addr(text).unwrap().map(|a| a.to_string());
        assert_eq!(addr("9100").as_deref(), Some("127.0.0.1:9100"));
        assert_eq!(addr(" 0.0.0.0:9100 ").as_deref(), Some("0.0.0.0:9100"));
        assert_eq!(addr("[::1]:9100").as_deref(), Some("[::1]:9100"));
        assert_eq!(addr("OFF"), None);
        for wrong in ["localhost:9100", "99999", "9100:", "yes"] {
            assert!(metrics_addr(wrong).unwrap_err().to_string().contains("METRICS_ADDR"), "{wrong}");
        }
    }

    #[test]
    fn shard_settings_are_read_and_checked() {
        assert_eq!(Sharding::parse(None, None).unwrap(), Sharding::Automatic);
        assert_eq!(Sharding::parse(None, Some("4")).unwrap(), Sharding::Range { first: 0, last: 3, count: 4 });
        assert_eq!(Sharding::parse(Some("2-3"), Some("4")).unwrap(), Sharding::Range { first: 2, last: 3, count: 4 });
        assert_eq!(Sharding::parse(Some("1"), Some("3")).unwrap(), Sharding::Range { first: 1, last: 1, count: 3 });
        assert!(Sharding::parse(Some("1-0"), Some("3")).is_err());
        assert!(Sharding::parse(Some("3"), Some("3")).is_err());
        assert!(Sharding::parse(Some("0-1"), None).unwrap_err().to_string().contains("DISCORD_SHARD_COUNT"));
        assert!(Sharding::parse(None, Some("0")).is_err());
        assert!(Sharding::parse(Some("1"), Some("3")).is_ok_and(|s| !s.has_shard_zero()));
    }
}
