//! What a `task` call needs before its child runs: how children start
//! (`ChildSetup`), one resolved (`Prepared`: agent, provider, tools, an
//! in-memory session) and one over (`ChildDone`). The executor starts them
//! through `ChildSetup::runner`, which the loop provides (`run::child`), so
//! the executor needs nothing of the loop's; while they run, their events
//! are passed on and answers to their questions routed back (`ChildLink`).

use std::collections::HashSet;
use std::path::PathBuf;
use std::sync::Arc;
use std::task::Poll;
use std::time::{Duration, Instant};

use futures_util::future::BoxFuture;
use nub_llm::{Provider, Usage};
use nub_session::{Node, SessionFile, SessionId};
use nub_tools::{ToolRegistry, ToolResult};
use tokio::sync::{Semaphore, mpsc};
use tokio_util::sync::CancellationToken;

use crate::config::LoopConfig;
use crate::control::Control;
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
    /// The `task` call's id.
    pub parent: String,
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
    /// The files its `write` and `edit` calls changed.
    pub changed: Vec<crate::event::ChangedFile>,
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
    parent: &str,
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
        // The agent's system prompt holds its own environment.
        preamble: None,
        ..setup.config.clone()
    };
    let session = SessionFile::in_memory(setup.session.clone(), &config.cwd, &setup.transcript);
    Ok(Prepared {
        parent: parent.to_owned(),
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

/// Starts a prepared child once one of `permits` is free: the event that
/// says so, where its events come from and its answers go, and its run,
/// which ends with how long it took.
pub(crate) fn launch(
    prepared: Prepared,
    runner: Runner,
    cancel: CancellationToken,
    permits: &Arc<Semaphore>,
) -> (UiEvent, ChildLink, BoxFuture<'static, (ChildDone, Duration)>) {
    let start = UiEvent::SubagentStart {
        parent: prepared.parent.clone(),
        agent: prepared.agent.clone(),
        description: prepared.description.clone(),
        model: prepared.model.clone(),
    };
    let (event_sink, events) = mpsc::channel(64);
    let (inputs, input_source) = mpsc::channel(8);
    let link = ChildLink { parent: prepared.parent.clone(), agent: prepared.agent.clone(), events, inputs };
    let permits = Arc::clone(permits);
    let run = Box::pin(async move {
        // Never closed: the semaphore lives as long as the batch.
        let _permit = permits.acquire_owned().await.ok();
        let started = Instant::now();
        let done = runner(prepared, input_source, event_sink, cancel).await;
        (done, started.elapsed())
    });
    (start, link, run)
}

/// A child's run is over: what it still had to say is passed on, then how
/// it ended.
pub(crate) async fn ended(
    control: &mut Control<'_>,
    children: &mut Vec<ChildLink>,
    parent: &str,
    done: &ChildDone,
    elapsed: Duration,
) {
    if let Some(at) = children.iter().position(|link| link.parent == parent) {
        let mut link = children.swap_remove(at);
        while let Ok(event) = link.events.try_recv() {
            pass_on(control, &link, event).await;
        }
    }
    control
        .emit(UiEvent::SubagentEnd {
            parent: parent.to_owned(),
            agent: done.branch.agent.clone(),
            turns: done.turns,
            input_tokens: done.usage.input,
            output_tokens: done.usage.output,
            duration_ms: elapsed.as_millis() as u64,
            outcome: done.outcome.clone(),
        })
        .await;
}

/// A running child of this batch: where its events come from and where
/// answers to its questions go.
pub(crate) struct ChildLink {
    pub parent: String,
    pub agent: String,
    pub events: mpsc::Receiver<UiEvent>,
    pub inputs: mpsc::Sender<Input>,
}

/// Answers to a child's question (`PARENT/ID`) go to that child.
pub(crate) fn route_answers(control: &mut Control<'_>, children: &[ChildLink]) {
    let routed: Vec<String> = control.answers.keys().filter(|id| id.contains('/')).cloned().collect();
    for id in routed {
        let Some((parent, own)) = id.split_once('/') else { continue };
        let Some(link) = children.iter().find(|link| link.parent == parent) else { continue };
        if let Some(decision) = control.answers.remove(&id) {
            let _ = link.inputs.try_send(Input::Answer { id: own.to_owned(), decision });
        }
    }
}

/// A child's event, passed on: a question unwrapped (so every front end
/// asks it) and labelled with the agent, a started tool also as a line of
/// the `task` call's output, everything else wrapped as it is.
pub(crate) async fn pass_on(control: &mut Control<'_>, link: &ChildLink, event: UiEvent) {
    match event {
        UiEvent::PermissionAsk { id, tool, input, reason, display, preview } => {
            let event = UiEvent::PermissionAsk {
                id: format!("{}/{id}", link.parent),
                tool,
                input,
                reason: format!("[agent {}] {reason}", link.agent),
                display,
                preview,
            };
            control.emit(event).await;
        }
        event => {
            if let UiEvent::ToolStart { name, display, .. } = &event {
                let chunk = format!("{name} {}\n", display.subject).replace(" \n", "\n");
                control.emit(UiEvent::ToolOutput { id: link.parent.clone(), chunk }).await;
            }
            let (parent, agent) = (link.parent.clone(), link.agent.clone());
            control.emit(UiEvent::Subagent { parent, agent, event: Box::new(event) }).await;
        }
    }
}

/// The next event of any running child; `None` for a child whose events ended.
pub(crate) async fn next_child_event(children: &mut [ChildLink]) -> (usize, Option<UiEvent>) {
    std::future::poll_fn(|cx| {
        for (at, link) in children.iter_mut().enumerate() {
            if let Poll::Ready(event) = link.events.poll_recv(cx) {
                return Poll::Ready((at, event));
            }
        }
        Poll::Pending
    })
    .await
}
