//! The adapters against real recorded streams, each checked with an oracle
//! written independently of it: a naive SSE split and plain JSON lookups
//! over the same bytes. The invariants (`check`) are the same for every API;
//! this file holds the OpenAI oracle, its siblings the others.

use std::collections::BTreeMap;

use nub_llm::collect::Collector;
use nub_llm::{Block, Event, LlmError, WireApi};
use serde_json::Value;

use super::fixtures;

/// What a stream carries, read by an oracle.
#[derive(Debug, Default)]
pub struct Expected {
    pub text: String,
    pub thinking: String,
    pub tool_names: Vec<String>,
    pub tool_args: String,
    pub error: bool,
    /// Opaque reasoning data in order (signatures, redacted thinking), when
    /// the oracle reads it.
    pub signatures: Option<Vec<String>>,
    /// Ids of calls the server ran itself; none may become a client call.
    pub server_call_ids: Vec<String>,
}

/// Reads what choice 0 of a recorded stream says, without the adapter.
fn oracle(bytes: &[u8]) -> Expected {
    let text = String::from_utf8_lossy(bytes).replace("\r\n", "\n").replace('\r', "\n");
    let mut expected = Expected::default();
    let mut content = String::new();
    for block in text.split("\n\n") {
        let is_error_event = block.lines().any(|l| l.trim_end() == "event: error");
        let data: Vec<&str> =
            block.lines().filter_map(|l| l.strip_prefix("data:")).map(|d| d.strip_prefix(' ').unwrap_or(d)).collect();
        if data.is_empty() {
            continue;
        }
        let data = data.join("\n");
        if data.trim() == "[DONE]" {
            break;
        }
        if is_error_event {
            expected.error = true;
            break;
        }
        let chunk: Value = serde_json::from_str(&data).unwrap();
        for choice in chunk["choices"].as_array().into_iter().flatten() {
            if choice["index"].as_u64().unwrap_or(0) != 0 {
                continue;
            }
            let delta = &choice["delta"];
            for key in ["reasoning_content", "reasoning"] {
                if let Some(t) = delta[key].as_str() {
                    expected.thinking.push_str(t);
                    break;
                }
            }
            match &delta["content"] {
                Value::String(t) => content.push_str(t),
                Value::Array(parts) => {
                    for part in parts {
                        match part["type"].as_str() {
                            Some("text") => content.push_str(part["text"].as_str().unwrap_or_default()),
                            Some("thinking") => {
                                for inner in part["thinking"].as_array().into_iter().flatten() {
                                    expected.thinking.push_str(inner["text"].as_str().unwrap_or_default());
                                }
                            }
                            _ => {}
                        }
                    }
                }
                _ => {}
            }
            if let Some(refusal) = delta["refusal"].as_str() {
                content.push_str(refusal);
            }
            for call in delta["tool_calls"].as_array().into_iter().flatten() {
                if let Some(name) = call["function"]["name"].as_str().filter(|n| !n.is_empty()) {
                    expected.tool_names.push(name.to_owned());
                }
                match &call["function"]["arguments"] {
                    Value::String(args) => expected.tool_args.push_str(args),
                    Value::Null => {}
                    other => expected.tool_args.push_str(&other.to_string()),
                }
            }
        }
        if !chunk["error"].is_null() {
            expected.error = true;
            break;
        }
    }
    // A leading <think> section is thinking, not answer text.
    match content.trim_start().strip_prefix("<think>").and_then(|rest| rest.split_once("</think>")) {
        Some((thought, answer)) => {
            expected.thinking.push_str(thought);
            expected.text = answer.to_owned();
        }
        None => expected.text = content,
    }
    expected
}

#[test]
fn every_public_openai_stream_decodes_to_what_it_carries() {
    check_dir("openai-public", WireApi::OpenAi, oracle);
}

/// Decodes every stream of `dir` and checks it against `oracle`'s reading.
pub fn check_dir(dir: &str, api: WireApi, oracle: fn(&[u8]) -> Expected) {
    let mut failures = Vec::new();
    for stream in fixtures::streams(dir) {
        let name = stream.file_name().unwrap().to_string_lossy().into_owned();
        let bytes = std::fs::read(&stream).unwrap();
        let expected = oracle(&bytes);
        let items = std::panic::catch_unwind(|| fixtures::decode(api, &bytes));
        let Ok(items) = items else {
            failures.push(format!("{name}: panicked"));
            continue;
        };
        if let Err(problem) = check(&expected, &items) {
            failures.push(format!("{name}: {problem}"));
        }
    }
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}

