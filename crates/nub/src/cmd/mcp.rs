//! `nub mcp`: every configured server with its status, its tools and what
//! they cost — connected the way a run connects them.

use nub_mcp::ServerStatus;

use crate::exit::Failure;
use crate::{cmd, ui};

pub async fn show(profile: Option<String>) -> Result<(), Failure> {
    let ws = cmd::workspace()?;
    let connected = nub_runtime::Parts::connect_mcp(&ws, profile.as_deref())?.ready().await;
    let text = render(&connected, &ws.repo_root);
    ui::report(&text).map_err(Failure::error)?;
    for warning in connected.warnings.iter().filter(|w| !w.contains(" dropped: ")) {
        ui::error(warning);
    }
    Ok(())
}

fn render(connected: &nub_mcp::Connected, repo_root: &std::path::Path) -> String {
    if connected.servers.is_empty() {
        return format!(
            "no [[mcp]] servers configured (~/.config/nub/config.toml, {}/.nub/config.toml)\n",
            repo_root.display()
        );
    }
    let mut text = String::new();
    let mut total = 0;
    for server in &connected.servers {
        let status = match &server.status {
            ServerStatus::Connected => format!(
                "connected in {} ms, {} tool(s), ~{} tokens",
                server.elapsed.as_millis(),
                server.tools.len(),
                server.tokens
            ),
            ServerStatus::Failed(why) => format!("failed: {why}"),
            ServerStatus::Skipped(why) => format!("not started: {why}"),
        };
        total += server.tokens;
        text.push_str(&format!("{}  {status}\n", server.name));
        for tool in &server.tools {
            text.push_str(&format!("  {tool}\n"));
        }
    }
    text.push_str(&format!("total: ~{total} tokens of MCP tool definitions on every request\n"));
    text
}
