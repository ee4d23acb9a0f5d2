//! The retry table of CONCEPT §5.9 against a scripted server on 127.0.0.1.
//! Waits are recorded instead of slept, so the tests run in milliseconds.

use std::sync::{Arc, Mutex};
use std::time::Duration;

use futures_util::StreamExt;
use nub_llm::http::{HttpOptions, RetryPolicy};
use nub_llm::openai::OpenAiProvider;
use nub_llm::{Caps, Event, LlmError, Message, Provider, Request};
use nub_testkit::{Reply, TestServer};
use tokio_util::sync::CancellationToken;

const ANSWER: &str = "data: {\"choices\":[{\"index\":0,\"delta\":{\"content\":\"Hel\"}}]}\n\n\
data: {\"choices\":[{\"index\":0,\"delta\":{\"content\":\"lo\"}}]}\n\n\
data: {\"choices\":[{\"index\":0,\"delta\":{\"content\":\" there\"}}]}\n\n\
data: {\"choices\":[{\"index\":0,\"delta\":{},\"finish_reason\":\"stop\"}]}\n\n\
data: [DONE]\n\n";

struct Run {
    items: Vec<Result<Event, LlmError>>,
    waits: Vec<Duration>,
    requests: usize,
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

    fn error(&self) -> &LlmError {
        match self.items.last() {
            Some(Err(error)) => error,
            other => panic!("expected a final error, got {other:?}"),
        }
    }
}

fn request() -> Request {
    Request {
        model: "test-model".into(),
        system: Vec::new(),
        messages: vec![Message::user("hi")],
        tools: Vec::new(),
        max_tokens: None,
        temperature: None,
        effort: None,
        tool_choice: nub_llm::ToolChoice::Auto,
    }
}

async fn run_with(replies: Vec<Reply>, idle_timeout: Duration) -> Run {
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
    let options = HttpOptions { retry, idle_timeout, ..HttpOptions::default() };
    let provider =
        OpenAiProvider::new("test", &server.base_url(), Some("sk-test".into()), Caps::default(), options).unwrap();
    let stream = provider.stream(request(), CancellationToken::new()).await.unwrap();
    let items = stream.collect().await;
    let waits = waits.lock().unwrap().clone();
    Run { items, waits, requests: server.requests().len() }
}

async fn run(replies: Vec<Reply>) -> Run {
    run_with(replies, Duration::from_secs(10)).await
}

#[tokio::test]
async fn rate_limit_with_retry_after_honours_the_header() {
    let run = run(vec![
        Reply::status(429, "{\"error\":{\"message\":\"slow down\"}}").with_header("retry-after", "7"),
        Reply::sse(ANSWER),
    ])
    .await;
    assert_eq!(run.waits, [Duration::from_secs(7)]);
    assert_eq!((run.requests, run.retries()), (2, 1));
    assert_eq!(run.text(), "Hello there");
    assert!(matches!(run.items.last(), Some(Ok(Event::Done { .. }))));
}

#[tokio::test]
async fn rate_limit_without_header_backs_off_exponentially_and_gives_up() {
    let limited = || Reply::status(429, "{\"error\":{\"message\":\"slow down\"}}");
    let run = run(vec![limited(), limited(), limited(), limited(), Reply::sse(ANSWER)]).await;
    assert_eq!(run.requests, 4, "one attempt and three retries");
    assert_eq!(run.waits.len(), 3);
    for (wait, base) in run.waits.iter().zip([1, 2, 4]) {
        let base = Duration::from_secs(base);
        assert!(*wait >= base && *wait <= base + base / 4, "{wait:?} is not {base:?} plus jitter");
    }
    assert!(matches!(run.error(), LlmError::RateLimited { .. }));
}

#[tokio::test]
async fn a_retry_after_beyond_the_limit_fails_at_once() {
    let run = run(vec![Reply::status(429, "{}").with_header("retry-after", "3600")]).await;
    assert_eq!((run.requests, run.retries()), (1, 0));
    assert!(run.error().to_string().contains("retry after 3600 s"), "{}", run.error());
}