fn check(expected: &Expected, items: &[Result<Event, LlmError>]) -> Result<(), String> {
    let (last, before) = items.split_last().ok_or("no events at all")?;
    if let Some(position) = before.iter().position(Result::is_err) {
        return Err(format!("an error at item {position} is not the last item"));
    }
    match (expected.error, last) {
        (true, Err(_)) => {}
        (false, Ok(Event::Done { .. })) => {}
        (true, Ok(event)) => return Err(format!("the stream carries an error, but decoding ended with {event:?}")),
        (false, other) => return Err(format!("expected Done at the end, got {other:?}")),
    }
    let done_count = items.iter().filter(|i| matches!(i, Ok(Event::Done { .. }))).count();
    if done_count > usize::from(!expected.error) {
        return Err(format!("{done_count} Done events"));
    }

    let mut collector = Collector::default();
    let mut raw_args: BTreeMap<usize, String> = BTreeMap::new();
    let mut open = Vec::new();
    for event in items.iter().flatten() {
        match event {
            Event::BlockStart { index, block } => {
                if open.contains(index) {
                    return Err(format!("block {index} started twice"));
                }
                open.push(*index);
                if matches!(block, Block::ToolUse { .. }) {
                    raw_args.insert(*index, String::new());
                }
            }
            Event::BlockDelta { index, .. } | Event::BlockMeta { index, .. } if !open.contains(index) => {
                return Err(format!("content for block {index}, which is not open"));
            }
            Event::BlockDelta { index, partial_json, .. } => {
                if let Some(args) = raw_args.get_mut(index) {
                    args.push_str(partial_json);
                }
            }
            Event::BlockStop { index } => {
                open.retain(|i| i != index);
            }
            Event::BlockMeta { .. } | Event::Retry { .. } | Event::Done { .. } => {}
        }
        collector.push(event);
    }
    if !expected.error && !open.is_empty() {
        return Err(format!("blocks {open:?} never stopped"));
    }

    let message = collector.message();
    let mut text = String::new();
    let mut thinking = String::new();
    let mut names = Vec::new();
    let mut signatures = Vec::new();
    for block in &message.content {
        match block {
            Block::Text { text: t, .. } => text.push_str(t),
            Block::Thinking { text: t, signature, raw } => {
                thinking.push_str(t);
                signatures.extend(signature.clone());
                // Gemini's thoughtSignature, Anthropic's redacted thinking,
                // or the encrypted reasoning of a Responses reasoning item.
                let raw: Value = raw.as_ref().map(|r| serde_json::from_str(r.get()).unwrap()).unwrap_or_default();
                for key in ["thoughtSignature", "data", "encrypted_content"] {
                    signatures.extend(raw.get(key).and_then(Value::as_str).map(str::to_owned));
                }
            }
            Block::ToolUse { name, id, .. } => {
                if expected.server_call_ids.contains(id) {
                    return Err(format!("the server's own call {id} became a client tool call"));
                }
                names.push(name.clone());
            }
            Block::ToolResult { .. } | Block::Image { .. } => return Err("a result or image block in an answer".into()),
        }
    }
    if text != expected.text {
        return Err(format!("text differs:\n  decoded:  {text:?}\n  expected: {:?}", expected.text));
    }
    if thinking != expected.thinking {
        return Err(format!("thinking differs:\n  decoded:  {thinking:?}\n  expected: {:?}", expected.thinking));
    }
    if names != expected.tool_names {
        return Err(format!("tool names {names:?}, stream has {:?}", expected.tool_names));
    }
    if let Some(expected_signatures) = &expected.signatures
        && signatures != *expected_signatures
    {
        return Err(format!("signatures {signatures:?}, stream has {expected_signatures:?}"));
    }
    let all_args: String = raw_args.values().map(String::as_str).collect();
    if all_args != expected.tool_args {
        return Err(format!("tool arguments {all_args:?}, stream has {:?}", expected.tool_args));
    }
    for (index, args) in &raw_args {
        if !args.trim().is_empty() && serde_json::from_str::<Value>(args).is_err() {
            return Err(format!("tool call in block {index} has arguments that are not JSON: {args}"));
        }
    }
    if let Some(Ok(Event::Done { stop, .. })) = items.last() {
        let called = !names.is_empty();
        if called != (*stop == nub_llm::StopReason::ToolUse) && *stop != nub_llm::StopReason::MaxTokens {
            return Err(format!("stop reason {stop:?} with {} tool calls", names.len()));
        }
    }
    Ok(())
}
