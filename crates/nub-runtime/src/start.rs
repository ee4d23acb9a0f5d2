//! `start`: everything a front end needs for a run, in the order that keeps
//! the wait short — MCP servers connect in the background while the
//! provider, the session and the context are prepared.

use std::path::PathBuf;
use std::sync::Arc;

use nub_agent::{CompactionSettings, Input, Loop, LoopConfig, UiEvent};
use nub_config::{EndpointSettings, FlagOverrides};
use nub_llm::Message;
use nub_mcp::Connected;
use nub_session::{SessionId, Store};
use nub_tools::TextFiles;
use tokio::sync::mpsc;
use tokio::task::JoinHandle;

use crate::error::StartError;
use crate::parts::{Parts, PartsOptions, ToolCost, Warning};
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
        let opened = open_session(&Store::for_cwd(&ws.cwd), &ws.cwd, choice, None).map(|(session, warnings)| {
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
    // Configuration mistakes end start-up before any process is spawned.
    let endpoint = ws.endpoint(&options.flags)?;
    let connecting = Parts::connect_mcp_with(ws, options.parts.profile.as_deref(), options.parts.extra_mcp.clone())?;
    let provider = provider_for(&endpoint)?;
    let store = Store::for_cwd(&ws.cwd);
    let (session, load_warnings) = open_session(&store, &ws.cwd, &options.session, options.branch.as_deref())?;
    let parts = Parts::assemble(ws, connecting, &options.parts).await?;
    let mut warnings: Vec<Warning> =
        load_warnings.iter().map(|w| Warning::Session(format!("{}: {w}", session.path().display()))).collect();
    let checkpoints = crate::checkpoints::store(ws);
    if let Some(checkpoints) = &checkpoints {
        warnings.extend(crate::checkpoints::housekeeping(ws, checkpoints).into_iter().map(Warning::Session));
    }
    warnings.extend(parts.warnings.iter().cloned());
    tracing::info!(endpoint = %endpoint.name, model = %endpoint.model.value, session = %session.session.id, "start");

    let tools = parts.tool_costs();
    let window = crate::window::window_for_run(ws, &endpoint, provider.caps().max_context).await;
    let compaction = compaction_settings(ws, &endpoint)?;
    let config = LoopConfig {
        model: endpoint.model.value.clone(),
        system: parts.context.system(),
        max_turns: options.max_turns.unwrap_or(ws.config.max_turns.value),
        max_tool_time: ws.config.max_tool_time.value,
        max_tokens: None,
        cwd: ws.cwd.clone(),
        repo_root: ws.repo_root.clone(),
        policy: Arc::new(parts.policy.clone()),
        window: window.tokens,
        compaction,
        // A title costs a model request: only where a person picks sessions
        // later (the TUI, editors), never per scripted `nub -p`.
        titles: ws.config.titles.value && options.parts.can_ask,
        files: options.files.clone(),
        checkpoints,
    };
    let session_id = session.session.id.clone();
    let switch = Arc::new(ConfigSwitch::new(ws.config.clone(), ws.env.clone(), endpoint.clone()));
    let agent = Loop::new(provider, Arc::new(parts.tools), session, config)
        .with_model_switch(endpoint.name.clone(), switch)
        .on_window_learned(crate::window::learned_hook(ws, &endpoint));
    let reports = Reports {
        context: report::context(&parts.context, &tools),
        mcp: report::mcp(&parts.mcp, &ws.repo_root),
        skills: report::skills(&parts.skills),
        sandbox: ws.sandbox()?.report(),
        sandbox_label: ws.sandbox()?.label(),
    };
    Ok(Started { agent, endpoint, session_id, tools, window, warnings, reports, mcp: parts.mcp })
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
            Some((provider_for(&settings)?, settings.model.value))
        }
    };
    Ok(CompactionSettings {
        enabled: config.compaction_enabled.value,
        compact_at: config.compact_at.value,
        keep_recent_tokens: config.keep_recent_tokens.value as usize,
        summarizer,
    })
}
