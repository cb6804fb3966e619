//! Slash command definitions, built from the catalog so that every game (and
//! every option a game declares) appears without changes here, and the
//! translation of an invocation into a table `Command`.

use serenity::all::{
    CommandDataOption, CommandDataOptionValue, CommandInteraction, CommandOptionType, CreateCommand,
    CreateCommandOption,
};

use crate::catalog;
use crate::table::Command;

fn sub(name: &str, description: &str) -> CreateCommandOption {
    CreateCommandOption::new(CommandOptionType::SubCommand, name, description)
}

fn string(name: &str, description: &str) -> CreateCommandOption {
    CreateCommandOption::new(CommandOptionType::String, name, description)
}

/// All commands the bot registers.
pub fn definitions() -> Vec<CreateCommand> {
    let mut kind = string("game", "Which game").required(true);
    for engine in catalog::engines() {
        kind = kind.add_string_choice(engine.name(), engine.kind());
    }
    let mut new = sub("new", "Open a table in this channel; you host it").add_sub_option(kind);
    // Every option of every game, once; each game refuses options it lacks.
    let mut seen = Vec::new();
    for engine in catalog::engines() {
        for spec in engine.options() {
            if seen.contains(&spec.name) {
                continue;
            }
            seen.push(spec.name);
            let description = format!("{} ({})", spec.description, engine.name());
            let mut option = string(spec.name, truncate(&description, 100));
            for choice in spec.choices {
                option = option.add_string_choice(*choice, *choice);
            }
            new = new.add_sub_option(option);
        }
    }
    let mut rules_kind = string("game", "Which game (this channel's if not given)");
    for engine in catalog::engines() {
        rules_kind = rules_kind.add_string_choice(engine.name(), engine.kind());
    }
    let game = CreateCommand::new("game")
        .description("Host and play a board game in this channel")
        .dm_permission(false)
        .add_option(new)
        .add_option(sub("join", "Take a seat at the table in this channel"))
        .add_option(sub("leave", "Leave the table before the game starts"))
        .add_option(
            sub("start", "Start the game (host only)").add_sub_option(
                CreateCommandOption::new(CommandOptionType::Integer, "seed", "Fix the shuffle, to replay a setup")
                    .min_int_value(0),
            ),
        )
        .add_option(sub("status", "Whose turn it is, scores, and your moves"))
        .add_option(sub("board", "Show the board"))
        .add_option(sub("hand", "Show your hand (only you see it)"))
        .add_option(sub("log", "The moves so far"))
        .add_option(sub("undo", "Take back your last move, if nothing new was revealed"))
        .add_option(sub("resign", "Give up; the game ends with you last"))
        .add_option(sub("cancel", "End the game without a result (host or channel manager)"))
        .add_option(sub("rules", "The rules in brief").add_sub_option(rules_kind))
        .add_option(settings())
        .add_option(
            CreateCommandOption::new(CommandOptionType::SubCommandGroup, "bot", "Computer players").add_sub_option(
                sub("add", "Seat a computer player (host, before the start)").add_sub_option(
                    crate::bots::Level::ALL
                        .iter()
                        .fold(string("level", "How strong it plays (default normal)"), |option, level| {
                            option.add_string_choice(level.as_str(), level.as_str())
                        }),
                ),
            ),
        )
        .add_option(
            sub("kick", "Remove a player; in a running game the computer takes the seat (host or channel manager)")
                .add_sub_option(CreateCommandOption::new(CommandOptionType::User, "player", "Who").required(true)),
        )
        .add_option(sub("back", "Play your seat again after the computer stood in for you"))
        .add_option(sub("skip", "Vote to pass the turn of a player past the deadline"));
    let play =
        CreateCommand::new("move").description("Make a move in this channel's game").dm_permission(false).add_option(
            string("action", "Your move; start typing to see the legal ones").required(true).set_autocomplete(true),
        );
    let help = CreateCommand::new("help").description("What Aerie does and its commands");
    let games = CreateCommand::new("games")
        .description("Every game on this server: whose turn, for how long")
        .dm_permission(false);
    let remind = CreateCommand::new("remind").description("Where your turn reminders go").add_option(
        string("where", "channel, DM, or no reminders")
            .required(true)
            .add_string_choice("in the game's channel", "channel")
            .add_string_choice("by direct message", "dm")
            .add_string_choice("off", "off"),
    );
    let vacation =
        CreateCommand::new("vacation").description("Pause your reminders and deadlines while away").add_option(
            string("state", "on or off").required(true).add_string_choice("on", "on").add_string_choice("off", "off"),
        );
    vec![game, play, help, games, remind, vacation]
}

/// `/game settings`: every setting optional; none shows them.
fn settings() -> CreateCommandOption {
    let mut option = sub("settings", "Show or change reminders, deadline and vacation allowance (host)");
    for (name, description) in crate::table::settings::SETTING_NAMES {
        let mut setting = string(name, description);
        if *name == "action" {
            for choice in ["skip", "bot", "end"] {
                setting = setting.add_string_choice(choice, choice);
            }
        }
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
    match data.name.as_str() {
        "help" => Ok(Command::Help),
        "games" => Ok(Command::Games),
        "remind" => Ok(Command::Remind { place: string_option(&data.options, "where").ok_or("Say where.")? }),
        "vacation" => Ok(Command::Vacation { on: string_option(&data.options, "state").as_deref() == Some("on") }),
        "move" => {
            let action = string_option(&data.options, "action").ok_or("Say which move.")?;
            Ok(Command::Move { action })
        }
        "game" => {
            let Some(sub) = data.options.first() else { return Err("Choose a subcommand.".into()) };
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
                            Ok(Command::BotAdd { level: level.ok_or("Choose easy, normal or hard.")? })
                        }
                        _ => Err("Choose `/game bot add`.".into()),
                    };
                }
                _ => return Err("Choose a subcommand.".into()),
            };
            Ok(match sub.name.as_str() {
                "new" => {
                    let kind = string_option(options, "game").ok_or("Choose a game.")?;
                    let options = options
                        .iter()
                        .filter(|o| o.name != "game")
                        .filter_map(|o| o.value.as_str().map(|v| (o.name.clone(), v.to_string())))
                        .collect();
                    Command::New { kind, options }
                }
                "join" => Command::Join,
                "leave" => Command::Leave,
                "start" => Command::Start {
                    seed: options.iter().find(|o| o.name == "seed").and_then(|o| o.value.as_i64()).map(|s| s as u64),
                },
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
                        .ok_or("Say who.")?,
                },
                "back" => Command::Back,
                "skip" => Command::Skip,
                other => return Err(format!("Unknown subcommand `{other}`.")),
            })
        }
        other => Err(format!("Unknown command `/{other}`.")),
    }
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
            | Command::Remind { .. }
            | Command::Vacation { .. }
    )
}
