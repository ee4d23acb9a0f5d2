//! Parse trees kept between the syntax checks of one session. A full parse
//! of a 2,000-line Python file takes ~10 ms, an unclosed bracket in it far
//! longer; with the tree of the text before a change, tree-sitter reparses
//! only what the change touched. `read` hands its file over ahead
//! (`prepare`, off the tool's thread), and every check keeps the tree it
//! made, so a run of edits after a read never parses a whole file.

use std::collections::VecDeque;
use std::fmt;
use std::path::{Path, PathBuf};
use std::sync::Mutex;
use std::time::Duration;

use tree_sitter::{InputEdit, Point, Tree};

use super::syntax::{PARSE_BUDGET, error_line, parse};

/// Files whose trees are kept: the few a task works on.
const MAX_KEPT: usize = 8;
/// Larger files are checked with a full parse and not kept.
const MAX_KEPT_BYTES: usize = 1 << 20;
/// Time an incremental reparse may take. One that keeps the file parsing
/// takes well under a millisecond; past this, error recovery is running.
const REPARSE_BUDGET: Duration = Duration::from_millis(2);

#[derive(Default)]
pub struct KeptTrees {
    /// Oldest first.
    kept: Mutex<VecDeque<Kept>>,
}

struct Kept {
    path: PathBuf,
    language: &'static str,
    text: String,
    tree: Tree,
}

impl Kept {
    /// Whether this is the tree of `text`, the content of `path`.
    fn is_of(&self, path: &Path, language: &str, text: &str) -> bool {
        self.path == path && self.language == language && self.text == text
    }
}

impl fmt::Debug for KeptTrees {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let kept = self.kept.lock().map_or(0, |kept| kept.len());
        f.debug_struct("KeptTrees").field("kept", &kept).finish()
    }
}

impl KeptTrees {
    /// Parses `text`, what `path` holds now, and keeps its tree for the
    /// check after the next change; nothing when that tree is kept already.
    pub fn prepare(&self, path: &Path, language: &'static str, text: &str) {
        if text.len() > MAX_KEPT_BYTES || self.find(path, language, text) {
            return;
        }
        if let Some(tree) = parse(language, text, None, PARSE_BUDGET) {
            self.keep(Kept { path: path.to_owned(), language, text: text.to_owned(), tree });
        }
    }

    /// The 1-based line of the first syntax error in `after`, the new text
    /// of `path`, when `before` (its text before the change; None for a new
    /// file) had none. `after` is parsed first, from `before`'s tree when it
    /// is kept, so a change that parses costs one (incremental) parse.
    pub fn new_error(&self, path: &Path, language: &'static str, before: Option<&str>, after: &str) -> Option<usize> {
        let Some((mut kept, before)) = before.and_then(|b| Some((self.take(path, language, b)?, b))) else {
            return self.full_check(path, language, before, after);
        };
        let broken_before = error_line(&kept.tree, before).is_some();
        let edit = change(before.as_bytes(), after.as_bytes());
        kept.tree.edit(&edit);
        match parse(language, after, Some(&kept.tree), REPARSE_BUDGET) {
            Some(tree) => {
                // An error found from a reused tree is confirmed from scratch:
                // Python's indentation scanner can leave one a fresh parse
                // does not (6 bytes deleted from a `return` line, then put
                // back, were reported as an error at line 6).
                let (tree, line) = match error_line(&tree, after) {
                    Some(_) => match parse(language, after, None, PARSE_BUDGET) {
                        Some(fresh) => {
                            let line = error_line(&fresh, after);
                            (fresh, line)
                        }
                        None => {
                            let line = error_line(&tree, after);
                            (tree, line)
                        }
                    },
                    None => (tree, None),
                };
                self.keep(Kept { path: path.to_owned(), language, text: after.to_owned(), tree });
                line.filter(|_| !broken_before)
            }
            None if broken_before => None,
            // Error recovery runs long when a change leaves a bracket or a
            // string open (~40 ms in a 2,000-line Python file): the error is
            // then looked for in the changed top-level items alone.
            None => changed_items_error(language, &kept.tree, &edit, after),
        }
    }

