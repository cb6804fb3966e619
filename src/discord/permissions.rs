//! Discord permissions, checked at the edge before anything is done. The
//! table cannot see them: opening a game posts a lobby that stays in the
//! channel, so someone who may not post there must not be able to make the
//! bot post for them; and a bot that cannot post boards there would leave a
//! game half-made (a game with no lobby, a thread with nothing in it).
//!
//! Discord sends both sets with each interaction, computed for its channel:
//! the member's (`member.permissions`) and the bot's (`app_permissions`).

use serenity::all::{ChannelType, Permissions};

use crate::i18n::Lang;
use crate::tr;

/// Where an action posts, as far as permissions go.
#[derive(Debug, Clone, Copy, Default)]
pub struct Posting {
    /// The channel is a thread: Send Messages in Threads stands for Send Messages.
    pub in_thread: bool,
    /// `/game new … thread:true`: a new public thread is opened off the channel.
    pub new_thread: bool,
}

impl Posting {
    pub fn in_channel(kind: Option<ChannelType>) -> Posting {
        let thread =
            matches!(kind, Some(ChannelType::PublicThread | ChannelType::PrivateThread | ChannelType::NewsThread));
        Posting { in_thread: thread, new_thread: false }
    }

    fn send(self) -> Permissions {
        match self.in_thread {
            true => Permissions::SEND_MESSAGES_IN_THREADS,
            false => Permissions::SEND_MESSAGES,
        }
    }

    fn threads(self) -> Permissions {
        match self.new_thread {
            true => Permissions::CREATE_PUBLIC_THREADS | Permissions::SEND_MESSAGES_IN_THREADS,
            false => Permissions::empty(),
        }
    }
}

/// Names as Discord's settings show them (in the reader's language), in
/// the order a refusal lists them.
fn name(permission: Permissions, lang: Lang) -> Option<String> {
    Some(match permission {
        Permissions::VIEW_CHANNEL => tr!(lang, "perm-view-channel"),
        Permissions::SEND_MESSAGES => tr!(lang, "perm-send-messages"),
        Permissions::SEND_MESSAGES_IN_THREADS => tr!(lang, "perm-send-in-threads"),
        Permissions::EMBED_LINKS => tr!(lang, "perm-embed-links"),
        Permissions::ATTACH_FILES => tr!(lang, "perm-attach-files"),
        Permissions::CREATE_PUBLIC_THREADS => tr!(lang, "perm-create-threads"),
        _ => return None,
    })
}

const LISTED: [Permissions; 6] = [
    Permissions::VIEW_CHANNEL,
    Permissions::SEND_MESSAGES,
    Permissions::SEND_MESSAGES_IN_THREADS,
    Permissions::EMBED_LINKS,
    Permissions::ATTACH_FILES,
    Permissions::CREATE_PUBLIC_THREADS,
];

/// The permissions of `needed` that `held` lacks, by name; none when `held`
/// is unknown (Discord did not say) or includes Administrator.
fn missing(held: Option<Permissions>, needed: Permissions, lang: Lang) -> Vec<String> {
    let Some(held) = held.filter(|p| !p.contains(Permissions::ADMINISTRATOR)) else { return vec![] };
    let lacking = needed - held;
    LISTED.iter().filter(|p| lacking.contains(**p)).filter_map(|p| name(*p, lang)).collect()
}

/// "A", "A and B", "A, B and C" (in the reader's language).
fn listed(names: &[String], lang: Lang) -> String {
    match names {
        [] => String::new(),
        [one] => one.clone(),
        [init @ .., last] => tr!(lang, "list-and", init = init.join(", "), last = last),
    }
}

/// Why the member can't open a game here, if they can't: they must be able
/// to post where the lobby goes, and to open a thread for `thread:true`.
pub fn member_refusal(member: Option<Permissions>, posting: Posting, lang: Lang) -> Option<String> {
    let posts = missing(member, Permissions::VIEW_CHANNEL | posting.send(), lang);
    if !posts.is_empty() {
        return Some(tr!(lang, "perm-member-needs", permissions = listed(&posts, lang)));
    }
    let threads = missing(member, posting.threads() - Permissions::SEND_MESSAGES_IN_THREADS, lang);
    (!threads.is_empty()).then(|| tr!(lang, "perm-member-needs-thread", permissions = listed(&threads, lang)))
}

