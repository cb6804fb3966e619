//! The pieces as drawn, and the colours that tell game things apart.
//! Floors are blocks in their colour (with a two-letter code where there is
//! room), roofs are house shapes in their player's colour with the colour's
//! initial, vehicles small cars. Each piece on the board is a group whose id
//! starts with `piece`, so the layout check can measure it.

use crate::games::tower_up::data::player_colour;
use crate::games::tower_up::data::Colour;
use crate::i18n::{said_in, Lang};
use crate::render::svg::{palette, Svg};
use crate::tr;

use super::SMALL;

/// The districts' tints, d1 to d5: light enough for the pieces and words
/// on them, and kept apart under every simulated colour blindness (each
/// tile also carries its district's label).
pub const DISTRICT_TINTS: [&str; 5] = ["#ffffd3", "#cefefc", "#d2c5b9", "#f2be80", "#ccc6fb"];

/// What marks a change of the last turn: an outline in this colour.
pub const CHANGE: &str = "#d55e00";
/// The glow behind a changed number.
pub const CHANGE_GLOW: &str = "#ffe1a8";

pub fn district_tint(d: u32) -> &'static str {
    DISTRICT_TINTS[(d.clamp(1, 5) - 1) as usize]
}

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

fn floor_stroke(c: Colour) -> &'static str {
    match c {
        Colour::White => palette::INK,
        _ => "#000000",
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

/// A floor block with its code when tall enough to hold it.
pub fn floor_block(svg: &mut Svg, x: f32, y: f32, w: f32, h: f32, c: Colour, lang: Lang) {
    svg.rect(x, y, w, h, floor_fill(c), floor_stroke(c), 3.0);
    if h >= SMALL + 6.0 {
        svg.text(x + w / 2.0, y + h / 2.0 + SMALL * 0.36, SMALL, &floor_code(c, lang), floor_ink(c), "middle", true);
    }
}

/// A run of `count` floors of one tower, as one block with a line between floors.
pub fn floor_run(svg: &mut Svg, x: f32, y: f32, w: f32, h: f32, count: u32, c: Colour) {
    svg.rect(x, y, w, h, floor_fill(c), floor_stroke(c), 2.0);
    let step = h / count.max(1) as f32;
    if count > 1 && step >= 3.0 {
        let ink = if c == Colour::Black { "#8a8a8a" } else { "#4a4a4a" };
        let mut d = String::new();
        for k in 1..count {
            let ly = y + k as f32 * step;
            d.push_str(&format!("M{} {ly}H{} ", x + 2.0, x + w - 2.0));
        }
        svg.raw(&format!(r#"<path d="{d}" stroke="{ink}" stroke-width="1.2"/>"#));
    }
}

/// The house outline of a roof in the box (x, y, w, h).
fn house(x: f32, y: f32, w: f32, h: f32) -> String {
    let peak = h * 0.3;
    format!(
        "{x0},{y1} {x0},{yp} {xm},{y} {x1},{yp} {x1},{y1}",
        x0 = x,
        x1 = x + w,
        xm = x + w / 2.0,
        yp = y + peak,
        y1 = y + h,
    )
}

/// A roof: a house shape in the player's colour with the colour's initial;
/// `glow` outlines it as placed by the last turn.
#[allow(clippy::too_many_arguments)]
pub fn roof_block(svg: &mut Svg, id: &str, x: f32, y: f32, w: f32, h: f32, colour: &str, lang: Lang, glow: bool) {
    svg.raw(&format!(r#"<g id="{id}">"#));
    if glow {
        svg.raw(&format!(
            r#"<polygon points="{}" fill="{CHANGE}" stroke="{CHANGE}" stroke-width="8" stroke-linejoin="round"/>"#,
            house(x, y, w, h)
        ));
    }
    svg.raw(&format!(
        r#"<polygon points="{}" fill="{}" stroke="{}" stroke-width="1.5"/>"#,
        house(x, y, w, h),
        player_fill(colour),
        palette::INK
    ));
    if h >= 26.0 {
        svg.text(x + w / 2.0, y + h - 4.0, SMALL, &roof_letter(colour, lang), "#ffffff", "middle", true);
    }
    svg.raw("</g>");
}

/// A park's tree, 34 units tall, its top at `y`.
pub fn tree(svg: &mut Svg, x: f32, y: f32) {
    svg.rect(x - 3.0, y + 22.0, 6.0, 12.0, "#7a4e22", "#7a4e22", 0.0);
    svg.raw(&format!(
        r##"<polygon points="{},{} {},{} {},{}" fill="#3f9b4f" stroke="#22622e" stroke-width="1.2"/>"##,
        x,
        y,
        x - 14.0,
        y + 24.0,
        x + 14.0,
        y + 24.0
    ));
}

/// How wide [`vehicle`] draws, code included.
pub const VEHICLE_W: f32 = 92.0;

/// A vehicle: a small car in the floor colour with the floor's code beside it.
pub fn vehicle(svg: &mut Svg, x: f32, y: f32, c: Colour, lang: Lang) {
    let stroke = floor_stroke(c);
    svg.rect(x, y + 9.0, 44.0, 17.0, floor_fill(c), stroke, 3.0);
    svg.rect(x + 9.0, y, 24.0, 11.0, floor_fill(c), stroke, 2.0);
    svg.circle(x + 10.0, y + 27.0, 4.5, palette::INK, palette::INK);
    svg.circle(x + 34.0, y + 27.0, 4.5, palette::INK, palette::INK);
    svg.text(x + 50.0, y + 26.0, SMALL, &floor_code(c, lang), palette::INK, "start", true);
}

/// A ring around (x, y, w, h): what the last turn changed. Drawn before the
/// thing it rings, which covers its inner half.
pub fn change_ring(svg: &mut Svg, x: f32, y: f32, w: f32, h: f32) {
    svg.raw(&format!(
        r#"<rect x="{}" y="{}" width="{}" height="{}" rx="10" fill="none" stroke="{CHANGE}" stroke-width="7"/>"#,
        x - 4.0,
        y - 4.0,
        w + 8.0,
        h + 8.0
    ));
}

/// A glow behind a changed number or word at (x, y, w, h).
pub fn change_glow(svg: &mut Svg, x: f32, y: f32, w: f32, h: f32) {
    svg.rect(x, y, w, h, CHANGE_GLOW, CHANGE, 6.0);
}
