//! `/history`: a server's finished games, newest first, ten per page, from
//! short whole games (two players, one resigns) through the table.

use crate::discord_bot;
use crate::fake_discord;
use crate::support;

use std::sync::Arc;

use aerie::clock::ManualClock;
use aerie::i18n::{self, Lang, Shows};
use aerie::store::Store;
use aerie::table::{Command, Controls, Place, Reply, Table, User};
use support::Backend;

crate::on_both_backends!(
    finished_games_are_listed_newest_first_ten_per_page,
    filters_pick_a_game_or_a_player,
    games_finished_before_the_history_numbers_are_numbered_by_the_migration
);

struct Server {
    table: Table,
    clock: Arc<ManualClock>,
    _dir: tempfile::TempDir,
}

fn user(id: &str) -> User {
    // Ids and names differ, so a filter by one is not a filter by the other.
    User { id: format!("id-{id}"), name: id.to_string(), is_admin: false, manages_server: false }
}

fn place(guild: &str, channel: &str) -> Place {
    Place { guild: Some(guild.to_string()), channel: channel.to_string() }
}

async fn server(backend: Backend) -> Server {
    let dir = tempfile::tempdir().unwrap();
    let url = support::backend::fresh_database(backend, dir.path()).await.expect("a database");
    let store = Store::open(&url).await.unwrap();
    let clock = Arc::new(ManualClock::at(support::START));
    let table = Table::new(store, clock.clone()).without_images();
    Server { table, clock, _dir: dir }
}

impl Server {
    async fn run(&self, at: &Place, who: &str, command: Command) -> Vec<Reply> {
        self.table.handle(at, &user(who), command).await.unwrap_or_else(|r| panic!("{who}: refused: {}", r.0.english()))
    }

    /// A two-player game of `kind` in `at`, `host` against `guest` (a
    /// player, or a computer when `None`), that `loser` ends by resigning;
    /// its final board message gets `link`. A day passes after it.
    async fn game(&self, at: &Place, kind: &str, host: &str, guest: Option<&str>, loser: &str, link: &str) {
        let new = Command::New { kind: kind.into(), options: vec![], language: Lang::En };
        self.run(at, host, new).await;
        match guest {
            Some(guest) => self.run(at, guest, Command::Join).await,
            None => self.run(at, host, Command::BotAdd { level: Default::default() }).await,
        };
        self.run(at, host, Command::Start { seed: Some(5) }).await;
        self.run(at, loser, Command::Resign).await;
        let game = self.table.store().latest_game(&at.channel).await.unwrap().unwrap();
        assert_eq!(game.status, aerie::store::Status::Finished);
        self.table.store().set_board_link(game.id, link).await.unwrap();
        self.clock.advance(86_400);
    }

    async fn history(&self, at: &Place, who: &str, kind: Option<&str>, player: Option<&str>, page: usize) -> Reply {
        let command = Command::History { kind: kind.map(Into::into), player: player.map(Into::into), page };
        let mut replies = self.run(at, who, command).await;
        assert_eq!(replies.len(), 1);
        let reply = replies.remove(0);
        assert!(!reply.is_public(), "the history is private");
        reply
    }
}

fn english(reply: &Reply) -> String {
    i18n::words(Lang::En, &reply.text)
}

fn lines(reply: &Reply) -> Vec<String> {
    english(reply).lines().skip(1).map(str::to_string).collect()
}

