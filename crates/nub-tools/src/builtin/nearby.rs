//! What the model may have meant by a path that does not exist. Small
//! models guess names (`.cargo.toml`, `readme.md`, `main.rs` at the root):
//! told only "does not exist", they ask for the same path again until the
//! repetition guard stops them; told "did you mean `Cargo.toml`?", they read
//! the right file next.

use std::path::{Path, PathBuf};
use std::sync::Arc;

use nub_config::own_files::{self, Scope};

use super::key_value::{sets, setting};
use super::numbers;
use crate::path::{Access, protected, slash_path};
use crate::policy::{PathRules, Policy};
use crate::syntax::holds_word;
use crate::tool::ToolEnv;

/// Entries of the repository looked at for a file of the same name; a walk
/// of a huge tree stops here (the suggestion is a courtesy, not a search).
const MAX_WALKED: usize = 20_000;
/// Suggestions given at most.
const MAX_SUGGESTIONS: usize = 3;
/// A directory with more files than this is not listed in the advice.
const MAX_LISTED_BESIDE: usize = 8;

/// The repository as the path guard sees it; cheap to take along, the
/// rules are built only when a path is missing.
pub(crate) struct Nearby {
    repo_root: PathBuf,
    cwd: PathBuf,
    policy: Arc<Policy>,
}

/// The same, resolved for one lookup.
struct Resolved {
    root: PathBuf,
    cwd: PathBuf,
    rules: Arc<PathRules>,
}

impl Nearby {
    pub(crate) fn of(env: &ToolEnv) -> Nearby {
        Nearby { repo_root: env.repo_root.clone(), cwd: env.cwd.clone(), policy: Arc::clone(&env.policy) }
    }

    /// What to tell the model about a path that does not exist: "did you
    /// mean `Cargo.toml`?" when a name is near; else, in a directory of a
    /// few files, which files it holds (a model that invents `add.py` in a
    /// repository of `calc.py` sees what is there); else nothing.
    pub(crate) fn advice(&self, missing: &Path) -> Option<String> {
        // No root or no rules: then there is simply no advice.
        let resolved = self.resolve()?;
        let found = resolved.suggestions(missing);
        if !found.is_empty() {
            let quoted: Vec<String> = found.iter().map(|path| format!("`{path}`")).collect();
            return Some(format!("did you mean {}?", quoted.join(" or ")));
        }
        let files = resolved.few_files_beside(missing)?;
        let quoted: Vec<String> = files.iter().map(|path| format!("`{path}`")).collect();
        Some(format!("the files there are {}", quoted.join(", ")))
    }
}

/// Files (with a line each) named when old_string is found elsewhere.
const MAX_OCCURRENCES: usize = 4;
/// Files larger than this are not searched for old_string.
const MAX_SEARCHED_BYTES: u64 = 1024 * 1024;
/// Bytes read in all while looking for old_string: a courtesy, not a search
/// of a huge tree.
const MAX_SEARCHED_TOTAL: u64 = 64 * 1024 * 1024;
/// Characters of old_string quoted in the advice.
const MAX_QUOTED: usize = 60;

impl Nearby {
    /// Where `text` (an `old_string`) occurs in the repository, for an edit
    /// of a file that does not exist: "`greet(` occurs in main.py:3,
    /// util.py:1". The whole text first; if it is nowhere, its longest line.
    pub(crate) fn occurrences(&self, text: &str) -> Option<String> {
        let resolved = self.resolve()?;
        let longest = text.lines().map(str::trim).max_by_key(|line| line.len()).unwrap_or_default();
        [text, longest].into_iter().filter(|needle| !needle.trim().is_empty()).find_map(|needle| {
            let found = resolved.files_holding(needle);
            if found.is_empty() {
                return None;
            }
            let quoted = crate::text::clip(needle.trim(), MAX_QUOTED);
            Some(format!("`{quoted}` occurs in {}; edit it there", found.join(", ")))
        })
    }

