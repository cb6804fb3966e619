//! Computer players' strength and speed, as a table of figures:
//! - two-player games of every kind, hard (and normal) against easy (the
//!   greedy player), seats alternating: win rates, decision times;
//! - Sky Garden solo at every level: mean, best and the distribution;
//! - pointless back-and-forth: moves that lead back to a position already
//!   seen in the same turn (same choices, scores and hand), counted for the
//!   players as the table runs them and for greedy without that guard.
//!
//! - the ladder (`BOTS_PART=ladder`): hard against normal and normal against
//!   easy, ties half, with 95 % intervals (`BOTS_PAIRINGS=hard` or `normal`
//!   one of them, `BOTS_FIRST_GAME=n` from game n on, `BOTS_HARD_WITH_OTHERS=n`
//!   hard's turns planned with others).
//!
//! `cargo bench --bench bots`. Environment: `BOTS_GAMES=n` games per figure
//! (default 10); `BOTS_SKY_GAMES=n` those of Sky Garden, whose games are long
//! (default 3 per row, 6 for the quick easy rows); `BOTS_ONLY=sky-garden` the
//! kinds; `BOTS_PART=duel` or `solo` one of the two tables; `BOTS_LEVELS=hard`
//! the levels; `BOTS_ROWS=guide,hard` the rows by name (`guide`: the Sky
//! Garden search's guide alone, no look beyond the turn); `BOTS_FIRST_SEED=n`
//! the first solo seed; `BOTS_TRACE=1` every move with the scores and funds
//! after it; `BOTS_DETAIL=1` (also on with `BOTS_TRACE`) each game's final
//! score parts. "nest off" counts Sky Garden birds taken off a nest (worth it
//! only between two Standby breeds; greedy shuffles them on and off).

use std::time::{Duration, Instant};

use aerie::bots::{self, Budget, Level, Strategy};
use aerie::catalog;
use aerie::games::Turn;

/// One seat's player in a benchmark game.
#[derive(Clone, Copy)]
struct Player {
    strategy: Strategy,
    /// Whether it avoids positions already seen this turn, as the table does.
    guarded: bool,
}

impl Player {
    /// The player of `level`; `BOTS_HARD_WITH_OTHERS=n` sets hard's turns planned with others.
    fn level(level: Level) -> Player {
        let mut strategy = level.strategy();
        if let (Level::Hard, Strategy::Search(budget)) = (level, &mut strategy) {
            if let Some(n) = std::env::var("BOTS_HARD_WITH_OTHERS").ok().and_then(|v| v.parse().ok()) {
                budget.turns_with_others = n;
            }
        }
        Player { strategy, guarded: true }
    }
}

#[derive(Default)]
struct Tally {
    /// Decision times per seat.
    times: Vec<Vec<Duration>>,
    /// Back-and-forth moves per seat.
    returns: Vec<u32>,
    moves: Vec<u32>,
    /// Sky Garden: birds taken off a nest.
    nest_offs: Vec<u32>,
}

/// Plays one game; final scores and the tally.
fn play(kind: &str, seats: usize, seed: u64, players: &[Player]) -> (Vec<i64>, Tally) {
    let engine = catalog::engine(kind).unwrap();
    let mut game = engine.setup(&engine.parse_options(&[]).unwrap(), seats, seed).unwrap();
    let mut tally =
        Tally { times: vec![vec![]; seats], returns: vec![0; seats], moves: vec![0; seats], nest_offs: vec![0; seats] };
    let mut memory = bots::TurnMemory::default();
    for ply in 0..20_000u64 {
        let Turn::Seats(to_move) = game.to_move() else { break };
        let seat = to_move[0];
        memory.note(game.as_ref(), seat);
        let player = players[seat];
        let visited: &[u64] = if player.guarded { memory.positions() } else { &[] };
        let start = Instant::now();
        let mv = bots::choose_avoiding(game.as_ref(), seat, player.strategy, seed * 100_000 + ply, visited).unwrap();
        tally.times[seat].push(start.elapsed());
        game.play(seat, &mv).unwrap();
        if std::env::var_os("BOTS_TRACE").is_some() {
            let summary = aerie::i18n::Shows::english(&game.summary(aerie::games::Viewer::Public));
            let funds: Vec<&str> = summary.split("funds ").skip(1).map(|t| t.split(',').next().unwrap_or("")).collect();
            let scores: Vec<String> = game.scores().iter().map(|s| s.total.to_string()).collect();
            println!("  seat {seat}: {mv}  [score {} funds {}]", scores.join(" "), funds.join(" "));
        }
        tally.moves[seat] += 1;
        if game.to_move().seats().first() == Some(&seat)
            && game.at_turn_start() != Some(true)
            && memory.positions().contains(&bots::fingerprint(game.as_ref(), seat))
        {
            tally.returns[seat] += 1;
        }
        // A Sky Garden pair taken off its nest: useful only between two Standby breeds.
        if mv.starts_with("nest ") && mv.ends_with(" off") {
            tally.nest_offs[seat] += 1;
        }
    }
    if std::env::var_os("BOTS_TRACE").is_some() || std::env::var_os("BOTS_DETAIL").is_some() {
        for score in game.scores() {
            println!("  seed {seed}: {}", aerie::i18n::Shows::english(&score.detail));
        }
    }
    (game.scores().iter().map(|s| s.total).collect(), tally)
}

