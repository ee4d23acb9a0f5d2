//! A small model's `edit` that would break a file's syntax is not made.
//! Told after the fact ("the edit left a syntax error at line 13"), the
//! 1.5B model never fixed one: it sent the same edit again, or said the
//! work was done, and the file stayed broken. Twice in ten tasks it turned
//! a `def` line into an expression (`def pack_weight(items) + sum(…):`).
//! Refused, with the definition the change was in, the file stays whole
//! and the model has the lines to change.

use super::not_found::{enclosing_definition, numbered_definition};
use crate::text::defined_name;

/// Characters of the broken line quoted, at most.
const MAX_QUOTED: usize = 200;

/// The refusal of an edit of `shown` from `before` to `after` that would
/// leave a syntax error at 1-based line `line` of `after`.
pub(super) fn refusal(shown: &str, before: &str, after: &str, line: usize) -> String {
    let lines: Vec<&str> = before.lines().collect();
    let changed = before.lines().zip(after.lines()).position(|(a, b)| a != b).unwrap_or(lines.len());
    // The file parsed before, so the change broke it: an error the parser
    // placed above it (Python's at the module's first line, for a broken
    // `def` line) is shown at the change.
    let line = line.max(changed + 1);
    let broken: String =
        after.lines().nth(line.saturating_sub(1)).unwrap_or_default().trim().chars().take(MAX_QUOTED).collect();
    let mut text = format!(
        "not changed: this edit would leave a syntax error in {shown} at line {line}: `{broken}`. {shown} is as it was."
    );
    let Some(header) = enclosing_definition(&lines, changed) else {
        text.push_str(
            " Send old_string and new_string as whole lines copied from the file, changed so that they still parse.",
        );
        return text;
    };
    let name = defined_name(lines[header]).unwrap_or("it");
    if let Some(twice) = repeated_parameter(&broken) {
        text.push_str(&format!(
            " `{twice}` is named twice among the parameters; a function takes each name once. `{name}` as it is:\n"
        ));
    } else if header == changed {
        text.push_str(&format!(
            " A `def` line holds only the name and the parameters; what `{name}` does is in its body:\n"
        ));
    } else {
        text.push_str(&format!(" The change is in `{name}`:\n"));
    }
    text.push_str(&numbered_definition(&lines, header));
    text.push_str("\nChange the body line that does the wrong thing, with old_string copied from these lines.");
    text
}

/// The parameter a one-line `def` (Python) names twice:
/// `def fit(lengths, limit, limit=3):` → `limit`.
fn repeated_parameter(line: &str) -> Option<&str> {
    let rest = line.strip_prefix("async ").unwrap_or(line).strip_prefix("def ")?;
    let inside = rest.get(rest.find('(')? + 1..rest.rfind(')')?)?;
    let mut names: Vec<&str> = Vec::new();
    let mut depth = 0usize;
    let mut start = 0;
    for (at, c) in inside.char_indices().chain(std::iter::once((inside.len(), ','))) {
        match c {
            '(' | '[' | '{' => depth += 1,
            ')' | ']' | '}' => depth = depth.saturating_sub(1),
            ',' if depth == 0 => {
                let part = inside[start..at].trim().trim_start_matches('*');
                let name = part.split([':', '=']).next().unwrap_or_default().trim();
                if !name.is_empty() && names.contains(&name) {
                    return Some(name);
                }
                names.push(name);
                start = at + 1;
            }
            _ => {}
        }
    }
    None
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_broken_def_line_points_to_the_body() {
        let before = "def pack_weight(items):\n    total = 0\n    return -total\n";
        let after = "def pack_weight(items) + sum(items):\n    total = 0\n    return -total\n";
        let said = refusal("backpack.py", before, after, 1);
        assert!(said.starts_with("not changed: this edit would leave a syntax error in backpack.py at line 1: `def pack_weight(items) + sum(items):`. backpack.py is as it was. A `def` line holds only the name and the parameters; what `pack_weight` does is in its body:\n     1\tdef pack_weight(items):"), "{said}");
        assert!(said.contains("     3\t    return -total\nChange the body line"), "{said}");
        let inside = refusal("b.py", before, "def pack_weight(items):\n    total = (0\n    return -total\n", 2);
        assert!(inside.contains("The change is in `pack_weight`:\n     1\tdef pack_weight(items):"), "{inside}");
        // Reported at the module's first line, shown at the change.
        let docstring = format!("\"\"\"Packing.\"\"\"\n\n{before}");
        let said = refusal("b.py", &docstring, &docstring.replace("(items):", "(items) + 1:"), 1);
        assert!(said.contains("at line 3: `def pack_weight(items) + 1:`"), "{said}");
        let twice = refusal("p.py", before, &before.replace("(items)", "(items, limit, limit=3)"), 1);
        assert!(twice.contains("`def pack_weight(items, limit, limit=3):`. p.py is as it was. `limit` is named twice among the parameters; a function takes each name once. `pack_weight` as it is:\n     1\tdef pack_weight(items):"), "{twice}");
        let top = refusal("c.py", "x = 1\n", "x = (1\n", 1);
        assert!(top.ends_with("changed so that they still parse."), "{top}");
    }
}
