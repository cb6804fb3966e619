//! What the operator's monitoring asks of the database: whether it answers,
//! how many games there are of each status and how many notices wait.

use super::backend::on;
use super::{Status, Store, StoreError};

impl Store {
    /// The cheapest query there is: whether the database answers.
    pub async fn ping(&self) -> Result<(), StoreError> {
        on!(&*self.pool, p => { sqlx::query("SELECT 1").execute(p).await?; });
        Ok(())
    }

    /// How many games have each status (every status, none left out).
    pub async fn games_by_status(&self) -> Result<Vec<(Status, i64)>, StoreError> {
        let counted: Vec<(String, i64)> = on!(&*self.pool, p => {
            sqlx::query_as("SELECT status, COUNT(*) FROM games GROUP BY status").fetch_all(p).await?
        });
        let count = |status: Status| counted.iter().find(|(s, _)| s == status.as_str()).map_or(0, |(_, n)| *n);
        Ok([Status::Lobby, Status::Running, Status::Finished, Status::Cancelled].map(|s| (s, count(s))).to_vec())
    }

    /// Notices neither delivered nor given up: due, waiting to be tried
    /// again, or being sent.
    pub async fn outbox_backlog(&self) -> Result<i64, StoreError> {
        Ok(on!(&*self.pool, p => {
            sqlx::query_scalar("SELECT COUNT(*) FROM outbox WHERE delivered_at IS NULL AND failed_at IS NULL")
                .fetch_one(p)
                .await?
        }))
    }
}
