//! Worked examples of the spec (section 7) and random playouts.

use rand::{Rng, SeedableRng};
use rand_chacha::ChaCha8Rng;

use super::data::{data, Colour, COLOURS};
use super::notation::{parse, Move};
use super::objectives;
use super::rules::{self, legal_moves, play};
use super::scoring;
use super::state::{ActionKind, FinalScore, ObjectiveSlot, Piece, State, Tower, TriggerKind};
use super::TowerUp;
use crate::games::{Game, Viewer};
use crate::i18n::Shows;

use Colour::{Black, Brown, Grey, White};

const ORANGE: usize = 0;
const BLUE: usize = 1;
const GREEN: usize = 2;

/// Places a tower: `stack` is F for a floor, o/b/g/p for a roof of seat 0-3.
fn put(s: &mut State, label: &str, colour: Colour, stack: &str) {
    let i = s.board_data().index(label).expect("label");
    let mut t = Tower { colour, stack: vec![] };
    for ch in stack.chars() {
        match ch {
            'F' => t.stack.push(Piece::Floor),
            r => {
                let seat = "obgp".find(r).expect("roof letter");
                let level = t.height();
                t.stack.push(Piece::Roof { seat, level });
            }
        }
    }
    s.towers[i] = Some(t);
}

fn tower<'a>(s: &'a State, label: &str) -> &'a Tower {
    s.towers[s.board_data().index(label).unwrap()].as_ref().expect("tower")
}

fn stack_text(t: &Tower) -> String {
    t.stack
        .iter()
        .map(|p| match p {
            Piece::Floor => 'F',
            Piece::Roof { seat, .. } => "obgp".as_bytes()[*seat] as char,
        })
        .collect()
}

fn card(id: &str) -> usize {
    data().cards.iter().position(|c| c.id == id).unwrap()
}

fn f1() -> State {
    let mut s = State::blank(3, 7);
    put(&mut s, "B2", Black, "F");
    put(&mut s, "C3", Black, "FFb");
    put(&mut s, "D3", Brown, "F");
    put(&mut s, "E6", White, "F");
    s.players[ORANGE].hand = [2, 1, 0, 0];
    s.players[ORANGE].vehicles = [1, 0, 0, 0];
    s
}

fn build(site: &str, colour: Colour, roof: &str) -> Move {
    Move::Build { site: site.into(), colour, roof: roof.into() }
}

fn json(s: &State) -> String {
    serde_json::to_string(s).unwrap()
}

/// Plays a move that must be illegal; checks the state is unchanged.
fn refuse(s: &mut State, seat: usize, mv: &Move) -> String {
    let before = json(s);
    let err = play(s, seat, mv).expect_err("move must be illegal");
    assert_eq!(before, json(s), "state changed by an illegal move");
    assert!(!legal_moves(s, seat).contains(mv), "illegal move listed as legal: {mv}");
    err.0.english()
}

#[test]
fn e1_cost_with_two_same_coloured_neighbours() {
    let mut s = f1();
    let mv = build("C2", White, "C3");
    assert!(legal_moves(&s, ORANGE).contains(&mv));
    let out = play(&mut s, ORANGE, &mv).unwrap();
    assert!(!out.reveals);
    assert_eq!(s.players[ORANGE].hand, [0; 4]);
    assert_eq!(tower(&s, "C2").colour, White);
    assert_eq!(stack_text(tower(&s, "C2")), "F");
    assert_eq!(stack_text(tower(&s, "B2")), "FF");
    assert_eq!(stack_text(tower(&s, "C3")), "FFbFo");
    assert_eq!(tower(&s, "C3").height(), 3);
    assert_eq!(tower(&s, "C3").stack[4], Piece::Roof { seat: ORANGE, level: 3 });
    assert_eq!(s.players[ORANGE].vehicles[Black.index()], 4);
    assert_eq!(s.players[ORANGE].roofs, 9);
    assert_eq!(s.visible_roofs(BLUE), 0);
    assert!(tower(&s, "C3").has_roof_of(BLUE));
    // Brown and grey are legal colours but unaffordable.
    let s = f1();
    for c in [Brown, Grey] {
        let e = rules::validate_build(&s, ORANGE, "C2", c, "C2").unwrap_err().0;
        assert!(e.shows("costs"), "{}", e.english());
    }
}

#[test]
fn e2_roof_choice() {
    for (x, vehicle, from, to) in [("C2", White, 0, 1), ("B2", Black, 1, 3), ("C3", Black, 1, 4)] {
        let mut s = f1();
        play(&mut s, ORANGE, &build("C2", White, x)).unwrap();
        assert_eq!(f1().players[ORANGE].vehicles[vehicle.index()], from);
        assert_eq!(s.players[ORANGE].vehicles[vehicle.index()], to, "roof {x}");
    }
    let mut s = f1();
    for x in ["D3", "B1"] {
        let e = refuse(&mut s, ORANGE, &build("C2", White, x));
        assert!(e.contains("roof must go"), "{e}");
    }
}

#[test]
fn e3_illegal_builds() {
    let mut s = f1();
    let e = refuse(&mut s, ORANGE, &build("C2", Black, "C2"));
    assert!(e.contains("next to a black tower"), "{e}");
    let e = refuse(&mut s, ORANGE, &build("E8", White, "E8"));
    assert!(e.contains("no neighbouring tower"), "{e}");
    let e = refuse(&mut s, ORANGE, &build("C3", White, "C3"));
    assert!(e.contains("already holds a tower"), "{e}");
    s.players[ORANGE].hand = [1, 1, 1, 1];
    let e = refuse(&mut s, ORANGE, &build("C2", White, "C2"));
    assert!(e.contains("2 black") && e.contains("only 1 black"), "{e}");
    assert!(!legal_moves(&s, ORANGE).iter().any(|m| matches!(m, Move::Build { site, .. } if site == "C2")));
}

