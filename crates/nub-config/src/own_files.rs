//! The one way nub opens a file it reads or writes on its own behalf:
//! context files (`AGENTS.md`, `CLAUDE.md`, `REPOMAP.md`, `[context] files`),
//! configuration, `SYSTEM.md`, `SKILL.md`, the repo map and its cache, the
//! prompt history, sessions, exports, state files — and the files the file
//! tools read and write. A repository is a stranger's data: a committed
//! symlink can name `/proc/self/environ`, `~/.bashrc` or `/dev/zero`, and
//! nub must not carry the first to a provider, append to the second, or
//! read the third until memory runs out.
//!
//! Every open goes through [`Scope`], which says where the file may be:
//!
//! - [`Scope::Repository`]: symlinks are followed, but the file they lead to
//!   must lie inside the repository (the rule of the file tools);
//! - [`Scope::Local`]: nub's machine-local state below a root (`.nub/sessions`,
//!   `.nub/cache`, `.nub/prompt-history`): no part of the path below the root
//!   may be a symlink at all, so a committed `.nub/sessions -> ../../x`
//!   is refused instead of followed;
//! - [`Scope::User`]: the user's own files (the config and state
//!   directories, a path the user typed): symlinks are followed anywhere, as
//!   dotfile managers set them up.
//!
//! In every scope only regular files are opened. A FIFO, socket or device
//! is refused from its metadata before any `open`, and the open itself is
//! non-blocking (`O_NONBLOCK`) with `O_NOFOLLOW` where links are not to be
//! followed, then checked again with `fstat` — so a FIFO swapped in between
//! is refused too and never blocks a worker. Reads take a byte limit.
//!
//! What is left: the checks walk the path before the open, so a local
//! process racing nub could swap a directory for a symlink in between.
//! Against a committed repository, which cannot change while nub runs, that
//! does not arise; against a hostile local user it is out of scope.

use std::ffi::OsString;
use std::fmt;
use std::fs::{File, Metadata, OpenOptions};
use std::io::{self, Read, Write};
use std::os::unix::fs::{DirBuilderExt, FileTypeExt, OpenOptionsExt, PermissionsExt};
use std::path::{Component, Path, PathBuf};
use std::sync::atomic::{AtomicU64, Ordering};

/// Configuration files, `SYSTEM.md`, `SKILL.md`, key files and small state
/// files: far beyond any real one.
pub const SMALL_FILE_LIMIT: u64 = 1 << 20;

/// Symlinks followed in one resolution before giving up (Linux's own limit).
const MAX_SYMLINK_HOPS: usize = 40;

/// Where a file may be (see the module documentation).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Scope<'a> {
    /// A file of the repository at this root: symlinks followed, the real
    /// file inside the root.
    Repository(&'a Path),
    /// nub's own state below this root: no symlink anywhere below it.
    Local(&'a Path),
    /// The user's own file: symlinks followed anywhere.
    User,
}

/// What is not a regular file.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Special {
    Directory,
    Fifo,
    Socket,
    Device,
    Other,
}

impl Special {
    fn of(file_type: std::fs::FileType) -> Option<Special> {
        if file_type.is_file() {
            None
        } else if file_type.is_dir() {
            Some(Special::Directory)
        } else if file_type.is_fifo() {
            Some(Special::Fifo)
        } else if file_type.is_socket() {
            Some(Special::Socket)
        } else if file_type.is_char_device() || file_type.is_block_device() {
            Some(Special::Device)
        } else {
            Some(Special::Other)
        }
    }
}

impl fmt::Display for Special {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            Special::Directory => "a directory",
            Special::Fifo => "a named pipe (FIFO)",
            Special::Socket => "a socket",
            Special::Device => "a device",
            Special::Other => "not a regular file",
        })
    }
}

/// Why a file was not opened. Each message names the path and what to do.
#[derive(Debug)]
pub enum FileError {
    NotFound {
        path: PathBuf,
    },
    /// A symlink leads out of the repository.
    Outside {
        path: PathBuf,
        real: PathBuf,
        root: PathBuf,
    },
    /// A symlink where nub's own files must be real (`Scope::Local`), or
    /// one swapped in just before the open.
    Link {
        path: PathBuf,
        link: PathBuf,
    },
    /// Not a regular file.
    Special {
        path: PathBuf,
        kind: Special,
    },
    /// Larger than the caller's limit.
    TooLarge {
        path: PathBuf,
        limit: u64,
    },
    Io {
        path: PathBuf,
        source: io::Error,
    },
}

