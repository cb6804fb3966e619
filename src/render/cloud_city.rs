//! Board images for Cloud City: every player's city at square resolution with
//! the names users type, the face-up row, the walkway supply, request cards,
//! scores, and whose turn and step it is. The hand image shows one seat's
//! tiles in all four rotations.

use crate::games::cloud_city::data;
use crate::games::cloud_city::rules::legal_cells;
use crate::games::cloud_city::state::{Cell, City, Sq};
use crate::games::cloud_city::{CloudCity, State, Step};
use crate::games::{Game, Seat};
use crate::i18n::{self, Lang};
use crate::render::svg::{self, palette, Svg};
use crate::render::Draw;
use crate::tr;

/// Building fills by colour code (index 0 unused): blue, green, brown.
const BUILDING: [&str; 4] = ["#ffffff", palette::BLUE, palette::GREEN, "#8a5a2b"];
/// Player colours by turn position, matching `data::SEAT_COLOURS`.
const PLAYER: [&str; 4] = [palette::ORANGE, palette::PURPLE, palette::YELLOW, "#8c959f"];
const CLOUD: &str = "#ffffff";
const EMPTY: &str = "#e8ecf0";
/// A building's side as a share of its square, by height: size is a cue
/// besides hue and digit.
const BUILDING_SHARE: [f32; 4] = [0.0, 0.56, 0.70, 0.84];

/// The board is drawn 1000 units wide, no text under 22 units, and stored at 55 %
/// (a phone shows it 400 px wide either way; fewer pixels, fewer bytes, quicker).
const WIDTH: f32 = 1000.0;
const STORED_SCALE: f32 = 0.55;
const MARGIN: f32 = 16.0;
const SMALL: f32 = 22.0;
const BODY: f32 = 24.0;
const HEADING: f32 = 28.0;

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

/// A building's body, centred in a square of side `s` at (x, y).
fn building_body(svg: &mut Svg, x: f32, y: f32, s: f32, k: u8) {
    let b = s * BUILDING_SHARE[k as usize];
    svg.rect(x + (s - b) / 2.0, y + (s - b) / 2.0, b, b, BUILDING[k as usize], palette::INK, b * 0.12);
}

/// A building's height digit, drawn after the walkways so none hides it.
fn building_digit(svg: &mut Svg, x: f32, y: f32, s: f32, k: u8) {
    // A dark outline keeps the white digit readable over a walkway or a vote circle.
    let fs = (s * 0.45).max(SMALL);
    svg.raw(&format!(
        r##"<text x="{}" y="{}" font-size="{fs}" font-weight="bold" fill="#ffffff" stroke="{}" stroke-width="3" paint-order="stroke" text-anchor="middle">{k}</text>"##,
        x + s / 2.0,
        y + s / 2.0 + fs * 0.36,
        palette::INK
    ));
}

/// A tile drawn at (x, y) with square side `s`, grid already rotated.
fn tile(svg: &mut Svg, x: f32, y: f32, s: f32, grid: [u8; 4]) {
    svg.rect(x, y, 2.0 * s, 2.0 * s, CLOUD, palette::MUTED, s * 0.12);
    for (i, &k) in grid.iter().enumerate() {
        if k > 0 {
            let (bx, by) = (x + (i % 2) as f32 * s, y + (i / 2) as f32 * s);
            building_body(svg, bx, by, s, k);
            building_digit(svg, bx, by, s, k);
        }
    }
}

/// Where one city's squares are drawn.
struct Grid {
    /// The top-left cell shown.
    v0: (u8, u8),
    ox: f32,
    oy: f32,
    s: f32,
}

impl Grid {
    fn cell_xy(&self, cell: Cell) -> (f32, f32) {
        (self.ox + (cell.x - self.v0.0) as f32 * 2.0 * self.s, self.oy + (cell.y - self.v0.1) as f32 * 2.0 * self.s)
    }
    /// The top-left corner of a square.
    fn square_xy(&self, q: Sq) -> (f32, f32) {
        (
            self.ox + (q.x as f32 - self.v0.0 as f32 * 2.0) * self.s,
            self.oy + (q.y as f32 - self.v0.1 as f32 * 2.0) * self.s,
        )
    }
    fn centre(&self, q: Sq) -> (f32, f32) {
        let (x, y) = self.square_xy(q);
        (x + self.s / 2.0, y + self.s / 2.0)
    }
    fn shows(&self, q: Sq) -> bool {
        q.x >= self.v0.0 * 2 && q.y >= self.v0.1 * 2
    }
}

