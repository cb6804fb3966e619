//! Computer players never stall the bot: while a hard computer player thinks
//! in one channel, a command in another channel is answered. The test runs
//! on a single-threaded runtime, so a decision computed on the runtime itself
//! would hold everything up until it was done.

use crate::fake_discord;

use std::sync::Arc;
use std::time::Duration;

use aerie::catalog;
use aerie::clock::ManualClock;
use aerie::discord::Config;
use aerie::games::Turn;
use aerie::store::Store;
use aerie::table::{Command, Place, Table, User};
use fake_discord::{FakeDiscord, FakeInteraction, RecordedRequest, CHANNEL_ID, GUILD_ID, TOKEN, USER_ID};

const WAIT: Duration = Duration::from_secs(60);
const OTHER_CHANNEL: u64 = CHANNEL_ID + 1_000;

/// Starts the real bot against `fake` on a fresh database; returns its table.
async fn boot(fake: &FakeDiscord, dir: &tempfile::TempDir) -> Table {
    let url = dir.path().join("aerie.db").display().to_string();
    let store = Store::open(&url).await.unwrap();
    let table = Table::new(store, Arc::new(ManualClock::at(1_780_704_000))).without_images();
    let config = Config {
        token: TOKEN.into(),
        database_url: url,
        guild_id: Some(GUILD_ID),
        api_base: Some(fake.base_url()),
        // Every command is deferred at once, so an acknowledgement that comes
        // late can only mean the runtime was busy.
        answer_within: Duration::ZERO,
        metrics_addr: None,
    };
    let mut client = aerie::discord::client(&config, table.clone()).await.unwrap();
    tokio::spawn(async move {
        let _ = client.start().await;
    });
    fake.wait_for_request(WAIT, |r| r.method == "PUT" && r.path.ends_with("/commands")).await.unwrap();
    table
}

/// Sends an interaction and waits for the bot's answer with some text.
async fn answer(fake: &FakeDiscord, spec: FakeInteraction) -> String {
    let sent = fake.send_interaction(&spec).unwrap();
    let answer =
        fake.wait_for_request(WAIT, |r| r.interaction_id == Some(sent.id) && !content(r).is_empty()).await.unwrap();
    content(&answer)
}

fn content(r: &RecordedRequest) -> String {
    let body = r.body.clone().unwrap_or_default();
    let data = if r.is_callback() { body["data"].clone() } else { body };
    data["content"].as_str().unwrap_or("").to_string()
}

/// A Tower Up seed in which seat 0 (the person) moves first.
fn person_first_seed() -> u64 {
    let engine = catalog::engine("tower-up").unwrap();
    let options = engine.parse_options(&[]).unwrap();
    (1..).find(|&seed| engine.setup(&options, 2, seed).unwrap().to_move() == Turn::Seats(vec![0])).unwrap()
}

#[tokio::test]
async fn another_channel_is_answered_while_a_hard_computer_player_thinks() {
    let fake = FakeDiscord::start().await;
    let dir = tempfile::tempdir().unwrap();
    let table = boot(&fake, &dir).await;
    let game = FakeInteraction::slash("game");
    answer(&fake, game.clone().subcommand("new").subcommand("tower-up")).await;
    let added = answer(&fake, game.clone().subcommand("bot").subcommand("add").option("level", "hard")).await;
    assert!(added.contains("Computer 1 (hard)"), "{added}");
    // Discord offers no seed; the test starts the table with one where the
    // person moves first, so that their move hands the turn to the computer.
    let place = Place { guild: Some(GUILD_ID.to_string()), channel: CHANNEL_ID.to_string() };
    let alice = User { id: USER_ID.to_string(), name: "alice".into(), is_admin: false, manages_server: false };
    table.handle(&place, &alice, Command::Start { seed: Some(person_first_seed()) }).await.unwrap();
    let view = table.view(&CHANNEL_ID.to_string(), &USER_ID.to_string()).await.unwrap().unwrap();
    let first = view.to_move[0].legal.clone().unwrap()[0].clone();

    // The move is acknowledged (deferred) while the computer thinks...
    let played = fake.send_interaction(&FakeInteraction::slash("move").option("action", first)).unwrap();
    fake.await_callback(played.id, WAIT).await.unwrap();
    // ...and meanwhile people in another channel keep asking for help, and
    // each gets the answer before the next asks. Had the decision run on the
    // runtime, everything (this test included) would wait for it, and the
    // computer's reply would be announced before the first answer.
    let begins = |r: &RecordedRequest| r.interaction_id == Some(played.id) && content(r).contains("Computer 1 (hard)");
    let mut answered_meanwhile = 0;
    while !fake.requests().iter().any(begins) && answered_meanwhile < 1_000 {
        let help = fake.send_interaction(&FakeInteraction::slash("help").channel(OTHER_CHANNEL)).unwrap();
        let answered = fake
            .wait_for_request(WAIT, |r| r.interaction_id == Some(help.id) && content(r).contains("/game new"))
            .await
            .unwrap();
        assert!(answered.is_callback() || answered.method == "PATCH");
        if !fake.requests().iter().any(begins) {
            answered_meanwhile += 1;
        }
    }
    assert!(
        answered_meanwhile >= 10,
        "only {answered_meanwhile} help requests were answered while the computer thought"
    );
    let announced = fake.wait_for_request(WAIT, begins).await.unwrap();
    assert!(content(&announced).contains("Computer 1 (hard)"), "{}", content(&announced));
    fake.assert_no_violations();
}
