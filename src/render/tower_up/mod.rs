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

use crate::games::tower_up::state::State;
use crate::games::tower_up::TowerUp;
use crate::games::Seat;
use crate::i18n::Lang;
use crate::render::svg::{palette, Svg};
use crate::render::Draw;
use crate::tr;

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

/// What the floor codes and roof letters mean (both images end with it).
fn floors_and_roofs(lang: Lang) -> [String; 2] {
    [tr!(lang, "tu-board-legend-floors"), tr!(lang, "tu-board-legend-roofs")]
}

fn name_of(names: &[String], seat: Seat, lang: Lang) -> String {
    names.get(seat).cloned().unwrap_or_else(|| tr!(lang, "tu-board-seat-number", number = seat + 1))
}

/// The board the channel gets every turn.
pub fn render(s: &State, names: &[String], lang: Lang) -> String {
    let mut svg = Svg::new(WIDTH as u32, 0).scaled(STORED_SCALE);
    let mut y = board::header(&mut svg, s, names, lang, 0.0);
    y = board::city(&mut svg, s, lang, y);
    y = board::market(&mut svg, s, lang, y);
    y = board::objectives(&mut svg, s, lang, y);
    y = board::track_values(&mut svg, lang, y);
    y = players::cards(&mut svg, s, names, lang, y);
    let [floors, roofs] = floors_and_roofs(lang);
    let track = tr!(lang, "tu-board-legend-track");
    y = board::legend(&mut svg, y, &[floors, roofs, track]);
    svg.set_height(y.ceil() as u32);
    svg.finish()
}

/// Every player's full panel: vehicles on their tracks, hand, chips, score.
pub fn players_image(s: &State, names: &[String], lang: Lang) -> String {
    let mut svg = Svg::new(WIDTH as u32, 0).scaled(STORED_SCALE);
    let mut y = 40.0;
    svg.text(MARGIN, y, TITLE, &tr!(lang, "tu-board-players-title"), palette::INK, "start", true);
    y += GAP;
    for &seat in &s.order {
        y = players::panel(&mut svg, s, seat, &name_of(names, seat, lang), lang, y);
    }
    let [floors, roofs] = floors_and_roofs(lang);
    let track = tr!(lang, "tu-board-legend-track-players");
    let cone = tr!(lang, "tu-board-legend-cone");
    y = board::legend(&mut svg, y, &[floors, roofs, track, cone]);
    svg.set_height(y.ceil() as u32);
    svg.finish()
}

impl Draw for TowerUp {
    fn board(state: &State, names: &[String], lang: Lang) -> Vec<(String, String)> {
        vec![("tower-up.png".to_string(), render(state, names, lang))]
    }

    fn board_on_request(state: &State, names: &[String], lang: Lang) -> Vec<(String, String)> {
        vec![
            ("tower-up.png".to_string(), render(state, names, lang)),
            ("tower-up-players.png".to_string(), players_image(state, names, lang)),
        ]
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::games::tower_up::data::{data, COLOURS};
    use crate::games::tower_up::state::{LastMove, Trigger, TriggerKind};
    use crate::games::tower_up::{random_playout, rules};
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
        let svg = render(&s, &names(), Lang::En);
        assert_eq!(layout::check_until_redesigned(&svg).unwrap(), vec![]);
        assert!(svg.contains("End triggered by"));
    }

    #[test]
    fn the_channel_board_gives_each_player_a_card_and_the_full_panels_come_on_request() {
        let mut s = State::setup(4, 5, false);
        s.players[2].hand = [3, 0, 2, 1];
        s.players[2].used_stars = vec![4, 2];
        let board = render(&s, &names(), Lang::En);
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
        for (lang, initials) in [(Lang::En, ["O", "B", "G", "P"]), (Lang::Uk, ["П", "С", "З", "Ф"])] {
            let roofs: Vec<String> = data().player_colours.iter().map(|c| roof_letter(c, lang)).collect();
            let codes: std::collections::BTreeSet<String> = COLOURS.iter().map(|&c| floor_code(c, lang)).collect();
            assert_eq!(codes.len(), 4, "{lang:?}: four distinct floor codes");
            for code in &codes {
                assert!(!roofs.contains(code), "{lang:?}: {code}");
                assert_eq!(code.chars().count(), 2);
            }
            assert_eq!(roofs, initials, "{lang:?}: distinct roof initials");
        }
    }

