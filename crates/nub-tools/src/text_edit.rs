//! Edits a model wrote as text instead of calling a tool, in the two shapes
//! small models use: a fenced file under its path (the whole file, aider's
//! "whole" format), and SEARCH/REPLACE blocks under a path line:
//!
//! ````text
//! calc.py
//! ```python
//! <<<<<<< SEARCH
//!     return a - b
//! =======
//!     return a + b
//! >>>>>>> REPLACE
//! ```
//! ````
//!
//! [`parse`] finds them; [`to_call`] turns one into the input of a real
//! `edit` or `write` call, which then runs like any call (path guard,
//! permissions, hooks, checkpoint, syntax check). It does so only for a
//! path inside the repository that exists — or, for a new file, that the
//! prompt itself names — and a fenced text counts as the whole file only
//! when it plausibly is one: it keeps most of the file's lines, drops none
//! at its start or end and no run of them in the middle, and says nothing
//! like "… rest unchanged". A snippet or an example in an explanation stays
//! text.

use serde_json::{Value, json};
use similar::{DiffOp, TextDiff};

use crate::path::{Access, resolve_path};
use crate::tool::ToolEnv;

/// One edit found in an answer's text.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum TextEdit {
    /// Replace `search` by `replace` in the file; an empty `search` makes a new file.
    Replace { paths: Vec<String>, search: String, replace: String },
    /// The file's whole new text — or, when it is not plausibly that, one
    /// definition's new text (as `Definition`).
    Whole { paths: Vec<String>, content: String },
    /// One definition's new text (a fenced `def`/`function` and its body
    /// alone, under no path): it replaces the definition of that name in
    /// the one file among `paths` (every path the answer names) that has it.
    Definition { paths: Vec<String>, content: String },
}

/// Fence languages that hold commands or output, never a file's text.
const NOT_FILES: [&str; 10] =
    ["bash", "sh", "shell", "console", "terminal", "text", "plaintext", "output", "diff", "log"];
/// Lines that stand for left-out code: such a fence is no whole file.
const ELISIONS: [&str; 6] = ["...", "…", "rest of", "unchanged", "remains the same", "existing code"];

/// The edits in `text`, in order. Each names the paths it may be about
/// (candidates from the fence's info string, a path comment on its first
/// line, or the line before it); [`to_call`] picks the one that exists.
pub fn parse(text: &str) -> Vec<TextEdit> {
    let lines: Vec<&str> = text.lines().collect();
    let mut edits = Vec::new();
    // Path candidates of the last line with text outside a fence.
    let mut before: Vec<String> = Vec::new();
    // Every path the text outside fences names ("I replaced `has_quorum`
    // in `bookclub.py`. The updated function is as follows:").
    let mut outside = true;
    let mentioned: Vec<String> = lines
        .iter()
        .filter(|line| {
            let fence = line.trim().starts_with("```");
            outside ^= fence;
            outside && !fence
        })
        .flat_map(|line| path_tokens(line.trim()))
        .fold(Vec::new(), |mut all, path| {
            if !all.contains(&path) {
                all.push(path);
            }
            all
        });
    let mut i = 0;
    while i < lines.len() {
        let trimmed = lines[i].trim();
        if let Some(info) = trimmed.strip_prefix("```") {
            let Some(close) = (i + 1..lines.len()).find(|&j| lines[j].trim() == "```") else { break };
            let body = &lines[i + 1..close];
            let language = info.split(|c: char| c.is_whitespace() || c == ':').next().unwrap_or_default();
            let mut paths = path_tokens(info);
            let mut start = 0;
            if paths.is_empty()
                && let Some(path) = body.first().and_then(|line| comment_path(line))
            {
                paths = vec![path];
                start = 1;
            }
            if paths.is_empty() {
                paths = before.clone();
            }
            if body.iter().any(|line| is_marker(line, '<', "SEARCH")) {
                edits.extend(blocks(body, &paths).into_iter().map(|(edit, _)| edit));
            } else if !paths.is_empty()
                && !NOT_FILES.contains(&language.to_ascii_lowercase().as_str())
                && !is_call(&body.join("\n"))
            {
                let content = unnumbered(&body[start..]).join("\n");
                edits.push(TextEdit::Whole { paths, content: format!("{content}\n") });
            } else if paths.is_empty()
                && !NOT_FILES.contains(&language.to_ascii_lowercase().as_str())
                && one_definition(body).is_some()
            {
                let content = unnumbered(body).join("\n");
                edits.push(TextEdit::Definition { paths: mentioned.clone(), content: format!("{content}\n") });
            }
            before.clear();
            i = close + 1;
            continue;
        }
        if is_marker(trimmed, '<', "SEARCH") {
            let found = blocks(&lines[i..], &before);
            if let Some((edit, used)) = found.into_iter().next() {
                edits.push(edit);
                i += used;
                continue;
            }
        }
        if let Some((search, replace, outside)) = described_replacement(trimmed) {
            let here = path_tokens(&outside);
            let paths = if here.is_empty() { before.clone() } else { here };
            edits.push(TextEdit::Replace { paths, search, replace });
        }
        if !trimmed.is_empty() {
            before = path_tokens(trimmed);
        }
        i += 1;
    }
    edits
}

