//! Build identity: the commit the binary is built from, for `aerie
//! --version` and the start log line (`AERIE_COMMIT`).
//!
//! Found, in order: `AERIE_COMMIT` set by whoever builds (a packager); the
//! git checkout this crate is the top of; the `.cargo_vcs_info.json` that
//! `cargo package` writes into a published crate; else `unknown`. A build
//! never fails for want of git.

use std::path::{Path, PathBuf};
use std::process::Command;

fn main() {
    println!("cargo:rerun-if-env-changed=AERIE_COMMIT");
    let dir = PathBuf::from(std::env::var_os("CARGO_MANIFEST_DIR").expect("cargo sets CARGO_MANIFEST_DIR"));
    let commit = std::env::var("AERIE_COMMIT")
        .ok()
        .filter(|c| !c.trim().is_empty())
        .or_else(|| from_git(&dir))
        .or_else(|| from_vcs_info(&dir))
        .unwrap_or_else(|| "unknown".to_string());
    println!("cargo:rustc-env=AERIE_COMMIT={}", commit.trim());
}

fn git(dir: &Path, args: &[&str]) -> Option<String> {
    let out = Command::new("git").arg("-C").arg(dir).args(args).output().ok()?;
    let text = String::from_utf8(out.stdout).ok()?;
    (out.status.success() && !text.trim().is_empty()).then(|| text.trim().to_string())
}

/// The short commit id, if `dir` is the top of a git work tree (not a
/// crate unpacked somewhere inside another repository).
fn from_git(dir: &Path) -> Option<String> {
    let top = git(dir, &["rev-parse", "--show-toplevel"])?;
    if std::fs::canonicalize(&top).ok()? != std::fs::canonicalize(dir).ok()? {
        return None;
    }
    // Built again when HEAD moves: HEAD itself (a checkout) and the branch
    // it names (a commit). Only files that exist are named, since cargo
    // reruns the script every build for one that does not.
    for file in ["HEAD", "packed-refs"] {
        watch(git(dir, &["rev-parse", "--git-path", file]), dir);
    }
    if let Some(branch) = git(dir, &["symbolic-ref", "-q", "HEAD"]) {
        watch(git(dir, &["rev-parse", "--git-path", &branch]), dir);
    }
    git(dir, &["rev-parse", "--short=12", "HEAD"])
}

fn watch(path: Option<String>, dir: &Path) {
    if let Some(path) = path.map(|p| dir.join(p)).filter(|p| p.exists()) {
        println!("cargo:rerun-if-changed={}", path.display());
    }
}

/// The commit a published crate was packaged from.
fn from_vcs_info(dir: &Path) -> Option<String> {
    let text = std::fs::read_to_string(dir.join(".cargo_vcs_info.json")).ok()?;
    let at = text.find("\"sha1\"")?;
    let rest = &text[at + "\"sha1\"".len()..];
    let start = rest.find(|c: char| c.is_ascii_hexdigit())?;
    let sha: String = rest[start..].chars().take_while(char::is_ascii_hexdigit).collect();
    (sha.len() >= 12).then(|| sha[..12].to_string())
}
