//! The message catalogue is whole: every id the code uses is in English and
//! Ukrainian, every id in a catalogue is used, and both languages' messages
//! take the same placeholders. Ids used are the literal ones of `tr!` in
//! the source, the slash commands' (`cmd-<path>`, derived from the
//! registered definitions) and each game's rules (`rules-<kind>`).

use std::collections::{BTreeMap, BTreeSet};
use std::path::Path;

use aerie::i18n::Lang;

/// Each message (and `message.attribute`) of a catalogue, with its placeholders.
fn catalogue(lang: Lang) -> BTreeMap<String, BTreeSet<String>> {
    let mut entries: BTreeMap<String, BTreeSet<String>> = BTreeMap::new();
    let (mut message, mut current) = (String::new(), String::new());
    for line in lang.sources().iter().flat_map(|(_, source)| source.lines()) {
        if line.starts_with('#') || line.trim().is_empty() {
            continue;
        }
        let starts_message = line.chars().next().is_some_and(|c| c.is_ascii_alphabetic());
        if let (true, Some((id, _))) = (starts_message, line.split_once(" =")) {
            message = id.trim().to_string();
            current = message.clone();
        } else if let Some((attribute, _)) = line.trim_start().strip_prefix('.').and_then(|l| l.split_once(" =")) {
            current = format!("{message}.{}", attribute.trim());
        }
        let placeholders = entries.entry(current.clone()).or_default();
        for part in line.split('$').skip(1) {
            let name: String =
                part.chars().take_while(|c| c.is_ascii_alphanumeric() || *c == '_' || *c == '-').collect();
            placeholders.insert(name);
        }
    }
    entries
}

/// The literal ids of `tr!(lang, "id", …)` and `said!("id", …)` in every
/// source file under `dir`.
fn ids_in_code(dir: &Path, found: &mut BTreeSet<String>) {
    for entry in std::fs::read_dir(dir).unwrap() {
        let path = entry.unwrap().path();
        if path.is_dir() {
            ids_in_code(&path, found);
            continue;
        }
        if path.extension().is_none_or(|e| e != "rs") {
            continue;
        }
        let text = std::fs::read_to_string(&path).unwrap();
        for call in text.split("tr!(").skip(1).chain(text.split("said!(").skip(1)) {
            // `tr!(lang, "id" …`, `said!("id" …`: the first string literal.
            let Some((_, rest)) = call.split_once('"') else { continue };
            let Some((id, _)) = rest.split_once('"') else { continue };
            if id.chars().all(|c| c.is_ascii_lowercase() || c.is_ascii_digit() || c == '-') {
                found.insert(id.to_string());
            }
        }
    }
}

/// `cmd-<path>` for every command, option and choice, and `.description`
/// for commands and options.
fn command_ids(item: &serde_json::Value, path: &[String], found: &mut BTreeSet<String>, choice: bool) {
    let mut path = path.to_vec();
    let own = if choice { item["value"].as_str() } else { item["name"].as_str() };
    path.push(own.unwrap().to_string());
    let id = format!("cmd-{}", path.join("-"));
    if !choice {
        found.insert(format!("{id}.description"));
    }
    found.insert(id);
    for option in item["options"].as_array().into_iter().flatten() {
        command_ids(option, &path, found, false);
    }
    for c in item["choices"].as_array().into_iter().flatten() {
        command_ids(c, &path, found, true);
    }
}

