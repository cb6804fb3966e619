//! The players' areas, two ways: a compact card each for the board the
//! channel gets every turn (score, vehicle columns, floors held, roofs,
//! stars), and the full panel with each vehicle on its track and the score's
//! parts, on the players image that `/game board` adds.

use std::fmt::Write;

use crate::games::tower_up::data::{data, COLOURS};
use crate::games::tower_up::rules::or_none;
use crate::games::tower_up::scoring;
use crate::games::tower_up::state::State;
use crate::games::Seat;
use crate::i18n::{said_in, Lang};
use crate::render::svg::{fit, palette, text_width, wrap, Svg};
use crate::said;
use crate::tr;

use super::board::colour_word;
use super::pieces::{floor_block, floor_fill, roof_block};
use super::{BODY, INNER, MARGIN, SMALL, WIDTH};

/// Cards stand two to a row.
const CARD_W: f32 = (INNER - 14.0) / 2.0;
const CARD_H: f32 = 214.0;

fn status(s: &State, seat: Seat, lang: Lang) -> String {
    if s.players[seat].final_score.is_some() {
        tr!(lang, "tu-board-status-final")
    } else if !s.over && s.current == seat {
        tr!(lang, "tu-board-status-to-act")
    } else if s.final_queue.contains(&seat) {
        tr!(lang, "tu-board-status-final-left")
    } else {
        String::new()
    }
}

fn frame(svg: &mut Svg, s: &State, seat: Seat, x: f32, y: f32, w: f32, h: f32) {
    let to_act = !s.over && s.current == seat;
    svg.rect(x, y, w, h, "#ffffff", if to_act { palette::VERMILION } else { "#7d8590" }, 9.0);
    if to_act {
        svg.rect(x + 2.0, y + 2.0, w - 4.0, 44.0, "#fff4c2", "none", 8.0);
    }
}

/// The compact cards of every player, in seat order, two to a row.
pub fn cards(svg: &mut Svg, s: &State, names: &[String], lang: Lang, y: f32) -> f32 {
    let mut bottom = y;
    for (k, &seat) in s.order.iter().enumerate() {
        let x = MARGIN + (k % 2) as f32 * (CARD_W + 14.0);
        let cy = y + (k / 2) as f32 * (CARD_H + 12.0);
        card(svg, s, seat, &super::name_of(names, seat, lang), lang, x, cy);
        bottom = cy + CARD_H + 12.0;
    }
    bottom
}

/// One card: position, name, colour and score; a table of each floor
/// colour's vehicle column and floors held; roofs; stars used.
#[allow(clippy::too_many_arguments)]
fn card(svg: &mut Svg, s: &State, seat: Seat, name: &str, lang: Lang, x: f32, y: f32) {
    let p = &s.players[seat];
    frame(svg, s, seat, x, y, CARD_W, CARD_H);
    roof_block(svg, x + 10.0, y + 8.0, 32.0, 30.0, &p.colour, lang);
    let score = scoring::current(s, seat);
    let points = tr!(lang, "tu-board-points-short", points = score.total);
    svg.text(x + CARD_W - 12.0, y + 33.0, BODY, &points, palette::INK, "end", true);
    let room = CARD_W - 52.0 - 24.0 - text_width(&points, BODY, true);
    let head =
        tr!(lang, "tu-board-seat", position = s.position(seat) + 1, name = name, colour = colour_word(s, seat, lang));
    let head = fit(&head, room, BODY, true);
    svg.text(x + 52.0, y + 33.0, BODY, &head, palette::INK, "start", true);

    let label_x = x + 12.0;
    let col_x = |k: usize| x + 96.0 + k as f32 * 90.0;
    let (col_y, hand_y) = (y + 114.0, y + 146.0);
    svg.text(label_x, col_y, SMALL, &tr!(lang, "tu-board-col"), palette::MUTED, "start", false);
    let hand = tr!(lang, "tu-board-hand", count = p.hand_size());
    svg.text(label_x, hand_y, SMALL, &hand, palette::MUTED, "start", false);
    for (k, c) in COLOURS.iter().enumerate() {
        floor_block(svg, col_x(k) + 8.0, y + 54.0, 56.0, 30.0, *c, lang);
        let mid = col_x(k) + 36.0;
        svg.text(mid, col_y, BODY, &p.vehicles[c.index()].to_string(), palette::INK, "middle", true);
        svg.text(mid, hand_y, BODY, &p.hand[c.index()].to_string(), palette::INK, "middle", true);
    }
    let roofs = tr!(lang, "tu-board-roofs", left = p.roofs, visible = score.visible_roofs);
    svg.text(label_x, y + 176.0, SMALL, &roofs, palette::INK, "start", false);
    let mut used = p.used_stars.clone();
    used.sort_unstable();
    let used: Vec<String> = used.iter().map(|c| c.to_string()).collect();
    let stars = if used.is_empty() {
        tr!(lang, "tu-board-stars-none")
    } else {
        tr!(lang, "tu-board-stars", columns = used.join(", "))
    };
    // The status keeps its words; the stars give way if the line is short of room.
    let status = status(s, seat, lang);
    let room = CARD_W - 36.0 - if status.is_empty() { 0.0 } else { text_width(&status, SMALL, true) };
    svg.text(label_x, y + 204.0, SMALL, &fit(&stars, room, SMALL, false), palette::INK, "start", false);
    if !status.is_empty() {
        svg.text(x + CARD_W - 12.0, y + 204.0, SMALL, &status, palette::INK, "end", true);
    }
}

