//! How this bot process runs, from the environment: its gateway shards,
//! two switches (`DISCORD_REGISTER`, `AERIE_IMAGES`) and the computer
//! players' threads and cap (`AERIE_COMPUTER_THREADS`, `AERIE_COMPUTER_CAP`).
//! Read by the bot and by `aerie check`.

use crate::discord::Sharding;
use crate::table::ComputerSettings;

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct ProcessSettings {
    pub sharding: Sharding,
    /// `DISCORD_REGISTER`: whether shard 0 registers the commands on start.
    pub register_commands: bool,
    /// `AERIE_IMAGES`: board images, or text only.
    pub images: bool,
    /// `AERIE_COMPUTER_THREADS` and `AERIE_COMPUTER_CAP`.
    pub computers: ComputerSettings,
}

impl ProcessSettings {
    pub fn from_env() -> anyhow::Result<ProcessSettings> {
        Ok(ProcessSettings {
            sharding: Sharding::from_env()?,
            register_commands: switch("DISCORD_REGISTER")?,
            images: switch("AERIE_IMAGES")?,
            computers: ComputerSettings::parse(
                std::env::var("AERIE_COMPUTER_THREADS").ok().as_deref(),
                std::env::var("AERIE_COMPUTER_CAP").ok().as_deref(),
            )
            .map_err(anyhow::Error::msg)?,
        })
    }
}

/// An on/off setting, on when unset.
fn switch(name: &str) -> anyhow::Result<bool> {
    match std::env::var(name).unwrap_or_default().trim() {
        "" | "on" | "1" | "true" => Ok(true),
        "off" | "0" | "false" => Ok(false),
        other => anyhow::bail!("{name} must be on or off, not `{other}`"),
    }
}

impl std::fmt::Display for ProcessSettings {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        let on = |b: bool| if b { "on" } else { "off" };
        write!(
            f,
            "{}, registering commands {}, images {}, {}",
            self.sharding,
            on(self.register_commands),
            on(self.images),
            self.computers
        )
    }
}
