//! Attack cases against the provider layer (issue 11): servers that echo the
//! API key, endless answers, keep-alive floods, huge error bodies, dates in
//! `Retry-After`, nameless tool calls, endless window reports. Listed in `docs/security.md`.

use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::{Arc, Mutex};
use std::time::{Duration, SystemTime};

use futures_util::StreamExt;
use nub_llm::http::{HttpOptions, RetryPolicy};
use nub_llm::{Block, Caps, Event, LlmError, Message, Request, StopReason, WireApi};
use nub_testkit::{Reply, TestServer};
use tokio::io::{AsyncReadExt, AsyncWriteExt};
use tokio_util::sync::CancellationToken;

/// A key no pattern recognises: only the registry can catch it.
const KEY: &str = "nub-plain-key-5e1f0c9a7b3d";

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

fn no_retries() -> HttpOptions {
    HttpOptions {
        retry: RetryPolicy { max_retries: 0, ..RetryPolicy::default() },
        idle_timeout: Duration::from_secs(10),
        ..HttpOptions::default()
    }
}

/// Everything `api` yields against `base_url` with `KEY`.
async fn items(api: WireApi, base_url: &str, options: HttpOptions) -> Vec<Result<Event, LlmError>> {
    let provider = nub_llm::build_provider(api, "test", base_url, Some(KEY.into()), Caps::default(), options).unwrap();
    let stream = provider.stream(request(), CancellationToken::new()).await.unwrap();
    stream.collect().await
}

fn final_error(items: &[Result<Event, LlmError>]) -> &LlmError {
    match items.last() {
        Some(Err(error)) => error,
        other => panic!("expected a final error, got {other:?}"),
    }
}

#[tokio::test]
async fn a_key_echoed_by_the_server_is_redacted_in_every_shape() {
    let html = format!("<html><body><h1>502</h1><pre>Authorization: Bearer {KEY}</pre></body></html>");
    let cases: Vec<(WireApi, Reply)> = vec![
        (
            WireApi::OpenAi,
            Reply::status(401, &format!("{{\"error\":{{\"message\":\"Incorrect API key provided: {KEY}\"}}}}")),
        ),
        (WireApi::OpenAi, Reply::status(400, &format!("bad header x-api-key: {KEY}"))),
        (WireApi::OpenAi, Reply::status(500, &html).with_header("content-type", "text/html")),
        (
            WireApi::Anthropic,
            Reply::status(
                401,
                &format!(
                    "{{\"type\":\"error\",\"error\":{{\"type\":\"authentication_error\",\"message\":\"invalid x-api-key {KEY}\"}}}}"
                ),
            ),
        ),
        (
            WireApi::Gemini,
            Reply::status(
                400,
                &format!(
                    "[{{\"error\":{{\"code\":400,\"message\":\"API key not valid: {KEY}\",\"status\":\"INVALID_ARGUMENT\"}}}}]"
                ),
            ),
        ),
        (
            WireApi::OpenAi,
            Reply::sse(&format!(
                "event: error\ndata: {{\"error\":{{\"message\":\"key {KEY} revoked\",\"code\":\"{KEY}\"}}}}\n\n"
            )),
        ),
        (WireApi::OpenAi, Reply::sse(&format!("data: {{\"error\":{{\"message\":\"key {KEY} revoked\"}}}}\n\n"))),
        (
            WireApi::Anthropic,
            Reply::sse(&format!(
                "event: error\ndata: {{\"type\":\"error\",\"error\":{{\"type\":\"authentication_error\",\"message\":\"key {KEY}\"}}}}\n\n"
            )),
        ),
        (
            WireApi::Gemini,
            Reply::sse(&format!(
                "data: {{\"error\":{{\"code\":401,\"message\":\"key {KEY}\",\"status\":\"UNAUTHENTICATED\"}}}}\n\n"
            )),
        ),
        // Not even JSON: the parser quotes the chunk in its error.
        (WireApi::Gemini, Reply::sse(&format!("data: <pre>{KEY}</pre>\n\n"))),
        (
            WireApi::Responses,
            Reply::status(401, &format!("{{\"error\":{{\"message\":\"Incorrect API key provided: {KEY}\"}}}}")),
        ),
        (
            WireApi::Responses,
            Reply::sse(&format!(
                "event: error\ndata: {{\"type\":\"error\",\"code\":\"invalid_api_key\",\"message\":\"key {KEY} revoked\"}}\n\n"
            )),
        ),
        (
            WireApi::Responses,
            Reply::sse(&format!(
                "data: {{\"type\":\"response.failed\",\"response\":{{\"status\":\"failed\",\"error\":{{\"code\":\"server_error\",\"message\":\"key {KEY}\"}}}}}}\n\n"
            )),
        ),
    ];
    for (index, (api, reply)) in cases.into_iter().enumerate() {
        let server = TestServer::start(vec![reply]).await.unwrap();
        let items = items(api, &server.base_url(), no_retries()).await;
        let error = final_error(&items);
        let shown = format!("{error} {error:?}");
        assert!(!shown.contains(KEY), "case {index} ({api:?}) leaks the key: {shown}");
        assert!(shown.contains("…(redacted)"), "case {index} ({api:?}): {shown}");
    }
}

