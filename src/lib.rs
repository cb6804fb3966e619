//! Aerie: asynchronous board games hosted in chat channels.
//!
//! Layers, from pure to impure: [`games`] (rules) → [`table`] (a game hosted
//! in a channel) → [`store`] (SQLite) → front-ends ([`console`], Discord) and
//! [`render`] (board images).

pub mod console;
pub mod discord;
pub mod identity;
pub mod ops;
pub mod store;
pub mod table;
pub mod telemetry;

// The pure layers are the `aerie-core` crate (src/core.rs): optimised in
// development builds, and kept apart from I/O by the compiler.
pub use aerie_core::{bots, catalog, clock, game_record, games, i18n, ranking, ratings, records, render, text};
pub use aerie_core::{said, tr};
