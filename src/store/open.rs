//! Opening the database, SQLite or PostgreSQL by the URL, and applying the
//! migrations for that backend (migrations/ and migrations_pg/, embedded).
//!
//! PostgreSQL: sqlx's migrator holds an advisory lock while it runs, so
//! processes starting together apply each migration once.
//!
//! SQLite: safe when several processes start at once on a
//! new file. Migrations run inside one `BEGIN IMMEDIATE` transaction, so a
//! second process waits for the first to finish and then finds nothing to
//! do; a start-up race SQLite still reports (a busy lock, a table created
//! meanwhile) is retried a few times after looking again.

use std::str::FromStr;
use std::sync::Arc;
use std::time::Duration;

use sqlx::postgres::{PgConnectOptions, PgPoolOptions};
use sqlx::sqlite::{SqliteConnectOptions, SqliteJournalMode, SqlitePoolOptions, SqliteSynchronous};
use sqlx::{Acquire, Connection, PgPool, SqlitePool};

use super::backend::Backend;
use super::{wakeups, Store, StoreError};

pub(super) static MIGRATOR: sqlx::migrate::Migrator = sqlx::migrate!("./migrations");
pub(super) static MIGRATOR_PG: sqlx::migrate::Migrator = sqlx::migrate!("./migrations_pg");

/// Connections per process on PostgreSQL (besides the one that listens).
const PG_CONNECTIONS: u32 = 8;

/// Attempts at opening before giving up (each waits longer, with jitter).
const OPEN_ATTEMPTS: u32 = 8;

impl Store {
    /// Opens the database at `url` and applies migrations: PostgreSQL for
    /// `postgres://…` (or `postgresql://…`), else SQLite (`sqlite://aerie.db`
    /// or a plain file path, created if needed).
    pub async fn open(url: &str) -> Result<Store, StoreError> {
        if is_postgres_url(url) {
            let pool = open_postgres(url).await?;
            let store = Store {
                pool: Arc::new(Backend::Postgres(pool.clone())),
                wakeup: Arc::default(),
                counters: Arc::default(),
            };
            wakeups::listen(pool, &store.wakeup);
            return Ok(store);
        }
        let mut delay = Duration::from_millis(50);
        for attempt in 1.. {
            match try_open(url).await {
                Ok(pool) => {
                    return Ok(Store {
                        pool: Arc::new(Backend::Sqlite(pool)),
                        wakeup: Arc::default(),
                        counters: Arc::default(),
                    })
                }
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

/// Whether `url` names a PostgreSQL database.
pub fn is_postgres_url(url: &str) -> bool {
    url.starts_with("postgres://") || url.starts_with("postgresql://")
}

async fn open_postgres(url: &str) -> Result<PgPool, StoreError> {
    let options = PgConnectOptions::from_str(url)?.application_name("aerie");
    let pool = PgPoolOptions::new()
        .max_connections(PG_CONNECTIONS)
        .acquire_timeout(Duration::from_secs(10))
        .connect_with(options)
        .await?;
    MIGRATOR_PG.run(&pool).await?;
    Ok(pool)
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
