//! Text helpers shared by the built-ins: `cat -n` numbering, clipping long
//! lines and the unified diffs of `write` and `edit`.

use std::fmt::Write as _;

use similar::{ChangeTag, TextDiff};

use crate::tool::ToolView;

/// One line as `cat -n` prints it: the 1-based number right-aligned in six
/// columns, a tab, the line.
pub(crate) fn numbered(out: &mut String, number: usize, line: &str) {
    let _ = writeln!(out, "{number:>6}\t{line}");
}

/// `line` cut after `max` characters with a marker naming the full length.
pub(crate) fn clip(line: &str, max: usize) -> std::borrow::Cow<'_, str> {
    match line.char_indices().nth(max) {
        None => line.into(),
        Some((cut, _)) => format!("{}… [line clipped, {} chars]", &line[..cut], line.chars().count()).into(),
    }
}

/// Characters of a model-supplied argument quoted in an error message.
pub(crate) const MAX_QUOTED_CHARS: usize = 200;

/// `text` as an error message may quote it: at most `MAX_QUOTED_CHARS`
/// characters, then a marker with the full length. A 10 MB argument echoed
/// whole would cost its size again in every message, session and log line.
pub(crate) fn excerpt(text: &str) -> std::borrow::Cow<'_, str> {
    match text.char_indices().nth(MAX_QUOTED_CHARS) {
        None => text.into(),
        Some((cut, _)) => format!("{}… ({} chars in all)", &text[..cut], text.chars().count()).into(),
    }
}

/// `1 line`, `3 lines`.
pub(crate) fn count(n: usize, singular: &str) -> String {
    if n == 1 { format!("1 {singular}") } else { format!("{n} {singular}s") }
}

/// Largest diff text kept in a view; views are stored with the session.
const MAX_DIFF_CHARS: usize = 64 * 1024;

/// A `Diff` view between two versions of `path`, with the counts of added and
/// removed lines.
pub(crate) fn diff_view(path: &str, old: &str, new: &str, created: bool) -> ToolView {
    let diff = TextDiff::configure().timeout(std::time::Duration::from_secs(2)).diff_lines(old, new);
    let (mut added, mut removed) = (0, 0);
    for change in diff.iter_all_changes() {
        match change.tag() {
            ChangeTag::Insert => added += 1,
            ChangeTag::Delete => removed += 1,
            ChangeTag::Equal => {}
        }
    }
    let old_name = if created { "/dev/null".to_owned() } else { format!("a/{path}") };
    let mut text = diff.unified_diff().context_radius(3).header(&old_name, &format!("b/{path}")).to_string();
    if text.len() > MAX_DIFF_CHARS {
        let mut cut = MAX_DIFF_CHARS;
        while !text.is_char_boundary(cut) {
            cut -= 1;
        }
        let rest = text[cut..].lines().count();
        text.truncate(cut);
        let _ = write!(text, "\n… diff truncated, {rest} more lines\n");
    }
    ToolView::Diff { path: path.to_owned(), diff: text, added, removed, created }
}

/// `+2 -1` for a diff view.
pub(crate) fn diff_stat(view: &ToolView) -> String {
    match view {
        ToolView::Diff { added, removed, .. } => format!("+{added} -{removed}"),
        _ => String::new(),
    }
}

/// The first line of `after` (1-based, and its text) that repeats the line
/// right before it where `before` had no such repeat: a small model asked
/// for a docstring inserted `return width * height` above the very same
/// line. Short lines (`}`, `else:`) repeat for real and are left alone.
pub(crate) fn doubled_line(before: &str, after: &str) -> Option<(usize, String)> {
    fn doubles(text: &str) -> Vec<(usize, &str)> {
        let lines: Vec<&str> = text.lines().collect();
        (1..lines.len())
            .filter(|&i| lines[i] == lines[i - 1] && lines[i].trim().len() >= 8)
            .map(|i| (i + 1, lines[i]))
            .collect()
    }
    let known: Vec<&str> = doubles(before).into_iter().map(|(_, line)| line).collect();
    doubles(after).into_iter().find(|(_, line)| !known.contains(line)).map(|(at, line)| (at, line.trim().to_owned()))
}

/// The name a line of code defines, when it opens a function or class
/// (`def f(`, `async def f(`, `class C:`, `fn f(`, `pub fn f<`,
/// `function f(`, `export function f(`, `func f(`).
pub fn defined_name(line: &str) -> Option<&str> {
    let code = line.trim_start();
    let code =
        ["async ", "export ", "pub "].iter().fold(code, |code, prefix| code.strip_prefix(prefix).unwrap_or(code));
    let rest = ["def ", "class ", "function ", "fn ", "func "].iter().find_map(|keyword| code.strip_prefix(keyword))?;
    let name = &rest[..rest.len() - rest.trim_start_matches(|c: char| c.is_alphanumeric() || c == '_').len()];
    let after = &rest[name.len()..];
    (!name.is_empty() && (after.is_empty() || after.starts_with(['(', ':', ' ', '<', '{']))).then_some(name)
}

