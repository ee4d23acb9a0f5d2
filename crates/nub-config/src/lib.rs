//! nub's configuration and where each value came from.
//!
//! Layers, later wins (CONCEPT §4): built-in defaults →
//! `~/.config/nub/config.toml` → `<repo>/.nub/config.toml` → `NUB_*`
//! environment → flags. Every value keeps its origin, which `nub config`
//! shows; every error names the file, line and column, and exits with 2.
#![deny(clippy::print_stdout, clippy::print_stderr)]

mod config;
mod effort;
mod endpoint;
mod error;
pub mod file;
pub mod git;
pub mod hooks;
mod keys;
mod merge;
pub mod own_files;
mod resolve;
pub mod trust;

use std::fmt;
use std::path::PathBuf;

pub use config::{Config, DEFAULT_DENY_BASH, DEFAULT_DENY_PATHS};
pub use effort::Effort;
pub use endpoint::{EndpointDef, EndpointSettings, WireApi, on_this_machine};
pub use error::ConfigError;
pub use file::{FileConfig, McpSection};
pub use keys::{ApiKey, KeySource};
pub use trust::ProjectTrust;

/// Where a value came from.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Origin {
    Default,
    File(PathBuf),
    Env(&'static str),
    Flag(&'static str),
}

impl fmt::Display for Origin {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Origin::Default => f.write_str("default"),
            Origin::File(path) => write!(f, "{}", path.display()),
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

/// Capability overrides for an endpoint (D-10); `None` keeps the registry's value.
#[derive(Debug, Clone, Default, PartialEq)]
pub struct CapsOverrides {
    pub parallel_tool_calls: Option<bool>,
    pub usage_in_stream: Option<bool>,
    pub system_role: Option<SystemRoleSetting>,
    pub explicit_cache: Option<bool>,
    pub reasoning: Option<bool>,
    pub strict_schemas: Option<bool>,
    pub max_context: Option<u32>,
    pub supports_images: Option<bool>,
    /// `text_tool_calls = "auto" | "off"`: recover tool calls written as text.
    pub text_tool_calls: Option<bool>,
    /// `[endpoint] temperature` and `top_p`: sent when a request sets none;
    /// unset, the server's own defaults apply.
    pub temperature: Option<f32>,
    pub top_p: Option<f32>,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum SystemRoleSetting {
    System,
    Developer,
    FirstUserMessage,
}

/// Values given on the command line; they win over every other layer.
#[derive(Debug, Clone, Default)]
pub struct FlagOverrides {
    pub model: Option<String>,
    pub base_url: Option<String>,
    pub endpoint: Option<String>,
    /// `--profile NAME`: the `[profiles]` entry choosing the MCP servers.
    pub profile: Option<String>,
    /// `--trust-project`: the repository's own config counts in full for
    /// this run, like `NUB_TRUST_PROJECT=1`.
    pub trust_project: bool,
    /// `--effort LEVEL`: how much a reasoning model thinks.
    pub effort: Option<Effort>,
    /// `--sandbox MODE`: the sandbox mode of this run, like `NUB_SANDBOX`.
    pub sandbox: Option<String>,
}

/// The endpoint from the environment and flags alone (no files): what a
/// test or a tool without a repository needs.
pub fn resolve_endpoint(
    env: &dyn Fn(&str) -> Option<String>,
    flags: &FlagOverrides,
) -> Result<EndpointSettings, ConfigError> {
    Config::defaults(None).resolve_endpoint(env, flags)
}

#[cfg(test)]
mod tests {
    use std::path::Path;
    use std::time::Duration;

    use super::*;

    fn env_of(pairs: &'static [(&'static str, &'static str)]) -> impl Fn(&str) -> Option<String> {
        move |name| pairs.iter().find(|(k, _)| *k == name).map(|(_, v)| (*v).to_owned())
    }

    fn layered(user: &str, project: &str) -> Config {
        let mut config = Config::defaults(None);
        let user_path = Path::new("/home/u/.config/nub/config.toml");
        config.apply(file::parse(user_path, user).unwrap(), user_path).unwrap();
        let project_path = Path::new("/repo/.nub/config.toml");
        config.apply(file::parse(project_path, project).unwrap(), project_path).unwrap();
        config
    }

    #[test]
    fn text_tool_calls_is_auto_or_off() {
        let caps = |value: &str| {
            let text = format!(
                "[[endpoint]]\nname = \"local\"\nbase_url = \"http://127.0.0.1:1/v1\"\n[endpoint.caps]\ntext_tool_calls = \"{value}\"\n"
            );
            let mut config = Config::defaults(None);
            let path = Path::new("/repo/.nub/config.toml");
            config.apply(file::parse(path, &text).unwrap(), path).map(|()| config)
        };
        let endpoint = |config: Config| config.endpoints.into_iter().find(|e| e.name == "local").unwrap();
        assert_eq!(endpoint(caps("off").unwrap()).caps.text_tool_calls, Some(false));
        assert_eq!(endpoint(caps("auto").unwrap()).caps.text_tool_calls, Some(true));
        let error = caps("sometimes").unwrap_err().to_string();
        assert!(error.contains("text_tool_calls is auto or off"), "{error}");
    }

    #[test]
    fn sampling_is_unset_unless_configured() {
        let load = |extra: &str| {
            let text = format!("[[endpoint]]\nname = \"local\"\nbase_url = \"http://127.0.0.1:1/v1\"\n{extra}");
            let mut config = Config::defaults(None);
            let path = Path::new("/repo/.nub/config.toml");
            config.apply(file::parse(path, &text).unwrap(), path).map(|()| config)
        };
        let caps = |config: Config| config.endpoints.into_iter().find(|e| e.name == "local").unwrap().caps;
        let none = caps(load("").unwrap());
        assert_eq!((none.temperature, none.top_p), (None, None));
        let set = caps(load("temperature = 0\ntop_p = 0.9\n").unwrap());
        assert_eq!((set.temperature, set.top_p), (Some(0.0), Some(0.9)));
        let error = load("temperature = 7\n").unwrap_err().to_string();
        assert!(error.contains("temperature is between 0 and 2"), "{error}");
    }

    #[test]
    fn precedence_default_user_project_env_flag() {
        let config = layered(
            "[model]\ndefault = \"user-model\"\nendpoint = \"local\"\n[[endpoint]]\nname = \"local\"\nbase_url = \"http://127.0.0.1:1/v1\"\napi_key = \"none\"\n[limits]\nmax_turns = 10\n",
            "[model]\ndefault = \"project-model\"\n[limits]\nmax_turns = 20\n",
        );
        assert_eq!(config.max_turns.value, 20);
        assert_eq!(config.max_turns.origin, Origin::File("/repo/.nub/config.toml".into()));
        assert_eq!(config.max_tool_time.origin, Origin::Default);

        let none = env_of(&[]);
        let from_files = config.resolve_endpoint(&none, &FlagOverrides::default()).unwrap();
        assert_eq!((from_files.name.as_str(), from_files.model.value.as_str()), ("local", "project-model"));
        assert_eq!(from_files.api_key, None);

        let env = env_of(&[("NUB_MODEL", "env-model")]);
        assert_eq!(
            config.resolve_endpoint(&env, &FlagOverrides::default()).unwrap().model.origin,
            Origin::Env("NUB_MODEL")
        );
        let flags = FlagOverrides { model: Some("flag-model".into()), ..FlagOverrides::default() };
        let chosen = config.resolve_endpoint(&env, &flags).unwrap();
        assert_eq!((chosen.model.value.as_str(), chosen.model.origin), ("flag-model", Origin::Flag("--model")));

        let env = env_of(&[("NUB_BASE_URL", "http://127.0.0.1:2/v1/")]);
        let ad_hoc = config.resolve_endpoint(&env, &FlagOverrides::default()).unwrap();
        assert_eq!((ad_hoc.name.as_str(), ad_hoc.base_url.value.as_str()), ("127.0.0.1:2", "http://127.0.0.1:2/v1"));
        let flags = FlagOverrides {
            endpoint: Some("ollama".into()),
            model: Some("qwen2.5-coder".into()),
            ..FlagOverrides::default()
        };
        let ollama = config.resolve_endpoint(&env, &flags).unwrap();
        assert_eq!(ollama.base_url.value, "http://localhost:11434/v1", "--endpoint beats NUB_BASE_URL");
    }

    #[test]
    fn the_effort_comes_from_the_flag_the_environment_or_the_file() {
        let config = layered("[model]\neffort = \"low\"\n", "");
        let flags = |effort| FlagOverrides {
            endpoint: Some("ollama".into()),
            model: Some("m".into()),
            effort,
            ..FlagOverrides::default()
        };
        let from_file = config.resolve_endpoint(&env_of(&[]), &flags(None)).unwrap().effort.unwrap();
        assert_eq!(from_file.value, Effort::Low);
        assert!(matches!(from_file.origin, Origin::File(_)));
        let env = env_of(&[("NUB_EFFORT", "High")]);
        assert_eq!(config.resolve_endpoint(&env, &flags(None)).unwrap().effort.unwrap().value, Effort::High);
        let flag = config.resolve_endpoint(&env, &flags(Some(Effort::Minimal))).unwrap().effort.unwrap();
        assert_eq!((flag.value, flag.origin), (Effort::Minimal, Origin::Flag("--effort")));
        assert_eq!(resolve_endpoint(&env_of(&[]), &flags(None)).unwrap().effort, None, "unset: the model decides");
        let bad = resolve_endpoint(&env_of(&[("NUB_EFFORT", "max")]), &flags(None)).unwrap_err().to_string();
        assert!(bad.contains("minimal, low, medium, high, xhigh"), "{bad}");
        let mut config = Config::defaults(None);
        let path = Path::new("/repo/.nub/config.toml");
        let error = config.apply(file::parse(path, "[model]\neffort = \"huge\"\n").unwrap(), path).unwrap_err();
        assert!(error.to_string().contains("effort is one of"), "{error}");
        assert!(
            layered("[model]\neffort = \"xhigh\"\n", "")
                .entries(&env_of(&[]))
                .iter()
                .any(|(k, v, _)| k == "model.effort" && v == "\"xhigh\"")
        );
    }

    #[test]
    fn a_server_on_this_machine_gets_longer_to_answer_unless_configured() {
        fn idle(env: &'static [(&'static str, &'static str)], config: &Config, endpoint: &str) -> u64 {
            let flags =
                FlagOverrides { endpoint: Some(endpoint.into()), model: Some("m".into()), ..FlagOverrides::default() };
            config.resolve_endpoint(&env_of(env), &flags).unwrap().idle_timeout.value.as_secs()
        }
        let defaults = Config::defaults(None);
        assert_eq!(idle(&[], &defaults, "ollama"), 600, "localhost");
        assert_eq!(idle(&[], &defaults, "llamacpp"), 600, "127.0.0.1");
        assert_eq!(idle(&[("OPENAI_API_KEY", "sk-1")], &defaults, "openai"), 120);
        assert_eq!(idle(&[("NUB_IDLE_TIMEOUT", "30")], &defaults, "ollama"), 30);
        let configured = layered("[[endpoint]]\nname = \"ollama\"\nidle_timeout = 45\n", "");
        assert_eq!(idle(&[], &configured, "ollama"), 45);
        for (url, local) in [
            ("http://[::1]:8080/v1", true),
            ("http://user@127.0.0.2/v1", true),
            ("https://localhost.example.com/v1", false),
            ("https://127.example.com/v1", false),
            ("http://0.0.0.0:8080", true),
        ] {
            assert_eq!(on_this_machine(url), local, "{url}");
        }
    }

    #[test]
    fn builtin_endpoints_work_without_any_file() {
        let flags = FlagOverrides {
            endpoint: Some("ollama".into()),
            model: Some("qwen2.5-coder".into()),
            ..FlagOverrides::default()
        };
        let ollama = resolve_endpoint(&env_of(&[]), &flags).unwrap();
        assert_eq!((ollama.base_url.value.as_str(), ollama.api.value), ("http://localhost:11434/v1", WireApi::OpenAi));
        let anthropic = resolve_endpoint(
            &env_of(&[("ANTHROPIC_API_KEY", "sk-ant")]),
            &FlagOverrides { endpoint: Some("anthropic".into()), ..FlagOverrides::default() },
        )
        .unwrap();
        assert_eq!(anthropic.api.value, WireApi::Anthropic);
        assert_eq!(anthropic.api_key.unwrap().value.expose(), "sk-ant");
        assert!(anthropic.model.value.starts_with("claude"));
    }

    #[test]
    fn nub_api_key_wins_and_openai_key_alone_selects_openai() {
        let env = env_of(&[
            ("NUB_BASE_URL", "http://127.0.0.1:1/v1"),
            ("NUB_MODEL", "m"),
            ("NUB_API_KEY", "sk-nub"),
            ("OPENAI_API_KEY", "sk-openai"),
        ]);
        let settings = resolve_endpoint(&env, &FlagOverrides::default()).unwrap();
        let key = settings.api_key.unwrap();
        assert_eq!((key.value.expose(), key.origin), ("sk-nub", Origin::Env("NUB_API_KEY")));
        let openai = resolve_endpoint(&env_of(&[("OPENAI_API_KEY", "sk-x")]), &FlagOverrides::default()).unwrap();
        assert_eq!((openai.name.as_str(), openai.model.origin), ("openai", Origin::Default));
        assert_eq!(openai.api_key.unwrap().value.expose(), "sk-x");
    }

    #[test]
    fn resolution_errors_are_explained() {
        let none = resolve_endpoint(&env_of(&[]), &FlagOverrides::default()).unwrap_err().to_string();
        assert!(none.contains("NUB_BASE_URL") && none.contains("ollama"), "{none}");
        let no_model =
            resolve_endpoint(&env_of(&[("NUB_BASE_URL", "http://127.0.0.1:9/v1")]), &FlagOverrides::default())
                .unwrap_err();
        assert!(no_model.to_string().contains("NUB_MODEL"), "{no_model}");
        let typo = resolve_endpoint(
            &env_of(&[]),
            &FlagOverrides { endpoint: Some("olama".into()), ..FlagOverrides::default() },
        )
        .unwrap_err();
        assert!(typo.to_string().contains("did you mean \"ollama\""), "{typo}");
        let bad_url = resolve_endpoint(
            &env_of(&[("NUB_BASE_URL", "localhost:8080"), ("NUB_MODEL", "m")]),
            &FlagOverrides::default(),
        )
        .unwrap_err();
        assert!(bad_url.to_string().contains("env NUB_BASE_URL"), "{bad_url}");
        for absurd in ["1e20", "inf", "-3", "0", "soon"] {
            let env = move |name: &str| match name {
                "NUB_BASE_URL" => Some("http://127.0.0.1:9".to_owned()),
                "NUB_MODEL" => Some("m".to_owned()),
                "NUB_IDLE_TIMEOUT" => Some(absurd.to_owned()),
                _ => None,
            };
            let error = resolve_endpoint(&env, &FlagOverrides::default()).unwrap_err();
            assert!(error.to_string().contains("seconds"), "{absurd}: {error}");
        }
        let missing_var = resolve_endpoint(
            &env_of(&[]),
            &FlagOverrides { endpoint: Some("groq".into()), model: Some("m".into()), ..FlagOverrides::default() },
        )
        .unwrap_err();
        assert!(missing_var.to_string().contains("$GROQ_API_KEY"), "{missing_var}");
    }

    #[test]
    fn layer_values_are_validated() {
        let mut config = Config::defaults(None);
        let path = Path::new("/c.toml");
        let error = |text: &str| {
            let mut config = Config::defaults(None);
            config.apply(file::parse(path, text).unwrap(), path).unwrap_err().to_string()
        };
        assert!(error("[[endpoint]]\nname = \"new\"\n").contains("needs a base_url"));
        assert!(
            error("[[endpoint]]\nname = \"openai\"\napi = \"soap\"\n")
                .contains("openai, responses, anthropic or gemini")
        );
        assert!(error("[[mcp]]\nname = \"x\"\n").contains("command (stdio) or url"));
        assert!(error("[limits]\ncompact_at = 2.0\n").contains("between 0.1 and 0.95"));
        assert!(error("[limits]\nmax_answer_bytes = 100\n").contains("at least 65536"));
        config.apply(file::parse(path, "[limits]\nmax_tool_time = 30\n").unwrap(), path).unwrap();
        assert_eq!(config.max_tool_time.value, Duration::from_secs(30));
    }

    #[test]
    fn entries_show_origins_and_hide_keys() {
        let config = layered(
            "[[endpoint]]\nname = \"mine\"\nbase_url = \"http://127.0.0.1:3/v1\"\napi_key = \"sk-secret-1234\"\n",
            "",
        );
        let entries = config.entries(&|_| None);
        let shown: String = entries.iter().map(|(k, v, o)| format!("{k} = {v}  # {o}\n")).collect();
        assert!(!shown.contains("sk-secret"), "{shown}");
        assert!(
            shown.contains("endpoint.mine.api_key = (literal, 14 characters)  # /home/u/.config/nub/config.toml"),
            "{shown}"
        );
        assert!(shown.contains("limits.max_turns = 50  # default"), "{shown}");
    }

    #[test]
    fn load_reads_the_user_and_project_files() {
        let home = tempfile::tempdir().unwrap();
        let repo = tempfile::tempdir().unwrap();
        std::fs::create_dir_all(home.path().join(".config/nub")).unwrap();
        std::fs::write(home.path().join(".config/nub/config.toml"), "[limits]\nmax_turns = 7\n").unwrap();
        std::fs::create_dir_all(repo.path().join(".nub")).unwrap();
        std::fs::write(repo.path().join(".nub/config.toml"), "version = 1\n[context]\nmax_tokens = 999\n").unwrap();
        let home_text = home.path().display().to_string();
        let env = move |name: &str| (name == "HOME").then(|| home_text.clone());
        let config = Config::load(&env, repo.path(), ProjectTrust::Trusted).unwrap();
        assert_eq!((config.max_turns.value, config.context_max_tokens.value), (7, 999));
        assert_eq!(config.files.len(), 2);

        std::fs::write(repo.path().join(".nub/config.toml"), "[context]\nmax_tokes = 1\n").unwrap();
        let error = Config::load(&env, repo.path(), ProjectTrust::Trusted).unwrap_err().to_string();
        assert!(
            error.contains(".nub/config.toml:2:1: unknown key `max_tokes` in [context]; did you mean `max_tokens`?"),
            "{error}"
        );
    }

    #[test]
    fn the_plans_execution_model_is_read_and_shown() {
        let home = tempfile::tempdir().unwrap();
        let repo = tempfile::tempdir().unwrap();
        std::fs::create_dir_all(home.path().join(".config/nub")).unwrap();
        std::fs::write(home.path().join(".config/nub/config.toml"), "[plan]\nexecute_model = \"big-model\"\n").unwrap();
        let home_text = home.path().display().to_string();
        let env = move |name: &str| (name == "HOME").then(|| home_text.clone());
        let config = Config::load(&env, repo.path(), ProjectTrust::Untrusted).unwrap();
        assert_eq!(config.plan_execute_model.as_ref().map(|m| m.value.as_str()), Some("big-model"));
        let entries = config.entries(&|_| None);
        assert!(
            entries.iter().any(|(key, value, _)| key == "plan.execute_model" && value == "\"big-model\""),
            "{entries:?}"
        );
        std::fs::write(home.path().join(".config/nub/config.toml"), "[plan]\nexecute = \"x\"\n").unwrap();
        assert!(Config::load(&env, repo.path(), ProjectTrust::Untrusted).is_err(), "an unknown key is an error");
    }

    #[test]
    fn a_base_url_with_a_named_endpoint_is_a_proxy_in_front_of_it() {
        let env = env_of(&[("ANTHROPIC_API_KEY", "sk-ant-123456")]);
        let flags = FlagOverrides {
            endpoint: Some("anthropic".into()),
            base_url: Some("http://127.0.0.1:4000/v1".into()),
            ..FlagOverrides::default()
        };
        let proxied = resolve_endpoint(&env, &flags).unwrap();
        assert_eq!((proxied.name.as_str(), proxied.api.value), ("anthropic", WireApi::Anthropic));
        assert_eq!(proxied.base_url.value, "http://127.0.0.1:4000/v1");
        assert_eq!(proxied.api_key.unwrap().value.expose(), "sk-ant-123456");
        // The same from the environment.
        let env = env_of(&[
            ("NUB_ENDPOINT", "gemini"),
            ("NUB_BASE_URL", "http://127.0.0.1:4001"),
            ("GEMINI_API_KEY", "g-key-123456"),
        ]);
        let proxied = resolve_endpoint(&env, &FlagOverrides::default()).unwrap();
        assert_eq!((proxied.api.value, proxied.base_url.value.as_str()), (WireApi::Gemini, "http://127.0.0.1:4001"));
        // Alone, a base URL is still the ad-hoc OpenAI-compatible endpoint.
        let alone = resolve_endpoint(
            &env_of(&[("NUB_BASE_URL", "http://127.0.0.1:4002/v1"), ("NUB_MODEL", "m")]),
            &FlagOverrides::default(),
        )
        .unwrap();
        assert_eq!((alone.name.as_str(), alone.api.value), ("127.0.0.1:4002", WireApi::OpenAi));
        // An unknown NUB_ENDPOINT is an error even with a base URL.
        let unknown = resolve_endpoint(
            &env_of(&[("NUB_ENDPOINT", "nope"), ("NUB_BASE_URL", "http://127.0.0.1:4002/v1")]),
            &FlagOverrides::default(),
        );
        assert!(matches!(unknown, Err(ConfigError::UnknownEndpoint { .. })), "{unknown:?}");
    }

    #[test]
    fn a_default_model_belongs_to_its_endpoint() {
        let config = layered(
            "[model]\ndefault = \"m\"\nendpoint = \"local\"\n[[endpoint]]\nname = \"local\"\nbase_url = \"http://127.0.0.1:1/v1\"\napi_key = \"none\"\n[[endpoint]]\nname = \"anthropic\"\nmodel = \"claude-x\"\n",
            "",
        );
        let env = env_of(&[("ANTHROPIC_API_KEY", "sk-ant-123456")]);
        let local = config.resolve_endpoint(&env, &FlagOverrides::default()).unwrap();
        assert_eq!(local.model.value, "m");
        let flags = FlagOverrides { endpoint: Some("anthropic".into()), ..FlagOverrides::default() };
        assert_eq!(config.resolve_endpoint(&env, &flags).unwrap().model.value, "claude-x");
        let with_env = env_of(&[("ANTHROPIC_API_KEY", "sk-ant-123456"), ("NUB_ENDPOINT", "anthropic")]);
        assert_eq!(config.resolve_endpoint(&with_env, &FlagOverrides::default()).unwrap().model.value, "claude-x");
        // An endpoint without a model of its own still gets the default.
        let flags = FlagOverrides { endpoint: Some("ollama".into()), ..FlagOverrides::default() };
        assert_eq!(config.resolve_endpoint(&env, &flags).unwrap().model.value, "m");
        let empty = FlagOverrides { model: Some(String::new()), ..FlagOverrides::default() };
        assert!(config.resolve_endpoint(&env, &empty).unwrap_err().to_string().contains("empty"));
    }

    #[test]
    fn the_key_source_is_kept_for_reports() {
        let env = env_of(&[("ANTHROPIC_API_KEY", "sk-ant-123456")]);
        let flags = FlagOverrides { endpoint: Some("anthropic".into()), ..FlagOverrides::default() };
        let settings = resolve_endpoint(&env, &flags).unwrap();
        let source = settings.key_source.unwrap();
        assert_eq!(source.value.describe(&env), "env:ANTHROPIC_API_KEY (set)");
    }

    #[test]
    fn duplicate_endpoint_names_are_an_error() {
        let mut config = Config::defaults(None);
        let path = Path::new("/c.toml");
        let text = "[[endpoint]]\nname = \"a\"\nbase_url = \"http://127.0.0.1:1\"\n[[endpoint]]\nname = \"a\"\nbase_url = \"http://127.0.0.1:2\"\n";
        let error = config.apply(file::parse(path, text).unwrap(), path).unwrap_err().to_string();
        assert!(error.contains("two [[endpoint]] sections"), "{error}");
    }
}
