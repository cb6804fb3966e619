//! Help texts: the command list (from the commands' declarations) and each
//! game's rules in brief, as catalogue messages (`help-commands`,
//! `rules-<kind>`), so each reader gets them in their language.

use crate::catalog::{self, Engine};
use crate::said;
use crate::table::commands;
use crate::text::{Arg, Said, Text};

/// The games, then every declared command as help shows it (`/game
/// replay [id:N] [step:K]`) with what it does (its description). Two
/// messages, so that each fits a chat message: `/game`'s subcommands, then
/// the player's own commands.
pub fn commands() -> Vec<Text> {
    let mut table = Text::from(said!("help-commands", games = catalog::kind_list()));
    let mut own = Text::default();
    for declared in commands::ALL {
        let about = Said { id: format!("{}.description", declared.catalogue_id()), args: vec![] };
        let line = said!("help-command", usage = Arg::code(declared.usage()), about = about);
        match declared.path {
            ["game", _, ..] => table.push(line),
            _ => own.push(line),
        }
    }
    own.push(said!("help-more"));
    vec![table, own]
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
                let choices = o.choices.iter().map(|&c| Said::code(c)).collect();
                said!("rules-option", name = Arg::code(o.name), about = about, choices = Arg::Alternatives(choices))
            })
            .collect();
        text.push(said!("rules-options", options = Arg::List(options)));
    }
    text
}
