//! Tests: the spec's worked examples, notation, brute-force walkway checks,
//! seeded random playouts and secrecy of hands.

use std::collections::BTreeSet;

use rand::{Rng, SeedableRng};
use rand_chacha::ChaCha8Rng;

use super::data::{self, REQUESTS};
use super::rules::{self, check_cell, check_walkway, Code};
use super::scoring::request_count;
use super::state::{full_supply, Cell, City, Options, Placed, Sq, State, Step, Walkway};
use super::*;
use crate::games::{Game, Viewer};
use crate::i18n::Shows;

const STD: Options = Options { long: false, requests: 0 };
const LONG: Options = Options { long: true, requests: 0 };

fn cell(name: &str) -> Cell {
    notation::parse_cell(name).unwrap()
}
fn sq(name: &str) -> Sq {
    notation::parse_square(name).unwrap()
}

/// Builds a city from "C3 S1@0, B3 T34@0", checking every placement is legal.
fn city(options: &Options, layout: &str) -> City {
    let mut c = City::default();
    for item in layout.split(',') {
        let (at, rest) = item.trim().split_once(' ').unwrap();
        let (tile, rot) = rest.split_once('@').unwrap();
        let cl = cell(at);
        if !c.tiles.is_empty() {
            check_cell(&c, options, cl).unwrap_or_else(|e| panic!("{item}: {e:?}"));
        }
        c.tiles.push(Placed { tile: tile.to_string(), cell: cl, rotation: rot.parse().unwrap() });
    }
    c
}

/// Adds walkways "a1-e1" that must be legal; returns the walkways built.
fn build(c: &mut City, options: &Options, list: &[&str]) -> Vec<Walkway> {
    let mut out = vec![];
    for w in list {
        let (p, q) = w.split_once('-').unwrap();
        let ww = check_walkway(c, options, &full_supply(), sq(p), sq(q)).unwrap_or_else(|e| panic!("{w}: {e:?}"));
        c.walkways.push(ww);
        out.push(ww);
    }
    out
}

fn walk(c: &City, options: &Options, w: &str) -> Result<(u8, u8, u8), Code> {
    let (p, q) = w.split_once('-').unwrap();
    check_walkway(c, options, &full_supply(), sq(p), sq(q)).map(|w| (w.colour, w.span, w.votes)).map_err(|e| e.code)
}

/// Text rows of a city region, in the spec's diagram alphabet.
fn rows(c: &City, frame: u8, cols: &str, from: u8, to: u8) -> Vec<String> {
    let map = c.map(frame);
    let (c0, c1) = (cols.as_bytes()[0] - b'a', cols.as_bytes()[2] - b'a');
    (from..=to)
        .map(|r| {
            (c0..=c1)
                .map(|x| match map.get(Sq::new(x, r - 1)) {
                    None => '~',
                    Some(0) => '.',
                    Some(k) => (b'0' + k) as char,
                })
                .collect()
        })
        .collect()
}

/// A game state with lobby seat i playing i-th, seat 0 active in `step`.
fn fixture(players: usize, options: Options) -> State {
    let mut s = rules::setup(&options, players, 1).unwrap();
    s.order = (0..players).collect();
    s
}

fn l1() -> City {
    city(&STD, "C3 S3@0, B3 T28@0, A3 T37@270, C4 T25@270, B4 T43@180, A4 T29@0")
}

#[test]
fn rotation_table_matches_spec() {
    let g = data::tile_grid("T22").unwrap();
    assert_eq!(data::grid_text(data::rotate(g, 0)), "12/..");
    assert_eq!(data::grid_text(data::rotate(g, 90)), ".1/.2");
    assert_eq!(data::grid_text(data::rotate(g, 180)), "../21");
    assert_eq!(data::grid_text(data::rotate(g, 270)), "2./1.");
}

#[test]
fn data_totals() {
    let mut sites = [0; 4];
    for t in data::START_TILES.iter().map(|t| t.0).chain(data::REGULAR_TILES.iter().map(|t| t.0)) {
        let g = data::tile_grid(t).unwrap();
        assert_eq!(g.iter().filter(|&&v| v > 0).count(), 2, "{t}");
        for v in g {
            sites[v as usize] += 1;
        }
    }
    assert_eq!(&sites[1..], &[32, 32, 32]);
    let pieces: u32 = data::WALKWAY_PIECES.iter().map(|p| p.1 as u32).sum();
    let votes: u32 = data::WALKWAY_PIECES.iter().map(|p| p.0 as u32 * p.1 as u32).sum();
    assert_eq!((pieces, votes), (31, 100));
}

#[test]
fn example_1_rotation() {
    let mut s = fixture(2, STD);
    s.cities[0] = city(&STD, "C3 S2@0");
    s.hands[0] = vec!["T22".into(), "T05".into(), "T40".into()];
    let place = |t: &str, c: &str, r| Move::Place { tile: t.into(), cell: cell(c), rotation: r };
    assert_eq!(rules::play(&mut s.clone(), 0, &place("T22", "B2", 0)).unwrap_err().code, Code::NotAdjacent);
    assert_eq!(rules::play(&mut s.clone(), 0, &place("T22", "C3", 0)).unwrap_err().code, Code::CellOccupied);
    rules::play(&mut s, 0, &CloudCity::parse_move("place tile:T22 cell:B3 rotation:90").unwrap()).unwrap();
    assert_eq!(rows(&s.cities[0], 5, "c-f", 5, 6), vec![".112", ".2.."]);
    assert_eq!(s.hands[0], vec!["T05", "T40"]);
    assert_eq!(walk(&s.cities[0], &STD, "d5-e5"), Ok((1, 1, 1)));
    assert_eq!(s.step, Step::Walkways);
}

#[test]
fn example_2_footprint() {
    let c = city(&STD, "C3 S2@0, B3 T22@90, A3 T05@0");
    assert_eq!(rows(&c, 5, "a-f", 5, 6), vec!["1..112", ".1.2.."]);
    let code = |n: &str| check_cell(&c, &STD, cell(n)).map_err(|e| e.code);
    assert_eq!(code("D3"), Err(Code::ExceedsFootprint));
    assert_eq!(code("D2"), Err(Code::NotAdjacent));
    assert_eq!(code("B3"), Err(Code::CellOccupied));
    assert_eq!(code("F3"), Err(Code::BadCell));
    for ok in ["B2", "A4", "C4"] {
        assert_eq!(code(ok), Ok(()), "{ok}");
    }
    assert_eq!(walk(&c, &STD, "a5-d5"), Ok((1, 3, 3)));
}

