//! The events of a Messages stream as the API sends them. Content blocks and
//! deltas stay `Value`s: their types grow with every new server feature, and
//! an unknown one must be skipped, not fail the stream. These types never
//! leave the adapter (D-02).

use serde::Deserialize;
use serde_json::Value;

/// One event, keyed by its `type` field (the SSE `event:` line says the same
/// but is missing in some recordings).
#[derive(Debug, Deserialize)]
#[serde(tag = "type", rename_all = "snake_case")]
pub(super) enum WireEvent {
    MessageStart {
        #[serde(default)]
        message: Option<StartMessage>,
    },
    ContentBlockStart {
        #[serde(default)]
        index: Option<u64>,
        #[serde(default)]
        content_block: Value,
    },
    ContentBlockDelta {
        #[serde(default)]
        index: Option<u64>,
        #[serde(default)]
        delta: Value,
    },
    ContentBlockStop {
        #[serde(default)]
        index: Option<u64>,
    },
    MessageDelta {
        #[serde(default)]
        delta: Option<MessageDeltaBody>,
        #[serde(default)]
        usage: Option<WireUsage>,
    },
    MessageStop {},
    Ping {},
    Error {
        #[serde(default)]
        error: Value,
    },
    /// Any event type added after this was written.
    #[serde(other)]
    Other,
}

#[derive(Debug, Deserialize)]
pub(super) struct StartMessage {
    #[serde(default)]
    pub usage: Option<WireUsage>,
}

#[derive(Debug, Deserialize)]
pub(super) struct MessageDeltaBody {
    #[serde(default)]
    pub stop_reason: Option<String>,
}

/// Input here excludes the cached part: `input_tokens` is only what came
/// after the last cache breakpoint.
#[derive(Debug, Default, Clone, Copy, Deserialize)]
pub(super) struct WireUsage {
    #[serde(default)]
    pub input_tokens: Option<u64>,
    #[serde(default)]
    pub output_tokens: Option<u64>,
    #[serde(default)]
    pub cache_creation_input_tokens: Option<u64>,
    #[serde(default)]
    pub cache_read_input_tokens: Option<u64>,
}

impl WireUsage {
    /// `message_delta` repeats the counts cumulatively; what it has wins.
    pub fn update(&mut self, later: &WireUsage) {
        let take = |mine: &mut Option<u64>, theirs: Option<u64>| {
            if theirs.is_some() {
                *mine = theirs;
            }
        };
        take(&mut self.input_tokens, later.input_tokens);
        take(&mut self.output_tokens, later.output_tokens);
        take(&mut self.cache_creation_input_tokens, later.cache_creation_input_tokens);
        take(&mut self.cache_read_input_tokens, later.cache_read_input_tokens);
    }
}
