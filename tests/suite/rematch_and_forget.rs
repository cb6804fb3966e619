//! The Rematch button of a finished game's board (through the fake Discord),
//! and each player's own data: `/me data` and `/me forget` (through the
//! table, on both databases).

use crate::discord_bot;
use crate::fake_discord;
use crate::support;

use std::time::Duration;

use serde_json::Value;

use aerie::console::{CHANNEL, GUILD};
use aerie::i18n::Shows;
use aerie::table::{Command, Controls, Place, User};
use discord_bot::*;
use fake_discord::{FakeInteraction, CHANNEL_ID, USER_ID};
use support::{Backend, Harness};

const REMATCH: &str = "Rematch: same game, same players";

fn message_id(message: &Value) -> u64 {
    message["id"].as_str().unwrap().parse().unwrap()
}

/// The newest public message once there are more than `count` (and it
/// has its words, not only the deferral's placeholder).
async fn public_after(bot: &Bot, count: usize) -> Value {
    for _ in 0..6_000 {
        let messages = public_messages(&bot.fake, CHANNEL_ID);
        let last = messages.last().filter(|m| !m["content"].as_str().unwrap_or("").is_empty());
        if let Some(last) = last.filter(|_| messages.len() > count) {
            return last.clone();
        }
        tokio::time::sleep(Duration::from_millis(10)).await;
    }
    panic!("no new public message after {count}");
}

/// Everything the bot answered to a click, once it is quiet.
async fn click_answers(bot: &Bot, user: u64, custom_id: &str, message: u64) -> String {
    let spec = as_user(FakeInteraction::button(custom_id, message).channel(CHANNEL_ID), user);
    bot.send(spec).await.iter().map(content).collect::<Vec<_>>().join("\n")
}

async fn slash_as(bot: &Bot, user: u64, spec: FakeInteraction) {
    bot.send(as_user(spec, user)).await;
}

/// The channel's latest game once it has this status.
async fn until_status(bot: &Bot, status: &str) -> aerie::store::GameRecord {
    // Generous: the move that ends it may wait behind other tests' work.
    for _ in 0..6_000 {
        let game = bot.game(CHANNEL_ID).await;
        if game.status.as_str() == status {
            return game;
        }
        tokio::time::sleep(Duration::from_millis(10)).await;
    }
    panic!("the game never became {status}");
}

fn game_sub(sub: &str) -> FakeInteraction {
    FakeInteraction::slash("game").subcommand(sub)
}

