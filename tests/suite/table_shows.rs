//! The table shows the game in words: whoever's turn begins reads first what
//! the others did since their own last turn (in the turn's post and in a
//! reminder, after a restart too); people are named, not their colours;
//! the final post breaks every score down; a solo game is measured against
//! its target, never "won".

use crate::support;

use aerie::console::LineReport;
use support::{Backend, Harness};

crate::on_both_backends!(a_reminder_carries_what_happened_since_the_player_s_last_turn);

const PLAYERS: [&str; 4] = ["alice", "bob", "carol", "dave"];

/// A started game of `seats` players (alice hosts), on `backend`.
async fn started_on(backend: Backend, new: &str, seats: usize, seed: u64) -> Harness {
    let mut h = Harness::fast_on(backend).await;
    h.ok(&format!("alice: {new}")).await;
    for name in &PLAYERS[1..seats] {
        h.ok(&format!("{name}: /game join")).await;
    }
    h.ok(&format!("alice: /game start seed:{seed}")).await;
    h
}

async fn started(new: &str, seats: usize, seed: u64) -> Harness {
    started_on(Backend::Sqlite, new, seats, seed).await
}

/// Who must act now (the first of them).
async fn to_act(h: &Harness) -> String {
    h.view("").await.unwrap().to_move[0].user.clone()
}

/// Plays one whole Tower Up turn of whoever acts: a card from the market
/// (the first take offered), then what it asks for (discards, a declined
/// extra action), until someone else acts. Returns who played and the
/// report of the step that completed the turn.
async fn tower_up_turn(h: &mut Harness) -> (String, LineReport) {
    let player = to_act(h).await;
    let mut first = true;
    loop {
        let own = h.view(&player).await.unwrap();
        let legal = own.to_move.iter().find(|t| t.user == player).and_then(|t| t.legal.clone()).unwrap();
        let pick = |prefix: &str| legal.iter().find(|m| m.starts_with(prefix)).cloned();
        let mv = match first {
            true => pick("take"),
            false => pick("discard").or_else(|| pick("skip")).or_else(|| pick("take")),
        }
        .unwrap_or_else(|| legal[0].clone());
        first = false;
        let report = h.ok(&format!("{player}: /move action:\"{mv}\"")).await;
        let view = h.view("").await.unwrap();
        if view.status != "running" || view.to_move[0].user != player {
            return (player, report);
        }
    }
}

/// The public post of a report (the turn's message).
fn public_post(report: &LineReport) -> &str {
    &report.replies.iter().find(|r| r.visibility == "public").expect("a public post").text
}

#[tokio::test]
async fn the_ping_starts_with_the_other_players_turns_since_the_player_s_own() {
    let mut h = started("/game new game:tower-up", 4, 7).await;
    // Round 1: each player's first turn; the last to play first hears of all three before.
    let mut order = vec![];
    let mut post = String::new();
    for _ in 0..4 {
        let (player, report) = tower_up_turn(&mut h).await;
        order.push(player);
        post = public_post(&report).to_string();
    }
    let first = &order[0];
    // Round 2 begins: the first player reads the three others' turns, in order, by name.
    let lines: Vec<&str> = post.lines().collect();
    assert_eq!(lines[0], format!("@{first} your turn."), "{post}");
    assert_eq!(lines[1], "Since your last turn:", "{post}");
    for (k, other) in order[1..].iter().enumerate() {
        assert!(lines[2 + k].starts_with(&format!("{other} took card")), "line {} names {other}:\n{post}", 2 + k);
    }
    assert_eq!(lines.len(), 5, "one line per other player's turn:\n{post}");
    for colour in ["orange", "purple", "green", "blue"] {
        assert!(!post.contains(&format!("{colour} ")), "players are named, not their colour `{colour}`:\n{post}");
    }

    // And so on round the table: every ping tells the three turns before it.
    let (_, report) = tower_up_turn(&mut h).await;
    let post = public_post(&report);
    let expected: Vec<&String> = order[2..].iter().chain([first]).collect();
    let lines: Vec<&str> = post.lines().collect();
    assert_eq!(lines[0], format!("@{} your turn.", order[1]), "{post}");
    for (k, other) in expected.iter().enumerate() {
        assert!(lines[2 + k].starts_with(&format!("{other} took card")), "line {} names {other}:\n{post}", 2 + k);
    }
}

