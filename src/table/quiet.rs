//! A player's own time: their time zone and their quiet hours, in instants.
//!
//! Zones come from the IANA database built into the binary, so every
//! process (and a machine without /usr/share/zoneinfo) computes the same
//! nights. A quiet window is a daily span of local time; it may cross
//! midnight. A local time that a daylight-saving change skips counts as the
//! first instant after the gap; one that happens twice, as the first.
//!
//! Quiet hours hold pings and reminders for the whole window, and stop the
//! seat's deadline clock for at most `MAX_STOP` of each night.

use std::sync::OnceLock;

use jiff::civil::Date;
use jiff::tz::{AmbiguousOffset, TimeZone, TimeZoneDatabase};
use jiff::Timestamp;

use crate::said;
use crate::text::{Arg, Said};

pub use crate::records::{QuietHours, SeatClock};

/// The longest one night stops a seat's clock.
pub const MAX_STOP: i64 = 10 * 3600;
/// A window's shortest and longest length, in minutes.
pub const MIN_WINDOW: i64 = 60;
pub const MAX_WINDOW: i64 = 14 * 60;
/// How far ahead the clock looks for its end (past any deadline and vacation).
const MAX_DAYS: usize = 400;

/// The zone database built into the binary, the same on every machine.
fn db() -> &'static TimeZoneDatabase {
    static DB: OnceLock<TimeZoneDatabase> = OnceLock::new();
    DB.get_or_init(TimeZoneDatabase::bundled)
}

/// Every zone's name, sorted.
pub fn zone_names() -> &'static [String] {
    static NAMES: OnceLock<Vec<String>> = OnceLock::new();
    NAMES.get_or_init(|| {
        let mut names: Vec<String> = db().available().map(|name| name.as_str().to_string()).collect();
        names.sort();
        names.dedup();
        names
    })
}

/// The zone's name as the database spells it (`europe/kyiv` → `Europe/Kyiv`).
pub fn zone_name(typed: &str) -> Option<String> {
    let typed = typed.trim();
    zone_names().iter().find(|name| name.eq_ignore_ascii_case(typed)).cloned()
}

/// The zone named, or UTC.
pub fn zone(name: Option<&str>) -> TimeZone {
    name.and_then(|name| db().get(name).ok()).unwrap_or(TimeZone::UTC)
}

/// "UTC+02:00": the zone's offset at `now`.
pub fn offset_label(name: Option<&str>, now: i64) -> String {
    let seconds = zone(name).to_offset(timestamp(now)).seconds();
    let sign = if seconds < 0 { '-' } else { '+' };
    let minutes = seconds.unsigned_abs() / 60;
    format!("UTC{sign}{:02}:{:02}", minutes / 60, minutes % 60)
}

/// The zones to offer for what was typed: names that start with it (whole
/// or after a `/`) first, then those containing it; at most `max`.
pub fn suggest_zones(typed: &str, max: usize) -> Vec<&'static str> {
    let typed = typed.trim().to_lowercase().replace(' ', "_");
    let names = zone_names().iter().map(String::as_str);
    let starts = |name: &str| {
        let lower = name.to_lowercase();
        lower.starts_with(&typed) || lower.split('/').any(|part| part.starts_with(&typed))
    };
    let first = names.clone().filter(|name| starts(name));
    let then = names.filter(|name| !starts(name) && name.to_lowercase().contains(&typed));
    first.chain(then).take(max).collect()
}

/// Up to three zone names closest to an unknown one (by edit distance, to
/// the whole name or to its city).
pub fn closest_zones(typed: &str) -> Vec<&'static str> {
    let typed = typed.trim().to_lowercase().replace(' ', "_");
    let mut scored: Vec<(usize, &str)> = zone_names()
        .iter()
        .map(|name| {
            let lower = name.to_lowercase();
            let city = lower.rsplit('/').next().unwrap_or(&lower);
            (edit_distance(&typed, &lower).min(edit_distance(&typed, city)), name.as_str())
        })
        .collect();
    scored.sort();
    scored.into_iter().take(3).map(|(_, name)| name).collect()
}

/// Levenshtein distance, by characters.
fn edit_distance(a: &str, b: &str) -> usize {
    let b: Vec<char> = b.chars().collect();
    let mut row: Vec<usize> = (0..=b.len()).collect();
    for (i, ca) in a.chars().enumerate() {
        let mut diagonal = row[0];
        row[0] = i + 1;
        for (j, &cb) in b.iter().enumerate() {
            let above = row[j + 1];
            row[j + 1] = (above + 1).min(row[j] + 1).min(diagonal + usize::from(ca != cb));
            diagonal = above;
        }
    }
    row[b.len()]
}

