//! A game's reminder, deadline and vacation settings (`/game settings`).

use serde::{Deserialize, Serialize};

use crate::bots::Level;
use crate::i18n::Lang;
use crate::said;
use crate::text::{Arg, Said};

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
    pub fn name(self) -> &'static str {
        match self {
            DeadlineAction::Skip => "skip",
            DeadlineAction::Bot => "bot",
            DeadlineAction::End => "end",
        }
    }
}

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

/// The settings that decide outcomes, by option name.
pub const DECIDE_OUTCOMES: &[&str] = &["deadline", "action", "vacation", "standin"];

pub const HOUR: i64 = 3600;
pub const DAY: i64 = 24 * HOUR;
/// Vacation allowances count in periods of this length.
pub const VACATION_PERIOD: i64 = 30 * DAY;

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

/// The option names `/game settings` takes (their words are in the catalogue).
pub const SETTING_NAMES: &[&str] = &["first", "every", "deadline", "action", "vacation", "standin", "language"];

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

    fn turn_rules(&self) -> TurnRules {
        TurnRules {
            deadline: self.deadline,
            deadline_action: self.deadline_action,
            vacation_days: self.vacation_days,
            standin: self.standin,
        }
    }

    /// `changed` for a game whose turn is under way: its reminders (and
    /// language) at once,
    /// what decides outcomes from the next turn (this turn keeps its own).
    pub fn for_next_turn(&self, changed: &Settings) -> Settings {
        let rules = changed.turn_rules();
        Settings {
            first_reminder: changed.first_reminder,
            every: changed.every,
            language: changed.language,
            next_turn: (rules != self.turn_rules()).then_some(rules),
            ..self.clone()
        }
    }

    /// A new turn starts: changes waiting for it take force.
    pub fn begin_turn(&mut self) {
        if let Some(next) = self.next_turn.take() {
            self.deadline = next.deadline;
            self.deadline_action = next.deadline_action;
            self.vacation_days = next.vacation_days;
            self.standin = next.standin;
        }
    }

    pub fn to_json(&self) -> serde_json::Value {
        serde_json::json!({
            "first_reminder": self.first_reminder,
            "every": self.every,
            "deadline": self.deadline,
            "deadline_action": self.deadline_action.name(),
            "vacation_days": self.vacation_days,
            "standin": self.standin,
            "next_turn": self.next_turn,
            "language": self.language,
        })
    }

    /// Applies `name:value` changes; refuses the whole lot if one is wrong.
    pub fn apply(&self, changes: &[(String, String)]) -> Result<Settings, Said> {
        let mut next = self.clone();
        for (name, value) in changes {
            match name.as_str() {
                "first" => next.first_reminder = optional_duration(value)?,
                "every" => {
                    next.every = duration(value)?;
                    if next.every < HOUR {
                        return Err(said!("settings-every-hourly"));
                    }
                }
                "deadline" => next.deadline = optional_duration(value)?,
                "action" => {
                    next.deadline_action = match value.as_str() {
                        "skip" => DeadlineAction::Skip,
                        "bot" => DeadlineAction::Bot,
                        "end" => DeadlineAction::End,
                        other => return Err(said!("settings-bad-action", value = other)),
                    }
                }
                "vacation" => {
                    next.vacation_days = value
                        .parse()
                        .ok()
                        .filter(|d| (0..=30).contains(d))
                        .ok_or_else(|| said!("settings-bad-days", value = value))?
                }
                "standin" => {
                    next.standin = Level::parse(value).ok_or_else(|| said!("settings-bad-standin", value = value))?
                }
                "language" => {
                    next.language = Lang::parse(value).ok_or_else(|| said!("settings-bad-language", value = value))?
                }
                other => {
                    return Err(said!("settings-unknown", name = other, names = SETTING_NAMES.join(", ")));
                }
            }
        }
        Ok(next)
    }

    pub fn describe(&self) -> Said {
        let first = match self.first_reminder {
            Some(first) => Arg::Duration(first),
            None => said!("settings-off").into(),
        };
        let language = match self.language {
            Lang::En => said!("language-en", code = self.language.code()),
            Lang::Uk => said!("language-uk", code = self.language.code()),
        };
        let (every, rules) = (Arg::Duration(self.every), self.turn_rules().describe());
        match &self.next_turn {
            Some(next) => {
                let next = next.describe();
                said!("settings-next", first = first, every = every, rules = rules, next = next, language = language)
            }
            None => said!("settings", first = first, every = every, rules = rules, language = language),
        }
    }
}

