//! Checkpoints for every front end and for `nub diff`, `nub restore` and
//! `nub checkpoints`: the store built once from `[checkpoints]`, the
//! housekeeping at start (calls a crash interrupted, old sessions' data),
//! and the commands' work — the TUI's `/diff` shows the same diff.

use std::collections::HashSet;
use std::time::{Duration, SystemTime};

use nub_session::checkpoint::{Checkpoints, Diffed, Pruned, Restored, Settings, Usage};
use nub_session::{SessionId, Store};

use crate::error::StartError;
use crate::session::{SessionChoice, open_session};
use crate::workspace::Workspace;

/// The repository's checkpoint store, or `None` with `[checkpoints]
/// enabled = false`.
pub fn store(ws: &Workspace) -> Option<Checkpoints> {
    ws.config.checkpoints_enabled.value.then(|| {
        let settings = Settings {
            max_file_bytes: ws.config.checkpoint_max_file_bytes.value,
            exclude: ws.config.deny_paths.value.clone(),
            ..Settings::default()
        };
        Checkpoints::new(&ws.repo_root, settings)
    })
}

/// Start-up work on the store, quick when there is none: the changes of
/// calls a crash interrupted are recorded, and the change sets of sessions
/// untouched for `[checkpoints] keep_days` (or deleted) are dropped with
/// the blobs only they named. Notes for the user come back; a failure is a
/// note too, never a reason not to start.
pub fn housekeeping(ws: &Workspace, checkpoints: &Checkpoints) -> Vec<String> {
    if !checkpoints.dir().exists() {
        return Vec::new();
    }
    let mut notes = match checkpoints.recover() {
        Ok(notes) => notes,
        Err(error) => vec![error.to_string()],
    };
    let keep_days = ws.config.checkpoint_keep_days.value;
    let stale = match stale_sessions(ws, checkpoints, (keep_days > 0).then(|| days(keep_days))) {
        Ok(stale) => stale,
        Err(error) => {
            notes.push(error.to_string());
            HashSet::new()
        }
    };
    if !stale.is_empty() {
        match checkpoints.prune(&|id| stale.contains(id)) {
            Ok(pruned) => tracing::info!(sessions = pruned.sessions.len(), bytes = pruned.bytes, "checkpoints pruned"),
            Err(error) => notes.push(error.to_string()),
        }
    }
    notes.into_iter().map(|note| format!("checkpoints: {note}")).collect()
}

fn days(days: u32) -> Duration {
    Duration::from_secs(u64::from(days) * 86_400)
}

/// The sessions with change sets whose session file is gone or, with
/// `older_than`, was last written longer ago than that.
fn stale_sessions(
    ws: &Workspace,
    checkpoints: &Checkpoints,
    older_than: Option<Duration>,
) -> Result<HashSet<SessionId>, StartError> {
    let sessions = ws.sessions();
    let cutoff = older_than.and_then(|age| SystemTime::now().checked_sub(age));
    let names = match std::fs::read_dir(checkpoints.dir().join("sessions")) {
        Ok(entries) => entries.filter_map(Result::ok).map(|e| e.file_name()).collect(),
        Err(_) => Vec::new(),
    };
    let mut stale = HashSet::new();
    for name in names {
        let Some(id) = name.to_str().and_then(|n| n.strip_suffix(".jsonl")).map(SessionId::from) else { continue };
        let modified = std::fs::metadata(sessions.path_of(&id)).and_then(|m| m.modified()).ok();
        let old = match (modified, cutoff) {
            (None, _) => true,
            (Some(modified), Some(cutoff)) => modified < cutoff,
            (Some(_), None) => false,
        };
        if old {
            stale.insert(id);
        }
    }
    Ok(stale)
}

fn enabled(ws: &Workspace) -> Result<Checkpoints, StartError> {
    store(ws).ok_or_else(|| {
        StartError::Usage("checkpoints are off here ([checkpoints] enabled = false): nub kept no file states".into())
    })
}

fn choice(session: Option<&str>) -> SessionChoice {
    match session {
        Some(query) => SessionChoice::Resume(query.to_owned()),
        None => SessionChoice::Continue,
    }
}

/// `nub diff`: the files the session (`None`: the latest) touched, between
/// `node`'s state (`None`: the session's start) and the disk.
pub fn diff(ws: &Workspace, session: Option<&str>, node: Option<&str>) -> Result<Diffed, StartError> {
    let checkpoints = enabled(ws)?;
    let store = ws.sessions();
    let id = match session {
        Some(query) => store.resolve(query)?,
        None => store.latest()?.ok_or_else(|| no_sessions(&store))?,
    };
    let (file, _) = store.open(&id)?;
    let from = node.map(|query| file.resolve_node(query)).transpose()?;
    Ok(checkpoints.diff(&file.session, from.as_ref())?)
}

/// `nub restore`: the files back to `node`'s state, recorded in the
/// session (its interrupted calls answered first, as on any resume).
pub fn restore(ws: &Workspace, session: Option<&str>, node: &str, force: bool) -> Result<Restored, StartError> {
    let checkpoints = enabled(ws)?;
    let store = ws.sessions();
    if session.is_none() && store.latest()?.is_none() {
        return Err(no_sessions(&store));
    }
    let (mut file, _) = open_session(&store, &ws.cwd, &choice(session), None)?;
    let target = file.resolve_node(node)?;
    Ok(checkpoints.restore(&mut file, &target, force)?)
}

/// `nub checkpoints`: the space the store takes.
pub fn usage(ws: &Workspace) -> Result<Option<Usage>, StartError> {
    let checkpoints = enabled(ws)?;
    if !checkpoints.dir().exists() {
        return Ok(None);
    }
    Ok(Some(checkpoints.usage()?))
}

/// `nub checkpoints prune`: drops the change sets of sessions not written
/// for `older_than_days` (`None`: of deleted sessions only; `Some(0)`:
/// every session's), then every blob nothing names.
pub fn prune(ws: &Workspace, older_than_days: Option<u32>) -> Result<Pruned, StartError> {
    let checkpoints = enabled(ws)?;
    if !checkpoints.dir().exists() {
        return Ok(Pruned::default());
    }
    let stale = stale_sessions(ws, &checkpoints, older_than_days.map(days))?;
    Ok(checkpoints.prune(&|id| stale.contains(id))?)
}

fn no_sessions(store: &Store) -> StartError {
    StartError::Usage(format!("no sessions yet in {}; start one with nub -p \"…\"", store.dir().display()))
}
