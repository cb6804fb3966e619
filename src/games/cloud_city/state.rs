//! Game state: cities, hands, row, stack, supply, turn position.

use std::fmt;

use rand_chacha::ChaCha8Rng;
use serde::{Deserialize, Serialize};

use super::data::{self, Mode, COLOURS, MAX_SPAN};
use crate::games::Seat;
use crate::text::Said;

/// Table options.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct Options {
    /// The long city (3x4, 11 turns, 2-3 players).
    pub long: bool,
    /// Special request cards revealed (0 = variant off, 1 or 2).
    pub requests: u8,
}

impl Options {
    pub fn mode(&self) -> Mode {
        if self.long {
            data::LONG
        } else {
            data::STANDARD
        }
    }
}

/// A tile cell of a city frame: column index x (A=0), row index y (row 1 = 0).
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
pub struct Cell {
    pub x: u8,
    pub y: u8,
}

impl fmt::Display for Cell {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}{}", (b'A' + self.x) as char, self.y as u32 + 1)
    }
}

/// A square (half a tile side): column index x (a=0), row index y (row 1 = 0).
/// Ordered by row, then column.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
pub struct Sq {
    pub y: u8,
    pub x: u8,
}

impl Sq {
    pub fn new(x: u8, y: u8) -> Sq {
        Sq { x, y }
    }
    pub fn cell(&self) -> Cell {
        Cell { x: self.x / 2, y: self.y / 2 }
    }
}

impl fmt::Display for Sq {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}{}", (b'a' + self.x) as char, self.y as u32 + 1)
    }
}

/// A tile in a city.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Placed {
    pub tile: String,
    pub cell: Cell,
    pub rotation: u16,
}

impl Placed {
    /// The tile's squares after rotation, with their contents.
    pub fn squares(&self) -> [(Sq, u8); 4] {
        let g = data::rotate(data::tile_grid(&self.tile).unwrap_or([0; 4]), self.rotation);
        let (x, y) = (self.cell.x * 2, self.cell.y * 2);
        [(Sq::new(x, y), g[0]), (Sq::new(x + 1, y), g[1]), (Sq::new(x, y + 1), g[2]), (Sq::new(x + 1, y + 1), g[3])]
    }
}

/// A built walkway; `a < b`.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub struct Walkway {
    pub a: Sq,
    pub b: Sq,
    pub colour: u8,
    pub span: u8,
    pub votes: u8,
}

impl Walkway {
    pub fn horizontal(&self) -> bool {
        self.a.y == self.b.y
    }
    /// Squares strictly between the two ends.
    pub fn interior(&self) -> Vec<Sq> {
        interior(self.a, self.b)
    }
}

/// Squares strictly between two squares on one row or column (empty otherwise).
pub fn interior(p: Sq, q: Sq) -> Vec<Sq> {
    if p.y == q.y {
        let (lo, hi) = (p.x.min(q.x), p.x.max(q.x));
        (lo + 1..hi).map(|x| Sq::new(x, p.y)).collect()
    } else if p.x == q.x {
        let (lo, hi) = (p.y.min(q.y), p.y.max(q.y));
        (lo + 1..hi).map(|y| Sq::new(p.x, y)).collect()
    } else {
        vec![]
    }
}

/// One player's city.
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct City {
    pub tiles: Vec<Placed>,
    pub walkways: Vec<Walkway>,
}

/// What each square of a city frame holds.
#[derive(Debug, Clone)]
pub struct SquareMap {
    pub side: usize,
    /// None: no tile; Some(0): open cloud; Some(k): building of colour k.
    pub cells: Vec<Option<u8>>,
}

impl SquareMap {
    pub fn get(&self, s: Sq) -> Option<u8> {
        let (x, y) = (s.x as usize, s.y as usize);
        if x >= self.side || y >= self.side {
            None
        } else {
            self.cells[y * self.side + x]
        }
    }
    /// Every building square with its colour, ordered by row then column.
    pub fn buildings(&self) -> Vec<(Sq, u8)> {
        let mut out = vec![];
        for y in 0..self.side {
            for x in 0..self.side {
                if let Some(k) = self.cells[y * self.side + x] {
                    if k > 0 {
                        out.push((Sq::new(x as u8, y as u8), k));
                    }
                }
            }
        }
        out
    }
}

