//! Words and small pictures laid out left to right, wrapping at a width:
//! a name with its swatch, a building icon with its votes, a line of the
//! last turn. Widths are measured with the fonts the images are drawn with,
//! so a swatch stands right beside a name, whatever its letters.

use std::collections::HashMap;
use std::sync::{Mutex, OnceLock};

use resvg::usvg;

use super::pieces;
use crate::render::svg::{escape, Svg};

/// A text's width at `size` in DejaVu Sans (bold or not): the sum of its
/// letters' advances, each measured once with the shipped fonts.
pub fn width(text: &str, size: f32, bold: bool) -> f32 {
    static ADVANCES: OnceLock<Mutex<HashMap<(char, bool), f32>>> = OnceLock::new();
    let mut advances = ADVANCES.get_or_init(Default::default).lock().unwrap_or_else(|e| e.into_inner());
    let em: f32 = text.chars().map(|c| *advances.entry((c, bold)).or_insert_with(|| advance(c, bold))).sum();
    // Kerning and rounding aside, a hair wider than measured.
    em * size * 1.02
}

/// One letter's advance in em: the ink of "H?H" less that of "HH".
fn advance(c: char, bold: bool) -> f32 {
    let ink = |text: &str| {
        let svg = format!(
            r#"<svg xmlns="http://www.w3.org/2000/svg" width="2000" height="200"><text x="10" y="150" font-size="100" font-weight="{}">{}</text></svg>"#,
            if bold { "bold" } else { "normal" },
            escape(text)
        );
        usvg::Tree::from_str(&svg, crate::render::options()).map_or(0.0, |tree| tree.root().abs_bounding_box().width())
    };
    let measured = (ink(&format!("H{c}H")) - ink("HH")) / 100.0;
    // A letter the fonts lack still takes room.
    if measured > 0.0 {
        measured
    } else {
        0.6
    }
}

/// Where the next item goes.
pub struct Flow {
    left: f32,
    right: f32,
    x: f32,
    baseline: f32,
    size: f32,
    /// The tallest icon a line holds.
    icon: f32,
    /// Whether anything stands on the current line yet.
    used: bool,
}

/// A building beside words is this tall, so that the blue one, the
/// smallest, stays 12 px across on a 400 px phone.
pub const BUILDING_ICON: f32 = 46.0;

impl Flow {
    /// A flow between `left` and `right` whose first line's top is `top`.
    pub fn new(left: f32, right: f32, top: f32, size: f32) -> Flow {
        let icon = size + 4.0;
        Flow { left, right, x: left, baseline: top + above(size, icon), size, icon, used: false }
    }

    /// The same flow with lines tall enough for buildings.
    pub fn with_buildings(mut self) -> Flow {
        let top = self.baseline - above(self.size, self.icon);
        self.icon = BUILDING_ICON.max(self.icon);
        self.baseline = top + above(self.size, self.icon);
        self
    }

    /// A swatch or another small picture beside the words is this tall.
    pub fn icon(&self) -> f32 {
        self.size + 4.0
    }

    fn line_height(&self) -> f32 {
        (self.size * 1.4).max(self.icon + 8.0)
    }

    /// The bottom of what the flow holds (its first line's top when empty).
    pub fn bottom(&self) -> f32 {
        match self.used {
            true => self.baseline + (self.size * 0.3).max(self.icon / 2.0 - self.size * 0.35),
            false => self.baseline - above(self.size, self.icon),
        }
    }

    /// Goes on to a new line, unless the current one is still empty.
    pub fn newline(&mut self) {
        if self.used {
            self.x = self.left;
            self.baseline += self.line_height();
            self.used = false;
        }
    }

    /// Leaves `w` units blank.
    pub fn space(&mut self, w: f32) {
        if self.used {
            self.x += w;
        }
    }

    /// Takes a new line unless the next `w` units fit on this one: what
    /// follows stays together.
    pub fn keep(&mut self, w: f32) {
        self.room_for(w.min(self.right - self.left));
    }

    /// Takes a new line if `w` does not fit on this one.
    fn room_for(&mut self, w: f32) {
        if self.used && self.x + w > self.right {
            self.newline();
        }
    }

    /// A picture `w` wide and `icon()` tall, drawn by `draw` at its top-left corner.
    pub fn picture(&mut self, svg: &mut Svg, w: f32, draw: impl FnOnce(&mut Svg, f32, f32)) {
        self.picture_of(svg, w, self.icon(), draw);
    }

    fn picture_of(&mut self, svg: &mut Svg, w: f32, h: f32, draw: impl FnOnce(&mut Svg, f32, f32)) {
        self.room_for(w);
        draw(svg, self.x, self.baseline - self.size * 0.35 - h / 2.0);
        self.x += w + self.size * 0.3;
        self.used = true;
    }

    /// A player's swatch.
    pub fn swatch(&mut self, svg: &mut Svg, position: usize) {
        let h = self.icon();
        self.picture(svg, h, |svg, x, y| pieces::swatch(svg, x, y, h, position));
    }

