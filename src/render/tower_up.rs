//! Board images for tower_up: the city board (sites, streets, districts,
//! parks, towers with their floors and roofs), the market, the supply, the
//! objectives and one panel per player (vehicle tracks, hand, roofs, chips,
//! score). Floors carry a letter (K black, W white, B brown, G grey) and
//! roofs the initial of their player's colour, so nothing relies on hue.

use std::fmt::Write;

use crate::games::tower_up::data::{data, Colour, Icon, COLOURS};
use crate::games::tower_up::state::{ActionKind, Piece, State, TriggerKind};
use crate::games::tower_up::{scoring, TowerUp};
use crate::games::Game;
use crate::render::svg::{palette, Svg};
use crate::render::Draw;

const WIDTH: f32 = 1500.0;
const CELL_W: f32 = 108.0;
const CELL_H: f32 = 150.0;
const SITE_W: f32 = 90.0;
const SITE_H: f32 = 136.0;
const BOARD_X: f32 = 20.0;
const BOARD_Y: f32 = 92.0;
const PANEL_H: f32 = 214.0;

fn floor_fill(c: Colour) -> &'static str {
    match c {
        Colour::Black => "#262626",
        Colour::White => "#ffffff",
        Colour::Brown => "#8c5a2b",
        Colour::Grey => "#a3a3a3",
    }
}

fn floor_ink(c: Colour) -> &'static str {
    match c {
        Colour::Black | Colour::Brown => "#ffffff",
        Colour::White | Colour::Grey => palette::INK,
    }
}

fn floor_letter(c: Colour) -> &'static str {
    match c {
        Colour::Black => "K",
        Colour::White => "W",
        Colour::Brown => "B",
        Colour::Grey => "G",
    }
}

fn player_fill(colour: &str) -> &'static str {
    match colour {
        "orange" => palette::ORANGE,
        "blue" => palette::BLUE,
        "green" => palette::GREEN,
        "purple" => palette::PURPLE,
        _ => palette::MUTED,
    }
}

fn player_letter(colour: &str) -> String {
    colour.chars().next().unwrap_or('?').to_ascii_uppercase().to_string()
}

fn district_tint(d: u32) -> &'static str {
    match d {
        1 => "#fbe3e3",
        2 => "#e0efe6",
        3 => "#e1e8fb",
        4 => "#fbf0cc",
        _ => "#ece3f6",
    }
}

fn circled(d: u32) -> String {
    char::from_u32(0x2460 + d.saturating_sub(1)).map(|c| c.to_string()).unwrap_or_else(|| d.to_string())
}

/// A floor block with its letter.
fn floor_block(svg: &mut Svg, x: f32, y: f32, w: f32, h: f32, c: Colour) {
    let stroke = if c == Colour::White { palette::INK } else { "#000000" };
    svg.rect(x, y, w, h, floor_fill(c), stroke, 2.0);
    let size = (h - 3.0).clamp(9.0, 14.0);
    svg.text(x + w / 2.0, y + h / 2.0 + size * 0.36, size, floor_letter(c), floor_ink(c), "middle", true);
}

/// A roof: a pointed cap in the player's colour with the colour's initial.
fn roof_block(svg: &mut Svg, x: f32, y: f32, w: f32, h: f32, colour: &str) {
    let peak = (h * 0.35).min(6.0);
    svg.raw(&format!(
        r#"<polygon points="{},{} {},{} {},{} {},{} {},{}" fill="{}" stroke="{}" stroke-width="1.5"/>"#,
        x - 3.0,
        y + h,
        x - 3.0,
        y + peak,
        x + w / 2.0,
        y,
        x + w + 3.0,
        y + peak,
        x + w + 3.0,
        y + h,
        player_fill(colour),
        palette::INK
    ));
    let size = (h - 3.0).clamp(9.0, 14.0);
    svg.text(x + w / 2.0, y + h / 2.0 + size * 0.45, size, &player_letter(colour), "#ffffff", "middle", true);
}

fn tree(svg: &mut Svg, x: f32, y: f32) {
    svg.rect(x - 2.0, y + 4.0, 4.0, 9.0, "#7a4e22", "#7a4e22", 0.0);
    svg.raw(&format!(
        r##"<polygon points="{},{} {},{} {},{}" fill="#3f9b4f" stroke="#22622e" stroke-width="1.2"/>"##,
        x,
        y - 10.0,
        x - 9.0,
        y + 6.0,
        x + 9.0,
        y + 6.0
    ));
}

