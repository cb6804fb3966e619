//! What players buy from and race for: the Forest board, the special bird
//! cards and the birdcage of milestones with its line bonuses.

use super::canvas::*;
use super::changed::Marks;
use super::icons::Icon;
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
    let marks = Marks::of(s);
    let mut page = Rect::new(MARGIN, MARGIN, WIDTH - 2.0 * MARGIN, 10_000.0);
    let title = page.take_top(line_height(TITLE), GAP);
    c.label(title, TITLE_BOLD, Anchor::Start, &tr!(lang, "sg-img-market-title"));
    forest(&mut c, &mut legend, &mut page, s, &marks);
    specials(&mut c, &mut legend, &mut page, s, &marks);
    birdcage(&mut c, &mut legend, &mut page, s, &marks);
    bonus_birds(&mut c, &mut legend, &mut page, s);
    let legend_box = page.take_top(legend.height(page.w), 0.0);
    legend.draw(&mut c, legend_box);
    c.finish(legend_box.bottom() + MARGIN)
}

fn section_title(c: &mut Canvas, page: &mut Rect, text: &str) {
    let h = paragraph_height(text, LABEL_BOLD, page.w);
    let row = page.take_top(h, 4.0);
    c.paragraph(row, LABEL_BOLD, text);
}

const SLOTS_W: f32 = 300.0;

/// A bird tile with its code beside it (what `buy bird <bird>` takes).
fn coded_tile(c: &mut Canvas, legend: &mut Legend, x: f32, y: f32, b: Bird, n: u8) -> f32 {
    legend.bird(b);
    let w = bird_tile(c, x, y, b, n);
    c.label(Rect::new(x + w + 4.0, y, 70.0, TILE_H), SMALL_TEXT.colour(palette::MUTED), Anchor::Start, b.code());
    w + 4.0 + SMALL_TEXT.width(b.code())
}

/// F1/F2 with their birds, the loose birds, and the trees and nests left.
fn forest(c: &mut Canvas, legend: &mut Legend, page: &mut Rect, s: &State, marks: &Marks) {
    legend.add(Term::Funds);
    let text = tr!(c.lang, "sg-img-forest-board", cost = COST_FOREST_BIRD as i64);
    section_title(c, page, &text);
    let loose: Vec<(Bird, u8)> =
        ALL_BIRDS.iter().map(|&b| (b, s.forest.loose[b.idx()])).filter(|&(_, n)| n > 0).collect();
    // The panel's inner width, less the F1/F2 column.
    let loose_w = page.w - 2.0 * GAP - SLOTS_W - 2.0 * GAP;
    let col_w =
        loose.iter().map(|&(b, n)| bird_tile_width(b, n) + 4.0 + SMALL_TEXT.width(b.code()) + 16.0).fold(0.0, f32::max);
    let per_row = ((loose_w + 16.0) / col_w.max(1.0)).floor().max(1.0) as usize;
    let loose_rows = loose.len().div_ceil(per_row).max(1);
    let loose_h = loose_rows as f32 * (TILE_H + 6.0);
    let body_h = (2.0 * (TILE_H + 8.0)).max(line_height(SMALL) + 4.0 + loose_h);
    let mut panel = page.take_top(body_h + line_height(SMALL) + 3.0 * GAP, 2.0 * GAP);
    c.panel(panel, FOREST);
    panel = panel.inset(GAP);
    let footer = Rect::new(panel.x, panel.bottom() - line_height(SMALL), panel.w, line_height(SMALL));
    let mut slots = panel.take_left(SLOTS_W, 2.0 * GAP);
    for (i, slot) in s.forest.slots.iter().enumerate() {
        let mut row = slots.take_top(TILE_H, 8.0);
        let name = row.take_left(50.0, 4.0);
        c.label(name, BODY_BOLD, Anchor::Start, &format!("F{}", i + 1));
        match slot {
            Some((_, Some(b))) => {
                coded_tile(c, legend, row.x, row.y, *b, 1);
            }
            Some((_, None)) => {
                let text = tr!(c.lang, "sg-img-bird-taken");
                c.label(row, SMALL_TEXT.colour(palette::MUTED), Anchor::Start, &text)
            }
            None => c.label(row, SMALL_TEXT.colour(palette::MUTED), Anchor::Start, &tr!(c.lang, "sg-img-empty")),
        }
        if marks.forest_slot(i) {
            legend.add(Term::Changed);
            c.changed(row);
        }
    }
    let head = panel.take_top(line_height(SMALL), 4.0);
    c.label(head, SMALL_BOLD, Anchor::Start, &tr!(c.lang, "sg-img-loose-birds"));
    if loose.is_empty() {
        let text = tr!(c.lang, "sg-img-none");
        c.label(panel.take_top(TILE_H, 0.0), SMALL_TEXT.colour(palette::MUTED), Anchor::Start, &text);
    } else {
        for (k, &(b, n)) in loose.iter().enumerate() {
            let (x, y) = (panel.x + (k % per_row) as f32 * col_w, panel.y + (k / per_row) as f32 * (TILE_H + 6.0));
            let w = coded_tile(c, legend, x, y, b, n);
            if marks.forest_loose(b) {
                legend.add(Term::Changed);
                c.changed(Rect::new(x, y, w, TILE_H));
            }
        }
    }
    let segs = [
        Seg::Icon(Icon::Tree),
        Seg::Text(tr!(c.lang, "sg-img-trees-left", count = s.forest.trees as i64)),
        Seg::Icon(Icon::Nest),
        Seg::Text(tr!(c.lang, "sg-img-nests-left", count = s.forest.nests as i64)),
        Seg::Text(tr!(c.lang, "sg-img-chips-left", count = s.bag.len())),
    ];
    legend.add(Term::Nest);
    c.inline(footer, SMALL_TEXT, &segs);
}

