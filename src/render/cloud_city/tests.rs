use super::*;
use crate::games::cloud_city::Options;
use crate::render::layout;
use rand::{Rng, SeedableRng};

pub fn advance(state: &mut State, moves: usize, seed: u64) {
    let mut rng = rand_chacha::ChaCha8Rng::seed_from_u64(seed);
    for _ in 0..moves {
        let seat = match CloudCity::to_move(state) {
            crate::games::Turn::Seats(v) => v[0],
            crate::games::Turn::Over => return,
        };
        let legal = CloudCity::legal_moves(state, seat);
        let mv = if state.step == Step::Walkways && legal.len() > 1 && rng.gen_bool(0.7) {
            legal[rng.gen_range(0..legal.len() - 1)].clone()
        } else {
            legal[rng.gen_range(0..legal.len())].clone()
        };
        CloudCity::play(state, seat, &mv).unwrap();
    }
}

pub fn names() -> Vec<String> {
    ["Alice", "Bob", "Carmen", "Dmytro"].iter().map(|s| s.to_string()).collect()
}

/// The stages the tests look at: (players, long city, requests, moves, tag).
const STAGES: [(usize, bool, u8, usize, &str); 7] = [
    (4, false, 2, 0, "4p-start"),
    (4, false, 2, 60, "4p-mid"),
    (2, false, 1, 45, "2p-mid"),
    (3, true, 1, 9999, "3p-long-end"),
    (3, true, 2, 4, "3p-long-start"),
    (4, false, 0, 9999, "4p-end"),
    (2, true, 0, 40, "2p-long-mid"),
];

#[test]
fn renders_stages_in_both_languages_within_their_boxes() {
    let names = names();
    for (players, long, req, moves, tag) in STAGES {
        let mut s = CloudCity::setup(&Options { long, requests: req }, players, 11).unwrap();
        advance(&mut s, moves, 5);
        for lang in Lang::ALL {
            let tag = format!("{tag}-{}", lang.code());
            let boards = CloudCity::board(&s, &names, lang);
            assert_eq!(layout::check(&boards[0].1).unwrap(), vec![], "{tag}");
            let png = crate::render::svg_to_png(&boards[0].1).unwrap();
            assert!(png.len() < 1_000_000, "{tag}: {} bytes", png.len());
            let hand = CloudCity::hand_image(&s, s.order[0], &names, lang).unwrap();
            assert_eq!(layout::check(&hand).unwrap(), vec![], "{tag} hand");
            // The public board names no tile that is in a hand.
            for h in &s.hands {
                for t in h {
                    assert!(!boards[0].1.contains(t.as_str()), "{tag}: {t}");
                }
            }
        }
    }
}

#[test]
fn the_ukrainian_board_is_worded_in_ukrainian() {
    let names: Vec<String> = ["Аліса", "Богдан"].iter().map(|s| s.to_string()).collect();
    let mut s = CloudCity::setup(&Options { long: false, requests: 2 }, 2, 3).unwrap();
    advance(&mut s, 7, 2);
    // The second player's turn has begun: the first one's is the last turn.
    while s.step != Step::Place {
        advance(&mut s, 1, 2);
    }
    let board = &CloudCity::board(&s, &names, Lang::Uk)[0].1;
    for words in ["Відкритий ряд", "Залишок переходів", "Особливі замовлення", "Останній хід:"]
    {
        assert!(board.contains(words), "{words}");
    }
    for english in ["Face-up row", "Walkways left", "Special requests", "Last turn", " votes<"] {
        assert!(!board.contains(english), "{english}");
    }
}

