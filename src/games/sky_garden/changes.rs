//! What a turn changed, so that the board images can mark it. The state
//! keeps the public board as it stood when the current turn began and when
//! the turn before it began; what a turn changed is the difference between
//! two of these. Nothing here decides a rule: the images read it, the rules
//! never do (and `position_key` leaves it out).

use std::sync::Arc;

use serde::{Deserialize, Serialize};

use super::data::*;
use super::state::*;
use crate::games::Seat;

/// The public part of the board at one moment (no Event card that is still
/// secret: dealt options are left out, and a choice until everyone chose).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Snapshot {
    pub round: u8,
    pub players: Vec<Player>,
    pub tokens: Vec<Pos>,
    pub track: Vec<Space>,
    pub forest: Forest,
    pub specials: [u8; 3],
    pub cubes: Vec<Vec<Seat>>,
    pub early: [bool; 5],
    pub bonus_birds: [bool; 6],
}

impl Snapshot {
    pub fn of(s: &State) -> Snapshot {
        let mut players = s.players.clone();
        for p in &mut players {
            p.event_options = [0, 0];
            if s.phase == Phase::Choosing {
                p.event = p.event.map(|_| 0);
            }
        }
        Snapshot {
            round: s.round,
            players,
            tokens: s.tokens.clone(),
            track: s.track.clone(),
            forest: s.forest.clone(),
            specials: s.specials,
            cubes: s.cubes.clone(),
            early: s.early,
            bonus_birds: s.bonus_birds,
        }
    }
}

/// A finished turn: who played it and the board before it.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Played {
    pub seat: Seat,
    pub before: Snapshot,
}

/// The boards the images compare with, shared between copies of the state
/// (a computer player copies it at every move it tries).
#[derive(Clone, Debug, Default)]
pub struct Turns {
    previous: Option<Arc<Played>>,
    current: Option<Arc<Snapshot>>,
}

#[derive(Serialize)]
struct TurnsOut<'a> {
    previous: Option<&'a Played>,
    current: Option<&'a Snapshot>,
}

#[derive(Deserialize)]
struct TurnsIn {
    #[serde(default)]
    previous: Option<Played>,
    #[serde(default)]
    current: Option<Snapshot>,
}

impl Serialize for Turns {
    fn serialize<S: serde::Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        TurnsOut { previous: self.previous.as_deref(), current: self.current.as_deref() }.serialize(serializer)
    }
}

impl<'de> Deserialize<'de> for Turns {
    fn deserialize<D: serde::Deserializer<'de>>(deserializer: D) -> Result<Turns, D::Error> {
        let t = TurnsIn::deserialize(deserializer)?;
        Ok(Turns { previous: t.previous.map(Arc::new), current: t.current.map(Arc::new) })
    }
}

/// The game begins: the board as set up is what the first turn changes.
pub fn start(s: &mut State) {
    s.turns = Turns { previous: None, current: Some(Arc::new(Snapshot::of(s))) };
}

/// After `seat`'s move: when it ended their turn, the turn just played
/// becomes the previous one. A computer's sample records nothing.
pub fn after_move(s: &mut State, seat: Seat, ended_turn: bool) {
    if !ended_turn || s.log.is_silent() {
        return;
    }
    let previous = s.turns.current.take().map(|before| Arc::new(Played { seat, before: (*before).clone() }));
    s.turns = Turns { previous, current: Some(Arc::new(Snapshot::of(s))) };
}

