//! What one file contributes to the map: its symbols with one-line
//! signatures (tree-sitter, behind the `repomap` feature) and the identifiers
//! it uses, for the ranking; any other text file contributes its first
//! meaningful line.

use super::summary::{Summary, Symbol, shorten};

/// The grammar for a file name, if one is built in.
pub fn language_of(path: &std::path::Path) -> Option<&'static str> {
    let ext = path.extension()?.to_str()?;
    Some(match ext {
        "rs" => "rust",
        "go" => "go",
        "py" | "pyi" => "python",
        "js" | "mjs" | "cjs" | "jsx" => "javascript",
        "ts" | "mts" | "cts" => "typescript",
        "tsx" => "tsx",
        "java" => "java",
        "c" | "h" => "c",
        "cc" | "cpp" | "cxx" | "hpp" | "hh" | "hxx" => "cpp",
        _ => return None,
    })
}

/// Whether symbols are extracted with tree-sitter in this build.
pub const TREE_SITTER: bool = cfg!(feature = "repomap");

/// The summary of `text` in `language` (None: plain text).
pub fn summarize(language: Option<&str>, text: &str) -> Summary {
    #[cfg(feature = "repomap")]
    if let Some(summary) = language.and_then(|lang| super::syntax::summarize(lang, text)) {
        return summary;
    }
    let _ = language;
    Summary {
        symbols: first_line(text)
            .map(|line| Symbol { name: String::new(), signature: line, depth: 0 })
            .into_iter()
            .collect(),
        references: Vec::new(),
    }
}

/// The 1-based line of the first syntax error in `text`, a file in
/// `language`; None when it parses, or the language (or tree-sitter, in
/// this build) is missing.
pub fn first_syntax_error(language: &str, text: &str) -> Option<usize> {
    #[cfg(feature = "repomap")]
    return super::syntax::first_error(language, text);
    #[cfg(not(feature = "repomap"))]
    {
        let _ = (language, text);
        None
    }
}

/// The names `text`'s functions use that nothing defines, a file in
/// `language` (`nub_tools::SyntaxCheck::undefined_names`); Python only,
/// `None` for other languages or when it cannot be judged.
pub fn undefined_names(language: &str, text: &str) -> Option<Vec<nub_tools::syntax::NameAt>> {
    #[cfg(feature = "repomap")]
    return (language == "python").then(|| super::undefined::undefined(text)).flatten();
    #[cfg(not(feature = "repomap"))]
    {
        let _ = (language, text);
        None
    }
}

/// The parameters `text`'s functions never read, a file in `language`
/// (`nub_tools::SyntaxCheck::unused_parameters`); Python only.
pub fn unused_parameters(language: &str, text: &str) -> Option<Vec<nub_tools::syntax::NameAt>> {
    #[cfg(feature = "repomap")]
    return (language == "python").then(|| super::undefined::unused_parameters(text)).flatten();
    #[cfg(not(feature = "repomap"))]
    {
        let _ = (language, text);
        None
    }
}

/// `text`'s top-level items, a file in `language` (`nub_tools::SyntaxCheck::top_level`);
/// None when it does not parse cleanly, or the language (or tree-sitter,
/// in this build) is missing.
pub fn top_level_items(language: &str, text: &str) -> Option<Vec<nub_tools::syntax::TopItem>> {
    #[cfg(feature = "repomap")]
    return super::top_level::top_level(language, text);
    #[cfg(not(feature = "repomap"))]
    {
        let _ = (language, text);
        None
    }
}

/// The first line that says something: not blank, not only comment markers
/// or punctuation, not a shebang or licence boilerplate.
pub fn first_line(text: &str) -> Option<String> {
    text.lines().find_map(|line| {
        let line = line.trim();
        if line.starts_with("#!") {
            return None;
        }
        let stripped = line
            .trim_start_matches(|c: char| "/!*#-<>\"';{}[]()=".contains(c))
            .trim_end_matches(|c: char| "*/->\"'".contains(c))
            .trim();
        let lower = stripped.to_ascii_lowercase();
        let words = stripped.chars().filter(|c| c.is_alphanumeric()).count();
        if words < 3 || lower.starts_with("copyright") || lower.starts_with("spdx-") || lower.starts_with("license") {
            return None;
        }
        Some(shorten(stripped, 120))
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn first_line_skips_noise() {
        let text = "#!/bin/sh\n\n// Copyright 2020 X\n/*\n * Builds the thing\n */\n";
        assert_eq!(first_line(text).as_deref(), Some("Builds the thing"));
        assert_eq!(first_line("\n}\n").as_deref(), None);
        assert_eq!(shorten("a\n   b", 10), "a b");
    }
}
