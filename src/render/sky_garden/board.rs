//! The shared board: whose turn it is, the last move, the Main track (with
//! the round, Standby and ads in its middle) and every player's standing.
//! This is the image the channel sees after every turn.

use super::canvas::*;
use super::changed::Marks;
use super::pieces::*;
use crate::games::sky_garden::data::*;
use crate::games::sky_garden::state::*;
use crate::games::sky_garden::words;
use crate::games::sky_garden::{scoring, step_text, SkyGarden};
use crate::games::Game;
use crate::i18n::{said_in, Lang};
use crate::render::svg::palette;
use crate::tr;

pub fn shared_board(s: &State, names: &[String], lang: Lang) -> String {
    let mut c = Canvas::new(lang);
    let mut legend = Legend::new(lang);
    let marks = Marks::of(s);
    let mut page = Rect::new(MARGIN, MARGIN, WIDTH - 2.0 * MARGIN, 10_000.0);
    header(&mut c, &mut page, s, names);
    last_turn(&mut c, &mut legend, &mut page, s, names, &marks);
    let ring = page.take_top(RING_H, 2.0 * GAP);
    track(&mut c, &mut legend, ring, s, &marks);
    if s.mode != Mode::Standard {
        legend.add(Term::Sections);
        let text = tr!(c.lang, "sg-img-sections");
        let r = page.take_top(paragraph_height(&text, SMALL_TEXT, page.w), 2.0 * GAP);
        c.paragraph(r, SMALL_TEXT, &text);
    }
    standings(&mut c, &mut legend, &mut page, s, names, &marks);
    let legend_box = page.take_top(legend.height(page.w), 0.0);
    legend.draw(&mut c, legend_box);
    c.finish(legend_box.bottom() + MARGIN)
}

/// Title and the decision at hand (whose it is: name and swatch).
fn header(c: &mut Canvas, page: &mut Rect, s: &State, names: &[String]) {
    let lang = c.lang;
    let title = match s.phase {
        Phase::Choosing => tr!(lang, "sg-img-title-choosing"),
        Phase::Playing => tr!(lang, "sg-img-title-round", round = s.round as i64, rounds = s.rounds as i64),
        Phase::Over => tr!(lang, "sg-img-title-over"),
    };
    let title_row = page.take_top(line_height(TITLE), 6.0);
    c.label(title_row, TITLE_BOLD, Anchor::Start, &title);
    match s.phase {
        Phase::Choosing => {
            let waiting: Vec<usize> = (0..s.players_n).filter(|&i| s.players[i].event.is_none()).collect();
            let mut row = page.take_top(line_height(BODY) + 6.0, GAP);
            let lead = tr!(lang, "sg-img-waiting");
            let w = BODY_TEXT.width(&lead) + GAP;
            c.label(row.take_left(w, 0.0), BODY_TEXT, Anchor::Start, &lead);
            for seat in waiting {
                let room = Rect::new(row.x, row.y, row.w.min(260.0), row.h);
                let used = person(c, s, names, seat, room, BODY_BOLD);
                row.take_left(used.min(row.w), 2.0 * GAP);
            }
            let note = tr!(lang, "sg-img-waiting-how");
            let h = paragraph_height(&note, SMALL_TEXT, page.w);
            let r = page.take_top(h, GAP);
            c.paragraph(r, SMALL_TEXT, &note);
        }
        Phase::Playing => {
            let t = s.turn.as_ref().expect("a turn while playing");
            let mut row = page.take_top(line_height(BODY) + 6.0, 4.0);
            let used = person(c, s, names, t.seat, Rect::new(row.x, row.y, 420.0, row.h), BODY_BOLD);
            row.take_left(used, GAP);
            let to_act = tr!(lang, "sg-img-to-act");
            c.label(row, BODY_TEXT, Anchor::Start, &to_act);
            let step = c.words(&step_text(s));
            let h = paragraph_height(&step, SMALL_TEXT, page.w);
            let r = page.take_top(h, GAP);
            c.paragraph(r, SMALL_TEXT, &step);
        }
        Phase::Over => result_line(c, page, s, names),
    }
}

