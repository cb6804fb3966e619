//! A server's finished games, newest first, a page at a time (`/history`):
//! all of them or one kind's by their history numbers and counts (0011), one
//! player's through their `game_results` rows and totals (0010). For a
//! viewer who may not view some channels, those channels' games are left
//! out (unless the viewer played in them), counted and paged by OFFSET.

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
    /// Channels whose games are left out, unless `viewer` held a seat in them.
    pub hidden: &'a [String],
    /// Who asks.
    pub viewer: &'a str,
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

/// A condition on the games row `g`: it was not played in a hidden
/// channel, or the viewer held a seat in it. Its parameters are pushed
/// onto `params`.
fn shown_to_viewer<'a>(query: &HistoryQuery<'a>, params: &mut Vec<&'a str>) -> String {
    params.push(query.viewer);
    let viewer = params.len();
    let mut marks = vec![];
    for channel in query.hidden {
        params.push(channel);
        marks.push(format!("${}", params.len()));
    }
    format!(
        "NOT (g.channel IN ({}) AND NOT EXISTS (SELECT 1 FROM seats s WHERE s.game_id = g.id AND s.user_id = ${viewer}))",
        marks.join(", ")
    )
}

/// The games `query` finds, for a COUNT or an OFFSET page: the FROM and
/// WHERE, the columns of a game's id and its place in the order (newest
/// first: the larger), and the text parameters.
fn found_games<'a>(query: &HistoryQuery<'a>) -> (String, [&'static str; 2], Vec<&'a str>) {
    match query.user_id {
        Some(user_id) => {
            let (mut sql, mut params) = players_games(query, user_id);
            if !query.hidden.is_empty() {
                let shown = shown_to_viewer(query, &mut params);
                sql.push_str(&format!(" AND EXISTS (SELECT 1 FROM games g WHERE g.id = r.game_id AND {shown})"));
            }
            (sql, ["r.game_id", "r.finished_at"], params)
        }
        None => {
            let mut params = vec![query.guild];
            let mut sql = "FROM games g WHERE g.guild = $1 AND g.status = 'finished'".to_string();
            if let Some(kind) = query.kind {
                params.push(kind);
                sql.push_str(" AND g.kind = $2");
            }
            if !query.hidden.is_empty() {
                sql.push_str(&format!(" AND {}", shown_to_viewer(query, &mut params)));
            }
            (sql, ["g.id", "g.history_no"], params)
        }
    }
}

/// Whether `query`'s pages are an OFFSET into the games it finds (a
/// player's, or with channels hidden) rather than a range of history numbers.
fn by_offset(query: &HistoryQuery) -> bool {
    query.user_id.is_some() || !query.hidden.is_empty()
}

/// The page's query, newest first, and its text parameters; the numeric
/// ones follow. A server's page (of all kinds or one) is a range of history
/// numbers: `$n` is the newest number on it, `$n+1` how many. A player's is
/// an OFFSET (`$n+1`) into their results, which are few; `$n` is the LIMIT.
/// Either way the page's ids are picked off an index alone and only the
/// page's rows reach `games`. With channels hidden, the page is an OFFSET
/// too, and the games before it are looked at for their channels.
fn page_sql<'a>(query: &HistoryQuery<'a>) -> (String, Vec<&'a str>) {
    let (picked, params) = match query.kind {
        _ if by_offset(query) => {
            let (from, [id, place], params) = found_games(query);
            let n = params.len();
            let picked = format!(
                "SELECT {id} AS id, {place} AS place {from} ORDER BY {place} DESC, {id} DESC LIMIT ${} OFFSET ${}",
                n + 1,
                n + 2
            );
            (picked, params)
        }
        None => (
            "SELECT g.id, g.history_no AS place FROM games g WHERE g.guild = $1 AND g.status = 'finished' AND g.history_no <= $2
             ORDER BY g.history_no DESC LIMIT $3"
                .to_string(),
            vec![query.guild],
        ),
        Some(kind) => (
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
    /// The channels (and threads) of a server's finished games.
    pub async fn finished_channels(&self, guild: &str) -> Result<Vec<String>, StoreError> {
        Ok(on!(&*self.pool, p => {
            sqlx::query_scalar("SELECT DISTINCT channel FROM games WHERE guild = $1 AND status = 'finished'")
                .bind(guild)
                .fetch_all(p)
                .await?
        }))
    }

    /// How many finished games `query` finds: the server's from its
    /// counts, a player's from their totals; counted one by one with
    /// channels hidden.
    pub async fn history_count(&self, query: &HistoryQuery<'_>) -> Result<i64, StoreError> {
        if !query.hidden.is_empty() {
            let (from, _, params) = found_games(query);
            let sql = format!("SELECT COUNT(*) {from}");
            return Ok(on!(&*self.pool, p => {
                let mut q = sqlx::query_scalar(&sql);
                for param in &params {
                    q = q.bind(*param);
                }
                q.fetch_one(p).await?
            }));
        }
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
        let numbers: [i64; 2] = match by_offset(query) {
            true => [limit, skip],
            false => [count - skip, limit],
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
