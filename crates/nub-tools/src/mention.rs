//! `@path` mentions in a prompt: each `@` that starts a word and names a
//! file or directory of the repository attaches it to the prompt, as a
//! block the model reads with its path ([`nub_llm::attachment`]).
//!
//! - `@src/main.rs` attaches the file the way `read` shows it (numbered
//!   lines, the same limits: past 2000 lines or ~100k characters it is cut,
//!   with a note the model can act on); `@src/main.rs:10-40` and
//!   `@src/main.rs:7` attach those lines; `@"a b.txt"` a name with spaces.
//! - `@src/` attaches the directory's listing (`.gitignore` honoured).
//! - `@shot.png` attaches an image block when the model can see images.
//! - Paths are tried relative to the working directory, then to the
//!   repository root (what the file finder inserts).
//! - The path guard of the file tools applies: outside the repository, in
//!   `deny_paths` or nub's sessions → not attached, with a notice.
//! - `@word` that names nothing stays text, without a notice (`@alice`);
//!   `a@b.com` is no mention at all (the `@` does not start a word).
//!
//! Nothing here knows a front end: the loop expands every prompt it gets
//! ([`expand`]), so print mode, the TUI, ACP and JSON clients behave alike
//! and the session stores exactly what the model was sent.

use std::path::Path;

use nub_llm::{Block, attachment};
use serde_json::json;

use crate::builtin::read::Read;
use crate::path::{Access, display_path, resolve_path};
use crate::tool::{Tool as _, ToolEnv, ToolView};

/// Mentions attached per prompt; more are named in a notice.
pub const MAX_MENTIONS: usize = 20;
/// Refused mentions told one by one; the rest are counted.
const MAX_REFUSALS: usize = 10;
/// Entries of one directory listing.
const MAX_ENTRIES: usize = 500;

/// One `@…` in a prompt, as written.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Mention {
    /// Byte range of the whole mention in the prompt, `@` included.
    pub span: std::ops::Range<usize>,
    /// The path as written, without `@`, quotes or line range.
    pub path: String,
    /// `:a-b` (`:a` is `a..=a`), 1-based, inclusive.
    pub lines: Option<(usize, usize)>,
}

/// Every syntactic mention in `text`: an `@` at the start of the text or
/// after a blank or an opening bracket or quote, then a path up to the next
/// blank (trailing punctuation such as `.`, `,`, `)` dropped), or a quoted
/// path `@"…"`.
pub fn find(text: &str) -> Vec<Mention> {
    let mut mentions = Vec::new();
    for (at, _) in text.match_indices('@') {
        let starts_word = text[..at].chars().next_back().is_none_or(|c| c.is_whitespace() || "([{\"'`".contains(c));
        if !starts_word {
            continue;
        }
        let rest = &text[at + 1..];
        let (written, len) = if let Some(quoted) = rest.strip_prefix('"') {
            match quoted.find('"') {
                Some(end) => (&quoted[..end], end + 2),
                None => continue,
            }
        } else {
            let word = &rest[..rest.find(char::is_whitespace).unwrap_or(rest.len())];
            let word = word.trim_end_matches(|c: char| ".,;:!?)]}\"'`".contains(c));
            (word, word.len())
        };
        if written.is_empty() || written.contains('\n') {
            continue;
        }
        let (path, lines) = split_lines(written);
        mentions.push(Mention { span: at..at + 1 + len, path: path.to_owned(), lines });
    }
    mentions
}

/// `path:10-40` / `path:7` → the path and the range; anything else whole.
fn split_lines(written: &str) -> (&str, Option<(usize, usize)>) {
    let Some((path, range)) = written.rsplit_once(':') else { return (written, None) };
    let number = |s: &str| s.parse::<usize>().ok().filter(|n| *n >= 1 && s.bytes().all(|b| b.is_ascii_digit()));
    let lines = match range.split_once('-') {
        Some((first, last)) => number(first).zip(number(last)).filter(|(first, last)| first <= last),
        None => number(range).map(|line| (line, line)),
    };
    match lines {
        Some(lines) if !path.is_empty() => (path, Some(lines)),
        _ => (written, None),
    }
}

