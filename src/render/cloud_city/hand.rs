//! The hand image, for its owner alone: each tile with its id (typed in
//! `place`) in all four rotations, the tile just drawn outlined.

use super::flow::Flow;
use super::last_turn::outline;
use super::pieces;
use super::Board;
use crate::games::cloud_city::data;
use crate::games::cloud_city::state::Drawn;
use crate::games::Seat;
use crate::render::svg::{palette, Svg};
use crate::tr;

/// Drawn this wide; a phone shows it at 400 px, so 15 units read as 11.5 px.
const WIDTH: f32 = 520.0;
const TEXT: f32 = 16.0;
const TITLE: f32 = 22.0;
/// Square sides: the tile as printed, and turned (its blue buildings stay
/// 12 px across on a phone).
const BIG: f32 = 46.0;
const TURNED: f32 = 28.0;
const ROW_H: f32 = 2.0 * BIG + 70.0;

pub fn image(board: &Board, seat: Seat) -> Option<String> {
    let (state, lang) = (board.state, board.lang);
    let hand = state.hands.get(seat)?;
    let body = |svg: &mut Svg| -> f32 {
        let mut f = Flow::new(16.0, WIDTH - 16.0, 12.0, TITLE);
        f.player(svg, state.position(seat), &board.name(seat), true, palette::INK);
        f.text(svg, &tr!(lang, "cc-hand-title"), true, palette::INK);
        let mut f = Flow::new(16.0, WIDTH - 16.0, f.bottom() + 8.0, TEXT);
        match hand.first() {
            Some(tile) => f.text(svg, &tr!(lang, "cc-hand-example", tile = tile), false, palette::MUTED),
            None => f.text(svg, &tr!(lang, "cc-hand-empty"), false, palette::MUTED),
        }
        let top = f.bottom() + 16.0;
        let fresh = just_drawn(board, seat);
        for (i, id) in hand.iter().enumerate() {
            let y = top + i as f32 * ROW_H;
            let grid = data::tile_grid(id).unwrap_or([0; 4]);
            svg.text(16.0, y + TEXT, 20.0, id, palette::INK, "start", true);
            let tiles_top = y + 30.0;
            if fresh && i + 1 == hand.len() {
                svg.text(WIDTH - 16.0, y + TEXT, TEXT, &tr!(lang, "cc-hand-new"), pieces::CHANGED, "end", true);
                outline(svg, 20.0, tiles_top, 2.0 * BIG, 2.0 * BIG);
            }
            pieces::tile(svg, &format!("hand{i}"), 20.0, tiles_top, BIG, grid, TEXT);
            svg.text(20.0 + BIG, tiles_top + 2.0 * BIG + 26.0, TEXT, "0°", palette::MUTED, "middle", false);
            for (j, rot) in [90u16, 180, 270].iter().enumerate() {
                let x = 20.0 + 2.0 * BIG + 40.0 + j as f32 * (2.0 * TURNED + 44.0);
                let ty = tiles_top + BIG - TURNED;
                pieces::tile(svg, &format!("hand{i}-{rot}"), x, ty, TURNED, data::rotate(grid, *rot), TEXT);
                let label = format!("{rot}°");
                svg.text(x + TURNED, tiles_top + 2.0 * BIG + 26.0, TEXT, &label, palette::MUTED, "middle", false);
            }
        }
        top + hand.len() as f32 * ROW_H
    };
    let height = super::flow::measure(body);
    let mut svg = Svg::new(WIDTH as u32, height.ceil() as u32 + 8);
    body(&mut svg);
    Some(svg.finish())
}

/// Whether the seat's latest hand tile came with its turn that just ended.
fn just_drawn(board: &Board, seat: Seat) -> bool {
    board.changes.as_ref().is_some_and(|c| {
        c.seat == seat && !c.under_way && matches!(c.drawn, Some(Drawn::Row { .. }) | Some(Drawn::Stack))
    })
}