#[tokio::test]
async fn key_shapes_nub_was_never_told_about_are_redacted_too() {
    let server = TestServer::start(vec![Reply::status(
        401,
        "{\"error\":{\"message\":\"other key sk-proj-Zx81kq0Lm3nB7vC2 and Bearer abcdef0123456789xyz\"}}",
    )])
    .await
    .unwrap();
    let items = items(WireApi::OpenAi, &server.base_url(), no_retries()).await;
    let shown = final_error(&items).to_string();
    assert!(!shown.contains("Zx81kq0Lm3nB7vC2") && !shown.contains("abcdef0123456789xyz"), "{shown}");
    assert!(shown.contains("sk-…(redacted)") && shown.contains("Bearer …(redacted)"), "{shown}");
}

/// A raw server on 127.0.0.1: answers every connection with `head`, then
/// writes `chunk` until the client goes away (or `limit` bytes). Returns the
/// base URL and the count of body bytes written.
async fn flood(head: String, chunk: Vec<u8>, limit: usize) -> (String, Arc<AtomicUsize>) {
    let listener = tokio::net::TcpListener::bind("127.0.0.1:0").await.unwrap();
    let url = format!("http://{}/v1", listener.local_addr().unwrap());
    let written = Arc::new(AtomicUsize::new(0));
    let counter = Arc::clone(&written);
    tokio::spawn(async move {
        while let Ok((socket, _)) = listener.accept().await {
            let counter = Arc::clone(&counter);
            let head = head.clone();
            let chunk = chunk.clone();
            tokio::spawn(async move {
                let (mut reader, mut writer) = socket.into_split();
                let mut request = [0u8; 4096];
                // The request head and body arrive well within one read of this size.
                let _ = reader.read(&mut request).await;
                tokio::spawn(async move { while matches!(reader.read(&mut request).await, Ok(n) if n > 0) {} });
                if writer.write_all(head.as_bytes()).await.is_err() {
                    return;
                }
                while counter.load(Ordering::Relaxed) < limit {
                    if writer.write_all(&chunk).await.is_err() {
                        return;
                    }
                    counter.fetch_add(chunk.len(), Ordering::Relaxed);
                }
            });
        }
    });
    (url, written)
}

#[tokio::test]
async fn an_endless_answer_ends_with_a_clear_error() {
    let delta =
        format!("data: {{\"choices\":[{{\"index\":0,\"delta\":{{\"content\":\"{}\"}}}}]}}\n\n", "x".repeat(4000));
    let head = "HTTP/1.1 200 OK\r\ncontent-type: text/event-stream\r\nconnection: close\r\n\r\n".to_owned();
    let (url, written) = flood(head, delta.into_bytes(), usize::MAX).await;
    let options = HttpOptions { max_answer_bytes: 256 << 10, ..no_retries() };
    let items = tokio::time::timeout(Duration::from_secs(30), items(WireApi::OpenAi, &url, options))
        .await
        .expect("an endless answer was read forever");
    let error = final_error(&items);
    assert!(matches!(error, LlmError::AnswerTooLarge { limit: 262_144, .. }), "{error:?}");
    assert!(error.to_string().contains("grew past 262144 bytes"), "{error}");
    assert!(!items.iter().any(|item| matches!(item, Ok(Event::Done { .. }))), "the partial answer looks complete");
    let text: usize = items
        .iter()
        .map(|item| match item {
            Ok(Event::BlockDelta { text, .. }) => text.len(),
            _ => 0,
        })
        .sum();
    assert!(text <= (256 << 10) + 4000, "{text} bytes of text delivered");
    // Reading stopped: the server's writes end at what the socket buffers hold.
    let sent = written.load(Ordering::Relaxed);
    assert!(sent < 64 << 20, "the client kept reading: {sent} bytes");
}

