//! A question for the latest or earliest time of day the code allows
//! ("what's the latest time we can let visitors in on a Sunday?"). Asked
//! for a program, the 1.5B model printed the closing time from the hours
//! table, or whether one guessed time was allowed; the repository had a
//! function that works the time out (`last_entry(day)`, in a file the
//! question did not attach), or only a check of one time
//! (`can_start(day, hhmm)`). The ask for the program names them.

use std::path::Path;

use nub_tools::path::is_test_file;

/// Which end of the day the question asks for.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(super) enum End {
    Latest,
    Earliest,
}

/// Phrases that ask for the latest time ("latest" alone is no time: "our
/// latest prices").
const LATEST: &[&str] = &[
    "latest time",
    "last entry",
    "how late",
    "cut-off time",
    "cutoff time",
    "up to what time",
    "until what time",
    "till what time",
    "by what time",
];
/// Phrases that ask for the earliest time ("first time" is a visit).
const EARLIEST: &[&str] = &["earliest time", "how early"];

/// Words of a function's name that say it gives such a time.
const LATEST_NAMES: &[&str] = &["latest", "last", "cutoff"];
const EARLIEST_NAMES: &[&str] = &["earliest", "first"];

/// Parameter names that hold a time of day.
const TIME_PARAMETERS: &[&str] =
    &["hhmm", "time", "start", "arrival", "arrive", "dropoff", "drop_off", "slot", "when", "at", "start_time"];

/// Files read, and bytes of one, when looking for the functions.
const MAX_FILES: usize = 40;
const MAX_BYTES: u64 = 64 * 1024;

/// Which end of the day `request` asks for, if it asks for a time.
pub(super) fn asked_end(request: &str) -> Option<End> {
    let lower = request.to_lowercase();
    match (LATEST.iter().any(|p| lower.contains(p)), EARLIEST.iter().any(|p| lower.contains(p))) {
        (true, false) => Some(End::Latest),
        (false, true) => Some(End::Earliest),
        _ => None,
    }
}

/// What a program asked for a time said when it printed only a count of
/// minutes of the day (870): the time it is (14:30). The 1.5B model's
/// program printed `same_day_cutoff()`, 870, and the answer was "870".
pub(super) fn minutes_as_clock(output: &str) -> Option<String> {
    let printed = output.trim_end().rsplit_once('\n').map(|(printed, _)| printed.trim())?;
    let minutes: u32 = printed.parse().ok().filter(|m| (60..24 * 60).contains(m))?;
    Some(format!("[nub: {minutes} minutes after midnight is {:02}:{:02}.]", minutes / 60, minutes % 60))
}

/// A function of a Python file: its path, `def` line and docstring's
/// first line.
#[derive(Debug, Clone, PartialEq, Eq)]
struct Function {
    path: String,
    name: String,
    parameters: Vec<String>,
    signature: String,
    doc: String,
}

