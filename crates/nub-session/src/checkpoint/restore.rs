//! Putting the files back to a node's state.
//!
//! Every path the session touched goes to its state at the target node:
//! changed files get their content back, deleted ones come back, created
//! ones go. Before anything changes, two checks: every blob the restore
//! needs is there and intact (else nothing changes and the missing ones are
//! named), and every file to be overwritten holds a content nub saved for
//! it — in this session or as what it last saw there (else someone changed
//! it by hand: nothing changes and the files are named, unless `force`).
//!
//! Each file is replaced atomically (a temporary file beside it, renamed
//! over). The restore is recorded as a node below the head with its own
//! change set — what each file held before it — so restoring the node
//! before it undoes it. When the files differed from the head's state
//! (edited by hand, or left from another branch after a rewind of the
//! conversation alone), that difference is recorded first as a node of its
//! own, between the head and the restore: the node before the restore is
//! then exactly what the disk held.

use std::collections::BTreeMap;

use nub_llm::Message;

use super::fsio;
use super::hash::Hash;
use super::index::{Entry, Stat, now_ns};
use super::journal::{self, Record};
use super::scan::too_large;
use super::state::{ChangeKind, FileChange, FileState};
use super::timeline::Timeline;
use super::{CheckpointError, Checkpoints, Locked};
use crate::id::NodeId;
use crate::load::StoreError;
use crate::store::SessionFile;
use crate::tree::Node;

/// A file changed since nub last saw it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Conflict {
    pub path: String,
    pub why: String,
}

#[derive(Debug, thiserror::Error)]
pub enum RestoreError {
    #[error("{} changed since nub last saw {}: {}; nothing was restored",
        if .0.len() == 1 { "a file" } else { "files" },
        if .0.len() == 1 { "it" } else { "them" },
        .0.iter().map(|c| format!("{} ({})", c.path, c.why)).collect::<Vec<_>>().join(", "))]
    Conflicts(Vec<Conflict>),
    #[error("the checkpoint store lacks what the restore needs, so nothing was restored: {}", .0.join("; "))]
    Missing(Vec<String>),
    #[error("nothing could be restored: {}", .0.iter().map(|(p, e)| format!("{p}: {e}")).collect::<Vec<_>>().join("; "))]
    Failed(Vec<(String, String)>),
    #[error(transparent)]
    Checkpoint(#[from] CheckpointError),
    #[error(transparent)]
    Session(#[from] StoreError),
}

impl From<journal::JournalError> for RestoreError {
    fn from(error: journal::JournalError) -> Self {
        RestoreError::Checkpoint(error.into())
    }
}

/// What a restore did.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct Restored {
    /// The node recording the restore; `None` when nothing needed changing.
    pub node: Option<NodeId>,
    /// The node it hangs from: restoring that one undoes the restore.
    pub undo: Option<NodeId>,
    pub target: Option<NodeId>,
    /// Each file with what it held before and holds now.
    pub files: Vec<FileChange>,
    /// Files that could not be restored, and why (the rest were).
    pub failed: Vec<(String, String)>,
    /// Things the user should hear (content never saved, recoveries).
    pub notes: Vec<String>,
}

impl Restored {
    /// `notes.txt restored, calc.py recreated, extra.txt deleted`, at most
    /// `limit` paths named.
    pub fn summary(&self, limit: usize) -> String {
        let mut parts: Vec<String> = self
            .files
            .iter()
            .take(limit)
            .map(|f| {
                let what = match f.kind() {
                    ChangeKind::Created => "recreated",
                    ChangeKind::Deleted => "deleted",
                    ChangeKind::Modified => "restored",
                };
                format!("{} {what}", f.path)
            })
            .collect();
        if self.files.len() > limit {
            parts.push(format!("and {} more", self.files.len() - limit));
        }
        parts.join(", ")
    }
}

/// One file to change.
struct Step {
    path: String,
    now: FileState,
    /// The bytes there now, when they may need saving (a forced overwrite).
    now_bytes: Option<Vec<u8>>,
    to: FileState,
    content: Option<Vec<u8>>,
}

