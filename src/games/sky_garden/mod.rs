//! Sky Garden rules engine. One concept per file: `data` (components,
//! assumed values), `state`, `setup`, `track` (turn order, sections,
//! Standby, Lucy, next round), `chips` (bird/round/blue chips, Employee,
//! ads, specials, breeding), `placement` (area rules and purchases), `free`
//! (free actions), `milestones` (milestones and bonuses), `scoring`,
//! `notation`, `rules` (dispatch and legal moves), `labels` and
//! `consequences` (move tokens in words), `tests`.

pub mod chips;
mod consequences;
pub mod data;
pub mod free;
mod hidden;
mod labels;
pub mod milestones;
pub mod notation;
mod outlook;
pub mod placement;
pub mod rules;
pub mod scoring;
mod secrecy;
pub mod setup;
pub mod state;
#[cfg(test)]
mod tests;
pub mod track;

use std::ops::RangeInclusive;

use serde::{Deserialize, Serialize};

use crate::games::{leaders, option_values, Game, OptionSpec, Outcome, RuleError, Score, Seat, Turn, Viewer};
use crate::text::{Said, Text};
use data::*;
pub use notation::Move;
use state::*;

pub struct SkyGarden;

/// Sky Garden takes no options; the player count picks the mode.
#[derive(Clone, Debug, Default, Serialize, Deserialize)]
pub struct SkyGardenOptions {}

impl Game for SkyGarden {
    const KIND: &'static str = "sky-garden";
    const NAME: &'static str = "Sky Garden";
    const SECRET_HANDS: bool = true;
    const OPTIONS: &'static [OptionSpec] = &[];

    type Options = SkyGardenOptions;
    type State = State;
    type Move = Move;

    fn parse_options(pairs: &[(String, String)]) -> Result<Self::Options, Said> {
        option_values(Self::OPTIONS, pairs)?;
        Ok(SkyGardenOptions {})
    }

    fn seat_range(_options: &Self::Options) -> RangeInclusive<usize> {
        1..=4
    }

    fn setup(_options: &Self::Options, seats: usize, seed: u64) -> Result<Self::State, Said> {
        setup::setup(seats, seed).map_err(Said::verbatim)
    }

    fn to_move(state: &Self::State) -> Turn {
        match state.phase {
            Phase::Over => Turn::Over,
            Phase::Choosing => {
                Turn::Seats((0..state.players_n).filter(|&i| state.players[i].event.is_none()).collect())
            }
            Phase::Playing => Turn::Seats(state.turn.as_ref().map(|t| vec![t.seat]).unwrap_or_default()),
        }
    }

    fn legal_moves(state: &Self::State, seat: Seat) -> Vec<Self::Move> {
        rules::legal_moves(state, seat)
    }

    fn parse_move(text: &str) -> Result<Self::Move, RuleError> {
        notation::parse(text)
    }

    fn play(state: &mut Self::State, seat: Seat, mv: &Self::Move) -> Result<Outcome, RuleError> {
        let mut s = state.clone();
        let out = rules::apply(&mut s, seat, mv)?;
        *state = s;
        Ok(out)
    }

    fn scores(state: &Self::State) -> Vec<Score> {
        (0..state.players_n).map(|i| scoring::score(state, i)).collect()
    }

    fn winners(state: &Self::State) -> Vec<Seat> {
        if state.phase != Phase::Over {
            return vec![];
        }
        leaders(&Self::scores(state))
    }

    fn summary(state: &Self::State, viewer: Viewer) -> Text {
        Text::lines(&summary(state, viewer).lines().map(String::from).collect::<Vec<_>>())
    }

    fn hand(state: &Self::State, seat: Seat) -> Option<Said> {
        let p = state.players.get(seat)?;
        let card = |e: u8| {
            let c = &EVENT_CARDS[e as usize];
            format!(
                "{} (sets of {} + {}; funds {}; VP {})",
                c.id,
                c.set[0].code(),
                c.set[1].code(),
                c.funds.iter().map(|x| x.to_string()).collect::<Vec<_>>().join("/"),
                c.vp.iter().map(|x| x.to_string()).collect::<Vec<_>>().join("/")
            )
        };
        Some(Said::verbatim(match p.event {
            None => format!(
                "Your Event cards (choose one with `choose <E#>`): {} or {}.",
                card(p.event_options[0]),
                card(p.event_options[1])
            ),
            Some(e) => format!("Your Event card: {}.", card(e)),
        }))
    }

    fn seat_colour(state: &Self::State, seat: Seat) -> Said {
        Said::verbatim(state.colour(seat))
    }

    fn redact(state: &Self::State, seat: Seat, mv: &Self::Move, viewer: Viewer) -> Option<Said> {
        secrecy::redact(state, seat, mv, viewer).map(Said::verbatim)
    }

