//! What a prompt's run really did: the files its `write` and `edit` calls
//! changed, and the calls that failed. A small model stopped by the
//! repetition guard claimed "renamed in all files" while no file had
//! changed; the guard's last request now states both, and the run's end
//! carries the files so every front end can show the real effect.

use nub_tools::{ToolResult, ToolView};

use crate::event::ChangedFile;

/// Failed calls listed to the model at most.
const MAX_FAILURES: usize = 8;
/// Characters of a failure's first line quoted.
const FAILURE_CHARS: usize = 120;

#[derive(Debug, Default, Clone)]
pub(crate) struct Effect {
    pub changed: Vec<ChangedFile>,
    /// `edit config.json: old_string was not found…`, oldest first.
    pub failed: Vec<String>,
}

impl Effect {
    /// Takes in one call's result; `call` names it (`edit config.json`).
    pub fn record(&mut self, call: &str, result: &ToolResult) {
        // A write of a file's own text changed nothing.
        if let ToolView::Diff { path, added, removed, created, .. } = &result.view
            && (added + removed > 0 || *created)
        {
            match self.changed.iter_mut().find(|file| file.path == *path) {
                Some(file) => {
                    file.added += added;
                    file.removed += removed;
                }
                None => self.changed.push(ChangedFile {
                    path: path.clone(),
                    added: *added,
                    removed: *removed,
                    created: *created,
                }),
            }
        }
        if result.is_error && self.failed.len() < MAX_FAILURES {
            let first = result.for_model.lines().next().unwrap_or_default();
            let first: String = first.chars().take(FAILURE_CHARS).collect();
            self.failed.push(format!("{call}: {first}"));
        }
    }

    /// Takes in the files a subagent's calls changed.
    pub fn absorb(&mut self, changed: &[ChangedFile]) {
        for file in changed {
            match self.changed.iter_mut().find(|known| known.path == file.path) {
                Some(known) => {
                    known.added += file.added;
                    known.removed += file.removed;
                }
                None => self.changed.push(file.clone()),
            }
        }
    }

    /// For the guard's last request: what changed and what failed, plainly;
    /// `None` for a run that changed nothing and had nothing fail (a
    /// question answered from reads): there a tiny model answered with the
    /// note itself ("No file was changed in this run.") instead of the
    /// answer it had read.
    pub fn summary(&self) -> Option<String> {
        let failed: Vec<String> =
            self.failed.iter().filter(|f| !f.contains(": not run:")).map(|f| format!("- {f}")).collect();
        let changed = describe(&self.changed);
        if changed.is_none() && failed.is_empty() {
            return None;
        }
        let changed = match changed {
            Some(files) => format!("Files changed in this run: {files}."),
            None => "No file was changed in this run.".to_owned(),
        };
        if failed.is_empty() {
            return Some(changed);
        }
        Some(format!("{changed}\nCalls that failed:\n{}", failed.join("\n")))
    }
}

/// The one line a front end shows at the end of a prompt's run:
/// `changed: calc.py (+1 −1), util.py (+2 −2)` or `no files changed`.
pub fn changed_line(changed: &[ChangedFile]) -> String {
    match describe(changed) {
        Some(files) => format!("changed: {files}"),
        None => "no files changed".to_owned(),
    }
}

/// `calc.py (+1 −1), util.py (+2 −2)`, or None when nothing changed.
pub fn describe(changed: &[ChangedFile]) -> Option<String> {
    let files: Vec<String> = changed
        .iter()
        .filter(|file| file.added + file.removed > 0 || file.created)
        .map(|file| format!("{} (+{} −{})", file.path, file.added, file.removed))
        .collect();
    (!files.is_empty()).then(|| files.join(", "))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn diff(path: &str, added: usize, removed: usize) -> ToolResult {
        let view = ToolView::Diff { path: path.into(), diff: String::new(), added, removed, created: false };
        ToolResult::ok("edited", view)
    }

    #[test]
    fn changes_add_up_per_file_and_failures_are_named() {
        let mut effect = Effect::default();
        assert_eq!(effect.summary(), None, "a question answered from reads gets no note");
        effect
            .record("read a.py", &ToolResult::error("not run: the run was stopped because the same call was repeated"));
        assert_eq!(effect.summary(), None, "a call that never ran says nothing about the task");
        effect.record("edit missing.py", &ToolResult::error("missing.py does not exist"));
        assert_eq!(
            effect.summary().as_deref(),
            Some("No file was changed in this run.\nCalls that failed:\n- edit missing.py: missing.py does not exist")
        );
        let mut effect = Effect::default();
        effect.record("edit calc.py", &diff("calc.py", 1, 1));
        effect.record("edit util.py", &diff("util.py", 1, 1));
        effect.record("edit util.py", &diff("util.py", 1, 1));
        effect.record("edit config.json", &ToolResult::error("old_string was not found in config.json.\nmore"));
        assert_eq!(describe(&effect.changed).as_deref(), Some("calc.py (+1 −1), util.py (+2 −2)"));
        assert_eq!(
            effect.summary().as_deref(),
            Some(
                "Files changed in this run: calc.py (+1 −1), util.py (+2 −2).\nCalls that failed:\n- edit config.json: old_string was not found in config.json."
            )
        );
    }
}
