//! Three bot processes (the real `aerie` binary) on one PostgreSQL database,
//! each running one of three gateway shards of a fake Discord, sharing 48
//! games with reminders and deadlines under a clock they read from a file.
//! One process is killed with SIGKILL while due work and moves are under
//! way, and started again. Every move acknowledged to a user is kept, each
//! reminder and deadline action happens exactly once (one Discord message
//! per queued notice, the expected number of notices per game), and every
//! game can still be finished.

use crate::fake_discord;
use crate::support;

use std::collections::{BTreeMap, HashMap};
use std::path::PathBuf;
use std::process::{Child, Command as Process, Stdio};
use std::sync::Arc;
use std::time::Duration;

use aerie::clock::FileClock;
use aerie::store::Store;
use aerie::table::{Command, Place, Table, User};
use fake_discord::{FakeDiscord, FakeInteraction, GUILD_ID, TOKEN};
use serde_json::Value;

/// Enough games that every shard serves many and the crash interrupts work
/// under way on several; each more game only adds time.
const GAMES: u64 = 48;
const SHARDS: u64 = 3;
const HOUR: i64 = 3600;
const WAIT: Duration = Duration::from_secs(60);
/// Where the first channel's and the first player's ids start.
const FIRST_CHANNEL: u64 = 1_200_000_000_000_000_000;
const FIRST_USER: u64 = 1_300_000_000_000_000_000;

fn channel(game: u64) -> u64 {
    FIRST_CHANNEL + game
}

/// The two players of a game, by id (their display name is the id too).
fn players(game: u64) -> [u64; 2] {
    [FIRST_USER + 2 * game, FIRST_USER + 2 * game + 1]
}

/// The shard a game's interactions arrive on.
fn shard_of(game: u64) -> u64 {
    game % SHARDS
}

struct World {
    fake: FakeDiscord,
    db: String,
    dir: tempfile::TempDir,
    clock_file: PathBuf,
    /// The test's own table on the same database: a fourth process that
    /// sets up games and looks at them, but runs no scheduler.
    table: Table,
    bots: HashMap<u64, Child>,
    started: usize,
    /// (channel, user, move) for every move a user was told succeeded.
    acknowledged: std::sync::Mutex<Vec<(u64, u64, String)>>,
}

impl World {
    fn set_clock(&self, now: i64) {
        let tmp = self.dir.path().join("clock.tmp");
        std::fs::write(&tmp, now.to_string()).unwrap();
        std::fs::rename(&tmp, &self.clock_file).unwrap();
    }

    fn spawn(&mut self, shard: u64) {
        let log = std::fs::File::create(self.dir.path().join(format!("bot-{shard}-{}.log", self.started))).unwrap();
        let child = Process::new(env!("CARGO_BIN_EXE_aerie"))
            .arg("bot")
            .env("DISCORD_TOKEN", TOKEN)
            .env("DATABASE_URL", &self.db)
            .env("DISCORD_API_BASE", self.fake.base_url())
            .env("DISCORD_GUILD_ID", GUILD_ID.to_string())
            .env("DISCORD_SHARDS", shard.to_string())
            .env("DISCORD_SHARD_COUNT", SHARDS.to_string())
            .env("AERIE_CLOCK_FILE", &self.clock_file)
            .env("AERIE_IMAGES", "off")
            .env("RUST_LOG", "warn")
            .stdout(Stdio::null())
            .stderr(log)
            .spawn()
            .expect("start the aerie binary");
        self.started += 1;
        if let Some(mut old) = self.bots.insert(shard, child) {
            let _ = old.wait();
        }
    }

    fn kill(&mut self, shard: u64) {
        let child = self.bots.get_mut(&shard).unwrap();
        // SIGKILL: no shutdown, no cleanup, mid-transaction.
        child.kill().unwrap();
        child.wait().unwrap();
    }

