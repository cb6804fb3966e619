//! What the bot keeps about one player (`/me data`), and forgetting it
//! (`/me forget`): their ratings and settings go; in past games their seat
//! stays (with its score and rank, so nobody else's results move) under a
//! placeholder id and name.

use sqlx::types::Json;

use super::backend::on;
use super::{PlayerRecord, Store, StoreError};
use crate::text::Text;

/// Everything stored about a player, for `/me data`.
#[derive(Debug, Clone, PartialEq)]
pub struct OwnData {
    /// Their settings, if they ever saved any (or were seen with a language).
    pub settings: Option<PlayerRecord>,
    /// Per server: (guild, finished games, active games: lobbies and running).
    pub games: Vec<(String, i64, i64)>,
    /// (guild, kind, shown rating, rated games, wins).
    pub ratings: Vec<(String, String, f64, i64, i64)>,
    /// The names they played under, each once.
    pub names: Vec<String>,
}

/// One past game to rewrite when a player is forgotten: its id and the
/// name their seat shows from now on (worded in that game's language).
pub type ForgottenSeat = (i64, String);

impl Store {
    pub async fn own_data(&self, user_id: &str) -> Result<OwnData, StoreError> {
        let has_row: Option<String> = on!(&*self.pool, p => {
            sqlx::query_scalar("SELECT user_id FROM players WHERE user_id = $1").bind(user_id).fetch_optional(p).await?
        });
        let settings = match has_row {
            Some(_) => Some(self.player(user_id).await?),
            None => None,
        };
        let games: Vec<(String, i64, i64)> = on!(&*self.pool, p => {
            sqlx::query_as(
                "SELECT g.guild,
                        CAST(SUM(CASE WHEN g.status = 'finished' THEN 1 ELSE 0 END) AS BIGINT),
                        CAST(SUM(CASE WHEN g.status IN ('lobby', 'running') THEN 1 ELSE 0 END) AS BIGINT)
                 FROM games g JOIN seats s ON s.game_id = g.id WHERE s.user_id = $1
                 GROUP BY g.guild ORDER BY g.guild",
            )
            .bind(user_id)
            .fetch_all(p)
            .await?
        });
        let ratings = on!(&*self.pool, p => {
            sqlx::query_as("SELECT guild, kind, conservative, games, wins FROM ratings WHERE user_id = $1 ORDER BY guild, kind")
                .bind(user_id)
                .fetch_all(p)
                .await?
        });
        let names = on!(&*self.pool, p => {
            sqlx::query_scalar(
                "SELECT name FROM seats WHERE user_id = $1 UNION SELECT name FROM game_results WHERE user_id = $1
                 ORDER BY name",
            )
            .bind(user_id)
            .fetch_all(p)
            .await?
        });
        Ok(OwnData { settings, games, ratings, names })
    }

    /// The active games (lobbies and running) a player holds a seat in:
    /// (kind, channel, link of the latest message).
    pub async fn active_seats_of(&self, user_id: &str) -> Result<Vec<(String, String, Option<String>)>, StoreError> {
        Ok(on!(&*self.pool, p => {
            sqlx::query_as(
                "SELECT g.kind, g.channel, g.board_link FROM games g JOIN seats s ON s.game_id = g.id
                 WHERE s.user_id = $1 AND g.status IN ('lobby', 'running') ORDER BY g.id",
            )
            .bind(user_id)
            .fetch_all(p)
            .await?
        }))
    }

    /// The games that hold a player's id (a seat, or as host), whatever their state.
    pub async fn games_holding(&self, user_id: &str) -> Result<Vec<i64>, StoreError> {
        Ok(on!(&*self.pool, p => {
            sqlx::query_scalar(
                "SELECT id FROM games WHERE host = $1
                 UNION SELECT game_id FROM seats WHERE user_id = $1 ORDER BY 1",
            )
            .bind(user_id)
            .fetch_all(p)
            .await?
        }))
    }

