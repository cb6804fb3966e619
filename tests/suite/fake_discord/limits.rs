//! Discord's message limits that the OpenAPI description states loosely or
//! not at all: content of at most 2000 characters (the description allows
//! 4000, which only newer message kinds get), at most 5 rows of components,
//! 5 buttons or 1 select menu per row, 25 options per menu, custom ids of at
//! most 100 characters, labels of at most 80 (buttons) or 100 (options).
//! Application commands (bulk registration): names and their localisations
//! 1-32 characters of letters, digits, `-` and `_`, lower case, unique among
//! siblings in every language; descriptions (and theirs) 1-100 characters;
//! at most 25 options and 25 choices, choice names 1-100 characters; only
//! locales Discord knows.

use serde_json::Value;

/// Locales Discord accepts in `*_localizations`.
const LOCALES: &[&str] = &[
    "id", "da", "de", "en-GB", "en-US", "es-ES", "es-419", "fr", "hr", "it", "lt", "hu", "nl", "no", "pl", "pt-BR",
    "ro", "fi", "sv-SE", "vi", "tr", "cs", "el", "bg", "ru", "uk", "hi", "th", "zh-CN", "ja", "zh-TW", "ko",
];

/// Whether `name` is a valid chat-input command or option name.
fn valid_name(name: &str) -> bool {
    let n = name.chars().count();
    (1..=32).contains(&n)
        && name.chars().all(|c| c.is_alphanumeric() || c == '-' || c == '_')
        && name.chars().all(|c| !c.is_uppercase())
}

/// The problems of a bulk command registration (a list of commands).
pub(crate) fn check_commands(what: &str, commands: &Value) -> Vec<String> {
    let mut problems = vec![];
    for command in commands.as_array().into_iter().flatten() {
        check_command_level(what, std::slice::from_ref(command), &mut problems);
    }
    problems
}

/// `item[key]` (locale "") and each of its `<key>_localizations`, by locale.
fn localised(item: &Value, key: &str) -> Vec<(String, String)> {
    let mut all = vec![(String::new(), item[key].as_str().unwrap_or("").to_string())];
    if let Some(map) = item[format!("{key}_localizations")].as_object() {
        all.extend(map.iter().map(|(locale, v)| (locale.clone(), v.as_str().unwrap_or("").to_string())));
    }
    all
}

/// One level of commands or options: siblings' names unique in every language.
fn check_command_level(what: &str, siblings: &[Value], problems: &mut Vec<String>) {
    let mut seen: std::collections::HashSet<(String, String)> = Default::default();
    if siblings.len() > 25 {
        problems.push(format!("{what}: {} options at one level (at most 25)", siblings.len()));
    }
    for item in siblings {
        let name = item["name"].as_str().unwrap_or("");
        let names = localised(item, "name");
        for (locale, n) in &names {
            if !valid_name(n) {
                problems.push(format!("{what}: `{n}` ({locale}) is not a valid command or option name"));
            }
            if !locale.is_empty() && !LOCALES.contains(&locale.as_str()) {
                problems.push(format!("{what}: unknown locale `{locale}`"));
            }
        }
        // A sibling's localised name may not repeat another's in that language.
        for locale in LOCALES.iter().map(|l| l.to_string()).chain([String::new()]) {
            let shown = names.iter().find(|(l, _)| *l == locale).map_or(name.to_string(), |(_, n)| n.clone());
            if !seen.insert((locale.clone(), shown.clone())) {
                problems.push(format!("{what}: two options named `{shown}` in `{locale}`"));
            }
        }
        for (_, d) in localised(item, "description") {
            if !(1..=100).contains(&d.chars().count()) {
                problems.push(format!("{what}: description of {} characters: {d}", d.chars().count()));
            }
        }
        let choices = item["choices"].as_array().cloned().unwrap_or_default();
        if choices.len() > 25 {
            problems.push(format!("{what}: {} choices (at most 25)", choices.len()));
        }
        for choice in &choices {
            for (_, n) in localised(choice, "name") {
                if !(1..=100).contains(&n.chars().count()) {
                    problems.push(format!("{what}: choice name of {} characters: {n}", n.chars().count()));
                }
            }
        }
        if let Some(options) = item["options"].as_array() {
            check_command_level(what, options, problems);
        }
    }
}

/// The limits a message body (or an interaction callback's `data`) breaks.
pub(crate) fn check(what: &str, body: &Value) -> Vec<String> {
    let mut problems = vec![];
    let mut problem = |p: String| problems.push(format!("{what}: {p}"));
    if let Some(content) = body.get("content").and_then(Value::as_str) {
        let n = content.chars().count();
        if n > 2000 {
            problem(format!("content of {n} characters (Discord allows 2000)"));
        }
    }
    let Some(rows) = body.get("components").and_then(Value::as_array) else { return problems };
    if rows.len() > 5 {
        problem(format!("{} rows of components (at most 5)", rows.len()));
    }
    for row in rows {
        let items = row["components"].as_array().cloned().unwrap_or_default();
        let selects = items.iter().filter(|c| c["type"] != 2).count();
        if items.len() > 5 || (selects > 0 && items.len() > 1) {
            problem(format!("a row of {} components ({selects} menus): 5 buttons or 1 menu", items.len()));
        }
        for item in &items {
            let id = item["custom_id"].as_str().unwrap_or("");
            if id.chars().count() > 100 {
                problem(format!("custom id of {} characters: {id}", id.chars().count()));
            }
            if item["label"].as_str().is_some_and(|l| l.chars().count() > 80) {
                problem(format!("button label over 80 characters: {}", item["label"]));
            }
            let options = item["options"].as_array().cloned().unwrap_or_default();
            if options.len() > 25 {
                problem(format!("a menu of {} options (at most 25)", options.len()));
            }
            for option in &options {
                for key in ["label", "value", "description"] {
                    if option[key].as_str().is_some_and(|t| t.chars().count() > 100) {
                        problem(format!("option {key} over 100 characters: {}", option[key]));
                    }
                }
            }
        }
    }
    problems
}
