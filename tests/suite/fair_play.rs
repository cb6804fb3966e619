//! Fair and faithful play: undo within one's own turn only, leaving a game
//! without ending it for the others, removed players without a say, the host
//! role in a lobby, and rules summaries that match the specs.

use crate::support;

use support::Harness;

/// The user whose turn it is, and their legal moves (for open-hand games or
/// the view of that user).
async fn actor(h: &Harness) -> (String, Vec<String>) {
    let view = h.view("").await.unwrap();
    let user = view.to_move[0].user.clone();
    let own = h.view(&user).await.unwrap();
    let legal = own.to_move.iter().find(|t| t.user == user).and_then(|t| t.legal.clone()).unwrap();
    (user, legal)
}

async fn table(kind: &str, players: &[&str], seed: u64) -> Harness {
    let mut h = Harness::fast().await;
    h.ok(&format!("{}: /game new game:{kind}", players[0])).await;
    for name in &players[1..] {
        h.ok(&format!("{name}: /game join")).await;
    }
    h.ok(&format!("{}: /game start seed:{seed}", players[0])).await;
    h
}

#[tokio::test]
async fn undo_takes_back_steps_of_ones_own_turn_only() {
    let mut h = table("cloud-city", &["alice", "bob"], 1).await;
    let (user, legal) = actor(&h).await;
    let other = if user == "alice" { "bob" } else { "alice" };
    assert!(h.refused(&format!("{user}: /game undo")).await.contains("no move to undo"));
    let place = legal.iter().find(|m| m.starts_with("place")).unwrap().clone();
    let before = h.stored().await.unwrap();
    h.ok(&format!("{user}: /move action:\"{place}\"")).await;
    let refusal = h.refused(&format!("{other}: /game undo")).await;
    assert_eq!(refusal, format!("Only {user} can take back the last step, and only while their turn lasts."));
    // The mover takes the placement back: same turn, nobody pinged, the tile
    // named only to the mover.
    let report = h.ok(&format!("{user}: /game undo")).await;
    assert_eq!(report.replies.len(), 1, "only the mover hears of it: {:?}", report.replies);
    assert_eq!(report.replies[0].to.as_deref(), Some(user.as_str()));
    assert!(!report.replies[0].text.contains('@'), "an undo pings nobody: {}", report.replies[0].text);
    assert!(report.replies[0].text.contains(&place));
    assert_eq!(h.stored().await.unwrap().2, before.2, "the state is as before the placement");
    assert_eq!(h.view("").await.unwrap().to_move[0].user, user);
    // Step by step: place, done, then undo the `done`, then draw.
    h.ok(&format!("{user}: /move action:\"{place}\"")).await;
    h.ok(&format!("{user}: /move action:\"done\"")).await;
    h.ok(&format!("{user}: /game undo")).await;
    h.ok(&format!("{user}: /move action:\"done\"")).await;
    // A draw from the stack shows a new tile: it stands.
    h.ok(&format!("{user}: /move action:\"draw stack\"")).await;
    assert!(h.refused(&format!("{user}: /game undo")).await.contains("revealed new information"));
    assert_eq!(h.view("").await.unwrap().to_move[0].user, other);

    // Tower Up: a build ends the turn, and the next player was pinged.
    let mut h = table("tower-up", &["alice", "bob"], 7).await;
    let (user, legal) = actor(&h).await;
    let build = legal.iter().find(|m| m.starts_with("build")).unwrap().clone();
    let report = h.ok(&format!("{user}: /move action:\"{build}\"")).await;
    let next = h.view("").await.unwrap().to_move[0].user.clone();
    assert_ne!(next, user);
    assert!(report.replies[0].text.contains(&format!("@{next}")));
    let refusal = h.refused(&format!("{user}: /game undo")).await;
    assert!(refusal.contains("turn has passed"), "{refusal}");
    assert_eq!(h.view("").await.unwrap().to_move[0].user, next, "the active player stays");
}

/// Plays random moves for whoever is waited for until the game ends.
async fn finish(h: &mut Harness, seed: u64) {
    let moves = h.play_randomly(seed, 20_000).await;
    assert!(moves > 0);
}

