//! The stat index: for every workspace path nub has seen, the `lstat`
//! figures it had (size, mtime, ctime, inode, mode) and the content nub
//! saved for it. A path whose figures are unchanged is not read again, so
//! comparing an unchanged tree costs one `lstat` per file.
//!
//! Like git's index it guards against a write in the same clock tick as
//! nub's read: an entry whose file was modified within [`RACY_NS`] of
//! being read is read again next time.
//!
//! Two binary files. `.nub/checkpoints/index` holds it whole (`NUBIDX1\n`,
//! a generation, then per entry its path, figures, when it was read, and
//! its state), rewritten by temp + rename; `index.log` holds the entries
//! changed since (`NUBLOG1\n`, the generation it follows, records), so a
//! snapshot that changed one file appends one record instead of rewriting
//! thousands. The log is folded into a new full file once it grows. A full
//! file that does not decode is dropped and the index rebuilt (at the price
//! of reading every file once more); a torn log record ends the log.

use std::collections::{HashMap, HashSet};
use std::fs::Metadata;
use std::os::unix::fs::MetadataExt;
use std::time::{SystemTime, UNIX_EPOCH};

use super::hash::Hash;
use super::state::FileState;

const MAGIC: &[u8] = b"NUBIDX1\n";
const LOG_MAGIC: &[u8] = b"NUBLOG1\n";
/// Modified this close (in ns) to when nub read it: read it again.
pub const RACY_NS: i64 = 1_000_000_000;

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Stat {
    pub size: u64,
    /// Nanoseconds since the epoch.
    pub mtime: i64,
    pub ctime: i64,
    pub ino: u64,
    /// `st_mode`: the file type and permission bits.
    pub mode: u32,
}

impl Stat {
    pub fn of(meta: &Metadata) -> Stat {
        Stat {
            size: meta.size(),
            mtime: meta.mtime().saturating_mul(1_000_000_000).saturating_add(meta.mtime_nsec()),
            ctime: meta.ctime().saturating_mul(1_000_000_000).saturating_add(meta.ctime_nsec()),
            ino: meta.ino(),
            mode: meta.mode(),
        }
    }
}

#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Entry {
    pub stat: Stat,
    /// When nub read the content (ns since the epoch).
    pub seen_at: i64,
    pub state: FileState,
}

impl Entry {
    /// Whether the saved state still stands for a file that now has `stat`.
    pub fn unchanged(&self, stat: &Stat) -> bool {
        self.stat == *stat && self.stat.mtime.max(self.stat.ctime).saturating_add(RACY_NS) < self.seen_at
    }
}

pub fn now_ns() -> i64 {
    SystemTime::now().duration_since(UNIX_EPOCH).map(|d| d.as_nanos() as i64).unwrap_or(0)
}

#[derive(Debug, Clone, Default)]
pub struct Index {
    /// Repository-relative, `/`-separated paths.
    pub entries: HashMap<String, Entry>,
    /// Of the full file: a process whose copy is older reads it again.
    pub generation: u64,
    /// Paths set or removed since the last save.
    pub changed: HashSet<String>,
}

impl PartialEq for Index {
    fn eq(&self, other: &Index) -> bool {
        self.entries == other.entries && self.generation == other.generation
    }
}

impl Index {
    pub fn set(&mut self, path: &str, entry: Entry) {
        self.changed.insert(path.to_owned());
        self.entries.insert(path.to_owned(), entry);
    }

    pub fn remove(&mut self, path: &str) -> Option<Entry> {
        let old = self.entries.remove(path);
        if old.is_some() {
            self.changed.insert(path.to_owned());
        }
        old
    }

    /// The whole index.
    pub fn encode(&self) -> Vec<u8> {
        let mut out = Vec::with_capacity(64 + self.entries.len() * 96);
        out.extend_from_slice(MAGIC);
        out.extend_from_slice(&self.generation.to_le_bytes());
        out.extend_from_slice(&(self.entries.len() as u64).to_le_bytes());
        let mut paths: Vec<&String> = self.entries.keys().collect();
        paths.sort_unstable();
        for path in paths {
            entry(&mut out, path, &self.entries[path]);
        }
        out
    }

