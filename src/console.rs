//! `aerie play`: the table in a terminal. Each line is one user typing one
//! command in one shared channel — `alice: /game new game:tower-up` — so a
//! whole game can be tried without Discord, and scripted in tests.

use crate::i18n::{self, Lang};
use crate::{said, tr};
use std::path::PathBuf;

use serde::Serialize;

use crate::store::ClaimedNotice;
use crate::table::{Command, GameView, Place, Reply, Sight, Table, User, Visibility};

/// The channel every console line is typed in.
pub const CHANNEL: &str = "console";
/// The server the console channel belongs to.
pub const GUILD: &str = "console";
/// Discord's longest user name; the console refuses longer ones.
pub use crate::store::MAX_NAME_CHARS;

/// One line of input: its text, or `NotText` when it is not UTF-8.
pub type InputLine = Result<String, NotText>;

/// A line of input that is not UTF-8 text.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct NotText;

/// The lines of `input`, each read as bytes: a line that is not UTF-8 is
/// refused on its own (the rest of the script still runs).
pub fn input_lines(mut input: impl std::io::BufRead) -> impl Iterator<Item = std::io::Result<InputLine>> {
    let mut buffer = vec![];
    std::iter::from_fn(move || {
        buffer.clear();
        match input.read_until(b'\n', &mut buffer) {
            Ok(0) => None,
            Ok(_) => {
                while buffer.last().is_some_and(|&b| b == b'\n' || b == b'\r') {
                    buffer.pop();
                }
                Some(Ok(match std::str::from_utf8(&buffer) {
                    Ok(text) => Ok(text.to_string()),
                    Err(_) => Err(NotText),
                }))
            }
            Err(e) => Some(Err(e)),
        }
    })
}

/// One line's result: the JSON contract of `aerie play --json`.
#[derive(Debug, Clone, Serialize)]
pub struct LineReport {
    pub line: usize,
    pub user: Option<String>,
    pub ok: bool,
    pub error: Option<String>,
    pub replies: Vec<ReplyReport>,
    pub game: Option<GameView>,
}

#[derive(Debug, Clone, Serialize)]
pub struct ReplyReport {
    /// `public` or `private`.
    pub visibility: &'static str,
    /// The one user who may see a private reply.
    pub to: Option<String>,
    pub text: String,
    /// Paths of the images written for this reply.
    pub images: Vec<String>,
}

pub struct Console {
    table: Table,
    out: PathBuf,
    /// The players' language (`aerie play --lang uk`), also that of the games they open.
    lang: Lang,
    /// Also write each board as the SVG it was drawn from (`aerie play --svg`).
    svg: bool,
}

impl Console {
    pub fn new(table: Table, out: PathBuf) -> Self {
        Console { table, out, lang: Lang::En, svg: false }
    }

    /// Words replies in `lang`; games opened here speak it in public.
    pub fn in_language(self, lang: Lang) -> Self {
        Console { lang, ..self }
    }

    /// Writes each board's SVG beside its PNG (same name, `.svg`).
    pub fn with_svg(self, svg: bool) -> Self {
        Console { svg, ..self }
    }

    pub fn table(&self) -> &Table {
        &self.table
    }

