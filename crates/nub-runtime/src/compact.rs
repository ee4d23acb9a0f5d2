//! `nub compact`: compacting a stored session without a new prompt, with
//! the same provider, window and settings a run would use.

use nub_agent::compact::{self, CompactError, Compacted, Options};
use nub_config::FlagOverrides;
use tokio_util::sync::CancellationToken;

use crate::error::StartError;
use crate::provider::provider_for;
use crate::session::{SessionChoice, open_session};
use crate::start::compaction_settings;
use crate::window::window_for_run;
use crate::workspace::Workspace;

/// Compacts the session `choice` names (the latest by default). `Ok(None)`:
/// there was nothing old enough to summarize.
pub async fn compact_session(
    ws: &Workspace,
    flags: &FlagOverrides,
    choice: &SessionChoice,
    focus: Option<String>,
) -> Result<Option<Compacted>, StartError> {
    let endpoint = ws.endpoint(flags)?;
    let provider = provider_for(&endpoint, &ws.env)?;
    let (mut session, _) = open_session(&ws.sessions(), &ws.cwd, choice, None)?;
    let window = window_for_run(ws, &endpoint, provider.caps().max_context).await.tokens as usize;
    let settings = compaction_settings(ws, &endpoint)?;
    let (summarizer, model) = settings.summarizer.unwrap_or((provider, endpoint.model.value.clone()));
    let options = Options {
        model,
        keep_recent_tokens: compact::keep_recent_for_window(settings.keep_recent_tokens, window),
        input_budget: compact::input_budget_for_window(window),
        focus,
        // Without a run there are no MCP tools: their stored calls show their input.
        tools: std::sync::Arc::new(nub_tools::ToolRegistry::builtin()),
    };
    match compact::compact(&mut session, summarizer.as_ref(), &options, &CancellationToken::new()).await {
        Ok(done) => Ok(Some(done)),
        Err(CompactError::NothingToCompact(_) | CompactError::Cancelled) => Ok(None),
        Err(CompactError::Session(error)) => Err(StartError::Session(error)),
    }
}
