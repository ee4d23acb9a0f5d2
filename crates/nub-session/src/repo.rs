//! Where sessions live: `<repo>/.nub/`, private to the user and kept out of
//! git through `.git/info/exclude` (the repository's `.gitignore` belongs to
//! the project, not to a tool). `.nub/` belongs to this machine: nothing
//! below the repository root on the way to it may be a symlink
//! (`own_files::Scope::Local`), so a committed `.nub -> ../../x` is refused,
//! never written through or made private.

use std::io::{self, Write};
use std::path::{Path, PathBuf};

use nub_config::own_files::{self, Scope, WriteMode};

/// The git work tree containing `cwd`, else `cwd` itself.
pub fn repo_root(cwd: &Path) -> PathBuf {
    cwd.ancestors().find(|dir| dir.join(".git").exists()).unwrap_or(cwd).to_path_buf()
}

/// Creates `dir` (below the repository `root`, missing parents included)
/// and sets it to `0700`, whatever the umask: session files hold tool
/// output, which may hold secrets. A symlink on the way is refused.
pub fn private_dir(root: &Path, dir: &Path) -> io::Result<()> {
    Ok(own_files::create_dirs(dir, Scope::Local(root), true)?)
}

/// Adds `/.nub/` to the repository's exclude file once. Without a git
/// repository there is nothing to do. The exclude file is written only as
/// a regular file with no symlink below the git directory.
pub fn exclude_from_git(root: &Path) -> io::Result<()> {
    let Some(git_dir) = git_common_dir(root) else {
        return Ok(());
    };
    let info = git_dir.join("info");
    let exclude = info.join("exclude");
    let scope = Scope::Local(&git_dir);
    let existing = match own_files::read(&exclude, scope, own_files::SMALL_FILE_LIMIT) {
        Ok(bytes) => String::from_utf8_lossy(&bytes).into_owned(),
        Err(error) if error.is_not_found() => String::new(),
        Err(error) => return Err(error.into()),
    };
    if existing.lines().any(|line| matches!(line.trim(), ".nub" | ".nub/" | "/.nub" | "/.nub/")) {
        return Ok(());
    }
    own_files::create_dirs(&info, scope, false)?;
    let mut file = own_files::open_write(&exclude, scope, WriteMode::Append, None)?;
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
    let small =
        |path: &Path| own_files::read(path, Scope::User, 4 << 10).ok().and_then(|bytes| String::from_utf8(bytes).ok());
    let pointer = small(&dot_git)?;
    let git_dir = root.join(pointer.trim().strip_prefix("gitdir:")?.trim());
    match small(&git_dir.join("commondir")) {
        Some(common) => Some(git_dir.join(common.trim())),
        None => Some(git_dir),
    }
}

#[cfg(test)]
mod tests {
    use std::fs;

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

    #[test]
    fn a_linked_exclude_file_is_not_written_through() {
        let repo = tempfile::tempdir().unwrap();
        let outside = tempfile::tempdir().unwrap();
        fs::write(outside.path().join("bashrc"), "alias ls=ls\n").unwrap();
        fs::create_dir_all(repo.path().join(".git/info")).unwrap();
        std::os::unix::fs::symlink(outside.path().join("bashrc"), repo.path().join(".git/info/exclude")).unwrap();
        let error = exclude_from_git(repo.path()).unwrap_err();
        assert!(error.to_string().contains("symbolic link"), "{error}");
        assert_eq!(fs::read_to_string(outside.path().join("bashrc")).unwrap(), "alias ls=ls\n");
    }
}
