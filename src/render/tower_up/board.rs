//! The shared parts of the board, top to bottom: what happened, the city,
//! the market and supply, the objectives, the vehicle track's values and the
//! legend. Each part takes the y it starts at and returns the y below it.

use crate::games::tower_up::data::{data, player_colour, Icon, COLOURS};
use crate::games::tower_up::state::{Piece, State, Tower, TriggerKind};
use crate::games::tower_up::{step_said, TowerUp};
use crate::games::{Game, Seat};
use crate::i18n::{said_in, Lang};
use crate::render::svg::{fit, palette, text_width, wrap, Svg};
use crate::tr;

use super::pieces::{floor_block, floor_code, roof_block, roof_letter, tree, vehicle, VEHICLE_W};
use super::{name_of, BODY, GAP, HEADING, INNER, LINE, MARGIN, SMALL, TITLE, WIDTH};

fn district_tint(d: u32) -> &'static str {
    match d {
        1 => "#fbe3e3",
        2 => "#e0efe6",
        3 => "#e1e8fb",
        4 => "#fbf0cc",
        _ => "#ece3f6",
    }
}

/// A seat's player colour in `lang`.
pub fn colour_word(s: &State, seat: Seat, lang: Lang) -> String {
    said_in(lang, &player_colour(&s.players[seat].colour))
}

fn headline(s: &State, names: &[String], lang: Lang) -> String {
    let player = |seat: Seat| {
        tr!(lang, "tu-board-player", name = name_of(names, seat, lang), colour = colour_word(s, seat, lang))
    };
    if s.over {
        let w: Vec<String> = TowerUp::winners(s).iter().map(|&x| player(x)).collect();
        return match w.len() {
            1 => tr!(lang, "tu-board-won", player = &w[0]),
            _ => tr!(lang, "tu-board-shared", players = w.join(", ")),
        };
    }
    tr!(lang, "tu-board-to-act", player = player(s.current), step = said_in(lang, &step_said(s)))
}

/// Title, whose turn, the last move and the end trigger, each on its own lines.
pub fn header(svg: &mut Svg, s: &State, names: &[String], lang: Lang, y: f32) -> f32 {
    let mut y = y;
    for line in wrap(&tr!(lang, "tu-board-title", headline = headline(s, names, lang)), INNER, TITLE, true) {
        y += TITLE + 6.0;
        svg.text(MARGIN, y, TITLE, &line, palette::INK, "start", true);
    }
    let mut notes = vec![];
    if let Some(last) = &s.last {
        notes.push(tr!(lang, "tu-board-last", colour = colour_word(s, last.seat, lang), notation = &last.text));
    }
    if let Some(t) = s.trigger {
        let why = match t.kind {
            TriggerKind::LastRoof => tr!(lang, "tu-board-why-last-roof"),
            TriggerKind::Exhausted => tr!(lang, "tu-board-why-exhausted"),
        };
        notes.push(tr!(lang, "tu-board-trigger", colour = colour_word(s, t.seat, lang), why = why));
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
pub fn city(svg: &mut Svg, s: &State, lang: Lang, y: f32) -> f32 {
    let board = s.board_data();
    let cell_w = (INNER / board.cols as f32).min(150.0);
    let cell_h = 150.0;
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
            let district = tr!(lang, "tu-board-district", number = info.district);
            svg.text(x + site_w - 6.0, sy + 25.0, SMALL, &district, palette::MUTED, "end", false);
        }
        if info.park {
            tree(svg, x + site_w - 16.0, sy + 46.0);
        }
        if let Some(t) = &s.towers[i] {
            tower(svg, s, t, lang, x, sy, site_w, site_h);
        }
    }
    y + board.rows as f32 * cell_h + GAP
}

/// One tower: floors as bars, roofs as houses, its height and colour beside.
#[allow(clippy::too_many_arguments)]
fn tower(svg: &mut Svg, s: &State, t: &Tower, lang: Lang, x: f32, y: f32, w: f32, h: f32) {
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
                floor_block(svg, bx, top, bar_w, floor_h - 1.0, t.colour, lang);
            }
            Piece::Roof { seat, .. } => {
                top -= ROOF_H;
                roof_block(svg, bx - 3.0, top, bar_w + 6.0, ROOF_H - 1.0, &s.players[*seat].colour, lang);
            }
        }
    }
    let tx = bx + bar_w + 8.0;
    svg.text(tx, bottom - 30.0, SMALL, &floor_code(t.colour, lang), palette::INK, "start", true);
    let height = tr!(lang, "tu-board-height", height = t.height());
    svg.text(tx, bottom - 4.0, BODY, &height, palette::INK, "start", true);
}

