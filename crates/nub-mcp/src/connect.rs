//! Connecting: every server in its own task, started at once; a bounded
//! wait for all of them; process groups that never outlive nub.

use std::process::Stdio;
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};

use nub_llm::estimate::tokens;
use nub_tools::Tool;
use rmcp::ServiceExt;
use rmcp::service::{RoleClient, RunningService};
use rmcp::transport::streamable_http_client::StreamableHttpClientTransportConfig;
use rmcp::transport::{StreamableHttpClientTransport, TokioChildProcess};
use tokio::io::AsyncReadExt;
use tokio::task::JoinHandle;

use crate::bridge::McpTool;
use crate::prompts::{PromptInfo, ServerPromptList};
use crate::servers::{ServerSpec, Transport};

/// How much of a stdio server's stderr is kept for the failure message.
const STDERR_TAIL: usize = 600;

/// Process groups of running stdio servers, for [`terminate_all`].
static GROUPS: Mutex<Vec<i32>> = Mutex::new(Vec::new());

/// Terminates the process group of every stdio server still running.
/// Safe to call more than once; used by `Drop for Connected` and before an
/// exit that skips destructors.
pub fn terminate_all() {
    let groups = std::mem::take(&mut *GROUPS.lock().unwrap_or_else(|e| e.into_inner()));
    terminate(groups);
}

/// SIGTERM to each group, up to 300 ms to go, then SIGKILL.
fn terminate(groups: Vec<i32>) {
    for pgid in &groups {
        signal_group(*pgid, libc::SIGTERM);
    }
    let deadline = Instant::now() + Duration::from_millis(300);
    while groups.iter().any(|pgid| group_exists(*pgid)) && Instant::now() < deadline {
        std::thread::sleep(Duration::from_millis(10));
    }
    for pgid in groups.into_iter().filter(|pgid| group_exists(*pgid)) {
        signal_group(pgid, libc::SIGKILL);
    }
}

fn forget_group(pgid: i32) {
    GROUPS.lock().unwrap_or_else(|e| e.into_inner()).retain(|g| *g != pgid);
}

fn signal_group(pgid: i32, signal: i32) {
    if pgid > 1 {
        // SAFETY: kill(2) with a negative pid signals a process group; no memory is touched.
        #[allow(unsafe_code)]
        unsafe {
            libc::kill(-pgid, signal);
        }
    }
}

fn group_exists(pgid: i32) -> bool {
    // SAFETY: signal 0 only checks that the group exists.
    #[allow(unsafe_code)]
    let exists = unsafe { libc::kill(-pgid, 0) } == 0;
    exists
}

#[derive(Debug, Clone, PartialEq, Eq)]
pub enum ServerStatus {
    Connected,
    Failed(String),
    /// Not started: left out by the profile or a bad entry.
    Skipped(String),
}

/// What became of one configured server.
#[derive(Debug, Clone)]
pub struct ServerReport {
    pub name: String,
    pub status: ServerStatus,
    /// Registered tool names (`server__tool`).
    pub tools: Vec<String>,
    /// Estimated tokens of the registered tool definitions.
    pub tokens: usize,
    pub elapsed: Duration,
}

/// Servers still connecting. Created by [`connect_all`], which returns at once.
pub struct Connecting {
    tasks: Vec<(ServerSpec, JoinHandle<Result<Session, String>>)>,
    skipped: Vec<(String, String)>,
    started: Instant,
}

/// Given up before `ready` (an error elsewhere in start-up): stop the
/// connects and every server already started.
impl Drop for Connecting {
    fn drop(&mut self) {
        if self.tasks.is_empty() {
            return;
        }
        for (_, task) in &self.tasks {
            task.abort();
        }
        terminate_all();
    }
}