    fn secrets(state: &Self::State, viewer: Viewer) -> Vec<String> {
        secrecy::secrets(state, viewer)
    }

    fn describe_token(state: &Self::State, seat: Seat, before: &[&str], token: &str) -> Option<Said> {
        labels::describe(state, seat, before, token).map(Said::verbatim)
    }

    fn at_turn_start(state: &Self::State) -> Option<bool> {
        Some(labels::at_turn_start(state))
    }

    fn determinize(state: &Self::State, viewer: Seat, seed: u64) -> Self::State {
        hidden::determinize(state, viewer, seed)
    }

    fn outlook(state: &Self::State, seat: Seat) -> Option<f64> {
        Some(outlook::outlook(state, seat))
    }
    fn successors(state: &Self::State, seat: Seat) -> Vec<(Self::Move, Self::State)> {
        rules::successors(state, seat)
    }
    fn position_key(state: &Self::State) -> u64 {
        state.position_key()
    }

    fn futile(state: &Self::State, seat: Seat, mv: &Self::Move) -> bool {
        outlook::futile(state, seat, mv)
    }
}

/// Describes the current step of the active player.
pub fn step_text(s: &State) -> String {
    let Some(t) = &s.turn else { return String::new() };
    if let Some(p) = t.pending.first() {
        return format!("bonus: {}", p.text());
    }
    if !t.moved {
        return "move the Owner token (`move <n>` / `move standby`)".into();
    }
    if t.pick.is_some() {
        return "choose the bird (`pick <bird>`)".into();
    }
    if t.bird_chip() && !t.employee_moved {
        return format!(
            "move the Employee (`employee <P#>`){}",
            t.held.map(|b| format!(", holding a {}", b.code())).unwrap_or_default()
        );
    }
    if let Some(b) = t.held {
        return format!("place the {} (`place <area>` / `release`) or buy", b.code());
    }
    if t.breeds_left > 0 {
        return format!("{} Standby breed(s) left (`breed`), free actions, `end`", t.breeds_left);
    }
    "purchases, space action or free actions, then `end`".into()
}

fn summary(s: &State, viewer: Viewer) -> String {
    let mut out = vec![];
    let mode = match s.mode {
        Mode::Solo => "solo",
        Mode::Lucy => "2 players with Lucy",
        Mode::Standard => "standard",
    };
    match s.phase {
        Phase::Choosing => {
            let waiting: Vec<&str> =
                (0..s.players_n).filter(|&i| s.players[i].event.is_none()).map(|i| s.colour(i)).collect();
            out.push(format!("Sky Garden ({mode}): choosing Event cards; waiting for {}.", waiting.join(", ")));
        }
        Phase::Playing => {
            let t = s.turn.as_ref().unwrap();
            out.push(format!(
                "Sky Garden ({mode}), round {}/{}: {} to act: {}.",
                s.round,
                s.rounds,
                s.colour(t.seat),
                step_text(s)
            ));
        }
        Phase::Over => out.push(format!("Sky Garden ({mode}): the game is over after round {}.", s.round)),
    }
    let pos: Vec<String> = (0..s.tokens.len())
        .map(|t| {
            let p = match s.tokens[t] {
                Pos::Waiting(sb) => format!("waiting on SB{}", sb + 1),
                Pos::Track(n) => format!("space {n}"),
                Pos::Done(sb) => format!("Standby SB{}", sb + 1),
            };
            format!("{} {}", s.colour(t), p)
        })
        .collect();
    out.push(format!("Tokens: {}.", pos.join(", ")));
    for i in 0..s.players_n {
        let p = &s.players[i];
        let ev = match (p.event, s.phase, viewer) {
            (Some(e), Phase::Choosing, Viewer::Seat(v)) if v == i => {
                format!("{} (yours, hidden)", EVENT_CARDS[e as usize].id)
            }
            (_, Phase::Choosing, _) => "hidden".into(),
            (Some(e), _, _) => format!("{} col {}", EVENT_CARDS[e as usize].id, p.event_column()),
            (None, _, _) => "-".into(),
        };
        let sc = scoring::score(s, i);
        out.push(format!(
            "{}: funds {}, egg marker {}, eggs {}, milestones {}, event {}, score {} ({}).",
            s.colour(i),
            p.funds,
            p.egg_marker,
            p.egg_tokens(),
            s.cubes_of(i),
            ev,
            sc.total,
            sc.detail
        ));
    }
    if s.mode == Mode::Solo {
        let total = scoring::breakdown(s, 0).total;
        out.push(format!("Solo targets: 130 good, 150 excellent; now{}", scoring::solo_verdict(total)));
    }
    if let Some(last) = s.log.last() {
        out.push(format!("Last: {last}"));
    }
    out.join("\n")
}
