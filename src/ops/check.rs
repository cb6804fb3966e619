//! `aerie check`: the configuration verified without starting the bot. The
//! settings read, Discord takes the token (one request, no gateway), the
//! database can be reached and migrated, a board can be drawn; then the
//! invite link. One line each, `ok` or `FAIL`, so a deploy script can stop
//! on the exit code and a person reads what to fix.

use std::time::{Duration, Instant};

use crate::discord::config::{database_url_from_env, redact_url};
use crate::discord::Config;
use crate::i18n::Lang;
use crate::store::schema;

use super::settings::ProcessSettings;

/// How long Discord may take to answer.
const DISCORD_WITHIN: Duration = Duration::from_secs(15);

/// One line of the report.
pub struct Finding {
    pub ok: bool,
    pub text: String,
}

impl std::fmt::Display for Finding {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "{:<5}{}", if self.ok { "ok" } else { "FAIL" }, self.text)
    }
}

fn found(result: Result<String, String>) -> Finding {
    match result {
        Ok(text) => Finding { ok: true, text },
        Err(text) => Finding { ok: false, text },
    }
}

/// Runs every check, calling `report` with each line as it is known.
/// Whether all passed.
pub async fn run(mut report: impl FnMut(&Finding)) -> bool {
    let mut all_ok = true;
    let mut say = |finding: Finding| {
        all_ok &= finding.ok;
        report(&finding);
    };
    let config = Config::from_env();
    let process = ProcessSettings::from_env();
    say(found(match (&config, &process) {
        (Ok(config), Ok(process)) => Ok(format!("settings: {config}; {process}")),
        (Err(e), _) | (_, Err(e)) => Err(format!("settings: {e}")),
    }));
    let mut invite = None;
    if let Ok(config) = &config {
        let token_id = super::invite::application_id(&config.token);
        let discord = discord(config).await;
        let discord_id = discord.as_ref().ok().map(|(id, _)| *id);
        say(found(discord.map(|(_, line)| line)));
        if token_id.is_none() {
            say(found(super::invite::link(&config.token)));
        }
        invite = discord_id.or(token_id).map(crate::discord::config::invite_link);
    }
    let url = config.as_ref().map_or_else(|_| database_url_from_env(), |c| c.database_url.clone());
    say(found(database(&url).await));
    let images = process.as_ref().map_or(true, |p| p.images);
    say(found(draw_a_board(images)));
    if let Some(link) = invite {
        say(Finding { ok: true, text: format!("invite: {link}") });
    }
    all_ok
}

/// The bot's id and a line, or why Discord did not take the token.
async fn discord(config: &Config) -> Result<(u64, String), String> {
    let asked = tokio::time::timeout(DISCORD_WITHIN, crate::discord::current_bot(config)).await;
    match asked {
        Ok(Ok(bot)) => {
            Ok((bot.id.get(), format!("Discord accepts the token: the bot is {} (id {})", bot.name, bot.id)))
        }
        Ok(Err(e)) => Err(format!("{e:#}")),
        Err(_) => Err(format!("Discord: no answer within {} s", DISCORD_WITHIN.as_secs())),
    }
}

async fn database(url: &str) -> Result<String, String> {
    let shown = redact_url(url);
    match schema::inspect(url).await {
        Ok(schema) if schema.is_usable() => Ok(format!("database {shown}: {schema}")),
        Ok(schema) => Err(format!("database {shown}: {schema}")),
        // (Errors name the host, never the password: sqlx does not print it.)
        Err(e) => Err(format!("database {shown}: can't be opened: {e}")),
    }
}

/// Draws the first board of a two-player Tower Up game, as the bot's first
/// board after a start.
fn draw_a_board(images: bool) -> Result<String, String> {
    if !images {
        return Ok("images: off (AERIE_IMAGES=off), boards are sent as text".into());
    }
    let started = Instant::now();
    let words = |said: crate::text::Said| crate::i18n::said_in(Lang::En, &said);
    let engine = crate::catalog::engine("tower-up").ok_or("images: no Tower Up engine")?;
    let options = engine.parse_options(&[]).map_err(words)?;
    let state = engine.setup(&options, 2, 1).map_err(words)?;
    let boards = state.board(&["Alice".into(), "Bob".into()], Lang::En);
    let (_, svg) = boards.first().ok_or("images: the game drew no board")?;
    let png = crate::render::svg_to_png(svg).map_err(|e| format!("images: can't draw a board: {e}"))?;
    Ok(format!("images: a board drawn ({} KB PNG in {} ms)", png.len().div_ceil(1024), started.elapsed().as_millis()))
}
