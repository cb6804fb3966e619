//! A layout check for the SVG boards we emit: drawn content that touches the
//! image edge, text boxes that overlap, text hidden under a shape drawn after
//! it, and text or pieces too small to read on a phone. Positions come from the SVG
//! itself, laid out by usvg with the DejaVu fonts we ship, so a text's box is
//! where its glyphs really are.

use resvg::usvg::{self, tiny_skia_path::PathSegment, Node, Paint};

/// The width a phone shows an attached image at.
pub const PHONE_WIDTH: f32 = 400.0;
/// The smallest text that reads at phone width, in pixels as shown there
/// (27.5 px on a 1000 px image).
pub const MIN_SHOWN_TEXT: f32 = 11.0;
/// The smallest piece (a token, a pictogram) that reads at phone width, in
/// pixels across as shown there. A renderer marks its pieces as groups
/// whose id starts with [`PIECE_ID`].
pub const MIN_SHOWN_PIECE: f32 = 12.0;
/// The id prefix of a group that draws one piece.
pub const PIECE_ID: &str = "piece";
/// Drawn content must keep this far from the image edge.
const EDGE_MARGIN: f32 = 2.0;
/// Glyph boxes may touch by this much (anti-aliasing, tight kerning).
const OVERLAP_SLACK: f32 = 1.0;
/// A text counts as hidden when a later shape covers this share of it.
const HIDDEN_SHARE: f32 = 0.2;

/// One problem found on an image.
#[derive(Debug, Clone, PartialEq)]
pub enum Defect {
    /// Drawn content reaches the edge (or beyond, so it is cut off).
    TouchesEdge { what: String },
    /// Two texts are drawn over one another.
    TextsOverlap { first: String, second: String },
    /// A shape drawn after a text covers part of it.
    TextHidden { text: String, at: (i32, i32), by: (i32, i32, i32, i32) },
    /// Text smaller than [`MIN_SHOWN_TEXT`] at phone width.
    TextTooSmall { text: String, shown_px: f32 },
    /// A piece narrower than [`MIN_SHOWN_PIECE`] at phone width.
    PieceTooSmall { id: String, shown_px: f32 },
}

impl std::fmt::Display for Defect {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            Defect::TouchesEdge { what } => write!(f, "{what} touches the image edge"),
            Defect::TextsOverlap { first, second } => write!(f, "text {first:?} overlaps text {second:?}"),
            Defect::TextHidden { text, at, by } => {
                write!(f, "text {text:?} at {at:?} is partly hidden by a shape drawn over it, spanning {by:?}")
            }
            Defect::TextTooSmall { text, shown_px } => {
                write!(f, "text {text:?} is {shown_px:.1} px high at phone width (at least {MIN_SHOWN_TEXT} needed)")
            }
            Defect::PieceTooSmall { id, shown_px } => {
                write!(f, "piece {id} is {shown_px:.1} px across at phone width (at least {MIN_SHOWN_PIECE} needed)")
            }
        }
    }
}

#[derive(Debug, Clone, Copy)]
struct Box2 {
    x0: f32,
    y0: f32,
    x1: f32,
    y1: f32,
}

impl Box2 {
    fn of(r: usvg::Rect) -> Self {
        Box2 { x0: r.left(), y0: r.top(), x1: r.right(), y1: r.bottom() }
    }
    fn area(&self) -> f32 {
        (self.x1 - self.x0).max(0.0) * (self.y1 - self.y0).max(0.0)
    }
    fn shrink(&self, by: f32) -> Self {
        Box2 { x0: self.x0 + by, y0: self.y0 + by, x1: self.x1 - by, y1: self.y1 - by }
    }
    fn intersection(&self, o: &Box2) -> Box2 {
        Box2 { x0: self.x0.max(o.x0), y0: self.y0.max(o.y0), x1: self.x1.min(o.x1), y1: self.y1.min(o.y1) }
    }
    fn contains(&self, o: &Box2) -> bool {
        o.x0 >= self.x0 && o.y0 >= self.y0 && o.x1 <= self.x1 && o.y1 <= self.y1
    }
}

