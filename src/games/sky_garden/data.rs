//! Component data of Sky Garden (spec section 2). Every value the rulebook
//! does not give is marked `(assumed)` here, and only here.

use serde::{Deserialize, Serialize};

/// Bird types: six regular birds, then the three special birds.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
pub enum Bird {
    Shi,
    Wwe,
    Haw,
    Fla,
    Tou,
    Swa,
    Jav,
    Rif,
    Owl,
}

pub const REGULAR: [Bird; 6] = [Bird::Shi, Bird::Wwe, Bird::Haw, Bird::Fla, Bird::Tou, Bird::Swa];
pub const SPECIALS: [Bird; 3] = [Bird::Jav, Bird::Rif, Bird::Owl];
pub const ALL_BIRDS: [Bird; 9] =
    [Bird::Shi, Bird::Wwe, Bird::Haw, Bird::Fla, Bird::Tou, Bird::Swa, Bird::Jav, Bird::Rif, Bird::Owl];

impl Bird {
    pub fn idx(self) -> usize {
        self as usize
    }
    pub fn from_idx(i: usize) -> Bird {
        ALL_BIRDS[i]
    }
    pub fn code(self) -> &'static str {
        ["SHI", "WWE", "HAW", "FLA", "TOU", "SWA", "JAV", "RIF", "OWL"][self.idx()]
    }
    /// The English name, which notation accepts beside the code (`pick swan`);
    /// the name shown to players is `words::bird`.
    pub fn name(self) -> &'static str {
        [
            "Shimaenaga",
            "Warbling White-Eye",
            "Hawk",
            "Flamingo",
            "Toucan",
            "Swan",
            "Java Sparrow",
            "Paradise Riflebird",
            "Snowy Owl",
        ][self.idx()]
    }
    /// Token size (rulebook; special sizes assumed).
    pub fn size(self) -> u8 {
        [1, 1, 2, 2, 1, 3, 1, 2, 2][self.idx()]
    }
    pub fn is_special(self) -> bool {
        self.idx() >= 6
    }
    /// Index of the special card (0..3) for special birds.
    pub fn card(self) -> usize {
        self.idx() - 6
    }
    pub fn parse(text: &str) -> Option<Bird> {
        ALL_BIRDS.iter().copied().find(|b| letters(text).eq(letters(b.code())) || letters(text).eq(letters(b.name())))
    }

    /// Whether `word` could be the first of several words naming a bird
    /// (`warbling white-eye`), so that notation need not try joining it to
    /// the next ones.
    pub fn could_begin(word: &str) -> bool {
        let starts = |name: &str| {
            let mut name = letters(name);
            letters(word).all(|c| name.next() == Some(c))
        };
        ALL_BIRDS.iter().any(|b| starts(b.code()) || starts(b.name()))
    }
}

/// The letters and digits of `text`, lower case: names compare by these
/// (`white-eye` and `WHITEEYE` alike), without allocating, as a computer
/// player parses moves by the million.
fn letters(text: &str) -> impl Iterator<Item = u8> + '_ {
    text.bytes().filter(u8::is_ascii_alphanumeric).map(|c| c.to_ascii_lowercase())
}

/// Total regular bird tokens by type (rulebook).
pub const REGULAR_SUPPLY: [u8; 6] = [17, 17, 13, 13, 8, 8];
/// Special tokens per card (rulebook).
pub const SPECIAL_STOCK: u8 = 4;
pub const TREE_TOKENS: u8 = 16;
pub const NEST_TILES: u8 = 28;

/// Special bird cards (assumed: costs, vp, abilities).
pub struct SpecialCard {
    pub id: &'static str,
    pub bird: Bird,
    pub cost: u8,
    pub vp: u8,
    /// Ability cap (assumed); the ability in words is `words::ability`.
    pub max: u8,
}
pub const SPECIAL_CARDS: [SpecialCard; 3] = [
    SpecialCard { id: "SP1", bird: Bird::Jav, cost: 3, vp: 2, max: 3 },
    SpecialCard { id: "SP2", bird: Bird::Rif, cost: 4, vp: 3, max: 4 },
    SpecialCard { id: "SP3", bird: Bird::Owl, cost: 5, vp: 4, max: 3 },
];

