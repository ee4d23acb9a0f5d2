//! Maps nub's block messages to a Messages API request body.
//!
//! The history is first normalized (`crate::history`): roles alternate,
//! every `tool_use` is answered in the next user message, results come
//! first there. Then, per block:
//! - **Thinking** goes back only when it is Anthropic's own: a signed block
//!   without `raw` (a `thinking` block), or a `raw` holding a
//!   `redacted_thinking` block. Thinking from any other provider (unsigned
//!   reasoning text, OpenRouter's `reasoning_details` arrays, Gemini's
//!   `thoughtSignature`s) is left out of the request — it stays in the
//!   session — because Anthropic rejects signatures it did not make.
//! - **Tool ids** must match `^[a-zA-Z0-9_-]+$`. Ids that do (`toolu_…`,
//!   OpenAI's `call_…`) go unchanged; others get a deterministic safe form
//!   (`wire_id`), the same in `tool_use` and `tool_result`.
//! - **Cache**: with `caps.explicit_cache`, every text block marked
//!   `cache_mark` gets `cache_control: ephemeral`, and so does the last tool
//!   definition when anything is marked. Anthropic allows four breakpoints;
//!   beyond that the earliest are dropped, since each later breakpoint
//!   caches everything before it anyway.
//! - Text blocks with nothing but white space are left out: the API
//!   rejects them.

use std::borrow::Cow;

use serde_json::{Map, Value, json};

use crate::caps::Caps;
use crate::history;
use crate::registry::default_max_tokens;
use crate::types::{Block, Message, Request, Role, ToolChoice};

/// Anthropic's limit of cache breakpoints per request.
const MAX_BREAKPOINTS: usize = 4;

/// Media types Anthropic accepts in image blocks.
const IMAGE_TYPES: &[&str] = &["image/jpeg", "image/png", "image/gif", "image/webp"];

pub fn build_body(request: &Request, caps: &Caps) -> Value {
    let cache = caps.explicit_cache;
    let mut body = Map::new();
    body.insert("model".into(), json!(request.model));
    let max_tokens = request.max_tokens.unwrap_or_else(|| default_max_tokens(&request.model));
    body.insert("max_tokens".into(), json!(max_tokens));
    body.insert("stream".into(), json!(true));
    let budget = request.effort.filter(|_| caps.reasoning).map(crate::effort::anthropic_budget);
    // Extended thinking takes no sampling settings but the defaults.
    if budget.is_none() {
        if let Some(temperature) = request.temperature.or(caps.temperature) {
            body.insert("temperature".into(), json!(temperature));
        }
        if let Some(top_p) = caps.top_p {
            body.insert("top_p".into(), json!(top_p));
        }
    }

    let system: Vec<Value> = request.system.iter().filter_map(|block| text_block(block, cache)).collect();
    if !system.is_empty() {
        body.insert("system".into(), Value::Array(system));
    }

    let mut messages: Vec<Value> = Vec::new();
    for message in history::normalized(&request.messages) {
        let content = content_of(&message, caps);
        if content.is_empty() {
            continue;
        }
        let role = match message.role {
            Role::User => "user",
            Role::Assistant => "assistant",
        };
        // A message left empty by the filters may have joined two of one role.
        match messages.last_mut() {
            Some(last) if last["role"] == role => {
                if let Some(blocks) = last["content"].as_array_mut() {
                    blocks.extend(content);
                }
            }
            _ => messages.push(json!({"role": role, "content": content})),
        }
    }
    body.insert("messages".into(), Value::Array(messages));

    if !request.tools.is_empty() {
        let marked = request.system.iter().chain(request.messages.iter().flat_map(|m| &m.content)).any(is_marked);
        let count = request.tools.len();
        let tools = request
            .tools
            .iter()
            .enumerate()
            .map(|(at, tool)| {
                let schema = match &tool.schema {
                    Value::Object(_) => tool.schema.clone(),
                    _ => json!({"type": "object"}),
                };
                let mut out = json!({"name": tool.name, "description": tool.description, "input_schema": schema});
                if cache && marked && at + 1 == count {
                    out["cache_control"] = json!({"type": "ephemeral"});
                }
                out
            })
            .collect();
        body.insert("tools".into(), Value::Array(tools));
        if request.tool_choice == ToolChoice::Forbidden {
            body.insert("tool_choice".into(), json!({"type": "none"}));
        }
    }
    let mut body = Value::Object(body);
    limit_breakpoints(&mut body);
    if let Some(budget) = budget {
        enable_thinking(&mut body, budget, max_tokens);
    }
    body
}

