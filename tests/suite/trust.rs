//! Ratings, privacy and leftovers nobody can game: a player who left sees
//! the game as a watcher; a game is rated only once it was played (and a
//! lobby's rules are shown and change by agreement); `/me forget` leaves
//! nothing of the player, by id or by whole name, on both databases; an
//! idle game frees its channel.

use crate::support;

use aerie::console::{CHANNEL, GUILD};
use aerie::i18n::Shows;
use aerie::table::{Command, Place, Reply, Table, User};
use support::{Backend, Harness};

const DAY: i64 = 24 * 3600;

fn place() -> Place {
    Place { guild: Some(GUILD.into()), channel: CHANNEL.into() }
}

/// Everything a line answered, in English, one reply a line.
async fn said(h: &mut Harness, line: &str) -> String {
    h.ok(line).await.replies.iter().map(|r| r.text.clone()).collect::<Vec<_>>().join("\n")
}

/// Plays the first legal move of whoever acts, `moves` times (fewer if the game ends).
async fn play_first_moves(h: &mut Harness, moves: usize) {
    for _ in 0..moves {
        let view = h.view("").await.unwrap();
        if view.status != "running" {
            return;
        }
        let mover = view.to_move[0].user.clone();
        let own = h.view(&mover).await.unwrap();
        let mv = own.to_move.iter().find(|t| t.user == mover).unwrap().legal.clone().unwrap()[0].clone();
        h.ok(&format!("{mover}: /move action:\"{mv}\"")).await;
    }
}

/// Plays first legal moves until `user` must act.
async fn play_until(h: &mut Harness, user: &str) {
    for _ in 0..50 {
        if h.view("").await.unwrap().to_move[0].user == user {
            return;
        }
        play_first_moves(h, 1).await;
    }
    panic!("{user} never came to move");
}

/// Plays first legal moves until the player to act has changed `changes` times.
async fn play_turns(h: &mut Harness, changes: usize) {
    let mut mover = h.view("").await.unwrap().to_move[0].user.clone();
    let mut seen = 0;
    while seen < changes {
        play_first_moves(h, 1).await;
        let now = h.view("").await.unwrap().to_move[0].user.clone();
        if now != mover {
            seen += 1;
            mover = now;
        }
    }
}

// ----- 1. A seat that has left is a watcher -----

#[tokio::test]
async fn a_player_who_left_sees_the_game_as_a_watcher_does() {
    // The reproduction: Cloud City, three players, seed 7; carol
    // resigns after six moves, and fourteen moves later asks to see it.
    let mut h = Harness::fast().await;
    h.ok("alice: /game new game:cloud-city").await;
    h.ok("bob: /game join").await;
    h.ok("carol: /game join").await;
    h.ok("alice: /game start seed:7").await;
    play_first_moves(&mut h, 6).await;
    h.ok("carol: /game resign").await;
    play_first_moves(&mut h, 14).await;
    assert_eq!(h.view("").await.unwrap().status, "running");

    let carol = said(&mut h, "carol: /game status").await;
    assert!(!carol.contains("Your hand"), "{carol}");
    assert_eq!(carol, said(&mut h, "dave: /game status").await, "carol's status is a watcher's");
    assert!(said(&mut h, "bob: /game status").await.contains("Your hand"), "bob still plays");
    assert_eq!(said(&mut h, "carol: /game log").await, said(&mut h, "dave: /game log").await);
    assert!(h.refused("carol: /game hand").await.contains("You left this game"));
    assert_eq!(h.view("carol").await, h.view("dave").await, "the console's view");
    let table = h.table();
    assert_eq!(
        table.board_documents(CHANNEL, "carol").await.unwrap(),
        table.board_documents(CHANNEL, "dave").await.unwrap()
    );
    let moves = table.moves_for(CHANNEL, "carol").await.unwrap().unwrap();
    assert!(moves.legal.is_empty() && moves.labels.is_empty(), "autocomplete offers her nothing");

    // Her replay attaches no hand; a player's does.
    let drawing = Table::new(table.store().clone(), h.clock.clone());
    let replay = |name: &str| {
        let (drawing, user) = (drawing.clone(), User::named(name));
        async move { drawing.handle(&place(), &user, Command::Replay { game_id: None, step: None }).await.unwrap() }
    };
    let images = |replies: Vec<Reply>| -> Vec<String> { replies[0].images.iter().map(|p| p.name.clone()).collect() };
    assert!(images(replay("bob").await).contains(&"hand.png".to_string()));
    let carols = images(replay("carol").await);
    assert!(!carols.contains(&"hand.png".to_string()), "{carols:?}");
    assert_eq!(carols, images(replay("dave").await));
}

