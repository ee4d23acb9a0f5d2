//! An edit that changes only a Python docstring or comment, for a prompt
//! that asks to fix what the code does: asked why every rowing split shows
//! 0:00.0, the 1.5B model changed the example in `parse_time`'s docstring
//! from '7:45.3' to '2:00.0'; asked to merge quantities, it changed a
//! docstring's "2 milk" to "4 milk". Neither changes a thing the program
//! does.

/// Whether each line of the Python `text` is part of a docstring (a
/// triple-quoted string standing as a statement of its own) or a comment.
/// A triple-quoted string opened anywhere else (`HELP = """`) is data, and
/// its lines are not.
fn doc_lines(text: &str) -> Vec<bool> {
    let mut marks = Vec::new();
    // The quote of a string left open by a line, and whether it is a docstring.
    let mut open: Option<(&str, bool)> = None;
    for line in text.lines() {
        let code = line.trim_start();
        let unprefixed = code.trim_start_matches(['r', 'R', 'u', 'U']);
        let (quote, doc) = match open {
            Some((quote, doc)) => {
                marks.push(doc);
                (quote, doc)
            }
            None => {
                let quote = ["\"\"\"", "'''"].into_iter().min_by_key(|q| code.find(q).unwrap_or(usize::MAX));
                let starts = quote.is_some_and(|q| unprefixed.starts_with(q));
                marks.push(starts || code.starts_with('#'));
                match quote.filter(|q| code.contains(q)) {
                    Some(quote) => (quote, starts),
                    None => continue,
                }
            }
        };
        // An odd count of the quote on the line flips whether a string is open.
        let count = line.matches(quote).count();
        let was_open = open.is_some();
        if count % 2 == 1 {
            open = if was_open { None } else { Some((quote, doc)) };
        }
    }
    marks
}

/// The 1-based line of the first line `old` → `new` changes in `text`,
/// when `old` stands there once and every line it changes is a docstring
/// or comment line (`new` adds or drops none).
pub(crate) fn only_docs_changed(text: &str, old: &str, new: &str) -> Option<usize> {
    if old.trim().is_empty() || old == new || old.lines().count() != new.lines().count() {
        return None;
    }
    let mut found = text.match_indices(old).map(|(at, _)| at);
    let at = found.next()?;
    if found.next().is_some() {
        return None;
    }
    let first = text[..at].matches('\n').count();
    let marks = doc_lines(text);
    let changed: Vec<usize> =
        old.lines().zip(new.lines()).enumerate().filter(|(_, (a, b))| a != b).map(|(n, _)| first + n).collect();
    let edited = text.replacen(old, new, 1);
    let (before, after): (Vec<&str>, Vec<&str>) = (text.lines().collect(), edited.lines().collect());
    let doc = |line: usize| {
        marks.get(line).copied().unwrap_or(false)
            || before.get(line).zip(after.get(line)).is_some_and(|(a, b)| comment_changed(a, b))
    };
    let all_docs = !changed.is_empty() && changed.iter().all(|&line| doc(line));
    all_docs.then(|| changed[0] + 1)
}

/// Whether two lines differ only in the comment at their end: the toy
/// shop's `OFFER_RANGES = {…}  # 3 for 2 on these` made "… the cheapest
/// one is free".
fn comment_changed(old: &str, new: &str) -> bool {
    code_before_comment(old).is_some() && code_before_comment(old) == code_before_comment(new)
}

/// The code of `line` before a comment at its end: up to the first ` #`
/// outside a string.
fn code_before_comment(line: &str) -> Option<&str> {
    let balanced =
        |code: &str| code.matches('"').count().is_multiple_of(2) && code.matches('\'').count().is_multiple_of(2);
    line.match_indices(" #").map(|(at, _)| &line[..at]).find(|code| balanced(code)).map(str::trim_end)
}

#[cfg(test)]
mod tests {
    use super::*;

    const ROWING: &str = "SPLIT = 500\n\n\ndef parse_time(text):\n    \"\"\"'7:45.3' -> 465.3 seconds.\"\"\"\n    minutes, seconds = text.split(\":\")\n    return int(minutes) * 60 + float(seconds)\n\n\ndef split(total, metres):\n    \"\"\"Seconds per 500 m.\n\n    8 minutes for 2000 m is 2:00.0.\n    \"\"\"\n    # the pace over the piece\n    return total // metres * SPLIT\n";

    #[test]
    fn an_edit_inside_a_docstring_or_comment_is_found() {
        assert_eq!(only_docs_changed(ROWING, "'7:45.3' -> 465.3", "'2:00.0' -> 465.3"), Some(5));
        assert_eq!(
            only_docs_changed(ROWING, "    8 minutes for 2000 m is 2:00.0.", "    8 minutes is 2:00.0."),
            Some(13)
        );
        assert_eq!(only_docs_changed(ROWING, "# the pace over the piece", "# pace"), Some(15));
        let offers = "OFFER_RANGES = {\"jigsaw\", \"a #1\"}     # 3 for 2 on these\n\n\ndef saving(prices):\n    return max(prices)\n";
        assert_eq!(only_docs_changed(offers, "3 for 2 on these", "3 for 2, the cheapest free"), Some(1));
        assert_eq!(
            only_docs_changed(offers, "\"a #1\"}     # 3", "\"a #2\"}     # 3"),
            None,
            "a string, not the comment"
        );
        assert_eq!(only_docs_changed(offers, "\"}     # 3 for 2", "\", 3}     # 3 for 2"), None, "the code too");
    }

    #[test]
    fn an_edit_of_code_is_not() {
        assert_eq!(only_docs_changed(ROWING, "total // metres * SPLIT", "total / metres * SPLIT"), None);
        // Docstring and code together change code.
        let both = "    \"\"\"'7:45.3' -> 465.3 seconds.\"\"\"\n    minutes, seconds = text.split(\":\")";
        let changed = "    \"\"\"'7:45.3' -> 465.3 s.\"\"\"\n    minutes, seconds = text.split(':')";
        assert_eq!(only_docs_changed(ROWING, both, changed), None);
        // A string assigned is data, not a docstring.
        let data = "GREETING = \"\"\"Hello\"\"\"\n";
        assert_eq!(only_docs_changed(data, "Hello", "Hi"), None);
        assert_eq!(only_docs_changed(ROWING, "not there", "x"), None);
        // Lines after a string assigned over several lines are code.
        let help = "HELP = dedent(\"\"\"\n    usage: names\n\"\"\")\n\n\ndef names(people):\n    return [p for p in people if p.active]\n";
        assert_eq!(only_docs_changed(help, "if p.active]", "if not p.active]"), None);
        assert_eq!(only_docs_changed(help, "usage: names", "usage: names PEOPLE"), None, "data, not a docstring");
        // Nothing, or text that starts mid-character, is never looked for twice.
        assert_eq!(only_docs_changed("", "", "x"), None);
        assert_eq!(only_docs_changed("\"\"\"\u{201c}Total\u{201d}\"\"\"\n", "\u{201c}Total", "\u{201c}Sum"), Some(1));
    }
}
