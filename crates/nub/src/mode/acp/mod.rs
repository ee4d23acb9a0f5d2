//! `nub acp`: nub as an Agent Client Protocol agent (ACP v1, JSON-RPC over
//! stdin/stdout) on the official `agent-client-protocol` crate, so editors
//! drive the same sessions, tools, permissions and MCP servers as the CLI.
//!
//! Like print mode it is a fold: each editor session is a
//! `nub_runtime::start`ed loop, prompts go in as `Input`s and `UiEvent`s
//! come out as `session/update`s. stdout carries protocol messages only;
//! everything else goes to the log file.

mod run;
mod session;
mod updates;

use std::collections::HashMap;
use std::pin::Pin;
use std::sync::{Arc, Mutex};
use std::time::Duration;

use agent_client_protocol::schema::ProtocolVersion;
use agent_client_protocol::v1::schema::{
    AgentCapabilities, CancelNotification, Implementation, InitializeRequest, InitializeResponse, LoadSessionRequest,
    LoadSessionResponse, McpCapabilities, NewSessionRequest, NewSessionResponse, NoticeSeverity, PromptCapabilities,
    PromptRequest, SessionConfigOptionValue, SessionNotification, SetSessionConfigOptionRequest,
    SetSessionConfigOptionResponse,
};
use agent_client_protocol::{Agent, Error, ErrorCode, Lines, on_receive_notification, on_receive_request};
use futures_util::{Sink, Stream};
use nub_agent::Input;
use nub_config::FlagOverrides;
use nub_runtime::SessionChoice;
use tokio::io::{AsyncBufReadExt, AsyncWriteExt};

use crate::exit::Failure;
use session::Session;

/// The sessions this connection opened, by their (full nub) id.
struct Acp {
    flags: FlagOverrides,
    sessions: Mutex<HashMap<String, Arc<Session>>>,
}

impl Acp {
    fn session(&self, id: &str) -> Result<Arc<Session>, Error> {
        let sessions = self.sessions.lock().unwrap_or_else(|e| e.into_inner());
        sessions.get(id).cloned().ok_or_else(|| {
            Error::new(
                ErrorCode::INVALID_PARAMS,
                format!("unknown session {id:?}: start one with session/new or open it with session/load"),
            )
        })
    }

    fn add(&self, session: Session) -> Arc<Session> {
        let session = Arc::new(session);
        self.sessions.lock().unwrap_or_else(|e| e.into_inner()).insert(session.id.clone(), session.clone());
        session
    }
}

pub async fn run(flags: FlagOverrides) -> Result<(), Failure> {
    // A panic must not leave MCP servers behind; bash process groups end
    // with their tasks.
    let default_hook = std::panic::take_hook();
    std::panic::set_hook(Box::new(move |info| {
        nub_mcp::terminate_all();
        default_hook(info);
    }));
    let acp = Arc::new(Acp { flags, sessions: Mutex::new(HashMap::new()) });
    let (new, load, prompt, cancel, config) = (acp.clone(), acp.clone(), acp.clone(), acp.clone(), acp.clone());
    let served = Agent
        .v1()
        .name("nub")
        .on_receive_request(
            async move |request: InitializeRequest, responder, _cx| responder.respond(initialize(&request)),
            on_receive_request!(),
        )
        .on_receive_request(
            async move |request: NewSessionRequest, responder, cx| {
                let acp = new.clone();
                // Opening waits for MCP servers: off the dispatch loop, so
                // other sessions are served meanwhile.
                cx.clone().spawn(async move {
                    let opened = session::open(&acp.flags, request.cwd, SessionChoice::New, request.mcp_servers).await;
                    let opened = match opened {
                        Ok(opened) => opened,
                        Err(error) => return responder.respond_with_error(error),
                    };
                    let session = acp.add(opened.session);
                    tracing::info!(session = %session.id, "acp: new session");
                    responder.respond(
                        NewSessionResponse::new(session.id.clone()).config_options(session.config_options()),
                    )?;
                    for warning in opened.warnings {
                        let update = run::notice(NoticeSeverity::Warning, warning);
                        cx.send_notification(SessionNotification::new(session.id.clone(), update))?;
                    }
                    Ok(())
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
                    let choice = SessionChoice::Resume(id.clone());
                    let mut opened = match session::open(&acp.flags, request.cwd, choice, request.mcp_servers).await {
                        Ok(opened) => opened,
                        Err(error) => return responder.respond_with_error(error),
                    };
                    // nub also resolves a unique part of an id; the client
                    // knows the session by the id it sent.
                    opened.session.id = id;
                    let session = acp.add(opened.session);
                    tracing::info!(session = %session.id, updates = opened.replay.len(), "acp: session loaded");
                    let warnings = opened.warnings.into_iter().map(|w| run::notice(NoticeSeverity::Warning, w));
                    for update in warnings.chain(opened.replay) {
                        cx.send_notification(SessionNotification::new(session.id.clone(), update))?;
                    }
                    responder.respond(LoadSessionResponse::new().config_options(session.config_options()))
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
                // A run waits for permission answers, which arrive through
                // this very dispatch loop: it must not hold the loop.
                cx.clone().spawn(async move {
                    responder.respond_with_result(run::prompt(&session, request.prompt, &cx).await)
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
                            (id, _) => Err(Error::new(
                                ErrorCode::INVALID_PARAMS,
                                format!("unknown config option {id:?}; nub offers \"model\""),
                            )),
                        }
                    };
                    responder.respond_with_result(result.await)
                })
            },
            on_receive_request!(),
        )
        .on_receive_notification(
            async move |notification: CancelNotification, _cx| {
                if let Ok(session) = cancel.session(&notification.session_id.0) {
                    tracing::info!(session = %session.id, "acp: cancel");
                    let _ = session.inputs.send(Input::Cancel).await;
                }
                Ok(())
            },
            on_receive_notification!(),
        )
        .connect_to(stdio())
        .await;
    shut_down(&acp).await;
    served.map_err(|e| Failure::error(format!("the ACP connection failed: {e}")))
}

