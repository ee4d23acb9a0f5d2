//! The Anthropic Messages adapter: request mapping in `request`, event
//! translation in `stream`, the wire shapes of the stream in `wire`.
//!
//! Anthropic's stream is already block-based, so the events map almost one to
//! one. What nub keeps of an answer, and why:
//! - `text`, `tool_use`, `thinking` (with its signature) become blocks.
//! - `redacted_thinking` becomes a `Thinking` block without text whose `raw`
//!   holds the block (`{"type":"redacted_thinking","data":…}`), sent back
//!   as it came.
//! - Blocks of server-side tools (`server_tool_use`, `web_search_tool_result`,
//!   `mcp_tool_use`, code execution, advisor), `compaction` and any type
//!   unknown today are skipped with a log line. They are never client tool
//!   calls, and sending them back would need the beta features and server
//!   tool definitions that produced them, which nub does not request.
//!   `citations_delta` is skipped likewise; the cited text itself is kept.
//! - `pause_turn` (a server tool loop paused) ends the turn like `end_turn`:
//!   without the skipped server blocks there is nothing to resume.

mod request;
mod stream;
mod wire;

use async_trait::async_trait;
use tokio_util::sync::CancellationToken;

pub use self::request::{build_body, wire_id};
pub use self::stream::EventParser;
use crate::caps::Caps;
use crate::error::LlmError;
use crate::http::{Endpoint, HttpOptions};
use crate::provider::{EventStream, Provider};
use crate::types::Request;

/// The API version nub's mapping is written against.
pub const API_VERSION: &str = "2023-06-01";

pub struct AnthropicProvider {
    endpoint: Endpoint,
}

impl AnthropicProvider {
    /// `base_url` is the API root ending in `/v1` (`https://api.anthropic.com/v1`).
    pub fn new(
        name: impl Into<String>,
        base_url: &str,
        api_key: Option<String>,
        caps: Caps,
        options: HttpOptions,
    ) -> Result<Self, LlmError> {
        Ok(AnthropicProvider { endpoint: Endpoint::new(name, base_url, api_key, caps, options)? })
    }
}

#[async_trait]
impl Provider for AnthropicProvider {
    async fn stream(&self, request: Request, cancel: CancellationToken) -> Result<EventStream, LlmError> {
        let url = format!("{}/messages", self.endpoint.base_url);
        let mut headers = self.endpoint.headers(reqwest::header::HeaderName::from_static("x-api-key"), "")?;
        headers.insert("anthropic-version", reqwest::header::HeaderValue::from_static(API_VERSION));
        let body = build_body(&request, &self.endpoint.caps).to_string();
        Ok(self.endpoint.stream(url, headers, body, EventParser::new, cancel))
    }

    fn caps(&self) -> &Caps {
        &self.endpoint.caps
    }

    fn name(&self) -> &str {
        &self.endpoint.name
    }
}
