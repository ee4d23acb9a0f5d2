//! A small model's edit of a function's `def` line when the request names
//! other functions: asked to "add an optional max_minutes argument to
//! games_for in shelf.py and give plan_evening in gamenight.py the same",
//! the 1.5B model added it to `opener` — a function the request never
//! names — three times, until the guard stopped it.

use nub_tools::ToolKind;
use serde_json::Value;

use super::{Call, Executor};

impl Executor {
    /// Why an `edit` of a Python `def` line is not run, once: the function
    /// is not one the prompt names, and the prompt names functions that the
    /// edited file or the files it names define — those are shown.
    pub(super) fn other_signature(&mut self, call: &Call, kind: ToolKind) -> Option<String> {
        let rules = self.prompt_rules.as_ref()?;
        let text = |key: &str| call.input.get(key).and_then(Value::as_str);
        let (path, old, new) = (text("path")?, text("old_string")?, text("new_string")?);
        // A signature change is what a request for a parameter makes; a bug
        // fix may rightly change a helper's default (`items=[]`).
        let parameter =
            ["parameter", "argument", "arg", "option", "optional", "keyword"].iter().any(|w| rules.mentions(w));
        if self.signature_told || kind != ToolKind::Edit || call.name != "edit" || !path.ends_with(".py") || !parameter
        {
            return None;
        }
        // The def line the edit changes, of a function the prompt does not name.
        let changed = old.lines().find(|line| {
            is_def(line) && nub_tools::defined_name(line).is_some() && !new.lines().any(|now| now == *line)
        })?;
        let name = nub_tools::defined_name(changed)?;
        let said = rules.code_words();
        let names = |word: &str| said.iter().any(|said| said.eq_ignore_ascii_case(word));
        if names(name) {
            return None;
        }
        let mut files = vec![path.to_owned()];
        files.extend(rules.named_files().iter().filter(|named| named.ends_with(".py") && *named != path).cloned());
        let mut named = Vec::new();
        for file in &files {
            let Some(content) = self.small_file(file) else { continue };
            for line in content.lines() {
                let Some(defined) = nub_tools::defined_name(line) else { continue };
                if is_def(line) && defined != name && names(defined) {
                    named.push(format!("`{}` in {file}", line.trim().trim_end_matches(':')));
                }
            }
        }
        if named.is_empty() {
            return None;
        }
        self.signature_told = true;
        Some(format!(
            "not run: this edit changes `{name}`, which the request does not name; it names {}. Make the change there (old_string copied from those lines).",
            named.join(" and ")
        ))
    }
}

/// Whether `line` opens a Python function.
fn is_def(line: &str) -> bool {
    let code = line.trim_start();
    code.starts_with("def ") || code.starts_with("async def ")
}
