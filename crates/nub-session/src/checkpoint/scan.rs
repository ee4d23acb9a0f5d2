//! What changed in the workspace since the index last saw it: a walk (or a
//! look at the paths a call names) compared with the stat index, reading
//! and saving only the files whose figures changed.
//!
//! The walk is the one every nub walk uses (`ignore`): `.gitignore`,
//! `.ignore`, `.git/info/exclude` and the global excludes count — also
//! without git — and version-control directories and `.nub` are skipped.
//! Links are recorded as links, never followed. After the first full walk
//! of a process the kernel says what changed (`watch`): only those paths,
//! and the directories new files appeared in, are looked at.

use std::collections::{BTreeSet, HashSet};
use std::fs::{self, Metadata};
use std::io;
use std::path::{Path, PathBuf};
use std::sync::Arc;

use super::fsio;
use super::hash::Hash;
use super::index::{Entry, Index, Stat, now_ns};
use super::objects::Objects;
use super::state::{FileChange, FileState};
use super::watch::{Dirty, Watcher};

/// Directories never walked: version control's and nub's own.
const SKIPPED_DIRS: [&str; 5] = [".git", ".hg", ".svn", ".jj", ".nub"];
/// A workspace with more files than this is not snapshotted whole (nub
/// started in a home directory, a huge monorepo): bash changes go
/// unrecorded there, `write` and `edit` are still recorded.
pub const MAX_FILES: usize = 100_000;
/// Nor one whose first snapshot would save more than this.
pub const MAX_FIRST_BYTES: u64 = 1 << 30;

/// Which part of the workspace a scan looks at.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Area {
    /// Every path the walk finds, and every path the index knows.
    Workspace,
    /// These repository-relative paths only.
    Paths(Vec<String>),
}

/// What a scan found.
#[derive(Debug, Default)]
pub struct Observed {
    /// Paths whose content differs from the index: `before` is what the
    /// index held (absent when it knew nothing), `after` what is there now.
    pub changes: Vec<FileChange>,
    /// Paths whose content could not be saved, and why.
    pub problems: Vec<(String, String)>,
    /// The index changed (new figures, new entries, entries gone).
    pub index_changed: bool,
}

pub struct Scanner<'a> {
    pub root: &'a Path,
    pub objects: &'a Objects,
    pub max_file_bytes: u64,
    pub max_files: usize,
    pub exclude: &'a Excluded,
}

/// Paths never read into the store (`deny_paths`), matched like the file
/// tools match them: a pattern without `/` at any depth, `dir/**` also the
/// directory itself, a path excluded when it or an ancestor matches.
pub struct Excluded(globset::GlobSet);

impl Excluded {
    pub fn new(patterns: &[String]) -> Excluded {
        let mut builder = globset::GlobSetBuilder::new();
        for pattern in patterns {
            let trimmed = pattern.trim_start_matches("./").trim_start_matches('/');
            let full = if trimmed.contains('/') { trimmed.to_owned() } else { format!("**/{trimmed}") };
            let dir = full.strip_suffix("/**").map(str::to_owned);
            for variant in std::iter::once(full).chain(dir) {
                // An invalid pattern is the configuration's to report (the file tools refuse to start).
                if let Ok(glob) = globset::GlobBuilder::new(&variant).literal_separator(true).build() {
                    builder.add(glob);
                }
            }
        }
        Excluded(builder.build().unwrap_or_else(|_| globset::GlobSet::empty()))
    }

    pub fn covers(&self, rel: &str) -> bool {
        let mut at = rel;
        loop {
            if self.0.is_match(at) {
                return true;
            }
            match at.rsplit_once('/') {
                Some((parent, _)) => at = parent,
                None => return false,
            }
        }
    }
}