#[test]
fn examples_3_to_7_layout_l1() {
    let c = l1();
    assert_eq!(rows(&c, 5, "a-f", 5, 8), vec!["3.1.13", "2..2..", "1.3.1.", ".2.22."]);
    // Example 3: over blue c5 and blue e5, both shorter than brown.
    assert_eq!(walk(&c, &STD, "a5-f5"), Ok((3, 5, 8)));
    assert_eq!(walk(&c, &STD, "a7-e7"), Err(Code::Blocked));
    assert_eq!(walk(&c, &STD, "b8-e8"), Err(Code::Blocked));
    assert_eq!(walk(&c, &STD, "d8-e8"), Ok((2, 1, 1)));
    assert_eq!(walk(&c, &STD, "d6-d8"), Ok((2, 2, 2)));
    // Example 6: blue e5-e7 over open e6, still legal under the brown a5-f5.
    assert_eq!(walk(&c, &STD, "e5-e7"), Ok((1, 2, 2)));
    let mut c2 = c.clone();
    build(&mut c2, &STD, &["a5-f5"]);
    assert_eq!(walk(&c2, &STD, "e5-e7"), Ok((1, 2, 2)));
    assert_eq!(walk(&c, &STD, "e5-e8"), Err(Code::ColourMismatch));
    assert_eq!(walk(&c, &STD, "a5-a6"), Err(Code::ColourMismatch));
    assert_eq!(walk(&c, &STD, "b5-e5"), Err(Code::NotABuilding));
    assert_eq!(walk(&c, &STD, "c5-e7"), Err(Code::NotStraight));
    // Example 7: brown span 5 exhausted.
    let mut supply = full_supply();
    supply[2][4] = 0;
    assert_eq!(check_walkway(&c, &STD, &supply, sq("a5"), sq("f5")).unwrap_err().code, Code::SupplyExhausted);
    assert!(check_walkway(&c, &STD, &supply, sq("e5"), sq("e7")).is_ok());
}

#[test]
fn example_7_supply_through_play() {
    let mut s = fixture(4, STD);
    s.cities[0] = l1();
    s.step = Step::Walkways;
    s.supply[2][4] = 0;
    let before = serde_json::to_string(&s).unwrap();
    let err = rules::play(&mut s, 0, &CloudCity::parse_move("walkway from:a5 to:f5").unwrap()).unwrap_err();
    assert_eq!(err.code, Code::SupplyExhausted);
    assert_eq!(before, serde_json::to_string(&s).unwrap());
    assert!(!CloudCity::legal_moves(&s, 0).contains(&Move::Walkway { from: sq("a5"), to: sq("f5") }));
    // A legal one takes a piece from the shared supply.
    let blue_span_2 = s.supply[0][1];
    rules::play(&mut s, 0, &CloudCity::parse_move("walkway e5-e7").unwrap()).unwrap();
    assert_eq!(s.supply[0][1], blue_span_2 - 1);
}

#[test]
fn example_8_crossing_l2() {
    let mut c = city(&STD, "C3 S4@0, B3 T34@180, C2 T28@270, B2 T05@90");
    assert_eq!(rows(&c, 5, "c-f", 3, 6), vec![".1.2", "1.1.", "3.3.", ".1.3"]);
    assert_eq!(walk(&c, &STD, "d3-d6"), Ok((1, 3, 3)));
    build(&mut c, &STD, &["d3-d6"]);
    assert_eq!(walk(&c, &STD, "c4-e4"), Err(Code::CrossesSameColour));
    assert_eq!(walk(&c, &STD, "c5-e5"), Ok((3, 2, 2)));
    build(&mut c, &STD, &["c5-e5"]);
    assert_eq!(walk(&c, &STD, "e5-f6"), Err(Code::NotStraight));
    let card = |id: &str| request_count(data::request(id).unwrap(), &c, 5) * data::request(id).unwrap().votes_each;
    assert_eq!(card("SR05"), 2);
    assert_eq!(card("SR07"), 2);
}

#[test]
fn example_9_missing_tile_l3() {
    let mut c = city(&STD, "C3 S2@0, C2 T08@90, C1 T15@0, B1 T43@180, B3 T29@270");
    assert_eq!(rows(&c, 5, "c-f", 1, 6), vec!["3.33", ".2..", "~~.2", "~~.2", ".212", "1..."]);
    assert_eq!(walk(&c, &STD, "d2-d5"), Err(Code::OverMissingTile));
    assert_eq!(walk(&c, &STD, "c1-f1"), Err(Code::Blocked));
    assert_eq!(walk(&c, &STD, "e1-f1"), Ok((3, 1, 1)));
    let code = |c: &City, n: &str| check_cell(c, &STD, cell(n)).map_err(|e| e.code);
    assert_eq!(code(&c, "C4"), Err(Code::ExceedsFootprint));
    assert_eq!(code(&c, "A2"), Err(Code::NotAdjacent));
    assert_eq!(code(&c, "D1"), Ok(()));
    c.tiles.push(Placed { tile: "T01".into(), cell: cell("B2"), rotation: 0 });
    assert_eq!(rows(&c, 5, "c-d", 3, 3), vec!["11"]);
    assert_eq!(walk(&c, &STD, "d2-d5"), Ok((2, 3, 3)));
}

#[test]
fn example_10_full_and_duplicates_l4() {
    let mut c = city(&STD, "C3 S1@0, B3 T34@0, C2 T28@0");
    assert_eq!(rows(&c, 5, "c-f", 3, 6), vec!["~~1.", "~~.2", "1.11", ".3.."]);
    build(&mut c, &STD, &["e5-f5", "c5-e5"]);
    assert_eq!(walk(&c, &STD, "e3-e5"), Err(Code::BuildingFull));
    assert_eq!(walk(&c, &STD, "f5-e5"), Err(Code::Duplicate));
    assert_eq!(walk(&c, &STD, "c5-c5"), Err(Code::SameSquare));
    assert_eq!(walk(&c, &STD, "d5-e5"), Err(Code::NotABuilding));
}

