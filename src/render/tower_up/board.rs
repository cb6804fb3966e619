//! The shared parts of the board, top to bottom: the title and whose turn,
//! the city, the market and supply, the objectives, the vehicle track's
//! values and the legend. Each part takes the y it starts at and returns the
//! y below it; what the last turn changed is outlined ([`Marks`]).

use crate::games::tower_up::data::{data, Icon, COLOURS};
use crate::games::tower_up::state::{Piece, State, Tower};
use crate::games::tower_up::{step_said, TowerUp};
use crate::games::Game;
use crate::i18n::{said_in, Lang};
use crate::render::svg::{palette, text_width, Svg};
use crate::tr;

use super::inline::{self, person};
use super::last_turn::{trigger_note, Marks};
use super::pieces::{
    change_glow, change_ring, district_tint, floor_block, floor_run, roof_block, tree, vehicle, VEHICLE_W,
};
use super::{
    whole_pixels, whole_pixels_below, BODY, GAP, HEADING, INNER, LINE, MARGIN, SMALL, SMALL_LINE, TITLE, WIDTH,
};

fn headline(s: &State, names: &[String], lang: Lang) -> String {
    if s.over {
        let w: Vec<String> = TowerUp::winners(s).iter().map(|&x| person(names, x, lang)).collect();
        return match w.len() {
            1 => tr!(lang, "tu-board-won", player = &w[0]),
            _ => tr!(lang, "tu-board-shared", players = w.join(", ")),
        };
    }
    tr!(lang, "tu-board-to-act", player = person(names, s.current, lang), step = said_in(lang, &step_said(s)))
}

/// Title with whose turn (or who won), then the end trigger's note.
pub fn header(svg: &mut Svg, s: &State, names: &[String], lang: Lang, y: f32) -> f32 {
    let title = tr!(lang, "tu-board-title", headline = headline(s, names, lang));
    let mut y = inline::lines(svg, s, MARGIN, y + TITLE + 8.0, TITLE + 10.0, INNER, TITLE, &title, palette::INK, true);
    if let Some(note) = trigger_note(s, names, lang) {
        y = inline::lines(svg, s, MARGIN, y + LINE + 4.0, LINE, INNER, BODY, &note, palette::INK, false);
    }
    y + GAP
}

