//! Ratings, results and totals as `/leaderboard` and `/stats` read them,
//! with indexed queries (`finish` writes them when a game ends).

use super::backend::on;
use super::{Store, StoreError};

/// A player's rating for one game kind on one server.
#[derive(Debug, Clone, PartialEq)]
pub struct RatingRow {
    pub user_id: String,
    pub name: String,
    pub mu: f64,
    pub sigma: f64,
    /// μ − 3σ, the rating shown.
    pub conservative: f64,
    pub games: i64,
    pub wins: i64,
}

/// A player's games of one kind on one server (`games`, `wins`, `average`
/// and `best` of those played with others).
#[derive(Debug, Clone, PartialEq)]
pub struct KindStats {
    pub kind: String,
    pub games: i64,
    pub wins: i64,
    pub average: f64,
    pub best: i64,
    /// Solo games: how many, their average and best score, and how many
    /// reached `solo_target` (when one was asked for).
    pub solo_games: i64,
    pub solo_average: f64,
    pub solo_best: i64,
    pub solo_reached: i64,
}

/// One finished game of a player.
#[derive(Debug, Clone, PartialEq)]
pub struct ResultRow {
    pub game_id: i64,
    pub kind: String,
    pub name: String,
    pub players: i64,
    pub score: i64,
    pub rank: i64,
    /// (μ, σ) before and after, when the game was rated.
    pub before: Option<(f64, f64)>,
    pub after: Option<(f64, f64)>,
    pub finished_at: i64,
}

type RatingTuple = (String, String, f64, f64, f64, i64, i64);

fn rating_row(t: RatingTuple) -> RatingRow {
    RatingRow { user_id: t.0, name: t.1, mu: t.2, sigma: t.3, conservative: t.4, games: t.5, wins: t.6 }
}

type ResultTuple = (i64, String, String, i64, i64, i64, Option<f64>, Option<f64>, Option<f64>, Option<f64>, i64);

fn result_row(t: ResultTuple) -> ResultRow {
    ResultRow {
        game_id: t.0,
        kind: t.1,
        name: t.2,
        players: t.3,
        score: t.4,
        rank: t.5,
        before: t.6.zip(t.7),
        after: t.8.zip(t.9),
        finished_at: t.10,
    }
}

const RESULT_COLUMNS: &str =
    "game_id, kind, name, players, score, rank, mu_before, sigma_before, mu_after, sigma_after, finished_at";

impl Store {
    /// The best `limit` ratings of a game kind on a server, best first.
    pub async fn leaderboard(&self, guild: &str, kind: &str, limit: i64) -> Result<Vec<RatingRow>, StoreError> {
        let rows: Vec<RatingTuple> = on!(&*self.pool, p => {
            sqlx::query_as(
                "SELECT user_id, name, mu, sigma, conservative, games, wins FROM ratings
                 WHERE guild = $1 AND kind = $2 ORDER BY conservative DESC, games DESC, user_id LIMIT $3",
            )
            .bind(guild)
            .bind(kind)
            .bind(limit)
            .fetch_all(p)
            .await?
        });
        Ok(rows.into_iter().map(rating_row).collect())
    }

    /// A player's rating of a kind on a server and their place on its board
    /// (1 + how many rate strictly higher), if they have one.
    pub async fn rating(&self, guild: &str, kind: &str, user_id: &str) -> Result<Option<(RatingRow, i64)>, StoreError> {
        let row: Option<RatingTuple> = on!(&*self.pool, p => {
            sqlx::query_as(
                "SELECT user_id, name, mu, sigma, conservative, games, wins FROM ratings
                 WHERE guild = $1 AND kind = $2 AND user_id = $3",
            )
            .bind(guild)
            .bind(kind)
            .bind(user_id)
            .fetch_optional(p)
            .await?
        });
        let Some(row) = row.map(rating_row) else { return Ok(None) };
        let above: i64 = on!(&*self.pool, p => {
            sqlx::query_scalar("SELECT COUNT(*) FROM ratings WHERE guild = $1 AND kind = $2 AND conservative > $3")
                .bind(guild)
                .bind(kind)
                .bind(row.conservative)
                .fetch_one(p)
                .await?
        });
        Ok(Some((row, above + 1)))
    }

    /// A player's ratings on a server, one per kind they were rated in.
    pub async fn ratings_of(&self, guild: &str, user_id: &str) -> Result<Vec<(String, RatingRow)>, StoreError> {
        type KindRating = (String, String, String, f64, f64, f64, i64, i64);
        let rows: Vec<KindRating> = on!(&*self.pool, p => {
            sqlx::query_as(
                "SELECT kind, user_id, name, mu, sigma, conservative, games, wins FROM ratings
                 WHERE guild = $1 AND user_id = $2 ORDER BY kind",
            )
            .bind(guild)
            .bind(user_id)
            .fetch_all(p)
            .await?
        });
        Ok(rows.into_iter().map(|t| (t.0, rating_row((t.1, t.2, t.3, t.4, t.5, t.6, t.7)))).collect())
    }