#[tokio::test]
async fn a_line_that_never_ends_is_stopped_too() {
    let head = "HTTP/1.1 200 OK\r\ncontent-type: text/event-stream\r\nconnection: close\r\n\r\ndata: {\"choices\":[{\"index\":0,\"delta\":{\"content\":\"".to_owned();
    let (url, written) = flood(head, vec![b'x'; 16 << 10], usize::MAX).await;
    let options = HttpOptions { max_answer_bytes: 256 << 10, ..no_retries() };
    let items = tokio::time::timeout(Duration::from_secs(30), items(WireApi::OpenAi, &url, options))
        .await
        .expect("an endless line was buffered forever");
    assert!(matches!(final_error(&items), LlmError::AnswerTooLarge { .. }), "{:?}", items.last());
    let sent = written.load(Ordering::Relaxed);
    assert!(sent < 64 << 20, "the client kept reading: {sent} bytes");
}

#[tokio::test]
async fn a_gigabyte_error_body_is_not_buffered() {
    let head = "HTTP/1.1 500 Internal Server Error\r\ncontent-type: text/plain\r\ncontent-length: 1073741824\r\nconnection: close\r\n\r\n".to_owned();
    let (url, written) = flood(head, vec![b'a'; 64 << 10], 1 << 30).await;
    let items = tokio::time::timeout(Duration::from_secs(30), items(WireApi::OpenAi, &url, no_retries()))
        .await
        .expect("the error body was read for too long");
    let error = final_error(&items);
    assert!(matches!(error, LlmError::Server { status: 500, .. }), "{error:?}");
    assert!(error.to_string().len() < 4000, "{} bytes of message", error.to_string().len());
    let sent = written.load(Ordering::Relaxed);
    assert!(sent < 64 << 20, "the client read {sent} bytes of an error body");
}

#[tokio::test]
async fn a_whole_answer_past_the_limit_is_answer_too_large() {
    // A server that ignores `"stream": true` and sends one endless JSON body.
    let head = "HTTP/1.1 200 OK\r\ncontent-type: application/json\r\nconnection: close\r\n\r\n{\"choices\":[{\"index\":0,\"message\":{\"role\":\"assistant\",\"content\":\"".to_owned();
    let (url, written) = flood(head, vec![b'x'; 64 << 10], usize::MAX).await;
    let options = HttpOptions { max_answer_bytes: 256 << 10, ..no_retries() };
    let items = tokio::time::timeout(Duration::from_secs(30), items(WireApi::OpenAi, &url, options))
        .await
        .expect("an endless body was read forever");
    let error = final_error(&items);
    assert!(matches!(error, LlmError::AnswerTooLarge { limit: 262_144, .. }), "{error:?}");
    assert!(!items.iter().any(|item| matches!(item, Ok(Event::Done { .. }))), "the cut body looks complete");
    let sent = written.load(Ordering::Relaxed);
    assert!(sent < 64 << 20, "the client kept reading: {sent} bytes");
}

#[tokio::test]
async fn a_flooded_window_report_is_not_collected() {
    // Start-up asks a local server for its window (`/props`, `/api/show`);
    // whatever listens there may answer with a body that never ends.
    let head = "HTTP/1.1 200 OK\r\ncontent-type: application/json\r\nconnection: close\r\n\r\n{\"n_ctx\":\"".to_owned();
    let (url, written) = flood(head, vec![b'x'; 64 << 10], 96 << 20).await;
    let found = nub_llm::window::probe_window(&url, "m", Duration::from_secs(20)).await;
    assert_eq!(found, None);
    // Two reports of at most 1 MiB each, plus what the sockets buffer;
    // collecting the whole body would have read all 96 MiB.
    let sent = written.load(Ordering::Relaxed);
    assert!(sent < 32 << 20, "the probe kept reading: {sent} bytes");
}

