//! Built-in knowledge of models and endpoints, resolved into `Caps` (D-10).
//!
//! Two tables: what an endpoint family supports on the wire (usage in the
//! stream, parallel calls), and what a model can do (context window, images,
//! reasoning, which system role, explicit cache control). Configuration
//! overrides both. Unknown models get conservative values: a too-small window
//! only compacts early, a too-large one fails requests.

use nub_config::{CapsOverrides, EndpointSettings, Origin, SystemRoleSetting};

use crate::WireApi;
use crate::caps::{Caps, SystemRole};

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum EndpointFamily {
    /// api.anthropic.com: the Messages protocol.
    Anthropic,
    /// generativelanguage.googleapis.com: the Gemini protocol.
    Gemini,
    OpenAi,
    OpenRouter,
    Groq,
    DeepSeek,
    Mistral,
    Together,
    Ollama,
    LmStudio,
    /// Another server on this machine: llama.cpp, vLLM, LocalAI and the like.
    Local,
    Other,
}

impl EndpointFamily {
    pub fn detect(base_url: &str) -> Self {
        let url = base_url.to_ascii_lowercase();
        let host = url.split_once("://").map_or(url.as_str(), |(_, rest)| rest).split('/').next().unwrap_or_default();
        let (name, port) = match host.rsplit_once(':') {
            Some((name, port)) if !name.ends_with(']') || host.starts_with('[') => (name, port),
            _ => (host, ""),
        };
        let on = |domain: &str| name == domain || name.ends_with(&format!(".{domain}"));
        let is_local = nub_config::on_this_machine(base_url);
        match () {
            _ if on("anthropic.com") => EndpointFamily::Anthropic,
            _ if on("generativelanguage.googleapis.com") => EndpointFamily::Gemini,
            _ if on("openai.com") => EndpointFamily::OpenAi,
            _ if on("openrouter.ai") => EndpointFamily::OpenRouter,
            _ if on("groq.com") => EndpointFamily::Groq,
            _ if on("deepseek.com") => EndpointFamily::DeepSeek,
            _ if on("mistral.ai") => EndpointFamily::Mistral,
            _ if on("together.xyz") || on("together.ai") => EndpointFamily::Together,
            _ if is_local && port == "11434" => EndpointFamily::Ollama,
            _ if is_local && port == "1234" => EndpointFamily::LmStudio,
            _ if is_local => EndpointFamily::Local,
            _ => EndpointFamily::Other,
        }
    }

    /// The protocol the family speaks; everything not Anthropic or Gemini is
    /// OpenAI-compatible.
    pub fn api(self) -> WireApi {
        match self {
            EndpointFamily::Anthropic => WireApi::Anthropic,
            EndpointFamily::Gemini => WireApi::Gemini,
            _ => WireApi::OpenAi,
        }
    }

    fn wire_caps(self, caps: &mut Caps) {
        use EndpointFamily::*;
        // Servers known to accept `stream_options` and stream parallel calls.
        // Anthropic and Gemini always report usage and allow parallel calls.
        let (usage, parallel) = match self {
            Anthropic | Gemini => (true, true),
            OpenAi | OpenRouter | Groq | DeepSeek | Together => (true, true),
            Ollama | LmStudio | Local => (true, true),
            // Mistral sends usage unasked and rejects unknown fields.
            Mistral => (false, true),
            Other => (false, false),
        };
        caps.usage_in_stream = usage;
        caps.parallel_tool_calls = parallel;
        caps.strict_schemas = self == OpenAi;
        // Local servers and ad-hoc URLs run whatever model and chat template
        // the user has; the hosted APIs parse calls themselves.
        caps.text_tool_calls = matches!(self, Ollama | LmStudio | Local | Other);
    }
}

/// What the registry knows about a model, matched by name prefix.
struct ModelInfo {
    prefix: &'static str,
    context: u32,
    images: bool,
    reasoning: bool,
    role: SystemRole,
    /// The model honours explicit cache breakpoints (Anthropic's `cache_control`).
    cache: bool,
    /// OpenAI serves the model only through the Responses API.
    responses_only: bool,
}

const fn model(prefix: &'static str, context: u32, images: bool, reasoning: bool, role: SystemRole) -> ModelInfo {
    ModelInfo { prefix, context, images, reasoning, role, cache: false, responses_only: false }
}

/// Claude models: 200k tokens, images, explicit cache control.
const fn claude(prefix: &'static str, reasoning: bool) -> ModelInfo {
    ModelInfo {
        prefix,
        context: 200_000,
        images: true,
        reasoning,
        role: SystemRole::System,
        cache: true,
        responses_only: false,
    }
}

