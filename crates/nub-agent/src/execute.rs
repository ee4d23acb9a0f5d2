//! Running the tool calls of one answer.
//!
//! Consecutive read-only calls run in parallel; anything that changes the
//! world runs on its own, in the order the model gave. That keeps edits
//! predictable and gives steering a place to act: a steering message is
//! delivered after the tool that is running, and calls not started by then
//! are answered with an error saying why — every `tool_use` gets a result.
//! Every call that may write is wrapped in a checkpoint snapshot
//! (`checkpoint`), so the files it changed hold at its result's node.

use std::panic::AssertUnwindSafe;
use std::sync::Arc;
use std::task::Poll;
use std::time::{Duration, Instant};

use futures_util::FutureExt;
use nub_llm::Block;
use nub_tools::{
    OutputSink, Permission, Policy, SyntaxCheck, TextFiles, ToolDisplay, ToolEnv, ToolRegistry, ToolResult, ToolView,
};
use serde_json::Value;
use tokio::sync::mpsc;
use tokio::task::JoinSet;

use crate::checkpoint::{self, Site};
use crate::config::LoopConfig;
use crate::control::Control;
use crate::effect::Effect;
use crate::event::{LimitKind, Outcome, UiEvent};
use crate::guard::{
    REPEAT_NOTE, RESEND_UP_TO, RepetitionGuard, SAME_RESULT_AGAIN, STOP_AT, Verdict, circle_note, failure_note,
};
use crate::input::Decision;
use crate::unread::SeenFiles;

#[derive(Debug, Clone)]
pub(crate) struct Call {
    pub id: String,
    pub name: String,
    pub input: Value,
}

pub(crate) struct Executed {
    /// One `ToolResult` block per call, in call order.
    pub results: Vec<Block>,
    /// Steering messages to deliver with the results.
    pub steered: Vec<String>,
    /// The run must end here (a repeated call).
    pub stop: Option<Outcome>,
}

pub(crate) struct Executor {
    tools: Arc<ToolRegistry>,
    policy: Arc<Policy>,
    cwd: std::path::PathBuf,
    repo_root: std::path::PathBuf,
    max_tool_time: Duration,
    supports_images: bool,
    files: Option<Arc<dyn TextFiles>>,
    syntax: Option<Arc<dyn SyntaxCheck>>,
    guard: RepetitionGuard,
    /// The files the model has seen: an edit of another is refused once.
    seen: SeenFiles,
    /// What the calls run so far changed, and which failed.
    effect: Effect,
    checkpoints: Option<nub_session::checkpoint::Checkpoints>,
    /// The session and assistant node of the calls being run.
    site: Option<Site>,
}

struct Finished {
    slot: usize,
    result: ToolResult,
    elapsed: Duration,
    /// What the checkpoint snapshots have to tell the user.
    notes: Vec<String>,
}

impl Executor {
    pub fn new(tools: Arc<ToolRegistry>, config: &LoopConfig, supports_images: bool) -> Self {
        Executor {
            tools,
            policy: Arc::clone(&config.policy),
            cwd: config.cwd.clone(),
            repo_root: config.repo_root.clone(),
            max_tool_time: config.max_tool_time,
            supports_images,
            files: config.files.clone(),
            syntax: config.syntax.clone(),
            guard: RepetitionGuard::default(),
            seen: SeenFiles::default(),
            effect: Effect::default(),
            checkpoints: config.checkpoints.clone(),
            site: None,
        }
    }

    /// Where a call runs: a fresh child of the run's cancellation, no
    /// output sink.
    fn env(&self, control: &Control<'_>) -> ToolEnv {
        ToolEnv {
            cwd: self.cwd.clone(),
            repo_root: self.repo_root.clone(),
            emit: OutputSink::none(),
            cancel: control.cancel.child_token(),
            policy: Arc::clone(&self.policy),
            supports_images: self.supports_images,
            max_tool_time: self.max_tool_time,
            files: self.files.clone(),
            syntax: self.syntax.clone(),
        }
    }

    /// Takes the files seen in the session so far, `messages`.
    pub fn seen_in(&mut self, messages: &[&nub_llm::Message]) {
        let env = ToolEnv { policy: Arc::clone(&self.policy), ..ToolEnv::new(&self.cwd, &self.repo_root) };
        self.seen = SeenFiles::of(messages, &self.tools, &env);
    }

    /// What the calls run so far changed, and which failed.
    pub fn effect(&self) -> &Effect {
        &self.effect
    }

