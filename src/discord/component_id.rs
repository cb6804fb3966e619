//! Every custom id the bot puts on a button or menu, printed and parsed in
//! one place, once per interaction.
//!
//! Ids are versioned: `v<N>~<id>`. Version 1, today's, is printed without
//! the prefix, so ids on messages posted before versions existed parse as
//! version 1. An id of a version this build does not know belongs to a
//! message posted by another build: it is answered privately as out of
//! date, and changes nothing. Discord allows 100 characters; a test holds
//! every variant to that.

use std::fmt;

use super::panel::PanelId;

/// What a component does when clicked.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum ComponentId {
    /// Play the `index`-th legal move of the player to act at `version`.
    Move { game_id: i64, version: i64, index: usize },
    /// Show the clicker their hand.
    Hand { game_id: i64 },
    /// A lobby's buttons.
    Lobby { game_id: i64, action: LobbyAction },
    /// Agree to the host's proposal `proposal` (new settings, or
    /// cancelling) in this game; `None` on a button posted before proposals
    /// had numbers, which agrees to nothing.
    Agree { game_id: i64, proposal: Option<u32> },
    /// Open a rematch lobby of this finished game.
    Rematch { game_id: i64 },
    /// Confirm `/me forget`: acts for this user only.
    Forget { user_id: String },
    /// Show page `page` of a `/history` query (the player by user id, so
    /// that the id stays short); `older`: the Older button (not Newer),
    /// so the two ids differ even where both lead to the same page.
    History { page: usize, kind: Option<String>, user_id: Option<String>, older: bool },
    /// Show a replay of the game at `step`; `to` says which of the four
    /// buttons it is (ids under one message must differ).
    Replay { game_id: i64, step: usize, to: ReplayTo },
    /// A step of the move builder (or a board's Play button, which opens it).
    Panel(PanelId),
}

/// Why a custom id did not parse.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Unreadable {
    /// Issued by a build with another id version.
    OutOfDate,
    /// Not an id this bot issues (or one it no longer issues).
    Unknown,
}

/// The replay's buttons, in their order under it.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum ReplayTo {
    Start,
    Back,
    Next,
    End,
}

impl ReplayTo {
    pub const ALL: [ReplayTo; 4] = [ReplayTo::Start, ReplayTo::Back, ReplayTo::Next, ReplayTo::End];

    fn code(self) -> char {
        match self {
            ReplayTo::Start => 's',
            ReplayTo::Back => 'b',
            ReplayTo::Next => 'n',
            ReplayTo::End => 'e',
        }
    }
}

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum LobbyAction {
    Join,
    Leave,
    AddComputer,
    Start,
}

impl LobbyAction {
    pub const ALL: [LobbyAction; 4] =
        [LobbyAction::Join, LobbyAction::Leave, LobbyAction::AddComputer, LobbyAction::Start];

    fn code(self) -> char {
        match self {
            LobbyAction::Join => 'j',
            LobbyAction::Leave => 'l',
            LobbyAction::AddComputer => 'c',
            LobbyAction::Start => 's',
        }
    }
}

/// The id version this build prints (without a prefix, see the module doc).
const VERSION: u32 = 1;

impl ComponentId {
    /// Parses a custom id of any version this build reads.
    pub fn parse(id: &str) -> Result<ComponentId, Unreadable> {
        let unversioned = match id.strip_prefix('v').and_then(|rest| rest.split_once('~')) {
            Some((version, rest)) => match version.parse::<u32>() {
                Ok(VERSION) => rest,
                Ok(_) => return Err(Unreadable::OutOfDate),
                Err(_) => return Err(Unreadable::Unknown),
            },
            None => id,
        };
        Self::parse_v1(unversioned).ok_or(Unreadable::Unknown)
    }

    fn parse_v1(id: &str) -> Option<ComponentId> {
        if let Some(panel) = PanelId::parse(id) {
            return Some(ComponentId::Panel(panel));
        }
        let parts: Vec<&str> = id.split(':').collect();
        let number = |text: &str| text.parse::<i64>().ok();
        Some(match parts.as_slice() {
            ["m", game, version, index] => {
                ComponentId::Move { game_id: number(game)?, version: number(version)?, index: index.parse().ok()? }
            }
            ["h", game] => ComponentId::Hand { game_id: number(game)? },
            ["a", game] => ComponentId::Agree { game_id: number(game)?, proposal: None },
            ["a", game, proposal] => {
                ComponentId::Agree { game_id: number(game)?, proposal: Some(proposal.parse().ok()?) }
            }
            ["r", game] => ComponentId::Rematch { game_id: number(game)? },
            ["f", user] if !user.is_empty() => ComponentId::Forget { user_id: user.to_string() },
            [way @ ("yn" | "yo"), page, kind, user] => {
                let given = |s: &str| (s != "-").then(|| s.to_string());
                ComponentId::History {
                    page: page.parse().ok()?,
                    kind: given(kind),
                    user_id: given(user),
                    older: *way == "yo",
                }
            }
            [replay, game, step] if replay.len() == 2 && replay.starts_with('r') => {
                let code = replay.chars().nth(1)?;
                let to = ReplayTo::ALL.into_iter().find(|to| to.code() == code)?;
                ComponentId::Replay { game_id: number(game)?, step: step.parse().ok()?, to }
            }
            [lobby, game] if lobby.len() == 2 && lobby.starts_with('l') => {
                let code = lobby.chars().nth(1)?;
                let action = LobbyAction::ALL.into_iter().find(|a| a.code() == code)?;
                ComponentId::Lobby { game_id: number(game)?, action }
            }
            _ => return None,
        })
    }

