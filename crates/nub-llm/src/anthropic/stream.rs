//! Turns the events of a Messages stream into nub's block events.
//!
//! Anthropic numbers its content blocks; nub numbers only the blocks it
//! keeps, so skipped server-tool blocks leave no gaps. A text block starts
//! with its first text: the API opens empty text blocks around citations
//! and after server tools, and those would be noise in the answer.

use serde_json::Value;

use super::wire::{WireEvent, WireUsage};
use crate::error::{LlmError, clip};
use crate::sse::SseEvent;
use crate::stream::{Emitter, Out, WireParser};
use crate::types::{Block, Event, Opaque, StopReason, Usage};

#[derive(Debug)]
enum Slot {
    /// A text block; nub's block opens with the first text.
    Text(Option<usize>),
    Thinking(usize),
    Tool {
        block: usize,
        /// The `input` of the start event: `{}` when streamed, the whole
        /// input in a non-streamed answer.
        start_input: Value,
        streamed: bool,
    },
    /// A block nub does not keep (server tools, compaction, unknown types).
    Skipped,
}

#[derive(Debug)]
pub struct EventParser {
    emit: Emitter,
    /// Open blocks by Anthropic's index.
    slots: Vec<(u64, Slot)>,
    called_tools: bool,
    stop_reason: Option<String>,
    usage: WireUsage,
}

impl EventParser {
    pub fn new(endpoint: impl Into<String>) -> Self {
        EventParser {
            emit: Emitter::new(endpoint),
            slots: Vec::new(),
            called_tools: false,
            stop_reason: None,
            usage: WireUsage::default(),
        }
    }

    fn on_wire(&mut self, event: WireEvent, out: &mut Out) {
        match event {
            WireEvent::MessageStart { message } => {
                if let Some(usage) = message.and_then(|m| m.usage) {
                    self.usage.update(&usage);
                }
            }
            WireEvent::ContentBlockStart { index, content_block } => {
                self.block_start(index.unwrap_or_default(), &content_block, out);
            }
            WireEvent::ContentBlockDelta { index, delta } => self.block_delta(index.unwrap_or_default(), &delta, out),
            WireEvent::ContentBlockStop { index } => self.block_stop(index.unwrap_or_default(), out),
            WireEvent::MessageDelta { delta, usage } => {
                if let Some(reason) = delta.and_then(|d| d.stop_reason) {
                    self.stop_reason = Some(reason);
                }
                if let Some(usage) = usage {
                    self.usage.update(&usage);
                }
            }
            WireEvent::MessageStop {} => self.complete(out),
            WireEvent::Error { error } => {
                let error = self.provider_error(&error);
                self.emit.fail(error, out);
            }
            WireEvent::Ping {} | WireEvent::Other => {}
        }
    }

    fn block_start(&mut self, wire: u64, block: &Value, out: &mut Out) {
        if self.slots.iter().any(|(i, _)| *i == wire) {
            // A second start for the same index: close the first.
            self.block_stop(wire, out);
        }
        let text_of = |key: &str| block.get(key).and_then(Value::as_str).unwrap_or_default();
        let slot = match block.get("type").and_then(Value::as_str).unwrap_or_default() {
            "text" => {
                self.slots.push((wire, Slot::Text(None)));
                self.text(wire, text_of("text"), out);
                return;
            }
            "thinking" => {
                let index = self.emit.start(Block::Thinking { text: String::new(), signature: None, raw: None }, out);
                Emitter::text(index, text_of("thinking"), out);
                let signature = text_of("signature");
                if !signature.is_empty() {
                    out.push_back(Ok(Event::BlockMeta {
                        index,
                        signature: Some(signature.to_owned()),
                        raw: None,
                        recovered: false,
                    }));
                }
                Slot::Thinking(index)
            }
            "redacted_thinking" => {
                let index = self.emit.start(Block::Thinking { text: String::new(), signature: None, raw: None }, out);
                out.push_back(Ok(Event::BlockMeta {
                    index,
                    signature: None,
                    raw: Some(Opaque::from_value(block)),
                    recovered: false,
                }));
                Slot::Thinking(index)
            }
            "tool_use" => {
                let tool = Block::ToolUse {
                    id: text_of("id").to_owned(),
                    name: text_of("name").to_owned(),
                    input: Value::Object(Default::default()),
                };
                self.called_tools = true;
                let index = self.emit.start(tool, out);
                Slot::Tool {
                    block: index,
                    start_input: block.get("input").cloned().unwrap_or_default(),
                    streamed: false,
                }
            }
            other => {
                tracing::debug!(block_type = other, "skipping a content block nub does not keep");
                Slot::Skipped
            }
        };
        self.slots.push((wire, slot));
    }

    fn text(&mut self, wire: u64, text: &str, out: &mut Out) {
        if text.is_empty() {
            return;
        }
        let Some(position) = self.slots.iter().position(|(i, _)| *i == wire) else {
            return;
        };
        let index = match self.slots[position].1 {
            Slot::Text(Some(index)) => index,
            Slot::Text(None) => {
                let index = self.emit.start(Block::text(""), out);
                self.slots[position].1 = Slot::Text(Some(index));
                index
            }
            _ => return,
        };
        Emitter::text(index, text, out);
    }