    /// Runs one input line; `None` for blank lines and `#` comments.
    pub async fn run_line(&self, line_no: usize, line: &str) -> Option<LineReport> {
        let line = line.trim();
        if line.is_empty() || line.starts_with('#') {
            return None;
        }
        let mut report = LineReport { line: line_no, user: None, ok: false, error: None, replies: vec![], game: None };
        let Some((name, command)) = line.split_once(':').filter(|(name, _)| is_name(name.trim())) else {
            report.error = Some(tr!(self.lang, "console-line-form"));
            report.game = self.table.view(CHANNEL, "").await.ok().flatten();
            return Some(report);
        };
        let name = name.trim();
        if name.chars().count() > MAX_NAME_CHARS {
            report.error =
                Some(tr!(self.lang, "console-name-too-long", max = MAX_NAME_CHARS, count = name.chars().count()));
            report.game = self.table.view(CHANNEL, "").await.ok().flatten();
            return Some(report);
        }
        report.user = Some(name.to_string());
        let place = Place { guild: Some(GUILD.into()), channel: CHANNEL.into() };
        // The console is its operator's own server: anyone typing may set its defaults.
        let user = User { manages_server: true, ..User::named(name) };
        // One channel for everybody: a finished game is its players' to look back at.
        let sight = Sight::OwnSeats;
        let result = match command.trim().strip_prefix("/wait") {
            // Console only: let simulated time pass, to see reminders and deadlines.
            Some(duration) => self.wait(duration),
            None => match Command::parse(command) {
                Ok(Command::New { kind, options, .. }) => {
                    let command = Command::New { kind, options, language: self.lang };
                    self.table.handle(&place, &user, command).await.map_err(|r| i18n::words(self.lang, &r.0))
                }
                Ok(command) => self
                    .table
                    .handle_seeing(&place, &user, &sight, command)
                    .await
                    .map_err(|r| i18n::words(self.lang, &r.0)),
                Err(message) => Err(i18n::said_in(self.lang, &message)),
            },
        };
        match result {
            Ok(replies) => {
                report.ok = true;
                for reply in replies {
                    report.replies.push(self.write_reply(line_no, reply));
                }
            }
            Err(message) => {
                report.replies.push(ReplyReport {
                    visibility: "private",
                    to: Some(name.into()),
                    text: message.clone(),
                    images: vec![],
                });
                report.error = Some(message);
            }
        }
        // Whatever fell due meanwhile (reminders, deadlines) comes out now.
        if let Err(e) = self.table.tick().await {
            tracing::warn!(error = %e, "scheduler tick failed");
        }
        report.replies.extend(self.deliver_notices().await);
        report.game = self.table.view(CHANNEL, name).await.ok().flatten();
        Some(report)
    }

    /// The report for a line that could not be read (not UTF-8).
    pub async fn unreadable_line(&self, line_no: usize) -> LineReport {
        LineReport {
            line: line_no,
            user: None,
            ok: false,
            error: Some(tr!(self.lang, "console-not-text")),
            replies: vec![],
            game: self.table.view(CHANNEL, "").await.ok().flatten(),
        }
    }

    fn wait(&self, duration: &str) -> Result<Vec<Reply>, String> {
        let duration = duration.trim();
        let seconds = crate::table::settings::duration(duration).map_err(|e| i18n::said_in(self.lang, &e))?;
        if !self.table.clock().advance(seconds) {
            return Err(tr!(self.lang, "console-real-clock"));
        }
        Ok(vec![Reply::public(said!("console-waited", waited = crate::text::Arg::Duration(seconds)))])
    }

    /// Delivers queued reminders: channel ones to everyone, DM ones privately.
    async fn deliver_notices(&self) -> Vec<ReplyReport> {
        let mut replies = vec![];
        let Ok(claimed) = self.table.claim_notices().await else { return replies };
        for ClaimedNotice { notice, .. } in claimed {
            // In the game's language (the console's players share one).
            let words = i18n::words(notice.language, &notice.text);
            let text = match &notice.user_id {
                Some(user) => format!("⏰ @{user}, {words}"),
                None => words,
            };
            let (visibility, to) = match (&notice.user_id, notice.deliver_to.as_str()) {
                (Some(user), "dm") => ("private", Some(user.clone())),
                _ => ("public", None),
            };
            replies.push(ReplyReport { visibility, to, text, images: vec![] });
            if let Err(e) = self.table.notice_delivered(notice.id).await {
                tracing::warn!(notice = notice.id, error = %e, "could not mark a notice delivered");
            }
        }
        replies
    }

