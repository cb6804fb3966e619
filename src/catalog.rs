//! Every game Aerie hosts, behind one object-safe interface, so the table,
//! the store and the front-ends serve any game without knowing its rules.
//! Adding a game means implementing `Game` and `Draw` and listing it here.

use std::ops::RangeInclusive;

use serde_json::Value;

use crate::games::{Game, OptionSpec, Outcome, RuleError, Score, Seat, Turn, Viewer};
use crate::i18n::Lang;
use crate::render::Draw;
use crate::said;
use crate::text::{Said, Text};

/// A game kind, before a game exists: options, player counts, setup.
pub trait Engine: Send + Sync {
    fn kind(&self) -> &'static str;
    fn name(&self) -> &'static str;
    fn options(&self) -> &'static [OptionSpec];
    /// Reads `name=value` options into their stored (JSON) form.
    fn parse_options(&self, pairs: &[(String, String)]) -> Result<Value, Said>;
    fn seat_range(&self, options: &Value) -> Result<RangeInclusive<usize>, Said>;
    fn setup(&self, options: &Value, seats: usize, seed: u64) -> Result<Box<dyn Match>, Said>;
    /// Rebuilds a running game from a snapshot taken with `Match::snapshot`.
    fn restore(&self, snapshot: &Value) -> Result<Box<dyn Match>, String>;
    /// Whether seats hold secrets (then one player's legal moves are theirs alone).
    fn secret_hands(&self) -> bool;
}

/// A game in progress, any kind. Moves travel as notation text.
pub trait Match: Send + Sync {
    fn to_move(&self) -> Turn;
    /// Every move `seat` may make now, in notation.
    fn legal(&self, seat: Seat) -> Vec<String>;
    /// Parses and plays a move; on error the game is unchanged.
    fn play(&mut self, seat: Seat, notation: &str) -> Result<Outcome, RuleError>;
    /// The game's own printing of a move, so the log reads the same however
    /// it was typed (`Build c2 WHITE roof c3` → `build C2 white roof C3`).
    fn canonical(&self, notation: &str) -> Result<String, RuleError>;
    fn scores(&self) -> Vec<Score>;
    fn winners(&self) -> Vec<Seat>;
    /// See `Game::tie_breaks`.
    fn tie_breaks(&self) -> Vec<Said>;
    fn summary(&self, viewer: Viewer) -> Text;
    fn hand(&self, seat: Seat) -> Option<Said>;
    fn seat_colour(&self, seat: Seat) -> Said;
    /// A move already played by `seat`, as `viewer` may see it now: its
    /// notation, or its public form while part of it is secret.
    fn shown(&self, seat: Seat, notation: &str, viewer: Viewer) -> Said;
    /// What `viewer` may not know now, as words (see `Game::secrets`).
    fn secrets(&self, viewer: Viewer) -> Vec<String>;
    fn snapshot(&self) -> Value;
    /// Public board image(s) as `(file name, SVG)`, worded in `lang`.
    fn board(&self, names: &[String], lang: Lang) -> Vec<(String, String)>;
    /// Every public image, for `/game board`.
    fn board_on_request(&self, names: &[String], lang: Lang) -> Vec<(String, String)>;
    fn hand_image(&self, seat: Seat, names: &[String], lang: Lang) -> Option<String>;
    /// See `Draw::player_area`.
    fn player_area(&self, seat: Seat, names: &[String], lang: Lang) -> Option<(String, String)>;
    fn boxed_clone(&self) -> Box<dyn Match>;
    /// A token of a legal move in words (see `Game::describe_token`).
    fn describe_token(&self, seat: Seat, before: &[&str], token: &str) -> Option<Said>;
    /// See `Game::at_turn_start`.
    fn at_turn_start(&self) -> Option<bool>;
    /// A state `viewer` cannot tell from this one, every hidden part drawn
    /// anew from `seed` (`Game::determinize`): all a computer player sees.
    fn determinize(&self, viewer: Seat, seed: u64) -> Box<dyn Match>;
    /// See `Game::outlook`.
    fn outlook(&self, seat: Seat) -> Option<f64>;
    /// See `Game::futile`; false for notation that does not parse.
    fn futile(&self, seat: Seat, notation: &str) -> bool;
    /// `Game::successors` but the futile ones (`Game::futile`), unless
    /// every one is: each move (as notation) and where it leads.
    fn worth_taking(&self, seat: Seat) -> Vec<(String, Box<dyn Match>)>;
    /// `Game::position_key`.
    fn position_key(&self) -> u64;
}