fn percentile(times: &mut [Duration], p: f64) -> f64 {
    if times.is_empty() {
        return 0.0;
    }
    times.sort_unstable();
    let i = ((times.len() - 1) as f64 * p).round() as usize;
    times[i].as_secs_f64() * 1000.0
}

fn main() {
    let number = |name: &str, default: u64| std::env::var(name).ok().and_then(|v| v.parse().ok()).unwrap_or(default);
    let games = number("BOTS_GAMES", 10);
    let sky_games = number("BOTS_SKY_GAMES", 3);
    let only = std::env::var("BOTS_ONLY").ok();
    let wanted = |kind: &str| only.as_deref().is_none_or(|o| o.split(',').any(|k| k == kind));
    let part = std::env::var("BOTS_PART").unwrap_or_default();
    let levels: Vec<Level> = match std::env::var("BOTS_LEVELS") {
        Ok(list) => list.split(',').filter_map(Level::parse).collect(),
        Err(_) => Level::ALL.to_vec(),
    };
    if part == "probe" {
        probe();
        return;
    }
    if part == "tune" {
        tune();
        return;
    }
    if part == "ladder" {
        ladder(games, sky_games, &wanted);
        return;
    }
    if part != "solo" {
        duels(games, sky_games, &wanted, &levels);
    }
    if part != "duel" && wanted("sky-garden") {
        solo(sky_games, &levels);
    }
}

fn duels(games: u64, sky_games: u64, wanted: &dyn Fn(&str) -> bool, levels: &[Level]) {
    let easy = Player::level(Level::Easy);
    println!("Two-player games against easy (greedy), {games} per row ({sky_games} of Sky Garden), seats alternating");
    println!(
        "{:<11} {:<7} {:>6} {:>7} {:>7} {:>9} {:>9} {:>11} {:>11} {:>9} {:>9}",
        "game",
        "level",
        "wins",
        "win %",
        "margin",
        "median ms",
        "p99 ms",
        "back&forth",
        "easy b&f",
        "nest off",
        "easy off"
    );
    for engine in catalog::engines() {
        let kind = engine.kind();
        if !wanted(kind) {
            continue;
        }
        let games = if kind == "sky-garden" { sky_games } else { games };
        let mut rows: Vec<(&str, Player)> =
            levels.iter().filter(|&&l| l != Level::Easy).map(|&l| (l.as_str(), Player::level(l))).collect();
        if std::env::var("BOTS_ROWS").is_ok_and(|r| r.split(',').any(|r| r == "guide")) {
            rows.push(("guide", guide()));
        }
        for (name, player) in rows {
            let (mut wins, mut margin, mut times, mut returns, mut easy_returns) = (0, 0, vec![], 0, 0);
            let (mut offs, mut easy_offs) = (0, 0);
            let mut easy_times = vec![];
            for seed in 0..games {
                let seat = (seed % 2) as usize;
                let mut players = [easy; 2];
                players[seat] = player;
                let (scores, tally) = play(kind, 2, 1_000 + seed, &players);
                let diff = scores[seat] - scores[1 - seat];
                wins += u32::from(diff > 0);
                margin += diff;
                times.extend(tally.times[seat].iter().copied());
                easy_times.extend(tally.times[1 - seat].iter().copied());
                returns += tally.returns[seat];
                easy_returns += tally.returns[1 - seat];
                offs += tally.nest_offs[seat];
                easy_offs += tally.nest_offs[1 - seat];
            }
            println!(
                "{:<11} {:<7} {:>6} {:>6.0}% {:>7.1} {:>9.1} {:>9.1} {:>11} {:>11} {:>9} {:>9}",
                kind,
                name,
                format!("{wins}/{games}"),
                100.0 * wins as f64 / games as f64,
                margin as f64 / games as f64,
                percentile(&mut times, 0.5),
                percentile(&mut times, 0.99),
                returns,
                easy_returns,
                offs,
                easy_offs
            );
            if name == "hard" {
                println!(
                    "{:<11} {:<7} {:>6} {:>7} {:>7} {:>9.1} {:>9.1}",
                    kind,
                    "easy",
                    "",
                    "",
                    "",
                    percentile(&mut easy_times, 0.5),
                    percentile(&mut easy_times, 0.99)
                );
            }
        }
    }
}

