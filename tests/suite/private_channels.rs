//! Finished games are shown to those who could see them: `/history`,
//! `/game replay id:` and `/game export id:` show a game only to its players
//! and to the members who may view its channel now (on Discord: the
//! channel's permission overwrites and the member's roles; a thread as its
//! parent, a private one to its members); `/leaderboard` and `/stats` count
//! every game and link none. On the console, whose one channel is
//! everybody's, a game is its players'.

use crate::support;

use std::collections::HashSet;
use std::future::Future;
use std::pin::Pin;
use std::sync::Arc;

use aerie::clock::ManualClock;
use aerie::i18n::{self, Lang};
use aerie::store::Store;
use aerie::table::{Command, Place, Sight, Table, User, ViewableChannels};
use support::{Backend, Harness};

crate::on_both_backends!(pages_count_only_the_games_the_caller_may_see, on_the_console_a_game_is_its_players);

fn at(channel: u64) -> Place {
    Place { guild: Some("g".to_string()), channel: channel.to_string() }
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
