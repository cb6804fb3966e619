//! Players' daily digests: who chose one, at what local time, and when each
//! is next due.
//!
//! A due digest is *claimed* as a due game is (see `due.rs`): one statement
//! moves its `due_at` on by a lease, so another scheduler skips it. The
//! digest is queued in the outbox in the same transaction that moves its
//! due time to the next day, guarded by the claimed due time: a process
//! whose lease ran out and was taken over commits nothing, so each digest
//! is queued exactly once.

use super::backend::on;
use super::{Notice, Store, StoreError};

/// A player's digest choice.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct DigestRecord {
    pub user_id: String,
    /// `daily` (reminders wait for it) or `only` (turn pings too).
    pub mode: String,
    /// The chosen local time, in minutes after midnight.
    pub at_minute: i64,
    /// When it is next sent; for a claimed digest, the claim's end.
    pub due_at: i64,
}

impl Store {
    /// A player's digest choice, if they made one.
    pub async fn digest(&self, user_id: &str) -> Result<Option<DigestRecord>, StoreError> {
        let row: Option<(String, String, i64, i64)> = on!(&*self.pool, p => {
            sqlx::query_as("SELECT user_id, mode, CAST(at_minute AS BIGINT), due_at FROM digests WHERE user_id = $1")
                .bind(user_id)
                .fetch_optional(p)
                .await?
        });
        Ok(row.map(|(user_id, mode, at_minute, due_at)| DigestRecord { user_id, mode, at_minute, due_at }))
    }

    /// Sets a player's digest choice, or (`None`) clears it.
    pub async fn set_digest(&self, user_id: &str, digest: Option<&DigestRecord>) -> Result<(), StoreError> {
        on!(&*self.pool, p => {
            match digest {
                None => {
                    sqlx::query("DELETE FROM digests WHERE user_id = $1").bind(user_id).execute(p).await?;
                }
                Some(d) => {
                    sqlx::query(
                        "INSERT INTO digests (user_id, mode, at_minute, due_at) VALUES ($1, $2, $3, $4)
                         ON CONFLICT (user_id) DO UPDATE SET mode = excluded.mode,
                             at_minute = excluded.at_minute, due_at = excluded.due_at",
                    )
                    .bind(user_id)
                    .bind(&d.mode)
                    .bind(d.at_minute as i32)
                    .bind(d.due_at)
                    .execute(p)
                    .await?;
                }
            }
        });
        Ok(())
    }

    /// Claims up to `limit` digests due at `now` for `lease` seconds; each
    /// comes back with `due_at` the claim's end, which `commit_digest` checks.
    pub async fn claim_due_digests(&self, now: i64, lease: i64, limit: i64) -> Result<Vec<DigestRecord>, StoreError> {
        let sql = self.pool.sql(
            "UPDATE digests SET due_at = $1
             WHERE user_id IN (SELECT user_id FROM digests WHERE due_at <= $2 ORDER BY due_at LIMIT $3)
               AND due_at <= $2
             RETURNING user_id, mode, CAST(at_minute AS BIGINT), due_at",
            "UPDATE digests SET due_at = $1
             WHERE user_id IN (SELECT user_id FROM digests WHERE due_at <= $2
                               ORDER BY due_at LIMIT $3 FOR UPDATE SKIP LOCKED)
               AND due_at <= $2
             RETURNING user_id, mode, CAST(at_minute AS BIGINT), due_at",
        );
        let rows: Vec<(String, String, i64, i64)> = on!(&*self.pool, p => {
            sqlx::query_as(sql).bind(now.saturating_add(lease)).bind(now).bind(limit).fetch_all(p).await?
        });
        let mut claimed: Vec<DigestRecord> = rows
            .into_iter()
            .map(|(user_id, mode, at_minute, due_at)| DigestRecord { user_id, mode, at_minute, due_at })
            .collect();
        claimed.sort_by(|a, b| a.user_id.cmp(&b.user_id));
        Ok(claimed)
    }

    /// Ends a claim: the digest is next due at `next_at`, and `notice` (the
    /// digest itself, if there was anything to say) is queued with it.
    /// False, with nothing written, when the claim was lost (its lease ran
    /// out and another scheduler took it, or the player changed it).
    pub async fn commit_digest(
        &self,
        claimed: &DigestRecord,
        next_at: i64,
        notice: Option<&Notice>,
    ) -> Result<bool, StoreError> {
        let mut tx = self.pool.begin().await?;
        let moved = on!(&mut tx, c => {
            sqlx::query("UPDATE digests SET due_at = $1 WHERE user_id = $2 AND due_at = $3")
                .bind(next_at)
                .bind(&claimed.user_id)
                .bind(claimed.due_at)
                .execute(&mut **c)
                .await?
                .rows_affected()
        });
        if moved != 1 {
            return Ok(false);
        }
        if let Some(notice) = notice {
            on!(&mut tx, c => {
                sqlx::query(
                    "INSERT INTO outbox (game_id, user_id, channel, deliver_to, text, created_at, language, digest_of)
                     VALUES ($1, $2, $3, $4, $5, $6, $7, $2)",
                )
                .bind(notice.game_id)
                .bind(&claimed.user_id)
                .bind(&notice.channel)
                .bind(&notice.deliver_to)
                .bind(serde_json::to_string(&notice.text).unwrap_or_default())
                .bind(notice.created_at)
                .bind(notice.language.code())
                .execute(&mut **c)
                .await?;
            });
        }
        tx.commit().await?;
        Ok(true)
    }

    /// A digest that could not be sent by DM is replaced by `instead` (one
    /// reminder per game in its channel), once: false if it was settled
    /// already.
    pub async fn replace_digest(&self, notice_id: i64, now: i64, instead: &[Notice]) -> Result<bool, StoreError> {
        let mut tx = self.pool.begin().await?;
        let settled = on!(&mut tx, c => {
            sqlx::query(
                "UPDATE outbox SET delivered_at = $1, claimed_until = NULL, last_error = 'DM closed: sent to the channels'
                 WHERE id = $2 AND delivered_at IS NULL AND failed_at IS NULL",
            )
            .bind(now)
            .bind(notice_id)
            .execute(&mut **c)
            .await?
            .rows_affected()
        });
        if settled != 1 {
            return Ok(false);
        }
        for notice in instead {
            super::insert_notice(&mut tx, notice).await?;
        }
        tx.commit().await?;
        Ok(true)
    }
}
