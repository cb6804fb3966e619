//! Sky Garden's images as a phone user sees them: nothing cut off at an
//! edge, no text running into other text or under a token, nothing smaller
//! than 22 units on the 1000-unit drawing, every abbreviation explained, and lean
//! public posts. Positions come from the SVG, laid out by usvg with the
//! fonts the bot ships.

use aerie::games::sky_garden::data::Chip;
use aerie::games::sky_garden::state::{Pos, State};
use aerie::games::sky_garden::{SkyGarden, SkyGardenOptions};
use aerie::games::{Game, Turn};
use aerie::i18n::Lang;
use aerie::render::Draw;
use rand::{seq::SliceRandom, SeedableRng};
use resvg::usvg;

/// How boards are read: the renderer's own fonts.
fn options() -> &'static usvg::Options<'static> {
    aerie::render::options()
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
        let dev = laid.texts.iter().find(|t| t.content == "Dev").expect("the fourth player's name");
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
    assert!(words.contains("Solo result") && words.contains("target 130"), "{words}");
    assert!(!words.contains("win"), "a solo game is measured, never won: {words}");
    for t in verdict {
        assert!(t.bbox.r <= laid.width - 20.0, "the verdict runs off the right edge: `{}`", t.content);
    }
}

#[test]
fn the_last_turn_strip_stays_clear_of_the_standby_heading() {
    let mut seen = 0;
    for s in playout(4, 9, 7) {
        let laid = lay_out(&SkyGarden::board(&s, &names(4), Lang::En)[0].1);
        let strip: Vec<&Text> = laid.texts.iter().filter(|t| t.groups.iter().any(|g| g == "last-turn")).collect();
        if strip.is_empty() {
            continue;
        }
        seen += 1;
        assert!(strip.iter().any(|t| t.content == "Last turn:" || t.content == "This turn so far:"));
        let standby = laid.texts.iter().find(|t| t.content.starts_with("Standby")).expect("a Standby heading");
        for line in strip {
            assert!(!line.bbox.overlaps(&standby.bbox), "`{}` runs under the Standby heading", line.content);
            assert!(line.bbox.b < standby.bbox.y, "`{}` is below the Standby heading", line.content);
        }
    }
    assert!(seen > 3, "the strip shows after turns");
}

#[test]
fn a_token_on_the_track_leaves_the_chip_pictogram_readable() {
    let mut s = SkyGarden::setup(&SkyGardenOptions {}, 4, 5).unwrap();
    for (space, seat) in [(4u8, 0usize), (8, 1), (12, 2), (16, 3)] {
        s.track[space as usize - 1].chip = Some(Chip::Blue(1));
        s.tokens[seat] = Pos::Track(space);
    }
    let laid = lay_out(&SkyGarden::board(&s, &names(4), Lang::En)[0].1);
    let pieces: Vec<Box2> = laid.groups.iter().filter(|(g, _)| g.starts_with("piece")).map(|(_, b)| *b).collect();
    for space in [4, 8, 12, 16] {
        let id = format!("token-T{space}");
        let token = laid.groups.iter().find(|(g, _)| *g == id).map(|(_, b)| *b).expect("the token is drawn");
        let inside =
            |b: &Box2| b.x >= token.x - 0.5 && b.r <= token.r + 0.5 && b.y >= token.y - 0.5 && b.b <= token.b + 0.5;
        for piece in pieces.iter().filter(|b| !inside(b)) {
            assert!(!token.overlaps(piece), "the token on {space} covers a piece at {piece:?}");
        }
        for label in laid.texts.iter().filter(|t| !t.groups.contains(&id)) {
            assert!(!token.overlaps(&label.bbox), "the token on {space} covers `{}`", label.content);
        }
    }
}

