//! Maps nub's block messages to a Responses request body: the system text
//! as `instructions`, the history as `input` items, tools as `function`
//! tools.
//!
//! The history is first normalized (`crate::history`): the API rejects a
//! `function_call` without its `function_call_output`. Per block:
//! - user text and images become one `message` item (`input_text`,
//!   `input_image`); each tool result a `function_call_output` with the
//!   call's `call_id` (images of a result follow as a user message: an
//!   output is text);
//! - assistant text becomes a `message` item (`output_text`), each tool call
//!   a `function_call` item, in the order the blocks came;
//! - thinking goes back only when it is a reasoning item of this API with
//!   `encrypted_content` — without it the item names state a stateless
//!   server does not have, and the request would fail.

use serde_json::{Map, Value, json};

use crate::caps::Caps;
use crate::history;
use crate::types::{Block, Message, Request, Role, ToolChoice};

/// What a reasoning model is asked to return besides its answer: the
/// encrypted reasoning that lets the next request continue it.
pub const INCLUDE_REASONING: &str = "reasoning.encrypted_content";

pub fn build_body(request: &Request, caps: &Caps) -> Value {
    let mut body = Map::new();
    body.insert("model".into(), json!(request.model));
    let instructions = join_text(&request.system);
    if !instructions.is_empty() {
        body.insert("instructions".into(), json!(instructions));
    }
    let mut input = Vec::new();
    for message in history::normalized(&request.messages) {
        match message.role {
            Role::User => push_user(&mut input, &message, caps),
            Role::Assistant => push_assistant(&mut input, &message),
        }
    }
    body.insert("input".into(), Value::Array(input));
    body.insert("stream".into(), json!(true));
    body.insert("store".into(), json!(false));
    if !request.tools.is_empty() {
        let tools = request
            .tools
            .iter()
            .map(|tool| {
                let parameters = match &tool.schema {
                    Value::Object(_) => tool.schema.clone(),
                    _ => json!({"type": "object"}),
                };
                // `strict` defaults to true here, which would reject every
                // schema that is not written for it.
                json!({
                    "type": "function",
                    "name": tool.name,
                    "description": tool.description,
                    "parameters": parameters,
                    "strict": false,
                })
            })
            .collect();
        body.insert("tools".into(), Value::Array(tools));
        body.insert("parallel_tool_calls".into(), json!(caps.parallel_tool_calls));
        if request.tool_choice == ToolChoice::Forbidden {
            body.insert("tool_choice".into(), json!("none"));
        }
    }
    if let Some(max) = request.max_tokens {
        body.insert("max_output_tokens".into(), json!(max));
    }
    if let Some(temperature) = request.temperature.or(caps.temperature) {
        body.insert("temperature".into(), json!(temperature));
    }
    if let Some(top_p) = caps.top_p {
        body.insert("top_p".into(), json!(top_p));
    }
    if caps.reasoning {
        body.insert("include".into(), json!([INCLUDE_REASONING]));
        // "auto": a summary of the reasoning streams, for the thinking view.
        let mut reasoning = json!({"summary": "auto"});
        if let Some(effort) = request.effort {
            reasoning["effort"] = json!(effort.name());
        }
        body.insert("reasoning".into(), reasoning);
    }
    Value::Object(body)
}

fn join_text(blocks: &[Block]) -> String {
    let texts: Vec<&str> = blocks
        .iter()
        .filter_map(|block| match block {
            Block::Text { text, .. } if !text.trim().is_empty() => Some(text.as_str()),
            _ => None,
        })
        .collect();
    texts.join("\n\n")
}

fn push_user(input: &mut Vec<Value>, message: &Message, caps: &Caps) {
    let mut parts = Vec::new();
    let mut result_images = Vec::new();
    for block in &message.content {
        match block {
            Block::ToolResult { tool_use_id, content, is_error } => {
                let mut output = join_text(content);
                if *is_error {
                    output = format!("Error: {output}");
                }
                input.push(json!({"type": "function_call_output", "call_id": tool_use_id, "output": output}));
                for image in content.iter().filter(|b| matches!(b, Block::Image { .. })) {
                    result_images
                        .push(json!({"type": "input_text", "text": format!("(image from tool call {tool_use_id})")}));
                    result_images.push(image_part(image, caps));
                }
            }
            Block::Text { text, .. } if !text.is_empty() => parts.push(json!({"type": "input_text", "text": text})),
            Block::Image { .. } => parts.push(image_part(block, caps)),
            // Thinking and tool calls never appear in user messages.
            Block::Text { .. } | Block::Thinking { .. } | Block::ToolUse { .. } => {}
        }
    }
    result_images.extend(parts);
    if !result_images.is_empty() {
        input.push(json!({"type": "message", "role": "user", "content": result_images}));
    }
}

fn image_part(block: &Block, caps: &Caps) -> Value {
    match block {
        Block::Image { media_type, data } if caps.supports_images => {
            let url = format!("data:{media_type};base64,{}", crate::base64::encode(data));
            json!({"type": "input_image", "image_url": url, "detail": "auto"})
        }
        _ => json!({"type": "input_text", "text": "[image omitted: this model does not accept images]"}),
    }
}

fn push_assistant(input: &mut Vec<Value>, message: &Message) {
    let mut text = String::new();
    let flush = |text: &mut String, input: &mut Vec<Value>| {
        if !text.is_empty() {
            let content = json!([{"type": "output_text", "text": std::mem::take(text)}]);
            input.push(json!({"type": "message", "role": "assistant", "content": content}));
        }
    };
    for block in &message.content {
        match block {
            Block::Text { text: t, .. } => text.push_str(t),
            Block::ToolUse { id, name, input: arguments } => {
                flush(&mut text, input);
                // Arguments that were not valid JSON go back exactly as received.
                let arguments = match arguments {
                    Value::String(raw) => raw.clone(),
                    other => other.to_string(),
                };
                input.push(json!({"type": "function_call", "call_id": id, "name": name, "arguments": arguments}));
            }
            Block::Thinking { raw: Some(raw), .. } => {
                if let Some(item) = reasoning_item(raw.get()) {
                    flush(&mut text, input);
                    input.push(item);
                }
            }
            Block::Thinking { raw: None, .. } => tracing::debug!("leaving out thinking that is not a reasoning item"),
            Block::ToolResult { .. } | Block::Image { .. } => {}
        }
    }
    flush(&mut text, input);
}

/// The input item for a reasoning item this API made, when it carries its
/// encrypted content: id, summary and the encrypted state, nothing else.
fn reasoning_item(raw: &str) -> Option<Value> {
    let item: Value = serde_json::from_str(raw).ok()?;
    if item["type"] != "reasoning" {
        return None;
    }
    let encrypted = item["encrypted_content"].as_str().filter(|e| !e.is_empty())?;
    let mut out = Map::new();
    out.insert("type".into(), json!("reasoning"));
    if let Some(id) = item["id"].as_str().filter(|id| !id.is_empty()) {
        out.insert("id".into(), json!(id));
    }
    let summary = item["summary"].as_array().cloned().unwrap_or_default();
    out.insert("summary".into(), Value::Array(summary));
    out.insert("encrypted_content".into(), json!(encrypted));
    Some(Value::Object(out))
}