#[test]
fn every_message_is_in_both_languages_and_used() {
    let mut used = BTreeSet::new();
    ids_in_code(&Path::new(env!("CARGO_MANIFEST_DIR")).join("src"), &mut used);
    assert!(used.contains("panel-your-move"), "the scan finds tr! calls: {used:?}");
    // Each game's rules in brief: `rules-<kind>`.
    for engine in aerie::catalog::engines() {
        used.insert(format!("rules-{}", engine.kind()));
    }
    for command in aerie::discord::commands::definitions() {
        command_ids(&serde_json::to_value(&command).unwrap(), &[], &mut used, false);
    }
    let (en, uk) = (catalogue(Lang::En), catalogue(Lang::Uk));
    let missing = |catalogue: &BTreeMap<String, BTreeSet<String>>| -> Vec<String> {
        used.iter().filter(|id| !catalogue.contains_key(*id)).cloned().collect()
    };
    assert_eq!(missing(&en), Vec::<String>::new(), "used in code, missing in English");
    assert_eq!(missing(&uk), Vec::<String>::new(), "used in code, missing in Ukrainian");
    let unused: Vec<&String> = en.keys().chain(uk.keys()).filter(|id| !used.contains(*id)).collect();
    assert!(unused.is_empty(), "in a catalogue, never used: {unused:?}");
    for (id, placeholders) in &en {
        assert_eq!(Some(placeholders), uk.get(id), "`{id}`: the languages take different placeholders");
    }
    for id in &used {
        for lang in Lang::ALL {
            assert!(aerie::i18n::has(lang, id), "`{id}` does not resolve in {lang:?}");
        }
    }
    println!(
        "{} message ids; English {} bytes, Ukrainian {} bytes",
        used.len(),
        Lang::En.sources().iter().map(|(_, s)| s.len()).sum::<usize>(),
        Lang::Uk.sources().iter().map(|(_, s)| s.len()).sum::<usize>()
    );
}

/// Ukrainian messages hold no English word: notation, commands and values
/// the user types stand in backticks (or «…» where Discord shows no
/// Markdown), placeables are filled in elsewhere, and names of games and
/// brands stay as they are. Command and choice names (`cmd-…` values) are
/// what users type, checked against Discord's rules in `discord.rs`.
#[test]
fn ukrainian_messages_hold_no_english_words() {
    const NAMES: [&str; 10] = ["Tower", "Up", "Cloud", "City", "Sky", "Garden", "Aerie", "Discord", "UTF", "Ctrl"];
    let mut found = vec![];
    for (part, source) in Lang::Uk.sources() {
        let mut command_name = false;
        for (n, line) in source.lines().enumerate() {
            if line.starts_with('#') || line.trim().is_empty() {
                continue;
            }
            let starts_message = line.chars().next().is_some_and(|c| c.is_ascii_alphabetic());
            let mut body = line.to_string();
            if let (true, Some((id, value))) = (starts_message, line.split_once(" =")) {
                command_name = id.starts_with("cmd-");
                body = value.to_string();
            } else if let Some((_, value)) = line.trim_start().strip_prefix('.').and_then(|l| l.split_once(" =")) {
                command_name = false;
                body = value.to_string();
            }
            if command_name {
                continue;
            }
            let body = strip_between(&strip_between(&strip_between(&body, '`', '`'), '«', '»'), '{', '}');
            // A selector's variant keys (`[one]`, `*[other]`) and a placeable
            // opened on this line and closed on a later one.
            let body = strip_between(&body, '[', ']');
            let body = body.split('{').next().unwrap_or("");
            let english: Vec<&str> = body
                .split(|c: char| !c.is_ascii_alphanumeric())
                .filter(|w| w.chars().filter(char::is_ascii_alphabetic).count() >= 2)
                .filter(|w| !NAMES.contains(w) && !w.chars().any(|c| c.is_ascii_digit()))
                // Codes (SHI, AX, SB): notation and the boards' symbols, explained by their legends.
                .filter(|w| !(w.len() <= 4 && w.chars().all(|c| c.is_ascii_uppercase())))
                .collect();
            if !english.is_empty() {
                found.push(format!("uk/{part}.ftl:{}: {english:?} in {}", n + 1, line.trim()));
            }
        }
    }
    assert!(found.is_empty(), "{} Ukrainian lines with English words:\n{}", found.len(), found.join("\n"));
}

/// `text` without what stands between `open` and `close` (the marks too).
fn strip_between(text: &str, open: char, close: char) -> String {
    let mut out = String::new();
    let mut depth = 0;
    for c in text.chars() {
        if c == open && (open != close || depth == 0) {
            depth += 1;
        } else if c == close && depth > 0 {
            depth -= 1;
        } else if depth == 0 {
            out.push(c);
        }
    }
    out
}
