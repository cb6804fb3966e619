//! Nobody can bend the table from Discord: permissions are checked before
//! anything is done, one user can't flood a channel with lobby posts, names
//! can't carry Markdown or mentions, old lobby messages do nothing, and the
//! configuration's secrets never show. The real bot against the fake
//! Discord; every request checked against the API description.

use crate::discord_bot;
use crate::fake_discord;

use std::time::Duration;

use serde_json::Value;

use discord_bot::*;
use fake_discord::{permission, FakeInteraction, RecordedRequest, CHANNEL_ID, GUILD_ID};

fn join() -> FakeInteraction {
    FakeInteraction::slash("game").subcommand("join")
}

fn kick(user: u64) -> FakeInteraction {
    FakeInteraction::slash("game").subcommand("kick").option("player", user.to_string())
}

fn bot_add() -> FakeInteraction {
    FakeInteraction::slash("game").subcommand("bot").subcommand("add")
}

fn message_id(message: &Value) -> u64 {
    message["id"].as_str().unwrap().parse().unwrap()
}

fn texts(responses: &[RecordedRequest]) -> Vec<String> {
    responses.iter().map(content).collect()
}

/// The private answer a refused interaction gets, checked to be all it
/// got (besides the acknowledgement of a click, which shows nothing).
fn only_private_answer(responses: &[RecordedRequest]) -> String {
    let shown: Vec<&RecordedRequest> = responses.iter().filter(|r| r.callback_type() != Some(6)).collect();
    assert!(!shown.is_empty() && shown.iter().all(|r| is_ephemeral(r)), "only private: {:?}", texts(responses));
    content(shown[0])
}

async fn no_game_in(bot: &Bot, channel: u64) -> bool {
    bot.table.store().latest_game(&channel.to_string()).await.unwrap().is_none()
}

/// The users whose ids a message's `allowed_mentions` lets it ping, after
/// checking it lets nothing else (no `@everyone`, no roles) through.
fn allowed_pings(r: &RecordedRequest) -> Vec<String> {
    let allowed = &data(r)["allowed_mentions"];
    assert!(allowed.is_object(), "every message says what it may ping: {:?}", data(r));
    let parse = allowed["parse"].as_array().cloned().unwrap_or_default();
    assert!(parse.is_empty(), "nothing is pinged by parsing the text: {allowed}");
    assert!(allowed["roles"].as_array().is_none_or(|r| r.is_empty()), "{allowed}");
    let id = |u: &Value| u.as_str().map_or_else(|| u.to_string(), str::to_string);
    allowed["users"].as_array().into_iter().flatten().map(id).collect()
}

#[tokio::test]
async fn a_member_who_may_not_post_here_cannot_open_a_game() {
    let _serial = serial().await;
    let bot = Bot::start(false, Duration::from_secs(2)).await;
    let muted = bot.send(slash_new("tower-up").member_lacking(permission::SEND_MESSAGES)).await;
    assert_eq!(only_private_answer(&muted), "You need Send Messages here to open a game.");
    let muted = bot.send(slash_new("tower-up").option("thread", true).member_lacking(permission::SEND_MESSAGES)).await;
    assert!(only_private_answer(&muted).contains("Send Messages"));
    // Allowed to post, but not to open threads: `thread:true` is refused, nothing opened.
    let spec = slash_new("tower-up").option("thread", true).member_lacking(permission::CREATE_PUBLIC_THREADS);
    let no_threads = only_private_answer(&bot.send(spec).await);
    assert!(no_threads.contains("Create Public Threads") && no_threads.contains("without `thread`"), "{no_threads}");
    assert!(bot.fake.threads().is_empty(), "no thread was opened");
    assert!(public_messages(&bot.fake, CHANNEL_ID).is_empty(), "no lobby was posted");
    assert!(no_game_in(&bot, CHANNEL_ID).await);
    // The same member may still open one here without a thread.
    let opened = bot.send(slash_new("tower-up").member_lacking(permission::CREATE_PUBLIC_THREADS)).await;
    assert!(public(&opened).iter().any(|r| content(r).contains("Tower Up")), "{:?}", texts(&opened));
    bot.fake.assert_no_violations();
}

