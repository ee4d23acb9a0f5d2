//! The static facts about where nub runs: OS, shell, repository, branch.

use std::path::Path;

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
/// the system prompt must not change while it runs.
pub fn git_branch(repo_root: &Path) -> Option<String> {
    let head = std::fs::read_to_string(repo_root.join(".git/HEAD")).ok()?;
    head.trim().strip_prefix("ref: refs/heads/").map(str::to_owned)
}

/// The commit `HEAD` points at, resolving one level of ref (loose or packed).
pub fn git_head_commit(repo_root: &Path) -> Option<String> {
    let git = repo_root.join(".git");
    let head = std::fs::read_to_string(git.join("HEAD")).ok()?;
    let head = head.trim();
    let Some(reference) = head.strip_prefix("ref: ") else {
        return Some(head.to_owned());
    };
    if let Ok(commit) = std::fs::read_to_string(git.join(reference)) {
        return Some(commit.trim().to_owned());
    }
    let packed = std::fs::read_to_string(git.join("packed-refs")).ok()?;
    packed.lines().find_map(|line| line.strip_suffix(reference).map(|commit| commit.trim().to_owned()))
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
}
