//! A host's proposal awaiting the players' agreement, as stored (the
//! `proposal` column); the table decides what it needs and carries it out.

use serde::{Deserialize, Serialize};

/// What the host proposes.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case", tag = "what")]
pub enum Proposed {
    /// `/game settings` changes, as typed.
    Settings {
        changes: Vec<(String, String)>,
    },
    Cancel,
}

/// The game's latest proposal: open until carried out or its game ends;
/// kept after that, so that the next one's number follows it.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Proposal {
    /// Its number in its game, 1, 2, … as proposed, never reused: an
    /// Agree button carries it. Not written for the first, so a first
    /// proposal is stored as before proposals had numbers (and one stored
    /// then reads as the first).
    #[serde(default = "first", skip_serializing_if = "is_first")]
    pub number: u32,
    /// The host who proposed it.
    pub by: String,
    pub proposed: Proposed,
    /// Users who agreed so far.
    pub agreed: Vec<String>,
    /// Carried out: nothing is left to agree to.
    #[serde(default, skip_serializing_if = "is_false")]
    pub done: bool,
    /// Where its message was posted, for an older proposal's button to
    /// point to it.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub link: Option<String>,
}

impl Proposal {
    /// A new open proposal, numbered after `earlier` (the game's previous one).
    pub fn after(earlier: Option<&Proposal>, by: &str, proposed: Proposed) -> Proposal {
        let number = earlier.map_or(1, |p| p.number + 1);
        Proposal { number, by: by.to_string(), proposed, agreed: vec![], done: false, link: None }
    }
}

fn first() -> u32 {
    1
}

fn is_first(number: &u32) -> bool {
    *number == 1
}

fn is_false(value: &bool) -> bool {
    !value
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::records::stored_json;

    #[test]
    fn stored_shape_is_kept() {
        // As `json!(proposal)` wrote them.
        let changes = vec![("deadline".to_string(), "1d".to_string()), ("action".to_string(), "end".to_string())];
        let mut settings = Proposal::after(None, "alice", Proposed::Settings { changes });
        settings.agreed = vec!["bob".into()];
        let written = r#"{"agreed":["bob"],"by":"alice","proposed":{"changes":[["deadline","1d"],["action","end"]],"what":"settings"}}"#;
        assert_eq!(stored_json(&settings).unwrap().to_string(), written);
        assert_eq!(serde_json::from_str::<Proposal>(written).unwrap(), settings);
        let cancel = Proposal::after(None, "alice", Proposed::Cancel);
        let written = r#"{"agreed":[],"by":"alice","proposed":{"what":"cancel"}}"#;
        assert_eq!(stored_json(&cancel).unwrap().to_string(), written);
        assert_eq!(serde_json::from_str::<Proposal>(written).unwrap(), cancel);
    }

    #[test]
    fn later_proposals_carry_their_number_and_state() {
        let first = Proposal::after(None, "alice", Proposed::Cancel);
        let mut second = Proposal::after(Some(&first), "alice", Proposed::Cancel);
        assert_eq!(second.number, 2);
        second.done = true;
        second.link = Some("https://discord.com/channels/1/2/3".into());
        let written = r#"{"agreed":[],"by":"alice","done":true,"link":"https://discord.com/channels/1/2/3","number":2,"proposed":{"what":"cancel"}}"#;
        assert_eq!(stored_json(&second).unwrap().to_string(), written);
        assert_eq!(serde_json::from_str::<Proposal>(written).unwrap(), second);
    }
}
