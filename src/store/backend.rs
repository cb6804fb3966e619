//! The two databases the store runs on, behind one enum: SQLite (embedded,
//! the default) and PostgreSQL (for several processes sharing the work).
//!
//! Most SQL is written once and run on either: `$1` placeholders, `RETURNING`,
//! `ON CONFLICT` and partial indexes mean the same on both. The [`on!`] macro
//! runs one block of code with whichever pool or transaction the store has,
//! so each query is spelled once and type-checked against both backends.

use sqlx::{PgPool, Postgres, Sqlite, SqlitePool, Transaction};

/// One value per backend.
pub(super) enum Backend<S, P> {
    Sqlite(S),
    Postgres(P),
}

pub(super) type Pool = Backend<SqlitePool, PgPool>;
pub(super) type Tx = Backend<Transaction<'static, Sqlite>, Transaction<'static, Postgres>>;

/// Runs `$body` with `$x` bound to the SQLite or the PostgreSQL value in
/// `$backend`; both arms must give the same type (so turn query results into
/// plain values inside the block).
macro_rules! on {
    ($backend:expr, $x:ident => $body:expr) => {
        match $backend {
            $crate::store::backend::Backend::Sqlite($x) => $body,
            $crate::store::backend::Backend::Postgres($x) => $body,
        }
    };
}
pub(super) use on;

impl Pool {
    pub(super) async fn begin(&self) -> Result<Tx, sqlx::Error> {
        Ok(match self {
            Backend::Sqlite(pool) => Backend::Sqlite(pool.begin().await?),
            Backend::Postgres(pool) => Backend::Postgres(pool.begin().await?),
        })
    }

    pub(super) fn is_postgres(&self) -> bool {
        matches!(self, Backend::Postgres(_))
    }

    /// The statement for this backend, where the two dialects differ.
    pub(super) fn sql(&self, sqlite: &'static str, postgres: &'static str) -> &'static str {
        if self.is_postgres() {
            postgres
        } else {
            sqlite
        }
    }
}

impl Tx {
    pub(super) async fn commit(self) -> Result<(), sqlx::Error> {
        on!(self, tx => tx.commit().await)
    }
}
