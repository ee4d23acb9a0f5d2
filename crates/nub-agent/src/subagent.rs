//! Subagents: the `task` tool hands a question to a child loop with a fresh
//! context and gives the parent only the child's answer (CONCEPT §5.10).
//!
//! What an agent is (its prompt, tools, model) is decided by whoever reads
//! the agent files (the runtime) and arrives here as [`AgentDef`]s; running
//! a child is the loop's (`run::child`), and the executor starts the children
//! of one answer side by side.

use std::sync::Arc;

use nub_llm::{Block, Provider, ToolDisplay, ToolKind};
use nub_tools::{Tool, ToolEnv, ToolRegistry, ToolResult};
use serde_json::{Value, json};

/// The result of a switch: the next request goes to `provider` as `model`.
pub struct Switched {
    pub provider: Arc<dyn Provider>,
    pub endpoint: String,
    pub model: String,
}

/// The tool's name.
pub const TASK: &str = "task";

/// The most of a child's answer the parent reads.
pub(crate) const ANSWER_CAP: usize = 24_000;

/// The tools an agent gets when its file names none: those that only look.
pub const READ_ONLY_TOOLS: [&str; 3] = ["read", "glob", "grep"];

/// One agent a `task` call can name.
#[derive(Debug, Clone)]
pub struct AgentDef {
    pub name: String,
    /// One line, shown to the model in the `task` tool's description.
    pub description: String,
    /// The tools the child may use, by name; `None`: all the parent's
    /// (`general`). A name the parent lacks is left out.
    pub tools: Option<Vec<String>>,
    /// `NAME` or `ENDPOINT/NAME` ([`AgentModels`] resolves it); `None`: the
    /// parent's model.
    pub model: Option<String>,
    pub effort: Option<nub_llm::effort::Effort>,
    /// Model requests the child may make; `None`: the parent's limit.
    pub max_turns: Option<u32>,
    /// The child's system blocks: nub's base rules, the agent's body, and
    /// the context files only when the agent asks for them.
    pub system: Vec<Block>,
}

/// Finds the provider for an agent's `model`, without reading any file (the
/// runtime resolves it against the configuration it read at start).
pub trait AgentModels: Send + Sync {
    /// `Err` says why not, for the parent model and the user.
    fn resolve(&self, spec: &str) -> Result<Switched, String>;
}

/// The agents of a run and how children may run.
#[derive(Clone)]
pub struct Subagents {
    pub agents: Vec<AgentDef>,
    /// How many levels of children may run below this loop: 1 lets this
    /// loop's children run, but they get no `task` tool.
    pub depth: u32,
    /// Children of one answer that run at the same time.
    pub max_parallel: usize,
    pub models: Option<Arc<dyn AgentModels>>,
}

impl std::fmt::Debug for Subagents {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Subagents")
            .field("agents", &self.agents.iter().map(|a| &a.name).collect::<Vec<_>>())
            .field("depth", &self.depth)
            .field("max_parallel", &self.max_parallel)
            .finish()
    }
}

impl Subagents {
    pub fn find(&self, name: &str) -> Option<&AgentDef> {
        self.agents.iter().find(|agent| agent.name == name)
    }

    /// The children's setting: one level less.
    pub(crate) fn below(&self) -> Option<Arc<Subagents>> {
        (self.depth > 1).then(|| Arc::new(Subagents { depth: self.depth - 1, ..self.clone() }))
    }
}

/// What a `task` call asks for.
#[derive(Debug, Clone, PartialEq, Eq)]
pub(crate) struct TaskInput {
    pub agent: String,
    pub prompt: String,
    pub description: String,
}

impl TaskInput {
    pub fn parse(input: &Value) -> Result<TaskInput, String> {
        let text = |key: &str| input.get(key).and_then(Value::as_str).map(str::trim).unwrap_or_default().to_owned();
        let prompt = text("prompt");
        if prompt.is_empty() {
            return Err("task needs a non-empty \"prompt\": the whole question for the agent".into());
        }
        let agent = Some(text("agent")).filter(|a| !a.is_empty()).unwrap_or_else(|| "general".to_owned());
        let description = Some(text("description"))
            .filter(|d| !d.is_empty())
            .unwrap_or_else(|| prompt.lines().next().unwrap_or_default().chars().take(60).collect());
        Ok(TaskInput { agent, prompt, description })
    }
}

/// The `task` tool as the model sees it. Its calls never reach [`Tool::run`]:
/// the executor runs them as children, since a child needs the loop.
pub struct TaskTool {
    description: String,
}

