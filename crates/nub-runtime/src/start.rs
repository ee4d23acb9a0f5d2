//! `start`: everything a front end needs for a run, in the order that keeps
//! the wait short — MCP servers connect in the background while the
//! provider, the session and the context are prepared.

use std::path::PathBuf;
use std::sync::Arc;

use nub_agent::{AutoAttach, CompactionSettings, Input, Loop, LoopConfig, PendingTools, ToolsReady, UiEvent};
use nub_config::{EndpointSettings, FlagOverrides};
use nub_llm::Message;
use nub_mcp::Connected;
use nub_session::SessionId;
use nub_tools::TextFiles;
use tokio::sync::{mpsc, watch};
use tokio::task::JoinHandle;

use crate::error::StartError;
use crate::parts::{Local, Parts, PartsOptions, ToolCost, Warning, costs_of, settle};
use crate::provider::{ConfigSwitch, provider_for};
use crate::report::{self, Reports};
use crate::session::{SessionChoice, open_session};
use crate::window::Window;
use crate::workspace::Workspace;

#[derive(Debug, Clone)]
pub struct StartOptions {
    pub flags: FlagOverrides,
    pub session: SessionChoice,
    /// Rewind the session to this node first (`--branch`).
    pub branch: Option<String>,
    pub parts: PartsOptions,
    /// `--max-turns`; the config's `[limits] max_turns` otherwise.
    pub max_turns: Option<u32>,
    /// An editor's buffers for the file tools' text (ACP's client file
    /// system); `None`: the disk.
    pub files: Option<Arc<dyn TextFiles>>,
    /// Return before the MCP servers are up (the interactive interface
    /// shows its editor at once): the loop takes their tools before its
    /// first request, and `Started::mcp` reports their progress.
    pub background_mcp: bool,
    /// The mode the loop starts in (`--plan`: plan).
    pub mode: nub_agent::Mode,
}

/// How far the MCP servers of a run have come, for a status line.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct McpProgress {
    /// Servers connected or given up.
    pub done: usize,
    pub total: usize,
    /// When all are done: the reports that name their tools (`/mcp`, `/context`).
    pub reports: Option<(String, String)>,
    /// When all are done: the prompts they offer, for `/server:prompt`.
    pub prompts: Vec<nub_mcp::PromptInfo>,
}

/// The connected servers' prompts, fetched for the loop (`Input::ServerPrompt`).
struct McpPrompts(Vec<nub_mcp::ServerPromptList>);

impl McpPrompts {
    /// `None` when no server offers a prompt.
    fn of(connected: &Connected) -> Option<Arc<dyn nub_agent::ServerPrompts>> {
        (!connected.prompts.is_empty()).then(|| Arc::new(McpPrompts(connected.prompts.clone())) as _)
    }
}

impl nub_agent::ServerPrompts for McpPrompts {
    fn get<'a>(&'a self, name: &'a str, args: &'a str) -> nub_agent::PromptText<'a> {
        Box::pin(async move {
            match self.0.iter().find(|list| list.find(name).is_some()) {
                Some(list) => list.get(name, args).await,
                None => Err(format!("no MCP server offers the prompt /{name}")),
            }
        })
    }
}

impl StartOptions {
    pub fn new(flags: FlagOverrides) -> Self {
        StartOptions {
            parts: PartsOptions { profile: flags.profile.clone(), ..PartsOptions::default() },
            flags,
            session: SessionChoice::New,
            branch: None,
            max_turns: None,
            files: None,
            background_mcp: false,
            mode: nub_agent::Mode::Ask,
        }
    }
}

/// A run, ready to go.
pub struct Started {
    pub agent: Loop,
    pub endpoint: EndpointSettings,
    pub session_id: SessionId,
    /// Each tool the first request carries, with its cost.
    pub tools: Vec<ToolCost>,
    /// The context window the run budgets with, and where it came from.
    pub window: Window,
    pub warnings: Vec<Warning>,
    /// What `nub context`, `nub mcp` and `nub skills` would say of this run.
    pub reports: Reports,
    /// With `background_mcp` and servers to start: their progress.
    pub mcp_progress: Option<watch::Receiver<McpProgress>>,
    /// The prompt commands and skills users can run as `/NAME`.
    pub commands: crate::commands::Commands,
    mcp: Connected,
}

/// A running loop and the channels to it. Dropping it stops the MCP servers.
pub struct Running {
    pub inputs: mpsc::Sender<Input>,
    pub events: mpsc::Receiver<UiEvent>,
    agent: Option<JoinHandle<Loop>>,
    _mcp: Connected,
}

impl Started {
    pub fn launch(self) -> Running {
        let (inputs, input_rx) = mpsc::channel(16);
        let (events, agent) = self.agent.spawn(input_rx);
        Running { inputs, events, agent: Some(agent), _mcp: self.mcp }
    }
}