#[test]
fn example_11_long_city() {
    let mut c = city(&LONG, "D4 S1@0, C4 T15@180, B4 T08@180, A4 T28@0");
    assert_eq!(rows(&c, 7, "a-h", 7, 8), vec!["1.....11", ".22233.."]);
    assert_eq!(walk(&c, &LONG, "a7-g7"), Err(Code::NoSuchLength));
    assert_eq!(walk(&c, &LONG, "b8-d8"), Err(Code::Blocked));
    assert_eq!(walk(&c, &LONG, "b8-c8"), Ok((2, 1, 1)));
    let code = |c: &City, n: &str| check_cell(c, &LONG, cell(n)).map_err(|e| e.code);
    assert_eq!(code(&c, "E4"), Err(Code::ExceedsFootprint));
    assert_eq!(code(&c, "A3"), Ok(()));
    assert_eq!(code(&c, "D5"), Ok(()));
    c.tiles.push(Placed { tile: "T01".into(), cell: cell("A3"), rotation: 0 });
    assert_eq!(code(&c, "A2"), Ok(()));
    c.tiles.push(Placed { tile: "T02".into(), cell: cell("A2"), rotation: 0 });
    assert_eq!(code(&c, "A1"), Err(Code::ExceedsFootprint));
    assert_eq!(code(&c, "A5"), Err(Code::ExceedsFootprint));
    // A 3x3 city may still grow to 4 in either direction.
    let sq3 = city(&LONG, "D4 S1@0, C4 T15@0, B4 T08@0, B3 T01@0, B2 T02@0");
    assert_eq!(code(&sq3, "B1"), Ok(()));
    assert_eq!(code(&sq3, "A4"), Ok(()));
    let tall = city(&LONG, "D4 S1@0, C4 T15@0, B4 T08@0, B3 T01@0, B2 T02@0, B1 T03@0");
    assert_eq!(code(&tall, "A4"), Err(Code::ExceedsFootprint));
    assert_eq!(code(&tall, "E4"), Err(Code::ExceedsFootprint));
    assert_eq!(code(&tall, "C1"), Ok(()));
    assert_eq!(code(&tall, "A1"), Err(Code::ExceedsFootprint));
    let sq3 = city(&LONG, "D4 S1@0, C4 T15@0, D3 T08@0, D2 T01@0");
    assert_eq!(code(&sq3, "D1"), Ok(()));
    assert_eq!(code(&sq3, "B4"), Ok(()));
    // In the standard frame the same cell names are refused beyond E.
    assert_eq!(check_cell(&sq3, &STD, cell("F3")).unwrap_err().code, Code::BadCell);
}

#[test]
fn example_12_draw_and_refill() {
    let mut s = fixture(3, STD);
    s.row = vec![Some("T10".into()), Some("T31".into()), Some("T19".into())];
    s.stack.retain(|t| !["T10", "T31", "T19", "T02", "T40"].contains(&t.as_str()));
    for h in s.hands.iter_mut() {
        h.retain(|t| !["T10", "T31", "T19", "T02", "T40"].contains(&t.as_str()));
        h.truncate(2);
    }
    s.stack.push("T40".into());
    s.stack.push("T02".into());
    s.step = Step::Draw;
    let out = CloudCity::play(&mut s, 0, &CloudCity::parse_move("draw source:R2").unwrap()).unwrap();
    assert!(out.public.shows("T31") && out.reveals);
    assert!(s.hands[0].contains(&"T31".to_string()));
    assert_eq!(s.row[1].as_deref(), Some("T02"));
    assert_eq!(s.stack.last().map(String::as_str), Some("T40"));
    // Seat 2 (lobby seat 1) draws from the stack.
    s.step = Step::Draw;
    let out = CloudCity::play(&mut s, 1, &CloudCity::parse_move("draw stack").unwrap()).unwrap();
    assert!(!out.public.shows("T40") && out.public.shows("drew from the stack"));
    assert_eq!(
        out.private.iter().map(|(s, p)| (*s, p.english())).collect::<Vec<_>>(),
        vec![(1, "You drew T40 from the stack.".to_string())]
    );
    assert!(out.reveals);
    assert_eq!(s.row, vec![Some("T10".into()), Some("T02".into()), Some("T19".into())]);
    // Hypothetical: R2 empty, stack empty.
    s.step = Step::Draw;
    s.row[1] = None;
    s.stack.clear();
    let c = |s: &mut State, t: &str| rules::play(s, 2, &CloudCity::parse_move(t).unwrap()).map_err(|e| e.code);
    assert_eq!(c(&mut s, "draw R2").unwrap_err(), Code::RowSlotEmpty);
    assert_eq!(c(&mut s, "draw stack").unwrap_err(), Code::StackEmpty);
    assert_eq!(CloudCity::legal_moves(&s, 2), vec![Move::Draw(Source::Row(0)), Move::Draw(Source::Row(2))]);
    c(&mut s, "draw R1").unwrap();
    assert_eq!(s.row[0], None);
}

#[test]
fn example_13_last_turn() {
    let mut s = fixture(3, STD);
    s.round = 8;
    s.pos = 2;
    s.step = Step::Walkways;
    s.hands[2].truncate(2);
    assert_eq!(rules::play(&mut s.clone(), 2, &Move::Draw(Source::Stack)).unwrap_err().code, Code::WrongStep);
    assert!(!CloudCity::legal_moves(&s, 2).iter().any(|m| matches!(m, Move::Draw(_))));
    let out = CloudCity::play(&mut s, 2, &Move::Done).unwrap();
    assert!(!out.reveals);
    assert_eq!(s.hands[2].len(), 2);
    assert_eq!(CloudCity::to_move(&s), Turn::Over);
    assert_eq!(rules::play(&mut s, 2, &Move::Draw(Source::Stack)).unwrap_err().code, Code::NotYourTurn);
    // Not the last seat: play passes on, still without a draw.
    let mut s = fixture(3, STD);
    s.round = 8;
    s.pos = 1;
    s.step = Step::Walkways;
    CloudCity::play(&mut s, 1, &Move::Done).unwrap();
    assert_eq!((s.pos, s.step), (2, Step::Place));
    assert_eq!(rules::play(&mut s, 1, &Move::Draw(Source::Stack)).unwrap_err().code, Code::NotYourTurn);
}

fn example_14_state(requests: &[&str]) -> State {
    let mut s = fixture(2, STD);
    let mut a =
        city(&STD, "C3 S1@0, C2 T32@0, C1 T12@0, B1 T15@180, A1 T28@180, A2 T08@0, B2 T05@0, A3 T34@90, B3 T40@180");
    assert_eq!(rows(&a, 5, "a-f", 1, 6), vec!["2...2.", ".133.2", "221.31", "...1..", ".1..11", "3.23.."]);
    build(&mut a, &STD, &["a1-e1", "b5-e5", "e5-f5", "f3-f5", "a6-d6"]);
    let mut b =
        city(&STD, "C3 S2@0, C4 T01@180, B3 T02@0, B2 T43@180, B4 T16@180, D3 T44@90, C2 T09@0, D2 T06@90, D4 T30@0");
    assert_eq!(rows(&b, 5, "c-h", 3, 8), vec!["3.22.1", ".2..1.", "1112.2", "....3.", "....13", "3311.."]);
    let bw = build(&mut b, &STD, &["c3-c8", "e5-e8", "e8-f8", "f5-h5"]);
    assert_eq!(
        bw.iter().map(|w| (w.colour, w.span, w.votes)).collect::<Vec<_>>(),
        vec![(3, 5, 8), (1, 3, 3), (1, 1, 1), (2, 2, 2)]
    );
    s.cities = vec![a, b];
    s.requests = requests.iter().map(|r| r.to_string()).collect();
    s.round = 8;
    s.step = Step::Over;
    s
}

