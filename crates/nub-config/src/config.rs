//! The effective configuration: every value with the layer that set it,
//! the defaults nub starts from, and which variables hold keys. Read and
//! layered in `merge`; the endpoint a run uses is resolved in `resolve`.

use std::collections::BTreeMap;
use std::path::PathBuf;
use std::time::Duration;

use crate::endpoint::EndpointDef;
use crate::file::McpSection;
use crate::keys::KeySource;
use crate::{Effort, Setting};

/// The effective configuration, every value with its origin.
#[derive(Debug, Clone, PartialEq)]
pub struct Config {
    pub default_model: Option<Setting<String>>,
    pub default_endpoint: Option<Setting<String>>,
    /// `[model] effort`: the reasoning effort asked of models that reason.
    pub effort: Option<Setting<Effort>>,
    pub endpoints: Vec<EndpointDef>,
    pub context_files: Setting<Vec<String>>,
    pub walk_up: Setting<bool>,
    pub context_max_tokens: Setting<u32>,
    /// `[context] auto_attach`: a small or local model gets the files a
    /// prompt is about attached to it.
    pub auto_attach: Setting<bool>,
    /// `[context] lean`: a small model gets a short, directive system
    /// prompt and only the six tools it can use well; every definition
    /// left out is prompt it need not read.
    pub lean: Setting<bool>,
    pub skill_paths: Setting<Vec<String>>,
    /// `[tools] env_passthrough`: key variables tools may see after all.
    pub env_passthrough: Setting<Vec<String>>,
    /// `[tools] syntax_check`: report a syntax error a write or edit made.
    pub syntax_check: Setting<bool>,
    /// `[tools] text_edits`: an edit a small or local model writes as text
    /// becomes an `edit` or `write` call.
    pub text_edits: Setting<bool>,
    pub mcp: Vec<Setting<McpSection>>,
    pub profiles: BTreeMap<String, Setting<Vec<String>>>,
    /// Tool name to `auto` / `ask` / `deny`.
    pub permissions: BTreeMap<String, Setting<String>>,
    pub deny_paths: Setting<Vec<String>>,
    pub deny_bash: Setting<Vec<String>>,
    pub max_turns: Setting<u32>,
    pub max_tool_time: Setting<Duration>,
    /// `[limits] max_answer_bytes`: the cap on one model answer.
    pub max_answer_bytes: Setting<u64>,
    pub compact_at: Setting<f64>,
    /// `[compaction] enabled`: the automatic trigger.
    pub compaction_enabled: Setting<bool>,
    pub keep_recent_tokens: Setting<u32>,
    /// `[compaction] model` / `endpoint` for the summarizing request.
    pub compaction_model: Option<Setting<String>>,
    pub compaction_endpoint: Option<Setting<String>>,
    /// `[sessions] titles`.
    pub titles: Setting<bool>,
    /// `[sandbox] mode`: `workspace-write`, `read-only` or `off`.
    pub sandbox_mode: Setting<String>,
    /// `[sandbox] writable`: from the user's own config only.
    pub sandbox_writable: Setting<Vec<String>>,
    /// `[sandbox] hidden`; `None`: the sandbox's default list.
    pub sandbox_hidden: Option<Setting<Vec<String>>>,
    /// Hidden paths a project added to the list in force.
    pub sandbox_hidden_added: Vec<String>,
    /// `[sandbox] network`: `off`, `loopback` or `on`.
    pub sandbox_network: Setting<String>,
    /// `[sandbox]` entries of a trusted project config that would have
    /// loosened the sandbox and were left out (an untrusted project's go to
    /// `untrusted`).
    pub sandbox_ignored: Vec<String>,
    /// `[checkpoints] enabled`.
    pub checkpoints_enabled: Setting<bool>,
    /// `[checkpoints] max_file_bytes`.
    pub checkpoint_max_file_bytes: Setting<u64>,
    /// `[checkpoints] keep_days`; 0 keeps every session's.
    pub checkpoint_keep_days: Setting<u32>,
    /// `[[hooks.EVENT]]` of the user's config, then the project's (when
    /// trusted), then Claude Code's settings (`hooks_claude`).
    pub hooks: Vec<Setting<crate::hooks::HookDef>>,
    /// `[hooks] claude`: also read Claude Code's files (`settings.json`
    /// hooks, `commands/*.md` as prompt commands); only the user's own
    /// config may set it.
    pub hooks_claude: Setting<bool>,
    /// `[tui] notify`: `bell`, `osc9`, `osc777` or `off`.
    pub notify: Setting<String>,
    /// `[plan] execute_model`: the model a plan is carried out with.
    pub plan_execute_model: Option<Setting<String>>,
    /// `[agents] depth`: levels of subagents; 0: no `task` tool.
    pub agents_depth: Setting<u32>,
    /// `[agents] max_parallel`.
    pub agents_max_parallel: Setting<u32>,
    /// `[agents] explore_model`: the built-in `explore` agent's model.
    pub agents_explore_model: Option<Setting<String>>,
    pub(crate) home: Option<PathBuf>,
    /// The files that were read, in layer order.
    pub files: Vec<PathBuf>,
    /// Entries of an untrusted project config that were left out (see
    /// `trust.rs`); empty when the project is trusted or sets nothing risky.
    pub untrusted: Vec<String>,
}

