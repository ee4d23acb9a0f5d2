//! The retry table of CONCEPT §5.9 for the Anthropic, Gemini and Responses adapters:
//! the driver is shared, what differs is how each protocol says "overloaded"
//! and where an error shows up in a stream.

use std::sync::{Arc, Mutex};
use std::time::Duration;

use futures_util::StreamExt;
use nub_llm::http::{HttpOptions, RetryPolicy};
use nub_llm::{Caps, Event, LlmError, Message, Request, WireApi};
use nub_testkit::{RecordedRequest, Reply, TestServer};
use tokio_util::sync::CancellationToken;

const ANTHROPIC_START: &str = "event: message_start\ndata: {\"type\":\"message_start\",\"message\":{\"usage\":{\"input_tokens\":3,\"output_tokens\":1}}}\n\n\
event: content_block_start\ndata: {\"type\":\"content_block_start\",\"index\":0,\"content_block\":{\"type\":\"text\",\"text\":\"\"}}\n\n\
event: content_block_delta\ndata: {\"type\":\"content_block_delta\",\"index\":0,\"delta\":{\"type\":\"text_delta\",\"text\":\"Hel\"}}\n\n";

const ANTHROPIC_REST: &str = "event: content_block_delta\ndata: {\"type\":\"content_block_delta\",\"index\":0,\"delta\":{\"type\":\"text_delta\",\"text\":\"lo there\"}}\n\n\
event: content_block_stop\ndata: {\"type\":\"content_block_stop\",\"index\":0}\n\n\
event: message_delta\ndata: {\"type\":\"message_delta\",\"delta\":{\"stop_reason\":\"end_turn\"},\"usage\":{\"output_tokens\":4}}\n\n\
event: message_stop\ndata: {\"type\":\"message_stop\"}\n\n";

const ANTHROPIC_OVERLOADED: &str =
    "event: error\ndata: {\"type\":\"error\",\"error\":{\"type\":\"overloaded_error\",\"message\":\"Overloaded\"}}\n\n";

const GEMINI_START: &str =
    "data: {\"candidates\":[{\"content\":{\"parts\":[{\"text\":\"Hel\"}],\"role\":\"model\"}}]}\n\n";

const GEMINI_REST: &str = "data: {\"candidates\":[{\"content\":{\"parts\":[{\"text\":\"lo there\"}],\"role\":\"model\"},\"finishReason\":\"STOP\"}],\"usageMetadata\":{\"promptTokenCount\":3,\"candidatesTokenCount\":4}}\n\n";

const GEMINI_OVERLOADED: &str =
    "data: {\"error\":{\"code\":503,\"message\":\"The model is overloaded.\",\"status\":\"UNAVAILABLE\"}}\n\n";

const RESPONSES_START: &str = "event: response.created\ndata: {\"type\":\"response.created\",\"response\":{\"id\":\"resp_1\",\"status\":\"in_progress\"}}\n\n\
event: response.output_item.added\ndata: {\"type\":\"response.output_item.added\",\"output_index\":0,\"item\":{\"type\":\"message\",\"id\":\"msg_1\",\"role\":\"assistant\",\"content\":[]}}\n\n\
event: response.output_text.delta\ndata: {\"type\":\"response.output_text.delta\",\"output_index\":0,\"content_index\":0,\"delta\":\"Hel\"}\n\n";

const RESPONSES_REST: &str = "event: response.output_text.delta\ndata: {\"type\":\"response.output_text.delta\",\"output_index\":0,\"content_index\":0,\"delta\":\"lo there\"}\n\n\
event: response.completed\ndata: {\"type\":\"response.completed\",\"response\":{\"id\":\"resp_1\",\"status\":\"completed\",\"usage\":{\"input_tokens\":3,\"output_tokens\":4}}}\n\n";

const RESPONSES_OVERLOADED: &str = "event: error\ndata: {\"type\":\"error\",\"code\":\"server_is_overloaded\",\"message\":\"The server is overloaded.\",\"param\":null}\n\n";

