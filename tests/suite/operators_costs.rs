//! What hosting costs, measured for docs/hosting.md; ignored in the usual
//! run (they take minutes). Each prints its figures:
//!
//! ```sh
//! cargo test --test suite -- --ignored --nocapture costs_
//! ```
//!
//! - memory: the real bot binary against the fake Discord, its resident
//!   memory (VmRSS, and the peak VmHWM) at idle on an empty database, at
//!   idle with 1,000 running games in it, and after one move in each of
//!   them through Discord interactions (each posts a new board image);
//! - disk: the SQLite file after 1,000 finished games of Tower Up and of
//!   Cloud City and 200 of Sky Garden (random legal moves, checkpointed;
//!   `COSTS_GAMES`, `COSTS_SKY_GAMES` change the numbers);
//! - CPU: thread CPU time per computer decision by level and game.

use crate::fake_discord;

use std::process::{Child, Command, Stdio};
use std::sync::Arc;
use std::time::{Duration, Instant};

use rand::seq::SliceRandom;
use rand::SeedableRng;
use rand_chacha::ChaCha8Rng;

use aerie::bots::{self, Level};
use aerie::catalog;
use aerie::clock::SystemClock;
use aerie::games::Turn;
use aerie::store::Store;
use aerie::table::{Command as TableCommand, Place, Table, User};
use fake_discord::{FakeDiscord, FakeInteraction, GUILD_ID, TOKEN};

const GAMES: u64 = 1_000;
const FIRST_CHANNEL: u64 = 1_400_000_000_000_000_000;
const FIRST_USER: u64 = 1_500_000_000_000_000_000;
const WAIT: Duration = Duration::from_secs(60);

fn players(game: u64) -> [User; 2] {
    [0, 1].map(|k| {
        let id = (FIRST_USER + 2 * game + k).to_string();
        User { id: id.clone(), name: id, is_admin: false, manages_server: false }
    })
}

fn place(game: u64) -> Place {
    Place { guild: Some(GUILD_ID.to_string()), channel: (FIRST_CHANNEL + game).to_string() }
}

async fn say(table: &Table, place: &Place, who: &User, line: &str) {
    table.handle(place, who, TableCommand::parse(line).unwrap()).await.unwrap();
}

/// `key` of /proc/<pid>/status, in MB.
fn status_mb(pid: u32, key: &str) -> f64 {
    let status = std::fs::read_to_string(format!("/proc/{pid}/status")).unwrap();
    let line = status.lines().find(|l| l.starts_with(key)).unwrap();
    let kb: f64 = line.split_whitespace().nth(1).unwrap().parse().unwrap();
    kb / 1024.0
}

fn memory(bot: &Child) -> String {
    let pid = bot.id();
    format!("VmRSS {:.1} MB (peak VmHWM {:.1} MB)", status_mb(pid, "VmRSS:"), status_mb(pid, "VmHWM:"))
}

fn spawn_bot(fake: &FakeDiscord, db: &str) -> Child {
    Command::new(env!("CARGO_BIN_EXE_aerie"))
        .arg("bot")
        .env("DISCORD_TOKEN", TOKEN)
        .env("DISCORD_API_BASE", fake.base_url())
        .env("DISCORD_GUILD_ID", GUILD_ID.to_string())
        .env("DATABASE_URL", db)
        .env("RUST_LOG", "warn")
        .stdin(Stdio::null())
        .stdout(Stdio::null())
        .spawn()
        .unwrap()
}

