//! Turns the chunks of a Gemini stream into nub's block events.
//!
//! Each chunk is a whole `GenerateContentResponse` holding the next parts of
//! candidate 0. Text parts continue the open text block, thought parts the
//! open thinking block; a function call arrives whole in one part and
//! becomes a complete tool block. `usageMetadata` is repeated with running
//! counts (the last wins), and the chunk with a `finishReason` ends the
//! answer: Gemini sends nothing after it but closes the connection.
//!
//! Parts of Gemini's own tools (`executableCode`, `codeExecutionResult`) and
//! model-made files are skipped with a log line: they are never calls for
//! nub to run. A signature on a skipped part is dropped with it.

use serde::Deserialize;
use serde_json::{Value, json};

use crate::error::{LlmError, clip};
use crate::sse::SseEvent;
use crate::stream::{Emitter, Out, WireParser};
use crate::types::{Block, Event, Opaque, StopReason, Usage};

#[derive(Debug, Deserialize)]
#[serde(rename_all = "camelCase")]
struct Chunk {
    #[serde(default)]
    candidates: Option<Vec<Candidate>>,
    #[serde(default)]
    usage_metadata: Option<UsageMetadata>,
    #[serde(default)]
    prompt_feedback: Option<PromptFeedback>,
    #[serde(default)]
    error: Option<Value>,
    #[serde(default)]
    response_id: Option<String>,
}

#[derive(Debug, Deserialize)]
#[serde(rename_all = "camelCase")]
struct Candidate {
    #[serde(default)]
    content: Option<Content>,
    #[serde(default)]
    finish_reason: Option<String>,
    #[serde(default)]
    finish_message: Option<String>,
    #[serde(default)]
    index: Option<u64>,
}

#[derive(Debug, Deserialize)]
struct Content {
    /// Parts stay `Value`s: their kinds grow with every Gemini tool.
    #[serde(default)]
    parts: Option<Vec<Value>>,
}

#[derive(Debug, Deserialize)]
#[serde(rename_all = "camelCase")]
struct UsageMetadata {
    #[serde(default)]
    prompt_token_count: Option<u64>,
    #[serde(default)]
    candidates_token_count: Option<u64>,
    #[serde(default)]
    thoughts_token_count: Option<u64>,
    #[serde(default)]
    cached_content_token_count: Option<u64>,
}

#[derive(Debug, Deserialize)]
#[serde(rename_all = "camelCase")]
struct PromptFeedback {
    #[serde(default)]
    block_reason: Option<String>,
    #[serde(default)]
    block_reason_message: Option<String>,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Open {
    Nothing,
    Text(usize),
    /// `signed`: a signature is attached; the next one needs its own block.
    Thinking {
        index: usize,
        signed: bool,
    },
}

/// Finish reasons that mean a safety or policy filter ended the answer.
const FILTERED: &[&str] = &[
    "SAFETY",
    "RECITATION",
    "BLOCKLIST",
    "PROHIBITED_CONTENT",
    "SPII",
    "IMAGE_SAFETY",
    "IMAGE_PROHIBITED_CONTENT",
    "IMAGE_RECITATION",
];

#[derive(Debug)]
pub struct ChunkParser {
    emit: Emitter,
    open: Open,
    calls: usize,
    /// Prefix of made-up call ids: the response id, else a timestamp.
    id_prefix: Option<String>,
    usage: Usage,
}

impl ChunkParser {
    pub fn new(endpoint: impl Into<String>) -> Self {
        ChunkParser {
            emit: Emitter::new(endpoint),
            open: Open::Nothing,
            calls: 0,
            id_prefix: None,
            usage: Usage::default(),
        }
    }

    fn close(&mut self, out: &mut Out) {
        match std::mem::replace(&mut self.open, Open::Nothing) {
            Open::Nothing => {}
            Open::Text(index) | Open::Thinking { index, .. } => out.push_back(Ok(Event::BlockStop { index })),
        }
    }

