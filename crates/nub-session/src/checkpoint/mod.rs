//! Checkpoints: the session tree remembers the files too (CONCEPT 5.10).
//!
//! Around every tool call that may write, the loop asks [`Checkpoints`]
//! for a snapshot: [`Checkpoints::begin`] before the call, [`Checkpoints::
//! finish`] after it. What the call changed — found by comparing the
//! workspace (or the paths the call names) with a stat index — is saved as
//! content-addressed blobs and a change set in the session's journal, which
//! holds at the node with the call's result. A path in the tree is then a
//! sequence of workspace states; [`Checkpoints::restore`] puts the files
//! back to any node's state and [`Checkpoints::diff`] compares a node's
//! state with the disk. No git is needed and nothing is written into it.
//!
//! The store, `<repo>/.nub/checkpoints/`:
//!
//! ```text
//! objects/ab/cdef…     blobs named by the SHA-256 of their content (objects.rs)
//! index                the stat index: what nub last saw at every path (index.rs)
//! sessions/<id>.jsonl  each session's change sets (journal.rs)
//! pending/<ulid>.json  a call under way, locked by its process (crash recovery)
//! lock                 held while the index or a journal changes
//! ```
//!
//! Crash safety: blobs are written before anything names them; the index
//! before a call runs; a marker names the running call. A process killed
//! during a call leaves its marker unlocked, and the next user of the store
//! (a snapshot, a restore, a diff) records what the call changed as its
//! change set before anything else — so a restore finds every state it
//! needs, or names what is missing and changes nothing.
//!
//! The handle is cheap to clone and `Send`: a snapshot can begin on one task
//! and finish on another (a background job, a child loop).

mod diff;
mod fsio;
mod hash;
mod housekeeping;
mod index;
mod journal;
mod objects;
mod restore;
mod scan;
mod state;
mod timeline;
mod watch;

use std::collections::HashSet;
use std::fs::File;
use std::io;
use std::path::{Path, PathBuf};
use std::sync::{Arc, Mutex, MutexGuard};

use serde::{Deserialize, Serialize};

pub use diff::{DiffEntry, Diffed};
pub use hash::Hash;
pub use housekeeping::{Pruned, SessionUsage, Usage};
pub use journal::{JournalError, Record};
pub use objects::ObjectError;
pub use restore::{Conflict, RestoreError, Restored};
pub use scan::mib;
pub use state::{ChangeKind, FileChange, FileState};

use index::Index;
use scan::{Area, Scanner};

use crate::id::{NodeId, SessionId};

/// `[checkpoints] max_file_bytes` unless configured: 10 MiB.
pub const DEFAULT_MAX_FILE_BYTES: u64 = 10 << 20;

#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Settings {
    /// Files larger than this are noted, not saved.
    pub max_file_bytes: u64,
    /// A workspace with more files is not snapshotted whole (see
    /// `scan::MAX_FILES`); lower only in tests.
    pub max_workspace_files: usize,
    /// `deny_paths`: never read into the store. The sandbox hides them from
    /// bash, so nothing a call does changes them — and a copy in the store
    /// would be a way around the rule.
    pub exclude: Vec<String>,
}

impl Default for Settings {
    fn default() -> Self {
        Settings { max_file_bytes: DEFAULT_MAX_FILE_BYTES, max_workspace_files: scan::MAX_FILES, exclude: Vec::new() }
    }
}

#[derive(Debug, thiserror::Error)]
pub enum CheckpointError {
    #[error("checkpoint store {path}: {source}")]
    Io {
        path: PathBuf,
        #[source]
        source: io::Error,
    },
    #[error(transparent)]
    Journal(#[from] JournalError),
}

fn io_error(path: &Path) -> impl FnOnce(io::Error) -> CheckpointError + '_ {
    move |source| CheckpointError::Io { path: path.to_path_buf(), source }
}

/// The tool call a snapshot belongs to.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Call {
    pub session: SessionId,
    /// The assistant node that asked for the call.
    pub node: NodeId,
    /// The call's id (`tool_use` id).
    pub id: String,
    pub tool: String,
}

/// What a call may change.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Scope {
    /// These files (absolute, inside the repository): `write`, `edit`.
    Paths(Vec<PathBuf>),
    /// Anything in the workspace: `bash`, MCP tools.
    Workspace,
}

/// A snapshot begun: hand it to [`Checkpoints::finish`] when the call ends.
/// Dropped unfinished (a panic, a crash) it leaves its marker for recovery.
#[derive(Debug)]
pub struct Pending {
    call: Call,
    area: Area,
    marker: Option<(PathBuf, File)>,
    /// Files that could not be saved before the call, for the user.
    pub notes: Vec<String>,
}

