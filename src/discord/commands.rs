//! Slash command definitions, built from the catalog so that every game (and
//! every option a game declares) appears without changes here, and the
//! translation of an invocation into a table `Command`.

use serenity::all::{
    CommandDataOption, CommandDataOptionValue, CommandInteraction, CommandOptionType, CreateCommand,
    CreateCommandOption,
};

use crate::catalog;
use crate::games::OptionSpec;
use crate::i18n::{self, Lang};
use crate::table::Command;
use crate::tr;

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

fn sub(path: &[&str]) -> CreateCommandOption {
    option(CommandOptionType::SubCommand, path)
}

fn string(path: &[&str]) -> CreateCommandOption {
    option(CommandOptionType::String, path)
}

/// The string choices `values` of the option at `path`, each named in words.
/// A whole number option (a game's id, a step), never below 0... or 1 for ids.
fn whole(path: &[&str]) -> CreateCommandOption {
    option(CommandOptionType::Integer, path).min_int_value(1)
}

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

/// `/game new <game> [its options] [thread]`: one subcommand per game, each
/// with only its own options (their words are the game's, in the catalogue).
fn new_game() -> CreateCommandOption {
    let mut new = option(CommandOptionType::SubCommandGroup, &["game", "new"]);
    for engine in catalog::engines() {
        let kind = engine.kind();
        let mut game = sub(&["game", "new", kind]);
        for spec in engine.options() {
            let path = ["game", "new", kind, spec.name];
            game = game.add_sub_option(match is_yes_no(spec) {
                true => option(CommandOptionType::Boolean, &path),
                false => with_choices(string(&path), &path, spec.choices),
            });
        }
        game = game.add_sub_option(option(CommandOptionType::Boolean, &["game", "new", kind, "thread"]));
        new = new.add_sub_option(game);
    }
    new
}

/// All commands the bot registers, worded in English with Ukrainian
/// localisations.
pub fn definitions() -> Vec<CreateCommand> {
    let kinds: Vec<&str> = catalog::engines().iter().map(|e| e.kind()).collect();
    let rules_kind = with_choices(string(&["game", "rules", "game"]), &["game", "rules", "game"], &kinds);
    let subcommands = [
        "join", "leave", "start", "status", "board", "hand", "log", "undo", "resign", "cancel", "back", "skip",
        "agree", "play", "rematch",
    ];
    let mut game = command("game").dm_permission(false).add_option(new_game());
    for name in subcommands {
        // (No seed for `start`: on Discord every setup is shuffled from OS randomness.)
        game = game.add_option(sub(&["game", name]));
    }
    let levels: Vec<&str> = crate::bots::Level::ALL.iter().map(|l| l.as_str()).collect();
    let level = with_choices(string(&["game", "bot", "add", "level"]), &["game", "bot", "add", "level"], &levels);
    let game = game
        .add_option(sub(&["game", "rules"]).add_sub_option(rules_kind))
        .add_option(settings())
        .add_option(
            option(CommandOptionType::SubCommandGroup, &["game", "bot"])
                .add_sub_option(sub(&["game", "bot", "add"]).add_sub_option(level)),
        )
        .add_option(
            sub(&["game", "replay"])
                .add_sub_option(whole(&["game", "replay", "id"]))
                .add_sub_option(whole(&["game", "replay", "step"]).min_int_value(0)),
        )
        .add_option(sub(&["game", "export"]).add_sub_option(whole(&["game", "export", "id"])))
        .add_option(
            sub(&["game", "kick"])
                .add_sub_option(option(CommandOptionType::User, &["game", "kick", "player"]).required(true)),
        );
    let play = command("move")
        .dm_permission(false)
        .add_option(string(&["move", "action"]).required(true).set_autocomplete(true));
    let help = command("help");
    let games = command("games").dm_permission(false);
    let remind = command("remind").add_option(with_choices(
        string(&["remind", "where"]).required(true),
        &["remind", "where"],
        &["channel", "dm", "off"],
    ));
    let vacation = command("vacation").add_option(with_choices(
        string(&["vacation", "state"]).required(true),
        &["vacation", "state"],
        &["on", "off"],
    ));
    let confirm = with_choices(string(&["me", "settings", "confirm"]), &["me", "settings", "confirm"], &["on", "off"]);
    let me = command("me")
        .add_option(sub(&["me", "settings"]).add_sub_option(confirm))
        .add_option(sub(&["me", "data"]))
        .add_option(sub(&["me", "forget"]));
    let board_kind = with_choices(string(&["leaderboard", "game"]).required(true), &["leaderboard", "game"], &kinds);
    let leaderboard = command("leaderboard").dm_permission(false).add_option(board_kind);
    let stats = command("stats").dm_permission(false).add_option(option(CommandOptionType::User, &["stats", "player"]));
    let history = command("history")
        .dm_permission(false)
        .add_option(with_choices(string(&["history", "game"]), &["history", "game"], &kinds))
        .add_option(option(CommandOptionType::User, &["history", "player"]));
    vec![game, play, help, games, remind, vacation, me, leaderboard, stats, history]
}

