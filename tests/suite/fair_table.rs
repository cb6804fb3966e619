//! Nobody can bend the table: settings that decide outcomes never change the
//! turn under way, a host removes only absent players and passes the role on
//! when leaving, vacations pause a turn's clock but never reset it, a turn in
//! progress is the mover's alone, lobbies expire and are limited, `/games`
//! shows only what the caller may see, and kick targets resolve by id.

use crate::support;

use aerie::console::{CHANNEL, GUILD};
use aerie::table::{Command, Place, Refusal, Reply, User};
use support::{Backend, Harness};

crate::on_both_backends!(
    a_deadline_changed_mid_turn_waits_for_the_next_turn_and_everyone_s_agreement,
    a_channel_manager_changes_the_deadline_from_the_next_turn_without_a_vote,
    the_host_ends_a_running_game_only_with_everyone_s_agreement,
    an_agreement_counts_only_for_the_proposal_it_names,
    the_host_removes_only_absent_players,
    the_host_role_passes_on_when_the_host_resigns,
    vacation_on_and_off_cannot_stretch_a_turn,
    a_vacation_pauses_the_turn_s_clock_and_keeps_the_time_used,
    lobbies_expire_after_a_week_and_each_user_holds_three,
    games_shows_only_what_the_caller_may_see,
);

/// A running two-player Tower Up game hosted by alice, with bob to move.
async fn bob_to_move(backend: Backend, settings: &str) -> Harness {
    let mut h = Harness::fast_on(backend).await;
    h.ok("alice: /game new game:tower-up").await;
    // (The host sets the rules alone before anyone joins.)
    if !settings.is_empty() {
        h.ok(&format!("alice: /game settings {settings}")).await;
    }
    h.ok("bob: /game join").await;
    h.ok("alice: /game start seed:5").await;
    play_until(&mut h, "bob").await;
    h
}

/// Plays the first legal move for whoever acts until `user` must act.
async fn play_until(h: &mut Harness, user: &str) {
    for _ in 0..50 {
        let view = h.view("").await.unwrap();
        let mover = view.to_move[0].user.clone();
        if mover == user {
            return;
        }
        let own = h.view(&mover).await.unwrap();
        let mv = own.to_move[0].legal.clone().unwrap()[0].clone();
        h.ok(&format!("{mover}: /move action:\"{mv}\"")).await;
    }
    panic!("{user} never came to move");
}

fn user(id: &str, name: &str, is_admin: bool) -> User {
    User { id: id.into(), name: name.into(), is_admin, manages_server: false }
}

async fn say(h: &Harness, channel: &str, who: &User, line: &str) -> Result<Vec<Reply>, Refusal> {
    let place = Place { guild: Some(GUILD.into()), channel: channel.into() };
    h.table().handle(&place, who, Command::parse(line).unwrap()).await
}

async fn status(h: &Harness) -> String {
    h.view("").await.unwrap().status
}

async fn a_deadline_changed_mid_turn_waits_for_the_next_turn_and_everyone_s_agreement(backend: Backend) {
    let mut h = bob_to_move(backend, "").await;
    h.ok("alice: /wait 2h").await;
    // The exploit: a deadline shorter than bob's turn so far, acting at once.
    let report = h.ok("alice: /game settings deadline:1h action:end").await;
    let proposal = &report.replies[0];
    assert_eq!(proposal.visibility, "public");
    assert!(proposal.text.starts_with("@bob ") && proposal.text.contains("agree"), "{}", proposal.text);
    h.ok("alice: /wait 5h").await;
    assert_eq!(status(&h).await, "running", "a proposal changes nothing");
    assert!(h.refused("alice: /game agree").await.contains("You proposed it"));
    let agreed = h.ok("bob: /game agree").await;
    assert!(
        agreed.replies[0].text.contains("From the next turn: Deadline: 1 h 0 min (then end)"),
        "{:?}",
        agreed.replies
    );
    h.ok("alice: /wait 1d").await;
    assert_eq!(status(&h).await, "running", "bob's turn under way keeps its own (no) deadline");
    // From alice's next turn on, the new deadline counts.
    play_until(&mut h, "alice").await;
    let settings = h.ok("carol: /game settings").await;
    assert!(settings.replies[0].text.contains("Deadline: 1 h 0 min (then end)"), "{}", settings.replies[0].text);
    h.ok("carol: /wait 2h").await;
    let view = h.view("").await.unwrap();
    assert_eq!((view.status.as_str(), view.winners), ("finished", vec!["bob".to_string()]));
}

