//! What players buy from and race for: the Forest board, the special bird
//! cards and the birdcage of milestones with its line bonuses.

use super::canvas::*;
use super::pieces::*;
use crate::games::sky_garden::data::*;
use crate::games::sky_garden::state::*;
use crate::games::sky_garden::words;
use crate::i18n::Lang;
use crate::render::svg::palette;
use crate::tr;

pub fn market(s: &State, lang: Lang) -> String {
    let mut c = Canvas::new(lang);
    let mut legend = Legend::new(lang);
    let mut page = Rect::new(MARGIN, MARGIN, WIDTH - 2.0 * MARGIN, 10_000.0);
    let title = page.take_top(line_height(TITLE), GAP);
    c.label(title, TITLE_BOLD, Anchor::Start, &tr!(lang, "sg-img-market-title"));
    forest(&mut c, &mut legend, &mut page, s);
    specials(&mut c, &mut legend, &mut page, s);
    birdcage(&mut c, &mut legend, &mut page, s);
    bonus_birds(&mut c, &mut legend, &mut page, s);
    let legend_box = page.take_top(legend.height(page.w), 0.0);
    legend.draw(&mut c, legend_box);
    c.finish(legend_box.bottom() + MARGIN)
}

fn section_title(c: &mut Canvas, page: &mut Rect, text: &str) {
    let row = page.take_top(line_height(LABEL), 4.0);
    c.label(row, LABEL_BOLD, Anchor::Start, text);
}

const SLOTS_W: f32 = 300.0;

/// F1/F2 with their birds, the loose birds, and the trees and nests left.
fn forest(c: &mut Canvas, legend: &mut Legend, page: &mut Rect, s: &State) {
    legend.add(Term::Funds);
    let text = tr!(c.lang, "sg-img-forest-board", cost = COST_FOREST_BIRD as i64);
    section_title(c, page, &text);
    let loose: Vec<(Bird, u8)> =
        ALL_BIRDS.iter().map(|&b| (b, s.forest.loose[b.idx()])).filter(|&(_, n)| n > 0).collect();
    let mut probe = Canvas::new(c.lang);
    // The panel's inner width, less the F1/F2 column.
    let loose_w = page.w - 2.0 * GAP - SLOTS_W - 2.0 * GAP;
    let loose_h = bird_tiles(&mut probe, &mut Legend::new(c.lang), Rect::new(0.0, 0.0, loose_w, 0.0), &loose);
    let body_h = (2.0 * (TILE_H + 8.0)).max(line_height(SMALL) + 4.0 + loose_h.max(TILE_H));
    let mut panel = page.take_top(body_h + line_height(SMALL) + 3.0 * GAP, 2.0 * GAP);
    c.panel(panel, FOREST);
    panel = panel.inset(GAP);
    let footer = Rect::new(panel.x, panel.bottom() - line_height(SMALL), panel.w, line_height(SMALL));
    let mut slots = panel.take_left(SLOTS_W, 2.0 * GAP);
    for (i, slot) in s.forest.slots.iter().enumerate() {
        let mut row = slots.take_top(TILE_H, 8.0);
        let name = row.take_left(40.0, 4.0);
        c.label(name, BODY_BOLD, Anchor::Start, &format!("F{}", i + 1));
        match slot {
            Some((_, Some(b))) => {
                bird_tile(c, legend, row.x, row.y, *b, 1);
            }
            Some((_, None)) => {
                let text = tr!(c.lang, "sg-img-bird-taken");
                c.label(row, SMALL_TEXT.colour(palette::MUTED), Anchor::Start, &text)
            }
            None => c.label(row, SMALL_TEXT.colour(palette::MUTED), Anchor::Start, &tr!(c.lang, "sg-img-empty")),
        }
    }
    let head = panel.take_top(line_height(SMALL), 4.0);
    c.label(head, SMALL_BOLD, Anchor::Start, &tr!(c.lang, "sg-img-loose-birds"));
    if loose.is_empty() {
        let text = tr!(c.lang, "sg-img-none");
        c.label(panel.take_top(TILE_H, 0.0), SMALL_TEXT.colour(palette::MUTED), Anchor::Start, &text);
    } else {
        bird_tiles(c, legend, panel, &loose);
    }
    let text = tr!(
        c.lang,
        "sg-img-forest-stock",
        trees = s.forest.trees as i64,
        nests = s.forest.nests as i64,
        chips = s.bag.len()
    );
    c.label(footer, SMALL_BOLD, Anchor::Start, &fit(&text, SMALL, true, footer.w));
}

fn specials(c: &mut Canvas, legend: &mut Legend, page: &mut Rect, s: &State) {
    legend.add(Term::Vp);
    section_title(c, page, &tr!(c.lang, "sg-img-special-cards"));
    for (i, card) in SPECIAL_CARDS.iter().enumerate() {
        legend.bird(card.bird);
        let ability = c.words(&words::ability(card.bird));
        legend.birds_in(&ability);
        let detail = tr!(
            c.lang,
            "sg-img-special-detail",
            cost = card.cost as i64,
            size = card.bird.size() as i64,
            points = card.vp as i64,
            ability = ability
        );
        let detail_h = paragraph_height(&detail, SMALL_TEXT, page.w - 2.0 * GAP);
        let mut panel = page.take_top(line_height(BODY) + detail_h + 12.0, 8.0);
        c.panel(panel, bird_fill(card.bird));
        panel = Rect::new(panel.x + GAP, panel.y + 4.0, panel.w - 2.0 * GAP, panel.h - 4.0);
        let mut head = panel.take_top(line_height(BODY), 0.0);
        let left = head.take_right(120.0, GAP);
        c.label(left, BODY_BOLD, Anchor::End, &tr!(c.lang, "sg-img-left", count = s.specials[i] as i64));
        let name = c.words(&words::bird(card.bird));
        c.label(head, BODY_BOLD, Anchor::Start, &format!("{} {} {name}", card.id, card.bird.code()));
        c.paragraph(panel, SMALL_TEXT, &detail);
    }
    page.take_top(GAP, 0.0);
}