#[test]
fn e4_all_four_colours_around() {
    let mut s = State::blank(3, 1);
    put(&mut s, "B1", Brown, "F");
    put(&mut s, "B2", Black, "F");
    put(&mut s, "C1", Grey, "F");
    put(&mut s, "C3", White, "F");
    s.players[ORANGE].hand = [5, 5, 5, 5];
    assert!(!legal_moves(&s, ORANGE).iter().any(|m| matches!(m, Move::Build { site, .. } if site == "C2")));
    for c in COLOURS {
        let e = refuse(&mut s, ORANGE, &build("C2", c, "C2"));
        assert!(e.contains("all four colours"), "{e}");
    }
}

#[test]
fn e5_end_of_track() {
    let mut s = f1();
    s.players[ORANGE].vehicles[0] = 10;
    let out = play(&mut s, ORANGE, &build("C2", White, "C3")).unwrap();
    assert_eq!(s.players[ORANGE].vehicles[0], 12);
    assert!(out.public.shows("1 lost"), "{}", out.public.english());
    let mut s = f1();
    s.players[ORANGE].vehicles[0] = 12;
    play(&mut s, ORANGE, &build("C2", White, "C3")).unwrap();
    assert_eq!(s.players[ORANGE].vehicles[0], 12);
    assert_eq!(stack_text(tower(&s, "C3")), "FFbFo");
    assert_eq!(s.players[ORANGE].roofs, 9);
}

#[test]
fn e6_extra_action_from_star_column() {
    let mut s = f1();
    s.players[ORANGE].vehicles = [1, 2, 3, 2];
    play(&mut s, ORANGE, &build("C2", White, "C3")).unwrap();
    assert_eq!(s.players[ORANGE].vehicles, [4, 2, 3, 2]);
    assert_eq!(s.players[ORANGE].used_stars, vec![2]);
    assert_eq!((s.current, s.action), (ORANGE, ActionKind::Extra));
    assert!(legal_moves(&s, ORANGE).contains(&Move::Skip));
    // Skip keeps the star column used and passes the turn.
    play(&mut s, ORANGE, &Move::Skip).unwrap();
    assert_eq!((s.current, s.action), (BLUE, ActionKind::Main));
    assert_eq!(s.players[ORANGE].used_stars, vec![2]);
    // Roof on C2 instead.
    let mut s = f1();
    s.players[ORANGE].vehicles = [1, 2, 3, 2];
    play(&mut s, ORANGE, &build("C2", White, "C2")).unwrap();
    assert_eq!(s.players[ORANGE].vehicles, [1, 3, 3, 2]);
    assert_eq!((s.current, s.action), (BLUE, ActionKind::Main));
    assert!(s.players[ORANGE].used_stars.is_empty());
    let e = refuse(&mut s, BLUE, &Move::Skip);
    assert!(e.contains("only skip an extra action"), "{e}");
}

#[test]
fn e7_two_star_columns_one_extra_and_chaining() {
    let mut s = f1();
    s.players[ORANGE].vehicles = [1, 5, 4, 6];
    play(&mut s, ORANGE, &build("C2", White, "C3")).unwrap();
    assert_eq!(s.players[ORANGE].vehicles, [4, 5, 4, 6]);
    assert_eq!(s.players[ORANGE].used_stars, vec![2, 4]);
    assert_eq!((s.current, s.action), (ORANGE, ActionKind::Extra));
    // The extra action reaches m = 5: nothing.
    s.players[ORANGE].vehicles = [5, 5, 4, 6];
    s.market[0] = card("M44");
    play(&mut s, ORANGE, &Move::Take { slot: 1, picks: vec![] }).unwrap();
    assert_eq!(s.players[ORANGE].vehicles, [5, 5, 5, 7]);
    assert_eq!(s.players[ORANGE].used_stars, vec![2, 4]);
    assert_eq!((s.current, s.action), (BLUE, ActionKind::Main));
    // Later m = 6 gives S = {6} and one more extra action, which chains.
    s.current = ORANGE;
    s.players[ORANGE].vehicles = [6, 6, 5, 7];
    s.market[0] = card("M44");
    play(&mut s, ORANGE, &Move::Take { slot: 1, picks: vec![] }).unwrap();
    assert_eq!(s.players[ORANGE].used_stars, vec![2, 4, 6]);
    assert_eq!((s.current, s.action), (ORANGE, ActionKind::Extra));
    s.players[ORANGE].vehicles = [8, 8, 7, 8];
    s.market[0] = card("M44");
    play(&mut s, ORANGE, &Move::Take { slot: 1, picks: vec![] }).unwrap();
    assert_eq!(s.players[ORANGE].used_stars, vec![2, 4, 6, 8]);
    assert_eq!((s.current, s.action), (ORANGE, ActionKind::Extra));
}

#[test]
fn e8_extra_action_from_card() {
    let mut s = f1();
    s.players[ORANGE].vehicles = [3, 2, 1, 1];
    s.market[0] = card("M44");
    let hand = s.players[ORANGE].hand;
    let out = play(&mut s, ORANGE, &Move::Take { slot: 1, picks: vec![] }).unwrap();
    assert!(out.reveals);
    assert_eq!(s.players[ORANGE].vehicles, [3, 2, 2, 2]);
    assert_eq!(s.players[ORANGE].used_stars, vec![2]);
    assert_eq!(s.players[ORANGE].hand, hand);
    assert_eq!((s.current, s.action), (ORANGE, ActionKind::Extra));
}

#[test]
fn e9_wild_card() {
    let mut s = f1();
    s.supply = [20, 0, 18, 19];
    s.market[1] = card("M35");
    let e = refuse(&mut s, ORANGE, &Move::Take { slot: 2, picks: vec![White, Grey] });
    assert!(e.contains("cannot pick white"), "{e}");
    play(&mut s, ORANGE, &Move::Take { slot: 2, picks: vec![Brown, Grey] }).unwrap();
    assert_eq!(s.players[ORANGE].hand, [2, 1, 1, 1]);
    assert_eq!(s.supply, [20, 0, 17, 18]);
    assert!(s.trigger.is_none());
    assert_eq!(s.discard_pile, vec![card("M35")]);
    assert_ne!(s.market[1], card("M35"));
    assert_eq!(s.market.len(), 3);
}

