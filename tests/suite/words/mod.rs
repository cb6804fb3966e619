//! Finding English in what a Ukrainian player reads. Notation, commands and
//! ids in backticks, names of people and of games, and ids such as `T07`,
//! `E6` or `C2` are the same in every language; any other run of Latin
//! letters is an English word that slipped through.

#![allow(dead_code)]

/// Names that stay as they are in every language: the games' and the bot's.
pub const PROPER_NAMES: [&str; 5] = ["Tower Up", "Cloud City", "Sky Garden", "Aerie", "Discord"];

/// The English words of `text`, given the names of the people in it.
pub fn english_words(text: &str, names: &[&str]) -> Vec<String> {
    let mut rest = without_code(text);
    // Longest first, so "Computer 1" goes before a name inside it.
    let mut names: Vec<&str> = names.iter().chain(PROPER_NAMES.iter()).copied().collect();
    names.sort_by_key(|n| std::cmp::Reverse(n.len()));
    for name in names {
        rest = rest.replace(name, " ");
    }
    rest.split(|c: char| !(c.is_ascii_alphanumeric()))
        .filter(|token| !is_id(token))
        // Codes (SHI, AX, SB2): notation and the boards' symbols.
        .filter(|token| !(token.len() <= 4 && token.chars().all(|c| c.is_ascii_uppercase())))
        .filter(|token| token.chars().filter(|c| c.is_ascii_alphabetic()).count() >= 2)
        .map(str::to_string)
        .collect()
}

/// `text` with every `code span`, mention (`<@1>`, `<#2>`) and link removed.
fn without_code(text: &str) -> String {
    let mut out = String::new();
    for (i, part) in text.split('`').enumerate() {
        if i % 2 == 0 {
            out.push_str(part);
            out.push(' ');
        }
    }
    let mut kept = String::new();
    for word in out.split_inclusive(char::is_whitespace) {
        let bare = word.trim();
        let linkish = bare.starts_with("http") || (bare.starts_with('<') && bare.ends_with('>'));
        if !linkish {
            kept.push_str(word);
        }
    }
    kept
}

/// An id: at most two letters, or capitals, and then digits (`T07`, `E6`,
/// `R1`, `f3`, `COL2`), or digits with an `x` (`3x4`).
fn is_id(token: &str) -> bool {
    let letters = token.chars().take_while(|c| c.is_ascii_alphabetic()).count();
    let digits = &token[letters..];
    let code = letters <= 2 || token[..letters].chars().all(|c| c.is_ascii_uppercase());
    code && !digits.is_empty() && digits.chars().all(|c| c.is_ascii_digit())
}

/// Panics with every line of `texts` holding English words.
pub fn assert_no_english<'a>(what: &str, texts: impl IntoIterator<Item = &'a String>, names: &[&str]) {
    let mut found = vec![];
    for text in texts {
        for line in text.lines() {
            let words = english_words(line, names);
            if !words.is_empty() {
                found.push(format!("{words:?} in: {line}"));
            }
        }
    }
    found.sort();
    found.dedup();
    assert!(found.is_empty(), "{what}: {} lines with English:\n{}", found.len(), found.join("\n"));
}

#[test]
fn finds_english_but_not_names_ids_or_notation() {
    let names = ["Alice", "Computer 1"];
    assert!(english_words("Alice бере карту 2 (T07, E6) `take 2` у Tower Up", &names).is_empty());
    assert!(english_words("<@123> ваш хід: https://discord.com/x", &names).is_empty());
    assert_eq!(english_words("Alice took card 2", &names), ["took", "card"]);
    assert_eq!(english_words("розмір 3x4, Your move", &names), ["Your", "move"]);
}
