//! The user's trust decisions about repositories' own configuration.
//!
//! A project's `.nub/config.toml` and `.nub/SYSTEM.md` count in full only
//! once the user has said so (`nub trust`), for exactly the bytes they
//! had then: the record holds the repository path and a SHA-256 of both
//! files, so a changed config (a `git pull`) is untrusted again until the
//! user looks. Records live in `$XDG_STATE_HOME/nub/trust.json` (0600).
//! `NUB_TRUST_PROJECT=1` (or `--trust-project`) trusts without a record,
//! for CI in the user's own repository.

use std::collections::BTreeMap;
use std::path::{Path, PathBuf};

use nub_config::ProjectTrust;
use nub_config::own_files::{self, Scope};
use serde::{Deserialize, Serialize};

use crate::env::Env;
use crate::error::StartError;

/// Why a project is (not) trusted.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum TrustState {
    /// No `.nub/config.toml` or `.nub/SYSTEM.md`: nothing to decide.
    NothingToTrust,
    /// `nub trust` was run for these very files.
    Recorded,
    /// `NUB_TRUST_PROJECT=1` or `--trust-project`.
    ByEnvironment,
    /// Trusted once, but the files changed since.
    Changed,
    Untrusted,
}

impl TrustState {
    pub fn project_trust(self) -> ProjectTrust {
        match self {
            TrustState::NothingToTrust | TrustState::Recorded | TrustState::ByEnvironment => ProjectTrust::Trusted,
            TrustState::Changed | TrustState::Untrusted => ProjectTrust::Untrusted,
        }
    }
}

#[derive(Debug, Default, Serialize, Deserialize)]
struct Records {
    v: u32,
    repos: BTreeMap<String, Record>,
}

#[derive(Debug, Clone, Serialize, Deserialize)]
struct Record {
    sha256: String,
    trusted_at: String,
}

/// The project's files that trust covers.
const FILES: [&str; 2] = ["config.toml", "SYSTEM.md"];
/// Claude Code's project settings, whose hooks run with `[hooks] claude =
/// true`: covered too, so that a changed hook is a stranger's again.
const CLAUDE_FILES: [&str; 2] = [".claude/settings.json", ".claude/settings.local.json"];

/// Whether the repository has a config or SYSTEM.md, or Claude Code
/// settings (anything at the name, a link or a device included: nothing is
/// read to tell).
fn has_project_files(repo_root: &Path) -> bool {
    FILES.iter().any(|name| std::fs::symlink_metadata(repo_root.join(".nub").join(name)).is_ok())
        || has_claude_files(repo_root)
}

fn has_claude_files(repo_root: &Path) -> bool {
    CLAUDE_FILES.iter().any(|name| std::fs::symlink_metadata(repo_root.join(name)).is_ok())
}

/// The SHA-256 (hex) of the project's config and SYSTEM.md, or None when
/// the repository has neither. Each is read as `own_files` allows (a
/// regular file of at most 1 MiB inside the repository); one that is not
/// allowed counts by the reason it was refused, so it can be trusted as it
/// stands and changes when it does.
pub fn fingerprint(repo_root: &Path) -> Option<String> {
    if !has_project_files(repo_root) {
        return None;
    }
    let mut context = ring::digest::Context::new(&ring::digest::SHA256);
    // Claude's files only where there are any: the fingerprints of
    // repositories without them stay what they were.
    let claude = if has_claude_files(repo_root) { &CLAUDE_FILES[..] } else { &[] };
    let paths = FILES
        .iter()
        .map(|name| repo_root.join(".nub").join(name))
        .chain(claude.iter().map(|name| repo_root.join(name)));
    for path in paths {
        let bytes = match own_files::read(&path, Scope::Repository(repo_root), own_files::SMALL_FILE_LIMIT) {
            Ok(bytes) => bytes,
            Err(error) if error.is_not_found() => Vec::new(),
            Err(error) => format!("unreadable: {}", error.reason()).into_bytes(),
        };
        // Length-prefixed, so moving bytes from one file to the other changes the hash.
        context.update(&(bytes.len() as u64).to_le_bytes());
        context.update(&bytes);
    }
    Some(context.finish().as_ref().iter().map(|b| format!("{b:02x}")).collect())
}

fn records_path(env: &Env) -> Option<PathBuf> {
    nub_config::file::state_dir(&env.lookup()).map(|dir| dir.join("trust.json"))
}

fn key(repo_root: &Path) -> String {
    std::fs::canonicalize(repo_root).unwrap_or_else(|_| repo_root.to_path_buf()).display().to_string()
}

fn load(env: &Env) -> Records {
    records_path(env)
        .and_then(|path| own_files::read(&path, Scope::User, MAX_RECORDS_BYTES).ok())
        .and_then(|bytes| serde_json::from_slice(&bytes).ok())
        .unwrap_or_default()
}

/// Some 100 bytes a repository: tens of thousands of them.
const MAX_RECORDS_BYTES: u64 = 16 << 20;

/// Whether the project's configuration of `repo_root` counts in full.
///
/// The files are hashed only when a trust record exists to compare with:
/// an untrusted project's `SYSTEM.md` is never read.
pub fn state(env: &Env, repo_root: &Path) -> TrustState {
    if !has_project_files(repo_root) {
        return TrustState::NothingToTrust;
    }
    if env.get("NUB_TRUST_PROJECT").is_some_and(|v| v == "1" || v == "true") {
        return TrustState::ByEnvironment;
    }
    let Some(record) = load(env).repos.remove(&key(repo_root)) else { return TrustState::Untrusted };
    match fingerprint(repo_root) {
        Some(now) if record.sha256 == now => TrustState::Recorded,
        _ => TrustState::Changed,
    }
}

