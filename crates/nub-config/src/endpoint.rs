//! Endpoints: the built-in ones, the configured ones, and which one a run
//! talks to, with which model and key.

use std::path::PathBuf;
use std::time::Duration;

use crate::error::ConfigError;
use crate::keys::{self, ApiKey, KeySource};
use crate::{CapsOverrides, Config, Effort, FlagOverrides, Origin, Setting};

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

const BUILTIN: &[Builtin] = &[
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

impl Config {
    /// Chooses the endpoint: `--base-url`, `--endpoint`, `NUB_BASE_URL`,
    /// `NUB_ENDPOINT`, the files' `[model] endpoint`, else OpenAI when
    /// `OPENAI_API_KEY` is set — later layers win.
    pub fn resolve_endpoint(
        &self,
        env: &dyn Fn(&str) -> Option<String>,
        flags: &FlagOverrides,
    ) -> Result<EndpointSettings, ConfigError> {
        let var = |name: &'static str| env(name).filter(|v| !v.trim().is_empty()).map(|v| (name, v));
        // An endpoint named on the command line or in NUB_ENDPOINT keeps its
        // protocol and key when a base URL from the same or a higher layer
        // is given too: that is a proxy or gateway in front of it.
        let named = match (&flags.endpoint, var("NUB_ENDPOINT")) {
            (Some(name), _) => Some((name.clone(), Origin::Flag("--endpoint"))),
            (None, Some((origin, name))) => Some((name, Origin::Env(origin))),
            (None, None) => None,
        };
        let base_url = match (&flags.base_url, var("NUB_BASE_URL")) {
            (Some(url), _) => Some((url.clone(), Origin::Flag("--base-url"))),
            (None, Some((origin, url))) => Some((url, Origin::Env(origin))),
            (None, None) => None,
        };
        let (mut chosen, chosen_by) = match (named, base_url) {
            (Some((name, name_origin)), Some((url, url_origin))) => {
                let mut endpoint = self.named(&name, name_origin.clone())?;
                // `--endpoint` (a flag) beats NUB_BASE_URL (the environment).
                let url_ranks = !matches!(name_origin, Origin::Flag(_)) || matches!(url_origin, Origin::Flag(_));
                if url_ranks {
                    endpoint.base_url = Setting { value: validate_url(&url, &url_origin)?, origin: url_origin };
                }
                (endpoint, name_origin)
            }
            (Some((name, origin)), None) => (self.named(&name, origin.clone())?, origin),
            (None, Some((url, origin))) => (self.ad_hoc(&url, origin.clone(), env)?, origin),
            (None, None) => {
                if let Some(endpoint) = &self.default_endpoint {
                    (self.named(&endpoint.value, endpoint.origin.clone())?, endpoint.origin.clone())
                } else if var("OPENAI_API_KEY").is_some() {
                    (self.named("openai", Origin::Default)?, Origin::Env("OPENAI_API_KEY"))
                } else {
                    return Err(ConfigError::NoEndpoint {
                        builtin: builtin_endpoints().into_iter().map(|e| e.name).collect(),
                    });
                }
            }
        };

        // `[model] default` belongs to `[model] endpoint` (or, without one,
        // to the endpoint a run gets when none is named): another endpoint
        // uses its own model unless --model or NUB_MODEL say otherwise.
        let default_applies = match &self.default_endpoint {
            Some(endpoint) => endpoint.value == chosen.name,
            None => flags.endpoint.is_none() && var("NUB_ENDPOINT").is_none(),
        };
        let model = match (&flags.model, var("NUB_MODEL")) {
            (Some(model), _) => Setting { value: model.clone(), origin: Origin::Flag("--model") },
            (None, Some((name, model))) => Setting { value: model, origin: Origin::Env(name) },
            (None, None) => match (&self.default_model, chosen.model.take()) {
                (Some(default), _) if default_applies => default.clone(),
                (_, Some(own)) => own,
                (Some(default), None) => default.clone(),
                (None, None) => return Err(ConfigError::NoModel { endpoint: chosen.name.clone() }),
            },
        };
        if model.value.trim().is_empty() {
            return Err(ConfigError::Invalid {
                origin: model.origin,
                value: String::new(),
                reason: "the model name is empty".into(),
            });
        }

        // NUB_API_KEY is the key of whatever endpoint was chosen.
        let key_source = match var("NUB_API_KEY") {
            Some((name, key)) => {
                Some(Setting { value: KeySource::Literal(ApiKey::new(key.trim())), origin: Origin::Env(name) })
            }
            None => chosen.api_key.clone(),
        };
        let api_key = match &key_source {
            Some(source) => keys::read(source, env)?.map(|key| Setting { value: key, origin: source.origin.clone() }),
            None => None,
        };

        let idle_timeout = match var("NUB_IDLE_TIMEOUT") {
            Some((name, text)) => Setting {
                value: parse_seconds(&text).ok_or_else(|| ConfigError::Invalid {
                    origin: Origin::Env(name),
                    value: text.clone(),
                    reason: "expected a number of seconds greater than zero".into(),
                })?,
                origin: Origin::Env(name),
            },
            None => chosen.idle_timeout.clone(),
        };

        let effort = match (flags.effort, var("NUB_EFFORT")) {
            (Some(effort), _) => Some(Setting { value: effort, origin: Origin::Flag("--effort") }),
            (None, Some((name, text))) => Some(Setting {
                value: Effort::parse(&text).ok_or_else(|| ConfigError::Invalid {
                    origin: Origin::Env(name),
                    value: text.clone(),
                    reason: format!("the effort is one of {}", Effort::NAMES),
                })?,
                origin: Origin::Env(name),
            }),
            (None, None) => self.effort.clone(),
        };

        Ok(EndpointSettings {
            name: chosen.name,
            chosen_by,
            base_url: chosen.base_url,
            api: chosen.api,
            api_key,
            key_source,
            model,
            caps: chosen.caps,
            idle_timeout,
            max_answer_bytes: self.max_answer_bytes.clone(),
            effort,
        })
    }

    fn named(&self, name: &str, origin: Origin) -> Result<EndpointDef, ConfigError> {
        if let Some(endpoint) = self.endpoints.iter().find(|e| e.name == name) {
            return Ok(endpoint.clone());
        }
        let known: Vec<String> = self.endpoints.iter().map(|e| e.name.clone()).collect();
        let suggestion = crate::file::suggest(name, &known);
        Err(ConfigError::UnknownEndpoint { name: name.to_owned(), origin, known, suggestion })
    }

    /// An endpoint given only by its URL speaks the OpenAI protocol, takes
    /// its key from NUB_API_KEY or OPENAI_API_KEY, and is named by its host.
    fn ad_hoc(
        &self,
        url: &str,
        origin: Origin,
        env: &dyn Fn(&str) -> Option<String>,
    ) -> Result<EndpointDef, ConfigError> {
        let url = validate_url(url, &origin)?;
        let host = url
            .split_once("://")
            .map_or(url.as_str(), |(_, rest)| rest)
            .split('/')
            .next()
            .unwrap_or_default()
            .to_owned();
        let model =
            (url == BUILTIN[0].1).then(|| Setting { value: "gpt-4.1-mini".to_owned(), origin: Origin::Default });
        Ok(EndpointDef {
            name: host,
            base_url: Setting { value: url, origin: origin.clone() },
            api: Setting { value: WireApi::OpenAi, origin: Origin::Default },
            api_key: env("OPENAI_API_KEY")
                .filter(|key| !key.trim().is_empty())
                .map(|_| Setting { value: KeySource::Env("OPENAI_API_KEY".into()), origin: Origin::Default }),
            model,
            idle_timeout: Setting { value: DEFAULT_IDLE_TIMEOUT, origin: Origin::Default },
            caps: CapsOverrides::default(),
        })
    }
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