/// Each level against the one below it, two players (or `BOTS_SEATS`),
/// seats rotating: wins of the stronger (ties for first count half) with a 95 % Wilson interval, the
/// mean margin, and both levels' decision times.
fn ladder(games: u64, sky_games: u64, wanted: &dyn Fn(&str) -> bool) {
    // `BOTS_FIRST_GAME` lets several processes share one row's games.
    let first: u64 = std::env::var("BOTS_FIRST_GAME").ok().and_then(|v| v.parse().ok()).unwrap_or(0);
    let pairings: Vec<(Level, Level)> = match std::env::var("BOTS_PAIRINGS").as_deref() {
        Ok("hard") => vec![(Level::Hard, Level::Normal)],
        Ok("normal") => vec![(Level::Normal, Level::Easy)],
        _ => vec![(Level::Hard, Level::Normal), (Level::Normal, Level::Easy)],
    };
    // `BOTS_SEATS=3`: the stronger level against two of the weaker, its seat rotating.
    let seats: usize = std::env::var("BOTS_SEATS").ok().and_then(|v| v.parse().ok()).unwrap_or(2);
    println!("Each level against the one below, {seats} players, seats rotating ({games} games per row, {sky_games} of Sky Garden; a win: above every other seat, a tie for first half)");
    println!(
        "{:<11} {:<15} {:>7} {:>7} {:>15} {:>7} {:>10} {:>8} {:>10} {:>8}",
        "game", "pairing", "score", "win %", "95 % interval", "margin", "upper med", "p99", "lower med", "p99"
    );
    for engine in catalog::engines() {
        let kind = engine.kind();
        if !wanted(kind) {
            continue;
        }
        let games = if kind == "sky-garden" { sky_games } else { games };
        for &(upper, lower) in &pairings {
            let (mut points, mut margin) = (0.0, 0);
            let (mut upper_times, mut lower_times) = (vec![], vec![]);
            for game in first..first + games {
                let seat = (game % seats as u64) as usize;
                let mut players = vec![Player::level(lower); seats];
                players[seat] = Player::level(upper);
                let (scores, tally) = play(kind, seats, 2_000 + game, &players);
                let best_other = (0..seats).filter(|&s| s != seat).map(|s| scores[s]).max().unwrap_or(0);
                let diff = scores[seat] - best_other;
                points += match diff.signum() {
                    1 => 1.0,
                    0 => 0.5,
                    _ => 0.0,
                };
                margin += diff;
                upper_times.extend(tally.times[seat].iter().copied());
                for (other, times) in tally.times.iter().enumerate() {
                    if other != seat {
                        lower_times.extend(times.iter().copied());
                    }
                }
            }
            let (low, high) = wilson(points, games as f64);
            println!(
                "{:<11} {:<15} {:>7} {:>6.0}% {:>15} {:>7.1} {:>10.1} {:>8.1} {:>10.1} {:>8.1}",
                kind,
                format!("{upper} v {lower}"),
                format!("{points}/{games}"),
                100.0 * points / games as f64,
                format!("{:.0}–{:.0} %", 100.0 * low, 100.0 * high),
                margin as f64 / games as f64,
                percentile(&mut upper_times, 0.5),
                percentile(&mut upper_times, 0.99),
                percentile(&mut lower_times, 0.5),
                percentile(&mut lower_times, 0.99)
            );
        }
    }
}

