//! The parts of a run that do not depend on the provider or the session:
//! skills (discovered once), the system prompt, the MCP servers and the tool
//! list with its permissions. `nub context`, `nub mcp` and `nub skills`
//! report these very values, so a report shows what a run sends.

use std::fmt;
use std::sync::Arc;

use nub_context::{Context, Environment, FileOptions, Options, Skills};
use nub_llm::estimate::tokens;
use nub_mcp::{Connected, Connecting};
use nub_tools::{Permission, Policy, ToolRegistry};

use crate::error::StartError;
use crate::permissions::{self, KnownTools, Permissions};
use crate::workspace::Workspace;

/// Something the user should know; start-up goes on.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Warning {
    /// A context file cut to fit, a stale repo map, a missing file.
    Context(String),
    /// A broken or shadowed skill.
    Skill(String),
    /// A server that did not connect, a skipped tool, an oversized server.
    Mcp(String),
    /// Damaged records skipped while loading the session.
    Session(String),
    /// Settings of an untrusted project config that were left out.
    Trust(String),
    /// The sandbox does not work here, or a project tried to loosen it.
    Sandbox(String),
    /// A prompt command file skipped, shadowed or held back.
    Command(String),
    /// An agent file skipped, shadowed or held back.
    Agent(String),
    /// A setting the chosen model does not take (an effort for a model not
    /// known to reason).
    Model(String),
}

impl fmt::Display for Warning {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Warning::Context(text)
            | Warning::Skill(text)
            | Warning::Mcp(text)
            | Warning::Session(text)
            | Warning::Trust(text)
            | Warning::Sandbox(text)
            | Warning::Command(text)
            | Warning::Agent(text)
            | Warning::Model(text) => f.write_str(text),
        }
    }
}

#[derive(Debug, Clone, Default)]
pub struct PartsOptions {
    /// `--profile NAME`: which MCP servers to start.
    pub profile: Option<String>,
    pub permissions: Permissions,
    /// Someone can answer permission questions: an interactive run, where
    /// `bash` and MCP tools ask by default (D-11). Without it (print mode) a
    /// tool set to `ask` is an error before anything starts.
    pub can_ask: bool,
    /// Servers a client brings (an editor's `mcpServers` over ACP): started
    /// in addition to the profile's, with the same bounded start.
    pub extra_mcp: Vec<nub_mcp::ServerSpec>,
}

pub struct Parts {
    pub context: Context,
    pub skills: Skills,
    pub policy: Policy,
    /// The tools of every request: denied tools are left out, so the model
    /// is not shown what it may not use (and pays no tokens for it).
    pub tools: ToolRegistry,
    /// Keeps the MCP servers alive; dropping it ends their processes.
    pub mcp: Connected,
    pub warnings: Vec<Warning>,
}

/// What one tool definition costs on every request.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ToolCost {
    pub name: String,
    pub bytes: usize,
    pub tokens: usize,
}

impl Parts {
    /// Starts connecting the MCP servers of the profile; returns at once, so
    /// the rest of start-up runs while they come up (D-06).
    pub fn connect_mcp(ws: &Workspace, profile: Option<&str>) -> Result<Connecting, StartError> {
        Self::connect_mcp_with(ws, profile, Vec::new())
    }

    /// `connect_mcp` plus the servers a client brings.
    pub fn connect_mcp_with(
        ws: &Workspace,
        profile: Option<&str>,
        extra: Vec<nub_mcp::ServerSpec>,
    ) -> Result<Connecting, StartError> {
        let mut selection = nub_mcp::select(&ws.config, profile, &ws.env.lookup()).map_err(StartError::Usage)?;
        selection.start.extend(extra);
        // No server, configured or brought by a client, inherits nub's keys.
        let hidden = ws.config.secret_variables();
        // Every stdio server starts in the sandbox unless the user's own
        // config lets it out (a project's never leaves: nub_config::trust).
        let sandbox = ws.sandbox()?.sandbox().cloned();
        for spec in &mut selection.start {
            spec.hidden_env = hidden.clone();
            if !spec.leaves_sandbox {
                spec.sandbox = sandbox.clone();
            }
        }
        Ok(nub_mcp::connect_all(selection.start, selection.skipped))
    }

    /// Skills, context, tools; then waits for MCP and settles permissions
    /// against the final tool list.
    pub async fn assemble(ws: &Workspace, connecting: Connecting, options: &PartsOptions) -> Result<Parts, StartError> {
        let local = Local::of(ws)?;
        let mcp = connecting.ready().await;
        let mut warnings = local.warnings;
        warnings.extend(mcp.warnings.iter().cloned().map(Warning::Mcp));
        let (policy, mut tools) = settle(ws, &local.tools, &mcp.tools, options)?;
        // The `task` tool is the loop's; it is here for what it costs.
        let (subagents, agent_warnings) = crate::agents::subagents(ws, &local.context, None);
        warnings.extend(agent_warnings.into_iter().map(Warning::Agent));
        if let Some(subagents) =
            subagents.as_ref().filter(|_| policy.permission(nub_agent::TASK) != nub_tools::Permission::Deny)
        {
            tools.register(Arc::new(nub_agent::TaskTool::new(subagents)));
        }
        Ok(Parts { context: local.context, skills: local.skills, policy, tools, mcp, warnings })
    }

