//! The reader's language at the Discord edge: commands register with
//! Ukrainian names and descriptions (checked in `discord.rs`), and the
//! private move panel speaks the clicker's language while the table's
//! notation stays the same for everyone.

use crate::discord_bot;
use crate::fake_discord;

use std::time::Duration;

use discord_bot::*;
use fake_discord::{FakeInteraction, RecordedRequest, USER_ID};

/// Clicks the newest board's Play as `user` in `locale`: the panel's text
/// and its button labels.
async fn panel_in(bot: &Bot, user: u64, locale: &str) -> (String, Vec<String>) {
    let board = public_messages(&bot.fake, fake_discord::CHANNEL_ID).pop().unwrap();
    let play = button(&board, "Play").unwrap();
    let board_id: u64 = board["id"].as_str().unwrap().parse().unwrap();
    let spec = as_user(FakeInteraction::button(&play, board_id).locale(locale), user);
    let sent = bot.fake.send_interaction(&spec).unwrap();
    bot.fake.await_callback(sent.id, WAIT).await.unwrap();
    // Acknowledged at once; the panel follows in the original.
    let edited = |r: &RecordedRequest| {
        r.interaction_id == Some(sent.id) && r.method == "PATCH" && r.path.ends_with("/@original")
    };
    bot.fake.wait_for_request(WAIT, edited).await.unwrap();
    let panel = bot.fake.message(bot.fake.original_message_id(sent.id).unwrap()).unwrap();
    let labels = components(&panel).into_iter().filter_map(|(_, c)| c["label"].as_str().map(str::to_string)).collect();
    (panel["content"].as_str().unwrap_or("").to_string(), labels)
}

#[tokio::test]
async fn each_reader_gets_the_panel_in_their_language() {
    let _serial = serial().await;
    let bot = Bot::start(false, Duration::from_secs(2)).await;
    bot.send(slash_new("cloud-city")).await;
    bot.send(as_user(FakeInteraction::slash("game").subcommand("join"), BOB)).await;
    bot.send(FakeInteraction::slash("game").subcommand("start")).await;
    let actor = id_of(&bot.view("").await.to_move[0].user);
    assert!([USER_ID, BOB].contains(&actor));
    let (uk, uk_labels) = panel_in(&bot, actor, "uk").await;
    assert!(uk.contains("Ваш хід") && uk.contains("Оберіть"), "{uk}");
    assert!(!uk.contains("Your move") && !uk.contains("Choose"), "{uk}");
    let (en, en_labels) = panel_in(&bot, actor, "en-US").await;
    assert!(en.contains("Your move") && en.contains("Choose"), "{en}");
    // The same choices in both, each worded in the reader's language.
    assert_eq!(uk_labels.len(), en_labels.len());
    assert!(uk_labels.iter().zip(&en_labels).all(|(uk, en)| uk != en), "{uk_labels:?} / {en_labels:?}");
    // The other player, reading Ukrainian, is told in Ukrainian to wait.
    let other = if actor == USER_ID { BOB } else { USER_ID };
    let (refused, _) = panel_in(&bot, other, "uk").await;
    assert!(refused.contains("Зараз не ваш хід"), "{refused}");
    let (refused, _) = panel_in(&bot, other, "en-GB").await;
    assert!(refused.contains("It is not your turn"), "{refused}");
    bot.fake.assert_no_violations();
}

/// The labels of a message's buttons.
fn labels(message: &serde_json::Value) -> Vec<String> {
    components(message).into_iter().filter_map(|(_, c)| c["label"].as_str().map(str::to_string)).collect()
}

#[tokio::test]
async fn a_game_on_a_ukrainian_server_speaks_ukrainian_in_public_until_changed() {
    let _serial = serial().await;
    let bot = Bot::start(false, Duration::from_secs(2)).await;
    let channel = fake_discord::CHANNEL_ID;
    // Opened by an English-speaking player on a Ukrainian server.
    bot.send(slash_new("sky-garden").guild_locale("uk")).await;
    let lobby = public_messages(&bot.fake, channel).pop().unwrap();
    assert_eq!(labels(&lobby), ["Приєднатися", "Вийти", "Додати компʼютерного гравця", "Почати"]);
    bot.send(as_user(FakeInteraction::slash("game").subcommand("join"), BOB)).await;
    bot.send(FakeInteraction::slash("game").subcommand("start")).await;
    let board = public_messages(&bot.fake, channel).pop().unwrap();
    assert!(labels(&board).contains(&"Грати".to_string()), "{:?}", labels(&board));
    assert!(!labels(&board).iter().any(|l| l == "Play" || l == "My hand"), "{:?}", labels(&board));
    // The host switches the game to English: shown in the settings, and the
    // next public board's buttons read in English.
    let answer = bot.send(FakeInteraction::slash("game").subcommand("settings").option("language", "en")).await;
    assert!(
        answer.iter().any(|r| content(r).contains("Language: English")),
        "{:?}",
        answer.iter().map(content).collect::<Vec<_>>()
    );
    let actor = id_of(&bot.view("").await.to_move[0].user);
    let moves = bot.table.moves_for(&channel.to_string(), &actor.to_string()).await.unwrap().unwrap();
    assert_eq!(moves.language, aerie::i18n::Lang::En);
    bot.fake.assert_no_violations();
}