async fn a_channel_manager_changes_the_deadline_from_the_next_turn_without_a_vote(backend: Backend) {
    let mut h = bob_to_move(backend, "").await;
    h.ok("alice: /wait 2h").await;
    let moderator = user("mod", "mod", true);
    let replies = say(&h, CHANNEL, &moderator, "/game settings deadline:1h action:end").await.unwrap();
    let pinged: Vec<&str> = replies[0].mentions.iter().map(|m| m.user_id.as_str()).collect();
    assert!(pinged.contains(&"alice") && pinged.contains(&"bob"), "every seated human hears of it: {pinged:?}");
    assert!(english(&replies[0].text).contains("From the next turn"), "{}", english(&replies[0].text));
    h.ok("alice: /wait 10h").await;
    assert_eq!(status(&h).await, "running", "never retroactive");
    play_until(&mut h, "alice").await;
    h.ok("alice: /wait 2h").await;
    assert_eq!(status(&h).await, "finished");
}

async fn the_host_ends_a_running_game_only_with_everyone_s_agreement(backend: Backend) {
    let mut h = bob_to_move(backend, "").await;
    let report = h.ok("alice: /game cancel").await;
    assert!(report.replies[0].text.contains("proposes to cancel"), "{}", report.replies[0].text);
    assert_eq!(status(&h).await, "running");
    let report = h.ok("bob: /game agree").await;
    assert!(report.replies[0].text.contains("cancelled"), "{}", report.replies[0].text);
    assert_eq!(status(&h).await, "cancelled");
    // In the lobby the host needs nobody.
    h.ok("alice: /game new game:tower-up").await;
    h.ok("bob: /game join").await;
    h.ok("alice: /game cancel").await;
    assert_eq!(status(&h).await, "cancelled");
}

async fn an_agreement_counts_only_for_the_proposal_it_names(backend: Backend) {
    let mut h = Harness::fast_on(backend).await;
    h.ok("alice: /game new game:tower-up").await;
    h.ok("bob: /game join").await;
    h.ok("carol: /game join").await;
    h.ok("alice: /game start seed:4").await;
    let first = h.ok("alice: /game settings deadline:1d action:bot").await;
    let text = &first.replies[0].text;
    assert!(text.contains("Proposal 1:") && text.contains("/game agree proposal:1"), "{text}");
    let agreed = h.ok("bob: /game agree proposal:1").await;
    assert!(agreed.replies[0].text.contains("bob agrees to proposal 1"), "{}", agreed.replies[0].text);
    // The host swaps in a harsher one: bob's agreement does not carry over.
    let second = h.ok("alice: /game settings deadline:1h action:end").await;
    let text = &second.replies[0].text;
    assert!(text.contains("Proposal 2:") && text.contains("replaces proposal 1"), "{text}");
    let stale = h.refused("carol: /game agree proposal:1").await;
    assert!(stale.contains("Proposal 1 is not the one") && stale.contains("is proposal 2"), "{stale}");
    // A bare agree goes to the current one and says which, and what it is.
    let bare = h.ok("carol: /game agree").await;
    let text = &bare.replies[0].text;
    assert!(text.contains("carol agrees to proposal 2") && text.contains("(then end)"), "{text}");
    assert!(text.contains("waiting for bob"), "bob's earlier agreement is void: {text}");
    let game = h.table().store().latest_game(CHANNEL).await.unwrap().unwrap();
    assert!(game.settings.next_turn.is_none(), "nothing changes before bob agrees again");
    // The last agreement pings the others, not the one who gave it.
    let replies = say(&h, CHANNEL, &User::named("bob"), "/game agree proposal:2").await.unwrap();
    assert!(english(&replies[0].text).contains("new settings of proposal 2"), "{}", english(&replies[0].text));
    let pinged: Vec<&str> = replies[0].mentions.iter().map(|m| m.user_id.as_str()).collect();
    assert_eq!(pinged, vec!["carol"]);
    let game = h.table().store().latest_game(CHANNEL).await.unwrap().unwrap();
    assert_eq!(game.settings.next_turn.unwrap().deadline, Some(3600));
    assert!(h.refused("bob: /game agree").await.contains("proposed nothing"), "carried out, it is done");
    // Numbers never repeat within a game; a proposal ends with its game.
    let third = h.ok("alice: /game cancel").await;
    assert!(third.replies[0].text.contains("Proposal 3:"), "{}", third.replies[0].text);
    assert!(!third.replies[0].text.contains("replaces"), "proposal 2 was carried out: {}", third.replies[0].text);
    say(&h, CHANNEL, &user("mod", "mod", true), "/game cancel").await.unwrap();
    h.ok("alice: /game new game:tower-up").await;
    h.ok("bob: /game join").await;
    let fresh = h.ok("alice: /game settings deadline:2d").await;
    let text = &fresh.replies[0].text;
    assert!(text.contains("Proposal 1:") && !text.contains("replaces"), "{text}");
}

