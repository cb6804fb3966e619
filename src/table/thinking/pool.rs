//! The computers' own threads: a fixed number of OS threads at a lower
//! priority, fewer than the cores (one is left for acknowledging, playing
//! people's moves and drawing boards), taking decisions from the fair
//! queue, each server within its hourly CPU cap.

use std::sync::{Arc, Condvar, Mutex, OnceLock};
use std::time::{Duration, Instant};

use tokio::sync::{mpsc, oneshot};

use super::os::{self, CpuTimer};
use super::queue::{FairQueue, Owner, Queued};
use super::usage::{Change, Usage};
use crate::telemetry::QueuedDecision;

/// How many threads think and how much each server may use.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct ComputerSettings {
    /// `AERIE_COMPUTER_THREADS`: threads thinking at once.
    pub threads: usize,
    /// `AERIE_COMPUTER_CAP`: CPU time a server's computers may use per
    /// rolling hour; `None`: no cap.
    pub cap: Option<Duration>,
}

impl ComputerSettings {
    /// 20 CPU-minutes an hour: a third of one core for one server. A hard
    /// decision takes at most a second (most under 0.3 s) and a whole solo
    /// Sky Garden game by a hard stand-in about 30 s, so ordinary play,
    /// dozens of games an hour, stays far below it; with 3 threads (a
    /// 4-core host) one server can take at most a ninth of the pool's hour.
    pub const DEFAULT_CAP: Duration = Duration::from_secs(20 * 60);

    /// The cores less one (left for the runtime), at least one.
    pub fn default_threads() -> usize {
        let cores = std::thread::available_parallelism().map_or(1, |n| n.get());
        cores.saturating_sub(1).max(1)
    }

    /// From the settings' text (unset or empty: the defaults).
    pub fn parse(threads: Option<&str>, cap: Option<&str>) -> Result<ComputerSettings, String> {
        let threads =
            match threads.map(str::trim).filter(|t| !t.is_empty()) {
                None => Self::default_threads(),
                Some(t) => t.parse::<usize>().ok().filter(|&n| (1..=1024).contains(&n)).ok_or_else(|| {
                    format!("AERIE_COMPUTER_THREADS must be a number of threads (1 or more), not {t:?}")
                })?,
            };
        let cap = match cap.map(str::trim).filter(|c| !c.is_empty()) {
            None => Some(Self::DEFAULT_CAP),
            Some(c) if c.eq_ignore_ascii_case("off") => None,
            Some(c) => Some(humantime::parse_duration(c).ok().filter(|d| !d.is_zero()).ok_or_else(|| {
                format!("AERIE_COMPUTER_CAP must be CPU time per hour per server (such as 20m) or off, not {c:?}")
            })?),
        };
        Ok(ComputerSettings { threads, cap })
    }
}

impl Default for ComputerSettings {
    fn default() -> Self {
        ComputerSettings { threads: Self::default_threads(), cap: Some(Self::DEFAULT_CAP) }
    }
}

impl std::fmt::Display for ComputerSettings {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "{} computer threads, ", self.threads)?;
        match self.cap {
            Some(cap) => write!(f, "{} of thinking per server per hour", humantime::format_duration(cap)),
            None => write!(f, "no cap per server"),
        }
    }
}

/// What happens to a queued decision, for its caller to tell the channel.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Event {
    /// Its server reached the cap: it waits until the server is below it.
    Held,
    /// It started, after waiting so long.
    Started { waited: Duration },
}

/// A decision's work and where its answer goes.
trait Work: Send {
    fn run(self: Box<Self>);
    /// Its caller no longer waits for the answer (it stopped at the cap,
    /// or went away): it is not worth thinking about.
    fn abandoned(&self) -> bool;
}

struct Decision<F, T> {
    decide: F,
    answer: oneshot::Sender<(T, Duration)>,
}

impl<F: FnOnce() -> T + Send, T: Send> Work for Decision<F, T> {
    fn run(self: Box<Self>) {
        let started = Instant::now();
        let decided = (self.decide)();
        let _ = self.answer.send((decided, started.elapsed()));
    }

    fn abandoned(&self) -> bool {
        self.answer.is_closed()
    }
}

/// A decision waiting: the work, where to say what becomes of it, and
/// whether it was told it is held.
struct Job {
    work: Box<dyn Work>,
    events: mpsc::UnboundedSender<Event>,
    held: bool,
    queued: QueuedDecision,
}

struct State {
    queue: FairQueue<Job>,
    usage: Usage,
    closing: bool,
}

struct Shared {
    state: Mutex<State>,
    /// Signalled when work is queued (or the pool closes).
    work: Condvar,
}

/// The pool. Dropping it stops its threads once they are idle; decisions
/// still queued are dropped (their callers hear nothing more).
pub struct ComputerPool {
    shared: Arc<Shared>,
    settings: ComputerSettings,
}

impl ComputerPool {
    pub fn start(settings: ComputerSettings) -> Arc<ComputerPool> {
        Self::start_with_window(settings, super::usage::WINDOW)
    }

