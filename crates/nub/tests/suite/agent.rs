//! The real binary doing multi-step work with the real tools against a
//! scripted server: what a user would see, and what the model was sent.

use std::time::Duration;

use nub_testkit::{Reply, TestServer};
use serde_json::{Value, json};

use super::print_mode::{Output, nub, output_of};
use super::replies::*;

fn script() -> Vec<Reply> {
    vec![
        tool_call("call_read", "read", json!({"path": "hello.txt"})),
        tool_call("call_edit", "edit", json!({"path": "hello.txt", "old_string": "Hello", "new_string": "Goodbye"})),
        tool_call("call_bash", "bash", json!({"command": "cat hello.txt"})),
        answer("Done."),
    ]
}

struct Repo {
    dir: tempfile::TempDir,
}

impl Repo {
    fn new() -> Repo {
        let dir = tempfile::tempdir().unwrap();
        std::fs::create_dir(dir.path().join(".git")).unwrap();
        std::fs::write(dir.path().join("hello.txt"), "Hello from nub!\n").unwrap();
        Repo { dir }
    }

    fn command(&self, server: &TestServer, args: &[&str]) -> tokio::process::Command {
        let mut command = nub(&self.dir);
        command.current_dir(self.dir.path()).env("NUB_BASE_URL", server.base_url()).env("NUB_MODEL", "m").args(args);
        command
    }

    async fn run(&self, server: &TestServer, args: &[&str]) -> Output {
        output_of(self.command(server, args).spawn().unwrap()).await
    }
}

/// Every tool call of an assistant message is answered by a tool message
/// right after it: the protocol's rule, checked on what nub really sent.
fn assert_calls_answered(body: &Value) {
    let messages = body["messages"].as_array().unwrap();
    for (i, message) in messages.iter().enumerate() {
        for call in message["tool_calls"].as_array().into_iter().flatten() {
            let id = call["id"].as_str().unwrap();
            let answered =
                messages[i + 1..].iter().take_while(|m| m["role"] == "tool").any(|m| m["tool_call_id"] == id);
            assert!(answered, "tool call {id} is not answered in {body}");
        }
    }
}

#[tokio::test(flavor = "multi_thread")]
async fn reads_edits_runs_and_answers() {
    let server = TestServer::start(script()).await.unwrap();
    let repo = Repo::new();
    let out = repo.run(&server, &["-p", "change Hello to Goodbye in hello.txt"]).await;
    assert_eq!(out.code, Some(0), "{}", out.stderr);
    assert_eq!(std::fs::read_to_string(repo.dir.path().join("hello.txt")).unwrap(), "Goodbye from nub!\n");
    assert_eq!(out.stdout, "Done.\n");
    let lines: Vec<&str> = out.stderr.lines().collect();
    assert_eq!(lines.len(), 5, "{}", out.stderr);
    // A server on this machine gets a small model's help: the file the prompt names goes with it.
    assert_eq!(lines[0], "nub: attached hello.txt (1 line, picked for the prompt)");
    assert_eq!(lines[1], "▸ read hello.txt (1 line)");
    assert_eq!(lines[2], "▸ edit hello.txt (+1 −1)");
    assert!(lines[3].starts_with("▸ bash cat hello.txt → exit 0, "), "{}", lines[3]);
    // The run's real effect, whatever the answer says.
    assert_eq!(lines[4], "changed: hello.txt (+1 −1)");

    let requests = server.requests();
    assert_eq!(requests.len(), 4);
    let first: Value = serde_json::from_str(&requests[0].body).unwrap();
    let names: Vec<&str> =
        first["tools"].as_array().unwrap().iter().map(|t| t["function"]["name"].as_str().unwrap()).collect();
    assert_eq!(names, ["read", "write", "edit", "bash", "bash_output", "bash_kill", "glob", "grep", "todo", "task"]);
    let prompt = first["messages"].as_array().unwrap().iter().find(|m| m["role"] == "user").unwrap();
    assert!(prompt["content"].as_str().unwrap().contains("<attachment path=\"hello.txt\""), "{prompt}");
    let last: Value = serde_json::from_str(&requests[3].body).unwrap();
    assert_calls_answered(&last);
    let tool_messages: Vec<&Value> =
        last["messages"].as_array().unwrap().iter().filter(|m| m["role"] == "tool").collect();
    assert_eq!(tool_messages.len(), 3);
    assert!(tool_messages[0]["content"].as_str().unwrap().contains("Hello from nub!"));
    assert!(tool_messages[2]["content"].as_str().unwrap().contains("Goodbye from nub!"));
}

