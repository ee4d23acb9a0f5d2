//! `Input::ServerPrompt`: an MCP server's prompt, fetched at the start of
//! its run — bounded by the source's own timeout, given up on a cancel —
//! then run as a prompt. One that cannot be fetched ends the run as failed
//! with nothing sent.

use std::sync::Arc;

use super::Run;
use crate::config::ServerPrompts;
use crate::control::Control;
use crate::event::{FailureKind, Outcome, UiEvent};

impl Run<'_> {
    /// Runs the prompt `prompt` (`server:prompt`) with `args`; `name` is
    /// what the user typed, for `RunStart`.
    pub(super) async fn server_prompt(
        &mut self,
        name: String,
        prompt: &str,
        args: &str,
        source: Option<Arc<dyn ServerPrompts>>,
        control: &mut Control<'_>,
    ) -> Outcome {
        let session = self.session.session.id.to_string();
        control.emit(UiEvent::RunStart { session, prompt: name }).await;
        match fetch(source, prompt, args, control).await {
            Ok(text) => self.started_prompt(text, Vec::new(), control).await,
            Err(outcome) => outcome,
        }
    }
}

async fn fetch(
    source: Option<Arc<dyn ServerPrompts>>,
    prompt: &str,
    args: &str,
    control: &mut Control<'_>,
) -> Result<String, Outcome> {
    let failed = |message: String| Outcome::Failed { kind: FailureKind::Command, message };
    let Some(source) = source else {
        return Err(failed(format!("no MCP server offers the prompt /{prompt}")));
    };
    let fetch = source.get(prompt, args);
    tokio::pin!(fetch);
    loop {
        tokio::select! {
            fetched = &mut fetch => {
                tracing::info!(prompt, ok = fetched.is_ok(), "MCP prompt fetched");
                return match fetched {
                    Ok(text) if text.trim().is_empty() => Err(failed(format!("the prompt /{prompt} is empty"))),
                    Ok(text) => Ok(text),
                    Err(message) => Err(failed(message)),
                };
            }
            input = control.inputs.recv(), if !control.inputs_closed => {
                control.on_input(input);
                if control.cancel.is_cancelled() {
                    return Err(Outcome::Cancelled);
                }
            }
        }
    }
}