#[tokio::test]
async fn a_finished_games_rematch_button_opens_one_lobby_for_its_players() {
    let _serial = serial().await;
    let bot = Bot::start(false, Duration::from_secs(2)).await;
    // Alice, Bob and an easy computer play Cloud City 3x4; both people resign.
    bot.send(slash_new("cloud-city").option("size", "3x4")).await;
    slash_as(&bot, BOB, game_sub("join")).await;
    bot.send(FakeInteraction::slash("game").subcommand("bot").subcommand("add").option("level", "easy")).await;
    bot.send(game_sub("start")).await;
    let old = bot.game(CHANNEL_ID).await;
    assert_eq!(old.seats[0].user_id, USER_ID.to_string(), "Alice begins the first game");
    slash_as(&bot, BOB, game_sub("resign")).await;
    // (The computer takes Bob's seat over, and may think a while.)
    for _ in 0..6_000 {
        if bot.game(CHANNEL_ID).await.seats[1].kind.as_str() != "human" {
            break;
        }
        tokio::time::sleep(Duration::from_millis(10)).await;
    }
    bot.send(game_sub("resign")).await;
    let old = until_status(&bot, "finished").await;

    let before = public_messages(&bot.fake, CHANNEL_ID).len();
    let final_board = public_messages(&bot.fake, CHANNEL_ID).last().unwrap().clone();
    let rematch = button(&final_board, REMATCH).expect("the final board offers a rematch");
    let board_id = message_id(&final_board);

    // Someone who did not play is refused, and no lobby opens.
    let refused = click_answers(&bot, DAVE, &rematch, board_id).await;
    assert!(refused.contains("Only those who played this game"), "{refused}");
    assert_eq!(bot.game(CHANNEL_ID).await.id, old.id);

    // Bob's click opens the lobby: same game and options, the computer
    // seated again at its level, Alice invited.
    bot.click(BOB, &rematch, board_id, None).await;
    let lobby_message = public_after(&bot, before).await;
    let lobby = bot.game(CHANNEL_ID).await;
    assert_ne!(lobby.id, old.id);
    assert_eq!(lobby.status.as_str(), "lobby");
    assert_eq!((lobby.kind.as_str(), &lobby.options), ("cloud-city", &old.options));
    assert_eq!(lobby.host, BOB.to_string());
    assert_eq!(lobby.settings, old.settings, "the same table settings");
    let seated: Vec<(&str, &str)> = lobby.seats.iter().map(|s| (s.user_id.as_str(), s.level.as_str())).collect();
    assert_eq!(seated, [(BOB.to_string().as_str(), "normal"), ("computer-1", "easy")]);
    let text = lobby_message["content"].as_str().unwrap();
    assert!(text.contains(&format!("<@{USER_ID}>")), "Alice is pinged: {text}");
    assert!(text.contains("Invited: Alice"), "{text}");

    // A second click, on the old board, is refused with the lobby's link.
    let lobby_id = message_id(&lobby_message);
    let again = click_answers(&bot, USER_ID, &rematch, board_id).await;
    assert!(again.contains("already open"), "{again}");
    assert!(again.contains(&lobby_id.to_string()), "the refusal links the lobby: {again}");
    assert_eq!(bot.game(CHANNEL_ID).await.id, lobby.id, "no second lobby");

    // Alice joins with one click; at the start the old order turned by one.
    let join = button(&lobby_message, "Join").expect("a Join button");
    bot.click(USER_ID, &join, lobby_id, None).await;
    for _ in 0..500 {
        if bot.game(CHANNEL_ID).await.seats.len() == 3 {
            break;
        }
        tokio::time::sleep(Duration::from_millis(10)).await;
    }
    let start = button(&bot.fake.message(lobby_id).unwrap(), "Start").expect("a Start button");
    bot.click(BOB, &start, lobby_id, None).await;
    let started = until_status(&bot, "running").await;
    let order: Vec<&str> = started.seats.iter().map(|s| s.user_id.as_str()).collect();
    assert_eq!(order, [BOB.to_string().as_str(), "computer-1", USER_ID.to_string().as_str()]);

    // `/me forget` asks Dave privately; only Dave's click on its button acts.
    let sent = bot.fake.send_interaction(&as_user(FakeInteraction::slash("me").subcommand("forget"), DAVE)).unwrap();
    bot.fake.await_callback(sent.id, WAIT).await.unwrap();
    let mut question = None;
    for _ in 0..500 {
        let message = bot.fake.original_message_id(sent.id).and_then(|id| bot.fake.message(id));
        if let Some(delete) = message.as_ref().and_then(|m| button(m, "Delete my data")) {
            question = Some((message_id(message.as_ref().unwrap()), delete));
            break;
        }
        tokio::time::sleep(Duration::from_millis(10)).await;
    }
    let (question, delete) = question.expect("a private question with a Delete my data button");
    assert!(bot.fake.message(question).unwrap()["flags"].as_u64().unwrap_or(0) & EPHEMERAL != 0);
    let theirs = click_answers(&bot, BOB, &delete, question).await;
    assert!(theirs.contains("for the one who asked"), "{theirs}");
    let done = click_answers(&bot, DAVE, &delete, question).await;
    assert!(done.contains("Done: your ratings and settings are deleted"), "{done}");
    bot.fake.assert_no_violations();
}

// ----- one's own data -----

crate::on_both_backends!(
    me_data_lists_and_me_forget_removes_a_player_without_moving_anyone_else,
    two_rematch_clicks_at_once_open_one_lobby,
    a_rematch_is_begun_by_someone_else_even_where_the_rules_seat_players_at_random,
);

fn place() -> Place {
    Place { guild: Some(GUILD.into()), channel: CHANNEL.into() }
}