/// The lines of the definition that opens at `lines[start]`: that line and
/// the blank or deeper-indented ones after it (and a closing `}` at its
/// own depth), without trailing blank lines.
pub fn definition_at<'a>(lines: &[&'a str], start: usize) -> Vec<&'a str> {
    let indent = |line: &str| line.len() - line.trim_start().len();
    let depth = indent(lines[start]);
    let body = lines[start + 1..]
        .iter()
        .take_while(|line| line.trim().is_empty() || indent(line) > depth || line.trim_start().starts_with('}'))
        .count();
    let mut shown = lines[start..=start + body].to_vec();
    while shown.len() > 1 && shown.last().is_some_and(|line| line.trim().is_empty()) {
        shown.pop();
    }
    shown
}

/// The definition opening at `lines[header]` (0-based), numbered like
/// `read`, at most `max` lines, without a last newline.
pub fn numbered_definition(lines: &[&str], header: usize, max: usize) -> String {
    let mut out = String::new();
    for (offset, line) in definition_at(lines, header).iter().take(max).enumerate() {
        numbered(&mut out, header + 1 + offset, line);
    }
    out.trim_end().to_owned()
}

/// The same, after the file's settings it uses: the lines at the top level
/// that give an upper-case name a value (`GAME_MINUTES = 60`, `const
/// LIMIT = 5`), at most [`MAX_SETTINGS_SHOWN`], numbered too. Asked for
/// 75-minute games instead of an hour, the 1.5B model was shown `slots`
/// as the code to change and wrote "instead of an hour" into its lines;
/// the 60 it had to change stood in `GAME_MINUTES`, which it never saw
/// there.
pub fn numbered_definition_with_settings(lines: &[&str], header: usize, max: usize) -> String {
    let definition = definition_at(lines, header).join("\n");
    let mut out = String::new();
    let settings = lines.iter().enumerate().filter(|&(at, line)| {
        at != header && setting_name(line).is_some_and(|name| crate::syntax::holds_word(&definition, name))
    });
    for (at, line) in settings.take(MAX_SETTINGS_SHOWN) {
        numbered(&mut out, at + 1, line);
    }
    out.push_str(&numbered_definition(lines, header, max));
    out
}

/// Settings shown with a definition, at most.
const MAX_SETTINGS_SHOWN: usize = 4;

/// The name a top-level line gives a value, when it is upper case:
/// `GAME_MINUTES = 60`, `const LIMIT = 5;`, `LIMIT: int = 5`.
fn setting_name(line: &str) -> Option<&str> {
    if line.starts_with(char::is_whitespace) {
        return None;
    }
    let line =
        ["export const ", "const ", "static ", "pub const "].iter().fold(line, |l, p| l.strip_prefix(p).unwrap_or(l));
    let end = line.find(|c: char| !(c.is_ascii_alphanumeric() || c == '_')).unwrap_or(line.len());
    let (name, rest) = line.split_at(end);
    let upper = name.starts_with(|c: char| c.is_ascii_uppercase()) && !name.chars().any(|c| c.is_ascii_lowercase());
    let rest = rest.trim_start();
    let value = match rest.strip_prefix(':') {
        Some(typed) => typed.split_once('=').map(|(_, value)| value),
        None => rest.strip_prefix('=').filter(|value| !value.starts_with('=')),
    };
    (upper && value.is_some()).then_some(name)
}

/// A Python definition an edit or write made twice in one scope, where
/// the text before had it once: (its name, its scope, the lines). Asked to
/// add a field, a 1.5B model inserted a new `__init__` above the old one,
/// which Python then used; the class still took no new field.
pub(crate) fn redefined(path: &std::path::Path, before: &str, after: &str) -> Option<(String, String, Vec<usize>)> {
    if path.extension().and_then(|e| e.to_str()) != Some("py") {
        return None;
    }
    let twice_before = python_definitions(before).into_iter().filter(|(_, lines)| lines.len() > 1).count();
    let mut twice: Vec<((String, usize, String), Vec<usize>)> =
        python_definitions(after).into_iter().filter(|(_, lines)| lines.len() > 1).collect();
    if twice.len() <= twice_before {
        return None;
    }
    let known = python_definitions(before);
    twice.retain(|(key, _)| known.iter().all(|(k, lines)| k != key || lines.len() < 2));
    let ((scope, _, name), lines) = twice.into_iter().next()?;
    Some((name, scope, lines))
}

