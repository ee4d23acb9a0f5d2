//! The one place a provider is built: at start and for a model switch.

use std::sync::{Arc, Mutex};

use nub_agent::{ModelSwitch, Switched};
use nub_config::{Config, EndpointSettings, FlagOverrides};
use nub_llm::effort::{FallbackProvider, OnRejected};
use nub_llm::http::HttpOptions;
use nub_llm::limits::LearnedLimits;
use nub_llm::{Caps, Provider};

use crate::env::Env;
use crate::error::StartError;

/// The provider for `settings`. For a model that reasons, requests carry
/// reasoning parameters (the effort, summaries) unless the endpoint refused
/// them before (`limits.json`); a first refusal is answered by sending
/// again without them, and remembered.
pub fn provider_for(settings: &EndpointSettings, env: &Env) -> Result<Arc<dyn Provider>, StartError> {
    let caps = caps_for(settings);
    let options = HttpOptions {
        idle_timeout: settings.idle_timeout.value,
        max_answer_bytes: usize::try_from(settings.max_answer_bytes.value).unwrap_or(usize::MAX),
        ..HttpOptions::default()
    };
    let key = settings.api_key.as_ref().map(|k| k.value.expose().to_owned());
    let api = nub_llm::registry::api_for(settings);
    let build = |caps: Caps| {
        nub_llm::build_provider(api, &settings.name, &settings.base_url.value, key.clone(), caps, options.clone())
    };
    let limits = crate::window::limits_file(env);
    let (endpoint, model) = (settings.name.clone(), settings.model.value.clone());
    let refused = limits.as_ref().is_some_and(|path| LearnedLimits::load(path).0.refuses_reasoning(&endpoint, &model));
    if !caps.reasoning || refused {
        return Ok(Arc::from(build(Caps { reasoning: false, ..caps })?));
    }
    let without = build(Caps { reasoning: false, ..caps.clone() })?;
    let on_rejected: OnRejected = Arc::new(move || {
        let Some(path) = &limits else { return };
        let (mut learned, _) = LearnedLimits::load(path);
        if learned.learn_reasoning_refused(&endpoint, &model)
            && let Err(error) = learned.save(path)
        {
            tracing::warn!(%error, path = %path.display(), "cannot store that the endpoint refuses reasoning parameters");
        }
    });
    Ok(Arc::new(FallbackProvider::new(build(caps)?, without, Some(on_rejected))))
}

/// What the endpoint's model can do (D-10): the registry's entry for it,
/// then the endpoint's `[caps]` overrides — what its provider is built with.
pub fn caps_for(settings: &EndpointSettings) -> nub_llm::caps::Caps {
    nub_llm::registry::resolve_caps(&settings.base_url.value, &settings.model.value, &settings.caps)
}

/// `Input::SetModel` against the configuration: another model of the
/// current endpoint (an ad-hoc `--base-url` one too), or a named endpoint
/// from the config or the built-ins with its own protocol and key.
pub struct ConfigSwitch {
    config: Config,
    env: Env,
    current: Mutex<EndpointSettings>,
}

impl ConfigSwitch {
    pub fn new(config: Config, env: Env, current: EndpointSettings) -> Self {
        ConfigSwitch { config, env, current: Mutex::new(current) }
    }
}

impl ModelSwitch for ConfigSwitch {
    fn switch(&self, current_endpoint: &str, endpoint: Option<&str>, model: &str) -> Result<Switched, String> {
        if model.trim().is_empty() {
            return Err("the model name is empty".into());
        }
        let mut current = self.current.lock().unwrap_or_else(|e| e.into_inner());
        let settings = match endpoint.filter(|name| *name != current_endpoint) {
            None => {
                let mut settings = current.clone();
                settings.model.value = model.to_owned();
                settings
            }
            Some(name) => {
                let flags = FlagOverrides {
                    endpoint: Some(name.to_owned()),
                    model: Some(model.to_owned()),
                    ..FlagOverrides::default()
                };
                // NUB_BASE_URL belongs to the endpoint the run started with.
                let env = |var: &str| if var == "NUB_BASE_URL" { None } else { self.env.get(var) };
                self.config.resolve_endpoint(&env, &flags).map_err(|e| e.to_string())?
            }
        };
        let provider = provider_for(&settings, &self.env).map_err(|e| e.to_string())?;
        let switched = Switched { provider, endpoint: settings.name.clone(), model: settings.model.value.clone() };
        *current = settings;
        Ok(switched)
    }
}
