//! From bytes to events: an SSE decoder feeding a provider's wire parser.
//! The same pipeline runs over the network, over a recorded file in
//! `nub debug replay`, and over every byte split in the tests.

use std::collections::VecDeque;

use crate::error::LlmError;
use crate::sse::{SseDecoder, SseEvent};
use crate::types::Event;

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
