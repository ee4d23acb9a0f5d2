//! Turns the chunks of a chat-completions stream into nub's block events.
//!
//! OpenAI's stream is flat: text, reasoning and tool-call fragments arrive as
//! fields of a `delta`, and a tool call's only reliable key is its `index`.
//! This parser keeps one slot per tool call, opens a block for each kind of
//! content as it first appears, and closes everything when the stream ends.
//! It is a plain state machine fed with decoded SSE events, so tests can feed
//! it any split of a recorded stream.

use serde_json::Value;

use super::think::{Segment, ThinkSplitter};
use super::wire::{Chunk, Content, Delta, WireToolCall, WireUsage};
use crate::error::{LlmError, clip};
use crate::sse::SseEvent;
use crate::stream::{Emitter, Out, WireParser};
use crate::types::{Block, Event, Opaque, StopReason, Usage};

#[derive(Debug)]
struct ToolSlot {
    wire_index: Option<u64>,
    id: String,
    name: String,
    /// Argument text that arrived before the call had a name to start with.
    held_args: String,
    /// All argument text so far, to tell a finished call from a growing one.
    args: String,
    block: Option<usize>,
}

#[derive(Debug)]
pub struct ChunkParser {
    emit: Emitter,
    open_text: Option<usize>,
    open_thinking: Option<usize>,
    think: ThinkSplitter,
    tools: Vec<ToolSlot>,
    /// OpenRouter's `reasoning_details` entries, merged per (index, type).
    reasoning_details: Vec<Value>,
    finish_reason: Option<String>,
    usage: Usage,
    response_id: Option<String>,
}

impl ChunkParser {
    pub fn new(endpoint: impl Into<String>) -> Self {
        ChunkParser {
            emit: Emitter::new(endpoint),
            open_text: None,
            open_thinking: None,
            think: ThinkSplitter::default(),
            tools: Vec::new(),
            reasoning_details: Vec::new(),
            finish_reason: None,
            usage: Usage::default(),
            response_id: None,
        }
    }

    fn on_chunk(&mut self, chunk: Chunk, out: &mut Out) {
        if self.response_id.is_none() {
            self.response_id = chunk.id.filter(|id| !id.is_empty());
        }
        if let Some(usage) = chunk.usage {
            self.usage = map_usage(&usage);
        }
        let choice = chunk.choices.into_iter().flatten().find(|choice| choice.index.unwrap_or(0) == 0);
        if let Some(choice) = choice {
            if let Some(delta) = choice.delta {
                self.on_delta(delta, out);
            }
            if let Some(reason) = choice.finish_reason.filter(|r| !r.is_empty()) {
                self.finish_reason = Some(reason);
            }
        }
        // An error inside an otherwise normal chunk (OpenRouter) ends the answer.
        if let Some(error) = chunk.error.filter(|e| !e.is_null()) {
            let error = self.provider_error(&error);
            self.emit.fail(error, out);
        }
    }

    fn on_delta(&mut self, delta: Delta, out: &mut Out) {
        let reasoning = delta.reasoning_content.or(delta.reasoning).unwrap_or_default();
        let had_reasoning_text = !reasoning.is_empty();
        self.thinking(&reasoning, out);
        if let Some(details) = delta.reasoning_details {
            self.merge_reasoning_details(details, !had_reasoning_text, out);
        }
        match delta.content {
            Some(Content::Text(text)) => {
                let mut think = std::mem::take(&mut self.think);
                think.push(&text, &mut |segment, piece| self.segment(segment, piece, out));
                self.think = think;
            }
            Some(Content::Parts(parts)) => {
                for part in parts {
                    self.content_part(&part, out);
                }
            }
            None => {}
        }
        if let Some(refusal) = delta.refusal {
            self.text(&refusal, out);
        }
        for (position, call) in delta.tool_calls.into_iter().flatten().enumerate() {
            self.tool_call(position, call, out);
        }
    }

    fn segment(&mut self, segment: Segment, text: &str, out: &mut Out) {
        match segment {
            Segment::Text => self.text(text, out),
            Segment::Thinking => self.thinking(text, out),
        }
    }