// ----- 3. A rated game is a played game -----

/// The latest result of `user`: whether it was rated.
async fn last_rated(h: &Harness, user: &str) -> bool {
    let results = h.table().store().results_of(GUILD, user, None, 1).await.unwrap();
    results[0].before.is_some()
}

#[tokio::test]
async fn a_game_counts_for_ratings_only_once_everyone_has_played_two_turns() {
    let mut h = Harness::fast().await;
    // Farming: start, and the partner resigns at once.
    h.ok("alice: /game new game:tower-up").await;
    h.ok("bob: /game join").await;
    h.ok("alice: /game start seed:5").await;
    let resigned = said(&mut h, "bob: /game resign").await;
    assert!(
        resigned.contains("This game will not be rated: bob left before everyone had played two turns."),
        "{resigned}"
    );
    assert!(!last_rated(&h, "alice").await && !last_rated(&h, "bob").await);
    assert!(h.table().store().leaderboard(GUILD, "tower-up", 10).await.unwrap().is_empty());

    // Played: two turns each, then a resignation is rated (and says nothing of it).
    h.ok("bob: /game rematch").await;
    h.ok("alice: /game join").await;
    h.ok("bob: /game start seed:6").await;
    play_turns(&mut h, 4).await;
    let resigned = said(&mut h, "bob: /game resign").await;
    assert!(!resigned.contains("not be rated"), "{resigned}");
    assert!(last_rated(&h, "alice").await && last_rated(&h, "bob").await);

    // Alone with computers, cancelling a game with moves is resigning.
    h.ok("alice: /game new game:tower-up").await;
    h.ok("alice: /game bot add level:easy").await;
    h.ok("alice: /game start seed:7").await;
    play_until(&mut h, "alice").await;
    play_first_moves(&mut h, 1).await;
    let cancelled = said(&mut h, "alice: /game cancel").await;
    assert!(cancelled.contains("cancelling it is resigning"), "{cancelled}");
    assert!(cancelled.contains("not be rated: alice left"), "{cancelled}");
    assert_eq!(h.view("").await.unwrap().status, "finished", "not cancelled");
    assert!(!last_rated(&h, "alice").await);
}

#[tokio::test]
async fn a_lobby_shows_its_rules_and_changes_them_only_by_agreement() {
    let mut h = Harness::fast().await;
    let opened = said(&mut h, "alice: /game new game:tower-up").await;
    assert!(opened.contains("Table rules: Deadline: none."), "{opened}");
    // Alone, the host sets them; a deadline is at least an hour.
    let refused = h.refused("alice: /game settings deadline:30m").await;
    assert!(refused.contains("from 1h to 90d"), "{refused}");
    h.ok("alice: /game settings deadline:1d action:bot").await;
    let joined = said(&mut h, "bob: /game join").await;
    assert!(joined.contains("Table rules: Deadline: 1 d 0 h (then bot)"), "{joined}");
    // Once bob sits, changing them needs his agreement.
    let proposed = h.ok("alice: /game settings deadline:1h action:end").await;
    assert!(proposed.replies[0].text.starts_with("@bob "), "{}", proposed.replies[0].text);
    assert!(proposed.replies[0].text.contains("new rules for this table"), "{}", proposed.replies[0].text);
    let game = h.table().store().latest_game(CHANNEL).await.unwrap().unwrap();
    assert_eq!(game.settings.deadline, Some(DAY), "nothing changes before bob agrees");
    h.ok("bob: /game agree").await;
    let game = h.table().store().latest_game(CHANNEL).await.unwrap().unwrap();
    assert_eq!(game.settings.deadline, Some(3600));
    // The start restates them.
    let started = said(&mut h, "alice: /game start seed:3").await;
    assert!(started.contains("Table rules: Deadline: 1 h 0 min (then end)"), "{started}");
}

// ----- 5. Forgetting forgets -----

crate::on_both_backends!(forgetting_al_leaves_neither_his_id_nor_his_name_and_alice_is_intact);

