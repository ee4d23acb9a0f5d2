//! A value the request asks for in place of another ("can you make it so
//! they can book up to 14 nights instead of 10?"), with an edit that puts
//! the new value nowhere while one line of a settings file or one constant
//! holds the old: the 1.5B model rewrote the comparison in booking.py while
//! hire.json held `"max_nights": 10`.

use nub_tools::ToolKind;
use serde_json::Value;

use super::settings::{top_level_files, user_settings_file};
use super::stated::is_constant;
use super::{Call, Executor};
use crate::stated_values::{code_numbers, numbers_in};

/// Characters before "instead of" the new value is looked for in: "book
/// 2 boats for up to 14 nights instead of 10" asks for 14, not 2.
const NEW_VALUE_CHARS: usize = 32;
/// Words that report what the code does, before "instead of".
const REPORTING: &[&str] = &[
    "gives", "gave", "returns", "returned", "shows", "showed", "says", "said", "charges", "charged", "prints",
    "printed", "get", "gets", "got", "comes", "came", "keeps", "makes", "made", "puts", "sends", "sent", "is", "was",
];
/// Characters after "instead of" the old value is looked for in.
const OLD_VALUE_CHARS: usize = 24;

/// (new, old): the number right before "instead of" in its sentence and
/// the one right after it, when they differ.
pub(crate) fn asked_in_place(prompt: &str) -> Option<(f64, f64)> {
    let lower = prompt.to_lowercase();
    let at = lower.find("instead of")?;
    let sentence_start = lower[..at].rfind(['.', '!', '?']).map_or(0, |end| end + 1);
    let before = &lower[sentence_start..at];
    // "it charged him 25 instead of 225" reports what happens: the first
    // number is the wrong one. Only the clause of the numbers counts: "it
    // takes forever to get a voucher - can we make it so you only need 150
    // points for a voucher instead of 200?" asks.
    let clause = before.rsplit([';', ',']).next().unwrap_or(before);
    let clause = clause.rsplit(" - ").next().unwrap_or(clause);
    if clause.split(|c: char| !c.is_alphanumeric()).any(|word| REPORTING.contains(&word)) {
        return None;
    }
    let tail: String = before.chars().rev().take(NEW_VALUE_CHARS).collect::<Vec<_>>().into_iter().rev().collect();
    let new = *numbers_in(&tail).first()?;
    let after: String = lower[at + "instead of".len()..].chars().take(OLD_VALUE_CHARS).collect();
    let old = *numbers_in(&after).first()?;
    (new != old).then_some((new, old))
}

/// The lines of `text` that hold `value` as a setting or a constant:
/// `"max_nights": 10`, `max_nights = 10`, `MAX_NIGHTS = 10`.
fn holders(text: &str, value: f64) -> Vec<(usize, &str)> {
    text.lines()
        .enumerate()
        .filter(|(_, line)| {
            let Some((key, rest)) = line.split_once([':', '=']) else { return false };
            let key = key.trim().trim_matches('"').trim_matches('\'');
            !key.is_empty()
                && key.chars().all(|c| c.is_alphanumeric() || c == '_' || c == '-')
                && numbers_in(rest.trim().trim_end_matches(',')).first() == Some(&value)
                && code_numbers(rest).len() == 1
        })
        .map(|(at, line)| (at + 1, line))
        .collect()
}

/// `n` as the request would say it: `14`, not `14.0`; `2.5` as it is.
pub(crate) fn number_text(n: f64) -> String {
    if n.fract() == 0.0 { format!("{n:.0}") } else { n.to_string() }
}

/// Bytes of a top-level file read to find where a value is held.
const MAX_READ: u64 = 256 << 10;

/// The one line of the settings files and Python constants at the top of
/// `cwd` that holds `value`: (file, line number, the line trimmed).
pub(crate) fn holder_of(cwd: &std::path::Path, value: f64) -> Option<(String, usize, String)> {
    let mut found: Vec<(String, usize, String)> = Vec::new();
    for name in top_level_files(cwd) {
        let settings = user_settings_file(&name);
        if !settings && !name.ends_with(".py") {
            continue;
        }
        let path = cwd.join(&name);
        if !std::fs::metadata(&path).is_ok_and(|meta| meta.len() <= MAX_READ) {
            continue;
        }
        let Ok(text) = std::fs::read_to_string(&path) else { continue };
        for (line, held) in holders(&text, value) {
            // A code file's value counts as a constant's only.
            let constant = held.split_once('=').is_some_and(|(key, _)| is_constant(key.trim()));
            if settings || constant {
                found.push((name.clone(), line, held.trim().to_owned()));
            }
        }
    }
    let [one] = <[_; 1]>::try_from(found).ok()?;
    Some(one)
}