#[tokio::test]
async fn server_errors_are_retried() {
    for status in [500, 502, 503, 504] {
        let run = run(vec![Reply::status(status, "{\"error\":{\"message\":\"busy\"}}"), Reply::sse(ANSWER)]).await;
        assert_eq!((run.requests, run.retries()), (2, 1), "HTTP {status}");
        assert_eq!(run.text(), "Hello there");
        let Some(Ok(Event::Retry { reason, attempt: 1, .. })) = run.items.first() else {
            panic!("the retry is announced first: {:?}", run.items.first());
        };
        assert_eq!(reason, &format!("HTTP {status} from test"));
    }
}

#[tokio::test]
async fn a_dropped_connection_before_any_byte_is_retried() {
    let run = run(vec![Reply::Close, Reply::sse(ANSWER)]).await;
    assert_eq!((run.requests, run.retries()), (2, 1));
    assert_eq!(run.text(), "Hello there");
}

#[tokio::test]
async fn a_silent_server_times_out_and_is_retried() {
    let run = run_with(vec![Reply::Hang, Reply::sse(ANSWER)], Duration::from_millis(300)).await;
    assert_eq!((run.requests, run.retries()), (2, 1));
    assert_eq!(run.text(), "Hello there");
}

#[tokio::test]
async fn a_stream_cut_after_three_deltas_ends_in_one_error_without_retry() {
    let run = run(vec![Reply::sse(ANSWER).cut_after(3), Reply::sse(ANSWER)]).await;
    assert_eq!((run.requests, run.retries()), (1, 0));
    assert_eq!(run.text(), "Hello there", "the text arrived once and is not repeated");
    assert_eq!(run.items.iter().filter(|i| i.is_err()).count(), 1);
    assert!(matches!(run.error(), LlmError::Stream { .. }), "{:?}", run.error());
}

#[tokio::test]
async fn a_stream_going_silent_mid_answer_is_an_idle_timeout() {
    let reply = Reply::sse(ANSWER).with_delay(Duration::from_millis(800));
    let run = run_with(vec![reply, Reply::sse(ANSWER)], Duration::from_millis(300)).await;
    assert_eq!((run.requests, run.retries()), (1, 0), "text was shown: no retry");
    assert_eq!(run.text(), "Hel");
    assert!(matches!(run.error(), LlmError::IdleTimeout { .. }), "{:?}", run.error());
    assert!(run.error().to_string().contains("sent nothing"));
}

#[tokio::test]
async fn bad_requests_and_auth_errors_are_not_retried() {
    let bad = run(vec![Reply::status(400, "{\"error\":{\"message\":\"'messages' is malformed\"}}")]).await;
    assert_eq!((bad.requests, bad.retries()), (1, 0));
    assert!(matches!(bad.error(), LlmError::BadRequest { status: 400, .. }));
    assert!(bad.error().to_string().contains("'messages' is malformed"));

    for status in [401, 403] {
        let run = run(vec![Reply::status(status, "{\"error\":{\"message\":\"invalid key\"}}")]).await;
        assert_eq!((run.requests, run.retries()), (1, 0));
        assert!(matches!(run.error(), LlmError::Auth { .. }));
        assert!(run.error().to_string().contains("NUB_API_KEY"), "points at the configuration: {}", run.error());
    }
}

#[tokio::test]
async fn context_length_errors_are_their_own_kind() {
    let body = "{\"error\":{\"message\":\"This model's maximum context length is 8192 tokens\",\"code\":\"context_length_exceeded\"}}";
    let run = run(vec![Reply::status(400, body)]).await;
    assert_eq!(run.requests, 1);
    assert!(matches!(run.error(), LlmError::ContextLength { .. }), "{:?}", run.error());
}