    /// Mistral's Magistral streams thinking as typed parts inside `content`.
    fn content_part(&mut self, part: &Value, out: &mut Out) {
        match part.get("type").and_then(Value::as_str) {
            Some("text") => {
                if let Some(text) = part.get("text").and_then(Value::as_str) {
                    self.text(text, out);
                }
            }
            Some("thinking") => {
                for inner in part.get("thinking").and_then(Value::as_array).into_iter().flatten() {
                    if let Some(text) = inner.get("text").and_then(Value::as_str) {
                        self.thinking(text, out);
                    }
                }
            }
            other => tracing::debug!(part_type = ?other, "ignoring unknown content part"),
        }
    }

    fn stop_block(index: Option<usize>, out: &mut Out) {
        if let Some(index) = index {
            out.push_back(Ok(Event::BlockStop { index }));
        }
    }

    fn text(&mut self, text: &str, out: &mut Out) {
        if text.is_empty() {
            return;
        }
        self.close_thinking(out);
        let index = match self.open_text {
            Some(index) => index,
            None => {
                let index = self.emit.start(Block::text(""), out);
                self.open_text = Some(index);
                index
            }
        };
        Emitter::text(index, text, out);
    }

    fn thinking(&mut self, text: &str, out: &mut Out) {
        if text.is_empty() {
            return;
        }
        let index = self.ensure_thinking(out);
        Emitter::text(index, text, out);
    }

    fn ensure_thinking(&mut self, out: &mut Out) -> usize {
        if let Some(index) = self.open_thinking {
            return index;
        }
        Self::stop_block(self.open_text.take(), out);
        let block = Block::Thinking { text: String::new(), signature: None, raw: None };
        let index = self.emit.start(block, out);
        self.open_thinking = Some(index);
        index
    }

    fn close_thinking(&mut self, out: &mut Out) {
        let Some(index) = self.open_thinking.take() else {
            return;
        };
        if !self.reasoning_details.is_empty() {
            let details = Value::Array(std::mem::take(&mut self.reasoning_details));
            let signature = details
                .as_array()
                .into_iter()
                .flatten()
                .filter_map(|d| d.get("signature").and_then(Value::as_str))
                .rfind(|s| !s.is_empty())
                .map(str::to_owned);
            out.push_back(Ok(Event::BlockMeta {
                index,
                signature,
                raw: Some(Opaque::from_value(&details)),
                recovered: false,
            }));
        }
        out.push_back(Ok(Event::BlockStop { index }));
    }

    /// OpenRouter repeats reasoning text in `reasoning_details` next to
    /// `reasoning`; the details are kept whole (for the round trip) and their
    /// text is shown only when no plain reasoning text came with them.
    fn merge_reasoning_details(&mut self, details: Vec<Value>, use_text: bool, out: &mut Out) {
        for detail in details {
            let kind = detail.get("type").and_then(Value::as_str).unwrap_or_default().to_owned();
            let position = detail.get("index").and_then(Value::as_u64);
            let text = detail
                .get("text")
                .or_else(|| detail.get("summary"))
                .and_then(Value::as_str)
                .unwrap_or_default()
                .to_owned();
            if use_text && !text.is_empty() {
                self.thinking(&text, out);
            } else {
                self.ensure_thinking(out);
            }
            let existing = self.reasoning_details.iter_mut().find(|d| {
                d.get("type").and_then(Value::as_str) == Some(kind.as_str())
                    && d.get("index").and_then(Value::as_u64) == position
            });
            match existing {
                Some(existing) => merge_detail(existing, detail),
                None => self.reasoning_details.push(detail),
            }
        }
    }

    fn tool_call(&mut self, position: usize, call: WireToolCall, out: &mut Out) {
        let id = call.id.filter(|id| !id.is_empty());
        let (name, args) = match call.function {
            Some(function) => (function.name.filter(|n| !n.is_empty()), function.arguments),
            None => (None, None),
        };
        let args = match args {
            Some(Value::String(text)) => text,
            Some(Value::Null) | None => String::new(),
            Some(other) => other.to_string(),
        };
        let slot = self.slot_for(call.index, position, id.as_deref(), name.is_some());
        let slot_ref = &mut self.tools[slot];
        slot_ref.args.push_str(&args);
        if let Some(id) = id.filter(|_| slot_ref.id.is_empty()) {
            slot_ref.id = id;
        }
        if let Some(name) = name.filter(|_| slot_ref.name.is_empty()) {
            slot_ref.name = name;
        }
        match slot_ref.block {
            Some(index) => {
                Emitter::json(index, args, out);
            }
            None => {
                slot_ref.held_args.push_str(&args);
                if !slot_ref.name.is_empty() {
                    self.start_tool(slot, out);
                }
            }
        }
    }

