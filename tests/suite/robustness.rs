//! Nothing one bad row, setting or failed send can break (issue 10): one test
//! per point, through the command layer as users (and the scheduler) see it.

use crate::support;

use std::process::Command as Process;
use std::sync::Arc;

use aerie::clock::{Clock, ManualClock};
use aerie::store::Store;
use aerie::table::{Command, Place, Reply, Table, User};
use support::{Harness, START};

/// A table over several channels, for what one channel's game must not do
/// to another's.
struct Server {
    table: Table,
    clock: Arc<ManualClock>,
    _dir: tempfile::TempDir,
}

impl Server {
    async fn new() -> Server {
        let dir = tempfile::tempdir().unwrap();
        let store = Store::open(&dir.path().join("aerie.db").display().to_string()).await.unwrap();
        let clock = Arc::new(ManualClock::at(START));
        Server { table: Table::new(store, clock.clone()).without_images(), clock, _dir: dir }
    }

    async fn say(&self, channel: &str, who: &str, line: &str) -> Result<String, String> {
        let place = Place { guild: Some("guild".into()), channel: channel.into() };
        let user = User { id: who.into(), name: who.into(), is_admin: false, manages_server: false };
        let replies: Vec<Reply> = self
            .table
            .handle(&place, &user, Command::parse(line).map_err(|e| aerie::i18n::said_in(aerie::i18n::Lang::En, &e))?)
            .await
            .map_err(|r| aerie::i18n::words(aerie::i18n::Lang::En, &r.0))?;
        Ok(replies.iter().map(|r| aerie::i18n::words(aerie::i18n::Lang::En, &r.text)).collect::<Vec<_>>().join("\n"))
    }

    /// A running two-player Tower Up game in `channel`, hosted by alice.
    async fn game(&self, channel: &str) -> i64 {
        self.say(channel, "alice", "/game new game:tower-up").await.unwrap();
        self.say(channel, "bob", "/game join").await.unwrap();
        self.say(channel, "alice", "/game start seed:3").await.unwrap();
        self.id(channel).await
    }

    async fn id(&self, channel: &str) -> i64 {
        sqlx::query_scalar("SELECT id FROM games WHERE channel = ? ORDER BY id DESC LIMIT 1")
            .bind(channel)
            .fetch_one(self.table.store().pool())
            .await
            .unwrap()
    }

    async fn sql(&self, sql: &str, id: i64) {
        sqlx::query(sql).bind(id).execute(self.table.store().pool()).await.unwrap();
    }

    /// Plays one legal move for whoever must act in `channel`.
    async fn move_once(&self, channel: &str) -> Result<String, String> {
        let view = self.table.view(channel, "").await.unwrap().unwrap();
        let who = view.to_move[0].user.clone();
        let legal = self.table.moves_for(channel, &who).await.unwrap().unwrap().legal;
        self.say(channel, &who, &format!("/move action:\"{}\"", legal[0])).await
    }

    /// Runs the scheduler once; returns the texts of the notices it delivered, per channel.
    async fn tick(&self) -> Vec<(String, String)> {
        self.table.tick().await.unwrap();
        let mut sent = vec![];
        for claim in self.table.claim_notices().await.unwrap() {
            self.table.notice_delivered(claim.notice.id).await.unwrap();
            sent.push((claim.notice.channel, aerie::i18n::words(claim.notice.language, &claim.notice.text)));
        }
        sent
    }
}

// ----- 1. a deadline stand-in plays one turn, and its notice fits -----

#[tokio::test]
async fn a_missed_deadline_has_the_computer_play_that_turn_only_and_the_notice_fits() {
    let mut h = Harness::fast().await;
    h.ok("alice: /game new game:sky-garden").await;
    h.ok("alice: /game settings deadline:1h action:bot").await;
    h.ok("bob: /game join").await;
    h.ok("alice: /game start seed:3").await;
    let report = h.ok("alice: /wait 61m").await;
    let notice = report.replies.iter().find(|r| r.text.contains("missed the 1 h 0 min deadline")).expect("a notice");
    assert!(notice.text.chars().count() <= 2000, "{} chars", notice.text.chars().count());
    let moves_after = |h: &Harness| {
        let h = h.table().store().clone();
        async move { h.latest_game("console").await.unwrap().unwrap().moves.len() }
    };
    let first = moves_after(&h).await;
    // Both players were waited for: each plays one turn, not the game (204 moves before).
    assert!((2..=20).contains(&first), "{first} moves in one tick");
    assert_eq!(h.view("").await.unwrap().status, "running");
    // The next turn, another tick later.
    let report = h.ok("alice: /wait 61m").await;
    assert!(report.replies.iter().any(|r| r.text.starts_with("The computer played for")), "{:?}", report.replies);
    let second = moves_after(&h).await;
    assert!(second > first && second - first <= 20, "{first} then {second} moves");
    // Back in charge: the computer stops.
    h.ok("alice: /game back").await;
}

