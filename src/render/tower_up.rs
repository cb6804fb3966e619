//! The Tower Up board, laid out for a phone (shown about 400 px wide): one
//! column of parts, top to bottom — what happened, the city, the market and
//! supply, the objectives, one panel per player, and a legend. Drawn at 1000
//! units wide with no text under 22 units, stored at 60 %.
//!
//! Floors are square blocks with a two-letter code (Bk black, Wh white,
//! Br brown, Gy grey); roofs are house shapes with their player's initial
//! (O, B, G, P), so no letter means two things and nothing relies on hue.

use std::fmt::Write;

use crate::games::tower_up::data::{data, Colour, Icon, COLOURS};
use crate::games::tower_up::state::{ActionKind, Piece, State, TriggerKind};
use crate::games::tower_up::{scoring, TowerUp};
use crate::games::{Game, Seat};
use crate::render::svg::{palette, wrap, Svg};
use crate::render::Draw;

const WIDTH: f32 = 1000.0;
const MARGIN: f32 = 16.0;
const INNER: f32 = WIDTH - 2.0 * MARGIN;
/// The stored image is this fraction of the drawing.
const STORED_SCALE: f32 = 0.6;
/// Text sizes: the smallest reads at 9 px on a phone.
const SMALL: f32 = 22.0;
const BODY: f32 = 24.0;
const HEADING: f32 = 28.0;
const TITLE: f32 = 30.0;
const LINE: f32 = 30.0;
const GAP: f32 = 14.0;

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

