//! Tower Up: take materials cards, build towers and roofs, race four
//! vehicles (spec: shared/rules/tower-up.md).
//!
//! Files: `data` (component data from `data.json`), `state` (state and
//! setup), `notation` (moves), `rules` (actions and turn flow),
//! `objectives` (conditions and claims), `scoring`, `changes` (what a turn
//! changed, for the images).
//!
//! One design note: the hand-limit discard is a follow-up step after a Take
//! that leaves more than 10 floors, instead of a field of the Take, so the
//! list of legal moves stays small: one `discard <colour>` per floor, each
//! an ordinary undoable move, until the hand is back at 10. The action's
//! checks (objectives, star columns, turn flow) run after the last one.

pub mod changes;
pub mod data;
mod hidden;
mod labels;
pub mod notation;
pub mod objectives;
pub mod rules;
pub mod scoring;
pub mod state;
#[cfg(test)]
mod tests;

use std::ops::RangeInclusive;

use rand::{Rng, SeedableRng};

use crate::games::seat_words::{seat_ref, seat_ref_swatch};
use crate::games::{leaders, option_values, Game, OptionSpec, Outcome, RuleError, Score, Seat, Turn, Viewer};
use crate::said;
use crate::text::{Arg, Said, Text};
use data::{data, player_colour, COLOURS};
pub use notation::Move;
use rules::or_none;
pub use state::State;
use state::{ActionKind, TriggerKind};

pub struct TowerUp;

#[derive(Debug, Clone, Default, serde::Serialize, serde::Deserialize)]
pub struct Options {
    /// Use the first-game objectives.
    pub first_game: bool,
}

impl Game for TowerUp {
    const KIND: &'static str = "tower-up";
    const NAME: &'static str = "Tower Up";
    const OPTIONS: &'static [OptionSpec] = &[OptionSpec { name: "first-game", choices: &["no", "yes"] }];

    type Options = Options;
    type State = State;
    type Move = Move;

    fn parse_options(pairs: &[(String, String)]) -> Result<Options, Said> {
        let values = option_values(Self::OPTIONS, pairs)?;
        Ok(Options { first_game: values[0] == "yes" })
    }

    fn seat_range(_options: &Options) -> RangeInclusive<usize> {
        2..=4
    }

    fn setup(options: &Options, seats: usize, seed: u64) -> Result<State, Said> {
        if !(2..=4).contains(&seats) {
            return Err(said!("tu-seats", count = seats));
        }
        Ok(State::setup(seats, seed, options.first_game))
    }

    fn to_move(state: &State) -> Turn {
        if state.over {
            Turn::Over
        } else {
            Turn::Seats(vec![state.current])
        }
    }

    fn legal_moves(state: &State, seat: Seat) -> Vec<Move> {
        rules::legal_moves(state, seat)
    }

    fn parse_move(text: &str) -> Result<Move, RuleError> {
        notation::parse(text)
    }

    fn play(state: &mut State, seat: Seat, mv: &Move) -> Result<Outcome, RuleError> {
        rules::play(state, seat, mv)
    }

    fn scores(state: &State) -> Vec<Score> {
        (0..state.seats).map(|s| scoring::to_score(state, s)).collect()
    }

    fn winners(state: &State) -> Vec<Seat> {
        if !state.over {
            return vec![];
        }
        leaders(&Self::scores(state))
    }

    fn summary(state: &State, _viewer: Viewer) -> Text {
        summary(state)
    }

    fn hand(state: &State, seat: Seat) -> Option<Said> {
        let p = state.players.get(seat)?;
        Some(said!("tu-hand", floors = tally(&p.hand), count = p.hand_size() as usize))
    }

    fn seat_colour(state: &State, seat: Seat) -> Said {
        colour_of(state, seat)
    }

    fn describe_token(state: &State, seat: Seat, before: &[&str], token: &str) -> Option<Said> {
        labels::describe(state, seat, before, token)
    }

    fn determinize(state: &State, viewer: Seat, seed: u64) -> State {
        hidden::determinize(state, viewer, seed)
    }
}

/// "black 1, white 1, brown 1, grey 1": floors per colour.
fn tally(counts: &[u32; 4]) -> Vec<Said> {
    COLOURS.iter().map(|c| said!("tu-tally", colour = c.said(), count = counts[c.index()] as usize)).collect()
}

/// A seat's player colour in words.
fn colour_of(state: &State, seat: Seat) -> Said {
    player_colour(&state.players[seat].colour)
}

