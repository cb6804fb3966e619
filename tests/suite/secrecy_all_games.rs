//! Every game, every player count, with and without computer players: at
//! every step, nothing a seat may not see (as the game names it: tiles and
//! cards in other hands, undrawn ones, secret choices) appears in a public
//! reply, the public board image, the status or log shown to a watcher or to
//! another player, an undo notice, or another player's private replies.

use crate::support;

use std::collections::{BTreeMap, BTreeSet};

use aerie::catalog::{self, Match};
use aerie::console::{LineReport, CHANNEL};
use aerie::games::Viewer;
use rand::seq::SliceRandom;
use rand::{Rng, SeedableRng};
use rand_chacha::ChaCha8Rng;
use support::Harness;

const PLAYERS: [&str; 4] = ["alice", "bob", "carol", "dave"];
/// Someone in the channel who is not seated.
const WATCHER: &str = "zed";

/// The words of a text (ids such as T07 or E3 are whole words).
fn words(text: &str) -> BTreeSet<String> {
    text.split(|c: char| !c.is_ascii_alphanumeric()).filter(|w| !w.is_empty()).map(str::to_string).collect()
}

fn leaks(text: &str, secrets: &BTreeSet<String>) -> Vec<String> {
    words(text).intersection(secrets).cloned().collect()
}

struct Secrecy {
    h: Harness,
    kind: &'static str,
    /// User ids by seat (computer players included).
    seats: Vec<String>,
    /// What each onlooker saw when the last turn was complete: a turn in
    /// progress must show them nothing new.
    at_turn_start: BTreeMap<String, Vec<String>>,
}

impl Secrecy {
    async fn start(kind: &'static str, options: &str, humans: usize, computers: usize, seed: u64) -> Secrecy {
        let mut h = Harness::fast().await;
        h.ok(&format!("alice: /game new game:{kind} {options}")).await;
        for name in &PLAYERS[1..humans] {
            h.ok(&format!("{name}: /game join")).await;
        }
        for _ in 0..computers {
            h.ok("alice: /game bot add level:easy").await;
        }
        let report = h.ok(&format!("alice: /game start seed:{seed}")).await;
        let game = h.table().store().latest_game(CHANNEL).await.unwrap().unwrap();
        let seats = game.seats.iter().map(|s| s.user_id.clone()).collect();
        let mut test = Secrecy { h, kind, seats, at_turn_start: BTreeMap::new() };
        test.remember_turn_start().await;
        // The start itself (computer players may have chosen secretly).
        test.check_replies(&report, "the start").await;
        test
    }

    async fn state(&self) -> Box<dyn Match> {
        let game = self.h.table().store().latest_game(CHANNEL).await.unwrap().unwrap();
        catalog::engine(self.kind).unwrap().restore(game.snapshot.as_ref().unwrap()).unwrap()
    }

    fn viewer_of(&self, user: &str) -> Viewer {
        self.seats.iter().position(|u| u == user).map_or(Viewer::Public, Viewer::Seat)
    }

    async fn secrets(&self, viewer: Viewer) -> BTreeSet<String> {
        self.state().await.secrets(viewer).into_iter().collect()
    }

    /// Public replies show nothing secret to the public; a private reply
    /// shows nothing secret to the one user who sees it.
    async fn check_replies(&self, report: &LineReport, what: &str) {
        for reply in &report.replies {
            let viewer = match reply.to.as_deref() {
                Some(user) => self.viewer_of(user),
                None => Viewer::Public,
            };
            let leaked = leaks(&reply.text, &self.secrets(viewer).await);
            assert!(leaked.is_empty(), "{}: {what} shows {leaked:?} to {viewer:?}: {}", self.kind, reply.text);
        }
    }

    /// The board image, and status and log for a watcher and every seat.
    async fn check_views(&mut self, what: &str) {
        let state = self.state().await;
        let public: BTreeSet<String> = state.secrets(Viewer::Public).into_iter().collect();
        let names: Vec<String> = self.seats.clone();
        for (file, svg) in state.board(&names, aerie::i18n::Lang::Uk) {
            let leaked = leaks(&svg, &public);
            assert!(leaked.is_empty(), "{}: board image {file} after {what} shows {leaked:?}", self.kind);
        }
        let humans: Vec<String> = self.seats.iter().filter(|u| PLAYERS.contains(&u.as_str())).cloned().collect();
        for user in std::iter::once(WATCHER.to_string()).chain(humans) {
            let secrets = self.secrets(self.viewer_of(&user)).await;
            for command in ["/game log", "/game status"] {
                let report = self.h.ok(&format!("{user}: {command}")).await;
                for reply in &report.replies {
                    let leaked = leaks(&reply.text, &secrets);
                    assert!(leaked.is_empty(), "{}: `{command}` for {user} after {what} shows {leaked:?}", self.kind);
                }
            }
        }
    }