/// The city: sites with their towers, linked by streets. Every tile shows
/// its label, its district's label and tint, and a tree if it is a park.
pub fn city(svg: &mut Svg, s: &State, marks: &Marks, lang: Lang, y: f32) -> f32 {
    let board = s.board_data();
    // Whole stored pixels per cell, from a whole pixel: every tile then
    // sits on the pixel grid alike, and its edges, labels and streets come
    // out as the same pixels, which pack into fewer bytes.
    let cell_w = whole_pixels_below((INNER / board.cols as f32).min(170.0));
    let cell_h = 172.0;
    let y = whole_pixels(y);
    let left = MARGIN + (INNER - cell_w * board.cols as f32) / 2.0;
    let (tile_w, tile_h) = (cell_w - 14.0, cell_h - 14.0);
    let site = |i: usize| {
        let x = left + 7.0 + board.sites[i].col as f32 * cell_w;
        (x, y + 7.0 + board.sites[i].row as f32 * cell_h)
    };
    let mut streets = String::new();
    for (i, s_) in board.sites.iter().enumerate() {
        for &a in s_.adj.iter().filter(|&&a| a > i) {
            let ((x1, y1), (x2, y2)) = (site(i), site(a));
            let (w2, h2) = (tile_w / 2.0, tile_h / 2.0);
            streets.push_str(&format!("M{} {}L{} {} ", x1 + w2, y1 + h2, x2 + w2, y2 + h2));
        }
    }
    svg.raw(&format!(r##"<path d="{streets}" stroke="#aab2bb" stroke-width="8" stroke-linecap="round"/>"##));
    for (i, info) in board.sites.iter().enumerate() {
        let (x, ty) = site(i);
        if marks.site_changed(i) {
            change_ring(svg, x, ty, tile_w, tile_h);
        }
        svg.rect(x, ty, tile_w, tile_h, district_tint(info.district), "#6e7781", 7.0);
        if let Some(t) = &s.towers[i] {
            tower(svg, s, marks, i, t, lang, x, ty, tile_w, tile_h);
        }
        // The labels stand in a column at the right, over nothing.
        let right = x + tile_w - 5.0;
        svg.text(right, ty + 31.0, SMALL, &info.label, palette::INK, "end", true);
        svg.text(
            right,
            ty + 64.0,
            SMALL,
            &tr!(lang, "tu-board-district", number = info.district),
            palette::INK,
            "end",
            false,
        );
        if info.park {
            tree(svg, right - 18.0, ty + 74.0);
        }
        if let Some(t) = &s.towers[i] {
            let height = tr!(lang, "tu-board-height", height = t.height());
            svg.text(right, ty + tile_h - 9.0, SMALL, &height, palette::INK, "end", true);
        }
    }
    y + board.rows as f32 * cell_h + GAP
}

/// The width of a tile's tower column: what the labels leave.
fn tower_width(tile_w: f32) -> f32 {
    (tile_w - 64.0).min(62.0)
}

/// One tower, bottom to top: runs of floors as blocks (a line between
/// floors), roofs as houses with their player's initial.
#[allow(clippy::too_many_arguments)]
fn tower(svg: &mut Svg, s: &State, marks: &Marks, site: usize, t: &Tower, lang: Lang, x: f32, y: f32, w: f32, h: f32) {
    const ROOF_H: f32 = 32.0;
    let roofs = t.stack.iter().filter(|p| matches!(p, Piece::Roof { .. })).count() as f32;
    let floors = t.height().max(1) as f32;
    let room = h - 12.0;
    let roof_h = ROOF_H.min((room - 2.5 * floors) / roofs.max(1.0));
    let floor_h = ((room - roofs * roof_h) / floors).min(30.0);
    let tw = tower_width(w);
    let bx = x + 8.0;
    let label = &s.board_data().sites[site].label;
    svg.raw(&format!(r#"<g id="piece-tower-{label}">"#));
    let mut top = y + h - 6.0;
    let mut run = 0;
    let flush = |svg: &mut Svg, top: &mut f32, run: &mut u32| {
        if *run > 0 {
            *top -= floor_h * *run as f32;
            floor_run(svg, bx, *top, tw, floor_h * *run as f32, *run, t.colour);
            *run = 0;
        }
    };
    for (k, p) in t.stack.iter().enumerate() {
        match p {
            Piece::Floor => run += 1,
            Piece::Roof { seat, level } => {
                flush(svg, &mut top, &mut run);
                top -= roof_h;
                let id = format!("piece-roof-{label}-{k}");
                let glow = marks.roof_placed(site, *seat, *level);
                roof_block(svg, &id, bx - 3.0, top, tw + 6.0, roof_h, &s.players[*seat].colour, lang, glow);
            }
        }
    }
    flush(svg, &mut top, &mut run);
    svg.raw("</g>");
}

/// How tall the icons of a card are drawn.
pub const ICON_H: f32 = 36.0;
const FLOOR_W: f32 = 50.0;
const ICON_GAP: f32 = 12.0;

fn wild_width(lang: Lang) -> f32 {
    (text_width(&tr!(lang, "tu-board-any"), SMALL, false) + 12.0).max(FLOOR_W)
}

/// How wide [`card_icons`] draws the card's items.
pub fn card_icons_width(card: usize, lang: Lang) -> f32 {
    let card = &data().cards[card];
    let floors: f32 =
        card.floors.iter().map(|i| if *i == Icon::Wild { wild_width(lang) } else { FLOOR_W } + ICON_GAP).sum();
    floors + card.vehicles.len() as f32 * VEHICLE_W
}

/// A card's floors (bottom first) and vehicles, in a row from (x, y).
pub fn card_icons(svg: &mut Svg, card: usize, x: f32, y: f32, lang: Lang) {
    let card = &data().cards[card];
    let mut ix = x;
    for icon in &card.floors {
        match icon {
            Icon::Fixed(c) => {
                floor_block(svg, ix, y, FLOOR_W, ICON_H, *c, lang);
                ix += FLOOR_W + ICON_GAP;
            }
            Icon::Wild => {
                let width = wild_width(lang);
                svg.raw(&format!(
                    r##"<rect x="{ix}" y="{y}" width="{width}" height="{ICON_H}" rx="3" fill="#ffffff" stroke="{}" stroke-width="1.5" stroke-dasharray="5 3"/>"##,
                    palette::INK
                ));
                let any = tr!(lang, "tu-board-any");
                svg.text(ix + width / 2.0, y + ICON_H / 2.0 + SMALL * 0.36, SMALL, &any, palette::INK, "middle", false);
                ix += width + ICON_GAP;
            }
        }
    }
    for v in &card.vehicles {
        vehicle(svg, ix + 2.0, y + 2.0, *v, lang);
        ix += VEHICLE_W;
    }
}

/// The market, a row per card (its number, the notation to take it as a
/// hint, what it gives), then the floor supply.
pub fn market(svg: &mut Svg, s: &State, marks: &Marks, lang: Lang, y: f32) -> f32 {
    const ROW_H: f32 = 50.0;
    svg.text(MARGIN, y + HEADING, HEADING, &tr!(lang, "tu-board-market"), palette::INK, "start", true);
    let deck = tr!(lang, "tu-board-deck", deck = s.deck.len(), discards = s.discard_pile.len());
    svg.text(WIDTH - MARGIN, y + HEADING, SMALL, &deck, palette::MUTED, "end", false);
    let mut y = y + HEADING + 14.0;
    let words: Vec<String> = (1..=s.market.len()).map(|k| tr!(lang, "tu-board-card", slot = k)).collect();
    let words_w = words.iter().map(|w| text_width(w, BODY, true)).fold(0.0, f32::max);
    // The hints and icons start on whole pixels, so that repeats draw alike.
    let hint_x = whole_pixels(MARGIN + 14.0 + words_w + 14.0);
    let icons_x = whole_pixels(hint_x + text_width("take 3", SMALL, false) + 24.0);
    for (k, &card) in s.market.iter().enumerate() {
        if marks.slots.contains(&k) {
            change_ring(svg, MARGIN, y, INNER, ROW_H);
        }
        svg.rect(MARGIN, y, INNER, ROW_H, "#ffffff", "#7d8590", 7.0);
        svg.text(MARGIN + 14.0, y + 35.0, BODY, &words[k], palette::INK, "start", true);
        // The notation, as a hint for those who type moves.
        svg.text(hint_x, y + 35.0, SMALL, &format!("take {}", k + 1), palette::MUTED, "start", false);
        card_icons(svg, card, icons_x, y + 7.0, lang);
        y += ROW_H + 10.0;
    }
    let y = y + BODY + 4.0;
    let supply = tr!(lang, "tu-board-supply");
    svg.text(MARGIN, y, BODY, &supply, palette::INK, "start", true);
    let supply_x = whole_pixels(MARGIN + text_width(&supply, BODY, true).max(90.0) + 20.0);
    for (k, c) in COLOURS.iter().enumerate() {
        let fx = supply_x + k as f32 * 130.0;
        floor_block(svg, fx, y - 28.0, FLOOR_W, ICON_H, *c, lang);
        let count = s.supply[c.index()].to_string();
        if marks.supply[c.index()] {
            change_glow(svg, fx + FLOOR_W + 4.0, y - 28.0, text_width(&count, BODY, true) + 12.0, ICON_H);
        }
        svg.text(fx + FLOOR_W + 10.0, y, BODY, &count, palette::INK, "start", true);
    }
    y + 12.0 + GAP
}

/// The objectives: the chips still on them, who took which and, with
/// `rules`, what each asks for (else its title says it).
#[allow(clippy::too_many_arguments)]
pub fn objectives(svg: &mut Svg, s: &State, marks: &Marks, names: &[String], lang: Lang, y: f32, rules: bool) -> f32 {
    const CHIP_R: f32 = 19.0;
    let d = data();
    let mut y = y + HEADING;
    svg.text(MARGIN, y, HEADING, &tr!(lang, "tu-board-objectives"), palette::INK, "start", true);
    let no_chips = tr!(lang, "tu-board-no-chips");
    y += 12.0;
    for (k, o) in s.objectives.iter().enumerate() {
        let obj = d.objective(&o.id);
        let lines = match rules {
            true => inline::wrap(&said_in(lang, &obj.text_said()), INNER - 28.0, SMALL, false),
            false => vec![],
        };
        // Who took a chip, each with the value taken.
        let taken: Vec<(String, bool)> = s
            .order
            .iter()
            .filter_map(|&seat| {
                let chip = s.players[seat].chips.iter().find(|(id, _)| *id == o.id)?;
                Some((format!("{} {}", person(names, seat, lang), chip.1), marks.chip_claimed(seat, &o.id)))
            })
            .collect();
        let box_h = 54.0 + lines.len() as f32 * SMALL_LINE + if taken.is_empty() { 0.0 } else { SMALL_LINE + 6.0 };
        svg.rect(MARGIN, y, INNER, box_h, "#ffffff", "#7d8590", 7.0);
        let title = tr!(lang, "tu-board-objective", number = k + 1, name = said_in(lang, &obj.name_said()));
        svg.text(MARGIN + 14.0, y + 38.0, BODY, &title, palette::INK, "start", true);
        if o.chips.is_empty() {
            svg.text(WIDTH - MARGIN - 14.0, y + 38.0, SMALL, &no_chips, palette::MUTED, "end", false);
        }
        for (j, chip) in o.chips.iter().enumerate() {
            let cx = WIDTH - MARGIN - 14.0 - CHIP_R - (o.chips.len() - 1 - j) as f32 * (2.0 * CHIP_R + 6.0);
            svg.raw(&format!(r#"<g id="piece-chip-{}-{j}">"#, o.id));
            svg.circle(cx, y + 28.0, CHIP_R, "#f4d35e", palette::INK);
            svg.text(cx, y + 28.0 + SMALL * 0.36, SMALL, &chip.to_string(), palette::INK, "middle", true);
            svg.raw("</g>");
        }
        let mut ly = y + 38.0;
        for line in &lines {
            ly += SMALL_LINE;
            svg.text(MARGIN + 14.0, ly, SMALL, line, palette::INK, "start", false);
        }
        if !taken.is_empty() {
            ly += SMALL_LINE + 4.0;
            let label = tr!(lang, "tu-board-taken");
            svg.text(MARGIN + 14.0, ly, SMALL, &label, palette::MUTED, "start", false);
            let mut x = MARGIN + 14.0 + text_width(&label, SMALL, false) + 10.0;
            for (entry, new) in &taken {
                let w = inline::width(entry, SMALL, false);
                if *new {
                    change_glow(svg, x - 6.0, ly - SMALL + 1.0, w + 12.0, SMALL + 8.0);
                }
                inline::line(svg, s, x, ly, SMALL, entry, palette::INK, "start", false);
                x += w + 24.0;
            }
        }
        y += box_h + 10.0;
    }
    y + GAP
}

/// The vehicle track's columns and what each pays, star columns tinted:
/// drawn once for everyone, since the players' cards give only columns.
pub fn track_values(svg: &mut Svg, lang: Lang, y: f32) -> f32 {
    let track = &data().track;
    let columns = track.end_column as usize + 1;
    let label_w = 84.0;
    let col_w = (INNER - label_w) / columns as f32;
    let row_h = 38.0;
    let gx = MARGIN + label_w;
    for c in 0..columns {
        let cx = gx + c as f32 * col_w;
        let star = track.star_columns.contains(&(c as u32));
        if star {
            svg.rect(cx + 1.0, y + 2.0, col_w - 2.0, 2.0 * row_h + 4.0, "#fff1b8", "#b08900", 4.0);
        }
        let head = if star { format!("{c}★") } else { c.to_string() };
        svg.text(cx + col_w / 2.0, y + row_h - 6.0, SMALL, &head, palette::MUTED, "middle", false);
        let value = track.column_value[c].to_string();
        svg.text(cx + col_w / 2.0, y + 2.0 * row_h - 6.0, SMALL, &value, palette::INK, "middle", true);
    }
    svg.text(gx - 12.0, y + row_h - 6.0, SMALL, &tr!(lang, "tu-board-col"), palette::MUTED, "end", false);
    svg.text(gx - 12.0, y + 2.0 * row_h - 6.0, SMALL, &tr!(lang, "tu-board-pts"), palette::MUTED, "end", false);
    y + 2.0 * row_h + 4.0 + GAP
}

/// What every letter and mark means.
pub fn legend(svg: &mut Svg, s: &State, y: f32, items: &[String]) -> f32 {
    let mut y = y;
    for item in items {
        y = inline::lines(svg, s, MARGIN, y + SMALL_LINE, SMALL_LINE, INNER, SMALL, item, palette::MUTED, false);
    }
    y + GAP
}
