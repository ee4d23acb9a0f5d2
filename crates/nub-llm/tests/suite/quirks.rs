//! Server habits no public recording shows, written as the chunks they send.

use nub_llm::collect::Collector;
use nub_llm::{Block, Event, LlmError, WireApi};

use super::fixtures::{self, sse};

fn collect(items: &[Result<Event, LlmError>]) -> Collector {
    let mut collector = Collector::default();
    items.iter().flatten().for_each(|e| collector.push(e));
    collector
}

#[test]
fn calls_without_index_or_id_are_told_apart_by_a_new_name_after_complete_arguments() {
    let bytes = sse(&[
        r#"{"choices":[{"delta":{"tool_calls":[{"function":{"name":"read","arguments":"{\"path\":"}}]}}]}"#,
        r#"{"choices":[{"delta":{"tool_calls":[{"function":{"arguments":"\"a\"}"}}]}}]}"#,
        r#"{"choices":[{"delta":{"tool_calls":[{"function":{"name":"read","arguments":"{\"path\":\"b\"}"}}]}}]}"#,
        r#"{"choices":[{"delta":{},"finish_reason":"tool_calls"}]}"#,
        "[DONE]",
    ]);
    let message = collect(&fixtures::decode(WireApi::OpenAi, &bytes)).message();
    let paths: Vec<_> = message
        .content
        .iter()
        .map(|b| match b {
            Block::ToolUse { input, id, .. } => (input["path"].as_str().unwrap().to_owned(), id.clone()),
            other => panic!("{other:?}"),
        })
        .collect();
    assert_eq!(paths.len(), 2);
    assert_eq!((paths[0].0.as_str(), paths[1].0.as_str()), ("a", "b"));
    assert_ne!(paths[0].1, paths[1].1, "made-up ids differ");
}

#[test]
fn an_empty_finish_reason_does_not_make_a_cut_answer_complete() {
    let bytes = sse(&[r#"{"choices":[{"delta":{"content":"Hal"},"finish_reason":""}]}"#]);
    let items = fixtures::decode(WireApi::OpenAi, &bytes);
    assert!(matches!(items.last(), Some(Err(LlmError::Stream { .. }))), "{items:?}");
}

#[test]
fn arguments_sent_as_an_object_are_taken_as_json() {
    let bytes = sse(&[
        r#"{"choices":[{"delta":{"tool_calls":[{"index":0,"id":"c","function":{"name":"bash","arguments":{"command":"ls"}}}]},"finish_reason":"tool_calls"}]}"#,
    ]);
    let message = collect(&fixtures::decode(WireApi::OpenAi, &bytes)).message();
    assert!(matches!(&message.content[0], Block::ToolUse { input, .. } if input["command"] == "ls"));
}

#[test]
fn a_name_arriving_after_the_arguments_still_starts_the_call_with_them() {
    let bytes = sse(&[
        r#"{"choices":[{"delta":{"tool_calls":[{"index":0,"id":"c","function":{"arguments":"{\"q\":1}"}}]}}]}"#,
        r#"{"choices":[{"delta":{"tool_calls":[{"index":0,"function":{"name":"search"}}]}}]}"#,
        r#"{"choices":[{"delta":{},"finish_reason":"stop"}]}"#,
    ]);
    let collector = collect(&fixtures::decode(WireApi::OpenAi, &bytes));
    assert!(
        matches!(&collector.message().content[0], Block::ToolUse { name, input, .. } if name == "search" && input["q"] == 1)
    );
    assert_eq!(collector.stop, Some(nub_llm::StopReason::ToolUse), "stop with streamed calls means tool use");
}
