//! The tool contract: the `Tool` trait, what a run returns (`ToolResult` with
//! its two halves, D-05) and what a run gets (`ToolEnv`).

use std::path::PathBuf;
use std::sync::Arc;
use std::time::Duration;

use serde::{Deserialize, Serialize};
use tokio::sync::mpsc::UnboundedSender;
use tokio_util::sync::CancellationToken;

use nub_llm::ToolDisplay;

use crate::files::TextFiles;
use crate::policy::Policy;
use crate::syntax::SyntaxCheck;

/// A capability the model can call. Used as `dyn Tool`; `run` never panics on
/// bad input and never returns a Rust error: everything the model should see,
/// failures included, is a `ToolResult`.
#[async_trait::async_trait]
pub trait Tool: Send + Sync {
    fn name(&self) -> &str;
    fn description(&self) -> &str;
    /// JSON Schema (an object schema) of the input.
    fn schema(&self) -> serde_json::Value;
    /// A tool that only looks and changes nothing: consecutive calls of such
    /// tools run side by side.
    fn read_only(&self) -> bool {
        false
    }
    /// How a call with `input` is shown (its kind, subject and file),
    /// computed here once and carried on the loop's events: no front end
    /// re-derives it from the tool's name.
    fn display(&self, input: &serde_json::Value) -> ToolDisplay {
        ToolDisplay::generic(input)
    }
    /// What a permission question shows of a call before it runs: for
    /// `write` and `edit` the diff it would make (computed without writing)
    /// or the error it would end in, for `bash` the whole command; by
    /// default the input, pretty-printed.
    fn preview(&self, input: &serde_json::Value, _env: &ToolEnv) -> ToolView {
        ToolView::Text { text: serde_json::to_string_pretty(input).unwrap_or_else(|_| input.to_string()) }
    }
    /// What a call with `input` may change on disk, for the checkpoints the
    /// loop takes around it: by default nothing for a read-only tool and
    /// anything in the workspace for the rest (bash, MCP tools); `write` and
    /// `edit` name their file.
    fn writes(&self, _input: &serde_json::Value, _env: &ToolEnv) -> Writes {
        if self.read_only() { Writes::Nothing } else { Writes::Anywhere }
    }
    async fn run(&self, input: serde_json::Value, env: &ToolEnv) -> ToolResult;
}

/// What a tool call may change on disk (`Tool::writes`).
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Writes {
    Nothing,
    /// These files only (absolute paths inside the repository).
    Files(Vec<PathBuf>),
    /// Anything in the workspace.
    Anywhere,
}

/// The outcome of one tool call: a terse text for the model and a typed view
/// for the UI (D-05). The plain renderer falls back to `for_model`.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct ToolResult {
    pub for_model: String,
    pub view: ToolView,
    pub is_error: bool,
    /// `Block::Image` only, e.g. `read` of a png when the model can see images.
    pub images: Vec<nub_llm::Block>,
    /// What the sandbox refused, when the call failed because of it (the
    /// same sentence ends `for_model`): the loop may offer to run the call
    /// once outside the sandbox.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub sandbox_refusal: Option<String>,
}

impl ToolResult {
    pub fn ok(for_model: impl Into<String>, view: ToolView) -> Self {
        ToolResult { for_model: for_model.into(), view, is_error: false, images: Vec::new(), sandbox_refusal: None }
    }

    /// A failed call. The message is what the model reads, so it says what was
    /// wrong and how to do it right.
    pub fn error(message: impl Into<String>) -> Self {
        let message = message.into();
        ToolResult {
            for_model: message.clone(),
            view: ToolView::Error { message },
            is_error: true,
            images: Vec::new(),
            sandbox_refusal: None,
        }
    }
}