#[test]
fn example_14_scoring_and_tiebreak() {
    let s = example_14_state(&[]);
    let sc = CloudCity::scores(&s);
    assert_eq!((sc[0].total, sc[0].tiebreak.clone()), (14, vec![6, 5, 3]));
    assert_eq!((sc[1].total, sc[1].tiebreak.clone()), (14, vec![4, 2, 8]));
    assert_eq!(CloudCity::winners(&s), vec![0]);
}

#[test]
fn example_15_special_requests() {
    let s = example_14_state(&[]);
    let a = [6, 0, 1, 2, 0, 3, 7, 10, 1, 3];
    let b = [6, 1, 1, 1, 0, 2, 6, 11, 1, 3];
    for (i, card) in REQUESTS.iter().enumerate() {
        assert_eq!(request_count(card, &s.cities[0], 5), a[i], "A {}", card.id);
        assert_eq!(request_count(card, &s.cities[1], 5), b[i], "B {}", card.id);
    }
    let s1 = example_14_state(&["SR01"]);
    let sc = CloudCity::scores(&s1);
    assert_eq!((sc[0].total, sc[1].total), (26, 26));
    assert_eq!(CloudCity::winners(&s1), vec![0]);
    let s2 = example_14_state(&["SR01", "SR02"]);
    let sc = CloudCity::scores(&s2);
    assert_eq!((sc[0].total, sc[1].total), (26, 29));
    assert_eq!(CloudCity::winners(&s2), vec![1]);
    // Degrees.
    let deg = |c: &City, n: &str| c.degree(sq(n));
    for n in ["e5", "f5"] {
        assert_eq!(deg(&s.cities[0], n), 2);
    }
    for n in ["a1", "e1", "b5", "f3", "a6", "d6"] {
        assert_eq!(deg(&s.cities[0], n), 1);
    }
    assert_eq!(deg(&s.cities[1], "e8"), 2);
}

#[test]
fn shared_victory_on_full_tie() {
    let mut s = example_14_state(&[]);
    s.cities[1] = s.cities[0].clone();
    assert_eq!(CloudCity::winners(&s), vec![0, 1]);
    // Green decides when blue ties.
    let mut s = example_14_state(&[]);
    let mut c = s.cities[0].clone();
    c.walkways = vec![
        Walkway { a: sq("a1"), b: sq("a2"), colour: 1, span: 1, votes: 1 },
        Walkway { a: sq("a3"), b: sq("a4"), colour: 3, span: 1, votes: 1 },
    ];
    let mut d = c.clone();
    d.walkways[1].colour = 2;
    s.cities = vec![c, d];
    assert_eq!(CloudCity::winners(&s), vec![1]);
}

#[test]
fn options_and_seats() {
    let o = |pairs: &[(&str, &str)]| {
        CloudCity::parse_options(&pairs.iter().map(|(a, b)| (a.to_string(), b.to_string())).collect::<Vec<_>>())
    };
    assert_eq!(o(&[]).unwrap(), Options { long: false, requests: 0 });
    assert_eq!(o(&[("size", "3x4"), ("requests", "2")]).unwrap(), Options { long: true, requests: 2 });
    assert!(o(&[("size", "4x4")]).is_err());
    assert!(o(&[("requests", "3")]).is_err());
    assert_eq!(CloudCity::seat_range(&LONG), 2..=3);
    assert_eq!(CloudCity::seat_range(&STD), 2..=4);
    let err = CloudCity::setup(&LONG, 4, 1).unwrap_err();
    assert!(err.shows("3x4") && err.shows("2-3"), "{}", err.english());
    assert!(CloudCity::setup(&STD, 1, 1).is_err());
    assert!(CloudCity::setup(&STD, 5, 1).is_err());
}

#[test]
fn setup_follows_section_4() {
    for players in 2..=4 {
        let s = CloudCity::setup(&Options { long: false, requests: 2 }, players, 7).unwrap();
        let mut order = s.order.clone();
        order.sort();
        assert_eq!(order, (0..players).collect::<Vec<_>>());
        for (k, &seat) in s.order.iter().enumerate() {
            assert_eq!(s.cities[seat].tiles[0].tile, format!("S{}", k + 1));
            assert_eq!(s.cities[seat].tiles[0].cell, cell("C3"));
            assert_eq!(s.hands[seat].len(), 3);
        }
        assert_eq!(s.stack.len(), 41 - 3 * players);
        assert_eq!(s.returned.len(), 4 - players);
        assert_eq!(s.requests.len(), 2);
        assert_ne!(s.requests[0], s.requests[1]);
        assert_eq!(CloudCity::to_move(&s), Turn::Seats(vec![s.order[0]]));
    }
    let s = CloudCity::setup(&LONG, 3, 7).unwrap();
    assert_eq!(s.cities[0].tiles[0].cell, cell("D4"));
}

#[test]
fn notation_forms() {
    let p = |t: &str| CloudCity::parse_move(t);
    let m = Move::Place { tile: "T12".into(), cell: cell("B2"), rotation: 90 };
    for t in [
        "place T12 B2 90",
        "PLACE t12 b2 90",
        "place tile:T12 cell:B2 rotation:90",
        "  place   rotation: 90 tile:t12  cell:b2 ",
        "place T12 B2 90°",
    ] {
        assert_eq!(p(t).unwrap(), m, "{t}");
    }
    assert_eq!(m.to_string(), "place T12 B2 90");
    assert_eq!(p("place T5 B2 0").unwrap().to_string(), "place T05 B2 0");
    let w = Move::Walkway { from: sq("a1"), to: sq("a3") };
    for t in ["walkway a1 a3", "walkway a1-a3", "walkway from:a1 to:a3", "Walkway To:A3 From:A1", "walkway a1 - a3"] {
        assert_eq!(p(t).unwrap(), w, "{t}");
    }
    assert_eq!(w.to_string(), "walkway a1 a3");
    assert_eq!(p("done").unwrap(), Move::Done);
    assert_eq!(p(" DONE ").unwrap(), Move::Done);
    assert_eq!(p("draw R2").unwrap(), Move::Draw(Source::Row(1)));
    assert_eq!(p("draw source:stack").unwrap(), Move::Draw(Source::Stack));
    assert_eq!(Move::Draw(Source::Row(1)).to_string(), "draw R2");
    for bad in [
        "",
        "fly",
        "place T12 B2",
        "place T12 B2 90 7",
        "walkway a1",
        "draw R4",
        "draw",
        "done now",
        "place X1 B2 0",
        "walkway a0 a3",
        "place tile:T1 tile:T2 B2",
    ] {
        let e = p(bad).unwrap_err();
        assert!(e.0.shows("Expected") || e.0.shows("expected"), "{bad}: {e}");
    }
}

