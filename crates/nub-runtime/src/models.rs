//! What `/model`, `/provider`, ACP's model option and `nub models` offer:
//! the model in use, then each configured or built-in endpoint with its
//! default model — those whose key is missing kept in the list, marked with
//! the variable to set — and, where asked for, the models each usable
//! endpoint lists itself (cached a day in `$XDG_STATE_HOME/nub/models.json`).

use std::path::PathBuf;
use std::time::Duration;

use nub_config::{EndpointSettings, FlagOverrides, KeySource};
use nub_llm::LlmError;
use nub_llm::models::ModelCache;

use crate::env::Env;
use crate::workspace::Workspace;

#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ModelChoice {
    pub endpoint: String,
    /// Empty when the endpoint names no default model: the user types one.
    pub model: String,
    pub base_url: String,
    /// The one in use now.
    pub current: bool,
    /// Why it cannot be used here ("set GROQ_API_KEY"); `None` when it can.
    pub unavailable: Option<String>,
}

/// How long one endpoint's list is waited for when a picker fills.
pub const LIST_TIMEOUT: Duration = Duration::from_secs(5);

fn cache_file(env: &Env) -> Option<PathBuf> {
    nub_config::file::state_dir(&env.lookup()).map(|dir| dir.join("models.json"))
}

/// The models `settings`' endpoint serves: the cached list when it is less
/// than a day old (unless `refresh`), else asked of the endpoint, then
/// cached. The second value says whether it came from the cache.
pub async fn endpoint_models(
    env: &Env,
    settings: &EndpointSettings,
    refresh: bool,
    timeout: Duration,
) -> Result<(Vec<String>, bool), LlmError> {
    let path = cache_file(env);
    let base_url = settings.base_url.value.as_str();
    if !refresh
        && let Some(list) = path.as_ref().and_then(|p| ModelCache::load(p).fresh(&settings.name, base_url).cloned())
    {
        return Ok((list.models, true));
    }
    let api = nub_llm::registry::api_for(settings);
    let key = settings.api_key.as_ref().map(|k| k.value.expose());
    let models = nub_llm::models::list(&settings.name, api, base_url, key, timeout).await?;
    if let Some(path) = &path {
        let mut cache = ModelCache::load(path);
        cache.put(&settings.name, base_url, models.clone());
        if let Err(error) = cache.save(path) {
            tracing::warn!(%error, path = %path.display(), "cannot store the model list");
        }
    }
    Ok((models, false))
}

/// `model_choices` with each usable endpoint's own list after its default
/// model: the endpoint in use first, then the other usable ones, then those
/// that cannot be used here. The lists are asked for at once (cached ones
/// cost nothing); an endpoint that does not answer within `timeout` keeps
/// only its default model.
pub async fn listed_model_choices(ws: &Workspace, current: &EndpointSettings, timeout: Duration) -> Vec<ModelChoice> {
    let choices = model_choices(ws, &current.name, &current.model.value);
    // NUB_BASE_URL belongs to the endpoint the run started with (as in `ConfigSwitch`).
    let env = |var: &str| if var == "NUB_BASE_URL" { None } else { ws.env.get(var) };
    let mut endpoints: Vec<EndpointSettings> = vec![current.clone()];
    for choice in choices.iter().filter(|c| c.unavailable.is_none() && c.endpoint != current.name) {
        if endpoints.iter().any(|e| e.name == choice.endpoint) {
            continue;
        }
        let model = if choice.model.is_empty() { "model".to_owned() } else { choice.model.clone() };
        let flags =
            FlagOverrides { endpoint: Some(choice.endpoint.clone()), model: Some(model), ..FlagOverrides::default() };
        if let Ok(settings) = ws.config.resolve_endpoint(&env, &flags) {
            endpoints.push(settings);
        }
    }
    let mut lists = tokio::task::JoinSet::new();
    for (at, settings) in endpoints.iter().cloned().enumerate() {
        let env = ws.env.clone();
        lists.spawn(async move { (at, endpoint_models(&env, &settings, false, timeout).await) });
    }
    let mut listed: Vec<Vec<String>> = vec![Vec::new(); endpoints.len()];
    while let Some(joined) = lists.join_next().await {
        match joined {
            Ok((at, Ok((models, _)))) => listed[at] = models,
            Ok((at, Err(error))) => tracing::info!(endpoint = %endpoints[at].name, %error, "no model list"),
            Err(error) => tracing::warn!(%error, "listing models failed"),
        }
    }
    let mut out: Vec<ModelChoice> = Vec::new();
    let mut push = |choice: ModelChoice| {
        let seen = out.iter().any(|c| c.endpoint == choice.endpoint && c.model == choice.model && !c.model.is_empty());
        if !seen {
            out.push(choice);
        }
    };
    for (settings, models) in endpoints.iter().zip(&listed) {
        for choice in choices.iter().filter(|c| c.endpoint == settings.name) {
            push(choice.clone());
        }
        for model in models {
            push(ModelChoice {
                endpoint: settings.name.clone(),
                model: model.clone(),
                base_url: settings.base_url.value.clone(),
                current: false,
                unavailable: None,
            });
        }
    }
    for choice in choices.into_iter().filter(|c| !endpoints.iter().any(|e| e.name == c.endpoint)) {
        push(choice);
    }
    out
}

/// What the registry knows of `model`, in a few words: "400k · images · reasoning".
pub fn model_detail(model: &str) -> String {
    let Some(facts) = nub_llm::registry::model_facts(model) else { return String::new() };
    let mut parts = vec![format!("{}k", facts.context / 1000)];
    if facts.images {
        parts.push("images".into());
    }
    if facts.reasoning {
        parts.push("reasoning".into());
    }
    if facts.responses_only {
        parts.push("Responses API".into());
    }
    parts.join(" · ")
}

