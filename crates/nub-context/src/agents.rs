//! Agent files: `NAME.md` files that describe a subagent the `task` tool
//! can start (Claude Code's `agents/*.md`, same format). The frontmatter
//! gives `name`, `description`, `tools` (a comma list or a list; Claude's
//! tool names are mapped), `model` (`NAME` or `ENDPOINT/NAME`), `effort`,
//! `max_turns` and `context` (`true`: the context files go with it); the
//! body is the agent's system prompt.
//!
//! Files are read the one way (`own_files`), as prompt commands are. What a
//! project's agent may do (tools beyond read-only, another endpoint) is the
//! runtime's decision (trust); this module only reads.

use std::path::{Path, PathBuf};

use nub_config::own_files::Scope;

use crate::md_files;
use serde::Deserialize;

pub use crate::commands::CommandOrigin as AgentOrigin;

/// Agent files looked at per directory; the rest is left out with a warning.
const MAX_PER_DIR: usize = 200;

/// One agent file, read and parsed.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct AgentFile {
    pub name: String,
    pub description: String,
    /// nub's tool names; `None` when the file names none.
    pub tools: Option<Vec<String>>,
    pub model: Option<String>,
    pub effort: Option<nub_config::Effort>,
    pub max_turns: Option<u32>,
    /// The context files (AGENTS.md …) go into its system prompt.
    pub context: bool,
    pub body: String,
    pub path: PathBuf,
    pub origin: AgentOrigin,
}

#[derive(Debug, Default)]
pub struct FoundAgents {
    pub agents: Vec<AgentFile>,
    pub warnings: Vec<String>,
}

#[derive(Debug, Default, Deserialize)]
struct Frontmatter {
    name: Option<String>,
    description: Option<String>,
    tools: Option<List>,
    model: Option<String>,
    effort: Option<String>,
    #[serde(alias = "max-turns")]
    max_turns: Option<u32>,
    context: Option<bool>,
}

#[derive(Debug, Deserialize)]
#[serde(untagged)]
enum List {
    Text(String),
    List(Vec<String>),
}

/// The agents in `dirs`, in order: a name found earlier shadows a later
/// one (with a warning), so list the project's directories first.
pub fn discover(dirs: &[(PathBuf, AgentOrigin)], repo_root: &Path) -> FoundAgents {
    let mut found = FoundAgents::default();
    for (dir, origin) in dirs {
        for path in md_files::listed(dir, MAX_PER_DIR, "agent", &mut found.warnings) {
            let Some(stem) = path.file_stem().and_then(|s| s.to_str()) else { continue };
            let agent = match read(&path, stem, *origin, repo_root) {
                Ok(agent) => agent,
                Err(problem) => {
                    found.warnings.push(format!("agent {} skipped: {problem}", path.display()));
                    continue;
                }
            };
            if let Some(winner) = found.agents.iter().find(|a| a.name == agent.name) {
                found.warnings.push(format!(
                    "agent {} in {} is shadowed by {}",
                    agent.name,
                    path.display(),
                    winner.path.display()
                ));
                continue;
            }
            found.agents.push(agent);
        }
    }
    found
}

fn read(path: &Path, stem: &str, origin: AgentOrigin, repo_root: &Path) -> Result<AgentFile, String> {
    let scope = match origin {
        AgentOrigin::Project => Scope::Repository(repo_root),
        AgentOrigin::User => Scope::User,
    };
    parse(&md_files::read_text(path, scope)?, stem, path, origin)
}

/// A name is what the model types: letters, digits, `-` and `_`.
fn valid_name(name: &str) -> bool {
    !name.is_empty() && name.len() <= 64 && name.chars().all(|c| c.is_ascii_alphanumeric() || matches!(c, '-' | '_'))
}

/// An agent file's text as an agent; `stem` is its name unless the
/// frontmatter gives one.
pub fn parse(text: &str, stem: &str, path: &Path, origin: AgentOrigin) -> Result<AgentFile, String> {
    let (front, body) = md_files::frontmatter::<Frontmatter>(text, "with the agent's fields")?;
    let name = front.name.as_deref().map(str::trim).filter(|n| !n.is_empty()).unwrap_or(stem).to_owned();
    if !valid_name(&name) {
        return Err(format!("the name {name:?} is not letters, digits, - and _"));
    }
    // Every agent's description is paid in every request: one short line.
    let description =
        md_files::description(front.description.as_deref(), body, 160).unwrap_or_else(|| format!("the agent {name}"));
    let effort = md_files::effort(front.effort.as_deref())?;
    let tools = front.tools.map(|list| {
        let listed = match list {
            List::Text(text) => text.split(',').map(str::to_owned).collect(),
            List::List(list) => list,
        };
        let mut tools: Vec<String> = Vec::new();
        for tool in listed.iter().filter_map(|tool| crate::commands::tool_name(tool.trim())) {
            if !tools.contains(&tool) {
                tools.push(tool);
            }
        }
        tools
    });
    // Claude Code's `inherit` and its model aliases mean "the parent's".
    let model = front
        .model
        .map(|m| m.trim().to_owned())
        .filter(|m| !m.is_empty() && !matches!(m.as_str(), "inherit" | "sonnet" | "opus" | "haiku"));
    if front.max_turns == Some(0) {
        return Err("max_turns is at least 1".into());
    }
    Ok(AgentFile {
        name,
        description,
        tools,
        model,
        effort,
        max_turns: front.max_turns,
        context: front.context.unwrap_or(false),
        body: body.trim().to_owned(),
        path: path.to_path_buf(),
        origin,
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn an_agent_file_in_nubs_and_in_claude_codes_form() {
        let path = Path::new("/r/.nub/agents/explorer.md");
        let nub = "---\ndescription: Finds code\ntools: read, grep, Glob, read\nmodel: local/small\neffort: low\nmax_turns: 8\ncontext: true\n---\nYou search.\n";
        let agent = parse(nub, "explorer", path, AgentOrigin::Project).unwrap();
        assert_eq!(agent.name, "explorer");
        assert_eq!(agent.description, "Finds code");
        assert_eq!(agent.tools.as_deref(), Some(&["read".to_owned(), "grep".into(), "glob".into()][..]));
        assert_eq!(agent.model.as_deref(), Some("local/small"));
        assert_eq!((agent.effort, agent.max_turns, agent.context), (Some(nub_config::Effort::Low), Some(8), true));
        assert_eq!(agent.body, "You search.");

        let claude = "---\nname: code-reviewer\ndescription: Reviews\ntools: Read, Bash(git diff:*), Grep\nmodel: inherit\n---\nReview.";
        let agent = parse(claude, "file", path, AgentOrigin::User).unwrap();
        assert_eq!(agent.name, "code-reviewer");
        assert_eq!(agent.tools.as_deref(), Some(&["read".to_owned(), "grep".into()][..]));
        assert_eq!((agent.model, agent.context), (None, false));

        let plain = parse("# Helps with docs\nWrite docs.", "docs", path, AgentOrigin::User).unwrap();
        assert_eq!((plain.description.as_str(), plain.tools), ("Helps with docs", None));
        assert!(parse("---\nname: a b\n---\nx", "x", path, AgentOrigin::User).is_err());
        assert!(parse("---\nmax_turns: 0\n---\nx", "x", path, AgentOrigin::User).is_err());
    }
}
