//! Load: the table as the console and Discord drive it (`Table::handle`,
//! a fresh SQLite file, board images on), under a mixed load:
//!
//! - 40 Tower Up tables receive `/move`s as a Poisson stream at an offered
//!   rate (each table takes one command at a time, as one channel would);
//! - meanwhile three Sky Garden tables, each a person and three hard
//!   computers, play on: the person's moves come one after the other, so
//!   whenever one ends a turn, three hard computer turns follow.
//!
//! For each offered rate (`LOAD_RATES`, moves per second; default 5, 10,
//! 20, 40), for `LOAD_SECONDS` (default 12 s):
//!
//! - acknowledgement: from a move's arrival (its time in the Poisson stream)
//!   until a trivial task spawned then on the same runtime runs: how long an
//!   answer-first deferral would wait for the runtime;
//! - board: from a move's arrival until it is played and its reply (with
//!   the board drawn) is ready;
//! - carried: Tower Up moves answered per second of the run;
//! - computer queue wait: from a decision's enqueue to its start (the
//!   pool's own `aerie_computer_queue_wait_seconds`);
//! - peak RSS so far (`VmHWM`).
//!
//! Then `/games` and `/history` on a server with 10,000 finished and 1,000
//! running games: time, and the most heap the call held above what was
//! held before it.
//!
//! The computers' threads come from `AERIE_COMPUTER_THREADS` as in the bot
//! (unset: the cores less one); setting it to the core count gives the
//! figure of a pool as wide as the old blocking pool could use at once.
//! `cargo bench --bench load`.

use std::alloc::{GlobalAlloc, Layout, System};
use std::collections::HashMap;
use std::sync::atomic::{AtomicBool, AtomicUsize, Ordering};
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};

use rand::{Rng, SeedableRng};
use rand_chacha::ChaCha8Rng;

use aerie::clock::SystemClock;
use aerie::i18n::Lang;
use aerie::store::{Status, Store};
use aerie::table::{Command, ComputerPool, ComputerSettings, Place, Table, User};

// ----- heap in use, for the memory of one call -----

/// The system allocator, counting the bytes held now and the most held.
struct Counting;

static HELD: AtomicUsize = AtomicUsize::new(0);
static MOST_HELD: AtomicUsize = AtomicUsize::new(0);

unsafe impl GlobalAlloc for Counting {
    unsafe fn alloc(&self, layout: Layout) -> *mut u8 {
        let p = System.alloc(layout);
        if !p.is_null() {
            let now = HELD.fetch_add(layout.size(), Ordering::Relaxed) + layout.size();
            MOST_HELD.fetch_max(now, Ordering::Relaxed);
        }
        p
    }

    unsafe fn dealloc(&self, p: *mut u8, layout: Layout) {
        HELD.fetch_sub(layout.size(), Ordering::Relaxed);
        System.dealloc(p, layout)
    }

    unsafe fn realloc(&self, p: *mut u8, layout: Layout, size: usize) -> *mut u8 {
        let q = System.realloc(p, layout, size);
        if !q.is_null() {
            HELD.fetch_sub(layout.size(), Ordering::Relaxed);
            let now = HELD.fetch_add(size, Ordering::Relaxed) + size;
            MOST_HELD.fetch_max(now, Ordering::Relaxed);
        }
        q
    }
}

#[global_allocator]
static ALLOCATOR: Counting = Counting;

// ----- the computer queue's waits, as the pool reports them -----

#[derive(Default)]
struct Waits(Mutex<Vec<f64>>);

impl metrics::HistogramFn for Waits {
    fn record(&self, seconds: f64) {
        self.0.lock().unwrap().push(seconds);
    }
}

/// A metrics recorder keeping the computer queue's waits, nothing else.
struct QueueWaits(Arc<Waits>);

