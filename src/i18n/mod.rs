//! The words users read, from one Fluent catalogue per language
//! (`en/*.ftl`, `uk/*.ftl`, embedded in the binary). Front-ends word what the
//! table and the engines say; nothing below them picks a language.
//! Ukrainian plurals (1 голос, 2 голоси, 5 голосів) come from Fluent's
//! plural rules, selected in the catalogue, never in code.
//!
//! Look-ups go through [`tr!`], whose literal ids the catalogue test finds
//! in the source, so an id used in code and missing from a language (or
//! the reverse) fails the suite.

use std::sync::OnceLock;

use fluent_bundle::concurrent::FluentBundle;
use fluent_bundle::{FluentArgs, FluentResource, FluentValue};
use unic_langid::LanguageIdentifier;

/// A language Aerie speaks (stored with a game by its code).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default, serde::Serialize, serde::Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Lang {
    #[default]
    En,
    Uk,
}

impl Lang {
    pub const ALL: [Lang; 2] = [Lang::En, Lang::Uk];

    /// The language for a Discord locale (`uk`, `en-US`, …) or a console
    /// `--lang` value: Ukrainian for `uk`, English for anything else.
    pub fn from_locale(locale: &str) -> Lang {
        match locale.split(['-', '_']).next().unwrap_or("") {
            "uk" => Lang::Uk,
            _ => Lang::En,
        }
    }

    /// A language by its code (`en`, `uk`), as `/game settings language:` takes it.
    pub fn parse(code: &str) -> Option<Lang> {
        Lang::ALL.into_iter().find(|l| l.code().eq_ignore_ascii_case(code.trim()))
    }

    /// The code stored with a game and shown in settings.
    pub fn code(self) -> &'static str {
        match self {
            Lang::En => "en",
            Lang::Uk => "uk",
        }
    }

    /// Discord's locale for localised command names (English is the base).
    pub fn discord_locale(self) -> Option<&'static str> {
        match self {
            Lang::En => None,
            Lang::Uk => Some("uk"),
        }
    }

    /// The catalogue's files, by name (`table`, then one per game): one
    /// catalogue, kept in parts so each game's words sit together.
    pub fn sources(self) -> [(&'static str, &'static str); 4] {
        macro_rules! parts {
            ($lang:literal) => {
                [
                    ("table", include_str!(concat!($lang, "/table.ftl"))),
                    ("tower-up", include_str!(concat!($lang, "/tower-up.ftl"))),
                    ("cloud-city", include_str!(concat!($lang, "/cloud-city.ftl"))),
                    ("sky-garden", include_str!(concat!($lang, "/sky-garden.ftl"))),
                ]
            };
        }
        match self {
            Lang::En => parts!("en"),
            Lang::Uk => parts!("uk"),
        }
    }

    fn bundle(self) -> &'static FluentBundle<FluentResource> {
        static BUNDLES: OnceLock<[FluentBundle<FluentResource>; 2]> = OnceLock::new();
        let bundles = BUNDLES.get_or_init(|| Lang::ALL.map(build));
        &bundles[self as usize]
    }
}

fn build(lang: Lang) -> FluentBundle<FluentResource> {
    let id: LanguageIdentifier = lang.code().parse().expect("a language code");
    let mut bundle = FluentBundle::new_concurrent(vec![id]);
    // Discord shows Unicode isolation marks as stray characters.
    bundle.set_use_isolating(false);
    for (part, source) in lang.sources() {
        let resource = FluentResource::try_new(source.to_string())
            .unwrap_or_else(|(_, errors)| panic!("{}/{part}.ftl does not parse: {errors:?}", lang.code()));
        bundle
            .add_resource(resource)
            .unwrap_or_else(|errors| panic!("{}/{part}.ftl repeats ids: {errors:?}", lang.code()));
    }
    bundle
}

/// An argument of a message: a number (for plurals) or words.
pub enum Arg<'a> {
    Number(f64),
    Text(std::borrow::Cow<'a, str>),
}

impl Arg<'_> {
    /// A whole number: one Fluent can count with, or, past what a double
    /// holds exactly (ids above 2^53), its digits as they are.
    fn whole(n: i128) -> Self {
        const EXACT: i128 = 1 << 53;
        match n.abs() <= EXACT {
            true => Arg::Number(n as f64),
            false => Arg::Text(n.to_string().into()),
        }
    }
}

