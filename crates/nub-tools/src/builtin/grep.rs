//! `grep`: a regex search over the repository, in process, with ripgrep's
//! walker (`.gitignore` aware) and the `regex` crate.
//!
//! Each file is read whole and searched as one buffer, so the regex engine's
//! literal prefilters skip non-matching text at memchr speed; a hit is then
//! confined to its line (a match may not span lines, as in `rg`). Binary files
//! (a NUL byte in the first 8 KiB) and files over 64 MiB are skipped.
//! Output is ripgrep's: `path:line:text` for matches, `path-line-text` for
//! context lines, `--` between separate groups.

use std::fmt::Write as _;
use std::path::{Path, PathBuf};
use std::sync::Arc;

use globset::{GlobBuilder, GlobMatcher};
use nub_config::own_files::{self, Scope};
use regex::bytes::{Regex, RegexBuilder};
use serde::Deserialize;
use serde_json::{Value, json};
use tokio_util::sync::CancellationToken;

use super::{SNIFF_BYTES, blocking, looks_binary, walker};
use crate::path::{Access, display_path, resolve_path, slash_path};
use crate::policy::PathRules;
use crate::text::clip;
use crate::tool::{Tool, ToolEnv, ToolResult, ToolView};
use nub_llm::{ToolDisplay, ToolKind};

use super::str_arg;

pub struct Grep;

#[derive(Deserialize)]
struct Args {
    pattern: String,
    path: Option<String>,
    glob: Option<String>,
    ignore_case: Option<bool>,
    context: Option<usize>,
    output: Option<Mode>,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, Deserialize)]
#[serde(rename_all = "snake_case")]
enum Mode {
    Content,
    Files,
    Count,
}

/// Matching lines shown in content mode.
const MAX_MATCHES: usize = 250;
/// Files listed in files and count mode.
const MAX_FILES: usize = 250;
/// Characters of output in any mode.
const MAX_OUTPUT_CHARS: usize = 30_000;
/// Characters of one shown line (minified files have megabyte lines).
const MAX_LINE_CHARS: usize = 500;
const MAX_CONTEXT: usize = 20;
const MAX_FILE_BYTES: u64 = 64 * 1024 * 1024;
/// Longest regex accepted; longer ones are refused before compiling.
const MAX_REGEX_CHARS: usize = 10_000;

#[async_trait::async_trait]
impl Tool for Grep {
    fn name(&self) -> &str {
        "grep"
    }

    fn description(&self) -> &str {
        "Search file contents for a regex (Rust syntax) below path (a directory or file), honouring .gitignore. glob filters files (`*.rs`, `src/**/*.ts`); context adds lines around matches; output: content (default, `path:line:text`), files, or count."
    }

    fn schema(&self) -> Value {
        json!({
            "type": "object",
            "properties": {
                "pattern": {"type": "string"},
                "path": {"type": "string"},
                "glob": {"type": "string"},
                "ignore_case": {"type": "boolean"},
                "context": {"type": "integer"},
                "output": {"type": "string", "enum": ["content", "files", "count"]}
            },
            "required": ["pattern"],
            "additionalProperties": false
        })
    }

    fn read_only(&self) -> bool {
        true
    }

    fn display(&self, input: &Value) -> ToolDisplay {
        let mut display = ToolDisplay::new(ToolKind::Search, str_arg(input, "pattern"));
        display.path = input.get("path").and_then(Value::as_str).map(str::to_owned);
        display
    }

