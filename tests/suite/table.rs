//! The table through the command layer: lobby, refusals that change nothing,
//! turns, undo, resignation, concurrency and restarts; each on SQLite and
//! on PostgreSQL.

use crate::support;

use aerie::console::CHANNEL;
use support::{Backend, Harness};

crate::on_both_backends!(
    lobby_rules_are_enforced,
    cloud_city_refuses_the_long_city_for_four,
    only_the_seated_player_to_move_may_move,
    resigning_ends_the_game_with_the_others_winning,
    cancel_is_for_the_host,
    the_same_move_sent_twice_at_once_applies_once,
    a_restarted_process_continues_the_game,
    watchers_can_look_but_not_touch,
);

async fn tower_up_for_two(backend: Backend) -> Harness {
    let mut h = Harness::on(backend).await;
    h.ok("alice: /game new game:tower-up").await;
    h.ok("bob: /game join").await;
    h.ok("alice: /game start seed:7").await;
    h
}

/// The user whose turn it is, and their legal moves.
async fn actor(h: &Harness) -> (String, Vec<String>) {
    let view = h.view("").await.unwrap();
    let user = view.to_move[0].user.clone();
    let legal = view.to_move[0].legal.clone().unwrap();
    (user, legal)
}

async fn lobby_rules_are_enforced(backend: Backend) {
    let mut h = Harness::on(backend).await;
    assert!(h.refused("alice: /game join").await.contains("no game"));
    assert!(h.refused("alice: /game new game:chess").await.contains("tower-up"));
    assert!(h.refused("alice: /game new game:tower-up colour:red").await.contains("first-game"));
    h.ok("alice: /game new game:tower-up").await;
    assert!(h.refused("bob: /game new game:cloud-city").await.contains("already has a Tower Up game"));
    assert!(h.refused("alice: /game start").await.contains("needs 2–4 players and 1 is seated"));
    assert!(h.refused("alice: /game join").await.contains("already seated"));
    for name in ["bob", "carol", "dave"] {
        h.ok(&format!("{name}: /game join")).await;
    }
    assert!(h.refused("erin: /game join").await.contains("full"));
    assert!(h.refused("bob: /game start").await.contains("Only the host, alice"));
    h.ok("dave: /game leave").await;
    // The host leaving passes the table on.
    let report = h.ok("alice: /game leave").await;
    assert!(report.replies[0].text.contains("bob is the host now"), "{}", report.replies[0].text);
    let report = h.ok("bob: /game start seed:1").await;
    assert_eq!(report.game.unwrap().players, vec!["bob", "carol"]);
    // Leaving a started two-player game is resigning it.
    let report = h.ok("carol: /game leave").await;
    assert!(report.replies[0].text.contains("carol resigned; the game is over"), "{}", report.replies[0].text);
    assert_eq!(report.game.unwrap().winners, vec!["bob"]);
}

async fn cloud_city_refuses_the_long_city_for_four(backend: Backend) {
    let mut h = Harness::on(backend).await;
    h.ok("alice: /game new game:cloud-city size:3x4").await;
    for name in ["bob", "carol"] {
        h.ok(&format!("{name}: /game join")).await;
    }
    assert!(h.refused("dave: /game join").await.contains("full (3 of 3"));
    assert!(h.refused("alice: /game new game:cloud-city size:5x5").await.contains("3x3, 3x4"));
}

async fn only_the_seated_player_to_move_may_move(backend: Backend) {
    let mut h = tower_up_for_two(backend).await;
    let (user, legal) = actor(&h).await;
    let other = if user == "alice" { "bob" } else { "alice" };
    let error = h.refused(&format!("{other}: /move action:\"{}\"", legal[0])).await;
    assert_eq!(error, format!("It is not your turn; waiting for {user}."));
    let error = h.refused(&format!("carol: /move action:\"{}\"", legal[0])).await;
    assert!(error.contains("not seated"), "{error}");
    let error = h.refused(&format!("{user}: /move action:\"fly to the moon\"")).await;
    assert!(error.contains("Expected") || error.contains("expected"), "malformed notation: {error}");
    let error = h.refused(&format!("{user}: /move action:\"build A1 white roof A1\"")).await;
    assert!(!error.is_empty());
    let error = h.refused(&format!("{user}: /move action:\"skip\"")).await;
    assert!(error.to_lowercase().contains("extra"), "skip on a main action: {error}");
    // A legal move works and passes the turn (with a ping).
    let build = legal.iter().find(|m| m.starts_with("build")).unwrap().clone();
    let report = h.ok(&format!("{user}: /move action:\"{build}\"")).await;
    let public = &report.replies[0];
    assert_eq!(public.visibility, "public");
    assert!(public.text.contains(&format!("@{other}")), "the next player is pinged: {}", public.text);
    assert_eq!(public.images.len(), 1, "one board per turn");
    assert!(std::path::Path::new(&public.images[0]).exists());
}