    /// Everything `user` reads of the game: status, log and board images.
    async fn seen_by(&mut self, user: &str) -> Vec<String> {
        let mut seen = vec![];
        for command in ["/game status", "/game log"] {
            let report = self.h.ok(&format!("{user}: {command}")).await;
            seen.extend(report.replies.iter().map(|r| r.text.clone()));
        }
        let boards = self.h.table().board_documents(CHANNEL, user).await.unwrap();
        seen.extend(boards.into_iter().map(|(_, svg)| svg));
        seen.push(format!("{:?}", self.h.view(user).await));
        seen
    }

    fn humans(&self) -> Vec<String> {
        self.seats.iter().filter(|u| PLAYERS.contains(&u.as_str())).cloned().collect()
    }

    async fn remember_turn_start(&mut self) {
        self.at_turn_start.clear();
        for user in std::iter::once(WATCHER.to_string()).chain(self.humans()) {
            let seen = self.seen_by(&user).await;
            self.at_turn_start.insert(user, seen);
        }
    }

    /// Between the mover's steps (and after one is taken back), the watcher
    /// and every other seat read exactly what they read at the turn's start.
    async fn check_turn_in_progress(&mut self, mover: &str, what: &str) {
        if self.at_turn_start.is_empty() {
            return;
        }
        for user in std::iter::once(WATCHER.to_string()).chain(self.humans()) {
            if user == mover {
                continue;
            }
            let seen = self.seen_by(&user).await;
            assert!(
                self.at_turn_start.get(&user) == Some(&seen),
                "{}: {user} sees the turn in progress after {what}: {seen:?}",
                self.kind
            );
        }
    }

    /// A move or undo by `user`: a public reply completes a turn (remember
    /// what everyone sees now), else the turn is still `user`'s own.
    async fn after_step(&mut self, user: &str, report: &LineReport, what: &str) {
        if report.replies.iter().any(|r| r.visibility == "public") {
            self.remember_turn_start().await;
        } else {
            self.check_turn_in_progress(user, what).await;
        }
    }

    /// Plays the game out with random legal moves, checking every step; now
    /// and then the mover tries to take the step back (and plays it again).
    async fn play_out(&mut self, seed: u64, checked_moves: usize) -> usize {
        let mut rng = ChaCha8Rng::seed_from_u64(seed);
        for moves in 0..5_000 {
            let view = self.h.view("").await.unwrap();
            if view.status != "running" {
                return moves;
            }
            let user = view.to_move.choose(&mut rng).unwrap().user.clone();
            let own = self.h.view(&user).await.unwrap();
            let legal = own.to_move.iter().find(|t| t.user == user).and_then(|t| t.legal.clone()).unwrap();
            let mv = legal.choose(&mut rng).unwrap().clone();
            let line = format!("{user}: /move action:\"{mv}\"");
            let report = self.h.ok(&line).await;
            if moves >= checked_moves && moves % 25 != 0 {
                if report.replies.iter().any(|r| r.visibility == "public") {
                    // A turn ended unchecked: nothing to compare with until the next.
                    self.at_turn_start.clear();
                }
                continue;
            }
            let what = format!("{user}'s `{mv}`");
            self.check_replies(&report, &what).await;
            self.check_views(&what).await;
            self.after_step(&user, &report, &what).await;
            if rng.gen_bool(0.3) {
                let undo = self.h.run(&format!("{user}: /game undo")).await;
                if undo.ok {
                    let what = format!("the undo of {what}");
                    assert!(undo.replies.iter().all(|r| r.visibility != "public"), "{what} is announced");
                    self.check_replies(&undo, &what).await;
                    self.check_views(&what).await;
                    self.check_turn_in_progress(&user, &what).await;
                    let again = self.h.ok(&line).await;
                    self.after_step(&user, &again, &what).await;
                }
            }
        }
        panic!("{}: the game did not end", self.kind);
    }
}

/// Plays each table (kind, options, humans, computers, checked moves) out,
/// checking every view at the start, after each checked move, and at the end.
async fn no_seat_sees_what_it_may_not(tables: &[(&'static str, &'static str, usize, usize, usize)], first_seed: u64) {
    for (i, &(kind, options, humans, computers, checked)) in tables.iter().enumerate() {
        let seed = first_seed + i as u64;
        let mut test = Secrecy::start(kind, options, humans, computers, seed).await;
        test.check_views("the start").await;
        let moves = test.play_out(seed, checked).await;
        assert!(moves > 0, "{kind}: no move was played");
        // At the end, the final board and log still keep what was never shown.
        test.check_views("the end").await;
    }
}

