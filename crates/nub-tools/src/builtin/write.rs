//! `write`: a whole file, created or replaced, parent directories included;
//! the view is a diff against what was there before.

use std::borrow::Cow;
use std::path::Path;

use nub_config::own_files::{self, Scope};
use serde::Deserialize;
use serde_json::{Value, json};

use super::nearby::Nearby;
use super::unused_parameters::unused_parameter_note;
use super::{blocking, escaped, partial};
use crate::files::{self, TextFiles};
use crate::path::{Access, display_path, resolve_path};
use crate::syntax::{SyntaxCheck, error_at, new_undefined, undefined_refusal};
use crate::text::{count, diff_stat, diff_view};
use crate::tool::{Tool, ToolEnv, ToolResult, ToolView, Writes};
use nub_llm::{ToolDisplay, ToolKind};

use super::str_arg;

pub struct Write;

#[derive(Deserialize)]
struct Args {
    path: String,
    content: String,
}

#[async_trait::async_trait]
impl Tool for Write {
    fn name(&self) -> &str {
        "write"
    }

    fn description(&self) -> &str {
        "Write a whole file, replacing it if it exists; creates parent directories. For changes to an existing file prefer edit."
    }

    fn schema(&self) -> Value {
        json!({
            "type": "object",
            "properties": {
                "path": {"type": "string"},
                "content": {"type": "string"}
            },
            "required": ["path", "content"],
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
        let path = match resolve_path(env, &args.path, Access::Write) {
            Ok(path) => path,
            Err(message) => return ToolResult::error(message),
        };
        let shown = display_path(env, &path);
        let env = env.clone();
        blocking(move || write(&Plan::of(&env, &path), &shown, &args.content, &Nearby::of(&env))).await
    }
}

/// Where a write goes and what shapes its content.
struct Plan<'a> {
    root: &'a Path,
    path: &'a Path,
    files: Option<&'a dyn TextFiles>,
    syntax: Option<&'a dyn SyntaxCheck>,
    /// Merge a content that is only part of the file (`ToolEnv::partial_writes`).
    partial: bool,
    /// `ToolEnv::refuse_breaking_changes`: a content that would break a file
    /// that parses, or leave one of its functions with only a docstring, is
    /// not written.
    refuse_breaking_changes: bool,
}

impl<'a> Plan<'a> {
    /// A write of `path` in `env`.
    fn of(env: &'a ToolEnv, path: &'a Path) -> Self {
        Plan {
            root: &env.repo_root,
            path,
            files: env.files.as_deref(),
            syntax: env.syntax.as_deref(),
            partial: env.partial_writes,
            refuse_breaking_changes: env.refuse_breaking_changes,
        }
    }

    /// What the file holds now (`None`: it does not exist).
    fn old(&self) -> std::io::Result<Option<String>> {
        match files::read(self.files, self.root, self.path) {
            Ok(bytes) => Ok(Some(String::from_utf8_lossy(&bytes).into_owned())),
            Err(e) if e.kind() == std::io::ErrorKind::NotFound => Ok(None),
            Err(e) => Err(e),
        }
    }

    /// The text that will be written for `content`, and what the model is
    /// told about how it came from it.
    fn content<'c>(&self, old: Option<&str>, content: &'c str) -> (Cow<'c, str>, Option<String>) {
        let content = without_fence(self.path, content);
        let unescaped = self.syntax.and_then(|check| escaped::file_text(check, self.path, content));
        let escape_note = unescaped.as_ref().map(|_| format!("Note: {}.", escaped::NOTE));
        let content = match unescaped {
            Some(unescaped) => Cow::Owned(unescaped),
            None => Cow::Borrowed(content),
        };
        let content = match self.partial.then(|| without_name_line(self.path, &content)).flatten() {
            Some(unwrapped) => Cow::Owned(unwrapped),
            None => content,
        };
        if let (true, Some(check), Some(old)) = (self.partial, self.syntax, old)
            && let Some(merged) = partial::merge(check, self.path, old, &content)
        {
            let note = [escape_note, Some(merged.note)].into_iter().flatten().collect::<Vec<_>>().join("\n");
            return (Cow::Owned(merged.text), Some(note));
        }
        if let Cow::Owned(ended) = with_final_newline(old, &content) {
            return (Cow::Owned(ended), escape_note);
        }
        (content, escape_note)
    }

