//! The parse cache: one JSON file of summaries keyed by a hash of the file's
//! bytes, its language and the extraction format, so an unchanged file is
//! never parsed twice and a changed one always is.

use std::collections::HashMap;
use std::io;
use std::path::Path;

use nub_config::own_files::{self, FileError, Scope};

use super::summary::Summary;

/// Bumped whenever extraction changes what a summary holds.
const FORMAT_VERSION: u64 = 1;
const FILE_NAME: &str = "summaries.json";

/// FNV-1a 64: small, stable across releases and platforms (unlike std's
/// `DefaultHasher`), and fast enough next to parsing.
pub fn fnv1a(bytes: &[u8], mut hash: u64) -> u64 {
    for byte in bytes {
        hash ^= u64::from(*byte);
        hash = hash.wrapping_mul(0x0000_0100_0000_01b3);
    }
    hash
}

/// The cache key of a file's content in `language` (None: plain text).
pub fn key(bytes: &[u8], language: Option<&str>) -> String {
    let mut hash = fnv1a(bytes, 0xcbf2_9ce4_8422_2325);
    hash = fnv1a(language.unwrap_or("text").as_bytes(), hash);
    let extractor: &[u8] = if super::extract::TREE_SITTER { b"tree-sitter" } else { b"first-line" };
    hash = fnv1a(extractor, hash);
    hash = fnv1a(&FORMAT_VERSION.to_le_bytes(), hash);
    format!("{hash:016x}")
}

/// The cache is nub's own state below the repository (`.nub/cache/map`):
/// no link below the root is followed (`own_files::Scope::Local`).
const MAX_CACHE_BYTES: u64 = 256 << 20;

/// The cached summaries; a missing or unreadable cache is an empty one.
pub fn load(root: &Path, dir: &Path) -> HashMap<String, Summary> {
    own_files::read(&dir.join(FILE_NAME), Scope::Local(root), MAX_CACHE_BYTES)
        .ok()
        .and_then(|bytes| serde_json::from_slice(&bytes).ok())
        .unwrap_or_default()
}

/// Replaces the cache with `entries` (only the files of this run, so it never
/// grows with deleted files), atomically.
pub fn save(root: &Path, dir: &Path, entries: &HashMap<String, Summary>) -> Result<(), FileError> {
    let bytes = serde_json::to_vec(entries)
        .map_err(|e| FileError::Io { path: dir.join(FILE_NAME), source: io::Error::other(e) })?;
    own_files::create_dirs(dir, Scope::Local(root), true)?;
    own_files::replace(&dir.join(FILE_NAME), Scope::Local(root), &bytes, 0o600)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn fnv1a_is_the_published_function() {
        assert_eq!(fnv1a(b"", 0xcbf2_9ce4_8422_2325), 0xcbf2_9ce4_8422_2325);
        assert_eq!(fnv1a(b"a", 0xcbf2_9ce4_8422_2325), 0xaf63_dc4c_8601_ec8c);
        assert_ne!(key(b"x", Some("rust")), key(b"x", Some("go")));
    }
}
