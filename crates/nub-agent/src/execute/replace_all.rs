//! A small model's `replace_all` that reaches functions a fix request does
//! not name: told that `return max(prices)` occurs in `cheapest` and in
//! `dearest`, the 1.5B model, asked to fix `cheapest`, set `replace_all`
//! and broke `dearest` too.

use nub_tools::ToolKind;
use serde_json::{Value, json};

use super::{Call, Executor};

impl Executor {
    /// Why an `edit` with `replace_all` is not run, once: the request
    /// reports a fault in one function it names, and `old_string` occurs
    /// in that function and in others. The call that changes only the
    /// named function's place is shown.
    pub(super) fn replace_beyond_named(&mut self, call: &Call, kind: ToolKind) -> Option<String> {
        let rules = self.prompt_rules.as_ref()?;
        let text = |key: &str| call.input.get(key).and_then(Value::as_str);
        let (path, old, new) = (text("path")?, text("old_string")?, text("new_string")?);
        let every = call.input.get("replace_all").and_then(Value::as_bool) == Some(true);
        if self.replace_all_told
            || kind != ToolKind::Edit
            || call.name != "edit"
            || !every
            || old.is_empty()
            || old == new
            || !rules.asks_fault_fixed()
        {
            return None;
        }
        let content = self.small_file(path)?;
        // Each place: its byte offset, and the function it is in.
        let places: Vec<(usize, String)> = content
            .match_indices(old)
            .filter_map(|(at, _)| {
                let line = content[..at].matches('\n').count() + 1;
                super::held::enclosing_code(&content, line).map(|(name, _)| (at, name))
            })
            .collect();
        let mut functions: Vec<String> = Vec::new();
        for (_, name) in &places {
            if !functions.contains(name) {
                functions.push(name.clone());
            }
        }
        if places.len() < 2 || functions.len() < 2 {
            return None;
        }
        let [named] = rules.names_among(&functions)[..] else { return None };
        let (at, _) = places.iter().find(|(_, name)| name == named)?;
        // From the function's def line to the end of the line the place ends
        // on; offsets from the text itself (a line of a CRLF file ends in two bytes).
        let mut start = None;
        let mut offset = 0;
        for line in content.split_inclusive('\n') {
            if nub_tools::defined_name(line.trim_end()) == Some(named) {
                start = Some(offset);
                break;
            }
            offset += line.len();
        }
        let start = start?;
        let end = content[at + old.len()..].find('\n').map_or(content.len(), |offset| at + old.len() + offset);
        if start > *at {
            return None;
        }
        let old_text = &content[start..end];
        let new_text = format!("{}{new}{}", &content[start..*at], &content[at + old.len()..end]);
        let new_text = new_text.trim_end_matches('\r');
        let old_text = old_text.trim_end_matches('\r');
        let others: Vec<String> =
            functions.iter().filter(|name| name.as_str() != named).map(|name| format!("`{name}`")).collect();
        self.replace_all_told = true;
        let call = json!({"path": path, "old_string": old_text, "new_string": new_text});
        Some(format!(
            "not run: replace_all would change {} too, which the request does not name; it asks about `{named}`. To change only `{named}`, send: {call}",
            others.join(", ")
        ))
    }
}