fn answer(api: WireApi) -> String {
    match api {
        WireApi::Anthropic => format!("{ANTHROPIC_START}{ANTHROPIC_REST}"),
        WireApi::Gemini => format!("{GEMINI_START}{GEMINI_REST}"),
        WireApi::Responses => format!("{RESPONSES_START}{RESPONSES_REST}"),
        WireApi::OpenAi => unreachable!("covered in retry.rs"),
    }
}

/// Text, then the protocol's overloaded error in the stream.
fn broken_after_text(api: WireApi) -> String {
    match api {
        WireApi::Anthropic => format!("{ANTHROPIC_START}{ANTHROPIC_OVERLOADED}"),
        WireApi::Gemini => format!("{GEMINI_START}{GEMINI_OVERLOADED}"),
        WireApi::Responses => format!("{RESPONSES_START}{RESPONSES_OVERLOADED}"),
        WireApi::OpenAi => unreachable!(),
    }
}

fn overloaded_event(api: WireApi) -> &'static str {
    match api {
        WireApi::Anthropic => ANTHROPIC_OVERLOADED,
        WireApi::Gemini => GEMINI_OVERLOADED,
        WireApi::Responses => RESPONSES_OVERLOADED,
        WireApi::OpenAi => unreachable!(),
    }
}

struct Run {
    items: Vec<Result<Event, LlmError>>,
    waits: Vec<Duration>,
    requests: Vec<RecordedRequest>,
}

impl Run {
    fn text(&self) -> String {
        self.items
            .iter()
            .filter_map(|item| match item {
                Ok(Event::BlockDelta { text, .. }) => Some(text.as_str()),
                _ => None,
            })
            .collect()
    }

    fn retries(&self) -> usize {
        self.items.iter().filter(|i| matches!(i, Ok(Event::Retry { .. }))).count()
    }

    fn done(&self) -> bool {
        matches!(self.items.last(), Some(Ok(Event::Done { .. })))
    }
}

async fn run(api: WireApi, model: &str, replies: Vec<Reply>) -> Run {
    let server = TestServer::start(replies).await.unwrap();
    let waits = Arc::new(Mutex::new(Vec::new()));
    let recorded = Arc::clone(&waits);
    let retry = RetryPolicy {
        sleep: Arc::new(move |wait| {
            recorded.lock().unwrap().push(wait);
            Box::pin(async {})
        }),
        ..RetryPolicy::default()
    };
    let options = HttpOptions { retry, idle_timeout: Duration::from_secs(10), ..HttpOptions::default() };
    let provider =
        nub_llm::build_provider(api, "test", &server.base_url(), Some("secret-key".into()), Caps::default(), options)
            .unwrap();
    let request = Request {
        model: model.into(),
        system: Vec::new(),
        messages: vec![Message::user("hi")],
        tools: Vec::new(),
        max_tokens: None,
        temperature: None,
        effort: None,
        tool_choice: nub_llm::ToolChoice::Auto,
    };
    let items = provider.stream(request, CancellationToken::new()).await.unwrap().collect().await;
    let waits = waits.lock().unwrap().clone();
    Run { items, waits, requests: server.requests() }
}

const APIS: [WireApi; 3] = [WireApi::Anthropic, WireApi::Gemini, WireApi::Responses];

