//! The players' areas, two ways: a row each on the board the channel gets
//! every turn (score, vehicle columns, floors held, roofs, stars used), and the
//! full panel with each vehicle on its track and the score's parts, on the
//! players image that `/game board` adds. A player is named by their display
//! name beside a roof of theirs (colour and initial).

use std::fmt::Write;

use crate::games::tower_up::data::{data, COLOURS};
use crate::games::tower_up::rules::or_none;
use crate::games::tower_up::scoring;
use crate::games::tower_up::state::State;
use crate::games::Seat;
use crate::i18n::{said_in, Lang};
use crate::render::svg::{palette, text_width, Svg};
use crate::said;
use crate::tr;

use super::inline;
use super::last_turn::Marks;
use super::pieces::{change_glow, change_ring, floor_block, floor_fill, roof_block};
use super::{name_of, BODY, INNER, MARGIN, SMALL, SMALL_LINE, WIDTH};

/// What a seat is doing in a running game ("to act", "final", …); nothing once it is over.
fn status(s: &State, seat: Seat, lang: Lang) -> String {
    if s.over {
        String::new()
    } else if s.players[seat].final_score.is_some() {
        tr!(lang, "tu-board-status-final")
    } else if s.current == seat {
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
        svg.rect(x + 2.0, y + 2.0, w - 4.0, 50.0, "#fff4c2", "none", 8.0);
    }
}

/// The head of a player's row or panel: a roof of theirs, position and
/// name, and the score at the right.
fn head(svg: &mut Svg, s: &State, seat: Seat, names: &[String], lang: Lang, y: f32, points: &str) {
    let p = &s.players[seat];
    roof_block(svg, &format!("piece-roof-player-{seat}"), MARGIN + 12.0, y + 9.0, 42.0, 36.0, &p.colour, lang, false);
    svg.text(WIDTH - MARGIN - 14.0, y + 38.0, BODY, points, palette::INK, "end", true);
    let room = INNER - 64.0 - 36.0 - text_width(points, BODY, true);
    let head = tr!(lang, "tu-board-seat", position = s.position(seat) + 1, name = name_of(names, seat, lang));
    svg.text(MARGIN + 66.0, y + 38.0, BODY, &inline::fit(&head, room, BODY, true), palette::INK, "start", true);
}

const CELL_H: f32 = 36.0;

/// Where the table's column of floor colour `k` starts, and how wide it is.
fn col_x(k: usize) -> f32 {
    MARGIN + 160.0 + k as f32 * 82.0
}
const COL_W: f32 = 56.0;

/// Every player's row, in turn order, under one head of floor colours.
pub fn rows(svg: &mut Svg, s: &State, marks: &Marks, names: &[String], lang: Lang, y: f32) -> f32 {
    for (k, c) in COLOURS.iter().enumerate() {
        floor_block(svg, col_x(k), y, COL_W, CELL_H, *c, lang);
    }
    let mut y = y + CELL_H + 10.0;
    for &seat in &s.order {
        y = row(svg, s, marks, seat, names, lang, y) + 10.0;
    }
    y
}

/// Lines of `text` in `room`, split first where a " · " joins its parts.
fn parts_in(text: &str, room: f32, size: f32, bold: bool) -> Vec<String> {
    if inline::width(text, size, bold) <= room {
        return vec![text.to_string()];
    }
    text.split(" · ").flat_map(|part| inline::wrap(part, room, size, bold)).collect()
}

