//! What a click costs the store: every click on the move builder or a
//! board's move reads the game once and commits once, forced steps and
//! the computers' replies included (counted by the store itself).

use crate::support;

use aerie::console::{CHANNEL, GUILD};
use aerie::store::Counts;
use aerie::table::{builder, Click, Clicked, ClickedOn, Path, Pick, Place, User};
use support::Harness;

async fn started(kind: &str, players: usize, computers: usize, seed: u64) -> Harness {
    let names = ["alice", "bob", "carol", "dave"];
    let mut h = Harness::fast().await;
    h.ok(&format!("alice: /game new game:{kind}")).await;
    for name in &names[1..players] {
        h.ok(&format!("{name}: /game join")).await;
    }
    for _ in 0..computers {
        h.ok("alice: /game bot add level:easy").await;
    }
    h.ok(&format!("alice: /game start seed:{seed}")).await;
    h
}

/// Plays on by clicking the builder's first choice at every step (150
/// clicks at most); returns each click's cost and how many moves it played.
async fn click_through(h: &Harness) -> Vec<(Counts, usize)> {
    let place = Place { guild: Some(GUILD.to_string()), channel: CHANNEL.to_string() };
    let mut costs = vec![];
    let mut at = Path::default();
    for _ in 0..150 {
        let Some(view) = h.view("").await.filter(|v| v.status == "running") else { break };
        let user = view.to_move[0].user.clone();
        let moves = h.table().moves_for(CHANNEL, &user).await.unwrap().unwrap();
        // The first choice offered wherever the builder stands; a whole move
        // with nothing more to choose is confirmed.
        let pick = match builder::answer(&moves, &Pick::View, &at) {
            Some(builder::Next::Show(step)) => match step.form {
                builder::Form::Choose { .. } => (Pick::Go, at.then(0)),
                _ => (Pick::Confirm, at.clone()),
            },
            _ => (Pick::Go, Path::default().then(0)),
        };
        let plies = h.table().store().last_ply(moves.game_id).await.unwrap();
        let click = Click {
            game_id: moves.game_id,
            version: moves.version,
            what: Clicked::Builder { pick: pick.0, at: pick.1.clone() },
            on: ClickedOn::Panel,
        };
        let before = h.table().store().counts();
        let replies = h.table().click(&place, &User::named(&user), click).await.expect("a click on offer");
        let cost = h.table().store().counts() - before;
        let played = h.table().store().last_ply(moves.game_id).await.unwrap() - plies;
        let showed_a_step = played == 0 && replies.len() == 1;
        at = if showed_a_step { pick.1 } else { Path::default() };
        costs.push((cost, played as usize));
    }
    costs
}

#[tokio::test]
async fn every_click_reads_the_game_once_and_commits_at_most_once() {
    for (kind, players, computers, seed) in [("sky-garden", 1, 0, 3), ("cloud-city", 2, 1, 4), ("tower-up", 2, 1, 5)] {
        let h = started(kind, players, computers, seed).await;
        let costs = click_through(&h).await;
        assert!(costs.iter().filter(|(_, played)| *played > 0).count() > 20, "{kind}: the game went on by clicks");
        for (cost, played) in &costs {
            assert_eq!(cost.game_reads, 1, "{kind}: one game read per click");
            assert_eq!(cost.commits, u64::from(*played > 0), "{kind}: one commit for a click that plays, none else");
        }
        let several = costs.iter().filter(|(_, played)| *played > 1).count();
        assert!(several > 0, "{kind}: some click played more than one move (forced steps or computers)");
    }
}
