//! Tower Up's images as a phone user sees them (about 400 px wide): free of
//! layout defects, no text under 11 px and no piece under 12 px across,
//! every word in the reader's language, and every pair of colours that
//! tells game things apart either far enough apart for colour-blind eyes or
//! backed by a second cue drawn on the image.

use crate::words;

use aerie::games::tower_up::{random_playout, State, TowerUp};
use aerie::games::Game;
use aerie::i18n::Lang;
use aerie::render::colour_vision::{self, Vision};
use aerie::render::layout;
use aerie::render::Draw;
use resvg::{tiny_skia, usvg};

/// The width a phone shows an image at, and the smallest text and piece there.
const PHONE: f32 = 400.0;
const MIN_TEXT: f32 = 11.0;
const MIN_PIECE: f32 = 12.0;

const NAMES: [&str; 4] = ["Alice", "Bob", "Chloé", "Dmytro"];

fn names(seats: usize) -> Vec<String> {
    NAMES.iter().take(seats).map(|s| s.to_string()).collect()
}

/// How boards are read: the renderer's own fonts.
fn options() -> &'static usvg::Options<'static> {
    aerie::render::options()
}

/// A seeded random game of `seats` players after `moves` moves (or at its end).
fn game_after(seats: usize, seed: u64, moves: usize) -> State {
    random_playout(seats, seed, false, moves).0
}

/// Start, middle and end of a seeded game for each player count.
fn stages() -> Vec<(String, usize, State)> {
    stages_of(&[20])
}

/// Start, middle and end of games with these seeds, for each player count.
fn stages_of(seeds: &[u64]) -> Vec<(String, usize, State)> {
    let mut out = vec![];
    for &seed in seeds {
        for seats in 2..=4 {
            let seed = seed + seats as u64;
            let (_, length) = random_playout(seats, seed, false, 5000);
            for (stage, moves) in [("start", 0), ("middle", length / 2), ("end", length)] {
                out.push((format!("{seats}p-{stage}-{seed}"), seats, game_after(seats, seed, moves)));
            }
        }
    }
    out
}

/// Every public image of `s` in `lang`: the channel's board of each turn,
/// then what `/game board` shows.
fn images(s: &State, seats: usize, lang: Lang) -> Vec<(String, String)> {
    let turn = TowerUp::board(s, &names(seats), lang).into_iter().map(|(name, svg)| (format!("turn {name}"), svg));
    turn.chain(TowerUp::board_on_request(s, &names(seats), lang)).collect()
}

/// Each text's shown size (px at phone width) and each piece's narrower side.
struct Sizes {
    texts: Vec<(String, f32)>,
    pieces: Vec<(String, f32)>,
}

fn sizes(svg: &str) -> Sizes {
    let tree = usvg::Tree::from_str(svg, options()).expect("valid SVG");
    let shown = PHONE / tree.size().width().max(PHONE);
    let mut out = Sizes { texts: vec![], pieces: vec![] };
    fn walk(group: &usvg::Group, shown: f32, out: &mut Sizes) {
        for node in group.children() {
            match node {
                usvg::Node::Group(g) => {
                    if g.id().starts_with("piece") {
                        let b = g.abs_stroke_bounding_box();
                        out.pieces.push((g.id().to_string(), b.width().min(b.height()) * shown));
                    }
                    walk(g, shown, out);
                }
                usvg::Node::Text(t) => {
                    let text: String = t.chunks().iter().map(|c| c.text()).collect();
                    let size =
                        t.chunks().iter().flat_map(|c| c.spans()).map(|s| s.font_size().get()).fold(f32::MAX, f32::min);
                    let m = t.abs_transform();
                    out.texts.push((text, size * (m.sx * m.sy - m.kx * m.ky).abs().sqrt() * shown));
                }
                _ => {}
            }
        }
    }
    walk(tree.root(), shown, &mut out);
    out
}

