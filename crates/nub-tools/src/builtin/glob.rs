//! `glob`: files whose path matches a glob pattern, newest first.
//!
//! `*` stays inside one path component and `**` crosses directories
//! (`GlobBuilder::literal_separator`). The walk honours `.gitignore` and
//! skips hidden entries, unless the pattern itself names a hidden component
//! (`.github/**`). The literal leading directories of a pattern (`src/` in
//! `src/**/*.rs`) become the start of the walk instead of a filter on it.

use std::path::{Component, Path, PathBuf};
use std::sync::Arc;
use std::time::SystemTime;

use globset::GlobBuilder;
use serde::Deserialize;
use serde_json::{Value, json};
use tokio_util::sync::CancellationToken;

use super::{blocking, walker};
use crate::path::{Access, display_path, resolve_path, slash_path};
use crate::policy::PathRules;
use crate::tool::{Tool, ToolEnv, ToolResult, ToolView};
use nub_llm::{ToolDisplay, ToolKind};

use super::str_arg;

pub struct Glob;

#[derive(Deserialize)]
struct Args {
    pattern: String,
    path: Option<String>,
}

/// Files listed per call; the newest are kept.
const MAX_FILES: usize = 200;
/// Longest glob pattern accepted (here and in grep's `glob`). Real patterns
/// are short; a megabyte one only costs time and memory in the matcher.
pub(crate) const MAX_PATTERN_CHARS: usize = 1000;

/// Refuses a glob pattern longer than `MAX_PATTERN_CHARS`, without echoing it.
pub(crate) fn check_pattern_length(what: &str, pattern: &str) -> Result<(), String> {
    let chars = pattern.chars().count();
    if chars > MAX_PATTERN_CHARS {
        return Err(format!(
            "{what} is {chars} characters long; the limit is {MAX_PATTERN_CHARS}. Use a shorter pattern (e.g. `**/*.rs`)"
        ));
    }
    Ok(())
}

#[async_trait::async_trait]
impl Tool for Glob {
    fn name(&self) -> &str {
        "glob"
    }

    fn description(&self) -> &str {
        "Find files by glob pattern relative to path (default: working directory), e.g. `src/**/*.rs`; `*` does not cross `/`, `**` does. Honours .gitignore; newest first."
    }

