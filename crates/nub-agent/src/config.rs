//! How a loop is set up: the model, the system prompt, limits, where tools
//! run, and how a model switch is carried out.

use std::path::PathBuf;
use std::sync::Arc;
use std::time::Duration;

use nub_llm::{Block, Provider};
use nub_tools::Policy;

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
}

impl LoopConfig {
    pub const DEFAULT_MAX_TURNS: u32 = 50;
    pub const DEFAULT_MAX_TOOL_TIME: Duration = Duration::from_secs(120);
}

/// A provider for another model, built by whoever knows the configuration
/// (the runtime): the loop itself knows no endpoints, keys or files.
pub trait ModelSwitch: Send + Sync {
    /// `endpoint` None keeps the current endpoint. `Err` says why not, for
    /// the user.
    fn switch(&self, current_endpoint: &str, endpoint: Option<&str>, model: &str) -> Result<Switched, String>;
}

/// The result of a switch: the next request goes to `provider` as `model`.
pub struct Switched {
    pub provider: Arc<dyn Provider>,
    pub endpoint: String,
    pub model: String,
}
