//! Every file the checkpoint store opens, in one place: its own files under
//! `.nub/checkpoints/`, and the workspace's files it reads, rewrites and
//! deletes. None of these opens follows a symbolic link, and none blocks on
//! a FIFO: a repository is a stranger's data, and a link planted at
//! `.nub/checkpoints` or at a file being restored must neither lead nub's
//! writes out of the repository nor read something else into the store.
//!
//! - Store directories are checked with `symlink_metadata` and refused when
//!   they are links or not directories; store files are opened with
//!   `O_NOFOLLOW | O_NONBLOCK` and refused unless regular (`fstat`).
//! - Workspace files are read the same way. A restore writes a temporary
//!   file beside the target (`O_CREAT | O_EXCL | O_NOFOLLOW`) and renames it
//!   over: atomic per file, and a link at the target is replaced, never
//!   written through. Every directory between the repository root and the
//!   file is checked to be a real directory first.

use std::ffi::OsString;
use std::fs::{self, File, OpenOptions};
use std::io::{self, Read, Write};
use std::os::unix::fs::{DirBuilderExt, MetadataExt, OpenOptionsExt, PermissionsExt};
use std::path::{Component, Path, PathBuf};

/// Flags of every open here: no link at the last component, no waiting for
/// a FIFO's writer.
const SAFE_FLAGS: i32 = libc::O_NOFOLLOW | libc::O_NONBLOCK | libc::O_CLOEXEC;

fn refused(path: &Path, what: &str) -> io::Error {
    io::Error::new(io::ErrorKind::InvalidInput, format!("{} {what}; nub refuses to use it", path.display()))
}

// ---- the store ------------------------------------------------------------

/// `<root>/.nub/checkpoints`, created (0700) where missing. A `.nub` or
/// `checkpoints` that is a symbolic link or not a directory is refused.
pub fn store_dir(root: &Path) -> io::Result<PathBuf> {
    let nub = root.join(".nub");
    ensure_dir(&nub)?;
    let dir = nub.join("checkpoints");
    ensure_dir(&dir)?;
    Ok(dir)
}

/// A directory of the store: made (0700) when missing, refused when a link
/// or something else.
pub fn ensure_dir(path: &Path) -> io::Result<()> {
    match fs::symlink_metadata(path) {
        Ok(meta) if meta.file_type().is_symlink() => Err(refused(path, "is a symbolic link")),
        Ok(meta) if meta.is_dir() => Ok(()),
        Ok(_) => Err(refused(path, "is not a directory")),
        Err(e) if e.kind() == io::ErrorKind::NotFound => {
            match fs::DirBuilder::new().mode(0o700).create(path) {
                Ok(()) => {}
                // Made by another process meanwhile: checked again below.
                Err(e) if e.kind() == io::ErrorKind::AlreadyExists => {}
                Err(e) => return Err(e),
            }
            match fs::symlink_metadata(path) {
                Ok(meta) if meta.is_dir() && !meta.file_type().is_symlink() => Ok(()),
                Ok(_) => Err(refused(path, "is not a directory")),
                Err(e) => Err(e),
            }
        }
        Err(e) => Err(e),
    }
}

/// Opens a regular file of the store for reading.
fn open_regular(path: &Path) -> io::Result<File> {
    let file = OpenOptions::new().read(true).custom_flags(SAFE_FLAGS).open(path).map_err(|e| link_error(path, e))?;
    if !file.metadata()?.is_file() {
        return Err(refused(path, "is not a regular file"));
    }
    Ok(file)
}

/// `ELOOP` from `O_NOFOLLOW` said plainly.
fn link_error(path: &Path, error: io::Error) -> io::Error {
    if error.raw_os_error() == Some(libc::ELOOP) { refused(path, "is a symbolic link") } else { error }
}

/// The whole of a store file.
pub fn read(path: &Path) -> io::Result<Vec<u8>> {
    let mut bytes = Vec::new();
    open_regular(path)?.read_to_end(&mut bytes)?;
    Ok(bytes)
}

/// The first `len` bytes of a store file (fewer when it is shorter).
pub fn read_prefix(path: &Path, len: usize) -> io::Result<Vec<u8>> {
    let mut bytes = Vec::with_capacity(len);
    open_regular(path)?.take(len as u64).read_to_end(&mut bytes)?;
    Ok(bytes)
}