#[tokio::test]
async fn keep_alive_comments_do_not_hold_off_the_idle_timeout() {
    let pings = Reply::Stream {
        pieces: vec![b": ping\n\n".to_vec(); 2000],
        delay: Duration::from_millis(10),
        cut_after: None,
        then_hang: false,
    };
    let server = TestServer::start(vec![pings]).await.unwrap();
    let options = HttpOptions { idle_timeout: Duration::from_millis(300), ..no_retries() };
    let started = std::time::Instant::now();
    let items = items(WireApi::OpenAi, &server.base_url(), options).await;
    let error = final_error(&items);
    assert!(matches!(error, LlmError::IdleTimeout { .. }), "{error:?}");
    assert!(started.elapsed() < Duration::from_secs(5), "took {:?}", started.elapsed());
}

#[tokio::test]
async fn empty_deltas_do_not_hold_off_the_idle_timeout_in_any_protocol() {
    let empty: [(WireApi, &str); 5] = [
        (WireApi::OpenAi, "data: {\"choices\":[{\"index\":0,\"delta\":{}}]}\n\n"),
        (WireApi::Anthropic, "event: ping\ndata: {\"type\":\"ping\"}\n\n"),
        (WireApi::OpenAi, "data: {\"choices\":[{\"index\":0,\"delta\":{\"content\":\"\"}}]}\n\n"),
        (
            WireApi::Gemini,
            "data: {\"candidates\":[{\"content\":{\"parts\":[{\"text\":\"\"}],\"role\":\"model\"}}]}\n\n",
        ),
        (
            WireApi::Responses,
            "event: response.output_text.delta\ndata: {\"type\":\"response.output_text.delta\",\"output_index\":0,\"content_index\":0,\"delta\":\"\"}\n\n",
        ),
    ];
    for (api, piece) in empty {
        let flood = Reply::Stream {
            pieces: vec![piece.as_bytes().to_vec(); 2000],
            delay: Duration::from_millis(10),
            cut_after: None,
            then_hang: false,
        };
        let server = TestServer::start(vec![flood]).await.unwrap();
        let options = HttpOptions { idle_timeout: Duration::from_millis(300), ..no_retries() };
        let items = tokio::time::timeout(Duration::from_secs(15), items(api, &server.base_url(), options))
            .await
            .unwrap_or_else(|_| panic!("{api:?}: {piece} held the stream open"));
        let error = final_error(&items);
        assert!(matches!(error, LlmError::IdleTimeout { .. }), "{api:?}: {error:?}");
    }
}

#[tokio::test]
async fn data_events_keep_a_slow_stream_alive() {
    let mut answer: Vec<String> =
        (0..8).map(|_| "data: {\"choices\":[{\"index\":0,\"delta\":{\"content\":\"a\"}}]}\n\n".to_owned()).collect();
    answer
        .push("data: {\"choices\":[{\"index\":0,\"delta\":{},\"finish_reason\":\"stop\"}]}\n\ndata: [DONE]\n\n".into());
    let slow = Reply::Stream {
        pieces: answer.into_iter().map(String::into_bytes).collect(),
        delay: Duration::from_millis(100),
        cut_after: None,
        then_hang: false,
    };
    let server = TestServer::start(vec![slow]).await.unwrap();
    // The whole answer takes longer than the timeout; no single gap does.
    let options = HttpOptions { idle_timeout: Duration::from_millis(400), ..no_retries() };
    let items = items(WireApi::OpenAi, &server.base_url(), options).await;
    assert!(matches!(items.last(), Some(Ok(Event::Done { .. }))), "{:?}", items.last());
}

fn http_date(at: SystemTime) -> String {
    // Formatting by hand keeps the test independent of the parser it checks.
    let secs = at.duration_since(SystemTime::UNIX_EPOCH).unwrap().as_secs();
    let (days, rest) = (secs / 86_400, secs % 86_400);
    let (hour, minute, second) = (rest / 3600, rest % 3600 / 60, rest % 60);
    // civil_from_days (Howard Hinnant).
    let z = days + 719_468;
    let era = z / 146_097;
    let doe = z - era * 146_097;
    let yoe = (doe - doe / 1460 + doe / 36_524 - doe / 146_096) / 365;
    let doy = doe - (365 * yoe + yoe / 4 - yoe / 100);
    let mp = (5 * doy + 2) / 153;
    let day = doy - (153 * mp + 2) / 5 + 1;
    let month = if mp < 10 { mp + 3 } else { mp - 9 };
    let year = yoe + era * 400 + u64::from(month <= 2);
    let weekday = ["Thu", "Fri", "Sat", "Sun", "Mon", "Tue", "Wed"][(days % 7) as usize];
    let month =
        ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"][month as usize - 1];
    format!("{weekday}, {day:02} {month} {year} {hour:02}:{minute:02}:{second:02} GMT")
}

