//! The gateway websocket: HELLO, IDENTIFY → READY (+ GUILD_CREATE), heartbeats, RESUME,
//! and dispatching events the test asks for.

use super::objects;
use super::state::{snowflake, World};
use super::{FakeDiscord, Shared, TOKEN};
use axum::extract::ws::{CloseFrame, Message, WebSocket, WebSocketUpgrade};
use axum::extract::State;
use axum::response::Response;
use futures_util::{SinkExt, StreamExt};
use serde_json::{json, Value};
use std::sync::Arc;
use std::time::Duration;
use tokio::sync::mpsc;

/// Heartbeat interval sent in HELLO. Long, so heartbeats don't clutter short tests.
pub const HEARTBEAT_INTERVAL_MS: u64 = 41_250;

/// What a session task should send next.
pub(crate) enum Out {
    /// A payload; `op: 0` dispatches get the next sequence number.
    Payload(Value),
    /// Close the socket with this code (e.g. 4004 authentication failed).
    Close(u16),
}

/// The READY (or RESUMED) connection that test dispatches go to.
#[derive(Default)]
pub(crate) struct GatewayState {
    pub current: Option<(u64, mpsc::UnboundedSender<Out>)>,
    pub session_id: Option<String>,
    pub seq: u64,
    next_conn: u64,
    /// Each shard's READY connection, by the shard id its IDENTIFY named (see `shards.rs`).
    pub shards: std::collections::HashMap<u64, (u64, mpsc::UnboundedSender<Out>)>,
}

pub(crate) async fn upgrade(ws: WebSocketUpgrade, State(shared): State<Arc<Shared>>) -> Response {
    ws.on_upgrade(move |socket| session(socket, shared))
}

async fn session(socket: WebSocket, shared: Arc<Shared>) {
    let (mut sink, mut stream) = socket.split();
    let (tx, mut rx) = mpsc::unbounded_channel();
    let conn = {
        let mut g = shared.gateway.lock().unwrap();
        g.next_conn += 1;
        g.next_conn
    };
    let _ = tx.send(Out::Payload(json!({"op": 10, "d": {"heartbeat_interval": HEARTBEAT_INTERVAL_MS}})));
    loop {
        tokio::select! {
            incoming = stream.next() => match incoming {
                Some(Ok(Message::Text(text))) => match serde_json::from_str::<Value>(text.as_str()) {
                    Ok(v) => on_payload(&shared, conn, &tx, v),
                    Err(e) => shared.violation(format!("gateway: payload is not JSON: {e}")),
                },
                Some(Ok(Message::Close(_))) | None | Some(Err(_)) => break,
                Some(Ok(_)) => {}
            },
            Some(out) = rx.recv() => {
                let frame = match out {
                    Out::Payload(mut p) => {
                        if p["op"] == 0 {
                            let mut g = shared.gateway.lock().unwrap();
                            g.seq += 1;
                            p["s"] = json!(g.seq);
                        } else {
                            p["s"] = Value::Null;
                            p["t"] = Value::Null;
                        }
                        Message::Text(p.to_string().into())
                    }
                    Out::Close(code) => Message::Close(Some(CloseFrame { code, reason: "fake discord".into() })),
                };
                let closing = matches!(frame, Message::Close(_));
                if sink.send(frame).await.is_err() || closing {
                    break;
                }
            }
        }
    }
    let mut g = shared.gateway.lock().unwrap();
    if g.current.as_ref().is_some_and(|(c, _)| *c == conn) {
        g.current = None;
    }
    g.shards.retain(|_, (c, _)| *c != conn);
}

fn dispatch(t: &str, d: Value) -> Out {
    Out::Payload(json!({"op": 0, "t": t, "d": d}))
}

fn on_payload(shared: &Shared, conn: u64, tx: &mpsc::UnboundedSender<Out>, p: Value) {
    let op = p["op"].as_u64().unwrap_or(u64::MAX);
    handle_op(shared, conn, tx, op, &p);
    // Recorded after handling, so a test that saw a RESUME also sees its session current.
    if op != 1 {
        shared.world.lock().unwrap().gateway_received.push(p);
        shared.bump();
    }
}