#[tokio::test(flavor = "multi_thread")]
async fn a_small_model_is_offered_the_six_tools_it_uses_and_no_more() {
    let names_sent = |server: &TestServer| -> (Vec<String>, Value) {
        let first: Value = serde_json::from_str(&server.requests()[0].body).unwrap();
        let tools = first["tools"].as_array().unwrap();
        let names = tools.iter().map(|t| t["function"]["name"].as_str().unwrap().to_owned()).collect();
        let bash = tools.iter().find(|t| t["function"]["name"] == "bash").unwrap()["function"].clone();
        (names, bash)
    };
    let repo = Repo::new();
    let server = TestServer::start(script()).await.unwrap();
    // A rule for a built-in it is not offered is still a rule for a tool that exists.
    let mut command = repo.command(&server, &["-p", "--deny", "todo", "change Hello to Goodbye in hello.txt"]);
    let out = output_of(command.env("NUB_MODEL", "qwen2.5-coder-1.5b-instruct").spawn().unwrap()).await;
    assert_eq!(out.code, Some(0), "{}", out.stderr);
    assert_eq!(std::fs::read_to_string(repo.dir.path().join("hello.txt")).unwrap(), "Goodbye from nub!\n");
    let (names, bash) = names_sent(&server);
    assert_eq!(names, ["read", "write", "edit", "bash", "glob", "grep"]);
    assert!(bash["parameters"]["properties"].get("background").is_none(), "{bash}");
    assert!(!bash["description"].as_str().unwrap().contains("bash_output"), "{bash}");
    // Its server is on this machine: what differs between repositories (the
    // environment, the file list) opens the first message instead of ending
    // the system prompt, in every request, so the server's prompt cache keeps
    // the system prompt and tools from one repository to the next.
    for request in server.requests() {
        let body: Value = serde_json::from_str(&request.body).unwrap();
        let messages = body["messages"].as_array().unwrap();
        assert_eq!(messages[0]["role"], "system");
        let system = messages[0]["content"].to_string();
        assert!(!system.contains("Environment:") && !system.contains("hello.txt"), "{system}");
        let first = messages[1]["content"].to_string();
        assert!(first.contains("Environment:") && first.contains("hello.txt"), "{first}");
        assert!(first.find("Environment:") < first.find("change Hello to Goodbye"), "{first}");
    }

    // `[context] lean = false` gives it every tool again.
    let repo = Repo::new();
    let server = TestServer::start(script()).await.unwrap();
    let mut command = repo.command(&server, &["-p", "change Hello to Goodbye in hello.txt"]);
    command.env("NUB_MODEL", "qwen2.5-coder-1.5b-instruct");
    let config = repo.dir.path().join("user-config");
    std::fs::create_dir_all(config.join("nub")).unwrap();
    std::fs::write(config.join("nub/config.toml"), "[context]\nlean = false\n").unwrap();
    let out = output_of(command.env("XDG_CONFIG_HOME", &config).spawn().unwrap()).await;
    assert_eq!(out.code, Some(0), "{}", out.stderr);
    let (names, bash) = names_sent(&server);
    assert_eq!(names, ["read", "write", "edit", "bash", "bash_output", "bash_kill", "glob", "grep", "todo", "task"]);
    assert!(bash["parameters"]["properties"].get("background").is_some());
    let first: Value = serde_json::from_str(&server.requests()[0].body).unwrap();
    assert!(first["messages"][0]["content"].to_string().contains("Environment:"), "the system prompt holds it all");
}

