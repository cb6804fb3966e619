//! Damage a populated database at random — flip bytes in stored values,
//! give columns values of the wrong type, delete rows, and finally flip
//! bytes in the database file itself — and check that nothing panics, that
//! the untouched games answer and play on as before, the scheduler keeps
//! sending their reminders, and every damaged channel can be cancelled and
//! used again.

use std::sync::Arc;

use rand::seq::SliceRandom;
use rand::{Rng, SeedableRng};
use rand_chacha::ChaCha8Rng;
use sqlx::{Connection, Row, SqliteConnection};

use aerie::clock::ManualClock;
use aerie::store::Store;
use aerie::table::{Command, Place, Table, User};

const START: i64 = 687 * 30 * 24 * 3600;
const KINDS: [&str; 3] = ["tower-up", "cloud-city", "sky-garden"];
/// Looked at in every channel after every damage.
const LOOKS: [&str; 7] =
    ["/game status", "/game board", "/game log", "/game hand", "/game settings", "/games", "/game rules"];

const GAME_COLUMNS: [&str; 21] = [
    "id",
    "guild",
    "channel",
    "kind",
    "options",
    "status",
    "host",
    "seed",
    "version",
    "snapshot",
    "result",
    "created_at",
    "updated_at",
    "turn_since",
    "settings",
    "remind_at",
    "deadline_at",
    "due_at",
    "reminders_sent",
    "board_link",
    "skip_votes",
];
const SEAT_COLUMNS: [&str; 4] = ["seat", "user_id", "name", "kind"];
const MOVE_COLUMNS: [&str; 7] = ["ply", "seat", "user_id", "notation", "reveals", "played_at", "undone"];
const OUTBOX_COLUMNS: [&str; 6] = ["user_id", "channel", "deliver_to", "text", "created_at", "attempts"];

struct Server {
    table: Table,
    clock: Arc<ManualClock>,
    url: String,
}

impl Server {
    async fn open(url: &str, clock: Arc<ManualClock>) -> Result<Server, String> {
        let store = Store::open(url).await.map_err(|e| e.to_string())?;
        Ok(Server { table: Table::new(store, clock.clone()).without_images(), clock, url: url.into() })
    }

    async fn say(&self, channel: &str, who: &str, line: &str) -> Result<String, String> {
        let place = Place { guild: Some("guild".into()), channel: channel.into() };
        let user = User { id: who.into(), name: who.into(), is_admin: who == "admin", manages_server: false };
        let replies = self
            .table
            .handle(&place, &user, Command::parse(line).map_err(|e| aerie::i18n::said_in(aerie::i18n::Lang::En, &e))?)
            .await
            .map_err(|r| aerie::i18n::words(aerie::i18n::Lang::En, &r.0))?;
        Ok(replies.iter().map(|r| aerie::i18n::words(aerie::i18n::Lang::En, &r.text)).collect::<Vec<_>>().join("\n"))
    }

    /// One random legal move in `channel`, if its game lets anyone move.
    async fn random_move(&self, channel: &str, rng: &mut ChaCha8Rng) -> Option<Result<String, String>> {
        let view = self.table.view(channel, "").await.ok()??;
        let who = view.to_move.choose(rng)?.user.clone();
        let legal = self.table.moves_for(channel, &who).await.ok()??.legal;
        let mv = legal.choose(rng)?;
        Some(self.say(channel, &who, &format!("/move action:\"{mv}\"")).await)
    }

    /// Every kind of look, by each player and a watcher; a move; the scheduler.
    async fn exercise(&self, channel: &str, rng: &mut ChaCha8Rng) -> Vec<Result<String, String>> {
        let mut answers = vec![];
        for who in ["alice", "bob", "carol"] {
            for line in LOOKS {
                answers.push(self.say(channel, who, line).await);
            }
        }
        let _ = self.say(channel, "alice", "/game undo").await;
        let _ = self.say(channel, "bob", "/game skip").await;
        let _ = self.random_move(channel, rng).await;
        let _ = self.table.view(channel, "alice").await;
        answers
    }

    /// A scheduler round with simulated time passing; the channels notices went to.
    async fn scheduler_round(&self) -> Vec<String> {
        self.clock.advance(13 * 3600);
        let _ = self.table.tick().await;
        let mut channels = vec![];
        for claim in self.table.claim_notices().await.unwrap_or_default() {
            let _ = self.table.notice_delivered(claim.notice.id).await;
            channels.push(claim.notice.channel);
        }
        channels
    }