async fn finished_games_are_listed_newest_first_ten_per_page(backend: Backend) {
    let s = server(backend).await;
    let here = place("g1", "c1");
    // Twelve games: bob resigns the even ones, alice the odd ones.
    for i in 0..12 {
        let loser = if i % 2 == 0 { "bob" } else { "alice" };
        s.game(&here, "tower-up", "alice", Some("bob"), loser, &format!("https://discord.com/channels/g1/c1/{i}"))
            .await;
    }
    // Not finished, or not this server's: never listed.
    s.run(&here, "alice", Command::New { kind: "tower-up".into(), options: vec![], language: Lang::En }).await;
    s.run(&here, "alice", Command::Cancel).await;
    s.game(&place("g2", "c2"), "tower-up", "alice", Some("bob"), "bob", "https://discord.com/channels/g2/c2/1").await;

    let first = s.history(&here, "carol", None, None, 1).await;
    let text = english(&first);
    assert!(text.starts_with("Finished games on this server, newest first (page 1 of 2):"), "{text}");
    let shown = lines(&first);
    assert_eq!(shown.len(), 10, "{text}");
    // Newest first: game 11 (alice resigned: bob won, listed first).
    assert!(
        shown[0].contains("· Tower Up · bob 0, alice 0 · winner: bob · https://discord.com/channels/g1/c1/11"),
        "{}",
        shown[0]
    );
    assert!(shown[1].contains("winner: alice · https://discord.com/channels/g1/c1/10"), "{}", shown[1]);
    assert!(shown[1].contains("alice 0, bob 0"), "players in final order: {}", shown[1]);
    // The date: the day it finished (UTC on the console's wording).
    let day = |i: i64| i18n::utc_date(support::START + i * 86_400);
    assert!(shown[0].starts_with(&day(11)), "{}", shown[0]);
    assert!(shown[9].starts_with(&day(2)), "{}", shown[9]);
    assert!(!text.contains("g2/c2"), "another server's game: {text}");
    assert_eq!(first.controls, Controls::History { kind: None, user_id: None, page: 1, pages: 2 });

    let second = s.history(&here, "carol", None, None, 2).await;
    let shown = lines(&second);
    assert_eq!(shown.len(), 2, "12 games: 2 on page 2");
    assert!(shown[1].contains("c1/0"), "{}", shown[1]);
    // Past the end: the last page.
    assert_eq!(s.history(&here, "carol", None, None, 9).await.text, second.text);

    // Another server sees its own game only; a server without games says so.
    assert_eq!(lines(&s.history(&place("g2", "c2"), "bob", None, None, 1).await).len(), 1);
    let none = s.history(&place("g3", "c3"), "bob", None, None, 1).await;
    assert_eq!(english(&none), "No finished games on this server match.");
    assert_eq!(none.controls, Controls::None);
}

async fn filters_pick_a_game_or_a_player(backend: Backend) {
    let s = server(backend).await;
    let here = place("g1", "c1");
    s.game(&here, "tower-up", "alice", Some("bob"), "bob", "https://x/1").await;
    s.game(&here, "cloud-city", "carol", Some("bob"), "carol", "https://x/2").await;
    s.game(&here, "tower-up", "dave", None, "dave", "https://x/3").await;

    let cloud = s.history(&here, "alice", Some("cloud-city"), None, 1).await;
    assert!(english(&cloud).starts_with("Finished Cloud City games on this server"), "{}", english(&cloud));
    assert_eq!(lines(&cloud).len(), 1);
    assert!(lines(&cloud)[0].contains("https://x/2"));

    // A computer is listed under the name it played as.
    let computer = s.table.store().latest_game("c1").await.unwrap().unwrap().seats[1].name.clone();
    let tower = lines(&s.history(&here, "alice", Some("tower-up"), None, 1).await);
    assert_eq!(tower.len(), 2);
    assert!(tower[0].contains(&format!("· Tower Up · {computer} ")), "{}", tower[0]);
    assert!(tower[0].contains(", dave 0 · winner: "), "{}", tower[0]);
    assert!(tower[0].ends_with(&format!("winner: {computer} · https://x/3")), "{}", tower[0]);

    // bob by user id and by the name he played under: his two games.
    for who in ["id-bob", "bob"] {
        let bobs = s.history(&here, "alice", None, Some(who), 1).await;
        assert!(english(&bobs).starts_with("Finished games of bob on this server"), "{}", english(&bobs));
        let shown = lines(&bobs);
        assert_eq!(shown.len(), 2, "{shown:?}");
        assert!(shown[0].contains("https://x/2") && shown[1].contains("https://x/1"));
        assert_eq!(bobs.controls, Controls::History { kind: None, user_id: Some("id-bob".into()), page: 1, pages: 1 });
    }
    let both = s.history(&here, "alice", Some("tower-up"), Some("bob"), 1).await;
    assert_eq!(lines(&both).len(), 1);
    assert!(lines(&both)[0].contains("https://x/1"));

    // Refusals and nothing found say what was wrong.
    let refused = s
        .table
        .handle(&here, &user("alice"), Command::History { kind: Some("chess".into()), player: None, page: 1 })
        .await;
    assert!(refused.unwrap_err().0.english().contains("tower-up"));
    let nobody = s.history(&here, "alice", None, Some("zed"), 1).await;
    assert_eq!(english(&nobody), "zed has no finished games on this server.");

    // Ukrainian readers read Ukrainian.
    let uk = i18n::words(Lang::Uk, &cloud.text);
    assert!(uk.starts_with("Завершені ігри Cloud City на цьому сервері"), "{uk}");
    assert!(uk.contains("перемога: bob"), "{uk}");
}