/// Writes every stage's images to /tmp/cloud-city-preview as a phone
/// shows them (400 px wide), and as a deuteranope sees them.
#[test]
#[ignore]
fn preview() {
    use crate::render::colour_vision::Vision;
    use resvg::{tiny_skia, usvg};
    let dir = std::path::Path::new("/tmp/cloud-city-preview");
    std::fs::create_dir_all(dir).unwrap();
    let write = |name: &str, svg: &str| {
        let tree = usvg::Tree::from_str(svg, crate::render::options()).unwrap();
        // CC_PREVIEW_WIDTH=1000 for a closer look.
        let width: f32 = std::env::var("CC_PREVIEW_WIDTH").ok().and_then(|w| w.parse().ok()).unwrap_or(400.0);
        let k = width / tree.size().width();
        let (w, h) = (width as u32, (tree.size().height() * k).ceil() as u32);
        let mut pixmap = tiny_skia::Pixmap::new(w, h).unwrap();
        pixmap.fill(tiny_skia::Color::WHITE);
        resvg::render(&tree, tiny_skia::Transform::from_scale(k, k), &mut pixmap.as_mut());
        pixmap.save_png(dir.join(format!("{name}.png"))).unwrap();
        for p in pixmap.pixels_mut() {
            let c = p.demultiply();
            let seen = Vision::Deuteranopia.simulate(::palette::Srgb::new(c.red(), c.green(), c.blue()));
            *p = tiny_skia::ColorU8::from_rgba(seen.red, seen.green, seen.blue, 255).premultiply();
        }
        pixmap.save_png(dir.join(format!("{name}-deut.png"))).unwrap();
    };
    let mut names = names();
    names[1] = "Bartholomew Featherstonehaugh".to_string();
    for (players, long, req, moves, tag) in STAGES {
        let mut s = CloudCity::setup(&Options { long, requests: req }, players, 11).unwrap();
        advance(&mut s, moves, 5);
        for lang in Lang::ALL {
            let board = &CloudCity::board(&s, &names, lang)[0].1;
            write(&format!("{tag}-{}", lang.code()), board);
            eprintln!("{tag}: {} bytes", crate::render::svg_to_png(board).unwrap().len());
            let hand = CloudCity::hand_image(&s, s.order[0], &names, lang).unwrap();
            write(&format!("{tag}-{}-hand", lang.code()), &hand);
            // The hand of whoever just drew.
            if let Some((seat, _)) = s.last_tile.filter(|_| s.step == Step::Place) {
                let hand = CloudCity::hand_image(&s, seat, &names, lang).unwrap();
                write(&format!("{tag}-{}-hand-drawn", lang.code()), &hand);
            }
        }
    }
    // An ending decided by a tie-break.
    for seed in 0..400 {
        let mut s = CloudCity::setup(&Options { long: false, requests: 0 }, 3, seed).unwrap();
        advance(&mut s, 9999, seed);
        let scores = CloudCity::scores(&s);
        let best = scores.iter().map(|x| x.total).max().unwrap();
        if scores.iter().filter(|x| x.total == best).count() > 1 {
            for lang in Lang::ALL {
                write(&format!("tie-{}", lang.code()), &CloudCity::board(&s, &names, lang)[0].1);
            }
            break;
        }
    }
}

/// The opaque pixels of a building of colour `k` in a square as the board
/// draws the smallest, rasterised as a phone shows it (0.4 px a unit).
fn building_mask(k: u8) -> Vec<bool> {
    use resvg::{tiny_skia, usvg};
    let s = super::panel::S_MIN;
    let mut svg = Svg::new(s as u32, s as u32);
    super::pieces::building(&mut svg, "b", 0.0, 0.0, s, k);
    let doc = svg.finish();
    // Only the building: drop the paper background.
    let doc = doc.replacen(&format!(r#"fill="{}""#, palette::PAPER), r#"fill="none""#, 1);
    let tree = usvg::Tree::from_str(&doc, crate::render::options()).unwrap();
    let px = (s * 0.4).ceil() as u32;
    let mut pixmap = tiny_skia::Pixmap::new(px, px).unwrap();
    resvg::render(&tree, tiny_skia::Transform::from_scale(0.4, 0.4), &mut pixmap.as_mut());
    pixmap.pixels().iter().map(|p| p.alpha() > 127).collect()
}

#[test]
fn the_three_buildings_differ_in_silhouette_at_phone_size() {
    let masks: Vec<Vec<bool>> = (1..=3).map(building_mask).collect();
    for i in 0..3 {
        for j in i + 1..3 {
            let both = masks[i].iter().zip(&masks[j]).filter(|(a, b)| **a && **b).count();
            let either = masks[i].iter().zip(&masks[j]).filter(|(a, b)| **a || **b).count();
            let iou = both as f32 / either.max(1) as f32;
            assert!(iou < 0.8, "buildings {} and {} overlap by {iou:.2}", i + 1, j + 1);
        }
    }
}
