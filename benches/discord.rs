//! Latency over the fake Discord on loopback: from dispatching an
//! interaction to the bot's acknowledgement, and to the message carrying the
//! board image; and from a click in the move builder to the panel it shows
//! (median and p99). Run with `cargo bench --bench discord`.

#[path = "../tests/suite/fake_discord/mod.rs"]
mod fake_discord;

use std::sync::Arc;
use std::time::{Duration, Instant};

use aerie::clock::SystemClock;
use aerie::discord::Config;
use aerie::store::Store;
use aerie::table::Table;
use fake_discord::{FakeDiscord, FakeInteraction, CHANNEL_ID, GUILD_ID, TOKEN, USER_ID};

const BOB: u64 = 1_100_000_000_000_000_010;
const WAIT: Duration = Duration::from_secs(30);
const ROUNDS: usize = 40;

fn median(samples: Vec<Duration>) -> f64 {
    quantile(samples, 0.5)
}

fn quantile(mut samples: Vec<Duration>, q: f64) -> f64 {
    samples.sort();
    let index = ((samples.len() as f64 * q) as usize).min(samples.len() - 1);
    samples[index].as_secs_f64() * 1000.0
}

async fn measure(answer_within: Duration) -> (f64, f64) {
    let fake = FakeDiscord::start().await;
    let dir = tempfile::tempdir().unwrap();
    let url = dir.path().join("aerie.db").display().to_string();
    let table = Table::new(Store::open(&url).await.unwrap(), Arc::new(SystemClock));
    let config = Config {
        token: TOKEN.into(),
        database_url: url,
        guild_id: Some(GUILD_ID),
        api_base: Some(fake.base_url()),
        answer_within,
        metrics_addr: None,
    };
    let mut client = aerie::discord::client(&config, table.clone()).await.unwrap();
    tokio::spawn(async move { client.start().await });
    fake.wait_for_request(WAIT, |r| r.method == "PUT" && r.path.ends_with("/commands")).await.unwrap();
    let send = |spec: FakeInteraction| fake.send_interaction(&spec).unwrap();
    // Each set-up step must be complete (not just acknowledged) before the next.
    let done =
        |id: u64| fake.wait_for_request(WAIT, move |r| r.interaction_id == Some(id) && r.callback_type() != Some(5));
    let new = send(FakeInteraction::slash("game").subcommand("new").subcommand("tower-up"));
    done(new.id).await.unwrap();
    let join = send(FakeInteraction::slash("game").subcommand("join").user(BOB, "bob", "Bob"));
    done(join.id).await.unwrap();
    let start = send(FakeInteraction::slash("game").subcommand("start"));
    done(start.id).await.unwrap();
    tokio::time::sleep(Duration::from_millis(500)).await;

    let (mut acks, mut images) = (vec![], vec![]);
    for _ in 0..ROUNDS {
        // Whoever must act takes a card: a public board image follows.
        let view = table.view(&CHANNEL_ID.to_string(), "").await.unwrap().unwrap();
        let actor = if view.to_move[0].user == "Alice" { USER_ID } else { BOB };
        let legal = table.moves_for(&CHANNEL_ID.to_string(), &actor.to_string()).await.unwrap().unwrap().legal;
        let action = if legal.iter().any(|m| m == "take 1") { "take 1".to_string() } else { legal[0].clone() };
        let spec = FakeInteraction::slash("move").option("action", action);
        let spec = if actor == BOB { spec.user(BOB, "bob", "Bob") } else { spec };
        let t0 = Instant::now();
        let sent = send(spec);
        fake.await_callback(sent.id, WAIT).await.unwrap();
        acks.push(t0.elapsed());
        fake.wait_for_request(WAIT, |r| r.interaction_id == Some(sent.id) && !r.files.is_empty()).await.unwrap();
        images.push(t0.elapsed());
        // Let the follow-ups and the board-link fetch finish before the next round.
        tokio::time::sleep(Duration::from_millis(100)).await;
    }
    fake.assert_no_violations();
    (median(acks), median(images))
}

