//! Carries out a delivery plan (`delivery::plan`): lays each reply out as a
//! Discord message and makes the calls, in order. After a public message
//! with controls goes out, the game's previous one loses its buttons and
//! the new one's link is kept for reminders.

use serenity::all::{ChannelId, Http, Message, MessageId};

use super::delivery::{Action, Form, Message as Said};
use super::respond::{self, Out};
use super::{buttons, limits, panel};
use crate::i18n::Lang;
use crate::table::{Controls, Reply, Table, Visibility};
use crate::tr;

/// Where and to whom one interaction's replies go.
pub struct Delivery<'a> {
    pub http: &'a Http,
    pub table: &'a Table,
    pub it: respond::Interaction<'a>,
    pub guild: Option<&'a str>,
    /// A lobby button's message: its id and what it said.
    pub clicked: Option<(MessageId, &'a str)>,
    /// The thread `/game new … thread:true` opened, and the answer pointing there.
    pub thread: Option<(ChannelId, String)>,
}

impl Delivery<'_> {
    pub async fn carry_out(&self, actions: &[Action], replies: &[Reply]) {
        for action in actions {
            self.perform(action, replies).await;
        }
    }

    async fn perform(&self, action: &Action, replies: &[Reply]) {
        let (http, it) = (self.http, self.it);
        let public = |said: &Said| match said {
            Said::Reply { reply, .. } => replies.get(*reply).filter(|r| r.is_public()),
            _ => None,
        };
        match action {
            Action::Defer { ephemeral } => log_failure(respond::defer(http, it, *ephemeral).await),
            Action::Answer(said) => {
                let (first, rest) = self.out(said, replies).split();
                log_failure(respond::answer(http, it, &first).await);
                log_failure(self.go_on(&rest).await.map(|_| ()));
            }
            Action::Update(said) => {
                let (first, rest) = self.out(said, replies).split();
                log_failure(respond::update(http, it, &first).await);
                log_failure(self.go_on(&rest).await.map(|_| ()));
            }
            Action::DeleteOriginal => log_failure(respond::delete_original(http, it).await),
            Action::EditOriginal(said) => {
                let (first, rest) = self.out(said, replies).split();
                let sent = respond::edit_original(http, it, &first).await;
                let sent = if rest.is_empty() { sent } else { self.go_on(&rest).await.map(Option::unwrap) };
                self.sent(sent, public(said)).await
            }
            Action::FollowUp(said) => {
                let (first, rest) = self.out(said, replies).split();
                let sent = respond::follow_up(http, it, &first).await;
                let sent = if rest.is_empty() { sent } else { self.go_on(&rest).await.map(Option::unwrap) };
                self.sent(sent, public(said)).await
            }
            Action::Dm { reply: index } => {
                let Some(reply) = replies.get(*index) else { return };
                let Visibility::Private(user) = &reply.visibility else { return };
                // To someone else: in their language, as last seen.
                let theirs = self.table.store().player(user).await.ok().and_then(|p| p.locale);
                respond::send_dm(http, user, reply, theirs.unwrap_or(Lang::En), format!("{}{index}", it.id)).await
            }
            Action::Post { reply: index } => {
                let (Some((thread, _)), Some(reply)) = (&self.thread, replies.get(*index)) else { return };
                let (first, rest) = out_for(reply, &it.user.to_string(), it.lang).split();
                let mut sent = respond::post(http, *thread, &first, format!("t{}{index}", it.id)).await;
                for (k, more) in rest.iter().enumerate() {
                    sent = respond::post(http, *thread, more, format!("t{}{index}+{k}", it.id)).await;
                }
                self.sent(sent, Some(reply)).await
            }
        }
    }

    /// The messages that carry on the one just sent, in order; the last
    /// one sent (none if there were none).
    async fn go_on(&self, rest: &[Out]) -> serenity::Result<Option<Message>> {
        let mut last = None;
        for more in rest {
            last = Some(respond::follow_up(self.http, self.it, more).await?);
        }
        Ok(last)
    }

    /// A message as Discord gets it.
    fn out(&self, said: &Said, replies: &[Reply]) -> Out {
        let (caller, lang) = (self.it.user.to_string(), self.it.lang);
        match said {
            Said::Reply { reply, form } => {
                let Some(reply) = replies.get(*reply) else { return Out::text(tr!(lang, "edge-done")).ephemeral() };
                match form {
                    Form::Full => out_for(reply, &caller, lang),
                    Form::Panel => panel_out(reply, lang),
                    Form::Bare => Out::reply(reply, reading(reply, lang)).with_components(vec![]),
                }
            }
            Said::Done { keep_components: true } => Out::text(tr!(lang, "edge-done")).ephemeral(),
            Said::Done { keep_components: false } => {
                Out::text(tr!(lang, "edge-done")).ephemeral().with_components(vec![])
            }
            Said::LobbyClosed => {
                let original = self.clicked.map_or("", |(_, text)| text);
                let game = replies.iter().find(|r| r.is_public()).map_or(lang, |r| reading(r, lang));
                Out::text(format!("{original}\n**{}**", tr!(game, "edge-game-started"))).with_components(vec![])
            }
            Said::ThreadPointer => Out::text(self.thread.as_ref().map_or("", |(_, pointer)| pointer.as_str())),
        }
    }

    /// After a message went out: a public one with controls becomes the
    /// game's newest (see `posted`).
    async fn sent(&self, sent: serenity::Result<Message>, public: Option<&Reply>) {
        match (sent, public) {
            (Ok(message), Some(reply)) => self.posted(reply, &message).await,
            (Ok(_), None) => {}
            (Err(e), _) => log_failure(Err(e)),
        }
    }

    /// The previous board (or lobby) loses its buttons, unless it is the
    /// message just clicked, and the new one's link is kept for reminders;
    /// a proposal's link is kept for older proposals' buttons to point to.
    async fn posted(&self, reply: &Reply, message: &Message) {
        let (game_id, previous) = match &reply.controls {
            Controls::Lobby { game_id, previous, .. } => (*game_id, previous.clone()),
            Controls::Board(board) => (board.game_id, board.previous.clone()),
            Controls::Proposal { game_id, number, .. } => {
                let link = respond::link(self.guild, message);
                if let Err(e) = self.table.set_proposal_link(*game_id, *number, &link).await {
                    tracing::warn!(error = ?e, "could not remember the proposal link");
                }
                return;
            }
            Controls::None
            | Controls::Replay { .. }
            | Controls::Forget { .. }
            | Controls::History { .. }
            | Controls::Panel(_) => return,
        };
        if matches!(reply.controls, Controls::Board(_)) {
            crate::telemetry::board_delivered(self.it.received.elapsed());
        }
        let link = respond::link(self.guild, message);
        if let Some(previous) = previous {
            let same = |id: MessageId| previous.ends_with(&format!("/{id}"));
            if !same(message.id) && !self.clicked.is_some_and(|(clicked, _)| same(clicked)) {
                respond::strip_components(self.http, &previous).await;
            }
        }
        if let Err(e) = self.table.set_board_link(game_id, &link).await {
            tracing::warn!(error = %e, "could not remember the board link");
        }
    }
}

