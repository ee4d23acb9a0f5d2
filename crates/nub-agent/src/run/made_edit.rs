//! An edit nub makes from what a small model answered as text
//! (`docstring_first`, `whole_first`): the answer's text, calls included,
//! and the `edit` call that then runs like any of the model's.

use nub_llm::{Block, Message};
use serde_json::json;

use super::Run;
use crate::control::Control;
use crate::event::Outcome;

impl Run<'_> {
    /// After the calls of `turn`, when they put in place what was asked
    /// as text (a docstring, a function written again): the model's last
    /// answer, and how the run ends; `None` when it goes on.
    pub(super) async fn after_made_edit(&mut self, turn: u32, control: &mut Control<'_>) -> Option<Outcome> {
        match self.after_docstring(turn, control).await {
            Some(outcome) => Some(outcome),
            None => self.after_whole(turn, control).await,
        }
    }

    /// The model's last answer after the edit made for it, without tools
    /// (any call it still writes is not run), and how the run ends.
    pub(super) async fn last_answer_without_tools(&mut self, turn: u32, control: &mut Control<'_>) -> Outcome {
        self.without_tools = true;
        let answer = self.turn(turn + 1, control).await;
        self.without_tools = false;
        match answer {
            Ok(answer) => self.refuse_calls(&answer).err().unwrap_or(Outcome::Completed),
            Err(outcome) => outcome,
        }
    }
}

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
    message.content.push(Block::ToolUse {
        id: call_id(kind),
        name: "edit".to_owned(),
        input: json!({"path": path, "old_string": old, "new_string": new}),
    });
}

/// The id of a call nub writes for the model: `kind` and the time.
pub(super) fn call_id(kind: &str) -> String {
    let stamp = std::time::SystemTime::now().duration_since(std::time::UNIX_EPOCH).map(|d| d.as_micros()).unwrap_or(0);
    format!("call_{kind}{stamp}")
}
