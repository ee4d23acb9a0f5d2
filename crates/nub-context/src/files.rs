//! Context files: `AGENTS.md` and friends, from the user's config directory
//! and from the repository root down to the working directory, root first,
//! so the file closest to the work is read last and wins.
//!
//! A context file goes to the provider with every request, so a file of the
//! repository is held to the rules of the `read` tool: the path guard
//! (inside the repository after following symlinks, `deny_paths`, nub's
//! sessions) and `own_files` (a regular file, read no further than the
//! budget can use). A committed `AGENTS.md -> /proc/self/environ` or
//! `-> .env` is skipped with a warning.

use std::path::{Path, PathBuf};
use std::sync::Arc;

use nub_config::own_files::{self, Scope};
use nub_tools::{Access, Policy, ToolEnv, resolve_path};

/// How context files are found.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct FileOptions {
    /// File names to look for in each directory (`[context] files`).
    pub names: Vec<String>,
    /// Look in every directory from the repository root down to cwd, not only the root.
    pub walk_up: bool,
    /// Where the user's own `AGENTS.md` lives (`~/.config/nub`).
    pub user_dir: Option<PathBuf>,
    /// `[permissions] deny_paths`: a context file of the repository they
    /// cover is not read, as `read` would refuse it.
    pub deny_paths: Vec<String>,
}

/// A context file found on disk.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Found {
    pub path: PathBuf,
    pub text: String,
}

/// Finds the context files in the order they go into the prompt, each read
/// to at most `max_bytes`.
pub fn discover(options: &FileOptions, repo_root: &Path, cwd: &Path, max_bytes: u64) -> (Vec<Found>, Vec<String>) {
    let mut found = Vec::new();
    let mut warnings = Vec::new();
    let guard = ToolEnv {
        policy: Arc::new(Policy { deny_paths: options.deny_paths.clone(), ..Policy::default() }),
        ..ToolEnv::new(repo_root, repo_root)
    };
    let mut read = |path: PathBuf, found: &mut Vec<Found>| match read_one(&guard, &path, max_bytes) {
        Ok(Some(text)) => found.push(Found { path, text }),
        Ok(None) => {}
        Err(why) => warnings.push(format!("context file skipped: {why}")),
    };
    if let Some(user_dir) = &options.user_dir {
        read(user_dir.join("AGENTS.md"), &mut found);
    }
    for dir in directories(repo_root, cwd, options.walk_up) {
        for name in &options.names {
            let path = dir.join(name);
            // Users bring CLAUDE.md (or AGENT.md, as some tools name it)
            // from another agent: take it where no AGENTS.md is.
            if name == "AGENTS.md" && !present(&path) {
                if let Some(stand_in) = ["AGENT.md", "CLAUDE.md"].map(|n| dir.join(n)).into_iter().find(|p| present(p))
                {
                    read(stand_in, &mut found);
                }
                continue;
            }
            read(path, &mut found);
        }
    }
    (found, warnings)
}

/// Whether something is at `path`, a link that leads nowhere included.
fn present(path: &Path) -> bool {
    std::fs::symlink_metadata(path).is_ok()
}

/// The text of one context file; `None` when there is none. A file of the
/// repository passes the path guard first; one outside it (the user's own,
/// or a path the user's config names) is the user's choice.
fn read_one(guard: &ToolEnv, path: &Path, max_bytes: u64) -> Result<Option<String>, String> {
    if !present(path) {
        return Ok(None);
    }
    let root = guard.repo_root.as_path();
    let head = if own_files::lexically_normal(path).starts_with(root) {
        let written = path.to_str().ok_or_else(|| format!("{} is not a UTF-8 path", path.display()))?;
        let real = resolve_path(guard, written, Access::Read)?;
        own_files::read_head(&real, Scope::Repository(root), max_bytes)
    } else {
        own_files::read_head(path, Scope::User, max_bytes)
    };
    let head = match head {
        Ok(head) => head,
        Err(error) if error.is_not_found() => return Ok(None),
        Err(error) => return Err(format!("cannot read {}: {}", path.display(), error.reason())),
    };
    // A file cut at the limit may end inside a character; the budget cuts it further anyway.
    let (bytes, cut) = (head.bytes, head.cut);
    match String::from_utf8(bytes) {
        Ok(text) => Ok(Some(text)),
        Err(error) if cut && error.utf8_error().error_len().is_none() => {
            let valid = error.utf8_error().valid_up_to();
            let mut bytes = error.into_bytes();
            bytes.truncate(valid);
            Ok(String::from_utf8(bytes).ok())
        }
        Err(_) => Err(format!("{} is not UTF-8 text", path.display())),
    }
}

/// The repository root, then each directory down to `cwd` (when walking).
fn directories(repo_root: &Path, cwd: &Path, walk_up: bool) -> Vec<PathBuf> {
    let mut dirs = vec![repo_root.to_path_buf()];
    if let Some(relative) = cwd.strip_prefix(repo_root).ok().filter(|_| walk_up) {
        let mut dir = repo_root.to_path_buf();
        for part in relative.components() {
            dir.push(part);
            dirs.push(dir.clone());
        }
    }
    dirs
}

#[cfg(test)]
mod tests {
    use super::*;

    fn options(walk_up: bool) -> FileOptions {
        FileOptions {
            names: vec!["AGENTS.md".into(), "REPOMAP.md".into()],
            walk_up,
            user_dir: None,
            deny_paths: Policy::default().deny_paths,
        }
    }

