//! Errors of the provider layer. Callers branch on the kind (retry, compact,
//! point at the configuration); the text tells a user what happened and what
//! to do about it.

use std::time::Duration;

#[derive(Debug, Clone, PartialEq, thiserror::Error)]
pub enum LlmError {
    #[error("rate limited by {endpoint} (HTTP 429){}: {message}. Wait a moment or lower the request rate.", retry_hint(*.retry_after))]
    RateLimited { endpoint: String, retry_after: Option<Duration>, message: String },
    #[error(
        "{endpoint} answered HTTP {status}: {message}. Check the endpoint's API key (nub config shows where it comes from; NUB_API_KEY overrides it) and that it may use this model."
    )]
    Auth { endpoint: String, status: u16, message: String },
    #[error(
        "the prompt is longer than the model's context window ({endpoint}: {message}). Start a new session or compact this one."
    )]
    ContextLength { endpoint: String, message: String },
    #[error("{endpoint} rejected the request (HTTP {status}): {message}{}", bad_request_hint(*.status))]
    BadRequest { endpoint: String, status: u16, message: String },
    #[error("{endpoint} failed with HTTP {status}: {message}. The server had a problem; try again later.")]
    Server { endpoint: String, status: u16, message: String },
    #[error(
        "could not reach {endpoint}: {message}. Check the base URL (NUB_BASE_URL / --base-url) and that the server is running."
    )]
    Network { endpoint: String, message: String },
    #[error("{endpoint} sent nothing for {} s; gave up waiting. Raise the idle timeout if the model is slow to start.", .after.as_secs())]
    IdleTimeout { endpoint: String, after: Duration },
    /// An error the provider reported inside an otherwise successful stream.
    #[error("{endpoint} reported an error mid-stream{}: {message}", code_hint(.code))]
    Provider {
        endpoint: String,
        code: Option<String>,
        message: String,
        /// The server's own classification allows another attempt.
        retryable: bool,
    },
    /// One answer grew past `HttpOptions::max_answer_bytes`; reading stopped
    /// and the partial answer is not complete.
    #[error(
        "the answer from {endpoint} grew past {limit} bytes and was stopped (a runaway or endless stream); the partial answer is not kept. If an answer this long was meant, raise `[limits] max_answer_bytes` in your config."
    )]
    AnswerTooLarge { endpoint: String, limit: usize },
    /// The stream itself is broken: cut off, or not the protocol we speak.
    #[error("the answer from {endpoint} broke off: {message}")]
    Stream { endpoint: String, message: String },
    #[error("request cancelled")]
    Cancelled,
    #[error("invalid request: {0}")]
    InvalidRequest(String),
}

fn retry_hint(retry_after: Option<Duration>) -> String {
    retry_after.map(|d| format!(", retry after {} s", d.as_secs())).unwrap_or_default()
}

fn bad_request_hint(status: u16) -> &'static str {
    match status {
        404 => ". Check the base URL and the model name",
        _ => "",
    }
}

fn code_hint(code: &Option<String>) -> String {
    code.as_ref().map(|c| format!(" ({c})")).unwrap_or_default()
}

impl LlmError {
    /// Whether the same request may be sent again, provided nothing of the
    /// answer reached the consumer yet (D-12).
    pub fn is_retryable(&self) -> bool {
        match self {
            LlmError::RateLimited { .. } | LlmError::Server { .. } | LlmError::Network { .. } => true,
            LlmError::IdleTimeout { .. } => true,
            LlmError::Provider { retryable, .. } => *retryable,
            LlmError::Auth { .. }
            | LlmError::ContextLength { .. }
            | LlmError::BadRequest { .. }
            | LlmError::Stream { .. }
            | LlmError::AnswerTooLarge { .. }
            | LlmError::Cancelled
            | LlmError::InvalidRequest(_) => false,
        }
    }

    /// A few words for a status line: "HTTP 503 from local".
    pub fn summary(&self) -> String {
        match self {
            LlmError::RateLimited { endpoint, .. } => format!("HTTP 429 from {endpoint}"),
            LlmError::Auth { endpoint, status, .. }
            | LlmError::BadRequest { endpoint, status, .. }
            | LlmError::Server { endpoint, status, .. } => format!("HTTP {status} from {endpoint}"),
            LlmError::ContextLength { endpoint, .. } => format!("context too long for {endpoint}"),
            LlmError::Network { endpoint, .. } => format!("{endpoint} unreachable"),
            LlmError::IdleTimeout { endpoint, after } => format!("{endpoint} silent for {} s", after.as_secs()),
            LlmError::Provider { endpoint, code, .. } => format!("error{} from {endpoint}", code_hint(code)),
            LlmError::Stream { endpoint, .. } => format!("broken stream from {endpoint}"),
            LlmError::AnswerTooLarge { endpoint, .. } => format!("answer from {endpoint} too large"),
            LlmError::Cancelled => "cancelled".to_owned(),
            LlmError::InvalidRequest(_) => "invalid request".to_owned(),
        }
    }

