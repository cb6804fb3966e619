//! Who may see a finished game: its players, and whoever may view its
//! channel now. Only the front-end knows who may view which channel (on
//! Discord: roles and permission overwrites), so it says so with the
//! command; the table asks only when a view of finished games needs it.

use std::collections::HashSet;
use std::future::Future;
use std::pin::Pin;
use std::sync::Arc;

use super::User;
use crate::store::GameRecord;

/// The channels whose games a caller may see, besides those they played in.
#[derive(Clone)]
pub enum Sight {
    /// Every channel's: for callers that have no channels to keep apart (tests, tools).
    All,
    /// No channel's: only the games they played in. The console's one
    /// channel is everybody's, so there a game is its players' alone.
    OwnSeats,
    /// The channels the front-end says the caller may view now.
    Asking(Arc<dyn ViewableChannels>),
}

/// A front-end's answer to which channels a caller may view.
pub trait ViewableChannels: Send + Sync {
    /// Which of `channels` (channel or thread ids of the caller's server)
    /// the caller may view now. Anything it cannot tell is left out.
    fn viewable<'a>(&'a self, channels: &'a [String]) -> Pin<Box<dyn Future<Output = HashSet<String>> + Send + 'a>>;
}

impl Sight {
    /// Which of `channels` the caller may view.
    pub(super) async fn viewable(&self, channels: &[String]) -> HashSet<String> {
        match self {
            Sight::All => channels.iter().cloned().collect(),
            Sight::OwnSeats => HashSet::new(),
            Sight::Asking(front_end) => front_end.viewable(channels).await,
        }
    }

    /// Of `channels`, those the caller may not view.
    pub(super) async fn hidden(&self, channels: Vec<String>) -> Vec<String> {
        let seen = self.viewable(&channels).await;
        channels.into_iter().filter(|c| !seen.contains(c)).collect()
    }

    /// Whether `user` may see `game`: they held a seat in it (a seat they
    /// left included), or may view its channel.
    pub(super) async fn sees(&self, game: &GameRecord, user: &User) -> bool {
        if game.seat_of(&user.id).is_some() {
            return true;
        }
        let channel = [game.channel.clone()];
        self.viewable(&channel).await.contains(&game.channel)
    }
}

impl std::fmt::Debug for Sight {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(match self {
            Sight::All => "All",
            Sight::OwnSeats => "OwnSeats",
            Sight::Asking(_) => "Asking",
        })
    }
}