/// OpenAI reasoning models served only by the Responses API.
const fn responses_only(prefix: &'static str, context: u32) -> ModelInfo {
    ModelInfo { prefix, context, images: true, reasoning: true, role: Developer, cache: false, responses_only: true }
}

use SystemRole::{Developer, FirstUserMessage, System};

/// Longest matching prefix wins, so specific entries may follow general ones.
const MODELS: &[ModelInfo] = &[
    // OpenAI
    model("gpt-4o", 128_000, true, false, System),
    model("chatgpt-4o", 128_000, true, false, System),
    model("gpt-4.1", 1_047_576, true, false, System),
    model("gpt-4-turbo", 128_000, true, false, System),
    model("gpt-4", 8_192, false, false, System),
    model("gpt-3.5-turbo", 16_385, false, false, System),
    model("gpt-5", 400_000, true, true, Developer),
    model("gpt-oss", 131_072, false, true, System),
    model("o1", 200_000, true, true, Developer),
    model("o1-mini", 128_000, false, true, FirstUserMessage),
    model("o1-preview", 128_000, false, true, FirstUserMessage),
    model("o3", 200_000, true, true, Developer),
    model("o3-mini", 200_000, false, true, Developer),
    model("o4-mini", 200_000, true, true, Developer),
    // Responses only: Chat Completions answers these with a 404.
    responses_only("codex-mini", 200_000),
    responses_only("gpt-5-codex", 400_000),
    responses_only("gpt-5.1-codex", 400_000),
    responses_only("gpt-5.2-codex", 400_000),
    responses_only("gpt-5.3-codex", 400_000),
    responses_only("gpt-5-pro", 400_000),
    responses_only("gpt-5.2-pro", 400_000),
    responses_only("o1-pro", 200_000),
    responses_only("o3-pro", 200_000),
    responses_only("o3-deep-research", 200_000),
    responses_only("o4-mini-deep-research", 200_000),
    responses_only("computer-use-preview", 8_192),
    // DeepSeek
    model("deepseek-chat", 128_000, false, false, System),
    model("deepseek-reasoner", 128_000, false, true, System),
    model("deepseek-r1", 128_000, false, true, System),
    model("deepseek-v3", 128_000, false, false, System),
    model("deepseek-coder", 128_000, false, false, System),
    // Qwen
    model("qwen2.5-coder", 32_768, false, false, System),
    model("qwen2.5", 32_768, false, false, System),
    model("qwen2.5-vl", 32_768, true, false, System),
    model("qwen3", 131_072, false, true, System),
    model("qwen3-coder", 262_144, false, false, System),
    model("qwen-max", 32_768, false, false, System),
    model("qwq", 131_072, false, true, System),
    // Meta Llama (Ollama, vLLM, llama.cpp, Groq, Together)
    model("llama-3", 131_072, false, false, System),
    model("llama3", 131_072, false, false, System),
    model("meta-llama-3", 131_072, false, false, System),
    model("llama-4", 131_072, true, false, System),
    // Mistral
    model("mistral-large", 131_072, false, false, System),
    model("mistral-medium", 131_072, true, false, System),
    model("mistral-small", 131_072, true, false, System),
    model("codestral", 262_144, false, false, System),
    model("devstral", 131_072, false, false, System),
    model("magistral", 131_072, false, true, System),
    // Others served through OpenAI-compatible endpoints
    model("gemma", 131_072, false, false, System),
    model("gemma-2", 8_192, false, false, System),
    model("gemma2", 8_192, false, false, System),
    model("phi-4", 16_384, false, false, System),
    // Anthropic, natively or routed ("anthropic/claude-sonnet-4.5"). The 1M
    // window of some models needs a beta header nub does not send.
    claude("claude", true),
    claude("claude-3-5", false),
    claude("claude-3-7", true),
    claude("claude-opus-4", true),
    claude("claude-sonnet-4", true),
    claude("claude-haiku-4", true),
    // Google Gemini: 1M input tokens; thinking from 2.5 on.
    model("gemini", 1_048_576, true, true, System),
    model("gemini-1.5-pro", 2_097_152, true, false, System),
    model("gemini-1.5-flash", 1_048_576, true, false, System),
    model("gemini-2.0", 1_048_576, true, false, System),
    model("gemini-2.5", 1_048_576, true, true, System),
    model("gemini-3", 1_048_576, true, true, System),
    model("grok", 131_072, true, true, System),
    model("kimi-k2", 131_072, false, false, System),
    model("glm-4", 131_072, false, true, System),
    model("glm-4.5", 131_072, false, true, System),
    model("minimax", 204_800, false, true, System),
];