#[tokio::test]
async fn with_two_players_the_ping_tells_the_one_turn_it_follows() {
    let mut h = started("/game new game:tower-up", 2, 7).await;
    let (a, _) = tower_up_turn(&mut h).await;
    let (b, _) = tower_up_turn(&mut h).await;
    let (_, report) = tower_up_turn(&mut h).await;
    let post = public_post(&report);
    assert!(post.starts_with(&format!("@{b} your turn.\n{a} took card")), "{post}");
    assert!(!post.contains("Since"), "{post}");
    assert_eq!(post.lines().count(), 2, "{post}");
}

#[tokio::test]
async fn the_first_turn_s_ping_tells_what_happened_since_the_game_began() {
    let mut h = started("/game new game:tower-up", 3, 7).await;
    let (a, _) = tower_up_turn(&mut h).await;
    let (b, report) = tower_up_turn(&mut h).await;
    let post = public_post(&report);
    let lines: Vec<&str> = post.lines().collect();
    assert_eq!(lines[1], "Since the game began:", "{post}");
    assert!(
        lines[2].starts_with(&format!("{a} took card")) && lines[3].starts_with(&format!("{b} took card")),
        "{post}"
    );
}

#[tokio::test]
async fn computer_players_turns_are_in_the_catch_up() {
    let mut h = Harness::fast().await;
    h.ok("alice: /game new game:tower-up").await;
    h.ok("bob: /game join").await;
    h.ok("alice: /game bot add level:easy").await;
    h.ok("alice: /game start seed:3").await;
    // Whoever acts first, after two turns of the others each human hears of both.
    for _ in 0..4 {
        let (_, report) = tower_up_turn(&mut h).await;
        let post = public_post(&report);
        let next = to_act(&h).await;
        if post.contains("Since your last turn:") {
            assert!(post.contains("Computer 1 ("), "the computer's turn is told:\n{post}");
            assert!(post.starts_with(&format!("@{next} your turn.")), "{post}");
            return;
        }
    }
    panic!("no ping told two turns");
}

async fn a_reminder_carries_what_happened_since_the_player_s_last_turn(backend: Backend) {
    let mut h = started_on(backend, "/game new game:tower-up", 4, 7).await;
    let mut order = vec![];
    for _ in 0..4 {
        order.push(tower_up_turn(&mut h).await.0);
    }
    // A restart: the catch-up comes from the stored log, not from memory.
    let now = h.clock_now();
    let mut h = h.restart_at(now).await;
    let report = h.ok("carol: /wait 12h").await;
    let reminders = Harness::reminders(&report);
    assert_eq!(reminders.len(), 1);
    let reminder = &reminders[0].text;
    let lines: Vec<&str> = reminder.lines().collect();
    assert!(lines[0].starts_with(&format!("⏰ @{}, it's your turn", order[0])), "{reminder}");
    assert_eq!(lines[1], "Since your last turn:", "{reminder}");
    for (k, other) in order[1..].iter().enumerate() {
        assert!(lines[2 + k].starts_with(&format!("{other} took card")), "{reminder}");
    }
    // By DM too.
    h.ok(&format!("{}: /remind where:dm", order[0])).await;
    let report = h.ok("carol: /wait 24h").await;
    let reminder = &Harness::reminders(&report)[0];
    assert_eq!(reminder.visibility, "private");
    assert!(
        reminder.text.contains("Since your last turn:") && reminder.text.contains(&format!("{} took card", order[3]))
    );
}

/// Plays random legal moves (as `Harness::play_randomly` with the same
/// seed) until the game ends; returns the report of the last move: the
/// final post.
async fn play_to_the_end(h: &mut Harness, seed: u64) -> LineReport {
    use rand::SeedableRng;
    let mut rng = rand_chacha::ChaCha8Rng::seed_from_u64(seed);
    for _ in 0..20_000 {
        let report = h.random_move(&mut rng).await;
        if h.view("").await.unwrap().status != "running" {
            return report;
        }
    }
    panic!("the game did not end");
}

/// What `user` reads at `/game status`.
async fn status(h: &mut Harness, user: &str) -> String {
    h.ok(&format!("{user}: /game status")).await.replies[0].text.clone()
}

