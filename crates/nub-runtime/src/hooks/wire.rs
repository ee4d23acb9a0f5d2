//! Claude Code's hook format, which nub speaks so that users' hook scripts
//! run unchanged: the JSON object a hook reads on stdin, and the JSON it
//! may print (`decision`, `hookSpecificOutput`).

use nub_agent::{HookEvent, HookSite};
use serde_json::{Map, Value, json};

/// Claude Code's name of a nub tool, where it has one.
pub(super) fn claude_tool_name(tool: &str) -> Option<&'static str> {
    Some(match tool {
        "bash" => "Bash",
        "edit" => "Edit",
        "write" => "Write",
        "read" => "Read",
        "glob" => "Glob",
        "grep" => "Grep",
        "task" => "Task",
        "todo" => "TodoWrite",
        "bash_output" => "BashOutput",
        "bash_kill" => "KillShell",
        _ => return None,
    })
}

/// Claude's name of the event (`hook_event_name`).
fn claude_event_name(event: &HookEvent) -> &'static str {
    nub_config::hooks::HOOK_EVENTS
        .iter()
        .find(|(name, _)| *name == event.name())
        .map_or("Unknown", |(_, claude)| claude)
}

/// The object on a hook's stdin. `claude`: the hook comes from Claude
/// Code's settings and is told Claude's tool names (nub's are in
/// `nub_tool_name`); nub's own hooks get nub's (Claude's in
/// `claude_tool_name`).
pub(super) fn input(event: &HookEvent, site: &HookSite, claude: bool) -> Value {
    let mut object = Map::new();
    object.insert("session_id".into(), json!(site.session_id));
    object.insert("transcript_path".into(), json!(site.transcript_path.display().to_string()));
    object.insert("cwd".into(), json!(site.cwd.display().to_string()));
    object.insert("hook_event_name".into(), json!(claude_event_name(event)));
    object.insert("nub_event".into(), json!(event.name()));
    let mut tool = |name: &str, input: &Value| {
        let claude_name = claude_tool_name(name);
        match (claude, claude_name) {
            (true, Some(claude_name)) => {
                object.insert("tool_name".into(), json!(claude_name));
                object.insert("nub_tool_name".into(), json!(name));
            }
            (false, Some(claude_name)) => {
                object.insert("tool_name".into(), json!(name));
                object.insert("claude_tool_name".into(), json!(claude_name));
            }
            (_, None) => {
                object.insert("tool_name".into(), json!(name));
            }
        }
        object.insert("tool_input".into(), with_aliases(input, &site.cwd));
    };
    match event {
        HookEvent::SessionStart { source } => {
            object.insert("source".into(), json!(source));
        }
        HookEvent::UserPromptSubmit { prompt } => {
            object.insert("prompt".into(), json!(prompt));
        }
        HookEvent::PreToolUse { tool: name, input } => tool(name, input),
        HookEvent::PostToolUse { tool: name, input, response } => {
            tool(name, input);
            object.insert("tool_response".into(), response.clone());
        }
        HookEvent::Stop { active } => {
            object.insert("stop_hook_active".into(), json!(active));
        }
        HookEvent::PreCompact { trigger } => {
            object.insert("trigger".into(), json!(trigger));
            object.insert("custom_instructions".into(), json!(""));
        }
        HookEvent::Notification { message } => {
            object.insert("message".into(), json!(message));
        }
        HookEvent::SessionEnd { reason } => {
            object.insert("reason".into(), json!(reason));
        }
    }
    Value::Object(object)
}

/// A tool's input with the names Claude's tools use beside nub's: the file
/// tools take `path` where Claude's take an absolute `file_path`.
fn with_aliases(input: &Value, cwd: &std::path::Path) -> Value {
    let mut input = input.clone();
    if let Some(object) = input.as_object_mut()
        && !object.contains_key("file_path")
        && let Some(path) = object.get("path").and_then(Value::as_str)
    {
        let absolute = cwd.join(path).display().to_string();
        object.insert("file_path".into(), json!(absolute));
    }
    input
}

/// An `updatedInput` without the alias `with_aliases` added: a hook that
/// changed `file_path` meant the file, so that becomes `path`.
pub(super) fn without_aliases(event: &HookEvent, mut updated: Value) -> Value {
    let had_file_path = match event {
        HookEvent::PreToolUse { input, .. } => input.get("file_path").is_some(),
        _ => true,
    };
    if !had_file_path && let Some(object) = updated.as_object_mut() {
        let alias = object.remove("file_path");
        if let (Some(Value::String(path)), Some(Value::String(was))) = (alias, object.get("path").cloned()) {
            // Only a changed alias says something `path` does not.
            if !path.ends_with(&was) {
                object.insert("path".into(), json!(path));
            }
        }
    }
    updated
}

/// What a hook allowed or refused (`permissionDecision`).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(super) enum Permission {
    Allow,
    Deny,
    Ask,
}

