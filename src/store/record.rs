//! The stored shape of a game, as plain data.

use std::str::FromStr;

use serde_json::Value;

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Status {
    Lobby,
    Running,
    Finished,
    Cancelled,
}

impl Status {
    pub fn as_str(self) -> &'static str {
        match self {
            Status::Lobby => "lobby",
            Status::Running => "running",
            Status::Finished => "finished",
            Status::Cancelled => "cancelled",
        }
    }
}

impl FromStr for Status {
    type Err = String;
    fn from_str(s: &str) -> Result<Self, String> {
        match s {
            "lobby" => Ok(Status::Lobby),
            "running" => Ok(Status::Running),
            "finished" => Ok(Status::Finished),
            "cancelled" => Ok(Status::Cancelled),
            other => Err(format!("unknown status `{other}`")),
        }
    }
}

#[derive(Debug, Clone, PartialEq, Eq)]
pub struct SeatRecord {
    pub user_id: String,
    /// The display name when the player sat down.
    pub name: String,
}

#[derive(Debug, Clone, PartialEq, Eq)]
pub struct MoveRecord {
    pub ply: i64,
    pub seat: usize,
    pub user_id: String,
    pub notation: String,
    pub reveals: bool,
    pub played_at: i64,
}

/// One game hosted in a channel, with its seats and active moves.
#[derive(Debug, Clone)]
pub struct GameRecord {
    pub id: i64,
    pub guild: String,
    pub channel: String,
    pub kind: String,
    pub options: Value,
    pub status: Status,
    pub host: String,
    pub seed: u64,
    /// The version this record was loaded at; bumped by every commit.
    pub version: i64,
    pub snapshot: Option<Value>,
    pub result: Option<Value>,
    pub created_at: i64,
    pub updated_at: i64,
    pub turn_since: Option<i64>,
    pub seats: Vec<SeatRecord>,
    /// The moves in play order, undone ones left out.
    pub moves: Vec<MoveRecord>,
}

impl GameRecord {
    pub fn seat_of(&self, user_id: &str) -> Option<usize> {
        self.seats.iter().position(|s| s.user_id == user_id)
    }

    pub fn names(&self) -> Vec<String> {
        self.seats.iter().map(|s| s.name.clone()).collect()
    }
}
