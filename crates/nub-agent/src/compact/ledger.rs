//! The task ledger: what a compaction must never lose, computed from the
//! messages without the model, so it survives a bad or failed summary.
//!
//! It lists the user's requests, the files read, created and modified (from
//! the `read`, `write` and `edit` calls that succeeded), the current todo
//! list (the last `todo` call) and the last failing command with its error
//! line. It is stored in the summary text as a fenced `nub-ledger` block of
//! `key: value` lines — readable by the model, and parsed back by the next
//! compaction, which continues it: compactions chain.

use std::borrow::Cow;
use std::collections::HashMap;
use std::fmt::Write;

use nub_llm::{Block, Message, Role};
use nub_tools::{ToolDisplay, ToolKind, ToolRegistry};
use serde_json::Value;

pub const FENCE: &str = "```nub-ledger";

const FIRST_REQUEST_CHARS: usize = 600;
const REQUEST_CHARS: usize = 300;
const RECENT_REQUESTS: usize = 5;
const READ_FILES: usize = 40;
const CHANGED_FILES: usize = 80;
const LINE_CHARS: usize = 240;

#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord)]
pub enum FileState {
    Read,
    Created,
    Modified,
}

impl FileState {
    fn key(self) -> &'static str {
        match self {
            FileState::Read => "read",
            FileState::Created => "created",
            FileState::Modified => "modified",
        }
    }
}

#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Todo {
    /// `pending`, `in_progress` or `done`, as the `todo` tool takes them.
    pub status: String,
    pub content: String,
}

#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Failure {
    pub command: String,
    /// `exit code 101`, `timed out …`: the tool's own words.
    pub outcome: String,
    pub error_line: String,
}

#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct Ledger {
    pub first_request: Option<String>,
    /// Later user messages, oldest first, at most a few.
    pub requests: Vec<String>,
    /// Ordered by last touch, oldest first.
    pub files: Vec<(String, FileState)>,
    pub todos: Vec<Todo>,
    pub last_failure: Option<Failure>,
}

impl Ledger {
    /// Continues this ledger with `messages` (oldest first).
    pub fn record(&mut self, messages: &[&Message], tools: &ToolRegistry) {
        let mut calls: HashMap<&str, (ToolDisplay, &Value)> = HashMap::new();
        for message in messages {
            for block in &message.content {
                match block {
                    Block::Text { text, .. }
                        if message.role == Role::User
                            && !text.trim().is_empty()
                            && nub_llm::attachment::parse(text).is_none() =>
                    {
                        self.request(text);
                    }
                    Block::ToolUse { id, name, input } => {
                        calls.insert(id.as_str(), (tools.display(name, input), input));
                    }
                    Block::ToolResult { tool_use_id, content, is_error } => {
                        if let Some((display, input)) = calls.get(tool_use_id.as_str()) {
                            self.tool_result(display, input, content, *is_error);
                        }
                    }
                    Block::Text { .. } | Block::Thinking { .. } | Block::Image { .. } => {}
                }
            }
        }
    }

    fn request(&mut self, text: &str) {
        if self.first_request.is_none() {
            self.first_request = Some(one_line(text, FIRST_REQUEST_CHARS));
            return;
        }
        self.requests.push(one_line(text, REQUEST_CHARS));
        if self.requests.len() > RECENT_REQUESTS {
            self.requests.remove(0);
        }
    }

    fn tool_result(&mut self, display: &ToolDisplay, input: &Value, content: &[Block], is_error: bool) {
        let path = display.path.as_deref().filter(|p| !p.is_empty());
        match (display.kind, path) {
            (ToolKind::Read, Some(path)) if !is_error => self.touch(path, FileState::Read),
            (ToolKind::Edit, Some(path)) if !is_error => {
                let output = result_text(content);
                if output.contains(" unchanged: ") {
                    return;
                }
                let state = if output.starts_with("created ") { FileState::Created } else { FileState::Modified };
                self.touch(path, state);
            }
            (ToolKind::Think, _) if !is_error => {
                let items = input.get("items").and_then(Value::as_array).map(Vec::as_slice).unwrap_or_default();
                self.todos = items
                    .iter()
                    .map(|item| Todo {
                        status: item.get("status").and_then(Value::as_str).unwrap_or("pending").to_owned(),
                        content: one_line(item.get("content").and_then(Value::as_str).unwrap_or_default(), LINE_CHARS),
                    })
                    .collect();
            }
            (ToolKind::Execute, _) => {
                let command = one_line(&display.subject_line(), LINE_CHARS);
                match failure_of(&result_text(content), is_error) {
                    Some((outcome, error_line)) => self.last_failure = Some(Failure { command, outcome, error_line }),
                    // The same command passing again resolves its failure.
                    None if self.last_failure.as_ref().is_some_and(|f| f.command == command) => {
                        self.last_failure = None;
                    }
                    None => {}
                }
            }
            _ => {}
        }
    }

