//! Renders seeded random games at several stages and writes the PNGs to
//! /tmp/sky-garden-render, at 400 px wide as a phone shows them, to look at (`cargo test --lib sky_garden --
//! --ignored --nocapture`). The checks live in tests/render_sky_garden.rs.

use super::*;
use crate::games::sky_garden::{Move, SkyGardenOptions};
use crate::games::{Game, Turn};
use rand::{Rng, SeedableRng};

/// Plays up to `moves` random moves, preferring ones that fill the aviary;
/// returns how many it played.
fn advance(s: &mut State, moves: usize, seed: u64) -> usize {
    let mut rng = rand_chacha::ChaCha8Rng::seed_from_u64(seed);
    for played in 0..moves {
        let seat = match SkyGarden::to_move(s) {
            Turn::Over => return played,
            Turn::Seats(v) => v[0],
        };
        let legal = SkyGarden::legal_moves(s, seat);
        let steps: Vec<&Move> = legal.iter().filter(|m| matches!(m, Move::MoveTo(_))).collect();
        let good: Vec<&Move> = legal
            .iter()
            .filter(|m| {
                matches!(
                    m,
                    Move::Place(_)
                        | Move::Buy(..)
                        | Move::BuyExtra(_)
                        | Move::Milestone(_)
                        | Move::Nest(_, _, true)
                        | Move::Special(..)
                        | Move::BuyBird(..)
                )
            })
            .collect();
        let m = if !steps.is_empty() {
            steps[rng.gen_range(0..steps.len().min(2))].clone()
        } else if !good.is_empty() && rng.gen_bool(0.8) {
            good[rng.gen_range(0..good.len())].clone()
        } else if legal.contains(&Move::End) && rng.gen_bool(0.5) {
            Move::End
        } else {
            legal[rng.gen_range(0..legal.len())].clone()
        };
        SkyGarden::play(s, seat, &m).unwrap();
    }
    moves
}

/// The PNG of `svg` as a phone shows it: 400 px wide.
fn shown_on_a_phone(svg: &str) -> Vec<u8> {
    use resvg::{tiny_skia, usvg};
    let tree = usvg::Tree::from_str(svg, crate::render::options()).unwrap();
    let k = 400.0 / tree.size().width();
    let h = (tree.size().height() * k).ceil() as u32;
    let mut pixmap = tiny_skia::Pixmap::new(400, h).unwrap();
    pixmap.fill(tiny_skia::Color::WHITE);
    resvg::render(&tree, tiny_skia::Transform::from_scale(k, k), &mut pixmap.as_mut());
    crate::render::encode::palette_png(pixmap.data(), 400, h).unwrap()
}

fn names() -> Vec<String> {
    ["Ann", "Ben", "Cleo", "Dev"].iter().map(|s| s.to_string()).collect()
}

#[test]
#[ignore = "writes images to look at; run on request"]
fn render_every_stage_to_tmp() {
    let dir = std::path::Path::new("/tmp/sky-garden-render");
    std::fs::create_dir_all(dir).unwrap();
    for players in 1..=4 {
        let length = advance(&mut SkyGarden::setup(&SkyGardenOptions {}, players, 11).unwrap(), usize::MAX, 5);
        for (stage, moves) in [("start", 0), ("middle", length / 2), ("end", length)] {
            let mut s = SkyGarden::setup(&SkyGardenOptions {}, players, 11).unwrap();
            advance(&mut s, moves, 5);
            let names = names();
            for lang in Lang::ALL {
                let mut images = all_images(&s, &names[..players], lang);
                images.push(("hand.png".into(), SkyGarden::hand_image(&s, 0, &names, lang).unwrap()));
                for (name, svg) in images {
                    let t = std::time::Instant::now();
                    let png = shown_on_a_phone(&svg);
                    let ms = t.elapsed().as_secs_f64() * 1000.0;
                    let file = format!("{}-{players}p-{stage}-{name}", lang.code());
                    println!("{file}: {} bytes, {ms:.0} ms", png.len());
                    std::fs::write(dir.join(file), png).unwrap();
                }
            }
        }
    }
}

