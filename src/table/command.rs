//! What users ask the table to do, independent of Discord or the console.
//! The text form `/game new game:tower-up first-game:yes` is shared by the
//! console, the tests and the docs; Discord builds the same values from its
//! interaction options.

use crate::bots::Level;
use crate::said;
use crate::text::Said;

/// One user command.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Command {
    /// Opens a lobby for `kind` with `name=value` options.
    New {
        kind: String,
        options: Vec<(String, String)>,
        /// The language of the game's public messages (the server's).
        language: crate::i18n::Lang,
    },
    Join,
    Leave,
    /// Host only; `seed` makes the setup reproducible.
    Start {
        seed: Option<u64>,
    },
    /// A move in the game's notation.
    Move {
        action: String,
    },
    Status,
    Board,
    Hand,
    Log,
    Undo,
    Resign,
    Cancel,
    /// Shows, or with `name:value` changes (host) sets, reminders and deadlines.
    Settings {
        changes: Vec<(String, String)>,
    },
    /// Seats a computer player (host, lobby) playing at `level`.
    BotAdd {
        level: Level,
    },
    /// Removes a player (host or channel manager).
    Kick {
        player: String,
    },
    /// Takes one's seat back from the computer after a missed deadline.
    Back,
    /// Votes to pass the turn of a player past the deadline.
    Skip,
    /// Agrees to the host's proposal (new settings, or cancelling).
    Agree,
    /// Opens one's move panel at the current position.
    Play,
    /// Where one's reminders go: channel, dm or off.
    Remind {
        place: String,
    },
    Vacation {
        on: bool,
    },
    /// Every running game on the server.
    Games,
    /// Shows or changes one's own settings: `confirm:on|off` (asked once
    /// before a move that can't be taken back).
    MySettings {
        confirm: Option<bool>,
    },
    /// A short summary of a game's rules (of this channel's game if none named).
    Rules {
        kind: Option<String>,
    },
    /// A server's best ratings at a game kind, and the caller's place.
    Leaderboard {
        kind: String,
    },
    /// A player's record on the server (user id, or a name they played
    /// under; the caller's when none).
    Stats {
        player: Option<String>,
    },
    Help,
    /// A new lobby repeating a finished game (this one, or the channel's
    /// latest finished game when none is given).
    Rematch {
        game_id: Option<i64>,
    },
    /// What the bot keeps about the caller.
    MyData,
    /// Deletes what the bot keeps about the caller; asks first (`confirmed`
    /// is the click on the question's button).
    Forget {
        confirmed: bool,
    },
    /// The server's finished games, newest first, page `page` (from 1) of
    /// ten (of a kind, of a player: user id or a name they played under).
    History {
        kind: Option<String>,
        player: Option<String>,
        page: usize,
    },
    /// A private replay of a game (this channel's if no id) after its
    /// `step`-th completed turn (the latest if none).
    Replay {
        game_id: Option<i64>,
        step: Option<usize>,
    },
    /// A finished game's record as a file (this channel's latest if no id).
    Export {
        game_id: Option<i64>,
    },
}

impl Command {
    /// Parses a slash command line such as `/game start seed:7` or
    /// `/move action:"build C2 white roof C3"`.
    pub fn parse(line: &str) -> Result<Command, Said> {
        let words = shlex::split(line.trim()).ok_or(said!("parse-quotes"))?;
        let (head, rest) = words.split_first().ok_or(said!("parse-empty"))?;
        match head.as_str() {
            "/help" => Ok(Command::Help),
            "/games" => Ok(Command::Games),
            "/leaderboard" => {
                let kind = option(rest, "game").or_else(|| rest.first().cloned()).ok_or(said!("parse-leaderboard"))?;
                Ok(Command::Leaderboard { kind })
            }
            "/stats" => Ok(Command::Stats { player: option(rest, "player").or_else(|| rest.first().cloned()) }),
            "/history" => Self::parse_history(rest),
            "/remind" => {
                let place = option(rest, "where").or_else(|| rest.first().cloned()).ok_or(said!("parse-remind"))?;
                Ok(Command::Remind { place })
            }
            "/vacation" => match option(rest, "state").or_else(|| rest.first().cloned()).as_deref() {
                Some("on") => Ok(Command::Vacation { on: true }),
                Some("off") => Ok(Command::Vacation { on: false }),
                _ => Err(said!("parse-vacation")),
            },
            "/me" => match rest.split_first() {
                Some((sub, options)) if sub == "settings" => {
                    let confirm = match option(options, "confirm").as_deref() {
                        None => None,
                        Some("on") => Some(true),
                        Some("off") => Some(false),
                        Some(other) => return Err(said!("parse-confirm", value = other)),
                    };
                    Ok(Command::MySettings { confirm })
                }
                Some((sub, options)) if sub == "data" && options.is_empty() => Ok(Command::MyData),
                // The typed form of the question's button: `confirm:yes`.
                Some((sub, options)) if sub == "forget" => match (options.len(), option(options, "confirm").as_deref())
                {
                    (0, _) => Ok(Command::Forget { confirmed: false }),
                    (1, Some("yes")) => Ok(Command::Forget { confirmed: true }),
                    _ => Err(said!("parse-forget")),
                },
                _ => Err(said!("parse-me")),
            },
            "/move" => {
                let action = match option(rest, "action") {
                    Some(action) => action,
                    None => rest.join(" "),
                };
                if action.trim().is_empty() {
                    return Err(said!("parse-move"));
                }
                Ok(Command::Move { action })
            }
            "/game" => {
                let (sub, options) = rest.split_first().ok_or(said!("parse-game"))?;
                Self::parse_game(sub, options)
            }
            other => Err(said!("parse-unknown", command = other)),
        }
    }

