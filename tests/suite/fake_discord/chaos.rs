//! Failure injection at random, for robustness tests: a share of the
//! requests to chosen routes fail as Discord and networks do — 500, 429,
//! the connection dropped before the request was handled, or dropped after
//! it was (the message exists, the bot never hears so). Seeded, so a failing
//! run can be repeated. Also Discord's nonce deduplication
//! (`enforce_nonce`), which is what makes a resend after a lost answer safe.

use rand::{Rng, SeedableRng};
use rand_chacha::ChaCha8Rng;
use serde_json::Value;

use super::state::Failure;

/// What a request suffers.
#[derive(Clone, Debug)]
pub(crate) enum Fault {
    /// Answered with this failure; nothing happens.
    Fail(Failure),
    /// The connection drops before the request is handled.
    DropBefore,
    /// The request is handled, then the connection drops before the answer.
    DropAfter,
}

pub(crate) struct Chaos {
    method: String,
    /// OpenAPI route templates, e.g. `/channels/{channel_id}/messages`.
    route: String,
    /// Share of matching requests that fail, 0..=1.
    rate: f64,
    rng: ChaCha8Rng,
    pub faults: usize,
}

impl Chaos {
    pub fn new(method: &str, route: &str, rate: f64, seed: u64) -> Self {
        Chaos { method: method.into(), route: route.into(), rate, rng: ChaCha8Rng::seed_from_u64(seed), faults: 0 }
    }

    /// Whether (and how) this request fails.
    pub fn roll(&mut self, method: &str, template: &str) -> Option<Fault> {
        if !method.eq_ignore_ascii_case(&self.method) || template != self.route || !self.rng.gen_bool(self.rate) {
            return None;
        }
        self.faults += 1;
        Some(match self.rng.gen_range(0..4) {
            0 => Fault::Fail(Failure::ServerError),
            1 => Fault::Fail(Failure::RateLimited { retry_after: 0.01, global: false }),
            2 => Fault::DropBefore,
            _ => Fault::DropAfter,
        })
    }
}

/// The nonce a message body asks Discord to enforce, if any.
pub(crate) fn enforced_nonce(body: &Value) -> Option<String> {
    if body["enforce_nonce"] != Value::Bool(true) {
        return None;
    }
    match &body["nonce"] {
        Value::String(s) => Some(s.clone()),
        Value::Number(n) => Some(n.to_string()),
        _ => None,
    }
}
