//! The repository's paths for the `@` file finder: walked once in the
//! background (`nub_tools::mention::candidates`: `.gitignore`, `deny_paths`
//! and nub's sessions honoured), walked again when the finder opens after a
//! while, and matched with helix's fuzzy matcher (`nucleo-matcher`).
//!
//! A query scores every path greedily (on every core from 20,000 paths on),
//! ranks the best 512 with the matcher's optimal score and keeps the best
//! few; `cargo bench -p nub-tui --bench file_index` measures it on
//! 100,000 paths (figures in the README).

use std::cmp::Ordering;
use std::path::PathBuf;
use std::sync::{Arc, Mutex, Weak};
use std::time::{Duration, Instant};

use nub_tools::Policy;
use nucleo_matcher::{Config, Matcher, Utf32String};

/// A finder opened this long after the last walk starts another.
const STALE: Duration = Duration::from_secs(10);
/// Paths ranked by the exact score after the greedy first pass.
const SHORTLIST: usize = 512;
/// Indexes at least this large are scored on several threads.
const PARALLEL_FROM: usize = 20_000;

/// One path and its matcher form.
struct Entry {
    path: String,
    haystack: Utf32String,
}

#[derive(Default)]
struct State {
    entries: Arc<Vec<Entry>>,
    /// A walk is going.
    walking: bool,
    /// When the last walk ended.
    walked: Option<Instant>,
    error: Option<String>,
}

/// A path that matched, with the character positions that matched it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Hit {
    pub path: String,
    pub indices: Vec<u32>,
}

/// What a query found.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct Found {
    pub hits: Vec<Hit>,
    /// Paths that matched, shown or not.
    pub matched: usize,
    /// The first walk has not finished: `hits` may be missing paths.
    pub indexing: bool,
}

/// Cloning shares the index.
#[derive(Clone)]
pub struct FileIndex {
    state: Arc<Mutex<State>>,
    source: Option<(PathBuf, Arc<Policy>)>,
}

impl FileIndex {
    /// An index of `root`, its first walk started on a thread of its own.
    pub fn spawn(root: PathBuf, policy: Arc<Policy>) -> FileIndex {
        let index = FileIndex { state: Arc::default(), source: Some((root, policy)) };
        index.refresh();
        index
    }

    /// An index of fixed paths (tests, benchmarks).
    pub fn of(paths: impl IntoIterator<Item = String>) -> FileIndex {
        let state = State {
            entries: Arc::new(paths.into_iter().map(entry).collect()),
            walked: Some(Instant::now()),
            ..State::default()
        };
        FileIndex { state: Arc::new(Mutex::new(state)), source: None }
    }

    /// Walks again when the last walk is older than a few seconds and none
    /// is going (files come and go while nub runs).
    pub fn refresh(&self) {
        let Some((root, policy)) = self.source.clone() else { return };
        {
            let mut state = self.lock();
            if state.walking || state.walked.is_some_and(|at| at.elapsed() < STALE) {
                return;
            }
            state.walking = true;
        }
        // The walk holds the index weakly: once the TUI is gone it stops.
        let shared: Weak<Mutex<State>> = Arc::downgrade(&self.state);
        let walk = move || {
            let walked = nub_tools::mention::candidates(&root, &policy, &|| shared.strong_count() == 0);
            let Some(shared) = shared.upgrade() else { return };
            let mut state = shared.lock().unwrap_or_else(|e| e.into_inner());
            match walked {
                Ok(paths) => {
                    state.entries = Arc::new(paths.into_iter().map(entry).collect());
                    state.error = None;
                }
                Err(error) => state.error = Some(error),
            }
            state.walking = false;
            state.walked = Some(Instant::now());
        };
        if std::thread::Builder::new().name("nub-file-index".into()).spawn(walk).is_err() {
            self.lock().walking = false;
        }
    }

    /// Whether the first walk is still going (the finder shows it and the
    /// screen is redrawn until it ends).
    pub fn indexing(&self) -> bool {
        let state = self.lock();
        state.walking && state.walked.is_none()
    }

    pub fn error(&self) -> Option<String> {
        self.lock().error.clone()
    }

