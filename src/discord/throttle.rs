//! A per-user limit on the public posts one person can cause: opening
//! tables, joining, leaving, seating computers, kicking, starting and
//! undoing each post in the channel, and without a limit one person could
//! flood it. The same kind of limit, each with its own budget, holds what
//! costs the table work: moves (and clicks on a game) and the views that
//! rebuild a game from its log (replays, exports). Only the Discord edge is
//! limited; the table (and the console) is not.
//!
//! A rolling window: a user may act `limit` times in any `window`; beyond
//! that they are told when the oldest of those actions leaves it.

use std::collections::{HashMap, VecDeque};
use std::sync::Mutex;
use std::time::{Duration, Instant};

use crate::table::commands::Cost;

/// Lobby actions (and undos) one user may make in a rolling minute.
pub const LOBBY_ACTIONS_PER_MINUTE: usize = 5;

/// Moves, undos and clicks on a game one user may make in a rolling
/// minute: a Sky Garden turn clicked through the move builder takes a dozen
/// clicks, so a human never meets it; a script hammering a table does.
pub const MOVES_PER_MINUTE: usize = 60;

/// Replays, exports and views that rebuild a turn in progress one user may
/// ask for in a rolling minute: each rebuilds the game from its move log.
/// A person stepping through a replay clicks Next every second or two, so
/// fewer would stop them half-way through a game.
pub const REPLAYS_PER_MINUTE: usize = 30;

/// What a throttle counts, for the words of its refusal.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Counted {
    /// Lobby posts (and undos): "table actions".
    TableActions,
    Moves,
    Replays,
}

/// Every per-user budget of the Discord edge.
pub struct Budgets {
    /// Lobby posts (and undos).
    pub lobby: Throttle,
    pub moves: Throttle,
    pub replays: Throttle,
}

impl Budgets {
    pub fn per_minute(lobby: usize, moves: usize, replays: usize) -> Budgets {
        Budgets {
            lobby: Throttle::per_minute(lobby),
            moves: Throttle::per_minute(moves).counting(Counted::Moves),
            replays: Throttle::per_minute(replays).counting(Counted::Replays),
        }
    }

    /// The budget a command of this cost counts against, if any.
    pub fn of(&self, cost: Cost) -> Option<&Throttle> {
        match cost {
            Cost::Light => None,
            Cost::Move => Some(&self.moves),
            Cost::Replay => Some(&self.replays),
        }
    }
}

/// Above this many users remembered, those with no action in the window are forgotten.
const PRUNE_ABOVE: usize = 1024;

pub struct Throttle {
    limit: usize,
    counted: Counted,
    window: Duration,
    recent: Mutex<HashMap<String, VecDeque<Instant>>>,
}

impl Throttle {
    pub fn per_minute(limit: usize) -> Throttle {
        Throttle { limit, counted: Counted::TableActions, window: Duration::from_secs(60), recent: Mutex::default() }
    }

    /// The same limit, for what `counted` names (its refusal says so).
    pub fn counting(mut self, counted: Counted) -> Throttle {
        self.counted = counted;
        self
    }

    /// Counts an action by `user` at `now` if they are within the limit;
    /// else how long until they may act again (nothing is counted).
    pub fn take(&self, user: &str, now: Instant) -> Result<(), Duration> {
        let Ok(mut recent) = self.recent.lock() else { return Ok(()) };
        let window = self.window;
        let expired = |at: &Instant| now.saturating_duration_since(*at) >= window;
        if recent.len() > PRUNE_ABOVE {
            recent.retain(|_, times| times.back().is_some_and(|at| !expired(at)));
        }
        let times = recent.entry(user.to_string()).or_default();
        while times.front().is_some_and(expired) {
            times.pop_front();
        }
        if times.len() >= self.limit {
            let oldest = times.front().copied().unwrap_or(now);
            return Err(window.saturating_sub(now.saturating_duration_since(oldest)));
        }
        times.push_back(now);
        Ok(())
    }

    /// The private answer to an action over the limit.
    pub fn refusal(&self, wait: Duration, lang: crate::i18n::Lang) -> String {
        let seconds = wait.as_secs() + u64::from(wait.subsec_nanos() > 0);
        let (limit, seconds) = (self.limit, seconds.max(1) as i64);
        match self.counted {
            Counted::TableActions => crate::tr!(lang, "edge-too-many-actions", limit = limit, seconds = seconds),
            Counted::Moves => crate::tr!(lang, "edge-too-many-moves", limit = limit, seconds = seconds),
            Counted::Replays => crate::tr!(lang, "edge-too-many-replays", limit = limit, seconds = seconds),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_user_over_the_limit_waits_for_the_oldest_action_to_leave_the_window() {
        let throttle = Throttle::per_minute(5);
        let start = Instant::now();
        let at = |s: u64| start + Duration::from_secs(s);
        for s in 0..5 {
            assert_eq!(throttle.take("alice", at(s * 10)), Ok(()));
        }
        assert_eq!(throttle.take("alice", at(45)), Err(Duration::from_secs(15)));
        // Refused actions are not counted; another user is not affected.
        assert_eq!(throttle.take("bob", at(45)), Ok(()));
        assert_eq!(throttle.take("alice", at(60)), Ok(()));
        assert_eq!(throttle.take("alice", at(61)), Err(Duration::from_secs(9)));
        assert!(throttle.refusal(Duration::from_millis(8_200), crate::i18n::Lang::En).contains("try again in 9 s"));
        assert!(throttle.refusal(Duration::ZERO, crate::i18n::Lang::En).contains("in 1 s"));
    }

    #[test]
    fn each_budget_says_what_it_counts_in_both_languages() {
        use crate::i18n::Lang;
        let wait = Duration::from_secs(12);
        let moves = Throttle::per_minute(60).counting(Counted::Moves);
        let replays = Throttle::per_minute(10).counting(Counted::Replays);
        assert!(moves.refusal(wait, Lang::En).contains("60 moves"), "{}", moves.refusal(wait, Lang::En));
        assert!(replays.refusal(wait, Lang::En).contains("10 replays"), "{}", replays.refusal(wait, Lang::En));
        for throttle in [&moves, &replays] {
            assert!(throttle.refusal(wait, Lang::En).contains("try again in 12 s"));
            assert!(throttle.refusal(wait, Lang::Uk).contains("через 12 с"), "{}", throttle.refusal(wait, Lang::Uk));
        }
    }

    #[test]
    fn users_gone_quiet_are_forgotten() {
        let throttle = Throttle::per_minute(1);
        let start = Instant::now();
        for user in 0..=PRUNE_ABOVE {
            let _ = throttle.take(&user.to_string(), start);
        }
        let _ = throttle.take("late", start + Duration::from_secs(61));
        assert_eq!(throttle.recent.lock().unwrap().len(), 1);
    }
}