/// Servers connected, their tools and what happened to each.
pub struct Connected {
    pub tools: Vec<Arc<dyn Tool>>,
    /// The prompts of each server that offers some (`/server:prompt`).
    pub prompts: Vec<ServerPromptList>,
    pub servers: Vec<ServerReport>,
    /// One line per dropped server, tool skipped or oversized server.
    pub warnings: Vec<String>,
    sessions: Vec<RunningService<RoleClient, ()>>,
    /// Process groups of this value's stdio servers.
    groups: Vec<i32>,
}

impl Connected {
    /// No server at all (what a run has before its servers come up).
    pub fn none() -> Connected {
        Connected {
            tools: Vec::new(),
            prompts: Vec::new(),
            servers: Vec::new(),
            warnings: Vec::new(),
            sessions: Vec::new(),
            groups: Vec::new(),
        }
    }
}

impl Drop for Connected {
    fn drop(&mut self) {
        self.sessions.clear();
        let groups = std::mem::take(&mut self.groups);
        GROUPS.lock().unwrap_or_else(|e| e.into_inner()).retain(|g| !groups.contains(g));
        terminate(groups);
    }
}

impl std::fmt::Debug for Connected {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Connected").field("servers", &self.servers).field("warnings", &self.warnings).finish()
    }
}

struct Session {
    service: RunningService<RoleClient, ()>,
    tools: Vec<rmcp::model::Tool>,
    /// Tools whose definitions could not be read, one line each.
    unreadable: Vec<String>,
    prompts: Vec<PromptInfo>,
    /// Why the prompts could not be listed, or one line per prompt skipped.
    prompt_problems: Vec<String>,
    group: Option<i32>,
}

/// Starts connecting to every server in the background (must be called in
/// a tokio runtime). `skipped` are reported as such by `ready`.
pub fn connect_all(specs: Vec<ServerSpec>, skipped: Vec<(String, String)>) -> Connecting {
    let tasks = specs
        .into_iter()
        .map(|spec| {
            let task = tokio::spawn(connect_one(spec.clone()));
            (spec, task)
        })
        .collect();
    Connecting { tasks, skipped, started: Instant::now() }
}

impl Connecting {
    /// How many servers are being started.
    pub fn count(&self) -> usize {
        self.tasks.len()
    }

    /// Waits until every server is connected or has used up its timeout
    /// (counted from `connect_all`), then builds the tools.
    pub async fn ready(self) -> Connected {
        self.ready_with(|_, _| {}).await
    }

    /// `ready`, telling `progress(done, total)` each time a server is
    /// connected or dropped, in the order they finish.
    pub async fn ready_with(mut self, mut progress: impl FnMut(usize, usize)) -> Connected {
        let total = self.tasks.len();
        let mut outcomes: Vec<Option<(Result<Session, String>, Duration)>> = (0..total).map(|_| None).collect();
        let started = self.started;
        let mut done = 0;
        progress(done, total);
        std::future::poll_fn(|cx| {
            for (slot, (_, task)) in outcomes.iter_mut().zip(self.tasks.iter_mut()) {
                if slot.is_some() {
                    continue;
                }
                if let std::task::Poll::Ready(joined) = std::pin::Pin::new(task).poll(cx) {
                    let outcome = joined.unwrap_or_else(|e| Err(format!("the connect task failed: {e}")));
                    *slot = Some((outcome, started.elapsed()));
                    done += 1;
                    progress(done, total);
                }
            }
            if done == total { std::task::Poll::Ready(()) } else { std::task::Poll::Pending }
        })
        .await;
        let mut connected = Connected::none();
        for (name, why) in std::mem::take(&mut self.skipped) {
            connected.servers.push(ServerReport {
                name,
                status: ServerStatus::Skipped(why),
                tools: Vec::new(),
                tokens: 0,
                elapsed: Duration::ZERO,
            });
        }
        for ((spec, _), outcome) in std::mem::take(&mut self.tasks).into_iter().zip(outcomes) {
            let (outcome, elapsed) = outcome
                .unwrap_or_else(|| (Err("the connect task ended without an answer".into()), self.started.elapsed()));
            match outcome {
                Ok(session) => {
                    let report = register(&spec, session, &mut connected, elapsed);
                    connected.servers.push(report);
                }
                Err(why) => {
                    connected.warnings.push(format!("MCP server {} dropped: {why}", spec.name));
                    connected.servers.push(ServerReport {
                        name: spec.name,
                        status: ServerStatus::Failed(why),
                        tools: Vec::new(),
                        tokens: 0,
                        elapsed,
                    });
                }
            }
        }
        connected
    }
}