    async fn run(&self, input: Value, env: &ToolEnv) -> ToolResult {
        let args: Args = match crate::input::parse(self.name(), &self.schema(), input) {
            Ok(args) => args,
            Err(message) => return ToolResult::error(message),
        };
        if args.pattern.chars().count() > MAX_REGEX_CHARS {
            return ToolResult::error(format!(
                "pattern is {} characters long; the limit is {MAX_REGEX_CHARS}. Search for a shorter, distinctive part",
                args.pattern.chars().count()
            ));
        }
        let regex = match RegexBuilder::new(&args.pattern)
            .case_insensitive(args.ignore_case.unwrap_or(false))
            .multi_line(true)
            .build()
        {
            Ok(regex) => regex,
            Err(e) => {
                // The error text repeats the pattern; past a quotable length
                // only its final line (the reason) is kept.
                let reason = e.to_string();
                let reason = if args.pattern.chars().count() > crate::text::MAX_QUOTED_CHARS {
                    reason.lines().last().unwrap_or_default().to_owned()
                } else {
                    reason
                };
                return ToolResult::error(format!(
                    "invalid regex {:?} (Rust regex syntax; escape literal ( ) [ ] {{ }} . * + ? | with \\):\n{reason}",
                    crate::text::excerpt(&args.pattern)
                ));
            }
        };
        // A small model sends `"glob": ""` for no glob: a filter of it
        // matched no file, and the search beyond a wrong path found nothing.
        let glob = args.glob.as_deref().filter(|glob| !glob.trim().is_empty());
        let filter = match glob.map(file_filter).transpose() {
            Ok(filter) => filter,
            Err(message) => return ToolResult::error(message),
        };
        let path = args.path.as_deref().filter(|path| !path.trim().is_empty()).unwrap_or(".");
        let base = match resolve_path(env, path, Access::Read) {
            Ok(base) => base,
            Err(message) => return ToolResult::error(message),
        };
        if !base.exists() {
            return ToolResult::error(format!("{} does not exist", display_path(env, &base)));
        }
        let rules = match env.policy.path_rules() {
            Ok(rules) => Arc::new(rules),
            Err(message) => return ToolResult::error(message),
        };
        let root = match std::fs::canonicalize(&env.repo_root) {
            Ok(root) => root,
            Err(e) => return ToolResult::error(format!("the repository root is not accessible: {e}")),
        };
        let search = Search {
            regex,
            ignore_case: args.ignore_case.unwrap_or(false),
            filter,
            mode: args.output.unwrap_or(Mode::Content),
            context: args.context.unwrap_or(0).min(MAX_CONTEXT),
            pattern: args.pattern,
        };
        let cancel = env.cancel.clone();
        let scope = display_path(env, &base);
        let cwd = env.cwd.clone();
        blocking(move || {
            let result = search.run(&base, root.clone(), Arc::clone(&rules), &cancel);
            let nothing = matches!(result.view, ToolView::Grep { files: 0, .. });
            if !nothing {
                return result;
            }
            // Over the whole repository, not one narrowed by path or a glob
            // other than the name itself.
            let narrowed = base != root || search.filter.as_ref().is_some_and(|filter| !filter.names(&search.pattern));
            if let Some(file) = search.file_named(&cwd, &root).filter(|_| !narrowed) {
                let mut result = result;
                let read = json!({ "path": file });
                result.for_model = format!(
                    "no matches for {file:?}: grep searches the text inside files, and no file's text holds it. {file} is a file of the repository; to see its text, read it: send read {read} (a file attached to the request is already there to read)."
                );
                return result;
            }
            if base != root {
                return search.elsewhere(result, &scope, root, rules, &cancel);
            }
            let mut result = result;
            if let Some(lines) = search.other_case(root, rules, &cancel) {
                let pattern = crate::text::excerpt(&search.pattern);
                result.for_model = format!("no matches for {pattern:?} with its case; ignoring case:\n{lines}");
            }
            result
        })
        .await
    }
}

/// Lines of the whole-repository search shown after a scoped one found nothing.
const MAX_ELSEWHERE_LINES: usize = 10;

/// The `glob` parameter: without `/` it matches the file name at any depth,
/// with `/` the path relative to the search directory. A glob naming a hidden
/// component (`.github/**`) lets the walk into hidden entries.
#[derive(Clone)]
struct FileFilter {
    matcher: GlobMatcher,
    on_name: bool,
    hidden: bool,
    /// The glob as written.
    glob: String,
}

impl FileFilter {
    /// Whether the glob is the file name `pattern` itself.
    fn names(&self, pattern: &str) -> bool {
        self.glob.trim_start_matches("./") == pattern.trim().replace("\\.", ".").trim_start_matches("./")
    }
}

fn file_filter(glob: &str) -> Result<FileFilter, String> {
    super::glob::check_pattern_length("glob", glob)?;
    let glob = glob.trim().trim_start_matches("./");
    let matcher = GlobBuilder::new(glob)
        .literal_separator(true)
        .build()
        .map_err(|e| format!("invalid glob {:?}: {}", crate::text::excerpt(glob), e.kind()))?
        .compile_matcher();
    let hidden = glob.split('/').any(|part| part.starts_with('.') && part != "." && part != "..");
    Ok(FileFilter { matcher, on_name: !glob.contains('/'), hidden, glob: glob.to_owned() })
}

