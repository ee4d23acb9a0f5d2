//! Where sessions live: `<repo>/.nub/`, private to the user and kept out of
//! git through `.git/info/exclude` (the repository's `.gitignore` belongs to
//! the project, not to a tool).

use std::fs;
use std::io::{self, Write};
use std::os::unix::fs::{DirBuilderExt, PermissionsExt};
use std::path::{Path, PathBuf};

/// The git work tree containing `cwd`, else `cwd` itself.
pub fn repo_root(cwd: &Path) -> PathBuf {
    cwd.ancestors().find(|dir| dir.join(".git").exists()).unwrap_or(cwd).to_path_buf()
}

/// Creates `dir` (and missing parents) and sets it to `0700`, whatever the
/// umask: session files hold tool output, which may hold secrets.
pub fn private_dir(dir: &Path) -> io::Result<()> {
    fs::DirBuilder::new().recursive(true).mode(0o700).create(dir)?;
    fs::set_permissions(dir, fs::Permissions::from_mode(0o700))
}

/// Adds `/.nub/` to the repository's exclude file once. Without a git
/// repository there is nothing to do.
pub fn exclude_from_git(root: &Path) -> io::Result<()> {
    let Some(git_dir) = git_common_dir(root) else {
        return Ok(());
    };
    let info = git_dir.join("info");
    let exclude = info.join("exclude");
    let existing = fs::read_to_string(&exclude).unwrap_or_default();
    if existing.lines().any(|line| matches!(line.trim(), ".nub" | ".nub/" | "/.nub" | "/.nub/")) {
        return Ok(());
    }
    fs::create_dir_all(&info)?;
    let mut file = fs::OpenOptions::new().create(true).append(true).open(&exclude)?;
    let separator = if existing.is_empty() || existing.ends_with('\n') { "" } else { "\n" };
    file.write_all(format!("{separator}# nub's sessions and cache\n/.nub/\n").as_bytes())
}

/// The directory holding `info/exclude`: `.git` itself, or for a linked
/// worktree (`.git` is a file) the main repository's git directory.
fn git_common_dir(root: &Path) -> Option<PathBuf> {
    let dot_git = root.join(".git");
    if dot_git.is_dir() {
        return Some(dot_git);
    }
    let pointer = fs::read_to_string(&dot_git).ok()?;
    let git_dir = root.join(pointer.trim().strip_prefix("gitdir:")?.trim());
    match fs::read_to_string(git_dir.join("commondir")) {
        Ok(common) => Some(git_dir.join(common.trim())),
        Err(_) => Some(git_dir),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn exclude_is_added_once_and_keeps_existing_lines() {
        let repo = tempfile::tempdir().unwrap();
        fs::create_dir_all(repo.path().join(".git/info")).unwrap();
        fs::write(repo.path().join(".git/info/exclude"), "*.tmp").unwrap();
        exclude_from_git(repo.path()).unwrap();
        exclude_from_git(repo.path()).unwrap();
        let text = fs::read_to_string(repo.path().join(".git/info/exclude")).unwrap();
        assert_eq!(text, "*.tmp\n# nub's sessions and cache\n/.nub/\n");
    }

    #[test]
    fn no_git_means_nothing_to_do() {
        let dir = tempfile::tempdir().unwrap();
        exclude_from_git(dir.path()).unwrap();
        assert!(!dir.path().join(".git").exists());
        assert_eq!(repo_root(dir.path()), dir.path());
    }

    #[test]
    fn linked_worktrees_use_the_common_git_dir() {
        let base = tempfile::tempdir().unwrap();
        let main_git = base.path().join("main/.git");
        let worktree_git = main_git.join("worktrees/wt");
        fs::create_dir_all(&worktree_git).unwrap();
        fs::write(worktree_git.join("commondir"), "../..\n").unwrap();
        let wt = base.path().join("wt");
        fs::create_dir_all(wt.join("src")).unwrap();
        fs::write(wt.join(".git"), format!("gitdir: {}\n", worktree_git.display())).unwrap();
        assert_eq!(repo_root(&wt.join("src")), wt);
        exclude_from_git(&wt).unwrap();
        assert!(fs::read_to_string(main_git.join("info/exclude")).unwrap().contains("/.nub/"));
    }
}
