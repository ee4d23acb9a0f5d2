//! Lifecycle hooks (CONCEPT 5.10): the loop names what is about to happen
//! or just happened — a session starts, a prompt is sent, a tool is about
//! to run or has run, the model wants to stop, history is compacted, the
//! user is waited for, the session ends — and whoever runs the hooks (the
//! runtime: programs from the configuration, in the sandbox) answers with a
//! [`HookVerdict`]. The loop knows no programs, files or formats; its
//! tests give it a scripted `Hooks`.

use std::future::Future;
use std::path::PathBuf;
use std::pin::Pin;

use serde::{Deserialize, Serialize};
use serde_json::Value;

/// What the loop tells the hooks, one variant per event.
#[derive(Debug, Clone, PartialEq)]
pub enum HookEvent {
    /// The first prompt of a session in this process; `source` is
    /// `startup` (a new session) or `resume`.
    SessionStart { source: String },
    /// The user's prompt, before it is sent.
    UserPromptSubmit { prompt: String },
    /// A tool call the model asked for, before it runs (and before the
    /// permission question).
    PreToolUse { tool: String, input: Value },
    /// A tool call that ran, with what it returned.
    PostToolUse { tool: String, input: Value, response: Value },
    /// The model ended its turn; `active` when a stop hook already made
    /// this run go on.
    Stop { active: bool },
    /// History is about to be compacted (`manual` or `auto`).
    PreCompact { trigger: String },
    /// nub waits for the user (a permission question).
    Notification { message: String },
    /// The session is left (`exit`, `clear`: another session follows).
    SessionEnd { reason: String },
}

impl HookEvent {
    /// nub's name of the event: the key under `[hooks]`.
    pub fn name(&self) -> &'static str {
        match self {
            HookEvent::SessionStart { .. } => "session_start",
            HookEvent::UserPromptSubmit { .. } => "user_prompt_submit",
            HookEvent::PreToolUse { .. } => "pre_tool_use",
            HookEvent::PostToolUse { .. } => "post_tool_use",
            HookEvent::Stop { .. } => "stop",
            HookEvent::PreCompact { .. } => "pre_compact",
            HookEvent::Notification { .. } => "notification",
            HookEvent::SessionEnd { .. } => "session_end",
        }
    }

    /// The tool a tool event is about (what matchers look at).
    pub fn tool(&self) -> Option<&str> {
        match self {
            HookEvent::PreToolUse { tool, .. } | HookEvent::PostToolUse { tool, .. } => Some(tool),
            HookEvent::SessionStart { .. }
            | HookEvent::UserPromptSubmit { .. }
            | HookEvent::Stop { .. }
            | HookEvent::PreCompact { .. }
            | HookEvent::Notification { .. }
            | HookEvent::SessionEnd { .. } => None,
        }
    }
}

/// Where an event happens: what every hook is told besides the event.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct HookSite {
    pub session_id: String,
    /// The session's JSONL file.
    pub transcript_path: PathBuf,
    pub cwd: PathBuf,
}

/// What a tool hook decided about the permission question.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum HookPermission {
    /// Run without asking (a `deny` in the configuration still holds).
    Allow,
    /// Ask the user even where the tool runs without asking.
    Ask,
}

/// What the hooks of one event decided together.
#[derive(Debug, Clone, Default, PartialEq)]
pub struct HookVerdict {
    /// A hook blocked the step; the reason (its stderr, or its JSON `reason`).
    pub block: Option<String>,
    /// Text for the model: a `user_prompt_submit` or `session_start` hook's
    /// output, `additionalContext`, a `post_tool_use` hook's objection.
    pub context: Vec<String>,
    /// `pre_tool_use` only: allow or ask.
    pub permission: Option<HookPermission>,
    /// `pre_tool_use` only: the tool's input as the hook rewrote it.
    pub updated_input: Option<Value>,
    /// Each hook that ran, for the interface.
    pub ran: Vec<HookRun>,
}

/// One hook program that ran.
#[derive(Debug, Clone, PartialEq)]
pub struct HookRun {
    pub command: String,
    pub outcome: HookOutcome,
    pub duration_ms: u64,
    /// What the user is told: a block's reason, a failure, or empty.
    pub message: String,
}

/// How one hook ended.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum HookOutcome {
    /// Exit 0: go on.
    Ok,
    /// Exit 2, or a JSON decision that blocks.
    Blocked,
    /// Another exit code, a crash, or unreadable output: a warning, and on.
    Failed,
    /// Killed at its timeout; the run went on.
    TimedOut,
}

/// Runs the hooks of an event. Implemented by the runtime; `fire` never
/// fails and never outlives the hooks' timeouts, and dropping its future
/// stops the programs it started.
pub trait Hooks: Send + Sync + std::fmt::Debug {
    /// Whether any hook listens for `event` (`HookEvent::name`): the loop
    /// skips building what nobody reads.
    fn listens(&self, event: &str) -> bool;

    fn fire<'a>(
        &'a self,
        event: HookEvent,
        site: &'a HookSite,
    ) -> Pin<Box<dyn Future<Output = HookVerdict> + Send + 'a>>;
}

/// The `notification` hooks, in the background: nothing waits for them.
pub(crate) fn notify(hooks: Option<std::sync::Arc<dyn Hooks>>, site: HookSite, message: String) {
    let Some(hooks) = hooks.filter(|hooks| hooks.listens("notification")) else { return };
    tokio::spawn(async move {
        for run in hooks.fire(HookEvent::Notification { message }, &site).await.ran {
            tracing::info!(command = %run.command, outcome = ?run.outcome, message = %run.message, "notification hook");
        }
    });
}
