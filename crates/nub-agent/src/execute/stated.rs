//! A small model's edit of a value the request states as it is
//! (`stated_values`).

use nub_tools::ToolKind;
use serde_json::Value;

use super::held::enclosing_code;
use super::{Call, Executor};
use crate::stated_values::{CHANGING_BY, PLAIN_NUMBERS, code_numbers, number_changed, numbers_in, states};

/// Whether `name` is a constant's: upper case, `VAT_RATE`.
pub(super) fn is_constant(name: &str) -> bool {
    name.chars().any(|c| c.is_ascii_uppercase())
        && name.chars().all(|c| c.is_ascii_uppercase() || c.is_ascii_digit() || c == '_')
}

/// Lines shown that use the value's name, at most.
const MAX_USES_SHOWN: usize = 6;

/// The one line an `edit` of `path` (whose text is `now`) changes, as the
/// tool would make it (an old_string copied loosely lands too): its index,
/// and its text before and after. `None` when the edit misses, adds or
/// removes lines, or changes more than one.
pub(super) fn one_line_changed(now: &str, path: &str, old: &str, new: &str) -> Option<(usize, String, String)> {
    let updated = nub_tools::builtin::edit::edited(now, path, old, new)?;
    let (before, after): (Vec<&str>, Vec<&str>) = (now.lines().collect(), updated.lines().collect());
    if before.len() != after.len() {
        return None;
    }
    let mut changed = before.iter().zip(&after).enumerate().filter(|(_, (a, b))| a != b);
    let (at, (was, is)) = changed.next()?;
    changed.next().is_none().then(|| (at, (*was).to_owned(), (*is).to_owned()))
}

impl Executor {
    /// Why an `edit` is not run, once: it changes one number on one line,
    /// from a number the request states to one it does not — or a
    /// constant's number, for a request to fix something that states no
    /// number at all ("my job sheet is taking the VAT off the total instead
    /// of adding it on": the 1.5B model made `VAT_RATE = 0.20` 0.15).
    pub(super) fn stated_value_changed(&mut self, call: &Call, kind: ToolKind) -> Option<String> {
        let rules = self.prompt_rules.as_ref()?;
        let text = |key: &str| call.input.get(key).and_then(Value::as_str);
        let (path, old, new) = (text("path")?, text("old_string")?, text("new_string")?);
        if self.numbers_told
            || kind != ToolKind::Edit
            || call.name != "edit"
            || !rules.asks_for_change()
            || CHANGING_BY.iter().any(|word| rules.mentions(word))
        {
            return None;
        }
        let now = self.small_file(path)?;
        let before: Vec<&str> = now.lines().collect();
        let (at, was, is) = one_line_changed(&now, path, old, new)?;
        let (was, is) = (was.as_str(), is.as_str());
        let (from, to) = number_changed(was, is)?;
        // The name the line sets (`WATER_CHARGE = 8.00`, `"max": 6`), if it sets one.
        let bare = was.trim_start().trim_start_matches(['"', '\'']);
        let key: String = bare.chars().take_while(|c| c.is_alphanumeric() || *c == '_').collect();
        let after = bare.get(key.len()..).unwrap_or_default().trim_start_matches(['"', '\'']).trim_start();
        let name = if after.starts_with(['=', ':']) { key } else { String::new() };
        let stated = numbers_in(rules.text());
        let (stated_as_it_is, no_value_given) = (
            states(&stated, from) && !states(&stated, to),
            stated.is_empty() && is_constant(&name) && !super::settings::settings_file(path) && rules.asks_to_fix(),
        );
        if !stated_as_it_is && !no_value_given {
            return None;
        }
        self.numbers_told = true;
        let line = at + 1;
        let uses: Vec<String> = before
            .iter()
            .enumerate()
            .filter(|&(n, text)| n != at && !name.is_empty() && nub_tools::holds_word(text, &name))
            .take(MAX_USES_SHOWN)
            .map(|(n, text)| format!("{:>6}\t{text}", n + 1))
            .collect();
        let uses = match uses.is_empty() {
            true => String::new(),
            false => format!(" The lines of {path} that use `{name}`:\n{}\n", uses.join("\n")),
        };
        let given = match stated_as_it_is {
            true => "gives the old value as it is and never the new one",
            false => "asks for a fix and gives no new value",
        };
        Some(format!(
            "not run: this changes line {line} of {path} from `{}` to `{}`, but the request {given}: the value is right, and the wrong result comes from the code that uses it.{uses} Change the calculation or condition there.",
            was.trim(),
            is.trim()
        ))
    }

    /// Why an `edit` is not run, once (with the rule above, one refusal of
    /// a number a run; the same number brought in again, each time): its
    /// new text brings in a number that neither the
    /// request nor the file has (and that is no plain number: 0, 1, 2, a
    /// unit's factor). Asked why ski kit returned on its due
    /// day was charged late, the 1.5B model appended `+ 10` to the fee;
    /// elsewhere `* 1.1`, `- 25.1`.
    pub(super) fn made_up_number(&mut self, call: &Call, kind: ToolKind) -> Option<String> {
        let rules = self.prompt_rules.as_ref()?;
        let text = |key: &str| call.input.get(key).and_then(Value::as_str);
        let (path, old, new) = (text("path")?, text("old_string")?, text("new_string")?);
        // A settings file holds values, not arithmetic: "set the limit to 5".
        if kind != ToolKind::Edit
            || call.name != "edit"
            || !rules.asks_for_change()
            || rules.tests_judge()
            || super::settings::settings_file(path)
        {
            return None;
        }
        // The same number from nowhere again: the 1.5B model, refused
        // `FOLLOW_UP = 50.00` where half price was meant, sent it again.
        if let Some(again) = code_numbers(new)
            .into_iter()
            .find(|number| !states(&numbers_in(old), *number) && states(&self.made_up_refused, *number))
        {
            let shown = super::number_text(again);
            return Some(format!(
                "not run: this edit brings in {shown} again, which was refused before: neither the request nor {path} has it. Find the condition or calculation that gives the wrong result and change that, with the values the code and the request give."
            ));
        }
        if self.numbers_told {
            return None;
        }
        let now = self.small_file(path)?;
        let at = now.find(old)?;
        // Any number the file has counts, in a string or a docstring too.
        let mut known = numbers_in(&now);
        known.extend(numbers_in(rules.text()));
        known.extend(PLAIN_NUMBERS);
        let made_up = code_numbers(new).into_iter().find(|number| !states(&known, *number))?;
        self.numbers_told = true;
        self.made_up_refused.push(made_up);
        let line = now[..at].matches('\n').count() + 1;
        let shown = super::number_text(made_up);
        let code = enclosing_code(&now, line)
            .map(|(name, code)| format!(" The code of `{name}`:\n{code}\n"))
            .unwrap_or_default();
        Some(format!(
            "not run: this edit brings in {shown}, a number that neither the request nor {path} has; a fix works with the values the code and the request give.{code} Find the condition or calculation that gives the wrong result and change that."
        ))
    }
}
