//! Tool calls written as text, recovered above the adapter: real recordings
//! of a local server with its stock chat template, streamed through the
//! real provider, and the hold-back and release of text as it streams.

use futures_util::StreamExt;
use nub_llm::collect::Collector;
use nub_llm::http::HttpOptions;
use nub_llm::text_calls::stream::Recover;
use nub_llm::{Block, Caps, Event, LlmError, Message, Request, StopReason, ToolDef, Usage, WireApi};
use nub_testkit::{Reply, TestServer};
use serde_json::{Value, json};
use tokio_util::sync::CancellationToken;

use super::fixtures;

/// The tools a recorded request offered, from its `X.request.json`.
fn offered(name: &str) -> Vec<ToolDef> {
    let path = fixtures::dir("openai").join(format!("{name}.request.json"));
    let request: Value = serde_json::from_str(&std::fs::read_to_string(path).unwrap()).unwrap();
    request["tools"]
        .as_array()
        .into_iter()
        .flatten()
        .map(|tool| ToolDef {
            name: tool["function"]["name"].as_str().unwrap().into(),
            description: String::new(),
            schema: tool["function"]["parameters"].clone(),
        })
        .collect()
}

/// The recorded stream `name` served by a local server, read through the
/// real OpenAI provider with recovery on or off.
async fn replay(name: &str, recover: bool) -> Vec<Result<Event, LlmError>> {
    let bytes = std::fs::read_to_string(fixtures::dir("openai").join(format!("{name}.sse"))).unwrap();
    let server = TestServer::start(vec![Reply::sse(&bytes)]).await.unwrap();
    let caps = Caps { text_tool_calls: recover, ..Caps::default() };
    let provider =
        nub_llm::build_provider(WireApi::OpenAi, "local", &server.base_url(), None, caps, HttpOptions::default())
            .unwrap();
    let request = Request {
        model: "m".into(),
        system: Vec::new(),
        messages: vec![Message::user("Read the file hello.txt")],
        tools: offered(name),
        max_tokens: None,
        temperature: None,
        effort: None,
        tool_choice: nub_llm::ToolChoice::Auto,
    };
    provider.stream(request, CancellationToken::new()).await.unwrap().collect().await
}

fn collect(items: &[Result<Event, LlmError>]) -> Collector {
    let mut collector = Collector::default();
    for item in items {
        collector.push(item.as_ref().unwrap());
    }
    collector
}

fn recovered_indexes(items: &[Result<Event, LlmError>]) -> Vec<usize> {
    items
        .iter()
        .filter_map(|item| match item {
            Ok(Event::BlockMeta { index, recovered: true, .. }) => Some(*index),
            _ => None,
        })
        .collect()
}

#[tokio::test]
async fn the_stock_template_answer_becomes_a_real_read_call() {
    let items = replay("llamacpp-qwen25-stock-tool-call-as-text", true).await;
    let collector = collect(&items);
    assert_eq!(collector.stop, Some(StopReason::ToolUse));
    let message = collector.message();
    let [Block::ToolUse { id, name, input }] = message.content.as_slice() else {
        panic!("expected one tool call and no text: {:?}", message.content);
    };
    assert_eq!((name.as_str(), input), ("read", &json!({"path": "hello.txt"})));
    assert!(id.starts_with("call_text"), "{id}");
    assert_eq!(recovered_indexes(&items), vec![0]);
    // The JSON text is not shown as answer text.
    assert!(!items.iter().any(|i| matches!(i, Ok(Event::BlockDelta { text, .. }) if !text.is_empty())));
}

/// Every recording of a stock chat template answering a tool request
/// (`*-stock-*`): recovered into calls of offered tools, no JSON left as text.
#[tokio::test]
async fn every_recorded_stock_template_call_is_recovered() {
    let names: Vec<String> = fixtures::streams("openai")
        .iter()
        .filter_map(|p| p.file_name()?.to_str()?.strip_suffix(".sse").map(str::to_owned))
        .filter(|name| name.contains("-stock-") && name.contains("tool-call"))
        .collect();
    assert!(!names.is_empty());
    for name in names {
        let items = replay(&name, true).await;
        let collector = collect(&items);
        assert_eq!(collector.stop, Some(StopReason::ToolUse), "{name}");
        let offered: Vec<String> = offered(&name).into_iter().map(|t| t.name).collect();
        let content = collector.message().content;
        assert!(content.iter().any(|b| matches!(b, Block::ToolUse { .. })), "{name}: {content:?}");
        for block in &content {
            match block {
                Block::ToolUse { name: tool, .. } => assert!(offered.contains(tool), "{name}: {tool}"),
                Block::Text { text, .. } => assert!(!text.contains('{'), "{name}: JSON left as text: {text}"),
                other => panic!("{name}: unexpected {other:?}"),
            }
        }
        assert_eq!(
            recovered_indexes(&items).len(),
            content.iter().filter(|b| matches!(b, Block::ToolUse { .. })).count()
        );
    }
}

