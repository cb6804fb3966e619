//! Cloud City's images as a phone shows them (400 px wide), for every
//! variant the game has (the 3×3 city for 2 to 4 players, the 3×4 city for
//! 2 or 3, none, one or two special requests), at the start, middle and end,
//! in English and Ukrainian, with every seat's hand: free of layout
//! defects, no text under 11 px and no piece under 12 px across; people
//! named, never their colours; no English word on a Ukrainian image; and
//! every board after a turn marks what the turn changed.

use aerie::games::cloud_city::{CloudCity, Options, State, Step};
use aerie::games::{Game, Turn};
use aerie::i18n::Lang;
use aerie::render::{layout, Draw};
use rand::seq::SliceRandom;
use rand::SeedableRng;
use rand_chacha::ChaCha8Rng;
use resvg::usvg;

use crate::words;

/// A phone shows images this wide (`layout::PHONE_WIDTH`), and needs
/// text this high and pieces this wide there.
const PHONE: f32 = 400.0;
const MIN_TEXT: f32 = 11.0;
const MIN_PIECE: f32 = 12.0;
/// A group drawing one piece has an id that starts so.
const PIECE: &str = "piece";

/// One long name, one with a letter beyond ASCII, one in Cyrillic.
const NAMES: [&str; 4] = ["Alice", "Bartholomew Featherstonehaugh", "Chloé", "Дмитро"];

/// The players' colour words, which no image may use for a person.
const COLOUR_WORDS: [&str; 8] = ["orange", "purple", "yellow", "grey", "помаранч", "фіолет", "жовт", "сір"];

/// The move words a Ukrainian image may quote («done»).
const NOTATION: [&str; 5] = ["done", "place", "walkway", "draw", "stack"];

/// Every variant: (options, players).
fn variants() -> Vec<(Options, usize)> {
    vec![
        (Options { long: false, requests: 1 }, 2),
        (Options { long: false, requests: 2 }, 3),
        (Options { long: false, requests: 0 }, 4),
        (Options { long: true, requests: 2 }, 2),
        (Options { long: true, requests: 0 }, 3),
    ]
}

/// The states of one seeded random game, move by move, from the start to the end.
fn game(options: &Options, players: usize, seed: u64) -> Vec<State> {
    let mut state = CloudCity::setup(options, players, seed).unwrap();
    let mut rng = ChaCha8Rng::seed_from_u64(seed);
    let mut states = vec![state.clone()];
    while let Turn::Seats(seats) = CloudCity::to_move(&state) {
        let mv = CloudCity::legal_moves(&state, seats[0]).choose(&mut rng).unwrap().clone();
        CloudCity::play(&mut state, seats[0], &mv).unwrap();
        states.push(state.clone());
    }
    states
}

fn names(players: usize) -> Vec<String> {
    NAMES[..players].iter().map(|s| s.to_string()).collect()
}

/// How boards are read: the renderer's own fonts.
fn options() -> &'static usvg::Options<'static> {
    aerie::render::options()
}

/// What a phone shows of an image: each text with its height there, each
/// piece (a group whose id starts with `piece`) with its width across.
struct Shown {
    texts: Vec<(String, f32)>,
    pieces: Vec<(String, f32)>,
}

fn shown(svg: &str) -> Shown {
    let tree = usvg::Tree::from_str(svg, options()).expect("valid SVG");
    let scale = PHONE / tree.size().width().max(PHONE);
    let mut shown = Shown { texts: vec![], pieces: vec![] };
    walk(tree.root(), scale, &mut shown);
    shown
}

fn walk(group: &usvg::Group, scale: f32, shown: &mut Shown) {
    for node in group.children() {
        match node {
            usvg::Node::Group(g) => {
                if g.id().starts_with(PIECE) {
                    let b = g.abs_stroke_bounding_box();
                    shown.pieces.push((g.id().to_string(), b.width().max(b.height()) * scale));
                }
                walk(g, scale, shown);
            }
            usvg::Node::Text(t) => {
                let text: String = t.chunks().iter().map(|c| c.text()).collect();
                let size =
                    t.chunks().iter().flat_map(|c| c.spans()).map(|s| s.font_size().get()).fold(f32::MAX, f32::min);
                let m = t.abs_transform();
                let size = size * (m.sx * m.sy - m.kx * m.ky).abs().sqrt();
                shown.texts.push((text, size * scale));
            }
            _ => {}
        }
    }
}

