//! The markdown export. It is often printed (`nub export`), so terminal
//! control sequences from model or tool text are stripped
//! (`terminal::sanitize`).

use std::fmt::Write;

use nub_llm::{Block, Role};

use crate::record::Header;
use crate::tree::{NodeKind, Session};

/// Tool results longer than this many lines are cut in the markdown export.
const RESULT_LINES: usize = 40;

pub fn to_markdown(session: &Session, header: &Header) -> String {
    let out = markdown(session, header);
    match nub_llm::terminal::sanitize(&out) {
        std::borrow::Cow::Borrowed(_) => out,
        std::borrow::Cow::Owned(clean) => clean,
    }
}

fn markdown(session: &Session, header: &Header) -> String {
    let mut out = String::new();
    let _ = writeln!(out, "# {}\n", crate::list::title(session));
    let _ = writeln!(out, "Session `{}`, started {} in `{}`.\n", header.id, header.created_at, header.cwd);
    let Some(head) = session.head() else {
        return out;
    };
    for node in session.path_to(head) {
        write_node(&mut out, session, node, "##");
        // A subagent's conversation, folded below the call that asked for it.
        for branch in super::subagent_branches(session, node) {
            let agent = branch[0].meta.agent.as_deref().unwrap_or_default();
            let _ = writeln!(out, "<details><summary>agent {agent}: {} messages</summary>\n", branch.len());
            for child in branch {
                write_node(&mut out, session, child, "###");
            }
            out.push_str("</details>\n\n");
        }
    }
    out
}

/// One node under a heading of `level` (`##`, `###`).
fn write_node(out: &mut String, session: &Session, node: &crate::tree::Node, level: &str) {
    {
        let heading = match (node.kind, node.message.role) {
            (NodeKind::Summary, _) => {
                let mut note = session.summary_note(&node.id).unwrap_or_default();
                if let Some(first) = note.get_mut(..1) {
                    first.make_ascii_uppercase();
                }
                note
            }
            (NodeKind::Message, Role::User) => "User".to_owned(),
            (NodeKind::Message, Role::Assistant) => "Assistant".to_owned(),
        };
        let _ = write!(out, "{level} {heading}");
        if let Some(model) = &node.meta.model {
            let _ = write!(out, " ({model})");
        }
        if let Some(label) = &node.meta.label {
            let _ = write!(out, " — {label}");
        }
        out.push_str("\n\n");
        let prompt = node.kind == NodeKind::Message && node.message.role == Role::User;
        for block in &node.message.content {
            write_block(out, block, prompt);
        }
    }
}

/// One block; `prompt` for what the user typed, whose line breaks are
/// kept as markdown hard breaks (a renderer would join the lines).
fn write_block(out: &mut String, block: &Block, prompt: bool) {
    match block {
        Block::Text { text, .. } => match nub_llm::attachment::parse(text) {
            Some(attached) => {
                let _ = writeln!(out, "*Attached `{}` ({})*\n", attached.path, attached.detail);
            }
            None if prompt => {
                let lines: Vec<&str> = text.trim_end().lines().map(str::trim_end).collect();
                let mut joined = String::new();
                for (i, line) in lines.iter().enumerate() {
                    joined.push_str(line);
                    let next_is_text = lines.get(i + 1).is_some_and(|next| !next.is_empty());
                    if i + 1 < lines.len() {
                        joined.push_str(if !line.is_empty() && next_is_text { "  \n" } else { "\n" });
                    }
                }
                let _ = writeln!(out, "{joined}\n");
            }
            None => {
                let _ = writeln!(out, "{}\n", text.trim_end());
            }
        },
        Block::Thinking { text, .. } if !text.trim().is_empty() => {
            let quoted: Vec<String> = text.trim_end().lines().map(|l| format!("> {l}")).collect();
            let _ = writeln!(out, "> *thinking*\n{}\n", quoted.join("\n"));
        }
        Block::Thinking { .. } => {}
        Block::ToolUse { name, input, .. } => {
            // The whole input is kept (an export is a record), on one line.
            let _ = writeln!(out, "▸ **{name}** `{input}`\n");
        }
        Block::ToolResult { content, is_error, .. } => {
            let text: String = content
                .iter()
                .filter_map(|b| match b {
                    Block::Text { text, .. } => Some(text.as_str()),
                    _ => None,
                })
                .collect::<Vec<_>>()
                .join("\n");
            let lines: Vec<&str> = text.lines().collect();
            let shown = lines.iter().take(RESULT_LINES).copied().collect::<Vec<_>>().join("\n");
            let fence = if shown.contains("```") { "````" } else { "```" };
            let status = if *is_error { " (error)" } else { "" };
            let _ = writeln!(out, "Result{status}:\n{fence}\n{shown}");
            if lines.len() > RESULT_LINES {
                let _ = writeln!(out, "… {} more lines", lines.len() - RESULT_LINES);
            }
            let _ = writeln!(out, "{fence}\n");
        }
        Block::Image { media_type, data } => {
            let _ = writeln!(out, "*[image: {media_type}, {} bytes]*\n", data.len());
        }
    }
}

#[cfg(test)]
mod tests {
    use nub_llm::Message;

    use crate::tree::{Node, Session};

    #[test]
    fn a_multi_line_prompt_keeps_its_lines() {
        let mut session = Session::new(crate::id::SessionId::generate());
        session.append(Node::message(None, Message::user("first line\nsecond line\n\nafter a gap"))).unwrap();
        let header = crate::record::Header {
            id: session.id.clone(),
            created_at: String::new(),
            cwd: String::new(),
            nub_version: String::new(),
        };
        let text = super::to_markdown(&session, &header);
        assert!(text.contains("first line  \nsecond line\n\nafter a gap"), "{text}");
    }
}