/// The erased form of one game type.
struct Kind<G>(std::marker::PhantomData<fn() -> G>);

struct Running<G: Game>(G::State);

fn options_of<G: Game>(options: &Value) -> Result<G::Options, Said> {
    serde_json::from_value(options.clone()).map_err(|e| {
        tracing::error!(kind = G::KIND, "stored options are unreadable: {e}");
        said!("table-damaged")
    })
}

impl<G: Game + Draw> Engine for Kind<G> {
    fn kind(&self) -> &'static str {
        G::KIND
    }
    fn name(&self) -> &'static str {
        G::NAME
    }
    fn options(&self) -> &'static [OptionSpec] {
        G::OPTIONS
    }
    fn parse_options(&self, pairs: &[(String, String)]) -> Result<Value, Said> {
        let options = G::parse_options(pairs)?;
        Ok(serde_json::to_value(options).expect("options serialise"))
    }
    fn seat_range(&self, options: &Value) -> Result<RangeInclusive<usize>, Said> {
        Ok(G::seat_range(&options_of::<G>(options)?))
    }
    fn setup(&self, options: &Value, seats: usize, seed: u64) -> Result<Box<dyn Match>, Said> {
        let state = G::setup(&options_of::<G>(options)?, seats, seed)?;
        Ok(Box::new(Running::<G>(state)))
    }
    fn restore(&self, snapshot: &Value) -> Result<Box<dyn Match>, String> {
        let state = serde_json::from_value(snapshot.clone()).map_err(|e| format!("snapshot unreadable: {e}"))?;
        Ok(Box::new(Running::<G>(state)))
    }
    fn secret_hands(&self) -> bool {
        G::SECRET_HANDS
    }
}

impl<G: Game + Draw> Match for Running<G> {
    fn to_move(&self) -> Turn {
        G::to_move(&self.0)
    }
    fn legal(&self, seat: Seat) -> Vec<String> {
        G::legal_moves(&self.0, seat).iter().map(|m| m.to_string()).collect()
    }
    fn play(&mut self, seat: Seat, notation: &str) -> Result<Outcome, RuleError> {
        let mv = G::parse_move(notation)?;
        G::play(&mut self.0, seat, &mv)
    }
    fn canonical(&self, notation: &str) -> Result<String, RuleError> {
        G::parse_move(notation).map(|mv| mv.to_string())
    }
    fn scores(&self) -> Vec<Score> {
        G::scores(&self.0)
    }
    fn winners(&self) -> Vec<Seat> {
        G::winners(&self.0)
    }
    fn tie_breaks(&self) -> Vec<Said> {
        G::tie_breaks()
    }
    fn summary(&self, viewer: Viewer) -> Text {
        G::summary(&self.0, viewer)
    }
    fn hand(&self, seat: Seat) -> Option<Said> {
        G::hand(&self.0, seat)
    }
    fn seat_colour(&self, seat: Seat) -> Said {
        G::seat_colour(&self.0, seat)
    }
    fn shown(&self, seat: Seat, notation: &str, viewer: Viewer) -> Said {
        match G::parse_move(notation) {
            Ok(mv) => G::redact(&self.0, seat, &mv, viewer)
                .unwrap_or_else(|| said!("notation", notation = crate::text::Arg::Code(mv.to_string()))),
            // Stored moves are canonical; one that no longer parses is shown
            // by its public form only, to be safe.
            Err(_) => said!("log-a-move"),
        }
    }
    fn secrets(&self, viewer: Viewer) -> Vec<String> {
        G::secrets(&self.0, viewer)
    }
    fn snapshot(&self) -> Value {
        serde_json::to_value(&self.0).expect("game states serialise")
    }
    fn board(&self, names: &[String], lang: Lang) -> Vec<(String, String)> {
        G::board(&self.0, names, lang)
    }
    fn board_on_request(&self, names: &[String], lang: Lang) -> Vec<(String, String)> {
        G::board_on_request(&self.0, names, lang)
    }
    fn hand_image(&self, seat: Seat, names: &[String], lang: Lang) -> Option<String> {
        G::hand_image(&self.0, seat, names, lang)
    }
    fn player_area(&self, seat: Seat, names: &[String], lang: Lang) -> Option<(String, String)> {
        G::player_area(&self.0, seat, names, lang)
    }
    fn boxed_clone(&self) -> Box<dyn Match> {
        Box::new(Running::<G>(self.0.clone()))
    }
    fn describe_token(&self, seat: Seat, before: &[&str], token: &str) -> Option<Said> {
        G::describe_token(&self.0, seat, before, token)
    }
    fn at_turn_start(&self) -> Option<bool> {
        G::at_turn_start(&self.0)
    }

