//! One editor session: a nub session started by `nub_runtime::start` in the
//! editor's directory (the same `.nub/sessions` as the CLI), its running
//! loop, and the models it may switch between.
//!
//! When no model can be used yet (no endpoint, no key) the session is
//! opened all the same and its loop starts at the first prompt, which
//! fails with what to set until that is done (config files are read again
//! each time, so fixing one needs no restart).

use std::path::PathBuf;
use std::sync::{Arc, Mutex};
use std::time::Duration;

use agent_client_protocol::v1::ConnectionTo;
use agent_client_protocol::v1::schema::{
    McpServer, SessionConfigOption, SessionConfigOptionCategory, SessionConfigSelectOption, SessionMode,
    SessionModeState, SessionUpdate,
};
use agent_client_protocol::{Client, Error, ErrorCode};
use nub_agent::{Input, Mode, UiEvent};
use nub_config::{Effort, FlagOverrides};
use nub_runtime::{Env, PartsOptions, Permissions, Running, SessionChoice, StartError, StartOptions, Workspace};
use nub_tools::TextFiles;
use tokio::sync::mpsc;

use super::client::{ClientCaps, ClientFiles};
use super::updates;

/// The id of the session config option that picks the model.
pub const MODEL_OPTION: &str = "model";

/// The id of the session config option that sets the reasoning effort.
pub const EFFORT_OPTION: &str = "effort";

/// The effort option's value for "the model's own default".
const DEFAULT_EFFORT: &str = "default";

/// What opening a session needs from the connection.
pub struct Context {
    pub flags: FlagOverrides,
    pub client: ClientCaps,
    pub cx: ConnectionTo<Client>,
}

/// A model an editor can switch to: an endpoint and one of its models.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ModelChoice {
    /// `endpoint/model`: what the editor sends back. Looked up, never parsed
    /// (model names contain slashes, endpoint names colons).
    pub id: String,
    pub endpoint: String,
    pub model: String,
    /// The model sees images (its caps: registry and config).
    pub sees_images: bool,
}

#[derive(Debug, Default)]
struct Models {
    choices: Vec<ModelChoice>,
    /// The id of the choice in use.
    current: String,
    /// The reasoning effort asked for; `None`: the model's default.
    effort: Option<Effort>,
}

impl Models {
    fn current(&self) -> Option<&ModelChoice> {
        self.choices.iter().find(|m| m.id == self.current)
    }
}

/// How the loop of a session opened without a usable model starts.
struct Pending {
    /// The full nub id of the session file (the client may know a part of it).
    nub_id: String,
    servers: Vec<nub_mcp::ServerSpec>,
}

pub struct Session {
    /// The id the client knows the session by.
    pub id: String,
    pub cwd: PathBuf,
    flags: FlagOverrides,
    /// The loop once it runs; whoever holds the lock runs a prompt.
    pub running: tokio::sync::Mutex<Option<Running>>,
    /// The loop's inputs, free also while a prompt runs: cancellation and
    /// answers go here.
    inputs: Mutex<Option<mpsc::Sender<Input>>>,
    pending: Mutex<Option<Pending>>,
    models: Mutex<Models>,
    files: Option<Arc<ClientFiles>>,
    /// The prompt commands and skills, run as `/NAME args`.
    commands: nub_runtime::commands::Commands,
    /// The loop's mode (`session/set_mode`).
    mode: Mutex<Mode>,
}

/// What opening a session yields besides the session: the updates that
/// replay its current path (for `session/load`) and the start-up warnings.
pub struct Opened {
    pub session: Session,
    pub replay: Vec<SessionUpdate>,
    pub warnings: Vec<String>,
}

/// A loop started for a session.
struct Launched {
    running: Running,
    nub_id: String,
    replay: Vec<SessionUpdate>,
    warnings: Vec<String>,
    models: Models,
    commands: nub_runtime::commands::Commands,
}

