//! Tests: worked examples of the spec, random playouts, replay.

use rand::{Rng, SeedableRng};
use rand_chacha::ChaCha8Rng;

use super::data::*;
use super::notation::{Element, Move, Side2};
use super::state::*;
use super::*;
use crate::games::{Game, Turn};
use crate::i18n::Shows;

fn check_invariants(s: &State) {
    let mut trees = s.forest.trees as u32;
    let mut nests = s.forest.nests as u32;
    let mut birds = [0u32; 9];
    for b in 0..9 {
        birds[b] += s.forest.loose[b] as u32;
    }
    for slot in s.forest.slots.iter().flatten() {
        if let Some(b) = slot.1 {
            birds[b.idx()] += 1;
        }
    }
    for b in 0..6 {
        birds[b] += s.supply[b] as u32 + s.bonus_birds[b] as u32;
    }
    for b in 0..3 {
        birds[6 + b] += s.specials[b] as u32;
    }
    if let Some(t) = &s.turn {
        if let Some(b) = t.held {
            birds[b.idx()] += 1;
        }
    }
    for (i, p) in s.players.iter().enumerate() {
        assert!(p.funds <= FUNDS_MAX, "funds cap");
        assert!(p.egg_marker <= EGG_MAX, "egg cap");
        assert!(s.cubes_of(i) <= MILESTONE_CUBES);
        for a in 0..7 {
            let ar = &p.areas[a];
            if a == AX && p.ax.is_none() {
                assert_eq!(*ar, Area::default());
                continue;
            }
            assert!(ar.used() <= ar.capacity(), "area {} over capacity: {:?}", AREA_NAMES[a], ar);
            assert!(!(ar.tree && ar.lake), "tree and lake");
            assert!(ar.on_nest.len() <= 2);
            assert!(ar.nest || ar.on_nest.is_empty());
            for b in &ar.on_nest {
                assert!(!b.is_special());
                assert_eq!(*b, ar.on_nest[0]);
            }
            for b in ALL_BIRDS {
                assert!(ar.off_nest(b) <= ar.count(b));
                if b.is_special() {
                    assert!(ar.count(b) <= 1, "duplicate special");
                }
                birds[b.idx()] += ar.count(b) as u32;
            }
            trees += ar.tree as u32;
            nests += ar.nest as u32;
        }
    }
    assert_eq!(trees, TREE_TOKENS as u32, "tree tokens");
    assert_eq!(nests, NEST_TILES as u32, "nest tiles");
    for b in 0..6 {
        assert_eq!(birds[b], REGULAR_SUPPLY[b] as u32, "bird supply {}", Bird::from_idx(b).code());
    }
    for b in 6..9 {
        assert_eq!(birds[b], SPECIAL_STOCK as u32, "special supply");
    }
    // Tokens never share a space.
    let mut seen = vec![];
    for p in &s.tokens {
        if let Pos::Track(t) = p {
            assert!(!seen.contains(t), "tokens share a space");
            seen.push(*t);
        }
    }
}

const GARBAGE: &[&str] = &[
    "move 1",
    "move 19",
    "move standby",
    "place A1",
    "place AX",
    "employee P1",
    "buy tree A3",
    "buy bird SWA A1",
    "ad rare",
    "special OWL A2",
    "breed",
    "milestone M5",
    "forest A1 SHI",
    "refill A4",
    "nest A1 SHI on",
    "bonus skip",
    "end",
    "choose E1",
    "buy extra lake",
    "pick SWA",
    "release",
];

/// Plays a whole random game; returns the final state and the move log.
fn random_game(n: usize, seed: u64) -> (State, Vec<(usize, Move)>) {
    let mut s = SkyGarden::setup(&SkyGardenOptions {}, n, seed).unwrap();
    let mut rng = ChaCha8Rng::seed_from_u64(seed ^ 0xabcdef);
    let mut log = vec![];
    check_invariants(&s);
    for step in 0.. {
        assert!(step < 6000, "move cap reached");
        let seats = match SkyGarden::to_move(&s) {
            Turn::Over => break,
            Turn::Seats(v) => v,
        };
        assert!(!seats.is_empty());
        let seat = seats[rng.gen_range(0..seats.len())];
        for other in 0..n {
            if !seats.contains(&other) {
                assert!(SkyGarden::legal_moves(&s, other).is_empty());
            }
        }
        let moves = SkyGarden::legal_moves(&s, seat);
        assert!(!moves.is_empty(), "no legal move: {}", SkyGarden::summary(&s, Viewer::Public).english());
        for m in &moves {
            assert_eq!(&SkyGarden::parse_move(&m.to_string()).unwrap(), m, "round trip of {m}");
        }
        // A garbage move either is legal or leaves the state untouched.
        if step % 3 == 0 {
            let g = SkyGarden::parse_move(GARBAGE[rng.gen_range(0..GARBAGE.len())]).unwrap();
            if !moves.contains(&g) {
                let before = serde_json::to_string(&s).unwrap();
                assert!(SkyGarden::play(&mut s, seat, &g).is_err(), "{g} should be illegal");
                assert_eq!(before, serde_json::to_string(&s).unwrap());
            }
            if n > 1 {
                let other = (seat + 1) % n;
                if !seats.contains(&other) {
                    let before = serde_json::to_string(&s).unwrap();
                    let e = SkyGarden::play(&mut s, other, &moves[0]).unwrap_err();
                    assert!(e.0.shows("not your turn"), "{}", e.0.english());
                    assert_eq!(before, serde_json::to_string(&s).unwrap());
                }
            }
        }
        let steps: Vec<&Move> = moves.iter().filter(|m| matches!(m, Move::MoveTo(_))).collect();
        let wanted: Vec<&Move> = moves
            .iter()
            .filter(|m| {
                matches!(
                    m,
                    Move::Milestone(_)
                        | Move::BonusEgg(_)
                        | Move::BonusElement(..)
                        | Move::BonusBird(..)
                        | Move::BonusSpecial(..)
                        | Move::Place(_)
                        | Move::Special(..)
                        | Move::Breed
                        | Move::Nest(_, _, true)
                )
            })
            .collect();
        let m = if !steps.is_empty() && rng.gen_bool(0.95) {
            steps[rng.gen_range(0..steps.len().min(3))].clone()
        } else if !wanted.is_empty() && rng.gen_bool(0.7) {
            wanted[rng.gen_range(0..wanted.len())].clone()
        } else if moves.contains(&Move::End) && rng.gen_bool(0.3) {
            Move::End
        } else {
            // Prefer productive moves over free-action churn.
            let productive: Vec<&Move> = moves
                .iter()
                .filter(|m| !matches!(m, Move::ForestBird(..) | Move::ForestTree(_) | Move::Refill(_) | Move::Nest(..)))
                .collect();
            if !productive.is_empty() && rng.gen_bool(0.9) {
                productive[rng.gen_range(0..productive.len())].clone()
            } else {
                moves[rng.gen_range(0..moves.len())].clone()
            }
        };
        SkyGarden::play(&mut s, seat, &m).unwrap_or_else(|e| panic!("listed move {m} refused: {e}"));
        log.push((seat, m));
        check_invariants(&s);
        let _ = SkyGarden::scores(&s);
    }
    assert_eq!(SkyGarden::to_move(&s), Turn::Over);
    assert!(!SkyGarden::winners(&s).is_empty());
    (s, log)
}

