//! What all players share: the face-up row and the stack, the walkway
//! supply, the special request cards, and the legend of the board's marks.

use super::city;
use super::flow::{self, Flow};
use super::last_turn::outline;
use super::pieces::{self, EXHAUSTED, EXHAUSTED_INK};
use super::{Board, BODY, MARGIN, SMALL, WIDTH};
use crate::games::cloud_city::data;
use crate::i18n::said_in;
use crate::render::svg::{palette, Svg};
use crate::tr;

/// A tile square's side in the row.
const ROW_SQUARE: f32 = 46.0;
/// The supply table's columns.
const SPAN_W: f32 = 66.0;
const SUPPLY_LABEL_W: f32 = 118.0;

/// The row and the stack on the left, the walkway supply on the right, in
/// one box from `top`; returns its bottom.
pub fn row_and_supply(svg: &mut Svg, board: &Board, top: f32) -> f32 {
    let inner = WIDTH - 2.0 * MARGIN;
    let h = 330.0;
    svg.rect(MARGIN, top, inner, h, "#ffffff", palette::LINE, 12.0);
    row(svg, board, MARGIN + 18.0, top + 14.0);
    supply(svg, board, MARGIN + inner - 18.0 - SUPPLY_LABEL_W - 5.0 * SPAN_W, top + 14.0);
    top + h + MARGIN
}

/// R1-R3 with their tiles (ids as hints for typing) and the stack.
fn row(svg: &mut Svg, board: &Board, x0: f32, top: f32) {
    let (state, lang) = (board.state, board.lang);
    let changes = board.changes.as_ref();
    svg.text(x0, top + BODY, BODY, &tr!(lang, "cc-board-row"), palette::INK, "start", true);
    let ts = ROW_SQUARE;
    let step = 2.0 * ts + 26.0;
    let ty = top + 104.0;
    for (i, t) in state.row.iter().enumerate() {
        let x = x0 + 6.0 + i as f32 * step;
        svg.text(x + ts, ty - 14.0, SMALL, &format!("R{}", i + 1), palette::INK, "middle", true);
        if changes.and_then(|c| c.row_slot()) == Some(i) {
            outline(svg, x, ty, 2.0 * ts, 2.0 * ts);
        }
        match t {
            Some(id) => {
                pieces::tile(svg, &format!("row{i}"), x, ty, ts, data::tile_grid(id).unwrap_or([0; 4]), SMALL);
                svg.text(x + ts, ty + 2.0 * ts + 38.0, SMALL, id, palette::MUTED, "middle", false);
            }
            // An empty slot: its place, dashed (only once the stack runs out).
            None => {
                svg.raw(&format!(
                    r#"<rect x="{x}" y="{ty}" width="{w}" height="{w}" rx="6" fill="none" stroke="{}" stroke-width="2" stroke-dasharray="6 5"/>"#,
                    palette::MUTED,
                    w = 2.0 * ts
                ));
            }
        }
    }
    // The stack: its backs and how many tiles it holds.
    let x = x0 + 6.0 + 3.0 * step;
    let side = 2.0 * ts;
    if changes.is_some_and(|c| c.stack_changed()) {
        outline(svg, x, ty, side, side);
    }
    pieces::stack(svg, x, ty, side);
    let count = tr!(lang, "cc-board-stack", count = state.stack.len());
    svg.text(x + side / 2.0, ty + side + 38.0, SMALL, &count, palette::INK, "middle", false);
}

/// Walkways left: a row per colour, a column per span with its votes.
fn supply(svg: &mut Svg, board: &Board, x0: f32, top: f32) {
    let (state, lang) = (board.state, board.lang);
    svg.text(x0, top + BODY, BODY, &tr!(lang, "cc-board-walkways-left"), palette::INK, "start", true);
    let gx = x0 + SUPPLY_LABEL_W;
    let heads = [(tr!(lang, "cc-board-span"), top + 82.0), (tr!(lang, "cc-board-votes-each"), top + 120.0)];
    for (label, y) in &heads {
        svg.text(x0, *y, SMALL, label, palette::MUTED, "start", false);
    }
    for span in 1..=5usize {
        let x = gx + (span - 1) as f32 * SPAN_W + SPAN_W / 2.0;
        svg.text(x, heads[0].1, SMALL, &span.to_string(), palette::MUTED, "middle", true);
        let votes = data::WALKWAY_PIECES[span - 1].0;
        svg.text(x, heads[1].1, SMALL, &votes.to_string(), palette::MUTED, "middle", false);
    }
    for k in 1..=3u8 {
        let ry = top + 140.0 + (k - 1) as f32 * 58.0;
        pieces::building_icon(svg, x0 + 20.0, ry + 4.0, 46.0, k, SMALL);
        for span in 1..=5u8 {
            let x = gx + (span - 1) as f32 * SPAN_W;
            let left = state.supply[k as usize - 1][span as usize - 1];
            let (fill, ink) = if left == 0 { (EXHAUSTED, EXHAUSTED_INK) } else { (palette::PAPER, palette::INK) };
            svg.rect(x + 5.0, ry + 3.0, SPAN_W - 10.0, 48.0, fill, palette::LINE, 5.0);
            if board.changes.as_ref().is_some_and(|c| c.took_from_supply(state, k, span)) {
                pieces::changed_outline(svg, x + 3.0, ry + 1.0, SPAN_W - 6.0, 52.0, 6.0);
            }
            svg.text(x + SPAN_W / 2.0, ry + 37.0, BODY, &left.to_string(), ink, "middle", true);
        }
    }
}