/// Opens the session `choice` names in `cwd` (`id`: the id the client
/// knows it by, for `session/load`); the client's MCP servers join the
/// configured ones.
pub async fn open(
    ctx: &Context,
    cwd: PathBuf,
    choice: SessionChoice,
    id: Option<String>,
    servers: Vec<McpServer>,
) -> Result<Opened, Error> {
    // Sessions are written below it: never a path nub would have to make.
    if !cwd.is_absolute() || !cwd.is_dir() {
        let why = if cwd.is_absolute() { "is not a directory" } else { "is not an absolute path" };
        return Err(Error::new(ErrorCode::INVALID_PARAMS, format!("cwd {} {why}", cwd.display())));
    }
    let mut warnings = Vec::new();
    let servers: Vec<nub_mcp::ServerSpec> =
        servers.into_iter().filter_map(|s| mcp_spec(s, &cwd, &mut warnings)).collect();
    let ws = Workspace::at(cwd, Env::process()).map_err(|e| Error::new(ErrorCode::INVALID_PARAMS, e.to_string()))?;
    let files = ctx.client.files(&ctx.cx);
    if let Some(files) = &files
        && let Some(id) = &id
    {
        files.set_session(id);
    }
    let new = |nub_id: String,
               running: Option<Running>,
               pending: Option<Pending>,
               models: Models,
               commands: nub_runtime::commands::Commands| Session {
        id: id.clone().unwrap_or_else(|| nub_id.clone()),
        cwd: ws.cwd.clone(),
        flags: ctx.flags.clone(),
        inputs: Mutex::new(running.as_ref().map(|r| r.inputs.clone())),
        running: tokio::sync::Mutex::new(running),
        pending: Mutex::new(pending),
        models: Mutex::new(models),
        files: files.clone(),
        commands,
        mode: Mutex::new(Mode::Ask),
    };
    if let Err(error) = ws.endpoint(&ctx.flags) {
        // Without a usable model the session file is opened (or made) all
        // the same: the first prompt says what is missing.
        tracing::warn!(%error, "acp: no usable model yet; the loop starts at the first prompt");
        let store = ws.sessions();
        let (mut file, notes) = nub_runtime::open_session(&store, &ws.cwd, &choice, None).map_err(start_error)?;
        // The first prompt opens it again by its id: it must be on disk.
        file.persist().map_err(|e| start_error(e.into()))?;
        warnings.extend(notes);
        let replay = updates::replay(&file.session.path_to_head(), &ws.cwd, &nub_tools::ToolRegistry::builtin());
        let nub_id = file.session.id.to_string();
        let pending = Pending { nub_id: nub_id.clone(), servers };
        let commands = nub_runtime::commands::Commands::load(&ws, &nub_runtime::discover_skills(&ws).skills);
        let session = new(nub_id, None, Some(pending), Models::default(), commands);
        if let Some(files) = &files {
            files.set_session(&session.id);
        }
        return Ok(Opened { session, replay, warnings });
    }
    let launched = launch(&ws, &ctx.flags, choice, servers, files.clone()).await?;
    warnings.extend(launched.warnings);
    let session = new(launched.nub_id, Some(launched.running), None, launched.models, launched.commands);
    if let Some(files) = &files {
        files.set_session(&session.id);
    }
    Ok(Opened { session, replay: launched.replay, warnings })
}

async fn launch(
    ws: &Workspace,
    flags: &FlagOverrides,
    session: SessionChoice,
    extra_mcp: Vec<nub_mcp::ServerSpec>,
    files: Option<Arc<ClientFiles>>,
) -> Result<Launched, Error> {
    let options = StartOptions {
        flags: flags.clone(),
        session,
        branch: None,
        // The interactive defaults (D-11): bash and MCP tools ask, and the
        // editor answers through `session/request_permission`.
        parts: PartsOptions {
            profile: flags.profile.clone(),
            permissions: Permissions::default(),
            can_ask: true,
            extra_mcp,
        },
        max_turns: None,
        files: files.map(|f| f as Arc<dyn TextFiles>),
        // session/new answers once the servers are up: an editor lists the tools.
        background_mcp: false,
        mode: nub_agent::Mode::Ask,
    };
    let started = nub_runtime::start(ws, options).await.map_err(start_error)?;
    // Untrusted project config (issue 11) arrives here as start-up warnings;
    // the caller shows each as a notice in the session's first update.
    let warnings = started.warnings.iter().map(ToString::to_string).collect();
    let replay = updates::replay(&started.agent.session().session.path_to_head(), &ws.cwd, &started.agent.tools());
    let choices = model_choices(ws, &started.endpoint).await;
    let current = choices.first().map(|m| m.id.clone()).unwrap_or_default();
    let nub_id = started.session_id.to_string();
    let effort = started.endpoint.effort.as_ref().map(|e| e.value);
    let models = Models { choices, current, effort };
    let commands = started.commands.clone();
    Ok(Launched { running: started.launch(), nub_id, replay, warnings, models, commands })
}