    /// Whether the tool only looks (`Tool::read_only`): such calls may run
    /// side by side.
    fn read_only(&self, name: &str) -> bool {
        self.tools.get(name).is_some_and(|tool| tool.read_only())
    }

    /// Runs `calls`, which `site`'s assistant node asked for.
    pub async fn execute(&mut self, calls: Vec<Call>, site: Option<Site>, control: &mut Control<'_>) -> Executed {
        self.site = site;
        let mut results: Vec<Option<(ToolResult, bool)>> = vec![None; calls.len()];
        let mut stop = None;
        let mut next = 0;
        while next < calls.len() {
            if control.cancel.is_cancelled() || !control.steering.is_empty() || stop.is_some() {
                break;
            }
            let mut end = next + 1;
            if self.read_only(&calls[next].name) {
                while end < calls.len() && self.read_only(&calls[end].name) {
                    end += 1;
                }
            }
            stop = self.run_batch(&calls, next..end, &mut results, control).await;
            next = end;
        }
        let reason = if control.cancel.is_cancelled() {
            "not run: the user cancelled before this call started"
        } else if !control.steering.is_empty() {
            "not run: the user sent a new message before this call started; read it and decide again"
        } else {
            "not run: the run was stopped because the same call was repeated"
        };
        let results = calls
            .iter()
            .zip(results)
            .map(|(call, result)| {
                let (result, is_error) = match result {
                    Some((result, _)) => {
                        let is_error = result.is_error;
                        (result, is_error)
                    }
                    None => (ToolResult::error(reason), true),
                };
                let mut content = vec![Block::text(result.for_model)];
                content.extend(result.images);
                Block::ToolResult { tool_use_id: call.id.clone(), content, is_error }
            })
            .collect();
        Executed { results, steered: std::mem::take(&mut control.steering), stop }
    }