    /// Whether a click on it carries a game on with a public post (so the
    /// bot must be able to post in the channel before anything is done).
    pub fn posts_publicly(&self) -> bool {
        match self {
            ComponentId::Move { .. } | ComponentId::Agree { .. } | ComponentId::Rematch { .. } => true,
            // The move builder ends in a move, and its board goes to the channel.
            ComponentId::Panel(_) => true,
            ComponentId::Lobby { action, .. } => *action != LobbyAction::Leave,
            ComponentId::Hand { .. }
            | ComponentId::Forget { .. }
            | ComponentId::History { .. }
            | ComponentId::Replay { .. } => false,
        }
    }
}

impl fmt::Display for ComponentId {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            ComponentId::Move { game_id, version, index } => write!(f, "m:{game_id}:{version}:{index}"),
            ComponentId::Hand { game_id } => write!(f, "h:{game_id}"),
            ComponentId::Agree { game_id, proposal: None } => write!(f, "a:{game_id}"),
            ComponentId::Agree { game_id, proposal: Some(number) } => write!(f, "a:{game_id}:{number}"),
            ComponentId::Rematch { game_id } => write!(f, "r:{game_id}"),
            ComponentId::Forget { user_id } => write!(f, "f:{user_id}"),
            ComponentId::Replay { game_id, step, to } => write!(f, "r{}:{game_id}:{step}", to.code()),
            ComponentId::Lobby { game_id, action } => write!(f, "l{}:{game_id}", action.code()),
            ComponentId::History { page, kind, user_id, older } => {
                let way = if *older { 'o' } else { 'n' };
                let (kind, user) = (kind.as_deref().unwrap_or("-"), user_id.as_deref().unwrap_or("-"));
                write!(f, "y{way}:{page}:{kind}:{user}")
            }
            ComponentId::Panel(panel) => f.write_str(&panel.id()),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::discord::panel::Kind;
    use crate::table::Path;

    /// One of each variant, every number and name as long as it gets.
    fn every_variant() -> Vec<ComponentId> {
        let (game_id, user) = (i64::MAX, u64::MAX.to_string());
        let mut ids = vec![
            ComponentId::Move { game_id, version: i64::MAX, index: 999 },
            ComponentId::Hand { game_id },
            ComponentId::Agree { game_id, proposal: Some(u32::MAX) },
            ComponentId::Agree { game_id, proposal: None },
            ComponentId::Rematch { game_id },
            ComponentId::Forget { user_id: user.clone() },
            ComponentId::History { page: 99_999, kind: Some("sky-garden".into()), user_id: Some(user), older: true },
            ComponentId::History { page: 1, kind: None, user_id: None, older: false },
        ];
        ids.extend(LobbyAction::ALL.map(|action| ComponentId::Lobby { game_id, action }));
        ids.extend(ReplayTo::ALL.map(|to| ComponentId::Replay { game_id, step: 9_999, to }));
        for kind in [Kind::Step, Kind::Go, Kind::View, Kind::Confirm, Kind::Ask, Kind::Undo] {
            // A deep builder path: twelve steps, each among 99 branches, in a group.
            let at = Path { steps: vec![98; 12], group: Some((475, 500)) };
            ids.push(ComponentId::Panel(PanelId { kind, game_id, version: i64::MAX, at }));
        }
        ids
    }

    #[test]
    fn every_id_round_trips_within_discords_100_characters() {
        for id in every_variant() {
            let printed = id.to_string();
            assert!(printed.chars().count() <= 100, "{printed} is over 100 characters");
            assert_eq!(ComponentId::parse(&printed), Ok(id.clone()), "{printed}");
            assert_eq!(ComponentId::parse(&format!("v1~{printed}")), Ok(id), "v1~{printed}");
        }
    }

    #[test]
    fn ids_from_another_version_are_out_of_date_and_junk_is_unknown() {
        assert_eq!(ComponentId::parse("v2~m:1:2:3"), Err(Unreadable::OutOfDate));
        assert_eq!(ComponentId::parse("v9~anything"), Err(Unreadable::OutOfDate));
        for junk in ["", "m:x:1:2", "lz:4", "q:1", "vx~m:1:2:3", "f:", "rq:1:2", "a:1:x", "a:1:-2"] {
            assert_eq!(ComponentId::parse(junk), Err(Unreadable::Unknown), "{junk:?}");
        }
    }

    #[test]
    fn ids_posted_before_versions_still_parse() {
        assert_eq!(ComponentId::parse("m:7:12:3"), Ok(ComponentId::Move { game_id: 7, version: 12, index: 3 }));
        assert_eq!(ComponentId::parse("lc:4"), Ok(ComponentId::Lobby { game_id: 4, action: LobbyAction::AddComputer }));
        assert!(matches!(ComponentId::parse("pv:12:40::"), Ok(ComponentId::Panel(_))));
        // An Agree button from before proposals had numbers names none.
        assert_eq!(ComponentId::parse("a:5"), Ok(ComponentId::Agree { game_id: 5, proposal: None }));
        assert_eq!(ComponentId::parse("a:5:2"), Ok(ComponentId::Agree { game_id: 5, proposal: Some(2) }));
    }
}
