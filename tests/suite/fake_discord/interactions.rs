//! Building INTERACTION_CREATE payloads the way Discord would send them, dispatching them
//! over the gateway, and waiting for the bot's answers.

use super::objects::{id_str, member, user, ALL_PERMISSIONS};
use super::state::{snowflake, OpenInteraction, RecordedRequest, World};
use super::{FakeDiscord, APPLICATION_ID, CHANNEL_ID, GUILD_ID, USER_ID};
use serde_json::{json, Value};
use std::time::Duration;

/// What the test wants Discord to send. Defaults: in the test guild's channel, from the
/// test user ([`USER_ID`], "alice" / "Alice") with all permissions.
#[derive(Clone, Debug)]
pub struct FakeInteraction {
    kind: u8,
    name: String,
    path: Vec<String>,
    options: Vec<(String, Value, bool)>,
    custom_id: String,
    values: Option<Vec<String>>,
    message_id: Option<u64>,
    user: (u64, String, Option<String>),
    nick: Option<String>,
    permissions: String,
    app_permissions: String,
    guild: bool,
    channel_id: u64,
    locale: String,
    guild_locale: String,
}

/// Permission bits (`permission::SEND_MESSAGES`, …), as Discord numbers them.
pub mod permission {
    pub const ADMINISTRATOR: u64 = 1 << 3;
    pub const MANAGE_GUILD: u64 = 1 << 5;
    pub const VIEW_CHANNEL: u64 = 1 << 10;
    pub const SEND_MESSAGES: u64 = 1 << 11;
    pub const EMBED_LINKS: u64 = 1 << 14;
    pub const ATTACH_FILES: u64 = 1 << 15;
    pub const CREATE_PUBLIC_THREADS: u64 = 1 << 35;
    pub const SEND_MESSAGES_IN_THREADS: u64 = 1 << 38;
}

/// Every permission but Administrator (which implies all) and `lacking`, as Discord's
/// decimal bit string.
pub fn permissions_without(lacking: u64) -> String {
    let all: u64 = ALL_PERMISSIONS.parse().expect("ALL_PERMISSIONS is a number");
    (all & !permission::ADMINISTRATOR & !lacking).to_string()
}

/// An interaction that was dispatched: its fresh id and token.
#[derive(Clone, Debug)]
pub struct SentInteraction {
    pub id: u64,
    pub token: String,
    /// The INTERACTION_CREATE payload, for delivering it again.
    pub payload: Value,
}