/// The cap on one model answer unless configured: far above any real
/// answer, far below what hurts memory.
pub const DEFAULT_MAX_ANSWER_BYTES: u64 = 4 << 20;
/// `[checkpoints] max_file_bytes` unless configured: 10 MiB.
pub const DEFAULT_CHECKPOINT_MAX_FILE_BYTES: u64 = 10 << 20;

/// `[permissions] deny_paths` unless set.
pub const DEFAULT_DENY_PATHS: [&str; 3] = [".git/**", "**/.env", "**/id_rsa*"];

/// `[permissions] deny_bash` unless set (globs; `*` crosses spaces): `rm -rf
/// /`, and a force push in the spellings git takes — `--force` (and
/// `--force-with-lease`, `--force-if-includes`, abbreviations down to
/// `--for`) anywhere after `push`, `-f` alone or leading or second in a
/// group of short options (`-f`, `-fu`, `-uf`), and a `+refspec`.
pub const DEFAULT_DENY_BASH: [&str; 7] = [
    "rm -rf /",
    "git push*--for*",
    "git push -f*",
    "git push * -f*",
    "git push -[!-]f*",
    "git push * -[!-]f*",
    "git push * +*",
];
/// Below this even ordinary answers would be cut.
pub(crate) const MIN_ANSWER_BYTES: u64 = 64 << 10;

/// Variables that hold API keys of the built-in endpoints and nub's own.
const KEY_VARIABLES: &[&str] = &[
    "NUB_API_KEY",
    "OPENAI_API_KEY",
    "ANTHROPIC_API_KEY",
    "GEMINI_API_KEY",
    "GOOGLE_API_KEY",
    "GROQ_API_KEY",
    "OPENROUTER_API_KEY",
    "DEEPSEEK_API_KEY",
    "MISTRAL_API_KEY",
    "XAI_API_KEY",
    "TOGETHER_API_KEY",
    "FIREWORKS_API_KEY",
    "CEREBRAS_API_KEY",
];

impl Config {
    /// The environment variables removed from tool processes (bash, MCP
    /// servers): those holding keys nub may use — every endpoint's `env:`
    /// source and the usual key variables — minus `[tools] env_passthrough`,
    /// and always `NUB_TRUST_PROJECT`: a nub the model starts in another
    /// repository must not trust it on this run's say-so.
    pub fn secret_variables(&self) -> Vec<String> {
        let mut names: Vec<String> = KEY_VARIABLES.iter().map(|v| (*v).to_owned()).collect();
        for endpoint in &self.endpoints {
            if let Some(Setting { value: KeySource::Env(var), .. }) = &endpoint.api_key
                && !names.contains(var)
            {
                names.push(var.clone());
            }
        }
        names.retain(|name| !self.env_passthrough.value.contains(name));
        names.push("NUB_TRUST_PROJECT".to_owned());
        names
    }
}
