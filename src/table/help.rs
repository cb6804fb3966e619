//! Help texts: the command list and each game's rules in brief.

use crate::catalog::{self, Engine};

pub fn commands() -> String {
    format!(
        "Aerie hosts board games played over days. Games: {}.\n\
         `/game new game:<kind> [options]` open a table (you host) · `/game join` · `/game leave` · \
         `/game start` (host) · `/move action:<move>` play (autocomplete lists your moves) · `/game play` (your move panel, where the game stands) · \
         `/game status` · `/game board` · `/game hand` (private) · `/game log` · `/game undo` (a step of your own \
         turn, if nothing new was revealed) · `/game resign` (with 3+ players the computer takes over) · `/game cancel` (host, with every player's agreement once started, or channel manager) · \
         `/game rules [game]` · `/game settings [first:12h every:24h deadline:3d action:skip|bot|end vacation:14]` (a running game's \
         deadline changes from the next turn, with every player's agreement) · `/game agree` (to the host's proposal) · \
         `/game bot add [level:easy|normal|hard]` (host, lobby) · `/game kick player:<name>` (in a running game: an absent player) · `/game back` · `/game skip` · \
         `/games` · `/remind where:channel|dm|off` · `/vacation on|off` · `/me settings [confirm:on|off]` (be asked once \
         before a move that hands you something hidden). On Discord the board's Play button opens your move panel: a pick \
         acts, and Undo sits beside the choices.",
        catalog::kind_list()
    )
}

pub fn rules(engine: &dyn Engine) -> String {
    let mut text = format!("{}\n{}", engine.name(), engine.rules_summary());
    if !engine.options().is_empty() {
        text.push_str("\nOptions at `/game new`: ");
        let options: Vec<String> = engine
            .options()
            .iter()
            .map(|o| format!("`{}` ({}; {})", o.name, o.description, o.choices.join("/")))
            .collect();
        text.push_str(&options.join(", "));
    }
    text
}
