//! The `aerie` binary: the Discord bot (`aerie`, `aerie bot`), registering
//! its commands (`aerie register`), the console (`aerie play`) and what an
//! operator runs beside the bot (`aerie check`, `aerie invite`, `aerie
//! backup`, see `aerie::ops`).

use std::io::{BufRead, IsTerminal, Write};
use std::path::PathBuf;
use std::sync::Arc;

use anyhow::Context;
use clap::{Parser, Subcommand};

use aerie::clock::{Clock, FileClock, OffsetClock, SystemClock};
use aerie::console::{self, Console};
use aerie::store::Store;
use aerie::table::Table;

#[derive(Parser)]
#[command(name = "aerie", version = aerie::identity::LONG_VERSION, about = "Asynchronous board games in Discord, and in your terminal")]
struct Cli {
    #[command(subcommand)]
    command: Option<Mode>,
}

#[derive(Subcommand)]
enum Mode {
    /// Run the Discord bot (the default).
    Bot,
    /// Register the slash commands with Discord, once per deploy (then run
    /// the bots with DISCORD_REGISTER=off).
    Register,
    /// Check the settings without starting the bot: Discord accepts the
    /// token, the database opens and is migrated (or would be), a board can be
    /// drawn; prints the invite link. Exits 1 if anything is wrong.
    Check,
    /// Print the link that adds the bot to a server (read from DISCORD_TOKEN,
    /// without asking Discord).
    Invite,
    /// Write a consistent copy of the SQLite database to FILE, safe while the
    /// bot runs (a file there is replaced once the copy is complete).
    Backup {
        /// Where to write the copy.
        file: PathBuf,
        /// The SQLite database to copy (DATABASE_URL if not given).
        #[arg(long)]
        db: Option<String>,
    },
    /// Play offline: each line is `NAME: /command option:value`.
    Play {
        /// SQLite file, or a `postgres://…` URL, to keep games in (a temporary SQLite file if not given).
        #[arg(long)]
        db: Option<String>,
        /// Folder for board images.
        #[arg(long, default_value = "out")]
        out: PathBuf,
        /// Print one JSON object per command line.
        #[arg(long)]
        json: bool,
        /// Also write each board as the SVG it was drawn from, beside its PNG.
        #[arg(long)]
        svg: bool,
        /// The players' language: en or uk (games opened speak it in public).
        #[arg(long, default_value = "en")]
        lang: String,
        /// Replay an exported game record (`/game export`) to the end and
        /// check it against its recorded result, instead of playing.
        #[arg(long, value_name = "FILE")]
        replay: Option<PathBuf>,
        /// A script of command lines (standard input if not given).
        script: Option<PathBuf>,
    },
}

#[tokio::main]
async fn main() -> anyhow::Result<()> {
    let _ = dotenvy::dotenv();
    let format = aerie::ops::logging::Format::from_env().unwrap_or_else(|e| {
        eprintln!("aerie: {e}");
        std::process::exit(2);
    });
    aerie::ops::logging::init(format);
    let cli = Cli::parse();
    match cli.command {
        Some(Mode::Play { replay: Some(file), lang, .. }) => check_record(&file, &lang),
        Some(Mode::Play { db, out, json, svg, lang, script, replay: None }) => {
            play(db, out, json, svg, &lang, script).await
        }
        Some(Mode::Register) => {
            let config = config_or_exit();
            match aerie::discord::register_commands(&config).await {
                Ok(n) => println!("registered {n} commands"),
                Err(e) => {
                    eprintln!("aerie: {e:#}");
                    std::process::exit(1);
                }
            }
            Ok(())
        }
        Some(Mode::Check) => {
            let all_ok = aerie::ops::check::run(|finding| println!("{finding}")).await;
            std::process::exit(if all_ok { 0 } else { 1 });
        }
        Some(Mode::Invite) => {
            match aerie::ops::invite::from_env() {
                Ok(link) => println!("{link}"),
                Err(why) => {
                    eprintln!("aerie: {why}");
                    std::process::exit(2);
                }
            }
            Ok(())
        }
        Some(Mode::Backup { file, db }) => match aerie::ops::backup::run(&file, db).await {
            Ok(line) => {
                println!("{line}");
                Ok(())
            }
            Err(why) => {
                eprintln!("aerie: {why}");
                std::process::exit(1);
            }
        },
        Some(Mode::Bot) | None => {
            let config = config_or_exit();
            let settings = aerie::ops::settings::ProcessSettings::from_env().unwrap_or_else(|e| {
                eprintln!("aerie: {e}");
                std::process::exit(2);
            });
            let aerie::ops::settings::ProcessSettings { sharding, register_commands, images, computers } = settings;
            // Tests move the clock of several bot processes through a file.
            let clock: Arc<dyn Clock> = match std::env::var_os("AERIE_CLOCK_FILE") {
                Some(path) => Arc::new(FileClock::new(path)),
                None => Arc::new(SystemClock),
            };
            let process = aerie::discord::Process { sharding, clock, register_commands, images, computers };
            if let Err(e) = aerie::discord::run(config, process).await {
                eprintln!("aerie: {e:#}");
                std::process::exit(1);
            }
            Ok(())
        }
    }
}