/// A name beside `path` for a temporary file, unique in practice.
fn temp_beside(path: &Path, purpose: &str) -> PathBuf {
    let name = path.file_name().map(|n| n.to_string_lossy().into_owned()).unwrap_or_default();
    let random = crate::id::random_u128() as u64;
    path.with_file_name(format!(".{name}.nub-{purpose}-{random:016x}"))
}

/// Creates a file that must not exist yet (no link followed) with `mode`;
/// `exact`: whatever the umask took away is put back (a restored file),
/// else the umask may only make it more private (a store file).
fn create_new(path: &Path, mode: u32, exact: bool) -> io::Result<File> {
    let file = OpenOptions::new()
        .write(true)
        .create_new(true)
        .mode(mode)
        .custom_flags(SAFE_FLAGS)
        .open(path)
        .map_err(|e| link_error(path, e))?;
    if exact {
        file.set_permissions(fs::Permissions::from_mode(mode))?;
    }
    Ok(file)
}

/// Writes a store file whole: a temporary file (0600), then a rename, so a
/// reader sees the old file or the new one, never half of one.
pub fn write_atomic(path: &Path, bytes: &[u8]) -> io::Result<()> {
    let temp = temp_beside(path, "tmp");
    let written = create_new(&temp, 0o600, false).and_then(|mut file| file.write_all(bytes));
    if let Err(error) = written.and_then(|()| fs::rename(&temp, path)) {
        let _ = fs::remove_file(&temp);
        return Err(error);
    }
    Ok(())
}

/// A store file opened for appending lines (0600), created when missing.
pub fn append(path: &Path) -> io::Result<File> {
    let file = OpenOptions::new()
        .append(true)
        .create(true)
        .mode(0o600)
        .custom_flags(SAFE_FLAGS)
        .open(path)
        .map_err(|e| link_error(path, e))?;
    if !file.metadata()?.is_file() {
        return Err(refused(path, "is not a regular file"));
    }
    Ok(file)
}

/// Appends `line` and a newline to a store file, starting a fresh line when
/// the file ends without one (a process died mid-write).
pub fn append_line(path: &Path, line: &str) -> io::Result<()> {
    use std::os::unix::fs::FileExt;
    let file = OpenOptions::new()
        .read(true)
        .append(true)
        .create(true)
        .mode(0o600)
        .custom_flags(SAFE_FLAGS)
        .open(path)
        .map_err(|e| link_error(path, e))?;
    let meta = file.metadata()?;
    if !meta.is_file() {
        return Err(refused(path, "is not a regular file"));
    }
    let mut last = [b'\n'];
    if meta.len() > 0 {
        file.read_exact_at(&mut last, meta.len() - 1)?;
    }
    let lead = if last[0] == b'\n' { "" } else { "\n" };
    (&file).write_all(format!("{lead}{line}\n").as_bytes())
}

/// Opens (creating) `path` and takes its exclusive lock, waiting for it.
/// The lock ends when the file is closed — also when the process dies.
pub fn lock(path: &Path) -> io::Result<File> {
    let file = append(path)?;
    file.lock()?;
    Ok(file)
}

/// `path`'s lock when nobody holds it; `None` while another open file (in
/// this process or another) holds it.
pub fn try_lock(path: &Path) -> io::Result<Option<File>> {
    let file = append(path)?;
    match file.try_lock() {
        Ok(()) => Ok(Some(file)),
        Err(fs::TryLockError::WouldBlock) => Ok(None),
        Err(fs::TryLockError::Error(e)) => Err(e),
    }
}

/// The names in a store directory; none when it does not exist.
pub fn names(dir: &Path) -> io::Result<Vec<OsString>> {
    match fs::read_dir(dir) {
        Ok(entries) => Ok(entries.filter_map(Result::ok).map(|e| e.file_name()).collect()),
        Err(e) if e.kind() == io::ErrorKind::NotFound => Ok(Vec::new()),
        Err(e) => Err(e),
    }
}

