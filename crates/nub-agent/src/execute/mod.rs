//! Running the tool calls of one answer.
//!
//! Consecutive read-only calls run in parallel; anything that changes the
//! world runs on its own, in the order the model gave. That keeps edits
//! predictable and gives steering a place to act: a steering message is
//! delivered after the tool that is running, and calls not started by then
//! are answered with an error saying why — every `tool_use` gets a result.
//! Every call that may write is wrapped in a checkpoint snapshot
//! (`checkpoint`), so the files it changed hold at its result's node.
//! Hooks see every call before (`pre_tool_use`: block it, rewrite its
//! input, allow or ask) and after it ran (`post_tool_use`: add to its result).
//! `task` calls run side by side too (at most `[agents] max_parallel` at a
//! time), each as a child loop whose events are passed on and whose
//! questions are routed back to it (`children`).

use std::panic::AssertUnwindSafe;
use std::sync::Arc;
use std::task::Poll;
use std::time::{Duration, Instant};

use futures_util::FutureExt;
use nub_llm::Block;
use nub_tools::{
    OutputSink, Permission, Policy, SyntaxCheck, TextFiles, ToolDisplay, ToolEnv, ToolKind, ToolRegistry, ToolResult,
};
use serde_json::Value;
use tokio::sync::mpsc;
use tokio::task::JoinSet;

use crate::checkpoint::{self, Site};
use crate::child::{self, ChildBranch, ChildLink, ChildSetup, next_child_event, pass_on, route_answers};
use crate::config::LoopConfig;
use crate::control::Control;
use crate::effect::Effect;
use crate::event::{Outcome, UiEvent};
use crate::guard::{RepetitionGuard, Verdict};
use crate::hooks::{HookEvent, HookPermission, HookSite, Hooks};
use crate::mode::Mode;
use crate::prompt_rules::PromptRules;
use crate::revisit::Revisits;
use crate::subagent::TASK;
use crate::unread::SeenFiles;

mod asking;
mod held;
mod look_back;

pub(crate) use held::AnswerNow;
use held::INSERTED_ALREADY;
use look_back::repetition;

#[derive(Debug, Clone)]
pub(crate) struct Call {
    pub id: String,
    pub name: String,
    pub input: Value,
}

#[derive(Default)]
pub(crate) struct Executed {
    /// One `ToolResult` block per call, in call order.
    pub results: Vec<Block>,
    /// Steering messages to deliver with the results.
    pub steered: Vec<String>,
    /// The run must end here (a repeated call).
    pub stop: Option<Outcome>,
    /// The conversations of the `task` calls' children, in call order.
    pub branches: Vec<ChildBranch>,
    /// The model is to answer now, without tools, and why.
    pub answer_now: Option<AnswerNow>,
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
    partial_writes: bool,
    /// What a small model's calls are held to (`prompt_rules`).
    prompt_rules: Option<PromptRules>,
    guard: RepetitionGuard,
    /// Files come back to an earlier text: changes that undo each other.
    revisits: Revisits,
    /// The `edit` calls of this run that kept their `old_string` inside
    /// their `new_string` (an insertion): the same call again would insert
    /// it twice.
    inserted: Vec<Value>,
    /// The calls a small model's run changed before they ran, by id, and
    /// what the result says about it (`held::rewritten`).
    rewritten: Vec<(String, String)>,
    /// The names a small model's edits renamed in this run, and in which
    /// file (`look_back`).
    renamed: Vec<(String, String)>,
    /// The files the model has seen: an edit of another is refused once.
    seen: SeenFiles,
    /// What the calls run so far changed, and which failed.
    effect: Effect,
    /// The calls end here, for this reason (`AnswerNow`).
    answer_now: Option<AnswerNow>,
    /// The rounds of calls run for a question (`AnswerNow::Looked`).
    looked: u32,
    checkpoints: Option<nub_session::checkpoint::Checkpoints>,
    /// The session and assistant node of the calls being run.
    site: Option<Site>,
    mode: Mode,
    /// The permissions bash runs under in plan mode (`LoopConfig::plan_policy`).
    plan_policy: Option<Arc<Policy>>,
    hooks: Option<Arc<dyn Hooks>>,
    hook_site: Option<HookSite>,
    /// How `task` calls start children; `None`: this loop has no agents.
    children: Option<ChildSetup>,
    /// The children's conversations of the calls run so far, by slot.
    branches: Vec<(usize, ChildBranch)>,
}

