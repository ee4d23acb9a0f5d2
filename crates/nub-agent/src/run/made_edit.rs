//! An edit nub makes from what a small model answered as text
//! (`docstring_first`, `whole_first`): the answer's text, calls included,
//! and the `edit` call that then runs like any of the model's.

use nub_llm::{Block, Message};
use serde_json::json;

/// The text of `message`, with the string arguments of its calls: a call
/// written where text was asked for (the request offered no tools) may
/// hold what was asked.
pub(super) fn answer_text(message: &Message) -> String {
    let mut text = crate::compact::text_of(message);
    for block in &message.content {
        if let Block::ToolUse { input, .. } = block {
            for value in input.as_object().into_iter().flat_map(|o| o.values()).filter_map(|v| v.as_str()) {
                text.push('\n');
                text.push_str(value);
            }
        }
    }
    text
}

/// `message` with its calls replaced by one `edit` of `path` from `old` to
/// `new`, its id made from `kind` and the time.
pub(super) fn replace_calls(message: &mut Message, kind: &str, path: &str, old: &str, new: &str) {
    message.content.retain(|block| !matches!(block, Block::ToolUse { .. }));
    message.content.push(edit_call(kind, path, old, new));
}

/// `message` with an `edit` of `path` from `old` to `new` put before its
/// calls, its id made from `kind` and the time.
pub(super) fn insert_edit(message: &mut Message, kind: &str, path: &str, old: &str, new: &str) {
    let at = message
        .content
        .iter()
        .position(|block| matches!(block, Block::ToolUse { .. }))
        .unwrap_or(message.content.len());
    message.content.insert(at, edit_call(kind, path, old, new));
}

/// An `edit` call of nub's own, its id made from `kind` and the time.
fn edit_call(kind: &str, path: &str, old: &str, new: &str) -> Block {
    Block::ToolUse {
        id: call_id(kind),
        name: "edit".to_owned(),
        input: json!({"path": path, "old_string": old, "new_string": new}),
    }
}

/// The id of a call nub writes for the model: `kind` and the time.
pub(super) fn call_id(kind: &str) -> String {
    let stamp = std::time::SystemTime::now().duration_since(std::time::UNIX_EPOCH).map(|d| d.as_micros()).unwrap_or(0);
    format!("call_{kind}{stamp}")
}
