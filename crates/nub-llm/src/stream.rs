//! From bytes to events: an SSE decoder feeding a provider's wire parser.
//! The same pipeline runs over the network, over a recorded file in
//! `nub debug replay`, and over every byte split in the tests.

use std::collections::VecDeque;

use serde_json::Value;

use crate::error::{LlmError, clip, mentions_context_length};
use crate::sse::{SseDecoder, SseEvent};
use crate::types::{Block, Event, StopReason, Usage};

/// Where a parser puts the events it makes.
pub type Out = VecDeque<Result<Event, LlmError>>;

/// A provider's translation of SSE events into block events.
pub trait WireParser: Send {
    fn on_event(&mut self, event: SseEvent, out: &mut VecDeque<Result<Event, LlmError>>);
    /// The byte stream ended; emit `Done` or the error explaining why not.
    fn on_end(&mut self, out: &mut VecDeque<Result<Event, LlmError>>);
    /// `Done` or an error was emitted; nothing more will follow.
    fn has_ended(&self) -> bool;
    /// A success response that is not an event stream (a proxy's JSON error,
    /// or a server that ignored `"stream": true`): make sense of it whole.
    fn on_plain_body(&mut self, body: &str, out: &mut VecDeque<Result<Event, LlmError>>);
}

/// Lets the wire format be chosen at run time (`nub debug replay --api`).
impl<P: WireParser + ?Sized> WireParser for Box<P> {
    fn on_event(&mut self, event: SseEvent, out: &mut VecDeque<Result<Event, LlmError>>) {
        (**self).on_event(event, out);
    }

    fn on_end(&mut self, out: &mut VecDeque<Result<Event, LlmError>>) {
        (**self).on_end(out);
    }

    fn has_ended(&self) -> bool {
        (**self).has_ended()
    }

    fn on_plain_body(&mut self, body: &str, out: &mut VecDeque<Result<Event, LlmError>>) {
        (**self).on_plain_body(body, out);
    }
}

/// What every wire parser does the same way: numbering the blocks it opens,
/// ending the answer exactly once (with `Done` or an error), and reading a
/// provider's error object. Each parser keeps one and decides only what is
/// particular to its protocol (which error codes are retryable, say).
#[derive(Debug)]
pub(crate) struct Emitter {
    /// The server's name, for error messages.
    pub endpoint: String,
    next_block: usize,
    ended: bool,
}

impl Emitter {
    pub fn new(endpoint: impl Into<String>) -> Self {
        Emitter { endpoint: endpoint.into(), next_block: 0, ended: false }
    }

    /// Opens the next block and returns its index.
    pub fn start(&mut self, block: Block, out: &mut Out) -> usize {
        let index = self.next_block;
        self.next_block += 1;
        out.push_back(Ok(Event::BlockStart { index, block }));
        index
    }

    /// Text or thinking for an open block; empty text makes no event.
    pub fn text(index: usize, text: &str, out: &mut Out) {
        if !text.is_empty() {
            out.push_back(Ok(Event::BlockDelta { index, text: text.to_owned(), partial_json: String::new() }));
        }
    }

    /// Argument JSON for an open tool block; empty text makes no event.
    pub fn json(index: usize, json: impl Into<String>, out: &mut Out) {
        let partial_json = json.into();
        if !partial_json.is_empty() {
            out.push_back(Ok(Event::BlockDelta { index, text: String::new(), partial_json }));
        }
    }

    pub fn done(&mut self, stop: StopReason, usage: Usage, out: &mut Out) {
        self.ended = true;
        out.push_back(Ok(Event::Done { stop, usage }));
    }

    pub fn fail(&mut self, error: LlmError, out: &mut Out) {
        self.ended = true;
        out.push_back(Err(error));
    }

    /// The stream broke the protocol: `message` says how.
    pub fn unreadable(&mut self, message: String, out: &mut Out) {
        let error = LlmError::Stream { endpoint: self.endpoint.clone(), message };
        self.fail(error, out);
    }

    /// A success response that was neither an event stream nor an answer.
    pub fn not_a_stream(&mut self, body: &str, out: &mut Out) {
        self.unreadable(format!("expected an event stream, got: {}", clip(body.trim(), 200)), out);
    }

    /// The error object of a plain body (`{"error": …}`), if it has one.
    pub fn error_in(body: &Value) -> Option<&Value> {
        body.get("error").filter(|e| !e.is_null())
    }

    pub fn has_ended(&self) -> bool {
        self.ended
    }

    /// A provider's error object as an error: an over-long prompt becomes
    /// `ContextLength` whatever the protocol calls it; the rest keeps the
    /// protocol's `code` and its verdict on retrying.
    pub fn provider_error(&self, error: &Value, code: Option<String>, retryable: bool) -> LlmError {
        let message = error
            .get("message")
            .and_then(Value::as_str)
            .map(str::to_owned)
            .or_else(|| error.as_str().map(str::to_owned))
            .unwrap_or_else(|| error.to_string());
        if mentions_context_length(&message) {
            return LlmError::ContextLength { endpoint: self.endpoint.clone(), message };
        }
        LlmError::Provider { endpoint: self.endpoint.clone(), code, message, retryable }
    }
}

pub struct EventDecoder<P> {
    sse: SseDecoder,
    parser: P,
    scratch: Vec<SseEvent>,
}

impl<P: WireParser> EventDecoder<P> {
    pub fn new(parser: P) -> Self {
        EventDecoder { sse: SseDecoder::new(), parser, scratch: Vec::new() }
    }

    /// Decodes `bytes`; returns how many SSE events they completed (comments
    /// and blank keep-alive lines complete none), which is what counts as
    /// activity for the idle timeout.
    pub fn feed(&mut self, bytes: &[u8], out: &mut VecDeque<Result<Event, LlmError>>) -> usize {
        self.sse.feed(bytes, &mut self.scratch);
        let events = self.scratch.len();
        for event in self.scratch.drain(..) {
            self.parser.on_event(event, out);
        }
        events
    }

    pub fn finish(&mut self, out: &mut VecDeque<Result<Event, LlmError>>) {
        self.sse.finish(&mut self.scratch);
        for event in self.scratch.drain(..) {
            self.parser.on_event(event, out);
        }
        self.parser.on_end(out);
    }

    pub fn plain_body(&mut self, body: &str, out: &mut VecDeque<Result<Event, LlmError>>) {
        self.parser.on_plain_body(body, out);
    }

    pub fn has_ended(&self) -> bool {
        self.parser.has_ended()
    }

    /// Bytes of an event still being received (`SseDecoder::buffered`).
    pub fn buffered(&self) -> usize {
        self.sse.buffered()
    }
}

/// Decodes a complete recorded stream in one go.
pub fn decode_all<P: WireParser>(parser: P, bytes: &[u8]) -> Vec<Result<Event, LlmError>> {
    let mut decoder = EventDecoder::new(parser);
    let mut out = VecDeque::new();
    decoder.feed(bytes, &mut out);
    decoder.finish(&mut out);
    out.into()
}
