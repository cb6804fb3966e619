//! The game state (serialisable) and derived values over it.

use std::sync::Arc;

use rand_chacha::ChaCha8Rng;
use serde::{Deserialize, Serialize};

use super::data::*;
use super::words::Egg;
use crate::games::Seat;
use crate::text::Said;

#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize, Hash)]
pub enum Mode {
    Solo,
    Lucy,
    Standard,
}

/// Where an Owner token is. Standby spaces are 0..4 (SB1..SB4).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize, Hash)]
pub enum Pos {
    /// On Standby since the round began; not yet moved this round.
    Waiting(u8),
    /// On the Main track, space 1..19.
    Track(u8),
    /// Entered Standby this round; out of the Action phase.
    Done(u8),
}

#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize, Hash)]
pub struct Area {
    /// Every bird in the area by type (nest birds included), index = Bird::idx.
    pub birds: [u8; 9],
    pub nest: bool,
    /// Birds sitting on the nest (all of one regular type, at most 2).
    pub on_nest: Vec<Bird>,
    pub tree: bool,
    /// An uncovered lake (or the lake side of AX).
    pub lake: bool,
}

impl Area {
    pub fn used(&self) -> u8 {
        ALL_BIRDS.iter().map(|b| b.size() * self.birds[b.idx()]).sum()
    }
    pub fn capacity(&self) -> u8 {
        BASE_SIZE + if self.tree || self.lake { BONUS_SIZE } else { 0 }
    }
    pub fn count(&self, b: Bird) -> u8 {
        self.birds[b.idx()]
    }
    pub fn specials(&self) -> u8 {
        SPECIALS.iter().map(|b| self.count(*b)).sum()
    }
    pub fn off_nest(&self, b: Bird) -> u8 {
        self.count(b) - self.on_nest.iter().filter(|&&x| x == b).count() as u8
    }
    pub fn total_birds(&self) -> u8 {
        self.birds.iter().sum()
    }
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize, Hash)]
pub enum Side {
    Tree,
    Lake,
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize, Hash)]
pub struct Player {
    /// A1..A6 then AX (AX only meaningful when `ax` is Some).
    pub areas: Vec<Area>,
    pub ax: Option<Side>,
    pub funds: u8,
    pub egg_marker: u8,
    /// Nest Box icons: 6 regular types then GOLD.
    pub nest_box: [bool; 7],
    /// Employee space 0..6 = P1..P6.
    pub employee: u8,
    /// The two dealt Event cards (secret until everyone chose).
    pub event_options: [u8; 2],
    pub event: Option<u8>,
    /// Dealt once every Event card is chosen.
    pub setup_card: Option<u8>,
    /// Highest section stopped in this round (1-2 players).
    pub section: u8,
}

impl Player {
    /// Indices of the areas in the aviary (A1..A6 and AX if owned).
    pub fn area_ids(&self) -> std::ops::Range<usize> {
        0..if self.ax.is_some() { 7 } else { 6 }
    }
    pub fn count(&self, b: Bird) -> u8 {
        self.area_ids().map(|a| self.areas[a].count(b)).sum()
    }
    pub fn trees(&self) -> u8 {
        self.area_ids().filter(|&a| self.areas[a].tree).count() as u8
    }
    pub fn lakes(&self) -> u8 {
        self.area_ids().filter(|&a| self.areas[a].lake).count() as u8
    }
    pub fn specials(&self) -> u8 {
        SPECIALS.iter().map(|b| self.count(*b)).sum()
    }
    pub fn egg_tokens(&self) -> u8 {
        self.nest_box.iter().filter(|&&x| x).count() as u8
    }
    pub fn gain(&mut self, n: u8) -> u8 {
        let before = self.funds;
        self.funds = (self.funds as u16 + n as u16).min(FUNDS_MAX as u16) as u8;
        self.funds - before
    }
    /// Event sets in the Event areas (derived marker value before capping).
    pub fn event_sets(&self) -> u8 {
        match self.event {
            None => 0,
            Some(e) => {
                let card = &EVENT_CARDS[e as usize];
                card.set
                    .iter()
                    .map(|b| EVENT_AREAS.iter().map(|&a| self.areas[a].count(*b)).sum::<u8>())
                    .min()
                    .unwrap_or(0)
            }
        }
    }
    /// Event marker column.
    pub fn event_column(&self) -> usize {
        match self.event {
            None => 0,
            Some(e) => (self.event_sets() as usize).min(EVENT_CARDS[e as usize].funds.len() - 1),
        }
    }
    pub fn event_income(&self) -> u8 {
        match self.event {
            None => 0,
            Some(e) => EVENT_CARDS[e as usize].funds[self.event_column()],
        }
    }
    /// Collects one egg of a regular type: a token if the icon is empty, else the marker moves.
    pub fn collect_egg(&mut self, b: Bird) -> Egg {
        if !self.nest_box[b.idx()] {
            self.nest_box[b.idx()] = true;
            Egg::Token(b)
        } else {
            self.egg_marker = (self.egg_marker + 1).min(EGG_MAX);
            Egg::Marker(b, self.egg_marker)
        }
    }
    /// One breed action: every nest with a pair of one type lays an egg.
    pub fn breed(&mut self) -> Vec<Egg> {
        let mut laid = vec![];
        for a in self.area_ids() {
            let ar = &self.areas[a];
            if ar.nest && ar.on_nest.len() == 2 && ar.on_nest[0] == ar.on_nest[1] {
                let b = ar.on_nest[0];
                laid.push(self.collect_egg(b));
            }
        }
        laid
    }
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize, Hash)]
pub struct Forest {
    /// F1, F2: a chip with its bird (None when bought or none was left).
    pub slots: [Option<(Chip, Option<Bird>)>; 2],
    /// Loose birds by type.
    pub loose: [u8; 9],
    pub trees: u8,
    pub nests: u8,
}

