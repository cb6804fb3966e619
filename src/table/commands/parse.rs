//! Finding a command's declaration from the words that name it, and the
//! console's reading of its `name:value` options.

use super::declaration::{Declared, Kind};
use super::declared::ALL;
use super::Given;
use crate::said;
use crate::table::Command;
use crate::text::{Arg, Said};

/// Parses a slash command line such as `/game start seed:7` or
/// `/move action:"build C2 white roof C3"`.
pub fn parse(line: &str) -> Result<Command, Said> {
    let words = shlex::split(line.trim()).ok_or(said!("parse-quotes"))?;
    let (head, rest) = words.split_first().ok_or(said!("parse-empty"))?;
    let Some(name) = head.strip_prefix('/') else { return Err(unknown_command(head)) };
    let words: Vec<&str> = std::iter::once(name).chain(rest.iter().map(String::as_str)).collect();
    let (declared, depth) = lookup(&words)?;
    let given = read_words(declared, &words[depth..])?;
    (declared.build)(&given)
}

/// The declaration `words` (a command's name without the slash, then its
/// subcommands, then anything) lead to, and how many words name it.
pub fn lookup(words: &[&str]) -> Result<(&'static Declared, usize), Said> {
    for depth in 1..=words.len() {
        let path = &words[..depth];
        if let Some(declared) = ALL.iter().find(|d| d.path == path) {
            return Ok((declared, depth));
        }
        if !ALL.iter().any(|d| d.path.starts_with(path)) {
            let (word, group) = (words[depth - 1], &words[..depth - 1]);
            return Err(match group {
                [] => unknown_command(&format!("/{word}")),
                _ => unknown_sub(group, word),
            });
        }
        if words.get(depth).is_none_or(|next| next.contains(':')) {
            return Err(missing_sub(path));
        }
    }
    Err(said!("parse-empty"))
}

/// The console's words after a command's name, as option values: `name:value`
/// for a declared option, a word alone for the option that takes one.
fn read_words(declared: &Declared, words: &[&str]) -> Result<Given, Said> {
    let free_text = declared.bare_option().is_some_and(|o| matches!(o.kind, Kind::Completed));
    let mut given = Given::default();
    let mut bare = vec![];
    for word in words {
        let Some((name, value)) = word.split_once(':') else {
            bare.push(*word);
            continue;
        };
        match declared.console_option(name) {
            Some(option) => given.put(option.name, value),
            None if declared.per_game => given.put_game_option(name, value),
            // A move may hold a colon; a command without options says so below.
            None if free_text || !declared.takes_options() => bare.push(*word),
            None => {
                let names = declared.options.iter().filter(|o| o.in_console()).map(|o| o.name);
                return Err(unknown_option(declared, name, names));
            }
        }
    }
    if bare.is_empty() {
        return Ok(given);
    }
    if !declared.takes_options() {
        return Err(said!("parse-no-options", command = Arg::code(declared.command_line())));
    }
    if let Some(option) = declared.bare_option().filter(|o| !given.has(o.name)) {
        let value = match free_text {
            true => std::mem::take(&mut bare).join(" "),
            false => bare.remove(0).to_string(),
        };
        given.put(option.name, value);
    }
    match (bare.first(), declared.stray) {
        (None, _) => Ok(given),
        (Some(word), Some(refusal)) => Err(refusal(word)),
        (Some(word), None) => Err(said!("parse-option", word = Arg::code(*word))),
    }
}

/// Names to type, as a message lists them (as code).
fn listed<'a>(names: impl IntoIterator<Item = &'a str>) -> Arg {
    Arg::List(names.into_iter().map(Said::code).collect())
}

/// The refusal of an option `declared` does not take, naming those it
/// does (`names`: those of the front-end it was given in).
pub fn unknown_option<'a>(declared: &Declared, name: &str, names: impl IntoIterator<Item = &'a str>) -> Said {
    said!(
        "parse-unknown-option",
        command = Arg::code(declared.command_line()),
        name = Arg::code(name),
        names = listed(names)
    )
}

fn unknown_command(command: &str) -> Said {
    let mut names: Vec<String> = vec![];
    for declared in ALL {
        let name = format!("/{}", declared.path[0]);
        if !names.contains(&name) {
            names.push(name);
        }
    }
    said!("parse-unknown", command = Arg::code(command), commands = listed(names.iter().map(String::as_str)))
}

/// `/game fly`: names the subcommands there are.
fn unknown_sub(group: &[&str], word: &str) -> Said {
    let command = Arg::code(format!("/{} {word}", group.join(" ")));
    said!("parse-unknown-sub", command = command, subs = listed(subcommands(group)))
}

/// The words that may follow `group` (`/game` → `new`, `join`, …), in order.
pub fn subcommands(group: &[&str]) -> Vec<&'static str> {
    let mut subs = vec![];
    for declared in ALL.iter().filter(|d| d.path.len() > group.len() && d.path.starts_with(group)) {
        let sub = declared.path[group.len()];
        if !subs.contains(&sub) {
            subs.push(sub);
        }
    }
    subs
}

/// A group named without what to do in it.
fn missing_sub(group: &[&str]) -> Said {
    match group {
        ["me"] => said!("parse-me"),
        ["game", "bot"] => said!("parse-bot"),
        _ => said!("parse-game"),
    }
}