/// One row: each floor colour's vehicle column and floors held at the
/// left, under the head's colours; roofs, stars and what the player is
/// doing at the right.
fn row(svg: &mut Svg, s: &State, marks: &Marks, seat: Seat, names: &[String], lang: Lang, y: f32) -> f32 {
    let p = &s.players[seat];
    let mover = marks.mover_is(seat);
    let score = scoring::current(s, seat);
    let right_x = MARGIN + 484.0;
    let right_room = WIDTH - MARGIN - 14.0 - right_x;
    let roofs = tr!(lang, "tu-board-roofs", left = p.roofs, visible = score.visible_roofs);
    let mut used = p.used_stars.clone();
    used.sort_unstable();
    let used: Vec<String> = used.iter().map(|c| c.to_string()).collect();
    // The star columns used, once there are some (the players image marks each).
    let stars = match used.is_empty() {
        true => String::new(),
        false => tr!(lang, "tu-board-stars", columns = used.join(", ")),
    };
    let mut right: Vec<(String, bool, bool)> = vec![];
    for (text, glow, bold) in [
        (roofs, mover && marks.roofs_left, false),
        (stars, mover && !marks.stars.is_empty(), false),
        (status(s, seat, lang), false, true),
    ] {
        if text.is_empty() {
            continue; // no blank line where there is nothing to say
        }
        right.extend(parts_in(&text, right_room, SMALL, bold).into_iter().map(|l| (l, glow, bold)));
    }
    let table_h = 2.0 * CELL_H + 8.0;
    let right_h = right.len() as f32 * SMALL_LINE + 8.0;
    let height = 54.0 + table_h.max(right_h) + 6.0;
    frame(svg, s, seat, MARGIN, y, INNER, height);
    head(svg, s, seat, names, lang, y, &tr!(lang, "tu-board-points-short", points = score.total));

    let top = y + 54.0;
    let label_x = MARGIN + 14.0;
    let (col_y, hand_y) = (top + 30.0, top + 30.0 + CELL_H);
    svg.text(label_x, col_y, SMALL, &tr!(lang, "tu-board-col"), palette::MUTED, "start", false);
    svg.text(
        label_x,
        hand_y,
        SMALL,
        &tr!(lang, "tu-board-hand", count = p.hand_size()),
        palette::MUTED,
        "start",
        false,
    );
    for (k, c) in COLOURS.iter().enumerate() {
        let mid = col_x(k) + COL_W / 2.0;
        for (value, changed, at) in [
            (p.vehicles[c.index()], mover && marks.vehicles[c.index()], col_y),
            (p.hand[c.index()], mover && marks.hand[c.index()], hand_y),
        ] {
            if changed {
                change_glow(svg, mid - COL_W / 2.0, at - BODY + 2.0, COL_W, BODY + 6.0);
            }
            svg.text(mid, at, BODY, &value.to_string(), palette::INK, "middle", true);
        }
    }
    let mut ry = top - 6.0;
    for (line, glow, bold) in right {
        ry += SMALL_LINE;
        if glow {
            change_glow(svg, right_x - 6.0, ry - SMALL, inline::width(&line, SMALL, bold) + 12.0, SMALL + 8.0);
        }
        inline::line(svg, s, right_x, ry, SMALL, &line, palette::INK, "start", bold);
    }
    y + height
}