/// Where a player's panel goes: its corner and size.
struct Frame {
    px: f32,
    py: f32,
    pw: f32,
    ph: f32,
}

/// One player's panel: header, then the city.
fn panel(svg: &mut Svg, state: &State, seat: Seat, name: &str, frame: Frame, lang: Lang) {
    let Frame { px, py, pw, ph } = frame;
    let active = state.active() == Some(seat);
    let border = if active { palette::INK } else { palette::LINE };
    svg.raw(&format!(
        r##"<rect x="{px}" y="{py}" width="{pw}" height="{ph}" rx="10" fill="#ffffff" stroke="{border}" stroke-width="{}"/>"##,
        if active { 4.0 } else { 1.5 }
    ));
    let top = panel_header(svg, state, seat, name, (px, py, pw), lang);
    city(svg, state, seat, px, top, pw, py + ph - 12.0 - top);
}

/// Colour chip with turn position, name, votes and their parts, the step to play.
fn panel_header(svg: &mut Svg, state: &State, seat: Seat, name: &str, at: (f32, f32, f32), lang: Lang) -> f32 {
    let (px, py, pw) = at;
    let active = state.active() == Some(seat);
    svg.rect(px + 12.0, py + 12.0, 30.0, 30.0, player_fill(state, seat), palette::INK, 4.0);
    let position = format!("{}", state.position(seat) + 1);
    svg.text(px + 27.0, py + 35.0, SMALL, &position, palette::INK, "middle", true);
    let sc = crate::games::cloud_city::scoring::score(state, seat);
    let votes = tr!(lang, "cc-board-votes", count = sc.total);
    svg.text(px + pw - 12.0, py + 36.0, BODY, &votes, palette::INK, "end", true);
    let room = pw - 66.0 - svg::text_width(&votes, BODY, true);
    let colour = i18n::said_in(lang, &state.colour_of(seat));
    let head = svg::fit(&tr!(lang, "cc-board-player", name = name, colour = colour), room, BODY, true);
    svg.text(px + 52.0, py + 36.0, BODY, &head, palette::INK, "start", true);
    // The fitting estimate runs wide, so the lines may reach close to the border.
    let inner = pw - 20.0;
    let c = sc.tiebreak.clone();
    let parts = tr!(lang, "cc-board-colour-votes", blue = c[0], green = c[1], brown = c[2]);
    svg.text(px + 14.0, py + 68.0, SMALL, &svg::fit(&parts, inner, SMALL, false), palette::MUTED, "start", false);
    let mut more = vec![tr!(lang, "cc-board-hand", count = state.hands[seat].len())];
    if !state.requests.is_empty() {
        let walk: i64 = c.iter().sum();
        more.push(tr!(lang, "cc-board-cards", votes = format!("{:+}", sc.total - walk)));
    }
    if let Some((_, cell)) = state.last_tile.filter(|(s2, _)| *s2 == seat) {
        if let Some(t) = state.cities[seat].tile_at(cell) {
            more.push(tr!(lang, "cc-board-new-tile", tile = &t.tile, cell = cell.to_string()));
        }
    }
    // Notes that do not fit are left out whole (the new tile is outlined anyway).
    let more = more.into_iter().fold(String::new(), |line, note| {
        let longer = if line.is_empty() { note } else { format!("{line} · {note}") };
        if svg::text_width(&longer, SMALL, false) <= inner {
            longer
        } else {
            line
        }
    });
    svg.text(px + 14.0, py + 96.0, SMALL, &more, palette::MUTED, "start", false);
    let mut y = py + 108.0;
    if active {
        let step = match state.step {
            Step::Place => tr!(lang, "cc-board-to-play-place"),
            Step::Walkways if state.last_round() => tr!(lang, "cc-board-to-play-last"),
            Step::Walkways => tr!(lang, "cc-board-to-play-walkways"),
            Step::Draw => tr!(lang, "cc-board-to-play-draw"),
            Step::Over => String::new(),
        };
        svg.rect(px + 12.0, y, pw - 24.0, 32.0, palette::HIGHLIGHT, palette::INK, 6.0);
        let step = svg::fit(&step, pw - 36.0, SMALL, true);
        svg.text(px + pw / 2.0, y + 24.0, SMALL, &step, palette::INK, "middle", true);
        y += 36.0;
    }
    y
}