async fn waits_for(retry_after: &str) -> (Vec<Duration>, Vec<Result<Event, LlmError>>) {
    let answer = "data: {\"choices\":[{\"index\":0,\"delta\":{},\"finish_reason\":\"stop\"}]}\n\ndata: [DONE]\n\n";
    let server = TestServer::start(vec![
        Reply::status(429, "{\"error\":{\"message\":\"slow down\"}}").with_header("retry-after", retry_after),
        Reply::sse(answer),
    ])
    .await
    .unwrap();
    let waits = Arc::new(Mutex::new(Vec::new()));
    let recorded = Arc::clone(&waits);
    let retry = RetryPolicy {
        sleep: Arc::new(move |wait| {
            recorded.lock().unwrap().push(wait);
            Box::pin(async {})
        }),
        ..RetryPolicy::default()
    };
    let items = items(WireApi::OpenAi, &server.base_url(), HttpOptions { retry, ..HttpOptions::default() }).await;
    let waits = waits.lock().unwrap().clone();
    (waits, items)
}

#[tokio::test]
async fn retry_after_as_an_http_date_is_honoured_and_capped() {
    let (waits, items) = waits_for(&http_date(SystemTime::now() + Duration::from_secs(30))).await;
    assert_eq!(waits.len(), 1, "{items:?}");
    assert!(waits[0] > Duration::from_secs(25) && waits[0] <= Duration::from_secs(31), "{:?}", waits[0]);
    assert!(matches!(items.last(), Some(Ok(Event::Done { .. }))));
    // Beyond max_retry_after (60 s) it fails at once, like the numeric form.
    let (waits, items) = waits_for(&http_date(SystemTime::now() + Duration::from_secs(3600))).await;
    assert!(waits.is_empty(), "{waits:?}");
    assert!(matches!(final_error(&items), LlmError::RateLimited { retry_after: Some(_), .. }));
}

/// The tool calls of a replayed answer, and its stop reason.
fn tool_calls(api: WireApi, stream: &str) -> (Vec<(String, String)>, Option<StopReason>) {
    let mut collector = nub_llm::collect::Collector::default();
    let mut stop = None;
    for item in nub_llm::replay(api, stream.as_bytes()) {
        let event = item.unwrap_or_else(|error| panic!("{api:?}: {error}"));
        if let Event::Done { stop: reason, .. } = &event {
            stop = Some(*reason);
        }
        collector.push(&event);
    }
    let calls = collector
        .message()
        .content
        .into_iter()
        .filter_map(|block| match block {
            Block::ToolUse { id, name, .. } => Some((id, name)),
            _ => None,
        })
        .collect();
    (calls, stop)
}

