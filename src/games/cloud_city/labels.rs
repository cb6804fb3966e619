//! Cloud City's move tokens in words, for building a move by clicking. Each
//! choice says what it does before it is made: a rotation names the squares
//! the tile's buildings land on, a walkway its span and votes, a draw that
//! it cannot be taken back. The words come from the engine's own checks
//! (`check_place`, `check_walkway`, a play on a copy), never a second guess
//! at the rules, and stay cheap: a position may have hundreds of moves.
//!
//! Nothing hidden leaks: the words name the mover's own tiles only, and a
//! draw played on a copy is never described beyond where it comes from.

use super::data::{self, building_colour, colour_name, printed_sites, tile_grid};
use super::notation::{self, Move, Source};
use super::rules::{self, check_place, check_walkway};
use super::scoring::request_count;
use super::state::{interior, Cell, City, Placed, Sq, State, Step, Walkway};
use crate::games::Seat;
use crate::said;
use crate::text::{Arg, Said};

/// `before` is the move's tokens before `token` (see `Game::describe_token`).
pub fn describe(state: &State, seat: Seat, before: &[&str], token: &str) -> Option<Said> {
    let mut text = before.join(" ");
    text.push(' ');
    text.push_str(token);
    match notation::parse(&text) {
        Ok(mv) => consequence(state, seat, &mv),
        Err(_) => step(state, seat, before, token),
    }
}

/// Words for a token that starts or continues a move.
fn step(state: &State, seat: Seat, before: &[&str], token: &str) -> Option<Said> {
    let city = state.cities.get(seat)?;
    Some(match (before, token) {
        ([], "place") => said!("cc-label-place"),
        ([], "walkway") => said!("cc-label-walkway"),
        ([], "draw") => said!("cc-label-draw"),
        (["place"], tile) => {
            let tile = notation::parse_tile(tile)?;
            state.hands.get(seat)?.contains(&tile).then_some(())?;
            said!("cc-label-tile", tile = &tile, sites = printed_sites(tile_grid(&tile)?))
        }
        (["place", _], cell) => {
            let cell = notation::parse_cell(cell)?;
            let squares = Placed { tile: String::new(), cell, rotation: 0 }.squares();
            said!(
                "cc-label-cell",
                cell = cell.to_string(),
                first = squares[0].0.to_string(),
                last = squares[3].0.to_string()
            )
        }
        (["walkway"], square) => {
            let square = notation::parse_square(square)?;
            let colour = city.map(state.mode().frame).get(square).filter(|&k| k > 0)?;
            said!("cc-label-from", colour = building_colour(colour), square = square.to_string())
        }
        _ => return None,
    })
}

/// What a whole move does, if the rules accept it now.
fn consequence(state: &State, seat: Seat, mv: &Move) -> Option<Said> {
    let city = state.cities.get(seat)?;
    match mv {
        Move::Place { tile, cell, rotation } => {
            check_place(state, seat, tile, *cell, *rotation).ok()?;
            Some(placed(state, city, tile, *cell, *rotation))
        }
        Move::Walkway { from, to } => {
            let walkway = check_walkway(city, &state.options, &state.supply, *from, *to).ok()?;
            Some(walkway_words(state, city, &walkway, *from, *to))
        }
        Move::Done | Move::Draw(_) => {
            let mut after = state.clone();
            let outcome = rules::play(&mut after, seat, mv).ok()?;
            Some(match mv {
                Move::Draw(Source::Stack) => said!("cc-label-stack"),
                Move::Draw(Source::Row(slot)) => {
                    let tile = state.row.get(*slot as usize)?.as_ref()?;
                    said!("cc-label-take", tile = tile, sites = printed_sites(tile_grid(tile)?))
                }
                _ if outcome.reveals => said!("cc-label-done-reveals"),
                _ if after.step == Step::Draw => said!("cc-label-done-draw"),
                _ if after.step == Step::Over => said!("cc-label-done-end"),
                _ => said!("cc-label-done-last"),
            })
        }
    }
}

/// "Turned 90°: blue on e7, green on e8; 2 new walkways": where the tile's
/// buildings land, and the walkways that become possible.
fn placed(state: &State, city: &City, tile: &str, cell: Cell, rotation: u16) -> Said {
    let placed = Placed { tile: tile.to_string(), cell, rotation };
    let buildings: Vec<Said> = placed
        .squares()
        .iter()
        .filter(|(_, k)| *k > 0)
        .map(|(square, k)| said!("cc-on", colour = building_colour(*k), square = square.to_string()))
        .collect();
    let how = match rotation {
        0 => said!("cc-as-printed"),
        degrees => said!("cc-turned", degrees = i64::from(degrees)),
    };
    // The notes a short label drops first come last.
    let mut notes = vec![said!("cc-items", items = buildings)];
    match new_walkways(state, city, placed) {
        0 => {}
        n => notes.push(said!("cc-new-walkways", count = n)),
    }
    said!("cc-label-placed", how = how, notes = Arg::Clauses(notes))
}

/// How many walkways the city may build once `placed` is in it that it may
/// not build now. Only a walkway with an end or an interior square on the
/// new tile can be one (elsewhere both cities are the same, and before the
/// tile such a walkway ends on or crosses a missing tile), so only those
/// pairs go through the engine's `check_walkway`: a position may have a
/// hundred placements to word.
fn new_walkways(state: &State, city: &City, placed: Placed) -> usize {
    let cell = placed.cell;
    let mut grown = city.clone();
    grown.tiles.push(placed);
    let buildings = grown.map(state.mode().frame).buildings();
    let mut count = 0;
    for (i, &(p, colour)) in buildings.iter().enumerate() {
        for &(q, other) in &buildings[i + 1..] {
            let on_tile = p.cell() == cell || q.cell() == cell || interior(p, q).iter().any(|s| s.cell() == cell);
            let in_line = p.x == q.x || p.y == q.y;
            if colour == other
                && in_line
                && on_tile
                && check_walkway(&grown, &state.options, &state.supply, p, q).is_ok()
            {
                count += 1;
            }
        }
    }
    count
}

/// "Walkway blue e5 ↔ blue e7: span 2, 2 votes", plus what the special
/// request cards make of it.
fn walkway_words(state: &State, city: &City, walkway: &Walkway, from: Sq, to: Sq) -> Said {
    let mut notes =
        vec![said!("cc-span", span = i64::from(walkway.span)), said!("cc-votes", count = i64::from(walkway.votes))];
    if !state.requests.is_empty() {
        let mut built = city.clone();
        built.walkways.push(*walkway);
        let frame = state.mode().frame;
        let requests: i64 = state
            .requests
            .iter()
            .filter_map(|id| data::request(id))
            .map(|card| card.votes_each * (request_count(card, &built, frame) - request_count(card, city, frame)))
            .sum();
        if requests != 0 {
            notes.push(said!("cc-requests-delta", votes = format!("{requests:+}")));
        }
    }
    said!(
        "cc-label-walkway-built",
        colour = colour_name(walkway.colour),
        from = from.to_string(),
        to = to.to_string(),
        notes = notes
    )
}
