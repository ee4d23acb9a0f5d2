//! The chat-completions chunk as servers really send it. Every field is
//! optional and `null`-tolerant; unknown fields are ignored. These types never
//! leave the adapter (D-02).

use serde::Deserialize;
use serde_json::Value;

#[derive(Debug, Deserialize)]
pub(super) struct Chunk {
    #[serde(default)]
    pub id: Option<String>,
    #[serde(default)]
    pub choices: Option<Vec<Choice>>,
    #[serde(default)]
    pub usage: Option<WireUsage>,
    #[serde(default)]
    pub error: Option<Value>,
}

#[derive(Debug, Deserialize)]
pub(super) struct Choice {
    #[serde(default)]
    pub index: Option<u64>,
    #[serde(default)]
    pub delta: Option<Delta>,
    #[serde(default)]
    pub finish_reason: Option<String>,
}

#[derive(Debug, Default, Deserialize)]
pub(super) struct Delta {
    #[serde(default)]
    pub content: Option<Content>,
    #[serde(default)]
    pub reasoning_content: Option<String>,
    #[serde(default)]
    pub reasoning: Option<String>,
    #[serde(default)]
    pub refusal: Option<String>,
    #[serde(default)]
    pub tool_calls: Option<Vec<WireToolCall>>,
    #[serde(default)]
    pub reasoning_details: Option<Vec<Value>>,
}

/// Plain text, or (Mistral's Magistral) an array of typed parts.
#[derive(Debug, Deserialize)]
#[serde(untagged)]
pub(super) enum Content {
    Text(String),
    Parts(Vec<Value>),
}

#[derive(Debug, Deserialize)]
pub(super) struct WireToolCall {
    #[serde(default)]
    pub index: Option<u64>,
    #[serde(default)]
    pub id: Option<String>,
    #[serde(default)]
    pub function: Option<WireFunction>,
}

#[derive(Debug, Deserialize)]
pub(super) struct WireFunction {
    #[serde(default)]
    pub name: Option<String>,
    /// A string fragment as the specification says, or, from a few servers,
    /// the arguments as a JSON object.
    #[serde(default)]
    pub arguments: Option<Value>,
}

#[derive(Debug, Deserialize)]
pub(super) struct WireUsage {
    #[serde(default)]
    pub prompt_tokens: Option<u64>,
    #[serde(default)]
    pub completion_tokens: Option<u64>,
    #[serde(default)]
    pub prompt_tokens_details: Option<PromptDetails>,
    /// DeepSeek's name for cached prompt tokens.
    #[serde(default)]
    pub prompt_cache_hit_tokens: Option<u64>,
}

#[derive(Debug, Deserialize)]
pub(super) struct PromptDetails {
    #[serde(default)]
    pub cached_tokens: Option<u64>,
}
