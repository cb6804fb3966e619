//! What a server operator runs beside the bot, as docs/hosting.md shows it:
//! `aerie check` against the fake Discord (a good token, a rejected one, a
//! database out of reach), `aerie invite` without any request, `aerie
//! backup` while another process commits moves, `--version`'s build
//! identity, and `LOG_FORMAT=json` from a running bot.

use crate::fake_discord;

use std::path::Path;
use std::process::{Command, Output, Stdio};
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::Arc;
use std::time::Duration;

use rand::seq::SliceRandom;
use rand::SeedableRng;
use rand_chacha::ChaCha8Rng;
use serde_json::Value;

use aerie::clock::ManualClock;
use aerie::store::Store;
use aerie::table::{Command as TableCommand, Place, Table, User};
use fake_discord::{FakeDiscord, FakeInteraction, APPLICATION_ID, CHANNEL_ID, GUILD_ID, TOKEN};

const WAIT: Duration = Duration::from_secs(60);

/// The binary with `args` and `env` only (no `.env` of the developer's:
/// it runs in an empty folder), off the runtime that serves the fake.
async fn aerie(args: &[&str], env: &[(&str, String)]) -> Output {
    let (args, env): (Vec<String>, Vec<(String, String)>) =
        (args.iter().map(|a| a.to_string()).collect(), env.iter().map(|(k, v)| (k.to_string(), v.clone())).collect());
    let run = tokio::task::spawn_blocking(move || {
        let dir = tempfile::tempdir().unwrap();
        let mut command = Command::new(env!("CARGO_BIN_EXE_aerie"));
        command.args(&args).current_dir(dir.path()).stdin(Stdio::null());
        for name in
            ["DISCORD_TOKEN", "DATABASE_URL", "DISCORD_GUILD_ID", "DISCORD_API_BASE", "AERIE_IMAGES", "LOG_FORMAT"]
        {
            command.env_remove(name);
        }
        command.envs(env).output().unwrap()
    });
    tokio::time::timeout(WAIT, run).await.expect("exits in time").unwrap()
}

fn stdout(output: &Output) -> String {
    String::from_utf8_lossy(&output.stdout).into_owned()
}

fn everything(output: &Output) -> String {
    format!("{}{}", stdout(output), String::from_utf8_lossy(&output.stderr))
}

fn check_env(fake: &FakeDiscord, token: &str, db: String) -> Vec<(&'static str, String)> {
    vec![("DISCORD_TOKEN", token.to_string()), ("DISCORD_API_BASE", fake.base_url()), ("DATABASE_URL", db)]
}

fn invite_of(application_id: u64) -> String {
    aerie::discord::config::invite_link(application_id)
}

#[tokio::test]
async fn aerie_check_passes_on_a_good_setup_and_prints_the_invite_link() {
    let fake = FakeDiscord::start().await;
    let dir = tempfile::tempdir().unwrap();
    // A database not made yet: the bot would make it.
    let db = format!("sqlite://{}", dir.path().join("aerie.db").display());
    let output = aerie(&["check"], &check_env(&fake, TOKEN, db.clone())).await;
    let text = stdout(&output);
    assert!(output.status.success(), "{}", everything(&output));
    assert!(text.lines().all(|l| l.starts_with("ok ")), "{text}");
    for said in ["Discord accepts the token", "not created yet", "a board drawn", &invite_of(APPLICATION_ID)] {
        assert!(text.contains(said), "`{said}` missing: {text}");
    }
    assert!(!dir.path().join("aerie.db").exists(), "check creates nothing");
    let asked: Vec<String> = fake.requests().iter().map(|r| format!("{} {}", r.method, r.path)).collect();
    assert_eq!(asked, ["GET /users/@me"], "one request");
    assert!(fake.gateway_received().is_empty(), "no gateway connection");
    fake.assert_no_violations();

    // A migrated database is reported as such.
    Store::open(&db).await.unwrap();
    let text = stdout(&aerie(&["check"], &check_env(&fake, TOKEN, db)).await);
    assert!(text.contains("migrations applied"), "{text}");
}