    async fn run(&self, game: u64, user: u64, command: Command) -> Vec<aerie::table::Reply> {
        let place = Place { guild: Some(GUILD_ID.to_string()), channel: channel(game).to_string() };
        let user = User { id: user.to_string(), name: user.to_string(), is_admin: false, manages_server: false };
        self.table.handle(&place, &user, command).await.unwrap_or_else(|e| panic!("game {game}: refused: {e:?}"))
    }

    /// Who must act in a game, and their legal moves.
    async fn actor(&self, game: u64) -> Option<(u64, Vec<String>)> {
        let ch = channel(game).to_string();
        let view = self.table.view(&ch, "").await.unwrap()?;
        let user: u64 = view.to_move.first()?.user.parse().unwrap();
        let legal = self.table.moves_for(&ch, &user.to_string()).await.unwrap()?.legal;
        Some((user, legal))
    }

    /// Sends one `/move` through the fake Discord on the game's shard and
    /// waits for the answer: true if the user was told it was played.
    async fn send_move(&self, game: u64, user: u64, mv: &str) -> bool {
        let name = user.to_string();
        let spec = FakeInteraction::slash("move")
            .option("action", mv)
            .user(user, &name, &name)
            .channel(channel(game))
            .permissions("0");
        let Ok(sent) = self.fake.send_interaction_on(shard_of(game), &spec) else { return false };
        // The answer: the callback, or the edit of a deferred one.
        for _ in 0..200 {
            for r in self.fake.interaction_responses(sent.id) {
                let data = if r.is_callback() { r.body.as_ref().map(|b| b["data"].clone()) } else { r.body.clone() };
                let Some(data) = data else { continue };
                let text = data["content"].as_str().unwrap_or("");
                let ephemeral = data["flags"].as_u64().unwrap_or(0) & 64 != 0;
                if r.status < 300 && !text.is_empty() {
                    // A played move is answered in public (refusals are private).
                    let played = !ephemeral;
                    if played {
                        self.acknowledged.lock().unwrap().push((channel(game), user, mv.to_string()));
                    }
                    return played;
                }
            }
            tokio::time::sleep(Duration::from_millis(25)).await;
        }
        false
    }

    /// Plays the current player's whole turn through Discord (retrying a
    /// move that got no answer, as a user would); false if the game's shard
    /// is not served.
    async fn play_turn(&self, game: u64) -> bool {
        let Some((player, _)) = self.actor(game).await else { return true };
        for _ in 0..40 {
            match self.actor(game).await {
                Some((user, legal)) if user == player => {
                    let mv = legal[legal.len() / 2].clone();
                    if !self.send_move(game, user, &mv).await && !self.fake.connected_shards().contains(&shard_of(game))
                    {
                        return false;
                    }
                }
                _ => return true,
            }
        }
        panic!("game {game}: a turn took more than 40 moves");
    }

    /// `play_turn` in several games at once; the games whose shard is not served.
    async fn play_turns(&self, games: impl IntoIterator<Item = u64>) -> Vec<u64> {
        let games: Vec<u64> = games.into_iter().collect();
        let mut unserved = vec![];
        for batch in games.chunks(12) {
            let done = futures_util::future::join_all(batch.iter().map(|&g| self.play_turn(g))).await;
            unserved.extend(batch.iter().zip(done).filter(|(_, served)| !served).map(|(&g, _)| g));
        }
        unserved
    }

    /// Wakes every scheduler and waits until no notice waits for delivery.
    async fn deliver_all(&self) {
        self.table.store().wake_all().await.unwrap();
        let pool = self.table.store().postgres_pool().unwrap();
        for _ in 0..600 {
            // Due work includes games claimed but not yet handled (their
            // due_at is a lease then, but their reminder time has come).
            let waiting: i64 = sqlx::query_scalar(
                "SELECT (SELECT COUNT(*) FROM outbox WHERE delivered_at IS NULL AND failed_at IS NULL)
                      + (SELECT COUNT(*) FROM games WHERE status = 'running' AND LEAST(remind_at, deadline_at) <= $1)",
            )
            .bind(aerie::clock::Clock::now(self.table.clock().as_ref()))
            .fetch_one(pool)
            .await
            .unwrap();
            if waiting == 0 {
                return;
            }
            tokio::time::sleep(Duration::from_millis(100)).await;
            if rand::random::<u8>() < 20 {
                self.table.store().wake_all().await.unwrap();
            }
        }
        panic!("notices or due games still waiting after a minute");
    }