impl Forest {
    pub fn has_bird(&self, b: Bird) -> bool {
        self.loose[b.idx()] > 0 || self.slots.iter().any(|s| matches!(s, Some((_, Some(x))) if *x == b))
    }
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize, Hash)]
pub struct Space {
    pub chip: Option<Chip>,
    /// Solo: a used blue chip lies face down.
    pub face_down: bool,
}

/// A bonus waiting for the player's decision.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize, Hash)]
pub enum Pending {
    EggChoice,
    Elements(u8),
    Special(u8),
    BonusBird,
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize, Hash)]
pub struct TurnState {
    pub seat: Seat,
    /// The seat has made a decision of this turn (any move, a free action
    /// before the token moved included): the turn is under way. Stored
    /// snapshots from before this field read as `false`.
    #[serde(default)]
    pub decided: bool,
    /// Step 1 done (moved on the track or to Standby).
    pub moved: bool,
    pub to_standby: bool,
    /// The space landed on (1..19).
    pub space: Option<u8>,
    pub chip: Option<Chip>,
    /// A usable blue chip (solo: face up when landed on).
    pub blue_active: bool,
    pub blue_used: bool,
    /// Two-bird round chip: waiting for `pick`.
    pub pick: Option<[Bird; 2]>,
    pub held: Option<Bird>,
    pub employee_moved: bool,
    /// Step 2 closed (a space action was given).
    pub chip_closed: bool,
    pub space_used: bool,
    pub forest_bought: bool,
    pub pending: Vec<Pending>,
    /// Solo: standby breeds still to do.
    pub breeds_left: u8,
}

impl TurnState {
    pub fn new(seat: Seat) -> Self {
        TurnState {
            seat,
            decided: false,
            moved: false,
            to_standby: false,
            space: None,
            chip: None,
            blue_active: false,
            blue_used: false,
            pick: None,
            held: None,
            employee_moved: false,
            chip_closed: false,
            space_used: false,
            forest_bought: false,
            pending: vec![],
            breeds_left: 0,
        }
    }
    pub fn bird_chip(&self) -> bool {
        matches!(self.chip, Some(Chip::Green(_)) | Some(Chip::Orange(_)))
    }
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize, Hash)]
pub enum Phase {
    /// Everyone secretly chooses one of their two Event cards.
    Choosing,
    Playing,
    Over,
}

#[derive(Clone, Debug, Serialize, Deserialize)]
pub struct State {
    pub players_n: usize,
    pub mode: Mode,
    pub rounds: u8,
    pub round: u8,
    pub rng: ChaCha8Rng,
    pub phase: Phase,
    pub players: Vec<Player>,
    /// Owner tokens by seat, then Lucy (2 players).
    pub tokens: Vec<Pos>,
    /// T1..T19 (index 0 = T1).
    pub track: Vec<Space>,
    pub bag: Vec<Chip>,
    pub forest: Forest,
    /// Regular birds left in the supply.
    pub supply: [u8; 6],
    /// Tokens left on SP1..SP3.
    pub specials: [u8; 3],
    /// Milestone tile index (into MILESTONES) on M1..M9.
    pub grid: [u8; 9],
    /// Cubes under each tile, in arrival order.
    pub cubes: Vec<Vec<Seat>>,
    /// Early bonus tiles still on ROW1..COL2 (EB1..EB5).
    pub early: [bool; 5],
    pub bonus_birds: [bool; 6],
    pub turn: Option<TurnState>,
    /// Recent public events, newest last, each with its mover (None for the game).
    pub log: Log,
    /// The boards the images compare with to mark what a turn changed.
    /// Stored games from before it read as none.
    #[serde(default)]
    pub turns: super::changes::Turns,
}

