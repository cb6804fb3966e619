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