/// What a finished call changed.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct Snapshot {
    pub files: Vec<FileChange>,
    /// Files that could not be saved, for the user (each said once).
    pub notes: Vec<String>,
}

/// The checkpoint store of one repository.
#[derive(Clone)]
pub struct Checkpoints {
    inner: Arc<Inner>,
}

struct Inner {
    root: PathBuf,
    settings: Settings,
    /// `settings.exclude`, compiled.
    exclude: scan::Excluded,
    cache: Mutex<Cache>,
}

#[derive(Default)]
struct Cache {
    index: Option<Index>,
    /// Notes already given in this process.
    noted: HashSet<String>,
    /// What changed in the workspace since the last scan.
    watcher: watch::Watcher,
    /// The index files as this process last read or wrote them: the full
    /// file's generation and the log's length.
    disk: Option<(u64, u64)>,
}

/// The log is folded into a new full index past this many bytes (or a
/// quarter of what the full file takes, whichever is more).
const LOG_LIMIT: u64 = 256 << 10;

/// The store locked for one operation: the process's cache and the lock
/// file, the index as on disk.
pub(crate) struct Locked<'a> {
    pub store: PathBuf,
    pub root: &'a Path,
    pub settings: &'a Settings,
    exclude: &'a scan::Excluded,
    cache: MutexGuard<'a, Cache>,
    _lock: File,
}

impl Locked<'_> {
    pub fn index(&mut self) -> &mut Index {
        self.cache.index.get_or_insert_with(Index::default)
    }

    /// What the index holds for `rel`.
    pub fn known(&self, rel: &str) -> Option<&index::Entry> {
        self.cache.index.as_ref()?.entries.get(rel)
    }

    pub fn objects(&self) -> objects::Objects {
        objects::Objects::new(&self.store)
    }

    pub fn scan(&mut self, area: &Area) -> scan::Observed {
        let objects = self.objects();
        let scanner = Scanner {
            root: self.root,
            objects: &objects,
            max_file_bytes: self.settings.max_file_bytes,
            max_files: self.settings.max_workspace_files,
            exclude: self.exclude,
        };
        let cache = &mut *self.cache;
        let index = cache.index.get_or_insert_with(Index::default);
        scanner.scan(index, area, &mut cache.watcher)
    }

    /// Writes what changed in the index: appended to the log, or (once the
    /// log is large, or there is no full file yet) a new full file.
    pub fn save_index(&mut self) -> Result<(), CheckpointError> {
        let full = self.store.join("index");
        let log = self.store.join("index.log");
        let cache = &mut *self.cache;
        let index = cache.index.get_or_insert_with(Index::default);
        if index.changed.is_empty() && cache.disk.is_some() {
            return Ok(());
        }
        let (generation, log_len) = cache.disk.unwrap_or((0, 0));
        let records = index.encode_changes(log_len == 0);
        let whole = cache.disk.is_none()
            || generation != index.generation
            || log_len + records.len() as u64 > LOG_LIMIT.max(index.entries.len() as u64 * 24);
        if whole {
            index.generation += 1;
            fsio::write_atomic(&full, &index.encode()).map_err(io_error(&full))?;
            fsio::remove(&log).map_err(io_error(&log))?;
            cache.disk = Some((index.generation, 0));
        } else {
            use std::io::Write;
            let mut file = fsio::append(&log).map_err(io_error(&log))?;
            file.write_all(&records).map_err(io_error(&log))?;
            cache.disk = Some((generation, log_len + records.len() as u64));
        }
        index.changed.clear();
        Ok(())
    }

    /// Problems as notes, each once per process.
    pub fn notes(&mut self, problems: Vec<(String, String)>) -> Vec<String> {
        problems
            .into_iter()
            .map(|(path, why)| if path.is_empty() { why } else { format!("{path}: {why}") })
            .filter(|note| self.cache.noted.insert(note.clone()))
            .collect()
    }
}

impl std::fmt::Debug for Checkpoints {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Checkpoints").field("root", &self.inner.root).field("settings", &self.inner.settings).finish()
    }
}

impl Checkpoints {
    /// The store of the repository at `root`; nothing is touched until used.
    pub fn new(root: &Path, settings: Settings) -> Checkpoints {
        let exclude = scan::Excluded::new(&settings.exclude);
        let inner = Inner { root: root.to_path_buf(), settings, exclude, cache: Mutex::default() };
        Checkpoints { inner: Arc::new(inner) }
    }

    pub fn root(&self) -> &Path {
        &self.inner.root
    }

    pub fn settings(&self) -> &Settings {
        &self.inner.settings
    }

    /// `.nub/checkpoints`, without creating it.
    pub fn dir(&self) -> PathBuf {
        self.inner.root.join(".nub/checkpoints")
    }

