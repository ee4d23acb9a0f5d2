//! The subagents of a run: the built-in `general` and `explore`, then the
//! agent files — `.nub/agents/NAME.md`, `~/.config/nub/agents/NAME.md`, with
//! `[hooks] claude = true` also `.claude/agents` and `~/.claude/agents` —
//! each turned into the loop's `AgentDef` (its system prompt assembled
//! here, once), and how an agent's `model` finds its provider.
//!
//! A project's agent is a stranger's until the user trusts the project:
//! then it may use only the read-only tools. Its `model` can name only an
//! endpoint the user or nub defines — an untrusted project's endpoints are
//! not in the configuration at all.

use std::collections::HashMap;
use std::sync::{Arc, Mutex};

use nub_agent::{AgentDef, AgentModels, READ_ONLY_TOOLS, Subagents, Switched};
use nub_config::{Config, EndpointSettings, FlagOverrides};
use nub_context::agents::{self, AgentFile, AgentOrigin};
use nub_context::{Context, PartKind};
use nub_llm::{Block, Provider};

use crate::env::Env;
use crate::provider::provider_for;
use crate::trust::TrustState;
use crate::workspace::Workspace;

/// What every child is told first, whatever its agent says.
const CHILD_NOTE: &str = "You are a subagent: another agent handed you the task below through its `task` tool. \
It reads only your final message, and cannot answer questions: work on your own, then end with a complete, \
concise answer (paths with line numbers where they help).";

const GENERAL_BODY: &str = "Carry out the task with the tools you have.";
const EXPLORE_BODY: &str = "Find what the task asks for in this repository: search with glob and grep, read \
what matters, and report what you found and where. Change nothing.";

/// The agents of `ws` for a run whose system prompt is `context` and whose
/// endpoint is `endpoint` (`None`: a report's, which starts no child);
/// `None` when `[agents] depth = 0`. The warnings name files skipped or
/// held back.
pub fn subagents(
    ws: &Workspace,
    context: &Context,
    endpoint: Option<&EndpointSettings>,
) -> (Option<Subagents>, Vec<String>) {
    if ws.config.agents_depth.value == 0 {
        return (None, Vec::new());
    }
    let mut dirs = vec![(ws.repo_root.join(".nub/agents"), AgentOrigin::Project)];
    if let Some(user) = ws.user_dir() {
        dirs.push((user.join("agents"), AgentOrigin::User));
    }
    if ws.config.hooks_claude.value {
        dirs.push((ws.repo_root.join(".claude/agents"), AgentOrigin::Project));
        if let Some(home) = ws.home() {
            dirs.push((home.join(".claude/agents"), AgentOrigin::User));
        }
    }
    let trusted = matches!(ws.trust, TrustState::Recorded | TrustState::ByEnvironment);
    let found = agents::discover(&dirs, &ws.repo_root);
    let (defs, mut warnings) = defs_of(found.agents, context, trusted, ws.config.agents_explore_model.as_ref());
    warnings.splice(0..0, found.warnings);
    let models = endpoint.map(|endpoint| {
        let models = ConfigModels {
            config: ws.config.clone(),
            env: ws.env.clone(),
            parent: endpoint.clone(),
            cache: Mutex::default(),
        };
        Arc::new(models) as Arc<dyn AgentModels>
    });
    let subagents = Subagents {
        agents: defs,
        depth: ws.config.agents_depth.value,
        max_parallel: ws.config.agents_max_parallel.value as usize,
        models,
    };
    (Some(subagents), warnings)
}