    /// `start`, the cap applying to a rolling `window` rather than an hour
    /// (tests, which can't wait an hour for a server to resume).
    pub fn start_with_window(settings: ComputerSettings, window: Duration) -> Arc<ComputerPool> {
        let state = State { queue: FairQueue::default(), usage: Usage::new(settings.cap, window), closing: false };
        let shared = Arc::new(Shared { state: Mutex::new(state), work: Condvar::new() });
        for i in 0..settings.threads.max(1) {
            let shared = shared.clone();
            std::thread::Builder::new()
                .name(format!("aerie-computer-{i}"))
                .spawn(move || work(&shared))
                .expect("a thread for the computer players");
        }
        tracing::info!(%settings, "computer players' threads started");
        Arc::new(ComputerPool { shared, settings })
    }

    /// The pool of tables that were given none (the console, tests): the
    /// default threads, started on first use, no cap (there is one player).
    pub fn shared() -> Arc<ComputerPool> {
        static SHARED: OnceLock<Arc<ComputerPool>> = OnceLock::new();
        SHARED
            .get_or_init(|| ComputerPool::start(ComputerSettings { cap: None, ..ComputerSettings::default() }))
            .clone()
    }

    pub fn settings(&self) -> ComputerSettings {
        self.settings
    }

    /// How long until `server`'s computers may think again; `None` when
    /// they may now. (When the oldest thinking ages out of the window: it
    /// may take more than one such wait to fall far enough below the cap.)
    pub fn resumes_in(&self, server: &str) -> Option<Duration> {
        let now = Instant::now();
        let mut state = self.lock();
        if state.usage.may_run(server, now) {
            return None;
        }
        let at = state.usage.next_change(std::iter::once(server))?;
        Some(at.saturating_duration_since(now))
    }

    /// Decisions waiting for a thread now.
    pub fn queued(&self) -> usize {
        self.lock().queue.len()
    }

    /// Queues `decide` for `owner`: the events say when it is held and
    /// when it starts; the answer comes with how long it thought.
    pub(crate) fn submit<T: Send + 'static>(
        &self,
        owner: Owner,
        level: &'static str,
        decide: impl FnOnce() -> T + Send + 'static,
    ) -> (mpsc::UnboundedReceiver<Event>, oneshot::Receiver<(T, Duration)>) {
        let (events, heard) = mpsc::unbounded_channel();
        let (answer, answered) = oneshot::channel();
        let work = Box::new(Decision { decide, answer });
        let mut job = Job { work, events, held: false, queued: QueuedDecision::new(level) };
        let now = Instant::now();
        let mut state = self.lock();
        if !state.usage.may_run(&owner.server, now) {
            job.held = true;
            let _ = job.events.send(Event::Held);
        }
        state.queue.push(owner, job, now);
        drop(state);
        self.shared.work.notify_one();
        (heard, answered)
    }

    fn lock(&self) -> std::sync::MutexGuard<'_, State> {
        self.shared.state.lock().unwrap_or_else(|e| e.into_inner())
    }
}

impl Drop for ComputerPool {
    fn drop(&mut self) {
        self.lock().closing = true;
        self.shared.work.notify_all();
    }
}