/// `/game settings`: every setting optional; none shows them.
fn settings() -> CreateCommandOption {
    let mut option = sub(&["game", "settings"]);
    for name in crate::table::settings::SETTING_NAMES {
        let path = ["game", "settings", name];
        let setting = match *name {
            "action" => with_choices(string(&path), &path, &["skip", "bot", "end"]),
            "standin" => with_choices(string(&path), &path, &["easy", "normal", "hard"]),
            "language" => with_choices(string(&path), &path, &["en", "uk"]),
            _ => string(&path),
        };
        option = option.add_sub_option(setting);
    }
    option
}

fn truncate(text: &str, max: usize) -> &str {
    match text.char_indices().nth(max) {
        Some((i, _)) => &text[..i],
        None => text,
    }
}

/// The table command a slash command invocation stands for.
pub fn to_command(interaction: &CommandInteraction) -> Result<Command, String> {
    let data = &interaction.data;
    let lang = Lang::from_locale(&interaction.locale);
    match data.name.as_str() {
        "help" => Ok(Command::Help),
        "games" => Ok(Command::Games),
        "leaderboard" => Ok(Command::Leaderboard {
            kind: string_option(&data.options, "game").ok_or_else(|| tr!(lang, "slash-choose-game"))?,
        }),
        "stats" => Ok(Command::Stats {
            player: data.options.iter().find_map(|o| o.value.as_user_id()).map(|id| id.to_string()),
        }),
        "history" => Ok(Command::History {
            kind: string_option(&data.options, "game"),
            player: data.options.iter().find_map(|o| o.value.as_user_id()).map(|id| id.to_string()),
            page: 1,
        }),
        "remind" => Ok(Command::Remind {
            place: string_option(&data.options, "where").ok_or_else(|| tr!(lang, "slash-say-where"))?,
        }),
        "vacation" => Ok(Command::Vacation { on: string_option(&data.options, "state").as_deref() == Some("on") }),
        "me" => {
            let options = match data.options.first().map(|o| (o.name.as_str(), &o.value)) {
                Some(("data", _)) => return Ok(Command::MyData),
                Some(("forget", _)) => return Ok(Command::Forget { confirmed: false }),
                Some((_, CommandDataOptionValue::SubCommand(options))) => options.as_slice(),
                _ => &[],
            };
            Ok(Command::MySettings { confirm: string_option(options, "confirm").map(|v| v == "on") })
        }
        "move" => {
            let action = string_option(&data.options, "action").ok_or_else(|| tr!(lang, "slash-say-move"))?;
            Ok(Command::Move { action })
        }
        "game" => {
            let Some(sub) = data.options.first() else { return Err(tr!(lang, "slash-choose-sub")) };
            let options = match &sub.value {
                CommandDataOptionValue::SubCommand(options) => options,
                CommandDataOptionValue::SubCommandGroup(inner) if sub.name == "bot" => {
                    return match inner.first().map(|o| o.name.as_str()) {
                        Some("add") => {
                            let level = match inner.first().map(|add| &add.value) {
                                Some(CommandDataOptionValue::SubCommand(options)) => string_option(options, "level"),
                                _ => None,
                            };
                            let level = level.as_deref().map_or(Some(Default::default()), crate::bots::Level::parse);
                            Ok(Command::BotAdd { level: level.ok_or_else(|| tr!(lang, "slash-choose-level"))? })
                        }
                        _ => Err(tr!(lang, "slash-choose-bot-add")),
                    };
                }
                CommandDataOptionValue::SubCommandGroup(inner) if sub.name == "new" => {
                    let Some(game) = inner.first() else { return Err(tr!(lang, "slash-choose-game")) };
                    let CommandDataOptionValue::SubCommand(options) = &game.value else {
                        return Err(tr!(lang, "slash-choose-game"));
                    };
                    let language = Lang::from_locale(interaction.guild_locale.as_deref().unwrap_or(""));
                    return Ok(Command::New { kind: game.name.clone(), options: game_options(options), language });
                }
                _ => return Err(tr!(lang, "slash-choose-sub")),
            };
            Ok(match sub.name.as_str() {
                "join" => Command::Join,
                "leave" => Command::Leave,
                "start" => Command::Start { seed: None },
                "status" => Command::Status,
                "board" => Command::Board,
                "hand" => Command::Hand,
                "log" => Command::Log,
                "undo" => Command::Undo,
                "resign" => Command::Resign,
                "cancel" => Command::Cancel,
                "rules" => Command::Rules { kind: string_option(options, "game") },
                "settings" => Command::Settings {
                    changes: options
                        .iter()
                        .filter_map(|o| o.value.as_str().map(|v| (o.name.clone(), v.to_string())))
                        .collect(),
                },
                "kick" => Command::Kick {
                    player: options
                        .iter()
                        .find_map(|o| o.value.as_user_id())
                        .map(|id| id.to_string())
                        .ok_or_else(|| tr!(lang, "slash-say-who"))?,
                },
                "back" => Command::Back,
                "skip" => Command::Skip,
                "agree" => Command::Agree,
                "play" => Command::Play,
                "rematch" => Command::Rematch { game_id: None },
                "replay" => Command::Replay {
                    game_id: integer_option(options, "id"),
                    step: integer_option(options, "step").and_then(|s| usize::try_from(s).ok()),
                },
                "export" => Command::Export { game_id: integer_option(options, "id") },
                other => return Err(tr!(lang, "slash-unknown-sub", sub = other)),
            })
        }
        other => Err(tr!(lang, "slash-unknown", command = other)),
    }
}

