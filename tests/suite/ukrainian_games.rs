//! Whole games in Ukrainian, of every kind and player count: through the
//! console (`aerie play --lang uk`) and by clicking through the fake Discord
//! (every interaction with `locale` and `guild_locale` `uk`). Nothing a
//! player reads (replies, refusals, labels, menu options, alt text) may hold
//! an English word; names, ids and notation in backticks aside. The same
//! games in English play out the same: the language changes words only.

use crate::discord_bot;
use crate::fake_discord;
use crate::support;
use crate::words;

use std::collections::HashMap;
use std::time::Duration;

use rand::seq::SliceRandom;
use rand::{Rng, SeedableRng};
use rand_chacha::ChaCha8Rng;
use serde_json::Value;

use aerie::console::LineReport;
use aerie::i18n::Lang;
use discord_bot::*;
use fake_discord::{FakeInteraction, CHANNEL_ID, USER_ID};
use support::Harness;
use words::assert_no_english;

const PLAYERS: [&str; 4] = ["alice", "bob", "carol", "dave"];

/// What a console line showed anyone: its replies and its refusal.
fn shown(report: &LineReport) -> Vec<String> {
    report.replies.iter().map(|r| r.text.clone()).chain(report.error.clone()).collect()
}

/// A whole console game in `lang`, with everything a player looks at along
/// the way (status, hand, log, a wrong move, a move out of turn): what was
/// shown, and the final scores and winners.
async fn console_game(lang: Lang, new: &str, seats: usize, seed: u64) -> (Vec<String>, String) {
    let mut h = Harness::fast_in(lang).await;
    let mut seen = vec![];
    for line in ["alice: /help".to_string(), format!("alice: {new}")] {
        seen.extend(shown(&h.ok(&line).await));
    }
    for name in &PLAYERS[1..seats] {
        seen.extend(shown(&h.ok(&format!("{name}: /game join")).await));
    }
    for line in ["alice: /game rules", "alice: /game settings", "alice: /game status"] {
        seen.extend(shown(&h.ok(line).await));
    }
    seen.extend(shown(&h.ok(&format!("alice: /game start seed:{seed}")).await));
    let mut rng = ChaCha8Rng::seed_from_u64(seed);
    for turn in 0.. {
        let view = h.view("").await.unwrap();
        if view.status != "running" {
            break;
        }
        assert!(turn < 20_000, "{new}: the game did not end");
        let user = view.to_move.choose(&mut rng).unwrap().user.clone();
        if turn % 7 == 0 {
            for look in ["/game status", "/game hand", "/game log", "/game board"] {
                seen.extend(shown(&h.run(&format!("{user}: {look}")).await));
            }
            seen.extend(shown(&h.run(&format!("{user}: /move action:\"nonsense 7\"")).await));
            if let Some(other) = PLAYERS[..seats].iter().find(|p| view.to_move.iter().all(|t| t.user != **p)) {
                seen.extend(shown(&h.run(&format!("{other}: /move action:\"skip\"")).await));
            }
        }
        let own = h.view(&user).await.unwrap();
        let legal = own.to_move.iter().find(|t| t.user == user).and_then(|t| t.legal.clone()).unwrap();
        let mv = legal.choose(&mut rng).unwrap().clone();
        seen.extend(shown(&h.ok(&format!("{user}: /move action:\"{mv}\"")).await));
    }
    for look in ["alice: /game status", "alice: /game log", "alice: /games"] {
        seen.extend(shown(&h.run(look).await));
    }
    let view = h.view("alice").await.unwrap();
    let outcome = format!("scores {:?}, winners {:?}, moves {}", view.scores, view.winners, h.stored().await.is_some());
    (seen, outcome)
}

async fn console_games_in_both_languages(new: &str, seats: std::ops::RangeInclusive<usize>) {
    for seats in seats {
        let seed = 30 + seats as u64;
        let (ukrainian, outcome_uk) = console_game(Lang::Uk, new, seats, seed).await;
        assert_no_english(&format!("{new}, {seats} players, console"), &ukrainian, &PLAYERS);
        let (english, outcome_en) = console_game(Lang::En, new, seats, seed).await;
        assert_eq!(outcome_uk, outcome_en, "{new}: the same game in both languages");
        assert_eq!(ukrainian.len(), english.len(), "{new}: as many replies in both languages");
        assert!(english.iter().any(|t| t.contains("Final scores")), "{new}: the English game ended in English");
    }
}

#[tokio::test]
async fn tower_up_in_ukrainian_on_the_console() {
    console_games_in_both_languages("/game new game:tower-up", 2..=4).await;
}

