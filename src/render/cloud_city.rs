//! Board images for Cloud City: every player's city at square resolution with
//! the names users type, the face-up row, the walkway supply, request cards,
//! scores, and whose turn and step it is. The hand image shows one seat's
//! tiles in all four rotations.

use std::fmt::Write;

use crate::games::cloud_city::data::{self, COLOUR_NAMES};
use crate::games::cloud_city::rules::legal_cells;
use crate::games::cloud_city::state::{Cell, City, Sq};
use crate::games::cloud_city::{CloudCity, State, Step};
use crate::games::{Game, Seat};
use crate::render::svg::{palette, Svg};
use crate::render::Draw;

/// Building fills by colour code (index 0 unused): blue, green, brown.
const BUILDING: [&str; 4] = ["#ffffff", palette::BLUE, palette::GREEN, "#8a5a2b"];
/// Player colours by turn position, matching `data::SEAT_COLOURS`.
const PLAYER: [&str; 4] = [palette::ORANGE, palette::PURPLE, palette::YELLOW, "#8c959f"];
const CLOUD: &str = "#ffffff";
const EMPTY: &str = "#e8ecf0";

fn player_fill(state: &State, seat: Seat) -> &'static str {
    PLAYER[state.position(seat) % 4]
}

/// Cells shown for a city: the placed tiles plus every cell that could still
/// be filled (the final image crops to the tiles). Returns (x0, y0, x1, y1).
fn viewport(state: &State, city: &City) -> (u8, u8, u8, u8) {
    let mut b = city.bbox();
    if state.step != Step::Over {
        let f = state.mode().frame;
        let long = state.options.long;
        let (bx0, by0, bx1, by1) = b;
        for y in 0..f {
            for x in 0..f {
                let (x0, y0, x1, y1) = (bx0.min(x), by0.min(y), bx1.max(x), by1.max(y));
                let (w, h) = (x1 - x0 + 1, y1 - y0 + 1);
                let ok = if long { (w <= 4 && h <= 3) || (w <= 3 && h <= 4) } else { w <= 3 && h <= 3 };
                if ok {
                    b = (b.0.min(x), b.1.min(y), b.2.max(x), b.3.max(y));
                }
            }
        }
    }
    b
}

/// Draws one building centred in a square of side `s` at (x, y).
fn building(svg: &mut Svg, x: f32, y: f32, s: f32, k: u8) {
    // Size grows with height; the digit repeats it; hue is the third cue.
    let frac = [0.0, 0.46, 0.64, 0.82][k as usize];
    let b = s * frac;
    let (bx, by) = (x + (s - b) / 2.0, y + (s - b) / 2.0);
    svg.rect(bx, by, b, b, BUILDING[k as usize], palette::INK, b * 0.12);
    let fs = (s * 0.42).max(14.0).min(b * 1.05 + 4.0);
    svg.text(x + s / 2.0, y + s / 2.0 + fs * 0.36, fs, &k.to_string(), "#ffffff", "middle", true);
}

/// A tile drawn at (x, y) with square side `s`, grid already rotated.
fn tile(svg: &mut Svg, x: f32, y: f32, s: f32, grid: [u8; 4]) {
    svg.rect(x, y, 2.0 * s, 2.0 * s, CLOUD, palette::MUTED, s * 0.12);
    for (i, &k) in grid.iter().enumerate() {
        if k > 0 {
            building(svg, x + (i % 2) as f32 * s, y + (i / 2) as f32 * s, s, k);
        }
    }
}

fn centre(ox: f32, oy: f32, s: f32, v: (u8, u8), q: Sq) -> (f32, f32) {
    (ox + (q.x as f32 - v.0 as f32 * 2.0 + 0.5) * s, oy + (q.y as f32 - v.1 as f32 * 2.0 + 0.5) * s)
}

