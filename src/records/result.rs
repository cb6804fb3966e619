//! How a game ended, as stored (the `result` column): written by the table
//! when the game ends (and while it runs, who left it), read back by the
//! table, by the store to rate the game, and by `/history`.
//!
//! Each ending writes only its own fields; the shapes written are:
//! - by the rules: `resigned`, `standings`, `winners`;
//! - resigned or a missed deadline: `resigned`, `standings`, `why`, `winners`;
//! - a lobby that expired: `why`;
//! - cancelled: `cancelled`, and `cancelled_by` (from when it was kept);
//! - running, after players left: `resigned`.
//!
//! Any of them may also say `unrated` (a person left before everyone had
//! played two turns of their own: see `table::rated`); none wrote it before.

use serde::{Deserialize, Serialize};

use crate::games::Seat;
use crate::text::Said;

#[derive(Debug, Clone, PartialEq, Eq, Default, Serialize, Deserialize)]
pub struct GameResult {
    /// A cancelled game: the message saying who cancelled it.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub cancelled: Option<Cancelled>,
    /// Who cancelled it, by user id (so forgetting them finds it).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub cancelled_by: Option<String>,
    /// Seats whose players resigned, left or were removed (the computer
    /// plays them on; they rank last), kept from the moment they leave.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub resigned: Option<Vec<Seat>>,
    /// Every seat's place, best first, as the store rates it.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub standings: Option<Vec<Standing>>,
    /// Counts for nobody's rating: a person left before everyone had
    /// played two turns of their own.
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub unrated: bool,
    /// Why it ended other than by the rules.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub why: Option<Ending>,
    /// Who won, as decided when it ended (a resignation or a missed deadline
    /// decides differently from the rules).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub winners: Option<Vec<Seat>>,
}

/// One seat's place in a finished game.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Standing {
    pub seat: Seat,
    pub score: i64,
    /// 1 = first; equal on a tie; those who left rank last.
    pub rank: usize,
    /// A person's seat (also one they left to the computer), not a computer player.
    pub human: bool,
}

/// Why a game ended other than by the rules.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Ending {
    /// The last player who could go on resigned or left.
    Resigned,
    /// A player missed the deadline and the table ends the game then.
    Absent,
    /// A lobby nobody started closed.
    Expired,
    /// A running game with no move for too long closed (see `table::idle`).
    Idle,
}

/// Who cancelled a game, in words.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(untagged)]
pub enum Cancelled {
    /// A catalogue message, worded in each reader's language.
    Said(Said),
    /// An English sentence, as stored before messages were catalogued.
    Words(String),
}

impl GameResult {
    /// Played to the end by the rules; `resigned` left earlier and rank last.
    pub fn by_rules(winners: Vec<Seat>, standings: Vec<Standing>, resigned: Vec<Seat>) -> GameResult {
        GameResult {
            resigned: Some(resigned),
            standings: Some(standings),
            winners: Some(winners),
            ..GameResult::default()
        }
    }

    /// Ended early (`why`) with the seats in `last` ranked last.
    pub fn ended(why: Ending, winners: Vec<Seat>, last: Vec<Seat>, standings: Vec<Standing>) -> GameResult {
        GameResult {
            resigned: Some(last),
            standings: Some(standings),
            why: Some(why),
            winners: Some(winners),
            ..GameResult::default()
        }
    }

    /// A lobby that closed unstarted.
    pub fn expired() -> GameResult {
        GameResult { why: Some(Ending::Expired), ..GameResult::default() }
    }

    /// Cancelled by the user `by` (an id); `head` says so in words.
    pub fn cancelled(head: Said, by: &str) -> GameResult {
        GameResult {
            cancelled: Some(Cancelled::Said(head)),
            cancelled_by: Some(by.to_string()),
            ..GameResult::default()
        }
    }

    /// The seats whose players left (none if nobody did).
    pub fn departed(&self) -> &[Seat] {
        self.resigned.as_deref().unwrap_or_default()
    }
}

impl Ending {
    /// Its stored word (`ended` in an exported game record).
    pub fn as_str(self) -> &'static str {
        match self {
            Ending::Resigned => "resigned",
            Ending::Absent => "absent",
            Ending::Expired => "expired",
            Ending::Idle => "idle",
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::records::stored_json;

    fn stored(result: &GameResult) -> String {
        stored_json(result).unwrap().to_string()
    }

    fn read(written: &str) -> GameResult {
        serde_json::from_str(written).unwrap()
    }

    fn standings() -> Vec<Standing> {
        vec![
            Standing { seat: 1, score: 31, rank: 1, human: true },
            Standing { seat: 0, score: 20, rank: 2, human: false },
        ]
    }

    /// Each ending as the table wrote it with `json!` before the result had a type.
    #[test]
    fn every_ending_keeps_its_stored_shape() {
        let ended = [
            (
                GameResult::by_rules(vec![1], standings(), vec![]),
                r#"{"resigned":[],"standings":[{"human":true,"rank":1,"score":31,"seat":1},{"human":false,"rank":2,"score":20,"seat":0}],"winners":[1]}"#,
            ),
            (
                GameResult::ended(Ending::Resigned, vec![1], vec![0], standings()),
                r#"{"resigned":[0],"standings":[{"human":true,"rank":1,"score":31,"seat":1},{"human":false,"rank":2,"score":20,"seat":0}],"why":"resigned","winners":[1]}"#,
            ),
            (
                GameResult::ended(Ending::Absent, vec![], vec![0, 1], vec![]),
                r#"{"resigned":[0,1],"standings":[],"why":"absent","winners":[]}"#,
            ),
            (GameResult::expired(), r#"{"why":"expired"}"#),
            (
                GameResult::cancelled(crate::said!("proposal-cancelled", game = "Tower Up"), "u1"),
                r#"{"cancelled":{"args":[["game",{"Verbatim":"Tower Up"}]],"id":"proposal-cancelled"},"cancelled_by":"u1"}"#,
            ),
            (
                GameResult { unrated: true, ..GameResult::ended(Ending::Resigned, vec![1], vec![0], vec![]) },
                r#"{"resigned":[0],"standings":[],"unrated":true,"why":"resigned","winners":[1]}"#,
            ),
            (GameResult { resigned: Some(vec![2]), ..GameResult::default() }, r#"{"resigned":[2]}"#),
        ];
        for (result, written) in ended {
            assert_eq!(stored(&result), written);
            assert_eq!(read(written), result, "{written}");
        }
    }

    #[test]
    fn old_shapes_read() {
        // Cancelled before messages were catalogued: an English sentence.
        let old = read(r#"{"cancelled":"Everyone agreed: the Tower Up game is cancelled."}"#);
        assert_eq!(old.cancelled, Some(Cancelled::Words("Everyone agreed: the Tower Up game is cancelled.".into())));
        assert_eq!(stored(&old), r#"{"cancelled":"Everyone agreed: the Tower Up game is cancelled."}"#);
        // Ended before standings were recorded.
        let old = read(r#"{"resigned":[1],"why":"resigned","winners":[0]}"#);
        assert_eq!(old.departed(), &[1]);
        assert_eq!((old.standings, old.why), (None, Some(Ending::Resigned)));
        // The first shape of a cancelled game: who cancelled it, by id.
        assert_eq!(
            read(r#"{"cancelled_by":"u1"}"#),
            GameResult { cancelled_by: Some("u1".into()), ..GameResult::default() }
        );
        // Before `unrated` was written: rated as then.
        assert!(!read(r#"{"resigned":[],"winners":[0]}"#).unrated);
        assert_eq!(read("{}").departed(), &[] as &[Seat]);
    }
}
