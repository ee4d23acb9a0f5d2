//! Scripted answers in the OpenAI streaming format, shared by the
//! end-to-end tests: a text answer and a tool call.

use nub_testkit::Reply;
use serde_json::Value;

/// The model answers `text` and ends its turn.
pub fn answer(text: &str) -> Reply {
    let text = serde_json::to_string(text).unwrap();
    Reply::sse(&format!(
        "data: {{\"choices\":[{{\"index\":0,\"delta\":{{\"content\":{text}}}}}]}}\n\n\
         data: {{\"choices\":[{{\"index\":0,\"delta\":{{}},\"finish_reason\":\"stop\"}}]}}\n\ndata: [DONE]\n\n"
    ))
}

/// The model calls tool `name` with `args` (call id `id`).
pub fn tool_call(id: &str, name: &str, args: Value) -> Reply {
    let args = serde_json::to_string(&args.to_string()).unwrap();
    Reply::sse(&format!(
        "data: {{\"choices\":[{{\"index\":0,\"delta\":{{\"role\":\"assistant\",\"tool_calls\":[{{\"index\":0,\"id\":\"{id}\",\"type\":\"function\",\"function\":{{\"name\":\"{name}\",\"arguments\":{args}}}}}]}}}}]}}\n\n\
         data: {{\"choices\":[{{\"index\":0,\"delta\":{{}},\"finish_reason\":\"tool_calls\"}}]}}\n\ndata: [DONE]\n\n"
    ))
}