fn start_error(error: StartError) -> Error {
    let code = if error.is_config() { ErrorCode::INVALID_PARAMS } else { ErrorCode::INTERNAL_ERROR };
    Error::new(code, error.to_string())
}

/// The model the session started with, then each usable endpoint's default
/// model and the models it lists itself (`nub_runtime::listed_model_choices`,
/// cached a day): only endpoints whose key is set, since an editor's picker
/// should not offer what can only fail.
async fn model_choices(ws: &Workspace, current: &nub_config::EndpointSettings) -> Vec<ModelChoice> {
    let choice = |endpoint: &str, model: &str, sees_images: bool| ModelChoice {
        id: format!("{endpoint}/{model}"),
        endpoint: endpoint.to_owned(),
        model: model.to_owned(),
        sees_images,
    };
    // NUB_BASE_URL belongs to the endpoint the session started with (as in `ConfigSwitch`).
    let env = |var: &str| if var == "NUB_BASE_URL" { None } else { ws.env.get(var) };
    let listed = nub_runtime::listed_model_choices(ws, current, nub_runtime::LIST_TIMEOUT).await;
    let mut choices = vec![choice(&current.name, &current.model.value, nub_runtime::caps_for(current).supports_images)];
    for listed in listed.iter().filter(|c| c.unavailable.is_none() && !c.model.is_empty()) {
        if choices.iter().any(|c| c.endpoint == listed.endpoint && c.model == listed.model) {
            continue;
        }
        let settings = if listed.endpoint == current.name {
            Ok(nub_config::EndpointSettings {
                model: nub_config::Setting { value: listed.model.clone(), ..current.model.clone() },
                ..current.clone()
            })
        } else {
            let flags = FlagOverrides {
                endpoint: Some(listed.endpoint.clone()),
                model: Some(listed.model.clone()),
                ..FlagOverrides::default()
            };
            ws.config.resolve_endpoint(&env, &flags)
        };
        if let Ok(settings) = settings {
            choices.push(choice(&listed.endpoint, &listed.model, nub_runtime::caps_for(&settings).supports_images));
        }
    }
    choices
}

impl Session {
    /// The loop's inputs, once it runs.
    pub fn inputs(&self) -> Option<mpsc::Sender<Input>> {
        self.inputs.lock().unwrap_or_else(|e| e.into_inner()).clone()
    }

    /// Starts the loop of a session opened without a usable model, into
    /// `slot` (the locked `running`). `Ok` with the start-up warnings;
    /// `Err` says what is still missing.
    pub async fn start(&self, slot: &mut Option<Running>) -> Result<Vec<String>, Error> {
        let Some(pending) = self.pending.lock().unwrap_or_else(|e| e.into_inner()).take() else {
            return Err(stopped());
        };
        let ws = match Workspace::at(self.cwd.clone(), Env::process()) {
            Ok(ws) => ws,
            Err(e) => {
                let message = e.to_string();
                *self.pending.lock().unwrap_or_else(|e| e.into_inner()) = Some(pending);
                return Err(Error::new(ErrorCode::INVALID_REQUEST, message));
            }
        };
        let launched = match ws.endpoint(&self.flags) {
            Ok(_) => {
                let choice = SessionChoice::Resume(pending.nub_id.clone());
                launch(&ws, &self.flags, choice, pending.servers.clone(), self.files.clone()).await
            }
            Err(error) => Err(Error::new(
                ErrorCode::INVALID_REQUEST,
                format!(
                    "nub has no model to use: {error} (for nub acp, set it in the environment the editor starts it with, e.g. the \"env\" of its agent_servers entry, then restart the agent; or in ~/.config/nub/config.toml)"
                ),
            )),
        };
        match launched {
            Ok(launched) => {
                *self.inputs.lock().unwrap_or_else(|e| e.into_inner()) = Some(launched.running.inputs.clone());
                *self.models.lock().unwrap_or_else(|e| e.into_inner()) = launched.models;
                *slot = Some(launched.running);
                tracing::info!(session = %self.id, "acp: the loop started at the first prompt");
                Ok(launched.warnings)
            }
            Err(error) => {
                *self.pending.lock().unwrap_or_else(|e| e.into_inner()) = Some(pending);
                Err(error)
            }
        }
    }