/// Validates, filters and bridges the tools of one connected server.
fn register(spec: &ServerSpec, session: Session, connected: &mut Connected, elapsed: Duration) -> ServerReport {
    let peer = session.service.peer().clone();
    let mut names: Vec<String> = Vec::new();
    let mut cost = 0;
    for problem in session.unreadable.iter().chain(&session.prompt_problems) {
        connected.warnings.push(format!("MCP server {}: {problem}", spec.name));
    }
    if !session.prompts.is_empty() {
        connected.prompts.push(ServerPromptList::new(&spec.name, session.prompts, peer.clone()));
    }
    for tool in session.tools {
        if let Some(allow) = &spec.allow
            && !allow.iter().any(|a| a == tool.name.as_ref())
        {
            continue;
        }
        let bridged = match McpTool::new(&spec.name, &tool, peer.clone()) {
            Ok(bridged) => bridged,
            Err(problem) => {
                connected.warnings.push(format!("MCP server {}: tool {:?} skipped: {problem}", spec.name, tool.name));
                continue;
            }
        };
        // `a` + `b__c` and `a__b` + `c` are both `a__b__c`: the first keeps it.
        let taken = connected.servers.iter().find(|s| s.tools.iter().any(|t| t == bridged.name())).map(|s| &s.name);
        if let Some(owner) = taken.or_else(|| names.contains(&bridged.name().to_owned()).then_some(&spec.name)) {
            connected.warnings.push(format!(
                "MCP server {}: tool {:?} skipped: its name {} is already taken by a tool of server {owner}",
                spec.name,
                tool.name,
                bridged.name()
            ));
            continue;
        }
        cost += tokens(&bridged.definition_json());
        names.push(bridged.name().to_owned());
        connected.tools.push(Arc::new(bridged));
    }
    if spec.allow.is_none() && names.len() > crate::MANY_TOOLS {
        connected.warnings.push(format!(
            "MCP server {} contributes {} tools (~{cost} tokens on every request); list the ones you need in tools = [...]",
            spec.name,
            names.len()
        ));
    }
    connected.sessions.push(session.service);
    connected.groups.extend(session.group);
    ServerReport { name: spec.name.clone(), status: ServerStatus::Connected, tools: names, tokens: cost, elapsed }
}

