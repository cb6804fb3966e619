//! One busy table never slows the others: whatever plays is acknowledged
//! before the table starts on it (the answer follows by editing it), cheap
//! views still answer at once, and what costs the table work (moves,
//! replays) has a per-user budget whose refusal changes nothing. The real
//! bot against the fake Discord.

use crate::discord_bot;
use crate::fake_discord;

use std::time::Duration;

use aerie::discord::Edge;
use discord_bot::*;
use fake_discord::{FakeInteraction, RecordedRequest, CHANNEL_ID, USER_ID};

async fn open_table(bot: &Bot) {
    bot.send(slash_new("tower-up")).await;
    bot.send(as_user(FakeInteraction::slash("game").subcommand("join"), BOB)).await;
    let start = bot.send(FakeInteraction::slash("game").subcommand("start")).await;
    assert!(start.iter().any(|r| content(r).contains("begins")), "{:?}", start.iter().map(content).collect::<Vec<_>>());
}

/// Who must act now, and who waits.
async fn actor_and_other(bot: &Bot) -> (u64, u64) {
    let actor = id_of(&bot.view("").await.to_move[0].user);
    (actor, if actor == USER_ID { BOB } else { USER_ID })
}

async fn a_legal_move(bot: &Bot, actor: u64) -> String {
    let legal = bot.table.moves_for(&CHANNEL_ID.to_string(), &actor.to_string()).await.unwrap().unwrap().legal;
    legal.iter().find(|m| *m == "take 1").unwrap_or(&legal[0]).clone()
}

fn slash_move(action: &str, user: u64) -> FakeInteraction {
    as_user(FakeInteraction::slash("move").option("action", action), user)
}

fn is_edit_of_original(r: &RecordedRequest) -> bool {
    r.method == "PATCH" && r.path.ends_with("/messages/@original")
}

fn texts(responses: &[RecordedRequest]) -> Vec<(String, String, String)> {
    responses.iter().map(|r| (r.method.clone(), r.path.clone(), content(r))).collect()
}

#[tokio::test]
async fn what_plays_is_acknowledged_first_and_cheap_views_answer_directly() {
    let _serial = serial().await;
    // Long enough that nothing here would be deferred for taking too long.
    let bot = Bot::start(false, Duration::from_secs(30)).await;
    open_table(&bot).await;

    // A move: deferred (publicly) before anything else, the board by editing it.
    let (actor, other) = actor_and_other(&bot).await;
    let played = bot.send(slash_move(&a_legal_move(&bot, actor).await, actor)).await;
    assert_eq!(played[0].callback_type(), Some(5), "acknowledged first: {:?}", texts(&played));
    assert!(!is_ephemeral(&played[0]), "the board will replace it");
    let board = played.iter().position(is_edit_of_original).expect("the board edits the deferral");
    assert!(board > 0 && !is_ephemeral(&played[board]), "{:?}", texts(&played));
    assert_eq!(bot.game(CHANNEL_ID).await.moves.len(), 1);

    // A refused move is acknowledged alike (nothing is known before the
    // game is loaded), and the refusal stays private.
    let (actor, waiting) = actor_and_other(&bot).await;
    let refused = bot.send(slash_move("take 1", waiting)).await;
    assert_eq!(refused[0].callback_type(), Some(5), "{:?}", texts(&refused));
    let answer = answering(&refused).unwrap();
    assert!(is_ephemeral(answer) && content(answer).contains("not your turn"), "{:?}", texts(&refused));

    // An undo: deferred privately, its answer edits the deferral.
    let undo = bot.send(as_user(FakeInteraction::slash("game").subcommand("undo"), other)).await;
    assert_eq!(undo[0].callback_type(), Some(5), "{:?}", texts(&undo));
    assert!(is_ephemeral(&undo[0]));
    assert!(undo[1..].iter().any(is_edit_of_original), "{:?}", texts(&undo));

    // A click that plays: Play on the board opens the panel after a
    // deferral; the pick that plays is a deferred update of the panel.
    let board = public_posts(&bot.fake, CHANNEL_ID).pop().unwrap();
    let panel = bot.open_panel(actor, &board).await;
    let last = bot.final_pick(actor, panel).await;
    let moves = bot.game(CHANNEL_ID).await.moves.len();
    let clicked = bot.send(as_user(pick(&last, panel), actor)).await;
    assert_eq!(clicked[0].callback_type(), Some(6), "acknowledged first: {:?}", texts(&clicked));
    assert!(clicked[1..].iter().any(is_edit_of_original), "the panel is edited after: {:?}", texts(&clicked));
    assert_eq!(bot.game(CHANNEL_ID).await.moves.len(), moves + 1, "the click played");

    // Views that cost nothing answer directly.
    for view in [FakeInteraction::slash("help"), FakeInteraction::slash("games")] {
        let answered = bot.send(view).await;
        assert_eq!(answered[0].callback_type(), Some(4), "{:?}", texts(&answered));
        assert!(!content(&answered[0]).is_empty());
    }
    bot.fake.assert_no_violations();
}

