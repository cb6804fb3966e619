//! Reads Discord-style multipart bodies: one `payload_json` part (the JSON body) and
//! `files[n]` parts, and checks that they agree with each other.

use super::state::RecordedFile;
use axum::extract::{FromRequest, Multipart, Request};
use serde_json::Value;

pub(crate) struct Parsed {
    pub payload: Option<Value>,
    pub files: Vec<RecordedFile>,
    /// Problems a real Discord would reject or silently mishandle.
    pub problems: Vec<String>,
}

pub(crate) async fn parse(req: Request) -> Parsed {
    let mut out = Parsed { payload: None, files: vec![], problems: vec![] };
    let mut mp = match Multipart::from_request(req, &()).await {
        Ok(mp) => mp,
        Err(e) => {
            out.problems.push(format!("malformed multipart body: {e}"));
            return out;
        }
    };
    loop {
        let field = match mp.next_field().await {
            Ok(Some(f)) => f,
            Ok(None) => break,
            Err(e) => {
                out.problems.push(format!("malformed multipart part: {e}"));
                break;
            }
        };
        let name = field.name().unwrap_or_default().to_owned();
        let filename = field.file_name().map(str::to_owned);
        let content_type = field.content_type().map(str::to_owned);
        let bytes = field.bytes().await.unwrap_or_default();
        if name == "payload_json" {
            match serde_json::from_slice(&bytes) {
                Ok(v) => out.payload = Some(v),
                Err(e) => out.problems.push(format!("payload_json is not JSON: {e}")),
            }
        } else if is_file_field(&name) {
            if filename.as_deref().unwrap_or("").is_empty() {
                out.problems.push(format!("multipart part `{name}` has no filename"));
            }
            let filename = filename.unwrap_or_default();
            out.files.push(RecordedFile {
                field: name,
                filename,
                content_type,
                size: bytes.len(),
                bytes: bytes.to_vec(),
            });
        } else {
            out.problems.push(format!("unexpected multipart part `{name}` (Discord reads payload_json and files[n])"));
        }
    }
    out
}

/// `files[0]`, `files[12]`, … (Discord also accepts `file`, `file1`: not used by serenity).
fn is_file_field(name: &str) -> bool {
    name.strip_prefix("files[")
        .and_then(|r| r.strip_suffix(']'))
        .is_some_and(|n| !n.is_empty() && n.bytes().all(|b| b.is_ascii_digit()))
}

/// Each entry of `attachments` must name an uploaded part (`files[<id>]`) or an attachment
/// that already exists (edits keep old files by their snowflake id).
pub(crate) fn check_attachments(
    payload: Option<&Value>,
    files: &[RecordedFile],
    existing: &dyn Fn(&str) -> bool,
) -> Vec<String> {
    let Some(list) = payload.and_then(|p| p.get("attachments")).and_then(Value::as_array) else {
        return vec![];
    };
    list.iter()
        .filter_map(|a| {
            let id = match &a["id"] {
                Value::String(s) => s.clone(),
                other => other.to_string(),
            };
            let uploaded = files.iter().any(|f| f.field == format!("files[{id}]"));
            (!uploaded && !existing(&id))
                .then(|| format!("attachments entry id {id} matches no files[{id}] part and no existing attachment"))
        })
        .collect()
}