/// Two letters, so that no floor shares a letter with a player's roof.
pub fn floor_code(c: Colour) -> &'static str {
    match c {
        Colour::Black => "Bk",
        Colour::White => "Wh",
        Colour::Brown => "Br",
        Colour::Grey => "Gy",
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

/// The initial on a player's roofs.
pub fn roof_letter(colour: &str) -> String {
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

fn name_of(names: &[String], seat: Seat) -> String {
    names.get(seat).cloned().unwrap_or_else(|| format!("Seat {}", seat + 1))
}

// ----- pieces -----

/// A floor: a block with its code when tall enough to hold it.
fn floor_block(svg: &mut Svg, x: f32, y: f32, w: f32, h: f32, c: Colour) {
    let stroke = if c == Colour::White { palette::INK } else { "#000000" };
    svg.rect(x, y, w, h, floor_fill(c), stroke, 3.0);
    if h >= SMALL + 2.0 {
        svg.text(x + w / 2.0, y + h / 2.0 + SMALL * 0.36, SMALL, floor_code(c), floor_ink(c), "middle", true);
    }
}

/// A roof: a house shape in the player's colour with the colour's initial.
fn roof_block(svg: &mut Svg, x: f32, y: f32, w: f32, h: f32, colour: &str) {
    let peak = h * 0.3;
    svg.raw(&format!(
        r#"<polygon points="{x0},{y1} {x0},{yp} {xm},{y} {x1},{yp} {x1},{y1}" fill="{}" stroke="{}" stroke-width="1.5"/>"#,
        player_fill(colour),
        palette::INK,
        x0 = x,
        x1 = x + w,
        xm = x + w / 2.0,
        yp = y + peak,
        y1 = y + h,
    ));
    svg.text(x + w / 2.0, y + h - 4.0, SMALL, &roof_letter(colour), "#ffffff", "middle", true);
}

fn tree(svg: &mut Svg, x: f32, y: f32) {
    svg.rect(x - 2.5, y + 6.0, 5.0, 10.0, "#7a4e22", "#7a4e22", 0.0);
    svg.raw(&format!(
        r##"<polygon points="{},{} {},{} {},{}" fill="#3f9b4f" stroke="#22622e" stroke-width="1.2"/>"##,
        x,
        y - 12.0,
        x - 11.0,
        y + 8.0,
        x + 11.0,
        y + 8.0
    ));
}

/// A vehicle: a small car in the floor colour with the floor's code beside it.
fn vehicle(svg: &mut Svg, x: f32, y: f32, c: Colour) {
    let stroke = if c == Colour::White { palette::INK } else { "#000000" };
    svg.rect(x, y + 6.0, 40.0, 16.0, floor_fill(c), stroke, 3.0);
    svg.rect(x + 8.0, y, 22.0, 9.0, floor_fill(c), stroke, 2.0);
    svg.circle(x + 9.0, y + 23.0, 4.0, palette::INK, palette::INK);
    svg.circle(x + 31.0, y + 23.0, 4.0, palette::INK, palette::INK);
    svg.text(x + 46.0, y + 22.0, SMALL, floor_code(c), palette::INK, "start", true);
}

// ----- parts, top to bottom; each returns the y below it -----

fn headline(s: &State, names: &[String]) -> String {
    let player = |seat: Seat| format!("{} ({})", name_of(names, seat), s.players[seat].colour);
    if s.over {
        let w: Vec<String> = TowerUp::winners(s).iter().map(|&x| player(x)).collect();
        return match w.len() {
            1 => format!("Game over: {} wins", w[0]),
            _ => format!("Game over: shared victory for {}", w.join(" and ")),
        };
    }
    let step = match (s.pending, s.action) {
        (Some(p), _) => format!("must discard {} floor(s)", p.count),
        (None, ActionKind::Main) => "main action".into(),
        (None, ActionKind::Extra) => "extra action (take, build or skip)".into(),
        (None, ActionKind::Final) => "FINAL action".into(),
    };
    format!("{} to act: {step}", player(s.current))
}

/// Title, whose turn, the last move and the end trigger, each on its own lines.
fn header(svg: &mut Svg, s: &State, names: &[String], y: f32) -> f32 {
    let mut y = y;
    for line in wrap(&format!("Tower Up · {}", headline(s, names)), INNER, TITLE, true) {
        y += TITLE + 6.0;
        svg.text(MARGIN, y, TITLE, &line, palette::INK, "start", true);
    }
    let mut notes = vec![];
    if let Some(last) = &s.last {
        notes.push(format!("Last: {} {}", s.players[last.seat].colour, last.text));
    }
    if let Some(t) = s.trigger {
        let why = match t.kind {
            TriggerKind::LastRoof => "last roof",
            TriggerKind::Exhausted => "a floor colour ran out",
        };
        notes.push(format!(
            "End triggered by {} ({why}): everyone else has one final action.",
            s.players[t.seat].colour
        ));
    }
    for note in notes {
        for line in wrap(&note, INNER, BODY, false) {
            y += LINE;
            svg.text(MARGIN, y, BODY, &line, palette::INK, "start", false);
        }
    }
    y + GAP
}

/// The city: sites with their towers, linked by streets.
fn city(svg: &mut Svg, s: &State, y: f32) -> f32 {
    let board = s.board_data();
    let cell_w = (INNER / board.cols as f32).min(150.0);
    let cell_h = 172.0;
    let left = MARGIN + (INNER - cell_w * board.cols as f32) / 2.0;
    let site = |i: usize| (left + board.sites[i].col as f32 * cell_w, y + board.sites[i].row as f32 * cell_h);
    let (site_w, site_h) = (cell_w - 12.0, cell_h - 12.0);
    for (i, s_) in board.sites.iter().enumerate() {
        for &a in s_.adj.iter().filter(|&&a| a > i) {
            let ((x1, y1), (x2, y2)) = (site(i), site(a));
            svg.line(x1 + site_w / 2.0, y1 + site_h / 2.0, x2 + site_w / 2.0, y2 + site_h / 2.0, "#aab2bb", 7.0);
        }
    }
    let highlight = s.last.as_ref().map(|l| l.sites.clone()).unwrap_or_default();
    for (i, info) in board.sites.iter().enumerate() {
        let (x, sy) = site(i);
        if highlight.contains(&i) {
            svg.rect(x - 5.0, sy - 5.0, site_w + 10.0, site_h + 10.0, palette::HIGHLIGHT, palette::VERMILION, 9.0);
        }
        svg.rect(x, sy, site_w, site_h, district_tint(info.district), "#7d8590", 7.0);
        svg.text(x + 6.0, sy + 25.0, BODY, &info.label, palette::INK, "start", true);
        // Each district is one tinted block; its number is written once, on its first site.
        if board.sites.iter().position(|o| o.district == info.district) == Some(i) {
            svg.text(x + site_w - 6.0, sy + 25.0, SMALL, &format!("d{}", info.district), palette::MUTED, "end", false);
        }
        if info.park {
            tree(svg, x + site_w - 16.0, sy + 46.0);
        }
        if let Some(t) = &s.towers[i] {
            tower(svg, s, t, x, sy, site_w, site_h);
        }
    }
    y + board.rows as f32 * cell_h + GAP
}

/// One tower: floors as bars, roofs as houses, its height and colour beside.
fn tower(svg: &mut Svg, s: &State, t: &crate::games::tower_up::state::Tower, x: f32, y: f32, w: f32, h: f32) {
    const ROOF_H: f32 = 28.0;
    let roofs = t.stack.iter().filter(|p| matches!(p, Piece::Roof { .. })).count() as f32;
    let floors = t.stack.len() as f32 - roofs;
    let bottom = y + h - 6.0;
    let room = h - 40.0;
    let floor_h = ((room - roofs * ROOF_H) / floors.max(1.0)).clamp(4.0, 16.0);
    let bar_w = (w * 0.45).min(56.0);
    let bx = x + 8.0;
    let mut top = bottom;
    for p in &t.stack {
        match p {
            Piece::Floor => {
                top -= floor_h;
                floor_block(svg, bx, top, bar_w, floor_h - 1.0, t.colour);
            }
            Piece::Roof { seat, .. } => {
                top -= ROOF_H;
                roof_block(svg, bx - 3.0, top, bar_w + 6.0, ROOF_H - 1.0, &s.players[*seat].colour);
            }
        }
    }
    let tx = bx + bar_w + 8.0;
    svg.text(tx, bottom - 30.0, SMALL, floor_code(t.colour), palette::INK, "start", true);
    svg.text(tx, bottom - 4.0, BODY, &format!("h{}", t.height()), palette::INK, "start", true);
}

/// The market's cards and the floor supply.
fn market(svg: &mut Svg, s: &State, y: f32) -> f32 {
    let d = data();
    svg.text(MARGIN, y + HEADING, HEADING, "Market", palette::INK, "start", true);
    let y = y + HEADING + 10.0;
    let card_w = (INNER - 2.0 * GAP) / 3.0;
    let card_h = 190.0;
    let hl = s.last.as_ref().and_then(|l| l.slot);
    for (k, &ci) in s.market.iter().enumerate() {
        let card = &d.cards[ci];
        let cx = MARGIN + k as f32 * (card_w + GAP);
        if hl == Some(k) {
            svg.rect(cx - 4.0, y - 4.0, card_w + 8.0, card_h + 8.0, palette::HIGHLIGHT, palette::VERMILION, 9.0);
        }
        svg.rect(cx, y, card_w, card_h, "#ffffff", "#7d8590", 7.0);
        svg.text(cx + 10.0, y + 30.0, BODY, &format!("take {}", k + 1), palette::INK, "start", true);
        svg.text(cx + card_w - 10.0, y + 30.0, SMALL, &card.id, palette::MUTED, "end", false);
        for (j, icon) in card.floors.iter().enumerate() {
            let fy = y + card_h - 38.0 - j as f32 * 34.0;
            match icon {
                Icon::Fixed(c) => floor_block(svg, cx + 10.0, fy, 64.0, 30.0, *c),
                Icon::Wild => {
                    svg.raw(&format!(
                        r##"<rect x="{}" y="{fy}" width="64" height="30" rx="3" fill="#ffffff" stroke="{}" stroke-width="1.5" stroke-dasharray="5 3"/>"##,
                        cx + 10.0,
                        palette::INK
                    ));
                    svg.text(cx + 42.0, fy + 23.0, SMALL, "any", palette::INK, "middle", true);
                }
            }
        }
        for (j, v) in card.vehicles.iter().enumerate() {
            vehicle(svg, cx + 100.0, y + card_h - 40.0 - j as f32 * 40.0, *v);
        }
    }
    let y = y + card_h + GAP + BODY;
    svg.text(MARGIN, y, BODY, "Supply", palette::INK, "start", true);
    for (k, c) in COLOURS.iter().enumerate() {
        let fx = MARGIN + 100.0 + k as f32 * 120.0;
        floor_block(svg, fx, y - 24.0, 46.0, 30.0, *c);
        svg.text(fx + 54.0, y, BODY, &s.supply[c.index()].to_string(), palette::INK, "start", true);
    }
    let deck = format!("deck {} · discards {}", s.deck.len(), s.discard_pile.len());
    svg.text(WIDTH - MARGIN, y, SMALL, &deck, palette::MUTED, "end", false);
    y + GAP
}

/// The objectives with the bonus chips still on them.
fn objectives(svg: &mut Svg, s: &State, y: f32) -> f32 {
    let d = data();
    let mut y = y + HEADING;
    svg.text(MARGIN, y, HEADING, "Objectives (bonus chips left)", palette::INK, "start", true);
    y += 10.0;
    for (k, o) in s.objectives.iter().enumerate() {
        let obj = d.objective(&o.id);
        let lines = wrap(&obj.text, INNER - 24.0, SMALL, false);
        let box_h = 44.0 + lines.len() as f32 * 28.0;
        svg.rect(MARGIN, y, INNER, box_h, "#ffffff", "#7d8590", 7.0);
        svg.text(MARGIN + 12.0, y + 30.0, BODY, &format!("{}. {}", k + 1, obj.name), palette::INK, "start", true);
        if o.chips.is_empty() {
            svg.text(WIDTH - MARGIN - 12.0, y + 30.0, SMALL, "no chips left", palette::MUTED, "end", false);
        }
        for (j, chip) in o.chips.iter().enumerate() {
            let cx = WIDTH - MARGIN - 30.0 - (o.chips.len() - 1 - j) as f32 * 40.0;
            svg.circle(cx, y + 22.0, 17.0, "#f4d35e", palette::INK);
            svg.text(cx, y + 30.0, SMALL, &chip.to_string(), palette::INK, "middle", true);
        }
        for (j, line) in lines.iter().enumerate() {
            svg.text(MARGIN + 12.0, y + 60.0 + j as f32 * 28.0, SMALL, line, palette::INK, "start", false);
        }
        y += box_h + 8.0;
    }
    y + GAP
}

/// One player's panel: name and score, vehicle tracks, hand, roofs, chips.
fn player_panel(svg: &mut Svg, s: &State, seat: Seat, name: &str, y: f32) -> f32 {
    let d = data();
    let track = &d.track;
    let p = &s.players[seat];
    let to_act = !s.over && s.current == seat;
    let columns = track.end_column as usize + 1;
    let col_w = 36.0;
    let row_h = 32.0;
    let panel_h = 64.0 + 2.0 * row_h + 4.0 * row_h + 64.0;
    svg.rect(MARGIN, y, INNER, panel_h, "#ffffff", if to_act { palette::VERMILION } else { "#7d8590" }, 9.0);
    if to_act {
        svg.rect(MARGIN + 2.0, y + 2.0, INNER - 4.0, 44.0, "#fff4c2", "none", 8.0);
    }
    // Header: roof sample, position, name, colour, score.
    roof_block(svg, MARGIN + 12.0, y + 8.0, 32.0, 30.0, &p.colour);
    let status = if p.final_score.is_some() {
        "final"
    } else if to_act {
        "to act"
    } else if s.final_queue.contains(&seat) {
        "one final action left"
    } else {
        ""
    };
    let head = format!("{}. {name} ({}) {status}", s.position(seat) + 1, p.colour);
    svg.text(MARGIN + 56.0, y + 33.0, BODY, head.trim_end(), palette::INK, "start", true);
    let score = scoring::current(s, seat);
    svg.text(WIDTH - MARGIN - 14.0, y + 33.0, BODY, &format!("{} points", score.total), palette::INK, "end", true);

    // Tracks: a column number row (what moves speak of), a points row, a row per floor colour.
    let gx = MARGIN + 70.0;
    let gy = y + 56.0;
    svg.text(gx - 8.0, gy + row_h - 8.0, SMALL, "col", palette::MUTED, "end", false);
    svg.text(gx - 8.0, gy + 2.0 * row_h - 8.0, SMALL, "pts", palette::MUTED, "end", false);
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
        floor_block(svg, MARGIN + 12.0, ry + 2.0, 46.0, row_h - 4.0, *colour);
        let cx = gx + p.vehicles[colour.index()] as f32 * col_w;
        svg.rect(cx + 3.0, ry + 4.0, col_w - 6.0, row_h - 8.0, floor_fill(*colour), palette::INK, 4.0);
    }

    // Right: floors held, roofs, chips, the score's parts.
    let rx = gx + columns as f32 * col_w + 24.0;
    let mut ry = gy + 26.0;
    svg.text(rx, ry, BODY, &format!("Floors held: {}", p.hand_size()), palette::INK, "start", true);
    ry += 12.0;
    for (k, c) in COLOURS.iter().enumerate() {
        let fx = rx + (k % 2) as f32 * 120.0;
        let fy = ry + (k / 2) as f32 * 36.0;
        floor_block(svg, fx, fy, 46.0, 30.0, *c);
        svg.text(fx + 54.0, fy + 24.0, BODY, &p.hand[c.index()].to_string(), palette::INK, "start", true);
    }
    ry += 72.0 + 26.0;
    svg.text(
        rx,
        ry,
        SMALL,
        &format!("Roofs left {} · visible {}", p.roofs, score.visible_roofs),
        palette::INK,
        "start",
        false,
    );
    let chips: Vec<String> = p.chips.iter().map(|(id, v)| format!("{v} {}", d.objective(id).name)).collect();
    let chip_text = if chips.is_empty() { "Chips: none".to_string() } else { format!("Chips: {}", chips.join(", ")) };
    let right_w = WIDTH - MARGIN - 12.0 - rx;
    for line in wrap(&chip_text, right_w, SMALL, false).iter().take(2) {
        ry += 28.0;
        svg.text(rx, ry, SMALL, line, palette::INK, "start", false);
    }
    let vehicles: i64 = p.vehicles.iter().map(|&c| track.value(c)).sum();
    let sum = format!("= vehicles {vehicles} + cone {} + chips {}", track.value(score.cone), score.chips);
    svg.text(gx, y + panel_h - 10.0, SMALL, &sum, palette::MUTED, "start", false);
    y + panel_h + 10.0
}

/// What every letter and mark means.
fn legend(svg: &mut Svg, y: f32) -> f32 {
    let items = [
        "Floors Bk black, Wh white, Br brown, Gy grey; any: your choice.",
        "Roofs O orange, B blue, G green, P purple · h5 height · d1 district",
        "col: track column · pts: its score · ★ star (✔ used)",
    ];
    let mut y = y;
    for item in items {
        for line in wrap(item, INNER, SMALL, false) {
            y += 28.0;
            svg.text(MARGIN, y, SMALL, &line, palette::MUTED, "start", false);
        }
    }
    y + GAP
}

pub fn render(s: &State, names: &[String]) -> String {
    let mut svg = Svg::new(WIDTH as u32, 0).scaled(STORED_SCALE);
    let mut y = header(&mut svg, s, names, 0.0);
    y = city(&mut svg, s, y);
    y = market(&mut svg, s, y);
    y = objectives(&mut svg, s, y);
    for &seat in &s.order {
        y = player_panel(&mut svg, s, seat, &name_of(names, seat), y);
    }
    y = legend(&mut svg, y);
    svg.set_height(y.ceil() as u32);
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
    use crate::games::tower_up::state::{LastMove, Trigger};
    use crate::render::layout;

    fn names() -> Vec<String> {
        ["Alice", "Bob", "Chloé", "Dmytro"].iter().map(|s| s.to_string()).collect()
    }

    #[test]
    fn a_long_last_move_and_the_end_trigger_stay_clear_of_the_legend() {
        let mut s = State::setup(4, 5, false);
        s.last = Some(LastMove {
            seat: 1,
            text: "take 2 (black, black, white, grey, wild as brown) then discard black, white, grey and brown"
                .repeat(2),
            sites: vec![],
            slot: Some(1),
        });
        s.trigger = Some(Trigger { kind: TriggerKind::Exhausted, seat: 1 });
        let svg = render(&s, &names());
        assert_eq!(layout::check(&svg).unwrap(), vec![]);
        assert!(svg.contains("End triggered by"));
    }

    #[test]
    fn floor_codes_and_roof_letters_never_share_a_letter() {
        let roofs: Vec<String> = data().player_colours.iter().map(|c| roof_letter(c)).collect();
        for c in COLOURS {
            assert!(!roofs.contains(&floor_code(c).to_string()), "{}", floor_code(c));
            assert_eq!(floor_code(c).len(), 2);
        }
        assert_eq!(roofs, ["O", "B", "G", "P"]);
    }

    #[test]
    fn the_track_header_numbers_columns_as_moves_do_and_shows_points_apart() {
        let s = State::setup(2, 5, false);
        let svg = render(&s, &names());
        let track = &data().track;
        // Column numbers 0..=end appear in the "col" row, points in the "pts" row.
        assert!(svg.contains(">col<") && svg.contains(">pts<"));
        let last = track.end_column.to_string();
        assert!(svg.contains(&format!(">{last}<")));
        assert!(svg.contains(&format!(">{}<", track.column_value[track.end_column as usize])));
    }
}
