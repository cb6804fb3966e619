//! Finished games are shown to those who could see them: `/history`,
//! `/game replay id:` and `/game export id:` show a game only to its players
//! and to the members who may view its channel now (on Discord: the
//! channel's permission overwrites and the member's roles; a thread as its
//! parent, a private one to its members); `/leaderboard` and `/stats` count
//! every game and link none. On the console, whose one channel is
//! everybody's, a game is its players'.

use crate::discord_bot;
use crate::fake_discord;
use crate::support;

use std::collections::HashSet;
use std::future::Future;
use std::pin::Pin;
use std::sync::Arc;
use std::time::Duration;

use rand::seq::SliceRandom;
use rand::SeedableRng;
use rand_chacha::ChaCha8Rng;
use serde_json::json;

use aerie::clock::ManualClock;
use aerie::i18n::{self, Lang};
use aerie::store::{Status, Store};
use aerie::table::{Command, Place, Sight, Table, User, ViewableChannels};
use discord_bot::{as_user, content, is_ephemeral, Bot, BOB, CAROL, DAVE};
use fake_discord::{permission, FakeInteraction, RecordedRequest, CHANNEL_ID, GUILD_ID, USER_ID};
use support::{Backend, Harness};

crate::on_both_backends!(pages_count_only_the_games_the_caller_may_see, on_the_console_a_game_is_its_players);

/// A channel @everyone may not view and the members of `MEMBERS` may.
const PRIVATE: u64 = 1_100_000_000_000_000_100;
const MEMBERS: u64 = 1_100_000_000_000_000_101;

fn person(id: u64, name: &str) -> User {
    User { id: id.to_string(), name: name.into(), is_admin: false, manages_server: false }
}

fn at(channel: u64) -> Place {
    Place { guild: Some(GUILD_ID.to_string()), channel: channel.to_string() }
}

/// Plays a whole game of Tower Up in `channel` between `players` with
/// random legal moves; its final board message gets `link`. Its id.
async fn play_out(table: &Table, channel: u64, players: [&User; 2], seed: u64, link: &str) -> i64 {
    let here = at(channel);
    let new = Command::New { kind: "tower-up".into(), options: vec![], language: Lang::En };
    table.handle(&here, players[0], new).await.unwrap();
    table.handle(&here, players[1], Command::Join).await.unwrap();
    table.handle(&here, players[0], Command::Start { seed: Some(seed) }).await.unwrap();
    let mut rng = ChaCha8Rng::seed_from_u64(seed);
    let channel = channel.to_string();
    'game: for _ in 0..2_000 {
        for player in players {
            let Some(moves) = table.moves_for(&channel, &player.id).await.unwrap() else { break 'game };
            if let Some(action) = moves.legal.choose(&mut rng) {
                table.handle(&here, player, Command::Move { action: action.clone() }).await.unwrap();
            }
        }
    }
    let game = table.store().latest_game(&channel).await.unwrap().unwrap();
    assert_eq!(game.status, Status::Finished);
    table.store().set_board_link(game.id, link).await.unwrap();
    game.id
}

fn replay(id: i64) -> FakeInteraction {
    FakeInteraction::slash("game").subcommand("replay").option("id", id)
}

fn export(id: i64) -> FakeInteraction {
    FakeInteraction::slash("game").subcommand("export").option("id", id)
}

/// How many requests went to the route `template`.
fn asked(requests: &[RecordedRequest], template: &str) -> usize {
    requests.iter().filter(|r| r.route.as_deref() == Some(template)).count()
}

