//! How long players take to move, read off the move log: each move a
//! person made (not the computer) that began their turn counts the time
//! since the move before it, which is when the game began waiting for
//! them. A seat's further steps in the same turn, and a game's first move
//! (its start is not stored), are not waits.

use super::backend::on;
use super::{Store, StoreError};

/// One wait: a person's move, and how long the game waited for it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Wait {
    pub game_id: i64,
    pub user_id: String,
    pub kind: String,
    pub seconds: i64,
    /// When the move was made.
    pub played_at: i64,
}

/// The waits of the moves chosen by `games` (a subquery of game ids, `$1`
/// and `$2` its parameters) made by people, as `Wait` rows.
macro_rules! waits_in {
    ($games:literal) => {
        concat!(
            "SELECT m.game_id, m.user_id, g.kind, m.played_at - m.prev_at AS seconds, m.played_at
             FROM (SELECT game_id, seat, user_id, played_at, by_computer,
                          LAG(played_at) OVER (PARTITION BY game_id ORDER BY ply) AS prev_at,
                          LAG(seat) OVER (PARTITION BY game_id ORDER BY ply) AS prev_seat
                   FROM moves WHERE undone = 0 AND game_id IN (",
            $games,
            ")) m
             JOIN games g ON g.id = m.game_id
             WHERE m.by_computer = 0 AND m.prev_seat IS NOT NULL AND m.prev_seat <> m.seat
             ORDER BY m.game_id"
        )
    };
}

impl Store {
    /// A player's waits on a server since `since`, in its running and
    /// finished games.
    pub async fn waits_of(&self, guild: &str, user_id: &str, since: i64) -> Result<Vec<Wait>, StoreError> {
        let rows: Vec<Row> = on!(&*self.pool, p => {
            sqlx::query_as(waits_in!(
                "SELECT s.game_id FROM seats s JOIN games sg ON sg.id = s.game_id
                 WHERE s.user_id = $1 AND sg.guild = $2 AND sg.status IN ('running', 'finished')"
            ))
            .bind(user_id)
            .bind(guild)
            .fetch_all(p)
            .await?
        });
        Ok(waits(rows).into_iter().filter(|w| w.user_id == user_id && w.played_at >= since).collect())
    }

    /// The waits in the latest `limit` finished games of `kind` on a server.
    pub async fn finished_waits(&self, guild: &str, kind: &str, limit: i64) -> Result<Vec<Wait>, StoreError> {
        let rows: Vec<Row> = on!(&*self.pool, p => {
            sqlx::query_as(waits_in!(
                "SELECT id FROM (SELECT id FROM games WHERE guild = $1 AND kind = $2 AND status = 'finished'
                                 ORDER BY id DESC LIMIT $3) AS latest"
            ))
            .bind(guild)
            .bind(kind)
            .bind(limit)
            .fetch_all(p)
            .await?
        });
        Ok(waits(rows))
    }

    /// How many games of `kind` finished on a server.
    pub async fn finished_count(&self, guild: &str, kind: &str) -> Result<i64, StoreError> {
        Ok(on!(&*self.pool, p => {
            sqlx::query_scalar("SELECT COUNT(*) FROM games WHERE guild = $1 AND kind = $2 AND status = 'finished'")
                .bind(guild)
                .bind(kind)
                .fetch_one(p)
                .await?
        }))
    }
}

type Row = (i64, String, String, i64, i64);

fn waits(rows: Vec<Row>) -> Vec<Wait> {
    rows.into_iter()
        .map(|(game_id, user_id, kind, seconds, played_at)| Wait { game_id, user_id, kind, seconds, played_at })
        .filter(|w| w.seconds >= 0)
        .collect()
}