fn vehicle_icon(svg: &mut Svg, x: f32, y: f32, c: Colour) {
    // A small car: body, cabin and two wheels, with the floor letter.
    let stroke = if c == Colour::White { palette::INK } else { "#000000" };
    svg.rect(x, y + 5.0, 34.0, 14.0, floor_fill(c), stroke, 3.0);
    svg.rect(x + 7.0, y, 18.0, 8.0, floor_fill(c), stroke, 2.0);
    svg.circle(x + 8.0, y + 20.0, 3.5, palette::INK, palette::INK);
    svg.circle(x + 26.0, y + 20.0, 3.5, palette::INK, palette::INK);
    svg.text(x + 17.0, y + 17.0, 11.0, floor_letter(c), floor_ink(c), "middle", true);
}

fn site_xy(row: usize, col: usize) -> (f32, f32) {
    (BOARD_X + col as f32 * CELL_W, BOARD_Y + row as f32 * CELL_H)
}

fn draw_board(svg: &mut Svg, s: &State) {
    let board = s.board_data();
    let centre = |i: usize| {
        let (x, y) = site_xy(board.sites[i].row, board.sites[i].col);
        (x + SITE_W / 2.0, y + SITE_H / 2.0)
    };
    // Streets under the sites.
    for (i, site) in board.sites.iter().enumerate() {
        for &a in &site.adj {
            if a > i {
                let (x1, y1) = centre(i);
                let (x2, y2) = centre(a);
                svg.line(x1, y1, x2, y2, "#aab2bb", 6.0);
            }
        }
    }
    let highlight: Vec<usize> = s.last.as_ref().map(|l| l.sites.clone()).unwrap_or_default();
    for (i, site) in board.sites.iter().enumerate() {
        let (x, y) = site_xy(site.row, site.col);
        if highlight.contains(&i) {
            svg.rect(x - 5.0, y - 5.0, SITE_W + 10.0, SITE_H + 10.0, palette::HIGHLIGHT, palette::VERMILION, 8.0);
        }
        svg.rect(x, y, SITE_W, SITE_H, district_tint(site.district), "#7d8590", 6.0);
        svg.text(x + 6.0, y + 18.0, 16.0, &site.label, palette::INK, "start", true);
        svg.text(x + SITE_W - 5.0, y + 18.0, 15.0, &circled(site.district), palette::MUTED, "end", false);
        if site.park {
            tree(svg, x + SITE_W - 12.0, y + 34.0);
        }
        let Some(t) = &s.towers[i] else { continue };
        let n = t.stack.len() as f32;
        let top = y + 40.0;
        let bottom = y + SITE_H - 6.0;
        let h = ((bottom - top) / n).min(17.0);
        let w = 40.0;
        let bx = x + (SITE_W - w) / 2.0 - 6.0;
        for (k, p) in t.stack.iter().enumerate() {
            let py = bottom - (k as f32 + 1.0) * h;
            match p {
                Piece::Floor => floor_block(svg, bx, py, w, h - 1.0, t.colour),
                Piece::Roof { seat, .. } => roof_block(svg, bx, py, w, h - 1.0, &s.players[*seat].colour),
            }
        }
        svg.text(bx + w + 6.0, bottom - 2.0, 14.0, &format!("{}", t.height()), palette::MUTED, "start", true);
    }
}

