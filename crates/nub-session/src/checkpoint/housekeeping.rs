//! Keeping the store whole and in bounds: the markers of calls under way
//! and the recovery of calls a crash interrupted; the space used; pruning
//! the change sets of old sessions and the blobs nothing names any more.

use std::collections::{HashMap, HashSet};
use std::fs::File;
use std::path::{Path, PathBuf};
use std::time::{Duration, SystemTime};

use serde::{Deserialize, Serialize};

use super::hash::Hash;
use super::journal::{self, Record};
use super::scan::Area;
use super::{Call, CheckpointError, Checkpoints, Locked, fsio, io_error};
use crate::id::SessionId;

/// A call under way: written before it runs, locked by its process, removed
/// when its change set is written.
#[derive(Debug, Serialize, Deserialize)]
struct Marker {
    v: u64,
    call: Call,
    /// The paths of a `Scope::Paths` call; `None`: the workspace.
    paths: Option<Vec<String>>,
}

/// Writes and locks the marker of `call`.
pub(super) fn mark_pending(store: &Path, call: &Call, area: &Area) -> Result<(PathBuf, File), CheckpointError> {
    let dir = store.join("pending");
    fsio::ensure_dir(&dir).map_err(io_error(&dir))?;
    let path = dir.join(format!("{}.json", crate::id::NodeId::generate()));
    let paths = match area {
        Area::Workspace => None,
        Area::Paths(paths) => Some(paths.clone()),
    };
    let marker = Marker { v: journal::FORMAT_VERSION, call: call.clone(), paths };
    let bytes = serde_json::to_vec(&marker).map_err(|e| io_error(&path)(e.into()))?;
    fsio::write_atomic(&path, &bytes).map_err(io_error(&path))?;
    // The store's lock is held: nobody can take this one first.
    match fsio::try_lock(&path).map_err(io_error(&path))? {
        Some(lock) => Ok((path, lock)),
        None => Err(io_error(&path)(std::io::Error::other("the marker of a new call is locked already"))),
    }
}

/// The change sets of calls whose process died: each marker nobody holds
/// is compared with the index as it was saved before the call, and what
/// differs is recorded as the call's change set.
pub(super) fn recover(locked: &mut Locked<'_>) -> Result<Vec<String>, CheckpointError> {
    let dir = locked.store.join("pending");
    let mut notes = Vec::new();
    for name in fsio::names(&dir).map_err(io_error(&dir))? {
        let path = dir.join(&name);
        if !name.to_str().is_some_and(|n| n.ends_with(".json")) {
            continue;
        }
        let Some(_lock) = fsio::try_lock(&path).map_err(io_error(&path))? else {
            continue; // its process is alive
        };
        let marker: Option<Marker> = fsio::read(&path).ok().and_then(|bytes| serde_json::from_slice(&bytes).ok());
        let Some(marker) = marker else {
            notes.push(format!("{}: a damaged marker of an interrupted call; removed", path.display()));
            fsio::remove(&path).map_err(io_error(&path))?;
            continue;
        };
        let area = marker.paths.map_or(Area::Workspace, Area::Paths);
        let observed = locked.scan(&area);
        if !observed.changes.is_empty() {
            let call = marker.call;
            notes.push(format!(
                "recorded what an interrupted {} call changed ({} file{})",
                call.tool,
                observed.changes.len(),
                if observed.changes.len() == 1 { "" } else { "s" }
            ));
            let record = Record::Change { node: call.node, call: call.id, tool: call.tool, files: observed.changes };
            journal::append(&locked.store, &call.session, &record)?;
        }
        if observed.index_changed {
            locked.save_index()?;
        }
        fsio::remove(&path).map_err(io_error(&path))?;
    }
    Ok(notes)
}

/// The space the store takes.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct Usage {
    /// Every blob, on disk.
    pub bytes: u64,
    pub objects: usize,
    /// Blobs the index names (what nub last saw in the workspace: the
    /// first snapshot of a repository saves every file), counted once.
    pub baseline_bytes: u64,
    pub baseline_files: usize,
    pub sessions: Vec<SessionUsage>,
}

#[derive(Debug, Clone, PartialEq, Eq)]
pub struct SessionUsage {
    pub session: SessionId,
    pub changes: usize,
    /// File changes over all change sets.
    pub files: usize,
    /// Blobs no other session and not the index name: what pruning it frees.
    pub own_bytes: u64,
    pub modified: Option<SystemTime>,
}

/// What a prune removed.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct Pruned {
    pub sessions: Vec<SessionId>,
    pub objects: usize,
    pub bytes: u64,
    /// Why blobs were kept although unnamed (a journal that cannot be read).
    pub notes: Vec<String>,
}