/// Removes a store file; one already gone is fine.
pub fn remove(path: &Path) -> io::Result<()> {
    match fs::remove_file(path) {
        Err(e) if e.kind() != io::ErrorKind::NotFound => Err(e),
        _ => Ok(()),
    }
}

// ---- the workspace --------------------------------------------------------

/// The bytes of a workspace file and its metadata (taken from the open
/// file, before reading). More than `limit` bytes is `FileTooLarge`.
pub fn read_workspace_file(path: &Path, limit: u64) -> io::Result<(Vec<u8>, fs::Metadata)> {
    let file = OpenOptions::new().read(true).custom_flags(SAFE_FLAGS).open(path).map_err(|e| link_error(path, e))?;
    let meta = file.metadata()?;
    if !meta.is_file() {
        return Err(refused(path, "is not a regular file"));
    }
    if meta.len() > limit {
        return Err(io::ErrorKind::FileTooLarge.into());
    }
    let mut bytes = Vec::with_capacity(meta.len() as usize);
    file.take(limit + 1).read_to_end(&mut bytes)?;
    if bytes.len() as u64 > limit {
        return Err(io::ErrorKind::FileTooLarge.into());
    }
    Ok((bytes, meta))
}

/// `rel` as a path below `root` that stays there: relative, no `..`.
pub fn inside(root: &Path, rel: &str) -> io::Result<PathBuf> {
    let path = Path::new(rel);
    if rel.is_empty() || !path.components().all(|c| matches!(c, Component::Normal(_))) {
        return Err(io::Error::new(
            io::ErrorKind::InvalidInput,
            format!("{rel:?} is not a path inside the repository"),
        ));
    }
    Ok(root.join(path))
}

/// Checks every directory between `root` and `rel`'s file: each one that
/// exists must be a real directory, not a link (a link could lead a write
/// out of the repository) and not a file. Missing ones are made when
/// `create` (mode from the umask, like any new directory).
pub fn parents(root: &Path, rel: &str, create: bool) -> io::Result<()> {
    let mut at = root.to_path_buf();
    let components: Vec<Component> = Path::new(rel).components().collect();
    for component in &components[..components.len().saturating_sub(1)] {
        at.push(component);
        match fs::symlink_metadata(&at) {
            Ok(meta) if meta.file_type().is_symlink() => return Err(refused(&at, "is a symbolic link")),
            Ok(meta) if meta.is_dir() => {}
            Ok(_) => return Err(refused(&at, "is not a directory")),
            Err(e) if e.kind() == io::ErrorKind::NotFound && create => fs::create_dir(&at)?,
            Err(e) if e.kind() == io::ErrorKind::NotFound => {}
            Err(e) => return Err(e),
        }
    }
    Ok(())
}

/// What is at a workspace path now, without following a link.
pub fn lstat(path: &Path) -> io::Result<Option<fs::Metadata>> {
    match fs::symlink_metadata(path) {
        Ok(meta) => Ok(Some(meta)),
        Err(e) if e.kind() == io::ErrorKind::NotFound => Ok(None),
        Err(e) => Err(e),
    }
}

/// Puts a file at `rel` with `bytes` and `mode`: a temporary file beside it,
/// renamed over whatever is there (a file or a link; never a directory).
pub fn place_file(root: &Path, rel: &str, bytes: &[u8], mode: u32) -> io::Result<()> {
    let path = prepare_target(root, rel)?;
    let temp = temp_beside(&path, "restore");
    let written = create_new(&temp, mode, true).and_then(|mut file| file.write_all(bytes));
    if let Err(error) = written.and_then(|()| fs::rename(&temp, &path)) {
        let _ = fs::remove_file(&temp);
        return Err(error);
    }
    Ok(())
}

/// Puts a symbolic link at `rel` pointing at `target` (as recorded; nub
/// never follows it).
pub fn place_link(root: &Path, rel: &str, target: &str) -> io::Result<()> {
    let path = prepare_target(root, rel)?;
    let temp = temp_beside(&path, "restore");
    std::os::unix::fs::symlink(target, &temp)?;
    if let Err(error) = fs::rename(&temp, &path) {
        let _ = fs::remove_file(&temp);
        return Err(error);
    }
    Ok(())
}

