//! Logs as JSON lines in `$XDG_STATE_HOME/nub/log/` (default
//! `~/.local/state/nub/log/`), one file per day, level from `NUB_LOG`.
//! Never on stdout: that would break JSON mode and the TUI.

use std::fs::{self, OpenOptions};
use std::path::PathBuf;
use std::sync::Mutex;
use std::time::{SystemTime, UNIX_EPOCH};

use tracing_subscriber::EnvFilter;

pub fn log_dir() -> Option<PathBuf> {
    let state = std::env::var_os("XDG_STATE_HOME")
        .filter(|v| !v.is_empty())
        .map(PathBuf::from)
        .or_else(|| std::env::home_dir().map(|home| home.join(".local/state")))?;
    Some(state.join("nub/log"))
}

/// Starts logging; a log that cannot be opened is reported, never fatal.
pub fn init() -> Result<(), String> {
    let filter = std::env::var("NUB_LOG").unwrap_or_else(|_| "info".into());
    if filter == "off" {
        return Ok(());
    }
    let filter = EnvFilter::try_new(&filter)
        .map_err(|e| format!("NUB_LOG={filter:?} is not a valid log filter ({e}); logging is off"))?;
    let dir = log_dir().ok_or("no home directory and no XDG_STATE_HOME; logging is off")?;
    let path = dir.join(format!("nub-{}.log", today()));
    let file = fs::create_dir_all(&dir)
        .and_then(|()| OpenOptions::new().create(true).append(true).open(&path))
        .map_err(|e| format!("cannot write the log {}: {e}; logging is off", path.display()))?;
    tracing_subscriber::fmt()
        .json()
        .with_env_filter(filter)
        .with_writer(Mutex::new(file))
        .with_current_span(false)
        .init();
    Ok(())
}

/// The UTC date as YYYY-MM-DD, for the log file's name.
fn today() -> String {
    let days = SystemTime::now().duration_since(UNIX_EPOCH).map(|d| d.as_secs() / 86_400).unwrap_or(0);
    let (year, month, day) = nub_session::time::civil_from_days(days as i64);
    format!("{year:04}-{month:02}-{day:02}")
}
