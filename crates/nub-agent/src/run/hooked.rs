//! Where a run meets the hooks (`crate::hooks`): before the prompt goes
//! out (`session_start`, `user_prompt_submit`), when the model wants to stop
//! (`stop`), and when the loop ends (`session_end`). Tool hooks are the
//! executor's (`execute.rs`), compaction's in `Run::compact`.

use std::sync::Arc;

use tokio::sync::mpsc;

use super::{Loop, Run};
use crate::control::Control;
use crate::event::{FailureKind, Outcome, UiEvent};
use crate::hooks::{HookEvent, HookSite, Hooks};

impl Run<'_> {
    /// What every hook of this run is told besides its event.
    pub(super) fn hook_site(&self) -> HookSite {
        HookSite {
            session_id: self.session.session.id.to_string(),
            transcript_path: self.session.path().to_path_buf(),
            cwd: self.config.cwd.clone(),
        }
    }

    /// The `session_start` hooks of a session's first prompt, then the
    /// `user_prompt_submit` hooks: the text they add for the model, or the
    /// end of a run whose prompt a hook refused.
    pub(super) async fn before_prompt(&self, prompt: &str, control: &mut Control<'_>) -> Result<Vec<String>, Outcome> {
        let hooks = self.config.hooks.as_ref();
        if hooks.is_none() {
            return Ok(Vec::new());
        }
        let site = self.hook_site();
        let mut context = Vec::new();
        if let Some(source) = self.session_start {
            let verdict = control.fire_hooks(hooks, HookEvent::SessionStart { source: source.into() }, &site).await;
            context.extend(verdict.context);
        }
        let event = HookEvent::UserPromptSubmit { prompt: prompt.to_owned() };
        let verdict = control.fire_hooks(hooks, event, &site).await;
        if control.cancel.is_cancelled() {
            return Err(Outcome::Cancelled);
        }
        if let Some(reason) = verdict.block {
            return Err(Outcome::Failed {
                kind: FailureKind::Hook,
                message: format!("a user_prompt_submit hook refused the prompt, which was not sent: {reason}"),
            });
        }
        context.extend(verdict.context);
        Ok(context)
    }

    /// The `stop` hooks: the message that makes the run go on, when one
    /// blocked the stop. `active` says a stop hook already did in this run
    /// (the hook decides whether to do so again; `max_turns` bounds it).
    pub(super) async fn stop_hooks(&self, active: bool, control: &mut Control<'_>) -> Option<String> {
        self.config.hooks.as_ref()?;
        let site = self.hook_site();
        let verdict = control.fire_hooks(self.config.hooks.as_ref(), HookEvent::Stop { active }, &site).await;
        verdict
            .block
            .map(|reason| if reason.trim().is_empty() { "A stop hook asks you to go on.".into() } else { reason })
    }
}

impl Loop {
    pub(super) fn hook_site(&self) -> HookSite {
        HookSite {
            session_id: self.session.session.id.to_string(),
            transcript_path: self.session.path().to_path_buf(),
            cwd: self.config.cwd.clone(),
        }
    }
}

/// The `session_end` hooks, when the loop ends (they are shown if the
/// interface still listens).
pub(super) async fn end_session(hooks: Option<Arc<dyn Hooks>>, site: HookSite, events: &mpsc::Sender<UiEvent>) {
    let Some(hooks) = hooks.filter(|hooks| hooks.listens("session_end")) else { return };
    let verdict = hooks.fire(HookEvent::SessionEnd { reason: "exit".into() }, &site).await;
    for run in verdict.ran {
        let _ = events
            .send(UiEvent::Hook {
                event: "session_end".into(),
                command: run.command,
                outcome: run.outcome,
                duration_ms: run.duration_ms,
                message: run.message,
            })
            .await;
    }
}

/// How long the loop waits for the next prompt after a run before the
/// `notification` hooks hear that nub waits for the user (as Claude Code's
/// idle notification).
pub(super) const IDLE_NOTICE: std::time::Duration = std::time::Duration::from_secs(60);
