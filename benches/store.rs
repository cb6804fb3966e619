//! The store: moves committed (append to the log, new snapshot, version
//! bump, one transaction) on SQLite in WAL mode as in production, and on
//! PostgreSQL by 1, 2 and 4 processes at once; the scheduler's due-game
//! lookup over 100,000 games on both.
//!
//! PostgreSQL benches need a server: `AERIE_BENCH_PG_URL` or
//! `AERIE_TEST_PG_URL` (see the README; `.ci/pg-start` starts one). Each
//! "process" is a store of its own (its own connection pool, as a separate
//! process would have) on its own thread and runtime, committing moves to
//! its own games; criterion's time per iteration is the wall time per
//! committed move over all of them.

use std::time::{Duration, Instant};

use criterion::{criterion_group, criterion_main, Criterion};
use serde_json::json;

use aerie::store::{Change, GameRecord, MoveRecord, SeatRecord, Status, Store};

fn pg_server() -> Option<String> {
    let url = std::env::var("AERIE_BENCH_PG_URL").or_else(|_| std::env::var("AERIE_TEST_PG_URL")).ok();
    if url.is_none() {
        eprintln!("PostgreSQL benches skipped: set AERIE_BENCH_PG_URL (or AERIE_TEST_PG_URL)");
    }
    url
}

/// A fresh schema on the server, as a URL.
async fn fresh_pg(server: &str) -> String {
    use sqlx::Connection;
    let schema = format!("bench_{}_{}", std::process::id(), rand::random::<u32>());
    let mut conn = sqlx::PgConnection::connect(server).await.unwrap();
    sqlx::query(&format!("CREATE SCHEMA {schema}")).execute(&mut conn).await.unwrap();
    let sep = if server.contains('?') { '&' } else { '?' };
    format!("{server}{sep}options=-c%20search_path%3D{schema}")
}

fn game(channel: String) -> GameRecord {
    // A snapshot of realistic size (a few KB of JSON).
    let snapshot = json!({ "board": (0..200).map(|i| json!({"site": i, "floors": [1, 2, 3]})).collect::<Vec<_>>() });
    GameRecord {
        id: 0,
        guild: "g".into(),
        channel,
        kind: "tower-up".into(),
        options: json!({}),
        status: Status::Running,
        host: "alice".into(),
        seed: 1,
        version: 0,
        snapshot: Some(snapshot),
        result: None,
        created_at: 0,
        updated_at: 0,
        turn_since: Some(0),
        settings: json!({}),
        remind_at: None,
        deadline_at: None,
        reminders_sent: 0,
        board_link: None,
        skip_votes: vec![],
        paused_at: None,
        proposal: None,
        seats: vec![SeatRecord::human("alice", "alice")],
        moves: vec![],
    }
}

/// One committer: a game of its own, and the next ply.
struct Committer {
    store: Store,
    game: GameRecord,
    ply: i64,
}

impl Committer {
    async fn new(store: Store, channel: String) -> Committer {
        let mut game = game(channel);
        game.id = store.insert_game(&game).await.unwrap();
        Committer { store, game, ply: 0 }
    }

    async fn commit(&mut self) {
        self.ply += 1;
        let mv = MoveRecord {
            ply: self.ply,
            seat: 0,
            user_id: "alice".into(),
            notation: "take 1".into(),
            reveals: true,
            played_at: self.ply,
        };
        self.store.commit(&mut self.game, Change::Move(mv)).await.unwrap();
    }
}

fn commit_move(c: &mut Criterion) {
    let rt = tokio::runtime::Runtime::new().unwrap();
    let dir = tempfile::tempdir().unwrap();
    let store = rt.block_on(Store::open(&dir.path().join("bench.db").display().to_string())).unwrap();
    let mut committer = rt.block_on(Committer::new(store, "c".into()));
    c.bench_function("commit one move to SQLite", |b| b.iter(|| rt.block_on(committer.commit())));
}

/// `processes` stores on one PostgreSQL database, each on its own thread
/// with its own runtime, each committing to four games of its own.
fn commit_move_postgres(c: &mut Criterion) {
    let Some(server) = pg_server() else { return };
    let url = tokio::runtime::Runtime::new().unwrap().block_on(fresh_pg(&server));
    let mut group = c.benchmark_group("commit one move to PostgreSQL");
    group.sample_size(10).measurement_time(Duration::from_secs(8));
    for processes in [1usize, 2, 4] {
        group.bench_function(format!("{processes} process(es)"), |b| {
            b.iter_custom(|iters| {
                let per_process = (iters as usize).div_ceil(processes);
                let start = std::sync::Barrier::new(processes + 1);
                std::thread::scope(|scope| {
                    for p in 0..processes {
                        let (url, start) = (url.clone(), &start);
                        scope.spawn(move || {
                            let rt = tokio::runtime::Builder::new_current_thread().enable_all().build().unwrap();
                            rt.block_on(async {
                                let store = Store::open(&url).await.unwrap();
                                let mut committers = vec![];
                                for g in 0..4 {
                                    let channel = format!("p{p}-g{g}-{}", rand::random::<u64>());
                                    committers.push(Committer::new(store.clone(), channel).await);
                                }
                                start.wait();
                                // Four games at once per process, as players in different channels.
                                let share = per_process.div_ceil(committers.len());
                                let runs = committers.iter_mut().map(|c| async move {
                                    for _ in 0..share {
                                        c.commit().await;
                                    }
                                });
                                futures_join_all(runs).await;
                            });
                            start.wait();
                        });
                    }
                    start.wait();
                    let began = Instant::now();
                    start.wait();
                    let elapsed = began.elapsed();
                    // The work done may round up past `iters`; scale to it.
                    let done = per_process.div_ceil(4) * 4 * processes;
                    elapsed.mul_f64(iters as f64 / done as f64)
                })
            })
        });
    }
    group.finish();
}

