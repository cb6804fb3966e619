//! Pure rules engines. Nothing here does I/O, reads a clock or uses any
//! randomness but the seeded generator kept inside each game's state, so a
//! game replays exactly from its setup and move log.
//!
//! Every game implements [`Game`]. Seats are numbered `0..seats` in the order
//! the players sat down in the lobby; a game that decides its own turn order
//! (randomly, or by start tiles) keeps that order in its state and still speaks
//! of lobby seats everywhere in this interface.

use std::fmt::{Debug, Display};
use std::ops::RangeInclusive;

use serde::{de::DeserializeOwned, Serialize};

use crate::said;
use crate::text::{Arg, Said, Text};

pub mod cloud_city;
#[cfg(test)]
pub(crate) mod label_checks;
pub mod seat_words;
pub mod sky_garden;
pub mod tower_up;

/// A seat at the table: 0 is the first player who sat down in the lobby.
pub type Seat = usize;

/// Who must act now.
#[derive(Debug, Clone, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub enum Turn {
    /// These seats may act now (usually one; several for simultaneous choices).
    Seats(Vec<Seat>),
    /// The game is over.
    Over,
}

impl Turn {
    pub fn seats(&self) -> &[Seat] {
        match self {
            Turn::Seats(seats) => seats,
            Turn::Over => &[],
        }
    }
}

/// Who is looking: everyone, or one seated player (who may see their own hand).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Viewer {
    Public,
    Seat(Seat),
}

/// One seat's score: final once the game is over, provisional before.
#[derive(Debug, Clone, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub struct Score {
    pub total: i64,
    /// Tie-breakers in order of importance (higher is better); empty if none.
    pub tiebreak: Vec<i64>,
    /// A one-line breakdown, e.g. "vehicles 42 + cone 8 + chips 10".
    pub detail: Said,
}

/// A move was refused: one short message saying what was wrong and what
/// is allowed, worded for the player at the edge (logs show its message
/// id and arguments).
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error("{0:?}")]
pub struct RuleError(pub Said);

impl From<Said> for RuleError {
    fn from(said: Said) -> Self {
        RuleError(said)
    }
}

/// What a legal move did.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Outcome {
    /// What happened, for everyone (e.g. "built a white tower on C2, roof on
    /// C3"): a clause the table puts after the player's name.
    pub public: Said,
    /// What happened that only one seat may know (e.g. the tile they drew).
    pub private: Vec<(Seat, Said)>,
    /// True when the move revealed hidden or random information (a card drawn
    /// from a deck, a shuffle): such a move can no longer be undone.
    pub reveals: bool,
}

/// A game option a table may set at creation, e.g. `size` for Cloud City.
/// Its words are the catalogue's `cmd-game-new-<kind>-<name>`.
#[derive(Debug, Clone, Copy)]
pub struct OptionSpec {
    pub name: &'static str,
    /// The accepted values, the first being the default.
    pub choices: &'static [&'static str],
}

