//! Computer players, one set for every game, built on `catalog::Match`:
//!
//! - `fair`: what a seat may know; the players see determinized samples only;
//! - `greedy`: the easy player, a one-turn greedy look-ahead;
//! - `search`: the normal and hard players, Monte Carlo search with playouts;
//! - `guide`: for games with an outlook (Sky Garden), each move followed by
//!   the rest of the turn and judged by the outlook; what normal plays with
//!   other seats at the table;
//! - `plan`: for such a game, whole turns planned ahead (a beam search over
//!   the seat's turns), through the others' turns as `rivals` models them;
//! - `rollout`: the quick policy the playouts use;
//! - `eval`: how a position looks to a seat (score margin);
//! - `level`: levels, strategies and budgets.
//!
//! Every decision is seeded (the table uses the game's seed and the ply), so
//! it replays exactly unless a time budget cut it short.

mod eval;
mod fair;
mod greedy;
mod guide;
mod level;
mod plan;
mod rivals;
mod rollout;
mod search;

use rand::seq::SliceRandom;
use rand::{Rng, SeedableRng};
use rand_chacha::ChaCha8Rng;

pub use fair::fingerprint;
pub use level::{Budget, Level, Strategy};

use crate::catalog::Match;
use crate::games::Seat;
use fair::Knowledge;

/// The positions a computer seat has passed through in its turn under way,
/// for `choose_avoiding`. A new turn starts afresh: when another seat is to
/// move, or the same seat begins its next turn (a solo game is one seat's
/// turns from start to end; remembering all of them ruled out, say, an
/// advertisement whose choices looked like an earlier turn's end).
#[derive(Debug, Clone, Default)]
pub struct TurnMemory {
    seat: Option<Seat>,
    positions: Vec<u64>,
}

impl TurnMemory {
    /// Notes `state`, where `seat` is to decide, forgetting earlier turns.
    pub fn note(&mut self, state: &dyn Match, seat: Seat) {
        if self.seat != Some(seat) || state.at_turn_start() == Some(true) {
            self.seat = Some(seat);
            self.positions.clear();
        }
        self.positions.push(fingerprint(state, seat));
    }

    /// The fingerprints of the turn's positions so far, the latest included.
    pub fn positions(&self) -> &[u64] {
        &self.positions
    }
}

/// After this many decisions in one turn a computer seat ends the turn
/// as soon as a move does (a turn of Sky Garden takes a dozen or two).
const LONG_TURN: usize = 50;

/// The move `seat` should play, or `None` if it has none.
pub fn choose(state: &dyn Match, seat: Seat, strategy: Strategy, seed: u64) -> Option<String> {
    choose_avoiding(state, seat, strategy, seed, &[])
}

/// As `choose`, but never a move back to a position of `visited` (the
/// fingerprints of the positions earlier in this turn) while another move
/// exists: no pointless back-and-forth.
pub fn choose_avoiding(
    state: &dyn Match,
    seat: Seat,
    strategy: Strategy,
    seed: u64,
    visited: &[u64],
) -> Option<String> {
    let knowledge = Knowledge::new(state, seat);
    let mut rng = ChaCha8Rng::seed_from_u64(seed);
    let sample = knowledge.sample(rng.gen());
    let mut legal = sample.legal(seat);
    // A turn this long is wandering among positions that all look alike
    // (Sky Garden's pairs moved on and off nests before a breed): end it.
    if visited.len() > LONG_TURN {
        let ends_turn = |mv: &String| {
            let mut next = sample.boxed_clone();
            next.play(seat, mv).is_ok() && (next.to_move().seats() != [seat] || next.at_turn_start() == Some(true))
        };
        if let Some(mv) = legal.iter().find(|mv| ends_turn(mv)) {
            return Some(mv.clone());
        }
    }
    let mut fallback = None;
    // A few rounds at most: each drops the moves that only went back.
    for _ in 0..4 {
        if legal.is_empty() {
            break;
        }
        let ranked = rank(&knowledge, sample.as_ref(), legal.clone(), strategy, &mut rng);
        fallback = fallback.or_else(|| ranked.first().cloned());
        if visited.is_empty() {
            return fallback;
        }
        for mv in &ranked {
            let mut next = sample.boxed_clone();
            if next.play(seat, mv).is_ok() && !visited.contains(&fingerprint(next.as_ref(), seat)) {
                return Some(mv.clone());
            }
        }
        legal.retain(|mv| !ranked.contains(mv));
    }
    fallback
}

/// Candidate moves, best first, by `strategy`.
fn rank(
    knowledge: &Knowledge,
    sample: &dyn Match,
    mut legal: Vec<String>,
    strategy: Strategy,
    rng: &mut ChaCha8Rng,
) -> Vec<String> {
    match strategy {
        Strategy::Random => {
            legal.shuffle(rng);
            legal
        }
        Strategy::Greedy => greedy::choose(sample, knowledge.seat(), legal, rng).into_iter().collect(),
        Strategy::Search(budget) => search::rank(knowledge, legal, budget, rng),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::catalog;

    /// A solo Sky Garden game (seed 1000) played up to a face-up blue chip
    /// in round 2, its owner without funds: the turn before ended with the
    /// same choices and score as an advertisement now leaves.
    fn at_a_blue_chip_without_funds() -> (Box<dyn Match>, TurnMemory) {
        let engine = catalog::engine("sky-garden").unwrap();
        let mut game = engine.setup(&engine.parse_options(&[]).unwrap(), 1, 1000).unwrap();
        let mut memory = TurnMemory::default();
        let moves = "choose E4|move 2|employee P2|place A3|buy bird HAW A3|nest A3 HAW on|nest A3 HAW on|end|\
            move 5|employee P5|place A6|end|move 10|employee P2|buy lake A3|place A3|end|move 15|employee P4|\
            place A4|end|move 17|employee P1|place A1|end|move standby|end|move 3|employee P4|place A4|\
            buy bird HAW A4|milestone M1|milestone M5|end|move 5|employee P1|place A2|buy lake A1|\
            milestone M4|end|move 8";
        for mv in moves.split('|') {
            memory.note(game.as_ref(), 0);
            game.play(0, mv.trim()).unwrap();
        }
        memory.note(game.as_ref(), 0);
        (game, memory)
    }

    #[test]
    fn a_turn_remembers_its_own_positions_only() {
        let (game, memory) = at_a_blue_chip_without_funds();
        assert_eq!(memory.positions().len(), 2, "the turn's start and the blue chip");
        let planner = Strategy::Search(Budget { turns: 1, ..Budget::rollouts(0) });
        let choice = choose_avoiding(game.as_ref(), 0, planner, 7, memory.positions()).unwrap();
        assert!(choice.starts_with("ad "), "takes an advertisement with no funds, not {choice}");
    }

    #[test]
    fn a_turn_that_runs_too_long_ends_at_once() {
        let (game, _) = at_a_blue_chip_without_funds();
        let wandered: Vec<u64> = (0..=LONG_TURN as u64).collect();
        let planner = Strategy::Search(Budget { turns: 1, ..Budget::rollouts(0) });
        let choice = choose_avoiding(game.as_ref(), 0, planner, 7, &wandered).unwrap();
        assert_eq!(choice, "end", "after {} decisions the turn ends", LONG_TURN + 1);
    }
}
