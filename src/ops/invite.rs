//! The invite link without asking Discord: a bot's application id is its
//! user id, and a bot token's first part is that id in base64.

/// The application id a bot token names, if it reads as one.
pub fn application_id(token: &str) -> Option<u64> {
    let first = token.trim().trim_start_matches("Bot ").split('.').next()?;
    let id = String::from_utf8(decode_base64(first)?).ok()?;
    id.parse().ok().filter(|&id| id > 0)
}

/// The invite link for the bot whose token this is, or a line saying why not.
pub fn link(token: &str) -> Result<String, String> {
    match application_id(token) {
        Some(id) => Ok(crate::discord::config::invite_link(id)),
        None => Err("DISCORD_TOKEN does not look like a bot token (its first part should be the bot's id in base64); \
             copy it again from the developer portal (Bot → Reset Token)"
            .to_string()),
    }
}

/// `aerie invite`: the link for `DISCORD_TOKEN`.
pub fn from_env() -> Result<String, String> {
    match std::env::var("DISCORD_TOKEN").unwrap_or_default().trim() {
        "" => {
            Err("DISCORD_TOKEN is not set: put the bot token in the environment or in .env (see .env.example)".into())
        }
        token => link(token),
    }
}

/// Base64, standard or URL-safe alphabet, padded or not (tokens are unpadded).
fn decode_base64(text: &str) -> Option<Vec<u8>> {
    let (mut bits, mut held, mut out) = (0u32, 0u32, Vec::new());
    for c in text.trim_end_matches('=').bytes() {
        let value = match c {
            b'A'..=b'Z' => c - b'A',
            b'a'..=b'z' => c - b'a' + 26,
            b'0'..=b'9' => c - b'0' + 52,
            b'+' | b'-' => 62,
            b'/' | b'_' => 63,
            _ => return None,
        };
        bits = (bits << 6) | u32::from(value);
        held += 6;
        if held >= 8 {
            held -= 8;
            out.push((bits >> held) as u8);
            bits &= (1 << held) - 1;
        }
    }
    Some(out)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_tokens_first_part_is_the_bots_id() {
        assert_eq!(
            application_id("MTEwMDAwMDAwMDAwMDAwMDAwMQ.fake.discord-test-token"),
            Some(1_100_000_000_000_000_001)
        );
        assert_eq!(application_id("Bot MTEw.x.y"), Some(110));
        assert_eq!(decode_base64("aGVsbG8=").unwrap(), b"hello");
        assert_eq!(decode_base64("aGVsbG8").unwrap(), b"hello");
        for not_a_token in ["", "hello", "!!!.x.y", "aGVsbG8.x.y"] {
            assert_eq!(application_id(not_a_token), None, "{not_a_token}");
        }
        assert!(link("MTEw.x.y").unwrap().contains("client_id=110&"));
        assert!(link("nope").unwrap_err().contains("does not look like a bot token"));
    }
}
