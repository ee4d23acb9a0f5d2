//! Reading a session file back: the tree rebuilt a line at a time, a torn
//! last line skipped, damaged records reported as warnings — and the error
//! every session-file operation ends in.

use std::io::{self, BufRead};
use std::path::{Path, PathBuf};

use crate::id::SessionId;
use crate::record::{self, Decoded, FORMAT_VERSION, Header, Record};
use crate::tree::{Session, TreeError};

#[derive(Debug, thiserror::Error)]
pub enum StoreError {
    #[error("{path}: {source}")]
    Io {
        path: PathBuf,
        #[source]
        source: io::Error,
    },
    #[error(
        "{path}, line {line}: written by a newer nub (session format version {version}; this nub reads version {FORMAT_VERSION}). Upgrade nub to open this session."
    )]
    NewerVersion { path: PathBuf, line: usize, version: u64 },
    #[error("{path}: not a nub session ({reason})")]
    NotASession { path: PathBuf, reason: String },
    #[error("no session in {dir} matches {query:?}; `nub sessions` lists them")]
    NoMatch { dir: PathBuf, query: String },
    #[error("{query:?} matches several sessions ({}); give more of the id", .candidates.join(", "))]
    Ambiguous { query: String, candidates: Vec<String> },
    #[error("no node of session {session} matches {query:?}; `nub tree` shows them")]
    NoSuchNode { session: SessionId, query: String },
    #[error("{query:?} matches several nodes ({}); give more of the id", .candidates.join(", "))]
    AmbiguousNode { query: String, candidates: Vec<String> },
    #[error(transparent)]
    Tree(#[from] TreeError),
}

pub(crate) fn io_error(path: &Path) -> impl FnOnce(io::Error) -> StoreError + '_ {
    move |source| StoreError::Io { path: path.to_path_buf(), source }
}

/// The result text of a tool call that a crash left unanswered.
pub const INTERRUPTED: &str = "[interrupted: nub stopped before this tool finished]";

/// A problem in a session file that did not stop it from loading.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct LoadWarning {
    pub line: usize,
    pub message: String,
}

impl std::fmt::Display for LoadWarning {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "line {}: {}", self.line, self.message)
    }
}

pub struct Loaded {
    pub session: Session,
    pub header: Header,
    pub warnings: Vec<LoadWarning>,
    /// The file does not end in a newline (a torn or unterminated last line).
    pub torn_tail: bool,
    /// Where each node's record lies in the bytes read, in append order.
    pub(crate) spans: Vec<Span>,
}

/// Where one record lies in a session file: its first byte and its length
/// without the newline.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) struct Span {
    pub offset: u64,
    pub len: usize,
}

/// Rebuilds a session from the bytes of its file.
pub fn load_bytes(path: &Path, bytes: &[u8]) -> Result<Loaded, StoreError> {
    load_from(path, bytes)
}

/// Rebuilds a session from its file, a line at a time, so a large session
/// never sits in memory twice (as text and as a tree).
pub fn load_from(path: &Path, mut reader: impl BufRead) -> Result<Loaded, StoreError> {
    let mut session: Option<Session> = None;
    let mut header = None;
    let mut warnings = Vec::new();
    let mut raw = Vec::new();
    let mut number = 0;
    let mut torn_tail = false;
    let mut empty = true;
    let mut spans = Vec::new();
    let mut next_offset = 0u64;
    loop {
        raw.clear();
        let offset = next_offset;
        let read = reader.read_until(b'\n', &mut raw).map_err(io_error(path))?;
        if read == 0 {
            break;
        }
        next_offset += read as u64;
        empty = false;
        number += 1;
        // Only the last line can lack its newline: nub stopped mid-write.
        torn_tail = !raw.ends_with(b"\n");
        if raw.iter().all(u8::is_ascii_whitespace) {
            continue;
        }
        let torn = torn_tail;
        let warn = |warnings: &mut Vec<LoadWarning>, message: String| {
            let message = if torn {
                format!("incomplete last record skipped (nub stopped while writing it?): {message}")
            } else {
                message
            };
            warnings.push(LoadWarning { line: number, message });
        };
        let Ok(line) = std::str::from_utf8(&raw) else {
            warn(&mut warnings, "not UTF-8 text; skipped".into());
            continue;
        };
        let line = line.trim_end_matches(['\n', '\r']);
        let span = Span { offset, len: line.len() };
        let record = match record::decode(line) {
            Decoded::Record(record) => *record,
            Decoded::NewerVersion(version) => {
                return Err(StoreError::NewerVersion { path: path.to_path_buf(), line: number, version });
            }
            Decoded::Invalid(reason) => {
                warn(&mut warnings, format!("unreadable record skipped: {reason}"));
                continue;
            }
        };
        let (tree, record) = match (session.as_mut(), record) {
            (None, Record::Session(first)) => {
                session = Some(Session::new(first.id.clone()));
                header = Some(first);
                continue;
            }
            (Some(_), Record::Session(_)) => {
                warn(&mut warnings, "a second session header; ignored".into());
                continue;
            }
            (None, _) => {
                return Err(StoreError::NotASession {
                    path: path.to_path_buf(),
                    reason: format!("line {number} comes before the session header"),
                });
            }
            (Some(tree), record) => (tree, record),
        };
        let applied = match record {
            Record::Node(node) => tree.append(node).map(|()| spans.push(span)),
            Record::Head { head } => tree.branch(&head),
            Record::Label { node, label } => tree.set_label(&node, label),
            Record::Bookmark { node, bookmark } => tree.set_bookmark(&node, bookmark),
            Record::Title { title } => {
                tree.set_title(Some(title));
                Ok(())
            }
            Record::Session(_) => Ok(()),
        };
        if let Err(error) = applied {
            warn(&mut warnings, format!("{error}; record skipped"));
        }
    }
    match (session, header) {
        (Some(session), Some(header)) => Ok(Loaded { session, header, warnings, torn_tail, spans }),
        // Nothing but a torn first line: nub stopped while creating the file.
        // The session is empty, not lost; its id is in the file name.
        _ if (warnings.len() <= 1 && torn_tail) || empty => {
            let id = SessionId::from(path.file_stem().and_then(|s| s.to_str()).unwrap_or_default());
            let header =
                Header { id: id.clone(), created_at: String::new(), cwd: String::new(), nub_version: String::new() };
            warnings = vec![LoadWarning {
                line: 1,
                message: "the session header is incomplete (nub stopped while creating the file); the session is empty"
                    .into(),
            }];
            Ok(Loaded { session: Session::new(id), header, warnings, torn_tail, spans: Vec::new() })
        }
        _ => Err(StoreError::NotASession { path: path.to_path_buf(), reason: "no session header".into() }),
    }
}
