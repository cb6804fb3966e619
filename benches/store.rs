//! The store: moves committed (append to the log, new snapshot, version
//! bump, one transaction) on SQLite in WAL mode as in production, and on
//! PostgreSQL by 1, 2 and 4 processes at once; the scheduler's due-game
//! lookup over 100,000 games on both.
//!
//! PostgreSQL benches need a server: `AERIE_BENCH_PG_URL` or
//! `AERIE_TEST_PG_URL` (see the README; `.ci/pg-start` starts one). Each
//! "process" is a store of its own (its own connection pool, as a separate
//! process would have) on its own thread and runtime, committing moves to
//! its own games; criterion's time per iteration is the wall time per
//! committed move over all of them.
//!
//! After the game (`cargo bench --bench store -- after`): `/leaderboard`,
//! `/stats` and `/history` pages through `Table::handle`, and the rating
//! update at a game's end, with 100,000 finished games stored; medians and
//! 99th percentiles printed (on PostgreSQL too with a server, as above).

use std::time::{Duration, Instant};

use criterion::{criterion_group, criterion_main, Criterion};
use serde_json::json;

use aerie::records::{GameResult, Settings, Standing};
use aerie::store::{Change, GameRecord, MoveRecord, SeatRecord, Status, Store};

fn pg_server() -> Option<String> {
    let url = std::env::var("AERIE_BENCH_PG_URL").or_else(|_| std::env::var("AERIE_TEST_PG_URL")).ok();
    if url.is_none() {
        eprintln!("PostgreSQL benches skipped: set AERIE_BENCH_PG_URL (or AERIE_TEST_PG_URL)");
    }
    url
}

/// A fresh schema on the server, as a URL.
async fn fresh_pg(server: &str) -> String {
    use sqlx::Connection;
    let schema = format!("bench_{}_{}", std::process::id(), rand::random::<u32>());
    let mut conn = sqlx::PgConnection::connect(server).await.unwrap();
    sqlx::query(&format!("CREATE SCHEMA {schema}")).execute(&mut conn).await.unwrap();
    let sep = if server.contains('?') { '&' } else { '?' };
    format!("{server}{sep}options=-c%20search_path%3D{schema}")
}

fn game(channel: String) -> GameRecord {
    // A snapshot of realistic size (a few KB of JSON).
    let snapshot = json!({ "board": (0..200).map(|i| json!({"site": i, "floors": [1, 2, 3]})).collect::<Vec<_>>() });
    GameRecord {
        id: 0,
        guild: "g".into(),
        channel,
        kind: "tower-up".into(),
        options: json!({}),
        status: Status::Running,
        host: "alice".into(),
        seed: 1,
        version: 0,
        snapshot: Some(snapshot),
        result: None,
        created_at: 0,
        updated_at: 0,
        turn_since: Some(0),
        settings: Settings::default(),
        remind_at: None,
        deadline_at: None,
        reminders_sent: 0,
        board_link: None,
        skip_votes: vec![],
        paused_at: None,
        proposal: None,
        idle_at: None,
        idle_notice_at: None,
        seat_clocks: vec![],
        seats: vec![SeatRecord::human("alice", "alice")],
        moves: vec![],
    }
}

/// One committer: a game of its own, and the next ply.
struct Committer {
    store: Store,
    game: GameRecord,
    ply: i64,
}

impl Committer {
    async fn new(store: Store, channel: String) -> Committer {
        let mut game = game(channel);
        game.id = store.insert_game(&game).await.unwrap();
        Committer { store, game, ply: 0 }
    }

    async fn commit(&mut self) {
        self.ply += 1;
        let mv = MoveRecord {
            ply: self.ply,
            seat: 0,
            user_id: "alice".into(),
            notation: "take 1".into(),
            reveals: true,
            by_computer: false,
            played_at: self.ply,
        };
        self.store.commit(&mut self.game, Change::Move(mv)).await.unwrap();
    }
}

fn commit_move(c: &mut Criterion) {
    let rt = tokio::runtime::Runtime::new().unwrap();
    let dir = tempfile::tempdir().unwrap();
    let store = rt.block_on(Store::open(&dir.path().join("bench.db").display().to_string())).unwrap();
    let mut committer = rt.block_on(Committer::new(store, "c".into()));
    c.bench_function("commit one move to SQLite", |b| b.iter(|| rt.block_on(committer.commit())));
}