/// One player's panel.
#[allow(clippy::too_many_arguments)]
fn panel(svg: &mut Svg, state: &State, seat: Seat, name: &str, px: f32, py: f32, pw: f32, ph: f32) {
    let active = state.active() == Some(seat);
    let fill = player_fill(state, seat);
    let border = if active { palette::INK } else { palette::LINE };
    svg.raw(&format!(
        r##"<rect x="{px}" y="{py}" width="{pw}" height="{ph}" rx="10" fill="#ffffff" stroke="{border}" stroke-width="{}"/>"##,
        if active { 4.0 } else { 1.5 }
    ));
    // Header: colour chip, name, votes.
    svg.rect(px + 12.0, py + 12.0, 22.0, 22.0, fill, palette::INK, 4.0);
    svg.text(px + 24.0, py + 29.0, 14.0, &format!("{}", state.position(seat) + 1), palette::INK, "middle", true);
    let sc = crate::games::cloud_city::scoring::score(state, seat);
    svg.text(px + 42.0, py + 30.0, 19.0, &format!("{} ({})", name, state.colour_of(seat)), palette::INK, "start", true);
    svg.text(px + pw - 12.0, py + 30.0, 19.0, &format!("{} votes", sc.total), palette::INK, "end", true);
    let c = sc.tiebreak.clone();
    let mut line2 = format!("blue {} · green {} · brown {}", c[0], c[1], c[2]);
    if !state.requests.is_empty() {
        let walk: i64 = c.iter().sum();
        let _ = write!(line2, " · cards {:+}", sc.total - walk);
    }
    let _ = write!(line2, " · hand {}", state.hands[seat].len());
    svg.text(px + 42.0, py + 52.0, 15.0, &line2, palette::MUTED, "start", false);
    if active {
        let step = match state.step {
            Step::Place => "TO PLAY: place a tile",
            Step::Walkways if state.last_round() => "TO PLAY: walkways, then done (last turn)",
            Step::Walkways => "TO PLAY: walkways, then done",
            Step::Draw => "TO PLAY: draw a tile",
            Step::Over => "",
        };
        svg.rect(px + 12.0, py + 60.0, pw - 24.0, 26.0, palette::HIGHLIGHT, palette::INK, 6.0);
        svg.text(px + pw / 2.0, py + 79.0, 16.0, step, palette::INK, "middle", true);
    }

    // City grid.
    let city = &state.cities[seat];
    let v = viewport(state, city);
    let (cols, rows) = ((v.2 - v.0 + 1) as f32 * 2.0, (v.3 - v.1 + 1) as f32 * 2.0);
    let top = py + 94.0 + 34.0;
    let left = px + 52.0;
    let aw = pw - 52.0 - 14.0;
    let ah = ph - (top - py) - 12.0;
    let s = (aw / cols).min(ah / rows).min(80.0);
    let gw = s * cols;
    let ox = left + (aw - gw) / 2.0;
    let oy = top;
    // Coordinates.
    for cx in v.0..=v.2 {
        let x = ox + (cx - v.0) as f32 * 2.0 * s;
        let cell_name = ((b'A' + cx) as char).to_string();
        svg.text(x + s, oy - 20.0, 16.0, &cell_name, palette::INK, "middle", true);
        for i in 0..2u8 {
            let sq_name = ((b'a' + cx * 2 + i) as char).to_string();
            svg.text(x + (i as f32 + 0.5) * s, oy - 4.0, 14.0, &sq_name, palette::MUTED, "middle", false);
        }
    }
    for cy in v.1..=v.3 {
        let y = oy + (cy - v.1) as f32 * 2.0 * s;
        svg.text(ox - 34.0, y + s + 6.0, 16.0, &format!("{}", cy + 1), palette::INK, "middle", true);
        for i in 0..2u8 {
            svg.text(
                ox - 6.0,
                y + (i as f32 + 0.5) * s + 5.0,
                14.0,
                &format!("{}", cy * 2 + i + 1),
                palette::MUTED,
                "end",
                false,
            );
        }
    }
    // Empty cells and legal targets.
    let targets: Vec<Cell> =
        if active && state.step == Step::Place { legal_cells(city, &state.options) } else { vec![] };
    for cy in v.1..=v.3 {
        for cx in v.0..=v.2 {
            let cell = Cell { x: cx, y: cy };
            if city.tile_at(cell).is_some() {
                continue;
            }
            let (x, y) = (ox + (cx - v.0) as f32 * 2.0 * s, oy + (cy - v.1) as f32 * 2.0 * s);
            if targets.contains(&cell) {
                svg.raw(&format!(
                    r##"<rect x="{}" y="{}" width="{}" height="{}" rx="6" fill="#fff8c5" stroke="#9a6700" stroke-width="2" stroke-dasharray="6 4"/>"##,
                    x + 3.0,
                    y + 3.0,
                    2.0 * s - 6.0,
                    2.0 * s - 6.0
                ));
                svg.text(x + s, y + s + 6.0, (s * 0.5).clamp(14.0, 22.0), &cell.to_string(), "#9a6700", "middle", true);
            } else {
                svg.raw(&format!(
                    r#"<rect x="{}" y="{}" width="{}" height="{}" rx="6" fill="{EMPTY}" stroke="{}" stroke-width="1" stroke-dasharray="3 4"/>"#,
                    x + 3.0,
                    y + 3.0,
                    2.0 * s - 6.0,
                    2.0 * s - 6.0,
                    palette::LINE
                ));
            }
        }
    }
    // Tiles (cloud squares), then a faint square grid.
    let last = state.last_tile.filter(|(s2, _)| *s2 == seat).map(|(_, c)| c);
    let map = city.map(state.mode().frame);
    for t in &city.tiles {
        let (x, y) = (ox + (t.cell.x - v.0) as f32 * 2.0 * s, oy + (t.cell.y - v.1) as f32 * 2.0 * s);
        let hl = Some(t.cell) == last;
        svg.rect(
            x + 1.0,
            y + 1.0,
            2.0 * s - 2.0,
            2.0 * s - 2.0,
            if hl { "#fff8c5" } else { CLOUD },
            palette::MUTED,
            s * 0.15,
        );
        svg.raw(&format!(
            r#"<path d="M{} {}h{}M{} {}v{}" stroke="{}" stroke-width="1" stroke-dasharray="2 3"/>"#,
            x + 4.0,
            y + s,
            2.0 * s - 8.0,
            x + s,
            y + 4.0,
            2.0 * s - 8.0,
            palette::LINE
        ));
    }
    // Tile ids, under the buildings.
    for t in &city.tiles {
        let (x, y) = (ox + (t.cell.x - v.0) as f32 * 2.0 * s, oy + (t.cell.y - v.1) as f32 * 2.0 * s);
        let label = if Some(t.cell) == last && s >= 44.0 { format!("{} new", t.tile) } else { t.tile.clone() };
        svg.text(x + 2.0 * s - 6.0, y + 2.0 * s - 6.0, 14.0, &label, palette::MUTED, "end", Some(t.cell) == last);
    }
    // Buildings and walkways by level, so that taller walkways pass above lower buildings.
    let ww = &city.walkways;
    for k in 1..=3u8 {
        for (q, kk) in map.buildings() {
            if kk != k || q.x < v.0 * 2 || q.y < v.1 * 2 {
                continue;
            }
            let (cxp, cyp) = centre(ox, oy, s, (v.0, v.1), q);
            building(svg, cxp - s / 2.0, cyp - s / 2.0, s, k);
        }
        for (i, w) in ww.iter().enumerate().filter(|(_, w)| w.colour == k) {
            let new = active_turn_walkway(state, seat, i);
            let (ax, ay) = centre(ox, oy, s, (v.0, v.1), w.a);
            let (bx, by) = centre(ox, oy, s, (v.0, v.1), w.b);
            // Perpendicular offset per colour so stacked walkways stay visible.
            let off = (k as f32 - 2.0) * s * 0.12;
            let (dx, dy) = if w.horizontal() { (0.0, off) } else { (off, 0.0) };
            // Trim the ends to the edge of the end buildings so their digits show.
            let trim = s * [0.0, 0.46, 0.64, 0.82][k as usize] / 2.0;
            let (ux, uy) = if w.horizontal() { (1.0, 0.0) } else { (0.0, 1.0) };
            let (x1, y1, x2, y2) = (ax + ux * trim + dx, ay + uy * trim + dy, bx - ux * trim + dx, by - uy * trim + dy);
            let width = (s * 0.17).max(5.0);
            if new {
                svg.line(x1, y1, x2, y2, palette::HIGHLIGHT, width + 8.0);
            }
            svg.line(x1, y1, x2, y2, palette::INK, width + 3.0);
            svg.line(x1, y1, x2, y2, BUILDING[k as usize], width);
            // The vote label sits on a square boundary, never on an interior building.
            let t = ((w.span - 1) / 2) as f32 + 0.5;
            let (mx, my) = (ax + ux * t * s + dx, ay + uy * t * s + dy);
            let r = (s * 0.2).max(11.0);
            svg.circle(mx, my, r, "#ffffff", BUILDING[k as usize]);
            svg.text(mx, my + r * 0.45, (r * 1.2).max(14.0), &w.votes.to_string(), palette::INK, "middle", true);
        }
    }
    // The highlight of the tile just placed, on top.
    for t in &city.tiles {
        let (x, y) = (ox + (t.cell.x - v.0) as f32 * 2.0 * s, oy + (t.cell.y - v.1) as f32 * 2.0 * s);
        if Some(t.cell) == last {
            svg.raw(&format!(
                r#"<rect x="{}" y="{}" width="{}" height="{}" rx="{}" fill="none" stroke="{}" stroke-width="4"/>"#,
                x + 2.0,
                y + 2.0,
                2.0 * s - 4.0,
                2.0 * s - 4.0,
                s * 0.15,
                "#bf8700"
            ));
        }
    }
}

