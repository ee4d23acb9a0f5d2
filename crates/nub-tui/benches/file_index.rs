//! The `@` file finder: a query over 100,000 paths once the first walk is
//! done (the figure the README quotes; the target is < 50 ms), and the walk
//! itself over a generated tree of 100,000 files.
//!
//! ```sh
//! cargo bench -p nub-tui --bench file_index
//! ```

use std::path::PathBuf;
use std::sync::LazyLock;

use nub_tools::Policy;
use nub_tui::file_index::FileIndex;

fn main() {
    divan::main();
}

const FILES: usize = 100_000;

/// Paths shaped like a large monorepo: 100 packages × 10 modules × 100 files.
fn paths() -> Vec<String> {
    let names = ["handler", "service", "model", "util", "config", "client", "server", "parser", "error", "test"];
    let mut paths = Vec::with_capacity(FILES + 1100);
    for package in 0..100 {
        paths.push(format!("packages/pkg{package:03}/"));
        for module in 0..10 {
            paths.push(format!("packages/pkg{package:03}/src/{}/", names[module]));
            for file in 0..100 {
                let stem = names[(file + module) % names.len()];
                paths.push(format!("packages/pkg{package:03}/src/{}/{stem}_{file:02}.rs", names[module]));
            }
        }
    }
    paths
}

static INDEX: LazyLock<FileIndex> = LazyLock::new(|| FileIndex::of(paths()));

#[divan::bench(args = ["h", "parser", "pkg042/src/model", "srvhndlr07", "no-such-thing"])]
fn query_100k(bencher: divan::Bencher, query: &str) {
    let index = &*INDEX;
    bencher.bench(|| index.query(query, 8));
}

/// The tree on disk, made once (takes a while: 100,000 empty files).
static TREE: LazyLock<(tempfile::TempDir, PathBuf)> = LazyLock::new(|| {
    let dir = tempfile::tempdir().expect("temp dir");
    for path in paths() {
        let full = dir.path().join(&path);
        if path.ends_with('/') {
            std::fs::create_dir_all(full).expect("dir");
        } else {
            std::fs::write(full, "").expect("file");
        }
    }
    let root = dir.path().to_path_buf();
    (dir, root)
});

#[divan::bench(sample_count = 3, sample_size = 1)]
fn walk_100k(bencher: divan::Bencher) {
    let root = &TREE.1;
    let policy = Policy::default();
    bencher.bench(|| nub_tools::mention::candidates(root, &policy, &|| false).map(|p| p.len()));
}