    const LIMIT: u64 = 1 << 20;

    #[test]
    fn root_first_then_down_to_the_working_directory() {
        let repo = tempfile::tempdir().unwrap();
        let sub = repo.path().join("crates/a");
        std::fs::create_dir_all(&sub).unwrap();
        std::fs::write(repo.path().join("AGENTS.md"), "root rules").unwrap();
        std::fs::write(repo.path().join("REPOMAP.md"), "map").unwrap();
        std::fs::write(repo.path().join("crates/a/AGENTS.md"), "crate rules").unwrap();
        let (found, warnings) = discover(&options(true), repo.path(), &sub, LIMIT);
        let texts: Vec<&str> = found.iter().map(|f| f.text.as_str()).collect();
        assert_eq!(texts, ["root rules", "map", "crate rules"]);
        assert!(warnings.is_empty());
        let (found, _) = discover(&options(false), repo.path(), &sub, LIMIT);
        assert_eq!(found.len(), 2, "without walk_up only the root");
    }

    #[test]
    fn claude_md_stands_in_where_there_is_no_agents_md() {
        let repo = tempfile::tempdir().unwrap();
        std::fs::write(repo.path().join("CLAUDE.md"), "claude rules").unwrap();
        let (found, _) = discover(&options(true), repo.path(), repo.path(), LIMIT);
        assert_eq!(found[0].path, repo.path().join("CLAUDE.md"));
        std::fs::write(repo.path().join("AGENT.md"), "agent rules").unwrap();
        let (found, _) = discover(&options(true), repo.path(), repo.path(), LIMIT);
        assert_eq!(found.iter().map(|f| f.text.as_str()).collect::<Vec<_>>(), ["agent rules"]);
        std::fs::write(repo.path().join("AGENTS.md"), "agents rules").unwrap();
        let (found, _) = discover(&options(true), repo.path(), repo.path(), LIMIT);
        assert_eq!(found.iter().map(|f| f.text.as_str()).collect::<Vec<_>>(), ["agents rules"]);
    }

    #[test]
    fn the_users_own_file_comes_first() {
        let user = tempfile::tempdir().unwrap();
        let repo = tempfile::tempdir().unwrap();
        std::fs::write(user.path().join("AGENTS.md"), "mine").unwrap();
        std::fs::write(repo.path().join("AGENTS.md"), "project").unwrap();
        let options = FileOptions { user_dir: Some(user.path().to_path_buf()), ..options(true) };
        let (found, _) = discover(&options, repo.path(), repo.path(), LIMIT);
        assert_eq!(found.iter().map(|f| f.text.as_str()).collect::<Vec<_>>(), ["mine", "project"]);
    }

    #[test]
    fn links_out_of_the_repository_denied_paths_and_devices_are_skipped_with_a_warning() {
        let repo = tempfile::tempdir().unwrap();
        let outside = tempfile::tempdir().unwrap();
        std::fs::write(outside.path().join("key"), "OUTSIDE").unwrap();
        std::fs::write(repo.path().join(".env"), "ENV").unwrap();
        std::os::unix::fs::symlink(outside.path().join("key"), repo.path().join("AGENTS.md")).unwrap();
        std::os::unix::fs::symlink(".env", repo.path().join("REPOMAP.md")).unwrap();
        let sub = repo.path().join("sub");
        std::fs::create_dir(&sub).unwrap();
        std::os::unix::fs::symlink("/dev/zero", sub.join("AGENTS.md")).unwrap();
        let mut options = options(true);
        options.names.push(".env".into());
        let (found, warnings) = discover(&options, repo.path(), &sub, LIMIT);
        assert!(found.is_empty(), "{found:?}");
        assert_eq!(warnings.len(), 4, "{warnings:?}");
        assert!(warnings[0].contains("AGENTS.md") && warnings[0].contains("outside the repository"), "{warnings:?}");
        assert!(warnings[1].contains("REPOMAP.md") && warnings[1].contains("deny_paths"), "{warnings:?}");
        assert!(warnings[2].contains(".env") && warnings[2].contains("deny_paths"), "{warnings:?}");
        assert!(warnings[3].contains("sub/AGENTS.md") && warnings[3].contains("outside"), "{warnings:?}");
        // The user's own directory follows its links: they are the user's.
        let user = tempfile::tempdir().unwrap();
        std::os::unix::fs::symlink(outside.path().join("key"), user.path().join("AGENTS.md")).unwrap();
        let options = FileOptions { user_dir: Some(user.path().to_path_buf()), ..options };
        let (found, _) = discover(&options, repo.path(), repo.path(), LIMIT);
        assert_eq!(found.iter().map(|f| f.text.as_str()).collect::<Vec<_>>(), ["OUTSIDE"]);
    }

    #[test]
    fn a_file_is_read_no_further_than_the_limit_and_cut_on_a_character() {
        let repo = tempfile::tempdir().unwrap();
        std::fs::write(repo.path().join("AGENTS.md"), "aé".repeat(1000)).unwrap();
        let (found, warnings) = discover(&options(false), repo.path(), repo.path(), 2);
        assert!(warnings.is_empty(), "{warnings:?}");
        assert_eq!(found[0].text, "a", "the é cut in half is dropped");
    }
}
