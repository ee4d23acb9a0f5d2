//! `edit`: replace a string in a file. Exact first; when `old_string` is not
//! in the file exactly, the tolerant rules of `edit_match` (line endings,
//! trailing whitespace, indentation, spacing or quotes and punctuation with
//! the change carried over token by token, a close fuzzy match) may find
//! exactly one place, and the result says which rule did and shows the diff
//! that landed. Otherwise zero matches
//! show the closest region and how `old_string` differs from it, and several
//! matches are refused with their line numbers unless `replace_all` is set.

use std::path::Path;

use serde_json::{Value, json};

use super::blocking;
use super::edit_match::{self, Tolerant};
use super::edit_plan::{Args, Plan, with_indented_lines, with_line_breaks};
use super::key_value;
use super::nearby::Nearby;
use super::not_found::{MAX_LISTED_MATCHES, called_here, identical, in_definitions, not_found};
use super::numbers;
use super::rename_hint;
use super::unused_parameters::{unused_parameter_note, unused_parameter_refusal};
use super::{restated, typing_import, under_header, would_break};
use crate::files::{self, TextFiles};
use crate::path::{Access, display_path, resolve_path};
use crate::syntax::{SyntaxCheck, error_at, new_undefined, undefined_refusal};
use crate::text::{diff_stat, diff_view, doubled_line, redefined_note, without_replaced_definition};
use crate::tool::{Tool, ToolEnv, ToolResult, ToolView, Writes};
use nub_llm::{ToolDisplay, ToolKind};

use super::str_arg;

pub struct Edit;

/// A new_string shorter than this is no evidence that an edit was applied.
const MIN_APPLIED_CHARS: usize = 10;

#[async_trait::async_trait]
impl Tool for Edit {
    fn name(&self) -> &str {
        "edit"
    }

    fn description(&self) -> &str {
        "Replace old_string with new_string in a file. old_string must match the file exactly (whitespace included, no line-number prefixes) and only once: add surrounding lines to make it unique, or set replace_all."
    }

    fn schema(&self) -> Value {
        json!({
            "type": "object",
            "properties": {
                "path": {"type": "string"},
                "old_string": {"type": "string"},
                "new_string": {"type": "string"},
                "replace_all": {"type": "boolean"}
            },
            "required": ["path", "old_string", "new_string"],
            "additionalProperties": false
        })
    }

    fn display(&self, input: &Value) -> ToolDisplay {
        ToolDisplay::file(ToolKind::Edit, str_arg(input, "path"))
    }

    fn preview(&self, input: &Value, env: &ToolEnv) -> ToolView {
        preview(input.clone(), env)
    }

    fn writes(&self, input: &Value, env: &ToolEnv) -> Writes {
        super::file_writes(input, env)
    }

    async fn run(&self, input: Value, env: &ToolEnv) -> ToolResult {
        let args: Args = match crate::input::parse(self.name(), &self.schema(), input) {
            Ok(args) => args,
            Err(message) => return ToolResult::error(message),
        };
        if let Some(message) = pointless(&args) {
            return ToolResult::error(message);
        }
        let path = match resolve_path(env, &args.path, Access::Write) {
            Ok(path) => path,
            Err(message) => return ToolResult::error(message),
        };
        let shown = display_path(env, &path);
        let files = env.files.clone();
        let nearby = Nearby::of(env);
        let root = env.repo_root.clone();
        let syntax = env.syntax.clone();
        let (small, refuse_breaking_changes) = (env.partial_writes, env.refuse_breaking_changes);
        blocking(move || {
            let reading = Reading { files: files.as_deref(), nearby: &nearby, small, refuse_breaking_changes };
            edit(&root, &path, &shown, &args, &reading, syntax.as_deref())
        })
        .await
    }
}

/// How an edit reads its file and makes its plan: from an editor's buffers
/// or the disk, what to point to when the file is missing, and whether it
/// is a small model's (`ToolEnv::partial_writes`).
struct Reading<'a> {
    files: Option<&'a dyn TextFiles>,
    nearby: &'a Nearby,
    small: bool,
    /// `ToolEnv::refuse_breaking_changes`.
    refuse_breaking_changes: bool,
}