#[tokio::test]
async fn status_turn_lines_and_winners_name_people_not_colours() {
    let mut h = started("/game new game:tower-up", 2, 7).await;
    let next = to_act(&h).await;
    let seen = status(&mut h, "alice").await;
    assert!(seen.contains(&format!("\n{next} to act: main action")), "{seen}");
    for name in ["alice", "bob"] {
        assert!(seen.contains(&format!("\n{name} (")) && seen.contains("): hand "), "{name} beside a swatch:\n{seen}");
    }
    for colour in ["orange", "purple", "green", "blue"] {
        assert!(!seen.contains(&format!("{colour} to act")) && !seen.contains(&format!("\n{colour}:")), "{seen}");
    }
    let last = play_to_the_end(&mut h, 7).await;
    let winners = h.view("").await.unwrap().winners;
    let post = public_post(&last);
    let seen = status(&mut h, "alice").await;
    match winners.as_slice() {
        [winner] => {
            assert!(post.contains(&format!("🏆 {winner} wins!")), "{post}");
            assert!(seen.contains(&format!("Winner: {winner}.")), "{seen}");
        }
        shared => assert!(seen.contains(&format!("Winners: {}.", shared.join(", "))), "{seen}"),
    }

    let mut h = started("/game new game:cloud-city", 3, 5).await;
    let next = to_act(&h).await;
    let seen = status(&mut h, "carol").await;
    assert!(seen.contains(&format!("round 1 of 8: {next}'s turn")), "{seen}");
    assert!(seen.contains(&format!("\n{next} (")), "{seen}");

    let mut h = started("/game new game:sky-garden", 3, 5).await;
    let seen = status(&mut h, "carol").await;
    assert!(seen.contains("waiting for alice, bob, carol"), "{seen}");
    assert!(
        seen.contains("alice (orange) waiting on SB1"),
        "tokens are pieces: the colour stays beside the name:\n{seen}"
    );
}

#[tokio::test]
async fn tower_up_s_final_post_breaks_every_score_down() {
    let mut h = started("/game new game:tower-up", 3, 5).await;
    let post = public_post(&play_to_the_end(&mut h, 5).await).to_string();
    let lines: Vec<&str> = post.lines().filter(|l| l.contains(" — ")).collect();
    assert_eq!(lines.len(), 3, "a line per player:\n{post}");
    for line in lines {
        assert!(line.contains("vehicles ") && line.contains(" (black "), "each vehicle's money: {line}");
        assert!(line.contains(" + cone ") && line.contains(" + chips "), "{line}");
        assert!(!line.contains("(final)"), "no word left from the running game: {line}");
    }
    let seen = status(&mut h, "alice").await;
    assert!(!seen.contains("still to come") && !seen.contains("(final)"), "{seen}");
    assert!(seen.contains("The end was triggered when "), "{seen}");
}

#[tokio::test]
async fn cloud_city_s_final_post_breaks_scores_down_and_names_the_tie_break() {
    // (Found by search: this seeded random game ends 15 to 15.)
    let mut h = started("/game new game:cloud-city", 2, 1).await;
    let post = public_post(&play_to_the_end(&mut h, 1).await).to_string();
    assert!(post.contains("1. alice (orange): 15 — walkways 15 (blue 8, green 6, brown 1)"), "{post}");
    assert!(post.contains("2. bob (purple): 15 — walkways 15 (blue 6, green 7, brown 2)"), "{post}");
    assert!(post.contains("alice, bob tied at 15; blue votes decided: alice 8, bob 6.\n🏆 alice wins!"), "{post}");

    let mut h = started("/game new game:cloud-city requests:2", 3, 5).await;
    let post = public_post(&play_to_the_end(&mut h, 5).await).to_string();
    for line in post.lines().filter(|l| l.contains(" — ")) {
        assert!(line.contains("walkways ") && line.contains("(blue "), "walkways by colour: {line}");
        assert_eq!(line.matches(" +").count() + line.matches(" -").count(), 2, "each request card: {line}");
    }
    assert!(!post.contains("tied at"), "no tie, no tie-break:\n{post}");
}

