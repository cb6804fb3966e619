//! The layers point down: games (pure rules) → table (transport-agnostic)
//! → store (SQL) → front-ends (Discord, console) and render. This reads the
//! source and fails when a lower layer reaches up into the table or a
//! front-end, when the message model (`src/text.rs`) uses any other part of
//! the crate, or when the games or the table write a transport's markup
//! (Discord's `**bold**`, code spans, `<#channel>`, `<@user>`) in a string:
//! they hand over typed arguments and the front-ends mark them up.

use std::ops::Range;
use std::path::{Path, PathBuf};

/// Markup only a front-end writes.
const MARKUP: [&str; 4] = ["**", "`", "<#", "<@"];

#[test]
fn lower_layers_reach_neither_the_table_nor_a_front_end() {
    let mut found = vec![];
    for dir in ["src/games", "src/i18n", "src/render", "src/store", "src/text.rs"] {
        for file in rust_files(dir) {
            found.extend(uses(&file, &["crate::table", "crate::discord"]));
        }
    }
    assert!(found.is_empty(), "a lower layer reaches up:\n{}", found.join("\n"));
}

#[test]
fn the_message_model_uses_nothing_else_of_the_crate() {
    let found = uses(&root().join("src/text.rs"), &["crate::", "super::"]);
    assert!(found.is_empty(), "src/text.rs uses the crate:\n{}", found.join("\n"));
}

#[test]
fn games_and_the_table_write_no_markup() {
    let mut found = vec![];
    for dir in ["src/games", "src/table"] {
        let files = rust_files(dir);
        let test_only = test_only_files(&files);
        for file in files.iter().filter(|f| !test_only.contains(f) && !f.ends_with("tests.rs")) {
            let source = read(file);
            let code = Code::of(&source);
            let tests = code.test_only_items();
            for literal in &code.strings {
                let text = &source[literal.clone()];
                if tests.iter().any(|t| t.contains(&literal.start)) {
                    continue;
                }
                if let Some(mark) = MARKUP.iter().find(|m| text.contains(*m)) {
                    found.push(format!("{}:{}: {mark} in {text}", short(file), line_of(&source, literal.start)));
                }
            }
        }
    }
    assert!(found.is_empty(), "markup below the front-ends (use a typed argument):\n{}", found.join("\n"));
}

#[test]
fn the_checks_see_what_they_look_for() {
    let source = "use crate::table; // crate::discord\nlet s = \"`x`\"; let c = '\"'; let r = r#\"a \" <@1\"#;\n\
                  #[cfg(test)]\nmod tests { const T: &str = \"**\"; }\n/* crate::discord */ fn f<'a>() {}";
    let code = Code::of(source);
    assert!(code.blanked.contains("crate::table") && !code.blanked.contains("crate::discord"));
    let strings: Vec<&str> = code.strings.iter().map(|r| &source[r.clone()]).collect();
    assert_eq!(strings, ["\"`x`\"", "r#\"a \" <@1\"#", "\"**\""]);
    let tests = code.test_only_items();
    assert_eq!(tests.len(), 1);
    assert!(tests[0].contains(&code.strings[2].start) && !tests[0].contains(&code.strings[1].start));
}

fn root() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR"))
}

fn read(file: &Path) -> String {
    std::fs::read_to_string(file).unwrap_or_else(|e| panic!("{}: {e}", file.display()))
}

fn short(file: &Path) -> String {
    file.strip_prefix(root()).unwrap_or(file).display().to_string()
}

fn line_of(source: &str, at: usize) -> usize {
    source[..at].matches('\n').count() + 1
}

/// The Rust files at `path` (a file, or a directory searched through).
fn rust_files(path: &str) -> Vec<PathBuf> {
    fn walk(path: &Path, found: &mut Vec<PathBuf>) {
        if path.is_dir() {
            let mut entries: Vec<PathBuf> = std::fs::read_dir(path).unwrap().map(|e| e.unwrap().path()).collect();
            entries.sort();
            entries.iter().for_each(|entry| walk(entry, found));
        } else if path.extension().is_some_and(|e| e == "rs") {
            found.push(path.to_path_buf());
        }
    }
    let mut found = vec![];
    walk(&root().join(path), &mut found);
    assert!(!found.is_empty(), "no Rust files at {path}");
    found
}

/// Where `file`'s code (not its comments, strings or tests) names any of `paths`.
fn uses(file: &Path, paths: &[&str]) -> Vec<String> {
    let source = read(file);
    let code = Code::of(&source);
    let tests = code.test_only_items();
    let mut found = vec![];
    for path in paths {
        for (at, _) in code.blanked.match_indices(path) {
            // `$crate::` in a macro is the macro's own crate, not a use of it.
            if !code.blanked[..at].ends_with('$') && !tests.iter().any(|t| t.contains(&at)) {
                found.push(format!("{}:{}: {path}", short(file), line_of(&source, at)));
            }
        }
    }
    found
}

