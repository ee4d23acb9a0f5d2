//! The path guard every file tool goes through: a path the model names must
//! resolve, symlinks followed, to a place inside the repository that no
//! `deny_paths` rule covers and that is not one of nub's own files.

use std::path::{Path, PathBuf};

// `lexically_normal`: the path as written, for messages and for `deny_paths`
// on the spelling the model chose (a symlink named `.env` is refused even if
// its target is not).
use nub_config::own_files::{lexically_normal, real_path};

use crate::tool::ToolEnv;

/// What the caller is about to do with a path; it only shapes the wording of
/// refusals today, both are held to the same rules.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Access {
    Read,
    Write,
}

impl Access {
    fn verb(self) -> &'static str {
        match self {
            Access::Read => "read",
            Access::Write => "write",
        }
    }
}

/// Resolves `raw` (relative to `env.cwd`, or absolute) to the real path the OS
/// will open, and checks it:
///
/// - it must lie inside `env.repo_root` after resolving symlinks; for a path
///   that does not exist yet, the nearest existing ancestor is resolved and the
///   rest appended, so `new/dir/file` below a symlink to the outside is
///   refused too, and a dangling symlink is followed to where it would write;
/// - neither the real path nor the path as written (when inside the root) may
///   match a `deny_paths` rule (relative to the repository root) or be one of
///   nub's own protected files (`protected`), which no configuration lifts.
///
/// The error names the rule that refused, in words the model can act on.
///
/// The check runs before the tool opens the path, so a symlink swapped in
/// between is not caught. That is acceptable for what the guard is: a fence
/// against a model's mistakes in the file tools, not a sandbox — the same
/// model can run `bash`.
pub fn resolve_path(env: &ToolEnv, raw: &str, access: Access) -> Result<PathBuf, String> {
    let verb = access.verb();
    if raw.trim().is_empty() {
        return Err(format!("cannot {verb} an empty path; give a path relative to the working directory"));
    }
    let shown = crate::text::excerpt(raw);
    let root = std::fs::canonicalize(&env.repo_root)
        .map_err(|e| format!("the repository root {} is not accessible: {e}", env.repo_root.display()))?;
    let written = env.cwd.join(raw);
    let real = real_path(&written).map_err(|e| format!("cannot {verb} {shown}: {e}"))?;
    let Ok(relative) = real.strip_prefix(&root) else {
        let via = if lexically_normal(&written).starts_with(&root)
            || lexically_normal(&written).starts_with(&env.repo_root)
        {
            " through a symlink"
        } else {
            ""
        };
        return Err(format!(
            "cannot {verb} {shown}: the path is outside the repository {}{via} (it resolves to {}); only files inside the repository are allowed",
            root.display(),
            crate::text::excerpt(&real.to_string_lossy())
        ));
    };
    let rules = env.policy.path_rules()?;
    let mut candidates = vec![slash_path(relative)];
    for base in [&root, &env.repo_root] {
        if let Ok(as_written) = lexically_normal(&written).strip_prefix(base) {
            candidates.push(slash_path(as_written));
        }
    }
    for candidate in &candidates {
        if let Some(why) = protected(candidate, access) {
            return Err(format!("cannot {verb} {shown}: {why}"));
        }
        if let Some(pattern) = rules.denied_by(candidate) {
            let candidate = crate::text::excerpt(candidate);
            return Err(format!("cannot {verb} {shown}: path {candidate} matches deny_paths pattern {pattern:?}"));
        }
    }
    Ok(real)
}

/// nub's configuration and prompt, relative to the repository root: readable,
/// never writable by a tool.
const PROTECTED_FILES: &[&str] = &[".nub/config.toml", ".nub/SYSTEM.md"];
/// The session store: neither readable nor writable by a tool. Sessions hold
/// earlier tool output (environment dumps, tokens, file contents), so the
/// model reading them is a way around `deny_paths`; rewriting them would
/// rewrite what the user later resumes.
const SESSIONS: &str = ".nub/sessions";
/// The checkpoint store: the same, for the same reasons — it holds copies
/// of files (any the model could not read itself), and a rewritten store
/// would restore what the model chose.
const CHECKPOINTS: &str = ".nub/checkpoints";

/// Why `relative` (`/`-separated, relative to the repository root) is off
/// limits for `access` whatever the policy says, or `None`. This is a
/// built-in, not a `deny_paths` default: a project's configuration must not be
/// able to let the model rewrite the rules it runs under.
///
/// Compared without ASCII case, for case-insensitive file systems. A write
/// is also refused on an ancestor (`.nub` as a file would shadow them all).
pub(crate) fn protected(relative: &str, access: Access) -> Option<&'static str> {
    let relative = relative.trim_end_matches('/').to_ascii_lowercase();
    let at_or_below = |protected: &str| {
        let protected = protected.to_ascii_lowercase();
        relative == protected
            || relative.strip_prefix(&protected).is_some_and(|rest| rest.starts_with('/'))
            || (access == Access::Write && protected.strip_prefix(&relative).is_some_and(|rest| rest.starts_with('/')))
    };
    if at_or_below(SESSIONS) {
        return Some(match access {
            Access::Read => "nub's sessions are not readable by tools (they may hold secrets from earlier tool output)",
            Access::Write => "nub's own configuration and sessions cannot be changed by the model",
        });
    }
    if at_or_below(CHECKPOINTS) {
        return Some(match access {
            Access::Read => "nub's checkpoints are not readable by tools (they hold copies of files)",
            Access::Write => "nub's own configuration, sessions and checkpoints cannot be changed by the model",
        });
    }
    if access == Access::Write && PROTECTED_FILES.iter().any(|file| at_or_below(file)) {
        return Some("nub's own configuration and sessions cannot be changed by the model");
    }
    None
}

/// `path` relative to the repository root with `/` separators, for results and
/// views; falls back to the path itself when it is not inside the root.
pub fn display_path(env: &ToolEnv, path: &Path) -> String {
    let root = std::fs::canonicalize(&env.repo_root).unwrap_or_else(|_| env.repo_root.clone());
    match path.strip_prefix(&root) {
        Ok(relative) if relative.as_os_str().is_empty() => ".".to_owned(),
        Ok(relative) => slash_path(relative),
        Err(_) => path.display().to_string(),
    }
}

pub(crate) fn slash_path(path: &Path) -> String {
    let parts: Vec<_> = path.components().map(|c| c.as_os_str().to_string_lossy()).collect();
    parts.join("/")
}

/// A test file by its name: `test_stats.py`, `stats_test.go`,
/// `app.test.ts`, `app.spec.js`, or anything under `tests/` or `test/`.
pub fn is_test_file(path: &str) -> bool {
    let path = path.trim_start_matches("./");
    let name = path.rsplit('/').next().unwrap_or(path);
    let stem = name.split('.').next().unwrap_or(name);
    stem.starts_with("test_")
        || stem.ends_with("_test")
        || name.contains(".test.")
        || name.contains(".spec.")
        || path.starts_with("tests/")
        || path.starts_with("test/")
        || path.contains("/tests/")
        || path.contains("/test/")
}
