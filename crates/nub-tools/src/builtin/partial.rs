//! A `write` that holds only part of an existing file — the definitions a
//! small model changed, without the imports and functions around them — is
//! merged into the file instead of cutting it down to that part. Small
//! models do this often: asked to add a docstring to `area`, they write
//! `def area…` alone over a file of five functions.
//!
//! Merged only when nothing is in doubt: both texts parse cleanly, every
//! definition of the content is named uniquely, at least one of them is in
//! the file, at least one of the file's is missing from the content (or
//! the content is one definition alone and the file has statements too), and
//! everything in the content that is not a definition (an import, a
//! statement) is already in the file word for word — and not all of the
//! file's imports and statements are there: a content that has them is a
//! whole file, perhaps shorter on purpose. Definitions of the
//! same name are replaced in place; new ones go next to their neighbour in
//! the content. A content of only new definitions (and nothing else) is
//! added after the file's last definition. The model is told what happened
//! and how to replace a file whole (or delete code) if it meant to.

use std::collections::HashMap;
use std::path::Path;

use crate::syntax::{SyntaxCheck, TopItem};

#[derive(Debug, PartialEq, Eq)]
pub(crate) struct Merged {
    pub text: String,
    /// For the model: what was replaced, added and kept.
    pub note: String,
}

/// `content` merged into `old` (the file `path`), or `None` when it is not
/// a part of it beyond doubt.
pub(crate) fn merge(check: &dyn SyntaxCheck, path: &Path, old: &str, content: &str) -> Option<Merged> {
    let old_items = check.top_level(path, old)?;
    let new_items = check.top_level(path, content)?;
    let old_defs = unique_definitions(&old_items)?;
    let new_defs = unique_definitions(&new_items)?;
    let statements = |items: &[TopItem], text: &str| -> Vec<String> {
        let items = items.iter().filter(|item| item.name.is_none() && !item.comment);
        items.map(|item| text[item.start..item.end].trim().to_owned()).collect()
    };
    let (old_statements, new_statements) = (statements(&old_items, old), statements(&new_items, content));
    // An import or statement the file lacks: this is not only a part of it.
    // All of the file's: the head of a whole file, perhaps shorter on purpose.
    if new_statements.iter().any(|statement| !old_statements.contains(statement))
        || (!old_statements.is_empty() && old_statements.iter().all(|statement| new_statements.contains(statement)))
    {
        return None;
    }
    let replaced: Vec<&str> = ordered(&new_items).filter(|name| old_defs.contains_key(name)).collect();
    let kept: Vec<&str> = ordered(&old_items).filter(|name| !new_defs.contains_key(name)).collect();
    if replaced.is_empty() && new_statements.is_empty() && !new_defs.is_empty() {
        return appended(old, &old_items, content, &new_items);
    }
    // The file's one definition alone, without its imports and statements:
    // still a part (the 1.5B model wrote trip.py's one function over it,
    // and its imports, data and `__main__` block were gone).
    let only_definitions = new_statements.is_empty() && !old_statements.is_empty() && new_defs.len() == 1;
    if replaced.is_empty() || (kept.is_empty() && !only_definitions) {
        return None;
    }

    // (where in `old`, how much of it goes, what comes in), applied from the end.
    let mut splices: Vec<(usize, usize, String)> = Vec::new();
    let separator = separator(old, &old_items);
    let new_order: Vec<&TopItem> = new_items.iter().filter(|item| item.name.is_some()).collect();
    let mut added = Vec::new();
    for (at, item) in new_order.iter().enumerate() {
        let name = item.name.as_deref().unwrap_or_default();
        let text = &content[item.start..item.end];
        if let Some(old_item) = old_defs.get(name) {
            splices.push((old_item.start, old_item.end, text.to_owned()));
            continue;
        }
        added.push(name);
        let before = new_order[..at].iter().rev().find_map(|other| old_defs.get(other.name.as_deref()?));
        let after = new_order[at + 1..].iter().find_map(|other| old_defs.get(other.name.as_deref()?));
        match (before, after) {
            (Some(neighbour), _) => splices.push((neighbour.end, neighbour.end, format!("{separator}{text}"))),
            (None, Some(neighbour)) => splices.push((neighbour.start, neighbour.start, format!("{text}{separator}"))),
            (None, None) => return None,
        }
    }
    // Stable: two definitions added after one neighbour keep their order.
    splices.sort_by_key(|(start, _, _)| *start);
    let mut text = old.to_owned();
    for (start, end, piece) in splices.into_iter().rev() {
        text.replace_range(start..end, &piece);
    }

    let replaced_list = replaced.join(", ");
    let added_part = if added.is_empty() { String::new() } else { format!(", added {}", added.join(", ")) };
    let rest = match kept.is_empty() {
        true => "its imports and statements".to_owned(),
        false => kept.join(", "),
    };
    let note = format!(
        "Your content held only part of the file, so it was merged: it replaced {replaced_list}{added_part} and kept the rest ({rest}). To replace the whole file, send all of it; to delete code, use edit."
    );
    Some(Merged { text, note })
}

