//! Cloud City: build a private city of cloud tiles and join same-coloured
//! buildings with walkways for council votes (spec: shared/rules/cloud-city.md).

pub mod data;
mod hidden;
mod labels;
pub mod notation;
pub mod rules;
pub mod scoring;
mod secrecy;
pub mod state;
#[cfg(test)]
mod tests;

use std::ops::RangeInclusive;

pub use notation::{Move, Source};
pub use state::{Options, State, Step};

use crate::games::seat_words::{seat_ref, seat_ref_swatch};
use crate::games::{leaders, option_values, Game, OptionSpec, Outcome, RuleError, Score, Seat, Turn, Viewer};
use crate::said;
use crate::text::{Arg, Said, Text};

/// The game.
pub struct CloudCity;

/// A tile as its id, grid and buildings: "T22 12/.. (blue NW, green NE)".
pub fn describe_tile(id: &str) -> Said {
    let grid = data::tile_grid(id).unwrap_or([0; 4]);
    said!("cc-tile", tile = id, grid = data::grid_text(grid), sites = data::printed_sites(grid))
}

impl Game for CloudCity {
    const KIND: &'static str = "cloud-city";
    const NAME: &'static str = "Cloud City";
    const SECRET_HANDS: bool = true;
    const OPTIONS: &'static [OptionSpec] = &[
        OptionSpec { name: "size", choices: &["3x3", "3x4"] },
        OptionSpec { name: "requests", choices: &["0", "1", "2"] },
    ];

    type Options = Options;
    type State = State;
    type Move = Move;

    fn parse_options(pairs: &[(String, String)]) -> Result<Options, Said> {
        let v = option_values(Self::OPTIONS, pairs)?;
        Ok(Options { long: v[0] == "3x4", requests: v[1].parse().map_err(|_| said!("cc-requests-count"))? })
    }

    fn seat_range(options: &Options) -> RangeInclusive<usize> {
        // The 3x4 city allows 2-3 players only.
        if options.long {
            2..=3
        } else {
            2..=4
        }
    }

    fn setup(options: &Options, seats: usize, seed: u64) -> Result<State, Said> {
        rules::setup(options, seats, seed)
    }

    fn to_move(state: &State) -> Turn {
        match state.active() {
            Some(s) => Turn::Seats(vec![s]),
            None => Turn::Over,
        }
    }

    fn legal_moves(state: &State, seat: Seat) -> Vec<Move> {
        rules::legal_moves(state, seat)
    }

    fn parse_move(text: &str) -> Result<Move, RuleError> {
        notation::parse(text)
    }

    fn play(state: &mut State, seat: Seat, mv: &Move) -> Result<Outcome, RuleError> {
        rules::play(state, seat, mv).map_err(RuleError::from)
    }

    fn scores(state: &State) -> Vec<Score> {
        (0..state.players()).map(|s| scoring::score(state, s)).collect()
    }

    fn winners(state: &State) -> Vec<Seat> {
        if state.step == Step::Over {
            leaders(&Self::scores(state))
        } else {
            vec![]
        }
    }

    fn tie_breaks() -> Vec<Said> {
        vec![said!("cc-tie-break-blue"), said!("cc-tie-break-green"), said!("cc-tie-break-brown")]
    }

    fn summary(state: &State, viewer: Viewer) -> Text {
        let mode = state.mode();
        let mut text = Text::default();
        let size = if state.options.long { said!("cc-size-long") } else { said!("cc-size-short") };
        match state.active() {
            Some(seat) => {
                let step = match state.step {
                    Step::Walkways if state.last_round() => said!("cc-step-walkways-last"),
                    Step::Walkways => said!("cc-step-walkways"),
                    Step::Draw => said!("cc-step-draw"),
                    Step::Place | Step::Over => said!("cc-step-place"),
                };
                text.push(said!(
                    "cc-summary-turn",
                    size = size,
                    round = i64::from(state.round),
                    turns = i64::from(mode.turns),
                    player = seat_ref(seat, state.colour_of(seat)),
                    step = step
                ));
            }
            None => {
                let winners: Vec<Said> =
                    CloudCity::winners(state).iter().map(|&s| seat_ref(s, state.colour_of(s))).collect();
                text.push(said!("cc-summary-over", size = size, count = winners.len(), winners = winners));
            }
        }
        let row: Vec<Said> = state
            .row
            .iter()
            .enumerate()
            .map(|(i, t)| {
                let slot = format!("R{}", i + 1);
                match t {
                    Some(tile) => said!("cc-slot", slot = slot, tile = tile),
                    None => said!("cc-slot-empty", slot = slot),
                }
            })
            .collect();
        text.push(said!("cc-summary-row", slots = row, count = state.stack.len()));
        let scores = CloudCity::scores(state);
        for &seat in &state.order {
            let score = &scores[seat];
            text.push(said!(
                "cc-summary-seat",
                player = seat_ref_swatch(seat, state.colour_of(seat)),
                position = state.position(seat) + 1,
                total = score.total,
                detail = score.detail.clone(),
                placed = state.cities[seat].tiles.len(),
                hand = state.hands[seat].len()
            ));
        }
        let supply: Vec<Said> = (0..data::COLOURS)
            .map(|k| {
                let spans: Vec<String> =
                    (0..data::MAX_SPAN).map(|i| format!("{}:{}", i + 1, state.supply[k][i])).collect();
                said!("cc-supply-colour", colour = data::colour_name(k as u8 + 1), counts = spans.join(" "))
            })
            .collect();
        text.push(said!("cc-summary-supply", colours = Arg::Clauses(supply)));
        if !state.requests.is_empty() {
            let cards: Vec<Said> =
                state.requests.iter().filter_map(|id| data::request(id)).map(|r| r.described()).collect();
            text.push(said!("cc-summary-requests", cards = Arg::Clauses(cards)));
        }
        if let Viewer::Seat(seat) = viewer {
            if let Some(hand) = state.hands.get(seat) {
                let tiles: Vec<Said> = hand.iter().map(Said::verbatim).collect();
                text.push(said!("cc-summary-hand", tiles = tiles));
            }
        }
        text
    }

    fn hand(state: &State, seat: Seat) -> Option<Said> {
        let hand = state.hands.get(seat)?;
        if hand.is_empty() {
            return Some(said!("cc-hand-empty"));
        }
        let tiles: Vec<Said> = hand.iter().map(|id| describe_tile(id)).collect();
        Some(said!("cc-hand", count = hand.len(), tiles = Arg::Clauses(tiles)))
    }

    fn seat_colour(state: &State, seat: Seat) -> Said {
        state.colour_of(seat)
    }

    fn secrets(state: &State, viewer: Viewer) -> Vec<String> {
        secrecy::secrets(state, viewer)
    }

    fn describe_token(state: &State, seat: Seat, before: &[&str], token: &str) -> Option<Said> {
        labels::describe(state, seat, before, token)
    }

    fn determinize(state: &State, viewer: Seat, seed: u64) -> State {
        hidden::determinize(state, viewer, seed)
    }
}
