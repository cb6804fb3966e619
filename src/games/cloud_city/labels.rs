//! Cloud City's move tokens in words, for building a move by clicking.

use super::data::{tile_grid, COLOUR_NAMES};
use super::state::State;

/// `before` is the move's tokens before `token` (see `Game::describe_token`).
pub fn describe(state: &State, before: &[&str], token: &str) -> Option<String> {
    Some(match (before, token) {
        ([], "place") => "place a tile from your hand".into(),
        ([], "walkway") => "build a walkway".into(),
        ([], "done") => "done: no more walkways this turn".into(),
        ([], "draw") => "draw a tile".into(),
        (["place"], tile) => format!("tile {tile}: {}", colours(tile)?),
        (["place", _], cell) => format!("on cell {cell}"),
        (["place", _, _], rotation) => match rotation {
            "0" => "as printed (not turned)".into(),
            degrees => format!("turned {degrees}° clockwise"),
        },
        (["walkway"], square) => format!("from square {square}"),
        (["walkway", _], square) => format!("to square {square}"),
        (["draw"], "stack") => "the top of the face-down stack".into(),
        (["draw"], slot) => {
            let index = slot.strip_prefix('R')?.parse::<usize>().ok()?.checked_sub(1)?;
            let tile = state.row.get(index)?.as_ref()?;
            format!("row {slot}: tile {tile}: {}", colours(tile)?)
        }
        _ => return None,
    })
}

/// "blue, green": the colours of a tile's buildings.
fn colours(tile: &str) -> Option<String> {
    let grid = tile_grid(tile)?;
    let names: Vec<&str> = grid.iter().filter(|&&c| c > 0).map(|&c| COLOUR_NAMES[c as usize]).collect();
    Some(names.join(", "))
}
