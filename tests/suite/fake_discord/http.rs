//! The HTTP side: read each request under `/api/v10`, check it against the spec, record
//! it, and answer it (an injected failure, or `routes.rs`).

use super::routes::{self, error, Call};
use super::state::{RecordedFile, RecordedRequest};
use super::{chaos, gateway, limits, multipart, openapi, Shared, TOKEN};
use axum::body::{to_bytes, Body};
use axum::extract::{Request, State};
use axum::http::{header, HeaderValue};
use axum::response::Response;
use axum::routing::get;
use axum::Router;
use serde_json::Value;
use std::sync::Arc;

/// serenity replaces `https://discord.com` in `https://discord.com/api/v10/...` by the proxy URL.
pub const API_PREFIX: &str = "/api/v10";

pub(crate) fn router(shared: Arc<Shared>) -> Router {
    let api = Router::new().route("/gateway", get(gateway::upgrade)).fallback(api);
    api.with_state(shared)
}

/// A request's parts, read before taking the world lock.
struct Incoming {
    method: String,
    path: String,
    query: Vec<(String, String)>,
    auth: String,
    multipart: bool,
    body: Option<Value>,
    files: Vec<RecordedFile>,
    problems: Vec<String>,
}

async fn read(req: Request) -> Incoming {
    // (Scoped: a borrow of the request must not live across the awaits below.)
    let (auth, ctype) = {
        let header = |h| req.headers().get(h).and_then(|v: &HeaderValue| v.to_str().ok());
        let header = |h| header(h).unwrap_or("").to_owned();
        (header(header::AUTHORIZATION), header(header::CONTENT_TYPE))
    };
    let query = req.uri().query().unwrap_or("").split('&').filter(|kv| !kv.is_empty());
    let query = query.map(|kv| kv.split_once('=').unwrap_or((kv, ""))).map(|(k, v)| (k.into(), v.into()));
    let mut inc = Incoming {
        method: req.method().as_str().to_owned(),
        path: req.uri().path().to_owned(),
        query: query.collect(),
        auth,
        multipart: ctype.starts_with("multipart/form-data"),
        body: None,
        files: vec![],
        problems: vec![],
    };
    if inc.multipart {
        let p = multipart::parse(req).await;
        (inc.body, inc.files, inc.problems) = (p.payload, p.files, p.problems);
        return inc;
    }
    let bytes = to_bytes(req.into_body(), 64 << 20).await.unwrap_or_default();
    if bytes.is_empty() {
    } else if !ctype.starts_with("application/json") {
        inc.problems.push(format!("body sent with content type `{ctype}`"));
    } else {
        match serde_json::from_slice(&bytes) {
            Ok(v) => inc.body = Some(v),
            Err(e) => inc.problems.push(format!("body is not JSON: {e}")),
        }
    }
    inc
}

async fn api(State(shared): State<Arc<Shared>>, req: Request) -> Response {
    let inc = read(req).await;
    let what = format!("{} {}", inc.method, inc.path);
    let mut problems: Vec<String> = inc.problems.iter().map(|p| format!("{what}: {p}")).collect();
    let spec = openapi::spec();
    let path = inc.path.strip_prefix(API_PREFIX).unwrap_or("");
    let matched = match path {
        "" => Err(format!("{what}: not under {API_PREFIX}")),
        _ => spec.match_route(&inc.method, path),
    };
    if let Ok(m) = &matched {
        let media = if inc.multipart { "multipart/form-data" } else { "application/json" };
        problems.extend(spec.check_query(m, &inc.query));
        problems.extend(spec.check_body(m, media, inc.body.as_ref()));
    }

    let mut w = shared.world.lock().unwrap();
    if inc.multipart {
        let att = |m: &Value, id: &str| m["attachments"].as_array().is_some_and(|a| a.iter().any(|a| a["id"] == id));
        let known = |id: &str| w.messages.values().any(|m| att(m, id));
        let bad = multipart::check_attachments(inc.body.as_ref(), &inc.files, &known);
        problems.extend(bad.into_iter().map(|e| format!("{what}: {e}")));
    }
    let fault = matched.as_ref().ok().and_then(|m| w.chaos.as_mut()?.roll(&inc.method, &m.template));
    let reply = match &matched {
        _ if matches!(fault, Some(chaos::Fault::Fail(_) | chaos::Fault::DropBefore)) => match fault.clone() {
            Some(chaos::Fault::Fail(f)) => routes::failure(f),
            _ => error(503, 0, "connection dropped"),
        },
        _ if inc.auth != format!("Bot {TOKEN}") => {
            error(401, 0, "401: Unauthorized").fault(format!("{what}: Authorization header is `{}`", inc.auth))
        }
        Err(e) => error(404, 0, "404: Not Found").fault(e.clone()),
        Ok(m) => match w.take_failure(&inc.method, &m.template, path) {
            Some(f) => routes::failure(f),
            None => {
                let body = inc.body.as_ref().unwrap_or(&Value::Null);
                let (method, files, gateway_url) = (&*inc.method, &inc.files[..], shared.gateway_url());
                routes::route(&mut w, &Call { method, m, body, files, gateway_url })
            }
        },
    };
    problems.extend(reply.violation);
    if let (Some(body), true) = (&inc.body, path.ends_with("/commands") && inc.method == "PUT") {
        problems.extend(limits::check_commands(&what, body));
    }
    if let Some(body) = &inc.body {
        let message = if body.get("data").is_some() && path.ends_with("/callback") { &body["data"] } else { body };
        problems.extend(limits::check(&what, message));
    }
    w.violations.extend(problems);
    w.requests.push(RecordedRequest {
        method: inc.method,
        path: path.to_owned(),
        route: matched.ok().map(|m| m.template),
        query: inc.query,
        body: inc.body,
        files: inc.files,
        status: reply.status,
        interaction_id: reply.interaction_id,
        at: std::time::Instant::now(),
    });
    drop(w);
    shared.bump();

    if matches!(fault, Some(chaos::Fault::DropBefore | chaos::Fault::DropAfter)) {
        // Headers go out, then the connection breaks mid-body: a network error for the bot.
        let broken =
            futures_util::stream::once(async { Err::<Vec<u8>, _>(std::io::Error::other("connection dropped")) });
        let resp = Response::builder().status(200).header(header::CONTENT_TYPE, "application/json");
        return resp.body(Body::from_stream(broken)).unwrap();
    }
    let mut resp = Response::builder().status(reply.status);
    for (k, v) in reply.headers {
        resp = resp.header(k, v);
    }
    match reply.body {
        Some(b) => resp.header(header::CONTENT_TYPE, "application/json").body(Body::from(b.to_string())),
        None => resp.body(Body::empty()),
    }
    .unwrap()
}
