//! A small model's edit that puts a changed statement right under a
//! Python `def` line. Asked to fix `return round(weight_kg * height_m ** 2,
//! 1)`, a 1.5B model sent `old_string` the `def bmi(...)` line and
//! `new_string` that line plus `return round(weight_kg / (height_m ** 2),
//! 1)`: inserted there, the new `return` runs before the docstring and the
//! guard below it, and the old one stays. When every inserted line is a
//! statement of the same kind as a line of the body below (a `return` for a
//! `return`, an `if` for an `if`, an assignment to the same name) and close
//! to it, the body's line is replaced instead. A docstring or a statement
//! with no counterpart is an insertion and stays one.

use similar::TextDiff;

use crate::text::defined_name;

/// Lines a new_string may put under the header for this rule.
const MAX_LINES: usize = 3;
/// Similarity (0–1) from which a body line counts as the one meant.
const CLOSE: f32 = 0.5;

/// `content` with `old` → `new` made as a change of the body under the
/// header `old` ends with, and the note saying so; `None` when the edit
/// is not of that shape (then it is made as sent).
pub(crate) fn as_body_change(path: &std::path::Path, content: &str, old: &str, new: &str) -> Option<(String, String)> {
    if path.extension().is_none_or(|ext| ext != "py") {
        return None;
    }
    let header = old.trim_end().lines().last()?;
    // The `def` line itself may change too (a parameter added, as the
    // refusal of an unused parameter asks): then old_string is that line
    // alone and new_string opens with a `def` line of the same name.
    let (new_header, inserted) = match new.strip_prefix(old) {
        Some(inserted) => (None, inserted),
        None => {
            let (first, rest) = new.split_once('\n')?;
            let same =
                old.trim().lines().count() == 1 && defined_name(first).is_some_and(|n| defined_name(header) == Some(n));
            same.then_some((Some(first), rest))?
        }
    };
    let header_indent = indent(header);
    let trimmed = header.trim();
    if !(trimmed.starts_with("def ") || trimmed.starts_with("async def ")) || !trimmed.ends_with(':') {
        return None;
    }
    let mut places = content.match_indices(old);
    let (Some((at, _)), None) = (places.next(), places.next()) else { return None };
    let wanted: Vec<&str> = inserted.lines().filter(|line| !line.trim().is_empty()).collect();
    if wanted.is_empty() || wanted.len() > MAX_LINES {
        return None;
    }
    // The body: the lines after the header, while indented deeper.
    let header_end = at + old.trim_end().len();
    let body_start = content[header_end..].find('\n').map(|i| header_end + i + 1)?;
    let mut body: Vec<(usize, &str)> = Vec::new();
    let mut offset = body_start;
    for line in content[body_start..].split_inclusive('\n') {
        let text = line.trim_end_matches(['\n', '\r']);
        if !text.trim().is_empty() && indent(text) <= header_indent {
            break;
        }
        body.push((offset, text));
        offset += line.len();
    }
    // Each inserted line to a body line of its kind, in order, each once.
    let mut pairs: Vec<(usize, &str, &str)> = Vec::new();
    let mut from = 0;
    for line in &wanted {
        let kind = kind_of(line.trim())?;
        let (index, best) = body
            .iter()
            .enumerate()
            .skip(from)
            .filter(|(_, (_, text))| kind_of(text.trim()) == Some(kind))
            .map(|(i, (_, text))| (i, ratio(line.trim(), text.trim())))
            .max_by(|a, b| a.1.total_cmp(&b.1))?;
        if best < CLOSE {
            return None;
        }
        let (start, text) = body[index];
        pairs.push((start, text, line));
        from = index + 1;
    }
    let mut updated = String::with_capacity(content.len() + new.len());
    let mut copied = 0;
    if let Some(new_header) = new_header {
        updated.push_str(&content[..at]);
        updated.push_str(indent_str(old));
        updated.push_str(new_header.trim());
        copied = header_end;
    }
    let mut lines = Vec::new();
    for (start, text, line) in &pairs {
        updated.push_str(&content[copied..*start]);
        updated.push_str(indent_str(text));
        updated.push_str(line.trim_start());
        copied = start + text.len();
        lines.push(1 + content[..*start].matches('\n').count());
    }
    updated.push_str(&content[copied..]);
    let listed: Vec<String> = lines.iter().map(usize::to_string).collect();
    let note = format!(
        "; new_string put {} under the `def` line, where the body already has {} of the same kind (line {}): {} replaced there instead, so the function runs as before apart from the change",
        if pairs.len() == 1 { "a statement" } else { "statements" },
        if pairs.len() == 1 { "one" } else { "them" },
        listed.join(", "),
        if pairs.len() == 1 { "it was" } else { "they were" },
    );
    Some((updated, note))
}

