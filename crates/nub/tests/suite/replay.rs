//! `nub debug replay` on recorded streams.

use std::path::PathBuf;

use super::print_mode::nub;

fn fixture(name: &str) -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../nub-llm/tests/fixtures").join(name)
}

async fn replay(path: PathBuf) -> (Option<i32>, Vec<serde_json::Value>) {
    replay_as("openai", path).await
}

async fn replay_as(api: &str, path: PathBuf) -> (Option<i32>, Vec<serde_json::Value>) {
    let state = tempfile::tempdir().unwrap();
    let output = nub(&state).args(["debug", "replay", "--api", api]).arg(path).output().await.unwrap();
    let lines = String::from_utf8(output.stdout).unwrap().lines().map(|l| serde_json::from_str(l).unwrap()).collect();
    (output.status.code(), lines)
}

#[tokio::test]
async fn a_complete_stream_prints_events_and_exits_zero() {
    let (code, lines) = replay(fixture("openai-public/openai-gpt4o-parallel-tool-calls.sse")).await;
    assert_eq!(code, Some(0));
    let kinds: Vec<&str> = lines.iter().map(|l| l["type"].as_str().unwrap()).collect();
    assert_eq!(kinds.first(), Some(&"block_start"));
    assert_eq!(kinds.last(), Some(&"done"));
    assert_eq!(lines.last().unwrap()["stop"], "tool_use");
}

#[tokio::test]
async fn a_stream_ending_in_an_error_prints_it_last_and_exits_one() {
    let (code, lines) = replay(fixture("openai-public/llamacpp-reasoning-then-midstream-error.sse")).await;
    assert_eq!(code, Some(1));
    let last = lines.last().unwrap();
    assert_eq!((last["type"].as_str(), last["kind"].as_str()), (Some("error"), Some("provider")));
}

#[tokio::test]
async fn a_missing_file_is_a_usage_error() {
    let (code, lines) = replay(fixture("no-such.sse")).await;
    assert_eq!((code, lines.len()), (Some(2), 0));
}

#[tokio::test]
async fn every_responses_recording_replays_to_its_golden() {
    let dir = fixture("responses");
    let mut streams: Vec<PathBuf> = std::fs::read_dir(&dir)
        .unwrap()
        .map(|entry| entry.unwrap().path())
        .filter(|path| path.extension().is_some_and(|ext| ext == "sse"))
        .collect();
    streams.sort();
    assert!(streams.len() >= 15, "{} recordings", streams.len());
    for stream in streams {
        let golden = std::fs::read_to_string(stream.with_extension("events.ndjson")).unwrap();
        let expected: Vec<serde_json::Value> = golden.lines().map(|l| serde_json::from_str(l).unwrap()).collect();
        let (code, lines) = replay_as("responses", stream.clone()).await;
        assert_eq!(lines, expected, "{}", stream.display());
        let failed = expected.last().is_some_and(|l| l["type"] == "error");
        assert_eq!(code, Some(if failed { 1 } else { 0 }), "{}", stream.display());
    }
}