pub const BASE_SIZE: u8 = 4;
pub const BONUS_SIZE: u8 = 2;
pub const NEST_CAPACITY: usize = 2;

pub const COST_STEP: u8 = 1;
pub const COST_ELEMENT: u8 = 2;
pub const COST_FOREST_BIRD: u8 = 2;
pub const COST_EXTRA: u8 = 4;
pub const EXTRA_VP: i64 = 3;

pub const FUNDS_START: u8 = 2;
pub const FUNDS_MAX: u8 = 15;
pub const EGG_MAX: u8 = 15;
/// Egg points above each space of the Funds/Eggs track (assumed).
pub const EGG_POINTS: [i64; 16] = [1, 1, 2, 2, 2, 3, 3, 3, 4, 4, 4, 5, 5, 5, 6, 6];

/// Areas: index 0..6 = A1..A6, index 6 = AX.
pub const AREA_NAMES: [&str; 7] = ["A1", "A2", "A3", "A4", "A5", "A6", "AX"];
pub const AX: usize = 6;
/// Event areas (rulebook: the two rightmost).
pub const EVENT_AREAS: [usize; 2] = [2, 3];
/// Employee path P1..P6 and the two areas each touches (assumed layout).
pub const PATH_ADJ: [[usize; 2]; 6] = [[0, 1], [1, 2], [2, 3], [3, 4], [4, 5], [5, 0]];
/// Employee start: P6 (assumed).
pub const EMPLOYEE_START: u8 = 5;
/// The event arrow lies on the step P6 -> P1 (assumed).
pub const EVENT_FROM: u8 = 5;
pub const FREE_STEPS: u8 = 3;
pub const MAX_STEPS: u8 = 5;

/// Main track: 19 spaces T1..T19 (length derived, layout assumed).
pub const TRACK_LEN: usize = 19;
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Icon {
    Breed,
    Special,
}
/// Icon on each track space (index 0 = T1) with its minimum player count (assumed).
pub const TRACK_ICONS: [Option<(Icon, usize)>; TRACK_LEN] = [
    None,
    None,
    Some((Icon::Breed, 3)),
    None,
    None,
    Some((Icon::Breed, 2)),
    None,
    None,
    None,
    Some((Icon::Special, 2)),
    None,
    None,
    None,
    Some((Icon::Breed, 2)),
    None,
    None,
    Some((Icon::Special, 3)),
    None,
    Some((Icon::Breed, 2)),
];
/// Fixed blue spaces with 1-2 players (assumed).
pub const FIXED_BLUE: [u8; 4] = [4, 8, 12, 16];

/// Section of a track space (1..5), None for a separator (1-2 players).
pub fn section_of(space: u8) -> Option<u8> {
    if space.is_multiple_of(4) {
        None
    } else {
        Some((space - 1) / 4 + 1)
    }
}

/// Standby points SB1..SB4 (assumed).
pub const STANDBY_VP: [i64; 4] = [5, 3, 1, 0];

/// Advertisements.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Ad {
    Small,
    Forest,
    Lakeside,
    Rare,
}
pub const ADS: [Ad; 4] = [Ad::Small, Ad::Forest, Ad::Lakeside, Ad::Rare];
impl Ad {
    pub fn code(self) -> &'static str {
        ["small", "forest", "lakeside", "rare"][self as usize]
    }
    pub fn max(self) -> u8 {
        [6, 7, 7, 8][self as usize]
    }
}

