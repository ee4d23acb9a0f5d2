//! Maps nub's block messages to a `generateContent` request body.
//!
//! The history is normalized first (`crate::history`), since Gemini also
//! insists that every function call is answered, one response per call.
//! - A tool result becomes a `functionResponse`, which must name the
//!   function: the name comes from the call with the same id earlier in
//!   the history. Its `response` is `{"output": text}` or, for a failed
//!   call, `{"error": text}` (the two keys Gemini documents). Images in a
//!   result follow the responses as inline data.
//! - Thinking goes back only as Gemini's own signatures (see the module
//!   notes in `gemini`). When the first function call of a message has no
//!   signature (it came from another provider), it gets `SKIP_SIGNATURE`,
//!   the value Google documents for calls whose signature is unknown:
//!   Gemini 3 rejects a first call without any. Later calls of a message
//!   (parallel calls) carry none, as Gemini sends them.
//! - `cache_mark` is ignored: Gemini caches implicitly.

use std::collections::HashMap;

use serde_json::{Map, Value, json};

use super::schema::function_parameters;
use crate::caps::Caps;
use crate::history;
use crate::types::{Block, Message, Request, Role, ToolChoice};

/// Google's documented stand-in signature for function calls whose real
/// signature is not known.
pub const SKIP_SIGNATURE: &str = "skip_thought_signature_validator";

pub fn build_body(request: &Request, caps: &Caps) -> Value {
    let mut body = Map::new();
    let system: Vec<Value> = request
        .system
        .iter()
        .filter_map(|block| match block {
            Block::Text { text, .. } if !text.trim().is_empty() => Some(json!({"text": text})),
            _ => None,
        })
        .collect();
    if !system.is_empty() {
        body.insert("systemInstruction".into(), json!({"parts": system}));
    }

    let history = history::normalized(&request.messages);
    let names: HashMap<&str, &str> = history
        .iter()
        .flat_map(|m| &m.content)
        .filter_map(|block| match block {
            Block::ToolUse { id, name, .. } => Some((id.as_str(), name.as_str())),
            _ => None,
        })
        .collect();
    let mut contents: Vec<Value> = Vec::new();
    for message in &history {
        let (role, parts) = match message.role {
            Role::User => ("user", user_parts(message, &names, caps)),
            Role::Assistant => ("model", model_parts(message)),
        };
        if parts.is_empty() {
            continue;
        }
        match contents.last_mut() {
            Some(last) if last["role"] == role => {
                if let Some(existing) = last["parts"].as_array_mut() {
                    existing.extend(parts);
                }
            }
            _ => contents.push(json!({"role": role, "parts": parts})),
        }
    }
    body.insert("contents".into(), Value::Array(contents));

    if !request.tools.is_empty() {
        let declarations: Vec<Value> = request
            .tools
            .iter()
            .map(|tool| {
                let mut declaration = json!({"name": tool.name, "description": tool.description});
                if let Some(parameters) = function_parameters(&tool.name, &tool.schema) {
                    declaration["parameters"] = parameters;
                }
                declaration
            })
            .collect();
        body.insert("tools".into(), json!([{"functionDeclarations": declarations}]));
        if request.tool_choice == ToolChoice::Forbidden {
            body.insert("toolConfig".into(), json!({"functionCallingConfig": {"mode": "NONE"}}));
        }
    }

    let mut config = Map::new();
    if let Some(max) = request.max_tokens {
        config.insert("maxOutputTokens".into(), json!(max));
    }
    if let Some(temperature) = request.temperature.or(caps.temperature) {
        config.insert("temperature".into(), json!(temperature));
    }
    if let Some(top_p) = caps.top_p {
        config.insert("topP".into(), json!(top_p));
    }
    if caps.reasoning {
        // Thought summaries for the thinking view; without this flag a
        // thinking model still thinks, but shows nothing of it.
        let mut thinking = json!({"includeThoughts": true});
        if let Some(effort) = request.effort {
            thinking["thinkingBudget"] = json!(crate::effort::gemini_budget(effort));
        }
        config.insert("thinkingConfig".into(), thinking);
    }
    if !config.is_empty() {
        body.insert("generationConfig".into(), Value::Object(config));
    }
    Value::Object(body)
}