/// One player's full panel: name and score, vehicle tracks, floors held,
/// roofs, chips and the score's parts. Returns the y below it.
pub fn panel(svg: &mut Svg, s: &State, marks: &Marks, seat: Seat, names: &[String], lang: Lang, y: f32) -> f32 {
    let d = data();
    let track = &d.track;
    let p = &s.players[seat];
    let mover = marks.mover_is(seat);
    let columns = track.end_column as usize + 1;
    let (col_w, row_h) = (48.0, 40.0);
    let score = scoring::current(s, seat);
    let gx = MARGIN + 86.0;
    let gy = y + 58.0;
    // Below the tracks: floors held, roofs, chips, the score's parts.
    let chips = p
        .chips
        .iter()
        .map(|(id, v)| said!("tu-chip", value = *v as usize, objective = d.objective(id).name_said()))
        .collect();
    let vehicles: i64 = p.vehicles.iter().map(|&c| track.value(c)).sum();
    let below = [
        tr!(lang, "tu-board-roofs", left = p.roofs, visible = score.visible_roofs),
        tr!(lang, "tu-board-chips", chips = said_in(lang, &or_none(chips))),
        tr!(lang, "tu-board-sum", vehicles = vehicles, cone = track.value(score.cone), chips = score.chips),
    ];
    let below: Vec<String> = below.iter().flat_map(|t| inline::wrap(t, INNER - 28.0, SMALL, false)).collect();
    let grid_bottom = gy + 6.0 * row_h + 40.0;
    let height = grid_bottom - y + 56.0 + below.len() as f32 * SMALL_LINE + 16.0;
    frame(svg, s, seat, MARGIN, y, INNER, height);
    let status = status(s, seat, lang);
    let points = tr!(lang, "tu-board-points", points = score.total);
    let points = if status.is_empty() { points } else { format!("{status} · {points}") };
    head(svg, s, seat, names, lang, y, &points);

    // Tracks: a column number row (what moves speak of), a points row, a row per floor colour.
    svg.text(gx - 10.0, gy + row_h - 10.0, SMALL, &tr!(lang, "tu-board-col"), palette::MUTED, "end", false);
    svg.text(gx - 10.0, gy + 2.0 * row_h - 10.0, SMALL, &tr!(lang, "tu-board-pts"), palette::MUTED, "end", false);
    for c in 0..columns {
        let cx = gx + c as f32 * col_w;
        if track.star_columns.contains(&(c as u32)) {
            svg.rect(cx, gy + 2.0 * row_h, col_w, 4.0 * row_h, "#fff1b8", "none", 0.0);
            let used = p.used_stars.contains(&(c as u32));
            let (mark, ink) = if used { ("✔", palette::GREEN) } else { ("★", "#b08900") };
            if used && mover && marks.stars.contains(&(c as u32)) {
                change_glow(svg, cx + 4.0, gy + 6.0 * row_h + 4.0, col_w - 8.0, 34.0);
            }
            svg.text(cx + col_w / 2.0, gy + 6.0 * row_h + 31.0, SMALL, mark, ink, "middle", true);
        }
        svg.text(cx + col_w / 2.0, gy + row_h - 10.0, SMALL, &c.to_string(), palette::MUTED, "middle", false);
        let value = track.column_value[c].to_string();
        svg.text(cx + col_w / 2.0, gy + 2.0 * row_h - 10.0, SMALL, &value, palette::INK, "middle", true);
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
        floor_block(svg, MARGIN + 12.0, ry + 2.0, 58.0, row_h - 4.0, *colour, lang);
        let cx = gx + p.vehicles[colour.index()] as f32 * col_w;
        if mover && marks.vehicles[colour.index()] {
            change_ring(svg, cx + 4.0, ry + 4.0, col_w - 8.0, row_h - 8.0);
        }
        svg.raw(&format!(r#"<g id="piece-vehicle-{seat}-{}">"#, colour.name()));
        svg.rect(cx + 4.0, ry + 4.0, col_w - 8.0, row_h - 8.0, floor_fill(*colour), palette::INK, 4.0);
        svg.raw("</g>");
    }

    // Floors held, as blocks with their counts, then the lines below.
    let mut ly = grid_bottom + 40.0;
    let held = tr!(lang, "tu-board-floors-held", count = p.hand_size());
    svg.text(MARGIN + 14.0, ly, BODY, &held, palette::INK, "start", true);
    let fx0 = MARGIN + 14.0 + text_width(&held, BODY, true) + 20.0;
    for (k, c) in COLOURS.iter().enumerate() {
        let fx = fx0 + k as f32 * 118.0;
        floor_block(svg, fx, ly - 28.0, 50.0, 36.0, *c, lang);
        let count = p.hand[c.index()].to_string();
        if mover && marks.hand[c.index()] {
            change_glow(svg, fx + 54.0, ly - 28.0, text_width(&count, BODY, true) + 12.0, 36.0);
        }
        svg.text(fx + 60.0, ly, BODY, &count, palette::INK, "start", true);
    }
    ly += 12.0;
    for line in &below {
        ly += SMALL_LINE;
        svg.text(MARGIN + 14.0, ly, SMALL, line, palette::INK, "start", false);
    }
    y + height + 10.0
}