fn edit(
    root: &Path,
    path: &Path,
    shown: &str,
    args: &Args,
    reading: &Reading<'_>,
    syntax: Option<&dyn SyntaxCheck>,
) -> ToolResult {
    let replan = |changed: &Args| plan(root, path, shown, changed, reading);
    let planned = with_line_breaks(plan(root, path, shown, args, reading), syntax, path, args, replan);
    let (content, mut updated, replacements, mut rule_note) =
        match with_indented_lines(planned, syntax, path, args, replan) {
            Plan::Done(result) => return result,
            Plan::Change { content, updated, replacements, rule_note } => (content, updated, replacements, rule_note),
        };
    let broken_at = syntax
        .and_then(|check| check.new_error(path, Some(&content), &updated))
        .or_else(|| syntax.and_then(|_| crate::syntax::json_broken(path, Some(&content), &updated)));
    // A small model does not mend a syntax error it is told of: the edit is not made.
    if let Some(line) = broken_at.filter(|_| reading.refuse_breaking_changes) {
        return ToolResult::error(would_break::refusal(shown, &content, &updated, line));
    }
    // Nor a name it is told nothing defines, nor a parameter it adds and
    // never uses: the edit is not made either.
    if let Some(check) = syntax.filter(|_| reading.refuse_breaking_changes) {
        let undefined = new_undefined(check, path, &content, &updated);
        match typing_import::with_typing_import(path, &updated, &undefined) {
            _ if undefined.is_empty() => {}
            Some((imported, note)) if new_undefined(check, path, &content, &imported).is_empty() => {
                updated = imported;
                rule_note.push_str(&note);
            }
            _ => {
                let hint = rename_hint::hint(&args.old_string, &args.new_string, &updated, &undefined[0].name, shown)
                    .unwrap_or_default();
                return ToolResult::error(undefined_refusal("edit", shown, &updated, &undefined) + &hint);
            }
        }
        if let Some(refusal) = unused_parameter_refusal(check, path, shown, &content, &updated) {
            return ToolResult::error(refusal);
        }
    }
    // A rule that carried the edit over may leave the file as it was (the
    // body's own lines sent again under the `def` line): that is no edit.
    if updated == content {
        return ToolResult::error(format!(
            "no change: {shown} is as it was{}. The edit as sent changes nothing there: work out which line must change, then send old_string and new_string that differ on it.",
            rule_note.trim_end_matches(':')
        ));
    }
    if let Err(e) = files::write(reading.files, root, path, &updated) {
        return ToolResult::error(format!("cannot write {shown}: {e}"));
    }
    let view = diff_view(shown, &content, &updated, false);
    let replacements = if replacements > 1 { format!(" ({replacements} replacements)") } else { String::new() };
    let mut text = format!("edited {shown}: {}{replacements}{rule_note}", diff_stat(&view));
    if !rule_note.is_empty() {
        // Not what the model asked for to the letter: show what landed.
        text.push_str(":\n");
        text.push_str(&diff_hunks(&view));
    }
    if let Some(note) = broken_at.map(|line| error_at("edit", &updated, line)) {
        text = format!("{}\n{note}", text.trim_end());
    }
    if let Some(note) = redefined_note(path, &content, &updated) {
        text = format!("{}\n{note}", text.trim_end());
    }
    if let Some(note) = syntax
        .filter(|_| reading.refuse_breaking_changes)
        .and_then(|check| unused_parameter_note(check, path, &content, &updated))
    {
        text = format!("{}\n{note}", text.trim_end());
    }
    if let Some((line, repeated)) = doubled_line(&content, &updated) {
        text = format!(
            "{}\nNote: line {line} now repeats the line before it: `{repeated}`. If that was not meant, remove one.",
            text.trim_end()
        );
    }
    ToolResult::ok(text, view)
}

/// Lines of a diff shown to the model after a tolerant edit.
const MAX_LANDED_DIFF_LINES: usize = 40;

