//! Ratings, the leaderboard and stats, from whole games played through the
//! console: each finished game moves its humans' Weng-Lin ratings exactly as
//! `skillratings` does for the final ranking; cancelled games change nothing,
//! solo games only count in stats.

use crate::support;

use aerie::console::GUILD;
use aerie::ratings;
use skillratings::weng_lin::{weng_lin_multi_team, WengLinConfig, WengLinRating};
use skillratings::MultiTeamOutcome;
use support::{Backend, Harness};

// Ratings are written in the finishing transaction: on both databases.
crate::on_both_backends!(
    a_finished_game_rates_its_players_as_skillratings_does,
    the_leaderboard_orders_by_rating_and_gives_the_callers_place,
    a_cancelled_game_changes_nothing,
);

const KIND: &str = "tower-up";

/// Opens a Tower Up table for `players` (alice hosts), with `extra` lines
/// in the lobby, and starts it.
async fn start(h: &mut Harness, players: &[&str], extra: &[&str], seed: u64) {
    h.ok(&format!("{}: /game new game:{KIND}", players[0])).await;
    // The rules are the host's alone before anyone joins.
    let (rules, others): (Vec<&str>, Vec<&str>) = extra.iter().partition(|l| l.starts_with("/game settings"));
    for line in rules {
        h.ok(&format!("{}: {line}", players[0])).await;
    }
    for p in &players[1..] {
        h.ok(&format!("{p}: /game join")).await;
    }
    for line in others {
        h.ok(&format!("{}: {line}", players[0])).await;
    }
    h.ok(&format!("{}: /game start seed:{seed}", players[0])).await;
}

/// Plays the first legal move of whoever acts until the player to act has
/// changed `changes` times: a game is rated once everyone played two turns.
async fn play_turns(h: &mut Harness, changes: usize) {
    let mover = |view: aerie::table::GameView| view.to_move[0].user.clone();
    let mut last = mover(h.view("").await.unwrap());
    let mut seen = 0;
    while seen < changes {
        let own = h.view(&last).await.unwrap();
        let mv = own.to_move.iter().find(|t| t.user == last).unwrap().legal.clone().unwrap()[0].clone();
        h.ok(&format!("{last}: /move action:\"{mv}\"")).await;
        let now = mover(h.view("").await.unwrap());
        if now != last {
            seen += 1;
            last = now;
        }
    }
}

async fn finish(h: &mut Harness, players: &[&str], seed: u64) {
    start(h, players, &[], seed).await;
    h.play_randomly(seed, 20_000).await;
    assert_eq!(h.view("").await.unwrap().status, "finished");
}

/// The stored results of the latest game: (user, rank, before, after) per human seat.
async fn last_game(h: &Harness, users: &[&str]) -> Vec<(String, i64, (f64, f64), (f64, f64))> {
    let store = h.table().store();
    let mut rows = vec![];
    let mut game = None;
    for u in users {
        let latest = store.results_of(GUILD, u, None, 1).await.unwrap();
        let r = latest.first().unwrap_or_else(|| panic!("{u} has a result")).clone();
        if let Some(g) = game {
            assert_eq!(g, r.game_id, "the same game");
        }
        game = Some(r.game_id);
        rows.push((u.to_string(), r.rank, r.before.expect("rated"), r.after.expect("rated")));
    }
    rows
}

fn rating(pair: (f64, f64)) -> WengLinRating {
    WengLinRating { rating: pair.0, uncertainty: pair.1 }
}

/// skillratings' own update for these (rating, rank) entrants.
fn expected(entrants: &[(WengLinRating, i64)]) -> Vec<WengLinRating> {
    let teams: Vec<[WengLinRating; 1]> = entrants.iter().map(|(r, _)| [*r]).collect();
    let input: Vec<(&[WengLinRating], MultiTeamOutcome)> =
        teams.iter().zip(entrants).map(|(t, (_, rank))| (&t[..], MultiTeamOutcome::new(*rank as usize))).collect();
    weng_lin_multi_team(&input, &WengLinConfig::new()).into_iter().map(|t| t[0]).collect()
}

