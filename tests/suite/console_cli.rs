//! `aerie play` as a user runs it: scripts, the JSON contract, images on
//! disk, and a database that a second run continues.

use std::process::Command;

use serde_json::Value;

fn play(args: &[&str], script: &str) -> Vec<Value> {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("script.txt");
    std::fs::write(&path, script).unwrap();
    let output =
        Command::new(env!("CARGO_BIN_EXE_aerie")).arg("play").args(args).arg("--json").arg(&path).output().unwrap();
    assert!(output.status.success(), "{}", String::from_utf8_lossy(&output.stderr));
    String::from_utf8(output.stdout).unwrap().lines().map(|l| serde_json::from_str(l).unwrap()).collect()
}

#[test]
fn json_lines_follow_the_contract_and_a_second_run_continues() {
    let dir = tempfile::tempdir().unwrap();
    let db = dir.path().join("games.db");
    let out = dir.path().join("out");
    let (db, out) = (db.to_str().unwrap(), out.to_str().unwrap());
    let lines = play(
        &["--db", db, "--out", out],
        "# a comment, then a blank line\n\nalice: /game new game:tower-up\nbob: /game join\nbob: /game start\nalice: /game start seed:3\n",
    );
    assert_eq!(lines.len(), 4, "one object per command line");
    let keys = |v: &Value| v.as_object().unwrap().keys().cloned().collect::<Vec<_>>();
    assert_eq!(keys(&lines[0]), ["error", "game", "line", "ok", "replies", "user"]);
    assert_eq!(lines[0]["line"], 3);
    assert_eq!(lines[0]["user"], "alice");
    assert_eq!(lines[0]["game"]["status"], "lobby");
    assert_eq!(lines[2]["ok"], false);
    assert_eq!(lines[2]["error"], "Only the host, alice, can start the game.");
    let start = &lines[3];
    assert_eq!(start["ok"], true);
    assert_eq!(start["error"], Value::Null);
    let game = &start["game"];
    assert_eq!(keys(game), ["kind", "players", "scores", "status", "to_move", "winners"]);
    assert_eq!(game["kind"], "tower-up");
    assert_eq!(game["status"], "running");
    assert_eq!(game["players"], serde_json::json!(["alice", "bob"]));
    assert_eq!(game["scores"], serde_json::json!({"alice": 0, "bob": 0}));
    let reply = &start["replies"][0];
    assert_eq!(reply["visibility"], "public");
    assert_eq!(reply["to"], Value::Null);
    let image = reply["images"][0].as_str().unwrap();
    assert!(image.ends_with("0006-tower-up.png"), "{image}");
    let png = std::fs::read(image).unwrap();
    assert_eq!(&png[1..4], b"PNG");
    assert!(png.len() < 1_000_000, "board image is {} bytes", png.len());
    let mover = game["to_move"][0]["user"].as_str().unwrap().to_string();
    let first_move = game["to_move"][0]["legal"][0].as_str().unwrap().to_string();

    // A second run on the same database continues the game.
    let lines = play(&["--db", db, "--out", out], &format!("{mover}: /move action:\"{first_move}\"\n"));
    assert_eq!(lines[0]["ok"], true, "{}", lines[0]);
    assert_eq!(lines[0]["game"]["status"], "running");
}

#[test]
fn without_a_database_each_run_starts_empty_and_bad_lines_are_reported() {
    let lines = play(&[], "alice: /game status\nthis is not a command\nbob: /dance\n");
    assert_eq!(lines.len(), 3);
    assert_eq!(lines[0]["game"], Value::Null);
    assert_eq!(lines[0]["ok"], false);
    assert_eq!(lines[1]["ok"], false);
    assert_eq!(lines[1]["user"], Value::Null);
    assert!(lines[2]["error"].as_str().unwrap().contains("/help"));
}

#[test]
fn with_svg_each_board_is_also_written_as_the_svg_it_was_drawn_from() {
    let dir = tempfile::tempdir().unwrap();
    let out = dir.path().join("out");
    let script = "alice: /game new game:cloud-city\nbob: /game join\nalice: /game start seed:3\n";
    let lines = play(&["--out", out.to_str().unwrap(), "--svg", "--lang", "uk"], script);
    let files: Vec<&str> =
        lines[2]["replies"][0]["images"].as_array().unwrap().iter().map(|f| f.as_str().unwrap()).collect();
    let (pngs, svgs): (Vec<&str>, Vec<&str>) = files.iter().partition(|f| f.ends_with(".png"));
    assert!(!pngs.is_empty(), "{files:?}");
    assert_eq!(svgs, pngs.iter().map(|p| p.replace(".png", ".svg")).collect::<Vec<_>>(), "each board beside its PNG");
    for svg in svgs {
        let text = std::fs::read_to_string(svg).unwrap();
        assert!(text.starts_with("<svg") && text.contains("<text") && text.contains("font-size"), "{svg}");
        assert!(text.contains("Хмарне місто") || text.contains("Cloud City"), "the board's words: {svg}");
    }
    // Without the flag, PNGs only.
    let lines = play(&["--out", out.to_str().unwrap()], script);
    let files = lines[2]["replies"][0]["images"].as_array().unwrap();
    assert!(files.iter().all(|f| f.as_str().unwrap().ends_with(".png")));
}
