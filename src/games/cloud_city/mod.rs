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

use crate::games::{leaders, option_values, Game, OptionSpec, Outcome, RuleError, Score, Seat, Turn, Viewer};
use crate::text::{Said, Text};

/// The game.
pub struct CloudCity;

/// One line per tile: "T22 12/.. (blue NW, green NE)".
pub fn describe_tile(id: &str) -> String {
    let g = data::tile_grid(id).unwrap_or([0; 4]);
    let names = ["NW", "NE", "SW", "SE"];
    let sites: Vec<String> =
        (0..4).filter(|&i| g[i] > 0).map(|i| format!("{} {}", data::COLOUR_NAMES[g[i] as usize], names[i])).collect();
    format!("{id} {} ({})", data::grid_text(g), sites.join(", "))
}

impl Game for CloudCity {
    const KIND: &'static str = "cloud-city";
    const NAME: &'static str = "Cloud City";
    const SECRET_HANDS: bool = true;
    const OPTIONS: &'static [OptionSpec] = &[
        OptionSpec {
            name: "size",
            choices: &["3x3", "3x4"],
        },
        OptionSpec {
            name: "requests",
            choices: &["0", "1", "2"],
        },
    ];

    type Options = Options;
    type State = State;
    type Move = Move;

    fn parse_options(pairs: &[(String, String)]) -> Result<Options, Said> {
        let v = option_values(Self::OPTIONS, pairs)?;
        Ok(Options {
            long: v[0] == "3x4",
            requests: v[1].parse().map_err(|_| Said::verbatim("requests must be 0, 1 or 2"))?,
        })
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
        rules::setup(options, seats, seed).map_err(Said::verbatim)
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

    fn summary(state: &State, viewer: Viewer) -> Text {
        let mode = state.mode();
        let mut lines = vec![];
        let size = if state.options.long { "3x4 city" } else { "3x3 city" };
        match state.active() {
            Some(seat) => {
                let step = match state.step {
                    Step::Place => "place a tile".to_string(),
                    Step::Walkways if state.last_round() => "walkways, then `done` (last turn: no draw)".to_string(),
                    Step::Walkways => "walkways, then `done`".to_string(),
                    Step::Draw => "draw from R1-R3 or the stack".to_string(),
                    Step::Over => String::new(),
                };
                lines.push(format!(
                    "Cloud City ({size}), round {} of {}: {}'s turn, step: {step}.",
                    state.round,
                    mode.turns,
                    state.colour_of(seat)
                ));
            }
            None => {
                let w = CloudCity::winners(state);
                let names: Vec<&str> = w.iter().map(|&s| state.colour_of(s)).collect();
                lines.push(format!("Cloud City ({size}) is over. Winner: {}.", names.join(" and ")));
            }
        }
        let row: Vec<String> = state
            .row
            .iter()
            .enumerate()
            .map(|(i, t)| format!("R{} {}", i + 1, t.as_deref().unwrap_or("empty")))
            .collect();
        lines.push(format!("Row: {}; stack: {} tiles.", row.join(", "), state.stack.len()));
        let scores = CloudCity::scores(state);
        for &seat in &state.order {
            let sc = &scores[seat];
            lines.push(format!(
                "{} (S{}): {} votes = {}; {} tiles placed, {} in hand.",
                state.colour_of(seat),
                state.position(seat) + 1,
                sc.total,
                sc.detail,
                state.cities[seat].tiles.len(),
                state.hands[seat].len()
            ));
        }
        let supply: Vec<String> = (0..3)
            .map(|k| {
                let spans: Vec<String> = (0..5).map(|i| format!("{}:{}", i + 1, state.supply[k][i])).collect();
                format!("{} {}", data::COLOUR_NAMES[k + 1], spans.join(" "))
            })
            .collect();
        lines.push(format!("Walkways left (span:count): {}.", supply.join("; ")));
        if !state.requests.is_empty() {
            let cards: Vec<String> = state
                .requests
                .iter()
                .filter_map(|id| data::request(id))
                .map(|r| format!("{} {} ({})", r.id, r.name, r.text))
                .collect();
            lines.push(format!("Special requests: {}.", cards.join("; ")));
        }
        if let Viewer::Seat(seat) = viewer {
            if seat < state.hands.len() {
                lines.push(format!("Your hand: {}.", state.hands[seat].join(", ")));
            }
        }
        Text::lines(&lines)
    }

    fn hand(state: &State, seat: Seat) -> Option<Said> {
        let hand = state.hands.get(seat)?;
        let mut lines = vec![format!("Your tiles ({}):", hand.len())];
        for id in hand {
            lines.push(describe_tile(id));
        }
        lines.push("Rotations turn clockwise: at 90 the NW square goes to NE.".to_string());
        Some(Said::verbatim(lines.join("\n")))
    }

    fn seat_colour(state: &State, seat: Seat) -> Said {
        Said::verbatim(state.colour_of(seat))
    }

    fn secrets(state: &State, viewer: Viewer) -> Vec<String> {
        secrecy::secrets(state, viewer)
    }

    fn describe_token(state: &State, seat: Seat, before: &[&str], token: &str) -> Option<Said> {
        labels::describe(state, seat, before, token).map(Said::verbatim)
    }

    fn determinize(state: &State, viewer: Seat, seed: u64) -> State {
        hidden::determinize(state, viewer, seed)
    }
}
