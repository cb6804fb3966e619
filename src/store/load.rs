//! Reading a game back from its rows without trusting them: every column is
//! read with `try_get`, every JSON text parsed, every seat index checked. A
//! value that can be rebuilt (the snapshot, from the move log) or dropped
//! (skip votes, the result, the settings) is healed with a warning; anything
//! else makes the game *damaged*: `StoreError::Damaged`, never a panic.

use std::str::FromStr;

use serde_json::Value;
use sqlx::sqlite::SqliteRow;
use sqlx::{Decode, Row, Sqlite, Type};

use super::record::{GameRecord, MoveRecord, SeatKind, SeatRecord, Status};

/// Why a game's rows can't be turned into a record.
pub(super) type Damage = String;

/// One column, or a sentence naming it.
pub(super) fn column<'r, T>(row: &'r SqliteRow, name: &str) -> Result<T, Damage>
where
    T: Decode<'r, Sqlite> + Type<Sqlite>,
{
    row.try_get(name).map_err(|e| format!("column `{name}` is unreadable ({e})"))
}

/// A JSON column that must parse.
fn json(row: &SqliteRow, name: &str) -> Result<Value, Damage> {
    let text: String = column(row, name)?;
    serde_json::from_str(&text).map_err(|e| format!("column `{name}` is not JSON ({e})"))
}

/// A JSON column the table can do without: unreadable means absent.
fn healable_json(row: &SqliteRow, name: &str, game: i64) -> Option<Value> {
    let text: Option<String> = match row.try_get(name) {
        Ok(text) => text,
        Err(e) => {
            tracing::warn!(game, column = name, error = %e, "unreadable column ignored");
            return None;
        }
    };
    let text = text?;
    match serde_json::from_str(&text) {
        Ok(value) => Some(value),
        Err(e) => {
            tracing::warn!(game, column = name, error = %e, "column is not JSON; ignored");
            None
        }
    }
}

pub(super) fn game(row: &SqliteRow, seats: &[SqliteRow], moves: &[SqliteRow]) -> Result<GameRecord, Damage> {
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
        result: healable_json(row, "result", id),
        created_at: column(row, "created_at")?,
        updated_at: column(row, "updated_at")?,
        turn_since: column(row, "turn_since")?,
        // Unreadable settings fall back to the defaults (no deadline).
        settings: healable_json(row, "settings", id).unwrap_or_else(|| Value::Object(Default::default())),
        remind_at: column(row, "remind_at")?,
        deadline_at: column(row, "deadline_at")?,
        reminders_sent: column(row, "reminders_sent")?,
        board_link: column(row, "board_link").unwrap_or(None),
        skip_votes,
        seats,
        moves,
    })
}

fn seat(row: &SqliteRow) -> Result<(i64, SeatRecord), Damage> {
    let kind: String = column(row, "kind")?;
    Ok((
        column(row, "seat")?,
        SeatRecord { user_id: column(row, "user_id")?, name: column(row, "name")?, kind: SeatKind::parse(&kind) },
    ))
}

fn move_record(row: &SqliteRow, seats: usize) -> Result<MoveRecord, Damage> {
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
    })
}
