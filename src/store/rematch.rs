//! Rematch lobbies: each names the finished game it repeats (`rematch_of`,
//! unique), so a finished game has at most one, however many click at once.

use super::backend::on;
use super::record::GameRecord;
use super::{Store, StoreError};

impl Store {
    /// Stores the rematch lobby of the finished game `of` and returns its id.
    /// `ChannelBusy` when the channel has an active game, or `of` already has
    /// a rematch (see [`Store::rematch_lobby`] for which).
    pub async fn insert_rematch(&self, game: &GameRecord, of: i64) -> Result<i64, StoreError> {
        self.insert_game_repeating(game, Some(of)).await
    }

    /// The rematch lobby opened for the game `of`, if any: its id and the
    /// link of its latest message (if posted).
    pub async fn rematch_lobby(&self, of: i64) -> Result<Option<(i64, Option<String>)>, StoreError> {
        Ok(on!(&*self.pool, p => {
            sqlx::query_as("SELECT id, board_link FROM games WHERE rematch_of = $1")
                .bind(of)
                .fetch_optional(p)
                .await?
        }))
    }

    /// The latest finished game in a channel (what `/game rematch` repeats).
    pub async fn latest_finished_game(&self, channel: &str) -> Result<Option<GameRecord>, StoreError> {
        let id: Option<i64> = on!(&*self.pool, p => {
            sqlx::query_scalar("SELECT id FROM games WHERE channel = $1 AND status = 'finished' ORDER BY id DESC LIMIT 1")
                .bind(channel)
                .fetch_optional(p)
                .await?
        });
        match id {
            Some(id) => self.game(id).await,
            None => Ok(None),
        }
    }

    /// The finished game a game repeats, if it is a rematch.
    pub async fn rematch_of(&self, game_id: i64) -> Result<Option<i64>, StoreError> {
        let of: Option<Option<i64>> = on!(&*self.pool, p => {
            sqlx::query_scalar("SELECT rematch_of FROM games WHERE id = $1").bind(game_id).fetch_optional(p).await?
        });
        Ok(of.flatten())
    }
}