/// The checked path of `rel`, its directories made; an empty directory in
/// the file's place is removed (a non-empty one is an error).
fn prepare_target(root: &Path, rel: &str) -> io::Result<PathBuf> {
    let path = inside(root, rel)?;
    parents(root, rel, true)?;
    if lstat(&path)?.is_some_and(|meta| meta.is_dir()) {
        fs::remove_dir(&path).map_err(|_| refused(&path, "is a directory that is not empty"))?;
    }
    Ok(path)
}

/// Deletes the file or link at `rel`; nothing there is fine, a directory
/// is an error.
pub fn remove_workspace(root: &Path, rel: &str) -> io::Result<()> {
    let path = inside(root, rel)?;
    parents(root, rel, false)?;
    match lstat(&path)? {
        None => Ok(()),
        Some(meta) if meta.is_dir() => Err(refused(&path, "is a directory")),
        Some(_) => fs::remove_file(&path),
    }
}

/// Permission bits worth keeping: read, write and execute for all three
/// (set-id and sticky bits are never restored).
pub fn mode_of(meta: &fs::Metadata) -> u32 {
    meta.mode() & 0o777
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_linked_store_directory_is_refused() {
        let repo = tempfile::tempdir().unwrap();
        let elsewhere = tempfile::tempdir().unwrap();
        std::os::unix::fs::symlink(elsewhere.path(), repo.path().join(".nub")).unwrap();
        let error = store_dir(repo.path()).unwrap_err();
        assert!(error.to_string().contains("symbolic link"), "{error}");
        fs::remove_file(repo.path().join(".nub")).unwrap();
        fs::create_dir(repo.path().join(".nub")).unwrap();
        std::os::unix::fs::symlink(elsewhere.path(), repo.path().join(".nub/checkpoints")).unwrap();
        assert!(store_dir(repo.path()).is_err());
        assert_eq!(fs::read_dir(elsewhere.path()).unwrap().count(), 0, "nothing written through the link");
    }

    #[test]
    fn store_files_are_never_read_or_written_through_links_or_fifos() {
        let dir = tempfile::tempdir().unwrap();
        let secret = dir.path().join("secret");
        fs::write(&secret, "key").unwrap();
        let link = dir.path().join("index");
        std::os::unix::fs::symlink(&secret, &link).unwrap();
        assert!(read(&link).unwrap_err().to_string().contains("symbolic link"));
        assert!(append(&link).is_err());
        write_atomic(&link, b"new").unwrap();
        assert_eq!(fs::read_to_string(&secret).unwrap(), "key", "the link was replaced, not followed");
        let fifo = dir.path().join("fifo");
        assert!(std::process::Command::new("mkfifo").arg(&fifo).status().unwrap().success());
        assert!(read(&fifo).unwrap_err().to_string().contains("not a regular file"));
        assert!(read_workspace_file(&fifo, 100).is_err());
    }

    #[test]
    fn a_restore_never_writes_through_a_linked_directory() {
        let repo = tempfile::tempdir().unwrap();
        let outside = tempfile::tempdir().unwrap();
        std::os::unix::fs::symlink(outside.path(), repo.path().join("src")).unwrap();
        let error = place_file(repo.path(), "src/main.rs", b"fn main() {}", 0o644).unwrap_err();
        assert!(error.to_string().contains("symbolic link"), "{error}");
        assert!(remove_workspace(repo.path(), "src/main.rs").is_err());
        assert_eq!(fs::read_dir(outside.path()).unwrap().count(), 0);
        assert!(inside(repo.path(), "../x").is_err() && inside(repo.path(), "/etc/passwd").is_err());
        // A link at the file itself is replaced by the file.
        fs::write(outside.path().join("target"), "theirs").unwrap();
        std::os::unix::fs::symlink(outside.path().join("target"), repo.path().join("f")).unwrap();
        place_file(repo.path(), "f", b"ours", 0o755).unwrap();
        assert_eq!(fs::read_to_string(outside.path().join("target")).unwrap(), "theirs");
        let meta = fs::symlink_metadata(repo.path().join("f")).unwrap();
        assert!(meta.is_file() && meta.mode() & 0o777 == 0o755);
    }
}