/// A replacement said in words, the old and new text each in a code span:
/// "replace the line `a` with `b`", "change `a` to `b`". The 1.5B model
/// answered a bug report so, twice, and changed nothing. The old text, the
/// new one, and the rest of the line (where its path is).
fn described_replacement(line: &str) -> Option<(String, String, String)> {
    // Without code spans, double quotes stand for them: "I replaced the
    // old_string "MAX_SQUAD" with "SQUAD_LIMIT" in the file."
    let mark = if line.contains('`') { '`' } else { '"' };
    let pieces: Vec<&str> = line.split(mark).collect();
    // Odd pieces are code spans; an unclosed span leaves an even count.
    if pieces.len() < 5 || pieces.len().is_multiple_of(2) {
        return None;
    }
    for at in (1..pieces.len() - 2).step_by(2) {
        let lead = pieces[at - 1].to_ascii_lowercase();
        // Told as done ("I replaced the line `a` with `b`") as often as asked.
        let verb = lead
            .rsplit(|c: char| !c.is_alphanumeric())
            .find(|w| matches!(*w, "replace" | "replaced" | "change" | "changed" | "update" | "updated"));
        let Some(verb) = verb else { continue };
        // Only a few words may stand between the verb and the span: "replace
        // the line `…`", never "replace the value in `config.json` with …".
        let after_verb = lead.rsplit_once(verb).map_or("", |(_, rest)| rest).trim();
        let joined = pieces[at + 1].trim().to_ascii_lowercase();
        let joins = match verb {
            "replace" | "replaced" => matches!(joined.as_str(), "with" | "by"),
            _ => matches!(joined.as_str(), "to" | "into"),
        };
        let (old, new) = (pieces[at], pieces[at + 2]);
        let object = matches!(
            after_verb,
            "" | "the"
                | "line"
                | "the line"
                | "this line"
                | "the code"
                | "the text"
                | "the call"
                | "the old_string"
                | "the string"
                | "the name"
                | "the constant"
                | "the variable"
        );
        // "Replace `old_string` with `new_string` in `rink.py`" names the
        // tool's arguments, not text of the file.
        let placeholder = |text: &str| matches!(text.trim(), "old_string" | "new_string" | "path" | "content");
        if joins && object && !old.trim().is_empty() && old != new && !placeholder(old) && !placeholder(new) {
            let outside = pieces.iter().enumerate().filter(|(n, _)| *n != at && *n != at + 2).map(|(_, p)| *p);
            let outside = outside.collect::<Vec<_>>();
            return Some((old.to_owned(), new.to_owned(), outside.join(" ")));
        }
    }
    None
}

/// A tool call written as JSON (`{"name": …, "arguments": …}`) is no file.
fn is_call(text: &str) -> bool {
    serde_json::from_str::<Value>(text).is_ok_and(|value| {
        value.get("name").is_some() && (value.get("arguments").is_some() || value.get("parameters").is_some())
    })
}