    /// Why a small model's content is not written over `old`: it would cut
    /// the file to less than half its lines and drop two or more of its
    /// definitions, or its only one for none. Asked to add `find_by_artist`
    /// to a 30-line crate.py, the 1.5B model wrote the new function and a
    /// `main()` call over it, which no merge takes (the call is not in the
    /// file); only a note followed, and the collection, the record type
    /// and three functions were gone.
    fn cuts_down(&self, shown: &str, old: Option<&str>, content: &str) -> Option<String> {
        let (true, Some(check), Some(old)) = (self.refuse_breaking_changes, self.syntax, old) else { return None };
        let (before, after) = (old.lines().count(), content.lines().count());
        if before < MIN_LINES_CUT || after * 2 >= before {
            return None;
        }
        let gone = partial::dropped(check, self.path, old, content);
        // One definition gone counts when nothing is defined in its place:
        // asked for a field, the 1.5B model wrote a line of code that
        // writes a file over the 22-line roster.py and its one function.
        let defines_nothing =
            || check.top_level(self.path, content).is_some_and(|items| items.iter().all(|i| i.name.is_none()));
        (gone.len() >= 2 || (gone.len() == 1 && defines_nothing())).then(|| format!(
            "not written: this content would cut {shown} from {before} lines to {after} and remove {} (defined there now); {shown} is as it was. To add or change code, use edit: old_string a few lines copied from the file, new_string those lines with the new code. To replace the file, send all of it.",
            gone.join(", ")
        ))
    }

    /// Why a small model's content is not written over `old`: it drops
    /// definitions other files of the repository use (and does not keep
    /// their bodies under new names, as a rename would). Asked to fix
    /// chores.py so its tests pass, the 1.5B model wrote the test file's
    /// text over it; `assign` and `points`, which the tests import, were
    /// gone.
    fn drops_used(&self, shown: &str, old: Option<&str>, content: &str, nearby: &Nearby) -> Option<String> {
        let (true, Some(check), Some(old)) = (self.refuse_breaking_changes, self.syntax, old) else { return None };
        let mut gone = partial::dropped_not_renamed(check, self.path, old, content);
        gone.truncate(MAX_DROPPED_LOOKED_UP);
        if gone.is_empty() {
            return None;
        }
        let used = nearby.used_elsewhere(&gone, self.path);
        if used.is_empty() {
            return None;
        }
        let names: Vec<String> = used.iter().map(|(name, _)| format!("`{name}`")).collect();
        let places: Vec<String> = used.iter().map(|(name, place)| format!("`{name}` at {place}")).collect();
        Some(format!(
            "not written: this content would remove {} from {shown}, which other files use ({}); {shown} is as it was. Keep what other files use: to change code, use edit with old_string a few lines copied from {shown} and new_string those lines changed.",
            names.join(", "),
            places.join(", ")
        ))
    }

    /// Told after `content` replaced `old` whole, when a small model writes
    /// (`partial`): the definitions it left out, or that it cut the file
    /// to less than half its lines. Asked to turn on debug in config.json,
    /// the 1.5B model went on to write app.py over with one of its seven
    /// lines, and was told only "wrote app.py: +1 -7".
    fn dropped_note(&self, shown: &str, old: Option<&str>, content: &str) -> Option<String> {
        let (true, Some(old)) = (self.partial, old) else { return None };
        let keep = "If the request did not ask to delete them, write the file again with them kept, or use edit to change only what the request asks.";
        let gone = self.syntax.map(|check| partial::dropped(check, self.path, old, content)).unwrap_or_default();
        if !gone.is_empty() {
            return Some(format!(
                "This write removed from {shown}: {} (defined there before). {keep}",
                gone.join(", ")
            ));
        }
        let (before, after) = (old.lines().count(), content.lines().count());
        (before >= MIN_LINES_CUT && after * 2 < before)
            .then(|| format!("This write cut {shown} from {before} lines to {after}. {keep}"))
    }
}

/// Dropped definitions looked for in other files, at most: each is a walk
/// of the repository.
const MAX_DROPPED_LOOKED_UP: usize = 4;

/// A file shorter than this may be cut down without a note.
const MIN_LINES_CUT: usize = 6;

/// The view of what `input` would change, without writing (a permission prompt).
fn preview(input: Value, env: &ToolEnv) -> ToolView {
    let args: Args = match crate::input::parse("write", &Write.schema(), input) {
        Ok(args) => args,
        Err(message) => return ToolView::Error { message },
    };
    let path = match resolve_path(env, &args.path, Access::Write) {
        Ok(path) => path,
        Err(message) => return ToolView::Error { message },
    };
    let shown = display_path(env, &path);
    if path.is_dir() {
        return ToolView::Error { message: format!("{shown} is a directory; give the path of a file inside it") };
    }
    let plan = Plan::of(env, &path);
    match plan.old() {
        Ok(old) => {
            let (content, _) = plan.content(old.as_deref(), &args.content);
            diff_view(&shown, old.as_deref().unwrap_or(""), &content, old.is_none())
        }
        Err(e) => ToolView::Error { message: format!("cannot read {shown}: {e}") },
    }
}

