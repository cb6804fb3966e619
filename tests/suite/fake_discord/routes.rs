//! What each implemented endpoint does to the fake's world and answers. Requests were
//! already matched to the spec (and validated) by `http.rs`.

use super::objects::{self, id_str};
use super::openapi::Matched;
use super::state::{snowflake, Failure, RecordedFile, World};
use super::{APPLICATION_ID, CHANNEL_ID};
use serde_json::{json, Value};

/// One matched request.
pub(crate) struct Call<'a> {
    pub method: &'a str,
    pub m: &'a Matched,
    pub body: &'a Value,
    pub files: &'a [RecordedFile],
    pub gateway_url: String,
}

impl Call<'_> {
    fn id(&self, name: &str) -> u64 {
        self.m.params.get(name).and_then(|v| v.parse().ok()).unwrap_or(0)
    }
}

/// An answer: status, JSON body (None = empty), extra headers, the interaction it answers,
/// and a violation when the bot did something real Discord rejects.
pub(crate) struct Reply {
    pub status: u16,
    pub body: Option<Value>,
    pub headers: Vec<(&'static str, String)>,
    pub interaction_id: Option<u64>,
    pub violation: Option<String>,
}

pub(crate) fn ok(body: Value) -> Reply {
    let (headers, interaction_id, violation) = (vec![], None, None);
    Reply { status: 200, body: Some(body), headers, interaction_id, violation }
}

fn no_content() -> Reply {
    Reply { status: 204, body: None, ..ok(Value::Null) }
}

/// A Discord error body (`{"message", "code"}`).
pub(crate) fn error(status: u16, code: u64, message: &str) -> Reply {
    Reply { status, ..ok(json!({"message": message, "code": code})) }
}

impl Reply {
    /// Marks the error as the bot's fault: it is also recorded as a violation.
    pub fn fault(mut self, why: String) -> Self {
        self.violation = Some(why);
        self
    }
    fn to(mut self, interaction_id: u64) -> Self {
        self.interaction_id = Some(interaction_id);
        self
    }
}

/// The implemented routes. A spec route the fake does not answer gives 404 and a
/// violation, so a test notices and the route can be added here.
pub(crate) fn route(w: &mut World, c: &Call) -> Reply {
    let (method, template) = (c.method, c.m.template.as_str());
    let token = c.m.params.get("webhook_token").map_or("", String::as_str);
    let webhook = match w.interaction_by_token.get(token) {
        Some(&iid) if c.id("webhook_id") == APPLICATION_ID => Ok(iid),
        _ => Err(error(404, 10015, "Unknown Webhook").fault(format!("{template}: unknown token"))),
    };
    match (method, template) {
        ("GET", "/users/@me") => ok(objects::current_user()),
        ("GET", "/oauth2/applications/@me" | "/applications/@me") => ok(objects::application()),
        ("GET", "/gateway") => ok(json!({"url": c.gateway_url})),
        ("GET", "/gateway/bot") => ok(json!({"url": c.gateway_url, "shards": 1, "session_start_limit":
            {"total": 1000, "remaining": 999, "reset_after": 14_400_000, "max_concurrency": 1}})),
        (_, "/applications/{application_id}/commands") => commands(w, c, None),
        (_, "/applications/{application_id}/guilds/{guild_id}/commands") => commands(w, c, Some(c.id("guild_id"))),
        ("POST", "/interactions/{interaction_id}/{interaction_token}/callback") => callback(w, c),
        (_, "/webhooks/{webhook_id}/{webhook_token}/messages/@original") => match webhook {
            Ok(iid) => match w.interactions[&iid].original {
                Some(mid) => message_op(w, c, mid).to(iid),
                None => error(404, 10008, "Unknown Message").to(iid),
            },
            Err(e) => e,
        },
        (_, "/webhooks/{webhook_id}/{webhook_token}/messages/{message_id}") => match webhook {
            Ok(iid) => message_op(w, c, c.id("message_id")).to(iid),
            Err(e) => e,
        },
        ("POST", "/webhooks/{webhook_id}/{webhook_token}") => match webhook {
            Ok(iid) if !w.interactions[&iid].acknowledged => error(404, 10015, "Unknown Webhook")
                .fault(format!("follow-up before interaction {iid} was acknowledged"))
                .to(iid),
            Ok(iid) => ok(w.create_message(w.interactions[&iid].channel_id, c.body, c.files)).to(iid),
            Err(e) => e,
        },
        ("POST", "/channels/{channel_id}/messages") => {
            let channel = c.id("channel_id");
            let nonce = super::chaos::enforced_nonce(c.body);
            match w.dm_recipients.get(&channel) {
                Some(u) if w.closed_dms.contains(u) => failure(Failure::ClosedDms),
                // A nonce seen before: Discord answers with the message it made then.
                _ if nonce.as_ref().is_some_and(|n| w.nonces.contains_key(n)) => {
                    let id = nonce.as_ref().and_then(|n| w.nonces.get(n)).copied().unwrap_or(0);
                    ok(w.messages.get(&id).cloned().unwrap_or(Value::Null))
                }
                _ => {
                    let msg = w.create_message(channel, c.body, c.files);
                    if let Some(n) = nonce {
                        w.nonces.insert(n, id_str(&msg["id"]).parse().unwrap_or(0));
                    }
                    ok(msg)
                }
            }
        }
        (_, "/channels/{channel_id}/messages/{message_id}") => message_op(w, c, c.id("message_id")),
        ("POST", "/users/@me/channels") => {
            let uid: u64 = id_str(&c.body["recipient_id"]).parse().unwrap_or(0);
            let cid = *w.dm_channels.entry(uid).or_insert_with(snowflake);
            w.dm_recipients.insert(cid, uid);
            ok(objects::dm_channel(cid, objects::some_user(uid)))
        }
        ("POST", "/channels/{channel_id}/threads") => {
            let (id, parent) = (snowflake(), c.id("channel_id"));
            let name = c.body["name"].as_str().unwrap_or("");
            let archive = c.body["auto_archive_duration"].as_u64().unwrap_or(4320);
            let thread = objects::thread_channel(id, parent, name, archive);
            w.threads.insert(id, thread.clone());
            Reply { status: 201, ..ok(thread) }
        }
        ("DELETE", "/channels/{channel_id}") => match w.threads.remove(&c.id("channel_id")) {
            Some(thread) => ok(thread),
            None => error(403, 50013, "Missing Permissions"),
        },
        ("GET", "/channels/{channel_id}") => {
            let cid = c.id("channel_id");
            let listed = w.channels.iter().find(|ch| id_str(&ch["id"]) == cid.to_string());
            match (w.dm_recipients.get(&cid), w.threads.get(&cid), listed) {
                (Some(&u), _, _) => ok(objects::dm_channel(cid, objects::some_user(u))),
                (None, Some(thread), _) => checked(c, ok(thread.clone())),
                (None, None, Some(channel)) => checked(c, ok(channel.clone())),
                (None, None, None) => ok(objects::text_channel(cid)),
            }
        }
        ("GET", "/guilds/{guild_id}") => {
            let roles: Vec<Value> = std::iter::once(objects::everyone_role()).chain(w.roles.clone()).collect();
            checked(c, ok(objects::rest_guild(&roles)))
        }
        ("GET", "/guilds/{guild_id}/channels") => {
            let channels: Vec<Value> =
                std::iter::once(objects::text_channel(CHANNEL_ID)).chain(w.channels.clone()).collect();
            checked(c, ok(json!(channels)))
        }
        ("GET", "/channels/{channel_id}/thread-members/{user_id}") => {
            let (thread, user) = (c.id("channel_id"), c.id("user_id"));
            match w.thread_members.contains(&(thread, user)) {
                true => checked(c, ok(objects::thread_member(thread, user))),
                false => error(404, 10007, "Unknown Member"),
            }
        }
        ("GET", "/guilds/{guild_id}/members/{user_id}") => {
            ok(objects::member(objects::some_user(c.id("user_id")), None, None))
        }
        _ => error(404, 0, "404: Not Found")
            .fault(format!("{method} {template}: valid, but not implemented by the fake")),
    }
}

/// An answer the fake makes up, checked against the spec's schema for it: a mismatch is
/// the fake's bug, reported as a violation so the test fails.
fn checked(c: &Call, reply: Reply) -> Reply {
    let body = reply.body.clone().unwrap_or(Value::Null);
    let problems = super::openapi::spec().check_response(c.m, reply.status, &body);
    match problems.is_empty() {
        true => reply,
        false => reply.fault(problems.join("; ")),
    }
}

/// GET, PUT (bulk overwrite) or POST (upsert one) global or guild commands.
fn commands(w: &mut World, c: &Call, guild: Option<u64>) -> Reply {
    let list = w.commands.entry(guild).or_default();
    // Re-registering a command keeps its id, as on Discord.
    let id_for = |list: &Vec<Value>, name: &Value| {
        let old = list.iter().find(|c| &c["name"] == name);
        old.and_then(|c| c["id"].as_str()?.parse().ok()).unwrap_or_else(snowflake)
    };
    match c.method {
        "GET" => ok(json!(list)),
        "PUT" => {
            let new = c.body.as_array().into_iter().flatten();
            *list = new.map(|n| objects::command(n, guild, id_for(list, &n["name"]))).collect();
            ok(json!(list))
        }
        "POST" => {
            let cmd = objects::command(c.body, guild, id_for(list, &c.body["name"]));
            list.retain(|o| o["name"] != cmd["name"]);
            list.push(cmd.clone());
            Reply { status: 201, ..ok(cmd) }
        }
        _ => error(405, 0, "405: Method Not Allowed"),
    }
}

/// `POST /interactions/{id}/{token}/callback`: at most once per interaction, like Discord.
fn callback(w: &mut World, c: &Call) -> Reply {
    let iid = c.id("interaction_id");
    let token = &c.m.params["interaction_token"];
    let Some(open) = w.interactions.get_mut(&iid).filter(|i| &i.token == token) else {
        let why = format!("callback for unknown interaction {iid}");
        return error(404, 10062, "Unknown interaction").fault(why);
    };
    if open.acknowledged {
        let why = format!("interaction {iid} answered twice");
        return error(400, 40060, "Interaction has already been acknowledged.").fault(why).to(iid);
    }
    open.acknowledged = true;
    let (channel, component_msg) = (open.channel_id, open.message_id);
    let data = &c.body["data"];
    let original = match c.body["type"].as_u64() {
        Some(4) => Some(w.create_message(channel, data, c.files)),
        // Deferred: a "Bot is thinking…" message (flag LOADING = 128, plus EPHEMERAL if asked).
        Some(5) => {
            let flags = data["flags"].as_u64().unwrap_or(0) | 128;
            Some(w.create_message(channel, &json!({"flags": flags}), &[]))
        }
        // Deferred update: `@original` is the message the component is on.
        Some(6) => component_msg.and_then(|mid| w.messages.get(&mid).cloned()),
        Some(7) => component_msg.map(|mid| {
            let prev = w.messages.get(&mid).cloned();
            let msg = objects::message(mid, channel, data, c.files, prev.as_ref());
            w.store_message(msg.clone());
            msg
        }),
        _ => None, // 1 pong, 8 autocomplete result, 9 modal, …: no message
    };
    let original = original.map(|m| id_str(&m["id"]).parse().unwrap_or(0));
    w.interactions.get_mut(&iid).unwrap().original = original;
    no_content().to(iid)
}

/// GET/PATCH/DELETE of a message the fake created.
fn message_op(w: &mut World, c: &Call, mid: u64) -> Reply {
    let Some(prev) = w.messages.get(&mid).cloned() else {
        return error(404, 10008, "Unknown Message");
    };
    match c.method {
        "GET" => ok(prev),
        "PATCH" => {
            let channel = id_str(&prev["channel_id"]).parse().unwrap_or(0);
            let mut msg = objects::message(mid, channel, c.body, c.files, Some(&prev));
            // Editing a deferred response replaces the "thinking" state.
            msg["flags"] = json!(msg["flags"].as_u64().unwrap_or(0) & !128);
            w.store_message(msg.clone());
            ok(msg)
        }
        "DELETE" => {
            w.messages.remove(&mid);
            w.message_order.retain(|&id| id != mid);
            no_content()
        }
        _ => error(405, 0, "405: Method Not Allowed"),
    }
}

/// An injected failure's response, in Discord's format.
pub(crate) fn failure(f: Failure) -> Reply {
    let (retry_after, global) = match f {
        Failure::ServerError => return error(500, 0, "500: Internal Server Error"),
        Failure::ClosedDms => return error(403, 50007, "Cannot send messages to this user"),
        Failure::Error { status, code, message } => return error(status, code, &message),
        Failure::RateLimited { retry_after, global } => (retry_after, global),
    };
    let now = std::time::SystemTime::now().duration_since(std::time::UNIX_EPOCH).unwrap();
    let mut headers = vec![
        ("retry-after", format!("{}", retry_after.ceil() as u64)),
        ("x-ratelimit-limit", "5".into()),
        ("x-ratelimit-remaining", "0".into()),
        ("x-ratelimit-reset", format!("{:.3}", now.as_secs_f64() + retry_after)),
        ("x-ratelimit-reset-after", format!("{retry_after:.3}")),
        ("x-ratelimit-bucket", "fakebucket".into()),
        ("x-ratelimit-scope", (if global { "global" } else { "user" }).into()),
    ];
    if global {
        headers.push(("x-ratelimit-global", "true".into()));
    }
    let body = json!({"message": "You are being rate limited.", "retry_after": retry_after,
        "global": global, "code": 0});
    Reply { status: 429, headers, ..ok(body) }
}
