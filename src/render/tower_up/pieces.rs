//! The pieces as drawn: floors are square blocks with a two-letter code,
//! roofs are house shapes with their player's initial, vehicles small cars.

use crate::games::tower_up::data::Colour;
use crate::render::svg::{palette, Svg};

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
pub fn floor_code(c: Colour) -> &'static str {
    match c {
        Colour::Black => "Bk",
        Colour::White => "Wh",
        Colour::Brown => "Br",
        Colour::Grey => "Gy",
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

/// The initial on a player's roofs.
pub fn roof_letter(colour: &str) -> String {
    colour.chars().next().unwrap_or('?').to_ascii_uppercase().to_string()
}

/// A floor: a block with its code when tall enough to hold it.
pub fn floor_block(svg: &mut Svg, x: f32, y: f32, w: f32, h: f32, c: Colour) {
    let stroke = if c == Colour::White { palette::INK } else { "#000000" };
    svg.rect(x, y, w, h, floor_fill(c), stroke, 3.0);
    if h >= SMALL + 2.0 {
        svg.text(x + w / 2.0, y + h / 2.0 + SMALL * 0.36, SMALL, floor_code(c), floor_ink(c), "middle", true);
    }
}

/// A roof: a house shape in the player's colour with the colour's initial.
pub fn roof_block(svg: &mut Svg, x: f32, y: f32, w: f32, h: f32, colour: &str) {
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
    svg.text(x + w / 2.0, y + h - 4.0, SMALL, &roof_letter(colour), "#ffffff", "middle", true);
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
pub fn vehicle(svg: &mut Svg, x: f32, y: f32, c: Colour) {
    let stroke = if c == Colour::White { palette::INK } else { "#000000" };
    svg.rect(x, y + 6.0, 40.0, 16.0, floor_fill(c), stroke, 3.0);
    svg.rect(x + 8.0, y, 22.0, 9.0, floor_fill(c), stroke, 2.0);
    svg.circle(x + 9.0, y + 23.0, 4.0, palette::INK, palette::INK);
    svg.circle(x + 31.0, y + 23.0, 4.0, palette::INK, palette::INK);
    svg.text(x + 46.0, y + 22.0, SMALL, floor_code(c), palette::INK, "start", true);
}
