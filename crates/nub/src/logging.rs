//! Logs as JSON lines in `$XDG_STATE_HOME/nub/log/` (default
//! `~/.local/state/nub/log/`), one file per day, level from `NUB_LOG`.
//! Never on stdout: that would break JSON mode and the TUI. Logs may hold
//! prompts and tool output, so the directory is 0700 and the files 0600,
//! and every line passes through the key redaction first.

use std::io::{self, Write};
use std::path::PathBuf;
use std::sync::Mutex;
use std::time::{SystemTime, UNIX_EPOCH};

use nub_config::own_files::{self, Scope, WriteMode};
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
    // The mode of a file made by an older nub is tightened too.
    let file = own_files::create_dirs(&dir, Scope::User, true)
        .and_then(|()| own_files::open_write(&path, Scope::User, WriteMode::Append, Some(0o600)))
        .map_err(|e| format!("cannot write the log {}: {}; logging is off", path.display(), e.reason()))?;
    tracing_subscriber::fmt()
        .json()
        .with_env_filter(filter)
        .with_writer(Mutex::new(Redacting(file)))
        .with_current_span(false)
        .init();
    Ok(())
}

/// A log file that never receives a key: each formatted event goes through
/// `nub_llm::redact` on its way in.
struct Redacting(std::fs::File);

impl Write for Redacting {
    fn write(&mut self, buf: &[u8]) -> io::Result<usize> {
        let text = String::from_utf8_lossy(buf);
        self.0.write_all(nub_llm::redact::redact(&text).as_bytes())?;
        Ok(buf.len())
    }

    fn flush(&mut self) -> io::Result<()> {
        self.0.flush()
    }
}

/// The UTC date as YYYY-MM-DD, for the log file's name.
fn today() -> String {
    let days = SystemTime::now().duration_since(UNIX_EPOCH).map(|d| d.as_secs() / 86_400).unwrap_or(0);
    let (year, month, day) = nub_session::time::civil_from_days(days as i64);
    format!("{year:04}-{month:02}-{day:02}")
}