/// The result: who won (names and swatches), or the solo score against the
/// rulebook's target.
fn result_line(c: &mut Canvas, page: &mut Rect, s: &State, names: &[String]) {
    let lang = c.lang;
    if s.mode == Mode::Solo {
        let total = scoring::breakdown(s, 0).total;
        let text = tr!(lang, "sg-img-solo-result", total = total, verdict = c.words(&scoring::solo_verdict(total)));
        let row = page.take_top(line_height(BODY) + 6.0, 4.0);
        person(c, s, names, 0, row, BODY_BOLD);
        let h = paragraph_height(&text, BODY_BOLD, page.w);
        let r = page.take_top(h, GAP);
        c.begin_group("solo-verdict");
        c.paragraph(r, BODY_BOLD, &text);
        c.end_group();
        return;
    }
    let winners = SkyGarden::winners(s);
    let mut row = page.take_top(line_height(BODY) + 6.0, GAP);
    let lead = match winners.len() {
        1 => tr!(lang, "sg-img-won-by"),
        _ => tr!(lang, "sg-img-shared-win"),
    };
    let w = BODY_BOLD.width(&lead) + GAP;
    c.label(row.take_left(w, 0.0), BODY_BOLD, Anchor::Start, &lead);
    for seat in winners {
        let room = Rect::new(row.x, row.y, row.w.min(300.0), row.h);
        let used = person(c, s, names, seat, room, BODY_BOLD);
        row.take_left(used.min(row.w), 2.0 * GAP);
    }
}

/// The last turn in a strip of its own: who played it (name and swatch) and
/// what they did, in words; the parts it changed are outlined below.
fn last_turn(c: &mut Canvas, legend: &mut Legend, page: &mut Rect, s: &State, names: &[String], marks: &Marks) {
    if marks.is_empty() {
        return;
    }
    legend.add(Term::Changed);
    let text = marks.words(c.lang);
    let inner_w = page.w - 2.0 * GAP;
    let mut lines = wrap(&text, SMALL, false, inner_w);
    let shown = lines.len().min(3);
    if lines.len() > shown {
        lines[shown - 1] = fit(&format!("{} {}", lines[shown - 1], lines[shown]), SMALL, false, inner_w);
    }
    let head_h = line_height(BODY) + 6.0;
    let band = page.take_top(head_h + shown as f32 * line_height(SMALL) + GAP, 2.0 * GAP);
    c.begin_group("last-turn");
    c.rect(band, "#fff4c2", CHANGED, 2.0, 6.0);
    let mut head = Rect::new(band.x + GAP, band.y + 4.0, inner_w, head_h);
    let title = if marks.ongoing { tr!(c.lang, "sg-img-this-turn") } else { tr!(c.lang, "sg-img-last-turn") };
    let w = BODY_BOLD.width(&title) + GAP;
    c.label(head.take_left(w, 0.0), BODY_BOLD, Anchor::Start, &title);
    person(c, s, names, marks.seat, head, BODY_BOLD);
    for (i, line) in lines.iter().take(shown).enumerate() {
        let row =
            Rect::new(band.x + GAP, band.y + 4.0 + head_h + i as f32 * line_height(SMALL), inner_w, line_height(SMALL));
        c.label(row, SMALL_TEXT, Anchor::Start, line);
    }
    c.end_group();
}

const RING_COLS: usize = 7;
const RING_ROWS: usize = 5;
const CELL_H: f32 = 140.0;
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

fn track(c: &mut Canvas, legend: &mut Legend, ring: Rect, s: &State, marks: &Marks) {
    for t in 1..=TRACK_LEN as u8 {
        let (col, row) = ring_place(t);
        track_space(c, legend, ring_cell(ring, col, row), s, t, marks);
    }
    let top_left = ring_cell(ring, 1, 1);
    let bottom_right = ring_cell(ring, RING_COLS - 2, RING_ROWS - 2);
    let middle =
        Rect::new(top_left.x, top_left.y, bottom_right.right() - top_left.x, bottom_right.bottom() - top_left.y);
    ring_middle(c, legend, middle.inset(4.0), s, marks);
}

