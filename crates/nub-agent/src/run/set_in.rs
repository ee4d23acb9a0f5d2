//! A question that asks which file sets a value, answered with a file
//! that does not: asked from what time the nursery charges a late pick-up
//! fee "and which file is that set in", the 1.5B model named register.py,
//! which has `from fees import … LATE_FEE_START`, and on another run
//! settings.py, which sets no 18:15; fees.py sets it. Told once where the
//! value it gives is set, it may answer again.

use nub_llm::Message;

use super::Run;
use crate::compact::text_of;
use crate::prompt_rules::PromptRules;

/// Words of a question that asks for the file a value is set in.
const WHICH_FILE: &[&str] = &["which file", "what file", "where is", "where's", "where are", "where do", "where does"];

/// Bytes of a code file read to look for its imports.
const MAX_READ: u64 = 256 << 10;

impl Run<'_> {
    /// The note for an answer that names a file that imports the value it
    /// gives from another, or a file where no line sets the value it gives
    /// while one line of another does; once a run, `None` otherwise.
    pub(super) fn set_elsewhere(&mut self, answer: &Message) -> Option<String> {
        if !self.config.lean || self.set_in_told {
            return None;
        }
        let rules = PromptRules::of(&self.prompt);
        let lower = self.prompt.to_lowercase();
        if !rules.question() || rules.asks_for_change() || !WHICH_FILE.iter().any(|words| lower.contains(words)) {
            return None;
        }
        let said = text_of(answer);
        let read = |path: &str| -> Option<String> {
            let full = self.config.cwd.join(path);
            (std::fs::metadata(&full).ok()?.len() <= MAX_READ).then(|| std::fs::read_to_string(&full).ok()).flatten()
        };
        // The files the answer names, each read once: (path, text).
        let named: Vec<(String, String)> = files_named(&said)
            .into_iter()
            .filter_map(|path| Some((read(&path)?, path)).map(|(text, path)| (path, text)))
            .collect();
        let is_named = |path: &str| named.iter().any(|(named, _)| named == path);
        for (path, source) in &named {
            for (module, name) in imported(source) {
                let from = format!("{}.py", module.replace('.', "/"));
                if is_named(&from) {
                    continue;
                }
                let Some(from_source) = read(&from) else { continue };
                let Some((line, text)) = setting_line(&from_source, &name) else { continue };
                if !nub_tools::holds_word(&said, &name)
                    && !values_of(text).iter().any(|value| said.contains(value.as_str()))
                {
                    continue;
                }
                self.set_in_told = true;
                return Some(format!(
                    "[nub: your answer names {path}, but {path} only imports `{name}` from {from}: it is set in {from} line {line}: `{}`. Answer again, naming the file where it is set.]",
                    text.trim()
                ));
            }
        }
        // The value the answer gives, set by no file it names but by one
        // line of another: the nursery's 18:15 "in settings.py", which
        // fees.py sets.
        let given = given_values(&said);
        let sets =
            |text: &str| text.lines().any(|line| setting_value(line).is_some_and(|value| holds_any(value, &given)));
        if !named.is_empty() && !given.is_empty() && !named.iter().any(|(_, text)| sets(text)) {
            let elsewhere: Vec<(String, usize, String)> = crate::execute::top_level_files(&self.config.cwd)
                .into_iter()
                .filter(|path| SETTINGS_ENDINGS.iter().any(|ending| path.ends_with(ending)) && !is_named(path))
                .filter_map(|path| Some((read(&path)?, path)))
                .flat_map(|(text, path)| {
                    text.lines()
                        .enumerate()
                        .filter(|(_, line)| setting_value(line).is_some_and(|value| holds_any(value, &given)))
                        .map(|(at, line)| (path.clone(), at + 1, line.trim().to_owned()))
                        .collect::<Vec<_>>()
                })
                .collect();
            if let [(from, line, text)] = &elsewhere[..] {
                self.set_in_told = true;
                return Some(format!(
                    "[nub: your answer names {}, but no line there sets that value: {from} line {line} does: `{text}`. Answer again, naming the file where it is set.]",
                    named.iter().map(|(path, _)| path.as_str()).collect::<Vec<_>>().join(" and ")
                ));
            }
        }
        None
    }
}

/// Files whose lines may set a value a question asks about.
const SETTINGS_ENDINGS: &[&str] = &[".py", ".toml", ".ini", ".cfg", ".json", ".yaml", ".yml", ".env"];

/// The values an answer gives that a setting may hold: times (`18:15`)
/// and numbers with a decimal point or above ten (`30`, `3.50`), as
/// written.
fn given_values(text: &str) -> Vec<String> {
    text.split(|c: char| !(c.is_ascii_digit() || c == '.' || c == ':'))
        .map(|part| part.trim_matches(['.', ':']))
        .filter(|part| {
            part.contains(':') && part.chars().any(|c| c.is_ascii_digit())
                || part.parse::<f64>().is_ok_and(|n| part.contains('.') || n > 10.0)
        })
        .map(str::to_owned)
        .collect()
}

/// The value part of a line that sets a name (`NAME = …`, `key = …`,
/// `"key": …`), without a comment; `None` for any other line.
fn setting_value(line: &str) -> Option<&str> {
    let trimmed = line.trim_start().trim_start_matches(['"', '\'']);
    let name_end = trimmed.find(|c: char| !(c.is_alphanumeric() || c == '_'))?;
    if name_end == 0 || ["def", "if", "elif", "return", "for", "while", "assert"].contains(&&trimmed[..name_end]) {
        return None;
    }
    let rest = trimmed[name_end..].trim_start_matches(['"', '\'']).trim_start();
    let value = rest.strip_prefix('=').filter(|value| !value.starts_with('=')).or_else(|| rest.strip_prefix(':'))?;
    Some(value.split(" #").next().unwrap_or(value).split(" ;").next().unwrap_or(value).trim_end())
}

