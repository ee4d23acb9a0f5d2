//! Recovery of text-written tool calls applied to a provider's event stream.
//!
//! `TextCallProvider` wraps any provider whose `Caps::text_tool_calls` is
//! on (`build_provider` does it). For a request that offers tools, the text
//! of the answer runs through a `Scanner`: text flows on as it comes,
//! except from a place where a call may begin, which is held until it is
//! known to be text (released) or a call (replaced). A recovered call
//! becomes a real `ToolUse` block — `BlockStart`, `BlockMeta` with
//! `recovered: true`, the input as one `BlockDelta`, `BlockStop` — so the
//! session stores it like any native call, and the answer ends with
//! `StopReason::ToolUse`. Once the model makes a native call, nothing more
//! is recovered from that answer and held text is released as it was.
//!
//! Block indexes are renumbered: recovered calls are new blocks, and the
//! text around them is split into blocks of its own.

use std::collections::HashMap;

use async_trait::async_trait;
use futures_util::StreamExt;
use serde_json::{Map, Value};
use tokio_util::sync::CancellationToken;

use super::{Piece, Scanner, TextCall};
use crate::caps::Caps;
use crate::error::LlmError;
use crate::provider::{EventStream, Provider};
use crate::types::{Block, Event, Request, StopReason, ToolDef};

/// A provider that recovers tool calls written as text from its inner one.
pub struct TextCallProvider {
    inner: Box<dyn Provider>,
}

impl TextCallProvider {
    pub fn new(inner: Box<dyn Provider>) -> Self {
        TextCallProvider { inner }
    }
}

#[async_trait]
impl Provider for TextCallProvider {
    async fn stream(&self, request: Request, cancel: CancellationToken) -> Result<EventStream, LlmError> {
        // Without tools offered nothing can be a call: the stream stays as it is.
        let tools = request.tools.clone();
        let inner = self.inner.stream(request, cancel).await?;
        if tools.is_empty() {
            return Ok(inner);
        }
        Ok(recover_calls(inner, &tools))
    }

    fn caps(&self) -> &Caps {
        self.inner.caps()
    }

    fn name(&self) -> &str {
        self.inner.name()
    }
}

/// `events` with the tool calls written in its text turned into tool blocks.
pub fn recover_calls(events: EventStream, tools: &[ToolDef]) -> EventStream {
    let mut recover = Recover::new(tools);
    events.flat_map(move |item| futures_util::stream::iter(recover.on(item))).boxed()
}

#[derive(Debug, Clone, Copy)]
enum Inner {
    /// An answer text block: its text goes through the scanner.
    Text,
    /// Any other block, passed on under this index.
    Pass(usize),
}

/// The state of one answer being rewritten.
pub struct Recover {
    scanner: Scanner,
    blocks: HashMap<usize, Inner>,
    next_block: usize,
    /// The text block open downstream.
    open_text: Option<usize>,
    /// Blanks waiting for text: none are shown on their own around calls.
    blanks: String,
    /// A native call came: recovering stops.
    native: bool,
    recovered: usize,
    id_prefix: String,
    out: Vec<Result<Event, LlmError>>,
}

impl Recover {
    pub fn new(tools: &[ToolDef]) -> Self {
        let now = std::time::SystemTime::now().duration_since(std::time::UNIX_EPOCH);
        Recover {
            scanner: Scanner::new(tools),
            blocks: HashMap::new(),
            next_block: 0,
            open_text: None,
            blanks: String::new(),
            native: false,
            recovered: 0,
            // Ids only pair a call with its result, but must differ between answers.
            id_prefix: format!("call_text{}", now.map(|d| d.as_micros()).unwrap_or_default()),
            out: Vec::new(),
        }
    }

    /// The events one upstream item becomes.
    pub fn on(&mut self, item: Result<Event, LlmError>) -> Vec<Result<Event, LlmError>> {
        match item {
            Err(error) => self.out.push(Err(error)),
            Ok(Event::BlockStart { index, block }) => match block {
                Block::Text { .. } => {
                    self.blocks.insert(index, Inner::Text);
                }
                other => {
                    if matches!(other, Block::ToolUse { .. }) && !self.native {
                        self.native = true;
                        let held = self.scanner.release();
                        self.text(&held);
                    }
                    self.close_text();
                    let outer = self.start(other);
                    self.blocks.insert(index, Inner::Pass(outer));
                }
            },
            Ok(Event::BlockDelta { index, text, partial_json }) => match self.blocks.get(&index) {
                Some(Inner::Text) if self.native => self.text(&text),
                Some(Inner::Text) => {
                    let pieces = self.scanner.push(&text);
                    self.pieces(pieces);
                }
                Some(&Inner::Pass(outer)) => {
                    self.out.push(Ok(Event::BlockDelta { index: outer, text, partial_json }));
                }
                None => tracing::debug!(index, "a delta for a block that never started"),
            },
            Ok(Event::BlockMeta { index, signature, raw, recovered }) => {
                if let Some(&Inner::Pass(outer)) = self.blocks.get(&index) {
                    self.out.push(Ok(Event::BlockMeta { index: outer, signature, raw, recovered }));
                }
            }
            // Text runs on across the model's text blocks: a call may span two.
            Ok(Event::BlockStop { index }) => {
                if let Some(&Inner::Pass(outer)) = self.blocks.get(&index) {
                    self.out.push(Ok(Event::BlockStop { index: outer }));
                }
            }
            Ok(event @ Event::Retry { .. }) => self.out.push(Ok(event)),
            Ok(Event::Done { stop, usage }) => {
                let pieces = self.scanner.finish();
                self.pieces(pieces);
                self.close_text();
                let stop = match stop {
                    StopReason::EndTurn if self.recovered > 0 => StopReason::ToolUse,
                    other => other,
                };
                self.out.push(Ok(Event::Done { stop, usage }));
            }
        }
        std::mem::take(&mut self.out)
    }

    fn start(&mut self, block: Block) -> usize {
        let index = self.next_block;
        self.next_block += 1;
        self.out.push(Ok(Event::BlockStart { index, block }));
        index
    }

    fn close_text(&mut self) {
        if let Some(index) = self.open_text.take() {
            self.out.push(Ok(Event::BlockStop { index }));
        }
    }

    fn pieces(&mut self, pieces: Vec<Piece>) {
        for piece in pieces {
            match piece {
                Piece::Text(text) => self.text(&text),
                Piece::Calls(calls) => {
                    self.close_text();
                    self.blanks.clear();
                    for call in calls {
                        self.call(call);
                    }
                }
            }
        }
    }

    fn text(&mut self, text: &str) {
        if text.is_empty() {
            return;
        }
        let index = match self.open_text {
            Some(index) => index,
            None if text.trim().is_empty() => {
                self.blanks.push_str(text);
                return;
            }
            None => {
                let index = self.start(Block::text(""));
                self.open_text = Some(index);
                index
            }
        };
        let text = std::mem::take(&mut self.blanks) + text;
        self.out.push(Ok(Event::BlockDelta { index, text, partial_json: String::new() }));
    }

    fn call(&mut self, call: TextCall) {
        let id = format!("{}_{}", self.id_prefix, self.recovered);
        self.recovered += 1;
        let index = self.start(Block::ToolUse { id, name: call.name, input: Value::Object(Map::new()) });
        self.out.push(Ok(Event::BlockMeta { index, signature: None, raw: None, recovered: true }));
        let partial_json = call.input.to_string();
        self.out.push(Ok(Event::BlockDelta { index, text: String::new(), partial_json }));
        self.out.push(Ok(Event::BlockStop { index }));
    }
}