/// What the ask for the program says of the functions that answer a
/// question for the `end` of the day, from the repository at `root`.
pub(super) fn time_hint(root: &Path, end: End) -> Option<String> {
    let functions = python_functions(root);
    let (names, doc_start, word) = match end {
        End::Latest => (LATEST_NAMES, ["latest", "last"], "latest"),
        End::Earliest => (EARLIEST_NAMES, ["earliest", "first"], "earliest"),
    };
    let gives: Vec<&Function> = functions
        .iter()
        .filter(|f| {
            let lower_doc = f.doc.to_lowercase();
            f.name.split('_').any(|part| names.contains(&part)) || doc_start.iter().any(|w| lower_doc.starts_with(w))
        })
        .collect();
    if !gives.is_empty() {
        let listed: Vec<String> = gives.iter().map(|f| said(f)).collect();
        return Some(format!(
            "For the {word} time: {}. Call it with the question's values, written as the code writes them (a day as its tables key it), and print the time it returns.",
            listed.join("; ")
        ));
    }
    let timed = |p: &String| TIME_PARAMETERS.contains(&p.as_str()) || p.contains("time") || p.contains("hhmm");
    let check = functions.iter().find(|f| {
        let lower_doc = f.doc.to_lowercase();
        let says_whether =
            ["can_", "is_", "may_", "allowed"].iter().any(|p| f.name.starts_with(p) || f.name.contains(p))
                || ["whether", "true if", "return true", "returns true"].iter().any(|w| lower_doc.contains(w));
        says_whether && f.parameters.iter().any(timed)
    })?;
    // The loop written out: told only to loop "each as HH:MM", the 1.5B
    // model passed whole minutes, and every run failed on `.split`.
    let (import, time) = match check.doc.contains("datetime.time") {
        true => ("import datetime\n", "datetime.time(*divmod(minutes, 60))"),
        false => ("", "\"%02d:%02d\" % divmod(minutes, 60)"),
    };
    let time_parameter = check.parameters.iter().find(|p| timed(p)).cloned().unwrap_or_default();
    let arguments: Vec<String> = check
        .parameters
        .iter()
        .map(|p| match *p == time_parameter {
            true => "at".to_owned(),
            false => p.clone(),
        })
        .collect();
    let others: Vec<&String> = check.parameters.iter().filter(|p| **p != time_parameter).collect();
    let set_first = match others.is_empty() {
        true => String::new(),
        false => format!(
            " Set {} first as the question says (a day as the file writes it).",
            others.iter().map(|p| format!("`{p}`")).collect::<Vec<_>>().join(", ")
        ),
    };
    let keep = match end {
        End::Latest => "found = at",
        End::Earliest => "found = found or at",
    };
    Some(format!(
        "No function gives the {word} time itself; {}. Loop over the times of the day with it and print the {word} it allows:{set_first}\n```python\n{import}found = None\nfor minutes in range(0, 24 * 60, 5):\n    at = {time}\n    if {}({}):\n        {keep}\nprint(found)\n```",
        said(check),
        check.name,
        arguments.join(", ")
    ))
}

/// A function as the hint names it.
fn said(f: &Function) -> String {
    match f.doc.is_empty() {
        true => format!("{} defines `{}`", f.path, f.signature),
        false => format!("{} defines `{}`: \"{}\"", f.path, f.signature, f.doc),
    }
}

/// The top-level functions of the Python files at `root` and one folder
/// down, tests left out.
fn python_functions(root: &Path) -> Vec<Function> {
    let mut paths: Vec<String> = Vec::new();
    let mut folders = vec![(root.to_path_buf(), String::new(), 0)];
    while let Some((folder, prefix, depth)) = folders.pop() {
        let Ok(entries) = std::fs::read_dir(&folder) else { continue };
        let mut entries: Vec<_> = entries.flatten().collect();
        entries.sort_by_key(|entry| entry.file_name());
        for entry in entries {
            let name = entry.file_name().to_string_lossy().into_owned();
            if name.starts_with('.') || name == "__pycache__" || name == "node_modules" {
                continue;
            }
            let Ok(kind) = entry.file_type() else { continue };
            let relative = format!("{prefix}{name}");
            if kind.is_dir() && depth < 1 {
                folders.push((entry.path(), format!("{relative}/"), depth + 1));
            } else if kind.is_file() && name.ends_with(".py") && !is_test_file(&relative) {
                paths.push(relative);
            }
        }
    }
    paths.sort();
    paths
        .into_iter()
        .take(MAX_FILES)
        .filter(|path| std::fs::metadata(root.join(path)).is_ok_and(|meta| meta.len() <= MAX_BYTES))
        .filter_map(|path| Some((std::fs::read_to_string(root.join(&path)).ok()?, path)))
        .flat_map(|(source, path)| functions_of(&source, &path))
        .collect()
}

/// The top-level functions of one file's `source`.
fn functions_of(source: &str, path: &str) -> Vec<Function> {
    let lines: Vec<&str> = source.lines().collect();
    let mut found = Vec::new();
    for (at, line) in lines.iter().enumerate() {
        let Some(rest) = line.strip_prefix("def ") else { continue };
        let Some((name, after)) = rest.split_once('(') else { continue };
        let Some((inside, _)) = after.rsplit_once(')') else { continue };
        let parameters = inside
            .split(',')
            .map(|part| part.split(['=', ':']).next().unwrap_or("").trim().to_owned())
            .filter(|part| !part.is_empty() && part != "self")
            .collect();
        let doc = lines
            .get(at + 1)
            .map(|next| next.trim())
            .and_then(|next| next.strip_prefix("\"\"\"").or_else(|| next.strip_prefix("'''")))
            .map(|doc| doc.trim_end_matches("\"\"\"").trim_end_matches("'''").trim().to_owned())
            .unwrap_or_default();
        found.push(Function {
            path: path.to_owned(),
            name: name.trim().to_owned(),
            parameters,
            signature: format!("{}({inside})", name.trim()),
            doc,
        });
    }
    found
}

