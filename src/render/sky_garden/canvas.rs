//! Layout and drawing helpers for Sky Garden's images: rectangles that split
//! into named parts, text that knows its width (so it can wrap instead of
//! running off an edge), and an SVG body whose height is known only at the end.

use std::fmt::Write;

use crate::i18n::Lang;
use crate::render::svg::{escape, palette};
use crate::text::Said;

/// Every image is drawn 1000 units wide: shown 400 px wide on a phone, 28
/// unit text is 11 px there.
pub const WIDTH: f32 = 1000.0;
/// Pixels on a phone (400 px wide) per drawing unit.
#[cfg(test)]
pub const SHOWN_PER_UNIT: f32 = 400.0 / WIDTH;
/// The stored image is this fraction of the drawing (fewer bytes, quicker
/// to draw; a phone shows it at 400 px either way).
const STORED_SCALE: f32 = 0.65;
pub const MARGIN: f32 = 20.0;
pub const GAP: f32 = 10.0;

/// Text sizes. Nothing on an image is smaller than `SMALL` (11.2 px on a phone).
pub const SMALL: f32 = 28.0;
pub const BODY: f32 = 30.0;
pub const LABEL: f32 = 32.0;
pub const TITLE: f32 = 36.0;
/// Line height for a text size.
pub fn line_height(size: f32) -> f32 {
    (size * 1.3).round()
}

/// A rectangle of the image. Layouts cut it into parts (`take_top`,
/// `columns`, ...) so drawing code names what goes where.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Rect {
    pub x: f32,
    pub y: f32,
    pub w: f32,
    pub h: f32,
}

impl Rect {
    pub fn new(x: f32, y: f32, w: f32, h: f32) -> Rect {
        Rect { x, y, w, h }
    }
    pub fn right(self) -> f32 {
        self.x + self.w
    }
    pub fn bottom(self) -> f32 {
        self.y + self.h
    }
    pub fn centre(self) -> (f32, f32) {
        (self.x + self.w / 2.0, self.y + self.h / 2.0)
    }
    pub fn inset(self, m: f32) -> Rect {
        Rect::new(self.x + m, self.y + m, (self.w - 2.0 * m).max(0.0), (self.h - 2.0 * m).max(0.0))
    }
    /// Cuts a band of height `h` off the top; `self` keeps the rest below `gap`.
    pub fn take_top(&mut self, h: f32, gap: f32) -> Rect {
        let band = Rect::new(self.x, self.y, self.w, h);
        self.y += h + gap;
        self.h = (self.h - h - gap).max(0.0);
        band
    }
    /// Cuts a band of width `w` off the left; `self` keeps the rest.
    pub fn take_left(&mut self, w: f32, gap: f32) -> Rect {
        let band = Rect::new(self.x, self.y, w, self.h);
        self.x += w + gap;
        self.w = (self.w - w - gap).max(0.0);
        band
    }
    /// Cuts a band of width `w` off the right; `self` keeps the rest.
    pub fn take_right(&mut self, w: f32, gap: f32) -> Rect {
        let band = Rect::new(self.right() - w, self.y, w, self.h);
        self.w = (self.w - w - gap).max(0.0);
        band
    }
    /// `n` equal columns separated by `gap`.
    pub fn columns(self, n: usize, gap: f32) -> Vec<Rect> {
        let w = (self.w - gap * (n as f32 - 1.0)) / n as f32;
        (0..n).map(|i| Rect::new(self.x + i as f32 * (w + gap), self.y, w, self.h)).collect()
    }
    /// `n` equal rows separated by `gap`.
    pub fn rows(self, n: usize, gap: f32) -> Vec<Rect> {
        let h = (self.h - gap * (n as f32 - 1.0)) / n as f32;
        (0..n).map(|i| Rect::new(self.x, self.y + i as f32 * (h + gap), self.w, h)).collect()
    }
}