/// A player where a sentence means the person (the table names them).
fn player(state: &State, seat: Seat) -> Said {
    seat_ref(seat, colour_of(state, seat))
}

/// Whose turn it is and which step.
pub fn turn_said(state: &State) -> Said {
    if state.over {
        return said!("tu-game-is-over");
    }
    said!("tu-turn", player = player(state, state.current), step = step_said(state))
}

/// The step of the turn of the seat to act: discard, main, extra or final action.
pub fn step_said(state: &State) -> Said {
    match (state.pending, state.action) {
        (Some(p), _) => said!("tu-step-discard", count = p.count as usize),
        (None, ActionKind::Main) => said!("tu-step-main"),
        (None, ActionKind::Extra) => said!("tu-step-extra"),
        (None, ActionKind::Final) => said!("tu-step-final"),
    }
}

/// What set off the end, in words.
pub fn trigger_said(kind: TriggerKind) -> Said {
    match kind {
        TriggerKind::LastRoof => said!("tu-why-last-roof"),
        TriggerKind::Exhausted => said!("tu-why-exhausted"),
    }
}

fn summary(state: &State) -> Text {
    let d = data();
    let mut out = Text::from(turn_said(state));
    if let (Some(t), true) = (state.trigger, state.over) {
        // Over: what ended it, without the final actions that were to come.
        out.push(said!("tu-summary-ended", who = player(state, t.seat), why = trigger_said(t.kind)));
    } else if let Some(t) = state.trigger {
        let queue: Vec<Said> = state.final_queue.iter().map(|&s| player(state, s)).collect();
        out.push(said!(
            "tu-summary-trigger",
            who = player(state, t.seat),
            why = trigger_said(t.kind),
            queue = or_none(queue)
        ));
    }
    out.push(said!(
        "tu-summary-supply",
        supply = tally(&state.supply),
        deck = state.deck.len(),
        discards = state.discard_pile.len()
    ));
    let market: Vec<Said> = state
        .market
        .iter()
        .enumerate()
        .map(|(i, &c)| said!("tu-market-card", slot = i + 1, card = d.cards[c].said()))
        .collect();
    out.push(said!("tu-summary-market", cards = Arg::Clauses(market)));
    let objectives: Vec<Said> = state
        .objectives
        .iter()
        .map(|o| {
            let chips: Vec<String> = o.chips.iter().map(|c| c.to_string()).collect();
            let chips = if chips.is_empty() { "-".to_string() } else { chips.join(",") };
            said!("tu-objective-chips", objective = d.objective(&o.id).name_said(), chips = chips)
        })
        .collect();
    out.push(said!("tu-summary-objectives", objectives = objectives));
    for &seat in &state.order {
        let p = &state.players[seat];
        let score = scoring::current(state, seat);
        let chips: Vec<Said> = p
            .chips
            .iter()
            .map(|(id, v)| said!("tu-chip", value = *v as usize, objective = d.objective(id).name_said()))
            .collect();
        let total = if p.final_score.is_some() && !state.over {
            said!("tu-total-final", total = score.total)
        } else {
            said!("tu-total", total = score.total)
        };
        out.push(said!(
            "tu-summary-player",
            player = seat_ref_swatch(seat, colour_of(state, seat)),
            hand = tally(&p.hand),
            size = p.hand_size() as usize,
            roofs = p.roofs as usize,
            vehicles = tally(&p.vehicles),
            chips = or_none(chips),
            score = total,
        ));
    }
    if state.over {
        let winners: Vec<Said> = TowerUp::winners(state).iter().map(|&s| player(state, s)).collect();
        out.push(said!("tu-summary-winners", count = winners.len(), winners = winners));
    }
    out
}

/// Plays a seeded game with uniformly random legal moves; returns the final
/// state and the number of moves (capped at `cap`).
pub fn random_playout(seats: usize, seed: u64, first_game: bool, cap: usize) -> (State, usize) {
    let mut state = State::setup(seats, seed, first_game);
    let mut rng = rand_chacha::ChaCha8Rng::seed_from_u64(seed ^ 0x5eed);
    let mut n = 0;
    while !state.over && n < cap {
        let seat = state.current;
        let moves = rules::legal_moves(&state, seat);
        let mv = &moves[rng.gen_range(0..moves.len())];
        rules::play(&mut state, seat, mv).expect("legal move plays");
        n += 1;
    }
    (state, n)
}