/// The hunks of a diff view without its file header, at most
/// `MAX_LANDED_DIFF_LINES` lines.
fn diff_hunks(view: &ToolView) -> String {
    let ToolView::Diff { diff, .. } = view else { return String::new() };
    let hunks: Vec<&str> = diff.lines().skip_while(|line| !line.starts_with("@@")).collect();
    let mut out: String = hunks.iter().take(MAX_LANDED_DIFF_LINES).map(|line| format!("{line}\n")).collect();
    if hunks.len() > MAX_LANDED_DIFF_LINES {
        out.push_str("…\n");
    }
    out
}

/// The view of what `args` would change, without writing (a permission prompt).
fn preview(input: Value, env: &ToolEnv) -> ToolView {
    let args: Args = match crate::input::parse("edit", &Edit.schema(), input) {
        Ok(args) => args,
        Err(message) => return ToolView::Error { message },
    };
    if let Some(message) = pointless(&args) {
        return ToolView::Error { message: message.to_owned() };
    }
    let path = match resolve_path(env, &args.path, Access::Write) {
        Ok(path) => path,
        Err(message) => return ToolView::Error { message },
    };
    let shown = display_path(env, &path);
    let reading = Reading {
        files: env.files.as_deref(),
        nearby: &Nearby::of(env),
        small: env.partial_writes,
        refuse_breaking_changes: false,
    };
    match plan(&env.repo_root, &path, &shown, &args, &reading) {
        Plan::Done(result) => result.view,
        Plan::Change { content, updated, .. } => diff_view(&shown, &content, &updated, false),
    }
}

/// An edit that cannot change anything, whatever the file holds (one whose
/// strings are the same is told where its text is: `plan`).
fn pointless(args: &Args) -> Option<&'static str> {
    args.old_string.is_empty().then_some("old_string is empty; to create a file or replace all of it use write")
}

fn plan(root: &Path, path: &Path, shown: &str, args: &Args, reading: &Reading<'_>) -> Plan {
    let nearby = reading.nearby;
    let bytes = match files::read(reading.files, root, path) {
        Ok(bytes) => bytes,
        Err(e) if e.kind() == std::io::ErrorKind::NotFound => {
            // An edit never asked for a new file: suggesting `write` here
            // made a small model create the wrong file and edit it in a loop.
            let advice: Vec<String> =
                [nearby.advice(path), nearby.occurrences(&args.old_string)].into_iter().flatten().collect();
            let advice = if advice.is_empty() { "find the file with glob or grep".into() } else { advice.join("; ") };
            return Plan::Done(ToolResult::error(format!("{shown} does not exist; {advice}")));
        }
        Err(e) if path.is_dir() => {
            return Plan::Done(ToolResult::error(format!("{shown} is a directory, not a file ({e})")));
        }
        Err(e) => return Plan::Done(ToolResult::error(format!("cannot read {shown}: {e}"))),
    };
    let Ok(content) = String::from_utf8(bytes) else {
        return Plan::Done(ToolResult::error(format!("{shown} is not UTF-8 text; edit cannot change it")));
    };
    if args.old_string == args.new_string {
        return Plan::Done(ToolResult::error(identical(&content, shown, &args.old_string)));
    }
    let mut plan = change(content.clone(), shown, args);
    // Where the model's old_string is instead: another file (it sent
    // fmt.py's `def format_contact` to contacts.py five times), or a call
    // of a function defined here (a test's `is_even(4)` sent to the code).
    if let Plan::Done(result) = &mut plan
        && result.for_model.starts_with(&format!("old_string was not found in {shown}."))
    {
        // A name alone occurs in many files for other reasons (seen: after
        // `main` was renamed, "`main` occurs in __init__.py:7").
        let elsewhere = match (numbers::is_number(&args.old_string), is_name(&args.old_string)) {
            // A number alone is pointed to where it stands as a number.
            (true, _) => nearby.number_elsewhere(&args.old_string),
            (false, true) => None,
            (false, false) => {
                nearby.occurrences(&args.old_string).or_else(|| nearby.setting_elsewhere(&args.old_string))
            }
        };
        // Both: a test's line sent to the code it tests (test_temps.py's
        // assertion, sent to temps.py eight times after "edit it there"
        // pointed to the test, which the prompt kept it from changing).
        let pointer = match (elsewhere, called_here(&content, &args.old_string)) {
            (Some(elsewhere), Some(called)) => {
                Some(format!(". {called}(To change that line itself instead: {elsewhere}.)"))
            }
            (Some(elsewhere), None) => Some(format!("; {elsewhere}.")),
            (None, Some(called)) => Some(format!(". {called}")),
            (None, None) => None,
        };
        if let Some(pointer) = pointer {
            *result = ToolResult::error(format!("old_string was not found in {shown}{pointer}"));
        }
    }
    // A small model puts a changed statement under the `def` line, where it
    // runs first: its counterpart in the body is changed instead.
    if let Plan::Change { content, updated, rule_note, .. } = &mut plan
        && reading.small
        && rule_note.is_empty()
        && let Some((text, note)) = under_header::as_body_change(path, content, &args.old_string, &args.new_string)
    {
        *updated = text;
        rule_note.push_str(&note);
        return plan;
    }
    // A small model inserts its new definition next to the old one, which
    // Python then keeps: the old one goes, and the result says so.
    if let Plan::Change { content, updated, rule_note, .. } = &mut plan
        && reading.small
        && let Some((text, (first, last))) = without_replaced_definition(path, content, updated)
    {
        *updated = text;
        rule_note.push_str(&format!(
            "; it defined a name a second time in the same place, so the old definition (lines {first}-{last} after the edit) was removed"
        ));
    }
    if let Plan::Change { content, updated, .. } = &plan
        && reading.small
        && !restated::rewrites_one_definition(&args.old_string, &args.new_string)
        && let Some((line, copied)) = restated::second_copy(content, updated)
    {
        return Plan::Done(ToolResult::error(format!(
            "not changed: this edit would put {copied} lines {shown} already has into it a second time (such as `{}`); new_string is old_string as it should read after the change, not a copy of the file. Send only the lines that change.",
            crate::text::clip(line, 80)
        )));
    }
    plan
}

