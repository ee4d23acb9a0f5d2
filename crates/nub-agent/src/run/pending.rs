//! Tools that start in the background (MCP servers): waited for at the
//! first prompt that needs them, or taken as soon as they are up.

use std::collections::VecDeque;

use tokio::sync::mpsc;

use super::Loop;
use crate::event::UiEvent;
use crate::input::Input;

/// How a wait for tools still starting ended.
pub(super) enum Waited {
    Ready,
    Cancelled,
    Quit,
}

impl Loop {
    /// Waits for tools still starting, passing other input on; they then
    /// replace the loop's tools and policy.
    pub(super) async fn take_pending_tools(
        &mut self,
        inputs: &mut mpsc::Receiver<Input>,
        events: &mpsc::Sender<UiEvent>,
        queued: &mut VecDeque<Input>,
    ) -> Waited {
        let Some(mut pending) = self.pending.take() else { return Waited::Ready };
        let ready = match futures_util::FutureExt::now_or_never(&mut pending.ready) {
            Some(ready) => ready,
            None => {
                let _ = events.send(UiEvent::Warning { message: pending.waiting.clone() }).await;
                loop {
                    tokio::select! {
                        ready = &mut pending.ready => break ready,
                        input = inputs.recv() => match input {
                            Some(Input::Cancel) => {
                                self.pending = Some(pending);
                                return Waited::Cancelled;
                            }
                            Some(Input::Quit) | None => return Waited::Quit,
                            Some(other) => queued.push_back(other),
                        },
                    }
                }
            }
        };
        self.install_tools(ready, events).await;
        Waited::Ready
    }

    /// Tools that were starting replace the ones the loop began with.
    pub(super) async fn install_tools(&mut self, ready: crate::config::ToolsReady, events: &mpsc::Sender<UiEvent>) {
        for message in ready.warnings {
            let _ = events.send(UiEvent::Warning { message }).await;
        }
        self.config.policy = ready.policy;
        self.tools = super::with_task(ready.tools, &self.config);
        self.keep.push(ready.keep);
        if let Some(prompts) = ready.prompts {
            self.prompts = Some(prompts);
        }
    }
}