/// One thing a turn changed on the board.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Change {
    /// An Owner token (a seat, or Lucy after the seats) moved.
    Token {
        token: usize,
        from: Pos,
        to: Pos,
    },
    Employee {
        seat: Seat,
        to: u8,
    },
    /// Birds of one type came into (`delta` > 0) or left an area.
    Birds {
        seat: Seat,
        area: usize,
        bird: Bird,
        delta: i8,
    },
    Tree {
        seat: Seat,
        area: usize,
        planted: bool,
    },
    Lake {
        seat: Seat,
        area: usize,
        opened: bool,
    },
    Nest {
        seat: Seat,
        area: usize,
    },
    /// Birds sat down on or left a nest.
    OnNest {
        seat: Seat,
        area: usize,
    },
    ExtraArea {
        seat: Seat,
    },
    Funds {
        seat: Seat,
        from: u8,
        to: u8,
    },
    /// A Nest Box icon (6 regular types, then GOLD) got its egg token.
    EggToken {
        seat: Seat,
        icon: usize,
    },
    EggMarker {
        seat: Seat,
        from: u8,
        to: u8,
    },
    EventChosen {
        seat: Seat,
    },
    /// A cube went under milestone space M1..M9 (0-based).
    Cube {
        seat: Seat,
        milestone: usize,
    },
    EarlyTile {
        line: usize,
    },
    BonusBird {
        bird: Bird,
    },
    Special {
        card: usize,
    },
    ForestSlot {
        slot: usize,
    },
    ForestLoose {
        bird: Bird,
        delta: i8,
    },
    Round {
        round: u8,
    },
}

/// Everything that differs from `before` to `after`, in a fixed order:
/// round, tokens, then each player's aviary, then the shared boards.
pub fn diff(before: &Snapshot, after: &Snapshot) -> Vec<Change> {
    let mut out = vec![];
    if before.round != after.round {
        out.push(Change::Round { round: after.round });
    }
    for (token, (from, to)) in before.tokens.iter().zip(&after.tokens).enumerate() {
        if from != to {
            out.push(Change::Token { token, from: *from, to: *to });
        }
    }
    for (seat, (b, a)) in before.players.iter().zip(&after.players).enumerate() {
        player_changes(seat, b, a, &mut out);
    }
    for (milestone, (b, a)) in before.cubes.iter().zip(&after.cubes).enumerate() {
        out.extend(a.iter().filter(|seat| !b.contains(seat)).map(|&seat| Change::Cube { seat, milestone }));
    }
    for line in 0..5 {
        if before.early[line] && !after.early[line] {
            out.push(Change::EarlyTile { line });
        }
    }
    for (i, bird) in REGULAR.iter().enumerate() {
        if before.bonus_birds[i] && !after.bonus_birds[i] {
            out.push(Change::BonusBird { bird: *bird });
        }
    }
    for card in 0..3 {
        if before.specials[card] != after.specials[card] {
            out.push(Change::Special { card });
        }
    }
    for slot in 0..2 {
        if before.forest.slots[slot] != after.forest.slots[slot] {
            out.push(Change::ForestSlot { slot });
        }
    }
    for bird in ALL_BIRDS {
        let delta = after.forest.loose[bird.idx()] as i8 - before.forest.loose[bird.idx()] as i8;
        if delta != 0 {
            out.push(Change::ForestLoose { bird, delta });
        }
    }
    out
}

fn player_changes(seat: Seat, b: &Player, a: &Player, out: &mut Vec<Change>) {
    if b.event.is_none() && a.event.is_some() {
        out.push(Change::EventChosen { seat });
    }
    if b.employee != a.employee {
        out.push(Change::Employee { seat, to: a.employee });
    }
    if b.ax.is_none() && a.ax.is_some() {
        out.push(Change::ExtraArea { seat });
    }
    for (area, (x, y)) in b.areas.iter().zip(&a.areas).enumerate() {
        for bird in ALL_BIRDS {
            let delta = y.count(bird) as i8 - x.count(bird) as i8;
            if delta != 0 {
                out.push(Change::Birds { seat, area, bird, delta });
            }
        }
        if x.tree != y.tree {
            out.push(Change::Tree { seat, area, planted: y.tree });
        }
        if x.lake != y.lake {
            out.push(Change::Lake { seat, area, opened: y.lake });
        }
        if !x.nest && y.nest {
            out.push(Change::Nest { seat, area });
        }
        if x.on_nest != y.on_nest {
            out.push(Change::OnNest { seat, area });
        }
    }
    if b.funds != a.funds {
        out.push(Change::Funds { seat, from: b.funds, to: a.funds });
    }
    for icon in 0..7 {
        if !b.nest_box[icon] && a.nest_box[icon] {
            out.push(Change::EggToken { seat, icon });
        }
    }
    if b.egg_marker != a.egg_marker {
        out.push(Change::EggMarker { seat, from: b.egg_marker, to: a.egg_marker });
    }
}

