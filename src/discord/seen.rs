//! The interactions already taken up: Discord may deliver one twice, and
//! each must be answered once.

use std::collections::{HashSet, VecDeque};

use serenity::all::InteractionId;

/// The most recent interaction ids, a bounded set.
#[derive(Default)]
pub struct Seen {
    order: VecDeque<InteractionId>,
    ids: HashSet<InteractionId>,
}

impl Seen {
    const KEEP: usize = 4096;

    /// True the first time `id` is offered.
    pub fn first(&mut self, id: InteractionId) -> bool {
        if !self.ids.insert(id) {
            return false;
        }
        self.order.push_back(id);
        if self.order.len() > Self::KEEP {
            if let Some(old) = self.order.pop_front() {
                self.ids.remove(&old);
            }
        }
        true
    }
}
