//! A player's quiet hours and each awaited seat's turn clock, as stored.
//! What they mean in time (zones, nights, deadlines) is `table::quiet`'s.

use serde::{Deserialize, Serialize};

/// A daily window in a player's own time zone: from `from` to `until`,
/// minutes after local midnight; `until <= from` crosses midnight.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct QuietHours {
    /// IANA name; the window is in UTC without one.
    pub zone: Option<String>,
    pub from: i64,
    pub until: i64,
}

/// One awaited seat's own clock for the turn under way: the quiet hours it
/// stops for (as they were when the turn began) and its own deadline.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct SeatClock {
    pub seat: usize,
    /// `None`: this player keeps no quiet hours (another awaited one does).
    pub quiet: Option<QuietHours>,
    /// When this seat's turn times out; `None` while the clock is paused.
    pub deadline_at: Option<i64>,
    /// While paused (a vacation): the running seconds it had left.
    pub left: Option<i64>,
}
