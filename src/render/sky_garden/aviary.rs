//! One player's aviary: the six areas round the Employee's path, AX, the
//! Event card, the Nest Box, funds, eggs and milestones.

use super::canvas::*;
use super::pieces::*;
use crate::games::sky_garden::data::*;
use crate::games::sky_garden::placement::adjacent;
use crate::games::sky_garden::state::*;
use crate::games::sky_garden::{scoring, step_text};
use crate::i18n::Lang;
use crate::render::svg::palette;
use crate::tr;

/// Whose eyes the image is for: the Event cards dealt are the owner's secret
/// until everyone has chosen.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Eyes {
    Everyone,
    Owner,
}

pub fn aviary(s: &State, names: &[String], seat: usize, eyes: Eyes, lang: Lang) -> String {
    let mut c = Canvas::new(lang);
    let mut legend = Legend::new(lang);
    let mut page = Rect::new(MARGIN, MARGIN, WIDTH - 2.0 * MARGIN, 10_000.0);
    header(&mut c, &mut legend, &mut page, s, names, seat);
    to_act(&mut c, &mut legend, &mut page, s, seat);
    let grid = page.take_top(GRID_H, 2.0 * GAP);
    areas(&mut c, &mut legend, grid, s, seat);
    let shown = shown_events(s, seat, eyes);
    let mut row = page.take_top(AREA_H.max(event_height(shown.len())), 2.0 * GAP);
    let ax = row.take_left(area_w(grid), 2.0 * GAP);
    extra_area(&mut c, &mut legend, ax, s, seat);
    event_card(&mut c, &mut legend, row, s, seat, &shown);
    nest_box(&mut c, &mut legend, &mut page, &s.players[seat]);
    progress(&mut c, &mut legend, &mut page, s, seat);
    let legend_box = page.take_top(legend.height(page.w), 0.0);
    legend.draw(&mut c, legend_box);
    c.finish(legend_box.bottom() + MARGIN)
}

fn header(c: &mut Canvas, legend: &mut Legend, page: &mut Rect, s: &State, names: &[String], seat: usize) {
    legend.add(Term::Funds);
    legend.add(Term::Vp);
    let p = &s.players[seat];
    let b = scoring::breakdown(s, seat);
    let mut title = page.take_top(line_height(TITLE) + 6.0, 4.0);
    let badge = title.take_left(40.0, GAP);
    token(c, s, seat, badge.x + 20.0, badge.y + badge.h / 2.0, 17.0);
    legend.add(Term::Tokens);
    let points = tr!(c.lang, "sg-img-vp", points = b.total);
    let text = format!("{} · {points}", name_of(c.lang, s, names, seat));
    c.label(title, TITLE_BOLD, Anchor::Start, &fit(&text, TITLE, true, title.w));
    let line = tr!(
        c.lang,
        "sg-img-aviary-line",
        funds = p.funds as i64,
        max = FUNDS_MAX as i64,
        marker = p.egg_marker as i64,
        per = EGG_POINTS[p.egg_marker as usize],
        tokens = p.egg_tokens() as i64
    );
    let h = paragraph_height(&line, BODY_TEXT, page.w);
    let r = page.take_top(h, GAP);
    c.paragraph(r, BODY_TEXT, &line);
}

/// The decision at hand, when this player is the one acting.
fn to_act(c: &mut Canvas, legend: &mut Legend, page: &mut Rect, s: &State, seat: usize) {
    let Some(t) = s.turn.as_ref().filter(|t| t.seat == seat) else { return };
    let step = c.words(&step_text(s));
    let text = match t.held {
        Some(b) => {
            legend.bird(b);
            tr!(c.lang, "sg-img-to-act-holding", step = step, bird = b.code(), size = b.size() as i64)
        }
        None => tr!(c.lang, "sg-img-to-act-self", step = step),
    };
    let h = paragraph_height(&text, BODY_BOLD, page.w - 2.0 * GAP);
    let band = page.take_top(h + GAP, 2.0 * GAP);
    c.rect(band, palette::YELLOW, palette::INK, 1.5, 6.0);
    c.paragraph(Rect::new(band.x + GAP, band.y + GAP / 2.0, band.w - 2.0 * GAP, h), BODY_BOLD, &text);
}

const PATH_GAP: f32 = 64.0;
const AREA_H: f32 = 226.0;
const GRID_H: f32 = 2.0 * AREA_H + PATH_GAP;

fn area_w(grid: Rect) -> f32 {
    (grid.w - 2.0 * PATH_GAP) / 3.0
}