/// One space: its number and icon, the chip, and the token standing there,
/// each on a row of its own so a token never hides a label.
fn track_space(c: &mut Canvas, legend: &mut Legend, cell: Rect, s: &State, t: u8, marks: &Marks) {
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
    let mut top = inner.take_top(40.0, 4.0);
    let chip_row = inner.take_top(BIRD_ICON + 4.0, 4.0);
    let token_row = inner;
    if let Some(icon) = s.icon_active(t) {
        let badge = top.take_right(ICON + 4.0, 4.0);
        let (cx, cy) = badge.centre();
        match icon {
            Icon::Breed => legend.add(Term::Breed),
            Icon::Special => legend.add(Term::Special),
        }
        let pictogram = match icon {
            crate::games::sky_garden::data::Icon::Breed => super::icons::Icon::Breed,
            crate::games::sky_garden::data::Icon::Special => super::icons::Icon::SpecialSpace,
        };
        c.icon(pictogram, cx, cy, ICON);
    }
    c.label(top, LABEL_BOLD, Anchor::Start, &t.to_string());
    match chip_mark(&space) {
        ChipMark::Nothing => {}
        ChipMark::UsedWord => {
            c.label(chip_row, SMALL_TEXT.colour(palette::MUTED), Anchor::Middle, &tr!(c.lang, "sg-img-used"))
        }
        ChipMark::BluePictogram => {
            legend.add(Term::BlueChip);
            let (cx, cy) = chip_row.centre();
            c.icon(super::icons::Icon::BlueChip, cx, cy, BIRD_ICON);
        }
        ChipMark::Birds => {
            if let Some(other) = space.chip {
                let birds = other.birds(s.round);
                birds.iter().for_each(|b| legend.bird(*b));
                let w = birds.len() as f32 * (BIRD_ICON + 4.0) - 4.0;
                let (cx, cy) = chip_row.centre();
                for (i, b) in birds.iter().enumerate() {
                    let x = cx - w / 2.0 + BIRD_ICON / 2.0 + i as f32 * (BIRD_ICON + 4.0);
                    c.icon(super::icons::Icon::Bird(*b), x, cy, BIRD_ICON);
                }
            }
        }
    }
    for (tk, pos) in s.tokens.iter().enumerate() {
        if *pos == Pos::Track(t) {
            let (cx, cy) = (token_row.x + token_row.w / 2.0, token_row.y + token_row.h / 2.0);
            c.begin_group(&format!("token-T{t}"));
            token(c, s, tk, cx, cy, TOKEN_R);
            c.end_group();
            if marks.token(tk) {
                c.changed(Rect::new(cx - TOKEN_R - 2.0, cy - TOKEN_R - 2.0, 2.0 * TOKEN_R + 4.0, 2.0 * TOKEN_R + 4.0));
            }
        }
    }
}

/// What a track space shows besides its colour, so that chips tell apart
/// without it (see `colours`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ChipMark {
    Nothing,
    /// A used blue chip (solo): the word.
    UsedWord,
    BluePictogram,
    /// A green or orange chip: the pictograms of the birds it gives.
    Birds,
}

pub fn chip_mark(space: &Space) -> ChipMark {
    match space.chip {
        None => ChipMark::Nothing,
        Some(Chip::Blue(_)) if space.face_down => ChipMark::UsedWord,
        Some(Chip::Blue(_)) => ChipMark::BluePictogram,
        Some(_) => ChipMark::Birds,
    }
}

/// Inside the ring: the round, the Standby track, the ads and (1-2 players)
/// the sections.
fn ring_middle(c: &mut Canvas, legend: &mut Legend, mut r: Rect, s: &State, marks: &Marks) {
    round_row(c, legend, r.take_top(44.0, GAP), s);
    standby(c, legend, &mut r, s, marks);
    ads(c, legend, &mut r);
}

