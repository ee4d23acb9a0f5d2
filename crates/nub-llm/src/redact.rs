//! Keeping API keys out of error messages.
//!
//! A server may echo what it was sent: a 401 page quoting the
//! `Authorization` header, a proxy's HTML error with the request dump, an SSE
//! `error` event with the key in it. Whatever a server says in an error goes
//! through `redact` before it becomes an `LlmError` message, and so before it
//! reaches stderr, the JSON event stream, the session or the log.
//!
//! Two nets: the exact values registered with `register_secret` (every
//! `http::Endpoint` registers its key on construction), and patterns for key
//! shapes nub was never told about (`Bearer …`, `x-api-key: …`,
//! `"api_key": "…"`, `sk-…`, `AIza…`, `?key=…`).
//!
//! ```
//! nub_llm::redact::register_secret("sk-test-0123456789abcdef");
//! let text = nub_llm::redact::redact("invalid key sk-test-0123456789abcdef");
//! assert_eq!(text, "invalid key sk-…(redacted)");
//! ```

use std::borrow::Cow;
use std::sync::{LazyLock, RwLock};

use regex::Regex;

/// What a redacted value is replaced by.
pub const REDACTED: &str = "…(redacted)";

/// Shorter values are not registered: replacing every `none` or `abc` in
/// error texts would garble them and protect nothing.
const MIN_SECRET_CHARS: usize = 8;

static SECRETS: RwLock<Vec<String>> = RwLock::new(Vec::new());

/// Remembers `value` for `redact`, for the rest of the process. Values
/// shorter than 8 characters are ignored; registering twice is harmless.
pub fn register_secret(value: &str) {
    let value = value.trim();
    if value.chars().count() < MIN_SECRET_CHARS {
        return;
    }
    // A poisoned lock still holds a usable list: a panic elsewhere must not
    // switch redaction off.
    let mut secrets = SECRETS.write().unwrap_or_else(|poisoned| poisoned.into_inner());
    if !secrets.iter().any(|known| known == value) {
        secrets.push(value.to_owned());
        // Longest first, so a key that contains another is replaced whole.
        secrets.sort_by_key(|known| std::cmp::Reverse(known.len()));
    }
}

/// Key shapes: group 1 is kept, group 2 is the token.
static PATTERNS: LazyLock<Vec<(Regex, Token)>> = LazyLock::new(|| {
    [
        // Authorization: Bearer <token>
        (r"(?i)(\bbearer\s+)([A-Za-z0-9._~+/=-]{8,})", Token::Contextual),
        // x-api-key: <token>, "api_key": "<token>", api-key=<token>, access_token…
        (
            r#"(?i)(\b(?:x-api-key|x-goog-api-key|api[_-]?key|access[_-]?token|secret[_-]?key|client[_-]?secret)["']?\s*[:=]\s*["']?)([^\s"',;&<>]{8,})"#,
            Token::Contextual,
        ),
        // ?key=<token> in a URL (Google's style).
        (r"(?i)([?&]key=)([^\s&#\x22'<>]{8,})", Token::Contextual),
        // OpenAI / Anthropic / OpenRouter / DeepSeek style keys.
        (r"\b(sk-)([A-Za-z0-9_-]{8,})", Token::Always),
        // Google API keys.
        (r"\b(AIza)([0-9A-Za-z_-]{20,})", Token::Always),
    ]
    .into_iter()
    .filter_map(|(pattern, token)| Some((Regex::new(pattern).ok()?, token)))
    .collect()
});

/// When a match is a key.
#[derive(Clone, Copy)]
enum Token {
    /// The shape alone says so (`sk-…`).
    Always,
    /// Only the words before it do (`api_key: …`): the token must also look
    /// random (a digit, or 24+ characters), so `api_key: expected a string`
    /// stays readable.
    Contextual,
}

/// `text` with every registered secret and every key-shaped token replaced by
/// `…(redacted)` (an `sk-` key keeps its prefix: `sk-…(redacted)`).
/// Borrows when there was nothing to replace.
pub fn redact(text: &str) -> Cow<'_, str> {
    let mut out = Cow::Borrowed(text);
    {
        let secrets = SECRETS.read().unwrap_or_else(|poisoned| poisoned.into_inner());
        for secret in secrets.iter() {
            if out.contains(secret.as_str()) {
                let keep = if secret.starts_with("sk-") { "sk-" } else { "" };
                out = Cow::Owned(out.replace(secret.as_str(), &format!("{keep}{REDACTED}")));
            }
        }
    }
    for (pattern, token) in PATTERNS.iter() {
        let replaced = pattern.replace_all(&out, |caps: &regex::Captures<'_>| {
            let value = &caps[2];
            let is_key = match token {
                Token::Always => true,
                Token::Contextual => value.bytes().any(|b| b.is_ascii_digit()) || value.len() >= 24,
            };
            if is_key { format!("{}{REDACTED}", &caps[1]) } else { caps[0].to_owned() }
        });
        if let Cow::Owned(replaced) = replaced {
            out = Cow::Owned(replaced);
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn registered_values_are_replaced_everywhere() {
        register_secret("short");
        register_secret("plain-secret-value-42");
        assert_eq!(redact("short stays"), "short stays");
        assert_eq!(redact("a plain-secret-value-42 b plain-secret-value-42"), "a …(redacted) b …(redacted)");
        assert!(matches!(redact("nothing here"), Cow::Borrowed(_)));
    }

    #[test]
    fn key_shapes_are_replaced_without_registration() {
        let cases = [
            ("Authorization: Bearer abc123defghijklmnop", "Authorization: Bearer …(redacted)"),
            ("Authorization: Bearer abcdefghijklmnopqrstuvwxyz", "Authorization: Bearer …(redacted)"),
            ("x-api-key: abcdefg1hijklmnop", "x-api-key: …(redacted)"),
            (r#"{"api_key": "a1bcdefghijklmnop"}"#, r#"{"api_key": "…(redacted)"}"#),
            ("invalid api_key: expected a string", "invalid api_key: expected a string"),
            ("key sk-proj-abcDEF123456789_x given", "key sk-…(redacted) given"),
            ("sk-ant-api03-abcdefgh", "sk-…(redacted)"),
            (
                "GET /v1beta/models?key=AIzaSyA1234567890abcdefghij&alt=sse",
                "GET /v1beta/models?key=…(redacted)&alt=sse",
            ),
            ("invalid model gpt-4o", "invalid model gpt-4o"),
            ("Bearer token missing", "Bearer token missing"),
        ];
        for (text, expected) in cases {
            assert_eq!(redact(text), expected, "{text}");
        }
    }
}
