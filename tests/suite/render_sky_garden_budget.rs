//! What a whole 4-player Sky Garden game posts in the channel, through the
//! table with images on: the number of public images and their bytes.
//! Slow (it draws every board of a game), so it runs on request:
//! `cargo test --test render_sky_garden_budget -- --ignored --nocapture`
//! (with SKY_GARDEN_KEEP=<dir>, the images are kept there to look at).

use crate::support;

use support::Harness;

const PLAYERS: [&str; 4] = ["alice", "bob", "carol", "dave"];

#[tokio::test]
#[ignore = "draws a whole game; run on request for the figures"]
async fn a_whole_four_player_game_posts_at_most_six_megabytes() {
    let mut h = Harness::new().await;
    h.ok("alice: /game new game:sky-garden").await;
    for name in &PLAYERS[1..] {
        h.ok(&format!("{name}: /game join")).await;
    }
    let start = h.ok("alice: /game start seed:44").await;
    let mut public_images = 0;
    let mut public_bytes = 0u64;
    let mut private_images = 0;
    let mut largest = 0u64;
    let mut count = |report: &aerie::console::LineReport| {
        for reply in &report.replies {
            for path in &reply.images {
                let bytes = std::fs::metadata(path).unwrap().len();
                largest = largest.max(bytes);
                if let Ok(dir) = std::env::var("SKY_GARDEN_KEEP") {
                    let name = std::path::Path::new(path).file_name().unwrap();
                    let sub = if reply.visibility == "public" { "public" } else { "private" };
                    std::fs::create_dir_all(format!("{dir}/{sub}")).unwrap();
                    std::fs::copy(path, format!("{dir}/{sub}/{}", name.to_string_lossy())).unwrap();
                }
                if reply.visibility == "public" {
                    public_images += 1;
                    public_bytes += bytes;
                } else {
                    private_images += 1;
                }
            }
        }
    };
    count(&start);
    let mut rng = <rand_chacha::ChaCha8Rng as rand::SeedableRng>::seed_from_u64(44);
    let mut moves = 0;
    while h.view("").await.unwrap().status == "running" {
        let report = h.random_move(&mut rng).await;
        count(&report);
        moves += 1;
    }
    println!(
        "4-player game: {moves} moves, {public_images} public images, {public_bytes} public bytes, \
         {private_images} private images, largest image {largest} bytes"
    );
    assert!(public_bytes <= 6_000_000, "a 4-player game posted {public_bytes} bytes publicly");
    assert!(largest <= 120_000, "an image of {largest} bytes");
}

/// Bytes and milliseconds per image, at 2 and 4 players, mid-turn (when the
/// board comes with the mover's images), at the start, middle and end.
#[test]
#[ignore = "prints figures; run on request"]
fn bytes_and_milliseconds_per_image() {
    use aerie::games::sky_garden::{SkyGarden, SkyGardenOptions};
    use aerie::games::{Game, Turn};
    use aerie::render::Draw;
    use rand::seq::SliceRandom;
    for players in [2, 4] {
        let names: Vec<String> = ["Ann", "Ben", "Cleo", "Dev"][..players].iter().map(|s| s.to_string()).collect();
        let mut s = SkyGarden::setup(&SkyGardenOptions {}, players, 17).unwrap();
        let mut rng = <rand_chacha::ChaCha8Rng as rand::SeedableRng>::seed_from_u64(17);
        let mut states = vec![];
        while let Turn::Seats(v) = SkyGarden::to_move(&s) {
            let mv = SkyGarden::legal_moves(&s, v[0]).choose(&mut rng).unwrap().clone();
            SkyGarden::play(&mut s, v[0], &mv).unwrap();
            if s.turn.as_ref().is_some_and(|t| t.moved) {
                states.push(s.clone());
            }
        }
        let picks = [states[0].clone(), states[states.len() / 2].clone(), s.clone()];
        for (stage, state) in ["start", "middle", "end"].iter().zip(picks) {
            let t = std::time::Instant::now();
            let images = SkyGarden::board(&state, &names, aerie::i18n::Lang::En);
            let draw_ms = t.elapsed().as_secs_f64() * 1e3 / images.len() as f32 as f64;
            for (name, svg) in images {
                let raster_ms = raster_ms(&svg);
                let t = std::time::Instant::now();
                let png = aerie::render::svg_to_png(&svg).unwrap();
                let png_ms = t.elapsed().as_secs_f64() * 1e3;
                println!(
                    "{players}p {stage} {name}: {} bytes; SVG {draw_ms:.1} ms, parse+rasterise {raster_ms:.1} ms, \
                     svg_to_png {png_ms:.0} ms",
                    png.len()
                );
            }
        }
    }
}

/// Milliseconds to lay out and rasterise an SVG (no encoding), best of three.
fn raster_ms(svg: &str) -> f64 {
    use resvg::{tiny_skia, usvg};
    let mut fonts = usvg::fontdb::Database::new();
    fonts.load_font_data(include_bytes!("../../render/fonts/DejaVuSans.ttf").to_vec());
    fonts.load_font_data(include_bytes!("../../render/fonts/DejaVuSans-Bold.ttf").to_vec());
    fonts.set_sans_serif_family("DejaVu Sans");
    let options =
        usvg::Options { font_family: "DejaVu Sans".into(), fontdb: std::sync::Arc::new(fonts), ..Default::default() };
    (0..3)
        .map(|_| {
            let t = std::time::Instant::now();
            let tree = usvg::Tree::from_str(svg, &options).unwrap();
            let size = tree.size().to_int_size();
            let mut pixmap = tiny_skia::Pixmap::new(size.width(), size.height()).unwrap();
            resvg::render(&tree, tiny_skia::Transform::default(), &mut pixmap.as_mut());
            t.elapsed().as_secs_f64() * 1e3
        })
        .fold(f64::MAX, f64::min)
}
