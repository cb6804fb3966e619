//! The pieces every Sky Garden image draws the same way: owner tokens (a
//! shape per seat, on the colour-blind-safe palette), a person (token and
//! name), bird tiles (pictogram and count), and the key that explains what a
//! picture cannot say.

use super::canvas::*;
use super::icons::Icon;
use crate::games::sky_garden::data::*;
use crate::games::sky_garden::state::State;
use crate::games::sky_garden::words;
use crate::i18n::{said_in, Lang};
use crate::render::svg::palette;
use crate::tr;

pub const SEAT_FILL: [&str; 4] = [palette::ORANGE, palette::BLUE, palette::GREEN, palette::PURPLE];
pub const LUCY_FILL: &str = "#9aa0a6";
pub const GREEN_CHIP: &str = "#c9ecd9";
pub const BLUE_CHIP: &str = "#cde4f5";
pub const ORANGE_CHIP: &str = "#fbe0b0";
pub const USED_CHIP: &str = "#e0e0e0";
pub const WHITE: &str = "#ffffff";
pub const LAKE: &str = "#bfe3f7";
pub const EVENT_AREA: &str = "#fff6e0";
pub const FOREST: &str = "#eef6ea";

/// The shape that tells a seat's pieces apart without colour.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Shape {
    Circle,
    Square,
    Triangle,
    Diamond,
    Cross,
}

/// Token `t` (a seat, or Lucy after the seats): fill, shape, letter.
pub fn seat_look(s: &State, t: usize) -> (&'static str, Shape, &'static str) {
    if t >= s.players_n {
        return (LUCY_FILL, Shape::Cross, "L");
    }
    let shape = [Shape::Circle, Shape::Square, Shape::Triangle, Shape::Diamond][t];
    (SEAT_FILL[t], shape, ["O", "B", "G", "P"][t])
}

/// Ink that reads on a seat's fill.
fn ink_on(fill: &str) -> &'static str {
    if fill == palette::BLUE {
        WHITE
    } else {
        palette::INK
    }
}

/// A seat's token centred on (cx, cy), `r` its half size; `label` is drawn
/// inside (the seat letter by default). Marked as a piece for the layout check.
pub fn token_with(c: &mut Canvas, s: &State, t: usize, cx: f32, cy: f32, r: f32, label: &str) {
    let (fill, shape, _) = seat_look(s, t);
    c.begin_piece();
    match shape {
        Shape::Circle => c.circle(cx, cy, r, fill, palette::INK),
        Shape::Square => c.rect(Rect::new(cx - r * 0.9, cy - r * 0.9, r * 1.8, r * 1.8), fill, palette::INK, 1.5, 3.0),
        Shape::Triangle => c.polygon(
            &[(cx, cy - r * 1.15), (cx + r * 1.2, cy + r * 0.9), (cx - r * 1.2, cy + r * 0.9)],
            fill,
            palette::INK,
        ),
        Shape::Diamond => c.polygon(
            &[(cx, cy - r * 1.1), (cx + r * 1.1, cy), (cx, cy + r * 1.1), (cx - r * 1.1, cy)],
            fill,
            palette::INK,
        ),
        Shape::Cross => {
            // A plus sign: unlike any seat's shape, Lucy reads without her grey.
            let (a, b) = (r * 1.05, r * 0.4);
            let pts = [
                (-b, -a),
                (b, -a),
                (b, -b),
                (a, -b),
                (a, b),
                (b, b),
                (b, a),
                (-b, a),
                (-b, b),
                (-a, b),
                (-a, -b),
                (-b, -b),
            ];
            let pts: Vec<(f32, f32)> = pts.iter().map(|(x, y)| (cx + x, cy + y)).collect();
            c.polygon(&pts, fill, palette::INK)
        }
    }
    c.end_group();
    if label.is_empty() {
        return;
    }
    // The triangle's centre of mass sits low: lower its letter to match.
    let dy = if shape == Shape::Triangle { r * 0.2 } else { 0.0 };
    let font = Font::new(SMALL, true).colour(ink_on(fill));
    c.label(Rect::new(cx - r - 8.0, cy - r + dy, 2.0 * r + 16.0, 2.0 * r), font, Anchor::Middle, label);
}

/// A seat's token: its shape and colour, no letter (a name stands beside it
/// or the place it stands on says whose it is).
pub fn token(c: &mut Canvas, s: &State, t: usize, cx: f32, cy: f32, r: f32) {
    token_with(c, s, t, cx, cy, r, "");
}

