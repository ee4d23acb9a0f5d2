//! Session files: `<repo>/.nub/sessions/<id>.jsonl`, append-only.
//!
//! Durability policy: every record is one `write` of a complete line to a
//! file opened for appending, so a crash can tear at most the record being
//! written; the loader skips a torn last line and the next append starts on
//! a fresh line. `sync` (fsync) runs at turn boundaries: a power loss costs at
//! most the current turn, without an fsync for every streamed node.

use std::collections::HashSet;
use std::fs::{self, File};
use std::io::{self, BufRead, BufReader, Seek, Write};
use std::path::{Path, PathBuf};

use nub_config::own_files::{self, Scope, WriteMode};
use nub_llm::{Block, Message, Role};

use crate::id::{self, NodeId, SessionId};
use crate::load::{INTERRUPTED, LoadWarning, Loaded, Span, StoreError, io_error, load_from};
use crate::record::{self, Decoded, Header, Record};
use crate::repo;
use crate::tree::{Node, Session, TreeError};

/// An open session: the tree in memory and its file, kept in step. After a
/// compaction the messages off the current path live in the file only
/// (`Session::node` shows them empty): [`SessionFile::message`] reads any
/// node's message, and `branch` brings the path it moves to back.
pub struct SessionFile {
    pub session: Session,
    pub header: Header,
    path: PathBuf,
    /// The repository root: nothing below it on the way to `path` may be a symlink.
    root: PathBuf,
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
    /// Kept in memory only, never written (a subagent's conversation until
    /// its parent stores it).
    in_memory: bool,
}

impl SessionFile {
    pub fn path(&self) -> &Path {
        &self.path
    }

    /// A session that lives in memory only: appends and branches change the
    /// tree and write nothing, messages are never dropped from memory. A
    /// subagent's run uses one under its parent's session id; the parent
    /// stores its nodes when the run ends. `path` is only reported (hooks
    /// are told the parent's transcript).
    pub fn in_memory(id: SessionId, cwd: &Path, path: &Path) -> SessionFile {
        SessionFile {
            session: Session::new(id.clone()),
            header: Header {
                id,
                created_at: crate::time::now_rfc3339(),
                cwd: cwd.display().to_string(),
                nub_version: env!("CARGO_PKG_VERSION").to_owned(),
            },
            path: path.to_path_buf(),
            root: PathBuf::new(),
            file: None,
            needs_newline: false,
            warnings: Vec::new(),
            records: Vec::new(),
            dropped: Vec::new(),
            in_memory: true,
        }
    }

