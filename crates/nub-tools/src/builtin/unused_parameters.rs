//! Parameters a change added that the function never uses. Asked for "a
//! separator option to slugify", the 1.5B model added `separator='-'` to
//! the `def` line and ended the run; `"-".join(words)` ignored it. Told so
//! in a note after the edit, it still ended the run: a small model's edit
//! of that shape is refused, with the function to change in one edit.

use std::path::Path;

use crate::syntax::{NameAt, SyntaxCheck};
use crate::text::{defined_name, numbered_definition};

/// Lines of the function shown with an unused parameter; a longer
/// function's edit is made, with the note.
const MAX_UNUSED_SHOWN: usize = 20;

/// The parameters of one function that `after` (the new text of `path`)
/// takes and never uses and that `before` did not leave unused.
struct Unused<'a> {
    scope: &'a str,
    /// `` `separator` ``, or `` `a`, `b` ``.
    names: String,
    /// 1-based `def` line in `after`.
    line: usize,
    many: bool,
}

fn newly_unused<'a>(now: &'a [NameAt], was: &[NameAt]) -> Option<Unused<'a>> {
    let new: Vec<&NameAt> =
        now.iter().filter(|u| !was.iter().any(|w| w.name == u.name && w.scope == u.scope)).collect();
    let first = new.first()?;
    let names: Vec<String> = new.iter().filter(|u| u.scope == first.scope).map(|u| format!("`{}`", u.name)).collect();
    Some(Unused { scope: &first.scope, many: names.len() > 1, names: names.join(", "), line: first.line })
}

/// Both texts' unused parameters, when there are any after and both can be judged.
fn judged(check: &dyn SyntaxCheck, path: &Path, before: &str, after: &str) -> Option<(Vec<NameAt>, Vec<NameAt>)> {
    let now = check.unused_parameters(path, after).filter(|now| !now.is_empty())?;
    Some((now, check.unused_parameters(path, before)?))
}

/// The note on a change after which a function takes parameters it never
/// uses (a `write`, or an edit of a long function); `None` when there are none.
pub(super) fn unused_parameter_note(check: &dyn SyntaxCheck, path: &Path, before: &str, after: &str) -> Option<String> {
    let (now, was) = judged(check, path, before, after)?;
    let unused = newly_unused(&now, &was)?;
    let lines: Vec<&str> = after.lines().collect();
    let function = numbered_definition(&lines, unused.line - 1, MAX_UNUSED_SHOWN);
    let it = if unused.many { "them" } else { "it" };
    Some(format!(
        "Note: `{}` takes {} but its body never uses {it}, so a caller's value changes nothing. Use {it} in the body where the value matters:\n{function}",
        unused.scope, unused.names
    ))
}

/// Why an edit is not made after which a function takes parameters it
/// never uses, with the function as `before` has it to be changed in one
/// edit; `None` when there are none or the function is longer than
/// `MAX_UNUSED_SHOWN` lines (or not found by its `def` line).
pub(super) fn unused_parameter_refusal(
    check: &dyn SyntaxCheck,
    path: &Path,
    shown: &str,
    before: &str,
    after: &str,
) -> Option<String> {
    let (now, was) = judged(check, path, before, after)?;
    let unused = newly_unused(&now, &was)?;
    let lines: Vec<&str> = before.lines().collect();
    let header = lines.iter().position(|line| defined_name(line) == Some(unused.scope))?;
    if crate::text::definition_at(&lines, header).len() > MAX_UNUSED_SHOWN {
        return None;
    }
    let function = numbered_definition(&lines, header, MAX_UNUSED_SHOWN);
    let it = if unused.many { "them" } else { "it" };
    Some(format!(
        "not changed: after this edit of {shown}, `{}` would take {} but its body would never use {it}, so a caller's value would change nothing. Change the signature and the body in one edit: old_string the whole function as it is now (below, without the line numbers), new_string the function that takes {it} and uses {it}:\n{function}",
        unused.scope, unused.names
    ))
}
