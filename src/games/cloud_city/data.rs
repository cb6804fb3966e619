//! Component data of Cloud City (spec section 2).
//!
//! Every value marked `ASSUMED` below has no source; the spec lists it as
//! `"basis": "assumed"`. Swap it here when the real value is known: the rules
//! code reads these tables only.

/// Number of building colours. Colour codes are 1 blue, 2 green, 3 brown;
/// a colour's code is also its height.
pub const COLOURS: usize = 3;

/// Colour names by code (index 0 unused).
pub const COLOUR_NAMES: [&str; 4] = ["open", "blue", "green", "brown"];

/// Walkway piece names by colour code (sourced).
pub const WALKWAY_NAMES: [&str; 4] = ["", "River", "Forest", "Sand"];

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

/// A special request card (upgraded models variant).
#[derive(Debug, Clone, Copy)]
pub struct Request {
    pub id: &'static str,
    pub name: &'static str,
    pub text: &'static str,
    pub counts: Counts,
    pub votes_each: i64,
}

/// The ten special request cards. Only SR01's effect is sourced; ASSUMED:
/// every name and every other card.
pub const REQUESTS: [Request; 10] = [
    Request {
        id: "SR01",
        name: "Single Links",
        text: "+2 per building with exactly 1 walkway",
        counts: Counts::BuildingsOfDegree(1),
        votes_each: 2,
    },
    Request {
        id: "SR02",
        name: "Grand Span",
        text: "+3 per span-5 walkway",
        counts: Counts::WalkwaysOfSpan(5),
        votes_each: 3,
    },
    Request {
        id: "SR03",
        name: "Three Levels",
        text: "+2 per blue/green/brown walkway set",
        counts: Counts::ColourSets,
        votes_each: 2,
    },
    Request {
        id: "SR04",
        name: "Busy Hub",
        text: "+1 per building with exactly 2 walkways",
        counts: Counts::BuildingsOfDegree(2),
        votes_each: 1,
    },
    Request {
        id: "SR05",
        name: "Over and Under",
        text: "+2 per square where walkways of two colours cross",
        counts: Counts::CrossingSquares,
        votes_each: 2,
    },
    Request {
        id: "SR06",
        name: "Riverside",
        text: "+1 per blue walkway",
        counts: Counts::WalkwaysOfColour(1),
        votes_each: 1,
    },
    Request {
        id: "SR07",
        name: "Cloud Cover",
        text: "+1 per open cloud square under a walkway",
        counts: Counts::CoveredOpenSquares,
        votes_each: 1,
    },
    Request {
        id: "SR08",
        name: "No Loose Ends",
        text: "-2 per building with no walkway",
        counts: Counts::BuildingsOfDegree(0),
        votes_each: -2,
    },
    Request {
        id: "SR09",
        name: "Short Cuts",
        text: "-1 per span-1 walkway",
        counts: Counts::WalkwaysOfSpan(1),
        votes_each: -1,
    },
    Request {
        id: "SR10",
        name: "Lonely Towers",
        text: "-3 per brown building with no walkway",
        counts: Counts::LonelyOfColour(3),
        votes_each: -3,
    },
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

/// Player colours by turn position (design).
pub const SEAT_COLOURS: [&str; 4] = ["orange", "purple", "yellow", "grey"];
