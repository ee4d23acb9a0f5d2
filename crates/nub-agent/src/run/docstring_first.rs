//! A small model asked for one Python docstring (`LoopConfig::lean`) is
//! asked for its text, and nub puts it under the `def` line with an
//! `edit` call added to the answer — run like any call (path guard,
//! permissions, hooks, checkpoint, syntax check), its result read by the
//! model. Given the file and asked to add the docstring itself, the 1.5B
//! model changed a default value, wrote the body a second time under the
//! `def`, or sent the module back without one; asked what the function
//! does, it answers in a good sentence.

use nub_llm::{Block, Message, attachment};
use serde_json::json;

use super::Run;
use crate::docstrings;
use crate::prompt_rules::PromptRules;

/// The one function or class the prompt wants a docstring for.
#[derive(Debug, Clone)]
pub(super) struct DocstringAsk {
    path: String,
    name: String,
    /// The model answered the ask (with the text or otherwise).
    answered: bool,
    /// It was told once that the docstring is still missing.
    told: bool,
}

impl Run<'_> {
    /// Before the first request of a prompt that asks only for a docstring
    /// of one function or class an attached Python file defines without
    /// one: asks for the docstring's text at the end of `content`.
    pub(super) fn docstring_first(&mut self, content: &mut Vec<Block>) {
        let rules = PromptRules::of(&self.prompt);
        if !self.config.lean
            || self.test_run.is_some()
            || self.config.mode == crate::mode::Mode::Plan
            || self.tools.get("edit").is_none()
            || !rules.only_docstrings()
        {
            return;
        }
        let names = rules.docstring_names();
        let mut wanted: Vec<(String, String)> = Vec::new();
        for block in content.iter() {
            let Block::Text { text, .. } = block else { continue };
            let Some(path) = attachment::parse(text).map(|a| a.path).filter(|path| path.ends_with(".py")) else {
                continue;
            };
            let Ok(source) = std::fs::read_to_string(self.config.cwd.join(path)) else { continue };
            wanted.extend(
                docstrings::missing(&names, &source).into_iter().map(|name| (path.to_owned(), name.to_owned())),
            );
        }
        let [(path, name)] = &wanted[..] else { return };
        content.push(Block::text(docstrings::ask(name, path)));
        self.docstring = Some(DocstringAsk { path: path.clone(), name: name.clone(), answered: false, told: false });
    }

    /// The first answer to the ask, when it is the docstring's text and
    /// calls nothing: the `edit` that puts it in place is appended to
    /// `message`; whether it was.
    pub(super) fn docstring_answered(&mut self, message: &mut Message) -> bool {
        let Some(ask) = self.docstring.as_mut().filter(|ask| !ask.answered) else { return false };
        ask.answered = true;
        if message.content.iter().any(|block| matches!(block, Block::ToolUse { .. })) {
            return false;
        }
        let text: Vec<&str> = message
            .content
            .iter()
            .filter_map(|block| match block {
                Block::Text { text, .. } => Some(text.as_str()),
                _ => None,
            })
            .collect();
        let Some(doc) = docstrings::from_answer(&ask.name, &text.join("\n")) else { return false };
        let Ok(source) = std::fs::read_to_string(self.config.cwd.join(&ask.path)) else { return false };
        let Some((old, new)) = docstrings::insertion(&source, &ask.name, &doc) else { return false };
        tracing::info!(path = %ask.path, name = %ask.name, "the docstring answered becomes an edit");
        let stamp =
            std::time::SystemTime::now().duration_since(std::time::UNIX_EPOCH).map(|d| d.as_micros()).unwrap_or(0);
        message.content.push(Block::ToolUse {
            id: format!("call_doc{stamp}"),
            name: "edit".to_owned(),
            input: json!({"path": ask.path, "old_string": old, "new_string": new}),
        });
        true
    }

    /// When the run is about to end with the asked docstring still missing
    /// from its file: what the model is told, once.
    pub(super) fn docstring_left(&mut self) -> Option<String> {
        let ask = self.docstring.as_mut().filter(|ask| !ask.told)?;
        let source = std::fs::read_to_string(self.config.cwd.join(&ask.path)).ok()?;
        let missing = docstrings::missing(&[ask.name.as_str()], &source);
        if missing.is_empty() {
            return None;
        }
        ask.told = true;
        Some(docstrings::still_missing(&missing, &ask.path))
    }
}