    /// The `limit` best paths for `query`: best score first, then shorter,
    /// then by name. An empty query lists the top level.
    pub fn query(&self, query: &str, limit: usize) -> Found {
        let (entries, indexing) = {
            let state = self.lock();
            (Arc::clone(&state.entries), state.walked.is_none())
        };
        if query.is_empty() {
            let top: Vec<&Entry> = entries.iter().filter(|e| !e.path.trim_end_matches('/').contains('/')).collect();
            let hits = top.iter().take(limit).map(|e| Hit { path: e.path.clone(), indices: Vec::new() }).collect();
            return Found { hits, matched: top.len(), indexing };
        }
        // Smart case and smart accents, as helix does: an upper-case letter
        // or an accent in the query makes the match exact in that respect.
        let ignore_case = !query.chars().any(char::is_uppercase);
        let needle = Utf32String::from(if ignore_case { query.to_lowercase() } else { query.to_owned() }.as_str());
        let mut config = Config::DEFAULT.match_paths();
        config.ignore_case = ignore_case;
        config.normalize = query.is_ascii();
        let order = |a: &(u16, usize), b: &(u16, usize)| -> Ordering {
            let (pa, pb) = (&entries[a.1].path, &entries[b.1].path);
            b.0.cmp(&a.0).then(pa.len().cmp(&pb.len())).then(pa.cmp(pb))
        };
        // First a greedy score of every path (linear in its length), keeping
        // a shortlist; the optimal (quadratic) score only ranks the shortlist.
        let shortlist = |from: usize, slice: &[Entry]| -> (Vec<(u16, usize)>, usize) {
            let mut matcher = Matcher::new(config.clone());
            let mut scored: Vec<(u16, usize)> = slice
                .iter()
                .enumerate()
                .filter_map(|(i, e)| {
                    matcher.fuzzy_match_greedy(e.haystack.slice(..), needle.slice(..)).map(|score| (score, from + i))
                })
                .collect();
            let matched = scored.len();
            if scored.len() > SHORTLIST {
                scored.select_nth_unstable_by(SHORTLIST - 1, order);
                scored.truncate(SHORTLIST);
            }
            (scored, matched)
        };
        // Large indexes are scored on every core, a slice each.
        let threads = if entries.len() < PARALLEL_FROM {
            1
        } else {
            std::thread::available_parallelism().map_or(1, |n| n.get()).min(8)
        };
        let chunk = entries.len().div_ceil(threads).max(1);
        let parts: Vec<(Vec<(u16, usize)>, usize)> = if threads == 1 {
            vec![shortlist(0, &entries)]
        } else {
            std::thread::scope(|scope| {
                let running: Vec<_> = entries
                    .chunks(chunk)
                    .enumerate()
                    .map(|(n, slice)| {
                        let shortlist = &shortlist;
                        scope.spawn(move || shortlist(n * chunk, slice))
                    })
                    .collect();
                running.into_iter().filter_map(|handle| handle.join().ok()).collect()
            })
        };
        let matched = parts.iter().map(|(_, matched)| matched).sum();
        let mut matcher = Matcher::new(config);
        let mut scored: Vec<(u16, usize)> = parts
            .into_iter()
            .flat_map(|(scored, _)| scored)
            .filter_map(|(_, i)| matcher.fuzzy_match(entries[i].haystack.slice(..), needle.slice(..)).map(|s| (s, i)))
            .collect();
        scored.sort_unstable_by(order);
        scored.truncate(limit);
        let hits = scored
            .into_iter()
            .map(|(_, i)| {
                let mut indices = Vec::new();
                matcher.fuzzy_indices(entries[i].haystack.slice(..), needle.slice(..), &mut indices);
                indices.sort_unstable();
                indices.dedup();
                Hit { path: entries[i].path.clone(), indices }
            })
            .collect();
        Found { hits, matched, indexing }
    }

    fn lock(&self) -> std::sync::MutexGuard<'_, State> {
        self.state.lock().unwrap_or_else(|e| e.into_inner())
    }
}

fn entry(path: String) -> Entry {
    let haystack = Utf32String::from(path.as_str());
    Entry { path, haystack }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn paths(found: &Found) -> Vec<&str> {
        found.hits.iter().map(|h| h.path.as_str()).collect()
    }

    #[test]
    fn fuzzy_best_first_then_shorter() {
        let index = FileIndex::of(
            ["src/", "src/main.rs", "src/mention.rs", "crates/nub-tools/src/mention.rs", "README.md", "docs/main.md"]
                .map(String::from),
        );
        let found = index.query("mention", 10);
        assert_eq!(paths(&found), ["src/mention.rs", "crates/nub-tools/src/mention.rs"]);
        assert_eq!(found.matched, 2);
        let found = index.query("srcmain", 10);
        assert_eq!(paths(&found)[0], "src/main.rs");
        assert_eq!(found.hits[0].indices, [0, 1, 2, 4, 5, 6, 7]);
        assert_eq!(paths(&index.query("", 10)), ["src/", "README.md"], "the top level");
        assert_eq!(index.query("zzz", 10), Found::default());
        assert_eq!(index.query("m", 2).hits.len(), 2);
    }

    #[test]
    fn a_complete_path_is_found_and_ranks_first() {
        let index = FileIndex::of(["calc.py", "test_calc.py", "src/calc.py", "calculator/py.md"].map(String::from));
        assert_eq!(paths(&index.query("calc.py", 10))[0], "calc.py");
        assert_eq!(paths(&index.query("src/calc.py", 10))[0], "src/calc.py");
        assert_eq!(paths(&index.query("calc.p", 10))[0], "calc.py");
    }

    #[test]
    fn walks_the_repository_in_the_background() {
        let dir = std::env::temp_dir().join(format!("nub-file-index-{}", std::process::id()));
        std::fs::create_dir_all(dir.join("src")).unwrap();
        std::fs::write(dir.join("src/lib.rs"), "").unwrap();
        std::fs::write(dir.join(".env"), "").unwrap();
        std::fs::write(dir.join(".gitignore"), "target/\n").unwrap();
        std::fs::create_dir_all(dir.join("target")).unwrap();
        std::fs::write(dir.join("target/out"), "").unwrap();
        let index = FileIndex::spawn(dir.clone(), Arc::new(Policy::default()));
        let deadline = Instant::now() + Duration::from_secs(10);
        while index.lock().walked.is_none() && Instant::now() < deadline {
            std::thread::sleep(Duration::from_millis(5));
        }
        let all: Vec<String> = index.lock().entries.iter().map(|e| e.path.clone()).collect();
        assert_eq!(all, [".gitignore", "src/", "src/lib.rs"], ".env denied, target/ ignored");
        assert!(!index.indexing());
        let _ = std::fs::remove_dir_all(dir);
    }
}