/// Reads `23:00-07:00` into minutes after midnight (from, until): 1 to 14
/// hours long, crossing midnight or not.
pub fn parse_window(text: &str) -> Result<(i64, i64), Said> {
    let unreadable = || said!("quiet-unreadable", value = Arg::code(text));
    let (from, until) = text.trim().split_once('-').ok_or_else(unreadable)?;
    let (from, until) = (clock_time(from).ok_or_else(unreadable)?, clock_time(until).ok_or_else(unreadable)?);
    let length = (until - from).rem_euclid(24 * 60);
    if !(MIN_WINDOW..=MAX_WINDOW).contains(&length) {
        return Err(said!("quiet-length", value = Arg::code(text), length = Arg::Duration(length * 60)));
    }
    Ok((from, until))
}

/// `7:00` or `07:00` as minutes after midnight (`00:00` to `23:59`).
fn clock_time(text: &str) -> Option<i64> {
    let (hours, minutes) = text.trim().split_once(':')?;
    let digits = |t: &str, len: std::ops::RangeInclusive<usize>| {
        (len.contains(&t.len()) && t.bytes().all(|b| b.is_ascii_digit())).then(|| t.parse::<i64>().ok()).flatten()
    };
    let (hours, minutes) = (digits(hours, 1..=2)?, digits(minutes, 2..=2)?);
    (hours < 24 && minutes < 60).then_some(hours * 60 + minutes)
}

/// `23:00-07:00`.
pub fn window_text(from: i64, until: i64) -> String {
    format!("{:02}:{:02}-{:02}:{:02}", from / 60, from % 60, until / 60, until % 60)
}

fn timestamp(seconds: i64) -> Timestamp {
    Timestamp::from_second(seconds).unwrap_or(if seconds < 0 { Timestamp::MIN } else { Timestamp::MAX })
}

/// The first instant at which the local time on `date` reads `minutes`
/// after midnight: a time skipped by a daylight-saving change counts from
/// the end of the gap, one that comes twice from its first.
fn instant(tz: &TimeZone, date: Date, minutes: i64) -> i64 {
    let civil = date.at((minutes / 60) as i8, (minutes % 60) as i8, 0, 0);
    let ambiguous = tz.to_ambiguous_timestamp(civil);
    let found = match ambiguous.offset() {
        AmbiguousOffset::Gap { after, .. } => {
            // Read with the later offset it falls before the gap; the gap's
            // end is the transition that follows.
            after.to_timestamp(civil).ok().and_then(|before_gap| tz.following(before_gap).next().map(|t| t.timestamp()))
        }
        _ => ambiguous.compatible().ok(),
    };
    found.map_or(0, |t| t.as_second())
}

/// What quiet hours mean in time. (The hours are stored records; their
/// behaviour is the table's.)
pub trait Nights {
    /// The end of the quiet hours `now` falls in, if it does.
    fn ends_at(&self, now: i64) -> Option<i64>;
    /// When a clock started at `since` with `left` running seconds runs out.
    fn clock_end(&self, since: i64, left: i64) -> i64;
    /// The running seconds of the clock from `from` to `to`.
    fn running(&self, from: i64, to: i64) -> i64;
}

/// The night that begins on local `date`: its start and end instants.
fn night(q: &QuietHours, tz: &TimeZone, date: Date) -> (i64, i64) {
    let start = instant(tz, date, q.from);
    let end_date = if q.until > q.from { date } else { date.tomorrow().unwrap_or(date) };
    (start, instant(tz, end_date, q.until))
}

/// The nights that end after `t`, in order, from the one that may hold it.
fn nights_from(q: &QuietHours, t: i64) -> impl Iterator<Item = (i64, i64)> + '_ {
    let tz = zone(q.zone.as_deref());
    let today = timestamp(t).to_zoned(tz.clone()).date();
    let mut date = today.yesterday().unwrap_or(today);
    std::iter::from_fn(move || {
        let found = night(q, &tz, date);
        date = date.tomorrow().ok()?;
        Some(found)
    })
    .take(MAX_DAYS)
    .filter(move |&(_, end)| end > t)
}

/// The spans during which a seat's clock stands still: each night, for at
/// most `MAX_STOP`.
fn stops_from(q: &QuietHours, t: i64) -> impl Iterator<Item = (i64, i64)> + '_ {
    nights_from(q, t).map(|(start, end)| (start, end.min(start.saturating_add(MAX_STOP))))
}

