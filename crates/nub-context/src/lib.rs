//! The system prompt, assembled from stable to volatile (CONCEPT §5.4): the
//! base prompt (or a `SYSTEM.md` that replaces it), a static description of
//! the environment, the context files, and the skills index; the last block
//! carries the cache mark.
//!
//! Nothing here may change during a session — no time, no git status — or
//! every request would miss the provider's prompt cache. Dynamic facts go
//! into messages.
#![deny(clippy::print_stdout, clippy::print_stderr)]

pub mod agents;
pub mod commands;
mod environment;
mod files;
pub mod map;
mod md_files;
pub mod orientation;
pub mod skills;
mod syntax_check;

use std::path::{Path, PathBuf};

pub use environment::{Environment, git_branch, git_head_commit};
pub use files::{FileOptions, Found, discover};
use nub_config::own_files::{self, Scope};
use nub_llm::Block;
use nub_llm::estimate::tokens;
pub use skills::{ReadSkill, Skill, SkillOrigin, Skills};
pub use syntax_check::TreeSitterCheck;

/// The built-in base prompt: every token of it is paid on every request.
pub const BASE_PROMPT: &str = include_str!("base_prompt.md");

/// The built-in base prompt of a small model (`[context] lean`): shorter,
/// and it says plainly what a 1.5B model otherwise gets wrong (re-reading
/// attached files, answering a question with more tool calls, going on to
/// commit and push after the change).
pub const SMALL_MODEL_PROMPT: &str = include_str!("small_prompt.md");

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum PartKind {
    Base,
    Environment,
    File,
    Skills,
}

/// One block of the system prompt and where it came from.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Part {
    pub kind: PartKind,
    /// A path, or "built-in".
    pub origin: String,
    pub text: String,
    pub tokens: usize,
    /// Cut to fit the budget.
    pub truncated: bool,
}

#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Context {
    pub parts: Vec<Part>,
    /// Things the user should see (a file cut to fit, a stale repo map).
    pub warnings: Vec<String>,
}

impl Context {
    /// The system blocks of every request; the last one is the cache breakpoint.
    pub fn system(&self) -> Vec<Block> {
        blocks(self.parts.iter().collect())
    }

    /// The system blocks without the environment part, and its text: for a
    /// small local model, whose requests then start the same way in every
    /// repository (`LoopConfig::preamble` carries the rest).
    pub fn system_and_environment(&self) -> (Vec<Block>, Option<String>) {
        let environment = self.parts.iter().find(|part| part.kind == PartKind::Environment).map(|p| p.text.clone());
        (blocks(self.parts.iter().filter(|part| part.kind != PartKind::Environment).collect()), environment)
    }

    pub fn tokens(&self) -> usize {
        self.parts.iter().map(|p| p.tokens).sum()
    }

    /// The built-in base prompt becomes [`SMALL_MODEL_PROMPT`]; a base the
    /// user wrote (`SYSTEM.md`) stays as written.
    pub fn use_small_model_prompt(&mut self) {
        if let Some(base) = self.parts.iter_mut().find(|p| p.kind == PartKind::Base && p.origin == "built-in") {
            *base = part(PartKind::Base, base.origin.clone(), SMALL_MODEL_PROMPT.trim_end().to_owned());
        }
    }
}

/// `parts` as system blocks; the last one is the cache breakpoint.
fn blocks(parts: Vec<&Part>) -> Vec<Block> {
    let count = parts.len();
    parts
        .iter()
        .enumerate()
        .map(|(i, part)| Block::Text { text: part.text.clone(), cache_mark: i + 1 == count })
        .collect()
}

#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Options {
    pub files: FileOptions,
    /// Ceiling for the context files together (`[context] max_tokens`).
    pub max_tokens: usize,
    /// Directories that may hold a `SYSTEM.md` replacing the base prompt,
    /// most specific first (`<repo>/.nub`, then the user's config dir).
    pub system_dirs: Vec<PathBuf>,
    /// The skills index (name and description per skill), if any.
    pub skills_index: Option<String>,
}