/// A board game: data plus pure functions (in the spirit of boardgame.io and
/// shakmaty's `Position`).
pub trait Game: 'static {
    /// The id users type: `tower-up`.
    const KIND: &'static str;
    /// The display name: `Tower Up`.
    const NAME: &'static str;
    /// The options `/game new` accepts for this game.
    const OPTIONS: &'static [OptionSpec];
    /// Whether seats hold secrets (a hidden hand): then a seat's legal moves
    /// are shown to that seat alone.
    const SECRET_HANDS: bool = false;

    type Options: Clone + Debug + Default + Serialize + DeserializeOwned + Send + Sync;
    type State: Clone + Debug + Serialize + DeserializeOwned + Send + Sync;
    /// A single decision; `Display` prints the notation that `parse_move` reads.
    type Move: Clone + Debug + Display + PartialEq;

    /// Reads options given as `name=value` pairs (names from `OPTIONS`);
    /// missing ones take their defaults.
    fn parse_options(pairs: &[(String, String)]) -> Result<Self::Options, Said>;
    /// How many players these options allow.
    fn seat_range(options: &Self::Options) -> RangeInclusive<usize>;
    /// Sets up a game for `seats` players; all randomness derives from `seed`.
    fn setup(options: &Self::Options, seats: usize, seed: u64) -> Result<Self::State, Said>;

    fn to_move(state: &Self::State) -> Turn;
    /// Every move `seat` may make now; empty when it is not their turn.
    fn legal_moves(state: &Self::State, seat: Seat) -> Vec<Self::Move>;
    /// Reads move notation. Context-free: legality is `play`'s business.
    fn parse_move(text: &str) -> Result<Self::Move, RuleError>;
    /// Plays a move, or leaves the state untouched and says why not.
    fn play(state: &mut Self::State, seat: Seat, mv: &Self::Move) -> Result<Outcome, RuleError>;

    /// Every seat's score, indexed by seat (provisional until the game is over).
    fn scores(state: &Self::State) -> Vec<Score>;
    /// The winners once the game is over (several on a shared victory).
    fn winners(state: &Self::State) -> Vec<Seat>;
    /// What each entry of `Score::tiebreak` counts, in order ("blue
    /// votes"), so the final post can name the tie-break that decided.
    fn tie_breaks() -> Vec<Said> {
        vec![]
    }

    /// A short summary of the game as `viewer` may see it (no other
    /// player's secrets): whose turn, which step, scores so far; a line each.
    fn summary(state: &Self::State, viewer: Viewer) -> Text;
    /// The seat's private hand, or `None` if the game has nothing private
    /// (then `/game hand` shows what the public board shows).
    fn hand(state: &Self::State, seat: Seat) -> Option<Said>;
    /// A seat's name for its pieces (player colour), e.g. "orange".
    fn seat_colour(state: &Self::State, seat: Seat) -> Said;

    /// A move's public form (boardgame.io's `redact`): how `mv`, played by
    /// `seat`, reads to `viewer` in `state` (the state now, at or after the
    /// move). `None` when the viewer may see the move as written, else the
    /// words to show instead ("chose an Event card"). Every output others
    /// see goes through this, so a secret part shows once the game reveals it.
    fn redact(_state: &Self::State, _seat: Seat, _mv: &Self::Move, _viewer: Viewer) -> Option<Said> {
        None
    }

    /// What `viewer` may not know now (tiles and cards in other hands,
    /// undrawn ones, secret choices), named as text would name them ("T07",
    /// "E3"): nothing shown to `viewer`, in any language, may contain these. The order
    /// of a deck has no name; it is checked by comparing what is shown.
    fn secrets(_state: &Self::State, _viewer: Viewer) -> Vec<String> {
        vec![]
    }

    /// Words a newcomer understands for one token of a legal move's notation,
    /// for building a move by clicking (`T35` after `place` → "tile T35: blue,
    /// green"). `before` holds the move's tokens before this one. `None`: the
    /// token is shown as it is. A label's notes go in a list argument, so a
    /// front-end short of room drops the last ones first.
    fn describe_token(_state: &Self::State, _seat: Seat, _before: &[&str], _token: &str) -> Option<Said> {
        None
    }
    /// Whether the seats to act have made no decision of their turn yet, for
    /// games where one seat may take several turns in a row. `None`: a turn
    /// ends exactly when the seats to act change.
    fn at_turn_start(_state: &Self::State) -> Option<bool> {
        None
    }
    /// A state `viewer` cannot tell from `state`: everything they may not
    /// see (other hands, undrawn cards and their order, the bag, others'
    /// unrevealed choices, the generator behind future draws) drawn anew
    /// from `seed`. It must depend only on what `viewer` may see, so two
    /// states that differ in hidden parts alone give the same sample.
    /// Computer players search such samples, never the real state.
    fn determinize(state: &Self::State, viewer: Seat, seed: u64) -> Self::State;
    /// For computer players: how promising `state` looks to `seat`, in
    /// points: the provisional score plus a rough worth of what is not yet
    /// cashed in (funds, room, eggs to come), equal to the score once the
    /// game is over. `None`: the provisional score is guide enough.
    fn outlook(_state: &Self::State, _seat: Seat) -> Option<f64> {
        None
    }
    /// For computer players: whether a legal move is never worth
    /// considering now (it only undoes what counts, such as a Sky Garden
    /// pair taken off its nest when no breed is coming this turn).
    fn futile(_state: &Self::State, _seat: Seat, _mv: &Self::Move) -> bool {
        false
    }
    /// For computer players: every legal move with the position it leads
    /// to, as playing each of `legal_moves` on a copy gives (the default);
    /// a game may find them at less cost.
    fn successors(state: &Self::State, seat: Seat) -> Vec<(Self::Move, Self::State)> {
        Self::legal_moves(state, seat)
            .into_iter()
            .filter_map(|mv| {
                let mut next = state.clone();
                Self::play(&mut next, seat, &mv).ok()?;
                Some((mv, next))
            })
            .collect()
    }
    /// For computer players: a hash of the position, so a search meets each
    /// position once however it was reached. The default hashes the whole
    /// state; a game should leave out what is kept only for display (a log
    /// of recent events), which differs between two ways to one position.
    fn position_key(state: &Self::State) -> u64 {
        use std::hash::{Hash, Hasher};
        let mut hasher = std::collections::hash_map::DefaultHasher::new();
        serde_json::to_string(state).unwrap_or_default().hash(&mut hasher);
        hasher.finish()
    }
}

/// Ranks seats by score then tie-breakers; all seats equal to the best share
/// the victory. Helper for `Game::winners`.
pub fn leaders(scores: &[Score]) -> Vec<Seat> {
    let best = scores.iter().map(|s| (s.total, &s.tiebreak)).max();
    match best {
        None => vec![],
        Some(best) => (0..scores.len()).filter(|&i| (scores[i].total, &scores[i].tiebreak) == best).collect(),
    }
}

/// Parses a `name=value` option list against specs: unknown names and values
/// are refused with the allowed ones listed. Returns the value for each spec
/// (the default where missing), in spec order.
pub fn option_values(specs: &[OptionSpec], pairs: &[(String, String)]) -> Result<Vec<String>, Said> {
    for (name, value) in pairs {
        let spec = specs.iter().find(|s| s.name == name).ok_or_else(|| {
            let names: Vec<_> = specs.iter().map(|s| s.name).collect();
            if names.is_empty() {
                said!("option-none", name = Arg::code(name))
            } else {
                said!("option-unknown", name = Arg::code(name), names = names.join(", "))
            }
        })?;
        if !spec.choices.iter().any(|c| c.eq_ignore_ascii_case(value)) {
            return Err(said!(
                "option-bad-value",
                value = Arg::code(value),
                name = Arg::code(name),
                choices = spec.choices.join(", ")
            ));
        }
    }
    Ok(specs
        .iter()
        .map(|spec| {
            pairs
                .iter()
                .rev()
                .find(|(n, _)| n == spec.name)
                .map(|(_, v)| v.to_ascii_lowercase())
                .unwrap_or_else(|| spec.choices[0].to_string())
        })
        .collect())
}
