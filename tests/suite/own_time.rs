//! The player's own time: time zones and quiet hours (`/me settings`), the
//! pings held through them, and deadline clocks that stop for them, across
//! midnight and daylight-saving changes; each on SQLite and on PostgreSQL.
//! Through the fake Discord: the time-zone autocomplete.

use crate::discord_bot;
use crate::fake_discord;
use crate::support;

use std::time::Duration;

use rand::SeedableRng;
use rand_chacha::ChaCha8Rng;

use aerie::console::{LineReport, CHANNEL};
use aerie::store::GameRecord;
use support::{Backend, Harness};

crate::on_both_backends!(
    held_pings_arrive_once_as_one_message_with_the_catch_up,
    held_pings_wait_for_the_local_morning_across_daylight_saving_changes,
    deadlines_move_by_the_night_across_daylight_saving_changes,
    a_night_stops_the_clock_for_ten_hours_at_most,
    editing_quiet_hours_mid_turn_changes_nothing_until_the_next_turn,
    vacation_and_quiet_hours_add_up_across_a_daylight_saving_change,
    bad_time_settings_are_refused_without_changing_anything,
);

const HOUR: i64 = 3600;

/// Unix seconds of a UTC time written `2026-03-07T18:00:00Z`.
fn utc(text: &str) -> i64 {
    text.parse::<jiff::Timestamp>().unwrap().as_second()
}

/// A running two-player Tower Up game opened at `at`, both players keeping
/// `quiet` hours in `zone` (none when empty); returns who moves first.
async fn game_at(backend: Backend, at: i64, settings: &str, zone: &str, quiet: &str) -> (Harness, String) {
    let mut h = Harness::fast_on(backend).await;
    h.clock.set(at);
    for player in ["alice", "bob"] {
        if !zone.is_empty() {
            h.ok(&format!("{player}: /me settings timezone:{zone} quiet:{quiet}")).await;
        }
    }
    h.ok("alice: /game new game:tower-up").await;
    if !settings.is_empty() {
        h.ok(&format!("alice: /game settings {settings}")).await;
    }
    h.ok("bob: /game join").await;
    h.ok("alice: /game start seed:5").await;
    let first = to_move(&h).await;
    (h, first)
}

async fn to_move(h: &Harness) -> String {
    h.view("").await.unwrap().to_move[0].user.clone()
}

async fn game(h: &Harness) -> GameRecord {
    h.table().store().latest_game(CHANNEL).await.unwrap().unwrap()
}

/// Random moves until `user`'s turn begins after someone else's; returns
/// the report of the move that began it.
async fn hand_turn_to(h: &mut Harness, rng: &mut ChaCha8Rng, user: &str) -> LineReport {
    while to_move(h).await == user {
        h.random_move(rng).await;
    }
    loop {
        let report = h.random_move(rng).await;
        if to_move(h).await == user {
            return report;
        }
    }
}

fn reminders_to<'a>(report: &'a LineReport, user: &str) -> Vec<&'a aerie::console::ReplyReport> {
    Harness::reminders(report).into_iter().filter(|r| r.text.starts_with(&format!("⏰ @{user}"))).collect()
}

async fn held_pings_arrive_once_as_one_message_with_the_catch_up(backend: Backend) {
    // 22:00 in Kyiv (UTC+2 in January); bob's quiet hours are 23:00-07:00 there.
    let mut h = Harness::fast_on(backend).await;
    h.clock.set(utc("2026-01-15T20:00:00Z"));
    h.ok("bob: /me settings timezone:europe/kyiv quiet:23:00-07:00").await;
    h.ok("alice: /game new game:tower-up").await;
    h.ok("alice: /game settings first:1h every:2h").await;
    h.ok("bob: /game join").await;
    h.ok("alice: /game start seed:5").await;
    let mut rng = ChaCha8Rng::seed_from_u64(3);
    // 23:30 in Kyiv: alice's move hands bob the turn; he is named, not pinged.
    h.clock.set(utc("2026-01-15T21:30:00Z"));
    let report = hand_turn_to(&mut h, &mut rng, "bob").await;
    let post = &report.replies[0].text;
    assert!(post.contains("bob") && !post.contains("@bob"), "{post}");
    // Reminders fall due at 1 h, 3 h, 5 h and 7 h: all held through the night.
    let mut held = vec![];
    for _ in 0..7 {
        held.extend(reminders_to(&h.ok("carol: /wait 1h").await, "bob").into_iter().cloned());
    }
    assert!(held.is_empty(), "nothing reaches bob in his quiet hours: {held:?}");
    // 07:00 in Kyiv: one message, with what he missed.
    let report = h.ok("carol: /wait 30m").await;
    let sent = reminders_to(&report, "bob");
    assert_eq!(sent.len(), 1, "{:?}", report.replies);
    assert!(sent[0].text.contains("quiet hours are over"), "{}", sent[0].text);
    assert!(sent[0].text.contains("alice"), "the catch-up names alice's turn: {}", sent[0].text);
    // Once: not again, even after a restart.
    assert!(reminders_to(&h.ok("carol: /wait 1m").await, "bob").is_empty());
    let now = h.clock_now();
    let mut h = h.restart_at(now).await;
    assert!(reminders_to(&h.ok("carol: /wait 1m").await, "bob").is_empty());
    // The next reminder comes as usual, by day.
    assert_eq!(reminders_to(&h.ok("carol: /wait 2h").await, "bob").len(), 1);
}

