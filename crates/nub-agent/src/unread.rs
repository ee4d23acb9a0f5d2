//! An `edit` of a file the model has not seen in this session is refused
//! with the file's text around the target. A small model renamed `add` to
//! `subtract` in calc.py without ever reading it; shown the text, it edits
//! what is there. "Seen" is: read, written or edited with success, attached
//! by an `@` mention, or listed in a compaction's ledger. The refusal itself
//! shows the text, so the next edit of that file goes ahead.

use std::collections::HashSet;
use std::path::PathBuf;

use nub_llm::{Block, Message, Role};
use nub_tools::{Access, ToolEnv, ToolKind, ToolRegistry, ToolResult, resolve_path};
use serde_json::Value;

use crate::compact::ledger::{FENCE, Ledger};

/// The refusal's last words: the same edit, sent again, is now made (the
/// file counts as seen), so it is no call that failed for good.
pub(crate) const SEND_AGAIN: &str = "send the edit again";

/// A file of at most this many lines is shown whole.
const WHOLE_FILE_LINES: usize = 80;
/// Lines shown before and after the target in a longer file.
const AROUND: usize = 15;

#[derive(Debug, Default)]
pub(crate) struct SeenFiles {
    paths: HashSet<PathBuf>,
}

impl SeenFiles {
    /// The files seen in `messages` (the session so far, oldest first).
    pub fn of(messages: &[&Message], tools: &ToolRegistry, env: &ToolEnv) -> SeenFiles {
        let mut ledger = Ledger::default();
        let mut seen = SeenFiles::default();
        // An attachment names its file from the repository root.
        let from_root = ToolEnv { cwd: env.repo_root.clone(), ..env.clone() };
        for message in messages {
            for block in &message.content {
                let Block::Text { text, .. } = block else { continue };
                if message.role != Role::User {
                    continue;
                }
                if let Some(attachment) = nub_llm::attachment::parse(text) {
                    seen.note(attachment.path, &from_root);
                } else if text.contains(FENCE)
                    && let Some(summary) = Ledger::parse(text)
                {
                    ledger.files.extend(summary.files);
                }
            }
        }
        ledger.record(messages, tools);
        for (path, _) in &ledger.files {
            seen.note(path, env);
        }
        seen
    }

    /// The files seen, as resolved paths.
    pub fn paths(&self) -> impl Iterator<Item = &std::path::Path> {
        self.paths.iter().map(PathBuf::as_path)
    }

    fn note(&mut self, path: &str, env: &ToolEnv) {
        if let Ok(path) = resolve_path(env, path, Access::Read) {
            self.paths.insert(path);
        }
    }

    /// After a call ran: a successful read, write or edit makes its file seen.
    pub fn after(&mut self, tools: &ToolRegistry, name: &str, input: &Value, result: &ToolResult, env: &ToolEnv) {
        let display = tools.display(name, input);
        if !result.is_error
            && matches!(display.kind, ToolKind::Read | ToolKind::Edit)
            && let Some(path) = display.path.as_deref()
        {
            self.note(path, env);
        }
    }

    /// Before a call runs: the refusal of an `edit` of an existing file not
    /// seen yet, with its text around `old_string`. The file counts as
    /// seen from then on.
    pub fn refusal(&mut self, name: &str, input: &Value, env: &ToolEnv) -> Option<ToolResult> {
        if name != "edit" {
            return None;
        }
        let raw = input.get("path").and_then(Value::as_str)?;
        let path = resolve_path(env, raw, Access::Write).ok()?;
        if self.paths.contains(&path) {
            return None;
        }
        let bytes = nub_tools::files::read(env.files.as_deref(), &env.repo_root, &path).ok()?;
        let text = String::from_utf8(bytes).ok()?;
        self.paths.insert(path);
        let old = input.get("old_string").and_then(Value::as_str).unwrap_or_default();
        Some(ToolResult::error(format!(
            "{raw} has not been read in this session, so this edit was not made: an edit must start from the file's current text. {}\nCopy old_string from these lines (without the line numbers) and {SEND_AGAIN}.",
            around(&text, old)
        )))
    }
}

/// The file whole when it is short, else the lines around the first line of
/// `old` (or its start), numbered as `read` numbers them.
fn around(text: &str, old: &str) -> String {
    let lines: Vec<&str> = text.lines().collect();
    let (from, to) = if lines.len() <= WHOLE_FILE_LINES {
        (0, lines.len())
    } else {
        let first = old.lines().map(str::trim).find(|line| !line.is_empty()).unwrap_or_default();
        let at = lines.iter().position(|line| !first.is_empty() && line.contains(first)).unwrap_or(0);
        (at.saturating_sub(AROUND), (at + AROUND + 1).min(lines.len()))
    };
    let mut out = if (from, to) == (0, lines.len()) {
        format!("Its text ({} lines):\n", lines.len())
    } else {
        format!("Lines {}-{to} of {}:\n", from + 1, lines.len())
    };
    for (index, line) in lines[from..to].iter().enumerate() {
        out.push_str(&format!("{:>6}\t{line}\n", from + index + 1));
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_long_file_is_shown_around_the_target() {
        let text: String = (1..=200).map(|n| format!("line {n}\n")).collect();
        let shown = around(&text, "line 100\nline 101");
        assert!(shown.starts_with("Lines 85-115 of 200:\n    85\tline 85\n"), "{shown}");
        assert!(shown.ends_with("   115\tline 115\n"), "{shown}");
        assert_eq!(around("a\nb\n", "zzz"), "Its text (2 lines):\n     1\ta\n     2\tb\n");
    }
}
