//! The built-in tools, one module each (CONCEPT §5.3).

pub mod bash;
pub mod edit;
mod edit_match;
mod edit_plan;
mod edit_tokens;
mod escaped;
pub mod glob;
pub mod grep;
pub mod jobs;
mod key_value;
mod nearby;
mod not_found;
mod numbers;
mod partial;
mod process;
pub mod read;
mod rename_hint;
mod restated;
pub mod todo;
mod typing_import;
mod under_header;
mod unused_parameters;
mod would_break;
pub mod write;

use crate::tool::ToolResult;

/// A string argument of a call's input, or "" (for how a call is shown;
/// the run itself validates its input).
pub(crate) fn str_arg<'a>(input: &'a serde_json::Value, key: &str) -> &'a str {
    input.get(key).and_then(serde_json::Value::as_str).unwrap_or_default()
}

/// The file a `write` or `edit` call names, resolved as the call will
/// resolve it; nothing when it would be refused.
pub(crate) fn file_writes(input: &serde_json::Value, env: &crate::tool::ToolEnv) -> crate::tool::Writes {
    match crate::path::resolve_path(env, str_arg(input, "path"), crate::path::Access::Write) {
        Ok(path) => crate::tool::Writes::Files(vec![path]),
        Err(_) => crate::tool::Writes::Nothing,
    }
}

/// Runs blocking file-system work off the async workers; a panic in it becomes
/// an error result instead of taking the caller down.
pub(crate) async fn blocking(work: impl FnOnce() -> ToolResult + Send + 'static) -> ToolResult {
    match tokio::task::spawn_blocking(work).await {
        Ok(result) => result,
        Err(e) => ToolResult::error(format!("the tool failed internally ({e}); this is a bug in nub")),
    }
}

/// Whether the first bytes of a file mark it as binary: a NUL byte, as git and
/// ripgrep decide.
pub(crate) fn looks_binary(head: &[u8]) -> bool {
    head.contains(&0)
}

/// How many bytes of a file are sniffed for binary content.
pub(crate) const SNIFF_BYTES: usize = 8 * 1024;

/// A walk below `base` the way the search tools see the repository
/// (`walk::repository_walk`: ignore files honoured unless they are traps,
/// symlinks not followed), hidden entries skipped unless `hidden`, sorted
/// by name, and everything a `deny_paths` rule covers (and nub's session
/// store) pruned.
pub(crate) fn walker(
    base: &std::path::Path,
    root: std::path::PathBuf,
    rules: std::sync::Arc<crate::policy::PathRules>,
    hidden: bool,
) -> ignore::WalkBuilder {
    let repo_root = root.clone();
    let mut builder =
        crate::walk::repository_walk(base, &repo_root, move |entry| match entry.path().strip_prefix(&root) {
            Ok(relative) => {
                let relative = crate::path::slash_path(relative);
                rules.denied_by(&relative).is_none()
                    && crate::path::protected(&relative, crate::path::Access::Read).is_none()
            }
            Err(_) => false,
        });
    builder.hidden(!hidden).sort_by_file_name(|a, b| a.cmp(b));
    builder
}
