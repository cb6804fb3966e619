//! Which database a test runs on, and a fresh one for each test.
//!
//! PostgreSQL tests use the server at `AERIE_TEST_PG_URL` (`.ci/pg-start`
//! starts one; see the README), each in a schema of its own, so tests run in
//! parallel. Without that variable they are skipped with a note, except
//! where PostgreSQL is required: under CI (`CI` set, or `AERIE_REQUIRE_PG=1`
//! as `.ci/run` exports) a missing server fails the test.

use std::sync::atomic::{AtomicU64, Ordering};

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Backend {
    Sqlite,
    Postgres,
}

/// The server's URL, or `None` (skip) where PostgreSQL is not required.
pub fn pg_server() -> Option<String> {
    match std::env::var("AERIE_TEST_PG_URL").ok().filter(|u| !u.is_empty()) {
        Some(url) => Some(url),
        None if required() => {
            panic!("AERIE_TEST_PG_URL is not set but PostgreSQL is required here (CI or AERIE_REQUIRE_PG=1); see .ci/pg-start")
        }
        None => {
            eprintln!("skipped: AERIE_TEST_PG_URL is not set (PostgreSQL tests run where it is; see the README)");
            None
        }
    }
}

fn required() -> bool {
    let set = |name: &str| std::env::var(name).is_ok_and(|v| !v.is_empty() && v != "0" && v != "false");
    set("AERIE_REQUIRE_PG") || set("CI")
}

/// A fresh, empty PostgreSQL schema on the test server, as a database URL
/// whose connections use it.
pub async fn fresh_pg_database(server: &str) -> String {
    use sqlx::Connection;
    static NEXT: AtomicU64 = AtomicU64::new(0);
    let schema =
        format!("test_{}_{}_{}", std::process::id(), NEXT.fetch_add(1, Ordering::SeqCst), rand::random::<u32>());
    let mut conn = sqlx::PgConnection::connect(server).await.expect("connect to AERIE_TEST_PG_URL");
    sqlx::query(&format!("CREATE SCHEMA {schema}")).execute(&mut conn).await.unwrap();
    let sep = if server.contains('?') { '&' } else { '?' };
    format!("{server}{sep}options=-c%20search_path%3D{schema}")
}

/// A fresh database on `backend`: its URL, or `None` if the test is skipped.
pub async fn fresh_database(backend: Backend, dir: &std::path::Path) -> Option<String> {
    match backend {
        Backend::Sqlite => Some(dir.join("aerie.db").display().to_string()),
        Backend::Postgres => Some(fresh_pg_database(&pg_server()?).await),
    }
}

/// For each `name`, a module `name` with the tests `sqlite` and `postgres`,
/// each running `async fn name(backend: Backend)`.
#[macro_export]
macro_rules! on_both_backends {
    ($($name:ident),* $(,)?) => {$(
        mod $name {
            #[tokio::test]
            async fn sqlite() {
                super::$name($crate::support::Backend::Sqlite).await
            }
            #[tokio::test]
            async fn postgres() {
                if $crate::support::backend::pg_server().is_some() {
                    super::$name($crate::support::Backend::Postgres).await
                }
            }
        }
    )*};
}