    fn block_delta(&mut self, wire: u64, delta: &Value, out: &mut Out) {
        let Some(position) = self.slots.iter().position(|(i, _)| *i == wire) else {
            tracing::debug!(index = wire, "a delta for a block that never started");
            return;
        };
        let field = |key: &str| delta.get(key).and_then(Value::as_str).unwrap_or_default();
        let kind = field("type");
        match (&mut self.slots[position].1, kind) {
            (Slot::Text(_), "text_delta") => {
                let text = field("text").to_owned();
                self.text(wire, &text, out);
            }
            (Slot::Thinking(index), "thinking_delta") => Emitter::text(*index, field("thinking"), out),
            (Slot::Thinking(index), "signature_delta") => {
                let signature = field("signature");
                if !signature.is_empty() {
                    let event = Event::BlockMeta {
                        index: *index,
                        signature: Some(signature.to_owned()),
                        raw: None,
                        recovered: false,
                    };
                    out.push_back(Ok(event));
                }
            }
            (Slot::Tool { block, streamed, .. }, "input_json_delta") => {
                let json = field("partial_json");
                if !json.is_empty() {
                    *streamed = true;
                    out.push_back(Ok(Event::BlockDelta {
                        index: *block,
                        text: String::new(),
                        partial_json: json.into(),
                    }));
                }
            }
            (Slot::Skipped, _) => {}
            // citations_delta and whatever comes next: the text is what counts.
            (_, other) => tracing::debug!(delta_type = other, "skipping a delta nub does not use"),
        }
    }

    fn block_stop(&mut self, wire: u64, out: &mut Out) {
        let Some(position) = self.slots.iter().position(|(i, _)| *i == wire) else {
            return;
        };
        let (_, slot) = self.slots.remove(position);
        close(slot, out);
    }

    fn complete(&mut self, out: &mut Out) {
        for (_, slot) in std::mem::take(&mut self.slots) {
            close(slot, out);
        }
        let stop = match self.stop_reason.as_deref() {
            // The answer was cut (by max_tokens or by the context window).
            Some("max_tokens" | "model_context_window_exceeded") => StopReason::MaxTokens,
            Some("refusal") => StopReason::ContentFilter,
            _ if self.called_tools => StopReason::ToolUse,
            Some("end_turn" | "stop_sequence") | None => StopReason::EndTurn,
            Some(other) => {
                // "pause_turn" (see the module notes), "tool_use" without a
                // client call, or a reason added later.
                tracing::info!(stop_reason = other, "ending the turn on a stop reason nub does not act on");
                StopReason::EndTurn
            }
        };
        let usage = &self.usage;
        let cache_read = usage.cache_read_input_tokens.unwrap_or(0);
        let cache_write = usage.cache_creation_input_tokens.unwrap_or(0);
        let usage = Usage {
            input: usage.input_tokens.unwrap_or(0) + cache_read + cache_write,
            output: usage.output_tokens.unwrap_or(0),
            cache_read,
            cache_write,
            reasoning: 0,
        };
        self.emit.done(stop, usage, out);
    }

    fn provider_error(&self, error: &Value) -> LlmError {
        let kind = error.get("type").and_then(Value::as_str).map(str::to_owned);
        let retryable =
            matches!(kind.as_deref(), Some("overloaded_error" | "api_error" | "rate_limit_error" | "timeout_error"));
        self.emit.provider_error(error, kind, retryable)
    }
}

fn close(slot: Slot, out: &mut Out) {
    let index = match slot {
        Slot::Text(None) | Slot::Skipped => return,
        Slot::Text(Some(index)) | Slot::Thinking(index) => index,
        Slot::Tool { block, start_input, streamed } => {
            let whole = start_input.as_object().is_some_and(|o| !o.is_empty());
            if whole && !streamed {
                let json = start_input.to_string();
                out.push_back(Ok(Event::BlockDelta { index: block, text: String::new(), partial_json: json }));
            }
            block
        }
    };
    out.push_back(Ok(Event::BlockStop { index }));
}

impl WireParser for EventParser {
    fn on_event(&mut self, event: SseEvent, out: &mut Out) {
        if self.emit.has_ended() {
            return;
        }
        let data = event.data.trim();
        if data.is_empty() {
            return;
        }
        match serde_json::from_str::<WireEvent>(data) {
            Ok(wire) => self.on_wire(wire, out),
            Err(_) if event.event == "error" => {
                let error = self.provider_error(&Value::String(data.to_owned()));
                self.emit.fail(error, out);
            }
            Err(error) => {
                self.emit.unreadable(format!("an event is not valid JSON ({error}): {}", clip(data, 200)), out);
            }
        }
    }

    fn on_end(&mut self, out: &mut Out) {
        if self.emit.has_ended() {
            return;
        }
        if self.stop_reason.is_some() {
            // The answer was complete; only message_stop went missing.
            self.complete(out);
        } else {
            self.emit.unreadable("the stream ended before the message was complete (no message_stop)".into(), out);
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
        let Some(content) = value.get("content").and_then(Value::as_array).filter(|_| value["type"] == "message")
        else {
            self.emit.not_a_stream(body, out);
            return;
        };
        // A whole message (a proxy that ignored "stream": true): replay it as events.
        if let Some(usage) = value.get("usage").and_then(|u| serde_json::from_value::<WireUsage>(u.clone()).ok()) {
            self.usage.update(&usage);
        }
        for (wire, block) in (0..).zip(content) {
            self.block_start(wire, block, out);
            self.block_stop(wire, out);
        }
        self.stop_reason = value.get("stop_reason").and_then(Value::as_str).map(str::to_owned);
        self.complete(out);
    }
}