/// Why the bot can't post a game's messages here, if it can't: text, boards
/// (images, links) and, for `thread:true`, a thread of its own.
pub fn bot_refusal(app: Option<Permissions>, posting: Posting, lang: Lang) -> Option<String> {
    let boards = Permissions::VIEW_CHANNEL | posting.send() | Permissions::EMBED_LINKS | Permissions::ATTACH_FILES;
    let posts = missing(app, boards, lang);
    if !posts.is_empty() {
        return Some(tr!(lang, "perm-bot-needs", permissions = listed(&posts, lang)));
    }
    let threads = missing(app, posting.threads(), lang);
    (!threads.is_empty()).then(|| tr!(lang, "perm-bot-needs-thread", permissions = listed(&threads, lang)))
}

#[cfg(test)]
mod tests {
    use super::*;

    const CHANNEL: Posting = Posting { in_thread: false, new_thread: false };
    const NEW_THREAD: Posting = Posting { in_thread: false, new_thread: true };
    const THREAD: Posting = Posting { in_thread: true, new_thread: false };

    fn all_but(p: Permissions) -> Option<Permissions> {
        Some(Permissions::all() - Permissions::ADMINISTRATOR - p)
    }

    #[test]
    fn members_need_to_post_where_the_lobby_goes() {
        assert_eq!(member_refusal(Some(Permissions::all()), NEW_THREAD, Lang::En), None);
        assert_eq!(member_refusal(None, NEW_THREAD, Lang::En), None);
        let muted = member_refusal(all_but(Permissions::SEND_MESSAGES), CHANNEL, Lang::En).unwrap();
        assert_eq!(muted, "You need Send Messages here to open a game.");
        assert_eq!(member_refusal(all_but(Permissions::SEND_MESSAGES), THREAD, Lang::En), None);
        let hidden = member_refusal(all_but(Permissions::SEND_MESSAGES | Permissions::VIEW_CHANNEL), CHANNEL, Lang::En);
        assert_eq!(hidden.unwrap(), "You need View Channel and Send Messages here to open a game.");
        let no_threads = member_refusal(all_but(Permissions::CREATE_PUBLIC_THREADS), NEW_THREAD, Lang::En).unwrap();
        assert!(no_threads.starts_with("You need Create Public Threads here"), "{no_threads}");
        assert_eq!(member_refusal(all_but(Permissions::CREATE_PUBLIC_THREADS), CHANNEL, Lang::En), None);
    }

    #[test]
    fn the_bot_names_what_it_lacks() {
        let files = bot_refusal(all_but(Permissions::ATTACH_FILES), CHANNEL, Lang::En).unwrap();
        assert_eq!(files, "I need Attach Files here to post boards; ask a server admin.");
        let two = bot_refusal(all_but(Permissions::EMBED_LINKS | Permissions::ATTACH_FILES), THREAD, Lang::En).unwrap();
        assert!(two.starts_with("I need Embed Links and Attach Files here"), "{two}");
        let in_thread = bot_refusal(all_but(Permissions::SEND_MESSAGES_IN_THREADS), THREAD, Lang::En).unwrap();
        assert!(in_thread.starts_with("I need Send Messages in Threads here"), "{in_thread}");
        let threads = bot_refusal(
            all_but(Permissions::CREATE_PUBLIC_THREADS | Permissions::SEND_MESSAGES_IN_THREADS),
            NEW_THREAD,
            Lang::En,
        );
        assert!(threads.unwrap().starts_with("I need Send Messages in Threads and Create Public Threads here"));
        assert_eq!(bot_refusal(Some(Permissions::ADMINISTRATOR), NEW_THREAD, Lang::En), None);
        assert_eq!(bot_refusal(None, CHANNEL, Lang::En), None);
    }

    #[test]
    fn lists_read_as_english() {
        let names = |list: &[&str]| list.iter().map(|n| n.to_string()).collect::<Vec<_>>();
        assert_eq!(listed(&names(&["A", "B", "C"]), Lang::En), "A, B and C");
        assert_eq!(listed(&names(&["A", "B"]), Lang::Uk), "A і B");
        assert_eq!(listed(&names(&["A"]), Lang::En), "A");
    }
}