macro_rules! number_args {
    ($($t:ty),*) => {$(
        impl From<$t> for Arg<'_> {
            fn from(n: $t) -> Self {
                Arg::whole(n as i128)
            }
        }
    )*};
}
number_args!(i64, i32, usize, u32, u64);
impl<'a> From<&'a str> for Arg<'a> {
    fn from(s: &'a str) -> Self {
        Arg::Text(s.into())
    }
}
impl From<String> for Arg<'_> {
    fn from(s: String) -> Self {
        Arg::Text(s.into())
    }
}
impl<'a> From<&'a String> for Arg<'a> {
    fn from(s: &'a String) -> Self {
        Arg::Text(s.as_str().into())
    }
}

/// The message `id` (or its attribute, `id.attribute`) in `lang`, with its
/// arguments. A missing id shows as the id itself (the catalogue test keeps
/// that from happening).
pub fn text(lang: Lang, id: &str, args: &[(&str, Arg)]) -> String {
    let bundle = lang.bundle();
    let (message_id, attribute) = match id.split_once('.') {
        Some((m, a)) => (m, Some(a)),
        None => (id, None),
    };
    let Some(message) = bundle.get_message(message_id) else { return id.to_string() };
    let pattern = match attribute {
        Some(a) => message.get_attribute(a).map(|a| a.value()),
        None => message.value(),
    };
    let Some(pattern) = pattern else { return id.to_string() };
    let mut fluent_args = FluentArgs::new();
    for (name, arg) in args {
        let value = match arg {
            Arg::Number(n) => FluentValue::from(*n),
            Arg::Text(s) => FluentValue::from(s.to_string()),
        };
        fluent_args.set(*name, value);
    }
    let mut errors = vec![];
    let words = bundle.format_pattern(pattern, Some(&fluent_args), &mut errors);
    if !errors.is_empty() {
        tracing::warn!(id, ?errors, "a catalogue message did not format cleanly");
    }
    words.into_owned()
}

/// Whether `id` (or `id.attribute`) is in `lang`'s catalogue.
pub fn has(lang: Lang, id: &str) -> bool {
    let (message_id, attribute) = match id.split_once('.') {
        Some((m, a)) => (m, Some(a)),
        None => (id, None),
    };
    let Some(message) = lang.bundle().get_message(message_id) else { return false };
    match attribute {
        Some(a) => message.get_attribute(a).is_some(),
        None => message.value().is_some(),
    }
}

/// How a front-end writes what an argument's type says about it: the
/// catalogue's own words are written as they are, and each front-end marks
/// up the arguments its way (the console plainly, Discord in Markdown).
pub trait Style {
    /// Words given as they are (a name, what a user typed), made to read as
    /// typed: whatever the front-end's markup would take for its own escaped.
    fn verbatim(&self, words: &str) -> String;
    /// Something to type or typed (notation, an option, a command).
    fn code(&self, code: &str) -> String;
    /// A channel, by its id.
    fn channel(&self, id: &str) -> String;
    /// A moment, in Unix seconds.
    fn time(&self, seconds: i64) -> String;
}

/// Plain text, as the console, logs and tests read it: code in backticks,
/// a channel as `#id`, a moment as its UTC date; no escaping.
pub struct Plain;

impl Style for Plain {
    fn verbatim(&self, words: &str) -> String {
        words.to_string()
    }
    fn code(&self, code: &str) -> String {
        format!("`{code}`")
    }
    fn channel(&self, id: &str) -> String {
        format!("#{id}")
    }
    fn time(&self, seconds: i64) -> String {
        utc_date(seconds)
    }
}

/// A table's text in `lang`, plain: its parts, one per line.
pub fn words(lang: Lang, text: &crate::text::Text) -> String {
    words_with(lang, text, &Plain)
}

/// A table's text in `lang`, its arguments written in a front-end's `style`.
pub fn words_with(lang: Lang, text: &crate::text::Text, style: &dyn Style) -> String {
    let lines: Vec<String> = text.parts.iter().map(|part| part_with(lang, part, style)).collect();
    lines.join("\n")
}

/// One part (one line) of a table's text in `lang` and `style`.
pub fn part_with(lang: Lang, part: &crate::text::Part, style: &dyn Style) -> String {
    use crate::text::Part;
    match part {
        Part::Said(said) => said_with(lang, said, style),
        Part::Plain(words) => style.verbatim(words),
    }
}