fn replay(n: usize, seed: u64, log: &[(usize, Move)]) -> State {
    let mut s = SkyGarden::setup(&SkyGardenOptions {}, n, seed).unwrap();
    for (seat, m) in log {
        SkyGarden::play(&mut s, *seat, m).unwrap();
    }
    s
}

#[test]
fn random_games_all_counts() {
    for n in 1..=4 {
        for seed in 0..5u64 {
            let (s, log) = random_game(n, seed * 31 + n as u64);
            let r = replay(n, seed * 31 + n as u64, &log);
            assert_eq!(serde_json::to_string(&s).unwrap(), serde_json::to_string(&r).unwrap());
        }
    }
}

#[test]
#[ignore]
fn many_random_games() {
    for n in 1..=4 {
        for seed in 0..25u64 {
            random_game(n, 1000 + seed);
        }
    }
}

#[test]
#[ignore]
fn stats() {
    for n in 1..=4 {
        let t0 = std::time::Instant::now();
        let (s, log) = random_game(n, 77 + n as u64);
        println!("game time {:.1} ms", t0.elapsed().as_secs_f64() * 1000.0);
        let kinds: std::collections::BTreeMap<String, usize> = log.iter().fold(Default::default(), |mut m, (_, mv)| {
            *m.entry(mv.to_string().split(' ').next().unwrap().to_string()).or_default() += 1;
            m
        });
        println!("{n} players: {} moves, round {} {:?}", log.len(), s.round, kinds);
        for sc in SkyGarden::scores(&s) {
            println!("  {} {}", sc.total, sc.detail.english());
        }
        println!("{}", SkyGarden::summary(&s, Viewer::Public).english());
    }
}

// ---------------------------------------------------------------- fixtures

fn fixture(n: usize) -> State {
    let mut s = SkyGarden::setup(&SkyGardenOptions {}, n, 7).unwrap();
    for i in 0..n {
        let e = s.players[i].event_options[0];
        SkyGarden::play(&mut s, i, &Move::Choose(e)).unwrap();
    }
    s
}

fn mv(text: &str) -> Move {
    SkyGarden::parse_move(text).unwrap()
}

fn play(s: &mut State, seat: usize, text: &str) -> Result<crate::games::Outcome, crate::games::RuleError> {
    SkyGarden::play(s, seat, &mv(text))
}

fn ok(s: &mut State, seat: usize, text: &str) -> String {
    play(s, seat, text).unwrap_or_else(|e| panic!("{text}: {e}")).public.english()
}

fn err(s: &mut State, seat: usize, text: &str) -> String {
    let before = serde_json::to_string(s).unwrap();
    let e = play(s, seat, text).expect_err(text).0;
    assert_eq!(before, serde_json::to_string(s).unwrap(), "state changed by refused {text}");
    e.english()
}

fn clear(p: &mut Player) {
    p.areas = vec![Area::default(); 7];
    p.ax = None;
}

fn put(p: &mut Player, a: usize, b: Bird, n: u8) {
    p.areas[a].birds[b.idx()] += n;
}

/// A turn that has landed on `chip` (space 1, no icon) holding `held`.
fn chip_turn(s: &mut State, seat: usize, chip: Chip, held: Option<Bird>) {
    let mut t = TurnState::new(seat);
    t.moved = true;
    t.chip = Some(chip);
    t.space = Some(1);
    t.held = held;
    t.blue_active = matches!(chip, Chip::Blue(_));
    s.turn = Some(t);
}

fn employee_done(s: &mut State) {
    s.turn.as_mut().unwrap().employee_moved = true;
}

fn legal(s: &State, seat: usize) -> Vec<String> {
    SkyGarden::legal_moves(s, seat).iter().map(|m| m.to_string()).collect()
}

/// Layout V of the spec (one player's final aviary).
fn layout_v(p: &mut Player) {
    use Bird::*;
    clear(p);
    p.areas[0].tree = true;
    p.areas[0].nest = true;
    put(p, 0, Shi, 2);
    put(p, 0, Wwe, 2);
    put(p, 0, Jav, 1);
    p.areas[0].on_nest = vec![Shi, Shi];
    p.areas[1].lake = true;
    put(p, 1, Swa, 2);
    p.areas[2].tree = true;
    put(p, 2, Wwe, 2);
    put(p, 2, Haw, 2);
    p.areas[3].lake = true;
    p.areas[3].nest = true;
    put(p, 3, Fla, 2);
    put(p, 3, Tou, 2);
    p.areas[3].on_nest = vec![Fla, Fla];
    put(p, 4, Haw, 1);
    put(p, 4, Fla, 1);
    p.areas[5].tree = true;
    put(p, 5, Rif, 1);
    put(p, 5, Haw, 1);
    put(p, 5, Shi, 1);
    p.ax = Some(Side::Lake);
    p.areas[AX].lake = true;
    put(p, AX, Swa, 1);
    put(p, AX, Tou, 1);
}

/// Finishes a turn in the simplest way (pick, employee 1 step, release, end).
fn finish_turn(s: &mut State, seat: usize) {
    let t = s.turn.as_ref().unwrap().clone();
    if let Some(opts) = t.pick {
        SkyGarden::play(s, seat, &Move::Pick(opts[0])).unwrap();
    }
    if t.bird_chip() && !t.employee_moved {
        let to = (s.players[seat].employee + 1) % 6;
        SkyGarden::play(s, seat, &Move::Employee(to)).unwrap();
    }
    if s.turn.as_ref().unwrap().held.is_some() {
        ok(s, seat, "release");
    }
    ok(s, seat, "end");
}

fn active(s: &State) -> usize {
    s.turn.as_ref().unwrap().seat
}

// ---------------------------------------------------------------- examples

#[test]
fn ex1_event_income() {
    let mut s = fixture(3);
    let p = &mut s.players[0];
    clear(p);
    p.event = Some(1); // E2: WWE + HAW
    put(p, 2, Bird::Wwe, 2);
    put(p, 3, Bird::Haw, 2);
    p.employee = 4; // P5
    p.funds = 4;
    assert_eq!(p.event_column(), 2);
    chip_turn(&mut s, 0, Chip::Green(9), Some(Bird::Haw));
    let out = ok(&mut s, 0, "employee P1");
    assert!(out.contains("Event income +3"), "{out}");
    assert_eq!(s.players[0].funds, 7);
    let e = err(&mut s, 0, "place A3");
    assert!(e.contains("not next to your Employee"), "{e}");
    err(&mut s, 0, "place A4");
    let l = legal(&s, 0);
    assert!(l.contains(&"place A1".to_string()) && l.contains(&"place A2".to_string()));
    ok(&mut s, 0, "place A1");
    assert_eq!(s.players[0].areas[0].count(Bird::Haw), 1);
}

