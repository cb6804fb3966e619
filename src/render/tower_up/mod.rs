//! The Tower Up board, laid out for a phone (shown about 400 px wide): one
//! column of parts, top to bottom — the title and whose turn, the last turn
//! in words, the final scores once over, the city, the market and supply,
//! the objectives by title, the track's values and a row per player. Drawn
//! at 1000 units wide with no text under 28 units (11 px on the phone),
//! stored at half size. What the last turn changed is outlined. The channel
//! gets that board every turn; `/game board` shows it with the objectives'
//! rules and a legend, and adds the players image, each vehicle on its
//! track and the score's parts.
//!
//! People are named by their display names with their colour beside them;
//! colour words are left for pieces. Floors are blocks in their colour
//! (with a two-letter code where there is room); roofs are house shapes with
//! their colour's initial, which the legend gives to their player.

mod board;
mod inline;
mod last_turn;
mod pieces;
mod players;
mod results;

pub use pieces::{district_tint, floor_code, floor_fill, player_fill, roof_letter, CHANGE, DISTRICT_TINTS};

use crate::games::tower_up::state::State;
use crate::games::tower_up::TowerUp;
use crate::games::Seat;
use crate::i18n::Lang;
use crate::render::svg::{palette, Svg};
use crate::render::Draw;
use crate::tr;

use last_turn::Marks;

const WIDTH: f32 = 1000.0;
const MARGIN: f32 = 16.0;
const INNER: f32 = WIDTH - 2.0 * MARGIN;
/// The stored image is this fraction of the drawing.
const STORED_SCALE: f32 = 0.5;
/// `units` rounded up to a whole stored pixel.
fn whole_pixels(units: f32) -> f32 {
    (units * STORED_SCALE).ceil() / STORED_SCALE
}

/// `units` rounded down to a whole stored pixel.
fn whole_pixels_below(units: f32) -> f32 {
    (units * STORED_SCALE).floor() / STORED_SCALE
}

/// Text sizes: the smallest reads at 11 px on a phone.
const SMALL: f32 = 28.0;
const BODY: f32 = 30.0;
const HEADING: f32 = 32.0;
const TITLE: f32 = 34.0;
/// Line steps for body and small text.
const LINE: f32 = 38.0;
const SMALL_LINE: f32 = 36.0;
const GAP: f32 = 16.0;

/// What the floor codes, roof letters and marks mean (both images end with it).
/// (Each player's row shows a roof of theirs: that says whose roofs are whose.)
fn legend_items(s: &State, lang: Lang, track: String) -> Vec<String> {
    let mut items = vec![tr!(lang, "tu-board-legend-floors"), track];
    if s.turn.is_some() {
        items.push(tr!(lang, "tu-board-legend-changed"));
    }
    items
}

fn name_of(names: &[String], seat: Seat, lang: Lang) -> String {
    names.get(seat).cloned().unwrap_or_else(|| tr!(lang, "tu-board-seat-number", number = seat + 1))
}

/// How much a board explains. The channel gets a board every turn, so that
/// one leaves out what a player reads once and looks up later (the
/// objectives' rules, the legend): it keeps the objectives' titles, and
/// `/game board` shows the rest.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Detail {
    Turn,
    Full,
}

/// The board the channel gets every turn.
pub fn render(s: &State, names: &[String], lang: Lang) -> String {
    board(s, names, lang, Detail::Turn)
}

/// The board `/game board` shows: the channel's, with the objectives'
/// rules and the legend.
pub fn full_board(s: &State, names: &[String], lang: Lang) -> String {
    board(s, names, lang, Detail::Full)
}

fn board(s: &State, names: &[String], lang: Lang, detail: Detail) -> String {
    let marks = Marks::of(s);
    let mut svg = Svg::new(WIDTH as u32, 0).scaled(STORED_SCALE);
    let mut y = board::header(&mut svg, s, names, lang, 0.0);
    y = last_turn::strip(&mut svg, s, names, lang, y);
    y = results::final_scores(&mut svg, s, names, lang, y);
    y = board::city(&mut svg, s, &marks, lang, y);
    y = board::market(&mut svg, s, &marks, lang, y);
    y = board::objectives(&mut svg, s, &marks, names, lang, y, detail == Detail::Full);
    y = board::track_values(&mut svg, lang, y);
    y = players::rows(&mut svg, s, &marks, names, lang, y);
    if detail == Detail::Full {
        let items = legend_items(s, lang, tr!(lang, "tu-board-legend-track"));
        y = board::legend(&mut svg, s, y, &items);
    }
    svg.set_height(y.ceil() as u32);
    svg.finish()
}

