//! nub's settings and where each one came from.
//!
//! For now two layers exist: built-in defaults and the environment, below
//! command-line flags. The TOML file layers (CONCEPT §4) slot in between
//! without changing what callers see: a resolved value with its origin.
#![deny(clippy::print_stdout, clippy::print_stderr)]

use std::fmt;
use std::time::Duration;

/// Where a value came from, as `nub config` will show it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Origin {
    Default,
    Env(&'static str),
    Flag(&'static str),
}

impl fmt::Display for Origin {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Origin::Default => f.write_str("default"),
            Origin::Env(name) => write!(f, "env {name}"),
            Origin::Flag(name) => write!(f, "flag {name}"),
        }
    }
}

#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Setting<T> {
    pub value: T,
    pub origin: Origin,
}

/// An API key. Its `Debug` and `Display` never show it.
#[derive(Clone, PartialEq, Eq)]
pub struct ApiKey(String);

impl ApiKey {
    pub fn new(key: impl Into<String>) -> Self {
        ApiKey(key.into())
    }

    pub fn expose(&self) -> &str {
        &self.0
    }
}

impl fmt::Debug for ApiKey {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str("ApiKey(***)")
    }
}

/// Capability overrides for an endpoint (D-10); `None` keeps the registry's value.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct CapsOverrides {
    pub parallel_tool_calls: Option<bool>,
    pub usage_in_stream: Option<bool>,
    pub system_role: Option<SystemRoleSetting>,
    pub explicit_cache: Option<bool>,
    pub reasoning: Option<bool>,
    pub strict_schemas: Option<bool>,
    pub max_context: Option<u32>,
    pub supports_images: Option<bool>,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum SystemRoleSetting {
    System,
    Developer,
    FirstUserMessage,
}

/// The endpoint and model one run talks to.
#[derive(Debug, Clone, PartialEq)]
pub struct EndpointSettings {
    /// A short name for messages and logs ("openai", "local").
    pub name: String,
    pub base_url: Setting<String>,
    pub api_key: Option<Setting<ApiKey>>,
    pub model: Setting<String>,
    pub caps: CapsOverrides,
    pub idle_timeout: Setting<Duration>,
}

/// Values given on the command line; they win over every other layer.
#[derive(Debug, Clone, Default)]
pub struct FlagOverrides {
    pub model: Option<String>,
    pub base_url: Option<String>,
}

#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum ConfigError {
    #[error(
        "no model endpoint configured. Set NUB_BASE_URL to an OpenAI-compatible server (for example http://127.0.0.1:8080/v1) or OPENAI_API_KEY for OpenAI, or pass --base-url."
    )]
    NoEndpoint,
    #[error("no model chosen for {base_url}. Set NUB_MODEL or pass --model NAME.")]
    NoModel { base_url: String },
    #[error("{origin} has an invalid value {value:?}: {reason}")]
    Invalid { origin: Origin, value: String, reason: String },
}

/// The public OpenAI API, used when only `OPENAI_API_KEY` is set.
pub const OPENAI_BASE_URL: &str = "https://api.openai.com/v1";
const OPENAI_DEFAULT_MODEL: &str = "gpt-4.1-mini";
const DEFAULT_IDLE_TIMEOUT: Duration = Duration::from_secs(120);

/// Resolves the endpoint from defaults, the environment (read through `env`,
/// so tests need not touch the process environment) and flags.
pub fn resolve_endpoint(
    env: &dyn Fn(&str) -> Option<String>,
    flags: &FlagOverrides,
) -> Result<EndpointSettings, ConfigError> {
    let var = |name: &'static str| env(name).filter(|v| !v.trim().is_empty()).map(|v| (name, v));

    let base_url = match (&flags.base_url, var("NUB_BASE_URL")) {
        (Some(url), _) => Setting { value: url.clone(), origin: Origin::Flag("--base-url") },
        (None, Some((name, url))) => Setting { value: url, origin: Origin::Env(name) },
        (None, None) if var("OPENAI_API_KEY").is_some() => {
            Setting { value: OPENAI_BASE_URL.to_owned(), origin: Origin::Default }
        }
        (None, None) => return Err(ConfigError::NoEndpoint),
    };
    let base_url = Setting { value: validate_url(&base_url.value, &base_url.origin)?, origin: base_url.origin };

    let api_key = var("NUB_API_KEY")
        .or_else(|| var("OPENAI_API_KEY"))
        .map(|(name, key)| Setting { value: ApiKey::new(key.trim()), origin: Origin::Env(name) });

    let model = match (&flags.model, var("NUB_MODEL")) {
        (Some(model), _) => Setting { value: model.clone(), origin: Origin::Flag("--model") },
        (None, Some((name, model))) => Setting { value: model, origin: Origin::Env(name) },
        (None, None) if base_url.value == OPENAI_BASE_URL => {
            Setting { value: OPENAI_DEFAULT_MODEL.to_owned(), origin: Origin::Default }
        }
        (None, None) => {
            return Err(ConfigError::NoModel { base_url: base_url.value.clone() });
        }
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
        None => Setting { value: DEFAULT_IDLE_TIMEOUT, origin: Origin::Default },
    };

    Ok(EndpointSettings {
        name: endpoint_name(&base_url.value),
        base_url,
        api_key,
        model,
        caps: CapsOverrides::default(),
        idle_timeout,
    })
}

