//! The table shows the game in words: whoever's turn begins reads first what
//! the others did since their own last turn (in the turn's post and in a
//! reminder, after a restart too); people are named, not their colours;
//! the final post breaks every score down; a solo game is measured against
//! its target, never "won".

use crate::support;

use aerie::console::LineReport;
use support::{Backend, Harness};

crate::on_both_backends!(a_reminder_carries_what_happened_since_the_player_s_last_turn);

const PLAYERS: [&str; 4] = ["alice", "bob", "carol", "dave"];

/// A started game of `seats` players (alice hosts), on `backend`.
async fn started_on(backend: Backend, new: &str, seats: usize, seed: u64) -> Harness {
    let mut h = Harness::fast_on(backend).await;
    h.ok(&format!("alice: {new}")).await;
    for name in &PLAYERS[1..seats] {
        h.ok(&format!("{name}: /game join")).await;
    }
    h.ok(&format!("alice: /game start seed:{seed}")).await;
    h
}

async fn started(new: &str, seats: usize, seed: u64) -> Harness {
    started_on(Backend::Sqlite, new, seats, seed).await
}

/// Who must act now (the first of them).
async fn to_act(h: &Harness) -> String {
    h.view("").await.unwrap().to_move[0].user.clone()
}

/// Plays one whole Tower Up turn of whoever acts: a card from the market
/// (the first take offered), then what it asks for (discards, a declined
/// extra action), until someone else acts. Returns who played and the
/// report of the step that completed the turn.
async fn tower_up_turn(h: &mut Harness) -> (String, LineReport) {
    let player = to_act(h).await;
    let mut first = true;
    loop {
        let own = h.view(&player).await.unwrap();
        let legal = own.to_move.iter().find(|t| t.user == player).and_then(|t| t.legal.clone()).unwrap();
        let pick = |prefix: &str| legal.iter().find(|m| m.starts_with(prefix)).cloned();
        let mv = match first {
            true => pick("take"),
            false => pick("discard").or_else(|| pick("skip")).or_else(|| pick("take")),
        }
        .unwrap_or_else(|| legal[0].clone());
        first = false;
        let report = h.ok(&format!("{player}: /move action:\"{mv}\"")).await;
        let view = h.view("").await.unwrap();
        if view.status != "running" || view.to_move[0].user != player {
            return (player, report);
        }
    }
}

/// The public post of a report (the turn's message).
fn public_post(report: &LineReport) -> &str {
    &report.replies.iter().find(|r| r.visibility == "public").expect("a public post").text
}

#[tokio::test]
async fn the_ping_starts_with_the_other_players_turns_since_the_player_s_own() {
    let mut h = started("/game new game:tower-up", 4, 7).await;
    // Round 1: each player's first turn; the last to play first hears of all three before.
    let mut order = vec![];
    let mut post = String::new();
    for _ in 0..4 {
        let (player, report) = tower_up_turn(&mut h).await;
        order.push(player);
        post = public_post(&report).to_string();
    }
    let first = &order[0];
    // Round 2 begins: the first player reads the three others' turns, in order, by name.
    let lines: Vec<&str> = post.lines().collect();
    assert_eq!(lines[0], format!("@{first} your turn."), "{post}");
    assert_eq!(lines[1], "Since your last turn:", "{post}");
    for (k, other) in order[1..].iter().enumerate() {
        assert!(lines[2 + k].starts_with(&format!("{other} took card")), "line {} names {other}:\n{post}", 2 + k);
    }
    assert_eq!(lines.len(), 5, "one line per other player's turn:\n{post}");
    for colour in ["orange", "purple", "green", "blue"] {
        assert!(!post.contains(&format!("{colour} ")), "players are named, not their colour `{colour}`:\n{post}");
    }

    // And so on round the table: every ping tells the three turns before it.
    let (_, report) = tower_up_turn(&mut h).await;
    let post = public_post(&report);
    let expected: Vec<&String> = order[2..].iter().chain([first]).collect();
    let lines: Vec<&str> = post.lines().collect();
    assert_eq!(lines[0], format!("@{} your turn.", order[1]), "{post}");
    for (k, other) in expected.iter().enumerate() {
        assert!(lines[2 + k].starts_with(&format!("{other} took card")), "line {} names {other}:\n{post}", 2 + k);
    }
}

