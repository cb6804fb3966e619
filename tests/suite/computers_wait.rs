//! A person's move never waits for computer players held at their server's
//! hourly cap: it is posted at once, saying they wait, and the scheduler
//! plays them on by itself when the server may think again, once however
//! many processes look, and after a restart too.

use std::sync::Arc;
use std::time::{Duration, Instant};

use rand::SeedableRng;
use rand_chacha::ChaCha8Rng;

use aerie::console::{LineReport, CHANNEL};
use aerie::store::Store;
use aerie::table::{ComputerPool, ComputerSettings, Table};

use crate::support::Harness;

/// The tests' rolling "hour": any decision trips a cap of a nanosecond,
/// and the server may think again once it ages out of this window.
const WINDOW: Duration = Duration::from_secs(3);
const WAITING_WORDS: &str = "play on by themselves";
const RESUMED_WORDS: &str = "think again";

fn capped_pool() -> Arc<ComputerPool> {
    ComputerPool::start_with_window(ComputerSettings { threads: 1, cap: Some(Duration::from_nanos(1)) }, WINDOW)
}

/// alice plays Tower Up against an easy computer on a capped pool until a
/// move of hers finds the computers held; that move's report and how long
/// it took.
async fn held_game(h: &mut Harness) -> (LineReport, Duration) {
    h.ok("alice: /game new game:tower-up").await;
    h.ok("alice: /game bot add level:easy").await;
    h.ok("alice: /game start seed:3").await;
    let mut rng = ChaCha8Rng::seed_from_u64(1);
    for _ in 0..10 {
        let view = h.view("alice").await.unwrap();
        assert_eq!(view.status, "running");
        assert_eq!(view.to_move.iter().map(|t| t.user.as_str()).collect::<Vec<_>>(), ["alice"]);
        let started = Instant::now();
        let report = h.random_move(&mut rng).await;
        if report.replies.iter().any(|r| r.text.contains(WAITING_WORDS)) {
            return (report, started.elapsed());
        }
    }
    panic!("the computers were never held at their cap");
}

fn to_move(view: &aerie::table::GameView) -> Vec<String> {
    view.to_move.iter().map(|t| t.user.clone()).collect()
}

async fn moves(h: &Harness) -> usize {
    h.table().store().latest_game(CHANNEL).await.unwrap().unwrap().moves.len()
}

#[tokio::test]
async fn a_move_whose_computers_are_held_is_posted_at_once_and_they_play_on_later_once() {
    let mut h = Harness::fast().await.with_computers(capped_pool());
    let (report, took) = held_game(&mut h).await;
    // Posted with its board, not after the server's window.
    assert!(took < WINDOW, "the move waited {took:?}");
    let public: Vec<_> = report.replies.iter().filter(|r| r.text.contains(WAITING_WORDS)).collect();
    assert_eq!(public.len(), 1, "{:?}", report.replies);
    assert!(report.replies.iter().all(|r| !r.text.contains(RESUMED_WORDS)), "{:?}", report.replies);
    let view = h.view("alice").await.unwrap();
    assert!(!to_move(&view).contains(&"alice".to_string()), "the game waits on the computer: {view:?}");
    // It is due when the server may think again (in this test, within its window).
    let game = h.table().store().latest_game(CHANNEL).await.unwrap().unwrap();
    let now = h.clock_now();
    assert!(game.remind_at.is_some_and(|at| at > now && at <= now + WINDOW.as_secs() as i64 + 1), "{game:?}");

    // Once the server may think again, two processes' schedulers look at once: one plays.
    tokio::time::sleep(WINDOW + Duration::from_millis(300)).await;
    let other =
        Table::new(Store::open(&h.url).await.unwrap(), h.clock.clone()).without_images().with_computers(capped_pool());
    let before = moves(&h).await;
    h.clock.advance(60);
    let (mine, theirs) = tokio::join!(h.table().tick(), other.tick());
    assert_eq!(mine.unwrap() + theirs.unwrap(), 1, "the game was handled once");
    assert!(moves(&h).await > before, "the computer moved");
    let report = h.ok("carol: /wait 1m").await;
    let resumed: Vec<_> = report.replies.iter().filter(|r| r.text.contains(RESUMED_WORDS)).collect();
    assert_eq!(resumed.len(), 1, "{:?}", report.replies);
    assert!(resumed[0].text.contains("alice"), "whose turn it is: {}", resumed[0].text);
    assert_eq!(to_move(&h.view("alice").await.unwrap()), ["alice"]);
}

#[tokio::test]
async fn a_game_waiting_on_its_computers_goes_on_after_a_restart() {
    let mut h = Harness::fast().await.with_computers(capped_pool());
    held_game(&mut h).await;
    let now = h.clock_now();
    // The new process's computers (the shared pool, uncapped) may think at once.
    let mut h = h.restart_at(now).await;
    let report = h.ok("carol: /wait 10m").await;
    assert!(report.replies.iter().any(|r| r.text.contains(RESUMED_WORDS)), "{:?}", report.replies);
    assert_eq!(to_move(&h.view("alice").await.unwrap()), ["alice"]);
}

