//! The syntax check `write` and `edit` run after a change, with the repository
//! map's tree-sitter grammars (nub-tools defines the trait and cannot reach
//! the grammars itself: nub-context depends on it, not the other way round).

use std::path::Path;

use crate::map::{first_syntax_error, language_of, top_level_items, undefined_names, unused_parameters};

/// Checks the files of the languages the repository map parses (Rust, Go,
/// Python, JavaScript, TypeScript, Java, C, and C++/TSX when built in).
/// One per session: it keeps the parse trees of the files it checked, so
/// the check after an edit reparses only what the edit changed.
#[derive(Debug, Default)]
pub struct TreeSitterCheck {
    #[cfg(feature = "repomap")]
    trees: crate::map::KeptTrees,
}

impl nub_tools::SyntaxCheck for TreeSitterCheck {
    fn first_error(&self, path: &Path, text: &str) -> Option<usize> {
        first_syntax_error(language_of(path)?, text)
    }

    #[cfg(feature = "repomap")]
    fn new_error(&self, path: &Path, before: Option<&str>, after: &str) -> Option<usize> {
        self.trees.new_error(path, language_of(path)?, before, after)
    }

    fn checks(&self, path: &Path) -> bool {
        crate::map::TREE_SITTER && language_of(path).is_some()
    }

    #[cfg(feature = "repomap")]
    fn prepare(&self, path: &Path, text: &str) {
        if let Some(language) = language_of(path) {
            self.trees.prepare(path, language, text);
        }
    }

    fn top_level(&self, path: &Path, text: &str) -> Option<Vec<nub_tools::syntax::TopItem>> {
        top_level_items(language_of(path)?, text)
    }

    fn undefined_names(&self, path: &Path, text: &str) -> Option<Vec<nub_tools::syntax::NameAt>> {
        undefined_names(language_of(path)?, text)
    }

    fn unused_parameters(&self, path: &Path, text: &str) -> Option<Vec<nub_tools::syntax::NameAt>> {
        unused_parameters(language_of(path)?, text)
    }
}
