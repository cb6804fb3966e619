//! Buttons for the common small decisions (take a card, draw, done, skip…).
//! Each button's id carries the game and its version, so a click on an old
//! board is answered privately and changes nothing.

use serenity::all::{ButtonStyle, CreateActionRow, CreateButton};

use crate::table::Moves;

/// At most one row of five buttons.
const MAX_BUTTONS: usize = 5;

/// What a button does.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Button {
    /// Play the `index`-th legal move of the player to act at `version`.
    Move { game_id: i64, version: i64, index: usize },
    /// Show the clicker their hand.
    Hand { game_id: i64 },
}

impl Button {
    pub fn id(&self) -> String {
        match self {
            Button::Move { game_id, version, index } => format!("m:{game_id}:{version}:{index}"),
            Button::Hand { game_id } => format!("h:{game_id}"),
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

/// The buttons under a board for the one player to act (none when several
/// act at once or no move is quick).
pub fn for_moves(moves: &Moves) -> Vec<CreateActionRow> {
    let mut buttons = vec![];
    if moves.waiting.len() == 1 {
        for (index, notation) in moves.legal.iter().enumerate() {
            if buttons.len() == MAX_BUTTONS - usize::from(moves.secret_hands) {
                break;
            }
            if is_quick(notation, moves.secret_hands) {
                let id = Button::Move { game_id: moves.game_id, version: moves.version, index }.id();
                buttons.push(CreateButton::new(id).label(notation).style(ButtonStyle::Primary));
            }
        }
    }
    if moves.secret_hands {
        buttons.push(
            CreateButton::new(Button::Hand { game_id: moves.game_id }.id())
                .label("My hand")
                .style(ButtonStyle::Secondary),
        );
    }
    if buttons.is_empty() {
        vec![]
    } else {
        vec![CreateActionRow::Buttons(buttons)]
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn ids_round_trip() {
        for button in [Button::Move { game_id: 7, version: 12, index: 3 }, Button::Hand { game_id: 9 }] {
            assert_eq!(Button::parse(&button.id()), Some(button));
        }
        assert_eq!(Button::parse("m:x:1:2"), None);
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