/// Half the size of a token on the boards (14 px across on a phone).
pub const TOKEN_R: f32 = 18.0;

/// A person: their colour's token as a swatch, then their display name, in
/// `r`; returns the width used. The name is cut with an ellipsis only
/// where it stands in full elsewhere on the image (`full_elsewhere`).
pub fn person(c: &mut Canvas, s: &State, names: &[String], seat: usize, r: Rect, font: Font) -> f32 {
    let (cx, cy) = (r.x + TOKEN_R + 2.0, r.y + r.h / 2.0);
    token(c, s, seat, cx, cy, TOKEN_R);
    let name = name_of(c.lang, s, names, seat);
    let room = Rect::new(r.x + 2.0 * TOKEN_R + 12.0, r.y, r.w - 2.0 * TOKEN_R - 12.0, r.h);
    c.label(room, font, Anchor::Start, &name);
    2.0 * TOKEN_R + 12.0 + font.width(&fit(&name, font.size, font.bold, room.w))
}

pub const TILE_H: f32 = 44.0;
/// A bird pictogram's size (16 px on a phone).
pub const BIRD_ICON: f32 = 40.0;
/// Other pictograms' size (14 px on a phone).
pub const ICON: f32 = 36.0;

/// The text of a bird tile: a count above one (the pictogram says which bird).
pub fn bird_tile_text(n: u8) -> String {
    if n > 1 {
        format!("×{n}")
    } else {
        String::new()
    }
}

pub fn bird_tile_width(_b: Bird, n: u8) -> f32 {
    let text = bird_tile_text(n);
    TILE_H + if text.is_empty() { 0.0 } else { SMALL_BOLD.width(&text) + 4.0 }
}

/// A bird tile with its top-left corner at (x, y): the species' pictogram
/// and its count; returns its width.
pub fn bird_tile(c: &mut Canvas, x: f32, y: f32, b: Bird, n: u8) -> f32 {
    let w = bird_tile_width(b, n);
    let r = Rect::new(x, y, w, TILE_H);
    c.rect(r, WHITE, palette::LINE, 1.5, 6.0);
    c.icon(Icon::Bird(b), x + TILE_H / 2.0, y + TILE_H / 2.0, BIRD_ICON);
    let text = bird_tile_text(n);
    if !text.is_empty() {
        c.label(Rect::new(x + TILE_H, y, w - TILE_H - 2.0, TILE_H), SMALL_BOLD, Anchor::Start, &text);
    }
    w
}

/// Bird tiles in rows inside `r`, wrapping at its right edge; returns the
/// height used.
pub fn bird_tiles(c: &mut Canvas, r: Rect, birds: &[(Bird, u8)]) -> f32 {
    let (mut x, mut y) = (r.x, r.y);
    for &(b, n) in birds {
        let w = bird_tile_width(b, n);
        if x > r.x && x + w > r.right() {
            x = r.x;
            y += TILE_H + 6.0;
        }
        x += bird_tile(c, x, y, b, n) + 6.0;
    }
    if birds.is_empty() {
        0.0
    } else {
        y + TILE_H - r.y
    }
}

/// What an image's key explains: only what a picture cannot say (a bird's
/// name and the code to type it, what a space does, what a number means).
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord)]
pub enum Term {
    Changed,
    Bird(Bird),
    Funds,
    Vp,
    Breed,
    Special,
    BlueChip,
    CoveredLake,
    Nest,
    Egg,
    Gold,
    Standby,
    Sections,
    Area,
    Path,
    EventArrow,
    Usable,
    Early,
}

impl Term {
    pub fn explain(self, lang: Lang) -> String {
        match self {
            Term::Changed => tr!(lang, "sg-img-term-changed"),
            Term::Bird(b) => tr!(lang, "sg-img-term-bird", code = b.code(), name = said_in(lang, &words::bird(b))),
            Term::Funds => tr!(lang, "sg-img-term-funds"),
            Term::Vp => tr!(lang, "sg-img-term-vp"),
            Term::Breed => tr!(lang, "sg-img-term-breed"),
            Term::Special => tr!(lang, "sg-img-term-special"),
            Term::BlueChip => tr!(lang, "sg-img-term-ad-or-special"),
            Term::CoveredLake => tr!(lang, "sg-img-term-covered-lake"),
            Term::Nest => tr!(lang, "sg-img-term-nest"),
            Term::Egg => tr!(lang, "sg-img-term-egg"),
            Term::Gold => tr!(lang, "sg-img-term-gold"),
            Term::Standby => tr!(lang, "sg-img-term-standby"),
            Term::Sections => tr!(lang, "sg-img-term-sections"),
            Term::Area => tr!(lang, "sg-img-term-area"),
            Term::Path => tr!(lang, "sg-img-term-path"),
            Term::EventArrow => tr!(lang, "sg-img-term-event-arrow"),
            Term::Usable => tr!(lang, "sg-img-term-usable"),
            Term::Early => tr!(lang, "sg-img-term-early"),
        }
    }

