//! What the bot keeps about one player (`/me data`), and forgetting it
//! (`/me forget`): their ratings and settings go; in past games their seat
//! stays (with its score and rank, so nobody else's results move) under a
//! placeholder id and name of that seat alone, so nobody can gather them.

use serde_json::Value;
use sqlx::types::Json;

use super::backend::{on, Tx};
use super::{PlayerRecord, Store, StoreError};
use crate::i18n::Lang;
use crate::records::{stored_json, Cancelled, GameResult, Proposal, Settings};
use crate::text::{replace_whole, Text};

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

/// Names a forgotten player's seat in one game: given the game's language
/// and the names already at its table, a fresh placeholder id (no Discord
/// user has it, and no other seat) and a name none of them has.
pub type FormerSeat<'a> = &'a (dyn Fn(Lang, &[String]) -> (String, String) + Send + Sync);

/// What `/me forget` did.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Forgetting {
    /// Nothing: they sit at these active games (kind, channel, link).
    Seated(Vec<(String, String, Option<String>)>),
    /// Their data is gone, and this many past games hold placeholders.
    Forgotten(usize),
}

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

    /// Forgets a player in one transaction, which first checks that they
    /// sit at no lobby or running game (else nothing changes): deletes their
    /// ratings, settings and the notices for them; in every game that holds
    /// their id (a seat, a result, the host, who cancelled it, a proposal or
    /// a skip vote) puts a placeholder of that game alone (`former`) where
    /// their id is, and its name where one of their names stands as a whole
    /// word (seats, results, the game's stored notices and result), never
    /// inside another name. Their seats' totals go to the placeholders.
    pub async fn forget(
        &self,
        user_id: &str,
        also_named: &str,
        former: FormerSeat<'_>,
    ) -> Result<Forgetting, StoreError> {
        let mut tx = self.pool.begin().await?;
        let postgres = self.pool.is_postgres();
        let seated: Vec<(String, String, Option<String>)> = on!(&mut tx, c => {
            if postgres {
                // No seat changes hands while the check and the rewrite run.
                sqlx::query("LOCK TABLE seats IN SHARE ROW EXCLUSIVE MODE").execute(&mut **c).await?;
            }
            sqlx::query_as(
                "SELECT g.kind, g.channel, g.board_link FROM games g JOIN seats s ON s.game_id = g.id
                 WHERE s.user_id = $1 AND g.status IN ('lobby', 'running') ORDER BY g.id",
            )
            .bind(user_id)
            .fetch_all(&mut **c)
            .await?
        });
        if !seated.is_empty() {
            drop(tx); // (rolled back: nothing was written)
            return Ok(Forgetting::Seated(seated));
        }
        let mut names: Vec<String> = on!(&mut tx, c => {
            sqlx::query_scalar("SELECT name FROM seats WHERE user_id = $1 UNION SELECT name FROM game_results WHERE user_id = $1")
                .bind(user_id)
                .fetch_all(&mut **c)
                .await?
        });
        names.push(also_named.to_string());
        names.retain(|n| !n.trim().is_empty());
        names.sort();
        names.dedup();
        let games = games_holding(&mut tx, user_id).await?;
        for &game_id in &games {
            forget_in_game(&mut tx, game_id, user_id, &names, former).await?;
        }
        for sql in [
            "DELETE FROM player_totals WHERE user_id = $1",
            "DELETE FROM outbox WHERE user_id = $1",
            "DELETE FROM ratings WHERE user_id = $1",
            "DELETE FROM players WHERE user_id = $1",
            "DELETE FROM digests WHERE user_id = $1",
        ] {
            on!(&mut tx, c => {
                sqlx::query(sql).bind(user_id).execute(&mut **c).await?;
            });
        }
        tx.commit().await?;
        Ok(Forgetting::Forgotten(games.len()))
    }
}

/// The games that hold a player's id anywhere: a seat, a result, the host,
/// or in a stored record (who cancelled it, a proposal, a skip vote; those
/// found by their quoted id are checked exactly when rewritten).
async fn games_holding(tx: &mut Tx, user_id: &str) -> Result<Vec<i64>, StoreError> {
    let quoted = format!("%\"{user_id}\"%");
    Ok(on!(tx, c => {
        sqlx::query_scalar(
            "SELECT id FROM games WHERE host = $1
             UNION SELECT game_id FROM seats WHERE user_id = $1
             UNION SELECT game_id FROM game_results WHERE user_id = $1
             UNION SELECT id FROM games
                   WHERE CAST(result AS TEXT) LIKE $2 OR CAST(proposal AS TEXT) LIKE $2
                      OR CAST(skip_votes AS TEXT) LIKE $2
             ORDER BY 1",
        )
        .bind(user_id)
        .bind(&quoted)
        .fetch_all(&mut **c)
        .await?
    }))
}

