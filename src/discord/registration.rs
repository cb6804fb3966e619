//! Registering the slash commands: once per process with shard 0, on its
//! first READY (not on every reconnect), or once per deploy with
//! `aerie register`.

use std::sync::atomic::{AtomicBool, Ordering};

use serenity::all::{GuildId, Http, Ready};

use super::commands;

/// Whether this process registers the commands, and whether it did.
pub struct Registration {
    wanted: bool,
    done: AtomicBool,
}

impl Registration {
    pub fn new(wanted: bool) -> Self {
        Registration { wanted, done: AtomicBool::default() }
    }

    /// True once: on shard 0's first READY (a process without shard 0 never registers).
    pub fn due(&self, ready: &Ready) -> bool {
        let shard_zero = ready.shard.is_none_or(|s| s.id.0 == 0);
        self.wanted && shard_zero && !self.done.swap(true, Ordering::SeqCst)
    }

    /// Registering failed: the next READY tries again.
    pub fn failed(&self) {
        self.done.store(false, Ordering::SeqCst);
    }
}

/// Sets the slash commands on `guild` (instant) or globally; how many.
pub async fn register_commands(http: &Http, guild: Option<u64>) -> serenity::Result<usize> {
    let definitions = commands::definitions();
    let list = match guild {
        Some(guild) => GuildId::new(guild).set_commands(http, definitions).await?,
        None => serenity::all::Command::set_global_commands(http, definitions).await?,
    };
    Ok(list.len())
}
