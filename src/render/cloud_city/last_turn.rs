//! What the last turn changed, so the images can outline it, and the strip
//! under the title that names who played it and says what they did. The
//! last turn is the one of the seat that placed the latest tile: finished,
//! or still under way when its player looks at their working board.

use super::flow::{self, Flow};
use super::pieces::{self, CHANGED, CHANGED_TINT};
use super::Board;
use crate::games::cloud_city::data::{self, building_colour, colour_name};
use crate::games::cloud_city::scoring::request_count;
use crate::games::cloud_city::state::{Cell, City, Drawn, State, Step};
use crate::games::Seat;
use crate::i18n::said_in;
use crate::render::svg::{palette, Svg};
use crate::tr;

/// The last turn's changes.
pub struct Changes {
    pub seat: Seat,
    /// Still under way: its player has not drawn or said `done` yet.
    pub under_way: bool,
    /// Where its tile went, in `seat`'s city.
    pub tile: Cell,
    /// Its walkways, as indices into `seat`'s walkways.
    pub walkways: Vec<usize>,
    pub drawn: Option<Drawn>,
    /// The seat's votes before the turn.
    pub votes_before: i64,
}

impl Changes {
    pub fn of(state: &State) -> Option<Changes> {
        let (seat, tile) = state.last_tile?;
        let city = state.cities.get(seat)?;
        let under_way = state.active() == Some(seat) && state.step != Step::Place;
        // The turn's tile is the city's latest, its walkways the latest built.
        let mut before = city.clone();
        before.tiles.pop();
        before.walkways.truncate(city.walkways.len().saturating_sub(state.turn_walkways.len()));
        Some(Changes {
            seat,
            under_way,
            tile,
            walkways: state.turn_walkways.clone(),
            drawn: state.last_draw.clone(),
            votes_before: votes(state, &before),
        })
    }

    /// Whether the supply lost a piece of this colour code and span this turn.
    pub fn took_from_supply(&self, state: &State, colour: u8, span: u8) -> bool {
        let walkways = &state.cities[self.seat].walkways;
        self.walkways.iter().filter_map(|&i| walkways.get(i)).any(|w| w.colour == colour && w.span == span)
    }

    /// The row slot whose tile the turn took (and refilled), if any.
    pub fn row_slot(&self) -> Option<usize> {
        match &self.drawn {
            Some(Drawn::Row { slot, .. }) => Some(*slot as usize),
            _ => None,
        }
    }

    /// Whether the stack gave a tile (to the hand or to the row).
    pub fn stack_changed(&self) -> bool {
        matches!(&self.drawn, Some(Drawn::Stack) | Some(Drawn::Row { refill: Some(_), .. }))
    }
}

/// A city's votes: its walkways' and the special requests'.
pub fn votes(state: &State, city: &City) -> i64 {
    let walkways: i64 = city.walkways.iter().map(|w| w.votes as i64).sum();
    let frame = state.mode().frame;
    let requests: i64 = state
        .requests
        .iter()
        .filter_map(|id| data::request(id))
        .map(|card| card.votes_each * request_count(card, city, frame))
        .sum();
    walkways + requests
}

/// A signed whole number: "+5", "−3" (with a minus sign), "0".
pub fn signed(n: i64) -> String {
    match n {
        n if n > 0 => format!("+{n}"),
        n if n < 0 => format!("−{}", -n),
        _ => "0".to_string(),
    }
}

/// The strip: "Last turn: ▣ Alice" and a line for each thing they did.
/// Returns the strip's bottom.
pub fn strip(svg: &mut Svg, board: &Board, x: f32, top: f32, w: f32) -> f32 {
    let h = flow::measure(|scratch| lines(scratch, board, x, top, w) - top);
    svg.raw(&format!(
        r#"<rect x="{x}" y="{top}" width="{w}" height="{h}" rx="10" fill="{CHANGED_TINT}" stroke="{CHANGED}" stroke-width="3"/>"#
    ));
    lines(svg, board, x, top, w)
}

fn lines(svg: &mut Svg, board: &Board, x: f32, top: f32, w: f32) -> f32 {
    let (state, lang) = (board.state, board.lang);
    let mut f = Flow::new(x + 16.0, x + w - 16.0, top + 12.0, super::SMALL);
    let Some(changes) = &board.changes else {
        f.text(svg, &tr!(lang, "cc-board-no-turn-yet"), false, palette::INK);
        return f.bottom() + 14.0;
    };
    let heading = if changes.under_way { tr!(lang, "cc-board-this-turn") } else { tr!(lang, "cc-board-last-turn") };
    f.text(svg, &heading, true, palette::INK);
    f.player(svg, state.position(changes.seat), &board.name(changes.seat), true, palette::INK);
    for line in said_lines(board, changes) {
        f.newline();
        f.text(svg, &format!("• {line}"), false, palette::INK);
    }
    f.bottom() + 14.0
}

/// What the turn did, a line each, in words.
fn said_lines(board: &Board, changes: &Changes) -> Vec<String> {
    let (state, lang) = (board.state, board.lang);
    let city = &state.cities[changes.seat];
    let mut lines = vec![];
    if let Some(placed) = city.tile_at(changes.tile) {
        let buildings: Vec<String> =
            placed.squares().iter().filter(|(_, k)| *k > 0).map(|(_, k)| said_in(lang, &building_colour(*k))).collect();
        lines.push(tr!(lang, "cc-board-turn-tile", cell = changes.tile.to_string(), buildings = buildings.join(", ")));
    }
    let built: Vec<String> = changes
        .walkways
        .iter()
        .filter_map(|&i| city.walkways.get(i))
        .map(|w| {
            let votes = tr!(lang, "cc-board-votes", count = w.votes as i64);
            tr!(lang, "cc-board-turn-walkway", colour = said_in(lang, &colour_name(w.colour)), votes = votes)
        })
        .collect();
    match built.len() {
        0 if changes.under_way => {}
        0 => lines.push(tr!(lang, "cc-board-turn-no-walkway")),
        n => lines.push(tr!(lang, "cc-board-turn-walkways", count = n, walkways = built.join(", "))),
    }
    match &changes.drawn {
        Some(Drawn::Row { slot, refill, .. }) => {
            let slot = i64::from(*slot) + 1;
            lines.push(match refill {
                Some(_) => tr!(lang, "cc-board-turn-took-refilled", slot = slot),
                None => tr!(lang, "cc-board-turn-took-empty", slot = slot),
            });
        }
        Some(Drawn::Stack) => lines.push(tr!(lang, "cc-board-turn-stack")),
        Some(Drawn::Nothing) => lines.push(tr!(lang, "cc-board-turn-nothing")),
        None if !changes.under_way => lines.push(tr!(lang, "cc-board-turn-no-draw")),
        None => {}
    }
    let gained = votes(state, city) - changes.votes_before;
    lines.push(tr!(lang, "cc-board-turn-votes", votes = signed(gained), total = votes(state, city)));
    lines
}

/// Draws the changed outline around a box, a little outside it.
pub fn outline(svg: &mut Svg, x: f32, y: f32, w: f32, h: f32) {
    pieces::changed_outline(svg, x - 5.0, y - 5.0, w + 10.0, h + 10.0, 8.0);
}
