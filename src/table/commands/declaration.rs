//! What a declaration says about one command: the words that name it, its
//! options with their types, its flags, and how its options make a
//! `Command`. Written as `const` chains so each command reads as one
//! expression in `declared.rs`.

use super::Given;
use crate::table::Command;
use crate::text::Said;

/// One command, as users reach it in the console and on Discord.
pub struct Declared {
    /// The words that name it: `["game", "export"]`.
    pub path: &'static [&'static str],
    /// Its options, in the order Discord lists them.
    pub options: &'static [Opt],
    /// `/game new`: its first option names the game; on Discord that is
    /// one subcommand per game kind, each with that game's own options (its
    /// `OptionSpec`s); in the console `game:<kind>` and the game's options
    /// as `name:value` words, which the game reads.
    pub per_game: bool,
    /// The answer is for the caller alone (on Discord, deferred ephemerally).
    pub answers_privately: bool,
    /// It carries a game on with a public post (a lobby, a board): the bot
    /// must be able to post there before it is done. Ways out (leave,
    /// resign, cancel, kick) never wait on that.
    pub posts_publicly: bool,
    /// It posts in the channel for everyone to see, so one user may make
    /// only so many a minute (an undo answers the mover alone: not counted;
    /// a kick posts, in a running game too).
    pub throttled: bool,
    /// It acts on a running game (plays, takes back, starts, ends a turn):
    /// the game is loaded and played on, which takes a while, so on Discord
    /// it is acknowledged at once, before any of that work.
    pub plays: bool,
    /// What it costs the table, for the per-user budget it counts against.
    pub cost: Cost,
    /// It works in a direct message too; otherwise only in a server.
    pub in_dms: bool,
    /// The refusal of a console word that fills no option (a number where
    /// `name:value` belongs); `parse-option` when none is given.
    pub stray: Option<fn(&str) -> Said>,
    /// The command, from the options given.
    pub build: fn(&Given) -> Result<Command, Said>,
}

/// The work a command makes the table do, for the budget each user has of
/// it (on Discord; the console has none).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Cost {
    /// Nothing worth counting (a lobby post is counted by `throttled`).
    Light,
    /// A move or its undo: the game is played on and its board drawn.
    Move,
    /// A view that rebuilds the game from its move log: a replay, an
    /// export, or the position at the start of a turn in progress.
    Replay,
}

/// One option of a command.
#[derive(Clone, Copy)]
pub struct Opt {
    pub name: &'static str,
    pub kind: Kind,
    pub required: bool,
    /// In the console a word without a name fills it (`/game rules tower-up`).
    pub bare: bool,
    pub reach: Reach,
    /// How `/help` shows its value (`12h`, `<move>`), also the value of the
    /// declaration's example line; the choices when empty.
    pub shown: &'static str,
}

/// What an option's value is.
#[derive(Clone, Copy)]
pub enum Kind {
    /// Free text (a duration, a number of days).
    Text,
    /// One of the domain's list (levels, languages, game kinds).
    Choice(fn() -> Vec<&'static str>),
    /// A whole number; Discord offers none below `min`.
    Whole { min: Option<u64> },
    /// Yes or no (a Discord boolean).
    YesNo,
    /// A member of the server; in the console a user id or a name.
    User,
    /// Free text completed as one types (a move); in the console the words
    /// without a name run together into it.
    Completed,
}

/// Where an option can be given.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Reach {
    Everywhere,
    /// Typed only: a seed (on Discord every setup is shuffled from OS
    /// randomness), a page (Discord turns pages with buttons), the typed
    /// form of a confirming click.
    Console,
    /// Discord's business: a thread to play in.
    Discord,
}

impl Opt {
    const fn of(name: &'static str, kind: Kind) -> Opt {
        Opt { name, kind, required: false, bare: false, reach: Reach::Everywhere, shown: "" }
    }

    /// Free text, shown in help as `shown` (`12h`).
    pub const fn text(name: &'static str, shown: &'static str) -> Opt {
        Opt::of(name, Kind::Text).shown(shown)
    }

    pub const fn choice(name: &'static str, choices: fn() -> Vec<&'static str>) -> Opt {
        Opt::of(name, Kind::Choice(choices))
    }

    pub const fn whole(name: &'static str, min: Option<u64>) -> Opt {
        Opt::of(name, Kind::Whole { min })
    }

    pub const fn yes_no(name: &'static str) -> Opt {
        Opt::of(name, Kind::YesNo)
    }

    pub const fn user(name: &'static str) -> Opt {
        Opt::of(name, Kind::User).shown("<name>")
    }

    pub const fn completed(name: &'static str, shown: &'static str) -> Opt {
        Opt::of(name, Kind::Completed).shown(shown)
    }

    pub const fn required(mut self) -> Opt {
        self.required = true;
        self
    }

