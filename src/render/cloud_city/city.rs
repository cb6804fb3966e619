//! One player's city at square resolution: the names users type on the
//! margins (cells B2, squares d5), empty cells (named where a tile may go
//! now), tiles, buildings, walkways with their votes, and what the last
//! turn changed outlined.

use super::pieces::{self, BUILDING, BUILDING_SHARE, CHANGED, CLOUD, EMPTY, TARGET};
use super::{Board, SMALL};
use crate::games::cloud_city::rules::legal_cells;
use crate::games::cloud_city::state::{Cell, City, Sq, State, Step, Walkway};
use crate::games::Seat;
use crate::render::svg::{palette, Svg};

/// Room the margins' names take: above (cell letters, square letters) and
/// to the left (cell numbers, square numbers).
pub const LABEL_H: f32 = 64.0;
pub const LABEL_W: f32 = 76.0;

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

/// The frame's columns (or rows) a city shows, each with its place and
/// size in squares: a line of cells that holds a tile is two squares wide;
/// one where tiles could still go but none is yet takes one, so a young
/// city leaves room for the pieces instead of empty cloud.
struct Lines {
    /// (cell index, offset in squares, width in squares: 2 or 1).
    lines: Vec<(u8, f32, f32)>,
}

impl Lines {
    fn of(from: u8, to: u8, holds_tile: impl Fn(u8) -> bool) -> Lines {
        let mut at = 0.0;
        let mut lines = vec![];
        for i in from..=to {
            let w = if holds_tile(i) { 2.0 } else { 1.0 };
            lines.push((i, at, w));
            at += w;
        }
        Lines { lines }
    }
    fn size(&self) -> f32 {
        self.lines.iter().map(|l| l.2).sum()
    }
    fn get(&self, i: u8) -> (f32, f32) {
        self.lines.iter().find(|l| l.0 == i).map_or((0.0, 2.0), |l| (l.1, l.2))
    }
}

fn lines(state: &State, city: &City) -> (Lines, Lines) {
    let v = viewport(state, city);
    (
        Lines::of(v.0, v.2, |x| city.tiles.iter().any(|t| t.cell.x == x)),
        Lines::of(v.1, v.3, |y| city.tiles.iter().any(|t| t.cell.y == y)),
    )
}

/// A city's size in squares, its margins aside: (columns, rows).
pub fn squares(state: &State, city: &City) -> (f32, f32) {
    let (cols, rows) = lines(state, city);
    (cols.size(), rows.size())
}

/// Where one city's squares are drawn.
struct Grid {
    cols: Lines,
    rows: Lines,
    ox: f32,
    oy: f32,
    s: f32,
}

impl Grid {
    /// A cell's top-left corner and size.
    fn cell_box(&self, cell: Cell) -> (f32, f32, f32, f32) {
        let ((x, w), (y, h)) = (self.cols.get(cell.x), self.rows.get(cell.y));
        (self.ox + x * self.s, self.oy + y * self.s, w * self.s, h * self.s)
    }
    fn cell_xy(&self, cell: Cell) -> (f32, f32) {
        let (x, y, _, _) = self.cell_box(cell);
        (x, y)
    }
    /// The top-left corner of a square (of a cell that holds a tile).
    fn square_xy(&self, q: Sq) -> (f32, f32) {
        let (x, y) = self.cell_xy(q.cell());
        (x + (q.x % 2) as f32 * self.s, y + (q.y % 2) as f32 * self.s)
    }
    fn centre(&self, q: Sq) -> (f32, f32) {
        let (x, y) = self.square_xy(q);
        (x + self.s / 2.0, y + self.s / 2.0)
    }
}

/// Draws `seat`'s city with its margins' top-left corner at (x, y) and
/// squares of side `s`; returns its size.
pub fn draw(svg: &mut Svg, board: &Board, seat: Seat, x: f32, y: f32, s: f32) -> (f32, f32) {
    let state = board.state;
    let city = &state.cities[seat];
    let (cols, rows) = lines(state, city);
    let size = (LABEL_W + cols.size() * s, LABEL_H + rows.size() * s);
    let g = Grid { cols, rows, ox: x + LABEL_W, oy: y + LABEL_H, s };
    let changes = board.changes.as_ref().filter(|c| c.seat == seat);
    coordinates(svg, &g);
    open_cells(svg, &g, state, seat);
    for t in &city.tiles {
        let (x, y) = g.cell_xy(t.cell);
        svg.rect(x + 1.0, y + 1.0, 2.0 * s - 2.0, 2.0 * s - 2.0, CLOUD, palette::MUTED, s * 0.15);
        svg.raw(&format!(
            r#"<path d="M{} {}h{}M{} {}v{}" stroke="{}" stroke-width="1.5" stroke-dasharray="3 4"/>"#,
            x + 6.0,
            y + s,
            2.0 * s - 12.0,
            x + s,
            y + 6.0,
            2.0 * s - 12.0,
            palette::LINE
        ));
    }
    // The turn's tile, outlined under its buildings.
    if let Some(c) = changes {
        let (x, y) = g.cell_xy(c.tile);
        pieces::changed_outline(svg, x + 4.0, y + 4.0, 2.0 * s - 8.0, 2.0 * s - 8.0, s * 0.15);
    }
    // Bodies, then walkways from short to tall (a taller one passes above),
    // then every vote circle and digit on top, so no walkway hides a number.
    let buildings = city.map(state.mode().frame).buildings();
    for &(q, k) in &buildings {
        let (x, y) = g.square_xy(q);
        pieces::building(svg, &format!("b{seat}-{q}"), x, y, s, k);
    }
    let r = (s * 0.22).max(17.0);
    // (x, y, colour, votes, index, built by the last turn)
    let mut votes: Vec<(f32, f32, u8, u8, usize, bool)> = vec![];
    for k in 1..=3u8 {
        for (i, w) in city.walkways.iter().enumerate().filter(|(_, w)| w.colour == k) {
            let new = changes.is_some_and(|c| c.walkways.contains(&i));
            let spots = walkway(svg, &g, w, new);
            // Walkways stacked on one line would put their circles on one
            // spot: take the first spot clear of the circles placed so far.
            let clear = |&(x, y): &(f32, f32)| votes.iter().all(|v| (v.0 - x).hypot(v.1 - y) >= 2.0 * r);
            let (mx, my) = spots.iter().copied().find(clear).unwrap_or(spots[0]);
            votes.push((mx, my, k, w.votes, i, new));
        }
    }
    // All circles before any vote number, so stacked walkways' circles hide
    // no number; a new walkway's circle is ringed like the rest of its glow.
    for &(mx, my, k, _, i, new) in &votes {
        pieces::open(svg, &format!("vote{seat}-{i}"));
        let (ring, width) = if new { (CHANGED, 5.0) } else { (BUILDING[k as usize], 1.5) };
        svg.raw(&format!(
            r##"<circle cx="{mx}" cy="{my}" r="{r}" fill="#ffffff" stroke="{ring}" stroke-width="{width}"/>"##
        ));
        pieces::close(svg);
    }
    for &(mx, my, _, n, _, _) in &votes {
        svg.text(mx, my + SMALL * 0.36, SMALL, &n.to_string(), palette::INK, "middle", true);
    }
    for &(q, k) in &buildings {
        let (x, y) = g.square_xy(q);
        pieces::building_digit(svg, x, y, s, k, SMALL);
    }
    size
}

