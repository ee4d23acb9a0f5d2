//! `nub sessions` and `nub tree` as text.

use std::fmt::Write;
use std::path::Path;
use std::time::SystemTime;

use nub_llm::{Block, Role};
use nub_session::{Listing, Node, NodeId, NodeKind, Session};

pub fn print_table(listings: &[Listing], dir: &Path) -> std::io::Result<()> {
    if listings.is_empty() {
        return super::report(&format!("no sessions in {}\n", dir.display()));
    }
    super::report(&table(listings, SystemTime::now()))
}

pub fn table(listings: &[Listing], now: SystemTime) -> String {
    let mut out = format!("{:<8}  {:<13}  {:>5}  {:>8}  {}\n", "ID", "ACTIVE", "NODES", "BRANCHES", "TITLE");
    for listing in listings {
        match listing {
            Listing::Session(s) => {
                // A checkout's file time says nothing of a committed session.
                let age = if s.from_repository {
                    "from the repo".to_owned()
                } else {
                    s.last_activity.map_or_else(|| "?".to_owned(), |t| ago(now, t))
                };
                let damaged =
                    if s.warnings > 0 { format!("  ({} damaged records skipped)", s.warnings) } else { String::new() };
                let _ = writeln!(
                    out,
                    "{:<8}  {:<13}  {:>5}  {:>8}  {}{damaged}",
                    s.id.short(),
                    age,
                    s.nodes,
                    s.branches,
                    s.title
                );
            }
            Listing::Unreadable { id, path, reason } => {
                let _ = writeln!(
                    out,
                    "{:<8}  {:<13}  {:>5}  {:>8}  unreadable: {reason} ({})",
                    id.short(),
                    "?",
                    "-",
                    "-",
                    path.display()
                );
            }
        }
    }
    out
}

pub fn ago(now: SystemTime, then: SystemTime) -> String {
    let seconds = now.duration_since(then).map(|d| d.as_secs()).unwrap_or(0);
    match seconds {
        0..60 => "just now".into(),
        60..3600 => format!("{} min ago", seconds / 60),
        3600..86_400 => format!("{} h ago", seconds / 3600),
        _ => format!("{} days ago", seconds / 86_400),
    }
}

pub fn print_tree(session: &Session) -> std::io::Result<()> {
    super::report(&tree(session))
}

/// The tree, indenting only where it branches, so a long straight
/// conversation stays readable. Iterative: sessions can be very deep.
pub fn tree(session: &Session) -> String {
    let mut out = String::new();
    let head = session.head();
    // (node, prefix of its own line, prefix for what follows it)
    let mut stack: Vec<(&NodeId, String, String)> = Vec::new();
    let carried = session.compacted_originals();
    let roots = session.roots();
    for (i, root) in roots.iter().enumerate().rev() {
        let (own, rest) = branch_prefixes("", i + 1 == roots.len(), roots.len() > 1);
        stack.push((root, own, rest));
    }
    while let Some((id, own, rest)) = stack.pop() {
        let Some(node) = session.node(id) else { continue };
        let mut last = id;
        if carried.contains(id) {
            // A compaction's originals: the same messages go on under the
            // summary beside them; one folded line, no branch of the user's.
            let mut count = 1;
            while let [only] = session.children(last)
                && carried.contains(only)
            {
                last = only;
                count += 1;
            }
            let noun = if count == 1 { "message" } else { "messages" };
            let _ = writeln!(out, "  {own}⋯ {count} {noun} carried past the summary beside them");
        } else if let Some(agent) = &node.meta.agent {
            // A subagent's conversation: one folded line, its prompt and size.
            let count = subtree_size(session, id);
            let noun = if count == 1 { "message" } else { "messages" };
            let _ = writeln!(out, "  {own}⋯ {} agent {agent}: {count} {noun}: {}", id.short(), preview(node));
            continue;
        } else {
            let marker = if head == Some(id) { "*" } else { " " };
            let _ = writeln!(out, "{marker} {own}{} {}", id.short(), describe(session, node));
        }
        let children = session.children(last);
        for (i, child) in children.iter().enumerate().rev() {
            let (child_own, child_rest) = branch_prefixes(&rest, i + 1 == children.len(), children.len() > 1);
            stack.push((child, child_own, child_rest));
        }
    }
    out
}

