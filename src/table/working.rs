//! A turn in progress is the mover's working copy: until the turn is
//! complete, everyone else sees the position at its start (board, status,
//! log, the console's view), so the mover's steps, and taking them back,
//! show nothing (a tile placed from a secret hand, then returned).

use super::*;

/// What one viewer may see of a running game.
pub(super) struct Seen {
    pub state: Box<dyn Match>,
    /// How many moves of the log this position includes.
    pub moves: usize,
}

/// The seat whose turn is under way with steps already taken, if any: the
/// last mover is still to act and the game does not say a new turn began.
pub(super) fn mover_in_progress(game: &GameRecord, state: &dyn Match) -> Option<Seat> {
    let last = game.moves.last()?;
    let in_progress = game.status == Status::Running
        && state.to_move().seats().contains(&last.seat)
        && state.at_turn_start() != Some(true);
    in_progress.then_some(last.seat)
}

/// `state` (the game now) as `viewer` may see it: the mover sees their
/// working copy, everyone else the position at the start of the turn.
pub(super) fn seen_by(game: &GameRecord, state: Box<dyn Match>, viewer: Viewer) -> Result<Seen, Refusal> {
    match mover_in_progress(game, state.as_ref()) {
        Some(mover) if viewer != Viewer::Seat(mover) => turn_start(game),
        _ => Ok(Seen { state, moves: game.moves.len() }),
    }
}

/// The position at the start of the turn under way, found by replaying the
/// log: a turn starts when the seats to act change or the game says so.
fn turn_start(game: &GameRecord) -> Result<Seen, Refusal> {
    let engine = engine_of(game)?;
    let mut state = engine.setup(&game.options, game.seats.len(), game.seed).map_err(Refusal::new)?;
    let mut start = Seen { state: state.boxed_clone(), moves: 0 };
    for (i, mv) in game.moves.iter().enumerate() {
        let turn = state.to_move();
        if state.play(mv.seat, &mv.notation).is_err() {
            return Err(damaged());
        }
        if state.to_move() != turn || state.at_turn_start() == Some(true) {
            start = Seen { state: state.boxed_clone(), moves: i + 1 };
        }
    }
    Ok(start)
}