#[test]
fn e10_exhausted_colour_sets_off_the_end() {
    let mut s = f1();
    s.current = BLUE;
    s.players[BLUE].hand = [2, 1, 1, 1];
    s.supply = [1, 6, 0, 4];
    s.market[0] = card("M14");
    let e = refuse(&mut s, BLUE, &Move::Take { slot: 1, picks: vec![Grey] });
    assert!(e.contains("pick is missing"), "{e}");
    let e = refuse(&mut s, BLUE, &Move::Take { slot: 1, picks: vec![Brown, White] });
    assert!(e.contains("cannot pick brown"), "{e}");
    play(&mut s, BLUE, &Move::Take { slot: 1, picks: vec![Grey, White] }).unwrap();
    assert_eq!(s.players[BLUE].hand, [3, 2, 1, 2]);
    assert_eq!(s.supply, [0, 5, 0, 3]);
    assert_eq!(s.trigger.map(|t| (t.kind, t.seat)), Some((TriggerKind::Exhausted, BLUE)));
    assert!(s.pending.is_none());
    // Final queue: green, orange, blue.
    assert_eq!((s.current, s.action), (GREEN, ActionKind::Final));
    assert_eq!(s.final_queue, vec![ORANGE, BLUE]);
    for seat in [GREEN, ORANGE, BLUE] {
        assert_eq!(s.current, seat);
        assert!(!legal_moves(&s, seat).contains(&Move::Skip));
        let mv = legal_moves(&s, seat).into_iter().find(|m| matches!(m, Move::Take { .. })).unwrap();
        play(&mut s, seat, &mv).unwrap();
        while s.pending.is_some() {
            let d = legal_moves(&s, seat)[0].clone();
            play(&mut s, seat, &d).unwrap();
        }
        assert!(s.players[seat].final_score.is_some());
    }
    assert!(s.over);
    assert_eq!(TowerUp::to_move(&s), crate::games::Turn::Over);
    assert!(!TowerUp::winners(&s).is_empty());
}

#[test]
fn e11_hand_limit() {
    let mut s = f1();
    s.players[ORANGE].hand = [3, 3, 2, 1];
    s.supply = [10; 4];
    s.market[2] = card("M25");
    play(&mut s, ORANGE, &Move::Take { slot: 3, picks: vec![] }).unwrap();
    assert_eq!(s.pending.map(|p| p.count), Some(3));
    assert_eq!((s.current, s.action), (ORANGE, ActionKind::Main));
    // Giving back more than needed is refused, with what is needed.
    let e = refuse(&mut s, ORANGE, &Move::Discard([2, 1, 0, 1]));
    assert!(e.contains("only 3 more"), "{e}");
    let e = refuse(&mut s, ORANGE, &build("C2", White, "C3"));
    assert!(e.contains("first give back 3"), "{e}");
    // One floor at a time: one move per colour held.
    let one = |c: Colour| {
        let mut counts = [0; 4];
        counts[c.index()] = 1;
        Move::Discard(counts)
    };
    assert_eq!(legal_moves(&s, ORANGE), COLOURS.map(one).to_vec());
    // {black 2} alone leaves 11 floors: the player stays in the discard step.
    for _ in 0..2 {
        let out = play(&mut s, ORANGE, &one(Black)).unwrap();
        assert!(!out.reveals, "a discard reveals nothing, so it can be undone");
    }
    assert_eq!(s.pending.map(|p| p.count), Some(1));
    assert_eq!((s.current, s.players[ORANGE].hand_size()), (ORANGE, 11));
    let e = refuse(&mut s, ORANGE, &Move::Discard([0, 1, 0, 1]));
    assert!(e.contains("only 1 more"), "{e}");
    play(&mut s, ORANGE, &one(White)).unwrap();
    // {black 2, white 1}: the spec's result.
    assert_eq!(s.players[ORANGE].hand, [2, 3, 3, 2]);
    assert_eq!(s.supply, [11, 10, 9, 9]);
    assert_eq!(s.current, BLUE);
    assert!(s.pending.is_none());
    assert_eq!(s.last.as_ref().unwrap().text, "take 3; discard black,black,white");
}

/// Stored move logs give back several floors in one move: they replay the
/// same as one floor at a time.
#[test]
fn e11_hand_limit_in_one_old_move() {
    let mut s = f1();
    s.players[ORANGE].hand = [3, 3, 2, 1];
    s.supply = [10; 4];
    s.market[2] = card("M25");
    play(&mut s, ORANGE, &Move::Take { slot: 3, picks: vec![] }).unwrap();
    let e = refuse(&mut s, ORANGE, &parse("discard black,black,white,grey").unwrap());
    assert!(e.contains("only 3 more"), "{e}");
    let e = refuse(&mut s, ORANGE, &parse("discard grey,grey,grey").unwrap());
    assert!(e.contains("only 2 grey"), "{e}");
    play(&mut s, ORANGE, &parse("discard black,black,white").unwrap()).unwrap();
    assert_eq!(s.players[ORANGE].hand, [2, 3, 3, 2]);
    assert_eq!(s.supply, [11, 10, 9, 9]);
    assert_eq!(s.current, BLUE);
}

fn f3() -> State {
    let mut s = f1();
    put(&mut s, "A7", Grey, "Fo");
    put(&mut s, "E5", Brown, "Fo");
    put(&mut s, "A2", White, "Fb");
    put(&mut s, "D8", Grey, "Fb");
    s.objectives = vec![
        ObjectiveSlot { id: "O9".into(), chips: vec![5, 3] },
        ObjectiveSlot { id: "O5".into(), chips: vec![7, 5, 3] },
        ObjectiveSlot { id: "O8".into(), chips: vec![7, 5, 3] },
    ];
    s.players[BLUE].chips = vec![("O9".into(), 7)];
    s
}

