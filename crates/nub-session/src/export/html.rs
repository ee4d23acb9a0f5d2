//! The HTML export: one self-contained page (inline CSS, no script, nothing
//! loaded from anywhere) showing the current branch the way a reader wants
//! it — prompts, answers rendered from markdown with the model that wrote
//! each, thinking and every tool call folded in `<details>`, each call with
//! its result, compaction summaries and labels marked.
//!
//! A session is untrusted input (model output, tool output, file contents):
//! every piece of it goes through [`escape`] or the markdown renderer, which
//! escapes too; a Content-Security-Policy that allows no script and no
//! network is a second fence should anything slip through.

use std::collections::{HashMap, HashSet};

use nub_llm::{Block, Role, ToolDisplay, attachment};
use serde_json::Value;

use super::md_html::{code_block, escape, render};
use crate::record::Header;
use crate::tree::{Node, NodeKind, Session};

/// Lines of one tool result kept in the page; the rest is counted.
const RESULT_LINES: usize = 400;
/// Characters of one tool result kept in the page.
const RESULT_CHARS: usize = 40_000;

const STYLE: &str = include_str!("page.css");
const POLICY: &str = "default-src 'none'; style-src 'unsafe-inline'; img-src data:";

pub fn to_html(session: &Session, header: &Header) -> String {
    let title = crate::list::title(session);
    let path: Vec<&Node> = session.head().map(|head| session.path_to(head)).unwrap_or_default();
    let mut out = String::with_capacity(16 * 1024);
    out.push_str("<!DOCTYPE html>\n<html lang=\"en\">\n<head>\n<meta charset=\"utf-8\">\n");
    out.push_str(&format!("<meta http-equiv=\"Content-Security-Policy\" content=\"{POLICY}\">\n"));
    out.push_str("<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">\n");
    out.push_str("<meta name=\"generator\" content=\"nub\">\n<title>");
    escape(&mut out, &title);
    out.push_str("</title>\n<style>\n");
    out.push_str(STYLE);
    out.push_str("</style>\n</head>\n<body>\n<main>\n<header class=\"session\">\n<h1>");
    escape(&mut out, &title);
    out.push_str("</h1>\n<p class=\"meta\">Session <code>");
    escape(&mut out, &header.id.0);
    out.push_str("</code> · started ");
    escape(&mut out, &when(&header.created_at));
    out.push_str(" in <code>");
    escape(&mut out, &clean(&header.cwd));
    out.push_str("</code> · ");
    out.push_str(&format!("{} messages on this branch", path.len()));
    out.push_str(" · exported by nub ");
    escape(&mut out, env!("CARGO_PKG_VERSION"));
    out.push_str("</p>\n</header>\n");

    let calls = Calls::on(&path);
    for node in &path {
        write_node(&mut out, session, node, &calls);
        // A subagent's conversation, folded below the call that asked for it.
        for branch in super::subagent_branches(session, node) {
            let agent = branch[0].meta.agent.as_deref().unwrap_or_default();
            out.push_str("<details class=\"subagent\"><summary>agent ");
            escape(&mut out, &clean(agent));
            out.push_str(&format!(": {} messages</summary>\n", branch.len()));
            let calls = Calls::on(&branch);
            for child in &branch {
                write_node(&mut out, session, child, &calls);
            }
            out.push_str("</details>\n");
        }
    }
    out.push_str("</main>\n</body>\n</html>\n");
    out
}

/// The calls on the path and the results on it, by call id: each result
/// is shown inside its call.
struct Calls<'a> {
    ids: HashSet<&'a str>,
    results: HashMap<&'a str, (&'a [Block], bool)>,
}