/// Advance widths of DejaVu Sans (regular, bold) for ASCII 32..=126, in
/// font units of 2048 per em, so text can be measured without the renderer.
const ADVANCE: [[u16; 95]; 2] = [
    [
        651, 821, 942, 1716, 1303, 1946, 1597, 563, 799, 799, 1024, 1716, 651, 739, 651, 690, 1303, 1303, 1303, 1303,
        1303, 1303, 1303, 1303, 1303, 1303, 690, 690, 1716, 1716, 1716, 1087, 2048, 1401, 1405, 1430, 1577, 1294, 1178,
        1587, 1540, 604, 604, 1343, 1141, 1767, 1532, 1612, 1235, 1612, 1423, 1300, 1251, 1499, 1401, 2025, 1403, 1251,
        1403, 799, 690, 799, 1716, 1024, 1024, 1255, 1300, 1126, 1300, 1260, 721, 1300, 1298, 569, 569, 1186, 569,
        1995, 1298, 1253, 1300, 1300, 842, 1067, 803, 1298, 1212, 1675, 1212, 1212, 1075, 1303, 690, 1303, 1716,
    ],
    [
        713, 934, 1067, 1716, 1425, 2052, 1786, 627, 936, 936, 1071, 1716, 778, 850, 778, 748, 1425, 1425, 1425, 1425,
        1425, 1425, 1425, 1425, 1425, 1425, 819, 819, 1716, 1716, 1716, 1188, 2048, 1585, 1561, 1503, 1700, 1399, 1399,
        1681, 1714, 762, 762, 1587, 1305, 2038, 1714, 1741, 1501, 1741, 1577, 1475, 1397, 1663, 1585, 2259, 1579, 1483,
        1485, 936, 748, 936, 1716, 1024, 1024, 1382, 1466, 1214, 1466, 1389, 891, 1466, 1458, 702, 702, 1362, 702,
        2134, 1458, 1407, 1466, 1466, 1010, 1219, 979, 1458, 1335, 1892, 1321, 1335, 1192, 1458, 748, 1458, 1716,
    ],
];

/// Advance widths of DejaVu Sans (regular, bold) for Cyrillic U+0400..=U+045F
/// (Ukrainian boards), in the same font units.
const CYRILLIC: [[u16; 96]; 2] = [
    [
        1294, 1294, 1610, 1249, 1430, 1300, 604, 604, 604, 2240, 2140, 1610, 1454, 1532, 1248, 1540, 1401, 1405, 1405,
        1249, 1600, 1294, 2206, 1313, 1532, 1532, 1454, 1540, 1767, 1540, 1612, 1540, 1235, 1430, 1251, 1248, 1763,
        1403, 1590, 1404, 2190, 2240, 1705, 1807, 1405, 1430, 2211, 1423, 1255, 1263, 1207, 1076, 1416, 1260, 1845,
        1089, 1331, 1331, 1237, 1309, 1545, 1339, 1253, 1339, 1300, 1126, 1193, 1212, 1751, 1212, 1394, 1210, 1874,
        1929, 1447, 1617, 1207, 1124, 1724, 1232, 1260, 1260, 1280, 1076, 1124, 1067, 569, 569, 569, 1848, 1840, 1335,
        1237, 1331, 1212, 1339,
    ],
    [
        1399, 1399, 1799, 1305, 1503, 1475, 762, 762, 762, 2364, 2314, 1799, 1674, 1714, 1579, 1714, 1585, 1561, 1561,
        1305, 1824, 1399, 2507, 1455, 1714, 1714, 1674, 1701, 2038, 1714, 1741, 1714, 1501, 1503, 1397, 1579, 2031,
        1579, 1900, 1655, 2530, 2715, 1924, 2122, 1561, 1503, 2404, 1577, 1382, 1430, 1296, 1070, 1654, 1389, 2038,
        1190, 1435, 1435, 1390, 1500, 1674, 1415, 1407, 1415, 1466, 1214, 1187, 1335, 2032, 1321, 1518, 1406, 2175,
        2264, 1539, 1852, 1295, 1214, 1991, 1315, 1389, 1389, 1462, 1070, 1214, 1219, 702, 702, 702, 2030, 1958, 1504,
        1390, 1435, 1335, 1415,
    ],
];

