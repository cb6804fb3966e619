//! The Discord JSON objects the fake hands out (users, members, guild, channels,
//! messages, commands). They carry every field a real response has that serenity's
//! models require, so deserialization behaves as against Discord.

use super::state::{iso_now, snowflake, RecordedFile};
use super::{APPLICATION_ID, BOT_NAME, CHANNEL_ID, GUILD_ID};
use serde_json::{json, Value};

/// All permission bits (Administrator included), as a string like Discord sends.
pub const ALL_PERMISSIONS: &str = "2251799813685247";

/// Parses a JSON template, filling in `$APP`, `$GUILD`, `$CHANNEL`, `$NAME` and `$ID`.
/// Raw JSON reads like Discord's docs and keeps these long objects compact.
fn template(t: &str, id: u64) -> Value {
    let t = t
        .replace("$APP", &APPLICATION_ID.to_string())
        .replace("$GUILD", &GUILD_ID.to_string())
        .replace("$CHANNEL", &CHANNEL_ID.to_string())
        .replace("$NAME", BOT_NAME)
        .replace("$ID", &id.to_string());
    serde_json::from_str(&t).expect("valid JSON template")
}

pub fn user(id: u64, username: &str, global_name: Option<&str>, bot: bool) -> Value {
    let mut u = template(
        r#"{"id": "$ID", "discriminator": "0", "avatar": null, "public_flags": 0, "banner": null,
            "accent_color": null}"#,
        id,
    );
    (u["username"], u["global_name"], u["bot"]) = (json!(username), json!(global_name), json!(bot));
    u
}

/// A user the fake knows nothing about: `user<id>`.
pub fn some_user(id: u64) -> Value {
    user(id, &format!("user{id}"), None, false)
}

pub fn bot_user() -> Value {
    user(APPLICATION_ID, BOT_NAME, None, true)
}

/// `GET /users/@me`: the bot user plus the private fields.
pub fn current_user() -> Value {
    let mut u = bot_user();
    let private = json!({"verified": true, "mfa_enabled": true, "flags": 0, "locale": "en-US"});
    u.as_object_mut().unwrap().extend(private.as_object().unwrap().clone());
    u
}

/// `GET /oauth2/applications/@me` (and `/applications/@me`).
pub fn application() -> Value {
    let mut app = template(
        r#"{"id": "$APP", "name": "$NAME", "icon": null, "description": "", "rpc_origins": [],
            "bot_public": true, "bot_require_code_grant": false, "verify_key": "00", "team": null,
            "flags": 0, "summary": "", "tags": [], "redirect_uris": [], "interactions_endpoint_url": null,
            "integration_types_config": {"0": {}, "1": {}}}"#,
        0,
    );
    (app["owner"], app["bot"]) = (user(1, "owner", Some("Owner"), false), bot_user());
    app
}

pub fn member(user: Value, nick: Option<&str>, permissions: Option<&str>) -> Value {
    let mut m = template(
        r#"{"avatar": null, "roles": [], "joined_at": "2024-01-01T00:00:00.000000+00:00",
            "premium_since": null, "deaf": false, "mute": false, "flags": 0, "pending": false,
            "communication_disabled_until": null}"#,
        0,
    );
    (m["user"], m["nick"]) = (user, json!(nick));
    if let Some(p) = permissions {
        m["permissions"] = json!(p);
    }
    m
}

pub fn text_channel(id: u64) -> Value {
    template(
        r#"{"id": "$ID", "type": 0, "guild_id": "$GUILD", "name": "channel-$ID", "position": 0,
            "permission_overwrites": [], "nsfw": false, "topic": null, "last_message_id": null,
            "parent_id": null, "rate_limit_per_user": 0, "flags": 0}"#,
        id,
    )
}

/// A text channel whose permission overwrites are `overwrites` (Discord's JSON objects).
pub fn text_channel_with(id: u64, overwrites: Value) -> Value {
    let mut c = text_channel(id);
    c["permission_overwrites"] = overwrites;
    c
}

/// A role of the test guild with guild-level `permissions` (Discord's decimal bit string).
/// The @everyone role's id is the guild's.
pub fn role(id: u64, name: &str, permissions: &str) -> Value {
    let mut r = template(
        r#"{"id": "$ID", "color": 0, "hoist": false, "icon": null, "unicode_emoji": null,
            "colors": {"primary_color": 0, "secondary_color": null, "tertiary_color": null},
            "position": 1, "managed": false, "mentionable": false, "flags": 0}"#,
        id,
    );
    (r["name"], r["permissions"]) = (json!(name), json!(permissions));
    r
}

