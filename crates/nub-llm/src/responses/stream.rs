//! Turns the events of a Responses stream into nub's block events.
//!
//! The stream is a sequence of output items (`message`, `function_call`,
//! `reasoning`, and hosted-tool items nub skips), each announced by
//! `response.output_item.added`, filled by deltas, and closed by
//! `response.output_item.done` carrying the whole item. Items are keyed by
//! `output_index`: GitHub Copilot gives every event a new `item_id`, so the
//! id is only a fallback for servers that send no index.
//!
//! Every piece of content may arrive three ways — as deltas, in its own
//! `.done` event, or only inside `output_item.done` (LM Studio sends a call's
//! arguments only in `function_call_arguments.done`). Each part remembers
//! what its deltas carried; a later full text that extends it contributes
//! the missing tail, one that contradicts it is logged and dropped (what was
//! shown stays shown).
//!
//! A reasoning item becomes one `Thinking` block: its summary parts (or, from
//! servers that stream raw chain of thought, its `reasoning_text` parts)
//! joined by blank lines, and the finished item as `raw`, so its
//! `encrypted_content` can go back with the next request.

use std::collections::BTreeMap;

use serde_json::Value;

use crate::error::{LlmError, clip};
use crate::sse::SseEvent;
use crate::stream::{Emitter, Out, WireParser};
use crate::types::{Block, Event, Opaque, StopReason, Usage};

/// Which text of an item a part holds.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum PartKind {
    /// A message's `output_text` or `refusal` part (by `content_index`).
    Content,
    /// A reasoning item's `summary_text` part (by `summary_index`).
    Summary,
    /// A reasoning item's raw `reasoning_text` part (by `content_index`).
    ReasoningText,
}

#[derive(Debug)]
enum Kind {
    Message,
    Reasoning,
    Call {
        call_id: String,
        name: String,
        /// Argument text that came before the call had a name to start with.
        held: String,
    },
    /// A hosted tool (web search, code interpreter, MCP, …) or an item type
    /// nub does not know: the server handled it, the client has nothing to do.
    Skipped,
}

#[derive(Debug)]
struct Item {
    output_index: Option<u64>,
    item_id: Option<String>,
    kind: Kind,
    /// nub's block for the item, once opened.
    block: Option<usize>,
    /// Text received so far per part, in the order the parts began.
    parts: Vec<((PartKind, u64), String)>,
    done: bool,
}

#[derive(Debug)]
pub struct EventParser {
    emit: Emitter,
    items: Vec<Item>,
    response_id: Option<String>,
    called_tools: bool,
    /// Event types this parser does not act on, counted for the debug log.
    ignored: BTreeMap<String, usize>,
}

impl EventParser {
    pub fn new(endpoint: impl Into<String>) -> Self {
        EventParser {
            emit: Emitter::new(endpoint),
            items: Vec::new(),
            response_id: None,
            called_tools: false,
            ignored: BTreeMap::new(),
        }
    }