/// Screen box of A1..A6: A1 A2 A3 on top, A6 A5 A4 below.
fn area_box(grid: Rect, a: usize) -> Rect {
    let (col, row) = [(0, 0), (1, 0), (2, 0), (2, 1), (1, 1), (0, 1)][a];
    let w = area_w(grid);
    Rect::new(grid.x + col as f32 * (w + PATH_GAP), grid.y + row as f32 * (AREA_H + PATH_GAP), w, AREA_H)
}

/// Centre of path space P1..P6, between the two areas it touches.
fn path_centre(grid: Rect, i: usize) -> (f32, f32) {
    let [a, b] = PATH_ADJ[i];
    let (ra, rb) = (area_box(grid, a), area_box(grid, b));
    let (ax, ay) = ra.centre();
    let by = rb.centre().1;
    if (ay - by).abs() < 1.0 {
        // Side by side: the middle of the gap between them.
        ((ra.right().min(rb.right()) + ra.x.max(rb.x)) / 2.0, ay)
    } else {
        // One above the other: the middle of the gap below the upper one.
        (ax, (ra.bottom().min(rb.bottom()) + ra.y.max(rb.y)) / 2.0)
    }
}

fn areas(c: &mut Canvas, legend: &mut Legend, grid: Rect, s: &State, seat: usize) {
    let p = &s.players[seat];
    let usable = usable_areas(s, seat);
    for a in 0..6 {
        area(c, legend, area_box(grid, a), s, seat, a, usable.contains(&a));
    }
    legend.add(Term::Path);
    legend.add(Term::EventArrow);
    // The Event arrow: from P6 round the corner of A1 to P1.
    let (p6x, p6y) = path_centre(grid, 5);
    let (p1x, p1y) = path_centre(grid, 0);
    let corner = (p1x, p6y);
    c.polyline(&[(p6x, p6y), corner, (p1x, p1y)], palette::VERMILION, 3.0);
    let ev = Rect::new(corner.0 - 26.0, corner.1 - 17.0, 52.0, 34.0);
    c.rect(ev, WHITE, palette::VERMILION, 2.0, 6.0);
    c.label(ev, SMALL_BOLD.colour(palette::VERMILION), Anchor::Middle, "EV");
    for i in 0..6 {
        let (x, y) = path_centre(grid, i);
        let label = format!("P{}", i + 1);
        if p.employee as usize == i {
            c.begin_group("employee");
            token_with(c, s, seat, x, y, 25.0, &label);
            c.end_group();
        } else {
            c.circle(x, y, 24.0, WHITE, palette::INK);
            c.label(Rect::new(x - 24.0, y - 24.0, 48.0, 48.0), SMALL_BOLD, Anchor::Middle, &label);
        }
    }
}

/// Areas a bird may go into now (after the Employee moved this turn).
fn usable_areas(s: &State, seat: usize) -> Vec<usize> {
    match s.turn.as_ref() {
        Some(t) if t.seat == seat && t.employee_moved => adjacent(&s.players[seat]),
        _ => vec![],
    }
}

fn area(c: &mut Canvas, legend: &mut Legend, r: Rect, s: &State, seat: usize, a: usize, usable: bool) {
    legend.add(Term::Area);
    let ar = &s.players[seat].areas[a];
    let event = EVENT_AREAS.contains(&a);
    let fill = if ar.lake {
        LAKE
    } else if event {
        EVENT_AREA
    } else {
        WHITE
    };
    if usable {
        legend.add(Term::Usable);
        c.rect(r, fill, palette::VERMILION, 5.0, 8.0);
    } else {
        c.panel(r, fill);
    }
    let mut inner = r.inset(10.0);
    let mut head = inner.take_top(line_height(LABEL), 4.0);
    let full = ar.used() >= ar.capacity();
    let size = head.take_right(LABEL_BOLD.width("66/6"), GAP);
    let size_font = if full { LABEL_BOLD.colour(palette::VERMILION) } else { LABEL_BOLD };
    c.label(size, size_font, Anchor::End, &format!("{}/{}", ar.used(), ar.capacity()));
    let event_word = if event { format!(" {}", tr!(c.lang, "sg-img-event")) } else { String::new() };
    let title = format!("{}{event_word}{}", AREA_NAMES[a], if usable { " ✓" } else { "" });
    c.label(head, LABEL_BOLD, Anchor::Start, &fit(&title, LABEL, true, head.w));
    element_row(c, inner.take_top(28.0, 6.0), ar, a == AX);
    if ar.nest {
        nest_row(c, legend, inner.take_top(30.0, 8.0), ar);
    }
    let points = Rect::new(inner.x, inner.bottom() - line_height(SMALL), inner.w, line_height(SMALL));
    let birds: Vec<(Bird, u8)> = ALL_BIRDS.iter().map(|&b| (b, ar.count(b))).filter(|&(_, n)| n > 0).collect();
    if birds.is_empty() {
        let text = tr!(c.lang, "sg-img-no-birds");
        c.label(inner.take_top(TILE_H, 0.0), SMALL_TEXT.colour(palette::MUTED), Anchor::Start, &text);
    } else {
        bird_tiles(c, legend, inner, &birds);
    }
    let vp = scoring::area_points(&s.players[seat], a);
    c.label(points, SMALL_BOLD, Anchor::End, &tr!(c.lang, "sg-img-vp", points = vp));
}