/// A moment as its UTC date, `YYYY-MM-DD` (the console's, and logs').
pub fn utc_date(seconds: i64) -> String {
    let moment = std::time::UNIX_EPOCH + std::time::Duration::from_secs(seconds.max(0).unsigned_abs());
    humantime::format_rfc3339_seconds(moment).to_string().chars().take(10).collect()
}

/// A span of time as the table shows it: seconds, minutes, hours and
/// minutes, or days and hours, in `lang`'s units.
pub fn duration(lang: Lang, seconds: i64) -> String {
    let s = seconds.max(0);
    match s {
        0..=59 => crate::tr!(lang, "duration-seconds", s = s),
        60..=3599 => crate::tr!(lang, "duration-minutes", min = s / 60),
        3600..=86399 => crate::tr!(lang, "duration-hours", h = s / 3600, min = s % 3600 / 60),
        _ => crate::tr!(lang, "duration-days", d = s / 86400, h = s % 86400 / 3600),
    }
}

/// A number of tenths with one decimal, in the language's way ("47.5",
/// "47,5"); a signed one shows "+" too.
pub fn decimal(lang: Lang, tenths: i64, signed: bool) -> String {
    let mark = match lang {
        Lang::En => ".",
        Lang::Uk => ",",
    };
    let sign = match (tenths < 0, signed) {
        (true, _) => "-",
        (false, true) => "+",
        (false, false) => "",
    };
    let tenths = tenths.unsigned_abs();
    format!("{sign}{}{mark}{}", tenths / 10, tenths % 10)
}

/// One catalogue message of the table in `lang`, plain, its nested messages too.
pub fn said_in(lang: Lang, said: &crate::text::Said) -> String {
    said_with(lang, said, &Plain)
}

/// One catalogue message in `lang`, its arguments written in `style`.
pub fn said_with(lang: Lang, said: &crate::text::Said, style: &dyn Style) -> String {
    use crate::text::Arg as TableArg;
    let args: Vec<(&str, Arg)> = said
        .args
        .iter()
        .map(|(name, arg)| {
            let value = match arg {
                TableArg::Number(n) => Arg::whole(i128::from(*n)),
                TableArg::Verbatim(s) => Arg::Text(style.verbatim(s).into()),
                TableArg::Code(s) => Arg::Text(style.code(s).into()),
                TableArg::Channel(id) => Arg::Text(style.channel(id).into()),
                TableArg::Said(inner) => Arg::Text(said_with(lang, inner, style).into()),
                TableArg::Duration(seconds) => Arg::Text(duration(lang, *seconds).into()),
                TableArg::List(list) => Arg::Text(joined(lang, list, ", ", style).into()),
                TableArg::Clauses(list) => Arg::Text(joined(lang, list, "; ", style).into()),
                TableArg::Alternatives(list) => Arg::Text(joined(lang, list, "/", style).into()),
                TableArg::Time(seconds) => Arg::Text(style.time(*seconds).into()),
                TableArg::Decimal { tenths, signed } => Arg::Text(decimal(lang, *tenths, *signed).into()),
            };
            (name.as_str(), value)
        })
        .collect();
    text(lang, &said.id, &args)
}

fn joined(lang: Lang, list: &[crate::text::Said], joint: &str, style: &dyn Style) -> String {
    list.iter().map(|s| said_with(lang, s, style)).collect::<Vec<_>>().join(joint)
}

/// What a text says, for logs and tests: users read it in their language.
pub trait Shows {
    /// Whether `wanted` appears in it worded in any language (for checks
    /// that a secret never shows).
    fn shows(&self, wanted: &str) -> bool;
    /// Its English words, plain.
    fn english(&self) -> String;
}

impl Shows for crate::text::Text {
    fn shows(&self, wanted: &str) -> bool {
        Lang::ALL.into_iter().any(|lang| words(lang, self).contains(wanted))
    }
    fn english(&self) -> String {
        words(Lang::En, self)
    }
}

impl Shows for crate::text::Said {
    fn shows(&self, wanted: &str) -> bool {
        Lang::ALL.into_iter().any(|lang| said_in(lang, self).contains(wanted))
    }
    fn english(&self) -> String {
        said_in(Lang::En, self)
    }
}

/// The most characters `said` takes in any language, for a front-end's
/// limits measured before the reader's language is known.
pub fn longest(said: &crate::text::Said) -> usize {
    Lang::ALL.map(|lang| said_in(lang, said).chars().count()).into_iter().max().unwrap_or(0)
}