    fn on_wire(&mut self, kind: &str, event: &Value, out: &mut Out) {
        let output_index = event.get("output_index").and_then(Value::as_u64);
        let item_id = event.get("item_id").and_then(Value::as_str);
        let text_of = |key: &str| event.get(key).and_then(Value::as_str).unwrap_or_default();
        let index_of = |key: &str| event.get(key).and_then(Value::as_u64).unwrap_or(0);
        match kind {
            "response.created" | "response.in_progress" | "response.queued" => {
                if let Some(id) = event["response"]["id"].as_str().filter(|id| !id.is_empty()) {
                    self.response_id.get_or_insert_with(|| id.to_owned());
                }
            }
            "response.output_item.added" => self.item_added(output_index, &event["item"], out),
            "response.output_item.done" => self.item_done(output_index, &event["item"], out),
            "response.output_text.delta" | "response.refusal.delta" => {
                let part = (PartKind::Content, index_of("content_index"));
                self.part_delta(output_index, item_id, part, text_of("delta"), out);
            }
            "response.output_text.done" => {
                let part = (PartKind::Content, index_of("content_index"));
                self.part_done(output_index, item_id, part, text_of("text"), out);
            }
            "response.refusal.done" => {
                let part = (PartKind::Content, index_of("content_index"));
                self.part_done(output_index, item_id, part, text_of("refusal"), out);
            }
            "response.reasoning_summary_text.delta" => {
                let part = (PartKind::Summary, index_of("summary_index"));
                self.part_delta(output_index, item_id, part, text_of("delta"), out);
            }
            "response.reasoning_summary_text.done" => {
                let part = (PartKind::Summary, index_of("summary_index"));
                self.part_done(output_index, item_id, part, text_of("text"), out);
            }
            "response.reasoning_text.delta" => {
                let part = (PartKind::ReasoningText, index_of("content_index"));
                self.part_delta(output_index, item_id, part, text_of("delta"), out);
            }
            "response.reasoning_text.done" => {
                let part = (PartKind::ReasoningText, index_of("content_index"));
                self.part_done(output_index, item_id, part, text_of("text"), out);
            }
            "response.content_part.done" => {
                let (part, text) = part_of(&event["part"], index_of("content_index"));
                if let Some(text) = text {
                    self.part_done(output_index, item_id, part, text, out);
                }
            }
            "response.reasoning_summary_part.done" => {
                let part = (PartKind::Summary, index_of("summary_index"));
                let text = event["part"]["text"].as_str().unwrap_or_default();
                self.part_done(output_index, item_id, part, text, out);
            }
            "response.function_call_arguments.delta" => {
                self.arguments_delta(output_index, item_id, text_of("delta"), out);
            }
            "response.function_call_arguments.done" => {
                if let Some(at) = self.find(output_index, item_id) {
                    self.arguments_done(at, text_of("arguments"), out);
                }
            }
            "response.completed" | "response.incomplete" => self.complete(&event["response"], out),
            "response.failed" => {
                let unexplained = serde_json::json!({"message": "the response failed without saying why"});
                let error = event["response"].get("error").filter(|e| e.is_object()).unwrap_or(&unexplained);
                let error = self.provider_error(error);
                self.emit.fail(error, out);
            }
            "error" => {
                // `{"type":"error","code":…,"message":…}` as documented, or
                // the error object nested under `error` (OpenAI in practice).
                let error = event.get("error").filter(|e| e.is_object()).unwrap_or(event);
                let error = self.provider_error(error);
                self.emit.fail(error, out);
            }
            other => *self.ignored.entry(other.to_owned()).or_default() += 1,
        }
    }

    /// The item an event is about: by `output_index` when both sides have
    /// one, else by `item_id`, else the latest item.
    fn find(&self, output_index: Option<u64>, item_id: Option<&str>) -> Option<usize> {
        if let Some(index) = output_index
            && let Some(at) = self.items.iter().rposition(|item| item.output_index == Some(index))
        {
            return Some(at);
        }
        if let Some(id) = item_id
            && let Some(at) = self.items.iter().rposition(|item| item.item_id.as_deref() == Some(id))
        {
            return Some(at);
        }
        match output_index {
            // An index no item has: a new item whose `added` never came.
            Some(_) => None,
            None => self.items.len().checked_sub(1),
        }
    }

    /// The item an event is about, made up from the event when the server
    /// skipped `output_item.added` (`kind` says what the event implies).
    fn find_or_add(&mut self, output_index: Option<u64>, item_id: Option<&str>, kind: Kind) -> usize {
        if let Some(at) = self.find(output_index, item_id) {
            return at;
        }
        self.items.push(Item {
            output_index,
            item_id: item_id.map(str::to_owned),
            kind,
            block: None,
            parts: Vec::new(),
            done: false,
        });
        self.items.len() - 1
    }

    fn item_added(&mut self, output_index: Option<u64>, item: &Value, out: &mut Out) {
        let item_id = item.get("id").and_then(Value::as_str);
        // An item's index is its place in the output; a server that leaves
        // it out of `added` may still put it on the item's deltas.
        let output_index = output_index.or(u64::try_from(self.items.len()).ok());
        if let Some(at) = self.find(output_index, None).filter(|_| output_index.is_some()) {
            // A second `added` for the same index: the first one is over.
            self.close(at, out);
        }
        let kind = match item.get("type").and_then(Value::as_str).unwrap_or_default() {
            "message" => Kind::Message,
            "reasoning" => Kind::Reasoning,
            "function_call" => Kind::Call {
                call_id: call_id_of(item),
                name: item.get("name").and_then(Value::as_str).unwrap_or_default().to_owned(),
                held: String::new(),
            },
            other => {
                tracing::debug!(item_type = other, "skipping an output item nub does not act on");
                Kind::Skipped
            }
        };
        self.items.push(Item {
            output_index,
            item_id: item_id.map(str::to_owned),
            kind,
            block: None,
            parts: Vec::new(),
            done: false,
        });
        let at = self.items.len() - 1;
        match &self.items[at].kind {
            Kind::Reasoning => {
                let block = self.emit.start(Block::Thinking { text: String::new(), signature: None, raw: None }, out);
                self.items[at].block = Some(block);
            }
            Kind::Call { name, .. } if !name.is_empty() => self.start_call(at, out),
            Kind::Message | Kind::Call { .. } | Kind::Skipped => {}
        }
        // A whole item in `added` (some servers never stream): its content now.
        self.item_content(at, item, out);
    }