/// Every value of every column of every table (sqlx's own bookkeeping
/// aside), as text.
async fn every_value(h: &Harness) -> Vec<(String, String)> {
    let store = h.table().store();
    let mut values = vec![];
    match store.postgres_pool() {
        Some(pg) => {
            let columns: Vec<(String, String)> = sqlx::query_as(
                "SELECT CAST(table_name AS TEXT), CAST(column_name AS TEXT) FROM information_schema.columns
                 WHERE table_schema = current_schema() AND table_name <> '_sqlx_migrations'",
            )
            .fetch_all(pg)
            .await
            .unwrap();
            for (table, column) in columns {
                let sql = format!("SELECT CAST(\"{column}\" AS TEXT) FROM \"{table}\"");
                let found: Vec<Option<String>> = sqlx::query_scalar(&sql).fetch_all(pg).await.unwrap();
                values.extend(found.into_iter().flatten().map(|v| (format!("{table}.{column}"), v)));
            }
        }
        None => {
            let pool = store.pool();
            let tables: Vec<String> = sqlx::query_scalar(
                "SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%'
                 AND name <> '_sqlx_migrations'",
            )
            .fetch_all(pool)
            .await
            .unwrap();
            for table in tables {
                let columns: Vec<String> = sqlx::query_scalar("SELECT name FROM pragma_table_info($1)")
                    .bind(&table)
                    .fetch_all(pool)
                    .await
                    .unwrap();
                for column in columns {
                    let sql = format!("SELECT CAST(\"{column}\" AS TEXT) FROM \"{table}\"");
                    let found: Vec<Option<String>> = sqlx::query_scalar(&sql).fetch_all(pool).await.unwrap();
                    values.extend(found.into_iter().flatten().map(|v| (format!("{table}.{column}"), v)));
                }
            }
        }
    }
    values
}

async fn forgetting_al_leaves_neither_his_id_nor_his_name_and_alice_is_intact(backend: Backend) {
    let mut h = Harness::fast_on(backend).await;
    // al hosts a game with a deadline; the computer stands in for him once
    // (a channel notice names him), he proposes a change nobody agrees to,
    // and alice resigns.
    h.ok("al: /game new game:tower-up").await;
    h.ok("al: /game settings deadline:1h action:bot").await;
    h.ok("alice: /game join").await;
    h.ok("al: /game start seed:5").await;
    play_until(&mut h, "al").await;
    let stood_in = said(&mut h, "dave: /wait 1h").await;
    assert!(stood_in.contains("al missed"), "{stood_in}");
    h.ok("al: /game back").await;
    h.ok("al: /game settings deadline:2h").await;
    h.ok("alice: /game resign").await;
    // al, managing the channel, cancels a game he does not play.
    h.ok("alice: /game new game:tower-up").await;
    h.ok("bob: /game join").await;
    h.ok("alice: /game start seed:4").await;
    let al_manager = User { id: "al".into(), name: "al".into(), is_admin: true, manages_server: false };
    h.table().handle(&place(), &al_manager, Command::Cancel).await.unwrap();
    // al joins alice's game and resigns.
    h.ok("alice: /game new game:tower-up").await;
    h.ok("al: /game join").await;
    h.ok("alice: /game start seed:3").await;
    h.ok("al: /game resign").await;

    let al_anywhere = |values: &[(String, String)]| -> Vec<String> {
        values
            .iter()
            .filter(|(_, v)| aerie::text::contains_whole(v, "al"))
            .map(|(at, v)| format!("{at}: {v}"))
            .collect()
    };
    let before = every_value(&h).await;
    for place in ["seats.user_id", "games.result", "games.proposal", "outbox.text"] {
        assert!(al_anywhere(&before).iter().any(|f| f.starts_with(place)), "al is in {place} before");
    }
    let alice_before: Vec<&(String, String)> = before.iter().filter(|(_, v)| v.contains("alice")).collect();
    let alice_stats = said(&mut h, "bob: /stats player:alice").await;

    let done = h.table().handle(&place(), &User::named("al"), Command::Forget { confirmed: true }).await.unwrap();
    assert!(done[0].text.english().contains("3 past games"), "{}", done[0].text.english());

    let after = every_value(&h).await;
    assert_eq!(al_anywhere(&after), Vec::<String>::new(), "al's id or name is left");
    let alice_after: Vec<&(String, String)> = after.iter().filter(|(_, v)| v.contains("alice")).collect();
    assert_eq!(alice_after.len(), alice_before.len(), "alice is intact");
    assert!(alice_after.iter().all(|(_, v)| !v.contains("former player")), "{alice_after:?}");
    assert_eq!(said(&mut h, "bob: /stats player:alice").await, alice_stats);
    // His two seats are two unrelated placeholders.
    let store = h.table().store();
    let mut formers = vec![];
    for id in [1, 3] {
        let game = store.game(id).await.unwrap().unwrap();
        let seat = game.seats.iter().find(|s| s.name.starts_with("former player")).unwrap().clone();
        formers.push((seat.user_id, seat.name));
    }
    assert_ne!(formers[0].0, formers[1].0, "{formers:?}");
    assert_eq!(formers[0].1, "former player 1");
    let cancelled = store.game(2).await.unwrap().unwrap().result.unwrap();
    assert!(cancelled.cancelled_by.as_deref().is_some_and(|by| by.starts_with("former-")), "{cancelled:?}");
}

