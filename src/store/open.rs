//! Opening the database: safe when several processes start at once on a
//! new file. Migrations run inside one `BEGIN IMMEDIATE` transaction, so a
//! second process waits for the first to finish and then finds nothing to
//! do; a start-up race SQLite still reports (a busy lock, a table created
//! meanwhile) is retried a few times after looking again.

use std::str::FromStr;
use std::sync::Arc;
use std::time::Duration;

use sqlx::sqlite::{SqliteConnectOptions, SqliteJournalMode, SqlitePoolOptions, SqliteSynchronous};
use sqlx::{Acquire, Connection, SqlitePool};

use super::{Store, StoreError};

static MIGRATOR: sqlx::migrate::Migrator = sqlx::migrate!("./migrations");

/// Attempts at opening before giving up (each waits longer, with jitter).
const OPEN_ATTEMPTS: u32 = 8;

impl Store {
    /// Opens (creating if needed) the database at `url`, e.g.
    /// `sqlite://aerie.db` or a plain file path, and applies migrations.
    pub async fn open(url: &str) -> Result<Store, StoreError> {
        let mut delay = Duration::from_millis(50);
        for attempt in 1.. {
            match try_open(url).await {
                Ok(pool) => return Ok(Store { pool, wakeup: Arc::default() }),
                Err(e) if attempt < OPEN_ATTEMPTS && is_startup_race(&e) => {
                    tracing::info!(attempt, error = %e, "database busy at start-up; trying again");
                    let jitter = Duration::from_millis(rand::random::<u64>() % 50);
                    tokio::time::sleep(delay + jitter).await;
                    delay *= 2;
                }
                Err(e) => return Err(e),
            }
        }
        unreachable!("the loop returns")
    }
}

async fn try_open(url: &str) -> Result<SqlitePool, StoreError> {
    let url = if url.starts_with("sqlite:") { url.to_string() } else { format!("sqlite://{url}") };
    let in_memory = url.contains(":memory:") || url.contains("mode=memory");
    let options = SqliteConnectOptions::from_str(&url)?
        .create_if_missing(true)
        .journal_mode(SqliteJournalMode::Wal)
        .synchronous(SqliteSynchronous::Normal)
        .foreign_keys(true)
        .busy_timeout(Duration::from_secs(5));
    let pool = SqlitePoolOptions::new()
        // Each in-memory connection would be a separate database.
        .max_connections(if in_memory { 1 } else { 4 })
        .connect_with(options)
        .await?;
    migrate(&pool).await?;
    Ok(pool)
}

/// Applies the pending migrations holding the database's write lock
/// throughout: the migrator's own transactions nest as savepoints.
async fn migrate(pool: &SqlitePool) -> Result<(), StoreError> {
    let mut conn = pool.acquire().await?;
    let mut tx = conn.begin_with("BEGIN IMMEDIATE").await?;
    MIGRATOR.run(tx.acquire().await?).await?;
    tx.commit().await?;
    Ok(())
}

/// Errors that another process starting at the same moment can cause.
fn is_startup_race(e: &StoreError) -> bool {
    let text = e.to_string();
    ["database is locked", "busy", "already exists", "duplicate column"].iter().any(|s| text.contains(s))
}
