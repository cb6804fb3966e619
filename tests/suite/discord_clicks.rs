//! Playing on Discord by clicking only: every game of every kind is opened
//! with `/game new` and then played to the end with nothing but the buttons
//! and menus found in the bot's own messages (no `/move`, no typed option),
//! with the real bot against the fake Discord, every request checked
//! against the API description. Also: the channel stays tidy (one public
//! board per turn, one ping per turn, only the newest board clickable), the
//! move builder reaches every legal move, and games in threads.

use crate::discord_bot;
use crate::fake_discord;

use std::collections::{BTreeSet, HashMap};
use std::time::Duration;

use rand::seq::SliceRandom;
use rand::{Rng, SeedableRng};
use rand_chacha::ChaCha8Rng;
use serde_json::Value;

use discord_bot::*;
use fake_discord::{CHANNEL_ID, USER_ID};

/// What a game by clicking took.
#[derive(Debug, Default)]
struct Played {
    turns: usize,
    clicks_per_turn: Vec<usize>,
    public_messages: usize,
    /// Clicks that choose nothing: Play, and Confirm after a question.
    idle_clicks: usize,
    /// Turns begun with a choice on the public board itself.
    board_picks: usize,
    clicks: usize,
    undos: usize,
    /// Characters of each public message after the lobby.
    public_chars: Vec<usize>,
}

fn message_id(message: &Value) -> u64 {
    message["id"].as_str().unwrap().parse().unwrap()
}

/// The users a public message pings.
fn pinged(fake: &fake_discord::FakeDiscord, message: &Value) -> BTreeSet<u64> {
    let _ = fake;
    let text = message["content"].as_str().unwrap_or("");
    text.split("<@").skip(1).filter_map(|rest| rest.split('>').next()?.parse().ok()).collect()
}

/// Waits until the bot has remembered `message` as the game's board (it
/// does so last, after posting it and retiring the previous one).
async fn until_board_is(bot: &Bot, channel: u64, message: u64) {
    for _ in 0..2_000 {
        let link = bot.game(channel).await.board_link.unwrap_or_default();
        if link.ends_with(&format!("/{message}")) {
            return;
        }
        tokio::time::sleep(Duration::from_millis(5)).await;
    }
    panic!("the board link never pointed at message {message}");
}

/// The newest public message, once there are `count` of them.
async fn until_public_count(bot: &Bot, channel: u64, count: usize) -> Value {
    for _ in 0..2_000 {
        let messages = public_posts(&bot.fake, channel);
        if messages.len() >= count {
            assert_eq!(messages.len(), count, "one public message per completed turn");
            return messages.last().unwrap().clone();
        }
        tokio::time::sleep(Duration::from_millis(5)).await;
    }
    panic!("no public message number {count} in channel {channel}");
}

/// Opens a table with `/game new` and fills it by clicking the lobby's
/// buttons: the others Join, the host adds computer players and Starts.
/// Returns the number of public messages so far (lobby and first board).
async fn open_by_clicking(bot: &Bot, channel: u64, kind: &str, humans: &[u64], computers: usize) -> usize {
    let mut new = slash_new(kind);
    if channel != CHANNEL_ID {
        new = new.channel(channel);
    }
    let sent = bot.fake.send_interaction(&new).unwrap();
    bot.fake.await_callback(sent.id, WAIT).await.unwrap();
    let lobby = until_public_count(bot, channel, 1).await;
    until_board_is(bot, channel, message_id(&lobby)).await;
    let lobby = bot.fake.message(message_id(&lobby)).unwrap();
    for label in ["Join", "Leave", "Add a computer player", "Start"] {
        assert!(button(&lobby, label).is_some(), "the lobby has a {label} button");
    }
    let lobby_id = message_id(&lobby);
    let click = |user: u64, label: &'static str| async move {
        let custom_id = button(&bot.fake.message(lobby_id).unwrap(), label).unwrap();
        let id = bot.click(user, &custom_id, lobby_id, None).await;
        bot.fake.wait_for_request(WAIT, |r| r.interaction_id == Some(id) && !r.is_callback()).await.unwrap()
    };
    for &user in &humans[1..] {
        click(user, "Join").await;
        let text = bot.fake.message(lobby_id).unwrap()["content"].as_str().unwrap().to_string();
        let seen: Vec<String> = bot
            .fake
            .requests()
            .iter()
            .rev()
            .take(4)
            .map(|r| format!("{} {} {} {}", r.method, r.path, r.status, content(r)))
            .collect();
        assert!(text.contains("joined"), "the lobby shows who joined: {text} {seen:#?} {:?}", bot.fake.violations());
    }
    for _ in 0..computers {
        click(humans[0], "Add a computer player").await;
    }
    if humans.len() > 1 {
        // Only the host starts; anyone else is told so privately.
        let refused = click(humans[1], "Start").await;
        assert!(is_ephemeral(&refused) && content(&refused).contains("Only the host"), "{}", content(&refused));
    }
    click(humans[0], "Start").await;
    let board = until_public_count(bot, channel, 2).await;
    until_board_is(bot, channel, message_id(&board)).await;
    assert!(components(&bot.fake.message(lobby_id).unwrap()).is_empty(), "a started lobby has no buttons");
    assert!(content_of(&board).contains("begins"), "{}", content_of(&board));
    2
}