    fn on_chunk(&mut self, chunk: Chunk, out: &mut Out) {
        if self.id_prefix.is_none() {
            self.id_prefix = chunk.response_id.filter(|id| !id.is_empty());
        }
        if let Some(error) = chunk.error.filter(|e| !e.is_null()) {
            let error = self.provider_error(&error);
            self.emit.fail(error, out);
            return;
        }
        if let Some(usage) = chunk.usage_metadata {
            let count = |n: Option<u64>| n.unwrap_or(0);
            self.usage = Usage {
                input: count(usage.prompt_token_count),
                output: count(usage.candidates_token_count) + count(usage.thoughts_token_count),
                cache_read: count(usage.cached_content_token_count),
                cache_write: 0,
                reasoning: count(usage.thoughts_token_count),
            };
        }
        if let Some(reason) = chunk.prompt_feedback.as_ref().and_then(|f| f.block_reason.as_deref()) {
            let detail = chunk.prompt_feedback.as_ref().and_then(|f| f.block_reason_message.as_deref());
            let message = format!(
                "Gemini refused the prompt ({reason}{}). Rephrase the request or remove what triggers the filter",
                detail.map(|d| format!(": {d}")).unwrap_or_default()
            );
            let error = LlmError::Provider {
                endpoint: self.emit.endpoint.clone(),
                code: Some(reason.to_owned()),
                message,
                retryable: false,
            };
            self.emit.fail(error, out);
            return;
        }
        let candidate = chunk.candidates.into_iter().flatten().find(|c| c.index.unwrap_or(0) == 0);
        let Some(candidate) = candidate else {
            return;
        };
        for part in candidate.content.and_then(|c| c.parts).into_iter().flatten() {
            self.on_part(&part, out);
        }
        if let Some(reason) = candidate.finish_reason.filter(|r| !r.is_empty()) {
            self.finish(&reason, candidate.finish_message, out);
        }
    }

    fn on_part(&mut self, part: &Value, out: &mut Out) {
        let signature = part.get("thoughtSignature").and_then(Value::as_str).filter(|s| !s.is_empty());
        if let Some(text) = part.get("text").and_then(Value::as_str) {
            if part.get("thought").and_then(Value::as_bool) == Some(true) {
                self.thinking(text, out);
                if let Some(signature) = signature {
                    self.sign(signature, out);
                }
            } else {
                if let Some(signature) = signature {
                    self.sign(signature, out);
                }
                self.text(text, out);
            }
        } else if let Some(call) = part.get("functionCall") {
            if let Some(signature) = signature {
                self.sign(signature, out);
            }
            self.function_call(call, out);
        } else {
            let kind = part.as_object().and_then(|o| o.keys().find(|k| *k != "thoughtSignature")).cloned();
            tracing::debug!(part = ?kind, signed = signature.is_some(), "skipping a part nub does not keep");
        }
    }

    fn text(&mut self, text: &str, out: &mut Out) {
        if text.is_empty() {
            return;
        }
        let index = match self.open {
            Open::Text(index) => index,
            _ => {
                self.close(out);
                let index = self.emit.start(Block::text(""), out);
                self.open = Open::Text(index);
                index
            }
        };
        Emitter::text(index, text, out);
    }

    fn thinking(&mut self, text: &str, out: &mut Out) {
        if text.is_empty() {
            return;
        }
        let index = match self.open {
            Open::Thinking { index, .. } => index,
            _ => self.open_thinking(out),
        };
        Emitter::text(index, text, out);
    }

    fn open_thinking(&mut self, out: &mut Out) -> usize {
        self.close(out);
        let index = self.emit.start(Block::Thinking { text: String::new(), signature: None, raw: None }, out);
        self.open = Open::Thinking { index, signed: false };
        index
    }

    /// A signature for the part being read: it goes on the open unsigned
    /// thinking block, else on a thinking block of its own, so it always
    /// stands right before the part it came with.
    fn sign(&mut self, signature: &str, out: &mut Out) {
        let index = match self.open {
            Open::Thinking { index, signed: false } => index,
            _ => self.open_thinking(out),
        };
        let raw = Opaque::from_value(&json!({"thoughtSignature": signature}));
        out.push_back(Ok(Event::BlockMeta { index, signature: None, raw: Some(raw), recovered: false }));
        self.open = Open::Thinking { index, signed: true };
    }