/// The @everyone role, as in the GUILD_CREATE payload.
pub fn everyone_role() -> Value {
    let mut r = role(GUILD_ID, "@everyone", EVERYONE_PERMISSIONS);
    r["position"] = json!(0);
    r
}

/// What @everyone may do in the test guild (View Channel among it).
pub const EVERYONE_PERMISSIONS: &str = "1071698660929";

/// `GET /guilds/{id}`: the test guild with its `roles`, as the REST API returns it.
pub fn rest_guild(roles: &[Value]) -> Value {
    let mut g = template(
        r#"{"id": "$GUILD", "name": "Aerie Test Guild", "icon": null, "description": null, "home_header": null,
            "splash": null, "discovery_splash": null, "features": [], "banner": null, "owner_id": "1",
            "application_id": null, "region": "deprecated", "afk_channel_id": null, "afk_timeout": 300,
            "system_channel_id": null, "system_channel_flags": 0, "widget_enabled": false,
            "widget_channel_id": null, "verification_level": 0, "default_message_notifications": 0,
            "mfa_level": 0, "explicit_content_filter": 0, "max_presences": null, "max_members": 500000,
            "max_stage_video_channel_users": 50, "max_video_channel_users": 25, "vanity_url_code": null,
            "premium_tier": 0, "premium_subscription_count": 0, "preferred_locale": "en-US",
            "rules_channel_id": null, "safety_alerts_channel_id": null, "public_updates_channel_id": null,
            "premium_progress_bar_enabled": false, "nsfw": false, "nsfw_level": 0, "emojis": [],
            "stickers": [], "incidents_data": null}"#,
        0,
    );
    g["roles"] = json!(roles);
    g
}

/// `GET /channels/{id}/thread-members/{user_id}`.
pub fn thread_member(thread: u64, user: u64) -> Value {
    json!({"id": thread.to_string(), "user_id": user.to_string(), "flags": 0,
        "join_timestamp": "2026-01-01T00:00:00.000000+00:00"})
}

/// A public thread (type 11) off `parent`, as `POST /channels/{id}/threads` returns it.
pub fn thread_channel(id: u64, parent: u64, name: &str, auto_archive: u64) -> Value {
    let mut c = template(
        r#"{"id": "$ID", "type": 11, "guild_id": "$GUILD", "owner_id": "$APP", "last_message_id": null,
            "rate_limit_per_user": 0, "flags": 0, "message_count": 0, "member_count": 1,
            "total_message_sent": 0, "member": {"id": "$ID", "user_id": "$APP", "flags": 0,
            "join_timestamp": "2026-01-01T00:00:00.000000+00:00"}}"#,
        id,
    );
    c["parent_id"] = json!(parent.to_string());
    c["name"] = json!(name);
    c["thread_metadata"] = json!({"archived": false, "auto_archive_duration": auto_archive,
        "archive_timestamp": iso_now(), "locked": false, "create_timestamp": iso_now()});
    c
}

pub fn dm_channel(id: u64, recipient: Value) -> Value {
    let mut c = template(r#"{"id": "$ID", "type": 1, "last_message_id": null, "flags": 0}"#, id);
    c["recipients"] = json!([recipient]);
    c
}

/// GUILD_CREATE payload for the test guild: one text channel, the bot as only member.
pub fn guild() -> Value {
    let mut g = template(
        r#"{"id": "$GUILD", "name": "Aerie Test Guild", "icon": null, "splash": null,
            "discovery_splash": null, "owner_id": "1", "afk_channel_id": null, "afk_timeout": 300,
            "verification_level": 0, "default_message_notifications": 0, "explicit_content_filter": 0,
            "roles": [{"id": "$GUILD", "name": "@everyone", "color": 0, "hoist": false, "icon": null,
                "colors": {"primary_color": 0, "secondary_color": null, "tertiary_color": null},
                "unicode_emoji": null, "position": 0, "permissions": "1071698660929", "managed": false,
                "mentionable": false, "flags": 0}],
            "emojis": [], "features": [], "mfa_level": 0, "application_id": null,
            "system_channel_id": null, "system_channel_flags": 0, "rules_channel_id": null,
            "vanity_url_code": null, "description": null, "banner": null, "premium_tier": 0,
            "premium_subscription_count": 0, "preferred_locale": "en-US", "public_updates_channel_id": null,
            "nsfw_level": 0, "stickers": [], "premium_progress_bar_enabled": false,
            "safety_alerts_channel_id": null, "max_video_channel_users": 25,
            "joined_at": "2024-01-01T00:00:00.000000+00:00", "large": false, "unavailable": false,
            "member_count": 2, "voice_states": [], "threads": [], "presences": [], "stage_instances": [],
            "guild_scheduled_events": [], "soundboard_sounds": []}"#,
        0,
    );
    g["members"] = json!([member(bot_user(), None, None)]);
    g["channels"] = json!([text_channel(CHANNEL_ID)]);
    g
}

