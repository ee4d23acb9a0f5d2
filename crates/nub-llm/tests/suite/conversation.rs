//! A conversation that exercises every block kind, with thinking from three
//! providers, shared by the request-mapping tests of the strict adapters.

use nub_llm::{Block, Message, Opaque, Request, Role, ToolDef};
use serde_json::{Value, json};

pub const ANTHROPIC_SIGNATURE: &str = "c2lnLWFudGhyb3BpYw==";
pub const REDACTED: &str = r#"{"type":"redacted_thinking","data":"cmVkYWN0ZWQ="}"#;
pub const GEMINI_SIGNATURE: &str = "Z2VtaW5pLXNpZw==";
pub const OPENROUTER_DETAILS: &str =
    r#"[{"type":"reasoning.text","text":"or","signature":"b3I=","format":"anthropic-claude-v1","index":0}]"#;
pub const PNG: [u8; 4] = [137, 80, 78, 71];

pub fn gemini_raw() -> Opaque {
    Opaque(format!(r#"{{"thoughtSignature":"{GEMINI_SIGNATURE}"}}"#))
}

/// Text, an image, thinking (Anthropic signed, redacted, Gemini's, and
/// OpenRouter's), two calls (one with arguments that are not JSON and an id
/// Anthropic would refuse), their results (one an error), cache marks.
pub fn request() -> Request {
    Request {
        model: "test-model".into(),
        system: vec![Block::text("You are nub."), Block::Text { text: "Repo: demo".into(), cache_mark: true }],
        messages: vec![
            Message {
                role: Role::User,
                content: vec![
                    Block::text("read a.txt and look at this"),
                    Block::Image { media_type: "image/png".into(), data: PNG.to_vec() },
                ],
            },
            Message {
                role: Role::Assistant,
                content: vec![
                    Block::Thinking { text: "plan".into(), signature: Some(ANTHROPIC_SIGNATURE.into()), raw: None },
                    Block::Thinking { text: String::new(), signature: None, raw: Some(Opaque(REDACTED.into())) },
                    Block::Thinking {
                        text: "or".into(),
                        signature: Some("b3I=".into()),
                        raw: Some(Opaque(OPENROUTER_DETAILS.into())),
                    },
                    Block::text("Reading."),
                    Block::Thinking { text: "summary".into(), signature: None, raw: Some(gemini_raw()) },
                    Block::ToolUse { id: "call_1".into(), name: "read".into(), input: json!({"path": "a.txt"}) },
                    Block::ToolUse { id: "call.2".into(), name: "bash".into(), input: Value::String("{broken".into()) },
                ],
            },
            Message {
                role: Role::User,
                content: vec![
                    Block::ToolResult {
                        tool_use_id: "call_1".into(),
                        content: vec![Block::text("1\thello")],
                        is_error: false,
                    },
                    Block::ToolResult {
                        tool_use_id: "call.2".into(),
                        content: vec![Block::text("arguments are not JSON")],
                        is_error: true,
                    },
                    Block::Text { text: "continue".into(), cache_mark: true },
                ],
            },
            Message::assistant("Done."),
            Message::user("thanks"),
        ],
        tools: vec![
            ToolDef {
                name: "read".into(),
                description: "Read a file".into(),
                schema: json!({
                    "$schema": "https://json-schema.org/draft/2020-12/schema",
                    "type": "object",
                    "properties": {"path": {"type": "string"}},
                    "required": ["path"],
                    "additionalProperties": false
                }),
            },
            ToolDef {
                name: "bash".into(),
                description: "Run a command".into(),
                schema: json!({"type": "object", "properties": {"command": {"type": "string"}}}),
            },
        ],
        max_tokens: Some(1000),
        temperature: Some(0.5),
        effort: None,
        tool_choice: nub_llm::ToolChoice::Auto,
    }
}

/// Serializing a message as the session store does and reading it back
/// changes nothing, and opaque data is stored as received.
pub fn assert_round_trips(message: &Message, opaque: &[&str]) {
    let stored = serde_json::to_string(message).unwrap();
    for text in opaque {
        assert!(stored.contains(&serde_json::to_string(text).unwrap()), "{text} is stored as received");
    }
    let loaded: Message = serde_json::from_str(&stored).unwrap();
    assert_eq!(&loaded, message);
    assert_eq!(serde_json::to_string(&loaded).unwrap(), stored);
}