async fn wait_started(fake: &FakeDiscord, ready: usize) {
    fake.wait_ready(ready, WAIT).await.unwrap();
    tokio::time::sleep(Duration::from_secs(3)).await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
#[ignore = "a measurement for docs/hosting.md, minutes long"]
async fn costs_memory_idle_and_with_1000_running_games() {
    let dir = tempfile::tempdir().unwrap();
    let db = format!("sqlite://{}", dir.path().join("aerie.db").display());
    let fake = FakeDiscord::start().await;
    let mut bot = spawn_bot(&fake, &db);
    wait_started(&fake, 1).await;
    println!("idle, empty database: {}", memory(&bot));
    let _ = bot.kill();
    let _ = bot.wait();

    let table = Table::new(Store::open(&db).await.unwrap(), Arc::new(SystemClock)).without_images();
    for game in 0..GAMES {
        let [a, b] = players(game);
        say(&table, &place(game), &a, "/game new game:tower-up").await;
        say(&table, &place(game), &b, "/game join").await;
        say(&table, &place(game), &a, &format!("/game start seed:{game}")).await;
    }
    let mut bot = spawn_bot(&fake, &db);
    wait_started(&fake, 2).await;
    println!("idle, {GAMES} running games in the database: {}", memory(&bot));

    // One move in each game through Discord, eight at a time.
    let started = Instant::now();
    let fake = Arc::new(fake);
    for chunk in (0..GAMES).collect::<Vec<_>>().chunks(8) {
        let mut sent = vec![];
        for &game in chunk {
            let channel = place(game).channel;
            let view = table.view(&channel, "").await.unwrap().unwrap();
            let actor = view.to_move[0].user.clone();
            let legal = table.moves_for(&channel, &actor).await.unwrap().unwrap().legal;
            let spec = FakeInteraction::slash("move")
                .option("action", legal[0].clone())
                .user(actor.parse().unwrap(), &actor, &actor)
                .channel(FIRST_CHANNEL + game);
            sent.push(fake.send_interaction(&spec).unwrap());
        }
        for s in sent {
            fake.await_callback(s.id, WAIT).await.unwrap();
        }
    }
    // Until the last board is posted.
    tokio::time::sleep(Duration::from_secs(3)).await;
    println!(
        "after one move in each of {GAMES} games ({:.0} s, images on): {}",
        started.elapsed().as_secs_f64(),
        memory(&bot)
    );
    let _ = bot.kill();
    let _ = bot.wait();
}

/// Plays `games` games of `kind` to the end with random legal moves.
async fn finish_games(table: &Table, kind: &str, first: u64, games: u64) {
    let mut rng = ChaCha8Rng::seed_from_u64(first);
    for game in first..first + games {
        let (place, [a, b]) = (place(game), players(game));
        say(table, &place, &a, &format!("/game new game:{kind}")).await;
        say(table, &place, &b, "/game join").await;
        say(table, &place, &a, &format!("/game start seed:{game}")).await;
        loop {
            let view = table.view(&place.channel, "").await.unwrap().unwrap();
            if view.status != "running" {
                break;
            }
            let who = if view.to_move[0].user == a.id { &a } else { &b };
            let legal = table.moves_for(&place.channel, &who.id).await.unwrap().unwrap().legal;
            let mv = legal.choose(&mut rng).unwrap();
            say(table, &place, who, &format!("/move action:\"{mv}\"")).await;
        }
    }
}

#[tokio::test]
#[ignore = "a measurement for docs/hosting.md, minutes long"]
async fn costs_disk_per_1000_finished_games() {
    let games = |name: &str, default: u64| std::env::var(name).ok().and_then(|g| g.parse().ok()).unwrap_or(default);
    // Sky Garden's games are long (about 180 moves): fewer of them, scaled.
    let kinds = [("tower-up", games("COSTS_GAMES", GAMES)), ("cloud-city", games("COSTS_GAMES", GAMES))];
    let kinds = kinds.into_iter().chain([("sky-garden", games("COSTS_SKY_GAMES", 200))]);
    for (k, (kind, games)) in kinds.enumerate() {
        let dir = tempfile::tempdir().unwrap();
        let path = dir.path().join("aerie.db");
        let store = Store::open(&path.display().to_string()).await.unwrap();
        let empty = size(&store, &path).await;
        let table = Table::new(store.clone(), Arc::new(SystemClock)).without_images();
        let started = Instant::now();
        finish_games(&table, kind, k as u64 * 100_000, games).await;
        let full = size(&store, &path).await;
        let moves: i64 = sqlx::query_scalar("SELECT COUNT(*) FROM moves").fetch_one(store.pool()).await.unwrap();
        println!(
            "{kind}: {games} finished games, {moves} moves: {:.2} MB over an empty database, {:.1} MB per 1,000 ({:.1} KB a game; {:.0} s)",
            (full - empty) as f64 / 1e6,
            (full - empty) as f64 / 1e6 * 1000.0 / games as f64,
            (full - empty) as f64 / games as f64 / 1e3,
            started.elapsed().as_secs_f64()
        );
    }
}

/// The database file's size with everything checkpointed into it.
async fn size(store: &Store, path: &std::path::Path) -> u64 {
    sqlx::query("PRAGMA wal_checkpoint(TRUNCATE)").execute(store.pool()).await.unwrap();
    std::fs::metadata(path).unwrap().len()
}

/// CPU time this thread has run, from the kernel's scheduler statistics.
fn thread_cpu() -> Duration {
    let stat = std::fs::read_to_string("/proc/thread-self/schedstat").unwrap();
    Duration::from_nanos(stat.split_whitespace().next().unwrap().parse().unwrap())
}

#[test]
#[ignore = "a measurement for docs/hosting.md, minutes long"]
fn costs_cpu_per_decision_by_level() {
    // Hard decisions take up to a second each: a sample of them suffices.
    let decisions = |level| if level == Level::Hard { 40 } else { 200 };
    for kind in ["tower-up", "cloud-city", "sky-garden"] {
        for level in [Level::Easy, Level::Normal, Level::Hard] {
            let engine = catalog::engine(kind).unwrap();
            let mut times = vec![];
            let mut seed = 1;
            while times.len() < decisions(level) {
                let mut game = engine.setup(&engine.parse_options(&[]).unwrap(), 2, seed).unwrap();
                for ply in 0.. {
                    let Turn::Seats(to_move) = game.to_move() else { break };
                    if times.len() >= decisions(level) {
                        break;
                    }
                    let before = thread_cpu();
                    let mv = bots::choose(game.as_ref(), to_move[0], level.strategy(), seed * 100_000 + ply).unwrap();
                    times.push(thread_cpu() - before);
                    game.play(to_move[0], &mv).unwrap();
                }
                seed += 1;
            }
            times.sort_unstable();
            let ms = |q: f64| times[((times.len() - 1) as f64 * q).round() as usize].as_secs_f64() * 1000.0;
            let mean = times.iter().sum::<Duration>().as_secs_f64() * 1000.0 / times.len() as f64;
            println!(
                "{kind} {level:?}: CPU per decision median {:.1} ms, mean {mean:.1} ms, p95 {:.1} ms, max {:.1} ms ({} decisions)",
                ms(0.5),
                ms(0.95),
                ms(1.0),
                times.len()
            );
        }
    }
}
