//! Tower Up: take materials cards, build towers and roofs, race four
//! vehicles (spec: shared/rules/tower-up.md).
//!
//! Files: `data` (component data from `data.json`), `state` (state and
//! setup), `notation` (moves), `rules` (actions and turn flow),
//! `objectives` (conditions and claims), `scoring`.
//!
//! One design note: the hand-limit discard is a follow-up step after a Take
//! that leaves more than 10 floors, instead of a field of the Take, so the
//! list of legal moves stays small: one `discard <colour>` per floor, each
//! an ordinary undoable move, until the hand is back at 10. The action's
//! checks (objectives, star columns, turn flow) run after the last one.

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

use std::fmt::Write;
use std::ops::RangeInclusive;

use rand::{Rng, SeedableRng};

use crate::games::{leaders, option_values, Game, OptionSpec, Outcome, RuleError, Score, Seat, Turn, Viewer};
use crate::text::{Said, Text};
use data::{data, COLOURS};
pub use notation::Move;
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
    const OPTIONS: &'static [OptionSpec] = &[OptionSpec {
        name: "first-game",
        choices: &["no", "yes"],
    }];

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
            return Err(Said::verbatim(format!("Tower Up needs 2 to 4 players, not {seats}.")));
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
        Text::lines(&summary(state).lines().map(String::from).collect::<Vec<_>>())
    }

    fn hand(state: &State, seat: Seat) -> Option<Said> {
        let p = state.players.get(seat)?;
        Some(Said::verbatim(format!("{} ({} floors)", hand_text(&p.hand), p.hand_size())))
    }

    fn seat_colour(state: &State, seat: Seat) -> Said {
        Said::verbatim(state.players[seat].colour.clone())
    }

    fn describe_token(state: &State, seat: Seat, before: &[&str], token: &str) -> Option<Said> {
        labels::describe(state, seat, before, token).map(Said::verbatim)
    }

    fn determinize(state: &State, viewer: Seat, seed: u64) -> State {
        hidden::determinize(state, viewer, seed)
    }
}

fn hand_text(hand: &[u32; 4]) -> String {
    COLOURS.iter().map(|c| format!("{c} {}", hand[c.index()])).collect::<Vec<_>>().join(", ")
}

/// A card as text: floors bottom to top, then vehicle icons.
pub fn card_text(card_index: usize) -> String {
    data().cards[card_index].text()
}

/// Describes whose turn it is and which step.
pub fn turn_text(state: &State) -> String {
    if state.over {
        return "The game is over.".into();
    }
    let colour = &state.players[state.current].colour;
    let step = match (state.pending, state.action) {
        (Some(p), _) => format!("must discard {} floor(s)", p.count),
        (None, ActionKind::Main) => "main action".into(),
        (None, ActionKind::Extra) => "extra action (or skip)".into(),
        (None, ActionKind::Final) => "final action".into(),
    };
    format!("{colour} to act: {step}")
}

fn summary(state: &State) -> String {
    let d = data();
    let mut out = String::new();
    let _ = writeln!(out, "{}", turn_text(state));
    if let Some(t) = state.trigger {
        let who = &state.players[t.seat].colour;
        let why = match t.kind {
            TriggerKind::LastRoof => "placed their last roof",
            TriggerKind::Exhausted => "found a floor colour exhausted",
        };
        let queue: Vec<&str> = state.final_queue.iter().map(|&s| state.players[s].colour.as_str()).collect();
        let _ = writeln!(
            out,
            "End triggered: {who} {why}. Final actions still to come: {}.",
            if queue.is_empty() { "none".to_string() } else { queue.join(", ") }
        );
    }
    let _ = writeln!(
        out,
        "Supply: {}. Deck {} cards, discard pile {}.",
        hand_text(&state.supply),
        state.deck.len(),
        state.discard_pile.len()
    );
    let market: Vec<String> =
        state.market.iter().enumerate().map(|(i, &c)| format!("{}: {}", i + 1, card_text(c))).collect();
    let _ = writeln!(out, "Market: {}.", market.join(" | "));
    let objectives: Vec<String> = state
        .objectives
        .iter()
        .map(|o| {
            let chips: Vec<String> = o.chips.iter().map(|c| c.to_string()).collect();
            format!("{} [{}]", d.objective(&o.id).name, if chips.is_empty() { "-".into() } else { chips.join(",") })
        })
        .collect();
    let _ = writeln!(out, "Objectives: {}.", objectives.join(", "));
    for &seat in &state.order {
        let p = &state.players[seat];
        let score = scoring::current(state, seat);
        let chips: Vec<String> = p.chips.iter().map(|(id, v)| format!("{v} {}", d.objective(id).name)).collect();
        let _ = writeln!(
            out,
            "{}: hand {} ({}); roofs {}; vehicles {}; chips {}; score {}{}",
            p.colour,
            hand_text(&p.hand),
            p.hand_size(),
            p.roofs,
            COLOURS.iter().map(|c| format!("{c} {}", p.vehicles[c.index()])).collect::<Vec<_>>().join(", "),
            if chips.is_empty() { "none".into() } else { chips.join(", ") },
            score.total,
            if p.final_score.is_some() { " (final)" } else { "" }
        );
    }
    if state.over {
        let winners = TowerUp::winners(state);
        let names: Vec<&str> = winners.iter().map(|&s| state.players[s].colour.as_str()).collect();
        let _ = writeln!(out, "Winner: {}.", names.join(" and "));
    }
    out.trim_end().to_string()
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
