//! `nub acp`: the real binary speaking ACP v1 over pipes against a scripted
//! server. The client side is written on the wire (JSON lines), so every
//! byte nub sends is checked; the official TypeScript SDK drives it in
//! `flow::interop_with_the_typescript_sdk`.
//!
//! - `flow`: a prompt's updates in order, permissions, cancel, load, the
//!   session shared with `nub -c`, MCP servers and the model option;
//! - `content`: images, slash commands, stop reasons, plans and thoughts,
//!   notices, the editor's file system;
//! - `errors`: bad input, a missing key, a client that disappears.

mod content;
mod errors;
mod flow;
mod modes;

use std::process::Stdio;
use std::time::Duration;

use nub_testkit::{Reply, TestServer};
use serde_json::{Value, json};
use tokio::io::{AsyncBufReadExt, AsyncWriteExt, BufReader, Lines};
use tokio::process::{Child, ChildStdin, ChildStdout};

use super::print_mode::nub;

const WAIT: Duration = Duration::from_secs(30);

fn sse(chunks: &[Value], finish: &str) -> Reply {
    let mut body = String::new();
    for delta in chunks {
        body.push_str(&format!("data: {}\n\n", json!({"choices": [{"index": 0, "delta": delta}]})));
    }
    let end = json!({"choices": [{"index": 0, "delta": {}, "finish_reason": finish}]});
    body.push_str(&format!("data: {end}\n\ndata: [DONE]\n\n"));
    Reply::sse(&body)
}

fn tool_call(id: &str, name: &str, args: Value) -> Reply {
    let call =
        json!({"index": 0, "id": id, "type": "function", "function": {"name": name, "arguments": args.to_string()}});
    sse(&[json!({"role": "assistant", "tool_calls": [call]})], "tool_calls")
}

fn answer(text: &str) -> Reply {
    sse(&[json!({"content": text})], "stop")
}

fn repo() -> tempfile::TempDir {
    let dir = tempfile::tempdir().unwrap();
    std::fs::create_dir(dir.path().join(".git")).unwrap();
    std::fs::write(dir.path().join("hello.txt"), "Hello from nub!\n").unwrap();
    dir
}

/// The user's config file (`HOME` is the repository in these tests).
fn user_config(dir: &tempfile::TempDir, text: &str) {
    let path = dir.path().join(".config/nub");
    std::fs::create_dir_all(&path).unwrap();
    std::fs::write(path.join("config.toml"), text).unwrap();
}

fn permission(option: &str) -> Value {
    json!({"outcome": {"outcome": "selected", "optionId": option}})
}

/// A session whose prompt `wait` runs a bash command that printed
/// `started` and goes on (a sleep only its test runs, so `pgrep` finds it).
struct Running {
    _server: TestServer,
    dir: tempfile::TempDir,
    editor: Editor,
    session: String,
    /// The id of the prompt.
    prompt: u64,
    /// The update that carried `started`.
    started: Value,
}

impl Running {
    /// `command` must print `started`; the question is answered `option`.
    async fn start(command: &str, option: &str) -> Running {
        let server = TestServer::start(vec![tool_call("c_sleep", "bash", json!({"command": command}))]).await.unwrap();
        let dir = repo();
        let mut editor = Editor::start(&dir, &server).await;
        let session = editor.new_session().await;
        let prompt = editor.prompt(&session, "wait").await;
        let started = editor.answering_until(option, |m| printed(m, "started")).await;
        Running { _server: server, dir, editor, session, prompt, started }
    }
}

/// An editor on the other end of `nub acp`'s pipes.
struct Editor {
    child: Child,
    stdin: Option<ChildStdin>,
    stdout: Lines<BufReader<ChildStdout>>,
    next_id: u64,
    cwd: String,
    /// What `initialize` answered.
    init: Value,
}

impl Editor {
    /// `nub acp` on the scripted server, and an editor that advertises no
    /// client capabilities.
    async fn start(dir: &tempfile::TempDir, server: &TestServer) -> Editor {
        let env = [("NUB_BASE_URL", server.base_url()), ("NUB_MODEL", "m".to_owned())];
        Editor::start_with(dir, &env, json!({})).await
    }