/// The definitions of `old` that `content`, a whole new text of `path`,
/// no longer has (both must parse): asked to make `describe()` in
/// report.py print a new field, a 1.5B model wrote report.py over with a
/// copy of the `User` class and no `describe` at all, and was told only
/// "wrote report.py: +5 -2".
pub(crate) fn dropped(check: &dyn SyntaxCheck, path: &Path, old: &str, content: &str) -> Vec<String> {
    let (Some(old_items), Some(new_items)) = (check.top_level(path, old), check.top_level(path, content)) else {
        return Vec::new();
    };
    let kept: Vec<&str> = ordered(&new_items).collect();
    let mut gone: Vec<String> = Vec::new();
    for name in ordered(&old_items).filter(|name| !kept.contains(name)) {
        if !gone.iter().any(|seen| seen == name) {
            gone.push(name.to_owned());
        }
    }
    gone
}

/// What `dropped` finds, less the definitions whose body `content` still
/// holds under another name (a rename written as a whole file).
pub(crate) fn dropped_not_renamed(check: &dyn SyntaxCheck, path: &Path, old: &str, content: &str) -> Vec<String> {
    let Some(old_items) = check.top_level(path, old) else { return Vec::new() };
    let body_kept = |name: &str| {
        old_items.iter().filter(|item| item.name.as_deref() == Some(name)).any(|item| {
            let body = old[item.start..item.end].split_once('\n').map_or("", |(_, body)| body).trim();
            !body.is_empty() && content.contains(body)
        })
    };
    dropped(check, path, old, content).into_iter().filter(|name| !body_kept(name)).collect()
}

/// The Python functions of `old` that `content` keeps by name but with a
/// body of only a docstring, `pass` or `...` where `old` had code: asked
/// for a docstring on `hydration`, the 1.5B model wrote its `def` line and
/// the docstring alone, and the merge put that in place of the function.
pub(crate) fn emptied(check: &dyn SyntaxCheck, path: &Path, old: &str, content: &str) -> Vec<String> {
    if path.extension().is_none_or(|ext| ext != "py") {
        return Vec::new();
    }
    let (Some(old_items), Some(new_items)) = (check.top_level(path, old), check.top_level(path, content)) else {
        return Vec::new();
    };
    let mut gone: Vec<String> = Vec::new();
    for item in new_items.iter().filter(|item| !item.comment) {
        let Some(name) = item.name.as_deref() else { continue };
        let Some(before) = old_items.iter().find(|old_item| old_item.name.as_deref() == Some(name)) else { continue };
        let (now, was) = (&content[item.start..item.end], &old[before.start..before.end]);
        if is_function(now) && does_nothing(body(now)) && !does_nothing(body(was)) && !gone.iter().any(|g| g == name) {
            gone.push(name.to_owned());
        }
    }
    gone
}

/// A Python definition's lines after its header (the first line ending in `:`).
fn body(definition: &str) -> String {
    let header_end = definition.lines().position(|line| line.trim_end().ends_with(':')).unwrap_or(0);
    definition.lines().skip(header_end + 1).collect::<Vec<_>>().join("\n")
}

/// A body that does nothing: empty, or a docstring, `pass` or `...`.
fn does_nothing(body: String) -> bool {
    let mut rest = body.trim();
    for quotes in ["\"\"\"", "'''"] {
        if let Some(inner) = rest.strip_prefix(quotes) {
            rest = inner.split_once(quotes).map_or("", |(_, after)| after).trim();
        }
    }
    rest.is_empty() || rest == "pass" || rest == "..."
}

