//! What the loop changes between runs: the head of the session tree
//! (rewind), labels and bookmarks, the session's title, the model.

use super::Loop;
use crate::event::UiEvent;

impl Loop {
    /// Moves the head to `query`'s node; its full id.
    pub(super) fn rewind(&mut self, query: &str) -> Result<String, String> {
        let node = self.session.resolve_node(query).map_err(|e| e.to_string())?;
        self.session.branch(&node).map_err(|e| e.to_string())?;
        self.session.sync().map_err(|e| e.to_string())?;
        tracing::info!(%node, "rewound");
        Ok(node.to_string())
    }

    pub(super) fn mark(&mut self, query: &str, label: Option<String>, bookmark: Option<bool>) -> Result<(), String> {
        let node = self.session.resolve_node(query).map_err(|e| e.to_string())?;
        if let Some(label) = label {
            let label = Some(label.trim().to_owned()).filter(|l| !l.is_empty());
            self.session.set_label(&node, label).map_err(|e| e.to_string())?;
        }
        if let Some(bookmark) = bookmark {
            self.session.set_bookmark(&node, bookmark).map_err(|e| e.to_string())?;
        }
        self.session.sync().map_err(|e| e.to_string())
    }

    pub(super) fn store_title(&mut self, title: Option<String>) {
        if let Some(title) = title
            && let Err(error) = self.session.set_title(&title)
        {
            tracing::warn!(%error, "cannot store the session title");
        }
    }

    pub(super) fn set_model(&mut self, endpoint: Option<&str>, model: &str) -> UiEvent {
        let Some(switch) = &self.switch else {
            return UiEvent::Warning { message: "this interface cannot switch models".into() };
        };
        match switch.switch(&self.endpoint, endpoint, model) {
            Ok(switched) => {
                tracing::info!(endpoint = %switched.endpoint, model = %switched.model, "model switched");
                self.provider = switched.provider;
                self.endpoint = switched.endpoint.clone();
                self.config.model = switched.model.clone();
                UiEvent::ModelChanged { endpoint: switched.endpoint, model: switched.model }
            }
            Err(message) => UiEvent::Warning { message: format!("model not switched: {message}") },
        }
    }
}
