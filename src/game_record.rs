//! A finished game's record as a file (`/game export`), and checking one
//! (`aerie play --replay FILE`): the setup and every move, so anyone can
//! rebuild the game with the rules engines and confirm its result. The
//! format is described in `docs/game-record.md`; a change to it that old
//! readers would misread gets a new `version`.

use serde::{Deserialize, Serialize};
use serde_json::Value;

use crate::catalog;
use crate::games::Seat;
use crate::said;
use crate::text::{Arg, Said, Text};

/// What every record says it is.
pub const FORMAT: &str = "aerie-game-record";
/// The version of the format this build writes and reads.
pub const VERSION: u32 = 1;

#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct Record {
    pub format: String,
    pub version: u32,
    pub game_id: i64,
    /// The game kind, as in `/game new` (`tower-up`, …).
    pub kind: String,
    /// The game's options as its engine stores them.
    pub options: Value,
    /// The seed of the setup (shuffles, draws).
    pub seed: u64,
    /// The game's language code (`en`, `uk`).
    pub language: String,
    pub seats: Vec<SeatEntry>,
    /// The moves in play order (undone ones left out).
    pub moves: Vec<MoveEntry>,
    pub result: Outcome,
}

#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct SeatEntry {
    pub seat: Seat,
    pub name: String,
    /// `human`, `computer`, or `stand-in` (a person's seat the computer played at the end).
    pub player: String,
    /// How a computer seat played: `easy`, `normal` or `hard`.
    pub level: String,
}

#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct MoveEntry {
    pub ply: i64,
    pub seat: Seat,
    pub notation: String,
    /// Unix time in seconds (UTC).
    pub played_at: i64,
}

#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct Outcome {
    /// `rules` (played to the end), `resigned` or `absent` (ended when
    /// players left or missed their deadlines).
    pub ended: String,
    /// Every seat's final score and rank, best first.
    pub scores: Vec<ScoreEntry>,
    pub winners: Vec<Seat>,
    /// Seats whose players left the game (they rank last).
    pub left: Vec<Seat>,
}

#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct ScoreEntry {
    pub seat: Seat,
    pub score: i64,
    pub rank: usize,
}

/// Reads a record: a malformed file or another format or version says so.
pub fn parse(text: &str) -> Result<Record, Said> {
    let value: Value = serde_json::from_str(text).map_err(|e| said!("record-not-json", why = e.to_string()))?;
    if value.get("format").and_then(Value::as_str) != Some(FORMAT) {
        return Err(said!("record-not-a-record", format = Arg::code(FORMAT)));
    }
    let version = value.get("version").and_then(Value::as_u64);
    if version != Some(u64::from(VERSION)) {
        let found = version.map_or_else(|| "?".to_string(), |v| v.to_string());
        return Err(said!("record-version", found = found, known = VERSION as usize));
    }
    serde_json::from_value(value).map_err(|e| said!("record-malformed", why = e.to_string()))
}

/// A record played through: what each move did, the final scores, and
/// every way the replay differs from the recorded result (none: it matches).
pub struct Checked {
    pub text: Text,
    pub problems: Vec<Said>,
}

/// Rebuilds the game from the record's setup and moves, and compares the
/// result they produce with the stated one, whatever the ending.
pub fn check(record: &Record) -> Checked {
    let mut text = Text::default();
    let fail = |text: Text, problem: Said| Checked { text, problems: vec![problem] };
    let Some(engine) = catalog::engine(&record.kind) else {
        return fail(text, said!("record-unknown-kind", kind = Arg::code(&record.kind), kinds = catalog::kind_list()));
    };
    if engine.seat_range(&record.options).is_err() {
        return fail(text, said!("record-bad-options", game = engine.name()));
    }
    let mut state = match engine.setup(&record.options, record.seats.len(), record.seed) {
        Ok(state) => state,
        Err(why) => return fail(text, said!("record-no-setup", why = why)),
    };
    let name = |seat: Seat| record.seats.get(seat).map_or_else(|| "?".to_string(), |s| s.name.clone());
    let names: Vec<String> = (0..record.seats.len()).map(name).collect();
    // Engines name players by their colours; the record knows their names.
    let named = |said: Said| crate::games::seat_words::name_seats(said, &names);
    text.push(said!("record-head", game = engine.name(), id = record.game_id, moves = record.moves.len()));
    for mv in &record.moves {
        if mv.seat >= record.seats.len() {
            return fail(text, said!("record-no-seat", ply = mv.ply, seat = mv.seat));
        }
        match state.play(mv.seat, &mv.notation) {
            Ok(outcome) => text.push(said!(
                "record-move",
                ply = mv.ply,
                name = name(mv.seat),
                what = Arg::Clauses(vec![named(outcome.public)])
            )),
            Err(why) => {
                return fail(
                    text,
                    said!("record-move-refused", ply = mv.ply, notation = Arg::code(&mv.notation), why = why.0),
                )
            }
        }
    }
    let scores = state.scores();
    text.push(said!("final-scores"));
    for (seat, score) in scores.iter().enumerate() {
        text.push(said!("record-score", name = name(seat), total = score.total, detail = named(score.detail.clone())));
    }
    let problems = compare_result(record, state.as_ref(), &name);
    Checked { text, problems }
}