// ----- 2. durations are bounded -----

#[tokio::test]
async fn durations_outside_one_minute_to_ninety_days_are_refused_and_never_wrap() {
    let mut h = Harness::fast().await;
    h.ok("alice: /game new game:tower-up").await;
    h.ok("bob: /game join").await;
    let refused = h.refused("alice: /game settings deadline:106751991167300d action:end").await;
    assert!(refused.contains("too long") && refused.contains("90d"), "{refused}");
    let refused = h.refused("alice: /game settings first:292271023045y").await;
    assert!(refused.contains("too long"), "{refused}");
    assert!(h.refused("alice: /game settings every:30s").await.contains("too short"));
    let report = h.ok("alice: /game start seed:1").await;
    assert!(Harness::reminders(&report).is_empty(), "no reminder at the start");
    assert_eq!(h.view("").await.unwrap().status, "running", "the game did not end at once");
    let now = h.clock_now();
    let report = h.run("alice: /wait 292271023045y").await;
    assert!(!report.ok && report.error.unwrap().contains("too long"));
    assert_eq!(h.clock_now(), now, "the clock did not move (nor wrap)");
    h.ok("alice: /game settings deadline:90d action:end").await;
    // (Agreed, it also gives the game twice as long before it counts as idle.)
    h.ok("bob: /game agree").await;
    h.ok("alice: /wait 89d").await;
    assert_eq!(h.view("").await.unwrap().status, "running");
}

// ----- 3. a bad row breaks nothing beyond its game -----

#[tokio::test]
async fn an_unreadable_or_unfitting_snapshot_is_rebuilt_from_the_move_log() {
    let s = Server::new().await;
    let id = s.game("a").await;
    for _ in 0..3 {
        s.move_once("a").await.unwrap();
    }
    let before = s.table.view("a", "").await.unwrap().unwrap();
    for bad in ["'{not json'", "'{\"board\": 1}'", "'[]'", "NULL"] {
        s.sql(&format!("UPDATE games SET snapshot = {bad} WHERE id = ?"), id).await;
        assert_eq!(s.table.view("a", "").await.unwrap().unwrap(), before, "snapshot {bad}");
        assert!(s.say("a", "carol", "/game status").await.unwrap().contains("Tower Up"));
    }
    // And play goes on, writing a good snapshot again.
    s.move_once("a").await.unwrap();
    let game = s.table.store().latest_game("a").await.unwrap().unwrap();
    assert!(game.snapshot.is_some() && game.moves.len() == 4);
}

#[tokio::test]
async fn unreadable_settings_skip_votes_or_result_fall_back_without_harm() {
    let s = Server::new().await;
    let id = s.game("a").await;
    s.sql("UPDATE games SET settings = '{bad', skip_votes = 'x', result = '][' WHERE id = ?", id).await;
    let settings = s.say("a", "alice", "/game settings").await.unwrap();
    assert!(settings.contains("first after 12 h"), "the defaults: {settings}");
    s.move_once("a").await.unwrap();
    s.say("a", "alice", "/game settings every:2h").await.unwrap();
}