async fn the_host_removes_only_absent_players(backend: Backend) {
    let mut h = bob_to_move(backend, "").await;
    let refusal = h.refused("alice: /game kick player:bob").await;
    assert!(refusal.contains("still playing") && refusal.contains("3 d 0 h"), "{refusal}");
    h.ok("alice: /wait 71h").await;
    h.refused("alice: /game kick player:bob").await;
    h.ok("alice: /wait 1h").await;
    let report = h.ok("alice: /game kick player:bob").await;
    assert!(report.replies[0].text.contains("removed bob, who ranks last"), "{}", report.replies[0].text);
    assert!(h.refused("bob: /game resign").await.contains("You left this game"));

    // A channel manager may remove anyone at once, as moderation; and a
    // user option's id wins over a name that matches it by case.
    let mut h = Harness::fast_on(backend).await;
    let (ann, al, bo) = (user("ann", "ann", false), user("ALICE", "Al", false), user("bo", "alice", false));
    for (who, line) in [(&ann, "/game new game:tower-up"), (&al, "/game join"), (&bo, "/game join")] {
        say(&h, CHANNEL, who, line).await.unwrap();
    }
    say(&h, CHANNEL, &ann, "/game start seed:3").await.unwrap();
    let moderator = user("mod", "mod", true);
    let replies = say(&h, CHANNEL, &moderator, "/game kick player:ALICE").await.unwrap();
    assert!(english(&replies[0].text).contains("removed Al,"), "{}", english(&replies[0].text));
    h.ok("carol: /wait 1m").await;
}

async fn the_host_role_passes_on_when_the_host_resigns(backend: Backend) {
    let mut h = Harness::fast_on(backend).await;
    h.ok("alice: /game new game:tower-up").await;
    h.ok("bob: /game join").await;
    h.ok("carol: /game join").await;
    h.ok("alice: /game start seed:4").await;
    let report = h.ok("alice: /game resign").await;
    assert!(report.replies[0].text.contains("bob is the host now"), "{}", report.replies[0].text);
    for line in ["alice: /game cancel", "alice: /game settings every:2h", "alice: /game kick player:carol"] {
        assert!(h.refused(line).await.contains("Only the host, bob"), "{line}");
    }
    // The new host has the powers (and needs carol's agreement to cancel).
    let report = h.ok("bob: /game cancel").await;
    assert!(report.replies[0].text.starts_with("@carol "), "{}", report.replies[0].text);
    h.ok("carol: /game agree").await;
    assert_eq!(status(&h).await, "cancelled");
}

async fn vacation_on_and_off_cannot_stretch_a_turn(backend: Backend) {
    let mut h = bob_to_move(backend, "deadline:1h action:end").await;
    h.ok("bob: /wait 50m").await;
    for _ in 0..5 {
        h.ok("bob: /vacation on").await;
        h.ok("bob: /vacation off").await;
    }
    // Each switch counted an hour against the allowance.
    let report = h.ok("bob: /vacation on").await;
    assert!(report.replies[0].text.contains("5 h 0 min used"), "{}", report.replies[0].text);
    h.ok("bob: /vacation off").await;
    h.ok("bob: /wait 9m").await;
    assert_eq!(status(&h).await, "running");
    h.ok("bob: /wait 2m").await;
    let view = h.view("").await.unwrap();
    assert_eq!((view.status.as_str(), view.winners), ("finished", vec!["alice".to_string()]), "61 min of bob's turn");
}

async fn a_vacation_pauses_the_turn_s_clock_and_keeps_the_time_used(backend: Backend) {
    let mut h = bob_to_move(backend, "deadline:1h action:end").await;
    h.ok("bob: /wait 50m").await;
    h.ok("bob: /vacation on").await;
    h.ok("bob: /wait 3h").await;
    assert_eq!(status(&h).await, "running", "no deadline while away");
    h.ok("bob: /vacation off").await;
    h.ok("bob: /wait 9m").await;
    assert_eq!(status(&h).await, "running", "50 min used, 10 left");
    h.ok("bob: /wait 2m").await;
    assert_eq!(status(&h).await, "finished");
}

