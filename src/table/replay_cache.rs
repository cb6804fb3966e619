//! Replay steps already shown, kept so that turning through a game's
//! replay rebuilds and draws each step once rather than on every click.
//!
//! An entry is one viewer's view of one step: a running game's replay
//! shows the viewer's own hand, so the key holds the viewer's seat (none
//! for a watcher) and one viewer's hidden cards never reach another. Any
//! change to the game (a move, an undo, its end: its version) or to its
//! seats (a player forgotten: new ids and names) makes a new key. The
//! cache answers only after the table has checked that the caller may see
//! the game. It is bounded by entries and by bytes, least recently used
//! going first, and forgets every step of a player's games on `/me forget`.

use std::collections::hash_map::DefaultHasher;
use std::collections::HashMap;
use std::hash::{Hash, Hasher};
use std::sync::Mutex;

use super::{Reply, Visibility};
use crate::store::GameRecord;

/// Steps kept at most.
const MAX_ENTRIES: usize = 256;

/// Bytes of images kept at most (a step's board and hand images are a few
/// hundred kilobytes).
const MAX_BYTES: usize = 64 << 20;

/// Which view of which step: the same key, the same reply (but its addressee).
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub(super) struct Key {
    game_id: i64,
    /// Bumped by every change to the game.
    version: i64,
    /// The seats' users and names: a forgotten player's seat changes both.
    seats: u64,
    /// The step asked for; none: the latest.
    step: Option<usize>,
    /// The seat whose hand the viewer sees; none: a watcher.
    seat: Option<usize>,
}

impl Key {
    /// `game`'s `step` as seen from `seat` (the viewer's own, none for a watcher).
    pub(super) fn of(game: &GameRecord, step: Option<usize>, seat: Option<usize>) -> Key {
        let mut seats = DefaultHasher::new();
        for s in &game.seats {
            (&s.user_id, &s.name).hash(&mut seats);
        }
        Key { game_id: game.id, version: game.version, seats: seats.finish(), step, seat }
    }
}

struct Entry {
    reply: Reply,
    /// The game's players, whose `/me forget` drops it.
    players: Vec<String>,
    bytes: usize,
    /// When it was last used (the cache's own count of uses).
    used: u64,
}

#[derive(Default)]
pub(super) struct ReplayCache {
    inner: Mutex<Inner>,
}

#[derive(Default)]
struct Inner {
    entries: HashMap<Key, Entry>,
    bytes: usize,
    uses: u64,
}

impl ReplayCache {
    /// The reply kept for `key`, addressed to `viewer`.
    pub(super) fn get(&self, key: &Key, viewer: &str) -> Option<Reply> {
        let mut inner = self.inner.lock().ok()?;
        inner.uses += 1;
        let uses = inner.uses;
        let entry = inner.entries.get_mut(key)?;
        entry.used = uses;
        Some(Reply { visibility: Visibility::Private(viewer.to_string()), ..entry.reply.clone() })
    }

    /// Keeps `reply` for `key`, dropping the least recently used steps past the bounds.
    pub(super) fn put(&self, key: Key, game: &GameRecord, reply: &Reply) {
        let Ok(mut inner) = self.inner.lock() else { return };
        let bytes = size_of(reply);
        if bytes > MAX_BYTES {
            return;
        }
        inner.uses += 1;
        let players = game.seats.iter().map(|s| s.user_id.clone()).collect();
        let entry = Entry { reply: reply.clone(), players, bytes, used: inner.uses };
        if let Some(old) = inner.entries.insert(key, entry) {
            inner.bytes -= old.bytes;
        }
        inner.bytes += bytes;
        while inner.entries.len() > MAX_ENTRIES || inner.bytes > MAX_BYTES {
            let Some(oldest) = inner.entries.iter().min_by_key(|(_, e)| e.used).map(|(k, _)| k.clone()) else { break };
            if let Some(gone) = inner.entries.remove(&oldest) {
                inner.bytes -= gone.bytes;
            }
        }
    }

