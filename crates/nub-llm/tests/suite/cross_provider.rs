//! A conversation recorded with OpenAI-compatible servers, continued with
//! Anthropic and Gemini: the requests they get must be valid — every call
//! answered in the next message, ids preserved (or made safe the same way on
//! both sides), no thinking from another provider.

use futures_util::StreamExt;
use nub_llm::collect::Collector;
use nub_llm::http::HttpOptions;
use nub_llm::{Block, Caps, Event, Message, Request, Role, WireApi};
use nub_testkit::{Reply, TestServer};
use serde_json::Value;
use tokio_util::sync::CancellationToken;

use super::fixtures;

fn recorded(name: &str) -> Message {
    let bytes = std::fs::read(fixtures::dir("openai-public").join(name)).unwrap();
    let mut collector = Collector::default();
    fixtures::decode(WireApi::OpenAi, &bytes).iter().flatten().for_each(|e| collector.push(e));
    collector.message()
}

fn result(message: &Message, at: usize) -> Block {
    let id = message
        .content
        .iter()
        .filter_map(|b| match b {
            Block::ToolUse { id, .. } => Some(id.clone()),
            _ => None,
        })
        .nth(at)
        .unwrap();
    Block::ToolResult { tool_use_id: id, content: vec![Block::text("result")], is_error: false }
}

/// Kimi via OpenRouter (id `llm_version:0`, not valid for Anthropic), GPT-4o
/// with two parallel calls (only one answered: the session was cut), and
/// Claude via OpenRouter (thinking as OpenRouter reasoning details).
fn openai_history() -> Vec<Message> {
    let kimi = recorded("openrouter-novita-kimi-k2-split-tool-call.sse");
    let parallel = recorded("openai-gpt4o-parallel-tool-calls.sse");
    let reasoning = recorded("openrouter-claude-reasoning-details.sse");
    assert!(reasoning.content.iter().any(|b| matches!(b, Block::Thinking { raw: Some(_), .. })));
    vec![
        Message::user("version?"),
        Message { role: Role::User, content: vec![Block::text("and be brief")] },
        kimi.clone(),
        Message { role: Role::User, content: vec![result(&kimi, 0)] },
        Message::user("weather and stock?"),
        parallel.clone(),
        Message { role: Role::User, content: vec![result(&parallel, 0)] },
        reasoning,
        Message::user("continue"),
    ]
}

async fn sent_body(api: WireApi, answer: &str) -> Value {
    let server = TestServer::start(vec![Reply::sse(answer)]).await.unwrap();
    let provider =
        nub_llm::build_provider(api, "test", &server.base_url(), None, Caps::default(), HttpOptions::default())
            .unwrap();
    let request = Request {
        model: "m".into(),
        system: Vec::new(),
        messages: openai_history(),
        tools: Vec::new(),
        max_tokens: None,
        temperature: None,
        effort: None,
        tool_choice: nub_llm::ToolChoice::Auto,
    };
    let items: Vec<_> = provider.stream(request, CancellationToken::new()).await.unwrap().collect().await;
    assert!(matches!(items.last(), Some(Ok(Event::Done { .. }))), "{items:?}");
    serde_json::from_str(&server.requests()[0].body).unwrap()
}

fn of_type<'a>(blocks: &'a Value, kind: &str, key: &str) -> Vec<&'a str> {
    blocks.as_array().unwrap().iter().filter(|b| b["type"] == kind).map(|b| b[key].as_str().unwrap()).collect()
}

#[tokio::test]
async fn an_openai_conversation_continues_as_a_valid_messages_request() {
    let answer = "data: {\"type\":\"message_delta\",\"delta\":{\"stop_reason\":\"end_turn\"}}\n\ndata: {\"type\":\"message_stop\"}\n\n";
    let body = sent_body(WireApi::Anthropic, answer).await;
    let messages = body["messages"].as_array().unwrap();
    let safe = |id: &str| !id.is_empty() && id.chars().all(|c| c.is_ascii_alphanumeric() || c == '_' || c == '-');
    let mut all_calls = Vec::new();
    for (at, message) in messages.iter().enumerate() {
        let role = if at % 2 == 0 { "user" } else { "assistant" };
        assert_eq!(message["role"], role, "roles alternate, user first: {message}");
        let content = &message["content"];
        assert!(of_type(content, "thinking", "signature").is_empty(), "OpenRouter's thinking is not Anthropic's");
        let calls = of_type(content, "tool_use", "id");
        if calls.is_empty() {
            continue;
        }
        let next = &messages[at + 1]["content"];
        let results = of_type(next, "tool_result", "tool_use_id");
        assert_eq!(results.len(), calls.len(), "every call is answered: {next}");
        for call in &calls {
            assert!(safe(call), "{call} is a valid Anthropic id");
            assert!(results.contains(call), "{call} is answered under the same id");
        }
        let first_other = next.as_array().unwrap().iter().position(|b| b["type"] != "tool_result");
        assert!(first_other.is_none_or(|p| p >= results.len()), "results come first: {next}");
        all_calls.extend(calls);
    }
    assert!(all_calls.contains(&"call_JMW1whyEaYG438VE1OIflxA2"), "valid ids pass unchanged: {all_calls:?}");
    assert!(all_calls.contains(&"call_DNYTawLBoN8fj3KN6qU9N1Ou"));
    assert!(all_calls.iter().any(|id| id.starts_with("llm_version_0_")), "{all_calls:?}");
}

#[tokio::test]
async fn an_openai_conversation_continues_as_a_valid_gemini_request() {
    let answer = "data: {\"candidates\":[{\"content\":{\"parts\":[{\"text\":\"ok\"}]},\"finishReason\":\"STOP\"}]}\n\n";
    let body = sent_body(WireApi::Gemini, answer).await;
    let contents = body["contents"].as_array().unwrap();
    for (at, content) in contents.iter().enumerate() {
        let role = if at % 2 == 0 { "user" } else { "model" };
        assert_eq!(content["role"], role, "roles alternate, user first: {content}");
        let parts = content["parts"].as_array().unwrap();
        assert!(parts.iter().all(|p| p.get("thought").is_none()), "no foreign thinking");
        let calls: Vec<&Value> = parts.iter().filter_map(|p| p.get("functionCall")).collect();
        if calls.is_empty() {
            continue;
        }
        assert_eq!(
            parts.iter().find(|p| p.get("functionCall").is_some()).unwrap()["thoughtSignature"],
            nub_llm::gemini::SKIP_SIGNATURE
        );
        let answers: Vec<&Value> =
            contents[at + 1]["parts"].as_array().unwrap().iter().filter_map(|p| p.get("functionResponse")).collect();
        assert_eq!(answers.len(), calls.len(), "one response per call");
        for call in calls {
            assert!(
                answers.iter().any(|a| a["id"] == call["id"] && a["name"] == call["name"]),
                "{call} is answered by id and name"
            );
        }
    }
    assert!(body.to_string().contains("\"id\":\"llm_version:0\""), "Gemini takes any id unchanged");
}