    fn function_call(&mut self, call: &Value, out: &mut Out) {
        self.close(out);
        let id = match call.get("id").and_then(Value::as_str).filter(|id| !id.is_empty()) {
            Some(id) => id.to_owned(),
            None => {
                // Gemini before 3 sends no ids; the id only has to pair the
                // call with its result, and must differ between answers.
                let prefix = self.id_prefix.get_or_insert_with(|| {
                    let now = std::time::SystemTime::now().duration_since(std::time::UNIX_EPOCH);
                    format!("nub{}", now.map(|d| d.as_micros()).unwrap_or_default())
                });
                format!("call_{prefix}_{}", self.calls)
            }
        };
        let name = call.get("name").and_then(Value::as_str).unwrap_or_default().to_owned();
        let args = match call.get("args") {
            Some(args @ Value::Object(_)) => args.to_string(),
            _ => "{}".to_owned(),
        };
        self.calls += 1;
        let index = self.emit.start(Block::ToolUse { id, name, input: Value::Object(Default::default()) }, out);
        Emitter::json(index, args, out);
        out.push_back(Ok(Event::BlockStop { index }));
    }

    fn finish(&mut self, reason: &str, detail: Option<String>, out: &mut Out) {
        self.close(out);
        let stop = match reason {
            "MAX_TOKENS" => StopReason::MaxTokens,
            _ if FILTERED.contains(&reason) => StopReason::ContentFilter,
            "MALFORMED_FUNCTION_CALL" | "UNEXPECTED_TOOL_CALL" | "TOO_MANY_TOOL_CALLS" => {
                let message =
                    detail.unwrap_or_else(|| "the model produced a function call Gemini could not use".into());
                let error = LlmError::Provider {
                    endpoint: self.emit.endpoint.clone(),
                    code: Some(reason.to_owned()),
                    message,
                    // A model slip, not a bad request: another attempt may
                    // well succeed (the driver retries only before content).
                    retryable: reason == "MALFORMED_FUNCTION_CALL",
                };
                self.emit.fail(error, out);
                return;
            }
            _ if self.calls > 0 => StopReason::ToolUse,
            "STOP" => StopReason::EndTurn,
            other => {
                tracing::info!(finish_reason = other, "ending the turn on a finish reason nub does not act on");
                StopReason::EndTurn
            }
        };
        self.emit.done(stop, self.usage, out);
    }

    fn provider_error(&self, error: &Value) -> LlmError {
        let status = error.get("status").and_then(Value::as_str);
        let code = error.get("code").and_then(Value::as_u64).unwrap_or(0);
        let retryable = matches!(code, 429 | 500..=504)
            || matches!(status, Some("RESOURCE_EXHAUSTED" | "UNAVAILABLE" | "INTERNAL" | "DEADLINE_EXCEEDED"));
        let code = status.map(str::to_owned).or_else(|| (code > 0).then(|| code.to_string()));
        self.emit.provider_error(error, code, retryable)
    }

    fn read(&mut self, value: Value, out: &mut Out) {
        match serde_json::from_value::<Chunk>(value) {
            Ok(chunk) => self.on_chunk(chunk, out),
            Err(error) => self.emit.unreadable(format!("a chunk has an unexpected shape: {error}"), out),
        }
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
        match serde_json::from_str::<Value>(data) {
            Ok(value) => self.read(value, out),
            Err(error) => {
                self.emit.unreadable(format!("a chunk is not valid JSON ({error}): {}", clip(data, 200)), out);
            }
        }
    }

    fn on_end(&mut self, out: &mut Out) {
        if !self.emit.has_ended() {
            self.emit.unreadable("the stream ended before the answer was complete (no finishReason)".into(), out);
        }
    }

    fn has_ended(&self) -> bool {
        self.emit.has_ended()
    }

    /// Without `alt=sse` Gemini answers with a JSON array of chunks; a
    /// plain `generateContent` answer or an error is one object.
    fn on_plain_body(&mut self, body: &str, out: &mut Out) {
        let chunks = match serde_json::from_str::<Value>(body) {
            Ok(Value::Array(chunks)) => chunks,
            Ok(chunk @ Value::Object(_)) => vec![chunk],
            _ => {
                self.emit.not_a_stream(body, out);
                return;
            }
        };
        for chunk in chunks {
            if self.emit.has_ended() {
                break;
            }
            self.read(chunk, out);
        }
        self.on_end(out);
    }
}
