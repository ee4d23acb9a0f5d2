//! What one path of the workspace held at one moment, as the journal and
//! the index record it, and how a change of it is told.

use serde::{Deserialize, Serialize};

use super::hash::Hash;

/// A path's content at one moment.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "kind", rename_all = "snake_case")]
pub enum FileState {
    /// Nothing at the path.
    Absent,
    /// A regular file whose bytes are the blob `blob`; `mode` holds the
    /// permission bits (the executable bits matter).
    File { blob: Hash, size: u64, mode: u32 },
    /// A symbolic link, restored as a link (nub never follows it).
    Link { target: String },
    /// Something was there but its content was not saved: over
    /// `max_file_bytes`, unreadable, a directory where a file was.
    Unsaved { reason: String },
}

impl FileState {
    /// The same content: the same bytes (whatever the mode), the same link
    /// target, or both absent. Unsaved content equals nothing.
    pub fn same_content(&self, other: &FileState) -> bool {
        match (self, other) {
            (FileState::Absent, FileState::Absent) => true,
            (FileState::File { blob: a, .. }, FileState::File { blob: b, .. }) => a == b,
            (FileState::Link { target: a }, FileState::Link { target: b }) => a == b,
            _ => false,
        }
    }

    /// The same content and, for files, the same mode: nothing to restore.
    pub fn same(&self, other: &FileState) -> bool {
        match (self, other) {
            (FileState::File { mode: a, .. }, FileState::File { mode: b, .. }) => a == b && self.same_content(other),
            _ => self.same_content(other),
        }
    }

    pub fn is_absent(&self) -> bool {
        matches!(self, FileState::Absent)
    }

    pub fn blob(&self) -> Option<&Hash> {
        match self {
            FileState::File { blob, .. } => Some(blob),
            _ => None,
        }
    }
}

/// One path changed by one tool call (or a restore).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct FileChange {
    /// Relative to the repository root, `/`-separated.
    pub path: String,
    pub before: FileState,
    pub after: FileState,
}

/// How a path changed, in one word.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum ChangeKind {
    Created,
    Deleted,
    Modified,
}

impl FileChange {
    pub fn kind(&self) -> ChangeKind {
        match (&self.before, &self.after) {
            (FileState::Absent, _) => ChangeKind::Created,
            (_, FileState::Absent) => ChangeKind::Deleted,
            _ => ChangeKind::Modified,
        }
    }
}

impl ChangeKind {
    pub fn word(self) -> &'static str {
        match self {
            ChangeKind::Created => "created",
            ChangeKind::Deleted => "deleted",
            ChangeKind::Modified => "changed",
        }
    }
}