/// `Store::forget` in one game: its own placeholder id and name.
async fn forget_in_game(
    tx: &mut Tx,
    game_id: i64,
    user_id: &str,
    names: &[String],
    former: FormerSeat<'_>,
) -> Result<(), StoreError> {
    type Row = (Option<String>, Option<String>, Option<String>, Option<String>);
    let (taken, row): (Vec<String>, Option<Row>) = on!(tx, c => {
        let taken = sqlx::query_scalar("SELECT name FROM seats WHERE game_id = $1")
            .bind(game_id)
            .fetch_all(&mut **c)
            .await?;
        let row = sqlx::query_as(
            "SELECT CAST(settings AS TEXT), CAST(result AS TEXT), CAST(proposal AS TEXT), CAST(skip_votes AS TEXT)
             FROM games WHERE id = $1",
        )
            .bind(game_id)
            .fetch_optional(&mut **c)
            .await?;
        (taken, row)
    });
    let Some((settings, result, proposal, votes)) = row else { return Ok(()) };
    // (Unreadable records are left as they are: nothing of theirs can be told in them.)
    fn parsed<T: serde::de::DeserializeOwned>(stored: Option<String>) -> Option<T> {
        stored.and_then(|text| serde_json::from_str(&text).ok())
    }
    let language = parsed::<Value>(settings).map_or_else(Settings::default, |s| Settings::from_json(&s)).language;
    let (placeholder, former_name) = former(language, &taken);
    for sql in [
        "UPDATE seats SET user_id = $1, name = $2 WHERE game_id = $3 AND user_id = $4",
        "UPDATE game_results SET user_id = $1, name = $2 WHERE game_id = $3 AND user_id = $4",
    ] {
        on!(tx, c => {
            sqlx::query(sql).bind(&placeholder).bind(&former_name).bind(game_id).bind(user_id).execute(&mut **c).await?;
        });
    }
    for sql in [
        "UPDATE moves SET user_id = $1 WHERE game_id = $2 AND user_id = $3",
        "UPDATE games SET host = $1 WHERE id = $2 AND host = $3",
    ] {
        on!(tx, c => {
            sqlx::query(sql).bind(&placeholder).bind(game_id).bind(user_id).execute(&mut **c).await?;
        });
    }
    // The game's records: by id exactly; names as whole words.
    let swap = |id: &mut String| {
        if id == user_id {
            *id = placeholder.clone();
        }
    };
    let result: Option<GameResult> = parsed(result);
    let result = result.map(|mut result| {
        result.cancelled_by.as_mut().map(swap);
        for name in names {
            match &mut result.cancelled {
                Some(Cancelled::Said(said)) => said.replace_whole(name, &former_name),
                Some(Cancelled::Words(words)) => *words = replace_whole(words, name, &former_name),
                None => {}
            }
        }
        result
    });
    let proposal: Option<Proposal> = parsed(proposal);
    let proposal = proposal.map(|mut proposal| {
        swap(&mut proposal.by);
        proposal.agreed.iter_mut().for_each(swap);
        proposal
    });
    let mut votes: Vec<String> = parsed(votes).unwrap_or_default();
    votes.iter_mut().for_each(swap);
    let json = |record: Option<Value>| record.map(Json);
    let result = json(result.map(|r| stored_json(&r)).transpose().map_err(|e| sqlx::Error::Encode(e.into()))?);
    let proposal = json(proposal.map(|p| stored_json(&p)).transpose().map_err(|e| sqlx::Error::Encode(e.into()))?);
    on!(tx, c => {
        sqlx::query(
            "UPDATE games SET result = COALESCE($1, result), proposal = COALESCE($2, proposal), skip_votes = $3
             WHERE id = $4",
        )
        .bind(result)
        .bind(proposal)
        .bind(Json(&votes))
        .bind(game_id)
        .execute(&mut **c)
        .await?;
    });
    // The channel's notices of this game may name them.
    let notices: Vec<(i64, String)> = on!(tx, c => {
        sqlx::query_as("SELECT id, text FROM outbox WHERE game_id = $1 AND (user_id IS NULL OR user_id <> $2)")
            .bind(game_id)
            .bind(user_id)
            .fetch_all(&mut **c)
            .await?
    });
    for (id, stored) in notices {
        let Ok(mut text) = serde_json::from_str::<Text>(&stored) else { continue };
        for name in names {
            text.replace_whole(name, &former_name);
        }
        text.replace_whole(user_id, &placeholder);
        let rewritten = serde_json::to_string(&text).unwrap_or_default();
        if rewritten != stored {
            on!(tx, c => {
                sqlx::query("UPDATE outbox SET text = $1 WHERE id = $2").bind(&rewritten).bind(id).execute(&mut **c).await?;
            });
        }
    }
    // The placeholder's totals are its results' (its one game's, if rated or solo).
    on!(tx, c => {
        sqlx::query(
            "INSERT INTO player_totals (guild, user_id, kind, games, wins, score_sum, best, solo_games, solo_sum, solo_best)
             SELECT guild, user_id, kind,
                    SUM(CASE WHEN players > 1 THEN 1 ELSE 0 END), SUM(CASE WHEN players > 1 THEN won ELSE 0 END),
                    SUM(CASE WHEN players > 1 THEN score ELSE 0 END), MAX(CASE WHEN players > 1 THEN score END),
                    SUM(CASE WHEN players = 1 THEN 1 ELSE 0 END), SUM(CASE WHEN players = 1 THEN score ELSE 0 END),
                    MAX(CASE WHEN players = 1 THEN score END)
             FROM game_results WHERE game_id = $1 AND user_id = $2 GROUP BY guild, user_id, kind",
        )
        .bind(game_id)
        .bind(&placeholder)
        .execute(&mut **c)
        .await?;
    });
    Ok(())
}
