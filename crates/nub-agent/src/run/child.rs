//! One subagent's run: a second loop in this process with its own history
//! (an in-memory session under the parent's id), the agent's tools, prompt
//! and model, and a child of the parent's cancellation. Its events go to the
//! parent, which passes them on; its nodes go back to the parent, which
//! stores them as a side branch of the call that asked for it.

use std::collections::{HashMap, HashSet, VecDeque};
use std::path::PathBuf;
use std::sync::Arc;
use std::time::Instant;

use nub_llm::{Block, Provider, Role, Usage};
use nub_session::{Node, SessionFile, SessionId};
use nub_tools::{ToolRegistry, ToolResult, ToolView};
use tokio::sync::mpsc;
use tokio_util::sync::CancellationToken;

use super::Run;
use crate::budget::Budget;
use crate::config::LoopConfig;
use crate::control::Control;
use crate::event::Outcome;
use crate::event::UiEvent;
use crate::input::Input;
use crate::subagent::{Subagents, TaskInput, child_tools, for_parent};

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
}

/// A child ready to run: everything resolved, nothing started.
pub(crate) struct Prepared {
    pub agent: String,
    pub description: String,
    pub model: String,
    prompt: String,
    provider: Arc<dyn Provider>,
    config: LoopConfig,
    tools: Arc<ToolRegistry>,
    session: SessionFile,
    allowed: HashSet<String>,
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

/// Runs a prepared child to its end (or its cancel): its events go to
/// `events`, answers to its questions come on `inputs`. Boxed: a child's
/// loop may start children of its own, and a recursive future needs a
/// named type.
pub(crate) fn run(
    prepared: Prepared,
    inputs: mpsc::Receiver<Input>,
    events: mpsc::Sender<UiEvent>,
    cancel: CancellationToken,
) -> futures_util::future::BoxFuture<'static, ChildDone> {
    Box::pin(run_unboxed(prepared, inputs, events, cancel))
}

async fn run_unboxed(
    prepared: Prepared,
    mut inputs: mpsc::Receiver<Input>,
    events: mpsc::Sender<UiEvent>,
    cancel: CancellationToken,
) -> ChildDone {
    let Prepared { agent, prompt, provider, config, tools, mut session, mut allowed, .. } = prepared;
    let started = Instant::now();
    let mut budget = Budget::new(config.window);
    let mut queued = VecDeque::new();
    let mut control = Control {
        inputs: &mut inputs,
        events: &events,
        cancel,
        steering: Vec::new(),
        queued: &mut queued,
        answers: HashMap::new(),
        allowed: &mut allowed,
        quit: false,
        inputs_closed: false,
    };
    let mut run = Run {
        session: &mut session,
        provider: &provider,
        tools: &tools,
        config: &config,
        budget: &mut budget,
        without_tools: false,
        session_start: None,
        cut_off: Vec::new(),
        changed: Vec::new(),
        child: true,
    };
    let outcome = run.prompt(prompt, Vec::new(), None, &mut control).await;
    let _ = events.send(UiEvent::RunEnd { outcome: outcome.clone(), changed: None }).await;
    let nodes = session.session.nodes().to_vec();
    let mut usage = Usage::default();
    let mut turns = 0;
    for node in nodes.iter().filter(|n| n.message.role == Role::Assistant) {
        turns += 1;
        if let Some(used) = node.meta.usage {
            usage.input += used.input + used.cache_read + used.cache_write;
            usage.output += used.output;
        }
    }
    let answer = session
        .session
        .path_to_head()
        .into_iter()
        .rev()
        .find(|m| m.role == Role::Assistant)
        .map(|m| {
            m.content
                .iter()
                .filter_map(|b| match b {
                    Block::Text { text, .. } => Some(text.as_str()),
                    _ => None,
                })
                .collect::<Vec<_>>()
                .join("\n")
        })
        .unwrap_or_default();
    let cost = format!(
        "{agent}: {turns} turn{}, {} tokens in, {} out, {:.1} s",
        if turns == 1 { "" } else { "s" },
        usage.input,
        usage.output,
        started.elapsed().as_secs_f64()
    );
    let result = match &outcome {
        Outcome::Completed => ToolResult::ok(for_parent(&answer, &cost), ToolView::Text { text: answer.clone() }),
        Outcome::Limit { message, .. } => {
            let text = format!("{}\n[the agent stopped before it was done: {message}]", answer.trim_end());
            ToolResult::ok(for_parent(&text, &cost), ToolView::Text { text })
        }
        Outcome::Cancelled => ToolResult::error(format!("the agent {agent} was cancelled before it answered [{cost}]")),
        Outcome::Failed { message, .. } => ToolResult::error(format!("the agent {agent} failed: {message} [{cost}]")),
    };
    ChildDone { result, branch: ChildBranch { agent, nodes }, turns, usage, outcome }
}

/// Stores a child's conversation below `at` (the assistant node with the
/// call), each node marked with the agent's name; the head stays at `at`.
pub(super) fn graft(session: &mut SessionFile, at: &nub_session::NodeId, branch: ChildBranch) -> Result<(), Outcome> {
    for mut node in branch.nodes {
        if node.parent.is_none() {
            node.parent = Some(at.clone());
        }
        node.meta.agent = Some(branch.agent.clone());
        super::append(session, node)?;
    }
    session
        .branch(at)
        .map_err(|error| Outcome::Failed { kind: crate::event::FailureKind::Session, message: error.to_string() })
}
