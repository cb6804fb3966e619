//! Every command, declared once: the words that name it, its options, its
//! flags, and how the options given make the `Command`. `ALL` holds them in
//! the order Discord lists them.

use super::declaration::{Cost, Declared, Opt};
use super::Given;
use crate::bots::Level;
use crate::i18n::Lang;
use crate::said;
use crate::table::settings::DeadlineAction;
use crate::table::{AgreeTo, Command};
use crate::text::{Arg, Said};

/// Every command, in the order Discord lists them (a group's members together).
pub static ALL: &[&Declared] = &[
    &GAME_NEW,
    &GAME_JOIN,
    &GAME_LEAVE,
    &GAME_START,
    &GAME_STATUS,
    &GAME_BOARD,
    &GAME_HAND,
    &GAME_LOG,
    &GAME_UNDO,
    &GAME_RESIGN,
    &GAME_CANCEL,
    &GAME_BACK,
    &GAME_SKIP,
    &GAME_AGREE,
    &GAME_PLAY,
    &GAME_REMATCH,
    &GAME_RULES,
    &GAME_SETTINGS,
    &GAME_BOT_ADD,
    &GAME_REPLAY,
    &GAME_EXPORT,
    &GAME_KICK,
    &MOVE,
    &HELP,
    &GAMES,
    &REMIND,
    &VACATION,
    &ME_SETTINGS,
    &ME_DATA,
    &ME_FORGET,
    &LEADERBOARD,
    &STATS,
    &HISTORY,
    &SERVER_SETTINGS,
];

impl Command {
    /// The declaration this command comes from (its flags, its words).
    pub fn declaration(&self) -> &'static Declared {
        match self {
            Command::New { .. } => &GAME_NEW,
            Command::Join => &GAME_JOIN,
            Command::Leave => &GAME_LEAVE,
            Command::Start { .. } => &GAME_START,
            Command::Status => &GAME_STATUS,
            Command::Board => &GAME_BOARD,
            Command::Hand => &GAME_HAND,
            Command::Log => &GAME_LOG,
            Command::Undo => &GAME_UNDO,
            Command::Resign => &GAME_RESIGN,
            Command::Cancel => &GAME_CANCEL,
            Command::Back => &GAME_BACK,
            Command::Skip => &GAME_SKIP,
            Command::Agree { .. } => &GAME_AGREE,
            Command::Play => &GAME_PLAY,
            Command::Rematch { .. } => &GAME_REMATCH,
            Command::Rules { .. } => &GAME_RULES,
            Command::Settings { .. } => &GAME_SETTINGS,
            Command::BotAdd { .. } => &GAME_BOT_ADD,
            Command::Replay { .. } => &GAME_REPLAY,
            Command::Export { .. } => &GAME_EXPORT,
            Command::Kick { .. } => &GAME_KICK,
            Command::Move { .. } => &MOVE,
            Command::Help => &HELP,
            Command::Games => &GAMES,
            Command::Remind { .. } => &REMIND,
            Command::Vacation { .. } => &VACATION,
            Command::MySettings { .. } => &ME_SETTINGS,
            Command::MyData => &ME_DATA,
            Command::Forget { .. } => &ME_FORGET,
            Command::Leaderboard { .. } => &LEADERBOARD,
            Command::Stats { .. } => &STATS,
            Command::History { .. } => &HISTORY,
            Command::ServerSettings { .. } => &SERVER_SETTINGS,
        }
    }
}

// The domain's lists, as choices.

fn game_kinds() -> Vec<&'static str> {
    crate::catalog::engines().iter().map(|e| e.kind()).collect()
}

fn levels() -> Vec<&'static str> {
    Level::ALL.iter().map(|l| l.as_str()).collect()
}

fn languages() -> Vec<&'static str> {
    Lang::ALL.iter().map(|l| l.code()).collect()
}

fn deadline_actions() -> Vec<&'static str> {
    DeadlineAction::ALL.iter().map(|a| a.name()).collect()
}

/// Where reminders go (`/remind`; the table reads them).
fn remind_places() -> Vec<&'static str> {
    vec!["channel", "dm", "off"]
}

fn on_off() -> Vec<&'static str> {
    vec!["on", "off"]
}

/// The typed form of a confirming click.
fn yes() -> Vec<&'static str> {
    vec!["yes"]
}

/// The game named by `game:<kind>` (or by a word alone).
const GAME_KIND: Opt = Opt::choice("game", game_kinds).shown("<kind>");

// `/game …`: a table in this channel.

pub static GAME_NEW: Declared = Declared::new(&["game", "new"], |given| {
    let kind = given.text("game").ok_or(said!("parse-which-game"))?;
    Ok(Command::New { kind: kind.to_string(), options: given.game_options(), language: Default::default() })
})
// On Discord the game is the subcommand's name.
.options(&[GAME_KIND.required().bare(), Opt::yes_no("thread").discord_only()])
.one_per_game()
.public_post()
.throttle();

