//! `nub diff`, `nub restore` and `nub checkpoints`: the files the session
//! tree remembers, compared with the disk, put back, and accounted for.

use std::fmt::Write;
use std::time::SystemTime;

use nub_session::checkpoint::{ChangeKind, RestoreError, mib};

use crate::exit::Failure;
use crate::{cmd, ui};

pub fn diff(session: Option<&str>, node: Option<&str>, stat: bool) -> Result<(), Failure> {
    let ws = cmd::workspace()?;
    let diffed = nub_runtime::checkpoints::diff(&ws, session, node)?;
    for note in &diffed.notes {
        ui::error(note);
    }
    let from = node.map_or_else(|| "the session's start".to_owned(), |n| format!("node {n}"));
    let text = match (diffed.entries.is_empty(), stat) {
        (true, _) => format!("no differences: the files the session touched are as they were at {from}\n"),
        (false, true) => diffed.stat(),
        (false, false) => diffed.unified(),
    };
    ui::report(&text).map_err(Failure::error)
}

pub fn restore(session: Option<&str>, node: &str, force: bool) -> Result<(), Failure> {
    let ws = cmd::workspace()?;
    let restored = match nub_runtime::checkpoints::restore(&ws, session, node, force) {
        Ok(restored) => restored,
        Err(nub_runtime::StartError::Restore(RestoreError::Conflicts(files))) => {
            let them = if files.len() == 1 { "it" } else { "them" };
            let error = RestoreError::Conflicts(files);
            return Err(Failure::error(format!("{error}; nub restore --force {node} overwrites {them}")));
        }
        Err(error) => return Err(error.into()),
    };
    for note in &restored.notes {
        ui::error(note);
    }
    let mut out = String::new();
    if restored.files.is_empty() {
        let _ = writeln!(out, "nothing to restore: the files the session touched are as they were at node {node}");
    } else {
        let _ = writeln!(out, "restored the files to their state at node {node}:");
        for file in &restored.files {
            let what = match file.kind() {
                ChangeKind::Created => "recreated",
                ChangeKind::Deleted => "deleted",
                ChangeKind::Modified => "restored",
            };
            let _ = writeln!(out, "  {what:<9} {}", file.path);
        }
        if let Some(undo) = &restored.undo {
            let _ = writeln!(out, "to undo it: nub restore {}", undo.short());
        }
    }
    for (path, why) in &restored.failed {
        ui::error(&format!("{path}: not restored: {why}"));
    }
    ui::report(&out).map_err(Failure::error)?;
    if restored.failed.is_empty() { Ok(()) } else { Err(Failure::error("")) }
}

pub fn checkpoints(prune: Option<Option<u32>>) -> Result<(), Failure> {
    let ws = cmd::workspace()?;
    if let Some(older_than) = prune {
        let pruned = nub_runtime::checkpoints::prune(&ws, older_than)?;
        for note in &pruned.notes {
            ui::error(note);
        }
        let text = format!(
            "dropped the checkpoints of {} session{} and {} blob{} ({})\n",
            pruned.sessions.len(),
            if pruned.sessions.len() == 1 { "" } else { "s" },
            pruned.objects,
            if pruned.objects == 1 { "" } else { "s" },
            mib(pruned.bytes)
        );
        return ui::report(&text).map_err(Failure::error);
    }
    let Some(usage) = nub_runtime::checkpoints::usage(&ws)? else {
        return ui::report("no checkpoints yet: nub takes them around the first tool call that may write\n")
            .map_err(Failure::error);
    };
    let mut out = format!(
        "{} in {} blobs under {}\n  the workspace as nub last saw it: {} files, {} (shared by every session)\n",
        mib(usage.bytes),
        usage.objects,
        ws.repo_root.join(".nub/checkpoints").display(),
        usage.baseline_files,
        mib(usage.baseline_bytes)
    );
    if !usage.sessions.is_empty() {
        let _ = writeln!(
            out,
            "\n{:<8}  {:<13}  {:>7}  {:>6}  {:>10}",
            "SESSION", "CHANGED", "CALLS", "FILES", "ONLY ITS OWN"
        );
        let now = SystemTime::now();
        for session in &usage.sessions {
            let age = session.modified.map_or_else(|| "?".to_owned(), |t| ui::sessions::ago(now, t));
            let _ = writeln!(
                out,
                "{:<8}  {:<13}  {:>7}  {:>6}  {:>10}",
                session.session.short(),
                age,
                session.changes,
                session.files,
                mib(session.own_bytes)
            );
        }
    }
    let _ = writeln!(
        out,
        "\nnub checkpoints prune drops the data of deleted sessions; --older-than DAYS also of idle ones ([checkpoints] keep_days does it at start)"
    );
    ui::report(&out).map_err(Failure::error)
}
