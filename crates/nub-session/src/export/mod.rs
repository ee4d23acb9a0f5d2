//! Exporting the current branch of a session: readable markdown, a
//! self-contained HTML page, or the raw records as JSON lines. One entry
//! point ([`render`], [`write_file`]) for `nub export` and the TUI's `/export`.
//!
//! Markdown is often printed, so terminal control sequences are stripped;
//! the HTML page escapes everything from the session; the JSONL export is
//! data and keeps every byte.

mod html;
mod markdown;
mod md_html;

use std::io::Write as _;
use std::path::{Path, PathBuf};

pub use html::to_html;
pub use markdown::to_markdown;

use nub_config::own_files::{self, Scope, WriteMode};

use crate::record::{self, Header, Record};
use crate::tree::Session;

/// The export formats.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Format {
    Markdown,
    Html,
    Jsonl,
}

impl Format {
    /// The names `parse` accepts, for help and error texts.
    pub const NAMES: &'static str = "md, html, jsonl";

    pub fn parse(name: &str) -> Option<Self> {
        match name {
            "md" | "markdown" => Some(Format::Markdown),
            "html" => Some(Format::Html),
            "jsonl" => Some(Format::Jsonl),
            _ => None,
        }
    }

    pub fn extension(self) -> &'static str {
        match self {
            Format::Markdown => "md",
            Format::Html => "html",
            Format::Jsonl => "jsonl",
        }
    }
}

/// The subagents' conversations that hang off `node` (a `task` call's
/// node), each from its prompt along its latest messages.
pub(crate) fn subagent_branches<'a>(session: &'a Session, node: &crate::tree::Node) -> Vec<Vec<&'a crate::tree::Node>> {
    if node.meta.agent.is_some() {
        return Vec::new();
    }
    let mut branches = Vec::new();
    for root in session.children(&node.id) {
        let Some(first) = session.node(root).filter(|n| n.meta.agent.is_some()) else { continue };
        let mut branch = vec![first];
        let mut at = first;
        while let Some(next) = session.children(&at.id).last().and_then(|id| session.node(id)) {
            branch.push(next);
            at = next;
        }
        branches.push(branch);
    }
    branches
}

/// The current branch of `session` in `format`.
pub fn render(session: &Session, header: &Header, format: Format) -> Result<String, serde_json::Error> {
    Ok(match format {
        Format::Markdown => to_markdown(session, header),
        Format::Html => to_html(session, header),
        Format::Jsonl => to_jsonl(session, header)?,
    })
}

/// Where an export goes when no path is given: `nub-<session id>.<ext>` in
/// `dir` (the repository root).
pub fn default_path(dir: &Path, header: &Header, format: Format) -> PathBuf {
    dir.join(format!("nub-{}.{}", header.id.0, format.extension()))
}

/// Writes the export to `path`, replacing a file there, readable by its
/// owner only, like the session it comes from: a session can hold secrets
/// from tool output. A path inside the repository `repo_root` never follows
/// a (committed) symlink out of it; a FIFO or device is never written.
pub fn write_file(
    session: &Session,
    header: &Header,
    format: Format,
    path: &Path,
    repo_root: &Path,
) -> std::io::Result<()> {
    let text = render(session, header, format).map_err(std::io::Error::other)?;
    let scope = if own_files::lexically_normal(path).starts_with(repo_root) {
        Scope::Repository(repo_root)
    } else {
        Scope::User
    };
    let mut file = own_files::open_write(path, scope, WriteMode::Replace, Some(0o600))?;
    file.write_all(text.as_bytes())?;
    file.sync_all()
}

/// The records of the current branch, root first, one JSON line each.
pub fn to_jsonl(session: &Session, header: &Header) -> Result<String, serde_json::Error> {
    let mut out = record::encode(&Record::Session(header.clone()))? + "\n";
    if let Some(head) = session.head() {
        for node in session.path_to(head) {
            out.push_str(&record::encode(&Record::Node(node.clone()))?);
            out.push('\n');
        }
    }
    Ok(out)
}