/// `svg` rasterised at phone width, optionally as a colour-blind eye sees it.
fn phone_png(svg: &str, vision: Option<Vision>) -> tiny_skia::Pixmap {
    let tree = usvg::Tree::from_str(svg, options()).expect("valid SVG");
    let scale = PHONE / tree.size().width();
    let (w, h) = (PHONE.round() as u32, (tree.size().height() * scale).round() as u32);
    let mut pixmap = tiny_skia::Pixmap::new(w, h).unwrap();
    pixmap.fill(tiny_skia::Color::WHITE);
    resvg::render(&tree, tiny_skia::Transform::from_scale(scale, scale), &mut pixmap.as_mut());
    if let Some(vision) = vision {
        let mut seen = std::collections::HashMap::new();
        for px in pixmap.pixels_mut() {
            let c = px.demultiply();
            let (r, g, b) = *seen.entry((c.red(), c.green(), c.blue())).or_insert_with(|| {
                let hex = format!("#{:02x}{:02x}{:02x}", c.red(), c.green(), c.blue());
                let s = vision.simulate(colour_vision::parse_hex(&hex).unwrap());
                (s.red, s.green, s.blue)
            });
            *px = tiny_skia::ColorU8::from_rgba(r, g, b, c.alpha()).premultiply();
        }
    }
    pixmap
}

#[test]
#[ignore = "writes images to look at, at phone width, into /tmp/tower-up-phone; run on request"]
fn write_phone_images_to_look_at() {
    let dir = std::path::Path::new("/tmp/tower-up-phone");
    std::fs::create_dir_all(dir).unwrap();
    for (stage, seats, s) in stages() {
        for lang in Lang::ALL {
            for (name, svg) in images(&s, seats, lang) {
                let base = format!("{}-{stage}-{}", lang.code(), name.trim_end_matches(".png"));
                eprintln!("{base}: {} bytes stored", aerie::render::svg_to_png(&svg).unwrap().len());
                phone_png(&svg, None).save_png(dir.join(format!("{base}.png"))).unwrap();
                if lang == Lang::En {
                    phone_png(&svg, Some(Vision::Deuteranopia)).save_png(dir.join(format!("{base}-deut.png"))).unwrap();
                }
            }
        }
    }
}

#[test]
fn every_tower_up_image_reads_on_a_phone() {
    let mut found = vec![];
    for (stage, seats, s) in stages_of(&[20, 40, 60]) {
        for lang in Lang::ALL {
            for (name, svg) in images(&s, seats, lang) {
                let case = format!("{stage}, {name}, {}", lang.code());
                found.extend(layout::check(&svg).unwrap().iter().map(|d| format!("{case}: {d}")));
                let sizes = sizes(&svg);
                for (text, px) in sizes.texts.iter().filter(|(t, px)| !t.trim().is_empty() && *px + 0.01 < MIN_TEXT) {
                    found.push(format!("{case}: text {text:?} is {px:.1} px"));
                }
                for (id, px) in sizes.pieces.iter().filter(|(_, px)| *px + 0.01 < MIN_PIECE) {
                    found.push(format!("{case}: piece {id} is {px:.1} px across"));
                }
            }
        }
    }
    assert!(found.is_empty(), "{} defects:\n{}", found.len(), found.join("\n"));
}

/// Every text an SVG draws, as laid out (a `<text>` with its spans).
fn texts(svg: &str) -> Vec<String> {
    sizes(svg).texts.into_iter().map(|(t, _)| t).collect()
}

#[test]
fn a_ukrainian_board_has_no_english_word_at_start_middle_or_end() {
    let mut found = vec![];
    for (stage, seats, s) in stages() {
        for (name, svg) in images(&s, seats, Lang::Uk) {
            for text in texts(&svg) {
                // The notation of a move, shown as a hint beside its words, stays as typed.
                if TowerUp::parse_move(&text).is_ok() {
                    continue;
                }
                let english = words::english_words(&text, &NAMES);
                if !english.is_empty() {
                    found.push(format!("{stage}, {name}: {english:?} in {text:?}"));
                }
            }
        }
    }
    found.sort();
    found.dedup();
    assert!(found.is_empty(), "{} texts with English:\n{}", found.len(), found.join("\n"));
    // The check finds English where there is some.
    let (_, seats, s) = &stages()[1];
    let english = images(s, *seats, Lang::En)
        .iter()
        .flat_map(|(_, svg)| texts(svg))
        .filter(|t| !words::english_words(t, &NAMES).is_empty())
        .count();
    assert!(english > 20, "only {english} English texts on an English board");
}

/// A second cue drawn for colours that might be taken for one another.
#[derive(Debug, Clone, Copy)]
enum Cue {
    /// Each roof carries its colour's initial (and each player's row a roof beside their name).
    RoofInitial,
    /// Floor blocks carry a two-letter code where there is room.
    FloorCode,
    /// Every tile carries its district's label.
    DistrictLabel,
    /// A star column's head carries a ★.
    Star,
}