fn is_function(definition: &str) -> bool {
    let first = definition.trim_start();
    first.starts_with("def ") || first.starts_with("async def ")
}

/// Only new definitions (a small model asked to add `multiply` writes it
/// alone): they go after the file's last definition — before a closing
/// `if __name__ == "__main__":` — and the rest stays.
fn appended(old: &str, old_items: &[TopItem], content: &str, new_items: &[TopItem]) -> Option<Merged> {
    let last = old_items.iter().rev().find(|item| item.name.is_some())?;
    let added: Vec<&str> = ordered(new_items).collect();
    let text = new_items
        .iter()
        .filter(|item| item.name.is_some())
        .map(|item| &content[item.start..item.end])
        .collect::<Vec<_>>()
        .join(separator(old, old_items));
    let mut merged = old.to_owned();
    merged.insert_str(last.end, &format!("{}{text}", separator(old, old_items)));
    let note = format!(
        "Your content held only new definitions, so they were added to the file after {} and the rest of it kept: added {}. To replace the whole file, send all of it; to delete code, use edit.",
        last.name.as_deref().unwrap_or_default(),
        added.join(", ")
    );
    Some(Merged { text: merged, note })
}

/// The definitions by name; `None` when a name is defined twice (which of
/// them a part means would be a guess).
fn unique_definitions(items: &[TopItem]) -> Option<HashMap<&str, &TopItem>> {
    let mut by_name = HashMap::new();
    for item in items {
        if let Some(name) = item.name.as_deref()
            && by_name.insert(name, item).is_some()
        {
            return None;
        }
    }
    Some(by_name)
}

fn ordered(items: &[TopItem]) -> impl Iterator<Item = &str> {
    items.iter().filter_map(|item| item.name.as_deref())
}

