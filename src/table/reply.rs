//! What the table answers: messages for the channel or for one user.

use crate::render::Picture;

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
    /// Plain text with light Markdown. Mentions are written `@name` for the
    /// users listed in `mentions`; Discord turns them into real pings.
    pub text: String,
    pub images: Vec<Picture>,
    /// User ids mentioned (pinged) in the text.
    pub mentions: Vec<Mention>,
}

#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Mention {
    pub user_id: String,
    pub name: String,
}

impl Reply {
    pub fn public(text: impl Into<String>) -> Self {
        Reply { visibility: Visibility::Public, text: text.into(), images: vec![], mentions: vec![] }
    }

    pub fn private(user_id: &str, text: impl Into<String>) -> Self {
        Reply {
            visibility: Visibility::Private(user_id.to_string()),
            text: text.into(),
            images: vec![],
            mentions: vec![],
        }
    }

    pub fn with_images(mut self, images: Vec<Picture>) -> Self {
        self.images.extend(images);
        self
    }

    pub fn is_public(&self) -> bool {
        self.visibility == Visibility::Public
    }
}
