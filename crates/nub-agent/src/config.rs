//! How a loop is set up: the model, the system prompt, limits, where tools
//! run, and how a model switch is carried out.

use std::path::PathBuf;
use std::sync::Arc;
use std::time::Duration;

use nub_llm::{Block, Provider};

pub use crate::subagent::Switched;
use nub_session::checkpoint::Checkpoints;
use nub_tools::mention::RelevantFiles;
use nub_tools::{Policy, SyntaxCheck, TextFiles};

#[derive(Debug, Clone)]
pub struct LoopConfig {
    pub model: String,
    /// The system blocks of every request (stable, cache-friendly).
    pub system: Vec<Block>,
    /// Model requests per prompt before the run stops (exit 4 in print mode).
    pub max_turns: u32,
    /// Hard cap on one tool call.
    pub max_tool_time: Duration,
    pub max_tokens: Option<u32>,
    pub cwd: PathBuf,
    pub repo_root: PathBuf,
    pub policy: Arc<Policy>,
    /// The model's context window in tokens; 0 when unknown (then only a
    /// context-length error or a request compacts).
    pub window: u32,
    pub compaction: CompactionSettings,
    /// Name a new session after its first answer (a small side request).
    pub titles: bool,
    /// Where `read`, `write` and `edit` find text: an editor's buffers
    /// (ACP), or the disk (`None`).
    pub files: Option<Arc<dyn TextFiles>>,
    /// The reasoning effort asked of the model (`Input::SetEffort` changes
    /// it); `None` leaves it to the model.
    pub effort: Option<nub_llm::effort::Effort>,
    /// Snapshots around every call that may write, and restores
    /// (`Input::Restore`, `Input::Undo`); `None`: checkpoints are off.
    pub checkpoints: Option<Checkpoints>,
    /// What the model may do without asking (`Input::SetMode` changes it).
    pub mode: crate::mode::Mode,
    /// The permissions `bash` runs under in plan mode: the run's with a
    /// read-only sandbox. `None` (no working sandbox): plan mode refuses bash.
    pub plan_policy: Option<Arc<Policy>>,
    /// The hook programs around prompts, tool calls and stops (`[hooks]`);
    /// `None`: none configured.
    pub hooks: Option<Arc<dyn crate::hooks::Hooks>>,
    /// Parses a file after `write` and `edit` change it, so a change that
    /// breaks its syntax says so (`[tools] syntax_check`); `None`: no check.
    pub syntax: Option<Arc<dyn SyntaxCheck>>,
    /// The agents the `task` tool can start (`[agents]`, agent files);
    /// `None`: no `task` tool.
    pub subagents: Option<Arc<crate::subagent::Subagents>>,
    /// For a small or local model: the files each prompt is about, attached
    /// to it within a token budget (`[context] auto_attach`); `None`: only
    /// what the prompt mentions with `@`.
    pub auto_attach: Option<AutoAttach>,
    /// For a small or local model: an edit written as text (a fenced whole
    /// file, SEARCH/REPLACE blocks) in an answer without calls becomes an
    /// `edit` or `write` call (`[tools] text_edits`, `nub_tools::text_edit`),
    /// and a `write` of only some definitions of a file is merged into it
    /// (`ToolEnv::partial_writes`).
    pub text_edits: bool,
    /// A small model's run (`[context] lean`): its calls are held to what
    /// the prompt asks — git that changes the repository only when asked
    /// for, no `write` or `edit` for a question (`prompt_rules`).
    pub lean: bool,
    /// Put before the first message of every request rather than into
    /// `system`: a small model's environment (the repository's root and
    /// files). Then the start of every request — the system prompt, and
    /// after it the tools, in the chat templates of local servers — is the
    /// same in every repository, and a local server's prompt cache keeps
    /// it from one session to the next: the 1.5B model's first request
    /// otherwise cost ~28 s of prompt processing in each new repository.
    /// `None`: all of it is in `system`.
    pub preamble: Option<String>,
}