/// Cell letters and numbers (typed as B2) and, where a tile stands,
/// square letters and numbers (d5).
fn coordinates(svg: &mut Svg, g: &Grid) {
    let s = g.s;
    for &(cx, at, w) in &g.cols.lines {
        let x = g.ox + at * s;
        svg.text(x + w * s / 2.0, g.oy - 36.0, SMALL, &((b'A' + cx) as char).to_string(), palette::INK, "middle", true);
        for i in 0..(w as u8 / 2) * 2 {
            let sq = ((b'a' + cx * 2 + i) as char).to_string();
            svg.text(x + (i as f32 + 0.5) * s, g.oy - 8.0, SMALL, &sq, palette::MUTED, "middle", false);
        }
    }
    for &(cy, at, h) in &g.rows.lines {
        let y = g.oy + at * s;
        svg.text(g.ox - 60.0, y + h * s / 2.0 + 10.0, SMALL, &format!("{}", cy + 1), palette::INK, "middle", true);
        for i in 0..(h as u8 / 2) * 2 {
            let sq = format!("{}", cy * 2 + i + 1);
            svg.text(g.ox - 8.0, y + (i as f32 + 0.5) * s + 10.0, SMALL, &sq, palette::MUTED, "end", false);
        }
    }
}

/// Empty cells of the viewport; during placement, the legal ones named.
fn open_cells(svg: &mut Svg, g: &Grid, state: &State, seat: Seat) {
    let city = &state.cities[seat];
    let placing = state.active() == Some(seat) && state.step == Step::Place;
    let targets: Vec<Cell> = if placing { legal_cells(city, &state.options) } else { vec![] };
    for &(cy, _, _) in &g.rows.lines {
        for &(cx, _, _) in &g.cols.lines {
            let cell = Cell { x: cx, y: cy };
            if city.tile_at(cell).is_some() {
                continue;
            }
            let (x, y, w, h) = g.cell_box(cell);
            if targets.contains(&cell) {
                target(svg, x + 3.0, y + 3.0, w - 6.0, h - 6.0);
                let fs = (g.s * 0.5).clamp(SMALL, 34.0);
                svg.text(x + w / 2.0, y + h / 2.0 + fs * 0.36, fs, &cell.to_string(), palette::INK, "middle", true);
            } else {
                svg.rect(x + 3.0, y + 3.0, w - 6.0, h - 6.0, EMPTY, EMPTY, 6.0);
            }
        }
    }
}

/// A cell a tile may go to: filled, with a dashed outline.
pub fn target(svg: &mut Svg, x: f32, y: f32, w: f32, h: f32) {
    svg.raw(&format!(
        r#"<rect x="{x}" y="{y}" width="{w}" height="{h}" rx="6" fill="{TARGET}" stroke="{}" stroke-width="2.5" stroke-dasharray="8 5"/>"#,
        palette::INK
    ));
}

/// Draws one walkway's band (glowing if the last turn built it); returns
/// where its vote circle may go, the middle first.
fn walkway(svg: &mut Svg, g: &Grid, w: &Walkway, new: bool) -> Vec<(f32, f32)> {
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
    let width = (s * 0.2).max(8.0);
    if new {
        svg.line(x1, y1, x2, y2, CHANGED, width + 18.0);
    }
    svg.line(x1, y1, x2, y2, palette::INK, width + 3.0);
    svg.line(x1, y1, x2, y2, BUILDING[k as usize], width);
    // The vote label sits on a square boundary, never on an interior building.
    let middle = ((w.span - 1) / 2) as f32 + 0.5;
    let mut spots: Vec<f32> = (0..w.span).map(|i| i as f32 + 0.5).collect();
    spots.sort_by(|a, b| (a - middle).abs().total_cmp(&(b - middle).abs()));
    spots.into_iter().map(|t| (ax + ux * t * s + dx, ay + uy * t * s + dy)).collect()
}
