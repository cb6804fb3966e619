//! Ratings and results: written in a game's finishing transaction (once per
//! game: its `game_results` rows mark it rated), read by `/leaderboard` and
//! `/stats` with indexed queries.

use serde::Deserialize;
use skillratings::weng_lin::WengLinRating;

use super::backend::{on, Tx};
use super::record::GameRecord;
use super::{Store, StoreError};
use crate::ratings;

/// One seat's place in a finished game, as the table records it in the
/// game's result (`result.standings`).
#[derive(Debug, Clone, Deserialize)]
struct Standing {
    seat: usize,
    score: i64,
    /// 1 = first; equal on a tie; those who left rank last.
    rank: usize,
    /// A person's seat (also one they left to the computer), not a computer player.
    human: bool,
}

fn standings(game: &GameRecord) -> Option<Vec<Standing>> {
    let value = game.result.as_ref()?.get("standings")?;
    let standings: Vec<Standing> = serde_json::from_value(value.clone()).ok()?;
    standings.iter().all(|s| s.seat < game.seats.len()).then_some(standings)
}

/// Rates a game in its first commit as finished (a no-op for one without
/// standings) and writes its results: one statement reads and locks the
/// players' ratings, one writes them back, one inserts the results, one adds
/// them to the totals, however many play.
pub(super) async fn rate_finished(tx: &mut Tx, game: &GameRecord) -> Result<(), StoreError> {
    let Some(standings) = standings(game) else { return Ok(()) };
    let solo = game.seats.len() < 2;
    // Each person once, in standing order (the lobby seats nobody twice).
    let mut people: Vec<&Standing> = vec![];
    for s in standings.iter().filter(|s| s.human) {
        if !people.iter().any(|p| game.seats[p.seat].user_id == game.seats[s.seat].user_id) {
            people.push(s);
        }
    }
    if people.is_empty() {
        return Ok(());
    }
    let current = if solo { vec![] } else { lock_ratings(tx, game, &people).await? };
    // Everyone's rating before: people's from the table, computers' by level.
    let before: Vec<(WengLinRating, usize)> = standings
        .iter()
        .map(|s| {
            let seat = &game.seats[s.seat];
            let rating = match s.human {
                false => ratings::computer(seat.level),
                true => current.iter().find(|c| c.0 == seat.user_id).map_or(ratings::START, |c| c.1),
            };
            (rating, s.rank)
        })
        .collect();
    let after = if solo { before.iter().map(|b| b.0).collect() } else { ratings::rate(&before) };
    let moved: Vec<Moved> = standings
        .iter()
        .enumerate()
        .filter(|(_, s)| people.iter().any(|p| p.seat == s.seat))
        .map(|(i, s)| Moved { standing: s, before: before[i].0, after: after[i] })
        .collect();
    if !solo {
        write_ratings(tx, game, &moved).await?;
    }
    insert_results(tx, game, &moved, !solo).await?;
    add_to_totals(tx, game.id).await
}

/// A person's standing in a finished game and their rating around it.
struct Moved<'a> {
    standing: &'a Standing,
    before: WengLinRating,
    after: WengLinRating,
}

impl Moved<'_> {
    fn won(&self) -> i64 {
        i64::from(self.standing.rank == 1)
    }
}

/// `($k, $k+1, …)` rows of `per_row` numbered parameters after the first
/// `shared` ones, each row written by `row` from its parameters' numbers.
fn rows_of_parameters(rows: usize, shared: usize, per_row: usize, row: impl Fn(&[String]) -> String) -> String {
    (0..rows)
        .map(|r| {
            let marks: Vec<String> = (0..per_row).map(|k| format!("${}", shared + r * per_row + k + 1)).collect();
            row(&marks)
        })
        .collect::<Vec<_>>()
        .join(", ")
}

/// The players' current ratings of the game's kind on its server: each row
/// is created at the start rating if new and locked for this transaction
/// either way (an upsert's update locks it on PostgreSQL; SQLite's writer
/// holds the database).
async fn lock_ratings(
    tx: &mut Tx,
    game: &GameRecord,
    people: &[&Standing],
) -> Result<Vec<(String, WengLinRating)>, StoreError> {
    let values =
        rows_of_parameters(people.len(), 6, 2, |m| format!("($1, $2, {}, {}, $3, $4, $5, 0, 0, $6)", m[0], m[1]));
    let sql = format!(
        "INSERT INTO ratings (guild, kind, user_id, name, mu, sigma, conservative, games, wins, updated_at)
         VALUES {values}
         ON CONFLICT (guild, kind, user_id) DO UPDATE SET name = ratings.name
         RETURNING user_id, mu, sigma"
    );
    let rows: Vec<(String, f64, f64)> = on!(&mut *tx, c => {
        let mut q = sqlx::query_as(&sql)
            .bind(&game.guild)
            .bind(&game.kind)
            .bind(ratings::START.rating)
            .bind(ratings::START.uncertainty)
            .bind(ratings::conservative(ratings::START))
            .bind(game.updated_at);
        for p in people {
            let seat = &game.seats[p.seat];
            q = q.bind(&seat.user_id).bind(&seat.name);
        }
        q.fetch_all(&mut **c).await?
    });
    Ok(rows.into_iter().map(|(user, mu, sigma)| (user, WengLinRating { rating: mu, uncertainty: sigma })).collect())
}