    /// Takes the store's lock and brings the index up to date with the disk.
    pub(crate) fn lock(&self) -> Result<Locked<'_>, CheckpointError> {
        let store = fsio::store_dir(&self.inner.root).map_err(io_error(&self.dir()))?;
        // A repository could bring these as links (to another user's /tmp):
        // each must be a real directory before anything goes into it.
        for dir in ["objects", "sessions", "pending"] {
            let path = store.join(dir);
            fsio::ensure_dir(&path).map_err(io_error(&path))?;
        }
        let cache = self.inner.cache.lock().unwrap_or_else(|poisoned| poisoned.into_inner());
        let lock_path = store.join("lock");
        let lock = fsio::lock(&lock_path).map_err(io_error(&lock_path))?;
        let mut locked = Locked {
            store,
            root: &self.inner.root,
            settings: &self.inner.settings,
            exclude: &self.inner.exclude,
            cache,
            _lock: lock,
        };
        let path = locked.store.join("index");
        let log = locked.store.join("index.log");
        let generation = match fsio::read_prefix(&path, 16) {
            Ok(head) if head.len() == 16 => head[8..16].try_into().map(u64::from_le_bytes).ok(),
            _ => None,
        };
        let log_len = fsio::lstat(&log).ok().flatten().map_or(0, |meta| meta.len());
        let on_disk = generation.map(|generation| (generation, log_len));
        if on_disk.is_none() || on_disk != locked.cache.disk || locked.cache.index.is_none() {
            // Another process saved it, or this one never read it: the
            // next workspace scan walks, to know the disk against it.
            locked.cache.watcher.forget();
            let full = match fsio::read(&path) {
                Ok(bytes) => bytes,
                Err(e) if e.kind() == io::ErrorKind::NotFound => Vec::new(),
                Err(e) => return Err(io_error(&path)(e)),
            };
            let log_bytes = if full.is_empty() { Vec::new() } else { fsio::read(&log).unwrap_or_default() };
            let index = Index::decode(&full, &log_bytes);
            // An index that does not decode is rebuilt from scratch, saved whole.
            locked.cache.disk = if index.is_some() { on_disk } else { None };
            locked.cache.index = Some(index.unwrap_or_default());
        }
        Ok(locked)
    }

    /// Before a call that may write: saves what the call may change as it
    /// is now (the first time in a repository, with `Scope::Workspace`, that
    /// is every file the walk shows) and leaves a marker naming the call.
    pub fn begin(&self, call: Call, scope: Scope) -> Result<Pending, CheckpointError> {
        let area = match scope {
            Scope::Workspace => Area::Workspace,
            Scope::Paths(paths) => Area::Paths(
                paths
                    .iter()
                    .filter_map(|p| p.strip_prefix(&self.inner.root).ok()?.to_str().map(str::to_owned))
                    .filter(|p| !p.is_empty())
                    .collect(),
            ),
        };
        if area == Area::Paths(Vec::new()) {
            return Ok(Pending { call, area, marker: None, notes: Vec::new() });
        }
        let mut locked = self.lock()?;
        let mut notes = housekeeping::recover(&mut locked)?;
        let observed = locked.scan(&area);
        if observed.index_changed {
            locked.save_index()?;
        }
        notes.extend(locked.notes(observed.problems));
        let marker = housekeeping::mark_pending(&locked.store, &call, &area)?;
        Ok(Pending { call, area, marker: Some(marker), notes })
    }

    /// After the call: records what it changed as its change set.
    pub fn finish(&self, pending: Pending) -> Result<Snapshot, CheckpointError> {
        let Pending { call, area, marker, .. } = pending;
        if marker.is_none() {
            return Ok(Snapshot::default());
        }
        let mut locked = self.lock()?;
        let observed = locked.scan(&area);
        let files = observed.changes;
        if !files.is_empty() {
            let record = Record::Change { node: call.node, call: call.id, tool: call.tool, files: files.clone() };
            journal::append(&locked.store, &call.session, &record)?;
        }
        if observed.index_changed {
            locked.save_index()?;
        }
        let notes = locked.notes(observed.problems);
        if let Some((path, _lock)) = marker {
            fsio::remove(&path).map_err(io_error(&path))?;
        }
        Ok(Snapshot { files, notes })
    }

    /// Records the changes of calls whose process died mid-call (their
    /// markers are no longer locked). Notes say what was recovered.
    pub fn recover(&self) -> Result<Vec<String>, CheckpointError> {
        if !self.dir().join("pending").exists() {
            return Ok(Vec::new());
        }
        let mut locked = self.lock()?;
        housekeeping::recover(&mut locked)
    }

    /// The session's change sets (a session that never changed a file has
    /// none) and what could not be read of them.
    pub fn journal(&self, session: &SessionId) -> Result<journal::Journal, CheckpointError> {
        Ok(journal::load(&self.dir(), session)?)
    }
}