// ----- 6. Nothing holds a channel for ever -----

#[tokio::test]
async fn a_game_with_no_move_for_sixty_days_is_warned_then_ends_and_frees_the_channel() {
    // Solo, no deadline, no reminders: nothing else would ever wake it.
    let mut h = Harness::fast().await;
    h.ok("alice: /game new game:sky-garden").await;
    h.ok("alice: /game settings first:off").await;
    h.ok("alice: /game start seed:9").await;
    assert!(!said(&mut h, "bob: /wait 59d").await.contains("no move"));
    let warned = said(&mut h, "bob: /wait 1d").await;
    assert!(warned.contains("This Sky Garden game has had no move for 60 d 0 h"), "{warned}");
    assert!(warned.contains("within 7 d 0 h"), "{warned}");
    assert!(h.refused("bob: /game new game:tower-up").await.contains("already"));
    assert!(!said(&mut h, "bob: /wait 6d").await.contains("has ended"));
    let ended = said(&mut h, "bob: /wait 1d").await;
    assert!(ended.contains("had no move for 67 d 0 h and has ended"), "{ended}");
    let view = h.view("").await.unwrap();
    assert_eq!(view.status, "cancelled");
    assert!(h.table().store().results_of(GUILD, "alice", None, 1).await.unwrap().is_empty(), "unrated, unlisted");
    h.ok("bob: /game new game:tower-up").await;

    // A move starts the count afresh; a long deadline lengthens it to twice its length.
    h.ok("bob: /game settings deadline:40d action:skip first:off").await;
    h.ok("carol: /game join").await;
    h.ok("bob: /game start").await;
    play_first_moves(&mut h, 1).await;
    assert!(!said(&mut h, "bob: /wait 61d").await.contains("no move for"));
    let warned = said(&mut h, "bob: /wait 19d").await;
    assert!(warned.contains("no move for 80 d 0 h"), "{warned}");
    play_first_moves(&mut h, 1).await;
    assert!(!said(&mut h, "bob: /wait 30d").await.contains("has ended"));
    assert_eq!(h.view("").await.unwrap().status, "running");
}

#[tokio::test]
async fn games_idle_before_the_upgrade_are_looked_at_after_it() {
    let mut h = Harness::fast().await;
    h.ok("alice: /game new game:sky-garden").await;
    h.ok("alice: /game settings first:off").await;
    h.ok("alice: /game start seed:9").await;
    // The database as before migration 0012: no idle columns, nothing due.
    let pool = h.table().store().pool().clone();
    for sql in [
        "ALTER TABLE games DROP COLUMN idle_notice_at",
        "ALTER TABLE games DROP COLUMN idle_at",
        "ALTER TABLE moves DROP COLUMN by_computer",
        "UPDATE games SET due_at = NULL",
        "DELETE FROM _sqlx_migrations WHERE version = 12",
    ] {
        sqlx::query(sql).execute(&pool).await.unwrap();
    }
    pool.close().await;
    let now = support::START + 100 * DAY;
    let mut h = h.restart_at(now).await;
    let warned = said(&mut h, "bob: /game status").await;
    assert!(warned.contains("has had no move for 100 d 0 h"), "{warned}");
}