    /// A player's games per kind on a server: those with others and the
    /// solo ones apart (from their totals); `solo_target` (a kind and a
    /// score) counts the solo games of that kind that reached the score.
    pub async fn stats_of(
        &self,
        guild: &str,
        user_id: &str,
        solo_target: (&str, i64),
    ) -> Result<Vec<KindStats>, StoreError> {
        type Row = (String, i64, i64, i64, Option<i64>, i64, i64, Option<i64>);
        let rows: Vec<Row> = on!(&*self.pool, p => {
            sqlx::query_as(
                "SELECT kind, games, wins, score_sum, best, solo_games, solo_sum, solo_best FROM player_totals
                 WHERE guild = $1 AND user_id = $2 ORDER BY kind",
            )
            .bind(guild)
            .bind(user_id)
            .fetch_all(p)
            .await?
        });
        let mut stats = vec![];
        for r in rows {
            let solo_reached =
                if r.0 == solo_target.0 && r.5 > 0 { self.solo_reached(guild, user_id, solo_target).await? } else { 0 };
            let average = |sum: i64, n: i64| if n > 0 { sum as f64 / n as f64 } else { 0.0 };
            stats.push(KindStats {
                games: r.1,
                wins: r.2,
                average: average(r.3, r.1),
                best: r.4.unwrap_or(0),
                solo_games: r.5,
                solo_average: average(r.6, r.5),
                solo_best: r.7.unwrap_or(0),
                solo_reached,
                kind: r.0,
            });
        }
        Ok(stats)
    }

    /// How many of a player's solo games of `target`'s kind reached its
    /// score (a range of `game_results_solo`).
    async fn solo_reached(&self, guild: &str, user_id: &str, target: (&str, i64)) -> Result<i64, StoreError> {
        Ok(on!(&*self.pool, p => {
            sqlx::query_scalar(
                "SELECT COUNT(*) FROM game_results
                 WHERE guild = $1 AND user_id = $2 AND kind = $3 AND players = 1 AND score >= $4",
            )
            .bind(guild)
            .bind(user_id)
            .bind(target.0)
            .bind(target.1)
            .fetch_one(p)
            .await?
        }))
    }

    /// How many games a player has finished on a server (`kind`: of that
    /// kind only), from their totals.
    pub async fn games_of(&self, guild: &str, user_id: &str, kind: Option<&str>) -> Result<i64, StoreError> {
        let total = "SELECT CAST(COALESCE(SUM(games + solo_games), 0) AS BIGINT) FROM player_totals
                     WHERE guild = $1 AND user_id = $2";
        Ok(match kind {
            None => on!(&*self.pool, p => {
                sqlx::query_scalar(total).bind(guild).bind(user_id).fetch_one(p).await?
            }),
            Some(kind) => on!(&*self.pool, p => {
                sqlx::query_scalar(&format!("{total} AND kind = $3"))
                    .bind(guild)
                    .bind(user_id)
                    .bind(kind)
                    .fetch_one(p)
                    .await?
            }),
        })
    }

    /// A player's latest `limit` results on a server, newest first
    /// (`kind`: of that kind only).
    pub async fn results_of(
        &self,
        guild: &str,
        user_id: &str,
        kind: Option<&str>,
        limit: i64,
    ) -> Result<Vec<ResultRow>, StoreError> {
        let rows: Vec<ResultTuple> = match kind {
            None => on!(&*self.pool, p => {
                sqlx::query_as(&format!(
                    "SELECT {RESULT_COLUMNS} FROM game_results WHERE guild = $1 AND user_id = $2
                     ORDER BY finished_at DESC, game_id DESC LIMIT $3"
                ))
                .bind(guild)
                .bind(user_id)
                .bind(limit)
                .fetch_all(p)
                .await?
            }),
            Some(kind) => on!(&*self.pool, p => {
                sqlx::query_as(&format!(
                    "SELECT {RESULT_COLUMNS} FROM game_results WHERE guild = $1 AND user_id = $2 AND kind = $3
                     ORDER BY finished_at DESC, game_id DESC LIMIT $4"
                ))
                .bind(guild)
                .bind(user_id)
                .bind(kind)
                .bind(limit)
                .fetch_all(p)
                .await?
            }),
        };
        Ok(rows.into_iter().map(result_row).collect())
    }

    /// The user id of the player last seen on a server under `name` (for
    /// `/stats player:<name>`; through `game_results_by_name`).
    pub async fn player_named(&self, guild: &str, name: &str) -> Result<Option<String>, StoreError> {
        Ok(on!(&*self.pool, p => {
            sqlx::query_scalar(
                "SELECT user_id FROM game_results WHERE guild = $1 AND name = $2 ORDER BY finished_at DESC LIMIT 1",
            )
            .bind(guild)
            .bind(name)
            .fetch_optional(p)
            .await?
        }))
    }

    /// The name a player last played under on a server, if they finished a
    /// game there.
    pub async fn latest_name(&self, guild: &str, user_id: &str) -> Result<Option<String>, StoreError> {
        Ok(on!(&*self.pool, p => {
            sqlx::query_scalar(
                "SELECT name FROM game_results WHERE guild = $1 AND user_id = $2
                 ORDER BY finished_at DESC, game_id DESC LIMIT 1",
            )
            .bind(guild)
            .bind(user_id)
            .fetch_optional(p)
            .await?
        }))
    }
}
