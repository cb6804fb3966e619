//! One replay step of a Sky Garden game shown to a player: rebuilt from the
//! move log and drawn (a table that has kept nothing), against the same
//! step kept from an earlier showing. Run with `cargo bench --bench replays`.

use std::sync::Arc;

use criterion::{criterion_group, criterion_main, Criterion};

use aerie::clock::ManualClock;
use aerie::i18n::Lang;
use aerie::store::Store;
use aerie::table::{Command, Place, Reply, Table, User};

fn here() -> Place {
    Place { guild: Some("g".into()), channel: "c".into() }
}

fn replay(step: usize) -> Command {
    Command::Replay { game_id: None, step: Some(step) }
}

/// A Sky Garden game for two, a dozen turns in (first legal moves).
async fn game(store: Store) -> (Table, User, usize) {
    let table = Table::new(store, Arc::new(ManualClock::at(1_780_704_000)));
    let players = [User::named("alice"), User::named("bob")];
    let new = Command::New { kind: "sky-garden".into(), options: vec![], language: Lang::En };
    table.handle(&here(), &players[0], new).await.unwrap();
    table.handle(&here(), &players[1], Command::Join).await.unwrap();
    table.handle(&here(), &players[0], Command::Start { seed: Some(3) }).await.unwrap();
    let mut turns = 0;
    while turns < 12 {
        for player in &players {
            let Some(moves) = table.moves_for("c", &player.id).await.unwrap() else { continue };
            let Some(action) = moves.legal.first().cloned() else { continue };
            let replies = table.handle(&here(), player, Command::Move { action }).await.unwrap();
            turns += usize::from(replies.iter().any(Reply::is_public));
        }
    }
    (table, players[0].clone(), turns)
}

fn replay_step(c: &mut Criterion) {
    let runtime = tokio::runtime::Runtime::new().unwrap();
    let dir = tempfile::tempdir().unwrap();
    let url = dir.path().join("aerie.db").display().to_string();
    let store = runtime.block_on(Store::open(&url)).unwrap();
    let (table, alice, turns) = runtime.block_on(game(store.clone()));
    let step = turns / 2;
    let mut group = c.benchmark_group("replay step");
    group.sample_size(20);
    group.bench_function("rebuilt and drawn", |b| {
        b.iter(|| {
            let fresh = Table::new(store.clone(), Arc::new(ManualClock::at(1_780_704_000)));
            runtime.block_on(fresh.handle(&here(), &alice, replay(step))).unwrap()
        })
    });
    runtime.block_on(table.handle(&here(), &alice, replay(step))).unwrap();
    group.bench_function("kept", |b| b.iter(|| runtime.block_on(table.handle(&here(), &alice, replay(step))).unwrap()));
    group.finish();
}

criterion_group!(benches, replay_step);
criterion_main!(benches);