#[test]
fn ex2_size_with_a_lake() {
    let mut s = fixture(3);
    let p = &mut s.players[0];
    clear(p);
    p.areas[1].lake = true;
    p.areas[1].nest = true;
    put(p, 1, Bird::Haw, 2);
    put(p, 1, Bird::Fla, 1);
    p.employee = 0; // P1: A1, A2
    assert_eq!((p.areas[1].used(), p.areas[1].capacity()), (6, 6));
    chip_turn(&mut s, 0, Chip::Green(15), Some(Bird::Tou));
    employee_done(&mut s);
    let e = err(&mut s, 0, "place A2");
    assert_eq!(e, "Area A2 holds 6 of 6; a Toucan needs 1.");
    s.players[0].areas[1].lake = false;
    assert!(s.players[0].areas[1].used() > s.players[0].areas[1].capacity());
}

#[test]
fn ex3_breeding() {
    use Bird::*;
    let mut s = fixture(3);
    let p = &mut s.players[0];
    clear(p);
    for (a, b, n) in [(0, Shi, 2), (1, Shi, 2), (4, Tou, 2), (5, Haw, 1)] {
        p.areas[a].nest = true;
        put(p, a, b, 2);
        p.areas[a].on_nest = vec![b; n];
    }
    p.nest_box[Tou.idx()] = true;
    p.egg_marker = 3;
    // Through the Breed space T6 (active with 3 players).
    let mut t = TurnState::new(0);
    t.moved = true;
    t.space = Some(6);
    t.chip = Some(Chip::Blue(1));
    t.blue_active = true;
    s.turn = Some(t);
    ok(&mut s, 0, "breed");
    let p = &s.players[0];
    assert!(p.nest_box[Shi.idx()]);
    assert_eq!(p.egg_marker, 5);
    assert_eq!(p.egg_tokens(), 2);
    let e = err(&mut s, 0, "breed");
    assert!(e.contains("Breeding needs"), "{e}");
    // From 14 the marker stops at 15.
    let p = &mut s.players[0];
    p.egg_marker = 14;
    p.breed();
    assert_eq!(p.egg_marker, 15);
}

#[test]
fn ex4_rare_bird_ad() {
    let mut s = fixture(3);
    let p = &mut s.players[0];
    clear(p);
    put(p, 0, Bird::Swa, 1);
    put(p, 1, Bird::Tou, 1);
    assert_eq!(chips::ad_value(p, Ad::Rare), 2);
    put(p, 2, Bird::Swa, 1);
    put(p, 3, Bird::Swa, 1);
    put(p, 1, Bird::Tou, 1);
    assert_eq!(chips::ad_value(p, Ad::Rare), 8);
    p.funds = 11;
    chip_turn(&mut s, 0, Chip::Blue(2), None);
    ok(&mut s, 0, "ad rare");
    assert_eq!(s.players[0].funds, 15);
    let e = err(&mut s, 0, "ad small");
    assert!(e.contains("unused blue chip"), "{e}");
    // No Employee move and no purchases on a blue turn.
    err(&mut s, 0, "employee P1");
    err(&mut s, 0, "buy nest A1");
    ok(&mut s, 0, "end");
}

#[test]
fn ex5_milestone_row_bonus() {
    let mut s = fixture(3);
    s.grid[0] = 2; // MA3
    s.grid[1] = 5; // MB2
    s.grid[2] = 10; // MC3
    s.cubes = vec![vec![]; 9];
    s.cubes[0] = vec![0, 1];
    s.cubes[1] = vec![0, 1];
    assert_eq!(MILESTONE_VP[s.cubes_of(0)], 5);
    s.players[0].funds = 8;
    chip_turn(&mut s, 0, Chip::Blue(1), None);
    let out = ok(&mut s, 0, "milestone M3");
    assert!(out.contains("ROW1"), "{out}");
    assert_eq!(s.players[0].funds, 12);
    assert!(!s.early[0]);
    assert_eq!(MILESTONE_VP[s.cubes_of(0)], 9);
    assert_eq!(s.cubes[2], vec![0]);
    err(&mut s, 0, "milestone M3");
    ok(&mut s, 0, "end");
    // Blue completes ROW1 later: the printed +2.
    s.players[1].funds = 7;
    chip_turn(&mut s, 1, Chip::Blue(1), None);
    ok(&mut s, 1, "milestone M3");
    assert_eq!(s.players[1].funds, 9);
    // Solo: always +4.
    let mut s = fixture(1);
    s.grid[0] = 2;
    s.grid[1] = 5;
    s.grid[2] = 10;
    s.cubes = vec![vec![]; 9];
    s.cubes[0] = vec![0];
    s.cubes[1] = vec![0];
    s.early[0] = false;
    s.players[0].funds = 8;
    chip_turn(&mut s, 0, Chip::Blue(1), None);
    ok(&mut s, 0, "milestone M3");
    assert_eq!(s.players[0].funds, 12);
}

#[test]
fn ex6_additional_purchases() {
    let mut s = fixture(3);
    let p = &mut s.players[0];
    clear(p);
    p.funds = 9;
    p.employee = 0; // P1
    put(p, 1, Bird::Haw, 2);
    s.forest.loose[Bird::Haw.idx()] = 1;
    s.forest.loose[Bird::Shi.idx()] = 1;
    s.supply[Bird::Haw.idx()] -= 1;
    s.supply[Bird::Shi.idx()] -= 1;
    chip_turn(&mut s, 0, Chip::Green(12), Some(Bird::Fla));
    err(&mut s, 0, "buy lake A2"); // before the Employee move
    ok(&mut s, 0, "employee P2");
    assert_eq!(s.players[0].funds, 9);
    err(&mut s, 0, "place A2");
    ok(&mut s, 0, "buy lake A2");
    assert_eq!(s.players[0].funds, 7);
    assert_eq!(s.players[0].areas[1].capacity(), 6);
    ok(&mut s, 0, "place A2");
    assert_eq!(s.players[0].areas[1].used(), 6);
    ok(&mut s, 0, "buy extra lake");
    assert_eq!(s.players[0].funds, 3);
    ok(&mut s, 0, "buy bird HAW AX");
    assert_eq!(s.players[0].funds, 1);
    let e = err(&mut s, 0, "buy bird SHI A3");
    assert!(e.contains("1 per turn"), "{e}");
    err(&mut s, 0, "buy extra tree");
    ok(&mut s, 0, "end");
}

#[test]
fn ex7_paid_steps() {
    let mut s = fixture(3);
    let p = &mut s.players[0];
    clear(p);
    p.event = Some(5); // E6: TOU + HAW
    put(p, 2, Bird::Tou, 1);
    put(p, 3, Bird::Haw, 1);
    assert_eq!(p.event_income(), 2);
    p.employee = 3; // P4
    p.funds = 0;
    chip_turn(&mut s, 0, Chip::Green(1), Some(Bird::Shi));
    ok(&mut s, 0, "employee P3");
    assert_eq!((s.players[0].funds, s.players[0].employee), (0, 2));
    assert_eq!(placement::adjacent(&s.players[0]), vec![2, 3]);
    // From P1 with 0 funds: 4 steps cannot be paid.
    let mut s2 = s.clone();
    s2.players[0].employee = 0;
    chip_turn(&mut s2, 0, Chip::Green(1), None);
    let e = err(&mut s2, 0, "employee P5");
    assert!(e.contains("Step 4"), "{e}");
    // From P3: step 4 (P6 -> P1) must be paid before its crossing pays.
    s2.players[0].employee = 2;
    let e = err(&mut s2, 0, "employee P2");
    assert!(e.contains("Step 4"), "{e}");
    let e = err(&mut s2, 0, "employee P3");
    assert!(e.contains("1 to 5 spaces"), "{e}");
}