fn specials(c: &mut Canvas, legend: &mut Legend, page: &mut Rect, s: &State, marks: &Marks) {
    legend.add(Term::Vp);
    section_title(c, page, &tr!(c.lang, "sg-img-special-cards"));
    for (i, card) in SPECIAL_CARDS.iter().enumerate() {
        legend.bird(card.bird);
        let ability = c.words(&words::ability(card.bird));
        let detail = tr!(
            c.lang,
            "sg-img-special-detail",
            cost = card.cost as i64,
            size = card.bird.size() as i64,
            points = card.vp as i64,
            ability = ability
        );
        let text_w = page.w - 2.0 * GAP - BIRD_ICON - GAP;
        let detail_h = paragraph_height(&detail, SMALL_TEXT, text_w);
        let mut panel = page.take_top(line_height(BODY) + detail_h + 12.0, 8.0);
        c.panel(panel, "#f4effb");
        if marks.special(i) {
            legend.add(Term::Changed);
            c.changed(panel);
        }
        panel = Rect::new(panel.x + GAP, panel.y + 4.0, panel.w - 2.0 * GAP, panel.h - 4.0);
        let icon = panel.take_left(BIRD_ICON, GAP);
        c.icon(Icon::Bird(card.bird), icon.x + BIRD_ICON / 2.0, icon.y + line_height(BODY) / 2.0 + 4.0, BIRD_ICON);
        let mut head = panel.take_top(line_height(BODY), 0.0);
        let left = head.take_right(160.0, GAP);
        c.label(left, BODY_BOLD, Anchor::End, &tr!(c.lang, "sg-img-left", count = s.specials[i] as i64));
        let name = c.words(&words::bird(card.bird));
        c.label(head, BODY_BOLD, Anchor::Start, &format!("{name} · {}", card.bird.code()));
        c.paragraph(panel, SMALL_TEXT, &detail);
    }
    page.take_top(GAP, 0.0);
}

const LINE_LABEL_W: f32 = 230.0;
const TILE_BOX_H: f32 = 150.0;

/// Which early tile still lies on line `li` (solo: always the line's tile).
fn early_tile(s: &State, li: usize) -> Option<LineBonus> {
    let present = s.mode == Mode::Solo || (li < 5 && s.early[li]);
    EARLY[li].filter(|_| present)
}

fn birdcage(c: &mut Canvas, legend: &mut Legend, page: &mut Rect, s: &State, marks: &Marks) {
    section_title(c, page, &tr!(c.lang, "sg-img-birdcage"));
    for row in 0..3 {
        let mut band = page.take_top(TILE_BOX_H, 8.0);
        line_box(c, legend, band.take_left(LINE_LABEL_W, 8.0), s, row, marks);
        for (col, cell) in band.columns(3, 8.0).into_iter().enumerate() {
            milestone_tile(c, legend, cell, s, row * 3 + col, marks);
        }
    }
    let mut band = page.take_top(TILE_BOX_H + 40.0, 2.0 * GAP);
    band.take_left(LINE_LABEL_W, 8.0);
    for (col, cell) in band.columns(3, 8.0).into_iter().enumerate() {
        line_box(c, legend, cell, s, 3 + col, marks);
    }
}