#[test]
fn e12_claiming_an_objective() {
    let mut s = f3();
    let out = play(&mut s, ORANGE, &build("C2", White, "C3")).unwrap();
    assert!(out.public.shows("claimed 5 from Skyline"), "{}", out.public.english());
    assert_eq!(s.players[ORANGE].chips, vec![("O9".to_string(), 5)]);
    assert_eq!(s.objectives[0].chips, vec![3]);
    assert_eq!(s.objectives[1].chips, vec![7, 5, 3]);
    assert_eq!(s.objectives[2].chips, vec![7, 5, 3]);
    assert_eq!(s.visible_roofs(BLUE), 2);
    assert_eq!(s.players[BLUE].chips, vec![("O9".to_string(), 7)]);
    // Blue at 3 visible roofs again claims nothing; green's first check takes 3.
    put(&mut s, "A1", Brown, "Fb");
    put(&mut s, "A5", Black, "Fg");
    put(&mut s, "A6", White, "Fg");
    put(&mut s, "B5", White, "Fg");
    let claims = objectives::claim(&mut s, BLUE);
    assert_eq!(claims, vec![(GREEN, "O9".to_string(), 3)]);
    assert!(s.objectives[0].chips.is_empty());
    assert_eq!(s.players[BLUE].chips.len(), 1);
    // O9 now pays nothing.
    put(&mut s, "A8", Black, "Fo");
    assert!(objectives::claim(&mut s, ORANGE).is_empty());
}

#[test]
fn e13_ending_with_the_last_roof() {
    let mut s = f1();
    put(&mut s, "A7", Grey, "Fo");
    put(&mut s, "E5", Brown, "Fo");
    put(&mut s, "A2", White, "Fo");
    put(&mut s, "D8", Grey, "Fo");
    s.players[ORANGE].roofs = 1;
    s.players[ORANGE].vehicles = [1, 2, 3, 2];
    play(&mut s, ORANGE, &build("C2", White, "C3")).unwrap();
    assert_eq!(s.trigger.map(|t| (t.kind, t.seat)), Some((TriggerKind::LastRoof, ORANGE)));
    assert_eq!(s.players[ORANGE].used_stars, vec![2]);
    let fs = s.players[ORANGE].final_score.clone().expect("orange scored");
    assert_eq!((fs.visible_roofs, fs.cone), (5, 5));
    assert_eq!(data().track.value(fs.cone), 6);
    assert_eq!((s.current, s.action), (BLUE, ActionKind::Final));
    assert_eq!(s.final_queue, vec![GREEN]);
    // Blue's final build covers orange's roof on A2; orange's score holds.
    s.players[BLUE].hand = [1, 1, 0, 0];
    play(&mut s, BLUE, &build("A1", Black, "A1")).unwrap();
    assert_eq!(stack_text(tower(&s, "A2")), "FoF");
    assert_eq!(s.players[ORANGE].final_score, Some(fs.clone()));
    assert_eq!(scoring::current(&s, ORANGE), fs);
    assert!(s.players[BLUE].final_score.is_some());
    assert_eq!((s.current, s.action), (GREEN, ActionKind::Final));
    play(&mut s, GREEN, &Move::Take { slot: 1, picks: vec![] }).unwrap();
    assert!(s.over);
    // Two players: seat 2 sets "exhausted"; queue is seat 1 then seat 2.
    let mut s = State::blank(2, 3);
    s.current = 1;
    s.supply = [0, 10, 10, 10];
    s.market[0] = card("M01");
    play(&mut s, 1, &Move::Take { slot: 1, picks: vec![White] }).unwrap();
    assert_eq!((s.current, s.action, s.final_queue.clone()), (0, ActionKind::Final, vec![1]));
}

#[test]
fn e14_final_score_and_tie() {
    let mut s = State::blank(3, 5);
    for (label, c) in [("A1", Black), ("A3", White), ("A5", Brown), ("A7", Grey), ("C1", White), ("C5", Black)] {
        put(&mut s, label, c, "Fo");
    }
    s.players[ORANGE].vehicles = [12, 7, 5, 4];
    s.players[ORANGE].chips = vec![("O3".into(), 7), ("O9".into(), 3)];
    let f = scoring::compute(&s, ORANGE);
    assert_eq!((f.visible_roofs, f.cone, f.chips, f.total), (6, 6, 10, 60));
    let vehicles: i64 = f.vehicles.iter().map(|&c| data().track.value(c)).sum();
    assert_eq!(vehicles, 42);
    assert_eq!(data().track.value(6), 8);
    s.players[ORANGE].final_score = Some(f);
    let fixed = |total| FinalScore { vehicles: [0; 4], visible_roofs: 0, cone: 0, chips: 0, total };
    s.players[BLUE].final_score = Some(fixed(60));
    s.players[GREEN].final_score = Some(fixed(55));
    assert!(TowerUp::winners(&s).is_empty());
    s.over = true;
    assert_eq!(TowerUp::winners(&s), vec![ORANGE, BLUE]);
    let scores = TowerUp::scores(&s);
    assert!(scores.iter().all(|sc| sc.tiebreak.is_empty()));
    assert_eq!(scores[ORANGE].total, 60);
}

