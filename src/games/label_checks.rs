//! Test support shared by every game: the words of move tokens
//! (`Game::describe_token`) checked at every position of random games.
//!
//! A click panel shows these words instead of the notation, so every token
//! of every legal move must have some (never the bare token, never empty,
//! short enough for a Discord option label), and two choices offered side by
//! side must read differently, or a player could not tell them apart.

use std::collections::BTreeMap;
use std::time::{Duration, Instant};

use rand::seq::SliceRandom;
use rand::{Rng, SeedableRng};
use rand_chacha::ChaCha8Rng;

use super::{Game, Seat, Turn};
use crate::i18n::{self, Lang};

/// Discord's limit for an option label.
pub const MAX_LABEL: usize = 100;

/// What the checks saw, for the test's report.
#[derive(Debug, Default)]
pub struct Seen {
    pub positions: usize,
    pub labels: usize,
    /// The longest words, in characters.
    pub longest: String,
    /// The slowest position: the time for all its words and how many legal moves it had.
    pub slowest: (Duration, usize),
    /// The most legal moves of one position, with the time their words took.
    pub biggest: (usize, Duration),
}

impl Seen {
    fn add(&mut self, other: Seen) {
        self.positions += other.positions;
        self.labels += other.labels;
        if other.longest.chars().count() > self.longest.chars().count() {
            self.longest = other.longest;
        }
        self.slowest = self.slowest.max(other.slowest);
        self.biggest = self.biggest.max(other.biggest);
    }
}

/// A legal move's tokens, and the words of each.
pub type Worded = (Vec<String>, Vec<Option<String>>);

/// Every legal move of `seat` with the words of each of its tokens in
/// `lang`, as a panel shows them (notes that do not fit dropped), and the
/// time that took.
pub fn words_of<G: Game>(state: &G::State, seat: Seat, lang: Lang) -> (Vec<Worded>, Duration) {
    let legal: Vec<String> = G::legal_moves(state, seat).iter().map(|m| m.to_string()).collect();
    let start = Instant::now();
    let words = legal
        .iter()
        .map(|notation| {
            let tokens: Vec<&str> = notation.split_whitespace().collect();
            let words = (0..tokens.len())
                .map(|i| G::describe_token(state, seat, &tokens[..i], tokens[i]))
                .map(|said| said.map(|said| i18n::said_within(lang, &said, MAX_LABEL)))
                .collect();
            (tokens.iter().map(|t| t.to_string()).collect(), words)
        })
        .collect();
    (words, start.elapsed())
}

/// Checks the words of every token of every legal move of `seat` now, in
/// every language.
pub fn check_position<G: Game>(state: &G::State, seat: Seat) -> Seen {
    let mut seen = Seen::default();
    for lang in Lang::ALL {
        seen.add(check_position_in::<G>(state, seat, lang));
    }
    seen.positions = 1;
    seen
}

fn check_position_in<G: Game>(state: &G::State, seat: Seat, lang: Lang) -> Seen {
    let (moves, took) = words_of::<G>(state, seat, lang);
    let mut seen = Seen { positions: 1, slowest: (took, moves.len()), biggest: (moves.len(), took), ..Seen::default() };
    // For each prefix, the words of each token that may follow it.
    let mut choices: BTreeMap<Vec<String>, BTreeMap<String, String>> = BTreeMap::new();
    for (tokens, words) in &moves {
        for (i, (token, words)) in tokens.iter().zip(words).enumerate() {
            let at = format!("{lang:?}: token {i} of `{}`", tokens.join(" "));
            let words = words.as_deref().unwrap_or_else(|| panic!("{at} has no words"));
            assert!(!words.trim().is_empty(), "{at}: empty words");
            assert_ne!(words, token, "{at}: the words are the bare token");
            assert!(words.chars().count() <= MAX_LABEL, "{at}: `{words}` is longer than {MAX_LABEL}");
            seen.labels += 1;
            if words.chars().count() > seen.longest.chars().count() {
                seen.longest = words.to_string();
            }
            choices.entry(tokens[..i].to_vec()).or_default().insert(token.clone(), words.to_string());
        }
    }
    for (prefix, siblings) in &choices {
        let mut by_words: BTreeMap<&str, &str> = BTreeMap::new();
        for (token, words) in siblings {
            if let Some(other) = by_words.insert(words, token) {
                panic!("{lang:?}: after `{}`, `{other}` and `{token}` both read `{words}`", prefix.join(" "));
            }
        }
    }
    seen
}