    /// Finds the slot a fragment belongs to. `index` is the only reliable key,
    /// but servers omit it or reuse it; an id and a name that differ from an
    /// already named call mean a new call even under the same index.
    fn slot_for(&mut self, wire_index: Option<u64>, position: usize, id: Option<&str>, has_name: bool) -> usize {
        let is_other_call = |slot: &ToolSlot| match id {
            Some(id) => has_name && !slot.id.is_empty() && slot.id != id && !slot.name.is_empty(),
            None => false,
        };
        let found = match wire_index {
            Some(wire) => {
                self.tools.iter().rposition(|s| s.wire_index == Some(wire)).filter(|&i| !is_other_call(&self.tools[i]))
            }
            // Without index and id, a named fragment after a call whose
            // arguments are already complete JSON is the next call.
            None => match id {
                Some(id) => self.tools.iter().rposition(|s| s.id == id),
                None if position == 0 => self.tools.len().checked_sub(1).filter(|&i| {
                    let slot = &self.tools[i];
                    !(has_name && !slot.name.is_empty() && serde_json::from_str::<Value>(&slot.args).is_ok())
                }),
                None => None,
            },
        };
        found.unwrap_or_else(|| {
            self.tools.push(ToolSlot {
                wire_index,
                id: String::new(),
                name: String::new(),
                held_args: String::new(),
                args: String::new(),
                block: None,
            });
            self.tools.len() - 1
        })
    }

    fn start_tool(&mut self, slot: usize, out: &mut Out) {
        Self::stop_block(self.open_text.take(), out);
        self.close_thinking(out);
        let ordinal = self.tools.iter().filter(|s| s.block.is_some()).count();
        if self.tools[slot].id.is_empty() {
            // Some servers send no id at all; the id only has to pair the call
            // with its result, and must differ between answers.
            let prefix = self.response_id.clone().unwrap_or_else(|| {
                let now = std::time::SystemTime::now().duration_since(std::time::UNIX_EPOCH);
                format!("nub{}", now.map(|d| d.as_micros()).unwrap_or_default())
            });
            self.tools[slot].id = format!("call_{prefix}_{ordinal}");
        }
        let block = Block::ToolUse {
            id: self.tools[slot].id.clone(),
            name: self.tools[slot].name.clone(),
            input: Value::Object(Default::default()),
        };
        let index = self.emit.start(block, out);
        self.tools[slot].block = Some(index);
        let held = std::mem::take(&mut self.tools[slot].held_args);
        Emitter::json(index, held, out);
    }

    /// The answer is complete: release held text, close every block, report.
    fn complete(&mut self, out: &mut Out) {
        let mut think = std::mem::take(&mut self.think);
        think.finish(&mut |segment, piece| self.segment(segment, piece, out));
        // A call that never got a name still reaches the loop, which answers
        // it with an error ("no tool named \"\""): dropped, the model would
        // wait for a result that never comes, or believe the call ran.
        for slot in 0..self.tools.len() {
            if self.tools[slot].block.is_none() {
                tracing::warn!(id = %self.tools[slot].id, "a tool call without a name");
                self.start_tool(slot, out);
            }
        }
        Self::stop_block(self.open_text.take(), out);
        self.close_thinking(out);
        for slot in &self.tools {
            Self::stop_block(slot.block, out);
        }
        let called_tools = self.tools.iter().any(|s| s.block.is_some());
        let stop = match self.finish_reason.as_deref() {
            Some("length" | "max_tokens") => StopReason::MaxTokens,
            Some("content_filter") => StopReason::ContentFilter,
            _ if called_tools => StopReason::ToolUse,
            _ => StopReason::EndTurn,
        };
        self.emit.done(stop, self.usage, out);
    }

