//! The daily digest (`/me settings digest:`), `/games` in a DM, and pace,
//! through the command layer with a manual clock: the digest comes once at
//! the player's local time and replaces their reminders; `only` holds the
//! pings that start their turns too; a closed DM turns it into reminders
//! in the games' channels; two processes queue it once between them.

use crate::support;

use std::sync::Arc;

use aerie::clock::Clock;
use aerie::i18n::{self, Lang};
use aerie::store::{ClaimedNotice, Store};
use aerie::table::{Command, Place, Reply, Table, User};
use rand::seq::SliceRandom;
use rand::SeedableRng;
use rand_chacha::ChaCha8Rng;
use support::{Backend, Harness};

const HOUR: i64 = 3600;
const DAY: i64 = 24 * HOUR;

crate::on_both_backends!(
    a_daily_digest_comes_once_a_day_instead_of_reminders,
    two_processes_queue_each_digest_once,
    pace_and_the_lobby_s_expected_length_need_five_finished_games,
);

fn place(guild: Option<&str>, channel: &str) -> Place {
    Place { guild: guild.map(String::from), channel: channel.to_string() }
}

/// Runs one command line for `user` at `place`; it must succeed.
async fn say(table: &Table, at: &Place, user: &str, line: &str) -> Vec<Reply> {
    let command = Command::parse(line).unwrap_or_else(|e| panic!("{line}: {}", i18n::said_in(Lang::En, &e)));
    table.handle(at, &User::named(user), command).await.unwrap_or_else(|e| panic!("{line} refused: {e:?}"))
}

fn words(replies: &[Reply]) -> String {
    replies.iter().map(|r| i18n::words(Lang::En, &r.text)).collect::<Vec<_>>().join("\n")
}

/// Two running Tower Up games of alice and bob, one on each of two servers,
/// the second with a deadline of a week; returns who moves first in both
/// (the same seed and seats: the same player) and the other.
async fn two_servers(table: &Table) -> (String, String) {
    for (guild, channel) in [("g1", "c1"), ("g2", "c2")] {
        let at = place(Some(guild), channel);
        say(table, &at, "alice", "/game new game:tower-up").await;
        if channel == "c2" {
            say(table, &at, "alice", "/game settings deadline:7d").await;
        }
        say(table, &at, "bob", "/game join").await;
        say(table, &at, "alice", "/game start seed:5").await;
    }
    let first = |c: &'static str| async move { table.view(c, "").await.unwrap().unwrap().to_move[0].user.clone() };
    let (one, two) = (first("c1").await, first("c2").await);
    assert_eq!(one, two, "the same seed and seats start with the same player");
    let other = if one == "alice" { "bob" } else { "alice" }.to_string();
    (one, other)
}

/// Advances the clock, runs the scheduler once and takes the notices due.
async fn after(h: &Harness, table: &Table, seconds: i64) -> Vec<ClaimedNotice> {
    h.clock.advance(seconds);
    table.tick().await.unwrap();
    let claimed = table.claim_notices().await.unwrap();
    for claim in &claimed {
        table.notice_delivered(claim.notice.id).await.unwrap();
    }
    claimed
}

fn digests(claimed: &[ClaimedNotice]) -> Vec<&ClaimedNotice> {
    claimed.iter().filter(|c| c.digest_of.is_some()).collect()
}