impl metrics::Recorder for QueueWaits {
    fn describe_counter(&self, _: metrics::KeyName, _: Option<metrics::Unit>, _: metrics::SharedString) {}
    fn describe_gauge(&self, _: metrics::KeyName, _: Option<metrics::Unit>, _: metrics::SharedString) {}
    fn describe_histogram(&self, _: metrics::KeyName, _: Option<metrics::Unit>, _: metrics::SharedString) {}
    fn register_counter(&self, _: &metrics::Key, _: &metrics::Metadata<'_>) -> metrics::Counter {
        metrics::Counter::noop()
    }
    fn register_gauge(&self, _: &metrics::Key, _: &metrics::Metadata<'_>) -> metrics::Gauge {
        metrics::Gauge::noop()
    }
    fn register_histogram(&self, key: &metrics::Key, _: &metrics::Metadata<'_>) -> metrics::Histogram {
        match key.name() == aerie::telemetry::QUEUE_WAIT_SECONDS {
            true => metrics::Histogram::from_arc(self.0.clone()),
            false => metrics::Histogram::noop(),
        }
    }
}

// ----- figures -----

/// The `q` quantile of `times` (sorted here), in ms.
fn quantile(times: &mut [Duration], q: f64) -> f64 {
    if times.is_empty() {
        return f64::NAN;
    }
    times.sort();
    times[((times.len() - 1) as f64 * q).round() as usize].as_secs_f64() * 1_000.0
}

fn peak_rss_mb() -> f64 {
    let status = std::fs::read_to_string("/proc/self/status").unwrap_or_default();
    let kb =
        status.lines().find_map(|l| l.strip_prefix("VmHWM:")).and_then(|v| v.split_whitespace().next()?.parse().ok());
    kb.map_or(f64::NAN, |kb: f64| kb / 1024.0)
}

fn user(id: &str) -> User {
    User::named(id)
}

fn place(guild: &str, channel: &str) -> Place {
    Place { guild: Some(guild.into()), channel: channel.into() }
}

fn new_game(kind: &str) -> Command {
    Command::New { kind: kind.into(), options: vec![], language: Lang::En }
}

// ----- the tables -----

/// A Tower Up table of two people; a finished game is followed by a new one.
struct TowerTable {
    place: Place,
    seed: u64,
}

impl TowerTable {
    async fn open(table: &Table, i: usize, seed: u64) -> TowerTable {
        // Ten tables a server.
        let tower = TowerTable { place: place(&format!("tower-server-{}", i / 10), &format!("tower-{i}")), seed };
        tower.start(table).await;
        tower
    }

    async fn start(&self, table: &Table) {
        let (alice, bob) = (user(&format!("{}-a", self.place.channel)), user(&format!("{}-b", self.place.channel)));
        table.handle(&self.place, &alice, new_game("tower-up")).await.unwrap();
        table.handle(&self.place, &bob, Command::Join).await.unwrap();
        table.handle(&self.place, &alice, Command::Start { seed: Some(self.seed) }).await.unwrap();
    }

    /// One move by whoever is to move, a random legal one; a new game if over.
    async fn move_once(&mut self, table: &Table, rng: &mut ChaCha8Rng) -> bool {
        let moves = match table.waiting_moves(&self.place.channel).await {
            Ok(Some(moves)) => moves,
            Ok(None) => {
                self.seed += 1;
                self.start(table).await;
                return false;
            }
            Err(_) => return false,
        };
        let (Some(mover), false) = (moves.waiting.first(), moves.legal.is_empty()) else { return false };
        let action = moves.legal[rng.gen_range(0..moves.legal.len())].clone();
        table.handle(&self.place, &user(mover), Command::Move { action }).await.is_ok()
    }
}

/// A Sky Garden table: a person and three hard computers.
async fn open_sky_garden(table: &Table, i: usize) -> Place {
    let place = place(&format!("garden-server-{i}"), &format!("garden-{i}"));
    let host = user(&format!("gardener-{i}"));
    table.handle(&place, &host, new_game("sky-garden")).await.unwrap();
    for _ in 0..3 {
        table.handle(&place, &host, Command::BotAdd { level: aerie::bots::Level::Hard }).await.unwrap();
    }
    table.handle(&place, &host, Command::Start { seed: Some(900 + i as u64) }).await.unwrap();
    place
}