/// Files that a `#[cfg(test)] mod name;` declares: test code throughout.
fn test_only_files(files: &[PathBuf]) -> Vec<PathBuf> {
    let mut test_only = vec![];
    for file in files {
        let code = Code::of(&read(file)).blanked;
        let dir = match file.file_name().is_some_and(|n| n == "mod.rs" || n == "lib.rs") {
            true => file.parent().unwrap().to_path_buf(),
            false => file.with_extension(""),
        };
        for (at, _) in code.match_indices("#[cfg(test)]") {
            let item = code[at + "#[cfg(test)]".len()..].trim_start();
            let item =
                item.strip_prefix("pub(crate)").or_else(|| item.strip_prefix("pub")).unwrap_or(item).trim_start();
            let Some(declared) = item.strip_prefix("mod ") else { continue };
            let name: String = declared.chars().take_while(|c| c.is_alphanumeric() || *c == '_').collect();
            if declared[name.len()..].trim_start().starts_with(';') {
                test_only.push(dir.join(format!("{name}.rs")));
                test_only.push(dir.join(&name).join("mod.rs"));
            }
        }
    }
    test_only
}

/// A source file seen as code: comments and the insides of string and
/// character literals blanked out (so what remains is code only, at the
/// same offsets), and where its string literals are.
struct Code {
    blanked: String,
    strings: Vec<Range<usize>>,
}

impl Code {
    fn of(source: &str) -> Code {
        let bytes = source.as_bytes();
        let mut blanked = bytes.to_vec();
        let mut strings = vec![];
        let blank = |blanked: &mut Vec<u8>, range: Range<usize>| {
            for b in &mut blanked[range] {
                if *b != b'\n' {
                    *b = b' ';
                }
            }
        };
        let is_ident = |b: u8| b.is_ascii_alphanumeric() || b == b'_';
        let mut i = 0;
        while i < bytes.len() {
            let rest = &source[i..];
            if rest.starts_with("//") {
                let end = rest.find('\n').map_or(bytes.len(), |n| i + n);
                blank(&mut blanked, i..end);
                i = end;
            } else if rest.starts_with("/*") {
                let (mut depth, mut j) = (1, i + 2);
                while j < bytes.len() && depth > 0 {
                    if bytes[j..].starts_with(b"/*") {
                        depth += 1;
                        j += 2;
                    } else if bytes[j..].starts_with(b"*/") {
                        depth -= 1;
                        j += 2;
                    } else {
                        j += 1;
                    }
                }
                blank(&mut blanked, i..j);
                i = j;
            } else if bytes[i] == b'r' && (i == 0 || !is_ident(bytes[i - 1]) || bytes[i - 1] == b'b') && {
                let hashes = rest[1..].len() - rest[1..].trim_start_matches('#').len();
                rest[1 + hashes..].starts_with('"')
            } {
                let hashes = rest[1..].len() - rest[1..].trim_start_matches('#').len();
                let close = format!("\"{}", "#".repeat(hashes));
                let body = i + 2 + hashes;
                let end = source[body..].find(&close).map_or(bytes.len(), |n| body + n + close.len());
                strings.push(i..end);
                blank(&mut blanked, body..end - close.len());
                i = end;
            } else if bytes[i] == b'"' {
                let mut j = i + 1;
                while j < bytes.len() && bytes[j] != b'"' {
                    j += if bytes[j] == b'\\' { 2 } else { 1 };
                }
                let end = (j + 1).min(bytes.len());
                strings.push(i..end);
                blank(&mut blanked, i + 1..end - 1);
                i = end;
            } else if bytes[i] == b'\'' {
                // A character literal ('x', '\n', '"'), or a lifetime ('a).
                let len = rest[1..].chars().next().map_or(0, char::len_utf8);
                if rest[1..].starts_with('\\') {
                    let end = source[i + 2..].find('\'').map_or(bytes.len(), |n| i + 2 + n + 1);
                    blank(&mut blanked, i + 1..end - 1);
                    i = end;
                } else if rest[1 + len..].starts_with('\'') {
                    blank(&mut blanked, i + 1..i + 1 + len);
                    i += 2 + len;
                } else {
                    i += 1;
                }
            } else {
                i += rest.chars().next().map_or(1, char::len_utf8);
            }
        }
        Code { blanked: String::from_utf8_lossy(&blanked).into_owned(), strings }
    }

    /// The spans of the items marked `#[cfg(test)]` in this file (a test
    /// module, a test helper): from the mark to the item's end.
    fn test_only_items(&self) -> Vec<Range<usize>> {
        let code = self.blanked.as_bytes();
        let mut items = vec![];
        for (at, _) in self.blanked.match_indices("#[cfg(test)]") {
            let mut j = at + "#[cfg(test)]".len();
            while j < code.len() && code[j] != b'{' && code[j] != b';' {
                j += 1;
            }
            if j < code.len() && code[j] == b'{' {
                let mut depth = 0;
                while j < code.len() {
                    match code[j] {
                        b'{' => depth += 1,
                        b'}' => depth -= 1,
                        _ => {}
                    }
                    j += 1;
                    if depth == 0 {
                        break;
                    }
                }
            }
            items.push(at..j);
        }
        items
    }
}
