//! Slash commands from the table's declarations (`table::commands`): the
//! registration walks them (and the catalog, for `/game new <game>`, so
//! every game and every option a game declares appears without changes
//! here), and an invocation is read by the same walk into the options
//! given, from which the declaration builds the table `Command`.

use serenity::all::{
    CommandInteraction, CommandOptionType, CreateCommand, CreateCommandOption, ResolvedOption, ResolvedValue,
    Unresolved,
};

use super::markdown;
use crate::catalog;
use crate::games::OptionSpec;
use crate::i18n::{self, Lang};
use crate::said;
use crate::table::commands::{self, Declared, Given, Kind, Opt};
use crate::table::Command;
use crate::text::Said;

/// A command's, option's or choice's words: `cmd-<path>` in the catalogue
/// holds its name (localised for languages other than English, whose name
/// is the one in code) and, as `.description`, what it does.
struct Words {
    id: String,
}

impl Words {
    fn of(path: &[&str]) -> Words {
        Words { id: format!("cmd-{}", path.join("-")) }
    }

    fn name(&self, lang: Lang) -> String {
        i18n::text(lang, &self.id, &[])
    }

    fn description(&self, lang: Lang) -> String {
        truncate(&i18n::text(lang, &format!("{}.description", self.id), &[]), 100).to_string()
    }

    /// Other languages' names and descriptions.
    fn others(&self) -> impl Iterator<Item = (&'static str, String, String)> + '_ {
        Lang::ALL.into_iter().filter_map(|lang| Some((lang.discord_locale()?, self.name(lang), self.description(lang))))
    }
}

fn truncate(text: &str, max: usize) -> &str {
    match text.char_indices().nth(max) {
        Some((i, _)) => &text[..i],
        None => text,
    }
}

fn command(name: &str) -> CreateCommand {
    let words = Words::of(&[name]);
    let mut command = CreateCommand::new(name).description(words.description(Lang::En));
    for (locale, name, description) in words.others() {
        command = command.name_localized(locale, name).description_localized(locale, description);
    }
    command
}

/// An option of kind `kind` at `path` (the command's, subcommands' and its own name).
fn option(kind: CommandOptionType, path: &[&str]) -> CreateCommandOption {
    let words = Words::of(path);
    let name = path.last().expect("a named option");
    let mut option = CreateCommandOption::new(kind, *name, words.description(Lang::En));
    for (locale, name, description) in words.others() {
        option = option.name_localized(locale, name).description_localized(locale, description);
    }
    option
}

/// The string choices `values` of the option at `path`, each named in words.
fn with_choices(mut option: CreateCommandOption, path: &[&str], values: &[&str]) -> CreateCommandOption {
    for value in values {
        let mut choice_path = path.to_vec();
        choice_path.push(value);
        let words = Words::of(&choice_path);
        let others: Vec<(&str, String)> = words.others().map(|(locale, name, _)| (locale, name)).collect();
        option = option.add_string_choice_localized(words.name(Lang::En), *value, others);
    }
    option
}

/// Whether an option's choices are a yes/no: offered as a Discord boolean.
fn is_yes_no(spec: &OptionSpec) -> bool {
    let mut choices: Vec<&str> = spec.choices.to_vec();
    choices.sort_unstable();
    choices == ["no", "yes"]
}

/// All commands the bot registers, worded in English with Ukrainian
/// localisations: one per first word of the declarations, in their order.
pub fn definitions() -> Vec<CreateCommand> {
    let mut definitions = vec![];
    for name in commands::subcommands(&[]) {
        let path = [name];
        let mut definition = command(name);
        // Only in a server unless every command under the name works in a DM.
        if !members(&path).all(|d| d.in_dms) {
            definition = definition.dm_permission(false);
        }
        match leaf(&path) {
            Some(declared) => {
                for built in options_of(declared) {
                    definition = definition.add_option(built);
                }
            }
            None => {
                for sub in commands::subcommands(&path) {
                    definition = definition.add_option(branch(&[name, sub]));
                }
            }
        }
        definitions.push(definition);
    }
    definitions
}

/// The declarations under `path`.
fn members<'a>(path: &'a [&'a str]) -> impl Iterator<Item = &'static Declared> + 'a {
    commands::ALL.iter().copied().filter(move |d| d.path.starts_with(path))
}

/// The declaration named by exactly `path`, if it names one.
fn leaf(path: &[&str]) -> Option<&'static Declared> {
    commands::ALL.iter().copied().find(|d| d.path == path)
}