/// What the checker knows of one drawn element, in paint order.
enum Item {
    Text { text: String, ink: Box2, font_size: f32 },
    Shape(Shape),
    Piece { id: String, outer: Box2 },
}

struct Shape {
    /// Including the stroke.
    outer: Box2,
    /// Filled (opaquely enough to hide what is under it).
    filled: bool,
    stroke_width: f32,
    /// The end points of a straight stroke, which covers only a thin band
    /// along its segment (the box of a diagonal covers far more).
    segment: Option<[(f32, f32); 2]>,
}

impl Shape {
    /// The share of `b` this shape paints over.
    fn covered_share(&self, b: &Box2) -> f32 {
        if b.area() <= 0.0 {
            return 0.0;
        }
        if let Some([(ax, ay), (bx, by)]) = self.segment {
            // Sample the band along the segment.
            let half = self.stroke_width / 2.0;
            let len = ((bx - ax).powi(2) + (by - ay).powi(2)).sqrt().max(1.0);
            let steps = (len / 2.0).ceil() as usize;
            let hits = (0..=steps)
                .filter(|&k| {
                    let t = k as f32 / steps as f32;
                    let (x, y) = (ax + (bx - ax) * t, ay + (by - ay) * t);
                    x + half > b.x0 && x - half < b.x1 && y + half > b.y0 && y - half < b.y1
                })
                .count();
            if hits == 0 {
                return 0.0;
            }
            // The band's share of the box, roughly: covered length × width.
            let along = hits as f32 * (len / steps as f32);
            return (along * self.stroke_width / b.area()).min(1.0);
        }
        let inside = b.intersection(&self.outer).area() / b.area();
        if self.filled {
            return inside;
        }
        // An outline: only its frame paints.
        let hole = self.outer.shrink(self.stroke_width);
        if hole.contains(b) {
            0.0
        } else {
            inside - b.intersection(&hole).area() / b.area()
        }
    }
}

fn opaque(paint: &Paint, opacity: f32) -> bool {
    matches!(paint, Paint::Color(_)) && opacity >= 0.5
}

fn collect(group: &usvg::Group, items: &mut Vec<Item>) {
    for node in group.children() {
        match node {
            Node::Group(g) => {
                if g.id().starts_with(PIECE_ID) {
                    items.push(Item::Piece { id: g.id().to_string(), outer: Box2::of(g.abs_stroke_bounding_box()) });
                }
                collect(g, items)
            }
            Node::Path(p) => {
                let segments: Vec<PathSegment> = p.data().segments().collect();
                // A straight stroke (a `line`) paints no inside, whatever its fill says.
                let segment = match segments[..] {
                    [PathSegment::MoveTo(a), PathSegment::LineTo(b)] => Some([(a.x, a.y), (b.x, b.y)]),
                    _ => None,
                };
                let filled = segment.is_none() && p.fill().is_some_and(|f| opaque(f.paint(), f.opacity().get()));
                let stroke = p.stroke().filter(|s| opaque(s.paint(), s.opacity().get()));
                if !filled && stroke.is_none() {
                    continue;
                }
                let t = p.abs_transform();
                let stroke_width = stroke.map_or(0.0, |s| s.width().get()) * (t.sx * t.sy - t.kx * t.ky).abs().sqrt();
                let segment = segment.map(|[a, b]| {
                    let map = |(x, y): (f32, f32)| (t.sx * x + t.kx * y + t.tx, t.ky * x + t.sy * y + t.ty);
                    [map(a), map(b)]
                });
                items.push(Item::Shape(Shape {
                    outer: Box2::of(p.abs_stroke_bounding_box()),
                    filled,
                    stroke_width,
                    segment,
                }));
            }
            Node::Text(t) => {
                let text: String = t.chunks().iter().map(|c| c.text()).collect();
                let font_size = t
                    .chunks()
                    .iter()
                    .flat_map(|c| c.spans())
                    .map(|s| s.font_size().get())
                    .fold(f32::INFINITY, f32::min);
                // In image pixels: a board may be drawn at one size and stored smaller.
                let t_abs = t.abs_transform();
                let font_size = font_size * (t_abs.sx * t_abs.sy - t_abs.kx * t_abs.ky).abs().sqrt();
                // The glyph outlines' box, carried into image pixels like the rest.
                let glyphs = t.flattened().bounding_box();
                let ink = Box2::of(glyphs.transform(t.abs_transform()).unwrap_or(glyphs));
                items.push(Item::Text { text, ink, font_size });
            }
            Node::Image(i) => items.push(Item::Shape(Shape {
                outer: Box2::of(i.abs_bounding_box()),
                filled: true,
                stroke_width: 0.0,
                segment: None,
            })),
        }
    }
}

