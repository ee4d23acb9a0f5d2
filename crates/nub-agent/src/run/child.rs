//! One subagent's run: a second loop in this process with its own history
//! (an in-memory session under the parent's id), the agent's tools, prompt
//! and model, and a child of the parent's cancellation. Its events go to the
//! parent, which passes them on; its nodes go back to the parent, which
//! stores them as a side branch of the call that asked for it.

use std::collections::{HashMap, VecDeque};
use std::time::Instant;

use nub_llm::{Role, Usage};
use nub_session::SessionFile;
use nub_tools::{ToolResult, ToolView};
use tokio::sync::mpsc;
use tokio_util::sync::CancellationToken;

use super::Run;
use crate::budget::Budget;
use crate::child::{ChildBranch, ChildDone, Prepared};
use crate::control::Control;
use crate::event::{Outcome, UiEvent};
use crate::input::Input;
use crate::subagent::for_parent;

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
    let mut run = Run::new(&mut session, &provider, &tools, &config, &mut budget, None, true);
    let outcome = run.prompt(prompt, Vec::new(), None, &mut control).await;
    let changed = std::mem::take(&mut run.changed);
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
        .map(crate::compact::text_of)
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
    ChildDone { result, changed, branch: ChildBranch { agent, nodes }, turns, usage, outcome }
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
