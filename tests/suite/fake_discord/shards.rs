//! Several gateway shards, as a bot split over processes opens them: each
//! IDENTIFY names its shard (`[id, count]`), READY echoes it, and the test
//! sends each interaction on the shard it chooses (Discord picks by guild;
//! the bot does not care which shard an interaction arrives on).

use super::gateway::Out;
use super::interactions::{FakeInteraction, SentInteraction};
use super::FakeDiscord;
use serde_json::{json, Value};
use std::time::Duration;

/// The `[id, count]` an IDENTIFY asked for (`[0, 1]` if none).
pub(crate) fn identified_shard(identify: &Value) -> [u64; 2] {
    let part = |i: usize, default: u64| identify["shard"][i].as_u64().unwrap_or(default);
    [part(0, 0), part(1, 1)]
}

impl FakeDiscord {
    /// The shards with a READY connection now, in order.
    pub fn connected_shards(&self) -> Vec<u64> {
        let mut shards: Vec<u64> = self.shared.gateway.lock().unwrap().shards.keys().copied().collect();
        shards.sort_unstable();
        shards
    }

    /// Waits until each of `shards` has a READY connection.
    pub async fn wait_for_shards(&self, shards: &[u64], timeout: Duration) -> Result<(), String> {
        let deadline = tokio::time::Instant::now() + timeout;
        loop {
            let connected = self.connected_shards();
            if shards.iter().all(|s| connected.contains(s)) {
                return Ok(());
            }
            if tokio::time::Instant::now() > deadline {
                return Err(format!("shards {shards:?} not all connected (connected: {connected:?})"));
            }
            tokio::time::sleep(Duration::from_millis(50)).await;
        }
    }

    /// Sends INTERACTION_CREATE on `shard`'s connection; fails if that shard is not connected.
    pub fn send_interaction_on(&self, shard: u64, spec: &FakeInteraction) -> Result<SentInteraction, String> {
        let tx = {
            let g = self.shared.gateway.lock().unwrap();
            g.shards.get(&shard).map(|(_, tx)| tx.clone()).ok_or(format!("shard {shard} is not connected"))?
        };
        let (sent, payload) = self.prepare_interaction(spec)?;
        tx.send(Out::Payload(json!({"op": 0, "t": "INTERACTION_CREATE", "d": payload})))
            .map_err(|_| format!("shard {shard}'s session closed"))?;
        Ok(sent)
    }
}
