//! The outbox of reminders and notices, and the record of damaged games.
//!
//! A deliverer *claims* due notices with a lease (`claimed_until`): one
//! statement marks them, so two deliverers (tasks or processes) never hold
//! the same notice, and a deliverer that dies mid-send loses its claim when
//! the lease runs out. A notice is marked delivered only after Discord
//! accepted it; a failed send is scheduled again (`next_attempt_at`) or, at
//! last, marked failed with its error.

use super::backend::on;
use super::load::{column, Columns};
use super::{Notice, Store, StoreError};

/// A notice claimed for delivery, and which attempt this is (1 for the first).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ClaimedNotice {
    pub notice: Notice,
    pub attempt: i64,
    /// A player's daily digest (theirs): by DM only, or replaced by one
    /// reminder per game in its channel (see `Table::digest_not_sent`).
    pub digest_of: Option<String>,
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
        // On PostgreSQL, SKIP LOCKED keeps two processes claiming at the same
        // moment from both taking a row; the outer conditions are checked
        // again on the row as it is when updated.
        let sql = self.pool.sql(
            "UPDATE outbox SET claimed_until = $1, attempts = attempts + 1
             WHERE id IN (SELECT id FROM outbox
                          WHERE delivered_at IS NULL AND failed_at IS NULL
                            AND (claimed_until IS NULL OR claimed_until <= $2)
                            AND (next_attempt_at IS NULL OR next_attempt_at <= $2)
                          ORDER BY id LIMIT $3)
             RETURNING id, game_id, user_id, channel, deliver_to, text, created_at, attempts, language, held, next_attempt_at, digest_of",
            "UPDATE outbox SET claimed_until = $1, attempts = attempts + 1
             WHERE id IN (SELECT id FROM outbox
                          WHERE delivered_at IS NULL AND failed_at IS NULL
                            AND (claimed_until IS NULL OR claimed_until <= $2)
                            AND (next_attempt_at IS NULL OR next_attempt_at <= $2)
                          ORDER BY id LIMIT $3 FOR UPDATE SKIP LOCKED)
               AND delivered_at IS NULL AND failed_at IS NULL
               AND (claimed_until IS NULL OR claimed_until <= $2)
             RETURNING id, game_id, user_id, channel, deliver_to, text, created_at, attempts, language, held, next_attempt_at, digest_of",
        );
        let rows: Vec<Result<ClaimedNotice, (i64, String)>> = on!(&*self.pool, p => {
            let rows = sqlx::query(sql).bind(now.saturating_add(lease)).bind(now).bind(limit).fetch_all(p).await?;
            rows.iter().map(claimed_notice).collect()
        });
        let mut claimed = vec![];
        for row in rows {
            match row {
                Ok(notice) => claimed.push(notice),
                Err((id, why)) => {
                    // An unreadable notice can never be sent: give it up.
                    tracing::error!(notice = id, why, "outbox row unreadable; marked failed");
                    self.notice_failed(id, now, &why, None).await?;
                }
            }
        }
        Ok(claimed)
    }

    /// Discord accepted the notice.
    pub async fn notice_delivered(&self, id: i64, now: i64) -> Result<(), StoreError> {
        on!(&*self.pool, p => {
            sqlx::query(
                "UPDATE outbox SET delivered_at = $1, claimed_until = NULL WHERE id = $2 AND delivered_at IS NULL",
            )
            .bind(now)
            .bind(id)
            .execute(p)
            .await?;
        });
        Ok(())
    }

    /// A send failed: try again from `retry_at`, or (`None`) give up.
    pub async fn notice_failed(&self, id: i64, now: i64, error: &str, retry_at: Option<i64>) -> Result<(), StoreError> {
        let error: String = error.chars().take(500).collect();
        on!(&*self.pool, p => {
            sqlx::query(
                "UPDATE outbox SET claimed_until = NULL, last_error = $1, next_attempt_at = $2,
                                   failed_at = CASE WHEN $2 IS NULL THEN $3 END
                 WHERE id = $4 AND delivered_at IS NULL",
            )
            .bind(&error)
            .bind(retry_at)
            .bind(now)
            .bind(id)
            .execute(p)
            .await?;
        });
        Ok(())
    }

    /// Notices of a game that could not be delivered, newest first.
    pub async fn failed_notices(&self, game_id: i64) -> Result<Vec<FailedNotice>, StoreError> {
        Ok(on!(&*self.pool, p => {
            let rows = sqlx::query(
                "SELECT id, user_id, failed_at, last_error FROM outbox
                 WHERE game_id = $1 AND failed_at IS NOT NULL ORDER BY id DESC",
            )
            .bind(game_id)
            .fetch_all(p)
            .await?;
            rows.iter()
                .filter_map(|r| {
                    Some(FailedNotice {
                        id: r.value("id").ok()?,
                        user_id: r.value("user_id").ok()?,
                        failed_at: r.value("failed_at").ok()?,
                        error: r.value::<Option<String>>("last_error").ok()?.unwrap_or_default(),
                    })
                })
                .collect()
        }))
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
        let sql = self.pool.sql(
            "INSERT INTO damaged_games (game_id, reason, found_at)
             SELECT $1, $2, CAST(strftime('%s', 'now') AS INTEGER) WHERE EXISTS (SELECT 1 FROM games WHERE id = $1)
             ON CONFLICT (game_id) DO NOTHING",
            "INSERT INTO damaged_games (game_id, reason, found_at)
             SELECT $1, $2, CAST(EXTRACT(EPOCH FROM now()) AS BIGINT) WHERE EXISTS (SELECT 1 FROM games WHERE id = $1)
             ON CONFLICT (game_id) DO NOTHING",
        );
        let done = on!(&*self.pool, p => {
            sqlx::query(sql).bind(game_id).bind(reason).execute(p).await?.rows_affected()
        });
        Ok(done == 1)
    }

    /// Damaged games not yet reported.
    pub async fn unreported_damage(&self) -> Result<Vec<Damaged>, StoreError> {
        Ok(on!(&*self.pool, p => {
            let rows = sqlx::query(
                "SELECT d.game_id, d.reason, g.channel FROM damaged_games d JOIN games g ON g.id = d.game_id
                 WHERE d.reported_at IS NULL ORDER BY d.game_id",
            )
            .fetch_all(p)
            .await?;
            rows.iter()
                .filter_map(|r| {
                    Some(Damaged {
                        game_id: r.value("game_id").ok()?,
                        channel: r.value::<Option<String>>("channel").ok().flatten(),
                        reason: r.value("reason").unwrap_or_default(),
                    })
                })
                .collect()
        }))
    }

    /// Marks a damaged game reported, queueing `notice` with it; false if
    /// another reporter did it first.
    pub async fn report_damage(&self, game_id: i64, now: i64, notice: Option<&Notice>) -> Result<bool, StoreError> {
        let mut tx = self.pool.begin().await?;
        let done = on!(&mut tx, c => {
            sqlx::query("UPDATE damaged_games SET reported_at = $1 WHERE game_id = $2 AND reported_at IS NULL")
                .bind(now)
                .bind(game_id)
                .execute(&mut **c)
                .await?
                .rows_affected()
        });
        if done != 1 {
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
        let count: i64 = on!(&*self.pool, p => {
            sqlx::query_scalar("SELECT COUNT(*) FROM damaged_games WHERE game_id = $1").bind(game_id).fetch_one(p).await?
        });
        Ok(count > 0)
    }
}

/// A notice's stored text: the table's structured text as JSON, or (rows
/// from before it was structured) plain words.
fn stored_text(raw: String) -> crate::text::Text {
    serde_json::from_str(&raw).unwrap_or_else(|_| crate::text::Text::from(raw))
}

/// A claimed outbox row, or its id and why it can't be read.
fn claimed_notice(row: &impl Columns) -> Result<ClaimedNotice, (i64, String)> {
    let read = || -> Result<ClaimedNotice, String> {
        Ok(ClaimedNotice {
            notice: Notice {
                id: column(row, "id")?,
                game_id: column(row, "game_id")?,
                user_id: column(row, "user_id")?,
                channel: column(row, "channel")?,
                deliver_to: column(row, "deliver_to")?,
                text: stored_text(column(row, "text")?),
                created_at: column(row, "created_at")?,
                language: crate::i18n::Lang::parse(&column::<String>(row, "language")?).unwrap_or_default(),
                held_until: match column::<i64>(row, "held")? {
                    0 => None,
                    _ => column(row, "next_attempt_at")?,
                },
            },
            attempt: column(row, "attempts")?,
            digest_of: column(row, "digest_of")?,
        })
    };
    read().map_err(|why| (column(row, "id").unwrap_or(0), why))
}
