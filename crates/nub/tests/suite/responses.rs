//! The Responses API end to end: the real binary against a local server
//! that answers with recorded streams and keeps what nub sent.

use nub_testkit::{Reply, TestServer};
use serde_json::Value;

use super::print_mode::{Output, nub, output_of};

fn recording(name: &str) -> String {
    let path = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("../nub-llm/tests/fixtures/responses").join(name);
    std::fs::read_to_string(path).unwrap()
}

/// A repository whose config has a `codex` endpoint speaking the Responses
/// API to `server` with a model the registry knows to reason.
fn repo(server: &TestServer) -> tempfile::TempDir {
    let dir = tempfile::tempdir().unwrap();
    std::fs::create_dir_all(dir.path().join(".git")).unwrap();
    std::fs::create_dir_all(dir.path().join(".nub")).unwrap();
    let config = format!(
        "version = 1\n[model]\nendpoint = \"codex\"\n\n\
         [[endpoint]]\nname = \"codex\"\nbase_url = \"{}\"\napi = \"responses\"\napi_key = \"none\"\nmodel = \"gpt-5.1-codex-max\"\n",
        server.base_url()
    );
    std::fs::write(dir.path().join(".nub/config.toml"), config).unwrap();
    dir
}

async fn run(dir: &tempfile::TempDir, args: &[&str]) -> Output {
    output_of(nub(dir).current_dir(dir.path()).env("NUB_TRUST_PROJECT", "1").args(args).spawn().unwrap()).await
}

fn bodies(server: &TestServer) -> Vec<Value> {
    server.requests().iter().map(|r| serde_json::from_str(&r.body).unwrap()).collect()
}

#[tokio::test(flavor = "multi_thread")]
async fn a_tool_loop_carries_the_encrypted_reasoning_to_the_next_request() {
    let server = TestServer::start(vec![
        Reply::sse(&recording("openai-gpt51-codex-max-store-false-encrypted-reasoning-call.sse")),
        Reply::sse(&recording("copilot-gpt53-codex-id-rotation.sse")),
    ])
    .await
    .unwrap();
    let dir = repo(&server);
    let out = run(&dir, &["-p", "--effort", "high", "--allow", "bash", "compute it"]).await;
    assert_eq!(out.code, Some(0), "{}", out.stderr);
    assert!(out.stdout.contains("There are **3** letter"), "{}", out.stdout);
    let requests = server.requests();
    assert_eq!(requests.len(), 2);
    assert!(requests.iter().all(|r| r.path == "/v1/responses"), "{:?}", requests[0].path);
    let bodies = bodies(&server);
    for body in &bodies {
        assert_eq!((body["store"].as_bool(), body["stream"].as_bool()), (Some(false), Some(true)));
        assert_eq!(body["reasoning"], serde_json::json!({"summary": "auto", "effort": "high"}));
        assert_eq!(body["include"], serde_json::json!(["reasoning.encrypted_content"]));
        assert!(body["instructions"].as_str().unwrap().starts_with("You are nub"));
    }
    let input = bodies[1]["input"].as_array().unwrap();
    let kinds: Vec<&str> = input.iter().map(|i| i["type"].as_str().unwrap()).collect();
    assert_eq!(kinds, ["message", "reasoning", "function_call", "function_call_output"], "{input:?}");
    assert!(input[1]["encrypted_content"].as_str().unwrap().starts_with("gAAAAABpPDIV"), "the finished item's");
    assert_eq!(input[2]["call_id"], input[3]["call_id"]);
    // nub has no calculator: the model hears so under the same call id.
    assert!(input[3]["output"].as_str().unwrap().contains("calculator"), "{}", input[3]);
}

#[tokio::test(flavor = "multi_thread")]
async fn a_server_refusing_the_effort_is_asked_again_without_it_and_remembered() {
    let refusal = r#"{"error":{"message":"Unsupported parameter: 'reasoning.effort' is not supported with this model.","type":"invalid_request_error","param":"reasoning.effort","code":"unsupported_parameter"}}"#;
    let answer = recording("openai-gpt4o-background-queued.sse");
    let server =
        TestServer::start(vec![Reply::status(400, refusal), Reply::sse(&answer), Reply::sse(&answer)]).await.unwrap();
    let dir = repo(&server);
    let out = run(&dir, &["-p", "--effort", "low", "what is 2+2"]).await;
    assert_eq!(out.code, Some(0), "{}", out.stderr);
    assert_eq!(out.stdout, "2 + 2 equals 4.\n");
    let sent = bodies(&server);
    assert_eq!(sent[0]["reasoning"]["effort"], "low");
    assert!(sent[1].get("reasoning").is_none() && sent[1].get("include").is_none(), "{}", sent[1]);
    let limits = std::fs::read_to_string(dir.path().join("state/nub/limits.json")).unwrap();
    let limits: Value = serde_json::from_str(&limits).unwrap();
    assert!(limits["no_reasoning_parameters"]["codex"]["gpt-5.1-codex-max"].is_u64(), "{limits}");

    // The next run knows: no reasoning parameters, one request.
    let out = run(&dir, &["-p", "--effort", "low", "and 3+3"]).await;
    assert_eq!(out.code, Some(0), "{}", out.stderr);
    let sent = bodies(&server);
    assert_eq!(sent.len(), 3);
    assert!(sent[2].get("reasoning").is_none(), "{}", sent[2]);
}

#[tokio::test(flavor = "multi_thread")]
async fn a_model_that_does_not_reason_gets_no_effort() {
    let server = TestServer::start(vec![Reply::sse(&recording("openai-gpt4o-background-queued.sse"))]).await.unwrap();
    let dir = repo(&server);
    let out = run(&dir, &["-p", "--effort", "high", "--model", "gpt-4.1", "what is 2+2"]).await;
    assert_eq!(out.code, Some(0), "{}", out.stderr);
    let sent = bodies(&server);
    assert!(sent[0].get("reasoning").is_none() && sent[0].get("include").is_none(), "{}", sent[0]);
    assert!(out.stderr.contains("effort high is not sent: gpt-4.1 is not known to reason"), "told:\n{}", out.stderr);
}