#[tokio::test]
async fn no_tower_up_seat_sees_what_it_may_not() {
    no_seat_sees_what_it_may_not(&[("tower-up", "", 2, 0, 40), ("tower-up", "", 3, 1, 40)], 11).await;
}

#[tokio::test]
async fn no_cloud_city_seat_sees_what_it_may_not() {
    let tables = [
        ("cloud-city", "requests:1", 2, 0, 100),
        ("cloud-city", "size:3x4 requests:2", 3, 0, 80),
        ("cloud-city", "", 2, 2, 100),
        ("cloud-city", "", 4, 0, 80),
    ];
    no_seat_sees_what_it_may_not(&tables, 13).await;
}

#[tokio::test]
async fn no_sky_garden_seat_sees_what_it_may_not() {
    let tables = [
        ("sky-garden", "", 1, 0, 30),
        ("sky-garden", "", 2, 0, 30),
        ("sky-garden", "", 3, 0, 30),
        ("sky-garden", "", 2, 2, 30),
        ("sky-garden", "", 4, 0, 30),
    ];
    no_seat_sees_what_it_may_not(&tables, 17).await;
}

/// Secret Event cards in Sky Garden, seen by each kind of onlooker.
#[tokio::test]
async fn sky_garden_event_choices_stay_secret_until_everyone_chose() {
    let mut h = Harness::fast().await;
    h.ok("alice: /game new game:sky-garden").await;
    h.ok("bob: /game join").await;
    h.ok("carol: /game join").await;
    h.ok("alice: /game start seed:3").await;
    let game = h.table().store().latest_game(CHANNEL).await.unwrap().unwrap();
    let snapshot = game.snapshot.unwrap();
    let dealt = |seat: usize| -> Vec<String> {
        let options: Vec<usize> = serde_json::from_value(snapshot["players"][seat]["event_options"].clone()).unwrap();
        options.iter().map(|e| format!("E{}", e + 1)).collect()
    };
    let alice = dealt(0);
    let choice = &alice[0];
    let report = h.ok(&format!("alice: /move action:\"choose {choice}\"")).await;
    let public = &report.replies[0];
    assert_eq!(public.visibility, "public");
    assert!(!words(&public.text).contains(choice), "the public reply names the card: {}", public.text);
    assert!(public.text.contains("chose an Event card"), "{}", public.text);
    // The log: alice sees her card; bob and a watcher see only that she chose.
    let own = h.ok("alice: /game log").await;
    assert_eq!(own.replies[0].text, format!("1. alice: `choose {choice}`"));
    for onlooker in ["bob", WATCHER] {
        let log = h.ok(&format!("{onlooker}: /game log")).await;
        assert_eq!(log.replies[0].text, "1. alice: chose an Event card", "{onlooker}'s log");
    }
    // The choice is locked: taking it back would hand the turn back.
    let refusal = h.refused("alice: /game undo").await;
    assert!(refusal.contains("turn has passed"), "{refusal}");
    assert!(!words(&refusal).contains(choice));
    // No Starting Setup card yet (rulebook step 16 follows the choice).
    assert!(snapshot["players"][0]["setup_card"].is_null(), "the setup card comes after the Event card");
    // Once everyone chose, the log shows every choice.
    let bob = dealt(1);
    let carol = dealt(2);
    h.ok(&format!("bob: /move action:\"choose {}\"", bob[1])).await;
    let last = h.ok(&format!("carol: /move action:\"choose {}\"", carol[0])).await;
    assert!(words(&last.replies[0].text).contains(&carol[0]), "{}", last.replies[0].text);
    let log = h.ok(&format!("{WATCHER}: /game log")).await;
    assert_eq!(
        log.replies[0].text,
        format!("1. alice: `choose {choice}`\n2. bob: `choose {}`\n3. carol: `choose {}`", bob[1], carol[0])
    );
    let game = h.table().store().latest_game(CHANNEL).await.unwrap().unwrap();
    let snapshot = game.snapshot.unwrap();
    for seat in 0..3 {
        assert!(snapshot["players"][seat]["setup_card"].is_u64(), "seat {seat} got its setup card");
    }
    // The cards not chosen are never shown.
    let board = h.ok(&format!("{WATCHER}: /game status")).await;
    for unchosen in [&alice[1], &bob[0], &carol[1]] {
        assert!(!words(&board.replies[0].text).contains(unchosen));
    }
}
