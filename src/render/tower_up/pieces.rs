//! The pieces as drawn: floors are square blocks with a two-letter code,
//! roofs are house shapes with their player's initial, vehicles small cars.

use crate::games::tower_up::data::player_colour;
use crate::games::tower_up::data::Colour;
use crate::i18n::{said_in, Lang};
use crate::render::svg::{palette, Svg};
use crate::tr;

use super::SMALL;

pub fn floor_fill(c: Colour) -> &'static str {
    match c {
        Colour::Black => "#262626",
        Colour::White => "#ffffff",
        Colour::Brown => "#8c5a2b",
        Colour::Grey => "#a3a3a3",
    }
}

fn floor_ink(c: Colour) -> &'static str {
    match c {
        Colour::Black | Colour::Brown => "#ffffff",
        Colour::White | Colour::Grey => palette::INK,
    }
}

/// Two letters, so that no floor shares a letter with a player's roof.
pub fn floor_code(c: Colour, lang: Lang) -> String {
    match c {
        Colour::Black => tr!(lang, "tu-code-black"),
        Colour::White => tr!(lang, "tu-code-white"),
        Colour::Brown => tr!(lang, "tu-code-brown"),
        Colour::Grey => tr!(lang, "tu-code-grey"),
    }
}

pub fn player_fill(colour: &str) -> &'static str {
    match colour {
        "orange" => palette::ORANGE,
        "blue" => palette::BLUE,
        "green" => palette::GREEN,
        "purple" => palette::PURPLE,
        _ => palette::MUTED,
    }
}

/// The initial on a player's roofs: of their colour's name in `lang`.
pub fn roof_letter(colour: &str, lang: Lang) -> String {
    let word = said_in(lang, &player_colour(colour));
    word.chars().next().map_or_else(|| "?".to_string(), |c| c.to_uppercase().to_string())
}

/// A floor: a block with its code when tall enough to hold it.
pub fn floor_block(svg: &mut Svg, x: f32, y: f32, w: f32, h: f32, c: Colour, lang: Lang) {
    let stroke = if c == Colour::White { palette::INK } else { "#000000" };
    svg.rect(x, y, w, h, floor_fill(c), stroke, 3.0);
    if h >= SMALL + 2.0 {
        svg.text(x + w / 2.0, y + h / 2.0 + SMALL * 0.36, SMALL, &floor_code(c, lang), floor_ink(c), "middle", true);
    }
}

/// A roof: a house shape in the player's colour with the colour's initial.
pub fn roof_block(svg: &mut Svg, x: f32, y: f32, w: f32, h: f32, colour: &str, lang: Lang) {
    let peak = h * 0.3;
    svg.raw(&format!(
        r#"<polygon points="{x0},{y1} {x0},{yp} {xm},{y} {x1},{yp} {x1},{y1}" fill="{}" stroke="{}" stroke-width="1.5"/>"#,
        player_fill(colour),
        palette::INK,
        x0 = x,
        x1 = x + w,
        xm = x + w / 2.0,
        yp = y + peak,
        y1 = y + h,
    ));
    svg.text(x + w / 2.0, y + h - 4.0, SMALL, &roof_letter(colour, lang), "#ffffff", "middle", true);
}

pub fn tree(svg: &mut Svg, x: f32, y: f32) {
    svg.rect(x - 2.5, y + 6.0, 5.0, 10.0, "#7a4e22", "#7a4e22", 0.0);
    svg.raw(&format!(
        r##"<polygon points="{},{} {},{} {},{}" fill="#3f9b4f" stroke="#22622e" stroke-width="1.2"/>"##,
        x,
        y - 12.0,
        x - 11.0,
        y + 8.0,
        x + 11.0,
        y + 8.0
    ));
}

/// How wide [`vehicle`] draws, code included.
pub const VEHICLE_W: f32 = 86.0;

/// A vehicle: a small car in the floor colour with the floor's code beside it.
pub fn vehicle(svg: &mut Svg, x: f32, y: f32, c: Colour, lang: Lang) {
    let stroke = if c == Colour::White { palette::INK } else { "#000000" };
    svg.rect(x, y + 6.0, 40.0, 16.0, floor_fill(c), stroke, 3.0);
    svg.rect(x + 8.0, y, 22.0, 9.0, floor_fill(c), stroke, 2.0);
    svg.circle(x + 9.0, y + 23.0, 4.0, palette::INK, palette::INK);
    svg.circle(x + 31.0, y + 23.0, 4.0, palette::INK, palette::INK);
    svg.text(x + 46.0, y + 22.0, SMALL, &floor_code(c, lang), palette::INK, "start", true);
}
