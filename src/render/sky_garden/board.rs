//! The shared board: whose turn it is, the last move, the Main track (with
//! the round, Standby and ads in its middle) and every player's standing.
//! This is the image the channel sees after every turn.

use super::canvas::*;
use super::pieces::*;
use crate::games::sky_garden::data::*;
use crate::games::sky_garden::state::*;
use crate::games::sky_garden::{last_words, scoring, step_text, SkyGarden};
use crate::games::Game;
use crate::i18n::Lang;
use crate::render::svg::palette;
use crate::tr;

pub fn shared_board(s: &State, names: &[String], lang: Lang) -> String {
    let mut c = Canvas::new(lang);
    let mut legend = Legend::new(lang);
    let mut page = Rect::new(MARGIN, MARGIN, WIDTH - 2.0 * MARGIN, 10_000.0);
    header(&mut c, &mut page, s, names);
    last_move(&mut c, &mut page, s);
    let ring = page.take_top(RING_H, 2.0 * GAP);
    track(&mut c, &mut legend, ring, s);
    standings(&mut c, &mut legend, &mut page, s, names);
    let legend_box = page.take_top(legend.height(page.w), 0.0);
    legend.draw(&mut c, legend_box);
    c.finish(legend_box.bottom() + MARGIN)
}

/// Title and the decision at hand.
fn header(c: &mut Canvas, page: &mut Rect, s: &State, names: &[String]) {
    let lang = c.lang;
    let (title, line) = match s.phase {
        Phase::Choosing => {
            let waiting: Vec<String> = (0..s.players_n)
                .filter(|&i| s.players[i].event.is_none())
                .map(|i| name_of(lang, s, names, i))
                .collect();
            (tr!(lang, "sg-img-title-choosing"), tr!(lang, "sg-img-waiting", names = waiting.join(", ")))
        }
        Phase::Playing => {
            let t = s.turn.as_ref().expect("a turn while playing");
            (
                tr!(lang, "sg-img-title-round", round = s.round as i64, rounds = s.rounds as i64),
                tr!(lang, "sg-img-to-act", name = name_of(lang, s, names, t.seat), step = c.words(&step_text(s))),
            )
        }
        Phase::Over if s.mode == Mode::Solo => (
            tr!(lang, "sg-img-title-over"),
            tr!(
                lang,
                "sg-img-solo-finished",
                name = name_of(lang, s, names, 0),
                points = scoring::breakdown(s, 0).total
            ),
        ),
        Phase::Over => {
            let winners: Vec<String> = SkyGarden::winners(s).iter().map(|&w| name_of(lang, s, names, w)).collect();
            let winners = match winners.as_slice() {
                [one] => one.clone(),
                [rest @ .., last] => tr!(lang, "sg-img-and", first = rest.join(", "), last = last.as_str()),
                [] => String::new(),
            };
            (tr!(lang, "sg-img-title-over"), tr!(lang, "sg-img-won-by", names = winners))
        }
    };
    let title_row = page.take_top(line_height(TITLE), 4.0);
    c.label(title_row, TITLE_BOLD, Anchor::Start, &title);
    let h = paragraph_height(&line, BODY_TEXT, page.w);
    let line_box = page.take_top(h, GAP);
    c.paragraph(line_box, BODY_TEXT, &line);
}

/// The newest log line in a yellow band of its own, above everything else.
fn last_move(c: &mut Canvas, page: &mut Rect, s: &State) {
    let Some(last) = last_words(s) else { return };
    let text = tr!(c.lang, "sg-img-last", last = c.words(&last));
    let inner_w = page.w - 2.0 * GAP;
    let mut lines = wrap(&text, SMALL, false, inner_w);
    let shown = lines.len().min(3);
    if lines.len() > shown {
        lines[shown - 1] = fit(&format!("{} {}", lines[shown - 1], lines[shown]), SMALL, false, inner_w);
    }
    let band = page.take_top(shown as f32 * line_height(SMALL) + GAP, 2.0 * GAP);
    c.rect(band, palette::YELLOW, palette::LINE, 1.0, 6.0);
    let body = Rect::new(band.x + GAP, band.y + GAP / 2.0, inner_w, band.h);
    for (i, line) in lines.iter().take(shown).enumerate() {
        let row = Rect::new(body.x, body.y + i as f32 * line_height(SMALL), body.w, line_height(SMALL));
        c.label(row, SMALL_TEXT, Anchor::Start, line);
    }
}

const RING_COLS: usize = 7;
const RING_ROWS: usize = 5;
const CELL_H: f32 = 112.0;
const CELL_GAP: f32 = 8.0;
const RING_H: f32 = RING_ROWS as f32 * CELL_H + (RING_ROWS as f32 - 1.0) * CELL_GAP;