    /// Drops every step of the games `user_id` played in (`/me forget`).
    pub(super) fn forget(&self, user_id: &str) {
        let Ok(mut inner) = self.inner.lock() else { return };
        let mut freed = 0;
        inner.entries.retain(|_, e| {
            let keep = !e.players.iter().any(|p| p == user_id);
            if !keep {
                freed += e.bytes;
            }
            keep
        });
        inner.bytes -= freed;
    }

    /// How many steps of `user_id`'s games are kept.
    #[cfg(test)]
    pub(super) fn entries_of(&self, user_id: &str) -> usize {
        let inner = self.inner.lock().unwrap();
        inner.entries.values().filter(|e| e.players.iter().any(|p| p == user_id)).count()
    }
}

/// What a reply holds, roughly: its images and their drawings.
fn size_of(reply: &Reply) -> usize {
    reply.images.iter().map(|p| p.png.len() + p.svg.len()).sum::<usize>() + 1024
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::said;
    use crate::store::SeatRecord;
    use crate::table::{Place, User};

    fn game(id: i64, players: &[&str]) -> GameRecord {
        let place = Place { guild: Some("g".into()), channel: "c".into() };
        let engine = crate::catalog::engine("tower-up").unwrap();
        let seats = players.iter().map(|p| SeatRecord::human(p, p)).collect();
        let host = User::named(players[0]);
        let mut game = super::super::lobby::lobby_record(
            &place,
            "g",
            engine,
            serde_json::Value::Null,
            &host,
            seats,
            &Default::default(),
            0,
        );
        game.id = id;
        game
    }

    fn reply(to: &str, image_bytes: usize) -> Reply {
        let picture = crate::render::Picture {
            name: "board.png".into(),
            png: vec![0; image_bytes],
            svg: String::new(),
            description: said!("alt-hand"),
        };
        Reply::private(to, said!("edge-done")).with_images(vec![picture])
    }

    #[test]
    fn a_kept_step_is_readdressed_to_whoever_asks() {
        let (cache, game) = (ReplayCache::default(), game(1, &["a", "b"]));
        let key = Key::of(&game, Some(1), None);
        assert!(cache.get(&key, "c").is_none());
        cache.put(key.clone(), &game, &reply("a", 10));
        assert_eq!(cache.get(&key, "c"), Some(reply("c", 10)));
        // Another seat's view is another key.
        assert!(cache.get(&Key::of(&game, Some(1), Some(0)), "a").is_none());
    }

    #[test]
    fn the_least_recently_used_go_first() {
        let (cache, game) = (ReplayCache::default(), game(1, &["a"]));
        let key = |step| Key::of(&game, Some(step), None);
        for step in 0..MAX_ENTRIES {
            cache.put(key(step), &game, &reply("a", 1));
        }
        assert!(cache.get(&key(0), "a").is_some());
        cache.put(key(MAX_ENTRIES), &game, &reply("a", 1));
        assert!(cache.get(&key(0), "a").is_some() && cache.get(&key(1), "a").is_none());
        // Big images are bounded by bytes, not by count.
        let big = MAX_BYTES / 3;
        for step in 1000..1003 {
            cache.put(key(step), &game, &reply("a", big));
        }
        assert!(cache.get(&key(1000), "a").is_none() && cache.get(&key(1002), "a").is_some());
        assert!(cache.inner.lock().unwrap().bytes <= MAX_BYTES);
    }

    #[test]
    fn forgetting_a_player_drops_their_games_steps() {
        let cache = ReplayCache::default();
        let (theirs, others) = (game(1, &["a", "b"]), game(2, &["b", "c"]));
        cache.put(Key::of(&theirs, None, Some(0)), &theirs, &reply("a", 1));
        cache.put(Key::of(&theirs, None, None), &theirs, &reply("x", 1));
        cache.put(Key::of(&others, None, None), &others, &reply("b", 1));
        assert_eq!(cache.entries_of("a"), 2);
        cache.forget("a");
        assert_eq!(cache.entries_of("a"), 0);
        assert_eq!(cache.entries_of("c"), 1);
        assert_eq!(cache.inner.lock().unwrap().bytes, 1025);
    }
}