impl FakeInteraction {
    fn new(kind: u8) -> Self {
        FakeInteraction {
            kind,
            name: String::new(),
            path: vec![],
            options: vec![],
            custom_id: String::new(),
            values: None,
            message_id: None,
            user: (USER_ID, "alice".into(), Some("Alice".into())),
            nick: None,
            permissions: ALL_PERMISSIONS.into(),
            app_permissions: ALL_PERMISSIONS.into(),
            guild: true,
            channel_id: CHANNEL_ID,
            locale: "en-US".into(),
            guild_locale: "en-US".into(),
        }
    }
    /// The clicker's Discord language (`uk`, `en-US`, …).
    pub fn locale(mut self, locale: &str) -> Self {
        self.locale = locale.into();
        self
    }
    /// The server's language.
    pub fn guild_locale(mut self, locale: &str) -> Self {
        self.guild_locale = locale.into();
        self
    }
    /// APPLICATION_COMMAND for the registered chat-input command `name`.
    pub fn slash(name: &str) -> Self {
        FakeInteraction { name: name.into(), ..Self::new(2) }
    }
    /// APPLICATION_COMMAND_AUTOCOMPLETE: the user is typing `partial` into option `focused`.
    pub fn autocomplete(name: &str, focused: &str, partial: &str) -> Self {
        let mut i = FakeInteraction { name: name.into(), ..Self::new(4) };
        i.options.push((focused.into(), json!(partial), true));
        i
    }
    /// MESSAGE_COMPONENT: a click on button `custom_id` of message `message_id` (which must
    /// be a message the fake created, e.g. an interaction's original response).
    pub fn button(custom_id: &str, message_id: u64) -> Self {
        FakeInteraction { custom_id: custom_id.into(), message_id: Some(message_id), ..Self::new(3) }
    }
    /// MESSAGE_COMPONENT from a string select menu, with the chosen values.
    pub fn select(custom_id: &str, message_id: u64, values: &[&str]) -> Self {
        let values = Some(values.iter().map(|v| v.to_string()).collect());
        FakeInteraction { values, ..Self::button(custom_id, message_id) }
    }
    /// Subcommand (call twice for group + subcommand).
    pub fn subcommand(mut self, name: &str) -> Self {
        self.path.push(name.into());
        self
    }
    /// An option value; its type is taken from the registered command. User options take
    /// the user id as a string and are resolved to a member named `user<id>`.
    pub fn option(mut self, name: &str, value: impl Into<Value>) -> Self {
        self.options.push((name.into(), value.into(), false));
        self
    }
    pub fn user(mut self, id: u64, username: &str, global_name: &str) -> Self {
        self.user = (id, username.into(), Some(global_name.into()));
        self
    }
    pub fn nick(mut self, nick: &str) -> Self {
        self.nick = Some(nick.into());
        self
    }
    /// Member permissions, as Discord's decimal bit string (e.g. "0" for none).
    pub fn permissions(mut self, bits: &str) -> Self {
        self.permissions = bits.into();
        self
    }
    /// The member's permissions in the channel: all but `lacking` (and not Administrator).
    pub fn member_lacking(self, lacking: u64) -> Self {
        self.permissions(&permissions_without(lacking))
    }
    /// The bot's own permissions in the channel (`app_permissions`, which Discord sends
    /// with every interaction), as a decimal bit string.
    pub fn app_permissions(mut self, bits: &str) -> Self {
        self.app_permissions = bits.into();
        self
    }
    /// The bot's permissions in the channel: all but `lacking` (and not Administrator).
    pub fn app_lacking(self, lacking: u64) -> Self {
        self.app_permissions(&permissions_without(lacking))
    }
    /// Sent from the bot's DM with the user instead of the test guild.
    pub fn in_dm(mut self, dm_channel_id: u64) -> Self {
        (self.guild, self.channel_id) = (false, dm_channel_id);
        self
    }
    pub fn channel(mut self, channel_id: u64) -> Self {
        self.channel_id = channel_id;
        self
    }

    /// The `data` of a command/autocomplete, with option types looked up in the commands
    /// the bot registered: a test for an unregistered command or option is a test bug.
    fn command_data(&self, w: &World, resolved: &mut Value) -> Result<Value, String> {
        let cmd = [Some(GUILD_ID), None]
            .iter()
            .filter_map(|g| w.commands.get(g))
            .flatten()
            .find(|c| c["name"] == self.name.as_str())
            .ok_or_else(|| format!("command /{} is not registered", self.name))?;
        // Walk down to the (sub)command whose options we fill.
        let mut defs = &cmd["options"];
        let mut chain = vec![];
        for sub in &self.path {
            let d = defs
                .as_array()
                .into_iter()
                .flatten()
                .find(|o| o["name"] == sub.as_str() && (o["type"] == 1 || o["type"] == 2));
            let d = d.ok_or_else(|| format!("/{} has no subcommand {sub}", self.name))?;
            chain.push((sub.clone(), d["type"].clone()));
            defs = &d["options"];
        }
        let mut opts = vec![];
        for (name, value, focused) in &self.options {
            let def = defs.as_array().into_iter().flatten().find(|o| o["name"] == name.as_str());
            let kind = def.ok_or_else(|| format!("/{} has no option {name}", self.name))?["type"].clone();
            if kind == 6 || kind == 9 {
                let id = id_str(value);
                let uid: u64 = id.parse().map_err(|_| format!("user option {name} needs an id"))?;
                let u = user(uid, &format!("user{uid}"), Some(&format!("User {uid}")), false);
                resolved["users"][&id] = u.clone();
                let mut m = member(u, None, Some(ALL_PERMISSIONS));
                m.as_object_mut().unwrap().remove("user");
                resolved["members"][&id] = m;
            }
            let mut o = json!({"name": name, "type": kind, "value": value});
            if *focused {
                o["focused"] = json!(true);
            }
            opts.push(o);
        }
        for (sub, kind) in chain.into_iter().rev() {
            opts = vec![json!({"name": sub, "type": kind, "options": opts})];
        }
        Ok(json!({"id": cmd["id"], "name": self.name, "type": 1, "options": opts}))
    }