    /// Starts the calls of one batch and waits for all of them, passing
    /// their output and the user's input on meanwhile.
    async fn run_batch(
        &mut self,
        calls: &[Call],
        batch: std::ops::Range<usize>,
        results: &mut [Option<(ToolResult, bool)>],
        control: &mut Control<'_>,
    ) -> Option<Outcome> {
        let mut running = JoinSet::new();
        let mut outputs: Vec<(String, mpsc::UnboundedReceiver<String>)> = Vec::new();
        let mut stop = None;
        for slot in batch {
            let call = &calls[slot];
            if let Verdict::Stop { period } = self.guard.before(&call.name, &call.input) {
                stop = Some(repetition(&call.name, period));
                break;
            }
            let display = self.tools.display(&call.name, &call.input);
            control
                .emit(UiEvent::ToolStart {
                    id: call.id.clone(),
                    name: call.name.clone(),
                    input: call.input.clone(),
                    display: display.clone(),
                })
                .await;
            let unread = self.seen.refusal(&call.name, &call.input, &self.env(control));
            let refused = if let Some(unread) = unread {
                Err(unread.for_model)
            } else {
                match (self.policy.permission(&call.name), self.tools.get(&call.name)) {
                    (Permission::Deny, _) => {
                        Err(format!("the tool {} is denied by the configuration (permission: deny)", call.name))
                    }
                    (_, None) => Err(format!(
                        "there is no tool named {:?}; the tools are: {}",
                        call.name,
                        self.tools.names().join(", ")
                    )),
                    (Permission::Ask, Some(tool)) => {
                        let preview = tool.preview(&call.input, &self.env(control));
                        ask(control, call, display.clone(), preview).await.map(|()| tool)
                    }
                    (Permission::Auto, Some(tool)) => Ok(tool),
                }
            };
            let tool = match refused {
                Ok(tool) => tool,
                Err(message) => {
                    let result = ToolResult::error(message);
                    self.effect.record(&named(&call.name, &call.input), &result);
                    emit_end(control, call, &display, &result, Duration::ZERO).await;
                    results[slot] = Some((result, true));
                    continue;
                }
            };
            let (sink, output) = mpsc::unbounded_channel();
            outputs.push((call.id.clone(), output));
            let env = ToolEnv { emit: OutputSink::new(sink), ..self.env(control) };
            let input = call.input.clone();
            let limit = self.max_tool_time;
            let writes = tool.writes(&input, &env);
            let (checkpoints, site) = (self.checkpoints.clone(), self.site.clone());
            let (id, name) = (call.id.clone(), call.name.clone());
            running.spawn(async move {
                let (pending, mut notes) =
                    checkpoint::begin(checkpoints.as_ref(), site.as_ref(), &id, &name, writes).await;
                let started = Instant::now();
                let cancel = env.cancel.clone();
                let run = AssertUnwindSafe(tool.run(input, &env)).catch_unwind();
                let result = match tokio::time::timeout(limit, run).await {
                    Ok(Ok(result)) => result,
                    Ok(Err(panic)) => ToolResult::error(format!("the tool crashed: {}", panic_text(&panic))),
                    Err(_) => {
                        cancel.cancel();
                        ToolResult::error(format!(
                            "the tool did not finish within {} s (max_tool_time) and was stopped",
                            limit.as_secs()
                        ))
                    }
                };
                let elapsed = started.elapsed();
                notes.extend(checkpoint::finish(checkpoints.as_ref(), pending).await);
                Finished { slot, result, elapsed, notes }
            });
        }

        while !running.is_empty() {
            tokio::select! {
                input = control.inputs.recv(), if !control.inputs_closed => control.on_input(input),
                (id, chunk) = next_output(&mut outputs), if !outputs.is_empty() => {
                    control.emit(UiEvent::ToolOutput { id, chunk }).await;
                }
                joined = running.join_next() => {
                    let Some(Ok(mut finished)) = joined else { continue };
                    let call = &calls[finished.slot];
                    let read_only = self.tools.get(&call.name).is_some_and(|tool| tool.read_only());
                    self.seen.after(&self.tools, &call.name, &call.input, &finished.result, &self.env(control));
                    let streak = self.guard.after(&call.name, read_only, &call.input, &finished.result.for_model);
                    if streak.rounds >= 2 {
                        let resent = streak.period == 1
                            && self.guard.repeats_previous_result()
                            && finished.result.for_model.len() > RESEND_UP_TO;
                        finished.result.for_model = if resent {
                            SAME_RESULT_AGAIN.to_owned()
                        } else {
                            let note = match streak.period {
                                1 => failure_note(&call.name, &call.input, &finished.result)
                                    .unwrap_or_else(|| REPEAT_NOTE.to_owned()),
                                period => circle_note(period),
                            };
                            format!("{}\n\n{note}", finished.result.for_model)
                        };
                    }
                    if streak.rounds >= STOP_AT && stop.is_none() {
                        stop = Some(repetition(&call.name, streak.period));
                    }
                    // The tool's environment is gone, so its output is complete: pass on the rest first.
                    if let Some(at) = outputs.iter().position(|(id, _)| *id == call.id) {
                        let (id, mut output) = outputs.swap_remove(at);
                        while let Ok(chunk) = output.try_recv() {
                            control.emit(UiEvent::ToolOutput { id: id.clone(), chunk }).await;
                        }
                    }
                    if let Some(refusal) = finished.result.sandbox_refusal.clone()
                        && self.policy.escape_asks
                        && !control.cancel.is_cancelled()
                    {
                        finished.result = self.escape(control, call, &refusal, finished.result).await;
                    }
                    for note in std::mem::take(&mut finished.notes) {
                        control.emit(UiEvent::Warning { message: format!("checkpoint: {note}") }).await;
                    }
                    let display = self.tools.display(&call.name, &call.input);
                    self.effect.record(&named(&call.name, &call.input), &finished.result);
                    emit_end(control, call, &display, &finished.result, finished.elapsed).await;
                    let is_error = finished.result.is_error;
                    results[finished.slot] = Some((finished.result, is_error));
                }
            }
        }
        stop
    }
}