#[tokio::test]
async fn sky_garden_s_final_post_breaks_scores_down_by_the_rulebook_s_categories() {
    let mut h = started("/game new game:sky-garden", 3, 5).await;
    let post = public_post(&play_to_the_end(&mut h, 5).await).to_string();
    let lines: Vec<&str> = post.lines().filter(|l| l.contains(" — ")).collect();
    assert_eq!(lines.len(), 3, "{post}");
    for line in lines {
        for category in ["birds ", " + eggs ", " + milestones ", " + Event card ", " + standby ", " + extra area "] {
            assert!(line.contains(category), "`{category}` in {line}");
        }
    }
}

#[tokio::test]
async fn solo_sky_garden_is_measured_against_its_target_never_won() {
    for seed in [5, 6] {
        let mut h = started("/game new game:sky-garden", 1, seed).await;
        let post = public_post(&play_to_the_end(&mut h, seed).await).to_string();
        let seen = status(&mut h, "alice").await;
        for text in [&post, &seen] {
            assert!(!text.contains("wins") && !text.contains("🏆") && !text.contains("Winner"), "{text}");
        }
        assert!(post.contains("Final scores\nalice (orange): "), "{post}");
        let total = h.view("").await.unwrap().scores["alice"];
        let verdict = match total {
            150.. => "target 150: reached".to_string(),
            130.. => "target 130: reached".to_string(),
            _ => format!("target 130: {} short", 130 - total),
        };
        assert!(post.contains(&format!("alice (orange): {total} — ")) && post.contains(&verdict), "{post}");
        assert!(seen.contains(&format!("Solo result: {total}; {verdict}")), "no \"now\" once over:\n{seen}");
    }
}

/// The fenced block of `kind` (`sh`, `json`) that first follows `anchor`
/// in the README, as written there.
fn readme_block(kind: &str, anchor: &str) -> String {
    let readme = std::fs::read_to_string(concat!(env!("CARGO_MANIFEST_DIR"), "/README.md")).unwrap();
    let after = &readme[readme.find(anchor).unwrap_or_else(|| panic!("the README says `{anchor}`"))..];
    let open = format!("```{kind}\n");
    let body = &after[after.find(&open).expect("a fenced block") + open.len()..];
    body[..body.find("\n```").expect("the block closes")].to_string()
}

#[tokio::test]
async fn the_readme_s_console_example_runs_as_written() {
    let script = readme_block("sh", "`aerie play` runs the same commands");
    let lines: Vec<&str> = script.lines().filter(|line| !line.starts_with("cargo ")).collect();
    assert!(lines.len() >= 4 && lines.iter().any(|l| l.contains("/move")), "{script}");
    // Images on, as `aerie play --out out` writes them.
    let mut h = Harness::new().await;
    let mut reports = vec![];
    for line in &lines {
        reports.push(h.ok(line).await);
    }
    // The JSON example is one of these lines, as `--json` prints it.
    let example: serde_json::Value =
        serde_json::from_str(&readme_block("json", "prints exactly one JSON object")).expect("the example is JSON");
    let line = example["line"].as_u64().unwrap() as usize;
    let shown = serde_json::to_value(&reports[line - 1]).unwrap();
    for key in ["line", "user", "ok", "error"] {
        assert_eq!(example[key], shown[key], "`{key}`");
    }
    let file_names = |reply: &serde_json::Value| -> Vec<String> {
        let images = reply["images"].as_array().unwrap();
        images.iter().map(|p| p.as_str().unwrap().rsplit('/').next().unwrap().to_string()).collect()
    };
    let (example_replies, replies) = (example["replies"].as_array().unwrap(), shown["replies"].as_array().unwrap());
    assert_eq!(example_replies.len(), replies.len());
    for (written, real) in example_replies.iter().zip(replies) {
        assert_eq!((&written["visibility"], &written["to"]), (&real["visibility"], &real["to"]));
        assert_eq!(file_names(written), file_names(real), "real file names");
    }
    let (written, real) = (&example["game"], &shown["game"]);
    for key in ["kind", "status", "players", "scores", "winners"] {
        assert_eq!(written[key], real[key], "game `{key}`");
    }
    let users = |game: &serde_json::Value| -> Vec<serde_json::Value> {
        game["to_move"].as_array().unwrap().iter().map(|t| t["user"].clone()).collect()
    };
    assert_eq!(users(written), users(real), "whoever the seed puts first");
}

