//! A value copied from the request as `old_string`, found where the
//! repository holds it. "I want to charge £3 an hour for each extra child
//! instead of £2.50": the 1.5B model sent `£2.50` → `£3.00` as an edit of
//! sitting.py, which reads the rate from settings.json; pointed at the
//! function that uses the setting, it rewrote the function for three
//! minutes. The value's own line is the place to change.

use std::path::{Path, PathBuf};

use nub_tools::display_path;
use nub_tools::path::is_test_file;

use super::Executor;
use crate::stated_values::numbers_in;

/// Files of the edited file's directory looked into, at most.
const MAX_NEIGHBOURS: usize = 40;

impl Executor {
    /// Where the number `quoted` (copied from the request) is a value of
    /// the files the model has seen or that lie beside `path`: the one
    /// place, as "settings.json line 5: `"extra_child_rate": 2.5,`";
    /// `None` when it is in no file or in more than one line.
    pub(super) fn where_the_value_is(&self, path: &str, quoted: &str) -> Option<(String, String)> {
        let [value] = numbers_in(quoted)[..] else { return None };
        let edited = self.small_file_at(path)?;
        let mut files: Vec<PathBuf> = self.seen.paths().map(Path::to_path_buf).collect();
        if let Some(dir) = edited.parent()
            && let Ok(entries) = std::fs::read_dir(dir)
        {
            let mut beside: Vec<PathBuf> = entries.flatten().map(|entry| entry.path()).collect();
            beside.sort();
            files.extend(beside.into_iter().take(MAX_NEIGHBOURS));
        }
        files.sort();
        files.dedup();
        let mut places = Vec::new();
        for file in files {
            let shown = display_path(&self.plain_env(), &file);
            // The tests judge the code: their expected values are not the place.
            if is_test_file(&shown) {
                continue;
            }
            let Some(text) = self.small_file(&shown) else { continue };
            for (at, line) in text.lines().enumerate() {
                if holds_value(line, value) {
                    places.push((shown.clone(), at + 1, line.trim().to_owned()));
                }
            }
        }
        match &places[..] {
            [(file, line, text)] => Some((file.clone(), format!("{file} line {line}: `{text}`"))),
            _ => None,
        }
    }
}

/// Whether a line sets a value to `value`: a number of its own (no digit,
/// dot, sign, exponent, colon or dash joined to it: not `12.5`, `-2.5`,
/// `2.5e3`, `12:30` or a date), on a line with `=` or `:`, not in a `#`
/// comment.
fn holds_value(line: &str, value: f64) -> bool {
    let code = line.split(" #").next().unwrap_or(line);
    if !(code.contains('=') || code.contains(':')) {
        return false;
    }
    let chars: Vec<char> = code.chars().collect();
    let mut at = 0;
    while at < chars.len() {
        if !chars[at].is_ascii_digit() {
            at += 1;
            continue;
        }
        let start = at;
        while at < chars.len() && (chars[at].is_ascii_digit() || chars[at] == '.') {
            at += 1;
        }
        let joined =
            |c: Option<&char>| c.is_some_and(|c| c.is_alphanumeric() || matches!(c, '-' | '+' | ':' | '.' | '_'));
        let before = start.checked_sub(1).and_then(|i| chars.get(i));
        if joined(before) || joined(chars.get(at)) {
            continue;
        }
        let number: String = chars[start..at].iter().collect();
        if number.parse::<f64>().is_ok_and(|number| (number - value).abs() < 1e-9) {
            return true;
        }
    }
    false
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_line_that_sets_the_value_holds_it() {
        assert!(holds_value("  \"extra_child_rate\": 2.5,", 2.5));
        assert!(holds_value("EXTRA_CHILD = 2.50", 2.5));
        assert!(!holds_value("EXTRA_CHILD = 12.5", 2.5));
        assert!(!holds_value("total = x  # 2.5 per child", 2.5));
        assert!(!holds_value("print(2.5)", 2.5));
        assert!(!holds_value("RATE = -2.5", 2.5));
        assert!(!holds_value("RATE = 2.5e-3", 2.5));
        assert!(!holds_value("OPEN = \"12:30\"", 12.0));
        assert!(!holds_value("DAY = \"2024-01-05\"", 5.0));
        assert!(holds_value("rates = {\"child\": 2.5, \"adult\": 4}", 2.5));
    }
}