/// The person plays random legal moves until `stop`; a finished game is followed by a new one.
async fn garden_player(table: Table, i: usize, stop: Arc<AtomicBool>) -> usize {
    let mut rng = ChaCha8Rng::seed_from_u64(i as u64);
    let mut place = place(&format!("garden-server-{i}"), &format!("garden-{i}"));
    let host = user(&format!("gardener-{i}"));
    let mut moves = 0;
    while !stop.load(Ordering::Relaxed) {
        match table.moves_for(&place.channel, &host.id).await {
            Ok(Some(m)) if !m.legal.is_empty() => {
                let action = m.legal[rng.gen_range(0..m.legal.len())].clone();
                if table.handle(&place, &host, Command::Move { action }).await.is_ok() {
                    moves += 1;
                }
            }
            Ok(None) => place = open_sky_garden(&table, i).await,
            // (Not the person's turn: computers still at it, or a store hiccup.)
            _ => tokio::time::sleep(Duration::from_millis(50)).await,
        }
    }
    moves
}

/// One offered rate's figures.
struct Row {
    offered: f64,
    ack: Vec<Duration>,
    board: Vec<Duration>,
    carried: f64,
    refused: usize,
    queue_wait: Vec<Duration>,
    garden_moves: usize,
    rss_mb: f64,
}

async fn run_rate(
    table: &Table,
    towers: &[Arc<tokio::sync::Mutex<TowerTable>>],
    rate: f64,
    seconds: f64,
    waits: &Waits,
) -> Row {
    waits.0.lock().unwrap().clear();
    let stop = Arc::new(AtomicBool::new(false));
    let gardens: Vec<_> = (0..3).map(|i| tokio::spawn(garden_player(table.clone(), i, stop.clone()))).collect();
    let acks = Arc::new(Mutex::new(vec![]));
    let boards = Arc::new(Mutex::new(vec![]));
    let refused = Arc::new(AtomicUsize::new(0));
    let mut rng = ChaCha8Rng::seed_from_u64(rate as u64);
    let began = tokio::time::Instant::now();
    let end = began + Duration::from_secs_f64(seconds);
    let mut next = began;
    let mut moves = vec![];
    loop {
        next += Duration::from_secs_f64(-(1.0 - rng.gen::<f64>()).ln() / rate);
        if next >= end {
            break;
        }
        tokio::time::sleep_until(next).await;
        let arrival = next.into_std();
        let acks = acks.clone();
        tokio::spawn(async move { acks.lock().unwrap().push(arrival.elapsed()) });
        let (table, tower, boards, refused) =
            (table.clone(), towers[rng.gen_range(0..towers.len())].clone(), boards.clone(), refused.clone());
        let seed = rng.gen();
        moves.push(tokio::spawn(async move {
            let mut tower = tower.lock().await;
            let mut rng = ChaCha8Rng::seed_from_u64(seed);
            if tower.move_once(&table, &mut rng).await {
                boards.lock().unwrap().push(arrival.elapsed());
            } else {
                refused.fetch_add(1, Ordering::Relaxed);
            }
        }));
    }
    stop.store(true, Ordering::Relaxed);
    for m in moves {
        m.await.unwrap();
    }
    let carried = boards.lock().unwrap().len() as f64 / began.elapsed().as_secs_f64();
    let mut garden_moves = 0;
    for g in gardens {
        garden_moves += g.await.unwrap();
    }
    let queue_wait = waits.0.lock().unwrap().iter().map(|&s| Duration::from_secs_f64(s)).collect();
    let (ack, board) = (std::mem::take(&mut *acks.lock().unwrap()), std::mem::take(&mut *boards.lock().unwrap()));
    Row {
        offered: rate,
        ack,
        board,
        carried,
        refused: refused.load(Ordering::Relaxed),
        queue_wait,
        garden_moves,
        rss_mb: peak_rss_mb(),
    }
}

// ----- /games and /history on a big server -----

const BIG: &str = "big-server";
const FINISHED: i64 = 10_000;
const RUNNING: usize = 1_000;

