//! Upgrades keep every game. Games in every state are played with today's
//! code, their rows written out as plain SQL, and loaded into a database at
//! each earlier schema version (the migrations up to it, on SQLite and on
//! PostgreSQL, each its own history), keeping only the columns that version
//! had; opening it migrates to the latest. Every game must then load, its
//! log must replay to its stored state, and every finished game keep its
//! scores, ranks and winners.

use crate::support::{self, Backend, Harness};

use std::borrow::Cow;

use sqlx::migrate::Migrator;
use sqlx::{Connection, Row};

use aerie::catalog;
use aerie::store::{GameRecord, Status, Store};

crate::on_both_backends!(every_game_survives_an_upgrade_from_each_earlier_schema);

static MIGRATIONS: Migrator = sqlx::migrate!("./migrations");
static MIGRATIONS_PG: Migrator = sqlx::migrate!("./migrations_pg");

/// A column of the tables a game is kept in: its name, the migration that
/// added it, and whether it holds a number (else text).
struct Column(&'static str, i64, bool);

const GAMES: &[Column] = &[
    Column("id", 1, true),
    Column("guild", 1, false),
    Column("channel", 1, false),
    Column("kind", 1, false),
    Column("options", 1, false),
    Column("status", 1, false),
    Column("host", 1, false),
    Column("seed", 1, true),
    Column("version", 1, true),
    Column("snapshot", 1, false),
    Column("result", 1, false),
    Column("created_at", 1, true),
    Column("updated_at", 1, true),
    Column("turn_since", 1, true),
    Column("settings", 1, false),
    Column("remind_at", 1, true),
    Column("deadline_at", 1, true),
    Column("due_at", 1, true),
    Column("reminders_sent", 1, true),
    Column("board_link", 1, false),
    Column("skip_votes", 1, false),
    Column("paused_at", 4, true),
    Column("proposal", 4, false),
    Column("finished_at", 8, true),
    Column("rematch_of", 9, true),
    Column("history_no", 11, true),
    Column("history_kind_no", 11, true),
    Column("idle_at", 12, true),
    Column("idle_notice_at", 12, true),
];

const SEATS: &[Column] = &[
    Column("game_id", 1, true),
    Column("seat", 1, true),
    Column("user_id", 1, false),
    Column("name", 1, false),
    Column("kind", 1, false),
    Column("level", 3, false),
];

const MOVES: &[Column] = &[
    Column("game_id", 1, true),
    Column("ply", 1, true),
    Column("seat", 1, true),
    Column("user_id", 1, false),
    Column("notation", 1, false),
    Column("reveals", 1, true),
    Column("played_at", 1, true),
    Column("undone", 1, true),
    Column("by_computer", 12, true),
];

/// A database connection of either kind.
enum Conn {
    Sqlite(sqlx::SqliteConnection),
    Postgres(sqlx::PgConnection),
}

impl Conn {
    async fn open(backend: Backend, url: &str) -> Conn {
        match backend {
            Backend::Sqlite => {
                let options = url.parse::<sqlx::sqlite::SqliteConnectOptions>().unwrap().create_if_missing(true);
                Conn::Sqlite(sqlx::SqliteConnection::connect_with(&options).await.unwrap())
            }
            Backend::Postgres => Conn::Postgres(sqlx::PgConnection::connect(url).await.unwrap()),
        }
    }

    /// The migrations up to `version`, as a database of that version had them.
    async fn migrate_to(&mut self, version: i64) {
        let only_to = |all: &Migrator| {
            let kept: Vec<_> = all.migrations.iter().filter(|m| m.version <= version).cloned().collect();
            Migrator { migrations: Cow::Owned(kept), ..Migrator::DEFAULT }
        };
        match self {
            Conn::Sqlite(c) => only_to(&MIGRATIONS).run(c).await.unwrap(),
            Conn::Postgres(c) => only_to(&MIGRATIONS_PG).run(c).await.unwrap(),
        }
    }

    async fn execute(&mut self, sql: &str) {
        match self {
            Conn::Sqlite(c) => sqlx::raw_sql(sql).execute(c).await.map(|_| ()),
            Conn::Postgres(c) => sqlx::raw_sql(sql).execute(c).await.map(|_| ()),
        }
        .unwrap_or_else(|e| panic!("{e}: {sql}"));
    }

    /// Every row of `table` as SQL literals, column by column.
    async fn rows(&mut self, table: &str, columns: &[Column]) -> Vec<Vec<String>> {
        // (PostgreSQL keeps JSON as JSONB: read as its text.)
        let pg = matches!(self, Conn::Postgres(_));
        let names: Vec<String> =
            columns.iter().map(|c| if pg && !c.2 { format!("{}::text", c.0) } else { c.0.to_string() }).collect();
        let sql = format!("SELECT {} FROM {table}", names.join(", "));
        macro_rules! literals {
            ($rows:expr) => {
                $rows
                    .iter()
                    .map(|row| {
                        columns
                            .iter()
                            .enumerate()
                            .map(|(i, column)| match column.2 {
                                true => row.get::<Option<i64>, _>(i).map_or("NULL".into(), |n| n.to_string()),
                                false => row
                                    .get::<Option<String>, _>(i)
                                    .map_or("NULL".into(), |s| format!("'{}'", s.replace('\'', "''"))),
                            })
                            .collect()
                    })
                    .collect()
            };
        }
        match self {
            Conn::Sqlite(c) => literals!(sqlx::query(&sql).fetch_all(c).await.unwrap()),
            Conn::Postgres(c) => literals!(sqlx::query(&sql).fetch_all(c).await.unwrap()),
        }
    }
}

/// `rows` of `table` as INSERT statements holding only the columns a
/// database at `version` has.
fn inserts(table: &str, columns: &[Column], rows: &[Vec<String>], version: i64) -> String {
    let kept: Vec<usize> = (0..columns.len()).filter(|&i| columns[i].1 <= version).collect();
    let names: Vec<&str> = kept.iter().map(|&i| columns[i].0).collect();
    rows.iter()
        .map(|row| {
            let values: Vec<&str> = kept.iter().map(|&i| row[i].as_str()).collect();
            format!("INSERT INTO {table} ({}) VALUES ({});\n", names.join(", "), values.join(", "))
        })
        .collect()
}

/// Games in every state, played with today's code: a lobby, a running game
/// with moves, finished ones (one played to the end, one resigned, with a
/// computer), a cancelled one; each moved to a channel of its own.
async fn games_of_every_state(backend: Backend) -> Option<Harness> {
    if backend == Backend::Postgres && support::backend::pg_server().is_none() {
        return None;
    }
    let mut h = Harness::fast_on(backend).await;
    let mut db = Conn::open(backend, &h.url).await;
    let mut moved = 0;
    let mut aside = async move || {
        moved += 1;
        let here = aerie::console::CHANNEL;
        db.execute(&format!("UPDATE games SET channel = 'elsewhere-{moved}' WHERE channel = '{here}'")).await;
    };
    h.ok("alice: /game new game:tower-up").await;
    h.ok("bob: /game join").await;
    h.ok("alice: /game start seed:4").await;
    h.play_randomly(4, 5_000).await;
    aside().await;
    h.ok("alice: /game new game:cloud-city").await;
    h.ok("alice: /game bot add level:easy").await;
    h.ok("bob: /game join").await;
    h.ok("alice: /game start seed:5").await;
    some_moves(&mut h, 5, 6).await;
    h.ok("bob: /game resign").await;
    aside().await;
    h.ok("alice: /game new game:sky-garden").await;
    h.ok("alice: /game cancel").await;
    aside().await;
    h.ok("alice: /game new game:sky-garden").await;
    h.ok("bob: /game join").await;
    h.ok("alice: /game start seed:6").await;
    some_moves(&mut h, 6, 12).await;
    aside().await;
    h.ok("carol: /game new game:tower-up").await;
    Some(h)
}

/// `count` random legal moves of whoever acts.
async fn some_moves(h: &mut Harness, seed: u64, count: usize) {
    use rand::SeedableRng;
    let mut rng = rand_chacha::ChaCha8Rng::seed_from_u64(seed);
    for _ in 0..count {
        h.random_move(&mut rng).await;
    }
}

async fn every_game_survives_an_upgrade_from_each_earlier_schema(backend: Backend) {
    let Some(h) = games_of_every_state(backend).await else { return };
    let store = h.table().store();
    let mut before: Vec<GameRecord> = vec![];
    for id in 1..=5 {
        before.push(store.game(id).await.unwrap().expect("five games"));
    }
    let statuses: Vec<Status> = before.iter().map(|g| g.status).collect();
    for status in [Status::Lobby, Status::Running, Status::Finished, Status::Cancelled] {
        assert!(statuses.contains(&status), "a game that is {status:?}: {statuses:?}");
    }
    let mut source = Conn::open(backend, &h.url).await;
    let rows = [
        ("games", GAMES, source.rows("games", GAMES).await),
        ("seats", SEATS, source.rows("seats", SEATS).await),
        ("moves", MOVES, source.rows("moves", MOVES).await),
    ];
    let latest = MIGRATIONS.migrations.iter().map(|m| m.version).max().unwrap();
    for version in 1..latest {
        let dir = tempfile::tempdir().unwrap();
        let url = support::backend::fresh_database(backend, dir.path()).await.unwrap();
        let mut old = Conn::open(backend, &url).await;
        old.migrate_to(version).await;
        let sql: String = rows.iter().map(|(table, columns, rows)| inserts(table, columns, rows, version)).collect();
        old.execute(&sql).await;
        drop(old);
        let upgraded = Store::open(&url).await.unwrap_or_else(|e| panic!("upgrading from {version}: {e}"));
        for game in &before {
            let after = upgraded.game(game.id).await.unwrap().unwrap_or_else(|| panic!("game {} is gone", game.id));
            let case = format!("game {} ({:?}) upgraded from schema {version}", game.id, game.status);
            assert_eq!(
                (after.status, &after.kind, &after.options, after.seed),
                (game.status, &game.kind, &game.options, game.seed),
                "{case}"
            );
            assert_eq!(
                after.moves,
                game.moves
                    .iter()
                    .map(|m| aerie::store::MoveRecord { by_computer: version >= 12 && m.by_computer, ..m.clone() })
                    .collect::<Vec<_>>(),
                "{case}"
            );
            let names = |g: &GameRecord| {
                g.seats.iter().map(|s| (s.user_id.clone(), s.name.clone(), s.kind)).collect::<Vec<_>>()
            };
            assert_eq!(names(&after), names(game), "{case}");
            assert_eq!((&after.snapshot, &after.settings), (&game.snapshot, &game.settings), "{case}");
            // A finished game keeps its scores, ranks and winners.
            assert_eq!(after.result, game.result, "{case}");
            // Its log replays to its stored state.
            if let Some(snapshot) = &after.snapshot {
                let engine = catalog::engine(&after.kind).unwrap();
                let mut state = engine.setup(&after.options, after.seats.len(), after.seed).unwrap();
                for mv in &after.moves {
                    state.play(mv.seat, &mv.notation).unwrap_or_else(|e| panic!("{case}: move {}: {e:?}", mv.ply));
                }
                assert_eq!(&state.snapshot(), snapshot, "{case}: the log replays to the stored state");
            }
        }
    }
}
