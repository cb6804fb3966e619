//! The operator's endpoint (`METRICS_ADDR`): after a short game played
//! through the fake Discord, `/metrics` shows the figures moved as they
//! should, and `/healthz` says 200 while the gateway is connected and the
//! database answers, 503 when either is not.
//!
//! The recorder is the process's: other tests running beside this one
//! count into it too, so the counters are checked to have grown at least
//! as this game made them; the gauges read from this bot's own database
//! are checked exactly.

use std::time::Duration;

use tokio::io::{AsyncReadExt, AsyncWriteExt};

use crate::discord_bot::*;
use crate::fake_discord::{FakeInteraction, RecordedRequest, CHANNEL_ID, USER_ID};

/// A GET of `path`: the status code and the body.
async fn get(addr: std::net::SocketAddr, path: &str) -> (u16, String) {
    let mut stream = tokio::net::TcpStream::connect(addr).await.unwrap();
    stream.write_all(format!("GET {path} HTTP/1.0\r\nHost: localhost\r\n\r\n").as_bytes()).await.unwrap();
    let mut response = String::new();
    stream.read_to_string(&mut response).await.unwrap();
    let (head, body) = response.split_once("\r\n\r\n").unwrap();
    let status = head.split_whitespace().nth(1).unwrap().parse().unwrap();
    (status, body.to_string())
}

/// The value of the series `name` whose labels include `labels` (0 if none
/// is shown yet).
fn value(scrape: &str, name: &str, labels: &[(&str, &str)]) -> f64 {
    scrape
        .lines()
        .filter(|line| !line.starts_with('#'))
        .filter_map(|line| line.rsplit_once(' '))
        .filter(|(series, _)| {
            let (metric, rest) = series.split_once('{').unwrap_or((series, ""));
            metric == name && labels.iter().all(|(k, v)| rest.contains(&format!("{k}=\"{v}\"")))
        })
        .map(|(_, value)| value.parse::<f64>().unwrap())
        .sum()
}

/// What grew between two scrapes.
fn grew(before: &str, after: &str, name: &str, labels: &[(&str, &str)]) -> f64 {
    value(after, name, labels) - value(before, name, labels)
}

async fn health_until(addr: std::net::SocketAddr, status: u16) -> String {
    for _ in 0..100 {
        let (now, body) = get(addr, "/healthz").await;
        if now == status {
            return body;
        }
        tokio::time::sleep(Duration::from_millis(50)).await;
    }
    panic!("/healthz never answered {status}: {:?}", get(addr, "/healthz").await);
}

