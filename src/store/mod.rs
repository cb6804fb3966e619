//! Persistence through sqlx, on SQLite (embedded, the default) or PostgreSQL
//! (several processes on one database). Knows SQL, nothing about rules.
//!
//! Every change to a game is one transaction guarded by the game's version:
//! if another writer got there first, nothing is written and the caller is
//! told so (`StoreError::Conflict`), so a move sent twice applies once.

use std::sync::Arc;

use sqlx::types::Json;
use sqlx::SqlitePool;
use tokio::sync::Notify;

mod backend;
pub mod backup;
mod batch;
mod counts;
mod digests;
mod due;
mod finish;
mod gauges;
mod history;
mod load;
mod open;
mod outbox;
mod own_data;
mod pace;
mod ratings;
mod record;
mod rematch;
mod server;
pub use server::Typed;
pub mod schema;
mod wakeups;

use backend::{on, Pool, Tx};
use load::Columns;

pub use counts::Counts;
pub use digests::DigestRecord;
pub use history::{FinishedGame, HistoryQuery};
pub use open::is_postgres_url;
pub use outbox::{ClaimedNotice, Damaged, FailedNotice};
pub use own_data::{Forgetting, FormerSeat, OwnData};
pub use pace::Wait;
pub use ratings::{KindStats, RatingRow, ResultRow};
pub use record::{GameRecord, MoveRecord, Notice, PlayerRecord, SeatKind, SeatRecord, Status, MAX_NAME_CHARS};

