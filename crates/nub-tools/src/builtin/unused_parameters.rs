//! Parameters a change added that the function never uses. Asked for "a
//! separator option to slugify", the 1.5B model added `separator='-'` to
//! the `def` line and ended the run; `"-".join(words)` ignored it.

use std::path::Path;

use crate::syntax::{NameAt, SyntaxCheck};

/// The note on parameters `after` (the new text of `path`) takes and
/// never uses that `before` did not leave unused; `None` when there are
/// none or a text cannot be judged.
pub(super) fn unused_parameter_note(check: &dyn SyntaxCheck, path: &Path, before: &str, after: &str) -> Option<String> {
    let now = check.unused_parameters(path, after).filter(|now| !now.is_empty())?;
    let was = check.unused_parameters(path, before)?;
    let new: Vec<&NameAt> =
        now.iter().filter(|u| !was.iter().any(|w| w.name == u.name && w.scope == u.scope)).collect();
    let first = new.first()?;
    let names: Vec<String> = new.iter().filter(|u| u.scope == first.scope).map(|u| format!("`{}`", u.name)).collect();
    let lines: Vec<&str> = after.lines().collect();
    let function = crate::text::numbered_definition(&lines, first.line - 1, MAX_UNUSED_SHOWN);
    Some(format!(
        "Note: `{}` takes {} but its body never uses {}, so a caller's value changes nothing. Use {} in the body where the value matters:\n{function}",
        first.scope,
        names.join(", "),
        if names.len() > 1 { "them" } else { "it" },
        if names.len() > 1 { "them" } else { "it" },
    ))
}

/// Lines of the function shown with an unused parameter.
const MAX_UNUSED_SHOWN: usize = 20;
