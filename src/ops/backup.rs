//! `aerie backup FILE`: a consistent copy of the SQLite database while the
//! bot runs (see `store::backup`); one line says what was written.

use std::path::Path;

use crate::discord::config::redact_url;
use crate::store::backup;

/// Backs up `db` (or `DATABASE_URL`) to `file`: the line to print, or why not.
pub async fn run(file: &Path, db: Option<String>) -> Result<String, String> {
    let url = db.unwrap_or_else(crate::discord::config::database_url_from_env);
    let shown = redact_url(&url);
    match backup::backup(&url, file).await {
        Ok(done) => Ok(format!(
            "backed up {shown} to {}: {} KB, {} game{}, integrity ok",
            file.display(),
            done.bytes.div_ceil(1024),
            done.games,
            if done.games == 1 { "" } else { "s" }
        )),
        Err(backup::BackupError::Refused(why)) => Err(format!("can't back up {shown}: {why}")),
        Err(e) => Err(format!("backing up {shown} failed: {e}")),
    }
}
