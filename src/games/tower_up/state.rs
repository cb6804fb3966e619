//! The game state and setup (spec section 3).

use rand::seq::SliceRandom;
use rand::{Rng, SeedableRng};
use rand_chacha::ChaCha8Rng;
use serde::{Deserialize, Serialize};

use super::changes::TurnChanges;
use super::data::{data, Board, Colour, Icon, COLOURS};
use crate::games::Seat;

/// One piece in a tower's stack.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub enum Piece {
    Floor,
    /// A roof of a lobby seat, with the level (tower height) it was placed at.
    Roof {
        seat: Seat,
        level: u32,
    },
}

#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Tower {
    pub colour: Colour,
    /// Bottom to top.
    pub stack: Vec<Piece>,
}

impl Tower {
    pub fn new(colour: Colour) -> Tower {
        Tower { colour, stack: vec![Piece::Floor] }
    }
    pub fn height(&self) -> u32 {
        self.stack.iter().filter(|p| matches!(p, Piece::Floor)).count() as u32
    }
    /// The seat whose roof is on top, if any.
    pub fn visible_roof(&self) -> Option<Seat> {
        match self.stack.last() {
            Some(Piece::Roof { seat, .. }) => Some(*seat),
            _ => None,
        }
    }
    pub fn has_roof_of(&self, seat: Seat) -> bool {
        self.stack.iter().any(|p| matches!(p, Piece::Roof { seat: s, .. } if *s == seat))
    }
}

/// A frozen final score (spec 5.3).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct FinalScore {
    pub vehicles: [u32; 4],
    pub visible_roofs: u32,
    pub cone: u32,
    pub chips: i64,
    pub total: i64,
}

#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Player {
    /// The player colour (by turn position).
    pub colour: String,
    /// Floors held, per colour (black, white, brown, grey).
    pub hand: [u32; 4],
    pub roofs: u32,
    /// Vehicle columns, per colour.
    pub vehicles: [u32; 4],
    /// Used star columns (U), ascending.
    pub used_stars: Vec<u32>,
    /// Chips taken: (objective id, value), in claim order.
    pub chips: Vec<(String, u32)>,
    /// Set once the player has scored; never changes afterwards.
    pub final_score: Option<FinalScore>,
}

impl Player {
    pub fn hand_size(&self) -> u32 {
        self.hand.iter().sum()
    }
    pub fn claimed(&self, objective: &str) -> bool {
        self.chips.iter().any(|(id, _)| id == objective)
    }
}

/// An objective in play with the chips still under it (highest first).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct ObjectiveSlot {
    pub id: String,
    pub chips: Vec<u32>,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub enum TriggerKind {
    LastRoof,
    Exhausted,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub struct Trigger {
    pub kind: TriggerKind,
    pub seat: Seat,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub enum ActionKind {
    Main,
    Extra,
    Final,
}

/// A Take whose floors left the hand over the limit: the taker must discard
/// before the action's checks run.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub struct PendingDiscard {
    pub count: u32,
    /// Whether the Take set the end trigger.
    pub set_trigger: bool,
}

/// What the last move did, for the image.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct LastMove {
    pub seat: Seat,
    pub text: String,
    /// Site indexes touched (new tower first, then the roof tower).
    pub sites: Vec<usize>,
    /// Market slot (0-based) refilled, for a Take.
    pub slot: Option<usize>,
}

#[derive(Debug, Clone, Serialize, Deserialize)]
pub struct State {
    pub seats: usize,
    pub first_game: bool,
    /// "full" or "half".
    pub board: String,
    /// Turn order: `order[k]` is the lobby seat at turn position k+1.
    pub order: Vec<Seat>,
    /// Indexed by site index of the board.
    pub towers: Vec<Option<Tower>>,
    pub supply: [u32; 4],
    /// Indexed by lobby seat.
    pub players: Vec<Player>,
    /// Card indexes; the top card is the last. Never shown.
    pub deck: Vec<usize>,
    /// Card index in each market slot.
    pub market: Vec<usize>,
    pub discard_pile: Vec<usize>,
    pub objectives: Vec<ObjectiveSlot>,
    /// The seat to act (meaningless once over).
    pub current: Seat,
    pub action: ActionKind,
    pub pending: Option<PendingDiscard>,
    pub trigger: Option<Trigger>,
    /// Seats still to take their final action after the current one.
    pub final_queue: Vec<Seat>,
    pub over: bool,
    pub last: Option<LastMove>,
    /// What the turn under way, or the one just played, changed (for the
    /// images; games stored before it load without).
    #[serde(default)]
    pub turn: Option<TurnChanges>,
    /// Moves played so far.
    pub moves: u32,
    pub rng: ChaCha8Rng,
}