#[test]
fn wrong_step_and_turn_messages() {
    let mut s = CloudCity::setup(&STD, 2, 3).unwrap();
    let a = s.order[0];
    let b = s.order[1];
    let e = rules::play(&mut s, b, &Move::Done).unwrap_err();
    assert_eq!((e.code, e.msg.id.as_str()), (Code::NotYourTurn, "cc-not-your-turn"));
    assert_eq!(e.msg.english(), "It is not your turn.");
    assert_eq!(
        rules::play(&mut s, a, &CloudCity::parse_move("walkway e5 f5").unwrap()).unwrap_err().code,
        Code::WrongStep
    );
    let e = rules::play(&mut s, a, &CloudCity::parse_move("place T99 B3 0").unwrap()).unwrap_err();
    assert_eq!(e.code, Code::TileNotInHand);
    // The message lists the mover's tiles only.
    for t in &s.hands[b] {
        assert!(!e.msg.shows(t.as_str()) || s.hands[a].contains(t));
    }
    let t = s.hands[a][0].clone();
    let e = rules::play(&mut s, a, &Move::Place { tile: t.clone(), cell: cell("B3"), rotation: 45 }).unwrap_err();
    assert_eq!(e.code, Code::BadRotation);
    rules::play(&mut s, a, &Move::Place { tile: t, cell: cell("B3"), rotation: 0 }).unwrap();
    assert_eq!(rules::play(&mut s, a, &Move::Draw(Source::Stack)).unwrap_err().code, Code::WrongStep);
    rules::play(&mut s, a, &Move::Done).unwrap();
    assert_eq!(rules::play(&mut s, a, &Move::Done).unwrap_err().code, Code::WrongStep);
}

// ---------- brute-force walkway legality ----------

/// An independent reading of sections 3 and 5.2: square contents via the
/// grid-string rotation `ab/cd` -> `ca/db`.
fn brute_contents(c: &City, side: usize) -> Vec<Vec<Option<u8>>> {
    let mut g = vec![vec![None; side]; side];
    for t in &c.tiles {
        let mut s: Vec<u8> =
            data::grid_text(data::tile_grid(&t.tile).unwrap()).bytes().filter(|&b| b != b'/').collect();
        for _ in 0..t.rotation / 90 {
            // ab/cd -> ca/db
            s = vec![s[2], s[0], s[3], s[1]];
        }
        for (i, v) in s.iter().enumerate() {
            let (x, y) = (t.cell.x as usize * 2 + i % 2, t.cell.y as usize * 2 + i / 2);
            g[y][x] = Some(if *v == b'.' { 0 } else { v - b'0' });
        }
    }
    g
}

fn brute_legal(c: &City, g: &[Vec<Option<u8>>], side: usize, supply: &super::state::Supply, p: Sq, q: Sq) -> bool {
    let (px, py, qx, qy) = (p.x as usize, p.y as usize, q.x as usize, q.y as usize);
    if px >= side || py >= side || qx >= side || qy >= side || p == q {
        return false;
    }
    let (kp, kq) = (g[py][px], g[qy][qx]);
    let k = match (kp, kq) {
        (Some(a), Some(b)) if a > 0 && a == b => a,
        _ => return false,
    };
    if px != qx && py != qy {
        return false;
    }
    let span = px.abs_diff(qx) + py.abs_diff(qy);
    if span > 5 {
        return false;
    }
    // Squares strictly between: all squares (x, y) on the segment other than the ends.
    let mut between = vec![];
    for y in 0..side {
        for x in 0..side {
            let on = (py == qy && y == py && x > px.min(qx) && x < px.max(qx))
                || (px == qx && x == px && y > py.min(qy) && y < py.max(qy));
            if on {
                between.push((x, y));
            }
        }
    }
    for &(x, y) in &between {
        match g[y][x] {
            None => return false,
            Some(h) if h >= k => return false,
            _ => {}
        }
    }
    let ends = |w: &Walkway| (w.a == p && w.b == q) || (w.a == q && w.b == p);
    if c.walkways.iter().any(ends) {
        return false;
    }
    for s in [p, q] {
        if c.walkways.iter().filter(|w| w.a == s || w.b == s).count() >= 2 {
            return false;
        }
    }
    for w in c.walkways.iter().filter(|w| w.colour == k) {
        for (x, y) in w.interior().iter().map(|s| (s.x as usize, s.y as usize)) {
            if between.contains(&(x, y)) {
                return false;
            }
        }
    }
    supply[k as usize - 1][span - 1] > 0
}

fn random_city(rng: &mut ChaCha8Rng, options: &Options) -> City {
    let mode = options.mode();
    let mut c = City::default();
    c.tiles.push(Placed {
        tile: format!("S{}", rng.gen_range(1..=4)),
        cell: Cell { x: mode.centre, y: mode.centre },
        rotation: 0,
    });
    let n = rng.gen_range(1..mode.turns as usize + 1);
    for _ in 0..n {
        let cells = rules::legal_cells(&c, options);
        let cl = cells[rng.gen_range(0..cells.len())];
        let tile = data::REGULAR_TILES[rng.gen_range(0..44)].0.to_string();
        c.tiles.push(Placed { tile, cell: cl, rotation: [0, 90, 180, 270][rng.gen_range(0..4)] });
    }
    c
}

#[test]
fn walkways_match_brute_force_on_random_cities() {
    let mut rng = ChaCha8Rng::seed_from_u64(99);
    for round in 0..30 {
        let options = if round % 3 == 0 { LONG } else { STD };
        let mut c = random_city(&mut rng, &options);
        let mut supply = full_supply();
        for _ in 0..rng.gen_range(0..6) {
            supply[rng.gen_range(0..3)][rng.gen_range(0..5)] = 0;
        }
        let side = options.mode().frame as usize * 2;
        // Add random legal walkways, checking every pair of squares each time.
        for _ in 0..6 {
            let mut legal = vec![];
            let g = brute_contents(&c, side);
            for py in 0..side as u8 + 1 {
                for px in 0..side as u8 + 1 {
                    // Only pairs on one line or with a building, to keep it quick.
                    for qy in 0..side as u8 + 1 {
                        for qx in 0..side as u8 + 1 {
                            if px != qx && py != qy && (px * 3 + qx + py * 5 + qy) % 23 != 0 {
                                continue;
                            }
                            let (p, q) = (Sq::new(px, py), Sq::new(qx, qy));
                            let got = check_walkway(&c, &options, &supply, p, q).is_ok();
                            assert_eq!(got, brute_legal(&c, &g, side, &supply, p, q), "{p}-{q} in {c:?}");
                            if got && p < q {
                                legal.push((p, q));
                            }
                        }
                    }
                }
            }
            let listed: BTreeSet<_> = rules::legal_walkways(&c, &options, &supply).iter().map(|w| (w.a, w.b)).collect();
            assert_eq!(listed, legal.iter().copied().collect::<BTreeSet<_>>());
            if legal.is_empty() {
                break;
            }
            let (p, q) = legal[rng.gen_range(0..legal.len())];
            let w = check_walkway(&c, &options, &supply, p, q).unwrap();
            supply[w.colour as usize - 1][w.span as usize - 1] -= 1;
            c.walkways.push(w);
        }
    }
}