#[tokio::test]
async fn with_two_players_the_ping_tells_the_one_turn_it_follows() {
    let mut h = started("/game new game:tower-up", 2, 7).await;
    let (a, _) = tower_up_turn(&mut h).await;
    let (b, _) = tower_up_turn(&mut h).await;
    let (_, report) = tower_up_turn(&mut h).await;
    let post = public_post(&report);
    assert!(post.starts_with(&format!("@{b} your turn.\n{a} took card")), "{post}");
    assert!(!post.contains("Since"), "{post}");
    assert_eq!(post.lines().count(), 2, "{post}");
}

#[tokio::test]
async fn the_first_turn_s_ping_tells_what_happened_since_the_game_began() {
    let mut h = started("/game new game:tower-up", 3, 7).await;
    let (a, _) = tower_up_turn(&mut h).await;
    let (b, report) = tower_up_turn(&mut h).await;
    let post = public_post(&report);
    let lines: Vec<&str> = post.lines().collect();
    assert_eq!(lines[1], "Since the game began:", "{post}");
    assert!(
        lines[2].starts_with(&format!("{a} took card")) && lines[3].starts_with(&format!("{b} took card")),
        "{post}"
    );
}

#[tokio::test]
async fn computer_players_turns_are_in_the_catch_up() {
    let mut h = Harness::fast().await;
    h.ok("alice: /game new game:tower-up").await;
    h.ok("bob: /game join").await;
    h.ok("alice: /game bot add level:easy").await;
    h.ok("alice: /game start seed:3").await;
    // Whoever acts first, after two turns of the others each human hears of both.
    for _ in 0..4 {
        let (_, report) = tower_up_turn(&mut h).await;
        let post = public_post(&report);
        let next = to_act(&h).await;
        if post.contains("Since your last turn:") {
            assert!(post.contains("Computer 1 ("), "the computer's turn is told:\n{post}");
            assert!(post.starts_with(&format!("@{next} your turn.")), "{post}");
            return;
        }
    }
    panic!("no ping told two turns");
}

async fn a_reminder_carries_what_happened_since_the_player_s_last_turn(backend: Backend) {
    let mut h = started_on(backend, "/game new game:tower-up", 4, 7).await;
    let mut order = vec![];
    for _ in 0..4 {
        order.push(tower_up_turn(&mut h).await.0);
    }
    // A restart: the catch-up comes from the stored log, not from memory.
    let now = h.clock_now();
    let mut h = h.restart_at(now).await;
    let report = h.ok("carol: /wait 12h").await;
    let reminders = Harness::reminders(&report);
    assert_eq!(reminders.len(), 1);
    let reminder = &reminders[0].text;
    let lines: Vec<&str> = reminder.lines().collect();
    assert!(lines[0].starts_with(&format!("⏰ @{}, it's your turn", order[0])), "{reminder}");
    assert_eq!(lines[1], "Since your last turn:", "{reminder}");
    for (k, other) in order[1..].iter().enumerate() {
        assert!(lines[2 + k].starts_with(&format!("{other} took card")), "{reminder}");
    }
    // By DM too.
    h.ok(&format!("{}: /remind where:dm", order[0])).await;
    let report = h.ok("carol: /wait 24h").await;
    let reminder = &Harness::reminders(&report)[0];
    assert_eq!(reminder.visibility, "private");
    assert!(
        reminder.text.contains("Since your last turn:") && reminder.text.contains(&format!("{} took card", order[3]))
    );
}
