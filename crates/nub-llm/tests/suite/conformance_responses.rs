//! The Responses adapter against real recorded streams, checked with an
//! oracle that reads the events with plain JSON lookups: per output item,
//! the text its deltas carry, or its finished text where nothing streamed.

use std::collections::BTreeMap;

use nub_llm::WireApi;
use serde_json::Value;

use super::conformance::{Expected, check_dir};

/// One output item as the oracle sees it.
#[derive(Default)]
struct Item {
    kind: String,
    /// Per part (in order of first text): streamed text, finished text.
    parts: Vec<(String, String, Option<String>)>,
    name: Option<String>,
    encrypted: Option<String>,
}

impl Item {
    fn part(&mut self, key: String) -> &mut (String, String, Option<String>) {
        if let Some(at) = self.parts.iter().position(|(k, _, _)| *k == key) {
            return &mut self.parts[at];
        }
        self.parts.push((key, String::new(), None));
        self.parts.last_mut().unwrap()
    }

    /// Each part's text: the finished text where it goes on from what
    /// streamed (deltas may stop early), else what streamed.
    fn texts(&self) -> Vec<String> {
        let pick = |(_, streamed, full): &(String, String, Option<String>)| match full {
            Some(full) if full.starts_with(streamed.as_str()) => full.clone(),
            _ => streamed.clone(),
        };
        self.parts.iter().map(pick).filter(|t| !t.is_empty()).collect()
    }
}

/// What a recorded Responses stream says, without the adapter.
fn oracle(bytes: &[u8]) -> Expected {
    let text = String::from_utf8_lossy(bytes).replace("\r\n", "\n");
    let mut expected = Expected { signatures: Some(Vec::new()), ..Expected::default() };
    let mut items: BTreeMap<u64, Item> = BTreeMap::new();
    let mut complete = false;
    for event in text.split("\n\n") {
        let data: Vec<&str> = event.lines().filter_map(|l| l.strip_prefix("data:")).map(str::trim).collect();
        if data.is_empty() || data == ["[DONE]"] {
            continue;
        }
        let event: Value = serde_json::from_str(&data.join("\n")).unwrap();
        let index = event["output_index"].as_u64().unwrap_or_default();
        let at = |key: &str| event[key].as_u64().unwrap_or_default();
        let delta = event["delta"].as_str().unwrap_or_default();
        match event["type"].as_str().unwrap_or_default() {
            "response.output_item.added" | "response.output_item.done" => {
                let item = &event["item"];
                let entry = items.entry(index).or_default();
                entry.kind = item["type"].as_str().unwrap_or_default().to_owned();
                if let Some(name) = item["name"].as_str() {
                    entry.name = Some(name.to_owned());
                }
                for (i, part) in item["summary"].as_array().into_iter().flatten().enumerate() {
                    entry.part(format!("summary {i}")).2 = part["text"].as_str().map(str::to_owned);
                }
                for (i, part) in item["content"].as_array().into_iter().flatten().enumerate() {
                    let full = part["text"].as_str().or(part["refusal"].as_str()).map(str::to_owned);
                    entry.part(format!("content {i}")).2 = full;
                }
                if let Some(arguments) = item["arguments"].as_str().filter(|a| !a.is_empty()) {
                    entry.part("arguments".into()).2 = Some(arguments.to_owned());
                }
                if event["type"] == "response.output_item.done" {
                    entry.encrypted = item["encrypted_content"].as_str().map(str::to_owned);
                }
                if !matches!(entry.kind.as_str(), "message" | "reasoning" | "function_call")
                    && let Some(id) = item["id"].as_str()
                {
                    expected.server_call_ids.push(id.to_owned());
                }
            }
            "response.output_text.delta" | "response.refusal.delta" | "response.reasoning_text.delta" => {
                let entry = items.entry(index).or_default();
                entry.part(format!("content {}", at("content_index"))).1.push_str(delta);
            }
            "response.reasoning_summary_text.delta" => {
                let entry = items.entry(index).or_default();
                entry.part(format!("summary {}", at("summary_index"))).1.push_str(delta);
            }
            "response.output_text.done" | "response.reasoning_text.done" => {
                let entry = items.entry(index).or_default();
                entry.part(format!("content {}", at("content_index"))).2 = event["text"].as_str().map(str::to_owned);
            }
            "response.function_call_arguments.delta" => {
                items.entry(index).or_default().part("arguments".into()).1.push_str(delta);
            }
            "response.function_call_arguments.done" => {
                let arguments = event["arguments"].as_str().map(str::to_owned);
                items.entry(index).or_default().part("arguments".into()).2 = arguments;
            }
            "error" | "response.failed" => {
                expected.error = true;
                break;
            }
            "response.completed" | "response.incomplete" => {
                complete = true;
                break;
            }
            _ => {}
        }
    }
    for item in items.values() {
        match item.kind.as_str() {
            "message" => expected.text.push_str(&item.texts().concat()),
            "reasoning" => {
                expected.thinking.push_str(&item.texts().join("\n\n"));
                expected.signatures.as_mut().unwrap().extend(item.encrypted.clone());
            }
            "function_call" => {
                expected.tool_names.extend(item.name.clone());
                expected.tool_args.push_str(&item.texts().concat());
            }
            _ => {}
        }
    }
    expected.error |= !complete;
    expected
}

#[test]
fn every_public_responses_stream_decodes_to_what_it_carries() {
    check_dir("responses", WireApi::Responses, oracle);
}

/// The recordings cover every event kind the adapter claims to handle.
#[test]
fn the_recordings_cover_every_event_kind() {
    let mut seen = std::collections::BTreeSet::new();
    for stream in super::fixtures::streams("responses") {
        let text = std::fs::read_to_string(&stream).unwrap();
        for line in text.lines().filter_map(|l| l.strip_prefix("data:")) {
            if let Ok(event) = serde_json::from_str::<Value>(line.trim()) {
                let kind = event["type"].as_str().unwrap_or_default().to_owned();
                let item = event["item"]["type"].as_str().map(|t| format!("{kind}/{t}"));
                seen.insert(kind);
                seen.extend(item);
            }
        }
    }
    let wanted = [
        "response.created",
        "response.in_progress",
        "response.output_item.added/message",
        "response.output_item.added/function_call",
        "response.output_item.added/reasoning",
        "response.output_item.done/message",
        "response.output_item.done/function_call",
        "response.output_item.done/reasoning",
        "response.output_text.delta",
        "response.output_text.done",
        "response.function_call_arguments.delta",
        "response.function_call_arguments.done",
        "response.reasoning_summary_text.delta",
        "response.reasoning_summary_text.done",
        "response.reasoning_text.delta",
        "response.completed",
        "response.failed",
        "error",
    ];
    let missing: Vec<&str> = wanted.iter().copied().filter(|kind| !seen.contains(*kind)).collect();
    assert!(missing.is_empty(), "no recording has {missing:?}");
}