/// What the mentions of a prompt came to.
#[derive(Debug, Default)]
pub struct Expansion {
    /// Blocks to send after the prompt's text, in mention order.
    pub blocks: Vec<Block>,
    pub attached: Vec<Attached>,
    /// Mentions of existing paths that were not attached, and why, for the user.
    pub refused: Vec<String>,
}

/// One attachment, for the user to see.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Attached {
    /// Relative to the repository root.
    pub path: String,
    /// "120 lines", "lines 10-40 of 120", "directory, 14 entries", "image/png, 2048 bytes".
    pub detail: String,
    /// Only part of the file went (over the size limit).
    pub truncated: bool,
}

/// Attaches what the mentions in `text` name; `env` gives the working
/// directory, the repository, the policy and whether the model sees images.
pub async fn expand(text: &str, env: &ToolEnv) -> Expansion {
    let mut expansion = Expansion::default();
    let mut seen: Vec<(String, Option<(usize, usize)>)> = Vec::new();
    // Past the limit, mentions are counted and a few named, in one notice.
    let mut over: Vec<String> = Vec::new();
    let mut over_count = 0;
    // The same words again need no second look (a prompt can repeat one 10,000 times).
    let mut written: std::collections::HashSet<(String, Option<(usize, usize)>)> = Default::default();
    for mention in find(text) {
        if !written.insert((mention.path.clone(), mention.lines)) {
            continue;
        }
        let Some(base) = existing_base(env, &mention.path) else { continue };
        let shown = format!("@{}", crate::text::excerpt(&mention.path));
        if seen.len() == MAX_MENTIONS {
            over_count += 1;
            if over.len() < 3 {
                over.push(shown);
            }
            continue;
        }
        let scoped = ToolEnv { cwd: base, ..env.clone() };
        let real = match resolve_path(&scoped, &mention.path, Access::Read) {
            Ok(real) => real,
            Err(why) => {
                expansion.refused.push(format!("{shown} not attached: {why}"));
                continue;
            }
        };
        let path = display_path(env, &real);
        if path.contains(['"', '\n']) {
            expansion.refused.push(format!("{shown} not attached: the path has a quote or line break in its name"));
            continue;
        }
        let key = (path.clone(), mention.lines);
        if seen.contains(&key) {
            continue;
        }
        seen.push(key);
        let attached = if real.is_dir() {
            Ok(listing(env, &real, &path))
        } else {
            file(&scoped, &real, &path, mention.lines).await
        };
        match attached {
            Ok((blocks, attached)) => {
                expansion.blocks.extend(blocks);
                expansion.attached.push(attached);
            }
            Err(why) => expansion.refused.push(format!("{shown} not attached: {why}")),
        }
    }
    // Refusals are told one by one up to a point: a prompt of thousands of
    // denied paths gets a short list, not thousands of lines.
    if expansion.refused.len() > MAX_REFUSALS {
        let rest = expansion.refused.len() - (MAX_REFUSALS - 1);
        expansion.refused.truncate(MAX_REFUSALS - 1);
        expansion.refused.push(format!("{rest} more mentions not attached for the same kinds of reasons"));
    }
    if over_count > 0 {
        let more = if over_count > over.len() { ", …" } else { "" };
        expansion.refused.push(format!(
            "{over_count} more mentions not attached ({}{more}): at most {MAX_MENTIONS} mentions per prompt",
            over.join(", ")
        ));
    }
    expansion
}

/// Which files of a repository a prompt is about, best first: what a small
/// model is shown with its first request (the runtime gives the one built
/// on the repository map, `nub_context`).
pub trait RelevantFiles: Send + Sync + std::fmt::Debug {
    /// Paths relative to `root`, `/`-separated, most relevant first; only
    /// files the prompt has something to do with.
    fn rank(&self, root: &Path, prompt: &str) -> Vec<String>;
}