/// The READY dispatch.
pub fn ready(session_id: &str, resume_gateway_url: &str) -> Value {
    let mut r = template(
        r#"{"v": 10, "guilds": [{"id": "$GUILD", "unavailable": true}], "shard": [0, 1],
            "application": {"id": "$APP", "flags": 0}, "private_channels": [], "relationships": [],
            "presences": [], "guild_join_requests": [], "geo_ordered_rtc_regions": [],
            "user_settings": {}, "_trace": ["fake-discord"]}"#,
        0,
    );
    (r["user"], r["session_id"]) = (current_user(), json!(session_id));
    r["resume_gateway_url"] = json!(resume_gateway_url);
    r
}

/// A registered application command, as Discord returns it (ids and defaults added).
pub fn command(req: &Value, guild_id: Option<u64>, id: u64) -> Value {
    let mut c = req.clone();
    let defaults = json!({
        "type": 1, "description": "", "options": [], "default_member_permissions": null, "dm_permission": true,
        "nsfw": false, "integration_types": [0], "contexts": null,
    });
    for (k, v) in defaults.as_object().unwrap() {
        if c.get(k).is_none_or(Value::is_null) {
            c[k] = v.clone();
        }
    }
    c["id"] = json!(id.to_string());
    c["application_id"] = json!(APPLICATION_ID.to_string());
    c["version"] = json!(snowflake().to_string());
    if let Some(g) = guild_id {
        c["guild_id"] = json!(g.to_string());
    }
    c
}

/// Builds the message object Discord would return for a create/edit request body.
/// Uploaded files become attachments with fresh ids; `previous` keeps id, timestamp and
/// (unless replaced) the fields of the message being edited.
pub fn message(id: u64, channel_id: u64, body: &Value, files: &[RecordedFile], previous: Option<&Value>) -> Value {
    let mut m = previous.cloned().unwrap_or_else(|| {
        json!({
            "id": id.to_string(), "channel_id": channel_id.to_string(), "author": bot_user(), "content": "",
            "timestamp": iso_now(), "edited_timestamp": null, "tts": false, "mention_everyone": false,
            "mentions": [], "mention_roles": [], "attachments": [], "embeds": [], "pinned": false,
            "type": 0, "flags": 0, "components": [],
        })
    });
    if previous.is_some() {
        m["edited_timestamp"] = json!(iso_now());
    }
    for key in ["content", "tts", "flags", "components", "poll"] {
        if let Some(v) = body.get(key).filter(|v| !v.is_null()) {
            m[key] = v.clone();
        }
    }
    if let Some(embeds) = body.get("embeds").and_then(Value::as_array) {
        let rich = |e: &Value| {
            let mut e = e.clone();
            e["type"] = json!("rich");
            e
        };
        m["embeds"] = Value::Array(embeds.iter().map(rich).collect());
    }
    let old: Vec<Value> = m["attachments"].as_array().cloned().unwrap_or_default();
    let mut attachments: Vec<Value> = match body.get("attachments").and_then(Value::as_array) {
        // An explicit list keeps the old attachments it names, by id.
        Some(list) => old.into_iter().filter(|a| list.iter().any(|l| id_str(&l["id"]) == id_str(&a["id"]))).collect(),
        // Without a list, existing attachments stay and new files are added.
        None => old,
    };
    for f in files {
        let aid = snowflake();
        let url = format!("https://cdn.discordapp.com/attachments/{channel_id}/{aid}/{}", f.filename);
        attachments.push(json!({
            "id": aid.to_string(), "filename": f.filename, "size": f.size, "url": url, "proxy_url": url,
            "content_type": f.content_type, "ephemeral": false,
        }));
    }
    m["attachments"] = Value::Array(attachments);
    m
}

pub fn id_str(v: &Value) -> String {
    match v {
        Value::String(s) => s.clone(),
        other => other.to_string(),
    }
}
