//! Board images for Sky Garden, drawn 1000 units wide so that they read on a
//! phone (stored at 65 %):
//! - `board`: the decision at hand, the last move, the Main track (round,
//!   Standby and ads in its middle) and every player's standing;
//! - `market`: the Forest board, the special bird cards and the birdcage;
//! - one `aviary` per player.
//!
//! The channel sees the shared board after every turn. The images a turn's
//! decisions need (the mover's aviary, the market) come with the board once
//! the mover has moved their token, which the table shows to the mover alone;
//! the final board and `/game board` show everything. A player's own aviary,
//! with the Event cards only they may see, is their hand image.

mod aviary;
mod board;
mod canvas;
mod changed;
#[cfg(test)]
mod colours;
mod icons;
mod market;
mod pieces;

use crate::games::sky_garden::data::COLOURS;
use crate::games::sky_garden::state::{Phase, State};
use crate::games::sky_garden::SkyGarden;
use crate::games::Seat;
use crate::i18n::Lang;
use crate::render::Draw;
use aviary::Eyes;

/// The public images of the board as it stands, by file name.
pub fn images(s: &State, names: &[String], lang: Lang) -> Vec<(String, String)> {
    let mut out = vec![("sky-garden-board.png".to_string(), board::shared_board(s, names, lang))];
    let mid_turn = s.turn.as_ref().filter(|t| t.moved && s.phase == Phase::Playing);
    if let Some(t) = mid_turn {
        out.push(aviary_image(s, names, t.seat, lang));
        out.push(market_image(s, lang));
    } else if s.phase == Phase::Over {
        out.push(market_image(s, lang));
        out.extend((0..s.players_n).map(|seat| aviary_image(s, names, seat, lang)));
    }
    out
}

/// Every image of the board, for a player who asks to see it all.
pub fn all_images(s: &State, names: &[String], lang: Lang) -> Vec<(String, String)> {
    let board = ("sky-garden-board.png".to_string(), board::shared_board(s, names, lang));
    let mut out = vec![board, market_image(s, lang)];
    out.extend((0..s.players_n).map(|seat| aviary_image(s, names, seat, lang)));
    out
}

fn market_image(s: &State, lang: Lang) -> (String, String) {
    ("sky-garden-market.png".to_string(), market::market(s, lang))
}

/// File names keep the English colour key: they are names, not words shown.
fn aviary_image(s: &State, names: &[String], seat: Seat, lang: Lang) -> (String, String) {
    (format!("sky-garden-{}.png", COLOURS[seat]), aviary::aviary(s, names, seat, Eyes::Everyone, lang))
}

impl Draw for SkyGarden {
    fn board(state: &State, names: &[String], lang: Lang) -> Vec<(String, String)> {
        images(state, names, lang)
    }

    fn board_on_request(state: &State, names: &[String], lang: Lang) -> Vec<(String, String)> {
        all_images(state, names, lang)
    }

    fn player_area(state: &State, seat: Seat, names: &[String], lang: Lang) -> Option<(String, String)> {
        (seat < state.players_n && state.phase != Phase::Over).then(|| aviary_image(state, names, seat, lang))
    }

    /// A player's own aviary, showing the Event cards dealt to them.
    fn hand_image(state: &State, seat: Seat, names: &[String], lang: Lang) -> Option<String> {
        (seat < state.players_n).then(|| aviary::aviary(state, names, seat, Eyes::Owner, lang))
    }
}

#[cfg(test)]
mod tests;