impl Checkpoints {
    /// Puts every file the session touched back to its state at `target`
    /// and records that as a node below the head. Refuses, changing
    /// nothing, when a needed blob is missing or damaged, or (without
    /// `force`) when a file holds content nub never saved for it.
    pub fn restore(&self, file: &mut SessionFile, target: &NodeId, force: bool) -> Result<Restored, RestoreError> {
        let mut locked = self.lock()?;
        let mut notes = super::housekeeping::recover(&mut locked)?;
        let loaded = journal::load(&locked.store, &file.session.id)?;
        notes.extend(loaded.warnings);
        let timeline = Timeline::new(&file.session, &loaded.records);
        let at_head = timeline.state_at(file.session.head());
        let objects = locked.objects();
        let (mut steps, mut conflicts, mut missing, mut outside) = (Vec::new(), Vec::new(), Vec::new(), Vec::new());
        for (path, to) in timeline.state_at(Some(target)) {
            let (now, now_bytes) = current(&locked, &path, false);
            if let Some(then) = at_head.get(&path)
                && !then.same(&now)
                && ![then, &now].iter().any(|s| matches!(s, FileState::Unsaved { .. }))
            {
                outside.push((
                    FileChange { path: path.clone(), before: then.clone(), after: now.clone() },
                    now_bytes.clone(),
                ));
            }
            if now.same(&to) {
                continue;
            }
            if let FileState::Unsaved { reason } = &to {
                notes.push(format!("{path}: left as it is; its content at that point was not saved ({reason})"));
                continue;
            }
            let seen = locked.index().entries.get(&path).map(|entry| entry.state.clone());
            let known = timeline.known(&path).into_iter().chain(seen.as_ref()).any(|k| k.same_content(&now));
            if !known {
                conflicts.push(Conflict { path: path.clone(), why: describe(&now) });
            }
            let content = match &to {
                FileState::File { blob, .. } => match objects.get(blob) {
                    Ok(bytes) => Some(bytes),
                    Err(error) => {
                        missing.push(format!("{path}: {error}"));
                        None
                    }
                },
                _ => None,
            };
            steps.push(Step { path, now, now_bytes, to, content });
        }
        if !missing.is_empty() {
            return Err(RestoreError::Missing(missing));
        }
        if !conflicts.is_empty() && !force {
            return Err(RestoreError::Conflicts(conflicts));
        }
        if steps.is_empty() {
            return Ok(Restored { target: Some(target.clone()), notes, ..Restored::default() });
        }
        // What differs from the head's state is saved and recorded first, as
        // its own node: restoring that node undoes this restore exactly.
        let mut parent = file.session.head().cloned();
        let mut saved = Vec::new();
        for (change, bytes) in outside {
            if let (FileState::File { blob, .. }, Some(bytes)) = (&change.after, bytes)
                && let Err(error) = objects.put(blob, &bytes, change.before.blob())
            {
                notes.push(format!("{}: what it held could not be saved: {error}", change.path));
                continue;
            }
            saved.push(change);
        }
        let restored = apply(&mut locked, steps);
        if restored.files.is_empty() {
            return Err(RestoreError::Failed(restored.failed));
        }
        let mut nodes = Vec::new();
        if !saved.is_empty() {
            let list: Vec<String> = saved.iter().map(|f| format!("{} {}", f.path, f.kind().word())).collect();
            let text =
                format!("[files changed outside this conversation, saved before a restore: {}]", list.join(", "));
            let node = Node::message(parent.clone(), Message::user(text));
            journal::append(&locked.store, &file.session.id, &Record::Outside { node: node.id.clone(), files: saved })?;
            parent = Some(node.id.clone());
            nodes.push(node);
        }
        let text = format!(
            "[nub restored the files to their state at node {}: {}]",
            target.short(),
            Restored { files: restored.files.clone(), ..Restored::default() }.summary(40)
        );
        let undo = parent.clone();
        let node = Node::message(parent, Message::user(text));
        let id = node.id.clone();
        let record = Record::Restore { node: id.clone(), target: target.clone(), files: restored.files.clone() };
        journal::append(&locked.store, &file.session.id, &record)?;
        nodes.push(node);
        // What nub last saw at each path is what it just wrote.
        let seen_at = now_ns();
        for file in &restored.files {
            let meta = fsio::inside(locked.root, &file.path).ok().and_then(|path| fsio::lstat(&path).ok().flatten());
            match (&file.after, meta) {
                (FileState::Absent, _) | (_, None) => {
                    locked.index().remove(&file.path);
                }
                (state, Some(meta)) => {
                    let entry = Entry { stat: Stat::of(&meta), seen_at, state: state.clone() };
                    locked.index().set(&file.path, entry);
                }
            }
        }
        locked.save_index()?;
        drop(locked);
        for node in nodes {
            file.append(node)?;
        }
        file.sync()?;
        notes.extend(restored.notes);
        Ok(Restored { node: Some(id), undo, target: Some(target.clone()), notes, ..restored })
    }

    /// The node `/undo` restores to: the newest prompt on the path to the
    /// head whose state differs from the files now (so a second `/undo`
    /// goes one prompt further back). `None`: nothing to undo.
    pub fn undo_target(&self, file: &SessionFile) -> Result<Option<NodeId>, RestoreError> {
        let Some(head) = file.session.head() else { return Ok(None) };
        let mut locked = self.lock()?;
        super::housekeeping::recover(&mut locked)?;
        let loaded = journal::load(&locked.store, &file.session.id)?;
        let timeline = Timeline::new(&file.session, &loaded.records);
        let mut now: BTreeMap<String, FileState> = BTreeMap::new();
        for path in timeline.touched() {
            now.insert(path.to_owned(), current(&locked, path, false).0);
        }
        // Where the files are now: at the newest prompt whose state they
        // match; the target is the next older prompt that differs (so each
        // `/undo` goes one prompt further back).
        let matches = |prompt: &NodeId| {
            timeline.state_at(Some(prompt)).iter().all(|(path, then)| {
                matches!(then, FileState::Unsaved { .. }) || now.get(path).is_some_and(|n| n.same(then))
            })
        };
        let prompts = timeline.prompts(head);
        let from = prompts.iter().position(|p| matches(p)).unwrap_or(0);
        Ok(prompts[from..].iter().find(|p| !matches(p)).map(|p| (*p).clone()))
    }
}

