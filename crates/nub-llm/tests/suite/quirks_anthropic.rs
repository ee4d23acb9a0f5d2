//! Messages streams no public recording shows, written as the events sent.

use nub_llm::collect::Collector;
use nub_llm::{Block, Event, LlmError, StopReason, Usage, WireApi};

use super::fixtures::{self, sse};

const START: &str = r#"{"type":"message_start","message":{"id":"msg_1","usage":{"input_tokens":10,"cache_creation_input_tokens":200,"cache_read_input_tokens":3000,"output_tokens":1}}}"#;
const TEXT: &str = r#"{"type":"content_block_start","index":0,"content_block":{"type":"text","text":""}}"#;
const HELLO: &str = r#"{"type":"content_block_delta","index":0,"delta":{"type":"text_delta","text":"Hello"}}"#;
const STOP0: &str = r#"{"type":"content_block_stop","index":0}"#;
const END: &str = r#"{"type":"message_stop"}"#;

fn decode(events: &[&str]) -> Vec<Result<Event, LlmError>> {
    fixtures::decode(WireApi::Anthropic, &sse(events))
}

fn collect(items: &[Result<Event, LlmError>]) -> Collector {
    let mut collector = Collector::default();
    items.iter().flatten().for_each(|e| collector.push(e));
    collector
}

fn stop_of(reason: &str) -> Option<StopReason> {
    let delta =
        format!(r#"{{"type":"message_delta","delta":{{"stop_reason":"{reason}"}},"usage":{{"output_tokens":5}}}}"#);
    collect(&decode(&[START, TEXT, HELLO, STOP0, &delta, END])).stop
}

#[test]
fn stop_reasons_map_to_nubs() {
    assert_eq!(stop_of("end_turn"), Some(StopReason::EndTurn));
    assert_eq!(stop_of("stop_sequence"), Some(StopReason::EndTurn));
    assert_eq!(stop_of("max_tokens"), Some(StopReason::MaxTokens));
    assert_eq!(stop_of("model_context_window_exceeded"), Some(StopReason::MaxTokens));
    assert_eq!(stop_of("refusal"), Some(StopReason::ContentFilter));
    assert_eq!(stop_of("pause_turn"), Some(StopReason::EndTurn), "nothing to resume without server blocks");
    assert_eq!(stop_of("tool_use"), Some(StopReason::EndTurn), "no client call arrived");
    assert_eq!(stop_of("something_new"), Some(StopReason::EndTurn));
}

#[test]
fn usage_counts_the_cached_prompt_as_input() {
    let delta = r#"{"type":"message_delta","delta":{"stop_reason":"end_turn"},"usage":{"output_tokens":42}}"#;
    let usage = collect(&decode(&[START, TEXT, HELLO, STOP0, delta, END])).usage;
    assert_eq!(usage, Usage { input: 3210, output: 42, cache_read: 3000, cache_write: 200, reasoning: 0 });
}

#[test]
fn an_overloaded_error_event_is_retryable_and_ends_the_stream() {
    let error = r#"{"type":"error","error":{"type":"overloaded_error","message":"Overloaded"}}"#;
    let items = decode(&[START, TEXT, HELLO, error, STOP0, END]);
    let Some(Err(LlmError::Provider { code, retryable: true, .. })) = items.last() else {
        panic!("{items:?}");
    };
    assert_eq!(code.as_deref(), Some("overloaded_error"));
    assert_eq!(items.iter().filter(|i| i.is_err()).count(), 1);
    let too_long = r#"{"type":"error","error":{"type":"invalid_request_error","message":"prompt is too long: 210000 tokens > 200000 maximum"}}"#;
    assert!(matches!(decode(&[too_long]).last(), Some(Err(LlmError::ContextLength { .. }))));
}

#[test]
fn a_stream_cut_before_the_end_is_an_error_but_a_missing_stop_event_is_not() {
    assert!(matches!(decode(&[START, TEXT, HELLO]).last(), Some(Err(LlmError::Stream { .. }))));
    let delta = r#"{"type":"message_delta","delta":{"stop_reason":"end_turn"}}"#;
    let items = decode(&[START, TEXT, HELLO, delta]);
    assert!(matches!(items.last(), Some(Ok(Event::Done { stop: StopReason::EndTurn, .. }))), "{items:?}");
    assert!(items.contains(&Ok(Event::BlockStop { index: 0 })), "open blocks are closed");
}

#[test]
fn server_tools_never_become_client_calls() {
    let server = r#"{"type":"content_block_start","index":0,"content_block":{"type":"server_tool_use","id":"srvtoolu_1","name":"web_search","input":{}}}"#;
    let args =
        r#"{"type":"content_block_delta","index":0,"delta":{"type":"input_json_delta","partial_json":"{\"q\":1}"}}"#;
    let result = r#"{"type":"content_block_start","index":1,"content_block":{"type":"web_search_tool_result","tool_use_id":"srvtoolu_1","content":[]}}"#;
    let stop1 = r#"{"type":"content_block_stop","index":1}"#;
    let text = r#"{"type":"content_block_start","index":2,"content_block":{"type":"text","text":""}}"#;
    let cite = r#"{"type":"content_block_delta","index":2,"delta":{"type":"citations_delta","citation":{"type":"x"}}}"#;
    let delta = r#"{"type":"message_delta","delta":{"stop_reason":"end_turn"}}"#;
    let items = decode(&[START, server, args, STOP0, result, stop1, text, cite, delta, END]);
    let collector = collect(&items);
    assert!(collector.message().content.is_empty(), "{:?}", collector.message());
    assert_eq!(collector.stop, Some(StopReason::EndTurn));
}

#[test]
fn a_whole_json_message_is_replayed_as_events() {
    let body = r#"{"type":"message","content":[
        {"type":"thinking","thinking":"hmm","signature":"c2ln"},
        {"type":"text","text":"Sure."},
        {"type":"tool_use","id":"toolu_1","name":"read","input":{"path":"a"}}],
        "stop_reason":"tool_use","usage":{"input_tokens":5,"output_tokens":3}}"#;
    let mut decoder = nub_llm::stream::EventDecoder::new(nub_llm::new_parser(WireApi::Anthropic, "t"));
    let mut out = std::collections::VecDeque::new();
    decoder.plain_body(body, &mut out);
    let items: Vec<_> = out.into();
    let collector = collect(&items);
    let message = collector.message();
    assert!(
        matches!(&message.content[0], Block::Thinking { text, signature: Some(s), .. } if text == "hmm" && s == "c2ln")
    );
    assert!(matches!(&message.content[1], Block::Text { text, .. } if text == "Sure."));
    assert!(matches!(&message.content[2], Block::ToolUse { input, .. } if input["path"] == "a"));
    assert_eq!((collector.stop, collector.usage.input), (Some(StopReason::ToolUse), 5));
}

#[test]
fn an_error_body_with_status_200_is_an_error() {
    let mut decoder = nub_llm::stream::EventDecoder::new(nub_llm::new_parser(WireApi::Anthropic, "t"));
    let mut out = std::collections::VecDeque::new();
    decoder.plain_body(r#"{"type":"error","error":{"type":"api_error","message":"boom"}}"#, &mut out);
    assert!(matches!(out.back(), Some(Err(LlmError::Provider { retryable: true, message, .. })) if message == "boom"));
}
