//! On Discord, a host's change of a running game's deadline, or its
//! cancellation, waits for every other player's click on "I agree"; the
//! turn under way keeps its own deadline.

use crate::discord_bot;
use crate::fake_discord;

use std::time::Duration;

use discord_bot::*;
use fake_discord::{FakeInteraction, CHANNEL_ID, USER_ID};

/// View Channel and Send Messages, nothing more.
const HOST_PERMISSIONS: &str = "3072";

async fn open_and_start(bot: &Bot) {
    bot.send(slash_new("tower-up")).await;
    bot.send(as_user(FakeInteraction::slash("game").subcommand("join"), BOB)).await;
    let start = bot.send(FakeInteraction::slash("game").subcommand("start")).await;
    assert!(start.iter().any(|r| content(r).contains("begins")));
}

/// The public message carrying the "I agree" button, once posted.
async fn proposal_message(bot: &Bot) -> serde_json::Value {
    for _ in 0..400 {
        let found = public_messages(&bot.fake, CHANNEL_ID).into_iter().rev().find(|m| button(m, "I agree").is_some());
        if let Some(message) = found {
            return message;
        }
        tokio::time::sleep(Duration::from_millis(10)).await;
    }
    panic!("no proposal was posted");
}

#[tokio::test]
async fn a_running_game_s_deadline_changes_only_when_every_player_clicks_agree() {
    let _serial = serial().await;
    let bot = Bot::start(false, Duration::from_secs(2)).await;
    open_and_start(&bot).await;
    let settings =
        FakeInteraction::slash("game").subcommand("settings").option("deadline", "1h").option("action", "end");
    // Alice hosts but does not manage the channel (no Manage Channels).
    bot.send(settings.permissions(HOST_PERMISSIONS)).await;
    let proposal = proposal_message(&bot).await;
    let text = proposal["content"].as_str().unwrap();
    assert!(text.starts_with(&format!("<@{BOB}>")), "bob is pinged first: {text}");
    assert!(text.contains("from the next turn"), "{text}");
    assert!(bot.game(CHANNEL_ID).await.settings.next_turn.is_none(), "nothing changes before bob agrees");

    let agree = button(&proposal, "I agree").unwrap();
    let message: u64 = proposal["id"].as_str().unwrap().parse().unwrap();
    // The host's own click is refused privately.
    let clicked = bot.click(USER_ID, &agree, message, None).await;
    bot.fake.wait_for_request(WAIT, |r| r.interaction_id == Some(clicked) && r.body.is_some()).await.unwrap();
    let answers = bot.fake.interaction_responses(clicked);
    assert!(answers.iter().any(|r| is_ephemeral(r) && content(r).contains("You proposed it")), "{answers:?}");

    bot.click(BOB, &agree, message, None).await;
    for _ in 0..400 {
        if !bot.game(CHANNEL_ID).await.settings.next_turn.is_none() {
            break;
        }
        tokio::time::sleep(Duration::from_millis(10)).await;
    }
    let game = bot.game(CHANNEL_ID).await;
    assert_eq!(
        game.settings.next_turn.as_ref().unwrap().deadline,
        Some(3600),
        "in force from the next turn: {:?}",
        game.settings
    );
    assert_eq!(game.settings.deadline, None, "the turn under way keeps its own");
    bot.fake.assert_no_violations();
}