/// Turns on extended thinking with `budget`, raising `max_tokens` above it.
/// Not in the middle of a tool loop whose call came without Anthropic's own
/// thinking (another provider's, or one asked without effort): the API
/// wants the last assistant message of a loop to start with a thinking
/// block once thinking is on, so this request goes without it.
fn enable_thinking(body: &mut Value, budget: u32, max_tokens: u32) {
    let messages = body["messages"].as_array().map(Vec::as_slice).unwrap_or_default();
    let in_loop = messages.last().is_some_and(|last| {
        last["role"] == "user" && last["content"].as_array().into_iter().flatten().any(|b| b["type"] == "tool_result")
    });
    if in_loop {
        let opened_with_thinking = messages.iter().rev().nth(1).is_some_and(|answer| {
            matches!(answer["content"][0]["type"].as_str(), Some("thinking" | "redacted_thinking"))
        });
        if !opened_with_thinking {
            tracing::debug!("no extended thinking in a tool loop that began without it");
            return;
        }
    }
    body["thinking"] = json!({"type": "enabled", "budget_tokens": budget});
    // The answer needs room beyond the thinking.
    body["max_tokens"] = json!(max_tokens.max(budget + 4_096));
}

fn is_marked(block: &Block) -> bool {
    match block {
        Block::Text { cache_mark, .. } => *cache_mark,
        Block::ToolResult { content, .. } => content.iter().any(is_marked),
        Block::Thinking { .. } | Block::ToolUse { .. } | Block::Image { .. } => false,
    }
}

fn text_block(block: &Block, cache: bool) -> Option<Value> {
    let Block::Text { text, cache_mark } = block else {
        return None;
    };
    if text.trim().is_empty() {
        return None;
    }
    let mut out = json!({"type": "text", "text": text});
    if cache && *cache_mark {
        out["cache_control"] = json!({"type": "ephemeral"});
    }
    Some(out)
}

fn content_of(message: &Message, caps: &Caps) -> Vec<Value> {
    let mut out = Vec::new();
    for block in &message.content {
        match (message.role, block) {
            (_, Block::Text { .. }) => out.extend(text_block(block, caps.explicit_cache)),
            (Role::User, Block::Image { .. }) => out.push(image_block(block, caps)),
            (Role::User, Block::ToolResult { tool_use_id, content, is_error }) => {
                let inner: Vec<Value> = content
                    .iter()
                    .filter_map(|b| match b {
                        Block::Text { text, .. } if !text.trim().is_empty() => {
                            Some(json!({"type": "text", "text": text}))
                        }
                        Block::Image { .. } => Some(image_block(b, caps)),
                        _ => None,
                    })
                    .collect();
                let mut result = json!({"type": "tool_result", "tool_use_id": wire_id(tool_use_id)});
                if !inner.is_empty() {
                    result["content"] = Value::Array(inner);
                }
                if *is_error {
                    result["is_error"] = json!(true);
                }
                if caps.explicit_cache && is_marked(block) {
                    result["cache_control"] = json!({"type": "ephemeral"});
                }
                out.push(result);
            }
            (Role::Assistant, Block::ToolUse { id, name, input }) => {
                let input = match input {
                    Value::Object(_) => input.clone(),
                    other => {
                        // Arguments that were not a JSON object; the result told the model so.
                        tracing::debug!(%id, input = %other, "sending tool input that is not an object as {{}}");
                        json!({})
                    }
                };
                out.push(json!({"type": "tool_use", "id": wire_id(id), "name": name, "input": input}));
            }
            (Role::Assistant, Block::Thinking { text, signature, raw }) => match (signature, raw) {
                (Some(signature), None) if !signature.is_empty() => {
                    out.push(json!({"type": "thinking", "thinking": text, "signature": signature}));
                }
                (_, Some(raw)) if is_redacted_thinking(raw.get()) => {
                    if let Ok(block) = serde_json::from_str::<Value>(raw.get()) {
                        out.push(block);
                    }
                }
                _ => tracing::debug!("leaving out thinking that Anthropic did not sign"),
            },
            // Blocks that have no place in this role's message.
            (Role::User, Block::Thinking { .. } | Block::ToolUse { .. })
            | (Role::Assistant, Block::ToolResult { .. } | Block::Image { .. }) => {}
        }
    }
    out
}