fn close(a: f64, b: f64) -> bool {
    (a - b).abs() < 1e-9
}

async fn a_finished_game_rates_its_players_as_skillratings_does(backend: Backend) {
    let mut h = Harness::fast_on(backend).await;
    finish(&mut h, &["alice", "bob", "carol"], 31).await;
    let rows = last_game(&h, &["alice", "bob", "carol"]).await;
    let entrants: Vec<(WengLinRating, i64)> = rows.iter().map(|r| (rating(r.2), r.1)).collect();
    for (_, _, before, _) in &rows {
        assert!(close(before.0, 25.0) && close(before.1, 25.0 / 3.0), "everyone starts at the default");
    }
    let want = expected(&entrants);
    for (row, want) in rows.iter().zip(&want) {
        assert!(close(row.3 .0, want.rating) && close(row.3 .1, want.uncertainty), "{row:?} vs {want:?}");
        assert!(row.3 .1 < row.2 .1, "a game makes everyone's rating surer");
    }
    let best = rows.iter().min_by_key(|r| r.1).unwrap();
    let worst = rows.iter().max_by_key(|r| r.1).unwrap();
    assert!(best.1 < worst.1, "the game had a winner and a loser");
    assert!(best.3 .0 > 25.0 && worst.3 .0 < 25.0, "the winner gains, the last loses: {rows:?}");
    // The rating row agrees, with its game and its win counted.
    let (row, _) = h.table().store().rating(GUILD, KIND, &best.0).await.unwrap().unwrap();
    assert_eq!((row.games, row.wins), (1, 1));
    assert!(close(row.conservative, row.mu - 3.0 * row.sigma));

    // A second game starts from the first one's ratings.
    finish(&mut h, &["alice", "bob"], 7).await;
    let again = last_game(&h, &["alice", "bob"]).await;
    for r in &again {
        let first = rows.iter().find(|x| x.0 == r.0).unwrap();
        assert!(close(r.2 .0, first.3 .0) && close(r.2 .1, first.3 .1), "{r:?} continues from {first:?}");
    }
    let want = expected(&again.iter().map(|r| (rating(r.2), r.1)).collect::<Vec<_>>());
    for (row, want) in again.iter().zip(&want) {
        assert!(close(row.3 .0, want.rating), "{row:?} vs {want:?}");
    }
    // Stats show the games, the rating with μ and σ, and the last results.
    let stats = h.ok("bob: /stats").await.replies[0].clone();
    assert_eq!(stats.visibility, "private");
    let (bob, _) = h.table().store().rating(GUILD, KIND, "bob").await.unwrap().unwrap();
    assert!(stats.text.contains("Tower Up: 2 played"), "{}", stats.text);
    assert!(
        stats.text.contains(&format!("rating {:.1} (μ {:.1}, σ {:.1})", bob.conservative, bob.mu, bob.sigma)),
        "{}",
        stats.text
    );
    assert!(
        stats.text.contains("Last results:") && stats.text.matches("Tower Up: place").count() == 2,
        "{}",
        stats.text
    );
    let other = h.ok("carol: /stats player:bob").await.replies[0].text.clone();
    assert_eq!(other, stats.text, "anyone may see a player's stats");
}

#[tokio::test]
async fn players_tied_share_a_rank_and_the_absent_one_ranks_last() {
    // Two rounds played (a rated game is a played game), the next player
    // misses the deadline: the game ends, they rank last and the other two
    // tie on their scores (nothing yet).
    let mut h = Harness::fast().await;
    start(&mut h, &["alice", "bob", "carol"], &["/game settings deadline:1h action:end"], 5).await;
    play_turns(&mut h, 6).await;
    let first = h.view("").await.unwrap().to_move[0].user.clone();
    h.ok("dave: /wait 1h").await;
    assert_eq!(h.view("").await.unwrap().status, "finished");
    let rows = last_game(&h, &["alice", "bob", "carol"]).await;
    for r in &rows {
        assert_eq!(r.1, if r.0 == first { 3 } else { 1 }, "{rows:?}");
    }
    let want = expected(&rows.iter().map(|r| (rating(r.2), r.1)).collect::<Vec<_>>());
    for (row, want) in rows.iter().zip(&want) {
        assert!(close(row.3 .0, want.rating) && close(row.3 .1, want.uncertainty), "{row:?} vs {want:?}");
    }
    let tied: Vec<_> = rows.iter().filter(|r| r.0 != first).collect();
    assert!(close(tied[0].3 .0, tied[1].3 .0), "a tie moves both alike");
    assert!(rows.iter().find(|r| r.0 == first).unwrap().3 .0 < 25.0);
}