/// What changed since the last public board, and whose turn did it: the
/// turn under way once its player has done something (the images that come
/// mid-turn), else the turn before. `None` before any turn was played (or
/// in a game stored before the state kept its boards).
pub fn since_last_board(s: &State) -> Option<(Seat, Vec<Change>)> {
    let now = Snapshot::of(s);
    if let (Some(t), Some(current)) = (s.turn.as_ref().filter(|t| t.decided), s.turns.current.as_ref()) {
        return Some((t.seat, diff(current, &now)));
    }
    let previous = s.turns.previous.as_ref()?;
    Some((previous.seat, diff(&previous.before, &now)))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::games::sky_garden::{SkyGarden, SkyGardenOptions};
    use crate::games::{Game, Turn};

    #[test]
    fn a_finished_turn_reports_the_token_it_moved_and_the_bird_it_placed() {
        let mut s = SkyGarden::setup(&SkyGardenOptions {}, 2, 4).unwrap();
        for seat in 0..2 {
            let e = s.players[seat].event_options[0];
            SkyGarden::play(&mut s, seat, &SkyGarden::parse_move(&format!("choose E{}", e + 1)).unwrap()).unwrap();
        }
        let (chooser, changes) = since_last_board(&s).unwrap();
        assert_eq!(chooser, 1);
        assert!(changes.contains(&Change::EventChosen { seat: 1 }), "{changes:?}");
        // Play whole turns at random until one places a bird.
        let mut rng = <rand_chacha::ChaCha8Rng as rand::SeedableRng>::seed_from_u64(3);
        for _ in 0..400 {
            let Turn::Seats(v) = SkyGarden::to_move(&s) else { break };
            let legal = SkyGarden::legal_moves(&s, v[0]);
            let mv = legal
                .iter()
                .find(|m| matches!(m, crate::games::sky_garden::Move::Place(_)))
                .cloned()
                .unwrap_or_else(|| legal[rand::Rng::gen_range(&mut rng, 0..legal.len())].clone());
            let placing = matches!(mv, crate::games::sky_garden::Move::Place(_));
            SkyGarden::play(&mut s, v[0], &mv).unwrap();
            if placing {
                let (seat, now) = since_last_board(&s).unwrap();
                assert_eq!(seat, v[0], "mid-turn, the turn under way");
                assert!(now.iter().any(|c| matches!(c, Change::Birds { delta: 1, .. })), "{now:?}");
                assert!(now.iter().any(|c| matches!(c, Change::Token { token, .. } if *token == v[0])), "{now:?}");
                while s.turn.as_ref().is_some_and(|t| t.seat == v[0]) {
                    let legal = SkyGarden::legal_moves(&s, v[0]);
                    let mv = legal.iter().find(|m| **m == crate::games::sky_garden::Move::End).unwrap_or(&legal[0]);
                    SkyGarden::play(&mut s, v[0], mv).unwrap();
                }
                let (seat, after) = since_last_board(&s).unwrap();
                assert_eq!(seat, v[0], "after the turn, the turn just played");
                assert!(after.iter().any(|c| matches!(c, Change::Birds { delta: 1, .. })), "{after:?}");
                return;
            }
        }
        panic!("no bird was placed");
    }

    #[test]
    fn a_stored_game_without_boards_still_loads() {
        let s = SkyGarden::setup(&SkyGardenOptions {}, 3, 1).unwrap();
        let mut json: serde_json::Value = serde_json::to_value(&s).unwrap();
        json.as_object_mut().unwrap().remove("turns");
        let back: State = serde_json::from_value(json).unwrap();
        assert!(since_last_board(&back).is_none());
        let round_trip: State = serde_json::from_value(serde_json::to_value(&s).unwrap()).unwrap();
        assert_eq!(round_trip.turns.current, s.turns.current);
    }
}
