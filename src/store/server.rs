//! A server's defaults for new games (`/server settings`), kept as the
//! settings were typed: the table reads them as it reads `/game settings`.

use super::backend::on;
use super::{Store, StoreError};

/// Settings as typed: (name, value), in the order given.
pub type Typed = Vec<(String, String)>;

impl Store {
    /// The server's defaults (none set: empty).
    pub async fn server_defaults(&self, guild: &str) -> Result<Typed, StoreError> {
        let stored: Option<String> = on!(&*self.pool, p => {
            sqlx::query_scalar("SELECT settings FROM server_defaults WHERE guild = $1")
                .bind(guild)
                .fetch_optional(p)
                .await?
        });
        // Unreadable defaults are the built-in ones: they never block a game.
        Ok(stored.and_then(|json| serde_json::from_str(&json).ok()).unwrap_or_default())
    }

    /// Replaces the server's defaults.
    pub async fn set_server_defaults(&self, guild: &str, settings: &Typed, now: i64) -> Result<(), StoreError> {
        let json = serde_json::to_string(settings).expect("pairs of strings serialise");
        on!(&*self.pool, p => {
            sqlx::query(
                "INSERT INTO server_defaults (guild, settings, updated_at) VALUES ($1, $2, $3)
                 ON CONFLICT (guild) DO UPDATE SET settings = excluded.settings, updated_at = excluded.updated_at",
            )
            .bind(guild)
            .bind(json)
            .bind(now)
            .execute(p)
            .await?;
        });
        Ok(())
    }
}
