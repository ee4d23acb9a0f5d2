//! The one way nub walks a repository: ripgrep's `ignore` walker, kept from
//! reading ignore files a stranger's repository turned into traps.
//!
//! The walker reads `.gitignore`, `.ignore` and `.git/info/exclude` of every
//! directory it enters (and of every parent of where it starts) whole, a
//! line at a time: a committed `.gitignore -> /dev/zero` filled 2 GB in
//! seconds and ended nub. Before a directory is entered its ignore files
//! are checked without reading them (`hostile_ignore_file`): one that is
//! not a regular file, is larger than `MAX_IGNORE_FILE_BYTES`, or leads
//! out of the repository through a symlink keeps the walk out of that
//! directory. For the directory the walk starts in and its parents, which
//! the walker reads before any filter can act, the walk is built without
//! ignore files at all.

use std::path::{Path, PathBuf};

use ignore::{DirEntry, WalkBuilder};

/// Far beyond any real ignore file.
const MAX_IGNORE_FILE_BYTES: u64 = 16 << 20;
/// The ignore files the walker reads in a directory, relative to it.
const IGNORE_FILES: [&str; 3] = [".gitignore", ".ignore", ".git/info/exclude"];
/// A `.git` *file* (a linked worktree) is read for its first line.
const MAX_GIT_FILE_BYTES: u64 = 4 << 10;

/// A walk below `base` inside the repository `repo_root` that honours
/// ignore files (also outside a git checkout), follows no symlinks, and
/// keeps to the entries `keep` accepts. Hidden entries, sorting and the
/// rest are the caller's to set.
pub fn repository_walk(
    base: &Path,
    repo_root: &Path,
    keep: impl Fn(&DirEntry) -> bool + Send + Sync + 'static,
) -> WalkBuilder {
    let root = std::fs::canonicalize(repo_root).unwrap_or_else(|_| repo_root.to_path_buf());
    let start = std::fs::canonicalize(base).unwrap_or_else(|_| base.to_path_buf());
    let mut builder = WalkBuilder::new(base);
    builder.require_git(false).follow_links(false);
    let trap = start.ancestors().find_map(|dir| hostile_ignore_file(dir, dir.starts_with(&root).then_some(&root)));
    if let Some(file) = &trap {
        tracing::warn!(file = %file.display(), "an ignore file cannot be read safely; the walk ignores no files");
        builder.ignore(false).git_ignore(false).git_exclude(false).parents(false);
    }
    let reads_ignore_files = trap.is_none();
    builder.filter_entry(move |entry| {
        if reads_ignore_files
            && entry.depth() > 0
            && entry.file_type().is_some_and(|t| t.is_dir())
            && let Some(file) = hostile_ignore_file(entry.path(), Some(&root))
        {
            tracing::warn!(file = %file.display(), "a directory with an unsafe ignore file is left out of the walk");
            return false;
        }
        keep(entry)
    });
    builder
}

/// The first ignore file of `dir` the walker must not read: not a regular
/// file (a device, a FIFO), past the size limit, or — for a directory of
/// the repository `root` — leading out of it (`/proc/self/pagemap` looks
/// like an empty regular file and is endless). Nothing is opened.
fn hostile_ignore_file(dir: &Path, root: Option<&PathBuf>) -> Option<PathBuf> {
    let unsafe_file = |path: &Path, limit: u64| {
        // A name that is not there (or a link to nothing) is not read.
        let Ok(metadata) = std::fs::metadata(path) else { return false };
        !metadata.is_file()
            || metadata.len() > limit
            || root.is_some_and(|root| std::fs::canonicalize(path).map_or(true, |real| !real.starts_with(root)))
    };
    for name in IGNORE_FILES {
        let path = dir.join(name);
        if unsafe_file(&path, MAX_IGNORE_FILE_BYTES) {
            return Some(path);
        }
    }
    let git = dir.join(".git");
    let git_is_dir = std::fs::metadata(&git).is_ok_and(|m| m.is_dir());
    (!git_is_dir && unsafe_file(&git, MAX_GIT_FILE_BYTES)).then_some(git)
}

#[cfg(test)]
mod tests {
    use std::os::unix::fs::symlink;

    use super::*;

    fn walked(base: &Path, root: &Path) -> Vec<String> {
        let mut paths: Vec<String> = repository_walk(base, root, |_| true)
            .hidden(true)
            .build()
            .filter_map(Result::ok)
            .filter(|e| e.file_type().is_some_and(|t| t.is_file()))
            .map(|e| e.path().strip_prefix(root).unwrap().display().to_string())
            .collect();
        paths.sort();
        paths
    }

    #[test]
    fn ignore_files_that_are_devices_or_lead_outside_are_never_read() {
        let repo = tempfile::tempdir().unwrap();
        let root = repo.path();
        std::fs::create_dir_all(root.join("ok")).unwrap();
        std::fs::create_dir_all(root.join("trap")).unwrap();
        std::fs::create_dir_all(root.join("leak")).unwrap();
        std::fs::write(root.join(".gitignore"), "*.log\n").unwrap();
        for dir in ["ok", "trap", "leak"] {
            std::fs::write(root.join(dir).join("a.txt"), "a").unwrap();
            std::fs::write(root.join(dir).join("b.log"), "b").unwrap();
        }
        symlink("/dev/zero", root.join("trap/.gitignore")).unwrap();
        symlink("/proc/self/pagemap", root.join("leak/.ignore")).unwrap();
        // Returns at once (reading /dev/zero would not), the traps left out.
        assert_eq!(walked(root, root), ["ok/a.txt"]);
        // Started inside a trap, the walk reads no ignore file at all.
        assert_eq!(walked(&root.join("trap"), root), ["trap/a.txt", "trap/b.log"]);
        // The repository's own `.gitignore` as a device: no ignore files, still a walk.
        std::fs::remove_file(root.join(".gitignore")).unwrap();
        symlink("/dev/zero", root.join(".gitignore")).unwrap();
        assert_eq!(walked(root, root).len(), 6);
    }
}