/// Attaches `paths` (relative to the repository root, best first) whole,
/// as long as they fit into `budget` estimated tokens: one that does not
/// fit is skipped for a smaller one after it; at most `max_files`. The
/// guard applies as for mentions; a file it refuses, a directory, an image,
/// a binary file or one `read` would cut is left out without a word (the
/// user named none of them).
pub async fn attach_files(paths: &[String], env: &ToolEnv, budget: usize, max_files: usize) -> Expansion {
    let mut expansion = Expansion::default();
    let mut used = 0;
    let from_root = ToolEnv { cwd: env.repo_root.clone(), ..env.clone() };
    for raw in paths {
        if expansion.attached.len() >= max_files {
            break;
        }
        let Ok(real) = resolve_path(&from_root, raw, Access::Read) else { continue };
        if !real.is_file() {
            continue;
        }
        let path = display_path(env, &real);
        if path.contains(['"', '\n']) || expansion.attached.iter().any(|a| a.path == path) {
            continue;
        }
        let Ok((blocks, attached)) = file(&from_root, &real, &path, None).await else { continue };
        let [Block::Text { text, .. }] = blocks.as_slice() else { continue };
        let cost = nub_llm::estimate::tokens(text);
        if attached.truncated || used + cost > budget {
            continue;
        }
        used += cost;
        expansion.blocks.extend(blocks);
        expansion.attached.push(attached);
    }
    expansion
}

/// The directory `raw` is relative to: the working directory if it exists
/// there, else the repository root; `None` when it names nothing (a dangling
/// symlink included), so the word stays plain text.
fn existing_base(env: &ToolEnv, raw: &str) -> Option<std::path::PathBuf> {
    [&env.cwd, &env.repo_root].into_iter().find(|base| base.join(raw).metadata().is_ok()).cloned()
}

async fn file(
    env: &ToolEnv,
    real: &Path,
    path: &str,
    lines: Option<(usize, usize)>,
) -> Result<(Vec<Block>, Attached), String> {
    let mut input = json!({"path": real.to_string_lossy()});
    if let Some((first, last)) = lines {
        input["offset"] = json!(first);
        input["limit"] = json!(last - first + 1);
    }
    let result = Read.run(input, env).await;
    if result.is_error {
        return Err(result.for_model);
    }
    match result.view {
        ToolView::Image { media_type, bytes, .. } => {
            if result.images.is_empty() {
                return Err("the current model cannot view images".into());
            }
            let detail = format!("{media_type}, {bytes} bytes");
            let mut blocks = vec![Block::text(attachment::wrap(path, &detail, "(the image follows)"))];
            blocks.extend(result.images);
            Ok((blocks, Attached { path: path.to_owned(), detail, truncated: false }))
        }
        ToolView::File { first_line, lines: shown, total_lines, truncated, .. } => {
            // Nothing dropped means the numbered text is at least as long as
            // the file; shorter, a line was clipped or the window ended early.
            let size = real.metadata().map(|m| m.len()).unwrap_or(0);
            let clipped = lines.is_none() && size > result.for_model.len() as u64;
            let truncated = lines.is_none() && (truncated || clipped);
            let last = (first_line + shown).saturating_sub(1);
            let detail = match (lines, truncated) {
                (Some(_), _) => format!("lines {first_line}-{last} of {total_lines}"),
                (None, true) => format!("lines 1-{last} of {total_lines}, truncated: the file has {size} bytes"),
                (None, false) if total_lines == 0 => "empty".to_owned(),
                (None, false) if total_lines == 1 => "1 line".to_owned(),
                (None, false) => format!("{total_lines} lines"),
            };
            let block = Block::text(attachment::wrap(path, &detail, &result.for_model));
            Ok((vec![block], Attached { path: path.to_owned(), detail, truncated }))
        }
        view => Err(format!("unexpected view {view:?} from read; this is a bug in nub")),
    }
}

