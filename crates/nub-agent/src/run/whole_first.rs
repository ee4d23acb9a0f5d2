//! A small model asked for a new optional setting of one Python function
//! an attached file defines (`PromptRules::asks_new_setting`) is asked,
//! in a request without tools, to write that function again whole; nub
//! puts it in place with an `edit` call added to the answer, run like any
//! call (path guard, permissions, hooks, checkpoint, syntax check). The
//! model has its tools back from the next request, to change callers or
//! mend the edit. Given its tools from the start, the 1.5B model changed a
//! line of the body and added no parameter.

use super::Run;
use crate::control::Control;
use crate::event::Outcome;
use crate::prompt_rules::PromptRules;
use crate::whole_function;
use nub_llm::{Block, Message, attachment};

/// The function asked for whole, until its answer comes.
#[derive(Debug, Clone)]
pub(super) struct SettingAsk {
    path: String,
    name: String,
    /// Why its last answer was no edit, until the model is asked again.
    unfit: Option<whole_function::Unfit>,
    /// It was asked again once.
    asked_again: bool,
    /// Its answer to that was no edit either: the model has its tools, and
    /// only a later answer without calls (a resampled one) may still be
    /// the function.
    spent: bool,
    /// The function's new text, once an answer became its edit.
    made: Option<String>,
}

impl Run<'_> {
    /// Before the first request of a prompt that asks for a new optional
    /// setting of the one function of the attached Python files it names:
    /// asks for the function whole at the end of `content`.
    pub(super) fn setting_first(&mut self, content: &mut Vec<Block>) {
        if !self.config.lean
            || self.docstring.is_some()
            || self.test_run.is_some()
            || self.config.mode == crate::mode::Mode::Plan
            || self.tools.get("edit").is_none()
        {
            return;
        }
        let rules = PromptRules::of(&self.prompt);
        if !rules.asks_new_setting() {
            return;
        }
        let mut named: Vec<(String, String, String)> = Vec::new();
        for block in content.iter() {
            let Block::Text { text, .. } = block else { continue };
            let Some(path) = attachment::parse(text).map(|a| a.path).filter(|path| path.ends_with(".py")) else {
                continue;
            };
            let Ok(source) = std::fs::read_to_string(self.config.cwd.join(path)) else { continue };
            let defined = crate::docstrings::defined_once(&source);
            for name in rules.names_among(&defined) {
                named.push((path.to_owned(), name.to_owned(), source.clone()));
            }
        }
        let [(path, name, source)] = &named[..] else { return };
        let ask = whole_function::ask(name, path, rules.new_snake_name(source), rules.text());
        content.push(Block::text(ask));
        self.setting = Some(SettingAsk {
            path: path.clone(),
            name: name.clone(),
            unfit: None,
            asked_again: false,
            spent: false,
            made: None,
        });
        self.without_tools = true;
    }

    /// The answer to the ask, when it holds the function with a new
    /// setting: the `edit` that puts it in place is appended to `message`
    /// (in place of any call in it); whether it was. The model has its
    /// tools again, but after its first answer that is no edit: it is
    /// asked once more (`setting_again`).
    pub(super) fn setting_answered(&mut self, message: &mut Message) -> bool {
        let Some(ask) = self.setting.as_mut().filter(|ask| ask.made.is_none()) else { return false };
        let calls = message.content.iter().any(|block| matches!(block, Block::ToolUse { .. }));
        if ask.spent && calls {
            return false;
        }
        let text = super::made_edit::answer_text(message);
        let source = std::fs::read_to_string(self.config.cwd.join(&ask.path)).unwrap_or_default();
        match whole_function::from_answer(&ask.name, &text, &source) {
            Ok((old, new)) => {
                tracing::info!(path = %ask.path, name = %ask.name, "the function written again becomes an edit");
                super::made_edit::replace_calls(message, "whole", &ask.path, &old, &new);
                ask.made = Some(new);
                self.without_tools = false;
                true
            }
            Err(_) if ask.spent => false,
            Err(why) if !ask.asked_again => {
                // Any call it wrote is not run: it is asked again, without tools.
                message.content.retain(|block| !matches!(block, Block::ToolUse { .. }));
                ask.unfit = Some(why);
                false
            }
            Err(_) => {
                ask.spent = true;
                self.without_tools = false;
                false
            }
        }
    }

    /// After an answer to the ask that was no edit, the first time: what
    /// the model is told, and asked again (without tools).
    pub(super) fn setting_again(&mut self) -> Option<String> {
        let ask = self.setting.as_mut().filter(|ask| !ask.asked_again)?;
        let why = ask.unfit.take()?;
        ask.asked_again = true;
        Some(whole_function::ask_again(&ask.name, why))
    }

    /// After the calls of `turn`: when they put the function written
    /// again in place, the model's last answer, without tools (any call it
    /// still writes is not run); `None` otherwise. Given its tools again,
    /// the 1.5B model wrote the file over with the function alone, or
    /// repeated itself to the output limit.
    pub(super) async fn after_setting(&mut self, turn: u32, control: &mut Control<'_>) -> Option<Outcome> {
        let ask = self.setting.take_if(|ask| ask.made.is_some())?;
        let source = std::fs::read_to_string(self.config.cwd.join(&ask.path)).ok()?;
        if !source.contains(ask.made.as_deref()?) {
            return None;
        }
        self.without_tools = true;
        let answer = self.turn(turn + 1, control).await;
        self.without_tools = false;
        Some(match answer {
            Ok(answer) => self.refuse_calls(&answer).err().unwrap_or(Outcome::Completed),
            Err(outcome) => outcome,
        })
    }
}
