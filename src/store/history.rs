//! A server's finished games, newest first, a page at a time (`/history`):
//! all of them or one kind's through the `games_history` indexes, one
//! player's through their `game_results` rows and totals (0010).

use serde_json::Value;
use sqlx::types::Json;

use super::backend::{on, Tx};
use super::record::{GameRecord, SeatKind, Status};
use super::{Store, StoreError};

/// Which finished games to list.
#[derive(Debug, Clone, Copy)]
pub struct HistoryQuery<'a> {
    pub guild: &'a str,
    /// Of this kind only.
    pub kind: Option<&'a str>,
    /// Only those this user held a seat in.
    pub user_id: Option<&'a str>,
}

/// One finished game as the history lists it.
#[derive(Debug, Clone, PartialEq)]
pub struct FinishedGame {
    pub id: i64,
    pub kind: String,
    pub finished_at: i64,
    /// The final board message.
    pub board_link: Option<String>,
    /// How it ended (`standings`, `winners`), as the table wrote it.
    pub result: Option<Value>,
    /// The seats in seat order: the name each played under, and who played it.
    pub seats: Vec<(String, SeatKind)>,
}

/// Notes when a game finished, in its finishing transaction (once).
pub(super) async fn mark_finished(tx: &mut Tx, game: &GameRecord) -> Result<(), StoreError> {
    if game.status != Status::Finished {
        return Ok(());
    }
    on!(tx, c => {
        sqlx::query("UPDATE games SET finished_at = $1 WHERE id = $2 AND finished_at IS NULL")
            .bind(game.updated_at)
            .bind(game.id)
            .execute(&mut **c)
            .await?;
    });
    Ok(())
}

/// The FROM and WHERE of a query, and its text parameters ($1, $2, …).
fn filtered<'a>(query: &HistoryQuery<'a>) -> (String, Vec<&'a str>) {
    let mut params = vec![query.guild];
    let mut sql = match query.user_id {
        Some(user_id) => {
            params.push(user_id);
            "FROM game_results r WHERE r.guild = $1 AND r.user_id = $2".to_string()
        }
        None => "FROM games g WHERE g.guild = $1 AND g.status = 'finished'".to_string(),
    };
    if let Some(kind) = query.kind {
        params.push(kind);
        // The player's rows carry the kind too: their index covers it.
        let table = if query.user_id.is_some() { "r" } else { "g" };
        sql.push_str(&format!(" AND {table}.kind = ${}", params.len()));
    }
    (sql, params)
}

/// The page's query, newest first; LIMIT and OFFSET follow the filter's
/// parameters. The page's ids are picked off an index alone (the skipped
/// games are never read): only the page's rows reach `games`.
fn page_sql(query: &HistoryQuery) -> String {
    let (from, params) = filtered(query);
    let (limit, skip) = (params.len() + 1, params.len() + 2);
    let (id, finished_at) = match query.user_id {
        Some(_) => ("r.game_id", "r.finished_at"),
        None => ("g.id", "g.finished_at"),
    };
    format!(
        "SELECT g.id, g.kind, COALESCE(g.finished_at, g.updated_at), g.board_link, g.result
         FROM (SELECT {id} AS id, {finished_at} AS finished_at {from}
               ORDER BY {finished_at} DESC, {id} DESC LIMIT ${limit} OFFSET ${skip}) page
         JOIN games g ON g.id = page.id ORDER BY page.finished_at DESC, page.id DESC"
    )
}

type GameTuple = (i64, String, i64, Option<String>, Option<Json<Value>>);

impl Store {
    /// How many finished games `query` finds (a player's from their totals).
    pub async fn history_count(&self, query: &HistoryQuery<'_>) -> Result<i64, StoreError> {
        if let Some(user_id) = query.user_id {
            return self.games_of(query.guild, user_id, query.kind).await;
        }
        let (from, params) = filtered(query);
        let sql = format!("SELECT COUNT(*) {from}");
        Ok(on!(&*self.pool, p => {
            let mut q = sqlx::query_scalar(&sql);
            for param in &params {
                q = q.bind(*param);
            }
            q.fetch_one(p).await?
        }))
    }

    /// The finished games `query` finds, newest first, `limit` of them after
    /// the first `skip`.
    pub async fn history_page(
        &self,
        query: &HistoryQuery<'_>,
        skip: i64,
        limit: i64,
    ) -> Result<Vec<FinishedGame>, StoreError> {
        let (_, params) = filtered(query);
        let sql = page_sql(query);
        let rows: Vec<GameTuple> = on!(&*self.pool, p => {
            let mut q = sqlx::query_as(&sql);
            for param in &params {
                q = q.bind(*param);
            }
            q.bind(limit).bind(skip).fetch_all(p).await?
        });
        if rows.is_empty() {
            return Ok(vec![]);
        }
        let ids: Vec<i64> = rows.iter().map(|r| r.0).collect();
        let marks: Vec<String> = (1..=ids.len()).map(|i| format!("${i}")).collect();
        let sql = format!(
            "SELECT game_id, name, kind FROM seats WHERE game_id IN ({}) ORDER BY game_id, seat",
            marks.join(", ")
        );
        let seats: Vec<(i64, String, String)> = on!(&*self.pool, p => {
            let mut q = sqlx::query_as(&sql);
            for id in &ids {
                q = q.bind(*id);
            }
            q.fetch_all(p).await?
        });
        Ok(rows
            .into_iter()
            .map(|(id, kind, finished_at, board_link, result)| FinishedGame {
                id,
                kind,
                finished_at,
                board_link,
                result: result.map(|Json(v)| v),
                seats: seats
                    .iter()
                    .filter(|s| s.0 == id)
                    .map(|(_, name, kind)| (name.clone(), SeatKind::parse(kind)))
                    .collect(),
            })
            .collect())
    }
}
