//! Component data, loaded from `data.json` (the JSON block of the spec,
//! section 2). Every value that no source gives is marked "(assumed)" in the
//! JSON's `provenance` map: the boards, the card list, the track end and
//! column values, the objectives, the 2- and 3-player chip subsets, the
//! setup colour for wild bottoms, the seat order and the empty-deck rule.
//! Only this module reads the JSON; the rules use the typed view below.

use std::collections::BTreeMap;
use std::sync::OnceLock;

use serde::{Deserialize, Serialize};

use crate::said;
use crate::text::Said;

/// The raw JSON (spec section 2), kept verbatim.
const DATA_JSON: &str = include_str!("data.json");

/// A floor colour. The order (black, white, brown, grey) is the spec's
/// `floorColours` order and is used for every per-colour count.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Colour {
    Black,
    White,
    Brown,
    Grey,
}

pub const COLOURS: [Colour; 4] = [Colour::Black, Colour::White, Colour::Brown, Colour::Grey];

impl Colour {
    pub fn index(self) -> usize {
        self as usize
    }
    pub fn name(self) -> &'static str {
        match self {
            Colour::Black => "black",
            Colour::White => "white",
            Colour::Brown => "brown",
            Colour::Grey => "grey",
        }
    }
    /// The colour's word, in the form the words around it need (Ukrainian
    /// adjectives agree with "вежа" and with numbers; English has one form):
    /// `floor` (the plain word: floors, vehicles, lists), `tower`, `tower-title`
    /// (a label's head), `tower-acc`, `tower-ins`, `many` ("white floors"
    /// as a genitive plural). Counted forms are [`Colour::floors`] and
    /// [`Colour::towers`].
    pub fn said_as(self, form: &'static str) -> Said {
        match self {
            Colour::Black => said!("tu-black", form = form),
            Colour::White => said!("tu-white", form = form),
            Colour::Brown => said!("tu-brown", form = form),
            Colour::Grey => said!("tu-grey", form = form),
        }
    }
    /// The plain word: "black".
    pub fn said(self) -> Said {
        self.said_as("floor")
    }
    fn counted(self, form: &'static str, count: u32) -> Said {
        let count = count as usize;
        match self {
            Colour::Black => said!("tu-black", form = form, count = count),
            Colour::White => said!("tu-white", form = form, count = count),
            Colour::Brown => said!("tu-brown", form = form, count = count),
            Colour::Grey => said!("tu-grey", form = form, count = count),
        }
    }
    /// "2 black" (floors).
    pub fn floors(self, count: u32) -> Said {
        self.counted("floors", count)
    }
    /// "2 black" (towers).
    pub fn towers(self, count: u32) -> Said {
        self.counted("towers", count)
    }
    /// Accepts the names users type (and "gray").
    pub fn parse(text: &str) -> Option<Colour> {
        match text.to_ascii_lowercase().as_str() {
            "black" => Some(Colour::Black),
            "white" => Some(Colour::White),
            "brown" => Some(Colour::Brown),
            "grey" | "gray" => Some(Colour::Grey),
            _ => None,
        }
    }
}

impl std::fmt::Display for Colour {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(self.name())
    }
}

/// One floor icon on a materials card.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Icon {
    Fixed(Colour),
    Wild,
}

#[derive(Debug, Clone)]
pub struct Card {
    pub id: String,
    /// Bottom to top.
    pub floors: Vec<Icon>,
    pub vehicles: Vec<Colour>,
}

impl Icon {
    pub fn said(self) -> Said {
        match self {
            Icon::Fixed(c) => c.said(),
            Icon::Wild => said!("tu-wild"),
        }
    }
}

impl Card {
    /// The card's items: floors bottom to top, then vehicle icons.
    pub fn items(&self) -> Vec<Said> {
        let floors = self.floors.iter().map(|icon| icon.said());
        floors.chain(self.vehicles.iter().map(|v| said!("tu-vehicle", colour = v.said()))).collect()
    }
    /// The card in words: "grey, black, white vehicle".
    pub fn said(&self) -> Said {
        said!("tu-items", items = self.items())
    }
}

/// A player colour's word ("orange"), from its id in the data.
pub fn player_colour(colour: &str) -> Said {
    match colour {
        "orange" => said!("tu-orange"),
        "blue" => said!("tu-blue"),
        "green" => said!("tu-green"),
        "purple" => said!("tu-purple"),
        other => Said::verbatim(other),
    }
}