    /// The model in use and whether it sees images.
    pub fn model(&self) -> (String, bool) {
        let models = self.models.lock().unwrap_or_else(|e| e.into_inner());
        models.current().map_or_else(|| (String::new(), false), |m| (m.model.clone(), m.sees_images))
    }

    /// The model picker as ACP session config options (stable in v1);
    /// none before the loop runs.
    pub fn config_options(&self) -> Vec<SessionConfigOption> {
        let models = self.models.lock().unwrap_or_else(|e| e.into_inner());
        if models.choices.is_empty() {
            return Vec::new();
        }
        let options: Vec<SessionConfigSelectOption> =
            models.choices.iter().map(|m| SessionConfigSelectOption::new(m.id.clone(), m.id.clone())).collect();
        let levels = std::iter::once(DEFAULT_EFFORT).chain(Effort::ALL.iter().map(|e| e.name()));
        let efforts: Vec<SessionConfigSelectOption> = levels.map(|l| SessionConfigSelectOption::new(l, l)).collect();
        let effort = models.effort.map_or(DEFAULT_EFFORT, Effort::name);
        vec![
            SessionConfigOption::select(MODEL_OPTION, "Model", models.current.clone(), options)
                .category(SessionConfigOptionCategory::Model),
            SessionConfigOption::select(EFFORT_OPTION, "Reasoning effort", effort, efforts)
                .category(SessionConfigOptionCategory::ThoughtLevel),
        ]
    }

    /// Sets the reasoning effort of the next requests (`default`: the
    /// model's own). A model that does not reason takes it without effect.
    pub async fn set_effort(&self, value: &str) -> Result<(), Error> {
        let effort = match value {
            DEFAULT_EFFORT => None,
            level => Some(Effort::parse(level).ok_or_else(|| {
                let known = format!("{DEFAULT_EFFORT}, {}", Effort::NAMES);
                Error::new(ErrorCode::INVALID_PARAMS, format!("unknown effort {level:?}; the choices are: {known}"))
            })?),
        };
        if self.models.lock().unwrap_or_else(|e| e.into_inner()).choices.is_empty() {
            let message = "this session has no usable model yet; its next prompt says what to set";
            return Err(Error::new(ErrorCode::INVALID_REQUEST, message));
        }
        let inputs = self.inputs().ok_or_else(stopped)?;
        let mut idle = self.running.try_lock().ok();
        inputs.send(Input::SetEffort { effort }).await.map_err(|_| stopped())?;
        // Idle, the loop answers at once: its events are taken here, not
        // left for the next prompt (a warning for a model that does not
        // reason only goes to the log).
        if let Some(running) = idle.as_mut().and_then(|r| r.as_mut()) {
            loop {
                match tokio::time::timeout(Duration::from_secs(10), running.events.recv()).await {
                    Ok(Some(UiEvent::EffortChanged { .. })) => break,
                    Ok(Some(UiEvent::Warning { message })) => tracing::info!(%message, "acp: effort"),
                    Ok(Some(_)) => {}
                    Ok(None) => return Err(stopped()),
                    Err(_) => return Err(Error::new(ErrorCode::INTERNAL_ERROR, "the effort change was not answered")),
                }
            }
        }
        self.models.lock().unwrap_or_else(|e| e.into_inner()).effort = effort;
        Ok(())
    }

    pub fn commands(&self) -> &nub_runtime::commands::Commands {
        &self.commands
    }

    /// The modes an editor offers (`session/new`'s `modes`).
    pub fn modes(&self) -> SessionModeState {
        let current = *self.mode.lock().unwrap_or_else(|e| e.into_inner());
        let modes =
            Mode::ALL.iter().map(|m| SessionMode::new(m.name(), m.name()).description(m.about().to_owned())).collect();
        SessionModeState::new(current.name(), modes)
    }