#[tokio::test]
async fn the_request_carries_key_model_and_stream_flags() {
    let server = TestServer::start(vec![Reply::sse(ANSWER)]).await.unwrap();
    let caps = Caps { usage_in_stream: true, ..Caps::default() };
    let provider =
        OpenAiProvider::new("test", &server.base_url(), Some("sk-test".into()), caps, HttpOptions::default()).unwrap();
    let items: Vec<_> = provider.stream(request(), CancellationToken::new()).await.unwrap().collect().await;
    assert!(matches!(items.last(), Some(Ok(Event::Done { .. }))));
    let sent = &server.requests()[0];
    assert_eq!((sent.method.as_str(), sent.path.as_str()), ("POST", "/v1/chat/completions"));
    assert_eq!(sent.header("authorization"), Some("Bearer sk-test"));
    let body: serde_json::Value = serde_json::from_str(&sent.body).unwrap();
    assert_eq!(body["model"], "test-model");
    assert_eq!(body["stream"], true);
    assert_eq!(body["stream_options"]["include_usage"], true);
    assert!(body.get("tools").is_none(), "an empty tool list is left out");
}

#[tokio::test]
async fn cancelling_ends_the_stream_with_cancelled() {
    let server = TestServer::start(vec![Reply::Hang]).await.unwrap();
    let provider =
        OpenAiProvider::new("test", &server.base_url(), None, Caps::default(), HttpOptions::default()).unwrap();
    let cancel = CancellationToken::new();
    let stream = provider.stream(request(), cancel.clone()).await.unwrap();
    tokio::spawn(async move {
        tokio::time::sleep(Duration::from_millis(100)).await;
        cancel.cancel();
    });
    let items: Vec<_> = tokio::time::timeout(Duration::from_secs(5), stream.collect()).await.unwrap();
    assert!(matches!(items.as_slice(), [Err(LlmError::Cancelled)]), "{items:?}");
}

#[tokio::test]
async fn the_stream_ends_at_done_even_when_the_server_keeps_the_connection_open() {
    let run = run_with(vec![Reply::sse(ANSWER).then_hang()], Duration::from_millis(500)).await;
    assert!(matches!(run.items.last(), Some(Ok(Event::Done { .. }))), "{:?}", run.items.last());
    assert!(run.items.iter().all(Result::is_ok));
}

#[tokio::test]
async fn an_unusable_retry_after_falls_back_to_backoff_instead_of_panicking() {
    for value in ["inf", "1e400", "NaN", "-5", "soon"] {
        let run = run(vec![Reply::status(429, "{}").with_header("retry-after", value), Reply::sse(ANSWER)]).await;
        assert_eq!(run.retries(), 1, "retry-after: {value}");
        let wait = run.waits[0];
        assert!(
            wait >= Duration::from_secs(1) && wait <= Duration::from_millis(1250),
            "retry-after: {value} waited {wait:?}"
        );
    }
}

#[tokio::test]
async fn a_json_error_with_status_200_is_reported_as_such() {
    let reply = Reply::Status {
        status: 200,
        headers: vec![],
        body: "{\"error\":{\"message\":\"model 'x' not found\",\"code\":404}}".into(),
    };
    let run = run(vec![reply]).await;
    assert!(run.error().to_string().contains("model 'x' not found"), "{}", run.error());
}

#[tokio::test]
async fn a_server_ignoring_stream_true_still_gives_an_answer() {
    let body = r#"{"id":"chatcmpl-1","choices":[{"index":0,"message":{"role":"assistant","content":"Whole answer","tool_calls":[{"id":"c1","type":"function","function":{"name":"read","arguments":"{\"path\":\"a\"}"}}]},"finish_reason":"tool_calls"}],"usage":{"prompt_tokens":5,"completion_tokens":3}}"#;
    let run = run(vec![Reply::Status { status: 200, headers: vec![], body: body.into() }]).await;
    assert_eq!(run.text(), "Whole answer");
    let mut collector = nub_llm::collect::Collector::default();
    run.items.iter().flatten().for_each(|e| collector.push(e));
    let message = collector.message();
    assert_eq!(message.content.len(), 2);
    assert!(
        matches!(&message.content[1], nub_llm::Block::ToolUse { id, input, .. } if id == "c1" && input["path"] == "a")
    );
    assert_eq!(collector.stop, Some(nub_llm::StopReason::ToolUse));
    assert_eq!(collector.usage.input, 5);
}