impl Scanner<'_> {
    /// Compares `area` with `index`, saves what changed, and brings the
    /// index up to date. `watcher` tells a workspace scan what changed
    /// since the last one (else it walks, and watches what it walks).
    pub fn scan(&self, index: &mut Index, area: &Area, watcher: &mut Watcher) -> Observed {
        let mut observed = Observed::default();
        match area {
            Area::Workspace => match watcher.drain() {
                Some(dirty) => self.changed(index, dirty, watcher, &mut observed),
                None => self.everything(index, watcher, &mut observed),
            },
            Area::Paths(paths) => {
                for rel in paths {
                    self.look(rel, index, &mut observed);
                }
            }
        }
        observed
    }

    /// A full walk, watching every directory it shows.
    fn everything(&self, index: &mut Index, watcher: &mut Watcher, observed: &mut Observed) {
        if let Some(why) = &watcher.too_large {
            observed.problems.push((String::new(), why.clone()));
            return;
        }
        watcher.restart();
        watcher.watch(self.root, "");
        let mut seen: HashSet<String> = HashSet::with_capacity(index.entries.len() + 64);
        let found = self.walk(Reach::All, observed, &mut |dir| watcher.watch(self.root, dir));
        let to_save: u64 = found
            .iter()
            .filter(|(rel, meta)| meta.is_file() && !index.entries.get(rel).is_some_and(|e| e.stat == Stat::of(meta)))
            .map(|(_, meta)| meta.len())
            .filter(|len| *len <= self.max_file_bytes)
            .sum();
        if found.len() > self.max_files || to_save > MAX_FIRST_BYTES {
            let why = format!(
                "the workspace is too large to snapshot ({} files, {} to save; the limits are {} files and {}): what bash and MCP tools change here is not recorded, what write and edit change is",
                found.len(),
                mib(to_save),
                self.max_files,
                mib(MAX_FIRST_BYTES)
            );
            watcher.restart();
            watcher.too_large = Some(why.clone());
            observed.problems.push((String::new(), why));
            return;
        }
        for (rel, meta) in found {
            self.observe(&rel, Some(meta), index, observed);
            seen.insert(rel);
        }
        // Known paths the walk did not show: deleted, or ignored ones a call
        // named (written by `write`, say).
        let rest: Vec<String> = index.entries.keys().filter(|p| !seen.contains(*p)).cloned().collect();
        for rel in rest {
            self.look(&rel, index, observed);
        }
        watcher.arm();
    }

    /// Only what the watcher saw change: known paths looked at again, the
    /// directories where unknown names appeared listed, new directories
    /// walked (and watched).
    fn changed(&self, index: &mut Index, dirty: Dirty, watcher: &mut Watcher, observed: &mut Observed) {
        let mut known: BTreeSet<String> =
            dirty.paths.iter().filter(|p| index.entries.contains_key(*p)).cloned().collect();
        for gone in &dirty.gone_dirs {
            let below = format!("{gone}/");
            known.extend(index.entries.keys().filter(|p| p.starts_with(&below)).cloned());
        }
        let shallow: BTreeSet<String> = dirty
            .paths
            .iter()
            .filter(|p| !index.entries.contains_key(*p))
            .map(|p| p.rsplit_once('/').map_or(String::new(), |(dir, _)| dir.to_owned()))
            .collect();
        if !shallow.is_empty() || !dirty.new_dirs.is_empty() {
            let deep = dirty.new_dirs.clone();
            let reach = Reach::Some { shallow: Arc::new(shallow), deep: Arc::new(dirty.new_dirs) };
            let found = self.walk(reach, observed, &mut |dir| {
                if deep.iter().any(|d| dir == d || dir.starts_with(&format!("{d}/"))) {
                    watcher.watch(self.root, dir);
                }
            });
            for (rel, meta) in found {
                known.remove(&rel);
                self.observe(&rel, Some(meta), index, observed);
            }
        }
        for rel in known {
            self.look(&rel, index, observed);
        }
    }
    /// One path, by `lstat`.
    fn look(&self, rel: &str, index: &mut Index, observed: &mut Observed) {
        if self.exclude.covers(rel) {
            return;
        }
        let meta = match fsio::inside(self.root, rel).and_then(|path| fsio::lstat(&path)) {
            Ok(meta) => meta,
            Err(error) => {
                observed.problems.push((rel.to_owned(), format!("cannot look at it: {error}")));
                return;
            }
        };
        self.observe(rel, meta, index, observed);
    }

    fn observe(&self, rel: &str, meta: Option<Metadata>, index: &mut Index, observed: &mut Observed) {
        // A directory where a file was: the file is gone (what is inside is
        // paths of its own).
        let Some(meta) = meta.filter(|meta| !meta.is_dir()) else {
            if let Some(old) = index.remove(rel) {
                observed.index_changed = true;
                if !old.state.is_absent() {
                    observed.changes.push(FileChange {
                        path: rel.to_owned(),
                        before: old.state,
                        after: FileState::Absent,
                    });
                }
            }
            return;
        };
        let stat = Stat::of(&meta);
        let old = index.entries.get(rel);
        if old.is_some_and(|entry| entry.unchanged(&stat)) {
            return;
        }
        let base = old.and_then(|entry| entry.state.blob()).copied();
        let seen_at = now_ns();
        let (state, stat) = self.capture(rel, &meta, stat, base.as_ref());
        if let FileState::Unsaved { reason } = &state {
            observed.problems.push((rel.to_owned(), reason.clone()));
        }
        let before = old.map_or(FileState::Absent, |entry| entry.state.clone());
        // Content not saved either time: only changed figures tell a change.
        let unsaved_alike = matches!((&before, &state), (FileState::Unsaved { .. }, FileState::Unsaved { .. }))
            && old.is_some_and(|entry| entry.stat.size == stat.size && entry.stat.mtime == stat.mtime);
        if !before.same(&state) && !unsaved_alike {
            observed.changes.push(FileChange { path: rel.to_owned(), before, after: state.clone() });
        }
        // Read again only because it was new when last read: the index on
        // disk is still right (this process remembers the newer reading).
        let refreshed = old.is_some_and(|entry| entry.stat == stat && entry.state == state);
        if refreshed {
            index.entries.insert(rel.to_owned(), Entry { stat, seen_at, state });
        } else {
            index.set(rel, Entry { stat, seen_at, state });
            observed.index_changed = true;
        }
    }

    /// The content at `rel` as a state, saved in the store; the figures of
    /// what was read.
    fn capture(&self, rel: &str, meta: &Metadata, stat: Stat, base: Option<&Hash>) -> (FileState, Stat) {
        let unsaved = |reason: String| (FileState::Unsaved { reason }, stat);
        let path = self.root.join(rel);
        let kind = meta.file_type();
        if kind.is_symlink() {
            return match fs::read_link(&path).map(|t| t.to_str().map(str::to_owned)) {
                Ok(Some(target)) => (FileState::Link { target }, stat),
                Ok(None) => unsaved("a link whose target is not UTF-8".into()),
                Err(e) => unsaved(format!("cannot read the link: {e}")),
            };
        }
        if !kind.is_file() {
            return unsaved("not a regular file".into());
        }
        if meta.len() > self.max_file_bytes {
            return unsaved(too_large(meta.len(), self.max_file_bytes));
        }
        match fsio::read_workspace_file(&path, self.max_file_bytes) {
            Ok((bytes, read_meta)) => {
                let blob = Hash::of(&bytes);
                if let Err(e) = self.objects.put(&blob, &bytes, base) {
                    return unsaved(format!("cannot save it in the checkpoint store: {e}"));
                }
                let state = FileState::File { blob, size: bytes.len() as u64, mode: fsio::mode_of(&read_meta) };
                (state, Stat::of(&read_meta))
            }
            Err(e) if e.kind() == io::ErrorKind::FileTooLarge => unsaved(too_large(meta.len(), self.max_file_bytes)),
            Err(e) => unsaved(format!("cannot read it: {e}")),
        }
    }

    /// Every file and link the walk shows within `reach`, with its
    /// `lstat`; `on_dir` hears of each directory before it is read.
    fn walk(&self, reach: Reach, observed: &mut Observed, on_dir: &mut dyn FnMut(&str)) -> Vec<(String, Metadata)> {
        let root: PathBuf = self.root.to_path_buf();
        let filter_reach = reach.clone();
        let walker = ignore::WalkBuilder::new(self.root)
            .hidden(false)
            .parents(false)
            .require_git(false)
            .follow_links(false)
            .filter_entry(move |entry| {
                if entry.depth() == 0 || !entry.file_type().is_some_and(|t| t.is_dir()) {
                    return true;
                }
                if entry.file_name().to_str().is_some_and(|name| SKIPPED_DIRS.contains(&name)) {
                    return false;
                }
                let rel = entry.path().strip_prefix(&root).ok().and_then(Path::to_str).unwrap_or_default();
                filter_reach.enters(rel)
            })
            .build();
        let mut found = Vec::new();
        for entry in walker {
            let entry = match entry {
                Ok(entry) => entry,
                Err(error) => {
                    observed.problems.push((String::new(), format!("part of the workspace was not walked: {error}")));
                    continue;
                }
            };
            if entry.depth() == 0 {
                continue;
            }
            let Ok(rel) = entry.path().strip_prefix(self.root) else { continue };
            let Some(rel) = rel.to_str() else {
                let shown = rel.to_string_lossy().into_owned();
                observed.problems.push((shown, "its name is not UTF-8; not saved".into()));
                continue;
            };
            if entry.file_type().is_some_and(|t| t.is_dir()) {
                on_dir(rel);
                continue;
            }
            if !reach.shows(rel) || self.exclude.covers(rel) {
                continue;
            }
            match fs::symlink_metadata(entry.path()) {
                Ok(meta) => found.push((rel.to_owned(), meta)),
                // Gone between the listing and the look.
                Err(e) if e.kind() == io::ErrorKind::NotFound => {}
                Err(e) => observed.problems.push((rel.to_owned(), format!("cannot look at it: {e}"))),
            }
        }
        found
    }
}

