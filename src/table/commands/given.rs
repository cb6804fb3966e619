//! The option values a user gave one command, read from a console line or
//! a Discord interaction alike: each front-end fills the bag, the command's
//! declaration builds the `Command` from it.

use std::str::FromStr;

/// Option values in the order given, in their text form (a whole number
/// as digits, yes/no, a user by id).
#[derive(Debug, Default, Clone, PartialEq, Eq)]
pub struct Given {
    values: Vec<(&'static str, String)>,
    /// `/game new`: the game's own options, which the game reads.
    game_options: Vec<(String, String)>,
}

impl Given {
    /// Records the declared option `name`'s value.
    pub fn put(&mut self, name: &'static str, value: impl Into<String>) {
        self.values.push((name, value.into()));
    }

    /// Records one of the game's own options (`/game new`).
    pub fn put_game_option(&mut self, name: impl Into<String>, value: impl Into<String>) {
        self.game_options.push((name.into(), value.into()));
    }

    pub fn has(&self, name: &str) -> bool {
        self.values.iter().any(|(n, _)| *n == name)
    }

    /// The value of `name`, if given (the first, if given twice).
    pub fn text(&self, name: &str) -> Option<&str> {
        self.values.iter().find(|(n, _)| *n == name).map(|(_, v)| v.as_str())
    }

    /// The value of `name` as a number; `Err` holds the text that is not one.
    pub fn number<T: FromStr>(&self, name: &str) -> Result<Option<T>, String> {
        match self.text(name) {
            None => Ok(None),
            Some(text) => text.parse().map(Some).map_err(|_| text.to_string()),
        }
    }

    /// Whether `name` was given as yes.
    pub fn is_yes(&self, name: &str) -> bool {
        self.text(name) == Some("yes")
    }

    /// Every value given, as `name:value` pairs in order.
    pub fn pairs(&self) -> Vec<(String, String)> {
        self.values.iter().map(|(n, v)| (n.to_string(), v.clone())).collect()
    }

    pub fn game_options(&self) -> Vec<(String, String)> {
        self.game_options.clone()
    }
}