/// The subcommand at `path`, or the group of those under it.
fn branch(path: &[&str]) -> CreateCommandOption {
    match leaf(path) {
        Some(declared) if declared.per_game => new_game(declared),
        Some(declared) => {
            options_of(declared).fold(option(CommandOptionType::SubCommand, path), CreateCommandOption::add_sub_option)
        }
        None => commands::subcommands(path)
            .into_iter()
            .fold(option(CommandOptionType::SubCommandGroup, path), |group, sub| {
                group.add_sub_option(branch(&[path, &[sub]].concat()))
            }),
    }
}

/// The options Discord offers for `declared`.
fn options_of(declared: &'static Declared) -> impl Iterator<Item = CreateCommandOption> {
    declared.discord_options().map(|o| discord_option(declared.path, o))
}

/// The option `opt` of the command (or game) at `path`.
fn discord_option(path: &[&str], opt: &Opt) -> CreateCommandOption {
    let path = [path, &[opt.name]].concat();
    let built = match opt.kind {
        Kind::Text => option(CommandOptionType::String, &path),
        Kind::Choice(choices) => with_choices(option(CommandOptionType::String, &path), &path, &choices()),
        Kind::Whole { min: None } => option(CommandOptionType::Integer, &path),
        Kind::Whole { min: Some(min) } => option(CommandOptionType::Integer, &path).min_int_value(min),
        Kind::YesNo => option(CommandOptionType::Boolean, &path),
        Kind::User => option(CommandOptionType::User, &path),
        Kind::Completed => option(CommandOptionType::String, &path).set_autocomplete(true),
    };
    if opt.required {
        built.required(true)
    } else {
        built
    }
}

/// `/game new <game> [its options] [thread]`: one subcommand per game, each
/// with only its own options (their words are the game's, in the
/// catalogue), then the declaration's own (`thread`).
fn new_game(declared: &'static Declared) -> CreateCommandOption {
    let mut new = option(CommandOptionType::SubCommandGroup, declared.path);
    for engine in catalog::engines() {
        let path = [declared.path, &[engine.kind()]].concat();
        let mut game = option(CommandOptionType::SubCommand, &path);
        for spec in engine.options() {
            let path = [path.as_slice(), &[spec.name]].concat();
            game = game.add_sub_option(match is_yes_no(spec) {
                true => option(CommandOptionType::Boolean, &path),
                false => with_choices(option(CommandOptionType::String, &path), &path, spec.choices),
            });
        }
        for own in declared.discord_options() {
            game = game.add_sub_option(discord_option(&path, own));
        }
        new = new.add_sub_option(game);
    }
    new
}

/// The table command a slash command invocation stands for, or why none.
pub fn to_command(interaction: &CommandInteraction) -> Result<Command, String> {
    let lang = Lang::from_locale(&interaction.locale);
    let (declared, given) = read(interaction).map_err(|why| markdown::said(lang, &why))?;
    let mut command = (declared.build)(&given).map_err(|why| markdown::said(lang, &why))?;
    if let Command::New { language, .. } = &mut command {
        // A game's public messages are in the server's language.
        *language = Lang::from_locale(interaction.guild_locale.as_deref().unwrap_or(""));
    }
    Ok(command)
}