fn element_row(c: &mut Canvas, mut r: Rect, ar: &Area, is_ax: bool) {
    let icon = r.take_left(26.0, 8.0);
    let (cx, cy) = icon.centre();
    let (text, colour) = if ar.tree {
        c.polygon(&[(cx, cy - 12.0), (cx + 11.0, cy + 10.0), (cx - 11.0, cy + 10.0)], TREE, palette::INK);
        (tr!(c.lang, "sg-img-tree"), TREE)
    } else if ar.lake {
        c.circle(cx, cy, 11.0, palette::SKY, palette::INK);
        (tr!(c.lang, "sg-img-open-lake"), palette::BLUE)
    } else if is_ax {
        (tr!(c.lang, "sg-img-no-tree-or-lake"), palette::MUTED)
    } else {
        c.rect(Rect::new(cx - 12.0, cy - 8.0, 24.0, 16.0), COVER, palette::INK, 1.5, 8.0);
        (tr!(c.lang, "sg-img-lake-covered"), "#6b6149")
    };
    c.label(r, SMALL_BOLD.colour(colour), Anchor::Start, &fit(&text, SMALL, true, r.w));
}

fn nest_row(c: &mut Canvas, legend: &mut Legend, r: Rect, ar: &Area) {
    let on: Vec<&str> = ar.on_nest.iter().map(|b| b.code()).collect();
    ar.on_nest.iter().for_each(|b| legend.bird(*b));
    let pair = ar.on_nest.len() == 2;
    let text = match (on.is_empty(), pair) {
        (true, _) => tr!(c.lang, "sg-img-nest-empty"),
        (false, true) => tr!(c.lang, "sg-img-nest-pair", birds = on.join(" ")),
        (false, false) => tr!(c.lang, "sg-img-nest", birds = on.join(" ")),
    };
    let w = (SMALL_BOLD.width(&text) + 20.0).min(r.w);
    let chip = Rect::new(r.x, r.y, w, r.h);
    c.rect(chip, if pair { "#fff1a8" } else { "#f3ead8" }, palette::INK, 1.5, 14.0);
    c.label(chip.inset(4.0), SMALL_BOLD, Anchor::Middle, &text);
}

fn extra_area(c: &mut Canvas, legend: &mut Legend, r: Rect, s: &State, seat: usize) {
    let p = &s.players[seat];
    if p.ax.is_some() {
        let usable = usable_areas(s, seat).contains(&AX);
        area(c, legend, r, s, seat, AX, usable);
        return;
    }
    legend.add(Term::Area);
    c.rect(r, "#f0f0f0", palette::LINE, 1.5, 8.0);
    let inner = r.inset(10.0);
    c.paragraph(
        inner,
        SMALL_TEXT.colour(palette::MUTED),
        &tr!(c.lang, "sg-img-ax-not-bought", cost = COST_EXTRA as i64, points = EXTRA_VP),
    );
}

/// The Event cards this image may show: the chosen one once everyone has
/// chosen; to the owner alone, the two dealt while choosing.
fn shown_events(s: &State, seat: usize, eyes: Eyes) -> Vec<u8> {
    let p = &s.players[seat];
    match (s.phase == Phase::Choosing, eyes, p.event) {
        (false, _, Some(e)) => vec![e],
        (true, Eyes::Owner, Some(e)) => vec![e],
        (true, Eyes::Owner, None) => p.event_options.to_vec(),
        _ => vec![],
    }
}

/// Height of `n` Event cards: a title and three rows (sets, funds, VP) each.
fn event_height(n: usize) -> f32 {
    let card = line_height(BODY) + 4.0 + 3.0 * line_height(SMALL) + 8.0;
    n as f32 * card + n.saturating_sub(1) as f32 * GAP + 20.0
}