    pub const fn bare(mut self) -> Opt {
        self.bare = true;
        self
    }

    pub const fn console_only(mut self) -> Opt {
        self.reach = Reach::Console;
        self
    }

    pub const fn discord_only(mut self) -> Opt {
        self.reach = Reach::Discord;
        self
    }

    pub const fn shown(mut self, shown: &'static str) -> Opt {
        self.shown = shown;
        self
    }

    pub fn in_console(&self) -> bool {
        self.reach != Reach::Discord
    }

    pub fn on_discord(&self) -> bool {
        self.reach != Reach::Console
    }

    /// Its value as help shows it: `12h`, `easy|normal|hard`, `N`.
    fn value_shown(&self) -> String {
        match (self.shown, self.kind) {
            ("", Kind::Choice(choices)) => choices().join("|"),
            ("", Kind::Whole { .. }) => "N".into(),
            ("", _) => "…".into(),
            (shown, _) => shown.into(),
        }
    }

    /// A value it accepts, for the example line.
    fn value_example(&self) -> String {
        match self.kind {
            Kind::Choice(choices) => choices().first().copied().unwrap_or_default().into(),
            Kind::Whole { min } => min.unwrap_or(1).to_string(),
            Kind::YesNo => "yes".into(),
            Kind::Text | Kind::User | Kind::Completed => self.shown.into(),
        }
    }
}

impl Declared {
    /// A command with no options or flags yet.
    pub const fn new(path: &'static [&'static str], build: fn(&Given) -> Result<Command, Said>) -> Declared {
        Declared {
            path,
            options: &[],
            per_game: false,
            answers_privately: false,
            posts_publicly: false,
            throttled: false,
            plays: false,
            cost: Cost::Light,
            in_dms: false,
            stray: None,
            build,
        }
    }

    pub const fn options(mut self, options: &'static [Opt]) -> Declared {
        self.options = options;
        self
    }

    pub const fn one_per_game(mut self) -> Declared {
        self.per_game = true;
        self
    }

    pub const fn private(mut self) -> Declared {
        self.answers_privately = true;
        self
    }

    pub const fn public_post(mut self) -> Declared {
        self.posts_publicly = true;
        self
    }

    pub const fn throttle(mut self) -> Declared {
        self.throttled = true;
        self
    }

    pub const fn plays(mut self) -> Declared {
        self.plays = true;
        self
    }

    pub const fn costs(mut self, cost: Cost) -> Declared {
        self.cost = cost;
        self
    }

    pub const fn dm_too(mut self) -> Declared {
        self.in_dms = true;
        self
    }

    pub const fn strays(mut self, refusal: fn(&str) -> Said) -> Declared {
        self.stray = Some(refusal);
        self
    }

    /// `/game export`.
    pub fn command_line(&self) -> String {
        format!("/{}", self.path.join(" "))
    }

    /// The catalogue id of its name; `.description` says what it does.
    pub fn catalogue_id(&self) -> String {
        format!("cmd-{}", self.path.join("-"))
    }

    /// The option `name` as the console knows it.
    pub fn console_option(&self, name: &str) -> Option<&'static Opt> {
        self.options.iter().find(|o| o.name == name && o.in_console())
    }

    /// The options Discord offers: not the console's own, nor (for `/game
    /// new`) the game, which is the subcommand there.
    pub fn discord_options(&self) -> impl Iterator<Item = &'static Opt> {
        self.options.iter().skip(usize::from(self.per_game)).filter(|o| o.on_discord())
    }

    /// The option `name` as Discord knows it.
    pub fn discord_option(&self, name: &str) -> Option<&'static Opt> {
        self.discord_options().find(|o| o.name == name)
    }

    /// The option a word without a name fills, if any.
    pub fn bare_option(&self) -> Option<&'static Opt> {
        self.options.iter().find(|o| o.bare && o.in_console())
    }

    /// Whether the console takes any option at all.
    pub fn takes_options(&self) -> bool {
        self.per_game || self.options.iter().any(Opt::in_console)
    }

    /// The form `/help` shows: `/game replay [id:N] [step:N]`. Options of
    /// one front-end only are left out (help is the same everywhere).
    pub fn usage(&self) -> String {
        let mut usage = self.command_line();
        for option in self.options.iter().filter(|o| o.reach == Reach::Everywhere) {
            let given = format!("{}:{}", option.name, option.value_shown());
            usage += &if option.required { format!(" {given}") } else { format!(" [{given}]") };
        }
        if self.per_game {
            usage += " [options]";
        }
        usage
    }

    /// A line the console accepts for it, every option given.
    pub fn example(&self) -> String {
        let mut line = self.command_line();
        for option in self.options.iter().filter(|o| o.in_console()) {
            line += &format!(" {}:{}", option.name, option.value_example());
        }
        line
    }
}
