//! Words about people: wherever a player is meant, their display name with
//! their colour as a small square just before it. A sentence carries the
//! square as a private-use character ([`swatch`]), so it is worded,
//! wrapped and fitted like any text; drawing turns it into a coloured ■.

use crate::games::tower_up::state::State;
use crate::games::Seat;
use crate::i18n::Lang;
use crate::render::svg::{escape, palette, Svg};
use crate::tr;

use super::pieces::player_fill;

/// The first of the private-use characters that stand for seats' squares.
const FIRST: u32 = 0xE000;

/// The character that stands for `seat`'s square in a text.
fn swatch(seat: Seat) -> char {
    char::from_u32(FIRST + seat as u32).unwrap_or('■')
}

fn seat_of(c: char) -> Option<Seat> {
    (FIRST..FIRST + 16).contains(&(c as u32)).then(|| (c as u32 - FIRST) as Seat)
}

/// A player as a text names them: their square, then their display name.
pub fn person(names: &[String], seat: Seat, lang: Lang) -> String {
    let name = names.get(seat).cloned().unwrap_or_else(|| tr!(lang, "tu-board-seat-number", number = seat + 1));
    format!("{}{name}", swatch(seat))
}

/// How wide `text` draws, its squares included (a generous estimate, as
/// `svg::text_width`).
pub fn width(text: &str, size: f32, bold: bool) -> f32 {
    let per_char = size * if bold { 0.68 } else { 0.62 };
    text.chars().map(|c| if seat_of(c).is_some() { 1.4 } else { 1.0 }).sum::<f32>() * per_char
}

/// `text` cut with an ellipsis to fit `room`.
pub fn fit(text: &str, room: f32, size: f32, bold: bool) -> String {
    crate::render::svg::fit_measured(text, room, |t| width(t, size, bold))
}

/// Splits `text` into lines that fit `room` (a person's square stays with their name).
pub fn wrap(text: &str, room: f32, size: f32, bold: bool) -> Vec<String> {
    crate::render::svg::wrap_measured(text, room, |t| width(t, size, bold))
}

/// Draws one line of `text` at (x, y) baseline, squares in their seats' colours.
#[allow(clippy::too_many_arguments)] // position, size, content and style
pub fn line(svg: &mut Svg, s: &State, x: f32, y: f32, size: f32, text: &str, fill: &str, anchor: &str, bold: bool) {
    let mut body = String::new();
    let mut plain = String::new();
    for c in text.chars() {
        match seat_of(c) {
            Some(seat) => {
                body.push_str(&escape(&plain));
                plain.clear();
                let colour = s.players.get(seat).map_or(palette::MUTED, |p| player_fill(&p.colour));
                // A no-break space keeps the square beside the name.
                body.push_str(&format!("<tspan fill=\"{colour}\">■\u{a0}</tspan>"));
            }
            None => plain.push(c),
        }
    }
    body.push_str(&escape(&plain));
    let weight = if bold { "bold" } else { "normal" };
    svg.raw(&format!(
        r#"<text x="{x}" y="{y}" font-size="{size}" font-weight="{weight}" fill="{fill}" text-anchor="{anchor}">{body}</text>"#
    ));
}

/// Draws `text` wrapped to `room` from (x, y), `step` apart; returns the
/// last line's baseline.
#[allow(clippy::too_many_arguments)]
pub fn lines(
    svg: &mut Svg,
    s: &State,
    x: f32,
    y: f32,
    step: f32,
    room: f32,
    size: f32,
    text: &str,
    fill: &str,
    bold: bool,
) -> f32 {
    let mut at = y - step;
    for l in wrap(text, room, size, bold) {
        at += step;
        line(svg, s, x, at, size, &l, fill, "start", bold);
    }
    at
}