#[derive(Clone)]
struct Search {
    regex: Regex,
    ignore_case: bool,
    filter: Option<FileFilter>,
    mode: Mode,
    context: usize,
    pattern: String,
}

/// What the walk produced so far.
#[derive(Default)]
struct Found {
    out: String,
    matches: usize,
    files: usize,
    truncated: bool,
}

impl Search {
    fn run(&self, base: &Path, root: PathBuf, rules: Arc<PathRules>, cancel: &CancellationToken) -> ToolResult {
        let mut found = Found::default();
        let mut buffer = Vec::new();
        if base.is_file() {
            let shown = base.strip_prefix(&root).map(slash_path).unwrap_or_else(|_| base.display().to_string());
            self.search_file(&root, base, &shown, &mut buffer, &mut found);
        } else {
            let hidden = self.filter.as_ref().is_some_and(|f| f.hidden);
            for entry in walker(base, root.clone(), rules, hidden).build().flatten() {
                if found.truncated {
                    break;
                }
                if cancel.is_cancelled() {
                    return ToolResult::error("cancelled");
                }
                if !entry.file_type().is_some_and(|t| t.is_file()) {
                    continue;
                }
                if let Some(filter) = &self.filter {
                    let subject = if filter.on_name {
                        Path::new(entry.file_name())
                    } else {
                        entry.path().strip_prefix(base).unwrap_or(entry.path())
                    };
                    if !filter.matcher.is_match(subject) {
                        continue;
                    }
                }
                if entry.metadata().is_ok_and(|m| m.len() > MAX_FILE_BYTES) {
                    continue;
                }
                let Ok(relative) = entry.path().strip_prefix(&root) else { continue };
                self.search_file(&root, entry.path(), &slash_path(relative), &mut buffer, &mut found);
            }
        }
        let Found { mut out, matches, files, truncated } = found;
        if files == 0 {
            out = format!("no matches for {:?}", crate::text::excerpt(&self.pattern));
        }
        if truncated {
            let advice = match self.mode {
                Mode::Content => format!(
                    "output capped at {MAX_MATCHES} matching lines or {MAX_OUTPUT_CHARS} chars; narrow path or glob, or use output=files"
                ),
                Mode::Files | Mode::Count => format!("output capped at {MAX_FILES} files; narrow path or glob"),
            };
            let _ = write!(out, "[… more matches exist; {advice}]");
        }
        let view = ToolView::Grep { pattern: self.pattern.clone(), matches, files, truncated };
        ToolResult::ok(out.trim_end().to_owned(), view)
    }

    /// A search scoped to `scope` found nothing: the same search over the
    /// whole repository, so a model that looked in the wrong file learns
    /// where the pattern is instead of asking again.
    fn elsewhere(
        &self,
        mut scoped: ToolResult,
        scope: &str,
        root: PathBuf,
        rules: Arc<PathRules>,
        cancel: &CancellationToken,
    ) -> ToolResult {
        let wide = Search { mode: Mode::Content, context: 0, ..self.clone() };
        let root_again = root.clone();
        let found = wide.run(&root.clone(), root, Arc::clone(&rules), cancel);
        let pattern = crate::text::excerpt(&self.pattern);
        scoped.for_model = match found.view {
            ToolView::Grep { files: 0, .. } => match self.other_case(root_again, rules, cancel) {
                Some(lines) => format!(
                    "no matches for {pattern:?} in {scope}, nor anywhere else in the repository with its case; ignoring case:\n{lines}"
                ),
                None => format!("no matches for {pattern:?} in {scope}, nor anywhere else in the repository"),
            },
            ToolView::Grep { .. } => {
                let lines: Vec<&str> = found.for_model.lines().collect();
                let mut text = format!("no matches for {pattern:?} in {scope}; in the whole repository:");
                for line in lines.iter().take(MAX_ELSEWHERE_LINES) {
                    text.push('\n');
                    text.push_str(line);
                }
                if lines.len() > MAX_ELSEWHERE_LINES {
                    text.push_str("\n…");
                }
                text
            }
            _ => return scoped,
        };
        scoped
    }