fn config_or_exit() -> aerie::discord::Config {
    aerie::discord::Config::from_env().unwrap_or_else(|e| {
        eprintln!("aerie: {e}");
        std::process::exit(2);
    })
}

async fn play(
    db: Option<String>,
    out: PathBuf,
    json: bool,
    svg: bool,
    lang: &str,
    script: Option<PathBuf>,
) -> anyhow::Result<()> {
    let lang = aerie::i18n::Lang::parse(lang).with_context(|| format!("--lang {lang}: choose en or uk"))?;
    // Without --db the games live in a temporary file, gone at exit.
    let temp = tempfile_dir()?;
    let db = db.unwrap_or_else(|| temp.join("aerie.db").display().to_string());
    let store =
        Store::open(&db).await.with_context(|| format!("opening {}", aerie::discord::config::redact_url(&db)))?;
    let console =
        Console::new(Table::new(store, Arc::new(OffsetClock::default())), out).in_language(lang).with_svg(svg);
    let input: Box<dyn BufRead> = match &script {
        Some(path) => Box::new(std::io::BufReader::new(
            std::fs::File::open(path).with_context(|| format!("reading {}", path.display()))?,
        )),
        None => Box::new(std::io::stdin().lock()),
    };
    let interactive = script.is_none() && std::io::stdin().is_terminal() && !json;
    if interactive {
        println!("{}", console::interactive_help(lang));
    }
    let mut stdout = std::io::stdout();
    let prompt = || {
        if interactive {
            print!("> ");
            let _ = std::io::stdout().flush();
        }
    };
    prompt();
    for (i, line) in console::input_lines(input).enumerate() {
        let report = match line? {
            Ok(line) => console.run_line(i + 1, &line).await,
            Err(console::NotText) => Some(console.unreadable_line(i + 1).await),
        };
        if let Some(report) = report {
            if json {
                writeln!(stdout, "{}", serde_json::to_string(&report)?)?;
            } else {
                write!(stdout, "{}", console::format_report(&report))?;
            }
        }
        prompt();
    }
    let _ = std::fs::remove_dir_all(&temp);
    Ok(())
}

/// `aerie play --replay FILE`: prints the game move by move and its final
/// scores, then whether they match the record's result; exits 1 if not,
/// 2 if the file can't be read as a record.
fn check_record(file: &std::path::Path, lang: &str) -> anyhow::Result<()> {
    let lang = aerie::i18n::Lang::parse(lang).with_context(|| format!("--lang {lang}: choose en or uk"))?;
    let say = |said: &aerie::text::Said| aerie::i18n::said_in(lang, said);
    let text = std::fs::read_to_string(file).map_err(|e| {
        aerie::said!(
            "record-unreadable-file",
            path = aerie::text::Arg::code(file.display().to_string()),
            why = e.to_string()
        )
    });
    let record = match text.and_then(|text| aerie::game_record::parse(&text)) {
        Ok(record) => record,
        Err(why) => {
            eprintln!("aerie: {}", say(&why));
            std::process::exit(2);
        }
    };
    let checked = aerie::game_record::check(&record);
    println!("{}", aerie::i18n::words(lang, &checked.text));
    if checked.problems.is_empty() {
        println!("{}", say(&aerie::said!("record-matches")));
        return Ok(());
    }
    println!("{}", say(&aerie::said!("record-differs")));
    for problem in &checked.problems {
        println!("  {}", say(problem));
    }
    std::process::exit(1);
}

fn tempfile_dir() -> anyhow::Result<PathBuf> {
    let dir = std::env::temp_dir().join(format!("aerie-play-{}", std::process::id()));
    std::fs::create_dir_all(&dir)?;
    Ok(dir)
}