fn validate_url(url: &str, origin: &Origin) -> Result<String, ConfigError> {
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

fn parse_seconds(text: &str) -> Option<Duration> {
    let seconds: f64 = text.trim().parse().ok()?;
    Duration::try_from_secs_f64(seconds).ok().filter(|d| !d.is_zero())
}

/// The host of a base URL, which names the endpoint until the config file
/// gives endpoints names of their own.
fn endpoint_name(base_url: &str) -> String {
    let without_scheme = base_url.split_once("://").map_or(base_url, |(_, rest)| rest);
    let host_port = without_scheme.split('/').next().unwrap_or(without_scheme);
    host_port.to_owned()
}

#[cfg(test)]
mod tests {
    use super::*;

    fn env_of(pairs: &'static [(&'static str, &'static str)]) -> impl Fn(&str) -> Option<String> {
        move |name| pairs.iter().find(|(k, _)| *k == name).map(|(_, v)| (*v).to_owned())
    }

    #[test]
    fn flags_win_over_environment() {
        let env = env_of(&[("NUB_BASE_URL", "http://127.0.0.1:1/v1"), ("NUB_MODEL", "env-model")]);
        let flags = FlagOverrides { model: Some("flag-model".into()), base_url: Some("http://127.0.0.1:2/v1/".into()) };
        let settings = resolve_endpoint(&env, &flags).unwrap();
        assert_eq!(settings.model.value, "flag-model");
        assert_eq!(settings.model.origin, Origin::Flag("--model"));
        assert_eq!(settings.base_url.value, "http://127.0.0.1:2/v1");
        assert_eq!(settings.name, "127.0.0.1:2");
    }

    #[test]
    fn nub_api_key_wins_over_openai_key_and_is_masked() {
        let env = env_of(&[
            ("NUB_BASE_URL", "http://127.0.0.1:1/v1"),
            ("NUB_MODEL", "m"),
            ("NUB_API_KEY", "sk-nub"),
            ("OPENAI_API_KEY", "sk-openai"),
        ]);
        let settings = resolve_endpoint(&env, &FlagOverrides::default()).unwrap();
        let key = settings.api_key.unwrap();
        assert_eq!(key.value.expose(), "sk-nub");
        assert_eq!(key.origin, Origin::Env("NUB_API_KEY"));
        assert!(!format!("{key:?}").contains("sk-nub"));
    }

    #[test]
    fn openai_key_alone_selects_openai_with_a_default_model() {
        let env = env_of(&[("OPENAI_API_KEY", "sk-x")]);
        let settings = resolve_endpoint(&env, &FlagOverrides::default()).unwrap();
        assert_eq!(settings.base_url.value, OPENAI_BASE_URL);
        assert_eq!(settings.model.origin, Origin::Default);
    }

    #[test]
    fn missing_and_invalid_values_are_explained() {
        let none = resolve_endpoint(&env_of(&[]), &FlagOverrides::default()).unwrap_err();
        assert_eq!(none, ConfigError::NoEndpoint);
        let no_model =
            resolve_endpoint(&env_of(&[("NUB_BASE_URL", "http://127.0.0.1:9/v1")]), &FlagOverrides::default())
                .unwrap_err();
        assert!(no_model.to_string().contains("NUB_MODEL"), "{no_model}");
        let bad_url = resolve_endpoint(
            &env_of(&[("NUB_BASE_URL", "localhost:8080"), ("NUB_MODEL", "m")]),
            &FlagOverrides::default(),
        )
        .unwrap_err();
        assert!(bad_url.to_string().contains("env NUB_BASE_URL"), "{bad_url}");
        let bad_timeout = resolve_endpoint(
            &env_of(&[("NUB_BASE_URL", "http://127.0.0.1:9"), ("NUB_MODEL", "m"), ("NUB_IDLE_TIMEOUT", "soon")]),
            &FlagOverrides::default(),
        )
        .unwrap_err();
        assert!(bad_timeout.to_string().contains("seconds"), "{bad_timeout}");
        for absurd in ["1e20", "inf", "-3", "0"] {
            let env = move |name: &str| match name {
                "NUB_BASE_URL" => Some("http://127.0.0.1:9".to_owned()),
                "NUB_MODEL" => Some("m".to_owned()),
                "NUB_IDLE_TIMEOUT" => Some(absurd.to_owned()),
                _ => None,
            };
            assert!(resolve_endpoint(&env, &FlagOverrides::default()).is_err(), "{absurd} is refused, not a panic");
        }
    }
}
