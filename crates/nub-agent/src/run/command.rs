//! A prompt command's run (`Input::Command`): its model, effort and
//! allowed tools hold for that run only, then the session's are back.

use std::sync::Arc;

use nub_llm::Provider;
use tokio::sync::mpsc;

use super::Loop;
use crate::event::UiEvent;

/// What a command's run replaced, to put back when it ends.
pub(super) struct Saved {
    model: Option<(Arc<dyn Provider>, String, String)>,
    effort: Option<Option<nub_llm::effort::Effort>>,
    /// Tools allowed for this run only (not allowed before it).
    allowed: Vec<String>,
}

/// What a command asks of its run.
pub(super) struct Overrides {
    pub model: Option<String>,
    pub effort: Option<nub_llm::effort::Effort>,
    pub allowed_tools: Vec<String>,
}

impl Loop {
    /// Applies `overrides` for one run; a model that cannot be switched to
    /// is a warning, and the run goes on with the session's.
    pub(super) async fn apply(&mut self, overrides: Overrides, events: &mpsc::Sender<UiEvent>) -> Saved {
        let mut saved = Saved { model: None, effort: None, allowed: Vec::new() };
        if let Some(model) = overrides.model.filter(|m| *m != self.config.model) {
            let before = (Arc::clone(&self.provider), self.endpoint.clone(), self.config.model.clone());
            match self.set_model(None, &model) {
                UiEvent::ModelChanged { .. } => saved.model = Some(before),
                UiEvent::Warning { message } => {
                    let message = format!("the command's model is not used: {message}");
                    let _ = events.send(UiEvent::Warning { message }).await;
                }
                _ => {}
            }
        }
        if let Some(effort) = overrides.effort {
            saved.effort = Some(self.config.effort.replace(effort));
        }
        for tool in overrides.allowed_tools {
            if self.allowed.insert(tool.clone()) {
                saved.allowed.push(tool);
            }
        }
        saved
    }

    pub(super) fn put_back(&mut self, saved: Saved) {
        if let Some((provider, endpoint, model)) = saved.model {
            (self.provider, self.endpoint, self.config.model) = (provider, endpoint, model);
        }
        if let Some(effort) = saved.effort {
            self.config.effort = effort;
        }
        for tool in saved.allowed {
            self.allowed.remove(&tool);
        }
    }
}
