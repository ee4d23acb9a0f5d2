//! Session files: `<repo>/.nub/sessions/<id>.jsonl`, append-only.
//!
//! Durability policy: every record is one `write` of a complete line to a
//! file opened for appending, so a crash can tear at most the record being
//! written; the loader skips a torn last line and the next append starts on
//! a fresh line. `sync` (fsync) runs at turn boundaries: a power loss costs at
//! most the current turn, without an fsync for every streamed node.

use std::fs::{self, File, OpenOptions};
use std::io::{self, BufRead, BufReader, Seek, Write};
use std::os::unix::fs::{OpenOptionsExt, PermissionsExt};
use std::path::{Path, PathBuf};

use nub_llm::{Block, Message, Role};

use crate::id::{self, NodeId, SessionId};
use crate::record::{self, Decoded, FORMAT_VERSION, Header, Record};
use crate::repo;
use crate::tree::{Node, Session, TreeError};

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

fn io_error(path: &Path) -> impl FnOnce(io::Error) -> StoreError + '_ {
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

/// An open session: the tree in memory and its file, kept in step. After a
/// compaction the messages off the current path live in the file only
/// (`Session::node` shows them empty): [`SessionFile::message`] reads any
/// node's message, and `branch` brings the path it moves to back.
pub struct SessionFile {
    pub session: Session,
    pub header: Header,
    path: PathBuf,
    /// `None` until the first record of a new session: a session nobody
    /// wrote to leaves no file behind (it would shadow `nub -c`).
    file: Option<File>,
    /// The last line is unterminated: the next record must start a new line.
    needs_newline: bool,
    /// Things that went wrong and were repaired, for the user (`take_warnings`).
    warnings: Vec<String>,
    /// Per node, in append order: where its record is in the file.
    pub(crate) records: Vec<Span>,
    /// Per node, in append order: its message was dropped from memory and
    /// lives only in the file (see `bodies`).
    pub(crate) dropped: Vec<bool>,
}

impl SessionFile {
    pub fn path(&self) -> &Path {
        &self.path
    }

    pub(crate) fn file(&self) -> Result<&File, StoreError> {
        self.file.as_ref().ok_or_else(|| StoreError::Io {
            path: self.path.clone(),
            source: io::Error::new(io::ErrorKind::NotFound, "the session has no file yet"),
        })
    }

    /// Warnings collected since the last call, oldest first: problems the
    /// store repaired on its own but the user should hear about (today: the
    /// session file was deleted while open and has been re-created). A front
    /// end calls this after appends and shows what it gets.
    pub fn take_warnings(&mut self) -> Vec<String> {
        std::mem::take(&mut self.warnings)
    }

    /// Writes the file of a new session now, before its first record
    /// (a client that will open it again by its id); a no-op otherwise.
    pub fn persist(&mut self) -> Result<(), StoreError> {
        if self.file.is_none() {
            self.recreate(false)?;
        }
        Ok(())
    }

    /// Answers every `tool_use` of the head that has no result yet, as after
    /// a crash or `kill -9` between an assistant's tool calls and their
    /// results: a user node with one `is_error` result per open call,
    /// "[interrupted: nub stopped before this tool finished]", appended as a
    /// real node (it becomes the head). Without it the next request would
    /// carry tool calls without results, which every provider rejects.
    ///
    /// Returns how many results were added; 0 when the head is not an
    /// assistant message with tool calls.
    pub fn repair_interrupted(&mut self) -> Result<usize, StoreError> {
        let Some(head) = self.session.head().and_then(|id| self.session.node(id)) else {
            return Ok(0);
        };
        if head.message.role != Role::Assistant {
            return Ok(0);
        }
        let results: Vec<Block> = head
            .message
            .content
            .iter()
            .filter_map(|block| match block {
                Block::ToolUse { id, .. } => Some(Block::ToolResult {
                    tool_use_id: id.clone(),
                    content: vec![Block::text(INTERRUPTED)],
                    is_error: true,
                }),
                _ => None,
            })
            .collect();
        let added = results.len();
        if added > 0 {
            let node = Node::message(Some(head.id.clone()), Message { role: Role::User, content: results });
            self.append(node)?;
        }
        Ok(added)
    }

