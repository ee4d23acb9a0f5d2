//! Bad input and bad luck: malformed JSON-RPC, unknown methods and
//! sessions, a second prompt while one runs, no key, a client that
//! disappears mid-run. Each is a clear JSON-RPC error or a clean exit, the
//! session file stays consistent, and no process is left behind.

use std::time::Duration;

use nub_testkit::TestServer;
use serde_json::{Value, json};

use super::*;

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
    let shapeless = editor.call("session/new", json!({"cwd": 7})).await;
    assert_eq!(shapeless["error"]["code"], -32602, "{shapeless}");
    // A directory that is not there is not made (sessions go below it).
    let nowhere = dir.path().join("no/such/dir");
    for cwd in [nowhere.to_str().unwrap(), "relative/dir"] {
        let refused = editor.call("session/new", json!({"cwd": cwd, "mcpServers": []})).await;
        assert_eq!(refused["error"]["code"], -32602, "{refused}");
    }
    assert!(!dir.path().join("no").exists() && !dir.path().join("relative").exists());
    let (_, missing) = editor.run("no-such-session", "hi").await;
    assert_eq!(missing["error"]["code"], -32002, "{missing}");
    assert!(missing["error"]["message"].as_str().unwrap().contains("session/new"), "{missing}");
    let (_, load) = editor.load("nope").await;
    assert!(load["error"]["message"].as_str().unwrap().contains("nope"), "{load}");

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
    // The session is open here already.
    let (_, again) = editor.load(&session).await;
    assert!(again["error"]["message"].as_str().unwrap().contains("already open"), "{again}");
    assert_eq!(editor.finish().await, Some(0));
}

#[tokio::test(flavor = "multi_thread")]
async fn without_a_key_the_first_prompt_says_which_variable_to_set() {
    let dir = repo();
    // anthropic is built in; its key variable is not set.
    let mut editor = Editor::start_with(&dir, &[("NUB_ENDPOINT", "anthropic".to_owned())], json!({})).await;
    let (created, _) = editor.open(json!([])).await;
    let session = created["result"]["sessionId"].as_str().unwrap().to_owned();
    assert!(dir.path().join(".nub/sessions").join(format!("{session}.jsonl")).exists(), "a real session");
    for _ in 0..2 {
        let (_, refused) = editor.run(&session, "hi").await;
        assert_eq!(refused["error"]["code"], -32600, "{refused}");
        assert!(refused["error"]["message"].as_str().unwrap().contains("ANTHROPIC_API_KEY"), "{refused}");
    }
    assert_eq!(editor.finish().await, Some(0));
}

#[tokio::test(flavor = "multi_thread")]
async fn a_session_opened_without_a_model_starts_once_the_config_names_one() {
    let server = TestServer::start(vec![answer("Hello.")]).await.unwrap();
    let dir = repo();
    let mut editor = Editor::start_with(&dir, &[], json!({})).await;
    let (created, _) = editor.open(json!([])).await;
    let session = created["result"]["sessionId"].as_str().unwrap().to_owned();
    let (_, refused) = editor.run(&session, "hi").await;
    let message = refused["error"]["message"].as_str().unwrap();
    assert!(message.contains("NUB_BASE_URL") && message.contains("OPENAI_API_KEY"), "{refused}");

    // The user writes a config; the next prompt starts the loop, no restart.
    let url = server.base_url();
    user_config(
        &dir,
        &format!(
            "[model]\nendpoint = \"local\"\n[[endpoint]]\nname = \"local\"\nbase_url = \"{url}\"\napi_key = \"none\"\nmodel = \"m\"\n"
        ),
    );
    let (updates, response) = editor.run(&session, "hi again").await;
    assert_eq!(response["result"]["stopReason"], "end_turn", "{response}");
    assert_eq!(trace(&updates), ["config_option_update", "agent_message_chunk Hello."], "{updates:#?}");
    assert_eq!(updates[0]["configOptions"][0]["currentValue"], "local/m");
    assert_eq!(editor.finish().await, Some(0));
}

