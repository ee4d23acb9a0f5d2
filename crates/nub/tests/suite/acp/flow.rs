//! The life of an editor session: a prompt's updates in order with
//! permissions both ways, cancel, load, the session continued by `nub -c`,
//! the editor's MCP servers and the model option, and the same scenario
//! driven by the official TypeScript SDK.

use std::path::Path;
use std::process::Stdio;

use nub_testkit::TestServer;
use serde_json::{Value, json};

use super::super::print_mode::{nub, output_of};
use super::*;

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
    // Without the sandbox bash asks first (with it, it runs without asking).
    let env = [("NUB_BASE_URL", server.base_url()), ("NUB_MODEL", "m".to_owned()), ("NUB_SANDBOX", "off".to_owned())];
    let mut editor = Editor::start_with(&dir, &env, json!({})).await;
    assert_eq!(editor.init["agentCapabilities"]["promptCapabilities"]["embeddedContext"], true);
    let session = editor.new_session().await;
    // The mention shows the file to the model: an edit of a file it never saw is refused.
    let id = editor.prompt(&session, "change the greeting in @hello.txt").await;
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
    assert_eq!(
        trace(&updates),
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
    let history = bodies(&server).last().unwrap()["messages"].to_string();
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
    let (_, response) = editor.run(&session, "what does it say?").await;
    assert_eq!(response["result"]["stopReason"], "end_turn");
    assert_eq!(editor.finish().await, Some(0));

    let mut editor = Editor::start(&dir, &server).await;
    let (updates, response) = editor.load(&session).await;
    assert!(response.get("result").is_some(), "{response}");
    assert_eq!(
        trace(&updates),
        [
            "user_message_chunk what does it say?",
            "tool_call read hello.txt pending",
            "update completed",
            "agent_message_chunk It says hello.",
            // Then the slash commands, still before the answer.
            "available_commands_update",
        ]
    );
    assert!(updates[2]["content"][0]["content"]["text"].as_str().unwrap().contains("Hello from nub!"));
    assert_eq!(editor.finish().await, Some(0));
}

#[tokio::test(flavor = "multi_thread")]
async fn cancel_stops_a_running_command() {
    let marker = "sleep 37.25";
    // The command is allowed; nub is cancelled once its first output arrived.
    let Running { mut editor, session, prompt, .. } =
        Running::start(&format!("echo started; {marker}"), "allow_once").await;
    editor.cancel(&session).await;
    let (updates, response) = editor.until(prompt, |m| panic!("{m}")).await;
    assert_eq!(response["result"]["stopReason"], "cancelled", "{response}");
    assert!(trace(&updates).contains(&"update failed".to_owned()), "{updates:#?}");
    assert!(!pids_running(marker), "the cancelled command is gone");
    assert_eq!(editor.finish().await, Some(0));
}

#[tokio::test(flavor = "multi_thread")]
async fn cancel_while_a_question_is_open_ends_the_prompt() {
    let server = TestServer::start(vec![tool_call("c_rm", "bash", json!({"command": "rm hello.txt"}))]).await.unwrap();
    let dir = repo();
    let env = [
        ("NUB_BASE_URL", server.base_url()),
        ("NUB_MODEL", "m".to_owned()),
        ("NUB_PERMISSIONS", "bash=ask".to_owned()),
    ];
    let mut editor = Editor::start_with(&dir, &env, json!({})).await;
    let session = editor.new_session().await;
    let id = editor.prompt(&session, "clean up").await;
    let question = loop {
        let message = editor.read().await;
        if message["method"] == "session/request_permission" {
            break message;
        }
    };
    editor.cancel(&session).await;
    // As ACP asks of a client: the open question is answered `cancelled`.
    editor.respond(&question, json!({"outcome": {"outcome": "cancelled"}})).await;
    let (updates, response) = editor.until(id, |m| panic!("{m}")).await;
    assert_eq!(response["result"]["stopReason"], "cancelled", "{response}");
    assert_eq!(trace(&updates), ["update failed"], "{updates:#?}");
    assert!(dir.path().join("hello.txt").exists(), "the refused command did not run");
    assert_eq!(editor.finish().await, Some(0));
}

