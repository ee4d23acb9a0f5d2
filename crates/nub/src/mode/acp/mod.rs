//! `nub acp`: nub as an Agent Client Protocol agent (ACP v1, JSON-RPC over
//! stdin/stdout) on the official `agent-client-protocol` crate, so editors
//! drive the same sessions, tools, permissions and MCP servers as the CLI.
//!
//! Like print mode it is a fold: each editor session is a
//! `nub_runtime::start`ed loop, prompts go in as `Input`s and `UiEvent`s
//! come out as `session/update`s. stdout carries protocol messages only;
//! everything else goes to the log file.

mod client;
mod lines;
mod prompt;
mod run;
mod session;
mod updates;

use std::collections::HashMap;
use std::pin::Pin;
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::{Arc, Mutex};
use std::time::Duration;

use agent_client_protocol::schema::ProtocolVersion;
use agent_client_protocol::v1::ConnectionTo;
use agent_client_protocol::v1::schema::{
    AgentCapabilities, CancelNotification, Implementation, InitializeRequest, InitializeResponse, LoadSessionRequest,
    LoadSessionResponse, McpCapabilities, NewSessionRequest, NewSessionResponse, NoticeSeverity, PromptCapabilities,
    PromptRequest, SessionConfigOptionValue, SessionNotification, SetSessionConfigOptionRequest,
    SetSessionConfigOptionResponse, SetSessionModeRequest, SetSessionModeResponse,
};
use agent_client_protocol::{Agent, Client, Error, ErrorCode, Lines, on_receive_notification, on_receive_request};
use futures_util::{Sink, Stream};
use nub_agent::Input;
use nub_config::FlagOverrides;
use nub_runtime::{Env, SessionChoice, Workspace};
use tokio::io::AsyncWriteExt;

use crate::exit::Failure;
use client::ClientCaps;
use session::{Context, Opened, Session};

/// The connection's state: what the client can do, and the sessions it
/// opened, by the id it knows them by.
struct Acp {
    flags: FlagOverrides,
    client: Mutex<ClientCaps>,
    sessions: Mutex<HashMap<String, Arc<Session>>>,
}

impl Acp {
    fn session(&self, id: &str) -> Result<Arc<Session>, Error> {
        let sessions = self.sessions.lock().unwrap_or_else(|e| e.into_inner());
        sessions.get(id).cloned().ok_or_else(|| {
            Error::new(
                ErrorCode::RESOURCE_NOT_FOUND,
                format!("unknown session {id:?}: start one with session/new or open it with session/load"),
            )
            .data(serde_json::json!({ "sessionId": id }))
        })
    }

    fn add(&self, session: Session) -> Arc<Session> {
        let session = Arc::new(session);
        self.sessions.lock().unwrap_or_else(|e| e.into_inner()).insert(session.id.clone(), session.clone());
        session
    }

    fn client(&self) -> ClientCaps {
        *self.client.lock().unwrap_or_else(|e| e.into_inner())
    }

    fn context(&self, cx: &ConnectionTo<Client>) -> Context {
        Context { flags: self.flags.clone(), client: self.client(), cx: cx.clone() }
    }

    /// When a session is open (after `session/new`'s answer, before
    /// `session/load`'s): the start-up warnings, then the slash commands.
    fn opened(&self, cx: &ConnectionTo<Client>, session: &Session, warnings: Vec<String>) -> Result<(), Error> {
        let client = self.client();
        let updates = warnings.into_iter().map(|w| client.notice(NoticeSeverity::Warning, w));
        for update in updates.chain([prompt::commands(session.commands())]) {
            cx.send_notification(SessionNotification::new(session.id.clone(), update))?;
        }
        Ok(())
    }
}