/// A game's options as `name=value` pairs (yes/no for booleans), without
/// `thread`, which is Discord's business.
fn game_options(options: &[CommandDataOption]) -> Vec<(String, String)> {
    options
        .iter()
        .filter(|o| o.name != "thread")
        .filter_map(|o| match &o.value {
            CommandDataOptionValue::Boolean(on) => Some((o.name.clone(), if *on { "yes" } else { "no" }.to_string())),
            value => value.as_str().map(|v| (o.name.clone(), v.to_string())),
        })
        .collect()
}

/// Whether `/game new … thread:true` asked for a thread.
pub fn wants_thread(interaction: &CommandInteraction) -> bool {
    let Some(new) = interaction.data.options.first().filter(|o| o.name == "new") else { return false };
    let CommandDataOptionValue::SubCommandGroup(games) = &new.value else { return false };
    let Some(CommandDataOptionValue::SubCommand(options)) = games.first().map(|g| &g.value) else { return false };
    options.iter().any(|o| o.name == "thread" && o.value.as_bool() == Some(true))
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

fn integer_option(options: &[CommandDataOption], name: &str) -> Option<i64> {
    options.iter().find(|o| o.name == name).and_then(|o| o.value.as_i64())
}

fn string_option(options: &[CommandDataOption], name: &str) -> Option<String> {
    options.iter().find(|o| o.name == name).and_then(|o| o.value.as_str()).map(str::to_string)
}

/// Commands whose answer is for the caller alone: deferred ephemerally.
pub fn is_private(command: &Command) -> bool {
    matches!(
        command,
        Command::Help
            | Command::Rules { .. }
            | Command::Status
            | Command::Board
            | Command::Hand
            | Command::Log
            | Command::Games
            | Command::Leaderboard { .. }
            | Command::Stats { .. }
            | Command::History { .. }
            | Command::Remind { .. }
            | Command::Vacation { .. }
            | Command::MySettings { .. }
            | Command::MyData
            | Command::Forget { .. }
            | Command::Play
            | Command::Undo
            | Command::Replay { .. }
            | Command::Export { .. }
    )
}
