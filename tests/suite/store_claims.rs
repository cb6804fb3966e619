//! Due work claimed by several processes at once (each a store with its own
//! connections), on SQLite and on PostgreSQL: every due game and every
//! notice goes to exactly one claimer, and comes back once its lease ran
//! out without a commit (the claimer died).

use crate::support;

use std::collections::BTreeSet;

use aerie::records::Settings;
use aerie::store::{Change, GameRecord, MoveRecord, Notice, SeatRecord, Status, Store};
use serde_json::json;
use support::Backend;

const NOW: i64 = 1_000_000;
const LEASE: i64 = 300;

crate::on_both_backends!(
    concurrent_claims_share_due_games_and_notices_without_overlap,
    a_version_guard_lets_one_of_two_commits_through,
    a_game_read_while_moves_are_committed_is_always_of_one_commit
);

fn game(channel: &str) -> GameRecord {
    GameRecord {
        id: 0,
        guild: "g".into(),
        channel: channel.into(),
        kind: "tower-up".into(),
        options: json!({"first-game": true}),
        status: Status::Running,
        host: "alice".into(),
        seed: 7,
        version: 0,
        snapshot: Some(json!({"board": [1, 2, 3]})),
        result: None,
        created_at: 0,
        updated_at: 0,
        turn_since: Some(0),
        settings: Settings { first_reminder: Some(43200), ..Settings::default() },
        remind_at: None,
        deadline_at: None,
        reminders_sent: 0,
        board_link: None,
        skip_votes: vec!["bob".into()],
        paused_at: None,
        proposal: None,
        idle_at: None,
        idle_notice_at: None,
        seat_clocks: vec![],
        seats: vec![SeatRecord::human("alice", "Alice"), SeatRecord::human("bob", "Bob")],
        moves: vec![],
    }
}

/// `n` stores on one database, as `n` processes would open it.
async fn processes(backend: Backend, n: usize) -> (Vec<Store>, tempfile::TempDir) {
    let dir = tempfile::tempdir().unwrap();
    let url = support::backend::fresh_database(backend, dir.path()).await.unwrap();
    let mut stores = vec![];
    for _ in 0..n {
        stores.push(Store::open(&url).await.unwrap());
    }
    (stores, dir)
}

async fn concurrent_claims_share_due_games_and_notices_without_overlap(backend: Backend) {
    let (stores, _dir) = processes(backend, 4).await;
    let mut ids = BTreeSet::new();
    for i in 0..60 {
        let mut g = game(&format!("c{i}"));
        g.id = stores[0].insert_game(&g).await.unwrap();
        g.remind_at = Some(NOW - i);
        let notice = Notice {
            id: 0,
            game_id: g.id,
            user_id: Some("alice".into()),
            channel: g.channel.clone(),
            deliver_to: "channel".into(),
            text: format!("reminder {i}").into(),
            created_at: NOW,
            language: Default::default(),
            held_until: None,
        };
        stores[0].commit_with_notices(&mut g, Change::Game, &[notice]).await.unwrap();
        ids.insert(g.id);
    }
    // The stored JSON (jsonb on PostgreSQL) reads back as written.
    let back = stores[1].game(*ids.first().unwrap()).await.unwrap().unwrap();
    assert_eq!((back.options, back.skip_votes), (json!({"first-game": true}), vec!["bob".to_string()]));

    // Four claimers at once, in small batches, until nothing is left.
    let claim_all = |store: Store| async move {
        let (mut games, mut notices) = (vec![], vec![]);
        loop {
            let g = store.claim_due_games(NOW, LEASE, 7).await.unwrap();
            let n = store.claim_notices(NOW, LEASE, 7).await.unwrap();
            if g.is_empty() && n.is_empty() {
                return (games, notices);
            }
            games.extend(g);
            notices.extend(n.into_iter().map(|c| c.notice.id));
        }
    };
    let handles: Vec<_> = stores.iter().cloned().map(|s| tokio::spawn(claim_all(s))).collect();
    let (mut games, mut notices) = (vec![], vec![]);
    for h in handles {
        let (g, n) = h.await.unwrap();
        games.extend(g);
        notices.extend(n);
    }
    games.sort_unstable();
    assert_eq!(games, ids.iter().copied().collect::<Vec<_>>(), "each due game claimed exactly once");
    notices.sort_unstable();
    notices.dedup();
    assert_eq!(notices.len(), 60, "each notice claimed exactly once");
    assert!(stores[2].claim_due_games(NOW + LEASE - 1, LEASE, 100).await.unwrap().is_empty(), "still leased");

    // Nobody committed (the claimers died): after the lease all come back, once.
    let again = stores[3].claim_due_games(NOW + LEASE, LEASE, 100).await.unwrap();
    assert_eq!(again.len(), 60);
    let notices_again = stores[2].claim_notices(NOW + LEASE, LEASE, 100).await.unwrap();
    assert_eq!(notices_again.len(), 60);
    assert!(notices_again.iter().all(|c| c.attempt == 2), "the second attempt of each");
    // Delivered ones never return.
    for c in &notices_again {
        stores[0].notice_delivered(c.notice.id, NOW + LEASE).await.unwrap();
    }
    assert!(stores[1].claim_notices(NOW + 10 * LEASE, LEASE, 100).await.unwrap().is_empty());
}

