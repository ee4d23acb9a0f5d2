//! Compaction inside a run: on request (`Input::Compact`, a run of its
//! own) and when the window fills (`compact`, between turns).

use super::Run;
use crate::budget::{self, Target};
use crate::control::Control;
use crate::event::{CompactionReason, FailureKind, Outcome, UiEvent};
use crate::hooks::HookEvent;

impl Run<'_> {
    /// `Input::Compact`: a run of its own, so a client knows when it is
    /// over (nothing to compact is a warning and a completed run).
    pub(super) async fn compact_now(&mut self, focus: Option<String>, control: &mut Control<'_>) -> Outcome {
        let prompt = match &focus {
            Some(focus) => format!("/compact {focus}"),
            None => "/compact".to_owned(),
        };
        control.emit(UiEvent::RunStart { session: self.session.session.id.to_string(), prompt }).await;
        match self.compact(CompactionReason::Requested, focus, control).await {
            Ok(_) if control.cancel.is_cancelled() => Outcome::Cancelled,
            Ok(_) => Outcome::Completed,
            Err(outcome) => outcome,
        }
    }

    /// Compacts while still listening to the user: a cancel during the
    /// (possibly slow) summarizing request stops it, the session unchanged.
    pub(super) async fn compact(
        &mut self,
        reason: CompactionReason,
        focus: Option<String>,
        control: &mut Control<'_>,
    ) -> Result<bool, Outcome> {
        let trigger = if reason == CompactionReason::Requested { "manual" } else { "auto" };
        let site = self.hook_site();
        control.fire_hooks(self.config.hooks.as_ref(), HookEvent::PreCompact { trigger: trigger.into() }, &site).await;
        let target = Target {
            session: self.session,
            provider: self.provider,
            tools: self.tools,
            config: self.config,
            window: self.budget.window,
        };
        let (events, cancel) = (control.events, control.cancel.clone());
        let work = budget::compact(target, reason, focus, events, &cancel);
        tokio::pin!(work);
        let done = loop {
            tokio::select! {
                done = &mut work => break done,
                input = control.inputs.recv(), if !control.inputs_closed => control.on_input(input),
            }
        };
        match done {
            Ok(done) => Ok(done.is_some()),
            Err(message) => Err(Outcome::Failed { kind: FailureKind::Session, message }),
        }
    }
}
