//! Which channels a member may view, for the table's views of finished
//! games (`table::Sight`): Discord's View Channel from the server's roles,
//! the channel's permission overwrites and the member's roles (serenity
//! computes it as Discord documents: owner, base permissions, Administrator,
//! then the @everyone, role and member overwrites). A thread is viewed as
//! its parent channel; a private one only by its members or those who may
//! manage threads there. Fetched only when the table asks, and kept a minute
//! (what a thread is never changes, so that is kept for good).

use std::collections::{HashMap, HashSet};
use std::future::Future;
use std::hash::Hash;
use std::pin::Pin;
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};

use serenity::all::{
    Channel, ChannelId, ChannelType, GuildChannel, GuildId, Http, Member, PartialGuild, Permissions, UserId,
};
use serenity::http::HttpError;

use crate::table::{Sight, ViewableChannels};

/// How long a server's roles and channels, and a private thread's members,
/// are used before they are fetched again.
const KEPT: Duration = Duration::from_secs(60);
/// Channels looked up at once when the server's list does not have them.
const AT_ONCE: usize = 8;

/// A server's roles and owner, and its channels with their overwrites.
struct Layout {
    guild: PartialGuild,
    channels: HashMap<ChannelId, GuildChannel>,
}

/// A thread, as far as viewing it goes.
#[derive(Debug, Clone, Copy)]
struct Thread {
    parent: ChannelId,
    private: bool,
}

/// What the server's channel list does not have: a thread, a channel newer
/// than the list, or nothing any more.
enum Found {
    Thread(Thread),
    Channel(Box<GuildChannel>),
    Gone,
}

/// What was fetched, shared by every interaction.
#[derive(Default)]
pub struct Fetched {
    layouts: Mutex<HashMap<GuildId, (Instant, Arc<Layout>)>>,
    /// Threads by id; `None`: a channel that is gone.
    threads: Mutex<HashMap<ChannelId, Option<Thread>>>,
    /// Whether a member is in a private thread.
    in_thread: Mutex<HashMap<(ChannelId, UserId), (Instant, bool)>>,
}

/// The sight of the member who sent an interaction from `channel`.
pub fn sight_of(
    fetched: &Arc<Fetched>,
    http: &Arc<Http>,
    guild: Option<GuildId>,
    member: Option<&Member>,
    channel: ChannelId,
) -> Sight {
    match (guild, member) {
        (Some(guild), Some(member)) => Sight::Asking(Arc::new(MemberSight {
            fetched: fetched.clone(),
            http: http.clone(),
            guild,
            member: member.clone(),
            here: channel,
        })),
        // Not in a server: no channel's games are shown there.
        _ => Sight::OwnSeats,
    }
}

/// One member's sight: fetches only when the table asks.
struct MemberSight {
    fetched: Arc<Fetched>,
    http: Arc<Http>,
    guild: GuildId,
    member: Member,
    /// Where the member asked from: a channel they view.
    here: ChannelId,
}

impl ViewableChannels for MemberSight {
    fn viewable<'a>(&'a self, channels: &'a [String]) -> Pin<Box<dyn Future<Output = HashSet<String>> + Send + 'a>> {
        Box::pin(self.viewable_now(channels))
    }
}

impl MemberSight {
    async fn viewable_now(&self, channels: &[String]) -> HashSet<String> {
        let here = self.here.to_string();
        let mut seen: HashSet<String> = channels.iter().filter(|c| **c == here).cloned().collect();
        let others: Vec<ChannelId> =
            channels.iter().filter_map(|c| c.parse().ok()).filter(|&id| id != 0).map(ChannelId::new).collect();
        let others: Vec<ChannelId> = others.into_iter().filter(|&id| id != self.here).collect();
        if others.is_empty() {
            return seen;
        }
        let Some(layout) = self.layout().await else { return seen };
        let unlisted: Vec<ChannelId> = others.iter().copied().filter(|id| !layout.channels.contains_key(id)).collect();
        let mut found = self.look_up(&unlisted).await;
        for id in others {
            let views = match (layout.channels.get(&id), found.remove(&id)) {
                (Some(channel), _) => self.views(&layout, channel),
                (None, Some(Found::Channel(channel))) => self.views(&layout, &channel),
                (None, Some(Found::Thread(thread))) => self.views_thread(&layout, id, thread).await,
                (None, Some(Found::Gone) | None) => false,
            };
            if views {
                seen.insert(id.to_string());
            }
        }
        seen
    }

    fn permissions_in(&self, layout: &Layout, channel: &GuildChannel) -> Permissions {
        layout.guild.user_permissions_in(channel, &self.member)
    }

    fn views(&self, layout: &Layout, channel: &GuildChannel) -> bool {
        self.permissions_in(layout, channel).contains(Permissions::VIEW_CHANNEL)
    }