#[tokio::test]
async fn a_damaged_game_is_reported_once_can_be_cancelled_and_spares_every_other_game() {
    let s = Server::new().await;
    let broken = s.game("broken").await;
    s.game("fine").await;
    s.sql("UPDATE games SET options = '{oops' WHERE id = ?", broken).await;
    for line in ["/game status", "/game log", "/game board", "/move action:\"take 1\"", "/game new game:tower-up"] {
        let refused = s.say("broken", "alice", line).await.unwrap_err();
        assert!(refused.contains("can't be read") && refused.contains("/game cancel"), "{line}: {refused}");
    }
    // The other channel plays on, and /games lists it.
    s.move_once("fine").await.unwrap();
    let games = s.say("fine", "carol", "/games").await.unwrap();
    assert!(games.contains("#fine") && !games.contains("#broken"), "{games}");
    // One report to the broken game's channel, not one per tick or command.
    s.clock.advance(13 * 3600);
    let sent = s.tick().await;
    let reports: Vec<_> = sent.iter().filter(|(_, text)| text.contains("can't be read")).collect();
    assert_eq!(reports.len(), 1, "{sent:?}");
    assert_eq!(reports[0].0, "broken");
    assert!(sent.iter().any(|(channel, text)| channel == "fine" && text.contains("your turn")), "{sent:?}");
    s.say("broken", "bob", "/game status").await.unwrap_err();
    assert!(s.tick().await.iter().all(|(_, text)| !text.contains("can't be read")), "reported once");
    // Only the host (or a channel manager) may cancel it; then a new game opens.
    assert!(s.say("broken", "bob", "/game cancel").await.unwrap_err().contains("Only the host"));
    let cancelled = s.say("broken", "alice", "/game cancel").await.unwrap();
    assert!(cancelled.contains("cancelled"), "{cancelled}");
    s.say("broken", "alice", "/game new game:tower-up").await.unwrap();
    s.say("broken", "bob", "/game join").await.unwrap();
    s.say("broken", "alice", "/game start").await.unwrap();
}

#[tokio::test]
async fn bad_numbers_lost_seats_and_stray_moves_never_panic() {
    let s = Server::new().await;
    let cases = [
        "UPDATE games SET turn_since = 'soon' WHERE id = ?",
        "UPDATE games SET version = x'00ff' WHERE id = ?",
        "DELETE FROM seats WHERE game_id = ? AND seat = 1",
        "DELETE FROM seats WHERE game_id = ? AND seat = 0",
        "UPDATE moves SET seat = 99 WHERE game_id = ?",
        "UPDATE moves SET seat = -1 WHERE game_id = ?",
        "UPDATE seats SET name = x'c328' WHERE game_id = ?",
    ];
    for (i, damage) in cases.iter().enumerate() {
        let channel = format!("c{i}");
        let id = s.game(&channel).await;
        s.move_once(&channel).await.unwrap();
        s.sql(damage, id).await;
        for line in ["/game status", "/game log", "/game board", "/game hand", "/game undo", "/game settings"] {
            let answer = s.say(&channel, "alice", line).await;
            assert!(answer.is_err(), "{damage}: `{line}` answered {answer:?}");
        }
        assert!(s.table.view(&channel, "").await.is_err() || s.table.view(&channel, "").await.is_ok());
    }
    // The scheduler handles all of them (and the healthy game) without failing.
    let ok = s.game("ok").await;
    s.clock.advance(13 * 3600);
    let sent = s.tick().await;
    assert!(sent.iter().any(|(channel, text)| channel == "ok" && text.contains("your turn")), "{sent:?}");
    assert!(s.table.store().game(ok).await.unwrap().is_some());
    for i in 0..cases.len() {
        s.say(&format!("c{i}"), "alice", "/game cancel").await.unwrap();
    }
}

#[tokio::test]
async fn a_game_whose_log_no_longer_replays_is_put_aside_by_the_scheduler() {
    let s = Server::new().await;
    let broken = s.game("broken").await;
    s.move_once("broken").await.unwrap();
    s.game("fine").await;
    s.sql("UPDATE games SET snapshot = 'garbage' WHERE id = ?", broken).await;
    s.sql("UPDATE moves SET notation = 'fly away' WHERE game_id = ?", broken).await;
    assert!(s.say("broken", "alice", "/game status").await.unwrap_err().contains("can't be read"));
    s.clock.advance(13 * 3600);
    let sent = s.tick().await;
    assert!(sent.iter().any(|(c, t)| c == "fine" && t.contains("your turn")), "{sent:?}");
    assert!(sent.iter().any(|(c, t)| c == "broken" && t.contains("can't be read")), "{sent:?}");
    // Not due again every tick.
    let due: Option<i64> = sqlx::query_scalar("SELECT due_at FROM games WHERE id = ?")
        .bind(broken)
        .fetch_one(s.table.store().pool())
        .await
        .unwrap();
    assert_eq!(due, None);
    // Cancelling it needs nothing readable but the game itself.
    assert!(s.say("broken", "alice", "/game cancel").await.unwrap().contains("cancelled"));
}