/// Builds the system prompt for a session started in `cwd`.
pub fn assemble(environment: &Environment, options: &Options, repo_root: &Path, cwd: &Path) -> Context {
    let mut warnings = Vec::new();
    let base = options
        .system_dirs
        .iter()
        .map(|dir| dir.join("SYSTEM.md"))
        .find_map(|path| match read_system_prompt(&path, repo_root) {
            Ok(text) => text.map(|text| (path.display().to_string(), text)),
            Err(why) => {
                warnings.push(format!("{} is not used: {why}", path.display()));
                None
            }
        })
        .unwrap_or_else(|| ("built-in".to_owned(), BASE_PROMPT.to_owned()));
    let mut parts = vec![part(PartKind::Base, base.0, base.1.trim_end().to_owned())];

    // A token is about four characters of at most four bytes: whatever lies
    // beyond 16 bytes per token of budget would be cut away anyway.
    let max_bytes = (options.max_tokens as u64).saturating_mul(16).max(4096);
    let (found, file_warnings) = discover(&options.files, repo_root, cwd, max_bytes);
    warnings.extend(file_warnings);
    let mut has_map = false;
    for file in found.iter().filter(|f| f.path.file_name().is_some_and(|n| n == "REPOMAP.md")) {
        has_map = true;
        warnings.extend(stale_map_warning(file, repo_root));
    }
    // Without a map, the environment says what files exist (`orientation`).
    let mut described = environment.describe();
    if !has_map && let Some(files) = orientation::orientation(repo_root) {
        described.push('\n');
        described.push_str(&files);
    }
    parts.push(part(PartKind::Environment, "detected".into(), described));
    let mut budget = options.max_tokens;
    for (i, file) in found.iter().enumerate() {
        let label = file.path.strip_prefix(repo_root).unwrap_or(&file.path).display().to_string();
        let body = format!("Contents of {label}:\n\n{}", file.text.trim_end());
        let cost = tokens(&body);
        if cost <= budget {
            budget -= cost;
            parts.push(part(PartKind::File, file.path.display().to_string(), body));
            continue;
        }
        // Over budget: the last file that still fits in part is cut, and
        // whatever follows is left out — both said out loud.
        let keep_chars = budget * 4;
        let cut: String = body.chars().take(keep_chars).collect();
        if !cut.trim().is_empty() {
            let text =
                format!("{cut}\n[… {label} truncated: the context budget of {} tokens is used up]", options.max_tokens);
            let mut truncated = part(PartKind::File, file.path.display().to_string(), text);
            truncated.truncated = true;
            parts.push(truncated);
        }
        warnings.push(format!(
            "context files exceed [context] max_tokens = {}: {label} was cut{}",
            options.max_tokens,
            match found.len() - i - 1 {
                0 => String::new(),
                rest => format!(" and {rest} more file(s) left out"),
            }
        ));
        break;
    }
    if let Some(index) = options.skills_index.as_ref().filter(|i| !i.is_empty()) {
        parts.push(part(PartKind::Skills, "skills".into(), index.clone()));
    }
    Context { parts, warnings }
}

/// The first line of a map written by `nub map` names the commit it was
/// built from; a map of another commit is worse than none, so say so.
pub const MAP_HEADER_PREFIX: &str = "<!-- nub map: commit ";

fn stale_map_warning(file: &Found, repo_root: &Path) -> Option<String> {
    let first = file.text.lines().next()?;
    let mut fields = first.strip_prefix(MAP_HEADER_PREFIX)?.split_whitespace();
    let built = fields.next()?;
    let files = match (fields.next(), fields.next()) {
        (Some("files"), Some(digest)) => Some(digest),
        _ => None,
    };
    let head = git_head_commit(repo_root)?;
    if head.starts_with(built) || built.starts_with(&head) {
        return None;
    }
    // A map that records what it mapped is fresh while the index holds
    // the same files, whatever the commits (issue 22); an older map is
    // judged by the files changed between its commit and HEAD.
    let fresh = match files {
        Some(digest) => map::freshness::index_digest(repo_root).is_some_and(|now| now == digest),
        None => only_maps_changed(repo_root, built, &head),
    };
    if fresh {
        return None;
    }
    Some(format!(
        "{} was built at commit {} but HEAD is {}: it may be wrong; run nub map to rebuild it",
        file.path.display(),
        &built[..built.len().min(10)],
        &head[..head.len().min(10)]
    ))
}

/// A map committed after it was built sits one commit behind HEAD forever;
/// it is still right when nothing but REPOMAP.md files changed since.
fn only_maps_changed(repo_root: &Path, built: &str, head: &str) -> bool {
    let output = nub_config::git::command(repo_root)
        .args(["diff", "--no-ext-diff", "--no-textconv", "--name-only", "--no-renames", built, head, "--"])
        .output();
    match output {
        Ok(output) if output.status.success() => {
            String::from_utf8_lossy(&output.stdout).lines().all(|path| path.rsplit('/').next() == Some("REPOMAP.md"))
        }
        // An unknown commit (a shallow clone, a rewritten history): say so.
        _ => false,
    }
}