/// A line's name, printed bonus and early tile (if still there).
fn line_box(c: &mut Canvas, legend: &mut Legend, r: Rect, s: &State, li: usize, marks: &Marks) {
    c.rect(r, WHITE, palette::LINE, 1.5, 6.0);
    let mut inner = r.inset(6.0);
    let head = inner.take_top(line_height(SMALL), 0.0);
    let name = match li {
        0..=2 => tr!(c.lang, "sg-img-row", n = li as i64 + 1),
        _ => tr!(c.lang, "sg-img-column", n = li as i64 - 2),
    };
    c.label(head, SMALL_BOLD, Anchor::Start, &name);
    let printed = inner.take_top(line_height(SMALL), 4.0);
    let bonus = c.words(&words::line_bonus(PRINTED[li]));
    c.label(printed, SMALL_TEXT, Anchor::Start, &fit(&bonus, SMALL, false, printed.w));
    if let Some(early) = early_tile(s, li) {
        legend.add(Term::Early);
        let text = c.words(&words::line_bonus(early));
        let h = (paragraph_height(&text, SMALL_BOLD, inner.w - 12.0) + 6.0).min(inner.h);
        let tile = inner.take_top(h, 0.0);
        c.rect(tile, palette::YELLOW, palette::INK, 1.5, 5.0);
        c.paragraph(Rect::new(tile.x + 6.0, tile.y + 3.0, tile.w - 12.0, tile.h), SMALL_BOLD, &text);
    } else if marks.early(li) {
        legend.add(Term::Changed);
        c.changed(r);
    }
}

/// What a milestone asks for, in pictograms and numbers.
fn condition(lang: Lang, cond: Cond) -> Vec<Seg> {
    let counts = |req: &[(Bird, u8)]| -> Vec<Seg> {
        req.iter()
            .flat_map(|&(b, n)| {
                let mut v = vec![Seg::Icon(Icon::Bird(b))];
                if n > 1 {
                    v.push(Seg::Text(format!("×{n}")));
                }
                v
            })
            .collect()
    };
    match cond {
        Cond::AviaryBirds(req) => counts(req),
        Cond::AreaBirds(req, specials) => {
            let mut v = vec![Seg::Text(tr!(lang, "sg-img-in-one-area"))];
            v.extend(counts(req));
            if specials > 0 {
                v.push(Seg::Text("+".into()));
                v.push(Seg::Icon(Icon::SpecialSpace));
            }
            v
        }
        Cond::Trees(n) => vec![Seg::Icon(Icon::Tree), Seg::Text(format!("×{n}"))],
        Cond::Lakes(n) => vec![Seg::Icon(Icon::Lake), Seg::Text(format!("×{n}"))],
        Cond::Funds(n) => vec![Seg::Icon(Icon::Coin), Seg::Text(format!("{n}+ $"))],
        Cond::EggMarker(n) => {
            vec![Seg::Icon(Icon::Egg), Seg::Text(tr!(lang, "sg-img-marker-at-least", count = n as i64))]
        }
        Cond::Specials(n) => vec![Seg::Icon(Icon::SpecialSpace), Seg::Text(format!("×{n}"))],
    }
}

fn milestone_tile(c: &mut Canvas, legend: &mut Legend, r: Rect, s: &State, m: usize, marks: &Marks) {
    let tile = &MILESTONES[s.grid[m] as usize];
    let segs = condition(c.lang, tile.cond);
    for seg in &segs {
        match seg {
            Seg::Icon(Icon::Bird(b)) => legend.bird(*b),
            Seg::Icon(Icon::SpecialSpace) => legend.add(Term::Special),
            Seg::Icon(Icon::Egg) => legend.add(Term::Egg),
            _ => {}
        }
    }
    c.panel(r, "#fffdf5");
    let mut inner = r.inset(8.0);
    let head = inner.take_top(line_height(BODY), 2.0);
    c.label(head, BODY_BOLD, Anchor::Start, &format!("M{}", m + 1));
    let cube_row = Rect::new(inner.x, inner.bottom() - 40.0, inner.w, 40.0);
    let cond = Rect::new(inner.x, inner.y, inner.w, INLINE_ICON + 4.0);
    // Long conditions (three birds in one area) take two lines.
    if segs_width(SMALL_TEXT, &segs) > cond.w && matches!(tile.cond, Cond::AreaBirds(..)) {
        c.inline(cond, SMALL_TEXT, &segs[..1]);
        let second = Rect::new(cond.x, cond.y + INLINE_ICON + 2.0, cond.w, cond.h);
        c.inline(second, SMALL_TEXT, &segs[1..]);
    } else {
        c.inline(cond, SMALL_TEXT, &segs);
    }
    for (k, &seat) in s.cubes[m].iter().enumerate() {
        let cx = cube_row.x + TOKEN_R + 2.0 + k as f32 * (2.0 * TOKEN_R + 8.0);
        token(c, s, seat, cx, cube_row.y + cube_row.h / 2.0, TOKEN_R);
    }
    if marks.cube(m) {
        legend.add(Term::Changed);
        c.changed(r);
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
        birds.iter().for_each(|(b, _)| legend.bird(*b));
        bird_tiles(c, row, &birds);
    }
}
