//! `nub map`: a compact map of the repository for the model — the directory
//! tree and the most referenced symbols with their signatures, fitted to a
//! token budget (CONCEPT §5.4). The first line names the commit it was built
//! from, so a stale map is noticed (`MAP_HEADER_PREFIX`).
//!
//! Files are summarized in parallel and the summaries cached by content hash,
//! so a rerun after a one-file change parses one file.

mod cache;
mod extract;
pub(crate) mod freshness;
#[cfg(feature = "repomap")]
mod kept_trees;
#[cfg(feature = "repomap")]
mod python_indent;
mod rank;
mod relevant;
mod render;
mod summary;
#[cfg(feature = "repomap")]
mod syntax;
#[cfg(feature = "repomap")]
mod top_level;
#[cfg(feature = "repomap")]
mod undefined;

use std::collections::HashMap;
use std::path::{Path, PathBuf};
use std::sync::Mutex;
use std::sync::atomic::{AtomicUsize, Ordering};

pub use extract::{
    TREE_SITTER, first_line, first_syntax_error, language_of, summarize, top_level_items, undefined_names,
    unused_parameters,
};
#[cfg(feature = "repomap")]
pub(crate) use kept_trees::KeptTrees;
pub use relevant::{MapRelevance, rank as relevant_files};
pub use summary::{Summary, Symbol};

use nub_config::own_files::{self, Scope};

use crate::{MAP_HEADER_PREFIX, git_head_commit};

/// Files bigger than this are generated or data: left out.
const MAX_FILE_BYTES: u64 = 1 << 20;

#[derive(Debug, Clone)]
pub struct MapOptions {
    pub root: PathBuf,
    /// The budget for the whole text, in estimated tokens.
    pub tokens: usize,
    /// Where summaries are cached (`<repo>/.nub/cache/map`); None: no cache.
    pub cache_dir: Option<PathBuf>,
}

/// The map and how it was made.
#[derive(Debug, Clone)]
pub struct RepoMap {
    pub text: String,
    /// Files summarized (text files under the size limit).
    pub files: usize,
    /// Files parsed in this run.
    pub parsed: usize,
    /// Files whose summary came from the cache.
    pub from_cache: usize,
    pub left_out_files: usize,
    pub left_out_symbols: usize,
    /// Non-fatal problems (an unwritable cache).
    pub warnings: Vec<String>,
}

/// Builds the map of `options.root`.
pub fn build(options: &MapOptions) -> RepoMap {
    let root = options.root.as_path();
    let paths = walk(root);
    let cached = options.cache_dir.as_deref().map(|dir| cache::load(root, dir)).unwrap_or_default();
    let parsed = AtomicUsize::new(0);
    let next = AtomicUsize::new(0);
    let results: Mutex<Vec<(usize, String, Summary)>> = Mutex::new(Vec::new());
    let workers = std::thread::available_parallelism().map_or(1, |n| n.get()).min(paths.len().max(1));
    std::thread::scope(|scope| {
        for _ in 0..workers {
            scope.spawn(|| {
                let mut mine = Vec::new();
                loop {
                    let i = next.fetch_add(1, Ordering::Relaxed);
                    let Some(path) = paths.get(i) else { break };
                    // A regular file of the repository, as the walk saw it.
                    let Ok(bytes) = own_files::read(&root.join(path), Scope::Repository(root), MAX_FILE_BYTES) else {
                        continue;
                    };
                    if bytes.iter().take(8000).any(|b| *b == 0) {
                        continue;
                    }
                    let language = language_of(Path::new(path));
                    let key = cache::key(&bytes, language);
                    let summary = match cached.get(&key) {
                        Some(summary) => summary.clone(),
                        None => {
                            parsed.fetch_add(1, Ordering::Relaxed);
                            summarize(language, &String::from_utf8_lossy(&bytes))
                        }
                    };
                    mine.push((i, key, summary));
                }
                if let Ok(mut all) = results.lock() {
                    all.extend(mine);
                }
            });
        }
    });
    let mut results = results.into_inner().unwrap_or_default();
    results.sort_by_key(|(i, _, _)| *i);
    let parsed = parsed.into_inner();

    let mut warnings = Vec::new();
    if let Some(dir) = &options.cache_dir
        && (parsed > 0 || cached.len() != results.len())
    {
        let entries: HashMap<String, Summary> = results.iter().map(|(_, k, s)| (k.clone(), s.clone())).collect();
        if let Err(e) = cache::save(root, dir, &entries) {
            warnings.push(format!("cannot write the map cache in {}: {}", dir.display(), e.reason()));
        }
    }

    let shown_paths: Vec<String> = results.iter().map(|(i, _, _)| paths[*i].clone()).collect();
    let summaries: Vec<&Summary> = results.iter().map(|(_, _, s)| s).collect();
    let scores = rank::symbol_scores(&summaries);
    let commit = git_head_commit(root);
    let files = freshness::work_tree_digest(root).map(|digest| format!(" files {digest}")).unwrap_or_default();
    let mut header = format!("{MAP_HEADER_PREFIX}{}{files} -->\n# Repo map\n\n", commit.as_deref().unwrap_or("none"));
    header.push_str("Written by `nub map`");
    if commit.is_none() {
        header.push_str(" outside a git repository (no commit recorded)");
    }
    if TREE_SITTER {
        header.push_str(": the directory tree, then per file its symbols, most referenced first.\n");
    } else {
        header.push_str(
            ": the directory tree, then per file its first meaningful line \
             (this nub was built without tree-sitter, so no symbols).\n",
        );
    }
    let rendered = render::render(&header, &shown_paths, &summaries, &scores, options.tokens);
    RepoMap {
        text: rendered.text,
        files: results.len(),
        from_cache: results.len() - parsed,
        parsed,
        left_out_files: rendered.left_out_files,
        left_out_symbols: rendered.left_out_symbols,
        warnings,
    }
}

/// Files under `root` as `/`-separated relative paths, sorted; `.gitignore`d,
/// hidden and oversized files and the map itself are skipped.
fn walk(root: &Path) -> Vec<String> {
    let mut paths: Vec<String> = nub_tools::walk::repository_walk(root, root, |_| true)
        .build()
        .filter_map(Result::ok)
        .filter(|entry| entry.file_type().is_some_and(|t| t.is_file()))
        .filter(|entry| entry.metadata().is_ok_and(|m| m.len() <= MAX_FILE_BYTES))
        .filter_map(|entry| {
            let relative = entry.path().strip_prefix(root).ok()?;
            let text = relative.components().map(|c| c.as_os_str().to_str()).collect::<Option<Vec<_>>>()?.join("/");
            (text != "REPOMAP.md").then_some(text)
        })
        .collect();
    paths.sort();
    paths
}
