//! Sky Garden's images as a phone user sees them: nothing cut off at an
//! edge, no text running into other text or under a token, nothing smaller
//! than 22 units on the 1000-unit drawing, every abbreviation explained, and lean
//! public posts. Positions come from the SVG, laid out by usvg with the
//! fonts the bot ships.

use std::sync::{Arc, OnceLock};

use aerie::games::sky_garden::data::Chip;
use aerie::games::sky_garden::state::{Pos, State};
use aerie::games::sky_garden::{SkyGarden, SkyGardenOptions};
use aerie::games::{Game, Turn};
use aerie::i18n::Lang;
use aerie::render::Draw;
use rand::{seq::SliceRandom, SeedableRng};
use resvg::usvg;

fn options() -> &'static usvg::Options<'static> {
    static OPTIONS: OnceLock<usvg::Options<'static>> = OnceLock::new();
    OPTIONS.get_or_init(|| {
        let mut fonts = usvg::fontdb::Database::new();
        fonts.load_font_data(include_bytes!("../../render/fonts/DejaVuSans.ttf").to_vec());
        fonts.load_font_data(include_bytes!("../../render/fonts/DejaVuSans-Bold.ttf").to_vec());
        fonts.set_sans_serif_family("DejaVu Sans");
        usvg::Options { font_family: "DejaVu Sans".into(), fontdb: Arc::new(fonts), ..usvg::Options::default() }
    })
}

#[derive(Clone, Copy, Debug)]
struct Box2 {
    x: f32,
    y: f32,
    r: f32,
    b: f32,
}

impl Box2 {
    fn of(r: usvg::Rect) -> Box2 {
        Box2 { x: r.x(), y: r.y(), r: r.right(), b: r.bottom() }
    }
    fn overlaps(&self, o: &Box2) -> bool {
        // Half a pixel of anti-aliasing may touch without covering anything.
        self.x + 0.5 < o.r && o.x + 0.5 < self.r && self.y + 0.5 < o.b && o.y + 0.5 < self.b
    }
}

/// A text as laid out: content, box, size, and the ids of enclosing groups.
#[derive(Debug)]
struct Text {
    content: String,
    bbox: Box2,
    size: f32,
    groups: Vec<String>,
}

struct Laid {
    width: f32,
    height: f32,
    texts: Vec<Text>,
    groups: Vec<(String, Box2)>,
}

/// The SVG laid out, in drawing units (the `viewBox`; the stored image may be smaller).
fn lay_out(svg: &str) -> Laid {
    let tree = usvg::Tree::from_str(svg, options()).expect("valid SVG");
    let view: Vec<f32> = svg
        .split("viewBox=\"")
        .nth(1)
        .and_then(|rest| rest.split('"').next())
        .expect("a viewBox")
        .split(' ')
        .map(|n| n.parse().unwrap())
        .collect();
    let mut laid = Laid { width: view[2], height: view[3], texts: vec![], groups: vec![] };
    walk(tree.root(), &mut vec![], &mut laid);
    let k = view[2] / tree.size().width();
    let unscale = |b: &mut Box2| *b = Box2 { x: b.x * k, y: b.y * k, r: b.r * k, b: b.b * k };
    laid.texts.iter_mut().for_each(|t| unscale(&mut t.bbox));
    laid.groups.iter_mut().for_each(|(_, b)| unscale(b));
    laid
}

fn walk(group: &usvg::Group, ids: &mut Vec<String>, laid: &mut Laid) {
    for node in group.children() {
        match node {
            usvg::Node::Group(g) => {
                let named = !g.id().is_empty();
                if named {
                    laid.groups.push((g.id().to_string(), Box2::of(g.abs_bounding_box())));
                    ids.push(g.id().to_string());
                }
                walk(g, ids, laid);
                if named {
                    ids.pop();
                }
            }
            usvg::Node::Text(t) => {
                let content: String = t.chunks().iter().map(|c| c.text()).collect();
                let size =
                    t.chunks().iter().flat_map(|c| c.spans()).map(|s| s.font_size().get()).fold(f32::MAX, f32::min);
                laid.texts.push(Text { content, bbox: Box2::of(t.abs_bounding_box()), size, groups: ids.clone() });
            }
            _ => {}
        }
    }
}

fn names(n: usize) -> Vec<String> {
    ["Ann", "Ben", "Cleo", "Dev"][..n].iter().map(|s| s.to_string()).collect()
}

