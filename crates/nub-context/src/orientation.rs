//! What files exist, for a repository without a `REPOMAP.md`.
//!
//! A small model asked to fix `add` in `calc.py` will otherwise invent
//! `src/main.rs` and write there: nothing told it what the repository
//! holds. A small repository (≤ `MAX_LISTED_FILES` tracked files) gets its
//! files listed, one line per directory, within `MAX_TOKENS`; a larger one
//! gets its top-level entries and a hint to use `glob`. The list is sorted
//! and read once per session, so the system prompt — and the provider's
//! prompt cache — stays the same until the file list itself changes.

use std::collections::BTreeMap;
use std::path::Path;

use nub_llm::estimate::tokens;

/// Repositories with more tracked files get the top level only.
pub const MAX_LISTED_FILES: usize = 200;
/// Ceiling for the orientation text.
pub const MAX_TOKENS: usize = 400;
/// Files looked at without git, at most: the top level needs no more.
const MAX_WALKED: usize = 10_000;

/// The orientation text for `repo_root`, or `None` when its files cannot
/// be told (a broken git repository) or there are none.
pub fn orientation(repo_root: &Path) -> Option<String> {
    let files = tracked_files(repo_root)?;
    if files.is_empty() {
        return None;
    }
    if files.len() <= MAX_LISTED_FILES {
        let listing = listing(&files);
        if tokens(&listing) <= MAX_TOKENS {
            return Some(listing);
        }
    }
    Some(top_level(&files))
}

/// `git ls-files` in a git work tree (untracked and ignored files stay out,
/// so the list changes only when the tracked set does); else a walk that
/// honours ignore files. `None` for a git directory git cannot read.
fn tracked_files(repo_root: &Path) -> Option<Vec<String>> {
    if repo_root.join(".git").exists() {
        let output = nub_config::git::command(repo_root)
            .args(["ls-files", "-z"])
            .output()
            .ok()
            .filter(|o| o.status.success())?;
        let mut files: Vec<String> = output
            .stdout
            .split(|&b| b == 0)
            .filter(|p| !p.is_empty())
            .map(|p| String::from_utf8_lossy(p).into_owned())
            .collect();
        files.sort();
        return Some(files);
    }
    let mut files: Vec<String> = nub_tools::walk::repository_walk(repo_root, repo_root, |_| true)
        .build()
        .filter_map(Result::ok)
        .filter(|entry| entry.file_type().is_some_and(|t| t.is_file()))
        .filter_map(|entry| {
            let relative = entry.path().strip_prefix(repo_root).ok()?;
            relative.components().map(|c| c.as_os_str().to_str()).collect::<Option<Vec<_>>>().map(|v| v.join("/"))
        })
        .take(MAX_WALKED)
        .collect();
    files.sort();
    Some(files)
}

/// `./: a.py, b.py` then `src/: x.rs, y.rs`, one line per directory; when
/// that is over `MAX_TOKENS`, the biggest directories shrink to their file
/// count (`src/: 67 files`) until it fits.
fn listing(files: &[String]) -> String {
    let mut dirs: BTreeMap<&str, Vec<&str>> = BTreeMap::new();
    for file in files {
        let (dir, name) = file.rsplit_once('/').unwrap_or(("", file));
        dirs.entry(dir).or_default().push(name);
    }
    // (line, files in the directory, shrunk to the count)
    let mut lines: Vec<(String, usize, bool)> = dirs
        .iter()
        .map(|(dir, names)| {
            let dir = if dir.is_empty() { "." } else { dir };
            (format!("{dir}/: {}", names.join(", ")), names.len(), false)
        })
        .collect();
    let head = format!("Files in the repository ({}), by directory:", files.len());
    let cost =
        |lines: &[(String, usize, bool)]| tokens(&head) + lines.iter().map(|(l, _, _)| tokens(l) + 1).sum::<usize>();
    let mut shrunk = false;
    while cost(&lines) > MAX_TOKENS {
        let Some(biggest) = lines.iter_mut().filter(|(_, _, small)| !small).max_by_key(|(l, _, _)| l.len()) else {
            break;
        };
        let dir = biggest.0.split_once(": ").map_or("", |(dir, _)| dir).to_owned();
        biggest.0 = format!("{dir}: {} files", biggest.1);
        biggest.2 = true;
        shrunk = true;
    }
    let mut text = head;
    for (line, _, _) in &lines {
        text.push('\n');
        text.push_str(line);
    }
    if shrunk {
        text.push_str("\n(glob lists the files of a directory shown by count)");
    }
    text
}