pub static GAME_JOIN: Declared = Declared::new(&["game", "join"], |_| Ok(Command::Join)).public_post().throttle();

pub static GAME_LEAVE: Declared = Declared::new(&["game", "leave"], |_| Ok(Command::Leave)).throttle();

pub static GAME_START: Declared = Declared::new(&["game", "start"], |given| {
    let seed = given.number("seed").map_err(|value| said!("parse-seed", value = Arg::code(value)))?;
    Ok(Command::Start { seed })
})
// On Discord every setup is shuffled from OS randomness.
.options(&[Opt::whole("seed", None).console_only()])
.strays(|_| said!("parse-start"))
.public_post()
.throttle()
.plays();

pub static GAME_STATUS: Declared =
    Declared::new(&["game", "status"], |_| Ok(Command::Status)).private().costs(Cost::Replay);

pub static GAME_BOARD: Declared =
    Declared::new(&["game", "board"], |_| Ok(Command::Board)).private().costs(Cost::Replay);

pub static GAME_HAND: Declared = Declared::new(&["game", "hand"], |_| Ok(Command::Hand)).private();

pub static GAME_LOG: Declared = Declared::new(&["game", "log"], |_| Ok(Command::Log)).private().costs(Cost::Replay);

pub static GAME_UNDO: Declared =
    Declared::new(&["game", "undo"], |_| Ok(Command::Undo)).private().plays().costs(Cost::Move);

pub static GAME_RESIGN: Declared = Declared::new(&["game", "resign"], |_| Ok(Command::Resign)).plays();

pub static GAME_CANCEL: Declared = Declared::new(&["game", "cancel"], |_| Ok(Command::Cancel));

pub static GAME_BACK: Declared = Declared::new(&["game", "back"], |_| Ok(Command::Back)).public_post().plays();

pub static GAME_SKIP: Declared = Declared::new(&["game", "skip"], |_| Ok(Command::Skip)).public_post().plays();

/// A proposal's number agrees to that one only; none, to the current one.
pub static GAME_AGREE: Declared = Declared::new(&["game", "agree"], |given| {
    let number = given.number("proposal").map_err(|value| said!("parse-proposal", value = Arg::code(value)))?;
    Ok(Command::Agree { to: number.map_or(AgreeTo::Current, AgreeTo::Number) })
})
.options(&[Opt::whole("proposal", Some(1))])
.public_post();

pub static GAME_PLAY: Declared = Declared::new(&["game", "play"], |_| Ok(Command::Play)).private().plays();

pub static GAME_REMATCH: Declared =
    Declared::new(&["game", "rematch"], |_| Ok(Command::Rematch { game_id: None })).public_post().throttle();

pub static GAME_RULES: Declared =
    Declared::new(&["game", "rules"], |given| Ok(Command::Rules { kind: given.text("game").map(str::to_string) }))
        .options(&[GAME_KIND.bare()])
        .private();

/// A game's settings, or a server's defaults for them.
const SETTINGS: &[Opt] = &[
    Opt::text("first", "12h"),
    Opt::text("every", "24h"),
    Opt::text("deadline", "3d"),
    Opt::choice("action", deadline_actions),
    Opt::text("vacation", "14"),
    Opt::choice("standin", levels),
    Opt::choice("language", languages),
];

/// Every setting is optional; none shows them. The values are the
/// settings' to read (`Settings::apply`), as `SETTING_NAMES` lists them.
pub static GAME_SETTINGS: Declared =
    Declared::new(&["game", "settings"], |given| Ok(Command::Settings { changes: given.pairs() }))
        .options(SETTINGS)
        .strays(|word| said!("parse-setting", word = Arg::code(word)));

/// The server's defaults for new games: the same settings.
pub static SERVER_SETTINGS: Declared =
    Declared::new(&["server", "settings"], |given| Ok(Command::ServerSettings { changes: given.pairs() }))
        .options(SETTINGS)
        .strays(|word| said!("parse-setting", word = Arg::code(word)));

pub static GAME_BOT_ADD: Declared = Declared::new(&["game", "bot", "add"], |given| {
    let level = match given.text("level") {
        None => Level::default(),
        Some(text) => Level::parse(text).ok_or_else(|| said!("parse-level", value = Arg::code(text)))?,
    };
    Ok(Command::BotAdd { level })
})
.options(&[Opt::choice("level", levels).bare()])
.strays(|_| said!("parse-bot"))
.public_post()
.throttle();

pub static GAME_REPLAY: Declared = Declared::new(&["game", "replay"], |given| {
    let step = given.number("step").map_err(|value| said!("parse-step", value = Arg::code(value)))?;
    Ok(Command::Replay { game_id: game_id(given)?, step })
})
.options(&[Opt::whole("id", Some(1)), Opt::whole("step", Some(0)).shown("K")])
.private()
.costs(Cost::Replay);

