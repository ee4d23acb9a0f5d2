//! `nub context`: every part of the system prompt with its origin and token
//! cost, and every tool definition the first request carries — taken from
//! the same start-up a run uses (skills, MCP tools, denied tools left out).

use nub_config::FlagOverrides;
use nub_context::PartKind;
use nub_runtime::{Parts, PartsOptions};

use crate::exit::Failure;
use crate::{cmd, ui};

pub async fn show(flags: FlagOverrides) -> Result<(), Failure> {
    let ws = cmd::workspace_with(&flags)?;
    let connecting = Parts::connect_mcp(&ws, flags.profile.as_deref())?;
    // A report never asks anything: `ask` tools are listed like the rest.
    let options = PartsOptions { profile: flags.profile.clone(), can_ask: true, ..PartsOptions::default() };
    let parts = Parts::assemble(&ws, connecting, &options).await?;
    let mut text = format!("{:<12} {:>7} {:>7}  origin\n", "part", "bytes", "tokens");
    for part in &parts.context.parts {
        let kind = match part.kind {
            PartKind::Base => "base prompt",
            PartKind::Environment => "environment",
            PartKind::File => "file",
            PartKind::Skills => "skills",
        };
        let cut = if part.truncated { "  (truncated)" } else { "" };
        text.push_str(&format!("{kind:<12} {:>7} {:>7}  {}{cut}\n", part.text.len(), part.tokens, part.origin));
    }
    let tools = parts.tool_costs();
    let tool_tokens: usize = tools.iter().map(|t| t.tokens).sum();
    for tool in &tools {
        text.push_str(&format!("{:<12} {:>7} {:>7}  tool {}\n", "tool", tool.bytes, tool.tokens, tool.name));
    }
    text.push_str(&format!(
        "total: {} tokens ({} system prompt, {tool_tokens} tool definitions), estimated at ~4 characters per token\n",
        parts.context.tokens() + tool_tokens,
        parts.context.tokens()
    ));
    ui::report(&text).map_err(Failure::error)?;
    for warning in &parts.warnings {
        ui::error(&warning.to_string());
    }
    Ok(())
}