/// Chips. Green G01..G16, blue B1..B4, orange O1..O3.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
pub enum Chip {
    Green(u8),
    Blue(u8),
    Orange(u8),
}
/// Bird of each green chip G01..G16 (distribution assumed).
pub const GREEN_BIRDS: [Bird; 16] = [
    Bird::Shi,
    Bird::Shi,
    Bird::Shi,
    Bird::Shi,
    Bird::Wwe,
    Bird::Wwe,
    Bird::Wwe,
    Bird::Wwe,
    Bird::Haw,
    Bird::Haw,
    Bird::Haw,
    Bird::Fla,
    Bird::Fla,
    Bird::Fla,
    Bird::Tou,
    Bird::Swa,
];
impl Chip {
    pub fn id(self) -> String {
        match self {
            Chip::Green(n) => format!("G{n:02}"),
            Chip::Blue(n) => format!("B{n}"),
            Chip::Orange(n) => format!("O{n}"),
        }
    }
    /// Birds the chip offers in `round` (empty for blue).
    pub fn birds(self, round: u8) -> Vec<Bird> {
        match self {
            Chip::Green(n) => vec![GREEN_BIRDS[n as usize - 1]],
            Chip::Blue(_) => vec![],
            Chip::Orange(_) => orange_birds(round),
        }
    }
}
/// The round chip's birds (assumed: rounds 2 and 4 show two birds, as the rulebook says).
pub fn orange_birds(round: u8) -> Vec<Bird> {
    match round {
        1 => vec![Bird::Tou],
        2 => vec![Bird::Swa, Bird::Haw],
        3 => vec![Bird::Swa],
        _ => vec![Bird::Tou, Bird::Fla],
    }
}
/// The orange chip used in a round: O1 in rounds 1 and 4 (round-4 face), O2, O3.
pub fn orange_chip(round: u8) -> Chip {
    match round {
        2 => Chip::Orange(2),
        3 => Chip::Orange(3),
        _ => Chip::Orange(1),
    }
}