    /// The picture the entry explains, if it has one.
    fn icon(self) -> Option<Icon> {
        match self {
            Term::Bird(b) => Some(Icon::Bird(b)),
            Term::Funds => Some(Icon::Coin),
            Term::Breed => Some(Icon::Breed),
            Term::Special => Some(Icon::SpecialSpace),
            Term::BlueChip => Some(Icon::BlueChip),
            Term::CoveredLake => Some(Icon::CoveredLake),
            Term::Nest => Some(Icon::Nest),
            Term::Egg => Some(Icon::Egg),
            Term::Gold => Some(Icon::GoldenEgg),
            Term::EventArrow => Some(Icon::Coin),
            _ => None,
        }
    }
}

/// The key of an image: the terms it used, in a fixed order, in `lang`.
pub struct Legend {
    terms: std::collections::BTreeSet<Term>,
    lang: Lang,
}

const KEY_GAP: f32 = 28.0;

impl Legend {
    pub fn new(lang: Lang) -> Legend {
        Legend { terms: Default::default(), lang }
    }
    pub fn add(&mut self, t: Term) {
        self.terms.insert(t);
    }
    pub fn bird(&mut self, b: Bird) {
        self.add(Term::Bird(b));
    }

    /// Each entry's place: (term, x offset, line, width of its text).
    fn flow(&self, width: f32) -> Vec<(Term, f32, usize, String)> {
        let mut out = vec![];
        let (mut x, mut line) = (0.0, 0);
        for &t in &self.terms {
            let lead = if t == Term::Changed || t.icon().is_some() { ICON + 8.0 } else { 0.0 };
            let text = fit(&t.explain(self.lang), SMALL, false, width - lead);
            let w = lead + SMALL_TEXT.width(&text);
            if x > 0.0 && x + w > width {
                x = 0.0;
                line += 1;
            }
            out.push((t, x, line, text));
            x += w + KEY_GAP;
        }
        out
    }

    /// The key drawn from the top of `r`; returns the height used.
    pub fn draw(&self, c: &mut Canvas, r: Rect) -> f32 {
        let lh = line_height(SMALL).max(ICON + 6.0);
        let title = Rect::new(r.x, r.y, r.w, line_height(SMALL));
        c.label(title, SMALL_BOLD, Anchor::Start, &tr!(self.lang, "sg-img-legend"));
        let top = title.bottom() + 4.0;
        let entries = self.flow(r.w);
        for (t, x, line, text) in &entries {
            let row = Rect::new(r.x + x, top + *line as f32 * lh, r.w - x, lh);
            let mut text_x = row.x;
            if *t == Term::Changed {
                c.changed(Rect::new(row.x + 4.0, row.y + 8.0, ICON - 8.0, lh - 16.0));
                text_x += ICON + 8.0;
            } else if let Some(icon) = t.icon() {
                c.icon(icon, row.x + ICON / 2.0, row.y + lh / 2.0, ICON);
                text_x += ICON + 8.0;
            }
            c.label(Rect::new(text_x, row.y, row.right() - text_x, lh), SMALL_TEXT, Anchor::Start, text);
        }
        self.height(r.w)
    }

    pub fn height(&self, width: f32) -> f32 {
        let lines = self.flow(width).last().map_or(0, |(_, _, line, _)| line + 1);
        line_height(SMALL) + 4.0 + lines as f32 * line_height(SMALL).max(ICON + 6.0)
    }
}

/// A seat's display name (its colour stands beside it as a swatch), or the
/// colour in words when the seat has no name.
pub fn name_of(lang: Lang, s: &State, names: &[String], seat: usize) -> String {
    match names.get(seat) {
        Some(n) if !n.is_empty() => n.clone(),
        _ => said_in(lang, &s.colour_words(seat)),
    }
}