    /// A case-sensitive search that found nothing in the whole repository:
    /// the lines that match when case is ignored, at most
    /// `MAX_ELSEWHERE_LINES`. Asked what time a shop closes on a Wednesday,
    /// the 1.5B model searched for "wednesday" five times and guessed,
    /// while the file says `HALF_DAY = "Wednesday"`.
    fn other_case(&self, root: PathBuf, rules: Arc<PathRules>, cancel: &CancellationToken) -> Option<String> {
        // Nothing to gain: case ignored already, set in the pattern, or a
        // pattern without letters that have a case.
        let cased = self.pattern.chars().any(|c| c.is_lowercase() || c.is_uppercase());
        if self.ignore_case || !cased || self.pattern.contains("(?") {
            return None;
        }
        let regex = RegexBuilder::new(&self.pattern).case_insensitive(true).multi_line(true).build().ok()?;
        let wide = Search { regex, ignore_case: true, mode: Mode::Content, context: 0, ..self.clone() };
        let found = wide.run(&root.clone(), root, rules, cancel);
        if matches!(found.view, ToolView::Grep { files: 0, .. }) || found.is_error {
            return None;
        }
        let lines: Vec<&str> = found.for_model.lines().collect();
        let mut text = lines.iter().take(MAX_ELSEWHERE_LINES).copied().collect::<Vec<_>>().join("\n");
        if lines.len() > MAX_ELSEWHERE_LINES {
            text.push_str("\n…");
        }
        Some(text)
    }

    /// The file of the repository the pattern names, when it is a path and
    /// not text to search for: asked how many tickets a script sells, the
    /// 1.5B model grepped for "tickets.py" and "seating.py" five times
    /// (finding nothing: no file mentions its own name) until the guard
    /// stopped it, and guessed.
    fn file_named(&self, cwd: &Path, root: &Path) -> Option<String> {
        let name = self.pattern.trim().replace("\\.", ".");
        let plain = name.chars().all(|c| c.is_alphanumeric() || matches!(c, '_' | '-' | '.' | '/'));
        let path_like = name.rsplit_once('.').is_some_and(|(stem, ext)| {
            !stem.is_empty() && (1..=5).contains(&ext.len()) && ext.chars().all(|c| c.is_ascii_alphanumeric())
        });
        if !plain || !path_like || name.starts_with('/') || name.split('/').any(|part| part == "..") {
            return None;
        }
        let name = name.trim_start_matches("./").to_owned();
        let real = std::fs::canonicalize(cwd.join(&name)).ok()?;
        (real.is_file() && real.starts_with(root)).then_some(name)
    }

    fn search_file(&self, root: &Path, path: &Path, shown: &str, buffer: &mut Vec<u8>, found: &mut Found) {
        buffer.clear();
        // Regular files inside the repository only; a FIFO never blocks the search.
        let Ok(opened) = own_files::open(path, Scope::Repository(root)) else { return };
        if std::io::Read::read_to_end(&mut std::io::Read::take(&opened.file, MAX_FILE_BYTES), buffer).is_err()
            || looks_binary(&buffer[..buffer.len().min(SNIFF_BYTES)])
        {
            return;
        }
        let stop_after_first = self.mode == Mode::Files;
        let lines = matching_lines(&self.regex, buffer, stop_after_first);
        if lines.is_empty() {
            return;
        }
        let over = match self.mode {
            Mode::Files | Mode::Count => found.files >= MAX_FILES,
            Mode::Content => found.matches >= MAX_MATCHES,
        };
        if over || found.out.len() >= MAX_OUTPUT_CHARS {
            found.truncated = true;
            return;
        }
        found.files += 1;
        match self.mode {
            Mode::Files => {
                found.matches += 1;
                let _ = writeln!(found.out, "{shown}");
            }
            Mode::Count => {
                found.matches += lines.len();
                let _ = writeln!(found.out, "{shown}:{}", lines.len());
            }
            Mode::Content => self.write_content(shown, buffer, &lines, found),
        }
    }

