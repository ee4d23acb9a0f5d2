//! `session/prompt`: the prompt (or a slash command) goes into the
//! session's loop, and the loop's `UiEvent`s fold into `session/update`
//! notifications until `RunEnd` decides the answer's stop reason.
//! Permission questions become `session/request_permission` requests whose
//! answers go back as `Input::Answer`.

use std::collections::HashMap;
use std::sync::atomic::{AtomicU64, Ordering};

use agent_client_protocol::v1::ConnectionTo;
use agent_client_protocol::v1::schema::{
    CompactionStatus, CompactionUpdate, ConfigOptionUpdate, ContentBlock, NoticeSeverity, PermissionOption,
    PermissionOptionKind, PromptResponse, RequestPermissionOutcome, RequestPermissionRequest, SessionNotification,
    SessionUpdate, StopReason, ToolCallStatus, ToolCallUpdate, ToolCallUpdateFields,
};
use agent_client_protocol::{Client, Error, ErrorCode};
use nub_agent::{Decision, Input, Outcome, UiEvent};
use nub_tools::{ToolDisplay, ToolView};
use serde_json::Value;
use tokio::sync::mpsc;

use super::client::ClientCaps;
use super::prompt;
use super::session::{Session, stopped};
use super::updates;

const ALLOW_ONCE: &str = "allow_once";
const ALLOW_ALWAYS: &str = "allow_always";
const REJECT_ONCE: &str = "reject_once";

/// Runs one prompt to its end; the answer is the stop reason, or an error
/// when the provider failed or no model can be used (the message says what
/// to do).
pub async fn prompt(
    session: &Session,
    blocks: Vec<ContentBlock>,
    cx: &ConnectionTo<Client>,
    client: ClientCaps,
) -> Result<PromptResponse, Error> {
    let mut running = session.running.try_lock().map_err(|_| {
        Error::new(
            ErrorCode::INVALID_REQUEST,
            "a prompt is already running in this session; wait for its answer or cancel it (session/cancel)",
        )
    })?;
    let notify = |update| cx.send_notification(SessionNotification::new(session.id.clone(), update));
    if running.is_none() {
        for warning in session.start(&mut running).await? {
            notify(client.notice(NoticeSeverity::Warning, warning))?;
        }
        notify(SessionUpdate::ConfigOptionUpdate(ConfigOptionUpdate::new(session.config_options())))?;
    }
    let Some(running) = running.as_mut() else { return Err(stopped()) };
    let (model, sees_images) = session.model();
    let input = prompt::input(blocks, sees_images, &model, session.commands())?;
    running.inputs.send(input).await.map_err(|_| stopped())?;
    let mut fold = Fold {
        session,
        cx,
        client,
        inputs: running.inputs.clone(),
        calls: HashMap::new(),
        pending: None,
        output: HashMap::new(),
        stop: None,
        compaction: None,
    };
    loop {
        let event = running.events.recv().await.ok_or_else(stopped)?;
        match fold.event(event) {
            Ok(None) => {}
            Ok(Some(answer)) => return answer,
            Err(error) => {
                // The client cannot be told any more: stop the run, keep the session.
                let _ = running.inputs.send(Input::Cancel).await;
                return Err(error);
            }
        }
    }
}

/// Characters of a running command's output an update carries at most
/// (about the tail a result keeps).
const LIVE_OUTPUT: usize = 16_000;

/// Compaction ids, unique within the process and so within each session.
static COMPACTIONS: AtomicU64 = AtomicU64::new(1);

struct Fold<'a> {
    session: &'a Session,
    cx: &'a ConnectionTo<Client>,
    client: ClientCaps,
    /// The loop's inputs, for answers to permission questions.
    inputs: mpsc::Sender<Input>,
    /// Each call's tool and input: the finished call's diff is built from them.
    calls: HashMap<String, Value>,
    /// A call announced as pending that has not been seen running yet.
    pending: Option<String>,
    /// Bash output so far, per call: ACP replaces a call's content on update.
    output: HashMap<String, String>,
    /// How the last model answer ended (a refusal is a completed run).
    stop: Option<nub_llm::StopReason>,
    /// The id of a compaction that started and has not ended.
    compaction: Option<String>,
}