    #[test]
    fn the_track_header_numbers_columns_as_moves_do_and_shows_points_apart() {
        let s = State::setup(2, 5, false);
        let svg = render(&s, &names(), Lang::En);
        let track = &data().track;
        // Column numbers 0..=end appear in the "col" row, points in the "pts" row.
        assert!(svg.contains(">col<") && svg.contains(">pts<"));
        let last = track.end_column.to_string();
        assert!(svg.contains(&format!(">{last}<")));
        assert!(svg.contains(&format!(">{}<", track.column_value[track.end_column as usize])));
    }

    /// A seeded random game after `moves` moves (or at its end).
    fn game_after(seats: usize, seed: u64, moves: usize) -> State {
        let (_, length) = random_playout(seats, seed, false, 2000);
        let (state, _) = random_playout(seats, seed, false, moves.min(length));
        state
    }

    /// Start, middle and end of a few seeded games, each player count.
    fn stages() -> Vec<(String, State)> {
        let mut out = vec![];
        for seats in 2..=4 {
            let (_, length) = random_playout(seats, 3, false, 2000);
            for (stage, moves) in [("start", 0), ("middle", length / 2), ("end", length)] {
                out.push((format!("{seats}p-{stage}"), game_after(seats, 3, moves)));
            }
        }
        out
    }

    #[test]
    fn ukrainian_boards_lay_out_cleanly_at_start_middle_and_end() {
        let stages = stages();
        for (stage, s) in &stages {
            for (name, svg) in TowerUp::board_on_request(s, &names(), Lang::Uk) {
                assert_eq!(layout::check_until_redesigned(&svg).unwrap(), vec![], "{stage} {name}");
            }
        }
        let end = &stages.last().unwrap().1;
        assert!(end.over, "the last stage is a finished game");
        let board = render(end, &names(), Lang::Uk);
        assert!(board.contains("Гру закінчено"), "the headline in Ukrainian");
        assert!(board.contains(">Ринок<") && board.contains(">Запас<"), "headings in Ukrainian");
        assert!(!board.contains(">Market<") && !board.contains("Objectives"), "no English left");
    }

    #[test]
    fn a_board_speaks_its_language_in_every_part() {
        let mut s = game_after(3, 4, 30);
        s.trigger = Some(Trigger { kind: TriggerKind::LastRoof, seat: s.order[0] });
        let uk = render(&s, &names(), Lang::Uk);
        let players = players_image(&s, &names(), Lang::Uk);
        for english in ["Last:", "End triggered", "Supply", "deck ", "Roofs left", "★ used", " pts<", "hand "] {
            assert!(!uk.contains(english), "{english:?} on the Ukrainian board");
        }
        assert!(uk.contains("Кінець гри запущено") && uk.contains("Останній хід"), "header notes in Ukrainian");
        assert!(
            players.contains("Tower Up · гравці") && players.contains("= локомотиви"),
            "players image in Ukrainian"
        );
        assert!(!players.contains("Floors held") && !players.contains("Chips:"));
        // A legal move still plays on: the state was not a dead end.
        assert!(s.over || !rules::legal_moves(&s, s.current).is_empty());
    }

    #[test]
    #[ignore = "writes images to look at; run on request"]
    fn render_ukrainian_stages_to_tmp() {
        let dir = std::path::Path::new("/tmp/tower-up-render");
        std::fs::create_dir_all(dir).unwrap();
        for (stage, s) in stages() {
            for lang in Lang::ALL {
                for (name, svg) in TowerUp::board_on_request(&s, &names(), lang) {
                    let png = crate::render::svg_to_png(&svg).unwrap();
                    std::fs::write(dir.join(format!("{}-{stage}-{name}", lang.code())), png).unwrap();
                }
            }
        }
        // Wild icons ("any") in the market.
        let mut s = State::setup(3, 5, false);
        s.market[0] = data().cards.iter().position(|c| c.id == "M35").unwrap();
        for lang in Lang::ALL {
            let png = crate::render::svg_to_png(&render(&s, &names(), lang)).unwrap();
            std::fs::write(dir.join(format!("{}-wild-tower-up.png", lang.code())), png).unwrap();
        }
    }
}
