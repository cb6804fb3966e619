//! The Tower Up board, laid out for a phone (shown about 400 px wide): one
//! column of parts, top to bottom — what happened, the city, the market and
//! supply, the objectives, the track's values, a compact card per player and
//! a legend. Drawn at 1000 units wide with no text under 22 units, stored at
//! 60 %. The channel gets that board every turn; `/game board` adds the
//! players image, each vehicle on its track and the score's parts.
//!
//! Floors are square blocks with a two-letter code (Bk black, Wh white,
//! Br brown, Gy grey); roofs are house shapes with their player's initial
//! (O, B, G, P), so no letter means two things and nothing relies on hue.

mod board;
mod pieces;
mod players;

pub use pieces::{floor_code, roof_letter};

use crate::i18n::Lang;
use crate::games::tower_up::state::State;
use crate::games::tower_up::TowerUp;
use crate::games::Seat;
use crate::render::svg::{palette, Svg};
use crate::render::Draw;

const WIDTH: f32 = 1000.0;
const MARGIN: f32 = 16.0;
const INNER: f32 = WIDTH - 2.0 * MARGIN;
/// The stored image is this fraction of the drawing.
const STORED_SCALE: f32 = 0.5;
/// Text sizes: the smallest reads at 9 px on a phone.
const SMALL: f32 = 22.0;
const BODY: f32 = 24.0;
const HEADING: f32 = 28.0;
const TITLE: f32 = 30.0;
const LINE: f32 = 30.0;
const GAP: f32 = 14.0;

const FLOORS_AND_ROOFS: [&str; 2] = [
    "Floors Bk black, Wh white, Br brown, Gy grey (any: pick) · h5 height",
    "Roofs, chips taken: O orange, B blue, G green, P purple · d1 district",
];

fn name_of(names: &[String], seat: Seat) -> String {
    names.get(seat).cloned().unwrap_or_else(|| format!("Seat {}", seat + 1))
}

/// The board the channel gets every turn.
pub fn render(s: &State, names: &[String]) -> String {
    let mut svg = Svg::new(WIDTH as u32, 0).scaled(STORED_SCALE);
    let mut y = board::header(&mut svg, s, names, 0.0);
    y = board::city(&mut svg, s, y);
    y = board::market(&mut svg, s, y);
    y = board::objectives(&mut svg, s, y);
    y = board::track_values(&mut svg, y);
    y = players::cards(&mut svg, s, names, y);
    let [floors, roofs] = FLOORS_AND_ROOFS;
    let track = "col: vehicle's column · pts: its score · ★ star column · hand: floors";
    y = board::legend(&mut svg, y, &[floors, roofs, track]);
    svg.set_height(y.ceil() as u32);
    svg.finish()
}

/// Every player's full panel: vehicles on their tracks, hand, chips, score.
pub fn players_image(s: &State, names: &[String]) -> String {
    let mut svg = Svg::new(WIDTH as u32, 0).scaled(STORED_SCALE);
    let mut y = 40.0;
    svg.text(MARGIN, y, TITLE, "Tower Up · players", palette::INK, "start", true);
    y += GAP;
    for &seat in &s.order {
        y = players::panel(&mut svg, s, seat, &name_of(names, seat), y);
    }
    let [floors, roofs] = FLOORS_AND_ROOFS;
    let track = "col: track column · pts: its score · ★ star column (✔ used)";
    let cone = "cone: the pts of the column numbered by your visible roofs";
    y = board::legend(&mut svg, y, &[floors, roofs, track, cone]);
    svg.set_height(y.ceil() as u32);
    svg.finish()
}

impl Draw for TowerUp {
    fn board(state: &State, names: &[String], _lang: Lang) -> Vec<(String, String)> {
        vec![("tower-up.png".to_string(), render(state, names))]
    }

    fn board_on_request(state: &State, names: &[String], _lang: Lang) -> Vec<(String, String)> {
        vec![
            ("tower-up.png".to_string(), render(state, names)),
            ("tower-up-players.png".to_string(), players_image(state, names)),
        ]
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::games::tower_up::data::{data, COLOURS};
    use crate::games::tower_up::state::{LastMove, Trigger, TriggerKind};
    use crate::render::layout;

    fn names() -> Vec<String> {
        ["Alice", "Bob", "Chloé", "Dmytro"].iter().map(|s| s.to_string()).collect()
    }

    #[test]
    fn a_long_last_move_and_the_end_trigger_stay_clear_of_the_legend() {
        let mut s = State::setup(4, 5, false);
        s.last = Some(LastMove {
            seat: 1,
            text: "take 2 (black, black, white, grey, wild as brown) then discard black, white, grey and brown"
                .repeat(2),
            sites: vec![],
            slot: Some(1),
        });
        s.trigger = Some(Trigger { kind: TriggerKind::Exhausted, seat: 1 });
        let svg = render(&s, &names());
        assert_eq!(layout::check(&svg).unwrap(), vec![]);
        assert!(svg.contains("End triggered by"));
    }

    #[test]
    fn the_channel_board_gives_each_player_a_card_and_the_full_panels_come_on_request() {
        let mut s = State::setup(4, 5, false);
        s.players[2].hand = [3, 0, 2, 1];
        s.players[2].used_stars = vec![4, 2];
        let board = render(&s, &names());
        assert_eq!(board.matches(" pts<").count(), 4, "a score on each card");
        assert!(board.contains(">hand 6<") && board.contains(">★ used: 2, 4<"));
        assert!(!board.contains("= vehicles"), "the score's parts stay off the channel board");
        let images = TowerUp::board_on_request(&s, &names(), Lang::En);
        let names_: Vec<&str> = images.iter().map(|(n, _)| n.as_str()).collect();
        assert_eq!(names_, ["tower-up.png", "tower-up-players.png"]);
        assert_eq!(images[1].1.matches("= vehicles").count(), 4, "each player's score parts");
        assert_eq!(TowerUp::board(&s, &names(), Lang::En).len(), 1, "the channel gets one image a turn");
    }

    #[test]
    fn floor_codes_and_roof_letters_never_share_a_letter() {
        let roofs: Vec<String> = data().player_colours.iter().map(|c| roof_letter(c)).collect();
        for c in COLOURS {
            assert!(!roofs.contains(&floor_code(c).to_string()), "{}", floor_code(c));
            assert_eq!(floor_code(c).len(), 2);
        }
        assert_eq!(roofs, ["O", "B", "G", "P"]);
    }

    #[test]
    fn the_track_header_numbers_columns_as_moves_do_and_shows_points_apart() {
        let s = State::setup(2, 5, false);
        let svg = render(&s, &names());
        let track = &data().track;
        // Column numbers 0..=end appear in the "col" row, points in the "pts" row.
        assert!(svg.contains(">col<") && svg.contains(">pts<"));
        let last = track.end_column.to_string();
        assert!(svg.contains(&format!(">{last}<")));
        assert!(svg.contains(&format!(">{}<", track.column_value[track.end_column as usize])));
    }
}