    fn write_reply(&self, line_no: usize, reply: Reply) -> ReplyReport {
        let (visibility, to) = match &reply.visibility {
            Visibility::Public => ("public", None),
            Visibility::Private(user) => ("private", Some(user.clone())),
        };
        let mut images = vec![];
        for picture in &reply.images {
            let file = match &to {
                Some(user) => format!("{line_no:04}-{user}-{}", picture.name),
                None => format!("{line_no:04}-{}", picture.name),
            };
            let path = self.out.join(file);
            let written = std::fs::create_dir_all(&self.out).and_then(|_| std::fs::write(&path, &picture.png));
            match written {
                Ok(()) => images.push(path.display().to_string()),
                Err(e) => tracing::warn!(path = %path.display(), error = %e, "could not write image"),
            }
            if self.svg {
                let path = path.with_extension("svg");
                match std::fs::write(&path, &picture.svg) {
                    Ok(()) => images.push(path.display().to_string()),
                    Err(e) => tracing::warn!(path = %path.display(), error = %e, "could not write the SVG"),
                }
            }
        }
        // Other files (an exported record) go beside the images, under their own names.
        for file in &reply.files {
            let path = self.out.join(&file.name);
            let written = std::fs::create_dir_all(&self.out).and_then(|_| std::fs::write(&path, &file.bytes));
            match written {
                Ok(()) => images.push(path.display().to_string()),
                Err(e) => tracing::warn!(path = %path.display(), error = %e, "could not write file"),
            }
        }
        // Pings come first, as on Discord.
        // (Someone in their quiet hours is named without a ping.)
        let pings: Vec<String> =
            reply.mentions.iter().map(|m| if m.silent { m.name.clone() } else { format!("@{}", m.name) }).collect();
        let mut body = i18n::words(self.lang, &reply.text);
        if let Some(next) = next_history_page(&reply.controls) {
            body.push_str(&format!("\n{}", crate::tr!(self.lang, "console-history-next", command = next)));
        }
        // The forget question's button, typed.
        if let crate::table::Controls::Forget { .. } = reply.controls {
            body = format!("{body}\n{}", tr!(self.lang, "console-forget-confirm"));
        }
        // A replay's buttons, typed: the next step's command.
        if let crate::table::Controls::Replay { game_id, step, count, .. } = reply.controls {
            let next = match step < count {
                true => tr!(self.lang, "replay-console-next", id = game_id, step = step + 1),
                false => tr!(self.lang, "replay-console-last", id = game_id),
            };
            body = format!("{body}\n{next}");
        }
        let text = if pings.is_empty() { body } else { format!("{} {body}", pings.join(" ")) };
        ReplyReport { visibility, to, text, images }
    }
}

/// The typed command for the page after a `/history` page, if there is one.
fn next_history_page(controls: &crate::table::Controls) -> Option<String> {
    let crate::table::Controls::History { kind, user_id, page, pages } = controls else { return None };
    if page >= pages {
        return None;
    }
    let mut command = "/history".to_string();
    if let Some(kind) = kind {
        command.push_str(&format!(" game:{kind}"));
    }
    if let Some(user_id) = user_id {
        command.push_str(&format!(" player:{user_id}"));
    }
    Some(format!("{command} page:{}", page + 1))
}

fn is_name(name: &str) -> bool {
    !name.is_empty()
        && !name.starts_with('/')
        && name.chars().all(|c| c.is_alphanumeric() || c == '_' || c == '-' || c == '.')
}

/// The human-readable form of a report, as the terminal shows it.
pub fn format_report(report: &LineReport) -> String {
    let mut out = String::new();
    for reply in &report.replies {
        let audience = match &reply.to {
            None => "[everyone]".to_string(),
            Some(user) => format!("[only {user}]"),
        };
        for (i, line) in reply.text.lines().enumerate() {
            out.push_str(if i == 0 { &audience } else { "          " });
            out.push(' ');
            out.push_str(line);
            out.push('\n');
        }
        for image in &reply.images {
            out.push_str(&format!("           image: {image}\n"));
        }
    }
    if report.replies.is_empty() {
        if let Some(error) = &report.error {
            out.push_str(&format!("[error] {error}\n"));
        }
    }
    out
}

/// What an interactive session prints first.
pub fn interactive_help(lang: Lang) -> String {
    tr!(lang, "console-help")
}
