//! Starting the MCP servers of the active profile, and `nub mcp`: every
//! configured server with its status, its tools and what they cost.

use std::path::Path;

use nub_config::Config;
use nub_mcp::{Connecting, ServerStatus};

use crate::exit::Failure;
use crate::{sessions, ui};

/// Starts connecting in the background; returns at once.
pub fn start(
    config: &Config,
    profile: Option<&str>,
    env: &dyn Fn(&str) -> Option<String>,
) -> Result<Connecting, Failure> {
    let selection = nub_mcp::select(config, profile, env).map_err(Failure::config)?;
    Ok(nub_mcp::connect_all(selection.start, selection.skipped))
}

pub fn show(profile: Option<&str>) -> Result<(), Failure> {
    let cwd = sessions::cwd()?;
    let repo_root = nub_session::repo::repo_root(&cwd);
    let env = |name: &str| std::env::var(name).ok();
    let config = Config::load(&env, &repo_root).map_err(Failure::config)?;
    let runtime = tokio::runtime::Builder::new_current_thread()
        .enable_all()
        .build()
        .map_err(|e| Failure::error(format!("cannot start the async runtime: {e}")))?;
    let connected = runtime.block_on(async { Ok::<_, Failure>(start(&config, profile, &env)?.ready().await) })?;
    let text = render(&connected, &repo_root);
    ui::plain::write_out(&text).map_err(Failure::error)?;
    for warning in connected.warnings.iter().filter(|w| !w.contains(" dropped: ")) {
        ui::plain::error(warning);
    }
    drop(connected);
    Ok(())
}

fn render(connected: &nub_mcp::Connected, repo_root: &Path) -> String {
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