impl FileError {
    pub fn is_not_found(&self) -> bool {
        matches!(self, FileError::NotFound { .. })
    }

    /// The path the error is about, as the caller gave it.
    pub fn path(&self) -> &Path {
        match self {
            FileError::NotFound { path }
            | FileError::Outside { path, .. }
            | FileError::Link { path, .. }
            | FileError::Special { path, .. }
            | FileError::TooLarge { path, .. }
            | FileError::Io { path, .. } => path,
        }
    }

    /// The reason without the path (for messages that name the file their own way).
    pub fn reason(&self) -> String {
        match self {
            FileError::NotFound { .. } => "it does not exist".into(),
            FileError::Outside { real, root, .. } => format!(
                "it leads outside the repository {} through a symlink (to {}); nub reads and writes only inside it",
                root.display(),
                real.display()
            ),
            FileError::Link { path, link } => {
                let what = if path == link { "it".to_owned() } else { link.display().to_string() };
                format!(
                    "{what} is a symbolic link; nub keeps its own files on this machine and does not follow links there (remove the link)"
                )
            }
            FileError::Special { kind, .. } => format!("it is {kind}, not a regular file"),
            FileError::TooLarge { limit, .. } => format!("it is larger than {} (the limit for it)", bytes(*limit)),
            FileError::Io { source, .. } => source.to_string(),
        }
    }

    fn io(path: &Path, source: io::Error) -> FileError {
        if source.kind() == io::ErrorKind::NotFound {
            FileError::NotFound { path: path.to_path_buf() }
        } else {
            FileError::Io { path: path.to_path_buf(), source }
        }
    }
}

impl fmt::Display for FileError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}: {}", self.path().display(), self.reason())
    }
}

impl std::error::Error for FileError {
    fn source(&self) -> Option<&(dyn std::error::Error + 'static)> {
        match self {
            FileError::Io { source, .. } => Some(source),
            _ => None,
        }
    }
}

/// For callers that speak `io::Result`: the kind survives for "not found",
/// everything else keeps its message.
impl From<FileError> for io::Error {
    fn from(error: FileError) -> io::Error {
        match error {
            FileError::NotFound { path } => {
                io::Error::new(io::ErrorKind::NotFound, format!("{} does not exist", path.display()))
            }
            FileError::Io { source, .. } => source,
            other => io::Error::other(other.reason()),
        }
    }
}

fn bytes(limit: u64) -> String {
    if limit >= 1 << 20 && limit.is_multiple_of(1 << 20) {
        format!("{} MiB", limit >> 20)
    } else if limit >= 1 << 10 && limit.is_multiple_of(1 << 10) {
        format!("{} KiB", limit >> 10)
    } else {
        format!("{limit} bytes")
    }
}

/// An open regular file, the path that was opened and its metadata.
#[derive(Debug)]
pub struct Opened {
    pub file: File,
    pub metadata: Metadata,
    /// The path the OS opened (symlinks resolved where the scope follows them).
    pub real: PathBuf,
}

/// The first bytes of a file, and whether there was more.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Head {
    pub bytes: Vec<u8>,
    pub cut: bool,
}

/// Opens `path` for reading under `scope`.
pub fn open(path: &Path, scope: Scope<'_>) -> Result<Opened, FileError> {
    let target = place(path, scope, Intent::Read)?;
    refuse_special(path, &target, scope)?;
    let mut options = OpenOptions::new();
    options.read(true).custom_flags(flags(scope));
    let file = options.open(&target).map_err(|e| open_error(path, &target, e))?;
    checked(path, target, file)
}

/// The whole file; `TooLarge` when it holds more than `limit` bytes.
pub fn read(path: &Path, scope: Scope<'_>, limit: u64) -> Result<Vec<u8>, FileError> {
    let head = read_head(path, scope, limit)?;
    if head.cut {
        return Err(FileError::TooLarge { path: path.to_path_buf(), limit });
    }
    Ok(head.bytes)
}

