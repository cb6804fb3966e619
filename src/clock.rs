//! Time, behind a trait so that reminders and deadlines are tested without
//! waiting. Times are Unix seconds.

use std::sync::atomic::{AtomicI64, Ordering};

pub trait Clock: Send + Sync {
    /// Seconds since the Unix epoch.
    fn now(&self) -> i64;
    /// Moves simulated time on; false for clocks that follow real time.
    fn advance(&self, _seconds: i64) -> bool {
        false
    }
}

/// Real time plus a simulated offset: the console's clock, so `/wait 13h`
/// shows what reminders a player would get.
#[derive(Debug, Default)]
pub struct OffsetClock(AtomicI64);

impl Clock for OffsetClock {
    fn now(&self) -> i64 {
        SystemClock.now().saturating_add(self.0.load(Ordering::SeqCst))
    }
    fn advance(&self, seconds: i64) -> bool {
        saturating_add(&self.0, seconds);
        true
    }
}

/// The real wall clock.
#[derive(Debug, Default, Clone, Copy)]
pub struct SystemClock;

impl Clock for SystemClock {
    fn now(&self) -> i64 {
        std::time::SystemTime::now().duration_since(std::time::UNIX_EPOCH).map(|d| d.as_secs() as i64).unwrap_or(0)
    }
}

/// The time written in a file (Unix seconds), read at every look: lets a
/// test move the clock of several bot processes at once
/// (`AERIE_CLOCK_FILE`). Until the file is readable, real time.
#[derive(Debug)]
pub struct FileClock {
    path: std::path::PathBuf,
    /// The last time read, kept should the file be mid-rewrite.
    last: AtomicI64,
}

impl FileClock {
    pub fn new(path: impl Into<std::path::PathBuf>) -> Self {
        FileClock { path: path.into(), last: AtomicI64::new(SystemClock.now()) }
    }
}

impl Clock for FileClock {
    fn now(&self) -> i64 {
        match std::fs::read_to_string(&self.path).ok().and_then(|t| t.trim().parse::<i64>().ok()) {
            Some(now) => {
                self.last.store(now, Ordering::SeqCst);
                now
            }
            None => self.last.load(Ordering::SeqCst),
        }
    }
}

/// A clock that moves only when told to: for tests.
#[derive(Debug, Default)]
pub struct ManualClock(AtomicI64);

impl ManualClock {
    pub fn at(now: i64) -> Self {
        ManualClock(AtomicI64::new(now))
    }
    pub fn advance(&self, seconds: i64) {
        saturating_add(&self.0, seconds);
    }
    pub fn set(&self, now: i64) {
        self.0.store(now, Ordering::SeqCst);
    }
}

impl Clock for ManualClock {
    fn now(&self) -> i64 {
        self.0.load(Ordering::SeqCst)
    }
    fn advance(&self, seconds: i64) -> bool {
        ManualClock::advance(self, seconds);
        true
    }
}

/// Adds without wrapping: time stops at the end of representable time
/// rather than jumping back to 1677.
fn saturating_add(value: &AtomicI64, seconds: i64) {
    let _ = value.fetch_update(Ordering::SeqCst, Ordering::SeqCst, |v| Some(v.saturating_add(seconds)));
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn clocks_never_wrap() {
        let clock = ManualClock::at(i64::MAX - 10);
        clock.advance(100);
        assert_eq!(clock.now(), i64::MAX);
        let offset = OffsetClock::default();
        offset.advance(i64::MAX);
        offset.advance(i64::MAX);
        assert_eq!(offset.now(), i64::MAX);
    }
}