    /// The paths changed since the last save, as records for the log: each
    /// `1` + an entry, or `0` + a path that is gone. `header` starts a new
    /// log (its magic and the generation of the full file it follows).
    pub fn encode_changes(&self, header: bool) -> Vec<u8> {
        let mut out = Vec::new();
        if header {
            out.extend_from_slice(LOG_MAGIC);
            out.extend_from_slice(&self.generation.to_le_bytes());
        }
        let mut paths: Vec<&String> = self.changed.iter().collect();
        paths.sort_unstable();
        for path in paths {
            match self.entries.get(path) {
                Some(found) => {
                    out.push(1);
                    entry(&mut out, path, found);
                }
                None => {
                    out.push(0);
                    text(&mut out, path);
                }
            }
        }
        out
    }

    /// The full file, then the log's records when the log follows this very
    /// file (a torn last record ends it). `None` when the full file is not
    /// an index this nub wrote.
    pub fn decode(bytes: &[u8], log: &[u8]) -> Option<Index> {
        let mut at = Cursor { bytes, at: 0 };
        if at.take(MAGIC.len())? != MAGIC {
            return None;
        }
        let generation = at.u64()?;
        let count = at.u64()?;
        // Each entry takes at least 60 bytes: a count beyond that is damage.
        if count > (bytes.len() / 60) as u64 {
            return None;
        }
        let mut entries = HashMap::with_capacity(count as usize);
        for _ in 0..count {
            let (path, found) = read_entry(&mut at)?;
            entries.insert(path, found);
        }
        if at.at != bytes.len() {
            return None;
        }
        let mut log = Cursor { bytes: log, at: 0 };
        if log.take(LOG_MAGIC.len()) == Some(LOG_MAGIC) && log.u64() == Some(generation) {
            while let Some(tag) = log.take(1) {
                match tag[0] {
                    1 => match read_entry(&mut log) {
                        Some((path, found)) => entries.insert(path, found),
                        None => break,
                    },
                    0 => match log.text() {
                        Some(path) => entries.remove(&path),
                        None => break,
                    },
                    _ => break,
                };
            }
        }
        Some(Index { entries, generation, changed: HashSet::new() })
    }
}

fn entry(out: &mut Vec<u8>, path: &str, entry: &Entry) {
    text(out, path);
    let stat = &entry.stat;
    for number in [stat.size, stat.mtime as u64, stat.ctime as u64, stat.ino, u64::from(stat.mode)] {
        out.extend_from_slice(&number.to_le_bytes());
    }
    out.extend_from_slice(&entry.seen_at.to_le_bytes());
    match &entry.state {
        FileState::Absent => out.push(0),
        FileState::File { blob, size, mode } => {
            out.push(1);
            out.extend_from_slice(&blob.0);
            out.extend_from_slice(&size.to_le_bytes());
            out.extend_from_slice(&mode.to_le_bytes());
        }
        FileState::Link { target } => {
            out.push(2);
            text(out, target);
        }
        FileState::Unsaved { reason } => {
            out.push(3);
            text(out, reason);
        }
    }
}

fn read_entry(at: &mut Cursor<'_>) -> Option<(String, Entry)> {
    let path = at.text()?;
    let stat = Stat {
        size: at.u64()?,
        mtime: at.u64()? as i64,
        ctime: at.u64()? as i64,
        ino: at.u64()?,
        mode: u32::try_from(at.u64()?).ok()?,
    };
    let seen_at = at.u64()? as i64;
    let state = match at.take(1)?[0] {
        0 => FileState::Absent,
        1 => {
            let blob = Hash(at.take(32)?.try_into().ok()?);
            let size = at.u64()?;
            let mode = u32::from_le_bytes(at.take(4)?.try_into().ok()?);
            FileState::File { blob, size, mode }
        }
        2 => FileState::Link { target: at.text()? },
        3 => FileState::Unsaved { reason: at.text()? },
        _ => return None,
    };
    Some((path, Entry { stat, seen_at, state }))
}