/// A computer's long turn is told step by step: every move the computers
/// made after the human's turn is in the post, in words (none folded into
/// "N more steps"), whatever its length.
#[tokio::test]
async fn every_step_of_the_computers_long_turns_is_in_the_post() {
    use aerie::catalog;
    use aerie::games::seat_words::name_seats;
    use aerie::i18n::{said_in, Lang};
    use rand::SeedableRng;

    let mut h = Harness::fast().await;
    h.ok("alice: /game new game:sky-garden").await;
    for _ in 0..3 {
        h.ok("alice: /game bot add level:easy").await;
    }
    h.ok("alice: /game start seed:5").await;
    let mut rng = rand_chacha::ChaCha8Rng::seed_from_u64(5);
    let mut longest = 0;
    for _ in 0..400 {
        let view = h.view("").await.unwrap();
        if view.status != "running" || longest > 60 {
            break;
        }
        let before = h.table().store().latest_game(aerie::console::CHANNEL).await.unwrap().unwrap().moves.len();
        let report = h.random_move(&mut rng).await;
        let game = h.table().store().latest_game(aerie::console::CHANNEL).await.unwrap().unwrap();
        let by_computers = game.moves[before..].iter().filter(|m| m.seat != 0).count();
        if by_computers == 0 {
            continue;
        }
        // What each of those moves said, replayed from the stored log.
        let engine = catalog::engine(&game.kind).unwrap();
        let mut state = engine.setup(&game.options, game.seats.len(), game.seed).unwrap();
        let names: Vec<String> = game.seats.iter().map(|s| s.name.clone()).collect();
        let mut steps = vec![];
        for (i, mv) in game.moves.iter().enumerate() {
            let outcome = state.play(mv.seat, &mv.notation).unwrap();
            if i >= before && mv.seat != 0 {
                steps.push(said_in(Lang::En, &name_seats(outcome.public, &names)));
            }
        }
        let post = report.replies.iter().find(|r| r.visibility == "public").map(|r| r.text.clone()).unwrap();
        for step in &steps {
            assert!(post.contains(step.as_str()), "step {step:?} missing from the post:\n{post}");
        }
        assert!(!post.contains("more steps") && !post.contains("more moves"), "{post}");
        longest = longest.max(steps.len());
    }
    assert!(longest > 20, "a long chain of computer moves was told (the longest had {longest} steps)");
}

/// Figures for the record (run on request): characters per public post and
/// how many went on in a second Discord message, and the bytes of public
/// images, over whole 4-player games (alice and three computers) of each kind.
#[tokio::test]
#[ignore = "plays and draws three whole games; run on request for the figures"]
async fn figures_of_public_posts_and_images() {
    use rand::SeedableRng;
    for (kind, seed) in [("tower-up", 3), ("cloud-city", 4), ("sky-garden", 5)] {
        let mut h = Harness::new().await;
        h.ok(&format!("alice: /game new game:{kind}")).await;
        for _ in 0..3 {
            h.ok("alice: /game bot add level:easy").await;
        }
        h.ok(&format!("alice: /game start seed:{seed}")).await;
        let mut rng = rand_chacha::ChaCha8Rng::seed_from_u64(seed);
        let (mut chars, mut images) = (vec![], vec![]);
        for _ in 0..3_000 {
            if h.view("").await.unwrap().status != "running" {
                break;
            }
            let report = h.random_move(&mut rng).await;
            for reply in report.replies.iter().filter(|r| r.visibility == "public") {
                chars.push(reply.text.encode_utf16().count());
                images.extend(reply.images.iter().map(|p| std::fs::metadata(p).unwrap().len()));
            }
        }
        chars.sort_unstable();
        let second = chars.iter().filter(|&&c| c > 2_000).count();
        let total: u64 = images.iter().sum();
        println!(
            "{kind}: {} public posts, characters median {} max {}, {second} needed a second message; {} public images, {:.1} KB average, {:.2} MB in all",
            chars.len(),
            chars[chars.len() / 2],
            chars.last().unwrap(),
            images.len(),
            total as f64 / images.len().max(1) as f64 / 1024.0,
            total as f64 / 1_048_576.0
        );
    }
}
