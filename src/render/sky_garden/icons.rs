//! Pictograms for Sky Garden's pieces: each bird species, eggs, trees,
//! lakes, nests, chips, advertisements and milestones, drawn as simple
//! silhouettes in a 100 × 100 box. Species differ in shape, not only in
//! colour (a test checks that no two silhouettes of one kind overlap by 80 %
//! or more at the size a phone shows them), so that a board reads without
//! codes and without colour.

use crate::games::sky_garden::data::Bird;

const INK: &str = "#1f2328";

/// One kind of pictogram.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Icon {
    Bird(Bird),
    Egg,
    GoldenEgg,
    Tree,
    Lake,
    CoveredLake,
    Nest,
    /// A blue chip: an advertisement or a special bird.
    BlueChip,
    /// A Breed space.
    Breed,
    /// A Purchase Special space.
    SpecialSpace,
    /// Funds (a coin).
    Coin,
}

/// The SVG elements of `icon` in the 100 × 100 box, outlined in ink.
pub fn shapes(icon: Icon) -> String {
    let o = format!(r#"stroke="{INK}" stroke-width="4" stroke-linejoin="round""#);
    match icon {
        Icon::Bird(b) => bird(b, &o),
        Icon::Egg => format!(r##"<ellipse cx="50" cy="54" rx="30" ry="40" fill="#fbf3e0" {o}/>"##),
        // A smaller egg under a crown: gold by shape, not only by colour.
        Icon::GoldenEgg => format!(
            r##"<path d="M18 34 L18 6 L34 20 L50 4 L66 20 L82 6 L82 34 Z" fill="#f2c230" {o}/><ellipse cx="50" cy="66" rx="24" ry="30" fill="#f2c230" {o}/>"##
        ),
        Icon::Tree => format!(
            r##"<rect x="42" y="62" width="16" height="34" fill="#8d6e4c" {o}/><path d="M50 4 L88 66 L12 66 Z" fill="#2e7d32" {o}/>"##
        ),
        Icon::Lake => format!(
            r##"<ellipse cx="50" cy="56" rx="46" ry="30" fill="#56b4e9" {o}/><path d="M24 52 q8 -8 16 0 t16 0 t16 0 M30 66 q8 -8 16 0 t16 0" fill="none" stroke="#ffffff" stroke-width="5"/>"##
        ),
        // A flat lid with a knob lies over the lake.
        Icon::CoveredLake => format!(
            r##"<rect x="40" y="30" width="20" height="16" rx="4" fill="#d8cfb4" {o}/><rect x="4" y="44" width="92" height="28" rx="8" fill="#d8cfb4" {o}/><path d="M26 44 V72 M50 44 V72 M74 44 V72" stroke="#8a7d5a" stroke-width="4"/>"##
        ),
        Icon::Nest => format!(
            r##"<path d="M4 40 Q50 52 96 40 Q90 92 50 92 Q10 92 4 40 Z" fill="#b98a55" {o}/><path d="M14 56 L86 64 M18 72 L80 56 M26 82 L74 74" stroke="#6b4a22" stroke-width="4"/>"##
        ),
        Icon::BlueChip => format!(
            r##"<circle cx="50" cy="50" r="40" fill="#0072b2" {o}/><path d="M26 42 H40 L64 26 V74 L40 58 H26 Z" fill="#ffffff"/><path d="M72 40 Q80 50 72 60" fill="none" stroke="#ffffff" stroke-width="5"/>"##
        ),
        Icon::Breed => format!(
            r##"<path d="M4 50 Q50 60 96 50 Q90 96 50 96 Q10 96 4 50 Z" fill="#b98a55" {o}/><ellipse cx="50" cy="36" rx="20" ry="28" fill="#fbf3e0" {o}/>"##
        ),
        Icon::SpecialSpace => format!(
            r##"<path d="M50 4 L62 36 L96 38 L69 59 L79 94 L50 74 L21 94 L31 59 L4 38 L38 36 Z" fill="#d7c4f0" {o}/>"##
        ),
        Icon::Coin => format!(
            r##"<circle cx="50" cy="50" r="44" fill="#f2c230" {o}/><circle cx="50" cy="50" r="30" fill="none" stroke="#b8860b" stroke-width="5"/>"##
        ),
    }
}

/// The fill a species is drawn in.
pub fn bird_colour(b: Bird) -> &'static str {
    match b {
        Bird::Shi => "#ffffff",
        Bird::Wwe => "#9bd14b",
        Bird::Haw => "#9a6a3c",
        Bird::Fla => "#f28cb1",
        Bird::Tou => "#2b2b2b",
        Bird::Swa => "#f4f8fb",
        Bird::Jav => "#8e9aa6",
        Bird::Rif => "#3a4fa8",
        Bird::Owl => "#eeeeee",
    }
}

fn bird(b: Bird, o: &str) -> String {
    let f = bird_colour(b);
    let eye = |x: f32, y: f32| format!(r##"<circle cx="{x}" cy="{y}" r="4" fill="{INK}"/>"##);
    match b {
        // Long-tailed tit: a round puff with a long straight tail.
        Bird::Shi => format!(
            r##"<path d="M56 44 L98 34 L98 46 L58 60 Z" fill="#3a3a3a" {o}/><circle cx="36" cy="52" r="28" fill="{f}" {o}/><path d="M9 50 L2 54 L9 57 Z" fill="{INK}"/>{}"##,
            eye(24.0, 46.0)
        ),
        // White-eye: a small bird perched on a branch, white ring round the eye.
        Bird::Wwe => format!(
            r##"<rect x="4" y="82" width="92" height="10" rx="4" fill="#8d6e4c" {o}/><path d="M66 58 L90 78 L80 82 L60 68 Z" fill="{f}" {o}/><ellipse cx="52" cy="56" rx="26" ry="20" fill="{f}" {o}/><circle cx="30" cy="36" r="16" fill="{f}" {o}/><path d="M15 33 L2 37 L15 41 Z" fill="{INK}"/><circle cx="28" cy="34" r="6" fill="#ffffff"/>{}"##,
            eye(28.0, 34.0)
        ),
        // Hawk: seen from below, wings spread wide, fanned tail.
        Bird::Haw => format!(
            r##"<path d="M50 36 L4 22 L2 36 L20 48 L44 60 L56 60 L80 48 L98 36 L96 22 Z" fill="{f}" {o}/><path d="M42 64 L58 64 L68 94 L32 94 Z" fill="{f}" {o}/><ellipse cx="50" cy="50" rx="10" ry="22" fill="{f}" {o}/><circle cx="50" cy="26" r="9" fill="{f}" {o}/>"##
        ),
        // Flamingo: tall, S-shaped neck, standing on one long leg.
        Bird::Fla => format!(
            r##"<path d="M62 52 L62 98 M64 52 L76 72 L62 74" fill="none" stroke="{INK}" stroke-width="4"/><path d="M44 40 C30 30 44 16 34 8 L28 12 C36 20 22 32 38 46 Z" fill="{f}" {o}/><ellipse cx="62" cy="44" rx="24" ry="13" fill="{f}" {o}/><circle cx="32" cy="10" r="8" fill="{f}" {o}/><path d="M26 12 L22 24 L30 16 Z" fill="{INK}"/>"##
        ),
        // Toucan: a dark upright body behind a huge beak.
        Bird::Tou => format!(
            r##"<path d="M62 74 L70 98 L56 98 Z" fill="{f}" {o}/><ellipse cx="64" cy="50" rx="20" ry="28" fill="{f}" {o}/><path d="M48 30 Q20 26 2 40 Q22 52 48 48 Z" fill="#f7a800" {o}/><circle cx="56" cy="36" r="7" fill="#ffffff"/>{}"##,
            eye(56.0, 36.0)
        ),
        // Swan: a boat-shaped body and a tall curved neck.
        Bird::Swa => format!(
            r##"<path d="M8 62 L94 56 Q88 92 50 92 Q20 92 8 62 Z" fill="{f}" {o}/><path d="M22 66 C10 40 20 14 34 12 L36 22 C28 24 22 40 32 64 Z" fill="{f}" {o}/><path d="M36 12 L50 20 L36 22 Z" fill="#f7a800" {o}/>"##
        ),
        // Java sparrow: a plump grey bird with a big red beak and white cheek.
        Bird::Jav => format!(
            r##"<path d="M74 60 L98 66 L90 76 L70 72 Z" fill="#3a3a3a" {o}/><ellipse cx="56" cy="62" rx="30" ry="24" fill="{f}" {o}/><circle cx="32" cy="38" r="20" fill="#3a3a3a" {o}/><ellipse cx="30" cy="46" rx="10" ry="7" fill="#ffffff"/><path d="M16 30 L2 40 L16 48 Z" fill="#e0302f" {o}/>{}"##,
            eye(30.0, 34.0)
        ),
        // Riflebird: wings raised in a round fan display.
        Bird::Rif => format!(
            r##"<path d="M4 66 A46 46 0 0 1 96 66 Z" fill="{f}" {o}/><path d="M44 70 L56 70 L58 98 L42 98 Z" fill="#1c2750" {o}/><circle cx="50" cy="54" r="10" fill="#1c2750" {o}/><path d="M42 54 L30 60 L42 58 Z" fill="{INK}"/>"##
        ),
        // Snowy owl: upright, ear tufts, big round eyes.
        Bird::Owl => format!(
            r##"<path d="M24 30 L26 4 L44 24 Z M76 30 L74 4 L56 24 Z" fill="{f}" {o}/><ellipse cx="50" cy="58" rx="32" ry="38" fill="{f}" {o}/><circle cx="38" cy="42" r="10" fill="#f7d000" {o}/><circle cx="62" cy="42" r="10" fill="#f7d000" {o}/>{}{}<path d="M46 54 L54 54 L50 62 Z" fill="{INK}"/>"##,
            eye(38.0, 42.0),
            eye(62.0, 42.0)
        ),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::games::sky_garden::data::ALL_BIRDS;
    use crate::render::silhouette::{self, iou};

    /// The opaque pixels of `icon` drawn `px` pixels wide.
    fn mask(icon: Icon, px: u32) -> Vec<bool> {
        silhouette::mask(&shapes(icon), 100.0, px)
    }

    /// Every pair of one kind, at the size a phone shows it (400 px wide).
    fn assert_distinct(kind: &str, icons: &[Icon], shown_px: u32) {
        let masks: Vec<Vec<bool>> = icons.iter().map(|&i| mask(i, shown_px)).collect();
        for i in 0..icons.len() {
            for j in i + 1..icons.len() {
                let v = iou(&masks[i], &masks[j]);
                assert!(v < 0.8, "{kind}: {:?} and {:?} overlap by {v:.2} at {shown_px} px", icons[i], icons[j]);
            }
        }
    }

    #[test]
    fn every_species_has_a_silhouette_of_its_own_at_phone_size() {
        let birds: Vec<Icon> = ALL_BIRDS.iter().map(|&b| Icon::Bird(b)).collect();
        let shown = (super::super::pieces::BIRD_ICON * super::super::canvas::SHOWN_PER_UNIT).round() as u32;
        assert!(shown >= 12, "a bird is {shown} px across on a phone");
        assert_distinct("birds", &birds, shown);
    }

    #[test]
    fn the_other_pieces_differ_in_shape_too() {
        let shown = (super::super::pieces::ICON * super::super::canvas::SHOWN_PER_UNIT).round() as u32;
        assert!(shown >= 12, "a piece is {shown} px across on a phone");
        assert_distinct("eggs", &[Icon::Egg, Icon::GoldenEgg], shown);
        assert_distinct("aviary elements", &[Icon::Tree, Icon::Lake, Icon::CoveredLake, Icon::Nest, Icon::Egg], shown);
        assert_distinct("track icons", &[Icon::BlueChip, Icon::Breed, Icon::SpecialSpace], shown);
        assert_distinct("purchases", &[Icon::Coin, Icon::Nest, Icon::Tree], shown);
    }
}