fn active_turn_walkway(state: &State, seat: Seat, index: usize) -> bool {
    state.last_tile.map(|(s, _)| s) == Some(seat) && state.turn_walkways.contains(&index)
}

impl Draw for CloudCity {
    fn board(state: &State, names: &[String]) -> Vec<(String, String)> {
        let n = state.players();
        let (cols, pw, ph) = match n {
            2 => (2, 680.0, 700.0),
            3 => (3, 520.0, 620.0),
            _ => (2, 680.0, 620.0),
        };
        let rows_of_panels = n.div_ceil(cols);
        let width = cols as f32 * pw + (cols as f32 + 1.0) * 16.0;
        let header = 88.0;
        let strip = 250.0;
        let height = header + rows_of_panels as f32 * (ph + 16.0) + strip + 16.0;
        let mut svg = Svg::new(width as u32, height as u32);

        // Header.
        let size = if state.options.long { "3×4 city" } else { "3×3 city" };
        let status = match state.active() {
            Some(seat) => {
                let step = match state.step {
                    Step::Place => "place a tile",
                    Step::Walkways => "build walkways, then done",
                    Step::Draw => "draw a tile",
                    Step::Over => "",
                };
                format!(
                    "Round {} of {} · {} ({}) to play: {}",
                    state.round,
                    state.mode().turns,
                    name_of(names, seat),
                    state.colour_of(seat),
                    step
                )
            }
            None => {
                let w: Vec<String> = CloudCity::winners(state).iter().map(|&s| name_of(names, s)).collect();
                format!("Game over · winner: {}", w.join(" and "))
            }
        };
        svg.text(16.0, 36.0, 26.0, &format!("Cloud City · {size}"), palette::INK, "start", true);
        svg.text(width - 16.0, 36.0, 20.0, &status, palette::INK, "end", true);
        let last = if state.last_action.len() > 150 {
            format!("{}…", &state.last_action[..150])
        } else {
            state.last_action.clone()
        };
        svg.text(16.0, 70.0, 16.0, &format!("Last: {last}"), palette::MUTED, "start", false);

        // Panels in turn order.
        for (i, &seat) in state.order.iter().enumerate() {
            let (c, r) = (i % cols, i / cols);
            let px = 16.0 + c as f32 * (pw + 16.0);
            let py = header + r as f32 * (ph + 16.0);
            panel(&mut svg, state, seat, &name_of(names, seat), px, py, pw, ph);
        }

        // Bottom strip: row, supply, requests.
        let sy = header + rows_of_panels as f32 * (ph + 16.0);
        svg.rect(16.0, sy, width - 32.0, strip, "#ffffff", palette::LINE, 10.0);
        svg.text(
            32.0,
            sy + 28.0,
            18.0,
            &format!("Face-up row · stack {} tiles", state.stack.len()),
            palette::INK,
            "start",
            true,
        );
        let ts = 40.0;
        for (i, t) in state.row.iter().enumerate() {
            let x = 32.0 + i as f32 * (2.0 * ts + 26.0);
            let y = sy + 62.0;
            svg.text(x + ts, y - 8.0, 16.0, &format!("R{}", i + 1), palette::INK, "middle", true);
            match t {
                Some(id) => {
                    tile(&mut svg, x, y, ts, data::tile_grid(id).unwrap_or([0; 4]));
                    svg.text(x + ts, y + 2.0 * ts + 20.0, 15.0, id, palette::INK, "middle", false);
                }
                None => {
                    svg.rect(x, y, 2.0 * ts, 2.0 * ts, EMPTY, palette::LINE, 6.0);
                    svg.text(x + ts, y + ts + 5.0, 14.0, "empty", palette::MUTED, "middle", false);
                }
            }
        }
        // Supply table.
        let tx = 32.0 + 3.0 * (2.0 * ts + 26.0) + 20.0;
        svg.text(tx, sy + 28.0, 18.0, "Walkways left (shared supply)", palette::INK, "start", true);
        let cw = 62.0;
        for span in 1..=5usize {
            let x = tx + 90.0 + (span - 1) as f32 * cw;
            svg.text(x + cw / 2.0, sy + 54.0, 14.0, &format!("span {span}"), palette::MUTED, "middle", false);
            svg.text(
                x + cw / 2.0,
                sy + 72.0,
                14.0,
                &format!("{} vote{}", data::WALKWAY_PIECES[span - 1].0, if span == 1 { "" } else { "s" }),
                palette::MUTED,
                "middle",
                false,
            );
        }
        for k in 1..=3usize {
            let y = sy + 80.0 + (k - 1) as f32 * 36.0;
            building(&mut svg, tx, y, 30.0, k as u8);
            svg.text(tx + 36.0, y + 21.0, 15.0, COLOUR_NAMES[k], palette::INK, "start", false);
            for span in 1..=5usize {
                let x = tx + 90.0 + (span - 1) as f32 * cw;
                let left = state.supply[k - 1][span - 1];
                let (fill, ink) = if left == 0 { ("#ffebe9", "#cf222e") } else { ("#f6f8fa", palette::INK) };
                svg.rect(x + 4.0, y + 2.0, cw - 8.0, 28.0, fill, palette::LINE, 4.0);
                svg.text(x + cw / 2.0, y + 22.0, 16.0, &left.to_string(), ink, "middle", true);
            }
        }
        // Requests and legend.
        let rx = tx + 90.0 + 5.0 * cw + 30.0;
        let mut y = sy + 28.0;
        svg.text(rx, y, 18.0, "Special requests", palette::INK, "start", true);
        y += 26.0;
        if state.requests.is_empty() {
            svg.text(rx, y, 15.0, "none (variant off)", palette::MUTED, "start", false);
            y += 24.0;
        }
        for id in &state.requests {
            if let Some(r) = data::request(id) {
                svg.text(rx, y, 15.0, &format!("{} {}", r.id, r.name), palette::INK, "start", true);
                svg.text(rx, y + 19.0, 15.0, r.text, palette::INK, "start", false);
                y += 44.0;
            }
        }
        let legend = [
            "Buildings: 1 blue (short), 2 green, 3 brown (tall).",
            "Walkways show their votes in the circle.",
            "Type cells as B2, squares as d5.",
        ];
        for (i, l) in legend.iter().enumerate() {
            svg.text(rx, sy + strip - 66.0 + i as f32 * 22.0, 14.0, l, palette::MUTED, "start", false);
        }
        vec![("cloud-city.png".to_string(), svg.finish())]
    }