    /// Whether the file was deleted under the open session (`rm -rf .nub`):
    /// appends would then go to an unlinked file and vanish at exit. A file
    /// replaced by another one is left alone; only a missing path counts.
    fn file_is_gone(&self) -> bool {
        matches!(fs::symlink_metadata(&self.path), Err(e) if e.kind() == io::ErrorKind::NotFound)
    }

    /// Re-creates a deleted session file (and `.nub/sessions/` with it) from
    /// the tree in memory: the header, every node in append order (labels and
    /// bookmarks ride in their metadata), the head. The same writes a new
    /// session's file when its first record comes (`announce` false).
    fn recreate(&mut self, announce: bool) -> Result<(), StoreError> {
        if let Some(sessions) = self.path.parent() {
            if let Some(nub) = sessions.parent() {
                repo::private_dir(nub).map_err(io_error(nub))?;
                if let Some(root) = nub.parent() {
                    // Best effort: the file matters more than the exclude entry.
                    let _ = repo::exclude_from_git(root);
                }
            }
            repo::private_dir(sessions).map_err(io_error(sessions))?;
        }
        let encode = |record: &Record| {
            record::encode(record).map_err(|e| StoreError::Io { path: self.path.clone(), source: e.into() })
        };
        let mut text = encode(&Record::Session(self.header.clone()))? + "\n";
        let mut records = Vec::with_capacity(self.records.len());
        for (position, node) in self.session.nodes().iter().enumerate() {
            let mut node = node.clone();
            if self.dropped[position] {
                // Still readable: the open file keeps the deleted one alive.
                node.message = self.read_message(position)?;
            }
            let line = encode(&Record::Node(node))?;
            records.push(Span { offset: text.len() as u64, len: line.len() });
            text.push_str(&line);
            text.push('\n');
        }
        if let Some(head) = self.session.head() {
            text.push_str(&encode(&Record::Head { head: head.clone() })?);
            text.push('\n');
        }
        if let Some(title) = self.session.title() {
            text.push_str(&encode(&Record::Title { title: title.to_owned() })?);
            text.push('\n');
        }
        let mut file = Store::open_append(&self.path)?;
        file.write_all(text.as_bytes()).map_err(io_error(&self.path))?;
        self.file = Some(file);
        self.records = records;
        self.needs_newline = false;
        if announce {
            self.warnings.push(format!(
                "session file {} was deleted while the session was open; re-created it with all {} nodes",
                self.path.display(),
                self.session.len()
            ));
        }
        Ok(())
    }

    /// Appends one record; returns where it landed in the file.
    fn write(&mut self, record: &Record) -> Result<Span, StoreError> {
        if self.file.is_none() {
            self.recreate(false)?;
        } else if self.file_is_gone() {
            self.recreate(true)?;
        }
        let Some(file) = self.file.as_mut() else {
            return Err(StoreError::Io { path: self.path.clone(), source: io::ErrorKind::NotFound.into() });
        };
        let mut line = String::new();
        if self.needs_newline {
            line.push('\n');
        }
        let encoded =
            record::encode(record).map_err(|e| StoreError::Io { path: self.path.clone(), source: e.into() })?;
        line.push_str(&encoded);
        line.push('\n');
        file.write_all(line.as_bytes()).map_err(io_error(&self.path))?;
        self.needs_newline = false;
        // Appending leaves the file position at the end of what was written,
        // wherever another writer put the end before.
        let end = (&*file).stream_position().map_err(io_error(&self.path))?;
        Ok(Span { offset: end - encoded.len() as u64 - 1, len: encoded.len() })
    }

    /// Appends `node` below its parent and makes it the head.
    pub fn append(&mut self, node: Node) -> Result<(), StoreError> {
        self.session.check_append(&node)?;
        let record = Record::Node(node);
        let span = self.write(&record)?;
        if let Record::Node(node) = record {
            self.session.append(node)?;
            self.records.push(span);
            self.dropped.push(false);
        }
        Ok(())
    }

