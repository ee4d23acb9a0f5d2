//! Learning a model's context window from what the server says about it:
//! the number in a context-length error, or a local server's own report
//! (llama.cpp `GET /props`, Ollama `POST /api/show`).
//!
//! The registry's `max_context` is a guess for unknown models, and local
//! servers run with whatever window they were started with (llama.cpp's
//! `-c 4096`). A window learned here is remembered per endpoint and model
//! (in `limits.rs`); a configured `caps.max_context` still wins.

use std::time::Duration;

use serde_json::{Value, json};

use crate::error::LlmError;

/// Phrases after which providers state the window, lower-case. The first
/// number after the phrase is the window.
const WINDOW_AFTER: &[&str] = &[
    // OpenAI, Azure, DeepSeek, vLLM, OpenRouter ("This endpoint's maximum context length is 131072 tokens").
    "maximum context length is",
    // llama.cpp: "request (6030 tokens) exceeds the available context size (4096 tokens), try increasing it".
    "available context size",
    // llama.cpp's error body: `"n_ctx":4096`.
    "\"n_ctx\":",
    // Gemini: "The input token count (1200000) exceeds the maximum number of tokens allowed (1048576)."
    "maximum number of tokens allowed",
    // Mistral: "Prompt contains 40000 tokens and 0 draft tokens, too large for model with 32768 maximum context length".
    "too large for model with",
    // vLLM: "The decoder prompt (length 5000) is longer than the maximum model length of 4096."
    "maximum model length of",
    // TGI (Together, Hugging Face): "`inputs` tokens + `max_new_tokens` must be <= 4096. Given: …".
    "`max_new_tokens` must be <=",
    // Cerebras: "Current length is 9000 while limit is 8192".
    "while limit is",
    // xAI: "This model's maximum prompt length is 131072 but the request contains 140000 tokens."
    "maximum prompt length is",
    // LM Studio: "the model is loaded with context length of only 4096 tokens".
    "context length of only",
    "context window of",
];

/// After these the window is the number following the last `>`:
/// Anthropic's "prompt is too long: 210000 tokens > 200000 maximum" and
/// "input length and `max_tokens` exceed context limit: 195000 + 8192 > 200000".
const WINDOW_AFTER_GREATER: &[&str] = &["prompt is too long", "exceed context limit"];

/// No real window is smaller or larger than this; anything else is a
/// misread (a token count, a port, a year).
const PLAUSIBLE: std::ops::RangeInclusive<u64> = 256..=100_000_000;

/// The context window a provider states in an error message, if it does.
pub fn stated_window(error_message: &str) -> Option<u32> {
    let lower = error_message.to_ascii_lowercase();
    let number = WINDOW_AFTER
        .iter()
        .find_map(|phrase| lower.find(phrase).and_then(|at| first_number(&lower[at + phrase.len()..])))
        .or_else(|| {
            WINDOW_AFTER_GREATER.iter().find_map(|phrase| {
                let rest = &lower[lower.find(phrase)? + phrase.len()..];
                let line = rest.split(['\n', ',']).next().unwrap_or(rest);
                first_number(&line[line.rfind('>')? + 1..])
            })
        })?;
    PLAUSIBLE.contains(&number).then_some(number as u32)
}

/// The first integer within a few characters of the start, digits grouped
/// by commas allowed ("128,000").
fn first_number(text: &str) -> Option<u64> {
    let start = text.char_indices().take(24).find(|(_, c)| c.is_ascii_digit())?.0;
    let mut digits = String::new();
    let mut chars = text[start..].chars().peekable();
    while let Some(c) = chars.next() {
        match c {
            '0'..='9' => digits.push(c),
            ',' if chars.peek().is_some_and(char::is_ascii_digit) && !digits.is_empty() => {}
            _ => break,
        }
    }
    digits.parse().ok()
}

impl LlmError {
    /// The window this error states, for the kinds that carry a provider's
    /// message about the prompt's length.
    pub fn stated_window(&self) -> Option<u32> {
        match self {
            LlmError::ContextLength { message, .. }
            | LlmError::BadRequest { message, .. }
            | LlmError::Provider { message, .. } => stated_window(message),
            LlmError::RateLimited { .. }
            | LlmError::Auth { .. }
            | LlmError::Server { .. }
            | LlmError::Network { .. }
            | LlmError::IdleTimeout { .. }
            | LlmError::Stream { .. }
            | LlmError::AnswerTooLarge { .. }
            | LlmError::Cancelled
            | LlmError::InvalidRequest(_) => None,
        }
    }
}