#[derive(Debug, Clone)]
pub struct Site {
    pub label: String,
    /// Row 0..5 (A..E) and column 0.. on the drawing grid.
    pub row: usize,
    pub col: usize,
    pub district: u32,
    pub park: bool,
    /// Indexes of adjacent sites, in the JSON order.
    pub adj: Vec<usize>,
}

#[derive(Debug, Clone)]
pub struct Board {
    pub name: String,
    pub sites: Vec<Site>,
    pub rows: usize,
    pub cols: usize,
}

impl Board {
    /// The board's side in words ("full", "half").
    pub fn said(&self) -> Said {
        match self.name.as_str() {
            "full" => said!("tu-board-full"),
            "half" => said!("tu-board-half"),
            other => Said::verbatim(other),
        }
    }
    pub fn index(&self, label: &str) -> Option<usize> {
        self.sites.iter().position(|s| s.label.eq_ignore_ascii_case(label))
    }
}

#[derive(Debug, Clone, PartialEq, Eq, Deserialize)]
#[serde(tag = "kind")]
pub enum Condition {
    #[serde(rename = "presenceColours")]
    PresenceColours {
        #[serde(rename = "atLeast")]
        at_least: usize,
    },
    #[serde(rename = "presenceOneColour")]
    PresenceOneColour {
        #[serde(rename = "atLeast")]
        at_least: usize,
    },
    #[serde(rename = "roofLevels")]
    RoofLevels { levels: Vec<u32> },
    #[serde(rename = "presenceParks")]
    PresenceParks {
        #[serde(rename = "atLeast")]
        at_least: usize,
    },
    #[serde(rename = "presenceDistricts")]
    PresenceDistricts {
        #[serde(rename = "atLeast")]
        at_least: usize,
    },
    #[serde(rename = "presenceAdjacentCrossDistrict")]
    PresenceAdjacentCrossDistrict,
    #[serde(rename = "presenceConnected")]
    PresenceConnected {
        #[serde(rename = "atLeast")]
        at_least: usize,
    },
    #[serde(rename = "roofLevelAtLeast")]
    RoofLevelAtLeast { level: u32 },
    #[serde(rename = "visibleRoofs")]
    VisibleRoofs {
        #[serde(rename = "atLeast")]
        at_least: usize,
    },
    #[serde(rename = "visibleRoofsOnHeight")]
    VisibleRoofsOnHeight {
        #[serde(rename = "atLeast")]
        at_least: usize,
        #[serde(rename = "minHeight")]
        min_height: u32,
    },
}

#[derive(Debug, Clone, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct Objective {
    pub id: String,
    pub name: String,
    pub first_game: bool,
    pub condition: Condition,
    pub text: String,
}

impl Objective {
    /// The objective card's name ("Skyline"); the JSON's English `name` is
    /// the spec's, the catalogue's is what players read.
    pub fn name_said(&self) -> Said {
        match self.id.as_str() {
            "O1" => said!("tu-objective-o1"),
            "O2" => said!("tu-objective-o2"),
            "O3" => said!("tu-objective-o3"),
            "O4" => said!("tu-objective-o4"),
            "O5" => said!("tu-objective-o5"),
            "O6" => said!("tu-objective-o6"),
            "O7" => said!("tu-objective-o7"),
            "O8" => said!("tu-objective-o8"),
            "O9" => said!("tu-objective-o9"),
            "O10" => said!("tu-objective-o10"),
            _ => Said::verbatim(&self.name),
        }
    }
    /// What the objective asks, in words.
    pub fn text_said(&self) -> Said {
        match self.id.as_str() {
            "O1" => said!("tu-objective-o1-text"),
            "O2" => said!("tu-objective-o2-text"),
            "O3" => said!("tu-objective-o3-text"),
            "O4" => said!("tu-objective-o4-text"),
            "O5" => said!("tu-objective-o5-text"),
            "O6" => said!("tu-objective-o6-text"),
            "O7" => said!("tu-objective-o7-text"),
            "O8" => said!("tu-objective-o8-text"),
            "O9" => said!("tu-objective-o9-text"),
            "O10" => said!("tu-objective-o10-text"),
            _ => Said::verbatim(&self.text),
        }
    }
}

#[derive(Debug, Clone, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct Track {
    pub first_column: u32,
    pub end_column: u32,
    pub star_columns: Vec<u32>,
    pub column_value: Vec<i64>,
}

impl Track {
    pub fn value(&self, column: u32) -> i64 {
        self.column_value[column.min(self.end_column) as usize]
    }
}

#[derive(Deserialize)]
#[serde(rename_all = "camelCase")]
struct RawSite {
    label: String,
    district: u32,
    park: bool,
    adj: Vec<String>,
}

