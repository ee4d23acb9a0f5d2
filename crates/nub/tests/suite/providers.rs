//! Anthropic and Gemini end to end, and one session that changes provider
//! half way: the history is blocks, mapped anew for whoever answers next.

use nub_testkit::{Reply, TestServer};
use serde_json::Value;

use super::print_mode::{Output, nub, output_of};

pub const ANTHROPIC_TEXT: &str = "event: message_start\n\
data: {\"type\":\"message_start\",\"message\":{\"id\":\"msg_1\",\"type\":\"message\",\"role\":\"assistant\",\"content\":[],\"model\":\"claude-test\",\"stop_reason\":null,\"usage\":{\"input_tokens\":10,\"output_tokens\":1}}}\n\n\
event: content_block_start\n\
data: {\"type\":\"content_block_start\",\"index\":0,\"content_block\":{\"type\":\"text\",\"text\":\"\"}}\n\n\
event: content_block_delta\n\
data: {\"type\":\"content_block_delta\",\"index\":0,\"delta\":{\"type\":\"text_delta\",\"text\":\"Bonjour\"}}\n\n\
event: content_block_stop\n\
data: {\"type\":\"content_block_stop\",\"index\":0}\n\n\
event: message_delta\n\
data: {\"type\":\"message_delta\",\"delta\":{\"stop_reason\":\"end_turn\"},\"usage\":{\"output_tokens\":3}}\n\n\
event: message_stop\n\
data: {\"type\":\"message_stop\"}\n\n";

const GEMINI_TEXT: &str = "data: {\"candidates\":[{\"content\":{\"role\":\"model\",\"parts\":[{\"text\":\"Hallo\"}]},\"finishReason\":\"STOP\",\"index\":0}],\"usageMetadata\":{\"promptTokenCount\":5,\"candidatesTokenCount\":1}}\r\n\r\n";

const OPENAI_TOOL_CALL: &str = "data: {\"choices\":[{\"index\":0,\"delta\":{\"role\":\"assistant\",\"tool_calls\":[{\"index\":0,\"id\":\"call_r1\",\"type\":\"function\",\"function\":{\"name\":\"read\",\"arguments\":\"{\\\"path\\\":\\\"hello.txt\\\"}\"}}]}}]}\n\n\
data: {\"choices\":[{\"index\":0,\"delta\":{},\"finish_reason\":\"tool_calls\"}]}\n\ndata: [DONE]\n\n";

const OPENAI_TEXT: &str = "data: {\"choices\":[{\"index\":0,\"delta\":{\"content\":\"It says hello.\"}}]}\n\n\
data: {\"choices\":[{\"index\":0,\"delta\":{},\"finish_reason\":\"stop\"}]}\n\ndata: [DONE]\n\n";

/// A repository whose config points the built-in `anthropic` and `gemini`
/// endpoints (and a `local` OpenAI one) at the scripted servers.
fn repo(openai: &TestServer, anthropic: &TestServer, gemini: &TestServer) -> tempfile::TempDir {
    let dir = tempfile::tempdir().unwrap();
    std::fs::create_dir_all(dir.path().join(".git")).unwrap();
    std::fs::create_dir_all(dir.path().join(".nub")).unwrap();
    std::fs::write(dir.path().join("hello.txt"), "hello\n").unwrap();
    let config = format!(
        "version = 1\n[model]\nendpoint = \"local\"\n\n\
         [[endpoint]]\nname = \"local\"\nbase_url = \"{}\"\napi_key = \"none\"\nmodel = \"gpt-test\"\n\n\
         [[endpoint]]\nname = \"anthropic\"\nbase_url = \"{}\"\napi_key = \"sk-ant-test\"\nmodel = \"claude-sonnet-4-5\"\n\n\
         [[endpoint]]\nname = \"gemini\"\nbase_url = \"{}\"\napi_key = \"g-test\"\nmodel = \"gemini-2.5-flash\"\n",
        openai.base_url(),
        anthropic.base_url(),
        gemini.base_url()
    );
    std::fs::write(dir.path().join(".nub/config.toml"), config).unwrap();
    dir
}