/// `processes` stores on one PostgreSQL database, each on its own thread
/// with its own runtime, each committing to four games of its own.
fn commit_move_postgres(c: &mut Criterion) {
    let Some(server) = pg_server() else { return };
    let url = tokio::runtime::Runtime::new().unwrap().block_on(fresh_pg(&server));
    let mut group = c.benchmark_group("commit one move to PostgreSQL");
    group.sample_size(10).measurement_time(Duration::from_secs(8));
    for processes in [1usize, 2, 4] {
        group.bench_function(format!("{processes} process(es)"), |b| {
            b.iter_custom(|iters| {
                let per_process = (iters as usize).div_ceil(processes);
                let start = std::sync::Barrier::new(processes + 1);
                std::thread::scope(|scope| {
                    for p in 0..processes {
                        let (url, start) = (url.clone(), &start);
                        scope.spawn(move || {
                            let rt = tokio::runtime::Builder::new_current_thread().enable_all().build().unwrap();
                            rt.block_on(async {
                                let store = Store::open(&url).await.unwrap();
                                let mut committers = vec![];
                                for g in 0..4 {
                                    let channel = format!("p{p}-g{g}-{}", rand::random::<u64>());
                                    committers.push(Committer::new(store.clone(), channel).await);
                                }
                                start.wait();
                                // Four games at once per process, as players in different channels.
                                let share = per_process.div_ceil(committers.len());
                                let runs = committers.iter_mut().map(|c| async move {
                                    for _ in 0..share {
                                        c.commit().await;
                                    }
                                });
                                futures_join_all(runs).await;
                            });
                            start.wait();
                        });
                    }
                    start.wait();
                    let began = Instant::now();
                    start.wait();
                    let elapsed = began.elapsed();
                    // The work done may round up past `iters`; scale to it.
                    let done = per_process.div_ceil(4) * 4 * processes;
                    elapsed.mul_f64(iters as f64 / done as f64)
                })
            })
        });
    }
    group.finish();
}

/// Runs futures concurrently on the current task.
async fn futures_join_all<F: std::future::Future<Output = ()>>(futures: impl IntoIterator<Item = F>) {
    let mut set = Vec::new();
    for f in futures {
        set.push(Box::pin(f));
    }
    futures_util::future::join_all(set).await;
}

/// The scheduler's wake-up query (earliest due game, then the due ones)
/// over 100,000 stored games, most of them with a due time.
fn due_lookup(c: &mut Criterion) {
    let rt = tokio::runtime::Runtime::new().unwrap();
    let dir = tempfile::tempdir().unwrap();
    let store = rt.block_on(Store::open(&dir.path().join("due.db").display().to_string())).unwrap();
    rt.block_on(async {
        let mut tx = store.pool().begin().await.unwrap();
        for i in 0..100_000i64 {
            let due = if i % 10 == 0 { None } else { Some(1_000_000 + (i * 7919) % 100_000) };
            sqlx::query(
                "INSERT INTO games (guild, channel, kind, options, status, host, seed, created_at, updated_at, remind_at, due_at)
                 VALUES ('g', ?, 'tower-up', '{}', ?, 'h', 1, 0, 0, ?, ?)",
            )
            .bind(format!("c{i}"))
            .bind(if due.is_some() { "running" } else { "finished" })
            .bind(due)
            .bind(due)
            .execute(&mut *tx)
            .await
            .unwrap();
        }
        tx.commit().await.unwrap();
    });
    c.bench_function("find due reminders among 100,000 games", |b| {
        b.iter(|| {
            rt.block_on(async {
                let next = store.next_due().await.unwrap();
                let due = store.due_games(next.unwrap() + 5, 200).await.unwrap();
                due.len()
            })
        })
    });
}

