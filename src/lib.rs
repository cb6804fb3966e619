//! Aerie: asynchronous board games hosted in chat channels.
//!
//! Layers, from pure to impure: [`games`] (rules) → [`table`] (a game hosted
//! in a channel) → [`store`] (SQLite) → front-ends ([`console`], Discord) and
//! [`render`] (board images).

pub mod bots;
pub mod catalog;
pub mod clock;
pub mod console;
pub mod discord;
pub mod game_record;
pub mod games;
pub mod i18n;
pub mod ratings;
pub mod records;
pub mod render;
pub mod store;
pub mod table;
pub mod text;
