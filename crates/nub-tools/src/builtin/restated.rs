//! An inserting edit whose new_string ends with lines the file already has.
//!
//! Asked for a docstring, a 1.5B model sent old_string `def area(width,
//! height):` and a new_string of that line, the new comment and the body's
//! `return width * height` — which stays in the file below the match, so the
//! return was doubled. Told so, it sent an edit of `return` to itself and
//! then the same insertion again until the guard stopped it. The lines that
//! already follow the match are left out of the insertion instead, and the
//! result says so.

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

#[cfg(test)]
mod tests {
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