impl Nights for QuietHours {
    fn ends_at(&self, now: i64) -> Option<i64> {
        let (start, end) = nights_from(self, now).next()?;
        (start <= now).then_some(end)
    }

    fn clock_end(&self, since: i64, left: i64) -> i64 {
        let (mut t, mut left) = (since, left.max(0));
        for (start, end) in stops_from(self, since) {
            if start > t {
                let run = start - t;
                if run >= left {
                    return t + left;
                }
                left -= run;
            }
            t = t.max(end);
        }
        t.saturating_add(left)
    }

    fn running(&self, from: i64, to: i64) -> i64 {
        let mut stopped = 0;
        for (start, end) in stops_from(self, from) {
            if start >= to {
                break;
            }
            stopped += (end.min(to) - start.max(from)).max(0);
        }
        (to - from - stopped).max(0)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Seconds of a UTC date-time.
    fn utc(text: &str) -> i64 {
        text.parse::<Timestamp>().unwrap().as_second()
    }

    fn quiet(zone: &str, window: &str) -> QuietHours {
        let (from, until) = parse_window(window).unwrap();
        QuietHours { zone: Some(zone.into()), from, until }
    }

    #[test]
    fn windows_are_read_and_bounded() {
        assert_eq!(parse_window("23:00-07:00"), Ok((23 * 60, 7 * 60)));
        assert_eq!(parse_window("1:30-3:00"), Ok((90, 180)));
        assert!(parse_window("25:00-07:00").is_err());
        assert!(parse_window("22:00-12:00").is_ok(), "14 hours");
        assert!(parse_window("21:00-12:00").is_err(), "15 hours");
        assert!(parse_window("07:00-07:30").is_err(), "under an hour");
        assert!(parse_window("7-8").is_err());
    }

    #[test]
    fn zones_are_found_suggested_and_labelled() {
        assert_eq!(zone_name("europe/kyiv").as_deref(), Some("Europe/Kyiv"));
        assert!(zone_name("Europe/Kiyv").is_none());
        assert!(closest_zones("Europe/Kiyv").contains(&"Europe/Kyiv"));
        // 2026-01-15: winter in both.
        let january = utc("2026-01-15T12:00:00Z");
        assert_eq!(offset_label(Some("Europe/Kyiv"), january), "UTC+02:00");
        assert_eq!(offset_label(Some("America/New_York"), january), "UTC-05:00");
        assert_eq!(offset_label(Some("Asia/Kolkata"), january), "UTC+05:30");
        assert!(suggest_zones("kyiv", 25).contains(&"Europe/Kyiv"));
        assert_eq!(suggest_zones("", 25).len(), 25);
    }

    #[test]
    fn a_skipped_local_time_counts_from_the_end_of_the_gap() {
        // New York springs forward at 02:00 on 2026-03-08: 02:30 never happens.
        let q = quiet("America/New_York", "02:30-07:00");
        let during = utc("2026-03-08T08:00:00Z");
        assert_eq!(nights_from(&q, during).next(), Some((utc("2026-03-08T07:00:00Z"), utc("2026-03-08T11:00:00Z"))));
        // (jiff's "compatible" reading would shift 02:30 by the gap, to 03:30
        // EDT: half an hour past the first instant the clock reads 02:30 or later.)
        let skipped = jiff::civil::date(2026, 3, 8).at(2, 30, 0, 0);
        let compatible = zone(Some("America/New_York")).to_ambiguous_timestamp(skipped).compatible().unwrap();
        assert_eq!(compatible.as_second(), utc("2026-03-08T07:30:00Z"));
        // Kyiv springs forward at 03:00 on 2026-03-29.
        let q = quiet("Europe/Kyiv", "03:15-08:00");
        let night = nights_from(&q, utc("2026-03-29T00:00:00Z")).next().unwrap();
        assert_eq!(night, (utc("2026-03-29T01:00:00Z"), utc("2026-03-29T05:00:00Z")));
    }

    #[test]
    fn the_clock_stops_for_at_most_ten_hours_a_night() {
        let q = QuietHours { zone: None, from: 22 * 60, until: 12 * 60 };
        let start = utc("2026-06-01T12:00:00Z");
        // 10 h of running time to the night, 10 h stopped, then 14 h more.
        assert_eq!(q.clock_end(start, 24 * 3600), start + 34 * 3600);
        assert_eq!(q.running(start, start + 34 * 3600), 24 * 3600);
        assert_eq!(q.ends_at(utc("2026-06-02T11:00:00Z")), Some(utc("2026-06-02T12:00:00Z")));
        assert_eq!(q.ends_at(utc("2026-06-02T13:00:00Z")), None);
    }
}
