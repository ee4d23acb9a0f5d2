//! What `/model` and `/provider` offer: the model in use, then each
//! configured or built-in endpoint with its default model — those whose key
//! is missing kept in the list, marked with the variable to set.

use nub_config::{FlagOverrides, KeySource};

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
