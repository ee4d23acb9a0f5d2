//! `nub diff`: the files the session touched, between a node's state and
//! the disk now — created, deleted and changed, as a unified diff or a
//! summary.

use similar::{ChangeTag, TextDiff};

use super::journal;
use super::restore::current;
use super::state::{ChangeKind, FileState};
use super::timeline::Timeline;
use super::{CheckpointError, Checkpoints};
use crate::id::NodeId;
use crate::tree::Session;

/// One file that differs.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct DiffEntry {
    pub path: String,
    pub kind: ChangeKind,
    /// Its state at the node.
    pub then: FileState,
    /// Its state on the disk (hashed, not saved).
    pub now: FileState,
    pub added: usize,
    pub removed: usize,
    /// The unified diff, or a line saying why there is none (binary, a
    /// link, content never saved).
    pub body: String,
}

#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct Diffed {
    pub entries: Vec<DiffEntry>,
    /// What could not be read (damaged journal lines, missing blobs).
    pub notes: Vec<String>,
}

impl Checkpoints {
    /// The files of `session` whose content now differs from their state at
    /// `from` (`None`: the session's start), in path order.
    pub fn diff(&self, session: &Session, from: Option<&NodeId>) -> Result<Diffed, CheckpointError> {
        let mut locked = self.lock()?;
        let mut notes = super::housekeeping::recover(&mut locked)?;
        let loaded = journal::load(&locked.store, &session.id)?;
        notes.extend(loaded.warnings);
        let timeline = Timeline::new(session, &loaded.records);
        let objects = locked.objects();
        let mut entries = Vec::new();
        for (path, then) in timeline.state_at(from) {
            let (now, now_bytes) = current(&locked, &path, true);
            if then.same(&now) {
                continue;
            }
            let then_bytes = match then.blob().map(|blob| objects.get(blob)) {
                Some(Ok(bytes)) => Some(bytes),
                Some(Err(error)) => {
                    notes.push(format!("{path}: {error}"));
                    None
                }
                None => None,
            };
            let kind = match (&then, &now) {
                (FileState::Absent, _) => ChangeKind::Created,
                (_, FileState::Absent) => ChangeKind::Deleted,
                _ => ChangeKind::Modified,
            };
            let (body, added, removed) = body(&path, &then, &now, then_bytes.as_deref(), now_bytes.as_deref());
            entries.push(DiffEntry { path, kind, then, now, added, removed, body });
        }
        Ok(Diffed { entries, notes })
    }
}

/// The diff of one file, and the lines it adds and removes.
fn body(
    path: &str,
    then: &FileState,
    now: &FileState,
    old: Option<&[u8]>,
    new: Option<&[u8]>,
) -> (String, usize, usize) {
    let mut out = format!("diff --nub a/{path} b/{path}\n");
    match (then, now) {
        (FileState::Absent, FileState::File { mode, .. }) => {
            out.push_str(&format!("new file mode {:o}\n", 0o100000 | mode))
        }
        (FileState::File { mode, .. }, FileState::Absent) => {
            out.push_str(&format!("deleted file mode {:o}\n", 0o100000 | mode));
        }
        (FileState::File { mode: a, .. }, FileState::File { mode: b, .. }) if a != b => {
            out.push_str(&format!("old mode {:o}\nnew mode {:o}\n", 0o100000 | a, 0o100000 | b));
        }
        _ => {}
    }
    let (old_text, new_text) = match (then, now) {
        (FileState::Unsaved { reason }, _) | (_, FileState::Unsaved { reason }) => {
            out.push_str(&format!("(no diff: {reason})\n"));
            return (out, 0, 0);
        }
        (FileState::Link { .. }, _) | (_, FileState::Link { .. }) => {
            let show = |state: &FileState| match state {
                FileState::Link { target } => format!("a link to {target}"),
                FileState::Absent => "nothing".to_owned(),
                _ => "a file".to_owned(),
            };
            out.push_str(&format!("(was {}, is {})\n", show(then), show(now)));
            return (out, 0, 0);
        }
        _ => (text(then, old), text(now, new)),
    };
    let (Some(old_text), Some(new_text)) = (old_text, new_text) else {
        out.push_str(&format!("Binary files a/{path} and b/{path} differ\n"));
        return (out, 0, 0);
    };
    let diff = TextDiff::from_lines(&old_text, &new_text);
    let (mut added, mut removed) = (0, 0);
    for change in diff.iter_all_changes() {
        match change.tag() {
            ChangeTag::Insert => added += 1,
            ChangeTag::Delete => removed += 1,
            ChangeTag::Equal => {}
        }
    }
    let from = if then.is_absent() { "/dev/null".to_owned() } else { format!("a/{path}") };
    let to = if now.is_absent() { "/dev/null".to_owned() } else { format!("b/{path}") };
    out.push_str(&diff.unified_diff().context_radius(3).header(&from, &to).to_string());
    if !out.ends_with('\n') {
        out.push('\n');
    }
    (out, added, removed)
}

/// A side's text: empty when absent, `None` when binary or unreadable.
fn text(state: &FileState, bytes: Option<&[u8]>) -> Option<String> {
    match state {
        FileState::Absent => Some(String::new()),
        FileState::File { .. } => {
            let bytes = bytes?;
            if bytes.iter().take(8000).any(|b| *b == 0) {
                return None;
            }
            String::from_utf8(bytes.to_vec()).ok()
        }
        FileState::Link { .. } | FileState::Unsaved { .. } => None,
    }
}

impl Diffed {
    /// Every entry's diff, one after the other.
    pub fn unified(&self) -> String {
        self.entries.iter().map(|e| e.body.as_str()).collect()
    }

    /// One line per file — what happened to it and the lines added and
    /// removed — and a total.
    pub fn stat(&self) -> String {
        let width = self.entries.iter().map(|e| e.path.chars().count()).max().unwrap_or(0);
        let mut out = String::new();
        let (mut added, mut removed) = (0, 0);
        let mut counts = [0usize; 3];
        for entry in &self.entries {
            let lines = match (entry.added, entry.removed, &entry.then, &entry.now) {
                (0, 0, FileState::File { mode: a, .. }, FileState::File { mode: b, .. }) if a != b => {
                    format!("mode {a:o} → {b:o}")
                }
                (0, 0, ..) => String::new(),
                (a, 0, ..) => format!("+{a}"),
                (0, r, ..) => format!("-{r}"),
                (a, r, ..) => format!("+{a} -{r}"),
            };
            out.push_str(&format!(" {:<7}  {:<width$}  {lines}\n", entry.kind.word(), entry.path));
            added += entry.added;
            removed += entry.removed;
            counts[entry.kind as usize] += 1;
        }
        let files = self.entries.len();
        out.push_str(&format!(
            "{files} {}: {} created, {} deleted, {} changed (+{added} -{removed})\n",
            if files == 1 { "file differs" } else { "files differ" },
            counts[ChangeKind::Created as usize],
            counts[ChangeKind::Deleted as usize],
            counts[ChangeKind::Modified as usize],
        ));
        out
    }
}
