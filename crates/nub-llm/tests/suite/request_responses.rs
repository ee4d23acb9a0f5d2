//! Blocks down to the Responses API, and what a real conversation sends:
//! a local server answers with recorded streams and keeps every request
//! body, which is checked for the API's invariants — every
//! `function_call` answered by one `function_call_output` with its
//! `call_id`, stateless (`store: false`), reasoning asked back encrypted and
//! returned in the next request.

use futures_util::StreamExt;
use nub_llm::collect::Collector;
use nub_llm::http::HttpOptions;
use nub_llm::responses::build_body;
use nub_llm::{Block, Caps, Event, Message, Opaque, Request, Role, WireApi};
use nub_testkit::{Reply, TestServer};
use serde_json::{Value, json};
use tokio_util::sync::CancellationToken;

use super::conversation;
use super::fixtures;

fn reasoning_caps() -> Caps {
    Caps { reasoning: true, supports_images: true, parallel_tool_calls: true, ..Caps::default() }
}

#[test]
fn a_full_conversation_maps_to_input_items() {
    let mut request = conversation::request();
    // A reasoning item of this API, between the other providers' thinking.
    let item = r#"{"id":"rs_1","type":"reasoning","encrypted_content":"gAAAAB","summary":[{"type":"summary_text","text":"plan"}],"status":"completed"}"#;
    request.messages[1]
        .content
        .insert(3, Block::Thinking { text: "plan".into(), signature: None, raw: Some(Opaque(item.into())) });
    let body = build_body(&request, &reasoning_caps());
    let expected = json!({
        "model": "test-model",
        "instructions": "You are nub.\n\nRepo: demo",
        "input": [
            {"type": "message", "role": "user", "content": [
                {"type": "input_text", "text": "read a.txt and look at this"},
                {"type": "input_image", "image_url": "data:image/png;base64,iVBORw==", "detail": "auto"},
            ]},
            {"type": "reasoning", "id": "rs_1", "summary": [{"type": "summary_text", "text": "plan"}], "encrypted_content": "gAAAAB"},
            {"type": "message", "role": "assistant", "content": [{"type": "output_text", "text": "Reading."}]},
            {"type": "function_call", "call_id": "call_1", "name": "read", "arguments": "{\"path\":\"a.txt\"}"},
            {"type": "function_call", "call_id": "call.2", "name": "bash", "arguments": "{broken"},
            {"type": "function_call_output", "call_id": "call_1", "output": "1\thello"},
            {"type": "function_call_output", "call_id": "call.2", "output": "Error: arguments are not JSON"},
            {"type": "message", "role": "user", "content": [{"type": "input_text", "text": "continue"}]},
            {"type": "message", "role": "assistant", "content": [{"type": "output_text", "text": "Done."}]},
            {"type": "message", "role": "user", "content": [{"type": "input_text", "text": "thanks"}]},
        ],
        "stream": true,
        "store": false,
        "tools": [
            {"type": "function", "name": "read", "description": "Read a file", "strict": false, "parameters": {
                "$schema": "https://json-schema.org/draft/2020-12/schema",
                "type": "object",
                "properties": {"path": {"type": "string"}},
                "required": ["path"],
                "additionalProperties": false
            }},
            {"type": "function", "name": "bash", "description": "Run a command", "strict": false,
             "parameters": {"type": "object", "properties": {"command": {"type": "string"}}}},
        ],
        "parallel_tool_calls": true,
        "max_output_tokens": 1000,
        "temperature": 0.5,
        "include": ["reasoning.encrypted_content"],
        "reasoning": {"summary": "auto"},
    });
    assert_eq!(body, expected, "{}", serde_json::to_string_pretty(&body).unwrap());
}

#[test]
fn a_model_without_reasoning_gets_no_reasoning_fields_and_images_become_a_note() {
    let body = build_body(&conversation::request(), &Caps::default());
    assert!(body.get("reasoning").is_none() && body.get("include").is_none(), "{body}");
    assert_eq!(body["parallel_tool_calls"], false);
    let note = &body["input"][0]["content"][1];
    assert_eq!(note, &json!({"type": "input_text", "text": "[image omitted: this model does not accept images]"}));
}

/// The decoded answer of a recorded stream.
pub fn recorded(dir: &str, api: WireApi, name: &str) -> Message {
    let bytes = std::fs::read(fixtures::dir(dir).join(name)).unwrap();
    let mut collector = Collector::default();
    fixtures::decode(api, &bytes).iter().flatten().for_each(|e| collector.push(e));
    collector.message()
}

/// A result for every call of `answer`, as the loop makes them.
pub fn results(answer: &Message) -> Message {
    let content = answer
        .content
        .iter()
        .filter_map(|block| match block {
            Block::ToolUse { id, .. } => Some(Block::ToolResult {
                tool_use_id: id.clone(),
                content: vec![Block::text(format!("result of {id}"))],
                is_error: false,
            }),
            _ => None,
        })
        .collect();
    Message { role: Role::User, content }
}