/// Where a learned window came from.
#[derive(Debug, Clone, Copy, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub enum WindowSource {
    /// Stated in a context-length error.
    #[serde(rename = "error")]
    Error,
    /// llama.cpp `GET /props`.
    #[serde(rename = "props")]
    Props,
    /// Ollama `POST /api/show`.
    #[serde(rename = "api/show")]
    ApiShow,
}

impl WindowSource {
    pub fn as_str(self) -> &'static str {
        match self {
            WindowSource::Error => "error",
            WindowSource::Props => "props",
            WindowSource::ApiShow => "api/show",
        }
    }
}

/// Asks a local OpenAI-compatible server for its window: llama.cpp's
/// `/props`, then Ollama's `/api/show`, both within `timeout`. `None` when
/// neither answers with a window in time — most servers have neither
/// endpoint, and that is not an error.
pub async fn probe_window(base_url: &str, model: &str, timeout: Duration) -> Option<(u32, WindowSource)> {
    let options = crate::http::HttpOptions { connect_timeout: timeout, ..Default::default() };
    let client = crate::http::build_client(&options).ok()?;
    // The API root is `…/v1`; both endpoints live beside it.
    let trimmed = base_url.trim_end_matches('/');
    let root = trimmed.strip_suffix("/v1").unwrap_or(trimmed);
    let ask = async {
        let props = async {
            let answer = client.get(format!("{root}/props")).send().await.ok()?;
            window_in_props(&small_json(answer).await?)
        };
        if let Some(window) = props.await {
            return Some((window, WindowSource::Props));
        }
        let request = client.post(format!("{root}/api/show")).json(&json!({ "model": model }));
        let answer = request.send().await.ok()?;
        let window = window_in_show(&small_json(answer).await?)?;
        Some((window, WindowSource::ApiShow))
    };
    let found = tokio::time::timeout(timeout, ask).await.ok().flatten();
    found.filter(|(n, _)| PLAUSIBLE.contains(&u64::from(*n)))
}

/// A report larger than this is no report: llama.cpp's `/props` (chat
/// template included) and Ollama's `/api/show` are tens of KiB.
const MAX_REPORT_BYTES: usize = 1 << 20;

/// A success body as JSON, read at most `MAX_REPORT_BYTES` far. Whatever
/// answers on a local port is untrusted: an endless body must not be
/// collected for the whole probe (at loopback speed that was hundreds of MB).
async fn small_json(answer: reqwest::Response) -> Option<Value> {
    let body = crate::http::read_capped(answer.error_for_status().ok()?, MAX_REPORT_BYTES).await;
    if body.over_limit {
        return None;
    }
    serde_json::from_str(&body.text).ok()
}

/// llama.cpp: the per-slot window in `default_generation_settings.n_ctx`
/// (what one request may use), else a top-level `n_ctx`.
pub fn window_in_props(props: &Value) -> Option<u32> {
    let n_ctx = props.pointer("/default_generation_settings/n_ctx").or_else(|| props.get("n_ctx"))?;
    u32::try_from(n_ctx.as_u64()?).ok()
}