#[tokio::test(flavor = "multi_thread")]
async fn json_mode_prints_one_event_per_line_in_order() {
    let server = TestServer::start(script()).await.unwrap();
    let repo = Repo::new();
    let out = repo.run(&server, &["-p", "--mode", "json", "change it"]).await;
    assert_eq!(out.code, Some(0), "{}", out.stderr);
    let events: Vec<Value> = out.stdout.lines().map(|l| serde_json::from_str(l).unwrap()).collect();
    assert!(events.iter().all(|e| e["v"] == 1));
    let types: Vec<&str> = events.iter().map(|e| e["type"].as_str().unwrap()).collect();
    assert_eq!(types.first(), Some(&"run_start"));
    assert_eq!(types.last(), Some(&"run_end"));
    assert_eq!(events.last().unwrap()["outcome"]["status"], "completed");
    assert_eq!(
        events.last().unwrap()["changed"],
        json!([{"path": "hello.txt", "added": 1, "removed": 1, "created": false}]),
        "the run's real effect"
    );
    assert_eq!(types.iter().filter(|t| **t == "turn_start").count(), 4);
    for id in ["call_read", "call_edit", "call_bash"] {
        let start = events.iter().position(|e| e["type"] == "tool_start" && e["id"] == id).unwrap();
        let end = events.iter().position(|e| e["type"] == "tool_end" && e["id"] == id).unwrap();
        assert!(start < end);
    }
    let edit = events.iter().find(|e| e["type"] == "tool_end" && e["id"] == "call_edit").unwrap();
    assert_eq!(edit["view"]["kind"], "diff");
    assert!(edit["view"]["diff"].as_str().unwrap().contains("+Goodbye from nub!"));
    assert_eq!(out.stderr, "", "nothing but JSON on stdout, nothing else needed on stderr");
}

#[tokio::test(flavor = "multi_thread")]
async fn max_turns_exits_four_with_a_message() {
    let replies = (0..5).map(|i| tool_call(&format!("c{i}"), "glob", json!({"pattern": format!("*.{i}")}))).collect();
    let server = TestServer::start(replies).await.unwrap();
    let repo = Repo::new();
    let out = repo.run(&server, &["-p", "--max-turns", "2", "look around"]).await;
    assert_eq!(out.code, Some(4), "{}", out.stderr);
    assert_eq!(server.requests().len(), 2);
    assert!(out.stderr.contains("max_turns"), "{}", out.stderr);
}

#[tokio::test(flavor = "multi_thread")]
async fn denied_tools_are_not_offered_and_ask_is_refused_before_any_request() {
    let server = TestServer::start(vec![answer("ok")]).await.unwrap();
    let repo = Repo::new();
    let out = repo.run(&server, &["-p", "--deny", "bash,write", "hi"]).await;
    assert_eq!(out.code, Some(0), "{}", out.stderr);
    let body: Value = serde_json::from_str(&server.requests()[0].body).unwrap();
    let names: Vec<&str> =
        body["tools"].as_array().unwrap().iter().map(|t| t["function"]["name"].as_str().unwrap()).collect();
    assert!(!names.contains(&"bash") && !names.contains(&"write"), "{names:?}");

    let asking = repo.command(&server, &["-p", "hi"]).env("NUB_PERMISSIONS", "bash=ask").spawn().unwrap();
    let out = output_of(asking).await;
    assert_eq!(out.code, Some(2));
    assert!(out.stderr.contains("cannot ask"), "{}", out.stderr);
    assert_eq!(server.requests().len(), 1, "no request for the refused run");
}

#[tokio::test(flavor = "multi_thread")]
async fn a_signal_during_bash_kills_its_processes_answers_the_call_and_exits() {
    for (index, (signal, code)) in [("INT", 3), ("TERM", 143), ("HUP", 129)].into_iter().enumerate() {
        // A unique sleep length marks this run's processes in /proc.
        let marker = format!("{}.{index}7", 4000 + std::process::id() % 1000);
        let command = format!("touch started; sh -c 'trap \"\" TERM; sleep {marker}' & sleep {marker}");
        let server = TestServer::start(vec![tool_call("long", "bash", json!({"command": command})), answer("never")])
            .await
            .unwrap();
        let repo = Repo::new();
        let child = repo.command(&server, &["-p", "run it"]).spawn().unwrap();
        let started = repo.dir.path().join("started");
        for _ in 0..200 {
            if started.exists() {
                break;
            }
            tokio::time::sleep(Duration::from_millis(50)).await;
        }
        assert!(started.exists(), "bash started");
        tokio::time::sleep(Duration::from_millis(200)).await;
        assert!(sleepers(&marker) >= 2, "the test's processes run");
        let pid = child.id().unwrap();
        tokio::process::Command::new("sh").args(["-c", &format!("kill -{signal} {pid}")]).status().await.unwrap();
        let out = output_of(child).await;
        assert_eq!(out.code, Some(code), "SIG{signal}: {}", out.stderr);
        for _ in 0..50 {
            if sleepers(&marker) == 0 {
                break;
            }
            tokio::time::sleep(Duration::from_millis(100)).await;
        }
        assert_eq!(
            sleepers(&marker),
            0,
            "SIG{signal}: no process of the bash group survives, not even one ignoring TERM"
        );
        assert_eq!(server.requests().len(), 1, "no request after cancelling");
        // The session holds the call and its (cancelled) result.
        let export = repo.command(&server, &["export", "--format", "jsonl"]).output().await.unwrap();
        let text = String::from_utf8(export.stdout).unwrap();
        assert!(text.contains("\"tool_use_id\":\"long\""), "SIG{signal}: the call is answered in the session:\n{text}");
    }
}