// ---------- random playouts ----------

fn check_invariants(s: &State, initial_supply: &super::state::Supply) {
    let mode = s.mode();
    // Every regular tile is in exactly one place.
    let mut seen = BTreeSet::new();
    let mut all: Vec<&String> = s.stack.iter().chain(s.row.iter().flatten()).chain(s.hands.iter().flatten()).collect();
    for c in &s.cities {
        all.extend(c.tiles.iter().skip(1).map(|t| &t.tile));
    }
    for t in &all {
        assert!(seen.insert(t.as_str()), "{t} twice");
    }
    assert_eq!(seen.len(), 44);
    // Supply plus built pieces equals the initial supply.
    let mut built = [[0u8; 5]; 3];
    for c in &s.cities {
        for w in &c.walkways {
            built[w.colour as usize - 1][w.span as usize - 1] += 1;
        }
    }
    for k in 0..3 {
        for i in 0..5 {
            assert_eq!(s.supply[k][i] + built[k][i], initial_supply[k][i]);
        }
    }
    let side = mode.frame as usize * 2;
    for (seat, c) in s.cities.iter().enumerate() {
        let b = c.bbox();
        let (w, h) = (b.2 - b.0 + 1, b.3 - b.1 + 1);
        if s.options.long {
            assert!((w <= 4 && h <= 3) || (w <= 3 && h <= 4));
        } else {
            assert!(w <= 3 && h <= 3);
        }
        let g = brute_contents(c, side);
        for (i, w) in c.walkways.iter().enumerate() {
            assert!(c.degree(w.a) <= 2 && c.degree(w.b) <= 2);
            assert_eq!(g[w.a.y as usize][w.a.x as usize], Some(w.colour));
            assert_eq!(g[w.b.y as usize][w.b.x as usize], Some(w.colour));
            for s2 in w.interior() {
                let v = g[s2.y as usize][s2.x as usize];
                assert!(matches!(v, Some(h) if h < w.colour));
            }
            for o in &c.walkways[i + 1..] {
                if o.colour == w.colour {
                    assert!(o.interior().iter().all(|x| !w.interior().contains(x)));
                }
            }
        }
        // Turns taken so far.
        let pos = s.position(seat);
        let done_turns = match s.step {
            Step::Over => mode.turns,
            _ => (s.round - 1) + if pos < s.pos || (pos == s.pos && s.step != Step::Place) { 1 } else { 0 },
        };
        assert_eq!(c.tiles.len() as u32, 1 + done_turns, "seat {seat}");
        let hand = s.hands[seat].len();
        // Two tiles once this turn's tile is placed and not yet replaced by a draw.
        let placed_not_drawn = s.step == Step::Over
            || (s.last_round() && pos < s.pos)
            || (pos == s.pos && matches!(s.step, Step::Walkways | Step::Draw));
        let expected = if placed_not_drawn { 2 } else { 3 };
        assert_eq!(hand, expected, "seat {seat} hand");
    }
    assert!(s.row.iter().all(|t| t.is_some()), "the row stays full in supported games");
}

fn garbage(rng: &mut ChaCha8Rng, s: &State) -> Move {
    let side = s.mode().frame * 2 + 2;
    match rng.gen_range(0..5) {
        0 => Move::Place {
            tile: format!("T{:02}", rng.gen_range(0..47)),
            cell: Cell { x: rng.gen_range(0..9), y: rng.gen_range(0..9) },
            rotation: [0, 90, 180, 270, 45, 360][rng.gen_range(0..6)],
        },
        1 | 2 => Move::Walkway {
            from: Sq::new(rng.gen_range(0..side), rng.gen_range(0..side)),
            to: Sq::new(rng.gen_range(0..side), rng.gen_range(0..side)),
        },
        3 => Move::Done,
        _ => Move::Draw(if rng.gen_bool(0.25) { Source::Stack } else { Source::Row(rng.gen_range(0..3)) }),
    }
}

/// Plays one seeded game; returns the number of moves.
fn playout(players: usize, options: Options, seed: u64, heavy: bool) -> usize {
    let mut s = CloudCity::setup(&options, players, seed).unwrap();
    let initial = s.supply;
    let mut rng = ChaCha8Rng::seed_from_u64(seed ^ 0xC10D);
    let mut log: Vec<(usize, String)> = vec![];
    // Tiles whose identity everyone knows although they are in a hand (drawn from the row).
    let mut known: BTreeSet<String> = BTreeSet::new();
    let mut moves = 0;
    loop {
        assert!(moves < 1000, "move cap reached");
        let seat = match CloudCity::to_move(&s) {
            Turn::Over => break,
            Turn::Seats(v) => v[0],
        };
        let legal = CloudCity::legal_moves(&s, seat);
        assert!(!legal.is_empty());
        for other in 0..players {
            if other != seat {
                assert!(CloudCity::legal_moves(&s, other).is_empty());
            }
        }
        if heavy {
            for m in &legal {
                assert_eq!(&CloudCity::parse_move(&m.to_string()).unwrap(), m, "{m}");
            }
        } else {
            let m = &legal[rng.gen_range(0..legal.len())];
            assert_eq!(&CloudCity::parse_move(&m.to_string()).unwrap(), m);
        }
        // Secrets in hands right now (not known from the row).
        let secret = |s: &State, except: Seat, known: &BTreeSet<String>| -> Vec<String> {
            (0..players)
                .filter(|&p| p != except)
                .flat_map(|p| s.hands[p].iter().cloned())
                .filter(|t| !known.contains(t))
                .collect()
        };
        let public = CloudCity::summary(&s, Viewer::Public);
        for t in secret(&s, usize::MAX, &known) {
            assert!(!public.shows(&t), "summary leaks {t}: {}", public.english());
        }
        // Garbage and out-of-turn moves fail and change nothing.
        let before = serde_json::to_string(&s).unwrap();
        for _ in 0..if heavy { 4 } else { 1 } {
            let g = garbage(&mut rng, &s);
            let reversed = match &g {
                Move::Walkway { from, to } => Move::Walkway { from: *to, to: *from },
                other => other.clone(),
            };
            if legal.contains(&g) || legal.contains(&reversed) {
                continue;
            }
            let e = CloudCity::play(&mut s, seat, &g).unwrap_err();
            assert_eq!(before, serde_json::to_string(&s).unwrap(), "{g} changed the state");
            for t in secret(&s, seat, &known) {
                if !g.to_string().contains(&t) {
                    assert!(!e.0.shows(&t), "error leaks {t}: {e}");
                }
            }
            let other = (seat + 1 + rng.gen_range(0..players - 1)) % players;
            let e = CloudCity::play(&mut s, other, &legal[0]).unwrap_err();
            assert_eq!(e.0.english(), "It is not your turn.");
            assert_eq!(before, serde_json::to_string(&s).unwrap());
        }
        // Choose: walkways half the time when possible.
        let mv = match s.step {
            Step::Walkways if legal.len() > 1 && rng.gen_bool(0.6) => legal[rng.gen_range(0..legal.len() - 1)].clone(),
            _ => legal[rng.gen_range(0..legal.len())].clone(),
        };
        let hands_before: Vec<String> = secret(&s, usize::MAX, &known);
        let out = CloudCity::play(&mut s, seat, &mv).unwrap();
        moves += 1;
        log.push((seat, mv.to_string()));
        match &mv {
            Move::Draw(Source::Row(_)) => {
                let t = s.hands[seat].last().unwrap().clone();
                known.insert(t);
            }
            Move::Place { tile, .. } => {
                known.remove(tile);
            }
            _ => {}
        }
        assert_eq!(out.reveals, matches!(mv, Move::Draw(_)));
        let placed = if let Move::Place { tile, .. } = &mv { Some(tile.clone()) } else { None };
        for t in hands_before.iter().chain(secret(&s, usize::MAX, &known).iter()) {
            if Some(t) != placed.as_ref() && !known.contains(t) {
                assert!(!out.public.shows(t.as_str()), "outcome leaks {t}: {}", out.public.english());
            }
        }
        for (p, text) in &out.private {
            assert_eq!(*p, seat);
            assert!(!text.english().is_empty());
        }
        check_invariants(&s, &initial);
        if heavy {
            let public = CloudCity::summary(&s, Viewer::Public);
            for t in secret(&s, usize::MAX, &known) {
                assert!(!public.shows(&t), "summary leaks {t}");
            }
        }
    }
    assert_eq!(s.step, Step::Over);
    assert!(!CloudCity::winners(&s).is_empty());
    for c in &s.cities {
        assert_eq!(c.tiles.len() as u32, 1 + options.mode().turns);
    }
    // Replay from the log.
    let mut r = CloudCity::setup(&options, players, seed).unwrap();
    for (seat, text) in &log {
        CloudCity::play(&mut r, *seat, &CloudCity::parse_move(text).unwrap()).unwrap();
    }
    assert_eq!(serde_json::to_string(&r).unwrap(), serde_json::to_string(&s).unwrap());
    moves
}

