//! SQLite: one move committed (append to the log, new snapshot, version
//! bump, one transaction), on a file database in WAL mode as in production.

use criterion::{criterion_group, criterion_main, Criterion};
use serde_json::json;

use aerie::store::{Change, GameRecord, MoveRecord, SeatRecord, Status, Store};

fn commit_move(c: &mut Criterion) {
    let rt = tokio::runtime::Runtime::new().unwrap();
    let dir = tempfile::tempdir().unwrap();
    let store = rt.block_on(Store::open(&dir.path().join("bench.db").display().to_string())).unwrap();
    // A snapshot of realistic size (a few KB of JSON).
    let snapshot = json!({ "board": (0..200).map(|i| json!({"site": i, "floors": [1, 2, 3]})).collect::<Vec<_>>() });
    let mut game = GameRecord {
        id: 0,
        guild: "g".into(),
        channel: "c".into(),
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
        seats: vec![SeatRecord::human("alice", "alice")],
        moves: vec![],
    };
    game.id = rt.block_on(store.insert_game(&game)).unwrap();
    let mut ply = 0;
    c.bench_function("commit one move to SQLite", |b| {
        b.iter(|| {
            ply += 1;
            let mv = MoveRecord {
                ply,
                seat: 0,
                user_id: "alice".into(),
                notation: "take 1".into(),
                reveals: true,
                played_at: ply,
            };
            rt.block_on(store.commit(&mut game, Change::Move(mv))).unwrap();
        })
    });
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
    targets = commit_move, due_lookup, latest_game_lookup
}
criterion_main!(benches);
