//! `session/prompt`: the prompt goes into the session's loop, and the loop's
//! `UiEvent`s fold into `session/update` notifications until `RunEnd`
//! decides the answer's stop reason. Permission questions become
//! `session/request_permission` requests whose answers go back as
//! `Input::Answer`.

use std::collections::HashMap;

use agent_client_protocol::v1::ConnectionTo;
use agent_client_protocol::v1::schema::{
    ContentBlock, EmbeddedResourceResource, Notice, NoticeSeverity, PermissionOption, PermissionOptionKind,
    PromptResponse, RequestPermissionOutcome, RequestPermissionRequest, SessionNotification, SessionUpdate, StopReason,
    ToolCallStatus, ToolCallUpdate, ToolCallUpdateFields,
};
use agent_client_protocol::{Client, Error, ErrorCode};
use nub_agent::{Decision, Input, Outcome, UiEvent};
use nub_tools::ToolView;
use serde_json::Value;

use super::session::{Session, stopped};
use super::updates;

const ALLOW_ONCE: &str = "allow_once";
const ALLOW_ALWAYS: &str = "allow_always";
const REJECT_ONCE: &str = "reject_once";

/// Runs one prompt to its end; the answer is the stop reason, or an error
/// when the provider failed (the message says what to do).
pub async fn prompt(
    session: &Session,
    blocks: Vec<ContentBlock>,
    cx: &ConnectionTo<Client>,
) -> Result<PromptResponse, Error> {
    let text = prompt_text(blocks)?;
    let mut running = session.running.try_lock().map_err(|_| {
        Error::new(
            ErrorCode::INVALID_REQUEST,
            "a prompt is already running in this session; wait for its answer or cancel it (session/cancel)",
        )
    })?;
    session.inputs.send(Input::prompt(text)).await.map_err(|_| stopped())?;
    let mut fold = Fold { session, cx, calls: HashMap::new(), pending: None, output: HashMap::new(), stop: None };
    loop {
        let event = running.events.recv().await.ok_or_else(stopped)?;
        match fold.event(event) {
            Ok(None) => {}
            Ok(Some(answer)) => return answer,
            Err(error) => {
                // The client cannot be told any more: stop the run, keep the session.
                let _ = session.inputs.send(Input::Cancel).await;
                return Err(error);
            }
        }
    }
}

/// The user message: text as it is, attached files (embedded resources)
/// inline with their path, links as paths the model can read.
fn prompt_text(blocks: Vec<ContentBlock>) -> Result<String, Error> {
    let mut parts = Vec::new();
    for block in blocks {
        match block {
            ContentBlock::Text(text) => parts.push(text.text),
            ContentBlock::ResourceLink(link) => parts.push(format!("@{}", file_path(&link.uri))),
            ContentBlock::Resource(resource) => match resource.resource {
                EmbeddedResourceResource::TextResourceContents(file) => {
                    parts.push(format!("Contents of {}:\n```\n{}\n```", file_path(&file.uri), file.text.trim_end()))
                }
                EmbeddedResourceResource::BlobResourceContents(blob) => {
                    parts.push(format!("(binary attachment {} left out)", file_path(&blob.uri)))
                }
                other => parts.push(format!("(attachment {other:?} left out: unknown kind)")),
            },
            ContentBlock::Image(_) | ContentBlock::Audio(_) => {
                return Err(Error::new(
                    ErrorCode::INVALID_PARAMS,
                    "nub acp takes text, files and links; images and audio are not supported yet",
                ));
            }
            other => parts.push(format!("(content {other:?} left out: unknown kind)")),
        }
    }
    let text = parts.join("\n\n");
    if text.trim().is_empty() {
        return Err(Error::new(ErrorCode::INVALID_PARAMS, "the prompt is empty"));
    }
    Ok(text)
}

fn file_path(uri: &str) -> &str {
    uri.strip_prefix("file://").unwrap_or(uri)
}

