//! The Anthropic adapter against real Messages streams, checked with an
//! oracle that reads the events with plain JSON lookups.

use std::collections::BTreeMap;

use nub_llm::WireApi;
use serde_json::Value;

use super::conformance::{Expected, check_dir};

/// What a recorded Messages stream says, without the adapter.
fn oracle(bytes: &[u8]) -> Expected {
    let text = String::from_utf8_lossy(bytes).replace("\r\n", "\n");
    let mut expected = Expected::default();
    // Per Anthropic block index: its type, and its signature or redacted data.
    let mut kinds: BTreeMap<u64, String> = BTreeMap::new();
    let mut signatures: BTreeMap<u64, String> = BTreeMap::new();
    let mut complete = false;
    for event in text.split("\n\n") {
        let data: Vec<&str> = event.lines().filter_map(|l| l.strip_prefix("data:")).map(str::trim).collect();
        if data.is_empty() {
            continue;
        }
        let event: Value = serde_json::from_str(&data.join("\n")).unwrap();
        let index = event["index"].as_u64().unwrap_or_default();
        match event["type"].as_str().unwrap_or_default() {
            "content_block_start" => {
                let block = &event["content_block"];
                let kind = block["type"].as_str().unwrap_or_default();
                match kind {
                    "text" => expected.text.push_str(block["text"].as_str().unwrap_or_default()),
                    "thinking" => expected.thinking.push_str(block["thinking"].as_str().unwrap_or_default()),
                    "redacted_thinking" => {
                        signatures.insert(index, block["data"].as_str().unwrap().to_owned());
                    }
                    "tool_use" => expected.tool_names.push(block["name"].as_str().unwrap().to_owned()),
                    _ => {
                        if let Some(id) = block["id"].as_str() {
                            expected.server_call_ids.push(id.to_owned());
                        }
                    }
                }
                kinds.insert(index, kind.to_owned());
            }
            "content_block_delta" => {
                let delta = &event["delta"];
                let kind = kinds.get(&index).map(String::as_str);
                match (kind, delta["type"].as_str().unwrap_or_default()) {
                    (Some("text"), "text_delta") => expected.text.push_str(delta["text"].as_str().unwrap()),
                    (Some("thinking"), "thinking_delta") => {
                        expected.thinking.push_str(delta["thinking"].as_str().unwrap());
                    }
                    (Some("thinking"), "signature_delta") => {
                        signatures.insert(index, delta["signature"].as_str().unwrap().to_owned());
                    }
                    (Some("tool_use"), "input_json_delta") => {
                        expected.tool_args.push_str(delta["partial_json"].as_str().unwrap());
                    }
                    _ => {}
                }
            }
            "error" => {
                expected.error = true;
                break;
            }
            "message_stop" => {
                complete = true;
                break;
            }
            _ => {}
        }
    }
    expected.error |= !complete;
    expected.signatures = Some(signatures.into_values().collect());
    expected
}

#[test]
fn every_public_anthropic_stream_decodes_to_what_it_carries() {
    check_dir("anthropic-public", WireApi::Anthropic, oracle);
}
