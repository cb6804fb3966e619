//! Silhouettes, for tests that pictures differ in shape: which pixels a
//! drawing covers at the size a phone shows it, and how much two overlap.

use resvg::{tiny_skia, usvg};

/// The opaque pixels of SVG `body` (drawn in a `view` × `view` box)
/// rendered `px` pixels square.
pub fn mask(body: &str, view: f32, px: u32) -> Vec<bool> {
    let svg = format!(
        r#"<svg xmlns="http://www.w3.org/2000/svg" width="{px}" height="{px}" viewBox="0 0 {view} {view}">{body}</svg>"#
    );
    let tree = usvg::Tree::from_str(&svg, super::options()).expect("a valid drawing");
    let mut pixmap = tiny_skia::Pixmap::new(px, px).expect("a non-empty size");
    resvg::render(&tree, tiny_skia::Transform::default(), &mut pixmap.as_mut());
    pixmap.pixels().iter().map(|p| p.alpha() > 127).collect()
}

/// Intersection over union of two masks of one size.
pub fn iou(a: &[bool], b: &[bool]) -> f32 {
    let both = a.iter().zip(b).filter(|(x, y)| **x && **y).count();
    let either = a.iter().zip(b).filter(|(x, y)| **x || **y).count();
    both as f32 / either.max(1) as f32
}
