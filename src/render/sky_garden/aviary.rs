//! One player's aviary: the six areas round the Employee's path, AX, the
//! Event card, the Nest Box, funds, eggs and milestones.

use super::canvas::*;
use super::changed::Marks;
use super::icons::Icon;
use super::pieces::*;
use crate::games::sky_garden::data::*;
use crate::games::sky_garden::placement::adjacent;
use crate::games::sky_garden::state::*;
use crate::games::sky_garden::{scoring, step_text, words};
use crate::i18n::{said_in, Lang};
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
    let marks = Marks::of(s);
    let mut page = Rect::new(MARGIN, MARGIN, WIDTH - 2.0 * MARGIN, 10_000.0);
    header(&mut c, &mut legend, &mut page, s, names, seat, &marks);
    to_act(&mut c, &mut legend, &mut page, s, names, seat, eyes);
    let grid = page.take_top(GRID_H, 2.0 * GAP);
    areas(&mut c, &mut legend, grid, s, seat, &marks);
    let shown = shown_events(s, seat, eyes);
    let mut row = page.take_top(AREA_H.max(event_height(shown.len())), 2.0 * GAP);
    let ax = row.take_left(area_w(grid), 2.0 * GAP);
    extra_area(&mut c, &mut legend, ax, s, seat, &marks);
    event_card(&mut c, &mut legend, row, s, seat, &shown);
    nest_box(&mut c, &mut legend, &mut page, &s.players[seat], seat, &marks);
    progress(&mut c, &mut legend, &mut page, s, seat);
    let legend_box = page.take_top(legend.height(page.w), 0.0);
    legend.draw(&mut c, legend_box);
    c.finish(legend_box.bottom() + MARGIN)
}

fn header(
    c: &mut Canvas,
    legend: &mut Legend,
    page: &mut Rect,
    s: &State,
    names: &[String],
    seat: usize,
    marks: &Marks,
) {
    legend.add(Term::Funds);
    legend.add(Term::Vp);
    let p = &s.players[seat];
    let b = scoring::breakdown(s, seat);
    let mut title = page.take_top(line_height(TITLE) + 6.0, 4.0);
    let points = tr!(c.lang, "sg-img-vp", points = b.total);
    let score = title.take_right(TITLE_BOLD.width(&points) + 4.0, GAP);
    c.label(score, TITLE_BOLD, Anchor::End, &points);
    person(c, s, names, seat, title, TITLE_BOLD);
    let line = tr!(
        c.lang,
        "sg-img-aviary-line",
        funds = p.funds as i64,
        max = FUNDS_MAX as i64,
        marker = p.egg_marker as i64,
        per = EGG_POINTS[p.egg_marker as usize],
        tokens = p.egg_tokens() as i64
    );
    let h = paragraph_height(&line, SMALL_TEXT, page.w);
    let r = page.take_top(h, GAP);
    c.paragraph(r, SMALL_TEXT, &line);
    if marks.funds(seat) {
        legend.add(Term::Changed);
        c.changed(r);
    }
}