    fn schema(&self) -> Value {
        json!({
            "type": "object",
            "properties": {
                "pattern": {"type": "string"},
                "path": {"type": "string"}
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
        if let Err(message) = check_pattern_length("pattern", &args.pattern) {
            return ToolResult::error(message);
        }
        let base = match resolve_path(
            env,
            args.path.as_deref().filter(|path| !path.trim().is_empty()).unwrap_or("."),
            Access::Read,
        ) {
            Ok(base) => base,
            Err(message) => return ToolResult::error(message),
        };
        if !base.is_dir() {
            let shown = display_path(env, &base);
            return ToolResult::error(format!("path {shown} is not a directory; glob searches below a directory"));
        }
        let rules = match env.policy.path_rules() {
            Ok(rules) => Arc::new(rules),
            Err(message) => return ToolResult::error(message),
        };
        let root = match std::fs::canonicalize(&env.repo_root) {
            Ok(root) => root,
            Err(e) => return ToolResult::error(format!("the repository root is not accessible: {e}")),
        };
        let cancel = env.cancel.clone();
        let scope = (base != root).then(|| display_path(env, &base));
        blocking(move || {
            let result = glob(&args.pattern, &base, root.clone(), Arc::clone(&rules), &cancel);
            match &result.view {
                ToolView::Glob { files, .. } if files.is_empty() => {
                    elsewhere(result, &args.pattern, scope.as_deref(), root, rules, &cancel)
                }
                _ => result,
            }
        })
        .await
    }
}

/// A glob that found nothing, in a directory or at the top of the
/// repository: the pattern at any depth of the whole repository
/// (`**/invoice.py`), so a model that guessed the wrong directory learns
/// the right one.
fn elsewhere(
    found: ToolResult,
    pattern: &str,
    scope: Option<&str>,
    root: PathBuf,
    rules: Arc<PathRules>,
    cancel: &CancellationToken,
) -> ToolResult {
    let bare = pattern.trim().trim_start_matches("./");
    if bare.starts_with('/') || bare.starts_with("**/") && scope.is_none() {
        return found;
    }
    let wide = if bare.starts_with("**/") { bare.to_owned() } else { format!("**/{bare}") };
    let everywhere = glob(&wide, &root.clone(), root, rules, cancel);
    let ToolView::Glob { files, .. } = &everywhere.view else { return found };
    let asked = match scope {
        Some(scope) => format!("no files match {} in {scope}", crate::text::excerpt(pattern)),
        None => format!("no files match {}", crate::text::excerpt(pattern)),
    };
    let for_model = if files.is_empty() {
        format!("{asked}, nor {} in the whole repository", crate::text::excerpt(&wide))
    } else {
        format!("{asked}; in the whole repository ({}):\n{}", crate::text::excerpt(&wide), everywhere.for_model)
    };
    ToolResult { for_model, ..found }
}

fn glob(pattern: &str, base: &Path, root: PathBuf, rules: Arc<PathRules>, cancel: &CancellationToken) -> ToolResult {
    let pattern = match relative_pattern(pattern, base) {
        Ok(pattern) => pattern,
        Err(message) => return ToolResult::error(message),
    };
    let matcher = match GlobBuilder::new(&pattern).literal_separator(true).build() {
        Ok(glob) => glob.compile_matcher(),
        Err(e) => {
            return ToolResult::error(format!(
                "invalid glob pattern {:?}: {}",
                crate::text::excerpt(&pattern),
                e.kind()
            ));
        }
    };
    let start = literal_prefix(&pattern).map(|prefix| base.join(prefix)).filter(|dir| dir.is_dir());
    // The walk follows no links, but its start is opened as given: a literal
    // prefix through a symlinked directory (`out/**` with `out -> /etc`) must
    // pass the same guard as a `path` would.
    if let Some(start) = &start {
        let inside = std::fs::canonicalize(start).ok().and_then(|real| real.strip_prefix(&root).ok().map(slash_path));
        let Some(relative) = inside else {
            return ToolResult::error(format!(
                "pattern {} leads outside the repository through a symlink; only files inside the repository are listed",
                crate::text::excerpt(&pattern)
            ));
        };
        if let Some(rule) = rules.denied_by(&relative) {
            return ToolResult::error(format!("cannot list {relative}: it matches deny_paths pattern {rule:?}"));
        }
        if let Some(why) = crate::path::protected(&relative, Access::Read) {
            return ToolResult::error(format!("cannot list {relative}: {why}"));
        }
    }
    let hidden = Path::new(&pattern)
        .components()
        .any(|c| matches!(c, Component::Normal(n) if n.to_string_lossy().starts_with('.')));
    let mut found: Vec<(SystemTime, String)> = Vec::new();
    for (seen, entry) in
        walker(start.as_deref().unwrap_or(base), root.clone(), rules, hidden).build().flatten().enumerate()
    {
        if seen % 1024 == 0 && cancel.is_cancelled() {
            return ToolResult::error("cancelled");
        }
        if !entry.file_type().is_some_and(|t| t.is_file()) {
            continue;
        }
        let Ok(relative) = entry.path().strip_prefix(base) else { continue };
        if !matcher.is_match(relative) {
            continue;
        }
        let mtime = entry.metadata().ok().and_then(|m| m.modified().ok()).unwrap_or(SystemTime::UNIX_EPOCH);
        let shown =
            entry.path().strip_prefix(&root).map(slash_path).unwrap_or_else(|_| entry.path().display().to_string());
        found.push((mtime, shown));
    }
    found.sort_by(|a, b| b.0.cmp(&a.0).then_with(|| a.1.cmp(&b.1)));
    let total = found.len();
    let files: Vec<String> = found.into_iter().take(MAX_FILES).map(|(_, path)| path).collect();
    let truncated = total > files.len();
    let mut for_model =
        if files.is_empty() { format!("no files match {}", crate::text::excerpt(&pattern)) } else { files.join("\n") };
    if truncated {
        for_model.push_str(&format!(
            "\n… {} more files not shown (newest {MAX_FILES} listed); narrow the pattern",
            total - MAX_FILES
        ));
    }
    ToolResult::ok(for_model, ToolView::Glob { pattern, files, truncated })
}

/// The pattern relative to `base`: `./` dropped, an absolute pattern inside
/// `base` made relative.
fn relative_pattern(pattern: &str, base: &Path) -> Result<String, String> {
    let pattern = pattern.trim();
    if pattern.is_empty() {
        return Err("pattern is empty; e.g. `**/*.rs`".to_owned());
    }
    if pattern.starts_with('/') {
        if let Ok(rest) = Path::new(pattern).strip_prefix(base) {
            return Ok(slash_path(rest));
        }
        return Err(format!(
            "pattern {pattern} is absolute and outside the search directory; use a pattern relative to path"
        ));
    }
    if pattern.split('/').any(|part| part == "..") {
        return Err("pattern must not contain `..`; set path to search another directory of the repository".to_owned());
    }
    Ok(pattern.trim_start_matches("./").to_owned())
}

/// The leading directories of `pattern` without glob syntax (`src/a` of
/// `src/a/**/*.rs`); never the last component, which names files.
fn literal_prefix(pattern: &str) -> Option<PathBuf> {
    let parts: Vec<&str> = pattern.split('/').collect();
    let literal: Vec<&str> = parts[..parts.len() - 1]
        .iter()
        .take_while(|part| !part.contains(['*', '?', '[', '{', '\\']))
        .copied()
        .collect();
    if literal.is_empty() { None } else { Some(literal.iter().collect()) }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn prefixes_and_relative_patterns() {
        assert_eq!(literal_prefix("src/a/**/*.rs"), Some(PathBuf::from("src/a")));
        assert_eq!(literal_prefix("*.rs"), None);
        assert_eq!(literal_prefix("src/main.rs"), Some(PathBuf::from("src")));
        let base = Path::new("/r/sub");
        assert_eq!(relative_pattern("./x/*.rs", base).unwrap(), "x/*.rs");
        assert_eq!(relative_pattern("/r/sub/*.rs", base).unwrap(), "*.rs");
        assert!(relative_pattern("/r/*.rs", base).is_err());
        assert!(relative_pattern("../*", base).is_err());
    }
}