fn content_of(message: &Value) -> String {
    message["content"].as_str().unwrap_or("").to_string()
}

/// Whether a turn ended among the moves from index `from` on, by the rules
/// engine itself: the seats to act changed, a new turn began, or the game
/// ended (a click can play a move and the forced steps after it).
fn a_turn_ended(game: &aerie::store::GameRecord, from: usize) -> bool {
    let engine = aerie::catalog::engine(&game.kind).unwrap();
    let mut state = engine.setup(&game.options, game.seats.len(), game.seed).unwrap();
    for (i, mv) in game.moves.iter().enumerate() {
        let before = state.to_move();
        state.play(mv.seat, &mv.notation).unwrap();
        let ended = state.to_move() != before || state.at_turn_start() == Some(true);
        if i >= from && ended {
            return true;
        }
    }
    false
}

/// Waits until the bot has finished answering a click: an update of the
/// panel at once, or a deferral and then the panel's edit.
async fn settle(bot: &Bot, interaction: u64) {
    let deferred = bot
        .fake
        .interaction_responses(interaction)
        .iter()
        .any(|r| r.is_callback() && r.body.as_ref().and_then(|b| b["type"].as_u64()) == Some(6));
    if deferred {
        bot.fake
            .wait_for_request(WAIT, |r| r.interaction_id == Some(interaction) && r.method == "PATCH")
            .await
            .unwrap();
    }
}

/// The choices a panel offers: (custom id, menu value), Back and Undo aside.
fn choices(message: &Value) -> Vec<(String, Option<String>)> {
    let mut found = vec![];
    for (id, c) in components(message) {
        match &id[..2] {
            "pg" | "pc" | "pa" => found.push((id, None)),
            "ps" => {
                for option in c["options"].as_array().unwrap() {
                    found.push((id.clone(), Some(option["value"].as_str().unwrap().to_string())));
                }
            }
            _ => {}
        }
    }
    found
}