async fn lobbies_expire_after_a_week_and_each_user_holds_three(backend: Backend) {
    let mut h = Harness::fast_on(backend).await;
    h.ok("alice: /game new game:tower-up").await;
    let report = h.ok("carol: /wait 6d").await;
    assert!(report.replies.iter().any(|r| r.text.contains("closes in 1 d 0 h")), "{:?}", report.replies);
    let report = h.ok("carol: /wait 1d").await;
    assert!(report.replies.iter().any(|r| r.text.contains("it is closed")), "{:?}", report.replies);
    assert_eq!(status(&h).await, "cancelled");
    h.ok("bob: /game new game:sky-garden").await;

    let alice = user("alice", "alice", false);
    for channel in ["c1", "c2", "c3"] {
        say(&h, channel, &alice, "/game new game:tower-up").await.unwrap();
    }
    let refusal = say(&h, "c4", &alice, "/game new game:tower-up").await.unwrap_err();
    let refusal = english(&refusal.0);
    assert!(refusal.contains("3 lobbies open"), "{refusal}");
    say(&h, "c1", &alice, "/game cancel").await.unwrap();
    say(&h, "c4", &alice, "/game new game:tower-up").await.unwrap();
}

async fn games_shows_only_what_the_caller_may_see(backend: Backend) {
    let h = Harness::fast_on(backend).await;
    let (bob, carol, dan) = (user("bob", "bob", false), user("carol", "carol", false), user("dan", "dan", false));
    for (channel, host, guest) in [("open", &bob, &dan), ("private", &carol, &dan)] {
        say(&h, channel, host, "/game new game:tower-up").await.unwrap();
        say(&h, channel, guest, "/game join").await.unwrap();
        say(&h, channel, host, "/game start seed:1").await.unwrap();
    }
    let listed = english(&say(&h, "elsewhere", &bob, "/games").await.unwrap()[0].text);
    assert!(listed.contains("#open") && !listed.contains("#private"), "{listed}");
    let here = english(&say(&h, "private", &bob, "/games").await.unwrap()[0].text);
    assert!(here.contains("#private") && here.contains("#open"), "this channel's game too: {here}");
    let listed = english(&say(&h, "elsewhere", &dan, "/games").await.unwrap()[0].text);
    assert!(listed.contains("#open") && listed.contains("#private"), "{listed}");
}

/// A table reply's words in English.
fn english(text: &aerie::text::Text) -> String {
    aerie::i18n::words(aerie::i18n::Lang::En, text)
}

/// A server's defaults: new games start with them, games already open keep
/// theirs, and `/game settings` says where each value came from.
#[tokio::test]
async fn a_server_s_defaults_start_new_games_and_say_where_values_came_from() {
    let mut h = crate::support::Harness::fast().await;
    let shown = h.ok("alice: /server settings").await.replies[0].text.clone();
    assert!(
        shown.contains("New games on this server start with") && shown.contains("Built in: first, every"),
        "{shown}"
    );
    h.ok("alice: /game new game:tower-up").await;
    let changed = h.ok("alice: /server settings deadline:2d standin:hard language:uk").await;
    assert!(changed.replies[0].visibility == "public", "the channel hears of it");
    assert!(
        changed.replies[0].text.contains("Set for this server: deadline, standin, language."),
        "{}",
        changed.replies[0].text
    );
    // The lobby opened before keeps the built-in settings.
    let open = h.ok("alice: /game settings").await.replies[0].text.clone();
    assert!(open.contains("no deadline") || open.contains("No deadline") || !open.contains("2 d"), "{open}");
    h.ok("alice: /game cancel").await;
    h.ok("alice: /game new game:tower-up").await;
    h.ok("alice: /game settings first:6h").await;
    let new = h.ok("alice: /game settings").await.replies[0].text.clone();
    assert!(new.contains("Deadline: 2 d 0 h"), "the server's deadline: {new}");
    assert!(new.contains("From this server's defaults: deadline, standin, language."), "{new}");
    assert!(new.contains("Set for this game: first. Built in: every, action, vacation."), "{new}");

    // A bad value is refused and nothing changes.
    let error = h.refused("alice: /server settings deadline:10m").await;
    assert!(error.contains("10m"), "{error}");
}