    /// Whether this session is kept in memory only (`SessionFile::in_memory`).
    pub fn is_in_memory(&self) -> bool {
        self.in_memory
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
        if self.file.is_none() && !self.in_memory {
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
                repo::private_dir(&self.root, nub).map_err(io_error(nub))?;
                // Best effort: the file matters more than the exclude entry.
                let _ = repo::exclude_from_git(&self.root);
            }
            repo::private_dir(&self.root, sessions).map_err(io_error(sessions))?;
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
        let mut file = Store::open_append(&self.root, &self.path)?;
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
        if self.in_memory {
            return Ok(Span { offset: 0, len: 0 });
        }
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

/// The sessions directory of one repository, and this machine's record of
/// the sessions nub created (`$XDG_STATE_HOME/nub/local-sessions`).
///
/// A session file nub did not create here — committed to the repository by
/// someone else, most likely — is a stranger's text in the shape of the
/// user's own history. It is never picked by `latest` (`nub -c`), is listed
/// as coming from the repository, and is only ever read: [`Store::adopt`]
/// continues it in a copy.
#[derive(Debug, Clone)]
pub struct Store {
    root: PathBuf,
    dir: PathBuf,
    origins: Origins,
}

/// How a store tells this machine's sessions from others.
#[derive(Debug, Clone)]
enum Origins {
    /// Every session counts as this machine's (tests, tools).
    TrustAll,
    /// The ids in this file are this machine's.
    File(PathBuf),
    /// There is nowhere to record (no state directory): none is.
    Nowhere,
}

/// A foreign session larger than this is not read (a listing reads every file).
const MAX_FOREIGN_BYTES: u64 = 64 << 20;

impl Store {
    /// The store of the repository containing `cwd` (its git root, else
    /// `cwd`), without a record of where sessions came from: every session
    /// counts as this machine's. Runs use [`Store::on_this_machine`].
    pub fn for_cwd(cwd: &Path) -> Store {
        let root = repo::repo_root(cwd);
        Store { dir: root.join(".nub/sessions"), root, origins: Origins::TrustAll }
    }

    /// The store of the repository containing `cwd`, which records the
    /// sessions it creates in `state_dir/local-sessions` and counts no
    /// other as this machine's. Without a state directory none does.
    pub fn on_this_machine(cwd: &Path, state_dir: Option<&Path>) -> Store {
        let origins = match state_dir {
            Some(dir) => Origins::File(dir.join("local-sessions")),
            None => Origins::Nowhere,
        };
        Store { origins, ..Store::for_cwd(cwd) }
    }

    pub fn dir(&self) -> &Path {
        &self.dir
    }

    /// Whether the sessions can live here: no symlink on the way from the
    /// repository root to `.nub/sessions` (a committed `.nub -> ../x` is
    /// refused, not followed). Start-up asks before anything else, so the
    /// reason comes first and nothing was done.
    pub fn check(&self) -> Result<(), StoreError> {
        own_files::no_links(&self.dir, &self.root).map_err(|e| io_error(&self.dir)(e.into()))
    }

    pub fn path_of(&self, id: &SessionId) -> PathBuf {
        self.dir.join(format!("{id}.jsonl"))
    }

    fn prepare(&self) -> Result<(), StoreError> {
        let nub_dir = self.root.join(".nub");
        let first_use = std::fs::symlink_metadata(&nub_dir).is_err();
        repo::private_dir(&self.root, &nub_dir).map_err(io_error(&nub_dir))?;
        repo::private_dir(&self.root, &self.dir).map_err(io_error(&self.dir))?;
        if first_use {
            repo::exclude_from_git(&self.root).map_err(io_error(&self.root.join(".git/info/exclude")))?;
        }
        Ok(())
    }

    fn open_append(root: &Path, path: &Path) -> Result<File, StoreError> {
        // Readable too: a message dropped from memory is read back through
        // this handle, which works even after the file was deleted. The mode
        // is tightened for files made by an older nub or under a lax umask.
        own_files::open_write(path, Scope::Local(root), WriteMode::Append, Some(0o600))
            .map_err(|e| io_error(path)(e.into()))
    }

    /// Starts a new session, recorded as made here. Its file (with the
    /// header) is written with its first record, so a session left without
    /// a prompt leaves nothing.
    pub fn create(&self, cwd: &Path) -> Result<SessionFile, StoreError> {
        let id = SessionId::generate();
        let path = self.path_of(&id);
        let header = Header {
            id: id.clone(),
            created_at: crate::time::now_rfc3339(),
            cwd: cwd.display().to_string(),
            nub_version: env!("CARGO_PKG_VERSION").to_owned(),
        };
        // Unrecorded, the session only loses being continued by `nub -c`.
        let warnings = match self.record_created(&id) {
            Ok(()) => Vec::new(),
            Err(error) => {
                vec![format!("cannot record session {id} as made on this machine ({error}); nub -c will not pick it")]
            }
        };
        Ok(SessionFile {
            session: Session::new(id),
            header,
            path,
            root: self.root.clone(),
            file: None,
            needs_newline: false,
            warnings,
            records: Vec::new(),
            dropped: Vec::new(),
            in_memory: false,
        })
    }

    /// Opens an existing session for reading and appending. A caller that
    /// may meet a foreign session asks [`Store::is_local`] first and
    /// [`Store::adopt`]s it instead.
    pub fn open(&self, id: &SessionId) -> Result<(SessionFile, Vec<LoadWarning>), StoreError> {
        let loaded = self.load(id)?;
        let path = self.path_of(id);
        self.prepare()?;
        let file = Self::open_append(&self.root, &path)?;
        let session_file = SessionFile {
            session: loaded.session,
            header: loaded.header,
            path,
            root: self.root.clone(),
            file: Some(file),
            needs_newline: loaded.torn_tail,
            warnings: Vec::new(),
            dropped: vec![false; loaded.spans.len()],
            records: loaded.spans,
            in_memory: false,
        };
        Ok((session_file, loaded.warnings))
    }

    /// Continues a session nub did not create here in a new session of
    /// this machine: every node, the head and the title are copied, the
    /// original file is only read. Returns the copy and the warnings of
    /// reading the original.
    pub fn adopt(&self, id: &SessionId, cwd: &Path) -> Result<(SessionFile, Vec<LoadWarning>), StoreError> {
        let loaded = self.load(id)?;
        let mut copy = self.create(cwd)?;
        for node in loaded.session.nodes() {
            copy.append(node.clone())?;
        }
        if let Some(head) = loaded.session.head()
            && copy.session.head() != Some(head)
        {
            copy.branch(head)?;
        }
        if let Some(title) = loaded.session.title() {
            copy.set_title(title)?;
        }
        Ok((copy, loaded.warnings))
    }

    /// Reads a session without opening it for appending.
    pub fn load(&self, id: &SessionId) -> Result<Loaded, StoreError> {
        let path = self.path_of(id);
        let opened = own_files::open(&path, Scope::Local(&self.root)).map_err(|e| io_error(&path)(e.into()))?;
        if opened.metadata.len() > MAX_FOREIGN_BYTES && !self.is_local(id) {
            let why = format!(
                "it was not created on this machine and is larger than {} MiB; not read",
                MAX_FOREIGN_BYTES >> 20
            );
            return Err(io_error(&path)(io::Error::other(why)));
        }
        load_from(&path, BufReader::with_capacity(1 << 16, opened.file))
    }

    /// The ids of all session files, newest first (ULIDs sort by time).
    pub fn ids(&self) -> Result<Vec<SessionId>, StoreError> {
        own_files::no_links(&self.dir, &self.root).map_err(|e| io_error(&self.dir)(e.into()))?;
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

    /// The session `nub -c` continues: of this machine's sessions (one from
    /// the repository is never it), the one written last that holds a
    /// message (an empty one, left by an older nub, is passed over).
    pub fn latest(&self) -> Result<Option<SessionId>, StoreError> {
        let local = self.local_ids();
        let mut ids: Vec<SessionId> =
            self.ids()?.into_iter().filter(|id| local.as_ref().is_none_or(|l| l.contains(&id.0))).collect();
        let modified = |id: &SessionId| fs::symlink_metadata(self.path_of(id)).and_then(|m| m.modified()).ok();
        ids.sort_by_cached_key(|id| std::cmp::Reverse((modified(id), id.clone())));
        Ok(ids.into_iter().find(|id| self.has_messages(id)))
    }

    /// Whether the session's file holds a node, read up to the first one.
    fn has_messages(&self, id: &SessionId) -> bool {
        let Ok(opened) = own_files::open(&self.path_of(id), Scope::Local(&self.root)) else { return false };
        let mut reader = BufReader::new(opened.file);
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

    /// Whether nub created this session on this machine.
    pub fn is_local(&self, id: &SessionId) -> bool {
        self.local_ids().is_none_or(|local| local.contains(&id.0))
    }

    /// The ids this machine recorded; `None` when every session counts.
    pub(crate) fn local_ids(&self) -> Option<HashSet<String>> {
        let record = match &self.origins {
            Origins::TrustAll => return None,
            Origins::Nowhere => return Some(HashSet::new()),
            Origins::File(record) => record,
        };
        let text = own_files::read(record, Scope::User, MAX_RECORD_BYTES).unwrap_or_default();
        Some(String::from_utf8_lossy(&text).lines().map(|line| line.trim().to_owned()).collect())
    }

    fn record_created(&self, id: &SessionId) -> Result<(), StoreError> {
        let Origins::File(record) = &self.origins else { return Ok(()) };
        let write = || -> Result<(), own_files::FileError> {
            if let Some(dir) = record.parent() {
                own_files::create_dirs(dir, Scope::User, true)?;
            }
            let mut file = own_files::open_write(record, Scope::User, WriteMode::Append, Some(0o600))?;
            file.write_all(format!("{id}\n").as_bytes())
                .map_err(|e| own_files::FileError::Io { path: record.clone(), source: e })
        };
        write().map_err(|e| io_error(record)(e.into()))
    }
}

/// One id is 27 bytes: two million sessions.
const MAX_RECORD_BYTES: u64 = 64 << 20;