/// How many nodes `id` and everything below it hold.
fn subtree_size(session: &Session, id: &NodeId) -> usize {
    let mut count = 0;
    let mut stack = vec![id];
    while let Some(next) = stack.pop() {
        count += 1;
        stack.extend(session.children(next));
    }
    count
}

fn branch_prefixes(rest: &str, last: bool, branching: bool) -> (String, String) {
    match (branching, last) {
        (false, _) => (rest.to_owned(), rest.to_owned()),
        (true, false) => (format!("{rest}├─ "), format!("{rest}│  ")),
        (true, true) => (format!("{rest}└─ "), format!("{rest}   ")),
    }
}

fn describe(session: &Session, node: &Node) -> String {
    let role = match (node.kind, node.message.role) {
        (NodeKind::Summary, _) => "summary",
        (NodeKind::Message, Role::User) => "user",
        (NodeKind::Message, Role::Assistant) => "assistant",
    };
    let mut line = match session.summary_note(&node.id) {
        // A summary's text starts with boilerplate: say what it stands for.
        Some(note) => format!("{role:<9} ({note})"),
        None => format!("{role:<9} {}", preview(node)),
    };
    if let Some(label) = &node.meta.label {
        let _ = write!(line, " [{label}]");
    }
    if node.meta.bookmark {
        line.push_str(" ★");
    }
    line
}

fn preview(node: &Node) -> String {
    let mut parts = Vec::new();
    let mut results = 0;
    for block in &node.message.content {
        match block {
            Block::Text { text, .. } if !text.trim().is_empty() => match nub_llm::attachment::parse(text) {
                Some(attached) => parts.push(format!("@{}", one_line(attached.path, 40))),
                None => parts.push(one_line(text, 50)),
            },
            Block::ToolUse { name, .. } => parts.push(format!("▸ {name}")),
            Block::ToolResult { .. } => results += 1,
            Block::Image { .. } => parts.push("[image]".into()),
            Block::Text { .. } | Block::Thinking { .. } => {}
        }
    }
    if results > 0 {
        parts.push(format!("◂ {results} tool result{}", if results == 1 { "" } else { "s" }));
    }
    parts.join("  ")
}

fn one_line(text: &str, max: usize) -> String {
    let line = text.split_whitespace().collect::<Vec<_>>().join(" ");
    match line.char_indices().nth(max) {
        Some((cut, _)) => format!("{}…", &line[..cut]),
        None => line,
    }
}

#[cfg(test)]
mod tests {
    use nub_llm::Message;
    use nub_session::SessionId;

    use super::*;

    #[test]
    fn draws_branches_with_the_head_marked() {
        let mut s = Session::new(SessionId::generate());
        let a = Node::message(None, Message::user("read hello.txt"));
        let a_id = a.id.clone();
        s.append(a).unwrap();
        let b = Node::message(Some(a_id.clone()), Message::assistant("It says hello."));
        s.append(b).unwrap();
        s.set_label(&a_id, Some("start".into())).unwrap();
        s.branch(&a_id).unwrap();
        let c = Node::message(Some(a_id.clone()), Message::assistant("Another answer"));
        let c_id = c.id.clone();
        s.append(c).unwrap();
        let text = tree(&s);
        let lines: Vec<&str> = text.lines().collect();
        assert_eq!(lines.len(), 3);
        assert!(lines[0].starts_with("  ") && lines[0].contains("user      read hello.txt [start]"), "{text}");
        assert!(lines[1].contains("├─ ") && lines[1].contains("It says hello."), "{text}");
        assert!(lines[2].starts_with("* └─ ") && lines[2].contains(c_id.short()), "{text}");
    }

    #[test]
    fn a_straight_conversation_is_not_indented() {
        let mut s = Session::new(SessionId::generate());
        let mut parent = None;
        for i in 0..200 {
            let node = Node::message(parent.clone(), Message::user(format!("m{i}")));
            parent = Some(node.id.clone());
            s.append(node).unwrap();
        }
        let text = tree(&s);
        assert!(text.lines().all(|l| l.len() < 60), "no indentation creep");
    }
}
