//! Aerie's pure layers, a crate of their own (`aerie-core`): the games'
//! rules, the computer players, the board pictures, the words, and the
//! records the table and the store share. Nothing here does I/O, and
//! nothing here knows the table, the store or a front-end: the compiler
//! holds that line. The `aerie` crate re-exports every module, so its code
//! reads `crate::games` as before.

pub mod bots;
pub mod catalog;
pub mod clock;
pub mod game_record;
pub mod games;
pub mod i18n;
pub mod ranking;
pub mod ratings;
pub mod records;
pub mod render;
pub mod text;