fn user_parts(message: &Message, names: &HashMap<&str, &str>, caps: &Caps) -> Vec<Value> {
    let mut parts = Vec::new();
    let mut result_images = Vec::new();
    for block in &message.content {
        match block {
            Block::Text { text, .. } if !text.is_empty() => parts.push(json!({"text": text})),
            Block::Image { .. } => parts.push(image_part(block, caps)),
            Block::ToolResult { tool_use_id, content, is_error } => {
                let text: Vec<&str> = content
                    .iter()
                    .filter_map(|b| match b {
                        Block::Text { text, .. } => Some(text.as_str()),
                        _ => None,
                    })
                    .collect();
                let key = if *is_error { "error" } else { "output" };
                let name = names.get(tool_use_id.as_str()).copied().unwrap_or("unknown");
                parts.push(json!({"functionResponse": {
                    "id": tool_use_id,
                    "name": name,
                    "response": {key: text.join("\n\n")},
                }}));
                for image in content.iter().filter(|b| matches!(b, Block::Image { .. })) {
                    result_images.push(json!({"text": format!("(image from tool call {tool_use_id})")}));
                    result_images.push(image_part(image, caps));
                }
            }
            Block::Text { .. } | Block::Thinking { .. } | Block::ToolUse { .. } => {}
        }
    }
    parts.extend(result_images);
    parts
}

fn model_parts(message: &Message) -> Vec<Value> {
    let mut parts: Vec<Value> = Vec::new();
    let mut pending: Option<String> = None;
    let mut first_call = true;
    for block in &message.content {
        match block {
            Block::Thinking { raw, .. } => match raw.as_ref().and_then(|raw| own_signature(raw.get())) {
                Some(signature) => {
                    // Two signatures in a row: the first came with an empty part.
                    if let Some(earlier) = pending.replace(signature) {
                        parts.push(json!({"text": "", "thoughtSignature": earlier}));
                    }
                }
                None => tracing::debug!("leaving out thinking that Gemini did not sign"),
            },
            Block::Text { text, .. } if !text.is_empty() || pending.is_some() => {
                let mut part = json!({"text": text});
                if let Some(signature) = pending.take() {
                    part["thoughtSignature"] = json!(signature);
                }
                parts.push(part);
            }
            Block::ToolUse { id, name, input } => {
                let args = match input {
                    Value::Object(_) => input.clone(),
                    _ => json!({}),
                };
                let mut part = json!({"functionCall": {"id": id, "name": name, "args": args}});
                match pending.take() {
                    Some(signature) => part["thoughtSignature"] = json!(signature),
                    None if first_call => part["thoughtSignature"] = json!(SKIP_SIGNATURE),
                    None => {}
                }
                first_call = false;
                parts.push(part);
            }
            Block::Text { .. } | Block::ToolResult { .. } | Block::Image { .. } => {}
        }
    }
    if let Some(signature) = pending {
        parts.push(json!({"text": "", "thoughtSignature": signature}));
    }
    parts
}

/// The signature in a `raw` Gemini made: `{"thoughtSignature":"…"}`.
fn own_signature(raw: &str) -> Option<String> {
    let value: Value = serde_json::from_str(raw).ok()?;
    value.get("thoughtSignature")?.as_str().filter(|s| !s.is_empty()).map(str::to_owned)
}

fn image_part(block: &Block, caps: &Caps) -> Value {
    match block {
        Block::Image { media_type, data } if caps.supports_images => {
            json!({"inlineData": {"mimeType": media_type, "data": crate::base64::encode(data)}})
        }
        _ => json!({"text": "[image omitted: this model does not accept images]"}),
    }
}
