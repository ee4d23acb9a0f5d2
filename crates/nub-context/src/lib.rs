//! The system prompt, assembled from stable to volatile (CONCEPT §5.4):
//! the base prompt, then a static description of the environment. Context
//! files and the skills index follow in later milestones.
//!
//! Nothing here may change during a session — no time, no git status — or
//! every request would miss the provider's prompt cache. Dynamic facts go
//! into messages.
#![deny(clippy::print_stdout, clippy::print_stderr)]

use std::path::Path;

use nub_llm::Block;

/// The built-in base prompt: every token of it is paid on every request.
pub const BASE_PROMPT: &str = include_str!("base_prompt.md");

/// Facts about where nub runs that stay true for the whole session.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Environment {
    pub os: String,
    pub shell: String,
    pub repo_root: String,
    pub cwd: String,
    pub branch: Option<String>,
}

impl Environment {
    /// Reads the environment once, at the start of a session.
    pub fn detect(repo_root: &Path, cwd: &Path) -> Self {
        let shell = std::env::var("SHELL")
            .ok()
            .and_then(|s| s.rsplit('/').next().map(str::to_owned))
            .unwrap_or_else(|| "sh".into());
        Environment {
            os: std::env::consts::OS.to_owned(),
            shell,
            repo_root: repo_root.display().to_string(),
            cwd: cwd.display().to_string(),
            branch: git_branch(repo_root),
        }
    }

    pub fn describe(&self) -> String {
        let mut text = format!(
            "Environment: {} with {}; repository root {}; working directory {}",
            self.os, self.shell, self.repo_root, self.cwd
        );
        if let Some(branch) = &self.branch {
            text.push_str(&format!("; git branch {branch}"));
        }
        text.push('.');
        text
    }
}

/// The branch from `.git/HEAD`, without running git.
fn git_branch(repo_root: &Path) -> Option<String> {
    let head = std::fs::read_to_string(repo_root.join(".git/HEAD")).ok()?;
    head.trim().strip_prefix("ref: refs/heads/").map(str::to_owned)
}

/// The system blocks of every request, the last one marked as a cache breakpoint.
pub fn assemble(environment: &Environment) -> Vec<Block> {
    vec![Block::text(BASE_PROMPT.trim_end()), Block::Text { text: environment.describe(), cache_mark: true }]
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_system_blocks_are_stable_and_end_in_a_cache_mark() {
        let env = Environment {
            os: "linux".into(),
            shell: "bash".into(),
            repo_root: "/r".into(),
            cwd: "/r/src".into(),
            branch: Some("main".into()),
        };
        let first = assemble(&env);
        assert_eq!(first, assemble(&env));
        assert!(
            matches!(first.last(), Some(Block::Text { cache_mark: true, text }) if text.contains("git branch main"))
        );
        assert!(BASE_PROMPT.len() < 1200, "the base prompt stays compact: {} bytes", BASE_PROMPT.len());
    }

    #[test]
    fn reads_the_branch_from_head() {
        let repo = std::env::temp_dir().join(format!("nub-context-test-{}", std::process::id()));
        std::fs::create_dir_all(repo.join(".git")).unwrap();
        std::fs::write(repo.join(".git/HEAD"), "ref: refs/heads/feature/x\n").unwrap();
        assert_eq!(git_branch(&repo).as_deref(), Some("feature/x"));
        std::fs::write(repo.join(".git/HEAD"), "0123abcd\n").unwrap();
        assert_eq!(git_branch(&repo), None, "detached head");
        std::fs::remove_dir_all(&repo).unwrap();
    }
}