    /// The time the schedulers see.
    async fn at(&self, now: i64) {
        self.set_clock(now);
        self.deliver_all().await;
    }
}

impl Drop for World {
    fn drop(&mut self) {
        for child in self.bots.values_mut() {
            let _ = child.kill();
            let _ = child.wait();
        }
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 4)]
async fn three_processes_share_forty_eight_games_through_a_crash() {
    let Some(server) = support::backend::pg_server() else { return };
    let db = support::backend::fresh_pg_database(&server).await;
    let dir = tempfile::tempdir().unwrap();
    let clock_file = dir.path().join("clock");
    let t0 = support::START;
    std::fs::write(&clock_file, t0.to_string()).unwrap();
    let store = Store::open(&db).await.unwrap();
    let table = Table::new(store, Arc::new(FileClock::new(&clock_file))).without_images();
    let fake = FakeDiscord::start().await;
    let mut w =
        World { fake, db, dir, clock_file, table, bots: HashMap::new(), started: 0, acknowledged: Default::default() };

    for shard in 0..SHARDS {
        w.spawn(shard);
    }
    w.fake.wait_for_shards(&[0, 1, 2], WAIT).await.unwrap();
    w.fake.wait_for_request(WAIT, |r| r.method == "PUT" && r.path.ends_with("/commands")).await.unwrap();

    // The games, set up by the test's own process: reminders after 12 h and
    // then every 24 h, a 3-day deadline that ends the game.
    for game in 0..GAMES {
        let [a, b] = players(game);
        w.run(game, a, Command::New { kind: "tower-up".into(), options: vec![], language: Default::default() }).await;
        // The rules are set before anyone else sits down: after that they need everyone's agreement.
        let settings = [("first", "12h"), ("every", "24h"), ("deadline", "3d"), ("action", "end")];
        let changes = settings.iter().map(|(k, v)| (k.to_string(), v.to_string())).collect();
        w.run(game, a, Command::Settings { changes }).await;
        w.run(game, b, Command::Join).await;
        w.run(game, a, Command::Start { seed: Some(game) }).await;
    }

    // t0: the first turn of every game, played through Discord.
    assert!(w.play_turns(0..GAMES).await.is_empty(), "every shard is up");
    // 13 h: the first reminder of every game.
    w.at(t0 + 13 * HOUR).await;

    // 37 h: the second reminder is due everywhere while the first 100 games
    // get their second turn; the process with shard 1 is killed mid-way
    // (with a move on its shard unanswered) and started again.
    w.set_clock(t0 + 37 * HOUR);
    w.table.store().wake_all().await.unwrap();
    let (user, legal) = w.actor(1).await.unwrap();
    let name = user.to_string();
    let in_flight = FakeInteraction::slash("move").option("action", legal[0].clone()).user(user, &name, &name);
    w.fake.send_interaction_on(shard_of(1), &in_flight.channel(channel(1)).permissions("0")).unwrap();
    tokio::time::sleep(Duration::from_millis(150)).await;
    w.kill(1);
    let mut unserved = w.play_turns(2..GAMES / 4).await;
    w.spawn(1);
    w.fake.wait_for_shards(&[1], WAIT).await.unwrap();
    unserved.push(0);
    unserved.push(1);
    unserved.extend(GAMES / 4..GAMES / 2);
    assert!(w.play_turns(unserved).await.is_empty(), "every shard is up again");
    // Past every lease: whatever the killed process had claimed is done by the others.
    w.at(t0 + 37 * HOUR + 10 * 60).await;
    // 62 h: one more reminder everywhere; 73 h: the deadline of the games that waited since t0.
    w.at(t0 + 62 * HOUR).await;
    w.at(t0 + 73 * HOUR).await;

    // Each notice reached Discord exactly once.
    let pool = w.table.store().postgres_pool().unwrap().clone();
    // (channel, delivered_at) of every queued notice.
    let notices: Vec<(String, Option<i64>)> =
        sqlx::query_as("SELECT channel, delivered_at FROM outbox ORDER BY id").fetch_all(&pool).await.unwrap();
    assert!(notices.iter().all(|n| n.1.is_some()), "every notice delivered");
    let mut per_game: BTreeMap<u64, (usize, usize)> = BTreeMap::new();
    for game in 0..GAMES {
        let messages = w.fake.channel_messages(channel(game));
        let reminders = messages.iter().filter(|m| text(m).starts_with('⏰')).count();
        let deadlines = messages.iter().filter(|m| text(m).contains("deadline; the")).count();
        per_game.insert(game, (reminders, deadlines));
        let queued = notices.iter().filter(|n| n.0 == channel(game).to_string()).count();
        assert_eq!(reminders + deadlines, queued, "game {game}: one message per queued notice");
    }
    for game in GAMES / 2..GAMES {
        // Reminders at 13 h, 37 h and 62 h, then the deadline at 73 h: each once.
        assert_eq!(per_game[&game], (3, 1), "game {game}: reminders and deadline notices");
    }
    for game in 0..GAMES / 2 {
        // 13 h, perhaps 37 h (before or after the second turn began), 62 h; no deadline.
        let (reminders, deadlines) = per_game[&game];
        assert!((2..=3).contains(&reminders) && deadlines == 0, "game {game}: {:?}", per_game[&game]);
    }

    // Every acknowledged move is in its game's log.
    let acknowledged = w.acknowledged.lock().unwrap().clone();
    for (ch, user, mv) in &acknowledged {
        let kept: i64 = sqlx::query_scalar(
            "SELECT COUNT(*) FROM moves m JOIN games g ON g.id = m.game_id
             WHERE g.channel = $1 AND m.user_id = $2 AND m.notation = $3 AND m.undone = 0",
        )
        .bind(ch.to_string())
        .bind(user.to_string())
        .bind(mv)
        .fetch_one(&pool)
        .await
        .unwrap();
        assert!(kept >= 1, "acknowledged move {mv} by {user} in {ch} is lost");
    }
    assert!(acknowledged.len() as u64 > GAMES, "{} moves acknowledged", acknowledged.len());
    eprintln!(
        "{} moves acknowledged, {} notices delivered, {} bot processes started",
        acknowledged.len(),
        notices.len(),
        w.started
    );

    // The deadline ended the games that waited; the others play on to their end.
    for game in 0..GAMES {
        let ch = channel(game).to_string();
        let status = w.table.view(&ch, "").await.unwrap().unwrap().status;
        if game >= GAMES / 2 {
            assert_eq!(status, "finished", "game {game}");
            continue;
        }
        assert_eq!(status, "running", "game {game}");
        if game % 25 == 0 {
            // A few played to the end by their moves, the rest by resigning.
            while let Some((user, legal)) = w.actor(game).await {
                w.run(game, user, Command::Move { action: legal[legal.len() / 2].clone() }).await;
            }
        } else {
            let [a, _] = players(game);
            w.run(game, a, Command::Resign).await;
        }
        let game_row = w.table.store().latest_game(&ch).await.unwrap().unwrap();
        assert_eq!(game_row.status.as_str(), "finished", "game {game}");
        assert_eq!(Some(aerie::table::replay(&game_row).unwrap().snapshot()), game_row.snapshot, "game {game}");
    }
    w.fake.assert_no_violations();
    let registrations = w.fake.requests().iter().filter(|r| r.method == "PUT" && r.path.ends_with("/commands")).count();
    assert_eq!(registrations, 1, "commands registered once, by shard 0");
}

fn text(message: &Value) -> &str {
    message["content"].as_str().unwrap_or("")
}
