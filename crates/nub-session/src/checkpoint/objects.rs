//! Content-addressed blobs: `objects/<2 hex>/<62 hex>`, named by the
//! SHA-256 of the content they hold, so a content is stored once however
//! many files, calls and sessions hold it.
//!
//! An object is one byte of kind, then:
//! - `0` raw: the content;
//! - `1` lz4: the content as an LZ4 block (size first);
//! - `2` delta: against another object (the file's previous version) —
//!   depth, base name, the length of the base's prefix and suffix the
//!   content shares, then the bytes between (raw or LZ4). An agent's edit
//!   changes a region of a file; the delta stores that region.
//!
//! `put` tries each and keeps the smallest. Delta chains stop at
//! [`MAX_DEPTH`]: reading an object never takes more than that many reads.
//! Every read is checked against the name, so a damaged object is reported,
//! never restored.

use std::io;
use std::path::{Path, PathBuf};

use super::fsio;
use super::hash::Hash;

/// The longest chain of deltas; the next version is stored whole.
pub const MAX_DEPTH: u8 = 8;
const RAW: u8 = 0;
const LZ4: u8 = 1;
const DELTA: u8 = 2;
/// Kind, depth, base, prefix, suffix, kind of the middle.
const DELTA_HEADER: usize = 1 + 1 + 32 + 8 + 8 + 1;
/// LZ4 never expands a block's content more than this (its format's limit
/// is ~255); a larger stated size is damage, not data.
const LZ4_MAX_RATIO: usize = 256;

#[derive(Debug, thiserror::Error)]
pub enum ObjectError {
    #[error("blob {} is missing from the checkpoint store", .0.short())]
    Missing(Hash),
    #[error("blob {} is damaged: {}", .0.short(), .1)]
    Corrupt(Hash, String),
    #[error("blob {}: {}", .0.short(), .1)]
    Io(Hash, io::Error),
}

#[derive(Debug, Clone)]
pub struct Objects {
    dir: PathBuf,
}

impl Objects {
    /// The objects of the store at `store` (`.nub/checkpoints`).
    pub fn new(store: &Path) -> Objects {
        Objects { dir: store.join("objects") }
    }

    fn fanout(&self, hash: &Hash) -> PathBuf {
        self.dir.join(&hash.hex()[..2])
    }

    fn path(&self, hash: &Hash) -> PathBuf {
        self.fanout(hash).join(&hash.hex()[2..])
    }

    pub fn contains(&self, hash: &Hash) -> bool {
        fsio::lstat(&self.path(hash)).ok().flatten().is_some_and(|meta| meta.is_file())
    }

    /// Stores `bytes` (whose name is `hash`) unless it is there already;
    /// `base` is an earlier version to store it as a delta against.
    pub fn put(&self, hash: &Hash, bytes: &[u8], base: Option<&Hash>) -> io::Result<()> {
        if self.contains(hash) {
            return Ok(());
        }
        let encoded = self.encode(bytes, base.filter(|b| *b != hash));
        // `objects` itself is checked when the store is locked.
        fsio::ensure_dir(&self.fanout(hash))?;
        fsio::write_atomic(&self.path(hash), &encoded)
    }

    /// The smallest of raw, LZ4 and (with a usable base) a delta.
    fn encode(&self, bytes: &[u8], base: Option<&Hash>) -> Vec<u8> {
        let mut best = compact(RAW, LZ4, bytes);
        let Some(base) = base else { return best };
        let Ok(depth) = self.depth(base) else { return best };
        if depth >= MAX_DEPTH {
            return best;
        }
        let Ok(old) = self.get(base) else { return best };
        let prefix = old.iter().zip(bytes).take_while(|(a, b)| a == b).count();
        let room = old.len().min(bytes.len()) - prefix;
        let suffix = old.iter().rev().zip(bytes.iter().rev()).take(room).take_while(|(a, b)| a == b).count();
        if prefix + suffix == 0 {
            return best;
        }
        let middle = compact(RAW, LZ4, &bytes[prefix..bytes.len() - suffix]);
        if DELTA_HEADER - 1 + middle.len() < best.len() {
            let mut delta = Vec::with_capacity(DELTA_HEADER - 1 + middle.len());
            delta.push(DELTA);
            delta.push(depth + 1);
            delta.extend_from_slice(&base.0);
            delta.extend_from_slice(&(prefix as u64).to_le_bytes());
            delta.extend_from_slice(&(suffix as u64).to_le_bytes());
            delta.extend_from_slice(&middle);
            best = delta;
        }
        best
    }

    /// The content named `hash`, checked against its name.
    pub fn get(&self, hash: &Hash) -> Result<Vec<u8>, ObjectError> {
        self.get_within(hash, MAX_DEPTH + 1, true)
    }

