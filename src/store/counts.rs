//! How often the store was asked to read a game, read a player and commit:
//! what one click or command costs, for tests and benchmarks to hold down.

use std::sync::atomic::{AtomicU64, Ordering};

/// Running totals, shared by every clone of one store.
#[derive(Debug, Default)]
pub(super) struct Counters {
    game_reads: AtomicU64,
    player_reads: AtomicU64,
    commits: AtomicU64,
}

/// The totals at one moment; subtract two to get what happened between.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct Counts {
    /// Whole games loaded (the game, its seats and its moves, one transaction).
    pub game_reads: u64,
    /// A player's settings read.
    pub player_reads: u64,
    /// Changes to a game committed (a move, a lobby change, an undo…).
    pub commits: u64,
}

impl Counters {
    pub(super) fn game_read(&self) {
        self.game_reads.fetch_add(1, Ordering::Relaxed);
    }

    pub(super) fn player_read(&self) {
        self.player_reads.fetch_add(1, Ordering::Relaxed);
    }

    pub(super) fn commit(&self) {
        self.commits.fetch_add(1, Ordering::Relaxed);
    }

    pub(super) fn now(&self) -> Counts {
        Counts {
            game_reads: self.game_reads.load(Ordering::Relaxed),
            player_reads: self.player_reads.load(Ordering::Relaxed),
            commits: self.commits.load(Ordering::Relaxed),
        }
    }
}

impl std::ops::Sub for Counts {
    type Output = Counts;
    fn sub(self, earlier: Counts) -> Counts {
        Counts {
            game_reads: self.game_reads - earlier.game_reads,
            player_reads: self.player_reads - earlier.player_reads,
            commits: self.commits - earlier.commits,
        }
    }
}