#[test]
fn a_tool_call_without_a_name_reaches_the_loop() {
    let openai = "data: {\"choices\":[{\"index\":0,\"delta\":{\"tool_calls\":[{\"index\":0,\"id\":\"call_1\",\"type\":\"function\",\"function\":{\"name\":\"\",\"arguments\":\"{}\"}}]}}]}\n\n\
data: {\"choices\":[{\"index\":0,\"delta\":{},\"finish_reason\":\"tool_calls\"}]}\n\ndata: [DONE]\n\n";
    let anthropic = "event: message_start\ndata: {\"type\":\"message_start\",\"message\":{\"id\":\"m\",\"type\":\"message\",\"role\":\"assistant\",\"content\":[],\"model\":\"x\",\"usage\":{\"input_tokens\":1,\"output_tokens\":1}}}\n\n\
event: content_block_start\ndata: {\"type\":\"content_block_start\",\"index\":0,\"content_block\":{\"type\":\"tool_use\",\"id\":\"toolu_1\",\"name\":\"\",\"input\":{}}}\n\n\
event: content_block_stop\ndata: {\"type\":\"content_block_stop\",\"index\":0}\n\n\
event: message_delta\ndata: {\"type\":\"message_delta\",\"delta\":{\"stop_reason\":\"tool_use\"},\"usage\":{\"output_tokens\":2}}\n\n\
event: message_stop\ndata: {\"type\":\"message_stop\"}\n\n";
    let gemini = "data: {\"candidates\":[{\"index\":0,\"content\":{\"role\":\"model\",\"parts\":[{\"functionCall\":{\"name\":\"\",\"args\":{}}}]},\"finishReason\":\"STOP\"}]}\n\n";
    let responses = "data: {\"type\":\"response.output_item.added\",\"output_index\":0,\"item\":{\"type\":\"function_call\",\"call_id\":\"call_1\",\"name\":\"\",\"arguments\":\"\"}}\n\n\
data: {\"type\":\"response.output_item.done\",\"output_index\":0,\"item\":{\"type\":\"function_call\",\"call_id\":\"call_1\",\"name\":\"\",\"arguments\":\"{}\"}}\n\n\
data: {\"type\":\"response.completed\",\"response\":{\"status\":\"completed\"}}\n\n";
    let cases = [
        (WireApi::OpenAi, openai),
        (WireApi::Anthropic, anthropic),
        (WireApi::Gemini, gemini),
        (WireApi::Responses, responses),
    ];
    for (api, stream) in cases {
        let (calls, stop) = tool_calls(api, stream);
        assert_eq!(calls.len(), 1, "{api:?} dropped the call");
        assert_eq!(calls[0].1, "", "{api:?}");
        assert!(!calls[0].0.is_empty(), "{api:?} gave the call no id");
        assert_eq!(stop, Some(StopReason::ToolUse), "{api:?}");
    }
    // A call whose name never arrives at all (only arguments) is kept too.
    let nameless = "data: {\"choices\":[{\"index\":0,\"delta\":{\"tool_calls\":[{\"index\":0,\"function\":{\"arguments\":\"{\\\"a\\\":1}\"}}]}}]}\n\n\
data: {\"choices\":[{\"index\":0,\"delta\":{},\"finish_reason\":\"tool_calls\"}]}\n\ndata: [DONE]\n\n";
    let (calls, stop) = tool_calls(WireApi::OpenAi, nameless);
    assert_eq!((calls.len(), stop), (1, Some(StopReason::ToolUse)));
}

#[tokio::test]
async fn no_key_follows_a_redirect_to_another_origin_in_any_protocol() {
    for api in [WireApi::OpenAi, WireApi::Responses, WireApi::Anthropic, WireApi::Gemini] {
        let elsewhere = TestServer::start(vec![Reply::status(500, "{}")]).await.unwrap();
        for status in [307, 308, 302] {
            let target = format!("{}/stolen", elsewhere.base_url());
            let redirecting =
                TestServer::start(vec![Reply::status(status, "").with_header("location", &target)]).await.unwrap();
            let items = items(api, &redirecting.base_url(), no_retries()).await;
            let message = final_error(&items).to_string();
            assert!(message.contains("another origin") && message.contains("127.0.0.1"), "{api:?} {status}: {message}");
            assert!(!message.contains(KEY), "{message}");
        }
        let leaked: Vec<_> = elsewhere
            .requests()
            .into_iter()
            .filter(|r| r.headers.iter().any(|(_, value)| value.contains(KEY)) || r.path.contains(KEY))
            .collect();
        assert!(leaked.is_empty(), "{api:?} sent the key to another origin: {leaked:?}");
    }
}

#[tokio::test]
async fn a_redirect_within_the_origin_is_followed() {
    let answer = Reply::sse(
        "data: {\"choices\":[{\"index\":0,\"delta\":{\"content\":\"moved\"}}]}\n\n\
         data: {\"choices\":[{\"index\":0,\"delta\":{},\"finish_reason\":\"stop\"}]}\n\ndata: [DONE]\n\n",
    );
    let server =
        TestServer::start(vec![Reply::status(307, "").with_header("location", "/v2/chat/completions"), answer])
            .await
            .unwrap();
    let items = items(WireApi::OpenAi, &server.base_url(), no_retries()).await;
    assert!(items.iter().all(Result::is_ok), "{items:?}");
    let requests = server.requests();
    assert_eq!(requests[1].path, "/v2/chat/completions");
    assert_eq!(requests[1].header("authorization"), Some(format!("Bearer {KEY}").as_str()));
}
