//! Context files: `AGENTS.md` and friends, from the user's config directory
//! and from the repository root down to the working directory, root first,
//! so the file closest to the work is read last and wins.

use std::path::{Path, PathBuf};

/// How context files are found.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct FileOptions {
    /// File names to look for in each directory (`[context] files`).
    pub names: Vec<String>,
    /// Look in every directory from the repository root down to cwd, not only the root.
    pub walk_up: bool,
    /// Where the user's own `AGENTS.md` lives (`~/.config/nub`).
    pub user_dir: Option<PathBuf>,
}

/// A context file found on disk.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Found {
    pub path: PathBuf,
    pub text: String,
}

/// Finds the context files in the order they go into the prompt.
pub fn discover(options: &FileOptions, repo_root: &Path, cwd: &Path) -> (Vec<Found>, Vec<String>) {
    let mut found = Vec::new();
    let mut warnings = Vec::new();
    let mut read = |path: PathBuf, found: &mut Vec<Found>| match std::fs::read(&path) {
        Ok(bytes) => match String::from_utf8(bytes) {
            Ok(text) => found.push(Found { path, text }),
            Err(_) => warnings.push(format!("{} is not UTF-8 text; skipped", path.display())),
        },
        Err(error) if error.kind() == std::io::ErrorKind::NotFound => {}
        Err(error) => warnings.push(format!("cannot read {}: {error}; skipped", path.display())),
    };
    if let Some(user_dir) = &options.user_dir {
        read(user_dir.join("AGENTS.md"), &mut found);
    }
    for dir in directories(repo_root, cwd, options.walk_up) {
        for name in &options.names {
            let path = dir.join(name);
            // Users bring CLAUDE.md (or AGENT.md, as some tools name it)
            // from another agent: take it where no AGENTS.md is.
            if name == "AGENTS.md" && !path.exists() {
                if let Some(stand_in) = ["AGENT.md", "CLAUDE.md"].map(|n| dir.join(n)).into_iter().find(|p| p.exists())
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
        FileOptions { names: vec!["AGENTS.md".into(), "REPOMAP.md".into()], walk_up, user_dir: None }
    }

    #[test]
    fn root_first_then_down_to_the_working_directory() {
        let repo = tempfile::tempdir().unwrap();
        let sub = repo.path().join("crates/a");
        std::fs::create_dir_all(&sub).unwrap();
        std::fs::write(repo.path().join("AGENTS.md"), "root rules").unwrap();
        std::fs::write(repo.path().join("REPOMAP.md"), "map").unwrap();
        std::fs::write(repo.path().join("crates/a/AGENTS.md"), "crate rules").unwrap();
        let (found, warnings) = discover(&options(true), repo.path(), &sub);
        let texts: Vec<&str> = found.iter().map(|f| f.text.as_str()).collect();
        assert_eq!(texts, ["root rules", "map", "crate rules"]);
        assert!(warnings.is_empty());
        let (found, _) = discover(&options(false), repo.path(), &sub);
        assert_eq!(found.len(), 2, "without walk_up only the root");
    }

    #[test]
    fn claude_md_stands_in_where_there_is_no_agents_md() {
        let repo = tempfile::tempdir().unwrap();
        std::fs::write(repo.path().join("CLAUDE.md"), "claude rules").unwrap();
        let (found, _) = discover(&options(true), repo.path(), repo.path());
        assert_eq!(found[0].path, repo.path().join("CLAUDE.md"));
        std::fs::write(repo.path().join("AGENT.md"), "agent rules").unwrap();
        let (found, _) = discover(&options(true), repo.path(), repo.path());
        assert_eq!(found.iter().map(|f| f.text.as_str()).collect::<Vec<_>>(), ["agent rules"]);
        std::fs::write(repo.path().join("AGENTS.md"), "agents rules").unwrap();
        let (found, _) = discover(&options(true), repo.path(), repo.path());
        assert_eq!(found.iter().map(|f| f.text.as_str()).collect::<Vec<_>>(), ["agents rules"]);
    }

    #[test]
    fn the_users_own_file_comes_first() {
        let user = tempfile::tempdir().unwrap();
        let repo = tempfile::tempdir().unwrap();
        std::fs::write(user.path().join("AGENTS.md"), "mine").unwrap();
        std::fs::write(repo.path().join("AGENTS.md"), "project").unwrap();
        let options = FileOptions { user_dir: Some(user.path().to_path_buf()), ..options(true) };
        let (found, _) = discover(&options, repo.path(), repo.path());
        assert_eq!(found.iter().map(|f| f.text.as_str()).collect::<Vec<_>>(), ["mine", "project"]);
    }
}