/// One player's full panel: name and score, vehicle tracks, hand, roofs,
/// chips and the score's parts. Returns the y below it.
pub fn panel(svg: &mut Svg, s: &State, seat: Seat, name: &str, lang: Lang, y: f32) -> f32 {
    let d = data();
    let track = &d.track;
    let p = &s.players[seat];
    let columns = track.end_column as usize + 1;
    let col_w = 36.0;
    let row_h = 32.0;
    let panel_h = 64.0 + 2.0 * row_h + 4.0 * row_h + 64.0;
    frame(svg, s, seat, MARGIN, y, INNER, panel_h);
    // Header: roof sample, position, name, colour, score.
    roof_block(svg, MARGIN + 12.0, y + 8.0, 32.0, 30.0, &p.colour, lang);
    let head =
        tr!(lang, "tu-board-seat", position = s.position(seat) + 1, name = name, colour = colour_word(s, seat, lang));
    let head = format!("{head} {}", status(s, seat, lang));
    let score = scoring::current(s, seat);
    let points = tr!(lang, "tu-board-points", points = score.total);
    let room = INNER - 56.0 - 40.0 - text_width(&points, BODY, true);
    svg.text(MARGIN + 56.0, y + 33.0, BODY, &fit(head.trim_end(), room, BODY, true), palette::INK, "start", true);
    svg.text(WIDTH - MARGIN - 14.0, y + 33.0, BODY, &points, palette::INK, "end", true);

    // Tracks: a column number row (what moves speak of), a points row, a row per floor colour.
    let gx = MARGIN + 70.0;
    let gy = y + 56.0;
    svg.text(gx - 8.0, gy + row_h - 8.0, SMALL, &tr!(lang, "tu-board-col"), palette::MUTED, "end", false);
    svg.text(gx - 8.0, gy + 2.0 * row_h - 8.0, SMALL, &tr!(lang, "tu-board-pts"), palette::MUTED, "end", false);
    for c in 0..columns {
        let cx = gx + c as f32 * col_w;
        if track.star_columns.contains(&(c as u32)) {
            svg.rect(cx, gy + 2.0 * row_h, col_w, 4.0 * row_h, "#fff1b8", "none", 0.0);
            let used = p.used_stars.contains(&(c as u32));
            let mark = if used { "✔" } else { "★" };
            let ink = if used { palette::GREEN } else { "#b08900" };
            svg.text(cx + col_w / 2.0, gy + 6.0 * row_h + 24.0, SMALL, mark, ink, "middle", true);
        }
        svg.text(cx + col_w / 2.0, gy + row_h - 8.0, SMALL, &c.to_string(), palette::MUTED, "middle", false);
        let value = track.column_value[c].to_string();
        svg.text(cx + col_w / 2.0, gy + 2.0 * row_h - 8.0, SMALL, &value, palette::INK, "middle", true);
    }
    let mut grid = String::new();
    for r in 0..=4 {
        let ry = gy + (2 + r) as f32 * row_h;
        let _ = write!(grid, "M{gx} {ry}H{} ", gx + columns as f32 * col_w);
    }
    for c in 0..=columns {
        let cx = gx + c as f32 * col_w;
        let _ = write!(grid, "M{cx} {}V{} ", gy + 2.0 * row_h, gy + 6.0 * row_h);
    }
    svg.raw(&format!(r#"<path d="{grid}" fill="none" stroke="{}" stroke-width="1.5"/>"#, palette::LINE));
    for (r, colour) in COLOURS.iter().enumerate() {
        let ry = gy + (2 + r) as f32 * row_h;
        floor_block(svg, MARGIN + 12.0, ry + 2.0, 46.0, row_h - 4.0, *colour, lang);
        let cx = gx + p.vehicles[colour.index()] as f32 * col_w;
        svg.rect(cx + 3.0, ry + 4.0, col_w - 6.0, row_h - 8.0, floor_fill(*colour), palette::INK, 4.0);
    }

    // Right: floors held, roofs, chips, the score's parts.
    let rx = gx + columns as f32 * col_w + 24.0;
    let mut ry = gy + 26.0;
    svg.text(rx, ry, BODY, &tr!(lang, "tu-board-floors-held", count = p.hand_size()), palette::INK, "start", true);
    ry += 12.0;
    for (k, c) in COLOURS.iter().enumerate() {
        let fx = rx + (k % 2) as f32 * 120.0;
        let fy = ry + (k / 2) as f32 * 36.0;
        floor_block(svg, fx, fy, 46.0, 30.0, *c, lang);
        svg.text(fx + 54.0, fy + 24.0, BODY, &p.hand[c.index()].to_string(), palette::INK, "start", true);
    }
    ry += 72.0 + 26.0;
    svg.text(
        rx,
        ry,
        SMALL,
        &tr!(lang, "tu-board-roofs", left = p.roofs, visible = score.visible_roofs),
        palette::INK,
        "start",
        false,
    );
    let chips = p
        .chips
        .iter()
        .map(|(id, v)| said!("tu-chip", value = *v as usize, objective = d.objective(id).name_said()))
        .collect();
    let chip_text = tr!(lang, "tu-board-chips", chips = said_in(lang, &or_none(chips)));
    let right_w = WIDTH - MARGIN - 12.0 - rx;
    for line in wrap(&chip_text, right_w, SMALL, false).iter().take(2) {
        ry += 28.0;
        svg.text(rx, ry, SMALL, line, palette::INK, "start", false);
    }
    let vehicles: i64 = p.vehicles.iter().map(|&c| track.value(c)).sum();
    let sum = tr!(lang, "tu-board-sum", vehicles = vehicles, cone = track.value(score.cone), chips = score.chips);
    svg.text(gx, y + panel_h - 10.0, SMALL, &sum, palette::MUTED, "start", false);
    y + panel_h + 10.0
}