fn write(plan: &Plan, shown: &str, content: &str, nearby: &Nearby) -> ToolResult {
    if plan.path.is_dir() {
        return ToolResult::error(format!("{shown} is a directory; give the path of a file inside it"));
    }
    let old = match plan.old() {
        Ok(old) => old,
        Err(e) => return ToolResult::error(format!("cannot write {shown}: {e}")),
    };
    if let Some(parent) = plan.path.parent().filter(|p| !p.as_os_str().is_empty())
        && let Err(e) = own_files::create_dirs(parent, Scope::Repository(plan.root), false)
    {
        return ToolResult::error(format!(
            "cannot create the directory {} for {shown}: {}",
            parent.display(),
            e.reason()
        ));
    }
    let (content, merge_note) = plan.content(old.as_deref(), content);
    let refusal = plan.cuts_down(shown, old.as_deref(), &content);
    if let Some(refusal) = refusal.or_else(|| plan.drops_used(shown, old.as_deref(), &content, nearby)) {
        return ToolResult::error(refusal);
    }
    let merge_note = merge_note.or_else(|| plan.dropped_note(shown, old.as_deref(), &content));
    let broken_at = plan
        .syntax
        .and_then(|check| check.new_error(plan.path, old.as_deref(), &content))
        .or_else(|| plan.syntax.and_then(|_| crate::syntax::json_broken(plan.path, old.as_deref(), &content)));
    // A new file is written as sent (and reported): there is nothing to keep whole.
    if let Some(line) = broken_at.filter(|_| plan.refuse_breaking_changes && old.is_some()) {
        let text = content.lines().nth(line.saturating_sub(1)).unwrap_or_default().trim();
        return ToolResult::error(format!(
            "not written: this content would leave {shown} with a syntax error at line {line}: `{}`. {shown} is as it was. Send the file in its own language, whole and parsing, or change only the lines that need it with edit.",
            crate::text::clip(text, 160)
        ));
    }
    if let (true, Some(check), Some(old)) = (plan.refuse_breaking_changes, plan.syntax, old.as_deref()) {
        let undefined = new_undefined(check, plan.path, old, &content);
        if !undefined.is_empty() {
            return ToolResult::error(undefined_refusal("write", shown, &content, &undefined));
        }
    }
    let emptied = match (plan.refuse_breaking_changes, plan.syntax, old.as_deref()) {
        (true, Some(check), Some(old)) => partial::emptied(check, plan.path, old, &content),
        _ => Vec::new(),
    };
    if !emptied.is_empty() {
        return ToolResult::error(format!(
            "not written: this content leaves {} with only a docstring where it had code; {shown} is as it was. To add a docstring, use edit: old_string the def line, new_string the def line and the docstring under it.",
            emptied.join(", ")
        ));
    }
    if let Err(e) = files::write(plan.files, plan.root, plan.path, &content) {
        return ToolResult::error(format!("cannot write {shown}: {e}"));
    }
    let created = old.is_none();
    let view = diff_view(shown, old.as_deref().unwrap_or(""), &content, created);
    let mut for_model = match &old {
        None => format!("created {shown} ({})", count(content.lines().count(), "line")),
        Some(old) if *old == content => format!(
            "{shown} unchanged: it already holds exactly this text (a change made before is in it). If the request is done, stop calling tools and say what you changed; if not, send the file with the change made, or use edit"
        ),
        Some(_) => format!("wrote {shown}: {}", diff_stat(&view)),
    };
    let twice = old.as_deref().and_then(|old| crate::text::redefined_note(plan.path, old, &content));
    let unused = match (plan.refuse_breaking_changes, plan.syntax, old.as_deref()) {
        (true, Some(check), Some(old)) => unused_parameter_note(check, plan.path, old, &content),
        _ => None,
    };
    let notes = merge_note.into_iter().chain(broken_at.map(|line| error_at("write", &content, line)));
    for note in notes.chain(twice).chain(unused) {
        for_model = format!("{for_model}\n{note}");
    }
    ToolResult::ok(for_model, view)
}

