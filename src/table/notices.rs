//! The outbox as the front-ends see it: claim due notices, report each as
//! delivered or failed; and the host's view of notices that never arrived.

use super::*;
use crate::store::ClaimedNotice;
use crate::text::Said;

/// How long a claimed notice stays with its deliverer before another may
/// take it over (the deliverer died, or hangs).
const LEASE: i64 = 300;
/// Notices claimed at once.
const CLAIM_BATCH: i64 = 50;

impl Table {
    /// Notices due for delivery now, claimed for this deliverer.
    /// A notice held for quiet hours is worded now, with what its player
    /// missed meanwhile; one whose turn is over is dropped unsent.
    pub async fn claim_notices(&self) -> Result<Vec<ClaimedNotice>, Refusal> {
        let mut claimed = vec![];
        for mut claim in self.store.claim_notices(self.clock.now(), LEASE, CLAIM_BATCH).await? {
            if claim.notice.held_until.is_some() && !self.word_held(&mut claim).await {
                self.notice_delivered(claim.notice.id).await?;
                continue;
            }
            claimed.push(claim);
        }
        Ok(claimed)
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

/// `head`, then every one of `lines`: a notice tells all it has to (a
/// front-end that holds less per message goes on in another).
pub(super) fn notice_text(head: Said, lines: Text) -> Text {
    let mut text = Text::from(head);
    text.extend(lines);
    text
}