#[tokio::test]
async fn cloud_city_in_ukrainian_on_the_console() {
    console_games_in_both_languages("/game new game:cloud-city requests:2", 2..=4).await;
}

#[tokio::test]
async fn sky_garden_in_ukrainian_on_the_console() {
    console_games_in_both_languages("/game new game:sky-garden", 1..=4).await;
}

/// Every text of every message the bot sent (content, button and menu
/// labels, menu option descriptions, image alt text, thread names), the
/// command registration aside (its English base names are Discord's
/// default; the Ukrainian ones are checked in `discord.rs`).
fn texts_sent(bot: &Bot) -> Vec<String> {
    let mut texts = vec![];
    for request in bot.fake.requests() {
        if request.method == "GET" || request.path.ends_with("/commands") {
            continue;
        }
        let body = data(&request);
        texts.extend(body["content"].as_str().map(str::to_string));
        texts.extend(body["name"].as_str().map(str::to_string));
        for attachment in body["attachments"].as_array().into_iter().flatten() {
            texts.extend(attachment["description"].as_str().map(str::to_string));
        }
        for (_, component) in components(&body) {
            for key in ["label", "placeholder"] {
                texts.extend(component[key].as_str().map(str::to_string));
            }
            for option in component["options"].as_array().into_iter().flatten() {
                texts.extend(option["label"].as_str().map(str::to_string));
                // A menu option's description is its notation, as a hint
                // (language-neutral by design; a menu shows no backticks).
                let description = option["description"].as_str().unwrap_or("");
                texts.push(if is_notation(description) { format!("`{description}`") } else { description.to_string() });
            }
        }
    }
    texts
}

/// Whether `words` read as move notation: lowercase keywords, numbers and
/// ids (`build C2 white roof C3`, `take 1 picks black`, `place T35 C2 90`).
fn is_notation(words: &str) -> bool {
    !words.is_empty()
        && words.split_whitespace().all(|token| {
            token.chars().all(|c| c.is_ascii_lowercase() || c == '-' || c == ',')
                || token.chars().all(|c| c.is_ascii_alphanumeric()) && token.chars().any(|c| c.is_ascii_digit())
                || token.chars().all(|c| c.is_ascii_uppercase())
        })
}

/// The choices of a panel: (custom id, menu value), Back and Undo aside.
fn choices(message: &Value) -> Vec<(String, Option<String>)> {
    let mut found = vec![];
    for (id, c) in components(message) {
        match id.get(..2) {
            Some("pg" | "pc" | "pa") => found.push((id, None)),
            Some("ps") => {
                for option in c["options"].as_array().unwrap() {
                    found.push((id.clone(), Some(option["value"].as_str().unwrap().to_string())));
                }
            }
            _ => {}
        }
    }
    found
}

/// Waits until the bot answered a click (an edit, when it deferred).
async fn settle(bot: &Bot, interaction: u64) {
    let deferred = bot.fake.interaction_responses(interaction).iter().any(|r| r.callback_type() == Some(6));
    if deferred {
        bot.fake
            .wait_for_request(WAIT, |r| r.interaction_id == Some(interaction) && r.method == "PATCH")
            .await
            .unwrap();
    }
}

/// The board of the game as it stands: a click's answer comes before the
/// board the move caused (that follows it), so wait for the newest
/// message's Play button to be of the game's current version.
async fn newest_board(bot: &Bot) -> Value {
    for _ in 0..6_000 {
        let board = public_messages(&bot.fake, CHANNEL_ID).pop().unwrap();
        let version = bot.game(CHANNEL_ID).await.version;
        let play = components(&board).into_iter().find(|(id, _)| id.starts_with("pv"));
        let of_version = play.and_then(|(id, _)| aerie::discord::panel::PanelId::parse(&id)).map(|p| p.version);
        if of_version == Some(version) {
            return board;
        }
        tokio::time::sleep(Duration::from_millis(10)).await;
    }
    panic!("the newest board never came");
}

fn uk(spec: FakeInteraction) -> FakeInteraction {
    spec.locale("uk").guild_locale("uk")
}