async fn held_pings_wait_for_the_local_morning_across_daylight_saving_changes(backend: Backend) {
    // (zone, the turn begins at 23:30 local, quiet hours end at 07:00 local)
    let nights = [
        // New York springs forward: 23:30 EST to 07:00 EDT is 6.5 hours.
        ("America/New_York", "2026-03-08T04:30:00Z", "2026-03-08T11:00:00Z"),
        // Kyiv falls back: 23:30 EEST to 07:00 EET is 8.5 hours.
        ("Europe/Kyiv", "2026-10-24T20:30:00Z", "2026-10-25T05:00:00Z"),
    ];
    for (zone, handed, morning) in nights {
        let mut h = Harness::fast_on(backend).await;
        h.clock.set(utc(handed) - 2 * HOUR);
        h.ok(&format!("bob: /me settings timezone:{zone} quiet:23:00-07:00")).await;
        h.ok("alice: /game new game:tower-up").await;
        h.ok("alice: /game settings first:1h every:1h").await;
        h.ok("bob: /game join").await;
        h.ok("alice: /game start seed:5").await;
        let mut rng = ChaCha8Rng::seed_from_u64(4);
        h.clock.set(utc(handed));
        let post = hand_turn_to(&mut h, &mut rng, "bob").await;
        assert!(!post.replies[0].text.contains("@bob"), "{zone}: {}", post.replies[0].text);
        h.clock.set(utc(morning) - 120);
        assert!(reminders_to(&h.ok("carol: /wait 1m").await, "bob").is_empty(), "{zone}: still night");
        let sent = h.ok("carol: /wait 1m").await;
        let sent = reminders_to(&sent, "bob");
        assert_eq!(sent.len(), 1, "{zone}: one message at 07:00 local");
        assert!(sent[0].text.contains("quiet hours are over"), "{zone}: {}", sent[0].text);
    }
}

async fn deadlines_move_by_the_night_across_daylight_saving_changes(backend: Backend) {
    // New York springs forward in the night of 7-8 March 2026: 23:00 EST
    // (04:00Z) to 07:00 EDT (11:00Z) is a 7-hour night.
    let start = utc("2026-03-07T18:00:00Z");
    let (mut h, first) = game_at(backend, start, "deadline:1d action:end", "America/New_York", "23:00-07:00").await;
    let g = game(&h).await;
    assert_eq!(g.deadline_at, Some(start + 24 * HOUR + 7 * HOUR), "{:?}", g.seat_clocks);
    h.clock.set(start + 31 * HOUR - 120);
    h.ok("carol: /wait 1m").await;
    assert_eq!(h.view("").await.unwrap().status, "running");
    let report = h.ok("carol: /wait 1m").await;
    assert!(report.replies.iter().any(|r| r.text.contains(&format!("{first} missed"))), "{:?}", report.replies);
    assert_eq!(h.view("").await.unwrap().status, "finished");

    // Kyiv falls back on 25 October 2026: 23:00 EEST (20:00Z) to 07:00 EET
    // (05:00Z) is a 9-hour night.
    let start = utc("2026-10-24T12:00:00Z");
    let (h, _) = game_at(backend, start, "deadline:1d action:end", "Europe/Kyiv", "23:00-07:00").await;
    assert_eq!(game(&h).await.deadline_at, Some(start + 24 * HOUR + 9 * HOUR));
}

async fn a_night_stops_the_clock_for_ten_hours_at_most(backend: Backend) {
    // 09:00 in Kyiv, inside a 14-hour window (21:00-11:00) that stopped the
    // clock only until 07:00: the turn runs at once, and its night stops it
    // for 10 hours, not 14.
    let start = utc("2026-06-10T06:00:00Z");
    let (h, _) = game_at(backend, start, "deadline:1d action:end", "Europe/Kyiv", "21:00-11:00").await;
    assert_eq!(game(&h).await.deadline_at, Some(start + 24 * HOUR + 10 * HOUR));
}