    async fn start_with(dir: &tempfile::TempDir, env: &[(&str, String)], capabilities: Value) -> Editor {
        let mut command = nub(dir);
        command.current_dir(dir.path()).arg("acp").stdin(Stdio::piped());
        for (name, value) in env {
            command.env(name, value);
        }
        let mut child = command.spawn().unwrap();
        let stdin = child.stdin.take();
        let stdout = BufReader::new(child.stdout.take().unwrap()).lines();
        let cwd = dir.path().to_str().unwrap().to_owned();
        let mut editor = Editor { child, stdin, stdout, next_id: 0, cwd, init: Value::Null };
        let init = editor.call("initialize", json!({"protocolVersion": 1, "clientCapabilities": capabilities})).await;
        assert_eq!(init["result"]["protocolVersion"], 1, "{init}");
        assert_eq!(init["result"]["agentCapabilities"]["loadSession"], true, "{init}");
        editor.init = init["result"].clone();
        editor
    }

    async fn send(&mut self, message: Value) {
        let stdin = self.stdin.as_mut().unwrap();
        stdin.write_all(format!("{message}\n").as_bytes()).await.unwrap();
        stdin.flush().await.unwrap();
    }

    async fn request(&mut self, method: &str, params: Value) -> u64 {
        self.next_id += 1;
        let id = self.next_id;
        self.send(json!({"jsonrpc": "2.0", "id": id, "method": method, "params": params})).await;
        id
    }

    async fn respond(&mut self, request: &Value, result: Value) {
        self.send(json!({"jsonrpc": "2.0", "id": request["id"], "result": result})).await;
    }

    async fn read(&mut self) -> Value {
        let line = tokio::time::timeout(WAIT, self.stdout.next_line()).await.expect("nub answers in time").unwrap();
        let line = line.expect("nub closed its output");
        serde_json::from_str(&line).unwrap_or_else(|e| panic!("stdout carries JSON only: {e}: {line}"))
    }

    /// Reads until the answer to `id`; the session updates on the way are
    /// collected, requests from nub answered by `reply` (and collected as
    /// `{"request": method, "params": …}`).
    async fn until(&mut self, id: u64, mut reply: impl FnMut(&Value) -> Value) -> (Vec<Value>, Value) {
        let mut updates = Vec::new();
        loop {
            let message = self.read().await;
            if message["id"] == id && message.get("method").is_none() {
                return (updates, message);
            }
            match message["method"].as_str() {
                Some("session/update") => updates.push(message["params"]["update"].clone()),
                Some(_) if message.get("id").is_some() => {
                    updates.push(json!({"request": message["method"], "params": message["params"]}));
                    let result = reply(&message);
                    self.respond(&message, result).await;
                }
                _ => panic!("unexpected message {message}"),
            }
        }
    }

    /// Reads until `done` holds for a message, answering every permission
    /// question with `option` on the way.
    async fn answering_until(&mut self, option: &str, done: impl Fn(&Value) -> bool) -> Value {
        loop {
            let message = self.read().await;
            if message["method"] == "session/request_permission" {
                self.respond(&message, permission(option)).await;
            }
            if done(&message) {
                return message;
            }
        }
    }

    async fn call(&mut self, method: &str, params: Value) -> Value {
        let id = self.request(method, params).await;
        self.until(id, |m| panic!("unexpected request {m}")).await.1
    }

    /// `session/new`: the answer, and the updates that follow it up to the
    /// slash commands (which come last).
    async fn open(&mut self, mcp_servers: Value) -> (Value, Vec<Value>) {
        let cwd = self.cwd.clone();
        let created = self.call("session/new", json!({"cwd": cwd, "mcpServers": mcp_servers})).await;
        assert!(created["result"]["sessionId"].is_string(), "{created}");
        let mut after = Vec::new();
        loop {
            let update = self.read().await["params"]["update"].clone();
            let last = update["sessionUpdate"] == "available_commands_update";
            after.push(update);
            if last {
                return (created, after);
            }
        }
    }

    async fn new_session(&mut self) -> String {
        let (created, _) = self.open(json!([])).await;
        created["result"]["sessionId"].as_str().unwrap().to_owned()
    }

