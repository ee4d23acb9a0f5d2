//! The Google Gemini adapter (`streamGenerateContent?alt=sse`): request
//! mapping in `request`, tool schemas in `schema`, chunk-to-event synthesis
//! in `stream`.
//!
//! **Thought signatures.** Gemini attaches an opaque `thoughtSignature` to
//! whichever part follows a stretch of reasoning: a text part, a function
//! call, or an empty text part at the end. nub keeps reasoning state in
//! `Thinking` blocks, so a signature becomes a `Thinking` block placed right
//! before the part it came with, its `raw` holding the Gemini field:
//! `{"thoughtSignature":"…"}`. Thought text (`thought: true` parts) flows
//! into the same block when it precedes the signed part. Going back, the
//! signature of such a block rides on the next part again, or on an empty
//! text part when nothing follows — the part it came with. Thought text
//! itself is not sent back: it is a summary for display, the model's state
//! travels in the signatures. `raw` is also the proof of origin: thinking
//! of other providers never reaches Gemini, and Gemini's never reaches them.
//!
//! The API key travels in the `x-goog-api-key` header, never in the URL,
//! so it cannot end up in a log line.

mod request;
mod schema;
mod stream;

use async_trait::async_trait;
use tokio_util::sync::CancellationToken;

pub use self::request::{SKIP_SIGNATURE, build_body};
pub use self::schema::function_parameters;
pub use self::stream::ChunkParser;
use crate::caps::Caps;
use crate::error::LlmError;
use crate::http::{Endpoint, HttpOptions};
use crate::provider::{EventStream, Provider};
use crate::types::Request;

pub struct GeminiProvider {
    endpoint: Endpoint,
}

impl GeminiProvider {
    /// `base_url` is the API root with its version (`https://generativelanguage.googleapis.com/v1beta`).
    pub fn new(
        name: impl Into<String>,
        base_url: &str,
        api_key: Option<String>,
        caps: Caps,
        options: HttpOptions,
    ) -> Result<Self, LlmError> {
        Ok(GeminiProvider { endpoint: Endpoint::new(name, base_url, api_key, caps, options)? })
    }
}

#[async_trait]
impl Provider for GeminiProvider {
    async fn stream(&self, request: Request, cancel: CancellationToken) -> Result<EventStream, LlmError> {
        // "models/gemini-2.5-pro" and "gemini-2.5-pro" name the same model.
        let model = request.model.strip_prefix("models/").unwrap_or(&request.model);
        if model.is_empty() || model.contains(['/', '?', '#', ' ']) {
            return Err(LlmError::InvalidRequest(format!("{model:?} is not a Gemini model name")));
        }
        let url = format!("{}/models/{model}:streamGenerateContent?alt=sse", self.endpoint.base_url);
        let headers = self.endpoint.headers(reqwest::header::HeaderName::from_static("x-goog-api-key"), "")?;
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