async fn a_daily_digest_comes_once_a_day_instead_of_reminders(backend: Backend) {
    let h = Harness::fast_on(backend).await;
    let table = h.table().clone();
    let (first, _) = two_servers(&table).await;
    let dm = place(None, "dm");
    let shown = words(&say(&table, &dm, &first, "/me settings digest:daily@08:00").await);
    assert!(shown.contains("08:00"), "{shown}");
    // The clock starts at midnight UTC: nothing until 08:00.
    assert!(after(&h, &table, 8 * HOUR - 60).await.is_empty());
    let claimed = after(&h, &table, 60).await;
    assert_eq!(claimed.len(), 1, "{claimed:?}");
    let digest = &claimed[0];
    assert_eq!(digest.digest_of.as_deref(), Some(first.as_str()));
    assert_eq!((digest.notice.deliver_to.as_str(), digest.notice.user_id.as_deref()), ("dm", Some(first.as_str())));
    let text = i18n::words(Lang::En, &digest.notice.text);
    assert!(text.contains("2 games wait") && text.contains("Tower Up"), "{text}");
    assert!(text.contains("#c1") && text.contains("#c2") && text.contains("8 h 0 min"), "{text}");
    assert_eq!(text.matches("deadline").count(), 1, "the second game's deadline: {text}");
    // The reminder due at 12 h (and the one a day later) waits for the
    // digest: only the next day's digest comes, at 08:00 again.
    let mut later = vec![];
    for _ in 0..48 {
        later.extend(after(&h, &table, HOUR).await);
    }
    assert_eq!(later.len(), 2, "{later:?}");
    assert!(later.iter().all(|c| c.digest_of.is_some()));
    // A restart sends nothing twice; digest:off brings the reminders back.
    let now = h.clock_now();
    let h = h.restart_at(now).await;
    let table = h.table().clone();
    assert!(after(&h, &table, 60).await.is_empty());
    say(&table, &dm, &first, "/me settings digest:off").await;
    let mut back = vec![];
    for _ in 0..24 {
        back.extend(after(&h, &table, HOUR).await);
    }
    assert_eq!(back.len(), 2, "one reminder a day per game: {back:?}");
    assert!(digests(&back).is_empty() && back.iter().all(|c| c.notice.deliver_to == "channel"));
}

/// The digest's time is read in the player's zone (`/me settings timezone:`),
/// whether the zone was set before the digest or after it (`zone_later`).
async fn digest_at_local_time(zone: Option<&str>, local: &str, expected_after: i64, zone_later: bool) {
    let h = Harness::fast().await;
    let table = h.table().clone();
    let (first, _) = two_servers(&table).await;
    let set_zone = || async {
        if let Some(zone) = zone {
            say(&table, &place(None, "dm"), &first, &format!("/me settings timezone:{zone}")).await;
        }
    };
    if !zone_later {
        set_zone().await;
    }
    say(&table, &place(None, "dm"), &first, &format!("/me settings digest:daily@{local}")).await;
    if zone_later {
        set_zone().await;
    }
    assert!(after(&h, &table, expected_after - 1).await.is_empty(), "{zone:?}: not before");
    assert_eq!(digests(&after(&h, &table, 1).await).len(), 1, "{zone:?}: at {local} local time");
    assert!(after(&h, &table, DAY - 1).await.is_empty(), "{zone:?}: once a day");
    assert_eq!(digests(&after(&h, &table, 1).await).len(), 1, "{zone:?}: the next day");
}

#[tokio::test]
async fn the_digest_comes_at_the_player_s_local_time() {
    // The tests' clock starts at 2026-06-06 00:00 UTC, 03:00 in Kyiv (summer time).
    for (zone, local, expected_after) in [
        (None, "06:30", 6 * HOUR + 30 * 60),
        (Some("Europe/Kyiv"), "08:00", 5 * HOUR),
        (Some("America/New_York"), "01:15", 5 * HOUR + 15 * 60),
    ] {
        digest_at_local_time(zone, local, expected_after, false).await;
        digest_at_local_time(zone, local, expected_after, true).await;
    }
}

/// Plays the first legal move of whoever must act until `until` is to move.
async fn play_until(table: &Table, channel: &str, until: &str) -> Vec<Reply> {
    let at = place(Some("g1"), channel);
    let mut last = vec![];
    for _ in 0..50 {
        let view = table.view(channel, "").await.unwrap().unwrap();
        let mover = view.to_move[0].user.clone();
        if mover == until {
            return last;
        }
        let moves = table.moves_for(channel, &mover).await.unwrap().unwrap();
        last = say(table, &at, &mover, &format!("/move action:\"{}\"", moves.legal[0])).await;
    }
    panic!("{until} never came to move");
}