/// One thread: the next decision the queue and the cap allow, until the pool closes.
fn work(shared: &Shared) {
    os::lower_this_threads_priority();
    let lock = || shared.state.lock().unwrap_or_else(|e| e.into_inner());
    loop {
        let (next, waiting) = {
            let mut state = lock();
            loop {
                if state.closing {
                    return;
                }
                let now = Instant::now();
                let State { queue, usage, .. } = &mut *state;
                if let Some(next) = queue.pop(|server| usage.may_run(server, now)) {
                    if next.item.work.abandoned() {
                        tracing::debug!(server = %next.owner.server, "a computer decision nobody waits for any more is dropped");
                        continue;
                    }
                    break (next, queue.len());
                }
                // Nothing allowed now: sleep until work comes or a paused server may resume.
                let resume = if queue.is_empty() { None } else { usage.next_change(queue.servers()) };
                state = match resume {
                    Some(at) => {
                        let slept = shared.work.wait_timeout(state, at.saturating_duration_since(now));
                        slept.unwrap_or_else(|e| e.into_inner()).0
                    }
                    None => shared.work.wait(state).unwrap_or_else(|e| e.into_inner()),
                };
            }
        };
        let waited = next.waited(Instant::now());
        let Queued { owner, item: job, .. } = next;
        let (server, table) = (owner.server.as_str(), owner.table.as_str());
        let waited_ms = waited.as_millis() as u64;
        if waited >= Duration::from_secs(1) {
            tracing::info!(server, table, waited_ms, queued = waiting, "computer decision waited");
        } else {
            tracing::debug!(server, table, waited_ms, queued = waiting, "computer decision");
        }
        let _ = job.events.send(Event::Started { waited });
        let thinking = job.queued.start();
        let cpu = CpuTimer::start();
        // A panic loses this decision only (its caller hears no answer), not the thread.
        let _ = std::panic::catch_unwind(std::panic::AssertUnwindSafe(|| job.work.run()));
        let cpu = cpu.elapsed();
        drop(thinking);
        let mut state = lock();
        if state.usage.record(server, Instant::now(), cpu) == Change::Paused {
            let used = state.usage.used(server);
            tracing::info!(server, used_s = used.as_secs(), "a server's computers reached their hourly cap: they wait");
            for queued in state.queue.of_server_mut(server).filter(|q| !q.item.held) {
                queued.item.held = true;
                let _ = queued.item.events.send(Event::Held);
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn owner(server: &str, table: &str) -> Owner {
        Owner { server: server.into(), table: table.into() }
    }

    #[test]
    fn settings_default_and_read() {
        let default = ComputerSettings::parse(None, Some(" ")).unwrap();
        assert_eq!(default, ComputerSettings::default());
        assert!(default.threads >= 1);
        assert_eq!(default.cap, Some(Duration::from_secs(1200)));
        let set = ComputerSettings::parse(Some("3"), Some("90s")).unwrap();
        assert_eq!(set, ComputerSettings { threads: 3, cap: Some(Duration::from_secs(90)) });
        assert_eq!(ComputerSettings::parse(Some("2"), Some("OFF")).unwrap().cap, None);
        for threads in ["0", "many", "-1"] {
            assert!(ComputerSettings::parse(Some(threads), None).unwrap_err().contains("AERIE_COMPUTER_THREADS"));
        }
        for cap in ["0s", "lots"] {
            assert!(ComputerSettings::parse(None, Some(cap)).unwrap_err().contains("AERIE_COMPUTER_CAP"));
        }
    }

    #[tokio::test]
    async fn a_decision_s_wait_runs_from_its_enqueue_to_its_start() {
        let pool = ComputerPool::start(ComputerSettings { threads: 1, cap: None });
        let (mut first_events, first) = pool.submit(owner("s", "a"), "hard", || {
            std::thread::sleep(Duration::from_millis(150));
        });
        assert!(matches!(first_events.recv().await, Some(Event::Started { .. })));
        let (mut second_events, second) = pool.submit(owner("s", "b"), "hard", || ());
        let Some(Event::Started { waited }) = second_events.recv().await else { panic!("the second never started") };
        assert!(waited >= Duration::from_millis(100), "{waited:?}");
        let (_, thought) = first.await.unwrap();
        assert!(thought >= Duration::from_millis(150), "the first thought for {thought:?}");
        assert!(second.await.unwrap().1 < Duration::from_millis(100), "its wait is not its thinking");
    }

    #[tokio::test]
    async fn a_server_past_its_cap_is_held_and_others_go_on() {
        let pool = ComputerPool::start(ComputerSettings { threads: 1, cap: Some(Duration::from_millis(30)) });
        // 40 ms of thinking (CPU time, however loaded the machine) puts "busy" past its 30 ms.
        let spin = || {
            let since = CpuTimer::start();
            while since.elapsed() < Duration::from_millis(40) {
                std::hint::spin_loop();
            }
        };
        let (_, first) = pool.submit(owner("busy", "t1"), "hard", spin);
        first.await.unwrap();
        let (mut busy_events, busy) = pool.submit(owner("busy", "t2"), "hard", || 1);
        assert_eq!(busy_events.recv().await, Some(Event::Held));
        let (mut other_events, other) = pool.submit(owner("other", "t"), "hard", || 2);
        assert!(matches!(other_events.recv().await, Some(Event::Started { .. })));
        assert_eq!(other.await.unwrap().0, 2);
        assert_eq!(pool.queued(), 1, "the busy server's decision still waits");
        drop(busy);
        drop(busy_events);
    }

    #[tokio::test]
    async fn a_held_decision_nobody_waits_for_is_never_thought_about() {
        let window = Duration::from_millis(300);
        let pool = ComputerPool::start_with_window(
            ComputerSettings { threads: 1, cap: Some(Duration::from_nanos(1)) },
            window,
        );
        let (_, first) = pool.submit(owner("busy", "t1"), "hard", || ());
        first.await.unwrap();
        // (Its thinking is counted just after its answer is sent.)
        let counted = Instant::now();
        while pool.resumes_in("busy").is_none() && counted.elapsed() < Duration::from_secs(2) {
            tokio::time::sleep(Duration::from_millis(5)).await;
        }
        assert!(pool.resumes_in("busy").is_some_and(|wait| wait <= window));
        assert_eq!(pool.resumes_in("other"), None);
        let thought = Arc::new(std::sync::atomic::AtomicBool::new(false));
        let (mut events, withdrawn) = pool.submit(owner("busy", "t2"), "hard", {
            let thought = thought.clone();
            move || thought.store(true, std::sync::atomic::Ordering::SeqCst)
        });
        assert_eq!(events.recv().await, Some(Event::Held));
        drop((events, withdrawn));
        // Once the server may think again, the next decision runs; the withdrawn one never does.
        tokio::time::sleep(window + Duration::from_millis(50)).await;
        assert_eq!(pool.resumes_in("busy"), None);
        let (_, next) = pool.submit(owner("busy", "t3"), "hard", || 3);
        assert_eq!(next.await.unwrap().0, 3);
        assert!(!thought.load(std::sync::atomic::Ordering::SeqCst));
        assert_eq!(pool.queued(), 0);
    }
}
