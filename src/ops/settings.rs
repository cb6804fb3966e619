//! How this bot process runs, from the environment: its gateway shards and
//! two switches (`DISCORD_REGISTER`, `AERIE_IMAGES`). Read by the bot and by
//! `aerie check`.

use crate::discord::Sharding;

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct ProcessSettings {
    pub sharding: Sharding,
    /// `DISCORD_REGISTER`: whether shard 0 registers the commands on start.
    pub register_commands: bool,
    /// `AERIE_IMAGES`: board images, or text only.
    pub images: bool,
}

impl ProcessSettings {
    pub fn from_env() -> anyhow::Result<ProcessSettings> {
        Ok(ProcessSettings {
            sharding: Sharding::from_env()?,
            register_commands: switch("DISCORD_REGISTER")?,
            images: switch("AERIE_IMAGES")?,
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
        write!(f, "{}, registering commands {}, images {}", self.sharding, on(self.register_commands), on(self.images))
    }
}