#[test]
fn setup_follows_section_3() {
    for seats in 2..=4 {
        for seed in 0..20 {
            let s = TowerUp::setup(&Default::default(), seats, seed).unwrap();
            assert_eq!(s.board, if seats == 2 { "half" } else { "full" });
            let towers: Vec<&Tower> = s.towers.iter().flatten().collect();
            assert_eq!(towers.len(), 3);
            for c in COLOURS {
                let on_board = towers.iter().filter(|t| t.colour == c).count() as u32;
                assert_eq!(s.supply[c.index()], 30 - seats as u32 - on_board);
            }
            let mut order = s.order.clone();
            order.sort();
            assert_eq!(order, (0..seats).collect::<Vec<_>>());
            for (k, &seat) in s.order.iter().enumerate() {
                assert_eq!(s.players[seat].colour, data().player_colours[k]);
            }
            assert_eq!(s.current, s.order[0]);
            assert_eq!(s.objectives.len(), 3);
            for o in &s.objectives {
                assert_eq!(o.chips, data().bonus_chips[&seats]);
            }
            assert_eq!(s.deck.len() + s.market.len(), 44);
            check_invariants(&s);
        }
    }
    let opts = TowerUp::parse_options(&[("first-game".into(), "yes".into())]).unwrap();
    let s = TowerUp::setup(&opts, 3, 9).unwrap();
    let ids: Vec<&str> = s.objectives.iter().map(|o| o.id.as_str()).collect();
    assert_eq!(ids, ["O2", "O3", "O4"]);
    assert!(TowerUp::setup(&opts, 5, 9).is_err());
    assert!(TowerUp::parse_options(&[("first-game".into(), "maybe".into())]).is_err());
}

#[test]
fn notation_round_trip_and_errors() {
    for text in ["take 2", "take 3 picks brown,grey", "discard black,black,white", "build C2 white roof C3", "skip"] {
        assert_eq!(parse(text).unwrap().to_string(), text);
    }
    assert_eq!(parse("  TAKE 3  picks Brown , grey ").unwrap(), parse("take 3 picks brown,grey").unwrap());
    assert_eq!(parse("build c2 WHITE roof c3").unwrap(), build("C2", White, "C3"));
    assert_eq!(parse("discard white black black").unwrap(), Move::Discard([2, 1, 0, 0]));
    for bad in [
        "",
        "take",
        "take 4",
        "take 1 picks",
        "take 1 picks pink",
        "build C2 white C3",
        "build Z9 white roof C3",
        "skip now",
        "fly",
    ] {
        let e = parse(bad).unwrap_err().0;
        assert!(e.shows("xpected") || e.shows("must be") || e.shows("not a"), "{bad}: {}", e.english());
    }
    assert!(parse("take 3 discard black").unwrap_err().0.shows("discard"));
}

#[test]
fn summary_and_hand() {
    let s = TowerUp::setup(&Default::default(), 4, 11).unwrap();
    let text = TowerUp::summary(&s, Viewer::Public);
    assert!(text.shows("main action") && text.shows("Market:") && text.shows("Supply:"), "{}", text.english());
    assert!(!text.shows("Deck:"));
    let h = TowerUp::hand(&s, 0).unwrap();
    assert_eq!(h.english(), "black 1, white 1, brown 1, grey 1 (4 floors)");
}

fn check_invariants(s: &State) {
    let d = data();
    for c in COLOURS {
        let hands: u32 = s.players.iter().map(|p| p.hand[c.index()]).sum();
        let board: u32 = s.towers.iter().flatten().filter(|t| t.colour == c).map(|t| t.height()).sum();
        assert_eq!(s.supply[c.index()] + hands + board, d.floors_per_colour, "{c} conservation");
    }
    for seat in 0..s.seats {
        let on_board = s
            .towers
            .iter()
            .flatten()
            .flat_map(|t| t.stack.iter())
            .filter(|p| matches!(p, Piece::Roof { seat: x, .. } if *x == seat))
            .count() as u32;
        assert_eq!(on_board + s.players[seat].roofs, d.roofs_per_player);
        if s.pending.is_none() || s.current != seat {
            assert!(s.players[seat].hand_size() <= d.hand_limit);
        }
        assert!(s.players[seat].vehicles.iter().all(|&v| v <= d.track.end_column));
    }
    let board = s.board_data();
    for (i, t) in s.towers.iter().enumerate() {
        let Some(t) = t else { continue };
        assert!(t.height() as usize <= 1 + board.sites[i].adj.len());
        for &a in &board.sites[i].adj {
            if let Some(u) = &s.towers[a] {
                assert_ne!(t.colour, u.colour, "adjacent towers share a colour");
            }
        }
    }
    assert_eq!(s.market.len(), 3);
    assert_eq!(s.market.len() + s.deck.len() + s.discard_pile.len(), 44);
}

/// A random move, usually illegal.
fn garbage(rng: &mut ChaCha8Rng, s: &State) -> Move {
    let board = s.board_data();
    let site = |rng: &mut ChaCha8Rng| board.sites[rng.gen_range(0..board.sites.len())].label.clone();
    let colour = |rng: &mut ChaCha8Rng| COLOURS[rng.gen_range(0..4)];
    match rng.gen_range(0..4) {
        0 => Move::Take { slot: rng.gen_range(1..=3), picks: (0..rng.gen_range(0..3)).map(|_| colour(rng)).collect() },
        1 => Move::Discard([rng.gen_range(0..3), rng.gen_range(0..3), rng.gen_range(0..2), rng.gen_range(0..2)]),
        2 => Move::Build { site: site(rng), colour: colour(rng), roof: site(rng) },
        _ => Move::Skip,
    }
}

/// A several-floor discard that stored move logs may hold: accepted while
/// it gives back no more than needed, though legal moves offer one floor.
fn old_discard(s: &State, seat: usize, mv: &Move) -> bool {
    let Move::Discard(counts) = mv else { return false };
    let total: u32 = counts.iter().sum();
    let held = COLOURS.iter().all(|c| counts[c.index()] <= s.players[seat].hand[c.index()]);
    s.pending.is_some_and(|p| (1..=p.count).contains(&total)) && held
}