/// What the registry knows of a model, for lists (`nub models`, pickers).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct ModelFacts {
    pub context: u32,
    pub images: bool,
    pub reasoning: bool,
    /// OpenAI serves it only through the Responses API.
    pub responses_only: bool,
}

/// The registry's entry for `model_name`, if it has one.
pub fn model_facts(model_name: &str) -> Option<ModelFacts> {
    model_info(model_name).map(|m| ModelFacts {
        context: m.context,
        images: m.images,
        reasoning: m.reasoning,
        responses_only: m.responses_only,
    })
}

fn model_info(model_name: &str) -> Option<&'static ModelInfo> {
    let short = short_name(model_name);
    MODELS.iter().filter(|m| short.starts_with(m.prefix)).max_by_key(|m| m.prefix.len())
}

/// The protocol a run speaks to an endpoint: what the configuration says,
/// except that OpenAI's own API gets the Responses API for the models it
/// serves only there — unless the user chose `api` themselves.
pub fn api_for(endpoint: &EndpointSettings) -> WireApi {
    let chosen = endpoint.api.origin != Origin::Default;
    let on_openai = EndpointFamily::detect(&endpoint.base_url.value) == EndpointFamily::OpenAi;
    match endpoint.api.value {
        WireApi::OpenAi
            if !chosen && on_openai && model_info(&endpoint.model.value).is_some_and(|m| m.responses_only) =>
        {
            WireApi::Responses
        }
        api => api,
    }
}

/// Caps for `model` on the endpoint at `base_url`, after `overrides`.
pub fn resolve_caps(base_url: &str, model_name: &str, overrides: &CapsOverrides) -> Caps {
    let mut caps = Caps::default();
    EndpointFamily::detect(base_url).wire_caps(&mut caps);
    if let Some(info) = model_info(model_name) {
        caps.max_context = info.context;
        caps.supports_images = info.images;
        caps.reasoning = info.reasoning;
        caps.system_role = info.role;
        caps.explicit_cache = info.cache;
    }
    apply_overrides(&mut caps, overrides);
    caps
}

/// Whether the registry knows `model_name` (its window, images, role);
/// otherwise its caps are defaults, not facts.
pub fn knows(model_name: &str) -> bool {
    let short = short_name(model_name);
    MODELS.iter().any(|m| short.starts_with(m.prefix))
}

/// `max_tokens` for a request that sets none, where the protocol demands a
/// value (Anthropic). Claude 4 models could write 64k tokens, but Claude 3.7
/// and later reject a request whose prompt plus `max_tokens` exceeds the
/// window: 32k leaves 168k for the prompt, above the default compaction
/// threshold (75 % of 200k), so compaction comes before that error does.
pub fn default_max_tokens(model_name: &str) -> u32 {
    let short = short_name(model_name);
    const LIMITS: &[(&str, u32)] = &[
        ("claude-3-haiku", 4_096),
        ("claude-3-opus", 4_096),
        ("claude-3-sonnet", 4_096),
        ("claude-3-5", 8_192),
        ("claude", 32_000),
    ];
    LIMITS.iter().find(|(prefix, _)| short.starts_with(prefix)).map_or(8_192, |(_, limit)| *limit)
}

/// "openai/gpt-4o", "library/qwen2.5-coder:7b", "models/gemini-2.5-pro" →
/// the last path segment, lower-cased.
fn short_name(model_name: &str) -> String {
    model_name.rsplit('/').next().unwrap_or(model_name).to_ascii_lowercase()
}

fn apply_overrides(caps: &mut Caps, o: &CapsOverrides) {
    let set = |field: &mut bool, value: Option<bool>| {
        if let Some(value) = value {
            *field = value;
        }
    };
    set(&mut caps.parallel_tool_calls, o.parallel_tool_calls);
    set(&mut caps.usage_in_stream, o.usage_in_stream);
    set(&mut caps.explicit_cache, o.explicit_cache);
    set(&mut caps.reasoning, o.reasoning);
    set(&mut caps.strict_schemas, o.strict_schemas);
    set(&mut caps.supports_images, o.supports_images);
    set(&mut caps.text_tool_calls, o.text_tool_calls);
    caps.temperature = o.temperature.or(caps.temperature);
    caps.top_p = o.top_p.or(caps.top_p);
    if let Some(context) = o.max_context {
        caps.max_context = context;
    }
    if let Some(role) = o.system_role {
        caps.system_role = match role {
            SystemRoleSetting::System => SystemRole::System,
            SystemRoleSetting::Developer => SystemRole::Developer,
            SystemRoleSetting::FirstUserMessage => SystemRole::FirstUserMessage,
        };
    }
}

