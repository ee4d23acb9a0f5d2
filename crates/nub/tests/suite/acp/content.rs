//! What goes in and comes out beyond text: images by the model's caps,
//! the `/compact` command, stop reasons, thoughts and plans, notices where
//! the editor shows them (and a line of text where it does not), and the
//! editor's file system under the path guard.

use nub_testkit::TestServer;
use serde_json::{Value, json};

use super::*;

fn env_for(server: &TestServer, model: &str) -> [(&'static str, String); 2] {
    [("NUB_BASE_URL", server.base_url()), ("NUB_MODEL", model.to_owned())]
}

fn image(bytes: &[u8]) -> Value {
    json!({"type": "image", "mimeType": "image/png", "data": nub_llm::base64::encode(bytes)})
}

#[tokio::test(flavor = "multi_thread")]
async fn images_reach_a_model_that_sees_them() {
    let server = TestServer::start(vec![answer("A red square.")]).await.unwrap();
    let dir = repo();
    // gpt-4o sees images (the model registry).
    let mut editor = Editor::start_with(&dir, &env_for(&server, "gpt-4o"), json!({})).await;
    assert_eq!(editor.init["agentCapabilities"]["promptCapabilities"]["image"], true, "{}", editor.init);
    let session = editor.new_session().await;
    let png = b"\x89PNG\r\n\x1a\nnot really";
    let id = editor.prompt_blocks(&session, json!([{"type": "text", "text": "what is it?"}, image(png)])).await;
    let (updates, response) = editor.until(id, |m| panic!("{m}")).await;
    assert_eq!(response["result"]["stopReason"], "end_turn", "{response}");
    assert_eq!(said(&updates), "A red square.");
    let sent = bodies(&server)[0]["messages"].to_string();
    let url = format!("data:image/png;base64,{}", nub_llm::base64::encode(png));
    assert!(sent.contains("what is it?") && sent.contains(&url), "{sent}");
    assert_eq!(editor.finish().await, Some(0));

    // Loaded again, the image is part of the user's message.
    let mut editor = Editor::start_with(&dir, &env_for(&server, "gpt-4o"), json!({})).await;
    let (updates, _) = editor.load(&session).await;
    assert_eq!(updates[1]["sessionUpdate"], "user_message_chunk", "{updates:#?}");
    assert_eq!(updates[1]["content"], image(png), "{updates:#?}");
    assert_eq!(editor.finish().await, Some(0));
}

#[tokio::test(flavor = "multi_thread")]
async fn images_for_a_model_that_cannot_see_them_are_refused_clearly() {
    let server = TestServer::start(vec![answer("Text is fine.")]).await.unwrap();
    let dir = repo();
    let mut editor = Editor::start(&dir, &server).await;
    assert_eq!(editor.init["agentCapabilities"]["promptCapabilities"]["image"], false, "{}", editor.init);
    let session = editor.new_session().await;
    let id = editor.prompt_blocks(&session, json!([{"type": "text", "text": "what is it?"}, image(b"x")])).await;
    let (_, refused) = editor.until(id, |m| panic!("{m}")).await;
    assert_eq!(refused["error"]["code"], -32602, "{refused}");
    assert!(refused["error"]["message"].as_str().unwrap().contains("m cannot see images"), "{refused}");
    assert!(server.requests().is_empty(), "nothing was sent");
    // The session goes on.
    let (_, response) = editor.run(&session, "then in words").await;
    assert_eq!(response["result"]["stopReason"], "end_turn", "{response}");
    assert_eq!(editor.finish().await, Some(0));
}

#[tokio::test(flavor = "multi_thread")]
async fn compact_is_offered_and_runs_as_a_prompt() {
    let server = TestServer::start(vec![
        answer("First."),
        answer("Second."),
        answer("Goal: greet. Progress: greeted twice."),
        answer("Third."),
    ])
    .await
    .unwrap();
    let dir = repo();
    // Keep almost nothing verbatim, so two prompts are enough to compact.
    user_config(&dir, "[compaction]\nkeep_recent_tokens = 10\n");
    let capabilities = json!({"session": {"compaction": {}}});
    let mut editor = Editor::start_with(&dir, &env_for(&server, "m"), capabilities).await;
    let (created, after) = editor.open(json!([])).await;
    let session = created["result"]["sessionId"].as_str().unwrap().to_owned();
    let commands = &after.last().unwrap()["availableCommands"];
    assert_eq!(commands[0]["name"], "compact", "{after:#?}");
    assert!(commands[0]["input"]["hint"].as_str().is_some_and(|h| !h.is_empty()), "{after:#?}");

    editor.run(&session, "one").await;
    editor.run(&session, "two").await;
    let (updates, response) = editor.run(&session, "/compact the greetings").await;
    assert_eq!(response["result"]["stopReason"], "end_turn", "{response}");
    assert_eq!(trace(&updates), ["compaction_update in_progress", "compaction_update completed"], "{updates:#?}");
    assert_eq!(updates[0]["compactionId"], updates[1]["compactionId"]);
    let summarizing = bodies(&server)[2].to_string();
    assert!(summarizing.contains("the greetings"), "the focus reaches the summary request: {summarizing}");

    let (_, response) = editor.run(&session, "three").await;
    assert_eq!(response["result"]["stopReason"], "end_turn", "{response}");
    let last = bodies(&server)[3]["messages"].to_string();
    assert!(last.contains("greeted twice"), "the summary stands for the start: {last}");
    assert_eq!(editor.finish().await, Some(0));
}

#[tokio::test(flavor = "multi_thread")]
async fn compact_with_nothing_to_compact_says_so_in_the_answer() {
    let server = TestServer::start(vec![]).await.unwrap();
    let dir = repo();
    let mut editor = Editor::start(&dir, &server).await;
    let session = editor.new_session().await;
    let (updates, response) = editor.run(&session, "/compact").await;
    assert_eq!(response["result"]["stopReason"], "end_turn", "{response}");
    // This editor shows no notices: the words come as the agent's text.
    assert!(said(&updates).contains("nothing to compact"), "{updates:#?}");
    assert!(server.requests().is_empty());
    assert_eq!(editor.finish().await, Some(0));
}

#[tokio::test(flavor = "multi_thread")]
async fn stop_reasons_thoughts_and_the_plan() {
    let todo = json!({"items": [
        {"content": "read the code", "status": "done"},
        {"content": "fix the bug", "status": "in_progress"},
    ]});
    let server = TestServer::start(vec![
        sse(&[json!({"reasoning_content": "Let me think."}), json!({"content": "Cut"})], "length"),
        sse(&[json!({"content": "No."})], "content_filter"),
        tool_call("c_todo", "todo", todo),
        tool_call("c_read", "read", json!({"path": "hello.txt"})),
    ])
    .await
    .unwrap();
    let dir = repo();
    user_config(&dir, "[limits]\nmax_turns = 1\n");
    let capabilities = json!({"session": {"notices": {}}});
    let mut editor = Editor::start_with(&dir, &env_for(&server, "m"), capabilities).await;
    let session = editor.new_session().await;

    let (updates, response) = editor.run(&session, "think").await;
    assert_eq!(response["result"]["stopReason"], "max_tokens", "{response}");
    assert_eq!(trace(&updates), ["agent_thought_chunk Let me think.", "agent_message_chunk Cut", "notice"]);
    assert!(updates[2]["title"].as_str().unwrap().contains("cut off"), "{updates:#?}");

    let (_, response) = editor.run(&session, "say something bad").await;
    assert_eq!(response["result"]["stopReason"], "refusal", "{response}");

    let (updates, response) = editor.run(&session, "plan it").await;
    assert_eq!(response["result"]["stopReason"], "max_turn_requests", "{response}");
    let plan = updates.iter().find(|u| u["sessionUpdate"] == "plan").unwrap_or_else(|| panic!("{updates:#?}"));
    let entries: Vec<(&str, &str)> = plan["entries"]
        .as_array()
        .unwrap()
        .iter()
        .map(|e| (e["content"].as_str().unwrap(), e["status"].as_str().unwrap()))
        .collect();
    assert_eq!(entries, [("read the code", "completed"), ("fix the bug", "in_progress")]);
    assert_eq!(updates[0]["kind"], "think", "{updates:#?}");
    let limit = updates.last().unwrap();
    assert_eq!((&limit["sessionUpdate"], &limit["severity"]), (&json!("notice"), &json!("warning")), "{limit}");
    assert!(limit["title"].as_str().unwrap().contains("max_turns"), "{limit}");
    assert_eq!(editor.finish().await, Some(0));
}

#[tokio::test(flavor = "multi_thread")]
async fn an_editor_without_notices_reads_warnings_as_text_and_no_secret() {
    let server = TestServer::start(vec![]).await.unwrap();
    let dir = repo();
    let mut editor = Editor::start(&dir, &server).await;
    let sse_server = json!({
        "type": "sse", "name": "legacy", "url": "http://127.0.0.1:9/sse",
        "headers": [{"name": "Authorization", "value": "Bearer SECRET-1234"}],
    });
    let (_, after) = editor.open(json!([sse_server])).await;
    assert_eq!(after.len(), 2, "{after:#?}");
    assert_eq!(after[0]["sessionUpdate"], "agent_message_chunk", "{after:#?}");
    let text = after[0]["content"]["text"].as_str().unwrap();
    assert!(text.contains("\"legacy\"") && text.contains("SSE"), "{text}");
    assert!(!text.contains("SECRET"), "{text}");
    assert_eq!(editor.finish().await, Some(0));
}

/// The editor's buffers: `read` sees the unsaved text, `edit` reads and
/// writes through the editor, the disk is left alone — and the path guard
/// decides before the editor is asked.
#[tokio::test(flavor = "multi_thread")]
async fn file_tools_use_the_editors_buffers_behind_the_path_guard() {
    let server = TestServer::start(vec![
        tool_call("c_read", "read", json!({"path": "hello.txt"})),
        tool_call("c_edit", "edit", json!({"path": "hello.txt", "old_string": "Unsaved", "new_string": "Edited"})),
        tool_call("c_env", "read", json!({"path": ".env"})),
        tool_call("c_out", "read", json!({"path": "../outside.txt"})),
        answer("Done."),
    ])
    .await
    .unwrap();
    let dir = repo();
    std::fs::write(dir.path().join(".env"), "TOKEN=x\n").unwrap();
    let capabilities = json!({"fs": {"readTextFile": true, "writeTextFile": true}});
    let mut editor = Editor::start_with(&dir, &env_for(&server, "m"), capabilities).await;
    let session = editor.new_session().await;
    let id = editor.prompt(&session, "edit the buffer").await;
    let (updates, response) = editor
        .until(id, |request| match request["method"].as_str() {
            Some("fs/read_text_file") => json!({"content": "Unsaved buffer\n"}),
            Some("fs/write_text_file") => json!({}),
            _ => panic!("{request}"),
        })
        .await;
    assert_eq!(response["result"]["stopReason"], "end_turn", "{response}");
    let hello = dir.path().join("hello.txt");
    let asked: Vec<String> = trace(&updates).into_iter().filter(|line| line.starts_with("fs/")).collect();
    let hello_path = hello.to_str().unwrap();
    assert_eq!(
        asked,
        [
            format!("fs/read_text_file {hello_path}"),
            format!("fs/read_text_file {hello_path}"),
            format!("fs/write_text_file {hello_path}"),
        ],
        "{updates:#?}"
    );
    let write = updates.iter().find(|u| u["request"] == "fs/write_text_file").unwrap();
    assert_eq!(write["params"]["content"], "Edited buffer\n");
    assert_eq!(write["params"]["sessionId"], session.as_str());
    assert_eq!(std::fs::read_to_string(&hello).unwrap(), "Hello from nub!\n", "the disk is the editor's to save");
    let results = bodies(&server)[1]["messages"].to_string();
    assert!(results.contains("Unsaved buffer"), "{results}");
    let refused: Vec<&Value> = updates.iter().filter(|u| u["status"] == "failed").collect();
    assert_eq!(refused.len(), 2, "{updates:#?}");
    assert_eq!(editor.finish().await, Some(0));
}