    fn parse_history(words: &[String]) -> Result<Command, Said> {
        if let Some(word) = words.iter().find(|w| !["game:", "player:", "page:"].iter().any(|o| w.starts_with(o))) {
            return Err(said!("parse-history", word = word));
        }
        let page = match option(words, "page") {
            None => 1,
            Some(page) => {
                page.parse().ok().filter(|&p| p >= 1).ok_or_else(|| said!("parse-history-page", value = &page))?
            }
        };
        Ok(Command::History { kind: option(words, "game"), player: option(words, "player"), page })
    }

    fn parse_game(sub: &str, words: &[String]) -> Result<Command, Said> {
        let no_options = |command: Command| {
            if words.is_empty() {
                Ok(command)
            } else {
                Err(said!("parse-no-options", sub = sub))
            }
        };
        match sub {
            "new" => {
                let mut kind = None;
                let mut options = Vec::new();
                for word in words {
                    match word.split_once(':') {
                        Some(("game", value)) => kind = Some(value.to_string()),
                        Some((name, value)) => options.push((name.to_string(), value.to_string())),
                        None if kind.is_none() => kind = Some(word.clone()),
                        None => return Err(said!("parse-option", word = word)),
                    }
                }
                let kind = kind.ok_or(said!("parse-which-game"))?;
                Ok(Command::New { kind, options, language: Default::default() })
            }
            "start" => {
                let seed = match option(words, "seed") {
                    None if words.is_empty() => None,
                    None => return Err(said!("parse-start")),
                    Some(seed) => Some(seed.parse().map_err(|_| said!("parse-seed", value = &seed))?),
                };
                Ok(Command::Start { seed })
            }
            "rules" => Ok(Command::Rules { kind: option(words, "game").or_else(|| words.first().cloned()) }),
            "settings" => {
                let mut changes = vec![];
                for word in words {
                    let (name, value) = word.split_once(':').ok_or_else(|| said!("parse-setting", word = word))?;
                    changes.push((name.to_string(), value.to_string()));
                }
                Ok(Command::Settings { changes })
            }
            "bot" => match words.split_first() {
                Some((add, rest)) if add == "add" && rest.len() <= 1 => {
                    let level = match option(rest, "level").or_else(|| rest.first().cloned()) {
                        None => Level::default(),
                        Some(text) => Level::parse(&text).ok_or_else(|| said!("parse-level", value = &text))?,
                    };
                    Ok(Command::BotAdd { level })
                }
                _ => Err(said!("parse-bot")),
            },
            "kick" => {
                let player = option(words, "player").or_else(|| words.first().cloned()).ok_or(said!("parse-kick"))?;
                Ok(Command::Kick { player })
            }
            "back" => no_options(Command::Back),
            "skip" => no_options(Command::Skip),
            "agree" => no_options(Command::Agree),
            "play" => no_options(Command::Play),
            "join" => no_options(Command::Join),
            "leave" => no_options(Command::Leave),
            "status" => no_options(Command::Status),
            "board" => no_options(Command::Board),
            "hand" => no_options(Command::Hand),
            "log" => no_options(Command::Log),
            "undo" => no_options(Command::Undo),
            "resign" => no_options(Command::Resign),
            "cancel" => no_options(Command::Cancel),
            "rematch" => no_options(Command::Rematch { game_id: None }),
            "replay" => {
                let step = match option(words, "step") {
                    None => None,
                    Some(step) => Some(step.parse().map_err(|_| said!("parse-step", value = &step))?),
                };
                Ok(Command::Replay { game_id: game_id(words)?, step })
            }
            "export" => Ok(Command::Export { game_id: game_id(words)? }),
            other => Err(said!("parse-unknown-sub", sub = other)),
        }
    }
}

/// The `id:N` of a replay or an export, if given.
fn game_id(words: &[String]) -> Result<Option<i64>, Said> {
    match option(words, "id") {
        None => Ok(None),
        Some(id) => id.parse().map(Some).map_err(|_| said!("parse-game-id", value = &id)),
    }
}

/// The value of `name:value` among the words, if present.
fn option(words: &[String], name: &str) -> Option<String> {
    words.iter().find_map(|w| w.strip_prefix(name).and_then(|r| r.strip_prefix(':')).map(str::to_string))
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Why `line` is refused, in English.
    fn refused(line: &str) -> String {
        crate::i18n::said_in(crate::i18n::Lang::En, &Command::parse(line).unwrap_err())
    }

    #[test]
    fn parses_the_documented_forms() {
        assert_eq!(
            Command::parse("/game new game:tower-up first-game:yes").unwrap(),
            Command::New {
                kind: "tower-up".into(),
                options: vec![("first-game".into(), "yes".into())],
                language: Default::default()
            }
        );
        assert_eq!(
            Command::parse(r#"/move action:"build C2 white roof C3""#).unwrap(),
            Command::Move { action: "build C2 white roof C3".into() }
        );
        assert_eq!(Command::parse("/move skip").unwrap(), Command::Move { action: "skip".into() });
        assert_eq!(Command::parse("/game start seed:42").unwrap(), Command::Start { seed: Some(42) });
        assert!(refused("/game start seed:x").contains("whole number"));
        assert!(refused("/game fly").contains("Unknown subcommand"));
        assert!(refused("/game join now").contains("takes no options"));
        assert!(refused("/dance").contains("Unknown command"));
        assert_eq!(Command::parse("/game bot add").unwrap(), Command::BotAdd { level: Level::Normal });
        assert_eq!(Command::parse("/game bot add level:hard").unwrap(), Command::BotAdd { level: Level::Hard });
        assert_eq!(Command::parse("/game bot add easy").unwrap(), Command::BotAdd { level: Level::Easy });
        assert!(refused("/game bot add level:godlike").contains("easy, normal or hard"));
    }
}