/// Every player's full panel: vehicles on their tracks, hand, chips, score.
pub fn players_image(s: &State, names: &[String], lang: Lang) -> String {
    let marks = Marks::of(s);
    let mut svg = Svg::new(WIDTH as u32, 0).scaled(STORED_SCALE);
    let mut y = 44.0;
    svg.text(MARGIN, y, TITLE, &tr!(lang, "tu-board-players-title"), palette::INK, "start", true);
    y += GAP;
    for &seat in &s.order {
        y = players::panel(&mut svg, s, &marks, seat, names, lang, y);
    }
    let mut items = legend_items(s, lang, tr!(lang, "tu-board-legend-track-players"));
    items.push(tr!(lang, "tu-board-legend-cone"));
    y = board::legend(&mut svg, s, y, &items);
    svg.set_height(y.ceil() as u32);
    svg.finish()
}

impl Draw for TowerUp {
    fn board(state: &State, names: &[String], lang: Lang) -> Vec<(String, String)> {
        vec![("tower-up.png".to_string(), render(state, names, lang))]
    }

    fn board_on_request(state: &State, names: &[String], lang: Lang) -> Vec<(String, String)> {
        vec![
            ("tower-up.png".to_string(), full_board(state, names, lang)),
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
        for svg in [render(&s, &names(), Lang::En), full_board(&s, &names(), Lang::En)] {
            assert_eq!(layout::check(&svg).unwrap(), vec![]);
            assert!(svg.contains("End triggered by"));
        }
    }

    #[test]
    fn the_channel_board_names_the_objectives_and_the_board_on_request_explains_them() {
        let s = game_after(4, 6, 40);
        for lang in Lang::ALL {
            let (turn, full) = (render(&s, &names(), lang), full_board(&s, &names(), lang));
            for o in &s.objectives {
                let objective = data().objective(&o.id);
                let rules =
                    inline::wrap(&crate::i18n::said_in(lang, &objective.text_said()), INNER - 28.0, SMALL, false);
                let title = crate::i18n::said_in(lang, &objective.name_said());
                assert!(turn.contains(&title) && full.contains(&title), "{lang:?}: {title}");
                assert!(!turn.contains(&rules[0]) && full.contains(&rules[0]), "{lang:?}: {}", rules[0]);
            }
            let floors = tr!(lang, "tu-board-legend-floors");
            let legend = floors.split(' ').take(2).collect::<Vec<_>>().join(" ");
            assert!(!turn.contains(&legend) && full.contains(&legend), "{lang:?}: the legend on request only");
            assert_eq!(TowerUp::board_on_request(&s, &names(), lang)[0].1, full);
        }
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
                assert_eq!(layout::check(&svg).unwrap(), vec![], "{stage} {name}");
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

    /// Spec fixture F1 (section 7): three players, orange (Alice) to act.
    fn f1() -> State {
        use crate::games::tower_up::data::Colour::{Black, Brown, White};
        use crate::games::tower_up::state::{Piece, Tower};
        let mut s = State::blank(3, 7);
        let mut put = |label: &str, colour, stack: Vec<Piece>| {
            let i = s.board_data().index(label).unwrap();
            s.towers[i] = Some(Tower { colour, stack });
        };
        put("B2", Black, vec![Piece::Floor]);
        put("C3", Black, vec![Piece::Floor, Piece::Floor, Piece::Roof { seat: 1, level: 2 }]);
        put("D3", Brown, vec![Piece::Floor]);
        put("E6", White, vec![Piece::Floor]);
        s.players[0].hand = [2, 1, 0, 0];
        s
    }

    /// The words of an SVG, in drawing order, a wrapped line joined to the next.
    fn words(svg: &str) -> String {
        let mut out = String::new();
        let mut in_tag = false;
        for c in svg.chars() {
            match c {
                '<' => in_tag = true,
                '>' => in_tag = false,
                _ if !in_tag => out.push(c),
                _ => {}
            }
        }
        out.split_whitespace().collect::<Vec<_>>().join(" ")
    }

    fn play(s: &mut State, seat: usize, notation: &str) {
        let mv = crate::games::tower_up::notation::parse(notation).unwrap();
        rules::play(s, seat, &mv).unwrap();
    }

    #[test]
    fn the_last_turn_is_told_in_words_and_outlined_on_the_board() {
        let mut s = f1();
        assert!(!render(&s, &names(), Lang::En).contains("Last turn"), "nothing played yet");
        play(&mut s, 0, "build C2 white roof C3");
        let svg = render(&s, &names(), Lang::En);
        assert!(svg.contains("Last turn: <tspan fill=\"#e69f00\">■\u{a0}</tspan>Alice"), "named, colour beside");
        assert!(
            words(&svg).contains("built a white tower on C2, laid a floor on B2, C3 and put a roof on C3 at height 3")
        );
        // The new tower and the two that grew are ringed, the new roof glows.
        assert_eq!(svg.matches(r##"stroke="#d55e00" stroke-width="7""##).count(), 3);
        assert_eq!(svg.matches(r##"fill="#d55e00" stroke="#d55e00" stroke-width="8""##).count(), 1);
        assert!(words(&svg).contains("vehicles moved: black 0→3"));
        assert_eq!(layout::check(&svg).unwrap(), vec![]);
        // Blue's turn: a card taken, shown in the strip, and its slot refilled.
        s.players[1].hand = [3, 3, 2, 1];
        s.market[0] = data().cards.iter().position(|c| c.id == "M25").unwrap();
        play(&mut s, 1, "take 1");
        play(&mut s, 1, "discard black");
        play(&mut s, 1, "discard white");
        play(&mut s, 1, "discard grey");
        let svg = render(&s, &names(), Lang::En);
        assert!(svg.contains("Bob</text>") && words(&svg).contains("took card 1 and gained 1 black, 1 white, 1 brown, 1 grey; gave back 1 black, 1 white, 1 grey (hand limit 10)"), "{svg}");
        assert!(!svg.contains("built a"), "the turn before is not this one's");
        let uk = render(&s, &names(), Lang::Uk);
        assert!(words(&uk).contains("бере карту 1 і отримує 1 чорний, 1 білий, 1 коричневий, 1 сірий"), "{uk}");
    }

    #[test]
    fn people_are_named_and_colour_words_are_left_for_pieces() {
        let s = game_after(4, 6, 40);
        for lang in Lang::ALL {
            for (_, svg) in TowerUp::board_on_request(&s, &names(), lang) {
                for colour in &data().player_colours {
                    let word = crate::i18n::said_in(lang, &crate::games::tower_up::data::player_colour(colour));
                    assert!(!svg.contains(&word), "{lang:?}: {word}");
                }
                for name in names() {
                    assert!(svg.contains(&name), "{lang:?}: {name}");
                }
            }
        }
    }

    #[test]
    fn the_final_board_breaks_every_score_down_and_keeps_nothing_of_the_running_game() {
        let (s, _) = random_playout(3, 8, false, 5000);
        assert!(s.over);
        let svg = render(&s, &names(), Lang::En);
        assert!(svg.contains(">Final scores<"));
        assert_eq!(words(&svg).matches("+ cone ").count(), 3, "each player's parts");
        for gone in ["final action", "to act", ">final<"] {
            assert!(!svg.contains(gone), "{gone}");
        }
        // Equal leaders share the victory, and the board says there is no tie-break.
        let mut tied = s.clone();
        let (a, b) = (tied.order[0], tied.order[1]);
        let (fa, fb) = (tied.players[a].final_score.clone().unwrap(), tied.players[b].final_score.clone().unwrap());
        let top = fa.total.max(fb.total) + 50;
        tied.players[a].final_score.as_mut().unwrap().total = top;
        tied.players[b].final_score.as_mut().unwrap().total = top;
        let svg = render(&tied, &names(), Lang::En);
        assert!(words(&svg).contains("share the victory (Tower Up has no tie-break)"), "{svg}");
        assert_eq!(layout::check(&svg).unwrap(), vec![]);
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
