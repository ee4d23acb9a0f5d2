//! The static facts about where nub runs: OS, shell, repository, branch.

use std::path::Path;

use nub_config::own_files::{self, Scope};

#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Environment {
    pub os: String,
    pub shell: String,
    pub repo_root: String,
    /// The working directory relative to the repository root, when not the root.
    pub subdir: Option<String>,
    pub branch: Option<String>,
}

impl Environment {
    /// Reads the environment once, at the start of a session.
    pub fn detect(repo_root: &Path, cwd: &Path) -> Self {
        let shell = std::env::var("SHELL")
            .ok()
            .and_then(|s| s.rsplit('/').next().map(str::to_owned))
            .unwrap_or_else(|| "sh".into());
        let subdir =
            cwd.strip_prefix(repo_root).ok().filter(|p| !p.as_os_str().is_empty()).map(|p| p.display().to_string());
        Environment {
            os: std::env::consts::OS.to_owned(),
            shell,
            repo_root: repo_root.display().to_string(),
            subdir,
            branch: git_branch(repo_root),
        }
    }

    pub fn describe(&self) -> String {
        let mut text = format!("Environment: {} with {}; repository root {}", self.os, self.shell, self.repo_root);
        if let Some(subdir) = &self.subdir {
            text.push_str(&format!("; working directory {subdir} (relative paths start there)"));
        }
        if let Some(branch) = &self.branch {
            text.push_str(&format!("; git branch {branch}"));
        }
        text.push('.');
        text
    }
}

/// The branch from `.git/HEAD`, without running git. Read once per session:
/// the system prompt must not change while it runs. A name with control
/// characters or of absurd length is no branch name (it would reach the
/// prompt and the terminal).
pub fn git_branch(repo_root: &Path) -> Option<String> {
    let head = git_file(&repo_root.join(".git/HEAD"), SMALL)?;
    let branch = head.trim().strip_prefix("ref: refs/heads/")?;
    (branch.len() <= 256 && !branch.chars().any(char::is_control)).then(|| branch.to_owned())
}

/// The commit `HEAD` points at, resolving one level of ref (loose or packed).
/// Only a hexadecimal object name counts, and the ref must be a path below
/// `.git/refs`: a `.git` from an archive could name any file as its HEAD.
pub fn git_head_commit(repo_root: &Path) -> Option<String> {
    let git = repo_root.join(".git");
    let head = git_file(&git.join("HEAD"), SMALL)?;
    let head = head.trim();
    let Some(reference) = head.strip_prefix("ref: ") else {
        return object_name(head);
    };
    if !reference.starts_with("refs/") || reference.split('/').any(|part| part.is_empty() || part == "..") {
        return None;
    }
    if let Some(commit) = git_file(&git.join(reference), SMALL) {
        return object_name(commit.trim());
    }
    let packed = git_file(&git.join("packed-refs"), PACKED_REFS)?;
    packed.lines().find_map(|line| line.strip_suffix(reference).and_then(|commit| object_name(commit.trim())))
}

/// `HEAD` and loose refs are one line.
const SMALL: u64 = 4 << 10;
/// `packed-refs` of a large repository runs to megabytes.
const PACKED_REFS: u64 = 64 << 20;

/// A file of the git directory as text: a regular file within `limit`, or
/// nothing (`own_files`: a FIFO or device in an unpacked `.git` is refused).
fn git_file(path: &Path, limit: u64) -> Option<String> {
    let bytes = own_files::read(path, Scope::User, limit).ok()?;
    String::from_utf8(bytes).ok()
}

fn object_name(text: &str) -> Option<String> {
    (text.len() >= 4 && text.len() <= 64 && text.bytes().all(|b| b.is_ascii_hexdigit())).then(|| text.to_owned())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn reads_branch_and_commit_without_git() {
        let repo = tempfile::tempdir().unwrap();
        let git = repo.path().join(".git");
        std::fs::create_dir_all(git.join("refs/heads/feature")).unwrap();
        std::fs::write(git.join("HEAD"), "ref: refs/heads/feature/x\n").unwrap();
        std::fs::write(git.join("refs/heads/feature/x"), "abc123\n").unwrap();
        assert_eq!(git_branch(repo.path()).as_deref(), Some("feature/x"));
        assert_eq!(git_head_commit(repo.path()).as_deref(), Some("abc123"));
        std::fs::remove_file(git.join("refs/heads/feature/x")).unwrap();
        std::fs::write(git.join("packed-refs"), "# pack-refs\ndef456 refs/heads/feature/x\n").unwrap();
        assert_eq!(git_head_commit(repo.path()).as_deref(), Some("def456"));
        std::fs::write(git.join("HEAD"), "0123abcd\n").unwrap();
        assert_eq!(git_branch(repo.path()), None, "detached head");
        assert_eq!(git_head_commit(repo.path()).as_deref(), Some("0123abcd"));
    }

    #[test]
    fn an_archives_git_directory_cannot_name_any_file_as_its_head() {
        let repo = tempfile::tempdir().unwrap();
        let git = repo.path().join(".git");
        std::fs::create_dir_all(&git).unwrap();
        std::fs::write(repo.path().join("secret"), "SECRET KEY MATERIAL\n").unwrap();
        std::fs::write(git.join("HEAD"), "ref: ../secret\n").unwrap();
        assert_eq!(git_head_commit(repo.path()), None);
        std::fs::write(git.join("HEAD"), "ref: refs/../../secret\n").unwrap();
        assert_eq!(git_head_commit(repo.path()), None);
        std::fs::write(git.join("HEAD"), "ref: refs/heads/x\u{1b}]0;title\u{7}\n").unwrap();
        assert_eq!(git_branch(repo.path()), None, "control characters are no branch name");
        std::fs::remove_file(git.join("HEAD")).unwrap();
        std::os::unix::fs::symlink("/dev/zero", git.join("HEAD")).unwrap();
        assert_eq!((git_branch(repo.path()), git_head_commit(repo.path())), (None, None));
    }
}
