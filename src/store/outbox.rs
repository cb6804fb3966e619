//! The outbox of reminders and notices, and the record of damaged games.
//!
//! A deliverer *claims* due notices with a lease (`claimed_until`): one
//! statement marks them, so two deliverers (tasks or processes) never hold
//! the same notice, and a deliverer that dies mid-send loses its claim when
//! the lease runs out. A notice is marked delivered only after Discord
//! accepted it; a failed send is scheduled again (`next_attempt_at`) or, at
//! last, marked failed with its error.

use sqlx::Row;

use super::load::column;
use super::{Notice, Store, StoreError};

/// A notice claimed for delivery, and which attempt this is (1 for the first).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ClaimedNotice {
    pub notice: Notice,
    pub attempt: i64,
}

/// A notice Discord never accepted.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct FailedNotice {
    pub id: i64,
    pub user_id: Option<String>,
    pub failed_at: i64,
    pub error: String,
}

/// A game whose stored data can't be read, not yet reported.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Damaged {
    pub game_id: i64,
    /// The game's channel, when that column at least is readable.
    pub channel: Option<String>,
    pub reason: String,
}

impl Store {
    /// Claims up to `limit` notices due at `now` until `now + lease`.
    pub async fn claim_notices(&self, now: i64, lease: i64, limit: i64) -> Result<Vec<ClaimedNotice>, StoreError> {
        let rows = sqlx::query(
            "UPDATE outbox SET claimed_until = ?1, attempts = attempts + 1
             WHERE id IN (SELECT id FROM outbox
                          WHERE delivered_at IS NULL AND failed_at IS NULL
                            AND (claimed_until IS NULL OR claimed_until <= ?2)
                            AND (next_attempt_at IS NULL OR next_attempt_at <= ?2)
                          ORDER BY id LIMIT ?3)
             RETURNING id, game_id, user_id, channel, deliver_to, text, created_at, attempts",
        )
        .bind(now.saturating_add(lease))
        .bind(now)
        .bind(limit)
        .fetch_all(&self.pool)
        .await?;
        let mut claimed = vec![];
        for row in &rows {
            let read = || -> Result<ClaimedNotice, String> {
                Ok(ClaimedNotice {
                    notice: Notice {
                        id: column(row, "id")?,
                        game_id: column(row, "game_id")?,
                        user_id: column(row, "user_id")?,
                        channel: column(row, "channel")?,
                        deliver_to: column(row, "deliver_to")?,
                        text: column(row, "text")?,
                        created_at: column(row, "created_at")?,
                    },
                    attempt: column(row, "attempts")?,
                })
            };
            match read() {
                Ok(notice) => claimed.push(notice),
                Err(why) => {
                    // An unreadable notice can never be sent: give it up.
                    let id: i64 = row.try_get("id").unwrap_or(0);
                    tracing::error!(notice = id, why, "outbox row unreadable; marked failed");
                    self.notice_failed(id, now, &why, None).await?;
                }
            }
        }
        Ok(claimed)
    }

    /// Discord accepted the notice.
    pub async fn notice_delivered(&self, id: i64, now: i64) -> Result<(), StoreError> {
        sqlx::query("UPDATE outbox SET delivered_at = ?, claimed_until = NULL WHERE id = ? AND delivered_at IS NULL")
            .bind(now)
            .bind(id)
            .execute(&self.pool)
            .await?;
        Ok(())
    }

    /// A send failed: try again from `retry_at`, or (`None`) give up.
    pub async fn notice_failed(&self, id: i64, now: i64, error: &str, retry_at: Option<i64>) -> Result<(), StoreError> {
        let error: String = error.chars().take(500).collect();
        sqlx::query(
            "UPDATE outbox SET claimed_until = NULL, last_error = ?, next_attempt_at = ?,
                               failed_at = CASE WHEN ? IS NULL THEN ? END
             WHERE id = ? AND delivered_at IS NULL",
        )
        .bind(&error)
        .bind(retry_at)
        .bind(retry_at)
        .bind(now)
        .bind(id)
        .execute(&self.pool)
        .await?;
        Ok(())
    }