const LINE_LABEL_W: f32 = 210.0;
const TILE_BOX_H: f32 = 150.0;

/// Which early tile still lies on line `li` (solo: always the line's tile).
fn early_tile(s: &State, li: usize) -> Option<LineBonus> {
    let present = s.mode == Mode::Solo || (li < 5 && s.early[li]);
    EARLY[li].filter(|_| present)
}

fn birdcage(c: &mut Canvas, legend: &mut Legend, page: &mut Rect, s: &State) {
    legend.add(Term::Milestone);
    legend.add(Term::Lines);
    section_title(c, page, &tr!(c.lang, "sg-img-birdcage"));
    for row in 0..3 {
        let mut band = page.take_top(TILE_BOX_H, 8.0);
        line_box(c, legend, band.take_left(LINE_LABEL_W, 8.0), s, row);
        for (col, cell) in band.columns(3, 8.0).into_iter().enumerate() {
            milestone_tile(c, legend, cell, s, row * 3 + col);
        }
    }
    let mut band = page.take_top(118.0, 2.0 * GAP);
    band.take_left(LINE_LABEL_W, 8.0);
    for (col, cell) in band.columns(3, 8.0).into_iter().enumerate() {
        line_box(c, legend, cell, s, 3 + col);
    }
}

/// A line's name, printed bonus and early tile (if still there).
fn line_box(c: &mut Canvas, legend: &mut Legend, r: Rect, s: &State, li: usize) {
    c.rect(r, WHITE, palette::LINE, 1.5, 6.0);
    let mut inner = r.inset(6.0);
    let head = inner.take_top(line_height(SMALL), 0.0);
    c.label(head, SMALL_BOLD, Anchor::Start, LINE_NAMES[li]);
    let printed = inner.take_top(line_height(SMALL), 4.0);
    let bonus = c.words(&words::line_bonus(PRINTED[li]));
    c.label(printed, SMALL_TEXT, Anchor::Start, &fit(&bonus, SMALL, false, printed.w));
    if let Some(early) = early_tile(s, li) {
        legend.add(Term::Early);
        let text = format!("EB{}: {}", li + 1, c.words(&words::line_bonus(early)));
        let h = paragraph_height(&text, SMALL_BOLD, inner.w - 12.0) + 6.0;
        let tile = inner.take_top(h, 0.0);
        c.rect(tile, palette::YELLOW, palette::INK, 1.5, 5.0);
        c.paragraph(Rect::new(tile.x + 6.0, tile.y + 3.0, tile.w - 12.0, tile.h), SMALL_BOLD, &text);
    }
}

fn milestone_tile(c: &mut Canvas, legend: &mut Legend, r: Rect, s: &State, m: usize) {
    let tile = &MILESTONES[s.grid[m] as usize];
    let needs = c.words(&words::milestone(tile.cond));
    legend.birds_in(&needs);
    c.panel(r, "#fffdf5");
    let mut inner = r.inset(8.0);
    let head = inner.take_top(line_height(BODY), 2.0);
    c.label(head, BODY_BOLD, Anchor::Start, &format!("M{} · {}", m + 1, tile.id));
    let cube_row = Rect::new(inner.x, inner.bottom() - 34.0, inner.w, 34.0);
    let cond = Rect::new(inner.x, inner.y, inner.w, cube_row.y - inner.y);
    let lines = wrap(&needs, SMALL, false, cond.w);
    for (i, line) in lines.iter().take(2).enumerate() {
        let row = Rect::new(cond.x, cond.y + i as f32 * line_height(SMALL), cond.w, line_height(SMALL));
        c.label(row, SMALL_TEXT, Anchor::Start, line);
    }
    for (k, &seat) in s.cubes[m].iter().enumerate() {
        legend.add(Term::Tokens);
        token(c, s, seat, cube_row.x + 17.0 + k as f32 * 40.0, cube_row.y + cube_row.h / 2.0, 15.0);
    }
}

fn bonus_birds(c: &mut Canvas, legend: &mut Legend, page: &mut Rect, s: &State) {
    let mut row = page.take_top(TILE_H, 2.0 * GAP);
    let text = tr!(c.lang, "sg-img-bonus-birds");
    let title = row.take_left(SMALL_BOLD.width(&text) + 4.0, GAP);
    c.label(title, SMALL_BOLD, Anchor::Start, &text);
    let birds: Vec<(Bird, u8)> = REGULAR.iter().filter(|b| s.bonus_birds[b.idx()]).map(|&b| (b, 1)).collect();
    if birds.is_empty() {
        c.label(row, SMALL_TEXT.colour(palette::MUTED), Anchor::Start, &tr!(c.lang, "sg-img-none-left"));
    } else {
        bird_tiles(c, legend, row, &birds);
    }
}
