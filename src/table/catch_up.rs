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

/// The most characters a turn post's catch-up takes, in any language: a
/// Discord message holds 2,000, and the ping and the header need room.
const POST_ROOM: usize = 1_700;
/// The same for a reminder's, whose own words come first (see `notice_text`).
const REMINDER_ROOM: usize = NOTICE_MAX_CHARS - 500;

/// One line per turn ("bob took card 2 (…); discarded a floor: grey"), in
/// at most `room` characters: every step of every turn where that fits,
/// else long turns keep their first steps and say how many more there
/// were (`/game log` lists them all).
fn lines(game: &GameRecord, turns: &[TurnPlayed], room: usize) -> Vec<Said> {
    let with_steps = |most: usize| -> Vec<Said> { turns.iter().map(|turn| line(game, turn, most)).collect() };
    let fits = |lines: &Vec<Said>| lines.iter().map(|line| 1 + crate::i18n::longest(line)).sum::<usize>() <= room;
    [usize::MAX, 12, 8, 4, 2].into_iter().map(with_steps).find(fits).unwrap_or_else(|| with_steps(1))
}

/// A turn's line with at most `most` of its steps (and how many more).
fn line(game: &GameRecord, turn: &TurnPlayed, most: usize) -> Said {
    let mut steps = turn.lines.clone();
    if steps.len() > most.saturating_add(1) {
        let more = steps.len() - most;
        steps.truncate(most);
        steps.push(said!("steps-more", count = more));
    }
    named(game, said!("move-by", name = seat_name(game, turn.seat), what = Arg::Clauses(steps)))
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
        lines(game, &turns[since..], REMINDER_ROOM).into_iter().for_each(|line| text.push(line));
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
    lines(game, &turns[since..], POST_ROOM).into_iter().for_each(|line| text.push(line));
    Some(text)
}