#[tokio::test]
async fn the_figures_move_with_a_game_and_health_follows_the_gateway_and_the_database() {
    let _serial = serial().await;
    let bot = Bot::start(true, Duration::from_secs(2)).await;
    let store = bot.table.store().clone();
    let loopback = "127.0.0.1:0".parse().unwrap();
    let addr = aerie::discord::monitoring::serve(loopback, store.clone(), bot.shards.clone()).await.unwrap();
    let body = health_until(addr, 200).await;
    assert!(body.contains("gateway ok: 1/1 shards connected") && body.contains("database ok"), "{body}");
    let (_, before) = get(addr, "/metrics").await;

    // Alice against an easy computer: a move each, a reminder, a refusal, then Alice resigns.
    bot.send(slash_new("tower-up")).await;
    bot.send(FakeInteraction::slash("game").subcommand("bot").subcommand("add").option("level", "easy")).await;
    bot.send(FakeInteraction::slash("game").subcommand("start")).await;
    let me = USER_ID.to_string();
    for _ in 0..2 {
        let view = bot.view(&me).await;
        let Some(legal) = view.to_move.iter().find(|m| m.user == "Alice").and_then(|m| m.legal.clone()) else { break };
        bot.send(FakeInteraction::slash("move").option("action", legal[0].clone())).await;
    }
    assert!(bot.game(CHANNEL_ID).await.moves.iter().any(|m| !m.by_computer), "Alice moved");
    bot.send(as_user(FakeInteraction::slash("move").option("action", "anything"), BOB)).await;
    bot.clock.advance(12 * 3600);
    bot.table.wakeups().notify_one();
    let reminded = |r: &RecordedRequest| {
        r.method == "POST" && r.path == format!("/channels/{CHANNEL_ID}/messages") && content(r).contains("⏰")
    };
    bot.fake.wait_for_request(WAIT, reminded).await.unwrap();
    bot.send(FakeInteraction::slash("game").subcommand("resign")).await;
    assert_eq!(bot.game(CHANNEL_ID).await.status.as_str(), "finished");
    // The reminder's row is marked delivered just after Discord took it.
    for _ in 0..100 {
        if store.outbox_backlog().await.unwrap() == 0 {
            break;
        }
        tokio::time::sleep(Duration::from_millis(20)).await;
    }

    let (status, after) = get(addr, "/metrics").await;
    assert_eq!(status, 200);
    let moved = |name: &str, labels: &[(&str, &str)]| grew(&before, &after, name, labels);
    let commands = [("kind", "command"), ("outcome", "answered")];
    assert!(moved("aerie_interactions_total", &commands) >= 5.0, "{after}");
    assert!(moved("aerie_interactions_total", &[("kind", "command"), ("outcome", "refused")]) >= 1.0, "{after}");
    assert!(moved("aerie_interaction_ack_seconds_count", &[("kind", "command")]) >= 6.0, "{after}");
    assert!(moved("aerie_board_delivery_seconds_count", &[]) >= 1.0, "{after}");
    assert!(moved("aerie_render_seconds_count", &[]) >= 1.0, "{after}");
    assert!(moved("aerie_computer_decision_seconds_count", &[("level", "easy")]) >= 1.0, "{after}");
    assert!(moved("aerie_computer_queue_wait_seconds_count", &[]) >= 1.0, "{after}");
    assert!(moved("aerie_reminders_sent_total", &[("to", "channel")]) >= 1.0, "{after}");
    assert_eq!(value(&after, "aerie_games", &[("status", "finished")]), 1.0, "{after}");
    assert_eq!(value(&after, "aerie_games", &[("status", "running")]), 0.0, "{after}");
    assert_eq!(value(&after, "aerie_outbox_backlog", &[]), 0.0, "{after}");
    assert_eq!(value(&after, "aerie_shards_connected", &[]), 1.0, "{after}");
    // A histogram comes with its buckets, a counter with its help line.
    assert!(after.contains("aerie_render_seconds_bucket{le=\"0.1\"}"), "{after}");
    assert!(after.contains("# HELP aerie_interactions_total"), "{after}");
    assert_eq!(get(addr, "/nothing").await.0, 404);

    // The database gone: 503, and the failure counted.
    let errors = value(&after, "aerie_store_errors_total", &[("kind", "database")]);
    store.pool().close().await;
    let body = health_until(addr, 503).await;
    assert!(body.contains("gateway ok") && body.contains("database down"), "{body}");
    let (_, closed) = get(addr, "/metrics").await;
    assert!(value(&closed, "aerie_store_errors_total", &[("kind", "database")]) > errors, "{closed}");

    // The gateway gone too.
    bot.shards.shutdown_all().await;
    let body = health_until(addr, 503).await;
    assert!(body.contains("gateway down: 0/0"), "{body}");
    bot.fake.assert_no_violations();
}

/// The bot binary reads `METRICS_ADDR` and serves both paths there.
#[tokio::test]
async fn the_bot_serves_its_figures_at_metrics_addr() {
    let fake = crate::fake_discord::FakeDiscord::start().await;
    let dir = tempfile::tempdir().unwrap();
    let port = std::net::TcpListener::bind("127.0.0.1:0").unwrap().local_addr().unwrap().port();
    let mut bot = std::process::Command::new(env!("CARGO_BIN_EXE_aerie"))
        .arg("bot")
        .env("DISCORD_TOKEN", crate::fake_discord::TOKEN)
        .env("DATABASE_URL", dir.path().join("aerie.db"))
        .env("DISCORD_API_BASE", fake.base_url())
        .env("DISCORD_GUILD_ID", crate::fake_discord::GUILD_ID.to_string())
        .env("AERIE_IMAGES", "off")
        .env("METRICS_ADDR", port.to_string())
        .stdout(std::process::Stdio::null())
        .stderr(std::process::Stdio::null())
        .spawn()
        .expect("start the aerie binary");
    let addr = std::net::SocketAddr::from(([127, 0, 0, 1], port));
    let mut healthy = None;
    for _ in 0..300 {
        if tokio::net::TcpStream::connect(addr).await.is_ok() {
            let (status, body) = get(addr, "/healthz").await;
            if status == 200 {
                healthy = Some(body);
                break;
            }
        }
        tokio::time::sleep(Duration::from_millis(50)).await;
    }
    let scrape = match healthy {
        Some(_) => Some(get(addr, "/metrics").await),
        None => None,
    };
    bot.kill().unwrap();
    bot.wait().unwrap();
    let body = healthy.expect("/healthz answers 200 once the bot is connected");
    assert!(body.contains("gateway ok: 1/1") && body.contains("database ok"), "{body}");
    let (status, scrape) = scrape.unwrap();
    assert_eq!(status, 200);
    assert_eq!(value(&scrape, "aerie_shards_connected", &[]), 1.0, "{scrape}");
    assert_eq!(value(&scrape, "aerie_games", &[("status", "running")]), 0.0, "{scrape}");
}