#[tokio::test]
async fn aerie_check_names_a_rejected_token_and_a_database_out_of_reach_and_exits_1() {
    let fake = FakeDiscord::start().await;
    let dir = tempfile::tempdir().unwrap();
    let db = format!("sqlite://{}", dir.path().join("aerie.db").display());
    // The bot's id, with a secret part Discord does not know.
    let wrong = format!("{}.fake.a-reset-token", TOKEN.split('.').next().unwrap());
    let output = aerie(&["check"], &check_env(&fake, &wrong, db)).await;
    let text = stdout(&output);
    assert_eq!(output.status.code(), Some(1), "{}", everything(&output));
    let failed: Vec<&str> = text.lines().filter(|l| l.starts_with("FAIL")).collect();
    assert_eq!(failed.len(), 1, "{text}");
    assert!(failed[0].contains("Discord rejected DISCORD_TOKEN (401 Unauthorized)"), "{text}");
    assert!(text.contains(&invite_of(APPLICATION_ID)), "the link still comes from the token: {text}");
    assert!(!everything(&output).contains("a-reset-token"), "the token is never shown");
    // The fake notes the wrong Authorization header, which is what it answered 401 to.
    assert!(fake.violations().iter().all(|v| v.contains("Authorization")), "{:?}", fake.violations());

    // A PostgreSQL server nobody runs, and a SQLite file in a missing folder.
    for (db, why) in [
        ("postgres://aerie:hunter2@127.0.0.1:9/aerie".to_string(), "can't be opened"),
        (format!("sqlite://{}", dir.path().join("missing/aerie.db").display()), "does not exist"),
    ] {
        let output = aerie(&["check"], &check_env(&fake, TOKEN, db.clone())).await;
        let text = stdout(&output);
        assert_eq!(output.status.code(), Some(1), "{}", everything(&output));
        let failed: Vec<&str> = text.lines().filter(|l| l.starts_with("FAIL")).collect();
        assert_eq!(failed.len(), 1, "{text}");
        assert!(failed[0].contains("database") && failed[0].contains(why), "{text}");
        assert!(!everything(&output).contains("hunter2"), "the password is never shown: {text}");
        assert!(text.contains("Discord accepts the token"), "{text}");
    }
}

#[tokio::test]
async fn aerie_invite_prints_the_link_from_the_token_alone() {
    let fake = FakeDiscord::start().await;
    let env = [("DISCORD_TOKEN", TOKEN.to_string()), ("DISCORD_API_BASE", fake.base_url())];
    let output = aerie(&["invite"], &env).await;
    assert!(output.status.success(), "{}", everything(&output));
    assert_eq!(stdout(&output).trim(), invite_of(APPLICATION_ID));
    assert!(fake.requests().is_empty() && fake.gateway_received().is_empty(), "nothing asked of Discord");

    let output = aerie(&["invite"], &[]).await;
    assert_eq!(output.status.code(), Some(2));
    assert!(everything(&output).contains("DISCORD_TOKEN is not set"), "{}", everything(&output));
}

#[test]
fn aerie_version_names_the_commit_it_was_built_from() {
    let output = Command::new(env!("CARGO_BIN_EXE_aerie")).arg("--version").output().unwrap();
    let text = stdout(&output);
    assert!(text.starts_with(&format!("aerie {} (commit ", env!("CARGO_PKG_VERSION"))), "{text}");
    let here = env!("CARGO_MANIFEST_DIR");
    let git = Command::new("git").args(["-C", here, "rev-parse", "--short=12", "HEAD"]).output();
    if let Some(git) = git.ok().filter(|g| g.status.success()) {
        let commit = String::from_utf8_lossy(&git.stdout).trim().to_string();
        assert!(text.contains(&format!("(commit {commit})")), "{text} is not from {commit}");
    }
}

