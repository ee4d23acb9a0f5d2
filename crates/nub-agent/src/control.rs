//! The parts of a run that input can change while it is going: what the
//! user sends during a run is sorted here, between the loop and the
//! executor, so neither needs the other.

use std::collections::{HashMap, HashSet, VecDeque};
use std::sync::Arc;

use tokio::sync::mpsc;
use tokio_util::sync::CancellationToken;

use crate::event::UiEvent;
use crate::hooks::{HookEvent, HookSite, HookVerdict, Hooks};
use crate::input::{Decision, Input};

pub(crate) struct Control<'a> {
    pub inputs: &'a mut mpsc::Receiver<Input>,
    pub events: &'a mpsc::Sender<UiEvent>,
    pub cancel: CancellationToken,
    pub steering: Vec<String>,
    pub queued: &'a mut VecDeque<Input>,
    /// Answers to permission questions, by question id, not yet taken.
    pub answers: HashMap<String, Decision>,
    /// Tools the user allowed for the rest of the session.
    pub allowed: &'a mut HashSet<String>,
    pub quit: bool,
    pub inputs_closed: bool,
}

impl Control<'_> {
    pub fn on_input(&mut self, input: Option<Input>) {
        match input {
            Some(Input::Steer { text }) => self.steering.push(text),
            Some(Input::Cancel) => self.cancel.cancel(),
            Some(Input::Quit) => {
                self.quit = true;
                self.cancel.cancel();
            }
            Some(Input::Answer { id, decision }) => {
                self.answers.insert(id, decision);
            }
            // Applied when the run is over, in the order they came.
            Some(
                input @ (Input::Prompt { .. }
                | Input::PromptWithImages { .. }
                | Input::SetModel { .. }
                | Input::SetEffort { .. }
                | Input::Compact { .. }
                | Input::Rewind { .. }
                | Input::Mark { .. }
                | Input::Restore { .. }
                | Input::Undo { .. }
                | Input::SetMode { .. }
                | Input::Command { .. }
                | Input::ServerPrompt { .. }),
            ) => {
                self.queued.push_back(input);
            }
            // Nobody can send more; the run goes on to its end.
            None => self.inputs_closed = true,
        }
    }

    pub async fn emit(&mut self, event: UiEvent) {
        if self.events.send(event).await.is_err() {
            // The interface is gone: nobody wants the rest of this run.
            self.quit = true;
            self.cancel.cancel();
        }
    }

    /// Waits for the answer to question `id`, passing other input on.
    /// Cancelling (or losing the interface) counts as a refusal.
    pub async fn answer(&mut self, id: &str) -> Decision {
        loop {
            if let Some(decision) = self.answers.remove(id) {
                return decision;
            }
            if self.cancel.is_cancelled() || self.inputs_closed {
                return Decision::Deny;
            }
            let input = tokio::select! {
                input = self.inputs.recv() => input,
                () = self.cancel.cancelled() => continue,
            };
            self.on_input(input);
        }
    }

    /// Runs the hooks of `event` while still listening to the user, and
    /// shows each that ran. A cancel stops them (dropping their future
    /// kills the programs) and counts as no verdict.
    pub async fn fire_hooks(
        &mut self,
        hooks: Option<&Arc<dyn Hooks>>,
        event: HookEvent,
        site: &HookSite,
    ) -> HookVerdict {
        let Some(hooks) = hooks.filter(|hooks| hooks.listens(event.name())) else { return HookVerdict::default() };
        if self.cancel.is_cancelled() {
            return HookVerdict::default();
        }
        let name = event.name();
        let work = hooks.fire(event, site);
        tokio::pin!(work);
        let verdict = loop {
            tokio::select! {
                verdict = &mut work => break verdict,
                input = self.inputs.recv(), if !self.inputs_closed => self.on_input(input),
                () = self.cancel.cancelled() => return HookVerdict::default(),
            }
        };
        for run in &verdict.ran {
            self.emit(UiEvent::Hook {
                event: name.to_owned(),
                command: run.command.clone(),
                outcome: run.outcome,
                duration_ms: run.duration_ms,
                message: run.message.clone(),
            })
            .await;
        }
        verdict
    }
}