/// `said` in `lang` in at most `max` characters: while too long, the last
/// item of its last list or clauses goes, replaced by "…" (a label keeps
/// its head and the notes that fit); then it is cut.
pub fn said_within(lang: Lang, said: &crate::text::Said, max: usize) -> String {
    use crate::text::{Arg as TableArg, Said};
    let mut said = said.clone();
    loop {
        let words = said_in(lang, &said);
        if words.chars().count() <= max {
            return words;
        }
        let ellipsis = Said::verbatim("…");
        let list = said.args.iter_mut().rev().find_map(|(_, arg)| match arg {
            TableArg::List(list) | TableArg::Clauses(list) if list.iter().any(|s| *s != ellipsis) => Some(list),
            _ => None,
        });
        let Some(list) = list else {
            return words.chars().take(max.saturating_sub(1)).chain(['…']).collect();
        };
        list.retain(|s| *s != ellipsis);
        list.pop();
        if !list.is_empty() {
            list.push(ellipsis);
        }
    }
}

/// `tr!(lang, "panel-back")` or `tr!(lang, "panel-no-undo", why = reason)`:
/// a catalogue message in `lang`. Ids are literals, so the catalogue test
/// sees every one used.
#[macro_export]
macro_rules! tr {
    ($lang:expr, $id:literal) => {
        $crate::i18n::text($lang, $id, &[])
    };
    ($lang:expr, $id:literal, $($name:ident = $value:expr),+ $(,)?) => {
        $crate::i18n::text($lang, $id, &[$((stringify!($name), $crate::i18n::Arg::from($value))),+])
    };
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn ukrainian_plurals_come_from_the_catalogue() {
        let votes = |n: i64| crate::tr!(Lang::Uk, "votes", count = n);
        assert_eq!(votes(1), "1 голос");
        assert_eq!(votes(2), "2 голоси");
        assert_eq!(votes(5), "5 голосів");
        assert_eq!(votes(21), "21 голос");
        assert_eq!(crate::tr!(Lang::En, "votes", count = 1), "1 vote");
        assert_eq!(crate::tr!(Lang::En, "votes", count = 2), "2 votes");
    }

    #[test]
    fn ids_past_what_a_double_holds_print_every_digit() {
        let said = crate::said!("replay-no-such-game", id = i64::MAX);
        assert_eq!(said_in(Lang::En, &said), "There is no game 9223372036854775807 on this server.");
        assert_eq!(
            crate::tr!(Lang::En, "replay-no-such-game", id = u64::MAX),
            "There is no game 18446744073709551615 on this server."
        );
        assert_eq!(crate::tr!(Lang::En, "votes", count = 1_i64 << 53), "9007199254740992 votes");
    }

    #[test]
    fn decimals_take_each_language_s_mark() {
        let said = crate::said!("leaderboard-yours", place = 1_i64, rating = crate::text::Arg::decimal(47.04));
        assert_eq!(said_in(Lang::En, &said), "Your place: 1, rating 47.0.");
        assert!(said_in(Lang::Uk, &said).contains("47,0"), "{}", said_in(Lang::Uk, &said));
        assert_eq!(decimal(Lang::En, -3, true), "-0.3");
        assert_eq!(decimal(Lang::Uk, 15, true), "+1,5");
        assert_eq!(decimal(Lang::En, 0, true), "+0.0");
    }

    #[test]
    fn counts_of_things_take_the_singular_for_one() {
        let games = |n: i64| crate::tr!(Lang::En, "data-games", server = "S", finished = n, active = 0_i64);
        assert_eq!(games(1), "Server S: 1 finished game, 0 open or running.");
        assert_eq!(games(3), "Server S: 3 finished games, 0 open or running.");
        let forgot = crate::tr!(Lang::En, "forget-done", games = 1_i64);
        assert!(forgot.contains("1 past game now shows"), "{forgot}");
    }

    #[test]
    fn moments_are_utc_dates_by_default() {
        assert_eq!(utc_date(0), "1970-01-01");
        assert_eq!(utc_date(1_796_216_400), "2026-12-02");
    }

    #[test]
    fn locales_other_than_ukrainian_are_english() {
        assert_eq!(Lang::from_locale("uk"), Lang::Uk);
        assert_eq!(Lang::from_locale("en-US"), Lang::En);
        assert_eq!(Lang::from_locale("de"), Lang::En);
        assert_eq!(Lang::from_locale(""), Lang::En);
    }
}