#[derive(Debug, thiserror::Error)]
pub enum StoreError {
    #[error("this channel already has an active game")]
    ChannelBusy,
    #[error("the game changed while this command ran")]
    Conflict,
    #[error("database error: {0}")]
    Database(#[source] sqlx::Error),
    #[error("database migration failed: {0}")]
    Migration(#[source] sqlx::migrate::MigrateError),
    /// One game's rows can't be read; other games are unaffected.
    #[error("game {game_id}'s stored data is unreadable: {why}")]
    Damaged { game_id: i64, why: String },
}

// Every database failure becomes a `StoreError` here, once: counted for
// the operator (`telemetry::STORE_ERRORS`).
impl From<sqlx::Error> for StoreError {
    fn from(e: sqlx::Error) -> Self {
        crate::telemetry::store_error("database");
        StoreError::Database(e)
    }
}

impl From<sqlx::migrate::MigrateError> for StoreError {
    fn from(e: sqlx::migrate::MigrateError) -> Self {
        crate::telemetry::store_error("migration");
        StoreError::Migration(e)
    }
}

/// What a commit writes besides the game row itself.
#[derive(Debug, Clone)]
pub enum Change {
    /// Only the game row (status, snapshot, result, timestamps).
    Game,
    /// The game row and the whole seat list (lobby changes).
    Seats,
    /// The game row and one new move at the end of the log.
    Move(MoveRecord),
    /// The game row, the seats, and several new moves (a move followed by
    /// computer players' replies).
    Moves(Vec<MoveRecord>),
    /// The game row, and the move with this ply marked undone.
    Undo(i64),
}

#[derive(Clone)]
pub struct Store {
    pool: Arc<Pool>,
    /// Notified when a damaged game is found, so that it is reported soon,
    /// and (on PostgreSQL) when another process committed a change that may
    /// make work due; the table's scheduler wakes on it.
    wakeup: Arc<Notify>,
    counters: Arc<counts::Counters>,
}

impl Store {
    /// How many games, players and commits this store has read and made.
    pub fn counts(&self) -> Counts {
        self.counters.now()
    }

    /// The SQLite pool, for tests and benchmarks that look at rows directly.
    /// Panics on PostgreSQL (see [`Store::postgres_pool`]).
    pub fn pool(&self) -> &SqlitePool {
        match &*self.pool {
            backend::Backend::Sqlite(pool) => pool,
            backend::Backend::Postgres(_) => panic!("Store::pool is the SQLite pool; this store is on PostgreSQL"),
        }
    }

    /// The PostgreSQL pool, if the store runs on PostgreSQL (for tests and benchmarks).
    pub fn postgres_pool(&self) -> Option<&sqlx::PgPool> {
        match &*self.pool {
            backend::Backend::Postgres(pool) => Some(pool),
            backend::Backend::Sqlite(_) => None,
        }
    }

    /// Whether the store runs on PostgreSQL.
    pub fn is_postgres(&self) -> bool {
        self.pool.is_postgres()
    }

    /// Woken when there is new work for the scheduler (a damaged game found).
    pub fn wakeups(&self) -> Arc<Notify> {
        self.wakeup.clone()
    }

    /// The lobby or running game in a channel, if any.
    pub async fn active_game(&self, channel: &str) -> Result<Option<GameRecord>, StoreError> {
        match self.active_game_id(channel).await? {
            Some(id) => self.game(id).await,
            None => Ok(None),
        }
    }

    /// The most recent game in a channel, active or not.
    pub async fn latest_game(&self, channel: &str) -> Result<Option<GameRecord>, StoreError> {
        let id: Option<i64> = on!(&*self.pool, p => {
            sqlx::query_scalar("SELECT id FROM games WHERE channel = $1 ORDER BY id DESC LIMIT 1")
                .bind(channel)
                .fetch_optional(p)
                .await?
        });
        match id {
            Some(id) => self.game(id).await,
            None => Ok(None),
        }
    }

    /// Ids of a guild's (server's) running games that `/games` may list for
    /// `user_id` asked in `channel`: those where they hold a seat and the
    /// channel's own (the rest are not read at all).
    pub async fn running_games_seen_from(
        &self,
        guild: &str,
        user_id: &str,
        channel: &str,
    ) -> Result<Vec<i64>, StoreError> {
        Ok(on!(&*self.pool, p => {
            sqlx::query_scalar(
                "SELECT g.id FROM games g
                 WHERE g.guild = $1 AND g.status = 'running'
                   AND (g.channel = $3 OR EXISTS (SELECT 1 FROM seats s WHERE s.game_id = g.id AND s.user_id = $2))
                 ORDER BY g.id",
            )
            .bind(guild)
            .bind(user_id)
            .bind(channel)
            .fetch_all(p)
            .await?
        }))
    }

    /// How many lobbies `host` holds open on `guild`.
    pub async fn open_lobbies(&self, guild: &str, host: &str) -> Result<i64, StoreError> {
        Ok(on!(&*self.pool, p => {
            sqlx::query_scalar("SELECT COUNT(*) FROM games WHERE guild = $1 AND host = $2 AND status = 'lobby'")
                .bind(guild)
                .bind(host)
                .fetch_one(p)
                .await?
        }))
    }

    /// Loads a game with its seats and its active (not undone) moves.
    /// Rows that can't be read give `StoreError::Damaged` (recorded, so the
    /// game is reported once), never a panic.
    pub async fn game(&self, id: i64) -> Result<Option<GameRecord>, StoreError> {
        // One read transaction, so the game, its seats and its moves are of
        // the same commit: read apart, a commit landing between them gave a
        // record whose log was ahead of its state (a game running with
        // nobody to move). PostgreSQL's default gives each statement its
        // own snapshot; SQLite's WAL keeps one for the whole transaction.
        self.counters.game_read();
        let mut tx = self.pool.begin().await?;
        let postgres = self.pool.is_postgres();
        let loaded = on!(&mut tx, c => {
            if postgres {
                sqlx::query("SET TRANSACTION ISOLATION LEVEL REPEATABLE READ, READ ONLY").execute(&mut **c).await?;
            }
            let Some(row) = sqlx::query("SELECT * FROM games WHERE id = $1").bind(id).fetch_optional(&mut **c).await? else {
                return Ok(None);
            };
            let seats = sqlx::query("SELECT seat, user_id, name, kind, level FROM seats WHERE game_id = $1 ORDER BY seat")
                .bind(id)
                .fetch_all(&mut **c)
                .await?;
            let moves = sqlx::query(
                "SELECT ply, seat, user_id, notation, reveals, played_at, by_computer FROM moves
                 WHERE game_id = $1 AND undone = 0 ORDER BY ply",
            )
            .bind(id)
            .fetch_all(&mut **c)
            .await?;
            load::game(&row, &seats, &moves)
        });
        tx.commit().await?;
        match loaded {
            Ok(game) => Ok(Some(game)),
            Err(why) => Err(self.damaged(id, why).await),
        }
    }

    /// Records a game as damaged (logged once) and returns the error for it.
    pub async fn damaged(&self, game_id: i64, why: String) -> StoreError {
        match self.record_damage(game_id, &why).await {
            Ok(true) => {
                tracing::error!(
                    game = game_id,
                    why,
                    "a game's stored data is unreadable; it is reported to its channel"
                );
                self.wakeup.notify_one();
            }
            Ok(false) => tracing::debug!(game = game_id, why, "damaged game"),
            Err(e) => tracing::warn!(game = game_id, error = %e, "could not record a damaged game"),
        }
        crate::telemetry::store_error("damaged");
        StoreError::Damaged { game_id, why }
    }

    /// The active game's id in a channel, without reading the game.
    pub async fn active_game_id(&self, channel: &str) -> Result<Option<i64>, StoreError> {
        Ok(on!(&*self.pool, p => {
            sqlx::query_scalar("SELECT id FROM games WHERE channel = $1 AND status IN ('lobby', 'running')")
                .bind(channel)
                .fetch_optional(p)
                .await?
        }))
    }

    /// The host of a game, read on its own (for cancelling a damaged game).
    pub async fn host_of(&self, game_id: i64) -> Result<Option<String>, StoreError> {
        Ok(on!(&*self.pool, p => {
            let row = sqlx::query("SELECT host FROM games WHERE id = $1").bind(game_id).fetch_optional(p).await?;
            row.and_then(|r| r.value::<String>("host").ok())
        }))
    }

    /// Cancels a game without reading it (its data may be unreadable):
    /// it stops being active and due.
    pub async fn cancel_unread(&self, game_id: i64, now: i64) -> Result<bool, StoreError> {
        let done = on!(&*self.pool, p => {
            sqlx::query(
                "UPDATE games SET status = 'cancelled', updated_at = $1, remind_at = NULL, deadline_at = NULL,
                                  due_at = NULL, version = CAST(version AS BIGINT) + 1
                 WHERE id = $2 AND status IN ('lobby', 'running')",
            )
            .bind(now)
            .bind(game_id)
            .execute(p)
            .await?
            .rows_affected()
        });
        Ok(done == 1)
    }

    /// Puts a due game off until `until` (its handling failed), so that it
    /// does not hold up the others. Not version-guarded: the next commit
    /// sets the due time afresh anyway.
    pub async fn postpone(&self, game_id: i64, until: Option<i64>) -> Result<(), StoreError> {
        on!(&*self.pool, p => {
            sqlx::query("UPDATE games SET due_at = $1 WHERE id = $2").bind(until).bind(game_id).execute(p).await?;
        });
        Ok(())
    }

    /// Stores a new game (in the lobby) and returns its id.
    pub async fn insert_game(&self, game: &GameRecord) -> Result<i64, StoreError> {
        self.insert_game_repeating(game, None).await
    }

    /// `insert_game`, for a rematch lobby of the finished game `rematch_of`
    /// (`ChannelBusy` also when that game already has one: see `rematch.rs`).
    async fn insert_game_repeating(&self, game: &GameRecord, rematch_of: Option<i64>) -> Result<i64, StoreError> {
        let mut tx = self.pool.begin().await?;
        let inserted = on!(&mut tx, c => {
            sqlx::query_scalar(
                "INSERT INTO games (guild, channel, kind, options, status, host, seed, version, snapshot, result,
                                    created_at, updated_at, turn_since, settings, remind_at, deadline_at, due_at,
                                    rematch_of, idle_at, idle_notice_at, seat_clocks)
                 VALUES ($1, $2, $3, $4, $5, $6, $7, 0, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19, $20)
                 RETURNING id",
            )
            .bind(&game.guild)
            .bind(&game.channel)
            .bind(&game.kind)
            .bind(Json(&game.options))
            .bind(game.status.as_str())
            .bind(&game.host)
            .bind(game.seed as i64)
            .bind(game.snapshot.as_ref().map(Json))
            .bind(game.result.as_ref().map(stored).transpose()?)
            .bind(game.created_at)
            .bind(game.updated_at)
            .bind(game.turn_since)
            .bind(stored(&game.settings)?)
            .bind(game.remind_at)
            .bind(game.deadline_at)
            .bind(due_at(game))
            .bind(rematch_of)
            .bind(game.idle_at)
            .bind(game.idle_notice_at)
            .bind(seat_clocks(game))
            .fetch_one(&mut **c)
            .await
        });
        let id: i64 = match inserted {
            Ok(id) => id,
            Err(sqlx::Error::Database(e)) if e.is_unique_violation() => return Err(StoreError::ChannelBusy),
            Err(e) => return Err(e.into()),
        };
        write_seats(&mut tx, id, &game.seats).await?;
        tx.commit().await?;
        Ok(id)
    }

    /// Writes `game` (whose `version` is the one it was loaded at) and the
    /// change, as one transaction; on success the stored version is one
    /// higher and so is `game.version`.
    pub async fn commit(&self, game: &mut GameRecord, change: Change) -> Result<(), StoreError> {
        self.commit_with_notices(game, change, &[]).await
    }

    /// `commit`, also queueing notices (reminders) in the same transaction.
    pub async fn commit_with_notices(
        &self,
        game: &mut GameRecord,
        change: Change,
        notices: &[Notice],
    ) -> Result<(), StoreError> {
        self.counters.commit();
        let mut tx = self.pool.begin().await?;
        // `finished_at` as it was: NULL until the game is first committed finished.
        let finished_before: Option<Option<i64>> = on!(&mut tx, c => {
            sqlx::query_scalar(
                "UPDATE games SET status = $1, snapshot = $2, result = $3, host = $4, updated_at = $5,
                                  turn_since = $6, seed = $7, settings = $8, remind_at = $9, deadline_at = $10,
                                  due_at = $11, reminders_sent = $12, board_link = $13, skip_votes = $14,
                                  paused_at = $15, proposal = $16, idle_at = $17, idle_notice_at = $18,
                                  seat_clocks = $21, version = version + 1
                 WHERE id = $19 AND version = $20
                 RETURNING finished_at",
            )
            .bind(game.status.as_str())
            .bind(game.snapshot.as_ref().map(Json))
            .bind(game.result.as_ref().map(stored).transpose()?)
            .bind(&game.host)
            .bind(game.updated_at)
            .bind(game.turn_since)
            .bind(game.seed as i64)
            .bind(stored(&game.settings)?)
            .bind(game.remind_at)
            .bind(game.deadline_at)
            .bind(due_at(game))
            .bind(game.reminders_sent)
            .bind(&game.board_link)
            .bind(Json(&game.skip_votes))
            .bind(game.paused_at)
            .bind(game.proposal.as_ref().map(stored).transpose()?)
            .bind(game.idle_at)
            .bind(game.idle_notice_at)
            .bind(game.id)
            .bind(game.version)
            .bind(seat_clocks(game))
            .fetch_optional(&mut **c)
            .await?
        });
        let Some(finished_before) = finished_before else {
            crate::telemetry::store_conflict();
            return Err(StoreError::Conflict);
        };
        match change {
            Change::Game => {}
            Change::Seats => {
                delete_seats(&mut tx, game.id).await?;
                write_seats(&mut tx, game.id, &game.seats).await?;
            }
            Change::Moves(moves) => {
                // Seat kinds may change with automatic moves (a stand-in).
                delete_seats(&mut tx, game.id).await?;
                write_seats(&mut tx, game.id, &game.seats).await?;
                for mv in moves {
                    insert_move(&mut tx, game.id, &mv).await?;
                }
            }
            Change::Move(mv) => insert_move(&mut tx, game.id, &mv).await?,
            Change::Undo(ply) => {
                on!(&mut tx, c => {
                    sqlx::query("UPDATE moves SET undone = 1 WHERE game_id = $1 AND ply = $2")
                        .bind(game.id)
                        .bind(ply)
                        .execute(&mut **c)
                        .await?;
                });
            }
        }
        for notice in notices {
            insert_notice(&mut tx, &Notice { game_id: game.id, ..notice.clone() }).await?;
        }
        // A game that finishes takes its place in the history and is rated
        // in the same transaction, once.
        if game.status == Status::Finished && finished_before.is_none() {
            finish::finish(&mut tx, game).await?;
        }
        tx.commit().await?;
        game.version += 1;
        Ok(())
    }

    /// Remembers where the last public board of a game was posted. Not
    /// version-guarded: it changes no game state.
    pub async fn set_board_link(&self, game_id: i64, link: &str) -> Result<(), StoreError> {
        on!(&*self.pool, p => {
            sqlx::query("UPDATE games SET board_link = $1 WHERE id = $2").bind(link).bind(game_id).execute(p).await?;
        });
        Ok(())
    }

    /// Rewrites a game's proposal if the game is still at `version`,
    /// without counting as a change (as `set_board_link`): it adds only
    /// where the proposal was posted. A commit since wins.
    pub async fn set_proposal_at(
        &self,
        game_id: i64,
        version: i64,
        proposal: &crate::records::Proposal,
    ) -> Result<(), StoreError> {
        let proposal = stored(proposal)?;
        on!(&*self.pool, p => {
            sqlx::query("UPDATE games SET proposal = $1 WHERE id = $2 AND version = $3")
                .bind(&proposal)
                .bind(game_id)
                .bind(version)
                .execute(p)
                .await?;
        });
        Ok(())
    }

    /// Ids of running games in which the user holds a seat.
    pub async fn running_games_of(&self, user_id: &str) -> Result<Vec<i64>, StoreError> {
        Ok(on!(&*self.pool, p => {
            sqlx::query_scalar(
                "SELECT g.id FROM games g JOIN seats s ON s.game_id = g.id
                 WHERE s.user_id = $1 AND g.status = 'running' ORDER BY g.id",
            )
            .bind(user_id)
            .fetch_all(p)
            .await?
        }))
    }

    // ----- players -----

    pub async fn player(&self, user_id: &str) -> Result<PlayerRecord, StoreError> {
        self.counters.player_read();
        let read = on!(&*self.pool, p => {
            let row = sqlx::query("SELECT * FROM players WHERE user_id = $1").bind(user_id).fetch_optional(p).await?;
            let Some(r) = row else { return Ok(PlayerRecord::new(user_id)) };
            let read = || -> Result<PlayerRecord, load::Damage> {
                Ok(PlayerRecord {
                    user_id: load::column(&r, "user_id")?,
                    remind_where: load::column(&r, "remind_where")?,
                    vacation_since: load::column(&r, "vacation_since")?,
                    vacation_period: load::column(&r, "vacation_period")?,
                    vacation_used: load::column(&r, "vacation_used")?,
                    confirm_final: load::column::<i64>(&r, "confirm_final")? != 0,
                    locale: load::column::<Option<String>>(&r, "locale")?.and_then(|code| crate::i18n::Lang::parse(&code)),
                    time_zone: load::column(&r, "time_zone")?,
                    quiet_from: load::column(&r, "quiet_from")?,
                    quiet_until: load::column(&r, "quiet_until")?,
                })
            };
            read()
        });
        // Damaged preferences fall back to the defaults: they never block a game.
        Ok(read.unwrap_or_else(|why| {
            tracing::warn!(user_id, why, "a player's stored preferences are unreadable; using the defaults");
            PlayerRecord::new(user_id)
        }))
    }

    /// Records the language a player used Aerie in just now (a preference
    /// of its own: saving the others leaves it as it is).
    pub async fn seen_locale(&self, user_id: &str, lang: crate::i18n::Lang) -> Result<(), StoreError> {
        on!(&*self.pool, p => {
            sqlx::query(
                "INSERT INTO players (user_id, locale) VALUES ($1, $2)
                 ON CONFLICT (user_id) DO UPDATE SET locale = excluded.locale",
            )
            .bind(user_id)
            .bind(lang.code())
            .execute(p)
            .await?;
        });
        Ok(())
    }

    pub async fn save_player(&self, player: &PlayerRecord) -> Result<(), StoreError> {
        on!(&*self.pool, p => {
            sqlx::query(
                "INSERT INTO players (user_id, remind_where, vacation_since, vacation_period, vacation_used, confirm_final,
                                      time_zone, quiet_from, quiet_until)
                 VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)
                 ON CONFLICT (user_id) DO UPDATE SET remind_where = excluded.remind_where,
                     vacation_since = excluded.vacation_since, vacation_period = excluded.vacation_period,
                     vacation_used = excluded.vacation_used, confirm_final = excluded.confirm_final,
                     time_zone = excluded.time_zone, quiet_from = excluded.quiet_from,
                     quiet_until = excluded.quiet_until",
            )
            .bind(&player.user_id)
            .bind(&player.remind_where)
            .bind(player.vacation_since)
            .bind(player.vacation_period)
            .bind(player.vacation_used)
            .bind(i64::from(player.confirm_final))
            .bind(&player.time_zone)
            .bind(player.quiet_from)
            .bind(player.quiet_until)
            .execute(p)
            .await?;
        });
        Ok(())
    }

    /// The highest ply ever used in a game, undone moves included.
    pub async fn last_ply(&self, game_id: i64) -> Result<i64, StoreError> {
        Ok(on!(&*self.pool, p => {
            sqlx::query_scalar("SELECT COALESCE(MAX(ply), 0) FROM moves WHERE game_id = $1")
                .bind(game_id)
                .fetch_one(p)
                .await?
        }))
    }
}