/// At most `limit` bytes from the start of the file.
pub fn read_head(path: &Path, scope: Scope<'_>, limit: u64) -> Result<Head, FileError> {
    let opened = open(path, scope)?;
    let mut bytes = Vec::with_capacity(opened.metadata.len().min(limit) as usize);
    (&opened.file).take(limit.saturating_add(1)).read_to_end(&mut bytes).map_err(|e| FileError::io(path, e))?;
    let cut = bytes.len() as u64 > limit;
    bytes.truncate(limit as usize);
    Ok(Head { bytes, cut })
}

/// How a file is opened for writing.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum WriteMode {
    /// Created if missing; its content replaced in place (same inode, mode
    /// and links).
    Replace,
    /// Created if missing; every write goes to its end.
    Append,
}

/// Opens `path` for writing under `scope`: created with `mode` (permission
/// bits, e.g. `0o600`) when missing; an existing file keeps its mode
/// unless `mode` is given, then it is set to it. The parent directory must
/// exist. Never follows a link out of the scope, never opens a FIFO (which
/// would block until a reader comes) or a device.
pub fn open_write(path: &Path, scope: Scope<'_>, how: WriteMode, mode: Option<u32>) -> Result<File, FileError> {
    let target = place(path, scope, Intent::Write)?;
    refuse_special(path, &target, scope)?;
    let mut options = OpenOptions::new();
    options.write(true).create(true).custom_flags(flags(scope));
    if how == WriteMode::Append {
        options.append(true);
    }
    options.mode(mode.unwrap_or(0o666));
    // Read too: an append handle serves reading back what was written.
    options.read(how == WriteMode::Append);
    let file = options.open(&target).map_err(|e| open_error(path, &target, e))?;
    let opened = checked(path, target, file)?;
    if let Some(mode) = mode {
        opened.file.set_permissions(std::fs::Permissions::from_mode(mode)).map_err(|e| FileError::io(path, e))?;
    }
    if how == WriteMode::Replace {
        opened.file.set_len(0).map_err(|e| FileError::io(path, e))?;
    }
    Ok(opened.file)
}

/// Writes `bytes` as the new content of `path` in place (see `open_write`).
pub fn write(path: &Path, scope: Scope<'_>, bytes: &[u8], mode: Option<u32>) -> Result<(), FileError> {
    let mut file = open_write(path, scope, WriteMode::Replace, mode)?;
    file.write_all(bytes).map_err(|e| FileError::io(path, e))
}

/// Replaces `path` with `bytes` atomically: a new file beside it (created
/// exclusively, so no committed name is followed), synced, then renamed
/// over it. A symlink at `path` that stays in the scope is written through
/// to its target (the link survives); one that leaves the scope is refused.
pub fn replace(path: &Path, scope: Scope<'_>, bytes: &[u8], mode: u32) -> Result<(), FileError> {
    let target = place(path, scope, Intent::Write)?;
    refuse_special(path, &target, scope)?;
    let dir = target.parent().filter(|d| !d.as_os_str().is_empty()).unwrap_or(Path::new("."));
    let name = target.file_name().map(|n| n.to_string_lossy().into_owned()).unwrap_or_default();
    static COUNTER: AtomicU64 = AtomicU64::new(0);
    let temp = dir.join(format!(".{name}.{}.{}.tmp", std::process::id(), COUNTER.fetch_add(1, Ordering::Relaxed)));
    let written = (|| {
        let mut file = OpenOptions::new()
            .write(true)
            .create_new(true)
            .mode(mode)
            .custom_flags(libc::O_NOFOLLOW | libc::O_NONBLOCK)
            .open(&temp)?;
        file.set_permissions(std::fs::Permissions::from_mode(mode))?;
        file.write_all(bytes)?;
        file.sync_all()?;
        std::fs::rename(&temp, &target)
    })();
    if let Err(error) = written {
        let _ = std::fs::remove_file(&temp);
        return Err(FileError::io(path, error));
    }
    Ok(())
}

