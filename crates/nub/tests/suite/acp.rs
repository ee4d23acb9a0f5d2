//! `nub acp`: the real binary speaking ACP v1 over pipes against a scripted
//! server — the updates an editor sees in order, permissions both ways,
//! cancel, load, sessions shared with `nub -c`, and bad input. The client
//! side is written on the wire (JSON lines), so every byte nub sends is
//! checked; the official TypeScript SDK drives it in `interop_with_the_typescript_sdk`.

use std::path::Path;
use std::process::Stdio;
use std::time::Duration;

use nub_testkit::{Reply, TestServer};
use serde_json::{Value, json};
use tokio::io::{AsyncBufReadExt, AsyncWriteExt, BufReader, Lines};
use tokio::process::{Child, ChildStdin, ChildStdout};

use super::print_mode::{nub, output_of};

const WAIT: Duration = Duration::from_secs(30);

fn tool_call(id: &str, name: &str, args: Value) -> Reply {
    let args = serde_json::to_string(&args.to_string()).unwrap();
    Reply::sse(&format!(
        "data: {{\"choices\":[{{\"index\":0,\"delta\":{{\"role\":\"assistant\",\"tool_calls\":[{{\"index\":0,\"id\":\"{id}\",\"type\":\"function\",\"function\":{{\"name\":\"{name}\",\"arguments\":{args}}}}}]}}}}]}}\n\n\
         data: {{\"choices\":[{{\"index\":0,\"delta\":{{}},\"finish_reason\":\"tool_calls\"}}]}}\n\ndata: [DONE]\n\n"
    ))
}

fn answer(text: &str) -> Reply {
    Reply::sse(&format!(
        "data: {{\"choices\":[{{\"index\":0,\"delta\":{{\"content\":\"{text}\"}}}}]}}\n\n\
         data: {{\"choices\":[{{\"index\":0,\"delta\":{{}},\"finish_reason\":\"stop\"}}]}}\n\ndata: [DONE]\n\n"
    ))
}

fn repo() -> tempfile::TempDir {
    let dir = tempfile::tempdir().unwrap();
    std::fs::create_dir(dir.path().join(".git")).unwrap();
    std::fs::write(dir.path().join("hello.txt"), "Hello from nub!\n").unwrap();
    dir
}

/// An editor on the other end of `nub acp`'s pipes.
struct Editor {
    child: Child,
    stdin: Option<ChildStdin>,
    stdout: Lines<BufReader<ChildStdout>>,
    next_id: u64,
    cwd: String,
}

impl Editor {
    async fn start(dir: &tempfile::TempDir, server: &TestServer) -> Editor {
        let mut child = nub(dir)
            .current_dir(dir.path())
            .env("NUB_BASE_URL", server.base_url())
            .env("NUB_MODEL", "m")
            .arg("acp")
            .stdin(Stdio::piped())
            .spawn()
            .unwrap();
        let stdin = child.stdin.take();
        let stdout = BufReader::new(child.stdout.take().unwrap()).lines();
        let cwd = dir.path().to_str().unwrap().to_owned();
        let mut editor = Editor { child, stdin, stdout, next_id: 0, cwd };
        let init = editor.call("initialize", json!({"protocolVersion": 1, "clientCapabilities": {}})).await;
        assert_eq!(init["result"]["protocolVersion"], 1, "{init}");
        assert_eq!(init["result"]["agentCapabilities"]["loadSession"], true, "{init}");
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

    async fn read(&mut self) -> Value {
        let line = tokio::time::timeout(WAIT, self.stdout.next_line()).await.expect("nub answers in time").unwrap();
        let line = line.expect("nub closed its output");
        serde_json::from_str(&line).unwrap_or_else(|e| panic!("stdout carries JSON only: {e}: {line}"))
    }

    /// Reads until the answer to `id`; the session updates on the way are
    /// collected, requests from nub answered by `reply`.
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
                    self.send(json!({"jsonrpc": "2.0", "id": message["id"], "result": result})).await;
                }
                _ => panic!("unexpected message {message}"),
            }
        }
    }

    async fn call(&mut self, method: &str, params: Value) -> Value {
        let id = self.request(method, params).await;
        self.until(id, |m| panic!("unexpected request {m}")).await.1
    }

    async fn new_session(&mut self) -> String {
        let cwd = self.cwd.clone();
        let answer = self.call("session/new", json!({"cwd": cwd, "mcpServers": []})).await;
        answer["result"]["sessionId"].as_str().unwrap_or_else(|| panic!("{answer}")).to_owned()
    }

    async fn prompt(&mut self, session: &str, text: &str) -> u64 {
        self.request("session/prompt", json!({"sessionId": session, "prompt": [{"type": "text", "text": text}]})).await
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
        json!({"outcome": {"outcome": "selected", "optionId": option}})
    }
}