/// What stands between two top-level definitions in `old` (two blank lines
/// in Python, one in Rust), to put between an added one and its neighbour.
fn separator<'a>(old: &'a str, items: &[TopItem]) -> &'a str {
    items
        .windows(2)
        .map(|pair| &old[pair[0].end..pair[1].start])
        .find(|gap| !gap.is_empty() && gap.trim().is_empty())
        .unwrap_or("\n\n")
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_definitions_a_whole_write_leaves_out_are_named() {
        let old = "import x\ndef area\n  body\ndef describe\n  body\n";
        assert_eq!(dropped(&Toy, Path::new("a"), old, "import x\ndef area\n  other\n"), ["describe"]);
        assert!(dropped(&Toy, Path::new("a"), old, "import x\ndef describe\ndef area\ndef new\n").is_empty());
        assert!(
            dropped(&Toy, Path::new("a"), old, "def area\n!\n").is_empty(),
            "a text that does not parse says nothing"
        );
    }

    /// Items of a toy language: a line `def NAME` starts a definition that
    /// runs to the next unindented line; `#` lines are comments; any other
    /// unindented line is a statement. A line `!` makes the text not parse.
    #[derive(Debug)]
    struct Toy;

    impl SyntaxCheck for Toy {
        fn first_error(&self, _: &Path, text: &str) -> Option<usize> {
            text.lines().position(|line| line == "!").map(|at| at + 1)
        }

        fn top_level(&self, path: &Path, text: &str) -> Option<Vec<TopItem>> {
            if self.first_error(path, text).is_some() {
                return None;
            }
            let mut items: Vec<TopItem> = Vec::new();
            let mut offset = 0;
            for line in text.split_inclusive('\n') {
                let start = offset;
                offset += line.len();
                let body = line.trim_end();
                if body.is_empty() {
                    continue;
                }
                if line.starts_with(' ') {
                    if let Some(last) = items.last_mut() {
                        last.end = start + body.len();
                    }
                    continue;
                }
                let name = body.strip_prefix("def ").map(str::to_owned);
                items.push(TopItem { name, start, end: start + body.len(), comment: body.starts_with('#') });
            }
            Some(items)
        }
    }

    const FILE: &str = "import math\n\n\ndef area\n    w * h\n\n\ndef circle\n    pi\n";

    fn merged(content: &str) -> Option<Merged> {
        merge(&Toy, Path::new("shapes.toy"), FILE, content)
    }

    #[test]
    fn a_changed_definition_alone_replaces_its_own_and_keeps_the_rest() {
        let got = merged("def area\n    \"doc\"\n    w * h").expect("merged");
        assert_eq!(got.text, "import math\n\n\ndef area\n    \"doc\"\n    w * h\n\n\ndef circle\n    pi\n");
        assert!(got.note.contains("replaced area") && got.note.contains("kept the rest (circle)"), "{}", got.note);
        // A comment, and some of the file's imports, may come along.
        let file = "import math\nimport sys\n\ndef area\n    1\n\ndef circle\n    2\n";
        let got = merge(&Toy, Path::new("a.toy"), file, "# a.toy\nimport math\ndef circle\n    3").expect("merged");
        assert_eq!(got.text, "import math\nimport sys\n\ndef area\n    1\n\ndef circle\n    3\n");
    }

    #[test]
    fn a_new_definition_goes_next_to_its_neighbour_with_the_files_spacing() {
        let got = merged("def area\n    w * h\ndef square\n    s * s").expect("merged");
        assert_eq!(
            got.text,
            "import math\n\n\ndef area\n    w * h\n\n\ndef square\n    s * s\n\n\ndef circle\n    pi\n"
        );
        assert!(got.note.contains("added square"), "{}", got.note);
        let got = merged("def first\n    1\ndef area\n    2").expect("merged");
        assert!(got.text.starts_with("import math\n\n\ndef first\n    1\n\n\ndef area\n    2\n"), "{}", got.text);
    }

    #[test]
    fn only_new_definitions_go_after_the_last_one_of_the_file() {
        let file = "import sys\n\ndef add\n    1\n\ndef sub\n    2\n\nmain()\n";
        let got = merge(&Toy, Path::new("ops.toy"), file, "def mul\n    3\ndef div\n    4").expect("merged");
        assert_eq!(
            got.text,
            "import sys\n\ndef add\n    1\n\ndef sub\n    2\n\ndef mul\n    3\n\ndef div\n    4\n\nmain()\n"
        );
        assert!(got.note.contains("after sub") && got.note.contains("added mul, div"), "{}", got.note);
        // A file without definitions gets no guess.
        assert_eq!(merge(&Toy, Path::new("a.toy"), "main()\n", "def mul\n    3"), None);
    }

    #[test]
    fn the_files_one_definition_alone_keeps_its_imports_and_statements() {
        let file = "import math\nGEAR = 1\n\ndef summary\n    1\n\nmain()\n";
        let got = merge(&Toy, Path::new("trip.toy"), file, "def summary\n    2").expect("merged");
        assert_eq!(got.text, "import math\nGEAR = 1\n\ndef summary\n    2\n\nmain()\n");
        assert!(got.note.contains("kept the rest (its imports and statements)"), "{}", got.note);
    }

    #[test]
    fn a_body_of_only_a_docstring_does_nothing() {
        assert!(does_nothing(body("def area(w, h):\n    \"\"\"Area.\"\"\"")));
        assert!(does_nothing(body("def area(\n    w, h\n):\n    '''Area.\n    More.'''\n    pass")));
        assert!(!does_nothing(body("def area(w, h):\n    \"\"\"Area.\"\"\"\n    return w * h")));
        // Python files only.
        assert!(emptied(&Toy, Path::new("a.toy"), "def area\n    w * h\n", "def area\n    pass\n").is_empty());
    }

    #[test]
    fn anything_in_doubt_is_a_whole_file_write() {
        // Every definition there, or every import: the whole file, perhaps
        // shorter on purpose.
        assert_eq!(merged("def area\n    1\ndef circle\n    2"), None);
        assert_eq!(merged("import math\ndef area\n    1"), None);
        // A statement the file lacks.
        assert_eq!(merged("import os\ndef area\n    1"), None);
        // A name twice, or a text that does not parse.
        assert_eq!(merged("def area\n    1\ndef area\n    2"), None);
        assert_eq!(merged("def area\n!\n"), None);
        assert_eq!(merge(&Toy, Path::new("a"), "def area\n!\ndef b\n", "def area\n    1"), None);
    }
}