#[derive(Default, Debug)]
struct Stats {
    max_list: usize,
    moves: usize,
    exhausted: usize,
    last_roof: usize,
    discards: usize,
    skips: usize,
    extras: usize,
    reshuffles: usize,
    claims: usize,
    shared: usize,
}

/// `take_bias`: chance (percent) of choosing a Take when one is legal, so
/// that long games (exhausted supply, reshuffles, hand limit) occur too.
fn playout(seats: usize, seed: u64, first_game: bool, take_bias: u32, st: &mut Stats) -> usize {
    let opts = super::Options { first_game };
    let mut s = TowerUp::setup(&opts, seats, seed).unwrap();
    let mut rng = ChaCha8Rng::seed_from_u64(seed.wrapping_mul(31) + seats as u64);
    let mut log: Vec<(usize, Move)> = vec![];
    // One-floor discards make a long game of many takes longer still.
    let cap = 3000;
    check_invariants(&s);
    while !s.over {
        assert!(log.len() < cap, "move cap reached ({seats} players, seed {seed})");
        let seat = s.current;
        for other in 0..seats {
            if other != seat {
                assert!(legal_moves(&s, other).is_empty());
            }
        }
        let moves = legal_moves(&s, seat);
        assert!(!moves.is_empty());
        st.max_list = st.max_list.max(moves.len());
        for m in &moves {
            assert_eq!(&parse(&m.to_string()).unwrap(), m, "round trip of {m}");
        }
        // Garbage moves fail and leave the state unchanged.
        let before = json(&s);
        for _ in 0..3 {
            let g = garbage(&mut rng, &s);
            if !moves.contains(&g) && !old_discard(&s, seat, &g) {
                assert!(play(&mut s, seat, &g).is_err(), "garbage {g} accepted");
                assert_eq!(before, json(&s));
            } else {
                assert!(play(&mut s.clone(), seat, &g).is_ok());
            }
        }
        let other = (seat + 1) % seats;
        assert_eq!(play(&mut s, other, &moves[0]).unwrap_err().0.english(), "It is not your turn.");
        let takes: Vec<&Move> = moves.iter().filter(|m| matches!(m, Move::Take { .. })).collect();
        let mv = if !takes.is_empty() && rng.gen_range(0..100) < take_bias {
            takes[rng.gen_range(0..takes.len())].clone()
        } else {
            moves[rng.gen_range(0..moves.len())].clone()
        };
        let deck_before = s.deck.len();
        let out = play(&mut s, seat, &mv).unwrap_or_else(|e| panic!("legal {mv} refused: {e}"));
        assert_eq!(out.reveals, matches!(mv, Move::Take { .. }));
        assert!(!out.public.english().is_empty());
        if matches!(mv, Move::Take { .. }) && deck_before == 0 {
            st.reshuffles += 1;
        }
        st.discards += matches!(mv, Move::Discard(_)) as usize;
        st.skips += matches!(mv, Move::Skip) as usize;
        st.extras += (s.action == ActionKind::Extra && s.current == seat && s.pending.is_none()) as usize;
        st.claims += out.public.english().matches("claimed").count();
        log.push((seat, mv));
        check_invariants(&s);
        let _ = TowerUp::summary(&s, Viewer::Public);
    }
    // Everyone scored, and the scores are frozen totals.
    for seat in 0..seats {
        assert!(s.players[seat].final_score.is_some());
        assert_eq!(TowerUp::scores(&s)[seat].total, s.players[seat].final_score.as_ref().unwrap().total);
    }
    assert!(!TowerUp::winners(&s).is_empty());
    assert!(legal_moves(&s, 0).is_empty());
    match s.trigger.expect("trigger").kind {
        TriggerKind::Exhausted => st.exhausted += 1,
        TriggerKind::LastRoof => st.last_roof += 1,
    }
    st.shared += (TowerUp::winners(&s).len() > 1) as usize;
    st.moves += log.len();
    // Replay.
    let mut r = TowerUp::setup(&opts, seats, seed).unwrap();
    for (seat, mv) in &log {
        play(&mut r, *seat, mv).unwrap();
    }
    assert_eq!(json(&r), json(&s));
    log.len()
}

#[test]
fn random_playouts() {
    let mut st = Stats::default();
    for seats in 2..=4 {
        for seed in 0..12 {
            let bias = [0, 50, 85, 95][seed as usize % 4];
            playout(seats, seed, seed % 3 == 1, bias, &mut st);
        }
    }
    eprintln!("random playouts: {st:?}");
    assert!(st.max_list < 600, "legal list too large: {}", st.max_list);
    assert!(st.exhausted > 0 && st.last_roof > 0 && st.discards > 0 && st.skips > 0 && st.extras > 0);
}

#[test]
fn random_playout_helper_ends() {
    for seats in 2..=4 {
        let (s, n) = super::random_playout(seats, 100 + seats as u64, false, 5000);
        assert!(s.over, "{seats} players did not finish in {n} moves");
    }
}

fn words(s: &State, seat: usize, notation: &str) -> String {
    let tokens: Vec<&str> = notation.split(' ').collect();
    let (last, before) = tokens.split_last().unwrap();
    TowerUp::describe_token(s, seat, before, last).unwrap_or_else(|| panic!("no words for `{notation}`")).english()
}

#[test]
fn labels_in_random_games() {
    use crate::games::label_checks::{check_random_games, uniform};
    check_random_games::<TowerUp>(&super::Options { first_game: false }, &[2, 3, 4], &[1, 2], 400, &uniform);
    check_random_games::<TowerUp>(&super::Options { first_game: true }, &[3], &[5], 400, &uniform);
}

