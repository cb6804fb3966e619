//! Writing the table's text for Discord. The catalogue's own words are
//! trusted (they hold no markup but literal command names in code spans);
//! the arguments the table and the engines hand over are written by their
//! type ([`Discord`], an `i18n::Style`). Words given as they are carry
//! display names, which anyone can set to `**Bob** <@1234> @everyone`:
//! Discord would render them as Markdown, mentions, headings or masked
//! links, so they are escaped and read exactly as typed. Code becomes a
//! code span, a channel a link, a moment a Discord timestamp.

use crate::i18n::{self, Lang, Style};
use crate::text::Text;

/// Characters Discord reads as Markdown or mention syntax anywhere in a
/// line (`<` opens mentions, emoji and timestamps; `>` alone does nothing).
const SPECIAL: &[char] = &['\\', '*', '_', '~', '|', '<', '[', ']'];

/// Mentions that would reach a whole server; a zero-width space after the
/// `@` leaves them readable and inert (allowed mentions block them too).
const MASS_MENTIONS: [&str; 2] = ["@everyone", "@here"];

/// Discord's way of writing a text's arguments.
pub struct Discord;

impl Style for Discord {
    fn verbatim(&self, words: &str) -> String {
        escape(words)
    }

    fn code(&self, code: &str) -> String {
        as_code(code)
    }

    /// A link to the channel (Discord's ids are digits; anything else is
    /// shown as words).
    fn channel(&self, id: &str) -> String {
        match !id.is_empty() && id.chars().all(|c| c.is_ascii_digit()) {
            true => format!("<#{id}>"),
            false => format!("#{}", escape(id)),
        }
    }

    /// A Discord timestamp: a date each reader's client shows in their own
    /// locale and time zone.
    fn time(&self, seconds: i64) -> String {
        format!("<t:{seconds}:d>")
    }
}

/// A table text in `lang`, written for Discord.
pub fn worded(lang: Lang, text: &Text) -> String {
    i18n::words_with(lang, text, &Discord)
}

/// One sentence in `lang`, written for Discord.
pub fn said(lang: Lang, said: &crate::text::Said) -> String {
    i18n::said_with(lang, said, &Discord)
}

/// `code` as a code span, whose content Discord shows literally: fenced by
/// more backticks than any run inside it, with a space against a backtick
/// at either end (Discord drops that space).
fn as_code(code: &str) -> String {
    if code.is_empty() {
        return "\\`\\`".to_string();
    }
    let longest_run = code.split(|c| c != '`').map(str::len).max().unwrap_or(0);
    let fence = "`".repeat(longest_run + 1);
    let pad = if code.starts_with('`') || code.ends_with('`') { " " } else { "" };
    format!("{fence}{pad}{code}{pad}{fence}")
}

/// `text` with Markdown and mention syntax escaped outside code spans:
/// `\*`, `\_`, `\~`, `\|`, `\<`, `\[`, `\]`, `\\`; `>`, `#` and `-` only at a
/// line's start, where they would make a quote, a heading or a list item.
/// Links (`https://…`) keep their characters, except angle brackets.
/// `@everyone` and `@here` are made inert.
pub fn escape(text: &str) -> String {
    let mut out = String::with_capacity(text.len() + text.len() / 8);
    let mut at_line_start = true;
    let mut rest = text;
    while !rest.is_empty() {
        if rest.starts_with('`') {
            let (taken, literal) = code_span(rest);
            match literal {
                true => out.push_str(taken),
                false => taken.chars().for_each(|_| out.push_str("\\`")),
            }
            at_line_start = taken.ends_with('\n');
            rest = &rest[taken.len()..];
            continue;
        }
        if at_line_start {
            let indent = rest.len() - rest.trim_start_matches([' ', '\t']).len();
            out.push_str(&rest[..indent]);
            rest = &rest[indent..];
            if starts_block(rest) {
                out.push('\\');
            }
            at_line_start = false;
            continue;
        }
        if rest.starts_with("http://") || rest.starts_with("https://") {
            let end = rest.find(char::is_whitespace).unwrap_or(rest.len());
            let link = &rest[..end];
            let cut = link.find(['<', '>', '`']).unwrap_or(link.len());
            out.push_str(&link[..cut]);
            rest = &rest[cut..];
            continue;
        }
        if let Some(mass) = MASS_MENTIONS.iter().find(|m| rest.starts_with(*m)) {
            out.push('@');
            out.push('\u{200B}');
            out.push_str(&mass[1..]);
            rest = &rest[mass.len()..];
            continue;
        }
        let c = rest.chars().next().unwrap_or_default();
        if SPECIAL.contains(&c) {
            out.push('\\');
        }
        out.push(c);
        at_line_start = c == '\n';
        rest = &rest[c.len_utf8()..];
    }
    out
}

/// Whether a line starting with `line` (indent removed) would be a quote
/// (`>`), a heading (`# `, `## `, `### `), a subtext (`-# `) or a list item (`- `).
fn starts_block(line: &str) -> bool {
    if line.starts_with('>') {
        return true;
    }
    let hashes = |s: &str| {
        let n = s.len() - s.trim_start_matches('#').len();
        (1..=3).contains(&n) && s[n..].starts_with(' ')
    };
    match line.strip_prefix('-') {
        Some(after) => after.starts_with(' ') || hashes(after),
        None => hashes(line),
    }
}

