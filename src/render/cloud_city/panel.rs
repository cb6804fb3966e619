//! The players' panels, one per city: the player's swatch and name, their
//! votes and where they come from, their hand's size and what they are to
//! do, beside or above their city. Two panels share a row when every city
//! fits half the width with its pieces still large enough for a phone.

use super::city::{self, LABEL_H, LABEL_W};
use super::flow::{self, Flow};
use super::last_turn::{self, signed};
use super::pieces::CHANGED;
use super::{Board, BODY, MARGIN, SMALL, WIDTH};
use crate::games::cloud_city::state::{Drawn, Step};
use crate::games::Seat;
use crate::render::svg::{palette, Svg};
use crate::tr;

/// A square's side: at least this, so a blue building (the smallest piece)
/// stays 12 px across on a 400 px phone; at most this, so a small city
/// does not sprawl.
pub const S_MIN: f32 = 46.0;
const S_MAX: f32 = 64.0;
const PAD: f32 = 14.0;
/// The narrowest column of words beside a city.
const INFO_MIN: f32 = 380.0;

/// How the panels are arranged.
pub struct Layout {
    pub columns: usize,
    /// The words stand to the left of the city (else above it).
    pub info_left: bool,
    /// A square's side.
    pub s: f32,
    pub panel_w: f32,
    /// The widest city with its margins.
    pub city_w: f32,
}

/// Two columns if every city fits; else one, the words beside the city if
/// they have room there, else above it.
pub fn layout(board: &Board) -> Layout {
    let state = board.state;
    let cols = state.order.iter().map(|&seat| city::squares(state, &state.cities[seat]).0).fold(2.0, f32::max);
    let full = WIDTH - 2.0 * MARGIN;
    let half = (full - MARGIN) / 2.0;
    let arranged = |columns: usize, info_left: bool, panel_w: f32, s: f32| {
        let s = s.min(S_MAX);
        Layout { columns, info_left, s, panel_w, city_w: LABEL_W + cols * s }
    };
    let s = (half - 2.0 * PAD - LABEL_W) / cols;
    if s >= S_MIN {
        return arranged(2, false, half, s);
    }
    let s = (full - 3.0 * PAD - LABEL_W - INFO_MIN) / cols;
    if s >= S_MIN {
        return arranged(1, true, full, s);
    }
    arranged(1, false, full, ((full - 2.0 * PAD - LABEL_W) / cols).max(S_MIN))
}

/// Every player's panel, in turn order, from `top`; returns their bottom.
pub fn panels(svg: &mut Svg, board: &Board, top: f32) -> f32 {
    let l = layout(board);
    let state = board.state;
    let info_w = if l.info_left { l.panel_w - 3.0 * PAD - l.city_w } else { l.panel_w - 2.0 * PAD };
    let mut y = top;
    for row in state.order.chunks(l.columns) {
        let info_h = row
            .iter()
            .map(|&seat| flow::measure(|scratch| info(scratch, board, seat, 0.0, 0.0, info_w)))
            .fold(0.0, f32::max);
        let city_h =
            row.iter().map(|&seat| LABEL_H + city::squares(state, &state.cities[seat]).1 * l.s).fold(0.0, f32::max);
        let h = 2.0 * PAD + if l.info_left { info_h.max(city_h) } else { info_h + PAD + city_h };
        for (i, &seat) in row.iter().enumerate() {
            let x = MARGIN + i as f32 * (l.panel_w + MARGIN);
            panel(svg, board, seat, &l, (x, y, h), info_w, info_h);
        }
        y += h + MARGIN;
    }
    y
}

fn panel(svg: &mut Svg, board: &Board, seat: Seat, l: &Layout, at: (f32, f32, f32), info_w: f32, info_h: f32) {
    let (px, py, ph) = at;
    let active = board.state.active() == Some(seat);
    let (border, width) = if active { (palette::INK, 5.0) } else { (palette::LINE, 2.0) };
    svg.raw(&format!(
        r##"<rect x="{px}" y="{py}" width="{}" height="{ph}" rx="12" fill="#ffffff" stroke="{border}" stroke-width="{width}"/>"##,
        l.panel_w
    ));
    info(svg, board, seat, px + PAD, py + PAD, info_w);
    let state = board.state;
    let own_w = LABEL_W + city::squares(state, &state.cities[seat]).0 * l.s;
    let (area_x, area_y, area_w) = match l.info_left {
        true => (px + 2.0 * PAD + info_w, py + PAD, l.panel_w - 3.0 * PAD - info_w),
        false => (px + PAD, py + 2.0 * PAD + info_h, l.panel_w - 2.0 * PAD),
    };
    // The city sits in the middle of its area; the margins' names stay left of it.
    city::draw(svg, board, seat, area_x + (area_w - own_w) / 2.0, area_y, l.s);
}