/// The city grid with coordinates, open cells, tiles, buildings and walkways.
fn city(svg: &mut Svg, state: &State, seat: Seat, px: f32, top: f32, pw: f32, room: f32) {
    let active = state.active() == Some(seat);
    let city = &state.cities[seat];
    let v = viewport(state, city);
    let (cols, rows) = ((v.2 - v.0 + 1) as f32 * 2.0, (v.3 - v.1 + 1) as f32 * 2.0);
    // Room for the coordinates: two rows above, two columns to the left.
    let (label_h, label_w) = (56.0, 72.0);
    let aw = pw - label_w - 14.0;
    let ah = room - label_h;
    let s = (aw / cols).min(ah / rows).min(80.0);
    let g = Grid { v0: (v.0, v.1), ox: px + label_w + (aw - s * cols) / 2.0, oy: top + label_h, s };
    coordinates(svg, &g, v);
    open_cells(svg, &g, state, city, v, active);
    let last = state.last_tile.filter(|(s2, _)| *s2 == seat).map(|(_, c)| c);
    for t in &city.tiles {
        let (x, y) = g.cell_xy(t.cell);
        let fill = if Some(t.cell) == last { "#fff8c5" } else { CLOUD };
        svg.rect(x + 1.0, y + 1.0, 2.0 * s - 2.0, 2.0 * s - 2.0, fill, palette::MUTED, s * 0.15);
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
    // The tile just placed, outlined under its buildings.
    if let Some(cell) = last {
        let (x, y) = g.cell_xy(cell);
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
    // Bodies, then walkways from short to tall (a taller one passes above),
    // then every vote circle and digit on top, so no walkway hides a number.
    let buildings: Vec<(Sq, u8)> =
        city.map(state.mode().frame).buildings().into_iter().filter(|(q, _)| g.shows(*q)).collect();
    for &(q, k) in &buildings {
        let (x, y) = g.square_xy(q);
        building_body(svg, x, y, s, k);
    }
    let r = (s * 0.22).max(15.0);
    let mut votes: Vec<(f32, f32, u8, u8)> = vec![];
    for k in 1..=3u8 {
        for (i, w) in city.walkways.iter().enumerate().filter(|(_, w)| w.colour == k) {
            let spots = walkway(svg, &g, w, active_turn_walkway(state, seat, i));
            // Walkways stacked on one line would put their circles on one
            // spot: take the first spot clear of the circles placed so far.
            let clear = |&(x, y): &(f32, f32)| votes.iter().all(|v| (v.0 - x).hypot(v.1 - y) >= 2.0 * r);
            let (mx, my) = spots.iter().copied().find(clear).unwrap_or(spots[0]);
            votes.push((mx, my, k, w.votes));
        }
    }
    // All circles before any vote number, so stacked walkways' circles hide no number.
    for &(mx, my, k, _) in &votes {
        svg.circle(mx, my, r, "#ffffff", BUILDING[k as usize]);
    }
    for &(mx, my, _, n) in &votes {
        svg.text(mx, my + SMALL * 0.36, SMALL, &n.to_string(), palette::INK, "middle", true);
    }
    for &(q, k) in &buildings {
        let (x, y) = g.square_xy(q);
        building_digit(svg, x, y, s, k);
    }
}

/// Cell letters and numbers (typed as B2) and square letters and numbers (d5).
fn coordinates(svg: &mut Svg, g: &Grid, v: (u8, u8, u8, u8)) {
    let s = g.s;
    for cx in v.0..=v.2 {
        let x = g.ox + (cx - v.0) as f32 * 2.0 * s;
        svg.text(x + s, g.oy - 32.0, SMALL, &((b'A' + cx) as char).to_string(), palette::INK, "middle", true);
        for i in 0..2u8 {
            let sq = ((b'a' + cx * 2 + i) as char).to_string();
            svg.text(x + (i as f32 + 0.5) * s, g.oy - 6.0, SMALL, &sq, palette::MUTED, "middle", false);
        }
    }
    for cy in v.1..=v.3 {
        let y = g.oy + (cy - v.1) as f32 * 2.0 * s;
        svg.text(g.ox - 52.0, y + s + 8.0, SMALL, &format!("{}", cy + 1), palette::INK, "middle", true);
        for i in 0..2u8 {
            let sq = format!("{}", cy * 2 + i + 1);
            svg.text(g.ox - 6.0, y + (i as f32 + 0.5) * s + 8.0, SMALL, &sq, palette::MUTED, "end", false);
        }
    }
}

/// Empty cells of the viewport; during placement, the legal ones named.
fn open_cells(svg: &mut Svg, g: &Grid, state: &State, city: &City, v: (u8, u8, u8, u8), active: bool) {
    let s = g.s;
    let targets: Vec<Cell> =
        if active && state.step == Step::Place { legal_cells(city, &state.options) } else { vec![] };
    for cy in v.1..=v.3 {
        for cx in v.0..=v.2 {
            let cell = Cell { x: cx, y: cy };
            if city.tile_at(cell).is_some() {
                continue;
            }
            let (x, y) = g.cell_xy(cell);
            let (fill, stroke, dash) =
                if targets.contains(&cell) { ("#fff8c5", "#9a6700", "6 4") } else { (EMPTY, palette::LINE, "3 4") };
            svg.raw(&format!(
                r#"<rect x="{}" y="{}" width="{}" height="{}" rx="6" fill="{fill}" stroke="{stroke}" stroke-width="2" stroke-dasharray="{dash}"/>"#,
                x + 3.0,
                y + 3.0,
                2.0 * s - 6.0,
                2.0 * s - 6.0,
            ));
            if targets.contains(&cell) {
                svg.text(
                    x + s,
                    y + s + 9.0,
                    (s * 0.5).clamp(SMALL, 30.0),
                    &cell.to_string(),
                    "#9a6700",
                    "middle",
                    true,
                );
            }
        }
    }
}

/// Draws one walkway's band; returns where its vote circle may go, the
/// middle first.
fn walkway(svg: &mut Svg, g: &Grid, w: &crate::games::cloud_city::state::Walkway, new: bool) -> Vec<(f32, f32)> {
    let (s, k) = (g.s, w.colour);
    let (ax, ay) = g.centre(w.a);
    let (bx, by) = g.centre(w.b);
    // Perpendicular offset per colour so stacked walkways stay visible.
    let off = (k as f32 - 2.0) * s * 0.12;
    let (dx, dy) = if w.horizontal() { (0.0, off) } else { (off, 0.0) };
    // Trim the ends to the edge of the end buildings.
    let trim = s * BUILDING_SHARE[k as usize] / 2.0;
    let (ux, uy) = if w.horizontal() { (1.0, 0.0) } else { (0.0, 1.0) };
    let (x1, y1, x2, y2) = (ax + ux * trim + dx, ay + uy * trim + dy, bx - ux * trim + dx, by - uy * trim + dy);
    let width = (s * 0.17).max(5.0);
    if new {
        svg.line(x1, y1, x2, y2, palette::HIGHLIGHT, width + 8.0);
    }
    svg.line(x1, y1, x2, y2, palette::INK, width + 3.0);
    svg.line(x1, y1, x2, y2, BUILDING[k as usize], width);
    // The vote label sits on a square boundary, never on an interior building.
    let middle = ((w.span - 1) / 2) as f32 + 0.5;
    let mut spots: Vec<f32> = (0..w.span).map(|i| i as f32 + 0.5).collect();
    spots.sort_by(|a, b| (a - middle).abs().total_cmp(&(b - middle).abs()));
    spots.into_iter().map(|t| (ax + ux * t * s + dx, ay + uy * t * s + dy)).collect()
}

fn active_turn_walkway(state: &State, seat: Seat, index: usize) -> bool {
    state.last_tile.map(|(s, _)| s) == Some(seat) && state.turn_walkways.contains(&index)
}

fn status_line(state: &State, names: &[String], lang: Lang) -> String {
    match state.active() {
        Some(seat) => {
            let step = match state.step {
                Step::Place => tr!(lang, "cc-board-step-place"),
                Step::Walkways => tr!(lang, "cc-board-step-walkways"),
                Step::Draw | Step::Over => tr!(lang, "cc-board-step-draw"),
            };
            tr!(
                lang,
                "cc-board-status",
                round = state.round,
                turns = state.mode().turns,
                name = name_of(names, seat, lang),
                colour = i18n::said_in(lang, &state.colour_of(seat)),
                step = step
            )
        }
        None => {
            let w: Vec<String> = CloudCity::winners(state).iter().map(|&s| name_of(names, s, lang)).collect();
            tr!(lang, "cc-board-over", count = w.len(), winners = w.join(", "))
        }
    }
}

/// Title, whose turn and step, and the last action.
fn header(svg: &mut Svg, state: &State, names: &[String], lang: Lang) -> f32 {
    let size = if state.options.long { tr!(lang, "cc-board-size-long") } else { tr!(lang, "cc-board-size-short") };
    let mut y = 0.0;
    let title = tr!(lang, "cc-board-title", size = size, status = status_line(state, names, lang));
    for line in svg::wrap(&title, WIDTH - 2.0 * MARGIN, HEADING, true) {
        y += HEADING + 8.0;
        svg.text(MARGIN, y, HEADING, &line, palette::INK, "start", true);
    }
    let last = tr!(lang, "cc-board-last", what = i18n::said_in(lang, &state.last_action));
    for line in svg::wrap(&last, WIDTH - 2.0 * MARGIN, SMALL, false).iter().take(3) {
        y += 30.0;
        svg.text(MARGIN, y, SMALL, line, palette::MUTED, "start", false);
    }
    y + 16.0
}

/// The face-up row and the walkway supply, side by side.
fn shared_supply(svg: &mut Svg, state: &State, y: f32, lang: Lang) -> f32 {
    let inner = WIDTH - 2.0 * MARGIN;
    let h = 250.0;
    svg.rect(MARGIN, y, inner, h, "#ffffff", palette::LINE, 10.0);
    let x0 = MARGIN + 16.0;
    svg.text(x0, y + 34.0, BODY, &tr!(lang, "cc-board-row", count = state.stack.len()), palette::INK, "start", true);
    let ts = 42.0;
    for (i, t) in state.row.iter().enumerate() {
        let x = x0 + i as f32 * (2.0 * ts + 24.0);
        let ty = y + 76.0;
        svg.text(x + ts, ty - 8.0, SMALL, &format!("R{}", i + 1), palette::INK, "middle", true);
        match t {
            Some(id) => {
                tile(svg, x, ty, ts, data::tile_grid(id).unwrap_or([0; 4]));
                svg.text(x + ts, ty + 2.0 * ts + 28.0, SMALL, id, palette::INK, "middle", false);
            }
            None => {
                svg.rect(x, ty, 2.0 * ts, 2.0 * ts, EMPTY, palette::LINE, 6.0);
                svg.text(x + ts, ty + ts + 8.0, SMALL, &tr!(lang, "cc-board-empty"), palette::MUTED, "middle", false);
            }
        }
    }
    // Walkways left: a row per colour, a column per span.
    let tx = x0 + 3.0 * (2.0 * ts + 24.0) + 20.0;
    svg.text(tx, y + 34.0, BODY, &tr!(lang, "cc-board-walkways-left"), palette::INK, "start", true);
    // The colour names get a column of their own (the board's short forms).
    let cw = 86.0;
    let label_room = 150.0 - 46.0 - 8.0;
    let gx = tx + 150.0;
    for span in 1..=5usize {
        let x = gx + (span - 1) as f32 * cw;
        let votes = data::WALKWAY_PIECES[span - 1].0;
        svg.text(x + cw / 2.0, y + 70.0, SMALL, &format!("{span} ({votes})"), palette::MUTED, "middle", false);
    }
    for k in 1..=3usize {
        let ry = y + 86.0 + (k - 1) as f32 * 50.0;
        building_body(svg, tx, ry, 40.0, k as u8);
        building_digit(svg, tx, ry, 40.0, k as u8);
        let colour = match k {
            1 => tr!(lang, "cc-board-blue"),
            2 => tr!(lang, "cc-board-green"),
            _ => tr!(lang, "cc-board-brown"),
        };
        let colour = svg::fit(&colour, label_room, SMALL, false);
        svg.text(tx + 46.0, ry + 28.0, SMALL, &colour, palette::INK, "start", false);
        for span in 1..=5usize {
            let x = gx + (span - 1) as f32 * cw;
            let left = state.supply[k - 1][span - 1];
            let (fill, ink) = if left == 0 { ("#ffebe9", "#cf222e") } else { ("#f6f8fa", palette::INK) };
            svg.rect(x + 6.0, ry + 2.0, cw - 12.0, 40.0, fill, palette::LINE, 4.0);
            svg.text(x + cw / 2.0, ry + 30.0, BODY, &left.to_string(), ink, "middle", true);
        }
    }
    y + h + 16.0
}

/// The special request cards and what the board's marks mean.
fn requests_and_legend(svg: &mut Svg, state: &State, y: f32, lang: Lang) -> f32 {
    let inner = WIDTH - 2.0 * MARGIN;
    let mut y = y;
    if !state.requests.is_empty() {
        y += BODY;
        svg.text(MARGIN, y, BODY, &tr!(lang, "cc-board-requests"), palette::INK, "start", true);
        for id in &state.requests {
            if let Some(r) = data::request(id) {
                let card = tr!(
                    lang,
                    "cc-board-request",
                    id = r.id,
                    name = i18n::said_in(lang, &r.name()),
                    text = i18n::said_in(lang, &r.text())
                );
                for line in svg::wrap(&card, inner, SMALL, false) {
                    y += 28.0;
                    svg.text(MARGIN, y, SMALL, &line, palette::INK, "start", false);
                }
            }
        }
        y += 10.0;
    }
    let legend = [tr!(lang, "cc-board-legend-buildings"), tr!(lang, "cc-board-legend-supply")];
    for item in legend {
        for line in svg::wrap(&item, inner, SMALL, false) {
            y += 28.0;
            svg.text(MARGIN, y, SMALL, &line, palette::MUTED, "start", false);
        }
    }
    y + 16.0
}

impl Draw for CloudCity {
    fn board(state: &State, names: &[String], lang: Lang) -> Vec<(String, String)> {
        let n = state.players();
        let cols = 2;
        let pw = (WIDTH - 3.0 * MARGIN) / 2.0;
        let ph = if n <= 2 { 640.0 } else { 600.0 };
        let mut svg = Svg::new(WIDTH as u32, 0).scaled(STORED_SCALE);
        let mut y = header(&mut svg, state, names, lang);
        for (i, &seat) in state.order.iter().enumerate() {
            let (c, r) = (i % cols, i / cols);
            let px = MARGIN + c as f32 * (pw + MARGIN);
            let py = y + r as f32 * (ph + MARGIN);
            panel(&mut svg, state, seat, &name_of(names, seat, lang), Frame { px, py, pw, ph }, lang);
        }
        y += n.div_ceil(cols) as f32 * (ph + MARGIN);
        y = shared_supply(&mut svg, state, y, lang);
        y = requests_and_legend(&mut svg, state, y, lang);
        svg.set_height(y.ceil() as u32);
        vec![("cloud-city.png".to_string(), svg.finish())]
    }

    fn hand_image(state: &State, seat: Seat, names: &[String], lang: Lang) -> Option<String> {
        let hand = state.hands.get(seat)?;
        let s = 44.0;
        let small = 26.0;
        let block: f32 = 2.0 * s + 3.0 * (2.0 * small + 36.0) + 60.0;
        let width = 32.0 + block.max(420.0);
        // The title and the example wrap (Ukrainian runs longer); the tiles follow them.
        let colour = i18n::said_in(lang, &state.colour_of(seat));
        let title = svg::wrap(
            &tr!(lang, "cc-hand-title", name = name_of(names, seat, lang), colour = colour),
            width - 32.0,
            22.0,
            true,
        );
        let example = hand.first().map(|t| tr!(lang, "cc-hand-example", tile = t)).unwrap_or_default();
        let example = svg::wrap(&example, width - 32.0, 15.0, false);
        let extra = (title.len().max(1) - 1) as f32 * 28.0 + (example.len().max(1) - 1) as f32 * 20.0;
        let height = 70.0 + extra + hand.len().max(1) as f32 * (2.0 * s + 64.0) + 10.0;
        let mut svg = Svg::new(width as u32, height as u32);
        let mut y = 6.0;
        for line in &title {
            y += 28.0;
            svg.text(16.0, y, 22.0, line, palette::INK, "start", true);
        }
        y += 4.0;
        for line in &example {
            y += 20.0;
            svg.text(16.0, y, 15.0, line, palette::MUTED, "start", false);
        }
        if hand.is_empty() {
            svg.text(16.0, y + 42.0, 16.0, &tr!(lang, "cc-hand-empty"), palette::MUTED, "start", false);
        }
        let top = 76.0 + extra;
        for (i, id) in hand.iter().enumerate() {
            let y = top + i as f32 * (2.0 * s + 64.0);
            let grid = data::tile_grid(id).unwrap_or([0; 4]);
            svg.text(16.0, y + 18.0, 20.0, id, palette::INK, "start", true);
            svg.text(
                16.0 + 2.0 * s + 30.0,
                y + 18.0,
                15.0,
                &tr!(lang, "cc-hand-rotations"),
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

fn name_of(names: &[String], seat: Seat, lang: Lang) -> String {
    names.get(seat).cloned().unwrap_or_else(|| tr!(lang, "cc-board-seat", number = seat + 1))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::games::cloud_city::Options;
    use crate::render::layout;
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
    fn renders_stages_in_both_languages_within_their_boxes() {
        let names: Vec<String> = ["Alice", "Bob", "Carmen", "Dmytro"].iter().map(|s| s.to_string()).collect();
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
            for lang in Lang::ALL {
                let tag = format!("{tag}-{}", lang.code());
                let start = std::time::Instant::now();
                let boards = CloudCity::board(&s, &names, lang);
                let t_svg = start.elapsed();
                assert_eq!(layout::check_until_redesigned(&boards[0].1).unwrap(), vec![], "{tag}");
                let size = write(&tag, &boards[0].1);
                eprintln!("{tag}: {} bytes, svg {:?}, total {:?}", size, t_svg, start.elapsed());
                assert!(size < 1_000_000);
                let hand = CloudCity::hand_image(&s, s.order[0], &names, lang).unwrap();
                assert_eq!(layout::check_until_redesigned(&hand).unwrap(), vec![], "{tag} hand");
                write(&format!("{tag}-hand"), &hand);
                // The public board names no tile that is in a hand.
                // (The "Last:" line may name a tile just drawn from the face-up row.)
                let last = escape(&i18n::said_in(lang, &s.last_action));
                let public = boards[0].1.replace(&last, "");
                for h in &s.hands {
                    for t in h {
                        assert!(!public.contains(t.as_str()), "{t}");
                    }
                }
            }
        }
    }

    #[test]
    fn the_ukrainian_board_is_worded_in_ukrainian() {
        let names: Vec<String> = ["Аліса", "Богдан"].iter().map(|s| s.to_string()).collect();
        let mut s = CloudCity::setup(&Options { long: false, requests: 2 }, 2, 3).unwrap();
        advance(&mut s, 7, 2);
        let board = &CloudCity::board(&s, &names, Lang::Uk)[0].1;
        for words in ["Ряд · у стосі", "Залишок переходів", "Особливі замовлення", "Останній хід: "]
        {
            assert!(board.contains(words), "{words}");
        }
        for english in ["Face-up row", "Walkways left", "Special requests", "Last: ", " votes<"] {
            assert!(!board.contains(english), "{english}");
        }
    }
}
