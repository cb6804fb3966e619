//! Discord's message limits that the OpenAPI description states loosely or
//! not at all: content of at most 2000 characters (the description allows
//! 4000, which only newer message kinds get), at most 5 rows of components,
//! 5 buttons or 1 select menu per row, 25 options per menu, custom ids of at
//! most 100 characters, labels of at most 80 (buttons) or 100 (options).

use serde_json::Value;

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