#[tokio::test]
async fn a_bot_missing_a_permission_says_which_and_leaves_nothing_half_done() {
    let _serial = serial().await;
    let bot = Bot::start(false, Duration::from_secs(2)).await;
    let refused = bot.send(slash_new("tower-up").app_lacking(permission::ATTACH_FILES)).await;
    assert_eq!(only_private_answer(&refused), "I need Attach Files here to post boards; ask a server admin.");
    assert!(no_game_in(&bot, CHANNEL_ID).await, "no game was made");
    let spec = slash_new("tower-up").option("thread", true).app_lacking(permission::CREATE_PUBLIC_THREADS);
    let refused = only_private_answer(&bot.send(spec).await);
    assert!(refused.starts_with("I need Create Public Threads here"), "{refused}");
    assert!(bot.fake.threads().is_empty(), "no thread was opened");
    assert!(public_messages(&bot.fake, CHANNEL_ID).is_empty());
    assert!(no_game_in(&bot, CHANNEL_ID).await);

    // Where the bot may post, the next `/game new` works, in a thread too.
    let opened = bot.send(slash_new("tower-up").option("thread", true)).await;
    assert!(opened.iter().any(|r| content(r).contains("opened a **Tower Up** table")), "{:?}", texts(&opened));
    let thread: u64 = bot.fake.threads()[0]["id"].as_str().unwrap().parse().unwrap();
    assert!(!no_game_in(&bot, thread).await);
    // In a thread, posting there takes Send Messages in Threads.
    let spec = as_user(join().channel(thread), BOB).app_lacking(permission::SEND_MESSAGES_IN_THREADS);
    let refused = only_private_answer(&bot.send(spec).await);
    assert_eq!(refused, "I need Send Messages in Threads here to post boards; ask a server admin.");
    assert_eq!(bot.game(thread).await.seats.len(), 1, "Bob was not seated");
    // A click on the lobby's Join is refused the same way, and seats nobody.
    let lobby = public_messages(&bot.fake, thread).pop().unwrap();
    let spec = FakeInteraction::button(&button(&lobby, "Join").unwrap(), message_id(&lobby)).channel(thread);
    let clicked = bot.send(as_user(spec, BOB).app_lacking(permission::SEND_MESSAGES_IN_THREADS)).await;
    assert!(only_private_answer(&clicked).contains("Send Messages in Threads"));
    assert_eq!(bot.game(thread).await.seats.len(), 1);
    // Leaving is never held up.
    let left = bot.send(FakeInteraction::slash("game").subcommand("leave").channel(thread).app_permissions("0")).await;
    assert!(texts(&left).iter().all(|t| !t.contains("I need")), "{:?}", texts(&left));
    bot.fake.assert_no_violations();
}

#[tokio::test]
async fn one_user_may_cause_five_lobby_posts_a_minute_and_others_are_not_held_up() {
    let _serial = serial().await;
    let bot = Bot::start_limited(false, Duration::from_secs(2), 5).await;
    let on = &bot;
    let seated = |n: usize| async move { assert_eq!(on.game(CHANNEL_ID).await.seats.len(), n) };
    // Alice's five: open, kick Bob three times (he joins again each time), add a computer.
    bot.send(slash_new("tower-up")).await;
    for _ in 0..3 {
        bot.send(as_user(join(), BOB)).await;
        seated(2).await;
        let kicked = bot.send(kick(BOB)).await;
        assert!(public(&kicked).iter().any(|r| content(r).contains("removed")), "{:?}", texts(&kicked));
        seated(1).await;
    }
    bot.send(bot_add()).await;
    seated(2).await;
    // The sixth, a lobby button, is refused privately with when to try again; nothing is posted.
    let before = public_messages(&bot.fake, CHANNEL_ID);
    let lobby = before.iter().rev().find(|m| button(m, "Add a computer player").is_some()).unwrap().clone();
    let add = FakeInteraction::button(&button(&lobby, "Add a computer player").unwrap(), message_id(&lobby));
    let refused = only_private_answer(&bot.send(add).await);
    assert!(refused.contains("more than 5") && refused.contains("try again in"), "{refused}");
    assert_eq!(public_messages(&bot.fake, CHANNEL_ID), before, "no public post, no lobby change");
    seated(2).await;
    // Typed commands are limited alike.
    let refused = only_private_answer(&bot.send(bot_add()).await);
    assert!(refused.contains("try again in"), "{refused}");
    seated(2).await;
    // Bob (three joins so far) is not held up by Alice's limit.
    let joined =
        bot.send(as_user(FakeInteraction::button(&button(&lobby, "Join").unwrap(), message_id(&lobby)), BOB)).await;
    assert!(joined.iter().any(|r| content(r).contains("joined")), "{:?}", texts(&joined));
    seated(3).await;
    bot.fake.assert_no_violations();
}

