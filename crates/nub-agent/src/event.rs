//! What comes out of the loop (`UiEvent`), how a run ended (`Outcome`), and
//! the versioned envelope both directions of the protocol travel in.
//!
//! `UiEvent` is the contract between the core and every interface: print
//! mode and the TUI fold over it, and `--mode json` prints it as it is, one
//! object per line — so its serde shape is a versioned public format
//! (docs/json-events.md). Add fields and variants; never rename or remove.

use nub_llm::{StopReason, ToolDisplay, Usage};
use nub_tools::ToolView;
use serde::{Deserialize, Serialize};

/// The version of the JSON protocol (`UiEvent` out, `Input` in).
pub const PROTOCOL_VERSION: u32 = 1;

/// One message of the protocol with its format version, which goes first
/// on the wire (`{"v":1,"type":…}`) so a reader can check it before the rest.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct Envelope<T> {
    pub v: u32,
    #[serde(flatten)]
    pub body: T,
}

impl<T> Envelope<T> {
    pub fn new(body: T) -> Self {
        Envelope { v: PROTOCOL_VERSION, body }
    }
}

#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(tag = "type", rename_all = "snake_case")]
pub enum UiEvent {
    /// Work on a prompt begins. `prompt` is what the user typed: a prompt
    /// command's run (`Input::Command`) shows `/NAME args`, and its
    /// expansion is what the model reads.
    RunStart {
        session: String,
        prompt: String,
    },
    /// A file, directory or image named with `@path` in the prompt went with
    /// it (`nub_tools::mention`); `truncated` when only part of a file did.
    /// Mentions that were refused arrive as warnings.
    Attached {
        path: String,
        detail: String,
        truncated: bool,
    },
    /// A model request begins; `turn` counts from 1 within the run.
    TurnStart {
        turn: u32,
        model: String,
    },
    TextDelta {
        text: String,
    },
    ThinkingDelta {
        text: String,
    },
    /// The provider is being asked again; nothing of the answer was shown yet.
    Retry {
        attempt: u32,
        delay_ms: u64,
        reason: String,
    },
    /// The model's answer is complete.
    TurnEnd {
        turn: u32,
        stop: StopReason,
        usage: Usage,
    },
    ToolStart {
        id: String,
        name: String,
        input: serde_json::Value,
        /// How the call is shown (kind, subject, file), from the tool itself.
        #[serde(default)]
        display: ToolDisplay,
    },
    /// A tool call waits for the user: answer with `Input::Answer` and the
    /// same `id` (the tool call's id).
    PermissionAsk {
        id: String,
        tool: String,
        input: serde_json::Value,
        reason: String,
        #[serde(default)]
        display: ToolDisplay,
        /// What the call would do, computed without doing it: the diff of a
        /// `write`/`edit` (or the error it would end in), a command's every
        /// line, another tool's input.
        #[serde(default = "no_preview")]
        preview: ToolView,
    },
    /// Output of a running tool as it comes (bash).
    ToolOutput {
        id: String,
        chunk: String,
    },
    ToolEnd {
        id: String,
        name: String,
        is_error: bool,
        duration_ms: u64,
        summary: String,
        view: ToolView,
        #[serde(default)]
        display: ToolDisplay,
    },
    /// A steering message was added to the conversation.
    Steered {
        text: String,
    },
    /// Older history is being replaced by a summary (D-08); `tokens_before`
    /// is the estimated prompt that triggered it.
    CompactionStart {
        reason: CompactionReason,
        tokens_before: u64,
    },
    /// The summary node is in the tree; `fallback` when the model's summary
    /// failed and the ledger-only summary stands in.
    CompactionEnd {
        tokens_after: u64,
        summary_node: String,
        fallback: bool,
    },
    /// `Input::Rewind` took effect: the head is `node` (its full id); the
    /// next prompt starts a branch there.
    Rewound {
        node: String,
    },
    /// The files were put back to their state at node `target` (its full
    /// id; `Input::Restore`, `Input::Undo`). `node` records the restore in
    /// the tree: restoring the node before it undoes it. No `node` and no
    /// `files` when the files already were so.
    Restored {
        target: String,
        #[serde(default, skip_serializing_if = "Option::is_none")]
        node: Option<String>,
        files: Vec<RestoredFile>,
        /// Files left as they were (their content then was never saved),
        /// interrupted calls recovered, damaged records skipped.
        #[serde(default, skip_serializing_if = "Vec::is_empty")]
        notes: Vec<String>,
    },
    /// `Input::SetModel` took effect: the next request goes here.
    ModelChanged {
        endpoint: String,
        model: String,
    },
    /// `Input::SetEffort` took effect: the next requests ask for this
    /// reasoning effort (`null`: the model's default).
    EffortChanged {
        effort: Option<nub_llm::effort::Effort>,
    },
    /// `Input::SetMode` took effect: calls from the next request on run
    /// under this mode.
    ModeChanged {
        mode: crate::mode::Mode,
    },
    Warning {
        message: String,
    },
    /// A hook program ran (`[hooks]`): the event (`pre_tool_use`, …), its
    /// command, how it ended, and what the user should read (a block's
    /// reason, a failure; empty when all went well).
    Hook {
        event: String,
        command: String,
        outcome: crate::hooks::HookOutcome,
        duration_ms: u64,
        message: String,
    },
    /// A `task` call started a subagent; `parent` is the call's id (its
    /// `ToolStart` came first, its `ToolEnd` comes after `SubagentEnd`).
    SubagentStart {
        parent: String,
        agent: String,
        description: String,
        model: String,
    },
    /// An event of a running subagent's own loop, as its loop emitted it
    /// (`run_start` … `run_end`; ids inside are the child's own). Its
    /// permission questions come unwrapped instead, as `permission_ask`
    /// with the id `PARENT/ID` and the agent's name in the reason.
    Subagent {
        parent: String,
        agent: String,
        event: Box<UiEvent>,
    },
    /// A subagent ended: what it cost and how it ended. The parent's model
    /// reads only its answer (the `task` call's result).
    SubagentEnd {
        parent: String,
        agent: String,
        turns: u32,
        input_tokens: u64,
        output_tokens: u64,
        duration_ms: u64,
        outcome: Outcome,
    },
    /// The run is over; exactly one per `RunStart`.
    RunEnd {
        outcome: Outcome,
        /// The files the run's `write` and `edit` calls changed, one entry
        /// per file (changes made through bash are not in it); `None` for
        /// runs that are not a prompt's (compact, restore).
        #[serde(default, skip_serializing_if = "Option::is_none")]
        changed: Option<Vec<ChangedFile>>,
    },
}