/// Whether the edit tool finds one place for an edit of `old` to `new` in
/// `content`, by any of its rules, fuzzy ones too.
pub fn finds(content: &str, old: &str, new: &str) -> bool {
    one_place(content, old, new, true)
}

/// Whether an edit of `old` to `new` finds exactly one place in `content`:
/// `old` once as written, or once by a rule that only forgives how it was
/// copied (line endings, spacing, indentation, quotes and punctuation) —
/// not the fuzzy rules, which guess. The loop asks it of other files when
/// the file an edit names does not hold its `old_string`.
pub fn lands(content: &str, old: &str, new: &str) -> bool {
    one_place(content, old, new, false)
}

/// The text an edit of `old` to `new` makes of `content`, the text of
/// `path`, by the tool's rules of where and how it lands (the tolerant ones
/// too, not the small-model refusals), or `None` when it makes none. The loop
/// asks it to judge what a small model's edit would change.
pub fn edited(content: &str, path: &str, old: &str, new: &str) -> Option<String> {
    let args = Args { path: path.into(), old_string: old.into(), new_string: new.into(), replace_all: None };
    match change(content.to_owned(), path, &args) {
        Plan::Change { updated, .. } => Some(updated),
        Plan::Done(_) => None,
    }
}

/// `old` once as written in `content`, or once by a tolerant rule (the
/// fuzzy ones only when `guessing`).
fn one_place(content: &str, old: &str, new: &str, guessing: bool) -> bool {
    if old.trim().is_empty() {
        return false;
    }
    match content.match_indices(old).count() {
        1 => true,
        0 => matches!(
            edit_match::find(content, old, new),
            Tolerant::Found(found)
                if guessing || !matches!(found.rule, edit_match::Rule::Fuzzy(_) | edit_match::Rule::AroundTheChange)
        ),
        _ => false,
    }
}