impl State {
    pub fn board_data(&self) -> &'static Board {
        data().board(&self.board)
    }

    /// Turn position (0-based) of a lobby seat.
    pub fn position(&self, seat: Seat) -> usize {
        self.order.iter().position(|&s| s == seat).expect("seat in order")
    }

    /// The seat after `seat` in turn order.
    pub fn next_seat(&self, seat: Seat) -> Seat {
        self.order[(self.position(seat) + 1) % self.order.len()]
    }

    /// Lobby seats in turn order starting with `seat`.
    pub fn order_from(&self, seat: Seat) -> Vec<Seat> {
        let p = self.position(seat);
        (0..self.order.len()).map(|k| self.order[(p + k) % self.order.len()]).collect()
    }

    /// Indexes of the towers adjacent to a site (sites that hold a tower).
    pub fn neighbour_towers(&self, site: usize) -> Vec<usize> {
        self.board_data().sites[site].adj.iter().copied().filter(|&a| self.towers[a].is_some()).collect()
    }

    pub fn visible_roofs(&self, seat: Seat) -> u32 {
        self.towers.iter().flatten().filter(|t| t.visible_roof() == Some(seat)).count() as u32
    }

    /// An empty state for `seats` players with identity seat order, no
    /// towers, full supply minus starting hands, cards M01-M03 in the market,
    /// the rest in the deck, and no objectives. Used by setup and by test fixtures.
    pub fn blank(seats: usize, seed: u64) -> State {
        let d = data();
        let board = d.board_for_player_count[&seats].clone();
        let sites = d.board(&board).sites.len();
        let mut supply = [d.floors_per_colour; 4];
        for c in COLOURS {
            supply[c.index()] -= d.starting_hand[c.index()] * seats as u32;
        }
        let players = (0..seats)
            .map(|k| Player {
                colour: d.player_colours[k].clone(),
                hand: d.starting_hand,
                roofs: d.roofs_per_player,
                vehicles: [d.track.first_column; 4],
                used_stars: vec![],
                chips: vec![],
                final_score: None,
            })
            .collect();
        State {
            seats,
            first_game: false,
            board,
            order: (0..seats).collect(),
            towers: vec![None; sites],
            supply,
            players,
            deck: (d.market_size..d.cards.len()).rev().collect(),
            market: (0..d.market_size).collect(),
            discard_pile: vec![],
            objectives: vec![],
            current: 0,
            action: ActionKind::Main,
            pending: None,
            trigger: None,
            final_queue: vec![],
            over: false,
            last: None,
            turn: None,
            moves: 0,
            rng: ChaCha8Rng::seed_from_u64(seed),
        }
    }

    /// Full setup (spec section 3).
    pub fn setup(seats: usize, seed: u64, first_game: bool) -> State {
        let d = data();
        let mut s = State::blank(seats, seed);
        s.first_game = first_game;
        // 1. Seats: random order; colours by turn position.
        let mut order: Vec<Seat> = (0..seats).collect();
        order.shuffle(&mut s.rng);
        for (k, &seat) in order.iter().enumerate() {
            s.players[seat].colour = d.player_colours[k].clone();
        }
        s.order = order;
        // 5. Market.
        s.deck = (0..d.cards.len()).collect();
        s.market.clear();
        s.deck.shuffle(&mut s.rng);
        for _ in 0..d.market_size {
            let card = s.deck.pop().expect("deck holds the market");
            s.market.push(card);
        }
        // 6. Starting towers.
        for slot in 0..d.starting_towers.min(s.market.len()) {
            let card = &d.cards[s.market[slot]];
            let colour = match card.floors.first() {
                Some(Icon::Fixed(c)) => *c,
                _ => COLOURS[s.rng.gen_range(0..4)],
            };
            let board = s.board_data();
            let candidates: Vec<usize> = (0..board.sites.len())
                .filter(|&i| {
                    s.towers[i].is_none()
                        && !board.sites[i].adj.iter().any(|&a| s.towers[a].as_ref().is_some_and(|t| t.colour == colour))
                })
                .collect();
            let site = candidates[s.rng.gen_range(0..candidates.len())];
            s.supply[colour.index()] -= 1;
            s.towers[site] = Some(Tower::new(colour));
        }
        // 7. Objectives and 8. chips.
        let ids: Vec<String> = if first_game {
            d.objectives.iter().filter(|o| o.first_game).map(|o| o.id.clone()).collect()
        } else {
            let mut all: Vec<String> = d.objectives.iter().map(|o| o.id.clone()).collect();
            all.shuffle(&mut s.rng);
            all.truncate(d.objectives_in_play);
            all
        };
        let mut chips = d.bonus_chips[&seats].clone();
        chips.sort_unstable_by(|a, b| b.cmp(a));
        s.objectives = ids.into_iter().map(|id| ObjectiveSlot { id, chips: chips.clone() }).collect();
        // 9. Start.
        s.current = s.order[0];
        s
    }
}