    /// A connection that writes what the schema would refuse, as damage does.
    async fn vandal(&self) -> SqliteConnection {
        let mut conn = SqliteConnection::connect(&self.url).await.unwrap();
        sqlx::query("PRAGMA foreign_keys = OFF").execute(&mut conn).await.unwrap();
        sqlx::query("PRAGMA ignore_check_constraints = ON").execute(&mut conn).await.unwrap();
        conn
    }
}

fn url(dir: &std::path::Path) -> String {
    format!("sqlite://{}", dir.join("aerie.db").display())
}

/// One random act of damage to the rows of `game`; says what it did.
async fn damage(conn: &mut SqliteConnection, game: i64, rng: &mut ChaCha8Rng) -> String {
    let (table, columns, key): (&str, &[&str], &str) = match rng.gen_range(0..10) {
        0..=3 => ("games", &GAME_COLUMNS, "id"),
        4..=5 => ("seats", &SEAT_COLUMNS, "game_id"),
        6..=8 => ("moves", &MOVE_COLUMNS, "game_id"),
        _ => ("outbox", &OUTBOX_COLUMNS, "game_id"),
    };
    let rowids: Vec<i64> = sqlx::query_scalar(&format!("SELECT rowid FROM {table} WHERE {key} = ?"))
        .bind(game)
        .fetch_all(&mut *conn)
        .await
        .unwrap();
    let Some(&rowid) = rowids.choose(rng) else { return format!("nothing in {table} of game {game}") };
    let column = *columns.choose(rng).unwrap();
    enum Bad {
        Text(String),
        Bytes(Vec<u8>),
        Literal(&'static str),
    }
    let bad = match rng.gen_range(0..10) {
        // (Deleting a game row frees its channel: no damage to read.)
        0 if table != "games" => {
            sqlx::query(&format!("DELETE FROM {table} WHERE rowid = ?")).bind(rowid).execute(&mut *conn).await.unwrap();
            return format!("deleted a {table} row of game {game}");
        }
        0..=5 => {
            let select = format!("SELECT CAST({column} AS BLOB) FROM {table} WHERE rowid = ?");
            let value: Option<Vec<u8>> = sqlx::query_scalar(&select).bind(rowid).fetch_one(&mut *conn).await.unwrap();
            let Some(mut bytes) = value.filter(|b| !b.is_empty()) else { return format!("{table}.{column} empty") };
            for _ in 0..rng.gen_range(1..=3) {
                let at = rng.gen_range(0..bytes.len());
                bytes[at] ^= rng.gen_range(1..=255u8);
            }
            match String::from_utf8(bytes.clone()) {
                Ok(text) => Bad::Text(text),
                Err(_) => Bad::Bytes(bytes),
            }
        }
        6 => Bad::Literal("x'00fffe'"),
        7 => Bad::Literal("'not what you expect'"),
        8 => Bad::Literal("9.2e18 * 100"),
        _ => Bad::Literal("-9223372036854775808"),
    };
    // NOT NULL and key constraints still hold: such damage simply fails.
    let done = match bad {
        Bad::Text(text) => {
            let sql = format!("UPDATE {table} SET {column} = ? WHERE rowid = ?");
            sqlx::query(&sql).bind(text).bind(rowid).execute(&mut *conn).await
        }
        Bad::Bytes(bytes) => {
            let sql = format!("UPDATE {table} SET {column} = ? WHERE rowid = ?");
            sqlx::query(&sql).bind(bytes).bind(rowid).execute(&mut *conn).await
        }
        Bad::Literal(value) => {
            let sql = format!("UPDATE {table} SET {column} = {value} WHERE rowid = ?");
            sqlx::query(&sql).bind(rowid).execute(&mut *conn).await
        }
    };
    format!("{table}.{column} of game {game}: {}", if done.is_ok() { "damaged" } else { "refused by SQLite" })
}

#[tokio::test]
async fn damaged_rows_and_bytes_break_nothing_beyond_their_own_game() {
    let dir = tempfile::tempdir().unwrap();
    let clock = Arc::new(ManualClock::at(START));
    let s = Server::open(&url(dir.path()), clock.clone()).await.unwrap();
    let mut rng = ChaCha8Rng::seed_from_u64(10);
    // Two damaged games and one healthy game of each kind, a few moves in.
    let victims: Vec<String> = (0..6).map(|i| format!("victim-{i}")).collect();
    let healthy: Vec<String> = (0..3).map(|i| format!("healthy-{i}")).collect();
    let mut ids = vec![];
    for (i, channel) in victims.iter().chain(&healthy).enumerate() {
        s.say(channel, "alice", &format!("/game new game:{}", KINDS[i % 3])).await.unwrap();
        s.say(channel, "bob", "/game join").await.unwrap();
        s.say(channel, "alice", &format!("/game start seed:{i}")).await.unwrap();
        for _ in 0..6 {
            s.random_move(channel, &mut rng).await.unwrap().unwrap();
        }
        ids.push(s.table.store().latest_game(channel).await.unwrap().unwrap().id);
    }
    let mut reminded = std::collections::BTreeSet::new();
    let mut conn = s.vandal().await;
    for round in 0..60 {
        let victim = rng.gen_range(0..victims.len());
        let what = damage(&mut conn, ids[victim], &mut rng).await;
        eprintln!("round {round}: {what}");
        for channel in &victims {
            s.exercise(channel, &mut rng).await;
        }
        for channel in &healthy {
            let answers = s.exercise(channel, &mut rng).await;
            for (answer, line) in answers.iter().zip(LOOKS.iter().cycle()) {
                let refused_hand = line.contains("hand") || line.contains("settings");
                assert!(answer.is_ok() || refused_hand, "round {round} ({what}): `{line}` in {channel}: {answer:?}");
            }
        }
        reminded.extend(s.scheduler_round().await);
    }
    for channel in &healthy {
        assert!(reminded.contains(channel), "{channel} got no reminder: {reminded:?}");
    }
    // The healthy games play to their end.
    for channel in &healthy {
        for _ in 0..3_000 {
            match s.random_move(channel, &mut rng).await {
                Some(answer) => assert!(answer.is_ok(), "{channel}: {answer:?}"),
                None => break,
            }
        }
        let status = s.table.view(channel, "").await.unwrap().unwrap().status;
        assert_eq!(status, "finished", "{channel}");
    }
    // Every damaged channel can be cleared (by a channel manager) and used
    // again (each by its own host: one user holds at most 3 lobbies).
    for (i, channel) in victims.iter().enumerate() {
        let _ = s.say(channel, "admin", "/game cancel").await;
        let host = format!("host{i}");
        s.say(channel, &host, "/game new game:tower-up").await.unwrap_or_else(|e| panic!("{channel}: {e}"));
    }
}

#[tokio::test]
async fn flipped_bytes_in_the_database_file_give_errors_not_panics() {
    let dir = tempfile::tempdir().unwrap();
    let clock = Arc::new(ManualClock::at(START));
    let s = Server::open(&url(dir.path()), clock.clone()).await.unwrap();
    let mut rng = ChaCha8Rng::seed_from_u64(11);
    let channels: Vec<String> = (0..6).map(|i| format!("c{i}")).collect();
    for (i, channel) in channels.iter().enumerate() {
        s.say(channel, "alice", &format!("/game new game:{}", KINDS[i % 3])).await.unwrap();
        s.say(channel, "bob", "/game join").await.unwrap();
        s.say(channel, "alice", "/game start").await.unwrap();
        for _ in 0..4 {
            s.random_move(channel, &mut rng).await.unwrap().unwrap();
        }
    }
    sqlx::query("PRAGMA wal_checkpoint(TRUNCATE)").execute(s.table.store().pool()).await.unwrap();
    let original = std::fs::read(dir.path().join("aerie.db")).unwrap();
    drop(s);
    for trial in 0..12 {
        let copy = tempfile::tempdir().unwrap();
        let mut bytes = original.clone();
        for _ in 0..rng.gen_range(1..=40) {
            // Past the 100-byte header, which SQLite checks on open anyway.
            let at = rng.gen_range(100..bytes.len());
            bytes[at] ^= rng.gen_range(1..=255u8);
        }
        std::fs::write(copy.path().join("aerie.db"), &bytes).unwrap();
        let Ok(s) = Server::open(&url(copy.path()), Arc::new(ManualClock::at(START))).await else {
            eprintln!("trial {trial}: the damaged file does not open (an error, as it should be)");
            continue;
        };
        for channel in &channels {
            s.exercise(channel, &mut rng).await;
            let _ = s.say(channel, "admin", "/game cancel").await;
            let _ = s.say(channel, "alice", "/game new game:tower-up").await;
        }
        s.scheduler_round().await;
        // Preferences shared by every game may be damaged too.
        let mut conn = s.vandal().await;
        let _ = sqlx::query("INSERT OR REPLACE INTO players VALUES ('alice', 'dm', 'x', x'ff', 1e300)")
            .execute(&mut conn)
            .await;
        for channel in &channels {
            let _ = s.say(channel, "alice", "/vacation on").await;
            let _ = s.say(channel, "alice", "/game status").await;
        }
        s.scheduler_round().await;
        let _ = conn.close().await;
        let _: Option<i64> =
            sqlx::query("SELECT 1").fetch_optional(s.table.store().pool()).await.ok().flatten().map(|r| r.get(0));
    }
}