fn event_card(c: &mut Canvas, legend: &mut Legend, r: Rect, s: &State, seat: usize, shown: &[u8]) {
    let p = &s.players[seat];
    let choosing = s.phase == Phase::Choosing;
    c.panel(r, EVENT_AREA);
    let mut inner = r.inset(10.0);
    if shown.is_empty() {
        c.paragraph(inner, BODY_BOLD, &tr!(c.lang, "sg-img-event-secret"));
        return;
    }
    let per_card = (inner.h - (shown.len() as f32 - 1.0) * GAP) / shown.len() as f32;
    for &e in shown {
        let card = &EVENT_CARDS[e as usize];
        let mut part = inner.take_top(per_card, GAP);
        legend.bird(card.set[0]);
        legend.bird(card.set[1]);
        let head = part.take_top(line_height(BODY), 4.0);
        let options = choosing && p.event.is_none();
        let (id, first, second) = (card.id, card.set[0].code(), card.set[1].code());
        let title = if options {
            tr!(c.lang, "sg-img-event-option", card = id, first = first, second = second)
        } else {
            tr!(c.lang, "sg-img-event-chosen", card = id, first = first, second = second)
        };
        c.label(head, BODY_BOLD, Anchor::Start, &fit(&title, BODY, true, head.w));
        let column = if options { usize::MAX } else { p.event_column() };
        let cols = card.funds.len();
        let col_w = ((part.w - (cols as f32 - 1.0) * 8.0) / cols as f32).min(110.0);
        for (i, (f, v)) in card.funds.iter().zip(card.vp.iter()).enumerate() {
            let b = Rect::new(part.x + i as f32 * (col_w + 8.0), part.y, col_w, part.h);
            let here = i == column;
            c.rect(b, if here { palette::YELLOW } else { WHITE }, palette::INK, if here { 4.0 } else { 1.5 }, 6.0);
            let rows = b.inset(2.0).rows(3, 0.0);
            let sets = tr!(c.lang, "sg-img-sets", count = i);
            c.label(rows[0], SMALL_TEXT, Anchor::Middle, &fit(&sets, SMALL, false, rows[0].w));
            c.label(rows[1], SMALL_BOLD, Anchor::Middle, &format!("+{f} $"));
            c.label(rows[2], SMALL_BOLD, Anchor::Middle, &tr!(c.lang, "sg-img-vp", points = *v));
        }
    }
}

fn nest_box(c: &mut Canvas, legend: &mut Legend, page: &mut Rect, p: &Player) {
    let title = page.take_top(line_height(BODY), 4.0);
    c.label(title, BODY_BOLD, Anchor::Start, &tr!(c.lang, "sg-img-nest-box"));
    let mut row = page.take_top(36.0, 2.0 * GAP);
    let labels = ["SHI", "WWE", "HAW", "FLA", "TOU", "SWA", "GOLD"];
    for (i, label) in labels.iter().enumerate() {
        if i < 6 {
            legend.bird(REGULAR[i]);
        } else {
            legend.add(Term::Gold);
        }
        let has = p.nest_box[i];
        let text = if has { format!("● {label}") } else { label.to_string() };
        let chip = row.take_left(SMALL_BOLD.width("● GOLD") + 18.0, 8.0);
        c.rect(chip, if has { "#fff1a8" } else { WHITE }, if has { palette::INK } else { palette::LINE }, 1.5, 18.0);
        let font = if has { SMALL_BOLD } else { SMALL_TEXT.colour(palette::MUTED) };
        c.label(chip, font, Anchor::Middle, &text);
    }
}

fn progress(c: &mut Canvas, legend: &mut Legend, page: &mut Rect, s: &State, seat: usize) {
    legend.add(Term::Milestone);
    let done = s.cubes_of(seat);
    let cubes: Vec<String> = (0..9).filter(|&m| s.cubes[m].contains(&seat)).map(|m| format!("M{}", m + 1)).collect();
    let lang = c.lang;
    let milestones = match done < MILESTONE_CUBES {
        true => {
            tr!(lang, "sg-img-milestones-next", done = done, points = MILESTONE_VP[done], next = MILESTONE_VP[done + 1])
        }
        false => tr!(lang, "sg-img-milestones", done = done, points = MILESTONE_VP[done]),
    };

    let place = match s.tokens[seat] {
        Pos::Waiting(sb) => tr!(lang, "sg-img-token-waits", space = sb as i64 + 1),
        Pos::Track(t) => tr!(lang, "sg-img-token-space", space = t as i64),
        Pos::Done(sb) => tr!(lang, "sg-img-token-done", space = sb as i64 + 1),
    };
    legend.add(Term::Standby);
    let mut text = match cubes.is_empty() {
        true => tr!(lang, "sg-img-progress-no-cubes", milestones = milestones, place = place),
        false => tr!(lang, "sg-img-progress", milestones = milestones, cubes = cubes.join(", "), place = place),
    };
    if s.mode != Mode::Standard {
        legend.add(Term::Sections);
        text = tr!(lang, "sg-img-progress-sections", progress = text, sections = s.players[seat].section as i64);
    }
    let h = paragraph_height(&text, BODY_TEXT, page.w);
    let r = page.take_top(h, 2.0 * GAP);
    c.paragraph(r, BODY_TEXT, &text);
}