struct Finished {
    slot: usize,
    result: ToolResult,
    elapsed: Duration,
    /// What the checkpoint snapshots have to tell the user.
    notes: Vec<String>,
    /// A `task` call's child, over.
    child: Option<child::ChildDone>,
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
            partial_writes: config.text_edits,
            prompt_rules: None,
            guard: RepetitionGuard::default(),
            revisits: Revisits::default(),
            inserted: Vec::new(),
            rewritten: Vec::new(),
            renamed: Vec::new(),
            seen: SeenFiles::default(),
            effect: Effect::default(),
            answer_now: None,
            looked: 0,
            checkpoints: config.checkpoints.clone(),
            site: None,
            mode: config.mode,
            plan_policy: config.plan_policy.clone(),
            hooks: config.hooks.clone(),
            hook_site: None,
            children: None,
            branches: Vec::new(),
        }
    }

    /// `task` calls start children set up so.
    pub fn with_children(mut self, setup: ChildSetup) -> Self {
        self.children = Some(setup);
        self
    }

    /// A small model's calls are held to what `prompt` asks: git only
    /// when asked for, no change when it asks a question.
    pub fn holding_to(mut self, prompt: &str) -> Self {
        self.prompt_rules = Some(PromptRules::of(prompt));
        self
    }

    /// Whether a call of `name` starts a child.
    fn is_task(&self, name: &str) -> bool {
        name == TASK && self.children.is_some()
    }

    /// Tool hooks are told this session, transcript and directory.
    pub fn with_hooks(mut self, site: HookSite) -> Self {
        self.hook_site = Some(site);
        self
    }

    /// The hooks of a tool event, when any listen (and a site is known).
    async fn tool_hooks(&self, event: HookEvent, control: &mut Control<'_>) -> Option<crate::hooks::HookVerdict> {
        let site = self.hook_site.as_ref()?;
        let hooks = self.hooks.as_ref().filter(|hooks| hooks.listens(event.name()))?;
        Some(control.fire_hooks(Some(hooks), event, site).await)
    }

    /// Tells the `notification` hooks that nub waits for the user, in the
    /// background: the question is not held up by them.
    fn notify(&self, message: String) {
        if let Some(site) = self.hook_site.clone() {
            crate::hooks::notify(self.hooks.clone(), site, message);
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
            partial_writes: self.partial_writes,
        }
    }

    /// Takes the files seen in the session so far, `messages`.
    pub fn seen_in(&mut self, messages: &[&nub_llm::Message]) {
        self.seen = SeenFiles::of(messages, &self.tools, &self.plain_env());
    }

    /// Where the loop itself looks at files, outside any call: the run's
    /// directories and path rules, no output, no cancellation.
    fn plain_env(&self) -> ToolEnv {
        ToolEnv { policy: Arc::clone(&self.policy), ..ToolEnv::new(&self.cwd, &self.repo_root) }
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

    /// Whether a call may run beside its neighbours: it only looks, or it
    /// starts a child (children of one answer run side by side).
    fn side_by_side(&self, name: &str) -> bool {
        self.read_only(name) || self.is_task(name)
    }

    /// Whether plan mode lets a call of `tool` run: what changes nothing
    /// (read-only tools, the model's own notes), and bash only inside a
    /// read-only sandbox.
    fn plan_allows(&self, tool: &dyn nub_tools::Tool, display: &ToolDisplay) -> bool {
        tool.read_only()
            || tool.name() == TASK
            || display.kind == ToolKind::Think
            || (display.kind == ToolKind::Execute && self.plan_policy.is_some())
    }

    /// Runs `calls`, which `site`'s assistant node asked for.
    pub async fn execute(&mut self, mut calls: Vec<Call>, site: Option<Site>, control: &mut Control<'_>) -> Executed {
        self.site = site;
        let mut results: Vec<Option<(ToolResult, bool)>> = vec![None; calls.len()];
        let mut stop = None;
        let mut next = 0;
        while next < calls.len() {
            if control.cancel.is_cancelled()
                || !control.steering.is_empty()
                || stop.is_some()
                || self.answer_now.is_some()
            {
                break;
            }
            let mut end = next + 1;
            if self.side_by_side(&calls[next].name) {
                while end < calls.len() && self.side_by_side(&calls[end].name) {
                    end += 1;
                }
            }
            stop = self.run_batch(&mut calls, next..end, &mut results, control).await;
            next = end;
        }
        let reason = if control.cancel.is_cancelled() {
            "not run: the user cancelled before this call started"
        } else if !control.steering.is_empty() {
            "not run: the user sent a new message before this call started; read it and decide again"
        } else if self.answer_now == Some(AnswerNow::Question) {
            "not run: the user asked a question; answer it in words"
        } else if self.answer_now.is_some() {
            "not run: the request is done; say what you changed"
        } else {
            "not run: the run was stopped because the same call was repeated"
        };
        let mut results: Vec<Block> = calls
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
        // Background jobs that ended meanwhile are told with these results,
        // so the model need not poll for them.
        if let (Some(note), Some(Block::ToolResult { content, .. })) =
            (nub_tools::builtin::jobs::take_ended_note(), results.last_mut())
        {
            content.push(Block::text(note));
        }
        let mut branches = std::mem::take(&mut self.branches);
        branches.sort_by_key(|(slot, _)| *slot);
        let branches = branches.into_iter().map(|(_, branch)| branch).collect();
        self.count_a_look(stop.is_some());
        let answer_now = self.answer_now.take();
        Executed { results, steered: std::mem::take(&mut control.steering), stop, branches, answer_now }
    }

    /// Starts the calls of one batch and waits for all of them, passing
    /// their output and the user's input on meanwhile.
    async fn run_batch(
        &mut self,
        calls: &mut [Call],
        batch: std::ops::Range<usize>,
        results: &mut [Option<(ToolResult, bool)>],
        control: &mut Control<'_>,
    ) -> Option<Outcome> {
        let mut running = JoinSet::new();
        let mut outputs: Vec<(String, mpsc::UnboundedReceiver<String>)> = Vec::new();
        let mut children: Vec<ChildLink> = Vec::new();
        let permits = Arc::new(tokio::sync::Semaphore::new(
            self.children.as_ref().map_or(1, |setup| setup.subagents.max_parallel.max(1)),
        ));
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
            let event = HookEvent::PreToolUse { tool: call.name.clone(), input: call.input.clone() };
            let verdict = self.tool_hooks(event, control).await.unwrap_or_default();
            if let Some(input) = verdict.updated_input {
                calls[slot].input = input;
            }
            if let Some((input, note)) = self.rewritten(&calls[slot]) {
                calls[slot].input = input;
                self.rewritten.push((calls[slot].id.clone(), note));
            }
            let call = &calls[slot];
            let level = match (self.policy.permission(&call.name), verdict.permission) {
                (Permission::Deny, _) => Permission::Deny,
                (_, Some(HookPermission::Allow)) => Permission::Auto,
                (_, Some(HookPermission::Ask)) => Permission::Ask,
                (level, None) => level,
            };
            // Asked only of a call nothing else refuses: the refusal counts once per file.
            let mut unread: Option<ToolResult>;
            let mut unasked: Option<String>;
            let refused = match (level, self.tools.get(&call.name)) {
                _ if control.cancel.is_cancelled() => {
                    Err("not run: the user cancelled before this call started".into())
                }
                _ if verdict.block.is_some() => Err(format!(
                    "a pre_tool_use hook refused this call: {}",
                    verdict.block.as_deref().unwrap_or_default()
                )),
                (Permission::Deny, _) => {
                    Err(format!("the tool {} is denied by the configuration (permission: deny)", call.name))
                }
                (_, None) => Err(format!(
                    "there is no tool named {:?}; the tools are: {}",
                    call.name,
                    self.tools.names().join(", ")
                )),
                (_, Some(tool)) if self.mode == Mode::Plan && !self.plan_allows(tool.as_ref(), &display) => {
                    Err(crate::mode::refused_in_plan(&call.name))
                }
                (_, Some(_)) if self.inserts_again(call) => Err(INSERTED_ALREADY.to_owned()),
                (_, Some(_))
                    if {
                        unasked = self.unasked(call, display.kind);
                        unasked.is_some()
                    } =>
                {
                    // Refused once, a small model asked the same again until the guard
                    // stopped it (7 requests for "which port?"): it answers now instead.
                    if display.kind == ToolKind::Edit && self.prompt_rules.as_ref().is_some_and(PromptRules::question) {
                        self.answer_now = Some(AnswerNow::Question);
                    }
                    Err(unasked.take().unwrap_or_default())
                }
                (_, Some(_))
                    if {
                        unread = self.seen.refusal(&call.name, &call.input, &self.env(control));
                        unread.is_some()
                    } =>
                {
                    Err(unread.take().map(|result| result.for_model).unwrap_or_default())
                }
                (Permission::Ask, Some(tool)) if self.mode == Mode::AutoEdit && display.kind == ToolKind::Edit => {
                    Ok(tool)
                }
                (Permission::Ask, Some(tool)) => {
                    let preview = tool.preview(&call.input, &self.env(control));
                    if !control.allowed.contains(&call.name) {
                        self.notify(format!("nub needs your permission to use {}", call.name));
                    }
                    asking::ask(control, call, display.clone(), preview).await.map(|()| tool)
                }
                (Permission::Auto, Some(tool)) => Ok(tool),
            };
            let tool = match refused {
                Ok(tool) => tool,
                Err(message) => {
                    results[slot] = Some(self.refuse(control, call, &display, message).await);
                    continue;
                }
            };
            if self.is_task(&call.name)
                && let Some(setup) = &self.children
            {
                let prepared = match child::prepare(setup, &call.id, &call.input, control.allowed) {
                    Ok(prepared) => prepared,
                    Err(message) => {
                        results[slot] = Some(self.refuse(control, call, &display, message).await);
                        continue;
                    }
                };
                let (start, link, run) = child::launch(prepared, setup.runner, control.cancel.child_token(), &permits);
                control.emit(start).await;
                children.push(link);
                running.spawn(async move {
                    let (done, elapsed) = run.await;
                    let result = done.result.clone();
                    Finished { slot, result, elapsed, notes: Vec::new(), child: Some(done) }
                });
                continue;
            }
            let (sink, output) = mpsc::unbounded_channel();
            outputs.push((call.id.clone(), output));
            let mut env = ToolEnv { emit: OutputSink::new(sink), ..self.env(control) };
            if self.mode == Mode::Plan
                && display.kind == ToolKind::Execute
                && let Some(plan) = &self.plan_policy
            {
                env.policy = Arc::clone(plan);
            }
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
                Finished { slot, result, elapsed, notes, child: None }
            });
        }

        while !running.is_empty() {
            // Answers that came while this batch was starting its calls.
            route_answers(control, &children);
            tokio::select! {
                input = control.inputs.recv(), if !control.inputs_closed => {
                    control.on_input(input);
                    route_answers(control, &children);
                }
                (id, chunk) = next_output(&mut outputs), if !outputs.is_empty() => {
                    control.emit(UiEvent::ToolOutput { id, chunk }).await;
                }
                (at, event) = next_child_event(&mut children), if !children.is_empty() => match event {
                    Some(event) => pass_on(control, &children[at], event).await,
                    None => {
                        children.swap_remove(at);
                    }
                },
                joined = running.join_next() => {
                    let Some(Ok(mut finished)) = joined else { continue };
                    let call = &calls[finished.slot];
                    if let Some(done) = finished.child.take() {
                        child::ended(control, &mut children, &call.id, &done, finished.elapsed).await;
                        self.effect.absorb(&done.changed);
                        self.branches.push((finished.slot, done.branch));
                    }
                    if let Some(outcome) = self.look_back(call, &mut finished.result, control).await {
                        stop.get_or_insert(outcome);
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
                        && self.mode != Mode::Plan
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
                    // After the call's cell: what the hooks say of it belongs below it.
                    let response = serde_json::json!({
                        "output": finished.result.for_model,
                        "is_error": finished.result.is_error,
                    });
                    let event = HookEvent::PostToolUse { tool: call.name.clone(), input: call.input.clone(), response };
                    if let Some(verdict) = self.tool_hooks(event, control).await {
                        let said = verdict.block.into_iter().chain(verdict.context);
                        for text in said.filter(|text| !text.trim().is_empty()) {
                            finished.result.for_model.push_str(&format!("\n[post_tool_use hook: {}]", text.trim_end()));
                        }
                    }
                    let is_error = finished.result.is_error;
                    results[finished.slot] = Some((finished.result, is_error));
                }
            }
        }
        stop
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

impl Executor {
    /// A call that does not run: its error result, recorded and shown.
    async fn refuse(
        &mut self,
        control: &mut Control<'_>,
        call: &Call,
        display: &ToolDisplay,
        message: String,
    ) -> (ToolResult, bool) {
        // The guard sees refused calls too: a 1.5B model asked for the same
        // refused edit 20 times, until the time ran out.
        // As a call that changes things: only equal arguments make it the
        // same call (two refusals of different calls may read alike).
        let streak = self.guard.after(&call.name, false, &call.input, &message);
        let message = if streak.rounds >= 2 { format!("{message}\n\n{}", crate::guard::REPEAT_NOTE) } else { message };
        let result = ToolResult::error(message);
        self.effect.record(&named(&call.name, &call.input), &result);
        emit_end(control, call, display, &result, Duration::ZERO).await;
        (result, true)
    }
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
