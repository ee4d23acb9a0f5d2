//! Shared fixtures: a temporary repository and a way to run a tool in it.

mod bash;
mod edit;
mod edit_pointers;
mod files;
mod glob;
mod grep;
mod input;
mod jobs;
mod mention;
mod path_guard;
mod read;
mod registry;
mod security;
mod write;

use std::path::{Path, PathBuf};

use nub_tools::{ToolEnv, ToolRegistry, ToolResult};
use serde_json::Value;
use tempfile::TempDir;

/// A throw-away repository; `root` is its canonical path.
pub struct Repo {
    _dir: TempDir,
    pub root: PathBuf,
}

impl Repo {
    pub fn new() -> Self {
        let dir = tempfile::tempdir().unwrap();
        let root = std::fs::canonicalize(dir.path()).unwrap();
        Repo { _dir: dir, root }
    }

    /// Writes `content` to `relative`, creating directories.
    pub fn file(&self, relative: &str, content: impl AsRef<[u8]>) -> PathBuf {
        let path = self.root.join(relative);
        std::fs::create_dir_all(path.parent().unwrap()).unwrap();
        std::fs::write(&path, content).unwrap();
        path
    }

    pub fn read(&self, relative: &str) -> String {
        std::fs::read_to_string(self.root.join(relative)).unwrap()
    }

    pub fn env(&self) -> ToolEnv {
        ToolEnv::new(&self.root, &self.root)
    }

    pub fn symlink(&self, target: impl AsRef<Path>, relative: &str) {
        let link = self.root.join(relative);
        std::fs::create_dir_all(link.parent().unwrap()).unwrap();
        std::os::unix::fs::symlink(target, link).unwrap();
    }
}

pub async fn run(tool: &str, input: Value, env: &ToolEnv) -> ToolResult {
    ToolRegistry::builtin().run(tool, input, env).await
}

/// `run` that must succeed.
pub async fn ok(tool: &str, input: Value, env: &ToolEnv) -> ToolResult {
    let result = run(tool, input, env).await;
    assert!(!result.is_error, "{tool} failed: {}", result.for_model);
    result
}

/// `run` that must fail; its message.
pub async fn err(tool: &str, input: Value, env: &ToolEnv) -> String {
    let result = run(tool, input, env).await;
    assert!(result.is_error, "{tool} succeeded: {}", result.for_model);
    result.for_model
}
