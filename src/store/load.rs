//! Reading a game back from its rows without trusting them: every column is
//! read with `try_get`, every JSON text parsed, every seat index checked. A
//! value that can be rebuilt (the snapshot, from the move log) or dropped
//! (skip votes, the result, the settings) is healed with a warning; anything
//! else makes the game *damaged*: `StoreError::Damaged`, never a panic.

use std::str::FromStr;

use serde_json::Value;
use sqlx::postgres::PgRow;
use sqlx::sqlite::SqliteRow;
use sqlx::types::Json;
use sqlx::{Decode, Postgres, Row, Sqlite, Type};

use super::record::{GameRecord, MoveRecord, SeatKind, SeatRecord, Status};
use crate::records::{Level, Settings};

/// Why a game's rows can't be turned into a record.
pub(super) type Damage = String;

/// A column type both backends decode (integers, text, and their NULLs).
pub(super) trait Column:
    for<'r> Decode<'r, Sqlite> + Type<Sqlite> + for<'r> Decode<'r, Postgres> + Type<Postgres>
{
}
impl<T> Column for T where T: for<'r> Decode<'r, Sqlite> + Type<Sqlite> + for<'r> Decode<'r, Postgres> + Type<Postgres> {}

/// A row of either backend, read column by column.
pub(super) trait Columns {
    /// One column, or a sentence naming it.
    fn value<T: Column>(&self, name: &str) -> Result<T, Damage>;
    /// A JSON column (TEXT on SQLite, `jsonb` on PostgreSQL); `None` for NULL.
    fn json_or_null(&self, name: &str) -> Result<Option<Value>, Damage>;
}

fn unreadable(name: &str, e: sqlx::Error) -> Damage {
    format!("column `{name}` is unreadable ({e})")
}

impl Columns for SqliteRow {
    fn value<T: Column>(&self, name: &str) -> Result<T, Damage> {
        self.try_get(name).map_err(|e| unreadable(name, e))
    }
    fn json_or_null(&self, name: &str) -> Result<Option<Value>, Damage> {
        let text: Option<String> = self.value(name)?;
        text.map(|t| serde_json::from_str(&t).map_err(|e| format!("column `{name}` is not JSON ({e})"))).transpose()
    }
}

impl Columns for PgRow {
    fn value<T: Column>(&self, name: &str) -> Result<T, Damage> {
        self.try_get(name).map_err(|e| unreadable(name, e))
    }
    fn json_or_null(&self, name: &str) -> Result<Option<Value>, Damage> {
        let value: Option<Json<Value>> = self.try_get(name).map_err(|e| unreadable(name, e))?;
        Ok(value.map(|v| v.0))
    }
}

/// One column, or a sentence naming it.
pub(super) fn column<T: Column>(row: &impl Columns, name: &str) -> Result<T, Damage> {
    row.value(name)
}

/// A JSON column that must parse.
fn json(row: &impl Columns, name: &str) -> Result<Value, Damage> {
    row.json_or_null(name)?.ok_or_else(|| format!("column `{name}` is NULL"))
}

/// A JSON column the table can do without: unreadable means absent.
fn healable_json(row: &impl Columns, name: &str, game: i64) -> Option<Value> {
    match row.json_or_null(name) {
        Ok(value) => value,
        Err(why) => {
            tracing::warn!(game, column = name, why, "unreadable column ignored");
            None
        }
    }
}

/// A typed record the table can do without (the result, a proposal):
/// unreadable or of another shape means absent.
fn healable_record<T: serde::de::DeserializeOwned>(row: &impl Columns, name: &str, game: i64) -> Option<T> {
    match serde_json::from_value(healable_json(row, name, game)?) {
        Ok(record) => Some(record),
        Err(e) => {
            tracing::warn!(game, column = name, why = %e, "unreadable column ignored");
            None
        }
    }
}

pub(super) fn game<R: Columns>(row: &R, seats: &[R], moves: &[R]) -> Result<GameRecord, Damage> {
    let id: i64 = column(row, "id")?;
    let status: String = column(row, "status")?;
    let seats = seats.iter().map(seat).collect::<Result<Vec<_>, _>>()?;
    // Seat rows are numbered 0, 1, …: a gap means one was lost.
    for (i, (number, _)) in seats.iter().enumerate() {
        if *number != i as i64 {
            return Err(format!("seat {i} is missing from the seat rows"));
        }
    }
    let seats: Vec<SeatRecord> = seats.into_iter().map(|(_, s)| s).collect();
    let moves = moves.iter().map(|r| move_record(r, seats.len())).collect::<Result<Vec<_>, _>>()?;
    let seed: i64 = column(row, "seed")?;
    let skip_votes =
        healable_json(row, "skip_votes", id).map(|v| serde_json::from_value(v).unwrap_or_default()).unwrap_or_default();
    Ok(GameRecord {
        id,
        guild: column(row, "guild")?,
        channel: column(row, "channel")?,
        kind: column(row, "kind")?,
        options: json(row, "options")?,
        status: Status::from_str(&status)?,
        host: column(row, "host")?,
        seed: seed as u64,
        version: column(row, "version")?,
        // Rebuilt from the move log by the table when absent.
        snapshot: healable_json(row, "snapshot", id),
        result: healable_record(row, "result", id),
        created_at: column(row, "created_at")?,
        updated_at: column(row, "updated_at")?,
        turn_since: column(row, "turn_since")?,
        // Unreadable settings fall back to the defaults (no deadline).
        settings: healable_json(row, "settings", id).map_or_else(Settings::default, |v| Settings::from_json(&v)),
        remind_at: column(row, "remind_at")?,
        deadline_at: column(row, "deadline_at")?,
        reminders_sent: column(row, "reminders_sent")?,
        board_link: column(row, "board_link").unwrap_or(None),
        skip_votes,
        paused_at: column(row, "paused_at")?,
        proposal: healable_record(row, "proposal", id),
        idle_at: column(row, "idle_at")?,
        idle_notice_at: column(row, "idle_notice_at")?,
        // Unreadable clocks count as none: the turn keeps the game's deadline.
        seat_clocks: column::<Option<String>>(row, "seat_clocks")
            .ok()
            .flatten()
            .and_then(|text| serde_json::from_str(&text).ok())
            .unwrap_or_default(),
        seats,
        moves,
    })
}

fn seat(row: &impl Columns) -> Result<(i64, SeatRecord), Damage> {
    let kind: String = column(row, "kind")?;
    Ok((
        column(row, "seat")?,
        SeatRecord {
            user_id: column(row, "user_id")?,
            name: column(row, "name")?,
            kind: SeatKind::parse(&kind),
            level: Level::parse(&column::<String>(row, "level")?).unwrap_or_default(),
        },
    ))
}

fn move_record(row: &impl Columns, seats: usize) -> Result<MoveRecord, Damage> {
    let ply: i64 = column(row, "ply")?;
    let seat: i64 = column(row, "seat")?;
    let seat = usize::try_from(seat)
        .ok()
        .filter(|&s| s < seats)
        .ok_or_else(|| format!("move {ply} names seat {seat}, but the game has {seats} seats"))?;
    Ok(MoveRecord {
        ply,
        seat,
        user_id: column(row, "user_id")?,
        notation: column(row, "notation")?,
        reveals: column::<i64>(row, "reveals")? != 0,
        played_at: column(row, "played_at")?,
        by_computer: column::<i64>(row, "by_computer")? != 0,
    })
}
