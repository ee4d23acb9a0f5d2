//! The Gemini adapter against real `streamGenerateContent` streams, checked
//! with an oracle that reads the chunks with plain JSON lookups.

use nub_llm::WireApi;
use serde_json::Value;

use super::conformance::{Expected, check_dir};

/// What a recorded Gemini stream says, without the adapter.
fn oracle(bytes: &[u8]) -> Expected {
    let text = String::from_utf8_lossy(bytes).replace("\r\n", "\n");
    let mut expected = Expected { signatures: Some(Vec::new()), ..Expected::default() };
    let mut finished = false;
    for event in text.split("\n\n") {
        let data: Vec<&str> = event.lines().filter_map(|l| l.strip_prefix("data:")).map(str::trim).collect();
        if data.is_empty() {
            continue;
        }
        let chunk: Value = serde_json::from_str(&data.join("\n")).unwrap();
        if !chunk["error"].is_null() || !chunk["promptFeedback"]["blockReason"].is_null() {
            expected.error = true;
            break;
        }
        let candidate = &chunk["candidates"][0];
        for part in candidate["content"]["parts"].as_array().into_iter().flatten() {
            let is_kept = part.get("text").is_some() || part.get("functionCall").is_some();
            // A signature travels with a text or call part; other parts
            // (code execution) are not kept, and neither is theirs.
            if let Some(signature) = part["thoughtSignature"].as_str().filter(|_| is_kept) {
                expected.signatures.as_mut().unwrap().push(signature.to_owned());
            }
            if let Some(text) = part["text"].as_str() {
                if part["thought"] == true {
                    expected.thinking.push_str(text);
                } else {
                    expected.text.push_str(text);
                }
            }
            if let Some(call) = part.get("functionCall") {
                expected.tool_names.push(call["name"].as_str().unwrap().to_owned());
                let args = if call["args"].is_object() { call["args"].to_string() } else { "{}".to_owned() };
                expected.tool_args.push_str(&args);
            }
        }
        if let Some(reason) = candidate["finishReason"].as_str() {
            finished = true;
            expected.error =
                matches!(reason, "MALFORMED_FUNCTION_CALL" | "UNEXPECTED_TOOL_CALL" | "TOO_MANY_TOOL_CALLS");
            break;
        }
    }
    expected.error |= !finished;
    expected
}

#[test]
fn every_public_gemini_stream_decodes_to_what_it_carries() {
    check_dir("gemini-public", WireApi::Gemini, oracle);
}