/// States of one seeded random game: every `every` moves, and the end.
fn playout(players: usize, seed: u64, every: usize) -> Vec<State> {
    let mut s = SkyGarden::setup(&SkyGardenOptions {}, players, seed).unwrap();
    let mut rng = rand_chacha::ChaCha8Rng::seed_from_u64(seed);
    let mut out = vec![s.clone()];
    for n in 1.. {
        let seat = match SkyGarden::to_move(&s) {
            Turn::Over => break,
            Turn::Seats(v) => v[0],
        };
        let legal = SkyGarden::legal_moves(&s, seat);
        SkyGarden::play(&mut s, seat, legal.choose(&mut rng).unwrap()).unwrap();
        if n % every == 0 {
            out.push(s.clone());
        }
    }
    out.push(s);
    out
}

/// Everything a player can be shown: the public images and each hand image.
fn every_image(s: &State, lang: Lang) -> Vec<(String, String)> {
    let names = names(s.players_n);
    let mut images = aerie::render::sky_garden::all_images(s, &names, lang);
    images.extend((0..s.players_n).map(|seat| {
        (format!("hand-{seat}"), SkyGarden::hand_image(s, seat, &names, lang).expect("a hand image per seat"))
    }));
    images
}

/// Text that touches an edge, overlaps other text, or is below 22 px.
fn layout_faults(name: &str, svg: &str) -> Vec<String> {
    let laid = lay_out(svg);
    let mut faults = vec![];
    assert_eq!(laid.width, 1000.0, "{name} is drawn 1000 units wide");
    for t in &laid.texts {
        let b = t.bbox;
        if b.x < 2.0 || b.y < 2.0 || b.r > laid.width - 2.0 || b.b > laid.height - 2.0 {
            faults.push(format!("{name}: `{}` reaches the edge at {b:?}", t.content));
        }
        if t.size < 22.0 {
            faults.push(format!("{name}: `{}` is {} px", t.content, t.size));
        }
    }
    for (i, a) in laid.texts.iter().enumerate() {
        for o in &laid.texts[i + 1..] {
            if a.bbox.overlaps(&o.bbox) {
                faults.push(format!("{name}: `{}` overlaps `{}`", a.content, o.content));
            }
        }
    }
    faults
}

#[test]
fn every_image_at_every_player_count_keeps_text_apart_inside_and_large() {
    let mut faults = vec![];
    for players in 1..=4 {
        let states = playout(players, 40 + players as u64, 70);
        for s in &states {
            for lang in Lang::ALL {
                for (name, svg) in every_image(s, lang) {
                    faults.extend(layout_faults(&format!("{players}p {name} {}", lang.code()), &svg));
                }
            }
        }
    }
    assert!(faults.is_empty(), "{} faults: {:#?}", faults.len(), &faults[..faults.len().min(40)]);
}

#[test]
fn the_fourth_players_score_box_is_on_the_board_all_game() {
    for s in playout(4, 7, 25) {
        let board = &SkyGarden::board(&s, &names(4), Lang::En)[0].1;
        let laid = lay_out(board);
        let dev = laid.texts.iter().find(|t| t.content == "Dev (pink)").expect("the fourth player's name");
        assert!(dev.bbox.b < laid.height - 20.0, "the fourth score box is cut off: {:?}", dev.bbox);
        let score = laid.texts.iter().filter(|t| t.content.ends_with(" VP")).map(|t| t.bbox.b).fold(0.0, f32::max);
        assert!(score < laid.height - 20.0, "a score is cut off at the bottom");
    }
}

#[test]
fn the_solo_final_board_keeps_its_verdict_inside() {
    let end = playout(1, 3, 1000).pop().unwrap();
    assert_eq!(SkyGarden::to_move(&end), Turn::Over);
    let board = &SkyGarden::board(&end, &names(1), Lang::En)[0].1;
    let laid = lay_out(board);
    let verdict: Vec<&Text> = laid.texts.iter().filter(|t| t.groups.iter().any(|g| g == "solo-verdict")).collect();
    let words: String = verdict.iter().map(|t| t.content.as_str()).collect::<Vec<_>>().join(" ");
    assert!(words.contains("Solo result") && words.contains("targets 130"), "{words}");
    for t in verdict {
        assert!(t.bbox.r <= laid.width - 20.0, "the verdict runs off the right edge: `{}`", t.content);
    }
}

#[test]
fn the_last_move_banner_stays_clear_of_the_standby_heading() {
    let mut s = playout(4, 9, 40)[2].clone();
    let long = "moved the Employee 5 steps to P3 (2 paid), Event income +3, and bought a tree in A4 for 2 funds; then a long note that wraps";
    s.log.push(Some(3), aerie::text::Said::verbatim(long));
    let laid = lay_out(&SkyGarden::board(&s, &names(4), Lang::En)[0].1);
    let last: Vec<&Text> =
        laid.texts.iter().filter(|t| t.content.starts_with("Last:") || t.content.contains("long note")).collect();
    assert!(!last.is_empty());
    let standby = laid.texts.iter().find(|t| t.content.starts_with("Standby")).expect("a Standby heading");
    for line in last {
        assert!(!line.bbox.overlaps(&standby.bbox), "`{}` runs under the Standby heading", line.content);
    }
}

