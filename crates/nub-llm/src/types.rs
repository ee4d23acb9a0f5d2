//! The provider-neutral conversation model (CONCEPT §4, D-01): content blocks,
//! messages, requests and the stream events every adapter synthesizes.
//!
//! These types are stored verbatim in session files and in the JSON event
//! stream, so their serde shape is a compatibility promise.

use serde::{Deserialize, Serialize};

#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Role {
    User,
    Assistant,
}

/// One piece of message content. Adapters map these *down* to their wire
/// format; nothing a provider sends is dropped on the way up.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(tag = "type", rename_all = "snake_case")]
pub enum Block {
    Text {
        text: String,
        /// A cache breakpoint; adapters without explicit caching ignore it.
        #[serde(default, skip_serializing_if = "is_false")]
        cache_mark: bool,
    },
    /// Reasoning: its text (possibly empty) and the opaque state a provider
    /// needs back. Who made it is told by the shape, and each adapter sends
    /// back only its own provider's:
    /// - `signature` without `raw`: Anthropic's signed thinking;
    /// - `raw` `{"type":"redacted_thinking",…}`: Anthropic's redacted thinking;
    /// - `raw` `{"thoughtSignature":…}`: Gemini's signature of the next block;
    /// - `raw` JSON array: OpenRouter's reasoning details;
    /// - neither: reasoning text only (DeepSeek, `<think>`), sent to no one.
    Thinking {
        text: String,
        #[serde(default, skip_serializing_if = "Option::is_none")]
        signature: Option<String>,
        /// Opaque provider data (encrypted reasoning, reasoning details) that
        /// must go back to the same provider byte for byte.
        #[serde(default, skip_serializing_if = "Option::is_none")]
        raw: Option<Opaque>,
    },
    ToolUse {
        id: String,
        name: String,
        input: serde_json::Value,
    },
    ToolResult {
        tool_use_id: String,
        content: Vec<Block>,
        #[serde(default, skip_serializing_if = "is_false")]
        is_error: bool,
    },
    Image {
        media_type: String,
        #[serde(with = "crate::base64")]
        data: Vec<u8>,
    },
}

fn is_false(value: &bool) -> bool {
    !*value
}

impl Block {
    pub fn text(text: impl Into<String>) -> Self {
        Block::Text { text: text.into(), cache_mark: false }
    }
}

#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct Message {
    pub role: Role,
    pub content: Vec<Block>,
}

impl Message {
    pub fn user(text: impl Into<String>) -> Self {
        Message { role: Role::User, content: vec![Block::text(text)] }
    }

    pub fn assistant(text: impl Into<String>) -> Self {
        Message { role: Role::Assistant, content: vec![Block::text(text)] }
    }
}

#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct ToolDef {
    pub name: String,
    pub description: String,
    pub schema: serde_json::Value,
}

#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct Request {
    pub model: String,
    /// Its own field, never a message in the history.
    pub system: Vec<Block>,
    pub messages: Vec<Message>,
    pub tools: Vec<ToolDef>,
    pub max_tokens: Option<u32>,
    pub temperature: Option<f32>,
    /// How much a reasoning model should think; each adapter maps it to its
    /// protocol (see the effort module), models that do not reason get nothing.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub effort: Option<nub_config::Effort>,
    /// Whether the model may call the tools listed.
    #[serde(default, skip_serializing_if = "ToolChoice::is_auto")]
    pub tool_choice: ToolChoice,
}

/// Whether the model may call the listed tools. `Forbidden` still lists
/// them: a request that drops its tools changes the start of the prompt, and
/// a server's prompt cache then evaluates the whole conversation again (on
/// a CPU, ten seconds for a last answer of one sentence).
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum ToolChoice {
    #[default]
    Auto,
    Forbidden,
}

impl ToolChoice {
    pub fn is_auto(&self) -> bool {
        *self == ToolChoice::Auto
    }
}

/// What a provider stream yields, modelled on the explicit Anthropic event
/// schema; the OpenAI and Gemini adapters synthesize it.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(tag = "type", rename_all = "snake_case")]
pub enum Event {
    /// A block begins. It carries kind, id and name only, never content.
    BlockStart {
        index: usize,
        block: Block,
    },
    /// Content for an open block: `text` for text and thinking, `partial_json`
    /// for a tool call's arguments. The other field is empty.
    BlockDelta {
        index: usize,
        #[serde(default, skip_serializing_if = "String::is_empty")]
        text: String,
        #[serde(default, skip_serializing_if = "String::is_empty")]
        partial_json: String,
    },
    /// What is known of a block beyond its content, sent after its start:
    /// opaque provider data (a thinking signature, encrypted reasoning;
    /// later values replace earlier), or, for a tool call, that nub
    /// recovered it from answer text (`text_calls`) rather than the model
    /// making a native call.
    BlockMeta {
        index: usize,
        #[serde(default, skip_serializing_if = "Option::is_none")]
        signature: Option<String>,
        #[serde(default, skip_serializing_if = "Option::is_none")]
        raw: Option<Opaque>,
        /// The tool call was written as text and recovered (`"recovered": true`).
        #[serde(default, skip_serializing_if = "is_false")]
        recovered: bool,
    },
    BlockStop {
        index: usize,
    },
    /// The request is being sent again; only ever before the first block.
    Retry {
        attempt: u32,
        delay_ms: u64,
        reason: String,
    },
    Done {
        stop: StopReason,
        usage: Usage,
    },
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum StopReason {
    EndTurn,
    ToolUse,
    MaxTokens,
    /// The provider's safety filter ended the answer.
    ContentFilter,
}

/// Token counts as reported by the provider; all zero when it reported none.
/// `input` is the whole prompt, cached part included (OpenAI's meaning);
/// `cache_read` and `cache_write` say how much of it the cache served or took.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct Usage {
    pub input: u64,
    pub output: u64,
    #[serde(default)]
    pub cache_read: u64,
    #[serde(default)]
    pub cache_write: u64,
    /// How much of `output` the model spent reasoning, where the provider
    /// says (the Responses API); 0 otherwise.
    #[serde(default, skip_serializing_if = "is_zero")]
    pub reasoning: u64,
}

fn is_zero(value: &u64) -> bool {
    *value == 0
}

impl Usage {
    pub fn is_reported(&self) -> bool {
        self.input + self.output > 0
    }
}

/// Provider data nub never interprets (encrypted reasoning, reasoning
/// details), kept as the exact JSON text received and stored as a JSON
/// string. A string rather than `RawValue` because serde cannot carry a raw
/// value through an internally tagged enum like `Block`; a string keeps the
/// bytes identical all the same.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(transparent)]
pub struct Opaque(pub String);

impl Opaque {
    pub fn from_value(value: &serde_json::Value) -> Self {
        Opaque(value.to_string())
    }

    /// The JSON text exactly as the provider sent it.
    pub fn get(&self) -> &str {
        &self.0
    }
}
