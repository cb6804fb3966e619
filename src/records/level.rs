//! How strong a computer seat plays, as a seat and a game's settings store it.

use std::fmt;

/// The level chosen with `/game bot add level:…` (and a game's stand-in
/// level, `/game settings standin:…`). What each level may spend is the
/// bots' business (`bots::Level::strategy`).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, serde::Serialize, serde::Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Level {
    /// Today's greedy look-ahead: quick and beatable.
    Easy,
    /// A small search; also what a stand-in plays unless the table chose otherwise.
    #[default]
    Normal,
    /// The full search, within a second per decision.
    Hard,
}

impl Level {
    pub const ALL: [Level; 3] = [Level::Easy, Level::Normal, Level::Hard];

    pub fn as_str(self) -> &'static str {
        match self {
            Level::Easy => "easy",
            Level::Normal => "normal",
            Level::Hard => "hard",
        }
    }

    pub fn parse(text: &str) -> Option<Level> {
        Level::ALL.into_iter().find(|l| l.as_str().eq_ignore_ascii_case(text.trim()))
    }
}

impl fmt::Display for Level {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.as_str())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn stored_as_lowercase_words() {
        let stored: Vec<String> = Level::ALL.iter().map(|l| serde_json::to_string(l).unwrap()).collect();
        assert_eq!(stored, [r#""easy""#, r#""normal""#, r#""hard""#]);
        assert_eq!(serde_json::from_str::<Level>(r#""hard""#).unwrap(), Level::Hard);
        assert_eq!(Level::parse(" Easy "), Some(Level::Easy));
    }
}