#[tokio::test(flavor = "multi_thread")]
async fn a_client_that_disappears_leaves_no_process_behind() {
    let marker = "sleep 41.75";
    let Running { _server: server, dir, editor, session, .. } =
        Running::start(&format!("echo started; {marker}"), "allow_always").await;
    editor.finish().await;
    assert!(!pids_running(marker), "the command ended with the client");
    let file = dir.path().join(".nub/sessions").join(format!("{session}.jsonl"));
    let text = std::fs::read_to_string(&file).unwrap();
    assert!(text.lines().all(|line| serde_json::from_str::<Value>(line).is_ok()), "{text}");

    // Opened again, the interrupted call has its (failed) result.
    let mut editor = Editor::start(&dir, &server).await;
    let (updates, _) = editor.load(&session).await;
    assert_eq!(
        trace(&updates),
        [
            "user_message_chunk wait",
            "tool_call bash: echo started; sleep 41.75 pending",
            "update failed",
            "available_commands_update"
        ],
        "{updates:#?}"
    );
    assert_eq!(editor.finish().await, Some(0));
}

#[tokio::test(flavor = "multi_thread")]
async fn a_killed_agent_leaves_a_session_that_opens_again() {
    // The shell says its pid, so this test can end what SIGKILL leaves.
    let Running { _server: server, dir, mut editor, session, started, .. } =
        Running::start("echo started $$; sleep 43.5", "allow_once").await;
    // SIGKILL: nothing of nub's own runs any more.
    editor.child.start_kill().unwrap();
    let _ = editor.child.wait().await;
    let text = started["params"]["update"]["content"][0]["content"]["text"].as_str().unwrap();
    let pid: i32 =
        text.split("started ").nth(1).and_then(|rest| rest.split_whitespace().next()).unwrap().parse().unwrap();
    // The command's group outlives a SIGKILL of nub (nothing can clean up then).
    let _ = std::process::Command::new("kill").args(["-KILL", "--", &format!("-{pid}")]).status();

    let mut editor = Editor::start(&dir, &server).await;
    let (updates, response) = editor.load(&session).await;
    assert!(response.get("result").is_some(), "{response}");
    // The call without a result is answered as interrupted, and the editor is told.
    let trace = trace(&updates);
    assert_eq!(trace[2], "update failed", "{updates:#?}");
    assert!(updates[2].to_string().contains("interrupted"), "{updates:#?}");
    assert!(trace[3].contains("answered as interrupted"), "{trace:#?}");
    assert_eq!(editor.finish().await, Some(0));
}

#[tokio::test(flavor = "multi_thread")]
async fn oversized_and_invalid_messages_get_errors_and_the_connection_goes_on() {
    let server = TestServer::start(vec![answer("still here")]).await.unwrap();
    let dir = repo();
    let mut editor = Editor::start(&dir, &server).await;
    // A 20 MB line: answered with a short parse error, not echoed back.
    let stdin = editor.stdin.as_mut().unwrap();
    stdin.write_all(&vec![b'x'; 20 << 20]).await.unwrap();
    stdin.write_all(b"\n").await.unwrap();
    let flood = editor.read().await;
    assert_eq!(flood["error"]["code"], -32700, "{flood}");
    assert!(flood.to_string().len() < 1000, "the line came back: {} bytes", flood.to_string().len());
    assert!(flood.to_string().contains("at most 16 MiB"), "{flood}");
    // Bytes that are not UTF-8: an error, not the end of the connection.
    editor
        .stdin
        .as_mut()
        .unwrap()
        .write_all(b"{\"jsonrpc\":\"2.0\",\"id\":99,\"method\":\"\xff\xfe\"}\n")
        .await
        .unwrap();
    let binary = editor.read().await;
    assert_eq!(binary["error"]["code"], -32700, "{binary}");
    assert!(binary.to_string().contains("not UTF-8"), "{binary}");
    // A prompt past print mode's 4 MiB is refused by name.
    let session = editor.new_session().await;
    let (_, big) = editor.run(&session, &"y".repeat(5 << 20)).await;
    assert_eq!(big["error"]["code"], -32602, "{}", &big.to_string()[..300.min(big.to_string().len())]);
    assert!(big["error"]["message"].as_str().unwrap().contains("larger than 4 MiB"), "{}", big["error"]["message"]);
    assert!(big.to_string().len() < 1000, "the prompt came back");
    let (_, fine) = editor.run(&session, "are you there?").await;
    assert_eq!(fine["result"]["stopReason"], "end_turn", "{fine}");
    assert_eq!(server.requests().len(), 1, "the refused prompt reached no model");
    assert_eq!(editor.finish().await, Some(0));
}