#[test]
fn a_token_on_the_track_leaves_the_chip_label_readable() {
    let mut s = SkyGarden::setup(&SkyGardenOptions {}, 4, 5).unwrap();
    for (space, seat) in [(4u8, 0usize), (8, 1), (12, 2), (16, 3)] {
        s.track[space as usize - 1].chip = Some(Chip::Blue(1));
        s.tokens[seat] = Pos::Track(space);
    }
    let laid = lay_out(&SkyGarden::board(&s, &names(4), Lang::En)[0].1);
    for space in [4, 8, 12, 16] {
        let id = format!("token-T{space}");
        let token = laid.groups.iter().find(|(g, _)| *g == id).map(|(_, b)| *b).expect("the token is drawn");
        let labels: Vec<&Text> = laid.texts.iter().filter(|t| t.content == "AD/SP").collect();
        assert!(!labels.is_empty());
        for label in labels.iter().filter(|t| !t.groups.contains(&id)) {
            assert!(!token.overlaps(&label.bbox), "the token on {space} covers `{}`", label.content);
        }
    }
}

#[test]
fn every_abbreviation_on_an_image_is_in_its_legend() {
    let abbreviations = [
        ("SHI", "SHI Shimaenaga"),
        ("WWE", "WWE Warbling White-Eye"),
        ("HAW", "HAW Hawk"),
        ("FLA", "FLA Flamingo"),
        ("TOU", "TOU Toucan"),
        ("SWA", "SWA Swan"),
        ("JAV", "JAV Java Sparrow"),
        ("RIF", "RIF Paradise Riflebird"),
        ("OWL", "OWL Snowy Owl"),
        ("AD/SP", "AD/SP blue chip"),
        ("BR", "BR breed"),
        ("SB1", "SB1-SB4 Standby"),
        ("EV", "EV event arrow"),
        ("EB1", "EB early bonus"),
        ("VP", "VP victory points"),
        ("$", "$ funds"),
        ("GOLD", "GOLD golden egg"),
    ];
    for players in [1, 4] {
        for s in playout(players, 21, 150) {
            for (name, svg) in every_image(&s, Lang::En) {
                let laid = lay_out(&svg);
                let legend_at = laid.texts.iter().position(|t| t.content == "Legend").expect("a legend");
                let (body, legend) = laid.texts.split_at(legend_at);
                let legend: String = legend.iter().map(|t| t.content.as_str()).collect::<Vec<_>>().join(" ");
                for (short, explained) in abbreviations {
                    let used = body.iter().any(|t| {
                        t.content
                            .split(|c: char| !c.is_ascii_alphanumeric() && c != '/' && c != '$')
                            .any(|w| w == short)
                    });
                    if used {
                        assert!(legend.contains(explained), "{players}p {name} uses {short} without `{explained}`");
                    }
                }
            }
        }
    }
}

#[test]
fn the_channel_sees_the_shared_board_and_the_mover_their_aviary() {
    let names = names(3);
    let mut s = SkyGarden::setup(&SkyGardenOptions {}, 3, 2).unwrap();
    for seat in 0..3 {
        let option = s.players[seat].event_options[0];
        SkyGarden::play(&mut s, seat, &SkyGarden::parse_move(&format!("choose E{}", option + 1)).unwrap()).unwrap();
    }
    // A turn begins: the channel gets the one shared board.
    let at_start: Vec<String> = SkyGarden::board(&s, &names, Lang::En).into_iter().map(|(n, _)| n).collect();
    assert_eq!(at_start, ["sky-garden-board.png"]);
    // Once the mover has moved their token, their aviary and the market come with it.
    let Turn::Seats(v) = SkyGarden::to_move(&s) else { panic!("someone moves") };
    let mv = SkyGarden::legal_moves(&s, v[0]).into_iter().find(|m| m.to_string().starts_with("move ")).unwrap();
    SkyGarden::play(&mut s, v[0], &mv).unwrap();
    let mid: Vec<String> = SkyGarden::board(&s, &names, Lang::En).into_iter().map(|(n, _)| n).collect();
    let colour = aerie::games::sky_garden::data::COLOURS[v[0]];
    assert_eq!(
        mid,
        ["sky-garden-board.png".to_string(), format!("sky-garden-{colour}.png"), "sky-garden-market.png".into()]
    );
}