/// A private channel whose game only its players and the role's members see,
/// a thread of it, and a private thread of the public channel.
#[tokio::test]
async fn on_discord_a_private_channel_s_games_are_shown_to_its_viewers_and_players() {
    let _serial = discord_bot::serial().await;
    let bot = Bot::start(false, Duration::from_secs(2)).await;
    let view = permission::VIEW_CHANNEL.to_string();
    bot.fake.add_role(MEMBERS, "members", "0", &[CAROL]);
    bot.fake.add_channel(
        PRIVATE,
        json!([{"id": GUILD_ID.to_string(), "type": 0, "allow": "0", "deny": view},
               {"id": MEMBERS.to_string(), "type": 0, "allow": view, "deny": "0"}]),
    );
    let thread = bot.fake.add_thread(PRIVATE, false, &[]);
    let private_thread = bot.fake.add_thread(CHANNEL_ID, true, &[USER_ID, BOB, CAROL]);
    let (alice, bob, carol) = (person(USER_ID, "Alice"), person(BOB, "Bob"), person(CAROL, "Carol"));
    let link = |n: u64| format!("https://discord.com/channels/{GUILD_ID}/{n}/1");
    let public = play_out(&bot.table, CHANNEL_ID, [&alice, &carol], 1, &link(CHANNEL_ID)).await;
    let private = play_out(&bot.table, PRIVATE, [&alice, &bob], 2, &link(PRIVATE)).await;
    play_out(&bot.table, thread, [&alice, &bob], 3, &link(thread)).await;
    play_out(&bot.table, private_thread, [&alice, &bob], 4, &link(private_thread)).await;
    let send = |spec: FakeInteraction, who: u64| bot.answer(as_user(spec, who));

    // Dave has not the role, played none of the three: the public game alone.
    let before = bot.fake.requests();
    let history = send(FakeInteraction::slash("history"), DAVE).await;
    let listed = content(&history);
    assert!(is_ephemeral(&history));
    assert!(listed.contains("(page 1 of 1)") && listed.contains(&link(CHANNEL_ID)), "{listed}");
    for hidden in [PRIVATE, thread, private_thread] {
        assert!(!listed.contains(&link(hidden)), "{listed}");
    }
    assert_eq!(listed.lines().count(), 2, "a title and one game: {listed}");
    let refused = send(replay(private), DAVE).await;
    assert!(is_ephemeral(&refused));
    assert_eq!(
        content(&refused),
        format!("Game {private} is shown only to its players and to those who can see its channel.")
    );
    let refused = send(export(private), DAVE).await;
    assert!(is_ephemeral(&refused) && refused.files.is_empty());
    assert!(content(&refused).contains("shown only to its players"), "{}", content(&refused));
    let ukrainian = send(replay(private).locale("uk"), DAVE).await;
    assert_eq!(content(&ukrainian), format!("Гру {private} бачать лише її гравці й ті, хто бачить її канал."));
    assert!(content(&send(FakeInteraction::slash("history").option("player", BOB.to_string()), DAVE).await)
        .contains("No finished games"));
    // The public game replays for anyone.
    assert!(content(&send(replay(public), DAVE).await).contains(&format!("Replay of game {public}")));

    // The stats and the leaderboard count the private games, and link none.
    let stats = content(&send(FakeInteraction::slash("stats").option("player", BOB.to_string()), DAVE).await);
    assert!(stats.contains("Tower Up: 3 played"), "{stats}");
    let board = content(&send(FakeInteraction::slash("leaderboard").option("game", "tower-up"), DAVE).await);
    assert!(board.contains("Bob") && board.contains("3 played"), "{board}");
    assert!(!stats.contains("https://") && !board.contains("https://"), "{stats}\n{board}");

    // Carol has the role and is in the private thread; Bob played: all four.
    for who in [CAROL, BOB] {
        let listed = content(&send(FakeInteraction::slash("history"), who).await);
        assert_eq!(listed.lines().count(), 5, "a title and four games: {listed}");
        for shown in [CHANNEL_ID, PRIVATE, thread, private_thread] {
            assert!(listed.contains(&link(shown)), "{listed}");
        }
        assert!(content(&send(replay(private), who).await).contains(&format!("Replay of game {private}")));
        let exported = send(export(private), who).await;
        assert_eq!(exported.files.len(), 1, "{}", content(&exported));
    }

    // Fetched only for a view of finished games, and once within the minute.
    let during: Vec<RecordedRequest> = bot.fake.requests().into_iter().skip(before.len()).collect();
    assert_eq!(asked(&before, "/guilds/{guild_id}/channels"), 0, "nothing fetched while the games were played");
    assert_eq!(asked(&during, "/guilds/{guild_id}"), 1);
    assert_eq!(asked(&during, "/guilds/{guild_id}/channels"), 1);
    assert_eq!(asked(&during, "/channels/{channel_id}"), 2, "each thread looked up once");
    assert_eq!(asked(&during, "/channels/{channel_id}/thread-members/{user_id}"), 3, "once for each of the three");
    bot.fake.assert_no_violations();
}

/// A front-end's answer for tests: these channels are viewable.
struct Only(HashSet<String>);

impl ViewableChannels for Only {
    fn viewable<'a>(&'a self, channels: &'a [String]) -> Pin<Box<dyn Future<Output = HashSet<String>> + Send + 'a>> {
        Box::pin(async move { channels.iter().filter(|c| self.0.contains(*c)).cloned().collect() })
    }
}

