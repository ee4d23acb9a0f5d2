//! What an editor is shown: nub's tool calls, tool views and stored
//! messages as ACP `session/update` payloads. Pure mapping, no I/O, so the
//! live fold (`run.rs`) and the replay of `session/load` show a tool the
//! same way.

use std::path::{Component, Path, PathBuf};

use agent_client_protocol::v1::schema::{
    ContentBlock, ContentChunk, Diff, ImageContent, Plan, PlanEntry, PlanEntryPriority, PlanEntryStatus, SessionUpdate,
    TextContent, ToolCall, ToolCallContent, ToolCallLocation, ToolCallStatus, ToolCallUpdate, ToolCallUpdateFields,
    ToolKind,
};
use nub_llm::{Block, Message, Role};
use nub_tools::{TodoItem, TodoStatus, ToolDisplay, ToolRegistry, ToolView};
use serde_json::Value;

pub fn text(text: impl Into<String>) -> ContentBlock {
    ContentBlock::Text(TextContent::new(text.into()))
}

pub fn agent_text(chunk: impl Into<String>) -> SessionUpdate {
    SessionUpdate::AgentMessageChunk(ContentChunk::new(text(chunk)))
}

/// What `/undo` did, as the answer's text.
pub fn restored(files: &[nub_agent::RestoredFile], notes: &[String]) -> String {
    use nub_agent::FileRestore;
    let mut out = if files.is_empty() {
        "The files already are as they were then.".to_owned()
    } else {
        let list: Vec<String> = files
            .iter()
            .map(|file| {
                let what = match file.change {
                    FileRestore::Restored => "restored",
                    FileRestore::Recreated => "recreated",
                    FileRestore::Deleted => "deleted",
                };
                format!("- `{}` {what}", file.path)
            })
            .collect();
        format!("Put the files back:\n{}", list.join("\n"))
    };
    for note in notes {
        out.push_str(&format!("\n\n{note}"));
    }
    out
}

pub fn agent_thought(chunk: impl Into<String>) -> SessionUpdate {
    SessionUpdate::AgentThoughtChunk(ContentChunk::new(text(chunk)))
}

pub fn user_text(chunk: impl Into<String>) -> SessionUpdate {
    SessionUpdate::UserMessageChunk(ContentChunk::new(text(chunk)))
}

/// The kind an editor files a tool under (its icon, whether it follows the
/// location), from the tool's own display.
pub fn kind(display: &ToolDisplay) -> ToolKind {
    match display.kind {
        nub_tools::ToolKind::Read => ToolKind::Read,
        nub_tools::ToolKind::Edit => ToolKind::Edit,
        nub_tools::ToolKind::Search => ToolKind::Search,
        nub_tools::ToolKind::Execute => ToolKind::Execute,
        nub_tools::ToolKind::Think => ToolKind::Think,
        nub_tools::ToolKind::Other => ToolKind::Other,
    }
}

fn field<'a>(input: &'a Value, name: &str) -> Option<&'a str> {
    input.get(name).and_then(Value::as_str)
}

/// A one-line title: the tool and what it works on (`read src/main.rs`,
/// `bash: cargo test …`).
pub fn title(tool: &str, display: &ToolDisplay) -> String {
    const MAX: usize = 80;
    let subject = match display.subject.char_indices().nth(MAX) {
        Some((cut, _)) => format!("{}…", &display.subject[..cut]),
        None if display.more_lines > 0 => format!("{} …", display.subject),
        None => display.subject.clone(),
    };
    match (display.kind, subject.is_empty()) {
        (_, true) => tool.to_owned(),
        (nub_tools::ToolKind::Execute, false) => format!("{tool}: {subject}"),
        (_, false) => format!("{tool} {subject}"),
    }
}

/// Where a file tool works, so an editor can follow along: the file (with
/// the first line read, when `read` was given an offset).
pub fn locations(display: &ToolDisplay, cwd: &Path) -> Vec<ToolCallLocation> {
    let Some(path) = display.path.as_deref().filter(|p| !p.is_empty()) else {
        return Vec::new();
    };
    let location = ToolCallLocation::new(absolute(cwd, path));
    vec![match display.line {
        Some(line) => location.line(line),
        None => location,
    }]
}

/// `path` (relative to `base`) as an absolute path without `.` and `..`,
/// as an editor expects it.
fn absolute(base: &Path, path: &str) -> PathBuf {
    let mut out = PathBuf::new();
    for part in base.join(path).components() {
        match part {
            Component::ParentDir => {
                out.pop();
            }
            Component::CurDir => {}
            other => out.push(other),
        }
    }
    out
}

/// Text in a Markdown code block whose fence no line of it can close.
pub fn fenced(text: &str) -> String {
    let mut longest = 0;
    let mut run = 0;
    for c in text.chars() {
        run = if c == '`' { run + 1 } else { 0 };
        longest = longest.max(run);
    }
    let fence = "`".repeat(longest.max(2) + 1);
    format!("{fence}\n{text}\n{fence}")
}