/// A set of colours that tell things apart: its name, each colour's name
/// and hex value, and the second cue every colour of the set has.
type ColourSet = (&'static str, Vec<(String, String)>, Cue);

fn colour_sets() -> Vec<ColourSet> {
    use aerie::games::tower_up::data::{data, COLOURS};
    use aerie::render::tower_up::{floor_fill, player_fill, DISTRICT_TINTS};
    let players = data().player_colours.iter().map(|c| (c.clone(), player_fill(c).to_string())).collect();
    let floors = COLOURS.iter().map(|&c| (c.name().to_string(), floor_fill(c).to_string())).collect();
    let districts =
        DISTRICT_TINTS.iter().enumerate().map(|(k, hex)| (format!("d{}", k + 1), hex.to_string())).collect();
    let columns =
        vec![("star column".to_string(), "#fff1b8".to_string()), ("plain column".to_string(), "#f6f8fa".to_string())];
    vec![
        ("player colours", players, Cue::RoofInitial),
        ("floor colours", floors, Cue::FloorCode),
        ("districts", districts, Cue::DistrictLabel),
        ("track columns", columns, Cue::Star),
    ]
}

/// Whether `cue` is drawn on the board `svg` of `s`.
fn cue_drawn(cue: Cue, s: &State, svg: &str, lang: Lang) -> Result<(), String> {
    use aerie::games::tower_up::data::COLOURS;
    use aerie::render::tower_up::{floor_code, roof_letter};
    match cue {
        Cue::RoofInitial => {
            for &seat in &s.order {
                let letter = roof_letter(&s.players[seat].colour, lang);
                let id = format!(r#"<g id="piece-roof-player-{seat}">"#);
                let roof = svg.split(&id).nth(1).ok_or(format!("no roof beside seat {seat}'s name"))?;
                let roof = roof.split("</g>").next().unwrap_or("");
                if !roof.contains(&format!(">{letter}</text>")) {
                    return Err(format!("seat {seat}'s roof lacks {letter}"));
                }
            }
        }
        Cue::FloorCode => {
            for c in COLOURS {
                let code = floor_code(c, lang);
                if !svg.contains(&format!(">{code}</text>")) {
                    return Err(format!("no floor code {code}"));
                }
            }
        }
        Cue::DistrictLabel => {
            let board = s.board_data();
            for d in 1..=5u32 {
                let label = aerie::i18n::text(lang, "tu-board-district", &[("number", (d as usize).into())]);
                let tiles = board.sites.iter().filter(|site| site.district == d).count();
                let drawn = svg.matches(&format!(">{label}</text>")).count();
                if drawn != tiles {
                    return Err(format!("district {d}: {drawn} labels on {tiles} tiles"));
                }
            }
        }
        Cue::Star => {
            if !svg.contains("★</text>") {
                return Err("no star column marked ★".into());
            }
        }
    }
    Ok(())
}

#[test]
fn colours_that_tell_things_apart_stay_apart_for_colour_blind_eyes_or_have_a_second_cue() {
    let mut report = vec![];
    let mut failures = vec![];
    for (set, colours, cue) in colour_sets() {
        for (i, (a, hex_a)) in colours.iter().enumerate() {
            for (b, hex_b) in &colours[i + 1..] {
                let pa = colour_vision::parse_hex(hex_a).unwrap();
                let pb = colour_vision::parse_hex(hex_b).unwrap();
                let (distance, vision) = colour_vision::closest_seen(pa, pb);
                let close = distance < colour_vision::MIN_DISTANCE;
                report.push(format!(
                    "{set}: {a} / {b}: {distance:.1} ({vision:?}){}",
                    if close { format!(", second cue {cue:?}") } else { String::new() }
                ));
            }
        }
        // Every set's cue is drawn, whether its colours need it or not.
        for (stage, seats, s) in stages() {
            for lang in Lang::ALL {
                let svg = aerie::render::tower_up::render(&s, &names(seats), lang);
                if let Err(e) = cue_drawn(cue, &s, &svg, lang) {
                    failures.push(format!("{set}, {stage}, {}: {e}", lang.code()));
                }
            }
        }
    }
    eprintln!("{}", report.join("\n"));
    assert!(failures.is_empty(), "second cues missing:\n{}", failures.join("\n"));
}
