//! A rated game is a played game: a game counts for ratings when it was
//! played to the end by the rules, or when every person in it had played
//! at least two turns of their own before anyone left. A person who leaves
//! (resigns, is removed, misses a deadline that ends the game, or cancels
//! a game they play alone with computers) before that makes the game
//! unrated for everyone, and the table says so at once. Otherwise a
//! partner resigning at the first move would hand out rated wins.

use super::*;
use crate::records::GameResult;
use crate::store::SeatKind;

/// The turns of their own each person must have played.
pub const TURNS_TO_RATE: usize = 2;

/// Called as `leaving` leave the game (before the result records it): if
/// some person had not yet played their turns, the game becomes unrated
/// for everyone; the announcement, the first time.
pub(super) fn leaving_before_played(game: &mut GameRecord, leaving: &[Seat]) -> Option<Said> {
    let already = game.result.as_ref().is_some_and(|r| r.unrated);
    if already || game.seats.len() < 2 || leaving.is_empty() || is_played(game) {
        return None;
    }
    game.result.get_or_insert_with(GameResult::default).unrated = true;
    let names: Vec<&str> = leaving.iter().map(|&s| seat_name(game, s)).collect();
    Some(said!("unrated-left", name = names.join(", ")))
}

/// Whether every person at the table (those who left included) has played
/// the turns a rated game needs.
fn is_played(game: &GameRecord) -> bool {
    let left = departed(game);
    let turns = own_turns(game);
    (0..game.seats.len())
        .filter(|&s| game.seats[s].kind != SeatKind::Computer || left.contains(&s))
        .all(|s| turns[s] >= TURNS_TO_RATE)
}

/// How many completed turns each seat played itself: the log replayed,
/// a turn ending where the seats to act change or the game says a new turn
/// begins (as when it was played); a turn counts for a seat that made one
/// of its moves itself (not the computer standing in for it).
fn own_turns(game: &GameRecord) -> Vec<usize> {
    let mut turns = vec![0; game.seats.len()];
    let Ok(engine) = engine_of(game) else { return turns };
    let Ok(mut state) = engine.setup(&game.options, game.seats.len(), game.seed) else { return turns };
    let mut in_turn: Vec<Seat> = vec![];
    for mv in &game.moves {
        let turn = state.to_move();
        if state.play(mv.seat, &mv.notation).is_err() {
            break;
        }
        if !mv.by_computer && !in_turn.contains(&mv.seat) {
            in_turn.push(mv.seat);
        }
        if state.to_move() != turn || state.at_turn_start() == Some(true) {
            for seat in in_turn.drain(..) {
                turns[seat] += 1;
            }
        }
    }
    turns
}
