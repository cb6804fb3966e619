//! Bad input never panics and never changes state: every game, at many
//! states of random games, is fed mangled versions of its own legal moves
//! and stray tokens; each must be refused cleanly (or, if it happens to be
//! legal, accepted), with a message, and the state untouched on refusal.

use rand::seq::SliceRandom;
use rand::{Rng, SeedableRng};
use rand_chacha::ChaCha8Rng;

use aerie::catalog;
use aerie::games::Turn;
use aerie::i18n::{Lang, Shows};

const STRAYS: &[&str] = &[
    "",
    "0",
    "-1",
    "4",
    "99",
    "18446744073709551616",
    "Z9",
    "A0",
    "a0",
    "k11",
    "T00",
    "T99",
    "R0",
    "R4",
    "stack",
    "black",
    "purple",
    "roof",
    "picks",
    "discard",
    ",",
    ",,",
    "black,",
    "é",
    "🦜",
    "skip",
    "done",
    "end",
    "draw",
    "take",
    "build",
];

fn mangle(rng: &mut ChaCha8Rng, legal: &[String]) -> String {
    let mut words: Vec<String> = legal.choose(rng).unwrap().split_whitespace().map(str::to_string).collect();
    for _ in 0..rng.gen_range(1..=2) {
        let i = rng.gen_range(0..=words.len());
        match rng.gen_range(0..4) {
            0 if i < words.len() => {
                words.remove(i);
            }
            1 => words.insert(i, STRAYS.choose(rng).unwrap().to_string()),
            2 if i < words.len() => {
                let other = legal.choose(rng).unwrap().split_whitespace().map(str::to_string).collect::<Vec<_>>();
                words[i] = other.choose(rng).cloned().unwrap_or_default();
            }
            _ if i < words.len() => words[i] = STRAYS.choose(rng).unwrap().to_string(),
            _ => {}
        }
    }
    words.join(" ")
}

#[test]
fn mangled_moves_are_refused_without_panics_or_changes() {
    for engine in catalog::engines() {
        let options = engine.parse_options(&[]).unwrap();
        let range = engine.seat_range(&options).unwrap();
        for seats in [*range.start(), *range.end()] {
            let mut rng = ChaCha8Rng::seed_from_u64(seats as u64);
            let mut game = engine.setup(&options, seats, 3).unwrap();
            let mut tried = 0;
            for _ in 0..400 {
                let Turn::Seats(to_move) = game.to_move() else { break };
                let seat = *to_move.choose(&mut rng).unwrap();
                let legal = game.legal(seat);
                for _ in 0..6 {
                    let attempt = mangle(&mut rng, &legal);
                    let before = game.snapshot();
                    let mut copy = game.boxed_clone();
                    match copy.play(seat, &attempt) {
                        Ok(_) => assert!(
                            legal.iter().any(|l| l.eq_ignore_ascii_case(attempt.trim())) || !legal.is_empty(),
                            "{}: `{attempt}` accepted",
                            engine.kind()
                        ),
                        Err(e) => {
                            assert!(helpful(&e.0), "{}: unhelpful refusal `{}`", engine.kind(), e.0.english());
                            assert_eq!(
                                copy.snapshot(),
                                before,
                                "{}: refused `{attempt}` changed the state",
                                engine.kind()
                            );
                        }
                    }
                    // Someone not to move is always refused.
                    if let Some(other) = (0..seats).find(|s| !to_move.contains(s)) {
                        let mut fresh = game.boxed_clone();
                        let err = fresh.play(other, legal.choose(&mut rng).unwrap()).expect_err("out of turn");
                        assert!(helpful(&err.0));
                        assert_eq!(fresh.snapshot(), before);
                    }
                    tried += 1;
                }
                let mv = legal.choose(&mut rng).unwrap().clone();
                game.play(seat, &mv).unwrap();
            }
            assert!(tried > 100);
        }
    }
}

/// A refusal says something, briefly, in every language.
fn helpful(refusal: &aerie::text::Said) -> bool {
    Lang::ALL.into_iter().all(|lang| {
        let words = aerie::i18n::said_in(lang, refusal);
        !words.trim().is_empty() && words.chars().count() < 400
    })
}

#[test]
fn every_game_refuses_nonsense_with_a_hint() {
    for engine in catalog::engines() {
        let options = engine.parse_options(&[]).unwrap();
        let seats = *engine.seat_range(&options).unwrap().end();
        let mut game = engine.setup(&options, seats, 1).unwrap();
        let seat = game.to_move().seats()[0];
        for text in ["", "   ", "hello world", "🦜", "build", "place", "walkway", "take 0", "take 4", "draw R9"] {
            let err = game.play(seat, text).expect_err(text);
            assert!(helpful(&err.0), "{}: unhelpful refusal for `{text}`: {}", engine.kind(), err.0.english());
        }
    }
}

#[tokio::test]
async fn an_unknown_subcommand_is_answered_with_every_subcommand_there_is() {
    let mut h = crate::support::Harness::new().await;
    let error = h.refused("alice: /game fly").await;
    for sub in ["new", "play", "agree", "replay", "export", "rematch", "resign", "settings"] {
        assert!(error.contains(sub), "{sub} in {error}");
    }
}