    /// A stable machine-readable name of the kind, for logs and JSON output.
    pub fn kind(&self) -> &'static str {
        match self {
            LlmError::RateLimited { .. } => "rate_limited",
            LlmError::Auth { .. } => "auth",
            LlmError::ContextLength { .. } => "context_length",
            LlmError::BadRequest { .. } => "bad_request",
            LlmError::Server { .. } => "server",
            LlmError::Network { .. } => "network",
            LlmError::IdleTimeout { .. } => "idle_timeout",
            LlmError::Provider { .. } => "provider",
            LlmError::Stream { .. } => "stream",
            LlmError::AnswerTooLarge { .. } => "answer_too_large",
            LlmError::Cancelled => "cancelled",
            LlmError::InvalidRequest(_) => "invalid_request",
        }
    }
}

impl LlmError {
    /// The error with every text a server may have written passed through
    /// `redact::redact`: an echoed API key never leaves the provider layer.
    pub fn redacted(self) -> Self {
        let clean = |text: String| match crate::redact::redact(&text) {
            std::borrow::Cow::Borrowed(_) => text,
            std::borrow::Cow::Owned(clean) => clean,
        };
        match self {
            LlmError::RateLimited { endpoint, retry_after, message } => {
                LlmError::RateLimited { endpoint, retry_after, message: clean(message) }
            }
            LlmError::Auth { endpoint, status, message } => {
                LlmError::Auth { endpoint, status, message: clean(message) }
            }
            LlmError::ContextLength { endpoint, message } => {
                LlmError::ContextLength { endpoint, message: clean(message) }
            }
            LlmError::BadRequest { endpoint, status, message } => {
                LlmError::BadRequest { endpoint, status, message: clean(message) }
            }
            LlmError::Server { endpoint, status, message } => {
                LlmError::Server { endpoint, status, message: clean(message) }
            }
            LlmError::Network { endpoint, message } => LlmError::Network { endpoint, message: clean(message) },
            LlmError::Provider { endpoint, code, message, retryable } => {
                LlmError::Provider { endpoint, code: code.map(clean), message: clean(message), retryable }
            }
            LlmError::Stream { endpoint, message } => LlmError::Stream { endpoint, message: clean(message) },
            LlmError::InvalidRequest(message) => LlmError::InvalidRequest(clean(message)),
            unchanged @ (LlmError::IdleTimeout { .. } | LlmError::AnswerTooLarge { .. } | LlmError::Cancelled) => {
                unchanged
            }
        }
    }
}

/// Phrases by which providers say a prompt exceeds the context window.
const CONTEXT_LENGTH_MARKERS: &[&str] = &[
    "context length",
    "context_length_exceeded",
    "too many tokens",
    "maximum context",
    "exceeds the available context size",
    "context window",
    // Anthropic: "prompt is too long: 208164 tokens > 200000 maximum", and
    // "input length and `max_tokens` exceed context limit: …".
    "prompt is too long",
    "context limit",
    // Gemini: "The input token count (…) exceeds the maximum number of tokens allowed (…)".
    "exceeds the maximum number of tokens",
];

pub fn mentions_context_length(message: &str) -> bool {
    let lower = message.to_ascii_lowercase();
    CONTEXT_LENGTH_MARKERS.iter().any(|m| lower.contains(m))
}

/// Classifies a non-success HTTP status and its body text into an error.
pub fn from_status(endpoint: &str, status: u16, retry_after: Option<Duration>, message: String) -> LlmError {
    let endpoint = endpoint.to_owned();
    match status {
        429 => LlmError::RateLimited { endpoint, retry_after, message },
        401 | 403 => LlmError::Auth { endpoint, status, message },
        400 | 413 | 422 if mentions_context_length(&message) => LlmError::ContextLength { endpoint, message },
        // 529: Anthropic's "overloaded".
        500 | 502 | 503 | 504 | 529 => LlmError::Server { endpoint, status, message },
        _ => LlmError::BadRequest { endpoint, status, message },
    }
}

/// Shortens `text` to `max` characters, marking the cut.
pub(crate) fn clip(text: &str, max: usize) -> String {
    match text.char_indices().nth(max) {
        Some((cut, _)) => format!("{}…", &text[..cut]),
        None => text.to_owned(),
    }
}