    /// Where a setting `old` names (`retention_days=7`, one line of a key
    /// and a value) is written another way in another file: asked to keep
    /// backups 30 days, the 1.5B model sent `retention_days=7` to
    /// backup.py three times, and the value was `"retention_days": 7,` in
    /// config.json.
    pub(crate) fn setting_elsewhere(&self, old: &str) -> Option<String> {
        let (key, value) = setting(old)?;
        let resolved = self.resolve()?;
        let found = resolved.files_where(&|content| content.lines().position(|line| sets(line, key, value)));
        let first = found.first()?;
        let shown: Vec<&str> = found.iter().map(|(place, _)| place.as_str()).collect();
        let line = crate::text::clip(first.1.trim(), MAX_QUOTED);
        Some(format!("`{key}` is set to {value} in {} (`{line}`); edit it there", shown.join(", ")))
    }

    /// Where a number sent alone as `old_string` stands, as a number of its
    /// own, in other files, each line shown: asked for a kids' day pass at
    /// 25 instead of 30, the 1.5B model sent `30` to passes.py three times,
    /// reading it between, while the price was `child = 30` in skipass.toml;
    /// pointed to that line alone, it set all three 30s of the file.
    pub(crate) fn number_elsewhere(&self, old: &str) -> Option<String> {
        if !numbers::is_number(old) {
            return None;
        }
        let number = old.trim();
        let resolved = self.resolve()?;
        let holding = |content: &str| -> Vec<usize> {
            content
                .lines()
                .enumerate()
                .filter(|(_, line)| numbers::holds_number(line, number))
                .map(|(n, _)| n)
                .collect()
        };
        let found = resolved.lines_where(&holding);
        if found.is_empty() {
            return None;
        }
        let shown: Vec<String> = found
            .iter()
            .map(|(place, line)| format!("{place} (`{}`)", crate::text::clip(line.trim(), MAX_QUOTED)))
            .collect();
        Some(format!("`{number}` occurs in {}; edit it there", shown.join(", ")))
    }

    /// For each of `names`, the first line of another file than `file`
    /// that holds it as a word (`path:line`), for the names some other
    /// file holds: what a write that drops those definitions would break.
    pub(crate) fn used_elsewhere(&self, names: &[String], file: &Path) -> Vec<(String, String)> {
        let Some(resolved) = self.resolve() else { return Vec::new() };
        let own = resolved.shown_if_allowed(file).map(|shown| format!("{shown}:"));
        // Source files of the same language only, and a use, not a
        // definition of the same name or another object's attribute
        // (`json.load`).
        let extension = file.extension().and_then(|e| e.to_str()).map(|e| format!(".{e}:"));
        let same_language = |place: &str| {
            extension.as_ref().is_none_or(|ext| {
                place.rsplit_once(':').is_some_and(|(path, _)| format!("{path}:").ends_with(ext.as_str()))
            })
        };
        names
            .iter()
            .filter_map(|name| {
                let uses = |line: &str| {
                    holds_word(line, name)
                        && crate::text::defined_name(line) != Some(name.as_str())
                        && !line.contains(&format!(".{name}"))
                };
                let holding = |content: &str| content.lines().position(uses);
                let found = resolved.files_where(&holding);
                let other = found
                    .into_iter()
                    .find(|(place, _)| same_language(place) && own.as_ref().is_none_or(|own| !place.starts_with(own)));
                other.map(|(place, _)| (name.clone(), place))
            })
            .collect()
    }

    /// The repository's real root and path rules, for one lookup; `None`
    /// when either cannot be had.
    fn resolve(&self) -> Option<Resolved> {
        let root = std::fs::canonicalize(&self.repo_root).ok()?;
        let rules = Arc::new(self.policy.path_rules().ok()?);
        let cwd = std::fs::canonicalize(&self.cwd).unwrap_or_else(|_| root.clone());
        Some(Resolved { root, cwd, rules })
    }
}

impl Resolved {
    /// `path:line` of the first occurrence of `needle` in each file that
    /// holds it (text files the guard allows, in walk order).
    fn files_holding(&self, needle: &str) -> Vec<String> {
        let find = |content: &str| content.find(needle).map(|at| content[..at].matches('\n').count());
        self.files_where(&find).into_iter().map(|(place, _)| place).collect()
    }

