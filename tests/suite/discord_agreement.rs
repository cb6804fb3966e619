//! On Discord, a host's change of a running game's deadline, or its
//! cancellation, waits for every other player's click on "I agree"; the
//! turn under way keeps its own deadline.

use crate::discord_bot;
use crate::fake_discord;

use std::time::Duration;

use discord_bot::*;
use fake_discord::{FakeInteraction, RecordedRequest, CHANNEL_ID, USER_ID};

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

/// The public message carrying an "I agree" button other than `than`'s, once posted.
async fn proposal_after(bot: &Bot, than: &serde_json::Value) -> serde_json::Value {
    for _ in 0..400 {
        let message = proposal_message(bot).await;
        if message["id"] != than["id"] {
            return message;
        }
        tokio::time::sleep(Duration::from_millis(10)).await;
    }
    panic!("no second proposal was posted");
}

/// Clicks a button as `user` and returns the answers to the click.
async fn click_answers(bot: &Bot, user: u64, custom_id: &str, message: &serde_json::Value) -> Vec<RecordedRequest> {
    let message: u64 = message["id"].as_str().unwrap().parse().unwrap();
    let clicked = bot.click(user, custom_id, message, None).await;
    let answered = |r: &RecordedRequest| r.interaction_id == Some(clicked) && r.body.is_some();
    bot.fake.wait_for_request(WAIT, answered).await.unwrap();
    bot.fake.interaction_responses(clicked)
}

#[tokio::test]
async fn a_click_under_a_replaced_proposal_agrees_to_nothing_and_points_to_the_current_one() {
    let _serial = serial().await;
    let bot = Bot::start(false, Duration::from_secs(2)).await;
    open_and_start(&bot).await;
    let settings = |deadline: &str, action: &str| {
        let spec = FakeInteraction::slash("game").subcommand("settings").option("deadline", deadline);
        spec.option("action", action).permissions(HOST_PERMISSIONS)
    };
    bot.send(settings("1d", "bot")).await;
    let harmless = proposal_message(&bot).await;
    // The host swaps in a harsher proposal under bob's nose.
    bot.send(settings("1h", "end")).await;
    let current = proposal_after(&bot, &harmless).await;
    let text = current["content"].as_str().unwrap();
    assert!(text.contains("Proposal 2:") && text.contains("replaces proposal 1"), "{text}");
    // Its link is kept once posted, for older buttons to point to.
    let link_kept = || async { bot.game(CHANNEL_ID).await.proposal.and_then(|p| p.link) };
    for _ in 0..400 {
        if link_kept().await.is_some() {
            break;
        }
        tokio::time::sleep(Duration::from_millis(10)).await;
    }
    let link = link_kept().await.expect("the current proposal's link is kept");
    assert!(link.ends_with(current["id"].as_str().unwrap()), "{link}");

    // Bob clicks under the harmless one: privately told where the current one is.
    let old = button(&harmless, "I agree").unwrap();
    let answers = click_answers(&bot, BOB, &old, &harmless).await;
    let told = answers.iter().find(|r| is_ephemeral(r) && content(r).contains("earlier proposal"));
    let told = content(told.unwrap_or_else(|| panic!("a private answer: {answers:?}")));
    assert!(told.contains("proposal 2") && told.contains(&link), "{told}");
    assert!(public(&answers).is_empty(), "nothing public: {answers:?}");
    // A button from before proposals had numbers agrees to nothing either.
    let game = bot.game(CHANNEL_ID).await;
    let unnumbered = click_answers(&bot, BOB, &format!("a:{}", game.id), &harmless).await;
    assert!(unnumbered.iter().any(|r| is_ephemeral(r) && content(r).contains("earlier proposal")), "{unnumbered:?}");
    let game = bot.game(CHANNEL_ID).await;
    assert!(game.settings.next_turn.is_none(), "nothing changed: {:?}", game.settings);
    assert!(game.proposal.unwrap().agreed.is_empty(), "bob agreed to nothing");

    // His click under the current one carries it out.
    let agree = button(&current, "I agree").unwrap();
    click_answers(&bot, BOB, &agree, &current).await;
    for _ in 0..400 {
        if bot.game(CHANNEL_ID).await.settings.next_turn.is_some() {
            break;
        }
        tokio::time::sleep(Duration::from_millis(10)).await;
    }
    let next = bot.game(CHANNEL_ID).await.settings.next_turn.expect("in force from the next turn");
    assert_eq!(next.deadline, Some(3600));
    bot.fake.assert_no_violations();
}