/// SEARCH/REPLACE blocks in `lines`, each with the lines it took up to
/// its end; `paths` are the candidates unless a path line precedes a block.
fn blocks(lines: &[&str], paths: &[String]) -> Vec<(TextEdit, usize)> {
    let mut found = Vec::new();
    let mut current: Vec<String> = paths.to_vec();
    let mut i = 0;
    while i < lines.len() {
        let line = lines[i];
        if !is_marker(line, '<', "SEARCH") {
            let own = path_tokens(line.trim());
            if !own.is_empty() {
                current = own;
            }
            i += 1;
            continue;
        }
        let Some(divider) = (i + 1..lines.len()).find(|&j| is_divider(lines[j])) else { break };
        let Some(end) = (divider + 1..lines.len()).find(|&j| is_marker(lines[j], '>', "REPLACE")) else { break };
        let join = |part: &[&str]| {
            let text = unnumbered(part).join("\n");
            if text.is_empty() { text } else { format!("{text}\n") }
        };
        let edit = TextEdit::Replace {
            paths: current.clone(),
            search: join(&lines[i + 1..divider]),
            replace: join(&lines[divider + 1..end]),
        };
        found.push((edit, end + 1));
        i = end + 1;
    }
    found
}

/// `<<<<<<< SEARCH` / `>>>>>>> REPLACE` (5 to 9 marks).
fn is_marker(line: &str, mark: char, word: &str) -> bool {
    let line = line.trim();
    let rest = line.trim_start_matches(mark);
    (5..=9).contains(&(line.len() - rest.len())) && rest.trim().eq_ignore_ascii_case(word)
}

fn is_divider(line: &str) -> bool {
    let line = line.trim();
    (5..=9).contains(&line.len()) && line.chars().all(|c| c == '=')
}

/// Lines copied with `read`'s numbers (`     3\tcode`) lose them, when all do.
fn unnumbered<'a>(lines: &[&'a str]) -> Vec<&'a str> {
    let strip = |line: &'a str| -> Option<&'a str> {
        let (number, code) = line.split_once('\t')?;
        let number = number.trim_start();
        (!number.is_empty() && number.bytes().all(|b| b.is_ascii_digit())).then_some(code)
    };
    let numbered = lines.iter().filter(|line| !line.trim().is_empty()).all(|line| strip(line).is_some());
    if numbered && lines.iter().any(|line| !line.trim().is_empty()) {
        lines.iter().map(|line| strip(line).unwrap_or("")).collect()
    } else {
        lines.to_vec()
    }
}

/// `# calc.py`, `// src/app.js`, `-- q.sql`: a first line that only names a path.
fn comment_path(line: &str) -> Option<String> {
    let line = line.trim();
    let rest = ["#", "//", "--", "/*", "<!--"].iter().find_map(|mark| line.strip_prefix(mark))?;
    let rest = rest.trim().trim_end_matches("*/").trim_end_matches("-->").trim();
    let rest = rest.strip_prefix("File:").or_else(|| rest.strip_prefix("file:")).unwrap_or(rest).trim();
    let paths = path_tokens(rest);
    (paths.len() == 1 && rest.split_whitespace().count() == 1).then(|| paths[0].clone())
}

/// The words of `line` that look like paths: `calc.py`, `src/app.js`,
/// `**config.json**`, `` `a/b.rs`: `` — not numbers, not URLs.
fn path_tokens(line: &str) -> Vec<String> {
    let mut paths: Vec<String> = Vec::new();
    for word in line.split(|c: char| c.is_whitespace() || "`*\"'(),:;<>[]{}=".contains(c)) {
        let word = word.trim_end_matches(['.', '!', '?']);
        let word = word.strip_prefix("./").unwrap_or(word);
        if looks_like_path(word) && !paths.iter().any(|p| p == word) {
            paths.push(word.to_owned());
        }
    }
    paths
}

fn looks_like_path(word: &str) -> bool {
    if word.is_empty() || word.len() > 255 || word.starts_with(['/', '.', '-']) {
        return false;
    }
    if !word.chars().all(|c| c.is_alphanumeric() || "._-/".contains(c)) {
        return false;
    }
    let name = word.rsplit('/').next().unwrap_or(word);
    let extension = name.rsplit_once('.').filter(|(stem, ext)| {
        !stem.is_empty() && (1..=10).contains(&ext.len()) && ext.chars().any(|c| c.is_ascii_alphabetic())
    });
    extension.is_some() || (word.contains('/') && !name.is_empty())
}

