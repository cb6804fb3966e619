//! The pieces every Sky Garden image draws the same way: owner tokens (a
//! shape and a letter per seat, on the colour-blind-safe palette), bird
//! tiles, and the legend that explains every abbreviation an image used.

use super::canvas::*;
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
pub const TREE: &str = "#2e7d32";
pub const LAKE: &str = "#bfe3f7";
pub const COVER: &str = "#e8e2d0";
pub const EVENT_AREA: &str = "#fff6e0";
pub const FOREST: &str = "#eef6ea";

/// The shape that tells a seat's pieces apart without colour.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Shape {
    Circle,
    Square,
    Triangle,
    Diamond,
    Hexagon,
}

/// Token `t` (a seat, or Lucy after the seats): fill, shape, letter.
pub fn seat_look(s: &State, t: usize) -> (&'static str, Shape, &'static str) {
    if t >= s.players_n {
        return (LUCY_FILL, Shape::Hexagon, "L");
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
/// inside (the seat letter by default).
pub fn token_with(c: &mut Canvas, s: &State, t: usize, cx: f32, cy: f32, r: f32, label: &str) {
    let (fill, shape, _) = seat_look(s, t);
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
        Shape::Hexagon => {
            let pts: Vec<(f32, f32)> = (0..6)
                .map(|i| {
                    let a = std::f32::consts::PI / 3.0 * i as f32;
                    (cx + r * a.cos(), cy + r * a.sin())
                })
                .collect();
            c.polygon(&pts, fill, palette::INK)
        }
    }
    // The triangle's centre of mass sits low: lower its letter to match.
    let dy = if shape == Shape::Triangle { r * 0.2 } else { 0.0 };
    let font = Font::new(SMALL, true).colour(ink_on(fill));
    c.label(Rect::new(cx - r, cy - r + dy, 2.0 * r, 2.0 * r), font, Anchor::Middle, label);
}

/// A seat's token with its letter.
pub fn token(c: &mut Canvas, s: &State, t: usize, cx: f32, cy: f32, r: f32) {
    let (_, _, letter) = seat_look(s, t);
    token_with(c, s, t, cx, cy, r, letter);
}

pub fn bird_fill(b: Bird) -> &'static str {
    match b {
        Bird::Shi => "#ffffff",
        Bird::Wwe => "#d9f0a3",
        Bird::Haw => "#c8a27a",
        Bird::Fla => "#f7b6c8",
        Bird::Tou => "#ffd966",
        Bird::Swa => "#e6eef5",
        _ => "#d7c4f0",
    }
}

pub const TILE_H: f32 = 44.0;
/// A bird pictogram's size (16 px on a phone).
pub const BIRD_ICON: f32 = 40.0;
/// Other pictograms' size (14 px on a phone).
pub const ICON: f32 = 36.0;

/// The text of a bird tile: its code, and a count above one.
pub fn bird_tile_text(b: Bird, n: u8) -> String {
    if n > 1 {
        format!("{}×{n}", b.code())
    } else {
        b.code().to_string()
    }
}

pub fn bird_tile_width(b: Bird, n: u8) -> f32 {
    SMALL_BOLD.width(&bird_tile_text(b, n)) + 14.0
}

/// A bird tile with its top-left corner at (x, y); returns its width.
pub fn bird_tile(c: &mut Canvas, legend: &mut Legend, x: f32, y: f32, b: Bird, n: u8) -> f32 {
    legend.bird(b);
    let w = bird_tile_width(b, n);
    let r = Rect::new(x, y, w, TILE_H);
    c.rect(r, bird_fill(b), palette::INK, 1.5, 6.0);
    c.label(r, SMALL_BOLD, Anchor::Middle, &bird_tile_text(b, n));
    w
}

