//! The data one file contributes to the map — its symbols and the names it
//! uses — shared by extraction, the cache, the ranking and the rendering.

use serde::{Deserialize, Serialize};

/// One line of the map.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Symbol {
    /// The defined name; empty for a container header or a first line.
    pub name: String,
    /// One line: `pub fn f(a: u8) -> u8`, `class Foo(Base)`, …
    pub signature: String,
    /// 0 for top level, 1 inside a class, impl or interface.
    pub depth: u8,
}

/// Everything the ranking and rendering need from one file; cached by content.
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct Summary {
    pub symbols: Vec<Symbol>,
    /// Identifiers used in the file, with their counts.
    pub references: Vec<(String, u32)>,
}

/// Whitespace collapsed to single spaces, cut to `max` characters.
pub fn shorten(text: &str, max: usize) -> String {
    let collapsed = text.split_whitespace().collect::<Vec<_>>().join(" ");
    match collapsed.char_indices().nth(max) {
        Some((cut, _)) => format!("{}…", &collapsed[..cut]),
        None => collapsed,
    }
}