/// The 95 % Wilson score interval of a share of `points` in `games`.
fn wilson(points: f64, games: f64) -> (f64, f64) {
    if games == 0.0 {
        return (0.0, 1.0);
    }
    let z = 1.96_f64;
    let p = points / games;
    let centre = (p + z * z / (2.0 * games)) / (1.0 + z * z / games);
    let half = z * (p * (1.0 - p) / games + z * z / (4.0 * games * games)).sqrt() / (1.0 + z * z / games);
    (centre - half, centre + half)
}

/// The search's guide alone: its shortlist's favourite, no playouts.
fn guide() -> Player {
    Player {
        strategy: Strategy::Search(Budget { turns: 0, turns_with_others: 0, ..Budget::rollouts(0) }),
        guarded: true,
    }
}

fn solo(games: u64, levels: &[Level]) {
    let easy = Player::level(Level::Easy);
    // `BOTS_FIRST_SEED` lets several processes share one row's seeds.
    let first: u64 = std::env::var("BOTS_FIRST_SEED").ok().and_then(|v| v.parse().ok()).unwrap_or(1);
    println!("\nSky Garden solo, {games} games per row (seeds {first}..{}; 6 for the easy rows)", first + games);
    println!(
        "{:<16} {:>6} {:>5} {:>5} {:>9} {:>9} {:>11} {:>9} {:>7}  scores",
        "player", "mean", "best", "≥130", "median ms", "p99 ms", "back&forth", "nest off", "moves"
    );
    let unguarded = Player { strategy: Strategy::Greedy, guarded: false };
    let rows = [
        ("easy, unguarded", unguarded),
        ("easy", easy),
        ("normal", Player::level(Level::Normal)),
        ("hard", Player::level(Level::Hard)),
        // The search's guide alone: its shortlist's favourite, no playouts.
        ("guide", guide()),
        ("guide unguarded", Player { guarded: false, ..guide() }),
    ];
    let wanted_row = |name: &str| match std::env::var("BOTS_ROWS") {
        Ok(rows) => rows.split(',').any(|r| r == name),
        Err(_) => levels.iter().any(|l| name.starts_with(l.as_str())),
    };
    for (name, player) in rows.into_iter().filter(|(name, _)| wanted_row(name)) {
        let (mut scores, mut times, mut returns, mut offs, mut moves) = (vec![], vec![], 0, 0, 0);
        let games = if name.starts_with("easy") { games.max(6) } else { games };
        for seed in first..first + games {
            let (score, tally) = play("sky-garden", 1, seed, &[player]);
            scores.push(score[0]);
            times.extend(tally.times[0].iter().copied());
            returns += tally.returns[0];
            offs += tally.nest_offs[0];
            moves += tally.moves[0];
        }
        let mean = scores.iter().sum::<i64>() as f64 / scores.len() as f64;
        let best = scores.iter().max().copied().unwrap_or(0);
        let good = scores.iter().filter(|&&s| s >= 130).count();
        let mut sorted = scores.clone();
        sorted.sort_unstable();
        println!(
            "{:<16} {:>6.1} {:>5} {:>5} {:>9.1} {:>9.1} {:>11} {:>9} {:>7}  {:?}",
            name,
            mean,
            best,
            good,
            percentile(&mut times, 0.5),
            percentile(&mut times, 0.99),
            returns,
            offs,
            moves,
            sorted
        );
    }
}