/// The session [`Running::reopen`] went on with.
#[derive(Debug, Clone)]
pub struct Reopened {
    pub session_id: SessionId,
    pub path: PathBuf,
    /// The messages from the root to the head, to show where it stands.
    pub messages: Vec<Message>,
    /// Damaged records skipped, tool calls answered as interrupted.
    pub warnings: Vec<String>,
}

impl Running {
    /// Goes on with another session (`/new`, `/resume`): the loop is ended
    /// (a run going is cancelled and saved; its last events go to
    /// `on_event`) and started again on the session `choice` names, with
    /// the provider it has now, the tools, the MCP servers and the settings
    /// it had. When that session cannot be opened, the loop goes on with
    /// the one it had and the error is returned.
    pub async fn reopen(
        &mut self,
        ws: &Workspace,
        choice: &SessionChoice,
        mut on_event: impl FnMut(UiEvent),
    ) -> Result<Reopened, StartError> {
        let _ = self.inputs.send(Input::Quit).await;
        while let Some(event) = self.events.recv().await {
            on_event(event);
        }
        let handle = self.agent.take().ok_or_else(|| StartError::Io("the agent loop is gone".into()))?;
        let mut agent = handle.await.map_err(|e| StartError::Io(format!("the agent loop failed: {e}")))?;
        let opened = open_session(&ws.sessions(), &ws.cwd, choice, None).map(|(session, warnings)| {
            agent.replace_session(session);
            let file = agent.session();
            Reopened {
                session_id: file.session.id.clone(),
                path: file.path().to_path_buf(),
                messages: file.session.path_to_head().into_iter().cloned().collect(),
                warnings,
            }
        });
        let (inputs, input_rx) = mpsc::channel(16);
        let (events, handle) = agent.spawn(input_rx);
        (self.inputs, self.events, self.agent) = (inputs, events, Some(handle));
        opened
    }
}