/// Puts blue chips on every space so turns end right after moving.
fn all_blue(s: &mut State) {
    for sp in s.track.iter_mut() {
        sp.chip = Some(Chip::Blue(1));
    }
}

#[test]
fn ex8_turn_order() {
    let mut s = fixture(4);
    all_blue(&mut s);
    s.tokens = vec![Pos::Waiting(0), Pos::Waiting(1), Pos::Waiting(2), Pos::Waiting(3)];
    s.turn = None;
    track::advance(&mut s);
    assert_eq!(active(&s), 0);
    for (seat, n) in [(0, 3), (1, 2), (2, 1), (3, 5)] {
        assert_eq!(active(&s), seat);
        ok(&mut s, seat, &format!("move {n}"));
        ok(&mut s, seat, "end");
    }
    assert_eq!(active(&s), 2);
    let e = err(&mut s, 2, "move 2");
    assert!(e.contains("occupied"), "{e}");
    ok(&mut s, 2, "move 4");
    ok(&mut s, 2, "end");
    assert_eq!(active(&s), 1);
    // Later: Red 7, Blue 9, Yellow 10, Green 12; Red moves to 8 and again.
    s.tokens = vec![Pos::Track(7), Pos::Track(9), Pos::Track(12), Pos::Track(10)];
    s.turn = None;
    track::advance(&mut s);
    assert_eq!(active(&s), 0);
    ok(&mut s, 0, "move 8");
    ok(&mut s, 0, "end");
    assert_eq!(active(&s), 0);
    assert_eq!(SkyGarden::to_move(&s), Turn::Seats(vec![0]));
    // Another round: a waiting Red on SB1 goes to Standby first and lands on SB1 again.
    s.tokens = vec![Pos::Waiting(0), Pos::Waiting(1), Pos::Waiting(2), Pos::Waiting(3)];
    s.turn = None;
    track::advance(&mut s);
    ok(&mut s, 0, "move standby");
    assert_eq!(s.tokens[0], Pos::Done(0));
    ok(&mut s, 0, "end");
    assert_eq!(active(&s), 1);
}

#[test]
fn ex9_sections_with_lucy() {
    let mut s = fixture(2);
    s.tokens = vec![Pos::Waiting(0), Pos::Waiting(1), Pos::Waiting(2)];
    s.turn = None;
    track::advance(&mut s);
    assert_eq!(active(&s), 0);
    ok(&mut s, 0, "move 2");
    finish_turn(&mut s, 0);
    assert_eq!(active(&s), 1);
    ok(&mut s, 1, "move 1");
    finish_turn(&mut s, 1);
    assert_eq!(s.tokens[2], Pos::Track(3), "Lucy moved to T3");
    assert_eq!(active(&s), 1);
    let moves: Vec<String> = legal(&s, 1).into_iter().filter(|m| m.starts_with("move")).collect();
    assert_eq!(moves, vec!["move 4", "move 5", "move 6", "move 7"]);
    let e = err(&mut s, 1, "move 9");
    assert!(e.contains("Section rule"), "{e}");
    err(&mut s, 1, "move standby");
    ok(&mut s, 1, "move 4");
    assert!(matches!(s.turn.as_ref().unwrap().chip, Some(Chip::Blue(_))));
    ok(&mut s, 1, "ad forest");
    ok(&mut s, 1, "end");
    assert_eq!(active(&s), 0);
    let moves: Vec<String> = legal(&s, 0).into_iter().filter(|m| m.starts_with("move")).collect();
    assert_eq!(moves, vec!["move 5", "move 6", "move 7"]);
    ok(&mut s, 0, "move 6");
    finish_turn(&mut s, 0);
    assert_eq!(s.tokens[2], Pos::Track(5), "Lucy moved to T5");
    assert_eq!(active(&s), 1);
    let moves: Vec<String> = legal(&s, 1).into_iter().filter(|m| m.starts_with("move")).collect();
    assert_eq!(moves, vec!["move 7"]);
    ok(&mut s, 1, "move 7");
    finish_turn(&mut s, 1);
    assert_eq!(s.tokens[2], Pos::Track(8), "Lucy moved to T8");
    assert_eq!(active(&s), 0);
    let moves: Vec<String> = legal(&s, 0).into_iter().filter(|m| m.starts_with("move")).collect();
    assert_eq!(moves, vec!["move 9", "move 10", "move 11"]);
}

#[test]
fn ex10_lucy_into_standby() {
    for round in [2u8, 3] {
        let mut s = fixture(2);
        s.round = round;
        s.tokens = vec![Pos::Done(0), Pos::Track(19), Pos::Track(18)];
        s.players[1].section = 5;
        s.turn = None;
        track::advance(&mut s);
        assert_eq!(s.tokens[2], Pos::Done(1), "Lucy on SB2");
        assert_eq!(active(&s), 1);
        let moves: Vec<String> = legal(&s, 1).into_iter().filter(|m| m.starts_with("move")).collect();
        assert_eq!(moves, vec!["move standby"]);
        ok(&mut s, 1, "move standby");
        assert_eq!(s.tokens[1], Pos::Done(2));
        let out = play(&mut s, 1, "end").unwrap();
        if round == 3 {
            assert_eq!(SkyGarden::to_move(&s), Turn::Over);
            let sc = SkyGarden::scores(&s);
            assert!(sc[0].detail.shows("standby 5"));
            assert!(sc[1].detail.shows("standby 1"));
            assert!(!out.reveals);
        } else {
            assert!(out.reveals, "the next round draws chips");
            assert_eq!(s.tokens, vec![Pos::Waiting(0), Pos::Waiting(2), Pos::Waiting(1)]);
            assert_eq!(active(&s), 0);
            ok(&mut s, 0, "move 1");
            finish_turn(&mut s, 0);
            assert_eq!(s.tokens[2], Pos::Track(2), "Lucy moves second");
            assert_eq!(active(&s), 1);
        }
    }
}

#[test]
fn ex11_ads_on_layout_v() {
    let mut s = fixture(4);
    layout_v(&mut s.players[0]);
    let p = &s.players[0];
    assert_eq!(
        [Bird::Shi, Bird::Wwe, Bird::Haw, Bird::Fla, Bird::Tou, Bird::Swa].map(|b| p.count(b)),
        [3, 4, 4, 3, 3, 3]
    );
    assert_eq!((p.trees(), p.lakes()), (3, 3));
    assert_eq!(ADS.map(|a| chips::ad_value(p, a)), [6, 7, 6, 8]);
}

#[test]
fn ex12_event_marker_both_ways() {
    let mut s = fixture(3);
    let p = &mut s.players[0];
    clear(p);
    p.event = Some(0); // E1: SHI + WWE
    put(p, 2, Bird::Shi, 1);
    put(p, 2, Bird::Wwe, 1);
    put(p, 3, Bird::Shi, 1);
    assert_eq!(p.event_column(), 1);
    p.employee = 2; // P3: A3, A4
    chip_turn(&mut s, 0, Chip::Green(5), Some(Bird::Wwe));
    ok(&mut s, 0, "forest A3 WWE");
    assert_eq!(s.players[0].event_column(), 0);
    assert_eq!(s.players[0].event_income(), 1);
    ok(&mut s, 0, "employee P4"); // A4, A5
    ok(&mut s, 0, "place A4");
    assert_eq!(s.players[0].event_column(), 1);
}

