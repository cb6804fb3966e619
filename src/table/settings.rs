//! A game's reminder, deadline and vacation settings (`/game settings`).

use crate::i18n::Lang;
use crate::said;
use crate::text::{Arg, Said};

pub use crate::records::settings::{DeadlineAction, Settings, TurnRules, DAY, HOUR, MAX_DURATION, MIN_DURATION};
use crate::records::Level;

/// The settings that decide outcomes, by option name.
pub const DECIDE_OUTCOMES: &[&str] = &["deadline", "action", "vacation", "standin"];

/// The shortest deadline a table may set (the longest is `MAX_DURATION`).
pub const MIN_DEADLINE: i64 = HOUR;

/// Vacation allowances count in periods of this length.
pub const VACATION_PERIOD: i64 = 30 * DAY;

/// The option names `/game settings` takes (their words are in the catalogue).
pub const SETTING_NAMES: &[&str] = &["first", "every", "deadline", "action", "vacation", "standin", "language"];

/// What the table does with the stored settings: new turns, changes, words.
/// (The settings are records the store keeps; their behaviour is the table's.)
pub trait SettingsRules {
    /// What decides outcomes now: shown in the lobby and restated at the start.
    fn turn_rules(&self) -> TurnRules;
    /// `changed` for a game whose turn is under way: its reminders (and
    /// language) at once,
    /// what decides outcomes from the next turn (this turn keeps its own).
    fn for_next_turn(&self, changed: &Settings) -> Settings;
    /// A new turn starts: changes waiting for it take force.
    fn begin_turn(&mut self);
    /// Applies `name:value` changes; refuses the whole lot if one is wrong.
    fn apply(&self, changes: &[(String, String)]) -> Result<Settings, Said>;
    fn describe(&self) -> Said;
}

impl SettingsRules for Settings {
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
    fn for_next_turn(&self, changed: &Settings) -> Settings {
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
    fn begin_turn(&mut self) {
        if let Some(next) = self.next_turn.take() {
            self.deadline = next.deadline;
            self.deadline_action = next.deadline_action;
            self.vacation_days = next.vacation_days;
            self.standin = next.standin;
        }
    }

    /// Applies `name:value` changes; refuses the whole lot if one is wrong.
    fn apply(&self, changes: &[(String, String)]) -> Result<Settings, Said> {
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
                "deadline" => {
                    next.deadline = optional_duration(value)?;
                    // Shorter, a host could end a game before anyone could answer.
                    if next.deadline.is_some_and(|d| d < MIN_DEADLINE) {
                        return Err(said!("settings-deadline-short", value = Arg::code(value)));
                    }
                }
                "action" => {
                    next.deadline_action = match value.as_str() {
                        "skip" => DeadlineAction::Skip,
                        "bot" => DeadlineAction::Bot,
                        "end" => DeadlineAction::End,
                        other => return Err(said!("settings-bad-action", value = Arg::code(other))),
                    }
                }
                "vacation" => {
                    next.vacation_days = value
                        .parse()
                        .ok()
                        .filter(|d| (0..=30).contains(d))
                        .ok_or_else(|| said!("settings-bad-days", value = Arg::code(value)))?
                }
                "standin" => {
                    next.standin =
                        Level::parse(value).ok_or_else(|| said!("settings-bad-standin", value = Arg::code(value)))?
                }
                "language" => {
                    next.language =
                        Lang::parse(value).ok_or_else(|| said!("settings-bad-language", value = Arg::code(value)))?
                }
                other => {
                    return Err(said!("settings-unknown", name = Arg::code(other), names = SETTING_NAMES.join(", ")));
                }
            }
        }
        Ok(next)
    }

    fn describe(&self) -> Said {
        let first = match self.first_reminder {
            Some(first) => Arg::Duration(first),
            None => said!("settings-off").into(),
        };
        let language = match self.language {
            Lang::En => said!("language-en", code = Arg::code(self.language.code())),
            Lang::Uk => said!("language-uk", code = Arg::code(self.language.code())),
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

/// The rules a turn is played under, in words.
pub trait TurnRulesWords {
    fn describe(&self) -> Said;
}

impl TurnRulesWords for TurnRules {
    fn describe(&self) -> Said {
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

/// Parses `12h`, `2d`, `90m`, `1d 12h` into seconds, from 1 minute to 90 days.
pub fn duration(text: &str) -> Result<i64, Said> {
    let parsed =
        humantime::parse_duration(text.trim()).map_err(|_| said!("duration-unreadable", value = Arg::code(text)))?;
    let seconds = i64::try_from(parsed.as_secs()).unwrap_or(i64::MAX);
    if seconds < MIN_DURATION {
        return Err(said!("duration-too-short", value = Arg::code(text)));
    }
    if seconds > MAX_DURATION {
        return Err(said!("duration-too-long", value = Arg::code(text)));
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
        assert!(english(Settings::default().apply(&pairs(&[("deadline", "59m")]))).contains("from 1h to 90d"));
        assert_eq!(Settings::default().apply(&pairs(&[("deadline", "1h")])).unwrap().deadline, Some(HOUR));
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
    }
}
