//! The colours that tell Cloud City's things apart, and the second cue the
//! images draw beside the colour for each pair that a colour-blind player
//! may take for one another (CIEDE2000 under 10 in one of the simulated
//! visions, see `render::colour_vision`).

use super::pieces::{BUILDING, CHANGED, CLOUD, EMPTY, EXHAUSTED, PLAYER, TARGET};
use crate::render::svg::palette;

/// What besides colour tells two things apart.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Cue {
    /// A digit or word stands on or beside each (a player's turn position
    /// and name, a building's height, a cell's name, a count).
    Label,
    /// One is outlined solid, the other dashed or not at all.
    Pattern,
}

/// One group of colours that tell things apart, and the cue beside them.
pub struct Group {
    pub what: &'static str,
    pub colours: Vec<(&'static str, &'static str)>,
    pub cue: Cue,
}

pub fn groups() -> Vec<Group> {
    vec![
        Group {
            what: "players",
            colours: vec![("orange", PLAYER[0]), ("purple", PLAYER[1]), ("yellow", PLAYER[2]), ("grey", PLAYER[3])],
            cue: Cue::Label,
        },
        Group {
            what: "buildings and walkways",
            colours: vec![("blue", BUILDING[1]), ("green", BUILDING[2]), ("brown", BUILDING[3])],
            cue: Cue::Label,
        },
        Group {
            what: "cells",
            colours: vec![("tile", CLOUD), ("empty cell", EMPTY), ("cell a tile may go to", TARGET)],
            cue: Cue::Pattern,
        },
        Group {
            what: "supply counts",
            colours: vec![("pieces left", palette::PAPER), ("none left", EXHAUSTED)],
            cue: Cue::Label,
        },
        Group {
            what: "outlines",
            colours: vec![("changed", CHANGED), ("tile", palette::MUTED), ("cell a tile may go to", palette::INK)],
            cue: Cue::Pattern,
        },
    ]
}

#[cfg(test)]
mod tests {
    use super::super::pieces::{EXHAUSTED_INK, PLAYER};
    use super::super::tests::{advance, names};
    use super::*;
    use crate::games::cloud_city::{CloudCity, Options, State, Step};
    use crate::games::Game;
    use crate::i18n::Lang;
    use crate::render::colour_vision;
    use crate::render::Draw;

    /// Every pair of one group that some vision may take for one another.
    fn close_pairs() -> Vec<(&'static str, &'static str, &'static str, f32, Cue)> {
        let pairs = |g: Group| {
            colour_vision::close_pairs(&g.colours).into_iter().map(move |(a, b, d)| (g.what, a, b, d, g.cue))
        };
        groups().into_iter().flat_map(pairs).collect()
    }

    fn board(state: &State) -> String {
        CloudCity::board(state, &names(), Lang::En).remove(0).1
    }

    /// A 4-player game in its middle, at a player's place step, with one
    /// supply count run out.
    fn sample() -> State {
        let mut s = CloudCity::setup(&Options { long: false, requests: 1 }, 4, 11).unwrap();
        advance(&mut s, 40, 5);
        while s.step != Step::Place {
            advance(&mut s, 1, 5);
        }
        s.supply[1][0] = 0;
        s
    }

    /// Whether the cue of `what` is drawn on `svg`.
    fn cue_drawn(what: &str, svg: &str, state: &State) -> Result<(), String> {
        let has = |needle: &str| svg.contains(needle).then_some(()).ok_or(format!("no {needle:?}"));
        match what {
            // Each swatch carries its turn position, and a name follows it.
            "players" => {
                for (i, part) in svg.split(r#"<g id="piece-swatch-"#).skip(1).enumerate() {
                    let position = (0..4).find(|&p| part.contains(&format!(r#"fill="{}""#, PLAYER[p])));
                    let position = position.ok_or(format!("swatch {i} has no player colour"))?;
                    let digit = part.split("</g>").nth(1).and_then(|t| t.split("</text>").next()).unwrap_or("");
                    if !digit.ends_with(&format!(">{}", position + 1)) {
                        return Err(format!("swatch {i} is not labelled {}: {digit}", position + 1));
                    }
                }
                names().iter().take(state.players()).try_for_each(|n| has(&format!(">{n}")))
            }
            // Every building shows its height digit.
            "buildings and walkways" => {
                for (k, fill) in BUILDING.iter().enumerate().skip(1) {
                    let bodies = svg.matches(&format!(r#"fill="{fill}" stroke"#)).count();
                    let digits =
                        svg.matches(&format!(r#"paint-order="stroke" text-anchor="middle">{k}</text>"#)).count();
                    if digits != bodies || digits == 0 {
                        return Err(format!("{bodies} buildings of colour {k}, {digits} digits"));
                    }
                }
                Ok(())
            }
            // Tiles are outlined solid; cells a tile may go to dashed and
            // named; other empty cells have no outline.
            "cells" => {
                has(&format!(r#"fill="{CLOUD}" stroke="{}""#, palette::MUTED))?;
                has(&format!(r#"fill="{TARGET}" stroke="{}" stroke-width="2.5" stroke-dasharray"#, palette::INK))?;
                has(&format!(r#"fill="{EMPTY}" stroke="{EMPTY}""#))
            }
            // A count that ran out says 0, in red.
            "supply counts" => has(&format!(r#"fill="{EXHAUSTED_INK}" text-anchor="middle">0</text>"#)),
            // The changed outline is thick and solid; a target's is dashed.
            "outlines" => {
                has(&format!(r#"fill="none" stroke="{CHANGED}" stroke-width="6"/>"#))?;
                has(&format!(r#"stroke="{}" stroke-width="2.5" stroke-dasharray"#, palette::INK))
            }
            other => Err(format!("no cue known for {other}")),
        }
    }

    /// The second cue of every pair of Cloud City colours that a
    /// colour-blind player may take for one another, checked where it is drawn.
    #[test]
    fn every_pair_of_colours_too_close_for_some_eyes_has_a_second_cue_that_is_drawn() {
        let state = sample();
        let svg = board(&state);
        for (what, a, b, d, cue) in close_pairs() {
            eprintln!("{what}: {a} and {b} are {d:.1} apart for some eyes; cue {cue:?}");
            let case = format!("{what}: {a} and {b} are {d:.1} apart for some eyes; cue {cue:?}");
            if let Err(missing) = cue_drawn(what, &svg, &state) {
                panic!("{case}: {missing}");
            }
        }
    }

    /// The palette keeps people's and buildings' colours apart for every
    /// eye, so those need no cue besides (they have labels anyway).
    #[test]
    fn player_and_building_colours_stay_apart_for_every_eye() {
        let close: Vec<_> = close_pairs()
            .into_iter()
            .filter(|(what, ..)| matches!(*what, "players" | "buildings and walkways"))
            .collect();
        assert!(close.is_empty(), "{close:?}");
        // The cues are drawn all the same.
        let state = sample();
        let svg = board(&state);
        for g in groups() {
            cue_drawn(g.what, &svg, &state).unwrap_or_else(|e| panic!("{}: {e}", g.what));
        }
    }
}