async fn resigning_ends_the_game_with_the_others_winning(backend: Backend) {
    let mut h = tower_up_for_two(backend).await;
    let report = h.ok("bob: /game resign").await;
    assert!(report.replies[0].text.contains("bob resigned"));
    let game = report.game.unwrap();
    assert_eq!(game.status, "finished");
    assert_eq!(game.winners, vec!["alice"]);
    // The channel is free again.
    h.ok("carol: /game new game:sky-garden").await;
}

/// A game's stored column as SQLite keeps it: the text as written.
async fn raw_column(h: &Harness, column: &str) -> String {
    let sql = format!("SELECT {column} FROM games ORDER BY id DESC LIMIT 1");
    sqlx::query_scalar(&sql).fetch_one(h.table().store().pool()).await.unwrap()
}

/// Settings, a proposal and a result are stored byte for byte as the table
/// wrote them with `json!` before they had types.
#[tokio::test]
async fn records_are_stored_as_they_were_before_they_had_types() {
    use serde_json::json;
    let mut h = tower_up_for_two(Backend::Sqlite).await;
    assert_eq!(
        raw_column(&h, "settings").await,
        r#"{"deadline":null,"deadline_action":"bot","every":86400,"first_reminder":43200,"language":"en","next_turn":null,"standin":"normal","vacation_days":14}"#
    );
    h.ok("alice: /game cancel").await;
    assert_eq!(raw_column(&h, "proposal").await, r#"{"agreed":[],"by":"alice","proposed":{"what":"cancel"}}"#);
    // Two turns each, so that the game is rated (an unrated one says so).
    let mut turns = 0;
    while turns < 4 {
        let user = actor(&h).await.0;
        let own = h.view(&user).await.unwrap().to_move[0].legal.clone().unwrap();
        h.ok(&format!("{user}: /move action:\"{}\"", own[0])).await;
        turns += usize::from(actor(&h).await.0 != user);
    }
    h.ok("bob: /game resign").await;
    let game = h.table().store().latest_game(CHANNEL).await.unwrap().unwrap();
    let standings: Vec<serde_json::Value> = (game.result.unwrap().standings.unwrap().iter())
        .map(|s| json!({ "seat": s.seat, "score": s.score, "rank": s.rank, "human": s.human }))
        .collect();
    let written = json!({ "winners": [0], "resigned": [1], "why": "resigned", "standings": standings });
    assert_eq!(raw_column(&h, "result").await, written.to_string());
}

async fn cancel_is_for_the_host(backend: Backend) {
    let mut h = tower_up_for_two(backend).await;
    assert!(h.refused("bob: /game cancel").await.contains("Only the host"));
    // Once started, the host needs bob's agreement.
    let report = h.ok("alice: /game cancel").await;
    assert_eq!(report.game.unwrap().status, "running");
    let report = h.ok("bob: /game agree").await;
    assert_eq!(report.game.unwrap().status, "cancelled");
}

async fn the_same_move_sent_twice_at_once_applies_once(backend: Backend) {
    let h = tower_up_for_two(backend).await;
    let (user, legal) = actor(&h).await;
    let build = legal.iter().find(|m| m.starts_with("build")).unwrap().clone();
    let line = format!("{user}: /move action:\"{build}\"");
    let (a, b) = tokio::join!(h.console.run_line(100, &line), h.console.run_line(101, &line));
    let (a, b) = (a.unwrap(), b.unwrap());
    assert!(a.ok != b.ok, "exactly one of two identical moves succeeds: {:?} / {:?}", a.error, b.error);
    let game = h.table().store().latest_game(CHANNEL).await.unwrap().unwrap();
    assert_eq!(game.moves.len(), 1);
}

async fn a_restarted_process_continues_the_game(backend: Backend) {
    let mut h = tower_up_for_two(backend).await;
    for _ in 0..6 {
        let (user, legal) = actor(&h).await;
        h.ok(&format!("{user}: /move action:\"{}\"", legal[legal.len() / 2])).await;
    }
    let before = h.view("").await.unwrap();
    let mut h = h.restart_at(support::START).await;
    assert_eq!(h.view("").await.unwrap(), before);
    let moves = h.play_randomly(3, 5000).await;
    assert!(moves > 0);
    let game = h.table().store().latest_game(CHANNEL).await.unwrap().unwrap();
    assert_eq!(Some(aerie::table::replay(&game).unwrap().snapshot()), game.snapshot);
}

async fn watchers_can_look_but_not_touch(backend: Backend) {
    let mut h = tower_up_for_two(backend).await;
    let report = h.ok("carol: /game board").await;
    assert_eq!(report.replies[0].images.len(), 2, "the board and the players' full panels");
    let report = h.ok("carol: /game status").await;
    assert!(report.replies[0].text.contains("Tower Up"));
    assert!(!report.replies[0].text.contains("Your moves"));
    assert!(h.refused("carol: /game hand").await.contains("not seated"));
    let report = h.ok("carol: /game rules").await;
    assert!(report.replies[0].text.contains("roof"));
}