    /// Notices of a game that could not be delivered, newest first.
    pub async fn failed_notices(&self, game_id: i64) -> Result<Vec<FailedNotice>, StoreError> {
        let rows = sqlx::query(
            "SELECT id, user_id, failed_at, last_error FROM outbox
             WHERE game_id = ? AND failed_at IS NOT NULL ORDER BY id DESC",
        )
        .bind(game_id)
        .fetch_all(&self.pool)
        .await?;
        Ok(rows
            .iter()
            .filter_map(|r| {
                Some(FailedNotice {
                    id: r.try_get("id").ok()?,
                    user_id: r.try_get("user_id").ok()?,
                    failed_at: r.try_get("failed_at").ok()?,
                    error: r.try_get::<Option<String>, _>("last_error").ok()?.unwrap_or_default(),
                })
            })
            .collect())
    }

    /// Queues one notice on its own (not tied to a game change).
    pub async fn queue_notice(&self, notice: &Notice) -> Result<(), StoreError> {
        let mut tx = self.pool.begin().await?;
        super::insert_notice(&mut tx, notice).await?;
        tx.commit().await?;
        Ok(())
    }

    // ----- damaged games -----

    /// Records that a game's data can't be read; true the first time.
    pub(super) async fn record_damage(&self, game_id: i64, reason: &str) -> Result<bool, StoreError> {
        let done = sqlx::query(
            "INSERT INTO damaged_games (game_id, reason, found_at)
             SELECT ?1, ?2, CAST(strftime('%s', 'now') AS INTEGER) WHERE EXISTS (SELECT 1 FROM games WHERE id = ?1)
             ON CONFLICT (game_id) DO NOTHING",
        )
        .bind(game_id)
        .bind(reason)
        .execute(&self.pool)
        .await?;
        Ok(done.rows_affected() == 1)
    }

    /// Damaged games not yet reported.
    pub async fn unreported_damage(&self) -> Result<Vec<Damaged>, StoreError> {
        let rows = sqlx::query(
            "SELECT d.game_id, d.reason, g.channel FROM damaged_games d JOIN games g ON g.id = d.game_id
             WHERE d.reported_at IS NULL ORDER BY d.game_id",
        )
        .fetch_all(&self.pool)
        .await?;
        Ok(rows
            .iter()
            .filter_map(|r| {
                Some(Damaged {
                    game_id: r.try_get("game_id").ok()?,
                    channel: r.try_get::<Option<String>, _>("channel").ok().flatten(),
                    reason: r.try_get("reason").unwrap_or_default(),
                })
            })
            .collect())
    }

    /// Marks a damaged game reported, queueing `notice` with it; false if
    /// another reporter did it first.
    pub async fn report_damage(&self, game_id: i64, now: i64, notice: Option<&Notice>) -> Result<bool, StoreError> {
        let mut tx = self.pool.begin().await?;
        let done = sqlx::query("UPDATE damaged_games SET reported_at = ? WHERE game_id = ? AND reported_at IS NULL")
            .bind(now)
            .bind(game_id)
            .execute(&mut *tx)
            .await?;
        if done.rows_affected() != 1 {
            return Ok(false);
        }
        if let Some(notice) = notice {
            super::insert_notice(&mut tx, notice).await?;
        }
        tx.commit().await?;
        Ok(true)
    }

    /// Whether a game is known to be damaged.
    pub async fn is_damaged(&self, game_id: i64) -> Result<bool, StoreError> {
        Ok(sqlx::query_scalar::<_, i64>("SELECT COUNT(*) FROM damaged_games WHERE game_id = ?")
            .bind(game_id)
            .fetch_one(&self.pool)
            .await?
            > 0)
    }
}
