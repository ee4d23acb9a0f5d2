//! One effort, four protocols: what each adapter sends for it, and that a
//! model without reasoning gets nothing.

use nub_llm::effort::Effort;
use nub_llm::{Block, Caps, Message, Request, Role};
use serde_json::{Value, json};

fn request(effort: Option<Effort>, messages: Vec<Message>) -> Request {
    Request {
        model: "claude-sonnet-4-5".into(),
        system: Vec::new(),
        messages,
        tools: Vec::new(),
        max_tokens: None,
        temperature: Some(0.5),
        effort,
        tool_choice: nub_llm::ToolChoice::Auto,
    }
}

fn reasoning() -> Caps {
    Caps { reasoning: true, ..Caps::default() }
}

fn bodies(request: &Request, caps: &Caps) -> [Value; 4] {
    [
        nub_llm::responses::build_body(request, caps),
        nub_llm::openai::build_body(request, caps),
        nub_llm::anthropic::build_body(request, caps),
        nub_llm::gemini::build_body(request, caps),
    ]
}

#[test]
fn each_protocol_gets_the_effort_its_own_way() {
    let expected = [
        (Effort::Minimal, 1_024, 512),
        (Effort::Low, 4_096, 2_048),
        (Effort::Medium, 8_192, 8_192),
        (Effort::High, 16_384, 16_384),
        (Effort::Xhigh, 24_576, 24_576),
    ];
    for (effort, anthropic_budget, gemini_budget) in expected {
        let [responses, chat, anthropic, gemini] =
            bodies(&request(Some(effort), vec![Message::user("hi")]), &reasoning());
        assert_eq!(responses["reasoning"], json!({"summary": "auto", "effort": effort.name()}));
        assert_eq!(chat["reasoning_effort"], effort.name());
        assert_eq!(anthropic["thinking"], json!({"type": "enabled", "budget_tokens": anthropic_budget}));
        assert!(anthropic["max_tokens"].as_u64().unwrap() > anthropic_budget, "{anthropic}");
        assert!(anthropic.get("temperature").is_none(), "thinking takes the default sampling");
        assert_eq!(
            gemini["generationConfig"]["thinkingConfig"],
            json!({"includeThoughts": true, "thinkingBudget": gemini_budget})
        );
    }
}

#[test]
fn a_small_max_tokens_is_raised_above_the_thinking_budget() {
    let mut small = request(Some(Effort::High), vec![Message::user("hi")]);
    small.max_tokens = Some(2_000);
    let body = nub_llm::anthropic::build_body(&small, &reasoning());
    assert_eq!(body["max_tokens"], 16_384 + 4_096);
}

#[test]
fn no_effort_and_no_reasoning_mean_no_parameter() {
    let [responses, chat, anthropic, gemini] = bodies(&request(None, vec![Message::user("hi")]), &reasoning());
    assert_eq!(responses["reasoning"], json!({"summary": "auto"}));
    assert!(chat.get("reasoning_effort").is_none() && anthropic.get("thinking").is_none());
    assert_eq!(anthropic["temperature"], 0.5);
    assert_eq!(gemini["generationConfig"]["thinkingConfig"], json!({"includeThoughts": true}));

    let plain = Caps::default();
    for body in bodies(&request(Some(Effort::High), vec![Message::user("hi")]), &plain) {
        let text = body.to_string();
        for key in ["reasoning", "effort", "thinking", "include"] {
            assert!(!text.contains(&format!("\"{key}")), "a model without reasoning got {key}: {text}");
        }
    }
}

#[test]
fn anthropic_does_not_start_thinking_inside_a_tool_loop_that_began_without_it() {
    let call = Block::ToolUse { id: "call_1".into(), name: "read".into(), input: json!({}) };
    let result = Block::ToolResult { tool_use_id: "call_1".into(), content: vec![Block::text("ok")], is_error: false };
    let loop_without = vec![
        Message::user("read it"),
        Message { role: Role::Assistant, content: vec![call.clone()] },
        Message { role: Role::User, content: vec![result.clone()] },
    ];
    let body = nub_llm::anthropic::build_body(&request(Some(Effort::High), loop_without), &reasoning());
    assert!(body.get("thinking").is_none(), "{body}");

    let signed = Block::Thinking { text: "plan".into(), signature: Some("c2ln".into()), raw: None };
    let loop_with = vec![
        Message::user("read it"),
        Message { role: Role::Assistant, content: vec![signed, call] },
        Message { role: Role::User, content: vec![result] },
    ];
    let body = nub_llm::anthropic::build_body(&request(Some(Effort::High), loop_with), &reasoning());
    assert_eq!(body["thinking"]["budget_tokens"], 16_384);
}
