//! Board images for Cloud City, drawn for a phone (400 px wide): the title
//! with whose turn it is, a strip saying what the last turn did (its
//! changes outlined on the board), each player's city with the names users
//! type on its margins, the face-up row, the stack and the walkway supply,
//! the special requests and a legend; once the game is over, the final
//! scores broken down as the rulebook counts them. People are named by
//! their display names, each with their colour's swatch beside it. The
//! hand image shows one seat's tiles in all four rotations.

mod city;
#[cfg(test)]
mod colours;
mod flow;
mod hand;
mod last_turn;
mod panel;
mod pieces;
mod results;
mod shared;
#[cfg(test)]
mod tests;

use crate::games::cloud_city::state::Step;
use crate::games::cloud_city::{CloudCity, State};
use crate::games::{Game, Seat};
use crate::i18n::Lang;
use crate::render::svg::{palette, Svg};
use crate::render::Draw;
use crate::tr;

use flow::Flow;
use last_turn::Changes;

/// The board is drawn 1000 units wide and stored at half that (a phone
/// shows it 400 px wide either way; fewer pixels, fewer bytes). No text is
/// under 28 units (11.2 px on the phone).
const WIDTH: f32 = 1000.0;
const STORED_SCALE: f32 = 0.5;
const MARGIN: f32 = 12.0;
const SMALL: f32 = 28.0;
const BODY: f32 = 30.0;
const HEADING: f32 = 34.0;

/// What every part of an image needs: the state, who sits where, the
/// language, what the last turn changed and who won.
pub struct Board<'a> {
    state: &'a State,
    names: &'a [String],
    lang: Lang,
    changes: Option<Changes>,
    winners: Vec<Seat>,
}

impl<'a> Board<'a> {
    fn new(state: &'a State, names: &'a [String], lang: Lang) -> Board<'a> {
        Board { state, names, lang, changes: Changes::of(state), winners: CloudCity::winners(state) }
    }

    /// A seat's display name ("Seat 2" without one).
    fn name(&self, seat: Seat) -> String {
        self.names.get(seat).cloned().unwrap_or_else(|| tr!(self.lang, "cc-board-seat", number = seat + 1))
    }
}

/// The title, then whose turn it is (or who won); returns the bottom.
fn header(svg: &mut Svg, board: &Board) -> f32 {
    let (state, lang) = (board.state, board.lang);
    let size = if state.options.long { tr!(lang, "cc-board-size-long") } else { tr!(lang, "cc-board-size-short") };
    let stage = match state.step {
        Step::Over => tr!(lang, "cc-board-over"),
        _ => tr!(lang, "cc-board-round", round = state.round, turns = state.mode().turns),
    };
    let mut f = Flow::new(MARGIN + 4.0, WIDTH - MARGIN, MARGIN, HEADING);
    f.text(svg, &tr!(lang, "cc-board-title", size = size, stage = stage), true, palette::INK);
    let mut f = Flow::new(MARGIN + 4.0, WIDTH - MARGIN, f.bottom() + 12.0, BODY);
    match state.active() {
        Some(seat) => {
            let step = match state.step {
                Step::Place => tr!(lang, "cc-board-step-place"),
                Step::Walkways => tr!(lang, "cc-board-step-walkways"),
                Step::Draw | Step::Over => tr!(lang, "cc-board-step-draw"),
            };
            f.player(svg, state.position(seat), &board.name(seat), true, palette::INK);
            f.text(svg, &tr!(lang, "cc-board-to-play", step = step), true, palette::INK);
        }
        None => match &board.winners[..] {
            [] => {}
            [winner] => {
                f.cup(svg);
                f.player(svg, state.position(*winner), &board.name(*winner), true, palette::INK);
                f.text(svg, &tr!(lang, "cc-board-wins"), true, palette::INK);
            }
            winners => {
                f.cup(svg);
                f.text(svg, &tr!(lang, "cc-board-shared"), true, palette::INK);
                for (i, &seat) in winners.iter().enumerate() {
                    let sep = if i + 1 < winners.len() { "," } else { "" };
                    f.player(svg, state.position(seat), &format!("{}{sep}", board.name(seat)), true, palette::INK);
                }
            }
        },
    }
    f.bottom() + 16.0
}

impl Draw for CloudCity {
    fn board(state: &State, names: &[String], lang: Lang) -> Vec<(String, String)> {
        let board = Board::new(state, names, lang);
        let mut svg = Svg::new(WIDTH as u32, 0).scaled(STORED_SCALE);
        let mut y = header(&mut svg, &board);
        y = last_turn::strip(&mut svg, &board, MARGIN, y, WIDTH - 2.0 * MARGIN) + MARGIN;
        if state.step == Step::Over {
            y = results::table(&mut svg, &board, y);
        }
        y = panel::panels(&mut svg, &board, y);
        if state.step != Step::Over {
            y = shared::row_and_supply(&mut svg, &board, y);
        }
        y = shared::requests(&mut svg, &board, y);
        y = shared::legend(&mut svg, &board, y);
        svg.set_height(y.ceil() as u32);
        vec![("cloud-city.png".to_string(), svg.finish())]
    }

    fn hand_image(state: &State, seat: Seat, names: &[String], lang: Lang) -> Option<String> {
        hand::image(&Board::new(state, names, lang), seat)
    }
}