    /// Rewinds the head to an earlier node; the next append branches there.
    pub fn branch(&mut self, to: &NodeId) -> Result<(), StoreError> {
        if self.session.node(to).is_none() {
            return Err(TreeError::UnknownNode(to.clone()).into());
        }
        // The new path's messages must be in memory before requests read it.
        self.restore_path(to)?;
        self.write(&Record::Head { head: to.clone() })?;
        Ok(self.session.branch(to)?)
    }

    pub fn set_label(&mut self, node: &NodeId, label: Option<String>) -> Result<(), StoreError> {
        if self.session.node(node).is_none() {
            return Err(TreeError::UnknownNode(node.clone()).into());
        }
        self.write(&Record::Label { node: node.clone(), label: label.clone() })?;
        Ok(self.session.set_label(node, label)?)
    }

    /// Names the session (`nub sessions` shows it instead of the first prompt).
    pub fn set_title(&mut self, title: &str) -> Result<(), StoreError> {
        let title = title.trim().to_owned();
        self.write(&Record::Title { title: title.clone() })?;
        self.session.set_title(Some(title));
        Ok(())
    }

    pub fn set_bookmark(&mut self, node: &NodeId, bookmark: bool) -> Result<(), StoreError> {
        if self.session.node(node).is_none() {
            return Err(TreeError::UnknownNode(node.clone()).into());
        }
        self.write(&Record::Bookmark { node: node.clone(), bookmark })?;
        Ok(self.session.set_bookmark(node, bookmark)?)
    }

    /// Flushes the file to disk; called at the end of each turn.
    pub fn sync(&self) -> Result<(), StoreError> {
        match &self.file {
            Some(file) => file.sync_data().map_err(io_error(&self.path)),
            None => Ok(()),
        }
    }

    /// Finds a node by its id, its short form or any unique part of its id.
    pub fn resolve_node(&self, query: &str) -> Result<NodeId, StoreError> {
        match id::resolve(query, self.session.nodes().iter().map(|n| n.id.0.as_str())) {
            Ok(found) => Ok(NodeId(found.to_owned())),
            Err(id::Resolve::NotFound) => {
                Err(StoreError::NoSuchNode { session: self.session.id.clone(), query: query.into() })
            }
            Err(id::Resolve::Ambiguous(candidates)) => {
                Err(StoreError::AmbiguousNode { query: query.into(), candidates })
            }
        }
    }
}

/// The sessions directory of one repository.
#[derive(Debug, Clone)]
pub struct Store {
    root: PathBuf,
    dir: PathBuf,
}

impl Store {
    /// The store of the repository containing `cwd` (its git root, else `cwd`).
    pub fn for_cwd(cwd: &Path) -> Store {
        let root = repo::repo_root(cwd);
        Store { dir: root.join(".nub/sessions"), root }
    }

    pub fn dir(&self) -> &Path {
        &self.dir
    }

    pub fn path_of(&self, id: &SessionId) -> PathBuf {
        self.dir.join(format!("{id}.jsonl"))
    }

    fn prepare(&self) -> Result<(), StoreError> {
        let nub_dir = self.root.join(".nub");
        let first_use = !nub_dir.exists();
        repo::private_dir(&nub_dir).map_err(io_error(&nub_dir))?;
        repo::private_dir(&self.dir).map_err(io_error(&self.dir))?;
        if first_use {
            repo::exclude_from_git(&self.root).map_err(io_error(&self.root.join(".git/info/exclude")))?;
        }
        Ok(())
    }

    fn open_append(path: &Path) -> Result<File, StoreError> {
        // Readable too: a message dropped from memory is read back through
        // this handle, which works even after the file was deleted.
        let file =
            OpenOptions::new().create(true).read(true).append(true).mode(0o600).open(path).map_err(io_error(path))?;
        // Tighten files made by an older nub or under a lax umask.
        file.set_permissions(fs::Permissions::from_mode(0o600)).map_err(io_error(path))?;
        Ok(file)
    }

