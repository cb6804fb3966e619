//! The computer decisions waiting for a thread, served fairly: round-robin
//! across servers, then across the tables of a server, then in order within
//! a table. A server with ten busy tables gets one turn like a server with
//! one, so it can't starve the other.

use std::collections::VecDeque;
use std::time::{Duration, Instant};

/// Whose decision it is: the server (DMs and the console count as one
/// server each) and the table (the channel) within it.
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub struct Owner {
    pub server: String,
    pub table: String,
}

/// A queued item with when it was queued.
pub struct Queued<T> {
    pub owner: Owner,
    pub item: T,
    pub enqueued: Instant,
}

impl<T> Queued<T> {
    /// How long it waited, if it starts at `started`.
    pub fn waited(&self, started: Instant) -> Duration {
        started.saturating_duration_since(self.enqueued)
    }
}

struct TableLine<T> {
    table: String,
    items: VecDeque<Queued<T>>,
}

struct ServerLine<T> {
    server: String,
    /// Tables with something queued, the next to serve first.
    tables: VecDeque<TableLine<T>>,
}

/// The queue. Servers and tables with nothing queued are forgotten.
pub struct FairQueue<T> {
    /// Servers with something queued, the next to serve first.
    servers: VecDeque<ServerLine<T>>,
    len: usize,
}

impl<T> Default for FairQueue<T> {
    fn default() -> Self {
        FairQueue { servers: VecDeque::new(), len: 0 }
    }
}

impl<T> FairQueue<T> {
    pub fn len(&self) -> usize {
        self.len
    }

    pub fn is_empty(&self) -> bool {
        self.len == 0
    }

    /// Queues `item` for `owner` at `now`: behind that table's earlier items;
    /// a table (or server) new to the queue takes its turn after the others.
    pub fn push(&mut self, owner: Owner, item: T, now: Instant) {
        let server = match self.servers.iter_mut().position(|s| s.server == owner.server) {
            Some(i) => &mut self.servers[i],
            None => {
                self.servers.push_back(ServerLine { server: owner.server.clone(), tables: VecDeque::new() });
                self.servers.back_mut().expect("just pushed")
            }
        };
        let table = match server.tables.iter_mut().position(|t| t.table == owner.table) {
            Some(i) => &mut server.tables[i],
            None => {
                server.tables.push_back(TableLine { table: owner.table.clone(), items: VecDeque::new() });
                server.tables.back_mut().expect("just pushed")
            }
        };
        table.items.push_back(Queued { owner, item, enqueued: now });
        self.len += 1;
    }

    /// The next item of the first server in turn that `may_run` allows: that
    /// server and its table then go to the back of their rounds. Servers
    /// passed over keep their place, first in line once allowed again.
    pub fn pop(&mut self, mut may_run: impl FnMut(&str) -> bool) -> Option<Queued<T>> {
        let at = self.servers.iter().position(|s| may_run(&s.server))?;
        let mut server = self.servers.remove(at).expect("found above");
        let mut table = server.tables.pop_front().expect("a queued server has a queued table");
        let item = table.items.pop_front().expect("a queued table has an item");
        if !table.items.is_empty() {
            server.tables.push_back(table);
        }
        if !server.tables.is_empty() {
            self.servers.push_back(server);
        }
        self.len -= 1;
        Some(item)
    }

    /// Every item queued for `server`, to tell them something.
    pub fn of_server_mut<'a>(&'a mut self, server: &'a str) -> impl Iterator<Item = &'a mut Queued<T>> + 'a {
        let lines = self.servers.iter_mut().filter(move |s| s.server == server);
        lines.flat_map(|s| s.tables.iter_mut()).flat_map(|t| t.items.iter_mut())
    }

    /// The servers with something queued.
    pub fn servers(&self) -> impl Iterator<Item = &str> {
        self.servers.iter().map(|s| s.server.as_str())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn owner(server: &str, table: &str) -> Owner {
        Owner { server: server.into(), table: table.into() }
    }

    fn drain(queue: &mut FairQueue<u32>) -> Vec<(String, String, u32)> {
        std::iter::from_fn(|| queue.pop(|_| true)).map(|q| (q.owner.server, q.owner.table, q.item)).collect()
    }

    #[test]
    fn a_lone_table_is_served_within_two_picks_of_a_busy_server() {
        let mut queue = FairQueue::default();
        let now = Instant::now();
        for table in 0..10 {
            for item in 0..3 {
                queue.push(owner("busy", &format!("t{table}")), item, now);
            }
        }
        queue.push(owner("quiet", "lone"), 0, now);
        let first_two: Vec<String> = (0..2).map(|_| queue.pop(|_| true).unwrap().owner.server).collect();
        assert!(first_two.contains(&"quiet".to_string()), "{first_two:?}");
        assert_eq!(queue.len(), 29);
    }

    #[test]
    fn servers_take_turns_then_their_tables_then_each_table_in_order() {
        let mut queue = FairQueue::default();
        let now = Instant::now();
        queue.push(owner("a", "a1"), 1, now);
        queue.push(owner("a", "a1"), 2, now);
        queue.push(owner("a", "a2"), 3, now);
        queue.push(owner("b", "b1"), 4, now);
        queue.push(owner("a", "a3"), 5, now);
        let order: Vec<u32> = drain(&mut queue).into_iter().map(|(_, _, item)| item).collect();
        // a (a1), b, a (a2), a (a3), a (a1 again)
        assert_eq!(order, [1, 4, 3, 5, 2]);
        assert!(queue.is_empty() && queue.servers().next().is_none());
    }

    #[test]
    fn a_server_not_allowed_keeps_its_place_until_it_is() {
        let mut queue = FairQueue::default();
        let now = Instant::now();
        queue.push(owner("capped", "c"), 1, now);
        queue.push(owner("other", "o"), 2, now);
        queue.push(owner("other", "o"), 3, now);
        assert_eq!(queue.pop(|s| s != "capped").unwrap().item, 2);
        assert_eq!(queue.pop(|s| s != "capped").unwrap().item, 3);
        assert!(queue.pop(|s| s != "capped").is_none());
        assert_eq!(queue.of_server_mut("capped").count(), 1);
        assert_eq!(queue.pop(|_| true).unwrap().item, 1);
    }

    #[test]
    fn the_wait_runs_from_enqueue_to_start() {
        let mut queue = FairQueue::default();
        let enqueued = Instant::now();
        queue.push(owner("s", "t"), (), enqueued);
        let started = enqueued + Duration::from_millis(1500);
        let item = queue.pop(|_| true).unwrap();
        assert_eq!(item.waited(started), Duration::from_millis(1500));
        assert_eq!(item.waited(enqueued - Duration::from_secs(1)), Duration::ZERO);
    }
}