/// Milestone tile conditions.
#[derive(Clone, Copy, Debug)]
pub enum Cond {
    /// Across the aviary, at least these counts (bird, min).
    AviaryBirds(&'static [(Bird, u8)]),
    /// In one area: these counts, plus at least `n` specials.
    AreaBirds(&'static [(Bird, u8)], u8),
    Trees(u8),
    Lakes(u8),
    Funds(u8),
    EggMarker(u8),
    Specials(u8),
}
pub struct Milestone {
    pub id: &'static str,
    /// What it asks for; in words, `words::milestone`.
    pub cond: Cond,
}
/// The 16 milestone tiles (bird kinds and numbers assumed except MC3, MC4, MD1).
pub const MILESTONES: [Milestone; 16] = [
    Milestone { id: "MA1", cond: Cond::AviaryBirds(&[(Bird::Shi, 2), (Bird::Wwe, 2)]) },
    Milestone { id: "MA2", cond: Cond::AviaryBirds(&[(Bird::Haw, 2), (Bird::Fla, 2)]) },
    Milestone { id: "MA3", cond: Cond::AreaBirds(&[(Bird::Shi, 1), (Bird::Wwe, 1), (Bird::Haw, 1)], 0) },
    Milestone { id: "MA4", cond: Cond::AreaBirds(&[(Bird::Fla, 2)], 0) },
    Milestone { id: "MB1", cond: Cond::AviaryBirds(&[(Bird::Swa, 2), (Bird::Tou, 2)]) },
    Milestone { id: "MB2", cond: Cond::AviaryBirds(&[(Bird::Haw, 4)]) },
    Milestone { id: "MB3", cond: Cond::AreaBirds(&[(Bird::Shi, 2), (Bird::Wwe, 2), (Bird::Tou, 1)], 0) },
    Milestone { id: "MB4", cond: Cond::AreaBirds(&[(Bird::Swa, 1), (Bird::Fla, 1), (Bird::Tou, 1)], 0) },
    Milestone { id: "MC1", cond: Cond::Trees(3) },
    Milestone { id: "MC2", cond: Cond::Lakes(3) },
    Milestone { id: "MC3", cond: Cond::Funds(7) },
    Milestone { id: "MC4", cond: Cond::EggMarker(6) },
    Milestone { id: "MD1", cond: Cond::Specials(2) },
    Milestone { id: "MD2", cond: Cond::AreaBirds(&[(Bird::Swa, 1)], 1) },
    Milestone { id: "MD3", cond: Cond::AreaBirds(&[(Bird::Haw, 1)], 1) },
    Milestone { id: "MD4", cond: Cond::AreaBirds(&[(Bird::Tou, 1)], 1) },
];
/// How many tiles of each letter are drawn (rulebook).
pub const MILESTONE_DRAW: [usize; 4] = [3, 3, 2, 1];
/// Points by number of milestones achieved (assumed).
pub const MILESTONE_VP: [i64; 10] = [0, 2, 5, 9, 13, 18, 23, 29, 35, 42];
pub const MILESTONE_CUBES: usize = 9;

/// Grid lines: ROW1..3 then COL1..3, as grid indices (M1 = 0).
pub const LINES: [[usize; 3]; 6] = [[0, 1, 2], [3, 4, 5], [6, 7, 8], [0, 3, 6], [1, 4, 7], [2, 5, 8]];
pub const LINE_NAMES: [&str; 6] = ["ROW1", "ROW2", "ROW3", "COL1", "COL2", "COL3"];

/// A line bonus (rulebook kinds; which line carries which is assumed).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum LineBonus {
    Funds(u8),
    EggMarker(u8),
    EggChoice,
    GoldenEgg,
    Elements(u8),
    Special(u8),
    BonusBird,
}
/// Printed bonus per line (assumed placement).
pub const PRINTED: [LineBonus; 6] = [
    LineBonus::Funds(2),
    LineBonus::EggMarker(1),
    LineBonus::EggChoice,
    LineBonus::Elements(1),
    LineBonus::Special(1),
    LineBonus::BonusBird,
];
/// Early bonus tile per line, EB1..EB5; COL3 has none (assumed).
pub const EARLY: [Option<LineBonus>; 6] = [
    Some(LineBonus::Funds(4)),
    Some(LineBonus::EggMarker(2)),
    Some(LineBonus::GoldenEgg),
    Some(LineBonus::Elements(2)),
    Some(LineBonus::Special(3)),
    None,
];

/// Event cards: the set of two birds, funds and vp by marker column (assumed
/// except column 0 = 1 fund and E2 column 2 = 3 funds).
pub struct EventCard {
    pub id: &'static str,
    pub set: [Bird; 2],
    pub funds: &'static [u8],
    pub vp: &'static [i64],
}
pub const EVENT_CARDS: [EventCard; 8] = [
    EventCard { id: "E1", set: [Bird::Shi, Bird::Wwe], funds: &[1, 2, 3, 4, 5], vp: &[0, 1, 3, 5, 8] },
    EventCard { id: "E2", set: [Bird::Wwe, Bird::Haw], funds: &[1, 2, 3, 4, 5], vp: &[0, 2, 4, 7, 10] },
    EventCard { id: "E3", set: [Bird::Shi, Bird::Tou], funds: &[1, 2, 3, 4, 5], vp: &[0, 1, 3, 5, 8] },
    EventCard { id: "E4", set: [Bird::Shi, Bird::Fla], funds: &[1, 2, 3, 4, 5], vp: &[0, 2, 4, 7, 10] },
    EventCard { id: "E5", set: [Bird::Wwe, Bird::Swa], funds: &[1, 2, 4, 5], vp: &[0, 3, 6, 10] },
    EventCard { id: "E6", set: [Bird::Tou, Bird::Haw], funds: &[1, 2, 3, 4, 5], vp: &[0, 2, 4, 7, 10] },
    EventCard { id: "E7", set: [Bird::Fla, Bird::Swa], funds: &[1, 3, 5], vp: &[0, 4, 9] },
    EventCard { id: "E8", set: [Bird::Haw, Bird::Fla], funds: &[1, 2, 4, 5], vp: &[0, 3, 6, 10] },
];

/// Starting setup cards: (nest area, tree area, lake area) (assumed).
pub const SETUP_CARDS: [(usize, usize, usize); 8] =
    [(0, 0, 2), (1, 3, 1), (2, 5, 4), (3, 1, 5), (4, 4, 0), (5, 2, 3), (1, 0, 3), (4, 3, 2)];

/// Rounds by player count (rulebook).
pub fn rounds_for(players: usize) -> u8 {
    if players >= 4 {
        4
    } else {
        3
    }
}
/// Solo standby breeds by round (rulebook).
pub const SOLO_BREEDS: [u8; 3] = [1, 1, 2];
pub const SOLO_GOOD: i64 = 130;
pub const SOLO_EXCELLENT: i64 = 150;

/// Seat colour keys (file names); the colours in words are `words::colour`.
pub const COLOURS: [&str; 4] = ["orange", "blue", "green", "pink"];