/// A compact trace of the updates: kind, and status or text where it matters.
fn trace(updates: &[Value]) -> Vec<String> {
    let mut lines: Vec<String> = updates
        .iter()
        .map(|u| match (u["sessionUpdate"].as_str(), u.get("request")) {
            (_, Some(method)) => {
                format!("ask {}", u["params"]["toolCall"]["title"].as_str().unwrap_or(&method.to_string()))
            }
            (Some("tool_call"), _) => {
                format!("tool_call {} {}", u["title"].as_str().unwrap(), u["status"].as_str().unwrap_or("pending"))
            }
            (Some("tool_call_update"), _) => match u["status"].as_str() {
                Some(status) => format!("update {status}"),
                None => "update output".into(),
            },
            (Some(kind @ ("agent_message_chunk" | "user_message_chunk")), _) => {
                format!("{kind} {}", u["content"]["text"].as_str().unwrap())
            }
            (Some(kind), _) => kind.to_owned(),
            (None, None) => panic!("{u}"),
        })
        .collect();
    // Output arrives in as many chunks as the pipe makes.
    lines.dedup_by(|a, b| a == "update output" && b == "update output");
    lines
}

fn pids_running(pattern: &str) -> bool {
    std::process::Command::new("pgrep").args(["-f", pattern]).output().is_ok_and(|o| o.status.success())
}

#[tokio::test(flavor = "multi_thread")]
async fn a_prompt_shows_edits_and_asks_before_bash() {
    let server = TestServer::start(vec![
        tool_call("c_edit", "edit", json!({"path": "hello.txt", "old_string": "Hello", "new_string": "Goodbye"})),
        tool_call("c_ok", "bash", json!({"command": "cat hello.txt"})),
        tool_call("c_no", "bash", json!({"command": "rm hello.txt"})),
        answer("Done."),
        answer("Again."),
    ])
    .await
    .unwrap();
    let dir = repo();
    let mut editor = Editor::start(&dir, &server).await;
    let session = editor.new_session().await;
    let id = editor.prompt(&session, "change the greeting").await;
    let mut answers = [choose("allow_once"), choose("reject_once")].into_iter();
    let mut current = answers.next().unwrap();
    let (updates, response) = editor
        .until(id, move |request| {
            let result = current(request);
            if let Some(next) = answers.next() {
                current = next;
            }
            result
        })
        .await;
    assert_eq!(response["result"]["stopReason"], "end_turn", "{response}");
    let trace = trace(&updates);
    assert_eq!(
        trace,
        [
            "tool_call edit hello.txt pending",
            "update in_progress",
            "update completed",
            "tool_call bash: cat hello.txt pending",
            "ask bash: cat hello.txt",
            "update in_progress",
            "update output",
            "update completed",
            "tool_call bash: rm hello.txt pending",
            "ask bash: rm hello.txt",
            "update failed",
            "agent_message_chunk Done.",
        ],
        "{updates:#?}"
    );
    let edit = &updates[2]["content"][0];
    let path = dir.path().join("hello.txt");
    assert_eq!(
        *edit,
        json!({"type": "diff", "path": path.to_str().unwrap(), "oldText": "Hello", "newText": "Goodbye"})
    );
    assert_eq!(updates[0]["kind"], "edit");
    assert_eq!(updates[0]["locations"][0]["path"], path.to_str().unwrap());
    assert_eq!(updates[3]["kind"], "execute");
    assert_eq!(updates[3]["rawInput"], json!({"command": "cat hello.txt"}));
    let options: Vec<&Value> = updates[4]["params"]["options"].as_array().unwrap().iter().map(|o| &o["kind"]).collect();
    assert_eq!(options, ["allow_once", "allow_always", "reject_once"]);
    let ran = updates.iter().find(|u| u["toolCallId"] == "c_ok" && u["status"] == "completed").unwrap();
    assert!(ran["content"][0]["content"]["text"].as_str().unwrap().contains("Goodbye from nub!"), "{ran}");
    assert_eq!(std::fs::read_to_string(&path).unwrap(), "Goodbye from nub!\n", "the refused rm did not run");
    assert_eq!(editor.finish().await, Some(0));

    // The terminal continues what the editor started.
    let out = output_of(
        nub(&dir)
            .current_dir(dir.path())
            .env("NUB_BASE_URL", server.base_url())
            .env("NUB_MODEL", "m")
            .args(["-c", "-p", "and now?"])
            .spawn()
            .unwrap(),
    )
    .await;
    assert_eq!((out.code, out.stdout.as_str()), (Some(0), "Again.\n"), "{}", out.stderr);
    let last: Value = serde_json::from_str(&server.requests().last().unwrap().body).unwrap();
    let history = last["messages"].to_string();
    assert!(history.contains("change the greeting") && history.contains("the user refused"), "{history}");
}

