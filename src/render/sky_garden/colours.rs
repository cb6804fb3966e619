//! The colours that tell Sky Garden's things apart, and, for each pair that
//! a colour-blind player may not tell apart (CIEDE2000 under 10 in one of the
//! simulated visions, see `render::colour_vision`), the second cue the
//! images draw beside the colour.

use super::icons::bird_colour;
use super::pieces::*;
use crate::games::sky_garden::data::ALL_BIRDS;
use crate::render::svg::palette;

/// What besides colour tells two things apart.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Cue {
    /// Their pieces differ in shape (a token's outline, a bird's silhouette).
    Shape,
    /// A word or a pictogram stands on or beside each.
    Label,
    /// One is drawn dashed, the other solid.
    Pattern,
}

/// One group of colours that tell things apart: (thing, colour) pairs and
/// the cue that stands beside the colour.
pub struct Group {
    pub what: &'static str,
    pub colours: Vec<(String, &'static str)>,
    pub cue: Cue,
}

pub fn groups() -> Vec<Group> {
    vec![
        Group {
            what: "owner tokens",
            colours: (0..4)
                .map(|t| (format!("seat {t}"), SEAT_FILL[t]))
                .chain([("Lucy".to_string(), LUCY_FILL)])
                .collect(),
            cue: Cue::Shape,
        },
        Group {
            what: "birds",
            colours: ALL_BIRDS.iter().map(|b| (b.code().to_string(), bird_colour(*b))).collect(),
            cue: Cue::Shape,
        },
        Group {
            what: "track chips",
            colours: vec![
                ("green chip".into(), GREEN_CHIP),
                ("blue chip".into(), BLUE_CHIP),
                ("orange chip".into(), ORANGE_CHIP),
                ("used chip".into(), USED_CHIP),
                ("no chip".into(), WHITE),
            ],
            cue: Cue::Label,
        },
        Group {
            what: "areas",
            colours: vec![("area".into(), WHITE), ("Event area".into(), EVENT_AREA), ("lake area".into(), LAKE)],
            cue: Cue::Label,
        },
        Group {
            what: "outlines",
            colours: vec![("changed".into(), super::canvas::CHANGED), ("usable area".into(), palette::VERMILION)],
            cue: Cue::Pattern,
        },
    ]
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::render::colour_vision;
    use crate::render::silhouette::{self, iou};

    /// Every pair of one group that some vision may take for one another.
    fn close_pairs() -> Vec<(&'static str, String, String, f32, Cue)> {
        let pairs = |g: Group| {
            colour_vision::close_pairs(&g.colours).into_iter().map(move |(a, b, d)| (g.what, a, b, d, g.cue))
        };
        groups().into_iter().flat_map(pairs).collect()
    }

    /// The opaque pixels of an SVG body drawn in a `size` box at phone scale.
    fn mask(body: &str, size: f32) -> Vec<bool> {
        let px = (size * crate::render::sky_garden::canvas::SHOWN_PER_UNIT).ceil() as u32;
        silhouette::mask(body, size, px)
    }

    /// A token as the boards draw it, alone in a box: seat `t` of a
    /// 4-player game, or Lucy (`t` = 4, the token after a 2-player game's seats).
    fn token_body(t: usize) -> String {
        use crate::games::sky_garden::{SkyGarden, SkyGardenOptions};
        use crate::games::Game;
        let (players, index) = if t == 4 { (2, 2) } else { (4, t) };
        let s = SkyGarden::setup(&SkyGardenOptions {}, players, 1).unwrap();
        let mut c = super::super::canvas::Canvas::new(crate::i18n::Lang::En);
        token(&mut c, &s, index, 30.0, 30.0, TOKEN_R);
        let svg = c.finish(60.0);
        svg[svg.find("<g id=\"piece").unwrap()..svg.rfind("</svg>").unwrap()].to_string()
    }

    /// The second cue of every pair of Sky Garden colours that a colour-blind
    /// player may take for one another, checked where it is drawn.
    #[test]
    fn every_pair_of_colours_too_close_for_some_eyes_has_a_second_cue_that_is_drawn() {
        use super::super::board::{chip_mark, ChipMark};
        use crate::games::sky_garden::data::{Bird, Chip};
        use crate::games::sky_garden::state::Space;
        let pairs = close_pairs();
        assert!(!pairs.is_empty(), "the palette has pairs that some eyes merge");
        for (what, a, b, d, cue) in pairs {
            let case = format!("{what}: {a} and {b} are {d:.1} apart for some eyes; cue {cue:?}");
            match (what, cue) {
                ("owner tokens", Cue::Shape) => {
                    let index = |n: &str| if n == "Lucy" { 4 } else { n[5..].parse().unwrap() };
                    let (x, y) = (mask(&token_body(index(&a)), 60.0), mask(&token_body(index(&b)), 60.0));
                    assert!(iou(&x, &y) < 0.8, "{case}: the shapes overlap by {:.2}", iou(&x, &y));
                }
                ("birds", Cue::Shape) => {
                    let bird = |code: &str| Bird::parse(code).unwrap();
                    let icon = |code: &str| super::super::icons::shapes(super::super::icons::Icon::Bird(bird(code)));
                    let (x, y) = (mask(&icon(&a), 100.0), mask(&icon(&b), 100.0));
                    assert!(iou(&x, &y) < 0.8, "{case}: the silhouettes overlap by {:.2}", iou(&x, &y));
                }
                ("track chips", Cue::Label) => {
                    let space = |name: &str| match name {
                        "green chip" => Space { chip: Some(Chip::Green(0)), face_down: false },
                        "blue chip" => Space { chip: Some(Chip::Blue(0)), face_down: false },
                        "orange chip" => Space { chip: Some(Chip::Orange(0)), face_down: false },
                        "used chip" => Space { chip: Some(Chip::Blue(0)), face_down: true },
                        _ => Space { chip: None, face_down: false },
                    };
                    let (x, y) = (chip_mark(&space(&a)), chip_mark(&space(&b)));
                    assert_ne!(x, y, "{case}: both show {x:?}");
                    assert!(x != ChipMark::Nothing || y != ChipMark::Nothing, "{case}");
                }
                ("areas", Cue::Label) => {
                    // The Event areas say so in their titles.
                    let s = crate::games::sky_garden::setup::setup(2, 3).unwrap();
                    let svg = super::super::aviary::aviary(
                        &s,
                        &[],
                        0,
                        super::super::aviary::Eyes::Everyone,
                        crate::i18n::Lang::En,
                    );
                    assert!(svg.contains(">A3 Event<") && svg.contains(">A4 Event<") && svg.contains(">A1<"), "{case}");
                }
                ("outlines", Cue::Pattern) => {
                    let mut c = super::super::canvas::Canvas::new(crate::i18n::Lang::En);
                    c.changed(super::super::canvas::Rect::new(10.0, 10.0, 50.0, 50.0));
                    assert!(c.finish(100.0).contains("stroke-dasharray"), "{case}: the changed outline is dashed");
                    // A usable area's border is solid, and its title has a ✓.
                    let src = include_str!("aviary.rs");
                    assert!(src.contains(r#"if usable { " ✓" }"#), "{case}");
                }
                _ => panic!("{case}: no check for this cue"),
            }
        }
    }
}
