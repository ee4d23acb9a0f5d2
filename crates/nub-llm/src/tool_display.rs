//! How a tool call is shown to people — its kind, what it works on, the file
//! it touches — computed once by the tool from its input and carried on the
//! loop's events, so no front end, export or summary re-derives it from the
//! tool's name.
//!
//! It lives here, beside `Block::ToolUse`, because the session's exports
//! (`nub-session`) show stored calls too and sit below the tools.

use serde::{Deserialize, Serialize};
use serde_json::Value;

/// What kind of work a call does: an editor's icon, the ledger's bookkeeping.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum ToolKind {
    /// Reads a file or other text (`read`, `read_skill`).
    Read,
    /// Changes a file (`write`, `edit`).
    Edit,
    /// Looks for files or text (`glob`, `grep`).
    Search,
    /// Runs a command (`bash`).
    Execute,
    /// Keeps the model's own notes (`todo`).
    Think,
    /// Anything else (MCP tools and the like).
    #[default]
    Other,
}

/// One call as people see it: `bash cargo test … (+2 lines)`, `read src/main.rs`.
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct ToolDisplay {
    pub kind: ToolKind,
    /// What the call works on, in one line: a path, a command's first line,
    /// a pattern. Empty when there is nothing to say. Unsanitized: it comes
    /// from the model, so a front end cleans it for its medium.
    pub subject: String,
    /// Lines of the subject beyond the first (a multi-line command).
    #[serde(default, skip_serializing_if = "is_zero")]
    pub more_lines: usize,
    /// The file the call is about, as the model gave it (relative to the
    /// working directory), when it has one.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub path: Option<String>,
    /// The first line it reads, when it starts past the top.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub line: Option<u32>,
}

fn is_zero(n: &usize) -> bool {
    *n == 0
}

/// A subject's first line is cut here.
const SUBJECT_CHARS: usize = 200;

impl ToolDisplay {
    /// A display of `kind` about `subject` (its first line; the rest counted).
    pub fn new(kind: ToolKind, subject: &str) -> Self {
        let mut lines = subject.trim_end().lines();
        let first = lines.next().unwrap_or_default();
        let first = match first.char_indices().nth(SUBJECT_CHARS) {
            Some((cut, _)) => format!("{}…", &first[..cut]),
            None => first.to_owned(),
        };
        ToolDisplay { kind, subject: first, more_lines: lines.count(), path: None, line: None }
    }

    /// A display about a file.
    pub fn file(kind: ToolKind, path: &str) -> Self {
        ToolDisplay { path: Some(path.to_owned()), ..ToolDisplay::new(kind, path) }
    }

    /// What a tool nub knows nothing about shows: the argument that most
    /// likely says what it works on, else the input as compact JSON.
    pub fn generic(input: &Value) -> Self {
        const KEYS: [&str; 7] = ["path", "file_path", "command", "pattern", "query", "url", "name"];
        if let Some(found) = KEYS.iter().find_map(|key| input.get(key).and_then(Value::as_str)) {
            return ToolDisplay::new(ToolKind::Other, found);
        }
        let compact = input.to_string();
        let subject = if compact == "{}" || compact == "null" { String::new() } else { compact };
        ToolDisplay::new(ToolKind::Other, &subject)
    }

    /// `subject` plus ` … (+N lines)` when there is more.
    pub fn subject_line(&self) -> String {
        match self.more_lines {
            0 => self.subject.clone(),
            1 => format!("{} … (+1 line)", self.subject),
            n => format!("{} … (+{n} lines)", self.subject),
        }
    }

    /// `tool subject … (+N lines)`: a call in one line.
    pub fn title(&self, tool: &str) -> String {
        let subject = self.subject_line();
        if subject.is_empty() { tool.to_owned() } else { format!("{tool} {subject}") }
    }
}

#[cfg(test)]
mod tests {
    use serde_json::json;

    use super::*;

    #[test]
    fn a_multi_line_subject_shows_its_first_line_and_a_count() {
        let display = ToolDisplay::new(ToolKind::Execute, "touch X #\n\n\necho 'harmless'\n");
        assert_eq!(display.subject, "touch X #");
        assert_eq!(display.more_lines, 3);
        assert_eq!(display.title("bash"), "bash touch X # … (+3 lines)");
        let long = "x".repeat(500);
        assert_eq!(ToolDisplay::new(ToolKind::Execute, &long).subject.chars().count(), SUBJECT_CHARS + 1);
    }

    #[test]
    fn an_unknown_tool_shows_its_most_telling_argument() {
        assert_eq!(ToolDisplay::generic(&json!({"query": "rust", "n": 3})).subject, "rust");
        assert_eq!(ToolDisplay::generic(&json!({"n": 3})).subject, r#"{"n":3}"#);
        assert_eq!(ToolDisplay::generic(&json!({})).title("ping"), "ping");
    }

    #[test]
    fn it_round_trips_without_empty_fields() {
        let display = ToolDisplay::file(ToolKind::Read, "a.rs");
        let json = serde_json::to_value(&display).unwrap();
        assert_eq!(json, json!({"kind": "read", "subject": "a.rs", "path": "a.rs"}));
        assert_eq!(serde_json::from_value::<ToolDisplay>(json).unwrap(), display);
    }
}