impl<'a> Calls<'a> {
    fn on(path: &[&'a Node]) -> Self {
        let mut calls = Calls { ids: HashSet::new(), results: HashMap::new() };
        for block in path.iter().flat_map(|node| &node.message.content) {
            match block {
                Block::ToolUse { id, .. } => {
                    calls.ids.insert(id.as_str());
                }
                Block::ToolResult { tool_use_id, content, is_error } => {
                    calls.results.insert(tool_use_id.as_str(), (content.as_slice(), *is_error));
                }
                Block::Text { .. } | Block::Thinking { .. } | Block::Image { .. } => {}
            }
        }
        calls
    }

    /// A result shown with its call, not where it is stored.
    fn shown_with_call(&self, block: &Block) -> bool {
        matches!(block, Block::ToolResult { tool_use_id, .. } if self.ids.contains(tool_use_id.as_str()))
    }
}

fn write_node(out: &mut String, session: &Session, node: &Node, calls: &Calls<'_>) {
    // A message of tool results only was shown with the calls.
    let content = &node.message.content;
    if node.kind == NodeKind::Message && content.iter().all(|b| calls.shown_with_call(b)) {
        return;
    }
    let (class, role) = match (node.kind, node.message.role) {
        (NodeKind::Summary, _) => ("summary", "Summary"),
        (NodeKind::Message, Role::User) => ("user", "You"),
        (NodeKind::Message, Role::Assistant) => ("assistant", "Assistant"),
    };
    out.push_str(&format!("<article class=\"message {class}\" id=\"n-"));
    escape(out, &node.id.0);
    out.push_str("\">\n<div class=\"role\"><span class=\"who\">");
    out.push_str(role);
    out.push_str("</span>");
    if let Some(note) = session.summary_note(&node.id) {
        out.push_str(" <span class=\"note\">");
        escape(out, &note);
        out.push_str(": the older history was compacted into this</span>");
    }
    if let Some(model) = &node.meta.model {
        out.push_str(" <span class=\"model\">");
        escape(out, &clean(model));
        out.push_str("</span>");
    }
    if let Some(label) = &node.meta.label {
        out.push_str(" <span class=\"label\">");
        escape(out, &clean(label));
        out.push_str("</span>");
    }
    if node.meta.bookmark {
        out.push_str(" <span class=\"bookmark\" title=\"bookmark\">★</span>");
    }
    out.push_str(" <span class=\"when\">");
    escape(out, &when(&node.meta.created_at));
    if let Some(usage) = node.meta.usage.as_ref().filter(|u| u.input + u.output > 0) {
        out.push_str(&format!(" · {} in, {} out", usage.input, usage.output));
    }
    out.push_str("</span></div>\n");
    for block in content.iter().filter(|b| !calls.shown_with_call(b)) {
        write_block(out, node, block, calls);
    }
    out.push_str("</article>\n");
}

fn write_block(out: &mut String, node: &Node, block: &Block, calls: &Calls<'_>) {
    match block {
        Block::Text { text, .. } => {
            let text = clean(text);
            if let Some(attached) = attachment::parse(&text) {
                out.push_str("<details class=\"attachment\"><summary>📎 <code>");
                escape(out, attached.path);
                out.push_str("</code> <span class=\"detail\">");
                escape(out, attached.detail);
                out.push_str("</span></summary>\n");
                code_block(out, "", attached.body, false);
                out.push_str("</details>\n");
            } else if node.message.role == Role::User && node.kind == NodeKind::Message {
                // A prompt is shown as typed.
                out.push_str("<div class=\"prompt\">");
                escape(out, text.trim_end());
                out.push_str("</div>\n");
            } else {
                out.push_str("<div class=\"md\">\n");
                render(out, &text);
                out.push_str("</div>\n");
            }
        }
        Block::Thinking { text, .. } if text.trim().is_empty() => {}
        Block::Thinking { text, .. } => {
            out.push_str("<details class=\"thinking\"><summary>Thinking</summary>\n<div class=\"md\">\n");
            render(out, &clean(text));
            out.push_str("</div>\n</details>\n");
        }
        Block::ToolUse { id, name, input } => {
            let result = calls.results.get(id.as_str());
            let status = match result {
                Some((_, true)) => "<span class=\"status error\">error</span>",
                Some((_, false)) => "<span class=\"status ok\">✓</span>",
                None => "<span class=\"status none\">no result</span>",
            };
            out.push_str("<details class=\"tool\"><summary><span class=\"tool-name\">");
            escape(out, &clean(name));
            out.push_str("</span> <span class=\"subject\">");
            escape(out, &subject(input));
            out.push_str("</span> ");
            out.push_str(status);
            out.push_str("</summary>\n");
            write_input(out, input);
            if let Some((content, is_error)) = result {
                write_result(out, content, *is_error);
            }
            out.push_str("</details>\n");
        }
        Block::ToolResult { content, is_error, .. } => {
            out.push_str("<details class=\"tool\"><summary><span class=\"tool-name\">result</span> ");
            out.push_str("<span class=\"subject\">of a call not on this branch</span></summary>\n");
            write_result(out, content, *is_error);
            out.push_str("</details>\n");
        }
        Block::Image { media_type, data } => write_image(out, media_type, data),
    }
}

/// What a call is about, in one short line: its path, command or pattern
/// (`ToolDisplay::generic`, which needs no tool: the export shows calls of
/// servers long gone too).
fn subject(input: &Value) -> String {
    let display = ToolDisplay::generic(input);
    let line = clean(&display.subject_line());
    match line.char_indices().nth(120) {
        Some((cut, _)) => format!("{}…", &line[..cut]),
        None => line,
    }
}

/// The input of a call: a replacement (`old_string` → `new_string`) as a
/// diff of the two strings, a whole file's `content` as code, everything
/// else as JSON.
fn write_input(out: &mut String, input: &Value) {
    let text = |key: &str| input.get(key).and_then(Value::as_str).map(clean);
    match (text("old_string"), text("new_string"), text("content")) {
        (Some(old), Some(new), _) => {
            let mut diff = String::new();
            for line in old.lines() {
                diff.push_str(&format!("-{line}\n"));
            }
            for line in new.lines() {
                diff.push_str(&format!("+{line}\n"));
            }
            code_block(out, "diff", &diff, false);
        }
        (_, _, Some(content)) => code_block(out, "", &content, false),
        _ => {
            let json = serde_json::to_string_pretty(input).unwrap_or_else(|_| input.to_string());
            code_block(out, "json", &clean(&json), false);
        }
    }
}

fn write_result(out: &mut String, content: &[Block], is_error: bool) {
    let text: Vec<&str> = content
        .iter()
        .filter_map(|b| match b {
            Block::Text { text, .. } => Some(text.as_str()),
            _ => None,
        })
        .collect();
    let text = clean(&text.join("\n"));
    let (kept, note) = cut_result(&text);
    out.push_str(if is_error { "<div class=\"result error\">" } else { "<div class=\"result\">" });
    code_block(out, "", kept, true);
    if let Some(note) = note {
        out.push_str("<p class=\"cut\">");
        out.push_str(&note);
        out.push_str("</p>\n");
    }
    for block in content {
        if let Block::Image { media_type, data } = block {
            write_image(out, media_type, data);
        }
    }
    out.push_str("</div>\n");
}

/// The first `RESULT_LINES` lines of `text` (at most `RESULT_CHARS`), and
/// a note saying what was left out.
fn cut_result(text: &str) -> (&str, Option<String>) {
    let mut end = text.match_indices('\n').nth(RESULT_LINES - 1).map_or(text.len(), |(at, _)| at);
    if end > RESULT_CHARS {
        end = (0..=RESULT_CHARS).rev().find(|i| text.is_char_boundary(*i)).unwrap_or(0);
    }
    if end == text.len() {
        return (text, None);
    }
    let kept = &text[..end];
    let more = text.lines().count().saturating_sub(kept.lines().count());
    let note = match more {
        0 => format!("… the rest of this output ({} characters) not shown", text[end..].chars().count()),
        1 => "… 1 more line not shown".to_owned(),
        more => format!("… {more} more lines not shown"),
    };
    (kept, Some(note))
}

/// An image inline as a data URI (nothing is fetched); only the raster types
/// models take, so no SVG with script of its own.
fn write_image(out: &mut String, media_type: &str, data: &[u8]) {
    if matches!(media_type, "image/png" | "image/jpeg" | "image/gif" | "image/webp") {
        out.push_str(&format!(
            "<img class=\"image\" alt=\"image\" src=\"data:{media_type};base64,{}\">\n",
            nub_llm::base64::encode(data)
        ));
    } else {
        out.push_str("<p class=\"image\">[image: ");
        escape(out, &clean(media_type));
        out.push_str(&format!(", {} bytes]</p>\n", data.len()));
    }
}

/// Text without control characters (escape sequences, NULs): they mean
/// nothing in a page and some are not allowed in HTML at all.
fn clean(text: &str) -> String {
    nub_llm::terminal::sanitize(text).into_owned()
}

/// `2026-11-29T16:36:13.123Z` as `2026-11-29 16:36 UTC`; anything else as it is.
fn when(stamp: &str) -> String {
    let parts = stamp.get(..10).zip(stamp.get(11..16));
    match parts {
        Some((day, time)) if stamp.as_bytes().get(10) == Some(&b'T') => format!("{day} {time} UTC"),
        _ => clean(stamp),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn long_results_are_cut_with_a_count() {
        let text: String = (1..=1000).map(|i| format!("line {i}\n")).collect();
        let (kept, note) = cut_result(&text);
        assert_eq!(kept.lines().count(), RESULT_LINES);
        assert_eq!(note.as_deref(), Some("… 600 more lines not shown"));
        assert_eq!(cut_result("short\ntext"), ("short\ntext", None));
        let wide = "é".repeat(RESULT_CHARS);
        let (kept, note) = cut_result(&wide);
        assert!(kept.len() <= RESULT_CHARS, "{}", kept.len());
        assert_eq!(note.unwrap(), format!("… the rest of this output ({} characters) not shown", RESULT_CHARS / 2));
    }

    #[test]
    fn times_and_subjects() {
        assert_eq!(when("2026-11-29T16:36:13.123Z"), "2026-11-29 16:36 UTC");
        assert_eq!(when("yesterday"), "yesterday");
        assert_eq!(subject(&serde_json::json!({"command": "ls\nrm"})), "ls … (+1 line)");
        assert_eq!(subject(&serde_json::json!({"x": 1})), r#"{"x":1}"#);
    }
}
