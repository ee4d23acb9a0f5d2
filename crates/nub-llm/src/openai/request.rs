//! Maps nub's block messages down to the flat chat-completions schema:
//! tool calls ride on the assistant message, every tool result becomes its
//! own `role: "tool"` message, and the system text goes where `Caps` says.

use serde_json::{Map, Value, json};

use crate::caps::{Caps, SystemRole};
use crate::types::{Block, Message, Request, Role, ToolChoice};

/// Marks where the system text ends when it must travel inside the first
/// user message (servers without a system role).
pub const SYSTEM_SEPARATOR: &str = "\n\n---\n\n";

pub fn build_body(request: &Request, caps: &Caps) -> Value {
    let mut messages = Vec::new();
    let system = join_text(&request.system);
    let mut system_for_first_user = None;
    if !system.is_empty() {
        match caps.system_role {
            SystemRole::System => messages.push(json!({"role": "system", "content": system})),
            SystemRole::Developer => messages.push(json!({"role": "developer", "content": system})),
            SystemRole::FirstUserMessage => system_for_first_user = Some(system),
        }
    }
    for message in &request.messages {
        match message.role {
            Role::User => push_user(&mut messages, message, caps, &mut system_for_first_user),
            Role::Assistant => push_assistant(&mut messages, message),
        }
    }
    if let Some(system) = system_for_first_user {
        // No user message at all: the system text still has to arrive.
        messages.insert(0, json!({"role": "user", "content": system}));
    }

    let mut body = Map::new();
    body.insert("model".into(), json!(request.model));
    body.insert("messages".into(), Value::Array(messages));
    body.insert("stream".into(), json!(true));
    if caps.usage_in_stream {
        body.insert("stream_options".into(), json!({"include_usage": true}));
    }
    // Several servers reject `"tools": []`, so an empty list is left out.
    if !request.tools.is_empty() {
        let tools = request
            .tools
            .iter()
            .map(|tool| {
                json!({"type": "function", "function": {
                    "name": tool.name,
                    "description": tool.description,
                    "parameters": tool.schema,
                }})
            })
            .collect();
        body.insert("tools".into(), Value::Array(tools));
        if request.tool_choice == ToolChoice::Forbidden {
            body.insert("tool_choice".into(), json!("none"));
        }
    }
    if let Some(max) = request.max_tokens {
        // OpenAI's reasoning models only accept the newer name.
        let key = if caps.system_role == SystemRole::Developer { "max_completion_tokens" } else { "max_tokens" };
        body.insert(key.into(), json!(max));
    }
    if let Some(temperature) = request.temperature.or(caps.temperature) {
        body.insert("temperature".into(), json!(temperature));
    }
    if let Some(top_p) = caps.top_p {
        body.insert("top_p".into(), json!(top_p));
    }
    if let Some(effort) = request.effort.filter(|_| caps.reasoning) {
        body.insert("reasoning_effort".into(), json!(effort.name()));
    }
    Value::Object(body)
}

fn join_text(blocks: &[Block]) -> String {
    let texts: Vec<&str> = blocks
        .iter()
        .filter_map(|block| match block {
            Block::Text { text, .. } => Some(text.as_str()),
            _ => None,
        })
        .collect();
    texts.join("\n\n")
}

fn push_user(messages: &mut Vec<Value>, message: &Message, caps: &Caps, system: &mut Option<String>) {
    let mut parts: Vec<Value> = Vec::new();
    for block in &message.content {
        match block {
            Block::ToolResult { tool_use_id, content, is_error } => {
                // Tool messages must directly follow the assistant's calls.
                let mut text = join_text(content);
                if *is_error {
                    text = format!("Error: {text}");
                }
                messages.push(json!({"role": "tool", "tool_call_id": tool_use_id, "content": text}));
                for image in content.iter().filter(|b| matches!(b, Block::Image { .. })) {
                    parts.push(json!({"type": "text", "text": format!("(image from tool call {tool_use_id})")}));
                    parts.push(image_part(image, caps));
                }
            }
            Block::Text { text, .. } => parts.push(json!({"type": "text", "text": text})),
            Block::Image { .. } => parts.push(image_part(block, caps)),
            // Thinking and tool calls never appear in user messages.
            Block::Thinking { .. } | Block::ToolUse { .. } => {}
        }
    }
    if let Some(system) = system.take() {
        let head = format!("{system}{SYSTEM_SEPARATOR}");
        match parts.first_mut() {
            Some(first) if first["type"] == "text" => {
                let text = first["text"].as_str().unwrap_or_default();
                first["text"] = json!(format!("{head}{text}"));
            }
            _ => parts.insert(0, json!({"type": "text", "text": head})),
        }
    }
    if parts.is_empty() {
        return;
    }
    messages.push(json!({"role": "user", "content": simplify(parts)}));
}

/// Plain string content where possible: many servers handle nothing else.
/// Text blocks (a prompt and its `@file` attachments, steering messages)
/// stay apart as paragraphs.
fn simplify(parts: Vec<Value>) -> Value {
    let all_text = parts.iter().all(|p| p["type"] == "text");
    if !all_text {
        return Value::Array(parts);
    }
    let text: String = parts.iter().filter_map(|p| p["text"].as_str()).collect::<Vec<_>>().join("\n\n");
    Value::String(text)
}

fn image_part(block: &Block, caps: &Caps) -> Value {
    match block {
        Block::Image { media_type, data } if caps.supports_images => {
            let url = format!("data:{media_type};base64,{}", crate::base64::encode(data));
            json!({"type": "image_url", "image_url": {"url": url}})
        }
        _ => json!({"type": "text", "text": "[image omitted: this model does not accept images]"}),
    }
}

fn push_assistant(messages: &mut Vec<Value>, message: &Message) {
    let mut text = String::new();
    let mut tool_calls = Vec::new();
    let mut reasoning_details: Vec<Value> = Vec::new();
    for block in &message.content {
        match block {
            Block::Text { text: t, .. } => text.push_str(t),
            Block::ToolUse { id, name, input } => {
                // Arguments that were not valid JSON go back exactly as received.
                let arguments = match input {
                    Value::String(raw) => raw.clone(),
                    other => other.to_string(),
                };
                tool_calls
                    .push(json!({"id": id, "type": "function", "function": {"name": name, "arguments": arguments}}));
            }
            // Only OpenRouter's reasoning details have a way back over this
            // protocol; plain reasoning text is not sent again.
            Block::Thinking { raw: Some(raw), .. } => {
                if let Ok(Value::Array(details)) = serde_json::from_str::<Value>(raw.get()) {
                    reasoning_details.extend(details);
                }
            }
            Block::Thinking { raw: None, .. } | Block::ToolResult { .. } | Block::Image { .. } => {}
        }
    }
    if text.is_empty() && tool_calls.is_empty() {
        return;
    }
    let mut out = Map::new();
    out.insert("role".into(), json!("assistant"));
    out.insert("content".into(), if text.is_empty() { Value::Null } else { Value::String(text) });
    if !tool_calls.is_empty() {
        out.insert("tool_calls".into(), Value::Array(tool_calls));
    }
    if !reasoning_details.is_empty() {
        out.insert("reasoning_details".into(), Value::Array(reasoning_details));
    }
    messages.push(Value::Object(out));
}