/// A hook's JSON answer.
#[derive(Debug, Default, PartialEq)]
pub(super) struct Answer {
    /// `decision: "block"`.
    pub block: bool,
    pub reason: Option<String>,
    pub permission: Option<Permission>,
    pub updated_input: Option<Value>,
    /// `additionalContext`.
    pub context: Vec<String>,
    /// `systemMessage`: for the user.
    pub system_message: Option<String>,
}

/// The JSON a hook printed, if its output is a JSON object.
pub(super) fn answer(stdout: &str) -> Option<Answer> {
    let text = stdout.trim();
    if !text.starts_with('{') {
        return None;
    }
    let value: Value = serde_json::from_str(text).ok()?;
    let text_of = |value: Option<&Value>| value.and_then(Value::as_str).map(str::to_owned);
    let specific = value.get("hookSpecificOutput");
    let from_specific = |key: &str| specific.and_then(|s| s.get(key));
    let mut answer = Answer {
        block: value.get("decision").and_then(Value::as_str) == Some("block"),
        reason: text_of(value.get("reason")),
        system_message: text_of(value.get("systemMessage")),
        ..Answer::default()
    };
    // The older form: `decision: "approve"` lets a tool call run without asking.
    if value.get("decision").and_then(Value::as_str) == Some("approve") {
        answer.permission = Some(Permission::Allow);
    }
    match from_specific("permissionDecision").and_then(Value::as_str) {
        Some("allow") => answer.permission = Some(Permission::Allow),
        Some("deny") => answer.permission = Some(Permission::Deny),
        Some("ask") => answer.permission = Some(Permission::Ask),
        _ => {}
    }
    if let Some(reason) = text_of(from_specific("permissionDecisionReason")) {
        answer.reason = Some(reason);
    }
    answer.updated_input = from_specific("updatedInput").or_else(|| value.get("updatedInput")).cloned();
    answer.context.extend(text_of(from_specific("additionalContext")));
    if value.get("continue").and_then(Value::as_bool) == Some(false) {
        answer.block = true;
        answer.reason = answer.reason.or_else(|| text_of(value.get("stopReason")));
    }
    Some(answer)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_input_is_claude_codes_with_nubs_event_name() {
        let site =
            HookSite { session_id: "s1".into(), transcript_path: "/r/.nub/sessions/s1.jsonl".into(), cwd: "/r".into() };
        let event = HookEvent::PreToolUse { tool: "write".into(), input: json!({"path": "a.rs", "content": "x"}) };
        let nub = input(&event, &site, false);
        assert_eq!(nub["hook_event_name"], "PreToolUse");
        assert_eq!(nub["nub_event"], "pre_tool_use");
        assert_eq!((nub["tool_name"].as_str(), nub["claude_tool_name"].as_str()), (Some("write"), Some("Write")));
        assert_eq!(nub["tool_input"]["file_path"], "/r/a.rs");
        let claude = input(&event, &site, true);
        assert_eq!((claude["tool_name"].as_str(), claude["nub_tool_name"].as_str()), (Some("Write"), Some("write")));
        let stop = input(&HookEvent::Stop { active: true }, &site, false);
        assert_eq!((stop["hook_event_name"].as_str(), stop["stop_hook_active"].as_bool()), (Some("Stop"), Some(true)));
    }

    #[test]
    fn answers_in_claude_codes_forms_are_read() {
        assert_eq!(answer("formatted 3 files\n"), None);
        let deny = answer(
            r#"{"hookSpecificOutput": {"hookEventName": "PreToolUse", "permissionDecision": "deny", "permissionDecisionReason": "no pushes"}}"#,
        )
        .unwrap();
        assert_eq!((deny.permission, deny.reason.as_deref()), (Some(Permission::Deny), Some("no pushes")));
        let block = answer(r#"{"decision": "block", "reason": "tests fail"}"#).unwrap();
        assert!(block.block);
        let rewritten =
            answer(r#"{"hookSpecificOutput": {"permissionDecision": "allow", "updatedInput": {"command": "ls"}}}"#)
                .unwrap();
        assert_eq!(rewritten.updated_input, Some(json!({"command": "ls"})));
        let context = answer(r#"{"hookSpecificOutput": {"additionalContext": "ticket ABC-1"}}"#).unwrap();
        assert_eq!(context.context, ["ticket ABC-1"]);
    }

    #[test]
    fn a_rewritten_file_path_becomes_the_path() {
        let event = HookEvent::PreToolUse { tool: "write".into(), input: json!({"path": "a.rs"}) };
        let same = without_aliases(&event, json!({"path": "a.rs", "file_path": "/r/a.rs", "content": "y"}));
        assert_eq!(same, json!({"path": "a.rs", "content": "y"}));
        let moved = without_aliases(&event, json!({"path": "a.rs", "file_path": "/r/b.rs"}));
        assert_eq!(moved, json!({"path": "/r/b.rs"}));
    }
}
