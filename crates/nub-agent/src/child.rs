//! What a `task` call needs before its child runs: how children start
//! (`ChildSetup`), one resolved (`Prepared`: agent, provider, tools, an
//! in-memory session) and one over (`ChildDone`). The executor starts them
//! through `ChildSetup::runner`, which the loop provides (`run::child`), so
//! the executor needs nothing of the loop's.

use std::collections::HashSet;
use std::path::PathBuf;
use std::sync::Arc;

use futures_util::future::BoxFuture;
use nub_llm::{Provider, Usage};
use nub_session::{Node, SessionFile, SessionId};
use nub_tools::{ToolRegistry, ToolResult};
use tokio::sync::mpsc;
use tokio_util::sync::CancellationToken;

use crate::config::LoopConfig;
use crate::event::{Outcome, UiEvent};
use crate::input::Input;
use crate::subagent::{Subagents, TaskInput, child_tools};

/// Runs a prepared child to its end: its events go to the sender, answers
/// to its questions come on the receiver.
pub(crate) type Runner =
    fn(Prepared, mpsc::Receiver<Input>, mpsc::Sender<UiEvent>, CancellationToken) -> BoxFuture<'static, ChildDone>;

/// What a parent's executor needs to start children.
#[derive(Clone)]
pub(crate) struct ChildSetup {
    pub provider: Arc<dyn Provider>,
    /// The parent's settings, the base of a child's.
    pub config: LoopConfig,
    pub tools: Arc<ToolRegistry>,
    pub subagents: Arc<Subagents>,
    pub session: SessionId,
    /// The parent's session file, named to hooks.
    pub transcript: PathBuf,
    pub runner: Runner,
}

/// A child ready to run: everything resolved, nothing started.
pub(crate) struct Prepared {
    pub agent: String,
    pub description: String,
    pub model: String,
    pub prompt: String,
    pub provider: Arc<dyn Provider>,
    pub config: LoopConfig,
    pub tools: Arc<ToolRegistry>,
    pub session: SessionFile,
    pub allowed: HashSet<String>,
}

/// A child's run, over.
pub(crate) struct ChildDone {
    pub result: ToolResult,
    pub branch: ChildBranch,
    pub turns: u32,
    pub usage: Usage,
    pub outcome: Outcome,
}

/// A child's conversation, for the parent's session.
#[derive(Debug, Clone)]
pub(crate) struct ChildBranch {
    pub agent: String,
    /// In append order; the first has no parent (it is the child's prompt).
    pub nodes: Vec<Node>,
}

/// Resolves what a `task` call asks for; `Err` is the error result the
/// model reads (an unknown agent, a model that cannot be reached).
pub(crate) fn prepare(
    setup: &ChildSetup,
    input: &serde_json::Value,
    allowed: &HashSet<String>,
) -> Result<Prepared, String> {
    let task = TaskInput::parse(input)?;
    let Some(agent) = setup.subagents.find(&task.agent) else {
        let names: Vec<&str> = setup.subagents.agents.iter().map(|a| a.name.as_str()).collect();
        return Err(format!("there is no agent named {:?}; the agents are: {}", task.agent, names.join(", ")));
    };
    let (provider, model, same_model) = match &agent.model {
        None => (Arc::clone(&setup.provider), setup.config.model.clone(), true),
        Some(spec) => {
            let Some(models) = &setup.subagents.models else {
                return Err(format!(
                    "the agent {} names a model ({spec}), and this run cannot switch models",
                    agent.name
                ));
            };
            let switched = models
                .resolve(spec)
                .map_err(|why| format!("the agent {}'s model {spec} is not usable: {why}", agent.name))?;
            let same = switched.model == setup.config.model && switched.endpoint == setup.provider.name();
            (switched.provider, switched.model, same)
        }
    };
    let below = setup.subagents.below();
    let tools = Arc::new(child_tools(&setup.tools, agent, below.is_some()));
    let config = LoopConfig {
        model: model.clone(),
        system: agent.system.clone(),
        max_turns: agent.max_turns.unwrap_or(setup.config.max_turns),
        // Another model's window is not known here: only a context-length
        // error makes its child compact.
        window: if same_model { setup.config.window } else { 0 },
        titles: false,
        effort: agent.effort.or(setup.config.effort),
        subagents: below,
        ..setup.config.clone()
    };
    let session = SessionFile::in_memory(setup.session.clone(), &config.cwd, &setup.transcript);
    Ok(Prepared {
        agent: agent.name.clone(),
        description: task.description,
        model,
        prompt: task.prompt,
        provider,
        config,
        tools,
        session,
        allowed: allowed.clone(),
    })
}