#[tokio::test]
async fn a_player_who_resigns_ranks_last_even_while_the_computer_plays_on() {
    let mut h = Harness::fast().await;
    start(&mut h, &["alice", "bob", "carol"], &[], 12).await;
    play_turns(&mut h, 6).await;
    h.ok("carol: /game resign").await;
    h.play_randomly(12, 20_000).await;
    assert_eq!(h.view("").await.unwrap().status, "finished");
    let rows = last_game(&h, &["alice", "bob", "carol"]).await;
    let carol = rows.iter().find(|r| r.0 == "carol").unwrap();
    assert_eq!(carol.1, 3, "{rows:?}");
    assert!(carol.3 .0 < 25.0);
    let want = expected(&rows.iter().map(|r| (rating(r.2), r.1)).collect::<Vec<_>>());
    for (row, want) in rows.iter().zip(&want) {
        assert!(close(row.3 .0, want.rating), "{row:?} vs {want:?}");
    }
    // A two-player resignation: the one who stays wins.
    let mut h = Harness::fast().await;
    start(&mut h, &["alice", "bob"], &[], 3).await;
    play_turns(&mut h, 4).await;
    h.ok("alice: /game resign").await;
    let rows = last_game(&h, &["alice", "bob"]).await;
    assert_eq!((rows[0].1, rows[1].1), (2, 1));
    assert!(rows[1].3 .0 > 25.0 && rows[0].3 .0 < 25.0);
}

#[tokio::test]
async fn computer_players_count_at_their_level_but_have_no_rating() {
    use aerie::bots::Level;
    let mut h = Harness::fast().await;
    start(&mut h, &["alice"], &["/game bot add level:hard", "/game bot add level:easy"], 21).await;
    h.play_randomly(21, 20_000).await;
    assert_eq!(h.view("").await.unwrap().status, "finished");
    let game = h.table().store().latest_game(aerie::console::CHANNEL).await.unwrap().unwrap();
    let standings = game.result.clone().unwrap().standings.unwrap();
    let rank_of = |seat: usize| standings.iter().find(|s| s.seat == seat).unwrap().rank as i64;
    let alice = last_game(&h, &["alice"]).await.remove(0);
    let entrants: Vec<(WengLinRating, i64)> = (0..3)
        .map(|seat| {
            let strength = match game.seats[seat].kind {
                aerie::store::SeatKind::Human => rating(alice.2),
                _ => ratings::computer(game.seats[seat].level),
            };
            (strength, rank_of(seat))
        })
        .collect();
    let want = expected(&entrants);
    let alice_seat = game.seat_of("alice").unwrap();
    assert!(close(alice.3 .0, want[alice_seat].rating), "{alice:?} vs {want:?}");
    // Beating the hard computer is worth more than beating the easy one.
    let start_rating = ratings::START;
    let beat = |level| expected(&[(start_rating, 1), (ratings::computer(level), 2)])[0].rating;
    assert!(beat(Level::Hard) > beat(Level::Easy));
    // Only alice is on the board.
    let board = h.table().store().leaderboard(GUILD, KIND, 10).await.unwrap();
    assert_eq!(board.iter().map(|r| r.user_id.as_str()).collect::<Vec<_>>(), ["alice"]);
}

