//! Which build this is: the version and the commit it was built from (found
//! by `build.rs`; `unknown` where neither git nor packaging told it).

/// The crate's version, `0.1.0`.
pub const VERSION: &str = env!("CARGO_PKG_VERSION");

/// The commit, 12 hex digits, or `unknown`.
pub const COMMIT: &str = env!("AERIE_COMMIT");

/// What `aerie --version` prints after the name: `0.1.0 (commit 0123456789ab)`.
pub const LONG_VERSION: &str = concat!(env!("CARGO_PKG_VERSION"), " (commit ", env!("AERIE_COMMIT"), ")");