/// What the UI shows for a tool result. Serialized into the JSON event stream,
/// so the shape is a compatibility promise.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(tag = "kind", rename_all = "snake_case")]
pub enum ToolView {
    Text {
        text: String,
    },
    /// Lines `first_line ..= first_line + lines - 1` of a text file.
    File {
        path: String,
        first_line: usize,
        lines: usize,
        total_lines: usize,
        truncated: bool,
    },
    Image {
        path: String,
        media_type: String,
        bytes: usize,
    },
    /// A unified diff of a change made by `write` or `edit`.
    Diff {
        path: String,
        diff: String,
        added: usize,
        removed: usize,
        created: bool,
    },
    Bash {
        command: String,
        /// `None` when the shell ended by a signal (timeout, cancellation).
        exit_code: Option<i32>,
        duration_ms: u64,
        output: String,
        truncated: bool,
        timed_out: bool,
        cancelled: bool,
    },
    Glob {
        pattern: String,
        files: Vec<String>,
        truncated: bool,
    },
    Grep {
        pattern: String,
        /// Matching lines found (before the cap when `truncated`).
        matches: usize,
        files: usize,
        truncated: bool,
    },
    Todo {
        items: Vec<TodoItem>,
    },
    Error {
        message: String,
    },
}

#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct TodoItem {
    pub content: String,
    pub status: TodoStatus,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum TodoStatus {
    Pending,
    InProgress,
    Done,
}

/// Everything a tool run may use. One per call; cheap to build and to clone
/// (give each parallel call its own child cancellation token).
#[derive(Debug, Clone)]
pub struct ToolEnv {
    /// Relative paths in the input are resolved against this directory.
    pub cwd: PathBuf,
    /// File tools never reach outside this directory (see `resolve_path`).
    pub repo_root: PathBuf,
    /// Streaming output of a running tool (bash).
    pub emit: OutputSink,
    /// Cancelled when the turn is cancelled; long tools stop promptly.
    pub cancel: CancellationToken,
    pub policy: Arc<Policy>,
    /// Whether the model accepts image blocks (`Caps::supports_images`).
    pub supports_images: bool,
    /// Hard cap on one tool run; bash's own `timeout` may not exceed it.
    pub max_tool_time: Duration,
    /// An editor's buffers for the text `read`, `write` and `edit` handle
    /// (`None`: the disk).
    pub files: Option<Arc<dyn TextFiles>>,
    /// Parses a file after `write` and `edit` change it (`None`: no check).
    pub syntax: Option<Arc<dyn SyntaxCheck>>,
    /// A small model's set-up: a `write` whose content is only some
    /// definitions of an existing file is merged into it
    /// (`builtin::partial`), and an `edit` that inserts a Python definition
    /// next to the old one of the same name drops the old one
    /// (`text::without_replaced_definition`).
    pub partial_writes: bool,
    /// A small model's run (`[context] lean`): an `edit` or `write` that
    /// would leave a file that parsed with a syntax error is not made
    /// (`builtin::would_break`; otherwise it is made and reported), nor a
    /// `write` that leaves a Python function with only a docstring
    /// (`builtin::partial::emptied`).
    pub refuse_breaking_changes: bool,
}

impl ToolEnv {
    /// An environment with defaults: no output sink, a fresh token, the
    /// default policy, no images, 120 s per tool, files on the disk, no
    /// syntax check.
    pub fn new(cwd: impl Into<PathBuf>, repo_root: impl Into<PathBuf>) -> Self {
        ToolEnv {
            cwd: cwd.into(),
            repo_root: repo_root.into(),
            emit: OutputSink::none(),
            cancel: CancellationToken::new(),
            policy: Arc::new(Policy::default()),
            supports_images: false,
            max_tool_time: Duration::from_secs(120),
            files: None,
            syntax: None,
            partial_writes: false,
            refuse_breaking_changes: false,
        }
    }
}

/// Where a running tool streams its output (bash). Sending never blocks and
/// never fails: a receiver that went away just stops getting chunks.
#[derive(Debug, Clone, Default)]
pub struct OutputSink(Option<UnboundedSender<String>>);

impl OutputSink {
    pub fn new(tx: UnboundedSender<String>) -> Self {
        OutputSink(Some(tx))
    }

    pub fn none() -> Self {
        OutputSink(None)
    }

    pub fn send(&self, chunk: &str) {
        if let Some(tx) = &self.0 {
            // A closed receiver means nobody watches; the result still carries the output.
            let _ = tx.send(chunk.to_owned());
        }
    }
}