/// The decision at hand, when this player is the one acting. Only the
/// owner's own image speaks to them; the public one names them.
fn to_act(c: &mut Canvas, legend: &mut Legend, page: &mut Rect, s: &State, names: &[String], seat: usize, eyes: Eyes) {
    let Some(t) = s.turn.as_ref().filter(|t| t.seat == seat) else { return };
    let step = c.words(&step_text(s));
    let holding = t.held.map(|b| {
        legend.bird(b);
        tr!(c.lang, "sg-img-holding", bird = said_in(c.lang, &words::bird(b)), size = b.size() as i64)
    });
    let text = match (eyes, holding) {
        (Eyes::Owner, Some(h)) => tr!(c.lang, "sg-img-to-act-self-holding", step = step, holding = h),
        (Eyes::Owner, None) => tr!(c.lang, "sg-img-to-act-self", step = step),
        (Eyes::Everyone, Some(h)) => {
            tr!(c.lang, "sg-img-to-act-named-holding", name = name_of(c.lang, s, names, seat), step = step, holding = h)
        }
        (Eyes::Everyone, None) => {
            tr!(c.lang, "sg-img-to-act-named", name = name_of(c.lang, s, names, seat), step = step)
        }
    };
    let icon_w = if t.held.is_some() { BIRD_ICON + GAP } else { 0.0 };
    let h = paragraph_height(&text, SMALL_BOLD, page.w - 2.0 * GAP - icon_w).max(BIRD_ICON);
    let band = page.take_top(h + GAP, 2.0 * GAP);
    c.rect(band, palette::YELLOW, palette::INK, 1.5, 6.0);
    let mut inner = Rect::new(band.x + GAP, band.y + GAP / 2.0, band.w - 2.0 * GAP, h);
    if let Some(b) = t.held {
        let icon = inner.take_left(BIRD_ICON, GAP);
        c.icon(Icon::Bird(b), icon.x + BIRD_ICON / 2.0, icon.y + BIRD_ICON / 2.0, BIRD_ICON);
    }
    c.paragraph(inner, SMALL_BOLD, &text);
}

const PATH_GAP: f32 = 64.0;
const AREA_H: f32 = 250.0;
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