/// The tool call (`edit` or `write`, and its input) that carries out
/// `edit`, or `None` when it may not become one: no candidate path, or
/// several, is an existing file of the repository (or a new file the
/// prompt names, for a whole file or an empty SEARCH); the path guard
/// refuses it; a fenced text is not plausibly the whole file.
pub fn to_call(edit: &TextEdit, env: &ToolEnv, prompt: &str) -> Option<(&'static str, Value)> {
    let paths = match edit {
        TextEdit::Definition { paths, content } => return definition_call(paths, content, env),
        TextEdit::Replace { paths, .. } | TextEdit::Whole { paths, .. } => paths,
    };
    let creates =
        matches!(edit, TextEdit::Whole { .. }) || matches!(edit, TextEdit::Replace { search, .. } if search.is_empty());
    let mut chosen: Vec<(String, std::path::PathBuf, bool)> = Vec::new();
    for raw in paths {
        if raw.split('/').any(|part| part == "..") {
            continue;
        }
        let Ok(real) = resolve_path(env, raw, Access::Write) else { continue };
        let exists = real.is_file();
        let new = !real.exists() && creates && names(prompt, raw) && real.parent().is_some_and(|dir| dir.is_dir());
        if (exists || new) && !chosen.iter().any(|(_, seen, _)| *seen == real) {
            chosen.push((raw.clone(), real, exists));
        }
    }
    let [(path, real, exists)] = <[_; 1]>::try_from(chosen).ok()?;
    match edit {
        TextEdit::Replace { search, replace, .. } if search.is_empty() => {
            (!exists).then(|| ("write", json!({"path": path, "content": replace})))
        }
        TextEdit::Replace { search, replace, .. } => {
            // A summary of an edit made ("I changed `a` to `b`") names text the
            // file holds already: made again, it would change another place.
            let bytes = crate::files::read(env.files.as_deref(), &env.repo_root, &real).ok()?;
            let holds = String::from_utf8_lossy(&bytes).contains(replace.as_str());
            (exists && !holds).then(|| ("edit", json!({"path": path, "old_string": search, "new_string": replace})))
        }
        TextEdit::Whole { content, .. } if !exists => Some(("write", json!({"path": path, "content": content}))),
        TextEdit::Whole { content, .. } => {
            let bytes = crate::files::read(env.files.as_deref(), &env.repo_root, &real).ok()?;
            let old = String::from_utf8(bytes).ok()?;
            let content = if old.ends_with('\n') { content.clone() } else { content.trim_end_matches('\n').to_owned() };
            if whole_file(&old, &content) {
                return Some(("write", json!({"path": path, "content": content})));
            }
            definition_call(std::slice::from_ref(&path), &content, env)
        }
        TextEdit::Definition { .. } => None,
    }
}

/// The name of the one definition `body` holds: its first line opens it
/// at the least indentation (`def`, `class`, `function`, `fn`, `func`),
/// and every later line is indented deeper, blank, or closes it (`}`).
fn one_definition(body: &[&str]) -> Option<String> {
    let body: Vec<&str> = unnumbered(body).into_iter().skip_while(|line| line.trim().is_empty()).collect();
    let indent = |line: &str| line.len() - line.trim_start().len();
    let (first, rest) = body.split_first()?;
    // A function only: a class written out with one method would replace
    // the whole class and drop the others.
    let opener = first.trim_start().trim_start_matches("pub ").trim_start_matches("export ");
    let opener = opener.trim_start_matches("async ");
    if !["def ", "function ", "fn ", "func "].iter().any(|keyword| opener.starts_with(keyword)) {
        return None;
    }
    let name = crate::text::defined_name(first)?;
    let depth = indent(first);
    let mut inside = rest.iter().filter(|line| !line.trim().is_empty()).peekable();
    inside.peek()?;
    let deeper = |line: &&&str| indent(line) > depth || (indent(line) == depth && line.trim().starts_with('}'));
    inside.all(|line| deeper(&line)).then(|| name.to_owned())
}