/// The entries of a directory, one per line, subdirectories with a `/`;
/// ignored files and what `deny_paths` covers left out.
fn listing(env: &ToolEnv, real: &Path, path: &str) -> (Vec<Block>, Attached) {
    let root = std::fs::canonicalize(&env.repo_root).unwrap_or_else(|_| env.repo_root.clone());
    let mut entries = Vec::new();
    if let Ok(rules) = env.policy.path_rules() {
        let mut walk = crate::builtin::walker(real, root, std::sync::Arc::new(rules), true);
        walk.max_depth(Some(1));
        for entry in walk.build().flatten().filter(|e| e.depth() == 1) {
            let name = entry.file_name().to_string_lossy().into_owned();
            let dir = entry.file_type().is_some_and(|t| t.is_dir());
            entries.push(if dir { format!("{name}/") } else { name });
        }
    }
    let total = entries.len();
    let mut body = entries.into_iter().take(MAX_ENTRIES).collect::<Vec<_>>().join("\n");
    if total > MAX_ENTRIES {
        body.push_str(&format!("\n… {} more entries", total - MAX_ENTRIES));
    }
    if total == 0 {
        body = "(empty)".into();
    }
    let path = if path == "." { "./".to_owned() } else { format!("{}/", path.trim_end_matches('/')) };
    let detail = match total {
        1 => "directory, 1 entry".to_owned(),
        n => format!("directory, {n} entries"),
    };
    let block = Block::text(attachment::wrap(&path, &detail, &body));
    (vec![block], Attached { path, detail, truncated: total > MAX_ENTRIES })
}

/// Every file and directory a mention can name, for a file finder: the
/// repository walked the way the search tools see it (`.gitignore`
/// honoured, hidden entries included, `.git`, `deny_paths` and nub's
/// sessions left out), relative to the root with `/`, directories ending in
/// `/`, sorted by name within each directory. `stop` ends the walk early.
pub fn candidates(root: &Path, policy: &crate::Policy, stop: &dyn Fn() -> bool) -> Result<Vec<String>, String> {
    let rules = std::sync::Arc::new(policy.path_rules()?);
    let real_root = std::fs::canonicalize(root).map_err(|e| format!("cannot read {}: {e}", root.display()))?;
    let walk = crate::builtin::walker(&real_root, real_root.clone(), rules, true);
    let mut paths = Vec::new();
    for entry in walk.build().flatten() {
        if stop() {
            break;
        }
        let Ok(relative) = entry.path().strip_prefix(&real_root) else { continue };
        // `deny_paths` prunes `.git` by default; without that rule it is still no place to point at.
        if relative.as_os_str().is_empty() || relative.starts_with(".git") {
            continue;
        }
        let mut path = crate::path::slash_path(relative);
        if entry.file_type().is_some_and(|t| t.is_dir()) {
            path.push('/');
        }
        paths.push(path);
    }
    Ok(paths)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn paths(text: &str) -> Vec<(String, Option<(usize, usize)>)> {
        find(text).into_iter().map(|m| (m.path, m.lines)).collect()
    }

    #[test]
    fn mentions_start_words_and_lose_trailing_punctuation() {
        assert_eq!(paths("look at @src/main.rs."), [("src/main.rs".into(), None)]);
        assert_eq!(
            paths("@a.rs, (@b.rs) and \"@c.rs\""),
            [("a.rs".into(), None), ("b.rs".into(), None), ("c.rs".into(), None)]
        );
        assert_eq!(paths("mail ada@example.com or @@x"), [("@x".into(), None)]);
        assert_eq!(
            paths("@src/main.rs:10-40 @x.rs:7 @y.rs:9-3 @z:"),
            [
                ("src/main.rs".into(), Some((10, 40))),
                ("x.rs".into(), Some((7, 7))),
                ("y.rs:9-3".into(), None),
                ("z".into(), None),
            ]
        );
        assert_eq!(paths("@\"my file.txt\" @\"unclosed"), [("my file.txt".into(), None)]);
        assert_eq!(paths("@ alone, @"), Vec::<(String, Option<(usize, usize)>)>::new());
        let text = "see @a.rs:1-2!";
        let found = &find(text)[0];
        assert_eq!(&text[found.span.clone()], "@a.rs:1-2");
    }
}