pub async fn run(flags: FlagOverrides) -> Result<(), Failure> {
    // A panic must not leave MCP servers behind; bash process groups end
    // with their tasks.
    let default_hook = std::panic::take_hook();
    std::panic::set_hook(Box::new(move |info| {
        nub_mcp::terminate_all();
        nub_tools::builtin::jobs::kill_all();
        default_hook(info);
    }));
    exit_on_signals();
    let acp = Arc::new(Acp { flags, client: Mutex::default(), sessions: Mutex::new(HashMap::new()) });
    let (init, new, load, prompt, cancel, config, modes) =
        (acp.clone(), acp.clone(), acp.clone(), acp.clone(), acp.clone(), acp.clone(), acp.clone());
    let served = Agent
        .v1()
        .name("nub")
        .on_receive_request(
            async move |request: InitializeRequest, responder, _cx| {
                *init.client.lock().unwrap_or_else(|e| e.into_inner()) = ClientCaps::of(&request.client_capabilities);
                responder.respond(initialize(&request, &init.flags))
            },
            on_receive_request!(),
        )
        .on_receive_request(
            async move |request: NewSessionRequest, responder, cx| {
                let acp = new.clone();
                // Opening waits for MCP servers: off the dispatch loop, so
                // other sessions are served meanwhile.
                cx.clone().spawn(async move {
                    let ctx = acp.context(&cx);
                    let opened = session::open(&ctx, request.cwd, SessionChoice::New, None, request.mcp_servers).await;
                    let Opened { session, warnings, .. } = match opened {
                        Ok(opened) => opened,
                        Err(error) => return responder.respond_with_error(error),
                    };
                    let session = acp.add(session);
                    tracing::info!(session = %session.id, "acp: new session");
                    responder.respond(
                        NewSessionResponse::new(session.id.clone())
                            .config_options(session.config_options())
                            .modes(session.modes()),
                    )?;
                    acp.opened(&cx, &session, warnings)
                })
            },
            on_receive_request!(),
        )
        .on_receive_request(
            async move |request: LoadSessionRequest, responder, cx| {
                let acp = load.clone();
                cx.clone().spawn(async move {
                    let id = request.session_id.0.to_string();
                    if acp.session(&id).is_ok() {
                        let message = format!("session {id} is already open on this connection");
                        return responder.respond_with_error(Error::new(ErrorCode::INVALID_PARAMS, message));
                    }
                    let ctx = acp.context(&cx);
                    let choice = SessionChoice::Resume(id.clone());
                    // nub also resolves a unique part of an id; the client
                    // knows the session by the id it sent.
                    let opened = session::open(&ctx, request.cwd, choice, Some(id), request.mcp_servers).await;
                    let Opened { session, replay, warnings } = match opened {
                        Ok(opened) => opened,
                        Err(error) => return responder.respond_with_error(error),
                    };
                    let session = acp.add(session);
                    tracing::info!(session = %session.id, updates = replay.len(), "acp: session loaded");
                    for update in replay {
                        cx.send_notification(SessionNotification::new(session.id.clone(), update))?;
                    }
                    // The client knows this session's id already: all of it
                    // comes before the answer.
                    acp.opened(&cx, &session, warnings)?;
                    responder.respond(
                        LoadSessionResponse::new().config_options(session.config_options()).modes(session.modes()),
                    )
                })
            },
            on_receive_request!(),
        )
        .on_receive_request(
            async move |request: PromptRequest, responder, cx| {
                let session = match prompt.session(&request.session_id.0) {
                    Ok(session) => session,
                    Err(error) => return responder.respond_with_error(error),
                };
                let client = prompt.client();
                // A run waits for permission answers, which arrive through
                // this very dispatch loop: it must not hold the loop.
                cx.clone().spawn(async move {
                    responder.respond_with_result(run::prompt(&session, request.prompt, &cx, client).await)
                })
            },
            on_receive_request!(),
        )
        .on_receive_request(
            async move |request: SetSessionConfigOptionRequest, responder, cx| {
                let acp = config.clone();
                cx.spawn(async move {
                    let result = async {
                        let session = acp.session(&request.session_id.0)?;
                        match (&*request.config_id.0, &request.value) {
                            (session::MODEL_OPTION, SessionConfigOptionValue::ValueId { value }) => {
                                session.set_model(&value.0).await?;
                                Ok(SetSessionConfigOptionResponse::new(session.config_options()))
                            }
                            (session::EFFORT_OPTION, SessionConfigOptionValue::ValueId { value }) => {
                                session.set_effort(&value.0).await?;
                                Ok(SetSessionConfigOptionResponse::new(session.config_options()))
                            }
                            (id, _) => Err(Error::new(
                                ErrorCode::INVALID_PARAMS,
                                format!("unknown config option {id:?}; nub offers \"model\" and \"effort\""),
                            )),
                        }
                    };
                    responder.respond_with_result(result.await)
                })
            },
            on_receive_request!(),
        )
        .on_receive_request(
            async move |request: SetSessionModeRequest, responder, cx| {
                let acp = modes.clone();
                cx.spawn(async move {
                    let result = async {
                        let session = acp.session(&request.session_id.0)?;
                        session.set_mode(&request.mode_id.0).await?;
                        tracing::info!(session = %session.id, mode = %request.mode_id.0, "acp: mode set");
                        Ok(SetSessionModeResponse::new())
                    };
                    responder.respond_with_result(result.await)
                })
            },
            on_receive_request!(),
        )
        .on_receive_notification(
            async move |notification: CancelNotification, _cx| {
                if let Ok(session) = cancel.session(&notification.session_id.0)
                    && let Some(inputs) = session.inputs()
                {
                    tracing::info!(session = %session.id, "acp: cancel");
                    let _ = inputs.send(Input::Cancel).await;
                }
                Ok(())
            },
            on_receive_notification!(),
        )
        .connect_to(stdio())
        .await;
    shut_down(&acp).await;
    match served {
        // The editor closed its end while nub still wrote: it is gone, as
        // after EOF.
        Err(_) if CLIENT_GONE.load(Ordering::Relaxed) => {
            tracing::info!("acp: the client closed the connection");
            Ok(())
        }
        served => served.map_err(|e| Failure::error(format!("the ACP connection failed: {e}"))),
    }
}

