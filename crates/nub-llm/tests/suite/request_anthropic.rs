//! Blocks down to the Messages API.

use nub_llm::anthropic::{build_body, wire_id};
use nub_llm::{Block, Caps, Message, Opaque, Role};
use serde_json::json;

use super::conversation::{self, ANTHROPIC_SIGNATURE, GEMINI_SIGNATURE, REDACTED};

fn claude_caps() -> Caps {
    Caps { explicit_cache: true, supports_images: true, reasoning: true, max_context: 200_000, ..Caps::default() }
}

#[test]
fn a_full_conversation_maps_to_messages() {
    let body = build_body(&conversation::request(), &claude_caps());
    let bad_id = wire_id("call.2").into_owned();
    let ephemeral = json!({"type": "ephemeral"});
    let expected = json!({
        "model": "test-model",
        "max_tokens": 1000,
        "stream": true,
        "temperature": 0.5,
        "system": [
            {"type": "text", "text": "You are nub."},
            {"type": "text", "text": "Repo: demo", "cache_control": ephemeral},
        ],
        "tools": [
            {"name": "read", "description": "Read a file", "input_schema": {
                "$schema": "https://json-schema.org/draft/2020-12/schema",
                "type": "object",
                "properties": {"path": {"type": "string"}},
                "required": ["path"],
                "additionalProperties": false
            }},
            {"name": "bash", "description": "Run a command",
             "input_schema": {"type": "object", "properties": {"command": {"type": "string"}}},
             "cache_control": ephemeral},
        ],
        "messages": [
            {"role": "user", "content": [
                {"type": "text", "text": "read a.txt and look at this"},
                {"type": "image", "source": {"type": "base64", "media_type": "image/png", "data": "iVBORw=="}},
            ]},
            {"role": "assistant", "content": [
                {"type": "thinking", "thinking": "plan", "signature": ANTHROPIC_SIGNATURE},
                {"type": "redacted_thinking", "data": "cmVkYWN0ZWQ="},
                {"type": "text", "text": "Reading."},
                {"type": "tool_use", "id": "call_1", "name": "read", "input": {"path": "a.txt"}},
                {"type": "tool_use", "id": bad_id, "name": "bash", "input": {}},
            ]},
            {"role": "user", "content": [
                {"type": "tool_result", "tool_use_id": "call_1", "content": [{"type": "text", "text": "1\thello"}]},
                {"type": "tool_result", "tool_use_id": bad_id, "is_error": true,
                 "content": [{"type": "text", "text": "arguments are not JSON"}]},
                {"type": "text", "text": "continue", "cache_control": ephemeral},
            ]},
            {"role": "assistant", "content": [{"type": "text", "text": "Done."}]},
            {"role": "user", "content": [{"type": "text", "text": "thanks"}]},
        ]
    });
    assert_eq!(body, expected);
    assert!(!body.to_string().contains(GEMINI_SIGNATURE), "Gemini's signature never reaches Anthropic");
    assert!(!body.to_string().contains("b3I="), "nor does OpenRouter's");
}

#[test]
fn max_tokens_defaults_from_the_registry_and_cache_control_follows_the_caps() {
    let mut request = conversation::request();
    request.max_tokens = None;
    request.model = "claude-sonnet-4-5".into();
    let body = build_body(&request, &Caps { explicit_cache: false, ..claude_caps() });
    assert_eq!(body["max_tokens"], 32_000);
    assert!(!body.to_string().contains("cache_control"), "no explicit cache, no breakpoints");

    request.model = "claude-3-5-haiku-latest".into();
    assert_eq!(build_body(&request, &claude_caps())["max_tokens"], 8_192);
}

#[test]
fn at_most_four_breakpoints_keeping_the_latest() {
    let mut request = conversation::request();
    request.system = (0..3).map(|i| Block::Text { text: format!("part {i}"), cache_mark: true }).collect();
    let body = build_body(&request, &claude_caps());
    let text = body.to_string();
    assert_eq!(text.matches("cache_control").count(), 4, "{text}");
    assert!(body["tools"][1].get("cache_control").is_none(), "the earliest breakpoint goes first");
    assert!(body["messages"][2]["content"][2].get("cache_control").is_some(), "the latest stays");
}

#[test]
fn roles_alternate_whitespace_text_goes_and_only_own_thinking_stays() {
    let request = nub_llm::Request {
        messages: vec![
            Message::user("a"),
            Message::user("b"),
            Message {
                role: Role::Assistant,
                content: vec![
                    Block::Thinking { text: "unsigned".into(), signature: None, raw: None },
                    Block::text("\n\n"),
                ],
            },
            Message::user("c"),
        ],
        tools: Vec::new(),
        system: Vec::new(),
        ..conversation::request()
    };
    let body = build_body(&request, &claude_caps());
    assert_eq!(
        body["messages"],
        json!([{"role": "user", "content": [
            {"type": "text", "text": "a"}, {"type": "text", "text": "b"}, {"type": "text", "text": "c"}
        ]}])
    );
    assert!(body.get("tools").is_none() && body.get("system").is_none(), "{body}");
}

#[test]
fn images_anthropic_cannot_take_become_notes() {
    let mut request = conversation::request();
    request.messages[0].content[1] = Block::Image { media_type: "image/bmp".into(), data: vec![1] };
    let body = build_body(&request, &claude_caps());
    assert_eq!(body["messages"][0]["content"][1]["text"], "[image omitted: image/bmp is not a supported image type]");
    let text_only = build_body(&conversation::request(), &Caps::default());
    assert_eq!(text_only["messages"][0]["content"][1]["text"], "[image omitted: this model does not accept images]");
}

#[test]
fn the_conversation_survives_the_session_store_unchanged() {
    let messages = conversation::request().messages;
    for message in &messages {
        conversation::assert_round_trips(message, &[]);
    }
    conversation::assert_round_trips(&messages[1], &[REDACTED, &conversation::gemini_raw().0, ANTHROPIC_SIGNATURE]);
    let redacted = Message {
        role: Role::Assistant,
        content: vec![Block::Thinking { text: String::new(), signature: None, raw: Some(Opaque(REDACTED.into())) }],
    };
    conversation::assert_round_trips(&redacted, &[REDACTED]);
}