#[test]
fn ex13_solo_standby_round3() {
    use Bird::*;
    let mut s = fixture(1);
    s.round = 3;
    s.grid[0] = 11; // MC4
    s.cubes = vec![vec![]; 9];
    let p = &mut s.players[0];
    clear(p);
    p.areas[0].nest = true;
    put(p, 0, Shi, 2);
    put(p, 0, Wwe, 2);
    p.areas[0].on_nest = vec![Shi, Shi];
    p.nest_box[Shi.idx()] = true;
    p.areas[3].nest = true;
    put(p, 3, Fla, 2);
    p.areas[3].on_nest = vec![Fla, Fla];
    p.egg_marker = 5;
    p.section = 5;
    s.tokens = vec![Pos::Track(18)];
    s.turn = Some(TurnState::new(0));
    err(&mut s, 0, "milestone M1");
    ok(&mut s, 0, "move standby");
    assert_eq!(s.tokens[0], Pos::Done(0));
    let p = &s.players[0];
    assert_eq!(p.egg_marker, 6);
    assert!(p.nest_box[Fla.idx()]);
    ok(&mut s, 0, "nest A1 SHI off");
    ok(&mut s, 0, "nest A1 SHI off");
    ok(&mut s, 0, "nest A1 WWE on");
    ok(&mut s, 0, "nest A1 WWE on");
    assert!(legal(&s, 0).contains(&"milestone M1".to_string()));
    ok(&mut s, 0, "breed");
    let p = &s.players[0];
    assert!(p.nest_box[Wwe.idx()]);
    assert_eq!(p.egg_marker, 7);
    err(&mut s, 0, "breed");
    ok(&mut s, 0, "milestone M1");
    ok(&mut s, 0, "end");
    assert_eq!(SkyGarden::to_move(&s), Turn::Over);
    let sc = SkyGarden::scores(&s);
    assert!(sc[0].detail.shows("130"), "{}", sc[0].detail.english());
    assert!(SkyGarden::summary(&s, Viewer::Public).shows("150"));
}

#[test]
fn ex14_special_purchases() {
    let mut s = fixture(3);
    let p = &mut s.players[0];
    clear(p);
    put(p, 0, Bird::Jav, 1);
    p.funds = 4;
    chip_turn(&mut s, 0, Chip::Blue(3), None);
    let e = err(&mut s, 0, "special JAV A1");
    assert!(e.contains("one of each special per area"), "{e}");
    let e = err(&mut s, 0, "special OWL A2");
    assert!(e.contains("costs 5 funds; you have 4"), "{e}");
    ok(&mut s, 0, "special JAV A5");
    assert_eq!(s.players[0].funds, 1);
    err(&mut s, 0, "special JAV A6"); // the blue chip is used
                                      // Bonus special with EB5: max(0, 3 - 3) = 0.
    s.turn.as_mut().unwrap().pending.push(Pending::Special(3));
    err(&mut s, 0, "end");
    ok(&mut s, 0, "bonus special JAV A6");
    assert_eq!(s.players[0].funds, 1);
    // Layout V meets MD1 and MD3 but not MB4.
    layout_v(&mut s.players[0]);
    let p = &s.players[0];
    assert!(milestones::cond_met(p, MILESTONES[12].cond));
    assert!(milestones::cond_met(p, MILESTONES[14].cond));
    assert!(!milestones::cond_met(p, MILESTONES[7].cond));
}

#[test]
fn ex15_final_scoring_layout_v() {
    use Bird::*;
    let mut s = fixture(4);
    s.round = 4;
    let p = &mut s.players[0];
    layout_v(p);
    p.event = Some(1); // E2
    p.nest_box = [false; 7];
    for b in [Shi, Fla, Tou, Haw] {
        p.nest_box[b.idx()] = true;
    }
    p.egg_marker = 10;
    p.funds = 6;
    s.cubes = vec![vec![]; 9];
    for m in 0..5 {
        s.cubes[m].push(0);
    }
    s.tokens[0] = Pos::Done(1);
    let b = scoring::breakdown(&s, 0);
    assert_eq!(b.areas, [13, 10, 6, 12, 4, 9, 8]);
    assert_eq!((b.eggs, b.milestones, b.event, b.standby, b.extra), (16, 18, 4, 3, 3));
    assert_eq!(b.total, 106);
    assert_eq!(SkyGarden::scores(&s)[0].total, 106);
}

#[test]
fn ex16_refill_lake() {
    let mut s = fixture(3);
    let p = &mut s.players[0];
    clear(p);
    p.areas[1].lake = true;
    put(p, 1, Bird::Swa, 2);
    chip_turn(&mut s, 0, Chip::Blue(1), None);
    let e = err(&mut s, 0, "refill A2");
    assert!(e.contains("6 of 4"), "{e}");
    ok(&mut s, 0, "forest A2 SWA");
    assert_eq!(s.forest.loose[Bird::Swa.idx()], 1);
    ok(&mut s, 0, "refill A2");
    let ar = &s.players[0].areas[1];
    assert_eq!((ar.used(), ar.capacity()), (3, 4));
    assert!(placement::check_tree_spot(&s.players[0], 1).is_ok());
}

#[test]
fn ex17_round_chip_with_two_birds() {
    let mut s = fixture(3);
    s.round = 2;
    s.track[4].chip = Some(Chip::Orange(2));
    let seat = active(&s);
    s.tokens[seat] = Pos::Waiting(0);
    for t in 0..3 {
        if t != seat {
            s.tokens[t] = Pos::Track(10 + t as u8);
        }
    }
    let base = s.clone();
    ok(&mut s, seat, "move 5");
    assert_eq!(s.turn.as_ref().unwrap().pick, Some([Bird::Swa, Bird::Haw]));
    err(&mut s, seat, "employee P1");
    err(&mut s, seat, "pick TOU");
    ok(&mut s, seat, "pick SWA");
    assert_eq!(s.turn.as_ref().unwrap().held, Some(Bird::Swa));
    // No SWA left: a HAW without asking.
    let mut s = base.clone();
    s.supply[Bird::Swa.idx()] = 0;
    ok(&mut s, seat, "move 5");
    assert_eq!(s.turn.as_ref().unwrap().held, Some(Bird::Haw));
    // Neither left: nothing held, the Employee still must move.
    let mut s = base.clone();
    s.supply[Bird::Swa.idx()] = 0;
    s.supply[Bird::Haw.idx()] = 0;
    ok(&mut s, seat, "move 5");
    assert_eq!(s.turn.as_ref().unwrap().held, None);
    let e = err(&mut s, seat, "end");
    assert!(e.contains("Employee"), "{e}");
    finish_turn(&mut s, seat);
}

