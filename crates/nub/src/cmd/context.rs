//! `nub context`: every part of the system prompt with its origin and token
//! cost, and every tool definition the first request carries — taken from
//! the same start-up a run uses (skills, MCP tools, denied tools left out).

use nub_config::FlagOverrides;
use nub_runtime::{Parts, PartsOptions};

use crate::exit::Failure;
use crate::{cmd, ui};

pub async fn show(flags: FlagOverrides) -> Result<(), Failure> {
    let ws = cmd::workspace_with(&flags)?;
    let connecting = Parts::connect_mcp(&ws, flags.profile.as_deref())?;
    // A report never asks anything: `ask` tools are listed like the rest.
    let options = PartsOptions { profile: flags.profile.clone(), can_ask: true, ..PartsOptions::default() };
    let parts = Parts::assemble(&ws, connecting, &options).await?;
    let text = nub_runtime::report::context(&parts.context, &parts.tool_costs());
    ui::report(&text).map_err(Failure::error)?;
    for warning in &parts.warnings {
        ui::error(&warning.to_string());
    }
    Ok(())
}