/// What `args` do to `content`, the text of `shown`.
fn change(content: String, shown: &str, args: &Args) -> Plan {
    let (old, new) = line_endings_of(&content, &args.old_string, &args.new_string);
    let positions: Vec<usize> = content.match_indices(old.as_str()).map(|(at, _)| at).collect();
    let replace_all = args.replace_all.unwrap_or(false);
    let mut rule_note = String::new();
    let mut replacements = positions.len();
    let updated = match positions.as_slice() {
        [] => {
            if let Some(done) = already_applied(&content, shown, &new) {
                return Plan::Done(done);
            }
            match edit_match::find(&content, &args.old_string, &args.new_string) {
                Tolerant::Found(found) => {
                    let lines = match found.lines {
                        (first, last) if first == last => format!("line {first}"),
                        (first, last) => format!("lines {first}-{last}"),
                    };
                    rule_note = format!("; old_string was not exact ({}), matched at {lines}", found.rule.describe());
                    format!("{}{}{}", &content[..found.start], found.new, &content[found.end..])
                }
                Tolerant::Ambiguous(rule, lines) => {
                    let listed: Vec<String> = lines.iter().take(MAX_LISTED_MATCHES).map(usize::to_string).collect();
                    return Plan::Done(ToolResult::error(format!(
                        "old_string is not in {shown} exactly; matched {}, it fits {} places (lines {}), so nothing was changed. Copy old_string exactly from the file, with enough surrounding lines to make it unique",
                        rule.matching(),
                        lines.len(),
                        listed.join(", ")
                    )));
                }
                Tolerant::NotFound => {
                    let Some((text, line)) =
                        key_value::set_in_its_notation(&content, &args.old_string, &args.new_string)
                    else {
                        return Plan::Done(not_found(&content, shown, &old));
                    };
                    rule_note = format!(
                        "; old_string was not exact (the setting is written another way here), matched at line {line}"
                    );
                    text
                }
            }
        }
        // A number found once, but only inside another (230, 08:30): not
        // the number the edit names.
        [_] if numbers::is_number(&old) && numbers::standing(&content, &old) == 0 => {
            return Plan::Done(ToolResult::error(numbers::places(&content, shown, old.trim(), 1)));
        }
        [at] if let Some((range, value)) = key_value::set_value(shown, &content, *at, &old, &new) => {
            rule_note = format!("; `{old}` is a key, so its value was set to {value} instead of renaming the key");
            format!("{}{value}{}", &content[..range.start], &content[range.end..])
        }
        [at] => {
            let after = &content[at + old.len()..];
            match restated::without_restated_tail(&old, &new, after) {
                Some((inserted, lines)) => {
                    rule_note = format!(
                        "; new_string ended with {} the file already has right after old_string, so {} not inserted twice",
                        if lines == 1 { "a line".to_owned() } else { format!("{lines} lines") },
                        if lines == 1 { "it was" } else { "they were" }
                    );
                    format!("{}{inserted}{after}", &content[..*at])
                }
                None => format!("{}{new}{after}", &content[..*at]),
            }
        }
        // A number stands for something else on each line: the lines are
        // shown, with no advice to set replace_all (told it, the 1.5B model
        // set all three 30s of a price list), and with replace_all it is
        // still not replaced inside other numbers (230, 08:30).
        // Once as a number of its own, the rest inside others: that one.
        several
            if numbers::is_number(&old)
                && !replace_all
                && let [at] = numbers::standing_at(&content, &old)[..] =>
        {
            let line = content[..at].matches('\n').count() + 1;
            rule_note = format!(
                "; `{old}` stands as a number of its own only at line {line}; its other {} occurrences are inside other numbers or times and were left",
                several.len() - 1
            );
            replacements = 1;
            format!("{}{new}{}", &content[..at], &content[at + old.len()..])
        }
        several
            if numbers::is_number(&args.old_string)
                && (!replace_all || numbers::standing(&content, args.old_string.trim()) < several.len()) =>
        {
            return Plan::Done(ToolResult::error(numbers::places(
                &content,
                shown,
                args.old_string.trim(),
                several.len(),
            )));
        }
        _ if replace_all && is_name(&old) && is_name(&new) => {
            // A name is renamed where it stands as a word: `main` → `run`
            // must not make `__main__` into `__run__` (seen, from the
            // rename call this tool itself suggested).
            let words = whole_words(&content, &old);
            if words.is_empty() {
                return Plan::Done(ToolResult::error(format!(
                    "`{old}` occurs in {shown} only inside longer names; nothing was replaced"
                )));
            }
            if words.len() < positions.len() {
                rule_note = format!(
                    "; whole words only: {} occurrences inside longer names were left as they are",
                    positions.len() - words.len()
                );
            }
            replacements = words.len();
            let mut updated = String::with_capacity(content.len());
            let mut from = 0;
            for at in words {
                updated.push_str(&content[from..at]);
                updated.push_str(&new);
                from = at + old.len();
            }
            updated.push_str(&content[from..]);
            updated
        }
        _ if replace_all => content.replace(old.as_str(), &new),
        several => {
            let lines = line_numbers(&content, several);
            let listed: Vec<String> = lines.iter().take(MAX_LISTED_MATCHES).map(usize::to_string).collect();
            let more = if lines.len() > MAX_LISTED_MATCHES { ", …" } else { "" };
            // A name alone is a rename: show the call that does it, which a
            // small model copies where it did not act on "set replace_all".
            let words = whole_words(&content, &old).len();
            let rename = if is_name(&args.old_string) && is_name(&args.new_string) && words > 0 {
                let call = serde_json::json!({"path": args.path, "old_string": args.old_string, "new_string": args.new_string, "replace_all": true});
                format!("; to rename it in all {words} places where it is a whole word, send: {call}")
            } else {
                String::new()
            };
            if let Some(places) = in_definitions(&content, &lines) {
                return Plan::Done(ToolResult::error(format!(
                    "old_string occurs {} times in {shown}: {places}; set replace_all only to change every one{rename}",
                    several.len()
                )));
            }
            return Plan::Done(ToolResult::error(format!(
                "old_string occurs {} times in {shown} (lines {}{more}); include more surrounding lines to make it unique, or set replace_all to change every occurrence{rename}",
                several.len(),
                listed.join(", ")
            )));
        }
    };
    Plan::Change { content, updated, replacements, rule_note }
}

