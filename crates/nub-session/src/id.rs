//! Identifiers: ULIDs, so ids sort by creation time and never collide.

use std::fmt;
use std::io::Read;
use std::time::{SystemTime, UNIX_EPOCH};

use serde::{Deserialize, Serialize};

macro_rules! ulid_id {
    ($name:ident, $what:literal) => {
        #[doc = concat!("The id of a ", $what, ": a ULID in its 26-character text form.")]
        #[derive(Debug, Clone, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
        #[serde(transparent)]
        pub struct $name(pub String);

        impl $name {
            pub fn generate() -> Self {
                $name(new_ulid())
            }

            /// The last eight characters: the random part, unique in practice
            /// where a prefix (the timestamp) is not.
            pub fn short(&self) -> &str {
                let cut = self.0.len().saturating_sub(8);
                self.0.get(cut..).unwrap_or(&self.0)
            }
        }

        impl fmt::Display for $name {
            fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
                f.write_str(&self.0)
            }
        }

        impl From<&str> for $name {
            fn from(text: &str) -> Self {
                $name(text.to_owned())
            }
        }
    };
}

ulid_id!(NodeId, "node");
ulid_id!(SessionId, "session");

fn new_ulid() -> String {
    let millis = SystemTime::now().duration_since(UNIX_EPOCH).map(|d| d.as_millis() as u64).unwrap_or(0);
    ulid::Ulid::from_parts(millis, random_u128()).to_string()
}

/// 128 random bits from the OS. `ulid` without its `rand` feature wants
/// them from us; /dev/urandom exists on every platform nub supports.
pub(crate) fn random_u128() -> u128 {
    let mut bytes = [0u8; 16];
    let from_os = std::fs::File::open("/dev/urandom").and_then(|mut f| f.read_exact(&mut bytes));
    if from_os.is_err() {
        // Without the device (a strange chroot), std's randomly seeded
        // hasher still gives distinct values per call.
        use std::hash::{BuildHasher, Hasher};
        let state = std::collections::hash_map::RandomState::new();
        for half in bytes.chunks_mut(8) {
            let mut hasher = state.build_hasher();
            hasher.write_u128(SystemTime::now().duration_since(UNIX_EPOCH).map(|d| d.as_nanos()).unwrap_or(0));
            half.copy_from_slice(&hasher.finish().to_le_bytes());
        }
    }
    u128::from_le_bytes(bytes)
}

/// Finds the one id among `ids` that `query` names, case-insensitively: the
/// whole id, the short form listings show (`short`, its last eight
/// characters), or any other part of it that only one id contains (a prefix,
/// a suffix, a piece from the middle).
///
/// A whole id or a short form that names exactly one id wins over
/// substring matches; otherwise several matches are `Ambiguous`, listing them.
pub fn resolve<'a, I: Iterator<Item = &'a str>>(query: &str, ids: I) -> Result<&'a str, Resolve> {
    let query = query.trim().to_ascii_uppercase();
    if query.is_empty() {
        return Err(Resolve::NotFound);
    }
    let mut found: Vec<&str> = Vec::new();
    for id in ids {
        if id == query {
            return Ok(id);
        }
        if id.contains(query.as_str()) {
            found.push(id);
        }
    }
    if query.chars().count() == 8 {
        let short: Vec<&str> = found.iter().copied().filter(|id| id.ends_with(query.as_str())).collect();
        if let [one] = short.as_slice() {
            return Ok(one);
        }
    }
    match found.as_slice() {
        [one] => Ok(one),
        [] => Err(Resolve::NotFound),
        many => Err(Resolve::Ambiguous(many.iter().map(|s| (*s).to_owned()).collect())),
    }
}

#[derive(Debug, PartialEq, Eq)]
pub enum Resolve {
    NotFound,
    Ambiguous(Vec<String>),
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn generated_ids_are_distinct_ulids() {
        let a = NodeId::generate();
        let b = NodeId::generate();
        assert_ne!(a, b);
        assert_eq!(a.0.len(), 26);
        assert!(ulid::Ulid::from_string(&a.0).is_ok());
        assert_eq!(a.short().len(), 8);
    }

    #[test]
    fn resolves_prefixes_and_suffixes() {
        let ids = ["01JAAAAAAAAAAAAAAAAAAAAAA1", "01JAAAAAAAAAAAAAAAAAAAAAB2"];
        assert_eq!(resolve("aa1", ids.iter().copied()), Ok(ids[0]));
        assert_eq!(resolve(ids[1], ids.iter().copied()), Ok(ids[1]));
        assert!(matches!(resolve("01JA", ids.iter().copied()), Err(Resolve::Ambiguous(v)) if v.len() == 2));
        assert_eq!(resolve("zzz", ids.iter().copied()), Err(Resolve::NotFound));
    }

    #[test]
    fn resolves_any_unique_substring_and_the_short_form() {
        let ids = ["01JX4K2M9QRSTVWXYZ0123ABCD", "01JX4K2M9QZZZZZZZZ4567EFGH", "01JX4K2M9R0123ABCDRSTVWXYZ"];
        // The short form `nub sessions` shows.
        for id in ids {
            let short = &id[id.len() - 8..];
            assert_eq!(resolve(short, ids.iter().copied()), Ok(id), "{short}");
            assert_eq!(resolve(&short.to_ascii_lowercase(), ids.iter().copied()), Ok(id));
        }
        // A piece from the middle that only one id holds.
        assert_eq!(resolve("zzzz4567", ids.iter().copied()), Ok(ids[1]));
        assert_eq!(resolve("XYZ0123", ids.iter().copied()), Ok(ids[0]));
        // "0123ABCD" is the short form of ids[0] and also inside ids[2]: the short form wins.
        assert_eq!(resolve("0123abcd", ids.iter().copied()), Ok(ids[0]));
        match resolve("01jx4k2m9", ids.iter().copied()) {
            Err(Resolve::Ambiguous(candidates)) => assert_eq!(candidates, ids),
            other => panic!("{other:?}"),
        }
    }
}