fn round_row(c: &mut Canvas, legend: &mut Legend, mut r: Rect, s: &State) {
    let round_word = tr!(c.lang, "sg-img-round");
    let title = r.take_left(BODY_BOLD.width(&round_word) + 4.0, GAP);
    c.label(title, BODY_BOLD, Anchor::Start, &round_word);
    for round in 1..=s.rounds {
        let b = r.take_left(40.0, 6.0);
        let current = round == s.round;
        c.rect(b, if current { palette::YELLOW } else { WHITE }, palette::INK, if current { 3.0 } else { 1.5 }, 5.0);
        c.label(b, if current { BODY_BOLD } else { BODY_TEXT }, Anchor::Middle, &round.to_string());
    }
    let birds = orange_birds(s.round);
    birds.iter().for_each(|b| legend.bird(*b));
    r.take_left(GAP, 0.0);
    let mut segs = vec![Seg::Text(tr!(c.lang, "sg-img-round-chip"))];
    segs.extend(birds.iter().map(|b| Seg::Icon(super::icons::Icon::Bird(*b))));
    c.inline(r, SMALL_TEXT, &segs);
}

fn standby(c: &mut Canvas, legend: &mut Legend, r: &mut Rect, s: &State, marks: &Marks) {
    legend.add(Term::Standby);
    legend.add(Term::Vp);
    let title = r.take_top(line_height(SMALL), 4.0);
    c.label(title, SMALL_BOLD, Anchor::Start, &tr!(c.lang, "sg-img-standby"));
    let boxes = r.take_top(80.0, GAP).columns(4, 8.0);
    for (sb, b) in boxes.into_iter().enumerate() {
        c.panel(b, WHITE);
        let mut inner = b.inset(5.0);
        let head = inner.take_top(32.0, 0.0);
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
                let (cx, cy) = (x + TOKEN_R + 2.0, inner.y + inner.h / 2.0);
                token(c, s, tk, cx, cy, TOKEN_R);
                if marks.token(tk) {
                    c.changed(Rect::new(cx - TOKEN_R, cy - TOKEN_R, 2.0 * TOKEN_R, 2.0 * TOKEN_R));
                }
                let text =
                    Rect::new(x + 2.0 * TOKEN_R + 8.0, inner.y, inner.right() - x - 2.0 * TOKEN_R - 8.0, inner.h);
                if text.w > SMALL_TEXT.width(&state) {
                    c.label(text, SMALL_TEXT, Anchor::Start, &state);
                }
                x += 2.0 * TOKEN_R + 12.0 + SMALL_TEXT.width(&state);
            }
        }
    }
}

/// The four ads: name, what they pay (in pictograms), and the words to type.
fn ads(c: &mut Canvas, legend: &mut Legend, r: &mut Rect) {
    use super::icons::Icon as I;
    legend.add(Term::BlueChip);
    legend.add(Term::Funds);
    let title = r.take_top(line_height(SMALL), 2.0);
    c.label(title, SMALL_BOLD, Anchor::Start, &tr!(c.lang, "sg-img-ads"));
    let lang = c.lang;
    let t = |s: String| Seg::Text(s);
    let rows: [(Ad, &str, Vec<Seg>); 4] = [
        (
            Ad::Small,
            "small",
            vec![
                t(format!("2×{}(", tr!(lang, "sg-img-min"))),
                Seg::Icon(I::Bird(Bird::Shi)),
                Seg::Icon(I::Bird(Bird::Wwe)),
                t(")".into()),
            ],
        ),
        (Ad::Forest, "forest", vec![Seg::Icon(I::Bird(Bird::Haw)), t("+".into()), Seg::Icon(I::Tree)]),
        (Ad::Lakeside, "lakeside", vec![Seg::Icon(I::Bird(Bird::Fla)), t("+".into()), Seg::Icon(I::Lake)]),
        (
            Ad::Rare,
            "rare",
            vec![t("2×".into()), Seg::Icon(I::Bird(Bird::Swa)), t("×".into()), Seg::Icon(I::Bird(Bird::Tou))],
        ),
    ];
    for b in [Bird::Shi, Bird::Wwe, Bird::Haw, Bird::Fla, Bird::Swa, Bird::Tou] {
        legend.bird(b);
    }
    let name_w = [Ad::Small, Ad::Forest, Ad::Lakeside, Ad::Rare]
        .iter()
        .map(|&ad| SMALL_BOLD.width(&said_in(lang, &words::ad(ad))))
        .fold(0.0, f32::max)
        + GAP;
    let mut typed_words = vec![];
    for (ad, typed, formula) in rows {
        let mut row = r.take_top(INLINE_ICON + 4.0, 0.0);
        let name = said_in(lang, &words::ad(ad));
        c.label(row.take_left(name_w, 4.0), SMALL_BOLD, Anchor::Start, &name);
        let mut segs = formula;
        segs.push(t(format!("≤ {} $", ad.max())));
        c.inline(row, SMALL_TEXT, &segs);
        typed_words.push(format!("`ad {typed}`"));
    }
    let hint = r.take_top(line_height(SMALL), GAP);
    c.label(hint, SMALL_TEXT.colour(palette::MUTED), Anchor::Start, &typed_words.join(" "));
}