/// One file a run changed through `write` or `edit`, with the lines added
/// and removed over all its changes.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct ChangedFile {
    /// As the tools show it (relative to the working directory).
    pub path: String,
    pub added: usize,
    pub removed: usize,
    /// The run created it.
    pub created: bool,
}

/// One file a restore changed.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct RestoredFile {
    /// Relative to the repository root.
    pub path: String,
    pub change: FileRestore,
}

/// What a restore did to a file.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum FileRestore {
    /// Its earlier content is back.
    Restored,
    /// It had been deleted; it is back.
    Recreated,
    /// It did not exist then; it is gone.
    Deleted,
}

/// The preview of a question read from a client that sent none.
fn no_preview() -> ToolView {
    ToolView::Text { text: String::new() }
}

/// Why a compaction started.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum CompactionReason {
    /// The estimated prompt passed `compact_at` of the window.
    Threshold,
    /// The provider refused the prompt as too long.
    Overflow,
    /// `Input::Compact` (`/compact`, `nub compact`).
    Requested,
}

#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "status", rename_all = "snake_case")]
pub enum Outcome {
    /// The model ended its turn without asking for tools.
    Completed,
    Cancelled,
    /// A safety limit stopped the run.
    Limit {
        limit: LimitKind,
        message: String,
    },
    /// The provider or the session store failed.
    Failed {
        kind: FailureKind,
        message: String,
    },
}

/// Which safety limit ended a run.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum LimitKind {
    /// `max_turns` model requests in one run.
    MaxTurns,
    /// The same tool call (or result) three times in a row.
    Repetition,
}

/// What failed, for scripts that branch on it (the same names as
/// `nub_llm::LlmError::kind`, plus the loop's own).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum FailureKind {
    RateLimited,
    Auth,
    ContextLength,
    BadRequest,
    Server,
    Network,
    IdleTimeout,
    Provider,
    /// The answer broke off or was malformed.
    Stream,
    /// One answer grew past the size cap (an endless stream).
    AnswerTooLarge,
    InvalidRequest,
    /// Writing the session failed.
    Session,
    /// The files were not restored (`Input::Restore`, `Input::Undo`): a
    /// file changed since nub last saw it, a blob is missing, checkpoints
    /// are off. Nothing was changed.
    Restore,
    /// A `user_prompt_submit` hook refused the prompt; it was not sent.
    Hook,
    /// A command could not be expanded (an MCP server did not give its
    /// prompt); nothing was sent.
    Command,
}

impl FailureKind {
    pub fn of(error: &nub_llm::LlmError) -> Self {
        use nub_llm::LlmError;
        match error {
            LlmError::RateLimited { .. } => FailureKind::RateLimited,
            LlmError::Auth { .. } => FailureKind::Auth,
            LlmError::ContextLength { .. } => FailureKind::ContextLength,
            LlmError::BadRequest { .. } => FailureKind::BadRequest,
            LlmError::Server { .. } => FailureKind::Server,
            LlmError::Network { .. } => FailureKind::Network,
            LlmError::IdleTimeout { .. } => FailureKind::IdleTimeout,
            LlmError::Provider { .. } => FailureKind::Provider,
            // Cancellation is an outcome of its own; a stream error stands in
            // should one ever be classified here.
            LlmError::Stream { .. } | LlmError::Cancelled => FailureKind::Stream,
            LlmError::InvalidRequest(_) => FailureKind::InvalidRequest,
            LlmError::AnswerTooLarge { .. } => FailureKind::AnswerTooLarge,
        }
    }
}