/// What `line` answered, all replies in English.
async fn said(h: &mut Harness, line: &str) -> String {
    h.ok(line).await.replies.iter().map(|r| r.text.clone()).collect::<Vec<_>>().join("\n")
}

/// The leaderboard's lines without their places (forgetting someone above
/// moves the others up a place, nothing else).
fn board_lines(board: &str) -> Vec<String> {
    board.lines().filter_map(|l| l.split_once(". ").map(|(_, rest)| rest.to_string())).collect()
}

/// Rows in the database that still hold `user` (as an id or a name).
async fn rows_naming(h: &Harness, user: &str) -> Vec<String> {
    let queries = [
        ("seats", "SELECT COUNT(*) FROM seats WHERE user_id = $1 OR name = $1"),
        ("game_results", "SELECT COUNT(*) FROM game_results WHERE user_id = $1 OR name = $1"),
        ("ratings", "SELECT COUNT(*) FROM ratings WHERE user_id = $1 OR name = $1"),
        ("moves", "SELECT COUNT(*) FROM moves WHERE user_id = $1"),
        ("players", "SELECT COUNT(*) FROM players WHERE user_id = $1"),
        ("games", "SELECT COUNT(*) FROM games WHERE host = $1"),
        ("outbox", "SELECT COUNT(*) FROM outbox WHERE user_id = $1 OR text LIKE '%' || $1 || '%'"),
    ];
    let store = h.table().store();
    let mut found = vec![];
    for (table, sql) in queries {
        let n: i64 = match store.postgres_pool() {
            Some(pg) => sqlx::query_scalar(sql).bind(user).fetch_one(pg).await.unwrap(),
            None => sqlx::query_scalar(sql).bind(user).fetch_one(store.pool()).await.unwrap(),
        };
        if n > 0 {
            found.push(format!("{table}: {n}"));
        }
    }
    found
}

async fn me_data_lists_and_me_forget_removes_a_player_without_moving_anyone_else(backend: Backend) {
    let mut h = Harness::fast_on(backend).await;
    // A whole three-player game…
    h.ok("alice: /game new game:tower-up").await;
    h.ok("bob: /game join").await;
    h.ok("carol: /game join").await;
    h.ok("alice: /game start seed:5").await;
    h.play_randomly(5, 20_000).await;
    h.ok("alice: /me settings confirm:off").await;
    h.ok("alice: /remind where:dm").await;

    // …and a game alice sits at: forgetting waits for it.
    h.ok("carol: /game new game:tower-up").await;
    h.ok("alice: /game join").await;
    let refused = h.refused("alice: /me forget").await;
    assert!(refused.contains("First leave or finish"), "{refused}");
    h.ok("alice: /game leave").await;
    h.ok("carol: /game cancel").await;

    // A second game, alice against bob, ended by bob's resignation.
    h.ok("alice: /game new game:tower-up").await;
    h.ok("bob: /game join").await;
    h.ok("alice: /game start seed:9").await;
    let mut rng = <rand_chacha::ChaCha8Rng as rand::SeedableRng>::seed_from_u64(9);
    for _ in 0..4 {
        h.random_move(&mut rng).await;
    }
    h.ok("bob: /game resign").await;

    let data = said(&mut h, "alice: /me data").await;
    for expected in [
        "reminders go to dm",
        "asked before a final move off",
        "Server console: 2 finished games, 0 open or running",
        "Tower Up rating on server console",
        "2 played",
        "Names you played under: alice",
        "/me forget",
    ] {
        assert!(data.contains(expected), "`/me data` says {expected:?}: {data}");
    }

    let others_before = [said(&mut h, "bob: /stats").await, said(&mut h, "carol: /stats").await];
    let board_before = board_lines(&said(&mut h, "bob: /leaderboard game:tower-up").await);
    assert!(board_before.iter().any(|l| l.starts_with("alice:")), "{board_before:?}");

    // Asking changes nothing until the button is clicked.
    let asked = h.table().handle(&place(), &User::named("alice"), Command::Forget { confirmed: false }).await.unwrap();
    assert_eq!(asked[0].controls, Controls::Forget { user_id: "alice".into() });
    assert!(asked[0].text.english().contains("Delete it?"));
    assert!(said(&mut h, "alice: /stats").await.contains("Tower Up"), "nothing deleted yet");
    let done = h.table().handle(&place(), &User::named("alice"), Command::Forget { confirmed: true }).await.unwrap();
    assert!(done[0].text.english().contains("2 past games"), "{}", done[0].text.english());

    // The others' records are as they were; alice is nowhere.
    assert_eq!([said(&mut h, "bob: /stats").await, said(&mut h, "carol: /stats").await], others_before);
    let board_after = board_lines(&said(&mut h, "bob: /leaderboard game:tower-up").await);
    let expected: Vec<String> = board_before.iter().filter(|l| !l.starts_with("alice:")).cloned().collect();
    assert_eq!(board_after, expected);
    assert!(said(&mut h, "alice: /stats").await.contains("no finished games"));
    for line in
        ["bob: /stats", "carol: /stats", "bob: /leaderboard game:tower-up", "bob: /game log", "bob: /game status"]
    {
        let answer = said(&mut h, line).await;
        assert!(!answer.contains("alice"), "`{line}` still names alice: {answer}");
    }
    assert!(said(&mut h, "bob: /game log").await.contains("former player"));
    assert_eq!(rows_naming(&h, "alice").await, Vec::<String>::new());
    let data = said(&mut h, "alice: /me data").await;
    assert!(data.contains("Settings: none saved") && !data.contains("Tower Up rating"), "{data}");
}