/// What a statement line is, for pairing: its keyword, or the name it
/// assigns to; `None` for anything else (a docstring, a call, a comment).
fn kind_of(line: &str) -> Option<&str> {
    let word: &str = line.split(|c: char| !(c.is_alphanumeric() || c == '_')).next().unwrap_or_default();
    match word {
        "return" | "raise" | "if" | "elif" | "while" | "for" | "yield" => Some(word),
        "" => None,
        _ => {
            let rest = line[word.len()..].trim_start();
            let assigns =
                ["=", "+=", "-=", "*=", "/="].iter().any(|op| rest.starts_with(op)) && !rest.starts_with("==");
            assigns.then_some(word)
        }
    }
}

fn ratio(a: &str, b: &str) -> f32 {
    TextDiff::from_chars(a, b).ratio()
}

fn indent(line: &str) -> usize {
    line.len() - line.trim_start().len()
}

fn indent_str(line: &str) -> &str {
    &line[..indent(line)]
}

#[cfg(test)]
mod tests {
    use super::*;

    const BMI: &str = "def bmi(weight_kg, height_m):\n    \"\"\"Body mass index.\"\"\"\n    if height_m <= 0:\n        raise ValueError(\"height\")\n    return round(weight_kg * height_m ** 2, 1)\n\n\ndef other():\n    return 1\n";

    fn apply(old: &str, new: &str) -> Option<String> {
        as_body_change(std::path::Path::new("health.py"), BMI, old, new).map(|(text, _)| text)
    }

    #[test]
    fn a_statement_under_the_def_line_replaces_its_counterpart_in_the_body() {
        let header = "def bmi(weight_kg, height_m):";
        let fixed = apply(header, &format!("{header}\n    return round(weight_kg / (height_m ** 2), 1)"));
        assert_eq!(
            fixed.as_deref(),
            Some(BMI.replace("weight_kg * height_m ** 2", "weight_kg / (height_m ** 2)").as_str())
        );
        // The def line changed as well (a parameter added): both land.
        let both = apply(
            header,
            "def bmi(weight_kg, height_m, digits=1):\n    return round(weight_kg / (height_m ** 2), digits)",
        );
        let expected = BMI
            .replace("height_m):", "height_m, digits=1):")
            .replace("weight_kg * height_m ** 2, 1", "weight_kg / (height_m ** 2), digits");
        assert_eq!(both.as_deref(), Some(expected.as_str()));
        // Another function's def line is not a change of this one.
        assert_eq!(apply(header, "def other(x):\n    return round(weight_kg / (height_m ** 2), 1)"), None);
        // An `if` for the `if`, kept at its own indentation.
        let guard = apply(header, &format!("{header}\n    if height_m < 0:"));
        assert_eq!(guard.as_deref(), Some(BMI.replace("height_m <= 0", "height_m < 0").as_str()));
    }

    #[test]
    fn insertions_without_a_counterpart_stay_insertions() {
        let header = "def bmi(weight_kg, height_m):";
        // A docstring, a call, a statement unlike any in the body, a
        // `return` far from the body's, a header that is no def.
        for new in [
            format!("{header}\n    \"\"\"Compute it.\"\"\""),
            format!("{header}\n    print(weight_kg)"),
            format!("{header}\n    total = weight_kg"),
            format!("{header}\n    return None"),
        ] {
            assert_eq!(apply(header, &new), None, "{new}");
        }
        assert_eq!(apply("    if height_m <= 0:", "    if height_m <= 0:\n        return 0"), None);
        // An old_string that opens with a character of several bytes.
        let accented = "é = 1\n\n\ndef f():\n    return é + 1\n";
        let old = "é = 1\n\n\ndef f():";
        let changed = as_body_change(std::path::Path::new("a.py"), accented, old, &format!("{old}\n    return é + 2"));
        assert_eq!(changed.map(|(text, _)| text).as_deref(), Some("é = 1\n\n\ndef f():\n    return é + 2\n"));
        assert_eq!(as_body_change(std::path::Path::new("a.rs"), BMI, header, &format!("{header}\n    return 1")), None);
    }
}