#[test]
fn event_choice_is_secret_and_simultaneous() {
    let mut s = SkyGarden::setup(&SkyGardenOptions {}, 3, 5).unwrap();
    assert_eq!(SkyGarden::to_move(&s), Turn::Seats(vec![0, 1, 2]));
    let e0 = s.players[0].event_options[1];
    let out = SkyGarden::play(&mut s, 0, &Move::Choose(e0)).unwrap();
    assert!(!out.reveals);
    assert!(!out.public.shows(EVENT_CARDS[e0 as usize].id));
    assert_eq!(out.private[0].0, 0);
    assert_eq!(SkyGarden::to_move(&s), Turn::Seats(vec![1, 2]));
    assert!(SkyGarden::legal_moves(&s, 0).is_empty());
    let public = SkyGarden::summary(&s, Viewer::Seat(1));
    assert!(!public.shows(EVENT_CARDS[e0 as usize].id), "{}", public.english());
    assert!(SkyGarden::hand(&s, 1).unwrap().shows(EVENT_CARDS[s.players[1].event_options[0] as usize].id));
    let bad = (0..8).find(|e| !s.players[1].event_options.contains(e)).unwrap();
    err(&mut s, 1, &format!("choose {}", EVENT_CARDS[bad as usize].id));
    let e1 = s.players[1].event_options[0];
    SkyGarden::play(&mut s, 1, &Move::Choose(e1)).unwrap();
    let e2 = s.players[2].event_options[0];
    let out = SkyGarden::play(&mut s, 2, &Move::Choose(e2)).unwrap();
    assert!(out.reveals);
    assert!(out.public.shows(EVENT_CARDS[e0 as usize].id));
    assert_eq!(s.phase, Phase::Playing);
}

#[test]
fn setup_counts() {
    for n in 1..=4 {
        let s = SkyGarden::setup(&SkyGardenOptions {}, n, 3).unwrap();
        check_invariants(&s);
        assert!(s.bag.is_empty());
        let chips = s.track.iter().filter(|x| x.chip.is_some()).count();
        assert_eq!(chips, 19);
        if n <= 2 {
            for t in FIXED_BLUE {
                assert!(matches!(s.track[t as usize - 1].chip, Some(Chip::Blue(_))));
            }
        }
        let letters: Vec<char> = s.grid.iter().map(|&g| MILESTONES[g as usize].id.chars().nth(1).unwrap()).collect();
        for (l, k) in [('A', 3), ('B', 3), ('C', 2), ('D', 1)] {
            assert_eq!(letters.iter().filter(|&&c| c == l).count(), k);
        }
        assert_eq!(s.rounds, if n == 4 { 4 } else { 3 });
        assert_eq!(s.players.iter().map(|p| p.funds).collect::<Vec<_>>(), vec![2; n]);
    }
    assert!(SkyGarden::setup(&SkyGardenOptions {}, 5, 1).is_err());
    assert!(SkyGarden::setup(&SkyGardenOptions {}, 0, 1).is_err());
}

#[test]
fn notation_round_trip_and_errors() {
    for text in [
        "move 5",
        "move standby",
        "pick SWA",
        "employee P3",
        "place AX",
        "release",
        "buy nest A2",
        "buy tree A1",
        "buy lake A6",
        "buy bird HAW A2",
        "buy extra tree",
        "buy extra lake",
        "ad lakeside",
        "special JAV A1",
        "breed",
        "milestone M9",
        "forest A3 WWE",
        "forest A3 tree",
        "refill A2",
        "nest A1 SHI on",
        "nest A1 SHI off",
        "bonus egg TOU",
        "bonus tree A1",
        "bonus lake A2",
        "bonus nest AX",
        "bonus special OWL A5",
        "bonus bird SWA A1",
        "bonus skip",
        "end",
        "choose E3",
    ] {
        assert_eq!(mv(text).to_string(), text);
    }
    assert_eq!(mv("  PLACE   a2 "), Move::Place(1));
    assert_eq!(mv("buy bird warbling white-eye a1"), Move::BuyBird(Bird::Wwe, 0));
    assert_eq!(mv("special snowy owl a1"), Move::Special(Bird::Owl, 0));
    // Names compare by their letters alone, in any case, split anyhow.
    assert_eq!(mv("buy bird Warbling White Eye a1"), Move::BuyBird(Bird::Wwe, 0));
    assert_eq!(mv("pick Java-Sparrow"), Move::Pick(Bird::Jav));
    assert_eq!(mv("pick s hi"), Move::Pick(Bird::Shi));
    assert!(SkyGarden::parse_move("pick white eye").is_err(), "not the start of a name");
    assert!(SkyGarden::parse_move("move 20").unwrap_err().0.shows("move <1-19|standby>"));
    assert!(SkyGarden::parse_move("fly away").is_err());
    let _ = (Element::Tree, Side2::Lake);
}

#[test]
fn solo_blue_chip_once() {
    let mut s = fixture(1);
    let seat = 0;
    s.turn = Some(TurnState::new(seat));
    s.tokens[0] = Pos::Track(2);
    s.players[0].section = 1;
    ok(&mut s, 0, "move 4");
    ok(&mut s, 0, "ad forest");
    assert!(s.track[3].face_down);
    ok(&mut s, 0, "end");
    // Landing again on the face-down chip (next round) gives nothing.
    let mut t = TurnState::new(0);
    s.tokens[0] = Pos::Track(2);
    s.players[0].section = 1;
    t.moved = false;
    s.turn = Some(t);
    ok(&mut s, 0, "move 4");
    let e = err(&mut s, 0, "ad forest");
    assert!(e.contains("unused blue chip"), "{e}");
    // Solo has no icons.
    assert_eq!(s.icon_active(6), None);
}

#[test]
fn bonus_elements_and_bonus_bird() {
    let mut s = fixture(3);
    s.grid = [0, 1, 2, 3, 4, 5, 6, 7, 8];
    s.cubes = vec![vec![]; 9];
    // COL1 (M1, M4, M7) with EB4: two elements; M7 = MB3 is hard, so mark it.
    s.cubes[0] = vec![0];
    s.cubes[3] = vec![0];
    s.grid[6] = 10; // MC3: funds 7
    s.players[0].funds = 7;
    chip_turn(&mut s, 0, Chip::Blue(1), None);
    ok(&mut s, 0, "milestone M7");
    assert_eq!(s.turn.as_ref().unwrap().pending, vec![Pending::Elements(2)]);
    let e = err(&mut s, 0, "end");
    assert!(e.contains("bonus"), "{e}");
    err(&mut s, 0, "forest A1 tree");
    let trees = s.forest.trees;
    let a = (0..6).find(|&a| placement::check_tree_spot(&s.players[0], a).is_ok()).unwrap();
    ok(&mut s, 0, &format!("bonus tree {}", AREA_NAMES[a]));
    assert_eq!(s.forest.trees, trees - 1);
    ok(&mut s, 0, "bonus skip");
    assert!(s.turn.as_ref().unwrap().pending.is_empty());
    assert!(!s.early[3]);
    // COL3 gives a bonus bird to anyone.
    s.turn.as_mut().unwrap().pending.push(Pending::BonusBird);
    let a = (0..6).find(|&a| placement::check_fits(&s.players[0], a, Bird::Swa).is_ok()).unwrap();
    ok(&mut s, 0, &format!("bonus bird SWA {}", AREA_NAMES[a]));
    assert!(!s.bonus_birds[Bird::Swa.idx()]);
    s.turn.as_mut().unwrap().pending.push(Pending::BonusBird);
    err(&mut s, 0, "bonus bird SWA A1");
    ok(&mut s, 0, "bonus skip");
    s.turn.as_mut().unwrap().pending.push(Pending::EggChoice);
    err(&mut s, 0, "bonus skip");
    ok(&mut s, 0, "bonus egg SWA");
    assert!(s.players[0].nest_box[Bird::Swa.idx()]);
}