    fn item_done(&mut self, output_index: Option<u64>, item: &Value, out: &mut Out) {
        let item_id = item.get("id").and_then(Value::as_str);
        let at = match self.find(output_index, item_id) {
            Some(at) if !self.items[at].done => at,
            // Never announced (or announced twice): take it as a whole item.
            _ => {
                self.item_added(output_index, item, out);
                self.items.len() - 1
            }
        };
        if let Kind::Call { name, call_id, .. } = &mut self.items[at].kind {
            if name.is_empty()
                && let Some(late) = item.get("name").and_then(Value::as_str)
            {
                late.clone_into(name);
            }
            if call_id.is_empty() {
                *call_id = call_id_of(item);
            }
        }
        self.item_content(at, item, out);
        if matches!(self.items[at].kind, Kind::Reasoning)
            && let Some(block) = self.items[at].block
        {
            let raw = Some(Opaque::from_value(item));
            out.push_back(Ok(Event::BlockMeta { index: block, signature: None, raw, recovered: false }));
        }
        self.close(at, out);
    }

    /// The content a whole item carries, reconciled with what streamed.
    fn item_content(&mut self, at: usize, item: &Value, out: &mut Out) {
        match &self.items[at].kind {
            Kind::Message => {
                for (index, part) in (0..).zip(item["content"].as_array().into_iter().flatten()) {
                    if let ((kind, _), Some(text)) = part_of(part, index) {
                        self.reconcile(at, (kind, index), text, out);
                    }
                }
            }
            Kind::Reasoning => {
                for (index, part) in (0..).zip(item["summary"].as_array().into_iter().flatten()) {
                    if let Some(text) = part["text"].as_str() {
                        self.reconcile(at, (PartKind::Summary, index), text, out);
                    }
                }
                for (index, part) in (0..).zip(item["content"].as_array().into_iter().flatten()) {
                    if let Some(text) = part["text"].as_str() {
                        self.reconcile(at, (PartKind::ReasoningText, index), text, out);
                    }
                }
            }
            Kind::Call { .. } => {
                if let Some(arguments) = item.get("arguments").and_then(Value::as_str) {
                    self.arguments_done(at, arguments, out);
                }
            }
            Kind::Skipped => {}
        }
    }

    fn part_delta(
        &mut self,
        output_index: Option<u64>,
        item_id: Option<&str>,
        part: (PartKind, u64),
        delta: &str,
        out: &mut Out,
    ) {
        let kind = if part.0 == PartKind::Content { Kind::Message } else { Kind::Reasoning };
        let at = self.find_or_add(output_index, item_id, kind);
        self.push_text(at, part, delta, out);
    }

    fn part_done(
        &mut self,
        output_index: Option<u64>,
        item_id: Option<&str>,
        part: (PartKind, u64),
        text: &str,
        out: &mut Out,
    ) {
        let kind = if part.0 == PartKind::Content { Kind::Message } else { Kind::Reasoning };
        let at = self.find_or_add(output_index, item_id, kind);
        self.reconcile(at, part, text, out);
    }

    /// A part's full text: what the deltas did not bring yet is added.
    fn reconcile(&mut self, at: usize, part: (PartKind, u64), full: &str, out: &mut Out) {
        let streamed = self.items[at].parts.iter().find(|(key, _)| *key == part).map_or("", |(_, text)| text.as_str());
        match full.strip_prefix(streamed) {
            Some(tail) => {
                let tail = tail.to_owned();
                self.push_text(at, part, &tail, out);
            }
            None => tracing::warn!(
                streamed = %clip(streamed, 80),
                full = %clip(full, 80),
                "a finished text differs from its streamed deltas; keeping what streamed"
            ),
        }
    }

