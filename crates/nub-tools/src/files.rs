//! Where the file tools read and write text: the disk, or the buffers of an
//! editor that drives nub (ACP's client file system), so an unsaved change
//! is what `read` sees and an edit lands in the open buffer.
//!
//! The editor only stands in for the text of a file that exists: the path
//! guard, directories, special files, images and binary files are decided
//! on the disk first, exactly as without an editor. On the disk every open
//! goes through `nub_config::own_files` (inside the repository, regular
//! files only, never blocking on a FIFO).

use std::fmt;
use std::io;
use std::path::Path;

use nub_config::own_files::{self, Scope};

/// Text files as another program holds them. Called from blocking threads
/// (the file tools run there), so an implementation may block on its answer.
pub trait TextFiles: Send + Sync + fmt::Debug {
    /// Whether `read_text` is served (else reading goes to the disk).
    fn reads(&self) -> bool;
    /// Whether `write_text` is served (else writing goes to the disk).
    fn writes(&self) -> bool;
    /// The whole text of `path` (absolute).
    fn read_text(&self, path: &Path) -> Result<String, String>;
    /// Replaces (or creates) `path` with `text`.
    fn write_text(&self, path: &Path, text: &str) -> Result<(), String>;
}

/// Bytes of a file the file tools read whole (`write`'s old content, `edit`):
/// far beyond source code; `read` windows larger files on its own.
const MAX_WHOLE_FILE_BYTES: u64 = 256 << 20;

/// The bytes of the file at `path` (inside the repository `root`): from the
/// editor when it reads files and the file exists on the disk, else from the
/// disk (whose errors keep their kind: not found; a directory, a FIFO or a
/// device is refused without opening it).
pub fn read(files: Option<&dyn TextFiles>, root: &Path, path: &Path) -> io::Result<Vec<u8>> {
    match files {
        Some(files) if files.reads() && path.is_file() => {
            files.read_text(path).map(String::into_bytes).map_err(|e| io::Error::other(format!("the editor: {e}")))
        }
        _ => Ok(own_files::read(path, Scope::Repository(root), MAX_WHOLE_FILE_BYTES)?),
    }
}

/// Writes `content` to `path` (inside the repository `root`): into the
/// editor's buffer when it writes files, else to the disk, in place (the
/// file keeps its mode), never through a FIFO. The caller has made the
/// parent directory.
pub(crate) fn write(files: Option<&dyn TextFiles>, root: &Path, path: &Path, content: &str) -> io::Result<()> {
    match files {
        Some(files) if files.writes() => {
            files.write_text(path, content).map_err(|e| io::Error::other(format!("the editor: {e}")))
        }
        _ => Ok(own_files::write(path, Scope::Repository(root), content.as_bytes(), None)?),
    }
}