/// Whether the model's name states a size of at most 8 billion parameters
/// (`qwen2.5-coder-1.5b-instruct`, `llama3.2:3b`): such a model gets a
/// small model's help (files attached for the prompt, edits taken from text).
pub fn is_small(model: &str) -> bool {
    model
        .to_ascii_lowercase()
        .split(|c: char| !(c.is_ascii_alphanumeric() || c == '.'))
        .any(|word| word.strip_suffix('b').and_then(|n| n.parse::<f64>().ok()).is_some_and(|n| n > 0.0 && n <= 8.0))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_small_model_says_its_size_in_its_name() {
        for small in ["qwen2.5-coder-1.5b-instruct", "llama3.2:3b", "Qwen2.5-Coder-7B-Instruct-GGUF", "phi-0.5b"] {
            assert!(is_small(small), "{small}");
        }
        for big in ["gpt-4.1-mini", "qwen2.5:32b", "mixtral-8x7b", "claude-sonnet-4-5", "gemma-2-9b", "qwen2.5"] {
            assert!(!is_small(big), "{big}");
        }
    }

    #[test]
    fn detects_families_by_host_and_local_port() {
        assert_eq!(EndpointFamily::detect("https://api.openai.com/v1"), EndpointFamily::OpenAi);
        assert_eq!(EndpointFamily::detect("https://openrouter.ai/api/v1"), EndpointFamily::OpenRouter);
        assert_eq!(EndpointFamily::detect("http://localhost:11434/v1"), EndpointFamily::Ollama);
        assert_eq!(EndpointFamily::detect("http://127.0.0.1:8091/v1"), EndpointFamily::Local);
        assert_eq!(EndpointFamily::detect("https://notopenai.com/v1"), EndpointFamily::Other);
        assert_eq!(EndpointFamily::detect("https://api.anthropic.com/v1").api(), WireApi::Anthropic);
        let gemini = EndpointFamily::detect("https://generativelanguage.googleapis.com/v1beta");
        assert_eq!((gemini, gemini.api()), (EndpointFamily::Gemini, WireApi::Gemini));
        assert_eq!(EndpointFamily::detect("https://openrouter.ai/api/v1").api(), WireApi::OpenAi);
    }

    #[test]
    fn claude_and_gemini_models_have_their_windows_and_cache() {
        let none = CapsOverrides::default();
        let sonnet = resolve_caps("https://api.anthropic.com/v1", "claude-sonnet-4-5-20250929", &none);
        assert_eq!((sonnet.max_context, sonnet.explicit_cache, sonnet.reasoning), (200_000, true, true));
        assert!(sonnet.supports_images && sonnet.usage_in_stream && sonnet.parallel_tool_calls);
        let haiku35 = resolve_caps("https://api.anthropic.com/v1", "claude-3-5-haiku-latest", &none);
        assert!(!haiku35.reasoning && haiku35.explicit_cache);
        let flash = resolve_caps("https://generativelanguage.googleapis.com/v1beta", "models/gemini-2.5-flash", &none);
        assert_eq!((flash.max_context, flash.reasoning, flash.explicit_cache), (1_048_576, true, false));
        let old = resolve_caps("https://generativelanguage.googleapis.com/v1beta", "gemini-2.0-flash", &none);
        assert!(!old.reasoning && old.supports_images);
        let no_cache = CapsOverrides { explicit_cache: Some(false), ..CapsOverrides::default() };
        assert!(!resolve_caps("https://api.anthropic.com/v1", "claude-opus-4-1", &no_cache).explicit_cache);
    }

    #[test]
    fn max_tokens_defaults_per_model() {
        assert_eq!(default_max_tokens("claude-3-5-haiku-latest"), 8_192);
        assert_eq!(default_max_tokens("claude-3-haiku-20240307"), 4_096);
        assert_eq!(default_max_tokens("claude-opus-4-1"), 32_000);
        assert_eq!(default_max_tokens("anthropic/claude-sonnet-4.5"), 32_000);
        assert_eq!(default_max_tokens("mystery"), 8_192);
    }

    #[test]
    fn text_tool_calls_are_recovered_for_local_and_ad_hoc_servers_only() {
        let none = CapsOverrides::default();
        for url in [
            "http://127.0.0.1:8091/v1",
            "http://localhost:11434/v1",
            "http://localhost:1234/v1",
            "https://llm.example.invalid/v1",
        ] {
            assert!(resolve_caps(url, "m", &none).text_tool_calls, "{url}");
        }
        for url in [
            "https://api.openai.com/v1",
            "https://openrouter.ai/api/v1",
            "https://api.groq.com/openai/v1",
            "https://api.deepseek.com/v1",
            "https://api.anthropic.com/v1",
            "https://generativelanguage.googleapis.com/v1beta",
        ] {
            assert!(!resolve_caps(url, "m", &none).text_tool_calls, "{url}");
        }
        let off = CapsOverrides { text_tool_calls: Some(false), ..CapsOverrides::default() };
        assert!(!resolve_caps("http://127.0.0.1:8091/v1", "m", &off).text_tool_calls);
        let on = CapsOverrides { text_tool_calls: Some(true), ..CapsOverrides::default() };
        assert!(resolve_caps("https://api.openai.com/v1", "m", &on).text_tool_calls);
    }

    #[test]
    fn longest_prefix_decides_model_caps() {
        let none = CapsOverrides::default();
        let o3 = resolve_caps("https://api.openai.com/v1", "o3-mini", &none);
        assert_eq!((o3.system_role, o3.supports_images), (SystemRole::Developer, false));
        let o1_mini = resolve_caps("https://api.openai.com/v1", "o1-mini", &none);
        assert_eq!(o1_mini.system_role, SystemRole::FirstUserMessage);
        let routed = resolve_caps("https://openrouter.ai/api/v1", "openai/gpt-4o-mini", &none);
        assert!(routed.supports_images && routed.usage_in_stream);
        let local = resolve_caps("http://127.0.0.1:8091/v1", "Qwen2.5-Coder-0.5B-Instruct", &none);
        assert_eq!(local.max_context, 32_768);
    }

    #[test]
    fn openai_sends_responses_only_models_to_the_responses_api_unless_told_otherwise() {
        let settings = |url: &str, model: &str, api: WireApi, origin: Origin| EndpointSettings {
            name: "openai".into(),
            base_url: nub_config::Setting { value: url.into(), origin: Origin::Default },
            api: nub_config::Setting { value: api, origin },
            api_key: None,
            key_source: None,
            model: nub_config::Setting { value: model.into(), origin: Origin::Default },
            caps: CapsOverrides::default(),
            idle_timeout: nub_config::Setting { value: std::time::Duration::from_secs(1), origin: Origin::Default },
            max_answer_bytes: nub_config::Setting { value: 1, origin: Origin::Default },
            effort: None,
            chosen_by: Origin::Default,
        };
        let openai = "https://api.openai.com/v1";
        let default = |url, model| api_for(&settings(url, model, WireApi::OpenAi, Origin::Default));
        for model in ["gpt-5-codex", "gpt-5.1-codex-max", "o3-pro-2025-06-10", "gpt-5-pro", "codex-mini-latest"] {
            assert_eq!(default(openai, model), WireApi::Responses, "{model}");
        }
        for model in ["gpt-5", "gpt-5.1", "gpt-4.1-mini", "o3", "o4-mini"] {
            assert_eq!(default(openai, model), WireApi::OpenAi, "{model}");
        }
        // Other servers of the same model names keep the configured protocol.
        assert_eq!(default("https://openrouter.ai/api/v1", "gpt-5-codex"), WireApi::OpenAi);
        // A protocol the user chose stays, either way.
        let forced = settings(openai, "gpt-5-codex", WireApi::OpenAi, Origin::Flag("api"));
        assert_eq!(api_for(&forced), WireApi::OpenAi);
        let forced = settings(openai, "gpt-4.1", WireApi::Responses, Origin::Flag("api"));
        assert_eq!(api_for(&forced), WireApi::Responses);
        let caps = resolve_caps(openai, "gpt-5.1-codex-max", &CapsOverrides::default());
        assert_eq!((caps.max_context, caps.reasoning), (400_000, true));
    }

    #[test]
    fn unknown_models_are_conservative_and_overrides_win() {
        let unknown = resolve_caps("https://example.invalid/v1", "mystery-7b", &CapsOverrides::default());
        assert_eq!(unknown, Caps { text_tool_calls: true, ..Caps::default() });
        let overrides = CapsOverrides {
            usage_in_stream: Some(true),
            max_context: Some(8192),
            system_role: Some(SystemRoleSetting::FirstUserMessage),
            ..CapsOverrides::default()
        };
        let caps = resolve_caps("https://example.invalid/v1", "mystery-7b", &overrides);
        assert!(caps.usage_in_stream);
        assert_eq!((caps.max_context, caps.system_role), (8192, SystemRole::FirstUserMessage));
    }
}
