//! Asking the user: whether a call may run (D-11), and whether one the
//! sandbox refused may run once outside it.

use std::sync::Arc;

use nub_tools::{Policy, ToolDisplay, ToolEnv, ToolResult, ToolView};

use super::{Call, Executor};
use crate::checkpoint;
use crate::control::Control;
use crate::event::UiEvent;
use crate::input::Decision;

impl Executor {
    /// A call the sandbox refused: the user may let it run once outside the
    /// sandbox (TUI, ACP; print mode never asks, see `Policy::escape_asks`).
    /// Every escape is asked for, whatever was allowed before.
    pub(super) async fn escape(
        &self,
        control: &mut Control<'_>,
        call: &Call,
        refusal: &str,
        refused: ToolResult,
    ) -> ToolResult {
        let Some(tool) = self.tools.get(&call.name) else { return refused };
        self.notify(format!("nub asks whether {} may run outside the sandbox", call.name));
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

/// Asks the user whether `call` may run (D-11), unless they already allowed
/// its tool for the session. `Err` is the refusal the model reads.
pub(super) async fn ask(
    control: &mut Control<'_>,
    call: &Call,
    display: ToolDisplay,
    preview: ToolView,
) -> Result<(), String> {
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