struct Fold<'a> {
    session: &'a Session,
    cx: &'a ConnectionTo<Client>,
    /// Each call's tool and input: the finished call's diff is built from them.
    calls: HashMap<String, (String, Value)>,
    /// A call announced as pending that has not been seen running yet.
    pending: Option<String>,
    /// Bash output so far, per call: ACP replaces a call's content on update.
    output: HashMap<String, String>,
    /// How the last model answer ended (a refusal is a completed run).
    stop: Option<nub_llm::StopReason>,
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
            | UiEvent::Attached { .. } => {}
            UiEvent::TextDelta { text } => self.notify(updates::agent_text(text))?,
            UiEvent::ThinkingDelta { text } => self.notify(updates::agent_thought(text))?,
            UiEvent::Retry { attempt, delay_ms, reason } => {
                tracing::info!(attempt, delay_ms, %reason, "acp: the provider is asked again");
            }
            UiEvent::TurnEnd { stop, .. } => self.stop = Some(stop),
            UiEvent::ToolStart { id, name, input } => {
                let call = updates::tool_call(&id, &name, &input, &self.session.cwd, ToolCallStatus::Pending);
                self.notify(SessionUpdate::ToolCall(call))?;
                self.calls.insert(id.clone(), (name, input));
                self.pending = Some(id);
            }
            UiEvent::PermissionAsk { id, tool, input, reason } => self.ask(id, &tool, input, &reason)?,
            UiEvent::ToolOutput { id, chunk } => {
                let so_far = self.output.entry(id.clone()).or_default();
                so_far.push_str(&chunk);
                let fields = ToolCallUpdateFields::new().content(vec![updates::content(format!("```\n{so_far}\n```"))]);
                self.notify(SessionUpdate::ToolCallUpdate(ToolCallUpdate::new(id, fields)))?;
            }
            UiEvent::ToolEnd { id, name, is_error, summary, view, .. } => {
                self.output.remove(&id);
                let input = self.calls.remove(&id).map(|(_, input)| input).unwrap_or(Value::Null);
                if let ToolView::Todo { items } = &view {
                    self.notify(updates::plan(items))?;
                }
                let status = if is_error { ToolCallStatus::Failed } else { ToolCallStatus::Completed };
                let content = updates::finished_content(&name, &input, &self.session.cwd, &view, &summary);
                let fields = ToolCallUpdateFields::new().status(status).content(content);
                self.notify(SessionUpdate::ToolCallUpdate(ToolCallUpdate::new(id, fields)))?;
            }
            // ACP has no steering (a prompt waits for the last one); should the
            // loop report one, the editor shows it as the user's words.
            UiEvent::Steered { text } => self.notify(updates::user_text(text))?,
            UiEvent::Warning { message } => self.notify(notice(NoticeSeverity::Warning, message))?,
            UiEvent::CompactionStart { tokens_before, .. } => {
                let message = format!("compacting ~{tokens_before} tokens of history into a summary");
                self.notify(notice(NoticeSeverity::Info, message))?;
            }
            UiEvent::CompactionEnd { tokens_after, fallback, .. } => {
                let how = if fallback { " (made without the model: the task ledger)" } else { "" };
                let message = format!("compacted to ~{tokens_after} tokens{how}");
                self.notify(notice(NoticeSeverity::Info, message))?;
            }
            UiEvent::RunEnd { outcome } => return Ok(Some(self.finish(outcome))),
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
                self.notify(notice(NoticeSeverity::Warning, message))?;
                StopReason::MaxTurnRequests
            }
            Outcome::Failed { message, .. } => return Err(Error::new(ErrorCode::INTERNAL_ERROR, message)),
        };
        Ok(PromptResponse::new(reason))
    }

    /// Asks the editor on a task of its own, so the fold goes on reading
    /// events (a cancel ends the question as a refusal in the loop).
    fn ask(&mut self, id: String, tool: &str, input: Value, reason: &str) -> Result<(), Error> {
        tracing::info!(tool, reason, "acp: asking the client");
        let fields = ToolCallUpdateFields::new()
            .title(updates::title(tool, &input))
            .kind(updates::kind(tool))
            .status(ToolCallStatus::Pending)
            .raw_input(input);
        let options = vec![
            PermissionOption::new(ALLOW_ONCE, "Allow once", PermissionOptionKind::AllowOnce),
            PermissionOption::new(ALLOW_ALWAYS, format!("Always allow {tool}"), PermissionOptionKind::AllowAlways),
            PermissionOption::new(REJECT_ONCE, "Reject", PermissionOptionKind::RejectOnce),
        ];
        let request =
            RequestPermissionRequest::new(self.session.id.clone(), ToolCallUpdate::new(id.clone(), fields), options);
        let cx = self.cx.clone();
        let inputs = self.session.inputs.clone();
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

pub fn notice(severity: NoticeSeverity, message: String) -> SessionUpdate {
    SessionUpdate::Notice(Notice::new(severity, message))
}

#[cfg(test)]
mod tests {
    use super::*;
    use agent_client_protocol::v1::schema::{EmbeddedResource, ResourceLink, TextResourceContents};

    #[test]
    fn attachments_become_part_of_the_prompt() {
        let blocks = vec![
            updates::text("explain"),
            ContentBlock::ResourceLink(ResourceLink::new("lib.rs", "file:///r/lib.rs")),
            ContentBlock::Resource(EmbeddedResource::new(EmbeddedResourceResource::TextResourceContents(
                TextResourceContents::new("fn main() {}\n", "file:///r/main.rs"),
            ))),
        ];
        let text = prompt_text(blocks).unwrap();
        assert_eq!(text, "explain\n\n@/r/lib.rs\n\nContents of /r/main.rs:\n```\nfn main() {}\n```");
    }

    #[test]
    fn an_empty_prompt_is_refused() {
        assert!(prompt_text(vec![updates::text("  ")]).is_err());
    }
}
