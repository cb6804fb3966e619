//! The outbox as the front-ends see it: claim due notices, report each as
//! delivered or failed; and the host's view of notices that never arrived.

use super::*;
use crate::store::ClaimedNotice;

/// The longest notice text the table writes. Discord holds 2,000 characters
/// a message; this leaves room for the mention in front.
pub const NOTICE_MAX_CHARS: usize = 1800;
/// How long a claimed notice stays with its deliverer before another may
/// take it over (the deliverer died, or hangs).
const LEASE: i64 = 300;
/// Notices claimed at once.
const CLAIM_BATCH: i64 = 50;

impl Table {
    /// Notices due for delivery now, claimed for this deliverer.
    pub async fn claim_notices(&self) -> Result<Vec<ClaimedNotice>, Refusal> {
        Ok(self.store.claim_notices(self.clock.now(), LEASE, CLAIM_BATCH).await?)
    }

    /// The notice reached its audience.
    pub async fn notice_delivered(&self, id: i64) -> Result<(), Refusal> {
        Ok(self.store.notice_delivered(id, self.clock.now()).await?)
    }

    /// A delivery failed: tried again `retry_in` seconds from now, or, with
    /// `None`, recorded as failed for good (the host sees it in `/game status`).
    pub async fn notice_failed(&self, id: i64, error: &str, retry_in: Option<i64>) -> Result<(), Refusal> {
        let now = self.clock.now();
        Ok(self.store.notice_failed(id, now, error, retry_in.map(|s| now.saturating_add(s))).await?)
    }

    /// "2 reminders could not be delivered …" for the host's `/game status`.
    pub(super) async fn delivery_lines(&self, game: &GameRecord, user: &User) -> Result<Vec<String>, Refusal> {
        if game.host != user.id && !user.is_admin {
            return Ok(vec![]);
        }
        let failed = self.store.failed_notices(game.id).await?;
        let Some(last) = failed.first() else { return Ok(vec![]) };
        let count = failed.len();
        let error: String = last.error.chars().take(200).collect();
        Ok(vec![format!(
            "⚠ {count} reminder{} or notice{} could not be delivered to Discord (last: {error}). Check the bot may post here.",
            if count == 1 { "" } else { "s" },
            if count == 1 { "" } else { "s" },
        )])
    }
}

/// `head` and as many of `lines` as fit in a notice; the rest is left to
/// `/game log`.
pub(super) fn notice_text(head: &str, lines: &[String]) -> String {
    const MORE: &str = "… (`/game log` lists every move)";
    let mut text = cut(head, NOTICE_MAX_CHARS - MORE.len() - 1);
    for (i, line) in lines.iter().enumerate() {
        let rest_fits = text.len() + 1 + line.len() <= NOTICE_MAX_CHARS;
        let last = i + 1 == lines.len();
        if rest_fits && (last || text.len() + 1 + line.len() + 1 + MORE.len() <= NOTICE_MAX_CHARS) {
            text.push('\n');
            text.push_str(line);
        } else {
            text.push('\n');
            text.push_str(MORE);
            break;
        }
    }
    text
}

/// At most `max` bytes of `text`, cut at a character boundary.
fn cut(text: &str, max: usize) -> String {
    if text.len() <= max {
        return text.to_string();
    }
    let mut end = max.saturating_sub(1);
    while !text.is_char_boundary(end) {
        end -= 1;
    }
    format!("{}…", &text[..end])
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn long_notices_are_cut_with_a_pointer_to_the_log() {
        let lines: Vec<String> = (0..300).map(|i| format!("Bob (red) `take {i}`: took a card")).collect();
        let text = notice_text("Bob missed the 1 h deadline.", &lines);
        assert!(text.chars().count() <= NOTICE_MAX_CHARS, "{} chars", text.chars().count());
        assert!(text.starts_with("Bob missed") && text.ends_with("(`/game log` lists every move)"), "{text}");
        let short = notice_text("Bob missed it.", &lines[..2]);
        assert_eq!(short.lines().count(), 3);
        assert!(!short.contains("/game log"));
        let huge = notice_text(&"é".repeat(5000), &[]);
        assert!(huge.len() <= NOTICE_MAX_CHARS);
    }
}