#[derive(Deserialize)]
#[serde(rename_all = "camelCase")]
struct RawCard {
    id: String,
    floors: Vec<String>,
    vehicles: Vec<Colour>,
}

#[derive(Deserialize)]
#[serde(rename_all = "camelCase")]
struct Raw {
    floor_colours: Vec<Colour>,
    floors_per_colour: u32,
    roofs_per_player: u32,
    player_colours: Vec<String>,
    starting_hand: BTreeMap<Colour, u32>,
    hand_limit: u32,
    market_size: usize,
    starting_towers: usize,
    objectives_in_play: usize,
    board_for_player_count: BTreeMap<String, String>,
    boards: BTreeMap<String, Vec<RawSite>>,
    materials_cards: Vec<RawCard>,
    track: Track,
    objectives: Vec<Objective>,
    bonus_chips: BTreeMap<String, Vec<u32>>,
}

/// The typed component data.
#[derive(Debug)]
pub struct Data {
    pub floors_per_colour: u32,
    pub roofs_per_player: u32,
    pub player_colours: Vec<String>,
    /// Per colour, in `COLOURS` order.
    pub starting_hand: [u32; 4],
    pub hand_limit: u32,
    pub market_size: usize,
    pub starting_towers: usize,
    pub objectives_in_play: usize,
    pub board_for_player_count: BTreeMap<usize, String>,
    pub boards: BTreeMap<String, Board>,
    pub cards: Vec<Card>,
    pub track: Track,
    pub objectives: Vec<Objective>,
    /// Chips per player count, highest first.
    pub bonus_chips: BTreeMap<usize, Vec<u32>>,
}

fn build_board(name: &str, raw: &[RawSite]) -> Board {
    let pos = |label: &str| -> (usize, usize) {
        let row = (label.as_bytes()[0] - b'A') as usize;
        let col: usize = label[1..].parse().expect("site column");
        (row, col - 1)
    };
    let sites: Vec<Site> = raw
        .iter()
        .map(|s| {
            let (row, col) = pos(&s.label);
            Site {
                label: s.label.clone(),
                row,
                col,
                district: s.district,
                park: s.park,
                adj: s
                    .adj
                    .iter()
                    .map(|a| raw.iter().position(|r| &r.label == a).expect("adjacent label exists"))
                    .collect(),
            }
        })
        .collect();
    let rows = sites.iter().map(|s| s.row + 1).max().unwrap_or(0);
    let cols = sites.iter().map(|s| s.col + 1).max().unwrap_or(0);
    Board { name: name.to_string(), sites, rows, cols }
}

fn load() -> Data {
    let raw: Raw = serde_json::from_str(DATA_JSON).expect("tower_up data.json is valid");
    assert_eq!(raw.floor_colours, COLOURS.to_vec(), "floor colours in the engine's order");
    let mut starting_hand = [0; 4];
    for (c, n) in &raw.starting_hand {
        starting_hand[c.index()] = *n;
    }
    let cards = raw
        .materials_cards
        .iter()
        .map(|c| Card {
            id: c.id.clone(),
            floors: c
                .floors
                .iter()
                .map(|f| if f == "wild" { Icon::Wild } else { Icon::Fixed(Colour::parse(f).expect("floor colour")) })
                .collect(),
            vehicles: c.vehicles.clone(),
        })
        .collect();
    Data {
        floors_per_colour: raw.floors_per_colour,
        roofs_per_player: raw.roofs_per_player,
        player_colours: raw.player_colours,
        starting_hand,
        hand_limit: raw.hand_limit,
        market_size: raw.market_size,
        starting_towers: raw.starting_towers,
        objectives_in_play: raw.objectives_in_play,
        board_for_player_count: raw
            .board_for_player_count
            .iter()
            .map(|(k, v)| (k.parse().expect("player count"), v.clone()))
            .collect(),
        boards: raw.boards.iter().map(|(k, v)| (k.clone(), build_board(k, v))).collect(),
        cards,
        track: raw.track,
        objectives: raw.objectives,
        bonus_chips: raw.bonus_chips.iter().map(|(k, v)| (k.parse().expect("player count"), v.clone())).collect(),
    }
}

/// The component data (parsed once).
pub fn data() -> &'static Data {
    static DATA: OnceLock<Data> = OnceLock::new();
    DATA.get_or_init(load)
}

impl Data {
    pub fn board(&self, name: &str) -> &Board {
        &self.boards[name]
    }
    pub fn objective(&self, id: &str) -> &Objective {
        self.objectives.iter().find(|o| o.id == id).expect("objective id")
    }
}