    /// A thread is viewed as its parent; a private one by its members, or
    /// by those who may manage the parent's threads.
    async fn views_thread(&self, layout: &Layout, id: ChannelId, thread: Thread) -> bool {
        let Some(parent) = layout.channels.get(&thread.parent) else { return false };
        let permissions = self.permissions_in(layout, parent);
        if !permissions.contains(Permissions::VIEW_CHANNEL) {
            return false;
        }
        !thread.private || permissions.contains(Permissions::MANAGE_THREADS) || self.in_thread(id).await
    }

    /// The server's roles and channels, fetched at most once a minute.
    async fn layout(&self) -> Option<Arc<Layout>> {
        if let Some(layout) = kept(&self.fetched.layouts, &self.guild) {
            return Some(layout);
        }
        let fetched = tokio::try_join!(self.http.get_guild(self.guild), self.http.get_channels(self.guild));
        let (guild, channels) =
            fetched.map_err(|e| tracing::warn!(error = %e, "could not fetch the server's channels")).ok()?;
        let channels = channels.into_iter().map(|c| (c.id, c)).collect();
        let layout = Arc::new(Layout { guild, channels });
        keep(&self.fetched.layouts, self.guild, layout.clone());
        Some(layout)
    }

    /// What each of `ids` is (they are not in the server's channel list),
    /// a few at a time.
    async fn look_up(&self, ids: &[ChannelId]) -> HashMap<ChannelId, Found> {
        let mut found = HashMap::new();
        let mut unknown = vec![];
        {
            let threads = self.fetched.threads.lock().expect("threads lock");
            for &id in ids {
                match threads.get(&id) {
                    Some(&known) => {
                        found.insert(id, known.map_or(Found::Gone, Found::Thread));
                    }
                    None => unknown.push(id),
                }
            }
        }
        for batch in unknown.chunks(AT_ONCE) {
            let mut lookups = tokio::task::JoinSet::new();
            for &id in batch {
                let http = self.http.clone();
                lookups.spawn(async move { (id, http.get_channel(id).await) });
            }
            while let Some(Ok((id, answer))) = lookups.join_next().await {
                found.insert(id, self.remember(id, answer));
            }
        }
        found
    }

    /// What a channel fetched by id is; a thread, or a channel that is
    /// gone, is remembered for good.
    fn remember(&self, id: ChannelId, answer: serenity::Result<Channel>) -> Found {
        let found = match answer {
            Ok(Channel::Guild(channel)) => match (channel.kind, channel.parent_id) {
                (ChannelType::PublicThread | ChannelType::NewsThread, Some(parent)) => {
                    Found::Thread(Thread { parent, private: false })
                }
                (ChannelType::PrivateThread, Some(parent)) => Found::Thread(Thread { parent, private: true }),
                _ => return Found::Channel(Box::new(channel)),
            },
            Ok(_) => Found::Gone,
            Err(e) if status(&e) == Some(404) => Found::Gone,
            Err(e) => {
                tracing::warn!(error = %e, channel = %id, "could not look up a channel");
                return Found::Gone;
            }
        };
        let thread = match &found {
            Found::Thread(thread) => Some(*thread),
            _ => None,
        };
        self.fetched.threads.lock().expect("threads lock").insert(id, thread);
        found
    }

    /// Whether the member is in the private thread `id`.
    async fn in_thread(&self, id: ChannelId) -> bool {
        let key = (id, self.member.user.id);
        if let Some(member) = kept(&self.fetched.in_thread, &key) {
            return member;
        }
        let member = match self.http.get_thread_channel_member(id, self.member.user.id, false).await {
            Ok(_) => true,
            Err(e) if status(&e) == Some(404) => false,
            Err(e) => {
                tracing::warn!(error = %e, thread = %id, "could not look up a thread's member");
                return false;
            }
        };
        keep(&self.fetched.in_thread, key, member);
        member
    }
}

/// The HTTP status of a request Discord refused.
fn status(error: &serenity::Error) -> Option<u16> {
    match error {
        serenity::Error::Http(HttpError::UnsuccessfulRequest(response)) => Some(response.status_code.as_u16()),
        _ => None,
    }
}

/// A value fetched less than a minute ago.
fn kept<K: Eq + Hash, V: Clone>(map: &Mutex<HashMap<K, (Instant, V)>>, key: &K) -> Option<V> {
    let map = map.lock().expect("fetched lock");
    map.get(key).filter(|(at, _)| at.elapsed() < KEPT).map(|(_, value)| value.clone())
}

/// Keeps a value fetched now, dropping those kept too long.
fn keep<K: Eq + Hash, V>(map: &Mutex<HashMap<K, (Instant, V)>>, key: K, value: V) {
    let mut map = map.lock().expect("fetched lock");
    map.retain(|_, (at, _)| at.elapsed() < KEPT);
    map.insert(key, (Instant::now(), value));
}