/// The declaration an invocation names and the options it gives, in the
/// console's text form (a number in digits, yes/no, a user by id).
fn read(interaction: &CommandInteraction) -> Result<(&'static Declared, Given), Said> {
    let mut path = vec![interaction.data.name.as_str()];
    let mut options = interaction.data.options();
    // A subcommand (or group) comes as the one option holding the rest.
    while let [ResolvedOption {
        name,
        value: ResolvedValue::SubCommand(inner) | ResolvedValue::SubCommandGroup(inner),
        ..
    }] = options.as_slice()
    {
        let inner = inner.clone();
        path.push(*name);
        options = inner;
    }
    let (declared, depth) = commands::lookup(&path)?;
    let mut given = Given::default();
    match (&path[depth..], declared.options.first()) {
        ([], _) => {}
        // `/game new <game>`: the game is the subcommand.
        ([kind], Some(game)) if declared.per_game => given.put(game.name, *kind),
        _ => return Err(said!("parse-no-options", command = crate::text::Arg::code(declared.command_line()))),
    }
    for option in options {
        let value = match option.value {
            ResolvedValue::String(text) | ResolvedValue::Autocomplete { value: text, .. } => text.to_string(),
            ResolvedValue::Integer(number) => number.to_string(),
            ResolvedValue::Boolean(yes) => if yes { "yes" } else { "no" }.to_string(),
            ResolvedValue::User(user, _) => user.id.to_string(),
            ResolvedValue::Unresolved(Unresolved::User(id)) => id.to_string(),
            // No declared option is of another type.
            _ => continue,
        };
        match declared.discord_option(option.name) {
            Some(known) => given.put(known.name, value),
            None if declared.per_game => given.put_game_option(option.name, value),
            None => {
                let names = declared.discord_options().map(|o| o.name);
                return Err(commands::unknown_option(declared, option.name, names));
            }
        }
    }
    Ok((declared, given))
}

/// Whether `/game new … thread:true` asked for a thread.
pub fn wants_thread(interaction: &CommandInteraction) -> bool {
    read(interaction).is_ok_and(|(declared, given)| declared.per_game && given.is_yes("thread"))
}