/// At a run of backticks: the code span it opens up to its closing run of
/// the same length, and true; or, unclosed, just the run, and false.
fn code_span(text: &str) -> (&str, bool) {
    let run = text.len() - text.trim_start_matches('`').len();
    let mut at = run;
    while let Some(found) = text[at..].find('`') {
        let start = at + found;
        let len = text[start..].len() - text[start..].trim_start_matches('`').len();
        if len == run {
            return (&text[..start + len], true);
        }
        at = start + len;
    }
    (&text[..run], false)
}

/// A display name as the edge hands it to the table: backticks, which would
/// open or close code spans (a name can be shown as code, as typed in a
/// command), become `ʼ`.
pub fn display_name(name: &str) -> String {
    name.replace('`', "ʼ")
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn markdown_and_mentions_in_names_are_escaped() {
        assert_eq!(escape("**Bob** <@1234> joined"), "\\*\\*Bob\\*\\* \\<@1234> joined");
        assert_eq!(escape("a_b ~~c~~ ||d|| [e](f) \\ g"), "a\\_b \\~\\~c\\~\\~ \\|\\|d\\|\\| \\[e\\](f) \\\\ g");
        assert_eq!(escape("@everyone and @here"), "@\u{200B}everyone and @\u{200B}here");
        assert_eq!(escape("> quote\n>>> more\na > b"), "\\> quote\n\\>>> more\na > b");
    }

    #[test]
    fn code_spans_are_kept_as_they_are() {
        assert_eq!(escape("**x** played `take *1*` then `a_b`"), "\\*\\*x\\*\\* played `take *1*` then `a_b`");
        assert_eq!(escape("``a ` b`` *"), "``a ` b`` \\*");
        assert_eq!(escape("```\n# not a heading\n```\n# heading"), "```\n# not a heading\n```\n\\# heading");
        // An unclosed backtick is shown as one.
        assert_eq!(escape("a ` b *"), "a \\` b \\*");
    }

    #[test]
    fn headings_and_lists_only_at_a_line_start() {
        assert_eq!(
            escape("# Big\n## Less\n- item\n-# small\n  - nested"),
            "\\# Big\n\\## Less\n\\- item\n\\-# small\n  \\- nested"
        );
        assert_eq!(escape("tile #12 - and #4"), "tile #12 - and #4");
        assert_eq!(
            escape("#1100000000000000042 is yours\n-5 points\n#### four"),
            "#1100000000000000042 is yours\n-5 points\n#### four"
        );
    }

    #[test]
    fn links_keep_their_characters() {
        assert_eq!(
            escape("Last board: https://discord.com/channels/@me/1_2/3 *"),
            "Last board: https://discord.com/channels/@me/1_2/3 \\*"
        );
        assert_eq!(escape("https://x.io/<@1>"), "https://x.io/\\<@1>");
        assert_eq!(escape(""), "");
        assert_eq!(escape("é*ü"), "é\\*ü");
    }

    #[test]
    fn names_cannot_break_code_spans() {
        assert_eq!(display_name("a`b``"), "aʼbʼʼ");
    }

    #[test]
    fn arguments_are_written_by_their_type() {
        use crate::text::Arg;
        let said = |what: Arg| Text::from(crate::said!("verbatim", words = what));
        // Only what was given as it is gets escaped; code stays code.
        assert_eq!(worded(Lang::En, &said(Arg::from("**Bob** `x` @here"))), "\\*\\*Bob\\*\\* `x` @\u{200B}here");
        assert_eq!(worded(Lang::En, &said(Arg::code("take *1*"))), "`take *1*`");
        assert_eq!(worded(Lang::En, &said(Arg::code("a`b"))), "``a`b``");
        assert_eq!(worded(Lang::En, &said(Arg::code("`a"))), "`` `a ``");
        assert_eq!(worded(Lang::En, &said(Arg::code(""))), "\\`\\`");
        assert_eq!(worded(Lang::En, &said(Arg::Time(1_796_216_400))), "<t:1796216400:d>");
        // A whole text: the catalogue's words as they are, names escaped.
        let text = Text::from(crate::said!("lobby-kick-nobody", who = Arg::code("b*b"), names = "**Al**, Bo"));
        assert_eq!(worded(Lang::En, &text), "Nobody called `b*b` is seated; seated: \\*\\*Al\\*\\*, Bo.");
    }

    #[test]
    fn channel_ids_become_links_and_nothing_else_does() {
        use crate::text::Arg;
        let text = Text::from(crate::said!("verbatim", words = Arg::Channel("1100000000000000042".into())));
        assert_eq!(worded(Lang::En, &text), "<#1100000000000000042>");
        let words = Text::from("milestone M# and tile #12");
        assert_eq!(worded(Lang::En, &words), "milestone M# and tile #12");
        assert_eq!(Discord.channel("general"), "#general");
        assert_eq!(i18n::Plain.channel("1100000000000000042"), "#1100000000000000042");
    }
}
