//! Move notation (spec sections 3 and 5).
//!
//! Compact canonical forms (what `Display` prints):
//! `place T12 B2 90`, `walkway a1 a3`, `done`, `draw R2`, `draw stack`.
//! The spec's key:value forms are accepted too:
//! `place tile:T12 cell:B2 rotation:90`, `walkway from:a1 to:a3` (or `a1-a3`),
//! `draw source:R2`.

use std::fmt;

use super::state::{Cell, Sq};
use crate::games::RuleError;
use crate::said;

/// Where a drawn tile comes from.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Source {
    /// Row slot 0..=2 (R1..R3).
    Row(u8),
    Stack,
}

impl fmt::Display for Source {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Source::Row(i) => write!(f, "R{}", i + 1),
            Source::Stack => write!(f, "stack"),
        }
    }
}

/// One decision of a turn.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Move {
    Place { tile: String, cell: Cell, rotation: u16 },
    Walkway { from: Sq, to: Sq },
    Done,
    Draw(Source),
}

impl fmt::Display for Move {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Move::Place { tile, cell, rotation } => write!(f, "place {tile} {cell} {rotation}"),
            Move::Walkway { from, to } => write!(f, "walkway {from} {to}"),
            Move::Done => write!(f, "done"),
            Move::Draw(s) => write!(f, "draw {s}"),
        }
    }
}

/// What a move of each kind looks like, for a move that does not parse.
fn place_help() -> RuleError {
    RuleError(said!("cc-expected-place"))
}
fn walkway_help() -> RuleError {
    RuleError(said!("cc-expected-walkway"))
}
fn draw_help() -> RuleError {
    RuleError(said!("cc-expected-draw"))
}
fn any_help() -> RuleError {
    RuleError(said!("cc-expected-any"))
}

/// Splits the text after the keyword into (key, value) tokens; a key is
/// present when written `key:value` (spaces around the colon are allowed).
fn tokens(rest: &str) -> Vec<(Option<String>, String)> {
    // Glue "key : value" and "key: value" together.
    let mut glued = String::new();
    let mut chars = rest.chars().peekable();
    while let Some(c) = chars.next() {
        if c == ':' {
            while glued.ends_with(' ') {
                glued.pop();
            }
            glued.push(':');
            while chars.peek() == Some(&' ') {
                chars.next();
            }
        } else {
            glued.push(c);
        }
    }
    glued
        .split_whitespace()
        .map(|t| match t.split_once(':') {
            Some((k, v)) => (Some(k.to_string()), v.to_string()),
            None => (None, t.to_string()),
        })
        .collect()
}

/// Assigns tokens to named slots: keyed tokens by key (with aliases), the
/// others in order to the slots still free.
fn assign(
    toks: Vec<(Option<String>, String)>,
    slots: &[&[&str]],
    help: fn() -> RuleError,
) -> Result<Vec<String>, RuleError> {
    let mut out: Vec<Option<String>> = vec![None; slots.len()];
    let mut loose = vec![];
    for (k, v) in toks {
        match k {
            Some(k) => {
                let i = slots.iter().position(|names| names.contains(&k.as_str())).ok_or_else(help)?;
                if out[i].is_some() || v.is_empty() {
                    return Err(help());
                }
                out[i] = Some(v);
            }
            None => loose.push(v),
        }
    }
    let mut loose = loose.into_iter();
    for slot in out.iter_mut() {
        if slot.is_none() {
            *slot = loose.next();
        }
    }
    if loose.next().is_some() {
        return Err(help());
    }
    out.into_iter().map(|v| v.ok_or_else(help)).collect()
}

/// Letter + number, e.g. "b2" -> (1, 1). Frame bounds are checked by `play`.
fn letter_number(text: &str) -> Option<(u8, u8)> {
    let mut chars = text.chars();
    let letter = chars.next()?.to_ascii_lowercase();
    if !letter.is_ascii_lowercase() {
        return None;
    }
    let digits: String = chars.collect();
    if digits.is_empty() || digits.len() > 2 || !digits.chars().all(|c| c.is_ascii_digit()) {
        return None;
    }
    let n: u8 = digits.parse().ok()?;
    if n == 0 {
        return None;
    }
    Some((letter as u8 - b'a', n - 1))
}

pub fn parse_cell(text: &str) -> Option<Cell> {
    letter_number(text).map(|(x, y)| Cell { x, y })
}

pub fn parse_square(text: &str) -> Option<Sq> {
    letter_number(text).map(|(x, y)| Sq::new(x, y))
}

/// Normalises a tile id: "t5" -> "T05", "s1" -> "S1".
pub fn parse_tile(text: &str) -> Option<String> {
    let mut chars = text.chars();
    let letter = chars.next()?.to_ascii_uppercase();
    let digits: String = chars.collect();
    if digits.is_empty() || digits.len() > 3 || !digits.chars().all(|c| c.is_ascii_digit()) {
        return None;
    }
    let n: u32 = digits.parse().ok()?;
    match letter {
        'T' => Some(format!("T{n:02}")),
        'S' => Some(format!("S{n}")),
        _ => None,
    }
}

fn parse_rotation(text: &str) -> Option<u16> {
    let t = text.trim_end_matches("deg").trim_end_matches('°');
    if t.is_empty() || !t.chars().all(|c| c.is_ascii_digit()) || t.len() > 4 {
        return None;
    }
    t.parse().ok()
}

pub fn parse(text: &str) -> Result<Move, RuleError> {
    let lower = text.trim().to_ascii_lowercase();
    let (keyword, rest) = match lower.split_once(char::is_whitespace) {
        Some((k, r)) => (k.to_string(), r.trim().to_string()),
        None => (lower.clone(), String::new()),
    };
    match keyword.as_str() {
        "place" => {
            let v = assign(tokens(&rest), &[&["tile", "t"], &["cell", "c"], &["rotation", "rot", "r"]], place_help)?;
            let tile = parse_tile(&v[0]).ok_or_else(place_help)?;
            let cell = parse_cell(&v[1]).ok_or_else(place_help)?;
            let rotation = parse_rotation(&v[2]).ok_or_else(place_help)?;
            Ok(Move::Place { tile, cell, rotation })
        }
        "walkway" | "walk" => {
            // "a1-a3" is accepted as well as "a1 a3".
            let toks = tokens(&rest)
                .into_iter()
                .flat_map(|(k, v)| {
                    if k.is_none() && v.contains('-') {
                        v.split('-').filter(|s| !s.is_empty()).map(|s| (None, s.to_string())).collect::<Vec<_>>()
                    } else {
                        vec![(k, v)]
                    }
                })
                .collect();
            let v = assign(toks, &[&["from"], &["to"]], walkway_help)?;
            let from = parse_square(&v[0]).ok_or_else(walkway_help)?;
            let to = parse_square(&v[1]).ok_or_else(walkway_help)?;
            Ok(Move::Walkway { from, to })
        }
        "done" => {
            if rest.is_empty() {
                Ok(Move::Done)
            } else {
                Err(RuleError(said!("cc-expected-done")))
            }
        }
        "draw" => {
            let v = assign(tokens(&rest), &[&["source", "from"]], draw_help)?;
            let s = v[0].as_str();
            let src = match s {
                "stack" => Source::Stack,
                "r1" => Source::Row(0),
                "r2" => Source::Row(1),
                "r3" => Source::Row(2),
                _ => return Err(RuleError(said!("cc-not-a-source", source = crate::text::Arg::code(s)))),
            };
            Ok(Move::Draw(src))
        }
        _ => Err(any_help()),
    }
}