/// A `SYSTEM.md` (the repository's only when trusted — the caller decides
/// which directories count): a regular file of at most 1 MiB, one of the
/// repository inside it. `Ok(None)` when there is none.
fn read_system_prompt(path: &Path, repo_root: &Path) -> Result<Option<String>, String> {
    let scope = if path.starts_with(repo_root) { Scope::Repository(repo_root) } else { Scope::User };
    match own_files::read(path, scope, own_files::SMALL_FILE_LIMIT) {
        Ok(bytes) => String::from_utf8(bytes).map(Some).map_err(|_| "it is not UTF-8 text".to_owned()),
        Err(error) if error.is_not_found() => Ok(None),
        Err(error) => Err(error.reason()),
    }
}

fn part(kind: PartKind, origin: String, text: String) -> Part {
    Part { kind, origin, tokens: tokens(&text), text, truncated: false }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn options(max_tokens: usize) -> Options {
        Options {
            files: FileOptions {
                names: vec!["AGENTS.md".into(), "REPOMAP.md".into()],
                walk_up: true,
                user_dir: None,
                deny_paths: Vec::new(),
            },
            max_tokens,
            system_dirs: Vec::new(),
            skills_index: None,
        }
    }

    fn environment(repo: &Path) -> Environment {
        Environment {
            os: "linux".into(),
            shell: "bash".into(),
            repo_root: repo.display().to_string(),
            subdir: None,
            branch: Some("main".into()),
        }
    }

    #[test]
    fn order_is_base_environment_files_and_the_last_block_is_marked() {
        let repo = tempfile::tempdir().unwrap();
        std::fs::write(repo.path().join("AGENTS.md"), "Use tabs.").unwrap();
        let context = assemble(&environment(repo.path()), &options(1000), repo.path(), repo.path());
        let kinds: Vec<PartKind> = context.parts.iter().map(|p| p.kind).collect();
        assert_eq!(kinds, [PartKind::Base, PartKind::Environment, PartKind::File]);
        let system = context.system();
        assert!(matches!(system.last(), Some(Block::Text { cache_mark: true, text }) if text.ends_with("Use tabs.")));
        assert!(system[..2].iter().all(|b| matches!(b, Block::Text { cache_mark: false, .. })));
        assert!(BASE_PROMPT.len() < 1200, "the base prompt stays compact: {} bytes", BASE_PROMPT.len());
    }

    #[test]
    fn over_budget_the_last_file_is_cut_with_a_warning_and_a_marker() {
        let repo = tempfile::tempdir().unwrap();
        std::fs::write(repo.path().join("AGENTS.md"), "a".repeat(400)).unwrap();
        std::fs::write(repo.path().join("REPOMAP.md"), "b".repeat(4000)).unwrap();
        let context = assemble(&environment(repo.path()), &options(300), repo.path(), repo.path());
        let files: Vec<&Part> = context.parts.iter().filter(|p| p.kind == PartKind::File).collect();
        assert_eq!(files.len(), 2);
        assert!(!files[0].truncated && files[1].truncated);
        assert!(files[1].text.ends_with("truncated: the context budget of 300 tokens is used up]"));
        assert!(files.iter().map(|p| p.tokens).sum::<usize>() <= 330, "roughly within budget");
        assert_eq!(context.warnings.len(), 1);
        assert!(context.warnings[0].contains("REPOMAP.md was cut"), "{:?}", context.warnings);
    }

    #[test]
    fn a_repo_map_of_another_commit_is_reported() {
        let repo = tempfile::tempdir().unwrap();
        std::fs::create_dir_all(repo.path().join(".git")).unwrap();
        std::fs::write(repo.path().join(".git/HEAD"), "1111111111\n").unwrap();
        std::fs::write(repo.path().join("REPOMAP.md"), format!("{MAP_HEADER_PREFIX}2222222 -->\n# map")).unwrap();
        let context = assemble(&environment(repo.path()), &options(1000), repo.path(), repo.path());
        assert!(
            context.warnings.iter().any(|w| w.contains("built at commit 2222222 but HEAD is 1111111111")),
            "{:?}",
            context.warnings
        );
        std::fs::write(repo.path().join("REPOMAP.md"), format!("{MAP_HEADER_PREFIX}1111111 -->\n# map")).unwrap();
        let context = assemble(&environment(repo.path()), &options(1000), repo.path(), repo.path());
        assert!(context.warnings.is_empty(), "{:?}", context.warnings);
    }

    #[test]
    fn the_environment_lists_the_files_unless_a_repo_map_is_there() {
        let repo = tempfile::tempdir().unwrap();
        std::fs::write(repo.path().join("calc.py"), "def add(a, b): return a - b\n").unwrap();
        let context = assemble(&environment(repo.path()), &options(1000), repo.path(), repo.path());
        let env = &context.parts[1];
        assert!(env.text.ends_with("\nFiles in the repository (1), by directory:\n./: calc.py"), "{}", env.text);
        // `nub context` shows the cost with the environment block.
        let plain = tokens(&environment(repo.path()).describe());
        assert!(env.tokens > plain && env.tokens - plain < 30, "{} vs {plain}", env.tokens);
        std::fs::write(repo.path().join("REPOMAP.md"), "# map").unwrap();
        let context = assemble(&environment(repo.path()), &options(1000), repo.path(), repo.path());
        assert!(!context.parts[1].text.contains("Files in the repository"), "{}", context.parts[1].text);
    }

    #[test]
    fn a_small_model_gets_the_short_base_prompt_unless_the_user_wrote_one() {
        let repo = tempfile::tempdir().unwrap();
        let mut context = assemble(&environment(repo.path()), &options(1000), repo.path(), repo.path());
        let before = context.tokens();
        context.use_small_model_prompt();
        assert_eq!(context.parts[0].text, SMALL_MODEL_PROMPT.trim_end());
        assert!(context.tokens() < before, "{} < {before}", context.tokens());
        std::fs::create_dir_all(repo.path().join(".nub")).unwrap();
        std::fs::write(repo.path().join(".nub/SYSTEM.md"), "You are a reviewer.\n").unwrap();
        let options = Options { system_dirs: vec![repo.path().join(".nub")], ..options(1000) };
        let mut context = assemble(&environment(repo.path()), &options, repo.path(), repo.path());
        context.use_small_model_prompt();
        assert_eq!(context.parts[0].text, "You are a reviewer.");
    }

    #[test]
    fn system_md_replaces_the_base_prompt() {
        let repo = tempfile::tempdir().unwrap();
        std::fs::create_dir_all(repo.path().join(".nub")).unwrap();
        std::fs::write(repo.path().join(".nub/SYSTEM.md"), "You are a reviewer.\n").unwrap();
        let options = Options { system_dirs: vec![repo.path().join(".nub")], ..options(1000) };
        let context = assemble(&environment(repo.path()), &options, repo.path(), repo.path());
        assert_eq!(context.parts[0].text, "You are a reviewer.");
        assert!(context.parts[0].origin.ends_with("SYSTEM.md"));
    }

    #[test]
    fn the_system_prompt_is_stable_across_time_git_status_and_cwd() {
        let repo = tempfile::tempdir().unwrap();
        std::fs::create_dir_all(repo.path().join(".git")).unwrap();
        std::fs::write(repo.path().join(".git/HEAD"), "ref: refs/heads/main\n").unwrap();
        std::fs::write(repo.path().join("AGENTS.md"), "rules").unwrap();
        let sub = repo.path().join("src");
        std::fs::create_dir_all(&sub).unwrap();
        let first = assemble(&Environment::detect(repo.path(), repo.path()), &options(1000), repo.path(), repo.path());
        // Another moment, a dirty work tree, another directory inside the repo.
        std::thread::sleep(std::time::Duration::from_millis(20));
        std::fs::write(repo.path().join("untracked.txt"), "x").unwrap();
        std::fs::write(repo.path().join(".git/index"), "changed").unwrap();
        let again = assemble(&Environment::detect(repo.path(), repo.path()), &options(1000), repo.path(), repo.path());
        assert_eq!(first.system(), again.system(), "byte-identical for the same start directory");
        let from_sub = assemble(&Environment::detect(repo.path(), &sub), &options(1000), repo.path(), &sub);
        assert_eq!(first.parts[0], from_sub.parts[0], "base prompt");
        assert_eq!(first.parts[2], from_sub.parts[2], "context files");
        assert_eq!(first.system().len(), from_sub.system().len());
    }
}
