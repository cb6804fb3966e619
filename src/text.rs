//! What the engines and the table say, as data: messages of the catalogue
//! (an id and typed arguments) and words the same in every language (names,
//! notation). Front-ends word a `Text` in their reader's language and their
//! own style (`i18n::words_with`): the arguments' types (words, code, a
//! channel, a moment) tell them what markup to add. Nothing below them
//! picks words, a language or markup; this module uses nothing else of the
//! crate, so every layer can speak it.

use serde::{Deserialize, Serialize};

/// `said!("table-conflict")`, `said!("lobby-seated", names = list)`: a catalogue message
/// with its arguments. Ids are literals, so the catalogue test finds them.
#[macro_export]
macro_rules! said {
    ($id:literal) => {
        $crate::text::Said { id: $id.to_string(), args: vec![] }
    };
    ($id:literal, $($name:ident = $value:expr),+ $(,)?) => {
        $crate::text::Said {
            id: $id.to_string(),
            args: vec![$((stringify!($name).to_string(), $crate::text::Arg::from($value))),+],
        }
    };
}

/// A message: its parts, one per line.
#[derive(Debug, Clone, PartialEq, Eq, Default, Serialize, Deserialize)]
pub struct Text {
    pub parts: Vec<Part>,
}

#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub enum Part {
    /// A catalogue message.
    Said(Said),
    /// Words the same in every language (a name, notation), shown as they
    /// are (a front-end escapes them as it does verbatim arguments).
    Plain(String),
}

impl Part {
    fn is_empty(&self) -> bool {
        matches!(self, Part::Plain(words) if words.trim().is_empty())
    }
}

/// A catalogue message id with its arguments; build one with `said!`.
#[derive(Debug, Clone, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct Said {
    pub id: String,
    pub args: Vec<(String, Arg)>,
}

#[derive(Debug, Clone, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Arg {
    /// A count (plurals are chosen by the catalogue).
    Number(i64),
    /// Words the same in every language (a name, a game's kind, what a
    /// user typed), shown as they are: a front-end escapes what its markup
    /// would read in them.
    Verbatim(String),
    /// Something to type or typed, shown as code: notation, an option
    /// (`seed:7`), a command.
    Code(String),
    /// A channel, by its id; a front-end shows it its way (a link on Discord).
    Channel(String),
    /// Another message, worded in the same language.
    Said(Said),
    /// A span of time in seconds ("2 d 4 h"), worded in the reader's units.
    Duration(i64),
    /// Messages joined with commas.
    List(Vec<Said>),
    /// Clauses joined with semicolons ("took card 2; must discard 1").
    Clauses(Vec<Said>),
    /// Alternatives joined with slashes ("`easy`/`normal`/`hard`").
    Alternatives(Vec<Said>),
    /// A moment (Unix seconds), worded by the front-end: a date each reader
    /// sees in their own time zone where it can, else the UTC date.
    Time(i64),
    /// A quantity with one decimal, in tenths (a rating of 47.0 is 470),
    /// written with the reader's decimal mark; `signed` shows a plus too.
    Decimal { tenths: i64, signed: bool },
}

impl Arg {
    /// Something to type or typed, shown as code.
    pub fn code(code: impl Into<String>) -> Arg {
        Arg::Code(code.into())
    }

    /// `x` to one decimal.
    pub fn decimal(x: f64) -> Arg {
        Arg::Decimal { tenths: (x * 10.0).round() as i64, signed: false }
    }

    /// A change: `x` to one decimal, with its sign ("+1.5", "−0.3").
    pub fn change(x: f64) -> Arg {
        Arg::Decimal { tenths: (x * 10.0).round() as i64, signed: true }
    }
}

impl From<i64> for Arg {
    fn from(n: i64) -> Self {
        Arg::Number(n)
    }
}
impl From<usize> for Arg {
    fn from(n: usize) -> Self {
        Arg::Number(i64::try_from(n).unwrap_or(i64::MAX))
    }
}
impl From<String> for Arg {
    fn from(s: String) -> Self {
        Arg::Verbatim(s)
    }
}
impl From<&str> for Arg {
    fn from(s: &str) -> Self {
        Arg::Verbatim(s.to_string())
    }
}
impl From<&String> for Arg {
    fn from(s: &String) -> Self {
        Arg::Verbatim(s.clone())
    }
}
impl From<Vec<Said>> for Arg {
    fn from(list: Vec<Said>) -> Self {
        Arg::List(list)
    }
}

impl Said {
    /// Words the same in every language (notation, a name), as a message.
    pub fn verbatim(words: impl Into<String>) -> Said {
        said!("verbatim", words = words.into())
    }

    /// Something to type or typed (notation, an option), as a message.
    pub fn code(code: impl Into<String>) -> Said {
        said!("verbatim", words = Arg::code(code))
    }
}

impl From<Said> for Arg {
    fn from(s: Said) -> Self {
        Arg::Said(s)
    }
}