impl TaskTool {
    pub fn new(subagents: &Subagents) -> TaskTool {
        let mut description = String::from(
            "Hand a self-contained task to an agent with a fresh context; you get back only its final answer. \
             It sees none of this conversation: the prompt must say everything. Calls in one answer run at once. \
             Agents:",
        );
        for agent in &subagents.agents {
            description.push_str(&format!("\n- {}: {}", agent.name, agent.description));
        }
        TaskTool { description }
    }
}

#[async_trait::async_trait]
impl Tool for TaskTool {
    fn name(&self) -> &str {
        TASK
    }

    fn description(&self) -> &str {
        &self.description
    }

    fn schema(&self) -> Value {
        json!({
            "type": "object",
            "properties": {
                "agent": {"type": "string"},
                "prompt": {"type": "string", "description": "the whole task"},
                "description": {"type": "string", "description": "3-6 word label"}
            },
            "required": ["agent", "prompt", "description"],
            "additionalProperties": false
        })
    }

    fn display(&self, input: &Value) -> ToolDisplay {
        let agent = input.get("agent").and_then(Value::as_str).unwrap_or("general");
        let label = input
            .get("description")
            .and_then(Value::as_str)
            .or_else(|| input.get("prompt").and_then(Value::as_str))
            .unwrap_or_default();
        let label: String = label.lines().next().unwrap_or_default().chars().take(80).collect();
        ToolDisplay::new(ToolKind::Other, &format!("{agent}: {label}"))
    }

    async fn run(&self, _input: Value, _env: &ToolEnv) -> ToolResult {
        ToolResult::error("task runs only inside nub's agent loop")
    }
}

/// `tools` with `task` last, when there are agents to start and the
/// configuration does not deny it (a denied tool is not offered).
pub(crate) fn with_task(
    tools: Arc<ToolRegistry>,
    subagents: Option<&Subagents>,
    policy: &nub_tools::Policy,
) -> Arc<ToolRegistry> {
    let denied = policy.permission(TASK) == nub_tools::Permission::Deny;
    match subagents {
        Some(subagents) if tools.get(TASK).is_none() && !denied => {
            let mut tools = (*tools).clone();
            tools.register(Arc::new(TaskTool::new(subagents)));
            Arc::new(tools)
        }
        _ => tools,
    }
}

/// The child's tools: the agent's list (the read-only ones when it names
/// none) out of the parent's, in the parent's order; `task` only when
/// children may have children.
pub(crate) fn child_tools(parent: &ToolRegistry, agent: &AgentDef, nested: bool) -> ToolRegistry {
    let mut tools = ToolRegistry::new();
    for name in parent.names() {
        let wanted = match &agent.tools {
            None => true,
            Some(list) => list.iter().any(|listed| listed == name),
        };
        if !wanted || (name == TASK && !nested) {
            continue;
        }
        if let Some(tool) = parent.get(name) {
            tools.register(tool);
        }
    }
    tools
}

/// The child's answer as the parent reads it: cut at `ANSWER_CAP` (saying
/// so), then one line of what it cost.
pub(crate) fn for_parent(answer: &str, cost: &str) -> String {
    let answer = answer.trim();
    let mut text = if answer.len() > ANSWER_CAP {
        let cut = (0..=ANSWER_CAP).rev().find(|i| answer.is_char_boundary(*i)).unwrap_or(0);
        format!("{}\n[… the answer was cut here: {} more bytes left out]", &answer[..cut], answer.len() - cut)
    } else if answer.is_empty() {
        "(the agent gave no answer)".to_owned()
    } else {
        answer.to_owned()
    };
    text.push_str(&format!("\n\n[{cost}]"));
    text
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_task_input_needs_a_prompt_and_defaults_the_rest() {
        assert!(TaskInput::parse(&json!({"agent": "explore"})).is_err());
        let parsed = TaskInput::parse(&json!({"prompt": "find the parser\nthen more"})).unwrap();
        assert_eq!((parsed.agent.as_str(), parsed.description.as_str()), ("general", "find the parser"));
    }

    #[test]
    fn a_long_answer_is_cut_with_a_note() {
        let long = "é".repeat(ANSWER_CAP);
        let text = for_parent(&long, "explore: 1 turn");
        assert!(text.len() < ANSWER_CAP + 200 && text.contains("more bytes left out"), "{}", &text[text.len() - 120..]);
        assert!(text.ends_with("[explore: 1 turn]"));
    }
}
