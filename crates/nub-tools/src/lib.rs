//! TEMPORARY interface stub (not committed): replaced by the tools branch.
#![deny(clippy::print_stdout, clippy::print_stderr)]
use std::collections::BTreeMap;
use std::path::PathBuf;
use std::sync::Arc;
use std::time::Duration;

use tokio::sync::mpsc::UnboundedSender;
use tokio_util::sync::CancellationToken;

#[async_trait::async_trait]
pub trait Tool: Send + Sync {
    fn name(&self) -> &str;
    fn description(&self) -> &str;
    fn schema(&self) -> serde_json::Value;
    async fn run(&self, input: serde_json::Value, env: &ToolEnv) -> ToolResult;
}

#[derive(Debug, Clone, PartialEq, serde::Serialize)]
pub struct ToolResult {
    pub for_model: String,
    pub view: ToolView,
    pub is_error: bool,
    pub images: Vec<nub_llm::Block>,
}
impl ToolResult {
    pub fn error(message: impl Into<String>) -> Self {
        let message = message.into();
        ToolResult { for_model: message.clone(), view: ToolView::Error { message }, is_error: true, images: Vec::new() }
    }
}
#[derive(Debug, Clone, PartialEq, serde::Serialize)]
#[serde(tag = "kind", rename_all = "snake_case")]
pub enum ToolView {
    Text {
        text: String,
    },
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
    Diff {
        path: String,
        diff: String,
        added: usize,
        removed: usize,
        created: bool,
    },
    Bash {
        command: String,
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
#[derive(Debug, Clone, PartialEq, serde::Serialize, serde::Deserialize)]
pub struct TodoItem {
    pub content: String,
    pub status: TodoStatus,
}
#[derive(Debug, Clone, Copy, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum TodoStatus {
    Pending,
    InProgress,
    Done,
}
pub struct ToolEnv {
    pub cwd: PathBuf,
    pub repo_root: PathBuf,
    pub emit: OutputSink,
    pub cancel: CancellationToken,
    pub policy: Arc<Policy>,
    pub supports_images: bool,
    pub max_tool_time: Duration,
}
#[derive(Clone, Default)]
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
            let _ = tx.send(chunk.to_owned());
        }
    }
}
#[derive(Debug, Clone, Copy, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Permission {
    Auto,
    Ask,
    Deny,
}
#[derive(Debug, Clone, Default)]
pub struct Policy {
    pub tools: BTreeMap<String, Permission>,
    pub deny_paths: Vec<String>,
    pub deny_bash: Vec<String>,
}
impl Policy {
    pub fn permission(&self, tool: &str) -> Permission {
        self.tools.get(tool).copied().unwrap_or(Permission::Auto)
    }
}
#[derive(Default, Clone)]
pub struct ToolRegistry {
    tools: Vec<Arc<dyn Tool>>,
}
impl ToolRegistry {
    pub fn builtin() -> Self {
        ToolRegistry::default()
    }
    pub fn register(&mut self, tool: Arc<dyn Tool>) {
        self.tools.push(tool)
    }
    pub fn get(&self, name: &str) -> Option<Arc<dyn Tool>> {
        self.tools.iter().find(|t| t.name() == name).cloned()
    }
    pub fn defs(&self) -> Vec<nub_llm::ToolDef> {
        self.tools
            .iter()
            .map(|t| nub_llm::ToolDef {
                name: t.name().into(),
                description: t.description().into(),
                schema: t.schema(),
            })
            .collect()
    }
    pub fn names(&self) -> Vec<&str> {
        self.tools.iter().map(|t| t.name()).collect()
    }
}
