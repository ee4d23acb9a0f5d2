//! One editor session: a nub session started by `nub_runtime::start` in the
//! editor's directory (the same `.nub/sessions` as the CLI), its running
//! loop, and the models it may switch between.

use std::path::PathBuf;
use std::sync::Mutex;
use std::time::Duration;

use agent_client_protocol::v1::schema::{
    McpServer, SessionConfigOption, SessionConfigOptionCategory, SessionConfigSelectOption, SessionUpdate,
};
use agent_client_protocol::{Error, ErrorCode};
use nub_agent::{Input, UiEvent};
use nub_config::FlagOverrides;
use nub_runtime::{Env, PartsOptions, Permissions, Running, SessionChoice, StartOptions, Workspace};
use tokio::sync::mpsc;

use super::updates;

/// The id of the session config option that picks the model.
pub const MODEL_OPTION: &str = "model";

/// A model an editor can switch to: an endpoint and one of its models.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ModelChoice {
    /// `endpoint/model`: what the editor sends back. Looked up, never parsed
    /// (model names contain slashes, endpoint names colons).
    pub id: String,
    pub endpoint: String,
    pub model: String,
}

pub struct Session {
    pub id: String,
    pub cwd: PathBuf,
    /// Always free, also while a prompt runs: cancellation and answers go here.
    pub inputs: mpsc::Sender<Input>,
    /// The loop's event stream; whoever holds the lock runs the prompt.
    pub running: tokio::sync::Mutex<Running>,
    pub models: Vec<ModelChoice>,
    current_model: Mutex<String>,
}

/// What opening a session yields besides the session: the updates that
/// replay its current path (for `session/load`) and the start-up warnings.
pub struct Opened {
    pub session: Session,
    pub replay: Vec<SessionUpdate>,
    pub warnings: Vec<String>,
}

pub async fn open(
    flags: &FlagOverrides,
    cwd: PathBuf,
    choice: SessionChoice,
    servers: Vec<McpServer>,
) -> Result<Opened, Error> {
    let mut warnings = Vec::new();
    let extra_mcp = servers.into_iter().filter_map(|s| mcp_spec(s, &cwd, &mut warnings)).collect();
    let ws = Workspace::at(cwd, Env::process()).map_err(|e| Error::new(ErrorCode::INVALID_PARAMS, e.to_string()))?;
    let options = StartOptions {
        flags: flags.clone(),
        session: choice,
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
    };
    let started = nub_runtime::start(&ws, options).await.map_err(|e| {
        let code = if e.is_config() { ErrorCode::INVALID_PARAMS } else { ErrorCode::INTERNAL_ERROR };
        Error::new(code, e.to_string())
    })?;
    // Untrusted project config (issue 11) arrives here as start-up warnings;
    // the caller shows each as a notice in the session's first update.
    warnings.extend(started.warnings.iter().map(ToString::to_string));
    let replay = updates::replay(&started.agent.session().session.path_to_head(), &ws.cwd);
    let models = model_choices(&ws, &started.endpoint.name, &started.endpoint.model.value);
    let current = models.first().map(|m| m.id.clone()).unwrap_or_default();
    let id = started.session_id.to_string();
    let running = started.launch();
    let session = Session {
        id,
        cwd: ws.cwd,
        inputs: running.inputs.clone(),
        running: tokio::sync::Mutex::new(running),
        models,
        current_model: Mutex::new(current),
    };
    Ok(Opened { session, replay, warnings })
}

/// The model the session started with, then the default model of each
/// configured or built-in endpoint that can be used here (its key is set):
/// an editor's picker should not offer what can only fail.
fn model_choices(ws: &Workspace, endpoint: &str, model: &str) -> Vec<ModelChoice> {
    let choice = |endpoint: &str, model: &str| ModelChoice {
        id: format!("{endpoint}/{model}"),
        endpoint: endpoint.to_owned(),
        model: model.to_owned(),
    };
    let mut choices = vec![choice(endpoint, model)];
    // NUB_BASE_URL belongs to the endpoint the session started with (as in `ConfigSwitch`).
    let env = |var: &str| if var == "NUB_BASE_URL" { None } else { ws.env.get(var) };
    for def in &ws.config.endpoints {
        let Some(default) = &def.model else { continue };
        let flags = FlagOverrides {
            endpoint: Some(def.name.clone()),
            model: Some(default.value.clone()),
            ..FlagOverrides::default()
        };
        let next = choice(&def.name, &default.value);
        if !choices.contains(&next) && ws.config.resolve_endpoint(&env, &flags).is_ok() {
            choices.push(next);
        }
    }
    choices
}

impl Session {
    /// The model picker as ACP session config options (stable in v1).
    pub fn config_options(&self) -> Vec<SessionConfigOption> {
        let current = self.current_model.lock().unwrap_or_else(|e| e.into_inner()).clone();
        let options: Vec<SessionConfigSelectOption> =
            self.models.iter().map(|m| SessionConfigSelectOption::new(m.id.clone(), m.id.clone())).collect();
        vec![
            SessionConfigOption::select(MODEL_OPTION, "Model", current, options)
                .category(SessionConfigOptionCategory::Model),
        ]
    }

    /// Switches the model for the next request. When no prompt runs the
    /// loop's answer is awaited, so a model that cannot be used is an error
    /// here; during a run it applies between requests.
    pub async fn set_model(&self, id: &str) -> Result<(), Error> {
        let choice = self.models.iter().find(|m| m.id == id).ok_or_else(|| {
            let known: Vec<&str> = self.models.iter().map(|m| m.id.as_str()).collect();
            Error::new(
                ErrorCode::INVALID_PARAMS,
                format!("unknown model {id:?}; the choices are: {}", known.join(", ")),
            )
        })?;
        let input = Input::SetModel { endpoint: Some(choice.endpoint.clone()), model: choice.model.clone() };
        let idle = self.running.try_lock().ok();
        self.inputs.send(input).await.map_err(|_| stopped())?;
        if let Some(mut running) = idle {
            match tokio::time::timeout(Duration::from_secs(10), running.events.recv()).await {
                Ok(Some(UiEvent::Warning { message })) => return Err(Error::new(ErrorCode::INVALID_PARAMS, message)),
                Ok(Some(_)) => {}
                Ok(None) => return Err(stopped()),
                Err(_) => return Err(Error::new(ErrorCode::INTERNAL_ERROR, "the model switch was not answered")),
            }
        }
        *self.current_model.lock().unwrap_or_else(|e| e.into_inner()) = choice.id.clone();
        Ok(())
    }
}

pub fn stopped() -> Error {
    Error::new(ErrorCode::INTERNAL_ERROR, "the agent loop of this session has stopped; open the session again")
}

/// A client's MCP server as nub's; an SSE server (not advertised) is
/// skipped with a warning.
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
        other => {
            warnings.push(format!("MCP server {other:?} not started: nub speaks stdio and HTTP, not SSE"));
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
    })
}