/// 10,000 finished games of two people, as the history keeps them.
async fn fill_finished(store: &Store) {
    let kinds = ["tower-up", "cloud-city", "sky-garden"];
    let (mut games, mut seats) = (vec![], vec![]);
    let mut of_kind = HashMap::<&str, i64>::new();
    for no in 1..=FINISHED {
        // (Ids past the load's own games.)
        let id = 1_000_000 + no;
        let kind = kinds[no as usize % kinds.len()];
        let at = 1_000_000 + no * 600;
        let kind_no = of_kind.entry(kind).and_modify(|n| *n += 1).or_insert(1);
        let result = r#"{"winners":[0],"standings":[{"seat":0,"score":30,"rank":1,"human":true},{"seat":1,"score":20,"rank":2,"human":true}],"resigned":[]}"#;
        games.push(format!(
            "({id}, '{BIG}', 'old-{}', '{kind}', '{{}}', 'finished', 'p{}', 1, '{result}', {}, {at}, {at}, {no}, {kind_no})",
            no % 300,
            no % 50,
            at - 3_600
        ));
        for seat in 0..2 {
            seats.push(format!(
                "({id}, {seat}, 'p{}', 'Player {}', 'human', 'normal')",
                (no + seat) % 50,
                (no + seat) % 50
            ));
        }
    }
    let insert = |table: &str, columns: &str, rows: &[String]| {
        rows.chunks(1_000)
            .map(|c| format!("INSERT INTO {table} ({columns}) VALUES {}", c.join(", ")))
            .collect::<Vec<_>>()
    };
    let mut statements = insert(
        "games",
        "id, guild, channel, kind, options, status, host, seed, result, created_at, updated_at, finished_at, history_no, history_kind_no",
        &games,
    );
    statements.extend(insert("seats", "game_id, seat, user_id, name, kind, level", &seats));
    let mut counts = vec![format!("('{BIG}', '', {FINISHED})")];
    counts.extend(of_kind.iter().map(|(kind, n)| format!("('{BIG}', '{kind}', {n})")));
    statements.extend(insert("finished_counts", "guild, kind, games", &counts));
    for sql in statements {
        sqlx::query(&sql).execute(store.pool()).await.unwrap();
    }
}

/// 1,000 running Tower Up games copied from a real one, the caller seated in one in ten.
async fn fill_running(table: &Table) {
    let model = place(BIG, "model");
    table.handle(&model, &user("p0"), new_game("tower-up")).await.unwrap();
    table.handle(&model, &user("p1"), Command::Join).await.unwrap();
    table.handle(&model, &user("p0"), Command::Start { seed: Some(3) }).await.unwrap();
    let game = table.store().latest_game("model").await.unwrap().unwrap();
    assert_eq!(game.status, Status::Running);
    for i in 0..RUNNING {
        let mut copy = game.clone();
        copy.channel = format!("running-{i}");
        copy.seats[0].user_id = if i % 10 == 0 { "caller".into() } else { format!("p{}", i % 50) };
        copy.seats[1].user_id = format!("p{}", 50 + i % 50);
        table.store().insert_game(&copy).await.unwrap();
    }
}

/// Times `command` `runs` times; the most heap held above the start, over the runs.
async fn time_call(table: &Table, command: Command, runs: usize) -> (Vec<Duration>, usize) {
    let (place, caller) = (place(BIG, "running-0"), user("caller"));
    let mut times = vec![];
    let mut most = 0;
    for _ in 0..runs {
        let before = HELD.load(Ordering::Relaxed);
        MOST_HELD.store(before, Ordering::Relaxed);
        let began = Instant::now();
        let replies = table.handle(&place, &caller, command.clone()).await.unwrap();
        times.push(began.elapsed());
        most = most.max(MOST_HELD.load(Ordering::Relaxed).saturating_sub(before));
        assert!(!replies.is_empty());
    }
    (times, most)
}