/// A name as code spells it: letters, digits and `_` only.
fn is_name(text: &str) -> bool {
    text.chars().next().is_some_and(|c| !c.is_ascii_digit()) && text.chars().all(|c| c.is_alphanumeric() || c == '_')
}

/// Where `name` occurs in `content` as a whole word (no letter, digit or
/// `_` on either side).
fn whole_words(content: &str, name: &str) -> Vec<usize> {
    let word = |c: char| c.is_alphanumeric() || c == '_';
    content
        .match_indices(name)
        .map(|(at, _)| at)
        .filter(|&at| !content[..at].ends_with(word) && !content[at + name.len()..].starts_with(word))
        .collect()
}

/// Models write `\n`; a file with `\r\n` line endings gets its own endings in
/// both strings, so an edit neither fails on them nor mixes them.
fn line_endings_of(content: &str, old: &str, new: &str) -> (String, String) {
    if !old.contains('\r') && old.contains('\n') && content.contains("\r\n") && !content.contains(old) {
        (old.replace('\n', "\r\n"), new.replace("\r\n", "\n").replace('\n', "\r\n"))
    } else {
        (old.to_owned(), new.to_owned())
    }
}

/// The 1-based line of each byte offset (ascending offsets).
fn line_numbers(content: &str, offsets: &[usize]) -> Vec<usize> {
    let mut line = 1;
    let mut from = 0;
    offsets
        .iter()
        .map(|&at| {
            line += content.as_bytes()[from..at].iter().filter(|&&b| b == b'\n').count();
            from = at;
            line
        })
        .collect()
}

/// `old_string` is missing but `new_string` is there: the edit was made
/// already (a repeated call), which is no failure.
fn already_applied(content: &str, shown: &str, new: &str) -> Option<ToolResult> {
    // A short new_string ("add") is found by chance (in `def add`): seen
    // with a real model, whose `subtract` → `add` then looked done.
    if new.trim().chars().count() < MIN_APPLIED_CHARS {
        return None;
    }
    let at = content.find(new)?;
    let line = line_numbers(content, &[at])[0];
    let text = format!(
        "no change: old_string is not in {shown}, but new_string already is (line {line}); the edit appears to be applied already"
    );
    Some(ToolResult::ok(text.clone(), ToolView::Text { text }))
}

#[cfg(test)]
mod tests;