#[tokio::test]
async fn a_mixed_table_reads_privately_in_each_language_and_publicly_in_the_game_s() {
    let _serial = serial().await;
    let bot = Bot::start(false, Duration::from_secs(2)).await;
    let channel = fake_discord::CHANNEL_ID;
    let game = || FakeInteraction::slash("game").guild_locale("en-US");
    // Alice reads Ukrainian, Bob American English, on an English server.
    bot.send(slash_new("tower-up").guild_locale("en-US").locale("uk")).await;
    bot.send(as_user(game().subcommand("join").locale("en-US"), BOB)).await;
    bot.send(game().subcommand("start").locale("uk")).await;
    let board = public_messages(&bot.fake, channel).pop().unwrap();
    assert!(content_of(&board).contains("begins"), "public: the game's language: {}", content_of(&board));
    let alice = bot.send(game().subcommand("status").locale("uk")).await;
    assert!(alice.iter().any(|r| is_ephemeral(r) && content(r).contains("Господар")), "{:?}", texts(&alice));
    let bob = bot.send(as_user(game().subcommand("status").locale("en-US"), BOB)).await;
    assert!(bob.iter().any(|r| is_ephemeral(r) && content(r).contains("Host")), "{:?}", texts(&bob));
    // A refusal is private too: in Alice's language even on Bob's turn.
    let actor = id_of(&bot.view("").await.to_move[0].user);
    let waiting = if actor == USER_ID { BOB } else { USER_ID };
    let locale = |user: u64| if user == USER_ID { "uk" } else { "en-US" };
    let refused = bot
        .send(as_user(FakeInteraction::slash("move").option("action", "take 1").locale(locale(waiting)), waiting))
        .await;
    let expected = if waiting == USER_ID { "не ваш хід" } else { "not your turn" };
    assert!(refused.iter().any(|r| content(r).contains(expected)), "{:?}", texts(&refused));
    // A reminder sent to the actor alone reads in the language they last used.
    bot.send(as_user(FakeInteraction::slash("remind").option("where", "dm").locale(locale(actor)), actor)).await;
    bot.clock.advance(12 * 3600);
    bot.table.wakeups().notify_one();
    let reminder = bot
        .fake
        .wait_for_request(WAIT, |r| {
            r.method == "POST" && r.path.ends_with("/messages") && !r.path.contains(&channel.to_string())
        })
        .await
        .unwrap();
    let expected = if actor == USER_ID { "ваш хід" } else { "your turn" };
    assert!(content(&reminder).contains(expected), "DM: {}", content(&reminder));
    bot.fake.assert_no_violations();
}

fn content_of(message: &serde_json::Value) -> String {
    message["content"].as_str().unwrap_or("").to_string()
}

fn texts(replies: &[fake_discord::RecordedRequest]) -> Vec<String> {
    replies.iter().map(content).collect()
}

/// `/server settings` takes Manage Server to change; the defaults then
/// start every new game, in the server's chosen language.
#[tokio::test]
async fn a_server_manager_sets_the_defaults_new_games_start_with() {
    let _serial = serial().await;
    let bot = Bot::start(false, Duration::from_secs(2)).await;
    let settings = || FakeInteraction::slash("server").subcommand("settings");
    let lacking =
        as_user(settings().option("language", "uk"), BOB).member_lacking(fake_discord::permission::MANAGE_GUILD);
    let refused = bot.send(lacking).await;
    assert!(content(&refused[0]).contains("Only members who can manage this server"), "{}", content(&refused[0]));
    assert!(is_ephemeral(&refused[0]));
    let set = bot.send(settings().option("language", "uk").option("deadline", "2d")).await;
    assert!(content(&set[0]).contains("Set for this server: deadline, language."), "{}", content(&set[0]));
    bot.send(slash_new("tower-up")).await;
    let lobby = public_messages(&bot.fake, fake_discord::CHANNEL_ID).pop().unwrap();
    let text = lobby["content"].as_str().unwrap();
    assert!(
        text.contains("Tower Up") && text.contains("2 д"),
        "the lobby speaks Ukrainian and has the deadline: {text}"
    );
    let shown = bot.send(as_user(settings(), BOB)).await;
    assert!(content(&shown[0]).contains("Set for this server: deadline, language."), "anyone may read them");
    bot.fake.assert_no_violations();
}
