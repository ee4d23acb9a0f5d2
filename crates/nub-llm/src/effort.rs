//! Reasoning effort across protocols: the token budgets the levels stand for
//! where a protocol asks for a number (Anthropic, Gemini), and the safety
//! net for servers that refuse reasoning parameters.
//!
//! | level   | Responses / Chat Completions | Anthropic `budget_tokens` | Gemini `thinkingBudget` |
//! |---------|------------------------------|---------------------------|-------------------------|
//! | minimal | `minimal`                    | 1,024                     | 512                     |
//! | low     | `low`                        | 4,096                     | 2,048                   |
//! | medium  | `medium`                     | 8,192                     | 8,192                   |
//! | high    | `high`                       | 16,384                    | 16,384                  |
//! | xhigh   | `xhigh`                      | 24,576                    | 24,576                  |
//!
//! Anthropic's smallest budget is 1,024 and its budget must stay below
//! `max_tokens` (32,000 for Claude 4 by default), which is raised when a
//! smaller one was set; 24,576 is the most every Gemini 2.5 model takes
//! (Flash's maximum). A model the registry says does not reason gets no
//! parameter at all (every adapter asks `caps.reasoning`).
//!
//! **Refusals.** A server may still reject the parameters: an OpenAI-
//! compatible server that does not know `reasoning_effort`, an organization
//! not allowed reasoning summaries, a proxy with a strict schema. With
//! [`FallbackProvider`] such a 400 is answered by sending the request once
//! more without any reasoning parameter, and the caller is told, so the
//! runtime can remember it (`limits.json`) and leave them out from then on.

use std::sync::Arc;
use std::sync::atomic::{AtomicBool, Ordering};

use async_trait::async_trait;
use futures_util::StreamExt;
use tokio_util::sync::CancellationToken;

use crate::caps::Caps;
use crate::error::LlmError;
use crate::provider::{EventStream, Provider};
use crate::types::Request;
pub use nub_config::Effort;

/// Anthropic's extended thinking budget for `effort`.
pub fn anthropic_budget(effort: Effort) -> u32 {
    match effort {
        Effort::Minimal => 1_024,
        Effort::Low => 4_096,
        Effort::Medium => 8_192,
        Effort::High => 16_384,
        Effort::Xhigh => 24_576,
    }
}

/// Gemini's `thinkingBudget` for `effort`.
pub fn gemini_budget(effort: Effort) -> u32 {
    match effort {
        Effort::Minimal => 512,
        Effort::Low => 2_048,
        Effort::Medium => 8_192,
        Effort::High => 16_384,
        Effort::Xhigh => 24_576,
    }
}

/// Names of the reasoning parameters nub sends, as servers quote them.
const PARAMETERS: &[&str] = &[
    "reasoning",
    "effort",
    "thinking",
    "budget_tokens",
    "thinkingconfig",
    "thinking_config",
    "thinkingbudget",
    "thinking_budget",
    "includethoughts",
    "include",
    "summary",
    "summaries",
];

/// How servers say they do not take a parameter.
const REFUSALS: &[&str] = &[
    "unsupported",
    "not supported",
    "does not support",
    "unknown",
    "unrecognized",
    "unrecognised",
    "not allowed",
    "not permitted",
    "extra inputs",
    "extra_forbidden",
    "additional properties",
    "must be verified",
];

/// Whether `error` is a server refusing a reasoning parameter: a 400 that
/// names one and says it is not taken. Anything else (a bad tool schema, a
/// thinking block missing from a history) is the caller's to see.
pub fn rejects_reasoning(error: &LlmError) -> bool {
    let LlmError::BadRequest { status: 400 | 422, message, .. } = error else {
        return false;
    };
    let message = message.to_ascii_lowercase();
    PARAMETERS.iter().any(|p| message.contains(p)) && REFUSALS.iter().any(|r| message.contains(r))
}

/// Told once when the server refused the reasoning parameters.
pub type OnRejected = Arc<dyn Fn() + Send + Sync>;

/// A provider whose requests carry reasoning parameters, and the same
/// provider without them (built with `caps.reasoning` off) for a server
/// that refuses them.
pub struct FallbackProvider {
    with: Box<dyn Provider>,
    without: Box<dyn Provider>,
    rejected: AtomicBool,
    on_rejected: Option<OnRejected>,
}

impl FallbackProvider {
    pub fn new(with: Box<dyn Provider>, without: Box<dyn Provider>, on_rejected: Option<OnRejected>) -> Self {
        FallbackProvider { with, without, rejected: AtomicBool::new(false), on_rejected }
    }
}

#[async_trait]
impl Provider for FallbackProvider {
    async fn stream(&self, request: Request, cancel: CancellationToken) -> Result<EventStream, LlmError> {
        if self.rejected.load(Ordering::Relaxed) {
            return self.without.stream(request, cancel).await;
        }
        let mut stream = self.with.stream(request.clone(), cancel.clone()).await?;
        // A 400 comes before anything else (it is not retried), so the first
        // item tells; whatever it is, it is handed on unchanged.
        let first = stream.next().await;
        match first {
            Some(Err(error)) if rejects_reasoning(&error) => {
                tracing::warn!(endpoint = %self.with.name(), %error, "the server refuses reasoning parameters; sending without them");
                self.rejected.store(true, Ordering::Relaxed);
                if let Some(hook) = &self.on_rejected {
                    hook();
                }
                self.without.stream(request, cancel).await
            }
            Some(item) => Ok(futures_util::stream::once(async move { item }).chain(stream).boxed()),
            None => Ok(stream),
        }
    }

    fn caps(&self) -> &Caps {
        if self.rejected.load(Ordering::Relaxed) { self.without.caps() } else { self.with.caps() }
    }

    fn name(&self) -> &str {
        self.with.name()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn bad_request(message: &str) -> LlmError {
        LlmError::BadRequest { endpoint: "e".into(), status: 400, message: message.into() }
    }

    #[test]
    fn refusals_of_reasoning_parameters_are_told_from_other_bad_requests() {
        for refusal in [
            "Unsupported parameter: 'reasoning.effort' is not supported with this model.",
            "Unrecognized request argument supplied: reasoning_effort",
            "Invalid JSON payload received. Unknown name \"thinkingBudget\" at 'generation_config.thinking_config': Cannot find field.",
            "thinking: Extra inputs are not permitted",
            "Your organization must be verified to generate reasoning summaries.",
            "This model does not support the 'include' parameter",
            "Unsupported value: 'reasoning.effort' does not support 'xhigh' with this model.",
        ] {
            assert!(rejects_reasoning(&bad_request(refusal)), "{refusal}");
        }
        for other in [
            "messages.1.content.0.type: Expected `thinking` or `redacted_thinking`, but found `tool_use`.",
            "Invalid schema for function 'read': 'path' is not of type 'object'",
            "max_tokens: 40960 > 32000, which is the maximum allowed",
            "messages.1.content.0: Invalid `signature` in `thinking` block",
        ] {
            assert!(!rejects_reasoning(&bad_request(other)), "{other}");
        }
        let server = LlmError::Server { endpoint: "e".into(), status: 500, message: "reasoning unsupported".into() };
        assert!(!rejects_reasoning(&server), "only a bad request is a refusal");
    }
}