#[test]
fn labels_say_what_a_take_and_a_discard_do() {
    use crate::games::label_checks::check_position;
    let mut s = f1();
    s.players[ORANGE].hand = [3, 2, 2, 2];
    s.supply = [10; 4];
    s.market[0] = card("M06");
    assert_eq!(words(&s, ORANGE, "take 1"), "Take card 1: grey, black, white (you'll hold 12: give back 2)");
    s.market[1] = card("M35");
    assert_eq!(words(&s, ORANGE, "take 2"), "Take card 2: wild, wild (you name colours next)");
    assert_eq!(words(&s, ORANGE, "take 2 picks grey,white"), "Open icons as grey, white (you'll hold 11: give back 1)");
    check_position::<TowerUp>(&s, ORANGE);
    play(&mut s, ORANGE, &parse("take 1").unwrap()).unwrap();
    check_position::<TowerUp>(&s, ORANGE);
    assert_eq!(words(&s, ORANGE, "discard"), "Give back floors: you hold 12, 2 over the limit of 10");
    assert_eq!(words(&s, ORANGE, "discard black"), "Give back a black floor (you'll hold 11: 1 more to give back)");
    play(&mut s, ORANGE, &parse("discard black").unwrap()).unwrap();
    assert_eq!(words(&s, ORANGE, "discard grey"), "Give back a grey floor (you'll hold 10)");
}

#[test]
fn labels_say_what_a_build_costs_and_does() {
    let mut s = f3();
    s.players[ORANGE].hand = [2, 2, 2, 2];
    s.current = ORANGE;
    s.action = ActionKind::Main;
    assert_eq!(words(&s, ORANGE, "build"), "Build a tower and roof it (10 roofs left)");
    assert_eq!(words(&s, ORANGE, "build C2"), "Build on C2, next to towers: 2 black");
    assert_eq!(words(&s, ORANGE, "build C2 white"), "White tower on C2: costs 2 black + 1 white (you'll hold 5)");
    let roof = words(&s, ORANGE, "build C2 white roof C3");
    assert!(roof.starts_with("Roof on C3, height 3: black vehicle +3, score +"), "{roof}");
    assert!(roof.ends_with(", claims 5 (Skyline)"), "{roof}");
    // An extra action may be declined.
    s.action = ActionKind::Extra;
    assert_eq!(words(&s, ORANGE, "skip"), "Skip the extra action: your turn ends");
    crate::games::label_checks::check_position::<TowerUp>(&s, ORANGE);
}

#[test]
#[ignore]
fn show_labels() {
    use crate::games::label_checks::{show_random_game, uniform};
    show_random_game::<TowerUp>(&super::Options { first_game: false }, 3, 4, 7, &uniform);
}

/// Refusals and move descriptions are catalogue messages: worded in
/// Ukrainian with the right plural, and in English as before.
#[test]
fn refusals_and_moves_are_worded_in_ukrainian_with_plurals() {
    use crate::i18n::{said_in, Lang};
    let uk = |said: &crate::text::Said| said_in(Lang::Uk, said);
    let mut s = f1();
    s.players[ORANGE].hand = [3, 3, 2, 1];
    s.supply = [10; 4];
    s.market[2] = card("M25");
    let out = play(&mut s, ORANGE, &Move::Take { slot: 3, picks: vec![] }).unwrap();
    assert_eq!(
        uk(&out.public),
        "бере карту 3 (чорний, білий, коричневий, сірий) і отримує поверхи: чорний, білий, коричневий, сірий; \
         має повернути 3 поверхи"
    );
    assert_eq!(
        out.public.english(),
        "took card 3 (black, white, brown, grey), gaining black, white, brown, grey; must discard 3"
    );
    let err = play(&mut s, ORANGE, &Move::Discard([2, 1, 0, 2])).unwrap_err().0;
    assert_eq!(err.id, "tu-discard-too-many");
    assert_eq!(uk(&err), "Щоб лишилося 10, поверніть ще лише 3 поверхи; ви назвали 5.");
    let err = play(&mut s, ORANGE, &build("C2", White, "C3")).unwrap_err().0;
    assert_eq!(uk(&err), "У вас понад 10 поверхів: спершу поверніть 3 поверхи командою `discard <colour>`, по одному.");
    let err = play(&mut s, ORANGE, &parse("discard grey,grey,grey").unwrap()).unwrap_err().0;
    assert_eq!(uk(&err), "У вас сірих поверхів лише 2, тож повернути 3 не можна.");
    let out = play(&mut s, ORANGE, &parse("discard black,black").unwrap()).unwrap();
    assert_eq!(uk(&out.public), "повертає поверхи: чорний, чорний; має повернути ще 1 поверх");
    let err = play(&mut s, ORANGE, &parse("discard white,grey").unwrap()).unwrap_err().0;
    assert_eq!(uk(&err), "Щоб лишилося 10, поверніть ще лише 1 поверх; ви назвали 2.");

    // A build whose vehicle runs off the end of its track.
    let mut s = f1();
    s.players[ORANGE].vehicles[0] = 10;
    let out = play(&mut s, ORANGE, &build("C2", White, "C3")).unwrap();
    assert_eq!(
        uk(&out.public),
        "будує білу вежу на C2 з дахом на C3 (висота 3); чорний локомотив 10→12 (1 клітинку втрачено)"
    );
    assert_eq!(
        out.public.english(),
        "built a white tower on C2 with a roof on C3 (height 3); black vehicle 10→12 (1 lost)"
    );
    // Colours agree with the tower: "поруч із чорною вежею".
    let e = said_in(Lang::Uk, &play(&mut f1(), ORANGE, &build("C2", Black, "C2")).unwrap_err().0);
    assert!(e.starts_with("C2 поруч із чорною вежею; оберіть колір"), "{e}");
}