/// The repository is the user's own: its config counts (as after `nub trust`).
async fn run(dir: &tempfile::TempDir, args: &[&str]) -> Output {
    output_of(nub(dir).current_dir(dir.path()).env("NUB_TRUST_PROJECT", "1").args(args).spawn().unwrap()).await
}

#[tokio::test(flavor = "multi_thread")]
async fn anthropic_and_gemini_answer_through_their_own_protocols() {
    let openai = TestServer::start(vec![]).await.unwrap();
    let anthropic = TestServer::start(vec![Reply::sse(ANTHROPIC_TEXT)]).await.unwrap();
    let gemini = TestServer::start(vec![Reply::sse(GEMINI_TEXT)]).await.unwrap();
    let dir = repo(&openai, &anthropic, &gemini);

    let out = run(&dir, &["--endpoint", "anthropic", "-p", "Say hello in French"]).await;
    assert_eq!((out.code, out.stdout.as_str()), (Some(0), "Bonjour\n"), "{}", out.stderr);
    let sent = &anthropic.requests()[0];
    assert_eq!(sent.path, "/v1/messages");
    assert_eq!(sent.header("x-api-key"), Some("sk-ant-test"));
    assert!(sent.header("anthropic-version").is_some());
    let body: Value = serde_json::from_str(&sent.body).unwrap();
    assert_eq!(body["model"], "claude-sonnet-4-5");
    assert!(body["system"].is_array() && body["max_tokens"].as_u64().unwrap() > 0);

    let out = run(&dir, &["--endpoint", "gemini", "-p", "Say hello in German"]).await;
    assert_eq!((out.code, out.stdout.as_str()), (Some(0), "Hallo\n"), "{}", out.stderr);
    let sent = &gemini.requests()[0];
    assert_eq!(sent.path, "/v1/models/gemini-2.5-flash:streamGenerateContent?alt=sse");
    assert_eq!(sent.header("x-goog-api-key"), Some("g-test"));
    assert!(!sent.path.contains("g-test"), "the key never goes in the URL");
    assert!(openai.requests().is_empty());
}

#[tokio::test(flavor = "multi_thread")]
async fn a_session_started_on_openai_continues_on_anthropic() {
    let openai = TestServer::start(vec![Reply::sse(OPENAI_TOOL_CALL), Reply::sse(OPENAI_TEXT)]).await.unwrap();
    let anthropic = TestServer::start(vec![Reply::sse(ANTHROPIC_TEXT)]).await.unwrap();
    let gemini = TestServer::start(vec![]).await.unwrap();
    let dir = repo(&openai, &anthropic, &gemini);

    let first = run(&dir, &["-p", "What does hello.txt say?"]).await;
    assert_eq!(first.code, Some(0), "{}", first.stderr);
    let second = run(&dir, &["-c", "--endpoint", "anthropic", "-p", "Now in French"]).await;
    assert_eq!((second.code, second.stdout.as_str()), (Some(0), "Bonjour\n"), "{}", second.stderr);

    let body: Value = serde_json::from_str(&anthropic.requests()[0].body).unwrap();
    let messages = body["messages"].as_array().unwrap();
    let roles: Vec<&str> = messages.iter().map(|m| m["role"].as_str().unwrap()).collect();
    assert_eq!(roles, ["user", "assistant", "user", "assistant", "user"], "{body}");
    let tool_use = &messages[1]["content"][0];
    assert_eq!((tool_use["type"].as_str(), tool_use["id"].as_str()), (Some("tool_use"), Some("call_r1")));
    let result = &messages[2]["content"][0];
    assert_eq!((result["type"].as_str(), result["tool_use_id"].as_str()), (Some("tool_result"), Some("call_r1")));

    // Each answer records the model that wrote it.
    let tree = run(&dir, &["export", "--format", "jsonl"]).await.stdout;
    let models: Vec<String> = tree
        .lines()
        .map(|l| serde_json::from_str::<Value>(l).unwrap())
        .filter(|r| r["message"]["role"] == "assistant")
        .map(|r| r["meta"]["model"].as_str().unwrap().to_owned())
        .collect();
    assert_eq!(models, ["gpt-test", "gpt-test", "claude-sonnet-4-5"]);
}
