//! Folds a stream of block events back into a message — what the agent stores
//! after a turn, and what the conformance tests compare.

use crate::types::{Block, Event, Message, Role, StopReason, Usage};

#[derive(Debug, Default)]
pub struct Collector {
    blocks: Vec<(usize, Block, String)>,
    pub stop: Option<StopReason>,
    pub usage: Usage,
}

impl Collector {
    pub fn push(&mut self, event: &Event) {
        match event {
            Event::BlockStart { index, block } => self.blocks.push((*index, block.clone(), String::new())),
            Event::BlockDelta { index, text, partial_json } => {
                if let Some((_, block, json)) = self.find(*index) {
                    match block {
                        Block::Text { text: acc, .. } | Block::Thinking { text: acc, .. } => acc.push_str(text),
                        Block::ToolUse { .. } => json.push_str(partial_json),
                        Block::ToolResult { .. } | Block::Image { .. } => {}
                    }
                }
            }
            Event::BlockMeta { index, signature, raw, .. } => {
                if let Some((_, Block::Thinking { signature: sig, raw: opaque, .. }, _)) = self.find(*index) {
                    if signature.is_some() {
                        sig.clone_from(signature);
                    }
                    if raw.is_some() {
                        opaque.clone_from(raw);
                    }
                }
            }
            Event::BlockStop { .. } | Event::Retry { .. } => {}
            Event::Done { stop, usage } => {
                self.stop = Some(*stop);
                self.usage = *usage;
            }
        }
    }

    fn find(&mut self, index: usize) -> Option<&mut (usize, Block, String)> {
        self.blocks.iter_mut().rev().find(|(i, _, _)| *i == index)
    }

    /// The assistant message so far. Tool arguments are parsed here: empty
    /// means `{}`; text that is not JSON is kept as a string so the tool
    /// runner can tell the model what was wrong with it.
    /// Where the block of stream index `index` is in [`Collector::message`]'s content.
    pub fn position(&self, index: usize) -> Option<usize> {
        self.blocks.iter().position(|(at, _, _)| *at == index)
    }

    pub fn message(&self) -> Message {
        let content = self
            .blocks
            .iter()
            .map(|(_, block, json)| match block {
                Block::ToolUse { id, name, .. } => {
                    Block::ToolUse { id: id.clone(), name: name.clone(), input: parse_arguments(json) }
                }
                other => other.clone(),
            })
            .collect();
        Message { role: Role::Assistant, content }
    }
}

pub fn parse_arguments(json: &str) -> serde_json::Value {
    if json.trim().is_empty() {
        return serde_json::Value::Object(Default::default());
    }
    serde_json::from_str(json).unwrap_or_else(|_| serde_json::Value::String(json.to_owned()))
}
