//! The commands users give, each declared once (`declared.rs`): its words
//! (`["game", "export"]`), its options with their types and choices (taken
//! from the domain's own lists), its flags (answers privately, posts
//! publicly, throttled, plays, what it costs, works in DMs), and how the options given build the
//! `Command`. From the declarations come Discord's registration and its
//! decoding of an interaction (`discord::commands`), the console's parser
//! (`Command::parse`), `/help`'s list and the refusals that name what
//! exists (unknown command, subcommand or option).
//!
//! Adding a command is:
//! 1. its variant in `Command` (`table/command.rs`);
//! 2. its declaration in `declared.rs`: a `static`, listed in `ALL` where
//!    Discord should show it, and the arm of `Command::declaration`
//!    pointing at it (the compiler asks for that arm);
//! 3. its arm in the table's dispatch (`Table::handle`, `table/mod.rs`);
//! 4. its words in both catalogues (`i18n/{en,uk}/table.ftl`): `cmd-<path>`
//!    with `.description`, and `cmd-<path>-<option>` (with `.description`)
//!    and `cmd-<path>-<option>-<choice>` for its options and choices.
//!
//! Nothing else: tests check that every declaration round-trips through
//! the console (here) and through Discord (`discord::commands`), has its
//! words in both languages and fits Discord's limits.

mod declaration;
mod declared;
mod given;
mod parse;

pub use declaration::{Cost, Declared, Kind, Opt, Reach};
pub use declared::ALL;
pub use given::Given;
pub use parse::{lookup, parse, subcommands, unknown_option};

#[cfg(test)]
mod tests;
