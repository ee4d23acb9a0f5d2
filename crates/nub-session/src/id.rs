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
fn random_u128() -> u128 {
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

/// Finds the one id among `ids` that `query` names: the whole id, a prefix
/// or a suffix (the short form shown in listings), case-insensitively.
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
        if id.starts_with(&query) || id.ends_with(&query) {
            found.push(id);
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
}