    /// `path:line` and the line of the first line `find` picks (a 0-based
    /// index) in each file it picks one in (text files the guard allows,
    /// in walk order).
    fn files_where(&self, find: &dyn Fn(&str) -> Option<usize>) -> Vec<(String, String)> {
        self.lines_where(&|content| find(content).into_iter().collect())
    }

    /// `path:line` and the line of each line `find` picks (0-based indexes)
    /// in the files it picks any in, at most [`MAX_OCCURRENCES`] in all
    /// (text files the guard allows, in walk order).
    fn lines_where(&self, find: &dyn Fn(&str) -> Vec<usize>) -> Vec<(String, String)> {
        let walk = super::walker(&self.root, self.root.clone(), Arc::clone(&self.rules), false).build();
        let mut found = Vec::new();
        let mut budget = MAX_SEARCHED_TOTAL;
        for entry in walk.flatten().take(MAX_WALKED) {
            let size = entry.metadata().map_or(u64::MAX, |m| m.len());
            if !entry.file_type().is_some_and(|t| t.is_file()) || size > MAX_SEARCHED_BYTES {
                continue;
            }
            let Some(left) = budget.checked_sub(size) else { break };
            budget = left;
            // Regular files inside the repository only, as grep opens them.
            let Ok(opened) = own_files::open(entry.path(), Scope::Repository(&self.root)) else { continue };
            let mut bytes = Vec::new();
            if std::io::Read::read_to_end(&mut std::io::Read::take(&opened.file, MAX_SEARCHED_BYTES), &mut bytes)
                .is_err()
            {
                continue;
            }
            let Ok(content) = String::from_utf8(bytes) else { continue };
            let indexes = find(&content);
            if indexes.is_empty() {
                continue;
            }
            if let Some(shown) = self.shown_if_allowed(entry.path()) {
                for index in indexes {
                    let line = content.lines().nth(index).unwrap_or_default().to_owned();
                    found.push((format!("{shown}:{}", index + 1), line));
                }
            }
            if found.len() >= MAX_OCCURRENCES {
                found.truncate(MAX_OCCURRENCES);
                break;
            }
        }
        found
    }

    /// Paths that exist and are close to `missing`: a near name in the same
    /// directory first, then files of the same name elsewhere in the
    /// repository, as the model would write them (relative to the working
    /// directory).
    fn suggestions(&self, missing: &Path) -> Vec<String> {
        let Some(name) = missing.file_name().map(|n| n.to_string_lossy().to_lowercase()) else {
            return Vec::new();
        };
        let mut found: Vec<PathBuf> = Vec::new();
        if let Some(dir) = missing.parent()
            && let Ok(entries) = std::fs::read_dir(dir)
        {
            let mut near: Vec<(usize, PathBuf)> = entries
                .flatten()
                .filter_map(|entry| {
                    let candidate = entry.file_name().to_string_lossy().to_lowercase();
                    near_name(&name, &candidate).map(|distance| (distance, entry.path()))
                })
                .collect();
            near.sort();
            found.extend(near.into_iter().map(|(_, path)| path));
        }
        if found.is_empty() {
            found.extend(self.same_name_elsewhere(&name));
        }
        found.into_iter().filter_map(|path| self.shown_if_allowed(&path)).take(MAX_SUGGESTIONS).collect()
    }

    /// The files beside `missing` when there are only a few (and its
    /// directory exists), as the model would write them.
    fn few_files_beside(&self, missing: &Path) -> Option<Vec<String>> {
        let entries = std::fs::read_dir(missing.parent()?).ok()?;
        let mut files: Vec<PathBuf> = Vec::new();
        for entry in entries.flatten() {
            let hidden = entry.file_name().to_string_lossy().starts_with('.');
            if hidden || !entry.file_type().is_ok_and(|t| t.is_file()) {
                continue;
            }
            if files.len() == MAX_LISTED_BESIDE {
                return None;
            }
            files.push(entry.path());
        }
        files.sort();
        let shown: Vec<String> = files.iter().filter_map(|path| self.shown_if_allowed(path)).collect();
        (!shown.is_empty()).then_some(shown)
    }

