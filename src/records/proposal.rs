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

#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Proposal {
    /// The host who proposed it.
    pub by: String,
    pub proposed: Proposed,
    /// Users who agreed so far.
    pub agreed: Vec<String>,
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::records::stored_json;

    #[test]
    fn stored_shape_is_kept() {
        // As `json!(proposal)` wrote them.
        let changes = vec![("deadline".to_string(), "1d".to_string()), ("action".to_string(), "end".to_string())];
        let settings =
            Proposal { by: "alice".into(), proposed: Proposed::Settings { changes }, agreed: vec!["bob".into()] };
        let written = r#"{"agreed":["bob"],"by":"alice","proposed":{"changes":[["deadline","1d"],["action","end"]],"what":"settings"}}"#;
        assert_eq!(stored_json(&settings).unwrap().to_string(), written);
        assert_eq!(serde_json::from_str::<Proposal>(written).unwrap(), settings);
        let cancel = Proposal { by: "alice".into(), proposed: Proposed::Cancel, agreed: vec![] };
        let written = r#"{"agreed":[],"by":"alice","proposed":{"what":"cancel"}}"#;
        assert_eq!(stored_json(&cancel).unwrap().to_string(), written);
        assert_eq!(serde_json::from_str::<Proposal>(written).unwrap(), cancel);
    }
}