    fn provider_error(&self, error: &Value) -> LlmError {
        let code = error
            .get("code")
            .filter(|c| !c.is_null())
            .or_else(|| error.get("type"))
            .map(|c| c.as_str().map(str::to_owned).unwrap_or_else(|| c.to_string()));
        let status = error.get("status_code").or_else(|| error.get("code")).and_then(Value::as_u64).unwrap_or(0);
        let kind = error.get("type").and_then(Value::as_str).unwrap_or_default();
        let retryable =
            status == 429 || (500..600).contains(&status) || matches!(kind, "server_error" | "overloaded_error");
        self.emit.provider_error(error, code, retryable)
    }
}

fn merge_detail(existing: &mut Value, update: Value) {
    let (Some(existing), Value::Object(update)) = (existing.as_object_mut(), update) else {
        return;
    };
    for (key, value) in update {
        match (key.as_str(), existing.get_mut(&key), &value) {
            ("text" | "summary", Some(Value::String(acc)), Value::String(more)) => acc.push_str(more),
            (_, _, Value::String(s)) if s.is_empty() => {}
            _ => {
                existing.insert(key, value);
            }
        }
    }
}

fn map_usage(usage: &WireUsage) -> Usage {
    let cached = usage
        .prompt_tokens_details
        .as_ref()
        .and_then(|d| d.cached_tokens)
        .or(usage.prompt_cache_hit_tokens)
        .unwrap_or(0);
    Usage {
        input: usage.prompt_tokens.unwrap_or(0),
        output: usage.completion_tokens.unwrap_or(0),
        cache_read: cached,
        cache_write: 0,
        reasoning: 0,
    }
}

impl WireParser for ChunkParser {
    fn on_event(&mut self, event: SseEvent, out: &mut Out) {
        if self.emit.has_ended() {
            return;
        }
        let data = event.data.trim();
        if data.is_empty() {
            return;
        }
        if data == "[DONE]" {
            self.complete(out);
            return;
        }
        if event.event == "error" {
            let error = match serde_json::from_str::<Value>(data) {
                Ok(value) => self.provider_error(value.get("error").unwrap_or(&value)),
                Err(_) => self.provider_error(&Value::String(data.to_owned())),
            };
            self.emit.fail(error, out);
            return;
        }
        match serde_json::from_str::<Chunk>(data) {
            Ok(chunk) => self.on_chunk(chunk, out),
            Err(error) => {
                self.emit.unreadable(format!("a chunk is not valid JSON ({error}): {}", clip(data, 200)), out)
            }
        }
    }

    fn on_end(&mut self, out: &mut Out) {
        if self.emit.has_ended() {
            return;
        }
        if self.finish_reason.is_some() {
            // Many servers close after the finish chunk without `[DONE]`.
            self.complete(out);
        } else {
            let message = "the stream ended before the answer was complete (no finish reason, no [DONE])";
            self.emit.unreadable(message.into(), out);
        }
    }

    fn has_ended(&self) -> bool {
        self.emit.has_ended()
    }

    fn on_plain_body(&mut self, body: &str, out: &mut Out) {
        let value: Value = serde_json::from_str(body).unwrap_or(Value::Null);
        if let Some(error) = Emitter::error_in(&value) {
            let error = self.provider_error(error);
            self.emit.fail(error, out);
            return;
        }
        // A complete (non-streamed) answer is one chunk whose delta is the message.
        let choice = value["choices"].as_array().and_then(|c| c.iter().find(|c| c["index"].as_u64().unwrap_or(0) == 0));
        let Some(message) = choice.and_then(|c| c.get("message")) else {
            self.emit.not_a_stream(body, out);
            return;
        };
        let chunk = serde_json::json!({
            "id": value.get("id"),
            "choices": [{"index": 0, "delta": message, "finish_reason": choice.and_then(|c| c.get("finish_reason"))}],
            "usage": value.get("usage"),
        });
        match serde_json::from_value::<Chunk>(chunk) {
            Ok(chunk) => {
                self.on_chunk(chunk, out);
                if !self.emit.has_ended() {
                    self.complete(out);
                }
            }
            Err(error) => self.emit.unreadable(format!("unreadable answer: {error}"), out),
        }
    }
}
