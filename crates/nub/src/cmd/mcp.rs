//! `nub mcp`: every configured server with its status, its tools and what
//! they cost — connected the way a run connects them.

use crate::exit::Failure;
use crate::{cmd, ui};

pub async fn show(profile: Option<String>) -> Result<(), Failure> {
    let ws = cmd::workspace()?;
    let connected = nub_runtime::Parts::connect_mcp(&ws, profile.as_deref())?.ready().await;
    let text = nub_runtime::report::mcp(&connected, &ws.repo_root);
    ui::report(&text).map_err(Failure::error)?;
    for warning in connected.warnings.iter().filter(|w| !w.contains(" dropped: ")) {
        ui::error(warning);
    }
    Ok(())
}
