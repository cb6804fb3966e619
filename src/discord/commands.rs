//! Slash command definitions, built from the catalog so that every game (and
//! every option a game declares) appears without changes here, and the
//! translation of an invocation into a table `Command`.

use serenity::all::{
    CommandDataOption, CommandDataOptionValue, CommandInteraction, CommandOptionType, CreateCommand,
    CreateCommandOption,
};

use crate::catalog;
use crate::games::OptionSpec;
use crate::table::Command;

fn sub(name: &str, description: &str) -> CreateCommandOption {
    CreateCommandOption::new(CommandOptionType::SubCommand, name, description)
}

fn string(name: &str, description: &str) -> CreateCommandOption {
    CreateCommandOption::new(CommandOptionType::String, name, description)
}

/// Whether an option's choices are a yes/no: offered as a Discord boolean.
fn is_yes_no(spec: &OptionSpec) -> bool {
    let mut choices: Vec<&str> = spec.choices.to_vec();
    choices.sort_unstable();
    choices == ["no", "yes"]
}

/// `/game new <game> [its options] [thread]`: one subcommand per game, each
/// with only its own options.
fn new_game() -> CreateCommandOption {
    let mut new = CreateCommandOption::new(CommandOptionType::SubCommandGroup, "new", "Open a table; you host it");
    for engine in catalog::engines() {
        let description = format!("Open a {} table in this channel; you host it", engine.name());
        let mut game = sub(engine.kind(), &description);
        for spec in engine.options() {
            let description = truncate(spec.description, 100);
            let option = if is_yes_no(spec) {
                CreateCommandOption::new(CommandOptionType::Boolean, spec.name, description)
            } else {
                let mut option = string(spec.name, description);
                for choice in spec.choices {
                    option = option.add_string_choice(*choice, *choice);
                }
                option
            };
            game = game.add_sub_option(option);
        }
        game = game.add_sub_option(CreateCommandOption::new(
            CommandOptionType::Boolean,
            "thread",
            "Play in a new thread off this channel, named after the game and you",
        ));
        new = new.add_sub_option(game);
    }
    new
}

/// All commands the bot registers.
pub fn definitions() -> Vec<CreateCommand> {
    let new = new_game();
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
        // No seed here: on Discord every setup is shuffled from OS randomness.
        .add_option(sub("start", "Start the game (host only)"))
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
        .add_option(sub("skip", "Vote to pass the turn of a player past the deadline"))
        .add_option(sub("agree", "Agree to the host's proposal (new deadline settings, or cancelling)"))
        .add_option(sub("play", "Open your move panel where the game stands now"));
    let play =
        CreateCommand::new("move").description("Make a move in this channel's game").dm_permission(false).add_option(
            string("action", "Your move; start typing to see the legal ones").required(true).set_autocomplete(true),
        );
    let help = CreateCommand::new("help").description("What Aerie does and its commands");
    let games = CreateCommand::new("games")
        .description("Your games on this server and this channel's: whose turn, for how long")
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
    let me = CreateCommand::new("me").description("Your own settings across games").add_option(
        sub("settings", "Show or change your settings").add_sub_option(
            string("confirm", "Be asked once before a move that can't be taken back")
                .add_string_choice("on: ask me", "on")
                .add_string_choice("off: play it at once", "off"),
        ),
    );
    vec![game, play, help, games, remind, vacation, me]
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
        "me" => {
            let options = match data.options.first().map(|o| &o.value) {
                Some(CommandDataOptionValue::SubCommand(options)) => options.as_slice(),
                _ => &[],
            };
            Ok(Command::MySettings { confirm: string_option(options, "confirm").map(|v| v == "on") })
        }
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
                CommandDataOptionValue::SubCommandGroup(inner) if sub.name == "new" => {
                    let Some(game) = inner.first() else { return Err("Choose a game.".into()) };
                    let CommandDataOptionValue::SubCommand(options) = &game.value else {
                        return Err("Choose a game.".into());
                    };
                    return Ok(Command::New { kind: game.name.clone(), options: game_options(options) });
                }
                _ => return Err("Choose a subcommand.".into()),
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
                        .ok_or("Say who.")?,
                },
                "back" => Command::Back,
                "skip" => Command::Skip,
                "agree" => Command::Agree,
                "play" => Command::Play,
                other => return Err(format!("Unknown subcommand `{other}`.")),
            })
        }
        other => Err(format!("Unknown command `/{other}`.")),
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
            | Command::MySettings { .. }
            | Command::Play
            | Command::Undo
    )
}