    fn push_text(&mut self, at: usize, part: (PartKind, u64), text: &str, out: &mut Out) {
        if text.is_empty() || self.items[at].done {
            return;
        }
        let item = &mut self.items[at];
        let block = match (&item.kind, item.block) {
            (Kind::Message | Kind::Reasoning, Some(block)) => block,
            (Kind::Message, None) => {
                let block = self.emit.start(Block::text(""), out);
                self.items[at].block = Some(block);
                block
            }
            (Kind::Reasoning, None) => {
                let block = self.emit.start(Block::Thinking { text: String::new(), signature: None, raw: None }, out);
                self.items[at].block = Some(block);
                block
            }
            // Text events for a call or a hosted tool item: not nub's to show.
            (Kind::Call { .. } | Kind::Skipped, _) => return,
        };
        let item = &mut self.items[at];
        let is_new = !item.parts.iter().any(|(key, _)| *key == part);
        if is_new {
            // Reasoning summaries come in sections; a blank line keeps them apart.
            let separate = matches!(item.kind, Kind::Reasoning) && item.parts.iter().any(|(_, t)| !t.is_empty());
            if separate {
                Emitter::text(block, "\n\n", out);
            }
            item.parts.push((part, String::new()));
        }
        if let Some((_, streamed)) = item.parts.iter_mut().find(|(key, _)| *key == part) {
            streamed.push_str(text);
        }
        Emitter::text(block, text, out);
    }

    fn arguments_delta(&mut self, output_index: Option<u64>, item_id: Option<&str>, delta: &str, out: &mut Out) {
        let kind = Kind::Call { call_id: String::new(), name: String::new(), held: String::new() };
        let at = self.find_or_add(output_index, item_id, kind);
        self.push_arguments(at, delta, out);
    }

    /// A call's whole arguments: the part the deltas did not bring is added.
    fn arguments_done(&mut self, at: usize, full: &str, out: &mut Out) {
        let streamed = match &self.items[at].kind {
            Kind::Call { held, .. } if self.items[at].block.is_none() => held.clone(),
            Kind::Call { .. } => self.items[at].parts.first().map(|(_, t)| t.clone()).unwrap_or_default(),
            Kind::Message | Kind::Reasoning | Kind::Skipped => return,
        };
        match full.strip_prefix(streamed.as_str()) {
            Some(tail) => self.push_arguments(at, tail, out),
            None => tracing::warn!(
                streamed = %clip(&streamed, 80),
                full = %clip(full, 80),
                "a call's finished arguments differ from their streamed deltas; keeping what streamed"
            ),
        }
    }

    fn push_arguments(&mut self, at: usize, json: &str, out: &mut Out) {
        if json.is_empty() || self.items[at].done {
            return;
        }
        let item = &mut self.items[at];
        match (&mut item.kind, item.block) {
            (Kind::Call { .. }, Some(block)) => {
                match item.parts.first_mut() {
                    Some((_, streamed)) => streamed.push_str(json),
                    None => item.parts.push(((PartKind::Content, 0), json.to_owned())),
                }
                Emitter::json(block, json, out);
            }
            // No name yet: held until the call can start.
            (Kind::Call { held, .. }, None) => held.push_str(json),
            (Kind::Message | Kind::Reasoning | Kind::Skipped, _) => {}
        }
    }

    fn start_call(&mut self, at: usize, out: &mut Out) {
        let ordinal = self.items.iter().filter(|item| matches!(item.kind, Kind::Call { .. }) && item.block.is_some());
        let ordinal = ordinal.count();
        let response_id = self.response_id.clone();
        let Kind::Call { call_id, name, held } = &mut self.items[at].kind else {
            return;
        };
        if call_id.is_empty() {
            // The id only pairs the call with its result and must differ
            // between answers; the response id makes it so.
            let prefix = response_id.unwrap_or_else(|| "nub".to_owned());
            *call_id = format!("call_{prefix}_{ordinal}");
        }
        let block =
            Block::ToolUse { id: call_id.clone(), name: name.clone(), input: Value::Object(Default::default()) };
        let held = std::mem::take(held);
        let index = self.emit.start(block, out);
        self.called_tools = true;
        self.items[at].block = Some(index);
        self.push_arguments(at, &held, out);
    }

    /// Ends an item: a call that never got a name still starts (the loop
    /// answers it with an error, so the model hears of it), then its block
    /// stops.
    fn close(&mut self, at: usize, out: &mut Out) {
        if self.items[at].done {
            return;
        }
        if matches!(self.items[at].kind, Kind::Call { .. }) && self.items[at].block.is_none() {
            tracing::warn!("a function call without a name");
            self.start_call(at, out);
        }
        self.items[at].done = true;
        if let Some(block) = self.items[at].block {
            out.push_back(Ok(Event::BlockStop { index: block }));
        }
    }

