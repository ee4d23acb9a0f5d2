//! The tool list of a session, in a stable order: its definitions are part of
//! the cached prompt prefix, so the order never depends on a hash map.

use std::panic::AssertUnwindSafe;
use std::sync::Arc;

use futures_util::FutureExt;

use crate::builtin;
use crate::policy::Permission;
use crate::tool::{Tool, ToolEnv, ToolResult};

#[derive(Clone, Default)]
pub struct ToolRegistry {
    tools: Vec<Arc<dyn Tool>>,
}

impl std::fmt::Debug for ToolRegistry {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_list().entries(self.names()).finish()
    }
}

impl ToolRegistry {
    /// An empty registry.
    pub fn new() -> Self {
        ToolRegistry::default()
    }

    /// The built-ins: read, write, edit, bash, bash_output, bash_kill, glob,
    /// grep, todo — in that order.
    pub fn builtin() -> Self {
        let tools: Vec<Arc<dyn Tool>> = vec![
            Arc::new(builtin::read::Read),
            Arc::new(builtin::write::Write),
            Arc::new(builtin::edit::Edit),
            Arc::new(builtin::bash::Bash::default()),
            Arc::new(builtin::jobs::BashOutput),
            Arc::new(builtin::jobs::BashKill),
            Arc::new(builtin::glob::Glob),
            Arc::new(builtin::grep::Grep),
            Arc::new(builtin::todo::Todo),
        ];
        ToolRegistry { tools }
    }

    /// Appends `tool`; a tool with the same name is replaced in place (its
    /// position, and so the prompt prefix, stays).
    pub fn register(&mut self, tool: Arc<dyn Tool>) {
        match self.tools.iter_mut().find(|t| t.name() == tool.name()) {
            Some(slot) => {
                tracing::warn!(tool = tool.name(), "a tool of this name was registered twice; the later one wins");
                *slot = tool;
            }
            None => self.tools.push(tool),
        }
    }

    /// Keeps only the tools whose names `keep` accepts, in their order.
    pub fn retain(&mut self, keep: impl Fn(&str) -> bool) {
        self.tools.retain(|tool| keep(tool.name()));
    }

    /// The built-ins a small model can use well, of those in this list:
    /// read, write, edit, bash in the foreground, glob and grep. Background
    /// jobs, the task list and subagents cost a small model prompt it
    /// mostly misreads (`[tools] lean`); MCP tools and skills stay.
    pub fn lean(&mut self) {
        self.retain(|name| !matches!(name, "bash_output" | "bash_kill" | "todo"));
        if let Some(bash) = self.tools.iter_mut().find(|tool| tool.name() == "bash") {
            *bash = Arc::new(builtin::bash::Bash::foreground());
        }
    }

    pub fn get(&self, name: &str) -> Option<Arc<dyn Tool>> {
        self.tools.iter().find(|t| t.name() == name).cloned()
    }

    /// The definitions for a request, in registration order.
    pub fn defs(&self) -> Vec<nub_llm::ToolDef> {
        self.tools
            .iter()
            .map(|t| nub_llm::ToolDef {
                name: t.name().to_owned(),
                description: t.description().to_owned(),
                schema: t.schema(),
            })
            .collect()
    }

    /// How a call of `name` with `input` is shown; a tool not in the
    /// registry (a stored call of a server gone since) shows its most
    /// telling argument.
    pub fn display(&self, name: &str, input: &serde_json::Value) -> nub_llm::ToolDisplay {
        match self.get(name) {
            Some(tool) => tool.display(input),
            None => nub_llm::ToolDisplay::generic(input),
        }
    }

    /// What a permission question shows of a call (`Tool::preview`).
    pub fn preview(&self, name: &str, input: &serde_json::Value, env: &ToolEnv) -> crate::tool::ToolView {
        match self.get(name) {
            Some(tool) => tool.preview(input, env),
            None => crate::tool::ToolView::Text { text: input.to_string() },
        }
    }

    pub fn names(&self) -> Vec<&str> {
        self.tools.iter().map(|t| t.name()).collect()
    }

    /// Runs the tool `name`, turning what can go wrong around a run into an
    /// error result: an unknown name, a tool the policy denies, a panic inside
    /// the tool. `Permission::Ask` is *not* handled here: the caller asks the
    /// user before calling (D-11).
    pub async fn run(&self, name: &str, input: serde_json::Value, env: &ToolEnv) -> ToolResult {
        let Some(tool) = self.get(name) else {
            return ToolResult::error(format!("unknown tool {name:?}; available tools: {}", self.names().join(", ")));
        };
        if env.policy.permission(name) == Permission::Deny {
            return ToolResult::error(format!(
                "tool {name} is denied by the permission settings; do not retry it, find another way or ask the user"
            ));
        }
        match AssertUnwindSafe(tool.run(input, env)).catch_unwind().await {
            Ok(result) => result,
            Err(panic) => {
                let why = panic
                    .downcast_ref::<&str>()
                    .map(|s| (*s).to_owned())
                    .or_else(|| panic.downcast_ref::<String>().cloned())
                    .unwrap_or_else(|| "unknown cause".to_owned());
                tracing::error!(tool = name, why, "tool panicked");
                ToolResult::error(format!(
                    "tool {name} failed internally ({why}); this is a bug in nub, not in the input"
                ))
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Every byte of the definitions is paid on every request: ~900 tokens
    /// for all nine built-ins (3448 bytes when this was set).
    const DEFS_BUDGET_BYTES: usize = 3700;

    #[test]
    fn builtin_order_and_definition_size() {
        let registry = ToolRegistry::builtin();
        assert_eq!(
            registry.names(),
            ["read", "write", "edit", "bash", "bash_output", "bash_kill", "glob", "grep", "todo"]
        );
        let json = serde_json::to_string(&registry.defs()).unwrap();
        assert!(
            json.len() < DEFS_BUDGET_BYTES,
            "tool definitions grew to {} bytes (budget {DEFS_BUDGET_BYTES})",
            json.len()
        );
    }

    #[test]
    fn schemas_are_closed_objects_that_name_their_required_fields() {
        for def in ToolRegistry::builtin().defs() {
            assert_eq!(def.schema["type"], "object", "{}", def.name);
            assert_eq!(def.schema["additionalProperties"], false, "{}", def.name);
            for required in def.schema["required"].as_array().unwrap() {
                let required = required.as_str().unwrap();
                assert!(def.schema["properties"].get(required).is_some(), "{}: {required}", def.name);
            }
        }
    }
}
