//! Every recorded stream against its reviewed expectation
//! (`X.sse` → `X.events.ndjson`). `UPDATE_GOLDEN=1` rewrites them.

use std::path::{Path, PathBuf};

use futures_util::StreamExt;
use nub_llm::http::{HttpOptions, RetryPolicy};
use nub_llm::{Caps, Event, LlmError, Message, Request, WireApi};
use nub_testkit::{Reply, TestServer};
use tokio_util::sync::CancellationToken;

use super::fixtures;

fn lines(items: &[Result<Event, LlmError>]) -> String {
    items.iter().map(|item| nub_llm::event_line(item) + "\n").collect()
}

/// Recorded HTTP errors (`X.error.json`) replayed through the real client
/// against a local server that answers with the recorded status and body.
async fn decode_http_error(api: WireApi, path: &Path) -> String {
    let record: serde_json::Value = serde_json::from_str(&std::fs::read_to_string(path).unwrap()).unwrap();
    let status = record["status"].as_u64().unwrap() as u16;
    let server = TestServer::start(vec![Reply::status(status, record["body"].as_str().unwrap())]).await.unwrap();
    let options =
        HttpOptions { retry: RetryPolicy { max_retries: 0, ..RetryPolicy::default() }, ..HttpOptions::default() };
    let provider = nub_llm::build_provider(api, "replay", &server.base_url(), None, Caps::default(), options).unwrap();
    let request = Request {
        model: "m".into(),
        system: Vec::new(),
        messages: vec![Message::user("x")],
        tools: Vec::new(),
        max_tokens: None,
        temperature: None,
        effort: None,
        tool_choice: nub_llm::ToolChoice::Auto,
    };
    let items: Vec<_> = provider.stream(request, CancellationToken::new()).await.unwrap().collect().await;
    lines(&items)
}

fn recorded_errors(name: &str) -> Vec<PathBuf> {
    let mut files: Vec<PathBuf> = std::fs::read_dir(fixtures::dir(name))
        .unwrap()
        .map(|entry| entry.unwrap().path())
        .filter(|path| path.to_string_lossy().ends_with(".error.json"))
        .collect();
    files.sort();
    files
}

async fn check_dir(name: &str, api: WireApi) {
    let update = std::env::var_os("UPDATE_GOLDEN").is_some();
    let mut mismatches = Vec::new();
    let mut cases = Vec::new();
    for stream in fixtures::streams(name) {
        let bytes = std::fs::read(&stream).unwrap();
        cases.push((stream.with_extension("events.ndjson"), lines(&fixtures::decode(api, &bytes)), stream));
    }
    for error in recorded_errors(name) {
        let golden = PathBuf::from(error.to_string_lossy().replace(".error.json", ".events.ndjson"));
        cases.push((golden, decode_http_error(api, &error).await, error));
    }
    for (golden, actual, stream) in cases {
        if update {
            std::fs::write(&golden, &actual).unwrap();
            continue;
        }
        let expected = std::fs::read_to_string(&golden)
            .unwrap_or_else(|_| panic!("{} is missing; run with UPDATE_GOLDEN=1 and review it", golden.display()));
        if expected != actual {
            let line = expected.lines().zip(actual.lines()).position(|(e, a)| e != a).unwrap_or(0);
            mismatches.push(format!(
                "{}: first difference at line {}\n  expected: {}\n  actual:   {}",
                stream.display(),
                line + 1,
                expected.lines().nth(line).unwrap_or("<end>"),
                actual.lines().nth(line).unwrap_or("<end>")
            ));
        }
    }
    assert!(mismatches.is_empty(), "golden mismatches (UPDATE_GOLDEN=1 to accept):\n{}", mismatches.join("\n"));
}

#[tokio::test]
async fn public_streams_match_their_goldens() {
    check_dir("openai-public", WireApi::OpenAi).await;
}

#[tokio::test]
async fn recorded_llamacpp_streams_match_their_goldens() {
    check_dir("openai", WireApi::OpenAi).await;
}

#[tokio::test]
async fn public_anthropic_streams_match_their_goldens() {
    check_dir("anthropic-public", WireApi::Anthropic).await;
}

#[tokio::test]
async fn public_gemini_streams_match_their_goldens() {
    check_dir("gemini-public", WireApi::Gemini).await;
}

#[tokio::test]
async fn public_responses_streams_match_their_goldens() {
    check_dir("responses", WireApi::Responses).await;
}
