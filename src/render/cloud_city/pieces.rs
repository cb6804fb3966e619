//! Cloud City's colours and the pieces every part of its images draws:
//! buildings, tiles, a player's swatch, the face-down stack, the winner's
//! cup and the outline that marks what the last turn changed. Each piece is
//! a group whose id starts with `piece`, so the layout check can measure it.

use crate::render::svg::{palette, Svg};

/// Building fills by colour code (index 0 unused): blue, green, brown.
pub const BUILDING: [&str; 4] = ["#ffffff", palette::BLUE, palette::GREEN, "#8a5a2b"];
/// A building's side as a share of its square, by height: the size tells
/// the colours apart besides hue and digit.
pub const BUILDING_SHARE: [f32; 4] = [0.0, 0.66, 0.78, 0.90];
/// Player colours by turn position (orange, purple, yellow, grey); the
/// grey is dark, so no eye takes it for the purple.
pub const PLAYER: [&str; 4] = [palette::ORANGE, palette::PURPLE, palette::YELLOW, "#5c6670"];
/// A cloud tile, a frame cell with no tile, a cell a tile may go to now.
pub const CLOUD: &str = "#ffffff";
pub const EMPTY: &str = "#dde3e9";
pub const TARGET: &str = "#ffe08a";
/// What the last turn changed is outlined in this colour.
pub const CHANGED: &str = palette::VERMILION;
/// The strip that says what the last turn did, tinted like its outlines.
pub const CHANGED_TINT: &str = "#fdf0e6";
/// A supply count that has run out.
pub const EXHAUSTED: &str = "#ffd8d3";
pub const EXHAUSTED_INK: &str = "#b42318";
/// The winners' cup.
pub const GOLD: &str = "#d4a017";

/// Opens a piece's group; `key` makes its id unique on the image.
pub fn open(svg: &mut Svg, key: &str) {
    svg.raw(&format!(r#"<g id="piece-{key}">"#));
}

pub fn close(svg: &mut Svg) {
    svg.raw("</g>");
}

/// A building's body, centred in a square of side `s` at (x, y).
pub fn building(svg: &mut Svg, key: &str, x: f32, y: f32, s: f32, k: u8) {
    let b = s * BUILDING_SHARE[k as usize];
    open(svg, key);
    svg.rect(x + (s - b) / 2.0, y + (s - b) / 2.0, b, b, BUILDING[k as usize], palette::INK, b * 0.12);
    close(svg);
}

/// A building's height digit, drawn after the walkways so none hides it;
/// a dark outline keeps the white digit readable over a walkway.
pub fn building_digit(svg: &mut Svg, x: f32, y: f32, s: f32, k: u8, least: f32) {
    let fs = (s * 0.45).max(least);
    svg.raw(&format!(
        r##"<text x="{}" y="{}" font-size="{fs}" font-weight="bold" fill="#ffffff" stroke="{}" stroke-width="3" paint-order="stroke" text-anchor="middle">{k}</text>"##,
        x + s / 2.0,
        y + s / 2.0 + fs * 0.36,
        palette::INK
    ));
}

/// A building with its digit, as an icon beside words.
pub fn building_icon(svg: &mut Svg, x: f32, y: f32, s: f32, k: u8, least: f32) {
    building(svg, &format!("icon-{x:.0}-{y:.0}"), x, y, s, k);
    building_digit(svg, x, y, s, k, least);
}

/// A tile drawn at (x, y) with square side `s`, its grid already rotated.
pub fn tile(svg: &mut Svg, key: &str, x: f32, y: f32, s: f32, grid: [u8; 4], least: f32) {
    open(svg, key);
    svg.rect(x, y, 2.0 * s, 2.0 * s, CLOUD, palette::MUTED, s * 0.12);
    for (i, &k) in grid.iter().enumerate() {
        if k > 0 {
            let (bx, by) = (x + (i % 2) as f32 * s, y + (i / 2) as f32 * s);
            let b = s * BUILDING_SHARE[k as usize];
            svg.rect(bx + (s - b) / 2.0, by + (s - b) / 2.0, b, b, BUILDING[k as usize], palette::INK, b * 0.12);
        }
    }
    close(svg);
    for (i, &k) in grid.iter().enumerate() {
        if k > 0 {
            building_digit(svg, x + (i % 2) as f32 * s, y + (i / 2) as f32 * s, s, k, least);
        }
    }
}

/// A player's colour as a square with their turn position on it: the
/// swatch beside their name.
pub fn swatch(svg: &mut Svg, x: f32, y: f32, size: f32, position: usize) {
    open(svg, &format!("swatch-{x:.0}-{y:.0}"));
    svg.rect(x, y, size, size, PLAYER[position % 4], palette::INK, size * 0.15);
    close(svg);
    // The digit is white on the dark grey, ink on the light colours.
    let ink = if position % 4 == 3 { "#ffffff" } else { palette::INK };
    let fs = size * 0.875;
    svg.text(x + size / 2.0, y + size / 2.0 + fs * 0.36, fs, &(position + 1).to_string(), ink, "middle", true);
}

/// The outline of a changed thing: a thick line around the box.
pub fn changed_outline(svg: &mut Svg, x: f32, y: f32, w: f32, h: f32, rx: f32) {
    svg.raw(&format!(
        r#"<rect x="{x}" y="{y}" width="{w}" height="{h}" rx="{rx}" fill="none" stroke="{CHANGED}" stroke-width="6"/>"#
    ));
}

/// The face-down stack: three tile backs, offset.
pub fn stack(svg: &mut Svg, x: f32, y: f32, side: f32) {
    open(svg, &format!("stack-{x:.0}-{y:.0}"));
    for i in (0..3).rev() {
        let o = i as f32 * 6.0;
        svg.rect(x + o, y + 12.0 - o, side - 12.0, side - 12.0, "#a9c7e8", palette::INK, 6.0);
    }
    close(svg);
}

/// The winners' cup, `size` across: a bowl on a stem and a base.
pub fn cup(svg: &mut Svg, x: f32, y: f32, size: f32) {
    let u = size / 10.0;
    open(svg, &format!("cup-{x:.0}-{y:.0}"));
    svg.raw(&format!(
        r#"<path d="M{} {}h{}v{}a{r} {r} 0 0 1 -{} 0z" fill="{GOLD}" stroke="{}" stroke-width="1.5"/>"#,
        x + 1.5 * u,
        y + 0.5 * u,
        7.0 * u,
        1.5 * u,
        7.0 * u,
        palette::INK,
        r = 3.5 * u,
    ));
    svg.rect(x + 4.2 * u, y + 5.4 * u, 1.6 * u, 2.4 * u, GOLD, palette::INK, 0.0);
    svg.rect(x + 2.5 * u, y + 7.8 * u, 5.0 * u, 1.7 * u, GOLD, palette::INK, 0.4 * u);
    close(svg);
}
