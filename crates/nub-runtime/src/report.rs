//! The reports of `nub context`, `nub mcp` and `nub skills`, as text: the
//! subcommands print them and the TUI shows them as overlays (`/context`,
//! `/mcp`, `/skills`), so both say the same thing from the same values.

use nub_context::{Context, PartKind, Skills};
use nub_llm::estimate::tokens;
use nub_mcp::{Connected, ServerStatus};

use crate::parts::ToolCost;

/// Every part of the system prompt with its origin and cost, then every
/// tool definition the first request carries.
pub fn context(context: &Context, tools: &[ToolCost]) -> String {
    let mut text = format!("{:<12} {:>7} {:>7}  origin\n", "part", "bytes", "tokens");
    for part in &context.parts {
        let kind = match part.kind {
            PartKind::Base => "base prompt",
            PartKind::Environment => "environment",
            PartKind::File => "file",
            PartKind::Skills => "skills",
        };
        let cut = if part.truncated { "  (truncated)" } else { "" };
        text.push_str(&format!("{kind:<12} {:>7} {:>7}  {}{cut}\n", part.text.len(), part.tokens, part.origin));
    }
    let tool_tokens: usize = tools.iter().map(|t| t.tokens).sum();
    for tool in tools {
        text.push_str(&format!("{:<12} {:>7} {:>7}  tool {}\n", "tool", tool.bytes, tool.tokens, tool.name));
    }
    text.push_str(&format!(
        "total: {} tokens ({} system prompt, {tool_tokens} tool definitions), estimated at ~4 characters per token\n",
        context.tokens() + tool_tokens,
        context.tokens()
    ));
    text
}

/// Every configured server with its status, tools and their cost.
pub fn mcp(connected: &Connected, repo_root: &std::path::Path) -> String {
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
        for prompt in connected.prompts.iter().filter(|p| p.server == server.name).flat_map(|p| &p.prompts) {
            let usage = prompt.usage();
            let name = if usage.is_empty() { prompt.name.clone() } else { format!("{} {usage}", prompt.name) };
            text.push_str(&format!("  /{name}  (prompt: no tokens until it is run)\n"));
        }
    }
    text.push_str(&format!("total: ~{total} tokens of MCP tool definitions on every request\n"));
    text
}

/// Every skill with its origin and what it costs in the index and loaded.
pub fn skills(found: &Skills) -> String {
    let mut text = format!("{:<24} {:<8} {:>6} {:>6}  directory\n", "skill", "origin", "index", "body");
    for skill in &found.skills {
        text.push_str(&format!(
            "{:<24} {:<8} {:>6} {:>6}  {}\n",
            skill.name,
            skill.origin.label(),
            tokens(&skill.index_line()),
            skill.body_tokens,
            skill.dir.display()
        ));
    }
    let index = found.index().map_or(0, |i| tokens(&i));
    text.push_str(&format!(
        "{} skill(s); the index costs {index} tokens on every request, a body only once read_skill loads it\n",
        found.skills.len()
    ));
    text
}

/// The three reports of a started run, made once at start-up.
#[derive(Debug, Clone, Default)]
pub struct Reports {
    pub context: String,
    pub mcp: String,
    pub skills: String,
    /// What `nub sandbox` says (`/sandbox`).
    pub sandbox: String,
    /// The sandbox in a word or two, for the status line.
    pub sandbox_label: String,
}
