//! Component data of Cloud City (spec section 2).
//!
//! Every value marked `ASSUMED` below has no source; the spec lists it as
//! `"basis": "assumed"`. Swap it here when the real value is known: the rules
//! code reads these tables only.

use crate::said;
use crate::text::Said;

/// Number of building colours. Colour codes are 1 blue, 2 green, 3 brown;
/// a colour's code is also its height.
pub const COLOURS: usize = 3;

/// A colour's name by code, as a legend or a tally says it ("blue"; in
/// Ukrainian the masculine "синій", which also agrees with перехід).
pub fn colour_name(code: u8) -> Said {
    match code {
        1 => said!("cc-blue"),
        2 => said!("cc-green"),
        _ => said!("cc-brown"),
    }
}

/// A colour said of a building ("blue"; Ukrainian agrees with будівля: "синя").
pub fn building_colour(code: u8) -> Said {
    match code {
        1 => said!("cc-blue-building"),
        2 => said!("cc-green-building"),
        _ => said!("cc-brown-building"),
    }
}

/// A colour said of several walkways ("blue"; Ukrainian plural: "сині").
pub fn walkways_colour(code: u8) -> Said {
    match code {
        1 => said!("cc-blue-walkways"),
        2 => said!("cc-green-walkways"),
        _ => said!("cc-brown-walkways"),
    }
}

/// A tile grid at rotation 0: NW, NE, SW, SE; 0 = open cloud, 1..=3 a site.
pub type Grid = [u8; 4];

/// Start tiles: id, birds, grid "NW NE/SW SE".
/// ASSUMED: every layout (sourced: S1 has two blue sites; S3 one blue and one brown).
pub const START_TILES: [(&str, u8, &str); 4] =
    [("S1", 1, "11/.."), ("S2", 2, "12/.."), ("S3", 3, "13/.."), ("S4", 4, "3./.3")];

/// The 44 regular tiles. Count, shape and two sites per tile are sourced;
/// ASSUMED: every layout.
pub const REGULAR_TILES: [(&str, &str); 44] = [
    ("T01", "11/.."),
    ("T02", "11/.."),
    ("T03", "12/.."),
    ("T04", "11/.."),
    ("T05", "1./.1"),
    ("T06", "1./.1"),
    ("T07", "1./.1"),
    ("T08", "22/.."),
    ("T09", "22/.."),
    ("T10", "22/.."),
    ("T11", "22/.."),
    ("T12", "2./.2"),
    ("T13", "2./.2"),
    ("T14", "2./.2"),
    ("T15", "33/.."),
    ("T16", "33/.."),
    ("T17", "33/.."),
    ("T18", "33/.."),
    ("T19", "3./.3"),
    ("T20", "3./.3"),
    ("T21", "3./.3"),
    ("T22", "12/.."),
    ("T23", "12/.."),
    ("T24", "12/.."),
    ("T25", "21/.."),
    ("T26", "21/.."),
    ("T27", "21/.."),
    ("T28", "1./.2"),
    ("T29", "1./.2"),
    ("T30", "13/.."),
    ("T31", "13/.."),
    ("T32", "31/.."),
    ("T33", "31/.."),
    ("T34", "1./.3"),
    ("T35", "1./.3"),
    ("T36", "1./.3"),
    ("T37", "23/.."),
    ("T38", "23/.."),
    ("T39", "23/.."),
    ("T40", "32/.."),
    ("T41", "32/.."),
    ("T42", "32/.."),
    ("T43", "2./.3"),
    ("T44", "2./.3"),
];

/// Walkway pieces per colour, indexed by span - 1: (votes, count).
/// Spans 1-3 sourced; spans 4 and 5 inferred (votes 5 and 8, counts 6 and 3).
pub const WALKWAY_PIECES: [(u8, u8); 5] = [(1, 6), (2, 8), (3, 8), (5, 6), (8, 3)];

/// The longest span a piece exists for (inferred).
pub const MAX_SPAN: usize = 5;

/// At most this many walkways end on one building (sourced).
pub const MAX_WALKWAYS_PER_BUILDING: usize = 2;

/// Hand and row sizes (sourced).
pub const HAND_SIZE: usize = 3;
pub const ROW_SIZE: usize = 3;

/// What a special request card counts in one player's city.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Counts {
    /// Own buildings that end exactly this many walkways.
    BuildingsOfDegree(usize),
    /// Own walkways of this span.
    WalkwaysOfSpan(u8),
    /// min(blue walkways, green walkways, brown walkways).
    ColourSets,
    /// Squares interior to an own horizontal walkway and to an own vertical
    /// walkway of another colour (each square once).
    CrossingSquares,
    /// Own walkways of this colour.
    WalkwaysOfColour(u8),
    /// Open cloud squares interior to at least one own walkway.
    CoveredOpenSquares,
    /// Own buildings of this colour ending no walkway.
    LonelyOfColour(u8),
}

/// A special request card (upgraded models variant); its name and text are
/// in the catalogue (`Request::name`, `Request::text`).
#[derive(Debug, Clone, Copy)]
pub struct Request {
    pub id: &'static str,
    pub counts: Counts,
    pub votes_each: i64,
}

impl Request {
    /// The card's name ("Single Links").
    pub fn name(&self) -> Said {
        match self.id {
            "SR01" => said!("cc-sr01-name"),
            "SR02" => said!("cc-sr02-name"),
            "SR03" => said!("cc-sr03-name"),
            "SR04" => said!("cc-sr04-name"),
            "SR05" => said!("cc-sr05-name"),
            "SR06" => said!("cc-sr06-name"),
            "SR07" => said!("cc-sr07-name"),
            "SR08" => said!("cc-sr08-name"),
            "SR09" => said!("cc-sr09-name"),
            _ => said!("cc-sr10-name"),
        }
    }

