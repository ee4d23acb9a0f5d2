//! A session's change sets: `.nub/checkpoints/sessions/<session>.jsonl`,
//! append-only, one record a line, each starting with `"v":1` like the
//! session file. A torn last line (nub killed mid-write) is skipped and
//! reported; a newer version is an error, never a half-read.
//!
//! A change set names the tool call it belongs to — the assistant node that
//! asked for it and the call's id — and holds for the node that carries the
//! call's result. That node is appended after the call, or by the repair
//! after a crash, so its id is not known when the record is written; the
//! timeline finds it.

use std::io;
use std::path::{Path, PathBuf};

use serde::{Deserialize, Serialize};

use super::fsio;
use super::state::FileChange;
use crate::id::{NodeId, SessionId};

pub const FORMAT_VERSION: u64 = 1;

#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "type", rename_all = "snake_case")]
pub enum Record {
    /// A tool call changed these files. `node` is the assistant node whose
    /// call `call` it was; the change shows from the node with its result.
    Change { node: NodeId, call: String, tool: String, files: Vec<FileChange> },
    /// A restore to `target`'s state, recorded as the node `node`.
    Restore { node: NodeId, target: NodeId, files: Vec<FileChange> },
    /// Files that differed from the head's state when a restore began
    /// (changed by hand, or left from another branch), recorded as the node
    /// `node` above the restore's: restoring it undoes the restore exactly.
    Outside { node: NodeId, files: Vec<FileChange> },
}

impl Record {
    pub fn files(&self) -> &[FileChange] {
        match self {
            Record::Change { files, .. } | Record::Restore { files, .. } | Record::Outside { files, .. } => files,
        }
    }
}

#[derive(Debug, thiserror::Error)]
pub enum JournalError {
    #[error("{path}: {source}")]
    Io {
        path: PathBuf,
        #[source]
        source: io::Error,
    },
    #[error(
        "{path}, line {line}: written by a newer nub (checkpoint format version {version}; this nub reads version {FORMAT_VERSION}). Upgrade nub to use these checkpoints."
    )]
    NewerVersion { path: PathBuf, line: usize, version: u64 },
}

/// The records of one session, and what could not be read.
#[derive(Debug, Default)]
pub struct Journal {
    pub records: Vec<Record>,
    pub warnings: Vec<String>,
}

pub fn path(store: &Path, session: &SessionId) -> PathBuf {
    store.join("sessions").join(format!("{session}.jsonl"))
}

pub fn append(store: &Path, session: &SessionId, record: &Record) -> Result<(), JournalError> {
    let file = path(store, session);
    let io_error = |source| JournalError::Io { path: file.clone(), source };
    fsio::ensure_dir(&store.join("sessions")).map_err(io_error)?;
    let body = serde_json::to_string(record).map_err(|e| io_error(e.into()))?;
    let line = format!("{{\"v\":{FORMAT_VERSION},{}", &body[1..]);
    fsio::append_line(&file, &line).map_err(io_error)
}

/// The session's records; none when it has no journal.
pub fn load(store: &Path, session: &SessionId) -> Result<Journal, JournalError> {
    let file = path(store, session);
    let bytes = match fsio::read(&file) {
        Ok(bytes) => bytes,
        Err(e) if e.kind() == io::ErrorKind::NotFound => return Ok(Journal::default()),
        Err(source) => return Err(JournalError::Io { path: file, source }),
    };
    let mut journal = Journal::default();
    let lines: Vec<&[u8]> = bytes.split(|b| *b == b'\n').collect();
    let last = lines.len().saturating_sub(1);
    for (number, line) in lines.iter().enumerate() {
        if line.iter().all(u8::is_ascii_whitespace) {
            continue;
        }
        let torn = number == last;
        let value: serde_json::Value = match serde_json::from_slice(line) {
            Ok(value) => value,
            Err(error) => {
                let what =
                    if torn { "an incomplete last record (nub stopped while writing it)" } else { "a damaged record" };
                journal.warnings.push(format!("{}, line {}: {what} skipped: {error}", file.display(), number + 1));
                continue;
            }
        };
        match value.get("v").and_then(serde_json::Value::as_u64) {
            Some(FORMAT_VERSION) => {}
            Some(version) if version > FORMAT_VERSION => {
                return Err(JournalError::NewerVersion { path: file, line: number + 1, version });
            }
            _ => {
                journal.warnings.push(format!(
                    "{}, line {}: no known format version; skipped",
                    file.display(),
                    number + 1
                ));
                continue;
            }
        }
        match serde_json::from_value(value) {
            Ok(record) => journal.records.push(record),
            Err(error) => journal.warnings.push(format!(
                "{}, line {}: unreadable record skipped: {error}",
                file.display(),
                number + 1
            )),
        }
    }
    Ok(journal)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::checkpoint::hash::Hash;
    use crate::checkpoint::state::FileState;

    #[test]
    fn records_round_trip_and_a_torn_tail_is_skipped() {
        let store = tempfile::tempdir().unwrap();
        let session = SessionId::generate();
        let change = Record::Change {
            node: NodeId::generate(),
            call: "call_1".into(),
            tool: "bash".into(),
            files: vec![FileChange {
                path: "notes.txt".into(),
                before: FileState::Absent,
                after: FileState::File { blob: Hash::of(b"x"), size: 1, mode: 0o644 },
            }],
        };
        append(store.path(), &session, &change).unwrap();
        let file = path(store.path(), &session);
        let text = std::fs::read_to_string(&file).unwrap();
        assert!(text.starts_with("{\"v\":1,\"type\":\"change\""), "{text}");
        // A crash mid-write, then another record: it starts on its own line.
        std::fs::write(&file, format!("{text}{{\"v\":1,\"type\":\"chan")).unwrap();
        let restore = Record::Restore { node: NodeId::generate(), target: NodeId::generate(), files: Vec::new() };
        append(store.path(), &session, &restore).unwrap();
        let journal = load(store.path(), &session).unwrap();
        assert_eq!(journal.records, vec![change, restore]);
        assert_eq!(journal.warnings.len(), 1, "{:?}", journal.warnings);
        std::fs::write(&file, "{\"v\":2,\"type\":\"change\"}\n").unwrap();
        assert!(matches!(load(store.path(), &session), Err(JournalError::NewerVersion { version: 2, .. })));
        assert!(load(store.path(), &SessionId::generate()).unwrap().records.is_empty());
    }
}
