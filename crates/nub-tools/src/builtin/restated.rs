//! An inserting edit whose new_string ends with lines the file already has.
//!
//! Asked for a docstring, a 1.5B model sent old_string `def area(width,
//! height):` and a new_string of that line, the new comment and the body's
//! `return width * height` — which stays in the file below the match, so the
//! return was doubled. Told so, it sent an edit of `return` to itself and
//! then the same insertion again until the guard stopped it. The lines that
//! already follow the match are left out of the insertion instead, and the
//! result says so. An edit that would hold many of the file's lines a
//! second time (`second_copy`) is refused for a small model.

use std::collections::HashMap;

/// A repeated run counts only with a line this long (trimmed): a closing
/// `}` or `)` repeats for real.
const MIN_DISTINCT_CHARS: usize = 8;

/// `new` without the lines at its end that already follow `old` in the
/// file, when `new` inserts after `old` (`new` starts with it) and keeps
/// something new; with the number of lines left out. `after` is the file's
/// text after the one exact match of `old`.
pub(super) fn without_restated_tail(old: &str, new: &str, after: &str) -> Option<(String, usize)> {
    let tail = new.strip_prefix(old).filter(|tail| !tail.is_empty())?;
    // Either old ends mid-line and both go on with a newline, or old ends
    // a line and both start one.
    let (lead, tail_body, after_body) = if old.ends_with('\n') {
        ("", tail, after)
    } else {
        ("\n", tail.strip_prefix('\n')?, after.strip_prefix('\n')?)
    };
    let ends_line = tail_body.ends_with('\n');
    let tail_lines: Vec<&str> = tail_body.strip_suffix('\n').unwrap_or(tail_body).split('\n').collect();
    let after_lines: Vec<&str> = after_body.lines().collect();
    let restated = (1..tail_lines.len()).rev().find(|&k| {
        let repeated = &tail_lines[tail_lines.len() - k..];
        after_lines.len() >= k
            && repeated.iter().zip(&after_lines).all(|(a, b)| a.trim_end() == b.trim_end())
            && repeated.iter().any(|line| line.trim().chars().count() >= MIN_DISTINCT_CHARS)
    })?;
    let kept = tail_lines[..tail_lines.len() - restated].join("\n");
    let newline = if old.ends_with('\n') || ends_line { "\n" } else { "" };
    Some((format!("{old}{lead}{kept}{newline}"), restated))
}

/// Lines shorter than this (`return x`, `pass`, `}`) repeat in any file.
const MIN_COPIED_CHARS: usize = 12;
/// Repeated lines from which an edit counts as a second copy.
const MIN_COPIED: usize = 3;

/// When `updated` holds lines of `content` a second time — at least
/// `MIN_COPIED` of them, and at least half of what the edit added — the
/// first such line and how many: a small model asked for a docstring
/// pasted the whole module, indented, under the `def` line it quoted.
/// Counted on the file as it would be, so a definition that replaced the
/// old one is no copy.
pub(crate) fn second_copy<'a>(content: &str, updated: &'a str) -> Option<(&'a str, usize)> {
    let long = |line: &&str| line.len() >= MIN_COPIED_CHARS;
    let mut before: HashMap<&str, usize> = HashMap::new();
    for line in content.lines().map(str::trim).filter(long) {
        *before.entry(line).or_default() += 1;
    }
    let mut seen: HashMap<&str, usize> = HashMap::new();
    let (mut copied, mut first) = (0, None);
    for line in updated.lines().map(str::trim).filter(long) {
        let times = seen.entry(line).or_default();
        *times += 1;
        if before.get(line).is_some_and(|had| *times > *had) {
            copied += 1;
            first.get_or_insert(line);
        }
    }
    let non_blank = |text: &str| text.lines().filter(|line| !line.trim().is_empty()).count();
    let added = non_blank(updated).saturating_sub(non_blank(content));
    (copied >= MIN_COPIED && 2 * copied >= added).then(|| (first.unwrap_or_default(), copied))
}