/// Plays the channel's game to the end by clicking: whoever must act uses
/// the Play button of the newest board (or the panel they already have) and
/// picks choices at random; a pick that completes a move plays it. Now and
/// then the player takes the step back with Undo, or opens the newest
/// board's Play again mid-turn (it must open where the game stands).
async fn play_by_clicking(bot: &Bot, channel: u64, mut public: usize, rng: &mut ChaCha8Rng) -> Played {
    let mut played = Played::default();
    let mut panels: HashMap<u64, u64> = HashMap::new();
    let mut clicks = 0;
    for _ in 0..20_000 {
        let view = bot.view_in(channel, "").await;
        if view.status == "finished" {
            break;
        }
        let waiting: Vec<u64> = view.to_move.iter().map(|t| id_of(&t.user)).collect();
        let actor = waiting[0];
        let moves_at_start = bot.game(channel).await.moves.len();
        // The first choice on the board itself where it offers one, else Play.
        let panel = match panels.get(&actor) {
            Some(&panel) => panel,
            None => {
                let board = public_posts(&bot.fake, channel).pop().unwrap();
                clicks += 1;
                match choices(&board).choose(rng) {
                    Some((id, value)) => {
                        played.board_picks += 1;
                        bot.pick_on_board(actor, &board, id, value.as_deref()).await
                    }
                    None => {
                        played.idle_clicks += 1;
                        bot.open_panel(actor, &board).await
                    }
                }
            }
        };
        // Pick until a move is played (Play itself may have played the
        // only move there was); now and then take a step back first.
        let mut moves_before = bot.game(channel).await.moves.len();
        let mut lowest = moves_at_start.min(moves_before);
        let mut picking = moves_before == moves_at_start;
        while picking {
            let message = bot.fake.message(panel).unwrap();
            let undo = button(&message, "Undo your last step");
            if let (Some(undo), true) = (&undo, rng.gen_bool(0.05)) {
                let id = bot.click(actor, undo, panel, None).await;
                settle(bot, id).await;
                let after = bot.game(channel).await.moves.len();
                assert_eq!(after + 1, moves_before, "Undo took back one step");
                moves_before = after;
                lowest = lowest.min(after);
                played.undos += 1;
                clicks += 1;
                continue;
            }
            let offered = choices(&message);
            assert!(!offered.is_empty(), "a panel with nothing to choose: {}", content_of(&message));
            let (id, value) = offered.choose(rng).unwrap().clone();
            let question = content_of(&message).contains("can't be undone");
            clicks += 1;
            if question && id.starts_with("pc:") {
                played.idle_clicks += 1;
            }
            let clicked = bot.click(actor, &id, panel, value.as_deref()).await;
            settle(bot, clicked).await;
            picking = bot.game(channel).await.moves.len() <= moves_before;
        }
        let moves_before = lowest;
        let game = bot.game(channel).await;
        let after = bot.view_in(channel, "").await;
        let after_waiting: Vec<u64> = after.to_move.iter().map(|t| id_of(&t.user)).collect();
        let turn_complete = a_turn_ended(&game, moves_before);
        let panel_now = bot.fake.message(panel).unwrap();
        match components(&panel_now).is_empty() {
            true => panels.remove(&actor),
            false => panels.insert(actor, panel),
        };
        if !turn_complete {
            // A forced step is never left to click.
            let moves = bot.table.moves_for(&channel.to_string(), &actor.to_string()).await.unwrap().unwrap();
            assert!(aerie::discord::panel::forced(&moves).is_none(), "a forced step was left: {:?}", moves.legal);
        }
        if turn_complete {
            public += 1;
            let board = until_public_count(bot, channel, public).await;
            until_board_is(bot, channel, message_id(&board)).await;
            played.public_chars.push(content_of(&board).chars().count());
            // One ping, for whoever is newly waited for, first: never the mover, never twice.
            let pings = pinged(&bot.fake, &board);
            for user in &pings {
                assert!(
                    after_waiting.contains(user) && !waiting.contains(user),
                    "{user} pinged again: {}",
                    content_of(&board)
                );
            }
            if !pings.is_empty() {
                assert!(content_of(&board).starts_with("<@"), "the ping comes first: {}", content_of(&board));
            }
            // Only the newest board is clickable.
            let live: Vec<Value> =
                public_posts(&bot.fake, channel).into_iter().filter(|m| !components(m).is_empty()).collect();
            assert!(live.len() <= 1 && live.iter().all(|m| m["id"] == board["id"]), "old boards keep buttons");
            played.turns += 1;
            played.clicks_per_turn.push(clicks);
            played.clicks += clicks;
            clicks = 0;
        } else {
            // A step inside the turn: nothing new in the channel.
            tokio::time::sleep(Duration::from_millis(5)).await;
            let now_public = public_posts(&bot.fake, channel);
            let last_moves: Vec<String> = game.moves.iter().rev().take(4).map(|m| m.notation.clone()).collect();
            assert_eq!(
                now_public.len(),
                public,
                "a step inside a turn stays private: {} (last moves {last_moves:?})",
                content_of(now_public.last().unwrap())
            );
            if rng.gen_bool(0.2) {
                // The newest board's Play opens the panel mid-turn: no dead end.
                // (A probe, not a click a player needs: not counted.)
                // So does a first-step choice on it, playing nothing.
                let board = public_posts(&bot.fake, channel).pop().unwrap();
                let moves_now = bot.game(channel).await.moves.len();
                let reopened = match choices(&board).choose(rng) {
                    Some((id, value)) if rng.gen_bool(0.5) => {
                        let reopened = bot.pick_on_board(actor, &board, id, value.as_deref()).await;
                        let text = content_of(&bot.fake.message(reopened).unwrap());
                        assert!(text.contains("from the start of your turn"), "{text}");
                        reopened
                    }
                    _ => bot.open_panel(actor, &board).await,
                };
                assert_eq!(bot.game(channel).await.moves.len(), moves_now, "a probe plays nothing");
                let message = bot.fake.message(reopened).unwrap();
                assert!(!choices(&message).is_empty(), "Play mid-turn opened no panel: {}", content_of(&message));
                panels.insert(actor, reopened);
            }
        }
    }
    played.clicks += clicks;
    assert_eq!(bot.view_in(channel, "").await.status, "finished", "the game ended");
    let messages = public_posts(&bot.fake, channel);
    assert!(content_of(messages.last().unwrap()).contains("Final scores"));
    // A finished game leaves one button: Rematch, on its final board.
    let (last, older) = messages.split_last().unwrap();
    assert!(older.iter().all(|m| components(m).is_empty()), "old boards keep buttons");
    let left: Vec<Value> = components(last).into_iter().map(|(_, c)| c["label"].clone()).collect();
    assert_eq!(left, ["Rematch: same game, same players"], "the final board offers a rematch only");
    played.public_messages = messages.len();
    played
}

