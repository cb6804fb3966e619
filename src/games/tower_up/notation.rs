//! Move notation.
//!
//! - `take <slot>` or `take <slot> picks <colour>,<colour>`: take market card
//!   1-3, naming one colour per open icon (wild, or a colour the supply lacks)
//!   in resolution order;
//! - `discard <colour>`: after a Take that left more than 10 floors, one
//!   floor to give back (legal moves offer one at a time); the older form
//!   `discard <colour>,<colour>,...` gives back several at once (a repeated
//!   colour means several), so stored move logs still replay;
//! - `build <site> <colour> roof <site>`, e.g. `build C2 white roof C3`;
//! - `skip`: decline an extra action.

use std::fmt;

use super::data::{Colour, COLOURS};
use crate::games::RuleError;
use crate::said;
use crate::text::{Arg, Said};

#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Move {
    /// `slot` is 1-based.
    Take {
        slot: usize,
        picks: Vec<Colour>,
    },
    /// Floors per colour (black, white, brown, grey).
    Discard([u32; 4]),
    /// Site labels in upper case.
    Build {
        site: String,
        colour: Colour,
        roof: String,
    },
    Skip,
}

fn colour_list(colours: &[Colour]) -> String {
    colours.iter().map(|c| c.name()).collect::<Vec<_>>().join(",")
}

/// The colours of a per-colour count, repeated, in colour order.
pub fn counts_list(counts: &[u32; 4]) -> String {
    let mut v = vec![];
    for c in COLOURS {
        for _ in 0..counts[c.index()] {
            v.push(c);
        }
    }
    colour_list(&v)
}

impl fmt::Display for Move {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Move::Take { slot, picks } if picks.is_empty() => write!(f, "take {slot}"),
            Move::Take { slot, picks } => write!(f, "take {slot} picks {}", colour_list(picks)),
            Move::Discard(counts) => write!(f, "discard {}", counts_list(counts)),
            Move::Build { site, colour, roof } => write!(f, "build {site} {colour} roof {roof}"),
            Move::Skip => write!(f, "skip"),
        }
    }
}

/// How each kind of move is written, for refusals of a misspelt one.
fn take_help() -> Said {
    said!("tu-help-take")
}
fn discard_help() -> Said {
    said!("tu-help-discard")
}
fn build_help() -> Said {
    said!("tu-help-build")
}
fn help() -> RuleError {
    said!("tu-help").into()
}

fn parse_colours(tokens: &[&str], help: fn() -> Said) -> Result<Vec<Colour>, RuleError> {
    tokens
        .iter()
        .map(|t| Colour::parse(t).ok_or_else(|| said!("tu-not-a-colour", token = Arg::code(*t), help = help()).into()))
        .collect()
}

/// A site label: a row letter A-E and a column number 1-8.
fn parse_site(token: &str) -> Option<String> {
    let up = token.to_ascii_uppercase();
    let mut chars = up.chars();
    let row = chars.next()?;
    let rest: String = chars.collect();
    if !('A'..='E').contains(&row) {
        return None;
    }
    let col: usize = rest.parse().ok()?;
    if !(1..=8).contains(&col) || rest.starts_with('0') || rest.starts_with('+') {
        return None;
    }
    Some(format!("{row}{col}"))
}

pub fn parse(text: &str) -> Result<Move, RuleError> {
    let lower = text.trim().to_ascii_lowercase();
    let tokens: Vec<&str> = lower.split(|c: char| c.is_whitespace() || c == ',').filter(|t| !t.is_empty()).collect();
    let Some((&head, rest)) = tokens.split_first() else {
        return Err(help());
    };
    match head {
        "take" => {
            let Some((&slot, rest)) = rest.split_first() else {
                return Err(take_help().into());
            };
            let slot = match slot {
                "1" => 1,
                "2" => 2,
                "3" => 3,
                _ => return Err(said!("tu-bad-slot", help = take_help()).into()),
            };
            let picks = match rest.split_first() {
                None => vec![],
                Some((&"picks", colours)) if !colours.is_empty() => parse_colours(colours, take_help)?,
                Some((&"discard", _)) => return Err(said!("tu-take-then-discard").into()),
                _ => return Err(take_help().into()),
            };
            Ok(Move::Take { slot, picks })
        }
        "discard" => {
            if rest.is_empty() {
                return Err(discard_help().into());
            }
            let mut counts = [0u32; 4];
            for c in parse_colours(rest, discard_help)? {
                counts[c.index()] += 1;
            }
            Ok(Move::Discard(counts))
        }
        "build" => {
            let [site, colour, roof_kw, roof] = rest else {
                return Err(build_help().into());
            };
            if *roof_kw != "roof" {
                return Err(build_help().into());
            }
            let bad_site = |t: &str| RuleError::from(said!("tu-not-a-site", token = Arg::code(t), help = build_help()));
            let site = parse_site(site).ok_or_else(|| bad_site(site))?;
            let roof = parse_site(roof).ok_or_else(|| bad_site(roof))?;
            let colour = parse_colours(&[colour], build_help)?[0];
            Ok(Move::Build { site, colour, roof })
        }
        "skip" if rest.is_empty() => Ok(Move::Skip),
        "skip" => Err(said!("tu-skip-alone").into()),
        _ => Err(help()),
    }
}
