//! The log on standard error: `RUST_LOG` filters it (warnings only when
//! unset), `LOG_FORMAT` shapes it: `text` (the default) for people, `json`
//! for machines, one JSON object a line with each event's fields at the top
//! level and the spans it happened in (an interaction, a notice) with theirs.

use tracing_subscriber::EnvFilter;

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Format {
    Text,
    Json,
}

impl Format {
    /// `LOG_FORMAT` from the environment.
    pub fn from_env() -> Result<Format, String> {
        match std::env::var("LOG_FORMAT").unwrap_or_default().trim() {
            "" | "text" => Ok(Format::Text),
            "json" => Ok(Format::Json),
            other => Err(format!("LOG_FORMAT must be text or json, not `{other}`")),
        }
    }
}

/// Installs the global subscriber.
pub fn init(format: Format) {
    let filter = EnvFilter::try_from_default_env().unwrap_or_else(|_| "warn".into());
    let log = tracing_subscriber::fmt().with_env_filter(filter).with_writer(std::io::stderr);
    match format {
        // Colour codes only for a terminal: logs piped to a file or journal stay plain.
        Format::Text => log.with_ansi(std::io::IsTerminal::is_terminal(&std::io::stderr())).init(),
        Format::Json => log.json().flatten_event(true).with_current_span(true).with_span_list(true).init(),
    }
}
