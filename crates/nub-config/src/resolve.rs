//! Which endpoint, model and key a run uses: the flags, then the
//! environment, then the files' `[model]` choice — the endpoint chosen by
//! one layer, its URL, model and key possibly from others, each with its
//! origin (`nub config` shows them).

use crate::endpoint::{
    BUILTIN, DEFAULT_IDLE_TIMEOUT, EndpointDef, EndpointSettings, WireApi, builtin_endpoints, on_this_machine,
    parse_seconds, validate_url,
};
use crate::error::ConfigError;
use crate::keys::{self, ApiKey, KeySource};
use crate::{CapsOverrides, Config, Effort, FlagOverrides, Origin, Setting};

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
            // A model on this machine's CPU can read a long prompt for minutes
            // before its first token; giving up at 120 s only sends it again.
            None if chosen.idle_timeout.origin == Origin::Default && on_this_machine(&chosen.base_url.value) => {
                Setting { value: LOCAL_IDLE_TIMEOUT, origin: Origin::Default }
            }
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

/// The idle timeout of a server on this machine unless configured.
const LOCAL_IDLE_TIMEOUT: std::time::Duration = std::time::Duration::from_secs(600);