/// What a prompt gets attached without mentioning it: a one-file fix then
/// needs no `read` round trip (aider's lesson for weak models).
#[derive(Debug, Clone)]
pub struct AutoAttach {
    /// Ranks the repository's files for the prompt.
    pub relevant: Arc<dyn RelevantFiles>,
    /// Estimated tokens the attached files may take together.
    pub tokens: usize,
}

/// When and how the loop compacts (CONCEPT §5.7).
#[derive(Clone)]
pub struct CompactionSettings {
    /// The automatic trigger; a request (`Input::Compact`) and an overflow
    /// compact whatever this says.
    pub enabled: bool,
    /// Fraction of the window at which the automatic trigger fires.
    pub compact_at: f64,
    /// Recent history kept verbatim (capped at 40 % of the window).
    pub keep_recent_tokens: usize,
    /// Another provider and model for the summarizing request; `None` uses
    /// the session's.
    pub summarizer: Option<(Arc<dyn Provider>, String)>,
}

impl Default for CompactionSettings {
    fn default() -> Self {
        CompactionSettings { enabled: true, compact_at: 0.75, keep_recent_tokens: 20_000, summarizer: None }
    }
}

impl std::fmt::Debug for CompactionSettings {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("CompactionSettings")
            .field("enabled", &self.enabled)
            .field("compact_at", &self.compact_at)
            .field("keep_recent_tokens", &self.keep_recent_tokens)
            .field("summarizer", &self.summarizer.as_ref().map(|(_, model)| model))
            .finish()
    }
}

/// Told when a provider states the model's window in an error, so it can be
/// remembered for the next session (the runtime writes it to disk).
pub type WindowLearned = Arc<dyn Fn(u32) + Send + Sync>;

impl LoopConfig {
    pub const DEFAULT_MAX_TURNS: u32 = 50;
    pub const DEFAULT_MAX_TOOL_TIME: Duration = Duration::from_secs(120);
}

/// The tools of a run that start in the background (MCP servers): the loop
/// starts with the built-ins and, before its first request, waits for
/// these and takes them (the tool list is then fixed, D-06).
pub struct ToolsReady {
    pub tools: Arc<nub_tools::ToolRegistry>,
    pub policy: Arc<Policy>,
    /// Said to the user when the wait ends (servers dropped, tools skipped).
    pub warnings: Vec<String>,
    /// Keeps what serves the tools (the MCP servers) alive with the loop.
    pub keep: Box<dyn std::any::Any + Send>,
    /// The servers' prompts (`Input::ServerPrompt`); `None`: they offer none.
    pub prompts: Option<Arc<dyn ServerPrompts>>,
}

/// The prompts MCP servers offer (`/server:prompt args`), fetched by
/// whoever holds the connections (the runtime): the loop knows no servers.
pub trait ServerPrompts: Send + Sync {
    /// The text of the prompt `name` (`server:prompt`) with `args` as
    /// typed, bounded in time. `Err` says why not, for the user.
    fn get<'a>(&'a self, name: &'a str, args: &'a str) -> PromptText<'a>;
}

/// What [`ServerPrompts::get`] returns.
pub type PromptText<'a> = std::pin::Pin<Box<dyn std::future::Future<Output = Result<String, String>> + Send + 'a>>;

/// `ToolsReady` on its way, and what to tell a user whose prompt waits.
pub struct PendingTools {
    pub ready: std::pin::Pin<Box<dyn std::future::Future<Output = ToolsReady> + Send>>,
    /// "waiting for the MCP servers to start (github, linear; at most 5 s)".
    pub waiting: String,
}

/// A provider for another model, built by whoever knows the configuration
/// (the runtime): the loop itself knows no endpoints, keys or files.
pub trait ModelSwitch: Send + Sync {
    /// `endpoint` None keeps the current endpoint. `Err` says why not, for
    /// the user.
    fn switch(&self, current_endpoint: &str, endpoint: Option<&str>, model: &str) -> Result<Switched, String>;
}