/// Plays random legal moves in `channels` until `stop`, opening a new game
/// in a channel whose game finished. How many moves were committed.
async fn keep_moving(table: Table, channels: Vec<String>, stop: Arc<AtomicBool>) -> usize {
    let (alice, bob) = (user("alice"), user("bob"));
    let say = |place: Place, who: User, line: String| {
        let table = table.clone();
        async move { table.handle(&place, &who, TableCommand::parse(&line).unwrap()).await }
    };
    let mut rng = ChaCha8Rng::seed_from_u64(11);
    let mut moves = 0;
    while !stop.load(Ordering::Relaxed) {
        for channel in &channels {
            let place = Place { guild: Some(GUILD_ID.to_string()), channel: channel.clone() };
            let Some(view) = table.view(channel, "").await.unwrap().filter(|v| v.status == "running") else {
                say(place.clone(), alice.clone(), "/game new game:tower-up".into()).await.unwrap();
                say(place.clone(), bob.clone(), "/game join".into()).await.unwrap();
                let seed = rand::Rng::gen_range(&mut rng, 0..1000);
                say(place, alice.clone(), format!("/game start seed:{seed}")).await.unwrap();
                continue;
            };
            let who = if view.to_move[0].user == "alice" { &alice } else { &bob };
            let legal = table.moves_for(channel, &who.id).await.unwrap().unwrap().legal;
            let mv = legal.choose(&mut rng).unwrap().clone();
            say(place, who.clone(), format!("/move action:\"{mv}\"")).await.unwrap();
            moves += 1;
        }
    }
    moves
}

fn user(name: &str) -> User {
    User { id: name.into(), name: name.into(), is_admin: false, manages_server: false }
}

async fn count(store: &Store, sql: &str) -> i64 {
    sqlx::query_scalar(sql).fetch_one(store.pool()).await.unwrap()
}

#[tokio::test]
async fn a_backup_taken_while_moves_are_committed_is_whole_and_every_game_in_it_replays() {
    let dir = tempfile::tempdir().unwrap();
    let db = dir.path().join("aerie.db").display().to_string();
    let store = Store::open(&db).await.unwrap();
    let table = Table::new(store.clone(), Arc::new(ManualClock::at(1_780_704_000))).without_images();
    let stop = Arc::new(AtomicBool::new(false));
    let channels = (0..4).map(|k| (CHANNEL_ID + k).to_string()).collect();
    let writer = tokio::spawn(keep_moving(table, channels, stop.clone()));
    while count(&store, "SELECT COUNT(*) FROM moves").await < 20 {
        tokio::time::sleep(Duration::from_millis(20)).await;
    }
    // Three backups by another process, each while moves land.
    let mut moves_seen = vec![];
    let copies: Vec<_> = (0..3).map(|k| dir.path().join(format!("copy-{k}.db"))).collect();
    for copy in &copies {
        let before = count(&store, "SELECT COUNT(*) FROM moves").await;
        let output = aerie(&["backup", "--db", &db, &copy.display().to_string()], &[]).await;
        assert!(output.status.success(), "{}", everything(&output));
        assert!(stdout(&output).contains("integrity ok"), "{}", stdout(&output));
        let after = count(&store, "SELECT COUNT(*) FROM moves").await;
        moves_seen.push((before, after));
        tokio::time::sleep(Duration::from_millis(100)).await;
    }
    stop.store(true, Ordering::Relaxed);
    let moves = writer.await.unwrap();
    assert!(moves_seen.windows(2).all(|w| w[0].1 < w[1].1), "moves went on between the backups: {moves_seen:?}");
    assert!(moves > 40, "{moves} moves");
    for (copy, (before, after)) in copies.iter().zip(moves_seen) {
        let copy = Store::open(&copy.display().to_string()).await.unwrap();
        assert_eq!(
            sqlx::query_scalar::<_, String>("PRAGMA integrity_check").fetch_one(copy.pool()).await.unwrap(),
            "ok"
        );
        let in_copy = count(&copy, "SELECT COUNT(*) FROM moves").await;
        assert!(
            (before..=after).contains(&in_copy),
            "the copy's {in_copy} moves are of one moment in {before}..={after}"
        );
        let ids: Vec<i64> = sqlx::query_scalar("SELECT id FROM games").fetch_all(copy.pool()).await.unwrap();
        assert!(ids.len() >= 4, "{ids:?}");
        for id in ids {
            let game = copy.game(id).await.unwrap().unwrap();
            let replayed = aerie::table::replay(&game).unwrap();
            assert_eq!(Some(replayed.snapshot()), game.snapshot, "game {id} replays to its stored state");
        }
    }
    let output = aerie(&["backup", "--db", "postgres://aerie:hunter2@db/aerie", "x.db"], &[]).await;
    assert_eq!(output.status.code(), Some(1));
    assert!(everything(&output).contains("pg_dump") && !everything(&output).contains("hunter2"));
}