/// Words the last turn changed, outlined.
fn changed_note(svg: &mut Svg, f: &mut Flow, text: &str, bold: bool) {
    let (tw, th) = (flow::width(text, SMALL, bold) + 16.0, f.icon());
    f.picture(svg, tw, |svg, x, y| {
        super::pieces::changed_outline(svg, x, y, tw, th, 8.0);
        svg.text(x + tw / 2.0, y + th / 2.0 + SMALL * 0.36, SMALL, text, CHANGED, "middle", bold);
    });
}

/// The panel's words: swatch and name, votes by colour and requests, the
/// hand's size and, for the player to move, what they are to do. Returns the
/// bottom.
fn info(svg: &mut Svg, board: &Board, seat: Seat, x: f32, top: f32, w: f32) -> f32 {
    let (state, lang) = (board.state, board.lang);
    let right = x + w;
    let mut f = Flow::new(x, right, top, BODY);
    if board.winners.contains(&seat) {
        f.cup(svg);
    }
    f.player(svg, state.position(seat), &board.name(seat), true, palette::INK);
    let city = &state.cities[seat];
    let total = last_turn::votes(state, city);
    let mut f = Flow::new(x, right, f.bottom() + 10.0, SMALL).with_buildings();
    f.phrase(svg, &tr!(lang, "cc-board-votes", count = total), true, palette::INK);
    if let Some(changes) = board.changes.as_ref().filter(|c| c.seat == seat) {
        let gained = total - changes.votes_before;
        if gained != 0 {
            changed_note(svg, &mut f, &signed(gained), true);
        }
    }
    f.newline();
    let by_colour = city.colour_votes();
    for k in 1..=3u8 {
        f.building_and(svg, k, &by_colour[k as usize - 1].to_string(), false, palette::INK);
        f.space(SMALL * 0.4);
    }
    if !state.requests.is_empty() {
        let walkways: i64 = by_colour.iter().sum();
        f.phrase(svg, &tr!(lang, "cc-board-requests-votes", votes = signed(total - walkways)), false, palette::INK);
    }
    if state.step == Step::Over {
        return f.bottom();
    }
    f.newline();
    let hand = tr!(lang, "cc-board-hand", count = state.hands[seat].len());
    // The hand shrinks on a turn that places a tile and draws none (yet).
    let drew = |c: &last_turn::Changes| matches!(c.drawn, Some(Drawn::Row { .. }) | Some(Drawn::Stack));
    match board.changes.as_ref().filter(|c| c.seat == seat && !drew(c)) {
        Some(_) => changed_note(svg, &mut f, &hand, false),
        None => f.phrase(svg, &hand, false, palette::MUTED),
    }
    if state.active() != Some(seat) {
        return f.bottom();
    }
    let step = match state.step {
        Step::Place => tr!(lang, "cc-board-to-play-place"),
        Step::Walkways if state.last_round() => tr!(lang, "cc-board-to-play-last"),
        Step::Walkways => tr!(lang, "cc-board-to-play-walkways"),
        Step::Draw | Step::Over => tr!(lang, "cc-board-to-play-draw"),
    };
    let badge_top = f.bottom() + 12.0;
    let words = |svg: &mut Svg| {
        let mut b = Flow::new(x + 12.0, right - 12.0, badge_top + 8.0, SMALL);
        b.text(svg, &step, true, palette::INK);
        b.bottom() + 8.0
    };
    let bottom = flow::measure(words);
    svg.rect(x, badge_top, w, bottom - badge_top, palette::HIGHLIGHT, palette::INK, 8.0);
    words(svg)
}