#[tokio::test]
async fn a_server_still_held_when_its_game_is_due_is_looked_at_again_later() {
    let mut h = Harness::fast().await.with_computers(ComputerPool::start_with_window(
        ComputerSettings { threads: 1, cap: Some(Duration::from_nanos(1)) },
        Duration::from_secs(3600),
    ));
    held_game(&mut h).await;
    let before = moves(&h).await;
    let report = h.ok("carol: /wait 2h").await;
    assert!(report.replies.iter().all(|r| !r.text.contains(RESUMED_WORDS)), "{:?}", report.replies);
    assert_eq!(moves(&h).await, before, "nothing was played");
    let game = h.table().store().latest_game(CHANNEL).await.unwrap().unwrap();
    let now = h.clock_now();
    assert!(game.remind_at.is_some_and(|at| at > now && at <= now + 3600), "looked at again: {game:?}");
}

/// A game left waiting on its computers with no due time (as before games
/// were given one) is found at start and goes on.
#[tokio::test]
async fn a_game_stranded_on_its_computers_from_before_goes_on_after_a_restart() {
    let mut h = Harness::fast().await.with_computers(capped_pool());
    held_game(&mut h).await;
    let store = h.table().store().clone();
    let mut game = store.latest_game(CHANNEL).await.unwrap().unwrap();
    game.remind_at = None;
    store.commit(&mut game, aerie::store::Change::Game).await.unwrap();
    let now = h.clock_now();
    let mut h = h.restart_at(now).await;
    h.ok("carol: /wait 1h").await;
    assert_ne!(to_move(&h.view("alice").await.unwrap()), ["alice"], "stranded: nothing wakes it");
    assert_eq!(h.table().wake_stranded_computers().await.unwrap(), 1);
    assert_eq!(h.table().wake_stranded_computers().await.unwrap(), 0, "already due");
    let report = h.ok("carol: /wait 1m").await;
    assert!(report.replies.iter().any(|r| r.text.contains(RESUMED_WORDS)), "{:?}", report.replies);
    assert_eq!(to_move(&h.view("alice").await.unwrap()), ["alice"]);
}

/// A stand-in's turn at a missed deadline is held like any computer's: the
/// channel is told once, and the turn is played as soon as the server may
/// think, not a whole deadline later.
#[tokio::test]
async fn a_stand_in_held_at_the_cap_plays_when_the_server_may_think_again() {
    let hour_long = ComputerSettings { threads: 1, cap: Some(Duration::from_nanos(1)) };
    let mut h = Harness::fast().await;
    h.ok("alice: /game new game:tower-up").await;
    h.ok("alice: /game bot add level:easy").await;
    h.ok("alice: /game settings deadline:1d action:bot").await;
    h.ok("alice: /game start seed:3").await;
    let mut rng = ChaCha8Rng::seed_from_u64(1);
    assert_eq!(to_move(&h.view("alice").await.unwrap()), ["alice"]);
    // From now on, capped: her move's reply, the computer's one decision,
    // trips the cap (counted just after its answer came).
    let pool = ComputerPool::start_with_window(hour_long, Duration::from_secs(3600));
    let mut h = h.with_computers(pool.clone());
    h.random_move(&mut rng).await;
    let guild = h.table().store().latest_game(CHANNEL).await.unwrap().unwrap().guild;
    let counted = Instant::now();
    while pool.resumes_in(&guild).is_none() && counted.elapsed() < Duration::from_secs(2) {
        tokio::time::sleep(Duration::from_millis(5)).await;
    }
    assert_eq!(to_move(&h.view("alice").await.unwrap()), ["alice"], "alice moved first and the computer replied");
    let before = moves(&h).await;
    let report = h.ok("carol: /wait 1d").await;
    assert!(report.replies.iter().any(|r| r.text.contains("missed the")), "{:?}", report.replies);
    assert!(report.replies.iter().any(|r| r.text.contains(WAITING_WORDS)), "{:?}", report.replies);
    assert_eq!(moves(&h).await, before, "held: nothing played yet");
    // Looked at again soon, quietly while the server is still held.
    let report = h.ok("carol: /wait 10m").await;
    assert!(report.replies.iter().all(|r| !r.text.contains(WAITING_WORDS)), "{:?}", report.replies);
    let game = h.table().store().latest_game(CHANNEL).await.unwrap().unwrap();
    let now = h.clock_now();
    assert!(game.deadline_at.is_some_and(|at| at > now && at <= now + 300), "{game:?}");
    // A process whose computers may think plays alice's turn within minutes.
    let mut h = h.restart_at(now).await;
    h.ok("carol: /wait 5m").await;
    assert!(moves(&h).await > before, "the stand-in played");
}
