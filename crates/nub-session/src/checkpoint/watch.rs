//! Which workspace paths changed since the last scan, told by the kernel
//! (Linux inotify), so a snapshot after the first costs what changed, not
//! what exists: an `lstat` of 10,000 files takes ~25 ms on this project's
//! machine, two per bash call would be ~50 ms; reading the events of one
//! changed file takes well under one.
//!
//! Every directory the full walk shows is watched, the watch added before
//! the directory is read, so nothing created meanwhile is missed. What the
//! events cannot tell safely makes the next scan a full walk again: the
//! kernel's queue overflowed, a watched directory moved (its events would
//! carry the old path), an ignore file changed, a watch could not be added
//! (the `fs.inotify.max_user_watches` limit). Elsewhere than Linux every
//! scan walks.

use std::collections::{BTreeSet, HashMap};

/// What changed since the last drain.
#[derive(Debug, Default, PartialEq, Eq)]
pub struct Dirty {
    /// Paths whose entry changed (files, links, and directories by name).
    pub paths: BTreeSet<String>,
    /// Directories made or moved in: walk them whole.
    pub new_dirs: BTreeSet<String>,
    /// Directories deleted or moved away: every known path below them.
    pub gone_dirs: BTreeSet<String>,
}

#[cfg(target_os = "linux")]
mod linux {
    use std::fs::File;
    use std::io::{self, Read};
    use std::os::fd::{FromRawFd, OwnedFd};
    use std::os::unix::ffi::OsStrExt;
    use std::path::Path;

    const MASK: u32 = libc::IN_MODIFY
        | libc::IN_ATTRIB
        | libc::IN_CLOSE_WRITE
        | libc::IN_CREATE
        | libc::IN_DELETE
        | libc::IN_MOVED_FROM
        | libc::IN_MOVED_TO
        | libc::IN_DELETE_SELF
        | libc::IN_MOVE_SELF
        | libc::IN_ONLYDIR
        | libc::IN_DONT_FOLLOW
        | libc::IN_EXCL_UNLINK;

    /// An inotify instance, non-blocking.
    pub fn open() -> io::Result<File> {
        // SAFETY: inotify_init1 takes flags only and returns a new file
        // descriptor or -1; nothing is borrowed.
        #[allow(unsafe_code)]
        let fd = unsafe { libc::inotify_init1(libc::IN_NONBLOCK | libc::IN_CLOEXEC) };
        if fd < 0 {
            return Err(io::Error::last_os_error());
        }
        // SAFETY: `fd` was just returned by the kernel and is owned by no one else.
        #[allow(unsafe_code)]
        let owned = unsafe { OwnedFd::from_raw_fd(fd) };
        Ok(File::from(owned))
    }

    /// Watches the directory `path` (never through a link); its watch id.
    pub fn add(inotify: &File, path: &Path) -> io::Result<i32> {
        use std::os::fd::AsRawFd;
        let mut bytes = path.as_os_str().as_bytes().to_vec();
        if bytes.contains(&0) {
            return Err(io::ErrorKind::InvalidInput.into());
        }
        bytes.push(0);
        // SAFETY: the descriptor is open for the call; `bytes` is a NUL-ended
        // path that outlives it; the kernel only reads it.
        #[allow(unsafe_code)]
        let wd = unsafe { libc::inotify_add_watch(inotify.as_raw_fd(), bytes.as_ptr().cast(), MASK) };
        if wd < 0 { Err(io::Error::last_os_error()) } else { Ok(wd) }
    }

    /// One event: watch id, mask, name (empty for the directory itself).
    pub struct Event {
        pub wd: i32,
        pub mask: u32,
        pub name: String,
    }

    /// The events queued now; `None` for the name of one that is not
    /// UTF-8 (its path could not be named: walk).
    pub fn read(mut inotify: &File) -> io::Result<Vec<Option<Event>>> {
        let mut events = Vec::new();
        let mut buffer = vec![0u8; 64 * 1024];
        loop {
            let len = match inotify.read(&mut buffer) {
                Ok(len) => len,
                Err(e) if e.kind() == io::ErrorKind::WouldBlock => return Ok(events),
                Err(e) => return Err(e),
            };
            let mut at = 0;
            while at + 16 <= len {
                let word = |i: usize| u32::from_ne_bytes([buffer[i], buffer[i + 1], buffer[i + 2], buffer[i + 3]]);
                let (wd, mask, name_len) = (word(at) as i32, word(at + 4), word(at + 12) as usize);
                let raw = &buffer[at + 16..(at + 16 + name_len).min(len)];
                let raw = &raw[..raw.iter().position(|b| *b == 0).unwrap_or(raw.len())];
                events.push(std::str::from_utf8(raw).ok().map(|name| Event { wd, mask, name: name.to_owned() }));
                at += 16 + name_len;
            }
        }
    }

    pub use libc::{IN_DELETE, IN_IGNORED, IN_ISDIR, IN_MOVE_SELF, IN_MOVED_FROM, IN_MOVED_TO, IN_Q_OVERFLOW};
}