    /// Forgets a player in one transaction: deletes their ratings, settings
    /// and notices for them; in each of `games` puts `placeholder` (an id no
    /// Discord user has) and the game's placeholder name where their id and
    /// names were: seat, results, moves, host, skip votes and the channel's
    /// stored notices. Other players' rows stay as they are.
    pub async fn forget(&self, user_id: &str, placeholder: &str, games: &[ForgottenSeat]) -> Result<(), StoreError> {
        let mut tx = self.pool.begin().await?;
        for (game_id, former) in games {
            let names: Vec<String> = on!(&mut tx, c => {
                sqlx::query_scalar(
                    "SELECT name FROM seats WHERE game_id = $1 AND user_id = $2
                     UNION SELECT name FROM game_results WHERE game_id = $1 AND user_id = $2",
                )
                .bind(game_id)
                .bind(user_id)
                .fetch_all(&mut **c)
                .await?
            });
            for sql in [
                "UPDATE seats SET user_id = $1, name = $2 WHERE game_id = $3 AND user_id = $4",
                "UPDATE game_results SET user_id = $1, name = $2 WHERE game_id = $3 AND user_id = $4",
            ] {
                on!(&mut tx, c => {
                    sqlx::query(sql).bind(placeholder).bind(former).bind(game_id).bind(user_id).execute(&mut **c).await?;
                });
            }
            for sql in [
                "UPDATE moves SET user_id = $1 WHERE game_id = $2 AND user_id = $3",
                "UPDATE games SET host = $1 WHERE id = $2 AND host = $3",
            ] {
                on!(&mut tx, c => {
                    sqlx::query(sql).bind(placeholder).bind(game_id).bind(user_id).execute(&mut **c).await?;
                });
            }
            let votes: Option<Json<Vec<String>>> = on!(&mut tx, c => {
                sqlx::query_scalar("SELECT skip_votes FROM games WHERE id = $1").bind(game_id).fetch_optional(&mut **c).await.ok().flatten()
            });
            if let Some(Json(votes)) = votes.filter(|v| v.0.iter().any(|u| u == user_id)) {
                let votes: Vec<&str> = votes.iter().map(|u| if u == user_id { placeholder } else { u }).collect();
                on!(&mut tx, c => {
                    sqlx::query("UPDATE games SET skip_votes = $1 WHERE id = $2").bind(Json(&votes)).bind(game_id).execute(&mut **c).await?;
                });
            }
            // The channel's notices of this game may name them.
            let notices: Vec<(i64, String)> = on!(&mut tx, c => {
                sqlx::query_as("SELECT id, text FROM outbox WHERE game_id = $1 AND (user_id IS NULL OR user_id <> $2)")
                    .bind(game_id)
                    .bind(user_id)
                    .fetch_all(&mut **c)
                    .await?
            });
            for (id, stored) in notices {
                let Ok(mut text) = serde_json::from_str::<Text>(&stored) else { continue };
                for name in names.iter().filter(|n| !n.is_empty()) {
                    text.replace_verbatim(name, former);
                }
                text.replace_verbatim(user_id, placeholder);
                let rewritten = serde_json::to_string(&text).unwrap_or_default();
                if rewritten != stored {
                    on!(&mut tx, c => {
                        sqlx::query("UPDATE outbox SET text = $1 WHERE id = $2").bind(&rewritten).bind(id).execute(&mut **c).await?;
                    });
                }
            }
        }
        // Their totals follow their results to the placeholder: nobody's
        // totals stay under their id, and the placeholder's match its rows.
        on!(&mut tx, c => {
            sqlx::query("UPDATE player_totals SET user_id = $1 WHERE user_id = $2")
                .bind(placeholder)
                .bind(user_id)
                .execute(&mut **c)
                .await?;
        });
        for sql in [
            "DELETE FROM outbox WHERE user_id = $1",
            "DELETE FROM ratings WHERE user_id = $1",
            "DELETE FROM players WHERE user_id = $1",
        ] {
            on!(&mut tx, c => {
                sqlx::query(sql).bind(user_id).execute(&mut **c).await?;
            });
        }
        tx.commit().await?;
        Ok(())
    }
}