async fn insert_notice(tx: &mut Tx, notice: &Notice) -> Result<(), StoreError> {
    // A held notice joins the one already held for that game and player:
    // they get one message when their quiet hours end.
    on!(tx, c => {
        sqlx::query(
            "INSERT INTO outbox (game_id, user_id, channel, deliver_to, text, created_at, language,
                                 next_attempt_at, held)
             SELECT $1, $2, $3, $4, $5, $6, $7, $8, $9
             WHERE $9 = 0 OR NOT EXISTS (
                 SELECT 1 FROM outbox WHERE game_id = $1 AND user_id = $2 AND held = 1
                                        AND delivered_at IS NULL AND failed_at IS NULL)",
        )
        .bind(notice.game_id)
        .bind(&notice.user_id)
        .bind(&notice.channel)
        .bind(&notice.deliver_to)
        .bind(serde_json::to_string(&notice.text).unwrap_or_default())
        .bind(notice.created_at)
        .bind(notice.language.code())
        .bind(notice.held_until)
        .bind(i64::from(notice.held_until.is_some()))
        .execute(&mut **c)
        .await?;
    });
    Ok(())
}

async fn insert_move(tx: &mut Tx, game_id: i64, mv: &MoveRecord) -> Result<(), StoreError> {
    on!(tx, c => {
        sqlx::query(
            "INSERT INTO moves (game_id, ply, seat, user_id, notation, reveals, played_at, by_computer)
             VALUES ($1, $2, $3, $4, $5, $6, $7, $8)",
        )
        .bind(game_id)
        .bind(mv.ply)
        .bind(mv.seat as i64)
        .bind(&mv.user_id)
        .bind(&mv.notation)
        .bind(mv.reveals as i64)
        .bind(mv.played_at)
        .bind(i64::from(mv.by_computer))
        .execute(&mut **c)
        .await?;
    });
    Ok(())
}