#[tokio::test]
async fn a_replay_past_the_budget_is_refused_and_changes_nothing_while_others_play_on() {
    let _serial = serial().await;
    // Small budgets, to reach them quickly (each replay draws a board);
    // the deployed budgets are the throttle's own tests'.
    const REPLAYS: usize = 3;
    let edge = Edge {
        moves_per_minute: 3,
        replays_per_minute: REPLAYS,
        lobby_actions_per_minute: UNLIMITED,
        ..Edge::default()
    };
    let bot = Bot::start_with(false, Duration::from_secs(2), edge).await;
    open_table(&bot).await;
    let replay = || FakeInteraction::slash("game").subcommand("replay");
    for _ in 0..REPLAYS {
        let shown = bot.send(replay()).await;
        let shown = answering(&shown).unwrap();
        assert!(content(shown).contains("Replay of game"), "{}", content(shown));
    }
    let before = (public_messages(&bot.fake, CHANNEL_ID), bot.game(CHANNEL_ID).await.version);
    let refused = bot.send(replay()).await;
    assert!(refused.iter().all(is_ephemeral), "only private: {:?}", texts(&refused));
    let said = content(answering(&refused).unwrap());
    assert!(said.contains(&format!("more than {REPLAYS} replays")) && said.contains("try again in"), "{said}");
    assert!(refused.iter().all(|r| r.files.is_empty()), "nothing rebuilt");
    assert_eq!((public_messages(&bot.fake, CHANNEL_ID), bot.game(CHANNEL_ID).await.version), before);
    // Bob's replays are his own budget.
    let bobs = bot.send(as_user(replay(), BOB)).await;
    assert!(content(answering(&bobs).unwrap()).contains("Replay of game"));

    // Moves alike: whoever waits spends their budget on refused moves ...
    let (actor, other) = actor_and_other(&bot).await;
    for _ in 0..3 {
        let refused = bot.send(slash_move("take 1", other)).await;
        assert!(content(answering(&refused).unwrap()).contains("not your turn"));
    }
    let over = bot.send(slash_move("take 1", other)).await;
    let said = content(answering(&over).unwrap());
    assert!(said.contains("more than 3 moves") && said.contains("try again in"), "{said}");
    assert_eq!(over[0].callback_type(), Some(4), "refused at once, before any game work");
    // ... and the one to act is not held up by it.
    let played = bot.send(slash_move(&a_legal_move(&bot, actor).await, actor)).await;
    assert!(played.iter().any(|r| is_edit_of_original(r) && !is_ephemeral(r)), "{:?}", texts(&played));
    assert_eq!(bot.game(CHANNEL_ID).await.moves.len(), 1);
    bot.fake.assert_no_violations();
}