    /// `session/set_mode`: the loop's mode from its next request on (a run
    /// going finishes in the mode it began with).
    pub async fn set_mode(&self, id: &str) -> Result<(), Error> {
        let mode = Mode::parse(id).ok_or_else(|| {
            let known: Vec<&str> = Mode::ALL.iter().map(|m| m.name()).collect();
            Error::new(ErrorCode::INVALID_PARAMS, format!("unknown mode {id:?}; the modes are: {}", known.join(", ")))
        })?;
        if self.models.lock().unwrap_or_else(|e| e.into_inner()).choices.is_empty() {
            let message = "this session has no usable model yet; its next prompt says what to set";
            return Err(Error::new(ErrorCode::INVALID_REQUEST, message));
        }
        let inputs = self.inputs().ok_or_else(stopped)?;
        let mut idle = self.running.try_lock().ok();
        inputs.send(Input::SetMode { mode }).await.map_err(|_| stopped())?;
        if let Some(running) = idle.as_mut().and_then(|r| r.as_mut()) {
            loop {
                match tokio::time::timeout(Duration::from_secs(10), running.events.recv()).await {
                    Ok(Some(UiEvent::ModeChanged { .. })) => break,
                    Ok(Some(_)) => {}
                    Ok(None) => return Err(stopped()),
                    Err(_) => return Err(Error::new(ErrorCode::INTERNAL_ERROR, "the mode change was not answered")),
                }
            }
        }
        *self.mode.lock().unwrap_or_else(|e| e.into_inner()) = mode;
        Ok(())
    }

    /// Switches the model for the next request. When no prompt runs the
    /// loop's answer is awaited, so a model that cannot be used is an error
    /// here; during a run it applies between requests.
    pub async fn set_model(&self, id: &str) -> Result<(), Error> {
        let choice = {
            let models = self.models.lock().unwrap_or_else(|e| e.into_inner());
            if models.choices.is_empty() {
                let message = "this session has no usable model yet; its next prompt says what to set";
                return Err(Error::new(ErrorCode::INVALID_REQUEST, message));
            }
            let known: Vec<&str> = models.choices.iter().map(|m| m.id.as_str()).collect();
            models.choices.iter().find(|m| m.id == id).cloned().ok_or_else(|| {
                Error::new(
                    ErrorCode::INVALID_PARAMS,
                    format!("unknown model {id:?}; the choices are: {}", known.join(", ")),
                )
            })?
        };
        let inputs = self.inputs().ok_or_else(stopped)?;
        let input = Input::SetModel { endpoint: Some(choice.endpoint.clone()), model: choice.model.clone() };
        let mut idle = self.running.try_lock().ok();
        inputs.send(input).await.map_err(|_| stopped())?;
        if let Some(running) = idle.as_mut().and_then(|r| r.as_mut()) {
            match tokio::time::timeout(Duration::from_secs(10), running.events.recv()).await {
                Ok(Some(UiEvent::Warning { message })) => return Err(Error::new(ErrorCode::INVALID_PARAMS, message)),
                Ok(Some(_)) => {}
                Ok(None) => return Err(stopped()),
                Err(_) => return Err(Error::new(ErrorCode::INTERNAL_ERROR, "the model switch was not answered")),
            }
        }
        self.models.lock().unwrap_or_else(|e| e.into_inner()).current = choice.id;
        Ok(())
    }
}

pub fn stopped() -> Error {
    Error::new(ErrorCode::INTERNAL_ERROR, "the agent loop of this session has stopped; open the session again")
}

/// A client's MCP server as nub's; an SSE server (not advertised) is
/// skipped with a warning that names it.
fn mcp_spec(server: McpServer, cwd: &std::path::Path, warnings: &mut Vec<String>) -> Option<nub_mcp::ServerSpec> {
    let (name, transport) = match server {
        McpServer::Stdio(stdio) => (
            stdio.name,
            nub_mcp::Transport::Stdio {
                command: stdio.command.to_string_lossy().into_owned(),
                args: stdio.args,
                env: stdio.env.into_iter().map(|v| (v.name, v.value)).collect(),
                cwd: Some(cwd.to_owned()),
            },
        ),
        McpServer::Http(http) => (
            http.name,
            nub_mcp::Transport::Http {
                url: http.url,
                headers: http.headers.into_iter().map(|h| (h.name, h.value)).collect(),
            },
        ),
        // Named only: the rest of an entry may hold secrets (headers).
        McpServer::Sse(sse) => {
            warnings.push(format!("MCP server {:?} not started: nub speaks stdio and HTTP, not SSE", sse.name));
            return None;
        }
        _ => {
            warnings.push("an MCP server of a transport nub does not know was not started".to_owned());
            return None;
        }
    };
    Some(nub_mcp::ServerSpec {
        name,
        transport,
        allow: None,
        timeout: nub_mcp::DEFAULT_TIMEOUT,
        // Filled in by the runtime, like for configured servers.
        hidden_env: Vec::new(),
        sandbox: None,
        leaves_sandbox: false,
    })
}
