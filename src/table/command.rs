//! What users ask the table to do, independent of Discord or the console.
//! The text form `/game new game:tower-up first-game:yes` is shared by the
//! console, the tests and the docs; Discord builds the same values from its
//! interaction options. Both read them through each command's declaration
//! (`table::commands`).

use crate::bots::Level;
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
    /// `/server settings`: the server's defaults for new games, shown or
    /// changed (Manage Server).
    ServerSettings {
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
    Agree {
        to: AgreeTo,
    },
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
    /// before a move that can't be taken back), `digest:` (one DM a day
    /// instead of reminders), `timezone:<IANA name>` and
    /// `quiet:HH:MM-HH:MM|off` (the table reads those two).
    MySettings {
        confirm: Option<bool>,
        digest: Option<super::Digest>,
        timezone: Option<String>,
        quiet: Option<String>,
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

/// Which proposal an agreement is to: it counts only for that one.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum AgreeTo {
    /// `/game agree`: the channel's current proposal, whichever it is.
    Current,
    /// `/game agree proposal:N`: proposal N of the channel's game.
    Number(u32),
    /// An Agree button: proposal `number` of game `game_id`; `None` on a
    /// button posted before proposals had numbers, which agrees to nothing.
    Button { game_id: i64, number: Option<u32> },
}

impl Command {
    /// Parses a slash command line such as `/game start seed:7` or
    /// `/move action:"build C2 white roof C3"`, as its declaration reads it.
    pub fn parse(line: &str) -> Result<Command, Said> {
        super::commands::parse(line)
    }
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

    #[test]
    fn unknown_options_are_refused_naming_the_valid_ones() {
        let why = refused("/me settings colour:blue");
        assert!(why.contains("`colour`") && why.contains("`confirm`"), "{why}");
        assert_eq!(
            Command::parse("/me settings confirm:off").unwrap(),
            Command::MySettings { confirm: Some(false), digest: None, timezone: None, quiet: None }
        );
        assert_eq!(
            Command::parse("/me settings timezone:Europe/Kyiv quiet:23:00-07:00").unwrap(),
            Command::MySettings {
                confirm: None,
                digest: None,
                timezone: Some("Europe/Kyiv".into()),
                quiet: Some("23:00-07:00".into())
            }
        );
    }
}