/// The same lookup on PostgreSQL, and claiming the due games there (what
/// each process's scheduler does), over 100,000 games.
fn due_lookup_postgres(c: &mut Criterion) {
    let Some(server) = pg_server() else { return };
    let rt = tokio::runtime::Runtime::new().unwrap();
    let store = rt.block_on(async { Store::open(&fresh_pg(&server).await).await.unwrap() });
    let pool = store.postgres_pool().unwrap().clone();
    rt.block_on(async {
        sqlx::query(
            "INSERT INTO games (guild, channel, kind, options, status, host, seed, created_at, updated_at, remind_at, due_at)
             SELECT 'g', 'c' || i, 'tower-up', '{}', CASE WHEN i % 10 = 0 THEN 'finished' ELSE 'running' END,
                    'h', 1, 0, 0, due, due
             FROM (SELECT i, CASE WHEN i % 10 = 0 THEN NULL ELSE 1000000 + (i * 7919) % 100000 END AS due
                   FROM generate_series(0, 99999) AS i) AS g",
        )
        .execute(&pool)
        .await
        .unwrap();
        sqlx::query("ANALYZE games").execute(&pool).await.unwrap();
    });
    c.bench_function("find due reminders among 100,000 games on PostgreSQL", |b| {
        b.iter(|| {
            rt.block_on(async {
                let next = store.next_due().await.unwrap();
                let due = store.due_games(next.unwrap() + 5, 200).await.unwrap();
                due.len()
            })
        })
    });
    // Each claim moves the claimed games' due time past the others, so the
    // next claim finds the next ones: a steady state of a busy scheduler.
    let mut now = 1_000_000;
    c.bench_function("claim due games among 100,000 games on PostgreSQL", |b| {
        b.iter(|| {
            now += 5;
            rt.block_on(store.claim_due_games(now, 1_000_000, 200)).unwrap().len()
        })
    });
}

/// A quiet channel's latest game (what `/game log`, `/game status` … load)
/// with 300,000 newer games in other channels: with the channel index, and
/// without it (as before migration 0002), for comparison.
fn latest_game_lookup(c: &mut Criterion) {
    let rt = tokio::runtime::Runtime::new().unwrap();
    let dir = tempfile::tempdir().unwrap();
    let store = rt.block_on(Store::open(&dir.path().join("latest.db").display().to_string())).unwrap();
    rt.block_on(async {
        let mut tx = store.pool().begin().await.unwrap();
        for i in 0..=300_000i64 {
            let channel = if i == 0 { "quiet".to_string() } else { format!("c{}", i % 50_000) };
            sqlx::query(
                "INSERT INTO games (guild, channel, kind, options, status, host, seed, created_at, updated_at)
                 VALUES ('g', ?, 'tower-up', '{}', 'finished', 'h', 1, 0, 0)",
            )
            .bind(channel)
            .execute(&mut *tx)
            .await
            .unwrap();
        }
        tx.commit().await.unwrap();
    });
    let mut group = c.benchmark_group("latest game of a quiet channel, 300,000 newer games");
    group.bench_function("indexed", |b| b.iter(|| rt.block_on(store.latest_game("quiet")).unwrap().unwrap().id));
    rt.block_on(sqlx::query("DROP INDEX games_by_channel").execute(store.pool())).unwrap();
    group.sample_size(10);
    group.bench_function("without the index", |b| {
        b.iter(|| rt.block_on(store.latest_game("quiet")).unwrap().unwrap().id)
    });
    group.finish();
}

// ----- after the game: /leaderboard, /stats, /history, the rating update -----

/// Finished games stored for the after-the-game benches.
const FINISHED: i64 = 100_000;
/// Players on the benches' server (some play many games, some few).
const PLAYERS: usize = 60;
const KINDS: [&str; 3] = ["tower-up", "cloud-city", "sky-garden"];
const GUILD: &str = "g";

/// Rows of one table, as SQL values, inserted 1,000 to a statement.
struct Rows {
    table: &'static str,
    columns: &'static str,
    values: Vec<String>,
}

impl Rows {
    fn new(table: &'static str, columns: &'static str) -> Rows {
        Rows { table, columns, values: vec![] }
    }

    async fn write(&self, store: &Store) {
        for chunk in self.values.chunks(1_000) {
            let sql = format!("INSERT INTO {} ({}) VALUES {}", self.table, self.columns, chunk.join(", "));
            match store.postgres_pool() {
                Some(pool) => sqlx::query(&sql).execute(pool).await.map(|_| ()),
                None => sqlx::query(&sql).execute(store.pool()).await.map(|_| ()),
            }
            .unwrap();
        }
    }
}