/// The display names of the users an invocation names (for `/game kick`).
pub fn named_users(interaction: &CommandInteraction) -> Vec<(String, String)> {
    let resolved = &interaction.data.resolved;
    resolved
        .users
        .iter()
        .map(|(id, user)| {
            let nick = resolved.members.get(id).and_then(|m| m.nick.clone());
            let name = nick.or_else(|| user.global_name.clone()).unwrap_or_else(|| user.name.clone());
            (id.to_string(), super::markdown::display_name(&name))
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Discord's limits at every level of the registered JSON: 25 options
    /// and 25 choices, names of 32 characters, descriptions of 100.
    fn check(item: &serde_json::Value, at: &str) {
        let name = item["name"].as_str().unwrap_or_default();
        assert!(!name.is_empty() && name.chars().count() <= 32, "{at}: name `{name}`");
        if let Some(description) = item["description"].as_str() {
            assert!(!description.is_empty() && description.chars().count() <= 100, "{at} {name}: `{description}`");
        }
        for localised in item["description_localizations"].as_object().into_iter().flat_map(|o| o.values()) {
            assert!(localised.as_str().unwrap().chars().count() <= 100, "{at} {name}: `{localised}`");
        }
        let options = item["options"].as_array().cloned().unwrap_or_default();
        let choices = item["choices"].as_array().cloned().unwrap_or_default();
        assert!(
            options.len() <= 25 && choices.len() <= 25,
            "{at} {name}: {} options, {} choices",
            options.len(),
            choices.len()
        );
        for option in options.iter().chain(&choices) {
            check(option, &format!("{at} {name}"));
        }
    }

    #[test]
    fn definitions_fit_discords_limits() {
        let definitions = definitions();
        assert!(definitions.len() <= 25);
        for definition in definitions {
            check(&serde_json::to_value(&definition).unwrap(), "");
        }
    }

    /// A slash command invocation as Discord sends it: `path` (subcommands
    /// nest) with `options` at the end.
    fn invocation(path: &[&str], options: Vec<serde_json::Value>) -> CommandInteraction {
        let mut options = options;
        for (i, sub) in path.iter().enumerate().skip(1).rev() {
            let kind = if i + 1 == path.len() { 1 } else { 2 };
            options = vec![serde_json::json!({"name": sub, "type": kind, "options": options})];
        }
        serde_json::from_value(serde_json::json!({
            "id": "1", "application_id": "2", "type": 2, "token": "t", "version": 1,
            "channel_id": "3", "guild_id": "4", "locale": "en-US", "guild_locale": "uk",
            "user": {"id": "5", "username": "alice", "discriminator": "0", "global_name": null, "avatar": null},
            "data": {"id": "6", "name": path[0], "type": 1, "options": options},
            "entitlements": [], "attachment_size_limit": 10_485_760,
        }))
        .unwrap()
    }

    /// An option with a value its declaration accepts.
    fn given(opt: &Opt) -> serde_json::Value {
        let (kind, value) = match opt.kind {
            Kind::Text => (3, serde_json::json!(opt.shown)),
            Kind::Choice(choices) => (3, serde_json::json!(choices()[0])),
            Kind::Whole { min } => (4, serde_json::json!(min.unwrap_or(1))),
            Kind::YesNo => (5, serde_json::json!(true)),
            Kind::User => (6, serde_json::json!("42")),
            Kind::Completed => (3, serde_json::json!(opt.shown)),
        };
        serde_json::json!({"name": opt.name, "type": kind, "value": value})
    }

    #[test]
    fn every_declaration_round_trips_through_discord() {
        for declared in commands::ALL {
            let options = declared.discord_options().map(given).collect();
            let path = match declared.per_game {
                true => [declared.path, &["tower-up"]].concat(),
                false => declared.path.to_vec(),
            };
            let interaction = invocation(&path, options);
            let command = to_command(&interaction).unwrap_or_else(|why| panic!("{path:?} refused: {why}"));
            assert!(std::ptr::eq(command.declaration(), *declared), "{path:?} reads as {command:?}");
        }
    }

    #[test]
    fn an_invocation_reads_as_its_command() {
        let user = |name: &str| serde_json::json!({"name": name, "type": 6, "value": "42"});
        assert_eq!(
            to_command(&invocation(&["game", "kick"], vec![user("player")])),
            Ok(Command::Kick { player: "42".into() })
        );
        let new = invocation(
            &["game", "new", "tower-up"],
            vec![
                serde_json::json!({"name": "first-game", "type": 5, "value": true}),
                serde_json::json!({"name": "thread", "type": 5, "value": true}),
            ],
        );
        assert_eq!(
            to_command(&new),
            Ok(Command::New {
                kind: "tower-up".into(),
                options: vec![("first-game".into(), "yes".into())],
                language: Lang::Uk
            })
        );
        assert!(wants_thread(&new));
        let replay = invocation(
            &["game", "replay"],
            vec![
                serde_json::json!({"name": "id", "type": 4, "value": 7}),
                serde_json::json!({"name": "step", "type": 4, "value": 0}),
            ],
        );
        assert_eq!(to_command(&replay), Ok(Command::Replay { game_id: Some(7), step: Some(0) }));
        let level = serde_json::json!({"name": "level", "type": 3, "value": "hard"});
        assert_eq!(
            to_command(&invocation(&["game", "bot", "add"], vec![level])),
            Ok(Command::BotAdd { level: crate::bots::Level::Hard })
        );
        // A console-only option is none on Discord.
        let seed = serde_json::json!({"name": "seed", "type": 4, "value": 7});
        assert!(to_command(&invocation(&["game", "start"], vec![seed])).unwrap_err().contains("no option `seed`"));
        assert!(to_command(&invocation(&["game", "fly"], vec![])).unwrap_err().contains("Unknown subcommand"));
    }

    #[test]
    fn commands_under_one_name_agree_on_working_in_dms() {
        for name in commands::subcommands(&[]) {
            let in_dms: Vec<bool> = members(&[name]).map(|d| d.in_dms).collect();
            assert!(in_dms.iter().all(|&d| d == in_dms[0]), "/{name}: {in_dms:?}");
        }
    }
}