/// The model in use first, then every endpoint's default model.
pub fn model_choices(ws: &Workspace, endpoint: &str, model: &str) -> Vec<ModelChoice> {
    // NUB_BASE_URL belongs to the endpoint the run started with (as in `ConfigSwitch`).
    let env = |var: &str| if var == "NUB_BASE_URL" { None } else { ws.env.get(var) };
    let mut choices = vec![ModelChoice {
        endpoint: endpoint.to_owned(),
        model: model.to_owned(),
        base_url: ws
            .config
            .endpoints
            .iter()
            .find(|d| d.name == endpoint)
            .map(|d| d.base_url.value.clone())
            .or_else(|| ws.env.get("NUB_BASE_URL"))
            .unwrap_or_default(),
        current: true,
        unavailable: None,
    }];
    for def in &ws.config.endpoints {
        let default = def.model.as_ref().map(|m| m.value.clone()).unwrap_or_default();
        if def.name == endpoint && (default.is_empty() || default == model) {
            continue;
        }
        let missing_key = match def.api_key.as_ref().map(|k| &k.value) {
            Some(KeySource::Env(var)) if env(var).is_none_or(|v| v.trim().is_empty()) => Some(format!("set {var}")),
            _ => None,
        };
        let flags = FlagOverrides {
            endpoint: Some(def.name.clone()),
            model: Some(if default.is_empty() { "model".to_owned() } else { default.clone() }),
            ..FlagOverrides::default()
        };
        let unavailable =
            missing_key.or_else(|| ws.config.resolve_endpoint(&env, &flags).err().map(|error| error.to_string()));
        choices.push(ModelChoice {
            endpoint: def.name.clone(),
            model: default,
            base_url: def.base_url.value.clone(),
            current: false,
            unavailable,
        });
    }
    // Usable endpoints before those that lack a key (issue 22).
    choices[1..].sort_by_key(|choice| choice.unavailable.is_some());
    choices
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::env::Env;

    #[tokio::test]
    async fn listed_models_follow_their_endpoint_and_usable_endpoints_come_first() {
        let repo = tempfile::tempdir().unwrap();
        let home = tempfile::tempdir().unwrap();
        let state = home.path().join("state");
        let env = Env::from_pairs([
            ("HOME", home.path().to_str().unwrap()),
            ("XDG_STATE_HOME", state.to_str().unwrap()),
            ("DEEPSEEK_API_KEY", "sk-test"),
            ("NUB_BASE_URL", "http://127.0.0.1:9/v1"),
            ("NUB_MODEL", "qwen"),
        ]);
        // A list from this morning: no request needed.
        let mut cache = ModelCache::default();
        cache.put("deepseek", "https://api.deepseek.com/v1", vec!["deepseek-chat".into(), "deepseek-reasoner".into()]);
        cache.save(&state.join("nub/models.json")).unwrap();
        let ws = Workspace::at(repo.path().to_path_buf(), env).unwrap();
        let current = ws.endpoint(&FlagOverrides::default()).unwrap();
        let choices = listed_model_choices(&ws, &current, Duration::from_millis(500)).await;
        let names: Vec<String> = choices.iter().map(|c| format!("{}/{}", c.endpoint, c.model)).collect();
        assert_eq!(names[0], "127.0.0.1:9/qwen");
        let at = |name: &str| names.iter().position(|n| n == name).unwrap_or_else(|| panic!("{name} in {names:?}"));
        assert_eq!(at("deepseek/deepseek-reasoner"), at("deepseek/deepseek-chat") + 1, "the list after the default");
        assert!(at("deepseek/deepseek-reasoner") < at("anthropic/claude-sonnet-4-5"), "usable first: {names:?}");
        let unavailable = choices.iter().position(|c| c.unavailable.is_some()).unwrap();
        assert!(choices[unavailable..].iter().all(|c| c.unavailable.is_some()), "{names:?}");
        assert_eq!(names.iter().filter(|n| *n == "deepseek/deepseek-chat").count(), 1);
    }

    #[test]
    fn endpoints_without_their_key_are_listed_with_the_variable_to_set() {
        let repo = tempfile::tempdir().unwrap();
        let home = tempfile::tempdir().unwrap();
        let env = Env::from_pairs([
            ("HOME", home.path().to_str().unwrap()),
            ("DEEPSEEK_API_KEY", "sk-test"),
            ("NUB_BASE_URL", "http://127.0.0.1:9/v1"),
        ]);
        let ws = Workspace::at(repo.path().to_path_buf(), env).unwrap();
        let choices = model_choices(&ws, "local", "qwen");
        assert_eq!(
            (choices[0].endpoint.as_str(), choices[0].model.as_str(), choices[0].current),
            ("local", "qwen", true)
        );
        let deepseek = choices.iter().find(|c| c.endpoint == "deepseek").unwrap();
        assert_eq!((deepseek.model.as_str(), deepseek.unavailable.as_deref()), ("deepseek-chat", None));
        let anthropic = choices.iter().find(|c| c.endpoint == "anthropic").unwrap();
        assert_eq!(anthropic.unavailable.as_deref(), Some("set ANTHROPIC_API_KEY"));
        assert!(!choices[1..].iter().any(|c| c.current));
        let first_unusable = choices.iter().position(|c| c.unavailable.is_some()).unwrap();
        assert!(choices[first_unusable..].iter().all(|c| c.unavailable.is_some()), "usable ones come first");
    }
}
