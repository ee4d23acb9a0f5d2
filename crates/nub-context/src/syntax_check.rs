//! The syntax check `write` and `edit` run after a change, with the repository
//! map's tree-sitter grammars (nub-tools defines the trait and cannot reach
//! the grammars itself: nub-context depends on it, not the other way round).

use std::path::Path;

use crate::map::{first_syntax_error, language_of, top_level_items};

/// Checks the files of the languages the repository map parses (Rust, Go,
/// Python, JavaScript, TypeScript, Java, C, and C++/TSX when built in).
#[derive(Debug, Default, Clone, Copy)]
pub struct TreeSitterCheck;

impl nub_tools::SyntaxCheck for TreeSitterCheck {
    fn first_error(&self, path: &Path, text: &str) -> Option<usize> {
        first_syntax_error(language_of(path)?, text)
    }

    fn top_level(&self, path: &Path, text: &str) -> Option<Vec<nub_tools::syntax::TopItem>> {
        top_level_items(language_of(path)?, text)
    }
}