/// The width of `text` at `size` px (DejaVu Sans; other characters count as
/// a wide glyph, so an estimate errs on the safe side).
pub fn text_width(text: &str, size: f32, bold: bool) -> f32 {
    let table = &ADVANCE[bold as usize];
    let units: u32 = text
        .chars()
        .map(|c| match c as u32 {
            32..=126 => table[c as usize - 32] as u32,
            0x400..=0x45f => CYRILLIC[bold as usize][c as usize - 0x400] as u32,
            0x490 => [1249, 1305][bold as usize],
            0x491 => 1076,
            0xb7 | 0x2bc | 0x2019 => 778,
            0xab | 0xbb => 1323,
            0x2013 => 1024,
            _ => 2048,
        })
        .sum();
    units as f32 * size / 2048.0
}

/// Splits `text` into lines no wider than `width` (breaking at spaces; a
/// word longer than a line is cut with an ellipsis).
pub fn wrap(text: &str, size: f32, bold: bool, width: f32) -> Vec<String> {
    let mut lines = vec![];
    let mut line = String::new();
    for word in text.split(' ') {
        let candidate = if line.is_empty() { word.to_string() } else { format!("{line} {word}") };
        if text_width(&candidate, size, bold) <= width || line.is_empty() {
            line = candidate;
        } else {
            lines.push(std::mem::take(&mut line));
            line = word.to_string();
        }
    }
    lines.push(line);
    lines.into_iter().map(|l| fit(&l, size, bold, width)).collect()
}

/// `text`, cut with an ellipsis if it is wider than `width`.
pub fn fit(text: &str, size: f32, bold: bool, width: f32) -> String {
    if text_width(text, size, bold) <= width {
        return text.to_string();
    }
    let mut out: String = text.to_string();
    while !out.is_empty() && text_width(&format!("{out}…"), size, bold) > width {
        out.pop();
    }
    format!("{}…", out.trim_end())
}

/// A part of a line: words, or a pictogram standing for a piece.
#[derive(Clone, Debug, PartialEq)]
pub enum Seg {
    Text(String),
    Icon(super::icons::Icon),
}

/// A pictogram's size inside a line of text (14 px on a phone).
pub const INLINE_ICON: f32 = 36.0;
const SEG_GAP: f32 = 6.0;

/// The width of a line of parts.
pub fn segs_width(font: Font, segs: &[Seg]) -> f32 {
    segs.iter()
        .map(|s| match s {
            Seg::Icon(_) => INLINE_ICON + SEG_GAP,
            Seg::Text(t) => font.width(t) + SEG_GAP,
        })
        .sum()
}

/// The colour that marks what the last turn changed.
pub const CHANGED: &str = "#d55e00";

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Anchor {
    Start,
    Middle,
    End,
}

/// Text style: size, weight, colour.
#[derive(Clone, Copy, Debug)]
pub struct Font {
    pub size: f32,
    pub bold: bool,
    pub fill: &'static str,
}

impl Font {
    pub const fn new(size: f32, bold: bool) -> Font {
        Font { size, bold, fill: palette::INK }
    }
    pub const fn colour(self, fill: &'static str) -> Font {
        Font { fill, ..self }
    }
    pub fn width(self, text: &str) -> f32 {
        text_width(text, self.size, self.bold)
    }
}

pub const SMALL_TEXT: Font = Font::new(SMALL, false);
pub const SMALL_BOLD: Font = Font::new(SMALL, true);
pub const BODY_TEXT: Font = Font::new(BODY, false);
pub const BODY_BOLD: Font = Font::new(BODY, true);
pub const LABEL_BOLD: Font = Font::new(LABEL, true);
pub const TITLE_BOLD: Font = Font::new(TITLE, true);

/// An SVG body being drawn; the document's height is set when it is finished.
/// It knows the language its words are in, so every drawing step can word them.
pub struct Canvas {
    body: String,
    pub lang: Lang,
    /// Pieces drawn so far (each gets an id of its own, `piece-<n>`).
    pieces: usize,
}