/// The last few public events, each with its mover (None for the game),
/// shared between copies of the state until one of them records another:
/// a computer player copies the state at every move it tries. Its sample
/// records no more at all (`Log::silence`): it judges positions.
#[derive(Clone, Debug, Default)]
pub struct Log {
    entries: Arc<Vec<(Option<Seat>, Said)>>,
    silent: bool,
}

impl Serialize for Log {
    fn serialize<S: serde::Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        self.entries.serialize(serializer)
    }
}

impl<'de> Deserialize<'de> for Log {
    fn deserialize<D: serde::Deserializer<'de>>(deserializer: D) -> Result<Log, D::Error> {
        Ok(Log { entries: Arc::new(Vec::deserialize(deserializer)?), silent: false })
    }
}

impl Log {
    /// Events kept.
    const LEN: usize = 8;

    /// Records no more events (the last ones stay: a summary shows the newest).
    pub fn silence(&mut self) {
        self.silent = true;
    }
    pub fn push(&mut self, mover: Option<Seat>, what: Said) {
        if self.silent {
            return;
        }
        let entries = Arc::make_mut(&mut self.entries);
        entries.push((mover, what));
        if entries.len() > Log::LEN {
            entries.remove(0);
        }
    }
    pub fn is_silent(&self) -> bool {
        self.silent
    }
    /// The newest event.
    pub fn last(&self) -> Option<&(Option<Seat>, Said)> {
        self.entries.last()
    }
}

impl State {
    pub fn has_lucy(&self) -> bool {
        self.mode == Mode::Lucy
    }
    pub fn lucy(&self) -> usize {
        self.players_n
    }
    /// The seat's colour in words (or Lucy's name).
    pub fn colour_words(&self, t: usize) -> Said {
        super::words::colour(if t >= self.players_n { 4 } else { t })
    }
    /// A seat where a sentence means the player (the table names them).
    pub fn player_words(&self, seat: usize) -> Said {
        crate::games::seat_words::seat_ref(seat, self.colour_words(seat))
    }
    /// The colour's key (file names), not shown as words.
    pub fn colour(&self, t: usize) -> &'static str {
        if t >= self.players_n {
            "Lucy"
        } else {
            COLOURS[t]
        }
    }
    pub fn cubes_of(&self, seat: Seat) -> usize {
        self.cubes.iter().filter(|c| c.contains(&seat)).count()
    }
    pub fn icon_active(&self, space: u8) -> Option<Icon> {
        if self.mode == Mode::Solo {
            return None;
        }
        match TRACK_ICONS[space as usize - 1] {
            Some((icon, min)) if self.players_n >= min => Some(icon),
            _ => None,
        }
    }
    pub fn occupied(&self, space: u8) -> bool {
        self.tokens.contains(&Pos::Track(space))
    }
    /// The token (seat or Lucy) farthest behind, if any still acts this round.
    pub fn farthest_behind(&self) -> Option<usize> {
        let key = |p: &Pos| match p {
            Pos::Waiting(sb) => Some(*sb as i32 - 10),
            Pos::Track(t) => Some(*t as i32),
            Pos::Done(_) => None,
        };
        (0..self.tokens.len()).filter_map(|t| key(&self.tokens[t]).map(|k| (k, t))).min().map(|(_, t)| t)
    }
    /// Lowest free Standby space (solo: SB1).
    pub fn lowest_free_standby(&self, except: usize) -> u8 {
        if self.mode == Mode::Solo {
            return 0;
        }
        (0..4u8)
            .find(|sb| {
                !self
                    .tokens
                    .iter()
                    .enumerate()
                    .any(|(t, p)| t != except && matches!(p, Pos::Waiting(x) | Pos::Done(x) if x == sb))
            })
            .unwrap_or(3)
    }
    /// A hash of everything that decides how the game plays on: the log
    /// (display only) and the generator (it only draws between rounds, the
    /// same for every line a search follows from one sample) left out.
    pub fn position_key(&self) -> u64 {
        use std::hash::{Hash, Hasher};
        let mut h = std::collections::hash_map::DefaultHasher::new();
        (self.players_n, self.mode, self.rounds, self.round, self.phase).hash(&mut h);
        (&self.players, &self.tokens, &self.track, &self.bag, &self.forest).hash(&mut h);
        (self.supply, self.specials, self.grid, &self.cubes, self.early, self.bonus_birds).hash(&mut h);
        self.turn.hash(&mut h);
        h.finish()
    }
    pub fn push_log(&mut self, mover: Option<Seat>, what: Said) {
        self.log.push(mover, what);
    }
}