/// The note on a Python definition a change made twice in one scope.
pub(crate) fn redefined_note(path: &std::path::Path, before: &str, after: &str) -> Option<String> {
    let (name, scope, lines) = redefined(path, before, after)?;
    let listed: Vec<String> = lines.iter().map(usize::to_string).collect();
    let place = if scope.is_empty() { "at the top level".to_owned() } else { format!("in {scope}") };
    Some(format!(
        "Note: `{name}` is now defined {} times {place} (lines {}); Python keeps only the last one. If the new one replaces the old, remove the old one.",
        lines.len(),
        listed.join(", ")
    ))
}

/// `after` without the definition that a change's new one of the same
/// name and scope makes dead, when [`redefined`] finds one: Python keeps
/// the last definition, and the model inserted its new `__init__` above
/// the old one. The old one is the one whose first line `before` had; when
/// both first lines were there, nothing is dropped. With the dropped lines
/// (1-based, first and last).
pub(crate) fn without_replaced_definition(
    path: &std::path::Path,
    before: &str,
    after: &str,
) -> Option<(String, (usize, usize))> {
    let (_, _, lines) = redefined(path, before, after)?;
    let [first, second] = lines[..] else { return None };
    let all: Vec<&str> = after.lines().collect();
    let had = |line: usize| before.lines().any(|old| old.trim_end() == all[line - 1].trim_end());
    let old = match (had(first), had(second)) {
        (true, false) => first,
        (false, true) => second,
        _ => return None,
    };
    let start = old - 1;
    let indent = |line: &str| line.len() - line.trim_start().len();
    let depth = indent(all[start]);
    let mut end = start + 1;
    while end < all.len() && (all[end].trim().is_empty() || indent(all[end]) > depth) {
        end += 1;
    }
    // Blank lines at its end stay with what follows.
    while end > start + 1 && all[end - 1].trim().is_empty() {
        end -= 1;
    }
    let mut kept: Vec<&str> = all[..start].to_vec();
    kept.extend_from_slice(&all[end..]);
    let mut text = kept.join("\n");
    if after.ends_with('\n') {
        text.push('\n');
    }
    Some((text, (start + 1, end)))
}