    /// The check without a kept tree: `after` in full, then `before` when
    /// `after` is broken.
    fn full_check(&self, path: &Path, language: &'static str, before: Option<&str>, after: &str) -> Option<usize> {
        let tree = parse(language, after, None, PARSE_BUDGET)?;
        let line = error_line(&tree, after);
        if after.len() <= MAX_KEPT_BYTES {
            self.keep(Kept { path: path.to_owned(), language, text: after.to_owned(), tree });
        }
        let line = line?;
        let broken_before = before.is_some_and(|before| {
            parse(language, before, None, PARSE_BUDGET).is_some_and(|t| error_line(&t, before).is_some())
        });
        (!broken_before).then_some(line)
    }

    fn find(&self, path: &Path, language: &str, text: &str) -> bool {
        let Ok(kept) = self.kept.lock() else { return false };
        kept.iter().any(|k| k.is_of(path, language, text))
    }

    /// Removes and returns the tree kept for `path` if it was made from `text`.
    fn take(&self, path: &Path, language: &str, text: &str) -> Option<Kept> {
        let mut kept = self.kept.lock().ok()?;
        let at = kept.iter().position(|k| k.is_of(path, language, text))?;
        kept.remove(at)
    }

    /// Keeps `new` as the tree of its path, in place of an older one.
    fn keep(&self, new: Kept) {
        let Ok(mut kept) = self.kept.lock() else { return };
        kept.retain(|k| k.path != new.path);
        if kept.len() == MAX_KEPT {
            kept.pop_front();
        }
        kept.push_back(new);
    }
}

/// The edit that turns `old` into `new`: the span between their common
/// start and common end.
fn change(old: &[u8], new: &[u8]) -> InputEdit {
    let prefix = old.iter().zip(new).take_while(|(a, b)| a == b).count();
    let room = old.len().min(new.len()) - prefix;
    let suffix = old.iter().rev().zip(new.iter().rev()).take(room).take_while(|(a, b)| a == b).count();
    let (old_end, new_end) = (old.len() - suffix, new.len() - suffix);
    InputEdit {
        start_byte: prefix,
        old_end_byte: old_end,
        new_end_byte: new_end,
        start_position: point_at(old, prefix),
        old_end_position: point_at(old, old_end),
        new_end_position: point_at(new, new_end),
    }
}

/// The first syntax error in the top-level items of `after` that `edit`
/// touched, parsed on their own; `tree` is the kept tree, already edited
/// to `after`'s offsets. Items are whole statements or definitions, so a
/// clean file stays clean cut at their bounds.
fn changed_items_error(language: &str, tree: &Tree, edit: &InputEdit, after: &str) -> Option<usize> {
    let root = tree.root_node();
    let mut walk = root.walk();
    let touched: Vec<_> = root
        .children(&mut walk)
        .filter(|item| item.end_byte() >= edit.start_byte && item.start_byte() <= edit.new_end_byte)
        .collect();
    // Bytes, not chars: the change may begin inside a character (é → è).
    let line_start = after.as_bytes()[..edit.start_byte].iter().rposition(|b| *b == b'\n').map_or(0, |i| i + 1);
    let start = touched.first().map_or(line_start, |item| item.start_byte().min(line_start));
    let end = touched.last().map_or(edit.new_end_byte, |item| item.end_byte().max(edit.new_end_byte));
    let slice = after.get(start..end.min(after.len()))?;
    let line = error_line(&parse(language, slice, None, PARSE_BUDGET)?, slice)?;
    Some(point_at(after.as_bytes(), start).row + line)
}

/// Row and byte column of offset `at` in `text`, as tree-sitter counts them.
fn point_at(text: &[u8], at: usize) -> Point {
    let head = &text[..at];
    let row = head.iter().filter(|b| **b == b'\n').count();
    let line_start = head.iter().rposition(|b| *b == b'\n').map_or(0, |i| i + 1);
    Point { row, column: at - line_start }
}

#[cfg(test)]
mod tests {
    use super::*;

    const GOOD: &str = "def area(w, h):\n    return w * h\n\n\ndef name(user):\n    return f\"{user.first}\"\n";