async fn editing_quiet_hours_mid_turn_changes_nothing_until_the_next_turn(backend: Backend) {
    let start = utc("2026-05-04T12:00:00Z");
    let (mut h, first) = game_at(backend, start, "deadline:1d action:end", "", "").await;
    assert_eq!(game(&h).await.deadline_at, Some(start + 24 * HOUR));
    h.ok(&format!("{first}: /me settings quiet:23:00-07:00")).await;
    let g = game(&h).await;
    assert_eq!(g.deadline_at, Some(start + 24 * HOUR), "the running turn keeps its deadline");
    assert!(g.seat_clocks.is_empty());
    // Their next turn, begun at noon UTC, stops for the 8-hour night.
    let mut rng = ChaCha8Rng::seed_from_u64(9);
    let other = if first == "alice" { "bob" } else { "alice" };
    hand_turn_to(&mut h, &mut rng, other).await;
    h.clock.set(utc("2026-05-05T12:00:00Z"));
    hand_turn_to(&mut h, &mut rng, &first).await;
    let g = game(&h).await;
    assert_eq!(g.deadline_at, Some(g.turn_since.unwrap() + 32 * HOUR), "{:?}", g.seat_clocks);
    // The settings show who keeps quiet hours, in which zone.
    let report = h.ok(&format!("{other}: /game settings")).await;
    assert!(report.replies[0].text.contains(&format!("{first} keeps quiet hours `23:00-07:00` (UTC)")));
}

async fn vacation_and_quiet_hours_add_up_across_a_daylight_saving_change(backend: Backend) {
    let start = utc("2026-03-07T18:00:00Z");
    let settings = "deadline:1d action:end vacation:8";
    let (mut h, first) = game_at(backend, start, settings, "America/New_York", "23:00-07:00").await;
    // 2 h of the turn used (13:00-15:00 EST), then away through the short night.
    h.clock.set(utc("2026-03-07T20:00:00Z"));
    h.ok(&format!("{first}: /vacation on")).await;
    assert_eq!(game(&h).await.deadline_at, None, "no deadline on vacation");
    h.clock.set(utc("2026-03-08T14:00:00Z"));
    h.ok(&format!("{first}: /vacation off")).await;
    // 22 h of running time left: 13 h to 23:00 EDT, the 8-hour night, 9 h more.
    assert_eq!(game(&h).await.deadline_at, Some(utc("2026-03-09T20:00:00Z")));
}

async fn bad_time_settings_are_refused_without_changing_anything(backend: Backend) {
    let mut h = Harness::fast_on(backend).await;
    h.ok("bob: /me settings timezone:America/New_York quiet:22:30-06:30").await;
    let before = h.table().store().player("bob").await.unwrap();
    let why = h.refused("bob: /me settings timezone:Europe/Kiyv").await;
    assert!(why.contains("Europe/Kyiv"), "the closest names are offered: {why}");
    let why = h.refused("bob: /me settings quiet:21:00-12:00").await;
    assert!(why.contains("1 to 14 hours"), "{why}");
    let why = h.refused("bob: /me settings quiet:25:00-07:00").await;
    assert!(why.contains("23:00-07:00"), "{why}");
    h.refused("bob: /me settings confirm:off timezone:Mars/Olympus").await;
    assert_eq!(h.table().store().player("bob").await.unwrap(), before);
    let shown = h.ok("bob: /me settings").await;
    assert!(shown.replies[0].text.contains("`22:30-06:30`"), "{}", shown.replies[0].text);
    assert!(shown.replies[0].text.contains("America/New_York"), "{}", shown.replies[0].text);
    let data = h.ok("bob: /me data").await;
    assert!(data.replies[0].text.contains("quiet hours `22:30-06:30`"), "{}", data.replies[0].text);
    h.ok("bob: /me settings quiet:off").await;
    assert_eq!(h.table().store().player("bob").await.unwrap().quiet_from, None);
}

/// Discord: the time-zone option completes from the zone list, each choice
/// with its offset now.
#[tokio::test]
async fn the_time_zone_autocomplete_answers_with_offsets() {
    use discord_bot::*;
    use fake_discord::FakeInteraction;
    let _serial = serial().await;
    let bot = Bot::start(false, Duration::from_secs(2)).await;
    let choices = bot.answer(FakeInteraction::autocomplete("me", "timezone", "kyiv").subcommand("settings")).await;
    assert_eq!(choices.callback_type(), Some(8), "an autocomplete answer");
    let listed = data(&choices)["choices"].as_array().unwrap().clone();
    assert!(!listed.is_empty() && listed.len() <= 25, "{listed:?}");
    assert_eq!(listed[0]["value"], "Europe/Kyiv");
    let label = listed[0]["name"].as_str().unwrap();
    assert!(label.starts_with("Europe/Kyiv (UTC+0"), "{label}");
    let all = bot.answer(FakeInteraction::autocomplete("me", "timezone", "").subcommand("settings")).await;
    assert_eq!(data(&all)["choices"].as_array().unwrap().len(), 25);
    bot.fake.assert_no_violations();
}