/// Column and row of track space `t` on the ring: the top row left to right,
/// down the right side, the bottom row right to left, up the left side.
fn ring_place(t: u8) -> (usize, usize) {
    let i = t as usize;
    match i {
        1..=7 => (i - 1, 0),
        8..=10 => (6, i - 7),
        11..=17 => (17 - i, 4),
        18 => (0, 3),
        _ => (0, 2),
    }
}

fn ring_cell(ring: Rect, col: usize, row: usize) -> Rect {
    let w = (ring.w - CELL_GAP * (RING_COLS as f32 - 1.0)) / RING_COLS as f32;
    Rect::new(ring.x + col as f32 * (w + CELL_GAP), ring.y + row as f32 * (CELL_H + CELL_GAP), w, CELL_H)
}

fn track(c: &mut Canvas, legend: &mut Legend, ring: Rect, s: &State) {
    for t in 1..=TRACK_LEN as u8 {
        let (col, row) = ring_place(t);
        track_space(c, legend, ring_cell(ring, col, row), s, t);
    }
    let top_left = ring_cell(ring, 1, 1);
    let bottom_right = ring_cell(ring, RING_COLS - 2, RING_ROWS - 2);
    let middle =
        Rect::new(top_left.x, top_left.y, bottom_right.right() - top_left.x, bottom_right.bottom() - top_left.y);
    ring_middle(c, legend, middle.inset(4.0), s);
}

/// One space: its number and icon, the chip, and the token standing there,
/// each on a row of its own so a token never hides a label.
fn track_space(c: &mut Canvas, legend: &mut Legend, cell: Rect, s: &State, t: u8) {
    let space = s.track[t as usize - 1];
    let fill = match space.chip {
        Some(Chip::Green(_)) => GREEN_CHIP,
        Some(Chip::Blue(_)) if space.face_down => USED_CHIP,
        Some(Chip::Blue(_)) => BLUE_CHIP,
        Some(Chip::Orange(_)) => ORANGE_CHIP,
        None => WHITE,
    };
    let active = s.turn.as_ref().and_then(|t| t.space) == Some(t);
    if active {
        c.rect(cell, fill, palette::VERMILION, 5.0, 8.0);
    } else {
        c.panel(cell, fill);
    }
    let mut inner = cell.inset(7.0);
    let mut top = inner.take_top(30.0, 3.0);
    let chip_row = inner.take_top(30.0, 3.0);
    let token_row = inner;
    if let Some((icon, min)) = TRACK_ICONS[t as usize - 1] {
        icon_badge(c, legend, top.take_right(58.0, 4.0), s.icon_active(t).is_some(), icon, min);
    }
    c.label(top, LABEL_BOLD, Anchor::Start, &t.to_string());
    if let Some(chip) = space.chip {
        let label = match chip {
            Chip::Blue(_) if space.face_down => tr!(c.lang, "sg-img-used"),
            Chip::Blue(_) => {
                legend.add(Term::AdOrSpecial);
                "AD/SP".to_string()
            }
            other => {
                let birds = other.birds(s.round);
                birds.iter().for_each(|b| legend.bird(*b));
                birds.iter().map(|b| b.code()).collect::<Vec<_>>().join("/")
            }
        };
        label_shrinking(c, chip_row, &label);
    }
    for (tk, pos) in s.tokens.iter().enumerate() {
        if *pos == Pos::Track(t) {
            legend.add(Term::Tokens);
            let (cx, cy) = (token_row.right() - 18.0, token_row.y + token_row.h / 2.0);
            c.begin_group(&format!("token-T{t}"));
            token(c, s, tk, cx, cy, 15.0);
            c.end_group();
        }
    }
}

/// Bold if it fits, else regular, else cut.
fn label_shrinking(c: &mut Canvas, r: Rect, text: &str) {
    let font = [BODY_BOLD, SMALL_BOLD, SMALL_TEXT].into_iter().find(|f| f.width(text) <= r.w).unwrap_or(SMALL_TEXT);
    c.label(r, font, Anchor::Middle, text);
}

fn icon_badge(c: &mut Canvas, legend: &mut Legend, r: Rect, active: bool, icon: Icon, min_players: usize) {
    let mut text = match icon {
        Icon::Breed => {
            legend.add(Term::Breed);
            "BR".to_string()
        }
        Icon::Special => {
            legend.add(Term::Special);
            "SP".to_string()
        }
    };
    if min_players >= 3 {
        legend.add(Term::ThreePlus);
        text.push('*');
    }
    let fill = if active { palette::YELLOW } else { "#eeeeee" };
    c.rect(r, fill, if active { palette::INK } else { palette::LINE }, 1.5, 5.0);
    let font = if active { SMALL_BOLD } else { SMALL_TEXT.colour(palette::MUTED) };
    c.label(r, font, Anchor::Middle, &text);
}