fn median(mut values: Vec<usize>) -> usize {
    values.sort_unstable();
    values.get(values.len() / 2).copied().unwrap_or(0)
}

/// Plays one game by clicking in a fresh bot and reports it.
async fn click_game(kind: &str, humans: &[u64], computers: usize, seed: u64) -> Played {
    let bot = Bot::start(false, Duration::from_secs(2)).await;
    click_game_on(&bot, kind, humans, computers, seed).await
}

/// The images a game's requests carried: (public images, public bytes,
/// private images, private bytes). Channel posts are public; an answer to
/// a click is private when it is ephemeral or edits the clicked panel.
fn images_sent(bot: &Bot) -> (usize, usize, usize, usize) {
    let mut sent = (0, 0, 0, 0);
    for r in bot.fake.requests().iter().filter(|r| !r.files.is_empty()) {
        let private = !r.path.starts_with("/channels/") && (is_ephemeral(r) || r.method == "PATCH");
        let bytes: usize = r.files.iter().map(|f| f.size).sum();
        match private {
            true => (sent.2, sent.3) = (sent.2 + r.files.len(), sent.3 + bytes),
            false => (sent.0, sent.1) = (sent.0 + r.files.len(), sent.1 + bytes),
        }
    }
    sent
}

/// Plays one game by clicking in `bot` and reports it.
async fn click_game_on(bot: &Bot, kind: &str, humans: &[u64], computers: usize, seed: u64) -> Played {
    let mut rng = ChaCha8Rng::seed_from_u64(seed);
    let public = open_by_clicking(bot, CHANNEL_ID, kind, humans, computers).await;
    let played = play_by_clicking(bot, CHANNEL_ID, public, &mut rng).await;
    // Lobby, first board, then one per turn (the last one ends the game).
    assert_eq!(played.public_messages, 2 + played.turns, "{kind}: {played:?}");
    bot.fake.assert_no_violations();
    println!(
        "{kind} for {}: {} turns, {} public messages, median {} clicks per turn, {} of {} clicks chose nothing, {} turns begun on the board, \
         {} undos, public message characters median {} max {}",
        humans.len() + computers,
        played.turns,
        played.public_messages,
        median(played.clicks_per_turn.clone()),
        played.idle_clicks,
        played.clicks,
        played.board_picks,
        played.undos,
        median(played.public_chars.clone()),
        played.public_chars.iter().max().unwrap_or(&0)
    );
    played
}

#[tokio::test]
async fn tower_up_by_clicking_for_two_three_and_four() {
    let _serial = serial().await;
    click_game("tower-up", &[USER_ID, BOB], 0, 1).await;
    click_game("tower-up", &[USER_ID, BOB, CAROL], 0, 2).await;
    click_game("tower-up", &[USER_ID, BOB, CAROL], 1, 3).await;
}

#[tokio::test]
async fn cloud_city_by_clicking_for_two_three_and_four() {
    let _serial = serial().await;
    click_game("cloud-city", &[USER_ID, BOB], 0, 4).await;
    click_game("cloud-city", &[USER_ID, BOB, CAROL], 0, 5).await;
    click_game("cloud-city", &[USER_ID, BOB, CAROL, DAVE], 0, 6).await;
}

#[tokio::test]
async fn sky_garden_by_clicking_solo_and_for_two() {
    let _serial = serial().await;
    click_game("sky-garden", &[USER_ID], 0, 7).await;
    click_game("sky-garden", &[USER_ID, BOB], 0, 8).await;
}