/// `held` (a line [`holders`] found) with its value `old` written as `new`,
/// as many decimals as it had: `"points_for_voucher": 200,` → `…: 150,`.
pub(crate) fn with_value(held: &str, old: f64, new: f64) -> Option<String> {
    let (key, rest) = held.split_at(held.find([':', '='])? + 1);
    let start = rest.find(|c: char| c.is_ascii_digit())?;
    let len = rest[start..].find(|c: char| !(c.is_ascii_digit() || c == '.')).unwrap_or(rest.len() - start);
    let number = &rest[start..start + len];
    if number.parse::<f64>().ok()? != old {
        return None;
    }
    let decimals = number.split_once('.').map_or(0, |(_, fraction)| fraction.len());
    let written = if decimals == 0 && new.fract() != 0.0 { new.to_string() } else { format!("{new:.decimals$}") };
    Some(format!("{key}{}{written}{}", &rest[..start], &rest[start + len..]))
}

impl Executor {
    /// Why an `edit` or `write` is not run, once: the request asks for a
    /// value in place of another, the change puts the new one nowhere, and
    /// one line of the repository's top-level files holds the old one.
    pub(super) fn old_value_elsewhere(&mut self, call: &Call, kind: ToolKind) -> Option<String> {
        let rules = self.prompt_rules.as_ref()?;
        if self.instead_told || kind != ToolKind::Edit || !rules.asks_for_change() || rules.asks_new_setting() {
            return None;
        }
        let (new, old) = asked_in_place(rules.text())?;
        let path = call.input.get("path").and_then(Value::as_str)?;
        let written = ["new_string", "content"].iter().find_map(|key| call.input.get(*key).and_then(Value::as_str))?;
        if numbers_in(written).contains(&new) {
            return None;
        }
        let (file, line, held) = holder_of(&self.cwd, old)?;
        if file == path {
            return None;
        }
        self.instead_told = true;
        Some(format!(
            "not run: the request asks for {} in place of {}, and this change puts no {} anywhere; {file} holds the {} (line {line}: `{held}`). Change that value there with edit (old_string copied from the file).",
            number_text(new),
            number_text(old),
            number_text(new),
            number_text(old)
        ))
    }
}

#[cfg(test)]
mod tests {
    use super::{asked_in_place, holders, with_value};

    #[test]
    fn the_new_and_the_old_value_are_read_around_instead_of() {
        assert_eq!(
            asked_in_place("can you make it so they can book up to 14 nights instead of 10?"),
            Some((14.0, 10.0))
        );
        assert_eq!(asked_in_place("Reminders should go 45 minutes ahead instead of 30."), Some((45.0, 30.0)));
        assert_eq!(asked_in_place("Use the new price. It is 12 instead of 12."), None);
        assert_eq!(asked_in_place("Make it 14 nights."), None);
        assert_eq!(asked_in_place("The till charged him 25 instead of 225, please fix it."), None);
        assert_eq!(asked_in_place("It gives 2 instead of 3."), None);
        assert_eq!(asked_in_place("Let 2 families book for up to 14 nights instead of 10."), Some((14.0, 10.0)));
        assert_eq!(
            asked_in_place(
                "it takes forever to get a voucher - can we make it so you only need 150 points instead of 200?"
            ),
            Some((150.0, 200.0))
        );
    }

    #[test]
    fn settings_and_constants_that_hold_the_value_are_found() {
        let json =
            "{\n  \"boats\": [\"Kingfisher\"],\n  \"min_nights\": 2,\n  \"max_nights\": 10,\n  \"deposit\": 10.5\n}\n";
        assert_eq!(holders(json, 10.0), vec![(4, "  \"max_nights\": 10,")]);
        let code = "MAX_NIGHTS = 10\n\ndef check(nights):\n    return nights <= 10 and nights >= 1\n";
        assert_eq!(holders(code, 10.0), vec![(1, "MAX_NIGHTS = 10")]);
    }

    #[test]
    fn the_held_value_is_written_anew_as_it_was_written() {
        assert_eq!(
            with_value("\"points_for_voucher\": 200,", 200.0, 150.0).as_deref(),
            Some("\"points_for_voucher\": 150,")
        );
        assert_eq!(with_value("DEPOSIT = 10.50", 10.5, 12.0).as_deref(), Some("DEPOSIT = 12.00"));
        assert_eq!(
            with_value("max_nights = 10  # two weeks soon", 10.0, 14.5).as_deref(),
            Some("max_nights = 14.5  # two weeks soon")
        );
        assert_eq!(with_value("limit: 7", 10.0, 14.0), None);
    }
}