/// Ollama: a `num_ctx` the model was configured with is what the server
/// runs it with; else the model's own `<architecture>.context_length`.
/// (Ollama's default runtime window can be smaller than the latter, and it
/// truncates instead of failing; a configured `max_context` corrects that.)
pub fn window_in_show(show: &Value) -> Option<u32> {
    let configured = show.get("parameters").and_then(Value::as_str).and_then(|parameters| {
        parameters.lines().find_map(|line| {
            let mut words = line.split_whitespace();
            (words.next() == Some("num_ctx")).then(|| words.next()?.parse::<u32>().ok()).flatten()
        })
    });
    configured.or_else(|| {
        let info = show.get("model_info")?;
        let architecture = info.get("general.architecture")?.as_str()?;
        u32::try_from(info.get(format!("{architecture}.context_length"))?.as_u64()?).ok()
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn windows_stated_by_real_providers() {
        let cases: &[(&str, Option<u32>)] = &[
            (
                "This model's maximum context length is 8192 tokens. However, your messages resulted in 9013 tokens. Please reduce the length of the messages.",
                Some(8192),
            ),
            (
                "This endpoint's maximum context length is 131072 tokens. However, you requested about 140000 tokens (139000 of text input, 1000 in the output). Please reduce the length of either one, or use the \"middle-out\" transform to compress your prompt automatically.",
                Some(131_072),
            ),
            ("request (6030 tokens) exceeds the available context size (4096 tokens), try increasing it", Some(4096)),
            ("prompt is too long: 210000 tokens > 200000 maximum", Some(200_000)),
            (
                "input length and `max_tokens` exceed context limit: 195000 + 8192 > 200000, decrease input length or `max_tokens` and try again",
                Some(200_000),
            ),
            (
                "The input token count (1200000) exceeds the maximum number of tokens allowed (1048576).",
                Some(1_048_576),
            ),
            (
                "Prompt contains 40000 tokens and 0 draft tokens, too large for model with 32768 maximum context length",
                Some(32_768),
            ),
            (
                "The decoder prompt (length 5000) is longer than the maximum model length of 4096. Make sure that `max_model_len` is no smaller than the number of text tokens.",
                Some(4096),
            ),
            (
                "'max_tokens' or 'max_completion_tokens' is too large: 1000. This model's maximum context length is 4096 tokens and your request has 3500 input tokens (1000 > 4096 - 3500).",
                Some(4096),
            ),
            (
                "Input validation error: `inputs` tokens + `max_new_tokens` must be <= 32769. Given: 40000 `inputs` tokens and 1000 `max_new_tokens`",
                Some(32_769),
            ),
            (
                "Please reduce the length of the messages or completion. Current length is 9000 while limit is 8192",
                Some(8192),
            ),
            ("This model's maximum prompt length is 131072 but the request contains 140000 tokens.", Some(131_072)),
            (
                "Trying to keep the first 5000 tokens when context the overflows. However, the model is loaded with context length of only 4096 tokens, which is not enough.",
                Some(4096),
            ),
            ("This model's maximum context length is 128,000 tokens.", Some(128_000)),
            (
                r#"{"error":{"code":400,"type":"exceed_context_size_error","n_prompt_tokens":9000,"n_ctx":8192}}"#,
                Some(8192),
            ),
            // Said without a number, or not about the window at all.
            ("Your input exceeds the context window of this model. Please adjust your input and try again.", None),
            ("the request exceeds the available context size, try increasing it", None),
            (
                "Request too large for model `llama3-70b-8192` in organization org_1 on tokens per minute (TPM): Limit 6000, Requested 7000",
                None,
            ),
            ("Expected 'messages' to be an array", None),
        ];
        for (message, window) in cases {
            assert_eq!(stated_window(message), *window, "{message}");
        }
    }

    #[test]
    fn the_recorded_llama_cpp_error_states_its_window() {
        let fixture: Value =
            serde_json::from_str(include_str!("../tests/fixtures/openai/llamacpp-qwen25-too-long.error.json")).unwrap();
        let body = fixture["body"].as_str().unwrap();
        assert_eq!(stated_window(body), Some(4096), "the raw body, n_ctx included");
        let message = crate::http::error_message(body, reqwest::StatusCode::BAD_REQUEST);
        let error = crate::error::from_status("local", 400, None, message);
        assert_eq!(error.kind(), "context_length");
        assert_eq!(error.stated_window(), Some(4096), "the classified error");
    }

    #[test]
    fn local_servers_report_their_window() {
        let props = json!({"default_generation_settings": {"n_ctx": 4096, "params": {}}, "total_slots": 1});
        assert_eq!(window_in_props(&props), Some(4096));
        assert_eq!(window_in_props(&json!({"n_ctx": 8192})), Some(8192));
        assert_eq!(window_in_props(&json!({"model_path": "x"})), None);
        let show = json!({"parameters": "stop \"<|im_end|>\"\nnum_ctx                        16384", "model_info": {"general.architecture": "qwen2", "qwen2.context_length": 32768}});
        assert_eq!(window_in_show(&show), Some(16_384));
        let show = json!({"model_info": {"general.architecture": "llama", "llama.context_length": 131072}});
        assert_eq!(window_in_show(&show), Some(131_072));
    }
}
