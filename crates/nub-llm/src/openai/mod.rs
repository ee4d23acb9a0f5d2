//! The OpenAI-compatible chat-completions adapter (CONCEPT §5.1): request
//! mapping in `request`, chunk-to-event synthesis in `stream`, the wire
//! shapes in `wire`, and the `<think>` splitter in `think`.

mod request;
mod stream;
mod think;
mod wire;

use async_trait::async_trait;
use tokio_util::sync::CancellationToken;

pub use self::request::{SYSTEM_SEPARATOR, build_body};
pub use self::stream::ChunkParser;
use crate::caps::Caps;
use crate::error::LlmError;
use crate::http::{Endpoint, HttpOptions};
use crate::provider::{EventStream, Provider};
use crate::types::Request;

pub struct OpenAiProvider {
    endpoint: Endpoint,
}

impl OpenAiProvider {
    /// `base_url` is the API root ending in `/v1` (or wherever the server puts `chat/completions`).
    pub fn new(
        name: impl Into<String>,
        base_url: &str,
        api_key: Option<String>,
        caps: Caps,
        options: HttpOptions,
    ) -> Result<Self, LlmError> {
        Ok(OpenAiProvider { endpoint: Endpoint::new(name, base_url, api_key, caps, options)? })
    }
}

#[async_trait]
impl Provider for OpenAiProvider {
    async fn stream(&self, request: Request, cancel: CancellationToken) -> Result<EventStream, LlmError> {
        let url = format!("{}/chat/completions", self.endpoint.base_url);
        let headers = self.endpoint.headers(reqwest::header::AUTHORIZATION, "Bearer ")?;
        let body = build_body(&request, &self.endpoint.caps).to_string();
        Ok(self.endpoint.stream(url, headers, body, ChunkParser::new, cancel))
    }

    fn caps(&self) -> &Caps {
        &self.endpoint.caps
    }

    fn name(&self) -> &str {
        &self.endpoint.name
    }
}