    fn hand_image(state: &State, seat: Seat, names: &[String]) -> Option<String> {
        let hand = state.hands.get(seat)?;
        let s = 44.0;
        let small = 26.0;
        let block: f32 = 2.0 * s + 3.0 * (2.0 * small + 36.0) + 60.0;
        let width = 32.0 + block.max(420.0);
        let height = 70.0 + hand.len().max(1) as f32 * (2.0 * s + 64.0) + 10.0;
        let mut svg = Svg::new(width as u32, height as u32);
        svg.text(
            16.0,
            34.0,
            22.0,
            &format!("{}'s hand ({}) · secret", name_of(names, seat), state.colour_of(seat)),
            palette::INK,
            "start",
            true,
        );
        let example =
            hand.first().map(|t| format!("Type e.g. `place {t} B2 90`: rotations turn clockwise.")).unwrap_or_default();
        svg.text(16.0, 58.0, 15.0, &example, palette::MUTED, "start", false);
        if hand.is_empty() {
            svg.text(16.0, 100.0, 16.0, "No tiles in hand.", palette::MUTED, "start", false);
        }
        for (i, id) in hand.iter().enumerate() {
            let y = 76.0 + i as f32 * (2.0 * s + 64.0);
            let grid = data::tile_grid(id).unwrap_or([0; 4]);
            svg.text(16.0, y + 18.0, 20.0, id, palette::INK, "start", true);
            svg.text(
                16.0 + 2.0 * s + 30.0,
                y + 18.0,
                15.0,
                "at rotation 0, 90, 180, 270:",
                palette::MUTED,
                "start",
                false,
            );
            tile(&mut svg, 16.0, y + 28.0, s, grid);
            for (j, rot) in [90u16, 180, 270].iter().enumerate() {
                let x = 16.0 + 2.0 * s + 30.0 + j as f32 * (2.0 * small + 36.0);
                tile(&mut svg, x, y + 28.0 + (2.0 * s - 2.0 * small) / 2.0, small, data::rotate(grid, *rot));
                svg.text(
                    x + small,
                    y + 28.0 + 2.0 * s + 18.0,
                    14.0,
                    &format!("{rot}"),
                    palette::MUTED,
                    "middle",
                    false,
                );
            }
            svg.text(16.0 + s, y + 28.0 + 2.0 * s + 18.0, 14.0, "0", palette::MUTED, "middle", false);
        }
        Some(svg.finish())
    }
}