impl TurnRules {
    pub fn describe(&self) -> Said {
        let (days, standin) = (self.vacation_days, level_word(self.standin));
        match self.deadline {
            Some(d) => {
                let (deadline, action) = (Arg::Duration(d), self.deadline_action.name());
                said!("settings-rules", deadline = deadline, action = action, days = days, standin = standin)
            }
            None => said!("settings-rules-none", days = days, standin = standin),
        }
    }
}

/// A computer player's level in words.
pub fn level_word(level: Level) -> Said {
    match level {
        Level::Easy => said!("computer-easy"),
        Level::Normal => said!("computer-normal"),
        Level::Hard => said!("computer-hard"),
    }
}

/// The shortest duration a setting (or the console's `/wait`) takes.
pub const MIN_DURATION: i64 = 60;
/// The longest: 90 days. Longer is surely a typo, and keeps due times far
/// from overflowing.
pub const MAX_DURATION: i64 = 90 * DAY;

/// Parses `12h`, `2d`, `90m`, `1d 12h` into seconds, from 1 minute to 90 days.
pub fn duration(text: &str) -> Result<i64, Said> {
    let parsed = humantime::parse_duration(text.trim()).map_err(|_| said!("duration-unreadable", value = text))?;
    let seconds = i64::try_from(parsed.as_secs()).unwrap_or(i64::MAX);
    if seconds < MIN_DURATION {
        return Err(said!("duration-too-short", value = text));
    }
    if seconds > MAX_DURATION {
        return Err(said!("duration-too-long", value = text));
    }
    Ok(seconds)
}

fn optional_duration(text: &str) -> Result<Option<i64>, Said> {
    match text.trim() {
        "off" | "none" | "no" => Ok(None),
        other => duration(other).map(Some),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A refusal's words in English.
    fn english<T: std::fmt::Debug>(result: Result<T, Said>) -> String {
        crate::i18n::said_in(crate::i18n::Lang::En, &result.unwrap_err())
    }

    fn pairs(list: &[(&str, &str)]) -> Vec<(String, String)> {
        list.iter().map(|(a, b)| (a.to_string(), b.to_string())).collect()
    }

    #[test]
    fn durations_and_changes() {
        assert_eq!(duration("12h"), Ok(12 * HOUR));
        assert_eq!(duration("2d"), Ok(2 * DAY));
        assert!(english(duration("soon")).contains("30m, 12h or 2d"));
        let s = Settings::default().apply(&pairs(&[("deadline", "3d"), ("action", "end"), ("first", "off")])).unwrap();
        assert_eq!(s.deadline, Some(3 * DAY));
        assert_eq!(s.deadline_action, DeadlineAction::End);
        assert_eq!(s.first_reminder, None);
        assert!(english(Settings::default().apply(&pairs(&[("colour", "red")]))).contains("first, every"));
        assert!(Settings::default().apply(&pairs(&[("every", "10m")])).is_err());
    }

    #[test]
    fn durations_are_bounded_and_never_overflow() {
        assert_eq!(duration("1m"), Ok(60));
        assert_eq!(duration("90d"), Ok(MAX_DURATION));
        for text in ["91d", "106751991167300d", "292271023045y", "18446744073709551615s"] {
            let refused = english(duration(text));
            assert!(refused.contains("too long") || refused.contains("not a duration"), "{text}: {refused}");
        }
        assert!(english(duration("30s")).contains("too short"));
        let refused = Settings::default().apply(&pairs(&[("deadline", "106751991167300d"), ("action", "end")]));
        assert!(english(refused).contains("longest is 90d"));
        // Stored values from before the bounds are brought within them.
        let stored = serde_json::json!({"first_reminder": i64::MAX, "every": 1, "deadline": -5, "vacation_days": 99});
        let s = Settings::from_json(&stored);
        assert_eq!((s.first_reminder, s.every, s.deadline, s.vacation_days), (Some(MAX_DURATION), HOUR, Some(60), 30));
        assert_eq!(Settings::from_json(&s.to_json()), s);
    }
}
