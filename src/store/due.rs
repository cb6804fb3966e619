//! The scheduler's queries: when there is work next, and claiming due games.
//!
//! A due game is *claimed* before it is handled: one statement moves its
//! `due_at` on by a lease, so another scheduler (a task or another process)
//! skips it; on PostgreSQL `FOR UPDATE SKIP LOCKED` keeps two claims that
//! run at the same moment from taking the same rows. Handling commits the
//! game (version-guarded) with new due times, which ends the claim; a
//! process that dies mid-way loses it when the lease runs out, and the game
//! is claimed again. Even when a lease runs out under a slow handler, the
//! version guard lets only one of the two commit, so each reminder and
//! deadline action happens once.

use super::backend::on;
use super::{Store, StoreError};

impl Store {
    /// When the scheduler next has work: the earliest due game, digest,
    /// notice (retry or expired lease) or unreported damaged game (at once: 0).
    pub async fn next_due(&self) -> Result<Option<i64>, StoreError> {
        let sql = self.pool.sql(
            "SELECT MIN(t) FROM (
                 SELECT MIN(due_at) AS t FROM games WHERE due_at IS NOT NULL
                 UNION ALL
                 SELECT MIN(due_at) FROM digests
                 UNION ALL
                 SELECT MIN(MAX(COALESCE(next_attempt_at, 0), COALESCE(claimed_until, 0))) FROM outbox
                 WHERE delivered_at IS NULL AND failed_at IS NULL
                   AND typeof(COALESCE(next_attempt_at, 0)) = 'integer' AND typeof(COALESCE(claimed_until, 0)) = 'integer'
                 UNION ALL
                 SELECT 0 FROM damaged_games WHERE reported_at IS NULL)",
            "SELECT MIN(t) FROM (
                 SELECT MIN(due_at) AS t FROM games WHERE due_at IS NOT NULL
                 UNION ALL
                 SELECT MIN(due_at) FROM digests
                 UNION ALL
                 SELECT MIN(GREATEST(COALESCE(next_attempt_at, 0), COALESCE(claimed_until, 0))) FROM outbox
                 WHERE delivered_at IS NULL AND failed_at IS NULL
                 UNION ALL
                 (SELECT 0 FROM damaged_games WHERE reported_at IS NULL LIMIT 1)) AS due",
        );
        Ok(on!(&*self.pool, p => sqlx::query_scalar(sql).fetch_one(p).await?))
    }

    /// Ids of games due at `now`, earliest first (a look, not a claim).
    pub async fn due_games(&self, now: i64, limit: i64) -> Result<Vec<i64>, StoreError> {
        Ok(on!(&*self.pool, p => {
            sqlx::query_scalar(
                "SELECT id FROM games WHERE due_at IS NOT NULL AND due_at <= $1 ORDER BY due_at LIMIT $2",
            )
            .bind(now)
            .bind(limit)
            .fetch_all(p)
            .await?
        }))
    }

    /// Claims up to `limit` games due at `now` for `lease` seconds and
    /// returns their ids, earliest due first. No other claim returns them
    /// until the lease runs out or they become due again.
    pub async fn claim_due_games(&self, now: i64, lease: i64, limit: i64) -> Result<Vec<i64>, StoreError> {
        let sql = self.pool.sql(
            "UPDATE games SET due_at = $1
             WHERE id IN (SELECT id FROM games WHERE due_at IS NOT NULL AND due_at <= $2
                          ORDER BY due_at LIMIT $3)
               AND due_at <= $2
             RETURNING id",
            "UPDATE games SET due_at = $1
             WHERE id IN (SELECT id FROM games WHERE due_at IS NOT NULL AND due_at <= $2
                          ORDER BY due_at LIMIT $3 FOR UPDATE SKIP LOCKED)
               AND due_at <= $2
             RETURNING id",
        );
        let mut ids: Vec<i64> = on!(&*self.pool, p => {
            sqlx::query_scalar(sql).bind(now.saturating_add(lease)).bind(now).bind(limit).fetch_all(p).await?
        });
        // RETURNING gives no order; the oldest game id first is close enough.
        ids.sort_unstable();
        Ok(ids)
    }

    /// Ids of the running games with no reminder or deadline: those among
    /// them waiting on computer seats were left with no due time before
    /// such games were given one (see the table's `computers_wait`).
    pub async fn running_games_without_timers(&self) -> Result<Vec<i64>, StoreError> {
        Ok(on!(&*self.pool, p => {
            sqlx::query_scalar(
                "SELECT id FROM games
                 WHERE status = 'running' AND remind_at IS NULL AND deadline_at IS NULL ORDER BY id",
            )
            .fetch_all(p)
            .await?
        }))
    }
}