/// Migration 0011 numbers the games that finished before it, in the order
/// they finished, and counts them; games finished after it follow on.
async fn games_finished_before_the_history_numbers_are_numbered_by_the_migration(backend: Backend) {
    let dir = tempfile::tempdir().unwrap();
    let url = support::backend::fresh_database(backend, dir.path()).await.expect("a database");
    // The schema as it was before 0011: the first ten migrations only.
    let source = match backend {
        Backend::Sqlite => "migrations",
        Backend::Postgres => "migrations_pg",
    };
    let before = tempfile::tempdir().unwrap();
    for entry in std::fs::read_dir(source).unwrap() {
        let path = entry.unwrap().path();
        let name = path.file_name().unwrap().to_str().unwrap().to_string();
        if name.as_str() < "0011" {
            std::fs::copy(&path, before.path().join(name)).unwrap();
        }
    }
    let old = sqlx::migrate::Migrator::new(before.path()).await.unwrap();
    // Finished out of id order, a cancelled game, and another server's game.
    let rows = [
        (1, "g1", "tower-up", "finished", 300),
        (2, "g1", "cloud-city", "finished", 100),
        (3, "g1", "tower-up", "finished", 200),
        (4, "g1", "tower-up", "cancelled", 400),
        (5, "g2", "tower-up", "finished", 50),
    ];
    let game_rows: Vec<String> = rows
        .iter()
        .map(|(id, guild, kind, status, at)| {
            format!(
                "({id}, '{guild}', 'c{id}', '{kind}', '{{}}', '{status}', 'h', 1, {at}, {at}, 'https://x/{id}', {})",
                if *status == "finished" { at.to_string() } else { "NULL".into() }
            )
        })
        .collect();
    let fill = format!(
        "INSERT INTO games (id, guild, channel, kind, options, status, host, seed, created_at, updated_at, board_link, finished_at)
         VALUES {}",
        game_rows.join(", ")
    );
    match backend {
        Backend::Sqlite => {
            let options = sqlx::sqlite::SqliteConnectOptions::new().filename(&url).create_if_missing(true);
            let pool = sqlx::SqlitePool::connect_with(options).await.unwrap();
            old.run(&pool).await.unwrap();
            sqlx::query(&fill).execute(&pool).await.unwrap();
            pool.close().await;
        }
        Backend::Postgres => {
            let pool = sqlx::PgPool::connect(&url).await.unwrap();
            old.run(&pool).await.unwrap();
            sqlx::query(&fill).execute(&pool).await.unwrap();
            sqlx::query("SELECT setval(pg_get_serial_sequence('games', 'id'), 5)").execute(&pool).await.unwrap();
            pool.close().await;
        }
    }
    let store = Store::open(&url).await.unwrap();
    let clock = Arc::new(ManualClock::at(support::START));
    let s = Server { table: Table::new(store, clock.clone()).without_images(), clock, _dir: dir };
    let here = place("g1", "c1");
    let links = |reply: &Reply| -> Vec<String> {
        lines(reply).iter().map(|l| l.rsplit(' ').next().unwrap().to_string()).collect()
    };
    let all = s.history(&here, "alice", None, None, 1).await;
    assert!(english(&all).contains("(page 1 of 1)"), "{}", english(&all));
    assert_eq!(links(&all), ["https://x/1", "https://x/3", "https://x/2"], "newest first");
    let towers = s.history(&here, "alice", Some("tower-up"), None, 1).await;
    assert_eq!(links(&towers), ["https://x/1", "https://x/3"]);

    // A game finished now comes first, on a page of its own kind too.
    s.game(&here, "tower-up", "alice", Some("bob"), "bob", "https://x/new").await;
    assert_eq!(links(&s.history(&here, "alice", None, None, 1).await)[0], "https://x/new");
    assert_eq!(links(&s.history(&here, "alice", Some("tower-up"), None, 1).await).len(), 3);
    assert_eq!(links(&s.history(&place("g2", "c5"), "alice", None, None, 1).await), ["https://x/5"]);
}