    pub(crate) fn build(&self, w: &World, id: u64, token: &str) -> Result<Value, String> {
        let (uid, uname, gname) = &self.user;
        let u = user(*uid, uname, gname.as_deref(), false);
        let mut resolved = json!({"users": {}, "members": {}});
        let mut data = match self.kind {
            3 => {
                let mut d = json!({"custom_id": self.custom_id, "component_type": 2});
                if let Some(v) = &self.values {
                    (d["component_type"], d["values"]) = (json!(3), json!(v));
                }
                d
            }
            _ => self.command_data(w, &mut resolved)?,
        };
        if self.kind != 3 && resolved["users"].as_object().is_some_and(|m| !m.is_empty()) {
            data["resolved"] = resolved;
        }
        // A thread the bot opened is sent as one (type 11), so the bot can tell.
        let kind = match (self.guild, w.threads.contains_key(&self.channel_id)) {
            (false, _) => 1,
            (true, true) => 11,
            (true, false) => 0,
        };
        let channel = json!({"id": self.channel_id.to_string(), "type": kind});
        let mut i = json!({
            "id": id.to_string(), "application_id": APPLICATION_ID.to_string(), "type": self.kind,
            "data": data, "channel": channel, "channel_id": self.channel_id.to_string(), "token": token,
            "version": 1, "app_permissions": self.app_permissions, "locale": self.locale, "entitlements": [],
            "attachment_size_limit": 10_485_760,
        });
        if self.guild {
            i["guild_id"] = json!(GUILD_ID.to_string());
            i["guild_locale"] = json!(self.guild_locale);
            i["member"] = member(u, self.nick.as_deref(), Some(&self.permissions));
            let roles = w.member_roles.get(uid).into_iter().flatten().map(|r| r.to_string());
            i["member"]["roles"] = json!(roles.collect::<Vec<_>>());
            i["authorizing_integration_owners"] = json!({"0": GUILD_ID.to_string()});
            i["context"] = json!(0);
        } else {
            i["user"] = u;
            i["authorizing_integration_owners"] = json!({"0": "0"});
            i["context"] = json!(1);
        }
        if let Some(mid) = self.message_id {
            i["message"] = w.messages.get(&mid).cloned().ok_or_else(|| format!("no message {mid} for component"))?;
        }
        Ok(i)
    }
}

impl FakeDiscord {
    /// Sends INTERACTION_CREATE to the connected bot. Fails if no session is READY or the
    /// interaction refers to an unregistered command / unknown message.
    pub fn send_interaction(&self, spec: &FakeInteraction) -> Result<SentInteraction, String> {
        let (sent, payload) = self.prepare_interaction(spec)?;
        self.dispatch("INTERACTION_CREATE", payload)?;
        Ok(sent)
    }

    /// Records an interaction as open and builds its INTERACTION_CREATE payload.
    pub(crate) fn prepare_interaction(&self, spec: &FakeInteraction) -> Result<(SentInteraction, Value), String> {
        let id = snowflake();
        let token = format!("aW50ZXJhY3Rpb246{id}:fake-token");
        let payload = {
            let mut w = self.shared.world.lock().unwrap();
            let payload = spec.build(&w, id, &token)?;
            let open = OpenInteraction {
                token: token.clone(),
                channel_id: spec.channel_id,
                acknowledged: false,
                original: None,
                message_id: spec.message_id,
            };
            w.interactions.insert(id, open);
            w.interaction_by_token.insert(token.clone(), id);
            payload
        };
        Ok((SentInteraction { id, token, payload: payload.clone() }, payload))
    }

    /// Delivers the same interaction again, as Discord sometimes does (a
    /// gateway resume replaying events): the bot must answer it only once.
    pub fn deliver_again(&self, sent: &SentInteraction) -> Result<(), String> {
        self.dispatch("INTERACTION_CREATE", sent.payload.clone())
    }

    /// Waits for the bot's `POST /interactions/{id}/{token}/callback`.
    pub async fn await_callback(&self, id: u64, timeout: Duration) -> Result<RecordedRequest, String> {
        self.wait_for_request(timeout, |r| r.interaction_id == Some(id) && r.is_callback()).await
    }

    /// Every request answering interaction `id` so far: callback, original edits, follow-ups.
    pub fn interaction_responses(&self, id: u64) -> Vec<RecordedRequest> {
        self.requests().into_iter().filter(|r| r.interaction_id == Some(id)).collect()
    }

    /// The message id of the interaction's `@original` response, once there is one.
    pub fn original_message_id(&self, id: u64) -> Option<u64> {
        self.shared.world.lock().unwrap().interactions.get(&id)?.original
    }
}
