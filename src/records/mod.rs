//! What the table hands the store to keep, as typed data: a game's result,
//! settings and proposal, and a computer seat's level. Below both the table
//! and the store, so the store reads and writes them without knowing the
//! table.
//!
//! Their JSON is what the table wrote before they had types: the store
//! writes them through `serde_json::Value` ([`stored_json`]), whose objects
//! keep their keys sorted, so the stored bytes stay the same.

pub mod clocks;
pub mod level;
pub mod proposal;
pub mod result;
pub mod settings;

pub use clocks::{QuietHours, SeatClock};
pub use level::Level;
pub use proposal::{Proposal, Proposed};
pub use result::{Cancelled, Ending, GameResult, Standing};
pub use settings::{DeadlineAction, Settings, TurnRules};

/// A record's JSON as the store writes it: through a `Value`, whose objects
/// sort their keys as the `json!` that built the records before did, so the
/// bytes are the same whatever the order of the fields.
pub fn stored_json<T: serde::Serialize>(record: &T) -> Result<serde_json::Value, serde_json::Error> {
    serde_json::to_value(record)
}