#[tokio::test]
async fn sky_garden_by_clicking_for_three_and_four_with_computer_players() {
    let _serial = serial().await;
    click_game("sky-garden", &[USER_ID, BOB], 1, 10).await;
    click_game("sky-garden", &[USER_ID, BOB], 2, 11).await;
}

/// Figures: the images a 2-player game of each kind sends when played by
/// clicking with images drawn (slow: run on request with
/// `cargo test --test discord_clicks -- --ignored --nocapture`).
#[tokio::test]
#[ignore = "draws every image of three games; run on request for the figures"]
async fn images_sent_while_clicking() {
    let _serial = serial().await;
    for (kind, seed) in [("tower-up", 1), ("cloud-city", 4), ("sky-garden", 8)] {
        let bot = Bot::start(true, Duration::from_secs(2)).await;
        let played = click_game_on(&bot, kind, &[USER_ID, BOB], 0, seed).await;
        let (public, public_bytes, private, private_bytes) = images_sent(&bot);
        println!(
            "{kind} for 2: {} turns, {public} public images ({} KB), {private} private images ({} KB)",
            played.turns,
            public_bytes / 1000,
            private_bytes / 1000
        );
    }
}

#[tokio::test]
async fn a_game_in_its_own_thread() {
    let _serial = serial().await;
    let bot = Bot::start(false, Duration::from_secs(2)).await;
    let answer = bot.send(slash_new("tower-up").option("thread", true)).await;
    let threads = bot.fake.threads();
    assert_eq!(threads.len(), 1, "one thread opened");
    let thread = &threads[0];
    assert_eq!(thread["name"], "Tower Up — Alice's game");
    assert_eq!(thread["type"], 11, "a public thread");
    let thread_id: u64 = thread["id"].as_str().unwrap().parse().unwrap();
    assert!(answer.iter().any(|r| content(r).contains(&format!("<#{thread_id}>"))), "the channel points to the thread");
    // The lobby is in the thread; the game is played there by clicking.
    let lobby = public_posts(&bot.fake, thread_id);
    assert_eq!(lobby.len(), 1);
    let lobby_id = message_id(&lobby[0]);
    let join = button(&lobby[0], "Join").unwrap();
    let id = bot.click(BOB, &join, lobby_id, None).await;
    bot.fake.wait_for_request(WAIT, |r| r.interaction_id == Some(id) && r.method == "PATCH").await.unwrap();
    let start = button(&lobby[0], "Start").unwrap();
    bot.click(USER_ID, &start, lobby_id, None).await;
    let board = until_public_count(&bot, thread_id, 2).await;
    until_board_is(&bot, thread_id, message_id(&board)).await;
    let mut rng = ChaCha8Rng::seed_from_u64(9);
    let played = play_by_clicking(&bot, thread_id, 2, &mut rng).await;
    assert_eq!(played.public_messages, 2 + played.turns);
    // The main channel got only the pointer to the thread.
    assert_eq!(public_posts(&bot.fake, CHANNEL_ID).len(), 1);
    bot.fake.assert_no_violations();
}

/// The panel Discord shows is the one the panel tree test walks: the same
/// components the move builder makes for the same moves.
#[tokio::test]
async fn the_panel_on_discord_is_the_move_builder_s() {
    let _serial = serial().await;
    for (kind, humans) in
        [("tower-up", vec![USER_ID, BOB]), ("cloud-city", vec![USER_ID, BOB]), ("sky-garden", vec![USER_ID])]
    {
        let bot = Bot::start(false, Duration::from_secs(2)).await;
        open_by_clicking(&bot, CHANNEL_ID, kind, &humans, 0).await;
        let board = public_posts(&bot.fake, CHANNEL_ID).pop().unwrap();
        let actor = id_of(&bot.view("").await.to_move[0].user);
        let moves = bot.table.moves_for(&CHANNEL_ID.to_string(), &actor.to_string()).await.unwrap().unwrap();
        let expected = aerie::discord::panel::open(&moves, aerie::i18n::Lang::En).unwrap();
        let panel = bot.open_panel(actor, &board).await;
        let shown = bot.fake.message(panel).unwrap();
        assert_eq!(shown["components"], serde_json::to_value(&expected.components).unwrap(), "{kind}");
        bot.fake.assert_no_violations();
    }
}