/// Inside the ring: the round, the Standby track, the ads and (1-2 players)
/// the sections.
fn ring_middle(c: &mut Canvas, legend: &mut Legend, mut r: Rect, s: &State) {
    round_row(c, legend, r.take_top(36.0, GAP), s);
    standby(c, legend, &mut r, s);
    ads(c, legend, &mut r);
    if s.mode != Mode::Standard {
        legend.add(Term::Sections);
        let row = r.take_top(line_height(SMALL), 0.0);
        c.label(row, SMALL_TEXT, Anchor::Start, &tr!(c.lang, "sg-img-sections"));
    }
}

fn round_row(c: &mut Canvas, legend: &mut Legend, mut r: Rect, s: &State) {
    let round_word = tr!(c.lang, "sg-img-round");
    let title = r.take_left(BODY_BOLD.width(&round_word) + 4.0, GAP);
    c.label(title, BODY_BOLD, Anchor::Start, &round_word);
    for round in 1..=s.rounds {
        let b = r.take_left(36.0, 6.0);
        let current = round == s.round;
        c.rect(b, if current { palette::YELLOW } else { WHITE }, palette::INK, if current { 3.0 } else { 1.5 }, 5.0);
        c.label(b, if current { BODY_BOLD } else { BODY_TEXT }, Anchor::Middle, &round.to_string());
    }
    let birds = orange_birds(s.round);
    birds.iter().for_each(|b| legend.bird(*b));
    let chip = birds.iter().map(|b| b.code()).collect::<Vec<_>>().join("/");
    r.take_left(GAP, 0.0);
    let text = tr!(c.lang, "sg-img-round-chip", birds = chip);
    c.label(r, SMALL_TEXT, Anchor::Start, &fit(&text, SMALL, false, r.w));
}

fn standby(c: &mut Canvas, legend: &mut Legend, r: &mut Rect, s: &State) {
    legend.add(Term::Standby);
    legend.add(Term::Vp);
    let title = r.take_top(line_height(SMALL), 4.0);
    c.label(title, SMALL_BOLD, Anchor::Start, &tr!(c.lang, "sg-img-standby"));
    let boxes = r.take_top(84.0, GAP).columns(4, 8.0);
    for (sb, b) in boxes.into_iter().enumerate() {
        c.panel(b, WHITE);
        let mut inner = b.inset(6.0);
        let head = inner.take_top(28.0, 2.0);
        let text = tr!(c.lang, "sg-img-standby-space", space = sb as i64 + 1, points = STANDBY_VP[sb]);
        c.label(head, SMALL_BOLD, Anchor::Start, &text);
        let mut x = inner.x;
        for (tk, pos) in s.tokens.iter().enumerate() {
            let (here, state) = match pos {
                Pos::Waiting(x) if *x as usize == sb => (true, tr!(c.lang, "sg-img-waits")),
                Pos::Done(x) if *x as usize == sb => (true, tr!(c.lang, "sg-img-done")),
                _ => (false, String::new()),
            };
            if here {
                legend.add(Term::Tokens);
                token(c, s, tk, x + 16.0, inner.y + inner.h / 2.0, 15.0);
                let text = Rect::new(x + 38.0, inner.y, inner.right() - x - 38.0, inner.h);
                c.label(text, SMALL_TEXT, Anchor::Start, &state);
                x += 38.0 + SMALL_TEXT.width(&state) + 8.0;
            }
        }
    }
}

fn ads(c: &mut Canvas, legend: &mut Legend, r: &mut Rect) {
    legend.add(Term::AdOrSpecial);
    let title = r.take_top(line_height(SMALL), 2.0);
    c.label(title, SMALL_BOLD, Anchor::Start, &tr!(c.lang, "sg-img-ads"));
    let lines = [
        tr!(c.lang, "sg-img-ad-small", max = Ad::Small.max() as i64),
        tr!(c.lang, "sg-img-ad-forest", max = Ad::Forest.max() as i64),
        tr!(c.lang, "sg-img-ad-lakeside", max = Ad::Lakeside.max() as i64),
        tr!(c.lang, "sg-img-ad-rare", max = Ad::Rare.max() as i64),
    ];
    let rows = r.take_top(2.0 * line_height(SMALL), GAP);
    for (i, cell) in rows.columns(2, GAP).into_iter().enumerate() {
        for (j, line) in lines[i * 2..i * 2 + 2].iter().enumerate() {
            legend.birds_in(line);
            legend.add(Term::Funds);
            let row = Rect::new(cell.x, cell.y + j as f32 * line_height(SMALL), cell.w, line_height(SMALL));
            c.label(row, SMALL_TEXT, Anchor::Start, &fit(line, SMALL, false, row.w));
        }
    }
}

