//! A value copied from the request as `old_string`, found where the
//! repository holds it. "I want to charge £3 an hour for each extra child
//! instead of £2.50": the 1.5B model sent `£2.50` → `£3.00` as an edit of
//! sitting.py, which reads the rate from settings.json; pointed at the
//! function that uses the setting, it rewrote the function for three
//! minutes. The value's own line is the place to change.

use std::path::{Path, PathBuf};

use nub_tools::display_path;

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
            files.extend(entries.flatten().take(MAX_NEIGHBOURS).map(|entry| entry.path()));
        }
        files.sort();
        files.dedup();
        let mut places = Vec::new();
        for file in files {
            let shown = display_path(&self.plain_env(), &file);
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

/// Whether a line sets a value to `value`: a number of its own, not part
/// of a longer one, and not in a comment.
fn holds_value(line: &str, value: f64) -> bool {
    let code = line.split('#').next().unwrap_or(line);
    let code = code.split("//").next().unwrap_or(code);
    (code.contains('=') || code.contains(':'))
        && code
            .split(|c: char| !(c.is_ascii_digit() || c == '.'))
            .filter_map(|word| word.trim_matches('.').parse::<f64>().ok())
            .any(|number| (number - value).abs() < 1e-9)
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
    }
}
