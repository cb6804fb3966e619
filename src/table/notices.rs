//! The outbox as the front-ends see it: claim due notices, report each as
//! delivered or failed; and the host's view of notices that never arrived.

use super::*;
use crate::store::ClaimedNotice;
use crate::text::{Part, Said};

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
    pub(super) async fn delivery_lines(&self, game: &GameRecord, user: &User) -> Result<Vec<Said>, Refusal> {
        if game.host != user.id && !user.is_admin {
            return Ok(vec![]);
        }
        let failed = self.store.failed_notices(game.id).await?;
        let Some(last) = failed.first() else { return Ok(vec![]) };
        let count = failed.len();
        let error: String = last.error.chars().take(200).collect();
        Ok(vec![said!("status-undelivered", count = count, error = error)])
    }
}

/// `head` and as many of `lines` as fit in a notice; the rest is left to
/// `/game log`.
pub(super) fn notice_text(head: Said, lines: Text) -> Text {
    // Room for the head and the closing "…" line, in any language.
    const HEAD_AND_MORE: usize = 400;
    let mut text = Text::from(head);
    let mut used = HEAD_AND_MORE;
    for line in lines.parts {
        let length = match &line {
            Part::Said(said) => crate::i18n::longest(said),
            Part::Plain(words) => words.chars().count(),
        };
        if used + 1 + length <= NOTICE_MAX_CHARS {
            used += 1 + length;
            text.push(line);
        } else {
            text.push(said!("notice-more"));
            break;
        }
    }
    text
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::i18n::{words, Lang};

    #[test]
    fn long_notices_are_cut_with_a_pointer_to_the_log() {
        let lines: Vec<Said> =
            (0..300usize).map(|i| said!("log-line", number = i, name = "Bob", what = "take 1")).collect();
        let text_of = |lines: &[Said]| {
            let mut text = Text::default();
            lines.iter().for_each(|line| text.push(line.clone()));
            text
        };
        let head = || said!("turn-computer-played", names = "Bob");
        for lang in Lang::ALL {
            let text = words(lang, &notice_text(head(), text_of(&lines)));
            assert!(text.chars().count() <= NOTICE_MAX_CHARS, "{} chars", text.chars().count());
            assert!(text.ends_with("(`/game log`)") || text.contains("`/game log`"), "{text}");
        }
        let short = words(Lang::En, &notice_text(head(), text_of(&lines[..2])));
        assert_eq!(short.lines().count(), 3);
        assert!(!short.contains("/game log"));
    }
}