/// The built-ins, then the files (a file may replace a built-in by name).
fn defs_of(
    files: Vec<AgentFile>,
    context: &Context,
    trusted: bool,
    explore_model: Option<&nub_config::Setting<String>>,
) -> (Vec<AgentDef>, Vec<String>) {
    let mut warnings = Vec::new();
    let mut defs = vec![
        AgentDef {
            name: "general".into(),
            description: "any task, with all your tools".into(),
            tools: None,
            model: None,
            effort: None,
            max_turns: None,
            system: system(context, GENERAL_BODY, true),
        },
        AgentDef {
            name: "explore".into(),
            description: "read-only search: where things are, how they work".into(),
            tools: Some(READ_ONLY_TOOLS.iter().map(|t| (*t).to_owned()).collect()),
            model: explore_model.map(|m| m.value.clone()),
            effort: None,
            max_turns: None,
            system: system(context, EXPLORE_BODY, false),
        },
    ];
    for file in files {
        let mut tools = file.tools.clone().unwrap_or_else(|| READ_ONLY_TOOLS.iter().map(|t| (*t).to_owned()).collect());
        if file.origin == AgentOrigin::Project && !trusted {
            let wider: Vec<String> = tools.iter().filter(|t| !READ_ONLY_TOOLS.contains(&t.as_str())).cloned().collect();
            if !wider.is_empty() {
                warnings.push(format!(
                    "agent {}: only the read-only tools, not {}, this repository is not trusted (nub trust)",
                    file.name,
                    wider.join(", ")
                ));
                tools.retain(|t| READ_ONLY_TOOLS.contains(&t.as_str()));
            }
        }
        let def = AgentDef {
            description: file.description.clone(),
            tools: Some(tools),
            model: file.model.clone(),
            effort: file.effort,
            max_turns: file.max_turns,
            system: system(context, &file.body, file.context),
            name: file.name,
        };
        match defs.iter_mut().find(|d| d.name == def.name) {
            Some(builtin) => *builtin = def,
            None => defs.push(def),
        }
    }
    (defs, warnings)
}

/// A child's system blocks: nub's base prompt and the environment, the
/// context files only with `with_files`, then the child note and the
/// agent's body; the last carries the cache mark.
fn system(context: &Context, body: &str, with_files: bool) -> Vec<Block> {
    let mut blocks: Vec<Block> = context
        .parts
        .iter()
        .filter(|part| match part.kind {
            PartKind::Base | PartKind::Environment => true,
            PartKind::File => with_files,
            PartKind::Skills => false,
        })
        .map(|part| Block::text(part.text.clone()))
        .collect();
    let body = body.trim();
    blocks.push(Block::Text {
        text: if body.is_empty() { CHILD_NOTE.to_owned() } else { format!("{CHILD_NOTE}\n\n{body}") },
        cache_mark: true,
    });
    blocks
}

/// An agent's `model` against the configuration read at start: `NAME` is a
/// model of the run's endpoint, `ENDPOINT/NAME` one of a named endpoint
/// (when the part before `/` names none, the whole is a model name, as
/// `org/model` on a router). Providers are made once per spec.
struct ConfigModels {
    config: Config,
    env: Env,
    parent: EndpointSettings,
    cache: Mutex<HashMap<String, Switched>>,
}

impl AgentModels for ConfigModels {
    fn resolve(&self, spec: &str) -> Result<Switched, String> {
        let mut cache = self.cache.lock().unwrap_or_else(|e| e.into_inner());
        if let Some(known) = cache.get(spec) {
            return Ok(Switched {
                provider: Arc::clone(&known.provider),
                endpoint: known.endpoint.clone(),
                model: known.model.clone(),
            });
        }
        let named = spec
            .split_once('/')
            .filter(|(endpoint, model)| !model.is_empty() && self.config.endpoints.iter().any(|e| e.name == *endpoint));
        let settings = match named {
            Some((endpoint, model)) if endpoint != self.parent.name => {
                let flags = FlagOverrides {
                    endpoint: Some(endpoint.to_owned()),
                    model: Some(model.to_owned()),
                    ..FlagOverrides::default()
                };
                let env = |var: &str| if var == "NUB_BASE_URL" { None } else { self.env.get(var) };
                self.config.resolve_endpoint(&env, &flags).map_err(|e| e.to_string())?
            }
            Some((_, model)) => with_model(&self.parent, model),
            None => with_model(&self.parent, spec),
        };
        let provider: Arc<dyn Provider> = provider_for(&settings, &self.env).map_err(|e| e.to_string())?;
        let switched = Switched { provider, endpoint: settings.name.clone(), model: settings.model.value.clone() };
        cache.insert(
            spec.to_owned(),
            Switched {
                provider: Arc::clone(&switched.provider),
                endpoint: switched.endpoint.clone(),
                model: switched.model.clone(),
            },
        );
        Ok(switched)
    }
}

