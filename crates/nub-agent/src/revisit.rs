//! Files that come back to a text they had earlier in the run: changes that
//! undo each other. A 1.5B model asked to add a field edited `new` to
//! `example`, wrote the file twice unchanged, read it, edited `example`
//! back to `new`, and so on for 29 calls until the time limit. The call-by-
//! call guard cannot see such a circle (it is eight calls long, and its
//! edits differ), but the file's text gives it away: after each change it is
//! one it already was.
//!
//! The second return of any file gets a note; the third ends the calls like
//! the repetition guard does (its tool-less last answer follows).

use std::collections::HashMap;
use std::hash::{DefaultHasher, Hash, Hasher};
use std::path::{Path, PathBuf};

use nub_tools::{ToolEnv, ToolRegistry, ToolResult, ToolView, Writes};
use serde_json::Value;

/// Returns to an earlier text that end the calls.
pub const STOP_AT: u32 = 3;

#[derive(Debug, PartialEq, Eq)]
pub enum Revisit {
    None,
    /// For the model, after the call's result.
    Note(String),
    /// The calls end (`STOP_AT` returns).
    Stop(String),
}

#[derive(Debug, Default)]
pub struct Revisits {
    /// Per file, the digests of the texts it had after each change, oldest first.
    texts: HashMap<PathBuf, Vec<u64>>,
    returns: u32,
}

impl Revisits {
    /// Takes in the files a finished call of `name` changed (a `write` or
    /// `edit` that succeeded: its view is a diff).
    pub async fn after(
        &mut self,
        tools: &ToolRegistry,
        name: &str,
        input: &Value,
        result: &ToolResult,
        env: &ToolEnv,
    ) -> Revisit {
        // An editor's buffers (ACP) are not read back: each read would be
        // one more request to the editor after every change.
        if result.is_error || !matches!(result.view, ToolView::Diff { .. }) || env.files.is_some() {
            return Revisit::None;
        }
        let Some(Writes::Files(paths)) = tools.get(name).map(|tool| tool.writes(input, env)) else {
            return Revisit::None;
        };
        // Off the async workers, as the tools read.
        let root = env.repo_root.clone();
        let texts = tokio::task::spawn_blocking(move || {
            let read = |path: PathBuf| nub_tools::files::read(None, &root, &path).ok().map(|text| (path, text));
            paths.into_iter().filter_map(read).collect::<Vec<_>>()
        })
        .await
        .unwrap_or_default();
        let mut verdict = Revisit::None;
        for (path, text) in texts {
            if self.changed(&path, &text) {
                let shown = nub_tools::display_path(env, &path);
                verdict = match self.returns {
                    0 | 1 => Revisit::None,
                    n if n < STOP_AT => Revisit::Note(format!(
                        "Note: {shown} is now exactly as it was a few calls ago: your changes undo each other. Settle on one version; if the task is done, stop calling tools and answer."
                    )),
                    _ => Revisit::Stop(format!(
                        "{shown} came back to an earlier text {STOP_AT} times: the changes undo each other; stopped. Rephrase the request or continue with nub -c."
                    )),
                };
            }
        }
        verdict
    }

    /// Records `path`'s text after a change; whether it is one the file had
    /// before (not counting the text it had just now: a write that changed
    /// nothing comes back to nothing).
    fn changed(&mut self, path: &Path, text: &[u8]) -> bool {
        let mut hasher = DefaultHasher::new();
        text.hash(&mut hasher);
        let digest = hasher.finish();
        let seen = self.texts.entry(path.to_owned()).or_default();
        if seen.last() == Some(&digest) {
            return false;
        }
        let back = seen.contains(&digest);
        seen.push(digest);
        if back {
            self.returns += 1;
        }
        back
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn only_a_return_to_an_earlier_text_counts_not_staying_the_same() {
        let mut revisits = Revisits::default();
        let a = Path::new("a.py");
        assert!(!revisits.changed(a, b"one"));
        assert!(!revisits.changed(a, b"one"), "unchanged is not a return");
        assert!(!revisits.changed(a, b"two"));
        assert!(!revisits.changed(Path::new("b.py"), b"one"), "another file's texts are its own");
        assert!(revisits.changed(a, b"one"));
        assert!(revisits.changed(a, b"two"));
        assert_eq!(revisits.returns, 2);
    }
}
