//! Every recorded answer, decoded, stored and sent back: the opaque data
//! of a provider returns to it unchanged, and never to the other one.

use nub_llm::collect::Collector;
use nub_llm::{Block, Caps, Message, Request, WireApi};
use serde_json::Value;

use super::conversation::assert_round_trips;
use super::fixtures;

/// The decoded answer of a fixture.
fn answer(api: WireApi, path: &std::path::Path) -> Message {
    let mut collector = Collector::default();
    fixtures::decode(api, &std::fs::read(path).unwrap()).iter().flatten().for_each(|e| collector.push(e));
    collector.message()
}

/// Signatures, thoughtSignatures and redacted data in the blocks.
fn opaque(message: &Message) -> Vec<String> {
    let mut found = Vec::new();
    for block in &message.content {
        if let Block::Thinking { signature, raw, .. } = block {
            found.extend(signature.clone());
            let raw: Value = raw.as_ref().map(|r| serde_json::from_str(r.get()).unwrap()).unwrap_or_default();
            for key in ["thoughtSignature", "data", "encrypted_content"] {
                found.extend(raw.get(key).and_then(Value::as_str).map(str::to_owned));
            }
        }
    }
    found
}

fn body(api: WireApi, answer: Message) -> String {
    let request = Request {
        model: "m".into(),
        system: Vec::new(),
        messages: vec![Message::user("q"), answer, Message::user("next")],
        tools: Vec::new(),
        max_tokens: None,
        temperature: None,
        effort: None,
        tool_choice: nub_llm::ToolChoice::Auto,
    };
    match api {
        WireApi::Anthropic => nub_llm::anthropic::build_body(&request, &Caps::default()),
        WireApi::Gemini => nub_llm::gemini::build_body(&request, &Caps::default()),
        WireApi::OpenAi => nub_llm::openai::build_body(&request, &Caps::default()),
        WireApi::Responses => nub_llm::responses::build_body(&request, &Caps::default()),
    }
    .to_string()
}

#[test]
fn opaque_data_goes_back_to_its_own_provider_only() {
    let apis = [WireApi::Anthropic, WireApi::Gemini, WireApi::Responses, WireApi::OpenAi];
    for (dir, api) in [
        ("anthropic-public", WireApi::Anthropic),
        ("gemini-public", WireApi::Gemini),
        ("responses", WireApi::Responses),
    ] {
        for stream in fixtures::streams(dir) {
            let name = stream.display();
            let message = answer(api, &stream);
            let secrets = opaque(&message);
            assert_round_trips(&message, &[]);
            let stored = serde_json::to_string(&message).unwrap();
            assert!(secrets.iter().all(|s| stored.contains(s.as_str())), "{name}: stored as received");
            let own = body(api, message.clone());
            for secret in &secrets {
                assert_eq!(own.matches(secret.as_str()).count(), 1, "{name}: {secret:.20}… goes back once");
            }
            for other in apis.into_iter().filter(|other| *other != api) {
                let foreign = body(other, message.clone());
                for secret in &secrets {
                    assert!(!foreign.contains(secret.as_str()), "{name}: {secret:.20}… reached {other:?}");
                }
            }
        }
    }
}
