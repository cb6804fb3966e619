//! Each player's totals (`player_totals`, read by `/stats` and `/history
//! player:`) stay what their results add up to: after games with others,
//! solo games and a `/me forget`, on both databases.

use crate::support;

use aerie::console::{CHANNEL, GUILD};
use aerie::i18n::Shows;
use aerie::table::{Command, Place, User};
use support::{Backend, Harness};

crate::on_both_backends!(totals_add_up_to_the_results_and_leave_with_a_forgotten_player);

type Totals = (String, String, i64, i64, i64, Option<i64>, i64, i64, Option<i64>);

const KEPT: &str = "SELECT user_id, kind, games, wins, score_sum, best, solo_games, solo_sum, solo_best
                    FROM player_totals WHERE guild = $1 ORDER BY user_id, kind";

const ADDED_UP: &str = "SELECT user_id, kind,
        CAST(SUM(CASE WHEN players > 1 THEN 1 ELSE 0 END) AS BIGINT),
        CAST(SUM(CASE WHEN players > 1 THEN won ELSE 0 END) AS BIGINT),
        CAST(SUM(CASE WHEN players > 1 THEN score ELSE 0 END) AS BIGINT),
        MAX(CASE WHEN players > 1 THEN score END),
        CAST(SUM(CASE WHEN players = 1 THEN 1 ELSE 0 END) AS BIGINT),
        CAST(SUM(CASE WHEN players = 1 THEN score ELSE 0 END) AS BIGINT),
        MAX(CASE WHEN players = 1 THEN score END)
    FROM game_results WHERE guild = $1 GROUP BY user_id, kind ORDER BY user_id, kind";

async fn rows(h: &Harness, sql: &str) -> Vec<Totals> {
    let store = h.table().store();
    match store.postgres_pool() {
        Some(pg) => sqlx::query_as(sql).bind(GUILD).fetch_all(pg).await.unwrap(),
        None => sqlx::query_as(sql).bind(GUILD).fetch_all(store.pool()).await.unwrap(),
    }
}

async fn play(h: &mut Harness, kind: &str, players: &[&str], seed: u64) {
    h.ok(&format!("{}: /game new game:{kind}", players[0])).await;
    for p in &players[1..] {
        h.ok(&format!("{p}: /game join")).await;
    }
    h.ok(&format!("{}: /game start seed:{seed}", players[0])).await;
    h.play_randomly(seed, 20_000).await;
    assert_eq!(h.view("").await.unwrap().status, "finished");
}

async fn totals_add_up_to_the_results_and_leave_with_a_forgotten_player(backend: Backend) {
    let mut h = Harness::fast_on(backend).await;
    play(&mut h, "tower-up", &["alice", "bob", "carol"], 5).await;
    play(&mut h, "tower-up", &["bob", "alice"], 7).await;
    play(&mut h, "sky-garden", &["alice"], 9).await;
    play(&mut h, "sky-garden", &["bob"], 11).await;
    let kept = rows(&h, KEPT).await;
    assert_eq!(kept, rows(&h, ADDED_UP).await);
    let alice: Vec<&Totals> = kept.iter().filter(|t| t.0 == "alice").collect();
    assert_eq!(
        alice.iter().map(|t| (t.1.as_str(), t.2, t.6)).collect::<Vec<_>>(),
        [("sky-garden", 0, 1), ("tower-up", 2, 0)]
    );
    // (Through the table: the console shows carol only the games she played in.)
    let place = Place { guild: Some(GUILD.into()), channel: CHANNEL.into() };
    let alices = Command::History { kind: None, player: Some("alice".into()), page: 1 };
    let history = h.table().handle(&place, &User::named("carol"), alices).await.unwrap()[0].text.english();
    assert!(history.contains("page 1 of 1"), "{history}");
    assert_eq!(history.lines().filter(|l| l.contains("winner")).count(), 3, "alice's three games: {history}");

    h.table().handle(&place, &User::named("bob"), Command::Forget { confirmed: true }).await.unwrap();
    let after = rows(&h, KEPT).await;
    assert_eq!(after, rows(&h, ADDED_UP).await, "the placeholder's totals are its results'");
    assert!(after.iter().all(|t| t.0 != "bob"), "{after:?}");
    let others = |t: &&Totals| !t.0.starts_with("former");
    assert_eq!(
        after.iter().filter(others).collect::<Vec<_>>(),
        kept.iter().filter(|t| t.0 != "bob").collect::<Vec<_>>()
    );
    assert!(h.ok("alice: /stats player:bob").await.replies[0].text.contains("no finished games"));
}
