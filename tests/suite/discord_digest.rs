//! The daily digest and `/games` in a DM, with the real bot against the
//! fake Discord: the digest arrives as one DM at its time (and as a
//! reminder in the game's channel once the player's DMs are closed), and
//! `/games` typed in a DM lists the player's games on two servers.

use crate::discord_bot;
use crate::fake_discord;

use std::time::Duration;

use aerie::table::{Command, Place, User};
use discord_bot::*;
use fake_discord::{FakeInteraction, CHANNEL_ID, USER_ID};

const HOUR: i64 = 3600;
/// The bot's DM channel with the player, where they type commands to it.
const DM: u64 = 1_100_000_000_000_000_099;
/// A second server with a game of Alice's and Bob's.
const OTHER_GUILD: u64 = 1_100_000_000_000_000_700;
const OTHER_CHANNEL: u64 = 1_100_000_000_000_000_701;

async fn open_table(bot: &Bot) -> u64 {
    bot.send(slash_new("tower-up")).await;
    bot.send(as_user(FakeInteraction::slash("game").subcommand("join"), BOB)).await;
    let start = bot.send(FakeInteraction::slash("game").subcommand("start")).await;
    assert!(start.iter().any(|r| content(r).contains("begins")));
    id_of(&bot.view("").await.to_move[0].user)
}

/// Lets the scheduler run after the clock moved on, and waits for it to go quiet.
async fn after(bot: &Bot, seconds: i64) {
    bot.clock.advance(seconds);
    bot.table.wakeups().notify_one();
    tokio::time::sleep(Duration::from_millis(500)).await;
}

/// The digests Discord accepted (a send to closed DMs is refused).
fn digests_posted(bot: &Bot) -> Vec<fake_discord::RecordedRequest> {
    let requests = bot.fake.requests().into_iter();
    requests.filter(|r| r.method == "POST" && r.status < 300 && content(r).contains("your daily digest")).collect()
}

#[tokio::test]
async fn the_digest_arrives_as_one_dm_or_as_channel_reminders_when_dms_are_closed() {
    let _serial = serial().await;
    let bot = Bot::start(false, Duration::from_secs(2)).await;
    let actor = open_table(&bot).await;
    let settings = FakeInteraction::slash("me").subcommand("settings").option("digest", "daily@08:00").in_dm(DM);
    let shown = bot.send(as_user(settings, actor)).await;
    assert!(shown.iter().any(|r| content(r).contains("08:00")), "{:?}", shown.iter().map(content).collect::<Vec<_>>());
    // The clock starts at midnight UTC: the digest comes at 08:00, once.
    after(&bot, 8 * HOUR - 60).await;
    assert!(digests_posted(&bot).is_empty());
    bot.clock.advance(60);
    bot.table.wakeups().notify_one();
    let digest =
        bot.fake.wait_for_request(WAIT, |r| r.method == "POST" && content(r).contains("your daily digest")).await;
    let digest = digest.unwrap();
    let dm = bot.fake.dm_channel(actor).expect("a DM channel opened");
    assert_eq!(digest.path, format!("/channels/{dm}/messages"));
    assert!(content(&digest).contains(&format!("<#{CHANNEL_ID}>")) && content(&digest).contains("Tower Up"));
    after(&bot, 60).await;
    assert_eq!(digests_posted(&bot).len(), 1, "one DM");
    // Its per-game reminder (due at 12 h) waits for the digest.
    after(&bot, 6 * HOUR).await;
    let reminders = |bot: &Bot| {
        public_messages(&bot.fake, CHANNEL_ID)
            .iter()
            .filter(|m| m["content"].as_str().is_some_and(|c| c.starts_with('⏰')))
            .count()
    };
    assert_eq!(reminders(&bot), 0);
    // The next day their DMs are closed: a reminder in the game's channel instead.
    bot.fake.close_dms(actor);
    bot.clock.advance(18 * HOUR);
    bot.table.wakeups().notify_one();
    let reminder = channel_reminder(&bot.fake).await;
    assert!(content(&reminder).contains(&format!("<@{actor}>")) && content(&reminder).contains("your turn"));
    after(&bot, 60).await;
    let posted = digests_posted(&bot);
    assert_eq!(posted.len(), 1, "the digest is never posted in a channel");
    assert!(
        bot.fake.requests().iter().any(|r| r.status == 403 && content(r).contains("your daily digest")),
        "tried by DM"
    );
    assert_eq!(reminders(&bot), 1);
    bot.fake.assert_no_violations();
}

#[tokio::test]
async fn games_in_a_dm_lists_the_player_s_games_on_two_servers() {
    let _serial = serial().await;
    let bot = Bot::start(false, Duration::from_secs(2)).await;
    open_table(&bot).await;
    // Alice and Bob play on another server too.
    let place = Place { guild: Some(OTHER_GUILD.to_string()), channel: OTHER_CHANNEL.to_string() };
    let person =
        |id: u64, name: &str| User { id: id.to_string(), name: name.into(), is_admin: false, manages_server: false };
    for (who, line) in [
        (person(USER_ID, "Alice"), "/game new game:tower-up"),
        (person(BOB, "Bob"), "/game join"),
        (person(USER_ID, "Alice"), "/game start"),
    ] {
        bot.table.handle(&place, &who, Command::parse(line).unwrap()).await.unwrap();
    }
    let listed = bot.send(FakeInteraction::slash("games").in_dm(DM)).await;
    let text: String = listed.iter().map(content).collect();
    assert!(text.contains(&format!("<#{CHANNEL_ID}>")) && text.contains(&format!("<#{OTHER_CHANNEL}>")), "{text}");
    assert_eq!(text.matches("Tower Up").count(), 2, "{text}");
    // Carol plays nowhere.
    let none = bot.send(as_user(FakeInteraction::slash("games").in_dm(DM), CAROL)).await;
    assert!(none.iter().any(|r| content(r).contains("no running game on any server")));
    bot.fake.assert_no_violations();
}
