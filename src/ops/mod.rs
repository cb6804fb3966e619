//! What a server operator runs besides the bot itself: `aerie check`,
//! `aerie invite`, `aerie backup` and the log format.
//! Above the front-ends: these read the environment and print for a person.

pub mod backup;
pub mod check;
pub mod invite;
pub mod logging;
pub mod settings;