#[test]
fn nest_rules() {
    use Bird::*;
    let mut s = fixture(3);
    let p = &mut s.players[0];
    clear(p);
    p.areas[0].nest = true;
    put(p, 0, Shi, 2);
    put(p, 0, Wwe, 1);
    put(p, 0, Jav, 1);
    put(p, 1, Shi, 1);
    chip_turn(&mut s, 0, Chip::Blue(1), None);
    err(&mut s, 0, "nest A2 SHI on");
    err(&mut s, 0, "nest A1 JAV on");
    ok(&mut s, 0, "nest A1 SHI on");
    err(&mut s, 0, "nest A1 WWE on");
    ok(&mut s, 0, "nest A1 SHI on");
    err(&mut s, 0, "nest A1 SHI on");
    ok(&mut s, 0, "forest A1 SHI");
    assert_eq!(s.players[0].areas[0].on_nest, vec![Shi]);
    err(&mut s, 0, "nest A1 WWE off");
    ok(&mut s, 0, "nest A1 SHI off");
}

// ---------------------------------------------------------------- labels

fn words(s: &State, seat: usize, notation: &str) -> String {
    let tokens: Vec<&str> = notation.split(' ').collect();
    let (last, before) = tokens.split_last().unwrap();
    SkyGarden::describe_token(s, seat, before, last).unwrap_or_else(|| panic!("no words for `{notation}`")).english()
}

/// Random play that gets on with the game: mostly track moves and ends, few
/// free actions that change nothing.
fn lively(moves: &[Move], rng: &mut ChaCha8Rng) -> usize {
    let of = |f: fn(&Move) -> bool| -> Vec<usize> { (0..moves.len()).filter(|&i| f(&moves[i])).collect() };
    let steps = of(|m| matches!(m, Move::MoveTo(_)));
    let end = of(|m| matches!(m, Move::End));
    let productive =
        of(|m| !matches!(m, Move::ForestBird(..) | Move::ForestTree(_) | Move::Refill(_) | Move::Nest(..)));
    if !steps.is_empty() && rng.gen_bool(0.9) {
        steps[rng.gen_range(0..steps.len().min(3))]
    } else if !end.is_empty() && rng.gen_bool(0.4) {
        end[0]
    } else if !productive.is_empty() && rng.gen_bool(0.9) {
        productive[rng.gen_range(0..productive.len())]
    } else {
        rng.gen_range(0..moves.len())
    }
}

#[test]
fn labels_in_random_games() {
    use crate::games::label_checks::check_random_games;
    check_random_games::<SkyGarden>(&SkyGardenOptions {}, &[1, 2, 3, 4], &[1, 2], 500, &lively);
}

#[test]
fn labels_say_what_the_track_gives() {
    let mut s = fixture(3);
    let seat = active(&s);
    s.track[8].chip = Some(Chip::Green(15));
    s.track[9].chip = Some(Chip::Blue(1));
    s.track[13].chip = Some(Chip::Green(9));
    assert_eq!(words(&s, seat, "move 9"), "Space 9: Toucan");
    assert_eq!(words(&s, seat, "move 10"), "Space 10: an advert or a special bird, then you may buy a special bird");
    assert_eq!(words(&s, seat, "move 14"), "Space 14: Hawk, then you may breed");
    s.supply[Bird::Haw.idx()] = 0;
    assert_eq!(words(&s, seat, "move 14"), "Space 14: nothing (no Hawk left), then you may breed");
    assert!(words(&s, seat, "move standby").starts_with("Go to Standby SB"));
}

#[test]
fn labels_say_what_the_employee_and_purchases_cost() {
    let mut s = fixture(3);
    s.players[0].funds = 5;
    chip_turn(&mut s, 0, Chip::Green(1), Some(Bird::Shi));
    s.players[0].employee = 0; // P1
    assert_eq!(words(&s, 0, "employee P5"), "Employee to P5: 4 steps, costs 1 $");
    assert_eq!(words(&s, 0, "employee P3"), "Employee to P3: 2 steps, free");
    s.players[0].employee = 5; // P6: the first step crosses the Event arrow.
    let income = s.players[0].event_income();
    assert_eq!(words(&s, 0, "employee P4"), format!("Employee to P4: 4 steps, costs 1 $, +{income} $ Event income"));
    s.players[0].employee = 1; // P2, by A2 and A3
    employee_done(&mut s);
    assert!(!s.players[0].areas[2].nest);
    assert_eq!(words(&s, 0, "buy"), "Buy for your aviary (you have 5 $)");
    assert_eq!(words(&s, 0, "buy nest"), "A nest: 2 $");
    assert_eq!(words(&s, 0, "buy nest A3"), "Nest on A3 (Event): 2 $");
}

#[test]
fn a_turn_starts_until_its_first_decision() {
    use crate::games::Game;
    let mut s = fixture(3);
    let seat = active(&s);
    assert_eq!(SkyGarden::at_turn_start(&s), Some(true));
    // A free action before moving on the track is part of the turn.
    let free = legal(&s, seat).into_iter().find(|m| !m.starts_with("move")).expect("a free action");
    ok(&mut s, seat, &free);
    assert_eq!(SkyGarden::at_turn_start(&s), Some(false), "after `{free}`");
    let step = legal(&s, seat).into_iter().find(|m| m.starts_with("move ")).unwrap();
    ok(&mut s, seat, &step);
    assert_eq!(SkyGarden::at_turn_start(&s), Some(false));
    finish_turn(&mut s, seat);
    assert_eq!(SkyGarden::at_turn_start(&s), Some(true), "a new turn");
    // Solo: the next turn is the same seat's, and it starts anew.
    let mut solo = fixture(1);
    let step = legal(&solo, 0).into_iter().find(|m| m.starts_with("move ")).unwrap();
    ok(&mut solo, 0, &step);
    assert_eq!(SkyGarden::at_turn_start(&solo), Some(false));
    finish_turn(&mut solo, 0);
    assert_eq!(SkyGarden::to_move(&solo), Turn::Seats(vec![0]));
    assert_eq!(SkyGarden::at_turn_start(&solo), Some(true));
    // A snapshot stored before `decided` existed still loads, and a turn
    // that had moved is still under way.
    let seat = active(&s);
    let step = legal(&s, seat).into_iter().find(|m| m.starts_with("move ")).unwrap();
    ok(&mut s, seat, &step);
    let mut json = serde_json::to_value(&s).unwrap();
    json["turn"].as_object_mut().unwrap().remove("decided").expect("the field is stored");
    let old: State = serde_json::from_value(json).unwrap();
    assert_eq!(SkyGarden::at_turn_start(&old), Some(false));
}

