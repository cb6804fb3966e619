//! Autocomplete: `/move`'s legal moves, and `/me settings`' time zones,
//! matching what the caller typed.

/// Discord shows at most 25 choices.
pub const MAX_CHOICES: usize = 25;

/// The moves to offer: those starting with the typed text first, then those
/// containing every typed word, in the game's order; at most 25.
pub fn suggest(legal: &[String], typed: &str) -> Vec<String> {
    let typed = typed.trim().to_lowercase();
    let words: Vec<&str> = typed.split_whitespace().collect();
    let starts: Vec<&String> = legal.iter().filter(|m| m.to_lowercase().starts_with(&typed)).collect();
    let contains = legal.iter().filter(|m| {
        let lower = m.to_lowercase();
        !lower.starts_with(&typed) && words.iter().all(|w| lower.contains(w))
    });
    starts.into_iter().chain(contains).filter(|m| m.chars().count() <= 100).take(MAX_CHOICES).cloned().collect()
}

/// The time zones to offer, each labelled with its offset now
/// ("Europe/Kyiv (UTC+02:00)"), as (label, value); at most 25.
pub fn zones(typed: &str, now: i64) -> Vec<(String, String)> {
    crate::table::quiet::suggest_zones(typed, MAX_CHOICES)
        .into_iter()
        .map(|name| (format!("{name} ({})", crate::table::quiet::offset_label(Some(name), now)), name.to_string()))
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn prefix_matches_come_first_and_the_list_is_capped() {
        let legal: Vec<String> =
            (0..40).map(|i| format!("build C{i} white roof C{i}")).chain(["skip".to_string()]).collect();
        assert_eq!(suggest(&legal, "sk"), vec!["skip"]);
        assert_eq!(suggest(&legal, "").len(), 25);
        assert_eq!(suggest(&legal, "white c3")[0], "build C3 white roof C3");
        assert!(suggest(&legal, "fly").is_empty());
    }

    #[test]
    fn zones_are_labelled_with_their_offset() {
        // 2026-07-01: summer time in Kyiv.
        let choices = zones("kyiv", 1_782_864_000);
        assert_eq!(choices[0], ("Europe/Kyiv (UTC+03:00)".to_string(), "Europe/Kyiv".to_string()));
        assert!(zones("", 0).len() <= MAX_CHOICES);
    }
}