    /// `check`: compare with the name. The bases of a delta are not checked
    /// on their own: damage in one shows in the content built on it.
    fn get_within(&self, hash: &Hash, steps: u8, check: bool) -> Result<Vec<u8>, ObjectError> {
        let stored = match fsio::read(&self.path(hash)) {
            Ok(stored) => stored,
            Err(e) if e.kind() == io::ErrorKind::NotFound => return Err(ObjectError::Missing(*hash)),
            Err(e) => return Err(ObjectError::Io(*hash, e)),
        };
        let corrupt = |why: &str| ObjectError::Corrupt(*hash, why.to_owned());
        let content = match stored.split_first() {
            Some((&RAW | &LZ4, _)) => expand(&stored).ok_or_else(|| corrupt("cannot decompress"))?,
            Some((&DELTA, rest)) if rest.len() >= DELTA_HEADER - 1 => {
                if steps == 0 {
                    return Err(corrupt("its chain of deltas is too long"));
                }
                let base = Hash(rest[1..33].try_into().map_err(|_| corrupt("bad header"))?);
                let number = |at: usize| rest[at..at + 8].try_into().map(u64::from_le_bytes).unwrap_or(u64::MAX);
                let (prefix, suffix) = (number(33) as usize, number(41) as usize);
                let middle = expand(&rest[49..]).ok_or_else(|| corrupt("cannot decompress"))?;
                let old = match self.get_within(&base, steps - 1, false) {
                    Err(ObjectError::Missing(_)) => {
                        return Err(corrupt(&format!("its base {} is missing", base.short())));
                    }
                    other => other?,
                };
                if prefix.checked_add(suffix).is_none_or(|shared| shared > old.len()) {
                    return Err(corrupt("its delta does not fit its base"));
                }
                let mut content = Vec::with_capacity(prefix + middle.len() + suffix);
                content.extend_from_slice(&old[..prefix]);
                content.extend_from_slice(&middle);
                content.extend_from_slice(&old[old.len() - suffix..]);
                content
            }
            _ => return Err(corrupt("unknown kind")),
        };
        if check && Hash::of(&content) != *hash {
            return Err(corrupt("its content does not match its name"));
        }
        Ok(content)
    }

    /// How many deltas lead to the object (0: stored whole).
    fn depth(&self, hash: &Hash) -> io::Result<u8> {
        let head = fsio::read_prefix(&self.path(hash), 2)?;
        Ok(match head.as_slice() {
            [DELTA, depth, ..] => *depth,
            _ => 0,
        })
    }

    /// The object a delta is built on; `None` for one stored whole.
    pub fn base_of(&self, hash: &Hash) -> io::Result<Option<Hash>> {
        let head = fsio::read_prefix(&self.path(hash), 34)?;
        Ok(match head.as_slice() {
            [DELTA, _, base @ ..] if base.len() == 32 => base.try_into().ok().map(Hash),
            _ => None,
        })
    }

    /// Every object with its size on disk.
    pub fn all(&self) -> io::Result<Vec<(Hash, u64)>> {
        let mut found = Vec::new();
        for fanout in fsio::names(&self.dir)? {
            let Some(prefix) = fanout.to_str().filter(|p| p.len() == 2) else { continue };
            let dir = self.dir.join(prefix);
            for name in fsio::names(&dir)? {
                let Some(hash) = name.to_str().and_then(|rest| Hash::parse(&format!("{prefix}{rest}"))) else {
                    continue;
                };
                if let Some(meta) = fsio::lstat(&dir.join(&name))?.filter(|m| m.is_file()) {
                    found.push((hash, meta.len()));
                }
            }
        }
        Ok(found)
    }

    pub fn remove(&self, hash: &Hash) -> io::Result<()> {
        fsio::remove(&self.path(hash))
    }

    /// Temporary files left by a process that died mid-write.
    pub fn stray_temporaries(&self) -> io::Result<Vec<PathBuf>> {
        let mut found = Vec::new();
        for fanout in fsio::names(&self.dir)? {
            let dir = self.dir.join(&fanout);
            if !fsio::lstat(&dir)?.is_some_and(|m| m.is_dir()) {
                continue;
            }
            for name in fsio::names(&dir)? {
                if name.to_str().is_some_and(|n| n.starts_with('.') && n.contains(".nub-tmp-")) {
                    found.push(dir.join(name));
                }
            }
        }
        Ok(found)
    }
}