/// The watches of one process on one workspace.
#[derive(Default)]
pub struct Watcher {
    #[cfg(target_os = "linux")]
    inotify: Option<std::fs::File>,
    /// Watch id to the directory it watches ("" for the root).
    dirs: HashMap<i32, String>,
    /// A full walk with every directory watched ended, and nothing since
    /// made the events untrustworthy.
    armed: bool,
    /// The workspace is too large to snapshot whole, and why: workspace
    /// scans stop here for the rest of the process.
    pub too_large: Option<String>,
}

impl Watcher {
    /// Before a full walk: forget what was watched; the walk watches anew.
    pub fn restart(&mut self) {
        self.armed = false;
        self.dirs.clear();
        #[cfg(target_os = "linux")]
        {
            // A fresh instance: the old one's queue and watches go with it.
            self.inotify = linux::open().ok();
        }
    }

    /// Watches `rel` (a directory below `root`, "" for the root itself).
    /// A failure disarms the watcher until the next full walk.
    pub fn watch(&mut self, root: &std::path::Path, rel: &str) {
        #[cfg(target_os = "linux")]
        if let Some(inotify) = &self.inotify {
            let path = if rel.is_empty() { root.to_path_buf() } else { root.join(rel) };
            if let Ok(wd) = linux::add(inotify, &path) {
                self.dirs.insert(wd, rel.to_owned());
                return;
            }
        }
        let _ = (root, rel);
        self.inotify_off();
    }

    fn inotify_off(&mut self) {
        #[cfg(target_os = "linux")]
        {
            self.inotify = None;
        }
        self.armed = false;
    }

    /// After a full walk that watched every directory it showed.
    pub fn arm(&mut self) {
        #[cfg(target_os = "linux")]
        {
            self.armed = self.inotify.is_some();
        }
    }

    /// What changed since the last drain; `None`: walk the whole workspace.
    pub fn drain(&mut self) -> Option<Dirty> {
        if !self.armed {
            return None;
        }
        #[cfg(target_os = "linux")]
        {
            let inotify = self.inotify.as_ref()?;
            let Ok(events) = linux::read(inotify) else {
                self.inotify_off();
                return None;
            };
            let mut dirty = Dirty::default();
            for event in events {
                let Some(event) = event else { return self.disarm() };
                if event.mask & linux::IN_Q_OVERFLOW != 0 || event.mask & linux::IN_MOVE_SELF != 0 {
                    return self.disarm();
                }
                if event.mask & linux::IN_IGNORED != 0 {
                    // The directory is gone; its parent's event says so.
                    self.dirs.remove(&event.wd);
                    continue;
                }
                let Some(dir) = self.dirs.get(&event.wd) else { continue };
                if event.name.is_empty() {
                    continue;
                }
                let path = if dir.is_empty() { event.name.clone() } else { format!("{dir}/{}", event.name) };
                if event.name == ".gitignore" || event.name == ".ignore" {
                    // What counts as the workspace changed.
                    return self.disarm();
                }
                if event.mask & linux::IN_ISDIR != 0 {
                    if event.mask & (linux::IN_DELETE | linux::IN_MOVED_FROM) != 0 {
                        dirty.gone_dirs.insert(path.clone());
                    } else if event.mask & (libc::IN_CREATE | linux::IN_MOVED_TO) != 0 {
                        dirty.new_dirs.insert(path.clone());
                    }
                }
                dirty.paths.insert(path);
            }
            Some(dirty)
        }
        #[cfg(not(target_os = "linux"))]
        None
    }

    /// The next scan walks (the index was read anew from the disk).
    pub fn forget(&mut self) {
        self.armed = false;
    }

    fn disarm(&mut self) -> Option<Dirty> {
        self.armed = false;
        None
    }
}

#[cfg(all(test, target_os = "linux"))]
mod tests {
    use super::*;

    #[test]
    fn events_name_the_changed_paths_and_new_directories() {
        let dir = tempfile::tempdir().unwrap();
        let root = dir.path();
        std::fs::create_dir(root.join("src")).unwrap();
        std::fs::write(root.join("src/a.rs"), "a").unwrap();
        let mut watcher = Watcher::default();
        watcher.restart();
        watcher.watch(root, "");
        watcher.watch(root, "src");
        watcher.arm();
        assert_eq!(watcher.drain(), Some(Dirty::default()));
        std::fs::write(root.join("src/a.rs"), "b").unwrap();
        std::fs::create_dir(root.join("new")).unwrap();
        std::fs::remove_dir(root.join("new")).unwrap();
        let dirty = watcher.drain().unwrap();
        assert!(dirty.paths.contains("src/a.rs") && dirty.new_dirs.contains("new") && dirty.gone_dirs.contains("new"));
        // A moved directory: its later events would carry a stale path.
        std::fs::rename(root.join("src"), root.join("lib")).unwrap();
        assert_eq!(watcher.drain(), None);
        assert_eq!(watcher.drain(), None, "stays disarmed until a full walk");
    }
}