    fn same_name_elsewhere(&self, name: &str) -> Vec<PathBuf> {
        let bare = name.trim_start_matches('.');
        let mut found: Vec<PathBuf> = super::walker(&self.root, self.root.clone(), Arc::clone(&self.rules), false)
            .build()
            .flatten()
            .take(MAX_WALKED)
            .filter(|entry| entry.file_type().is_some_and(|t| t.is_file()))
            .filter(|entry| entry.file_name().to_string_lossy().to_lowercase().trim_start_matches('.') == bare)
            .map(ignore::DirEntry::into_path)
            .collect();
        // The shallowest first: `src/main.rs` before `vendor/x/src/main.rs`.
        found.sort_by_key(|path| (path.components().count(), path.clone()));
        found
    }

    /// The path as the model should write it, unless it lies outside the
    /// repository or the guard would refuse it anyway (a denied `.env` is
    /// not advertised).
    fn shown_if_allowed(&self, path: &Path) -> Option<String> {
        let real = std::fs::canonicalize(path).ok()?;
        let relative = slash_path(real.strip_prefix(&self.root).ok()?);
        if self.rules.denied_by(&relative).is_some() || protected(&relative, Access::Read).is_some() {
            return None;
        }
        Some(real.strip_prefix(&self.cwd).map_or(relative, slash_path))
    }
}

/// How far `candidate` is from `wanted` (both lower case) if it is near
/// enough to be what was meant: the same name but for a leading dot, or a
/// typo — transposed, missing, extra or wrong characters, a few for long
/// names.
fn near_name(wanted: &str, candidate: &str) -> Option<usize> {
    if wanted == candidate {
        return Some(0);
    }
    if wanted.trim_start_matches('.') == candidate.trim_start_matches('.') {
        return Some(1);
    }
    let allowed = (wanted.chars().count() / 5).clamp(1, 3);
    let distance = typo_distance(wanted, candidate);
    (distance <= allowed).then_some(distance + 1)
}

/// Edits between two names where swapping two neighbouring characters
/// counts as one (`Cagro` → `Cargo`), as typos go.
fn typo_distance(a: &str, b: &str) -> usize {
    let a: Vec<char> = a.chars().collect();
    let b: Vec<char> = b.chars().collect();
    // Three rows of the table: two back for the swap, one back, this one.
    let mut before: Vec<usize> = vec![0; b.len() + 1];
    let mut previous: Vec<usize> = (0..=b.len()).collect();
    let mut current: Vec<usize> = vec![0; b.len() + 1];
    for i in 1..=a.len() {
        current[0] = i;
        for j in 1..=b.len() {
            let cost = usize::from(a[i - 1] != b[j - 1]);
            let mut best = (previous[j] + 1).min(current[j - 1] + 1).min(previous[j - 1] + cost);
            if i > 1 && j > 1 && a[i - 1] == b[j - 2] && a[i - 2] == b[j - 1] {
                best = best.min(before[j - 2] + 1);
            }
            current[j] = best;
        }
        std::mem::swap(&mut before, &mut previous);
        std::mem::swap(&mut previous, &mut current);
    }
    previous[b.len()]
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn near_names_are_typos_and_dots_not_other_files() {
        assert_eq!(near_name("cargo.toml", "cargo.toml"), Some(0));
        assert_eq!(near_name(".cargo.toml", "cargo.toml"), Some(1));
        assert_eq!(near_name("cagro.toml", "cargo.toml"), Some(2), "a swap is one typo");
        assert_eq!(near_name("readme.md", "readme.txt"), None);
        assert_eq!(near_name("a.rs", "b.rs"), Some(2), "one change even in short names");
        assert_eq!(near_name("a.rs", "bc.rs"), None);
        assert_eq!(near_name("lib.rs", "main.rs"), None);
    }

    #[test]
    fn typo_distance_counts_swaps_once() {
        assert_eq!(typo_distance("abc", "abc"), 0);
        assert_eq!(typo_distance("abc", "acb"), 1);
        assert_eq!(typo_distance("", "abc"), 3);
        assert_eq!(typo_distance("kitten", "sitting"), 3);
    }
}
