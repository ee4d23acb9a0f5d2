//! Endpoints: the built-in ones, the configured ones, and which one a run
//! talks to, with which model and key.

use std::path::PathBuf;
use std::time::Duration;

use crate::error::ConfigError;
use crate::keys::{ApiKey, KeySource};
use crate::{CapsOverrides, Effort, Origin, Setting};

/// The wire protocol an endpoint speaks: one enum for the configuration
/// (`[[endpoint]] api`) and the adapters (`nub_llm` builds a provider and a
/// stream parser per variant), so a new protocol is one variant here.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum WireApi {
    /// OpenAI-compatible chat completions (`POST …/chat/completions`).
    OpenAi,
    /// OpenAI's Responses API (`POST …/responses`), stateless.
    Responses,
    /// Anthropic Messages.
    Anthropic,
    /// Google Gemini `streamGenerateContent`.
    Gemini,
}

impl WireApi {
    /// The names `parse` accepts, for help and error texts.
    pub const NAMES: &'static str = "openai, responses, anthropic, gemini";

    pub fn parse(name: &str) -> Option<Self> {
        match name {
            "openai" => Some(WireApi::OpenAi),
            "responses" => Some(WireApi::Responses),
            "anthropic" => Some(WireApi::Anthropic),
            "gemini" => Some(WireApi::Gemini),
            _ => None,
        }
    }

    pub fn name(self) -> &'static str {
        match self {
            WireApi::OpenAi => "openai",
            WireApi::Responses => "responses",
            WireApi::Anthropic => "anthropic",
            WireApi::Gemini => "gemini",
        }
    }
}

#[derive(Debug, Clone, PartialEq)]
pub struct EndpointDef {
    pub name: String,
    pub base_url: Setting<String>,
    pub api: Setting<WireApi>,
    pub api_key: Option<Setting<KeySource>>,
    pub model: Option<Setting<String>>,
    pub idle_timeout: Setting<Duration>,
    pub caps: CapsOverrides,
}

pub(crate) const DEFAULT_IDLE_TIMEOUT: Duration = Duration::from_secs(120);

/// name, base URL, protocol, key variable, default model
type Builtin = (&'static str, &'static str, WireApi, Option<&'static str>, Option<&'static str>);

pub(crate) const BUILTIN: &[Builtin] = &[
    ("openai", "https://api.openai.com/v1", WireApi::OpenAi, Some("OPENAI_API_KEY"), Some("gpt-4.1-mini")),
    ("openrouter", "https://openrouter.ai/api/v1", WireApi::OpenAi, Some("OPENROUTER_API_KEY"), None),
    ("groq", "https://api.groq.com/openai/v1", WireApi::OpenAi, Some("GROQ_API_KEY"), None),
    ("deepseek", "https://api.deepseek.com/v1", WireApi::OpenAi, Some("DEEPSEEK_API_KEY"), Some("deepseek-chat")),
    (
        "anthropic",
        "https://api.anthropic.com/v1",
        WireApi::Anthropic,
        Some("ANTHROPIC_API_KEY"),
        Some("claude-sonnet-4-5"),
    ),
    (
        "gemini",
        "https://generativelanguage.googleapis.com/v1beta",
        WireApi::Gemini,
        Some("GEMINI_API_KEY"),
        Some("gemini-2.5-flash"),
    ),
    ("ollama", "http://localhost:11434/v1", WireApi::OpenAi, None, None),
    ("lmstudio", "http://localhost:1234/v1", WireApi::OpenAi, None, None),
    ("llamacpp", "http://127.0.0.1:8080/v1", WireApi::OpenAi, None, Some("local")),
];

pub(crate) fn builtin_endpoints() -> Vec<EndpointDef> {
    BUILTIN
        .iter()
        .map(|(name, url, api, key_var, model)| EndpointDef {
            name: (*name).to_owned(),
            base_url: Setting { value: (*url).to_owned(), origin: Origin::Default },
            api: Setting { value: *api, origin: Origin::Default },
            api_key: key_var.map(|var| Setting { value: KeySource::Env(var.to_owned()), origin: Origin::Default }),
            model: model.map(|m| Setting { value: m.to_owned(), origin: Origin::Default }),
            idle_timeout: Setting { value: DEFAULT_IDLE_TIMEOUT, origin: Origin::Default },
            caps: CapsOverrides::default(),
        })
        .collect()
}

/// The endpoint and model one run talks to, with the key already read.
#[derive(Debug, Clone, PartialEq)]
pub struct EndpointSettings {
    /// The endpoint's name ("openai", "local", or the host of an ad-hoc URL).
    pub name: String,
    /// What chose it: `--endpoint`, `NUB_ENDPOINT`, a base URL, the file
    /// with `[model] endpoint`, or `OPENAI_API_KEY` being set.
    pub chosen_by: Origin,
    pub base_url: Setting<String>,
    /// The configured protocol; its origin says whether the user chose it
    /// (the registry may pick the Responses API for OpenAI's own models
    /// when nobody did: `nub_llm::registry::api_for`).
    pub api: Setting<WireApi>,
    pub api_key: Option<Setting<ApiKey>>,
    /// Where the key was read from (`env:ANTHROPIC_API_KEY`, a file, …) and
    /// which layer said so: what `nub config` shows instead of the key.
    pub key_source: Option<Setting<KeySource>>,
    pub model: Setting<String>,
    pub caps: CapsOverrides,
    pub idle_timeout: Setting<Duration>,
    /// `[limits] max_answer_bytes`, carried to where the provider is built.
    pub max_answer_bytes: Setting<u64>,
    /// The reasoning effort to ask for: `--effort`, `NUB_EFFORT`, `[model]
    /// effort`; `None` leaves it to the model.
    pub effort: Option<Setting<Effort>>,
}

pub(crate) fn validate_url(url: &str, origin: &Origin) -> Result<String, ConfigError> {
    let trimmed = url.trim().trim_end_matches('/');
    let rest = trimmed.strip_prefix("http://").or_else(|| trimmed.strip_prefix("https://"));
    match rest {
        Some(host) if !host.is_empty() => Ok(trimmed.to_owned()),
        _ => Err(ConfigError::Invalid {
            origin: origin.clone(),
            value: url.to_owned(),
            reason: "a base URL starts with http:// or https:// and names a host, like http://127.0.0.1:8080/v1".into(),
        }),
    }
}

pub(crate) fn parse_seconds(text: &str) -> Option<Duration> {
    let seconds: f64 = text.trim().parse().ok()?;
    Duration::try_from_secs_f64(seconds).ok().filter(|d| !d.is_zero())
}

/// The home directory, for `~/` in paths.
pub(crate) fn home(env: &dyn Fn(&str) -> Option<String>) -> Option<PathBuf> {
    env("HOME").filter(|h| !h.is_empty()).map(PathBuf::from)
}

/// Whether `url` names this machine: `localhost`, a loopback address
/// (`127.x.x.x`, `[::1]`) or the unspecified `0.0.0.0`, which reaches it too.
pub fn on_this_machine(url: &str) -> bool {
    let rest = url.split_once("://").map_or(url, |(_, rest)| rest);
    let authority = rest.split('/').next().unwrap_or_default();
    let host = authority.rsplit_once('@').map_or(authority, |(_, host)| host);
    let host = match host.strip_prefix('[') {
        Some(v6) => v6.split(']').next().unwrap_or_default(),
        None => host.split(':').next().unwrap_or_default(),
    };
    host.eq_ignore_ascii_case("localhost")
        || host.parse::<std::net::IpAddr>().is_ok_and(|ip| ip.is_loopback() || ip.is_unspecified())
}