async fn a_version_guard_lets_one_of_two_commits_through(backend: Backend) {
    let (stores, _dir) = processes(backend, 2).await;
    let mut g = game("c");
    g.id = stores[0].insert_game(&g).await.unwrap();
    let (mut a, mut b) = (stores[0].game(g.id).await.unwrap().unwrap(), stores[1].game(g.id).await.unwrap().unwrap());
    a.host = "carol".into();
    b.host = "dave".into();
    let (ra, rb) = tokio::join!(stores[0].commit(&mut a, Change::Game), stores[1].commit(&mut b, Change::Game));
    assert!(ra.is_ok() != rb.is_ok(), "exactly one commit wins: {ra:?} / {rb:?}");
    let stored = stores[1].game(g.id).await.unwrap().unwrap();
    assert_eq!(stored.version, 1);
    assert_eq!(stored.host, if ra.is_ok() { "carol" } else { "dave" });
    assert!(matches!(stores[0].insert_game(&game("c")).await, Err(aerie::store::StoreError::ChannelBusy)));
}

/// A reader in another process never sees a record torn between two
/// commits: a snapshot of one commit with the moves of the next (as a
/// console view once saw: a game running with nobody to move).
async fn a_game_read_while_moves_are_committed_is_always_of_one_commit(backend: Backend) {
    let (stores, _dir) = processes(backend, 2).await;
    let mut g = game("c");
    g.snapshot = Some(json!({"moves": 0}));
    g.id = stores[0].insert_game(&g).await.unwrap();
    const MOVES: i64 = 150;
    let writer = {
        let store = stores[0].clone();
        let mut g = store.game(g.id).await.unwrap().unwrap();
        tokio::spawn(async move {
            for ply in 1..=MOVES {
                let record = MoveRecord {
                    ply,
                    seat: (ply % 2) as usize,
                    user_id: "alice".into(),
                    notation: format!("m{ply}"),
                    reveals: false,
                    played_at: ply,
                    by_computer: false,
                };
                g.snapshot = Some(json!({ "moves": ply }));
                g.moves.push(record.clone());
                store.commit(&mut g, Change::Move(record)).await.unwrap();
            }
        })
    };
    let mut reads = 0;
    loop {
        let seen = stores[1].game(g.id).await.unwrap().unwrap();
        let in_snapshot = seen.snapshot.as_ref().unwrap()["moves"].as_i64().unwrap();
        assert_eq!(in_snapshot, seen.moves.len() as i64, "read {reads}: the state and the log of one commit");
        assert_eq!(seen.version, in_snapshot, "read {reads}: the version of that commit");
        reads += 1;
        if in_snapshot == MOVES || writer.is_finished() {
            break;
        }
    }
    writer.await.unwrap();
    assert!(reads > 1, "the reads overlapped the commits");
}
