//! Gemini streams no public recording shows, written as the chunks sent.

use nub_llm::collect::Collector;
use nub_llm::{Block, Event, LlmError, StopReason, Usage, WireApi};

use super::fixtures::{self, sse};

fn decode(chunks: &[&str]) -> Vec<Result<Event, LlmError>> {
    fixtures::decode(WireApi::Gemini, &sse(chunks))
}

fn collect(items: &[Result<Event, LlmError>]) -> Collector {
    let mut collector = Collector::default();
    items.iter().flatten().for_each(|e| collector.push(e));
    collector
}

fn finishing(reason: &str) -> String {
    format!(r#"{{"candidates":[{{"content":{{"parts":[{{"text":"x"}}],"role":"model"}},"finishReason":"{reason}"}}]}}"#)
}

#[test]
fn finish_reasons_map_to_nubs() {
    let stop = |reason: &str| collect(&decode(&[&finishing(reason)])).stop;
    assert_eq!(stop("STOP"), Some(StopReason::EndTurn));
    assert_eq!(stop("MAX_TOKENS"), Some(StopReason::MaxTokens));
    for filtered in ["SAFETY", "RECITATION", "BLOCKLIST", "PROHIBITED_CONTENT", "SPII"] {
        assert_eq!(stop(filtered), Some(StopReason::ContentFilter), "{filtered}");
    }
    assert_eq!(stop("OTHER"), Some(StopReason::EndTurn));
    let malformed = decode(&[&finishing("MALFORMED_FUNCTION_CALL")]);
    assert!(matches!(malformed.last(), Some(Err(LlmError::Provider { retryable: true, .. }))), "{malformed:?}");
}

#[test]
fn a_blocked_prompt_is_a_clear_error() {
    let items = decode(&[
        r#"{"promptFeedback":{"blockReason":"SAFETY","safetyRatings":[]},"usageMetadata":{"promptTokenCount":8}}"#,
    ]);
    let Some(Err(error @ LlmError::Provider { retryable: false, .. })) = items.last() else {
        panic!("{items:?}");
    };
    assert!(error.to_string().contains("refused the prompt (SAFETY)"), "{error}");
}

#[test]
fn error_chunks_and_cut_streams_end_in_errors() {
    let busy = decode(&[r#"{"error":{"code":503,"message":"The model is overloaded.","status":"UNAVAILABLE"}}"#]);
    assert!(matches!(busy.last(), Some(Err(LlmError::Provider { retryable: true, .. }))), "{busy:?}");
    let too_long = decode(&[
        r#"{"error":{"code":400,"message":"The input token count (1200000) exceeds the maximum number of tokens allowed (1048576).","status":"INVALID_ARGUMENT"}}"#,
    ]);
    assert!(matches!(too_long.last(), Some(Err(LlmError::ContextLength { .. }))));
    let cut = decode(&[r#"{"candidates":[{"content":{"parts":[{"text":"Hal"}]}}]}"#]);
    assert!(matches!(cut.last(), Some(Err(LlmError::Stream { .. }))), "{cut:?}");
}

#[test]
fn calls_without_ids_get_stable_ids_unique_per_answer() {
    let chunk = |response: &str| {
        format!(
            r#"{{"candidates":[{{"content":{{"parts":[{{"functionCall":{{"name":"read","args":{{"path":"a"}}}}}},{{"functionCall":{{"name":"read"}}}}]}},"finishReason":"STOP"}}],"responseId":"{response}"}}"#
        )
    };
    let ids = |response: &str| -> Vec<String> {
        let collector = collect(&decode(&[&chunk(response)]));
        assert_eq!(collector.stop, Some(StopReason::ToolUse));
        collector
            .message()
            .content
            .iter()
            .map(|b| match b {
                Block::ToolUse { id, .. } => id.clone(),
                other => panic!("{other:?}"),
            })
            .collect()
    };
    let first = ids("r1");
    assert_eq!(first, ["call_r1_0", "call_r1_1"]);
    assert_eq!(ids("r1"), first, "the same answer decodes to the same ids");
    assert_ne!(ids("r2"), first);
}

#[test]
fn a_signature_mid_text_splits_the_text_at_its_part() {
    let items = decode(&[
        r#"{"candidates":[{"content":{"parts":[{"text":"thinking","thought":true}]}}]}"#,
        r#"{"candidates":[{"content":{"parts":[{"text":"one","thoughtSignature":"QQ=="}]}}]}"#,
        r#"{"candidates":[{"content":{"parts":[{"text":" two"}]}}]}"#,
        r#"{"candidates":[{"content":{"parts":[{"text":"three","thoughtSignature":"Qg=="}]}}]}"#,
        r#"{"candidates":[{"content":{"parts":[{"text":"","thoughtSignature":"Qw=="}]},"finishReason":"STOP"}],"usageMetadata":{"promptTokenCount":100,"cachedContentTokenCount":60,"candidatesTokenCount":5,"thoughtsTokenCount":7}}"#,
    ]);
    let collector = collect(&items);
    let shape: Vec<String> = collector
        .message()
        .content
        .iter()
        .map(|b| match b {
            Block::Text { text, .. } => format!("text {text}"),
            Block::Thinking { text, raw, .. } => format!("thinking {text} {}", raw.as_ref().map_or("", |r| r.get())),
            other => format!("{other:?}"),
        })
        .collect();
    assert_eq!(
        shape,
        [
            r#"thinking thinking {"thoughtSignature":"QQ=="}"#,
            "text one two",
            r#"thinking  {"thoughtSignature":"Qg=="}"#,
            "text three",
            r#"thinking  {"thoughtSignature":"Qw=="}"#,
        ]
    );
    assert_eq!(collector.usage, Usage { input: 100, output: 12, cache_read: 60, cache_write: 0, reasoning: 7 });
}

#[test]
fn a_json_array_answer_is_read_chunk_by_chunk() {
    let body = r#"[{"candidates":[{"content":{"parts":[{"text":"Hel"}]}}]},
                   {"candidates":[{"content":{"parts":[{"text":"lo"}]},"finishReason":"STOP"}]}]"#;
    let mut decoder = nub_llm::stream::EventDecoder::new(nub_llm::new_parser(WireApi::Gemini, "t"));
    let mut out = std::collections::VecDeque::new();
    decoder.plain_body(body, &mut out);
    let items: Vec<_> = out.into();
    let message = collect(&items).message();
    assert!(matches!(&message.content[..], [Block::Text { text, .. }] if text == "Hello"), "{items:?}");
}
