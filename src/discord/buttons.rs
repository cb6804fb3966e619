//! Buttons under the bot's public messages: a lobby's Join, Leave, Add a
//! computer player and Start; a board's Play (which opens the move builder,
//! see `panel`), the first step of the move builder itself or one-click
//! buttons for the common one-word decisions, and My hand. Ids carry the game (and a board's version), so a click on an
//! old message is answered privately and changes nothing.

use serenity::all::{ButtonStyle, CreateActionRow, CreateButton};

use super::panel::{self, Kind, PanelId};
use crate::i18n::{self, Lang};
use crate::table::Path;
use crate::table::{Board, Moves};
use crate::tr;

/// One row of at most five buttons.
const MAX_BUTTONS: usize = 5;

/// What a button does.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Button {
    /// Play the `index`-th legal move of the player to act at `version`.
    Move { game_id: i64, version: i64, index: usize },
    /// Show the clicker their hand.
    Hand { game_id: i64 },
    /// A lobby's buttons.
    Lobby { game_id: i64, action: LobbyAction },
    /// Agree to the host's proposal (new settings, or cancelling).
    Agree { game_id: i64 },
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
    const ALL: [(ReplayTo, char); 4] =
        [(ReplayTo::Start, 's'), (ReplayTo::Back, 'b'), (ReplayTo::Next, 'n'), (ReplayTo::End, 'e')];

    fn label(self, lang: Lang) -> String {
        match self {
            ReplayTo::Start => tr!(lang, "replay-start"),
            ReplayTo::Back => tr!(lang, "replay-back"),
            ReplayTo::Next => tr!(lang, "replay-next"),
            ReplayTo::End => tr!(lang, "replay-end"),
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
    const ALL: [(LobbyAction, char); 4] = [
        (LobbyAction::Join, 'j'),
        (LobbyAction::Leave, 'l'),
        (LobbyAction::AddComputer, 'c'),
        (LobbyAction::Start, 's'),
    ];

    fn label(self, lang: Lang) -> String {
        match self {
            LobbyAction::Join => tr!(lang, "lobby-join"),
            LobbyAction::Leave => tr!(lang, "lobby-leave"),
            LobbyAction::AddComputer => tr!(lang, "lobby-add-computer"),
            LobbyAction::Start => tr!(lang, "lobby-start"),
        }
    }
}

impl Button {
    pub fn id(&self) -> String {
        match self {
            Button::Move { game_id, version, index } => format!("m:{game_id}:{version}:{index}"),
            Button::Hand { game_id } => format!("h:{game_id}"),
            Button::Agree { game_id } => format!("a:{game_id}"),
            Button::Rematch { game_id } => format!("r:{game_id}"),
            Button::Forget { user_id } => format!("f:{user_id}"),
            Button::Replay { game_id, step, to } => {
                let code = ReplayTo::ALL.iter().find(|(t, _)| t == to).map_or('?', |(_, c)| *c);
                format!("r{code}:{game_id}:{step}")
            }
            Button::Lobby { game_id, action } => {
                let code = LobbyAction::ALL.iter().find(|(a, _)| a == action).map_or('?', |(_, c)| *c);
                format!("l{code}:{game_id}")
            }
            Button::History { page, kind, user_id, older } => {
                let way = if *older { 'o' } else { 'n' };
                format!("y{way}:{page}:{}:{}", kind.as_deref().unwrap_or("-"), user_id.as_deref().unwrap_or("-"))
            }
        }
    }

    pub fn parse(id: &str) -> Option<Button> {
        let parts: Vec<&str> = id.split(':').collect();
        match parts.as_slice() {
            ["m", game, version, index] => Some(Button::Move {
                game_id: game.parse().ok()?,
                version: version.parse().ok()?,
                index: index.parse().ok()?,
            }),
            ["h", game] => Some(Button::Hand { game_id: game.parse().ok()? }),
            ["a", game] => Some(Button::Agree { game_id: game.parse().ok()? }),
            ["r", game] => Some(Button::Rematch { game_id: game.parse().ok()? }),
            ["f", user] if !user.is_empty() => Some(Button::Forget { user_id: user.to_string() }),
            [way @ ("yn" | "yo"), page, kind, user] => {
                let given = |s: &str| (s != "-").then(|| s.to_string());
                let (kind, user_id, older) = (given(kind), given(user), *way == "yo");
                Some(Button::History { page: page.parse().ok()?, kind, user_id, older })
            }
            [replay, game, step] if replay.len() == 2 && replay.starts_with('r') => {
                let code = replay.chars().nth(1)?;
                let to = ReplayTo::ALL.iter().find(|(_, c)| *c == code)?.0;
                Some(Button::Replay { game_id: game.parse().ok()?, step: step.parse().ok()?, to })
            }
            [lobby, game] if lobby.len() == 2 && lobby.starts_with('l') => {
                let code = lobby.chars().nth(1)?;
                let action = LobbyAction::ALL.iter().find(|(_, c)| *c == code)?.0;
                Some(Button::Lobby { game_id: game.parse().ok()?, action })
            }
            _ => None,
        }
    }
}

/// Whether a move is a "small decision" worth a button: short, and for games
/// with secret hands one that reveals nothing (a lone word, or a draw).
fn is_quick(notation: &str, secret_hands: bool) -> bool {
    let words: Vec<&str> = notation.split_whitespace().collect();
    match words.len() {
        1 => true,
        2 => !secret_hands || words[0] == "draw",
        _ => false,
    }
}

/// The lobby's buttons.
pub fn for_lobby(game_id: i64, lang: Lang) -> Vec<CreateActionRow> {
    let buttons = LobbyAction::ALL
        .iter()
        .map(|&(action, _)| {
            let style = match action {
                LobbyAction::Join => ButtonStyle::Success,
                LobbyAction::Start => ButtonStyle::Primary,
                _ => ButtonStyle::Secondary,
            };
            CreateButton::new(Button::Lobby { game_id, action }.id()).label(action.label(lang)).style(style)
        })
        .collect();
    vec![CreateActionRow::Buttons(buttons)]
}

/// ◀ Newer and Older ▶ under a private `/history` page, each disabled at
/// its end.
pub fn for_history(
    kind: Option<&str>,
    user_id: Option<&str>,
    page: usize,
    pages: usize,
    lang: Lang,
) -> Vec<CreateActionRow> {
    let to = |page: usize, older: bool| Button::History {
        page,
        kind: kind.map(str::to_string),
        user_id: user_id.map(str::to_string),
        older,
    };
    let newer = CreateButton::new(to(page.saturating_sub(1).max(1), false).id())
        .label(tr!(lang, "history-newer"))
        .style(ButtonStyle::Secondary)
        .disabled(page <= 1);
    let older = CreateButton::new(to((page + 1).min(pages), true).id())
        .label(tr!(lang, "history-older"))
        .style(ButtonStyle::Secondary)
        .disabled(page >= pages);
    vec![CreateActionRow::Buttons(vec![newer, older])]
}

/// The button under a host's proposal.
pub fn for_proposal(game_id: i64, lang: Lang) -> Vec<CreateActionRow> {
    let agree = CreateButton::new(Button::Agree { game_id }.id())
        .label(tr!(lang, "proposal-agree"))
        .style(ButtonStyle::Success);
    vec![CreateActionRow::Buttons(vec![agree])]
}

/// The danger button under `/me forget`'s question.
pub fn for_forget(user_id: &str, lang: Lang) -> Vec<CreateActionRow> {
    let delete = CreateButton::new(Button::Forget { user_id: user_id.to_string() }.id())
        .label(tr!(lang, "forget-button"))
        .style(ButtonStyle::Danger);
    vec![CreateActionRow::Buttons(vec![delete])]
}

/// The buttons under a replay at `step` of `count`: to the start, one
/// turn back, one on, and to the end; those that would go nowhere are off.
pub fn for_replay(game_id: i64, step: usize, count: usize, lang: Lang) -> Vec<CreateActionRow> {
    let buttons = ReplayTo::ALL
        .iter()
        .map(|&(to, _)| {
            let (target, stays) = match to {
                ReplayTo::Start => (0, step == 0),
                ReplayTo::Back => (step.saturating_sub(1), step == 0),
                ReplayTo::Next => ((step + 1).min(count), step >= count),
                ReplayTo::End => (count, step >= count),
            };
            CreateButton::new(Button::Replay { game_id, step: target, to }.id())
                .label(to.label(lang))
                .style(ButtonStyle::Secondary)
                .disabled(stays)
        })
        .collect();
    vec![CreateActionRow::Buttons(buttons)]
}

/// The buttons under a public board: Play for whoever must act, and My hand
/// in games with secret hands. When one player acts, their first choice is
/// on the board itself: all of the first step where choices reveal nothing
/// (a pick there acts as in the panel), else one-click buttons for the
/// small decisions. Once the game is over: Rematch, if it finished.
pub fn for_board(board: &Board) -> Vec<CreateActionRow> {
    let Some((_, first)) = board.to_act.first() else {
        if !board.finished {
            return vec![];
        }
        let rematch = CreateButton::new(Button::Rematch { game_id: board.game_id }.id())
            .label(tr!(board.language, "rematch-button"))
            .style(ButtonStyle::Primary);
        return vec![CreateActionRow::Buttons(vec![rematch])];
    };
    let play = PanelId { kind: Kind::View, game_id: board.game_id, version: board.version, at: Path::default() };
    let mut buttons =
        vec![CreateButton::new(play.id()).label(tr!(board.language, "board-play")).style(ButtonStyle::Success)];
    if let [(_, moves)] = board.to_act.as_slice() {
        if !moves.secret_hands {
            let mut rows = panel::first_step(moves, board.language);
            if !rows.is_empty() {
                rows.push(CreateActionRow::Buttons(buttons));
                return rows;
            }
        }
        buttons.extend(quick(moves, MAX_BUTTONS - 1 - usize::from(moves.secret_hands), board.language));
    }
    if first.secret_hands {
        buttons.push(
            CreateButton::new(Button::Hand { game_id: board.game_id }.id())
                .label(tr!(board.language, "board-my-hand"))
                .style(ButtonStyle::Secondary),
        );
    }
    vec![CreateActionRow::Buttons(buttons)]
}

/// One-click moves, labelled with what they do (the words of their last
/// part); a move the player wants to be asked about first goes through Play.
fn quick(moves: &Moves, room: usize, lang: Lang) -> Vec<CreateButton> {
    let asked = |index: usize| moves.confirm_final && moves.final_moves.get(index).copied().unwrap_or(true);
    let quick = moves
        .legal
        .iter()
        .enumerate()
        .filter(|&(index, m)| is_quick(m, moves.secret_hands) && !asked(index))
        .take(room);
    quick
        .map(|(index, notation)| {
            let id = Button::Move { game_id: moves.game_id, version: moves.version, index }.id();
            let words = match moves.labels.get(index).and_then(|l| l.last()) {
                Some(words) => i18n::said_within(lang, words, 80),
                None => notation.clone(),
            };
            CreateButton::new(id).label(super::limits::cut(&words, 80)).style(ButtonStyle::Primary)
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn ids_round_trip() {
        for button in [
            Button::Move { game_id: 7, version: 12, index: 3 },
            Button::Hand { game_id: 9 },
            Button::Agree { game_id: 5 },
            Button::Rematch { game_id: 6 },
            Button::Forget { user_id: "123".into() },
            Button::Lobby { game_id: 4, action: LobbyAction::AddComputer },
            Button::Replay { game_id: 12, step: 3, to: ReplayTo::Back },
        ] {
            assert_eq!(Button::parse(&button.id()), Some(button));
        }
        assert_eq!(Button::parse("m:x:1:2"), None);
        assert_eq!(Button::parse("lz:4"), None);
    }

    #[test]
    fn quick_moves_reveal_no_secrets() {
        assert!(is_quick("skip", true));
        assert!(is_quick("draw R2", true));
        assert!(!is_quick("place T12 B2", true));
        assert!(is_quick("take 2", false));
        assert!(!is_quick("build C2 white roof C3", false));
    }
}