    /// Matches with their context lines, in ripgrep's format.
    fn write_content(&self, shown: &str, buffer: &[u8], hits: &[Line], found: &mut Found) {
        let all = if self.context > 0 { line_spans(buffer) } else { Vec::new() };
        let mut printed_up_to = 0; // 1-based number of the last line printed
        for (index, hit) in hits.iter().enumerate() {
            if found.matches >= MAX_MATCHES || found.out.len() >= MAX_OUTPUT_CHARS {
                found.truncated = true;
                return;
            }
            if self.context > 0 {
                let first = hit.number.saturating_sub(self.context).max(printed_up_to + 1);
                let gap = if printed_up_to == 0 { !found.out.is_empty() } else { first > printed_up_to + 1 };
                if gap {
                    found.out.push_str("--\n");
                }
                for number in first..hit.number {
                    let (start, end) = all[number - 1];
                    push_line(&mut found.out, shown, number, '-', &buffer[start..end]);
                }
            }
            push_line(&mut found.out, shown, hit.number, ':', &buffer[hit.start..hit.end]);
            found.matches += 1;
            printed_up_to = hit.number;
            if self.context > 0 {
                let next_hit = hits.get(index + 1).map_or(usize::MAX, |h| h.number);
                let last = (hit.number + self.context).min(all.len()).min(next_hit - 1);
                for number in hit.number + 1..=last {
                    let (start, end) = all[number - 1];
                    push_line(&mut found.out, shown, number, '-', &buffer[start..end]);
                    printed_up_to = number;
                }
            }
        }
    }
}

fn push_line(out: &mut String, shown: &str, number: usize, separator: char, line: &[u8]) {
    let text = String::from_utf8_lossy(line);
    let text = text.strip_suffix('\r').unwrap_or(&text);
    let _ = writeln!(out, "{shown}{separator}{number}{separator}{}", clip(text, MAX_LINE_CHARS));
}

/// A matching line: its 1-based number and its byte span without the newline.
#[derive(Debug, PartialEq, Eq)]
struct Line {
    number: usize,
    start: usize,
    end: usize,
}

/// Every line that matches `regex` on its own.
fn matching_lines(regex: &Regex, buffer: &[u8], stop_after_first: bool) -> Vec<Line> {
    let mut lines = Vec::new();
    let mut position = 0;
    let mut number = 1;
    let mut counted_to = 0;
    while position < buffer.len() {
        let Some(found) = regex.find_at(buffer, position) else { break };
        let start = buffer[..found.start()].iter().rposition(|&b| b == b'\n').map_or(0, |at| at + 1);
        if start >= buffer.len() {
            break;
        }
        let end =
            buffer[found.start()..].iter().position(|&b| b == b'\n').map_or(buffer.len(), |at| found.start() + at);
        // A match that runs past its line (`\s+` eating the newline) counts
        // only if the line matches by itself.
        if found.end() <= end || regex.is_match(&buffer[start..end]) {
            number += buffer[counted_to..start].iter().filter(|&&b| b == b'\n').count();
            counted_to = start;
            lines.push(Line { number, start, end });
            if stop_after_first {
                break;
            }
        }
        position = end + 1;
    }
    lines
}

/// The byte span of every line, without newlines.
fn line_spans(buffer: &[u8]) -> Vec<(usize, usize)> {
    let mut spans = Vec::new();
    let mut start = 0;
    for (at, _) in buffer.iter().enumerate().filter(|(_, b)| **b == b'\n') {
        spans.push((start, at));
        start = at + 1;
    }
    if start < buffer.len() {
        spans.push((start, buffer.len()));
    }
    spans
}

#[cfg(test)]
mod tests {
    use super::*;

    fn numbers(pattern: &str, text: &str) -> Vec<usize> {
        let regex = RegexBuilder::new(pattern).multi_line(true).build().unwrap();
        matching_lines(&regex, text.as_bytes(), false).into_iter().map(|l| l.number).collect()
    }

    #[test]
    fn matches_stay_on_their_line() {
        assert_eq!(numbers("b", "a\nb\nc\nab\n"), [2, 4]);
        assert_eq!(numbers("^c", "a\nb\nc\nab\n"), [3]);
        assert_eq!(numbers("a\\s+b", "a\nb\na  b\n"), [3]);
        assert_eq!(numbers("x$", "ax\nb\nx"), [1, 3]);
        assert_eq!(numbers("^", "a\nb\n"), [1, 2]);
        assert_eq!(numbers("^", ""), Vec::<usize>::new());
        assert_eq!(numbers("b", "a\r\nb\r\n"), [2]);
    }

    #[test]
    fn spans() {
        assert_eq!(line_spans(b"ab\n\ncd"), [(0, 2), (3, 3), (4, 6)]);
        assert_eq!(line_spans(b"ab\n"), [(0, 2)]);
    }
}
