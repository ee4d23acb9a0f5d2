//! Prompt history per repository, in `.nub/prompt-history` next to the
//! sessions: one JSON string per line so multi-line prompts survive.

use std::io::Write;
use std::path::{Path, PathBuf};

/// Entries kept; older ones are dropped when the file is rewritten.
const KEEP: usize = 500;

pub fn file(repo_root: &Path) -> PathBuf {
    repo_root.join(".nub").join("prompt-history")
}

pub fn load(path: &Path) -> Vec<String> {
    let Ok(text) = std::fs::read_to_string(path) else { return Vec::new() };
    let mut entries: Vec<String> = text.lines().filter_map(|line| serde_json::from_str(line).ok()).collect();
    let excess = entries.len().saturating_sub(KEEP);
    entries.drain(..excess);
    entries
}

/// Appends one entry; a failure only costs the history, never the prompt.
pub fn append(path: &Path, entry: &str) {
    let write = || -> std::io::Result<()> {
        if let Some(dir) = path.parent() {
            std::fs::create_dir_all(dir)?;
        }
        let mut file = std::fs::OpenOptions::new().create(true).append(true).open(path)?;
        let line = serde_json::to_string(entry).map_err(std::io::Error::other)?;
        writeln!(file, "{line}")
    };
    if let Err(error) = write() {
        tracing::warn!(%error, path = %path.display(), "cannot save the prompt history");
    }
}