/// Whether `value` holds one of `given` as a value of its own.
fn holds_any(value: &str, given: &[String]) -> bool {
    let parts = given_values(value);
    given.iter().any(|wanted| {
        parts.iter().any(|part| {
            part == wanted || part.parse::<f64>().ok().zip(wanted.parse::<f64>().ok()).is_some_and(|(a, b)| a == b)
        })
    })
}

/// The code and settings files `text` names (`register.py`,
/// `pkg/fees.py`, `pond.ini`), each once.
fn files_named(text: &str) -> Vec<String> {
    let mut found: Vec<String> = Vec::new();
    for word in text.split(|c: char| !(c.is_alphanumeric() || matches!(c, '_' | '.' | '/'))) {
        let word = word.trim_end_matches('.');
        let file = SETTINGS_ENDINGS.iter().any(|ending| word.len() > ending.len() && word.ends_with(ending));
        if file && !found.iter().any(|seen| seen == word) {
            found.push(word.to_owned());
        }
    }
    found
}

/// The (module, name) pairs of `source`'s `from module import a, b` lines,
/// brackets over several lines included.
fn imported(source: &str) -> Vec<(String, String)> {
    let mut found = Vec::new();
    let mut lines = source.lines();
    while let Some(line) = lines.next() {
        let Some(rest) = line.trim_start().strip_prefix("from ") else { continue };
        let Some((module, names)) = rest.split_once(" import ") else { continue };
        let mut names = names.to_owned();
        if names.contains('(') && !names.contains(')') {
            for more in lines.by_ref() {
                names.push_str(more);
                if more.contains(')') {
                    break;
                }
            }
        }
        for name in names.split(',') {
            let name = name.trim().trim_matches(['(', ')']).split(" as ").next().unwrap_or_default().trim();
            if !name.is_empty() && name.chars().all(|c| c.is_alphanumeric() || c == '_') {
                found.push((module.trim().to_owned(), name.to_owned()));
            }
        }
    }
    found
}

/// The line of `source` that sets `name` at the top level: its number
/// (from 1) and text.
fn setting_line<'a>(source: &'a str, name: &str) -> Option<(usize, &'a str)> {
    source.lines().enumerate().find_map(|(at, line)| {
        let rest = line.strip_prefix(name)?.trim_start();
        (rest.starts_with('=') && !rest.starts_with("==")).then_some((at + 1, line))
    })
}

/// The values a setting's line holds, as an answer may quote them: its
/// numbers and times (`18:15`, `30`, `12.50`), without a comment.
fn values_of(line: &str) -> Vec<String> {
    let value = line.split_once('=').map_or("", |(_, value)| value);
    let value = value.split(" #").next().unwrap_or(value);
    value
        .split(|c: char| !(c.is_ascii_digit() || c == '.' || c == ':'))
        .map(|part| part.trim_matches(['.', ':']))
        .filter(|part| part.chars().any(|c| c.is_ascii_digit()))
        .map(str::to_owned)
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn imports_over_one_line_or_several_are_read() {
        let source = "import math\n\nfrom fees import LATE_FEE_PER_15_MIN, LATE_FEE_START as START\nfrom settings import (CLOSES,\n                      NAME)\n";
        let names: Vec<String> =
            imported(source).into_iter().map(|(module, name)| format!("{module}.{name}")).collect();
        assert_eq!(names, ["fees.LATE_FEE_PER_15_MIN", "fees.LATE_FEE_START", "settings.CLOSES", "settings.NAME"]);
    }

    #[test]
    fn a_setting_s_line_and_its_values_are_found() {
        let fees = "LUNCH = 3.50\nLATE_FEE_START = \"18:15\"  # from a quarter past six\nLATE_FEE_STARTED == 1\n";
        assert_eq!(
            setting_line(fees, "LATE_FEE_START"),
            Some((2, "LATE_FEE_START = \"18:15\"  # from a quarter past six"))
        );
        assert_eq!(setting_line(fees, "LATE_FEE"), None);
        assert_eq!(values_of("LATE_FEE_START = \"18:15\"  # from 6"), ["18:15"]);
        assert_eq!(values_of("REMINDER_LEAD_HOURS = 30"), ["30"]);
    }

    #[test]
    fn values_an_answer_gives_and_lines_that_set_them_are_read() {
        assert_eq!(
            given_values("It starts at 18:15, £3.50 a time, after 30 hours or 5 days."),
            ["18:15", "3.50", "30"]
        );
        assert_eq!(setting_value("LATE_FEE_START = \"18:15\"  # quarter past"), Some(" \"18:15\""));
        assert_eq!(setting_value("  \"late_fee\": 12.5,"), Some(" 12.5,"));
        assert_eq!(setting_value("stop_below_c = 8.5 ; in C"), Some(" 8.5"));
        assert_eq!(setting_value("    if over <= 0:"), None);
        assert_eq!(setting_value("x == 3"), None);
        assert!(holds_any(" \"18:15\"", &["18:15".to_owned()]));
        assert!(holds_any(" 30.0", &["30".to_owned()]));
        assert!(!holds_any(" 300", &["30".to_owned()]));
    }

    #[test]
    fn the_python_files_an_answer_names_are_found_once() {
        let said = "It is 18:15, set in `register.py` line 13 (see register.py) or pond.ini. Not in fees.txt.";
        assert_eq!(files_named(said), ["register.py", "pond.ini"]);
    }
}
