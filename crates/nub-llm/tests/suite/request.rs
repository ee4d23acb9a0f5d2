//! Blocks down to the flat chat-completions schema.

use nub_llm::openai::{SYSTEM_SEPARATOR, build_body};
use nub_llm::{Block, Caps, Message, Opaque, Request, Role, SystemRole, ToolDef};
use serde_json::{Value, json};

fn conversation() -> Request {
    Request {
        model: "m".into(),
        system: vec![Block::text("You are nub."), Block::text("Repo: demo")],
        messages: vec![
            Message::user("read a.txt"),
            Message {
                role: Role::Assistant,
                content: vec![
                    Block::Thinking { text: "plan".into(), signature: None, raw: None },
                    Block::text("Reading."),
                    Block::ToolUse { id: "call_1".into(), name: "read".into(), input: json!({"path": "a.txt"}) },
                    Block::ToolUse { id: "call_2".into(), name: "bash".into(), input: Value::String("{broken".into()) },
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
                        tool_use_id: "call_2".into(),
                        content: vec![Block::text("arguments are not JSON")],
                        is_error: true,
                    },
                    Block::text("and look at this"),
                    Block::Image { media_type: "image/png".into(), data: vec![137, 80, 78, 71] },
                ],
            },
        ],
        tools: vec![ToolDef {
            name: "read".into(),
            description: "Read a file".into(),
            schema: json!({"type": "object"}),
        }],
        max_tokens: Some(1000),
        temperature: Some(0.2),
        effort: None,
        tool_choice: nub_llm::ToolChoice::Auto,
    }
}

#[test]
fn a_full_conversation_maps_to_flat_messages() {
    let caps = Caps { supports_images: true, ..Caps::default() };
    let body = build_body(&conversation(), &caps);
    let expected = json!({
        "model": "m",
        "stream": true,
        "max_tokens": 1000,
        "temperature": 0.2f32,
        "tools": [{"type": "function", "function": {"name": "read", "description": "Read a file", "parameters": {"type": "object"}}}],
        "messages": [
            {"role": "system", "content": "You are nub.\n\nRepo: demo"},
            {"role": "user", "content": "read a.txt"},
            {"role": "assistant", "content": "Reading.", "tool_calls": [
                {"id": "call_1", "type": "function", "function": {"name": "read", "arguments": "{\"path\":\"a.txt\"}"}},
                {"id": "call_2", "type": "function", "function": {"name": "bash", "arguments": "{broken"}}
            ]},
            {"role": "tool", "tool_call_id": "call_1", "content": "1\thello"},
            {"role": "tool", "tool_call_id": "call_2", "content": "Error: arguments are not JSON"},
            {"role": "user", "content": [
                {"type": "text", "text": "and look at this"},
                {"type": "image_url", "image_url": {"url": "data:image/png;base64,iVBORw=="}}
            ]}
        ]
    });
    assert_eq!(body, expected);
}

#[test]
fn usage_is_requested_only_where_supported_and_tools_only_when_present() {
    let mut request = conversation();
    request.tools.clear();
    let body = build_body(&request, &Caps { usage_in_stream: true, ..Caps::default() });
    assert_eq!(body["stream_options"], json!({"include_usage": true}));
    assert!(body.get("tools").is_none());
    assert!(build_body(&request, &Caps::default()).get("stream_options").is_none());
}

#[test]
fn system_text_goes_where_the_caps_say() {
    let developer = build_body(&conversation(), &Caps { system_role: SystemRole::Developer, ..Caps::default() });
    assert_eq!(developer["messages"][0]["role"], "developer");
    assert!(developer.get("max_completion_tokens").is_some(), "reasoning models take the newer limit name");

    let inline = build_body(&conversation(), &Caps { system_role: SystemRole::FirstUserMessage, ..Caps::default() });
    assert_eq!(
        inline["messages"][0],
        json!({"role": "user", "content": format!("You are nub.\n\nRepo: demo{SYSTEM_SEPARATOR}read a.txt")})
    );
    assert!(inline["messages"].as_array().unwrap().iter().all(|m| m["role"] != "system"));
}

#[test]
fn images_degrade_to_a_note_for_text_only_models() {
    let body = build_body(&conversation(), &Caps::default());
    let last = &body["messages"][5];
    assert_eq!(last["content"], "and look at this\n\n[image omitted: this model does not accept images]");
}

#[test]
fn openrouter_reasoning_details_go_back_unchanged() {
    let details = r#"[{"type":"reasoning.encrypted","data":"gAAA=="}]"#;
    let raw = Opaque(details.to_owned());
    let request = Request {
        messages: vec![
            Message::user("hi"),
            Message {
                role: Role::Assistant,
                content: vec![
                    Block::Thinking { text: String::new(), signature: None, raw: Some(raw) },
                    Block::text("Hello"),
                ],
            },
        ],
        ..conversation()
    };
    let body = build_body(&request, &Caps::default());
    assert_eq!(body["messages"][2]["reasoning_details"], serde_json::from_str::<Value>(details).unwrap());
}

