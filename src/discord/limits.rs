//! Discord's size limits, applied to everything the bot sends: a message's
//! content holds 2000 characters, labels and option texts 100 (button
//! labels 80), custom ids 100; longer texts are cut, visibly.

/// Discord's most characters in a message's content.
pub const CONTENT: usize = 2000;

/// Discord's most characters in a select option's label or description.
pub const LABEL: usize = 100;

/// `text` cut to at most `max` characters, ending in "…" when cut.
pub fn cut(text: &str, max: usize) -> String {
    if text.chars().count() <= max {
        return text.to_string();
    }
    let mut cut: String = text.chars().take(max.saturating_sub(1)).collect();
    cut.push('…');
    cut
}

/// Message content that fits; a long one is cut at a line break where it
/// can be, and points to `/game log` for the rest.
pub fn content(text: &str) -> String {
    if text.chars().count() <= CONTENT {
        return text.to_string();
    }
    const MORE: &str = "\n… (cut short: `/game log` has every move)";
    let room = CONTENT - MORE.chars().count();
    let head: String = text.chars().take(room).collect();
    let head = match head.rfind('\n') {
        Some(i) if i > room / 2 => head[..i].to_string(),
        _ => head,
    };
    head + MORE
}

/// Ends every message but the last of a text that goes on in the next.
pub const GOES_ON: &str = "\n…";

/// `text` as the messages that hold it: each within Discord's 2,000
/// characters (counted in UTF-16 units, the stricter count), split at a
/// line break where one is near enough, else at a space; nothing dropped.
/// Each but the last ends with [`GOES_ON`].
pub fn messages(text: &str) -> Vec<String> {
    let units = |s: &str| s.encode_utf16().count();
    let room = CONTENT - units(GOES_ON);
    let mut parts = vec![];
    let mut rest = text;
    while units(rest) > CONTENT {
        // The longest head that fits, then back to a line break or a space.
        let mut end = 0;
        let mut used = 0;
        for (i, c) in rest.char_indices() {
            if used + c.len_utf16() > room {
                break;
            }
            used += c.len_utf16();
            end = i + c.len_utf8();
        }
        let head = &rest[..end];
        let at = head.rfind('\n').filter(|&i| i > end / 2).or_else(|| head.rfind(' ').filter(|&i| i > end / 2));
        let (part, next) = match at {
            Some(i) => (&rest[..i], &rest[i + 1..]),
            None => (head, &rest[end..]),
        };
        parts.push(format!("{part}{GOES_ON}"));
        rest = next;
    }
    parts.push(rest.to_string());
    parts
}

/// The last of `lines` that fit in `room` characters, one per line, after
/// `earlier` (a line saying some went) when not all fit: a log keeps its
/// most recent moves.
pub fn last_lines(lines: &[String], earlier: &str, room: usize) -> String {
    let length = |line: &String| line.chars().count() + 1;
    if lines.iter().map(length).sum::<usize>() <= room + 1 {
        return lines.join("\n");
    }
    let mut used = earlier.chars().count();
    let mut kept: Vec<&str> = vec![];
    for line in lines.iter().rev() {
        used += length(line);
        if used > room {
            break;
        }
        kept.push(line);
    }
    kept.push(earlier);
    kept.reverse();
    cut(&kept.join("\n"), room)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn long_texts_are_cut_to_fit_with_a_pointer() {
        let long = "**alice** `take 1`: took a card\n".repeat(200);
        let fitted = content(&long);
        assert!(fitted.chars().count() <= CONTENT);
        assert!(fitted.ends_with("`/game log` has every move)"));
        assert_eq!(content("short"), "short");
        assert_eq!(cut("abcdef", 4), "abc…");
        assert_eq!(cut("é".repeat(100).as_str(), 100).chars().count(), 100);
    }

    #[test]
    fn a_long_text_goes_on_in_further_messages_whole() {
        let line = "**alice** `take 1`: took a card from the market and paid for it";
        let long = vec![line; 90].join("\n");
        let parts = messages(&long);
        assert_eq!(parts.len(), 3);
        assert!(parts.iter().all(|p| p.encode_utf16().count() <= CONTENT));
        let whole = |parts: Vec<String>, by: &str| {
            parts.into_iter().map(|p| p.trim_end_matches(GOES_ON).to_string()).collect::<Vec<_>>().join(by)
        };
        assert!(parts[..2].iter().all(|p| p.ends_with(GOES_ON)) && !parts[2].ends_with(GOES_ON));
        assert_eq!(whole(parts, "\n"), long, "split at line breaks, nothing lost");
        // One endless line splits at spaces; one with no spaces anywhere.
        let words = "🏆 abc ".repeat(700);
        let parts = messages(&words);
        assert!(parts.iter().all(|p| p.encode_utf16().count() <= CONTENT), "emoji count twice");
        assert_eq!(whole(parts, " "), words);
        let solid = "x".repeat(4500);
        assert_eq!(whole(messages(&solid), ""), solid);
        assert_eq!(messages("short"), ["short"]);
    }

    #[test]
    fn a_log_keeps_its_last_lines() {
        let lines: Vec<String> = ["one", "two", "three"].map(String::from).to_vec();
        assert_eq!(last_lines(&lines, "…", 13), "one\ntwo\nthree");
        assert_eq!(last_lines(&lines, "…", 12), "…\ntwo\nthree");
        assert_eq!(last_lines(&lines, "…", 7), "…\nthree");
    }
}
