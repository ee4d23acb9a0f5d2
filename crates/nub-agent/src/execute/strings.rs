//! A small model's edit that changes only what a string says, when the
//! request asks for what the code does to change (`string_only`).

use nub_tools::ToolKind;
use serde_json::Value;

use super::held::enclosing_code;
use super::{Call, Executor};
use crate::string_only::{strings_changed, value_like};

/// Words of a prompt about text the program shows: then a string is what
/// is to change.
const TEXT_WORDS: &[&str] = &[
    "capital",
    "capitalise",
    "capitalize",
    "caption",
    "greeting",
    "heading",
    "label",
    "labels",
    "lowercase",
    "message",
    "messages",
    "spelling",
    "string",
    "strings",
    "text",
    "title",
    "translate",
    "translation",
    "typo",
    "uppercase",
    "wording",
];

impl Executor {
    /// Why an `edit` of a Python file is not run, once: it changes only the
    /// words of string literals, and the request asks for a behaviour to
    /// change without quoting text or speaking of text.
    pub(super) fn only_strings(&mut self, call: &Call, kind: ToolKind) -> Option<String> {
        let rules = self.prompt_rules.as_ref()?;
        let text = |key: &str| call.input.get(key).and_then(Value::as_str);
        let (path, old, new) = (text("path")?, text("old_string")?, text("new_string")?);
        let prompt = rules.text();
        // Quoted text in the prompt may be what a string is to say.
        let quotes = ['"', '`', '\u{201c}', '\u{2018}'].iter().any(|q| prompt.contains(*q)) || prompt.contains(" '");
        if self.strings_told
            || kind != ToolKind::Edit
            || call.name != "edit"
            || !path.ends_with(".py")
            || !rules.asks_for_change()
            || rules.question()
            || rules.tests_judge()
            || rules.only_docstrings()
            || quotes
            || TEXT_WORDS.iter().any(|word| rules.mentions(word))
        {
            return None;
        }
        let now = self.small_file(path)?;
        // A docstring is no string the program shows (`doc_only` has its own rule).
        if crate::doc_only::only_docs_changed(&now, old, new).is_some() {
            return None;
        }
        let changed = strings_changed(&now, old, new)?;
        let lower = prompt.to_lowercase();
        if changed.iter().any(|(was, now)| value_like(was) || value_like(now) || lower.contains(&now.to_lowercase())) {
            return None;
        }
        let at = now.find(old)?;
        let line = now[..at].matches('\n').count() + 1;
        self.strings_told = true;
        let (was, said) = &changed[0];
        Some(match enclosing_code(&now, line) {
            Some((name, code)) => format!(
                "not run: this edit only changes what a string says (\"{was}\" → \"{said}\", line {line} of {path}), not what the code does, and the request asks for the behaviour to change. The code of `{name}`:\n{code}\nChange the condition or calculation that gives the wrong result."
            ),
            None => format!(
                "not run: this edit only changes what a string says (\"{was}\" → \"{said}\", line {line} of {path}), not what the code does, and the request asks for the behaviour to change. Change the condition or calculation that gives the wrong result."
            ),
        })
    }
}
