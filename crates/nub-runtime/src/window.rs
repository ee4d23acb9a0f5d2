//! The model's context window for a run, and where the number came from:
//! the config (`[endpoint.caps] max_context`, always wins), a window nub
//! learned from this endpoint before (a context-length error, a local
//! server's own report; `$XDG_STATE_HOME/nub/limits.json`), a local server
//! asked now (llama.cpp `/props`, Ollama `/api/show`, at most 1 s, then
//! remembered), or the model registry.

use std::path::PathBuf;
use std::sync::Arc;
use std::time::Duration;

use nub_agent::WindowLearned;
use nub_config::EndpointSettings;
use nub_llm::limits::LearnedLimits;
use nub_llm::window::{WindowSource, probe_window};

use crate::workspace::Workspace;

/// How long start-up waits for a local server to say its window.
const PROBE_TIMEOUT: Duration = Duration::from_secs(1);

#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Window {
    pub tokens: u32,
    /// "config", "learned from an error", "llama.cpp /props", "model registry", …
    pub origin: String,
    /// Stated by the user or the server, not taken from the registry or a
    /// default: a local server need not be asked.
    pub stated: bool,
}

fn limits_path(ws: &Workspace) -> Option<PathBuf> {
    limits_file(&ws.env)
}

/// `$XDG_STATE_HOME/nub/limits.json` (learned windows, refused parameters).
pub(crate) fn limits_file(env: &crate::env::Env) -> Option<PathBuf> {
    nub_config::file::state_dir(&env.lookup()).map(|dir| dir.join("limits.json"))
}

/// The window without asking anyone: config, then learned, then registry.
pub fn known_window(ws: &Workspace, endpoint: &EndpointSettings, registry: u32) -> Window {
    if let Some(tokens) = endpoint.caps.max_context {
        return Window { tokens, origin: "config [endpoint.caps] max_context".into(), stated: true };
    }
    if let Some(path) = limits_path(ws) {
        let (limits, _) = LearnedLimits::load(&path);
        if let Some(learned) = limits.get(&endpoint.name, &endpoint.model.value) {
            let origin = format!("learned ({})", learned.source.as_str());
            return Window { tokens: learned.tokens, origin, stated: true };
        }
    }
    let origin = if nub_llm::registry::knows(&endpoint.model.value) {
        "model registry"
    } else {
        "default: the model is not in nub's registry; [endpoint.caps] max_context sets it"
    };
    Window { tokens: registry, origin: origin.into(), stated: false }
}

/// `known_window`, but a local server that nub has not asked yet is asked
/// once (bounded) and its answer remembered.
pub async fn window_for_run(ws: &Workspace, endpoint: &EndpointSettings, registry: u32) -> Window {
    let known = known_window(ws, endpoint, registry);
    if known.stated || !nub_config::on_this_machine(&endpoint.base_url.value) {
        return known;
    }
    match probe_window(&endpoint.base_url.value, &endpoint.model.value, PROBE_TIMEOUT).await {
        Some((tokens, source)) => {
            remember(ws, endpoint, tokens, source);
            Window { tokens, origin: format!("learned ({})", source.as_str()), stated: true }
        }
        None => known,
    }
}

fn remember(ws: &Workspace, endpoint: &EndpointSettings, tokens: u32, source: WindowSource) {
    let Some(path) = limits_path(ws) else { return };
    let (mut limits, _) = LearnedLimits::load(&path);
    if limits.learn(&endpoint.name, &endpoint.model.value, tokens, source)
        && let Err(error) = limits.save(&path)
    {
        tracing::warn!(%error, path = %path.display(), "cannot store the learned context window");
    }
}

/// The loop's hook for a window stated in an error: stored for next time.
pub fn learned_hook(ws: &Workspace, endpoint: &EndpointSettings) -> WindowLearned {
    let (ws, endpoint) = (ws.clone(), endpoint.clone());
    Arc::new(move |tokens| remember(&ws, &endpoint, tokens, WindowSource::Error))
}