fn is_redacted_thinking(raw: &str) -> bool {
    serde_json::from_str::<Value>(raw).is_ok_and(|v| v["type"] == "redacted_thinking" && v["data"].is_string())
}

fn image_block(block: &Block, caps: &Caps) -> Value {
    match block {
        Block::Image { media_type, data } if caps.supports_images && IMAGE_TYPES.contains(&media_type.as_str()) => {
            json!({"type": "image", "source": {
                "type": "base64",
                "media_type": media_type,
                "data": crate::base64::encode(data),
            }})
        }
        Block::Image { media_type, .. } if caps.supports_images => {
            json!({"type": "text", "text": format!("[image omitted: {media_type} is not a supported image type]")})
        }
        _ => json!({"type": "text", "text": "[image omitted: this model does not accept images]"}),
    }
}

/// A tool id Anthropic accepts (`^[a-zA-Z0-9_-]+$`). Valid ids pass
/// unchanged; others become their safe characters plus a hash of the
/// original, so two different ids never meet in one safe form.
pub fn wire_id(id: &str) -> Cow<'_, str> {
    let safe = |c: char| c.is_ascii_alphanumeric() || c == '_' || c == '-';
    if !id.is_empty() && id.chars().all(safe) {
        return Cow::Borrowed(id);
    }
    let cleaned: String = id.chars().map(|c| if safe(c) { c } else { '_' }).collect();
    // FNV-1a: stable across runs and platforms, unlike std's hasher.
    let hash = id.bytes().fold(0x811c_9dc5_u32, |h, b| (h ^ u32::from(b)).wrapping_mul(0x0100_0193));
    Cow::Owned(format!("{cleaned}_{hash:08x}"))
}

/// Keeps the last `MAX_BREAKPOINTS` cache breakpoints in prompt order
/// (tools, system, messages).
fn limit_breakpoints(body: &mut Value) {
    let sections = ["tools", "system", "messages"];
    let blocks = |body: &Value| -> usize {
        sections
            .iter()
            .flat_map(|s| body[*s].as_array().into_iter().flatten())
            .flat_map(|item| std::iter::once(item).chain(item["content"].as_array().into_iter().flatten()))
            .filter(|b| b.get("cache_control").is_some())
            .count()
    };
    let mut excess = blocks(body).saturating_sub(MAX_BREAKPOINTS);
    for section in sections {
        let Some(items) = body.get_mut(section).and_then(Value::as_array_mut) else {
            continue;
        };
        for item in items {
            let mut remove = |value: &mut Value| {
                if excess > 0 && value.as_object_mut().and_then(|o| o.remove("cache_control")).is_some() {
                    excess -= 1;
                }
            };
            remove(item);
            for inner in item.get_mut("content").and_then(Value::as_array_mut).into_iter().flatten() {
                remove(inner);
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn valid_ids_pass_and_others_become_distinct_safe_ids() {
        assert_eq!(wire_id("toolu_01A-b"), "toolu_01A-b");
        assert_eq!(wire_id("call_abc"), "call_abc");
        let (a, b) = (wire_id("call.1"), wire_id("call:1"));
        assert_ne!(a, b);
        for id in [&a, &b, &wire_id(""), &wire_id("llm_version:0")] {
            assert!(!id.is_empty() && id.chars().all(|c| c.is_ascii_alphanumeric() || c == '_' || c == '-'), "{id}");
        }
        assert_eq!(wire_id("call.1"), a, "deterministic");
    }
}