/// Sends `messages` through a real provider of `api` to a local server that
/// answers with `answer`; the body the server received.
pub async fn sent(api: WireApi, caps: Caps, messages: Vec<Message>, answer: &[u8]) -> Value {
    let server = TestServer::start(vec![Reply::sse(&String::from_utf8_lossy(answer))]).await.unwrap();
    let provider =
        nub_llm::build_provider(api, "test", &server.base_url(), Some("sk-test".into()), caps, HttpOptions::default())
            .unwrap();
    let request = Request {
        model: "gpt-5.1-codex-max".into(),
        system: vec![Block::text("You are nub.")],
        messages,
        tools: vec![nub_llm::ToolDef {
            name: "calculator".into(),
            description: "Adds and multiplies".into(),
            schema: json!({"type": "object"}),
        }],
        max_tokens: None,
        temperature: None,
        effort: None,
        tool_choice: nub_llm::ToolChoice::Auto,
    };
    let items: Vec<_> = provider.stream(request, CancellationToken::new()).await.unwrap().collect().await;
    assert!(matches!(items.last(), Some(Ok(Event::Done { .. }))), "{items:?}");
    let recorded = server.requests();
    if api == WireApi::Responses {
        assert_eq!(recorded[0].path, "/v1/responses");
        assert_eq!(recorded[0].header("authorization"), Some("Bearer sk-test"));
    }
    serde_json::from_str(&recorded[0].body).unwrap()
}

/// Every `function_call` is followed by exactly one output with its
/// `call_id`, and every output answers an earlier call.
pub fn assert_calls_answered(input: &[Value]) {
    let mut open: Vec<&str> = Vec::new();
    for item in input {
        match item["type"].as_str() {
            Some("function_call") => open.push(item["call_id"].as_str().unwrap()),
            Some("function_call_output") => {
                let id = item["call_id"].as_str().unwrap();
                let at = open.iter().position(|o| *o == id).unwrap_or_else(|| panic!("an output for no call: {item}"));
                open.remove(at);
            }
            _ => assert!(open.is_empty(), "calls {open:?} unanswered before {item}"),
        }
    }
    assert!(open.is_empty(), "calls {open:?} unanswered");
}

#[tokio::test]
async fn a_tool_loop_sends_the_encrypted_reasoning_back_statelessly() {
    let recording = "openai-gpt51-codex-max-store-false-encrypted-reasoning-call.sse";
    let answer = recorded("responses", WireApi::Responses, recording);
    let Some(Block::Thinking { raw: Some(raw), .. }) = answer.content.first() else { panic!("{answer:?}") };
    let item: Value = serde_json::from_str(raw.get()).unwrap();
    let encrypted = item["encrypted_content"].as_str().unwrap();
    let history = vec![Message::user("compute (12+7)*3*10"), answer.clone(), results(&answer)];
    let next = std::fs::read(fixtures::dir("responses").join("openai-gpt4o-function-call.sse")).unwrap();
    let body = sent(WireApi::Responses, reasoning_caps(), history, &next).await;

    assert_eq!((body["store"].as_bool(), body["stream"].as_bool()), (Some(false), Some(true)));
    assert_eq!(body["include"], json!(["reasoning.encrypted_content"]));
    assert_eq!(body["reasoning"], json!({"summary": "auto"}));
    assert_eq!(body["instructions"], "You are nub.");
    assert!(body.get("previous_response_id").is_none());
    let input = body["input"].as_array().unwrap();
    assert_calls_answered(input);
    let kinds: Vec<&str> = input.iter().map(|i| i["type"].as_str().unwrap()).collect();
    assert_eq!(kinds, ["message", "reasoning", "function_call", "function_call_output"]);
    assert_eq!(input[1]["id"], item["id"]);
    assert_eq!(input[1]["encrypted_content"], encrypted, "the encrypted reasoning goes back byte for byte");
    assert_eq!(input[2]["call_id"], "call_AB6AaRZ1FYZB2RwS6A5vbdqn");
    assert_eq!(input[3]["output"], "result of call_AB6AaRZ1FYZB2RwS6A5vbdqn");
}

#[tokio::test]
async fn reasoning_without_encrypted_content_is_not_sent_back() {
    // GitHub Copilot's reasoning item has `encrypted_content: null`; LM
    // Studio's has none: an id alone would name state nobody stored.
    for (name, text) in [
        ("copilot-gpt53-codex-id-rotation.sse", "There are **3**"),
        ("lmstudio-glm47-flash-reasoning-text-args-only-in-done.sse", "I'll get the current weather"),
    ] {
        let answer = recorded("responses", WireApi::Responses, name);
        assert!(answer.content.iter().any(|b| matches!(b, Block::Thinking { raw: Some(_), .. })), "{name}");
        let history = vec![Message::user("q"), answer.clone(), results(&answer), Message::user("and?")];
        let body = build_body(
            &Request {
                model: "m".into(),
                system: Vec::new(),
                messages: history,
                tools: Vec::new(),
                max_tokens: None,
                temperature: None,
                effort: None,
                tool_choice: nub_llm::ToolChoice::Auto,
            },
            &reasoning_caps(),
        );
        let input = body["input"].as_array().unwrap();
        assert!(input.iter().all(|i| i["type"] != "reasoning"), "{name}: {body}");
        assert!(input.iter().any(|i| i["content"][0]["text"].as_str().is_some_and(|t| t.starts_with(text))), "{name}");
        assert_calls_answered(input);
    }
}
