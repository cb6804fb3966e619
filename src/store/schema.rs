//! What `aerie check` asks of a database without changing it: can it be
//! reached, and how its schema stands against this binary's migrations
//! (those the bot would apply on start, and any it could not).

use std::collections::HashMap;
use std::path::PathBuf;
use std::str::FromStr;
use std::time::Duration;

use sqlx::postgres::PgConnectOptions;
use sqlx::sqlite::SqliteConnectOptions;
use sqlx::{Connection, PgConnection, SqliteConnection};

use super::open::{is_postgres_url, MIGRATOR, MIGRATOR_PG};
use super::StoreError;

/// How long reaching the database may take before it counts as unreachable.
const CONNECT_WITHIN: Duration = Duration::from_secs(10);

/// A migration recorded in the database: version, checksum, success.
type Applied = (i64, Vec<u8>, bool);
const APPLIED: &str = "SELECT version, checksum, success FROM _sqlx_migrations";

/// A database's schema against this binary's migrations.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Schema {
    /// A SQLite file not made yet: the bot creates it (its folder exists).
    NotCreated,
    /// The database exists; `applied` of the binary's `known` migrations
    /// are in it.
    Found {
        applied: usize,
        known: usize,
        /// Migrations recorded in the database that this binary lacks: a
        /// newer version of aerie wrote it.
        unknown: Vec<i64>,
        /// Migrations applied from a different text than this binary's,
        /// or left half done: the bot refuses to start on them.
        damaged: Vec<i64>,
    },
}

impl Schema {
    /// Whether the bot can start on it (migrating what is missing).
    pub fn is_usable(&self) -> bool {
        match self {
            Schema::NotCreated => true,
            Schema::Found { unknown, damaged, .. } => unknown.is_empty() && damaged.is_empty(),
        }
    }
}

impl std::fmt::Display for Schema {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            Schema::NotCreated => write!(f, "not created yet; the bot creates it on start"),
            Schema::Found { unknown, .. } if !unknown.is_empty() => write!(
                f,
                "migrated by a newer aerie (migration {} is unknown to this binary); run that version or restore a backup",
                list(unknown)
            ),
            Schema::Found { damaged, .. } if !damaged.is_empty() => write!(
                f,
                "migration {} was changed or left half done; restore a backup",
                list(damaged)
            ),
            Schema::Found { applied, known, .. } if applied == known => {
                write!(f, "all {known} migrations applied")
            }
            Schema::Found { applied, known, .. } => write!(
                f,
                "{applied} of {known} migrations applied; the bot applies the other {} on start",
                known - applied
            ),
        }
    }
}

fn list(versions: &[i64]) -> String {
    versions.iter().map(i64::to_string).collect::<Vec<_>>().join(", ")
}

/// Looks at the database at `url` (as `Store::open` takes it) without
/// creating or migrating anything.
pub async fn inspect(url: &str) -> Result<Schema, StoreError> {
    let within = |work| async move {
        tokio::time::timeout(CONNECT_WITHIN, work).await.unwrap_or(Err(sqlx::Error::PoolTimedOut))
    };
    let schema = if is_postgres_url(url) {
        let options = PgConnectOptions::from_str(url)?.application_name("aerie check");
        let mut conn = within(PgConnection::connect_with(&options)).await?;
        let exists: bool =
            sqlx::query_scalar("SELECT to_regclass('_sqlx_migrations') IS NOT NULL").fetch_one(&mut conn).await?;
        let rows = match exists {
            true => sqlx::query_as(APPLIED).fetch_all(&mut conn).await?,
            false => vec![],
        };
        conn.close().await?;
        compare(&MIGRATOR_PG, rows)
    } else {
        let url = if url.starts_with("sqlite:") { url.to_string() } else { format!("sqlite://{url}") };
        let options = SqliteConnectOptions::from_str(&url)?.read_only(true).busy_timeout(Duration::from_secs(5));
        let file = options.get_filename().to_path_buf();
        if !url.contains(":memory:") && !file.exists() {
            return creatable(file);
        }
        let mut conn = SqliteConnection::connect_with(&options).await?;
        let exists: bool = sqlx::query_scalar(
            "SELECT COUNT(*) > 0 FROM sqlite_master WHERE type = 'table' AND name = '_sqlx_migrations'",
        )
        .fetch_one(&mut conn)
        .await?;
        let rows = match exists {
            true => sqlx::query_as(APPLIED).fetch_all(&mut conn).await?,
            false => vec![],
        };
        conn.close().await?;
        compare(&MIGRATOR, rows)
    };
    Ok(schema)
}

/// A SQLite file that does not exist yet is fine if its folder does.
fn creatable(file: PathBuf) -> Result<Schema, StoreError> {
    let folder = file.parent().filter(|p| !p.as_os_str().is_empty()).unwrap_or(std::path::Path::new("."));
    match folder.is_dir() {
        true => Ok(Schema::NotCreated),
        false => Err(StoreError::Database(sqlx::Error::Io(std::io::Error::new(
            std::io::ErrorKind::NotFound,
            format!("the folder {} does not exist", folder.display()),
        )))),
    }
}

/// The database's applied migrations (rows of version, checksum, success)
/// against the binary's.
fn compare(migrator: &sqlx::migrate::Migrator, rows: Vec<Applied>) -> Schema {
    let applied: HashMap<i64, (Vec<u8>, bool)> = rows.into_iter().map(|(v, c, s)| (v, (c, s))).collect();
    let known: HashMap<i64, &[u8]> = migrator
        .iter()
        .filter(|m| !m.migration_type.is_down_migration())
        .map(|m| (m.version, m.checksum.as_ref()))
        .collect();
    let mut unknown: Vec<i64> = applied.keys().filter(|v| !known.contains_key(v)).copied().collect();
    let mut damaged: Vec<i64> = applied
        .iter()
        .filter(|(v, (checksum, success))| !success || known.get(v).is_some_and(|k| k != checksum))
        .map(|(v, _)| *v)
        .collect();
    unknown.sort_unstable();
    damaged.sort_unstable();
    let applied = applied.keys().filter(|v| known.contains_key(v)).count();
    Schema::Found { applied, known: known.len(), unknown, damaged }
}
