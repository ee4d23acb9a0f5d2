//! `session/set_mode` (ask, plan, auto-edit) and prompt commands over ACP.

use nub_testkit::TestServer;
use serde_json::json;

use super::{Editor, answer, bodies, repo, tool_call};

#[tokio::test(flavor = "multi_thread")]
async fn set_mode_plan_refuses_a_write_and_commands_are_offered_and_expanded() {
    let server = TestServer::start(vec![
        tool_call("w1", "write", json!({"path": "new.txt", "content": "x"})),
        answer("1. Write new.txt."),
        answer("Hello, Bob."),
    ])
    .await
    .unwrap();
    let dir = repo();
    std::fs::create_dir_all(dir.path().join(".nub/commands")).unwrap();
    std::fs::write(
        dir.path().join(".nub/commands/greet.md"),
        "---\ndescription: Greet someone\n---\nSay hello to $1.\n",
    )
    .unwrap();
    let mut editor = Editor::start(&dir, &server).await;
    let (created, after) = editor.open(json!([])).await;
    let session = created["result"]["sessionId"].as_str().unwrap().to_owned();
    let modes = &created["result"]["modes"];
    assert_eq!(modes["currentModeId"], "ask", "{created}");
    let ids: Vec<&str> =
        modes["availableModes"].as_array().unwrap().iter().map(|m| m["id"].as_str().unwrap()).collect();
    assert_eq!(ids, ["ask", "plan", "auto-edit"]);
    let commands = after.last().unwrap()["availableCommands"].as_array().unwrap().clone();
    let greet = commands.iter().find(|c| c["name"] == "greet").unwrap_or_else(|| panic!("{commands:#?}"));
    assert_eq!(greet["description"], "Greet someone");

    let bad = editor.call("session/set_mode", json!({"sessionId": session, "modeId": "yolo"})).await;
    assert!(bad["error"]["message"].as_str().unwrap().contains("ask, plan, auto-edit"), "{bad}");
    let set = editor.call("session/set_mode", json!({"sessionId": session, "modeId": "plan"})).await;
    assert!(set.get("error").is_none(), "{set}");
    let (_, response) = editor.run(&session, "add new.txt").await;
    assert_eq!(response["result"]["stopReason"], "end_turn", "{response}");
    assert!(!dir.path().join("new.txt").exists(), "plan mode wrote a file");
    let sent = bodies(&server);
    assert!(sent[0].to_string().contains("You are in plan mode"));
    assert!(sent[1].to_string().contains("plan mode is on"), "{}", sent[1]);

    editor.call("session/set_mode", json!({"sessionId": session, "modeId": "ask"})).await;
    editor.run(&session, "/greet Bob").await;
    let sent = bodies(&server);
    let last = sent[2]["messages"].as_array().unwrap().last().unwrap().clone();
    // The expanded command, then (a local server: a small model's help) the file it is about.
    assert!(last["content"].as_str().unwrap().starts_with("Say hello to Bob.\n"), "{last}");
    assert!(!sent[2].to_string().contains("You are in plan mode"));
    assert_eq!(editor.finish().await, Some(0));
}