#[tokio::test]
async fn names_are_shown_as_typed_and_ping_nobody() {
    let _serial = serial().await;
    let bot = Bot::start(false, Duration::from_secs(2)).await;
    // Kick names its player with a Discord user option (type 6), so the id is passed.
    let commands = bot.fake.commands(Some(GUILD_ID));
    let game = commands.iter().find(|c| c["name"] == "game").unwrap();
    let kick_sub = game["options"].as_array().unwrap().iter().find(|o| o["name"] == "kick").unwrap();
    assert_eq!(kick_sub["options"][0]["name"], "player");
    assert_eq!(kick_sub["options"][0]["type"], 6, "a USER option");

    bot.send(slash_new("tower-up")).await;
    let mallory = FakeInteraction::slash("game").subcommand("join").user(BOB, "bob", "**Bob** <@1234> @everyone `x`");
    let joined = bot.send(mallory).await;
    let lobby = public_messages(&bot.fake, CHANNEL_ID).pop().unwrap();
    let text = lobby["content"].as_str().unwrap();
    assert!(text.contains("\\*\\*Bob\\*\\*"), "{text}");
    assert!(text.contains("\\<@1234"), "{text}");
    assert!(!text.contains("@everyone") && !text.contains("`x`"), "{text}");
    for r in public(&joined).into_iter().filter(|r| !content(r).is_empty()) {
        assert!(allowed_pings(r).is_empty(), "a join pings nobody");
    }
    // Kicked by id; the notice shows the name escaped.
    let kicked = bot.send(kick(BOB)).await;
    let notice = public(&kicked).into_iter().map(content).find(|t| t.contains("removed")).unwrap();
    assert!(notice.contains("\\*\\*Bob\\*\\*") && !notice.contains("@everyone"), "{notice}");
    assert_eq!(bot.game(CHANNEL_ID).await.seats.len(), 1);
    bot.fake.assert_no_violations();
}

#[tokio::test]
async fn a_ping_goes_to_the_right_id_and_only_to_it() {
    let _serial = serial().await;
    let bot = Bot::start(false, Duration::from_secs(2)).await;
    let (sam, samantha) = (CAROL, DAVE);
    let as_sam = |spec: FakeInteraction| spec.user(sam, "sam", "Sam");
    bot.send(as_sam(slash_new("tower-up"))).await;
    bot.send(join().user(samantha, "samantha", "Samantha")).await;
    let started = bot.send(as_sam(FakeInteraction::slash("game").subcommand("start"))).await;
    let board = started.iter().find(|r| content(r).contains("begins")).expect("the first board");
    let first = &bot.view("").await.to_move[0].user;
    let (pinged, other) = if first == "Sam" { (sam, samantha) } else { (samantha, sam) };
    let text = content(board);
    assert_eq!(text.matches(&format!("<@{pinged}>")).count(), 1, "pinged once: {text}");
    assert!(text.starts_with(&format!("<@{pinged}>")), "the ping comes first: {text}");
    assert!(!text.contains(&format!("<@{other}>")), "{text}");
    assert!(!text.contains("@Sam"), "no ping written from a name: {text}");
    assert_eq!(allowed_pings(board), [pinged.to_string()]);
    bot.fake.assert_no_violations();
}

