//! Tool calls cut off at the output token limit. The answer stops in the
//! middle of a call's arguments, which are then not JSON; stored as they
//! came, they went back to the server in every later request, and
//! llama.cpp answered each of those with HTTP 500. Such a call is stored
//! with empty (valid) arguments, never run, and answered as failed with what
//! happened and how to avoid it.

use nub_llm::{Block, Message};
use serde_json::Value;

/// The result of a cut-off call, for the model.
pub(super) const CUT_OFF: &str = "This call was cut off at the output token limit before its arguments were complete, so it did not run. Make it smaller: change a few lines per edit (short old_string and new_string), and split a long file or change into several smaller calls.";

/// Replaces the arguments of the calls in `message` that are not a JSON
/// object (cut off mid-way) with `{}`; their ids.
pub(super) fn mend(message: &mut Message) -> Vec<String> {
    let mut cut = Vec::new();
    for block in &mut message.content {
        if let Block::ToolUse { id, input, .. } = block
            && !is_complete(input)
        {
            *input = Value::Object(Default::default());
            cut.push(id.clone());
        }
    }
    cut
}

/// Arguments that parsed: an object, or a string holding one (a model
/// that encodes its arguments twice, which the tools accept).
fn is_complete(input: &Value) -> bool {
    match input {
        Value::Object(_) => true,
        Value::String(text) => serde_json::from_str::<Value>(text).is_ok_and(|v| v.is_object()),
        _ => false,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use nub_llm::Role;
    use serde_json::json;

    #[test]
    fn only_calls_whose_arguments_did_not_parse_are_mended() {
        let call = |id: &str, input: Value| Block::ToolUse { id: id.into(), name: "edit".into(), input };
        let mut message = Message {
            role: Role::Assistant,
            content: vec![
                Block::text("Editing."),
                call("whole", json!({"path": "a"})),
                call("twice", Value::String(r#"{"path": "a"}"#.into())),
                call("cut", Value::String(r#"{"path": "a", "old_str"#.into())),
            ],
        };
        assert_eq!(mend(&mut message), ["cut"]);
        assert_eq!(message.content[3], call("cut", json!({})));
        assert_eq!(message.content[2], call("twice", Value::String(r#"{"path": "a"}"#.into())));
    }
}
