//! What the table answers: messages for the channel or for one user, and
//! what a front-end needs to put controls under them without asking again.

use super::Moves;
use crate::i18n::Lang;
use crate::render::Picture;
use crate::text::Text;

/// Who may see a reply.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Visibility {
    /// Everyone in the channel.
    Public,
    /// Only this user (an ephemeral reply or a DM on Discord).
    Private(String),
}

#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Reply {
    pub visibility: Visibility,
    /// What it says, worded and marked up by the front-end. Pings are not
    /// written in it: front-ends put those of `mentions` first, built from
    /// the user ids (Discord's `<@id>`, the console's `@name`).
    pub text: Text,
    /// What a front-end whose messages cannot hold all of it keeps.
    pub keep: Keep,
    pub images: Vec<Picture>,
    /// Other files sent with it (a game's exported record).
    pub files: Vec<Attachment>,
    /// Users to ping with this message, in order.
    pub mentions: Vec<Mention>,
    /// What this message is the latest of (a lobby, a board), if anything.
    pub controls: Controls,
    /// The language of a public message without controls (its game's).
    pub spoken_in: Option<Lang>,
}

/// What a front-end keeps of a text too long for one of its messages.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub enum Keep {
    /// Its first lines; the rest is cut.
    #[default]
    First,
    /// Its last lines (a log's most recent moves), after a line saying
    /// earlier ones were left out.
    Last,
}

/// A file to deliver as it is: Discord attaches it, the console writes it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Attachment {
    pub name: String,
    pub bytes: Vec<u8>,
}

#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Mention {
    pub user_id: String,
    pub name: String,
    /// In their quiet hours: named, but not woken.
    pub silent: bool,
}

/// The state a message shows, for the buttons and menus under it.
#[derive(Debug, Clone, PartialEq, Eq, Default)]
pub enum Controls {
    #[default]
    None,
    /// The lobby of this game: seats can still be taken. `previous` is the
    /// link of the lobby (or board) message posted before this one, whose
    /// buttons are out of date now.
    Lobby { game_id: i64, previous: Option<String>, language: Lang },
    /// The game at one version.
    Board(Board),
    /// The host's proposal `number` in this game, awaiting the players' agreement.
    Proposal { game_id: i64, number: u32, language: Lang },
    /// A private question to `user_id`: delete all they stored? (`/me forget`)
    Forget { user_id: String },
    /// Page `page` of `pages` of a `/history` query (`user_id`: the player
    /// it asked for, resolved), for buttons to the pages around it.
    History { kind: Option<String>, user_id: Option<String>, page: usize, pages: usize },
    /// A private replay of this game at `step` of `count` completed turns.
    Replay { game_id: i64, step: usize, count: usize, language: Lang },
    /// The clicker's move builder, after a click on it (or on a board).
    Panel(super::Panel),
}

/// A running (or just finished) game at one version.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Board {
    pub game_id: i64,
    pub version: i64,
    /// True for the one public board of a completed turn; false for a step
    /// inside a turn, shown to the mover only.
    pub turn_complete: bool,
    /// Every human who must act now, with their legal moves: for their own
    /// private controls only (in games with secret hands they are secret).
    pub to_act: Vec<(String, Moves)>,
    /// The link of the public board posted before this one, if any: its
    /// controls are out of date now.
    pub previous: Option<String>,
    /// The game's language, for the words of its public controls.
    pub language: Lang,
    /// The game finished (not cancelled): its board offers a rematch.
    pub finished: bool,
}

impl Board {
    /// The moves `user_id` may make now, if they must act.
    pub fn moves_of(&self, user_id: &str) -> Option<&Moves> {
        self.to_act.iter().find(|(user, _)| user == user_id).map(|(_, moves)| moves)
    }
}

impl Reply {
    pub fn public(text: impl Into<Text>) -> Self {
        Reply {
            visibility: Visibility::Public,
            text: text.into(),
            keep: Keep::First,
            images: vec![],
            files: vec![],
            mentions: vec![],
            controls: Controls::None,
            spoken_in: None,
        }
    }

    /// The language of the game a public message belongs to, where its
    /// controls say (lobbies, boards, proposals).
    pub fn language(&self) -> Option<Lang> {
        match &self.controls {
            Controls::Lobby { language, .. }
            | Controls::Proposal { language, .. }
            | Controls::Replay { language, .. } => Some(*language),
            Controls::Board(board) => Some(board.language),
            Controls::None | Controls::Forget { .. } | Controls::History { .. } | Controls::Panel(_) => self.spoken_in,
        }
    }

    pub fn private(user_id: &str, text: impl Into<Text>) -> Self {
        Reply {
            visibility: Visibility::Private(user_id.to_string()),
            text: text.into(),
            keep: Keep::First,
            images: vec![],
            files: vec![],
            mentions: vec![],
            controls: Controls::None,
            spoken_in: None,
        }
    }

    /// A text whose most recent lines matter most (a log).
    pub fn keeping_last(mut self) -> Self {
        self.keep = Keep::Last;
        self
    }

    pub fn with_images(mut self, images: Vec<Picture>) -> Self {
        self.images.extend(images);
        self
    }

    pub fn with_files(mut self, files: Vec<Attachment>) -> Self {
        self.files.extend(files);
        self
    }

    pub fn with_controls(mut self, controls: Controls) -> Self {
        self.controls = controls;
        self
    }

    pub fn is_public(&self) -> bool {
        self.visibility == Visibility::Public
    }

    /// The board this reply shows, if any.
    pub fn board(&self) -> Option<&Board> {
        match &self.controls {
            Controls::Board(board) => Some(board),
            _ => None,
        }
    }
}
