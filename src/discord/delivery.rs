//! Which Discord calls deliver the table's replies to one interaction: a
//! pure function of how the interaction came, how it was acknowledged and
//! what the table answered. `executor` carries the plan out.
//!
//! The rules, in one place:
//! - A slash command is answered by the first public reply (else the
//!   caller's own); a public message with buttons goes out through a
//!   deferral, so that its message (and link) comes back.
//! - A click in the move builder is answered in the panel clicked (or in a
//!   new private panel, from a board).
//! - A history page, a replay step or the answer to `/me forget` replaces
//!   the private message clicked.
//! - A lobby button edits the lobby message clicked; when the game starts
//!   there, the lobby says so and the first board follows.
//! - Everything else follows up: public replies and the caller's private
//!   ones under the interaction, other players' private ones by DM.

use crate::table::{Controls, Reply, Visibility};

/// How the interaction came.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Origin {
    /// A slash command, or a button acting as one (My hand, I agree, Rematch).
    Command,
    /// A pick in the move builder, in the private panel or on a public board.
    Click { in_panel: bool },
    /// A button whose answer replaces the private message clicked;
    /// `refusal_replaces`: a plain answer (a refusal) replaces it too,
    /// rather than coming as a new message beside it.
    InPlace { refusal_replaces: bool },
    /// A lobby button: the lobby message clicked shows the new seats.
    Lobby,
    /// `/game new … thread:true`: replies go to the new thread, and the
    /// deferred answer points there.
    Thread,
}

/// How the interaction had been acknowledged when the table answered.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Acked {
    No,
    /// Deferred with a "thinking…" message of its own.
    Deferred {
        ephemeral: bool,
    },
    /// Deferred as an update of the message clicked.
    DeferredUpdate,
}

impl Acked {
    fn is_deferred(self) -> bool {
        self != Acked::No
    }
}

/// One Discord call.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Action {
    /// Acknowledge now with a message of our own to edit later.
    Defer {
        ephemeral: bool,
    },
    /// The interaction's response.
    Answer(Message),
    /// The interaction's response, replacing the message clicked.
    Update(Message),
    /// Edit the deferred response (or the message clicked, after an update deferral).
    EditOriginal(Message),
    DeleteOriginal,
    FollowUp(Message),
    /// A private reply to another player, by DM.
    Dm {
        reply: usize,
    },
    /// A public reply posted in the thread the command opened.
    Post {
        reply: usize,
    },
}

/// What one message says.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Message {
    /// The table's `reply`, laid out as `form` says.
    Reply { reply: usize, form: Form },
    /// "Done.", privately: for an interaction nothing else answers.
    Done { keep_components: bool },
    /// The lobby clicked, now closed: the game started (its board follows).
    LobbyClosed,
    /// The deferred answer to `/game new … thread:true`: where the game is.
    ThreadPointer,
}

/// How a reply is laid out.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Form {
    /// With its controls: a public message's buttons, a private page's
    /// buttons, or the caller's panel when a board says they act.
    Full,
    /// The clicker's panel: what happened and their builder's next step.
    Panel,
    /// Without any buttons (those of the message it replaces are removed).
    Bare,
}

/// The plan for `replies` to `caller`.
pub fn plan(origin: Origin, acked: Acked, replies: &[Reply], caller: &str) -> Vec<Action> {
    let own = |r: &Reply| r.visibility == Visibility::Private(caller.to_string());
    let mut actions = vec![];
    let answered = match origin {
        Origin::Command => answer_command(acked, replies, own, &mut actions),
        Origin::Click { in_panel } => {
            let answer = replies.iter().position(own);
            let message = match answer {
                Some(reply) => Message::Reply { reply, form: Form::Panel },
                None => Message::Done { keep_components: false },
            };
            actions.push(match (acked.is_deferred(), in_panel) {
                (true, _) => Action::EditOriginal(message),
                (false, true) => Action::Update(message),
                (false, false) => Action::Answer(message),
            });
            answer
        }
        Origin::InPlace { refusal_replaces } => {
            let answer = replies.iter().position(own);
            let message = match answer {
                Some(reply) => {
                    let form = if replies[reply].controls == Controls::None { Form::Bare } else { Form::Full };
                    Message::Reply { reply, form }
                }
                None => Message::Done { keep_components: false },
            };
            let replaces = refusal_replaces || answer.is_some_and(|i| replies[i].controls != Controls::None);
            actions.push(match (acked.is_deferred(), replaces) {
                (true, true) => Action::EditOriginal(message),
                (false, true) => Action::Update(message),
                (true, false) => Action::FollowUp(message),
                (false, false) => Action::Answer(message),
            });
            answer
        }
        Origin::Lobby => match replies.iter().position(Reply::is_public) {
            None => None,
            Some(first) => match &replies[first].controls {
                // The lobby closes; the board itself follows as a message.
                Controls::Board(_) => {
                    actions.push(Action::EditOriginal(Message::LobbyClosed));
                    None
                }
                Controls::Lobby { .. } => {
                    actions.push(Action::EditOriginal(Message::Reply { reply: first, form: Form::Full }));
                    Some(first)
                }
                _ => {
                    actions.push(Action::EditOriginal(Message::Reply { reply: first, form: Form::Bare }));
                    Some(first)
                }
            },
        },
        Origin::Thread => {
            actions.extend(
                replies.iter().enumerate().filter(|(_, r)| r.is_public()).map(|(reply, _)| Action::Post { reply }),
            );
            actions.push(Action::EditOriginal(Message::ThreadPointer));
            return actions;
        }
    };
    for (reply, r) in replies.iter().enumerate().filter(|&(i, _)| Some(i) != answered) {
        actions.push(match &r.visibility {
            Visibility::Private(user) if user != caller => Action::Dm { reply },
            _ => Action::FollowUp(Message::Reply { reply, form: Form::Full }),
        });
    }
    actions
}