    /// Starts a new session. Its file (with the header) is written with
    /// its first record, so a session left without a prompt leaves nothing.
    pub fn create(&self, cwd: &Path) -> Result<SessionFile, StoreError> {
        let id = SessionId::generate();
        let path = self.path_of(&id);
        let header = Header {
            id: id.clone(),
            created_at: crate::time::now_rfc3339(),
            cwd: cwd.display().to_string(),
            nub_version: env!("CARGO_PKG_VERSION").to_owned(),
        };
        Ok(SessionFile {
            session: Session::new(id),
            header,
            path,
            file: None,
            needs_newline: false,
            warnings: Vec::new(),
            records: Vec::new(),
            dropped: Vec::new(),
        })
    }

    /// Opens an existing session for reading and appending.
    pub fn open(&self, id: &SessionId) -> Result<(SessionFile, Vec<LoadWarning>), StoreError> {
        let loaded = self.load(id)?;
        let path = self.path_of(id);
        self.prepare()?;
        let file = Self::open_append(&path)?;
        let session_file = SessionFile {
            session: loaded.session,
            header: loaded.header,
            path,
            file: Some(file),
            needs_newline: loaded.torn_tail,
            warnings: Vec::new(),
            dropped: vec![false; loaded.spans.len()],
            records: loaded.spans,
        };
        Ok((session_file, loaded.warnings))
    }

    /// Reads a session without opening it for appending.
    pub fn load(&self, id: &SessionId) -> Result<Loaded, StoreError> {
        let path = self.path_of(id);
        let file = File::open(&path).map_err(io_error(&path))?;
        load_from(&path, BufReader::with_capacity(1 << 16, file))
    }

    /// The ids of all session files, newest first (ULIDs sort by time).
    pub fn ids(&self) -> Result<Vec<SessionId>, StoreError> {
        let entries = match fs::read_dir(&self.dir) {
            Ok(entries) => entries,
            Err(e) if e.kind() == io::ErrorKind::NotFound => return Ok(Vec::new()),
            Err(e) => return Err(io_error(&self.dir)(e)),
        };
        let mut ids: Vec<SessionId> = entries
            .filter_map(Result::ok)
            .filter_map(|entry| entry.file_name().to_str()?.strip_suffix(".jsonl").map(SessionId::from))
            .collect();
        ids.sort_unstable_by(|a, b| b.cmp(a));
        Ok(ids)
    }

    /// Finds a session by its id, the short form `nub sessions` shows, or any
    /// unique part of its id.
    pub fn resolve(&self, query: &str) -> Result<SessionId, StoreError> {
        let ids = self.ids()?;
        match id::resolve(query, ids.iter().map(|id| id.0.as_str())) {
            Ok(found) => Ok(SessionId(found.to_owned())),
            Err(id::Resolve::NotFound) => Err(StoreError::NoMatch { dir: self.dir.clone(), query: query.into() }),
            Err(id::Resolve::Ambiguous(candidates)) => Err(StoreError::Ambiguous { query: query.into(), candidates }),
        }
    }

    /// The session touched last (by file modification time).
    /// The session `nub -c` continues: the one written last that holds a
    /// message (an empty one, left by an older nub, is passed over).
    pub fn latest(&self) -> Result<Option<SessionId>, StoreError> {
        let mut ids = self.ids()?;
        let modified = |id: &SessionId| fs::metadata(self.path_of(id)).and_then(|m| m.modified()).ok();
        ids.sort_by_cached_key(|id| std::cmp::Reverse((modified(id), id.clone())));
        Ok(ids.into_iter().find(|id| self.has_messages(id)))
    }

    /// Whether the session's file holds a node, read up to the first one.
    fn has_messages(&self, id: &SessionId) -> bool {
        let Ok(file) = File::open(self.path_of(id)) else { return false };
        let mut reader = BufReader::new(file);
        let mut line = Vec::new();
        while reader.read_until(b'\n', &mut line).is_ok_and(|read| read > 0) {
            let text = String::from_utf8_lossy(&line);
            if let Decoded::Record(record) = record::decode(text.trim_end())
                && matches!(*record, Record::Node(_))
            {
                return true;
            }
            line.clear();
        }
        false
    }
}