async fn delete_seats(tx: &mut Tx, game_id: i64) -> Result<(), StoreError> {
    on!(tx, c => sqlx::query("DELETE FROM seats WHERE game_id = $1").bind(game_id).execute(&mut **c).await?.rows_affected());
    Ok(())
}

async fn write_seats(tx: &mut Tx, game_id: i64, seats: &[SeatRecord]) -> Result<(), StoreError> {
    for (i, seat) in seats.iter().enumerate() {
        on!(&mut *tx, c => {
            sqlx::query("INSERT INTO seats (game_id, seat, user_id, name, kind, level) VALUES ($1, $2, $3, $4, $5, $6)")
                .bind(game_id)
                .bind(i as i64)
                .bind(&seat.user_id)
                .bind(&seat.name)
                .bind(seat.kind.as_str())
                .bind(seat.level.as_str())
                .execute(&mut **c)
                .await?;
        });
    }
    Ok(())
}

/// A record (result, settings, proposal) as JSON to bind: in the shape it
/// has always been stored in (see `records`).
fn stored<T: serde::Serialize>(record: &T) -> Result<Json<serde_json::Value>, StoreError> {
    crate::records::stored_json(record).map(Json).map_err(|e| sqlx::Error::Encode(e.into()).into())
}

/// The awaited seats' clocks as stored: JSON, or NULL for none.
fn seat_clocks(game: &GameRecord) -> Option<String> {
    (!game.seat_clocks.is_empty()).then(|| serde_json::to_string(&game.seat_clocks).unwrap_or_default())
}

/// When a game next needs the scheduler: its next reminder or deadline,
/// or (running) its next look for having no move too long.
fn due_at(game: &GameRecord) -> Option<i64> {
    let idle = game.idle_at.filter(|_| game.status == Status::Running);
    [game.remind_at, game.deadline_at, idle].into_iter().flatten().min()
}