impl Executor {
    /// A call the sandbox refused: the user may let it run once outside the
    /// sandbox (TUI, ACP; print mode never asks, see `Policy::escape_asks`).
    /// Every escape is asked for, whatever was allowed before.
    async fn escape(&self, control: &mut Control<'_>, call: &Call, refusal: &str, refused: ToolResult) -> ToolResult {
        let Some(tool) = self.tools.get(&call.name) else { return refused };
        control
            .emit(UiEvent::PermissionAsk {
                id: call.id.clone(),
                tool: call.name.clone(),
                input: call.input.clone(),
                reason: format!("the sandbox refused it ({refusal}); run this one command outside the sandbox?"),
                display: self.tools.display(&call.name, &call.input),
                preview: tool.preview(&call.input, &self.env(control)),
            })
            .await;
        match control.answer(&call.id).await {
            Decision::AllowOnce | Decision::AllowAlways => {
                let env = ToolEnv {
                    policy: Arc::new(Policy { sandbox: None, ..(*self.policy).clone() }),
                    ..self.env(control)
                };
                let writes = tool.writes(&call.input, &env);
                let checkpoints = self.checkpoints.as_ref();
                let (pending, mut notes) =
                    checkpoint::begin(checkpoints, self.site.as_ref(), &call.id, &call.name, writes).await;
                let mut result = tool.run(call.input.clone(), &env).await;
                notes.extend(checkpoint::finish(checkpoints, pending).await);
                for note in notes {
                    control.emit(UiEvent::Warning { message: format!("checkpoint: {note}") }).await;
                }
                result
                    .for_model
                    .push_str("\n[run outside the sandbox: the user allowed it after the sandbox refused it]");
                result
            }
            Decision::Deny => {
                let mut refused = refused;
                refused.for_model.push_str("\n[the user declined to run it outside the sandbox]");
                refused
            }
        }
    }
}

fn repetition(tool: &str, period: usize) -> Outcome {
    let message = if period == 1 {
        format!(
            "{tool} was called {STOP_AT} times in a row with the same arguments or the same result; stopped. Rephrase the request or continue with nub -c."
        )
    } else {
        format!(
            "the model went round the same {period} tool calls {STOP_AT} times (the last was {tool}); stopped. Rephrase the request or continue with nub -c."
        )
    };
    Outcome::Limit { limit: LimitKind::Repetition, message }
}

/// Asks the user whether `call` may run (D-11), unless they already allowed
/// its tool for the session. `Err` is the refusal the model reads.
async fn ask(control: &mut Control<'_>, call: &Call, display: ToolDisplay, preview: ToolView) -> Result<(), String> {
    if control.allowed.contains(&call.name) {
        return Ok(());
    }
    control
        .emit(UiEvent::PermissionAsk {
            id: call.id.clone(),
            tool: call.name.clone(),
            input: call.input.clone(),
            reason: format!("{} is set to ask before it runs", call.name),
            display,
            preview,
        })
        .await;
    match control.answer(&call.id).await {
        Decision::AllowOnce => Ok(()),
        Decision::AllowAlways => {
            control.allowed.insert(call.name.clone());
            Ok(())
        }
        Decision::Deny if control.cancel.is_cancelled() => {
            Err(format!("not run: the user cancelled while {} waited for approval", call.name))
        }
        Decision::Deny => Err(format!(
            "the user refused this {} call; do not retry it, ask the user or take another approach",
            call.name
        )),
    }
}

/// The next chunk of output from any running tool.
async fn next_output(outputs: &mut [(String, mpsc::UnboundedReceiver<String>)]) -> (String, String) {
    std::future::poll_fn(|cx| {
        for (id, output) in outputs.iter_mut() {
            if let Poll::Ready(Some(chunk)) = output.poll_recv(cx) {
                return Poll::Ready((id.clone(), chunk));
            }
        }
        Poll::Pending
    })
    .await
}

async fn emit_end(
    control: &mut Control<'_>,
    call: &Call,
    display: &ToolDisplay,
    result: &ToolResult,
    elapsed: Duration,
) {
    let summary = result.for_model.lines().next().unwrap_or_default();
    let summary = match summary.char_indices().nth(120) {
        Some((cut, _)) => format!("{}…", &summary[..cut]),
        None => summary.to_owned(),
    };
    control
        .emit(UiEvent::ToolEnd {
            id: call.id.clone(),
            name: call.name.clone(),
            is_error: result.is_error,
            duration_ms: elapsed.as_millis() as u64,
            summary,
            view: result.view.clone(),
            display: display.clone(),
        })
        .await;
}

fn panic_text(panic: &Box<dyn std::any::Any + Send>) -> String {
    panic
        .downcast_ref::<&str>()
        .map(|s| (*s).to_owned())
        .or_else(|| panic.downcast_ref::<String>().cloned())
        .unwrap_or_else(|| "a panic without a message".into())
}

/// `edit config.json`, `bash cargo test`: a call as the effect names it.
fn named(name: &str, input: &serde_json::Value) -> String {
    let argument = ["path", "command", "pattern"].iter().find_map(|key| input.get(*key).and_then(|v| v.as_str()));
    let argument: String = argument.unwrap_or_default().chars().take(80).collect();
    format!("{name} {argument}").trim_end().to_owned()
}
