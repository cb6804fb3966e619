//! Sky Garden rules engine. One concept per file: `data` (components,
//! assumed values), `state`, `setup`, `track` (turn order, sections,
//! Standby, Lucy, next round), `chips` (bird/round/blue chips, Employee,
//! ads, specials, breeding), `placement` (area rules and purchases), `free`
//! (free actions), `milestones` (milestones and bonuses), `scoring`,
//! `notation`, `rules` (dispatch and legal moves), `labels` and
//! `consequences` (move tokens in words), `tests`.

pub mod changes;
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
pub mod words;

use std::ops::RangeInclusive;

use serde::{Deserialize, Serialize};

use crate::games::seat_words::seat_ref_swatch;
use crate::games::{leaders, option_values, Game, OptionSpec, Outcome, RuleError, Score, Seat, Turn, Viewer};
use crate::said;
use crate::text::{Said, Text};
use data::*;
pub use notation::Move;
pub use outlook::{with_weights, Weights};
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
        let mut s = setup::setup(seats, seed)?;
        changes::start(&mut s);
        Ok(s)
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
        changes::after_move(&mut s, seat, matches!(mv, Move::End | Move::Choose(_)));
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
        summary(state, viewer)
    }

    fn hand(state: &Self::State, seat: Seat) -> Option<Said> {
        let p = state.players.get(seat)?;
        Some(match p.event {
            None => {
                said!("sg-hand-choose", first = hand_card(p.event_options[0]), second = hand_card(p.event_options[1]))
            }
            Some(e) => said!("sg-hand-chosen", card = hand_card(e)),
        })
    }

    fn seat_colour(state: &Self::State, seat: Seat) -> Said {
        state.colour_words(seat)
    }

    fn redact(state: &Self::State, seat: Seat, mv: &Self::Move, viewer: Viewer) -> Option<Said> {
        secrecy::redact(state, seat, mv, viewer)
    }

    fn secrets(state: &Self::State, viewer: Viewer) -> Vec<String> {
        secrecy::secrets(state, viewer)
    }

    fn describe_token(state: &Self::State, seat: Seat, before: &[&str], token: &str) -> Option<Said> {
        labels::describe(state, seat, before, token)
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
pub fn step_text(s: &State) -> Said {
    let Some(t) = &s.turn else { return Said::verbatim("") };
    if let Some(p) = t.pending.first() {
        return said!("sg-step-bonus", bonus = words::pending_how(*p));
    }
    if !t.moved {
        return said!("sg-step-move");
    }
    if t.pick.is_some() {
        return said!("sg-step-pick");
    }
    if t.bird_chip() && !t.employee_moved {
        return match t.held {
            Some(b) => said!("sg-step-employee-holding", bird = b.code()),
            None => said!("sg-step-employee"),
        };
    }
    if let Some(b) = t.held {
        return said!("sg-step-place", bird = b.code());
    }
    if t.breeds_left > 0 {
        return said!("sg-step-breeds", count = t.breeds_left as i64);
    }
    said!("sg-step-rest")
}

fn mode_words(mode: Mode) -> Said {
    match mode {
        Mode::Solo => said!("sg-mode-solo"),
        Mode::Lucy => said!("sg-mode-lucy"),
        Mode::Standard => said!("sg-mode-standard"),
    }
}

/// Whose an Owner token is: the player, their colour beside the name (Lucy is nobody's).
fn token_owner(s: &State, token: usize) -> Said {
    match token < s.players_n {
        true => seat_ref_swatch(token, s.colour_words(token)),
        false => s.colour_words(token),
    }
}

/// Where an Owner token stands, for the summary.
fn token_place(pos: Pos) -> Said {
    match pos {
        Pos::Waiting(sb) => said!("sg-token-waiting", standby = format!("SB{}", sb + 1)),
        Pos::Track(n) => said!("sg-token-space", space = n as i64),
        Pos::Done(sb) => said!("sg-token-standby", standby = format!("SB{}", sb + 1)),
    }
}

fn summary(s: &State, viewer: Viewer) -> Text {
    let mut out = Text::default();
    let mode = mode_words(s.mode);
    match s.phase {
        Phase::Choosing => {
            let waiting: Vec<Said> =
                (0..s.players_n).filter(|&i| s.players[i].event.is_none()).map(|i| s.player_words(i)).collect();
            out.push(said!("sg-summary-choosing", mode = mode, waiting = waiting));
        }
        Phase::Playing => {
            let t = s.turn.as_ref().unwrap();
            out.push(said!(
                "sg-summary-playing",
                mode = mode,
                round = s.round as i64,
                rounds = s.rounds as i64,
                player = s.player_words(t.seat),
                step = step_text(s)
            ));
        }
        Phase::Over => out.push(said!("sg-summary-over", mode = mode, round = s.round as i64)),
    }
    let tokens: Vec<Said> = (0..s.tokens.len())
        .map(|t| said!("sg-colour-place", colour = token_owner(s, t), place = token_place(s.tokens[t])))
        .collect();
    out.push(said!("sg-summary-tokens", tokens = tokens));
    for i in 0..s.players_n {
        let p = &s.players[i];
        let event = match (p.event, s.phase, viewer) {
            (Some(e), Phase::Choosing, Viewer::Seat(v)) if v == i => {
                said!("sg-event-yours-hidden", card = EVENT_CARDS[e as usize].id)
            }
            (_, Phase::Choosing, _) => said!("sg-event-hidden"),
            (Some(e), _, _) => {
                said!("sg-event-column", card = EVENT_CARDS[e as usize].id, column = p.event_column())
            }
            (None, _, _) => Said::verbatim("-"),
        };
        let score = scoring::score(s, i);
        out.push(said!(
            "sg-summary-player",
            player = seat_ref_swatch(i, s.colour_words(i)),
            funds = p.funds as i64,
            marker = p.egg_marker as i64,
            eggs = p.egg_tokens() as i64,
            milestones = s.cubes_of(i),
            event = event,
            score = score.total,
            detail = score.detail
        ));
    }
    if s.mode == Mode::Solo {
        let total = scoring::breakdown(s, 0).total;
        let verdict = scoring::solo_verdict(total);
        out.push(match s.phase {
            Phase::Over => said!("sg-summary-solo-over", total = total, verdict = verdict),
            _ => {
                said!("sg-summary-solo", good = SOLO_GOOD, excellent = SOLO_EXCELLENT, total = total, verdict = verdict)
            }
        });
    }
    if let Some(last) = last_words(s) {
        out.push(said!("sg-summary-last", last = last));
    }
    out
}

/// The newest logged event with its mover ("orange moved to space 5 …").
pub fn last_words(s: &State) -> Option<Said> {
    let (mover, what) = s.log.last()?;
    Some(match mover {
        Some(seat) => said!("sg-mover-did", player = s.player_words(*seat), what = what.clone()),
        None => what.clone(),
    })
}

/// An Event card in a hand: its sets, funds and points by column.
fn hand_card(e: u8) -> Said {
    let c = &EVENT_CARDS[e as usize];
    let joined = |v: Vec<String>| v.join("/");
    said!(
        "sg-hand-card",
        card = c.id,
        first = c.set[0].code(),
        second = c.set[1].code(),
        funds = joined(c.funds.iter().map(|x| x.to_string()).collect()),
        points = joined(c.vp.iter().map(|x| x.to_string()).collect())
    )
}