#[tokio::test]
async fn old_lobby_messages_lose_their_buttons_and_do_nothing_once_the_game_started() {
    let _serial = serial().await;
    let bot = Bot::start(false, Duration::from_secs(2)).await;
    let opened = bot.send(slash_new("tower-up")).await;
    let first = bot.fake.original_message_id(opened[0].interaction_id.unwrap()).unwrap();
    let first_lobby = bot.fake.message(first).unwrap();
    let leave = button(&first_lobby, "Leave").unwrap();
    let join_button = button(&first_lobby, "Join").unwrap();
    // A typed join posts a newer lobby message; the first one's buttons go.
    bot.send(as_user(join(), BOB)).await;
    let second = message_id(&public_messages(&bot.fake, CHANNEL_ID).pop().unwrap());
    assert_ne!(second, first);
    let stripped = |id: u64| {
        bot.fake.requests().iter().any(|r| {
            r.method == "PATCH"
                && r.path == format!("/channels/{CHANNEL_ID}/messages/{id}")
                && r.body.as_ref().is_some_and(|b| b["components"] == serde_json::json!([]))
        })
    };
    assert!(stripped(first), "the first lobby message's buttons were removed");
    assert!(components(&bot.fake.message(first).unwrap()).is_empty());
    assert!(button(&bot.fake.message(second).unwrap(), "Join").is_some(), "the newest lobby keeps its buttons");
    // A stale client's click on the first one still works while it is a lobby: that
    // message is the lobby then, and the newer one loses its buttons.
    let clicked = bot.send(as_user(FakeInteraction::button(&join_button, first), CAROL)).await;
    assert!(clicked.iter().any(|r| content(r).contains("joined")), "{:?}", texts(&clicked));
    assert!(stripped(second), "the newer lobby message's buttons were removed");
    assert!(button(&bot.fake.message(first).unwrap(), "Start").is_some());
    assert!(bot.game(CHANNEL_ID).await.board_link.unwrap().ends_with(&format!("/{first}")));

    // Once the game started, the old lobby's Leave is refused privately and resigns nobody.
    let started = bot.send(FakeInteraction::slash("game").subcommand("start")).await;
    assert!(started.iter().any(|r| content(r).contains("begins")), "{:?}", texts(&started));
    let before = bot.game(CHANNEL_ID).await;
    let posts = public_messages(&bot.fake, CHANNEL_ID).len();
    let late = bot.send(as_user(FakeInteraction::button(&leave, first), BOB)).await;
    let refused = only_private_answer(&late);
    assert!(refused.contains("This lobby is closed"), "{refused}");
    let after = bot.game(CHANNEL_ID).await;
    assert_eq!((after.version, after.status, after.seats.len()), (before.version, before.status, 3));
    assert_eq!(public_messages(&bot.fake, CHANNEL_ID).len(), posts);
    bot.fake.assert_no_violations();
}

/// The start line and the database error show the database URL without
/// its password, and the token nowhere.
#[test]
fn secrets_stay_out_of_the_log() {
    let mut child = std::process::Command::new(env!("CARGO_BIN_EXE_aerie"))
        .arg("bot")
        .env("RUST_LOG", "info")
        .env("DISCORD_TOKEN", "MTEw.fake.hunter-token")
        .env("DISCORD_API_BASE", "http://127.0.0.1:9")
        // Nothing listens on port 9: opening the database fails.
        .env("DATABASE_URL", "postgres://aerie:hunter2@127.0.0.1:9/aerie")
        .stdin(std::process::Stdio::null())
        .stdout(std::process::Stdio::null())
        .stderr(std::process::Stdio::piped())
        .spawn()
        .unwrap();
    let deadline = std::time::Instant::now() + Duration::from_secs(60);
    while child.try_wait().unwrap().is_none() && std::time::Instant::now() < deadline {
        std::thread::sleep(Duration::from_millis(100));
    }
    let _ = child.kill();
    let output = child.wait_with_output().unwrap();
    let stderr = String::from_utf8_lossy(&output.stderr);
    assert!(stderr.contains("starting"), "{stderr}");
    assert!(stderr.contains("opening the database postgres://aerie:***@127.0.0.1:9/aerie"), "{stderr}");
    assert!(!stderr.contains("hunter2") && !stderr.contains("hunter-token"), "a secret in the log: {stderr}");
}

#[tokio::test]
async fn refusals_show_names_and_typed_words_as_typed_and_ids_whole() {
    let _serial = serial().await;
    let bot = Bot::start(false, Duration::from_secs(2)).await;
    let host = |spec: FakeInteraction| spec.user(fake_discord::USER_ID, "x", "[x](https://evil)");
    bot.send(host(slash_new("tower-up"))).await;
    bot.send(join()).await;
    let refused = bot.send(FakeInteraction::slash("game").subcommand("start").user(BOB, "bob", "Bob")).await;
    let text = content(answering(&refused).unwrap());
    assert!(text.contains("Only the host, \\[x\\](https://evil), can start"), "{text}");

    // Typed words quoted back are shown as typed.
    let typed = FakeInteraction::slash("game").subcommand("settings").option("deadline", "[y](https://evil)");
    let text = content(&bot.send(host(typed)).await[0]);
    assert!(text.contains("`[y](https://evil)` is not a duration"), "shown as code, not a link: {text}");

    // An id past what a double holds is printed whole.
    let replay = FakeInteraction::slash("game").subcommand("replay").option("id", 9_007_199_254_740_993_i64);
    let text = content(&bot.send(replay).await[0]);
    assert!(text.contains("9007199254740993"), "{text}");
    bot.fake.assert_no_violations();
}