/// One box per player: score and the numbers others watch; at the end, the
/// score by the rulebook's categories.
fn standings(c: &mut Canvas, legend: &mut Legend, page: &mut Rect, s: &State, names: &[String], marks: &Marks) {
    let over = s.phase == Phase::Over;
    let title = page.take_top(line_height(LABEL), 4.0);
    let text = if over { tr!(c.lang, "sg-img-final-scores") } else { tr!(c.lang, "sg-img-scores-so-far") };
    c.label(title, LABEL_BOLD, Anchor::Start, &text);
    legend.add(Term::Vp);
    legend.add(Term::Funds);
    for seat in 0..s.players_n {
        let row = score_box(c, page, s, names, seat);
        if marks.standing(seat) || (marks.seat == seat && !marks.is_empty()) {
            c.changed(row);
        }
    }
    if over && s.mode != Mode::Solo && SkyGarden::winners(s).len() > 1 {
        let text = tr!(c.lang, "sg-img-no-tie-break");
        let r = page.take_top(paragraph_height(&text, SMALL_TEXT, page.w), GAP);
        c.paragraph(r, SMALL_TEXT, &text);
    }
    if s.mode == Mode::Solo && !over {
        solo_so_far(c, page, s);
    }
    page.take_top(GAP, 0.0);
}

const BADGE_W: f32 = 56.0;

fn score_box(c: &mut Canvas, page: &mut Rect, s: &State, names: &[String], seat: usize) -> Rect {
    let detail = standing_detail(c.lang, s, seat);
    let detail_h = paragraph_height(&detail, SMALL_TEXT, page.w - BADGE_W - GAP);
    let mut row = page.take_top(8.0 + line_height(BODY) + detail_h + 8.0, 8.0);
    let whole = row;
    let acting = s.turn.as_ref().map(|t| t.seat) == Some(seat);
    c.panel(row, if acting { palette::YELLOW } else { WHITE });
    row.take_left(8.0, 0.0);
    let mut inner = Rect::new(row.x, row.y + 6.0, row.w - GAP, row.h - 6.0);
    let mut head = inner.take_top(line_height(BODY), 2.0);
    let crown = if SkyGarden::winners(s).contains(&seat) { "★ " } else { "" };
    let score = head.take_right(180.0, GAP);
    let points = tr!(c.lang, "sg-img-vp", points = scoring::breakdown(s, seat).total);
    c.label(score, LABEL_BOLD, Anchor::End, &format!("{crown}{points}"));
    person(c, s, names, seat, head, BODY_BOLD);
    inner.take_left(BADGE_W - 8.0, 0.0);
    c.paragraph(inner, SMALL_TEXT, &detail);
    whole
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
        format!("{detail} · {}", tr!(lang, "sg-img-has-extra"))
    } else {
        detail
    }
}

/// The solo score so far against the rulebook's target.
fn solo_so_far(c: &mut Canvas, page: &mut Rect, s: &State) {
    let total = scoring::breakdown(s, 0).total;
    let text = tr!(c.lang, "sg-img-solo-so-far", total = total, verdict = c.words(&scoring::solo_verdict(total)));
    let r = page.take_top(paragraph_height(&text, BODY_BOLD, page.w), GAP);
    c.begin_group("solo-verdict");
    c.paragraph(r, BODY_BOLD, &text);
    c.end_group();
}
