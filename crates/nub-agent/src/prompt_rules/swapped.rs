//! The name an edit replaced by another, when that is all it changed:
//! a rename, whose other uses are looked for afterwards.

/// Words that are values, not names: replacing one is no rename.
const LITERALS: &[&str] = &["true", "false", "null", "none", "nil", "undefined"];

/// The name an edit replaced by another, and that other, when that is all
/// it changed (`def greet(` → `def welcome(`): a rename, whose other uses
/// are looked for afterwards.
pub(crate) fn swapped<'a, 'b>(old: &'a str, new: &'b str) -> Option<(&'a str, &'b str)> {
    let (before, after) = (identifiers(old), identifiers(new));
    if before.len() != after.len() {
        return None;
    }
    let (from, to) = before.iter().zip(&after).find(|(a, b)| a != b)?;
    // One name, changed the same way wherever it stands.
    if before.iter().zip(&after).any(|(a, b)| a != b && (a != from || b != to)) {
        return None;
    }
    let name = |word: &str| {
        word.len() >= 3
            && word.starts_with(|c: char| c.is_alphabetic() || c == '_')
            && !LITERALS.contains(&word.to_lowercase().as_str())
    };
    (name(from) && name(to) && !quoted_value(old, from)).then_some((*from, *to))
}

/// Whether `word` stands in `old` as a quoted value of its own, after `=`
/// or `:` (`glass = "Tuesday"`): a setting changed, not a name renamed.
/// Asked to move glass collection from Tuesday to Thursday, the 1.5B
/// model set the value, was told `Tuesday` still occurs in bins.py, and
/// renamed the weekday there too. A quoted key (`"debug": false`) is a
/// name.
fn quoted_value(old: &str, word: &str) -> bool {
    ['"', '\''].iter().any(|quote| {
        old.match_indices(&format!("{quote}{word}{quote}")).any(|(at, _)| old[..at].trim_end().ends_with(['=', ':']))
    })
}

/// The words of `text` as code spells names (`get_user`, `x2`).
pub(super) fn identifiers(text: &str) -> Vec<&str> {
    text.split(|c: char| !(c.is_alphanumeric() || c == '_')).filter(|w| !w.is_empty()).collect()
}
