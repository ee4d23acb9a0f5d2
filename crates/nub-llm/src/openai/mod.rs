//! The OpenAI-compatible chat-completions adapter (CONCEPT §5.1): request
//! mapping in `request`, chunk-to-event synthesis in `stream`, the wire
//! shapes in `wire`, and the `<think>` splitter in `think`.

mod request;
mod stream;
mod think;
mod wire;

use async_trait::async_trait;
use reqwest::header::{AUTHORIZATION, CONTENT_TYPE, HeaderMap, HeaderValue};
use tokio_util::sync::CancellationToken;

pub use self::request::{SYSTEM_SEPARATOR, build_body};
pub use self::stream::ChunkParser;
use crate::caps::Caps;
use crate::error::LlmError;
use crate::http::{HttpCall, HttpOptions, build_client, stream_events};
use crate::provider::{EventStream, Provider};
use crate::types::Request;

pub struct OpenAiProvider {
    name: String,
    base_url: String,
    api_key: Option<String>,
    caps: Caps,
    options: HttpOptions,
    client: reqwest::Client,
}

impl OpenAiProvider {
    /// `base_url` is the API root ending in `/v1` (or wherever the server
    /// puts `chat/completions`).
    pub fn new(
        name: impl Into<String>,
        base_url: &str,
        api_key: Option<String>,
        caps: Caps,
        options: HttpOptions,
    ) -> Result<Self, LlmError> {
        Ok(OpenAiProvider {
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
        if let Some(key) = &self.api_key {
            let mut value = HeaderValue::from_str(&format!("Bearer {key}")).map_err(|_| {
                LlmError::InvalidRequest("the API key contains characters that cannot go in an HTTP header".into())
            })?;
            value.set_sensitive(true);
            headers.insert(AUTHORIZATION, value);
        }
        Ok(headers)
    }
}

#[async_trait]
impl Provider for OpenAiProvider {
    async fn stream(&self, request: Request, cancel: CancellationToken) -> Result<EventStream, LlmError> {
        let body = build_body(&request, &self.caps);
        let call = HttpCall {
            client: self.client.clone(),
            endpoint: self.name.clone(),
            url: format!("{}/chat/completions", self.base_url),
            headers: self.headers()?,
            body: body.to_string(),
        };
        let endpoint = self.name.clone();
        Ok(stream_events(call, move || ChunkParser::new(endpoint.clone()), self.options.clone(), cancel))
    }

    fn caps(&self) -> &Caps {
        &self.caps
    }

    fn name(&self) -> &str {
        &self.name
    }
}