    /// A file's newest state moves it to the end; creating then editing a
    /// file still leaves it "created" — new in this session.
    fn touch(&mut self, path: &str, state: FileState) {
        let previous = self.files.iter().position(|(p, _)| p == path).map(|at| self.files.remove(at).1);
        let state = match (previous, state) {
            (Some(FileState::Created), _) => FileState::Created,
            (Some(FileState::Modified), FileState::Read) => FileState::Modified,
            (_, state) => state,
        };
        self.files.push((path.to_owned(), state));
    }

    /// The fenced block stored in a summary.
    pub fn render(&self) -> String {
        let mut out = format!("{FENCE}\n");
        if let Some(first) = &self.first_request {
            let _ = writeln!(out, "first request: {first}");
        }
        for request in &self.requests {
            let _ = writeln!(out, "request: {request}");
        }
        for (state, cap) in
            [(FileState::Created, CHANGED_FILES), (FileState::Modified, CHANGED_FILES), (FileState::Read, READ_FILES)]
        {
            let files: Vec<&String> = self.files.iter().filter(|(_, s)| *s == state).map(|(p, _)| p).collect();
            // The most recently touched are kept when there are too many.
            for path in &files[files.len().saturating_sub(cap)..] {
                let _ = writeln!(out, "{}: {path}", state.key());
            }
        }
        for todo in &self.todos {
            let _ = writeln!(out, "todo: [{}] {}", todo.status, todo.content);
        }
        if let Some(failure) = &self.last_failure {
            let _ = writeln!(out, "failed: {} → {}", failure.command, failure.outcome);
            if !failure.error_line.is_empty() {
                let _ = writeln!(out, "error: {}", failure.error_line);
            }
        }
        out.push_str("```\n");
        out
    }

    /// The ledger stored in a summary text, if it has one.
    pub fn parse(summary: &str) -> Option<Ledger> {
        let start = summary.find(&format!("{FENCE}\n"))? + FENCE.len() + 1;
        let mut ledger = Ledger::default();
        for line in summary[start..].lines().take_while(|l| l.trim_end() != "```") {
            let Some((key, value)) = line.split_once(": ") else { continue };
            let value = value.to_owned();
            match key {
                "first request" => ledger.first_request = Some(value),
                "request" => ledger.requests.push(value),
                "read" => ledger.files.push((value, FileState::Read)),
                "created" => ledger.files.push((value, FileState::Created)),
                "modified" => ledger.files.push((value, FileState::Modified)),
                "todo" => {
                    let (status, content) = value
                        .strip_prefix('[')
                        .and_then(|rest| rest.split_once("] "))
                        .map_or(("pending".to_owned(), value.clone()), |(s, c)| (s.to_owned(), c.to_owned()));
                    ledger.todos.push(Todo { status, content });
                }
                "failed" => {
                    let (command, outcome) = value.rsplit_once(" → ").unwrap_or((&value, ""));
                    ledger.last_failure = Some(Failure {
                        command: command.to_owned(),
                        outcome: outcome.to_owned(),
                        error_line: String::new(),
                    });
                }
                "error" => {
                    if let Some(failure) = &mut ledger.last_failure {
                        failure.error_line = value;
                    }
                }
                // A key from a newer nub: ignored, not an error.
                _ => {}
            }
        }
        Some(ledger)
    }
}

/// The text blocks of a tool result, joined; borrowed in the usual case of one.
pub fn result_text(content: &[Block]) -> Cow<'_, str> {
    if let [Block::Text { text, .. }] = content {
        return Cow::Borrowed(text);
    }
    let mut text = String::new();
    for block in content {
        if let Block::Text { text: part, .. } = block {
            if !text.is_empty() {
                text.push('\n');
            }
            text.push_str(part);
        }
    }
    Cow::Owned(text)
}

/// The outcome marker the bash tool ends its output with: `[exit code 101]`.
pub fn bash_outcome(output: &str) -> Option<&str> {
    let last = output.trim_end().rsplit('\n').next()?.trim_end_matches('\r');
    last.strip_prefix('[')?.strip_suffix(']')
}

/// `(outcome, error line)` when a bash result is a failure.
fn failure_of(output: &str, is_error: bool) -> Option<(String, String)> {
    let outcome = bash_outcome(output);
    let failed = is_error || outcome.is_some_and(|o| o != "exit code 0");
    if !failed {
        return None;
    }
    let body: Vec<&str> = output.trim_end().lines().filter(|l| !l.trim().is_empty()).collect();
    let body = if outcome.is_some() { &body[..body.len().saturating_sub(1)] } else { &body[..] };
    // The first line that says what went wrong, else the last thing printed.
    let error_line = body
        .iter()
        .find(|l| {
            let lower = l.to_ascii_lowercase();
            ["error", "panicked", "failed", "fatal", "exception", "not found"].iter().any(|m| lower.contains(m))
        })
        .or(body.last())
        .map(|l| one_line(l, LINE_CHARS))
        .unwrap_or_default();
    Some((outcome.unwrap_or("failed").to_owned(), error_line))
}