/// The `tool_call` that announces a call, before it runs.
pub fn tool_call(
    id: &str,
    tool: &str,
    input: &Value,
    display: &ToolDisplay,
    cwd: &Path,
    status: ToolCallStatus,
) -> ToolCall {
    ToolCall::new(id.to_owned(), title(tool, display))
        .kind(kind(display))
        .status(status)
        .locations(locations(display, cwd))
        .raw_input(input.clone())
}

pub fn status(id: &str, status: ToolCallStatus) -> SessionUpdate {
    SessionUpdate::ToolCallUpdate(ToolCallUpdate::new(id.to_owned(), ToolCallUpdateFields::new().status(status)))
}

/// The content of a finished call: a `diff` for a change to a file (built
/// from the call's input: its path, the replaced and the new text), the
/// text of the result otherwise.
pub fn finished_content(input: &Value, cwd: &Path, view: &ToolView, summary: &str) -> Vec<ToolCallContent> {
    match view {
        ToolView::Diff { path, .. } => {
            // The input's path is relative to the working directory (the
            // view's to the repository root).
            let path = absolute(cwd, field(input, "path").unwrap_or(path));
            // `write` replaces the whole file: its earlier text is gone, so
            // the diff shows the new file (no old text), as ACP does for one created.
            let diff = match field(input, "old_string") {
                Some(old) => Diff::new(path, field(input, "new_string").unwrap_or_default()).old_text(old.to_owned()),
                None => Diff::new(path, field(input, "content").unwrap_or_default()),
            };
            vec![ToolCallContent::Diff(diff)]
        }
        ToolView::Bash { output, exit_code, timed_out, cancelled, .. } => {
            let status = match (exit_code, timed_out, cancelled) {
                (_, true, _) => "timed out".to_owned(),
                (_, _, true) => "cancelled".to_owned(),
                (Some(code), _, _) => format!("exit code {code}"),
                (None, _, _) => "ended by a signal".to_owned(),
            };
            vec![content(format!("{}\n{status}", fenced(output.trim_end())))]
        }
        ToolView::Text { text } => vec![content(text.clone())],
        ToolView::Error { message } => vec![content(message.clone())],
        ToolView::File { .. }
        | ToolView::Image { .. }
        | ToolView::Glob { .. }
        | ToolView::Grep { .. }
        | ToolView::Todo { .. } => vec![content(summary.to_owned())],
    }
}

/// What a permission request shows of a call before it runs: the diff a
/// change to a file would make, the error it would end in, a command's
/// every line.
pub fn preview_content(input: &Value, cwd: &Path, preview: &ToolView) -> Vec<ToolCallContent> {
    match preview {
        ToolView::Diff { .. } => finished_content(input, cwd, preview, ""),
        ToolView::Error { message } => vec![content(format!("would fail: {message}"))],
        ToolView::Text { text } => vec![content(fenced(text))],
        other => vec![content(serde_json::to_string_pretty(other).unwrap_or_default())],
    }
}

pub fn content(body: String) -> ToolCallContent {
    ToolCallContent::from(text(body))
}

/// The todo list as the editor's plan.
pub fn plan(items: &[TodoItem]) -> SessionUpdate {
    let entries = items
        .iter()
        .map(|item| {
            let status = match item.status {
                TodoStatus::Pending => PlanEntryStatus::Pending,
                TodoStatus::InProgress => PlanEntryStatus::InProgress,
                TodoStatus::Done => PlanEntryStatus::Completed,
            };
            PlanEntry::new(item.content.clone(), PlanEntryPriority::Medium, status)
        })
        .collect();
    SessionUpdate::Plan(Plan::new(entries))
}