/// 100,000 finished games of 2–4 seats (one in five with a computer) on one
/// server, with the seats, results and ratings the store itself writes at
/// each game's end: ratings moved game by game with `ratings::rate`, as
/// `rate_finished` does.
async fn fill_finished(store: &Store) {
    use aerie::bots::Level;
    use aerie::ratings;
    use skillratings::weng_lin::WengLinRating;
    let mut rng = <rand_chacha::ChaCha8Rng as rand::SeedableRng>::seed_from_u64(21);
    let mut rating: std::collections::HashMap<(usize, usize), (WengLinRating, i64, i64, i64)> = Default::default();
    let mut games = Rows::new(
        "games",
        "id, guild, channel, kind, options, status, host, seed, result, created_at, updated_at, board_link, finished_at, history_no, history_kind_no",
    );
    let mut of_kind = [0i64; KINDS.len()];
    let mut seats = Rows::new("seats", "game_id, seat, user_id, name, kind, level");
    let mut results = Rows::new(
        "game_results",
        "game_id, seat, guild, kind, user_id, name, players, score, rank, won, mu_before, sigma_before, mu_after, sigma_after, finished_at",
    );
    for id in 1..=FINISHED {
        use rand::Rng;
        let kind = (id as usize) % KINDS.len();
        let at = 1_000_000 + id * 600;
        let n = rng.gen_range(2..=4usize);
        let computer = rng.gen_bool(0.2).then(|| rng.gen_range(0..n));
        // Popular players play more: the square of a uniform pick.
        let mut people: Vec<usize> = vec![];
        while people.len() < n {
            let p = (rng.gen::<f64>().powi(2) * PLAYERS as f64) as usize;
            if !people.contains(&p) {
                people.push(p);
            }
        }
        let scores: Vec<i64> = (0..n).map(|_| rng.gen_range(0..40)).collect();
        let mut order: Vec<usize> = (0..n).collect();
        order.sort_by_key(|&s| std::cmp::Reverse(scores[s]));
        let rank_of = |s: usize| 1 + order.iter().filter(|&&o| scores[o] > scores[s]).count();
        let standings: Vec<serde_json::Value> = order
            .iter()
            .map(|&s| json!({ "seat": s, "score": scores[s], "rank": rank_of(s), "human": computer != Some(s) }))
            .collect();
        let winners: Vec<usize> = order.iter().copied().filter(|&s| rank_of(s) == 1).collect();
        let result = json!({ "winners": winners, "standings": standings, "resigned": [] });
        of_kind[kind] += 1;
        games.values.push(format!(
            "({id}, '{GUILD}', 'c{}', '{}', '{{}}', 'finished', 'p{}', 1, '{result}', {}, {at}, 'https://discord.com/channels/1/{}/{id}', {at}, {id}, {})",
            id % 500,
            KINDS[kind],
            people[0],
            at - 3_600,
            id % 500,
            of_kind[kind]
        ));
        let before: Vec<(WengLinRating, usize)> = (0..n)
            .map(|s| match computer == Some(s) {
                true => (ratings::computer(Level::Normal), rank_of(s)),
                false => (rating.get(&(kind, people[s])).map_or(ratings::START, |r| r.0), rank_of(s)),
            })
            .collect();
        let after = ratings::rate(&before);
        for s in 0..n {
            let (user, name, seat_kind) = match computer == Some(s) {
                true => (format!("computer-{s}"), format!("Computer {} (normal)", s + 1), "computer"),
                false => (format!("p{}", people[s]), format!("Player {}", people[s]), "human"),
            };
            seats.values.push(format!("({id}, {s}, '{user}', '{name}', '{seat_kind}', 'normal')"));
            if computer == Some(s) {
                continue;
            }
            let won = i64::from(rank_of(s) == 1);
            let entry = rating.entry((kind, people[s])).or_insert((ratings::START, 0, 0, at));
            *entry = (after[s], entry.1 + 1, entry.2 + won, at);
            let (b, a) = (before[s].0, after[s]);
            results.values.push(format!(
                "({id}, {s}, '{GUILD}', '{}', '{user}', '{name}', {n}, {}, {}, {won}, {}, {}, {}, {}, {at})",
                KINDS[kind],
                scores[s],
                rank_of(s),
                b.rating,
                b.uncertainty,
                a.rating,
                a.uncertainty
            ));
        }
    }
    let mut board =
        Rows::new("ratings", "guild, kind, user_id, name, mu, sigma, conservative, games, wins, updated_at");
    for ((kind, p), (r, played, wins, at)) in &rating {
        board.values.push(format!(
            "('{GUILD}', '{}', 'p{p}', 'Player {p}', {}, {}, {}, {played}, {wins}, {at})",
            KINDS[*kind],
            r.rating,
            r.uncertainty,
            ratings::conservative(*r)
        ));
    }
    // The server's counts, as each game's finishing transaction bumps them.
    let mut counts = Rows::new("finished_counts", "guild, kind, games");
    counts.values.push(format!("('{GUILD}', '', {FINISHED})"));
    for (kind, n) in KINDS.iter().zip(of_kind) {
        counts.values.push(format!("('{GUILD}', '{kind}', {n})"));
    }
    for rows in [&games, &seats, &results, &board, &counts] {
        rows.write(store).await;
    }
    // The players' totals, as `rate_finished` keeps them (migration 0010's backfill).
    let totals = "INSERT INTO player_totals (guild, user_id, kind, games, wins, score_sum, best, solo_games, solo_sum, solo_best)
                  SELECT guild, user_id, kind,
                         SUM(CASE WHEN players > 1 THEN 1 ELSE 0 END), SUM(CASE WHEN players > 1 THEN won ELSE 0 END),
                         SUM(CASE WHEN players > 1 THEN score ELSE 0 END), MAX(CASE WHEN players > 1 THEN score END),
                         SUM(CASE WHEN players = 1 THEN 1 ELSE 0 END), SUM(CASE WHEN players = 1 THEN score ELSE 0 END),
                         MAX(CASE WHEN players = 1 THEN score END)
                  FROM game_results GROUP BY guild, user_id, kind";
    match store.postgres_pool() {
        Some(pool) => sqlx::query(totals).execute(pool).await.map(drop).unwrap(),
        None => sqlx::query(totals).execute(store.pool()).await.map(drop).unwrap(),
    }
    match store.postgres_pool() {
        Some(pool) => {
            sqlx::query("SELECT setval(pg_get_serial_sequence('games', 'id'), (SELECT MAX(id) FROM games))")
                .execute(pool)
                .await
                .unwrap();
            // As autovacuum leaves a table after a bulk load: index-only scans can skip the heap.
            sqlx::query("VACUUM ANALYZE").execute(pool).await.unwrap();
        }
        None => {
            sqlx::query("ANALYZE").execute(store.pool()).await.unwrap();
        }
    }
}