#[test]
fn every_code_left_on_an_image_is_in_its_legend_and_the_old_codes_are_gone() {
    let explained = [
        ("SHI", "SHI Shimaenaga"),
        ("WWE", "WWE Warbling White-Eye"),
        ("HAW", "HAW Hawk"),
        ("FLA", "FLA Flamingo"),
        ("TOU", "TOU Toucan"),
        ("SWA", "SWA Swan"),
        ("JAV", "JAV Java Sparrow"),
        ("RIF", "RIF Paradise Riflebird"),
        ("OWL", "OWL Snowy Owl"),
        ("VP", "VP victory points"),
        ("$", "$ funds"),
    ];
    // Pictograms and words took these codes' place.
    let gone = ["AD/SP", "BR", "BR*", "SP*", "SEC", "SB1", "SB2", "SB3", "SB4", "EV", "EB1", "GOLD", "ROW1", "COL1"];
    for players in [1, 4] {
        for s in playout(players, 21, 150) {
            for (name, svg) in every_image(&s, Lang::En) {
                let laid = lay_out(&svg);
                let legend_at = laid.texts.iter().position(|t| t.content == "Legend").expect("a legend");
                let (body, legend) = laid.texts.split_at(legend_at);
                let legend: String = legend.iter().map(|t| t.content.as_str()).collect::<Vec<_>>().join(" ");
                let words_of = |t: &Text| -> Vec<String> {
                    t.content
                        .split(|c: char| !c.is_ascii_alphanumeric() && c != '/' && c != '$' && c != '*')
                        .map(str::to_string)
                        .collect()
                };
                for t in body {
                    let words = words_of(t);
                    for (short, meaning) in explained {
                        if words.iter().any(|w| w == short) {
                            assert!(legend.contains(meaning), "{players}p {name} uses {short} without `{meaning}`");
                        }
                    }
                    for old in gone {
                        assert!(!words.iter().any(|w| w == old), "{players}p {name} still says {old}: `{}`", t.content);
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

/// Every text on Sky Garden's Ukrainian images, at several stages and player
/// counts, holds no English word: only notation (in backticks, and codes such
/// as A3, P1, M4, E4, SHI), the game's name and the players' names.
#[test]
fn ukrainian_images_hold_no_english_word() {
    let is_code = |w: &str| {
        w.chars().all(|c| c.is_ascii_uppercase() || c.is_ascii_digit()) && w.chars().any(|c| c.is_ascii_uppercase())
    };
    for players in [1, 2, 3, 4] {
        let states = playout(players, 80 + players as u64, 1);
        let picks = [0, states.len() / 4, states.len() / 2, 3 * states.len() / 4, states.len() - 1];
        for (stage, s) in picks.iter().map(|&i| (i, &states[i])) {
            for (name, svg) in every_image(s, Lang::Uk) {
                // Notation in backticks may wrap onto the next line: read the image's texts as one.
                let texts: Vec<String> = lay_out(&svg).texts.into_iter().map(|t| t.content).collect();
                let all = texts.join(" ");
                let prose: String = all.split('`').step_by(2).collect::<Vec<_>>().join(" ");
                let prose = prose.replace("Sky Garden", " ");
                for word in prose.split(|c: char| !c.is_alphanumeric()) {
                    let latin = word.chars().any(|c| c.is_ascii_alphabetic());
                    let allowed = !latin || is_code(word) || names(players).iter().any(|n| n == word);
                    let shown = texts.iter().find(|t| t.contains(word)).cloned().unwrap_or_default();
                    assert!(allowed, "{players}p, move {stage}, {name}: `{word}` in `{shown}`");
                }
            }
        }
    }
}

/// Public images name the player to act; only the owner's own aviary (the
/// hand image) speaks to them.
#[test]
fn only_the_hand_image_says_your_turn() {
    let mut checked = 0;
    for s in playout(2, 5, 9) {
        let Some(seat) = s.turn.as_ref().map(|t| t.seat) else { continue };
        for (lang, you) in [(Lang::En, "Your turn"), (Lang::Uk, "Ваш хід")] {
            for (name, svg) in aerie::render::sky_garden::all_images(&s, &names(2), lang) {
                let words: Vec<String> = lay_out(&svg).texts.into_iter().map(|t| t.content).collect();
                assert!(!words.iter().any(|w| w.contains(you)), "{name} says `{you}` to everyone");
            }
            let hand = SkyGarden::hand_image(&s, seat, &names(2), lang).unwrap();
            assert!(lay_out(&hand).texts.iter().any(|t| t.content.contains(you)), "the hand image speaks to its owner");
            checked += 1;
        }
    }
    assert!(checked > 4);
}