#[cfg(test)]
mod tests {
    use super::{End, asked_end, time_hint};

    #[test]
    fn a_question_for_the_latest_or_earliest_time_is_told() {
        assert_eq!(asked_end("What's the latest time we can let visitors in on a Sunday?"), Some(End::Latest));
        assert_eq!(asked_end("What time is our last entry on a Sunday?"), Some(End::Latest));
        assert_eq!(asked_end("How early can a customer drop off on Saturday?"), Some(End::Earliest));
        assert_eq!(asked_end("Up to what time on show day can people still sign up?"), Some(End::Latest));
        assert_eq!(asked_end("How much would the latest booking cost?"), None);
        assert_eq!(asked_end("A new customer coming for the first time on Saturday: how much?"), None);
        assert_eq!(asked_end("With our latest prices, what does a full-time student pay?"), None);
        assert_eq!(asked_end("What would we charge for 3 adults?"), None);
    }

    #[test]
    fn minutes_of_the_day_are_read_as_a_time() {
        assert_eq!(
            super::minutes_as_clock("870\n[exit code 0]").as_deref(),
            Some("[nub: 870 minutes after midnight is 14:30.]")
        );
        assert_eq!(super::minutes_as_clock("14:30\n[exit code 0]"), None);
        assert_eq!(super::minutes_as_clock("45\n[exit code 0]"), None);
    }

    #[test]
    fn a_function_that_gives_the_time_is_named_even_in_a_file_not_attached() {
        let dir = tempfile::tempdir().unwrap();
        std::fs::write(
            dir.path().join("hours.py"),
            "OPEN = {}\n\ndef to_minutes(hhmm):\n    return 0\n\n\ndef last_entry(day):\n    \"\"\"Latest time visitors can be let in, or None if closed.\"\"\"\n    return None\n",
        )
        .unwrap();
        std::fs::write(
            dir.path().join("tickets.py"),
            "def can_enter(day, hhmm):\n    \"\"\"True if a visitor may come in.\"\"\"\n    return True\n",
        )
        .unwrap();
        std::fs::create_dir(dir.path().join("tests")).unwrap();
        std::fs::write(dir.path().join("tests/test_hours.py"), "def latest_test(x):\n    pass\n").unwrap();
        let hint = time_hint(dir.path(), End::Latest).unwrap();
        assert!(
            hint.starts_with("For the latest time: hours.py defines `last_entry(day)`: \"Latest time visitors can be let in, or None if closed.\"."),
            "{hint}"
        );
        assert!(!hint.contains("latest_test"), "{hint}");
        // Only a check of one time: a loop over the day is asked for.
        std::fs::remove_file(dir.path().join("hours.py")).unwrap();
        let hint = time_hint(dir.path(), End::Latest).unwrap();
        assert!(
            hint.starts_with("No function gives the latest time itself; tickets.py defines `can_enter(day, hhmm)`"),
            "{hint}"
        );
        assert!(
            hint.ends_with("Set `day` first as the question says (a day as the file writes it).\n```python\nfound = None\nfor minutes in range(0, 24 * 60, 5):\n    at = \"%02d:%02d\" % divmod(minutes, 60)\n    if can_enter(day, at):\n        found = at\nprint(found)\n```"),
            "{hint}"
        );
        // A parameter that holds the time by its name (`time_now`).
        std::fs::write(dir.path().join("tickets.py"), "def can_enter(time_now, age):\n    return True\n").unwrap();
        assert!(time_hint(dir.path(), End::Latest).is_some_and(|hint| hint.contains("`can_enter(time_now, age)`")));
        // Nothing of the kind: no hint.
        std::fs::write(dir.path().join("tickets.py"), "def price(adults):\n    return 3\n").unwrap();
        assert_eq!(time_hint(dir.path(), End::Latest), None);
    }
}
