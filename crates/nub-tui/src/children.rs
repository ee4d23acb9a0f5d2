//! What the TUI keeps of the subagents running now, by their `task`
//! call's id: when each started and what it did (`subagents` folds the
//! events into it).

use std::collections::HashMap;
use std::time::Instant;

use nub_tools::ToolDisplay;

/// What a running child's cell needs, by the `task` call's id.
#[derive(Debug, Default)]
pub struct Children {
    pub(crate) running: HashMap<String, Child>,
}

#[derive(Debug)]
pub(crate) struct Child {
    pub started: Instant,
    /// The child's tool calls and answer, for Ctrl+O.
    pub log: String,
    /// "2 turns · 3.1k tokens · 4.2 s", once it ended.
    pub cost: Option<String>,
}

impl Children {
    /// `display` with the time the child `id` has run so far, when it is one.
    pub fn live(&self, id: &str, display: &ToolDisplay) -> Option<ToolDisplay> {
        let child = self.running.get(id)?;
        let seconds = child.started.elapsed().as_secs();
        Some(ToolDisplay { subject: format!("{} · {seconds} s", display.subject), ..display.clone() })
    }
}