#[tokio::test(flavor = "multi_thread")]
async fn the_editors_mcp_servers_join_with_a_bounded_start() {
    let server = TestServer::start(vec![]).await.unwrap();
    let dir = repo();
    let pid_file = dir.path().join("hang.pid");
    let script = concat!(env!("CARGO_MANIFEST_DIR"), "/../../scripts/mcp-hang.sh");
    // This editor shows notices.
    let env = [("NUB_BASE_URL", server.base_url()), ("NUB_MODEL", "m".to_owned())];
    let mut editor = Editor::start_with(&dir, &env, json!({"session": {"notices": {}}})).await;
    let stuck = json!({"name": "stuck", "command": "sh", "args": [script, pid_file.to_str().unwrap()], "env": []});
    let (created, after) = editor.open(json!([stuck])).await;
    let session = created["result"]["sessionId"].as_str().unwrap().to_owned();
    // The warning comes as a notice right after the answer.
    assert_eq!(after[0]["sessionUpdate"], "notice", "{after:#?}");
    assert!(after[0].to_string().contains("stuck"), "{after:#?}");
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
    let other =
        editor.call("session/set_config_option", json!({"sessionId": session, "configId": "mode", "value": "x"})).await;
    assert!(other["error"]["message"].as_str().unwrap().contains("nub offers \"model\""), "{other}");
    assert_eq!(editor.finish().await, Some(0));
}

#[tokio::test(flavor = "multi_thread")]
async fn the_model_option_switches_the_model_of_the_next_request() {
    let server = TestServer::start(vec![answer("one"), answer("two")]).await.unwrap();
    let dir = repo();
    // A second endpoint the picker can offer: configured, with a default model.
    let url = server.base_url();
    user_config(
        &dir,
        &format!("[[endpoint]]\nname = \"other\"\nbase_url = \"{url}\"\napi_key = \"none\"\nmodel = \"big-model\"\n"),
    );
    let mut editor = Editor::start(&dir, &server).await;
    let (created, _) = editor.open(json!([])).await;
    let session = created["result"]["sessionId"].as_str().unwrap().to_owned();
    let choices: Vec<&str> = created["result"]["configOptions"][0]["options"]
        .as_array()
        .unwrap()
        .iter()
        .map(|o| o["value"].as_str().unwrap())
        .collect();
    let first = choices[0].to_owned();
    assert!(choices.contains(&"other/big-model"), "{choices:?}");
    editor.run(&session, "first").await;
    let set = editor
        .call(
            "session/set_config_option",
            json!({"sessionId": session, "configId": "model", "value": "other/big-model"}),
        )
        .await;
    assert_eq!(set["result"]["configOptions"][0]["currentValue"], "other/big-model", "{set}");
    editor.run(&session, "second").await;
    let models: Vec<Value> = bodies(&server).iter().map(|b| b["model"].clone()).collect();
    assert_eq!(models, [json!(first.rsplit('/').next().unwrap()), json!("big-model")]);
    assert_eq!(editor.finish().await, Some(0));
}