/// `text` on one line, clipped to `max` characters. Never three backticks
/// in a row either, so a value cannot end the fenced block.
pub fn one_line(text: &str, max: usize) -> String {
    let line = text.split_whitespace().collect::<Vec<_>>().join(" ").replace("```", "'''");
    match line.char_indices().nth(max) {
        Some((cut, _)) => format!("{}…", &line[..cut]),
        None => line,
    }
}

#[cfg(test)]
mod tests {
    use serde_json::json;

    use super::*;

    fn exchange(id: &str, name: &str, input: Value, output: &str, is_error: bool) -> [Message; 2] {
        [
            Message {
                role: Role::Assistant,
                content: vec![Block::ToolUse { id: id.into(), name: name.into(), input }],
            },
            Message {
                role: Role::User,
                content: vec![Block::ToolResult {
                    tool_use_id: id.into(),
                    content: vec![Block::text(output)],
                    is_error,
                }],
            },
        ]
    }

    #[test]
    fn files_todos_and_failures_come_from_tool_calls() {
        let mut messages = vec![Message::user("Fix the parser\n\nplease")];
        messages.extend(exchange("1", "read", json!({"path": "src/a.rs"}), "1\tfn a() {}", false));
        messages.extend(exchange(
            "2",
            "write",
            json!({"path": "src/new.rs", "content": "x"}),
            "created src/new.rs (1 line)",
            false,
        ));
        messages.extend(exchange("3", "edit", json!({"path": "src/new.rs"}), "edited src/new.rs: +1 -1", false));
        messages.extend(exchange("4", "edit", json!({"path": "src/b.rs"}), "edited src/b.rs: +1 -1", false));
        messages.extend(exchange("5", "edit", json!({"path": "src/c.rs"}), "old_string was not found", true));
        messages.extend(exchange(
            "6",
            "todo",
            json!({"items": [{"content": "parser", "status": "done"}, {"content": "tests", "status": "in_progress"}]}),
            "ok",
            false,
        ));
        messages.extend(exchange(
            "7",
            "bash",
            json!({"command": "cargo test"}),
            "running 3 tests\nthread 'x' panicked at src/a.rs:3:5\ntest result: FAILED\n[exit code 101]",
            false,
        ));
        messages.extend(exchange("8", "bash", json!({"command": "ls"}), "a\n[exit code 0]", false));
        messages.push(Message::user("also add docs"));
        let refs: Vec<&Message> = messages.iter().collect();
        let mut ledger = Ledger::default();
        ledger.record(&refs, &ToolRegistry::builtin());
        assert_eq!(ledger.first_request.as_deref(), Some("Fix the parser please"));
        assert_eq!(ledger.requests, ["also add docs"]);
        assert_eq!(
            ledger.files,
            [
                ("src/a.rs".into(), FileState::Read),
                ("src/new.rs".into(), FileState::Created),
                ("src/b.rs".into(), FileState::Modified)
            ]
        );
        assert_eq!(ledger.todos.len(), 2);
        let failure = ledger.last_failure.clone().unwrap();
        assert_eq!(failure.outcome, "exit code 101");
        assert_eq!(failure.error_line, "thread 'x' panicked at src/a.rs:3:5");

        let text = format!("summary text\n\n{}", ledger.render());
        let mut parsed = Ledger::parse(&text).unwrap();
        // Rendered grouped by state: the order within a group survives.
        parsed.files.sort();
        let mut files = ledger.files.clone();
        files.sort();
        assert_eq!(parsed.files, files);
        assert_eq!(Ledger { files: ledger.files.clone(), ..parsed }, ledger);

        // The next compaction continues it; passing again resolves the failure.
        let later = exchange("9", "bash", json!({"command": "cargo test"}), "ok\n[exit code 0]", false);
        let mut next = Ledger::parse(&text).unwrap();
        next.record(&later.iter().collect::<Vec<_>>(), &ToolRegistry::builtin());
        assert_eq!(next.last_failure, None);
        assert_eq!(next.first_request, ledger.first_request);
    }

    #[test]
    fn values_cannot_break_the_fence() {
        let mut ledger = Ledger::default();
        ledger.record(&[&Message::user("run this:\n```\nls\n```\n")], &ToolRegistry::builtin());
        let text = ledger.render();
        assert_eq!(text.matches("```").count(), 2, "{text}");
        assert_eq!(Ledger::parse(&text), Some(ledger));
        assert_eq!(Ledger::parse("no ledger here"), None);
    }
}
