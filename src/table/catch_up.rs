//! What happened since a player's own last turn, for the message that tells
//! them their turn has come (the turn's public post, a reminder in the
//! channel or by DM): one line per turn the others completed, computers'
//! included, each in its public form and in players' names. A player back
//! after a day reads that one message, then the board.
//!
//! Built from the stored move log (a step's words are not stored, only its
//! notation), so it reads the same after a restart and on either database.

use super::*;
use crate::text::Arg;

/// One completed turn of the log: whose, and what each step did publicly.
struct TurnPlayed {
    seat: Seat,
    /// The ply of its first move.
    first_ply: i64,
    lines: Vec<Said>,
}

/// Every completed turn of the log, in order, found by replaying it: a turn
/// ends where the seats to act change or the game says a new one begins (as
/// when it was played). A turn under way is its mover's alone and left out.
fn turns_played(game: &GameRecord) -> Vec<TurnPlayed> {
    let Ok(engine) = engine_of(game) else { return vec![] };
    let Ok(mut state) = engine.setup(&game.options, game.seats.len(), game.seed) else { return vec![] };
    let (mut turns, mut current) = (vec![], None::<TurnPlayed>);
    for mv in &game.moves {
        let before = state.to_move();
        let Ok(outcome) = state.play(mv.seat, &mv.notation) else { break };
        // (Simultaneous choices end one seat's part each; a seat change
        // without one still gives each player a line of their own.)
        if let Some(turn) = current.take_if(|turn| turn.seat != mv.seat) {
            turns.push(turn);
        }
        let turn = current.get_or_insert_with(|| TurnPlayed { seat: mv.seat, first_ply: mv.ply, lines: vec![] });
        turn.lines.push(outcome.public);
        if state.to_move() != before || state.at_turn_start() == Some(true) {
            turns.extend(current.take());
        }
    }
    turns
}

/// Where the turns since `seat`'s own last one begin (0: it has not played).
fn since_own_turn(turns: &[TurnPlayed], seat: Seat) -> usize {
    turns.iter().rposition(|turn| turn.seat == seat).map_or(0, |last| last + 1)
}

/// One line per turn ("bob took card 2 (…); discarded a floor: grey"),
/// every step of it.
fn lines(game: &GameRecord, turns: &[TurnPlayed]) -> Vec<Said> {
    let line = |turn: &TurnPlayed| {
        let what = Arg::Clauses(turn.lines.clone());
        named(game, said!("move-by", name = seat_name(game, turn.seat), what = what))
    };
    turns.iter().map(line).collect()
}

/// What `seat` missed since their own last turn, headed by since when:
/// empty when nobody else has played since.
pub(super) fn since_last_turn(game: &GameRecord, seat: Seat) -> Text {
    let turns = turns_played(game);
    let since = since_own_turn(&turns, seat);
    let mut text = Text::default();
    if since < turns.len() {
        text.push(match since {
            0 => said!("catch-up-since-start"),
            _ => said!("catch-up-since-yours"),
        });
        lines(game, &turns[since..]).into_iter().for_each(|line| text.push(line));
    }
    text
}

/// The lines of the post that begins the turn of `pinged` (the players
/// newly waited for), when they say more than the turn that was just
/// completed: every turn since the earliest of their own last turns, from
/// the log (which holds this command's moves, from `first_ply` on). `None`
/// when the completed turn alone is all they missed (as in a two-player
/// game), or nobody is pinged.
pub(super) fn turn_post(game: &GameRecord, pinged: &[Seat], first_ply: Option<i64>) -> Option<Text> {
    if pinged.is_empty() {
        return None;
    }
    let turns = turns_played(game);
    let since = pinged.iter().map(|&seat| since_own_turn(&turns, seat)).min()?;
    // The turns this command's post tells anyway: from the one it completed.
    let completed =
        first_ply.map_or(turns.len(), |ply| turns.iter().rposition(|turn| turn.first_ply <= ply).unwrap_or(0));
    if since >= completed {
        return None;
    }
    let mut text = Text::from(match (since, pinged.len()) {
        (0, _) => said!("catch-up-since-start"),
        (_, 1) => said!("catch-up-since-yours"),
        _ => said!("catch-up-since-each"),
    });
    lines(game, &turns[since..]).into_iter().for_each(|line| text.push(line));
    Some(text)
}