/// From a click in the move builder (Play on the board, then a menu choice)
/// to the bot's answer carrying the panel, over Cloud City's first turn.
async fn panel_latency() -> (f64, f64) {
    let fake = FakeDiscord::start().await;
    let dir = tempfile::tempdir().unwrap();
    let url = dir.path().join("aerie.db").display().to_string();
    let table = Table::new(Store::open(&url).await.unwrap(), Arc::new(SystemClock)).without_images();
    let config = Config {
        token: TOKEN.into(),
        database_url: url,
        guild_id: Some(GUILD_ID),
        api_base: Some(fake.base_url()),
        answer_within: Duration::from_millis(1500),
        metrics_addr: None,
    };
    let mut client = aerie::discord::client(&config, table.clone()).await.unwrap();
    tokio::spawn(async move { client.start().await });
    fake.wait_for_request(WAIT, |r| r.method == "PUT" && r.path.ends_with("/commands")).await.unwrap();
    let send = |spec: FakeInteraction| fake.send_interaction(&spec).unwrap();
    let new = send(FakeInteraction::slash("game").subcommand("new").subcommand("cloud-city"));
    fake.wait_for_request(WAIT, |r| r.interaction_id == Some(new.id) && r.method == "PATCH").await.unwrap();
    let join = send(FakeInteraction::slash("game").subcommand("join").user(BOB, "bob", "Bob"));
    fake.wait_for_request(WAIT, |r| r.interaction_id == Some(join.id) && r.callback_type() != Some(5)).await.unwrap();
    let start = send(FakeInteraction::slash("game").subcommand("start"));
    let board =
        fake.wait_for_request(WAIT, |r| r.interaction_id == Some(start.id) && r.method == "PATCH").await.unwrap();
    tokio::time::sleep(Duration::from_millis(300)).await;
    let board_id = fake.original_message_id(start.id).unwrap();
    let body = board.body.unwrap();
    let play = body["components"][0]["components"][0]["custom_id"].as_str().unwrap().to_string();
    let view = table.view(&CHANNEL_ID.to_string(), "").await.unwrap().unwrap();
    let actor = if view.to_move[0].user == "Alice" { USER_ID } else { BOB };
    let as_actor = |spec: FakeInteraction| if actor == BOB { spec.user(BOB, "bob", "Bob") } else { spec };
    let mut samples = vec![];
    for round in 0..ROUNDS * 5 {
        // Open the panel from the board.
        let t0 = Instant::now();
        let opened = send(as_actor(FakeInteraction::button(&play, board_id)));
        fake.await_callback(opened.id, WAIT).await.unwrap();
        samples.push(t0.elapsed());
        // Choose the first part of a move in its menu.
        let panel = fake.original_message_id(opened.id).unwrap();
        let message = fake.message(panel).unwrap();
        // A step of up to five choices shows buttons, a longer one a menu.
        let first = &message["components"][0]["components"][0];
        let id = first["custom_id"].as_str().unwrap().to_string();
        let click = match first["options"].as_array() {
            Some(options) => {
                let value = options[round % options.len()]["value"].as_str().unwrap().to_string();
                FakeInteraction::select(&id, panel, &[&value])
            }
            None => FakeInteraction::button(&id, panel),
        };
        let t0 = Instant::now();
        let chosen = send(as_actor(click));
        fake.await_callback(chosen.id, WAIT).await.unwrap();
        samples.push(t0.elapsed());
    }
    fake.assert_no_violations();
    let n = samples.len();
    let result = (quantile(samples.clone(), 0.5), quantile(samples, 0.99));
    println!("move builder: click -> panel   median {:6.2} ms, p99 {:6.2} ms ({n} clicks)", result.0, result.1);
    result
}

#[tokio::main]
async fn main() {
    panel_latency().await;
    let (ack, image) = measure(Duration::from_millis(1500)).await;
    println!("answered at once:     acknowledgement {ack:6.1} ms, board image {image:6.1} ms (medians of {ROUNDS})");
    let (ack, image) = measure(Duration::ZERO).await;
    println!("deferred, then edit:  acknowledgement {ack:6.1} ms, board image {image:6.1} ms (medians of {ROUNDS})");
}