/// Changes the files: deletions first (a file may have to make room for a
/// directory), then the rest. Each file on its own: one failure does not
/// stop the others.
fn apply(locked: &mut Locked<'_>, mut steps: Vec<Step>) -> Restored {
    let objects = locked.objects();
    let mut done = Restored::default();
    steps.sort_by(|a, b| (!a.to.is_absent(), &a.path).cmp(&(!b.to.is_absent(), &b.path)));
    for step in steps {
        // What is overwritten is saved first, so the restore can be undone.
        if let (FileState::File { blob, .. }, Some(bytes)) = (&step.now, &step.now_bytes)
            && let Err(error) = objects.put(blob, bytes, None)
        {
            done.failed.push((step.path, format!("cannot save what it holds now: {error}")));
            continue;
        }
        let result = match (&step.to, &step.content) {
            (FileState::Absent, _) => fsio::remove_workspace(locked.root, &step.path).map(|()| {
                remove_empty_parents(locked.root, &step.path);
            }),
            (FileState::File { mode, .. }, Some(bytes)) => fsio::place_file(locked.root, &step.path, bytes, *mode),
            (FileState::Link { target }, _) => fsio::place_link(locked.root, &step.path, target),
            (FileState::File { .. } | FileState::Unsaved { .. }, _) => continue,
        };
        match result {
            Ok(()) => done.files.push(FileChange { path: step.path, before: step.now, after: step.to }),
            Err(error) => done.failed.push((step.path, error.to_string())),
        }
    }
    done.files.sort_by(|a, b| a.path.cmp(&b.path));
    done
}

/// Directories a deleted file leaves empty go too (up to the root): they
/// were most likely made with it.
fn remove_empty_parents(root: &std::path::Path, rel: &str) {
    let mut at = std::path::Path::new(rel).parent();
    while let Some(dir) = at.filter(|d| !d.as_os_str().is_empty()) {
        if std::fs::remove_dir(root.join(dir)).is_err() {
            break;
        }
        at = dir.parent();
    }
}

/// What is at `rel` now, as a state (hashed, not saved), and its bytes
/// when they may have to be saved.
/// With `read` false a file whose `lstat` figures match the index is taken
/// for what the index saved (no read, no bytes).
pub(super) fn current(locked: &Locked<'_>, rel: &str, read: bool) -> (FileState, Option<Vec<u8>>) {
    let unsaved = |reason: String| (FileState::Unsaved { reason }, None);
    let path = match fsio::inside(locked.root, rel) {
        Ok(path) => path,
        Err(error) => return unsaved(error.to_string()),
    };
    if let Err(error) = fsio::parents(locked.root, rel, false) {
        return unsaved(error.to_string());
    }
    let meta = match fsio::lstat(&path) {
        Ok(None) => return (FileState::Absent, None),
        Ok(Some(meta)) => meta,
        Err(error) => return unsaved(format!("cannot look at it: {error}")),
    };
    if meta.file_type().is_symlink() {
        return match std::fs::read_link(&path) {
            Ok(target) => (FileState::Link { target: target.to_string_lossy().into_owned() }, None),
            Err(error) => unsaved(format!("cannot read the link: {error}")),
        };
    }
    if meta.is_dir() {
        // The file is gone; what the directory holds is paths of its own.
        return (FileState::Absent, None);
    }
    if !read && let Some(entry) = locked.known(rel).filter(|entry| entry.unchanged(&Stat::of(&meta))) {
        return (entry.state.clone(), None);
    }
    let limit = locked.settings.max_file_bytes;
    match fsio::read_workspace_file(&path, limit) {
        Ok((bytes, meta)) => {
            let state =
                FileState::File { blob: Hash::of(&bytes), size: bytes.len() as u64, mode: fsio::mode_of(&meta) };
            (state, Some(bytes))
        }
        Err(error) if error.kind() == std::io::ErrorKind::FileTooLarge => unsaved(too_large(meta.len(), limit)),
        Err(error) => unsaved(format!("cannot read it: {error}")),
    }
}

/// Why a file counts as changed by someone else.
fn describe(now: &FileState) -> String {
    match now {
        FileState::Absent => "deleted".into(),
        FileState::File { .. } | FileState::Link { .. } => "holds content nub never saved".into(),
        FileState::Unsaved { reason } => reason.clone(),
    }
}