    fn determinize(&self, viewer: Seat, seed: u64) -> Box<dyn Match> {
        Box::new(Running::<G>(G::determinize(&self.0, viewer, seed)))
    }
    fn outlook(&self, seat: Seat) -> Option<f64> {
        G::outlook(&self.0, seat)
    }
    fn futile(&self, seat: Seat, notation: &str) -> bool {
        G::parse_move(notation).is_ok_and(|mv| G::futile(&self.0, seat, &mv))
    }
    fn position_key(&self) -> u64 {
        G::position_key(&self.0)
    }
    fn worth_taking(&self, seat: Seat) -> Vec<(String, Box<dyn Match>)> {
        // Judged on the typed moves: a search would otherwise parse every
        // one it meets back from its notation.
        let (useful, futile): (Vec<_>, Vec<_>) =
            G::successors(&self.0, seat).into_iter().partition(|(mv, _)| !G::futile(&self.0, seat, mv));
        let worth = if useful.is_empty() { futile } else { useful };
        worth.into_iter().map(|(mv, next)| (mv.to_string(), Box::new(Running::<G>(next)) as Box<dyn Match>)).collect()
    }
}

fn kind<G: Game + Draw>() -> &'static dyn Engine {
    // Zero-sized, so leaking it costs nothing.
    Box::leak(Box::new(Kind::<G>(std::marker::PhantomData)))
}

/// Every hosted game, in the order menus list them.
pub fn engines() -> &'static [&'static dyn Engine] {
    static ENGINES: std::sync::OnceLock<Vec<&'static dyn Engine>> = std::sync::OnceLock::new();
    ENGINES
        .get_or_init(|| {
            use crate::games::{cloud_city::CloudCity, sky_garden::SkyGarden, tower_up::TowerUp};
            vec![kind::<TowerUp>(), kind::<CloudCity>(), kind::<SkyGarden>()]
        })
        .as_slice()
}

/// The engine for a kind id such as `tower-up` (case-insensitive).
pub fn engine(kind: &str) -> Option<&'static dyn Engine> {
    engines().iter().copied().find(|e| e.kind().eq_ignore_ascii_case(kind.trim()))
}

/// The kinds users may type, for messages: "`tower-up`, `cloud-city`".
pub fn kind_list() -> String {
    engines().iter().map(|e| format!("`{}`", e.kind())).collect::<Vec<_>>().join(", ")
}