/// Writes the players' new ratings, games and wins, in one statement.
async fn write_ratings(tx: &mut Tx, game: &GameRecord, moved: &[Moved<'_>]) -> Result<(), StoreError> {
    let values = rows_of_parameters(moved.len(), 3, 6, |m| format!("({})", m.join(", ")));
    let sql = format!(
        "UPDATE ratings SET name = v.column2, mu = v.column3, sigma = v.column4, conservative = v.column5,
                            games = games + 1, wins = wins + v.column6, updated_at = $3
         FROM (VALUES {values}) AS v
         WHERE ratings.guild = $1 AND ratings.kind = $2 AND ratings.user_id = v.column1"
    );
    on!(&mut *tx, c => {
        let mut q = sqlx::query(&sql).bind(&game.guild).bind(&game.kind).bind(game.updated_at);
        for m in moved {
            let seat = &game.seats[m.standing.seat];
            q = q
                .bind(&seat.user_id)
                .bind(&seat.name)
                .bind(m.after.rating)
                .bind(m.after.uncertainty)
                .bind(ratings::conservative(m.after))
                .bind(m.won());
        }
        q.execute(&mut **c).await?;
    });
    Ok(())
}

/// The players' results (`game_results`), in one statement; `rated`: with
/// their ratings before and after.
async fn insert_results(tx: &mut Tx, game: &GameRecord, moved: &[Moved<'_>], rated: bool) -> Result<(), StoreError> {
    let values = rows_of_parameters(moved.len(), 5, 10, |m| {
        format!("($1, {}, $2, $3, {}, $4, {}, $5)", m[0], m[1..3].join(", "), m[3..].join(", "))
    });
    let sql = format!(
        "INSERT INTO game_results (game_id, seat, guild, kind, user_id, name, players, score, rank, won,
                                   mu_before, sigma_before, mu_after, sigma_after, finished_at)
         VALUES {values}"
    );
    on!(&mut *tx, c => {
        let mut q = sqlx::query(&sql)
            .bind(game.id)
            .bind(&game.guild)
            .bind(&game.kind)
            .bind(game.seats.len() as i64)
            .bind(game.updated_at);
        for m in moved {
            let seat = &game.seats[m.standing.seat];
            q = q
                .bind(m.standing.seat as i64)
                .bind(&seat.user_id)
                .bind(&seat.name)
                .bind(m.standing.score)
                .bind(m.standing.rank as i64)
                .bind(m.won())
                .bind(rated.then_some(m.before.rating))
                .bind(rated.then_some(m.before.uncertainty))
                .bind(rated.then_some(m.after.rating))
                .bind(rated.then_some(m.after.uncertainty));
        }
        q.execute(&mut **c).await?;
    });
    Ok(())
}

/// Adds a game's results to its players' totals (`player_totals`, read by
/// `/stats` and `/history player:`): one statement, as migration 0010's
/// backfill adds them up.
async fn add_to_totals(tx: &mut Tx, game_id: i64) -> Result<(), StoreError> {
    on!(&mut *tx, c => {
        sqlx::query(
            "INSERT INTO player_totals (guild, user_id, kind, games, wins, score_sum, best, solo_games, solo_sum, solo_best)
             SELECT guild, user_id, kind,
                    SUM(CASE WHEN players > 1 THEN 1 ELSE 0 END), SUM(CASE WHEN players > 1 THEN won ELSE 0 END),
                    SUM(CASE WHEN players > 1 THEN score ELSE 0 END), MAX(CASE WHEN players > 1 THEN score END),
                    SUM(CASE WHEN players = 1 THEN 1 ELSE 0 END), SUM(CASE WHEN players = 1 THEN score ELSE 0 END),
                    MAX(CASE WHEN players = 1 THEN score END)
             FROM game_results WHERE game_id = $1 GROUP BY guild, user_id, kind
             ON CONFLICT (guild, user_id, kind) DO UPDATE SET
                 games = player_totals.games + excluded.games,
                 wins = player_totals.wins + excluded.wins,
                 score_sum = player_totals.score_sum + excluded.score_sum,
                 best = CASE WHEN player_totals.best IS NULL OR excluded.best > player_totals.best
                             THEN excluded.best ELSE player_totals.best END,
                 solo_games = player_totals.solo_games + excluded.solo_games,
                 solo_sum = player_totals.solo_sum + excluded.solo_sum,
                 solo_best = CASE WHEN player_totals.solo_best IS NULL OR excluded.solo_best > player_totals.solo_best
                                  THEN excluded.solo_best ELSE player_totals.solo_best END",
        )
        .bind(game_id)
        .execute(&mut **c)
        .await?;
    });
    Ok(())
}

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