/// Twelve games in a channel the caller views, three in one they don't
/// (one of them theirs): thirteen listed, on two pages, by kind and by
/// player too.
async fn pages_count_only_the_games_the_caller_may_see(backend: Backend) {
    let dir = tempfile::tempdir().unwrap();
    let url = support::backend::fresh_database(backend, dir.path()).await.expect("a database");
    let clock = Arc::new(ManualClock::at(support::START));
    let table = Table::new(Store::open(&url).await.unwrap(), clock.clone()).without_images();
    let (open, closed) = (at(1), at(2));
    let game = |place: Place, host: &'static str, guest: &'static str, n: usize| {
        let (table, clock) = (table.clone(), clock.clone());
        async move {
            let (host, guest) = (User::named(host), User::named(guest));
            let new = Command::New { kind: "tower-up".into(), options: vec![], language: Lang::En };
            table.handle(&place, &host, new).await.unwrap();
            table.handle(&place, &guest, Command::Join).await.unwrap();
            table.handle(&place, &host, Command::Start { seed: Some(5) }).await.unwrap();
            table.handle(&place, &guest, Command::Resign).await.unwrap();
            let id = table.store().latest_game(&place.channel).await.unwrap().unwrap().id;
            table.store().set_board_link(id, &format!("https://x/{}/{n}", place.channel)).await.unwrap();
            clock.advance(60);
        }
    };
    for n in 0..12 {
        game(open.clone(), "alice", "bob", n).await;
        if n % 4 == 0 {
            game(closed.clone(), if n == 4 { "carol" } else { "bob" }, "dave", n).await;
        }
    }
    let sight = Sight::Asking(Arc::new(Only(HashSet::from(["1".to_string()]))));
    let history = |kind: Option<&str>, player: Option<&str>, page: usize| {
        let (table, sight, here) = (table.clone(), sight.clone(), open.clone());
        let command = Command::History { kind: kind.map(Into::into), player: player.map(Into::into), page };
        async move {
            let replies = table.handle_seeing(&here, &User::named("carol"), &sight, command).await.unwrap();
            i18n::words(Lang::En, &replies[0].text)
        }
    };
    let first = history(None, None, 1).await;
    assert!(first.contains("(page 1 of 2)"), "{first}");
    assert!(first.lines().nth(1).unwrap().ends_with("https://x/1/11"), "newest first: {first}");
    let second = history(None, None, 2).await;
    let links: Vec<&str> = second.lines().skip(1).map(|l| l.rsplit(' ').next().unwrap()).collect();
    assert_eq!(links, ["https://x/1/2", "https://x/1/1", "https://x/1/0"], "her own game 4 is on page 1: {second}");
    assert!(first.contains("https://x/2/4") && !format!("{first}{second}").contains("https://x/2/0"));
    assert!(history(Some("tower-up"), None, 2).await.contains("(page 2 of 2)"));
    let daves = history(None, Some("dave"), 1).await;
    assert!(daves.contains("(page 1 of 1)") && daves.lines().count() == 2, "dave's game with carol only: {daves}");
    // Everything, for a caller who sees every channel.
    let all = Command::History { kind: None, player: None, page: 2 };
    let all = table.handle(&open, &User::named("carol"), all).await.unwrap();
    assert_eq!(i18n::words(Lang::En, &all[0].text).lines().count(), 6, "15 games: 5 on page 2");
}

/// On the console a finished game is its players' alone.
async fn on_the_console_a_game_is_its_players(backend: Backend) {
    let mut h = Harness::fast_on(backend).await;
    h.ok("alice: /game new game:tower-up").await;
    h.ok("bob: /game join").await;
    h.ok("alice: /game start seed:3").await;
    h.ok("bob: /game resign").await;
    let id = h.table().store().latest_game(aerie::console::CHANNEL).await.unwrap().unwrap().id;
    assert!(h.ok("carol: /history").await.replies[0].text.contains("No finished games"));
    let refused = h.refused(&format!("carol: /game replay id:{id}")).await;
    assert!(refused.contains("shown only to its players"), "{refused}");
    assert!(h.refused(&format!("carol: /game export id:{id}")).await.contains("shown only to its players"));
    assert!(h.ok("bob: /history").await.replies[0].text.contains("page 1 of 1"));
    h.ok(&format!("bob: /game replay id:{id}")).await;
    h.ok(&format!("alice: /game export id:{id}")).await;
}