fn areas(c: &mut Canvas, legend: &mut Legend, grid: Rect, s: &State, seat: usize, marks: &Marks) {
    let p = &s.players[seat];
    let usable = usable_areas(s, seat);
    for a in 0..6 {
        area(c, legend, area_box(grid, a), s, seat, a, usable.contains(&a), marks);
    }
    legend.add(Term::Path);
    legend.add(Term::EventArrow);
    // The Event arrow: from P6 round the corner of A1 to P1, a coin where it pays.
    let (p6x, p6y) = path_centre(grid, 5);
    let (p1x, p1y) = path_centre(grid, 0);
    let corner = (p1x, p6y);
    c.polyline(&[(p6x, p6y), corner, (p1x, p1y)], palette::VERMILION, 3.0);
    c.icon(Icon::Coin, corner.0, corner.1, ICON);
    for i in 0..6 {
        let (x, y) = path_centre(grid, i);
        let label = format!("P{}", i + 1);
        if p.employee as usize == i {
            c.begin_group("employee");
            token_with(c, s, seat, x, y, 27.0, &label);
            c.end_group();
            if marks.employee(seat) {
                legend.add(Term::Changed);
                c.changed(Rect::new(x - 28.0, y - 28.0, 56.0, 56.0));
            }
        } else {
            c.circle(x, y, 27.0, WHITE, palette::INK);
            c.label(Rect::new(x - 30.0, y - 27.0, 60.0, 54.0), SMALL_BOLD, Anchor::Middle, &label);
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

#[allow(clippy::too_many_arguments)] // one area of one seat, and how to mark it
fn area(c: &mut Canvas, legend: &mut Legend, r: Rect, s: &State, seat: usize, a: usize, usable: bool, marks: &Marks) {
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
    // The longer Ukrainian word for Event takes the smaller size rather than an ellipsis.
    let font = [LABEL_BOLD, SMALL_BOLD].into_iter().find(|f| f.width(&title) <= head.w).unwrap_or(SMALL_BOLD);
    c.label(head, font, Anchor::Start, &title);
    let elements = inner.take_top(TILE_H, 6.0);
    element_row(c, legend, elements, ar, a == AX);
    if marks.element(seat, a) {
        legend.add(Term::Changed);
        c.changed(elements);
    }
    let points = Rect::new(inner.x, inner.bottom() - line_height(SMALL), inner.w, line_height(SMALL));
    let birds: Vec<(Bird, u8)> = ALL_BIRDS.iter().map(|&b| (b, ar.count(b))).filter(|&(_, n)| n > 0).collect();
    if birds.is_empty() {
        let text = tr!(c.lang, "sg-img-no-birds");
        c.label(inner.take_top(TILE_H, 0.0), SMALL_TEXT.colour(palette::MUTED), Anchor::Start, &text);
    } else {
        birds.iter().for_each(|(b, _)| legend.bird(*b));
        let (mut x, mut y) = (inner.x, inner.y);
        for &(b, n) in &birds {
            let w = bird_tile_width(b, n);
            if x > inner.x && x + w > inner.right() {
                x = inner.x;
                y += TILE_H + 6.0;
            }
            bird_tile(c, x, y, b, n);
            if marks.birds(seat, a, b) {
                legend.add(Term::Changed);
                c.changed(Rect::new(x, y, w, TILE_H));
            }
            x += w + 8.0;
        }
    }
    let vp = scoring::area_points(&s.players[seat], a);
    c.label(points, SMALL_BOLD, Anchor::End, &tr!(c.lang, "sg-img-vp", points = vp));
}

/// The tree or lake (or the covered lake) and the nest, as pictograms, with
/// the birds sitting on the nest.
fn element_row(c: &mut Canvas, legend: &mut Legend, r: Rect, ar: &Area, is_ax: bool) {
    let cy = r.y + r.h / 2.0;
    let mut x = r.x + ICON / 2.0;
    if ar.tree {
        c.icon(Icon::Tree, x, cy, ICON);
    } else if ar.lake {
        c.icon(Icon::Lake, x, cy, ICON);
    } else if !is_ax {
        legend.add(Term::CoveredLake);
        c.icon(Icon::CoveredLake, x, cy, ICON);
    } else {
        x -= ICON + 8.0;
    }
    if ar.nest {
        legend.add(Term::Nest);
        x += ICON + 16.0;
        let pair = ar.on_nest.len() == 2;
        let w = ICON + 8.0 + ar.on_nest.len() as f32 * (BIRD_ICON + 4.0);
        let chip = Rect::new(x - ICON / 2.0 - 4.0, r.y, w, r.h);
        c.rect(chip, if pair { "#fff1a8" } else { "#f3ead8" }, palette::INK, 1.5, 14.0);
        c.icon(Icon::Nest, x, cy, ICON);
        for (i, b) in ar.on_nest.iter().enumerate() {
            legend.bird(*b);
            c.icon(
                Icon::Bird(*b),
                x + ICON / 2.0 + 4.0 + BIRD_ICON / 2.0 + i as f32 * (BIRD_ICON + 4.0),
                cy,
                BIRD_ICON,
            );
        }
    }
}

fn extra_area(c: &mut Canvas, legend: &mut Legend, r: Rect, s: &State, seat: usize, marks: &Marks) {
    let p = &s.players[seat];
    if p.ax.is_some() {
        let usable = usable_areas(s, seat).contains(&AX);
        area(c, legend, r, s, seat, AX, usable, marks);
        if marks.area(seat, AX) && !marks.element(seat, AX) {
            legend.add(Term::Changed);
        }
        return;
    }
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
    let card = INLINE_ICON + 8.0 + 3.0 * line_height(SMALL) + 8.0;
    n as f32 * card + n.saturating_sub(1) as f32 * GAP + 20.0
}

fn event_card(c: &mut Canvas, legend: &mut Legend, r: Rect, s: &State, seat: usize, shown: &[u8]) {
    let p = &s.players[seat];
    let choosing = s.phase == Phase::Choosing;
    c.panel(r, EVENT_AREA);
    let mut inner = r.inset(10.0);
    if shown.is_empty() {
        c.paragraph(inner, SMALL_BOLD, &tr!(c.lang, "sg-img-event-secret"));
        return;
    }
    let per_card = (inner.h - (shown.len() as f32 - 1.0) * GAP) / shown.len() as f32;
    for &e in shown {
        let card = &EVENT_CARDS[e as usize];
        let mut part = inner.take_top(per_card, GAP);
        legend.bird(card.set[0]);
        legend.bird(card.set[1]);
        let head = part.take_top(INLINE_ICON + 4.0, 4.0);
        let options = choosing && p.event.is_none();
        let title = if options {
            tr!(c.lang, "sg-img-event-option", card = card.id)
        } else {
            tr!(c.lang, "sg-img-event-chosen", card = card.id)
        };
        let segs = [
            Seg::Text(title),
            Seg::Icon(Icon::Bird(card.set[0])),
            Seg::Text("+".into()),
            Seg::Icon(Icon::Bird(card.set[1])),
            Seg::Text(tr!(c.lang, "sg-img-event-where")),
        ];
        c.inline(head, SMALL_BOLD, &segs);
        let column = if options { usize::MAX } else { p.event_column() };
        let cols = card.funds.len();
        let col_w = ((part.w - (cols as f32 - 1.0) * 8.0) / cols as f32).min(120.0);
        let worded = (0..cols).all(|i| SMALL_TEXT.width(&tr!(c.lang, "sg-img-sets", count = i)) <= col_w - 4.0);
        for (i, (f, v)) in card.funds.iter().zip(card.vp.iter()).enumerate() {
            let b = Rect::new(part.x + i as f32 * (col_w + 8.0), part.y, col_w, part.h);
            let here = i == column;
            c.rect(b, if here { palette::YELLOW } else { WHITE }, palette::INK, if here { 4.0 } else { 1.5 }, 6.0);
            let rows = b.inset(2.0).rows(3, 0.0);
            // The number of sets (in words where they fit every column: the card's title says of which birds).
            let sets = if worded { tr!(c.lang, "sg-img-sets", count = i) } else { i.to_string() };
            c.label(rows[0], SMALL_TEXT, Anchor::Middle, &sets);
            c.label(rows[1], SMALL_BOLD, Anchor::Middle, &format!("+{f} $"));
            c.label(rows[2], SMALL_BOLD, Anchor::Middle, &tr!(c.lang, "sg-img-vp", points = *v));
        }
    }
}

/// The Nest Box: each species' icon with its egg token (or an empty place),
/// and the golden egg.
fn nest_box(c: &mut Canvas, legend: &mut Legend, page: &mut Rect, p: &Player, seat: usize, marks: &Marks) {
    legend.add(Term::Egg);
    let title = page.take_top(line_height(BODY), 4.0);
    c.label(title, BODY_BOLD, Anchor::Start, &tr!(c.lang, "sg-img-nest-box"));
    let mut row = page.take_top(TILE_H + 4.0, 2.0 * GAP);
    for i in 0..7 {
        let has = p.nest_box[i];
        let w = if i < 6 { BIRD_ICON + ICON + 20.0 } else { ICON + 16.0 };
        let chip = row.take_left(w, 8.0);
        c.rect(chip, if has { "#fff1a8" } else { WHITE }, if has { palette::INK } else { palette::LINE }, 1.5, 18.0);
        let cy = chip.y + chip.h / 2.0;
        if i < 6 {
            legend.bird(REGULAR[i]);
            c.icon(Icon::Bird(REGULAR[i]), chip.x + 6.0 + BIRD_ICON / 2.0, cy, BIRD_ICON);
        }
        let egg_x = chip.right() - 8.0 - ICON / 2.0;
        if has {
            if i == 6 {
                legend.add(Term::Gold);
            }
            c.icon(if i == 6 { Icon::GoldenEgg } else { Icon::Egg }, egg_x, cy, ICON);
        } else {
            c.circle(egg_x, cy, ICON / 2.0 - 4.0, "none", palette::LINE);
        }
        if marks.egg_token(seat, i) {
            legend.add(Term::Changed);
            c.changed(chip);
        }
    }
}

fn progress(c: &mut Canvas, legend: &mut Legend, page: &mut Rect, s: &State, seat: usize) {
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
    let h = paragraph_height(&text, SMALL_TEXT, page.w);
    let r = page.take_top(h, 2.0 * GAP);
    c.paragraph(r, SMALL_TEXT, &text);
}
