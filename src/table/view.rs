//! The machine-readable view of a channel's game: the `game` object of the
//! console's JSON contract (`aerie play --json`).

use std::collections::BTreeMap;

use serde::Serialize;

use super::{engine_of, restore, winners, Refusal};
use crate::games::Viewer;
use crate::store::{GameRecord, Status};

#[derive(Debug, Clone, Serialize, PartialEq, Eq)]
pub struct GameView {
    pub kind: String,
    pub status: String,
    pub players: Vec<String>,
    pub to_move: Vec<ToMove>,
    pub scores: BTreeMap<String, i64>,
    pub winners: Vec<String>,
}

#[derive(Debug, Clone, Serialize, PartialEq, Eq)]
pub struct ToMove {
    pub user: String,
    /// Every move this user may make now, each accepted verbatim by `/move`.
    /// `null` when the game has secret hands and this is another user's list.
    pub legal: Option<Vec<String>>,
}

pub(super) fn game_view(game: &GameRecord, viewer: &str) -> Result<GameView, Refusal> {
    let engine = engine_of(game)?;
    let players = game.names();
    let mut view = GameView {
        kind: game.kind.clone(),
        status: game.status.as_str().to_string(),
        players: players.clone(),
        to_move: vec![],
        scores: BTreeMap::new(),
        winners: vec![],
    };
    // (A table cancelled in the lobby never had a state.)
    if game.status == Status::Lobby || (game.status == Status::Cancelled && game.snapshot.is_none()) {
        return Ok(view);
    }
    // (The console names its users; a player who left watches.)
    let named = game.seats.iter().position(|s| s.user_id == viewer || s.name == viewer);
    let seen_as = named.and_then(|seat| game.seat_seen_by(&game.seats[seat].user_id));
    let state = super::working::seen_by(game, restore(game)?, seen_as.map_or(Viewer::Public, Viewer::Seat))?.state;
    for (seat, score) in state.scores().iter().enumerate() {
        view.scores.insert(players[seat].clone(), score.total);
    }
    if game.status == Status::Running {
        for &seat in state.to_move().seats() {
            let user = &game.seats[seat];
            let visible = !engine.secret_hands() || seen_as == Some(seat);
            view.to_move.push(ToMove { user: user.name.clone(), legal: visible.then(|| state.legal(seat)) });
        }
    }
    if game.status == Status::Finished {
        view.winners = winners(game, state.as_ref()).iter().map(|&s| players[s].clone()).collect();
    }
    Ok(view)
}