/// The market's cards, each one row of what it gives, and the floor supply.
pub fn market(svg: &mut Svg, s: &State, lang: Lang, y: f32) -> f32 {
    const ITEM_H: f32 = 30.0;
    let d = data();
    svg.text(MARGIN, y + HEADING, HEADING, &tr!(lang, "tu-board-market"), palette::INK, "start", true);
    let any = tr!(lang, "tu-board-any");
    let wild_w = (text_width(&any, SMALL, true) + 10.0).max(52.0);
    let y = y + HEADING + 10.0;
    let card_w = (INNER - 2.0 * GAP) / 3.0;
    let card_h = 92.0;
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
        let iy = y + card_h - ITEM_H - 10.0;
        let mut ix = cx + 10.0;
        for icon in &card.floors {
            let width = match icon {
                Icon::Fixed(c) => {
                    floor_block(svg, ix, iy, 52.0, ITEM_H, *c, lang);
                    52.0
                }
                Icon::Wild => {
                    // As wide as its word needs (Ukrainian's is longer).
                    let width = wild_w;
                    svg.raw(&format!(
                        r##"<rect x="{ix}" y="{iy}" width="{width}" height="{ITEM_H}" rx="3" fill="#ffffff" stroke="{}" stroke-width="1.5" stroke-dasharray="5 3"/>"##,
                        palette::INK
                    ));
                    svg.text(ix + width / 2.0, iy + 23.0, SMALL, &any, palette::INK, "middle", true);
                    width
                }
            };
            ix += width + 6.0;
        }
        for v in &card.vehicles {
            vehicle(svg, ix + 4.0, iy + 1.0, *v, lang);
            ix += VEHICLE_W;
        }
    }
    let y = y + card_h + GAP + BODY;
    let supply = tr!(lang, "tu-board-supply");
    svg.text(MARGIN, y, BODY, &supply, palette::INK, "start", true);
    let supply_x = MARGIN + text_width(&supply, BODY, true).max(84.0) + 16.0;
    for (k, c) in COLOURS.iter().enumerate() {
        let fx = supply_x + k as f32 * 120.0;
        floor_block(svg, fx, y - 24.0, 46.0, 30.0, *c, lang);
        svg.text(fx + 54.0, y, BODY, &s.supply[c.index()].to_string(), palette::INK, "start", true);
    }
    let deck = tr!(lang, "tu-board-deck", deck = s.deck.len(), discards = s.discard_pile.len());
    svg.text(WIDTH - MARGIN, y, SMALL, &deck, palette::MUTED, "end", false);
    y + GAP
}

/// The objectives: the chips still on them, and who took which (by roof letter).
pub fn objectives(svg: &mut Svg, s: &State, lang: Lang, y: f32) -> f32 {
    let d = data();
    let mut y = y + HEADING;
    svg.text(MARGIN, y, HEADING, &tr!(lang, "tu-board-objectives"), palette::INK, "start", true);
    let no_chips = tr!(lang, "tu-board-no-chips");
    y += 10.0;
    for (k, o) in s.objectives.iter().enumerate() {
        let obj = d.objective(&o.id);
        let lines = wrap(&said_in(lang, &obj.text_said()), INNER - 24.0, SMALL, false);
        let box_h = 44.0 + lines.len() as f32 * 28.0;
        svg.rect(MARGIN, y, INNER, box_h, "#ffffff", "#7d8590", 7.0);
        let title = tr!(lang, "tu-board-objective", number = k + 1, name = said_in(lang, &obj.name_said()));
        svg.text(MARGIN + 12.0, y + 30.0, BODY, &title, palette::INK, "start", true);
        let chips_w = if o.chips.is_empty() { text_width(&no_chips, SMALL, false) } else { 40.0 * 4.0 };
        let taken: Vec<String> = s
            .order
            .iter()
            .filter_map(|&seat| {
                let p = &s.players[seat];
                p.chips.iter().find(|(id, _)| *id == o.id).map(|(_, v)| format!("{}{v}", roof_letter(&p.colour, lang)))
            })
            .collect();
        if !taken.is_empty() {
            let tx = MARGIN + 24.0 + text_width(&title, BODY, true);
            let room = WIDTH - MARGIN - 12.0 - chips_w - tx;
            let text = fit(&tr!(lang, "tu-board-taken", chips = taken.join(" ")), room, SMALL, false);
            svg.text(tx, y + 30.0, SMALL, &text, palette::INK, "start", false);
        }
        if o.chips.is_empty() {
            svg.text(WIDTH - MARGIN - 12.0, y + 30.0, SMALL, &no_chips, palette::MUTED, "end", false);
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

/// The vehicle track's columns and what each pays, star columns tinted:
/// drawn once for everyone, since the players' cards give only columns.
pub fn track_values(svg: &mut Svg, lang: Lang, y: f32) -> f32 {
    let track = &data().track;
    let columns = track.end_column as usize + 1;
    let label_w = 70.0;
    let col_w = (INNER - label_w) / columns as f32;
    let row_h = 32.0;
    let gx = MARGIN + label_w;
    for c in 0..columns {
        let cx = gx + c as f32 * col_w;
        if track.star_columns.contains(&(c as u32)) {
            svg.rect(cx + 1.0, y + 2.0, col_w - 2.0, 2.0 * row_h + 2.0, "#fff1b8", "none", 4.0);
        }
        let head = if track.star_columns.contains(&(c as u32)) { format!("{c}★") } else { c.to_string() };
        svg.text(cx + col_w / 2.0, y + row_h - 6.0, SMALL, &head, palette::MUTED, "middle", false);
        let value = track.column_value[c].to_string();
        svg.text(cx + col_w / 2.0, y + 2.0 * row_h - 6.0, SMALL, &value, palette::INK, "middle", true);
    }
    svg.text(gx - 10.0, y + row_h - 6.0, SMALL, &tr!(lang, "tu-board-col"), palette::MUTED, "end", false);
    svg.text(gx - 10.0, y + 2.0 * row_h - 6.0, SMALL, &tr!(lang, "tu-board-pts"), palette::MUTED, "end", false);
    y + 2.0 * row_h + GAP
}

/// What every letter and mark means.
pub fn legend(svg: &mut Svg, y: f32, items: &[String]) -> f32 {
    let mut y = y;
    for item in items {
        for line in wrap(item, INNER, SMALL, false) {
            y += 28.0;
            svg.text(MARGIN, y, SMALL, &line, palette::MUTED, "start", false);
        }
    }
    y + GAP
}
