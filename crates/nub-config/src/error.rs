//! Configuration errors: each says where, what, and what to do. Any of them
//! ends nub with exit code 2 before a request is sent.

use std::path::PathBuf;

use crate::Origin;

#[derive(Debug, Clone, PartialEq, thiserror::Error)]
pub enum ConfigError {
    #[error("{}:{line}:{column}: {message}", .path.display())]
    File { path: PathBuf, line: usize, column: usize, message: String },
    #[error("{}: written for a newer nub (config version {version}); upgrade nub, or set version = 1 and remove the new settings", .path.display())]
    NewerVersion { path: PathBuf, version: i64 },
    #[error("cannot read {}: {reason}", .path.display())]
    Unreadable { path: PathBuf, reason: String },
    #[error(
        "no model endpoint configured. Set NUB_BASE_URL to an OpenAI-compatible server (for example http://127.0.0.1:8080/v1), pass --endpoint NAME (built in: {}), or set OPENAI_API_KEY for OpenAI.",
        .builtin.join(", ")
    )]
    NoEndpoint { builtin: Vec<String> },
    #[error(
        "no model chosen for endpoint {endpoint}. Set NUB_MODEL, pass --model NAME, or set [model] default in the config file."
    )]
    NoModel { endpoint: String },
    #[error("{origin} names the endpoint {name:?}, which does not exist{}; endpoints: {}", hint(.suggestion), .known.join(", "))]
    UnknownEndpoint { name: String, origin: Origin, known: Vec<String>, suggestion: Option<String> },
    #[error("{origin} has an invalid value {value:?}: {reason}")]
    Invalid { origin: Origin, value: String, reason: String },
    #[error("the API key file {} {reason}", .path.display())]
    KeyFile { path: PathBuf, reason: String },
    #[error("{origin} takes the API key from ${var}, which is not set; export it or change api_key")]
    KeyVarMissing { origin: Origin, var: String },
}

fn hint(suggestion: &Option<String>) -> String {
    suggestion.as_ref().map(|s| format!(" (did you mean {s:?}?)")).unwrap_or_default()
}