#[tokio::test]
async fn with_recovery_off_the_answer_stays_text() {
    let items = replay("llamacpp-qwen25-stock-tool-call-as-text", false).await;
    let collector = collect(&items);
    assert_eq!(collector.stop, Some(StopReason::EndTurn));
    assert!(
        matches!(collector.message().content.as_slice(), [Block::Text { text, .. }] if text.starts_with("```json"))
    );
    assert!(recovered_indexes(&items).is_empty());
}

#[tokio::test]
async fn native_calls_and_plain_answers_pass_unchanged() {
    for name in
        ["llamacpp-qwen25-tool", "llamacpp-qwen25-parallel", "llamacpp-qwen25-plain", "llamacpp-qwen25-after-tool"]
    {
        let on = replay(name, true).await;
        let off = replay(name, false).await;
        let strip = |items: &[Result<Event, LlmError>]| collect(items).message();
        assert_eq!(strip(&on), strip(&off), "{name}");
        assert_eq!(collect(&on).stop, collect(&off).stop, "{name}");
        assert!(recovered_indexes(&on).is_empty(), "{name}");
    }
}

fn tools() -> Vec<ToolDef> {
    let schema = json!({"type": "object", "properties": {"path": {"type": "string"}}, "required": ["path"]});
    vec![ToolDef { name: "read".into(), description: String::new(), schema }]
}

fn start_text(index: usize) -> Result<Event, LlmError> {
    Ok(Event::BlockStart { index, block: Block::text("") })
}

fn delta(index: usize, text: &str) -> Result<Event, LlmError> {
    Ok(Event::BlockDelta { index, text: text.into(), partial_json: String::new() })
}

fn texts(events: &[Result<Event, LlmError>]) -> String {
    events
        .iter()
        .filter_map(|e| match e {
            Ok(Event::BlockDelta { text, .. }) => Some(text.as_str()),
            _ => None,
        })
        .collect()
}

fn done() -> Result<Event, LlmError> {
    Ok(Event::Done { stop: StopReason::EndTurn, usage: Usage::default() })
}

#[test]
fn text_before_a_call_streams_at_once_and_the_call_text_never_shows() {
    let mut recover = Recover::new(&tools());
    let first = recover.on(start_text(0));
    assert!(first.is_empty(), "the text block opens with its first text");
    let shown = recover.on(delta(0, "Let me look. "));
    assert_eq!(texts(&shown), "Let me look. ");
    assert!(matches!(shown[0], Ok(Event::BlockStart { index: 0, .. })));
    // From the fence on, nothing is shown while it may be a call.
    let mut all = shown.clone();
    for piece in ["```json\n{\"name\": ", "\"read\", \"arguments\": {\"path\": \"a.txt\"}}", "\n```"] {
        let events = recover.on(delta(0, piece));
        assert_eq!(texts(&events), "", "{piece}");
        all.extend(events);
    }
    all.extend(recover.on(Ok(Event::BlockStop { index: 0 })));
    all.extend(recover.on(done()));
    let collector = collect(&all);
    assert_eq!(collector.stop, Some(StopReason::ToolUse));
    let content = collector.message().content;
    assert!(matches!(&content[0], Block::Text { text, .. } if text == "Let me look. "));
    assert!(
        matches!(&content[1], Block::ToolUse { name, input, .. } if name == "read" && input == &json!({"path": "a.txt"}))
    );
}

#[test]
fn held_text_that_is_no_call_is_released_as_it_was() {
    let mut recover = Recover::new(&tools());
    recover.on(start_text(0));
    let mut shown = String::new();
    for piece in ["Config: ", "{\"name\": \"read\", ", "\"arguments\": {\"path\": 7}}", " — that is all."] {
        shown += &texts(&recover.on(delta(0, piece)));
    }
    shown += &texts(&recover.on(done()));
    assert_eq!(shown, "Config: {\"name\": \"read\", \"arguments\": {\"path\": 7}} — that is all.");
}

#[test]
fn a_native_call_releases_held_text_and_ends_recovery() {
    let mut recover = Recover::new(&tools());
    recover.on(start_text(0));
    let mut events = recover.on(delta(0, "see {\"name\": \"read\""));
    events.extend(recover.on(Ok(Event::BlockStop { index: 0 })));
    let call = Block::ToolUse { id: "c1".into(), name: "read".into(), input: json!({}) };
    events.extend(recover.on(Ok(Event::BlockStart { index: 1, block: call })));
    events.extend(recover.on(Ok(Event::BlockDelta {
        index: 1,
        text: String::new(),
        partial_json: "{\"path\":\"b\"}".into(),
    })));
    events.extend(recover.on(Ok(Event::BlockStop { index: 1 })));
    events.extend(recover.on(Ok(Event::Done { stop: StopReason::ToolUse, usage: Usage::default() })));
    let collector = collect(&events);
    let content = collector.message().content;
    assert!(matches!(&content[0], Block::Text { text, .. } if text == "see {\"name\": \"read\""), "{content:?}");
    assert!(matches!(&content[1], Block::ToolUse { id, .. } if id == "c1"));
    assert!(recovered_indexes(&events).is_empty());
}
