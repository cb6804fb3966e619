//! What an operator runs for a deployment beyond one machine: `aerie
//! register` once per deploy, and `aerie play --db postgres://…` to try
//! everything on PostgreSQL without Discord.

use crate::fake_discord;
use crate::support;

use std::process::Command;
use std::time::Duration;

use fake_discord::{FakeDiscord, GUILD_ID, TOKEN};
use serde_json::Value;

#[tokio::test]
async fn aerie_register_sets_the_commands_once_and_exits() {
    let fake = FakeDiscord::start().await;
    let (base, guild) = (fake.base_url(), GUILD_ID.to_string());
    // Run off the runtime, which serves the fake Discord meanwhile.
    let output = tokio::task::spawn_blocking(move || {
        Command::new(env!("CARGO_BIN_EXE_aerie"))
            .arg("register")
            .env("DISCORD_TOKEN", TOKEN)
            .env("DISCORD_API_BASE", base)
            .env("DISCORD_GUILD_ID", guild)
            .output()
            .unwrap()
    });
    let output = tokio::time::timeout(Duration::from_secs(60), output).await.expect("exits").unwrap();
    let status = output.status;
    assert!(String::from_utf8_lossy(&output.stdout).contains("registered"), "{output:?}");
    assert!(status.success());
    let puts: Vec<_> = fake.requests().into_iter().filter(|r| r.method == "PUT").collect();
    assert_eq!(puts.len(), 1, "one registration");
    assert!(puts[0].path.ends_with(&format!("/guilds/{GUILD_ID}/commands")), "{}", puts[0].path);
    let names: Vec<String> =
        fake.commands(Some(GUILD_ID)).iter().map(|c| c["name"].as_str().unwrap().to_string()).collect();
    assert!(names.contains(&"game".to_string()) && names.contains(&"move".to_string()), "{names:?}");
    assert!(fake.gateway_received().is_empty(), "no gateway connection");
    fake.assert_no_violations();
}

fn play(db: &str, script: &str) -> Vec<Value> {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("script.txt");
    std::fs::write(&path, script).unwrap();
    let out = dir.path().join("out");
    let output = Command::new(env!("CARGO_BIN_EXE_aerie"))
        .args(["play", "--db", db, "--json", "--out"])
        .arg(&out)
        .arg(&path)
        .output()
        .unwrap();
    assert!(output.status.success(), "{}", String::from_utf8_lossy(&output.stderr));
    String::from_utf8(output.stdout).unwrap().lines().map(|l| serde_json::from_str(l).unwrap()).collect()
}

#[tokio::test]
async fn aerie_play_keeps_games_in_postgres_across_runs() {
    let Some(server) = support::backend::pg_server() else { return };
    let db = support::backend::fresh_pg_database(&server).await;
    let lines = play(&db, "alice: /game new game:tower-up\nbob: /game join\nalice: /game start seed:3\n");
    assert!(lines.iter().all(|l| l["ok"] == true), "{lines:?}");
    let game = &lines[2]["game"];
    assert_eq!(game["status"], "running");
    let mover = game["to_move"][0]["user"].as_str().unwrap().to_string();
    let mv = game["to_move"][0]["legal"][0].as_str().unwrap().to_string();
    // A second run continues the same game from the database.
    let lines = play(&db, &format!("{mover}: /move action:\"{mv}\"\n{mover}: /game log\n"));
    assert_eq!(lines[0]["ok"], true, "{}", lines[0]);
    assert!(lines[1]["replies"][0]["text"].as_str().unwrap().contains(&mv), "{}", lines[1]);
}
