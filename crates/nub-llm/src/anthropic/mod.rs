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
use reqwest::header::{CONTENT_TYPE, HeaderMap, HeaderValue};
use tokio_util::sync::CancellationToken;

pub use self::request::{build_body, wire_id};
pub use self::stream::EventParser;
use crate::caps::Caps;
use crate::error::LlmError;
use crate::http::{HttpCall, HttpOptions, build_client, stream_events};
use crate::provider::{EventStream, Provider};
use crate::types::Request;

/// The API version nub's mapping is written against.
pub const API_VERSION: &str = "2023-06-01";

pub struct AnthropicProvider {
    name: String,
    base_url: String,
    api_key: Option<String>,
    caps: Caps,
    options: HttpOptions,
    client: reqwest::Client,
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
        Ok(AnthropicProvider {
            name: name.into(),
            base_url: base_url.trim_end_matches('/').to_owned(),
            api_key: api_key.filter(|k| !k.is_empty() && k != "none"),
            caps,
            client: build_client(&options)?,
            options,
        })
    }

    fn headers(&self) -> Result<HeaderMap, LlmError> {
        let mut headers = HeaderMap::new();
        headers.insert(CONTENT_TYPE, HeaderValue::from_static("application/json"));
        headers.insert("accept", HeaderValue::from_static("text/event-stream"));
        headers.insert("anthropic-version", HeaderValue::from_static(API_VERSION));
        if let Some(key) = &self.api_key {
            let mut value = HeaderValue::from_str(key).map_err(|_| {
                LlmError::InvalidRequest("the API key contains characters that cannot go in an HTTP header".into())
            })?;
            value.set_sensitive(true);
            headers.insert("x-api-key", value);
        }
        Ok(headers)
    }
}

#[async_trait]
impl Provider for AnthropicProvider {
    async fn stream(&self, request: Request, cancel: CancellationToken) -> Result<EventStream, LlmError> {
        let body = build_body(&request, &self.caps);
        let call = HttpCall {
            client: self.client.clone(),
            endpoint: self.name.clone(),
            url: format!("{}/messages", self.base_url),
            headers: self.headers()?,
            body: body.to_string(),
        };
        let endpoint = self.name.clone();
        Ok(stream_events(call, move || EventParser::new(endpoint.clone()), self.options.clone(), cancel))
    }

    fn caps(&self) -> &Caps {
        &self.caps
    }

    fn name(&self) -> &str {
        &self.name
    }
}