/// Every problem a phone user would see on one image.
fn faults(case: &str, svg: &str, lang: Lang, names: &[String]) -> Vec<String> {
    let mut found: Vec<String> = layout::check(svg).unwrap().iter().map(|d| format!("{case}: {d}")).collect();
    let shown = shown(svg);
    if shown.pieces.is_empty() || shown.texts.is_empty() {
        found.push(format!("{case}: no piece or no text found to measure"));
    }
    for (text, px) in &shown.texts {
        if !text.trim().is_empty() && *px + 0.01 < MIN_TEXT {
            found.push(format!("{case}: text {text:?} is {px:.1} px high on a phone"));
        }
    }
    for (id, px) in &shown.pieces {
        if *px + 0.01 < MIN_PIECE {
            found.push(format!("{case}: piece {id} is {px:.1} px across on a phone"));
        }
    }
    // A long name may wrap: each of its words is a name too.
    let named: Vec<&str> = names.iter().flat_map(|n| [n.as_str()].into_iter().chain(n.split_whitespace())).collect();
    for (text, _) in &shown.texts {
        let lower = text.to_lowercase();
        if let Some(colour) = COLOUR_WORDS.iter().find(|w| lower.contains(*w)) {
            found.push(format!("{case}: a player's colour word {colour:?} in {text:?}"));
        }
        if lang == Lang::Uk {
            let english: Vec<String> =
                words::english_words(text, &named).into_iter().filter(|w| !NOTATION.contains(&w.as_str())).collect();
            if !english.is_empty() {
                found.push(format!("{case}: English {english:?} in {text:?}"));
            }
        }
    }
    found
}

#[test]
fn every_variant_reads_on_a_phone_in_both_languages_at_every_stage() {
    let mut found = vec![];
    for (options, players) in variants() {
        let states = game(&options, players, 7 + players as u64);
        let stages = [("start", 0), ("middle", states.len() / 2), ("end", states.len() - 1)];
        for (stage, at) in stages {
            let state = &states[at];
            let names = names(players);
            for lang in Lang::ALL {
                let case = format!("{players}p {options:?} {stage} {}", lang.code());
                for (name, svg) in CloudCity::board(state, &names, lang) {
                    found.extend(faults(&format!("{case} {name}"), &svg, lang, &names));
                }
                for seat in 0..players {
                    let hand = CloudCity::hand_image(state, seat, &names, lang).unwrap();
                    found.extend(faults(&format!("{case} hand of seat {seat}"), &hand, lang, &names));
                }
            }
        }
    }
    assert!(found.is_empty(), "{} faults:\n{}", found.len(), found.join("\n"));
}

/// The board after each turn outlines the turn's tile, makes its walkways
/// glow, and names its player in the strip; the first board marks nothing.
#[test]
fn every_board_after_a_turn_marks_what_the_turn_changed() {
    const CHANGED: &str = "#d55e00";
    let (options, players) = (Options { long: false, requests: 1 }, 3);
    let names = names(players);
    let states = game(&options, players, 5);
    let outline = format!(r#"stroke="{CHANGED}" stroke-width="6""#);
    // Before the first turn only the legend shows the outline.
    let first = &CloudCity::board(&states[0], &names, Lang::En)[0].1;
    let legend = first.matches(&outline).count();
    assert_eq!(legend, 1, "nothing changed yet");
    let mut turns = 0;
    for pair in states.windows(2) {
        let (before, after) = (&pair[0], &pair[1]);
        // A turn ended: another seat's turn begins, or the game is over.
        let ended = after.step == Step::Over || (after.step == Step::Place && before.step != Step::Place);
        if !ended {
            continue;
        }
        turns += 1;
        let (seat, _) = after.last_tile.unwrap();
        let board = &CloudCity::board(after, &names, Lang::En)[0].1;
        assert!(board.matches(&outline).count() > legend, "turn {turns}: the new tile is outlined");
        let glowing = board.lines().filter(|l| l.starts_with("<line") && l.contains(CHANGED)).count();
        assert_eq!(glowing, after.turn_walkways.len(), "turn {turns}: each new walkway glows");
        let strip = board.split("Last turn:").nth(1).expect("the strip of the last turn");
        // Its heading (before the first of its lines) names the player, their swatch first.
        let heading = strip.split('•').next().unwrap_or_default();
        let first_word = names[seat].split_whitespace().next().unwrap();
        assert!(heading.contains(first_word), "turn {turns}: the strip names {}", names[seat]);
        assert!(heading.contains("piece-swatch"), "turn {turns}: with their swatch");
        assert!(strip.contains("new tile in cell"), "turn {turns}: the strip says what the turn did");
    }
    assert!(turns >= 8 * players, "a whole game is {turns} turns");
}

/// The final board breaks every total down by colour and request, with no
/// word of the running game left (whose turn, hands, the row, typing).
#[test]
fn the_final_board_adds_every_score_up_and_says_nothing_of_the_running_game() {
    for (options, players) in variants() {
        let states = game(&options, players, 3);
        let last = states.last().unwrap();
        assert_eq!(last.step, Step::Over);
        let board = &CloudCity::board(last, &names(players), Lang::En)[0].1;
        assert!(board.contains("Final scores"), "{options:?}");
        let scores = CloudCity::scores(last);
        for seat in 0..players {
            assert!(board.contains(&format!(">= {}</text>", scores[seat].total)), "{options:?}: seat {seat}'s sum");
        }
        for running in ["to play", "in hand", "Face-up row", "Walkways left", "Type cells"] {
            assert!(!board.contains(running), "{options:?}: {running:?} on the final board");
        }
    }
}