#[test]
fn random_playouts_standard() {
    for players in 2..=4 {
        for req in 0..=2 {
            for seed in 0..3 {
                playout(
                    players,
                    Options { long: false, requests: req },
                    seed * 31 + players as u64 + req as u64 * 7,
                    seed == 0,
                );
            }
        }
    }
}

#[test]
fn random_playouts_long() {
    for players in 2..=3 {
        for req in 0..=2 {
            for seed in 0..3 {
                playout(
                    players,
                    Options { long: true, requests: req },
                    seed * 17 + players as u64 + req as u64 * 5,
                    seed == 0,
                );
            }
        }
    }
}

#[test]
#[ignore]
fn many_random_playouts_release() {
    // cargo test --release -- --ignored
    let start = std::time::Instant::now();
    let mut games = 0;
    for seed in 0..200u64 {
        for players in 2..=4 {
            for long in [false, true] {
                if long && players == 4 {
                    continue;
                }
                playout(players, Options { long, requests: (seed % 3) as u8 }, seed, seed % 10 == 0);
                games += 1;
            }
        }
    }
    eprintln!("{games} games in {:?}", start.elapsed());
    // One bare game (4 players, requests): random legal moves only.
    let start = std::time::Instant::now();
    let mut s = CloudCity::setup(&Options { long: false, requests: 2 }, 4, 1).unwrap();
    let mut rng = ChaCha8Rng::seed_from_u64(1);
    while let Turn::Seats(v) = CloudCity::to_move(&s) {
        let legal = CloudCity::legal_moves(&s, v[0]);
        let m = legal[rng.gen_range(0..legal.len())].clone();
        CloudCity::play(&mut s, v[0], &m).unwrap();
    }
    eprintln!("one bare 4-player game: {:?}", start.elapsed());
}

#[test]
fn hand_text_is_private() {
    let s = CloudCity::setup(&STD, 3, 5).unwrap();
    for seat in 0..3 {
        let h = CloudCity::hand(&s, seat).unwrap();
        for t in &s.hands[seat] {
            assert!(h.shows(t.as_str()));
        }
        for other in 0..3 {
            if other != seat {
                for t in &s.hands[other] {
                    assert!(!h.shows(t.as_str()));
                }
            }
        }
        let mine = CloudCity::summary(&s, Viewer::Seat(seat));
        assert!(mine.shows(&s.hands[seat][0]));
    }
}

fn words(s: &State, seat: usize, notation: &str) -> String {
    let tokens: Vec<&str> = notation.split(' ').collect();
    let (last, before) = tokens.split_last().unwrap();
    CloudCity::describe_token(s, seat, before, last).unwrap_or_else(|| panic!("no words for `{notation}`")).english()
}

#[test]
fn labels_in_random_games() {
    use crate::games::label_checks::{check_random_games, uniform};
    check_random_games::<CloudCity>(&STD, &[2, 3, 4], &[1, 2], 200, &uniform);
    check_random_games::<CloudCity>(&LONG, &[2, 3], &[3], 200, &uniform);
    check_random_games::<CloudCity>(&Options { long: false, requests: 2 }, &[3], &[4, 5], 200, &uniform);
}

#[test]
fn labels_say_where_buildings_land() {
    let mut s = fixture(2, STD);
    s.cities[0] = city(&STD, "C3 S1@0");
    s.hands[0] = vec!["T25".into(), "T28".into(), "T40".into()];
    assert_eq!(words(&s, 0, "place"), "Place a tile from your hand");
    assert_eq!(words(&s, 0, "place T25"), "Tile T25: green NW, blue NE");
    assert_eq!(words(&s, 0, "place T25 C4"), "Cell C4: squares e7 to f8");
    // Below the start tile S1 (blue on e5 and f5), a blue building in row 7
    // opens a span-2 walkway over S1's open cloud.
    assert_eq!(words(&s, 0, "place T25 C4 270"), "Turned 270°: blue on e7, green on e8; 1 new walkway");
    assert_eq!(words(&s, 0, "place T28 C4 90"), "Turned 90°: blue on f7, green on e8; 1 new walkway");
    assert_eq!(words(&s, 0, "place T28 C4 0"), "As printed: blue on e7, green on f8; 1 new walkway");
    assert_eq!(words(&s, 0, "place T28 C4 180"), "Turned 180°: green on e7, blue on f8; 1 new walkway");
    assert_eq!(CloudCity::describe_token(&s, 0, &["place"], "T01"), None, "not in the hand");
}

