//! OpenAI's Responses API (`POST …/responses`): request mapping in
//! `request`, event translation in `stream`.
//!
//! **Stateless.** nub keeps the conversation itself (the session tree), so
//! every request carries the whole history with `store: false`, and
//! `previous_response_id` is never used: a rewind, a branch or a model
//! switch needs nothing on the server. Reasoning models keep their chain of
//! thought across tool calls through `include: ["reasoning.encrypted_content"]`:
//! each reasoning item comes back as a `Thinking` block whose `raw` is the
//! item (`{"type":"reasoning","id":…,"encrypted_content":…}`), stored in the
//! session and sent back as an input item in later requests.
//!
//! What nub keeps of an answer:
//! - `message` items become text (a refusal is text too);
//! - `function_call` items become tool calls (their `call_id` is the id);
//! - `reasoning` items become thinking (the summary, or the raw reasoning
//!   text some servers stream) with the item as `raw`;
//! - hosted tools (`web_search_call`, `file_search_call`,
//!   `code_interpreter_call`, `mcp_call`, image generation, …), client tool
//!   kinds nub never offers (`custom_tool_call`, `apply_patch_call`,
//!   `local_shell_call`, `shell_call`, …) and item types unknown today are
//!   skipped with a log line; their citations (`annotation` events) too.
//!
//! Thinking from other providers never goes to OpenAI, and OpenAI's
//! reasoning items never go to them: the other adapters send back only
//! their own shapes of `raw`.

mod request;
mod stream;

use async_trait::async_trait;
use tokio_util::sync::CancellationToken;

pub use self::request::build_body;
pub use self::stream::EventParser;
use crate::caps::Caps;
use crate::error::LlmError;
use crate::http::{Endpoint, HttpOptions};
use crate::provider::{EventStream, Provider};
use crate::types::Request;

pub struct ResponsesProvider {
    endpoint: Endpoint,
}

impl ResponsesProvider {
    /// `base_url` is the API root ending in `/v1` (where the server puts `responses`).
    pub fn new(
        name: impl Into<String>,
        base_url: &str,
        api_key: Option<String>,
        caps: Caps,
        options: HttpOptions,
    ) -> Result<Self, LlmError> {
        Ok(ResponsesProvider { endpoint: Endpoint::new(name, base_url, api_key, caps, options)? })
    }
}

#[async_trait]
impl Provider for ResponsesProvider {
    async fn stream(&self, request: Request, cancel: CancellationToken) -> Result<EventStream, LlmError> {
        let url = format!("{}/responses", self.endpoint.base_url);
        let headers = self.endpoint.headers(reqwest::header::AUTHORIZATION, "Bearer ")?;
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