fn handle_op(shared: &Shared, conn: u64, tx: &mpsc::UnboundedSender<Out>, op: u64, p: &Value) {
    let token_ok = |d: &Value| d["token"].as_str().map(|t| t.trim_start_matches("Bot ")) == Some(TOKEN);
    match op {
        1 => drop(tx.send(Out::Payload(json!({"op": 11})))),
        2 => {
            if !token_ok(&p["d"]) || p["d"]["intents"].as_u64().is_none() {
                shared.violation(format!("gateway: bad IDENTIFY (token or intents): {}", p["d"]));
                let _ = tx.send(Out::Close(4004));
                return;
            }
            let session_id = format!("fake-session-{}", snowflake());
            let shard = super::shards::identified_shard(&p["d"]);
            {
                let mut g = shared.gateway.lock().unwrap();
                (g.current, g.session_id, g.seq) = (Some((conn, tx.clone())), Some(session_id.clone()), 0);
                g.shards.insert(shard[0], (conn, tx.clone()));
            }
            let mut ready = objects::ready(&session_id, &shared.gateway_url());
            ready["shard"] = json!(shard);
            let _ = tx.send(dispatch("READY", ready));
            let _ = tx.send(dispatch("GUILD_CREATE", objects::guild()));
            shared.world.lock().unwrap().ready_count += 1;
        }
        6 => {
            let mut g = shared.gateway.lock().unwrap();
            let known = g.session_id.is_some() && p["d"]["session_id"].as_str() == g.session_id.as_deref();
            if known && token_ok(&p["d"]) {
                g.current = Some((conn, tx.clone()));
                let _ = tx.send(dispatch("RESUMED", json!({"_trace": ["fake-discord"]})));
            } else {
                // Invalid session, not resumable: the client must IDENTIFY again.
                let _ = tx.send(Out::Payload(json!({"op": 9, "d": false})));
            }
        }
        3 | 4 | 8 | 31 | 37 => {} // presence, voice state, request members, soundboard: ignored
        _ => {
            shared.violation(format!("gateway: unknown opcode in {p}"));
            let _ = tx.send(Out::Close(4001));
        }
    }
}

impl FakeDiscord {
    /// `ws://127.0.0.1:<port>/gateway` (serenity appends `?v=10`).
    pub fn gateway_url(&self) -> String {
        self.shared.gateway_url()
    }

    /// Sends a dispatch event (op 0) to the READY session.
    pub fn dispatch(&self, t: &str, d: Value) -> Result<(), String> {
        let g = self.shared.gateway.lock().unwrap();
        let (_, tx) = g.current.as_ref().ok_or("no gateway session is READY")?;
        tx.send(dispatch(t, d)).map_err(|_| "gateway session closed".to_owned())
    }

    /// Waits until `n` IDENTIFYs have been answered with READY.
    pub async fn wait_ready(&self, n: usize, timeout: Duration) -> Result<(), String> {
        self.shared.wait_until(timeout, |w| (w.ready_count >= n).then_some(())).await
    }

    /// Sends op 7 RECONNECT: the client should reconnect and RESUME (answered RESUMED).
    pub fn request_reconnect(&self) -> Result<(), String> {
        let g = self.shared.gateway.lock().unwrap();
        let (_, tx) = g.current.as_ref().ok_or("no gateway session")?;
        tx.send(Out::Payload(json!({"op": 7, "d": null}))).map_err(|_| "gateway session closed".to_owned())
    }

    /// Waits for a payload from the bot matching `pred` (e.g. `|p| p["op"] == 6`: RESUME).
    pub async fn wait_for_gateway(&self, timeout: Duration, pred: impl Fn(&Value) -> bool) -> Result<Value, String> {
        let find = |w: &World| w.gateway_received.iter().find(|p| pred(p)).cloned();
        self.shared.wait_until(timeout, find).await
    }

    /// Payloads the bot sent over the gateway (IDENTIFY, RESUME, …; not heartbeats).
    pub fn gateway_received(&self) -> Vec<Value> {
        self.shared.world.lock().unwrap().gateway_received.clone()
    }
}
