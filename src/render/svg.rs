//! A small SVG writer: just enough to keep the games' drawing code short.

use std::fmt::Write;

/// Colours every game shares. Player colours follow the Okabe-Ito palette,
/// which colour-blind players tell apart; images also label them in text.
pub mod palette {
    pub const INK: &str = "#1f2328";
    pub const MUTED: &str = "#6e7781";
    pub const PAPER: &str = "#f6f8fa";
    pub const LINE: &str = "#d0d7de";
    pub const HIGHLIGHT: &str = "#ffd33d";
    pub const ORANGE: &str = "#e69f00";
    pub const BLUE: &str = "#0072b2";
    pub const GREEN: &str = "#009e73";
    pub const PURPLE: &str = "#cc79a7";
    pub const SKY: &str = "#56b4e9";
    pub const VERMILION: &str = "#d55e00";
    pub const YELLOW: &str = "#f0e442";
}

/// Escapes text for use inside SVG elements and attributes.
pub fn escape(text: &str) -> String {
    text.replace('&', "&amp;").replace('<', "&lt;").replace('>', "&gt;").replace('"', "&quot;")
}

/// An SVG document under construction.
pub struct Svg {
    width: u32,
    height: u32,
    body: String,
    scale: f32,
}

impl Svg {
    pub fn new(width: u32, height: u32) -> Self {
        Svg { width, height, body: String::new(), scale: 1.0 }
    }

    /// Changes the height, for drawings that learn it as they go down the page.
    pub fn set_height(&mut self, height: u32) {
        self.height = height;
    }

    /// Rasterises at `scale` times the drawing's size: a board is laid out in
    /// round numbers at 1000 units wide and stored smaller (fewer bytes).
    pub fn scaled(mut self, scale: f32) -> Self {
        self.scale = scale;
        self
    }

    /// Appends raw SVG markup.
    pub fn raw(&mut self, markup: &str) -> &mut Self {
        self.body.push_str(markup);
        self.body.push('\n');
        self
    }

    #[allow(clippy::too_many_arguments)] // x, y, size and style of one primitive
    pub fn rect(&mut self, x: f32, y: f32, w: f32, h: f32, fill: &str, stroke: &str, rx: f32) -> &mut Self {
        let _ = writeln!(
            self.body,
            r#"<rect x="{x}" y="{y}" width="{w}" height="{h}" rx="{rx}" fill="{fill}" stroke="{stroke}" stroke-width="1.5"/>"#
        );
        self
    }

    pub fn circle(&mut self, cx: f32, cy: f32, r: f32, fill: &str, stroke: &str) -> &mut Self {
        let _ = writeln!(
            self.body,
            r#"<circle cx="{cx}" cy="{cy}" r="{r}" fill="{fill}" stroke="{stroke}" stroke-width="1.5"/>"#
        );
        self
    }

    pub fn line(&mut self, x1: f32, y1: f32, x2: f32, y2: f32, stroke: &str, width: f32) -> &mut Self {
        let _ = writeln!(
            self.body,
            r#"<line x1="{x1}" y1="{y1}" x2="{x2}" y2="{y2}" stroke="{stroke}" stroke-width="{width}" stroke-linecap="round"/>"#
        );
        self
    }

    /// Text at (x, y) baseline; `anchor` is start, middle or end.
    #[allow(clippy::too_many_arguments)] // position, size, content and style
    pub fn text(&mut self, x: f32, y: f32, size: f32, text: &str, fill: &str, anchor: &str, bold: bool) -> &mut Self {
        let weight = if bold { "bold" } else { "normal" };
        let _ = writeln!(
            self.body,
            r#"<text x="{x}" y="{y}" font-size="{size}" font-weight="{weight}" fill="{fill}" text-anchor="{anchor}">{}</text>"#,
            escape(text)
        );
        self
    }

    /// The finished document, on a paper-coloured background.
    pub fn finish(&self) -> String {
        format!(
            r#"<svg xmlns="http://www.w3.org/2000/svg" width="{pw}" height="{ph}" viewBox="0 0 {w} {h}" font-family="DejaVu Sans">
<rect width="{w}" height="{h}" fill="{bg}"/>
{body}</svg>"#,
            w = self.width,
            h = self.height,
            pw = (self.width as f32 * self.scale).round(),
            ph = (self.height as f32 * self.scale).round(),
            bg = palette::PAPER,
            body = self.body
        )
    }
}

/// A generous estimate of a text's width in DejaVu Sans (whose letters run
/// wide: about 0.62 em on average, bold 0.68), for wrapping and fitting.
pub fn text_width(text: &str, size: f32, bold: bool) -> f32 {
    text.chars().count() as f32 * size * if bold { 0.68 } else { 0.62 }
}

/// `text`, cut with an ellipsis if it is wider than `width`.
pub fn fit(text: &str, width: f32, size: f32, bold: bool) -> String {
    fit_measured(text, width, |t| text_width(t, size, bold))
}

/// Splits text into lines that fit `width` at `size`.
pub fn wrap(text: &str, width: f32, size: f32, bold: bool) -> Vec<String> {
    wrap_measured(text, width, |t| text_width(t, size, bold))
}

/// `fit`, with a text's width as `measure` says (a renderer whose texts
/// hold more than letters measures them its way).
pub fn fit_measured(text: &str, width: f32, measure: impl Fn(&str) -> f32) -> String {
    if measure(text) <= width {
        return text.to_string();
    }
    let mut kept = text.to_string();
    while !kept.is_empty() && measure(&format!("{kept}…")) > width {
        kept.pop();
    }
    format!("{}…", kept.trim_end())
}

/// `wrap`, with a text's width as `measure` says.
pub fn wrap_measured(text: &str, width: f32, measure: impl Fn(&str) -> f32) -> Vec<String> {
    let mut lines = vec![];
    let mut line = String::new();
    for word in text.split_whitespace() {
        let candidate = if line.is_empty() { word.to_string() } else { format!("{line} {word}") };
        if !line.is_empty() && measure(&candidate) > width {
            lines.push(std::mem::replace(&mut line, word.to_string()));
        } else {
            line = candidate;
        }
    }
    if !line.is_empty() {
        lines.push(line);
    }
    lines
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_name_too_long_for_its_box_is_cut_with_an_ellipsis_that_fits() {
        let head = "Computer 1 (easy) (yellow)";
        for room in [0.0, 20.0, 120.0, 200.0] {
            let cut = fit(head, room, 26.0, true);
            assert!(cut.ends_with('…'), "{cut}");
            assert!(text_width(&cut, 26.0, true) <= room.max(text_width("…", 26.0, true)), "{cut} in {room}");
        }
        assert_eq!(fit("alice (blue)", 1000.0, 26.0, true), "alice (blue)");
    }
}