#[tokio::test]
async fn a_rate_limit_with_retry_after_is_honoured() {
    for api in APIS {
        let limited = Reply::status(429, r#"{"error":{"message":"slow down"}}"#).with_header("retry-after", "7");
        let run = run(api, "m", vec![limited, Reply::sse(&answer(api))]).await;
        assert_eq!(run.waits, [Duration::from_secs(7)], "{api:?}");
        assert_eq!((run.requests.len(), run.retries()), (2, 1), "{api:?}");
        assert_eq!(run.text(), "Hello there", "{api:?}");
        assert!(run.done(), "{api:?}");
    }
}

#[tokio::test]
async fn gemini_says_how_long_to_wait_in_the_body() {
    let body = r#"{"error":{"code":429,"message":"Quota exceeded","status":"RESOURCE_EXHAUSTED","details":[{"@type":"type.googleapis.com/google.rpc.RetryInfo","retryDelay":"37s"}]}}"#;
    let run = run(WireApi::Gemini, "m", vec![Reply::status(429, body), Reply::sse(&answer(WireApi::Gemini))]).await;
    assert_eq!(run.waits, [Duration::from_secs(37)]);
    assert!(run.done());
}

#[tokio::test]
async fn overloaded_before_any_content_is_retried_by_status_or_by_event() {
    for api in APIS {
        let status = if api == WireApi::Anthropic { 529 } else { 503 };
        let by_status =
            Reply::status(status, r#"{"type":"error","error":{"type":"overloaded_error","message":"Overloaded"}}"#);
        let by_event = Reply::sse(overloaded_event(api));
        let run = run(api, "m", vec![by_status, by_event, Reply::sse(&answer(api))]).await;
        assert_eq!((run.requests.len(), run.retries()), (3, 2), "{api:?}: {:?}", run.items);
        assert_eq!(run.text(), "Hello there", "{api:?}");
        assert!(run.done(), "{api:?}");
    }
}

#[tokio::test]
async fn server_errors_are_retried() {
    for api in APIS {
        for status in [500, 502, 503, 504] {
            let run = run(api, "m", vec![Reply::status(status, "{}"), Reply::sse(&answer(api))]).await;
            assert_eq!((run.requests.len(), run.retries()), (2, 1), "{api:?} HTTP {status}");
            assert!(run.done(), "{api:?} HTTP {status}");
        }
    }
}

#[tokio::test]
async fn an_error_after_text_ends_the_turn_without_retry() {
    for api in APIS {
        let run = run(api, "m", vec![Reply::sse(&broken_after_text(api)), Reply::sse(&answer(api))]).await;
        assert_eq!((run.requests.len(), run.retries()), (1, 0), "{api:?}");
        assert_eq!(run.text(), "Hel", "{api:?}: the text arrived once");
        assert!(matches!(run.items.last(), Some(Err(LlmError::Provider { retryable: true, .. }))), "{api:?}");
        assert_eq!(run.items.iter().filter(|i| i.is_err()).count(), 1);
    }
}

#[tokio::test]
async fn anthropic_requests_carry_key_version_and_limits() {
    let run = run(WireApi::Anthropic, "claude-haiku-4-5", vec![Reply::sse(&answer(WireApi::Anthropic))]).await;
    let sent = &run.requests[0];
    assert_eq!((sent.method.as_str(), sent.path.as_str()), ("POST", "/v1/messages"));
    assert_eq!(sent.header("x-api-key"), Some("secret-key"));
    assert_eq!(sent.header("anthropic-version"), Some("2023-06-01"));
    assert_eq!(sent.header("authorization"), None);
    let body: serde_json::Value = serde_json::from_str(&sent.body).unwrap();
    assert_eq!((body["stream"].as_bool(), body["max_tokens"].as_u64()), (Some(true), Some(32_000)));
    assert_eq!(body["messages"][0], serde_json::json!({"role": "user", "content": [{"type": "text", "text": "hi"}]}));
}

#[tokio::test]
async fn gemini_requests_name_the_model_in_the_path_and_keep_the_key_out_of_it() {
    let run = run(WireApi::Gemini, "models/gemini-2.5-flash", vec![Reply::sse(&answer(WireApi::Gemini))]).await;
    let sent = &run.requests[0];
    assert_eq!(sent.path, "/v1/models/gemini-2.5-flash:streamGenerateContent?alt=sse");
    assert_eq!(sent.header("x-goog-api-key"), Some("secret-key"));
    assert!(!sent.path.contains("secret-key"));
    let body: serde_json::Value = serde_json::from_str(&sent.body).unwrap();
    assert_eq!(body["contents"][0], serde_json::json!({"role": "user", "parts": [{"text": "hi"}]}));
    assert!(run.done());
}
