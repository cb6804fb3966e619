//! Drives whole games through the console, as users would type them.
#![allow(dead_code)]

use std::path::Path;
use std::sync::Arc;

use rand::seq::SliceRandom;
use rand::SeedableRng;
use rand_chacha::ChaCha8Rng;

use aerie::clock::ManualClock;
use aerie::console::{Console, LineReport, CHANNEL};
use aerie::store::Store;
use aerie::table::{GameView, Table};

pub mod backend;
pub use backend::Backend;

/// When every test's clock starts.
/// (The start of a 30-day vacation period, so allowances count from zero.)
pub const START: i64 = 687 * 30 * 24 * 3600;

pub struct Harness {
    pub console: Console,
    pub clock: Arc<ManualClock>,
    line: usize,
    pub dir: tempfile::TempDir,
    /// The database the table keeps its games in.
    pub url: String,
}

impl Harness {
    pub async fn new() -> Self {
        Self::on(Backend::Sqlite).await
    }

    /// A harness on a fresh database of `backend` (see `on_both_backends!`).
    pub async fn on(backend: Backend) -> Self {
        Self::new_on(backend, true).await
    }

    /// `fast` on a fresh database of `backend`.
    pub async fn fast_on(backend: Backend) -> Self {
        Self::new_on(backend, false).await
    }

    async fn new_on(backend: Backend, images: bool) -> Self {
        let dir = tempfile::tempdir().unwrap();
        let url = backend::fresh_database(backend, dir.path()).await.expect("a database for this backend");
        Self::open_url(dir, url, images, START).await
    }

    /// The same database opened again by a new table at `now`, as after a
    /// restart (the clock keeps going across it).
    pub async fn restart_at(self, now: i64) -> Self {
        let Harness { console, dir, url, .. } = self;
        drop(console);
        Self::open_url(dir, url, false, now).await
    }

    /// A harness whose table draws no images (for many fast games).
    pub async fn fast() -> Self {
        let dir = tempfile::tempdir().unwrap();
        let db = dir.path().join("aerie.db");
        Self::open(dir, &db, false).await
    }

    /// `fast`, its players speaking `lang` (`aerie play --lang`).
    pub async fn fast_in(lang: aerie::i18n::Lang) -> Self {
        let Harness { console, clock, line, dir, url } = Self::fast().await;
        Harness { console: console.in_language(lang), clock, line, dir, url }
    }

    /// A harness over an existing database file, as after a restart.
    pub async fn reopen(dir: tempfile::TempDir) -> Self {
        let db = dir.path().join("aerie.db");
        Self::open_at(dir, &db, false, START).await
    }

    /// A restart at a given time (the clock keeps going across it).
    pub async fn reopen_at(dir: tempfile::TempDir, now: i64) -> Self {
        let db = dir.path().join("aerie.db");
        Self::open_at(dir, &db, false, now).await
    }

    async fn open(dir: tempfile::TempDir, db: &Path, images: bool) -> Self {
        Self::open_at(dir, db, images, START).await
    }

    async fn open_at(dir: tempfile::TempDir, db: &Path, images: bool, now: i64) -> Self {
        let url = db.display().to_string();
        Self::open_url(dir, url, images, now).await
    }

    async fn open_url(dir: tempfile::TempDir, url: String, images: bool, now: i64) -> Self {
        let store = Store::open(&url).await.unwrap();
        let clock = Arc::new(ManualClock::at(now));
        let mut table = Table::new(store, clock.clone());
        if !images {
            table = table.without_images();
        }
        let console = Console::new(table, dir.path().join("out"));
        Harness { console, clock, line: 0, dir, url }
    }

    /// The same harness, its computer players thinking on `pool`.
    pub fn with_computers(self, pool: Arc<aerie::table::ComputerPool>) -> Self {
        let Harness { console, clock, line, dir, url } = self;
        let console = Console::new(console.table().clone().with_computers(pool), dir.path().join("out"));
        Harness { console, clock, line, dir, url }
    }

    pub fn clock_now(&self) -> i64 {
        use aerie::clock::Clock;
        self.clock.now()
    }

    pub fn table(&self) -> &Table {
        self.console.table()
    }

    /// Runs one console line and returns its report.
    pub async fn run(&mut self, line: &str) -> LineReport {
        self.line += 1;
        self.console.run_line(self.line, line).await.expect("a command line gives a report")
    }

    /// Runs a line that must succeed.
    pub async fn ok(&mut self, line: &str) -> LineReport {
        let report = self.run(line).await;
        assert!(report.ok, "`{line}` was refused: {:?}", report.error);
        report
    }

    /// Runs a line that must be refused, returning what the user was told;
    /// checks that the game did not change.
    pub async fn refused(&mut self, line: &str) -> String {
        let before = self.stored().await;
        let report = self.run(line).await;
        assert!(!report.ok, "`{line}` should have been refused");
        assert_eq!(before, self.stored().await, "a refusal changed the stored game: `{line}`");
        report.error.expect("a refusal says why")
    }

    /// The stored game row, for before/after comparisons.
    pub async fn stored(&self) -> Option<(i64, String, Option<String>)> {
        let store = self.table().store();
        store
            .latest_game(CHANNEL)
            .await
            .unwrap()
            .map(|g| (g.version, g.status.as_str().to_string(), g.snapshot.map(|s| s.to_string())))
    }

    pub async fn view(&self, user: &str) -> Option<GameView> {
        self.table().view(CHANNEL, user).await.unwrap()
    }

    /// The reminder lines (⏰) a report carries.
    pub fn reminders(report: &LineReport) -> Vec<&aerie::console::ReplyReport> {
        report.replies.iter().filter(|r| r.text.starts_with('⏰')).collect()
    }

    /// Plays one random legal move for whoever must act.
    pub async fn random_move(&mut self, rng: &mut ChaCha8Rng) -> LineReport {
        let view = self.view("").await.expect("a game");
        let user = view.to_move.choose(rng).expect("someone to move").user.clone();
        let own = self.view(&user).await.unwrap();
        let legal = own.to_move.iter().find(|t| t.user == user).and_then(|t| t.legal.clone()).unwrap();
        let mv = legal.choose(rng).unwrap().clone();
        self.ok(&format!("{user}: /move action:\"{mv}\"")).await
    }

    /// Plays random legal moves until the game ends; returns the number of moves.
    pub async fn play_randomly(&mut self, seed: u64, max_moves: usize) -> usize {
        let mut rng = ChaCha8Rng::seed_from_u64(seed);
        for moves in 0..max_moves {
            let view = self.view("").await.expect("a game");
            if view.status != "running" {
                return moves;
            }
            let user = view.to_move.choose(&mut rng).expect("someone to move").user.clone();
            let own = self.view(&user).await.unwrap();
            let legal =
                own.to_move.iter().find(|t| t.user == user).and_then(|t| t.legal.clone()).expect("own legal moves");
            assert!(!legal.is_empty(), "{user} must act but has no legal move");
            let mv = legal.choose(&mut rng).unwrap().clone();
            let report = self.run(&format!("{user}: /move action:\"{mv}\"")).await;
            assert!(report.ok, "legal move `{mv}` by {user} was refused: {:?}", report.error);
        }
        panic!("the game did not end within {max_moves} moves");
    }
}