/// Runs futures concurrently on the current task.
async fn futures_join_all<F: std::future::Future<Output = ()>>(futures: impl IntoIterator<Item = F>) {
    let mut set = Vec::new();
    for f in futures {
        set.push(Box::pin(f));
    }
    futures_util::future::join_all(set).await;
}

/// The scheduler's wake-up query (earliest due game, then the due ones)
/// over 100,000 stored games, most of them with a due time.
fn due_lookup(c: &mut Criterion) {
    let rt = tokio::runtime::Runtime::new().unwrap();
    let dir = tempfile::tempdir().unwrap();
    let store = rt.block_on(Store::open(&dir.path().join("due.db").display().to_string())).unwrap();
    rt.block_on(async {
        let mut tx = store.pool().begin().await.unwrap();
        for i in 0..100_000i64 {
            let due = if i % 10 == 0 { None } else { Some(1_000_000 + (i * 7919) % 100_000) };
            sqlx::query(
                "INSERT INTO games (guild, channel, kind, options, status, host, seed, created_at, updated_at, remind_at, due_at)
                 VALUES ('g', ?, 'tower-up', '{}', ?, 'h', 1, 0, 0, ?, ?)",
            )
            .bind(format!("c{i}"))
            .bind(if due.is_some() { "running" } else { "finished" })
            .bind(due)
            .bind(due)
            .execute(&mut *tx)
            .await
            .unwrap();
        }
        tx.commit().await.unwrap();
    });
    c.bench_function("find due reminders among 100,000 games", |b| {
        b.iter(|| {
            rt.block_on(async {
                let next = store.next_due().await.unwrap();
                let due = store.due_games(next.unwrap() + 5, 200).await.unwrap();
                due.len()
            })
        })
    });
}

/// The same lookup on PostgreSQL, and claiming the due games there (what
/// each process's scheduler does), over 100,000 games.
fn due_lookup_postgres(c: &mut Criterion) {
    let Some(server) = pg_server() else { return };
    let rt = tokio::runtime::Runtime::new().unwrap();
    let store = rt.block_on(async { Store::open(&fresh_pg(&server).await).await.unwrap() });
    let pool = store.postgres_pool().unwrap().clone();
    rt.block_on(async {
        sqlx::query(
            "INSERT INTO games (guild, channel, kind, options, status, host, seed, created_at, updated_at, remind_at, due_at)
             SELECT 'g', 'c' || i, 'tower-up', '{}', CASE WHEN i % 10 = 0 THEN 'finished' ELSE 'running' END,
                    'h', 1, 0, 0, due, due
             FROM (SELECT i, CASE WHEN i % 10 = 0 THEN NULL ELSE 1000000 + (i * 7919) % 100000 END AS due
                   FROM generate_series(0, 99999) AS i) AS g",
        )
        .execute(&pool)
        .await
        .unwrap();
        sqlx::query("ANALYZE games").execute(&pool).await.unwrap();
    });
    c.bench_function("find due reminders among 100,000 games on PostgreSQL", |b| {
        b.iter(|| {
            rt.block_on(async {
                let next = store.next_due().await.unwrap();
                let due = store.due_games(next.unwrap() + 5, 200).await.unwrap();
                due.len()
            })
        })
    });
    // Each claim moves the claimed games' due time past the others, so the
    // next claim finds the next ones: a steady state of a busy scheduler.
    let mut now = 1_000_000;
    c.bench_function("claim due games among 100,000 games on PostgreSQL", |b| {
        b.iter(|| {
            now += 5;
            rt.block_on(store.claim_due_games(now, 1_000_000, 200)).unwrap().len()
        })
    });
}

/// A quiet channel's latest game (what `/game log`, `/game status` … load)
/// with 300,000 newer games in other channels: with the channel index, and
/// without it (as before migration 0002), for comparison.
fn latest_game_lookup(c: &mut Criterion) {
    let rt = tokio::runtime::Runtime::new().unwrap();
    let dir = tempfile::tempdir().unwrap();
    let store = rt.block_on(Store::open(&dir.path().join("latest.db").display().to_string())).unwrap();
    rt.block_on(async {
        let mut tx = store.pool().begin().await.unwrap();
        for i in 0..=300_000i64 {
            let channel = if i == 0 { "quiet".to_string() } else { format!("c{}", i % 50_000) };
            sqlx::query(
                "INSERT INTO games (guild, channel, kind, options, status, host, seed, created_at, updated_at)
                 VALUES ('g', ?, 'tower-up', '{}', 'finished', 'h', 1, 0, 0)",
            )
            .bind(channel)
            .execute(&mut *tx)
            .await
            .unwrap();
        }
        tx.commit().await.unwrap();
    });
    let mut group = c.benchmark_group("latest game of a quiet channel, 300,000 newer games");
    group.bench_function("indexed", |b| b.iter(|| rt.block_on(store.latest_game("quiet")).unwrap().unwrap().id));
    rt.block_on(sqlx::query("DROP INDEX games_by_channel").execute(store.pool())).unwrap();
    group.sample_size(10);
    group.bench_function("without the index", |b| {
        b.iter(|| rt.block_on(store.latest_game("quiet")).unwrap().unwrap().id)
    });
    group.finish();
}

criterion_group! {
    name = benches;
    config = Criterion::default().sample_size(50);
    targets = commit_move, due_lookup, latest_game_lookup, commit_move_postgres, due_lookup_postgres
}
criterion_main!(benches);