fn text(out: &mut Vec<u8>, text: &str) {
    out.extend_from_slice(&(text.len() as u32).to_le_bytes());
    out.extend_from_slice(text.as_bytes());
}

struct Cursor<'a> {
    bytes: &'a [u8],
    at: usize,
}

impl<'a> Cursor<'a> {
    fn take(&mut self, len: usize) -> Option<&'a [u8]> {
        let slice = self.bytes.get(self.at..self.at.checked_add(len)?)?;
        self.at += len;
        Some(slice)
    }

    fn u64(&mut self) -> Option<u64> {
        Some(u64::from_le_bytes(self.take(8)?.try_into().ok()?))
    }

    fn text(&mut self) -> Option<String> {
        let len = u32::from_le_bytes(self.take(4)?.try_into().ok()?) as usize;
        String::from_utf8(self.take(len)?.to_vec()).ok()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn an_index_round_trips_and_damage_is_refused() {
        let stat = Stat { size: 3, mtime: 10, ctime: 11, ino: 7, mode: 0o100644 };
        let mut index = Index { generation: 4, ..Index::default() };
        let index_entries = &mut index.entries;
        let states = [
            FileState::File { blob: Hash::of(b"abc"), size: 3, mode: 0o755 },
            FileState::Link { target: "../elsewhere".into() },
            FileState::Unsaved { reason: "over 10 MiB".into() },
            FileState::Absent,
        ];
        for (i, state) in states.into_iter().enumerate() {
            index_entries.insert(format!("dir/file {i}.txt"), Entry { stat, seen_at: 99, state });
        }
        let bytes = index.encode();
        assert_eq!(Index::decode(&bytes, b""), Some(index.clone()));
        assert_eq!(Index::decode(&bytes[..bytes.len() - 1], b""), None);
        let mut longer = bytes.clone();
        longer.push(0);
        assert_eq!(Index::decode(&longer, b""), None);
        assert_eq!(Index::decode(b"NUBIDX1\n\x01\0\0\0\0\0\0\0\xff\xff\xff\xff\xff\xff\xff\xff", b""), None);
        // Changes go to the log; a torn last record is dropped, the rest kept.
        let mut changed = index.clone();
        changed.changed.clear();
        changed.remove("dir/file 0.txt");
        changed.set("new.txt", Entry { stat, seen_at: 5, state: FileState::Absent });
        let log = changed.encode_changes(true);
        assert_eq!(Index::decode(&bytes, &log), Some(changed.clone()));
        let mut more = changed.clone();
        more.changed.clear();
        more.set("later.txt", Entry { stat, seen_at: 6, state: FileState::Absent });
        let mut torn = log.clone();
        torn.extend_from_slice(&more.encode_changes(false)[..20]);
        assert_eq!(Index::decode(&bytes, &torn), Some(changed.clone()));
        // A log that follows another generation is not this file's.
        let other = Index { generation: 9, ..changed };
        assert_eq!(Index::decode(&bytes, &other.encode_changes(true)), Some(index));
    }

    #[test]
    fn a_file_written_just_before_it_was_read_is_read_again() {
        let stat = Stat { size: 3, mtime: 5_000_000_000, ctime: 5_000_000_000, ino: 1, mode: 0o100644 };
        let state = FileState::Absent;
        let settled = Entry { stat, seen_at: 7_000_000_000, state: state.clone() };
        assert!(settled.unchanged(&stat));
        assert!(!settled.unchanged(&Stat { size: 4, ..stat }));
        let racy = Entry { stat, seen_at: 5_500_000_000, state };
        assert!(!racy.unchanged(&stat));
    }
}