#[tokio::test(flavor = "multi_thread")]
async fn load_replays_the_current_path() {
    let server =
        TestServer::start(vec![tool_call("c_read", "read", json!({"path": "hello.txt"})), answer("It says hello.")])
            .await
            .unwrap();
    let dir = repo();
    let mut editor = Editor::start(&dir, &server).await;
    let session = editor.new_session().await;
    let id = editor.prompt(&session, "what does it say?").await;
    let (_, response) = editor.until(id, |m| panic!("read does not ask: {m}")).await;
    assert_eq!(response["result"]["stopReason"], "end_turn");
    assert_eq!(editor.finish().await, Some(0));

    let mut editor = Editor::start(&dir, &server).await;
    let cwd = editor.cwd.clone();
    let id = editor.request("session/load", json!({"sessionId": session, "cwd": cwd, "mcpServers": []})).await;
    let (updates, response) = editor.until(id, |m| panic!("{m}")).await;
    assert!(response.get("result").is_some(), "{response}");
    assert_eq!(
        trace(&updates),
        [
            "user_message_chunk what does it say?",
            "tool_call read hello.txt pending",
            "update completed",
            "agent_message_chunk It says hello.",
        ]
    );
    assert!(updates[2]["content"][0]["content"]["text"].as_str().unwrap().contains("Hello from nub!"));
    assert_eq!(editor.finish().await, Some(0));
}

#[tokio::test(flavor = "multi_thread")]
async fn cancel_stops_a_running_command() {
    let marker = "sleep 37.25";
    let server =
        TestServer::start(vec![tool_call("c_sleep", "bash", json!({"command": format!("echo started; {marker}")}))])
            .await
            .unwrap();
    let dir = repo();
    let mut editor = Editor::start(&dir, &server).await;
    let session = editor.new_session().await;
    let id = editor.prompt(&session, "wait").await;
    // Allow the command, then cancel once its first output arrived.
    loop {
        let message = editor.read().await;
        if message["method"] == "session/request_permission" {
            let answer = json!({"outcome": {"outcome": "selected", "optionId": "allow_once"}});
            editor.send(json!({"jsonrpc": "2.0", "id": message["id"], "result": answer})).await;
        }
        let text = message["params"]["update"]["content"][0]["content"]["text"].as_str().unwrap_or_default();
        if text.contains("started") {
            break;
        }
    }
    editor.send(json!({"jsonrpc": "2.0", "method": "session/cancel", "params": {"sessionId": session}})).await;
    let (updates, response) = editor.until(id, |m| panic!("{m}")).await;
    assert_eq!(response["result"]["stopReason"], "cancelled", "{response}");
    assert!(trace(&updates).contains(&"update failed".to_owned()), "{updates:#?}");
    assert!(!pids_running(marker), "the cancelled command is gone");
    assert_eq!(editor.finish().await, Some(0));
}