#[test]
fn blocks_round_trip_through_json_byte_for_byte() {
    let raw = r#"[{"type":"reasoning.text","text":"x","signature":"c2ln","format":"anthropic-claude-v1","index":0}]"#;
    let message = Message {
        role: Role::Assistant,
        content: vec![
            Block::Thinking { text: "x".into(), signature: Some("c2ln".into()), raw: Some(Opaque(raw.to_owned())) },
            Block::Image { media_type: "image/png".into(), data: (0..=255).collect() },
            Block::Text { text: "t".into(), cache_mark: true },
        ],
    };
    let stored = serde_json::to_string(&message).unwrap();
    assert!(stored.contains(&serde_json::to_string(raw).unwrap()), "opaque data is stored as received");
    let loaded: Message = serde_json::from_str(&stored).unwrap();
    assert_eq!(loaded, message);
    assert_eq!(serde_json::to_string(&loaded).unwrap(), stored);
}

#[test]
fn sampling_is_the_servers_unless_configured() {
    let request = Request {
        model: "m".into(),
        system: Vec::new(),
        messages: vec![Message::user("hi")],
        tools: Vec::new(),
        max_tokens: None,
        temperature: None,
        effort: None,
        tool_choice: nub_llm::ToolChoice::Auto,
    };
    let body = build_body(&request, &Caps::default());
    assert!(body.get("temperature").is_none() && body.get("top_p").is_none(), "{body}");
    let caps = Caps { temperature: Some(0.0), top_p: Some(0.9), ..Caps::default() };
    let body = build_body(&request, &caps);
    assert_eq!((body["temperature"].as_f64(), body["top_p"].as_f64()), (Some(0.0), Some(0.8999999761581421)));
    let anthropic = nub_llm::anthropic::build_body(&request, &caps);
    assert_eq!(anthropic["temperature"], json!(0.0));
    assert!(anthropic.get("top_p").is_some());
    let gemini = nub_llm::gemini::build_body(&request, &caps);
    assert!(gemini["generationConfig"].get("topP").is_some(), "{gemini}");
    // A request's own temperature wins over the endpoint's.
    let body = build_body(&Request { temperature: Some(0.5), ..request }, &caps);
    assert_eq!(body["temperature"].as_f64(), Some(0.5));
}

#[test]
fn text_blocks_of_one_message_stay_paragraphs() {
    // A prompt and its `@file` attachment are two blocks; plain-string content must not glue them.
    let prompt = Message {
        role: Role::User,
        content: vec![
            Block::text("explain @a.rs"),
            Block::text("<attachment path=\"a.rs\" detail=\"1 line\">\nfn a() {}\n</attachment>"),
        ],
    };
    let request = Request { messages: vec![prompt], ..conversation() };
    let body = build_body(&request, &Caps::default());
    let first = body["messages"].as_array().unwrap().iter().find(|m| m["role"] == "user").unwrap();
    assert_eq!(
        first["content"],
        "explain @a.rs\n\n<attachment path=\"a.rs\" detail=\"1 line\">\nfn a() {}\n</attachment>"
    );
    let inline = build_body(&request, &Caps { system_role: SystemRole::FirstUserMessage, ..Caps::default() });
    let content = inline["messages"][0]["content"].as_str().unwrap();
    assert!(content.contains(&format!("{SYSTEM_SEPARATOR}explain @a.rs\n\n<attachment")), "{content}");
}

/// Calls forbidden, the tools are still listed in each protocol (so the
/// start of the prompt, and a server's cache of it, stay as they were) and
/// each protocol's own "none" is set; by default no choice is sent at all.
#[test]
fn forbidden_calls_keep_the_tools_listed_and_say_none() {
    let auto = conversation();
    assert!(!auto.tools.is_empty());
    let forbidden = Request { tool_choice: nub_llm::ToolChoice::Forbidden, ..conversation() };
    let caps = Caps::default();

    let openai = build_body(&forbidden, &caps);
    assert_eq!(openai["tool_choice"], json!("none"));
    assert_eq!(openai["tools"], build_body(&auto, &caps)["tools"]);
    assert!(build_body(&auto, &caps).get("tool_choice").is_none());

    let anthropic = nub_llm::anthropic::build_body(&forbidden, &caps);
    assert_eq!(anthropic["tool_choice"], json!({"type": "none"}));
    assert_eq!(anthropic["tools"], nub_llm::anthropic::build_body(&auto, &caps)["tools"]);
    assert!(nub_llm::anthropic::build_body(&auto, &caps).get("tool_choice").is_none());

    let gemini = nub_llm::gemini::build_body(&forbidden, &caps);
    assert_eq!(gemini["toolConfig"], json!({"functionCallingConfig": {"mode": "NONE"}}));
    assert_eq!(gemini["tools"], nub_llm::gemini::build_body(&auto, &caps)["tools"]);
    assert!(nub_llm::gemini::build_body(&auto, &caps).get("toolConfig").is_none());

    let responses = nub_llm::responses::build_body(&forbidden, &caps);
    assert_eq!(responses["tool_choice"], json!("none"));
    assert_eq!(responses["tools"], nub_llm::responses::build_body(&auto, &caps)["tools"]);
    assert!(nub_llm::responses::build_body(&auto, &caps).get("tool_choice").is_none());

    // With no tools to list, there is nothing to forbid: servers reject a
    // choice without tools.
    let bare = Request { tools: Vec::new(), ..forbidden };
    assert!(build_body(&bare, &caps).get("tool_choice").is_none());
    assert!(nub_llm::anthropic::build_body(&bare, &caps).get("tool_choice").is_none());
}