/// `bytes` as `raw` + bytes, or `lz4` + an LZ4 block when that is smaller
/// by an eighth at least (below that, decompressing costs more than the
/// bytes saved are worth).
fn compact(raw: u8, lz4: u8, bytes: &[u8]) -> Vec<u8> {
    if bytes.len() >= 64 {
        let compressed = lz4_flex::block::compress_prepend_size(bytes);
        if compressed.len() + compressed.len() / 8 < bytes.len() {
            let mut out = Vec::with_capacity(1 + compressed.len());
            out.push(lz4);
            out.extend_from_slice(&compressed);
            return out;
        }
    }
    let mut out = Vec::with_capacity(1 + bytes.len());
    out.push(raw);
    out.extend_from_slice(bytes);
    out
}

/// The bytes `compact` made, back; `None` when damaged.
fn expand(stored: &[u8]) -> Option<Vec<u8>> {
    match stored.split_first()? {
        (&RAW, bytes) => Some(bytes.to_vec()),
        (&LZ4, block) => {
            let size = u32::from_le_bytes(block.get(..4)?.try_into().ok()?) as usize;
            if size > block.len().saturating_mul(LZ4_MAX_RATIO) {
                return None;
            }
            lz4_flex::block::decompress_size_prepended(block).ok()
        }
        _ => None,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn store() -> (tempfile::TempDir, Objects) {
        let dir = tempfile::tempdir().unwrap();
        std::fs::create_dir(dir.path().join("objects")).unwrap();
        let objects = Objects::new(dir.path());
        (dir, objects)
    }

    fn put(objects: &Objects, bytes: &[u8], base: Option<&Hash>) -> Hash {
        let hash = Hash::of(bytes);
        objects.put(&hash, bytes, base).unwrap();
        hash
    }

    #[test]
    fn contents_round_trip_raw_compressed_and_as_deltas() {
        let (_dir, objects) = store();
        let text: String = (0..400).map(|i| format!("fn line_{i}() -> u32 {{ {i} }}\n")).collect();
        let small = put(&objects, b"hi", None);
        let whole = put(&objects, text.as_bytes(), None);
        let edited = text.replace("line_200()", "line_two_hundred()");
        let delta = put(&objects, edited.as_bytes(), Some(&whole));
        assert_eq!(objects.get(&small).unwrap(), b"hi");
        assert_eq!(objects.get(&whole).unwrap(), text.as_bytes());
        assert_eq!(objects.get(&delta).unwrap(), edited.as_bytes());
        assert_eq!(objects.base_of(&delta).unwrap(), Some(whole));
        let sizes: std::collections::HashMap<Hash, u64> = objects.all().unwrap().into_iter().collect();
        assert!(sizes[&whole] < text.len() as u64 / 2, "compressed: {}", sizes[&whole]);
        assert!(sizes[&delta] < 100, "an edit stores the edit: {}", sizes[&delta]);
        // Binary content survives as it is.
        let binary: Vec<u8> = (0..=255u8).cycle().take(5000).collect();
        let blob = put(&objects, &binary, Some(&whole));
        assert_eq!(objects.get(&blob).unwrap(), binary);
    }

    #[test]
    fn chains_of_deltas_stop_at_the_limit() {
        let (_dir, objects) = store();
        let mut text: String = (0..300).map(|i| format!("line {i}\n")).collect();
        let mut previous = put(&objects, text.as_bytes(), None);
        for round in 0..(MAX_DEPTH as usize + 3) {
            text.push_str(&format!("added {round}\n"));
            let next = put(&objects, text.as_bytes(), Some(&previous));
            assert!(objects.depth(&next).unwrap() <= MAX_DEPTH);
            assert_eq!(objects.get(&next).unwrap(), text.as_bytes());
            previous = next;
        }
    }

    #[test]
    fn damage_and_absence_are_named_never_returned_as_content() {
        let (dir, objects) = store();
        let text: String = (0..300u64).map(|i| format!("{}\n", i.wrapping_mul(2_654_435_761))).collect();
        let base = put(&objects, text.as_bytes(), None);
        let delta = put(&objects, format!("{text}one more line\n").as_bytes(), Some(&base));
        assert_eq!(objects.base_of(&delta).unwrap(), Some(base));
        let path = dir.path().join("objects").join(&base.hex()[..2]).join(&base.hex()[2..]);
        std::fs::write(&path, [RAW, b'x']).unwrap();
        assert!(matches!(objects.get(&base), Err(ObjectError::Corrupt(..))));
        assert!(matches!(objects.get(&delta), Err(ObjectError::Corrupt(..))));
        std::fs::remove_file(&path).unwrap();
        assert!(objects.get(&delta).unwrap_err().to_string().contains("missing"));
        assert!(matches!(objects.get(&Hash::of(b"never")), Err(ObjectError::Missing(_))));
        // A stated size far beyond what LZ4 can produce is damage, not an allocation.
        let mut bomb = vec![LZ4];
        bomb.extend_from_slice(&u32::MAX.to_le_bytes());
        bomb.extend_from_slice(&[0; 8]);
        assert_eq!(expand(&bomb), None);
    }
}
