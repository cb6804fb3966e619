//! Help texts: the command list and each game's rules in brief, as
//! catalogue messages (`help-commands`, `rules-<kind>`), so each reader
//! gets them in their language.

use crate::catalog::{self, Engine};
use crate::said;
use crate::text::{Arg, Said, Text};

pub fn commands() -> Said {
    said!("help-commands", games = catalog::kind_list())
}

/// A game's name, its rules in brief and the options `/game new` takes
/// (described as the command's own option descriptions are).
pub fn rules(engine: &dyn Engine) -> Text {
    let mut text = Text::from(engine.name());
    text.push(Said { id: format!("rules-{}", engine.kind()), args: vec![] });
    if !engine.options().is_empty() {
        let options = engine
            .options()
            .iter()
            .map(|o| {
                let about = Said { id: format!("cmd-game-new-{}-{}.description", engine.kind(), o.name), args: vec![] };
                said!(
                    "rules-option",
                    name = o.name,
                    about = about,
                    choices = o.choices.iter().map(|c| format!("`{c}`")).collect::<Vec<_>>().join("/")
                )
            })
            .collect();
        text.push(said!("rules-options", options = Arg::List(options)));
    }
    text
}
