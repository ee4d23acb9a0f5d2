//! A small model held to adding the names its request asks for
//! (`added_names`).

use nub_tools::ToolKind;
use serde_json::Value;

use super::{Call, Executor};
use nub_tools::holds_word;

use crate::added_names::{defines, defining_pattern, names_to_add, not_adding, still_missing, still_to_add};
use crate::control::Control;

/// Where a run stands with the names its request asks to add.
#[derive(Debug, Default)]
pub(super) struct Adding {
    /// The names no file held when the run's first calls came; `None`
    /// before they are looked for.
    missing: Option<Vec<String>>,
    /// Those of them a change of this run has defined.
    added: Vec<String>,
    /// A change that adds none of them was refused once.
    refused: bool,
    /// An answer given while one was defined in no file was told so once.
    told: bool,
}

impl Executor {
    /// Looks once, before the run's first calls, for the names the prompt
    /// asks to add that no file holds.
    pub(super) async fn look_for_names_to_add(&mut self, control: &Control<'_>) {
        if self.adding.missing.is_some() {
            return;
        }
        let names = match self.prompt_rules.as_ref() {
            Some(rules) => names_to_add(rules.text(), rules),
            None => Vec::new(),
        };
        let mut missing = Vec::new();
        for name in names {
            // When grep cannot look, the name is taken as held: nothing is refused.
            if self.files_holding(&name, &self.env(control)).await.is_some_and(|files| files.is_empty()) {
                missing.push(name);
            }
        }
        self.adding.missing = Some(missing);
    }

    /// Why an `edit` or `write` is not run: the request asks to add a name
    /// no file has, no change of the run has added one, and this one does
    /// not either. Refused once; after that the model's way is taken.
    pub(super) fn not_adding(&mut self, call: &Call, kind: ToolKind) -> Option<String> {
        let missing = self.adding.missing.as_deref().filter(|missing| !missing.is_empty())?;
        let key = match call.name.as_str() {
            "edit" => "new_string",
            "write" => "content",
            _ => return None,
        };
        if kind != ToolKind::Edit || !self.adding.added.is_empty() || self.adding.refused {
            return None;
        }
        let text = call.input.get(key).and_then(Value::as_str).unwrap_or_default();
        if missing.iter().any(|name| holds_word(text, name)) {
            return None;
        }
        self.adding.refused = true;
        Some(not_adding(missing))
    }

    /// After `call` changed a file: the names to add it defines are added;
    /// what the model is told of those still to add, if any. Asked for "a
    /// multiply function … and a mul command", the 1.5B model wrote `mul`
    /// into both files and went on rewriting cli.py until stopped.
    pub(super) fn after_adding(&mut self, call: &Call) -> Option<String> {
        let missing = self.adding.missing.as_deref()?;
        let text = ["new_string", "content"].iter().find_map(|key| call.input.get(*key).and_then(Value::as_str))?;
        // Used is not added: `plant.pot_size > 0` adds no field.
        let newly: Vec<String> =
            missing.iter().filter(|name| defines(text, name) && !self.adding.added.contains(name)).cloned().collect();
        self.adding.added.extend(newly);
        let left: Vec<String> = missing.iter().filter(|name| !self.adding.added.contains(name)).cloned().collect();
        (!left.is_empty()).then(|| still_to_add(&left))
    }

    /// Said once when the model answers while a name the request asks to
    /// add is still defined in no file.
    pub(crate) async fn names_not_added(&mut self, control: &Control<'_>) -> Option<String> {
        if self.adding.told {
            return None;
        }
        let still = self.names_still_missing(control).await;
        if still.is_empty() {
            return None;
        }
        self.adding.told = true;
        Some(still_missing(&still))
    }

    /// The names the request asks to add that no file defines now (a use
    /// such as `plant.pot_size` does not count).
    pub(crate) async fn names_still_missing(&mut self, control: &Control<'_>) -> Vec<String> {
        self.look_for_names_to_add(control).await;
        let mut still = Vec::new();
        for name in self.adding.missing.clone().unwrap_or_default() {
            let env = self.env(control);
            if self.files_matching(&defining_pattern(&name), &env).await.is_some_and(|files| files.is_empty()) {
                still.push(name);
            }
        }
        still
    }
}
