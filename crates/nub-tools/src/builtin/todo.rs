//! `todo`: the model's task list, sent whole on every call.
//!
//! The tool keeps no state (CONCEPT principle 4): the current list is the
//! input of the last `todo` call in the session tree, and whoever needs it
//! (the UI, compaction) reads it from there.

use serde::Deserialize;
use serde_json::{Value, json};

use crate::tool::{TodoItem, TodoStatus, Tool, ToolEnv, ToolResult, ToolView, Writes};
use nub_llm::{ToolDisplay, ToolKind};

pub struct Todo;

#[derive(Deserialize)]
struct Args {
    items: Vec<TodoItem>,
}

#[async_trait::async_trait]
impl Tool for Todo {
    fn name(&self) -> &str {
        "todo"
    }

    /// The list lives in the session, not on disk.
    fn writes(&self, _input: &Value, _env: &ToolEnv) -> Writes {
        Writes::Nothing
    }

    fn description(&self) -> &str {
        "Set your task list for multi-step work. Send the whole list each time; at most one item in_progress."
    }

    fn schema(&self) -> Value {
        json!({
            "type": "object",
            "properties": {
                "items": {
                    "type": "array",
                    "items": {
                        "type": "object",
                        "properties": {
                            "content": {"type": "string"},
                            "status": {"type": "string", "enum": ["pending", "in_progress", "done"]}
                        },
                        "required": ["content", "status"],
                        "additionalProperties": false
                    }
                }
            },
            "required": ["items"],
            "additionalProperties": false
        })
    }

    fn display(&self, input: &Value) -> ToolDisplay {
        let items = input.get("items").and_then(Value::as_array).map_or(0, Vec::len);
        let subject = match items {
            0 => String::new(),
            1 => "1 item".to_owned(),
            n => format!("{n} items"),
        };
        ToolDisplay::new(ToolKind::Think, &subject)
    }

    async fn run(&self, input: Value, _env: &ToolEnv) -> ToolResult {
        let args: Args = match crate::input::parse(self.name(), &self.schema(), input) {
            Ok(args) => args,
            Err(message) => return ToolResult::error(message),
        };
        if let Some(index) = args.items.iter().position(|item| item.content.trim().is_empty()) {
            return ToolResult::error(format!("items[{index}].content is empty; describe the task"));
        }
        let count = |status| args.items.iter().filter(|item| item.status == status).count();
        let (done, in_progress, pending) =
            (count(TodoStatus::Done), count(TodoStatus::InProgress), count(TodoStatus::Pending));
        if in_progress > 1 {
            return ToolResult::error(format!(
                "{in_progress} items are in_progress; at most one may be, mark the others pending or done"
            ));
        }
        let total = args.items.len();
        let noun = if total == 1 { "todo" } else { "todos" };
        let for_model = format!("{total} {noun}: {done} done, {in_progress} in progress, {pending} pending");
        ToolResult::ok(for_model, ToolView::Todo { items: args.items })
    }
}