/// The language to word `reply` in: a public one the game's (the reader's
/// only where no game says), a private one the reader's.
pub fn reading(reply: &Reply, reader: Lang) -> Lang {
    match reply.is_public() {
        true => reply.language().unwrap_or(reader),
        false => reader,
    }
}

/// A reply as a message: public ones with their buttons, the caller's
/// private ones with their page's buttons, or their next panel when a
/// board says they must act.
pub fn out_for(reply: &Reply, caller: &str, lang: Lang) -> Out {
    let out = Out::reply(reply, reading(reply, lang));
    let components = match &reply.controls {
        Controls::Lobby { game_id, language, .. } if reply.is_public() => buttons::for_lobby(*game_id, *language),
        Controls::Board(board) if reply.is_public() => buttons::for_board(board),
        Controls::Proposal { game_id, number, language } if reply.is_public() => {
            buttons::for_proposal(*game_id, *number, *language)
        }
        _ if reply.is_public() => return out,
        Controls::Forget { user_id } => buttons::for_forget(user_id, lang),
        Controls::History { kind, user_id, page, pages } => {
            buttons::for_history(kind.as_deref(), user_id.as_deref(), *page, *pages, lang)
        }
        Controls::Replay { game_id, step, count, .. } => buttons::for_replay(*game_id, *step, *count, lang),
        _ => {
            let Some(panel) = reply.board().and_then(|b| b.moves_of(caller)).and_then(|m| panel::open(m, lang)) else {
                return out;
            };
            let text = limits::content(&format!("{}\n\n{}", out.text, panel.text));
            return Out { text, ..out }.with_components(panel.components);
        }
    };
    out.with_components(components)
}

/// The clicker's answer: what happened, their newest working board, and
/// their builder's next step if they still act.
fn panel_out(reply: &Reply, lang: Lang) -> Out {
    let mut out = Out::reply(reply, lang).ephemeral().with_components(vec![]);
    let Controls::Panel(panel) = &reply.controls else { return out };
    if let Some(step) = &panel.step {
        let game = panel::Game { id: panel.game_id, version: panel.version };
        let shown = panel::layout(game, step, &panel.undo, lang);
        let text = [out.text.as_str(), shown.text.as_str()].into_iter().filter(|t| !t.is_empty());
        out.text = limits::content(&text.collect::<Vec<_>>().join("\n\n"));
        out.components = Some(shown.components);
    }
    out
}

pub fn log_failure(result: serenity::Result<()>) {
    if let Err(e) = result {
        tracing::warn!(error = %e, "could not answer an interaction");
    }
}