#[test]
fn the_summary_hand_and_score_read_in_ukrainian() {
    use crate::i18n::{said_in, words, Lang};
    let s = TowerUp::setup(&Default::default(), 2, 11).unwrap();
    let hand = TowerUp::hand(&s, 0).unwrap();
    assert_eq!(said_in(Lang::Uk, &hand), "чорний 1, білий 1, коричневий 1, сірий 1 (4 поверхи)");
    let summary = words(Lang::Uk, &TowerUp::summary(&s, Viewer::Public));
    assert!(summary.starts_with("Ходить ") && summary.contains(": основний хід"), "{summary}");
    assert!(summary.contains("Ринок: 1: ") && summary.contains("Запас: "), "{summary}");
    assert!(!summary.contains("Market") && !summary.contains("hand"), "{summary}");
    let detail = said_in(Lang::Uk, &TowerUp::scores(&s)[0].detail);
    assert_eq!(
        detail,
        "локомотиви 0 (чорний 0, білий 0, коричневий 0, сірий 0) + конус 0 (0 видимих дахів) + жетони 0"
    );
    assert_eq!(
        TowerUp::scores(&s)[0].detail.english(),
        "vehicles 0 (black 0, white 0, brown 0, grey 0) + cone 0 (0 visible roofs) + chips 0"
    );
    let err = TowerUp::setup(&Default::default(), 5, 1).unwrap_err();
    assert_eq!(said_in(Lang::Uk, &err), "Для Tower Up потрібно від 2 до 4 гравців, а не 5.");
}

#[test]
fn labels_read_in_ukrainian() {
    use crate::i18n::{said_within, Lang};
    let mut s = f3();
    s.players[ORANGE].hand = [2, 2, 2, 2];
    s.current = ORANGE;
    s.action = ActionKind::Main;
    let uk = |notation: &str| {
        let tokens: Vec<&str> = notation.split(' ').collect();
        let (last, before) = tokens.split_last().unwrap();
        said_within(Lang::Uk, &TowerUp::describe_token(&s, ORANGE, before, last).unwrap(), 100)
    };
    assert_eq!(uk("build"), "Збудувати вежу й поставити дах (лишилося 10 дахів)");
    assert_eq!(uk("build C2"), "Будувати на C2, поруч вежі: 2 чорні");
    assert_eq!(uk("build C2 white"), "Біла вежа на C2: коштує 2 чорні + 1 білий (у вас лишиться 5)");
    let roof = uk("build C2 white roof C3");
    assert!(roof.starts_with("Дах на C3, висота 3: чорний локомотив +3, рахунок +"), "{roof}");
    assert!(roof.ends_with(", жетон 5 («Панорама»)"), "{roof}");
}

#[test]
#[ignore = "prints a game's moves in Ukrainian to read; run on request"]
fn show_moves_in_ukrainian() {
    use crate::i18n::{said_in, said_within, Lang};
    let mut s = State::setup(3, 8, false);
    let mut rng = ChaCha8Rng::seed_from_u64(8);
    while !s.over {
        let seat = s.current;
        let moves = legal_moves(&s, seat);
        let mv = moves[rng.gen_range(0..moves.len())].clone();
        let tokens: Vec<String> = mv.to_string().split(' ').map(String::from).collect();
        let (last, before) = tokens.split_last().unwrap();
        let before: Vec<&str> = before.iter().map(String::as_str).collect();
        let label = TowerUp::describe_token(&s, seat, &before, last).map(|l| said_within(Lang::Uk, &l, 100));
        let out = play(&mut s, seat, &mv).unwrap();
        println!("{mv:28} {}\n{:28} [{}]", said_in(Lang::Uk, &out.public), "", label.unwrap_or_default());
    }
    println!("{}", crate::i18n::words(Lang::Uk, &TowerUp::summary(&s, Viewer::Public)));
}

/// The images mark what a turn changed: the state keeps each turn's
/// actions (discards folded into their Take) and what stood before it.
#[test]
fn a_turn_keeps_what_it_changed_for_the_images() {
    use super::changes::Action;
    // An extra action belongs to the same turn as the build that earned it.
    let mut s = f1();
    s.players[ORANGE].vehicles = [1, 2, 3, 2];
    s.players[ORANGE].hand = [2, 1, 0, 0];
    s.market[0] = card("M25");
    s.supply = [10; 4];
    play(&mut s, ORANGE, &build("C2", White, "C3")).unwrap();
    let turn = s.turn.clone().unwrap();
    let board = s.board_data();
    let at = |label: &str| board.index(label).unwrap();
    assert_eq!(turn.seat, ORANGE);
    assert_eq!(turn.vehicles, [1, 2, 3, 2], "the columns as the turn began");
    assert_eq!(
        turn.actions,
        [Action::Build { site: at("C2"), colour: White, raised: vec![at("B2"), at("C3")], roof: at("C3"), level: 3 }]
    );
    s.players[ORANGE].hand = [3, 3, 2, 1];
    play(&mut s, ORANGE, &Move::Take { slot: 1, picks: vec![] }).unwrap();
    play(&mut s, ORANGE, &Move::Discard([1, 0, 0, 0])).unwrap();
    play(&mut s, ORANGE, &Move::Discard([0, 1, 0, 1])).unwrap();
    assert_eq!(s.current, BLUE);
    let turn = s.turn.clone().unwrap();
    assert_eq!(turn.actions.len(), 2, "{:?}", turn.actions);
    assert_eq!(
        turn.actions[1],
        Action::Take { slot: 0, card: card("M25"), gained: [1, 1, 1, 1], gave_back: [1, 1, 0, 1] }
    );
    assert_eq!((turn.hand, turn.supply), ([2, 1, 0, 0], [10; 4]), "as the turn began");
    // The next seat's move begins a new record.
    play(&mut s, BLUE, &Move::Take { slot: 2, picks: vec![] }).unwrap_or_else(|e| panic!("{}", e.0.english()));
    let turn = s.turn.clone().unwrap();
    assert_eq!((turn.seat, turn.actions.len()), (BLUE, 1));
    // A game stored before the record loads without it.
    let mut stored: serde_json::Value = serde_json::from_str(&json(&s)).unwrap();
    stored.as_object_mut().unwrap().remove("turn");
    let loaded: State = serde_json::from_value(stored).unwrap();
    assert!(loaded.turn.is_none());
}