#[tokio::test]
async fn a_game_of_a_kind_no_longer_hosted_cancels_cleanly() {
    let s = Server::new().await;
    let id = s.game("a").await;
    s.sql("UPDATE games SET kind = 'chess' WHERE id = ?", id).await;
    assert!(s.say("a", "alice", "/game status").await.unwrap_err().contains("no longer hosts `chess`"));
    let cancelled = s.say("a", "alice", "/game cancel").await.expect("cancelled without an error");
    assert!(cancelled.contains("cancelled the chess game"), "{cancelled}");
    s.say("a", "alice", "/game new game:tower-up").await.unwrap();
}

#[tokio::test]
async fn undelivered_notices_are_shown_to_the_host_only() {
    let s = Server::new().await;
    s.game("a").await;
    s.clock.advance(13 * 3600);
    s.table.tick().await.unwrap();
    let claim = s.table.claim_notices().await.unwrap().pop().expect("a reminder");
    assert!(s.table.claim_notices().await.unwrap().is_empty(), "claimed once");
    s.table.notice_failed(claim.notice.id, "HTTP 403 Missing Access", None).await.unwrap();
    let host = s.say("a", "alice", "/game status").await.unwrap();
    assert!(host.contains("could not be delivered") && host.contains("Missing Access"), "{host}");
    assert!(!s.say("a", "bob", "/game status").await.unwrap().contains("could not be delivered"));
    assert!(s.table.claim_notices().await.unwrap().is_empty(), "a failed notice is not sent again");
}

#[tokio::test]
async fn a_claimed_notice_returns_when_its_lease_runs_out() {
    let s = Server::new().await;
    s.game("a").await;
    s.clock.advance(13 * 3600);
    s.table.tick().await.unwrap();
    let first = s.table.claim_notices().await.unwrap();
    assert_eq!(first.len(), 1);
    // The deliverer died without a word: after the lease, another takes it over.
    s.clock.advance(60);
    assert!(s.table.claim_notices().await.unwrap().is_empty());
    s.clock.advance(600);
    let again = s.table.claim_notices().await.unwrap();
    assert_eq!((again.len(), again[0].notice.id, again[0].attempt), (1, first[0].notice.id, 2));
}

// ----- 4. start-up races and lookups -----

#[tokio::test]
async fn the_latest_game_of_a_channel_is_found_by_an_index() {
    let s = Server::new().await;
    let plan: Vec<String> = sqlx::query_scalar(
        "SELECT detail FROM (EXPLAIN QUERY PLAN SELECT id FROM games WHERE channel = 'x' ORDER BY id DESC LIMIT 1)",
    )
    .fetch_all(s.table.store().pool())
    .await
    .unwrap_or_default();
    let plan = if plan.is_empty() {
        let rows = sqlx::query("EXPLAIN QUERY PLAN SELECT id FROM games WHERE channel = 'x' ORDER BY id DESC LIMIT 1")
            .fetch_all(s.table.store().pool())
            .await
            .unwrap();
        rows.iter().map(|r| sqlx::Row::get::<String, _>(r, "detail")).collect()
    } else {
        plan
    };
    assert!(plan.iter().any(|d| d.contains("games_by_channel")), "{plan:?}");
    assert!(!plan.iter().any(|d| d.contains("TEMP B-TREE")), "no sorting: {plan:?}");
}

#[test]
fn several_processes_starting_on_a_new_database_at_once_all_succeed() {
    for trial in 0..6 {
        let dir = tempfile::tempdir().unwrap();
        let db = dir.path().join("new.db");
        let children: Vec<_> = (0..6)
            .map(|_| {
                Process::new(env!("CARGO_BIN_EXE_aerie"))
                    .args(["play", "--json", "--db"])
                    .arg(&db)
                    .arg("--out")
                    .arg(dir.path())
                    .stdin(std::process::Stdio::null())
                    .stdout(std::process::Stdio::piped())
                    .stderr(std::process::Stdio::piped())
                    .spawn()
                    .unwrap()
            })
            .collect();
        for child in children {
            let out = child.wait_with_output().unwrap();
            assert!(out.status.success(), "trial {trial}: {}", String::from_utf8_lossy(&out.stderr));
        }
    }
}

// ----- 5. clear failures at the edges -----