#[tokio::test(flavor = "multi_thread")]
async fn bad_input_gets_clear_errors() {
    let server =
        TestServer::start(vec![answer("slow").with_delay(Duration::from_millis(1500)), answer("x")]).await.unwrap();
    let dir = repo();
    let mut editor = Editor::start(&dir, &server).await;
    editor.stdin.as_mut().unwrap().write_all(b"{not json\n").await.unwrap();
    let parse = editor.read().await;
    assert_eq!((parse["error"]["code"].as_i64(), &parse["id"]), (Some(-32700), &Value::Null), "{parse}");
    let unknown = editor.call("session/fly", json!({})).await;
    assert_eq!(unknown["error"]["code"], -32601, "{unknown}");
    let id = editor.prompt("no-such-session", "hi").await;
    let (_, missing) = editor.until(id, |m| panic!("{m}")).await;
    assert_eq!(missing["error"]["code"], -32602);
    assert!(missing["error"]["message"].as_str().unwrap().contains("session/new"), "{missing}");

    let session = editor.new_session().await;
    let first = editor.prompt(&session, "one").await;
    let second = editor.prompt(&session, "two").await;
    // Whichever takes the session first runs; the other is told it is busy.
    let mut answers = Vec::new();
    while answers.len() < 2 {
        let message = editor.read().await;
        if message["id"] == first || message["id"] == second {
            answers.push(message);
        }
    }
    let busy: Vec<&Value> = answers.iter().filter(|a| a.get("error").is_some()).collect();
    assert_eq!(busy.len(), 1, "{answers:#?}");
    assert!(busy[0]["error"]["message"].as_str().unwrap().contains("already running"), "{answers:#?}");
    assert!(answers.iter().any(|a| a["result"]["stopReason"] == "end_turn"), "{answers:#?}");
    assert_eq!(editor.finish().await, Some(0));
}

#[tokio::test(flavor = "multi_thread")]
async fn a_client_that_disappears_leaves_no_process_behind() {
    let marker = "sleep 41.75";
    let server =
        TestServer::start(vec![tool_call("c_sleep", "bash", json!({"command": format!("echo started; {marker}")}))])
            .await
            .unwrap();
    let dir = repo();
    let mut editor = Editor::start(&dir, &server).await;
    let session = editor.new_session().await;
    editor.prompt(&session, "wait").await;
    loop {
        let message = editor.read().await;
        if message["method"] == "session/request_permission" {
            let answer = json!({"outcome": {"outcome": "selected", "optionId": "allow_always"}});
            editor.send(json!({"jsonrpc": "2.0", "id": message["id"], "result": answer})).await;
        }
        if message.to_string().contains("started") {
            break;
        }
    }
    editor.finish().await;
    assert!(!pids_running(marker), "the command ended with the client");
    let file = dir.path().join(".nub/sessions").join(format!("{session}.jsonl"));
    let text = std::fs::read_to_string(&file).unwrap();
    assert!(text.lines().all(|line| serde_json::from_str::<Value>(line).is_ok()), "{text}");
}

/// The official TypeScript SDK drives `nub acp` through the same scenario
/// (`tests/acp_interop.mjs`). Runs when NUB_ACP_INTEROP=1 and
/// NUB_ACP_SDK names the installed `@agentclientprotocol/sdk` (`.ci/run`).
#[tokio::test(flavor = "multi_thread")]
async fn interop_with_the_typescript_sdk() {
    if std::env::var("NUB_ACP_INTEROP").as_deref() != Ok("1") {
        return;
    }
    let sdk = std::env::var("NUB_ACP_SDK").expect("NUB_ACP_SDK names the SDK's folder");
    let server = TestServer::start(vec![
        tool_call("c_edit", "edit", json!({"path": "hello.txt", "old_string": "Hello", "new_string": "Goodbye"})),
        tool_call("c_ok", "bash", json!({"command": "cat hello.txt"})),
        answer("Done."),
    ])
    .await
    .unwrap();
    let dir = repo();
    let script = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/acp_interop.mjs");
    let node = tokio::process::Command::new("node")
        .arg(script)
        .current_dir(dir.path())
        .env("HOME", dir.path())
        .env("XDG_STATE_HOME", dir.path().join("state"))
        .env("NUB_BASE_URL", server.base_url())
        .env("NUB_MODEL", "m")
        .env("NUB_BIN", env!("CARGO_BIN_EXE_nub"))
        .env("NUB_ACP_SDK", sdk)
        .env("REPO", dir.path())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .kill_on_drop(true)
        .spawn()
        .unwrap();
    let out = output_of(node).await;
    assert_eq!(out.code, Some(0), "stdout:\n{}\nstderr:\n{}", out.stdout, out.stderr);
    assert!(out.stdout.contains("ok"), "{}", out.stdout);
    assert_eq!(std::fs::read_to_string(dir.path().join("hello.txt")).unwrap(), "Goodbye from nub!\n");
}