fn draw_market(svg: &mut Svg, s: &State, x: f32, y: f32) -> f32 {
    let d = data();
    svg.text(x, y + 16.0, 18.0, "Market", palette::INK, "start", true);
    let hl = s.last.as_ref().and_then(|l| l.slot);
    for (k, &ci) in s.market.iter().enumerate() {
        let card = &d.cards[ci];
        let cx = x + k as f32 * 150.0;
        let cy = y + 26.0;
        if hl == Some(k) {
            svg.rect(cx - 4.0, cy - 4.0, 138.0, 146.0, palette::HIGHLIGHT, palette::VERMILION, 8.0);
        }
        svg.rect(cx, cy, 130.0, 138.0, "#ffffff", "#7d8590", 6.0);
        svg.text(cx + 8.0, cy + 20.0, 16.0, &format!("slot {}", k + 1), palette::INK, "start", true);
        svg.text(cx + 122.0, cy + 20.0, 14.0, &card.id, palette::MUTED, "end", false);
        let n = card.floors.len();
        for (j, icon) in card.floors.iter().enumerate() {
            let fy = cy + 110.0 - j as f32 * 20.0;
            match icon {
                Icon::Fixed(c) => floor_block(svg, cx + 10.0, fy, 50.0, 18.0, *c),
                Icon::Wild => {
                    // A wild floor: dashed outline and "wild".
                    svg.raw(&format!(
                        r##"<rect x="{}" y="{fy}" width="50" height="18" rx="2" fill="#ffffff" stroke="{}" stroke-width="1.5" stroke-dasharray="4 3"/>"##,
                        cx + 10.0,
                        palette::INK
                    ));
                    svg.text(cx + 35.0, fy + 14.0, 13.0, "wild", palette::INK, "middle", true);
                }
            }
        }
        if n == 0 {
            svg.text(cx + 35.0, cy + 80.0, 14.0, "no floors", palette::MUTED, "middle", false);
        }
        for (j, v) in card.vehicles.iter().enumerate() {
            vehicle_icon(svg, cx + 82.0, cy + 104.0 - j as f32 * 32.0, *v);
        }
    }
    y + 172.0
}

fn draw_supply(svg: &mut Svg, s: &State, x: f32, y: f32) -> f32 {
    svg.text(x, y + 16.0, 18.0, "Supply", palette::INK, "start", true);
    for (k, c) in COLOURS.iter().enumerate() {
        let fx = x + 80.0 + k as f32 * 86.0;
        floor_block(svg, fx, y + 2.0, 26.0, 18.0, *c);
        svg.text(fx + 32.0, y + 17.0, 16.0, &s.supply[c.index()].to_string(), palette::INK, "start", true);
    }
    svg.text(
        x + 440.0,
        y + 17.0,
        14.0,
        &format!("deck {} · discards {}", s.deck.len(), s.discard_pile.len()),
        palette::MUTED,
        "start",
        false,
    );
    y + 34.0
}

/// Splits text into lines of at most `max` characters.
fn wrap(text: &str, max: usize) -> Vec<String> {
    let mut lines = vec![];
    let mut line = String::new();
    for word in text.split_whitespace() {
        if !line.is_empty() && line.len() + 1 + word.len() > max {
            lines.push(std::mem::take(&mut line));
        }
        if !line.is_empty() {
            line.push(' ');
        }
        line.push_str(word);
    }
    if !line.is_empty() {
        lines.push(line);
    }
    lines
}

fn draw_objectives(svg: &mut Svg, s: &State, x: f32, y: f32) -> f32 {
    let d = data();
    svg.text(x, y + 16.0, 18.0, "Objectives (chips left)", palette::INK, "start", true);
    let mut y = y + 26.0;
    for (k, o) in s.objectives.iter().enumerate() {
        let obj = d.objective(&o.id);
        svg.rect(x, y, 580.0, 78.0, "#ffffff", "#7d8590", 6.0);
        svg.text(x + 10.0, y + 20.0, 16.0, &format!("{}. {}", k + 1, obj.name), palette::INK, "start", true);
        for (j, line) in wrap(&obj.text, 62).iter().take(2).enumerate() {
            svg.text(x + 10.0, y + 42.0 + j as f32 * 18.0, 14.0, line, palette::INK, "start", false);
        }
        // Chips left, highest first (right-aligned).
        if o.chips.is_empty() {
            svg.text(x + 570.0, y + 20.0, 14.0, "no chips left", palette::MUTED, "end", false);
        }
        for (j, chip) in o.chips.iter().enumerate() {
            let cx = x + 560.0 - (o.chips.len() - 1 - j) as f32 * 30.0;
            svg.circle(cx, y + 16.0, 13.0, "#f4d35e", palette::INK);
            svg.text(cx, y + 21.0, 14.0, &chip.to_string(), palette::INK, "middle", true);
        }
        y += 86.0;
    }
    y
}