    /// Each tool definition as a provider receives it, with its cost.
    pub fn tool_costs(&self) -> Vec<ToolCost> {
        costs_of(&self.tools)
    }
}

/// What a run has before its MCP servers are up: the skills, the system
/// prompt, the built-in tools (and `read_skill`), and what to warn about.
pub struct Local {
    pub context: Context,
    pub skills: Skills,
    pub tools: ToolRegistry,
    pub warnings: Vec<Warning>,
}

impl Local {
    pub fn of(ws: &Workspace) -> Result<Local, StartError> {
        let mut warnings: Vec<Warning> = ws.trust_warning().into_iter().map(Warning::Trust).collect();
        let sandbox = ws.sandbox()?;
        warnings.extend(sandbox.warning().map(Warning::Sandbox));
        if !ws.config.sandbox_ignored.is_empty() {
            warnings.push(Warning::Sandbox(format!(
                "this repository's .nub/config.toml may only tighten the sandbox, so nub ignored: {}; widen it in your own config",
                ws.config.sandbox_ignored.join(", ")
            )));
        }
        let skills = discover_skills(ws);
        warnings.extend(skills.warnings.iter().cloned().map(Warning::Skill));
        let context = build_context(ws, &skills);
        warnings.extend(context.warnings.iter().cloned().map(Warning::Context));
        let mut tools = ToolRegistry::builtin();
        if !skills.skills.is_empty() {
            tools.register(Arc::new(nub_context::ReadSkill::new(skills.skills.clone())));
        }
        Ok(Local { context, skills, tools, warnings })
    }
}

/// The permissions and the tool list of every request, for the local tools
/// plus `mcp`: settled against the final list, so a rule naming a tool
/// that does not exist is an error; denied tools are left out.
pub fn settle(
    ws: &Workspace,
    local: &ToolRegistry,
    mcp: &[Arc<dyn nub_tools::Tool>],
    options: &PartsOptions,
) -> Result<(Policy, ToolRegistry), StartError> {
    let sandbox = ws.sandbox()?;
    let mut all = local.clone();
    for tool in mcp {
        all.register(tool.clone());
    }
    let servers: Vec<String> = ws.config.mcp.iter().map(|s| s.value.name.clone()).collect();
    let names: Vec<String> = all.names().into_iter().map(str::to_owned).collect();
    let known = KnownTools { names: names.clone(), servers: &servers };
    let mut policy = permissions::policy(ws, &options.permissions, &known, options.can_ask, sandbox)?;
    policy.secret_env = ws.config.secret_variables();
    policy.sandbox = sandbox.sandbox().cloned();
    policy.escape_asks = options.can_ask && policy.sandbox.is_some();
    policy.validate().map_err(StartError::Usage)?;
    if !options.can_ask {
        permissions::refuse_asking(&policy, &names, sandbox)?;
    }
    let mut tools = ToolRegistry::default();
    for name in &names {
        // The job tools only serve jobs bash started: without bash, they go too.
        let job_tool = matches!(name.as_str(), "bash_output" | "bash_kill");
        let denied = |name: &str| policy.permission(name) == Permission::Deny;
        if let Some(tool) = all.get(name).filter(|_| !(denied(name) || (job_tool && denied("bash")))) {
            tools.register(tool);
        }
    }
    Ok((policy, tools))
}

/// Each tool definition of `tools` as a provider receives it, with its cost.
pub fn costs_of(tools: &ToolRegistry) -> Vec<ToolCost> {
    tools
        .defs()
        .into_iter()
        .map(|def| {
            let json = serde_json::json!({"name": def.name, "description": def.description, "parameters": def.schema})
                .to_string();
            ToolCost { name: def.name, bytes: json.len(), tokens: tokens(&json) }
        })
        .collect()
}

/// The skills in `[skills] paths` plus `.agents/skills` and `~/.agents/skills`.
pub fn discover_skills(ws: &Workspace) -> Skills {
    nub_context::skills::discover(&ws.config.skill_paths.value, &ws.repo_root, ws.home().as_deref())
}

fn build_context(ws: &Workspace, skills: &Skills) -> Context {
    let user_dir = ws.user_dir();
    let trusted = ws.trust.project_trust() == nub_config::ProjectTrust::Trusted;
    let options = Options {
        files: FileOptions {
            names: ws.config.context_files.value.clone(),
            walk_up: ws.config.walk_up.value,
            user_dir: user_dir.clone(),
            deny_paths: ws.config.deny_paths.value.clone(),
        },
        max_tokens: ws.config.context_max_tokens.value as usize,
        // An untrusted repository's SYSTEM.md does not replace nub's prompt.
        system_dirs: [trusted.then(|| ws.repo_root.join(".nub")), user_dir].into_iter().flatten().collect(),
        skills_index: skills.index(),
    };
    nub_context::assemble(&Environment::detect(&ws.repo_root, &ws.cwd), &options, &ws.repo_root, &ws.cwd)
}