/// Whether `old` is one whole definition, body and all, and `new` one
/// definition of the same name that names no other: a function written
/// anew, which may well repeat lines of another (a helper's checks
/// inlined), and is no copy of the file.
pub(crate) fn rewrites_one_definition(old: &str, new: &str) -> bool {
    let whole = |text: &str| -> Option<String> {
        let lines: Vec<&str> = text.trim_matches('\n').lines().collect();
        let name = crate::text::defined_name(lines.first()?)?;
        let shown = crate::text::definition_at(&lines, 0);
        let headers = lines.iter().filter(|line| crate::text::defined_name(line).is_some()).count();
        (shown.len() == lines.len() && lines.len() > 1 && headers == 1).then(|| name.to_owned())
    };
    whole(old).is_some_and(|name| whole(new).is_some_and(|other| other == name))
}

#[cfg(test)]
mod tests {

    #[test]
    fn a_second_copy_of_the_files_lines_is_found_and_a_replacement_is_not() {
        let module = "RATE = 4\n\n\ndef beat_ms(bpm):\n    if bpm <= 0:\n        raise ValueError('bpm must be positive')\n    return 60000 / bpm\n\n\ndef bar_ms(bpm, beats_per_bar=4):\n    return beat_ms(bpm) * beats_per_bar\n";
        let indented: String = module.lines().map(|line| format!("    {line}\n")).collect();
        let pasted = module.replacen("def beat_ms(bpm):\n", &format!("def beat_ms(bpm):\n{indented}"), 1);
        assert_eq!(second_copy(module, &pasted), Some(("def beat_ms(bpm):", 6)));
        // A docstring, or a definition that replaced the old one, copies nothing.
        let docstring = module.replacen(
            "def bar_ms(bpm, beats_per_bar=4):\n",
            "def bar_ms(bpm, beats_per_bar=4):\n    \"\"\"A bar.\"\"\"\n",
            1,
        );
        assert_eq!(second_copy(module, &docstring), None);
        let book = "class Book:\n    def __init__(self, title, author):\n        self.title = title\n        self.author = author\n";
        let with_year = "class Book:\n    def __init__(self, title, author, year):\n        self.title = title\n        self.author = author\n        self.year = year\n";
        assert_eq!(second_copy(book, with_year), None);
    }

    #[test]
    fn a_function_written_anew_is_told_from_a_pasted_module() {
        let old = "def refund_amount(fare, delay):\n    return round(fare - refund_share(delay), 2)";
        let new = "def refund_amount(fare, delay):\n    if delay < 0:\n        raise ValueError('negative')\n    for minutes, share in BANDS:\n        if delay >= minutes:\n            return fare * share\n    return 0.0";
        assert!(super::rewrites_one_definition(old, new));
        assert!(!super::rewrites_one_definition("def beat_ms(bpm):", new), "a header alone");
        let pasted = "def refund_amount(fare, delay):\n    def refund_share(delay):\n        return 1\n    return 2";
        assert!(!super::rewrites_one_definition(old, pasted), "another definition inside");
        let other = new.replace("def refund_amount", "def refund_total");
        assert!(!super::rewrites_one_definition(old, &other), "another name");
    }
    use super::*;

    #[test]
    fn the_restated_body_line_is_left_out() {
        let (new, count) = without_restated_tail(
            "def area(width, height):",
            "def area(width, height):\n    \"\"\"Area.\"\"\"\n    return width * height",
            "\n    return width * height\n\n\ndef perimeter(w, h):\n",
        )
        .unwrap();
        assert_eq!(new, "def area(width, height):\n    \"\"\"Area.\"\"\"");
        assert_eq!(count, 1);
    }

    #[test]
    fn whole_lines_keep_their_newline() {
        let (new, count) = without_restated_tail(
            "def f():\n",
            "def f():\n    log('called')\n    value = compute()\n    return value\n",
            "    value = compute()\n    return value\n",
        )
        .unwrap();
        assert_eq!(new, "def f():\n    log('called')\n");
        assert_eq!(count, 2);
    }

    #[test]
    fn new_lines_and_short_repeats_stay() {
        let after = "\n    return width * height\n";
        // Nothing restated.
        assert_eq!(without_restated_tail("def a():", "def a():\n    x = 1", after), None);
        // Only restated: nothing would be inserted, so the edit is left as sent.
        assert_eq!(without_restated_tail("def a():", "def a():\n    return width * height", after), None);
        // A closing brace repeats for real.
        assert_eq!(without_restated_tail("fn a() {", "fn a() {\n    b();\n}", "\n}\n"), None);
        // Not an insertion after old.
        assert_eq!(without_restated_tail("x = 1", "y = 2\n    return width * height", after), None);
    }
}
