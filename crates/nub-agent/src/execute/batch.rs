//! One batch of calls: started together (read-only calls side by side, a
//! call that changes things alone), their output and the user's input
//! passed on while they run, each result recorded and shown as it ends.

use std::panic::AssertUnwindSafe;
use std::sync::Arc;
use std::task::Poll;
use std::time::{Duration, Instant};

use futures_util::FutureExt;
use nub_tools::{OutputSink, Permission, ToolDisplay, ToolEnv, ToolKind, ToolResult};
use tokio::sync::mpsc;
use tokio::task::JoinSet;

use super::held::{AnswerNow, INSERTED_ALREADY};
use super::look_back::{failed_again, repetition};
use super::{Call, Executor, Finished, asking};
use crate::checkpoint;
use crate::child::{self, ChildLink, next_child_event, pass_on, route_answers};
use crate::control::Control;
use crate::event::{Outcome, UiEvent};
use crate::guard::Verdict;
use crate::hooks::{HookEvent, HookPermission};
use crate::mode::Mode;
use crate::prompt_rules::PromptRules;

impl Executor {
    /// Starts the calls of one batch and waits for all of them, passing
    /// their output and the user's input on meanwhile.
    pub(super) async fn run_batch(
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
        self.look_for_names_to_add(control).await;
        for slot in batch {
            let call = &calls[slot];
            // The guard records a call as it runs, after nub's rewriting (a
            // fenced `write` unfenced, an edit moved to the file that has its
            // text): it looks for it every way. Sent as a fenced block, one
            // refused write went 54 times unstopped; sent for quote.py and
            // made in glass.py, one refused edit went 22 times.
            let moved = self.to_where_it_is(call);
            let verdict = std::iter::once(call.input.clone())
                .chain(moved.as_ref().map(|(input, _)| input.clone()))
                .flat_map(|input| {
                    let rewritten = self.rewritten(&Call { input: input.clone(), ..call.clone() });
                    std::iter::once(input).chain(rewritten.map(|(input, _)| input))
                })
                .map(|input| self.guard.before(&call.name, &input))
                .find(|verdict| *verdict != Verdict::Run)
                .unwrap_or(Verdict::Run);
            match verdict {
                Verdict::Run => {}
                Verdict::Stop { period } => {
                    stop = Some(repetition(&call.name, period));
                    break;
                }
                Verdict::FailedAgain => {
                    stop = Some(failed_again(&call.name));
                    break;
                }
            }
            if let Some((input, note)) = moved {
                calls[slot].input = input;
                self.rewritten.push((calls[slot].id.clone(), note));
            }
            let call = &calls[slot];
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
            let mut unadded: Option<String>;
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
                        unadded = self
                            .not_adding(call, display.kind)
                            .or_else(|| self.only_strings(call, display.kind))
                            .or_else(|| self.rename_unasked(call, display.kind))
                            .or_else(|| self.not_the_rename(call, display.kind))
                            .or_else(|| self.time_not_said(call, display.kind))
                            .or_else(|| self.other_signature(call, display.kind))
                            .or_else(|| self.replace_beyond_named(call, display.kind))
                            .or_else(|| self.stated_value_changed(call, display.kind))
                            .or_else(|| self.not_the_settings(call, display.kind))
                            .or_else(|| self.old_value_elsewhere(call, display.kind))
                            .or_else(|| self.made_up_number(call, display.kind));
                        unadded.is_some()
                    } =>
                {
                    Err(unadded.take().unwrap_or_default())
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
        if display.kind == ToolKind::Edit {
            self.guard.failed_change(&call.name, &call.input);
        }
        let message = if streak.rounds >= 2 { format!("{message}\n\n{}", crate::guard::REPEAT_NOTE) } else { message };
        let result = ToolResult::error(message);
        self.effect.record(&named(&call.name, &call.input), &result);
        emit_end(control, call, display, &result, Duration::ZERO).await;
        (result, true)
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
