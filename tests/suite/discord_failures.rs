//! Discord failing: sends of reminders failing at random (500, 429, dropped
//! connections) while a whole game is played, a send that never succeeds,
//! and Discord refusing the token or being down at start-up.

use crate::fake_discord;

use std::sync::Arc;
use std::time::Duration;

use rand::seq::SliceRandom;
use rand::SeedableRng;
use rand_chacha::ChaCha8Rng;
use serenity::all::{Http, HttpBuilder};

use aerie::clock::ManualClock;
use aerie::discord::scheduler;
use aerie::store::Store;
use aerie::table::{Command, Place, Reply, Table, User};
use fake_discord::{Failure, FakeDiscord, CHANNEL_ID, GUILD_ID, TOKEN, USER_ID};

const BOB: u64 = 1_100_000_000_000_000_010;
const MESSAGES: &str = "/channels/{channel_id}/messages";

struct Setup {
    fake: FakeDiscord,
    http: Http,
    table: Table,
    clock: Arc<ManualClock>,
    _dir: tempfile::TempDir,
}

async fn setup() -> Setup {
    let fake = FakeDiscord::start().await;
    let http = HttpBuilder::new(TOKEN).proxy(fake.base_url()).ratelimiter_disabled(true).build();
    let dir = tempfile::tempdir().unwrap();
    let store = Store::open(&dir.path().join("aerie.db").display().to_string()).await.unwrap();
    let clock = Arc::new(ManualClock::at(1_780_704_000));
    let table = Table::new(store, clock.clone()).without_images();
    Setup { fake, http, table, clock, _dir: dir }
}

fn place() -> Place {
    Place { guild: Some(GUILD_ID.to_string()), channel: CHANNEL_ID.to_string() }
}

fn user(id: u64, name: &str) -> User {
    User { id: id.to_string(), name: name.into(), is_admin: false, manages_server: false }
}

impl Setup {
    async fn say(&self, who: &User, line: &str) -> Result<Vec<Reply>, String> {
        let command = Command::parse(line).map_err(|e| aerie::i18n::said_in(aerie::i18n::Lang::En, &e))?;
        self.table.handle(&place(), who, command).await.map_err(|r| aerie::i18n::words(aerie::i18n::Lang::En, &r.0))
    }

    async fn count(&self, sql: &str) -> i64 {
        sqlx::query_scalar(sql).fetch_one(self.table.store().pool()).await.unwrap()
    }

    /// Runs the scheduler's rounds, letting simulated time pass between
    /// them, until no notice waits for delivery.
    async fn deliver_all(&self) {
        for _ in 0..50 {
            self.table.tick().await.unwrap();
            scheduler::deliver(&self.table, &self.http).await;
            let waiting =
                self.count("SELECT COUNT(*) FROM outbox WHERE delivered_at IS NULL AND failed_at IS NULL").await;
            if waiting == 0 {
                return;
            }
            self.clock.advance(3600);
        }
        panic!("notices still undelivered after 50 rounds");
    }

    fn reminders_posted(&self) -> usize {
        let messages = self.fake.channel_messages(CHANNEL_ID);
        messages.iter().filter(|m| m["content"].as_str().is_some_and(|c| c.starts_with('⏰'))).count()
    }
}

#[tokio::test]
async fn every_reminder_of_a_whole_game_arrives_exactly_once_though_sends_fail_at_random() {
    let s = setup().await;
    let (alice, bob) = (user(USER_ID, "Alice"), user(BOB, "Bob"));
    s.say(&alice, "/game new game:tower-up").await.unwrap();
    s.say(&bob, "/game join").await.unwrap();
    s.say(&alice, "/game start seed:4").await.unwrap();
    // A third of the reminder posts fail: 500, 429, or a dropped connection
    // before or after Discord made the message.
    s.fake.fail_at_random("POST", MESSAGES, 0.35, 7);
    let mut rng = ChaCha8Rng::seed_from_u64(5);
    let mut turns = 0;
    loop {
        let view = s.table.view(&CHANNEL_ID.to_string(), "").await.unwrap().unwrap();
        if view.status != "running" {
            break;
        }
        let who = if view.to_move[0].user == "Alice" { &alice } else { &bob };
        // Every second turn the player keeps the others waiting: a reminder falls due.
        if turns % 2 == 0 {
            s.clock.advance(13 * 3600);
            s.deliver_all().await;
        }
        let legal = s.table.moves_for(&CHANNEL_ID.to_string(), &who.id).await.unwrap().unwrap().legal;
        let mv = legal.choose(&mut rng).unwrap();
        s.say(who, &format!("/move action:\"{mv}\"")).await.unwrap();
        turns += 1;
        assert!(turns < 2_000, "the game did not end");
    }
    let queued = s.count("SELECT COUNT(*) FROM outbox").await;
    assert!(queued >= 10, "only {queued} reminders in a whole game");
    assert_eq!(s.count("SELECT COUNT(*) FROM outbox WHERE delivered_at IS NOT NULL").await, queued);
    assert_eq!(s.reminders_posted(), queued as usize, "each reminder is in the channel exactly once");
    assert!(s.fake.chaos_faults() >= 5, "the failures hit: {}", s.fake.chaos_faults());
    assert!(s.count("SELECT COUNT(*) FROM outbox WHERE attempts > 1").await > 0, "some were sent again");
    s.fake.assert_no_violations();
}