#[test]
fn the_typed_form_takes_game_player_and_page() {
    assert_eq!(
        Command::parse("/history game:tower-up player:bob page:3").unwrap(),
        Command::History { kind: Some("tower-up".into()), player: Some("bob".into()), page: 3 }
    );
    assert_eq!(Command::parse("/history").unwrap(), Command::History { kind: None, player: None, page: 1 });
    let why = |line: &str| i18n::said_in(Lang::En, &Command::parse(line).unwrap_err());
    assert!(why("/history page:0").contains("whole number from 1"));
    assert!(why("/history bob").contains("`bob` is none of them"));
}

/// On Discord: the page is private, its dates are Discord timestamps, and
/// ◀ Newer / Older ▶ change the same message in place, each disabled at its end.
#[tokio::test]
async fn on_discord_the_buttons_turn_the_pages_in_place() {
    use discord_bot::{as_user, components, content, is_ephemeral, Bot, BOB};
    use fake_discord::{FakeInteraction, CHANNEL_ID, GUILD_ID, USER_ID};
    let _serial = discord_bot::serial().await;
    let bot = Bot::start(false, std::time::Duration::from_secs(2)).await;
    let here = place(&GUILD_ID.to_string(), &CHANNEL_ID.to_string());
    let person =
        |id: u64, name: &str| User { id: id.to_string(), name: name.into(), is_admin: false, manages_server: false };
    let (alice, bob) = (person(USER_ID, "Alice"), person(BOB, "Bob"));
    for i in 0..11 {
        let new = Command::New { kind: "tower-up".into(), options: vec![], language: Lang::En };
        for (who, command) in
            [(&alice, new), (&bob, Command::Join), (&alice, Command::Start { seed: Some(1) }), (&bob, Command::Resign)]
        {
            bot.table.handle(&here, who, command).await.unwrap();
        }
        let game = bot.game(CHANNEL_ID).await;
        bot.table.store().set_board_link(game.id, &format!("https://discord.com/channels/1/2/{i}")).await.unwrap();
        bot.clock.advance(3_600);
    }

    let answer = bot.answer(as_user(FakeInteraction::slash("history"), USER_ID)).await;
    assert!(is_ephemeral(&answer), "the history is private");
    let first = content(&answer);
    assert!(first.contains("(page 1 of 2)") && first.contains("/10") && !first.contains("/0"), "{first}");
    assert!(first.contains("<t:") && first.contains(":d> · Tower Up · Alice 0, Bob 0 · winner: Alice"), "{first}");
    let message = bot.fake.original_message_id(answer.interaction_id.unwrap()).expect("the page's message");
    let buttons = |m: &serde_json::Value| {
        components(m)
            .into_iter()
            .map(|(id, c)| (id, c["label"].clone(), c["disabled"].as_bool().unwrap_or(false)))
            .collect::<Vec<_>>()
    };
    let shown = bot.fake.message(message).unwrap();
    let on_first = buttons(&shown);
    assert_eq!(
        on_first.iter().map(|b| (b.1.as_str().unwrap(), b.2)).collect::<Vec<_>>(),
        [("◀ Newer", true), ("Older ▶", false)]
    );

    let click = bot.click(USER_ID, &on_first[1].0, message, None).await;
    let update = bot.fake.interaction_responses(click).into_iter().find(|r| r.callback_type().is_some()).unwrap();
    assert_eq!(update.callback_type(), Some(7), "the page is updated in place");
    let shown = bot.fake.message(message).unwrap();
    let text = shown["content"].as_str().unwrap();
    assert!(text.contains("(page 2 of 2)") && text.contains("/0") && !text.contains("/10"), "{text}");
    let on_last = buttons(&shown);
    assert_eq!(
        on_last.iter().map(|b| (b.1.as_str().unwrap(), b.2)).collect::<Vec<_>>(),
        [("◀ Newer", false), ("Older ▶", true)]
    );

    bot.click(USER_ID, &on_last[0].0, message, None).await;
    let back = bot.fake.message(message).unwrap();
    assert!(back["content"].as_str().unwrap().contains("(page 1 of 2)"));
    bot.fake.assert_no_violations();
}