fn initialize(request: &InitializeRequest) -> InitializeResponse {
    tracing::info!(client = ?request.client_info, version = ?request.protocol_version, "acp: initialize");
    let capabilities = AgentCapabilities::new()
        .load_session(true)
        // Text and attached files; `Input::Prompt` carries no images yet.
        .prompt_capabilities(PromptCapabilities::new().embedded_context(true))
        .mcp_capabilities(McpCapabilities::new().http(true));
    // nub speaks version 1; a client that wants another decides whether to go on.
    InitializeResponse::new(ProtocolVersion::V1)
        .agent_capabilities(capabilities)
        .agent_info(Implementation::new("nub", env!("CARGO_PKG_VERSION")).title("nub"))
}

/// Each loop cancels its run, answers every tool call, stops its process
/// groups and syncs its session file; then the MCP servers go.
async fn shut_down(acp: &Acp) {
    let sessions: Vec<Arc<Session>> =
        acp.sessions.lock().unwrap_or_else(|e| e.into_inner()).drain().map(|(_, s)| s).collect();
    for session in &sessions {
        let _ = session.inputs.send(Input::Quit).await;
    }
    for session in &sessions {
        if tokio::time::timeout(Duration::from_secs(5), session.inputs.closed()).await.is_err() {
            tracing::warn!(session = %session.id, "acp: the loop did not stop in time");
        }
    }
    drop(sessions);
    nub_mcp::terminate_all();
}

type Outgoing = Pin<Box<dyn Sink<String, Error = std::io::Error> + Send>>;
type Incoming = Pin<Box<dyn Stream<Item = std::io::Result<String>> + Send>>;

/// Newline-delimited JSON-RPC on tokio's stdin and stdout: nothing else
/// ever writes to stdout in this mode.
fn stdio() -> Lines<Outgoing, Incoming> {
    let reader = tokio::io::BufReader::new(tokio::io::stdin()).lines();
    let incoming = futures_util::stream::unfold(Some(reader), async |reader| {
        let mut reader = reader?;
        match reader.next_line().await {
            Ok(Some(line)) => Some((Ok(line), Some(reader))),
            Ok(None) => None,
            // One error ends the input: a broken stdin does not heal.
            Err(error) => Some((Err(error), None)),
        }
    });
    let outgoing = futures_util::sink::unfold(tokio::io::stdout(), async |mut stdout, line: String| {
        stdout.write_all(line.as_bytes()).await?;
        stdout.write_all(b"\n").await?;
        stdout.flush().await?;
        Ok::<_, std::io::Error>(stdout)
    });
    Lines::new(Box::pin(outgoing), Box::pin(incoming))
}