#[test]
fn event_cards_dealt_stay_secret_until_everyone_has_chosen() {
    let s = SkyGarden::setup(&SkyGardenOptions {}, 2, 8).unwrap();
    let [a, b] = s.players[0].event_options;
    let ids = [format!("E{}", a + 1), format!("E{}", b + 1)];
    let shows =
        |svg: &str| lay_out(svg).texts.iter().any(|t| ids.iter().any(|id| t.content.contains(&format!(" {id}:"))));
    for (name, svg) in aerie::render::sky_garden::all_images(&s, &names(2), Lang::En) {
        assert!(!shows(&svg), "{name} shows an Event card dealt in secret");
    }
    assert!(shows(&SkyGarden::hand_image(&s, 0, &names(2), Lang::En).unwrap()), "the owner sees their two cards");
}

use crate::support;

#[tokio::test]
async fn the_channel_gets_the_shared_board_and_game_board_shows_every_aviary() {
    let mut h = support::Harness::new().await;
    h.ok("alice: /game new game:sky-garden").await;
    h.ok("bob: /game join").await;
    let start = h.ok("alice: /game start seed:3").await;
    let public: Vec<&String> =
        start.replies.iter().filter(|r| r.visibility == "public").flat_map(|r| &r.images).collect();
    assert_eq!(public.len(), 1, "one shared board in the channel: {public:?}");
    let asked = h.ok("bob: /game board").await;
    let images: Vec<&String> =
        asked.replies.iter().filter(|r| r.visibility == "private").flat_map(|r| &r.images).collect();
    assert_eq!(images.len(), 4, "board, market and both aviaries: {images:?}");
    for (path, kind) in asked.replies.iter().flat_map(|r| &r.images).zip(["board", "market", "orange", "blue"]) {
        assert!(path.ends_with(&format!("sky-garden-{kind}.png")), "{path}");
        assert!(std::fs::metadata(path).unwrap().len() > 0);
    }
}

/// The channel's share of a whole 4-player game, counted the way the table
/// posts: the board images whenever the turn passes to someone else, and at
/// the end. (tests/render_sky_garden_budget.rs counts it through the table.)
#[test]
fn a_whole_four_player_game_posts_at_most_six_megabytes_in_images_of_at_most_120_kb() {
    let names = names(4);
    let mut s = SkyGarden::setup(&SkyGardenOptions {}, 4, 44).unwrap();
    let mut rng = rand_chacha::ChaCha8Rng::seed_from_u64(44);
    let post = |s: &State| -> (usize, u64) {
        let images = SkyGarden::board(s, &names, Lang::En);
        let mut bytes = 0;
        for (name, svg) in &images {
            let png = aerie::render::svg_to_png(svg).unwrap().len() as u64;
            assert!(png <= 120 * 1024, "{name} is {png} bytes");
            bytes += png;
        }
        (images.len(), bytes)
    };
    let (mut images, mut bytes) = post(&s);
    while let Turn::Seats(before) = SkyGarden::to_move(&s) {
        let legal = SkyGarden::legal_moves(&s, before[0]);
        SkyGarden::play(&mut s, before[0], legal.choose(&mut rng).unwrap()).unwrap();
        if SkyGarden::to_move(&s) != Turn::Seats(before) {
            let (n, b) = post(&s);
            images += n;
            bytes += b;
        }
    }
    assert!(images > 20, "a board every turn: {images}");
    assert!(bytes <= 6_000_000, "{images} public images took {bytes} bytes");
}

/// The Ukrainian images at the start, middle and end of a game: worded in
/// Ukrainian (no English words left), and free of layout defects.
#[test]
fn ukrainian_images_are_worded_in_ukrainian_and_fit_at_every_stage() {
    for players in [1, 2, 4] {
        let states = playout(players, 60 + players as u64, 1);
        let stages = [&states[0], &states[states.len() / 2], &states[states.len() - 1]];
        for (stage, s) in ["start", "middle", "end"].into_iter().zip(stages) {
            for (name, svg) in every_image(s, Lang::Uk) {
                let case = format!("{players}p {stage} {name}");
                let defects = aerie::render::layout::check(&svg).unwrap();
                assert!(defects.is_empty(), "{case}: {defects:?}");
                let laid = lay_out(&svg);
                let words: String = laid.texts.iter().map(|t| t.content.as_str()).collect::<Vec<_>>().join(" ");
                assert!(words.contains("Легенда") && words.contains("ПО"), "{case}: {words}");
                // Notation (in backticks, and the adverts' names) stays as it is.
                let prose: String = words.split('`').step_by(2).collect::<Vec<_>>().join(" ");
                let tokens: Vec<&str> = prose.split(|c: char| !c.is_alphanumeric()).collect();
                for english in ["Legend", "VP", "Round", "Standby", "Scores", "tree", "lake", "nest", "Event", "birds"]
                {
                    assert!(!tokens.contains(&english), "{case} still says `{english}`: {words}");
                }
            }
        }
    }
}