/// `Top level (2,300 files): src/ (2,000), Cargo.toml, … Use glob to find files.`
fn top_level(files: &[String]) -> String {
    let mut entries: BTreeMap<&str, usize> = BTreeMap::new();
    for file in files {
        let top = file.split_once('/').map_or(file.as_str(), |(dir, _)| dir);
        *entries.entry(top).or_default() += 1;
    }
    let shown: Vec<String> = entries
        .iter()
        .map(
            |(name, count)| {
                if files.iter().any(|f| f == name) { (*name).to_owned() } else { format!("{name}/ ({count})") }
            },
        )
        .collect();
    let mut text = format!("Top level of the repository ({} files):", files.len());
    let mut left_out = 0;
    for entry in &shown {
        if tokens(&text) + tokens(entry) + 20 > MAX_TOKENS {
            left_out += 1;
            continue;
        }
        text.push(' ');
        text.push_str(entry);
        text.push(',');
    }
    text.pop();
    if left_out > 0 {
        text.push_str(&format!(" … and {left_out} more"));
    }
    text.push_str(". Use glob to find files.");
    text
}

#[cfg(test)]
mod tests {
    use super::*;

    fn repo(files: &[String]) -> tempfile::TempDir {
        let dir = tempfile::tempdir().unwrap();
        for file in files {
            let path = dir.path().join(file);
            std::fs::create_dir_all(path.parent().unwrap()).unwrap();
            std::fs::write(path, "x").unwrap();
        }
        dir
    }

    #[test]
    fn a_small_repository_is_listed_by_directory_in_a_stable_order() {
        let files = ["calc.py", "hello.txt", "tests/test_calc.py", "src/util/a.rs", "src/b.rs"].map(String::from);
        let dir = repo(&files);
        let text = orientation(dir.path()).unwrap();
        assert_eq!(
            text,
            "Files in the repository (5), by directory:\n./: calc.py, hello.txt\nsrc/: b.rs\nsrc/util/: a.rs\ntests/: test_calc.py"
        );
        assert_eq!(orientation(dir.path()).unwrap(), text, "the same every time");
    }

    #[test]
    fn two_hundred_files_fit_the_budget_and_more_get_the_top_level() {
        let files: Vec<String> =
            (0..200).map(|i| format!("{}/module_{i}.py", ["src", "tests", "docs/api"][i % 3])).collect();
        let mut with_few: Vec<String> = files[..197].to_vec();
        with_few.extend(["README.md", "lib/a.py", "lib/b.py"].map(String::from));
        let text = orientation(repo(&with_few).path()).unwrap();
        let cost = tokens(&text);
        assert!(cost <= MAX_TOKENS, "{cost} tokens:\n{text}");
        assert!(text.starts_with("Files in the repository (200), by directory:\n"), "{text}");
        // Big directories shrink to a count; the small ones keep their names.
        assert!(text.contains("\nsrc/: 66 files\n"), "{text}");
        assert!(text.contains("\nlib/: a.py, b.py"), "{text}");
        let mut more = files.clone();
        more.push("README.md".into());
        let text = orientation(repo(&more).path()).unwrap();
        assert_eq!(
            text,
            "Top level of the repository (201 files): README.md, docs/ (66), src/ (67), tests/ (67). Use glob to find files."
        );
    }

    #[test]
    fn only_tracked_files_count_in_a_git_repository() {
        let dir = repo(&["a.py".into(), "b.py".into()]);
        let git = |args: &[&str]| {
            std::process::Command::new("git").args(args).current_dir(dir.path()).output().unwrap().status.success()
        };
        if !git(&["init", "-q"]) {
            return; // no git on this machine
        }
        assert!(git(&["add", "a.py"]));
        assert_eq!(orientation(dir.path()).unwrap(), "Files in the repository (1), by directory:\n./: a.py");
        // A .git that git cannot read: nothing rather than a guess.
        std::fs::remove_dir_all(dir.path().join(".git")).unwrap();
        std::fs::create_dir(dir.path().join(".git")).unwrap();
        assert_eq!(orientation(dir.path()), None);
    }
}
