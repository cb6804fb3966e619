//! Each server's computer thinking over the last hour, against a cap: past
//! it, the server's computers wait (never play weaker) until enough of the
//! hour's thinking has aged out.
//!
//! A server paused at the cap resumes a little below it (`RESUME_AT`), not
//! at the first second freed: otherwise, under steady demand, every
//! decision would pause and resume it again, and each time the channel is
//! told.

use std::collections::{HashMap, VecDeque};
use std::time::{Duration, Instant};

/// The window the cap applies to.
pub const WINDOW: Duration = Duration::from_secs(3600);
/// A paused server resumes once its hour's usage falls below this share of the cap.
const RESUME_AT: f64 = 0.9;

/// What a recorded decision changed for its server.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Change {
    None,
    Paused,
}

#[derive(Default)]
struct Server {
    /// When each decision ended and the CPU time it took, oldest first.
    spent: VecDeque<(Instant, Duration)>,
    total: Duration,
    paused: bool,
}

impl Server {
    fn forget_before(&mut self, now: Instant, window: Duration) {
        while let Some(&(at, cpu)) = self.spent.front() {
            if now.saturating_duration_since(at) < window {
                break;
            }
            self.total = self.total.saturating_sub(cpu);
            self.spent.pop_front();
        }
    }
}

/// The servers' usage. With no cap, nothing is kept and nobody waits.
pub struct Usage {
    cap: Option<Duration>,
    /// `WINDOW`, but for tests.
    window: Duration,
    servers: HashMap<String, Server>,
}

impl Usage {
    pub fn new(cap: Option<Duration>, window: Duration) -> Usage {
        Usage { cap, window, servers: HashMap::new() }
    }

    /// `server`'s decision took `cpu` (ending at `now`).
    pub fn record(&mut self, server: &str, now: Instant, cpu: Duration) -> Change {
        let Some(cap) = self.cap else { return Change::None };
        let usage = self.servers.entry(server.to_string()).or_default();
        usage.forget_before(now, self.window);
        usage.spent.push_back((now, cpu));
        usage.total += cpu;
        if !usage.paused && usage.total >= cap {
            usage.paused = true;
            return Change::Paused;
        }
        Change::None
    }

    /// Whether `server`'s computers may think now; a paused server that
    /// fell far enough below the cap is resumed.
    pub fn may_run(&mut self, server: &str, now: Instant) -> bool {
        let Some(cap) = self.cap else { return true };
        let Some(usage) = self.servers.get_mut(server) else { return true };
        usage.forget_before(now, self.window);
        if usage.paused && usage.total < cap.mul_f64(RESUME_AT) {
            usage.paused = false;
        }
        if !usage.paused && usage.spent.is_empty() {
            self.servers.remove(server);
            return true;
        }
        !usage.paused
    }

    /// Whether `server` is paused (as last looked at).
    #[cfg(test)]
    pub fn is_paused(&self, server: &str) -> bool {
        self.servers.get(server).is_some_and(|s| s.paused)
    }

    /// When a paused server among `servers` may next resume: when its next
    /// oldest decision ages out of the window.
    pub fn next_change<'a>(&self, servers: impl Iterator<Item = &'a str>) -> Option<Instant> {
        let window = self.window;
        servers
            .filter_map(|s| self.servers.get(s))
            .filter(|s| s.paused)
            .filter_map(|s| s.spent.front().map(|&(at, _)| at + window))
            .min()
    }

    /// The CPU time `server` used in the window (as last looked at).
    pub fn used(&self, server: &str) -> Duration {
        self.servers.get(server).map_or(Duration::ZERO, |s| s.total)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    const MINUTE: Duration = Duration::from_secs(60);

    #[test]
    fn a_server_past_the_cap_waits_until_its_hour_frees_up() {
        let mut usage = Usage::new(Some(20 * MINUTE), WINDOW);
        let start = Instant::now();
        // 19 minutes of thinking in the first 19 minutes: under the cap.
        for m in 0..19 {
            assert_eq!(usage.record("busy", start + m * MINUTE, MINUTE), Change::None);
        }
        assert!(usage.may_run("busy", start + 19 * MINUTE));
        assert_eq!(usage.record("busy", start + 20 * MINUTE, MINUTE), Change::Paused);
        assert!(!usage.may_run("busy", start + 21 * MINUTE));
        assert!(usage.may_run("other", start + 21 * MINUTE), "other servers go on");
        assert!(usage.is_paused("busy"));
        // Past the hour of the first decisions: once below 18 minutes (90 %), it resumes.
        assert_eq!(usage.next_change(["busy", "other"].into_iter()), Some(start + WINDOW));
        assert!(!usage.may_run("busy", start + WINDOW + MINUTE), "19 minutes in the window");
        assert!(usage.may_run("busy", start + WINDOW + 2 * MINUTE), "17 minutes in the window");
        assert!(!usage.is_paused("busy"));
        assert_eq!(usage.used("busy"), 17 * MINUTE);
    }

    #[test]
    fn without_a_cap_nobody_waits() {
        let mut usage = Usage::new(None, WINDOW);
        let now = Instant::now();
        assert_eq!(usage.record("s", now, 10 * WINDOW), Change::None);
        assert!(usage.may_run("s", now));
        assert_eq!(usage.next_change(["s"].into_iter()), None);
    }
}
