//! `aerie backup FILE`: a consistent copy of a SQLite database, safe while
//! the bot runs. Copying `aerie.db` with `cp` is not: in WAL mode recent
//! commits live in `aerie.db-wal` until a checkpoint, and a file copied
//! while one lands is torn. SQLite's `VACUUM INTO` writes the copy from one
//! read transaction, so it holds exactly the commits made before it began,
//! while the bot goes on writing.

use std::path::{Path, PathBuf};
use std::str::FromStr;
use std::time::Duration;

use sqlx::sqlite::SqliteConnectOptions;
use sqlx::{Connection, SqliteConnection};

use super::open::is_postgres_url;

#[derive(Debug, thiserror::Error)]
pub enum BackupError {
    /// Nothing was copied, for this reason.
    #[error("{0}")]
    Refused(String),
    #[error("database error: {0}")]
    Database(#[from] sqlx::Error),
}

/// What a backup wrote.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Backup {
    pub bytes: u64,
    /// Games in the copy, of any status.
    pub games: i64,
}

/// Copies the SQLite database at `url` (as `Store::open` takes it; it must
/// exist) to `target`, replacing a file there only once the new copy is
/// complete and checked (`PRAGMA integrity_check`). PostgreSQL is refused:
/// `pg_dump` backs it up.
pub async fn backup(url: &str, target: &Path) -> Result<Backup, BackupError> {
    let refuse = BackupError::Refused;
    if is_postgres_url(url) {
        return Err(refuse("this is a PostgreSQL database: back it up with pg_dump".into()));
    }
    let url = if url.starts_with("sqlite:") { url.to_string() } else { format!("sqlite://{url}") };
    let options = SqliteConnectOptions::from_str(&url)?.busy_timeout(Duration::from_secs(5));
    let source = options.get_filename().to_path_buf();
    if !source.exists() {
        return Err(refuse(format!("{} does not exist", source.display())));
    }
    // Written beside the target, then renamed over it: a failed backup
    // never replaces a good one.
    let partial = PathBuf::from(format!("{}.partial", target.display()));
    remove_if_present(&partial)?;
    let mut conn = SqliteConnection::connect_with(&options).await?;
    let written = sqlx::query("VACUUM INTO $1").bind(partial.display().to_string()).execute(&mut conn).await;
    conn.close().await?;
    if let Err(e) = written {
        let _ = std::fs::remove_file(&partial);
        return Err(e.into());
    }
    let checked = check(&partial).await;
    let games = match checked {
        Ok(games) => games,
        Err(e) => {
            let _ = std::fs::remove_file(&partial);
            return Err(e);
        }
    };
    std::fs::File::open(&partial).and_then(|f| f.sync_all()).map_err(sqlx::Error::Io)?;
    std::fs::rename(&partial, target).map_err(sqlx::Error::Io)?;
    let bytes = std::fs::metadata(target).map_err(sqlx::Error::Io)?.len();
    Ok(Backup { bytes, games })
}

/// Checks a copy page by page and counts its games.
async fn check(copy: &Path) -> Result<i64, BackupError> {
    let options = SqliteConnectOptions::new().filename(copy).read_only(true);
    let mut conn = SqliteConnection::connect_with(&options).await?;
    let verdict: String = sqlx::query_scalar("PRAGMA integrity_check").fetch_one(&mut conn).await?;
    let games = sqlx::query_scalar("SELECT COUNT(*) FROM games").fetch_one(&mut conn).await;
    conn.close().await?;
    if verdict != "ok" {
        return Err(BackupError::Refused(format!("the copy fails its integrity check: {verdict}")));
    }
    Ok(games?)
}

fn remove_if_present(path: &Path) -> Result<(), BackupError> {
    match std::fs::remove_file(path) {
        Err(e) if e.kind() != std::io::ErrorKind::NotFound => Err(sqlx::Error::Io(e).into()),
        _ => Ok(()),
    }
}