fn draw_scores(svg: &mut Svg, s: &State, names: &[String], x: f32, y: f32) {
    svg.text(x, y + 16.0, 18.0, "Turn order and scores", palette::INK, "start", true);
    for (k, &seat) in s.order.iter().enumerate() {
        let p = &s.players[seat];
        let ly = y + 28.0 + k as f32 * 26.0;
        roof_block(svg, x + 4.0, ly, 20.0, 18.0, &p.colour);
        let name = names.get(seat).cloned().unwrap_or_else(|| format!("Seat {}", seat + 1));
        let status = if p.final_score.is_some() {
            "final"
        } else if !s.over && s.current == seat {
            "to act"
        } else if s.final_queue.contains(&seat) {
            "one final action left"
        } else {
            "provisional"
        };
        let total = scoring::current(s, seat).total;
        svg.text(
            x + 34.0,
            ly + 15.0,
            16.0,
            &format!("{}. {name} ({})", k + 1, p.colour),
            palette::INK,
            "start",
            !s.over && s.current == seat,
        );
        svg.text(x + 400.0, ly + 15.0, 16.0, &format!("{total}"), palette::INK, "end", true);
        svg.text(x + 412.0, ly + 15.0, 14.0, status, palette::MUTED, "start", false);
    }
}

fn draw_player(svg: &mut Svg, s: &State, seat: usize, name: &str, x: f32, y: f32, w: f32) {
    let d = data();
    let track = &d.track;
    let p = &s.players[seat];
    let to_act = !s.over && s.current == seat;
    let stroke = if to_act { palette::VERMILION } else { "#7d8590" };
    svg.rect(x, y, w, PANEL_H - 10.0, "#ffffff", stroke, 8.0);
    if to_act {
        svg.rect(x + 1.0, y + 1.0, w - 2.0, 30.0, "#fff4c2", "none", 8.0);
    }
    // Header: roof sample, name, colour, turn position, score.
    roof_block(svg, x + 14.0, y + 8.0, 22.0, 18.0, &p.colour);
    let pos = s.position(seat) + 1;
    let mut head = format!("{pos}. {} ({})", name, p.colour);
    if to_act {
        head.push_str(" ◀ to act");
    }
    svg.text(x + 48.0, y + 23.0, 16.0, &head, palette::INK, "start", true);
    let score = scoring::current(s, seat);
    let label = if p.final_score.is_some() { "final" } else { "now" };
    svg.text(x + w - 12.0, y + 23.0, 16.0, &format!("score {} ({label})", score.total), palette::INK, "end", true);
    // Tracks: money values, star columns, vehicle positions.
    let tx = x + 50.0;
    let col_w = 28.0;
    let ty = y + 40.0;
    for c in 0..=track.end_column {
        let cx = tx + c as f32 * col_w;
        let star = track.star_columns.contains(&c);
        if star {
            svg.rect(cx, ty, col_w, 22.0 + 4.0 * 24.0, "#fff1b8", "none", 0.0);
            let used = p.used_stars.contains(&c);
            svg.text(
                cx + col_w / 2.0,
                ty + 22.0 + 4.0 * 24.0 + 16.0,
                15.0,
                if used { "✔" } else { "★" },
                if used { palette::GREEN } else { "#b08900" },
                "middle",
                true,
            );
        }
        svg.text(
            cx + col_w / 2.0,
            ty + 16.0,
            14.0,
            &track.column_value[c as usize].to_string(),
            palette::INK,
            "middle",
            true,
        );
    }
    // The track grid as one path.
    let cols = track.end_column as f32 + 1.0;
    let mut grid = String::new();
    for r in 0..=4 {
        let gy = ty + 22.0 + r as f32 * 24.0;
        let _ = write!(grid, "M{tx} {gy}H{} ", tx + cols * col_w);
    }
    for c in 0..=track.end_column + 1 {
        let gx = tx + c as f32 * col_w;
        let _ = write!(grid, "M{gx} {}V{} ", ty + 22.0, ty + 22.0 + 4.0 * 24.0);
    }
    svg.raw(&format!(r#"<path d="{grid}" fill="none" stroke="{}" stroke-width="1.5"/>"#, palette::LINE));
    for (r, colour) in COLOURS.iter().enumerate() {
        let ry = ty + 22.0 + r as f32 * 24.0;
        floor_block(svg, x + 14.0, ry + 2.0, 28.0, 19.0, *colour);
        let v = p.vehicles[colour.index()];
        let cx = tx + v as f32 * col_w;
        floor_block(svg, cx + 2.0, ry + 2.0, col_w - 4.0, 20.0, *colour);
    }
    svg.text(x + 28.0, ty + 16.0, 14.0, "M", palette::MUTED, "middle", true);
    // Right side: hand, roofs, cone, chips.
    let rx = tx + (track.end_column as f32 + 1.0) * col_w + 16.0;
    svg.text(rx, ty + 16.0, 15.0, &format!("Floors held: {}", p.hand_size()), palette::INK, "start", true);
    for (k, c) in COLOURS.iter().enumerate() {
        let fx = rx + k as f32 * 62.0;
        floor_block(svg, fx, ty + 24.0, 24.0, 19.0, *c);
        svg.text(fx + 28.0, ty + 39.0, 16.0, &p.hand[c.index()].to_string(), palette::INK, "start", true);
    }
    svg.text(
        rx,
        ty + 66.0,
        15.0,
        &format!("Roofs left {} · visible {} (cone {})", p.roofs, score.visible_roofs, track.value(score.cone)),
        palette::INK,
        "start",
        false,
    );
    let chips: Vec<String> = p.chips.iter().map(|(id, v)| format!("{v} {}", d.objective(id).name)).collect();
    let chip_text = if chips.is_empty() { "Chips: none".to_string() } else { format!("Chips: {}", chips.join(", ")) };
    for (j, line) in wrap(&chip_text, 34).iter().take(2).enumerate() {
        svg.text(rx, ty + 88.0 + j as f32 * 18.0, 15.0, line, palette::INK, "start", false);
    }
    let vehicles: i64 = p.vehicles.iter().map(|&c| track.value(c)).sum();
    svg.text(
        rx,
        ty + 128.0,
        14.0,
        &format!("score = vehicles {vehicles} + cone {} + chips {}", track.value(score.cone), score.chips),
        palette::MUTED,
        "start",
        false,
    );
}

fn header(svg: &mut Svg, s: &State, names: &[String]) {
    let name = |seat: usize| names.get(seat).cloned().unwrap_or_else(|| format!("Seat {}", seat + 1));
    let title = if s.over {
        let winners = TowerUp::winners(s);
        let w: Vec<String> = winners.iter().map(|&x| format!("{} ({})", name(x), s.players[x].colour)).collect();
        if w.len() > 1 {
            format!("Game over: shared victory for {}", w.join(" and "))
        } else {
            format!("Game over: {} wins", w.join(""))
        }
    } else {
        let who = name(s.current);
        let step = match (s.pending, s.action) {
            (Some(p), _) => format!("must discard {} floor(s)", p.count),
            (None, ActionKind::Main) => "main action".into(),
            (None, ActionKind::Extra) => "extra action (take, build or skip)".into(),
            (None, ActionKind::Final) => "FINAL action".into(),
        };
        format!("{who} ({}) to act: {step}", s.players[s.current].colour)
    };
    svg.text(20.0, 34.0, 24.0, &format!("Tower Up — {title}"), palette::INK, "start", true);
    let mut line = String::new();
    if let Some(last) = &s.last {
        let _ = write!(line, "Last: {} {}", s.players[last.seat].colour, last.text);
    }
    if let Some(t) = s.trigger {
        let why = match t.kind {
            TriggerKind::LastRoof => "last roof",
            TriggerKind::Exhausted => "a colour ran out",
        };
        let _ = write!(
            line,
            "{}End triggered by {} ({why})",
            if line.is_empty() { "" } else { "   ·   " },
            s.players[t.seat].colour
        );
    }
    svg.text(20.0, 62.0, 16.0, &line, palette::INK, "start", false);
    svg.text(
        WIDTH - 20.0,
        62.0,
        14.0,
        "K black · W white · B brown · G grey · roofs: player initial · ① district · ★ star column (✔ used) · M = money",
        palette::MUTED,
        "end",
        false,
    );
}

pub fn render(s: &State, names: &[String]) -> String {
    let board = s.board_data();
    let board_h = board.rows as f32 * CELL_H;
    let right_x = (BOARD_X + board.cols as f32 * CELL_W + 20.0).max(900.0);
    let panel_rows = s.seats.div_ceil(2) as f32;
    let top_h = (BOARD_Y + board_h).max(BOARD_Y + 620.0);
    let height = top_h + 10.0 + panel_rows * PANEL_H;
    let mut svg = Svg::new(WIDTH as u32, height as u32);
    header(&mut svg, s, names);
    draw_board(&mut svg, s);
    let mut y = BOARD_Y - 8.0;
    y = draw_market(&mut svg, s, right_x, y);
    y = draw_supply(&mut svg, s, right_x, y + 6.0);
    y = draw_objectives(&mut svg, s, right_x, y + 6.0);
    draw_scores(&mut svg, s, names, right_x, y + 4.0);
    let pw = (WIDTH - 60.0) / 2.0;
    for (k, &seat) in s.order.iter().enumerate() {
        let px = 20.0 + (k % 2) as f32 * (pw + 20.0);
        let py = top_h + 10.0 + (k / 2) as f32 * PANEL_H;
        let name = names.get(seat).cloned().unwrap_or_else(|| format!("Seat {}", seat + 1));
        draw_player(&mut svg, s, seat, &name, px, py, pw);
    }
    svg.finish()
}

impl Draw for TowerUp {
    fn board(state: &State, names: &[String]) -> Vec<(String, String)> {
        vec![("tower-up.png".to_string(), render(state, names))]
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::games::tower_up::{rules, State};
    use crate::render::svg_to_png;
    use rand::{Rng, SeedableRng};

    fn advance(s: &mut State, moves: usize, seed: u64) {
        let mut rng = rand_chacha::ChaCha8Rng::seed_from_u64(seed);
        for _ in 0..moves {
            if s.over {
                break;
            }
            let seat = s.current;
            let legal = rules::legal_moves(s, seat);
            let builds: Vec<_> =
                legal.iter().filter(|m| matches!(m, crate::games::tower_up::Move::Build { .. })).collect();
            let mv = if !builds.is_empty() && rng.gen_range(0..3) > 0 {
                builds[rng.gen_range(0..builds.len())].clone()
            } else {
                legal[rng.gen_range(0..legal.len())].clone()
            };
            rules::play(s, seat, &mv).unwrap();
        }
    }

    #[test]
    fn write_pngs() {
        let names: Vec<String> = ["Alice", "Bob", "Chloé", "Dmytro"].iter().map(|s| s.to_string()).collect();
        for (seats, moves, tag) in [(4, 0, "4p-start"), (4, 40, "4p-mid"), (3, 400, "3p-end"), (2, 25, "2p-mid")] {
            let mut s = State::setup(seats, 42 + seats as u64, seats == 3);
            advance(&mut s, moves, 7);
            let t = std::time::Instant::now();
            let svg = &TowerUp::board(&s, &names[..seats])[0].1;
            let png = svg_to_png(svg).unwrap();
            eprintln!("{tag}: {} bytes, rendered in {:?}", png.len(), t.elapsed());
            assert!(png.len() < 1_000_000);
            std::fs::write(format!("/tmp/tower_up-{tag}.png"), png).unwrap();
        }
    }
}

#[cfg(test)]
mod timing {
    use super::*;
    use crate::games::tower_up::random_playout;
    use crate::render::svg_to_png;

    /// `cargo test --release timing -- --ignored --nocapture`
    #[test]
    #[ignore]
    fn timing() {
        let t = std::time::Instant::now();
        let (s, n) = random_playout(4, 3, false, 10_000);
        eprintln!("one 4-player random game: {n} moves in {:?}", t.elapsed());
        let names: Vec<String> = (1..=4).map(|k| format!("Player {k}")).collect();
        let _warm_up = svg_to_png(&render(&s, &names)).unwrap();
        let t = std::time::Instant::now();
        let svg = render(&s, &names);
        let t_svg = t.elapsed();
        let png = svg_to_png(&svg).unwrap();
        eprintln!("render 4 players: SVG {t_svg:?}, SVG+PNG {:?} ({} bytes)", t.elapsed(), png.len());
        eprintln!("svg: {} bytes, {} text elements", svg.len(), svg.matches("<text").count());
        use resvg::usvg;
        let mut fonts = usvg::fontdb::Database::new();
        fonts.load_font_data(std::fs::read("render/fonts/DejaVuSans.ttf").unwrap());
        fonts.load_font_data(std::fs::read("render/fonts/DejaVuSans-Bold.ttf").unwrap());
        let opt = usvg::Options { fontdb: std::sync::Arc::new(fonts), ..Default::default() };
        let t = std::time::Instant::now();
        let tree = usvg::Tree::from_str(&svg, &opt).unwrap();
        eprintln!("usvg parse {:?}", t.elapsed());
        let t = std::time::Instant::now();
        let mut pm = resvg::tiny_skia::Pixmap::new(1500, 1400).unwrap();
        resvg::render(&tree, resvg::tiny_skia::Transform::default(), &mut pm.as_mut());
        eprintln!("raster {:?}", t.elapsed());
    }
}