/// A slash command's answer: the first public reply, else the caller's own,
/// else "Done."; which reply answered.
fn answer_command(
    acked: Acked,
    replies: &[Reply],
    own: impl Fn(&Reply) -> bool,
    actions: &mut Vec<Action>,
) -> Option<usize> {
    let first = replies.iter().position(Reply::is_public).or_else(|| replies.iter().position(own));
    let Some(first) = first else {
        let done = Message::Done { keep_components: true };
        actions.push(if acked.is_deferred() { Action::EditOriginal(done) } else { Action::Answer(done) });
        return None;
    };
    let public = replies[first].is_public();
    let mut acked = acked;
    // A message with controls is remembered by its link: post it in a way
    // that returns the message (an edit of a deferral).
    if acked == Acked::No && public && replies[first].controls != Controls::None {
        actions.push(Action::Defer { ephemeral: false });
        acked = Acked::Deferred { ephemeral: false };
    }
    let message = Message::Reply { reply: first, form: Form::Full };
    match acked {
        Acked::No => actions.push(Action::Answer(message)),
        Acked::Deferred { ephemeral } if ephemeral != public => actions.push(Action::EditOriginal(message)),
        // Deferred the other way (private, and the answer is public): the
        // "thinking…" message can't change visibility, so it goes.
        Acked::Deferred { .. } | Acked::DeferredUpdate => {
            actions.extend([Action::DeleteOriginal, Action::FollowUp(message)])
        }
    }
    Some(first)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::i18n::Lang;
    use crate::said;
    use crate::table::Board;
    use Action::*;

    const ALICE: &str = "1";

    fn public() -> Reply {
        Reply::public(said!("edge-done"))
    }

    fn board() -> Reply {
        let board = Board {
            game_id: 1,
            version: 2,
            turn_complete: true,
            to_act: vec![],
            previous: None,
            language: Lang::En,
            finished: false,
        };
        public().with_controls(Controls::Board(board))
    }

    fn lobby() -> Reply {
        public().with_controls(Controls::Lobby { game_id: 1, language: Lang::En, previous: None })
    }

    fn private(to: &str) -> Reply {
        Reply::private(to, said!("edge-done"))
    }

    fn full(reply: usize) -> Message {
        Message::Reply { reply, form: Form::Full }
    }

    #[test]
    fn a_command_with_a_public_board_defers_to_get_its_message_back() {
        let replies = [private(ALICE), board(), private("2")];
        assert_eq!(
            plan(Origin::Command, Acked::No, &replies, ALICE),
            [Defer { ephemeral: false }, EditOriginal(full(1)), FollowUp(full(0)), Dm { reply: 2 }]
        );
    }

    #[test]
    fn a_private_command_answers_at_once_or_edits_its_deferral() {
        let replies = [private(ALICE)];
        assert_eq!(plan(Origin::Command, Acked::No, &replies, ALICE), [Answer(full(0))]);
        assert_eq!(
            plan(Origin::Command, Acked::Deferred { ephemeral: true }, &replies, ALICE),
            [EditOriginal(full(0))]
        );
    }

    #[test]
    fn a_public_answer_after_a_private_deferral_replaces_it() {
        let replies = [public()];
        assert_eq!(
            plan(Origin::Command, Acked::Deferred { ephemeral: true }, &replies, ALICE),
            [DeleteOriginal, FollowUp(full(0))]
        );
        assert_eq!(plan(Origin::Command, Acked::No, &replies, ALICE), [Answer(full(0))]);
    }

    #[test]
    fn a_command_with_nothing_for_the_caller_says_done() {
        let replies = [private("2")];
        let done = Message::Done { keep_components: true };
        assert_eq!(plan(Origin::Command, Acked::No, &replies, ALICE), [Answer(done.clone()), Dm { reply: 0 }]);
        assert_eq!(
            plan(Origin::Command, Acked::Deferred { ephemeral: true }, &replies, ALICE),
            [EditOriginal(done), Dm { reply: 0 }]
        );
    }

    #[test]
    fn a_click_answers_in_the_panel_and_the_board_follows() {
        let replies = [board(), private(ALICE), private("2")];
        let panel = Message::Reply { reply: 1, form: Form::Panel };
        assert_eq!(
            plan(Origin::Click { in_panel: true }, Acked::No, &replies, ALICE),
            [Update(panel.clone()), FollowUp(full(0)), Dm { reply: 2 }]
        );
        assert_eq!(
            plan(Origin::Click { in_panel: false }, Acked::No, &replies, ALICE),
            [Answer(panel.clone()), FollowUp(full(0)), Dm { reply: 2 }]
        );
        assert_eq!(
            plan(Origin::Click { in_panel: true }, Acked::DeferredUpdate, &replies, ALICE),
            [EditOriginal(panel), FollowUp(full(0)), Dm { reply: 2 }]
        );
    }

    #[test]
    fn a_click_without_an_answer_for_the_clicker_says_done_and_clears_the_panel() {
        let replies = [board()];
        assert_eq!(
            plan(Origin::Click { in_panel: true }, Acked::No, &replies, ALICE),
            [Update(Message::Done { keep_components: false }), FollowUp(full(0))]
        );
    }

    #[test]
    fn a_page_replaces_the_message_clicked() {
        let page = private(ALICE).with_controls(Controls::History { kind: None, user_id: None, page: 2, pages: 3 });
        assert_eq!(
            plan(Origin::InPlace { refusal_replaces: true }, Acked::No, &[page.clone()], ALICE),
            [Update(full(0))]
        );
        assert_eq!(
            plan(Origin::InPlace { refusal_replaces: false }, Acked::DeferredUpdate, &[page], ALICE),
            [EditOriginal(full(0))]
        );
    }

    #[test]
    fn a_refusal_replaces_a_page_but_leaves_a_replay_shown() {
        let refusal = [private(ALICE)];
        let bare = Message::Reply { reply: 0, form: Form::Bare };
        assert_eq!(
            plan(Origin::InPlace { refusal_replaces: true }, Acked::No, &refusal, ALICE),
            [Update(bare.clone())]
        );
        assert_eq!(
            plan(Origin::InPlace { refusal_replaces: false }, Acked::No, &refusal, ALICE),
            [Answer(bare.clone())]
        );
        assert_eq!(
            plan(Origin::InPlace { refusal_replaces: false }, Acked::DeferredUpdate, &refusal, ALICE),
            [FollowUp(bare)]
        );
    }

    #[test]
    fn a_lobby_button_edits_the_lobby_and_a_start_closes_it_before_the_board() {
        let replies = [lobby(), private("2")];
        assert_eq!(
            plan(Origin::Lobby, Acked::DeferredUpdate, &replies, ALICE),
            [EditOriginal(full(0)), Dm { reply: 1 }]
        );
        let started = [board(), private(ALICE)];
        assert_eq!(
            plan(Origin::Lobby, Acked::DeferredUpdate, &started, ALICE),
            [EditOriginal(Message::LobbyClosed), FollowUp(full(0)), FollowUp(full(1))]
        );
    }

    #[test]
    fn a_refused_lobby_button_answers_privately_and_leaves_the_lobby() {
        let refusal = [private(ALICE)];
        assert_eq!(plan(Origin::Lobby, Acked::DeferredUpdate, &refusal, ALICE), [FollowUp(full(0))]);
    }

    #[test]
    fn a_thread_gets_the_public_replies_and_the_answer_points_there() {
        let replies = [lobby(), private(ALICE)];
        assert_eq!(
            plan(Origin::Thread, Acked::Deferred { ephemeral: false }, &replies, ALICE),
            [Post { reply: 0 }, EditOriginal(Message::ThreadPointer)]
        );
    }
}
