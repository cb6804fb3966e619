//! What the turn under way (or the one just played) changed, so the board
//! images can mark it. A turn is every action of one seat until another
//! seat acts: the main action, any discards for the hand limit, extra
//! actions. The channel gets a board when a turn ends, so one turn is what
//! changed since the previous public board. Nothing here decides a rule:
//! the images read it, the rules never do.

use serde::{Deserialize, Serialize};

use super::data::Colour;
use super::notation::Move;
use super::state::{ActionKind, State, Trigger};
use crate::games::Seat;

/// One action of a turn, as the images show it.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub enum Action {
    /// A market card taken from `slot` (0-based): the floors it gave, and
    /// those given back for the hand limit right after it.
    Take { slot: usize, card: usize, gained: [u32; 4], gave_back: [u32; 4] },
    /// A tower founded on `site`, a floor laid on each neighbouring tower
    /// (`raised`), and the roof on `roof` at `level`.
    Build { site: usize, colour: Colour, raised: Vec<usize>, roof: usize, level: u32 },
    /// An extra action declined.
    Skip,
}

/// A turn's actions and what stood before it, for what the turn changed.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct TurnChanges {
    pub seat: Seat,
    pub actions: Vec<Action>,
    /// The mover's vehicle columns, floors held, roofs left and star
    /// columns used as the turn began.
    pub vehicles: [u32; 4],
    pub hand: [u32; 4],
    pub roofs: u32,
    pub stars: Vec<u32>,
    /// The floor supply as the turn began.
    pub supply: [u32; 4],
    /// How many chips each seat held as the turn began.
    pub chips: Vec<usize>,
    /// The end trigger as the turn began.
    pub trigger: Option<Trigger>,
}

impl TurnChanges {
    fn begin(s: &State, seat: Seat) -> TurnChanges {
        let p = &s.players[seat];
        TurnChanges {
            seat,
            actions: vec![],
            vehicles: p.vehicles,
            hand: p.hand,
            roofs: p.roofs,
            stars: p.used_stars.clone(),
            supply: s.supply,
            chips: s.players.iter().map(|p| p.chips.len()).collect(),
            trigger: s.trigger,
        }
    }
}

/// What recording a move needs from the state before it.
pub struct Before {
    /// A fresh record, when the move begins a turn.
    fresh: Option<TurnChanges>,
    /// The mover's floors held.
    hand: [u32; 4],
    /// The card a Take takes.
    card: Option<usize>,
}

/// Notes what recording `mv` by `seat` needs: a fresh record when the
/// move begins a turn (no discard pending and no extra action under way).
pub fn before_move(s: &State, seat: Seat, mv: &Move) -> Before {
    let continues = s.pending.is_some() || s.action == ActionKind::Extra;
    let fresh = match &s.turn {
        Some(turn) if continues && turn.seat == seat => None,
        _ => Some(TurnChanges::begin(s, seat)),
    };
    let card = match mv {
        Move::Take { slot, .. } => s.market.get(slot.wrapping_sub(1)).copied(),
        _ => None,
    };
    Before { fresh, hand: s.players[seat].hand, card }
}

/// Records `mv`, just played by `seat`.
pub fn after_move(s: &mut State, seat: Seat, mv: &Move, before: Before) {
    if let Some(fresh) = before.fresh {
        s.turn = Some(fresh);
    }
    let action = match mv {
        Move::Take { slot, .. } => {
            let hand = s.players[seat].hand;
            let gained = std::array::from_fn(|k| hand[k] - before.hand[k]);
            let card = before.card.expect("a Take takes a card");
            Some(Action::Take { slot: slot - 1, card, gained, gave_back: [0; 4] })
        }
        Move::Discard(counts) => {
            // Given back for the Take just before: one entry however many steps.
            if let Some(Action::Take { gave_back, .. }) = s.turn.as_mut().and_then(|t| t.actions.last_mut()) {
                for (k, n) in gave_back.iter_mut().enumerate() {
                    *n += counts[k];
                }
            }
            None
        }
        Move::Build { site, colour, roof } => {
            let board = s.board_data();
            let (site, roof) = (board.index(site).expect("built"), board.index(roof).expect("roofed"));
            let level = s.towers[roof].as_ref().map_or(0, |t| t.height());
            Some(Action::Build { site, colour: *colour, raised: s.neighbour_towers(site), roof, level })
        }
        Move::Skip => Some(Action::Skip),
    };
    if let (Some(action), Some(turn)) = (action, s.turn.as_mut()) {
        turn.actions.push(action);
    }
}
