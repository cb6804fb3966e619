//! A game's reminder, deadline and vacation settings as stored (the
//! `settings` column); what the table does with them (changes, wording,
//! turns) is in `table::settings`.

use serde::{Deserialize, Serialize};

use super::Level;
use crate::i18n::Lang;

pub const HOUR: i64 = 3600;
pub const DAY: i64 = 24 * HOUR;

/// The shortest duration a setting (or the console's `/wait`) takes.
pub const MIN_DURATION: i64 = 60;
/// The longest: 90 days. Longer is surely a typo, and keeps due times far
/// from overflowing.
pub const MAX_DURATION: i64 = 90 * DAY;

/// What happens when a player misses the deadline.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum DeadlineAction {
    /// The others may vote (`/game skip`) to pass the absent player's turn.
    Skip,
    /// A computer player takes the seat's turns until its owner is back.
    Bot,
    /// The game ends, the absent player last.
    End,
}

impl DeadlineAction {
    pub const ALL: [DeadlineAction; 3] = [DeadlineAction::Skip, DeadlineAction::Bot, DeadlineAction::End];

    pub fn name(self) -> &'static str {
        match self {
            DeadlineAction::Skip => "skip",
            DeadlineAction::Bot => "bot",
            DeadlineAction::End => "end",
        }
    }
}

/// Every field is written, `null` included; a missing one reads as its default.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(default)]
pub struct Settings {
    /// Seconds of waiting before the first reminder; `None`: no reminders.
    pub first_reminder: Option<i64>,
    /// Seconds between later reminders.
    pub every: i64,
    /// Seconds a player has for a turn; `None`: no deadline.
    pub deadline: Option<i64>,
    pub deadline_action: DeadlineAction,
    /// Vacation days each player may use per 30 days.
    pub vacation_days: i64,
    /// How strong the computer plays for an absent, removed or departed player.
    pub standin: Level,
    /// Changes of what decides outcomes (deadline, action, vacation) made
    /// while a turn was under way: they take force when the next turn starts.
    pub next_turn: Option<TurnRules>,
    /// The language of the game's public messages: the server's when the
    /// game was opened, unless changed.
    pub language: Lang,
}

/// The settings that decide outcomes: never changed for a turn under way.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct TurnRules {
    pub deadline: Option<i64>,
    pub deadline_action: DeadlineAction,
    pub vacation_days: i64,
    /// Absent from rules stored before stand-in levels: normal, as then.
    #[serde(default)]
    pub standin: Level,
}

impl Default for Settings {
    fn default() -> Self {
        Settings {
            first_reminder: Some(12 * HOUR),
            every: 24 * HOUR,
            deadline: None,
            deadline_action: DeadlineAction::Bot,
            vacation_days: 14,
            standin: Level::Normal,
            next_turn: None,
            language: Lang::En,
        }
    }
}

impl Settings {
    /// The stored settings; values outside the bounds (old or damaged rows)
    /// are brought within them, unreadable ones are the defaults.
    pub fn from_json(value: &serde_json::Value) -> Settings {
        let stored: Settings = serde_json::from_value(value.clone()).unwrap_or_default();
        let bound = |s: i64| s.clamp(MIN_DURATION, MAX_DURATION);
        Settings {
            first_reminder: stored.first_reminder.map(bound),
            every: bound(stored.every).max(HOUR),
            deadline: stored.deadline.map(bound),
            vacation_days: stored.vacation_days.clamp(0, 30),
            next_turn: stored.next_turn.map(|next| TurnRules {
                deadline: next.deadline.map(bound),
                vacation_days: next.vacation_days.clamp(0, 30),
                ..next
            }),
            ..stored
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::records::stored_json;

    fn stored(settings: &Settings) -> String {
        stored_json(settings).unwrap().to_string()
    }

    #[test]
    fn stored_shape_is_kept() {
        // As `Settings::to_json` wrote them with `json!`: every key, nulls too.
        assert_eq!(
            stored(&Settings::default()),
            r#"{"deadline":null,"deadline_action":"bot","every":86400,"first_reminder":43200,"language":"en","next_turn":null,"standin":"normal","vacation_days":14}"#
        );
        let next = TurnRules {
            deadline: Some(60),
            deadline_action: DeadlineAction::End,
            vacation_days: 3,
            standin: Level::Hard,
        };
        let changed = Settings {
            first_reminder: None,
            deadline: Some(3 * DAY),
            deadline_action: DeadlineAction::Skip,
            next_turn: Some(next),
            language: Lang::Uk,
            ..Settings::default()
        };
        assert_eq!(
            stored(&changed),
            r#"{"deadline":259200,"deadline_action":"skip","every":86400,"first_reminder":null,"language":"uk","next_turn":{"deadline":60,"deadline_action":"end","standin":"hard","vacation_days":3},"standin":"normal","vacation_days":14}"#
        );
        assert_eq!(Settings::from_json(&stored_json(&changed).unwrap()), changed);
    }

    #[test]
    fn old_and_damaged_settings_read() {
        // Stored before stand-in levels and languages: their defaults.
        let old = r#"{"deadline":null,"deadline_action":"end","every":86400,"first_reminder":43200,"next_turn":{"deadline":120,"deadline_action":"bot","vacation_days":2},"vacation_days":14}"#;
        let settings = Settings::from_json(&serde_json::from_str(old).unwrap());
        assert_eq!(
            (settings.deadline_action, settings.standin, settings.language),
            (DeadlineAction::End, Level::Normal, Lang::En)
        );
        assert_eq!(settings.next_turn.unwrap().standin, Level::Normal);
        // Values from before the bounds are brought within them.
        let stored = serde_json::json!({"first_reminder": i64::MAX, "every": 1, "deadline": -5, "vacation_days": 99});
        let s = Settings::from_json(&stored);
        assert_eq!((s.first_reminder, s.every, s.deadline, s.vacation_days), (Some(MAX_DURATION), HOUR, Some(60), 30));
        // Unreadable: the defaults.
        assert_eq!(Settings::from_json(&serde_json::json!("{bad")), Settings::default());
        assert_eq!(Settings::from_json(&serde_json::json!({})), Settings::default());
    }
}