/// How much of the workspace a walk covers.
#[derive(Debug, Clone)]
enum Reach {
    All,
    /// The files directly in `shallow` directories, everything below
    /// `deep` ones (and the directories on the way to them).
    Some {
        shallow: Arc<BTreeSet<String>>,
        deep: Arc<BTreeSet<String>>,
    },
}

impl Reach {
    /// Whether the walk goes into directory `rel`.
    fn enters(&self, rel: &str) -> bool {
        match self {
            Reach::All => true,
            Reach::Some { shallow, deep } => {
                let below = |dir: &str, top: &str| dir == top || dir.starts_with(&format!("{top}/"));
                shallow.iter().chain(deep.iter()).any(|target| below(target, rel)) || deep.iter().any(|d| below(rel, d))
            }
        }
    }

    /// Whether the file `rel` is one the walk is for.
    fn shows(&self, rel: &str) -> bool {
        match self {
            Reach::All => true,
            Reach::Some { shallow, deep } => {
                let parent = rel.rsplit_once('/').map_or("", |(dir, _)| dir);
                shallow.contains(parent) || deep.iter().any(|d| rel.starts_with(&format!("{d}/")))
            }
        }
    }
}

pub fn too_large(size: u64, limit: u64) -> String {
    format!("{} is over [checkpoints] max_file_bytes ({}); not saved", mib(size), mib(limit))
}

/// Bytes for people: `12.3 MiB`, `512 KiB`, `80 B`.
pub fn mib(bytes: u64) -> String {
    match bytes {
        0..1024 => format!("{bytes} B"),
        1024..1_048_576 => format!("{:.0} KiB", bytes as f64 / 1024.0),
        _ => format!("{:.1} MiB", bytes as f64 / 1_048_576.0),
    }
}
