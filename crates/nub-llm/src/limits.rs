//! Remembered context windows, per endpoint and model, in one small JSON
//! file (`$XDG_STATE_HOME/nub/limits.json`; the caller gives the path), and
//! the endpoint/model pairs that refused reasoning parameters
//! ([`crate::effort`]).
//!
//! State, not configuration: nub writes it when a server states a window
//! ([`crate::window`]), and a broken file costs only what it remembered — it
//! loads as empty with a warning, and the next save replaces it. Saves are
//! atomic (a temporary file renamed over the old one) and private (0600).

use std::collections::BTreeMap;
use std::path::Path;
use std::time::{SystemTime, UNIX_EPOCH};

use nub_config::own_files::{self, Scope};
use serde::{Deserialize, Serialize};

use crate::window::WindowSource;

#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub struct LearnedLimit {
    pub tokens: u32,
    pub source: WindowSource,
    /// Seconds since the Unix epoch.
    pub learned_at: u64,
}

/// endpoint name → model → limit.
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct LearnedLimits {
    #[serde(default)]
    pub endpoints: BTreeMap<String, BTreeMap<String, LearnedLimit>>,
    /// endpoint name → model → when (seconds since the Unix epoch) the
    /// server refused reasoning parameters; they are left out from then on.
    #[serde(default, skip_serializing_if = "BTreeMap::is_empty")]
    pub no_reasoning_parameters: BTreeMap<String, BTreeMap<String, u64>>,
}

impl LearnedLimits {
    /// The limits stored at `path`; a missing file is empty, an unreadable
    /// or broken one is empty and comes with a warning for the user.
    pub fn load(path: &Path) -> (LearnedLimits, Option<String>) {
        let text = match own_files::read(path, Scope::User, own_files::SMALL_FILE_LIMIT) {
            Ok(bytes) => String::from_utf8_lossy(&bytes).into_owned(),
            Err(error) if error.is_not_found() => return (LearnedLimits::default(), None),
            Err(error) => {
                let warning = format!(
                    "cannot read the learned context limits {}: {}; starting without them",
                    path.display(),
                    error.reason()
                );
                tracing::warn!(%warning);
                return (LearnedLimits::default(), Some(warning));
            }
        };
        match serde_json::from_str(&text) {
            Ok(limits) => (limits, None),
            Err(error) => {
                let warning = format!(
                    "the learned context limits in {} are broken ({error}); starting without them, the file is rewritten on the next change",
                    path.display()
                );
                tracing::warn!(%warning);
                (LearnedLimits::default(), Some(warning))
            }
        }
    }

    pub fn get(&self, endpoint: &str, model: &str) -> Option<&LearnedLimit> {
        self.endpoints.get(endpoint)?.get(model)
    }

    /// Records a window; `false` when it was already known (nothing to save).
    pub fn learn(&mut self, endpoint: &str, model: &str, tokens: u32, source: WindowSource) -> bool {
        let models = self.endpoints.entry(endpoint.to_owned()).or_default();
        if models.get(model).is_some_and(|known| known.tokens == tokens) {
            return false;
        }
        let learned_at = SystemTime::now().duration_since(UNIX_EPOCH).map(|d| d.as_secs()).unwrap_or(0);
        models.insert(model.to_owned(), LearnedLimit { tokens, source, learned_at });
        true
    }

    /// Whether `endpoint` refused reasoning parameters for `model` before.
    pub fn refuses_reasoning(&self, endpoint: &str, model: &str) -> bool {
        self.no_reasoning_parameters.get(endpoint).is_some_and(|models| models.contains_key(model))
    }

    /// Records a refusal; `false` when it was known (nothing to save).
    pub fn learn_reasoning_refused(&mut self, endpoint: &str, model: &str) -> bool {
        let models = self.no_reasoning_parameters.entry(endpoint.to_owned()).or_default();
        if models.contains_key(model) {
            return false;
        }
        let learned_at = SystemTime::now().duration_since(UNIX_EPOCH).map(|d| d.as_secs()).unwrap_or(0);
        models.insert(model.to_owned(), learned_at);
        true
    }

    /// Writes the file atomically with mode 0600, creating its directory
    /// (0700) if needed.
    pub fn save(&self, path: &Path) -> std::io::Result<()> {
        write_private(path, &serde_json::to_string_pretty(self).map_err(std::io::Error::other)?)
    }
}

/// Writes `text` (and a newline) to `path` in the user's state directory
/// atomically with mode 0600, creating the directory (0700); a link in the
/// way is refused (`own_files`).
pub(crate) fn write_private(path: &Path, text: &str) -> std::io::Result<()> {
    if let Some(dir) = path.parent().filter(|d| !d.as_os_str().is_empty() && !d.exists()) {
        own_files::create_dirs(dir, Scope::User, true)?;
    }
    Ok(own_files::replace(path, Scope::User, format!("{text}\n").as_bytes(), 0o600)?)
}

#[cfg(test)]
mod tests {
    use std::os::unix::fs::PermissionsExt;

    use super::*;

    #[test]
    fn learned_limits_survive_a_save_and_a_broken_file_is_only_a_warning() {
        let dir = tempfile::tempdir().unwrap();
        let path = dir.path().join("state/nub/limits.json");
        let (mut limits, warning) = LearnedLimits::load(&path);
        assert_eq!((limits.clone(), warning), (LearnedLimits::default(), None));
        assert!(limits.learn("local", "qwen", 4096, WindowSource::Error));
        assert!(!limits.learn("local", "qwen", 4096, WindowSource::Props), "already known");
        assert!(limits.learn("ollama", "llama3", 8192, WindowSource::ApiShow));
        limits.save(&path).unwrap();
        let mode = std::fs::metadata(&path).unwrap().permissions().mode() & 0o777;
        assert_eq!(mode, 0o600);
        let (loaded, warning) = LearnedLimits::load(&path);
        assert_eq!(warning, None);
        assert_eq!(loaded, limits);
        assert_eq!(loaded.get("local", "qwen").map(|l| (l.tokens, l.source)), Some((4096, WindowSource::Error)));
        let text = std::fs::read_to_string(&path).unwrap();
        assert!(text.contains("\"source\": \"api/show\""), "{text}");

        std::fs::write(&path, "{\"endpoints\": {\"local\": ").unwrap();
        let (broken, warning) = LearnedLimits::load(&path);
        assert_eq!(broken, LearnedLimits::default());
        assert!(warning.is_some_and(|w| w.contains("broken")));
        limits.save(&path).unwrap();
        assert_eq!(LearnedLimits::load(&path).0, limits);
        assert!(!limits.refuses_reasoning("local", "qwen"));
        assert!(limits.learn_reasoning_refused("local", "qwen"));
        assert!(!limits.learn_reasoning_refused("local", "qwen"), "already known");
        limits.save(&path).unwrap();
        let loaded = LearnedLimits::load(&path).0;
        assert!(loaded.refuses_reasoning("local", "qwen") && !loaded.refuses_reasoning("local", "other"));
        assert_eq!(loaded.get("local", "qwen").map(|l| l.tokens), Some(4096), "windows kept beside it");
        let leftovers = std::fs::read_dir(path.parent().unwrap()).unwrap().count();
        assert_eq!(leftovers, 1, "no temporary file left behind");
    }
}