#[tokio::test(flavor = "multi_thread")]
async fn the_model_option_offers_the_models_the_endpoint_lists() {
    let server = TestServer::start(vec![answer("one")]).await.unwrap();
    server.serve_model_list(r#"{"object":"list","data":[{"id":"m"},{"id":"listed-model"}]}"#);
    let dir = repo();
    let mut editor = Editor::start(&dir, &server).await;
    let (created, _) = editor.open(json!([])).await;
    let session = created["result"]["sessionId"].as_str().unwrap().to_owned();
    let choices: Vec<&str> = created["result"]["configOptions"][0]["options"]
        .as_array()
        .unwrap()
        .iter()
        .map(|o| o["value"].as_str().unwrap())
        .collect();
    let host = server.base_url().trim_start_matches("http://").trim_end_matches("/v1").to_owned();
    assert_eq!(choices.iter().filter(|c| c.ends_with("/m")).count(), 1, "the model in use once: {choices:?}");
    assert!(choices.contains(&format!("{host}/listed-model").as_str()), "{choices:?}");
    let set = editor
        .call(
            "session/set_config_option",
            json!({"sessionId": session, "configId": "model", "value": format!("{host}/listed-model")}),
        )
        .await;
    assert_eq!(set["result"]["configOptions"][0]["currentValue"], format!("{host}/listed-model"), "{set}");
    editor.run(&session, "hi").await;
    assert_eq!(bodies(&server)[0]["model"], "listed-model");
    assert_eq!(editor.finish().await, Some(0));
}

#[tokio::test(flavor = "multi_thread")]
async fn the_effort_option_sets_the_reasoning_effort_of_the_next_request() {
    let server = TestServer::start(vec![answer("one"), answer("two")]).await.unwrap();
    let dir = repo();
    let env = [("NUB_BASE_URL", server.base_url()), ("NUB_MODEL", "o4-mini".to_owned())];
    let mut editor = Editor::start_with(&dir, &env, json!({})).await;
    let (created, _) = editor.open(json!([])).await;
    let session = created["result"]["sessionId"].as_str().unwrap().to_owned();
    let effort = &created["result"]["configOptions"][1];
    assert_eq!((&effort["id"], &effort["category"]), (&json!("effort"), &json!("thought_level")), "{created}");
    assert_eq!(effort["currentValue"], "default");
    let levels: Vec<&str> =
        effort["options"].as_array().unwrap().iter().map(|o| o["value"].as_str().unwrap()).collect();
    assert_eq!(levels, ["default", "minimal", "low", "medium", "high", "xhigh"]);
    editor.run(&session, "first").await;
    let set = editor
        .call("session/set_config_option", json!({"sessionId": session, "configId": "effort", "value": "high"}))
        .await;
    assert_eq!(set["result"]["configOptions"][1]["currentValue"], "high", "{set}");
    let bad = editor
        .call("session/set_config_option", json!({"sessionId": session, "configId": "effort", "value": "max"}))
        .await;
    assert!(bad["error"]["message"].as_str().unwrap().contains("the choices are"), "{bad}");
    editor.run(&session, "second").await;
    let sent: Vec<Value> = bodies(&server).iter().map(|b| b["reasoning_effort"].clone()).collect();
    assert_eq!(sent, [Value::Null, json!("high")]);
    assert_eq!(editor.finish().await, Some(0));
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
        // An edit starts from the file's text: the model reads it first.
        tool_call("c_read", "read", json!({"path": "hello.txt"})),
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
        // Confined bash runs without a question by default; the script checks the question.
        .env("NUB_PERMISSIONS", "bash=ask")
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
async fn a_session_in_a_subdirectory_names_files_by_absolute_paths() {
    let server = TestServer::start(vec![
        tool_call("c_edit", "edit", json!({"path": "a.txt", "old_string": "one", "new_string": "two"})),
        answer("Done."),
    ])
    .await
    .unwrap();
    let dir = repo();
    let sub = dir.path().join("sub");
    std::fs::create_dir(&sub).unwrap();
    std::fs::write(sub.join("a.txt"), "one\n").unwrap();
    let mut editor = Editor::start(&dir, &server).await;
    editor.cwd = sub.to_str().unwrap().to_owned();
    let session = editor.new_session().await;
    let (updates, response) = editor.run(&session, "edit @a.txt").await;
    assert_eq!(response["result"]["stopReason"], "end_turn", "{response}");
    let file = sub.join("a.txt");
    assert_eq!(updates[0]["locations"][0]["path"], file.to_str().unwrap(), "{updates:#?}");
    assert_eq!(updates[2]["content"][0]["path"], file.to_str().unwrap(), "{updates:#?}");
    assert_eq!(std::fs::read_to_string(&file).unwrap(), "two\n");
    // The session is the repository's, as for the CLI.
    assert!(dir.path().join(".nub/sessions").join(format!("{session}.jsonl")).exists());
    assert_eq!(editor.finish().await, Some(0));
}

#[tokio::test(flavor = "multi_thread")]
async fn a_long_running_output_is_shown_by_its_end() {
    let server = TestServer::start(vec![tool_call("c_seq", "bash", json!({"command": "seq 1 100000"})), answer("ok")])
        .await
        .unwrap();
    let dir = repo();
    let mut editor = Editor::start(&dir, &server).await;
    let session = editor.new_session().await;
    let id = editor.prompt(&session, "count").await;
    let (updates, _) = editor.until(id, choose("allow_once")).await;
    let live: Vec<&str> = updates
        .iter()
        .filter(|u| u["sessionUpdate"] == "tool_call_update" && u.get("status").is_none())
        .map(|u| u["content"][0]["content"]["text"].as_str().unwrap())
        .collect();
    assert!(!live.is_empty(), "{updates:#?}");
    let longest = live.iter().map(|t| t.chars().count()).max().unwrap();
    assert!(longest < 33_000, "each update carries the end only: {longest} chars");
    assert!(live.last().unwrap().contains("\n100000\n"), "the end is there");
    assert_eq!(editor.finish().await, Some(0));
}

#[tokio::test(flavor = "multi_thread")]
async fn a_subagent_is_one_tool_call_whose_content_follows_its_tools() {
    let server = TestServer::start(vec![
        tool_call("t1", "task", json!({"agent": "explore", "prompt": "Where is main?", "description": "find main"})),
        tool_call("c1", "grep", json!({"pattern": "fn main"})),
        answer("main is in hello.rs"),
        answer("Done."),
    ])
    .await
    .unwrap();
    let dir = repo();
    std::fs::write(dir.path().join("hello.rs"), "fn main() {}\n").unwrap();
    let mut editor = Editor::start(&dir, &server).await;
    let session = editor.new_session().await;
    let (updates, response) = editor.run(&session, "where is main?").await;
    assert_eq!(response["result"]["stopReason"], "end_turn", "{response}");
    let calls: Vec<&Value> = updates.iter().filter(|u| u["sessionUpdate"] == "tool_call").collect();
    assert_eq!(calls.len(), 1, "the child's grep is not a call of the session: {updates:#?}");
    assert_eq!(calls[0]["toolCallId"], "t1");
    let live = updates.iter().any(|u| {
        u["sessionUpdate"] == "tool_call_update"
            && u.get("status").is_none()
            && u["content"][0]["content"]["text"].as_str().is_some_and(|t| t.contains("grep fn main"))
    });
    assert!(live, "the child's tool streamed as the call's content: {updates:#?}");
    let done = updates.iter().find(|u| u["sessionUpdate"] == "tool_call_update" && u["status"] == "completed").unwrap();
    assert!(done.to_string().contains("main is in hello.rs"), "{done}");
    assert_eq!(editor.finish().await, Some(0));
}

#[tokio::test(flavor = "multi_thread")]
async fn an_editors_mcp_server_offers_its_prompts_as_commands() {
    let server = TestServer::start(vec![answer("Standup done.")]).await.unwrap();
    let dir = repo();
    let script = concat!(env!("CARGO_MANIFEST_DIR"), "/../../scripts/mcp-prompts.py");
    let env = [("NUB_BASE_URL", server.base_url()), ("NUB_MODEL", "m".to_owned())];
    let mut editor = Editor::start_with(&dir, &env, json!({})).await;
    let team = json!({"name": "team", "command": "python3", "args": [script], "env": []});
    let (created, after) = editor.open(json!([team])).await;
    let session = created["result"]["sessionId"].as_str().unwrap().to_owned();
    let commands = &after.last().unwrap()["availableCommands"];
    let review = commands.as_array().unwrap().iter().find(|c| c["name"] == "team:review");
    let review = review.unwrap_or_else(|| panic!("no team:review in {after:#?}"));
    assert_eq!(review["description"], "Review the code in one language");
    assert_eq!(review["input"]["hint"], "<language> [focus]");

    let (_, response) = editor.run(&session, "/team:standup").await;
    assert_eq!(response["result"]["stopReason"], "end_turn", "{response}");
    let body: Value = serde_json::from_str(&server.requests()[0].body).unwrap();
    assert!(body["messages"].to_string().contains("STANDUP-PROMPT"), "{body}");
    let (_, response) = editor.run(&session, "/team:review").await;
    assert!(response["error"]["message"].as_str().unwrap_or_default().contains("needs language"), "{response}");
    let (_, response) = editor.run(&session, "/team:broken").await;
    assert!(response.to_string().contains("cannot give /team:broken"), "{response}");
    assert_eq!(server.requests().len(), 1);
    assert_eq!(editor.finish().await, Some(0));
}