/// The `edit` that puts `content` (one definition, [`one_definition`]) in
/// place of the definition of its name in the one file of `paths` that
/// defines that name once, re-indented like it; `None` when no file or
/// several do, a path is refused, the text leaves code out ("..."), or
/// nothing would change.
fn definition_call(paths: &[String], content: &str, env: &ToolEnv) -> Option<(&'static str, Value)> {
    let new_lines: Vec<&str> = content.lines().collect();
    let name = one_definition(&new_lines)?;
    let mut found: Vec<(String, String)> = Vec::new();
    for raw in paths {
        if raw.split('/').any(|part| part == "..") {
            continue;
        }
        let Ok(real) = resolve_path(env, raw, Access::Write) else { continue };
        let Ok(bytes) = crate::files::read(env.files.as_deref(), &env.repo_root, &real) else { continue };
        let Ok(text) = String::from_utf8(bytes) else { continue };
        let lines: Vec<&str> = text.lines().collect();
        let starts: Vec<usize> =
            (0..lines.len()).filter(|&at| crate::text::defined_name(lines[at]) == Some(name.as_str())).collect();
        if let [start] = starts[..] {
            // Not the `}` of an enclosing block (`definition_at` takes any).
            let indent = |line: &str| line.len() - line.trim_start().len();
            let mut shown = crate::text::definition_at(&lines, start);
            while shown.len() > 1 && shown.last().is_some_and(|line| indent(line) < indent(lines[start])) {
                shown.pop();
            }
            let old = shown.join("\n");
            if !found.iter().any(|(path, _)| path == raw) {
                found.push((raw.clone(), old));
            }
        }
    }
    let [(path, old)] = <[_; 1]>::try_from(found).ok()?;
    if leaves_out(&old, content) {
        return None;
    }
    let body: Vec<&str> = new_lines.into_iter().skip_while(|line| line.trim().is_empty()).collect();
    let from = body.first().map_or(0, |line| line.len() - line.trim_start().len());
    let to = &old[..old.len() - old.trim_start().len()];
    let new: Vec<String> = body
        .iter()
        .map(|line| {
            if line.trim().is_empty() {
                String::new()
            } else {
                format!("{to}{}", line.get(from..).unwrap_or(line.trim_start()))
            }
        })
        .collect();
    let new = new.join("\n").trim_end().to_owned();
    (new != old).then(|| ("edit", json!({"path": path, "old_string": old, "new_string": new})))
}

/// `prompt` names `path` as a word of its own.
fn names(prompt: &str, path: &str) -> bool {
    path_tokens(prompt).iter().any(|word| word == path)
}

/// Whether `new` has a line that stands for code left out ("...", "rest
/// unchanged") and that `old` does not have itself.
fn leaves_out(old: &str, new: &str) -> bool {
    let elided = |line: &str| {
        let line = line.trim().trim_start_matches(['#', '/', '*', '-', '<', '!']).trim().to_ascii_lowercase();
        ELISIONS.iter().any(|mark| line.starts_with(mark) || (line.len() < 80 && line.contains(mark)))
    };
    new.lines().any(|line| elided(line) && !old.lines().any(|o| o.trim() == line.trim()))
}

/// Whether `new` is plausibly the whole of a file that held `old`, changed:
/// not the same, no elision, most lines kept, none dropped at the start or
/// the end, no run of three or more dropped in the middle.
pub fn whole_file(old: &str, new: &str) -> bool {
    if old == new || new.trim().is_empty() {
        return false;
    }
    if leaves_out(old, new) {
        return false;
    }
    let diff = TextDiff::from_lines(old, new);
    let old_lines = old.lines().count();
    let mut kept = 0;
    for op in diff.ops() {
        match *op {
            DiffOp::Equal { len, .. } => kept += len,
            DiffOp::Delete { old_index, old_len, .. } => {
                let dropped = old.lines().skip(old_index).take(old_len).filter(|l| !l.trim().is_empty()).count();
                let at_edge = old_index == 0 || old_index + old_len == old_lines;
                if dropped > 0 && (at_edge || dropped >= 3) {
                    return false;
                }
            }
            DiffOp::Insert { .. } | DiffOp::Replace { .. } => {}
        }
    }
    kept * 2 >= old_lines
}

#[cfg(test)]
mod tests;