#[test]
#[ignore = "writes the pictograms to look at; run on request"]
fn render_the_pictograms_to_tmp() {
    use super::icons::{shapes, Icon};
    use crate::games::sky_garden::data::ALL_BIRDS;
    let mut icons: Vec<Icon> = ALL_BIRDS.iter().map(|&b| Icon::Bird(b)).collect();
    icons.extend([
        Icon::Egg,
        Icon::GoldenEgg,
        Icon::Tree,
        Icon::Lake,
        Icon::CoveredLake,
        Icon::Nest,
        Icon::BlueChip,
        Icon::Breed,
        Icon::SpecialSpace,
        Icon::Coin,
    ]);
    // Two rows: as large as 100 px, and as a phone shows them (16 px).
    let mut body = String::new();
    for (i, icon) in icons.iter().enumerate() {
        let x = i as f32 * 110.0 + 5.0;
        body += &format!(r#"<g transform="translate({x} 5)">{}</g>"#, shapes(*icon));
        body +=
            &format!(r#"<g transform="translate({} 120) scale(0.16)">{}</g>"#, i as f32 * 20.0 + 5.0, shapes(*icon));
    }
    let w = icons.len() as f32 * 110.0 + 10.0;
    let svg = format!(
        r##"<svg xmlns="http://www.w3.org/2000/svg" width="{w}" height="150" viewBox="0 0 {w} 150"><rect width="{w}" height="150" fill="#f6f8fa"/>{body}</svg>"##
    );
    std::fs::write("/tmp/sky-garden-icons.png", crate::render::svg_to_png(&svg).unwrap()).unwrap();
}

#[test]
#[ignore = "prints figures; run on request"]
fn bytes_per_public_board() {
    for players in [1, 2, 4] {
        let names = names();
        let mut s = SkyGarden::setup(&SkyGardenOptions {}, players, 44).unwrap();
        let mut rng = rand_chacha::ChaCha8Rng::seed_from_u64(44);
        let (mut images, mut bytes) = (0u64, 0u64);
        let mut post = |s: &State| {
            for (_, svg) in SkyGarden::board(s, &names[..players], Lang::En) {
                images += 1;
                bytes += crate::render::svg_to_png(&svg).unwrap().len() as u64;
            }
        };
        post(&s);
        while let Turn::Seats(before) = SkyGarden::to_move(&s) {
            let legal = SkyGarden::legal_moves(&s, before[0]);
            SkyGarden::play(&mut s, before[0], &legal[rng.gen_range(0..legal.len())]).unwrap();
            if SkyGarden::to_move(&s) != Turn::Seats(before) {
                post(&s);
            }
        }
        println!("{players}p: {images} public images, {} bytes per image", bytes / images);
    }
}

#[test]
#[ignore = "prints the layout defects of every image; run on request"]
fn print_layout_defects() {
    let mut n = 0;
    for players in 1..=4 {
        let length = advance(&mut SkyGarden::setup(&SkyGardenOptions {}, players, 11).unwrap(), usize::MAX, 5);
        for (stage, moves) in [("start", 0), ("middle", length / 2), ("end", length)] {
            let mut s = SkyGarden::setup(&SkyGardenOptions {}, players, 11).unwrap();
            advance(&mut s, moves, 5);
            let names: Vec<String> = ["Alice", "Bob", "Chloé", "Dmytro"].iter().map(|s| s.to_string()).collect();
            for lang in Lang::ALL {
                let mut images = all_images(&s, &names[..players], lang);
                images.push(("hand".into(), SkyGarden::hand_image(&s, 0, &names, lang).unwrap()));
                for (name, svg) in images {
                    for d in crate::render::layout::check(&svg).unwrap() {
                        n += 1;
                        if n < 60 {
                            println!("{players}p {stage} {name} {}: {d}", lang.code());
                        }
                    }
                }
            }
        }
    }
    println!("{n} defects");
}
