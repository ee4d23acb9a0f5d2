//! Whether a repo map still describes the repository: by the content of
//! the files it mapped, not by commits. `nub map` records a digest of the
//! git blob ids of the working tree's files (tracked and untracked, not
//! ignored); a map is fresh while the index holds the same blobs — so the
//! usual "edit, nub map, commit everything" leaves a map that is fresh in
//! the commit that adds it, and stays fresh until a mapped file changes.
//!
//! git runs with its repository-configured helpers neutralized
//! (`core.fsmonitor`, hooks): a stranger's `.git/config` runs nothing.

use std::path::Path;
use std::process::{Command, Stdio};

/// The digest of what the working tree holds now (for `nub map`).
pub fn work_tree_digest(root: &Path) -> Option<String> {
    let listed = git(root, &["ls-files", "-z", "--cached", "--others", "--exclude-standard"])?;
    let mut entries = Vec::new();
    for path in listed.split('\0').filter(|p| !p.is_empty() && !is_map(p)) {
        let full = root.join(path);
        let Ok(meta) = std::fs::symlink_metadata(&full) else { continue };
        let content = if meta.file_type().is_symlink() {
            use std::os::unix::ffi::OsStrExt;
            match std::fs::read_link(&full) {
                Ok(target) => target.as_os_str().as_bytes().to_vec(),
                Err(_) => continue,
            }
        } else if meta.is_file() {
            match std::fs::read(&full) {
                Ok(bytes) => bytes,
                Err(_) => continue,
            }
        } else {
            // A submodule or something that is no file: not mapped.
            continue;
        };
        entries.push(format!("{} {path}", blob_id(&content)));
    }
    Some(digest(entries))
}

/// The digest of what the index holds (at start, to check a map).
pub fn index_digest(root: &Path) -> Option<String> {
    let listed = git(root, &["ls-files", "-z", "--stage"])?;
    let mut entries = Vec::new();
    for entry in listed.split('\0').filter(|e| !e.is_empty()) {
        // "<mode> <blob> <stage>\t<path>"
        let (meta, path) = entry.split_once('\t')?;
        let mut fields = meta.split(' ');
        let (mode, blob) = (fields.next()?, fields.next()?);
        if mode == "160000" || is_map(path) {
            continue;
        }
        entries.push(format!("{blob} {path}"));
    }
    Some(digest(entries))
}

/// What the digest leaves out: the maps themselves, and nub's own state
/// (its cache may be written while the map is made).
fn is_map(path: &str) -> bool {
    path.rsplit('/').next() == Some("REPOMAP.md") || path.starts_with(".nub/")
}

/// The id git gives `content` as a blob.
fn blob_id(content: &[u8]) -> String {
    let mut context = ring::digest::Context::new(&ring::digest::SHA1_FOR_LEGACY_USE_ONLY);
    context.update(format!("blob {}\0", content.len()).as_bytes());
    context.update(content);
    hex(context.finish().as_ref())
}

fn digest(mut entries: Vec<String>) -> String {
    entries.sort();
    entries.dedup();
    let mut context = ring::digest::Context::new(&ring::digest::SHA256);
    for entry in &entries {
        context.update(entry.as_bytes());
        context.update(b"\n");
    }
    hex(&context.finish().as_ref()[..8])
}

fn hex(bytes: &[u8]) -> String {
    bytes.iter().map(|b| format!("{b:02x}")).collect()
}

/// `git ARGS` in `root` with the repository's command hooks switched off;
/// `None` when git is missing or fails (no repository).
fn git(root: &Path, args: &[&str]) -> Option<String> {
    let output = Command::new("git")
        .args(["-c", "core.fsmonitor=false", "-c", "core.hooksPath=/dev/null", "-c", "core.untrackedCache=false"])
        .args(args)
        .current_dir(root)
        .env("GIT_CONFIG_NOSYSTEM", "1")
        .env_remove("GIT_DIR")
        .env_remove("GIT_WORK_TREE")
        .stdin(Stdio::null())
        .stderr(Stdio::null())
        .output()
        .ok()?;
    output.status.success().then(|| String::from_utf8_lossy(&output.stdout).into_owned())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn blob_ids_are_gits() {
        // `printf 'hello\n' | git hash-object --stdin`
        assert_eq!(blob_id(b"hello\n"), "ce013625030ba8dba906f756967f9e9ca394464a");
    }
}