    /// `response.completed` or `response.incomplete`: every item ends, the
    /// stop reason and usage come from the response object.
    fn complete(&mut self, response: &Value, out: &mut Out) {
        for at in 0..self.items.len() {
            self.close(at, out);
        }
        if !self.ignored.is_empty() {
            tracing::debug!(ignored = ?self.ignored, "stream events nub does not act on");
        }
        let incomplete = response["incomplete_details"]["reason"].as_str();
        let stop = match (response["status"].as_str(), incomplete) {
            (_, Some("content_filter")) => StopReason::ContentFilter,
            (Some("incomplete"), _) | (_, Some(_)) => StopReason::MaxTokens,
            _ if self.called_tools => StopReason::ToolUse,
            _ => StopReason::EndTurn,
        };
        self.emit.done(stop, usage_of(&response["usage"]), out);
    }

    fn provider_error(&self, error: &Value) -> LlmError {
        let code = ["code", "type"]
            .iter()
            .find_map(|key| error.get(*key).and_then(Value::as_str).filter(|c| !c.is_empty()))
            .map(str::to_owned);
        let retryable = matches!(
            code.as_deref(),
            Some("server_error" | "internal_error" | "server_is_overloaded" | "rate_limit_exceeded" | "slow_down")
        );
        self.emit.provider_error(error, code, retryable)
    }
}

/// A content part's kind and text: `output_text`, `refusal` (a message's)
/// or `reasoning_text` (LM Studio's reasoning item parts).
fn part_of(part: &Value, index: u64) -> ((PartKind, u64), Option<&str>) {
    match part["type"].as_str() {
        Some("refusal") => ((PartKind::Content, index), part["refusal"].as_str()),
        Some("reasoning_text") => ((PartKind::ReasoningText, index), part["text"].as_str()),
        _ => ((PartKind::Content, index), part["text"].as_str()),
    }
}

/// The id a function call's output must name: `call_id`, else the item id.
fn call_id_of(item: &Value) -> String {
    ["call_id", "id"]
        .iter()
        .find_map(|key| item.get(*key).and_then(Value::as_str).filter(|id| !id.is_empty()))
        .unwrap_or_default()
        .to_owned()
}

fn usage_of(usage: &Value) -> Usage {
    let count = |value: &Value| value.as_u64().unwrap_or(0);
    Usage {
        input: count(&usage["input_tokens"]),
        output: count(&usage["output_tokens"]),
        cache_read: count(&usage["input_tokens_details"]["cached_tokens"]),
        cache_write: 0,
        reasoning: count(&usage["output_tokens_details"]["reasoning_tokens"]),
    }
}

impl WireParser for EventParser {
    fn on_event(&mut self, event: SseEvent, out: &mut Out) {
        if self.emit.has_ended() {
            return;
        }
        let data = event.data.trim();
        if data.is_empty() || data == "[DONE]" {
            return;
        }
        let value: Value = match serde_json::from_str(data) {
            Ok(value) => value,
            Err(_) if event.event == "error" => {
                let error = self.provider_error(&Value::String(data.to_owned()));
                self.emit.fail(error, out);
                return;
            }
            Err(error) => {
                self.emit.unreadable(format!("an event is not valid JSON ({error}): {}", clip(data, 200)), out);
                return;
            }
        };
        // The type travels in the JSON; the `event:` line is a fallback.
        let kind = value.get("type").and_then(Value::as_str).unwrap_or(event.event.as_str()).to_owned();
        self.on_wire(&kind, &value, out);
    }

    fn on_end(&mut self, out: &mut Out) {
        if !self.emit.has_ended() {
            let message = "the stream ended before the response was complete (no response.completed)";
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
        let Some(output) = value.get("output").and_then(Value::as_array) else {
            self.emit.not_a_stream(body, out);
            return;
        };
        // A whole response (a server that ignored "stream": true): its items in order.
        for (index, item) in (0..).zip(output) {
            self.item_done(Some(index), item, out);
        }
        match value["status"].as_str() {
            Some("failed") => {
                let unexplained = serde_json::json!({"message": "the response failed without saying why"});
                let error = self.provider_error(value.get("error").filter(|e| e.is_object()).unwrap_or(&unexplained));
                self.emit.fail(error, out);
            }
            _ => self.complete(&value, out),
        }
    }
}