    /// What the card scores ("+2 per building with exactly 1 walkway").
    pub fn text(&self) -> Said {
        match self.id {
            "SR01" => said!("cc-sr01-text"),
            "SR02" => said!("cc-sr02-text"),
            "SR03" => said!("cc-sr03-text"),
            "SR04" => said!("cc-sr04-text"),
            "SR05" => said!("cc-sr05-text"),
            "SR06" => said!("cc-sr06-text"),
            "SR07" => said!("cc-sr07-text"),
            "SR08" => said!("cc-sr08-text"),
            "SR09" => said!("cc-sr09-text"),
            _ => said!("cc-sr10-text"),
        }
    }

    /// "SR01 Single Links (+2 per building with exactly 1 walkway)".
    pub fn described(&self) -> Said {
        said!("cc-request", id = self.id, name = self.name(), text = self.text())
    }
}

/// The ten special request cards. Only SR01's effect is sourced; ASSUMED:
/// every name and every other card.
pub const REQUESTS: [Request; 10] = [
    Request { id: "SR01", counts: Counts::BuildingsOfDegree(1), votes_each: 2 },
    Request { id: "SR02", counts: Counts::WalkwaysOfSpan(5), votes_each: 3 },
    Request { id: "SR03", counts: Counts::ColourSets, votes_each: 2 },
    Request { id: "SR04", counts: Counts::BuildingsOfDegree(2), votes_each: 1 },
    Request { id: "SR05", counts: Counts::CrossingSquares, votes_each: 2 },
    Request { id: "SR06", counts: Counts::WalkwaysOfColour(1), votes_each: 1 },
    Request { id: "SR07", counts: Counts::CoveredOpenSquares, votes_each: 1 },
    Request { id: "SR08", counts: Counts::BuildingsOfDegree(0), votes_each: -2 },
    Request { id: "SR09", counts: Counts::WalkwaysOfSpan(1), votes_each: -1 },
    Request { id: "SR10", counts: Counts::LonelyOfColour(3), votes_each: -3 },
];

pub fn request(id: &str) -> Option<&'static Request> {
    REQUESTS.iter().find(|r| r.id == id)
}

/// Parses a grid string "NW NE/SW SE" such as "1./.2".
fn parse_grid(text: &str) -> Grid {
    let chars: Vec<u8> = text.bytes().filter(|&b| b != b'/').collect();
    let mut grid = [0u8; 4];
    for (i, b) in chars.iter().enumerate().take(4) {
        grid[i] = match b {
            b'1'..=b'3' => b - b'0',
            _ => 0,
        };
    }
    grid
}

/// The printed grid of a tile id (start or regular), if it exists.
pub fn tile_grid(id: &str) -> Option<Grid> {
    START_TILES
        .iter()
        .find(|t| t.0 == id)
        .map(|t| parse_grid(t.2))
        .or_else(|| REGULAR_TILES.iter().find(|t| t.0 == id).map(|t| parse_grid(t.1)))
}

/// The grid of a tile after a clockwise rotation (0, 90, 180 or 270):
/// (r,c) -> (c,1-r) per quarter turn. Index = 2r + c.
pub fn rotate(grid: Grid, rotation: u16) -> Grid {
    let mut g = grid;
    for _ in 0..(rotation / 90) % 4 {
        let mut out = [0u8; 4];
        for r in 0..2 {
            for c in 0..2 {
                let (nr, nc) = (c, 1 - r);
                out[2 * nr + nc] = g[2 * r + c];
            }
        }
        g = out;
    }
    g
}

/// A grid as its text form "NW NE/SW SE".
pub fn grid_text(grid: Grid) -> String {
    let ch = |v: u8| if v == 0 { '.' } else { (b'0' + v) as char };
    format!("{}{}/{}{}", ch(grid[0]), ch(grid[1]), ch(grid[2]), ch(grid[3]))
}

/// Mode parameters.
#[derive(Debug, Clone, Copy)]
pub struct Mode {
    pub turns: u32,
    /// Frame size in cells (5 or 7).
    pub frame: u8,
    /// Centre cell index (2 or 3).
    pub centre: u8,
}

pub const STANDARD: Mode = Mode { turns: 8, frame: 5, centre: 2 };
pub const LONG: Mode = Mode { turns: 11, frame: 7, centre: 3 };

/// A player's colour by turn position (design): orange, purple, yellow, grey.
pub fn seat_colour(position: usize) -> Said {
    match position % 4 {
        0 => said!("cc-orange"),
        1 => said!("cc-purple"),
        2 => said!("cc-yellow"),
        _ => said!("cc-grey"),
    }
}

/// A tile's corner by grid index (NW, NE, SW, SE).
pub fn corner(index: usize) -> Said {
    match index {
        0 => said!("cc-nw"),
        1 => said!("cc-ne"),
        2 => said!("cc-sw"),
        _ => said!("cc-se"),
    }
}

/// A tile's buildings as printed: "blue NW, green NE".
pub fn printed_sites(grid: Grid) -> Vec<Said> {
    (0..4)
        .filter(|&i| grid[i] > 0)
        .map(|i| said!("cc-site", colour = building_colour(grid[i]), corner = corner(i)))
        .collect()
}
