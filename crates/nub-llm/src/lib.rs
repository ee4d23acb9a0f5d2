//! nub's model layer: the provider-neutral message and event model, the
//! `Provider` trait, SSE decoding, retry, the model registry and the adapters.
//!
//! Provider wire types never leave their adapter module (D-02); everything
//! above this crate speaks `Block`, `Message`, `Request` and `Event`.
#![deny(clippy::print_stdout, clippy::print_stderr)]

pub mod anthropic;
pub mod attachment;
pub mod base64;
pub mod caps;
pub mod collect;
pub mod effort;
pub mod error;
pub mod estimate;
pub mod gemini;
mod history;
pub mod http;
pub mod limits;
pub mod models;
pub mod openai;
pub mod provider;
pub mod redact;
pub mod registry;
pub mod responses;
pub mod sse;
pub mod stream;
pub mod terminal;
pub mod text_calls;
pub mod tool_display;
pub mod types;
pub mod window;

pub use caps::{Caps, SystemRole};
pub use error::LlmError;
pub use provider::{EventStream, Provider};
pub use tool_display::{ToolDisplay, ToolKind};
pub use types::{Block, Event, Message, Opaque, Request, Role, StopReason, ToolChoice, ToolDef, Usage};

/// The wire protocols nub speaks; chosen per endpoint (`[[endpoint]] api`,
/// or `registry::EndpointFamily::api` and `registry::api_for`).
pub use nub_config::WireApi;

/// A fresh stream parser of `api`; `endpoint` names the server in error
/// messages.
pub fn new_parser(api: WireApi, endpoint: &str) -> Box<dyn stream::WireParser> {
    match api {
        WireApi::OpenAi => Box::new(openai::ChunkParser::new(endpoint)),
        WireApi::Responses => Box::new(responses::EventParser::new(endpoint)),
        WireApi::Anthropic => Box::new(anthropic::EventParser::new(endpoint)),
        WireApi::Gemini => Box::new(gemini::ChunkParser::new(endpoint)),
    }
}

/// Decodes a complete recorded stream of `api` without any network.
pub fn replay(api: WireApi, bytes: &[u8]) -> Vec<Result<Event, LlmError>> {
    stream::decode_all(new_parser(api, "replay"), bytes)
}

/// A provider speaking `api` to `base_url` (the API root: `…/v1` for
/// OpenAI and Anthropic, `…/v1beta` for Gemini), recovering tool calls
/// written as text when `caps.text_tool_calls` is on.
pub fn build_provider(
    api: WireApi,
    name: &str,
    base_url: &str,
    api_key: Option<String>,
    caps: Caps,
    options: http::HttpOptions,
) -> Result<Box<dyn Provider>, LlmError> {
    let recover = caps.text_tool_calls;
    let provider: Box<dyn Provider> = match api {
        WireApi::OpenAi => Box::new(openai::OpenAiProvider::new(name, base_url, api_key, caps, options)?),
        WireApi::Responses => Box::new(responses::ResponsesProvider::new(name, base_url, api_key, caps, options)?),
        WireApi::Anthropic => Box::new(anthropic::AnthropicProvider::new(name, base_url, api_key, caps, options)?),
        WireApi::Gemini => Box::new(gemini::GeminiProvider::new(name, base_url, api_key, caps, options)?),
    };
    // Tool calls written as text (`text_calls`) are recovered above the
    // adapter, so every protocol gets it the same way.
    Ok(if recover { Box::new(text_calls::stream::TextCallProvider::new(provider)) } else { provider })
}

/// One NDJSON line for a decoded item: the event itself, or the error as
/// `{"type":"error","kind":…,"message":…}`. The format of `nub debug replay`
/// and of the golden files.
pub fn event_line(item: &Result<Event, LlmError>) -> String {
    match item {
        Ok(event) => {
            serde_json::to_string(event).unwrap_or_else(|e| format!("{{\"type\":\"unprintable\",\"why\":\"{e}\"}}"))
        }
        Err(error) => {
            let fields = serde_json::json!({"kind": error.kind(), "message": error.to_string()});
            format!("{{\"type\":\"error\",{}", &fields.to_string()[1..])
        }
    }
}