/// Chooses the move to play among the legal ones (an index).
pub type Chooser<'a, G> = &'a dyn Fn(&[<G as Game>::Move], &mut ChaCha8Rng) -> usize;

/// Any legal move, each as likely.
pub fn uniform<M>(moves: &[M], rng: &mut ChaCha8Rng) -> usize {
    rng.gen_range(0..moves.len())
}

/// Plays a random legal game of `seats` players from `seed`, checking the
/// words at every position (for every seat to act) until the game ends or
/// `max_moves` were played.
pub fn check_random_game<G: Game>(
    options: &G::Options,
    seats: usize,
    seed: u64,
    max_moves: usize,
    choose: Chooser<G>,
) -> Seen {
    let mut state = G::setup(options, seats, seed).expect("setup");
    let mut rng = ChaCha8Rng::seed_from_u64(seed);
    let mut seen = Seen::default();
    for _ in 0..max_moves {
        let Turn::Seats(to_act) = G::to_move(&state) else { break };
        for &seat in &to_act {
            seen.add(check_position::<G>(&state, seat));
        }
        let seat = *to_act.choose(&mut rng).expect("someone acts");
        let moves = G::legal_moves(&state, seat);
        let mv = moves[choose(&moves, &mut rng)].clone();
        G::play(&mut state, seat, &mv).expect("a legal move plays");
    }
    seen
}

/// `check_random_game` for several seeds and player counts; prints what it saw.
pub fn check_random_games<G: Game>(
    options: &G::Options,
    seats: &[usize],
    seeds: &[u64],
    max_moves: usize,
    choose: Chooser<G>,
) -> Seen {
    let mut seen = Seen::default();
    for &n in seats {
        for &seed in seeds {
            seen.add(check_random_game::<G>(options, n, seed, max_moves, choose));
        }
    }
    println!(
        "{}: {} positions, {} labels; longest ({} chars): {:?}; slowest position {:?} ({} moves); biggest {} moves in {:?}",
        G::NAME,
        seen.positions,
        seen.labels,
        seen.longest.chars().count(),
        seen.longest,
        seen.slowest.0,
        seen.slowest.1,
        seen.biggest.0,
        seen.biggest.1
    );
    seen
}

/// Prints the words of every legal move at the positions of a random game,
/// one line a move, `every` positions apart: for reading them as a player
/// would (`cargo test show_labels -- --ignored --nocapture`), in the
/// language of `AERIE_LANG` (English by default).
pub fn show_random_game<G: Game>(options: &G::Options, seats: usize, seed: u64, every: usize, choose: Chooser<G>) {
    let lang = Lang::from_locale(&std::env::var("AERIE_LANG").unwrap_or_default());
    let mut state = G::setup(options, seats, seed).expect("setup");
    let mut rng = ChaCha8Rng::seed_from_u64(seed);
    for ply in 0.. {
        let Turn::Seats(to_act) = G::to_move(&state) else { break };
        let seat = *to_act.choose(&mut rng).expect("someone acts");
        if ply % every == 0 {
            println!("--- {} move {ply}, seat {seat}", G::NAME);
            for (tokens, words) in words_of::<G>(&state, seat, lang).0 {
                let words: Vec<&str> = words.iter().map(|w| w.as_deref().unwrap_or("<none>")).collect();
                println!("{:<28} {}", tokens.join(" "), words.join(" → "));
            }
        }
        let moves = G::legal_moves(&state, seat);
        let mv = moves[choose(&moves, &mut rng)].clone();
        G::play(&mut state, seat, &mv).expect("a legal move plays");
    }
}