impl Canvas {
    pub fn new(lang: Lang) -> Canvas {
        Canvas { body: String::new(), lang, pieces: 0 }
    }

    /// A pictogram centred on (cx, cy), `size` units across, marked as a
    /// piece (its group id starts with `piece`) for the layout check.
    pub fn icon(&mut self, icon: super::icons::Icon, cx: f32, cy: f32, size: f32) {
        self.pieces += 1;
        let k = size / 100.0;
        let _ = writeln!(
            self.body,
            r#"<g id="piece-{}" transform="translate({:.1} {:.1}) scale({k:.3})">{}</g>"#,
            self.pieces,
            cx - size / 2.0,
            cy - size / 2.0,
            super::icons::shapes(icon)
        );
    }

    /// Starts a group marked as a piece (a token drawn from primitives).
    pub fn begin_piece(&mut self) {
        self.pieces += 1;
        let _ = writeln!(self.body, r#"<g id="piece-{}">"#, self.pieces);
    }

    /// An outline round a part that the last turn changed (see `changes`).
    pub fn changed(&mut self, r: Rect) {
        let r = Rect::new(r.x - 4.0, r.y - 4.0, r.w + 8.0, r.h + 8.0);
        let _ = writeln!(
            self.body,
            r#"<rect x="{}" y="{}" width="{}" height="{}" rx="8" fill="none" stroke="{}" stroke-width="5" stroke-dasharray="10 5"/>"#,
            r.x, r.y, r.w, r.h, CHANGED
        );
    }

    /// A catalogue message (an engine's words) in the canvas's language.
    pub fn words(&self, said: &Said) -> String {
        crate::i18n::said_in(self.lang, said)
    }

    pub fn rect(&mut self, r: Rect, fill: &str, stroke: &str, stroke_width: f32, radius: f32) {
        let _ = writeln!(
            self.body,
            r#"<rect x="{}" y="{}" width="{}" height="{}" rx="{radius}" fill="{fill}" stroke="{stroke}" stroke-width="{stroke_width}"/>"#,
            r.x, r.y, r.w, r.h
        );
    }

    /// A filled box with a thin ink outline.
    pub fn panel(&mut self, r: Rect, fill: &str) {
        self.rect(r, fill, palette::INK, 1.5, 8.0);
    }

    pub fn circle(&mut self, cx: f32, cy: f32, r: f32, fill: &str, stroke: &str) {
        let _ = writeln!(
            self.body,
            r#"<circle cx="{cx}" cy="{cy}" r="{r}" fill="{fill}" stroke="{stroke}" stroke-width="1.5"/>"#
        );
    }

    pub fn polygon(&mut self, points: &[(f32, f32)], fill: &str, stroke: &str) {
        let pts: Vec<String> = points.iter().map(|(x, y)| format!("{x:.1},{y:.1}")).collect();
        let _ = writeln!(
            self.body,
            r#"<polygon points="{}" fill="{fill}" stroke="{stroke}" stroke-width="1.5"/>"#,
            pts.join(" ")
        );
    }

    pub fn polyline(&mut self, points: &[(f32, f32)], stroke: &str, width: f32) {
        let pts: Vec<String> = points.iter().map(|(x, y)| format!("{x:.1},{y:.1}")).collect();
        let _ = writeln!(
            self.body,
            r#"<polyline points="{}" fill="none" stroke="{stroke}" stroke-width="{width}" stroke-dasharray="8 6"/>"#,
            pts.join(" ")
        );
    }

    /// Starts a group with an id, so tests can find a drawn part in the SVG.
    pub fn begin_group(&mut self, id: &str) {
        let _ = writeln!(self.body, r#"<g id="{}">"#, escape(id));
    }
    pub fn end_group(&mut self) {
        self.body.push_str("</g>\n");
    }

    /// One line of text with its baseline at `y`.
    pub fn text(&mut self, x: f32, y: f32, font: Font, anchor: Anchor, text: &str) {
        let anchor = match anchor {
            Anchor::Start => "start",
            Anchor::Middle => "middle",
            Anchor::End => "end",
        };
        let weight = if font.bold { "bold" } else { "normal" };
        let _ = writeln!(
            self.body,
            r#"<text x="{x}" y="{y}" font-size="{}" font-weight="{weight}" fill="{}" text-anchor="{anchor}">{}</text>"#,
            font.size,
            font.fill,
            escape(text)
        );
    }

    /// Text placed in `r`: vertically centred, cut to fit its width.
    pub fn label(&mut self, r: Rect, font: Font, anchor: Anchor, text: &str) {
        let text = fit(text, font.size, font.bold, r.w);
        let x = match anchor {
            Anchor::Start => r.x,
            Anchor::Middle => r.x + r.w / 2.0,
            Anchor::End => r.right(),
        };
        // DejaVu's capitals are 0.73 em tall: centre them on the box.
        let y = r.y + r.h / 2.0 + font.size * 0.36;
        self.text(x, y, font, anchor, &text);
    }

    /// Text and pictograms in a row from the left of `r`, vertically
    /// centred; what does not fit the width is left out (text is cut with an
    /// ellipsis). Returns the width used.
    pub fn inline(&mut self, r: Rect, font: Font, segs: &[Seg]) -> f32 {
        let mut x = r.x;
        for seg in segs {
            match seg {
                Seg::Icon(icon) => {
                    if x + INLINE_ICON > r.right() {
                        break;
                    }
                    self.icon(*icon, x + INLINE_ICON / 2.0, r.y + r.h / 2.0, INLINE_ICON);
                    x += INLINE_ICON + SEG_GAP;
                }
                Seg::Text(text) => {
                    let room = r.right() - x;
                    if room < font.size {
                        break;
                    }
                    let shown = fit(text, font.size, font.bold, room);
                    self.label(Rect::new(x, r.y, room, r.h), font, Anchor::Start, &shown);
                    x += font.width(&shown) + SEG_GAP;
                }
            }
        }
        x - r.x
    }

    /// Wrapped text from the top of `r`; returns the height used.
    pub fn paragraph(&mut self, r: Rect, font: Font, text: &str) -> f32 {
        let lh = line_height(font.size);
        let lines = wrap(text, font.size, font.bold, r.w);
        for (i, line) in lines.iter().enumerate() {
            self.label(Rect::new(r.x, r.y + i as f32 * lh, r.w, lh), font, Anchor::Start, line);
        }
        lines.len() as f32 * lh
    }

    /// The finished document: `height` units tall, on the paper background.
    pub fn finish(self, height: f32) -> String {
        let h = height.ceil();
        format!(
            r#"<svg xmlns="http://www.w3.org/2000/svg" width="{pw}" height="{ph}" viewBox="0 0 {w} {h}" font-family="DejaVu Sans">
<rect width="{w}" height="{h}" fill="{bg}"/>
{body}</svg>"#,
            w = WIDTH,
            pw = (WIDTH * STORED_SCALE).round(),
            ph = (h * STORED_SCALE).round(),
            bg = palette::PAPER,
            body = self.body
        )
    }
}

/// The height of wrapped text, to size a box before drawing into it.
pub fn paragraph_height(text: &str, font: Font, width: f32) -> f32 {
    wrap(text, font.size, font.bold, width).len() as f32 * line_height(font.size)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn wrapping_keeps_every_line_within_the_width() {
        let text = "Solo: 98 VP against the targets 130 (good) and 150 (excellent): below the target by 32";
        let lines = wrap(text, SMALL, false, 400.0);
        assert!(lines.len() > 1);
        assert!(lines.iter().all(|l| text_width(l, SMALL, false) <= 400.0), "{lines:?}");
        assert_eq!(lines.join(" "), text);
    }

    #[test]
    fn layout_parts_do_not_overlap() {
        let mut page = Rect::new(0.0, 0.0, 1000.0, 800.0);
        let top = page.take_top(100.0, 10.0);
        let cols = page.columns(3, 10.0);
        assert!(top.bottom() < cols[0].y);
        assert!(cols[0].right() < cols[1].x);
        assert_eq!(cols[2].right(), 1000.0);
    }
}