fn with_model(settings: &EndpointSettings, model: &str) -> EndpointSettings {
    let mut settings = settings.clone();
    settings.model.value = model.trim().to_owned();
    settings
}

#[cfg(test)]
mod tests {
    use std::path::PathBuf;

    use super::*;

    fn file(name: &str, tools: Option<&[&str]>, origin: AgentOrigin) -> AgentFile {
        AgentFile {
            name: name.into(),
            description: format!("{name} agent"),
            tools: tools.map(|t| t.iter().map(|s| (*s).to_owned()).collect()),
            model: None,
            effort: None,
            max_turns: None,
            context: false,
            body: "Body.".into(),
            path: PathBuf::from(format!("/r/.nub/agents/{name}.md")),
            origin,
        }
    }

    fn context() -> Context {
        let part = |kind, text: &str| nub_context::Part {
            kind,
            origin: "x".into(),
            text: text.into(),
            tokens: 1,
            truncated: false,
        };
        Context {
            parts: vec![
                part(PartKind::Base, "BASE"),
                part(PartKind::Environment, "ENV"),
                part(PartKind::File, "AGENTS.md text"),
                part(PartKind::Skills, "SKILLS"),
            ],
            warnings: Vec::new(),
        }
    }

    fn tools_of<'a>(defs: &'a [AgentDef], name: &str) -> Vec<&'a str> {
        let def = defs.iter().find(|d| d.name == name).unwrap();
        def.tools.iter().flatten().map(String::as_str).collect()
    }

    #[test]
    fn an_untrusted_projects_agent_gets_only_the_read_only_tools() {
        let files = || {
            vec![
                file("wide", Some(&["read", "bash", "write"]), AgentOrigin::Project),
                file("mine", Some(&["read", "bash"]), AgentOrigin::User),
                file("plain", None, AgentOrigin::Project),
            ]
        };
        let (defs, warnings) = defs_of(files(), &context(), false, None);
        assert_eq!(tools_of(&defs, "wide"), ["read"]);
        assert!(warnings.iter().any(|w| w.contains("wide") && w.contains("bash, write")), "{warnings:?}");
        assert_eq!(tools_of(&defs, "mine"), ["read", "bash"], "the user's own agent keeps its tools");
        assert_eq!(tools_of(&defs, "plain"), READ_ONLY_TOOLS);
        let (trusted, warnings) = defs_of(files(), &context(), true, None);
        assert_eq!(tools_of(&trusted, "wide"), ["read", "bash", "write"]);
        assert!(warnings.is_empty());
    }

    #[test]
    fn a_childs_prompt_is_the_base_and_its_body_and_the_context_files_only_when_asked() {
        let mut with = file("ctx", None, AgentOrigin::User);
        with.context = true;
        let (defs, _) = defs_of(vec![file("bare", None, AgentOrigin::User), with], &context(), true, None);
        let text = |name: &str| {
            let def = defs.iter().find(|d| d.name == name).unwrap();
            def.system.iter().map(|b| format!("{b:?}")).collect::<String>()
        };
        assert!(text("bare").contains("BASE") && text("bare").contains("Body."));
        assert!(!text("bare").contains("AGENTS.md") && !text("bare").contains("SKILLS"));
        assert!(text("ctx").contains("AGENTS.md text"));
        assert!(text("general").contains("AGENTS.md text") && !text("explore").contains("AGENTS.md text"));
        assert_eq!(tools_of(&defs, "explore"), READ_ONLY_TOOLS);
        assert_eq!(defs.iter().find(|d| d.name == "general").unwrap().tools, None);
    }
}
