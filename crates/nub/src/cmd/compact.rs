//! `nub compact [-r ID] [--focus TEXT]`: summarize the older part of a
//! stored session now; the next `nub -c` starts from the summary.

use nub_config::FlagOverrides;
use nub_runtime::SessionChoice;

use crate::exit::Failure;
use crate::{cmd, ui};

pub async fn run(session: SessionChoice, focus: Option<String>, flags: FlagOverrides) -> Result<(), Failure> {
    let ws = cmd::workspace_with(&flags)?;
    if let Some(warning) = ws.trust_warning() {
        ui::error(&warning);
    }
    let text = match nub_runtime::compact_session(&ws, &flags, &session, focus).await? {
        None => "nothing to compact: the session is shorter than what is kept verbatim\n".to_owned(),
        Some(done) => {
            let how = match &done.fallback_reason {
                None => "summarized by the model".to_owned(),
                Some(why) => format!("summarized without the model ({why}); the task ledger is kept"),
            };
            format!(
                "compacted: {} messages into a summary ({how}), {} kept verbatim; ~{} → ~{} tokens; summary node {}\n",
                done.summarized, done.kept, done.tokens_before, done.tokens_after, done.summary_node
            )
        }
    };
    ui::report(&text).map_err(Failure::error)
}