/// One box per player: score and the numbers others watch.
fn standings(c: &mut Canvas, legend: &mut Legend, page: &mut Rect, s: &State, names: &[String]) {
    let over = s.phase == Phase::Over;
    let title = page.take_top(line_height(LABEL), 4.0);
    let text = if over { tr!(c.lang, "sg-img-final-scores") } else { tr!(c.lang, "sg-img-scores-so-far") };
    c.label(title, LABEL_BOLD, Anchor::Start, &text);
    legend.add(Term::Vp);
    legend.add(Term::Funds);
    for seat in 0..s.players_n {
        score_box(c, page, s, names, seat);
    }
    if s.mode == Mode::Solo {
        solo_verdict(c, page, s);
    }
    page.take_top(GAP, 0.0);
}

const BADGE_W: f32 = 56.0;

fn score_box(c: &mut Canvas, page: &mut Rect, s: &State, names: &[String], seat: usize) {
    let detail = standing_detail(c.lang, s, seat);
    let detail_h = paragraph_height(&detail, SMALL_TEXT, page.w - BADGE_W - GAP);
    let mut row = page.take_top(8.0 + line_height(BODY) + detail_h + 6.0, 6.0);
    let acting = s.turn.as_ref().map(|t| t.seat) == Some(seat);
    c.panel(row, if acting { palette::YELLOW } else { WHITE });
    let badge = row.take_left(BADGE_W - 4.0, 4.0);
    token(c, s, seat, badge.x + 26.0, badge.y + 8.0 + line_height(BODY) / 2.0, 16.0);
    let mut inner = Rect::new(row.x, row.y + 6.0, row.w - GAP, row.h - 6.0);
    let mut head = inner.take_top(line_height(BODY), 2.0);
    let crown = if SkyGarden::winners(s).contains(&seat) { "★ " } else { "" };
    let score = head.take_right(160.0, GAP);
    let points = tr!(c.lang, "sg-img-vp", points = scoring::breakdown(s, seat).total);
    c.label(score, LABEL_BOLD, Anchor::End, &format!("{crown}{points}"));
    c.label(head, BODY_BOLD, Anchor::Start, &name_of(c.lang, s, names, seat));
    c.paragraph(inner, SMALL_TEXT, &detail);
}

/// During play what the others watch (funds, eggs, milestones, Event card,
/// token); at the end where the points came from.
fn standing_detail(lang: Lang, s: &State, seat: usize) -> String {
    let p = &s.players[seat];
    if s.phase == Phase::Over {
        let b = scoring::breakdown(s, seat);
        return tr!(
            lang,
            "sg-img-final-detail",
            birds = b.birds,
            eggs = b.eggs,
            milestones = b.milestones,
            event = b.event,
            standby = b.standby,
            extra = b.extra
        );
    }
    let event = match (s.phase, p.event) {
        (Phase::Choosing, _) | (_, None) => tr!(lang, "sg-img-event-hidden"),
        (_, Some(e)) => tr!(lang, "sg-img-event-sets", card = EVENT_CARDS[e as usize].id, sets = p.event_column()),
    };
    let place = match s.tokens[seat] {
        Pos::Waiting(sb) => tr!(lang, "sg-img-place-waits", space = sb as i64 + 1),
        Pos::Track(t) => tr!(lang, "sg-img-place-space", space = t as i64),
        Pos::Done(sb) => tr!(lang, "sg-img-place-done", space = sb as i64 + 1),
    };
    let detail = tr!(
        lang,
        "sg-img-standing",
        funds = p.funds as i64,
        eggs = p.egg_tokens() as i64,
        marker = p.egg_marker as i64,
        milestones = s.cubes_of(seat),
        event = event,
        place = place
    );
    if p.ax.is_some() {
        format!("{detail} · AX")
    } else {
        detail
    }
}

/// The solo score against the rulebook's targets, wrapped to the width.
fn solo_verdict(c: &mut Canvas, page: &mut Rect, s: &State) {
    let total = scoring::breakdown(s, 0).total;
    let lang = c.lang;
    let verdict = if total >= SOLO_EXCELLENT {
        tr!(lang, "sg-img-verdict-excellent")
    } else if total >= SOLO_GOOD {
        tr!(lang, "sg-img-verdict-good")
    } else {
        tr!(lang, "sg-img-verdict-below")
    };
    let (good, excellent) = (SOLO_GOOD, SOLO_EXCELLENT);
    let text = match s.phase == Phase::Over {
        true => tr!(lang, "sg-img-solo-result", total = total, good = good, excellent = excellent, verdict = verdict),
        false => tr!(lang, "sg-img-solo-so-far", total = total, good = good, excellent = excellent, verdict = verdict),
    };
    let r = page.take_top(paragraph_height(&text, BODY_BOLD, page.w), GAP);
    c.begin_group("solo-verdict");
    c.paragraph(r, BODY_BOLD, &text);
    c.end_group();
}
