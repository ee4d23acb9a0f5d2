//! What an `edit` would do (`Plan`), and the second plans tried when the
//! edit as sent would break the file's syntax: the same edit with its
//! escaped line breaks made real, or with its later lines indented like
//! the line `old_string` is on. Either is taken only when it parses.

use std::path::Path;

use serde::Deserialize;

use super::{edit_match, escaped};
use crate::syntax::SyntaxCheck;
use crate::tool::ToolResult;

#[derive(Clone, Deserialize)]
pub(super) struct Args {
    pub(super) path: String,
    pub(super) old_string: String,
    pub(super) new_string: String,
    pub(super) replace_all: Option<bool>,
}

/// What an edit would do: the file before and after, or the result to
/// give without writing (an error, or "already applied").
pub(super) enum Plan {
    Change { content: String, updated: String, replacements: usize, rule_note: String },
    Done(ToolResult),
}

/// `planned`, or the plan of the same edit with its escaped line breaks
/// made real (see `escaped`) when `planned` fails or breaks the file's
/// syntax and that one lands and parses.
pub(super) fn with_line_breaks(
    planned: Plan,
    syntax: Option<&dyn SyntaxCheck>,
    path: &Path,
    args: &Args,
    replan: impl Fn(&Args) -> Plan,
) -> Plan {
    let parses = |plan: &Plan, check: &dyn SyntaxCheck| match plan {
        Plan::Change { content, updated, .. } => check.new_error(path, Some(content), updated).is_none(),
        Plan::Done(_) => false,
    };
    let Some(check) = syntax.filter(|check| check.checks(path)) else { return planned };
    if !(escaped::looks_escaped(&args.old_string) || escaped::looks_escaped(&args.new_string))
        || parses(&planned, check)
    {
        return planned;
    }
    let unescape = |text: &str| match escaped::looks_escaped(text) {
        true => escaped::with_breaks(text),
        false => text.to_owned(),
    };
    let unescaped =
        Args { old_string: unescape(&args.old_string), new_string: unescape(&args.new_string), ..args.clone() };
    if_it_parses(replan(&unescaped), planned, check, path, escaped::NOTE)
}

/// `planned`, or the plan of the same edit with the later lines of
/// `new_string` indented like the line its one-line `old_string` is on
/// (`edit_match::indented_like_its_line`) when `planned` breaks the file's
/// syntax and that one parses. Only then: a line written at column 0 on
/// purpose (a new top-level function, a heredoc's end) is meant so.
pub(super) fn with_indented_lines(
    planned: Plan,
    syntax: Option<&dyn SyntaxCheck>,
    path: &Path,
    args: &Args,
    replan: impl Fn(&Args) -> Plan,
) -> Plan {
    let Some(check) = syntax.filter(|check| check.checks(path)) else { return planned };
    let Plan::Change { content, updated, .. } = &planned else { return planned };
    let (old, new) = (&args.old_string, &args.new_string);
    let at = match content.match_indices(old.as_str()).map(|(at, _)| at).collect::<Vec<_>>()[..] {
        [at] if check.new_error(path, Some(content), updated).is_some() => at,
        _ => return planned,
    };
    let Some(new_string) = edit_match::indented_like_its_line(content, at, old, new) else { return planned };
    let line = content[..at].matches('\n').count() + 1;
    let note = format!(
        "the later lines of new_string were indented like line {line}, where old_string is (as sent, they broke the syntax)"
    );
    if_it_parses(replan(&Args { new_string, ..args.clone() }), planned, check, path, &note)
}

/// `second`, its rule note followed by `note`, when it changes the file
/// and the result parses; `planned` otherwise.
fn if_it_parses(second: Plan, planned: Plan, check: &dyn SyntaxCheck, path: &Path, note: &str) -> Plan {
    match second {
        Plan::Change { content, updated, replacements, rule_note }
            if check.new_error(path, Some(&content), &updated).is_none() =>
        {
            Plan::Change { content, updated, replacements, rule_note: format!("{rule_note}; {note}") }
        }
        _ => planned,
    }
}