/// How the stated result differs from the one the moves produce: the
/// ending, every seat's score and rank, and the winners.
fn compare_result(record: &Record, state: &dyn crate::catalog::Match, name: &dyn Fn(Seat) -> String) -> Vec<Said> {
    let result = &record.result;
    let seats = record.seats.len();
    let names = |list: &[Seat]| list.iter().map(|&s| name(s)).collect::<Vec<_>>().join(", ");
    let mut problems = vec![];
    let unknown_seat = |s: &Seat| *s >= seats;
    if result.left.iter().any(unknown_seat) || result.winners.iter().any(unknown_seat) {
        return vec![said!("record-seat-unknown", seats = seats)];
    }
    let over = state.to_move() == crate::games::Turn::Over;
    match result.ended.as_str() {
        "rules" if !over => problems.push(said!("record-not-over")),
        "rules" => {
            // (Only a computer plays on for someone who left.)
            for &s in &result.left {
                if record.seats[s].player != "computer" {
                    problems.push(said!("record-left-still-playing", name = name(s)));
                }
            }
        }
        "resigned" | "absent" if over => problems.push(said!("record-over-not-left", ended = Arg::code(&result.ended))),
        "resigned" | "absent" if result.left.is_empty() => {
            problems.push(said!("record-nobody-left", ended = Arg::code(&result.ended)))
        }
        "resigned" | "absent" => {}
        other => problems.push(said!("record-ending-unknown", ended = Arg::code(other))),
    }
    let scores = state.scores();
    for (seat, rank) in crate::ranking::ranks(state, seats, &result.left) {
        let replayed = scores[seat].total;
        match result.scores.iter().find(|s| s.seat == seat) {
            Some(recorded) if recorded.score != replayed => problems.push(said!(
                "record-score-differs",
                name = name(seat),
                recorded = recorded.score,
                replayed = replayed
            )),
            Some(recorded) if recorded.rank != rank => problems.push(said!(
                "record-rank-differs",
                name = name(seat),
                recorded = recorded.rank,
                replayed = rank
            )),
            Some(_) => {}
            None => problems.push(said!("record-score-missing", name = name(seat))),
        }
    }
    if result.scores.len() != seats {
        problems.push(said!("record-seat-count", recorded = result.scores.len(), replayed = seats));
    }
    let mut winners = crate::ranking::winners(state, seats, &result.left);
    let mut recorded = result.winners.clone();
    winners.sort_unstable();
    recorded.sort_unstable();
    if winners != recorded {
        problems.push(said!("record-winners-differ", recorded = names(&recorded), replayed = names(&winners)));
    }
    problems
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::i18n::{said_in, Lang};

    #[test]
    fn another_format_or_version_is_named() {
        let words = |text: &str| said_in(Lang::En, &parse(text).unwrap_err());
        assert!(words("{").contains("is not `JSON`"));
        assert!(words(r#"{"format": "chess-pgn"}"#).contains(FORMAT));
        assert!(words(r#"{"format": "aerie-game-record", "version": 7}"#).contains('7'));
        assert!(words(r#"{"format": "aerie-game-record", "version": 1, "kind": 3}"#).contains("can't be read"));
    }
}