    #[test]
    fn the_change_is_the_span_between_the_common_ends() {
        let edit = change(b"ab\ncd\nef", b"ab\ncXd\nef");
        assert_eq!((edit.start_byte, edit.old_end_byte, edit.new_end_byte), (4, 4, 5));
        assert_eq!(edit.start_position, Point { row: 1, column: 1 });
        // A repeated letter at the seam is counted once, not twice.
        let edit = change(b"aaa", b"aa");
        assert_eq!((edit.start_byte, edit.old_end_byte, edit.new_end_byte), (2, 3, 2));
    }

    #[test]
    fn a_kept_tree_gives_the_same_verdicts_as_a_full_parse() {
        let trees = KeptTrees::default();
        let path = Path::new("m.py");
        trees.prepare(path, "python", GOOD);
        let broken = GOOD.replace("{user.first}\"", "{user.first}");
        let full = parse("python", &broken, None, PARSE_BUDGET).and_then(|tree| error_line(&tree, &broken));
        assert!(full.is_some());
        assert_eq!(trees.new_error(path, "python", Some(GOOD), &broken), full);
        // The broken text's tree is kept: a further change to a file that was
        // broken before is not reported...
        let still = broken.replace("w * h", "w * (h");
        assert_eq!(trees.new_error(path, "python", Some(&broken), &still), None);
        // ...and the fix that follows parses cleanly from the kept tree.
        assert_eq!(trees.new_error(path, "python", Some(&still), GOOD), None);
        assert_eq!(trees.kept.lock().unwrap().len(), 1);
    }

    #[test]
    fn a_before_that_differs_from_the_kept_text_is_parsed_in_full() {
        let trees = KeptTrees::default();
        let path = Path::new("m.py");
        trees.prepare(path, "python", "x = (\n");
        // The kept text is not this change's `before`: its broken tree must
        // not silence the report.
        let broken = GOOD.replace("w * h", "w * (h");
        assert!(trees.new_error(path, "python", Some(GOOD), &broken).is_some());
    }

    #[test]
    fn an_open_bracket_in_a_long_file_is_found_in_the_changed_items() {
        // Error recovery after an unclosed bracket halfway down a long
        // Python file outlasts the reparse budget; the error is then looked
        // for in the changed function alone, and found at its line.
        let good: String = (0..500)
            .map(|i| format!("def f{i}(a, b):\n    t = a + b * {i}\n    return f\"{{t}} items\"\n\n"))
            .collect();
        let searched = |new: &str| {
            let after = good.replacen("t = a + b * 250\n", new, 1);
            let mut tree = parse("python", &good, None, Duration::MAX).unwrap();
            let edit = change(good.as_bytes(), after.as_bytes());
            tree.edit(&edit);
            changed_items_error("python", &tree, &edit, &after)
        };
        assert_eq!(searched("t = a + (b * 250\n"), Some(1002));
        assert_eq!(searched("t = a - b * 250\n"), None);
        // An edit that touches two functions searches both.
        assert_eq!(searched("t = a\n    return t\n\ndef g(:\n    pass\n"), Some(1005));
    }

    #[test]
    fn a_change_inside_a_character_is_checked_without_a_panic() {
        // `é` → `è` share their first byte: the change starts inside a char.
        let good = "def f():\n    return 'café'\n";
        let mut tree = parse("python", good, None, PARSE_BUDGET).unwrap();
        let broken = "def f():\n    return 'cafè' + (\n";
        let edit = change(good.as_bytes(), broken.as_bytes());
        tree.edit(&edit);
        let full = parse("python", broken, None, PARSE_BUDGET).and_then(|tree| error_line(&tree, broken));
        assert!(full.is_some());
        assert_eq!(changed_items_error("python", &tree, &edit, broken), full);
        let trees = KeptTrees::default();
        trees.prepare(Path::new("m.py"), "python", good);
        let accented = good.replace('é', "è");
        assert_eq!(trees.new_error(Path::new("m.py"), "python", Some(good), &accented), None);
    }

    #[test]
    fn at_most_eight_files_are_kept() {
        let trees = KeptTrees::default();
        for i in 0..12 {
            trees.prepare(Path::new(&format!("m{i}.py")), "python", GOOD);
        }
        let kept = trees.kept.lock().unwrap();
        assert_eq!(kept.len(), MAX_KEPT);
        assert_eq!(kept.front().unwrap().path, Path::new("m4.py"));
    }
}
