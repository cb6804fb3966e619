//! `/server settings`: the defaults new games on a server start with
//! (reminders, deadline and its action, vacation allowance, stand-in level,
//! language). Anyone may read them; changing them takes Discord's Manage
//! Server, because they apply in every channel of the server, beyond what
//! a channel's manager looks after. Games already open keep their settings.

use super::settings::{Settings, SettingsRules};
use super::*;
use crate::i18n::Lang;
use crate::store::Typed;
use crate::text::Arg;

impl Table {
    /// The settings a new game on `guild` starts with, in `language`
    /// unless the server chose one.
    pub(super) async fn new_game_settings(&self, guild: &str, language: Lang) -> Result<Settings, Refusal> {
        let base = Settings { language, ..Settings::default() };
        let defaults = self.store.server_defaults(guild).await?;
        // (Defaults were checked when set; a value no longer valid is left out.)
        Ok(defaults
            .iter()
            .fold(base, |settings, change| settings.apply(std::slice::from_ref(change)).unwrap_or(settings)))
    }

    /// `/server settings [first] [every] [deadline] [action] [vacation]
    /// [standin] [language]`: none shows the defaults; some change them.
    pub(super) async fn server_settings(
        &self,
        place: &Place,
        user: &User,
        changes: &[(String, String)],
    ) -> Result<Vec<Reply>, Refusal> {
        let Some(guild) = &place.guild else { return refuse(said!("server-not-in-dm")) };
        let mut defaults = self.store.server_defaults(guild).await?;
        if !changes.is_empty() {
            if !user.manages_server {
                return refuse(said!("server-settings-managers-only"));
            }
            for (name, value) in changes {
                defaults.retain(|(set, _)| set != name);
                defaults.push((name.clone(), value.clone()));
            }
            // Every value is checked before anything is kept.
            Settings::default().apply(&defaults).map_err(Refusal::new)?;
            self.store.set_server_defaults(guild, &defaults, self.clock.now()).await?;
        }
        let settings = Settings::default().apply(&defaults).map_err(Refusal::new)?;
        let head = match changes.is_empty() {
            true => said!("server-settings-title"),
            false => said!("server-settings-changed", name = &user.name),
        };
        let mut text = Text::from(head);
        text.push(settings.describe());
        let (server, _, built_in) = sources(&defaults, &settings, &settings);
        text.push(said!("server-settings-sources", server = server, built_in = built_in));
        Ok(vec![match changes.is_empty() {
            true => Reply::private(&user.id, text),
            false => Reply::public(text),
        }])
    }

    /// Where each of a game's settings came from, for `/game settings`.
    pub(super) async fn settings_sources(&self, game: &GameRecord) -> Result<Said, Refusal> {
        let defaults = self.store.server_defaults(&game.guild).await?;
        let started = Settings { language: game.settings.language, ..Settings::default() };
        let from_server = started.apply(&defaults).unwrap_or(started);
        let (server, game, built_in) = sources(&defaults, &from_server, &game.settings);
        Ok(said!("settings-sources", server = server, game = game, built_in = built_in))
    }
}

/// The settings that come from the server's defaults, those set for this
/// game and the built-in ones, in words (`settings` against what the
/// server's `defaults` made of `started`).
fn sources(defaults: &Typed, started: &Settings, settings: &Settings) -> (Said, Said, Said) {
    let mut server = vec![];
    let mut game = vec![];
    let mut built_in = vec![];
    for name in super::settings::SETTING_NAMES {
        let group = if setting_value(settings, name) != setting_value(started, name) {
            &mut game
        } else if defaults.iter().any(|(set, _)| set == name) {
            &mut server
        } else {
            &mut built_in
        };
        // (Named as the command's option is, in the reader's language.)
        group.push(Said { id: format!("cmd-game-settings-{name}"), args: vec![] });
    }
    let list = |names: Vec<Said>| match names.is_empty() {
        true => said!("settings-source-none"),
        false => said!("settings-source-list", names = Arg::List(names)),
    };
    (list(server), list(game), list(built_in))
}

/// One setting's value, comparable.
fn setting_value(settings: &Settings, name: &str) -> String {
    match name {
        "first" => format!("{:?}", settings.first_reminder),
        "every" => settings.every.to_string(),
        "deadline" => format!("{:?}", settings.deadline),
        "action" => settings.deadline_action.name().to_string(),
        "vacation" => settings.vacation_days.to_string(),
        "standin" => settings.standin.as_str().to_string(),
        "language" => settings.language.code().to_string(),
        _ => String::new(),
    }
}