#[tokio::test]
async fn a_player_who_resigns_a_three_player_game_leaves_it_to_the_computer() {
    let mut h = table("tower-up", &["alice", "bob", "carol"], 4).await;
    // Whoever must act resigns: the computer moves for the seat at once.
    let (quitter, _) = actor(&h).await;
    let report = h.ok(&format!("{quitter}: /game resign")).await;
    let text = &report.replies[0].text;
    assert!(text.contains(&format!("{quitter} left the game and ranks last")), "{text}");
    let view = report.game.unwrap();
    assert_eq!(view.status, "running");
    assert_eq!(view.players.len(), 3);
    assert!(view.to_move.iter().all(|t| t.user != quitter), "the computer played the quitter's turn");
    // The quitter has no say any more.
    for command in ["/game undo", "/game resign", "/game hand", "/move action:\"take 1\""] {
        let refusal = h.refused(&format!("{quitter}: {command}")).await;
        assert!(refusal.contains("You left this game"), "{command}: {refusal}");
    }
    finish(&mut h, 4).await;
    let game = h.view("").await.unwrap();
    assert_eq!(game.status, "finished");
    assert!(!game.winners.contains(&quitter), "{:?}", game.winners);
    let status = h.ok("alice: /game status").await;
    let ranking = status.replies[0].text.lines().rev().find(|l| l.starts_with("3. ")).unwrap().to_string();
    assert!(ranking.contains(&quitter) && ranking.contains("left the game"), "{ranking}");
}

#[tokio::test]
async fn the_game_ends_when_no_human_would_be_left() {
    let mut h = Harness::fast().await;
    h.ok("alice: /game new game:cloud-city").await;
    h.ok("bob: /game join").await;
    h.ok("alice: /game bot add").await;
    h.ok("alice: /game start seed:2").await;
    h.ok("bob: /game resign").await;
    assert_eq!(h.view("").await.unwrap().status, "running", "alice plays on with the computer");
    let report = h.ok("alice: /game resign").await;
    assert!(report.replies[0].text.contains("the game is over"));
    let game = h.view("").await.unwrap();
    assert_eq!(game.status, "finished");
    assert_eq!(game.winners, vec!["Computer 1 (normal)"]);
}

#[tokio::test]
async fn a_removed_player_has_no_say_and_the_game_goes_on() {
    let mut h = table("tower-up", &["alice", "bob", "carol"], 9).await;
    // Play until bob has just moved, so there is a move of his seat to undo.
    let mut rng = <rand_chacha::ChaCha8Rng as rand::SeedableRng>::seed_from_u64(9);
    loop {
        let (user, _) = actor(&h).await;
        h.random_move(&mut rng).await;
        if user == "bob" {
            break;
        }
    }
    // Then bob keeps the game waiting for three days: the host may remove him.
    while actor(&h).await.0 != "bob" {
        h.random_move(&mut rng).await;
    }
    h.ok("carol: /wait 72h").await;
    let report = h.ok("alice: /game kick player:bob").await;
    assert!(report.replies[0].text.contains("removed bob, who ranks last"), "{}", report.replies[0].text);
    for command in ["/game undo", "/game resign", "/game back", "/game skip", "/move action:\"take 1\""] {
        let refusal = h.refused(&format!("bob: {command}")).await;
        assert!(refusal.contains("You left this game"), "{command}: {refusal}");
    }
    assert!(h.refused("alice: /game kick player:bob").await.contains("not playing any more"));
    // Nothing stalls: the others are still reminded and can finish.
    h.ok("carol: /wait 3d").await;
    finish(&mut h, 9).await;
    let game = h.view("").await.unwrap();
    assert_eq!(game.status, "finished");
    assert!(!game.winners.contains(&"bob".to_string()));
}

#[tokio::test]
async fn the_host_role_passes_to_the_next_human() {
    let mut h = Harness::fast().await;
    h.ok("alice: /game new game:tower-up").await;
    h.ok("alice: /game bot add").await;
    h.ok("bob: /game join").await;
    let report = h.ok("alice: /game leave").await;
    assert!(report.replies[0].text.contains("bob is the host now"), "{}", report.replies[0].text);
    h.ok("bob: /game bot add").await;
    h.ok("bob: /game start").await;
    h.ok("bob: /game cancel").await;
    // A table left to computers closes, and the channel is free.
    h.ok("alice: /game new game:tower-up").await;
    h.ok("alice: /game bot add").await;
    let report = h.ok("alice: /game leave").await;
    assert!(report.replies[0].text.contains("closed"), "{}", report.replies[0].text);
    assert_eq!(h.view("").await.unwrap().status, "cancelled");
    h.ok("carol: /game new game:cloud-city").await;
}

#[tokio::test]
async fn rules_summaries_say_what_scores() {
    let mut h = Harness::fast().await;
    let sky = h.ok("alice: /game rules game:sky-garden").await.replies[0].text.clone();
    for part in ["Event card", "Standby", "additional area", "leftover funds score nothing", "Starting Setup"] {
        assert!(sky.contains(part), "Sky Garden's summary lacks `{part}`: {sky}");
    }
    assert!(!sky.contains("and funds score"), "{sky}");
    let cloud = h.ok("alice: /game rules game:cloud-city").await.replies[0].text.clone();
    for part in ["gap", "share the victory"] {
        assert!(cloud.contains(part), "Cloud City's summary lacks `{part}`: {cloud}");
    }
    for text in [&sky, &cloud] {
        assert!(!text.contains("**"), "rules carry no Discord markup: {text}");
    }
}