    async fn prompt(&mut self, session: &str, text: &str) -> u64 {
        self.prompt_blocks(session, json!([{"type": "text", "text": text}])).await
    }

    async fn prompt_blocks(&mut self, session: &str, blocks: Value) -> u64 {
        self.request("session/prompt", json!({"sessionId": session, "prompt": blocks})).await
    }

    /// A prompt that asks nothing of the editor: its updates and answer.
    async fn run(&mut self, session: &str, text: &str) -> (Vec<Value>, Value) {
        let id = self.prompt(session, text).await;
        self.until(id, |m| panic!("unexpected request {m}")).await
    }

    /// `session/load`: the replayed updates and the answer.
    async fn load(&mut self, session: &str) -> (Vec<Value>, Value) {
        let cwd = self.cwd.clone();
        let id = self.request("session/load", json!({"sessionId": session, "cwd": cwd, "mcpServers": []})).await;
        self.until(id, |m| panic!("unexpected request {m}")).await
    }

    async fn cancel(&mut self, session: &str) {
        self.send(json!({"jsonrpc": "2.0", "method": "session/cancel", "params": {"sessionId": session}})).await;
    }

    /// Closes stdin and waits for nub to end.
    async fn finish(mut self) -> Option<i32> {
        drop(self.stdin.take());
        let status = tokio::time::timeout(WAIT, self.child.wait()).await.expect("nub ends after EOF").unwrap();
        status.code()
    }
}

fn choose(option: &'static str) -> impl FnMut(&Value) -> Value {
    move |request| {
        assert_eq!(request["method"], "session/request_permission", "{request}");
        permission(option)
    }
}

/// A compact trace of the updates: kind, and status or text where it matters.
fn trace(updates: &[Value]) -> Vec<String> {
    let mut lines: Vec<String> = updates
        .iter()
        .map(|u| match (u["sessionUpdate"].as_str(), u.get("request")) {
            (_, Some(method)) => match u["params"]["toolCall"]["title"].as_str() {
                Some(title) => format!("ask {title}"),
                None => format!("{} {}", method.as_str().unwrap(), u["params"]["path"].as_str().unwrap_or_default()),
            },
            (Some("tool_call"), _) => {
                format!("tool_call {} {}", u["title"].as_str().unwrap(), u["status"].as_str().unwrap_or("pending"))
            }
            (Some("tool_call_update"), _) => match u["status"].as_str() {
                Some(status) => format!("update {status}"),
                None => "update output".into(),
            },
            (Some(kind @ ("agent_message_chunk" | "user_message_chunk" | "agent_thought_chunk")), _) => {
                format!("{kind} {}", u["content"]["text"].as_str().unwrap())
            }
            (Some(kind @ "compaction_update"), _) => format!("{kind} {}", u["status"].as_str().unwrap()),
            (Some(kind), _) => kind.to_owned(),
            (None, None) => panic!("{u}"),
        })
        .collect();
    // Output arrives in as many chunks as the pipe makes.
    lines.dedup_by(|a, b| a == "update output" && b == "update output");
    lines
}

/// The text the agent said in these updates.
fn said(updates: &[Value]) -> String {
    updates
        .iter()
        .filter(|u| u["sessionUpdate"] == "agent_message_chunk")
        .filter_map(|u| u["content"]["text"].as_str())
        .collect()
}

/// Whether a message is a tool call's output that contains `text`.
fn printed(message: &Value, text: &str) -> bool {
    let update = &message["params"]["update"];
    update["sessionUpdate"] == "tool_call_update"
        && update["content"][0]["content"]["text"].as_str().is_some_and(|t| t.contains(text))
}

fn pids_running(pattern: &str) -> bool {
    std::process::Command::new("pgrep").args(["-f", pattern]).output().is_ok_and(|o| o.status.success())
}

/// The JSON body of each request the model server got (title requests are
/// answered outside the script and not recorded).
fn bodies(server: &TestServer) -> Vec<Value> {
    server.requests().iter().map(|r| serde_json::from_str(&r.body).unwrap()).collect()
}