#[test]
fn labels_say_what_a_walkway_scores() {
    let mut s = fixture(2, STD);
    s.cities[0] = city(&STD, "C3 S2@0, B3 T22@90");
    s.step = Step::Walkways;
    assert_eq!(words(&s, 0, "walkway d5"), "From the blue building on d5");
    assert_eq!(words(&s, 0, "walkway d5 e5"), "Walkway blue d5 ↔ blue e5: span 1, 1 vote");
    assert_eq!(words(&s, 0, "done"), "Done building walkways: draw a tile next");
    s.requests = vec!["SR01".into(), "SR09".into()];
    assert_eq!(words(&s, 0, "walkway d5 e5"), "Walkway blue d5 ↔ blue e5: span 1, 1 vote, requests +3");
    s.step = Step::Draw;
    assert_eq!(words(&s, 0, "draw stack"), "Draw from the face-down stack (can't be undone)");
    let tile = s.row[1].clone().unwrap();
    let drawn = words(&s, 0, "draw R2");
    assert!(
        drawn.starts_with(&format!("Take {tile} from the row: ")) && drawn.ends_with("(can't be undone)"),
        "{drawn}"
    );
}

#[test]
#[ignore]
fn show_labels() {
    use crate::games::label_checks::{show_random_game, uniform};
    show_random_game::<CloudCity>(&Options { long: false, requests: 2 }, 3, 4, 9, &uniform);
}

#[test]
fn moves_and_refusals_are_worded_in_both_languages_with_plurals() {
    use crate::i18n::{said_in, Lang};
    let mut s = fixture(4, STD);
    s.cities[0] = l1();
    s.step = Step::Walkways;
    // The brown a5-f5 over two blue buildings: span 5, 8 votes ("голосів").
    let out = rules::play(&mut s, 0, &CloudCity::parse_move("walkway a5 f5").unwrap()).unwrap();
    assert_eq!(out.public.english(), "built a brown walkway a5-f5 (span 5, 8 votes)");
    assert_eq!(said_in(Lang::Uk, &out.public), "будує коричневий перехід a5-f5 (проліт 5, 8 голосів)");
    // Blue e5-e7: 2 votes ("голоси").
    let out = rules::play(&mut s, 0, &CloudCity::parse_move("walkway e5 e7").unwrap()).unwrap();
    assert_eq!(said_in(Lang::Uk, &out.public), "будує синій перехід e5-e7 (проліт 2, 2 голоси)");
    // The board's last move names the mover's colour, then the clause.
    assert_eq!(s.last_action.english(), "orange built a blue walkway e5-e7 (span 2, 2 votes)");
    assert_eq!(said_in(Lang::Uk, &s.last_action), "помаранчевий будує синій перехід e5-e7 (проліт 2, 2 голоси)");
    // A refusal: six squares ("квадратів") is longer than any walkway.
    let c = city(&LONG, "D4 S1@0, C4 T15@180, B4 T08@180, A4 T28@0");
    let e = check_walkway(&c, &LONG, &full_supply(), sq("a7"), sq("g7")).unwrap_err();
    assert_eq!(e.msg.id, "cc-too-long");
    assert_eq!(e.msg.english(), "a7-g7 spans 6 squares; the longest walkway spans 5.");
    assert_eq!(said_in(Lang::Uk, &e.msg), "Від a7 до g7 — 6 квадратів; найдовший перехід має проліт 5.");
    // A colour said of a building agrees with будівля.
    let e = check_walkway(&l1(), &STD, &full_supply(), sq("e5"), sq("e8")).unwrap_err();
    assert_eq!(
        said_in(Lang::Uk, &e.msg),
        "На e5 синя будівля, а на e8 — зелена; перехід зʼєднує дві будівлі одного кольору."
    );
}

#[test]
fn a_turn_ending_in_a_draw_is_one_clause_list() {
    use crate::i18n::{said_in, Lang};
    let mut s = fixture(2, STD);
    s.step = Step::Walkways;
    // One source left: `done` draws it at once.
    s.stack.clear();
    s.row = vec![None, Some("T31".into()), None];
    let out = rules::play(&mut s, 0, &Move::Done).unwrap();
    assert_eq!(out.public.english(), "finished building; drew T31 from R2; R2 stays empty");
    assert_eq!(said_in(Lang::Uk, &out.public), "завершує будівництво; бере T31 з R2; місце R2 лишається порожнім");
}

#[test]
fn the_summary_and_the_labels_read_in_ukrainian() {
    use crate::i18n::{said_in, words, Lang};
    let mut s = fixture(2, STD);
    s.cities[0] = city(&STD, "C3 S2@0, B3 T22@90");
    s.step = Step::Walkways;
    let label = CloudCity::describe_token(&s, 0, &["walkway", "d5"], "e5").unwrap();
    assert_eq!(said_in(Lang::Uk, &label), "Перехід d5 ↔ e5 (синій): проліт 1, 1 голос");
    let summary = words(Lang::Uk, &CloudCity::summary(&s, Viewer::Seat(0)));
    assert!(summary.contains("раунд 1 з 8: ходить помаранчевий, крок: переходи, потім `done`."), "{summary}");
    assert!(summary.contains("покладено 2 плитки, у руці 3."), "{summary}");
    assert!(!summary.contains(" votes") && !summary.contains("Row:"), "{summary}");
}

#[test]
fn a_turn_keeps_how_it_drew_for_the_board_and_stored_games_without_it_load() {
    use super::state::Drawn;
    let mut s = fixture(2, STD);
    s.row = vec![Some("T10".into()), Some("T31".into()), Some("T19".into())];
    s.stack = vec!["T40".into(), "T02".into()];
    let tile = s.hands[0][0].clone();
    rules::play(&mut s, 0, &CloudCity::parse_move(&format!("place {tile} B3 0")).unwrap()).unwrap();
    assert_eq!(s.last_draw, None);
    rules::play(&mut s, 0, &Move::Done).unwrap();
    rules::play(&mut s, 0, &CloudCity::parse_move("draw R2").unwrap()).unwrap();
    assert_eq!(s.last_draw, Some(Drawn::Row { slot: 1, tile: "T31".into(), refill: Some("T02".into()) }));
    // The next turn starts afresh; a stack draw names no tile.
    let tile = s.hands[1][0].clone();
    rules::play(&mut s, 1, &CloudCity::parse_move(&format!("place {tile} B3 0")).unwrap()).unwrap();
    assert_eq!(s.last_draw, None);
    rules::play(&mut s, 1, &Move::Done).unwrap();
    rules::play(&mut s, 1, &CloudCity::parse_move("draw stack").unwrap()).unwrap();
    assert_eq!(s.last_draw, Some(Drawn::Stack));
    // A game stored before the field existed loads without it.
    let mut stored = serde_json::to_value(&s).unwrap();
    stored.as_object_mut().unwrap().remove("last_draw");
    let loaded: State = serde_json::from_value(stored).unwrap();
    assert_eq!(loaded.last_draw, None);
}
