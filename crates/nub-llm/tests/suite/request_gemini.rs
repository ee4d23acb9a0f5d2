//! Blocks down to Gemini's `generateContent`.

use nub_llm::gemini::{SKIP_SIGNATURE, build_body};
use nub_llm::{Block, Caps, Message, Role};
use serde_json::json;

use super::conversation::{self, ANTHROPIC_SIGNATURE, GEMINI_SIGNATURE};

fn gemini_caps() -> Caps {
    Caps { supports_images: true, reasoning: true, max_context: 1_048_576, ..Caps::default() }
}

#[test]
fn a_full_conversation_maps_to_contents() {
    let body = build_body(&conversation::request(), &gemini_caps());
    let expected = json!({
        "systemInstruction": {"parts": [{"text": "You are nub."}, {"text": "Repo: demo"}]},
        "contents": [
            {"role": "user", "parts": [
                {"text": "read a.txt and look at this"},
                {"inlineData": {"mimeType": "image/png", "data": "iVBORw=="}},
            ]},
            {"role": "model", "parts": [
                {"text": "Reading."},
                {"functionCall": {"id": "call_1", "name": "read", "args": {"path": "a.txt"}},
                 "thoughtSignature": GEMINI_SIGNATURE},
                {"functionCall": {"id": "call.2", "name": "bash", "args": {}}},
            ]},
            {"role": "user", "parts": [
                {"functionResponse": {"id": "call_1", "name": "read", "response": {"output": "1\thello"}}},
                {"functionResponse": {"id": "call.2", "name": "bash", "response": {"error": "arguments are not JSON"}}},
                {"text": "continue"},
            ]},
            {"role": "model", "parts": [{"text": "Done."}]},
            {"role": "user", "parts": [{"text": "thanks"}]},
        ],
        "tools": [{"functionDeclarations": [
            {"name": "read", "description": "Read a file", "parameters": {
                "type": "object", "properties": {"path": {"type": "string"}}, "required": ["path"]
            }},
            {"name": "bash", "description": "Run a command", "parameters": {
                "type": "object", "properties": {"command": {"type": "string"}}
            }},
        ]}],
        "generationConfig": {"maxOutputTokens": 1000, "temperature": 0.5, "thinkingConfig": {"includeThoughts": true}},
    });
    assert_eq!(body, expected);
    let text = body.to_string();
    assert!(!text.contains(ANTHROPIC_SIGNATURE) && !text.contains("cmVkYWN0ZWQ="), "Anthropic's thinking stays home");
    assert!(!text.contains("b3I="), "so does OpenRouter's");
}

#[test]
fn signatures_return_on_the_part_they_came_with() {
    let signed = |sig: &str| Block::Thinking {
        text: String::new(),
        signature: None,
        raw: Some(nub_llm::Opaque(format!(r#"{{"thoughtSignature":"{sig}"}}"#))),
    };
    let request = nub_llm::Request {
        messages: vec![
            Message::user("go"),
            Message {
                role: Role::Assistant,
                content: vec![
                    signed("QQ=="),
                    Block::text("first"),
                    Block::text("second"),
                    signed("Qg=="),
                    signed("Qw=="),
                ],
            },
            Message::user("next"),
        ],
        tools: Vec::new(),
        ..conversation::request()
    };
    let body = build_body(&request, &Caps::default());
    assert_eq!(
        body["contents"][1]["parts"],
        json!([
            {"text": "first", "thoughtSignature": "QQ=="},
            {"text": "second"},
            {"text": "", "thoughtSignature": "Qg=="},
            {"text": "", "thoughtSignature": "Qw=="},
        ])
    );
    assert!(body.get("tools").is_none());
    assert!(body["generationConfig"].get("thinkingConfig").is_none(), "no thoughts asked of a model without");
}

#[test]
fn a_first_call_without_a_signature_gets_the_documented_stand_in() {
    let request = nub_llm::Request {
        messages: vec![
            Message::user("go"),
            Message {
                role: Role::Assistant,
                content: vec![
                    Block::ToolUse { id: "call_a".into(), name: "read".into(), input: json!({}) },
                    Block::ToolUse { id: "call_b".into(), name: "read".into(), input: json!({}) },
                ],
            },
        ],
        ..conversation::request()
    };
    let body = build_body(&request, &gemini_caps());
    let parts = &body["contents"][1]["parts"];
    assert_eq!(parts[0]["thoughtSignature"], SKIP_SIGNATURE);
    assert!(parts[1].get("thoughtSignature").is_none());
    let answers = &body["contents"][2]["parts"];
    assert_eq!(answers[0]["functionResponse"]["name"], "read", "unanswered calls get an error response");
    assert!(answers[1]["functionResponse"]["response"]["error"].is_string());
}