    /// A building with its digit, sized by its height as in a city (the
    /// flow must be `with_buildings`).
    pub fn building(&mut self, svg: &mut Svg, k: u8) {
        debug_assert!(self.icon >= BUILDING_ICON, "a flow with buildings has lines tall enough");
        let (h, least) = (BUILDING_ICON, self.size);
        // Its box is the building's, so the next item stands beside the body.
        let b = h * pieces::BUILDING_SHARE[k as usize];
        self.picture_of(svg, b, h, |svg, x, y| pieces::building_icon(svg, x - (h - b) / 2.0, y, h, k, least));
    }

    /// A building and words beside it, kept on one line.
    pub fn building_and(&mut self, svg: &mut Svg, k: u8, text: &str, bold: bool, fill: &str) {
        let b = BUILDING_ICON * pieces::BUILDING_SHARE[k as usize];
        self.keep(b + self.size * 0.3 + width(text, self.size, bold));
        self.building(svg, k);
        self.text(svg, text, bold, fill);
    }

    /// The winners' cup.
    pub fn cup(&mut self, svg: &mut Svg) {
        let h = self.icon();
        self.picture(svg, h, |svg, x, y| pieces::cup(svg, x, y, h));
    }

    /// A player's swatch and name, kept on one line while the name's first word fits.
    pub fn player(&mut self, svg: &mut Svg, position: usize, name: &str, bold: bool, fill: &str) {
        let first = name.split_whitespace().next().unwrap_or("");
        let w = self.icon() + self.size * 0.3 + width(first, self.size, bold);
        self.room_for(w.min(self.right - self.left));
        self.swatch(svg, position);
        self.text(svg, name, bold, fill);
    }

    /// Words kept on one line (a new one if need be), unless longer than a line.
    pub fn phrase(&mut self, svg: &mut Svg, text: &str, bold: bool, fill: &str) {
        self.keep(width(text, self.size, bold));
        self.text(svg, text, bold, fill);
    }

    /// Words, wrapped at the right edge; a word too long for a whole line is cut.
    pub fn text(&mut self, svg: &mut Svg, text: &str, bold: bool, fill: &str) {
        let size = self.size;
        let measure = |t: &str| width(t, size, bold);
        let mut run = String::new();
        let mut start = self.x;
        let full = self.right - self.left;
        for word in text.split_whitespace().flat_map(|w| split_long(w, full, size, bold)) {
            let candidate = if run.is_empty() { word.clone() } else { format!("{run} {word}") };
            if start + measure(&candidate) <= self.right || (run.is_empty() && !self.used) {
                run = candidate;
                continue;
            }
            if !run.is_empty() {
                svg.text(start, self.baseline, size, &run, fill, "start", bold);
                self.used = true;
            }
            self.newline();
            start = self.x;
            run = word;
        }
        if !run.is_empty() {
            svg.text(start, self.baseline, size, &run, fill, "start", bold);
            self.x = start + measure(&run) + size * 0.3;
            self.used = true;
        }
    }
}

/// From a line's top to its baseline, with icons `icon` tall centred on the words.
fn above(size: f32, icon: f32) -> f32 {
    (size * 0.95).max(size * 0.35 + icon / 2.0)
}

/// A word in pieces no wider than `width` (most words are one piece).
fn split_long(word: &str, width: f32, size: f32, bold: bool) -> Vec<String> {
    let mut pieces = vec![];
    let mut piece = String::new();
    for c in word.chars() {
        piece.push(c);
        if self::width(&piece, size, bold) > width && piece.chars().count() > 1 {
            piece.pop();
            pieces.push(std::mem::take(&mut piece));
            piece.push(c);
        }
    }
    pieces.push(piece);
    pieces
}

/// The height `draw` takes, found by drawing it on a scratch image: a box
/// is drawn before what it holds, so it must know its size first.
pub fn measure(draw: impl FnOnce(&mut Svg) -> f32) -> f32 {
    draw(&mut Svg::new(0, 0))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn words_wrap_at_the_width_and_a_long_word_is_cut() {
        // DejaVu Sans: "m" is wider than "i", bold wider than regular.
        assert!(width("m", 28.0, false) > 2.0 * width("i", 28.0, false));
        assert!(width("Dmytro", 30.0, true) > width("Dmytro", 30.0, false));
        assert!((width("ab", 28.0, false) - width("a", 28.0, false) - width("b", 28.0, false)).abs() < 0.01);
        let mut svg = Svg::new(400, 400);
        let mut flow = Flow::new(10.0, 300.0, 10.0, 28.0);
        flow.text(&mut svg, "one two three four five six", false, "#000000");
        assert!(flow.bottom() > 10.0 + 28.0 * 1.4, "two lines at least");
        let long = "x".repeat(40);
        assert!(split_long(&long, 290.0, 28.0, false).iter().all(|p| self::width(p, 28.0, false) <= 290.0));
    }
}