fn name_of(names: &[String], seat: Seat) -> String {
    names.get(seat).cloned().unwrap_or_else(|| format!("Seat {}", seat + 1))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::games::cloud_city::Options;
    use crate::render::svg::escape;
    use rand::{Rng, SeedableRng};

    fn advance(state: &mut State, moves: usize, seed: u64) {
        let mut rng = rand_chacha::ChaCha8Rng::seed_from_u64(seed);
        for _ in 0..moves {
            let seat = match CloudCity::to_move(state) {
                crate::games::Turn::Seats(v) => v[0],
                crate::games::Turn::Over => return,
            };
            let legal = CloudCity::legal_moves(state, seat);
            let mv = if state.step == Step::Walkways && legal.len() > 1 && rng.gen_bool(0.7) {
                legal[rng.gen_range(0..legal.len() - 1)].clone()
            } else {
                legal[rng.gen_range(0..legal.len())].clone()
            };
            CloudCity::play(state, seat, &mv).unwrap();
        }
    }

    fn write(name: &str, svg: &str) -> usize {
        let png = crate::render::svg_to_png(svg).unwrap();
        std::fs::write(format!("/tmp/cloud_city-{name}.png"), &png).unwrap();
        png.len()
    }

    #[test]
    fn renders_stages() {
        let names: Vec<String> = ["Alice", "Bob", "Carmen", "Dmitri"].iter().map(|s| s.to_string()).collect();
        for (players, long, req, moves, tag) in [
            (4, false, 2, 0, "4p-start"),
            (4, false, 2, 60, "4p-mid"),
            (2, false, 1, 45, "2p-mid"),
            (3, true, 1, 9999, "3p-long-end"),
            (3, true, 2, 4, "3p-long-start"),
            (4, false, 0, 9999, "4p-end"),
        ] {
            let mut s = CloudCity::setup(&Options { long, requests: req }, players, 11).unwrap();
            advance(&mut s, moves, 5);
            let start = std::time::Instant::now();
            let boards = CloudCity::board(&s, &names);
            let t_svg = start.elapsed();
            let size = write(tag, &boards[0].1);
            eprintln!("{tag}: {} bytes, svg {:?}, total {:?}", size, t_svg, start.elapsed());
            assert!(size < 1_000_000);
            let hand = CloudCity::hand_image(&s, s.order[0], &names).unwrap();
            write(&format!("{tag}-hand"), &hand);
            // The public board names no tile that is in a hand.
            // (The "Last:" line may name a tile just drawn from the face-up row.)
            let public = boards[0].1.replace(&escape(&s.last_action), "");
            for h in &s.hands {
                for t in h {
                    assert!(!public.contains(t.as_str()), "{t}");
                }
            }
        }
    }
}