#[test]
#[ignore]
fn show_labels() {
    use crate::games::label_checks::show_random_game;
    show_random_game::<SkyGarden>(&SkyGardenOptions {}, 3, 4, 9, &lively);
}

/// Every kind of decision, set up on purpose (random games reach some of
/// them rarely): each token of each legal move has words a player can tell
/// apart.
#[test]
fn labels_for_every_kind_of_move() {
    use crate::games::label_checks::check_position;
    let kinds = |s: &State, seat: usize| -> std::collections::BTreeSet<String> {
        legal(s, seat).iter().map(|m| m.split(' ').take(2).collect::<Vec<_>>().join(" ")).collect()
    };
    let mut cases: Vec<(State, usize, &[&str])> = vec![];
    // Choosing the Event card.
    let s = SkyGarden::setup(&SkyGardenOptions {}, 3, 5).unwrap();
    cases.push((s, 1, &["choose"]));
    // Every bonus waiting.
    for (pending, wanted) in [
        (Pending::Elements(2), &["bonus tree", "bonus lake", "bonus nest", "bonus skip"][..]),
        (Pending::Special(1), &["bonus special", "bonus skip"]),
        (Pending::BonusBird, &["bonus bird", "bonus skip"]),
        (Pending::EggChoice, &["bonus egg"]),
    ] {
        let mut s = fixture(3);
        s.players[0].funds = 9;
        chip_turn(&mut s, 0, Chip::Blue(1), None);
        s.turn.as_mut().unwrap().pending = vec![pending];
        cases.push((s, 0, wanted));
    }
    // Two birds to pick from, then the Employee.
    let mut s = fixture(3);
    chip_turn(&mut s, 0, Chip::Orange(2), None);
    s.turn.as_mut().unwrap().pick = Some([Bird::Swa, Bird::Haw]);
    cases.push((s, 0, &["pick SWA", "pick HAW"]));
    // A blue chip: an advert or a special bird.
    let mut s = fixture(3);
    s.players[0].funds = 9;
    chip_turn(&mut s, 0, Chip::Blue(2), None);
    cases.push((s, 0, &["ad small", "special JAV", "special OWL"]));
    // The purchase window, with a bird held and the Forest stocked.
    let mut s = fixture(3);
    s.players[0].funds = 12;
    s.forest.loose[Bird::Haw.idx()] = 1;
    chip_turn(&mut s, 0, Chip::Green(9), Some(Bird::Haw));
    employee_done(&mut s);
    cases.push((s, 0, &["place", "release", "buy nest", "buy tree", "buy bird", "buy extra"]));
    // Breeding with a pair on a nest, a milestone, moving birds on and off.
    let mut s = fixture(3);
    let p = &mut s.players[0];
    clear(p);
    p.areas[0].nest = true;
    put(p, 0, Bird::Shi, 2);
    put(p, 0, Bird::Wwe, 2);
    p.areas[0].on_nest = vec![Bird::Shi];
    s.grid[0] = 0; // MA1: 2 SHI + 2 WWE
    s.cubes[0].clear();
    chip_turn(&mut s, 0, Chip::Green(1), None);
    let t = s.turn.as_mut().unwrap();
    t.employee_moved = true;
    t.space = Some(6); // a Breed space with 3 players
    cases.push((s, 0, &["nest A1", "milestone M1", "forest A1", "breed", "end"]));
    for (s, seat, wanted) in cases {
        let have = kinds(&s, seat);
        for w in wanted {
            assert!(have.iter().any(|k| k.starts_with(w)), "no `{w}` among {have:?}");
        }
        check_position::<SkyGarden>(&s, seat);
    }
}

// ---------------------------------------------------------------- words

#[test]
fn a_refusal_is_a_catalogue_message_worded_in_ukrainian_with_its_plural() {
    use crate::i18n::{said_in, Lang};
    let mut s = fixture(3);
    let p = &mut s.players[0];
    clear(p);
    p.areas[0].nest = true;
    put(p, 0, Bird::Shi, 3);
    p.areas[0].on_nest = vec![Bird::Shi, Bird::Shi];
    chip_turn(&mut s, 0, Chip::Green(1), None);
    let refusal = play(&mut s, 0, "nest A1 SHI on").unwrap_err().0;
    assert_eq!(refusal.id, "sg-nest-full");
    assert_eq!(refusal.english(), "The nest of A1 already holds 2 birds.");
    assert_eq!(said_in(Lang::Uk, &refusal), "У гнізді на A1 уже 2 птахи.");
    // Someone else's move is refused by id, whatever the language.
    assert_eq!(play(&mut s, 1, "end").unwrap_err().0.id, "sg-not-your-turn");
}

#[test]
fn a_move_is_described_without_its_subject_in_the_present_tense() {
    use crate::i18n::{said_in, Lang};
    let mut s = fixture(3);
    s.players[0].employee = 0; // P1
    chip_turn(&mut s, 0, Chip::Green(1), Some(Bird::Shi));
    let out = play(&mut s, 0, "employee P3").unwrap().public;
    assert_eq!(out.id, "sg-did-employee");
    assert_eq!(out.english(), "moved the Employee 2 steps to P3");
    assert_eq!(said_in(Lang::Uk, &out), "пересуває працівника на 2 кроки до P3");
    // The log keeps the message and its mover, and the summary words them.
    assert_eq!(s.log.last(), Some(&(Some(0), out)));
    let summary = SkyGarden::summary(&s, crate::games::Viewer::Public);
    assert!(summary.english().contains("Last: orange moved the Employee 2 steps to P3"), "{}", summary.english());
    let uk = crate::i18n::words(Lang::Uk, &summary);
    assert!(uk.contains("Останнє: помаранчевий пересуває працівника на 2 кроки до P3"), "{uk}");
    assert!(uk.contains("кошти "), "{uk}");
}

#[test]
fn ukrainian_plurals_follow_the_count() {
    use crate::i18n::{said_in, Lang};
    let points = |n: i64| said_in(Lang::Uk, &crate::said!("sg-lb-points-gain", points = n));
    assert_eq!(points(1), "+1 очко");
    assert_eq!(points(3), "+3 очки");
    assert_eq!(points(5), "+5 очок");
    assert_eq!(points(21), "+21 очко");
    let eggs = |n: i64| said_in(Lang::Uk, &crate::said!("sg-lb-egg-tokens", count = n));
    assert_eq!(eggs(2), "2 жетони яєць");
    assert_eq!(eggs(11), "11 жетонів яєць");
}

#[test]
fn the_event_card_label_is_worded_in_both_languages() {
    use crate::i18n::{said_in, Lang};
    let s = SkyGarden::setup(&SkyGardenOptions {}, 2, 1).unwrap();
    let seat = (0..2).find(|&i| s.players[i].event_options.contains(&5)).expect("someone was dealt E6");
    let label = SkyGarden::describe_token(&s, seat, &["choose"], "E6").unwrap();
    assert_eq!(label.english(), "Keep E6: sets of Toucan + Hawk (1-5 $ income, up to 10 points)");
    assert_eq!(said_in(Lang::Uk, &label), "Залишити E6: набори Тукан + Яструб (дохід 1–5 $, до 10 очок)");
}