async fn two_rematch_clicks_at_once_open_one_lobby(backend: Backend) {
    let mut h = Harness::fast_on(backend).await;
    h.ok("alice: /game new game:tower-up").await;
    h.ok("bob: /game join").await;
    h.ok("alice: /game start seed:3").await;
    h.ok("bob: /game resign").await;
    let finished = h.table().store().latest_game(CHANNEL).await.unwrap().unwrap();
    let rematch = || Command::Rematch { game_id: Some(finished.id) };
    let (alice, bob, here) = (User::named("alice"), User::named("bob"), place());
    let (a, b) = tokio::join!(h.table().handle(&here, &alice, rematch()), h.table().handle(&here, &bob, rematch()));
    let refusals: Vec<String> = [&a, &b].iter().filter_map(|r| r.as_ref().err()).map(|r| r.0.english()).collect();
    assert_eq!(refusals.len(), 1, "one click opens the lobby: {refusals:?}");
    assert!(refusals[0].contains("already open"), "{refusals:?}");
    let lobby = h.table().store().latest_game(CHANNEL).await.unwrap().unwrap();
    let store = h.table().store();
    assert_eq!(store.rematch_lobby(finished.id).await.unwrap().map(|l| l.0), Some(lobby.id));
    let lobbies = store.open_lobbies(GUILD, "alice").await.unwrap() + store.open_lobbies(GUILD, "bob").await.unwrap();
    assert_eq!((lobby.status.as_str(), lobbies), ("lobby", 1), "one lobby, no other game");
    // Typed, later: the same refusal.
    assert!(h.refused("bob: /game rematch").await.contains("already open"));
}

/// Who moves first in the channel's running game.
async fn first_to_move(h: &Harness) -> String {
    h.view("").await.unwrap().to_move[0].user.clone()
}

async fn a_rematch_is_begun_by_someone_else_even_where_the_rules_seat_players_at_random(backend: Backend) {
    // Tower Up seats its players in a random order (from the seed): turning
    // the lobby's seats alone would leave the start to chance (half the
    // time the same player again).
    let mut h = Harness::fast_on(backend).await;
    h.ok("alice: /game new game:tower-up").await;
    h.ok("bob: /game join").await;
    h.ok("alice: /game start").await;
    for _ in 0..8 {
        let began = first_to_move(&h).await;
        let other = if began == "alice" { "bob" } else { "alice" };
        h.ok(&format!("{other}: /game resign")).await;
        assert_eq!(h.view("").await.unwrap().status, "finished");
        h.ok(&format!("{began}: /game rematch")).await;
        h.ok(&format!("{other}: /game join")).await;
        h.ok(&format!("{began}: /game start")).await;
        assert_eq!(first_to_move(&h).await, other, "the rematch is begun by someone else");
    }
}