fn main() {
    let waits = Arc::new(Waits::default());
    metrics::set_global_recorder(QueueWaits(waits.clone())).expect("the bench's recorder");
    let var = |name: &str| std::env::var(name).ok();
    let settings = ComputerSettings::parse(var("AERIE_COMPUTER_THREADS").as_deref(), None).unwrap();
    let rates: Vec<f64> = var("LOAD_RATES")
        .map(|r| r.split(',').filter_map(|r| r.trim().parse().ok()).collect())
        .unwrap_or_else(|| vec![5.0, 10.0, 20.0, 40.0]);
    let seconds: f64 = var("LOAD_SECONDS").and_then(|s| s.parse().ok()).unwrap_or(12.0);
    let cores = std::thread::available_parallelism().map_or(1, |n| n.get());
    let rt = tokio::runtime::Builder::new_multi_thread().enable_all().build().unwrap();
    let dir = tempfile::tempdir().unwrap();
    println!("Load: {cores} cores, runtime of {cores} workers, {settings}; {seconds} s per rate; images on");
    rt.block_on(async {
        let store = Store::open(&dir.path().join("load.db").display().to_string()).await.unwrap();
        let table = Table::new(store, Arc::new(SystemClock)).with_computers(ComputerPool::start(settings));
        let mut towers = vec![];
        for i in 0..40 {
            towers.push(Arc::new(tokio::sync::Mutex::new(TowerTable::open(&table, i, 100 + i as u64).await)));
        }
        for i in 0..3 {
            open_sky_garden(&table, i).await;
        }
        println!(
            "\n{:>8} {:>8} {:>8} {:>9} {:>9} {:>8} {:>8} {:>10} {:>10} {:>7} {:>8}",
            "offered",
            "ack p50",
            "ack p99",
            "board p50",
            "board p99",
            "carried",
            "refused",
            "queue p50",
            "queue p99",
            "garden",
            "peak RSS"
        );
        println!(
            "{:>8} {:>8} {:>8} {:>9} {:>9} {:>8} {:>8} {:>10} {:>10} {:>7} {:>8}",
            "moves/s", "ms", "ms", "ms", "ms", "moves/s", "", "ms", "ms", "moves", "MB"
        );
        let mut best = None;
        for &rate in &rates {
            let mut row = run_rate(&table, &towers, rate, seconds, &waits).await;
            let board_p99 = quantile(&mut row.board, 0.99);
            println!(
                "{:>8.0} {:>8.1} {:>8.1} {:>9.0} {:>9.0} {:>8.1} {:>8} {:>10.0} {:>10.0} {:>7} {:>8.0}",
                row.offered,
                quantile(&mut row.ack, 0.5),
                quantile(&mut row.ack, 0.99),
                quantile(&mut row.board, 0.5),
                board_p99,
                row.carried,
                row.refused,
                quantile(&mut row.queue_wait, 0.5),
                quantile(&mut row.queue_wait, 0.99),
                row.garden_moves,
                row.rss_mb
            );
            if board_p99 <= 2_000.0 {
                best = Some(row.carried.max(best.unwrap_or(0.0)));
            }
        }
        match best {
            Some(best) => println!("carried with board p99 ≤ 2 s: {best:.1} moves/s"),
            None => println!("carried with board p99 ≤ 2 s: none of the offered rates"),
        }

        let began = Instant::now();
        fill_finished(table.store()).await;
        fill_running(&table).await;
        println!("\n{FINISHED} finished and {RUNNING} running games stored in {:.1} s", began.elapsed().as_secs_f64());
        let calls = [
            ("/games (1,000 running, caller in 100)", Command::Games),
            ("/history (page 1 of 10,000)", Command::History { kind: None, player: None, page: 1 }),
        ];
        for (what, command) in calls {
            let (mut times, heap) = time_call(&table, command, 20).await;
            println!(
                "{what:<40} p50 {:>8.1} ms  max {:>8.1} ms  heap held at most {:>8.0} KB",
                quantile(&mut times, 0.5),
                quantile(&mut times, 1.0),
                heap as f64 / 1_024.0
            );
        }
        println!("peak RSS {:.0} MB", peak_rss_mb());
    });
}