/// Creates the directory `path` and its missing parents under `scope`.
/// With `private`, each directory created — and `path` itself — is `0700`
/// whatever the umask (nub's sessions and caches hold tool output).
pub fn create_dirs(path: &Path, scope: Scope<'_>, private: bool) -> Result<(), FileError> {
    let target = match scope {
        Scope::Local(root) => {
            no_links_below(path, root)?;
            path.to_path_buf()
        }
        Scope::Repository(root) => inside(path, root)?,
        Scope::User => path.to_path_buf(),
    };
    match std::fs::metadata(&target) {
        Ok(metadata) if metadata.is_dir() => {}
        Ok(_) => {
            return Err(FileError::Io {
                path: path.to_path_buf(),
                source: io::Error::other("it exists and is not a directory"),
            });
        }
        Err(_) => {
            let mut builder = std::fs::DirBuilder::new();
            builder.recursive(true).mode(if private { 0o700 } else { 0o777 });
            builder.create(&target).map_err(|e| FileError::io(path, e))?;
        }
    }
    if private {
        std::fs::set_permissions(&target, std::fs::Permissions::from_mode(0o700))
            .map_err(|e| FileError::io(path, e))?;
    }
    Ok(())
}

/// Checks `path` under `scope` without opening it: the path it resolves
/// to, when the scope allows it and it is a regular file (or missing).
pub fn check(path: &Path, scope: Scope<'_>) -> Result<PathBuf, FileError> {
    let target = place(path, scope, Intent::Write)?;
    refuse_special(path, &target, scope)?;
    Ok(target)
}

/// Checks that no existing part of `path` below `root` is a symlink (what
/// `Scope::Local` asks of every path): for a directory nub lists itself.
pub fn no_links(path: &Path, root: &Path) -> Result<(), FileError> {
    no_links_below(path, root)
}

/// The real path `path` refers to, existing or not: for a missing path the
/// nearest existing ancestor is resolved and the rest appended, and a
/// dangling symlink is followed to where a write would create its target.
pub fn real_path(path: &Path) -> io::Result<PathBuf> {
    let mut current = path.to_path_buf();
    // Components below the deepest existing ancestor, innermost first.
    let mut tail: Vec<OsString> = Vec::new();
    let mut hops = 0;
    loop {
        match std::fs::canonicalize(&current) {
            Ok(mut base) => {
                for part in tail.iter().rev() {
                    match part.to_str() {
                        Some("..") => {
                            base.pop();
                        }
                        Some(".") => {}
                        _ => base.push(part),
                    }
                }
                return Ok(base);
            }
            Err(error) if error.kind() == io::ErrorKind::NotFound => {
                let is_symlink = std::fs::symlink_metadata(&current).is_ok_and(|m| m.file_type().is_symlink());
                if is_symlink {
                    hops += 1;
                    if hops > MAX_SYMLINK_HOPS {
                        return Err(io::Error::other("too many levels of symbolic links"));
                    }
                    let target = std::fs::read_link(&current)?;
                    current = match current.parent() {
                        Some(parent) => parent.join(target),
                        None => target,
                    };
                    continue;
                }
                let Some(last) = current.components().next_back() else {
                    return Err(error);
                };
                let last = match last {
                    Component::Normal(name) => name.to_os_string(),
                    Component::ParentDir => OsString::from(".."),
                    Component::CurDir => OsString::from("."),
                    Component::RootDir | Component::Prefix(_) => return Err(error),
                };
                tail.push(last);
                current = match current.parent() {
                    Some(parent) => parent.to_path_buf(),
                    None => return Err(error),
                };
            }
            Err(error) => return Err(error),
        }
    }
}

/// `.` and `..` removed without touching the file system.
pub fn lexically_normal(path: &Path) -> PathBuf {
    let mut out = PathBuf::new();
    for component in path.components() {
        match component {
            Component::CurDir => {}
            Component::ParentDir => {
                out.pop();
            }
            other => out.push(other),
        }
    }
    out
}

/// Whether the file must exist (a read) or may be created (a write).
#[derive(Clone, Copy, PartialEq, Eq)]
enum Intent {
    Read,
    Write,
}

