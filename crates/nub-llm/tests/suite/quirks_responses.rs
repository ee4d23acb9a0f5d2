//! Responses streams in shapes no public recording shows (a refusal, an
//! answer cut by `max_output_tokens`, a stream that breaks off, a call whose
//! arguments come only with the finished item): small event sequences in
//! the API's documented form, each checked for what nub makes of it.

use nub_llm::collect::Collector;
use nub_llm::{Block, Event, LlmError, StopReason, WireApi};

use super::fixtures::{self, sse};

fn decode(events: &[&str]) -> Vec<Result<Event, LlmError>> {
    fixtures::decode(WireApi::Responses, &sse(events))
}

fn collect(items: &[Result<Event, LlmError>]) -> Collector {
    let mut collector = Collector::default();
    for item in items {
        collector.push(item.as_ref().unwrap_or_else(|error| panic!("unexpected error: {error}")));
    }
    collector
}

const MESSAGE_ADDED: &str = r#"{"type":"response.output_item.added","output_index":0,"item":{"type":"message","id":"msg_1","role":"assistant","status":"in_progress","content":[]}}"#;

#[test]
fn a_refusal_is_answer_text() {
    let items = decode(&[
        MESSAGE_ADDED,
        r#"{"type":"response.content_part.added","output_index":0,"content_index":0,"item_id":"msg_1","part":{"type":"refusal","refusal":""}}"#,
        r#"{"type":"response.refusal.delta","output_index":0,"content_index":0,"item_id":"msg_1","delta":"I can't help "}"#,
        r#"{"type":"response.refusal.delta","output_index":0,"content_index":0,"item_id":"msg_1","delta":"with that."}"#,
        r#"{"type":"response.refusal.done","output_index":0,"content_index":0,"item_id":"msg_1","refusal":"I can't help with that."}"#,
        r#"{"type":"response.completed","response":{"status":"completed","usage":{"input_tokens":9,"output_tokens":7}}}"#,
    ]);
    let collector = collect(&items);
    assert_eq!(collector.message().content, vec![Block::text("I can't help with that.")]);
    assert_eq!(collector.stop, Some(StopReason::EndTurn));
}

#[test]
fn an_incomplete_response_has_the_stop_reason_of_its_cause() {
    for (reason, stop) in [("max_output_tokens", StopReason::MaxTokens), ("content_filter", StopReason::ContentFilter)]
    {
        let incomplete = format!(
            r#"{{"type":"response.incomplete","response":{{"status":"incomplete","incomplete_details":{{"reason":"{reason}"}},"usage":{{"input_tokens":16,"output_tokens":16,"input_tokens_details":{{"cached_tokens":8}}}}}}}}"#
        );
        let items = decode(&[
            MESSAGE_ADDED,
            r#"{"type":"response.output_text.delta","output_index":0,"content_index":0,"delta":"Rivers are"}"#,
            &incomplete,
        ]);
        let collector = collect(&items);
        assert_eq!(collector.stop, Some(stop), "{reason}");
        assert_eq!((collector.usage.input, collector.usage.output, collector.usage.cache_read), (16, 16, 8));
        assert_eq!(collector.message().content, vec![Block::text("Rivers are")]);
        assert!(matches!(items[items.len() - 2], Ok(Event::BlockStop { index: 0 })), "the block is closed first");
    }
}

#[test]
fn a_stream_that_ends_without_completed_is_an_error() {
    let items = decode(&[
        MESSAGE_ADDED,
        r#"{"type":"response.output_text.delta","output_index":0,"content_index":0,"delta":"Hel"}"#,
    ]);
    let last = items.last().unwrap();
    assert!(
        matches!(last, Err(LlmError::Stream { message, .. }) if message.contains("response.completed")),
        "{last:?}"
    );
    // `[DONE]` (OpenRouter) without a completed response is no completion either.
    let items = decode(&[MESSAGE_ADDED, "[DONE]"]);
    assert!(matches!(items.last(), Some(Err(LlmError::Stream { .. }))), "{items:?}");
}

#[test]
fn a_call_with_arguments_only_in_the_finished_item_gets_them() {
    let items = decode(&[
        r#"{"type":"response.output_item.added","output_index":0,"item":{"type":"function_call","id":"fc_1","call_id":"call_1","name":"read","arguments":""}}"#,
        r#"{"type":"response.output_item.done","output_index":0,"item":{"type":"function_call","id":"fc_1","call_id":"call_1","name":"read","arguments":"{\"path\":\"a.rs\"}"}}"#,
        r#"{"type":"response.completed","response":{"status":"completed"}}"#,
    ]);
    let collector = collect(&items);
    let content = collector.message().content;
    assert!(
        matches!(&content[..], [Block::ToolUse { id, name, input }] if id == "call_1" && name == "read" && input["path"] == "a.rs"),
        "{content:?}"
    );
    assert_eq!(collector.stop, Some(StopReason::ToolUse));
}