#[tokio::test]
async fn only_holds_the_pings_that_start_a_turn_and_daily_does_not() {
    let h = Harness::fast().await;
    let table = h.table().clone();
    let (first, other) = two_servers(&table).await;
    let dm = place(None, "dm");
    say(&table, &dm, &other, "/me settings digest:daily@08:00").await;
    let post = play_until(&table, "c1", &other).await;
    let pinged = |replies: &[Reply], who: &str| replies.iter().any(|r| r.mentions.iter().any(|m| m.user_id == who));
    assert!(pinged(&post, &other), "daily: the turn's ping stays");
    play_until(&table, "c1", &first).await;
    let shown = words(&say(&table, &dm, &other, "/me settings digest:only@08:00").await);
    assert!(shown.contains("only@08:00"), "{shown}");
    let data = words(&say(&table, &dm, &other, "/me data").await);
    assert!(data.contains("only@08:00"), "what the bot keeps names the digest: {data}");
    let post = play_until(&table, "c1", &other).await;
    assert!(!pinged(&post, &other), "only: the ping waits for the digest");
    assert!(words(&post).contains(&format!("Not pinged, as they asked (their turns come in a daily digest): {other}")));
}

#[tokio::test]
async fn a_closed_dm_turns_the_digest_into_reminders_in_each_channel() {
    let h = Harness::fast().await;
    let table = h.table().clone();
    let (first, _) = two_servers(&table).await;
    say(&table, &place(None, "dm"), &first, "/me settings digest:only@08:00").await;
    h.clock.advance(8 * HOUR);
    table.tick().await.unwrap();
    let claimed = table.claim_notices().await.unwrap();
    let [digest] = &claimed[..] else { panic!("{claimed:?}") };
    // The front-end could not send it: its DMs are closed.
    table.digest_not_sent(digest).await.unwrap();
    table.digest_not_sent(digest).await.unwrap();
    let mut instead = table.claim_notices().await.unwrap();
    instead.sort_by(|a, b| a.notice.channel.cmp(&b.notice.channel));
    let channels: Vec<(&str, &str)> =
        instead.iter().map(|c| (c.notice.channel.as_str(), c.notice.deliver_to.as_str())).collect();
    assert_eq!(channels, [("c1", "channel"), ("c2", "channel")], "one reminder per game, once");
    for claim in &instead {
        assert_eq!(claim.notice.user_id.as_deref(), Some(first.as_str()));
        assert!(i18n::words(Lang::En, &claim.notice.text).contains("it's your turn in Tower Up"));
        assert!(claim.digest_of.is_none());
    }
}

async fn two_processes_queue_each_digest_once(backend: Backend) {
    let h = Harness::fast_on(backend).await;
    let a = h.table().clone();
    let clock: Arc<dyn Clock> = h.clock.clone();
    let b = Table::new(Store::open(&h.url).await.unwrap(), clock).without_images();
    let (first, other) = two_servers(&a).await;
    let dm = place(None, "dm");
    say(&a, &dm, &first, "/me settings digest:daily@08:00").await;
    say(&b, &dm, &other, "/me settings digest:daily@09:00").await;
    let mut queued = vec![];
    for _ in 0..3 * 24 {
        h.clock.advance(HOUR);
        let (x, y) = tokio::join!(a.tick(), b.tick());
        x.unwrap();
        y.unwrap();
        let (x, y) = tokio::join!(a.claim_notices(), b.claim_notices());
        for claim in x.unwrap().into_iter().chain(y.unwrap()) {
            a.notice_delivered(claim.notice.id).await.unwrap();
            queued.push(claim);
        }
    }
    // Three days: three digests for the player awaited, none for the other.
    let of = |who: &str| queued.iter().filter(|c| c.digest_of.as_deref() == Some(who)).count();
    assert_eq!((of(&first), of(&other)), (3, 0), "{} notices", queued.len());

    // A process that claimed a digest and died: the other sends it once the
    // claim runs out, and the dead one's late commit writes nothing.
    h.clock.advance(8 * HOUR);
    let now = h.clock_now();
    let dead = a.store().claim_due_digests(now, 300, 10).await.unwrap();
    assert_eq!(dead.len(), 1);
    b.tick().await.unwrap();
    assert!(b.claim_notices().await.unwrap().is_empty(), "claimed by the dead process");
    h.clock.advance(301);
    b.tick().await.unwrap();
    assert_eq!(digests(&b.claim_notices().await.unwrap()).len(), 1);
    assert!(!a.store().commit_digest(&dead[0], now + DAY, None).await.unwrap());
}