/// The path to open for `path` under `scope`, or why not.
fn place(path: &Path, scope: Scope<'_>, intent: Intent) -> Result<PathBuf, FileError> {
    match scope {
        // What is not there cannot be read, wherever a link would lead.
        Scope::Repository(_) if intent == Intent::Read && !std::fs::exists(path).unwrap_or(true) => {
            Err(FileError::NotFound { path: path.to_path_buf() })
        }
        Scope::Repository(root) => inside(path, root),
        Scope::Local(root) => {
            no_links_below(path, root)?;
            Ok(path.to_path_buf())
        }
        Scope::User => Ok(path.to_path_buf()),
    }
}

/// The real path of `path`, which must lie inside `root`.
fn inside(path: &Path, root: &Path) -> Result<PathBuf, FileError> {
    let real_root = std::fs::canonicalize(root).map_err(|e| FileError::io(root, e))?;
    let real = real_path(path).map_err(|e| FileError::io(path, e))?;
    if real.starts_with(&real_root) {
        Ok(real)
    } else {
        Err(FileError::Outside { path: path.to_path_buf(), real, root: real_root })
    }
}

/// Every existing component of `path` below `root` is a real directory or
/// file, not a symlink.
fn no_links_below(path: &Path, root: &Path) -> Result<(), FileError> {
    let normal = lexically_normal(path);
    let Ok(relative) = normal.strip_prefix(lexically_normal(root)) else {
        return Err(FileError::Outside { path: path.to_path_buf(), real: normal.clone(), root: root.to_path_buf() });
    };
    let mut current = lexically_normal(root);
    for part in relative.components() {
        current.push(part);
        match std::fs::symlink_metadata(&current) {
            Ok(metadata) if metadata.file_type().is_symlink() => {
                return Err(FileError::Link { path: path.to_path_buf(), link: current });
            }
            Ok(_) => {}
            Err(e) if e.kind() == io::ErrorKind::NotFound => return Ok(()),
            Err(e) => return Err(FileError::io(path, e)),
        }
    }
    Ok(())
}

fn flags(scope: Scope<'_>) -> i32 {
    match scope {
        // The target is the user's choice; links are theirs to make.
        Scope::User => libc::O_NONBLOCK,
        // Resolved already (Repository) or checked link-free (Local): a
        // link now was swapped in since.
        Scope::Repository(_) | Scope::Local(_) => libc::O_NONBLOCK | libc::O_NOFOLLOW,
    }
}

/// Refuses what exists at `target` and is not a regular file, before any
/// open: opening some devices has effects of its own.
fn refuse_special(path: &Path, target: &Path, scope: Scope<'_>) -> Result<(), FileError> {
    let metadata = match scope {
        Scope::User => std::fs::metadata(target),
        Scope::Repository(_) | Scope::Local(_) => std::fs::symlink_metadata(target),
    };
    match metadata {
        Ok(metadata) if metadata.file_type().is_symlink() => {
            Err(FileError::Link { path: path.to_path_buf(), link: target.to_path_buf() })
        }
        Ok(metadata) => match Special::of(metadata.file_type()) {
            Some(kind) => Err(FileError::Special { path: path.to_path_buf(), kind }),
            None => Ok(()),
        },
        Err(e) if e.kind() == io::ErrorKind::NotFound => Ok(()),
        Err(e) => Err(FileError::io(path, e)),
    }
}

fn open_error(path: &Path, target: &Path, error: io::Error) -> FileError {
    match error.raw_os_error() {
        // O_NOFOLLOW met a symlink at the last component.
        Some(libc::ELOOP) => FileError::Link { path: path.to_path_buf(), link: target.to_path_buf() },
        // A non-blocking write open of a FIFO without a reader.
        Some(libc::ENXIO) => FileError::Special { path: path.to_path_buf(), kind: Special::Fifo },
        Some(libc::EISDIR) => FileError::Special { path: path.to_path_buf(), kind: Special::Directory },
        _ => FileError::io(path, error),
    }
}

/// The open file must be a regular file (what was checked before may have
/// been swapped).
fn checked(path: &Path, real: PathBuf, file: File) -> Result<Opened, FileError> {
    let metadata = file.metadata().map_err(|e| FileError::io(path, e))?;
    if let Some(kind) = Special::of(metadata.file_type()) {
        return Err(FileError::Special { path: path.to_path_buf(), kind });
    }
    Ok(Opened { file, metadata, real })
}

#[cfg(test)]
mod tests;