async fn connect_one(spec: ServerSpec) -> Result<Session, String> {
    match &spec.transport {
        Transport::Stdio { command, args, env, cwd } => {
            let mut cmd = tokio::process::Command::new(command);
            for name in &spec.hidden_env {
                cmd.env_remove(name);
            }
            cmd.args(args).envs(env).process_group(0).kill_on_drop(true);
            if let Some(cwd) = cwd {
                cmd.current_dir(cwd);
            }
            let pending = match &spec.sandbox {
                Some(sandbox) => {
                    Some(sandbox.confine(cmd.as_std_mut()).map_err(|e| format!("cannot confine {command}: {e}"))?)
                }
                None => None,
            };
            let (transport, stderr) = TokioChildProcess::builder(cmd)
                .stderr(Stdio::piped())
                .spawn()
                .map_err(|e| format!("cannot start {command}: {}", nub_sandbox::describe_spawn_error(&e)))?;
            // The loopback supervisor, if any, runs on its own until the server ends.
            if let Some(pending) = pending {
                pending.started().map_err(|e| format!("cannot supervise {command}'s network: {e}"))?;
            }
            let pgid = transport.id().and_then(|id| i32::try_from(id).ok());
            if let Some(pgid) = pgid {
                GROUPS.lock().unwrap_or_else(|e| e.into_inner()).push(pgid);
            }
            let tail = Arc::new(Mutex::new(String::new()));
            if let Some(mut stderr) = stderr {
                let tail = tail.clone();
                tokio::spawn(async move {
                    let mut buf = [0u8; 1024];
                    while let Ok(n) = stderr.read(&mut buf).await {
                        if n == 0 {
                            break;
                        }
                        let mut tail = tail.lock().unwrap_or_else(|e| e.into_inner());
                        tail.push_str(&String::from_utf8_lossy(&buf[..n]));
                        if tail.len() > STDERR_TAIL * 2 {
                            let cut = tail.len() - STDERR_TAIL;
                            let cut = (cut..tail.len()).find(|i| tail.is_char_boundary(*i)).unwrap_or(cut);
                            tail.drain(..cut);
                        }
                    }
                });
            }
            let outcome = tokio::time::timeout(spec.timeout, handshake(&spec.name, transport)).await;
            let failure = match outcome {
                Ok(Ok(session)) => return Ok(Session { group: pgid, ..session }),
                Ok(Err(why)) => why,
                Err(_) => format!("no answer within {:.1} s", spec.timeout.as_secs_f64()),
            };
            if let Some(pgid) = pgid {
                signal_group(pgid, libc::SIGKILL);
                forget_group(pgid);
            }
            // Give the reader a moment to collect what the dying server said.
            tokio::time::sleep(Duration::from_millis(20)).await;
            let tail = tail.lock().unwrap_or_else(|e| e.into_inner()).trim().to_owned();
            let tail: String = tail.chars().rev().take(STDERR_TAIL).collect::<Vec<_>>().into_iter().rev().collect();
            Err(if tail.is_empty() { failure } else { format!("{failure}; stderr: {tail}") })
        }
        Transport::Http { url, headers } => {
            let mut config = StreamableHttpClientTransportConfig::with_uri(url.as_str());
            for (name, value) in headers {
                if name.eq_ignore_ascii_case("authorization") {
                    let token = value.strip_prefix("Bearer ").unwrap_or(value);
                    config = config.auth_header(token);
                    continue;
                }
                let name = reqwest::header::HeaderName::from_bytes(name.as_bytes())
                    .map_err(|e| format!("header {name:?}: {e}"))?;
                let value = reqwest::header::HeaderValue::from_str(value)
                    .map_err(|e| format!("header {name}: invalid value: {e}"))?;
                config.custom_headers.insert(name, value);
            }
            let transport = StreamableHttpClientTransport::from_config(config);
            match tokio::time::timeout(spec.timeout, handshake(&spec.name, transport)).await {
                Ok(outcome) => outcome,
                Err(_) => Err(format!("no answer from {url} within {:.1} s", spec.timeout.as_secs_f64())),
            }
        }
    }
}

async fn handshake<T, E, A>(server: &str, transport: T) -> Result<Session, String>
where
    T: rmcp::transport::IntoTransport<RoleClient, E, A> + Send + 'static,
    E: std::error::Error + Send + Sync + 'static,
{
    let service = ().serve(transport).await.map_err(|e| format!("initialize failed: {e}"))?;
    let listed = crate::list::tools(service.peer()).await?;
    // A prompt list that cannot be read costs the prompts, not the server's tools.
    let (prompts, prompt_problems) = match crate::prompts::list(server, service.peer()).await {
        Ok(listed) => listed,
        Err(why) => (Vec::new(), vec![why]),
    };
    Ok(Session { service, tools: listed.tools, unreadable: listed.unreadable, prompts, prompt_problems, group: None })
}
