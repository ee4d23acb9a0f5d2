//! Line breaks a small model escaped twice. The 1.5B model sent a new
//! function to `write` and `edit` as one line, `def find(records,
//! name):\n    return …`, its JSON holding `\\n`: the file would not parse,
//! each call was refused, and the model sent the same text again until the
//! guard stopped it. Such a text is taken with real line breaks — only
//! when it has none of its own, its language is checked, it does not parse
//! as sent and does once its `\n` (and `\t`, then `\"`) are unescaped.

use std::path::Path;

use crate::syntax::SyntaxCheck;

/// Added to the tool's result when the line breaks were unescaped.
pub(super) const NOTE: &str =
    "its `\\n` were taken as line breaks; in the JSON of a call, escape a line break once (`\\n`), not twice";

/// `text` with its escaped line breaks made real, when it is one line, and
/// `parses` holds for that form and not for `text` itself.
pub(super) fn unescaped(text: &str, parses: impl Fn(&str) -> bool) -> Option<String> {
    if text.contains('\n') || !text.contains("\\n") || parses(text) {
        return None;
    }
    let breaks = with_breaks(text);
    if parses(&breaks) {
        return Some(breaks);
    }
    let quotes = breaks.replace("\\\"", "\"").replace("\\\\", "\\");
    parses(&quotes).then_some(quotes)
}

/// [`unescaped`] for a whole file's content: whether the text parses as
/// `path`'s language. `None` for a language that is not checked.
pub(super) fn file_text(check: &dyn SyntaxCheck, path: &Path, text: &str) -> Option<String> {
    if !check.checks(path) {
        return None;
    }
    unescaped(text, |candidate| check.first_error(path, candidate).is_none())
}

/// `text` with `\n` (and `\r\n`) as line breaks and `\t` as tabs.
pub(super) fn with_breaks(text: &str) -> String {
    text.replace("\\r\\n", "\n").replace("\\n", "\n").replace("\\t", "\t")
}

/// An escaped text: one line, with at least one `\n` in it.
pub(super) fn looks_escaped(text: &str) -> bool {
    !text.contains('\n') && text.contains("\\n")
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Python-ish stand-in: a line that ends in `:` needs an indented line under it.
    fn parses(text: &str) -> bool {
        !text.contains("\\n") || text.lines().count() > 1
    }

    #[test]
    fn one_line_with_escaped_breaks_gets_real_ones() {
        let sent = "def f(x):\\n    return x\\n";
        assert_eq!(unescaped(sent, parses).as_deref(), Some("def f(x):\n    return x\n"));
    }

    #[test]
    fn text_with_real_breaks_or_that_parses_stays() {
        assert_eq!(unescaped("print('a')\nprint('b\\n')", parses), None, "real line breaks: as sent");
        assert_eq!(unescaped("print('a\\nb')", |_| true), None, "it parses as sent");
        assert_eq!(unescaped("x = 1", |_| false), None, "nothing escaped");
        assert_eq!(unescaped("a\\nb", |_| false), None, "neither form parses");
    }

    #[test]
    fn quotes_are_unescaped_only_when_breaks_alone_do_not_parse() {
        let sent = "def f():\\n    return \\\"x\\\"";
        let parses = |text: &str| text.contains('\n') && !text.contains('\\');
        assert_eq!(unescaped(sent, parses).as_deref(), Some("def f():\n    return \"x\""));
    }
}