/// Blobs a journal's records name.
fn named(records: &[Record]) -> impl Iterator<Item = Hash> + '_ {
    records.iter().flat_map(Record::files).flat_map(|f| [f.before.blob().copied(), f.after.blob().copied()]).flatten()
}

/// The sessions with a journal.
fn sessions(store: &Path) -> Result<Vec<SessionId>, CheckpointError> {
    let dir = store.join("sessions");
    let names = fsio::names(&dir).map_err(io_error(&dir))?;
    Ok(names.iter().filter_map(|n| n.to_str()?.strip_suffix(".jsonl")).map(SessionId::from).collect())
}

impl Checkpoints {
    pub fn usage(&self) -> Result<Usage, CheckpointError> {
        let mut locked = self.lock()?;
        let objects = locked.objects();
        let sizes: HashMap<Hash, u64> = objects.all().map_err(io_error(&locked.store))?.into_iter().collect();
        let baseline: HashSet<Hash> = locked.index().entries.values().filter_map(|e| e.state.blob().copied()).collect();
        let mut usage = Usage {
            bytes: sizes.values().sum(),
            objects: sizes.len(),
            baseline_bytes: baseline.iter().filter_map(|h| sizes.get(h)).sum(),
            baseline_files: locked.index().entries.len(),
            sessions: Vec::new(),
        };
        // Each session's usage, its own bytes counted once every session's blobs are known.
        let mut per_session: Vec<(SessionUsage, HashSet<Hash>)> = Vec::new();
        for session in sessions(&locked.store)? {
            let loaded = journal::load(&locked.store, &session)?;
            let blobs: HashSet<Hash> = named(&loaded.records).collect();
            let files = loaded.records.iter().map(|r| r.files().len()).sum();
            let path = journal::path(&locked.store, &session);
            let modified = fsio::lstat(&path).ok().flatten().and_then(|m| m.modified().ok());
            let changes = loaded.records.len();
            per_session.push((SessionUsage { session, changes, files, own_bytes: 0, modified }, blobs));
        }
        let mut holders: HashMap<Hash, usize> = HashMap::new();
        for (_, blobs) in &per_session {
            for blob in blobs {
                *holders.entry(*blob).or_default() += 1;
            }
        }
        for (mut session, blobs) in per_session {
            session.own_bytes = blobs
                .iter()
                .filter(|b| holders.get(*b) == Some(&1) && !baseline.contains(*b))
                .filter_map(|b| sizes.get(b))
                .sum();
            usage.sessions.push(session);
        }
        usage.sessions.sort_by_key(|usage| std::cmp::Reverse(usage.modified));
        Ok(usage)
    }

    /// Drops the change sets of the sessions `drop` picks, then every blob
    /// that neither a remaining change set nor the index names (and the
    /// leftovers of writes a crash cut short).
    pub fn prune(&self, drop: &dyn Fn(&SessionId) -> bool) -> Result<Pruned, CheckpointError> {
        let mut locked = self.lock()?;
        let mut pruned = Pruned::default();
        let mut live: HashSet<Hash> = locked.index().entries.values().filter_map(|e| e.state.blob().copied()).collect();
        for session in sessions(&locked.store)? {
            if drop(&session) {
                let path = journal::path(&locked.store, &session);
                fsio::remove(&path).map_err(io_error(&path))?;
                pruned.sessions.push(session);
                continue;
            }
            match journal::load(&locked.store, &session) {
                Ok(loaded) => live.extend(named(&loaded.records)),
                Err(error) => {
                    // Its blobs are unknown: keep every blob.
                    pruned.notes.push(format!("kept every blob: {error}"));
                    return Ok(pruned);
                }
            }
        }
        let objects = locked.objects();
        let mut stack: Vec<Hash> = live.iter().copied().collect();
        while let Some(hash) = stack.pop() {
            if let Ok(Some(base)) = objects.base_of(&hash)
                && live.insert(base)
            {
                stack.push(base);
            }
        }
        for (hash, size) in objects.all().map_err(io_error(&locked.store))? {
            if !live.contains(&hash) {
                objects.remove(&hash).map_err(io_error(&locked.store))?;
                pruned.objects += 1;
                pruned.bytes += size;
            }
        }
        let hour_ago = SystemTime::now() - Duration::from_secs(3600);
        for temp in objects.stray_temporaries().map_err(io_error(&locked.store))? {
            let old = fsio::lstat(&temp).ok().flatten().and_then(|m| m.modified().ok()).is_some_and(|t| t < hour_ago);
            if old {
                fsio::remove(&temp).map_err(io_error(&temp))?;
            }
        }
        Ok(pruned)
    }
}
