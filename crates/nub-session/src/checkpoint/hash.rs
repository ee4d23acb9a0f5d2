//! Content names: the SHA-256 of a file's bytes, written as 64 hex digits.
//!
//! `ring`'s SHA-256 (already linked for TLS) uses the CPU's SHA extensions
//! where they exist; measured on this project's machine it hashes source
//! files faster than they are read from the page cache, so `blake3` would
//! buy nothing but a crate.

use std::fmt;

use serde::{Deserialize, Deserializer, Serialize, Serializer};

#[derive(Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Hash(pub [u8; 32]);

impl Hash {
    pub fn of(bytes: &[u8]) -> Hash {
        let digest = ring::digest::digest(&ring::digest::SHA256, bytes);
        let mut out = [0u8; 32];
        out.copy_from_slice(digest.as_ref());
        Hash(out)
    }

    pub fn hex(&self) -> String {
        self.0.iter().map(|b| format!("{b:02x}")).collect()
    }

    /// 64 lowercase hex digits, as `hex` writes them.
    pub fn parse(text: &str) -> Option<Hash> {
        if text.len() != 64 || !text.bytes().all(|b| b.is_ascii_digit() || (b'a'..=b'f').contains(&b)) {
            return None;
        }
        let mut out = [0u8; 32];
        for (i, byte) in out.iter_mut().enumerate() {
            *byte = u8::from_str_radix(&text[2 * i..2 * i + 2], 16).ok()?;
        }
        Some(Hash(out))
    }

    /// The first twelve digits, for messages.
    pub fn short(&self) -> String {
        self.hex()[..12].to_owned()
    }
}

impl fmt::Display for Hash {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.hex())
    }
}

impl fmt::Debug for Hash {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "Hash({})", self.short())
    }
}

impl Serialize for Hash {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        serializer.serialize_str(&self.hex())
    }
}

impl<'de> Deserialize<'de> for Hash {
    fn deserialize<D: Deserializer<'de>>(deserializer: D) -> Result<Self, D::Error> {
        let text = String::deserialize(deserializer)?;
        Hash::parse(&text).ok_or_else(|| serde::de::Error::custom(format!("not a SHA-256 in hex: {text:?}")))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn hashes_round_trip_as_hex() {
        let hash = Hash::of(b"abc");
        assert_eq!(hash.hex(), "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad");
        assert_eq!(Hash::parse(&hash.hex()), Some(hash));
        assert_eq!(Hash::parse("BA7816BF8F01CFEA414140DE5DAE2223B00361A396177A9CB410FF61F20015AD"), None);
        assert_eq!(Hash::parse("../../etc/passwd"), None);
        let json = serde_json::to_string(&hash).unwrap();
        assert_eq!(serde_json::from_str::<Hash>(&json).unwrap(), hash);
    }
}