#[test]
fn a_whole_item_without_added_and_deltas_without_items_are_kept() {
    let items = decode(&[
        r#"{"type":"response.output_item.done","output_index":0,"item":{"type":"reasoning","id":"rs_1","summary":[{"type":"summary_text","text":"Plan."}],"encrypted_content":"gAAA"}}"#,
        r#"{"type":"response.output_text.delta","output_index":1,"content_index":0,"delta":"Done."}"#,
        r#"{"type":"response.some_future_event","output_index":1}"#,
        r#"{"type":"response.completed","response":{"status":"completed"}}"#,
    ]);
    let content = collect(&items).message().content;
    assert!(
        matches!(&content[0], Block::Thinking { text, raw: Some(raw), .. } if text == "Plan." && raw.get().contains("gAAA"))
    );
    assert_eq!(content[1], Block::text("Done."));
}

/// Found by the `stream_responses` fuzz target: an `added` without its
/// index, then deltas with the index and, once, another item id (ids are
/// not to be trusted: GitHub Copilot changes them on every event). The text
/// stayed one block only when the finished text alone was decoded.
#[test]
fn an_item_announced_without_its_index_is_found_by_it_later() {
    let items = decode(&[
        r#"{"type":"response.output_item.added","item":{"type":"message","id":"msg_a","role":"assistant","content":[]}}"#,
        r#"{"type":"response.output_text.delta","output_index":0,"content_index":0,"item_id":"msg_a","delta":"I'll get"}"#,
        r#"{"type":"response.output_text.delta","output_index":0,"content_index":0,"item_id":"msg_b","delta":" the weather"}"#,
        r#"{"type":"response.output_text.done","output_index":0,"content_index":0,"item_id":"msg_a","text":"I'll get the weather."}"#,
        r#"{"type":"response.completed","response":{"status":"completed"}}"#,
    ]);
    assert_eq!(collect(&items).message().content, vec![Block::text("I'll get the weather.")]);
}

#[test]
fn errors_are_classified_for_retry() {
    let retryable = |event: &str| match decode(&[event]).pop() {
        Some(Err(LlmError::Provider { retryable, .. })) => retryable,
        other => panic!("expected a provider error, got {other:?}"),
    };
    assert!(retryable(r#"{"type":"error","code":"server_error","message":"try again"}"#));
    assert!(retryable(
        r#"{"type":"error","error":{"type":"server_error","code":"server_is_overloaded","message":"busy"}}"#
    ));
    assert!(!retryable(
        r#"{"type":"error","error":{"type":"insufficient_quota","code":"insufficient_quota","message":"pay"}}"#
    ));
    assert!(!retryable(r#"{"type":"response.failed","response":{"status":"failed","error":null}}"#));
    let too_long = decode(&[
        r#"{"type":"response.failed","response":{"status":"failed","error":{"code":"context_length_exceeded","message":"Your input exceeds the context window of this model."}}}"#,
    ]);
    assert!(matches!(too_long.last(), Some(Err(LlmError::ContextLength { .. }))), "{too_long:?}");
}

#[test]
fn a_whole_json_response_is_replayed_as_events() {
    let body = r#"{"id":"resp_1","object":"response","status":"completed","output":[
        {"type":"reasoning","id":"rs_1","summary":[],"encrypted_content":"gAAA"},
        {"type":"message","id":"msg_1","role":"assistant","content":[{"type":"output_text","text":"Hi."}]},
        {"type":"function_call","id":"fc_1","call_id":"call_9","name":"read","arguments":"{}"}],
        "usage":{"input_tokens":5,"output_tokens":3,"output_tokens_details":{"reasoning_tokens":2}}}"#;
    let mut decoder = nub_llm::stream::EventDecoder::new(nub_llm::new_parser(WireApi::Responses, "t"));
    let mut out = std::collections::VecDeque::new();
    decoder.plain_body(body, &mut out);
    let items: Vec<_> = out.into();
    let collector = collect(&items);
    let content = collector.message().content;
    assert_eq!(content.len(), 3, "{content:?}");
    assert_eq!(content[1], Block::text("Hi."));
    assert!(matches!(&content[2], Block::ToolUse { id, .. } if id == "call_9"));
    assert_eq!((collector.stop, collector.usage.reasoning), (Some(StopReason::ToolUse), 2));
}
