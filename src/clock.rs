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
        SystemClock.now() + self.0.load(Ordering::SeqCst)
    }
    fn advance(&self, seconds: i64) -> bool {
        self.0.fetch_add(seconds, Ordering::SeqCst);
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

/// A clock that moves only when told to: for tests.
#[derive(Debug, Default)]
pub struct ManualClock(AtomicI64);

impl ManualClock {
    pub fn at(now: i64) -> Self {
        ManualClock(AtomicI64::new(now))
    }
    pub fn advance(&self, seconds: i64) {
        self.0.fetch_add(seconds, Ordering::SeqCst);
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