impl Fold<'_> {
    fn notify(&self, update: SessionUpdate) -> Result<(), Error> {
        self.cx.send_notification(SessionNotification::new(self.session.id.clone(), update))
    }

    fn event(&mut self, event: UiEvent) -> Result<Option<Result<PromptResponse, Error>>, Error> {
        // A call is pending until it runs: right away, or after the user allowed it.
        if let Some(id) = self.pending.take()
            && !matches!(&event, UiEvent::PermissionAsk { id: asked, .. } if *asked == id)
        {
            self.notify(updates::status(&id, ToolCallStatus::InProgress))?;
        }
        match event {
            UiEvent::RunStart { .. }
            | UiEvent::TurnStart { .. }
            | UiEvent::ModelChanged { .. }
            | UiEvent::EffortChanged { .. }
            | UiEvent::ModeChanged { .. }
            | UiEvent::Rewound { .. }
            | UiEvent::Attached { .. }
            // A subagent is its `task` call: its tools arrive as that call's
            // output (streamed content), its answer as the call's result.
            | UiEvent::SubagentStart { .. }
            | UiEvent::Subagent { .. }
            | UiEvent::SubagentEnd { .. } => {}
            UiEvent::TextDelta { text } => self.notify(updates::agent_text(text))?,
            UiEvent::ThinkingDelta { text } => self.notify(updates::agent_thought(text))?,
            UiEvent::Retry { attempt, delay_ms, reason } => {
                tracing::info!(attempt, delay_ms, %reason, "acp: the provider is asked again");
                // Only as a notice: in the answer's text it would stay there.
                if self.client.notices {
                    let message =
                        format!("{reason}; asking again in {:.1} s (attempt {attempt})", delay_ms as f64 / 1000.0);
                    self.notify(self.client.notice(NoticeSeverity::Info, message))?;
                }
            }
            UiEvent::TurnEnd { stop, .. } => self.stop = Some(stop),
            UiEvent::ToolStart { id, name, input, display } => {
                let call = updates::tool_call(&id, &name, &input, &display, &self.session.cwd, ToolCallStatus::Pending);
                self.notify(SessionUpdate::ToolCall(call))?;
                self.calls.insert(id.clone(), input);
                self.pending = Some(id);
            }
            UiEvent::PermissionAsk { id, tool, input, reason, display, preview } => {
                self.ask(id, &tool, input, &reason, &display, &preview)?
            }
            UiEvent::ToolOutput { id, chunk } => {
                // ACP replaces a call's content: each update carries the
                // output so far, its end only once it is long.
                let so_far = self.output.entry(id.clone()).or_default();
                so_far.push_str(&chunk);
                if so_far.len() > 2 * LIVE_OUTPUT {
                    let mut cut = so_far.len() - LIVE_OUTPUT;
                    while !so_far.is_char_boundary(cut) {
                        cut += 1;
                    }
                    so_far.replace_range(..cut, "…");
                }
                let fields = ToolCallUpdateFields::new().content(vec![updates::content(updates::fenced(so_far))]);
                self.notify(SessionUpdate::ToolCallUpdate(ToolCallUpdate::new(id, fields)))?;
            }
            UiEvent::ToolEnd { id, is_error, summary, view, .. } => {
                self.output.remove(&id);
                let input = self.calls.remove(&id).unwrap_or(Value::Null);
                if let ToolView::Todo { items } = &view {
                    self.notify(updates::plan(items))?;
                }
                let status = if is_error { ToolCallStatus::Failed } else { ToolCallStatus::Completed };
                let content = updates::finished_content(&input, &self.session.cwd, &view, &summary);
                let fields = ToolCallUpdateFields::new().status(status).content(content);
                self.notify(SessionUpdate::ToolCallUpdate(ToolCallUpdate::new(id, fields)))?;
            }
            // ACP has no steering (a prompt waits for the last one); should the
            // loop report one, the editor shows it as the user's words.
            UiEvent::Steered { text } => self.notify(updates::user_text(text))?,
            // `/undo`: the files changed on disk (the editor's watcher sees
            // them); the answer says which.
            UiEvent::Restored { files, notes, .. } => {
                self.notify(updates::agent_text(updates::restored(&files, &notes)))?
            }
            UiEvent::Warning { message } => self.notify(self.client.notice(NoticeSeverity::Warning, message))?,
            UiEvent::Hook { event, command, outcome, duration_ms, message } => {
                tracing::info!(%event, %command, ?outcome, duration_ms, %message, "acp: hook");
                if outcome != nub_agent::HookOutcome::Ok {
                    let message = format!("{event} hook {command:?}: {outcome:?}: {message}");
                    self.notify(self.client.notice(NoticeSeverity::Warning, message))?;
                }
            }
            UiEvent::CompactionStart { tokens_before, .. } => {
                let id = format!("compaction-{}", COMPACTIONS.fetch_add(1, Ordering::Relaxed));
                if self.client.compaction {
                    self.notify(SessionUpdate::CompactionUpdate(compaction(&id, CompactionStatus::InProgress)))?;
                } else {
                    let message = format!("compacting ~{tokens_before} tokens of history into a summary");
                    self.notify(self.client.notice(NoticeSeverity::Info, message))?;
                }
                self.compaction = Some(id);
            }
            UiEvent::CompactionEnd { tokens_after, fallback, .. } => {
                let id = self.compaction.take().unwrap_or_default();
                if self.client.compaction {
                    self.notify(SessionUpdate::CompactionUpdate(compaction(&id, CompactionStatus::Completed)))?;
                } else {
                    let how = if fallback { " (made without the model: the task ledger)" } else { "" };
                    let message = format!("compacted to ~{tokens_after} tokens{how}");
                    self.notify(self.client.notice(NoticeSeverity::Info, message))?;
                }
            }
            UiEvent::RunEnd { outcome, .. } => {
                if let Some(id) = self.compaction.take()
                    && self.client.compaction
                {
                    let update = match &outcome {
                        Outcome::Failed { message, .. } => {
                            compaction(&id, CompactionStatus::Failed).error(message.clone())
                        }
                        Outcome::Completed | Outcome::Cancelled | Outcome::Limit { .. } => {
                            compaction(&id, CompactionStatus::Cancelled)
                        }
                    };
                    self.notify(SessionUpdate::CompactionUpdate(update))?;
                }
                return Ok(Some(self.finish(outcome)));
            }
        }
        Ok(None)
    }

    fn finish(&self, outcome: Outcome) -> Result<PromptResponse, Error> {
        let reason = match outcome {
            Outcome::Completed => match self.stop {
                Some(nub_llm::StopReason::ContentFilter) => StopReason::Refusal,
                Some(nub_llm::StopReason::MaxTokens) => StopReason::MaxTokens,
                Some(nub_llm::StopReason::EndTurn | nub_llm::StopReason::ToolUse) | None => StopReason::EndTurn,
            },
            Outcome::Cancelled => StopReason::Cancelled,
            Outcome::Limit { message, .. } => {
                self.notify(self.client.notice(NoticeSeverity::Warning, message))?;
                StopReason::MaxTurnRequests
            }
            Outcome::Failed { message, .. } => return Err(Error::new(ErrorCode::INTERNAL_ERROR, message)),
        };
        Ok(PromptResponse::new(reason))
    }

    /// Asks the editor on a task of its own, so the fold goes on reading
    /// events (a cancel ends the question as a refusal in the loop).
    fn ask(
        &mut self,
        id: String,
        tool: &str,
        input: Value,
        reason: &str,
        display: &ToolDisplay,
        preview: &ToolView,
    ) -> Result<(), Error> {
        tracing::info!(tool, reason, "acp: asking the client");
        // The same preview the terminal shows: the diff a write or edit
        // would make, a command's every line.
        let fields = ToolCallUpdateFields::new()
            .title(updates::title(tool, display))
            .kind(updates::kind(display))
            .status(ToolCallStatus::Pending)
            .locations(updates::locations(display, &self.session.cwd))
            .content(updates::preview_content(&input, &self.session.cwd, preview))
            .raw_input(input);
        let options = vec![
            PermissionOption::new(ALLOW_ONCE, "Allow once", PermissionOptionKind::AllowOnce),
            PermissionOption::new(ALLOW_ALWAYS, format!("Always allow {tool}"), PermissionOptionKind::AllowAlways),
            PermissionOption::new(REJECT_ONCE, "Reject", PermissionOptionKind::RejectOnce),
        ];
        let request =
            RequestPermissionRequest::new(self.session.id.clone(), ToolCallUpdate::new(id.clone(), fields), options);
        let cx = self.cx.clone();
        let inputs = self.inputs.clone();
        let session_id = self.session.id.clone();
        self.cx.spawn(async move {
            let decision = match cx.send_request(request).block_task().await {
                Ok(response) => match response.outcome {
                    RequestPermissionOutcome::Selected(selected) => match &*selected.option_id.0 {
                        ALLOW_ONCE => Decision::AllowOnce,
                        ALLOW_ALWAYS => Decision::AllowAlways,
                        _ => Decision::Deny,
                    },
                    RequestPermissionOutcome::Cancelled => Decision::Deny,
                    _ => Decision::Deny,
                },
                Err(error) => {
                    tracing::warn!(%error, "acp: the permission request failed; the call is refused");
                    Decision::Deny
                }
            };
            if decision != Decision::Deny {
                let update = updates::status(&id, ToolCallStatus::InProgress);
                cx.send_notification(SessionNotification::new(session_id, update))?;
            }
            // After a cancel nobody waits for the answer any more.
            let _ = inputs.send(Input::Answer { id, decision }).await;
            Ok(())
        })
    }
}

/// A compaction's state, for clients that track compactions.
fn compaction(id: &str, status: CompactionStatus) -> CompactionUpdate {
    CompactionUpdate::new(id.to_owned(), status)
}