/// Set when writing to stdout failed because the client closed it.
static CLIENT_GONE: AtomicBool = AtomicBool::new(false);

fn initialize(request: &InitializeRequest, flags: &FlagOverrides) -> InitializeResponse {
    tracing::info!(client = ?request.client_info, version = ?request.protocol_version, "acp: initialize");
    let capabilities = AgentCapabilities::new()
        .load_session(true)
        .prompt_capabilities(PromptCapabilities::new().embedded_context(true).image(sees_images(flags)))
        .mcp_capabilities(McpCapabilities::new().http(true));
    // nub speaks version 1; a client that wants another decides whether to go on.
    InitializeResponse::new(ProtocolVersion::V1)
        .agent_capabilities(capabilities)
        .agent_info(Implementation::new("nub", env!("CARGO_PKG_VERSION")).title("nub"))
}

/// Whether the model a session here starts with can see images: the
/// endpoint the flags, the environment and the user's configuration choose
/// in the directory nub was started in (a project's own config can choose
/// another model; a prompt's images are checked against the session's).
fn sees_images(flags: &FlagOverrides) -> bool {
    Workspace::load(Env::process())
        .and_then(|ws| ws.endpoint(flags))
        .is_ok_and(|endpoint| nub_runtime::caps_for(&endpoint).supports_images)
}

/// Each loop cancels its run, answers every tool call, stops its process
/// groups and syncs its session file; then the MCP servers go.
async fn shut_down(acp: &Acp) {
    let sessions: Vec<Arc<Session>> =
        acp.sessions.lock().unwrap_or_else(|e| e.into_inner()).drain().map(|(_, s)| s).collect();
    let inputs: Vec<_> = sessions.iter().filter_map(|s| s.inputs().map(|i| (s.id.clone(), i))).collect();
    for (_, inputs) in &inputs {
        let _ = inputs.send(Input::Quit).await;
    }
    for (id, inputs) in &inputs {
        if tokio::time::timeout(Duration::from_secs(5), inputs.closed()).await.is_err() {
            tracing::warn!(session = %id, "acp: the loop did not stop in time");
        }
    }
    drop(sessions);
    nub_mcp::terminate_all();
}

/// SIGTERM, SIGHUP and SIGINT end the agent (the client speaks on stdin,
/// never through signals), after stopping what nub started: background
/// jobs and MCP servers.
fn exit_on_signals() {
    use tokio::signal::unix::{SignalKind, signal};
    for (kind, code) in [(SignalKind::terminate(), 143), (SignalKind::hangup(), 129), (SignalKind::interrupt(), 130)] {
        let Ok(mut signals) = signal(kind) else { continue };
        tokio::spawn(async move {
            if signals.recv().await.is_some() {
                nub_tools::builtin::jobs::kill_all();
                nub_mcp::terminate_all();
                std::process::exit(code);
            }
        });
    }
}

type Outgoing = Pin<Box<dyn Sink<String, Error = std::io::Error> + Send>>;
type Incoming = Pin<Box<dyn Stream<Item = std::io::Result<String>> + Send>>;

/// Newline-delimited JSON-RPC on tokio's stdin and stdout: nothing else
/// ever writes to stdout in this mode. Incoming lines are capped and
/// checked for UTF-8 (`lines`): a bad one is answered, not fatal.
fn stdio() -> Lines<Outgoing, Incoming> {
    let reader = tokio::io::BufReader::new(tokio::io::stdin());
    let incoming = futures_util::stream::unfold(Some(reader), async |reader| {
        let mut reader = reader?;
        match lines::next_line(&mut reader).await {
            Ok(Some(line)) => Some((Ok(line), Some(reader))),
            Ok(None) => None,
            // One error ends the input: a broken stdin does not heal.
            Err(error) => Some((Err(error), None)),
        }
    });
    let outgoing = futures_util::sink::unfold(tokio::io::stdout(), async |mut stdout, line: String| {
        let written = async {
            stdout.write_all(line.as_bytes()).await?;
            stdout.write_all(b"\n").await?;
            stdout.flush().await
        };
        if let Err(error) = written.await {
            if error.kind() == std::io::ErrorKind::BrokenPipe {
                CLIENT_GONE.store(true, Ordering::Relaxed);
            }
            return Err(error);
        }
        Ok::<_, std::io::Error>(stdout)
    });
    Lines::new(Box::pin(outgoing), Box::pin(incoming))
}
