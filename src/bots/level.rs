//! How strong a computer seat plays, and what each level may spend.

use std::time::Duration;

/// The level lives with the records a seat and a game's settings store;
/// what each level may spend is the bots' own.
pub use crate::records::Level;

impl Level {
    /// How this level chooses, and what one decision may spend.
    pub fn strategy(self) -> Strategy {
        match self {
            Level::Easy => Strategy::Greedy,
            Level::Normal => Strategy::Search(Budget {
                rollouts: 96,
                time: Duration::from_millis(300),
                candidates: 6,
                turns: 3,
                turns_with_others: 0,
            }),
            Level::Hard => Strategy::Search(Budget {
                rollouts: 640,
                time: Duration::from_millis(1000),
                candidates: 10,
                turns: 12,
                turns_with_others: TURNS_WITH_OTHERS,
            }),
        }
    }
}

/// How many of its turns the hard player plans ahead with others at the
/// table (each is a round of theirs too). 3 since the search got 5.6 times
/// faster: Sky Garden hard v normal, 2 players, seeds 2000-2019, 13/20
/// (median 65 ms) against 10.5/20 with 2; on seeds 2000-2039 29/40 with 2
/// players, 30.5/40 with 3 (medians 108-118 and 253-275 ms).
const TURNS_WITH_OTHERS: usize = 3;

/// How a computer player chooses.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Strategy {
    /// Any legal move, uniformly (a baseline for tests).
    Random,
    /// The greedy look-ahead (`greedy`).
    Greedy,
    /// Monte Carlo search over determinized samples (`search`).
    Search(Budget),
}

/// What one search decision may spend: it stops at whichever comes first,
/// so with a generous time the result depends on the seed alone.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Budget {
    /// Playouts to the end of the game, over all candidate moves.
    pub rollouts: u32,
    /// Wall-clock limit for the decision.
    pub time: Duration,
    /// How many of the best-looking moves the playouts compare (and how
    /// many lines a plan follows).
    pub candidates: usize,
    /// How many of the seat's turns a plan looks ahead (a game with an
    /// outlook played alone, `plan`); 0: the guide alone.
    pub turns: usize,
    /// The same with other seats at the table, their turns played in
    /// between by a model of them (`rivals`); 0: the guide alone.
    pub turns_with_others: usize,
}

impl Budget {
    /// A budget for tests: a few playouts, a plan two turns ahead (one with
    /// others) and no practical time limit.
    pub fn rollouts(rollouts: u32) -> Budget {
        Budget { rollouts, time: Duration::from_secs(3600), candidates: 6, turns: 2, turns_with_others: 1 }
    }
}
