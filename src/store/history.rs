//! A server's finished games, newest first, a page at a time (`/history`):
//! all of them or one kind's by their history numbers and counts (0011), one
//! player's through their `game_results` rows and totals (0010).

use serde_json::Value;
use sqlx::types::Json;

use super::backend::on;
use super::record::SeatKind;
use super::{Store, StoreError};
use crate::records::GameResult;

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
    /// How it ended (standings, winners), as the table wrote it; `None`
    /// if unreadable.
    pub result: Option<GameResult>,
    /// The seats in seat order: the name each played under, and who played it.
    pub seats: Vec<(String, SeatKind)>,
}

/// A player's page: the FROM and WHERE of a query through their
/// `game_results` rows, and its text parameters ($1, $2, …).
fn players_games<'a>(query: &HistoryQuery<'a>, user_id: &'a str) -> (String, Vec<&'a str>) {
    let mut params = vec![query.guild, user_id];
    let mut sql = "FROM game_results r WHERE r.guild = $1 AND r.user_id = $2".to_string();
    if let Some(kind) = query.kind {
        params.push(kind);
        sql.push_str(" AND r.kind = $3");
    }
    (sql, params)
}

/// The page's query, newest first, and its text parameters; the numeric
/// ones follow. A server's page (of all kinds or one) is a range of history
/// numbers: `$n` is the newest number on it, `$n+1` how many. A player's is
/// an OFFSET (`$n+1`) into their results, which are few; `$n` is the LIMIT.
/// Either way the page's ids are picked off an index alone and only the
/// page's rows reach `games`.
fn page_sql<'a>(query: &HistoryQuery<'a>) -> (String, Vec<&'a str>) {
    let (picked, params) = match (query.user_id, query.kind) {
        (Some(user_id), _) => {
            let (from, params) = players_games(query, user_id);
            let n = params.len();
            let picked = format!(
                "SELECT r.game_id AS id, r.finished_at AS place {from} ORDER BY r.finished_at DESC, r.game_id DESC LIMIT ${} OFFSET ${}",
                n + 1,
                n + 2
            );
            (picked, params)
        }
        (None, None) => (
            "SELECT g.id, g.history_no AS place FROM games g WHERE g.guild = $1 AND g.status = 'finished' AND g.history_no <= $2
             ORDER BY g.history_no DESC LIMIT $3"
                .to_string(),
            vec![query.guild],
        ),
        (None, Some(kind)) => (
            "SELECT g.id, g.history_kind_no AS place FROM games g WHERE g.guild = $1 AND g.kind = $2 AND g.status = 'finished'
             AND g.history_kind_no <= $3 ORDER BY g.history_kind_no DESC LIMIT $4"
                .to_string(),
            vec![query.guild, kind],
        ),
    };
    let sql = format!(
        "SELECT g.id, g.kind, COALESCE(g.finished_at, g.updated_at), g.board_link, g.result
         FROM ({picked}) page JOIN games g ON g.id = page.id
         ORDER BY page.place DESC, page.id DESC"
    );
    (sql, params)
}

type GameTuple = (i64, String, i64, Option<String>, Option<Json<Value>>);

impl Store {
    /// How many finished games `query` finds: the server's from its
    /// counts, a player's from their totals.
    pub async fn history_count(&self, query: &HistoryQuery<'_>) -> Result<i64, StoreError> {
        if let Some(user_id) = query.user_id {
            return self.games_of(query.guild, user_id, query.kind).await;
        }
        let count: Option<i64> = on!(&*self.pool, p => {
            sqlx::query_scalar("SELECT games FROM finished_counts WHERE guild = $1 AND kind = $2")
                .bind(query.guild)
                .bind(query.kind.unwrap_or(""))
                .fetch_optional(p)
                .await?
        });
        Ok(count.unwrap_or(0))
    }

    /// The finished games `query` finds, newest first, `limit` of them after
    /// the first `skip`, of the `count` that `history_count` found.
    pub async fn history_page(
        &self,
        query: &HistoryQuery<'_>,
        count: i64,
        skip: i64,
        limit: i64,
    ) -> Result<Vec<FinishedGame>, StoreError> {
        let (sql, params) = page_sql(query);
        let numbers: [i64; 2] = match query.user_id {
            Some(_) => [limit, skip],
            None => [count - skip, limit],
        };
        let rows: Vec<GameTuple> = on!(&*self.pool, p => {
            let mut q = sqlx::query_as(&sql);
            for param in &params {
                q = q.bind(*param);
            }
            q.bind(numbers[0]).bind(numbers[1]).fetch_all(p).await?
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
                result: result.and_then(|Json(v)| serde_json::from_value(v).ok()),
                seats: seats
                    .iter()
                    .filter(|s| s.0 == id)
                    .map(|(_, name, kind)| (name.clone(), SeatKind::parse(kind)))
                    .collect(),
            })
            .collect())
    }
}
