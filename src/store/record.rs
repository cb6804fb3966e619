//! The stored shape of a game, as plain data.

use std::str::FromStr;

use serde_json::Value;

use crate::records::{GameResult, Level, Proposal, Settings};

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

/// Discord's longest user name.
pub const MAX_NAME_CHARS: usize = 32;

#[derive(Debug, Clone, PartialEq, Eq)]
pub struct SeatRecord {
    pub user_id: String,
    /// The display name when the player sat down.
    pub name: String,
    pub kind: SeatKind,
    /// How a computer seat plays (`Computer` seats; a stand-in plays normal).
    pub level: Level,
}

impl SeatRecord {
    /// A person's seat; the name is cut to Discord's longest (32 characters),
    /// whichever front-end it came from.
    pub fn human(user_id: &str, name: &str) -> Self {
        let name = name.chars().take(MAX_NAME_CHARS).collect();
        SeatRecord { user_id: user_id.to_string(), name, kind: SeatKind::Human, level: Level::Normal }
    }

    /// Whether the table plays this seat's moves.
    pub fn is_automatic(&self) -> bool {
        self.kind != SeatKind::Human
    }
}

/// Who plays a seat.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum SeatKind {
    Human,
    /// A computer player seated in the lobby.
    Computer,
    /// A human's seat played by the computer after a missed deadline, until
    /// they say `/game back`.
    StandIn,
}

impl SeatKind {
    pub fn as_str(self) -> &'static str {
        match self {
            SeatKind::Human => "human",
            SeatKind::Computer => "computer",
            SeatKind::StandIn => "stand-in",
        }
    }

    pub fn parse(s: &str) -> SeatKind {
        match s {
            "computer" => SeatKind::Computer,
            "stand-in" => SeatKind::StandIn,
            _ => SeatKind::Human,
        }
    }
}

/// A message to deliver later: a reminder or a deadline notice.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Notice {
    pub id: i64,
    pub game_id: i64,
    /// Who it is for; `None` for the whole channel.
    pub user_id: Option<String>,
    pub channel: String,
    /// `channel` or `dm`.
    pub deliver_to: String,
    /// What it says, worded when it is sent (stored as JSON).
    pub text: crate::text::Text,
    /// The language to word it in.
    pub language: crate::i18n::Lang,
    pub created_at: i64,
    /// Held for the player's quiet hours until then: sent once, worded
    /// afresh by the table (see `table::quiet`); one per game and player.
    pub held_until: Option<i64>,
}

/// A user's choices across games.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct PlayerRecord {
    pub user_id: String,
    /// `channel`, `dm` or `off`.
    pub remind_where: String,
    pub vacation_since: Option<i64>,
    pub vacation_period: i64,
    pub vacation_used: i64,
    /// Asked once before a move that can't be taken back.
    pub confirm_final: bool,
    /// The language they last used Aerie in, for what is sent to them alone.
    pub locale: Option<crate::i18n::Lang>,
    /// Their IANA time zone; `None`: UTC.
    pub time_zone: Option<String>,
    /// Their quiet hours, minutes after local midnight (both or neither).
    pub quiet_from: Option<i64>,
    pub quiet_until: Option<i64>,
}

impl PlayerRecord {
    pub fn new(user_id: &str) -> Self {
        PlayerRecord {
            user_id: user_id.to_string(),
            remind_where: "channel".into(),
            vacation_since: None,
            vacation_period: 0,
            vacation_used: 0,
            confirm_final: true,
            locale: None,
            time_zone: None,
            quiet_from: None,
            quiet_until: None,
        }
    }
}

#[derive(Debug, Clone, PartialEq, Eq)]
pub struct MoveRecord {
    pub ply: i64,
    pub seat: usize,
    pub user_id: String,
    pub notation: String,
    pub reveals: bool,
    pub played_at: i64,
    /// Played by the computer (a computer player, or the stand-in for a
    /// person who is away or left), not by a person: a rated game needs
    /// two turns each person played.
    pub by_computer: bool,
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
    pub result: Option<GameResult>,
    pub created_at: i64,
    pub updated_at: i64,
    pub turn_since: Option<i64>,
    /// Reminder, deadline and vacation settings.
    pub settings: Settings,
    pub remind_at: Option<i64>,
    pub deadline_at: Option<i64>,
    pub reminders_sent: i64,
    /// A link to the last public board message, for reminders.
    pub board_link: Option<String>,
    /// Users who voted to skip the turn of a player past the deadline.
    pub skip_votes: Vec<String>,
    /// When the turn's clock paused: every player it waits for is away.
    pub paused_at: Option<i64>,
    /// A host's proposal awaiting the players' agreement.
    pub proposal: Option<Proposal>,
    /// When the table next looks at a running game for having no move too
    /// long (see `table::idle`), whatever its settings.
    pub idle_at: Option<i64>,
    /// When the channel was told that the game, idle, ends soon; none
    /// since its last move.
    pub idle_notice_at: Option<i64>,
    /// The awaited seats' own clocks when their players keep quiet hours.
    pub seat_clocks: Vec<crate::records::SeatClock>,
    pub seats: Vec<SeatRecord>,
    /// The moves in play order, undone ones left out.
    pub moves: Vec<MoveRecord>,
}

impl GameRecord {
    pub fn seat_of(&self, user_id: &str) -> Option<usize> {
        self.seats.iter().position(|s| s.user_id == user_id)
    }

    /// The seat whose hidden information `user_id` may see: the one they
    /// still play. A player who left (resigned or was removed) sees the game
    /// as a watcher from then on, whoever holds the seat now; one who is
    /// away, whose seat a stand-in plays until `/game back`, keeps it.
    pub fn seat_seen_by(&self, user_id: &str) -> Option<usize> {
        let departed = self.result.as_ref().map_or(&[][..], |r| r.departed());
        self.seat_of(user_id).filter(|seat| !departed.contains(seat))
    }

    pub fn names(&self) -> Vec<String> {
        self.seats.iter().map(|s| s.name.clone()).collect()
    }

    /// The language of the game's public messages (its settings').
    pub fn language(&self) -> crate::i18n::Lang {
        self.settings.language
    }
}