#[test]
fn the_console_refuses_invalid_utf8_line_by_line_and_overlong_names() {
    let dir = tempfile::tempdir().unwrap();
    let script = dir.path().join("script.txt");
    let mut bytes = b"alice: /game new game:tower-up\nbob: /game j\xffoin\nbob: /game join\n".to_vec();
    bytes.extend(format!("{}: /game join\n", "n".repeat(100_000)).as_bytes());
    bytes.extend(b"alice: /game status\n");
    std::fs::write(&script, bytes).unwrap();
    let out = Process::new(env!("CARGO_BIN_EXE_aerie"))
        .args(["play", "--json", "--out"])
        .arg(dir.path())
        .arg(&script)
        .output()
        .unwrap();
    assert!(out.status.success(), "{}", String::from_utf8_lossy(&out.stderr));
    let lines: Vec<serde_json::Value> =
        String::from_utf8(out.stdout).unwrap().lines().map(|l| serde_json::from_str(l).unwrap()).collect();
    assert_eq!(lines.len(), 5, "every line answered, the script ran on");
    assert_eq!(lines[1]["ok"], false);
    assert!(lines[1]["error"].as_str().unwrap().contains("not valid UTF-8"));
    assert_eq!(lines[2]["ok"], true, "the next line still runs");
    assert!(lines[3]["error"].as_str().unwrap().contains("at most 32 characters"));
    assert_eq!(lines[4]["game"]["players"], serde_json::json!(["alice", "bob"]));
}

#[test]
fn clocks_stop_at_the_end_of_time_rather_than_wrap() {
    let clock = ManualClock::at(i64::MAX - 5);
    Clock::advance(&clock, 90 * 24 * 3600);
    assert_eq!(clock.now(), i64::MAX);
}

#[tokio::test]
async fn a_very_long_name_from_any_front_end_is_cut_to_discords_32() {
    let s = Server::new().await;
    let long = "x".repeat(100_000);
    s.say("a", "alice", "/game new game:tower-up").await.unwrap();
    s.say("a", &long, "/game join").await.unwrap();
    s.say("a", "alice", "/game start").await.unwrap();
    let game = s.table.store().latest_game("a").await.unwrap().unwrap();
    assert_eq!(game.seats[1].name.chars().count(), 32);
}

#[tokio::test]
async fn a_solo_stand_in_plays_one_turn_per_deadline_not_one_per_second() {
    let mut h = Harness::fast().await;
    h.ok("alice: /game new game:sky-garden").await;
    h.ok("alice: /game settings deadline:1h action:bot").await;
    h.ok("alice: /game start seed:5").await;
    h.ok("alice: /wait 61m").await;
    let moves = |h: &Harness| {
        let store = h.table().store().clone();
        async move { store.latest_game("console").await.unwrap().unwrap().moves.len() }
    };
    let first = moves(&h).await;
    assert!(first >= 1, "the computer played the overdue turn");
    for _ in 0..5 {
        h.ok("alice: /wait 1m").await;
    }
    assert_eq!(moves(&h).await, first, "no further turn before the next deadline");
    h.ok("alice: /wait 60m").await;
    assert!(moves(&h).await > first, "the next turn after the next deadline");
}

#[tokio::test]
async fn a_game_found_unplayable_by_a_command_is_reported_to_its_channel_once() {
    let s = Server::new().await;
    let id = s.game("a").await;
    s.move_once("a").await.unwrap();
    s.say("a", "alice", "/game settings first:off").await.unwrap();
    s.sql("UPDATE games SET snapshot = 'garbage' WHERE id = ?", id).await;
    s.sql("UPDATE moves SET notation = 'fly away' WHERE game_id = ?", id).await;
    assert!(s.say("a", "bob", "/game board").await.unwrap_err().contains("can't be read"));
    assert!(s.say("a", "bob", "/game status").await.unwrap_err().contains("can't be read"));
    let sent = s.tick().await;
    assert_eq!(sent.iter().filter(|(c, t)| c == "a" && t.contains("can't be read")).count(), 1, "{sent:?}");
    assert!(s.tick().await.is_empty());
}

#[tokio::test]
async fn a_table_cancelled_in_the_lobby_is_not_mistaken_for_a_damaged_game() {
    let s = Server::new().await;
    s.say("a", "alice", "/game new game:tower-up").await.unwrap();
    s.say("a", "alice", "/game cancel").await.unwrap();
    let status = s.say("a", "alice", "/game status").await;
    assert!(!format!("{status:?}").contains("can't be read"), "{status:?}");
    assert_eq!(s.table.view("a", "").await.unwrap().unwrap().status, "cancelled");
}