impl City {
    pub fn tile_at(&self, cell: Cell) -> Option<&Placed> {
        self.tiles.iter().find(|t| t.cell == cell)
    }
    pub fn map(&self, frame: u8) -> SquareMap {
        let side = frame as usize * 2;
        let mut cells = vec![None; side * side];
        for t in &self.tiles {
            for (s, v) in t.squares() {
                if (s.x as usize) < side && (s.y as usize) < side {
                    cells[s.y as usize * side + s.x as usize] = Some(v);
                }
            }
        }
        SquareMap { side, cells }
    }
    /// Bounding box (min x, min y, max x, max y) of the tiles.
    pub fn bbox(&self) -> (u8, u8, u8, u8) {
        let mut b = (u8::MAX, u8::MAX, 0, 0);
        for t in &self.tiles {
            b.0 = b.0.min(t.cell.x);
            b.1 = b.1.min(t.cell.y);
            b.2 = b.2.max(t.cell.x);
            b.3 = b.3.max(t.cell.y);
        }
        b
    }
    /// Number of walkways ending on a square.
    pub fn degree(&self, s: Sq) -> usize {
        self.walkways.iter().filter(|w| w.a == s || w.b == s).count()
    }
    /// Printed walkway votes per colour (blue, green, brown).
    pub fn colour_votes(&self) -> [i64; COLOURS] {
        let mut v = [0i64; COLOURS];
        for w in &self.walkways {
            v[w.colour as usize - 1] += w.votes as i64;
        }
        v
    }
}

/// How a turn's draw went, as everyone saw it (for the board).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub enum Drawn {
    /// The tile in row slot `slot` (0-based) went to the hand; `refill` is
    /// the stack's top that took its place (none: the slot stays empty).
    Row { slot: u8, tile: String, refill: Option<String> },
    /// A tile from the face-down stack went to the hand.
    Stack,
    /// Nothing was left to draw.
    Nothing,
}

/// The step of the active player's turn.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub enum Step {
    Place,
    Walkways,
    Draw,
    Over,
}

/// Walkway pieces left, per colour (index code-1) and span (index span-1).
pub type Supply = [[u8; MAX_SPAN]; COLOURS];

pub fn full_supply() -> Supply {
    let mut s = [[0u8; MAX_SPAN]; COLOURS];
    for row in s.iter_mut() {
        for (i, c) in row.iter_mut().enumerate() {
            *c = data::WALKWAY_PIECES[i].1;
        }
    }
    s
}

/// The whole game.
#[derive(Debug, Clone, Serialize, Deserialize)]
pub struct State {
    pub options: Options,
    /// Turn order: `order[k]` is the lobby seat holding the start tile with
    /// k+1 birds (it plays k-th in every round).
    pub order: Vec<Seat>,
    /// Cities, by lobby seat.
    pub cities: Vec<City>,
    /// Secret hands, by lobby seat.
    pub hands: Vec<Vec<String>>,
    /// Hand tiles everyone saw taken (from the face-up row): not secret.
    #[serde(default)]
    pub seen_in_hands: Vec<String>,
    /// Face-up row R1..R3.
    pub row: Vec<Option<String>>,
    /// Face-down stack; the top is the LAST element.
    pub stack: Vec<String>,
    pub supply: Supply,
    /// Revealed special request card ids.
    pub requests: Vec<String>,
    /// Start tiles returned to the box.
    pub returned: Vec<String>,
    /// Round 1..=turns.
    pub round: u32,
    /// Index into `order` of the active player.
    pub pos: usize,
    pub step: Step,
    /// The most recently placed tile: (seat, cell), for highlighting.
    pub last_tile: Option<(Seat, Cell)>,
    /// Indices into that seat's walkways built in the current (or last) turn.
    pub turn_walkways: Vec<usize>,
    /// The last move, public: who made it and what it did (for the board).
    pub last_action: Said,
    /// How the turn of `last_tile`'s seat drew (none yet, or none at all
    /// on the last round).
    #[serde(default)]
    pub last_draw: Option<Drawn>,
    pub rng: ChaCha8Rng,
}

impl State {
    pub fn mode(&self) -> Mode {
        self.options.mode()
    }
    pub fn players(&self) -> usize {
        self.order.len()
    }
    /// The active lobby seat, if the game is not over.
    pub fn active(&self) -> Option<Seat> {
        if self.step == Step::Over {
            None
        } else {
            Some(self.order[self.pos])
        }
    }
    /// Turn position (0-based) of a lobby seat.
    pub fn position(&self, seat: Seat) -> usize {
        self.order.iter().position(|&s| s == seat).unwrap_or(0)
    }
    /// A seat's colour, by its turn position.
    pub fn colour_of(&self, seat: Seat) -> Said {
        data::seat_colour(self.position(seat))
    }
    pub fn last_round(&self) -> bool {
        self.round >= self.mode().turns
    }
}