/// Median and 99th percentile of `runs` timings, printed.
fn report(what: &str, mut times: Vec<Duration>) {
    times.sort();
    let at = |q: f64| times[((times.len() - 1) as f64 * q).round() as usize];
    println!("{what:<62} median {:>8.3} ms   p99 {:>8.3} ms", ms(at(0.5)), ms(at(0.99)));
}

fn ms(d: Duration) -> f64 {
    d.as_secs_f64() * 1_000.0
}

/// Times each command through `Table::handle`, as a user would send it.
async fn time_commands(table: &aerie::table::Table, backend: &str) {
    use aerie::table::{Command, Place, User};
    let place = Place { guild: Some(GUILD.into()), channel: "bench".into() };
    let user = User { id: "p3".into(), name: "Player 3".into(), is_admin: false, manages_server: false };
    let pages = FINISHED as usize / 10;
    let history = |kind: Option<&str>, player: Option<&str>, page| Command::History {
        kind: kind.map(Into::into),
        player: player.map(Into::into),
        page,
    };
    let commands = [
        ("/leaderboard game:tower-up", Command::Leaderboard { kind: "tower-up".into() }),
        ("/stats (a regular's)", Command::Stats { player: Some("p3".into()) }),
        ("/stats player:<name>", Command::Stats { player: Some("Player 40".into()) }),
        ("/history (page 1)", history(None, None, 1)),
        ("/history (page 5,000 of 10,000)", history(None, None, pages / 2)),
        ("/history (last page)", history(None, None, pages)),
        ("/history game:cloud-city (page 1)", history(Some("cloud-city"), None, 1)),
        ("/history game:cloud-city (last page)", history(Some("cloud-city"), None, pages)),
        ("/history player:p3 (page 1)", history(None, Some("p3"), 1)),
        ("/history player:p3 (last page)", history(None, Some("p3"), pages)),
        ("/history game:sky-garden player:<name> (page 1)", history(Some("sky-garden"), Some("Player 3"), 1)),
    ];
    for (what, command) in commands {
        let mut times = vec![];
        for _ in 0..200 {
            let began = Instant::now();
            let replies = table.handle(&place, &user, command.clone()).await.unwrap();
            times.push(began.elapsed());
            assert!(!replies.is_empty());
        }
        report(&format!("{backend}: {what}"), times);
    }
}