/// Every defect of an SVG board; empty when it is fine.
pub fn check(svg: &str) -> Result<Vec<Defect>, String> {
    let tree = usvg::Tree::from_str(svg, super::options()).map_err(|e| format!("bad SVG: {e}"))?;
    let (width, height) = (tree.size().width(), tree.size().height());
    let mut items = vec![];
    collect(tree.root(), &mut items);
    let canvas = Box2 { x0: 0.0, y0: 0.0, x1: width, y1: height };
    let inner = canvas.shrink(EDGE_MARGIN);
    let mut defects = vec![];
    let shown = PHONE_WIDTH / width.max(PHONE_WIDTH);
    for (i, item) in items.iter().enumerate() {
        match item {
            Item::Piece { id, outer } => {
                // Across: the longer side of its box (a lid or a lake is wider than tall).
                let across = (outer.x1 - outer.x0).max(outer.y1 - outer.y0) * shown;
                if across + 0.01 < MIN_SHOWN_PIECE {
                    defects.push(Defect::PieceTooSmall { id: id.clone(), shown_px: across });
                }
            }
            Item::Shape(s) => {
                // The background covers the whole canvas on purpose.
                if !inner.contains(&s.outer) && !s.outer.shrink(-1.0).contains(&canvas) {
                    let b = s.outer;
                    defects.push(Defect::TouchesEdge {
                        what: format!("a shape at ({:.0}, {:.0})–({:.0}, {:.0})", b.x0, b.y0, b.x1, b.y1),
                    });
                }
            }
            Item::Text { text, ink, font_size } => {
                if text.trim().is_empty() {
                    continue;
                }
                if !inner.contains(ink) {
                    defects.push(Defect::TouchesEdge { what: format!("text {text:?}") });
                }
                if font_size * shown + 0.01 < MIN_SHOWN_TEXT {
                    defects.push(Defect::TextTooSmall { text: text.clone(), shown_px: font_size * shown });
                }
                for later in &items[i + 1..] {
                    match later {
                        Item::Text { text: other, ink: other_ink, .. } if !other.trim().is_empty() => {
                            let common =
                                ink.shrink(OVERLAP_SLACK / 2.0).intersection(&other_ink.shrink(OVERLAP_SLACK / 2.0));
                            if common.x1 > common.x0 && common.y1 > common.y0 {
                                defects.push(Defect::TextsOverlap { first: text.clone(), second: other.clone() });
                            }
                        }
                        Item::Shape(s) if s.covered_share(ink) > HIDDEN_SHARE => {
                            let b = s.outer;
                            defects.push(Defect::TextHidden {
                                text: text.clone(),
                                at: (ink.x0 as i32, ink.y0 as i32),
                                by: (b.x0 as i32, b.y0 as i32, b.x1 as i32, b.y1 as i32),
                            });
                            break;
                        }
                        _ => {}
                    }
                }
            }
        }
    }
    Ok(defects)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::render::svg::Svg;

    fn defects(draw: impl Fn(&mut Svg)) -> Vec<Defect> {
        let mut svg = Svg::new(1000, 400);
        draw(&mut svg);
        check(&svg.finish()).unwrap()
    }

    #[test]
    fn a_tidy_board_has_no_defects() {
        let found = defects(|svg| {
            svg.rect(20.0, 20.0, 300.0, 100.0, "#ffffff", "#000000", 4.0);
            svg.text(40.0, 60.0, 28.0, "Score 12", "#000000", "start", true);
            svg.text(40.0, 100.0, 28.0, "Hand 3", "#000000", "start", false);
        });
        assert_eq!(found, vec![]);
    }

    #[test]
    fn finds_text_cut_off_at_the_edge() {
        let found = defects(|svg| {
            svg.text(990.0, 60.0, 28.0, "Verdict", "#000000", "start", true);
        });
        assert!(matches!(&found[..], [Defect::TouchesEdge { what }] if what.contains("Verdict")), "{found:?}");
    }

    #[test]
    fn finds_overlapping_texts() {
        let found = defects(|svg| {
            svg.text(40.0, 60.0, 28.0, "Last: alice built", "#000000", "start", false);
            svg.text(200.0, 66.0, 28.0, "Legend", "#000000", "start", false);
        });
        assert!(found.contains(&Defect::TextsOverlap { first: "Last: alice built".into(), second: "Legend".into() }));
    }

    #[test]
    fn finds_text_hidden_under_a_later_shape_but_not_under_an_earlier_one() {
        let found = defects(|svg| {
            svg.rect(30.0, 30.0, 60.0, 60.0, "#0072b2", "#000000", 4.0);
            svg.text(60.0, 70.0, 30.0, "1", "#ffffff", "middle", true);
            svg.line(20.0, 60.0, 300.0, 60.0, "#009e73", 14.0);
        });
        assert!(matches!(&found[..], [Defect::TextHidden { text, .. }] if text == "1"), "{found:?}");
    }

    #[test]
    fn a_diagonal_line_hides_only_what_it_crosses() {
        let found = defects(|svg| {
            svg.text(200.0, 60.0, 28.0, "kept", "#000000", "start", false);
            svg.line(20.0, 380.0, 380.0, 20.0, "#000000", 6.0);
        });
        assert_eq!(found, vec![]);
    }

    #[test]
    fn text_size_counts_in_image_pixels() {
        let mut svg = Svg::new(1000, 400).scaled(0.5);
        svg.text(40.0, 60.0, 28.0, "readable at 1000 px, not at 500", "#000000", "start", false);
        let found = check(&svg.finish()).unwrap();
        // 28 units at half scale are 14 px of a 500 px image, shown 11.2 px high on a phone.
        assert!(found.is_empty(), "{found:?}");
        let mut svg = Svg::new(1000, 400).scaled(0.5);
        svg.text(40.0, 60.0, 26.0, "too small", "#000000", "start", false);
        assert!(matches!(&check(&svg.finish()).unwrap()[..], [Defect::TextTooSmall { .. }]));
        // Positions scale too: this text ends well inside the 500 px image.
        let mut svg = Svg::new(1000, 400).scaled(0.5);
        svg.text(960.0, 300.0, 28.0, "end", "#000000", "end", false);
        svg.rect(900.0, 320.0, 80.0, 60.0, "#0072b2", "#000000", 4.0);
        assert_eq!(check(&svg.finish()).unwrap(), vec![]);
    }

    #[test]
    fn finds_a_piece_too_small_for_a_phone() {
        let found = defects(|svg| {
            svg.raw(r##"<g id="piece-1"><circle cx="100" cy="100" r="20" fill="#0072b2"/></g>"##);
            svg.raw(r##"<g id="piece-2"><circle cx="200" cy="100" r="10" fill="#0072b2"/></g>"##);
            svg.raw(r##"<g id="label"><circle cx="300" cy="100" r="5" fill="#0072b2"/></g>"##);
        });
        // 40 units of a 1000 px image are 16 px on a phone; 20 units are 8.
        assert!(
            matches!(&found[..], [Defect::PieceTooSmall { id, shown_px }] if id == "piece-2" && *shown_px < 9.0),
            "{found:?}"
        );
    }

    #[test]
    fn finds_text_too_small_for_a_phone() {
        let found = defects(|svg| {
            svg.text(40.0, 60.0, 14.0, "slot 1", "#000000", "start", false);
        });
        assert!(matches!(&found[..], [Defect::TextTooSmall { shown_px, .. }] if *shown_px < 6.0), "{found:?}");
    }
}