pub async fn start(ws: &Workspace, options: StartOptions) -> Result<Started, StartError> {
    // Configuration mistakes end start-up before any process is spawned,
    // and so does a `.nub/` that is a link (nothing may be written there).
    let endpoint = ws.endpoint(&options.flags)?;
    ws.sessions().check()?;
    let connecting = Parts::connect_mcp_with(ws, options.parts.profile.as_deref(), options.parts.extra_mcp.clone())?;
    let provider = provider_for(&endpoint, &ws.env)?;
    let store = ws.sessions();
    let (session, load_warnings) = open_session(&store, &ws.cwd, &options.session, options.branch.as_deref())?;
    // Each note says what it is about (a damaged record names the file).
    let mut warnings: Vec<Warning> = load_warnings.into_iter().map(Warning::Session).collect();
    let mut local = Local::of(ws)?;
    warnings.extend(local.warnings.iter().cloned());
    let window = crate::window::window_for_run(ws, &endpoint, provider.caps().max_context).await;
    // A window only assumed for a model nub does not know says nothing of its size.
    let told = if window.stated || nub_llm::registry::knows(&endpoint.model.value) { window.tokens } else { 0 };
    let small = small_help(&endpoint.model.value, &endpoint.base_url.value, told);
    let lean = ws.config.lean.value && small_model(&endpoint.model.value, told);
    if lean {
        local.tools.lean();
        local.context.use_small_model_prompt();
    }
    let mut commands = crate::commands::Commands::load(ws, &local.skills.skills);
    warnings.extend(commands.warnings.iter().cloned().map(Warning::Command));
    // In the background the loop starts with the local tools; the servers'
    // tools join before its first request (`PendingTools`).
    let (policy, tools, mcp, pending) = if options.background_mcp && connecting.count() > 0 {
        let (policy, tools) = settle(ws, &local.tools, &[], &options.parts)?;
        let (pending, progress) = servers_in_background(ws, &local, connecting, &options.parts);
        (policy, tools, Connected::none(), Some((pending, progress)))
    } else {
        let mcp = connecting.ready().await;
        warnings.extend(mcp.warnings.iter().cloned().map(Warning::Mcp));
        let (policy, tools) = settle(ws, &local.tools, &mcp.tools, &options.parts)?;
        (policy, tools, mcp, None)
    };
    let checkpoints = crate::checkpoints::store(ws);
    if let Some(checkpoints) = &checkpoints {
        warnings.extend(crate::checkpoints::housekeeping(ws, checkpoints).into_iter().map(Warning::Session));
    }
    if let Some(effort) = endpoint.effort.as_ref().filter(|_| !provider.caps().reasoning) {
        // Silently asking for nothing would leave the user believing the model thinks harder.
        warnings.push(Warning::Model(format!(
            "effort {} is not sent: {} is not known to reason; `[endpoint.caps] reasoning = true` for {} sends it",
            effort.value.name(),
            endpoint.model.value,
            endpoint.name
        )));
    }
    tracing::info!(endpoint = %endpoint.name, model = %endpoint.model.value, session = %session.session.id, "start");

    // A small model gets no task tool: its agent files are not even read.
    let (subagents, agent_warnings) =
        if lean { (None, Vec::new()) } else { crate::agents::subagents(ws, &local.context, Some(&endpoint)) };
    warnings.extend(agent_warnings.into_iter().map(Warning::Agent));
    // Here rather than only in the loop, so the reports count what it costs.
    let mut tools = tools;
    if let Some(subagents) =
        subagents.as_ref().filter(|_| policy.permission(nub_agent::TASK) != nub_tools::Permission::Deny)
    {
        tools.register(Arc::new(nub_agent::TaskTool::new(subagents)));
    }
    let costs = costs_of(&tools);
    let compaction = compaction_settings(ws, &endpoint)?;
    let plan_policy = ws
        .sandbox()?
        .read_only()
        .map(|sandbox| Arc::new(nub_tools::Policy { sandbox: Some(sandbox), escape_asks: false, ..policy.clone() }));
    // A small model on this machine: what differs between repositories goes
    // into the messages, so a local server's prompt cache keeps the rest.
    let (system, preamble) = match lean && nub_config::on_this_machine(&endpoint.base_url.value) {
        true => local.context.system_and_environment(),
        false => (local.context.system(), None),
    };
    let config = LoopConfig {
        model: endpoint.model.value.clone(),
        system,
        max_turns: options.max_turns.unwrap_or(ws.config.max_turns.value),
        max_tool_time: ws.config.max_tool_time.value,
        max_tokens: None,
        cwd: ws.cwd.clone(),
        repo_root: ws.repo_root.clone(),
        policy: Arc::new(policy),
        window: window.tokens,
        compaction,
        // A title costs a model request: only where a person picks sessions
        // later (the TUI, editors), never per scripted `nub -p`.
        titles: ws.config.titles.value && options.parts.can_ask,
        files: options.files.clone(),
        effort: endpoint.effort.as_ref().map(|e| e.value),
        checkpoints,
        mode: options.mode,
        plan_policy,
        hooks: crate::hooks::runner(ws)?,
        syntax: ws
            .config
            .syntax_check
            .value
            .then(|| Arc::new(nub_context::TreeSitterCheck::default()) as Arc<dyn nub_tools::SyntaxCheck>),
        subagents: subagents.map(Arc::new),
        auto_attach: (small && ws.config.auto_attach.value).then(|| AutoAttach {
            relevant: Arc::new(nub_context::map::MapRelevance),
            tokens: attach_budget(window.tokens),
        }),
        text_edits: small && ws.config.text_edits.value,
        lean,
        preamble,
    };
    let session_id = session.session.id.clone();
    let switch = Arc::new(ConfigSwitch::new(ws.config.clone(), ws.env.clone(), endpoint.clone()));
    let mut agent = Loop::new(provider, Arc::new(tools), session, config)
        .with_model_switch(endpoint.name.clone(), switch)
        .on_window_learned(crate::window::learned_hook(ws, &endpoint));
    if let Some(prompts) = McpPrompts::of(&mcp) {
        commands.add_server_prompts(&mcp.prompts.iter().flat_map(|list| list.prompts.clone()).collect::<Vec<_>>());
        agent = agent.with_server_prompts(prompts);
    }
    let mut mcp_progress = None;
    let mcp_report = match pending {
        Some((pending, progress)) => {
            agent = agent.with_pending_tools(pending);
            mcp_progress = Some(progress);
            "the MCP servers are starting; /mcp shows them once they are up\n".to_owned()
        }
        None => report::mcp(&mcp, &ws.repo_root),
    };
    let reports = Reports {
        context: report::context(&local.context, &costs),
        mcp: mcp_report,
        skills: report::skills(&local.skills),
        sandbox: ws.sandbox()?.report(),
        sandbox_label: ws.sandbox()?.label(),
    };
    Ok(Started { agent, endpoint, session_id, tools: costs, window, warnings, reports, mcp_progress, commands, mcp })
}

/// Whether the model gets a small model's help (files attached for the
/// prompt, edits taken from text): its name says it is small, it runs on
/// this machine, or its window is at most 32k tokens.
fn small_help(model: &str, base_url: &str, window: u32) -> bool {
    small_model(model, window) || nub_config::on_this_machine(base_url)
}

/// Whether the model gets the lean set-up (`ToolRegistry::lean`,
/// `Context::use_small_model_prompt`): its name says it is small, or its
/// window is at most 32k tokens. A big model that merely runs on this
/// machine keeps every tool and the whole prompt.
fn small_model(model: &str, window: u32) -> bool {
    nub_llm::registry::is_small(model) || (window > 0 && window <= 32_768)
}

