//! A small model's edit that only gives a function, class or variable a
//! new name, when the request asks for a fix and no rename — and one that
//! changes something else, when the request asks for a rename.

use nub_tools::ToolKind;
use serde_json::Value;

use super::held::numbered_definition_of;
use super::{Call, Executor};
use crate::prompt_rules::{asked_rename, swapped};

/// Words of a request about names themselves: then a new name may be
/// what it asks for, said or not.
const NAMING: &[&str] =
    &["name", "names", "naming", "typo", "spelling", "spelt", "clearer", "descriptive", "readable", "refactor"];

impl Executor {
    /// Why an `edit` is not run, once: all it changes is one name, defined
    /// in the file, to a new one the file and the request never use, while
    /// the request asks for a change and no rename. Told that the "best
    /// end" line of a score printout picks the wrong end, the 1.5B model
    /// renamed `best_end` to `best_end_score` everywhere and said it had
    /// fixed it. A name swapped for one the file uses already (`PER_MILE`
    /// for `WAIT_RATE`) may be the fix, and goes ahead.
    pub(super) fn rename_unasked(&mut self, call: &Call, kind: ToolKind) -> Option<String> {
        let rules = self.prompt_rules.as_ref()?;
        let text = |key: &str| call.input.get(key).and_then(Value::as_str);
        let (path, old, new) = (text("path")?, text("old_string")?, text("new_string")?);
        if self.rename_refused
            || kind != ToolKind::Edit
            || call.name != "edit"
            || !rules.asks_for_change()
            || rules.question()
            || rules.rename_pair(old, new).is_some()
            || rules.adds_in_place_of(old, new).is_some()
        {
            return None;
        }
        let (was, is) = swapped(old, new)?;
        // A name the request speaks of, or names it finds fault with
        // ("`recieve_order` is misspelled", "clearer variable names").
        if rules.mentions(&is.to_lowercase())
            || rules.text().contains(is)
            || rules.text().contains(was)
            || NAMING.iter().any(|word| rules.mentions(word))
            || ["misspel", "snake_case", "camelcase"].iter().any(|part| rules.text().to_lowercase().contains(part))
        {
            return None;
        }
        let now = self.small_file(path)?;
        let defines = |line: &str| {
            nub_tools::defined_name(line) == Some(was)
                || line.trim_start().strip_prefix(was).is_some_and(|rest| {
                    let rest = rest.trim_start();
                    rest.starts_with('=') && !rest.starts_with("==")
                })
        };
        if !now.lines().any(defines) || nub_tools::holds_word(&now, is) {
            return None;
        }
        self.rename_refused = true;
        // Another rename is asked for: that one is the change (a rink's
        // `SKATE_HIRE` renamed where `skate_hire_price` was asked for).
        if let Some((asked, to)) = asked_rename(rules.text()) {
            return Some(format!(
                "not run: this edit renames `{was}` to `{is}`, but the request asks to rename `{asked}` to `{to}`, not `{was}`. Keep `{was}` as it is; rename `{asked}` to `{to}` where it is defined and everywhere it is used."
            ));
        }
        let shown =
            numbered_definition_of(&now, was).map(|code| format!(" `{was}` in {path}:\n{code}\n")).unwrap_or_default();
        Some(format!(
            "not run: this edit only renames `{was}` to `{is}`, and the request asks for no rename: a new name changes nothing the program does.{shown} Keep the name; find the line whose result is wrong and change what it computes."
        ))
    }

    /// Why an `edit` is not run, once: the request spells out a rename
    /// ("rename board_ft to board_feet"), and the edit keeps the old name
    /// in a line of it and changes something else. So asked, the 1.5B model
    /// changed `board_ft`'s default `pieces=1` to `pieces=2` and said it had
    /// renamed an argument.
    pub(super) fn not_the_rename(&mut self, call: &Call, kind: ToolKind) -> Option<String> {
        let rules = self.prompt_rules.as_ref()?;
        let text = |key: &str| call.input.get(key).and_then(Value::as_str);
        let (path, old, new) = (text("path")?, text("old_string")?, text("new_string")?);
        if self.other_than_rename_refused || kind != ToolKind::Edit || call.name != "edit" || old == new {
            return None;
        }
        // "Rename X to Y and make pieces default to 2" asks for more.
        if rules.asks_more_than_a_rename() {
            return None;
        }
        let (was, is) = asked_rename(rules.text())?;
        let keeps = |text: &str| nub_tools::holds_word(text, &was) && !nub_tools::holds_word(text, &is);
        if !keeps(old) || !keeps(new) || old.matches(was.as_str()).count() != new.matches(was.as_str()).count() {
            return None;
        }
        self.other_than_rename_refused = true;
        let rename = serde_json::json!({"path": path, "old_string": was, "new_string": is, "replace_all": true});
        Some(format!(
            "not run: the request asks to rename `{was}` to `{is}` and nothing else; this edit keeps `{was}` and changes something the request does not ask for. To rename it at every place in {path}, send edit {rename}"
        ))
    }
}