#[tokio::test(flavor = "multi_thread")]
async fn the_editors_mcp_servers_join_with_a_bounded_start() {
    let server = TestServer::start(vec![]).await.unwrap();
    let dir = repo();
    let pid_file = dir.path().join("hang.pid");
    let script = concat!(env!("CARGO_MANIFEST_DIR"), "/../../scripts/mcp-hang.sh");
    let mut editor = Editor::start(&dir, &server).await;
    let cwd = editor.cwd.clone();
    let stuck = json!({"name": "stuck", "command": "sh", "args": [script, pid_file.to_str().unwrap()], "env": []});
    let id = editor.request("session/new", json!({"cwd": cwd, "mcpServers": [stuck]})).await;
    let (_, created) = editor.until(id, |m| panic!("{m}")).await;
    let session = created["result"]["sessionId"].as_str().unwrap_or_else(|| panic!("{created}")).to_owned();
    // The warning comes as a notice right after the answer.
    let notice = editor.read().await;
    assert_eq!(notice["params"]["update"]["sessionUpdate"], "notice", "{notice}");
    assert!(notice.to_string().contains("stuck"), "{notice}");
    let pid = std::fs::read_to_string(&pid_file).unwrap();
    let alive = std::fs::read_to_string(format!("/proc/{}/stat", pid.trim())).is_ok_and(|s| !s.contains(") Z "));
    assert!(!alive, "the server that did not answer was stopped");

    // The model picker: a known choice is taken, an unknown one explained.
    let options = &created["result"]["configOptions"][0];
    assert_eq!((&options["id"], &options["category"]), (&json!("model"), &json!("model")), "{created}");
    let current = options["currentValue"].clone();
    let set = editor
        .call("session/set_config_option", json!({"sessionId": session, "configId": "model", "value": current}))
        .await;
    assert_eq!(set["result"]["configOptions"][0]["currentValue"], current, "{set}");
    let bad = editor
        .call("session/set_config_option", json!({"sessionId": session, "configId": "model", "value": "nope/x"}))
        .await;
    assert!(bad["error"]["message"].as_str().unwrap().contains("the choices are"), "{bad}");
    assert_eq!(editor.finish().await, Some(0));
}

#[tokio::test(flavor = "multi_thread")]
async fn cancel_while_a_question_is_open_ends_the_prompt() {
    let server = TestServer::start(vec![tool_call("c_rm", "bash", json!({"command": "rm hello.txt"}))]).await.unwrap();
    let dir = repo();
    let mut editor = Editor::start(&dir, &server).await;
    let session = editor.new_session().await;
    let id = editor.prompt(&session, "clean up").await;
    let question = loop {
        let message = editor.read().await;
        if message["method"] == "session/request_permission" {
            break message;
        }
    };
    editor.send(json!({"jsonrpc": "2.0", "method": "session/cancel", "params": {"sessionId": session}})).await;
    // As ACP asks of a client: the open question is answered `cancelled`.
    let cancelled = json!({"outcome": {"outcome": "cancelled"}});
    editor.send(json!({"jsonrpc": "2.0", "id": question["id"], "result": cancelled})).await;
    let (updates, response) = editor.until(id, |m| panic!("{m}")).await;
    assert_eq!(response["result"]["stopReason"], "cancelled", "{response}");
    assert_eq!(trace(&updates), ["update failed"], "{updates:#?}");
    assert!(dir.path().join("hello.txt").exists(), "the refused command did not run");
    assert_eq!(editor.finish().await, Some(0));
}