/// Each `def` and `class` of a Python text by (scope, indentation, name),
/// with its 1-based lines; definitions under a decorator are left out
/// (`@x.setter`, `@overload` define a name again on purpose).
fn python_definitions(text: &str) -> Vec<((String, usize, String), Vec<usize>)> {
    let mut found: Vec<((String, usize, String), Vec<usize>)> = Vec::new();
    let mut open: Vec<(usize, String)> = Vec::new();
    let mut previous = "";
    for (at, line) in text.lines().enumerate() {
        let code = line.trim_start();
        let indent = line.len() - code.len();
        let code = code.strip_prefix("async ").unwrap_or(code);
        let rest = code.strip_prefix("def ").or_else(|| code.strip_prefix("class "));
        let name: Option<String> =
            rest.map(|rest| rest.chars().take_while(|c| c.is_alphanumeric() || *c == '_').collect());
        if let Some(name) = name.filter(|name| !name.is_empty()) {
            open.retain(|(depth, _)| *depth < indent);
            let scope: Vec<&str> = open.iter().map(|(_, name)| name.as_str()).collect();
            if !previous.trim_start().starts_with('@') {
                let key = (scope.join("."), indent, name.clone());
                match found.iter_mut().find(|(k, _)| *k == key) {
                    Some((_, lines)) => lines.push(at + 1),
                    None => found.push((key, vec![at + 1])),
                }
            }
            open.push((indent, name));
        }
        if !line.trim().is_empty() {
            previous = line;
        }
    }
    found
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_name_a_line_defines() {
        for (line, name) in [
            ("def area(w, h):", Some("area")),
            ("    async def fetch(url):", Some("fetch")),
            ("class Book:", Some("Book")),
            ("pub fn run<T>(x: T) {", Some("run")),
            ("export function go() {", Some("go")),
            ("func Handle(w http.ResponseWriter) {", Some("Handle")),
            ("define(x)", None),
            ("return area(w, h)", None),
        ] {
            assert_eq!(defined_name(line), name, "{line}");
        }
        let lines = ["def f():", "    return 1", "", "", "def g():"];
        assert_eq!(definition_at(&lines, 0), ["def f():", "    return 1"]);
    }

    #[test]
    fn a_definition_made_twice_is_found_and_one_twice_before_is_not() {
        let path = std::path::Path::new("books.py");
        let before = "class Book:\n    def __init__(self, title):\n        self.title = title\n";
        let after = "class Book:\n    def __init__(self, title, year):\n        self.year = year\n    def __init__(self, title):\n        self.title = title\n";
        assert_eq!(redefined(path, before, after), Some(("__init__".into(), "Book".into(), vec![2, 4])));
        assert_eq!(redefined(path, after, after), None);
        assert_eq!(redefined(std::path::Path::new("b.rs"), before, after), None);
        let setter = "class A:\n    @property\n    def x(self):\n        return 1\n    @x.setter\n    def x(self, v):\n        pass\n";
        assert_eq!(redefined(path, "class A:\n    pass\n", setter), None);
        let (dropped, lines) = without_replaced_definition(path, before, after).unwrap();
        assert_eq!(dropped, "class Book:\n    def __init__(self, title, year):\n        self.year = year\n");
        assert_eq!(lines, (4, 5));
        let same = "def f():\n    return 1\n\n\ndef f():\n    return 1\n";
        assert_eq!(
            without_replaced_definition(path, "def f():\n    return 1\n", same),
            None,
            "which one is new is unclear"
        );
        let two_classes = "class A:\n    def run(self):\n        pass\nclass B:\n    def run(self):\n        pass\n";
        assert_eq!(redefined(path, "", two_classes), None, "one run in each class");
    }

    #[test]
    fn a_line_an_edit_doubled_is_found_and_one_doubled_before_is_not() {
        let before = "def area(w, h):\n    return width * height\n";
        let after = "def area(w, h):\n    return width * height\n    return width * height\n";
        assert_eq!(doubled_line(before, after), Some((3, "return width * height".to_owned())));
        assert_eq!(doubled_line(after, after), None);
        assert_eq!(doubled_line("}\n", "}\n}\n"), None, "short lines repeat for real");
    }

    #[test]
    fn numbering_and_clipping() {
        let mut out = String::new();
        numbered(&mut out, 7, "x");
        numbered(&mut out, 1234567, "y");
        assert_eq!(out, "     7\tx\n1234567\ty\n");
        assert_eq!(clip("äbc", 3), "äbc");
        assert_eq!(clip("äbcd", 2), "äb… [line clipped, 4 chars]");
        assert_eq!(excerpt("short"), "short");
        let long = "ä".repeat(MAX_QUOTED_CHARS + 5);
        assert_eq!(
            excerpt(&long),
            format!("{}… ({} chars in all)", "ä".repeat(MAX_QUOTED_CHARS), MAX_QUOTED_CHARS + 5)
        );
    }

    #[test]
    fn diff_counts_and_headers() {
        let ToolView::Diff { diff, added, removed, created, .. } =
            diff_view("a.txt", "a\nb\nc\n", "a\nB\nc\nd\n", false)
        else {
            panic!("not a diff")
        };
        assert_eq!((added, removed, created), (2, 1, false));
        assert!(diff.starts_with("--- a/a.txt\n+++ b/a.txt\n@@"), "{diff}");
        assert!(diff.contains("-b\n+B\n"), "{diff}");
    }

    #[test]
    fn a_definition_is_shown_after_the_settings_it_uses() {
        for (line, name) in [
            ("GAME_MINUTES = 60", Some("GAME_MINUTES")),
            ("LIMIT: int = 5", Some("LIMIT")),
            ("const MAX_SIZE = 10;", Some("MAX_SIZE")),
            ("pub const RETRIES: u32 = 3;", Some("RETRIES")),
            ("    GAME_MINUTES = 60", None),
            ("Game = make()", None),
            ("total = 3", None),
            ("DEBUG == True", None),
            ("LIMIT: int", None),
        ] {
            assert_eq!(setting_name(line), name, "{line}");
        }
        let file = "OPENING = \"10:00\"\nGAME_MINUTES = 60\nRESET_MINUTES = 15\nPRICE = 20\n\n\ndef slots(opening=OPENING):\n    start = 0\n    while start + GAME_MINUTES <= 600:\n        start += GAME_MINUTES + RESET_MINUTES\n    return start\n";
        let lines: Vec<&str> = file.lines().collect();
        let shown = numbered_definition_with_settings(&lines, 6, 12);
        assert_eq!(
            shown,
            "     1\tOPENING = \"10:00\"\n     2\tGAME_MINUTES = 60\n     3\tRESET_MINUTES = 15\n     7\tdef slots(opening=OPENING):\n     8\t    start = 0\n     9\t    while start + GAME_MINUTES <= 600:\n    10\t        start += GAME_MINUTES + RESET_MINUTES\n    11\t    return start"
        );
        // A definition that uses none is shown as before.
        let plain = ["X = 1", "def f():", "    return 2"];
        assert_eq!(numbered_definition_with_settings(&plain, 1, 12), numbered_definition(&plain, 1, 12));
    }
}