/// The special request cards in play, from `top`; returns the bottom.
pub fn requests(svg: &mut Svg, board: &Board, top: f32) -> f32 {
    let (state, lang) = (board.state, board.lang);
    if state.requests.is_empty() {
        return top;
    }
    let mut f = Flow::new(MARGIN, WIDTH - MARGIN, top, BODY);
    f.text(svg, &tr!(lang, "cc-board-requests"), true, palette::INK);
    let mut bottom = f.bottom();
    for id in &state.requests {
        let Some(r) = data::request(id) else { continue };
        let mut f = Flow::new(MARGIN, WIDTH - MARGIN, bottom + 10.0, SMALL);
        f.text(svg, &said_in(lang, &r.name()), true, palette::INK);
        f.text(svg, &format!("({})", r.id), false, palette::MUTED);
        f.text(svg, &said_in(lang, &r.text()), false, palette::INK);
        bottom = f.bottom();
    }
    bottom + MARGIN
}

/// What the pictures mean: the buildings, a vote circle, the changed
/// outline, a cell a tile may go to, and how to type places.
pub fn legend(svg: &mut Svg, board: &Board, top: f32) -> f32 {
    let lang = board.lang;
    let mut f = Flow::new(MARGIN, WIDTH - MARGIN, top, SMALL).with_buildings();
    let buildings = [
        (1u8, tr!(lang, "cc-board-legend-blue")),
        (2, tr!(lang, "cc-board-legend-green")),
        (3, tr!(lang, "cc-board-legend-brown")),
    ];
    for (k, words) in buildings {
        f.building_and(svg, k, &words, false, palette::MUTED);
        f.space(SMALL * 0.5);
    }
    f.newline();
    let h = f.icon();
    let votes = tr!(lang, "cc-board-legend-votes");
    f.keep(h * 1.5 + flow::width(&votes, SMALL, false));
    f.picture(svg, h, |svg, x, y| {
        pieces::open(svg, "legend-vote");
        svg.circle(x + h / 2.0, y + h / 2.0, h / 2.0, "#ffffff", palette::BLUE);
        pieces::close(svg);
        svg.text(x + h / 2.0, y + h / 2.0 + SMALL * 0.36, SMALL, "3", palette::INK, "middle", true);
    });
    f.text(svg, &votes, false, palette::MUTED);
    f.space(SMALL * 0.5);
    let changed = tr!(lang, "cc-board-legend-changed");
    f.keep(h * 1.9 + flow::width(&changed, SMALL, false));
    f.picture(svg, h * 1.4, |svg, x, y| {
        svg.rect(x + 4.0, y + 4.0, h * 1.4 - 8.0, h - 8.0, "#ffffff", palette::MUTED, 4.0);
        pieces::changed_outline(svg, x + 3.0, y + 3.0, h * 1.4 - 6.0, h - 6.0, 6.0);
    });
    f.text(svg, &changed, false, palette::MUTED);
    if board.state.step != crate::games::cloud_city::Step::Over {
        f.space(SMALL * 0.5);
        let target = tr!(lang, "cc-board-legend-target");
        f.keep(h * 1.5 + flow::width(&target, SMALL, false));
        f.picture(svg, h, |svg, x, y| city::target(svg, x + 2.0, y + 2.0, h - 4.0, h - 4.0));
        f.text(svg, &target, false, palette::MUTED);
        f.newline();
        f.text(svg, &tr!(lang, "cc-board-legend-typing"), false, palette::MUTED);
    }
    f.bottom() + MARGIN
}