/// Plays Tower Up games to the end, an hour between moves.
async fn finish_games(h: &mut Harness, count: u64) {
    for seed in 0..count {
        h.ok("alice: /game new game:tower-up").await;
        h.ok("bob: /game join").await;
        h.ok(&format!("alice: /game start seed:{seed}")).await;
        let mut rng = ChaCha8Rng::seed_from_u64(seed);
        for _ in 0..400 {
            let view = h.view("").await.unwrap();
            if view.status != "running" {
                break;
            }
            let user = view.to_move[0].user.clone();
            let own = h.view(&user).await.unwrap();
            let legal = own.to_move.iter().find(|t| t.user == user).and_then(|t| t.legal.clone()).unwrap();
            h.clock.advance(HOUR);
            h.ok(&format!("{user}: /move action:\"{}\"", legal.choose(&mut rng).unwrap())).await;
        }
        assert_eq!(h.view("").await.unwrap().status, "finished");
    }
}

async fn pace_and_the_lobby_s_expected_length_need_five_finished_games(backend: Backend) {
    let mut h = Harness::fast_on(backend).await;
    finish_games(&mut h, 4).await;
    let stats = h.ok("alice: /stats").await.replies[0].text.clone();
    assert!(stats.contains("Tower Up: median time to move 1 h 0 min"), "{stats}");
    let lobby = h.ok("alice: /game new game:tower-up").await.replies[0].text.clone();
    assert!(!lobby.contains("Expected length"), "four finished games: no guess\n{lobby}");
    let joined = h.ok("bob: /game join").await.replies[0].text.clone();
    assert!(!joined.contains("Expected length"), "{joined}");
    assert!(!h.ok("carol: /game status").await.replies[0].text.contains("Expected length"));
    h.ok("alice: /game cancel").await;
    finish_games(&mut h, 1).await;
    let lobby = h.ok("alice: /game new game:tower-up").await.replies[0].text.clone();
    assert!(lobby.contains("Expected length") && lobby.contains("about"), "{lobby}");
    let joined = h.ok("bob: /game join").await.replies[0].text.clone();
    assert!(joined.contains("Expected length") && joined.contains("about"), "{joined}");
    let status = h.ok("carol: /game status").await.replies[0].text.clone();
    assert!(status.contains("Expected length"), "{status}");
}

#[tokio::test]
async fn games_in_a_dm_lists_the_player_s_games_on_every_server() {
    let h = Harness::fast().await;
    let table = h.table().clone();
    let (first, _) = two_servers(&table).await;
    // Carol's game on a third server is not theirs to see.
    let at = place(Some("g3"), "c3");
    say(&table, &at, "carol", "/game new game:tower-up").await;
    say(&table, &at, "dave", "/game join").await;
    say(&table, &at, "carol", "/game start seed:5").await;
    h.clock.advance(3 * HOUR);
    let listed = words(&say(&table, &place(None, "dm"), &first, "/games").await);
    assert!(listed.contains("#c1") && listed.contains("#c2") && !listed.contains("#c3"), "{listed}");
    assert_eq!(listed.matches("(your turn)").count(), 2, "{listed}");
    assert!(listed.contains("waiting 3 h 0 min"), "{listed}");
    let none = words(&say(&table, &place(None, "dm"), "erin", "/games").await);
    assert!(none.contains("no running game on any server"), "{none}");
}