async fn a_cancelled_game_changes_nothing(backend: Backend) {
    let mut h = Harness::fast_on(backend).await;
    start(&mut h, &["alice", "bob"], &[], 4).await;
    h.ok("alice: /game cancel").await;
    h.ok("bob: /game agree").await;
    assert_eq!(h.view("").await.unwrap().status, "cancelled");
    let store = h.table().store();
    assert!(store.leaderboard(GUILD, KIND, 10).await.unwrap().is_empty());
    assert!(store.results_of(GUILD, "alice", None, 5).await.unwrap().is_empty());
    let text = h.ok("alice: /leaderboard game:tower-up").await.replies[0].text.clone();
    assert!(text.contains("No one has a Tower Up rating"), "{text}");
}

#[tokio::test]
async fn a_solo_game_changes_no_rating_but_shows_in_stats() {
    let mut h = Harness::fast().await;
    h.ok("alice: /game new game:sky-garden").await;
    h.ok("alice: /game start seed:9").await;
    h.play_randomly(9, 20_000).await;
    assert_eq!(h.view("").await.unwrap().status, "finished");
    let store = h.table().store();
    assert!(store.ratings_of(GUILD, "alice").await.unwrap().is_empty(), "no rating from a solo game");
    let results = store.results_of(GUILD, "alice", None, 5).await.unwrap();
    assert_eq!(results.len(), 1);
    assert!(results[0].before.is_none() && results[0].after.is_none());
    let score = results[0].score;
    let text = h.ok("alice: /stats").await.replies[0].text.clone();
    assert!(text.contains(&format!("Sky Garden solo: 1 played, best {score}, average {score}.0")), "{text}");
    let reached = i64::from(score >= 130);
    assert!(text.contains(&format!("130 or more reached in {reached} of 1")), "{text}");
    assert!(text.contains(&format!("Sky Garden solo: score {score}")), "{text}");
    assert!(!text.contains("rating"), "{text}");
}

async fn the_leaderboard_orders_by_rating_and_gives_the_callers_place(backend: Backend) {
    let mut h = Harness::fast_on(backend).await;
    finish(&mut h, &["alice", "bob"], 1).await;
    finish(&mut h, &["carol", "dave"], 2).await;
    finish(&mut h, &["alice", "carol"], 3).await;
    finish(&mut h, &["bob", "dave"], 4).await;
    let store = h.table().store();
    let mut all = vec![];
    for u in ["alice", "bob", "carol", "dave"] {
        all.push(store.rating(GUILD, KIND, u).await.unwrap().unwrap());
    }
    let mut sorted: Vec<_> = all.iter().map(|(r, _)| r.clone()).collect();
    sorted.sort_by(|a, b| b.conservative.total_cmp(&a.conservative));
    let report = h.ok("dave: /leaderboard game:tower-up").await;
    let reply = &report.replies[0];
    assert_eq!(reply.visibility, "private");
    let lines: Vec<&str> = reply.text.lines().filter(|l| l.contains(" played · ")).collect();
    assert_eq!(lines.len(), 4, "{}", reply.text);
    for (line, row) in lines.iter().zip(&sorted) {
        assert!(line.contains(&row.name) && line.contains(&format!("{:.1}", row.conservative)), "{line} / {row:?}");
        assert!(line.contains(&format!("{} played · {} won", row.games, row.wins)), "{line}");
    }
    let dave = &all[3].0;
    let place = 1 + sorted.iter().filter(|r| r.conservative > dave.conservative).count();
    assert!(reply.text.contains(&format!("Your place: {place}, rating {:.1}.", dave.conservative)), "{}", reply.text);
    assert_eq!(all[3].1 as usize, place);
    // Someone with no rating is told so; another game kind has none yet.
    assert!(h.ok("erin: /leaderboard game:tower-up").await.replies[0]
        .text
        .contains("You have no Tower Up rating here yet."));
    assert!(h.ok("erin: /leaderboard game:cloud-city").await.replies[0]
        .text
        .contains("No one has a Cloud City rating"));
    assert!(h.refused("erin: /leaderboard game:chess").await.contains("There is no game `chess`"));
}