/// Bird tiles in rows inside `r`, wrapping at its right edge; returns the
/// height used.
pub fn bird_tiles(c: &mut Canvas, legend: &mut Legend, r: Rect, birds: &[(Bird, u8)]) -> f32 {
    let (mut x, mut y) = (r.x, r.y);
    for &(b, n) in birds {
        let w = bird_tile_width(b, n);
        if x > r.x && x + w > r.right() {
            x = r.x;
            y += TILE_H + 6.0;
        }
        x += bird_tile(c, legend, x, y, b, n) + 6.0;
    }
    if birds.is_empty() {
        0.0
    } else {
        y + TILE_H - r.y
    }
}

/// One abbreviation or sign an image may use, with its explanation.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord)]
pub enum Term {
    Bird(Bird),
    Funds,
    Vp,
    Breed,
    Special,
    ThreePlus,
    AdOrSpecial,
    Standby,
    Sections,
    Area,
    Path,
    EventArrow,
    Usable,
    Milestone,
    Early,
    Lines,
    Gold,
    Tokens,
}

impl Term {
    pub fn explain(self, lang: Lang) -> String {
        match self {
            Term::Bird(b) => tr!(lang, "sg-img-term-bird", code = b.code(), name = said_in(lang, &words::bird(b))),
            Term::Funds => tr!(lang, "sg-img-term-funds"),
            Term::Vp => tr!(lang, "sg-img-term-vp"),
            Term::Breed => tr!(lang, "sg-img-term-breed"),
            Term::Special => tr!(lang, "sg-img-term-special"),
            Term::ThreePlus => tr!(lang, "sg-img-term-three-plus"),
            Term::AdOrSpecial => tr!(lang, "sg-img-term-ad-or-special"),
            Term::Standby => tr!(lang, "sg-img-term-standby"),
            Term::Sections => tr!(lang, "sg-img-term-sections"),
            Term::Area => tr!(lang, "sg-img-term-area"),
            Term::Path => tr!(lang, "sg-img-term-path"),
            Term::EventArrow => tr!(lang, "sg-img-term-event-arrow"),
            Term::Usable => tr!(lang, "sg-img-term-usable"),
            Term::Milestone => tr!(lang, "sg-img-term-milestone"),
            Term::Early => tr!(lang, "sg-img-term-early"),
            Term::Lines => tr!(lang, "sg-img-term-lines"),
            Term::Gold => tr!(lang, "sg-img-term-gold"),
            Term::Tokens => tr!(lang, "sg-img-term-tokens"),
        }
    }
}

/// The abbreviations an image used, in a fixed order, explained in `lang`.
pub struct Legend {
    terms: std::collections::BTreeSet<Term>,
    lang: Lang,
}

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
    /// Every bird code found in `text` (milestone conditions, ads).
    pub fn birds_in(&mut self, text: &str) {
        for b in ALL_BIRDS {
            if text.contains(b.code()) {
                self.bird(b);
            }
        }
    }
    pub fn text(&self) -> String {
        self.terms.iter().map(|t| t.explain(self.lang)).collect::<Vec<_>>().join(" · ")
    }

    /// The legend drawn at the top of `r`; returns the height used.
    pub fn draw(&self, c: &mut Canvas, r: Rect) -> f32 {
        let title = Rect::new(r.x, r.y, r.w, line_height(SMALL));
        c.label(title, SMALL_BOLD, Anchor::Start, &tr!(self.lang, "sg-img-legend"));
        let body = Rect::new(r.x, title.bottom(), r.w, r.h);
        line_height(SMALL) + c.paragraph(body, SMALL_TEXT, &self.text())
    }

    pub fn height(&self, width: f32) -> f32 {
        line_height(SMALL) + paragraph_height(&self.text(), SMALL_TEXT, width)
    }
}

/// A seat's display name: "Ann (orange)", or the colour alone.
pub fn name_of(lang: Lang, s: &State, names: &[String], seat: usize) -> String {
    let colour = said_in(lang, &s.colour_words(seat));
    match names.get(seat) {
        Some(n) if !n.is_empty() => tr!(lang, "sg-img-name-colour", name = n.as_str(), colour = colour),
        _ => colour,
    }
}