/// Every line the bot logs with `LOG_FORMAT=json` is one JSON object; the
/// start line names the build and the settings, and a line about an
/// interaction carries its id, channel and game.
#[tokio::test]
async fn with_log_format_json_every_log_line_is_a_json_object_naming_the_interaction_and_game() {
    let fake = FakeDiscord::start().await;
    let dir = tempfile::tempdir().unwrap();
    let log = dir.path().join("bot.log");
    let mut bot = Command::new(env!("CARGO_BIN_EXE_aerie"))
        .arg("bot")
        .current_dir(dir.path())
        .env("DISCORD_TOKEN", TOKEN)
        .env("DISCORD_API_BASE", fake.base_url())
        .env("DISCORD_GUILD_ID", GUILD_ID.to_string())
        .env("DATABASE_URL", format!("sqlite://{}", dir.path().join("aerie.db").display()))
        .env("AERIE_IMAGES", "off")
        .env("LOG_FORMAT", "json")
        .env("RUST_LOG", "info,aerie=debug")
        .stdin(Stdio::null())
        .stdout(Stdio::null())
        .stderr(std::fs::File::create(&log).unwrap())
        .spawn()
        .unwrap();
    fake.wait_ready(1, WAIT).await.unwrap();
    fake.wait_for_request(WAIT, |r| r.method == "PUT" && r.path.ends_with("/commands")).await.unwrap();
    let sent = fake.send_interaction(&FakeInteraction::slash("game").subcommand("new").subcommand("tower-up")).unwrap();
    fake.await_callback(sent.id, WAIT).await.unwrap();
    let handled = |text: &str| text.lines().any(|l| l.contains("interaction handled"));
    for _ in 0..100 {
        if handled(&std::fs::read_to_string(&log).unwrap()) {
            break;
        }
        tokio::time::sleep(Duration::from_millis(50)).await;
    }
    let _ = bot.kill();
    let _ = bot.wait();
    let lines = read_json_lines(&log);
    let start = lines.iter().find(|l| l["message"].as_str().is_some_and(|m| m.starts_with("starting aerie")));
    let start = start.unwrap_or_else(|| panic!("no start line: {lines:#?}"));
    assert_eq!(start["version"], env!("CARGO_PKG_VERSION"));
    assert!(start["commit"].as_str().is_some_and(|c| !c.is_empty()), "{start}");
    assert_eq!(start["backend"], "sqlite");
    assert_eq!((&start["images"], &start["register"]), (&Value::from("off"), &Value::from("on")));
    assert!(!start.to_string().contains("discord-test-token"), "no token in the log: {start}");
    let handled = lines.iter().find(|l| l["message"] == "interaction handled");
    let handled = handled.unwrap_or_else(|| panic!("no line about the interaction: {lines:#?}"));
    let span = &handled["span"];
    assert_eq!(span["interaction"], sent.id.to_string(), "{handled}");
    assert_eq!(span["channel"], CHANNEL_ID.to_string(), "{handled}");
    assert_eq!(span["command"], "game", "{handled}");
    assert!(span["game"].is_i64(), "the game opened is named: {handled}");
}

fn read_json_lines(log: &Path) -> Vec<Value> {
    let text = std::fs::read_to_string(log).unwrap();
    assert!(!text.is_empty(), "the bot logged nothing");
    text.lines()
        .map(|line| serde_json::from_str(line).unwrap_or_else(|e| panic!("not one JSON object ({e}): {line}")))
        .collect()
}

#[test]
fn the_guide_names_every_setting_and_the_unit_restarts_with_the_environment_file() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let read = |file: &str| std::fs::read_to_string(root.join(file)).unwrap();
    let (example, guide, readme) = (read(".env.example"), read("docs/hosting.md"), read("README.md"));
    let settings = example.lines().filter_map(|l| l.split_once('=').map(|(name, _)| name.trim()));
    for name in settings.filter(|n| !n.starts_with('#')) {
        assert!(guide.contains(&format!("`{name}`")), "docs/hosting.md does not explain {name}");
    }
    assert!(readme.contains("docs/hosting.md") && readme.contains("LOG_FORMAT"), "the README links the guide");
    let unit = read("deploy/aerie.service");
    for line in ["Restart=on-failure", "EnvironmentFile=/etc/aerie.env", "ExecStart=/usr/local/bin/aerie bot"] {
        assert!(unit.lines().any(|l| l == line), "deploy/aerie.service lacks {line}");
    }
}