/// A quarter of the window (of 8k when unknown) for the attached files.
fn attach_budget(window: u32) -> usize {
    let window = if window > 0 { window } else { 8_192 };
    window as usize / 4
}

/// The servers' tools on their way: the loop's `PendingTools`, and their
/// progress for a status line (the reports come with the last change).
fn servers_in_background(
    ws: &Workspace,
    local: &Local,
    connecting: nub_mcp::Connecting,
    options: &PartsOptions,
) -> (PendingTools, watch::Receiver<McpProgress>) {
    let total = connecting.count();
    let (progress, receiver) = watch::channel(McpProgress { done: 0, total, reports: None, prompts: Vec::new() });
    let names: Vec<String> = ws.config.mcp.iter().map(|s| s.value.name.clone()).collect();
    let waiting = format!(
        "waiting for the MCP servers to start ({}; at most their start timeout) before the first request",
        if names.is_empty() { "the editor's servers".to_owned() } else { names.join(", ") }
    );
    let (ws, local_tools, context, options) = (ws.clone(), local.tools.clone(), local.context.clone(), options.clone());
    let ready = async move {
        let mcp = connecting
            .ready_with(|done, total| {
                progress.send_modify(|p| (p.done, p.total) = (done, total));
            })
            .await;
        let mut warnings = mcp.warnings.clone();
        let (policy, tools) = match settle(&ws, &local_tools, &mcp.tools, &options) {
            Ok(settled) => settled,
            Err(error) => {
                // The servers' tools cannot join (a permission names none of
                // them): the run goes on with the built-ins, and says why.
                warnings.push(format!("the MCP servers' tools are left out: {error}"));
                settle(&ws, &local_tools, &[], &options).unwrap_or_default()
            }
        };
        let reports = (report::mcp(&mcp, &ws.repo_root), report::context(&context, &costs_of(&tools)));
        let listed: Vec<nub_mcp::PromptInfo> = mcp.prompts.iter().flat_map(|list| list.prompts.clone()).collect();
        progress.send_modify(|p| (p.reports, p.prompts) = (Some(reports), listed));
        let prompts = McpPrompts::of(&mcp);
        ToolsReady { tools: Arc::new(tools), policy: Arc::new(policy), warnings, keep: Box::new(mcp), prompts }
    };
    (PendingTools { ready: Box::pin(ready), waiting }, receiver)
}

/// `[compaction]`: the trigger, the budget, and the summarizing model (the
/// session's own unless `model` / `endpoint` name another).
pub fn compaction_settings(ws: &Workspace, endpoint: &EndpointSettings) -> Result<CompactionSettings, StartError> {
    let config = &ws.config;
    let summarizer = match (&config.compaction_endpoint, &config.compaction_model) {
        (None, None) => None,
        (named, model) => {
            let flags = FlagOverrides {
                endpoint: Some(named.as_ref().map_or_else(|| endpoint.name.clone(), |e| e.value.clone())),
                model: model.as_ref().map(|m| m.value.clone()),
                ..FlagOverrides::default()
            };
            // The session's endpoint may be ad hoc (a base URL): keep it for a model-only setting.
            let settings = match named {
                None => EndpointSettings {
                    model: model.clone().unwrap_or_else(|| endpoint.model.clone()),
                    ..endpoint.clone()
                },
                Some(_) => ws
                    .config
                    .resolve_endpoint(&|var| if var == "NUB_BASE_URL" { None } else { ws.env.get(var) }, &flags)?,
            };
            Some((provider_for(&settings, &ws.env)?, settings.model.value))
        }
    };
    Ok(CompactionSettings {
        enabled: config.compaction_enabled.value,
        compact_at: config.compact_at.value,
        keep_recent_tokens: config.keep_recent_tokens.value as usize,
        summarizer,
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn small_or_local_models_get_help_and_big_remote_ones_do_not() {
        assert!(small_help("qwen2.5-coder-1.5b-instruct", "https://api.example.com/v1", 0));
        assert!(small_help("anything", "http://127.0.0.1:8091/v1", 0));
        assert!(small_help("anything", "https://api.example.com/v1", 16_384));
        assert!(!small_help("gpt-4.1", "https://api.openai.com/v1", 1_047_576));
        assert!(!small_help("claude-sonnet-4-5", "https://api.anthropic.com", 0));
        assert_eq!(attach_budget(16_384), 4_096);
        assert_eq!(attach_budget(0), 2_048);
    }

    #[test]
    fn only_a_small_model_or_window_gets_the_lean_set_up_not_a_big_local_one() {
        assert!(small_model("qwen2.5-coder-1.5b-instruct", 0));
        assert!(small_model("anything", 16_384));
        assert!(!small_model("qwen3-coder-30b-a3b", 262_144));
        assert!(!small_model("anything", 0));
    }
}