/// A game finishing: the commit that ends a game of three players (which
/// numbers it in the history and rates its players, writing their results
/// and totals), against the commit that ends a game of three computers
/// (numbered, nobody to rate) and a commit that ends nothing. The rating
/// update is the first difference; the history's numbering the second.
async fn time_rating_update(store: &Store, backend: &str) {
    let (mut rated, mut unrated, mut plain) = (vec![], vec![], vec![]);
    for i in 0..200 {
        for people in [true, false] {
            let mut game = game(format!("rate-{i}-{people}"));
            game.guild = GUILD.into();
            game.seats = (0..3).map(|p| SeatRecord::human(&format!("p{p}"), &format!("Player {p}"))).collect();
            game.id = store.insert_game(&game).await.unwrap();
            let began = Instant::now();
            store.commit(&mut game, Change::Game).await.unwrap();
            plain.push(began.elapsed());
            game.status = Status::Finished;
            let standings =
                (0..3).map(|s| Standing { seat: s, score: 10 - s as i64, rank: s + 1, human: people }).collect();
            game.result = Some(GameResult::by_rules(vec![0], standings, vec![]));
            let began = Instant::now();
            store.commit(&mut game, Change::Game).await.unwrap();
            if people { &mut rated } else { &mut unrated }.push(began.elapsed());
        }
    }
    let median = |t: &mut Vec<Duration>| {
        t.sort();
        t[t.len() / 2]
    };
    let rating = median(&mut rated).saturating_sub(median(&mut unrated));
    let numbering = median(&mut unrated).saturating_sub(median(&mut plain));
    report(&format!("{backend}: commit that finishes a game (3 players)"), rated);
    report(&format!("{backend}: commit that finishes a game (3 computers)"), unrated);
    report(&format!("{backend}: a commit that finishes nothing"), plain);
    println!("{:<62} median {:>8.3} ms", format!("{backend}: the rating update (3 players − 3 computers)"), ms(rating));
    println!(
        "{:<62} median {:>8.3} ms",
        format!("{backend}: numbering in the history (3 computers − nothing)"),
        ms(numbering)
    );
}

/// `/leaderboard`, `/stats`, `/history` pages and the rating update with
/// 100,000 finished games, on SQLite and (with a server) PostgreSQL:
/// medians and 99th percentiles of 200 runs each, printed.
fn after_the_game(_: &mut Criterion) {
    let rt = tokio::runtime::Runtime::new().unwrap();
    let dir = tempfile::tempdir().unwrap();
    let mut stores = vec![("SQLite", dir.path().join("finished.db").display().to_string())];
    if let Some(server) = pg_server() {
        stores.push(("PostgreSQL", rt.block_on(fresh_pg(&server))));
    }
    for (backend, url) in stores {
        rt.block_on(async {
            let store = Store::open(&url).await.unwrap();
            let began = Instant::now();
            fill_finished(&store).await;
            println!("{backend}: {FINISHED} finished games stored in {:.1} s", began.elapsed().as_secs_f64());
            let clock = std::sync::Arc::new(aerie::clock::ManualClock::at(2_000_000_000));
            let table = aerie::table::Table::new(store.clone(), clock).without_images();
            time_commands(&table, backend).await;
            time_rating_update(&store, backend).await;
        });
    }
}

criterion_group! {
    name = benches;
    config = Criterion::default().sample_size(50);
    targets = commit_move, due_lookup, latest_game_lookup, commit_move_postgres, due_lookup_postgres, after_the_game
}
criterion_main!(benches);