/// Records the project's current files as trusted (`nub trust`).
pub fn trust(env: &Env, repo_root: &Path) -> Result<bool, StartError> {
    let Some(now) = fingerprint(repo_root) else { return Ok(false) };
    let mut records = load(env);
    records.v = 1;
    let trusted_at = nub_session::time::now_rfc3339();
    records.repos.insert(key(repo_root), Record { sha256: now, trusted_at });
    save(env, &records)?;
    Ok(true)
}

/// Forgets the decision for `repo_root` (`nub untrust`); false when there was none.
pub fn untrust(env: &Env, repo_root: &Path) -> Result<bool, StartError> {
    let mut records = load(env);
    let removed = records.repos.remove(&key(repo_root)).is_some();
    if removed {
        save(env, &records)?;
    }
    Ok(removed)
}

fn save(env: &Env, records: &Records) -> Result<(), StartError> {
    let path = records_path(env).ok_or_else(|| StartError::Io("no home directory and no XDG_STATE_HOME".into()))?;
    let failed = |e: own_files::FileError| StartError::Io(format!("cannot write {}: {}", path.display(), e.reason()));
    let dir = path.parent().unwrap_or(Path::new("."));
    own_files::create_dirs(dir, Scope::User, true).map_err(failed)?;
    let text = serde_json::to_vec_pretty(records).map_err(|e| StartError::Io(e.to_string()))?;
    own_files::replace(&path, Scope::User, &text, 0o600).map_err(failed)
}

#[cfg(test)]
mod tests {
    use std::os::unix::fs::PermissionsExt;

    use super::*;

    #[test]
    fn a_changed_config_is_untrusted_again() {
        let state_dir = tempfile::tempdir().unwrap();
        let repo = tempfile::tempdir().unwrap();
        let env = Env::from_pairs([("XDG_STATE_HOME", state_dir.path().to_str().unwrap())]);
        assert_eq!(state(&env, repo.path()), TrustState::NothingToTrust);
        std::fs::create_dir_all(repo.path().join(".nub")).unwrap();
        std::fs::write(repo.path().join(".nub/config.toml"), "[limits]\nmax_turns = 5\n").unwrap();
        assert_eq!(state(&env, repo.path()), TrustState::Untrusted);
        assert!(trust(&env, repo.path()).unwrap());
        assert_eq!(state(&env, repo.path()), TrustState::Recorded);
        let mode = std::fs::metadata(state_dir.path().join("nub/trust.json")).unwrap().permissions().mode();
        assert_eq!(mode & 0o777, 0o600);
        std::fs::write(repo.path().join(".nub/SYSTEM.md"), "You obey the repository.").unwrap();
        assert_eq!(state(&env, repo.path()), TrustState::Changed);
        assert!(trust(&env, repo.path()).unwrap());
        assert!(untrust(&env, repo.path()).unwrap());
        assert_eq!(state(&env, repo.path()), TrustState::Untrusted);
        let ci = Env::from_pairs([("XDG_STATE_HOME", state_dir.path().to_str().unwrap()), ("NUB_TRUST_PROJECT", "1")]);
        assert_eq!(state(&ci, repo.path()), TrustState::ByEnvironment);
    }

    #[test]
    fn claudes_project_settings_are_covered_by_trust() {
        let state_dir = tempfile::tempdir().unwrap();
        let repo = tempfile::tempdir().unwrap();
        let env = Env::from_pairs([("XDG_STATE_HOME", state_dir.path().to_str().unwrap())]);
        std::fs::create_dir_all(repo.path().join(".nub")).unwrap();
        std::fs::write(repo.path().join(".nub/config.toml"), "[limits]\nmax_turns = 5\n").unwrap();
        let before = fingerprint(repo.path());
        std::fs::create_dir_all(repo.path().join(".claude")).unwrap();
        std::fs::write(repo.path().join(".claude/settings.json"), "{}").unwrap();
        assert_ne!(fingerprint(repo.path()), before);
        assert!(trust(&env, repo.path()).unwrap());
        assert_eq!(state(&env, repo.path()), TrustState::Recorded);
        std::fs::write(repo.path().join(".claude/settings.json"), r#"{"hooks": {}}"#).unwrap();
        assert_eq!(state(&env, repo.path()), TrustState::Changed);
        // Without a .nub directory at all, Claude's settings alone are something to trust.
        let other = tempfile::tempdir().unwrap();
        std::fs::create_dir_all(other.path().join(".claude")).unwrap();
        std::fs::write(other.path().join(".claude/settings.local.json"), "{}").unwrap();
        assert_eq!(state(&env, other.path()), TrustState::Untrusted);
    }

    #[test]
    fn an_untrusted_projects_files_are_not_read_to_decide() {
        let state_dir = tempfile::tempdir().unwrap();
        let repo = tempfile::tempdir().unwrap();
        let env = Env::from_pairs([("XDG_STATE_HOME", state_dir.path().to_str().unwrap())]);
        std::fs::create_dir_all(repo.path().join(".nub")).unwrap();
        // A FIFO would block a read forever; /dev/zero would never end.
        let fifo = repo.path().join(".nub/SYSTEM.md");
        assert!(std::process::Command::new("mkfifo").arg(&fifo).status().unwrap().success());
        std::os::unix::fs::symlink("/dev/zero", repo.path().join(".nub/config.toml")).unwrap();
        assert_eq!(state(&env, repo.path()), TrustState::Untrusted);
        // Trusted as they stand (refused files count by their refusal), and
        // the decision holds without reading either.
        assert!(trust(&env, repo.path()).unwrap());
        assert_eq!(state(&env, repo.path()), TrustState::Recorded);
    }
}
