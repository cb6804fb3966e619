//! Waking the schedulers of other processes (PostgreSQL only).
//!
//! A trigger (migrations_pg/0002_wakeups.sql) sends `NOTIFY aerie_wakeup`
//! whenever a commit sets a game's due time or queues a notice; every
//! process LISTENs and wakes its scheduler, which looks at the database
//! afresh. Notifications are lost while the listening connection is down,
//! so a lost connection wakes the scheduler too, and a slow poll covers
//! anything else.

use std::sync::{Arc, Weak};
use std::time::Duration;

use sqlx::postgres::PgListener;
use sqlx::PgPool;
use tokio::sync::Notify;

use super::{Store, StoreError};

/// The channel the trigger notifies.
pub(super) const CHANNEL: &str = "aerie_wakeup";
/// The safety net: the scheduler looks at least this often.
const POLL: Duration = Duration::from_secs(30);
/// The pause before listening again after the connection failed.
const RECONNECT: Duration = Duration::from_secs(2);

/// Listens for wake-ups for as long as the store (its `wakeup`) lives.
pub(super) fn listen(pool: PgPool, wakeup: &Arc<Notify>) {
    let wakeup = Arc::downgrade(wakeup);
    tokio::spawn(async move {
        while wakeup.strong_count() > 0 {
            if let Err(e) = listen_once(&pool, &wakeup).await {
                tracing::warn!(error = %e, "listening for other processes' wake-ups failed; listening again");
                wake(&wakeup);
                tokio::time::sleep(RECONNECT).await;
            }
        }
    });
}

async fn listen_once(pool: &PgPool, wakeup: &Weak<Notify>) -> Result<(), sqlx::Error> {
    let mut listener = PgListener::connect_with(pool).await?;
    listener.listen(CHANNEL).await?;
    loop {
        match tokio::time::timeout(POLL, listener.try_recv()).await {
            // A notification, or the poll's time: look now.
            Ok(Ok(Some(_))) | Err(_) => {}
            // The connection dropped (it reconnects on the next call):
            // notifications may have been missed meanwhile.
            Ok(Ok(None)) => {}
            Ok(Err(e)) => return Err(e),
        }
        if !wake(wakeup) {
            return Ok(());
        }
    }
}

/// Wakes the scheduler; false once the store is gone.
fn wake(wakeup: &Weak<Notify>) -> bool {
    match wakeup.upgrade() {
        Some(notify) => {
            notify.notify_one();
            true
        }
        None => false,
    }
}

impl Store {
    /// Tells every process's scheduler (this one's included) to look for
    /// due work now: for tests and tools that moved the clock.
    pub async fn wake_all(&self) -> Result<(), StoreError> {
        self.wakeup.notify_one();
        if let Some(pool) = self.postgres_pool() {
            sqlx::query("SELECT pg_notify($1, '')").bind(CHANNEL).execute(pool).await?;
        }
        Ok(())
    }
}