/// The content without the Markdown fence a small model wraps a whole file
/// in (`` ```json `` … `` ``` ``): a JSON or Python file never starts with
/// one. Only a content that is one fenced block, of a file that is not
/// Markdown.
fn without_fence<'a>(path: &Path, content: &'a str) -> &'a str {
    let markdown = path.extension().and_then(|e| e.to_str()).is_some_and(|e| matches!(e, "md" | "markdown" | "mdx"));
    let Some((first, rest)) = content.trim_end().split_once('\n') else { return content };
    let (Some(info), Some(body)) = (first.strip_prefix("```"), rest.strip_suffix("```")) else { return content };
    if markdown || info.contains('`') || body.contains("```") {
        return content;
    }
    body.strip_suffix('\n').unwrap_or(body)
}

/// The content without a first line that is the file's own name and the
/// indentation every line under it has: a small model wrote `ops.py` and
/// `cli.py` so, the name on top and the file indented by four spaces, and
/// neither parsed. Only when every non-empty line under the name is
/// indented alike.
fn without_name_line(path: &Path, content: &str) -> Option<String> {
    let name = path.file_name()?.to_str()?;
    let (first, rest) = content.split_once('\n')?;
    let first = first.trim();
    if first != name && !first.ends_with(&format!("/{name}")) {
        return None;
    }
    let rest = rest.trim_start_matches(['\n', '\r']);
    let indents = rest.lines().filter(|line| !line.trim().is_empty());
    let indent = indents.map(|line| &line[..line.len() - line.trim_start().len()]).min_by_key(|i| i.len())?;
    if indent.is_empty() || rest.lines().any(|line| !line.trim().is_empty() && !line.starts_with(indent)) {
        return None;
    }
    let body: Vec<&str> = rest.lines().map(|line| line.strip_prefix(indent).unwrap_or(line.trim_start())).collect();
    Some(format!("{}\n", body.join("\n").trim_end()))
}

/// A file whose last line ended keeps it ended: a model's whole text
/// seldom carries the final newline (a fenced block drops it), and the
/// diff would show the last line as changed when nothing else was.
fn with_final_newline<'a>(old: Option<&str>, content: &'a str) -> Cow<'a, str> {
    let Some(old) = old.filter(|_| !content.is_empty() && !content.ends_with('\n')) else {
        return Cow::Borrowed(content);
    };
    if old.ends_with("\r\n") {
        Cow::Owned(format!("{content}\r\n"))
    } else if old.ends_with('\n') {
        Cow::Owned(format!("{content}\n"))
    } else {
        Cow::Borrowed(content)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_file_that_ended_its_last_line_keeps_it_ended() {
        assert_eq!(with_final_newline(Some("a\nb\n"), "a\nc"), "a\nc\n");
        assert_eq!(with_final_newline(Some("a\r\nb\r\n"), "a\r\nc"), "a\r\nc\r\n");
        assert_eq!(with_final_newline(Some("a\nb"), "a\nc"), "a\nc");
        assert_eq!(with_final_newline(Some("a\n"), "b\n"), "b\n");
        assert_eq!(with_final_newline(Some("a\n"), ""), "");
        assert_eq!(with_final_newline(None, "new"), "new");
    }

    #[test]
    fn a_whole_file_under_its_own_name_loses_the_name_and_the_indentation() {
        let path = Path::new("ops.py");
        let written = "ops.py\n\n    def add(a, b):\n        return a + b\n\n    def mul(a, b):\n        return a * b";
        assert_eq!(
            without_name_line(path, written).as_deref(),
            Some("def add(a, b):\n    return a + b\n\ndef mul(a, b):\n    return a * b\n")
        );
        let absolute = written.replacen("ops.py", "/tmp/repo/ops.py", 1);
        assert!(without_name_line(path, &absolute).is_some(), "the name as a path");
        assert_eq!(without_name_line(path, "def add(a, b):\n    return a + b\n"), None, "no name line");
        assert_eq!(without_name_line(path, "ops.py\ndef add():\n    pass\n"), None, "not indented alike");
        assert_eq!(without_name_line(Path::new("cli.py"), written), None, "another file's name");
    }

    #[test]
    fn a_whole_file_fenced_in_markdown_loses_the_fence_unless_it_is_markdown() {
        let fenced = "```json\n{\n  \"debug\": true\n}\n```";
        assert_eq!(without_fence(Path::new("config.json"), fenced), "{\n  \"debug\": true\n}");
        assert_eq!(without_fence(Path::new("a.py"), "```\nx = 1\n```\n"), "x = 1");
        assert_eq!(without_fence(Path::new("README.md"), fenced), fenced);
        // Two blocks, or text around one, are what they are.
        let two = "```\na\n```\ntext\n```\nb\n```";
        assert_eq!(without_fence(Path::new("a.txt"), two), two);
        assert_eq!(without_fence(Path::new("a.py"), "x = 1\n```"), "x = 1\n```");
    }
}
