//! Buttons under the bot's public messages: a lobby's Join, Leave, Add a
//! computer player and Start; a board's Play (which opens the move builder,
//! see `panel`), the first step of the move builder itself or one-click
//! buttons for the common one-word decisions, and My hand. Ids carry the game (and a board's version), so a click on an
//! old message is answered privately and changes nothing.

use serenity::all::{ButtonStyle, CreateActionRow, CreateButton};

use super::component_id::{ComponentId, LobbyAction, ReplayTo};
use super::panel::{self, Kind, PanelId};
use crate::i18n::{self, Lang};
use crate::table::Path;
use crate::table::{Board, Moves};
use crate::tr;

/// One row of at most five buttons.
const MAX_BUTTONS: usize = 5;

fn replay_label(to: ReplayTo, lang: Lang) -> String {
    match to {
        ReplayTo::Start => tr!(lang, "replay-start"),
        ReplayTo::Back => tr!(lang, "replay-back"),
        ReplayTo::Next => tr!(lang, "replay-next"),
        ReplayTo::End => tr!(lang, "replay-end"),
    }
}

fn lobby_label(action: LobbyAction, lang: Lang) -> String {
    match action {
        LobbyAction::Join => tr!(lang, "lobby-join"),
        LobbyAction::Leave => tr!(lang, "lobby-leave"),
        LobbyAction::AddComputer => tr!(lang, "lobby-add-computer"),
        LobbyAction::Start => tr!(lang, "lobby-start"),
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
        .into_iter()
        .map(|action| {
            let style = match action {
                LobbyAction::Join => ButtonStyle::Success,
                LobbyAction::Start => ButtonStyle::Primary,
                _ => ButtonStyle::Secondary,
            };
            CreateButton::new(ComponentId::Lobby { game_id, action }.to_string())
                .label(lobby_label(action, lang))
                .style(style)
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
    let to = |page: usize, older: bool| ComponentId::History {
        page,
        kind: kind.map(str::to_string),
        user_id: user_id.map(str::to_string),
        older,
    };
    let newer = CreateButton::new(to(page.saturating_sub(1).max(1), false).to_string())
        .label(tr!(lang, "history-newer"))
        .style(ButtonStyle::Secondary)
        .disabled(page <= 1);
    let older = CreateButton::new(to((page + 1).min(pages), true).to_string())
        .label(tr!(lang, "history-older"))
        .style(ButtonStyle::Secondary)
        .disabled(page >= pages);
    vec![CreateActionRow::Buttons(vec![newer, older])]
}

/// The button under a host's proposal.
pub fn for_proposal(game_id: i64, number: u32, lang: Lang) -> Vec<CreateActionRow> {
    let agree = CreateButton::new(ComponentId::Agree { game_id, proposal: Some(number) }.to_string())
        .label(tr!(lang, "proposal-agree"))
        .style(ButtonStyle::Success);
    vec![CreateActionRow::Buttons(vec![agree])]
}

/// The danger button under `/me forget`'s question.
pub fn for_forget(user_id: &str, lang: Lang) -> Vec<CreateActionRow> {
    let delete = CreateButton::new(ComponentId::Forget { user_id: user_id.to_string() }.to_string())
        .label(tr!(lang, "forget-button"))
        .style(ButtonStyle::Danger);
    vec![CreateActionRow::Buttons(vec![delete])]
}

/// The buttons under a replay at `step` of `count`: to the start, one
/// turn back, one on, and to the end; those that would go nowhere are off.
pub fn for_replay(game_id: i64, step: usize, count: usize, lang: Lang) -> Vec<CreateActionRow> {
    let buttons = ReplayTo::ALL
        .into_iter()
        .map(|to| {
            let (target, stays) = match to {
                ReplayTo::Start => (0, step == 0),
                ReplayTo::Back => (step.saturating_sub(1), step == 0),
                ReplayTo::Next => ((step + 1).min(count), step >= count),
                ReplayTo::End => (count, step >= count),
            };
            CreateButton::new(ComponentId::Replay { game_id, step: target, to }.to_string())
                .label(replay_label(to, lang))
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
        let rematch = CreateButton::new(ComponentId::Rematch { game_id: board.game_id }.to_string())
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
            CreateButton::new(ComponentId::Hand { game_id: board.game_id }.to_string())
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
            let id = ComponentId::Move { game_id: moves.game_id, version: moves.version, index }.to_string();
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
    fn quick_moves_reveal_no_secrets() {
        assert!(is_quick("skip", true));
        assert!(is_quick("draw R2", true));
        assert!(!is_quick("place T12 B2", true));
        assert!(is_quick("take 2", false));
        assert!(!is_quick("build C2 white roof C3", false));
    }
}