/// A whole game on a Ukrainian server by Ukrainian players, by clicking:
/// Play on the newest board, then random picks in the panel until a move
/// plays, now and then Undo or My hand.
async fn discord_game(kind: &str, humans: &[u64], computers: usize, seed: u64, images: bool) -> Bot {
    let bot = Bot::start(images, Duration::from_secs(2)).await;
    *bot.locale.lock().unwrap() = Some("uk".into());
    bot.send(uk(slash_new(kind))).await;
    for &user in &humans[1..] {
        bot.send(as_user(uk(FakeInteraction::slash("game").subcommand("join")), user)).await;
    }
    for _ in 0..computers {
        bot.send(uk(FakeInteraction::slash("game").subcommand("bot").subcommand("add"))).await;
    }
    bot.send(uk(FakeInteraction::slash("game").subcommand("start"))).await;
    let mut rng = ChaCha8Rng::seed_from_u64(seed);
    let mut panels: HashMap<u64, u64> = HashMap::new();
    for step in 0.. {
        assert!(step < 20_000, "{kind}: the game did not end");
        let view = bot.view("").await;
        if view.status == "finished" {
            break;
        }
        // Seen once under a loaded CI machine, before the store read a game
        // in one transaction (`store_claims.rs` tests that now): a record
        // torn between two commits, running with nobody to move. Should it
        // come back, look again; a game that never goes on fails above.
        let Some(first) = view.to_move.first() else {
            tokio::time::sleep(Duration::from_millis(20)).await;
            continue;
        };
        let actor = id_of(&first.user);
        let moves_before = bot.game(CHANNEL_ID).await.moves.len();
        let panel = match panels.get(&actor) {
            Some(&panel) => panel,
            None => {
                let board = newest_board(&bot).await;
                if let Some((hand, _)) = components(&board).into_iter().find(|(id, _)| id.starts_with("h:")) {
                    if rng.gen_bool(0.1) {
                        let board_id: u64 = board["id"].as_str().unwrap().parse().unwrap();
                        bot.click(actor, &hand, board_id, None).await;
                    }
                }
                let (play, _) = components(&board).into_iter().find(|(id, _)| id.starts_with("pv")).expect("Play");
                bot.pick_on_board(actor, &board, &play, None).await
            }
        };
        while bot.game(CHANNEL_ID).await.moves.len() == moves_before {
            let message = bot.fake.message(panel).unwrap();
            let undo = components(&message).into_iter().find(|(id, _)| id.starts_with("pu"));
            let (id, value) = match undo {
                Some((undo, _)) if rng.gen_bool(0.05) => (undo, None),
                _ => choices(&message).choose(&mut rng).expect("a choice in the panel").clone(),
            };
            let clicked = bot.click(actor, &id, panel, value.as_deref()).await;
            settle(&bot, clicked).await;
            if id.starts_with("pu") {
                break;
            }
        }
        match components(&bot.fake.message(panel).unwrap()).is_empty() {
            true => panels.remove(&actor),
            false => panels.insert(actor, panel),
        };
        // Let the turn's public post arrive before the next look.
        tokio::time::sleep(Duration::from_millis(2)).await;
    }
    bot
}

async fn discord_games(kind: &str, counts: &[(usize, usize)], with_images: bool) {
    let _serial = serial().await;
    let people = [USER_ID, BOB, CAROL, DAVE];
    for (i, &(humans, computers)) in counts.iter().enumerate() {
        // (Images in one game are enough here: their words are checked in
        // Ukrainian by each game's image tests.)
        let with_images = with_images && i == 0;
        let bot = discord_game(kind, &people[..humans], computers, 7 + humans as u64, with_images).await;
        let names: Vec<String> = bot.game(CHANNEL_ID).await.seats.iter().map(|s| s.name.clone()).collect();
        let names: Vec<&str> = names.iter().map(String::as_str).collect();
        // The game is finished once its last move is committed; its final
        // post is delivered just after.
        let ended = |texts: &[String]| texts.iter().any(|t| t.contains("Підсумковий рахунок"));
        let deadline = tokio::time::Instant::now() + Duration::from_secs(30);
        while !ended(&texts_sent(&bot)) && tokio::time::Instant::now() < deadline {
            tokio::time::sleep(Duration::from_millis(20)).await;
        }
        let texts = texts_sent(&bot);
        assert!(ended(&texts), "{kind}: the game ended in Ukrainian");
        if with_images {
            assert!(bot.fake.requests().iter().any(|r| !r.files.is_empty()), "{kind}: boards were posted");
        }
        assert_no_english(&format!("{kind}, {humans} people + {computers} computers, Discord"), &texts, &names);
        bot.fake.assert_no_violations();
    }
}

#[tokio::test]
async fn tower_up_in_ukrainian_on_discord() {
    discord_games("tower-up", &[(2, 0), (3, 0), (2, 2)], true).await;
}

#[tokio::test]
async fn cloud_city_in_ukrainian_on_discord() {
    discord_games("cloud-city", &[(2, 0), (3, 0), (2, 2)], false).await;
}

#[tokio::test]
async fn sky_garden_in_ukrainian_on_discord() {
    discord_games("sky-garden", &[(1, 0), (2, 0), (1, 2), (2, 2)], false).await;
}