impl From<Said> for Part {
    fn from(s: Said) -> Self {
        Part::Said(s)
    }
}
impl From<String> for Part {
    fn from(s: String) -> Self {
        Part::Plain(s)
    }
}
impl From<&str> for Part {
    fn from(s: &str) -> Self {
        Part::Plain(s.to_string())
    }
}

impl<P: Into<Part>> From<P> for Text {
    fn from(part: P) -> Self {
        let mut text = Text::default();
        text.push(part);
        text
    }
}

impl Text {
    /// Puts `part` first, on a line of its own (empty words make no line).
    pub fn prepend(&mut self, part: impl Into<Part>) {
        let part = part.into();
        if !part.is_empty() {
            self.parts.insert(0, part);
        }
    }

    /// Adds `part` last, on a line of its own (empty words make no line).
    pub fn push(&mut self, part: impl Into<Part>) {
        let part = part.into();
        if !part.is_empty() {
            self.parts.push(part);
        }
    }

    /// Adds the lines of `more` after these.
    pub fn extend(&mut self, more: Text) {
        self.parts.extend(more.parts);
    }

    /// Replaces `from` by `to` wherever words are given as they are, as
    /// words or as code (a user id a front-end knows the name of).
    pub fn replace_verbatim(&mut self, from: &str, to: &str) {
        fn in_said(said: &mut Said, from: &str, to: &str) {
            for (_, arg) in &mut said.args {
                match arg {
                    Arg::Verbatim(s) | Arg::Code(s) => *s = s.replace(from, to),
                    Arg::Said(inner) => in_said(inner, from, to),
                    Arg::List(list) | Arg::Clauses(list) | Arg::Alternatives(list) => {
                        list.iter_mut().for_each(|inner| in_said(inner, from, to))
                    }
                    Arg::Number(_) | Arg::Duration(_) | Arg::Time(_) | Arg::Channel(_) | Arg::Decimal { .. } => {}
                }
            }
        }
        for part in &mut self.parts {
            match part {
                Part::Plain(s) => *s = s.replace(from, to),
                Part::Said(said) => in_said(said, from, to),
            }
        }
    }
}

impl Said {
    /// Replaces `word` by `with` where it stands as a whole word in the
    /// words given as they are (names), never inside another (see `replace_whole`).
    pub fn replace_whole(&mut self, word: &str, with: &str) {
        for (_, arg) in &mut self.args {
            match arg {
                Arg::Verbatim(s) | Arg::Code(s) => *s = replace_whole(s, word, with),
                Arg::Said(inner) => inner.replace_whole(word, with),
                Arg::List(list) | Arg::Clauses(list) | Arg::Alternatives(list) => {
                    list.iter_mut().for_each(|inner| inner.replace_whole(word, with))
                }
                Arg::Number(_) | Arg::Duration(_) | Arg::Time(_) | Arg::Channel(_) | Arg::Decimal { .. } => {}
            }
        }
    }
}

impl Text {
    /// `Said::replace_whole` for every line.
    pub fn replace_whole(&mut self, word: &str, with: &str) {
        for part in &mut self.parts {
            match part {
                Part::Plain(s) => *s = replace_whole(s, word, with),
                Part::Said(said) => said.replace_whole(word, with),
            }
        }
    }
}

/// `haystack` with every whole-word `word` replaced by `with`: one neither
/// preceded nor followed by a letter, digit, `_` or `-`, so that a name
/// `al` is replaced in "al, bob" but not in "alice".
pub fn replace_whole(haystack: &str, word: &str, with: &str) -> String {
    let is_word_char = |c: char| c.is_alphanumeric() || c == '_' || c == '-';
    if word.is_empty() {
        return haystack.to_string();
    }
    let mut out = String::with_capacity(haystack.len());
    let mut rest = haystack;
    let mut before: Option<char> = None;
    while let Some(at) = rest.find(word) {
        let (head, tail) = rest.split_at(at);
        let previous = head.chars().next_back().or(before);
        let next = tail[word.len()..].chars().next();
        out.push_str(head);
        let whole = !previous.is_some_and(is_word_char) && !next.is_some_and(is_word_char);
        match whole {
            true => out.push_str(with),
            false => out.push_str(word),
        }
        before = word.chars().next_back();
        rest = &tail[word.len()..];
    }
    out.push_str(rest);
    out
}

/// Whether `word` stands as a whole word in `haystack` (see `replace_whole`).
pub fn contains_whole(haystack: &str, word: &str) -> bool {
    replace_whole(haystack, word, "\u{0}") != haystack
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn whole_words_only() {
        assert_eq!(replace_whole("al, alice and al", "al", "x"), "x, alice and x");
        assert_eq!(replace_whole("former-al al_b sal al.", "al", "x"), "former-al al_b sal x.");
        assert_eq!(replace_whole("\"al\"", "al", "x"), "\"x\"");
        assert!(contains_whole("[\"bob\",\"al\"]", "al") && !contains_whole("alice", "al"));
        let mut text = Text::from(crate::said!("lobby-seated", names = "al, alice", host = "al"));
        text.replace_whole("al", "former player 1");
        assert_eq!(
            text,
            Text::from(crate::said!("lobby-seated", names = "former player 1, alice", host = "former player 1"))
        );
    }
}
