//! One session moved from Chat Completions to the Responses API and back,
//! mid-conversation, each answer a real recording: every request must be
//! valid for its protocol (calls answered under their ids), Responses'
//! reasoning must go back to Responses only, and Chat Completions must get
//! the conversation without it.

use nub_llm::{Block, Caps, Message, WireApi};
use serde_json::Value;

use super::fixtures;
use super::request_responses::{assert_calls_answered, recorded, results, sent};

fn recording(dir: &str, name: &str) -> Vec<u8> {
    std::fs::read(fixtures::dir(dir).join(name)).unwrap()
}

/// Every assistant `tool_calls` entry is answered by a `tool` message with
/// its id before the next assistant or user message.
fn assert_chat_calls_answered(messages: &[Value]) {
    let mut open: Vec<&str> = Vec::new();
    for message in messages {
        match message["role"].as_str() {
            Some("tool") => {
                let id = message["tool_call_id"].as_str().unwrap();
                let at =
                    open.iter().position(|o| *o == id).unwrap_or_else(|| panic!("a result for no call: {message}"));
                open.remove(at);
            }
            _ => {
                assert!(open.is_empty(), "calls {open:?} unanswered before {message}");
                for call in message["tool_calls"].as_array().into_iter().flatten() {
                    open.push(call["id"].as_str().unwrap());
                }
            }
        }
    }
    assert!(open.is_empty(), "calls {open:?} unanswered");
}

#[tokio::test]
async fn a_session_moves_from_chat_completions_to_responses_and_back() {
    let caps = Caps { reasoning: true, parallel_tool_calls: true, ..Caps::default() };
    // Turn 1 on Chat Completions: a tool call.
    let chat_answer = recorded("openai-public", WireApi::OpenAi, "openai-gpt4o-mini-tool-call-usage.sse");
    let mut history = vec![Message::user("first question"), chat_answer.clone(), results(&chat_answer)];

    // Turn 2 on Responses: the chat history converted, a reasoning answer.
    let responses_recording = "openai-gpt51-codex-max-store-false-encrypted-reasoning-call.sse";
    let body =
        sent(WireApi::Responses, caps.clone(), history.clone(), &recording("responses", responses_recording)).await;
    let input = body["input"].as_array().unwrap();
    assert_calls_answered(input);
    let chat_call = chat_answer.content.iter().find_map(|b| match b {
        Block::ToolUse { id, .. } => Some(id.clone()),
        _ => None,
    });
    let chat_call = chat_call.unwrap();
    assert!(input.iter().any(|i| i["type"] == "function_call" && i["call_id"] == chat_call.as_str()), "{body}");
    assert!(input.iter().all(|i| i["type"] != "reasoning"), "no reasoning item came from Chat Completions");

    let responses_answer = recorded("responses", WireApi::Responses, responses_recording);
    let encrypted = match responses_answer.content.first() {
        Some(Block::Thinking { raw: Some(raw), .. }) => {
            serde_json::from_str::<Value>(raw.get()).unwrap()["encrypted_content"].as_str().unwrap().to_owned()
        }
        other => panic!("expected a reasoning block first, got {other:?}"),
    };
    history.push(Message::user("go on"));
    history.push(responses_answer.clone());
    history.push(results(&responses_answer));

    // Turn 3 back on Chat Completions: the reasoning item is left out cleanly.
    let chat_text = recording("openai-public", "openai-gpt4o-content-logprobs.sse");
    let body = sent(WireApi::OpenAi, caps.clone(), history.clone(), &chat_text).await;
    let text = body.to_string();
    assert!(
        !text.contains(&encrypted) && !text.contains("\"reasoning\""),
        "reasoning reached Chat Completions: {text}"
    );
    let messages = body["messages"].as_array().unwrap();
    assert_chat_calls_answered(messages);
    let calls: Vec<&str> = messages
        .iter()
        .flat_map(|m| m["tool_calls"].as_array().into_iter().flatten())
        .map(|c| c["id"].as_str().unwrap())
        .collect();
    assert_eq!(calls, [chat_call.as_str(), "call_AB6AaRZ1FYZB2RwS6A5vbdqn"]);
    assert!(messages.iter().all(|m| m["content"] != Value::Null || m.get("tool_calls").is_some()), "{text}");

    // And once more on Responses: its own reasoning goes back, once.
    history.push(Message::user("and now?"));
    let body = sent(WireApi::Responses, caps, history, &recording("responses", "openai-gpt4o-function-call.sse")).await;
    let input = body["input"].as_array().unwrap();
    assert_calls_answered(input);
    let reasoning: Vec<&Value> = input.iter().filter(|i| i["type"] == "reasoning").collect();
    assert_eq!(reasoning.len(), 1);
    assert_eq!(reasoning[0]["encrypted_content"], encrypted.as_str());
}