/// Tunes Sky Garden's outlook weights (`Weights`) for solo play: a
/// coordinate search from `Weights::SOLO`, each weight in turn tried
/// 1.5 times larger and smaller and kept where the mean solo score over the
/// tuning seeds rises, for `BOTS_TUNE_PASSES` passes (default 2). The seeds
/// are `BOTS_TUNE_SEEDS` from 1000 (default 100), never the reported ones
/// (1–40). The player is deterministic (no time limit): the guide, or with
/// `BOTS_TUNE_TURNS=n` a plan n turns deep, `BOTS_TUNE_WIDTH` lines wide
/// (default 4); `BOTS_TUNE_START=name=value,…` other starting values.
/// Games run on two threads. Prints every trial and the result
/// as Rust.
fn tune() {
    use aerie::games::sky_garden::{with_weights, Weights};
    let number = |name: &str, default: u64| std::env::var(name).ok().and_then(|v| v.parse().ok()).unwrap_or(default);
    let seeds: Vec<u64> = (1_000..1_000 + number("BOTS_TUNE_SEEDS", 100)).collect();
    let passes = number("BOTS_TUNE_PASSES", 2);
    let turns = number("BOTS_TUNE_TURNS", 0) as usize;
    let candidates = number("BOTS_TUNE_WIDTH", 4) as usize;
    let budget = Budget { turns, turns_with_others: 0, candidates, ..Budget::rollouts(0) };
    let player = Player { strategy: Strategy::Search(budget), guarded: true };
    let mean = |weights: Weights| -> f64 {
        // Each thread takes the next seed not yet played (games differ in length).
        let next = std::sync::atomic::AtomicUsize::new(0);
        let total: i64 = std::thread::scope(|scope| {
            let workers: Vec<_> = (0..2)
                .map(|_| {
                    let (seeds, next) = (&seeds, &next);
                    scope.spawn(move || {
                        with_weights(weights, || {
                            std::iter::from_fn(|| seeds.get(next.fetch_add(1, std::sync::atomic::Ordering::Relaxed)))
                                .map(|&seed| play("sky-garden", 1, seed, &[player]).0[0])
                                .sum::<i64>()
                        })
                    })
                })
                .collect();
            workers.into_iter().map(|w| w.join().unwrap()).sum()
        });
        total as f64 / seeds.len() as f64
    };
    let start = Instant::now();
    // `BOTS_TUNE_START=name=value,…` starts from other values (a new weight at 0 is never tried).
    let mut best = Weights::SOLO;
    for pair in std::env::var("BOTS_TUNE_START").unwrap_or_default().split(',').filter(|p| !p.is_empty()) {
        let (name, value) = pair.split_once('=').expect("BOTS_TUNE_START: name=value,…");
        best = best.with(name, value.parse().expect("BOTS_TUNE_START: a number"));
    }
    let mut best_mean = mean(best);
    println!("Tuning the Sky Garden outlook: seeds {}..{}, player {budget:?}", seeds[0], seeds[seeds.len() - 1] + 1);
    let start_mean = best_mean;
    println!("start: mean {best_mean:.2}");
    // Weights that only act with other seats are left as they are.
    let solo = |name: &str| !matches!(name, "blue_stop" | "icon_breeds_per_round");
    for pass in 1..=passes {
        let mut improved = false;
        for (name, _) in Weights::SOLO.named().into_iter().filter(|(n, _)| solo(n)) {
            let now = best.named().iter().find(|(n, _)| *n == name).unwrap().1;
            if now == 0.0 {
                continue;
            }
            for factor in [1.5, 1.0 / 1.5] {
                let value = now * factor;
                let trial = best.with(name, value);
                let trial_mean = mean(trial);
                let kept = trial_mean > best_mean;
                println!(
                    "pass {pass}: {name} = {value:.3}: mean {trial_mean:.2}{} ({:.0} s)",
                    if kept { " kept" } else { "" },
                    start.elapsed().as_secs_f64()
                );
                if kept {
                    (best, best_mean, improved) = (trial, trial_mean, true);
                    break;
                }
            }
        }
        if !improved {
            break;
        }
    }
    println!("result: mean {best_mean:.2} (from {start_mean:.2})\n{best:#?}");
}

/// What a playout costs: plies of a random game and the time per ply of
/// `legal`, and of a random playout, per kind and player count.
fn probe() {
    for engine in catalog::engines() {
        for seats in [1, 2] {
            let Ok(mut game) = engine.setup(&engine.parse_options(&[]).unwrap(), seats, 1) else { continue };
            let start = Instant::now();
            let (mut plies, mut legal_time, mut moves) = (0, Duration::ZERO, 0);
            let mut rng = 1u64;
            while let Turn::Seats(to_move) = game.to_move() {
                let t = Instant::now();
                let legal = game.legal(to_move[0]);
                legal_time += t.elapsed();
                moves += legal.len();
                rng = rng.wrapping_mul(6364136223846793005).wrapping_add(1442695040888963407);
                let mv = &legal[(rng >> 33) as usize % legal.len()];
                game.play(to_move[0], mv).unwrap();
                plies += 1;
            }
            let total = start.elapsed();
            println!(
                "{:<11} {seats}p: {plies} plies, {:.1} legal moves/ply, legal {:.1} µs/ply, playout {:.1} ms",
                engine.kind(),
                moves as f64 / plies as f64,
                legal_time.as_secs_f64() * 1e6 / plies as f64,
                total.as_secs_f64() * 1e3
            );
        }
    }
}
