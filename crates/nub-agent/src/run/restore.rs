//! `Input::Restore` and `Input::Undo`: the files put back to a node's
//! state by the checkpoint store, reported as a run of its own so a client
//! knows when it is over and whether it worked.

use nub_session::checkpoint::{ChangeKind, RestoreError};

use super::Run;
use crate::control::Control;
use crate::event::{FailureKind, FileRestore, Outcome, RestoredFile, UiEvent};

impl Run<'_> {
    /// `node`: a node's id (or a unique part of it); `None`: before the last
    /// prompt whose run changed the files.
    pub(super) async fn restore(&mut self, node: Option<String>, force: bool, control: &mut Control<'_>) -> Outcome {
        let forced = if force { " --force" } else { "" };
        let prompt = match &node {
            Some(node) => format!("/restore {node}{forced}"),
            None => format!("/undo{forced}"),
        };
        control.emit(UiEvent::RunStart { session: self.session.session.id.to_string(), prompt }).await;
        let failed = |message: String| Outcome::Failed { kind: FailureKind::Restore, message };
        let Some(checkpoints) = self.config.checkpoints.clone() else {
            return failed(
                "checkpoints are off ([checkpoints] enabled = false): nub kept no file states to restore".into(),
            );
        };
        let target = match node {
            Some(query) => match self.session.resolve_node(&query) {
                Ok(target) => target,
                Err(error) => return failed(error.to_string()),
            },
            None => match checkpoints.undo_target(self.session) {
                Ok(Some(target)) => target,
                Ok(None) => {
                    let message = "nothing to undo: no earlier prompt of this conversation left the files otherwise";
                    control.emit(UiEvent::Warning { message: message.into() }).await;
                    return Outcome::Completed;
                }
                Err(error) => return failed(error.to_string()),
            },
        };
        match checkpoints.restore(self.session, &target, force) {
            Ok(restored) => {
                let files = restored
                    .files
                    .iter()
                    .map(|file| RestoredFile {
                        path: file.path.clone(),
                        change: match file.kind() {
                            ChangeKind::Created => FileRestore::Recreated,
                            ChangeKind::Deleted => FileRestore::Deleted,
                            ChangeKind::Modified => FileRestore::Restored,
                        },
                    })
                    .collect();
                let mut notes = restored.notes;
                notes.extend(restored.failed.iter().map(|(path, why)| format!("{path}: not restored: {why}")));
                let node = restored.node.map(|n| n.to_string());
                control.emit(UiEvent::Restored { target: target.to_string(), node, files, notes }).await;
                Outcome::Completed
            }
            Err(error @ RestoreError::Conflicts(_)) => failed(format!("{error}; forcing the restore overwrites them")),
            Err(error) => failed(error.to_string()),
        }
    }
}