pub static GAME_EXPORT: Declared =
    Declared::new(&["game", "export"], |given| Ok(Command::Export { game_id: game_id(given)? }))
        .options(&[Opt::whole("id", Some(1))])
        .private()
        .costs(Cost::Replay);

pub static GAME_KICK: Declared = Declared::new(&["game", "kick"], |given| {
    let player = given.text("player").ok_or(said!("parse-kick"))?;
    Ok(Command::Kick { player: player.to_string() })
})
.options(&[Opt::user("player").required().bare()])
.throttle();

/// The `id:N` of a replay or an export, if given.
fn game_id(given: &Given) -> Result<Option<i64>, Said> {
    given.number("id").map_err(|value| said!("parse-game-id", value = Arg::code(value)))
}

// Playing.

pub static MOVE: Declared = Declared::new(&["move"], |given| match given.text("action") {
    Some(action) if !action.trim().is_empty() => Ok(Command::Move { action: action.to_string() }),
    _ => Err(said!("parse-move")),
})
.options(&[Opt::completed("action", "<move>").required().bare()])
.public_post()
.plays()
.costs(Cost::Move);

// The player's own.

pub static HELP: Declared = Declared::new(&["help"], |_| Ok(Command::Help)).private().dm_too();

pub static GAMES: Declared = Declared::new(&["games"], |_| Ok(Command::Games)).private().dm_too();

pub static REMIND: Declared = Declared::new(&["remind"], |given| {
    let place = given.text("where").ok_or(said!("parse-remind"))?;
    Ok(Command::Remind { place: place.to_string() })
})
.options(&[Opt::choice("where", remind_places).required().bare()])
.private()
.dm_too();

pub static VACATION: Declared = Declared::new(&["vacation"], |given| match given.text("state") {
    Some("on") => Ok(Command::Vacation { on: true }),
    Some("off") => Ok(Command::Vacation { on: false }),
    _ => Err(said!("parse-vacation")),
})
.options(&[Opt::choice("state", on_off).required().bare()])
.private()
.dm_too();

/// `confirm:on|off`: asked once before a move that can't be taken back;
/// `digest:off|daily@HH:MM|only@HH:MM`: one DM a day instead of reminders.
/// `timezone:` (completed from the zone list) and `quiet:` are the table's
/// to read (`table::quiet`).
pub static ME_SETTINGS: Declared = Declared::new(&["me", "settings"], |given| {
    let confirm = match given.text("confirm") {
        None => None,
        Some("on") => Some(true),
        Some("off") => Some(false),
        Some(other) => return Err(said!("parse-confirm", value = Arg::code(format!("confirm:{other}")))),
    };
    let digest = given.text("digest").map(crate::table::Digest::parse).transpose()?;
    let text = |name| given.text(name).map(str::to_string);
    Ok(Command::MySettings { confirm, digest, timezone: text("timezone"), quiet: text("quiet") })
})
.options(&[
    Opt::choice("confirm", on_off),
    Opt::text("digest", "daily@08:00"),
    Opt::completed("timezone", "Europe/Kyiv"),
    Opt::text("quiet", "23:00-07:00"),
])
.private()
.dm_too();

pub static ME_DATA: Declared = Declared::new(&["me", "data"], |_| Ok(Command::MyData)).private().dm_too();

/// Asks first; the question's button is typed as `confirm:yes`.
pub static ME_FORGET: Declared = Declared::new(&["me", "forget"], |given| match given.text("confirm") {
    None => Ok(Command::Forget { confirmed: false }),
    Some("yes") => Ok(Command::Forget { confirmed: true }),
    Some(_) => Err(said!("parse-forget")),
})
.options(&[Opt::choice("confirm", yes).console_only()])
.strays(|_| said!("parse-forget"))
.private()
.dm_too();

// A server's records.

pub static LEADERBOARD: Declared = Declared::new(&["leaderboard"], |given| {
    let kind = given.text("game").ok_or(said!("parse-leaderboard"))?;
    Ok(Command::Leaderboard { kind: kind.to_string() })
})
.options(&[GAME_KIND.required().bare()])
.private();

pub static STATS: Declared =
    Declared::new(&["stats"], |given| Ok(Command::Stats { player: given.text("player").map(str::to_string) }))
        .options(&[Opt::user("player").bare()])
        .private();

/// Ten games a page; Discord turns pages with buttons.
pub static HISTORY: Declared = Declared::new(&["history"], |given| {
    let page = match given.number::<usize>("page") {
        Ok(None) => 1,
        Ok(Some(page)) if page >= 1 => page,
        Ok(Some(page)) => return Err(said!("parse-history-page", value = Arg::code(page.to_string()))),
        Err(value) => return Err(said!("parse-history-page", value = Arg::code(value))),
    };
    let text = |name| given.text(name).map(str::to_string);
    Ok(Command::History { kind: text("game"), player: text("player"), page })
})
.options(&[GAME_KIND, Opt::user("player"), Opt::whole("page", Some(1)).console_only()])
.strays(|word| said!("parse-history", word = Arg::code(word)))
.private();
