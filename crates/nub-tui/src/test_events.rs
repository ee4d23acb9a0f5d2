//! Loop events for the TUI's tests, made the way the loop makes them: the
//! display and the question's preview come from the tools themselves.

use nub_agent::UiEvent;
use nub_tools::{ToolEnv, ToolRegistry, ToolView};
use serde_json::Value;

pub fn start(id: &str, name: &str, input: Value) -> UiEvent {
    let display = ToolRegistry::builtin().display(name, &input);
    UiEvent::ToolStart { id: id.into(), name: name.into(), input, display }
}

pub fn end(id: &str, name: &str, input: &Value, is_error: bool, duration_ms: u64, view: ToolView) -> UiEvent {
    let display = ToolRegistry::builtin().display(name, input);
    UiEvent::ToolEnd { id: id.into(), name: name.into(), is_error, duration_ms, summary: String::new(), view, display }
}

/// A question about a call, its preview computed against `env` (the
/// current directory when `None`).
pub fn ask(id: &str, tool: &str, input: Value, env: Option<&ToolEnv>) -> UiEvent {
    let registry = ToolRegistry::builtin();
    let here = ToolEnv::new(".", ".");
    let preview = registry.preview(tool, &input, env.unwrap_or(&here));
    UiEvent::PermissionAsk {
        id: id.into(),
        tool: tool.into(),
        reason: format!("{tool} asks before it runs"),
        display: registry.display(tool, &input),
        input,
        preview,
    }
}