#[tokio::test]
async fn a_send_that_keeps_failing_is_retried_then_recorded_as_failed_for_the_host() {
    let s = setup().await;
    let (alice, bob) = (user(USER_ID, "Alice"), user(BOB, "Bob"));
    s.say(&alice, "/game new game:tower-up").await.unwrap();
    s.say(&bob, "/game join").await.unwrap();
    s.say(&alice, "/game start seed:4").await.unwrap();
    s.fake.fail_next("POST", MESSAGES, 1_000, Failure::ServerError);
    s.clock.advance(13 * 3600);
    s.table.tick().await.unwrap();
    // Not delivered after a failed send: due again later, with growing pauses.
    scheduler::deliver(&s.table, &s.http).await;
    assert_eq!(s.count("SELECT COUNT(*) FROM outbox WHERE delivered_at IS NULL AND failed_at IS NULL").await, 1);
    let first_retry = s.count("SELECT next_attempt_at FROM outbox").await;
    assert!(first_retry > 1_780_704_000 + 13 * 3600, "scheduled again");
    scheduler::deliver(&s.table, &s.http).await;
    assert_eq!(s.count("SELECT attempts FROM outbox").await, 1, "not sent again before its time");
    for _ in 0..scheduler::MAX_ATTEMPTS {
        s.clock.advance(3600);
        scheduler::deliver(&s.table, &s.http).await;
    }
    assert_eq!(s.count("SELECT COUNT(*) FROM outbox WHERE failed_at IS NOT NULL AND delivered_at IS NULL").await, 1);
    assert_eq!(s.count("SELECT attempts FROM outbox").await, scheduler::MAX_ATTEMPTS);
    assert_eq!(s.reminders_posted(), 0);
    let status =
        |r: Vec<Reply>| r.iter().map(|r| aerie::i18n::words(aerie::i18n::Lang::En, &r.text)).collect::<String>();
    let host = status(s.say(&alice, "/game status").await.unwrap());
    assert!(host.contains("could not be delivered") && host.contains("500"), "{host}");
    let other = status(s.say(&bob, "/game status").await.unwrap());
    assert!(!other.contains("could not be delivered"), "{other}");
}

#[tokio::test]
async fn a_rejected_token_or_an_unavailable_discord_gets_a_clear_line_and_a_bounded_retry() {
    let fake = FakeDiscord::start().await;
    let http = HttpBuilder::new(TOKEN).proxy(fake.base_url()).ratelimiter_disabled(true).build();
    let pauses = [Duration::from_millis(10); 3];
    let gateway = |fake: &FakeDiscord| fake.requests().iter().filter(|r| r.path == "/gateway/bot").count();

    fake.fail_next(
        "GET",
        "/gateway/bot",
        1,
        Failure::Error { status: 401, code: 0, message: "401: Unauthorized".into() },
    );
    let error = aerie::discord::check_discord(&http, &pauses).await.unwrap_err().to_string();
    assert!(error.contains("rejected DISCORD_TOKEN"), "{error}");
    assert_eq!(gateway(&fake), 1, "a rejected token is not retried");

    fake.fail_next("GET", "/gateway/bot", 100, Failure::ServerError);
    let error = aerie::discord::check_discord(&http, &pauses).await.unwrap_err().to_string();
    assert!(
        error.contains("Discord is unavailable (HTTP 500)") && error.contains("gave up after 4 attempts"),
        "{error}"
    );
    assert_eq!(gateway(&fake), 1 + 4);

    let fake = FakeDiscord::start().await;
    let http = HttpBuilder::new(TOKEN).proxy(fake.base_url()).ratelimiter_disabled(true).build();
    fake.fail_next("GET", "/gateway/bot", 2, Failure::ServerError);
    aerie::discord::check_discord(&http, &pauses).await.expect("Discord came back");

    // Nobody listening at all: a network error, retried, then a clear line.
    let gone = HttpBuilder::new(TOKEN).proxy("http://127.0.0.1:9").ratelimiter_disabled(true).build();
    let error = aerie::discord::check_discord(&gone, &pauses[..1]).await.unwrap_err().to_string();
    assert!(error.contains("can't be reached") && error.contains("gave up after 2 attempts"), "{error}");
}
