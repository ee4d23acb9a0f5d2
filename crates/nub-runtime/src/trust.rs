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
use std::io::Write;
use std::os::unix::fs::{OpenOptionsExt, PermissionsExt};
use std::path::{Path, PathBuf};

use nub_config::ProjectTrust;
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

/// The SHA-256 (hex) of the project's config and SYSTEM.md, or None when
/// the repository has neither.
pub fn fingerprint(repo_root: &Path) -> Option<String> {
    let read = |name: &str| std::fs::read(repo_root.join(".nub").join(name)).ok();
    let (config, system) = (read("config.toml"), read("SYSTEM.md"));
    if config.is_none() && system.is_none() {
        return None;
    }
    let mut context = ring::digest::Context::new(&ring::digest::SHA256);
    for part in [config, system] {
        let bytes = part.unwrap_or_default();
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
        .and_then(|path| std::fs::read(path).ok())
        .and_then(|bytes| serde_json::from_slice(&bytes).ok())
        .unwrap_or_default()
}

/// Whether the project's configuration of `repo_root` counts in full.
pub fn state(env: &Env, repo_root: &Path) -> TrustState {
    let Some(now) = fingerprint(repo_root) else { return TrustState::NothingToTrust };
    if env.get("NUB_TRUST_PROJECT").is_some_and(|v| v == "1" || v == "true") {
        return TrustState::ByEnvironment;
    }
    match load(env).repos.get(&key(repo_root)) {
        Some(record) if record.sha256 == now => TrustState::Recorded,
        Some(_) => TrustState::Changed,
        None => TrustState::Untrusted,
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
    let failed = |e: std::io::Error| StartError::Io(format!("cannot write {}: {e}", path.display()));
    let dir = path.parent().unwrap_or(Path::new("."));
    std::fs::create_dir_all(dir).map_err(failed)?;
    std::fs::set_permissions(dir, std::fs::Permissions::from_mode(0o700)).map_err(failed)?;
    let temp = dir.join(format!(".trust.json.{}.tmp", std::process::id()));
    let text = serde_json::to_vec_pretty(records).map_err(|e| StartError::Io(e.to_string()))?;
    let mut file =
        std::fs::OpenOptions::new().create(true).write(true).truncate(true).mode(0o600).open(&temp).map_err(failed)?;
    file.write_all(&text).and_then(|()| file.sync_all()).map_err(failed)?;
    std::fs::rename(&temp, &path).map_err(failed)
}

#[cfg(test)]
mod tests {
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
}