/// The current path of a stored session as the updates that show it:
/// prompts, answers, thinking, and each tool call with its result.
pub fn replay(path: &[&Message], cwd: &Path, tools: &ToolRegistry) -> Vec<SessionUpdate> {
    let mut updates = Vec::new();
    let mut calls: Vec<(String, ToolDisplay, Value)> = Vec::new();
    for message in path {
        for block in &message.content {
            match (block, message.role) {
                (Block::Text { text, .. }, Role::User) => match nub_llm::attachment::parse(text) {
                    Some(attached) => {
                        updates.push(user_text(format!("[attached {} ({})]", attached.path, attached.detail)))
                    }
                    None => updates.push(user_text(text.clone())),
                },
                (Block::Text { text, .. }, Role::Assistant) => updates.push(agent_text(text.clone())),
                (Block::Thinking { text, .. }, _) if !text.is_empty() => updates.push(agent_thought(text.clone())),
                (Block::Thinking { .. }, _) => {}
                (Block::ToolUse { id, name, input }, _) => {
                    let display = tools.display(name, input);
                    let call = tool_call(id, name, input, &display, cwd, ToolCallStatus::Pending);
                    updates.push(SessionUpdate::ToolCall(call));
                    calls.push((id.clone(), display, input.clone()));
                }
                (Block::ToolResult { tool_use_id, content: result, is_error }, _) => {
                    let body: Vec<&str> = result
                        .iter()
                        .filter_map(|b| match b {
                            Block::Text { text, .. } => Some(text.as_str()),
                            _ => None,
                        })
                        .collect();
                    let diff = calls.iter().find(|(id, ..)| id == tool_use_id).and_then(|(_, display, input)| {
                        let view = ToolView::Diff {
                            path: display.path.clone()?,
                            diff: String::new(),
                            added: 0,
                            removed: 0,
                            created: false,
                        };
                        (display.kind == nub_tools::ToolKind::Edit)
                            .then(|| finished_content(input, cwd, &view, ""))
                            .filter(|_| !is_error)
                    });
                    let status = if *is_error { ToolCallStatus::Failed } else { ToolCallStatus::Completed };
                    let fields = ToolCallUpdateFields::new()
                        .status(status)
                        .content(diff.unwrap_or_else(|| vec![content(body.join("\n"))]));
                    updates.push(SessionUpdate::ToolCallUpdate(ToolCallUpdate::new(tool_use_id.clone(), fields)));
                }
                (Block::Image { media_type, data }, Role::User) => {
                    let image = ImageContent::new(nub_llm::base64::encode(data), media_type.clone());
                    updates.push(SessionUpdate::UserMessageChunk(ContentChunk::new(ContentBlock::Image(image))));
                }
                (Block::Image { .. }, Role::Assistant) => updates.push(agent_text("[image]")),
            }
        }
    }
    updates
}

#[cfg(test)]
mod tests {
    use super::*;
    use serde_json::json;

    fn shown(tool: &str, input: Value) -> ToolDisplay {
        ToolRegistry::builtin().display(tool, &input)
    }

    #[test]
    fn titles_name_the_subject() {
        assert_eq!(title("bash", &shown("bash", json!({"command": "cargo test\nmore"}))), "bash: cargo test …");
        assert_eq!(title("read", &shown("read", json!({"path": "src/main.rs"}))), "read src/main.rs");
        assert_eq!(title("grep", &shown("grep", json!({"pattern": "fn main"}))), "grep fn main");
        assert_eq!(title("mcp__x__y", &shown("mcp__x__y", json!({}))), "mcp__x__y");
    }

    #[test]
    fn read_locations_carry_the_line() {
        let found = locations(&shown("read", json!({"path": "a.rs", "offset": 12})), Path::new("/r"));
        let value = serde_json::to_value(&found).unwrap();
        assert_eq!(value, json!([{"path": "/r/a.rs", "line": 12}]));
        assert!(locations(&shown("bash", json!({"command": "a"})), Path::new("/r")).is_empty());
    }

    #[test]
    fn paths_are_absolute_and_plain() {
        assert_eq!(absolute(Path::new("/r/sub"), "../a/./b.rs"), PathBuf::from("/r/a/b.rs"));
        assert_eq!(absolute(Path::new("/r"), "/etc/x"), PathBuf::from("/etc/x"));
    }

    #[test]
    fn a_fence_outlasts_the_backticks_inside() {
        assert_eq!(fenced("ls"), "```\nls\n```");
        assert_eq!(fenced("a ```` b"), "`````\na ```` b\n`````");
    }

    #[test]
    fn an_edit_becomes_a_diff_of_its_texts() {
        let view = ToolView::Diff { path: "a.rs".into(), diff: String::new(), added: 1, removed: 1, created: false };
        let input = json!({"path": "a.rs", "old_string": "x", "new_string": "y"});
        let value = serde_json::to_value(finished_content(&input, Path::new("/r"), &view, "")).unwrap();
        assert_eq!(value, json!([{"type": "diff", "path": "/r/a.rs", "oldText": "x", "newText": "y"}]));
    }

    #[test]
    fn replay_pairs_calls_with_results() {
        let path = [
            Message::user("hi"),
            Message {
                role: Role::Assistant,
                content: vec![Block::ToolUse { id: "c1".into(), name: "bash".into(), input: json!({"command": "ls"}) }],
            },
            Message {
                role: Role::User,
                content: vec![Block::ToolResult {
                    tool_use_id: "c1".into(),
                    content: vec![Block::text("a\nb")],
                    is_error: false,
                }],
            },
        ];
        let refs: Vec<&Message> = path.iter().collect();
        let kinds: Vec<String> = replay(&refs, Path::new("/r"), &ToolRegistry::builtin())
            .iter()
            .map(|u| serde_json::to_value(u).unwrap()["sessionUpdate"].as_str().unwrap().to_owned())
            .collect();
        assert_eq!(kinds, ["user_message_chunk", "tool_call", "tool_call_update"]);
    }
}