/// Processes whose command line carries `marker`.
fn sleepers(marker: &str) -> usize {
    std::fs::read_dir("/proc")
        .unwrap()
        .filter_map(Result::ok)
        .filter_map(|entry| std::fs::read(entry.path().join("cmdline")).ok())
        .filter(|cmdline| String::from_utf8_lossy(cmdline).replace('\0', " ").contains(&format!("sleep {marker}")))
        .count()
}

#[tokio::test(flavor = "multi_thread")]
async fn a_session_killed_mid_tool_is_repaired_before_the_next_request() {
    // bash's parent is nub: the tool kills it the way a power loss would.
    let server = TestServer::start(vec![
        tool_call("k1", "bash", json!({"command": "kill -9 $PPID; sleep 5"})),
        answer("picked up"),
    ])
    .await
    .unwrap();
    let repo = Repo::new();
    // The sandbox would refuse the signal to nub (docs/security.md): this
    // test is about the repair, so bash runs unconfined here.
    let killed = repo.run(&server, &["-p", "--sandbox", "off", "start"]).await;
    assert_eq!(killed.code, None, "nub was killed by a signal");
    let out = repo.run(&server, &["-c", "-p", "go on"]).await;
    assert_eq!(out.code, Some(0), "{}", out.stderr);
    assert!(out.stderr.contains("answered as interrupted"), "{}", out.stderr);
    let body: Value = serde_json::from_str(&server.requests()[1].body).unwrap();
    let messages = body["messages"].as_array().unwrap();
    let result = messages.iter().find(|m| m["role"] == "tool").expect("a tool result");
    assert_eq!(result["tool_call_id"], "k1");
    assert!(result["content"].as_str().unwrap().contains("interrupted"), "{result}");
}

/// The text nub sent back for the tool call `id` in the request `body`.
fn tool_result(body: &Value, id: &str) -> String {
    let messages = body["messages"].as_array().unwrap();
    let message = messages.iter().find(|m| m["role"] == "tool" && m["tool_call_id"] == id).unwrap();
    message["content"].as_str().map(str::to_owned).unwrap_or_else(|| message["content"].to_string())
}

#[tokio::test(flavor = "multi_thread")]
async fn an_edit_that_breaks_the_syntax_is_reported_unless_switched_off() {
    let script = || {
        vec![
            tool_call("call_read", "read", json!({"path": "calc.py"})),
            tool_call(
                "call_edit",
                "edit",
                json!({"path": "calc.py", "old_string": "return a + b", "new_string": "return (a + b"}),
            ),
            answer("Done."),
        ]
    };
    for (config, reported) in [(None, true), (Some("[tools]\nsyntax_check = false\n"), false)] {
        let server = TestServer::start(script()).await.unwrap();
        let repo = Repo::new();
        std::fs::write(repo.dir.path().join("calc.py"), "def add(a, b):\n    return a + b\n").unwrap();
        if let Some(config) = config {
            // The user's own config (HOME is the repository here).
            std::fs::create_dir_all(repo.dir.path().join(".config/nub")).unwrap();
            std::fs::write(repo.dir.path().join(".config/nub/config.toml"), config).unwrap();
        }
        let out = repo.run(&server, &["-p", "fix calc.py"]).await;
        assert_eq!(out.code, Some(0), "{}", out.stderr);
        let last: Value = serde_json::from_str(&server.requests()[2].body).unwrap();
        let result = tool_result(&last, "call_edit");
        assert_eq!(result.contains("the edit left a syntax error at line 2:     return (a + b"), reported, "{result}");
        assert_eq!(
            std::fs::read_to_string(repo.dir.path().join("calc.py")).unwrap(),
            "def add(a, b):\n    return (a + b\n",
            "the change is kept"
        );
    }
}
